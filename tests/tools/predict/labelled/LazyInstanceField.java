// race: LazyInstanceField$Service.table
/** Lazy initialisation of an instance field without a lock: two threads
 *  call lookup() on the same service. */
public class LazyInstanceField {
    static class Service {
        int[] table;

        int lookup(int i) {
            if (table == null) {
                int[] t = new int[8];
                for (int k = 0; k < t.length; k++) t[k] = k * k;
                table = t;
            }
            return table[i];
        }
    }

    public static void main(String[] args) throws Exception {
        Service s = new Service();
        int[] out = new int[2];
        Thread a = new Thread(() -> out[0] = s.lookup(2));
        Thread b = new Thread(() -> out[1] = s.lookup(3));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(out[0] + out[1]);
    }
}
