/* java.lang.StrictMath natives: the fdlibm 5.3 algorithms, bit for bit.
 *
 * Java specifies that StrictMath returns exactly what Sun's fdlibm 5.3
 * computes, and HotSpot runs fdlibm's C code for these natives, so this file
 * repeats fdlibm's algorithms operation for operation: argument reduction
 * (Cody-Waite with pi/2 split into 33-bit pieces for moderate arguments,
 * Payne-Hanek with 1584 bits of 2/pi for huge ones), a polynomial or rational
 * kernel on the reduced interval, and the reconstruction. The coefficients are
 * fdlibm's, written as hexadecimal literals so that they are exact.
 *
 * Invariants the results depend on:
 * - Every expression is evaluated in IEEE binary64 with round to nearest, in
 *   the order written: x86-64 SSE2 (no x87 excess precision), no -ffast-math,
 *   and no contraction of a*b+c into one fused multiply-add, which would round
 *   once instead of twice. The Makefile compiles this file with
 *   -ffp-contract=off (GCC ignores the STDC pragma below).
 * - Doubles are taken apart as fdlibm does, into a high word (sign, 11
 *   exponent bits, top 20 fraction bits) and a low word, through memcpy.
 *   Range tests compare the high word of |x| with constants.
 * - Special values go through the same operations as in fdlibm (x+x, x-x,
 *   (x-x)/(x-x) ...), so even the bit patterns of NaN results agree with
 *   HotSpot; where two NaN operands meet (atan2, IEEEremainder) the one
 *   HotSpot returns is chosen explicitly. Branches in fdlibm that only raise the inexact flag are folded
 *   into the result they return; Java cannot observe the flags. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "natives/natives.h"

#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

/* ---- Taking doubles apart ---------------------------------------------- */

static uint64_t sm_bits(double x)
{
    uint64_t u;
    memcpy(&u, &x, sizeof u);
    return u;
}

static double sm_double(uint64_t u)
{
    double x;
    memcpy(&x, &u, sizeof x);
    return x;
}

/* The high word: sign, exponent and the top 20 bits of the fraction. */
static int32_t sm_hi(double x) { return (int32_t)(uint32_t)(sm_bits(x) >> 32); }

static uint32_t sm_lo(double x) { return (uint32_t)sm_bits(x); }

static double sm_words(uint32_t hi, uint32_t lo) { return sm_double((uint64_t)hi << 32 | lo); }

/* x with its high word replaced by hi. */
static double sm_with_hi(double x, uint32_t hi) { return sm_words(hi, sm_lo(x)); }

/* x with its low word cleared: a head of x whose products are exact. */
static double sm_head(double x) { return sm_double(sm_bits(x) & 0xffffffff00000000u); }

/* y * 2^k by adding k to the exponent field (y and the result are normal). */
static double sm_add_exponent(double y, int k)
{
    return sm_double(sm_bits(y) + ((uint64_t)(int64_t)k << 52));
}

/* The biased exponent of x. */
static int sm_exponent(double x) { return (int)(sm_bits(x) >> 52 & 0x7ff); }

static const double SM_TWO24 = 0x1p24, SM_TWON24 = 0x1p-24, SM_TWO54 = 0x1p54;

/* ---- Reduction modulo pi/2 --------------------------------------------- */

/* The bits of 2/pi after the binary point, 24 to an entry: entry i holds
 * bits 24i+1 .. 24i+24. */
static const int32_t sm_two_over_pi[] = {
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163,
    0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
    0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C,
    0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
    0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7, 0x8A5292,
    0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
    0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA,
    0x73A8C9, 0x60E27B, 0xC08C6B,
};

/* pi/2 cut into 24-bit pieces (the huge reduction uses the first five). */
static const double sm_pio2_pieces[] = {
    0x1.921fb4p0, 0x1.4442dp-24, 0x1.846988p-48, 0x1.8cc516p-72,
    0x1.01b838p-96, 0x1.a25204p-120, 0x1.382228p-145, 0x1.9f31dp-169,
};

/* Payne-Hanek reduction of a huge positive argument (fdlibm's
 * __kernel_rem_pio2 at its "64-bit" precision, the one rem_pio2 asks for).
 *
 * The argument is x[0]*2^e0 + x[1]*2^(e0-24) + x[2]*2^(e0-48) with integral
 * 24-bit x[i] (nx of them). Only the bits of 2/pi that matter are used: those
 * whose product with x is a multiple of 8 are skipped, since n only matters
 * mod 8. The product is collected as 24-bit integer chunks in iq[]; the
 * fraction is multiplied by pi/2 and returned in y[0] + y[1]. Returns n mod 8
 * where the argument is n*pi/2 + y. */
