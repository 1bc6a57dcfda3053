import java.net.*;
import java.nio.channels.*;
import jdk.net.ExtendedSocketOptions;

// ExtendedSocketOptions.TCP_QUICKACK is the TCP option (IPPROTO_TCP level):
// on by default on Linux, and setting it does not touch SO_PRIORITY.
public class NetQuickAck {
    public static void main(String[] a) throws Exception {
        try (Socket s = new Socket()) {
            System.out.println("supported " + s.supportedOptions().contains(ExtendedSocketOptions.TCP_QUICKACK));
            System.out.println("fresh " + s.getOption(ExtendedSocketOptions.TCP_QUICKACK));
            s.setOption(ExtendedSocketOptions.TCP_QUICKACK, false);
            System.out.println("after set false " + s.getOption(ExtendedSocketOptions.TCP_QUICKACK));
            s.setOption(ExtendedSocketOptions.TCP_QUICKACK, true);
            System.out.println("after set true " + s.getOption(ExtendedSocketOptions.TCP_QUICKACK));
        }
        InetAddress lo = InetAddress.getLoopbackAddress();
        try (ServerSocket ss = new ServerSocket(0, 5, lo); Socket c = new Socket(lo, ss.getLocalPort()); Socket s = ss.accept()) {
            System.out.println("connected " + c.getOption(ExtendedSocketOptions.TCP_QUICKACK)
                    + " accepted " + s.getOption(ExtendedSocketOptions.TCP_QUICKACK));
        }
        try (SocketChannel ch = SocketChannel.open()) {
            System.out.println("channel " + ch.getOption(ExtendedSocketOptions.TCP_QUICKACK));
            ch.setOption(ExtendedSocketOptions.TCP_QUICKACK, false);
            System.out.println("channel after set false " + ch.getOption(ExtendedSocketOptions.TCP_QUICKACK));
        }
    }
}
