// compare: stderr
// The launcher finds a static main a superclass declares (JNI's
// GetStaticMethodID looks through the superclasses); the class named on the
// command line is initialized first, its superclass before it.
abstract class MainInheritedBase {
    static { System.out.println("base initialized"); }

    public static void main(String[] args) {
        System.out.println("inherited main, " + args.length + " arguments");
        System.out.println("MainInherited initialized: " + MainInherited.ready);
    }
}

public class MainInherited extends MainInheritedBase {
    static boolean ready;
    static { System.out.println("subclass initialized"); ready = true; }
}
