/** switch-heavy code: a small bytecode-like interpreter (tableswitch), a
 * sparse lookupswitch classifier, a string switch and an enum switch. */
public class Switch {
    enum Color { RED, GREEN, BLUE, CYAN, MAGENTA }

    static int classify(int v) {
        switch (v) {
        case 1: return 3;
        case 17: return 5;
        case 256: return 7;
        case 1000: return 11;
        case 4096: return 13;
        case 65536: return 17;
        case -5: return 19;
        default: return v & 7;
        }
    }

    static int word(String s) {
        switch (s) {
        case "alpha": return 1;
        case "beta": return 2;
        case "gamma": return 3;
        case "delta": return 4;
        default: return 0;
        }
    }

    static int shade(Color c) {
        switch (c) {
        case RED: return 10;
        case GREEN: return 20;
        case BLUE: return 30;
        default: return 40;
        }
    }

    public static void main(String[] args) {
        int[] program = {0, 1, 2, 3, 4, 5, 6, 7, 2, 3, 1, 0, 5, 4, 7, 6};
        long acc = 0;
        int reg = 1;
        for (int i = 0; i < 8_000_000; i++) {
            switch (program[i & 15]) {
            case 0: reg += 3; break;
            case 1: reg ^= i; break;
            case 2: reg = reg * 5 + 1; break;
            case 3: reg >>>= 1; break;
            case 4: reg -= i & 255; break;
            case 5: reg |= 0x10; break;
            case 6: reg &= 0x7fffffff; break;
            default: reg = ~reg; break;
            }
            acc += classify(reg & 0x1ffff);
        }
        String[] words = {"alpha", "beta", "gamma", "delta", "epsilon"};
        Color[] colors = Color.values();
        for (int i = 0; i < 2_000_000; i++)
            acc += word(words[i % 5]) + shade(colors[i % 5]);
        System.out.println(acc + " " + reg);
    }
}
