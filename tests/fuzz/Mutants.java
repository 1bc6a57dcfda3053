// Deterministic class-file mutants for the bounded mutation test (test-mutants.sh).
//
//   java Mutants run SEED COUNT RUNEVERY DIR...   define COUNT mutants in this VM, one
//       fresh class loader each, force linking and initialisation, and run main of every
//       RUNEVERY-th one that links (in a daemon thread, output discarded, stopped after
//       a time-out); prints one line per mutant ("i: Name outcome") and "done N".
//   java Mutants old DIR   rewrites the class files in DIR as version 49 (no
//       StackMapTable use: verified by type inference), for old-format mutants.
//   java Mutants write SEED COUNT OUTDIR DIR...   write COUNT mutants of main classes
//       as OUTDIR/<i>/<Name>.class with the unmutated classes beside them, for
//       separate-process runs.
//
// The mutants come from java.util.Random(SEED), so a given seed always gives the
// same files. Mutations: random byte values and bit flips anywhere, truncations,
// byte insertions and deletions, and targeted ones: constant-pool tags and indices,
// bytecode (opcodes and operands), max_stack/max_locals, exception tables, and
// StackMapTable frames. The class-file structure is walked here only to find where
// those parts are; a file it cannot walk gets untargeted mutations.
import java.io.*;
import java.lang.reflect.*;
import java.nio.file.*;
import java.util.*;

public class Mutants {
    // Where the interesting parts of one class file are.
    static final class Layout {
        List<int[]> cpEntries = new ArrayList<>(); // {offset, length} including the tag
        List<int[]> codes = new ArrayList<>();     // {attribute start (max_stack), code start, code length, end}
        List<int[]> stackMaps = new ArrayList<>(); // {data start, data length}
    }

    static int u2(byte[] b, int p) { return ((b[p] & 0xff) << 8) | (b[p + 1] & 0xff); }
    static int u4(byte[] b, int p) { return (u2(b, p) << 16) | u2(b, p + 2); }

    static Layout walk(byte[] b) {
        Layout l = new Layout();
        try {
            int n = u2(b, 8), p = 10;
            String[] utf = new String[n];
            for (int i = 1; i < n; i++) {
                int tag = b[p] & 0xff, len;
                switch (tag) {
                case 1: len = 3 + u2(b, p + 1); utf[i] = new String(b, p + 3, len - 3, "ISO-8859-1"); break;
                case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: len = 5; break;
                case 5: case 6: len = 9; break;
                case 7: case 8: case 16: case 19: case 20: len = 3; break;
                case 15: len = 4; break;
                default: return l;
                }
                l.cpEntries.add(new int[] {p, len});
                p += len;
                if (tag == 5 || tag == 6)
                    i++;
            }
            p += 6;
            p += 2 + 2 * u2(b, p);
            for (int k = 0; k < 2; k++) { // fields, then methods
                int count = u2(b, p);
                p += 2;
                for (int i = 0; i < count; i++) {
                    int na = u2(b, p + 6);
                    p += 8;
                    for (int a = 0; a < na; a++) {
                        String name = utf[u2(b, p)];
                        int len = u4(b, p + 2), start = p + 6;
                        if ("Code".equals(name)) {
                            int codeLen = u4(b, start + 4);
                            l.codes.add(new int[] {start, start + 8, codeLen, start + len});
                            int q = start + 8 + codeLen;
                            q += 2 + 8 * u2(b, q);
                            int nca = u2(b, q);
                            q += 2;
                            for (int c = 0; c < nca; c++) {
                                int clen = u4(b, q + 2);
                                if ("StackMapTable".equals(utf[u2(b, q)]))
                                    l.stackMaps.add(new int[] {q + 6, clen});
                                q += 6 + clen;
                            }
                        }
                        p = start + len;
                    }
                }
            }
        } catch (RuntimeException | UnsupportedEncodingException e) {
            // A file we cannot walk: the lists hold what was found before.
        }
        return l;
    }

    // Values that hit boundaries when written into a u1 or u2.
    static final int[] EDGE = {0, 1, 2, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff};