static int sm_rem_pio2_huge(const double *x, double *y, int e0, int nx)
{
    enum { JK = 4, JP = 4 }; /* JK+1 chunks of 2/pi to start with; JP+1 pieces of pi/2 */
    int32_t iq[20];
    double f[20], q[20];
    double fq[20] = {0.0}; /* zeroed only to quiet GCC: fq[0] is always set */
    double z, fw;
    int jz, jx, jv, q0, n, ih, carry, i, j, k, m;

    /* jv: index of the first chunk of 2/pi whose product with x is not a
     * multiple of 8; q0: the exponent of the chunk q[0] of the product. */
    jx = nx - 1;
    jv = (e0 - 3) / 24;
    if (jv < 0)
        jv = 0;
    q0 = e0 - 24 * (jv + 1);

    /* f[0..jx+JK] = the chunks of 2/pi from jv-jx on (zero before the first). */
    j = jv - jx;
    m = jx + JK;
    for (i = 0; i <= m; i++, j++)
        f[i] = j < 0 ? 0.0 : (double)sm_two_over_pi[j];

    /* q[i] = sum of x[j] * f[jx+i-j]: the 24-bit columns of the product. */
    for (i = 0; i <= JK; i++) {
        for (j = 0, fw = 0.0; j <= jx; j++)
            fw += x[j] * f[jx + i - j];
        q[i] = fw;
    }

    jz = JK;
    for (;;) {
        /* Carry q[] into 24-bit integer chunks iq[], most significant last. */
        for (i = 0, j = jz, z = q[jz]; j > 0; i++, j--) {
            fw = (double)(int32_t)(SM_TWON24 * z);
            iq[i] = (int32_t)(z - SM_TWO24 * fw);
            z = q[j - 1] + fw;
        }

        /* The integer part of the leading chunk, mod 8, is n. */
        z = scalbn(z, q0);
        z -= 8.0 * floor(z * 0.125);
        n = (int)z;
        z -= (double)n;
        ih = 0; /* > 0 when the fraction is >= 1/2 */
        if (q0 > 0) { /* the low bits of n are in iq[jz-1] */
            i = iq[jz - 1] >> (24 - q0);
            n += i;
            iq[jz - 1] -= i << (24 - q0);
            ih = iq[jz - 1] >> (23 - q0);
        } else if (q0 == 0) {
            ih = iq[jz - 1] >> 23;
        } else if (z >= 0.5) {
            ih = 2;
        }

        /* A fraction >= 1/2 rounds n up and leaves 1 - fraction (negated at
         * the end). */
        if (ih > 0) {
            n += 1;
            carry = 0;
            for (i = 0; i < jz; i++) {
                j = iq[i];
                if (carry == 0) {
                    if (j != 0) {
                        carry = 1;
                        iq[i] = 0x1000000 - j;
                    }
                } else {
                    iq[i] = 0xffffff - j;
                }
            }
            if (q0 == 1)
                iq[jz - 1] &= 0x7fffff;
            else if (q0 == 2)
                iq[jz - 1] &= 0x3fffff;
            if (ih == 2) {
                z = 1.0 - z;
                if (carry != 0)
                    z -= scalbn(1.0, q0);
            }
        }

        /* If the fraction cancelled to zero so far, take more terms of 2/pi. */
        if (z != 0.0)
            break;
        j = 0;
        for (i = jz - 1; i >= JK; i--)
            j |= iq[i];
        if (j != 0)
            break;
        for (k = 1; iq[JK - k] == 0; k++)
            ;
        for (i = jz + 1; i <= jz + k; i++) {
            f[jx + i] = (double)sm_two_over_pi[jv + i];
            for (j = 0, fw = 0.0; j <= jx; j++)
                fw += x[j] * f[jx + i - j];
            q[i] = fw;
        }
        jz += k;
    }

    /* Drop zero chunks at the end, or split the last one if it overflows. */
    if (z == 0.0) {
        jz -= 1;
        q0 -= 24;
        while (iq[jz] == 0) {
            jz--;
            q0 -= 24;
        }
    } else {
        z = scalbn(z, -q0);
        if (z >= SM_TWO24) {
            fw = (double)(int32_t)(SM_TWON24 * z);
            iq[jz] = (int32_t)(z - SM_TWO24 * fw);
            jz += 1;
            q0 += 24;
            iq[jz] = (int32_t)fw;
        } else {
            iq[jz] = (int32_t)z;
        }
    }

    /* Back to floating point: q[i] = iq[i] * 2^(q0 - 24(jz-i)). */
    fw = scalbn(1.0, q0);
    for (i = jz; i >= 0; i--) {
        q[i] = fw * (double)iq[i];
        fw *= SM_TWON24;
    }

    /* fq[jz-i] = sum of pi/2 pieces times q[i..]: the fraction times pi/2. */
    for (i = jz; i >= 0; i--) {
        for (fw = 0.0, k = 0; k <= JP && k <= jz - i; k++)
            fw += sm_pio2_pieces[k] * q[i + k];
        fq[jz - i] = fw;
    }

    /* Sum into a head and a tail, smallest terms first. */
    fw = 0.0;
    for (i = jz; i >= 0; i--)
        fw += fq[i];
    y[0] = ih == 0 ? fw : -fw;
    fw = fq[0] - fw;
    for (i = 1; i <= jz; i++)
        fw += fq[i];
    y[1] = ih == 0 ? fw : -fw;
    return n & 7;
}

/* High words of k*pi/2 for k = 1..32: when x's high word equals one of them,
 * the first reduction step may cancel badly. */
static const int32_t sm_npio2_hw[] = {
    0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB,
    0x402921FB, 0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB,
    0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C,
    0x4041475C, 0x4042106C, 0x4042D97C, 0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB,
    0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
};

static const double
    SM_INVPIO2 = 0x1.45f306dc9c883p-1,  /* 2/pi to 53 bits */
    SM_PIO2_1 = 0x1.921fb544p0,         /* first 33 bits of pi/2 */
    SM_PIO2_1T = 0x1.0b4611a626331p-34, /* pi/2 - PIO2_1 */
    SM_PIO2_2 = 0x1.0b4611a6p-34,       /* next 33 bits */
    SM_PIO2_2T = 0x1.3198a2e037073p-69, /* pi/2 - (PIO2_1 + PIO2_2) */
    SM_PIO2_3 = 0x1.3198a2ep-69,        /* next 33 bits */
    SM_PIO2_3T = 0x1.b839a252049c1p-104; /* pi/2 - (PIO2_1 + PIO2_2 + PIO2_3) */

/* x = n*pi/2 + y[0] + y[1] with |y| <= pi/4 (about); returns n
 * (fdlibm's __ieee754_rem_pio2). */
static int sm_rem_pio2(double x, double *y)
{
    int32_t hx = sm_hi(x), ix = hx & 0x7fffffff;
    double z, w, t, r, fn, tx[3];
    int e0, i, j, n, nx;

    if (ix <= 0x3fe921fb) { /* |x| <= pi/4: nothing to do */
        y[0] = x;
        y[1] = 0.0;
        return 0;
    }
    if (ix < 0x4002d97c) { /* |x| < 3pi/4: n = +-1 */
        if (hx > 0) {
            z = x - SM_PIO2_1;
            if (ix != 0x3ff921fb) { /* 33+53 bits of pi/2 suffice */
                y[0] = z - SM_PIO2_1T;
                y[1] = (z - y[0]) - SM_PIO2_1T;
            } else { /* near pi/2: 33+33+53 bits */
                z -= SM_PIO2_2;
                y[0] = z - SM_PIO2_2T;
                y[1] = (z - y[0]) - SM_PIO2_2T;
            }
            return 1;
        }
        z = x + SM_PIO2_1;
        if (ix != 0x3ff921fb) {
            y[0] = z + SM_PIO2_1T;
            y[1] = (z - y[0]) + SM_PIO2_1T;
        } else {
            z += SM_PIO2_2;
            y[0] = z + SM_PIO2_2T;
            y[1] = (z - y[0]) + SM_PIO2_2T;
        }
        return -1;
    }
    if (ix <= 0x413921fb) { /* |x| <= 2^19 * pi/2: Cody-Waite */
        t = fabs(x);
        n = (int)(t * SM_INVPIO2 + 0.5);
        fn = (double)n;
        r = t - fn * SM_PIO2_1;
        w = fn * SM_PIO2_1T; /* the first step is good to 85 bits */
        y[0] = r - w;
        if (n >= 32 || ix == sm_npio2_hw[n - 1]) {
            /* Bits were lost if y[0]'s exponent fell far below x's: redo
             * with more bits of pi/2, up to 151 bits. */
            j = (int)(ix >> 20);
            i = j - sm_exponent(y[0]);
            if (i > 16) {
                t = r;
                w = fn * SM_PIO2_2;
                r = t - w;
                w = fn * SM_PIO2_2T - ((t - r) - w);
                y[0] = r - w;
                i = j - sm_exponent(y[0]);
                if (i > 49) {
                    t = r;
                    w = fn * SM_PIO2_3;
                    r = t - w;
                    w = fn * SM_PIO2_3T - ((t - r) - w);
                    y[0] = r - w;
                }
            }
        }
        y[1] = (r - y[0]) - w;
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }
    if (ix >= 0x7ff00000) { /* Inf or NaN */
        y[0] = y[1] = x - x;
        return 0;
    }

    /* Huge |x|: scale it to [2^23, 2^24) (e0 = ilogb(x) - 23) and cut it into
     * three 24-bit integers for the Payne-Hanek reduction. */
    e0 = (ix >> 20) - 1046;
    z = sm_words((uint32_t)(ix - e0 * 0x100000), sm_lo(x));
    for (i = 0; i < 2; i++) {
        tx[i] = (double)(int32_t)z;
        z = (z - tx[i]) * SM_TWO24;
    }
    tx[2] = z;
    nx = 3;
    while (tx[nx - 1] == 0.0)
        nx--;
    n = sm_rem_pio2_huge(tx, y, e0, nx);
    if (hx < 0) {
        y[0] = -y[0];
        y[1] = -y[1];
        return -n;
    }
    return n;
}

