import java.io.*;
import java.nio.*;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.zip.*;

// RandomAccessFile and FileChannel in a temp directory (positional and scatter/gather I/O,
// truncate, map, lock, transferTo), Pipe; Deflater/Inflater levels, nowrap, sync flush and
// dictionaries; CRC32, CRC32C, Adler32; GZIP and ZIP streams and ZipFile.
public class IoChannelsZip {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("rivet-io");
        try {
            run(dir);
        } finally {
            try (var s = Files.walk(dir)) { s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
        }
    }

    static void run(Path dir) throws Exception {
        File f = dir.resolve("raf.bin").toFile();
        try (RandomAccessFile raf = new RandomAccessFile(f, "rw")) {
            raf.writeInt(0x01020304); raf.writeLong(-2L); raf.writeUTF("h\u00e9llo"); raf.writeDouble(1.25); raf.writeChars("AB"); raf.writeBoolean(true);
            System.out.println("len " + raf.length() + " pos " + raf.getFilePointer());
            raf.seek(4);
            System.out.println(raf.readLong() + " " + raf.readUTF() + " " + raf.readDouble() + " " + raf.readChar() + raf.readChar() + " " + raf.readBoolean());
            System.out.println("eof read " + raf.read());
            try { raf.readInt(); } catch (EOFException e) { System.out.println("EOF " + e.getMessage()); }
            raf.setLength(6);
            raf.seek(0);
            byte[] b = new byte[10];
            System.out.println("read " + raf.read(b) + " " + HexFormat.of().formatHex(b) + " skip " + raf.skipBytes(10));
            raf.seek(20);
            raf.write(0x7f);
            System.out.println("extended " + raf.length());
            raf.seek(0);
            System.out.println("readLine " + raf.readUnsignedShort() + " " + raf.readUnsignedByte() + " " + raf.readByte());
        }
        try { new RandomAccessFile(dir.resolve("missing/x").toFile(), "r"); } catch (FileNotFoundException e) { System.out.println("FNFE " + e.getMessage().replace(dir.toString(), "DIR")); }
        try { new RandomAccessFile(f, "rwx"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }

        Path p = dir.resolve("chan.bin");
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ByteBuffer bb = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
            bb.putInt(1).putShort((short) 2).putLong(3).flip();
            System.out.println("wrote " + ch.write(bb) + " size " + ch.size() + " pos " + ch.position());
            ByteBuffer[] parts = {ByteBuffer.wrap("ab".getBytes()), ByteBuffer.wrap("cde".getBytes())};
            System.out.println("gather " + ch.write(parts) + " size " + ch.size());
            System.out.println("pwrite " + ch.write(ByteBuffer.wrap("ZZ".getBytes()), 30) + " size " + ch.size() + " pos " + ch.position());
            ByteBuffer rd = ByteBuffer.allocate(8);
            System.out.println("pread " + ch.read(rd, 14) + " " + new String(rd.array(), 0, rd.position(), StandardCharsets.ISO_8859_1).replace('\0', '.'));
            ch.position(0);
            ByteBuffer a = ByteBuffer.allocate(4), c = ByteBuffer.allocate(2);
            System.out.println("scatter " + ch.read(new ByteBuffer[]{a, c}) + " " + HexFormat.of().formatHex(a.array()) + " " + HexFormat.of().formatHex(c.array()));
            ch.truncate(10);
            System.out.println("truncated " + ch.size() + " pos " + ch.position());
            System.out.println("read at end " + ch.read(ByteBuffer.allocate(4), 100));
            MappedByteBuffer mb = ch.map(FileChannel.MapMode.READ_WRITE, 0, 10);
            mb.order(ByteOrder.LITTLE_ENDIAN);
            System.out.println("mapped " + mb.getInt(0) + " " + mb.getShort(4) + " cap " + mb.capacity());
            mb.put(0, (byte) 9);
            mb.force();
            try (FileLock lock = ch.lock()) { System.out.println("lock " + lock.isValid() + " shared " + lock.isShared() + " " + lock.position() + " " + lock.size()); }
            Path q = dir.resolve("copy.bin");
            try (FileChannel out = FileChannel.open(q, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                System.out.println("transferTo " + ch.transferTo(0, ch.size(), out));
            }
            System.out.println("copy " + HexFormat.of().formatHex(Files.readAllBytes(q)));
        }
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.READ)) {
            try { ch.write(ByteBuffer.allocate(1)); } catch (NonWritableChannelException e) { System.out.println("NonWritable"); }
            ch.close();
            try { ch.size(); } catch (ClosedChannelException e) { System.out.println("Closed " + e.getClass().getSimpleName()); }
        }
        try (SeekableByteChannel sbc = Files.newByteChannel(p)) {
            sbc.position(4);
            ByteBuffer x = ByteBuffer.allocate(3);
            sbc.read(x);
            System.out.println("sbc " + HexFormat.of().formatHex(x.array()) + " " + sbc.position());
        }
        Pipe pipe = Pipe.open();
        pipe.sink().write(ByteBuffer.wrap("piped".getBytes()));
        ByteBuffer pb = ByteBuffer.allocate(10);
        pipe.source().read(pb);
        System.out.println("pipe " + new String(pb.array(), 0, pb.position()));
        pipe.sink().close(); pipe.source().close();

