import java.util.Arrays;

// Sorting 100000 ints with hand-written quicksort, mergesort, heapsort and radix sort, checked against Arrays.sort.
public class SortBig {
    static int[] data(int n, long seed) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            a[i] = (int) (seed >>> 32);
        }
        return a;
    }

    static void quick(int[] a, int lo, int hi) {
        while (lo < hi) {
            if (hi - lo < 16) {
                for (int i = lo + 1; i <= hi; i++) {
                    int v = a[i], j = i - 1;
                    while (j >= lo && a[j] > v) { a[j + 1] = a[j]; j--; }
                    a[j + 1] = v;
                }
                return;
            }
            int mid = lo + (hi - lo) / 2;
            int pivot = median(a[lo], a[mid], a[hi]);
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (a[j] > pivot) j--;
                if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
            }
            if (j - lo < hi - i) { quick(a, lo, j); lo = i; } else { quick(a, i, hi); hi = j; }
        }
    }

    static int median(int x, int y, int z) {
        return Math.max(Math.min(x, y), Math.min(Math.max(x, y), z));
    }

    static void merge(int[] a, int[] tmp, int lo, int hi) {
        if (hi - lo <= 1) return;
        int mid = (lo + hi) >>> 1;
        merge(a, tmp, lo, mid);
        merge(a, tmp, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        while (i < mid) tmp[k++] = a[i++];
        while (j < hi) tmp[k++] = a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }

    static void heap(int[] a) {
        int n = a.length;
        for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
        for (int end = n - 1; end > 0; end--) {
            int t = a[0]; a[0] = a[end]; a[end] = t;
            sift(a, 0, end);
        }
    }

    static void sift(int[] a, int i, int n) {
        while (true) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < n && a[l] > a[m]) m = l;
            if (r < n && a[r] > a[m]) m = r;
            if (m == i) return;
            int t = a[i]; a[i] = a[m]; a[m] = t;
            i = m;
        }
    }

    static void radix(int[] a) {
        int[] buf = new int[a.length];
        for (int shift = 0; shift < 32; shift += 8) {
            int[] count = new int[257];
            for (int v : a) count[((v ^ (shift == 24 ? 0x80000000 : 0)) >>> shift & 0xff) + 1]++;
            for (int i = 0; i < 256; i++) count[i + 1] += count[i];
            for (int v : a) buf[count[(v ^ (shift == 24 ? 0x80000000 : 0)) >>> shift & 0xff]++] = v;
            System.arraycopy(buf, 0, a, 0, a.length);
        }
    }

    static long checksum(int[] a) {
        long h = 0;
        for (int i = 0; i < a.length; i++) h = h * 1000003 + a[i] + i;
        return h;
    }

    public static void main(String[] args) {
        int n = 100000;
        int[] orig = data(n, 2024);
        int[] ref = orig.clone();
        Arrays.sort(ref);
        System.out.println("min=" + ref[0] + " max=" + ref[n - 1] + " median=" + ref[n / 2] + " checksum=" + checksum(ref));
        int[] q = orig.clone();
        quick(q, 0, n - 1);
        System.out.println("quicksort ok=" + Arrays.equals(q, ref));
        int[] m = orig.clone();
        merge(m, new int[n], 0, n);
        System.out.println("mergesort ok=" + Arrays.equals(m, ref));
        int[] h = orig.clone();
        heap(h);
        System.out.println("heapsort ok=" + Arrays.equals(h, ref));
        int[] r = orig.clone();
        radix(r);
        System.out.println("radix ok=" + Arrays.equals(r, ref));
        // sorted and reverse-sorted inputs, many duplicates
        int[] dup = new int[n];
        for (int i = 0; i < n; i++) dup[i] = (i * 7919) % 17 - 8;
        int[] dq = dup.clone();
        quick(dq, 0, n - 1);
        int[] dref = dup.clone();
        Arrays.sort(dref);
        System.out.println("duplicates ok=" + Arrays.equals(dq, dref) + " checksum=" + checksum(dq));
        int[] rev = new int[n];
        for (int i = 0; i < n; i++) rev[i] = n - i;
        quick(rev, 0, n - 1);
        boolean sorted = true;
        for (int i = 1; i < n; i++) if (rev[i - 1] > rev[i]) sorted = false;
        System.out.println("reverse input sorted=" + sorted);
        // sample values
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i += 9999) sb.append(ref[i]).append(' ');
        System.out.println("samples " + sb);
        // long and double sorts
        long[] ls = new long[20000];
        double[] ds = new double[20000];
        for (int i = 0; i < ls.length; i++) {
            ls[i] = ((long) orig[i] << 20) ^ orig[i + 1];
            ds[i] = orig[i] / 1e6;
        }
        Arrays.sort(ls);
        Arrays.sort(ds);
        System.out.println("longs " + ls[0] + " " + ls[10000] + " " + ls[19999] + " doubles " + ds[0] + " " + ds[10000] + " " + ds[19999]);
        // binary searches
        int found = 0;
        for (int i = 0; i < 10000; i++) if (Arrays.binarySearch(ref, orig[i * 7]) >= 0) found++;
        System.out.println("binary search found " + found);
    }
}