/* ---- sin, cos, tan ------------------------------------------------------ */

/* sin(x)/x - 1 ~ S1 x^2 + ... + S6 x^12 on [0, pi/4], error < 2^-58. */
static const double
    SM_S1 = -0x1.5555555555549p-3,
    SM_S2 = 0x1.111111110f8a6p-7,
    SM_S3 = -0x1.a01a019c161d5p-13,
    SM_S4 = 0x1.71de357b1fe7dp-19,
    SM_S5 = -0x1.ae5e68a2b9cebp-26,
    SM_S6 = 0x1.5d93a5acfd57cp-33;

/* sin(x + y) for |x| <= pi/4, y a tail below x's last bit (zero when
 * !has_tail); fdlibm's __kernel_sin. With r = x^3 (S2 + x^2 (S3 + ...)),
 * sin(x+y) ~ x + (S1 x^3 + (x^2 (r - y/2) + y)). */
static double sm_kernel_sin(double x, double y, bool has_tail)
{
    double z, v, r;

    if ((sm_hi(x) & 0x7fffffff) < 0x3e400000) /* |x| < 2^-27 */
        return x;
    z = x * x;
    v = z * x;
    r = SM_S2 + z * (SM_S3 + z * (SM_S4 + z * (SM_S5 + z * SM_S6)));
    if (!has_tail)
        return x + v * (SM_S1 + z * r);
    return x - ((z * (0.5 * y - v * r) - y) - v * SM_S1);
}

/* cos(x) - (1 - x^2/2) ~ C1 x^4 + ... + C6 x^14 on [0, pi/4], error < 2^-58. */
static const double
    SM_C1 = 0x1.555555555554cp-5,
    SM_C2 = -0x1.6c16c16c15177p-10,
    SM_C3 = 0x1.a01a019cb159p-16,
    SM_C4 = -0x1.27e4f809c52adp-22,
    SM_C5 = 0x1.1ee9ebdb4b1c4p-29,
    SM_C6 = -0x1.8fae9be8838d4p-37;

/* cos(x + y) for |x| <= pi/4, y the tail; fdlibm's __kernel_cos.
 * cos(x+y) ~ 1 - (x^2/2 - (r - x y)). For |x| >= 0.3 the subtraction is
 * split around qx ~ x^2/8 (x/4 to 21 bits, or 0.28125 above 0.78125) so
 * that 1 - qx and x^2/2 - qx are exact. */
static double sm_kernel_cos(double x, double y)
{
    int32_t ix = sm_hi(x) & 0x7fffffff;
    double z, r, qx, hz, a;

    if (ix < 0x3e400000) /* |x| < 2^-27 */
        return 1.0;
    z = x * x;
    r = z * (SM_C1 + z * (SM_C2 + z * (SM_C3 + z * (SM_C4 + z * (SM_C5 + z * SM_C6)))));
    if (ix < 0x3fd33333) /* |x| < 0.3 */
        return 1.0 - (0.5 * z - (z * r - x * y));
    if (ix > 0x3fe90000) /* |x| > 0.78125 */
        qx = 0.28125;
    else
        qx = sm_words((uint32_t)(ix - 0x00200000), 0);
    hz = 0.5 * z - qx;
    a = 1.0 - qx;
    return a - (hz - (z * r - x * y));
}

/* tan(x)/x - 1 ~ T1 x^2 + ... + T13 x^26 on [0, 0.67434], error < 2^-59.2. */
static const double sm_tan_coef[] = {
    0x1.5555555555563p-2, 0x1.111111110fe7ap-3, 0x1.ba1ba1bb341fep-5,
    0x1.664f48406d637p-6, 0x1.226e3e96e8493p-7, 0x1.d6d22c9560328p-9,
    0x1.7dbc8fee08315p-10, 0x1.344d8f2f26501p-11, 0x1.026f71a8d1068p-12,
    0x1.47e88a03792a6p-14, 0x1.2b80f32f0a7e9p-14, -0x1.375cbdb605373p-16,
    0x1.b2a7074bf7ad4p-16,
};

static const double SM_PIO4 = 0x1.921fb54442d18p-1, SM_PIO4_LO = 0x1.1a62633145c07p-55;

/* -1/(x + r) to nearly full precision, from w = x + r rounded: the quotient
 * is refined from 21-bit heads of w and of -1/w. */
static double sm_neg_recip(double w, double x, double r)
{
    double z = sm_head(w);
    double v = r - (z - x); /* z + v = x + r */
    double a = -1.0 / w;
    double t = sm_head(a);
    double s = 1.0 + t * z;
    return t + a * (s + t * v);
}

/* tan(x + y) when k == 1, -1/tan(x + y) when k == -1, for |x| <= pi/4;
 * fdlibm's __kernel_tan. Above 0.6744, tan(x) = tan(pi/4 - d) is computed
 * from tan(d) with d = pi/4 - x. */
static double sm_kernel_tan(double x, double y, int k)
{
    const double *T = sm_tan_coef;
    int32_t hx = sm_hi(x), ix = hx & 0x7fffffff;
    bool big = ix >= 0x3fe59428; /* |x| >= 0.6744 */
    double z, r, v, w, s;

    if (ix < 0x3e300000) { /* |x| < 2^-28: tan x = x */
        if (((uint32_t)ix | sm_lo(x)) == 0 && k == -1)
            return 1.0 / fabs(x);
        if (k == 1)
            return x;
        return sm_neg_recip(x + y, x, y);
    }
    if (big) {
        if (hx < 0) {
            x = -x;
            y = -y;
        }
        z = SM_PIO4 - x;
        w = SM_PIO4_LO - y;
        x = z + w;
        y = 0.0;
    }
    z = x * x;
    w = z * z;
    /* x^5 (T1 + x^2 T2 + ...) as an odd and an even polynomial in x^4. */
    r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
    v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
    s = z * x;
    r = y + z * (s * (r + v) + y);
    r += T[0] * s;
    w = x + r; /* tan(x + y) */
    if (big) {
        /* (1 - tan d)/(1 + tan d) for k = 1, and its negated inverse for
         * k = -1, both as k - 2 (d - (w^2/(w + k) - r)), signed as x was. */
        v = (double)k;
        return (hx < 0 ? -1.0 : 1.0) * (v - 2.0 * (x - (w * w / (w + v) - r)));
    }
    if (k == 1)
        return w;
    return sm_neg_recip(w, x, r);
}

/* Reduce x to n*pi/2 + y and pick the kernel by n mod 4:
 *   n   sin  cos  tan
 *   0    S    C    T
 *   1    C   -S  -1/T
 *   2   -S   -C    T
 *   3   -C    S  -1/T */
