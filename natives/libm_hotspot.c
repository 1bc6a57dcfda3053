/* Math.exp, log, log10, pow, sin, cos and tan with HotSpot's x86_64 results.
 *
 * HotSpot computes these seven Math methods, in the interpreter as in
 * compiled code, with stubs generated from Intel's LIBM
 * (src/hotspot/cpu/x86/macroAssembler_x86_*.cpp in JDK 17), not with
 * StrictMath's fdlibm. This file performs the same floating-point operations
 * in the same order on the same constants (natives/libm_hotspot_data.c), so
 * the results agree bit for bit, NaN payloads included.
 *
 * How the stubs are followed:
 * - The stubs work in SSE registers holding two doubles. A packed operation
 *   is two independent IEEE operations, so where both lanes matter the code
 *   keeps a pair (D2) and does both; where only the low lane is used later
 *   it is a plain double.
 * - Integer work on bit patterns (pextrw of the top 16 bits, pinsrw to build
 *   a double from its top 16 bits, shifts, masks, 32-bit adds into the high
 *   word) is done on uint64_t/uint32_t with the stubs' exact widths: a 32-bit
 *   operation drops the upper half, as on x86-64.
 * - rcpps (an approximate reciprocal whose exact result depends on the CPU
 *   model) is executed as the instruction itself, so the same processor gives
 *   the same bits as HotSpot's stub.
 * - Every expression is one IEEE double operation with round to nearest:
 *   no x87, no -ffast-math, no fused multiply-add (the Makefile compiles this
 *   file with -ffp-contract=off).
 * - NaN results are the ones SSE produces: an operation on a NaN returns it
 *   quieted (x + x), an invalid operation returns the default NaN
 *   0xfff8000000000000; where the stub computes such a NaN from constants
 *   the bits are written out, as a compiler may fold the constant expression
 *   to another NaN. */
#include <immintrin.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "natives/libm_hotspot.h"
#include "natives/libm_hotspot_priv.h"

#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

/* ---- Bits and pairs ----------------------------------------------------- */

static inline uint64_t lh_bits(double x)
{
    uint64_t u;
    memcpy(&u, &x, sizeof u);
    return u;
}

static inline double lh_dbl(uint64_t u)
{
    double x;
    memcpy(&x, &u, sizeof x);
    return x;
}

/* The double at index i of a table. */
#define TD(tbl, i) lh_dbl(lh_##tbl[i])

/* The top 16 bits (pextrw 3): sign, exponent and 4 fraction bits. */
static inline uint32_t lh_top(double x) { return (uint32_t)(lh_bits(x) >> 48); }

/* The double whose top 16 bits are w and the rest zero (xorpd; pinsrw 3). */
static inline double lh_from_top(uint32_t w) { return lh_dbl((uint64_t)(w & 0xffff) << 48); }

static inline uint32_t lh_hi(double x) { return (uint32_t)(lh_bits(x) >> 32); }

static inline double lh_and(double x, uint64_t mask) { return lh_dbl(lh_bits(x) & mask); }

/* The default NaN of an invalid SSE operation. */
#define LH_DEFAULT_NAN 0xfff8000000000000ull

/* Both lanes of an SSE register. */
typedef struct D2 {
    double lo, hi;
} D2;

static inline D2 d2(double lo, double hi) { return (D2){lo, hi}; }
static inline D2 d2_tbl(const uint64_t *t) { return (D2){lh_dbl(t[0]), lh_dbl(t[1])}; }
static inline D2 d2_add(D2 a, D2 b) { return (D2){a.lo + b.lo, a.hi + b.hi}; }
static inline D2 d2_sub(D2 a, D2 b) { return (D2){a.lo - b.lo, a.hi - b.hi}; }
static inline D2 d2_mul(D2 a, D2 b) { return (D2){a.lo * b.lo, a.hi * b.hi}; }

