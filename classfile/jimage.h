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

/* The module holding a package, package in internal form ("java/lang"), or NULL.
 * /packages/PKG lists every module with a directory of that name, flagging
 * those with no resources directly in it ("java/lang" is also a directory of
 * java.instrument); the answer is the first module where it is not empty, as
 * HotSpot's libjimage does. Parent-only directories ("java", "sun") give NULL.
 * The string points into the mapping and lives until jimage_close. */
const char *jimage_package_module(JImage *img, const char *pkg);

/* Calls fn(module, pkg_internal_form, arg) for every package of every module
 * (every non-empty (module, package) pair, in table order). pkg is only valid
 * during the call; module lives until jimage_close. */
void jimage_each_package(JImage *img, void (*fn)(const char *module, const char *pkg, void *arg),
                         void *arg);

/* Calls fn(name, arg) with the full name of every location in the image, in
 * table (hash) order, until fn returns false. Names are "/module/path" for
 * resources, "/packages/PKG" and "/modules/MODULE/..." for the directory
 * entries, and a few names without a module part. name is only valid during
 * the call. For listing and for tests that sweep the whole image. */
void jimage_each_resource(JImage *img, bool (*fn)(const char *name, void *arg), void *arg);

/* The whole mapping (for NativeImageBuffer.getNativeMap). */
const uint8_t *jimage_base(JImage *img, size_t *size);

#endif
