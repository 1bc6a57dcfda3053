/* BugTornStreamRead's twin: main reads the buffer after joining the loader
 * (and the loader's fill of its own buffer, before it starts, is ordered by
 * the start): no schedule sees a torn buffer. */
public class OkStreamReadJoined {
    static final byte[] buf = {1, 1, 1, 1};

    public static void main(String[] args) throws Exception {
        java.util.Arrays.fill(buf, (byte) 3);
        Thread loader = new Thread(() -> new java.io.ByteArrayInputStream(new byte[] {2, 2, 2, 2}).read(buf, 0, 4));
        loader.start();
        loader.join();
        byte first = buf[0], second = buf[1];
        assert first == second : "torn read: " + first + " then " + second;
        System.out.println(first + " " + second);
    }
}
