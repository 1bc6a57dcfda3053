import java.util.ArrayList;
import java.util.List;

/** A worker copies a list into the program's array (list.toArray(shared):
 *  System.arraycopy, whose element writes are ArrayList.toArray's), main
 *  reads shared[0] unordered with it (hunt 15 F7). */
public class RaceJdkToArray {
    static final String[] shared = new String[2];

    public static void main(String[] args) throws Exception {
        List<String> list = new ArrayList<>(List.of("x", "y"));
        Thread w = new Thread(() -> list.toArray(shared));
        w.start();
        String a = shared[0];
        w.join();
        System.out.println(a == null || a.equals("x") ? "done" : "?");
    }
}
