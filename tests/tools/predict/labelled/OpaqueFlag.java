import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

// race: OpaqueFlag.data
/** The writer publishes data through a flag written and read in opaque mode
 *  (VarHandle setOpaque/getOpaque): the reader sees the flag change in the
 *  end, but opaque mode orders no other variable, so the read of data races
 *  with its write. */
public class OpaqueFlag {
    static int data;
    static int flag;
    static final VarHandle FLAG;

    static {
        try {
            FLAG = MethodHandles.lookup().findStaticVarHandle(OpaqueFlag.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            data = 42;
            FLAG.setOpaque(1);
        });
        Thread r = new Thread(() -> {
            while ((int) FLAG.getOpaque() == 0)
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