    static byte[] mutate(byte[] orig, Random r) {
        Layout l = walk(orig);
        byte[] b = orig.clone();
        int kind = r.nextInt(12);
        switch (kind) {
        case 0: // a random byte anywhere
            b[r.nextInt(b.length)] = (byte) r.nextInt(256);
            return b;
        case 1: // a bit flip anywhere
            b[r.nextInt(b.length)] ^= (byte) (1 << r.nextInt(8));
            return b;
        case 2: // truncation
            return Arrays.copyOf(b, r.nextInt(b.length));
        case 3: { // insertion of 1 to 4 bytes
            int at = r.nextInt(b.length + 1), k = 1 + r.nextInt(4);
            byte[] c = new byte[b.length + k];
            System.arraycopy(b, 0, c, 0, at);
            for (int i = 0; i < k; i++)
                c[at + i] = (byte) r.nextInt(256);
            System.arraycopy(b, at, c, at + k, b.length - at);
            return c;
        }
        case 4: { // deletion of 1 to 4 bytes
            int at = r.nextInt(b.length), k = Math.min(1 + r.nextInt(4), b.length - at);
            byte[] c = new byte[b.length - k];
            System.arraycopy(b, 0, c, 0, at);
            System.arraycopy(b, at + k, c, at, b.length - at - k);
            return c;
        }
        case 5: { // an edge value as a u2 anywhere
            int at = r.nextInt(b.length - 1), v = EDGE[r.nextInt(EDGE.length)];
            b[at] = (byte) (v >> 8);
            b[at + 1] = (byte) v;
            return b;
        }
        case 6: { // constant pool: a tag, or an index inside an entry
            if (l.cpEntries.isEmpty())
                break;
            int[] e = l.cpEntries.get(r.nextInt(l.cpEntries.size()));
            if (r.nextBoolean()) {
                b[e[0]] = (byte) (1 + r.nextInt(20));
            } else if (e[1] >= 3) {
                int at = e[0] + 1 + 2 * r.nextInt(Math.max(1, (e[1] - 1) / 2));
                int v = r.nextBoolean() ? 1 + r.nextInt(l.cpEntries.size() + 2) : EDGE[r.nextInt(EDGE.length)];
                if (at + 1 < b.length) {
                    b[at] = (byte) (v >> 8);
                    b[at + 1] = (byte) v;
                }
            }
            return b;
        }
        case 7: case 8: { // bytecode: an opcode or an operand byte
            if (l.codes.isEmpty())
                break;
            int[] c = l.codes.get(r.nextInt(l.codes.size()));
            if (c[2] <= 0 || c[1] + c[2] > b.length)
                break;
            int at = c[1] + r.nextInt(c[2]);
            b[at] = (byte) (kind == 7 ? r.nextInt(256) : b[at] + (r.nextBoolean() ? 1 : -1) * (1 + r.nextInt(3)));
            return b;
        }
        case 9: { // max_stack, max_locals, code_length or an exception-table entry
            if (l.codes.isEmpty())
                break;
            int[] c = l.codes.get(r.nextInt(l.codes.size()));
            int at;
            int which = r.nextInt(4);
            if (which < 2) {
                at = c[0] + 2 * which;
            } else if (which == 2) {
                at = c[1] + c[2] + 2 + 2 * r.nextInt(4); // inside the first handler, or attributes
            } else {
                at = c[0] + 6; // the low half of code_length
            }
            if (at + 1 >= b.length)
                break;
            int v = u2(b, at) + (r.nextBoolean() ? 1 : -1) * (1 + r.nextInt(3));
            if (r.nextInt(4) == 0)
                v = EDGE[r.nextInt(EDGE.length)];
            b[at] = (byte) (v >> 8);
            b[at + 1] = (byte) v;
            return b;
        }
        case 10: case 11: { // StackMapTable: a frame byte, a type tag or an offset
            if (l.stackMaps.isEmpty())
                break;
            int[] s = l.stackMaps.get(r.nextInt(l.stackMaps.size()));
            if (s[1] <= 0 || s[0] + s[1] > b.length)
                break;
            int at = s[0] + r.nextInt(s[1]);
            int v = r.nextInt(3) == 0 ? r.nextInt(256) : r.nextBoolean() ? r.nextInt(9) : b[at] + 1 - 2 * r.nextInt(2);
            b[at] = (byte) v;
            return b;
        }
        }
        b[r.nextInt(b.length)] = (byte) r.nextInt(256);
        return b;
    }

    // The class files of each program directory, sorted so runs are repeatable.
    static List<Path> classFiles(String[] dirs, int from) throws IOException {
        List<Path> all = new ArrayList<>();
        for (int i = from; i < dirs.length; i++)
            try (var s = Files.list(Paths.get(dirs[i]))) {
                s.filter(p -> p.toString().endsWith(".class")).sorted().forEach(all::add);
            }
        return all;
    }

    // Defines the mutant under whatever name it declares; other classes of its
    // program come unmutated from its directory.
    static final class MutantLoader extends ClassLoader {
        final Path dir;
        final byte[] bytes;
        Class<?> defined;

        MutantLoader(Path dir, byte[] bytes) {
            super(Mutants.class.getClassLoader());
            this.dir = dir;
            this.bytes = bytes;
        }

