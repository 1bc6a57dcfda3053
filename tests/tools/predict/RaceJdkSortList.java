import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A worker sorts a shared ArrayList in place (Collections.sort: the sort
 *  helpers of java.util.Arrays write its array) while main reads an
 *  element with no lock (hunt 15 F7). */
public class RaceJdkSortList {
    static final List<String> list = new ArrayList<>(List.of("b", "a"));

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> Collections.sort(list));
        w.start();
        String x = list.get(0);
        w.join();
        System.out.println(x != null ? "done" : "?");
    }
}
