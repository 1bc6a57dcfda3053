import java.util.Arrays;

/* RaceJdkFillsBuffer's twin: main reads the buffer the JDK filled only
 * after joining the loader, and its own fill before the start is handed
 * over by the start: nothing to report. */
public class OkJdkFillsJoined {
    static final byte[] buf = new byte[4];

    public static void main(String[] args) throws Exception {
        Arrays.fill(buf, (byte) 3);
        Thread loader = new Thread(() -> {
            Arrays.fill(buf, (byte) 1);
            new java.io.ByteArrayInputStream(new byte[] {2, 2, 2, 2}).read(buf, 0, 4);
        });
        loader.start();
        loader.join();
        System.out.println(buf[0] + " " + buf[3]);
    }
}