        Class<?> defineMutant() {
            defined = defineClass(null, bytes, 0, bytes.length);
            return defined;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            Path p = dir.resolve(name.replace('.', '/') + ".class");
            try {
                byte[] b = Files.readAllBytes(p);
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name);
            }
        }
    }

    static String outcome(Throwable t) {
        String m = t.getMessage();
        if (m != null) {
            int nl = m.indexOf('\n');
            if (nl >= 0)
                m = m.substring(0, nl);
            if (m.length() > 160)
                m = m.substring(0, 160);
        }
        return t.getClass().getName() + (m == null ? "" : ": " + m);
    }

    static final PrintStream NULL_OUT = new PrintStream(OutputStream.nullOutputStream());

    // Runs main in a daemon thread with its output discarded; gives up after a while.
    @SuppressWarnings("removal")
    static String runMain(Class<?> c) throws InterruptedException {
        Method main;
        try {
            main = c.getDeclaredMethod("main", String[].class);
        } catch (NoSuchMethodException e) {
            return "no main";
        }
        if (!Modifier.isStatic(main.getModifiers()))
            return "no main";
        main.setAccessible(true);
        String[] result = {"ran"};
        Thread t = new Thread(() -> {
            try {
                main.invoke(null, (Object) new String[0]);
            } catch (InvocationTargetException e) {
                result[0] = "main threw " + e.getCause().getClass().getName();
            } catch (Throwable e) {
                result[0] = "invoke threw " + e.getClass().getName();
            }
        });
        t.setDaemon(true);
        PrintStream out = System.out, err = System.err;
        System.setOut(NULL_OUT);
        System.setErr(NULL_OUT);
        try {
            t.start();
            t.join(2000);
            if (t.isAlive()) {
                t.stop();
                t.join(2000);
                return "main timed out";
            }
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        return result[0];
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        if (mode.equals("old")) {
            for (Path p : classFiles(args, 1)) {
                byte[] b = Files.readAllBytes(p);
                b[6] = 0;
                b[7] = 49;
                Files.write(p, b);
            }
            return;
        }
        long seed = Long.parseLong(args[1]);
        int count = Integer.parseInt(args[2]);
        Random r = new Random(seed);
        if (mode.equals("write")) {
            Path out = Paths.get(args[3]);
            List<Path> mains = new ArrayList<>();
            for (Path p : classFiles(args, 4))
                if (!p.getFileName().toString().contains("$"))
                    mains.add(p);
            for (int i = 0; i < count; i++) {
                Path src = mains.get(r.nextInt(mains.size()));
                byte[] m = mutate(Files.readAllBytes(src), r);
                Path d = out.resolve(Integer.toString(i));
                Files.createDirectories(d);
                try (var s = Files.list(src.getParent())) {
                    for (Path p : (Iterable<Path>) s::iterator)
                        if (p.toString().endsWith(".class"))
                            Files.copy(p, d.resolve(p.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                }
                Files.write(d.resolve(src.getFileName()), m);
                String n = src.getFileName().toString();
                Files.writeString(d.resolve("MAIN"), n.substring(0, n.length() - 6) + "\n");
            }
            return;
        }
        int runEvery = Integer.parseInt(args[3]);
        List<Path> files = classFiles(args, 4);
        Map<String, Integer> tally = new TreeMap<>();
        int from = Integer.getInteger("from", 0); // for triage: skip the first ones
        String dump = System.getProperty("dump"); // for triage: write mutant i to DUMP/i.class
        for (int i = 0; i < count; i++) {
            Path src = files.get(r.nextInt(files.size()));
            byte[] m = mutate(Files.readAllBytes(src), r);
            if (i < from)
                continue;
            if (dump != null)
                Files.write(Paths.get(dump, i + ".class"), m);
            String res;
            MutantLoader ld = new MutantLoader(src.getParent(), m);
            try {
                Class<?> c = ld.defineMutant();
                c.getDeclaredMethods(); // links the class, as HotSpot's reflection does
                Class.forName(c.getName(), true, ld);
                res = "linked " + c.getName();
                if (i % runEvery == 0)
                    res += ", " + runMain(c);
            } catch (Throwable t) {
                res = outcome(t);
                if (t instanceof ExceptionInInitializerError && t.getCause() != null)
                    res += " caused by " + t.getCause().getClass().getName();
            }
            System.out.println(i + ": " + src.getFileName() + " " + res);
            String key = res.startsWith("linked") ? "linked" : res.split(":", 2)[0];
            tally.merge(key, 1, Integer::sum);
        }
        for (var e : tally.entrySet())
            System.out.println("# " + e.getValue() + " " + e.getKey());
        System.out.println("done " + count);
    }
}
