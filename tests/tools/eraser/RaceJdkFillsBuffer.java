import java.util.Arrays;

/* A loader fills the program's buffer through the JDK (Arrays.fill, then a
 * stream's read, which copies with System.arraycopy) while main reads two of
 * its elements with no lock and no join first. The writes are the JDK's
 * code's, which Eraser did not check for arrays of primitives: only main's
 * reads were seen, and nothing was reported (hunt 15 F8). */
public class RaceJdkFillsBuffer {
    static final byte[] buf = new byte[4];

    public static void main(String[] args) throws Exception {
        Thread loader = new Thread(() -> {
            Arrays.fill(buf, (byte) 1);
            new java.io.ByteArrayInputStream(new byte[] {2, 2, 2, 2}).read(buf, 0, 4);
        });
        loader.start();
        byte first = buf[0], second = buf[1];
        loader.join();
        System.out.println(first <= 2 && second <= 2);
    }
}
