import java.lang.reflect.Method;

/** Runs another benchmark's main in a second thread while main waits in join:
 *  a multithreaded program as a tool sees it, so a tool that skips a
 *  program's single-threaded phases (Eraser) pays its full per-access cost.
 *  Usage: InThread Benchmark [args...] */
public class InThread {
    public static void main(String[] args) throws Exception {
        Method m = Class.forName(args[0]).getMethod("main", String[].class);
        String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(() -> {
            try {
                m.invoke(null, (Object) rest);
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "benchmark");
        t.start();
        t.join();
        if (failure[0] != null)
            throw new RuntimeException(failure[0]);
    }
}
