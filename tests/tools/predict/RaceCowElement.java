import java.util.concurrent.CopyOnWriteArrayList;

/** Racy: a CopyOnWriteArrayList is thread-safe, the objects in it are not:
 *  two threads take the same session out of the list and update its field. */
public class RaceCowElement {
    static class Session {
        int hits;
    }

    static final CopyOnWriteArrayList<Session> sessions = new CopyOnWriteArrayList<>();

    public static void main(String[] args) throws Exception {
        sessions.add(new Session());
        Thread a = new Thread(() -> sessions.get(0).hits++);
        Thread b = new Thread(() -> {
            for (Session s : sessions)
                s.hits++;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(sessions.size());
    }
}
