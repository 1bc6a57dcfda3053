/* java.lang.Math's exp, log, log10, pow, sin, cos and tan as HotSpot computes
 * them on x86_64 (its Intel LIBM stubs), bit for bit: natives/libm_hotspot.c.
 * StrictMath keeps fdlibm (natives/java_lang_StrictMath.c). */
#ifndef RIVET_LIBM_HOTSPOT_H
#define RIVET_LIBM_HOTSPOT_H

double libm_exp(double x);
double libm_log(double x);
double libm_log10(double x);
double libm_pow(double x, double y);
double libm_sin(double x);
double libm_cos(double x);
double libm_tan(double x);

#endif
