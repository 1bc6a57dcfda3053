import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.stream.*;

// Line-oriented processing of System.in (IoStdinSystem.in: a small CSV-like ledger with comments and blank lines),
// plus stable System properties, System.getenv, lineSeparator, Runtime basics, and System.in/out/err wrappers.
public class IoStdinSystem {
    record Entry(String date, String account, long cents, String memo) { }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        List<Entry> entries = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        String line;
        int lineNo = 0;
        while ((line = in.readLine()) != null) {
            lineNo++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) continue;
            String[] f = t.split("\\s*,\\s*", 4);
            try {
                if (f.length < 3) throw new IllegalArgumentException("expected at least 3 fields, got " + f.length);
                long cents = new java.math.BigDecimal(f[2]).movePointRight(2).longValueExact();
                entries.add(new Entry(f[0], f[1], cents, f.length > 3 ? f[3] : ""));
            } catch (RuntimeException e) {
                errors.add("line " + lineNo + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        System.out.println("read " + lineNo + " lines, " + entries.size() + " entries, " + errors.size() + " errors");
        errors.forEach(e -> System.out.println("  " + e));
        Map<String, Long> byAccount = entries.stream().collect(Collectors.groupingBy(Entry::account, TreeMap::new, Collectors.summingLong(Entry::cents)));
        byAccount.forEach((k, v) -> System.out.printf("  %-12s %12s%n", k, String.format("%d.%02d", v / 100, Math.abs(v % 100))));
        Map<String, List<String>> memosByMonth = entries.stream().collect(Collectors.groupingBy(e -> e.date().substring(0, 7), TreeMap::new,
            Collectors.mapping(e -> e.memo().isEmpty() ? "-" : e.memo(), Collectors.toList())));
        System.out.println("memos by month " + memosByMonth);
        long total = entries.stream().mapToLong(Entry::cents).sum();
        System.out.println("balance " + java.math.BigDecimal.valueOf(total, 2) + " largest " + entries.stream().max(Comparator.comparingLong(Entry::cents)).map(Entry::memo).orElse("?")
            + " unicode memos " + entries.stream().map(Entry::memo).filter(m -> m.chars().anyMatch(ch -> ch > 127)).toList());
        System.out.println("System.in at EOF read " + System.in.read() + " available " + System.in.available());

        for (String key : new String[]{"file.separator", "line.separator", "path.separator", "java.specification.version", "java.specification.name", "java.vm.specification.version",
            "os.name", "file.encoding", "native.encoding", "sun.jnu.encoding", "java.class.version", "user.language", "stdout.encoding", "no.such.property"}) {
            String v = System.getProperty(key);
            System.out.println("property " + key + " = " + (v == null ? null : v.replace("\n", "\\n").replace("\r", "\\r")));
        }
        System.out.println("getProperty default " + System.getProperty("no.such.property", "fallback") + " java.home set " + (System.getProperty("java.home") != null)
            + " user.dir absolute " + new File(System.getProperty("user.dir")).isAbsolute() + " java.io.tmpdir set " + (System.getProperty("java.io.tmpdir") != null)
            + " java.version starts with 17 " + System.getProperty("java.version", "").startsWith("17") + " Runtime.version feature " + Runtime.version().feature());
        System.setProperty("rivet.test.key", "set-value");
        System.out.println("setProperty/getProperty " + System.getProperty("rivet.test.key") + " clearProperty " + System.clearProperty("rivet.test.key") + " after " + System.getProperty("rivet.test.key")
            + " Integer.getInteger " + Integer.getInteger("no.such.int", 5) + " Boolean.getBoolean " + Boolean.getBoolean("no.such.bool"));
        try {
            System.getProperty("");
        } catch (IllegalArgumentException e) {
            System.out.println("empty key: " + e.getMessage());
        }
        try {
            System.getProperty(null);
        } catch (NullPointerException e) {
            System.out.println("null key: NullPointerException " + e.getMessage());
        }
        System.out.println("HOME set " + (System.getenv("HOME") != null) + " PATH set " + (System.getenv("PATH") != null) + " TZ " + System.getenv("TZ") + " LC_ALL " + System.getenv("LC_ALL")
            + " missing " + System.getenv("RIVET_SURELY_UNSET_VARIABLE") + " getenv() contains HOME " + System.getenv().containsKey("HOME"));
        try {
            System.getenv().put("X", "Y");
        } catch (UnsupportedOperationException e) {
            System.out.println("getenv map is unmodifiable");
        }
        System.out.println("lineSeparator " + System.lineSeparator().replace("\n", "\\n") + " availableProcessors>0 " + (Runtime.getRuntime().availableProcessors() > 0)
            + " maxMemory>0 " + (Runtime.getRuntime().maxMemory() > 0) + " totalMemory>=freeMemory " + (Runtime.getRuntime().totalMemory() >= Runtime.getRuntime().freeMemory())
            + " nanoTime monotonic " + (System.nanoTime() <= System.nanoTime()) + " currentTimeMillis after 2020 " + (System.currentTimeMillis() > 1_577_836_800_000L)
            + " console null (stdin not a tty) " + (System.console() == null));
        System.out.println("default TimeZone " + TimeZone.getDefault().getID() + " default Locale " + Locale.getDefault() + " default charset " + java.nio.charset.Charset.defaultCharset());
        System.err.println("this line goes to stderr and is not compared");
        PrintStream original = System.out;
        ByteArrayOutputStream capture = new ByteArrayOutputStream();
        System.setOut(new PrintStream(capture, true, "UTF-8"));
        System.out.println("captured text ü");
        System.out.print(42);
        System.setOut(original);
        System.out.println("System.setOut capture [" + capture.toString(StandardCharsets.UTF_8).replace("\n", "\\n") + "]");
        System.setIn(new ByteArrayInputStream("replaced stdin\n".getBytes()));
        System.out.println("System.setIn " + new Scanner(System.in).nextLine());
        System.out.println("identityHashCode consistent " + (System.identityHashCode(args) == System.identityHashCode(args)) + " of null " + System.identityHashCode(null));
        System.out.write("raw write to System.out\n".getBytes(StandardCharsets.UTF_8));
        System.out.flush();
        System.out.printf(Locale.ROOT, "printf %s %08.3f %,d%n", "done", -3.14159, 1234567);
        System.out.format("format %b %c%n", null, 'Ω');
        System.out.append("append").append('\n');
        System.out.println((Object) null);
        System.out.println((String) null);
        System.out.println(new char[]{'c', 'h', 'a', 'r', 's'});
        System.out.println(1.0f / 3 + " " + 2.0 / 3 + " " + Long.MIN_VALUE + " " + 'x' + " " + true);
    }
}
