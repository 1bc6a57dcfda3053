/* Objects for tests/tools/rti/test-free.sh: freetool flags the Marked ones
 * for their free events (at their allocation, or in phase() while a
 * checkpoint is live); the Plain ones are never flagged. */
public class RtiFree {
    static final class Marked { int v; }
    static final class Plain { int v; }

    static Marked[] held = new Marked[1000];

    /* freetool's option late flags each object at its second write here,
     * after the first has saved it for the checkpoint. */
    static void phase() {
        for (Marked m : held) {
            m.v++;
            m.v++;
        }
    }

    /* freetool's option undone runs this twice: a checkpoint is taken at
     * its entry and returned to at its first exit, so the objects of its
     * first run are left over from a run taken back. */
    static int phase2() {
        Marked[] made = new Marked[1000];
        int n = 0;
        for (int i = 0; i < made.length; i++) {
            made[i] = new Marked();
            n += made[i].v + 1;
        }
        return n;
    }

    public static void main(String[] args) {
        for (int i = 0; i < held.length; i++)
            held[i] = new Marked();
        phase();
        System.out.println("phase2 " + phase2());
        int sum = 0;
        for (Marked m : held)
            sum += m.v;
        held = null;
        for (int r = 0; r < 9; r++) {
            for (int i = 0; i < 1000; i++) {
                new Marked();
                new Plain();
            }
            System.gc();
        }
        System.gc();
        System.out.println("sum " + sum);
    }
}
