import java.io.ByteArrayInputStream;

/** A loader reads a stream into the program's buffer (read(buf, 0, 4):
 *  the JDK's copy, under java.io's frames), main reads buf[0] without
 *  waiting for it: a data race on the program's array (hunt 15 F7). */
public class RaceJdkStreamRead {
    static final byte[] SRC = {2, 2, 2, 2};
    static final byte[] buf = {1, 1, 1, 1};

    public static void main(String[] args) throws Exception {
        Thread loader = new Thread(() -> new ByteArrayInputStream(SRC).read(buf, 0, 4));
        loader.start();
        byte a = buf[0];
        loader.join();
        System.out.println(a > 0 ? "done" : "?");
    }
}
