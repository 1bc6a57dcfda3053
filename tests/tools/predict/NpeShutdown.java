/** Null dereference and data race: a service's shutdown() sets its
 *  connection to null while a worker, which checked it, is about to use
 *  it; no lock on either side. Observed: the worker first, fine. */
public class NpeShutdown {
    static class Conn {
        int sent;

        void send(String msg) {
            sent += msg.length();
        }
    }

    static class Service {
        private Conn conn = new Conn();

        void publish(String msg) {
            if (conn != null)
                conn.send(msg);
        }

        void shutdown() {
            conn = null;
        }
    }

    public static void main(String[] args) throws Exception {
        Service svc = new Service();
        Thread worker = new Thread(() -> svc.publish("hello"));
        Thread stopper = new Thread(svc::shutdown);
        worker.start();
        stopper.start();
        worker.join();
        stopper.join();
        System.out.println("stopped");
    }
}
