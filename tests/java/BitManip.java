// Bit manipulation idioms on int and long: masks, popcount by hand vs Integer.bitCount, Gray code, bit reversal,
// subsets enumeration, xorshift PRNG, CRC32 by hand vs java.util.zip.CRC32.
public class BitManip {
    static int popcount(int x) {
        x = x - ((x >>> 1) & 0x55555555);
        x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
        x = (x + (x >>> 4)) & 0x0f0f0f0f;
        return (x * 0x01010101) >>> 24;
    }

    static int reverseBits(int x) {
        int r = 0;
        for (int i = 0; i < 32; i++) {
            r = (r << 1) | (x & 1);
            x >>>= 1;
        }
        return r;
    }

    static long crc32(byte[] data) {
        int crc = 0xffffffff;
        for (byte b : data) {
            crc ^= b & 0xff;
            for (int k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
        }
        return ~crc & 0xffffffffL;
    }

    public static void main(String[] args) {
        int[] xs = {0, 1, -1, 0x55555555, 0x80000000, 0x7fffffff, 12345678, -98765, 0x0f0f0f0f, 1 << 17};
        for (int x : xs) {
            System.out.println(Integer.toHexString(x) + ": pop=" + popcount(x) + "/" + Integer.bitCount(x) + " rev=" + Integer.toHexString(reverseBits(x))
                + "/" + Integer.toHexString(Integer.reverse(x)) + " lowest=" + (x & -x) + " clearLowest=" + (x & (x - 1)) + " isPow2=" + (x != 0 && (x & (x - 1)) == 0)
                + " gray=" + (x ^ (x >>> 1)) + " signExt8=" + ((x << 24) >> 24) + " zeroExt16=" + (x & 0xffff) + " swapNibbles=" + Integer.toHexString(((x & 0x0f0f0f0f) << 4) | ((x >>> 4) & 0x0f0f0f0f)));
        }
        // next power of two, log2
        for (int v : new int[] {1, 2, 3, 5, 17, 1000, 1 << 20, (1 << 30) + 1}) {
            int np = v <= 1 ? 1 : Integer.highestOneBit(v - 1) << 1;
            System.out.print(v + "->" + np + "(log2 " + (31 - Integer.numberOfLeadingZeros(v)) + ") ");
        }
        System.out.println();
        // enumerate subsets of a 5-element set with bitmasks
        String[] items = {"a", "b", "c", "d", "e"};
        StringBuilder sb = new StringBuilder();
        int countSize2 = 0;
        for (int mask = 0; mask < 1 << items.length; mask++) {
            if (Integer.bitCount(mask) == 2) {
                countSize2++;
                sb.append('{');
                for (int i = 0; i < items.length; i++) if ((mask & (1 << i)) != 0) sb.append(items[i]);
                sb.append('}');
            }
        }
        System.out.println("2-subsets (" + countSize2 + "): " + sb);
        // submask enumeration
        int full = 0b10110, subs = 0;
        for (int sub = full; sub > 0; sub = (sub - 1) & full) subs++;
        System.out.println("non-empty submasks of 10110: " + subs);
        // xorshift64* PRNG
        long s = 88172645463325252L;
        StringBuilder rnd = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            s ^= s >>> 12;
            s ^= s << 25;
            s ^= s >>> 27;
            rnd.append(Long.toUnsignedString(s * 2685821657736338717L)).append(' ');
        }
        System.out.println("xorshift64*: " + rnd);
        // pack/unpack RGBA
        int rgba = (200 << 24) | (100 << 16) | (50 << 8) | 255;
        System.out.println("rgba " + Integer.toHexString(rgba) + " r=" + (rgba >>> 24) + " g=" + ((rgba >> 16) & 0xff) + " b=" + ((rgba >> 8) & 0xff) + " a=" + (rgba & 0xff)
            + " signed r=" + (rgba >> 24));
        // long bit tricks
        long L = 0xF0F0_1234_5678_9ABCL;
        System.out.println("long: pop=" + Long.bitCount(L) + " nlz=" + Long.numberOfLeadingZeros(L >>> 3) + " ntz=" + Long.numberOfTrailingZeros(L) + " hi32=" + Long.toHexString(L >>> 32)
            + " lo32=" + Long.toHexString(L & 0xffffffffL) + " (int)=" + (int) L + " rotl=" + Long.toHexString(Long.rotateLeft(L, 20)) + " bswap=" + Long.toHexString(Long.reverseBytes(L)));
        // CRC32 by hand vs library
        byte[] data = "The quick brown fox jumps over the lazy dog".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        java.util.zip.CRC32 lib = new java.util.zip.CRC32();
        lib.update(data);
        System.out.println("crc32 manual=" + Long.toHexString(crc32(data)) + " library=" + Long.toHexString(lib.getValue()));
        // bitboard-style counting over many values
        long total = 0;
        for (int i = 0; i < 200000; i++) total += popcount(i * 0x9E3779B9) + Integer.numberOfTrailingZeros(i | 0x10000);
        System.out.println("total popcounts " + total);
        // boolean logic via bits
        int flags = 0;
        final int READ = 1, WRITE = 2, EXEC = 4;
        flags |= READ | EXEC;
        flags &= ~EXEC;
        flags ^= WRITE;
        System.out.println("flags " + Integer.toBinaryString(flags) + " canRead " + ((flags & READ) != 0) + " canExec " + ((flags & EXEC) != 0));
    }
}
