/*
 * OkProxyModule -- CORRECT: a proxy made by a thread after the search starts.
 *
 * The first proxy of a class loader defines a dynamic module (jdk.proxyN)
 * that reads the class path's unnamed module and exports its package, all
 * while the tester explores: every return to a checkpoint takes that module
 * out of the VM's module graph again, and the next schedule defines it anew;
 * the proxy class's references to the interface are checked against it
 * (module access at link time). A second thread races with it on a counter.
 * (Two threads making proxies of different interfaces: OkProxyTwoThreads.)
 *
 * Tester: nothing on any schedule (exit status 0). Output: "proxy: one 2".
 */
import java.lang.reflect.Proxy;
import java.util.concurrent.atomic.AtomicInteger;

public class OkProxyModule {
    public interface One { String one(); }

    static final AtomicInteger count = new AtomicInteger();
    static volatile String said;

    static One proxy() {
        return (One) Proxy.newProxyInstance(OkProxyModule.class.getClassLoader(), new Class<?>[] {One.class},
                (p, m, a) -> m.getName());
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { count.incrementAndGet(); said = proxy().one(); }, "proxy");
        Thread b = new Thread(() -> count.incrementAndGet(), "counter");
        a.start();
        b.start();
        a.join();
        b.join();
        assert "one".equals(said) : said;
        One p = proxy();
        assert p.getClass().getModule().isNamed() && One.class.getModule().canRead(p.getClass().getModule());
        System.out.println("proxy: " + said + " " + count.get());
    }
}