static double sm_sin(double x)
{
    int32_t ix = sm_hi(x) & 0x7fffffff;
    double y[2];

    if (ix <= 0x3fe921fb)
        return sm_kernel_sin(x, 0.0, false);
    if (ix >= 0x7ff00000) /* Inf or NaN */
        return x - x;
    switch (sm_rem_pio2(x, y) & 3) {
    case 0: return sm_kernel_sin(y[0], y[1], true);
    case 1: return sm_kernel_cos(y[0], y[1]);
    case 2: return -sm_kernel_sin(y[0], y[1], true);
    default: return -sm_kernel_cos(y[0], y[1]);
    }
}

static double sm_cos(double x)
{
    int32_t ix = sm_hi(x) & 0x7fffffff;
    double y[2];

    if (ix <= 0x3fe921fb)
        return sm_kernel_cos(x, 0.0);
    if (ix >= 0x7ff00000)
        return x - x;
    switch (sm_rem_pio2(x, y) & 3) {
    case 0: return sm_kernel_cos(y[0], y[1]);
    case 1: return -sm_kernel_sin(y[0], y[1], true);
    case 2: return -sm_kernel_cos(y[0], y[1]);
    default: return sm_kernel_sin(y[0], y[1], true);
    }
}

static double sm_tan(double x)
{
    int32_t ix = sm_hi(x) & 0x7fffffff;
    double y[2];
    int n;

    if (ix <= 0x3fe921fb)
        return sm_kernel_tan(x, 0.0, 1);
    if (ix >= 0x7ff00000)
        return x - x;
    n = sm_rem_pio2(x, y);
    return sm_kernel_tan(y[0], y[1], (n & 1) ? -1 : 1);
}

/* ---- asin, acos --------------------------------------------------------- */

static const double
    SM_PIO2_HI = 0x1.921fb54442d18p0,  /* pi/2 rounded */
    SM_PIO2_LO = 0x1.1a62633145c07p-54, /* pi/2 - PIO2_HI */
    SM_PIO4_HI = 0x1.921fb54442d18p-1,
    SM_PI = 0x1.921fb54442d18p1;

/* (asin(x) - x)/x^3 ~ R(x^2) = P(x^2)/Q(x^2) on [0, 0.5], error < 2^-58.75.
 * Returns R(t) * t, the factor used by asin and acos, as fdlibm forms it. */
static const double
    SM_PS0 = 0x1.5555555555555p-3, SM_PS1 = -0x1.4d61203eb6f7dp-2,
    SM_PS2 = 0x1.9c1550e884455p-3, SM_PS3 = -0x1.48228b5688f3bp-5,
    SM_PS4 = 0x1.9efe07501b288p-11, SM_PS5 = 0x1.23de10dfdf709p-15,
    SM_QS1 = -0x1.33a271c8a2d4bp1, SM_QS2 = 0x1.02ae59c598ac8p1,
    SM_QS3 = -0x1.6066c1b8d0159p-1, SM_QS4 = 0x1.3b8c5b12e9282p-4;

static double sm_asin_p(double t)
{
    return t * (SM_PS0 + t * (SM_PS1 + t * (SM_PS2 + t * (SM_PS3 + t * (SM_PS4 + t * SM_PS5)))));
}

static double sm_asin_q(double t)
{
    return 1.0 + t * (SM_QS1 + t * (SM_QS2 + t * (SM_QS3 + t * SM_QS4)));
}

/* asin: x + x^3 R(x^2) below 0.5; above, asin(x) = pi/2 - 2 asin(sqrt((1-x)/2)),
 * with the square root split into a 21-bit head and a correction below 0.975. */
static double sm_asin(double x)
{
    int32_t hx = sm_hi(x), ix = hx & 0x7fffffff;
    double t, w, p, q, c, r, s;

    if (ix >= 0x3ff00000) { /* |x| >= 1 */
        if (((uint32_t)(ix - 0x3ff00000) | sm_lo(x)) == 0)
            return x * SM_PIO2_HI + x * SM_PIO2_LO; /* asin(+-1) = +-pi/2 */
        return (x - x) / (x - x);                   /* |x| > 1 or NaN */
    }
    if (ix < 0x3fe00000) { /* |x| < 0.5 */
        if (ix < 0x3e400000) /* |x| < 2^-27 */
            return x;
        t = x * x;
        p = sm_asin_p(t);
        q = sm_asin_q(t);
        w = p / q;
        return x + x * w;
    }
    w = 1.0 - fabs(x);
    t = w * 0.5;
    p = sm_asin_p(t);
    q = sm_asin_q(t);
    s = sqrt(t);
    if (ix >= 0x3fef3333) { /* |x| > 0.975 */
        w = p / q;
        t = SM_PIO2_HI - (2.0 * (s + s * w) - SM_PIO2_LO);
    } else {
        w = sm_head(s);
        c = (t - w * w) / (s + w); /* w + c ~ sqrt(t) */
        r = p / q;
        p = 2.0 * s * r - (SM_PIO2_LO - 2.0 * c);
        q = SM_PIO4_HI - 2.0 * w;
        t = SM_PIO4_HI - (p - q);
    }
    return hx > 0 ? t : -t;
}

/* acos: pi/2 - asin(x) below 0.5; pi - 2 asin(sqrt((1+x)/2)) below -0.5;
 * 2 asin(sqrt((1-x)/2)) above 0.5, with a split square root. */
static double sm_acos(double x)
{
    int32_t hx = sm_hi(x), ix = hx & 0x7fffffff;
    double z, p, q, r, w, s, c, df;

    if (ix >= 0x3ff00000) { /* |x| >= 1 */
        if (((uint32_t)(ix - 0x3ff00000) | sm_lo(x)) == 0) {
            if (hx > 0)
                return 0.0;                  /* acos(1) = 0 */
            return SM_PI + 2.0 * SM_PIO2_LO; /* acos(-1) = pi */
        }
        return (x - x) / (x - x); /* |x| > 1 or NaN */
    }
    if (ix < 0x3fe00000) { /* |x| < 0.5 */
        if (ix <= 0x3c600000) /* |x| <= 2^-57 */
            return SM_PIO2_HI + SM_PIO2_LO;
        z = x * x;
        p = sm_asin_p(z);
        q = sm_asin_q(z);
        r = p / q;
        return SM_PIO2_HI - (x - (SM_PIO2_LO - x * r));
    }
    if (hx < 0) { /* x < -0.5 */
        z = (1.0 + x) * 0.5;
        p = sm_asin_p(z);
        q = sm_asin_q(z);
        s = sqrt(z);
        r = p / q;
        w = r * s - SM_PIO2_LO;
        return SM_PI - 2.0 * (s + w);
    }
    z = (1.0 - x) * 0.5; /* x > 0.5 */
    s = sqrt(z);
    df = sm_head(s);
    c = (z - df * df) / (s + df);
    p = sm_asin_p(z);
    q = sm_asin_q(z);
    r = p / q;
    w = r * s + c;
    return 2.0 * (df + w);
}

/* ---- atan, atan2 -------------------------------------------------------- */

