import java.nio.*;
import java.nio.charset.*;
import java.util.*;

// Charsets: encoding and decoding in UTF-8/16/32, ISO-8859-x, windows-1252, CJK charsets;
// malformed and unmappable input through String, CharsetDecoder/Encoder with REPORT,
// REPLACE and IGNORE; BOM handling; encoding into a small buffer chunk by chunk.
public class CharsetCodecs {
    static String hex(byte[] b) { return HexFormat.of().formatHex(b); }
    static String hex(ByteBuffer b) { byte[] a = new byte[b.remaining()]; b.duplicate().get(a); return hex(a); }

    public static void main(String[] args) throws Exception {
        String s = "A\u00e9\u20ac\ud83d\ude00z";
        for (String cs : new String[]{"UTF-8", "UTF-16", "UTF-16BE", "UTF-16LE", "UTF-32", "ISO-8859-1", "US-ASCII", "windows-1252", "IBM437", "x-UTF-16LE-BOM", "UTF-32LE", "ISO-8859-15", "KOI8-R", "Shift_JIS", "EUC-JP", "GBK", "Big5"}) {
            Charset c;
            try { c = Charset.forName(cs); } catch (Exception e) { System.out.println(cs + " " + e); continue; }
            byte[] enc = s.getBytes(c);
            String back = new String(enc, c);
            System.out.println(cs + " canon=" + c.name() + " enc=" + hex(enc) + " back=" + escape(back) + " canEncode=" + c.canEncode() + " aliases>0=" + !c.aliases().isEmpty());
        }
        System.out.println(Charset.defaultCharset() + " " + Charset.isSupported("utf8") + " " + Charset.forName("latin1") + " " + Charset.isSupported("x-bogus"));
        try { Charset.forName("no-such-cs"); } catch (UnsupportedCharsetException e) { System.out.println("UCE " + e.getMessage()); }
        try { Charset.forName("bad name!"); } catch (IllegalCharsetNameException e) { System.out.println("ICNE " + e.getMessage()); }

        // malformed input
        byte[] bad = {0x41, (byte) 0xC3, 0x28, (byte) 0xE2, (byte) 0x82, 0x42, (byte) 0xF0, (byte) 0x9F, (byte) 0x98, (byte) 0xFF, (byte) 0xED, (byte) 0xA0, (byte) 0x80, 0x43};
        System.out.println("replace " + escape(new String(bad, StandardCharsets.UTF_8)));
        CharsetDecoder dec = StandardCharsets.UTF_8.newDecoder();
        try { dec.decode(ByteBuffer.wrap(bad)); } catch (CharacterCodingException e) { System.out.println("decode " + e); }
        dec.reset();
        CharBuffer out = CharBuffer.allocate(32);
        ByteBuffer in = ByteBuffer.wrap(bad);
        while (true) {
            CoderResult r = dec.decode(in, out, true);
            System.out.println("  result " + r + " pos " + in.position());
            if (r.isError()) in.position(in.position() + r.length());
            else break;
        }
        dec.flush(out);
        out.flip();
        System.out.println("  got " + escape(out.toString()));
        CharsetDecoder d2 = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE).replaceWith("?");
        System.out.println("replaceWith " + escape(d2.decode(ByteBuffer.wrap(bad)).toString()));
        CharsetDecoder d3 = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.IGNORE);
        System.out.println("ignore " + escape(d3.decode(ByteBuffer.wrap(bad)).toString()));

        // unmappable
        String u = "a\u0100b\u20acc";
        System.out.println("latin1 " + hex(u.getBytes(StandardCharsets.ISO_8859_1)) + " ascii " + hex(u.getBytes(StandardCharsets.US_ASCII)));
        CharsetEncoder e1 = StandardCharsets.ISO_8859_1.newEncoder();
        System.out.println("canEncode " + e1.canEncode('\u00ff') + " " + e1.canEncode('\u0100') + " " + e1.canEncode("abc") + " maxBytes " + e1.maxBytesPerChar() + " avg " + e1.averageBytesPerChar());
        try { e1.encode(CharBuffer.wrap(u)); } catch (CharacterCodingException e) { System.out.println("encode " + e); }
        CharsetEncoder e2 = StandardCharsets.US_ASCII.newEncoder().onUnmappableCharacter(CodingErrorAction.REPLACE).replaceWith(new byte[]{'#'});
        System.out.println("enc replace " + hex(e2.encode(CharBuffer.wrap(u))));
        // lone surrogates
        String lone = "x\ud800y\udc00z";
        System.out.println("lone utf8 " + hex(lone.getBytes(StandardCharsets.UTF_8)) + " utf16 " + hex(lone.getBytes(StandardCharsets.UTF_16LE)));
        try { StandardCharsets.UTF_8.newEncoder().encode(CharBuffer.wrap(lone)); } catch (CharacterCodingException e) { System.out.println("lone " + e); }
        // UTF-16 with BOM variants
        System.out.println(escape(new String(new byte[]{(byte) 0xFF, (byte) 0xFE, 0x41, 0, 0x42, 0}, StandardCharsets.UTF_16)));
        System.out.println(escape(new String(new byte[]{(byte) 0xFE, (byte) 0xFF, 0, 0x41, 0, 0x42}, StandardCharsets.UTF_16)));
        System.out.println(escape(new String(new byte[]{0, 0x41, 0}, StandardCharsets.UTF_16)));
        System.out.println(escape(new String(new byte[]{(byte) 0xD8, 0x00, 0x00, 0x41}, StandardCharsets.UTF_16BE)));
        // small buffers: encoder overflow
        CharsetEncoder e3 = StandardCharsets.UTF_8.newEncoder();
        ByteBuffer small = ByteBuffer.allocate(4);
        CharBuffer cb = CharBuffer.wrap(s);
        List<String> parts = new ArrayList<>();
        while (true) {
            CoderResult r = e3.encode(cb, small, true);
            small.flip(); parts.add(hex(small) + "/" + r); small.clear();
            if (r.isUnderflow()) break;
        }
        System.out.println("chunks " + parts);
        // String constructors and CharBuffer
        char[] chars = {'h', 'i', '\u00e9'};
        System.out.println(hex(StandardCharsets.UTF_8.encode(CharBuffer.wrap(chars))) + " " + StandardCharsets.UTF_16BE.decode(ByteBuffer.wrap(new byte[]{0, 0x68, 0x20, (byte) 0xac})));
        System.out.println(new String(new byte[]{(byte) 0x80, (byte) 0x9f, (byte) 0xa4}, "windows-1252").codePoints().mapToObj(Integer::toHexString).toList());
        SortedMap<String, Charset> all = Charset.availableCharsets();
        System.out.println("has " + all.containsKey("UTF-8") + all.containsKey("ISO-8859-1") + all.containsKey("UTF-16") + all.containsKey("US-ASCII"));
    }

    static String escape(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c >= 32 && c < 127) b.append(c); else b.append(String.format("\\u%04x", (int) c));
        }
        return b.toString();
    }
}
