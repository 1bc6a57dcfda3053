// jvm-options: -Xmx16m -XX:+UseSerialGC
// compare: stderr
// An OutOfMemoryError nobody catches ends the program as on HotSpot: the usual message and
// stack trace on stderr, exit status 1, after the output printed before it.
import java.util.ArrayList;
import java.util.List;

public class GcOomUncaught {
    static List<long[]> hold = new ArrayList<>();

    static void grow() {
        for (;;)
            hold.add(new long[1000]);
    }

    public static void main(String[] args) {
        System.out.println("filling the heap");
        grow();
        System.out.println("not reached");
    }
}