/* atan(0.5), atan(1), atan(1.5), atan(inf) as head + tail. */
static const double sm_atan_hi[] = {
    0x1.dac670561bb4fp-2, 0x1.921fb54442d18p-1, 0x1.f730bd281f69bp-1, 0x1.921fb54442d18p0,
};
static const double sm_atan_lo[] = {
    0x1.a2b7f222f65e2p-56, 0x1.1a62633145c07p-55, 0x1.007887af0cbbdp-56, 0x1.1a62633145c07p-54,
};

/* atan(t) ~ t - t^3 (a0 + a1 t^2 + ... + a10 t^20) on [0, 7/16]. */
static const double sm_atan_coef[] = {
    0x1.555555555550dp-2, -0x1.999999998ebc4p-3, 0x1.24924920083ffp-3,
    -0x1.c71c6fe231671p-4, 0x1.745cdc54c206ep-4, -0x1.3b0f2af749a6dp-4,
    0x1.10d66a0d03d51p-4, -0x1.dde2d52defd9ap-5, 0x1.97b4b24760debp-5,
    -0x1.2b4442c6a6c2fp-5, 0x1.0ad3ae322da11p-6,
};

/* atan: by |x|, atan(x) = atan(c) + atan((|x| - c)/(1 + c|x|)) for c = 0,
 * 1/2, 1, 3/2, and pi/2 + atan(-1/|x|) from 39/16 on. */
static double sm_atan(double x)
{
    const double *aT = sm_atan_coef;
    int32_t hx = sm_hi(x), ix = hx & 0x7fffffff;
    double w, s1, s2, z;
    int id;

    if (ix >= 0x44100000) { /* |x| >= 2^66 */
        if (ix > 0x7ff00000 || (ix == 0x7ff00000 && sm_lo(x) != 0))
            return x + x; /* NaN */
        if (hx > 0)
            return sm_atan_hi[3] + sm_atan_lo[3];
        return -sm_atan_hi[3] - sm_atan_lo[3];
    }
    if (ix < 0x3fdc0000) { /* |x| < 7/16 */
        if (ix < 0x3e200000) /* |x| < 2^-29 */
            return x;
        id = -1;
    } else {
        x = fabs(x);
        if (ix < 0x3ff30000) {     /* |x| < 19/16 */
            if (ix < 0x3fe60000) { /* 7/16 <= |x| < 11/16 */
                id = 0;
                x = (2.0 * x - 1.0) / (2.0 + x);
            } else { /* 11/16 <= |x| < 19/16 */
                id = 1;
                x = (x - 1.0) / (x + 1.0);
            }
        } else if (ix < 0x40038000) { /* |x| < 39/16 */
            id = 2;
            x = (x - 1.5) / (1.0 + 1.5 * x);
        } else { /* 39/16 <= |x| < 2^66 */
            id = 3;
            x = -1.0 / x;
        }
    }
    z = x * x;
    w = z * z;
    /* The polynomial split into odd and even terms in w = x^4. */
    s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))));
    s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))));
    if (id < 0)
        return x - x * (s1 + s2);
    z = sm_atan_hi[id] - ((x * (s1 + s2) - sm_atan_lo[id]) - x);
    return hx < 0 ? -z : z;
}

/* atan2(y, x): the special cases of signed zeros and infinities, then
 * atan(|y/x|) moved to the quadrant of (x, y). */
static double sm_atan2(double y, double x)
{
    static const double tiny = 1.0e-300, pi_o_4 = 0x1.921fb54442d18p-1,
                        pi_o_2 = 0x1.921fb54442d18p0, pi_lo = 0x1.1a62633145c07p-53;
    int32_t hx = sm_hi(x), ix = hx & 0x7fffffff, hy = sm_hi(y), iy = hy & 0x7fffffff;
    uint32_t lx = sm_lo(x), ly = sm_lo(y);
    double z;
    int k, m;

    /* fdlibm returns x + y for a NaN operand, and which NaN comes out
     * depends on the order the compiler gave the operands (SSE2 keeps the
     * first one's). HotSpot returns x's NaN if x is one, else y's: spelled
     * out here so that our own compiler's choice does not matter. */
    if (isnan(x))
        return x + x;
    if (isnan(y))
        return y + y;
    if ((((uint32_t)hx - 0x3ff00000u) | lx) == 0) /* x == 1 */
        return sm_atan(y);
    m = (hy < 0) | (hx < 0) << 1; /* 2*sign(x) + sign(y) */

    if (((uint32_t)iy | ly) == 0) { /* y == 0 */
        switch (m) {
        case 0:
        case 1: return y;              /* atan2(+-0, +anything) = +-0 */
        case 2: return SM_PI + tiny;   /* atan2(+0, -anything) = pi */
        default: return -SM_PI - tiny; /* atan2(-0, -anything) = -pi */
        }
    }
    if (((uint32_t)ix | lx) == 0) /* x == 0 */
        return hy < 0 ? -pi_o_2 - tiny : pi_o_2 + tiny;

    if (ix == 0x7ff00000) { /* x is infinite */
        if (iy == 0x7ff00000) {
            switch (m) {
            case 0: return pi_o_4 + tiny;
            case 1: return -pi_o_4 - tiny;
            case 2: return 3.0 * pi_o_4 + tiny;
            default: return -3.0 * pi_o_4 - tiny;
            }
        }
        switch (m) {
        case 0: return 0.0;
        case 1: return -0.0;
        case 2: return SM_PI + tiny;
        default: return -SM_PI - tiny;
        }
    }
    if (iy == 0x7ff00000) /* y is infinite */
        return hy < 0 ? -pi_o_2 - tiny : pi_o_2 + tiny;

    k = (iy - ix) >> 20;
    if (k > 60) /* |y/x| > 2^60 */
        z = pi_o_2 + 0.5 * pi_lo;
    else if (hx < 0 && k < -60) /* |y|/x < -2^60 */
        z = 0.0;
    else
        z = sm_atan(fabs(y / x));
    switch (m) {
    case 0: return z;                       /* atan(+, +) */
    case 1: return -z;                      /* atan(-, +) */
    case 2: return SM_PI - (z - pi_lo);     /* atan(+, -) */
    default: return (z - pi_lo) - SM_PI;    /* atan(-, -) */
    }
}

/* ---- log, log10, log1p -------------------------------------------------- */

static const double SM_LN2_HI = 0x1.62e42feep-1, /* k*LN2_HI is exact for |k| < 2000 */
    SM_LN2_LO = 0x1.a39ef35793c76p-33;

/* (log(1+f) - 2s)/s with s = f/(2+f) ~ Lg1 s^2 + ... + Lg7 s^14 on
 * [0, 0.1716], error < 2^-58.45. log and log1p share these. */
static const double
    SM_LG1 = 0x1.5555555555593p-1, SM_LG2 = 0x1.999999997fa04p-2,
    SM_LG3 = 0x1.2492494229359p-2, SM_LG4 = 0x1.c71c51d8e78afp-3,
    SM_LG5 = 0x1.7466496cb03dep-3, SM_LG6 = 0x1.39a09d078c69fp-3,
    SM_LG7 = 0x1.2f112df3e5244p-3;

/* log: x = 2^k (1+f) with sqrt(2)/2 < 1+f < sqrt(2);
 * log(x) = k ln2 + log(1+f), with log(1+f) = f - (f^2/2 - s (f^2/2 + R)). */
