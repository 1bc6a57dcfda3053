// Benchmarks Game style: pidigits with BigInteger (spigot), plus e digits and a factorial.
import java.math.BigInteger;

public class BenchPidigits {
    public static void main(String[] args) {
        int n = 300;
        BigInteger q = BigInteger.ONE, r = BigInteger.ZERO, t = BigInteger.ONE;
        int k = 0, digits = 0;
        StringBuilder line = new StringBuilder();
        while (digits < n) {
            k++;
            BigInteger k2 = BigInteger.valueOf(2L * k + 1);
            r = r.add(q.shiftLeft(1)).multiply(k2);
            q = q.multiply(BigInteger.valueOf(k));
            t = t.multiply(k2);
            if (q.compareTo(r) > 0) continue;
            BigInteger[] dr = q.multiply(BigInteger.valueOf(3)).add(r).divideAndRemainder(t);
            BigInteger d4 = q.multiply(BigInteger.valueOf(4)).add(r).divide(t);
            if (!dr[0].equals(d4)) continue;
            int d = dr[0].intValue();
            line.append(d);
            digits++;
            if (digits % 10 == 0) { System.out.println(line + "\t:" + digits); line.setLength(0); }
            BigInteger dd = BigInteger.valueOf(d);
            q = q.multiply(BigInteger.TEN);
            r = r.subtract(t.multiply(dd)).multiply(BigInteger.TEN);
        }
        System.out.println("q bits " + q.bitLength() + " r bits " + r.bitLength() + " t bits " + t.bitLength());
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 500; i++) f = f.multiply(BigInteger.valueOf(i));
        String fs = f.toString();
        System.out.println("500! digits " + fs.length() + " head " + fs.substring(0, 30) + " sum " + fs.chars().map(c -> c - '0').sum());
        System.out.println("500! hex tail " + f.toString(16).substring(f.toString(16).length() - 40));
        System.out.println("sqrt " + f.sqrt().toString(36).substring(0, 20) + " mod " + f.add(BigInteger.ONE).mod(BigInteger.valueOf(1_000_000_007L)));
        System.out.println("modPow " + BigInteger.valueOf(3).modPow(f, BigInteger.TEN.pow(40).add(BigInteger.valueOf(7))));
        System.out.println("probablePrime " + BigInteger.TEN.pow(30).nextProbablePrime());
    }
}
