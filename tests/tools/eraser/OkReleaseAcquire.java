import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;


/** The same publication in release/acquire mode (VarHandle setRelease and
 *  getAcquire): the acquiring read of the flag that sees the releasing write
 *  orders the write of data before its read. */
public class OkReleaseAcquire {
    static int data;
    static int flag;
    static final VarHandle FLAG;

    static {
        try {
            FLAG = MethodHandles.lookup().findStaticVarHandle(OkReleaseAcquire.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            data = 42;
            FLAG.setRelease(1);
        });
        Thread r = new Thread(() -> {
            while ((int) FLAG.getAcquire() == 0)
                Thread.yield();
            if (data != 42)
                System.out.println("stale");
        });
        r.start();
        w.start();
        w.join();
        r.join();
        System.out.println("done");
    }
}
