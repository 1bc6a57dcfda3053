import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/** A worker writes slots[0] through an array-element VarHandle in plain
 *  mode (set), main reads it plainly: a data race, the VarHandle's code
 *  accessing the element for the worker (hunt 15 F7). */
public class RaceJdkVarHandleElem {
    static final int[] slots = new int[4];
    static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(int[].class);

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> SLOT.set(slots, 0, 1));
        w.start();
        int seen = slots[0];
        w.join();
        System.out.println(seen >= 0 ? "done" : "?");
    }
}
