// File attribute views (posix, unix, user-defined xattrs, dos), FileStore, hard links, SecureDirectoryStream
// operations relative to an open directory, lookups of users and groups, and File's permission methods.
import java.io.*;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.*;
import java.util.*;

public class IoFileAttrsSecure {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("attrs");
        try {
            run(dir);
        } finally {
            try (var s = Files.walk(dir)) { s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
        }
        System.out.println("cleaned " + Files.exists(dir));
    }

    static void run(Path dir) throws Exception {
        Path f = dir.resolve("a.txt");
        Files.writeString(f, "hello attrs\n");
        PosixFileAttributeView pv = Files.getFileAttributeView(f, PosixFileAttributeView.class);
        pv.setPermissions(PosixFilePermissions.fromString("rw-r-----"));
        PosixFileAttributes pa = pv.readAttributes();
        System.out.println("posix " + PosixFilePermissions.toString(pa.permissions()) + " size " + pa.size() + " regular " + pa.isRegularFile() + " owner==user " + pa.owner().getName().equals(System.getProperty("user.name")) + " view " + pv.name());
        Map<String, Object> unix = Files.readAttributes(f, "unix:mode,nlink,size,uid,gid,ino,dev,rdev");
        System.out.println("unix mode " + Integer.toOctalString((Integer) unix.get("mode")) + " nlink " + unix.get("nlink") + " size " + unix.get("size") + " keys " + new TreeSet<>(unix.keySet()) + " uid type " + unix.get("uid").getClass().getSimpleName());
        Map<String, Object> basic = Files.readAttributes(f, "*");
        System.out.println("basic keys " + new TreeSet<>(basic.keySet()) + " fileKey " + (basic.get("fileKey") != null));
        FileTime t = FileTime.fromMillis(1_600_000_000_123L);
        Files.getFileAttributeView(f, BasicFileAttributeView.class).setTimes(t, FileTime.fromMillis(1_500_000_000_000L), null);
        BasicFileAttributes ba = Files.readAttributes(f, BasicFileAttributes.class);
        System.out.println("times " + ba.lastModifiedTime() + " " + ba.lastAccessTime() + " " + Files.getLastModifiedTime(f).toMillis() + " nanos " + FileTime.from(1_600_000_000_123_456_789L, java.util.concurrent.TimeUnit.NANOSECONDS));
        Files.setAttribute(f, "posix:permissions", PosixFilePermissions.fromString("rwx------"));
        System.out.println("after setAttribute " + PosixFilePermissions.toString(Files.getPosixFilePermissions(f)) + " exec " + Files.isExecutable(f) + " " + f.toFile().canExecute());
        File ff = f.toFile();
        System.out.println("File perms " + ff.setExecutable(false) + " " + ff.canExecute() + " " + ff.setReadable(true, false) + " " + PosixFilePermissions.toString(Files.getPosixFilePermissions(f))
            + " " + ff.setWritable(false) + " " + ff.canWrite() + " " + ff.setReadOnly() + " " + PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
        ff.setWritable(true);

        UserDefinedFileAttributeView uv = Files.getFileAttributeView(f, UserDefinedFileAttributeView.class);
        try {
            uv.write("rivet.test", StandardCharsets.UTF_8.encode("value-1"));
            uv.write("rivet.other", ByteBuffer.wrap(new byte[] {1, 2, 3}));
            List<String> names = new ArrayList<>(uv.list());
            Collections.sort(names);
            ByteBuffer bb = ByteBuffer.allocate(uv.size("rivet.test"));
            uv.read("rivet.test", bb);
            bb.flip();
            System.out.println("xattr " + names + " size " + uv.size("rivet.test") + " value " + StandardCharsets.UTF_8.decode(bb) + " via getAttribute " + Arrays.toString((byte[]) Files.getAttribute(f, "user:rivet.other")));
            uv.delete("rivet.other");
            System.out.println("xattr after delete " + uv.list());
            try { uv.size("missing"); } catch (FileSystemException e) { System.out.println("xattr missing " + e.getClass().getSimpleName() + " " + e.getReason()); }
            DosFileAttributeView dv = Files.getFileAttributeView(f, DosFileAttributeView.class);
            dv.setHidden(true);
            dv.setArchive(true);
            DosFileAttributes da = dv.readAttributes();
            System.out.println("dos hidden " + da.isHidden() + " archive " + da.isArchive() + " system " + da.isSystem() + " readonly " + da.isReadOnly());
        } catch (IOException | UnsupportedOperationException e) {
            System.out.println("xattr unsupported here: " + e.getClass().getSimpleName());
        }

        FileStore fs = Files.getFileStore(f);
        System.out.println("store supports basic " + fs.supportsFileAttributeView("basic") + " posix " + fs.supportsFileAttributeView(PosixFileAttributeView.class) + " owner " + fs.supportsFileAttributeView("owner")
            + " readOnly " + fs.isReadOnly() + " total>0 " + (fs.getTotalSpace() > 0) + " usable<=total " + (fs.getUsableSpace() <= fs.getTotalSpace()) + " same " + fs.equals(Files.getFileStore(dir)));

        Path hard = dir.resolve("hard.txt");
        Files.createLink(hard, f);
        System.out.println("hard link nlink " + Files.getAttribute(f, "unix:nlink") + " same " + Files.isSameFile(f, hard) + " key eq " + Files.readAttributes(f, BasicFileAttributes.class).fileKey().equals(Files.readAttributes(hard, BasicFileAttributes.class).fileKey()));
        Path sym = dir.resolve("sym");
        Files.createSymbolicLink(sym, Paths.get("a.txt"));
        System.out.println("symlink " + Files.readSymbolicLink(sym) + " isLink " + Files.isSymbolicLink(sym) + " nofollow regular " + Files.readAttributes(sym, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isRegularFile()
            + " follow size " + Files.size(sym) + " real " + sym.toRealPath().getFileName() + " canonical " + sym.toFile().getCanonicalFile().getName());

        Path sub = Files.createDirectory(dir.resolve("sub"));
        Files.writeString(sub.resolve("x1"), "one");
        Files.writeString(sub.resolve("x2"), "two two");
        Files.createDirectory(sub.resolve("inner"));
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(sub)) {
            System.out.println("secure " + (ds instanceof SecureDirectoryStream));
            if (ds instanceof SecureDirectoryStream<Path> sds) {
                List<String> names = new ArrayList<>();
                for (Path p : sds) names.add(p.getFileName().toString());
                Collections.sort(names);
                System.out.println("  entries " + names);
                try (java.nio.channels.SeekableByteChannel ch = sds.newByteChannel(Paths.get("x3"), Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE))) { ch.write(ByteBuffer.wrap("three".getBytes())); }
                BasicFileAttributes x2 = sds.getFileAttributeView(Paths.get("x2"), BasicFileAttributeView.class).readAttributes();
                System.out.println("  x2 size " + x2.size() + " x3 " + Files.readString(sub.resolve("x3")));
                PosixFileAttributeView sv = sds.getFileAttributeView(Paths.get("x1"), PosixFileAttributeView.class);
                sv.setPermissions(PosixFilePermissions.fromString("r--r--r--"));
                System.out.println("  x1 perms " + PosixFilePermissions.toString(Files.getPosixFilePermissions(sub.resolve("x1"))));
                sds.deleteFile(Paths.get("x1"));
                try { sds.deleteFile(Paths.get("inner")); } catch (IOException e) { System.out.println("  deleteFile dir " + e.getClass().getSimpleName()); }
                try (SecureDirectoryStream<Path> in = sds.newDirectoryStream(Paths.get("inner"))) {
                    System.out.println("  inner empty " + !in.iterator().hasNext());
                }
                sds.deleteDirectory(Paths.get("inner"));
                Path other = Files.createDirectory(dir.resolve("other"));
                try (SecureDirectoryStream<Path> target = (SecureDirectoryStream<Path>) Files.newDirectoryStream(other)) {
                    sds.move(Paths.get("x2"), target, Paths.get("moved"));
                }
                List<String> after = new ArrayList<>();
                try (var s = Files.list(sub)) { s.forEach(p -> after.add(p.getFileName().toString())); }
                Collections.sort(after);
                System.out.println("  after " + after + " moved " + Files.readString(other.resolve("moved")));
                try { sds.deleteFile(Paths.get("nope")); } catch (NoSuchFileException e) { System.out.println("  missing " + e.getMessage().endsWith("nope")); }
            }
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "*.txt")) {
            List<String> g = new ArrayList<>();
            ds.forEach(p -> g.add(p.getFileName().toString()));
            Collections.sort(g);
            System.out.println("glob " + g);
        }
        UserPrincipalLookupService ups = dir.getFileSystem().getUserPrincipalLookupService();
        UserPrincipal root = ups.lookupPrincipalByName("root");
        GroupPrincipal rootGroup = ups.lookupPrincipalByGroupName("root");
        System.out.println("lookup " + root.getName() + " " + rootGroup.getName() + " " + (rootGroup instanceof GroupPrincipal));
        try { ups.lookupPrincipalByName("no-such-user-xyz"); } catch (UserPrincipalNotFoundException e) { System.out.println("no user " + e.getName()); }
        FileOwnerAttributeView ov = Files.getFileAttributeView(f, FileOwnerAttributeView.class);
        System.out.println("owner view " + ov.name() + " same " + ov.getOwner().equals(Files.getOwner(hard)));
        Path made = Files.createFile(dir.resolve("made"), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-rw-rw-")));
        Path madeDir = Files.createDirectories(dir.resolve("d1/d2"), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-x---")));
        System.out.println("created (umask applies) file " + PosixFilePermissions.toString(Files.getPosixFilePermissions(made)).substring(0, 3) + " dir " + PosixFilePermissions.toString(Files.getPosixFilePermissions(madeDir)));
        Files.copy(f, dir.resolve("copy.txt"), StandardCopyOption.COPY_ATTRIBUTES);
        System.out.println("copy attrs mtime " + Files.getLastModifiedTime(dir.resolve("copy.txt")) + " perms " + PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("copy.txt"))));
        Files.move(dir.resolve("copy.txt"), dir.resolve("moved.txt"), StandardCopyOption.ATOMIC_MOVE);
        try { Files.move(dir.resolve("moved.txt"), f); } catch (FileAlreadyExistsException e) { System.out.println("move exists " + e.getFile().endsWith("moved.txt") + " " + e.getOtherFile()); }
        try { Files.delete(dir.resolve("d1")); } catch (DirectoryNotEmptyException e) { System.out.println("not empty " + e.getFile().endsWith("d1")); }
        try { Files.createDirectory(f); } catch (FileAlreadyExistsException e) { System.out.println("dir exists " + e.getClass().getSimpleName()); }
        try { Files.newInputStream(dir.resolve("ghost")); } catch (NoSuchFileException e) { System.out.println("ghost " + e.getClass().getSimpleName()); }
    }
}
