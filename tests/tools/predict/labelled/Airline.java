// race: Airline.sold
/** The "airline" benchmark: agents sell seats with an unsynchronized
 *  check-then-increment of the sold counter (overselling is possible). */
public class Airline {
    static final int SEATS = 10;
    static int sold;

    static void sell(int tickets) {
        for (int i = 0; i < tickets; i++) {
            if (sold < SEATS)
                sold++;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread[] agents = new Thread[3];
        for (int i = 0; i < agents.length; i++) {
            agents[i] = new Thread(() -> sell(4));
            agents[i].start();
        }
        for (Thread t : agents)
            t.join();
        System.out.println("sales closed");
    }
}
