/* Reader of the JDK runtime image lib/modules (the "jimage" format), mapped with mmap.
 *
 * Resources are named /MODULE/PATH, for example /java.base/java/lang/Object.class.
 * The image also holds directory resources /packages/PKG (PKG with dots) that say
 * which module holds each package; jimage_package_module answers from them. */
#ifndef RIVET_JIMAGE_H
#define RIVET_JIMAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct JImage JImage;

/* Open and map an image. On failure returns NULL and writes a message to err. */
JImage *jimage_open(const char *path, char *err, size_t errlen);
void jimage_close(JImage *img);

/* The bytes of /module/path inside the mapping, or NULL when absent.
 * path uses '/' (e.g. "java/lang/Object.class"). Compressed resources are not
 * supported: jimage_find returns NULL and sets *compressed (if non-NULL). */
const uint8_t *jimage_find(JImage *img, const char *module, const char *path, size_t *len,
                           bool *compressed);

/* The module holding a package, package in internal form ("java/lang"), or NULL. */
const char *jimage_package_module(JImage *img, const char *pkg);

/* Calls fn(module, pkg_internal_form, arg) for every package of every module. */
void jimage_each_package(JImage *img, void (*fn)(const char *module, const char *pkg, void *arg),
                         void *arg);

/* The whole mapping (for NativeImageBuffer.getNativeMap). */
const uint8_t *jimage_base(JImage *img, size_t *size);

#endif
