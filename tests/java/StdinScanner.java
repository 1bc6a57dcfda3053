import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

// Reads System.in with java.util.Scanner (input in StdinScanner.in): typed tokens, then the remaining lines.
public class StdinScanner {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in, "UTF-8");
        int n = sc.nextInt();
        System.out.println("n=" + n);
        long sum = 0;
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int v = sc.nextInt();
            values.add(v);
            sum += v;
        }
        System.out.println("values=" + values + " sum=" + sum);
        double d = sc.nextDouble();
        long big = sc.nextLong();
        boolean flag = sc.nextBoolean();
        String word = sc.next();
        System.out.println("double=" + d + " long=" + big + " boolean=" + flag + " word=" + word);
        System.out.println("hasNextInt=" + sc.hasNextInt() + " hasNext=" + sc.hasNext());
        String rest = sc.nextLine();
        System.out.println("rest of line=[" + rest + "]");
        int lines = 0;
        while (sc.hasNextLine()) {
            String line = sc.nextLine();
            lines++;
            System.out.println("line " + lines + ": [" + line + "] tokens=" + (line.isBlank() ? 0 : line.trim().split("\\s+").length));
        }
        System.out.println("total remaining lines=" + lines);
        try {
            sc.next();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("next at EOF: " + e.getClass().getName());
        }
        Scanner s2 = new Scanner("10,20,,30").useDelimiter(",");
        StringBuilder sb = new StringBuilder();
        while (s2.hasNext()) sb.append('[').append(s2.next()).append(']');
        System.out.println("custom delimiter: " + sb);
        Scanner s3 = new Scanner("12 abc 3.5");
        System.out.println(s3.nextInt() + " " + s3.hasNextInt() + " " + s3.next() + " " + s3.hasNextDouble() + " " + s3.nextDouble());
        try {
            new Scanner("xyz").nextInt();
        } catch (java.util.InputMismatchException e) {
            System.out.println("InputMismatchException: " + e.getMessage());
        }
    }
}
