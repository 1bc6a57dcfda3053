import java.io.*;
import java.nio.*;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.*;
import java.util.*;
import java.util.jar.*;
import java.util.stream.*;
import java.util.zip.*;

// File I/O in a temp directory: Files.walk/find/copy/move/attributes/permissions, symlinks, errors and their messages,
// RandomAccessFile, FileChannel positional reads, locks, transferTo, memory-mapped read/write, GZIP and Deflater,
// jar write with a manifest and read back, ZipInputStream entries, System.console().
public class IoFilesMore {
    static void p(Object o) { System.out.println(o); }
    static Path root;
    static String rel(Path x) { return root.relativize(x).toString(); }
    static void tryIt(String what, java.util.concurrent.Callable<Object> c) {
        try { p(what + " = " + c.call()); }
        catch (Exception e) { p(what + " ! " + e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replace(root.toString(), "ROOT")); }
    }
    public static void main(String[] args) throws Exception {
        root = Files.createTempDirectory("rivet-io-");
        try { run(); } finally {
            try (Stream<Path> s = Files.walk(root)) { s.sorted(Comparator.reverseOrder()).forEach(x -> x.toFile().delete()); }
        }
        p("cleaned " + Files.exists(root) + " console " + System.console());
    }
    static void run() throws Exception {
        Path a = root.resolve("a/b/c");
        Files.createDirectories(a);
        Files.writeString(a.resolve("one.txt"), "hello\nworld\n");
        Files.write(root.resolve("a/two.bin"), new byte[]{1, 2, 3, 4, 5});
        Files.write(root.resolve("a/b/lines.txt"), List.of("x", "y\u00e9", "z"), StandardCharsets.UTF_8);
        Files.createFile(root.resolve("empty"));
        try (Stream<Path> s = Files.walk(root)) { p("walk " + s.map(IoFilesMore::rel).sorted().collect(Collectors.toList())); }
        try (Stream<Path> s = Files.walk(root, 1)) { p("walk1 " + s.map(IoFilesMore::rel).sorted().collect(Collectors.toList())); }
        try (Stream<Path> s = Files.find(root, 10, (x, at) -> at.isRegularFile() && at.size() > 4)) { p("find " + s.map(IoFilesMore::rel).sorted().collect(Collectors.toList())); }
        try (Stream<Path> s = Files.list(root.resolve("a"))) { p("list " + s.map(IoFilesMore::rel).sorted().collect(Collectors.toList())); }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(root.resolve("a"), "*.bin")) { List<String> l = new ArrayList<>(); for (Path x : ds) l.add(rel(x)); p("glob " + l); }
        List<String> visited = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes at) { visited.add("pre " + rel(d)); return d.endsWith("c") ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE; }
            public FileVisitResult visitFile(Path f, BasicFileAttributes at) { visited.add("file " + rel(f) + " " + at.size()); return FileVisitResult.CONTINUE; }
            public FileVisitResult postVisitDirectory(Path d, IOException e) { visited.add("post " + rel(d)); return FileVisitResult.CONTINUE; }
        });
        Collections.sort(visited);
        p("visit " + visited);
        BasicFileAttributes at = Files.readAttributes(root.resolve("a/two.bin"), BasicFileAttributes.class);
        p("attrs size " + at.size() + " reg " + at.isRegularFile() + " dir " + at.isDirectory() + " link " + at.isSymbolicLink() + " other " + at.isOther() + " key " + (at.fileKey() != null));
        Map<String, Object> am = Files.readAttributes(root.resolve("a/two.bin"), "posix:permissions,size,isDirectory");
        p("attr map " + new TreeMap<>(am).keySet() + " size " + am.get("size"));
        Files.setPosixFilePermissions(root.resolve("a/two.bin"), PosixFilePermissions.fromString("rw-r-----"));
        p("perms " + PosixFilePermissions.toString(Files.getPosixFilePermissions(root.resolve("a/two.bin"))) + " readable " + Files.isReadable(root.resolve("a/two.bin"))
          + " exec " + Files.isExecutable(root.resolve("a/two.bin")) + " hidden " + Files.isHidden(root.resolve("a/.x")) + " same " + Files.isSameFile(root.resolve("a/../a/two.bin"), root.resolve("a/two.bin")));
        FileTime ft = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(root.resolve("empty"), ft);
        p("mtime " + Files.getLastModifiedTime(root.resolve("empty")) + " " + Files.getAttribute(root.resolve("empty"), "lastModifiedTime") + " ft " + FileTime.from(java.time.Instant.EPOCH));
        Path link = root.resolve("link");
        Files.createSymbolicLink(link, root.resolve("a/b"));
        p("symlink " + Files.isSymbolicLink(link) + " target " + rel(Files.readSymbolicLink(link)) + " dir " + Files.isDirectory(link) + " nofollow " + Files.isDirectory(link, LinkOption.NOFOLLOW_LINKS)
          + " real " + rel(link.resolve("lines.txt").toRealPath()));
        try (Stream<Path> s = Files.walk(root, FileVisitOption.FOLLOW_LINKS)) { p("walk follow " + s.count()); }
        Files.copy(root.resolve("a/two.bin"), root.resolve("copy.bin"));
        tryIt("copy exists", () -> Files.copy(root.resolve("a/two.bin"), root.resolve("copy.bin")));
        tryIt("copy replace", () -> rel(Files.copy(root.resolve("a/b/c/one.txt"), root.resolve("copy.bin"), StandardCopyOption.REPLACE_EXISTING)));
        tryIt("move", () -> rel(Files.move(root.resolve("copy.bin"), root.resolve("a/moved.bin"), StandardCopyOption.ATOMIC_MOVE)));
        tryIt("read moved", () -> Files.readString(root.resolve("a/moved.bin")).trim());
        tryIt("delete nonempty", () -> { Files.delete(root.resolve("a")); return null; });
        tryIt("delete missing", () -> { Files.delete(root.resolve("nope")); return null; });
        tryIt("deleteIfExists", () -> Files.deleteIfExists(root.resolve("nope")));
        tryIt("read missing", () -> Files.readAllBytes(root.resolve("nope")));
        tryIt("createDirectory exists", () -> Files.createDirectory(root.resolve("a")));
        tryIt("createDirectory noparent", () -> Files.createDirectory(root.resolve("x/y")));
        tryIt("newInputStream dir", () -> Files.newInputStream(root.resolve("a")).read());
        tryIt("FileInputStream dir", () -> new FileInputStream(root.resolve("a").toFile()));
        tryIt("FileInputStream missing", () -> new FileInputStream(root.resolve("missing").toFile()));
        tryIt("FileOutputStream in missing dir", () -> new FileOutputStream(root.resolve("q/r").toFile()));
        tryIt("readString malformed", () -> { Files.write(root.resolve("bad.txt"), new byte[]{(byte) 0xff, (byte) 0xfe}); return Files.readString(root.resolve("bad.txt")); });
        tryIt("lines", () -> Files.readAllLines(root.resolve("a/b/lines.txt")));
        tryIt("size", () -> Files.size(root.resolve("a/b/lines.txt")));
        tryIt("mismatch", () -> Files.mismatch(root.resolve("a/two.bin"), root.resolve("a/b/lines.txt")));
        tryIt("probe", () -> Files.probeContentType(root.resolve("a/b/lines.txt")));
        File f = root.resolve("a/b/lines.txt").toFile();
        p("File " + f.getName() + " parent " + f.getParentFile().getName() + " len " + f.length() + " isFile " + f.isFile() + " list " + Arrays.stream(root.resolve("a/b").toFile().list()).sorted().collect(Collectors.toList())
          + " rename " + f.renameTo(new File(f.getParentFile(), "renamed.txt")) + " exists " + f.exists() + " mkdir " + new File(root.toFile(), "m/n").mkdir() + " mkdirs " + new File(root.toFile(), "m/n").mkdirs()
          + " canonical " + rel(new File(root.toFile(), "m/./n/..").getCanonicalFile().toPath()) + " abs " + new File("rel").isAbsolute() + " setReadOnly " + new File(root.toFile(), "empty").setReadOnly()
          + " canWrite " + new File(root.toFile(), "empty").canWrite() + " lastModified " + new File(root.toFile(), "empty").lastModified());
        // RandomAccessFile
        File rf = root.resolve("raf.dat").toFile();
        try (RandomAccessFile raf = new RandomAccessFile(rf, "rw")) {
            raf.writeInt(0xCAFEBABE); raf.writeLong(-2); raf.writeUTF("utf\u00e9"); raf.writeDouble(Math.E); raf.writeChars("hi");
            p("raf len " + raf.length() + " ptr " + raf.getFilePointer());
            raf.seek(4); p("raf long " + raf.readLong() + " utf " + raf.readUTF() + " dbl " + raf.readDouble() + " char " + raf.readChar());
            raf.setLength(10); p("raf truncated " + raf.length() + " ptr " + raf.getFilePointer() + " read at eof " + raf.read());
            raf.seek(100); raf.write(7); p("raf extended " + raf.length());
            raf.seek(50); p("hole " + raf.read() + " skip " + raf.skipBytes(1000));
            try { raf.seek(90); raf.readFully(new byte[20]); } catch (EOFException e) { p("readFully eof " + e.getMessage()); }
            try { raf.seek(-1); } catch (IOException e) { p("negative seek " + e.getMessage()); }
        }
        tryIt("raf bad mode", () -> new RandomAccessFile(rf, "x"));
        tryIt("raf read-only write", () -> { try (RandomAccessFile r = new RandomAccessFile(rf, "r")) { r.write(1); } return null; });
        // FileChannel
        Path cp = root.resolve("chan.dat");
        try (FileChannel fc = FileChannel.open(cp, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ByteBuffer bb = ByteBuffer.allocate(64);
            for (int i = 0; i < 16; i++) bb.putInt(i * i);
            bb.flip(); p("written " + fc.write(bb) + " pos " + fc.position() + " size " + fc.size());
            ByteBuffer rb = ByteBuffer.allocate(8);
            p("pread " + fc.read(rb, 8) + " " + rb.flip().getInt() + " " + rb.getInt() + " pos unchanged " + fc.position());
            p("pwrite " + fc.write(ByteBuffer.wrap(new byte[]{9, 9}), 100) + " size " + fc.size());
            try (FileLock lk = fc.lock(0, 10, false)) { p("lock valid " + lk.isValid() + " shared " + lk.isShared() + " overlap " + lk.overlaps(5, 2)); 
                try { fc.tryLock(0, 10, false); } catch (OverlappingFileLockException e) { p("overlapping lock " + e.getClass().getSimpleName()); } }
            fc.truncate(64); p("truncate size " + fc.size() + " pos " + fc.position());
            MappedByteBuffer mb = fc.map(FileChannel.MapMode.READ_WRITE, 0, 64);
            p("mapped " + mb.getInt(4 * 5) + " order " + mb.order() + " direct " + mb.isDirect() + " loaded? " + (mb.capacity()));
            mb.putInt(0, 0x12345678); mb.force();
            ByteBuffer check = ByteBuffer.allocate(4); fc.read(check, 0);
            p("mapped write visible " + Integer.toHexString(check.flip().getInt()));
            Path dst = root.resolve("chan2.dat");
            try (FileChannel out = FileChannel.open(dst, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) { p("transferTo " + fc.transferTo(4, 20, out) + " size " + out.size()); }
            try (FileChannel in2 = FileChannel.open(dst)) { p("transferFrom " + fc.transferFrom(in2, 200, 100) + " size " + fc.size()); }
        }
        try (FileChannel ro = FileChannel.open(cp)) {
            MappedByteBuffer m2 = ro.map(FileChannel.MapMode.READ_ONLY, 8, 8);
            p("ro map " + m2.getInt() + " readOnly " + m2.isReadOnly());
            try { m2.putInt(0, 1); } catch (ReadOnlyBufferException e) { p("ro put " + e.getClass().getSimpleName()); }
            try { ro.write(ByteBuffer.allocate(1)); } catch (NonWritableChannelException e) { p("ro write " + e.getClass().getSimpleName()); }
            try { ro.map(FileChannel.MapMode.READ_WRITE, 0, 4); } catch (NonWritableChannelException e) { p("rw map of ro " + e.getClass().getSimpleName()); }
        }
        // GZIP / Deflater
        byte[] text = "the quick brown fox jumps over the lazy dog ".repeat(100).getBytes(StandardCharsets.US_ASCII);
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream g = new GZIPOutputStream(gz)) { g.write(text); }
        byte[] gzb = gz.toByteArray();
        p("gzip magic " + (gzb[0] & 0xff) + " " + (gzb[1] & 0xff) + " len<" + (gzb.length < 200));
        try (GZIPInputStream gi = new GZIPInputStream(new ByteArrayInputStream(gzb))) { p("gunzip " + (new String(gi.readAllBytes(), StandardCharsets.US_ASCII).equals(new String(text, StandardCharsets.US_ASCII)))); }
        tryIt("gunzip bad", () -> new GZIPInputStream(new ByteArrayInputStream(new byte[]{1, 2, 3, 4})));
        byte[] trunc = Arrays.copyOf(gzb, gzb.length - 10);
        tryIt("gunzip truncated", () -> new GZIPInputStream(new ByteArrayInputStream(trunc)).readAllBytes().length);
        Deflater def = new Deflater(Deflater.BEST_COMPRESSION, true);
        def.setInput(text); def.finish();
        byte[] buf = new byte[4096]; int n = def.deflate(buf);
        p("deflate raw " + n + " in " + def.getBytesRead() + " out " + def.getBytesWritten() + " adler " + def.getAdler());
        def.end();
        Inflater inf = new Inflater(true); inf.setInput(buf, 0, n);
        byte[] outb = new byte[text.length + 10]; int m = inf.inflate(outb);
        p("inflate " + m + " finished " + inf.finished() + " remaining " + inf.getRemaining());
        inf.end();
        CRC32 crc = new CRC32(); crc.update(text); Adler32 ad = new Adler32(); ad.update(text); CRC32C c32c = new CRC32C(); c32c.update(text);
        p("checksums " + Long.toHexString(crc.getValue()) + " " + Long.toHexString(ad.getValue()) + " " + Long.toHexString(c32c.getValue()));
        // Jar with manifest
        Path jar = root.resolve("t.jar");
        Manifest mf = new Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        mf.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "x.Main");
        mf.getMainAttributes().putValue("Custom-Attr", "custom value");
        Attributes ea = new Attributes(); ea.putValue("Entry-Attr", "e1"); mf.getEntries().put("x/data.txt", ea);
        try (JarOutputStream jo = new JarOutputStream(Files.newOutputStream(jar), mf)) {
            JarEntry je = new JarEntry("x/data.txt"); je.setTime(1_000_000_000_000L); je.setComment("a comment");
            jo.putNextEntry(je); jo.write("jar data".getBytes()); jo.closeEntry();
            ZipEntry stored = new ZipEntry("x/stored.bin"); stored.setMethod(ZipEntry.STORED); byte[] sb = {1, 2, 3};
            CRC32 sc = new CRC32(); sc.update(sb); stored.setSize(3); stored.setCrc(sc.getValue());
            jo.putNextEntry(stored); jo.write(sb); jo.closeEntry();
            jo.putNextEntry(new ZipEntry("x/dir/"));
            jo.closeEntry();
            try { jo.putNextEntry(new ZipEntry("x/data.txt")); } catch (ZipException e) { p("dup entry: " + e.getMessage()); }
        }
        try (JarFile jf = new JarFile(jar.toFile())) {
            Manifest rm = jf.getManifest();
            p("jar main " + rm.getMainAttributes().getValue("Main-Class") + " custom " + rm.getMainAttributes().getValue("custom-attr") + " entry attr " + jf.getJarEntry("x/data.txt").getAttributes().getValue("Entry-Attr"));
            p("entries " + jf.stream().map(e -> e.getName() + ":" + e.getSize() + ":" + e.getMethod() + ":" + e.isDirectory()).collect(Collectors.toList()) + " size " + jf.size());
            ZipEntry ze = jf.getEntry("x/data.txt");
            p("entry " + new String(jf.getInputStream(ze).readAllBytes()) + " time " + ze.getTime() + " comment " + ze.getComment() + " crc " + Long.toHexString(ze.getCrc()) + " missing " + jf.getEntry("nope"));
        }
        try (ZipInputStream zi = new ZipInputStream(Files.newInputStream(jar))) {
            List<String> names = new ArrayList<>(); ZipEntry e;
            while ((e = zi.getNextEntry()) != null) names.add(e.getName() + "=" + zi.readAllBytes().length);
            p("zipstream " + names);
        }
        try (JarInputStream ji = new JarInputStream(Files.newInputStream(jar))) { p("jarstream manifest " + ji.getManifest().getMainAttributes().getValue("Main-Class") + " first " + ji.getNextJarEntry().getName()); }
        tryIt("zip not a zip", () -> new ZipFile(root.resolve("a/two.bin").toFile()));
        // streams
        try (PushbackInputStream pb = new PushbackInputStream(new ByteArrayInputStream(new byte[]{1, 2, 3}), 2)) { int x = pb.read(); pb.unread(x); pb.unread(9); p("pushback " + pb.read() + " " + pb.read() + " " + pb.available()); }
        try (LineNumberReader lr = new LineNumberReader(new StringReader("a\nb\r\nc"))) { lr.readLine(); lr.readLine(); p("lineno " + lr.getLineNumber() + " " + lr.readLine() + " " + lr.getLineNumber()); }
        SequenceInputStream seq = new SequenceInputStream(new ByteArrayInputStream("ab".getBytes()), new ByteArrayInputStream("cd".getBytes()));
        p("sequence " + new String(seq.readAllBytes()));
        PipedInputStream pin = new PipedInputStream(); PipedOutputStream pout = new PipedOutputStream(pin);
        Thread wr = new Thread(() -> { try { pout.write("piped!".getBytes()); pout.close(); } catch (IOException e) { p("pipe err " + e); } });
        wr.start(); p("piped " + new String(pin.readAllBytes())); wr.join();
        StreamTokenizer stz = new StreamTokenizer(new StringReader("x = 3.5 + 'str' // c\n y"));
        List<String> toks = new ArrayList<>();
        stz.slashSlashComments(true);
        while (stz.nextToken() != StreamTokenizer.TT_EOF) toks.add(stz.ttype == StreamTokenizer.TT_WORD ? "W:" + stz.sval : stz.ttype == StreamTokenizer.TT_NUMBER ? "N:" + stz.nval : stz.ttype == '\'' ? "S:" + stz.sval : "C:" + (char) stz.ttype);
        p("streamtok " + toks);
        DataOutputStream dos = new DataOutputStream(new ByteArrayOutputStream());
        dos.writeUTF("x".repeat(100)); p("dos size " + dos.size());
        try { dos.writeUTF("y".repeat(70000)); } catch (UTFDataFormatException e) { p("utf too long: " + e.getMessage()); }
        PrintStream ps = new PrintStream(new ByteArrayOutputStream(), true, "UTF-16");
        p("ps checkError " + ps.checkError());
        tryIt("bad charset", () -> new PrintStream(new ByteArrayOutputStream(), true, "NOPE-1"));
        p("tmp file " + rel(Files.createTempFile(root, "pre", ".suf")).matches("pre\\d+\\.suf"));
    }
}
