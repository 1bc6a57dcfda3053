import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The JDK writes the program's arrays for a worker (a stream's read into
 *  a buffer, toArray, a sort), and main reads them only after join():
 *  ordered, nothing to report. */
public class OkJdkStreamReadJoined {
    static final byte[] buf = {1, 1, 1, 1};
    static final String[] shared = new String[2];
    static final List<String> list = new ArrayList<>(List.of("b", "a"));

    public static void main(String[] args) throws Exception {
        buf[3] = 0;
        Thread w = new Thread(() -> {
            new ByteArrayInputStream(new byte[] {2, 2, 2, 2}).read(buf, 0, 4);
            Collections.sort(list);
            list.toArray(shared);
        });
        w.start();
        w.join();
        System.out.println(buf[0] + " " + buf[3] + " " + shared[0] + shared[1] + " " + list.get(0));
    }
}
