// Fields and locals of every type: static/instance defaults, two-slot long/double locals and fields, final fields,
// field access through subclasses, operand-stack heavy expressions (dup_x1/dup2_x1 patterns).
public class FieldsAndLocals {
    static boolean sz; static byte sb; static short ss; static char sc; static int si; static long sl; static float sf; static double sd; static Object so;
    boolean iz; byte ib; short is; char ic; int ii; long il; float iff; double id; String istr;
    static final long BIG = 1L << 50;
    final double ratio;
    long[] longs = new long[4];
    double[] doubles = new double[4];

    FieldsAndLocals(double ratio) { this.ratio = ratio; }

    static class Sub extends FieldsAndLocals {
        long il = -1;                 // hides the parent's field
        Sub() { super(0.25); }
        long both() { return il * 1000 + super.il; }
    }

    static long mix(long a, int b, double c, float d, long e, byte f, char g, short h, boolean z) {
        // many parameters, including two-slot ones interleaved with one-slot ones
        return a + b + (long) c + (long) d + e + f + g + h + (z ? 1 : 0);
    }

    double instanceMix(long a, double b, int c) {
        double local1 = a * ratio;
        long local2 = (long) (b * c);
        int local3 = c << 2;
        double local4 = local1 + local2 + local3;
        return local4;
    }

    public static void main(String[] args) {
        System.out.println("static defaults: " + sz + " " + sb + " " + ss + " " + (int) sc + " " + si + " " + sl + " " + sf + " " + sd + " " + so);
        FieldsAndLocals o = new FieldsAndLocals(1.5);
        System.out.println("instance defaults: " + o.iz + " " + o.ib + " " + o.is + " " + (int) o.ic + " " + o.ii + " " + o.il + " " + o.iff + " " + o.id + " " + o.istr);
        sz = true; sb = -128; ss = -32768; sc = '\uffff'; si = Integer.MIN_VALUE; sl = Long.MIN_VALUE; sf = Float.MIN_VALUE; sd = Double.MAX_VALUE; so = "obj";
        System.out.println("statics set: " + sz + " " + sb + " " + ss + " " + (int) sc + " " + si + " " + sl + " " + sf + " " + sd + " " + so);
        o.iz = true; o.ib = 127; o.is = 32767; o.ic = 'x'; o.ii = 123; o.il = BIG + 7; o.iff = 2.5f; o.id = -1e-300; o.istr = "s";
        System.out.println("fields set: " + o.iz + " " + o.ib + " " + o.is + " " + o.ic + " " + o.ii + " " + o.il + " " + o.iff + " " + o.id + " " + o.istr);
        // compound ops on fields and array elements (getfield/dup/putfield, dup2_x1 for longs)
        o.ii += 5;
        o.il *= 3;
        o.id -= 1;
        o.ib += 1;           // wraps
        o.ic++;
        sl--;
        si -= 1;
        long r1 = o.il++;
        long r2 = ++o.il;
        double r3 = o.id++;
        int r4 = o.ii--;
        System.out.println("compound fields: " + o.ii + " " + o.il + " " + o.id + " " + o.ib + " " + o.ic + " " + sl + " " + si + " | " + r1 + " " + r2 + " " + r3 + " " + r4);
        o.longs[1] = 10;
        long v1 = o.longs[1]++;
        long v2 = o.longs[1] += 5;
        o.doubles[2] = 0.5;
        double v3 = o.doubles[2] *= 4;
        long v4 = o.longs[0] = o.longs[3] = 77;
        System.out.println("array compound: " + v1 + " " + v2 + " " + v3 + " " + v4 + " " + java.util.Arrays.toString(o.longs) + " " + java.util.Arrays.toString(o.doubles));
        // chained assignment of mixed widths
        int a; long b; double c;
        c = b = a = 41;
        System.out.println("chained " + a + " " + b + " " + c);
        long la = 5, lb = la = la * la;
        System.out.println("la=" + la + " lb=" + lb);
        System.out.println("mix=" + mix(Long.MAX_VALUE / 2, -3, 2.9, -1.5f, 1L << 40, (byte) -1, 'A', (short) 1000, true));
        System.out.println("instanceMix=" + o.instanceMix(7, 2.5, 3));
        Sub sub = new Sub();
        FieldsAndLocals asParent = sub;
        asParent.il = 9;
        System.out.println("hiding: sub.il=" + sub.il + " parent view=" + asParent.il + " both=" + sub.both() + " ratio=" + sub.ratio);
        // many locals (more than 4, wide indexes not needed) of alternating sizes
        long l0 = 1; int i1 = 2; double d2 = 3; float f3 = 4; long l4 = 5; short s5 = 6; double d6 = 7; char c7 = 8; long l8 = 9; byte b9 = 10;
        double acc = 0;
        for (int it = 0; it < 1000; it++) {
            l0 += i1; i1 ^= it; d2 *= 1.0001; f3 += 0.5f; l4 = l4 * 31 + it; s5 += 3; d6 -= 0.25; c7 += 1; l8 ^= l4; b9 -= 7;
            acc += l0 + i1 + d2 + f3 + (l4 & 0xff) + s5 + d6 + c7 + (l8 & 0xff) + b9;
        }
        System.out.println("locals: " + l0 + " " + i1 + " " + d2 + " " + f3 + " " + l4 + " " + s5 + " " + d6 + " " + (int) c7 + " " + l8 + " " + b9 + " acc=" + acc);
        // 300 locals force wide load/store instructions
        System.out.println("wide locals: " + Wide.run());
    }
}

