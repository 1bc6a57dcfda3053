import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;

/* -Dcom.sun.sdp.conf: every TCP bind or connect a rule matches converts the
 * socket to SDP first, which fails here (no SDP on Linux for IPv6, no SDP
 * kernel module for IPv4) with an IOException the program catches. Rivet
 * threw UnsatisfiedLinkError for SdpSupport.convert0 (hunt 12). The rules
 * file is written before the first socket, when NetHooks reads the property. */
public class SdpConvert {
    interface Net { void run() throws IOException; }

    static void attempt(String what, Net n) {
        try {
            n.run();
            System.out.println(what + ": ok");
        } catch (IOException e) {
            System.out.println(what + ": " + e);
        } catch (Throwable t) {
            System.out.println(what + ": unexpected " + t);
        }
    }

    public static void main(String[] args) throws Exception {
        Path conf = Files.createTempFile("sdp", ".conf");
        Files.writeString(conf, "# test rules\nbind * *\nconnect 127.0.0.1 1-65535\n");
        System.setProperty("com.sun.sdp.conf", conf.toString());
        try {
            attempt("ServerSocket", () -> new ServerSocket(0).close());
            attempt("ServerSocketChannel", () -> {
                try (ServerSocketChannel s = ServerSocketChannel.open()) {
                    s.bind(new InetSocketAddress("127.0.0.1", 0));
                }
            });
            attempt("SocketChannel", () -> {
                try (SocketChannel s = SocketChannel.open()) {
                    s.connect(new InetSocketAddress("127.0.0.1", 1));
                }
            });
            attempt("Socket", () -> {
                try (Socket s = new Socket()) {
                    s.connect(new InetSocketAddress("127.0.0.1", 1));
                }
            });
            attempt("ServerSocket again", () -> new ServerSocket(0).close());
        } finally {
            Files.delete(conf);
        }
    }
}
