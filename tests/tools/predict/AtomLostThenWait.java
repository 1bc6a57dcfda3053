/** A lost update whose symptom is a wait for ever: two tellers each read
 *  the count in one critical section and write it back in another, and main
 *  polls until both increments have arrived. On the schedule that loses one,
 *  main polls for ever (a sleep each turn, so no deadlock either). The
 *  confirming run reproduced the violation and then ran on with main until
 *  its time limit, 120 s, twice (the witness, then the holds), and the
 *  finding was reported unconfirmed after four minutes (hunt 7). A
 *  confirming run now ends when its prediction has happened. */
public class AtomLostThenWait {
    static final Object lock = new Object();
    static int count;

    static void add() {
        int v;
        synchronized (lock) {
            v = count;
        }
        synchronized (lock) {
            count = v + 1;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(AtomLostThenWait::add, "teller-a");
        Thread b = new Thread(AtomLostThenWait::add, "teller-b");
        a.start();
        b.start();
        for (;;) {
            synchronized (lock) {
                if (count == 2)
                    break;
            }
            Thread.sleep(1);
        }
        System.out.println("both arrived");
    }
}
