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
 * half is multiplied by (mulss); round is added to its bits (paddd) to round
 * it to the precision the caller keeps. */
static inline uint64_t lh_rcp_lane(double x, uint32_t mul, uint32_t round)
{
    uint64_t m = (lh_bits(x) | 0x3ff0000000000000ull) >> 27;
    __m128i v = _mm_set_epi32(0, 0, (int)((uint32_t)(m >> 32) >> 2), (int)((uint32_t)m >> 2));
    __m128 r = _mm_rcp_ps(_mm_castsi128_ps(v));
    if (mul)
        r = _mm_mul_ss(r, _mm_castsi128_ps(_mm_cvtsi32_si128((int)mul)));
    uint64_t lane = (uint64_t)_mm_cvtsi128_si64(_mm_castps_si128(r));
    return (lane & 0xffffffff00000000ull) | (uint32_t)((uint32_t)lane + round);
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
    uint64_t lane = lh_rcp_lane(a.x, 0, 0x8000); /* rounded to 7 fraction bits */
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
    uint64_t lane = lh_rcp_lane(a.x, 0x3ede0000u, 0x8000); /* times 0.43359375f, a short log10(e) */
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

/* ---- Reduction of huge arguments (sin, cos, tan) ------------------------ */

/* x reduced modulo pi/4 (or pi/2) as hi + lo, with the quadrant count. */
typedef struct Reduced {
    double hi, lo;
    uint32_t q;
} Reduced;

/* 128-bit subtraction {h:m:l} = {h:0:0} - {h2:m2:l2} (sub, sbb, sbb). */
static void ph_negate(uint64_t h, uint64_t *hi, uint64_t *mid, uint64_t *lo)
{
    uint64_t l = 0 - *lo;
    uint64_t b1 = *lo != 0;
    uint64_t m = 0 - *mid - b1;
    uint64_t b2 = *mid != 0 || b1;
    *hi = h - *hi - b2;
    *mid = m;
    *lo = l;
}

/* Payne-Hanek: x's 53-bit mantissa times the bits of 2/pi that matter for
 * its exponent (lh_pi_inv_table), in 32-bit pieces, keeping an integer part
 * of qbits bits (3 for sin and cos: the multiple of pi/4, with a bit to
 * spare; 2 for tan) and about 120 fraction bits; the fraction, converted to
 * a double pair and multiplied by pi/4 (pi4: high, low), is the reduced
 * argument. A fraction of one half or more is taken as its complement and
 * the quadrant count rounded up. The integer operations are the stubs' own,
 * 32-bit operations dropping the upper half of the register. */
static Reduced ph_reduce(double x, uint32_t qbits, const uint64_t *pi4)
{
    uint32_t top = lh_top(x);
    uint32_t off = (((top & 0x7ff0) - 16224) >> 7) & 0xfffc; /* byte offset of the first word used */
    const uint32_t *t = lh_pi_inv_table + off / 4;
    uint64_t bx = lh_bits(x);
    uint64_t mlo = (uint32_t)bx;                                       /* low 32 bits of the mantissa */
    uint64_t mhi = (((uint32_t)(bx >> 21)) | 0x80000000u) >> 11;       /* implicit bit and top 20 bits */

    /* The product, column by column: r9 (top), r11 (32 bits), r10 and r8 (64 bits each). */
    uint64_t r10 = t[5], r8 = t[6], r9, r11, rsi, rdi, rbx;
    r9 = r10;
    r10 *= mlo;
    r9 *= mhi;
    r8 *= mhi;
    rsi = t[4];
    rdi = t[3];
    r11 = (uint32_t)r10;
    r10 >>= 32;
    r9 += r10;
    r11 += r8;
    r8 = (uint32_t)r11;
    r11 >>= 32;
    r9 += r11;
    r10 = rsi;
    rsi *= mlo;
    r10 *= mhi;
    r11 = rdi;
    rdi *= mlo;
    rbx = (uint32_t)rsi;
    rsi >>= 32;
    r9 += rbx;
    rbx = (uint32_t)r9;
    r9 >>= 32;
    r10 += rsi;
    r10 += r9;
    rbx <<= 32;
    r8 |= rbx;
    r11 *= mhi;
    r9 = t[2];
    rsi = t[1];
    rbx = (uint32_t)rdi;
    rdi >>= 32;
    r10 += rbx;
    rbx = (uint32_t)r10;
    r10 >>= 32;
    r11 += rdi;
    r11 += r10;
    rdi = r9;
    r9 *= mlo;
    rdi *= mhi;
    r10 = (uint32_t)r9;
    r9 >>= 32;
    r11 += r10;
    r10 = (uint32_t)r11;
    r11 >>= 32;
    rdi += r9;
    rdi += r11;
    r9 = rsi;
    rsi *= mlo;
    r9 *= mhi;
    r10 <<= 32;
    r10 |= rbx;
    uint64_t t0 = t[0];
    r11 = (uint32_t)rsi;
    rsi >>= 32;
    rdi += r11;
    r11 = (uint32_t)rdi;
    rdi >>= 32;
    r9 += rsi;
    r9 += rdi;
    r9 += mlo * t0;

    /* ecx: how many bits of r9 lie above the binary point (negated). */
    int32_t ecx = (int32_t)(off * 8 + 19) - ((int32_t)((top >> 4) & 2047) - 1023);
    uint32_t sign = top & 0x8000;
    int32_t edx = ecx + 32; /* the exponent of the fraction, adjusted as it is normalized */
    uint32_t spare = 3 - qbits;
    uint32_t neg = 0; /* 0x8000 when the fraction was complemented */
    uint32_t half = 1u << (32 - qbits);
    uint32_t q = (uint32_t)t0; /* the quadrant bits; t[0] if the fraction is all zeros */
    uint32_t qword;            /* the word whose top qbits bits are the integer part */
    if (ecx < 1 - (int32_t)spare) {
        /* The integer part straddles r9 and r11. */
        uint32_t cl = (uint32_t)(-ecx - (int32_t)spare);
        r9 = ((r9 << 32) | r11) << (cl & 63);
        rdi = r9;
        if ((uint32_t)r9 & 0x80000000u) {
            r9 = (uint32_t)r9 >> (cl & 31);
            rbx = 0x100000000ull >> (cl & 63);
            ph_negate(rbx, &r9, &r10, &r8);
            neg = 0x8000;
            rdi >>= qbits;
            qword = (uint32_t)rdi + half;
        } else {
            r9 = (uint32_t)r9 >> (cl & 31);
            rdi >>= qbits;
            qword = (uint32_t)rdi;
        }
    } else {
        uint32_t cl = (uint32_t)(29 - ecx);
        uint32_t w = (uint32_t)r9 << (cl & 31);
        qword = w;
        w &= half - 1;
        if (w & (half >> 1)) {
            w >>= cl & 31;
            rbx = (uint64_t)(half >> (cl & 31)) << 32;
            r9 = ((uint64_t)w << 32) | r11;
            qword += half;
            ph_negate(rbx, &r9, &r10, &r8);
            neg = 0x8000;
        } else {
            w >>= cl & 31;
            r9 = ((uint64_t)w << 32) | r11;
        }
    }
    if (r9 == 0) {
        /* Shift a whole word in, twice at most; an all-zero fraction is 0. */
        edx += 64;
        r9 = r10;
        r10 = r8;
        r8 = 0;
        if (r9 == 0) {
            edx += 64;
            r9 = r10;
            r10 = r8;
        }
        if (r9 == 0)
            return (Reduced){0.0, 0.0, q};
    }
    /* Normalize so that the leading one is bit 29 of r9 (bsr). */
    int32_t c = 29 - (63 - __builtin_clzll(r9));
    if (c > 0) {
        uint64_t a = r10;
        r9 <<= c;
        r10 <<= c;
        edx += c;
        a >>= 64 - c;
        r8 >>= 64 - c;
        r9 |= a;
        r10 |= r8;
    } else if (c < 0) {
        c = -c;
        uint64_t a = r9;
        r10 >>= c;
        r9 >>= c;
        edx -= c;
        a <<= 64 - c;
        r10 |= a;
    }
    /* The fraction as two doubles, scaled by 2^-(edx), times pi/4. */
    double f0 = (double)(int64_t)r9;
    r10 >>= 1;
    double f3 = (double)(int64_t)r10;
    uint32_t e = (((uint32_t)-(int32_t)((uint32_t)edx << 4) + 16368) | sign) ^ neg;
    f0 = f0 * lh_from_top(e);
    f3 = f3 * lh_from_top(e - 1008);
    int32_t sm = (int32_t)(sign << 16) >> 31;
    double a1 = f0;
    f0 = f0 * lh_dbl(pi4[0]);
    q = (qword >> (32 - qbits));
    a1 = a1 + f3;
    f3 = f3 * lh_dbl(pi4[0]);
    q = (uint32_t)(((int32_t)q + sm) ^ sm); /* negated for a negative x */
    double lo = lh_dbl(pi4[1]) * a1;
    lo = lo + f3;
    double hi = f0 + lo;
    lo = lo + (f0 - hi);
    return (Reduced){hi, lo, q};
}

/* ---- sin and cos -------------------------------------------------------- */

/* sin(x + lo + q*pi/4 + rowadd*pi/32), for |x| < 90112 or a reduced
 * argument: x = N*pi/32 + r + c with N = round(x*32/pi), pi/32 in three
 * pieces P1 + P2 + P3 (N*P1 and N*P2 exact), then
 * sin(B + r + c) = sin(B) + sin(B)(cos(r+c) - 1) + cos(B) sin(r+c) with
 * B = M*pi/32, M = (N + 8q + rowadd) mod 64, sin(B) and cos(B) split in the
 * table row so that the leading terms add up in compensated sums. rowadd is
 * 0 for sin, 16 (pi/2) for cos. */
static double sincos_kernel(double x, double xlo, uint32_t q, uint32_t rowadd)
{
    double sgn_half = lh_dbl(lh_sc_onehalf[0] | (lh_bits(x) & 0x8000000000000000ull));
    int32_t ni = (int32_t)(TD(sc_pi32inv, 0) * x + sgn_half); /* cvttsd2si: rounds half away from 0 */
    double n = (double)ni;
    uint32_t m = ((uint32_t)ni + rowadd + (q << 3)) & 63;
    const uint64_t *row = lh_sc_ctable + 4 * m;
    double c0 = lh_dbl(row[0]), c1 = lh_dbl(row[1]), c2 = lh_dbl(row[2]), c3 = lh_dbl(row[3]);

    double p1n = TD(sc_p1, 0) * n;
    double p2n = TD(sc_p2, 0) * n;
    double p3n = n * TD(sc_p3, 0);
    double r1 = x - p1n;
    double r = r1 - p2n;
    D2 psc4 = d2_mul(d2_mul(d2_tbl(lh_sc_sc4), d2(r1, r1)), d2(r, r));
    double c1r = c1 * r;
    double cc = (r1 - r) - p2n;
    double r2 = r * r;
    double negc = (p3n - cc) - xlo; /* -c, the low part of the reduction */
    double c03 = c0 + c3;
    double negd = c1r - c03;
    D2 psc2 = d2_mul(d2_tbl(lh_sc_sc2), d2(r2, r2));
    double c3r = c3 * r;
    D2 mul = d2_mul(d2(c03 * r, c1), d2(r2, r2));
    double r4 = r2 * r2;
    psc4 = d2_add(psc4, d2_tbl(lh_sc_sc3));
    double c0r = r * c0;
    psc2 = d2_add(psc2, d2_tbl(lh_sc_sc1));
    psc4 = d2_mul(psc4, d2(r4, r4));
    /* The compensated sums of the leading terms. */
    double t3 = c3r + c1;
    double corr = negc * negd;
    double hi = c0r + t3;
    D2 pols = d2_mul(d2_add(psc2, psc4), mul);
    double k1 = (c1 - t3) + c3r;
    double k3 = (t3 - hi) + c0r;
    corr = corr + c2;
    corr = corr + k1;
    corr = corr + k3;
    corr = corr + pols.lo;
    corr = corr + pols.hi;
    return hi + corr;
}

/* Which path the sin and cos stubs take for x. */
enum { SC_MAIN, SC_TINY, SC_HUGE };

static int sincos_path(double x)
{
    uint32_t e = (lh_hi(x) & 0x7fff0000u) - 0x30300000u;
    if (e <= 0x10c50000u)
        return SC_MAIN; /* 2^-252 <= |x| < 90112 */
    return (int32_t)e > 0x10c50000 ? SC_HUGE : SC_TINY;
}

double libm_sin(double x)
{
    switch (sincos_path(x)) {
    case SC_MAIN:
        return sincos_kernel(x, 0.0, 0, 0);
    case SC_TINY:
        /* sin(x) = x; the smallest (top 16 bits of |x| zero) are rounded
         * down by a multiplication with 1 - 2^-53. */
        if ((lh_hi(x) & 0x7fff0000u) == 0)
            return x * TD(sc_all_ones, 0);
        return x;
    default:
        if ((lh_top(x) & 0x7ff0) == 0x7ff0)
            return x * TD(sc_neg_zero, 0); /* Inf or NaN: NaN */
        Reduced rd = ph_reduce(x, 3, lh_sc_pi4);
        return sincos_kernel(rd.hi, rd.lo, rd.q, 0);
    }
}

double libm_cos(double x)
{
    switch (sincos_path(x)) {
    case SC_MAIN:
        return sincos_kernel(x, 0.0, 0, 16);
    case SC_TINY:
        return 1.0 - lh_dbl(lh_bits(x) & 0x7fffffffffffffffull);
    default:
        if ((lh_top(x) & 0x7ff0) == 0x7ff0)
            return x * TD(sc_neg_zero, 0);
        Reduced rd = ph_reduce(x, 3, lh_sc_pi4);
        return sincos_kernel(rd.hi, rd.lo, rd.q, 16);
    }
}

/* ---- tan ---------------------------------------------------------------- */

/* tan(x + lo + q*pi/2) for 0.1 < |x| < 12800 or a reduced argument. Two
 * reductions run side by side: by pi/2 (the low lane, N4 = round(x*2/pi),
 * scaled by 16 to count in pi/32) and by pi/32 (the high lane, N32); the
 * row of the table for M = N32 mod 32 holds a polynomial in the remainder u
 * around B = M*pi/32 and the pieces of a division that gives the result
 * near the poles of tan, with 1/z from the reduction by pi/2. */
static double tan_kernel(double x, double xlo, bool has_lo, uint32_t q)
{
    uint64_t sgn = lh_bits(x) & 0x8000000000000000ull;
    D2 xx = d2(x, x);
    D2 half = d2(lh_dbl(lh_tan_onehalf[0] | sgn), lh_dbl(lh_tan_onehalf[1] | sgn));
    D2 y = d2_add(d2_mul(d2_tbl(lh_tan_pi32inv), xx), half);
    int32_t n32 = (int32_t)y.hi;
    D2 m = d2_mul(d2((double)(int32_t)y.lo, (double)(int32_t)y.hi), d2_tbl(lh_tan_mul16)); /* cvttpd2dq, cvtdq2pd */
    D2 p1 = d2_mul(d2_tbl(lh_tan_p1), m);
    double z = TD(tan_qq2, 0) * m.lo;
    uint32_t mrow = ((uint32_t)n32 + 0x72900u + (q << 4)) & 31;
    D2 p2 = d2_mul(d2_tbl(lh_tan_p2), m);
    xx = d2_sub(xx, p1);
    D2 p3 = d2_mul(m, d2_tbl(lh_tan_p3));
    z = z + xx.lo;
    D2 x2 = xx;
    xx = d2_sub(xx, p2);
    z = lh_and(z, lh_tan_mask_35[0]); /* the remainder by pi/2, to 35 bits */
    double x3 = xx.lo;
    x2 = d2_sub(x2, xx);
    double u = xx.hi; /* the remainder by pi/32 */
    double inv = TD(tan_one, 0) / z;
    x2 = d2_sub(x2, p2);
    x3 = x3 - z;
    x2 = d2_sub(x2, p3); /* the low parts of both remainders */
    if (has_lo)
        x2 = d2_add(x2, d2(xlo, xlo));
    const uint64_t *row = lh_tan_ctable + 22 * mrow;
    D2 uu = d2(u, u);
    D2 a7 = d2_mul(d2_tbl(row + 2), uu);
    D2 a1 = d2_mul(d2_tbl(row + 6), uu);
    D2 a4 = d2_mul(d2_tbl(row + 12), uu);
    x2.lo = x2.lo + x3;
    D2 u2 = d2_mul(uu, uu);
    a7 = d2_add(a7, d2_tbl(row + 0));
    a1 = d2_mul(d2_add(a1, d2_tbl(row + 4)), u2);
    a4 = d2_add(a4, d2_tbl(row + 10));
    a7 = d2_add(a7, a1);
    a1 = d2_mul(d2_tbl(row + 14), u2);
    D2 u4 = d2_mul(u2, u2);
    a4 = d2_add(a4, a1);
    a7 = d2_add(a7, d2_mul(d2_tbl(row + 8), u4));
    D2 u5 = d2_mul(uu, u4);
    double u8 = u4.lo * u4.lo;
    a1 = d2_mul(uu, d2_tbl(row + 18));
    a4 = d2_mul(a4, u5);
    a7 = d2_add(a7, a4);
    double acc = u8 * a7.lo;
    acc = acc + a7.hi;
    double s3 = a1.lo + a1.hi;
    double s1 = a1.hi + (a1.lo - s3);
    double t7 = lh_dbl(row[18]) + lh_dbl(row[19]);
    t7 = t7 * x2.hi;
    t7 = t7 + lh_dbl(row[17]);
    t7 = t7 + s1;
    acc = acc + t7;
    /* The division near a pole: 1/z refined with the low parts. */
    double w4 = x2.lo * inv;
    double mk = lh_and(inv, row[21]);
    double zz = z * mk;
    double inv2 = inv * lh_dbl(row[20]);
    double d = TD(tan_one, 0) - zz;
    mk = mk - lh_dbl(row[16]);
    d = d - w4;
    d = d * inv2;
    double s3b = s3 - mk;
    mk = mk + s3b;
    acc = acc + (s3 - mk);
    acc = acc - d;
    return acc + s3b;
}

double libm_tan(double x)
{
    uint32_t top = lh_top(x);
    uint32_t e = (top & 0x7fff) - 0x3fba;
    if (e <= 0x10e)
        return tan_kernel(x, 0.0, false, 0);
    if ((int32_t)e <= 0x10e) {
        if ((top & 0x7ff0) == 0)
            return x; /* zero or subnormal */
        if ((top & 0x7fff) < 0x3e20) /* |x| < 2^-29: x rounded as x + 2^55 x */
            return (x + TD(tan_two_pow_55, 0) * x) * TD(tan_two_pow_m55, 0);
        double x2 = x * x;
        double x3 = x * x2;
        double p = TD(tan_q11, 0) * x2;
        p = (p + TD(tan_q9, 0)) * x2;
        p = (p + TD(tan_q7, 0)) * x2;
        p = (p + TD(tan_q5, 0)) * x2;
        p = (p + TD(tan_q3, 0)) * x3;
        return x + p;
    }
    if ((top & 0x7ff0) == 0x7ff0)
        return x * TD(tan_neg_zero, 0);
    Reduced rd = ph_reduce(x, 2, lh_tan_pi4);
    return tan_kernel(rd.hi, rd.lo, true, rd.q);
}

/* ---- pow ---------------------------------------------------------------- */

/* pow(x, y) = 2^(y*log2(x)). log2(x) = k - log2(B) + p(r) as for log, with
 * B ~ log2(e)/mx to 9 bits and r = B*mx - log2(e) (a short log2(e),
 * 1.4453125, whose remainder is in the polynomial), as a high part and a low
 * part; y*log2(x) is split at 1/256 (the shifter 1.5*2^44), 2^(j/256) comes
 * from a table and the rest from a polynomial; the integer part is added to
 * the exponent. Arguments near 1 with a large |y| take a more accurate log2;
 * a result near the overflow or underflow threshold is scaled in two steps.
 * The sign of the result (negative x, odd integer y) is the bit 'neg'
 * (0x80000000), xored into the exponent word. */

#define POW_SHIFTER 0x42b8 /* top bits of 1.5*2^44 */

/* The default NaN, +-Inf, +-0 and +-1. */
static inline double pow_inf(uint32_t neg) { return lh_dbl(neg ? 0xfff0000000000000ull : 0x7ff0000000000000ull); }
static inline double pow_zero(uint32_t neg) { return lh_dbl(neg ? 0x8000000000000000ull : 0); }

/* For 1 <= |y| < 2^52: -1 if y is not an integer, else 1 if it is odd, 0 if
 * even. y is rounded to an integer with the shifter 1.5*2^52; it is one when
 * nothing is left over. */
static int pow_parity(double y)
{
    double s = lh_from_top(0x4338);
    double yr = s + y;
    double frac = y + (s - yr);
    if (lh_top(frac) & 0x7fff)
        return -1;
    return (int)((uint32_t)lh_bits(yr) & 1);
}

/* y is an odd integer (x is a negative number, whose sign carries over
 * then): decided from y's exponent and, below 2^51, by rounding. Returns -1
 * when y is not an integer at all. */
static int pow_odd_integer(double y)
{
    uint32_t e = lh_top(y) & 0x7ff0;
    uint32_t lo = (uint32_t)lh_bits(y);
    if (e > 0x4330)
        return 0; /* |y| >= 2^53: even */
    if (e == 0x4330)
        return lo & 1;
    if (e == 0x4320) { /* |y| in [2^51, 2^52): the last bit is 1/2 */
        if (lo & 1)
            return -1;
        return (lo & 2) != 0;
    }
    if (e < 0x3ff0)
        return -1; /* 0 < |y| < 1 */
    return pow_parity(y);
}

/* The same test as the stubs make it for x = -0 and x = -Inf: from 2^51 up
 * to 2^52 the rounding with the shifter is not exact, and such a y counts
 * as not odd (pow(-0, 0x1.fa1543f027d92p51) is +0). */
static bool pow_odd_for_signed_zero_inf(double y)
{
    uint32_t ey = (uint32_t)(lh_bits(y) >> 52) & 2047;
    if (ey > 1075 || ey < 1023)
        return false;
    if (ey == 1075)
        return lh_bits(y) & 1;
    return pow_parity(y) == 1;
}

/* y is Inf or NaN, x a positive normal number. */
static double pow_y_inf_nan(double x, double y)
{
    if (lh_top(lh_from_top(0xbff0) + x) == 0)
        return lh_dbl(0x7ff8000000000000ull); /* x == 1 */
    uint64_t by = lh_bits(y);
    if (((uint32_t)by | (uint32_t)(by >> 20)) != 0)
        return y + y; /* NaN */
    uint32_t e = (lh_top(x) & 0x7ff0) - 0x3ff0;
    return ((e ^ lh_top(y)) & 0x8000) ? 0.0 : lh_dbl(0x7ff0000000000000ull);
}

/* The result overflows or underflows (y*log2|x| beyond the exponent range):
 * the stub multiplies two huge or two tiny numbers to raise the flags. */
static double pow_overflow(double x, double y, uint32_t neg)
{
    uint32_t ty = lh_top(y);
    if ((ty & 0x7ff0) == 0x7ff0)
        return pow_y_inf_nan(x, y);
    uint32_t e = (lh_top(x) & 0x7ff0) - 0x3ff0;
    if ((ty ^ e) & 0x8000)
        return pow_zero(neg); /* tiny * tiny */
    return pow_inf(neg);      /* huge * huge */
}

/* A result whose exponent came out zero: recompute it from the high part of
 * 2^(j/256) (truncated to the bits a subnormal keeps) and the rest, each
 * scaled, so that the one rounding happens in the final addition. */
static double pow_tiny(double res, double thi, double scale, double res_lo)
{
    uint32_t ecx = (lh_top(thi) & 0x7ff0) - 0x3ff0;
    uint32_t edx = (lh_top(scale) & 0x7ff0) + ecx;
    int32_t c = -31 - ((int32_t)edx >> 4);
    uint32_t mask = 0xffffffffu;
    if (c > 0) {
        if ((uint32_t)c > 20)
            return res;
        mask <<= c;
    }
    double h = lh_and(thi, (uint64_t)mask << 32);
    double l = (thi - h) + res_lo;
    h = h * scale;
    l = l * scale;
    return h + l;
}

/* 2^(n/256 + z) * scale with n/256 + z = y*log2(x): j = n mod 256 picks
 * 2^(j/256) (high, low) from the table, sc is added to the exponent words of
 * both (the integer part, and the sign), p(z) = 2^z - 1 is a polynomial. *out_lo
 * and *out_thi keep the parts pow_tiny needs. */
static double pow_exp2(double z, uint32_t j, uint32_t sc, double *out_lo, double *out_thi)
{
    const uint64_t *t = lh_pow_texp + 2 * j;
    D2 zz = d2(z, z);
    double p = TD(pow_ecoeff, 4) * z; /* ln2 * z */
    D2 z2 = d2_mul(zz, zz);
    D2 e7 = d2_mul(d2_tbl(lh_pow_ecoeff), zz);
    /* paddd: the exponent words of both table entries */
    double thi = lh_dbl((t[0] & 0xffffffffull) | (uint64_t)((uint32_t)(t[0] >> 32) + sc) << 32);
    double tlo = lh_dbl((t[1] & 0xffffffffull) | (uint64_t)((uint32_t)(t[1] >> 32) + sc) << 32);
    p = p * thi;
    double z4 = z2.lo * z2.lo;
    D2 e3 = d2_add(d2_tbl(lh_pow_ecoeff + 2), e7);
    p = p + tlo;
    D2 q = d2_mul(d2(z4, z2.hi), e3);
    double q0 = q.lo * thi;
    double q3 = q.hi * thi;
    double lo = q0 + p;
    lo = lo + q3;
    *out_lo = lo;
    *out_thi = thi;
    return lo + thi;
}

/* From the reduced logarithm to the result (the stub's L4 onwards).
 * xhb = xh*B and xl (not yet times B) are the two parts of B*mx, ix B's
 * float bits, k the binary exponent of x. */
static double pow_from_log(double x, double y, double xhb, double xl, double b, int32_t k, uint32_t ix, uint32_t neg)
{
    double xlb = xl * b;
    double hb = xhb - TD(pow_log2e, 0);
    uint32_t ak = (uint32_t)(k < 0 ? -k : k) + 1;
    int32_t bk = 31 - __builtin_clz(ak); /* bsr */
    double r = xlb + hb;
    uint32_t it = ((((ix & 0xffc000u) >> 10) - 3648) / 8);
    double lhi = hb + TD(pow_ltbl, it);     /* log2(x), high part ... */
    double lx = xlb + TD(pow_ltbl, it + 1); /* ... and the first of the low part */
    D2 rr = d2(r, r);
    double r2 = r * r;
    D2 a1 = d2_mul(d2_tbl(lh_pow_coeff), rr);
    D2 a4 = d2_mul(d2_tbl(lh_pow_coeff + 2), rr);
    lhi = lhi + (double)k;
    D2 r3r = d2(r * r2, r);
    D2 a6 = d2_add(d2_tbl(lh_pow_coeff + 4), a1);
    double r4 = r2 * r2;
    D2 a0 = d2_add(d2_tbl(lh_pow_coeff + 6), a4);
    a6 = d2_mul(a6, r3r);
    a0 = d2_mul(a0, r3r);
    /* Is |y*log2(x)| safely inside the exponent range? From the exponents of y and k. */
    int32_t ey = (int32_t)(((uint32_t)bk << 4) - 0x3e00 + (lh_top(y) & 0x7ff0));
    D2 a3 = d2_mul(d2(r4, r4), a6);
    double sh = lh_from_top(POW_SHIFTER);
    if ((uint32_t)ey < 624) {
        double yh = lh_and(y, lh_pow_highmask_y[0]);
        double yl = y - yh;
        double t4 = yh * lhi;
        a0.lo = a0.lo + lx;
        double t1 = yl * lhi;
        double t6 = sh + t4;
        a3 = d2_add(a3, a0);
        uint32_t n = (uint32_t)lh_bits(t6);
        t6 = t6 - sh;
        double llo = a3.hi + a3.lo;
        t4 = t4 - t6;
        t4 = t4 + t1;
        double z = y * llo + t4;
        double lo, thi;
        return pow_exp2(z, n & 255, ((n << 12) ^ neg) & 0xfff00000u, &lo, &thi);
    }
    if (ey < 0) {
        /* |y*log2(x)| < 2^-?: 1 + y*log(x). */
        if (ey + 384 < 0)
            return 1.0;
        double t5 = lhi * y;
        a0.lo = a0.lo + lx;
        uint32_t s = neg >> 31;
        a3 = d2_add(a3, a0);
        double llo = a3.lo + a3.hi;
        double ln2 = TD(pow_log2, s); /* +-ln2 */
        double one = lh_from_top(0x3ff0 | (s << 15));
        t5 = t5 + y * llo;
        t5 = t5 * ln2;
        return one + t5;
    }
    if ((uint32_t)ey >= 752)
        return pow_overflow(x, y, neg);
    /* Near the thresholds: log2(x) to more bits, and 2^n in two factors. */
    a0.lo = a0.lo + lx;
    a3 = d2_add(a3, a0);
    double llo = a3.hi + a3.lo;
    double l = lhi + llo;
    double d3 = lhi - l;
    double lh = lh_and(l, lh_pow_halfmask[0]);
    double yh = lh_and(y, lh_pow_halfmask[0]);
    double ll = l - lh;
    llo = llo + d3;
    double yl = y - yh;
    double t4 = yh * lh;
    llo = llo + ll;
    double w = y * llo;
    double t1 = yl * lh;
    double t6 = sh + t4;
    uint32_t n = (uint32_t)lh_bits(t6);
    t6 = t6 - sh;
    w = w + t1;
    t4 = t4 - t6;
    double z = w + t4;
    int32_t ni = (int32_t)n >> 8;
    int32_t nhalf = ni >> 1;
    int32_t rest = ni - nhalf;
    uint32_t sc = ((uint32_t)nhalf << 20) ^ neg;
    if ((lh_top(t6) & 0x7fff) > 0x4091)
        return pow_overflow(x, y, neg);
    double lo, thi;
    pow_exp2(z, n & 255, sc, &lo, &thi);
    double scale = lh_from_top(((uint32_t)rest << 4) + 0x3ff0);
    double res = (lo + thi) * scale;
    if ((lh_top(res) & 0x7ff0) == 0)
        return pow_tiny(res, thi, scale, lo);
    return res;
}

/* x near 1 (top bits 0x3fef or 0x3ff0) with |y| >= 2^12: log2(x) in more
 * parts (coeff_h splits the first coefficients), then as above. xm is x's
 * mantissa scaled by 2^896, mask the bits of it kept in the high part. */
static double pow_near1(double x, double y, uint64_t lane, double xm, uint64_t mask, uint32_t e2, uint32_t neg)
{
    uint32_t ix = (uint32_t)lane;
    double b = lh_dbl((lane << 29) & lh_pow_highsigmask[0]);
    double xh = lh_dbl((lh_bits(xm) + 0x80000000u) & mask); /* rounded, not truncated */
    if ((int32_t)(lh_top(y) & 0x7ff0) < 0x40b0)
        return pow_from_log(x, y, xh * b, xm - xh, b, (int32_t)(e2 - 1) >> 4, ix, neg);
    double xl = xm - xh;
    int32_t k = (int32_t)(((e2 + 16351) >> 4) - 1022);
    double xhb = xh * b;
    double xlb = xl * b;
    double hb = xhb - TD(pow_log2e, 0);
    double r = xlb + hb;
    uint32_t it = ((((ix & 0xffc000u) >> 10) - 3648) / 8);
    D2 k7 = d2((double)k + TD(pow_ltbl, it), 0.0 + TD(pow_ltbl, it + 1));
    double ch0 = TD(pow_coeff_h, 0), ch1 = TD(pow_coeff_h, 1);
    double a4 = ch0 * hb;
    double a0 = ch1 * hb;
    double a6 = ch0 * xlb;
    double a1 = ch1 * xlb;
    a4 = a4 * hb;
    double a5 = hb + a0;
    double c0 = k7.lo;
    a6 = a6 * (hb + r);
    /* Compensated sums of the high parts: k7.lo is the running sum. */
    k7.lo = k7.lo + a5;
    c0 = c0 - k7.lo;
    double s2 = k7.lo;
    k7.lo = k7.lo + a4;
    c0 = c0 + a5;
    s2 = s2 - k7.lo;
    a4 = a4 + s2;
    double s5 = k7.lo;
    k7.lo = k7.lo + xlb;
    a4 = a4 + c0;
    s5 = s5 - k7.lo;
    a6 = a6 + a4;
    double s4 = k7.lo;
    s5 = s5 + xlb;
    k7.lo = k7.lo + a1;
    s4 = s4 - k7.lo;
    a6 = a6 + s5;
    s4 = s4 + a1;
    double t5 = k7.hi;
    double s1 = k7.lo;
    k7.lo = k7.lo + t5;
    s1 = s1 - k7.lo;
    s1 = s1 + t5;
    a6 = a6 + s4;
    a6 = a6 + s1;
    /* The rest of the polynomial. */
    D2 rr = d2(r, r);
    D2 q0 = d2_mul(d2_tbl(lh_pow_coeff), rr);
    D2 q5 = d2_mul(d2_tbl(lh_pow_coeff + 8), rr);
    D2 r2 = d2_mul(rr, rr);
    q0 = d2_add(q0, d2_tbl(lh_pow_coeff + 4));
    q5 = d2_add(d2_tbl(lh_pow_coeff + 10), q5);
    D2 r3r = d2(r * r2.lo, r);
    D2 r4 = d2_mul(r2, r2);
    q0 = d2_mul(q0, r3r);
    uint32_t el = lh_top(k7.lo);
    q5 = d2_mul(q5, r3r);
    q0 = d2_mul(q0, r4);
    double lh = lh_and(k7.lo, lh_pow_highmask_log_x[0]);
    q5.lo = q5.lo + a6;
    double ll = k7.lo - lh;
    q5 = d2_add(q5, q0);
    el = (el & 0x7ff0) - 0x3ff0;
    uint32_t ecx = lh_top(y) & 0x7ff0;
    if (ecx == 0x7ff0)
        return pow_y_inf_nan(x, y);
    if (ecx + el >= 16576) {
        if (((lh_top(y) ^ lh_top(lh)) & 0x8000) == 0)
            return pow_inf(neg);
        return pow_zero(neg);
    }
    /* y * log2(x) */
    double yh = lh_and(y, lh_pow_highmask_y[1]);
    q5.lo = q5.lo + q5.hi;
    double yl = y - yh;
    double sh = lh_from_top(POW_SHIFTER);
    ll = ll + q5.lo;
    double t4 = yh * lh;
    yl = yl * lh;
    double y3 = y * ll;
    double t6 = sh + t4;
    yl = yl + y3;
    uint32_t n = (uint32_t)lh_bits(t6);
    t6 = t6 - sh;
    t4 = t4 - t6;
    double z = t4 + yl;
    uint32_t nn = n >> 8;
    uint32_t rest = nn - (nn >> 1);
    uint32_t sc = (nn >> 1) << 20;
    if ((lh_top(t6) & 0x7fff) > 0x4091)
        return pow_overflow(x, y, neg);
    double lo, thi;
    pow_exp2(z, n & 255, sc, &lo, &thi);
    double scale = lh_dbl((uint64_t)(((rest + 1023) << 20) | neg) << 32);
    double res = (lo + thi) * scale;
    if ((lh_top(res) & 0x7ff0) == 0)
        return pow_tiny(res, thi, scale, lo);
    return res;
}

/* |x| a normal number: the stub's L1. e = top bits of |x| minus 16, ecx the
 * bit length of 16*|k| + 16 (how many bits of the mantissa's high part
 * y*log2(x) can afford to keep exact). */
static double pow_normal(double x, double y, uint32_t e, uint32_t ecx, uint32_t neg)
{
    uint64_t lane = lh_rcp_lane(x, 0x3fb90000u, 0x2000); /* times 1.4453125f, to 9 bits */
    uint64_t mask = (uint64_t)(0xffffffffu << ((ecx - 4) & 31)) << 32;
    double xm = log_scaled_mantissa(x);
    uint32_t e2 = e - 16351;
    if (e2 <= 1)
        return pow_near1(x, y, lane, xm, mask, e2, neg);
    double b = lh_dbl((lane << 29) & lh_pow_highsigmask[0]);
    double xh = lh_dbl(lh_bits(xm) & mask);
    return pow_from_log(x, y, xh * b, xm - xh, b, (int32_t)(e2 - 1) >> 4, (uint32_t)lane, neg);
}

/* |x| subnormal (x != 0): scaled by 2^128 first (the stub's L8). */
static double pow_subnormal(double x, double y, uint32_t neg)
{
    double xs = x * lh_from_top(0x47f0);
    uint64_t lane = lh_rcp_lane(xs, 0x3fb90000u, 0x2000);
    double xm = log_scaled_mantissa(xs);
    double xh = lh_dbl(lh_bits(xm) & 0xfffffc0000000000ull);
    double b = lh_dbl((lane << 29) & lh_pow_highsigmask[0]);
    int32_t k = (int32_t)((lh_top(xs) & 0x7ff0) - 0x47f0) >> 4;
    return pow_from_log(x, y, xh * b, xm - xh, b, k, (uint32_t)lane, neg);
}

static inline uint32_t pow_bits_for(uint32_t e16)
{
    int32_t d = (int32_t)e16 - 0x3ff0;
    uint32_t a = (uint32_t)(d < 0 ? -d : d) + 16;
    return 31 - (uint32_t)__builtin_clz(a);
}

/* x = +-0: by y's sign and whether it is an odd integer. */
static double pow_x_zero(double x, double y)
{
    uint64_t by = lh_bits(y);
    if ((lh_top(y) & 0x7ff0) == 0x7ff0 && ((uint32_t)by | (uint32_t)(by >> 20)) != 0)
        return y + y;
    uint32_t hi = (uint32_t)(by >> 32);
    if (((uint32_t)by | (hi << 1)) == 0)
        return 1.0;
    if (pow_odd_for_signed_zero_inf(y))
        return (int32_t)hi < 0 ? 1.0 / x : x;
    return (int32_t)hi < 0 ? lh_dbl(0x7ff0000000000000ull) : 0.0;
}

/* x = +-Inf or NaN. */
static double pow_x_inf_nan(double x, double y)
{
    uint64_t bx = lh_bits(x), by = lh_bits(y);
    uint32_t hy = (uint32_t)(by >> 32);
    bool y_zero = ((uint32_t)by | (hy << 1)) == 0;
    if (((uint32_t)bx | (uint32_t)(bx >> 20)) != 0)
        return y_zero ? 1.0 : x + x; /* NaN */
    if (y_zero)
        return 1.0;
    if ((lh_top(y) & 0x7ff0) == 0x7ff0 && ((uint32_t)by | (uint32_t)(by >> 20)) != 0)
        return y + y;
    if (!(lh_top(x) & 0x8000))
        return (int32_t)hy < 0 ? 0.0 : x;
    /* -Inf: -Inf or -0 for an odd integer y */
    if (pow_odd_for_signed_zero_inf(y))
        return (lh_top(y) & 0x8000) ? lh_dbl(0x8000000000000000ull) : x;
    return (lh_top(y) & 0x8000) ? 0.0 : lh_dbl(0x7ff0000000000000ull);
}

/* x < 0 (not -0, not -Inf/NaN handled elsewhere). */
static double pow_x_negative(double x, double y)
{
    uint64_t by = lh_bits(y);
    uint32_t hy = (uint32_t)(by >> 32);
    if (((uint32_t)by | (hy << 1)) == 0)
        return 1.0;
    if ((lh_top(y) & 0x7ff0) == 0x7ff0) {
        if (((uint32_t)by | (uint32_t)(by >> 20)) != 0)
            return y + y;
        uint64_t bx = lh_bits(x);
        if (lh_top(x) == 0xbff0 && ((uint32_t)bx | (uint32_t)(bx >> 20)) == 0)
            return lh_dbl(0x7ff8000000000000ull); /* pow(-1, +-Inf) */
        uint32_t e = (lh_top(x) & 0x7ff0) - 0x3ff0;
        return ((e ^ lh_top(y)) & 0x8000) ? 0.0 : lh_dbl(0x7ff0000000000000ull);
    }
    int odd = pow_odd_integer(y);
    if (odd < 0)
        return lh_dbl(LH_DEFAULT_NAN); /* 0 * Inf */
    uint32_t neg = odd ? 0x80000000u : 0;
    uint32_t e = (lh_top(x) & 0x7fff) - 16;
    if ((int32_t)e < 0)
        return pow_subnormal(x, y, neg);
    return pow_normal(x, y, e, pow_bits_for(e & 0x7ff0), neg);
}

double libm_pow(double x, double y)
{
    uint64_t bx = lh_bits(x), by = lh_bits(y);
    if (by == 0x4000000000000000ull) /* y == 2: x*x */
        return x * x;
    if (by == 0x3fe0000000000000ull && (int64_t)bx >= 0) /* y == 0.5, x >= +0 or +NaN: sqrt(x) */
        return _mm_cvtsd_f64(_mm_sqrt_pd(_mm_set_sd(x)));
    uint32_t top = lh_top(x);
    uint32_t e = top - 16;
    if (e < 32736)
        return pow_normal(x, y, e, pow_bits_for(top & 0x7ff0), 0);
    if ((top & 0x7ff0) == 0x7ff0)
        return pow_x_inf_nan(x, y);
    if (top & 0x8000) {
        if (((uint32_t)bx | (uint32_t)(bx >> 31)) == 0)
            return pow_x_zero(x, y); /* -0 */
        return pow_x_negative(x, y);
    }
    if (bx == 0)
        return pow_x_zero(x, y);
    return pow_subnormal(x, y, 0);
}
