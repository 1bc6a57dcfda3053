import java.io.*;
import java.nio.charset.*;
import java.util.*;

// java.io stream classes in memory: ByteArray streams, Data streams round trip of every type (incl. modified UTF-8),
// Buffered/Print/String readers and writers, InputStreamReader/OutputStreamWriter with UTF-8, ISO-8859-1 and UTF-16,
// malformed input handling, Pushback, Sequence, LineNumberReader, StreamTokenizer, mark/reset, skip, and closed streams.
public class IoStreams {
    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        DataOutputStream dos = new DataOutputStream(bos);
        dos.writeBoolean(true);
        dos.writeByte(-128);
        dos.writeShort(-2);
        dos.writeChar('\u20ac');
        dos.writeInt(0xCAFEBABE);
        dos.writeLong(Long.MIN_VALUE + 1);
        dos.writeFloat(-1.5f);
        dos.writeDouble(Math.PI);
        dos.writeUTF("héllo \u0000 \uD83D\uDE00 wörld");
        dos.writeBytes("AB");
        dos.writeChars("CD");
        dos.write(new byte[]{9, 8, 7}, 1, 2);
        dos.flush();
        byte[] data = bos.toByteArray();
        System.out.println("DataOutput size " + dos.size() + " bytes " + data.length + " head " + HexFormat.of().formatHex(data, 0, 24));
        System.out.println("UTF section " + HexFormat.of().formatHex(data, 33, 33 + 2 + 22));
        DataInputStream dis = new DataInputStream(new ByteArrayInputStream(data));
        System.out.println("read back " + dis.readBoolean() + " " + dis.readByte() + " " + dis.readShort() + " " + dis.readChar() + " " + Integer.toHexString(dis.readInt()) + " " + dis.readLong()
            + " " + dis.readFloat() + " " + dis.readDouble() + " [" + dis.readUTF() + "] " + (char) dis.readUnsignedByte() + (char) dis.readByte() + dis.readChar() + dis.readChar() + " " + dis.read() + " " + dis.read()
            + " available " + dis.available() + " read at EOF " + dis.read());
        try {
            dis.readInt();
        } catch (EOFException e) {
            System.out.println("readInt at EOF: EOFException");
        }
        DataInputStream unsigned = new DataInputStream(new ByteArrayInputStream(new byte[]{(byte) 0xff, (byte) 0xfe, (byte) 0xfd, 1, 2, 3, 4, 5}));
        System.out.println("readUnsignedByte " + unsigned.readUnsignedByte() + " readUnsignedShort " + unsigned.readUnsignedShort() + " skipBytes " + unsigned.skipBytes(2));
        byte[] full = new byte[3];
        try {
            unsigned.readFully(full);
        } catch (EOFException e) {
            System.out.println("readFully short: EOFException");
        }
        try {
            new DataInputStream(new ByteArrayInputStream(new byte[]{0, 3, 'a', (byte) 0xc0, 0x20})).readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println("bad modified UTF-8: " + e.getMessage());
        }
        StringBuilder longStr = new StringBuilder();
        for (int i = 0; i < 70000; i++) longStr.append('x');
        try {
            new DataOutputStream(new ByteArrayOutputStream()).writeUTF(longStr.toString());
        } catch (UTFDataFormatException e) {
            System.out.println("writeUTF too long: " + e.getMessage());
        }

        ByteArrayInputStream bis = new ByteArrayInputStream("0123456789".getBytes(StandardCharsets.US_ASCII));
        System.out.println("markSupported " + bis.markSupported() + " read " + (char) bis.read() + " skip(3) " + bis.skip(3));
        bis.mark(100);
        byte[] buf = new byte[4];
        int n = bis.read(buf, 1, 3);
        bis.reset();
        System.out.println("read(buf,1,3) " + n + " " + Arrays.toString(buf) + " after reset " + (char) bis.read() + " readNBytes " + new String(bis.readNBytes(2)) + " readAllBytes " + new String(bis.readAllBytes())
            + " transferTo " + new ByteArrayInputStream(new byte[5]).transferTo(new ByteArrayOutputStream()));
        ByteArrayOutputStream b2 = new ByteArrayOutputStream();
        b2.write(65);
        b2.writeBytes("bc".getBytes());
        System.out.println("BAOS toString " + b2 + " size " + b2.size() + " toString(charset) " + b2.toString(StandardCharsets.UTF_16BE));
        b2.reset();
        System.out.println("after reset size " + b2.size());

        String text = "line one\nline two\r\nline three\rlast line without newline";
        BufferedReader br = new BufferedReader(new StringReader(text), 4);
        String line;
        int count = 0;
        while ((line = br.readLine()) != null) System.out.println("  readLine " + (++count) + " [" + line + "]");
        System.out.println("lines() " + new BufferedReader(new StringReader(text)).lines().map(String::length).toList());
        LineNumberReader lnr = new LineNumberReader(new StringReader("a\nb\nc"));
        lnr.readLine();
        lnr.readLine();
        System.out.println("LineNumberReader line " + lnr.getLineNumber());
        StringWriter sw = new StringWriter();
        BufferedWriter bw = new BufferedWriter(sw);
        bw.write("buffered");
        bw.newLine();
        bw.write("abcdef", 2, 3);
        System.out.println("before flush [" + sw + "]");
        bw.flush();
        System.out.println("after flush [" + sw.toString().replace(System.lineSeparator(), "\\n") + "]");
        PrintWriter pw = new PrintWriter(sw);
        pw.printf(Locale.US, "%5.2f|%s%n", 3.14159, "pw");
        pw.print('c');
        pw.print(1L);
        pw.println(new char[]{'x', 'y'});
        pw.append("appended").append('!');
        pw.flush();
        System.out.println("PrintWriter output [" + sw.toString().replace(System.lineSeparator(), "\\n") + "] checkError " + pw.checkError());
        PrintStream ps = new PrintStream(new ByteArrayOutputStream(), true, "UTF-8");
        ps.close();
        ps.println("after close");
        System.out.println("PrintStream after close checkError " + ps.checkError());
        CharArrayWriter caw = new CharArrayWriter();
        caw.write("chars");
        System.out.println("CharArrayWriter " + caw.size() + " " + new String(caw.toCharArray()) + " CharArrayReader " + (char) new CharArrayReader("zy".toCharArray()).read());
        StringReader sr = new StringReader("mark me");
        sr.skip(5);
        sr.mark(10);
        char[] cb = new char[2];
        sr.read(cb);
        sr.reset();
        System.out.println("StringReader mark/reset " + new String(cb) + " again " + (char) sr.read() + " ready " + sr.ready());

