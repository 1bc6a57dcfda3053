// jvm-options: -Djava.security.manager
// compare: stderr
import java.io.*;
import java.security.*;
import java.util.*;

// The default security manager and policy (-Djava.security.manager): what the application's code may do,
// AccessController.checkPermission on the stack's protection domains, doPrivileged from system code,
// and the uncaught AccessControlException at the end.
public class SecurityManagerDefault {
    static void t(String what, PrivilegedExceptionAction<Object> a) {
        try { System.out.println(what + " -> " + a.run()); }
        catch (Exception e) { System.out.println(what + " !! " + e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) throws Exception {
        System.out.println("sm " + System.getSecurityManager().getClass().getName());
        t("java.version", () -> System.getProperty("java.version") != null);
        t("line.separator", () -> System.getProperty("line.separator").length());
        t("user.home", () -> System.getProperty("user.home") != null);
        t("setProperty", () -> System.setProperty("x", "y"));
        t("getenv", () -> System.getenv("PATH") != null);
        t("read own class file", () -> SecurityManagerDefault.class.getResourceAsStream("SecurityManagerDefault.class").read());
        t("read /etc/hostname", () -> new FileInputStream("/etc/hostname").available() >= 0);
        t("tmp file", () -> File.createTempFile("x", "y"));
        t("checkPermission exit", () -> { AccessController.checkPermission(new RuntimePermission("exitVM.3")); return "allowed"; });
        t("checkPermission foo", () -> { AccessController.checkPermission(new RuntimePermission("foo")); return "allowed"; });
        t("setAccessible", () -> { Object.class.getDeclaredMethod("clone").setAccessible(true); return "ok"; });
        t("classloader", () -> new java.net.URLClassLoader(new java.net.URL[0]));
        t("threadgroup", () -> new Thread(() -> {}).getThreadGroup().getName());
        t("setDefaultUncaughtExceptionHandler", () -> { Thread.setDefaultUncaughtExceptionHandler((th, e) -> {}); return "ok"; });
        t("doPrivileged user code", () -> AccessController.doPrivileged((PrivilegedAction<Object>) () -> System.getProperty("user.home") != null));
        t("context", () -> { AccessControlContext c = AccessController.getContext(); c.checkPermission(new PropertyPermission("java.version", "read")); return "read ok"; });
        t("context denied", () -> { AccessController.getContext().checkPermission(new PropertyPermission("user.dir", "read")); return "read ok"; });
        t("pd", () -> SecurityManagerDefault.class.getProtectionDomain().implies(new PropertyPermission("java.vendor", "read")) + " " + String.class.getProtectionDomain().implies(new AllPermission()));
        t("Locale default", () -> Locale.getDefault().toString() + " " + String.format("%,d", 1234567));
        t("java.time", () -> java.time.LocalDate.of(2020, 1, 1).plusDays(40) + " " + java.time.ZoneId.of("Europe/Paris").getRules().getOffset(java.time.Instant.EPOCH));
        t("exit", () -> { System.exit(5); return null; });
        System.out.println(System.getProperty("user.dir"));
    }
}
