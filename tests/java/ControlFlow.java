// Control flow: loops of every kind, labeled break/continue, short-circuit evaluation, ternaries, nested conditions.
public class ControlFlow {
    static int evals;

    static boolean t(String tag, StringBuilder log) { log.append(tag); evals++; return true; }
    static boolean f(String tag, StringBuilder log) { log.append(tag); evals++; return false; }

    public static void main(String[] args) {
        // for, while, do-while
        int s = 0;
        for (int i = 0; i < 10; i++) s += i;
        int w = 0, k = 100;
        while (k > 1) { k /= 3; w++; }
        int d = 0;
        do { d++; } while (d < 0);
        System.out.println("for sum=" + s + " while iterations=" + w + " do-while ran=" + d);
        // for with multiple variables and empty parts
        StringBuilder sb = new StringBuilder();
        for (int i = 0, j = 10; i < j; i += 2, j--) sb.append(i).append(':').append(j).append(' ');
        System.out.println("two vars: " + sb);
        int n = 0;
        for (;;) { if (++n >= 7) break; }
        System.out.println("infinite for broke at " + n);
        // labeled break and continue
        sb.setLength(0);
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                sb.append(i).append(j).append(' ');
            }
        }
        System.out.println("labeled: " + sb);
        sb.setLength(0);
        block:
        {
            sb.append("in block ");
            if (sb.length() > 0) break block;
            sb.append("unreachable ");
        }
        System.out.println(sb + "after block");
        // search in 2D with labeled break
        int[][] grid = {{1, 2, 3}, {4, 42, 6}, {7, 8, 42}};
        int fr = -1, fc = -1;
        search:
        for (int r = 0; r < grid.length; r++)
            for (int c = 0; c < grid[r].length; c++)
                if (grid[r][c] == 42) { fr = r; fc = c; break search; }
        System.out.println("found 42 at " + fr + "," + fc);
        // continue in while and do-while
        int i = 0, odd = 0;
        while (i < 20) {
            i++;
            if (i % 2 == 0) continue;
            odd += i;
        }
        int j = 0, cnt = 0;
        do {
            j++;
            if (j % 3 != 0) continue;
            cnt++;
        } while (j < 30);
        System.out.println("odd sum=" + odd + " multiples of 3=" + cnt);
        // short-circuit evaluation order
        StringBuilder log = new StringBuilder();
        boolean r1 = f("a", log) && t("b", log);
        boolean r2 = t("c", log) || f("d", log);
        boolean r3 = f("e", log) || t("f", log) && f("g", log);
        boolean r4 = f("h", log) & t("i", log);
        boolean r5 = t("j", log) | f("k", log);
        boolean r6 = t("l", log) ^ t("m", log);
        System.out.println("results " + r1 + r2 + r3 + r4 + r5 + r6 + " log=" + log + " evals=" + evals);
        // ternaries, nested and chained
        for (int v = -2; v <= 2; v++) {
            String sign = v < 0 ? "neg" : v == 0 ? "zero" : "pos";
            int abs = v < 0 ? -v : v;
            System.out.print(sign + abs + (v % 2 == 0 ? "e " : "o "));
        }
        System.out.println();
        // if/else chains with complex conditions
        StringBuilder fizz = new StringBuilder();
        for (int x = 1; x <= 30; x++) {
            if (x % 15 == 0) fizz.append("FizzBuzz");
            else if (x % 5 == 0) fizz.append("Buzz");
            else if (x % 3 == 0) fizz.append("Fizz");
            else fizz.append(x);
            fizz.append(x < 30 ? "," : "");
        }
        System.out.println(fizz);
        // Collatz with long values
        long maxSteps = 0, arg = 0;
        for (long start = 1; start < 30000; start++) {
            long x = start;
            int steps = 0;
            while (x != 1) {
                x = (x & 1) == 0 ? x >> 1 : 3 * x + 1;
                steps++;
            }
            if (steps > maxSteps) { maxSteps = steps; arg = start; }
        }
        System.out.println("longest Collatz below 30000: " + arg + " with " + maxSteps + " steps");
        // compound boolean assignments
        boolean b = true;
        b &= false;
        b |= true;
        b ^= true;
        System.out.println("compound boolean " + b + " !b=" + !b);
        // conditional with side effects in loop condition
        int idx = 0;
        int[] arr = {3, 1, 4, 1, 5, 9, 2, 6};
        while (idx < arr.length && arr[idx++] != 9) { }
        System.out.println("stopped after 9 at idx=" + idx);
        // switch inside loop with continue/break interplay
        sb.setLength(0);
        loop:
        for (int x = 0; x < 10; x++) {
            switch (x % 4) {
                case 0: continue;
                case 1: sb.append('a'); break;
                case 2: sb.append('b');
                case 3: if (x > 8) break loop; sb.append('c'); break;
            }
            sb.append(x);
        }
        System.out.println("switch in loop: " + sb);
        // enhanced for over arrays of various types
        long total = 0;
        for (char c : "abc".toCharArray()) total += c;
        for (double dd : new double[] {0.5, 1.5}) total += (long) (dd * 10);
        for (String str : new String[] {"x", "yy"}) total += str.length();
        for (boolean bb : new boolean[] {true, false, true}) total += bb ? 1 : 0;
        System.out.println("enhanced-for total " + total);
    }
}
