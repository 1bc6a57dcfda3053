import java.util.ArrayList;
import java.util.List;

// race-free
/** Lazy initialisation through the holder-class idiom: class initialisation
 *  orders the static initializer before every use. */
public class LazyHolder {
    static class Holder {
        static final List<String> NAMES = new ArrayList<>();
        static int loads;

        static {
            NAMES.add("alpha");
            NAMES.add("beta");
            loads = 1;
        }
    }

    public static void main(String[] args) throws Exception {
        int[] out = new int[2];
        Thread a = new Thread(() -> out[0] = Holder.NAMES.size() + Holder.loads);
        Thread b = new Thread(() -> out[1] = Holder.NAMES.get(1).length() + Holder.loads);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(out[0] + out[1]);
    }
}
