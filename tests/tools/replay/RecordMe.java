import java.io.*;
import java.nio.file.*;
import java.util.*;

/* Nondeterministic inputs and a racy interleaving for record/replay tests:
 * stdin, a file named by args[0], the clocks, a seed from the clock, and an
 * unsynchronised counter shared by threads (its value depends on the schedule). */
public class RecordMe {
    static int counter;

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String first = in.readLine();
        System.out.println("stdin: " + first);
        if (args.length > 0)
            System.out.println("file: " + Files.readAllLines(Path.of(args[0])));
        long seed = System.nanoTime() ^ System.currentTimeMillis();
        Random r = new Random(seed);
        System.out.println("random: " + r.nextInt(1_000_000));
        StringBuffer order = new StringBuffer();
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 4000; k++) {
                    counter++;
                    if (k % 500 == 0)
                        order.append(id);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("counter: " + counter + " order: " + order);
        System.out.println("time: " + System.currentTimeMillis());
    }
}
