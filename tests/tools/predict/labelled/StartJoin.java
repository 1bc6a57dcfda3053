// race-free
/** Everything is ordered by start and join: main writes the input before
 *  start, the worker writes the output, main reads it after join. */
public class StartJoin {
    static int input;
    static int output;

    public static void main(String[] args) throws Exception {
        input = 21;
        Thread worker = new Thread(() -> output = input * 2);
        worker.start();
        worker.join();
        input = 0;
        System.out.println(output);
    }
}
