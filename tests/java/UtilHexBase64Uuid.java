import java.nio.charset.*;
import java.util.*;

// java.util.HexFormat (delimiters, prefixes, parsing and its errors), Base64 basic, URL,
// MIME and unpadded codecs with round trips and decoding errors, and UUID (name-based,
// parsed, ordering, version-1 fields).
public class UtilHexBase64Uuid {
    public static void main(String[] args) {
        HexFormat h = HexFormat.of();
        byte[] bytes = {0, 1, 15, 16, 127, -128, -1, 42};
        System.out.println(h.formatHex(bytes));
        System.out.println(HexFormat.ofDelimiter(":").withUpperCase().formatHex(bytes));
        System.out.println(HexFormat.ofDelimiter(", ").withPrefix("0x").withSuffix("h").formatHex(bytes, 2, 6));
        System.out.println(Arrays.toString(h.parseHex("deadBEEF00ff")));
        System.out.println(Arrays.toString(HexFormat.ofDelimiter(":").parseHex("01:02:ff")));
        System.out.println(h.toHexDigits((byte) 0xab) + " " + h.toHexDigits((short) 0x1234) + " " + h.toHexDigits(0xcafebabe) + " " + h.toHexDigits(-1L) + " " + h.toHexDigits('A'));
        System.out.println(h.withUpperCase().toHexDigits(0x7fL, 4));
        System.out.println(HexFormat.fromHexDigits("7fffffff") + " " + HexFormat.fromHexDigitsToLong("ffffffffffffffff") + " " + HexFormat.fromHexDigits("abcdef", 2, 4) + " " + HexFormat.isHexDigit('g') + " " + HexFormat.fromHexDigit('F'));
        System.out.println(h + " | " + HexFormat.ofDelimiter("-").withPrefix("[").withUpperCase());
        StringBuilder sb = new StringBuilder("x=");
        h.formatHex(sb, new byte[]{1, 2, 3});
        System.out.println(sb);
        for (String bad : new String[]{"abc", "zz", "0x12"}) {
            try { h.parseHex(bad); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        }
        try { HexFormat.fromHexDigits("123456789"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }

        byte[] data = new byte[40];
        for (int i = 0; i < data.length; i++) data[i] = (byte) (i * 37 + 250);
        for (int len : new int[]{0, 1, 2, 3, 4, 5, 40}) {
            byte[] d = Arrays.copyOf(data, len);
            String b = Base64.getEncoder().encodeToString(d);
            String u = Base64.getUrlEncoder().encodeToString(d);
            String np = Base64.getUrlEncoder().withoutPadding().encodeToString(d);
            String m = Base64.getMimeEncoder(12, "\r\n".getBytes()).encodeToString(d);
            System.out.println(len + " " + b + " " + u + " " + np + " mime=" + m.replace("\r\n", "|"));
            System.out.println("  round " + Arrays.equals(d, Base64.getDecoder().decode(b)) + Arrays.equals(d, Base64.getUrlDecoder().decode(np)) + Arrays.equals(d, Base64.getMimeDecoder().decode(m)));
        }
        System.out.println(Base64.getMimeEncoder().encodeToString(new byte[100]).length());
        System.out.println(new String(Base64.getMimeDecoder().decode("SGVs\r\n bG8*gV29y!bGQ="), StandardCharsets.US_ASCII));
        for (String bad : new String[]{"abc", "ab=c", "a===", "a_b-", "ab\ncd"}) {
            try { System.out.println("decoded " + Base64.getDecoder().decode(bad).length); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        }
        java.nio.ByteBuffer bb = Base64.getEncoder().encode(java.nio.ByteBuffer.wrap("hello".getBytes()));
        System.out.println("bb " + bb.remaining() + " " + StandardCharsets.US_ASCII.decode(bb));
        java.io.ByteArrayOutputStream bo = new java.io.ByteArrayOutputStream();
        try (var os = Base64.getEncoder().wrap(bo)) { os.write("stream test".getBytes()); os.write('!'); } catch (java.io.IOException e) { throw new RuntimeException(e); }
        System.out.println("wrap " + bo);

        UUID a = UUID.nameUUIDFromBytes("rivet".getBytes(StandardCharsets.UTF_8));
        System.out.println(a + " v" + a.version() + " variant " + a.variant() + " msb " + a.getMostSignificantBits() + " lsb " + a.getLeastSignificantBits() + " hash " + a.hashCode());
        UUID b = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        System.out.println(b + " v" + b.version() + " ts " + b.timestamp() + " clockSeq " + b.clockSequence() + " node " + b.node() + " cmp " + a.compareTo(b) + " " + b.compareTo(a));
        System.out.println(UUID.fromString("1-2-3-4-5") + " " + new UUID(-1L, 0L) + " " + new UUID(0x0123456789abcdefL, 0xfedcba9876543210L));
        try { UUID.fromString("not-a-uuid"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { a.timestamp(); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        UUID r = UUID.randomUUID();
        System.out.println("random v" + r.version() + " variant " + r.variant() + " len " + r.toString().length());
        List<UUID> l = new ArrayList<>(List.of(new UUID(1, 2), new UUID(-1, 2), new UUID(1, -2), new UUID(0, 0)));
        Collections.sort(l);
        System.out.println(l);
    }
}
