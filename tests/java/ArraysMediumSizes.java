import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Arrays of 32 KiB to 128 KiB, the size classes that share blocks: made,
 *  copied, cloned and filled in a loop, a rolling window of them kept
 *  alive across collections, each checked against its checksum. (Each had
 *  a mapping of its own: 65,530 alive reached the kernel's limit and the VM
 *  aborted; copying them ran 3-5x slower than java -Xint.) */
public class ArraysMediumSizes {
    public static void main(String[] args) {
        List<long[]> keep = new ArrayList<>();
        List<Long> sums = new ArrayList<>();
        long total = 0;
        int[] sizes = {4097, 5000, 8191, 9000, 12000, 16000, 16379, 16380, 16381};
        for (int i = 0; i < 6000; i++) {
            int n = sizes[i % sizes.length];
            long[] a = new long[n];
            Arrays.fill(a, i);
            a[n - 1] = n;
            long[] b = (i & 1) == 0 ? a.clone() : Arrays.copyOf(a, n);
            long s = 0;
            for (int k = 0; k < n; k += 97)
                s += b[k];
            total += s;
            keep.add(b);
            sums.add(s);
            if (keep.size() > 300) {
                int j = (i * 7) % keep.size();
                long[] old = keep.remove(j);
                long want = sums.remove(j), got = 0;
                for (int k = 0; k < old.length; k += 97)
                    got += old[k];
                if (got != want)
                    throw new AssertionError("array " + j + " changed");
            }
        }
        byte[][] bytes = new byte[200][];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = new byte[32768 + i * 491];
            bytes[i][i] = (byte) i;
        }
        long b = 0;
        for (byte[] x : bytes)
            b += x.length + x[bytes.length > 0 ? 0 : 0];
        System.out.println(total + " " + keep.size() + " " + b);
    }
}