/* The reciprocal estimate of x's mantissa mx in [1, 2) as the log stubs form
 * it, as the 64-bit low lane of the register: x with exponent 0x3ff (por 1.0)
 * shifted right 27 bits as a 64-bit lane, then 2 bits as 32-bit lanes, is
 * the float mx (fraction truncated) in the low half; rcpps works on both
 * halves (the high half, a tiny float, gives Inf, whose low bits are zero and
 * never reach the result). mul, when not 0, is the bits of a float the low
 * half is multiplied by (mulss). */
static inline uint64_t lh_rcp_lane(double x, uint32_t mul)
{
    uint64_t m = (lh_bits(x) | 0x3ff0000000000000ull) >> 27;
    __m128i v = _mm_set_epi32(0, 0, (int)((uint32_t)(m >> 32) >> 2), (int)((uint32_t)m >> 2));
    __m128 r = _mm_rcp_ps(_mm_castsi128_ps(v));
    if (mul)
        r = _mm_mul_ss(r, _mm_castsi128_ps(_mm_cvtsi32_si128((int)mul)));
    uint64_t lane = (uint64_t)_mm_cvtsi128_si64(_mm_castps_si128(r));
    return (lane & 0xffffffff00000000ull) | (uint32_t)((uint32_t)lane + 0x8000u); /* paddd: round at 7 bits */
}

/* ---- exp ---------------------------------------------------------------- */

/* exp(x) = 2^n * 2^(j/64) * (1 + p(r)) with x = (64n + j) ln2/64 + r. */
double libm_exp(double x)
{
    uint32_t top = lh_top(x) & 0x7fff;
    if (top < 0x3c90 || top > 0x408f) {
        /* |x| < 2^-54, |x| >= 1024, Inf or NaN. */
        uint32_t hi = lh_hi(x) & 0x7fffffff;
        if (hi < 0x40900000)
            return x + 1.0;
        if (hi < 0x7ff00000) /* overflow or underflow, raising the flags as the stub does */
            return (int32_t)lh_hi(x) < 0 ? TD(exp_xmin, 0) * TD(exp_xmin, 0) : TD(exp_xmax, 0) * TD(exp_xmax, 0);
        if (hi > 0x7ff00000 || (uint32_t)lh_bits(x) != 0)
            return x + x; /* NaN */
        return lh_hi(x) == 0x7ff00000 ? lh_dbl(0x7ff0000000000000ull) : 0.0;
    }
    /* m = round(x * 64/ln2), kept in the low bits of t by the shifter. */
    double t = x * TD(exp_cv, 0) + TD(exp_shifter, 0);
    double m = t - TD(exp_shifter, 0);
    int32_t mi = (int32_t)(uint32_t)lh_bits(t);
    /* r = x - m * ln2/64, ln2/64 in a high part exact in the product and a low part. */
    double r = (x - m * TD(exp_cv, 2)) - m * TD(exp_cv, 4);
    uint32_t j = (uint32_t)mi & 63;
    int32_t n = mi >> 6;
    /* 2^n as bits: ((m & ~63) + 0xffc0) << 46 puts n + 1023 in the exponent field. */
    uint64_t scale = (((uint64_t)((uint32_t)lh_bits(t) & 0xffffffc0u)) + 0xffc0) << 46;
    double tlo = TD(exp_tbl, 2 * j);
    uint64_t thi_frac = lh_exp_tbl[2 * j + 1];
    /* p: two interleaved halves of the polynomial, as the stub's two lanes. */
    double r2 = r * r;
    double r3 = r * r2;
    double r5 = r3 * r2;
    double plo = r5 * (TD(exp_cv, 10) + r * TD(exp_cv, 8));
    double phi = r3 * (TD(exp_cv, 11) + r * TD(exp_cv, 9));
    double p = (phi + ((r + tlo) + plo)) + r2 * TD(exp_cv, 6);
    double s = lh_dbl(thi_frac | scale); /* 2^n * 2^(j/64), high part */
    if ((uint32_t)(n + 894) <= 1916)
        return p * s + s;

    /* 2^n would overflow or underflow: scale by 2^(n - n/2) first, then by 2^(n/2). */
    int32_t edx = -1022 - n;
    uint64_t cnt = (uint64_t)(uint32_t)edx;
    uint64_t lowmask = cnt > 63 ? 0 : ~0ull << cnt; /* psllq of all ones */
    int32_t half = n >> 1;
    uint64_t hsh = ((uint64_t)((uint32_t)half & 0xffff) << 48) << 4; /* pinsrw, psllq 4 */
    /* psubd: subtract from the high 32 bits, the low 32 bits unchanged (hsh's are 0). */
    uint64_t sb = lh_bits(s);
    s = lh_dbl((sb & 0xffffffffull) | (uint64_t)((uint32_t)(sb >> 32) - (uint32_t)(hsh >> 32)) << 32);
    p = p * s;
    /* paddd of 1.0: 2^half built in the high word. */
    double sh = lh_dbl((uint64_t)((uint32_t)(hsh >> 32) + 0x3ff00000u) << 32);
    if (edx > 52)
        return (p + s) * sh;
    double s_hi = lh_dbl(lowmask & lh_bits(s)); /* s with its low bits cleared */
    p = p + (s - s_hi);
    if (n >= 1023)
        return (p + s_hi) * sh; /* overflow: Inf */
    if (((uint32_t)edx | (lh_top(p) & 0x8000)) == 0)
        return (p + s_hi) * sh;
    double res = (p + s_hi) * sh;
    if ((lh_top(res) & 0x7ff0) != 0)
        return res;
    /* A subnormal result: the two parts are added as integers, exactly. */
    double a = p * sh, b = s_hi * sh;
    uint64_t ab = lh_bits(a) & 0x7fffffffffffffffull;
    if ((int64_t)(lh_bits(a) ^ lh_bits(b)) < 0)
        ab = -ab;
    return lh_dbl(ab + lh_bits(b));
}


