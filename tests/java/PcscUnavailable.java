import javax.smartcardio.TerminalFactory;

/* PC/SC that cannot be used from this VM: the default TerminalFactory is
 * the "None" one with no terminals, and asking for PC/SC throws
 * NoSuchAlgorithmException, an exception, all the way down its causes.
 * Rivet put UnsatisfiedLinkError for PlatformPCSC.initialize into that
 * chain (hunt 12). The causes themselves differ: HotSpot's libj2pcsc talks
 * to the pcscd daemon (SCARD_E_NO_SERVICE when none runs), Rivet has no
 * PC/SC natives; only that none is an Error is compared. */
public class PcscUnavailable {
    public static void main(String[] args) {
        TerminalFactory def = TerminalFactory.getDefault();
        System.out.println("default type: " + def.getType());
        try {
            System.out.println("default terminals: " + def.terminals().list());
        } catch (Exception e) {
            System.out.println("default terminals: " + e);
        }
        for (int i = 0; i < 2; i++) {
            try {
                TerminalFactory f = TerminalFactory.getInstance("PC/SC", null);
                System.out.println("PC/SC: " + f.getType());
            } catch (Throwable t) {
                System.out.println("PC/SC: " + t);
                Throwable err = null;
                for (Throwable c = t.getCause(); c != null; c = c.getCause())
                    if (c instanceof Error)
                        err = c;
                System.out.println("   an Error among the causes: " + err);
            }
        }
    }
}
