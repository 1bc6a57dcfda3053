// Benchmarks Game style: k-nucleotide and reverse-complement over a FASTA file on stdin.
import java.io.*;
import java.util.*;

public class BenchKnucleotideRevcomp {
    public static void main(String[] args) throws IOException {
        byte[] all = System.in.readAllBytes();
        System.out.println("stdin bytes " + all.length);
        // reverse-complement of every sequence
        byte[] map = new byte[128];
        for (int i = 0; i < 128; i++) map[i] = (byte) i;
        String from = "ACGTUMRWSYKVHDBNacgtumrwsykvhdbn", to = "TGCAAKYWSRMBDHVNTGCAAKYWSRMBDHVN";
        for (int i = 0; i < from.length(); i++) map[from.charAt(i)] = (byte) to.charAt(i);
        ByteArrayOutputStream rc = new ByteArrayOutputStream();
        BufferedReader br = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(all)));
        String line, header = null;
        StringBuilder seq = new StringBuilder();
        List<String[]> seqs = new ArrayList<>();
        while (true) {
            line = br.readLine();
            if (line == null || line.startsWith(">")) {
                if (header != null) seqs.add(new String[] {header, seq.toString()});
                if (line == null) break;
                header = line; seq.setLength(0);
            } else seq.append(line);
        }
        for (String[] s : seqs) {
            rc.writeBytes((s[0] + "\n").getBytes());
            byte[] b = s[1].getBytes();
            for (int i = 0, j = b.length - 1; i <= j; i++, j--) { byte t = map[b[i]]; b[i] = map[b[j]]; b[j] = t; }
            for (int i = 0; i < b.length; i += 60) { rc.write(b, i, Math.min(60, b.length - i)); rc.write('\n'); }
        }
        String rcs = rc.toString();
        System.out.print(rcs.substring(0, Math.min(300, rcs.length())));
        System.out.println("... revcomp total " + rcs.length() + " hash " + rcs.hashCode());

        // k-nucleotide on sequence THREE
        String three = null;
        for (String[] s : seqs) if (s[0].startsWith(">THREE")) three = s[1].toUpperCase();
        for (int k = 1; k <= 2; k++) {
            Map<String, Integer> counts = new HashMap<>();
            for (int i = 0; i + k <= three.length(); i++) counts.merge(three.substring(i, i + k), 1, Integer::sum);
            List<Map.Entry<String, Integer>> es = new ArrayList<>(counts.entrySet());
            es.sort((a, b) -> b.getValue() != a.getValue().intValue() ? b.getValue() - a.getValue() : a.getKey().compareTo(b.getKey()));
            int total = three.length() - k + 1;
            for (Map.Entry<String, Integer> e : es) System.out.printf("%s %.3f%n", e.getKey(), 100.0 * e.getValue() / total);
            System.out.println();
        }
        for (String frag : new String[] {"GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT"}) {
            int n = 0;
            Map<String, Integer> counts = new HashMap<>();
            for (int i = 0; i + frag.length() <= three.length(); i++) counts.merge(three.substring(i, i + frag.length()), 1, Integer::sum);
            n = counts.getOrDefault(frag, 0);
            System.out.println(n + "\t" + frag + " distinct " + counts.size());
        }
    }
}