static double sm_log(double x)
{
    int32_t hx = sm_hi(x), i, j;
    uint32_t lx = sm_lo(x);
    double hfsq, f, s, z, R, w, t1, t2, dk;
    int k = 0;

    if (hx < 0x00100000) { /* x < 2^-1022 */
        if (((uint32_t)(hx & 0x7fffffff) | lx) == 0)
            return -SM_TWO54 / 0.0; /* log(+-0) = -inf */
        if (hx < 0)
            return (x - x) / 0.0; /* log(negative) = NaN */
        k -= 54;
        x *= SM_TWO54; /* subnormal: scale up */
        hx = sm_hi(x);
    }
    if (hx >= 0x7ff00000)
        return x + x;
    k += (hx >> 20) - 1023;
    hx &= 0x000fffff;
    /* Normalize x to [sqrt(2)/2, sqrt(2)): i is 0x100000 when the fraction
     * is above sqrt(2)-1, and then x is halved and k incremented. */
    i = (hx + 0x95f64) & 0x100000;
    x = sm_with_hi(x, (uint32_t)(hx | (i ^ 0x3ff00000)));
    k += i >> 20;
    f = x - 1.0;
    if ((0x000fffff & (2 + hx)) < 3) { /* |f| < 2^-20 */
        if (f == 0.0) {
            if (k == 0)
                return 0.0;
            dk = (double)k;
            return dk * SM_LN2_HI + dk * SM_LN2_LO;
        }
        R = f * f * (0.5 - 0.33333333333333333 * f);
        if (k == 0)
            return f - R;
        dk = (double)k;
        return dk * SM_LN2_HI - ((R - dk * SM_LN2_LO) - f);
    }
    s = f / (2.0 + f);
    dk = (double)k;
    z = s * s;
    i = hx - 0x6147a;
    w = z * z;
    j = 0x6b851 - hx;
    t1 = w * (SM_LG2 + w * (SM_LG4 + w * SM_LG6));
    t2 = z * (SM_LG1 + w * (SM_LG3 + w * (SM_LG5 + w * SM_LG7)));
    i |= j; /* > 0 when the fraction is in (0.38, 0.42): use the f^2/2 form */
    R = t2 + t1;
    if (i > 0) {
        hfsq = 0.5 * f * f;
        if (k == 0)
            return f - (hfsq - s * (hfsq + R));
        return dk * SM_LN2_HI - ((hfsq - (s * (hfsq + R) + dk * SM_LN2_LO)) - f);
    }
    if (k == 0)
        return f - s * (f - R);
    return dk * SM_LN2_HI - ((s * (f - R) - dk * SM_LN2_LO) - f);
}

/* log10: with x = 2^n y, log10(x) = n log10(2) + log(y)/ln(10), n chosen so
 * that log10(10^N) = N exactly. */
static double sm_log10(double x)
{
    static const double ivln10 = 0x1.bcb7b1526e50ep-2, /* 1/ln(10) */
        log10_2hi = 0x1.34413509f6p-2,                  /* leading 40 bits of log10(2) */
        log10_2lo = 0x1.9fef311f12b36p-42;
    int32_t hx = sm_hi(x);
    uint32_t lx = sm_lo(x);
    double y, z;
    int i, k = 0;

    if (hx < 0x00100000) { /* x < 2^-1022 */
        if (((uint32_t)(hx & 0x7fffffff) | lx) == 0)
            return -SM_TWO54 / 0.0; /* log10(+-0) = -inf */
        if (hx < 0)
            return (x - x) / 0.0; /* log10(negative) = NaN */
        k -= 54;
        x *= SM_TWO54;
        hx = sm_hi(x);
    }
    if (hx >= 0x7ff00000)
        return x + x;
    k += (hx >> 20) - 1023;
    i = k < 0; /* for negative k, use k+1 and x in [1/2, 1) */
    hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
    y = (double)(k + i);
    x = sm_with_hi(x, (uint32_t)hx);
    z = y * log10_2lo + ivln10 * sm_log(x);
    return z + y * log10_2hi;
}

/* log1p: 1+x = 2^k (1+f) as in log, with a correction c/u for the rounding
 * of u = 1+x when k != 0. */
static double sm_log1p(double x)
{
    int32_t hx = sm_hi(x), ax = hx & 0x7fffffff, hu = 0;
    double hfsq, f = 0.0, c = 0.0, s, z, R, u;
    int k = 1;

    if (hx < 0x3fda827a) { /* x < 0.41422 */
        if (ax >= 0x3ff00000) { /* x <= -1.0 (or a negative NaN) */
            if (x == -1.0)
                return -SM_TWO54 / 0.0; /* log1p(-1) = -inf */
            return (x - x) / (x - x);  /* log1p(x < -1) = NaN */
        }
        if (ax < 0x3e200000) { /* |x| < 2^-29 */
            if (ax < 0x3c900000) /* |x| < 2^-54 */
                return x;
            return x - x * x * 0.5;
        }
        if (hx > 0 || hx <= (int32_t)0xbfd2bec3) { /* -0.2929 < x < 0.41422 */
            k = 0;
            f = x;
            hu = 1;
        }
    }
    if (hx >= 0x7ff00000)
        return x + x;
    if (k != 0) {
        if (hx < 0x43400000) { /* x < 2^53 */
            u = 1.0 + x;
            hu = sm_hi(u);
            k = (hu >> 20) - 1023;
            c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0); /* 1+x - u */
            c /= u;
        } else {
            u = x;
            hu = sm_hi(u);
            k = (hu >> 20) - 1023;
            c = 0.0;
        }
        hu &= 0x000fffff;
        if (hu < 0x6a09e) { /* normalize u to [sqrt(2)/2, sqrt(2)) */
            u = sm_with_hi(u, (uint32_t)(hu | 0x3ff00000));
        } else {
            k += 1;
            u = sm_with_hi(u, (uint32_t)(hu | 0x3fe00000)); /* u/2 */
            hu = (0x00100000 - hu) >> 2;
        }
        f = u - 1.0;
    }
    hfsq = 0.5 * f * f;
    if (hu == 0) { /* |f| < 2^-20 */
        if (f == 0.0) {
            if (k == 0)
                return 0.0;
            c += k * SM_LN2_LO;
            return k * SM_LN2_HI + c;
        }
        R = hfsq * (1.0 - 0.66666666666666666 * f);
        if (k == 0)
            return f - R;
        return k * SM_LN2_HI - ((R - (k * SM_LN2_LO + c)) - f);
    }
    s = f / (2.0 + f);
    z = s * s;
    R = z * (SM_LG1 + z * (SM_LG2 + z * (SM_LG3 + z * (SM_LG4 + z * (SM_LG5 + z * (SM_LG6 + z * SM_LG7))))));
    if (k == 0)
        return f - (hfsq - s * (hfsq + R));
    return k * SM_LN2_HI - ((hfsq - (s * (hfsq + R) + (k * SM_LN2_LO + c))) - f);
}

/* ---- exp, expm1 --------------------------------------------------------- */

static const double SM_INVLN2 = 0x1.71547652b82fep0, SM_HUGE = 1.0e300, SM_TINY = 1.0e-300;

/* exp(r) = 1 + 2r/(R(r^2) - r) with R(z) ~ 2 + P1 z + ... + P5 z^5 on
 * [0, 0.34658], error < 2^-59. */
