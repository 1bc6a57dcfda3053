/** Correct: main spins on isAlive instead of join (an edge the RTI does not
 *  report; the prediction is not confirmed by re-execution, so nothing is
 *  reported). */
public class OkIsAlive {
    static int data;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> data = 5);
        t.start();
        while (t.isAlive()) Thread.yield();
        System.out.println(data);
    }
}
