import java.io.*;
import java.lang.invoke.*;
import java.lang.reflect.*;
import java.util.*;

// Hidden classes (Lookup.defineHiddenClass, with and without NESTMATE: names, arrays,
// statics, InnerClasses disagreement), Lookup.defineClass, nestmate access through
// reflection and method handles, ClassValue, Lookup modes, and nominal descriptors.
public class ReflectHiddenNest {
    public interface Op { int apply(int x); }
    public static class Doubler implements Op {
        static int created;
        public Doubler() { created++; }
        public int apply(int x) { return x * 2; }
        private int secret() { return 7; }
        class Inner { int peek() { return new Doubler().secret(); } }
    }
    private static int outerSecret = 99;
    static class Nested { int read() { return outerSecret; } }

    static byte[] bytesOf(Class<?> c) throws IOException {
        try (InputStream in = c.getResourceAsStream("/" + c.getName().replace('.', '/') + ".class")) { return in.readAllBytes(); }
    }

    static final ClassValue<String> CV = new ClassValue<>() {
        int n;
        @Override protected String computeValue(Class<?> type) { return type.getSimpleName() + "#" + (++n); }
    };

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        byte[] b = bytesOf(Doubler.class);
        MethodHandles.Lookup hl = MethodHandles.privateLookupIn(Doubler.class, lk);
        // a hidden class made from Doubler's bytes
        MethodHandles.Lookup hidden = hl.defineHiddenClass(b, true);
        Class<?> hc = hidden.lookupClass();
        System.out.println("hidden " + hc.isHidden() + " name starts " + hc.getName().startsWith(Doubler.class.getName() + "/") + " canonical " + hc.getCanonicalName() + " modifiers " + Modifier.toString(hc.getModifiers()));
        try { hc.getSimpleName(); } catch (IncompatibleClassChangeError e) { System.out.println("ICCE " + e.getMessage().replaceAll("/0x[0-9a-f]+", "/ADDR")); }
        try { hc.getDeclaringClass(); } catch (IncompatibleClassChangeError e) { System.out.println("ICCE again " + e.getMessage().replaceAll("/0x[0-9a-f]+", "/ADDR")); }
        try { hc.isMemberClass(); } catch (IncompatibleClassChangeError e) { System.out.println("ICCE member"); }
        Op op = (Op) hidden.findConstructor(hc, MethodType.methodType(void.class)).invoke();
        System.out.println("apply " + op.apply(21) + " created " + Doubler.created + " hidden statics " + hc.getDeclaredField("created").getInt(null));
        System.out.println("same loader " + (hc.getClassLoader() == Doubler.class.getClassLoader()) + " same package " + hc.getPackageName() + " nest host self " + (hc.getNestHost() == hc));
        try { Class.forName(hc.getName()); } catch (ClassNotFoundException e) { System.out.println("CNFE for hidden"); }
        System.out.println("isInstance " + Op.class.isInstance(op) + " " + (op.getClass() == hc) + " array " + hc.arrayType().getName().startsWith("[LReflectHiddenNest$Doubler/"));
        Class<?> hac = hc.arrayType();
        System.out.println("hidden arrays " + hac.getName().replaceAll("0x[0-9a-f]+", "X") + " " + hac.getTypeName().replaceAll("0x[0-9a-f]+", "X") + " " + hac.descriptorString().replaceAll("0x[0-9a-f]+", "X") + " " + hac.isHidden() + " " + (Array.newInstance(hc, 2).getClass() == hac) + " " + hac.arrayType().getName().replaceAll("0x[0-9a-f]+", "X"));
        try { Class.forName(hac.getName()); } catch (ClassNotFoundException e) { System.out.println("CNFE " + e.getMessage().replaceAll("0x[0-9a-f]+", "X")); }
        // hidden with NESTMATE option: joins the lookup class's nest
        MethodHandles.Lookup nm = hl.defineHiddenClass(b, true, MethodHandles.Lookup.ClassOption.NESTMATE);
        System.out.println("nestmate host " + nm.lookupClass().getNestHost().getSimpleName() + " isNestmateOf " + nm.lookupClass().isNestmateOf(ReflectHiddenNest.class));
        // defineClass in the same package
        try {
            lk.defineClass(b);
        } catch (LinkageError e) { System.out.println("LinkageError " + e.getClass().getSimpleName() + " " + e.getMessage().replaceAll("@[0-9a-f]+", "@X")); }
        // nestmates
        System.out.println("nest host " + Nested.class.getNestHost().getSimpleName() + " members " + Arrays.stream(ReflectHiddenNest.class.getNestMembers()).map(Class::getName).sorted().toList());
        System.out.println("nested read private " + new Nested().read() + " inner " + new Doubler().new Inner().peek());
        Method secret = Doubler.class.getDeclaredMethod("secret");
        System.out.println("reflect private nestmate " + secret.invoke(new Doubler()) + " canAccess " + secret.canAccess(new Doubler()));
        Field f = ReflectHiddenNest.class.getDeclaredField("outerSecret");
        System.out.println("field " + f.getInt(null) + " modifiers " + Modifier.toString(f.getModifiers()));
        System.out.println("findVirtual private " + (int) lk.findVirtual(Doubler.class, "secret", MethodType.methodType(int.class)).invoke(new Doubler()));
        // ClassValue
        System.out.println(CV.get(String.class) + " " + CV.get(Integer.class) + " " + CV.get(String.class));
        CV.remove(String.class);
        System.out.println(CV.get(String.class));
        // Lookup properties
        System.out.println("lookupModes full " + ((lk.lookupModes() & MethodHandles.Lookup.PRIVATE) != 0) + " public " + MethodHandles.publicLookup().lookupModes() + " in " + ((lk.in(String.class).lookupModes() & MethodHandles.Lookup.PRIVATE) != 0) + " hasFull " + lk.hasFullPrivilegeAccess() + " dropped " + lk.dropLookupMode(MethodHandles.Lookup.PRIVATE).hasFullPrivilegeAccess());
        System.out.println(lk + " " + hl.lookupClass().getSimpleName() + " " + MethodHandles.publicLookup());
        Class<?> found = lk.findClass("ReflectHiddenNest$Nested");
        System.out.println("findClass " + found.getSimpleName() + " accessClass " + lk.accessClass(Nested.class).getSimpleName());
        try { MethodHandles.publicLookup().accessClass(Nested.class); } catch (IllegalAccessException e) { System.out.println("IAE " + e.getMessage()); }
        try { MethodHandles.privateLookupIn(String.class, lk).findVirtual(String.class, "isLatin1", MethodType.methodType(boolean.class)); } catch (IllegalAccessException e) { System.out.println("IAE " + e.getMessage().replaceAll("@[0-9a-f]+", "@X")); }
        VarHandle vh = lk.findStaticVarHandle(ReflectHiddenNest.class, "outerSecret", int.class);
        System.out.println("vh " + (int) vh.get());
        // constant descs
        System.out.println(String.class.describeConstable().get() + " " + int[].class.describeConstable().get().descriptorString() + " " + MethodType.methodType(int.class, String.class).describeConstable().get() + " " + MethodType.methodType(int.class, String.class).toMethodDescriptorString());
        System.out.println(Integer.valueOf(5).describeConstable().get() + " " + "s".resolveConstantDesc(lk) + " " + java.lang.constant.ClassDesc.of("java.util", "List").displayName() + " " + ((Class<?>) java.lang.constant.ClassDesc.ofDescriptor("[[J").resolveConstantDesc(lk)).getSimpleName());
        System.out.println("descriptorString " + Doubler.class.descriptorString() + " " + int.class.descriptorString() + " " + hc.descriptorString().startsWith("LReflectHiddenNest$Doubler.") + " componentType " + String[][].class.componentType().getSimpleName());
    }
}
