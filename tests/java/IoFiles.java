import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

// java.io.File API and RandomAccessFile inside a fresh temporary directory: create/exists/length/list (sorted)/mkdirs/
// renameTo/delete, FileInputStream/FileOutputStream (append), FileReader/FileWriter, RandomAccessFile seek/read/write/
// setLength, error paths (FileNotFoundException), and cleanup. Only relative names are printed.
public class IoFiles {
    public static void main(String[] args) throws Exception {
        File root = Files.createTempDirectory("rivet-iofiles").toFile();
        try {
            run(root);
        } finally {
            deleteTree(root);
            System.out.println("cleanup: root exists " + root.exists());
        }
    }

    static String rel(File root, File f) {
        return root.toPath().relativize(f.toPath()).toString().replace(File.separatorChar, '/');
    }

    static void run(File root) throws Exception {
        System.out.println("root isDirectory " + root.isDirectory() + " isAbsolute " + root.isAbsolute() + " list " + Arrays.toString(root.list()) + " canWrite " + root.canWrite());
        File a = new File(root, "a.txt");
        System.out.println("before create exists " + a.exists() + " length " + a.length() + " isFile " + a.isFile() + " createNewFile " + a.createNewFile() + " again " + a.createNewFile()
            + " exists " + a.exists() + " length " + a.length() + " name " + a.getName() + " parent is root " + a.getParentFile().equals(root));
        try (FileOutputStream out = new FileOutputStream(a)) {
            out.write("hello file\n".getBytes(StandardCharsets.UTF_8));
        }
        try (FileOutputStream out = new FileOutputStream(a, true)) {
            out.write("appended ü\n".getBytes(StandardCharsets.UTF_8));
        }
        System.out.println("after writes length " + a.length());
        try (FileInputStream in = new FileInputStream(a)) {
            System.out.println("available " + in.available() + " skip(6) " + in.skip(6) + " read " + new String(in.readNBytes(4), StandardCharsets.UTF_8) + " rest " + new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\n", "\\n")
                + " read at EOF " + in.read());
        }
        try (FileWriter fw = new FileWriter(new File(root, "w.txt"), StandardCharsets.UTF_8)) {
            fw.write("writer line 1\n");
            fw.append("writer line 2\n");
        }
        try (BufferedReader br = new BufferedReader(new FileReader(new File(root, "w.txt"), StandardCharsets.UTF_8))) {
            System.out.println("FileReader lines " + br.lines().toList());
        }
        try (PrintWriter pw = new PrintWriter(new File(root, "p.txt"), "UTF-8")) {
            for (int i = 0; i < 5; i++) pw.println("row " + i);
        }
        File sub = new File(root, "x/y/z");
        System.out.println("mkdir nested " + new File(root, "x/y/z").mkdir() + " mkdirs " + sub.mkdirs() + " again " + sub.mkdirs() + " isDirectory " + sub.isDirectory() + " rel " + rel(root, sub));
        File moved = new File(sub, "moved.txt");
        System.out.println("renameTo " + new File(root, "p.txt").renameTo(moved) + " old exists " + new File(root, "p.txt").exists() + " new length " + moved.length());
        System.out.println("renameTo missing source " + new File(root, "missing").renameTo(new File(root, "other")));
        String[] names = root.list();
        Arrays.sort(names);
        System.out.println("root list sorted " + Arrays.toString(names));
        File[] txt = root.listFiles((dir, name) -> name.endsWith(".txt"));
        Arrays.sort(txt);
        List<String> txtNames = new ArrayList<>();
        for (File f : txt) txtNames.add(f.getName() + ":" + f.length());
        System.out.println("listFiles filter " + txtNames + " dirs only " + Arrays.stream(root.listFiles(File::isDirectory)).map(File::getName).sorted().toList());
        System.out.println("list of a file " + a.list() + " listFiles of missing " + new File(root, "nope").listFiles());
        System.out.println("delete non-empty dir " + new File(root, "x").delete() + " delete file " + a.delete() + " again " + a.delete() + " exists " + a.exists());
        File rel = new File("some/dir/../file.txt");
        System.out.println("path ops: getPath " + rel.getPath() + " getName " + rel.getName() + " getParent " + rel.getParent() + " isAbsolute " + rel.isAbsolute()
            + " normalized " + rel.toPath().normalize() + " separator " + File.separator + " pathSeparator " + File.pathSeparator + " new File(\"\") exists " + new File("").exists()
            + " compareTo " + Integer.signum(new File("a").compareTo(new File("b"))) + " equals " + new File("a/b").equals(new File("a", "b")) + " toURI scheme " + root.toURI().getScheme());
        long before = new File(sub, "moved.txt").lastModified();
        System.out.println("setLastModified " + moved.setLastModified(1_000_000_000_000L) + " lastModified " + moved.lastModified() + " was positive " + (before > 0));
        System.out.println("setReadOnly " + moved.setReadOnly() + " canWrite " + (moved.canWrite() && !isRoot()) + " setWritable " + moved.setWritable(true) + " canWrite " + moved.canWrite()
            + " canRead " + moved.canRead() + " isHidden " + moved.isHidden() + " hidden dotfile " + new File(root, ".hidden").isHidden());
        File tmp = File.createTempFile("pre", ".suf", root);
        System.out.println("createTempFile name ok " + (tmp.getName().startsWith("pre") && tmp.getName().endsWith(".suf")) + " length " + tmp.length() + " in root " + tmp.getParentFile().equals(root));
        try {
            File.createTempFile("ab", null, root);
        } catch (IllegalArgumentException e) {
            System.out.println("createTempFile short prefix: " + e.getMessage());
        }

        try {
            new FileInputStream(new File(root, "does-not-exist"));
        } catch (FileNotFoundException e) {
            System.out.println("FileNotFoundException (No such file) " + e.getMessage().endsWith("does-not-exist (No such file or directory)"));
        }
        try {
            new FileOutputStream(sub);
        } catch (FileNotFoundException e) {
            System.out.println("open directory for writing: " + e.getMessage().endsWith("z (Is a directory)"));
        }
        try {
            new FileReader(new File(root, "missing/dir/f.txt"));
        } catch (FileNotFoundException e) {
            System.out.println("missing parent: FileNotFoundException");
        }

        File rafFile = new File(root, "raf.bin");
        try (RandomAccessFile raf = new RandomAccessFile(rafFile, "rw")) {
            System.out.println("RAF new length " + raf.length() + " pointer " + raf.getFilePointer());
            raf.writeInt(0x01020304);
            raf.writeLong(-1L);
            raf.writeUTF("raf-utf");
            raf.writeDouble(2.5);
            System.out.println("after writes length " + raf.length() + " pointer " + raf.getFilePointer());
            raf.seek(2);
            System.out.println("seek(2) readShort " + raf.readShort() + " readLong " + raf.readLong() + " readUTF " + raf.readUTF() + " readDouble " + raf.readDouble() + " read at EOF " + raf.read());
            raf.seek(100);
            raf.write(0x7f);
            System.out.println("write past end length " + raf.length());
            raf.seek(50);
            System.out.println("hole reads zero " + raf.read() + " skipBytes " + raf.skipBytes(1000) + " pointer " + raf.getFilePointer());
            raf.setLength(10);
            System.out.println("setLength(10) length " + raf.length() + " pointer clamped " + raf.getFilePointer());
            raf.seek(0);
            byte[] all = new byte[10];
            raf.readFully(all);
            System.out.println("bytes " + HexFormat.of().formatHex(all));
            try {
                raf.readByte();
            } catch (EOFException e) {
                System.out.println("readByte at EOF: EOFException");
            }
            try {
                raf.seek(-1);
            } catch (IOException e) {
                System.out.println("seek(-1): " + e.getMessage());
            }
            raf.setLength(0);
            raf.writeBytes("rewritten");
            raf.seek(0);
            System.out.println("readLine " + raf.readLine() + " channel size " + raf.getChannel().size());
        }
        try (RandomAccessFile ro = new RandomAccessFile(rafFile, "r")) {
            System.out.println("read-only length " + ro.length());
            try {
                ro.write(1);
            } catch (IOException e) {
                System.out.println("write to read-only RAF: " + e.getMessage());
            }
        }
        try {
            new RandomAccessFile(rafFile, "rwx");
        } catch (IllegalArgumentException e) {
            System.out.println("bad mode: " + e.getMessage());
        }
        try {
            new RandomAccessFile(new File(root, "absent.bin"), "r");
        } catch (FileNotFoundException e) {
            System.out.println("RAF missing file: FileNotFoundException");
        }
        FileDescriptor fd;
        try (FileOutputStream fos = new FileOutputStream(new File(root, "fd.bin"))) {
            fd = fos.getFD();
            System.out.println("FileDescriptor valid " + fd.valid());
            fos.write(1);
            fd.sync();
        }
        System.out.println("after close valid " + fd.valid() + " stdout fd valid " + FileDescriptor.out.valid());
        String[] finalNames = root.list();
        Arrays.sort(finalNames);
        List<String> shown = new ArrayList<>();
        for (String n : finalNames) if (!n.startsWith("pre")) shown.add(n);
        System.out.println("final listing (temp file omitted) " + shown);
    }

    static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    static void deleteTree(File f) {
        File[] kids = f.listFiles();
        if (kids != null) for (File k : kids) deleteTree(k);
        f.delete();
    }
}
