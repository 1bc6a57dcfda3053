// javac-options: --add-exports java.base/sun.nio.ch=ALL-UNNAMED --add-exports java.base/jdk.internal.access=ALL-UNNAMED
// Module access for supertypes (JVMS 5.3.5): a class on the class path whose superclass or
// superinterface is a public type of a package java.base does not export to it fails to load
// with HotSpot's IllegalAccessError ("superclass access check failed: ...", "superinterface
// check failed: ..."), each time it is asked for; one whose supertypes are exported loads.
public class ModuleAccessSupertypes {
    static String mask(Throwable t) {
        return t.getClass().getName() + ": " + String.valueOf(t.getMessage()).replaceAll("@(0x)?[0-9a-f]+", "@HASH");
    }

    public static void main(String[] args) {
        for (String n : new String[] {"MasSubOfConcealed", "MasImplOfConcealed", "MasSubOfExported", "MasSubOfConcealed"}) {
            try {
                Class<?> c = Class.forName(n);
                System.out.println("loaded " + c.getName() + " extends " + c.getSuperclass().getName());
            } catch (Throwable e) {
                System.out.println(n + ": " + mask(e));
            }
        }
    }
}

abstract class MasSubOfConcealed extends sun.nio.ch.SelectorProviderImpl {}

abstract class MasImplOfConcealed implements jdk.internal.access.JavaLangAccess {}

abstract class MasSubOfExported extends java.nio.channels.spi.SelectorProvider implements Runnable {}
