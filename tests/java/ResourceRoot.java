import java.net.URL;
import java.util.Collections;

/* The class path's root is what getResource("") finds: Rivet's own runtime
 * directory (rivet.Downcall's) was on the boot class path's append list,
 * which the JDK's boot loader searches first (hunt 12). */
public class ResourceRoot {
    public static void main(String[] args) throws Exception {
        URL root = ClassLoader.getSystemResource("");
        System.out.println("getSystemResource(\"\") is a directory: " + (root != null && root.getPath().endsWith("/")));
        System.out.println("same as Class.getResource(\"/\"): " + String.valueOf(root).equals(String.valueOf(ResourceRoot.class.getResource("/"))));
        System.out.println("holds this class: " + (root != null && new java.io.File(root.toURI().resolve("ResourceRoot.class")).exists()));
        System.out.println("roots: " + Collections.list(ClassLoader.getSystemClassLoader().getResources("")).size());
        System.out.println("boot append: " + System.getProperty("jdk.boot.class.path.append"));
    }
}
