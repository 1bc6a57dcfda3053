// race: LongTearing.value
/** Two threads write a plain long (not even atomic in the JMM). */
public class LongTearing {
    static long value;

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> value = -1L);
        Thread b = new Thread(() -> value = 0x1234_5678_9abc_def0L);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