        String sample = "Grüße, 日本, \uD83D\uDE00!";
        for (Charset cs : new Charset[]{StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1, StandardCharsets.UTF_16, StandardCharsets.UTF_16LE, StandardCharsets.US_ASCII}) {
            ByteArrayOutputStream o = new ByteArrayOutputStream();
            try (Writer w = new OutputStreamWriter(o, cs)) {
                w.write(sample);
            }
            byte[] enc = o.toByteArray();
            String dec;
            try (Reader r = new InputStreamReader(new ByteArrayInputStream(enc), cs)) {
                StringBuilder sb = new StringBuilder();
                int ch;
                while ((ch = r.read()) != -1) sb.append((char) ch);
                dec = sb.toString();
            }
            System.out.println(cs + ": " + enc.length + " bytes, head " + HexFormat.of().formatHex(enc, 0, Math.min(12, enc.length)) + " decoded [" + dec + "] roundtrip " + dec.equals(sample)
                + " getBytes equal " + Arrays.equals(enc, sample.getBytes(cs)));
        }
        byte[] bad = {'o', 'k', (byte) 0xff, (byte) 0xc3, '!', (byte) 0xe2, (byte) 0x82};
        System.out.println("malformed UTF-8 decoded with replacement [" + new String(bad, StandardCharsets.UTF_8) + "] length " + new String(bad, StandardCharsets.UTF_8).length());
        CharsetDecoder strict = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT);
        try {
            strict.decode(java.nio.ByteBuffer.wrap(bad));
        } catch (CharacterCodingException e) {
            System.out.println("strict decoder: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            StandardCharsets.US_ASCII.newEncoder().encode(java.nio.CharBuffer.wrap("é"));
        } catch (CharacterCodingException e) {
            System.out.println("strict encoder: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        System.out.println("Charset.forName aliases " + Charset.forName("latin1") + " " + Charset.forName("utf8") + " isSupported(EBCDIC-XYZ) " + Charset.isSupported("EBCDIC-XYZ") + " default " + Charset.defaultCharset());
        try {
            Charset.forName("no-such-charset");
        } catch (UnsupportedCharsetException e) {
            System.out.println("UnsupportedCharsetException " + e.getCharsetName());
        }

        PushbackInputStream pin = new PushbackInputStream(new ByteArrayInputStream("xyz".getBytes()), 3);
        int first = pin.read();
        pin.unread(first);
        pin.unread(new byte[]{'a', 'b'});
        System.out.println("Pushback " + new String(pin.readAllBytes()));
        try {
            PushbackInputStream small = new PushbackInputStream(new ByteArrayInputStream(new byte[0]));
            small.unread(1);
            small.unread(2);
        } catch (IOException e) {
            System.out.println("pushback overflow: " + e.getMessage());
        }
        PushbackReader prd = new PushbackReader(new StringReader("12+34"), 2);
        StringBuilder num = new StringBuilder();
        int ch;
        while (Character.isDigit(ch = prd.read())) num.append((char) ch);
        prd.unread(ch);
        System.out.println("PushbackReader number " + num + " next " + (char) prd.read());
        SequenceInputStream seq = new SequenceInputStream(Collections.enumeration(List.of(new ByteArrayInputStream("one-".getBytes()), new ByteArrayInputStream(new byte[0]), new ByteArrayInputStream("two".getBytes()))));
        System.out.println("SequenceInputStream " + new String(seq.readAllBytes()));
        StreamTokenizer st = new StreamTokenizer(new StringReader("x = 42.5 + 'quoted' // comment\n y"));
        st.slashSlashComments(true);
        List<String> toks = new ArrayList<>();
        while (st.nextToken() != StreamTokenizer.TT_EOF) {
            toks.add(st.ttype == StreamTokenizer.TT_WORD ? "W:" + st.sval : st.ttype == StreamTokenizer.TT_NUMBER ? "N:" + st.nval : st.ttype == '\'' ? "Q:" + st.sval : "C:" + (char) st.ttype);
        }
        System.out.println("StreamTokenizer " + toks + " lineno " + st.lineno());
        InputStream closed = new BufferedInputStream(new ByteArrayInputStream(new byte[4]));
        closed.close();
        try {
            closed.read();
        } catch (IOException e) {
            System.out.println("read after close: " + e.getMessage());
        }
        Reader closedReader = new BufferedReader(new StringReader("x"));
        closedReader.close();
        try {
            closedReader.read();
        } catch (IOException e) {
            System.out.println("reader after close: " + e.getMessage());
        }
        try {
            new ByteArrayInputStream(new byte[2]).read(new byte[2], 1, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("bad offsets: " + e.getClass().getSimpleName());
        }
        System.out.println("nullInputStream " + InputStream.nullInputStream().read() + " nullReader " + Reader.nullReader().read() + " nullWriter ok " + (Writer.nullWriter() != null));
    }
}