static const double
    SM_P1 = 0x1.555555555553ep-3, SM_P2 = -0x1.6c16c16bebd93p-9,
    SM_P3 = 0x1.1566aaf25de2cp-14, SM_P4 = -0x1.bbd41c5d26bf1p-20,
    SM_P5 = 0x1.6376972bea4d0p-25;

/* exp (fdlibm's __ieee754_exp, used by sinh and cosh): x = k ln2 + r with
 * |r| <= ln2/2 and r = hi - lo, exp(x) = 2^k exp(r). */
static double sm_exp(double x)
{
    static const double o_threshold = 0x1.62e42fefa39efp9, u_threshold = -0x1.74910d52d3051p9,
                        twom1000 = 0x1p-1000;
    int32_t hx = sm_hi(x) & 0x7fffffff;
    bool neg = sm_hi(x) < 0;
    double y, hi = 0.0, lo = 0.0, c, t;
    int k = 0;

    if (hx >= 0x40862e42) { /* |x| >= 709.78 */
        if (hx >= 0x7ff00000) {
            if (((uint32_t)(hx & 0xfffff) | sm_lo(x)) != 0)
                return x + x;      /* NaN */
            return neg ? 0.0 : x; /* exp(+-inf) = inf, 0 */
        }
        if (x > o_threshold)
            return SM_HUGE * SM_HUGE; /* overflow */
        if (x < u_threshold)
            return twom1000 * twom1000; /* underflow */
    }
    if (hx > 0x3fd62e42) { /* |x| > ln2/2 */
        if (hx < 0x3ff0a2b2) { /* and |x| < 3 ln2/2: k = +-1 */
            hi = neg ? x + SM_LN2_HI : x - SM_LN2_HI;
            lo = neg ? -SM_LN2_LO : SM_LN2_LO;
            k = neg ? -1 : 1;
        } else {
            k = (int)(SM_INVLN2 * x + (neg ? -0.5 : 0.5));
            t = k;
            hi = x - t * SM_LN2_HI; /* exact */
            lo = t * SM_LN2_LO;
        }
        x = hi - lo;
    } else if (hx < 0x3e300000) { /* |x| < 2^-28 */
        return 1.0 + x;
    }
    t = x * x;
    c = x - t * (SM_P1 + t * (SM_P2 + t * (SM_P3 + t * (SM_P4 + t * SM_P5))));
    if (k == 0)
        return 1.0 - ((x * c) / (c - 2.0) - x);
    y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
    if (k >= -1021)
        return sm_add_exponent(y, k);
    return sm_add_exponent(y, k + 1000) * twom1000;
}

/* expm1(r) with R1(z) ~ 1 + Q1 z + ... + Q5 z^5 (scaled to take z = r^2/2)
 * on [0, 0.34658], error < 2^-61. */
static const double
    SM_Q1 = -0x1.11111111110f4p-5, SM_Q2 = 0x1.a01a019fe5585p-10,
    SM_Q3 = -0x1.4ce199eaadbb7p-14, SM_Q4 = 0x1.0cfca86e65239p-18,
    SM_Q5 = -0x1.afdb76e09c32dp-23;

/* expm1: x = k ln2 + r + c (c the rounding error of r), expm1(r) = r - E
 * from the rational approximation, then scaled by 2^k in the form that
 * loses least for each range of k. */
static double sm_expm1(double x)
{
    static const double o_threshold = 0x1.62e42fefa39efp9;
    uint32_t hx = (uint32_t)sm_hi(x);
    bool neg = (hx & 0x80000000) != 0;
    double y, hi, lo, c = 0.0, t, e, hxs, hfx, r1;
    int k;

    hx &= 0x7fffffff;
    if (hx >= 0x4043687a) {     /* |x| >= 56 ln2 */
        if (hx >= 0x40862e42) { /* |x| >= 709.78 */
            if (hx >= 0x7ff00000) {
                if (((hx & 0xfffff) | sm_lo(x)) != 0)
                    return x + x;        /* NaN */
                return neg ? -1.0 : x; /* expm1(+-inf) = inf, -1 */
            }
            if (x > o_threshold)
                return SM_HUGE * SM_HUGE; /* overflow */
        }
        if (neg) /* x < -56 ln2: -1 */
            return SM_TINY - 1.0;
    }

    if (hx > 0x3fd62e42) { /* |x| > ln2/2 */
        if (hx < 0x3ff0a2b2) { /* and |x| < 3 ln2/2 */
            if (!neg) {
                hi = x - SM_LN2_HI;
                lo = SM_LN2_LO;
                k = 1;
            } else {
                hi = x + SM_LN2_HI;
                lo = -SM_LN2_LO;
                k = -1;
            }
        } else {
            k = (int)(SM_INVLN2 * x + (neg ? -0.5 : 0.5));
            t = k;
            hi = x - t * SM_LN2_HI; /* exact */
            lo = t * SM_LN2_LO;
        }
        x = hi - lo;
        c = (hi - x) - lo;
    } else if (hx < 0x3c900000) { /* |x| < 2^-54 */
        return x;
    } else {
        k = 0;
    }

    hfx = 0.5 * x;
    hxs = x * hfx;
    r1 = 1.0 + hxs * (SM_Q1 + hxs * (SM_Q2 + hxs * (SM_Q3 + hxs * (SM_Q4 + hxs * SM_Q5))));
    t = 3.0 - r1 * hfx;
    e = hxs * ((r1 - t) / (6.0 - x * t));
    if (k == 0)
        return x - (x * e - hxs);
    e = (x * (e - c) - c);
    e -= hxs;
    if (k == -1)
        return 0.5 * (x - e) - 0.5;
    if (k == 1) {
        if (x < -0.25)
            return -2.0 * (e - (x + 0.5));
        return 1.0 + 2.0 * (x - e);
    }
    if (k <= -2 || k > 56) { /* exp(x) - 1 is accurate enough */
        y = 1.0 - (e - x);
        y = sm_add_exponent(y, k);
        return y - 1.0;
    }
    if (k < 20) {
        t = sm_words(0x3ff00000u - (0x200000u >> k), 0); /* 1 - 2^-k */
        y = t - (e - x);
        y = sm_add_exponent(y, k);
    } else {
        t = sm_words((uint32_t)(0x3ff - k) << 20, 0); /* 2^-k */
        y = x - (e + t);
        y += 1.0;
        y = sm_add_exponent(y, k);
    }
    return y;
}

/* ---- sinh, cosh, tanh --------------------------------------------------- */

/* sinh: with E = expm1(|x|), (E + E/(E+1))/2 up to 22; exp(|x|)/2 up to
 * ln(MAX_VALUE); exp(|x|/2)/2 * exp(|x|/2) up to the overflow threshold. */
