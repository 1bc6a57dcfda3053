/* For tests/tools/rti/test-skip.sh: skips that must outlast the interpreter's
 * small cache when the tool keeps them in the objects (rti_skip_marks). No
 * synchronisation, no collection and no other thread between the rounds, so
 * with marks each variable is raised once for reads and once for writes. */
public class RtiSkipMany {
    int y;          // 4 bytes: a mark bit
    long w;         // 8 bytes: a mark bit
    byte b;         // smaller: the cache (not counted)
    RtiSkipMany next;

    public static void main(String[] args) throws InterruptedException {
        Thread.sleep(50); // the JDK's own threads (the cleaner) start and wait first
        System.out.print(""); // resolved now: loading System from here synchronises
        RtiSkipMany[] objs = new RtiSkipMany[3000];   // a:W 3000 (the stores)
        for (int i = 0; i < objs.length; i++) {
            objs[i] = new RtiSkipMany();                 // a:W (above)
            objs[i].y = i;                               // y:W 3000
            objs[i].w = i;                               // w:W 3000
        }
        long s = 0;
        for (int round = 0; round < 3; round++)
            for (int i = 0; i < objs.length; i++)      // a:R 3000 (first round)
                s += objs[i].y + objs[i].w;              // nothing: covered by the writes
        for (int round = 0; round < 3; round++)
            for (int i = 0; i < objs.length; i++)
                objs[i].y += round;                      // nothing
        int[] big = new int[1000];                      // beyond 32 elements: chunks of 64
        for (int round = 0; round < 3; round++)
            for (int i = 0; i < big.length; i++)
                s += big[i];                             // b:R 1000 (and none below)
        for (int round = 0; round < 3; round++)
            for (int i = 0; i < big.length; i++)
                big[i] += round;                         // b:W 1000 (reads covered above)
        int[] small = new int[20];                      // up to 32: in the array's own mark
        for (int round = 0; round < 3; round++)
            for (int i = 0; i < small.length; i++)
                small[i] += round;                       // s:R 20, s:W 20
        int[] huge = new int[5_000_000];                // beyond 4M elements: the table
        int[] at = {10, 4_500_000, 4_500_001};
        for (int round = 0; round < 3; round++)
            for (int i : at)
                huge[i] += round;                        // h:R 3, h:W 3
        System.out.println(s + " " + big[999] + " " + small[19] + " " + huge[4_500_001]);
    }
}
