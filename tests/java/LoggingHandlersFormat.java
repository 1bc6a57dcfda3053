// java.util.logging: handlers, formatters, levels, filters, parents, resource bundles; System.Logger.
import java.io.*;
import java.util.Collections;
import java.util.logging.*;

public class LoggingHandlersFormat {
    static final class Plain extends Formatter {
        @Override public String format(LogRecord r) {
            return "[" + r.getLevel() + "|" + r.getLoggerName() + "|" + r.getSequenceNumber() % 1 + "] " + formatMessage(r)
                + (r.getThrown() != null ? " !" + r.getThrown() : "") + " src=" + r.getSourceClassName() + "." + r.getSourceMethodName() + "\n";
        }
        @Override public String getHead(Handler h) { return "HEAD\n"; }
        @Override public String getTail(Handler h) { return "TAIL\n"; }
    }

    public static void main(String[] args) throws Exception {
        LogManager.getLogManager().reset();
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        StreamHandler sh = new StreamHandler(bos, new Plain());
        sh.setLevel(Level.ALL);
        Logger root = Logger.getLogger("");
        Logger app = Logger.getLogger("app");
        Logger sub = Logger.getLogger("app.sub.deep");
        System.out.println("parents " + sub.getParent().getName() + " " + app.getParent().getName().isEmpty() + " " + root.getLevel());
        app.addHandler(sh);
        app.setLevel(Level.FINE);
        app.info("info message");
        app.fine("fine message");
        app.finer("finer hidden");
        sub.warning("from sub");
        sub.log(Level.SEVERE, "with param {0} and {1}", new Object[] {"p0", 42});
        sub.log(Level.INFO, "thrown", new IllegalStateException("bad"));
        app.logp(Level.CONFIG, "SrcClass", "srcMethod", "explicit source");
        app.entering("C", "m", "arg");
        app.setLevel(Level.FINEST);
        app.entering("C", "m", new Object[] {1, 2});
        app.exiting("C", "m", "result");
        app.throwing("C", "m", new RuntimeException("thrown!"));
        app.log(Level.INFO, () -> "supplied " + 7);
        app.setFilter(r -> !r.getMessage().contains("secret"));
        app.info("a secret");
        app.info("no filter hit");
        app.setFilter(null);
        sub.setUseParentHandlers(false);
        sub.info("not to parent");
        sh.flush();
        System.out.print(bos.toString());
        sh.close();
        System.out.println("after close: " + bos.toString().endsWith("TAIL\n"));

        // SimpleFormatter with a fixed format
        System.setProperty("java.util.logging.SimpleFormatter.format", "%4$s: %5$s [%3$s]%6$s%n");
        ByteArrayOutputStream b2 = new ByteArrayOutputStream();
        StreamHandler h2 = new StreamHandler(b2, new SimpleFormatter());
        Logger l2 = Logger.getLogger("simple");
        l2.setUseParentHandlers(false);
        l2.addHandler(h2);
        l2.info("simple one");
        l2.log(Level.WARNING, "with exc", new IOException("io"));
        h2.flush();
        String s2 = b2.toString();
        System.out.println(s2.lines().limit(4).reduce("", (x, y) -> x + y + "\n"));

        // XMLFormatter: print only the stable elements
        ByteArrayOutputStream b3 = new ByteArrayOutputStream();
        StreamHandler h3 = new StreamHandler(b3, new XMLFormatter());
        Logger l3 = Logger.getLogger("xml");
        l3.setUseParentHandlers(false);
        l3.addHandler(h3);
        l3.log(Level.WARNING, "xml <msg> & {0}", "arg");
        h3.close();
        for (String line : b3.toString().split("\n"))
            if (line.contains("<level>") || line.contains("<message>") || line.contains("<logger>") || line.contains("<class>") || line.contains("<method>") || line.startsWith("<?xml") || line.contains("DOCTYPE"))
                System.out.println("xml " + line.trim());

        // MemoryHandler pushes on a level
        ByteArrayOutputStream b4 = new ByteArrayOutputStream();
        StreamHandler target = new StreamHandler(b4, new Plain());
        MemoryHandler mh = new MemoryHandler(target, 3, Level.SEVERE);
        Logger l4 = Logger.getLogger("mem");
        l4.setUseParentHandlers(false);
        l4.addHandler(mh);
        for (int i = 0; i < 5; i++) l4.info("buffered " + i);
        System.out.println("before push: " + b4.size());
        l4.severe("trigger");
        target.flush();
        System.out.print(b4.toString().replace("HEAD\n", ""));

        // levels
        System.out.println(Level.parse("WARNING") + " " + Level.parse("800") + " " + Level.parse("1234") + " " + Level.FINE.intValue() + " " + Level.ALL.intValue());
        try { Level.parse("LOUD"); } catch (IllegalArgumentException e) { System.out.println("iae " + e.getMessage()); }
        System.out.println("names " + Collections.list(LogManager.getLogManager().getLoggerNames()).stream().filter(n -> n.startsWith("app") || n.equals("mem") || n.equals("xml")).sorted().toList());

        // LogManager configuration from a stream
        String cfg = "handlers=\ncfg.level=WARNING\ncfg.child.level=FINEST\n";
        LogManager.getLogManager().readConfiguration(new ByteArrayInputStream(cfg.getBytes()));
        Logger cfgL = Logger.getLogger("cfg.child");
        System.out.println("cfg " + Logger.getLogger("cfg").getLevel() + " " + cfgL.getLevel() + " " + cfgL.isLoggable(Level.FINER) + " app " + Logger.getLogger("app").getLevel());

        // System.Logger bridged to java.util.logging
        ByteArrayOutputStream b5 = new ByteArrayOutputStream();
        StreamHandler h5 = new StreamHandler(b5, new Plain());
        Logger jul = Logger.getLogger("sys.logger");
        jul.setUseParentHandlers(false);
        jul.addHandler(h5);
        jul.setLevel(Level.ALL);
        System.Logger sl = System.getLogger("sys.logger");
        sl.log(System.Logger.Level.INFO, "sys info {0}", "x");
        sl.log(System.Logger.Level.DEBUG, "sys debug");
        sl.log(System.Logger.Level.ERROR, "sys error", new Error("err"));
        System.out.println("sys loggable " + sl.isLoggable(System.Logger.Level.TRACE) + " name " + sl.getName());
        h5.flush();
        System.out.print(b5.toString().replace("HEAD\n", ""));
    }
}
