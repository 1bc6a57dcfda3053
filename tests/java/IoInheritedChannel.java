import java.io.*;
import java.nio.channels.*;

// System.inheritedChannel(): null when standard input is not a socket (here a file), asked twice, and
// standard input still readable afterwards.
public class IoInheritedChannel {
    public static void main(String[] args) throws Exception {
        Channel c = System.inheritedChannel();
        System.out.println("inherited " + c + " again " + System.inheritedChannel());
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        System.out.println("stdin: " + r.readLine() + " / " + r.readLine() + " / " + r.readLine());
        System.out.println("SelectorProvider inheritedChannel " + java.nio.channels.spi.SelectorProvider.provider().inheritedChannel());
    }
}
