import java.io.*;
import java.net.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

// Loopback networking: a TCP echo server whose accept() and read() block in another thread while main connects
// (SO_TIMEOUTs bound every wait, so a VM that stalls fails after a few seconds), accept timeout, connection refused,
// InetAddress parsing/formatting, URI parsing/normalization/resolution, URLEncoder/URLDecoder.
public class NetLoopback {
    public static void main(String[] args) throws Exception {
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        try (ServerSocket server = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            server.setSoTimeout(5000);
            Thread acceptor = new Thread(() -> {
                try (Socket s = server.accept()) {
                    s.setSoTimeout(5000);
                    BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                    PrintWriter out = new PrintWriter(new OutputStreamWriter(s.getOutputStream(), StandardCharsets.UTF_8), true);
                    String line;
                    while ((line = in.readLine()) != null) {
                        if (line.equals("bye")) break;
                        out.println("echo:" + line.toUpperCase());
                    }
                    log.add("server: client said bye");
                } catch (IOException e) {
                    log.add("server: " + e.getClass().getSimpleName() + " " + e.getMessage());
                }
            }, "acceptor");
            acceptor.start();
            Thread.sleep(100);
            log.add("main: ran while accept() was blocked");
            try (Socket c = new Socket()) {
                c.connect(server.getLocalSocketAddress(), 5000);
                c.setSoTimeout(5000);
                log.add("client: connected " + c.isConnected() + " loopback " + c.getInetAddress().isLoopbackAddress() + " tcpNoDelay " + c.getTcpNoDelay());
                BufferedReader in = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.UTF_8));
                PrintWriter out = new PrintWriter(new OutputStreamWriter(c.getOutputStream(), StandardCharsets.UTF_8), true);
                for (String msg : new String[]{"hello", "wörld", "third line"}) {
                    out.println(msg);
                    log.add("client: " + in.readLine());
                }
                out.println("bye");
                log.add("client: read after bye " + in.readLine());
            } catch (IOException e) {
                log.add("client: " + e.getClass().getSimpleName() + " " + e.getMessage());
            }
            acceptor.join();
        }
        log.forEach(System.out::println);
        try (ServerSocket lonely = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            lonely.setSoTimeout(50);
            lonely.accept();
        } catch (SocketTimeoutException e) {
            System.out.println("accept timeout: SocketTimeoutException " + e.getMessage());
        }
        int freePort;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            freePort = probe.getLocalPort();
        }
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), freePort)) {
            System.out.println("connected to a closed port?!");
        } catch (ConnectException e) {
            System.out.println("connect refused: ConnectException " + e.getMessage());
        }
        System.out.println("InetAddress loopback " + InetAddress.getLoopbackAddress().getHostAddress() + " parse " + InetAddress.getByName("127.0.0.1").isLoopbackAddress()
            + " IPv6 literal " + InetAddress.getByName("::1").getHostAddress() + " byAddress " + InetAddress.getByAddress(new byte[]{10, 0, 0, 1}).getHostAddress());
        try {
            InetAddress.getByAddress(new byte[3]);
        } catch (UnknownHostException e) {
            System.out.println("bad address length: UnknownHostException " + e.getMessage());
        }
        URI uri = new URI("https://user@example.com:8443/a/b/../c?q=1&r=%20x#frag");
        System.out.println("URI scheme " + uri.getScheme() + " host " + uri.getHost() + " port " + uri.getPort() + " path " + uri.getPath() + " normalized " + uri.normalize()
            + " query " + uri.getQuery() + " raw " + uri.getRawQuery() + " fragment " + uri.getFragment() + " resolve " + uri.resolve("../d") + " URLEncoder " + URLEncoder.encode("a b&c=é", StandardCharsets.UTF_8)
            + " URLDecoder " + URLDecoder.decode("a+b%26c%3D%C3%A9", StandardCharsets.UTF_8));
        try {
            new URI("http://bad host/");
        } catch (URISyntaxException e) {
            System.out.println("URISyntaxException " + e.getMessage());
        }

    }
}
