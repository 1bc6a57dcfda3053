// Launcher-Agent-Class of an executable jar: agentmain runs before main.
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;

public class LauncherAgent {
    public static void agentmain(String args, Instrumentation inst) {
        System.out.println("agentmain(" + args + ") retransform=" + inst.isRetransformClassesSupported());
        inst.addTransformer(new ClassFileTransformer() {
            public byte[] transform(ClassLoader l, String n, Class<?> c, ProtectionDomain pd, byte[] b) {
                if (n != null && n.startsWith("Agent")) System.out.println("launcher agent sees " + n);
                return null;
            }
        });
    }
}
