import com.sun.nio.sctp.SctpChannel;
import com.sun.nio.sctp.SctpMultiChannel;
import com.sun.nio.sctp.SctpServerChannel;

/* Without libsctp, opening an SCTP channel throws the
 * UnsupportedOperationException its API documents, every time (Rivet threw
 * UnsatisfiedLinkError, then NoClassDefFoundError; hunt 12). */
public class SctpUnsupported {
    interface Open { Object open() throws Exception; }

    static void attempt(String what, Open o) {
        try {
            Object ch = o.open();
            System.out.println(what + ": opened " + (ch != null));
        } catch (UnsupportedOperationException e) {
            System.out.println(what + ": UnsupportedOperationException");
        } catch (Throwable t) {
            System.out.println(what + ": " + t);
        }
    }

    public static void main(String[] args) {
        attempt("channel", SctpChannel::open);
        attempt("server", SctpServerChannel::open);
        attempt("multi", SctpMultiChannel::open);
        attempt("channel again", SctpChannel::open);
    }
}
