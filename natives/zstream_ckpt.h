/* Checkpoints and the zlib streams of Inflater/Deflater (natives/zstream_ckpt.c).
 * A stream's state is native memory the object versioning cannot see: before
 * its first change in a checkpoint segment it is copied (inflateCopy /
 * deflateCopy), and a return copies it back; ending a stream is put off until
 * the last checkpoint goes. */
#ifndef RIVET_ZSTREAM_CKPT_H
#define RIVET_ZSTREAM_CKPT_H

#include <stdbool.h>
#include <zlib.h>

/* Call before inflate/deflate/setDictionary/reset/params on s. */
void zck_before_change(z_stream *s, bool inflater);
/* Call instead of inflateEnd/deflateEnd + free: true if the end was put off. */
bool zck_end_deferred(z_stream *s, bool inflater);

#endif
