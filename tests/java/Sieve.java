import java.util.BitSet;

// Compute-heavy loops: sieve of Eratosthenes up to 100000 (boolean[] and BitSet), prime gaps, twin primes, Goldbach checks.
public class Sieve {
    public static void main(String[] args) {
        final int N = 100000;
        boolean[] composite = new boolean[N + 1];
        composite[0] = composite[1] = true;
        for (int i = 2; (long) i * i <= N; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= N; j += i) composite[j] = true;
            }
        }
        int count = 0;
        long sum = 0;
        int maxGap = 0, gapStart = 0, prev = 2, twins = 0;
        StringBuilder first = new StringBuilder();
        for (int i = 2; i <= N; i++) {
            if (composite[i]) continue;
            count++;
            sum += i;
            if (count <= 30) first.append(i).append(' ');
            if (i - prev > maxGap) {
                maxGap = i - prev;
                gapStart = prev;
            }
            if (i - prev == 2) twins++;
            prev = i;
            if (count % 1000 == 0) System.out.println("prime #" + count + " = " + i);
        }
        System.out.println("first 30: " + first);
        System.out.println("count=" + count + " sum=" + sum + " largest=" + prev + " maxGap=" + maxGap + " after " + gapStart + " twinPairs=" + twins);
        // the same with a BitSet
        BitSet bs = new BitSet(N + 1);
        bs.set(2, N + 1);
        for (int i = bs.nextSetBit(0); i >= 0 && (long) i * i <= N; i = bs.nextSetBit(i + 1)) {
            for (int j = i * i; j <= N; j += i) bs.clear(j);
        }
        System.out.println("BitSet cardinality=" + bs.cardinality() + " agrees=" + (bs.cardinality() == count) + " prevSetBit(N)=" + bs.previousSetBit(N));
        // Goldbach: every even number 4..10000 is a sum of two primes; print the representation count of a few
        int checked = 0;
        for (int e = 4; e <= 10000; e += 2) {
            int ways = 0;
            for (int p = 2; p <= e / 2; p++) if (!composite[p] && !composite[e - p]) ways++;
            if (ways == 0) System.out.println("Goldbach fails at " + e);
            checked++;
            if (e % 1000 == 0) System.out.println("goldbach(" + e + ") ways=" + ways);
        }
        System.out.println("goldbach checked " + checked);
        // segmented primality by trial division for a few large longs
        long[] candidates = {1_000_000_007L, 1_000_000_009L, 999_999_999_989L, 1_000_000_000_001L, 2_147_483_647L, 4_294_967_297L};
        for (long c : candidates) {
            long f = smallestFactor(c);
            System.out.println(c + (f == c ? " is prime" : " = " + f + " * " + c / f));
        }
        // Euler's totient sieve
        int M = 20000;
        int[] phi = new int[M + 1];
        for (int i = 0; i <= M; i++) phi[i] = i;
        for (int i = 2; i <= M; i++) {
            if (phi[i] == i) for (int j = i; j <= M; j += i) phi[j] -= phi[j] / i;
        }
        long phiSum = 0;
        for (int i = 1; i <= M; i++) phiSum += phi[i];
        System.out.println("sum of phi(1.." + M + ")=" + phiSum + " phi(9973)=" + phi[9973] + " phi(10000)=" + phi[10000]);
    }

    static long smallestFactor(long n) {
        if (n % 2 == 0) return 2;
        for (long d = 3; d * d <= n; d += 2) if (n % d == 0) return d;
        return n;
    }
}