static double sm_sinh(double x)
{
    static const double shuge = 1.0e307;
    int32_t jx = sm_hi(x), ix = jx & 0x7fffffff;
    uint32_t lx;
    double t, w, h;

    if (ix >= 0x7ff00000) /* Inf or NaN */
        return x + x;
    h = jx < 0 ? -0.5 : 0.5;
    if (ix < 0x40360000) { /* |x| < 22 */
        if (ix < 0x3e300000) /* |x| < 2^-28 */
            return x;
        t = sm_expm1(fabs(x));
        if (ix < 0x3ff00000)
            return h * (2.0 * t - t * t / (t + 1.0));
        return h * (t + t / (t + 1.0));
    }
    if (ix < 0x40862e42) /* |x| < ln(MAX_VALUE) */
        return h * sm_exp(fabs(x));
    lx = sm_lo(x);
    if (ix < 0x408633ce || (ix == 0x408633ce && lx <= 0x8fb9f87du)) {
        w = sm_exp(0.5 * fabs(x));
        t = h * w;
        return t * w;
    }
    return x * shuge; /* overflow */
}

/* cosh: 1 + E^2/(2(1+E)) with E = expm1(|x|) up to ln2/2; (exp(|x|) +
 * 1/exp(|x|))/2 up to 22; then as sinh. */
static double sm_cosh(double x)
{
    int32_t ix = sm_hi(x) & 0x7fffffff;
    uint32_t lx;
    double t, w;

    if (ix >= 0x7ff00000) /* Inf or NaN */
        return x * x;
    if (ix < 0x3fd62e43) { /* |x| < ln2/2 */
        t = sm_expm1(fabs(x));
        w = 1.0 + t;
        if (ix < 0x3c800000) /* |x| < 2^-55 */
            return w;
        return 1.0 + (t * t) / (w + w);
    }
    if (ix < 0x40360000) { /* |x| < 22 */
        t = sm_exp(fabs(x));
        return 0.5 * t + 0.5 / t;
    }
    if (ix < 0x40862e42) /* |x| < ln(MAX_VALUE) */
        return 0.5 * sm_exp(fabs(x));
    lx = sm_lo(x);
    if (ix < 0x408633ce || (ix == 0x408633ce && lx <= 0x8fb9f87du)) {
        w = sm_exp(0.5 * fabs(x));
        t = 0.5 * w;
        return t * w;
    }
    return SM_HUGE * SM_HUGE; /* overflow */
}

/* tanh: -t/(t+2) with t = expm1(-2|x|) below 1, 1 - 2/(t+2) with
 * t = expm1(2|x|) up to 22, then +-1. */
static double sm_tanh(double x)
{
    int32_t jx = sm_hi(x), ix = jx & 0x7fffffff;
    double t, z;

    if (ix >= 0x7ff00000) { /* tanh(+-inf) = +-1, tanh(NaN) = NaN */
        if (jx >= 0)
            return 1.0 / x + 1.0;
        return 1.0 / x - 1.0;
    }
    if (ix < 0x40360000) {     /* |x| < 22 */
        if (ix < 0x3c800000)   /* |x| < 2^-55 */
            return x * (1.0 + x);
        if (ix >= 0x3ff00000) { /* |x| >= 1 */
            t = sm_expm1(2.0 * fabs(x));
            z = 1.0 - 2.0 / (t + 2.0);
        } else {
            t = sm_expm1(-2.0 * fabs(x));
            z = -t / (t + 2.0);
        }
    } else {
        z = 1.0 - SM_TINY; /* 1 */
    }
    return jx >= 0 ? z : -z;
}

/* ---- IEEEremainder ------------------------------------------------------ */

/* x - n p with n the integer nearest x/p (even on ties): reduce x modulo 2p
 * with fmod (exact), then subtract p once or twice. Every step is exact. */
static double sm_remainder(double x, double p)
{
    int32_t hx = sm_hi(x), hp = sm_hi(p);
    uint32_t lx = sm_lo(x), lp = sm_lo(p), sx = (uint32_t)hx & 0x80000000u;
    double p_half;

    /* fdlibm returns (x*p)/(x*p) for a NaN operand, and which NaN comes out
     * depends on the order the compiler gave the operands (SSE2 keeps the
     * first one's). HotSpot returns p's NaN if p is one, else x's: spelled
     * out here so that our own compiler's choice does not matter. */
    if (isnan(p))
        return p + p;
    if (isnan(x))
        return x + x;
    hp &= 0x7fffffff;
    hx &= 0x7fffffff;
    if (((uint32_t)hp | lp) == 0 || hx >= 0x7ff00000) /* p == 0 or x infinite */
        return (x * p) / (x * p);
    if (hp <= 0x7fdfffff)
        x = fmod(x, p + p); /* now |x| < 2|p| */
    if (((uint32_t)(hx - hp) | (lx - lp)) == 0) /* |x| == |p| */
        return 0.0 * x;
    x = fabs(x);
    p = fabs(p);
    if (hp < 0x00200000) { /* p tiny: p/2 would lose a bit */
        if (x + x > p) {
            x -= p;
            if (x + x >= p)
                x -= p;
        }
    } else {
        p_half = 0.5 * p;
        if (x > p_half) {
            x -= p;
            if (x >= p_half)
                x -= p;
        }
    }
    return sm_with_hi(x, (uint32_t)sm_hi(x) ^ sx);
}

/* ---- The natives -------------------------------------------------------- */

#define SM_NATIVE1(name, fn) \
    NATIVE(name)             \
    {                        \
        (void)th;            \
        ret->d = fn(a[0].d); \
    }

SM_NATIVE1(native_sin, sm_sin)
SM_NATIVE1(native_cos, sm_cos)
SM_NATIVE1(native_tan, sm_tan)
SM_NATIVE1(native_asin, sm_asin)
SM_NATIVE1(native_acos, sm_acos)
SM_NATIVE1(native_atan, sm_atan)
SM_NATIVE1(native_log, sm_log)
SM_NATIVE1(native_log10, sm_log10)
SM_NATIVE1(native_sqrt, sqrt) /* correctly rounded, as fdlibm's is */
SM_NATIVE1(native_sinh, sm_sinh)
SM_NATIVE1(native_cosh, sm_cosh)
SM_NATIVE1(native_tanh, sm_tanh)
SM_NATIVE1(native_expm1, sm_expm1)
SM_NATIVE1(native_log1p, sm_log1p)

/* (DD)D: the second double is in slot 2. */
NATIVE(native_IEEEremainder)
{
    (void)th;
    ret->d = sm_remainder(a[0].d, a[2].d);
}

NATIVE(native_atan2)
{
    (void)th;
    ret->d = sm_atan2(a[0].d, a[2].d);
}

NATIVES_TABLE(java_lang_StrictMath, "java/lang/StrictMath",
    {"sin", "(D)D", native_sin},
    {"cos", "(D)D", native_cos},
    {"tan", "(D)D", native_tan},
    {"asin", "(D)D", native_asin},
    {"acos", "(D)D", native_acos},
    {"atan", "(D)D", native_atan},
    {"log", "(D)D", native_log},
    {"log10", "(D)D", native_log10},
    {"sqrt", "(D)D", native_sqrt},
    {"IEEEremainder", "(DD)D", native_IEEEremainder},
    {"atan2", "(DD)D", native_atan2},
    {"sinh", "(D)D", native_sinh},
    {"cosh", "(D)D", native_cosh},
    {"tanh", "(D)D", native_tanh},
    {"expm1", "(D)D", native_expm1},
    {"log1p", "(D)D", native_log1p},
);
