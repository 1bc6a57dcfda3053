/* A loader reads four bytes from a stream into the program's buffer while
 * main, without a lock or a join first, reads two of them: main may see the
 * first before the read and the second after it. The writes are the JDK's
 * (ByteArrayInputStream.read copies with System.arraycopy), the reads the
 * program's: the tester saw only the reads, never learned the buffer racy,
 * and the search ended with 0 failures (hunt 15 F1). */
public class BugTornStreamRead {
    static final byte[] buf = {1, 1, 1, 1};

    public static void main(String[] args) throws Exception {
        Thread loader = new Thread(() -> new java.io.ByteArrayInputStream(new byte[] {2, 2, 2, 2}).read(buf, 0, 4));
        loader.start();
        byte first = buf[0], second = buf[1];
        loader.join();
        assert first == second : "torn read: " + first + " then " + second;
        System.out.println(buf[0] + " " + buf[3]);
    }
}
