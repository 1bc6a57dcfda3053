// Non-Latin-1 strings: Greek, CJK, emoji surrogate pairs; UTF-16 indexing and code points.
public class StringUnicode {
    static String hex(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (i > 0) sb.append(' ');
            sb.append(Integer.toHexString(s.charAt(i)));
        }
        return sb.toString();
    }

    static void describe(String s) {
        System.out.println("text: " + s);
        System.out.println("  utf16: " + hex(s));
        System.out.println("  length=" + s.length() + " codePoints=" + s.codePointCount(0, s.length()) + " hash=" + s.hashCode()
            + " upper=" + s.toUpperCase() + " lower=" + s.toLowerCase());
        StringBuilder cps = new StringBuilder();
        s.codePoints().forEach(cp -> cps.append("U+").append(Integer.toHexString(cp).toUpperCase()).append(' '));
        System.out.println("  codepoints: " + cps);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            System.out.println("  [" + i + "] char=" + Integer.toHexString(c) + " codePointAt=" + Integer.toHexString(s.codePointAt(i))
                + " high=" + Character.isHighSurrogate(c) + " low=" + Character.isLowSurrogate(c) + " letter=" + Character.isLetter(s.codePointAt(i)));
        }
        System.out.println("  reversed: " + new StringBuilder(s).reverse() + " / " + hex(new StringBuilder(s).reverse().toString()));
        byte[] utf8 = s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        StringBuilder bs = new StringBuilder();
        for (byte b : utf8) bs.append(String.format("%02x", b & 0xff));
        System.out.println("  utf8 " + utf8.length + " bytes: " + bs);
        System.out.println("  roundtrip: " + new String(utf8, java.nio.charset.StandardCharsets.UTF_8).equals(s));
    }

    public static void main(String[] args) {
        String greek = "Καλημέρα κόσμε";
        String cjk = "你好，世界";
        String emoji = "hi \uD83D\uDE00 there \uD83C\uDF89!";
        String mixed = "café naïve Ωmega 日本 \uD83D\uDC4D";
        describe(greek);
        describe(cjk);
        describe(emoji);
        describe(mixed);
        describe("straße");
        describe("İı");
        System.out.println("greek indexOf(μ)=" + greek.indexOf('μ') + " substring=" + greek.substring(0, 8) + " contains=" + greek.contains("κόσμε"));
        System.out.println("emoji indexOf(cp)=" + emoji.indexOf(0x1F600) + " indexOf(str)=" + emoji.indexOf("\uD83C\uDF89")
            + " offsetByCodePoints(0,5)=" + emoji.offsetByCodePoints(0, 5) + " codePointBefore(5)=" + Integer.toHexString(emoji.codePointBefore(5)));
        System.out.println("compare latin1 vs utf16: " + "abc".compareTo("abç") + " " + "ω".compareTo("a") + " " + "\uD83D\uDE00".compareTo("\uFFFF"));
        System.out.println("equals across coders: " + "abc".equals(new String(new char[] {'a', 'b', 'c'})) + " " + ("ab" + 'ç').equals("abç"));
        String built = new String(Character.toChars(0x1F680)) + new String(new int[] {0x48, 0x49, 0x1F30D}, 0, 3);
        System.out.println("built: " + built + " " + hex(built) + " len=" + built.length());
        System.out.println("split greek: " + java.util.Arrays.toString(greek.split(" ")));
        System.out.println("replace cjk: " + cjk.replace('，', ','));
        System.out.println("concat: " + greek + 42 + cjk + 'Ж' + 1.5 + emoji);
        System.out.println("upper special: " + "ﬁ".toUpperCase() + " " + "ß".toUpperCase().length() + " " + "ΣΑΣ".toLowerCase());
        System.out.println("equalsIgnoreCase greek: " + "ΑΒΓ".equalsIgnoreCase("αβγ"));
        System.out.println("trim keeps ideographic space: [" + "\u3000x\u3000".trim() + "] strip: [" + "\u3000x\u3000".strip() + "]");
        char[] chars = emoji.toCharArray();
        System.out.println("chars len " + chars.length + " last " + Integer.toHexString(chars[chars.length - 2]));
        System.out.println("unpaired: " + hex(new StringBuilder("a\uD800b").reverse().toString()));
        StringBuilder sb = new StringBuilder();
        for (int cp = 0x3B1; cp < 0x3C1; cp++) sb.appendCodePoint(cp);
        sb.appendCodePoint(0x1F600);
        System.out.println("alphabet " + sb + " len=" + sb.length() + " cpc=" + sb.codePointCount(0, sb.length()));
        System.out.println("isLetter(CJK)=" + Character.isLetter('好') + " isDigit(٣)=" + Character.isDigit('٣') + " getNumericValue(٣)=" + Character.getNumericValue('٣')
            + " isIdeographic=" + Character.isIdeographic('好') + " name? " + Character.getType(0x1F600));
    }
}