class Wide {
    static long run() {
        long x0 = 0, x1 = 1, x2 = 2, x3 = 3, x4 = 4, x5 = 5, x6 = 6, x7 = 7, x8 = 8, x9 = 9;
        long y0 = 0, y1 = 1, y2 = 2, y3 = 3, y4 = 4, y5 = 5, y6 = 6, y7 = 7, y8 = 8, y9 = 9;
        long z0 = 0, z1 = 1, z2 = 2, z3 = 3, z4 = 4, z5 = 5, z6 = 6, z7 = 7, z8 = 8, z9 = 9;
        long w0 = 0, w1 = 1, w2 = 2, w3 = 3, w4 = 4, w5 = 5, w6 = 6, w7 = 7, w8 = 8, w9 = 9;
        long v0 = 0, v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7, v8 = 8, v9 = 9;
        long u0 = 0, u1 = 1, u2 = 2, u3 = 3, u4 = 4, u5 = 5, u6 = 6, u7 = 7, u8 = 8, u9 = 9;
        long t0 = 0, t1 = 1, t2 = 2, t3 = 3, t4 = 4, t5 = 5, t6 = 6, t7 = 7, t8 = 8, t9 = 9;
        long s0 = 0, s1 = 1, s2 = 2, s3 = 3, s4 = 4, s5 = 5, s6 = 6, s7 = 7, s8 = 8, s9 = 9;
        long r0 = 0, r1 = 1, r2 = 2, r3 = 3, r4 = 4, r5 = 5, r6 = 6, r7 = 7, r8 = 8, r9 = 9;
        long q0 = 0, q1 = 1, q2 = 2, q3 = 3, q4 = 4, q5 = 5, q6 = 6, q7 = 7, q8 = 8, q9 = 9;
        long p0 = 0, p1 = 1, p2 = 2, p3 = 3, p4 = 4, p5 = 5, p6 = 6, p7 = 7, p8 = 8, p9 = 9;
        long o0 = 0, o1 = 1, o2 = 2, o3 = 3, o4 = 4, o5 = 5, o6 = 6, o7 = 7, o8 = 8, o9 = 9;
        long n0 = 0, n1 = 1, n2 = 2, n3 = 3, n4 = 4, n5 = 5, n6 = 6, n7 = 7, n8 = 8, n9 = 9;
        long m0 = 0, m1 = 1, m2 = 2, m3 = 3, m4 = 4, m5 = 5, m6 = 6, m7 = 7, m8 = 8, m9 = 9;
        int high = 1000;       // slot > 255
        double highD = 0.5;    // slot > 255
        for (int i = 0; i < 100; i++) {
            high += i;
            highD *= 1.01;
            m9 += high;
            n8 ^= m9;
            x0 += n8 & 0xffff;
            high++;
        }
        return x0 + x1 + x9 + y5 + z3 + w7 + v2 + u8 + t1 + s6 + r4 + q9 + p0 + o3 + n8 + m9 + high + (long) (highD * 1000);
    }
}