/* ---- log and log10 ------------------------------------------------------ */

/* x = 2^k * mx with mx in [1, 2). B ~ c/mx with 7 significant bits comes from
 * rcpps (c = 1 for log, a short log10(e) for log10), and r = B*mx - c is
 * computed exactly from a high and a low part of mx. The float-to-double
 * conversion of B is a shift of its bits, which leaves the exponent short by
 * 896; mx is scaled by 2^896 (exponent 0x77f) to make up for it. Then
 * log(x) = k*log(2) - log(B) + p(r), -log(B) from the table indexed by B's
 * bits. */
typedef struct LogArg {
    double x;      /* a positive normal number (a subnormal is scaled by 2^128) */
    int32_t k16;   /* 16 times the binary exponent k */
} LogArg;

/* The special cases of both: a NaN, Inf, 0, negative or subnormal x. Returns
 * false with the result in *res, or true with the normal x to reduce. */
static bool log_special(double x, double *res, LogArg *a)
{
    uint32_t top = lh_top(x);
    if (top >= 0x8000) {
        uint32_t lo = (uint32_t)lh_bits(x), hi2 = lh_hi(x) << 1;
        if (hi2 >= 0xffe00000u && (hi2 > 0xffe00000u || lo != 0))
            *res = x + x; /* a negative NaN */
        else if (hi2 < 0xffe00000u && (lo | hi2) == 0)
            *res = lh_dbl(0xfff0000000000000ull); /* log(-0) = -1/0 = -Inf */
        else
            *res = lh_dbl(LH_DEFAULT_NAN); /* 0 * Inf */
        return false;
    }
    if (top >= 16) {
        *res = x + x; /* +Inf or NaN */
        return false;
    }
    if (lh_bits(0.0 + x) == 0) {
        *res = lh_dbl(0xfff0000000000000ull);
        return false;
    }
    a->x = x * lh_from_top(0x47f0); /* 2^128 */
    a->k16 = (int32_t)((lh_top(a->x) & 0x7ff0) - 0x47f0);
    return true;
}

static bool log_arg(double x, double *res, LogArg *a)
{
    uint32_t e = lh_top(x) - 16;
    if (e >= 32736)
        return log_special(x, res, a);
    a->x = x;
    a->k16 = (int32_t)((e & 0x7ff0) - 0x3fe0);
    return true;
}

