import java.io.*;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.*;
import java.nio.file.attribute.*;
import java.util.*;
import java.util.stream.*;
import java.util.zip.CRC32;

/** Random file operations (seeded: the same in every run) in a fresh
 *  directory: writes, appends, truncating and appending opens, RandomAccessFile
 *  and FileChannel writes and truncations, deletes, renames and moves over
 *  files, copies, symbolic and hard links (dangling ones too), permissions, a
 *  directory made and removed. The state (names, sizes, CRCs, permissions) is
 *  printed every ten steps; a run with returns to checkpoints must print what
 *  a plain run prints (vm/fsundo.c; it found a return removing a dangling
 *  link where the open had made the link's target). */
public class CkptFilesFuzz {
    static Path dir;

    static String state() throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            StringBuilder sb = new StringBuilder();
            for (Path p : s.sorted().collect(Collectors.toList())) {
                String n = dir.relativize(p).toString();
                if (Files.isSymbolicLink(p)) {
                    sb.append(n).append("->").append(Files.readSymbolicLink(p)).append(' ');
                } else if (Files.isDirectory(p)) {
                    sb.append(n).append("/ ");
                } else {
                    CRC32 c = new CRC32();
                    c.update(Files.readAllBytes(p));
                    sb.append(n).append(':').append(Files.size(p)).append(':').append(Long.toHexString(c.getValue()))
                            .append(':').append(PosixFilePermissions.toString(Files.getPosixFilePermissions(p)))
                            .append(' ');
                }
            }
            return sb.toString();
        }
    }

    public static void main(String[] args) throws Exception {
        for (long seed : new long[] {1, 3})
            run(seed);
    }

    static void run(long seed) throws Exception {
        Random r = new Random(seed);
        dir = Files.createTempDirectory("fsfuzz");
        String[] names = {"a", "b", "c", "d/e", "d/f", "g"};
        Map<String, FileChannel> open = new HashMap<>();
        for (int step = 0; step < 300; step++) {
            String n = names[r.nextInt(names.length)], m = names[r.nextInt(names.length)];
            Path p = dir.resolve(n), q = dir.resolve(m);
            int op = r.nextInt(14);
            String what = op + " " + n + " " + m;
            try {
                switch (op) {
                case 0: Files.createDirectories(p.getParent()); Files.write(p, new byte[r.nextInt(3000)]); break;
                case 1: Files.writeString(p, "x" + step, StandardOpenOption.CREATE, StandardOpenOption.APPEND); break;
                case 2: Files.deleteIfExists(p); break;
                case 3: Files.move(p, q, StandardCopyOption.REPLACE_EXISTING); break;
                case 4: Files.copy(p, q, StandardCopyOption.REPLACE_EXISTING); break;
                case 5: try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) { f.seek(r.nextInt(4000)); f.write(new byte[r.nextInt(100)]); f.setLength(r.nextInt(5000)); } break;
                case 6: { FileChannel c = open.remove(n); if (c != null) c.close(); else open.put(n, FileChannel.open(p, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ)); break; }
                case 7: { FileChannel c = open.get(n); if (c != null) { c.write(ByteBuffer.wrap(("w" + step).getBytes()), r.nextInt(2000)); c.truncate(r.nextInt(3000)); } break; }
                case 8: Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(r.nextBoolean() ? "rw-------" : "rw-r--r--")); break;
                case 9: Files.createDirectories(dir.resolve("d")); Files.deleteIfExists(dir.resolve("d")); break;
                case 10: Files.createSymbolicLink(q, Paths.get(n)); break;
                case 11: Files.createLink(q, p); break;
                case 12: new File(p.toString()).renameTo(q.toFile()); break;
                default: try (FileOutputStream o = new FileOutputStream(p.toFile(), r.nextBoolean())) { o.write(("s" + step).getBytes()); } break;
                }
                what += " ok";
            } catch (IOException | UncheckedIOException e) {
                what += " " + e.getClass().getSimpleName();
            }
            if (step % 10 == 9) System.out.println(step + " " + what + " | " + state()); else System.out.println(step + " " + what);
        }
        for (FileChannel c : open.values()) c.close();
        try (Stream<Path> s = Files.walk(dir)) { for (Path p : s.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) Files.delete(p); }
        System.out.println("done " + !Files.exists(dir));
    }
}
