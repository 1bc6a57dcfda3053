import java.lang.invoke.*;

/** A caller-sensitive method called through a method handle runs in an
 *  injected invoker, a hidden class named <caller>$$InjectedInvoker (the
 *  name MethodHandleImpl defines its template's class under, not the one in
 *  the template's bytes); and hidden classes from defineHiddenClass keep
 *  the name in their bytes. */
public class InjectedInvokerName {
    public static void main(String[] a) throws Throwable {
        MethodHandle mh = MethodHandles.lookup().findStatic(MethodHandles.class, "lookup",
                MethodType.methodType(MethodHandles.Lookup.class));
        Class<?> inv = ((MethodHandles.Lookup) mh.invoke()).lookupClass();
        System.out.println(inv.getName().replaceAll("0x[0-9a-f]+", "ADDR") + " hidden " + inv.isHidden());
        Runnable r = () -> {};
        System.out.println(r.getClass().getName().replaceAll("0x[0-9a-f]+", "ADDR").replaceAll("Lambda\\$[0-9]+", "Lambda$N"));
        MethodHandle cs = MethodHandles.lookup().findVirtual(Class.class, "getName", MethodType.methodType(String.class));
        System.out.println((String) cs.invokeExact((Class<?>) InjectedInvokerName.class));
    }
}
