import java.io.IOException;
import java.io.InputStream;

/* Reads standard input (a pipe in test-ckpt.sh) in small pieces, printing
 * what available() says before each read, with work between the reads so
 * that checkpoints fall between them. After a return, the bytes read since
 * the checkpoint come from the journal again, and available() must count
 * them as the first run's live pipe did. */
public class CkptStdin {
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    public static void main(String[] args) throws IOException {
        InputStream in = System.in;
        byte[] b = new byte[7];
        long sum = 0;
        for (;;) {
            int av = in.available();
            int n = in.read(b);
            if (n < 0)
                break;
            sum += fib(10 + n);
            System.out.println("available " + av + " read " + n + " [" + new String(b, 0, n).replace("\n", "|") + "]");
        }
        System.out.println("end " + sum + " available " + in.available());
    }
}
