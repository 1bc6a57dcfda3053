// Integer and Long static helpers: toString/parse in radixes, hex, bit counting, unsigned operations.
public class IntegerMethods {
    public static void main(String[] args) {
        int[] is = {0, 1, -1, 7, -8, 10, 255, 256, 1000, 0x7fffffff, 0x80000000, 0x12345678, 0xdeadbeef, 0x00f0f000, 1 << 20, -100000};
        for (int v : is) {
            System.out.println(v + ": hex=" + Integer.toHexString(v) + " oct=" + Integer.toOctalString(v) + " bin=" + Integer.toBinaryString(v)
                + " r36=" + Integer.toString(v, 36) + " r7=" + Integer.toString(v, 7) + " bitCount=" + Integer.bitCount(v)
                + " reverse=" + Integer.reverse(v) + " reverseBytes=" + Integer.reverseBytes(v) + " nlz=" + Integer.numberOfLeadingZeros(v)
                + " ntz=" + Integer.numberOfTrailingZeros(v) + " hob=" + Integer.highestOneBit(v) + " lob=" + Integer.lowestOneBit(v)
                + " rotl3=" + Integer.rotateLeft(v, 3) + " rotr35=" + Integer.rotateRight(v, 35) + " unsigned=" + Integer.toUnsignedString(v)
                + " u16=" + Integer.toUnsignedString(v, 16) + " signum=" + Integer.signum(v));
        }
        long[] ls = {0L, 1L, -1L, 255L, 0x7fffffffffffffffL, 0x8000000000000000L, 0x0123456789abcdefL, -1000000000000L, 1L << 40};
        for (long v : ls) {
            System.out.println(v + ": hex=" + Long.toHexString(v) + " oct=" + Long.toOctalString(v) + " bin=" + Long.toBinaryString(v)
                + " r36=" + Long.toString(v, 36) + " bitCount=" + Long.bitCount(v) + " reverse=" + Long.reverse(v)
                + " reverseBytes=" + Long.reverseBytes(v) + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v)
                + " hob=" + Long.highestOneBit(v) + " rotl=" + Long.rotateLeft(v, 12) + " unsigned=" + Long.toUnsignedString(v)
                + " u2=" + Long.toUnsignedString(v, 2).length());
        }
        String[] ps = {"0", "123", "-123", "+77", "2147483647", "-2147483648", "2147483648", "-2147483649", "", "abc", "12a", " 1",
            "0x10", "00012", "-", "+", "1_000", "٣٤"};
        for (String s : ps) {
            try {
                System.out.println("parseInt(\"" + s + "\")=" + Integer.parseInt(s));
            } catch (NumberFormatException e) {
                System.out.println("parseInt(\"" + s + "\") -> " + e.getMessage());
            }
        }
        String[][] rp = {{"ff", "16"}, {"-FF", "16"}, {"777", "8"}, {"zz", "36"}, {"1010", "2"}, {"12", "2"}, {"7fffffff", "16"}, {"80000000", "16"}, {"11", "1"}, {"11", "37"}};
        for (String[] p : rp) {
            try {
                System.out.println("parseInt(" + p[0] + "," + p[1] + ")=" + Integer.parseInt(p[0], Integer.parseInt(p[1])));
            } catch (NumberFormatException e) {
                System.out.println("parseInt(" + p[0] + "," + p[1] + ") -> " + e.getMessage());
            }
        }
        String[] lp = {"9223372036854775807", "-9223372036854775808", "9223372036854775808", "123456789012", "-0", "1L"};
        for (String s : lp) {
            try {
                System.out.println("parseLong(\"" + s + "\")=" + Long.parseLong(s));
            } catch (NumberFormatException e) {
                System.out.println("parseLong(\"" + s + "\") -> " + e.getMessage());
            }
        }
        try {
            Integer.parseInt(null);
        } catch (NumberFormatException e) {
            System.out.println("parseInt(null) -> " + e.getMessage());
        }
        System.out.println("valueOf=" + Integer.valueOf("42") + " decode=" + Integer.decode("0x1F") + " " + Integer.decode("-010") + " " + Integer.decode("#ff") + " " + Long.decode("0X7fffffffffffffff"));
        System.out.println("parseUnsignedInt=" + Integer.parseUnsignedInt("4294967295") + " " + Integer.parseUnsignedInt("ffffffff", 16)
            + " parseUnsignedLong=" + Long.parseUnsignedLong("18446744073709551615"));
        try {
            Integer.parseUnsignedInt("4294967296");
        } catch (NumberFormatException e) {
            System.out.println("parseUnsignedInt overflow -> " + e.getMessage());
        }
        try {
            Integer.parseUnsignedInt("-1");
        } catch (NumberFormatException e) {
            System.out.println("parseUnsignedInt neg -> " + e.getMessage());
        }
        int[] us = {0, 1, -1, 7, -7, 0x80000000, 0x7fffffff, 100, -100};
        for (int a : us) {
            StringBuilder sb = new StringBuilder(a + ":");
            for (int b : new int[] {1, 3, -1, -2, 0x80000000, 100}) {
                sb.append(" cmpU(").append(b).append(")=").append(Integer.compareUnsigned(a, b))
                  .append(" divU=").append(Integer.divideUnsigned(a, b)).append(" remU=").append(Integer.remainderUnsigned(a, b));
            }
            System.out.println(sb);
        }
        long[] lus = {0L, 5L, -1L, -5L, Long.MIN_VALUE, Long.MAX_VALUE};
        for (long a : lus) {
            System.out.println(a + ": divU3=" + Long.divideUnsigned(a, 3) + " remU3=" + Long.remainderUnsigned(a, 3) + " divU(-2)="
                + Long.divideUnsigned(a, -2) + " cmpU(1)=" + Long.compareUnsigned(a, 1) + " toUnsignedString=" + Long.toUnsignedString(a));
        }
        try {
            Integer.divideUnsigned(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("divideUnsigned by 0 -> " + e.getMessage());
        }
        System.out.println("Integer.toString(MIN)=" + Integer.toString(Integer.MIN_VALUE) + " Long.toString(MIN,2).length=" + Long.toString(Long.MIN_VALUE, 2).length());
        System.out.println("Integer.sum/max/min=" + Integer.sum(3, 4) + " " + Integer.max(3, 4) + " " + Integer.min(3, 4)
            + " hashCode=" + Integer.hashCode(-5) + " Long.hashCode=" + Long.hashCode(-5L));
        System.out.println("SIZE/BYTES " + Integer.SIZE + " " + Integer.BYTES + " " + Long.SIZE + " " + Short.MAX_VALUE + " " + Byte.MIN_VALUE
            + " " + (int) Character.MAX_VALUE);
        System.out.println("Short.parseShort=" + Short.parseShort("-32768") + " Byte.parseByte=" + Byte.parseByte("7f", 16)
            + " Short.toUnsignedInt=" + Short.toUnsignedInt((short) -1) + " Byte.toUnsignedInt=" + Byte.toUnsignedInt((byte) -128));
        try {
            Byte.parseByte("128");
        } catch (NumberFormatException e) {
            System.out.println("parseByte(128) -> " + e.getMessage());
        }
    }
}
