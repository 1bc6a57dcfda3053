/*
 * BugReflectInvoke -- BUG: a lost update in code that main runs through
 * Method.invoke, and another through a MethodHandle (invokeExact).
 *
 * Both threads of each round read the counter, yield and write it back, so an
 * increment can be lost. The program's code runs inside the VM's reflective
 * call (and inside the method handle's linkage): the tester must search
 * there as anywhere else. Before, no checkpoint could be taken while main was
 * inside Method.invoke, so the search ran one schedule and found nothing (and
 * the source launcher, which calls main through Method.invoke, hid every bug).
 *
 * Tester: two failures, main's assertions in each round:
 *   uncaught exception: java.lang.AssertionError: reflect count=1
 *   uncaught exception: java.lang.AssertionError: handle count=1
 */
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

public class BugReflectInvoke {
    static int count;

    static int round(String how) throws InterruptedException {
        count = 0;
        Runnable inc = () -> { int v = count; Thread.yield(); count = v + 1; };   // BUG: not atomic
        Thread a = new Thread(inc, how + "-a"), b = new Thread(inc, how + "-b");
        a.start(); b.start(); a.join(); b.join();
        return count;
    }

    public static void viaReflection() throws InterruptedException {
        int c = round("reflect");
        assert c == 2 : "reflect count=" + c;
    }

    public static void viaHandle() throws InterruptedException {
        int c = round("handle");
        assert c == 2 : "handle count=" + c;
    }

    public static void main(String[] args) throws Throwable {
        Method m = BugReflectInvoke.class.getMethod("viaReflection");
        try {
            m.invoke(null);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
        MethodHandle h = MethodHandles.lookup().findStatic(BugReflectInvoke.class, "viaHandle", MethodType.methodType(void.class));
        h.invokeExact();
        System.out.println("count: " + count);
    }
}
