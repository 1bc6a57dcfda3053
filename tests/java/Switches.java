// switch on ints: dense (tableswitch) and sparse (lookupswitch) forms, negative and extreme keys, chars,
// fallthrough, default in the middle, switch expressions with yield.
public class Switches {
    static String dense(int x) {
        switch (x) {
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            case 6: return "six";
            default: return "dense-default(" + x + ")";
        }
    }

    static String denseNegative(int x) {
        switch (x) {
            case -3: return "m3";
            case -2: return "m2";
            case -1: return "m1";
            case 0: return "z";
            case 1: return "p1";
            case 2: return "p2";
            default: return "d";
        }
    }

    static String sparse(int x) {
        switch (x) {
            case -1000000: return "minus-million";
            case -1: return "minus-one";
            case 7: return "seven";
            case 100: return "hundred";
            case 1 << 20: return "2^20";
            case Integer.MAX_VALUE: return "max";
            case Integer.MIN_VALUE: return "min";
            default: return "sparse-default";
        }
    }

    static int fallthrough(int x) {
        int r = 0;
        switch (x) {
            case 1:
                r += 1;
            case 2:
                r += 2;
            default:
                r += 100;
            case 3:
                r += 3;
                break;
            case 4:
                r += 4;
        }
        return r;
    }

    static String chars(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
            case ' ': return "space";
            case '\n': return "newline";
            case 'Ω': return "omega";
            case '\uffff': return "max-char";
            default:
                if (Character.isDigit(c)) return "digit";
                return "consonant-or-other";
        }
    }

    static String bytes(byte b) {
        switch (b) {
            case -128: return "min";
            case -1: return "minus-one";
            case 127: return "max";
            default: return "byte " + b;
        }
    }

    static int expr(int day) {
        return switch (day) {
            case 1, 7 -> 0;
            case 2, 3, 4, 5, 6 -> {
                int hours = 8;
                if (day == 6) hours = 4;
                yield hours;
            }
            default -> throw new IllegalArgumentException("bad day " + day);
        };
    }

    static String oldStyleYield(int n) {
        String r = switch (n % 4) {
            case 0:
                yield "zero";
            case 1:
            case 2:
                String t = "one-or-two:" + n;
                yield t;
            default:
                yield "three";
        };
        return r;
    }

    static long longKeyed(long v) {
        // switch on long isn't allowed; switch on a hashed int
        switch ((int) (v ^ (v >>> 32))) {
            case 0: return -1;
            case 1: return -2;
            default: return v * 2;
        }
    }

    static int nested(int a, int b) {
        switch (a) {
            case 0:
                switch (b) {
                    case 0: return 0;
                    case 1: return 1;
                    default: return 2;
                }
            case 1:
                switch (b) {
                    case 100: return 3;
                    case 200: return 4;
                    default: break;
                }
                return 5;
            default:
                return 6;
        }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = -2; i <= 8; i++) sb.append(i).append('=').append(dense(i)).append(' ');
        System.out.println(sb);
        sb.setLength(0);
        for (int i = -5; i <= 4; i++) sb.append(i).append('=').append(denseNegative(i)).append(' ');
        System.out.println(sb);
        int[] keys = {-1000000, -1000001, -1, 0, 7, 8, 100, 1 << 20, (1 << 20) + 1, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE + 1};
        for (int k : keys) System.out.println("sparse(" + k + ")=" + sparse(k));
        for (int i = 0; i <= 5; i++) System.out.println("fallthrough(" + i + ")=" + fallthrough(i));
        sb.setLength(0);
        for (char c : "hi 42\nΩ\uffffz".toCharArray()) sb.append(chars(c)).append(',');
        System.out.println(sb);
        System.out.println(bytes((byte) -128) + " " + bytes((byte) 255) + " " + bytes((byte) 127) + " " + bytes((byte) 5));
        for (int d = 1; d <= 8; d++) {
            try {
                System.out.println("day " + d + " hours " + expr(d));
            } catch (IllegalArgumentException e) {
                System.out.println("day " + d + " -> " + e.getMessage());
            }
        }
        for (int n = -3; n <= 5; n++) System.out.print(oldStyleYield(n) + " ");
        System.out.println();
        System.out.println(longKeyed(0) + " " + longKeyed(1) + " " + longKeyed(1L << 32) + " " + longKeyed(1L << 33) + " " + longKeyed(-1));
        for (int a = 0; a < 3; a++)
            for (int b : new int[] {0, 1, 100, 200, 300})
                System.out.print(nested(a, b));
        System.out.println();
        // a big switch exercised in a loop
        long acc = 0;
        for (int i = 0; i < 10000; i++) {
            switch (i % 13) {
                case 0: acc += 1; break;
                case 1: acc += i; break;
                case 2: acc ^= i; break;
                case 3: acc -= 7; break;
                case 5: acc *= 3; acc %= 1000003; break;
                case 8: acc += i / 3; break;
                case 12: acc = acc + (acc >> 2); break;
                default: acc++;
            }
        }
        System.out.println("acc=" + acc);
        Integer boxed = 3;
        switch (boxed) {
            case 3: System.out.println("switch on Integer unboxes"); break;
            default: System.out.println("no");
        }
        Character ch = 'x';
        switch (ch) {
            case 'x': System.out.println("switch on Character unboxes"); break;
            default: System.out.println("no");
        }
    }
}
