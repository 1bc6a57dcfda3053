// jvm-options: -ea:... '-da:AssertDirectives$Off' -ea:java.util... -da:java.util.concurrent... -ea:java.util.concurrent.atomic.AtomicLong '-da:AssertDirectives$Twice' '-ea:AssertDirectives$Twice'
// Per-class and per-package assertion switches (-ea:name, -da:name, "..." for packages and the unnamed
// package), as the VM answers Class.desiredAssertionStatus and as a class loader reads them back
// (AssertionStatusDirectives) once its own status maps are in use.
public class AssertDirectives {
    static class On { static String check() { try { assert false : "on"; return "off"; } catch (AssertionError e) { return "on:" + e.getMessage(); } } }
    static class Off { static String check() { try { assert false : "off"; return "off"; } catch (AssertionError e) { return "on:" + e.getMessage(); } } }
    static class Twice { static String check() { try { assert false : "twice"; return "off"; } catch (AssertionError e) { return "on:" + e.getMessage(); } } }
    static class Later { static String check() { try { assert false : "later"; return "off"; } catch (AssertionError e) { return "on:" + e.getMessage(); } } }
    public static void main(String[] args) throws Exception {
        System.out.println("On " + On.check() + " Off " + Off.check() + " Twice " + Twice.check());
        Class<?>[] cs = {AssertDirectives.class, On.class, Off.class, Twice.class, java.util.ArrayList.class, java.util.concurrent.ConcurrentHashMap.class,
            java.util.concurrent.atomic.AtomicLong.class, java.util.concurrent.atomic.AtomicInteger.class, java.util.function.Function.class, String.class, java.util.regex.Pattern.class};
        for (Class<?> c : cs) System.out.println(c.getName() + " " + c.desiredAssertionStatus());
        ClassLoader cl = AssertDirectives.class.getClassLoader();
        // Any set* call makes the loader read the VM's directives and answer from its own maps.
        cl.setClassAssertionStatus("AssertDirectives$Later", false);
        for (Class<?> c : cs) System.out.println("after set: " + c.getName() + " " + c.desiredAssertionStatus());
        System.out.println("Later " + Later.check() + " " + Later.class.desiredAssertionStatus());
        cl.setPackageAssertionStatus(null, false);
        cl.setDefaultAssertionStatus(true);
        System.out.println("unnamed off: " + AssertDirectives.class.desiredAssertionStatus() + " " + On.class.desiredAssertionStatus() + " " + Twice.class.desiredAssertionStatus());
        cl.clearAssertionStatus();
        System.out.println("cleared: " + AssertDirectives.class.desiredAssertionStatus() + " " + Twice.class.desiredAssertionStatus());
    }
}
