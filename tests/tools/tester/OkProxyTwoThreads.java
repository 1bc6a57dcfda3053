/*
 * OkProxyTwoThreads -- CORRECT: two threads make proxies of different
 * interfaces, in either order.
 *
 * Whichever thread comes first gets $Proxy0 for its interface. A return to
 * a checkpoint forgets the proxy classes defined since, and the next
 * schedule may define $Proxy0 for the other interface: the VM must not hand
 * back the forgotten class of the same name made from other bytes (it did,
 * and a schedule saw "Cannot cast jdk.proxy1.$Proxy0" that no run of the
 * program could).
 *
 * Tester: nothing on any schedule (exit status 0). Output: "proxies: one two".
 */
import java.lang.reflect.Proxy;

public class OkProxyTwoThreads {
    public interface One { String one(); }
    public interface Two { String two(); }

    static volatile String first, second;

    static <T> T proxy(Class<T> type) {
        return type.cast(Proxy.newProxyInstance(OkProxyTwoThreads.class.getClassLoader(), new Class<?>[] {type},
                (p, m, a) -> m.getName()));
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> first = proxy(One.class).one(), "one");
        Thread b = new Thread(() -> second = proxy(Two.class).two(), "two");
        a.start();
        b.start();
        a.join();
        b.join();
        assert "one".equals(first) && "two".equals(second) : first + " " + second;
        System.out.println("proxies: " + first + " " + second);
    }
}
