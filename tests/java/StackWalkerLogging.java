import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.function.Supplier;
import java.util.logging.ConsoleHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.logging.StreamHandler;

// compare: stderr
// java.util.logging through the console handler: the record's source class and
// method are inferred with a StackWalker.
public class StackWalkerLogging {
    static final Logger LOG = Logger.getLogger("swl.test");

    // Prints what each record says about its caller, on stdout.
    static class Recorder extends Handler {
        @Override
        public void publish(LogRecord r) {
            String msg = r.getMessage();
            if (r.getParameters() != null && r.getParameters().length > 0)
                msg = msg + " " + java.util.Arrays.toString(r.getParameters());
            System.out.println("record " + r.getLevel() + " " + r.getLoggerName() + " from "
                    + r.getSourceClassName() + "." + r.getSourceMethodName() + ": " + msg
                    + (r.getThrown() != null ? " thrown " + r.getThrown() : ""));
        }
        @Override public void flush() {}
        @Override public void close() {}
    }

    static class Service {
        void work() {
            LOG.info("service working");
            LOG.warning(() -> "supplied warning");
            Runnable r = () -> LOG.fine("fine from lambda");
            r.run();
        }
        Service() {
            LOG.info("constructing");
        }
        static {
            LOG.config("static init");
        }
    }

    static void helper(int depth) {
        if (depth > 0) {
            helper(depth - 1);
            return;
        }
        LOG.log(Level.INFO, "deep {0} {1}", new Object[] {"a", 7});
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.util.logging.SimpleFormatter.format", "[%4$s] %2$s %3$s: %5$s%6$s%n");
        Logger.getLogger("x").info("hi");

        LOG.setUseParentHandlers(true);
        LOG.setLevel(Level.ALL);
        LOG.addHandler(new Recorder());
        ConsoleHandler ch = new ConsoleHandler();
        ch.setLevel(Level.ALL);
        ch.setFormatter(new SimpleFormatter());
        LOG.addHandler(ch);

        LOG.info("from main");
        new Service().work();
        helper(40);
        LOG.logp(Level.INFO, "Explicit", "method", "explicit source");
        LOG.log(Level.SEVERE, "with exception", new IllegalStateException("bad"));
        LOG.entering("StackWalkerLogging", "main");
        Supplier<String> s = () -> "supplier message";
        LOG.info(s);
        java.lang.reflect.Method m = StackWalkerLogging.class.getDeclaredMethod("reflective");
        m.invoke(null);

        // A record's caller is inferred lazily, when first asked.
        LogRecord rec = new LogRecord(Level.INFO, "made here");
        System.out.println("lazy: " + rec.getSourceClassName() + "." + rec.getSourceMethodName());

        // A formatter writing to a stream, through the platform logger too.
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StreamHandler sh = new StreamHandler(new PrintStream(bytes, true, "UTF-8"), new Formatter() {
            @Override
            public String format(LogRecord r) {
                return r.getSourceClassName() + "#" + r.getSourceMethodName() + " " + formatMessage(r) + "\n";
            }
        });
        Logger other = Logger.getLogger("swl.other");
        other.setUseParentHandlers(false);
        other.addHandler(sh);
        other.info("to stream");
        Thread t = new Thread(() -> other.warning("from thread"));
        t.start();
        t.join();
        sh.flush();
        System.out.print(bytes.toString("UTF-8"));

        System.Logger sl = System.getLogger("swl.system");
        sl.log(System.Logger.Level.INFO, "system logger {0}", "arg");
        System.out.println("done");
    }

    static void reflective() {
        LOG.info("via reflection");
    }
}
