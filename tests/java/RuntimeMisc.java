import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.logging.*;

// Library services that need more of the runtime: java.util.Timer/TimerTask, ProcessBuilder (sh with arguments,
// environment, stdin/stdout/stderr redirection, exit codes), java.util.logging with a custom handler and formatter,
// ServiceLoader/installed FileSystemProviders (zip file system), Runtime.exec errors, and Cleaner/PhantomReference-free
// parts of java.lang.ref (strongly reachable referents only).
public class RuntimeMisc {
    public static void main(String[] args) throws Exception {
        Timer timer = new Timer("test-timer", true);
        List<String> events = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch fired = new CountDownLatch(4);
        timer.schedule(new TimerTask() {
            public void run() { events.add("once"); fired.countDown(); }
        }, 5);
        TimerTask repeating = new TimerTask() {
            int n;
            public void run() {
                if (n < 3) { events.add("tick" + n++); fired.countDown(); }
            }
        };
        timer.scheduleAtFixedRate(repeating, 200, 5);
        fired.await();
        System.out.println("timer cancel repeating " + repeating.cancel() + " again " + repeating.cancel() + " events " + events);
        TimerTask never = new TimerTask() { public void run() { events.add("never"); } };
        timer.schedule(never, 60_000);
        timer.cancel();
        System.out.println("purge after cancel " + timer.purge());
        try {
            timer.schedule(new TimerTask() { public void run() { } }, 1);
        } catch (IllegalStateException e) {
            System.out.println("schedule on cancelled timer: " + e.getMessage());
        }
        try {
            new Timer(true).schedule(new TimerTask() { public void run() { } }, -1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative delay: " + e.getMessage());
        }

        ProcessBuilder pb = new ProcessBuilder("sh", "-c", "echo \"args:$0 $1\"; echo \"env:$RIVET_VAR\"; read line; echo \"stdin:$line\"; echo err-line >&2; exit 7", "first", "second");
        pb.environment().put("RIVET_VAR", "from-java");
        Process p = pb.start();
        try (Writer w = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8)) {
            w.write("hello process\n");
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        int code = p.waitFor();
        System.out.println("process stdout [" + out.replace("\n", "|") + "] stderr [" + err.trim() + "] exit " + code + " exitValue " + p.exitValue() + " alive " + p.isAlive());
        Process merged = new ProcessBuilder("sh", "-c", "echo out; echo err >&2").redirectErrorStream(true).start();
        System.out.println("redirectErrorStream lines " + new BufferedReader(new InputStreamReader(merged.getInputStream())).lines().sorted().toList() + " exit " + merged.waitFor());
        Path tmp = Files.createTempFile("rivet-proc", ".txt");
        try {
            Process toFile = new ProcessBuilder("sh", "-c", "printf 'line1\\nline2\\n'").redirectOutput(tmp.toFile()).start();
            System.out.println("redirect to file exit " + toFile.waitFor() + " content " + Files.readAllLines(tmp));
            Process fromFile = new ProcessBuilder("wc", "-l").redirectInput(tmp.toFile()).start();
            System.out.println("redirect from file: wc -l says " + new String(fromFile.getInputStream().readAllBytes()).trim() + " exit " + fromFile.waitFor());
        } finally {
            Files.delete(tmp);
        }
        Process sleeper = new ProcessBuilder("sleep", "5").start();
        System.out.println("waitFor timeout " + sleeper.waitFor(10, TimeUnit.MILLISECONDS) + " alive " + sleeper.isAlive());
        try {
            sleeper.exitValue();
        } catch (IllegalThreadStateException e) {
            System.out.println("exitValue of running process: IllegalThreadStateException " + e.getMessage());
        }
        sleeper.destroy();
        int sig = sleeper.waitFor();
        System.out.println("destroyed exit code " + sig + " (128+SIGTERM) alive " + sleeper.isAlive() + " onExit yields the process " + (sleeper.onExit().get() == sleeper));
        try {
            new ProcessBuilder("/definitely/not/a/program").start();
        } catch (IOException e) {
            System.out.println("missing program: IOException " + e.getMessage());
        }
        Process rt = Runtime.getRuntime().exec(new String[]{"sh", "-c", "exit 42"});
        System.out.println("Runtime.exec exit " + rt.waitFor() + " pid positive " + (rt.pid() > 0)
            + " ProcessHandle.current pid positive " + (ProcessHandle.current().pid() > 0));
        List<ProcessBuilder> pipeline = List.of(new ProcessBuilder("printf", "c\\nb\\na\\nb\\n"), new ProcessBuilder("sort"), new ProcessBuilder("uniq", "-c"));
        List<Process> procs = ProcessBuilder.startPipeline(pipeline);
        Process last = procs.get(procs.size() - 1);
        System.out.println("pipeline " + new BufferedReader(new InputStreamReader(last.getInputStream())).lines().map(String::trim).toList());
        for (Process pr : procs) pr.waitFor();

        Logger log = Logger.getLogger("rivet.test");
        log.setUseParentHandlers(false);
        log.setLevel(Level.FINE);
        List<String> records = new ArrayList<>();
        Handler h = new Handler() {
            @Override
            public void publish(LogRecord r) {
                if (isLoggable(r)) records.add(getFormatter().format(r));
            }
            @Override
            public void flush() { }
            @Override
            public void close() { }
        };
        h.setFormatter(new java.util.logging.Formatter() {
            @Override
            public String format(LogRecord r) {
                return r.getLevel() + ":" + r.getLoggerName() + ":" + formatMessage(r) + (r.getThrown() != null ? " thrown=" + r.getThrown().getMessage() : "");
            }
        });
        h.setLevel(Level.FINE);
        log.addHandler(h);
        log.info("info message");
        log.fine("fine message");
        log.finer("finer is filtered");
        log.log(Level.WARNING, "param {0} and {1}", new Object[]{"A", 42});
        log.log(Level.SEVERE, "with exception", new IllegalStateException("logged failure"));
        log.warning(() -> "supplier message");
        Logger child = Logger.getLogger("rivet.test.child");
        child.info("child propagates to parent handlers");
        System.out.println("log records " + records);
        System.out.println("logger parent " + child.getParent().getName() + " level " + log.getLevel() + " isLoggable(FINEST) " + log.isLoggable(Level.FINEST) + " Level.parse " + Level.parse("WARNING").intValue()
            + " root logger name '" + Logger.getLogger("").getName() + "' same instance " + (Logger.getLogger("rivet.test") == log));
        try {
            Level.parse("NOT_A_LEVEL");
        } catch (IllegalArgumentException e) {
            System.out.println("Level.parse bad: " + e.getMessage());
        }
        SimpleFormatter sf = new SimpleFormatter();
        LogRecord lr = new LogRecord(Level.INFO, "simple {0}");
        lr.setParameters(new Object[]{"formatted"});
        lr.setLoggerName("x");
        System.out.println("SimpleFormatter formatMessage " + sf.formatMessage(lr));

        List<String> schemes = new ArrayList<>();
        for (java.nio.file.spi.FileSystemProvider fsp : java.nio.file.spi.FileSystemProvider.installedProviders()) schemes.add(fsp.getScheme());
        Collections.sort(schemes);
        System.out.println("installed FileSystemProviders " + schemes);
        Path zip = Files.createTempFile("rivet-zipfs", ".zip");
        try {
            Files.delete(zip);
            try {
                try (FileSystem zfs = FileSystems.newFileSystem(zip, Map.of("create", "true"))) {
                    Files.writeString(zfs.getPath("/dir/inside.txt"), "zip fs content", StandardOpenOption.CREATE_NEW);
                }
                System.out.println("zipfs missing parent dir rejected?");
            } catch (NoSuchFileException e) {
                System.out.println("zipfs write without parent: NoSuchFileException " + e.getMessage());
            }
            try (FileSystem zfs = FileSystems.newFileSystem(zip, Map.of("create", "true"))) {
                Files.createDirectories(zfs.getPath("/dir"));
                Files.writeString(zfs.getPath("/dir/inside.txt"), "zip fs content");
                Files.writeString(zfs.getPath("/top.txt"), "top");
            }
            try (FileSystem zfs = FileSystems.newFileSystem(zip)) {
                try (var s = Files.walk(zfs.getPath("/"))) {
                    System.out.println("zipfs walk " + s.map(Path::toString).sorted().toList() + " read " + Files.readString(zfs.getPath("/dir/inside.txt")) + " provider " + zfs.provider().getScheme());
                }
            }
        } finally {
            Files.deleteIfExists(zip);
        }
        ServiceLoader<java.nio.charset.spi.CharsetProvider> sl = ServiceLoader.load(java.nio.charset.spi.CharsetProvider.class);
        int providers = 0;
        for (java.nio.charset.spi.CharsetProvider cp : sl) providers++;
        System.out.println("ServiceLoader CharsetProvider (system class loader) count >= 0: " + (providers >= 0) + " findFirst present " + ServiceLoader.load(Runnable.class).findFirst().isPresent());

        Object referent = new StringBuilder("strong");
        java.lang.ref.WeakReference<Object> weak = new java.lang.ref.WeakReference<>(referent);
        java.lang.ref.SoftReference<Object> soft = new java.lang.ref.SoftReference<>(referent);
        java.lang.ref.ReferenceQueue<Object> q = new java.lang.ref.ReferenceQueue<>();
        java.lang.ref.WeakReference<Object> queued = new java.lang.ref.WeakReference<>(referent, q);
        System.out.println("references to strongly held object: weak " + weak.get() + " soft " + soft.get() + " refersTo " + weak.refersTo(referent) + " poll " + q.poll()
            + " enqueue " + queued.enqueue() + " isEnqueued " + queued.isEnqueued() + " polled same " + (q.poll() == queued) + " cleared by enqueue " + queued.get());
        weak.clear();
        System.out.println("after clear " + weak.get() + " referent still " + referent);
        java.lang.ref.Cleaner cleaner = java.lang.ref.Cleaner.create();
        List<String> cleaned = Collections.synchronizedList(new ArrayList<>());
        java.lang.ref.Cleaner.Cleanable cl = cleaner.register(referent, () -> cleaned.add("cleaned explicitly"));
        cl.clean();
        cl.clean();
        System.out.println("Cleaner explicit clean runs once " + cleaned);
        Reference.reachabilityFence(referent);
    }

    static final class Reference {
        static void reachabilityFence(Object o) {
            java.lang.ref.Reference.reachabilityFence(o);
        }
    }
}
