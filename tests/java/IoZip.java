import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.zip.*;

// java.util.zip: CRC32/CRC32C/Adler32 checksums, Deflater/Inflater at several levels and strategies (raw and zlib),
// GZIP streams, Deflater/InflaterOutputStream, a ZipOutputStream/ZipInputStream round trip in memory (STORED and
// DEFLATED entries, comments, extra time fields), a ZipFile on disk, and corrupt-data errors.
public class IoZip {
    static byte[] sample(int n) {
        StringBuilder sb = new StringBuilder();
        Random r = new Random(99);
        String[] words = {"rivet", "java", "virtual", "machine", "deflate", "inflate", "zip", "stream", "buffer", "checksum"};
        while (sb.length() < n) sb.append(words[r.nextInt(words.length)]).append(r.nextInt(4) == 0 ? '\n' : ' ');
        return sb.substring(0, n).getBytes(StandardCharsets.UTF_8);
    }

    public static void main(String[] args) throws Exception {
        byte[] data = sample(20000);
        byte[] empty = new byte[0];
        for (Checksum c : new Checksum[]{new CRC32(), new CRC32C(), new Adler32()}) {
            c.update(data, 0, data.length);
            long full = c.getValue();
            c.reset();
            long emptyV = c.getValue();
            c.update(data, 0, 1000);
            c.update(data, 1000, data.length - 1000);
            long split = c.getValue();
            c.reset();
            c.update(java.nio.ByteBuffer.wrap("123456789".getBytes()));
            long check = c.getValue();
            c.reset();
            java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(data.length);
            direct.put(data).flip();
            c.update(direct);
            System.out.println(c.getClass().getSimpleName() + " full " + Long.toHexString(full) + " empty " + Long.toHexString(emptyV) + " split matches " + (split == full)
                + " check(123456789) " + Long.toHexString(check) + " direct matches " + (c.getValue() == full));
        }
        CRC32 single = new CRC32();
        for (int i = 0; i < 256; i++) single.update(i);
        System.out.println("CRC32 byte-at-a-time 0..255 " + Long.toHexString(single.getValue()));

        for (int level : new int[]{Deflater.NO_COMPRESSION, Deflater.BEST_SPEED, Deflater.DEFAULT_COMPRESSION, Deflater.BEST_COMPRESSION}) {
            for (boolean nowrap : new boolean[]{false, true}) {
                Deflater d = new Deflater(level, nowrap);
                d.setInput(data);
                d.finish();
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                byte[] buf = new byte[1024];
                while (!d.finished()) out.write(buf, 0, d.deflate(buf));
                byte[] comp = out.toByteArray();
                System.out.println("deflate level " + level + " nowrap " + nowrap + " in " + d.getBytesRead() + " out " + d.getBytesWritten() + " = " + comp.length + " adler " + (nowrap ? "-" : Long.toHexString(d.getAdler()))
                    + " head " + HexFormat.of().formatHex(comp, 0, 4));
                d.end();
                Inflater inf = new Inflater(nowrap);
                inf.setInput(nowrap ? Arrays.copyOf(comp, comp.length + 1) : comp);
                byte[] res = new byte[data.length + 10];
                int n = 0;
                while (!inf.finished() && n < res.length) {
                    int k = inf.inflate(res, n, res.length - n);
                    if (k == 0 && (inf.needsInput() || inf.needsDictionary())) break;
                    n += k;
                }
                System.out.println("  inflate " + n + " equal " + Arrays.equals(Arrays.copyOf(res, n), data) + " finished " + inf.finished() + " remaining " + inf.getRemaining() + " totalIn " + inf.getBytesRead());
                inf.end();
            }
        }
        Deflater filtered = new Deflater(Deflater.BEST_COMPRESSION);
        filtered.setStrategy(Deflater.HUFFMAN_ONLY);
        filtered.setInput(data);
        filtered.finish();
        byte[] hbuf = new byte[data.length * 2];
        int hlen = filtered.deflate(hbuf);
        System.out.println("HUFFMAN_ONLY size " + hlen + " finished " + filtered.finished());
        filtered.end();
        Deflater dict = new Deflater();
        byte[] dictionary = "rivet java virtual machine".getBytes();
        dict.setDictionary(dictionary);
        dict.setInput("rivet java virtual machine rivet".getBytes());
        dict.finish();
        byte[] dbuf = new byte[200];
        int dlen = dict.deflate(dbuf);
        dict.end();
        Inflater dinf = new Inflater();
        dinf.setInput(dbuf, 0, dlen);
        byte[] dout = new byte[100];
        int r0 = dinf.inflate(dout);
        System.out.println("dictionary: compressed " + dlen + " first inflate " + r0 + " needsDictionary " + dinf.needsDictionary() + " adler " + Long.toHexString(dinf.getAdler()));
        dinf.setDictionary(dictionary);
        int r1 = dinf.inflate(dout);
        System.out.println("  after setDictionary " + r1 + " [" + new String(dout, 0, r1) + "]");
        dinf.end();
        Deflater syncer = new Deflater();
        syncer.setInput("partial".getBytes());
        byte[] sbuf = new byte[100];
        int sl = syncer.deflate(sbuf, 0, sbuf.length, Deflater.SYNC_FLUSH);
        System.out.println("SYNC_FLUSH produced " + sl + " tail " + HexFormat.of().formatHex(sbuf, sl - 4, sl) + " finished " + syncer.finished());
        syncer.end();

        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream g = new GZIPOutputStream(gz, 512)) {
            g.write(data, 0, 5000);
            g.write(data, 5000, data.length - 5000);
        }
        byte[] gzBytes = gz.toByteArray();
        System.out.println("gzip size " + gzBytes.length + " magic " + HexFormat.of().formatHex(gzBytes, 0, 4) + " trailer crc+size " + HexFormat.of().formatHex(gzBytes, gzBytes.length - 8, gzBytes.length));
        try (GZIPInputStream gi = new GZIPInputStream(new ByteArrayInputStream(gzBytes), 100)) {
            byte[] back = gi.readAllBytes();
            System.out.println("gunzip equal " + Arrays.equals(back, data));
        }
        ByteArrayOutputStream two = new ByteArrayOutputStream();
        two.write(gzip("first member ".getBytes()));
        two.write(gzip("second member".getBytes()));
        try (GZIPInputStream gi = new GZIPInputStream(new ByteArrayInputStream(two.toByteArray()))) {
            System.out.println("concatenated gzip members [" + new String(gi.readAllBytes()) + "]");
        }
        try {
            new GZIPInputStream(new ByteArrayInputStream("not gzip data".getBytes()));
        } catch (ZipException e) {
            System.out.println("bad gzip header: " + e.getMessage());
        }
        byte[] truncated = Arrays.copyOf(gzBytes, gzBytes.length / 2);
        try (GZIPInputStream gi = new GZIPInputStream(new ByteArrayInputStream(truncated))) {
            gi.readAllBytes();
        } catch (EOFException e) {
            System.out.println("truncated gzip: EOFException " + e.getMessage());
        }
        byte[] corrupt = gzBytes.clone();
        corrupt[gzBytes.length - 6] ^= 0x55;
        try (GZIPInputStream gi = new GZIPInputStream(new ByteArrayInputStream(corrupt))) {
            gi.readAllBytes();
        } catch (ZipException e) {
            System.out.println("corrupt gzip trailer: " + e.getMessage());
        }
        Inflater bad = new Inflater();
        bad.setInput(new byte[]{0x78, (byte) 0x9c, (byte) 0xff, (byte) 0xff, 0x00});
        try {
            bad.inflate(new byte[10]);
        } catch (DataFormatException e) {
            System.out.println("DataFormatException " + e.getMessage());
        }
        bad.end();
        ByteArrayOutputStream dos = new ByteArrayOutputStream();
        try (DeflaterOutputStream d = new DeflaterOutputStream(dos, new Deflater(9), 64, true)) {
            d.write("flushable ".repeat(30).getBytes());
            d.flush();
            System.out.println("DeflaterOutputStream syncFlush wrote " + (dos.size() > 0));
        }
        ByteArrayOutputStream infOut = new ByteArrayOutputStream();
        try (InflaterOutputStream io = new InflaterOutputStream(infOut)) {
            io.write(dos.toByteArray());
        }
        System.out.println("InflaterOutputStream " + infOut.size() + " InflaterInputStream " + new InflaterInputStream(new ByteArrayInputStream(dos.toByteArray())).readAllBytes().length);

