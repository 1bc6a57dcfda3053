import java.io.*;
import java.util.*;
import java.util.logging.*;

// Properties load (escapes, continuations, comments), store and storeToXML round trips
// (without the date line), defaults and list; java.util.logging to a StreamHandler with a
// fixed Formatter (levels, parameters, entering/exiting); java.util.Timer ordering.
public class PropsLoggingTimer {
    public static void main(String[] args) throws Exception {
        String src = "# comment\n! bang comment\nkey1 = value1\nkey2:value2\nkey3 value with spaces  \n"
            + "multi = line one \\\n    line two\nunicode=\\u00e9\\u20ac\nempty=\n  spaced\\ key = x\n"
            + "tab\\tkey=tab\\tvalue\ncolon\\:key=1\nequals\\=key=2\nkey1=overridden\n=novalue\ntrailing\\\\\n";
        Properties p = new Properties();
        p.load(new StringReader(src));
        new TreeMap<>(p).forEach((k, v) -> System.out.println("[" + k + "]=[" + v + "]"));
        p.load(new ByteArrayInputStream("latin=\u00e9\\u00e8\n".getBytes("ISO-8859-1")));
        System.out.println("latin " + p.getProperty("latin").codePoints().boxed().toList());
        System.out.println(p.getProperty("missing", "dflt") + " " + p.getProperty("key2") + " size " + p.size());
        Properties q = new Properties();
        q.setProperty("a b", "c=d:e");
        q.setProperty("#hash", "!bang");
        q.setProperty("uni", "\u00e9\u20ac\ud83d\ude00");
        q.setProperty("lead", "  spaces\tand\nnewline");
        StringWriter sw = new StringWriter();
        q.store(sw, "comment line\nsecond");
        for (String line : sw.toString().split("\n")) if (!line.startsWith("#") || line.startsWith("#comment") || line.startsWith("#second")) System.out.println("store: " + line);
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        q.store(bo, null);
        for (String line : bo.toString("ISO-8859-1").split("\n")) if (!line.startsWith("#")) System.out.println("store8859: " + line);
        Properties r = new Properties();
        r.load(new StringReader(sw.toString()));
        System.out.println("roundtrip " + r.equals(q));
        bo.reset();
        q.storeToXML(bo, "xml comment");
        Properties x = new Properties();
        x.loadFromXML(new ByteArrayInputStream(bo.toByteArray()));
        System.out.println("xml roundtrip " + x.equals(q));
        Properties defaults = new Properties();
        defaults.setProperty("d", "fromDefault");
        Properties withD = new Properties(defaults);
        withD.setProperty("e", "own");
        System.out.println(withD.getProperty("d") + " " + withD.get("d") + " " + new TreeSet<>(withD.stringPropertyNames()));
        StringWriter lw = new StringWriter();
        withD.list(new PrintWriter(lw));
        System.out.print(lw);

        // logging
        Logger log = Logger.getLogger("rivet.test");
        log.setUseParentHandlers(false);
        log.setLevel(Level.FINE);
        ByteArrayOutputStream lo = new ByteArrayOutputStream();
        Handler h = new StreamHandler(lo, new java.util.logging.Formatter() {
            public String format(LogRecord rec) {
                String t = rec.getThrown() == null ? "" : " thrown=" + rec.getThrown();
                return rec.getLevel() + "|" + rec.getLoggerName() + "|" + formatMessage(rec) + "|" + rec.getSourceClassName() + "." + rec.getSourceMethodName() + t + "\n";
            }
        });
        h.setLevel(Level.ALL);
        log.addHandler(h);
        log.info("hello");
        log.fine("fine msg");
        log.finer("not shown");
        log.log(Level.WARNING, "param {0} and {1}", new Object[]{"A", 42});
        log.log(Level.SEVERE, "with exception", new IllegalStateException("bad"));
        log.logp(Level.INFO, "Cls", "meth", "explicit source");
        log.entering("Cls", "m2");
        log.setLevel(Level.FINEST);
        log.entering("Cls", "m3", new Object[]{1, 2});
        log.exiting("Cls", "m3", "result");
        Logger child = Logger.getLogger("rivet.test.child");
        child.warning("from child");
        System.out.println("child parent " + child.getParent().getName() + " level " + child.getLevel() + " effective " + child.isLoggable(Level.FINE));
        h.flush();
        System.out.print(lo);
        SimpleFormatter sf = new SimpleFormatter();
        LogRecord lr = new LogRecord(Level.INFO, "x {0}");
        lr.setParameters(new Object[]{"y"});
        System.out.println("simple " + sf.formatMessage(lr));
        System.out.println(Level.parse("WARNING") + " " + Level.parse("800") + " " + Level.INFO.intValue() + " " + Level.CONFIG.getName());
        try { Level.parse("NOPE"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }

        // Timer with deterministic ordering: one thread runs tasks in order
        Timer timer = new Timer("t", true);
        List<String> got = Collections.synchronizedList(new ArrayList<>());
        java.util.concurrent.CountDownLatch cd = new java.util.concurrent.CountDownLatch(4);
        timer.schedule(new TimerTask() { public void run() { got.add("b"); cd.countDown(); } }, 40);
        timer.schedule(new TimerTask() { public void run() { got.add("a"); cd.countDown(); } }, 10);
        TimerTask rep = new TimerTask() { int n; public void run() { got.add("r" + n++); cd.countDown(); if (n == 2) cancel(); } };
        timer.schedule(rep, 80, 20);
        cd.await();
        System.out.println("timer " + got + " purge " + timer.purge());
        timer.cancel();
        try { timer.schedule(new TimerTask() { public void run() {} }, 1); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        try { new Timer().schedule(new TimerTask() { public void run() {} }, -1); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        System.exit(0);
    }
}
