/** Allocates about 10 GB in total while keeping a live set of about 50 MB:
 * the heap must stay bounded (peak RSS is reported by bench/run.sh). */
public class GcChurn {
    public static void main(String[] args) {
        int live = 50 * 1024;              // 50k arrays of 1 KB = 50 MB live
        byte[][] keep = new byte[live][];
        long total = 0;
        long target = 10L << 30;
        int i = 0;
        while (total < target) {
            byte[] b = new byte[1000];
            b[i & 511] = (byte) i;
            keep[i % live] = b;           // replaces an old array: it becomes garbage
            total += 1000 + 48;
            i++;
        }
        long sum = 0;
        for (byte[] b : keep) sum += b[0];
        System.out.println("allocated " + (total >> 20) + " MB, checksum " + sum);
    }
}
