// Recursion-heavy code: fib(25) recursively, Ackermann, Hanoi, permutations, N-queens, memoised and mutual recursion.
public class Recursion {
    static int calls;

    static int fib(int n) {
        calls++;
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static long fibMemo(int n, long[] memo) {
        if (n < 2) return n;
        if (memo[n] != 0) return memo[n];
        return memo[n] = fibMemo(n - 1, memo) + fibMemo(n - 2, memo);
    }

    static int ackermann(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static int moves;
    static StringBuilder firstMoves = new StringBuilder();
    static void hanoi(int n, char from, char to, char via) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to);
        moves++;
        if (moves <= 10) firstMoves.append(from).append("->").append(to).append(' ');
        hanoi(n - 1, via, to, from);
    }

    static int permCount;
    static StringBuilder perms = new StringBuilder();
    static void permute(char[] a, int k) {
        if (k == a.length) {
            permCount++;
            if (permCount <= 8 || permCount % 100 == 0) perms.append(new String(a)).append(' ');
            return;
        }
        for (int i = k; i < a.length; i++) {
            char t = a[k]; a[k] = a[i]; a[i] = t;
            permute(a, k + 1);
            t = a[k]; a[k] = a[i]; a[i] = t;
        }
    }

    static int queens(int n, int row, int cols, int d1, int d2) {
        if (row == n) return 1;
        int count = 0;
        for (int c = 0; c < n; c++) {
            if ((cols & (1 << c)) != 0 || (d1 & (1 << (row + c))) != 0 || (d2 & (1 << (row - c + n))) != 0) continue;
            count += queens(n, row + 1, cols | (1 << c), d1 | (1 << (row + c)), d2 | (1 << (row - c + n)));
        }
        return count;
    }

    static boolean isEven(int n) { return n == 0 || isOdd(n - 1); }
    static boolean isOdd(int n) { return n != 0 && isEven(n - 1); }

    static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

    static long power(long base, int exp, long mod) {
        if (exp == 0) return 1 % mod;
        long half = power(base, exp / 2, mod);
        long r = half * half % mod;
        return exp % 2 == 1 ? r * (base % mod) % mod : r;
    }

    static String toBinary(int n) { return n < 2 ? Integer.toString(n) : toBinary(n / 2) + (n % 2); }

    static int partitions(int n, int max) {
        if (n == 0) return 1;
        if (n < 0 || max == 0) return 0;
        return partitions(n - max, max) + partitions(n, max - 1);
    }

    public static void main(String[] args) {
        for (int i = 0; i <= 25; i += 5) {
            calls = 0;
            int f = fib(i);
            System.out.println("fib(" + i + ")=" + f + " calls=" + calls);
        }
        long[] memo = new long[93];
        System.out.println("fibMemo(92)=" + fibMemo(92, memo) + " fibMemo(50)=" + memo[50]);
        for (int m = 0; m <= 3; m++) {
            StringBuilder sb = new StringBuilder();
            for (int n = 0; n <= 4; n++) sb.append(ackermann(m, n)).append(' ');
            System.out.println("ackermann(" + m + ", 0..4) = " + sb);
        }
        System.out.println("ackermann(2, 100)=" + ackermann(2, 100) + " ackermann(3, 6)=" + ackermann(3, 6));
        hanoi(16, 'A', 'C', 'B');
        System.out.println("hanoi(16) moves=" + moves + " first: " + firstMoves);
        permute("abcdef".toCharArray(), 0);
        System.out.println("permutations=" + permCount + " sample: " + perms);
        for (int n = 4; n <= 9; n++) System.out.println(n + "-queens solutions: " + queens(n, 0, 0, 0, 0));
        System.out.println("isEven(1001)=" + isEven(1001) + " isOdd(777)=" + isOdd(777));
        System.out.println("gcd(1071,462)=" + gcd(1071, 462) + " gcd(2^40,6^15)=" + gcd(1L << 40, 470184984576L));
        System.out.println("power(3,1000000,1e9+7)=" + power(3, 1000000, 1_000_000_007L) + " power(2,62,MAX)=" + power(2, 62, Long.MAX_VALUE));
        System.out.println("toBinary(1234567)=" + toBinary(1234567) + " matches " + toBinary(1234567).equals(Integer.toBinaryString(1234567)));
        System.out.println("partitions(40)=" + partitions(40, 40) + " partitions(50)=" + partitions(50, 50));
    }
}
