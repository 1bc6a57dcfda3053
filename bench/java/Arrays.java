/** Array-heavy loops: sieve, matrix multiply, in-place sort. */
public class Arrays {
    public static void main(String[] args) {
        int n = 2_000_000;
        boolean[] comp = new boolean[n + 1];
        int primes = 0;
        for (int i = 2; i <= n; i++) {
            if (!comp[i]) { primes++; for (long j = (long) i * i; j <= n; j += i) comp[(int) j] = true; }
        }
        int m = 120;
        double[][] a = new double[m][m], b = new double[m][m], c = new double[m][m];
        for (int i = 0; i < m; i++) for (int j = 0; j < m; j++) { a[i][j] = i + j; b[i][j] = i - j; }
        for (int i = 0; i < m; i++)
            for (int k = 0; k < m; k++) { double x = a[i][k]; for (int j = 0; j < m; j++) c[i][j] += x * b[k][j]; }
        int[] v = new int[200_000];
        int seed = 12345;
        for (int i = 0; i < v.length; i++) { seed = seed * 1103515245 + 12345; v[i] = seed >>> 8; }
        shellSort(v);
        System.out.println(primes + " " + c[m - 1][m - 1] + " " + v[0] + " " + v[v.length - 1]);
    }
    static void shellSort(int[] v) {
        for (int gap = v.length / 2; gap > 0; gap /= 2)
            for (int i = gap; i < v.length; i++) {
                int t = v[i], j = i;
                while (j >= gap && v[j - gap] > t) { v[j] = v[j - gap]; j -= gap; }
                v[j] = t;
            }
    }
}
