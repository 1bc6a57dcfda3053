import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.security.Security;

/* SunPKCS11 configured with a library that cannot be used: the provider's
 * initialisation fails with a ProviderException the program catches, its
 * cause the IOException of PKCS11.connect (dlopen's or dlsym's words).
 * Rivet threw UnsatisfiedLinkError for PKCS11.initializeLibrary, then
 * NoClassDefFoundError (hunt 12). Rivet does not load PKCS#11 modules: for a
 * real one (p11-kit) only the exception's type is compared. */
public class Pkcs11Unavailable {
    static void configure(String what, String library, boolean details) {
        try {
            Provider p = Security.getProvider("SunPKCS11").configure("--name=x\nlibrary=" + library + "\n");
            System.out.println(what + ": configured " + p.getName());
        } catch (Exception e) {
            System.out.println(what + ": " + (details ? e.toString() : e.getClass().getName()));
            for (Throwable c = e.getCause(); c != null; c = c.getCause()) {
                if (c instanceof Error)
                    System.out.println("   Error as a cause: " + c);
                else if (details)
                    System.out.println("   cause: " + c.toString().replace(library, "LIB"));
            }
        } catch (Throwable t) {
            System.out.println(what + ": " + t);
        }
    }

    public static void main(String[] args) throws Exception {
        Provider p = Security.getProvider("SunPKCS11");
        System.out.println(p.getName() + " configured " + p.isConfigured());
        Path junk = Files.createTempFile("p11", ".so");
        Files.write(junk, new byte[64]);
        try {
            configure("not a library", junk.toString(), true);
            configure("not a library again", junk.toString(), true);
            configure("missing", "/no/such/lib.so", true);
            String libz = "/lib/x86_64-linux-gnu/libz.so.1";
            if (Files.exists(Path.of(libz)))
                configure("no C_GetFunctionList", libz, true);
            String p11kit = "/usr/lib/x86_64-linux-gnu/libp11-kit.so.0";
            if (Files.exists(Path.of(p11kit)))
                configure("p11-kit", p11kit, false);
        } finally {
            Files.delete(junk);
        }
    }
}
