// Benchmarks Game style: binary-trees, mandelbrot (bitmap checksum), fasta.
import java.io.*;
import java.util.zip.CRC32;

public class BenchTreesMandelFasta {
    static final class Node {
        final Node l, r;
        Node(Node l, Node r) { this.l = l; this.r = r; }
        int check() { return l == null ? 1 : 1 + l.check() + r.check(); }
    }
    static Node tree(int d) { return d > 0 ? new Node(tree(d - 1), tree(d - 1)) : new Node(null, null); }

    static void binaryTrees(int n) {
        int maxDepth = Math.max(6, n);
        System.out.println("stretch tree of depth " + (maxDepth + 1) + "\t check: " + tree(maxDepth + 1).check());
        Node longLived = tree(maxDepth);
        for (int d = 4; d <= maxDepth; d += 2) {
            int iters = 1 << (maxDepth - d + 4), check = 0;
            for (int i = 0; i < iters; i++) check += tree(d).check();
            System.out.println(iters + "\t trees of depth " + d + "\t check: " + check);
        }
        System.out.println("long lived tree of depth " + maxDepth + "\t check: " + longLived.check());
    }

    static void mandelbrot(int n) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(("P4\n" + n + " " + n + "\n").getBytes());
        int bits = 0, bit = 0, set = 0;
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                double cr = 2.0 * x / n - 1.5, ci = 2.0 * y / n - 1.0, zr = 0, zi = 0, tr = 0, ti = 0;
                int i = 0;
                for (; i < 50 && tr + ti <= 4.0; i++) {
                    zi = 2.0 * zr * zi + ci; zr = tr - ti + cr; tr = zr * zr; ti = zi * zi;
                }
                bits <<= 1;
                if (tr + ti <= 4.0) { bits |= 1; set++; }
                if (++bit == 8) { out.write(bits); bits = 0; bit = 0; }
            }
            if (bit != 0) { bits <<= (8 - bit); out.write(bits); bits = 0; bit = 0; }
        }
        CRC32 crc = new CRC32();
        byte[] b = out.toByteArray();
        crc.update(b);
        System.out.println("mandelbrot " + n + " bytes=" + b.length + " set=" + set + " crc=" + Long.toHexString(crc.getValue()));
    }

    static final String ALU =
        "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG" + "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA" +
        "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT" + "ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA" +
        "GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG" + "AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC" +
        "AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA";
    static int last = 42;
    static double random(double max) { last = (last * 3877 + 29573) % 139968; return max * last / 139968; }

    static void repeat(StringBuilder sb, String id, String s, int n) {
        sb.append(id).append('\n');
        int k = 0;
        while (n > 0) {
            int line = Math.min(60, n);
            for (int i = 0; i < line; i++) { sb.append(s.charAt(k)); k = (k + 1) % s.length(); }
            sb.append('\n');
            n -= line;
        }
    }
    static void randomFasta(StringBuilder sb, String id, char[] c, double[] p, int n) {
        double[] cum = new double[p.length]; double acc = 0;
        for (int i = 0; i < p.length; i++) { acc += p[i]; cum[i] = acc; }
        sb.append(id).append('\n');
        while (n > 0) {
            int line = Math.min(60, n);
            for (int i = 0; i < line; i++) {
                double r = random(1.0);
                int j = 0;
                while (j < cum.length - 1 && r >= cum[j]) j++;
                sb.append(c[j]);
            }
            sb.append('\n');
            n -= line;
        }
    }
    static void fasta(int n) {
        StringBuilder sb = new StringBuilder();
        repeat(sb, ">ONE Homo sapiens alu", ALU, 2 * n);
        randomFasta(sb, ">TWO IUB ambiguity codes", "acgtBDHKMNRSVWY".toCharArray(),
            new double[] {0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02}, 3 * n);
        randomFasta(sb, ">THREE Homo sapiens frequency", "acgt".toCharArray(),
            new double[] {0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008}, 5 * n);
        String s = sb.toString();
        System.out.print(s.substring(0, 400));
        System.out.println("...");
        System.out.println(s.substring(s.length() - 200));
        CRC32 crc = new CRC32(); crc.update(s.getBytes());
        System.out.println("fasta " + n + " len=" + s.length() + " crc=" + Long.toHexString(crc.getValue()));
    }

    public static void main(String[] args) {
        binaryTrees(10);
        mandelbrot(200);
        fasta(1000);
    }
}
