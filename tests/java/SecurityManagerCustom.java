// jvm-options: -Djava.security.manager=allow
import java.security.*;
import java.util.*;

// A program's own SecurityManager (System.setSecurityManager with -Djava.security.manager=allow): checkExit
// refusing System.exit, checkPermission filtering, and AccessController with explicit contexts: a context of
// a restricted ProtectionDomain, doPrivileged with that context, and nested doPrivileged.
public class SecurityManagerCustom {
    static final List<String> seen = new ArrayList<>();
    static void t(String what, PrivilegedExceptionAction<Object> a) {
        try { System.out.println(what + " -> " + a.run()); }
        catch (Exception e) { System.out.println(what + " !! " + e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) throws Exception {
        ProtectionDomain none = new ProtectionDomain(null, new Permissions());
        Permissions some = new Permissions();
        some.add(new PropertyPermission("a.*", "read"));
        ProtectionDomain few = new ProtectionDomain(null, some);
        AccessControlContext restricted = new AccessControlContext(new ProtectionDomain[]{few});
        AccessControlContext nothing = new AccessControlContext(new ProtectionDomain[]{none});
        System.out.println("before sm " + System.getSecurityManager());
        t("checkPermission without sm", () -> { AccessController.checkPermission(new RuntimePermission("anything")); return "allowed"; });
        t("restricted ctx a.b", () -> { restricted.checkPermission(new PropertyPermission("a.b", "read")); return "allowed"; });
        t("restricted ctx c", () -> { restricted.checkPermission(new PropertyPermission("c", "read")); return "allowed"; });
        t("doPrivileged restricted", () -> AccessController.doPrivileged((PrivilegedAction<Object>) () -> { AccessController.checkPermission(new PropertyPermission("a.x", "read")); return "a.x ok"; }, restricted));
        t("doPrivileged restricted denied", () -> AccessController.doPrivileged((PrivilegedAction<Object>) () -> { AccessController.checkPermission(new PropertyPermission("zz", "read")); return "zz ok"; }, restricted));
        t("doPrivileged nothing", () -> AccessController.doPrivileged((PrivilegedExceptionAction<Object>) () -> { AccessController.checkPermission(new RuntimePermission("x")); return "x ok"; }, nothing));
        t("nested doPrivileged", () -> AccessController.doPrivileged((PrivilegedAction<Object>) () ->
            AccessController.doPrivileged((PrivilegedAction<Object>) () -> { AccessController.checkPermission(new PropertyPermission("a.q", "read")); return "nested ok"; }), restricted));
        t("limited doPrivileged", () -> AccessController.doPrivileged((PrivilegedAction<Object>) () -> { AccessController.checkPermission(new PropertyPermission("zz", "read")); return "limited ok"; }, null, new PropertyPermission("zz", "read")));
        t("getContext in restricted", () -> AccessController.doPrivileged((PrivilegedAction<Object>) () -> { try { AccessController.getContext().checkPermission(new PropertyPermission("b", "read")); return "ctx ok"; } catch (AccessControlException e) { return "ctx denied " + e.getPermission(); } }, restricted));
        System.setSecurityManager(new SecurityManager() {
            @Override public void checkExit(int status) { seen.add("exit " + status); throw new SecurityException("exit " + status + " refused"); }
            @Override public void checkPermission(Permission p) {
                if (p instanceof PropertyPermission && p.getName().startsWith("secret")) throw new SecurityException("denied " + p.getName());
            }
        });
        System.out.println("sm set " + (System.getSecurityManager() != null));
        t("exit", () -> { System.exit(9); return "not reached"; });
        t("halt", () -> { Runtime.getRuntime().halt(9); return "not reached"; });
        t("secret prop", () -> System.getProperty("secret.key"));
        t("other prop", () -> System.getProperty("java.specification.version"));
        t("checkPermission with sm", () -> { AccessController.checkPermission(new RuntimePermission("anything")); return "allowed"; });
        Thread th = new Thread(() -> { try { System.exit(2); } catch (SecurityException e) { seen.add("thread caught " + e.getMessage()); } });
        th.start(); th.join();
        System.out.println("seen " + seen);
        System.setSecurityManager(null);
        System.out.println("sm removed " + System.getSecurityManager());
        System.exit(0);
    }
}
