import java.util.ArrayList;
import java.util.List;

/** Racy: an event source keeps its listeners in a plain ArrayList; one
 *  thread registers a listener while another fires an event, iterating the
 *  list (which may throw ConcurrentModificationException or miss it). */
public class RaceListenerIterate {
    interface Listener {
        void on(String e);
    }

    static class Source {
        private final List<Listener> listeners = new ArrayList<>();

        void register(Listener l) {
            listeners.add(l);
        }

        void fire(String e) {
            for (Listener l : listeners)
                l.on(e);
        }
    }

    static int events;

    public static void main(String[] args) throws Exception {
        Source src = new Source();
        src.register(e -> events++);
        Thread reg = new Thread(() -> src.register(e -> { }));
        Thread fire = new Thread(() -> src.fire("tick"));
        reg.start();
        fire.start();
        reg.join();
        fire.join();
        System.out.println("fired");
    }
}
