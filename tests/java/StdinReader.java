import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Map;
import java.util.TreeMap;

// Reads System.in line by line with BufferedReader (input in StdinReader.in): word counts, numbers, UTF-8 text.
public class StdinReader {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, java.nio.charset.StandardCharsets.UTF_8));
        String line;
        int lineNo = 0;
        long numberSum = 0;
        int emptyLines = 0;
        Map<String, Integer> words = new TreeMap<>();
        while ((line = in.readLine()) != null) {
            lineNo++;
            System.out.println(String.format("%3d [%s] len=%d", lineNo, line, line.length()));
            if (line.isBlank()) {
                emptyLines++;
                continue;
            }
            for (String tok : line.trim().split("\\s+")) {
                try {
                    numberSum += Long.parseLong(tok);
                } catch (NumberFormatException e) {
                    words.merge(tok.toLowerCase().replaceAll("[^\\p{L}\\p{N}]", ""), 1, Integer::sum);
                }
            }
        }
        words.remove("");
        System.out.println("lines=" + lineNo + " empty=" + emptyLines + " numberSum=" + numberSum);
        System.out.println("words=" + words);
        System.out.println("read after EOF returns " + in.readLine() + " and System.in.read() returns " + System.in.read());
    }
}
