import java.io.*;
import java.util.*;
import java.util.regex.*;

// java.util.Scanner over strings (typed tokens, radix, delimiters, findInLine, locales, errors) and over stdin (UtilScanner.in).
public class UtilScanner {
    public static void main(String[] args) {
        Scanner s = new Scanner("42 -17 3.5 1e3 true FALSE word 0x1F ff 9999999999 12345678901234567890 -0.0 NaN");
        s.useLocale(Locale.US);
        System.out.println("nextInt " + s.nextInt() + " nextInt " + s.nextInt() + " hasNextInt " + s.hasNextInt() + " hasNextDouble " + s.hasNextDouble()
            + " nextDouble " + s.nextDouble() + " nextDouble " + s.nextDouble());
        System.out.println("nextBoolean " + s.nextBoolean() + " " + s.nextBoolean() + " hasNextBoolean " + s.hasNextBoolean() + " next " + s.next());
        System.out.println("hasNextInt(16) for 0x1F " + s.hasNextInt(16) + " next " + s.next() + " nextInt(16) " + s.nextInt(16) + " hasNextInt " + s.hasNextInt()
            + " nextLong " + s.nextLong() + " hasNextLong " + s.hasNextLong() + " nextBigInteger " + s.nextBigInteger() + " nextDouble " + s.nextDouble()
            + " next " + s.next() + " hasNext " + s.hasNext());
        try {
            s.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted: " + e.getClass().getName() + " " + e.getMessage());
        }
        Scanner bad = new Scanner("abc 12");
        try {
            bad.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("InputMismatchException " + e.getMessage() + " then next " + bad.next() + " then nextInt " + bad.nextInt());
        }
        Scanner ovf = new Scanner("2147483648");
        try {
            ovf.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("int overflow -> InputMismatchException " + e.getMessage() + " nextLong " + ovf.nextLong());
        }
        Scanner csv = new Scanner("a,b,,c;d , e").useDelimiter("\\s*[,;]\\s*");
        List<String> toks = new ArrayList<>();
        while (csv.hasNext()) toks.add("[" + csv.next() + "]");
        System.out.println("custom delimiter " + toks + " delimiter " + csv.delimiter());
        Scanner lines = new Scanner("first line\nsecond  line\r\nthird\n\nfifth");
        int n = 0;
        while (lines.hasNextLine()) System.out.println("line " + (++n) + " [" + lines.nextLine() + "]");
        Scanner mixed = new Scanner("10 apples\nrest of it\n");
        int count = mixed.nextInt();
        String restOfLine = mixed.nextLine();
        String next = mixed.nextLine();
        System.out.println("mixed " + count + " [" + restOfLine + "] [" + next + "] hasNextLine " + mixed.hasNextLine());
        Scanner fin = new Scanner("key=value; id=42; name=Rivet VM");
        System.out.println("findInLine " + fin.findInLine("id=(\\d+)") + " group " + fin.match().group(1) + " next " + fin.next() + " " + fin.next());
        Scanner de = new Scanner("1.234,5 2,5").useLocale(Locale.GERMANY);
        System.out.println("GERMANY nextDouble " + de.nextDouble() + " " + de.nextDouble());
        Scanner us = new Scanner("1,234.5 -7,000").useLocale(Locale.US);
        System.out.println("US grouping nextDouble " + us.nextDouble() + " nextInt " + us.nextInt());
        Scanner pat = new Scanner("abc123def456");
        pat.useDelimiter("[a-z]+");
        System.out.println("letters as delimiter " + pat.nextInt() + " " + pat.nextInt() + " hasNext(pattern) " + new Scanner("x1 y2").hasNext("x\\d"));
        System.out.println("tokens stream " + new Scanner("a b c d").tokens().toList() + " findAll " + new Scanner("t=1 t=22 t=333").findAll("t=(\\d+)").map(m -> m.group(1)).toList());
        Scanner closed = new Scanner("x");
        closed.close();
        try {
            closed.next();
        } catch (IllegalStateException e) {
            System.out.println("closed: " + e.getMessage());
        }
        try {
            new Scanner("1").nextInt(1);
        } catch (IllegalArgumentException e) {
            System.out.println("radix 1: " + e.getMessage());
        }

        // stdin: a header with a count, records, then free text
        Scanner in = new Scanner(System.in, "UTF-8");
        int records = in.nextInt();
        in.nextLine();
        double total = 0;
        for (int i = 0; i < records; i++) {
            String name = in.next();
            int qty = in.nextInt();
            double price = in.nextDouble();
            total += qty * price;
            System.out.printf(Locale.US, "record %d: %-8s qty=%3d price=%8.2f%n", i, name, qty, price);
        }
        in.nextLine();
        Map<String, Integer> freq = new TreeMap<>();
        int lineNo = 0;
        while (in.hasNextLine()) {
            String line = in.nextLine();
            lineNo++;
            for (String w : line.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) if (!w.isEmpty()) freq.merge(w, 1, Integer::sum);
        }
        System.out.printf(Locale.US, "total %.2f lines %d%n", total, lineNo);
        System.out.println("word frequencies " + freq);
    }
}
