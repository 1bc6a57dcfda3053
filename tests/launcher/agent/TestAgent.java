// A -javaagent for tests/launcher (section 8): premain's arguments and what
// Instrumentation supports, then a transformer that logs the classes of
// interest as they load, patches the string "ORIGINAL" in AgentTarget to
// "PATCHED!", and throws for AgentThrows (whose class then loads unchanged).
import java.lang.instrument.*;
import java.security.ProtectionDomain;
import java.util.*;
import java.util.jar.JarFile;

public class TestAgent {
    static Instrumentation inst;

    public static void premain(String args, Instrumentation inst) throws Exception {
        TestAgent.inst = inst;
        System.out.println("premain(" + args + ") redefine=" + inst.isRedefineClassesSupported()
                + " retransform=" + inst.isRetransformClassesSupported()
                + " prefix=" + inst.isNativeMethodPrefixSupported());
        System.out.println("loader " + TestAgent.class.getClassLoader().getName()
                + " module " + TestAgent.class.getModule().isNamed()
                + " java.instrument " + ModuleLayer.boot().findModule("java.instrument").isPresent());
        List<Class<?>> all = List.of(inst.getAllLoadedClasses());
        System.out.println("loaded: String " + all.contains(String.class) + " TestAgent " + all.contains(TestAgent.class)
                + " int[] " + all.contains(int[].class) + " int " + all.contains(int.class));
        System.out.println("sizes: " + (inst.getObjectSize(new Object()) > 0) + " "
                + (inst.getObjectSize(new int[100]) > inst.getObjectSize(new int[10])));
        if (args != null && args.contains("append"))
            inst.appendToSystemClassLoaderSearch(new JarFile(args.substring(args.indexOf(':') + 1)));
        try { inst.retransformClasses(String.class); } catch (Exception e) { System.out.println(e); }
        try { inst.redefineClasses(new ClassDefinition(String.class, new byte[0])); } catch (Exception e) { System.out.println(e); }
        try { inst.setNativeMethodPrefix(null, "x"); } catch (Exception e) { System.out.println(e); }
        try { inst.addTransformer(new ClassFileTransformer() { }, true); } catch (Exception e) { System.out.println(e); }
        inst.addTransformer(new ClassFileTransformer() {
            public byte[] transform(Module module, ClassLoader loader, String name, Class<?> redefined,
                                    ProtectionDomain pd, byte[] bytes) {
                if (name == null || !(name.startsWith("Agent") || name.startsWith("java/sql/Time")))
                    return null;
                System.out.println("transform " + name + " loader " + (loader == null ? null : loader.getName())
                        + " module " + module.getName() + " redefined " + redefined + " bytes " + (bytes.length > 0)
                        + " pd " + (pd != null));
                if (name.equals("AgentThrows"))
                    throw new IllegalStateException("transformer fails");
                if (!name.equals("AgentTarget"))
                    return null;
                byte[] from = "ORIGINAL".getBytes(), to = "PATCHED!".getBytes();
                byte[] out = bytes.clone();
                for (int i = 0; i + from.length <= out.length; i++)
                    if (Arrays.equals(out, i, i + from.length, from, 0, from.length))
                        System.arraycopy(to, 0, out, i, to.length);
                return out;
            }
        });
    }
}