/* mx scaled by 2^896, as the stubs form it: x's fraction with exponent 0x77f. */
static inline double log_scaled_mantissa(double x)
{
    return lh_dbl(((lh_bits(x) << 12) >> 12) | 0x77f0000000000000ull);
}

double libm_log(double x)
{
    double res;
    LogArg a;
    if (!log_arg(x, &res, &a))
        return res;
    uint64_t lane = lh_rcp_lane(a.x, 0);
    double b = lh_dbl((lane << 29) & 0xffffe00000000000ull); /* B, 2^-896 too small */
    double xm = log_scaled_mantissa(a.x);
    double xh = lh_and(xm, 0xffffe00000000000ull);
    double xl = (xm - xh) * b;
    double dk = (double)a.k16;
    uint32_t ix = (((uint32_t)lane & 0xff0000u) >> 12) / 8;
    double r = xl + (xh * b - 1.0);
    double khi = TD(log_log2, 0) * dk;
    double klo = dk * TD(log_log2, 1);
    /* The polynomial in two lanes: (c0 r r^2 + (c2 r + c4) r) r^4 + (c1 r^2 + c3 r + c5) r^2. */
    double c0r = TD(log_coeff, 0) * r;
    double hi = TD(log_tbl, ix) + khi;
    D2 q = d2_mul(d2_tbl(lh_log_coeff + 2), d2(r, r));
    double r2 = r * r;
    double res_hi = hi + r;
    q = d2_add(q, d2_tbl(lh_log_coeff + 4));
    D2 q3 = d2(c0r * r2, TD(log_coeff, 1) * r2);
    double lo = r + (hi - res_hi);
    q.lo = q.lo * r;
    double r4 = r2 * r2;
    double k2 = klo + TD(log_tbl, ix + 1);
    q = d2_add(q, q3);
    lo = lo + k2;
    q = d2_mul(q, d2(r4, r2));
    lo = lo + q.lo;
    lo = lo + q.hi;
    return res_hi + lo;
}

double libm_log10(double x)
{
    double res;
    LogArg a;
    if (!log_arg(x, &res, &a))
        return res;
    uint64_t lane = lh_rcp_lane(a.x, 0x3ede0000u); /* times 0.43359375f, a short log10(e) */
    double b = lh_dbl((lane << 29) & lh_log10_highsigmask[1]);
    double xm = log_scaled_mantissa(a.x);
    double xh = lh_and(xm, lh_log10_highsigmask[0]);
    double xl = (xm - xh) * b;
    double dk = (double)a.k16;
    /* The table starts at B's index 94 (B*mx ~ 0.4336 keeps B in [0.2168, 0.4336]). */
    uint32_t ix = ((((uint32_t)lane & 0xff0000u) >> 12) - 1504) / 8;
    double r = xl + (xh * b - TD(log10_log10e, 0));
    double khi = TD(log10_log2, 0) * dk;
    double klo = dk * TD(log10_log2, 1);
    double c0r = TD(log10_coeff, 0) * r;
    double hi = TD(log10_tbl, ix) + khi;
    D2 q = d2_mul(d2_tbl(lh_log10_coeff + 2), d2(r, r));
    double r2 = r * r;
    q = d2_add(q, d2_tbl(lh_log10_coeff + 4));
    D2 q3 = d2(c0r * r2, TD(log10_coeff, 1) * r2);
    double res_hi = hi + r;
    q.lo = q.lo * r;
    double lo = r + (hi - res_hi);
    double el = TD(log10_log10e, 1) * r; /* r times the low part of log10(e) */
    double r4 = r2 * r2;
    double k2 = klo + TD(log10_tbl, ix + 1);
    lo = lo + el;
    q = d2_add(q, q3);
    lo = lo + k2;
    q = d2_mul(q, d2(r4, r2));
    lo = lo + q.lo;
    lo = lo + q.hi;
    return res_hi + lo;
}
