import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/*
 * RaceVarHandlePlain -- racy: one thread writes a plain field through a
 * VarHandle in plain mode (`X.set(o, 1)`), another with `o.x = 2`; nothing
 * orders them. Plain mode is no synchronisation.
 *
 * Predict: the race on x (before, an access Unsafe made for a VarHandle
 * was taken as the JDK's own and not checked: hunt 10).
 */
public class RaceVarHandlePlain {
    int x;
    static final VarHandle X;

    static {
        try {
            X = MethodHandles.lookup().findVarHandle(RaceVarHandlePlain.class, "x", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        RaceVarHandlePlain o = new RaceVarHandlePlain();
        Thread a = new Thread(() -> X.set(o, 1));
        Thread b = new Thread(() -> {
            try {
                Thread.sleep(50); // (after the other thread, in the observed run)
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            o.x = 2;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
