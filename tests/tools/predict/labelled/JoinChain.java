// race-free
/** B joins A before updating data; main joins B (and so A) before reading. */
public class JoinChain {
    static int data;

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> data = 1);
        Thread b = new Thread(() -> {
            try { a.join(); } catch (InterruptedException e) { }
            data += 10;
        });
        a.start();
        b.start();
        b.join();
        System.out.println(data);
    }
}
