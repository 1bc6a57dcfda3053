// java.util.zip: Deflater levels, strategies, flush modes, dictionaries, direct buffers; Inflater corners; checksums.
import java.nio.*;
import java.util.*;
import java.util.zip.*;

public class ZipDeflaterModes {
    static byte[] data() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 400; i++) sb.append("line ").append(i % 17).append(" of the quick brown fox ").append(i * i % 97).append('\n');
        return sb.toString().getBytes();
    }
    static String crc(byte[] b, int off, int len) { CRC32 c = new CRC32(); c.update(b, off, len); return Long.toHexString(c.getValue()); }

    public static void main(String[] args) throws Exception {
        byte[] in = data();
        System.out.println("input " + in.length + " crc " + crc(in, 0, in.length));
        for (int level = -1; level <= 9; level++) {
            for (int strategy : new int[] {Deflater.DEFAULT_STRATEGY, Deflater.FILTERED, Deflater.HUFFMAN_ONLY}) {
                for (boolean nowrap : new boolean[] {false, true}) {
                    Deflater d = new Deflater(level, nowrap);
                    d.setStrategy(strategy);
                    d.setInput(in);
                    d.finish();
                    byte[] out = new byte[in.length * 2];
                    int n = d.deflate(out);
                    System.out.println("L" + level + " S" + strategy + " nw" + (nowrap ? 1 : 0) + " -> " + n + " crc " + crc(out, 0, n)
                        + " read " + d.getBytesRead() + " written " + d.getBytesWritten() + " adler " + Integer.toHexString(d.getAdler()) + " fin " + d.finished());
                    Inflater inf = new Inflater(nowrap);
                    inf.setInput(out, 0, n);
                    byte[] back = new byte[in.length];
                    int m = inf.inflate(back);
                    if (m != in.length || !Arrays.equals(back, in)) System.out.println("  MISMATCH " + m);
                    inf.end();
                    d.end();
                }
            }
        }
        // flush modes with small output buffers
        Deflater d = new Deflater(6);
        ByteArrayOutputStreamX acc = new ByteArrayOutputStreamX();
        byte[] buf = new byte[64];
        for (int part = 0; part < 4; part++) {
            d.setInput(in, part * 1000, 1000);
            int mode = part == 0 ? Deflater.NO_FLUSH : part == 1 ? Deflater.SYNC_FLUSH : Deflater.FULL_FLUSH;
            int n;
            StringBuilder sizes = new StringBuilder();
            while ((n = d.deflate(buf, 0, buf.length, mode)) > 0) { acc.write(buf, 0, n); sizes.append(n).append(','); }
            System.out.println("part " + part + " mode " + mode + " sizes " + sizes + " needsInput " + d.needsInput());
        }
        d.finish();
        int n;
        while (!d.finished()) { n = d.deflate(buf); acc.write(buf, 0, n); }
        byte[] z = acc.toByteArray();
        System.out.println("flushed total " + z.length + " crc " + crc(z, 0, z.length));
        Inflater inf = new Inflater();
        inf.setInput(z);
        byte[] back = new byte[8000];
        int total = 0;
        while (!inf.finished()) total += inf.inflate(back, total, Math.min(333, back.length - total));
        System.out.println("inflated " + total + " eq " + Arrays.equals(Arrays.copyOf(back, total), Arrays.copyOf(in, 4000)) + " remaining " + inf.getRemaining()
            + " read " + inf.getBytesRead() + " written " + inf.getBytesWritten() + " adler " + Integer.toHexString(inf.getAdler()));

        // dictionary
        byte[] dict = "quick brown fox line of the".getBytes();
        Deflater dd = new Deflater(9);
        dd.setDictionary(dict);
        dd.setInput(in, 0, 500);
        dd.finish();
        byte[] out = new byte[1000];
        int dn = dd.deflate(out);
        System.out.println("dict deflate " + dn + " crc " + crc(out, 0, dn) + " adler " + Integer.toHexString(dd.getAdler()));
        Inflater di = new Inflater();
        di.setInput(out, 0, dn);
        byte[] r = new byte[500];
        int got = di.inflate(r);
        System.out.println("needsDictionary " + di.needsDictionary() + " got " + got + " adler " + Integer.toHexString(di.getAdler()));
        di.setDictionary(dict);
        got = di.inflate(r);
        System.out.println("after dict " + got + " eq " + Arrays.equals(r, Arrays.copyOf(in, 500)));
        try { Inflater bad = new Inflater(); bad.setInput(new byte[] {1, 2, 3, 4, 5}); bad.inflate(new byte[10]); }
        catch (DataFormatException e) { System.out.println("dfe " + e.getMessage()); }

        // ByteBuffers, heap and direct
        ByteBuffer src = ByteBuffer.allocateDirect(in.length);
        src.put(in).flip();
        ByteBuffer dst = ByteBuffer.allocateDirect(in.length);
        Deflater bd = new Deflater(Deflater.BEST_SPEED);
        bd.setInput(src);
        bd.finish();
        int bn = bd.deflate(dst);
        System.out.println("direct deflate " + bn + " pos " + dst.position() + " src pos " + src.position());
        dst.flip();
        Inflater bi = new Inflater();
        bi.setInput(dst);
        ByteBuffer res = ByteBuffer.allocate(in.length + 10);
        int bm = bi.inflate(res);
        System.out.println("direct inflate " + bm + " eq " + Arrays.equals(Arrays.copyOf(res.array(), bm), in) + " finished " + bi.finished());
        dd.reset();
        System.out.println("reset read " + dd.getBytesRead() + " adler " + dd.getAdler());

        // checksums over arrays and buffers
        Checksum[] cs = {new CRC32(), new Adler32(), new CRC32C()};
        for (Checksum c : cs) {
            c.update(in, 3, 1000);
            c.update(ByteBuffer.wrap(in, 50, 77));
            ByteBuffer db = ByteBuffer.allocateDirect(300);
            db.put(in, 100, 300).flip();
            c.update(db);
            c.update(0x1ff);
            System.out.println(c.getClass().getSimpleName() + " " + Long.toHexString(c.getValue()));
            c.reset();
            System.out.println("  reset " + Long.toHexString(c.getValue()));
        }

        // GZIP streams with header fields
        java.io.ByteArrayOutputStream gz = new java.io.ByteArrayOutputStream();
        try (GZIPOutputStream g = new GZIPOutputStream(gz, 128, true)) { g.write(in); g.flush(); g.write(in, 0, 10); }
        byte[] gb = gz.toByteArray();
        System.out.println("gzip " + gb.length + " crc " + crc(gb, 0, gb.length) + " head " + HexFormat.of().formatHex(gb, 0, 10));
        try (GZIPInputStream gi = new GZIPInputStream(new java.io.ByteArrayInputStream(gb))) { System.out.println("gunzip " + gi.readAllBytes().length); }
        java.io.ByteArrayOutputStream dos = new java.io.ByteArrayOutputStream();
        try (DeflaterOutputStream o = new DeflaterOutputStream(dos, new Deflater(2, true), 17, true)) { o.write(in, 0, 2000); o.flush(); }
        byte[] db = dos.toByteArray();
        System.out.println("deflater stream " + db.length + " crc " + crc(db, 0, db.length));
        try (InflaterInputStream ii = new InflaterInputStream(new java.io.ByteArrayInputStream(db), new Inflater(true), 7)) { System.out.println("inflater stream " + ii.readAllBytes().length); }
    }
    static final class ByteArrayOutputStreamX extends java.io.ByteArrayOutputStream {}
}
