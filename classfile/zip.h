/* Reader of zip and jar files (stored and deflated entries, zlib), for the boot
 * class path append and for tools that need to read a jar without Java code. */
#ifndef RIVET_ZIP_H
#define RIVET_ZIP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct Zip Zip;

/* Open a zip file and read its central directory. NULL with a message on failure
 * (missing file, not a zip, corrupt directory). */
Zip *zip_open(const char *path, char *err, size_t errlen);
void zip_close(Zip *z);

/* True when the archive has an entry with this exact name. */
bool zip_has(Zip *z, const char *name);

/* The contents of an entry in a malloc'd buffer (caller frees), or NULL when the
 * entry is absent (err empty) or cannot be read (err says why: corrupt data,
 * unsupported compression method, size mismatch, CRC mismatch). */
uint8_t *zip_read(Zip *z, const char *name, size_t *len, char *err, size_t errlen);

/* Number of entries and the name of entry i (0-based), for listing. */
size_t zip_count(Zip *z);
const char *zip_name(Zip *z, size_t i);

#endif