        // zip
        byte[] input = ("Rivet runs the JDK. ".repeat(50) + "tail").getBytes(StandardCharsets.UTF_8);
        for (int level : new int[]{Deflater.NO_COMPRESSION, Deflater.BEST_SPEED, Deflater.DEFAULT_COMPRESSION, Deflater.BEST_COMPRESSION}) {
            for (boolean nowrap : new boolean[]{false, true}) {
                Deflater d = new Deflater(level, nowrap);
                d.setInput(input);
                d.finish();
                byte[] buf = new byte[2048];
                int n = d.deflate(buf);
                System.out.println("deflate level " + level + " nowrap " + nowrap + " -> " + n + " in " + d.getBytesRead() + " out " + d.getBytesWritten() + " adler " + d.getAdler() + " finished " + d.finished() + " head " + HexFormat.of().formatHex(buf, 0, 6));
                d.end();
                Inflater inf = new Inflater(nowrap);
                inf.setInput(buf, 0, n);
                byte[] back = new byte[input.length + 10];
                int m = inf.inflate(back);
                System.out.println("  inflate " + m + " equal " + Arrays.equals(input, Arrays.copyOf(back, m)) + " remaining " + inf.getRemaining() + " finished " + inf.finished() + " adler " + inf.getAdler());
                inf.end();
            }
        }
        // small output buffers + SYNC_FLUSH + dictionary
        Deflater d = new Deflater();
        d.setInput(input, 0, 100);
        byte[] small = new byte[7];
        ByteArrayOutputStream acc = new ByteArrayOutputStream();
        int k;
        while ((k = d.deflate(small, 0, small.length, Deflater.SYNC_FLUSH)) > 0) acc.write(small, 0, k);
        System.out.println("sync flush " + acc.size() + " tail " + HexFormat.of().formatHex(acc.toByteArray(), acc.size() - 4, acc.size()) + " needsInput " + d.needsInput());
        d.end();
        byte[] dict = "Rivet runs".getBytes();
        Deflater dd = new Deflater();
        dd.setDictionary(dict);
        dd.setInput(input); dd.finish();
        byte[] dbuf = new byte[1024];
        int dn = dd.deflate(dbuf);
        Inflater di = new Inflater();
        di.setInput(dbuf, 0, dn);
        byte[] dout = new byte[input.length];
        System.out.println("dict first " + di.inflate(dout) + " needsDictionary " + di.needsDictionary() + " id " + di.getAdler());
        di.setDictionary(dict);
        System.out.println("dict then " + di.inflate(dout) + " " + Arrays.equals(dout, input));
        Inflater bad = new Inflater();
        bad.setInput(new byte[]{1, 2, 3, 4, 5});
        try { bad.inflate(new byte[10]); } catch (DataFormatException e) { System.out.println("DFE " + e.getMessage()); }
        // checksums
        CRC32 crc = new CRC32(); crc.update(input);
        CRC32C crcc = new CRC32C(); crcc.update(input);
        Adler32 ad = new Adler32(); ad.update(input);
        System.out.println("crc32 " + crc.getValue() + " crc32c " + crcc.getValue() + " adler " + ad.getValue());
        crc.reset(); crc.update(input, 3, 10); crc.update(ByteBuffer.wrap(input, 13, 20)); crc.update(ByteBuffer.allocateDirect(5).put(new byte[]{1, 2, 3, 4, 5}).flip());
        crcc.reset(); crcc.update(ByteBuffer.allocateDirect(input.length).put(input).flip()); crcc.update(7);
        System.out.println("crc32 parts " + crc.getValue() + " crc32c direct " + crcc.getValue());
        // gzip and zip streams
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream g = new GZIPOutputStream(gz)) { g.write(input); }
        byte[] gzb = gz.toByteArray();
        System.out.println("gzip len " + gzb.length + " magic " + HexFormat.of().formatHex(gzb, 0, 4));
        try (GZIPInputStream gi = new GZIPInputStream(new ByteArrayInputStream(gzb))) { System.out.println("gunzip " + new String(gi.readAllBytes(), StandardCharsets.UTF_8).length()); }
        ByteArrayOutputStream zb = new ByteArrayOutputStream();
        try (ZipOutputStream zo = new ZipOutputStream(zb)) {
            zo.setComment("archive");
            ZipEntry e1 = new ZipEntry("a/one.txt"); e1.setTime(315532800000L + 86400000L * 365); e1.setComment("c1");
            zo.putNextEntry(e1); zo.write(input); zo.closeEntry();
            ZipEntry e2 = new ZipEntry("b/stored.bin"); e2.setMethod(ZipEntry.STORED); e2.setSize(4); e2.setCompressedSize(4);
            CRC32 c4 = new CRC32(); c4.update(new byte[]{1, 2, 3, 4}); e2.setCrc(c4.getValue()); e2.setTime(315532800000L + 86400000L * 400);
            zo.putNextEntry(e2); zo.write(new byte[]{1, 2, 3, 4}); zo.closeEntry();
            zo.putNextEntry(new ZipEntry("c/dir/")); zo.closeEntry();
        }
        Path zp = dir.resolve("t.zip");
        Files.write(zp, zb.toByteArray());
        try (ZipFile zf = new ZipFile(zp.toFile())) {
            System.out.println("zip comment " + zf.getComment() + " size " + zf.size());
            for (Enumeration<? extends ZipEntry> en = zf.entries(); en.hasMoreElements(); ) {
                ZipEntry e = en.nextElement();
                byte[] data = zf.getInputStream(e).readAllBytes();
                System.out.println("  " + e.getName() + " dir " + e.isDirectory() + " method " + e.getMethod() + " size " + e.getSize() + " csize " + e.getCompressedSize() + " crc " + e.getCrc() + " read " + data.length + " comment " + e.getComment());
            }
            System.out.println("getEntry " + (zf.getEntry("b/stored.bin") != null) + " " + zf.getEntry("nope"));
        }
        try (ZipInputStream zi = new ZipInputStream(new ByteArrayInputStream(zb.toByteArray()))) {
            ZipEntry e;
            while ((e = zi.getNextEntry()) != null) System.out.println("  stream " + e.getName() + " " + zi.readAllBytes().length);
        }
        try (InflaterInputStream ii = new InflaterInputStream(new ByteArrayInputStream(new byte[]{0x78, (byte) 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01}))) { System.out.println("empty zlib " + ii.readAllBytes().length); }
        try (CheckedInputStream ci = new CheckedInputStream(new ByteArrayInputStream(input), new CRC32C())) { ci.readAllBytes(); System.out.println("checked " + ci.getChecksum().getValue()); }
    }
}
