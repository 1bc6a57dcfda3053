// race: JoinOther.data
/** B joins A before updating data, and main joins only A before writing
 *  data: main and B are not ordered. */
public class JoinOther {
    static int data;

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> data = 1);
        Thread b = new Thread(() -> {
            try { a.join(); } catch (InterruptedException e) { }
            data += 10;
        });
        a.start();
        b.start();
        a.join();
        data = 100;
        b.join();
        System.out.println("done");
    }
}
