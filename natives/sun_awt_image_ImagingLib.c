/* sun.awt.image.ImagingLib natives: the medialib (libmlib_image) fast paths of
 * java.awt.image's BufferedImageOps. Rivet has no medialib, so init() answers
 * false, as libmlib_image does when it cannot set itself up: ImagingLib then
 * stays unused (useLib false) and every filter returns null. RescaleOp and
 * LookupOp fall back to their Java code; ConvolveOp and AffineTransformOp,
 * which have no Java fallback, throw ImagingOpException. (HotSpot with its
 * medialib computes those two.) */
#include "natives/natives.h"

NATIVE(il_init)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVES_TABLE(sun_awt_image_ImagingLib, "sun/awt/image/ImagingLib",
    {"init", "()Z", il_init},
);
