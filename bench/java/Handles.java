import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;

/** java.lang.invoke in a loop: invokeExact of a virtual and a static handle,
 * invoke with boxing (an asType adaptation), a bound handle, and a VarHandle's
 * getAndAdd and getVolatile on a field. */
public class Handles {
    int base = 7;
    volatile int counter;

    int plus(int x) { return x + base; }
    static long mix(long a, int b) { return a * 31 + b; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle plus = l.findVirtual(Handles.class, "plus", MethodType.methodType(int.class, int.class));
        MethodHandle mix = l.findStatic(Handles.class, "mix", MethodType.methodType(long.class, long.class, int.class));
        Handles h = new Handles();
        MethodHandle bound = plus.bindTo(h);
        VarHandle cnt = l.findVarHandle(Handles.class, "counter", int.class);
        long acc = 0;
        for (int i = 0; i < 400_000; i++) {
            acc += (int) plus.invokeExact(h, i & 1023);
            acc = (long) mix.invokeExact(acc, i);
            acc += (Integer) plus.invoke(h, (Integer) (i & 255));
            acc += (int) bound.invokeExact(i & 127);
            cnt.getAndAdd(h, 1);
            acc += (int) cnt.getVolatile(h);
        }
        System.out.println(acc + " " + h.counter);
    }
}
