import java.lang.annotation.Retention;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/* Package.getPackages() after a Proxy class is defined to the boot loader (in
 * jdk.proxy1, by reading an annotation of a JDK method): no null entries, and
 * only packages the boot loader has loaded classes from (not jdk.proxy1). */
@SuppressWarnings("deprecation")
public class PackagesBoot {
    public static void main(String[] args) throws Exception {
        Deprecated d = Thread.class.getMethod("stop").getAnnotation(Deprecated.class);
        Retention r = Deprecated.class.getAnnotation(Retention.class);
        System.out.println("annotations " + d.since() + " " + d.forRemoval() + " " + r.value());
        Class<?> pc = d.getClass();
        System.out.println("proxy in " + pc.getPackageName() + ", module " + pc.getModule().getName()
                + ", loader " + pc.getClassLoader() + ", package " + pc.getPackage());

        Package[] ps = Package.getPackages();
        int nulls = 0;
        List<String> names = new ArrayList<>();
        for (Package p : ps) {
            if (p == null)
                nulls++;
            else
                names.add(p.getName());
        }
        Collections.sort(names);
        System.out.println("null entries " + nulls);
        for (String n : new String[] {"java.lang", "java.lang.annotation", "java.lang.reflect", "java.util",
                "java.util.concurrent", "java.io", "jdk.internal.misc", "jdk.proxy1", "", "PackagesBoot"})
            System.out.println("has '" + n + "' " + names.contains(n));
        List<String> lang = new ArrayList<>();
        for (String n : names)
            if (n.startsWith("java.lang"))
                lang.add(n);
        System.out.println("java.lang*: " + lang);

        Package jl = Package.getPackage("java.lang");
        System.out.println(jl + " sealed " + jl.isSealed() + " spec " + jl.getSpecificationTitle());
        System.out.println("String's package " + String.class.getPackage().getName() + " same "
                + (String.class.getPackage() == jl));
        System.out.println("proxy package by name " + Package.getPackage("jdk.proxy1"));
    }
}