        ByteArrayOutputStream zipBytes = new ByteArrayOutputStream();
        try (ZipOutputStream zos = new ZipOutputStream(zipBytes, StandardCharsets.UTF_8)) {
            zos.setComment("archive comment");
            ZipEntry e1 = new ZipEntry("docs/readme.txt");
            e1.setTime(1_600_000_000_000L);
            e1.setComment("first entry");
            zos.putNextEntry(e1);
            zos.write("read me please\n".getBytes());
            zos.closeEntry();
            ZipEntry e2 = new ZipEntry("data/sample.bin");
            e2.setTime(1_600_000_000_000L);
            zos.putNextEntry(e2);
            zos.write(data);
            zos.closeEntry();
            ZipEntry stored = new ZipEntry("stored/ünïcode.txt");
            byte[] sdata = "stored without compression".getBytes();
            CRC32 crc = new CRC32();
            crc.update(sdata);
            stored.setMethod(ZipEntry.STORED);
            stored.setSize(sdata.length);
            stored.setCrc(crc.getValue());
            stored.setTime(1_600_000_000_000L);
            zos.putNextEntry(stored);
            zos.write(sdata);
            zos.closeEntry();
            ZipEntry dirEntry = new ZipEntry("emptydir/");
            dirEntry.setTime(1_600_000_000_000L);
            zos.putNextEntry(dirEntry);
            zos.closeEntry();
            try {
                zos.putNextEntry(new ZipEntry("docs/readme.txt"));
            } catch (ZipException e) {
                System.out.println("duplicate entry: " + e.getMessage());
            }
            ZipEntry badStored = new ZipEntry("bad-stored");
            badStored.setMethod(ZipEntry.STORED);
            try {
                zos.putNextEntry(badStored);
            } catch (ZipException e) {
                System.out.println("STORED without size/crc: " + e.getMessage());
            }
        }
        byte[] zip = zipBytes.toByteArray();
        System.out.println("zip size " + zip.length + " signature " + HexFormat.of().formatHex(zip, 0, 4));
        try (ZipInputStream zis = new ZipInputStream(new ByteArrayInputStream(zip), StandardCharsets.UTF_8)) {
            ZipEntry e;
            while ((e = zis.getNextEntry()) != null) {
                byte[] content = zis.readAllBytes();
                CRC32 crc = new CRC32();
                crc.update(content);
                System.out.println("  entry " + e.getName() + " dir " + e.isDirectory() + " method " + e.getMethod() + " read " + content.length + " crc " + Long.toHexString(crc.getValue())
                    + " time " + e.getTime() + " equal " + (e.getName().endsWith(".bin") ? Arrays.equals(content, data) : new String(content).trim()));
            }
        }
        File tmp = File.createTempFile("rivet-zip", ".zip");
        try {
            try (FileOutputStream fo = new FileOutputStream(tmp)) {
                fo.write(zip);
            }
            try (ZipFile zf = new ZipFile(tmp, StandardCharsets.UTF_8)) {
                System.out.println("ZipFile size " + zf.size() + " comment " + zf.getComment());
                List<String> names = new ArrayList<>();
                for (Enumeration<? extends ZipEntry> en = zf.entries(); en.hasMoreElements(); ) {
                    ZipEntry e = en.nextElement();
                    names.add(e.getName() + "(" + e.getSize() + "/" + e.getCompressedSize() + "," + (e.getComment() == null ? "" : e.getComment()) + ")");
                }
                System.out.println("  entries " + names);
                ZipEntry readme = zf.getEntry("docs/readme.txt");
                try (InputStream in = zf.getInputStream(readme)) {
                    System.out.println("  getInputStream [" + new String(in.readAllBytes()).trim() + "] crc " + Long.toHexString(readme.getCrc()) + " missing entry " + zf.getEntry("nope"));
                }
                try (InputStream in = zf.getInputStream(zf.getEntry("data/sample.bin"))) {
                    System.out.println("  big entry equal " + Arrays.equals(in.readAllBytes(), data));
                }
                System.out.println("  stream names " + zf.stream().map(ZipEntry::getName).sorted().toList());
            }
            try (FileOutputStream fo = new FileOutputStream(tmp)) {
                fo.write("definitely not a zip file".getBytes());
            }
            try (ZipFile zf = new ZipFile(tmp)) {
                System.out.println("opened garbage?");
            } catch (ZipException e) {
                System.out.println("ZipFile on garbage: " + e.getMessage());
            }
        } finally {
            tmp.delete();
        }
    }

    static byte[] gzip(byte[] in) throws IOException {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        try (GZIPOutputStream g = new GZIPOutputStream(o)) {
            g.write(in);
        }
        return o.toByteArray();
    }
}
