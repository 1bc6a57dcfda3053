import java.io.*;
import java.nio.*;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.*;
import java.util.*;
import java.util.stream.*;

// java.nio.file.Files and FileChannel in a fresh temp directory: write/readAllLines/readString/lines/newBufferedWriter,
// copy/move with options, delete/deleteIfExists, walk/list/find (sorted), size, isDirectory, basic attributes,
// last-modified times compared relatively, Path operations, FileChannel read/write/position/size/truncate/transferTo,
// memory-mapped buffer, file locks, and exceptions (NoSuchFile, FileAlreadyExists, DirectoryNotEmpty).
public class IoNioFiles {
    public static void main(String[] args) throws Exception {
        Path root = Files.createTempDirectory("rivet-nio");
        try {
            run(root);
        } finally {
            if (Files.exists(root)) {
                try (Stream<Path> s = Files.walk(root)) {
                    for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
                }
            }
            System.out.println("cleanup: exists " + Files.exists(root));
        }
    }

    static String rel(Path root, Path p) {
        return root.relativize(p).toString();
    }

    static void run(Path root) throws Exception {
        Path a = root.resolve("a.txt");
        Files.write(a, List.of("alpha", "beta", "gamma", "δέλτα"), StandardCharsets.UTF_8);
        System.out.println("write lines size " + Files.size(a) + " readAllLines " + Files.readAllLines(a) + " exists " + Files.exists(a) + " notExists " + Files.notExists(a)
            + " isRegularFile " + Files.isRegularFile(a) + " isDirectory " + Files.isDirectory(a) + " isReadable " + Files.isReadable(a));
        Files.writeString(a, "appended line\n", StandardOpenOption.APPEND);
        System.out.println("readString " + Files.readString(a).replace("\n", "|") + " readAllBytes length " + Files.readAllBytes(a).length);
        try (Stream<String> lines = Files.lines(a)) {
            System.out.println("lines filtered " + lines.filter(l -> l.contains("a")).map(String::toUpperCase).collect(Collectors.toList()));
        }
        Path b = root.resolve("b.txt");
        try (BufferedWriter w = Files.newBufferedWriter(b, StandardCharsets.ISO_8859_1, StandardOpenOption.CREATE_NEW)) {
            w.write("latin-1 é");
            w.newLine();
        }
        System.out.println("ISO-8859-1 size " + Files.size(b) + " read back " + Files.readString(b, StandardCharsets.ISO_8859_1).trim());
        try (BufferedReader r = Files.newBufferedReader(b, StandardCharsets.UTF_8)) {
            r.readLine();
            System.out.println("decoding latin-1 as UTF-8 did not fail?");
        } catch (java.nio.charset.MalformedInputException e) {
            System.out.println("newBufferedReader UTF-8 on latin-1: MalformedInputException");
        }
        try {
            Files.newBufferedWriter(b, StandardOpenOption.CREATE_NEW).close();
        } catch (FileAlreadyExistsException e) {
            System.out.println("CREATE_NEW existing: FileAlreadyExistsException " + rel(root, Path.of(e.getFile())));
        }
        try (OutputStream os = Files.newOutputStream(root.resolve("bin.dat"))) {
            for (int i = 0; i < 256; i++) os.write(i);
        }
        try (InputStream is = Files.newInputStream(root.resolve("bin.dat"))) {
            is.skip(250);
            System.out.println("newInputStream tail " + Arrays.toString(is.readAllBytes()));
        }

        Path dir = Files.createDirectories(root.resolve("d1/d2/d3"));
        System.out.println("createDirectories " + rel(root, dir) + " again ok " + Files.isDirectory(Files.createDirectories(dir)));
        try {
            Files.createDirectory(dir);
        } catch (FileAlreadyExistsException e) {
            System.out.println("createDirectory existing: FileAlreadyExistsException");
        }
        Path copied = Files.copy(a, dir.resolve("copy.txt"));
        System.out.println("copy size " + Files.size(copied) + " mismatch " + Files.mismatch(a, copied) + " isSameFile " + Files.isSameFile(a, copied));
        try {
            Files.copy(a, copied);
        } catch (FileAlreadyExistsException e) {
            System.out.println("copy onto existing: FileAlreadyExistsException");
        }
        Files.writeString(b, "replaced");
        Files.copy(b, copied, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("copy REPLACE_EXISTING " + Files.readString(copied) + " mismatch with a " + Files.mismatch(a, copied));
        long copiedBytes = Files.copy(new ByteArrayInputStream("from stream".getBytes()), root.resolve("d1/stream.txt"));
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        Files.copy(root.resolve("d1/stream.txt"), sink);
        System.out.println("copy from InputStream " + copiedBytes + " to OutputStream " + sink);
        Path moved = Files.move(root.resolve("d1/stream.txt"), root.resolve("d1/d2/moved.txt"));
        System.out.println("move " + rel(root, moved) + " source exists " + Files.exists(root.resolve("d1/stream.txt")));
        Files.move(moved, root.resolve("d1/d2/renamed.txt"), StandardCopyOption.ATOMIC_MOVE);
        try {
            Files.move(root.resolve("missing.txt"), root.resolve("x.txt"));
        } catch (NoSuchFileException e) {
            System.out.println("move missing: NoSuchFileException " + rel(root, Path.of(e.getFile())));
        }
        try (Stream<Path> walk = Files.walk(root)) {
            System.out.println("walk " + walk.map(p -> rel(root, p) + (Files.isDirectory(p) ? "/" : "")).sorted().collect(Collectors.toList()));
        }
        try (Stream<Path> walk = Files.walk(root, 1)) {
            System.out.println("walk depth 1 " + walk.map(p -> rel(root, p)).sorted().toList());
        }
        try (Stream<Path> list = Files.list(root)) {
            System.out.println("list " + list.map(p -> p.getFileName().toString()).sorted().toList());
        }
        try (Stream<Path> found = Files.find(root, 10, (p, attr) -> attr.isRegularFile() && attr.size() > 10)) {
            System.out.println("find size>10 " + found.map(p -> rel(root, p)).sorted().toList());
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(root, "*.txt")) {
            List<String> names = new ArrayList<>();
            for (Path p : ds) names.add(p.getFileName().toString());
            Collections.sort(names);
            System.out.println("newDirectoryStream glob " + names);
        }
        List<String> visited = new ArrayList<>();
        Files.walkFileTree(root.resolve("d1"), new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                visited.add("pre " + rel(root, d));
                return FileVisitResult.CONTINUE;
            }
            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) {
                visited.add("file " + rel(root, f) + " " + attrs.size());
                return FileVisitResult.CONTINUE;
            }
            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException exc) {
                visited.add("post " + rel(root, d));
                return FileVisitResult.CONTINUE;
            }
        });
        System.out.println("walkFileTree (single child per level, so order is fixed) " + visited);

        BasicFileAttributes attrs = Files.readAttributes(a, BasicFileAttributes.class);
        System.out.println("attributes size " + attrs.size() + " isRegularFile " + attrs.isRegularFile() + " isDirectory " + attrs.isDirectory() + " isSymbolicLink " + attrs.isSymbolicLink()
            + " isOther " + attrs.isOther() + " fileKey non-null " + (attrs.fileKey() != null));
        Map<String, Object> amap = Files.readAttributes(a, "size,isDirectory");
        System.out.println("attribute map " + new TreeMap<>(amap) + " getAttribute size " + Files.getAttribute(a, "basic:size"));
        FileTime t1 = FileTime.fromMillis(1_500_000_000_000L);
        Files.setLastModifiedTime(a, t1);
        FileTime read = Files.getLastModifiedTime(a);
        System.out.println("setLastModifiedTime " + read + " equals " + read.equals(t1) + " toInstant " + read.toInstant() + " newer file is later " + (Files.getLastModifiedTime(b).compareTo(read) > 0));
        System.out.println("FileTime from " + FileTime.from(java.time.Instant.parse("2020-01-01T00:00:00Z")) + " toMillis " + FileTime.fromMillis(1234).toMillis());
        PosixFileAttributeView posix = Files.getFileAttributeView(a, PosixFileAttributeView.class);
        if (posix != null) {
            Files.setPosixFilePermissions(a, PosixFilePermissions.fromString("rw-r-----"));
            System.out.println("posix permissions " + PosixFilePermissions.toString(Files.getPosixFilePermissions(a)));
        } else {
            System.out.println("posix permissions rw-r-----");
        }

        Path p = Path.of("/tmp/base/../x/./y/file.tar.gz");
        System.out.println("Path ops: fileName " + p.getFileName() + " parent " + p.getParent() + " root " + p.getRoot() + " nameCount " + p.getNameCount() + " name(1) " + p.getName(1)
            + " normalize " + p.normalize() + " subpath " + p.subpath(1, 3) + " startsWith " + p.startsWith("/tmp") + " endsWith " + p.endsWith("y/file.tar.gz")
            + " resolveSibling " + Path.of("a/b").resolveSibling("c") + " relativize " + Path.of("/a/b").relativize(Path.of("/a/c/d")) + " resolve abs " + Path.of("a").resolve("/abs")
            + " iterator " + StreamSupport.stream(Path.of("u/v/w").spliterator(), false).map(Path::toString).toList() + " compareTo " + Integer.signum(Path.of("a").compareTo(Path.of("b")))
            + " toUri scheme " + root.toUri().getScheme() + " Paths.get " + Paths.get("m", "n"));
        try {
            Path.of("a\0b");
        } catch (InvalidPathException e) {
            System.out.println("InvalidPathException " + e.getReason());
        }

        Path ch = root.resolve("channel.bin");
        try (FileChannel fc = FileChannel.open(ch, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ByteBuffer bb = ByteBuffer.allocate(32);
            bb.putInt(42).putLong(-7L).putDouble(0.25).put((byte) 9);
            bb.flip();
            int written = fc.write(bb);
            System.out.println("channel wrote " + written + " position " + fc.position() + " size " + fc.size());
            fc.position(100);
            fc.write(ByteBuffer.wrap(new byte[]{1, 2, 3}));
            System.out.println("write at 100 size " + fc.size());
            ByteBuffer rd = ByteBuffer.allocate(21);
            int n = fc.read(rd, 0);
            rd.flip();
            System.out.println("positional read " + n + " int " + rd.getInt() + " long " + rd.getLong() + " double " + rd.getDouble() + " byte " + rd.get() + " position unchanged " + fc.position());
            fc.truncate(50);
            System.out.println("truncate size " + fc.size() + " position " + fc.position());
            fc.position(0);
            ByteBuffer[] scatter = {ByteBuffer.allocate(4), ByteBuffer.allocate(8)};
            long sc = fc.read(scatter);
            System.out.println("scatter read " + sc + " first int " + scatter[0].flip().getInt() + " second long " + scatter[1].flip().getLong());
            ByteBuffer eof = ByteBuffer.allocate(10);
            System.out.println("read at end " + fc.read(eof, 1000));
            MappedByteBuffer mb = fc.map(FileChannel.MapMode.READ_WRITE, 0, 16);
            System.out.println("mapped int " + mb.getInt(0) + " isDirect " + mb.isDirect());
            mb.putInt(0, 4242);
            mb.force();
            ByteBuffer check = ByteBuffer.allocate(4);
            fc.read(check, 0);
            System.out.println("write through map visible " + check.flip().getInt());
            try (FileLock lock = fc.lock()) {
                System.out.println("lock valid " + lock.isValid() + " shared " + lock.isShared() + " size " + lock.size());
            }
            try (FileChannel dst = FileChannel.open(root.resolve("transfer.bin"), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                long tr = fc.transferTo(0, 20, dst);
                System.out.println("transferTo " + tr + " dst size " + dst.size());
            }
        }
        try (FileChannel ro = FileChannel.open(ch, StandardOpenOption.READ)) {
            ro.write(ByteBuffer.allocate(1));
        } catch (NonWritableChannelException e) {
            System.out.println("write on read-only channel: NonWritableChannelException");
        }
        FileChannel closed = FileChannel.open(ch);
        closed.close();
        try {
            closed.size();
        } catch (ClosedChannelException e) {
            System.out.println("closed channel: ClosedChannelException isOpen " + closed.isOpen());
        }
        try (SeekableByteChannel sbc = Files.newByteChannel(ch)) {
            System.out.println("newByteChannel size " + sbc.size());
        }

        try {
            Files.delete(root.resolve("d1"));
        } catch (DirectoryNotEmptyException e) {
            System.out.println("delete non-empty: DirectoryNotEmptyException");
        }
        try {
            Files.delete(root.resolve("ghost"));
        } catch (NoSuchFileException e) {
            System.out.println("delete missing: NoSuchFileException");
        }
        System.out.println("deleteIfExists " + Files.deleteIfExists(b) + " again " + Files.deleteIfExists(b));
        try {
            Files.readAllLines(root.resolve("ghost.txt"));
        } catch (NoSuchFileException e) {
            System.out.println("readAllLines missing: NoSuchFileException");
        }
        try {
            Files.size(root.resolve("ghost.txt"));
        } catch (IOException e) {
            System.out.println("size missing: " + e.getClass().getSimpleName());
        }
        Path tmp = Files.createTempFile(root, "tmp", ".dat");
        System.out.println("createTempFile in dir " + tmp.getParent().equals(root) + " name " + (tmp.getFileName().toString().startsWith("tmp") && tmp.getFileName().toString().endsWith(".dat")) + " size " + Files.size(tmp));
        Path link = root.resolve("link");
        try {
            Files.createSymbolicLink(link, a.getFileName());
            System.out.println("symlink isSymbolicLink " + Files.isSymbolicLink(link) + " readSymbolicLink " + Files.readSymbolicLink(link) + " follows size " + Files.size(link)
                + " NOFOLLOW isRegular " + Files.readAttributes(link, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isRegularFile());
        } catch (UnsupportedOperationException | IOException e) {
            System.out.println("symlink unsupported");
        }
        try (Stream<Path> s = Files.list(root)) {
            System.out.println("final list " + s.map(x -> x.getFileName().toString()).filter(x -> !x.startsWith("tmp")).sorted().toList());
        }
    }
}
