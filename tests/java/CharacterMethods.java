// java.lang.Character classification and case mapping, including non-ASCII and supplementary code points.
public class CharacterMethods {
    public static void main(String[] args) {
        int[] cps = {'a', 'Z', '0', '9', ' ', '\t', '\n', '_', '$', '-', '\u00e9', '\u00c9', '\u00df', '\u00ff', '\u0130', '\u0131', '\u03a3', '\u03c3',
            '\u03c2', '\u0416', '\u0436', '\u05d0', '\u0663', '\u0966', '\u3042', '\u4e2d', '\uff21', '\uff41', '\u2163', '\u00bd', '\u2028', '\u00a0',
            '\u200b', '\ud800', 0x1F600, 0x10400, 0x10428, 0x1D7CE, 0x20000, 0x10FFFF};
        for (int cp : cps) {
            System.out.println(String.format("U+%04X", cp) + " letter=" + Character.isLetter(cp) + " digit=" + Character.isDigit(cp)
                + " letterOrDigit=" + Character.isLetterOrDigit(cp) + " alpha=" + Character.isAlphabetic(cp) + " upper=" + Character.isUpperCase(cp)
                + " lower=" + Character.isLowerCase(cp) + " ws=" + Character.isWhitespace(cp) + " space=" + Character.isSpaceChar(cp)
                + " idStart=" + Character.isJavaIdentifierStart(cp) + " idPart=" + Character.isJavaIdentifierPart(cp)
                + " toUpper=" + Integer.toHexString(Character.toUpperCase(cp)) + " toLower=" + Integer.toHexString(Character.toLowerCase(cp))
                + " toTitle=" + Integer.toHexString(Character.toTitleCase(cp)) + " type=" + Character.getType(cp)
                + " numeric=" + Character.getNumericValue(cp) + " digit10=" + Character.digit(cp, 10) + " bmp=" + Character.isBmpCodePoint(cp)
                + " charCount=" + Character.charCount(cp) + " defined=" + Character.isDefined(cp) + " block=" + Character.UnicodeBlock.of(cp)
                + " script=" + Character.UnicodeScript.of(cp));
        }
        // char-typed overloads
        char[] cs = {'q', 'Q', '7', 'é', 'ß', 'Σ', 'ς'};
        StringBuilder sb = new StringBuilder();
        for (char c : cs) sb.append(c).append("->").append(Character.toUpperCase(c)).append('/').append(Character.toLowerCase(c)).append(' ');
        System.out.println(sb);
        System.out.println("digit: " + Character.digit('f', 16) + " " + Character.digit('F', 16) + " " + Character.digit('z', 36) + " " + Character.digit('8', 8)
            + " " + Character.digit('٣', 10) + " forDigit: " + Character.forDigit(11, 16) + Character.forDigit(35, 36) + (int) Character.forDigit(5, 2));
        System.out.println("surrogates of U+1F600: " + Integer.toHexString(Character.highSurrogate(0x1F600)) + " " + Integer.toHexString(Character.lowSurrogate(0x1F600))
            + " toCodePoint " + Integer.toHexString(Character.toCodePoint('\ud83d', '\ude00')) + " toChars length " + Character.toChars(0x1F600).length
            + " isValidCodePoint(0x110000) " + Character.isValidCodePoint(0x110000) + " isSupplementary " + Character.isSupplementaryCodePoint(0x10000));
        System.out.println("names: " + Character.getName('A') + " | " + Character.getName(0x1F600) + " | " + Character.getName(0x4e2d));
        System.out.println("compare/valueOf/toString: " + Character.compare('a', 'b') + " " + Character.valueOf('x') + " " + Character.toString('y')
            + " " + Character.toString(0x1F600).length() + " reverseBytes " + Integer.toHexString(Character.reverseBytes('\u1234')));
        System.out.println("MIN/MAX: " + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Integer.toHexString(Character.MAX_CODE_POINT)
            + " MIN_RADIX " + Character.MIN_RADIX + " MAX_RADIX " + Character.MAX_RADIX);
        // counting categories in a mixed string
        String text = "Hello, Wörld! 123 你好 ΑΒΓ αβγ \uD83D\uDE00 _$";
        int letters = 0, digits = 0, upper = 0, spaces = 0, other = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            if (Character.isLetter(cp)) letters++;
            else if (Character.isDigit(cp)) digits++;
            else if (Character.isWhitespace(cp)) spaces++;
            else other++;
            if (Character.isUpperCase(cp)) upper++;
            i += Character.charCount(cp);
        }
        System.out.println("letters=" + letters + " digits=" + digits + " upper=" + upper + " spaces=" + spaces + " other=" + other);
        System.out.println("upper/lower of text: " + text.toUpperCase() + " | " + text.toLowerCase());
        // case mapping over the whole BMP: checksum
        long check = 0;
        int letterCount = 0;
        for (int cp = 0; cp < 0x10000; cp++) {
            check = check * 31 + Character.toUpperCase(cp) + 7L * Character.toLowerCase(cp) + Character.getType(cp);
            if (Character.isLetter(cp)) letterCount++;
        }
        System.out.println("BMP case checksum " + check + " letters " + letterCount);
    }
}
