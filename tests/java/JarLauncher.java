import java.util.Arrays;

// run: -jar
/* rivet -jar app.jar args: main gets only the arguments after the jar, and
 * sun.java.command is the jar followed by them, as java -jar does. */
public class JarLauncher {
    public static void main(String[] args) {
        System.out.println("args " + args.length + " " + Arrays.toString(args));
        System.out.println("sun.java.command " + System.getProperty("sun.java.command"));
        System.out.println("java.class.path " + System.getProperty("java.class.path"));
        System.out.println("main class from " + JarLauncher.class.getProtectionDomain().getCodeSource().getLocation().getPath().replaceAll(".*/", ""));
    }
}
