// race: StartOrder.port
/** The configuring thread is started first and is short, so it runs before
 *  the server thread in the observed run; nothing orders them. */
public class StartOrder {
    static int port;

    public static void main(String[] args) throws Exception {
        int[] bound = new int[1];
        Thread config = new Thread(() -> port = 8080);
        Thread server = new Thread(() -> bound[0] = port);
        config.start();
        server.start();
        config.join();
        server.join();
        System.out.println("done");
    }
}
