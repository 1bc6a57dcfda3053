import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandleInfo;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;

/**
 * The reference kind of a resolved method: a direct call (a constructor, a
 * private, final or final-class method) resolves to invokeSpecial, as in
 * HotSpot, and shows in an IllegalAccessException's text; revealDirect and
 * the handles themselves still act as the kind the lookup asked for. A
 * direct handle called on null throws a NullPointerException from the
 * handle, not from inside the method.
 */
public class MethodHandleDirectKinds {
    static class Open {
        String name() { return "open"; }
        final String fixed() { return "fixed"; }
        private String hidden() { return "hidden"; }
    }

    static final class Closed extends Open {
        @Override String name() { return "closed"; }
    }

    interface Shape {
        default String kind() { return "shape"; }
        private String secret() { return "secret"; }
        static String make() { return "made"; }
    }

    static class Square implements Shape { }

    static void iae(String what, ThrowingRunnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (Throwable t) {
            System.out.println(what + ": " + t);
        }
    }

    interface ThrowingRunnable { void run() throws Throwable; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup pub = MethodHandles.publicLookup();
        iae("String.isLatin1 (final class, package-private)",
            () -> pub.findVirtual(String.class, "isLatin1", MethodType.methodType(boolean.class)));
        iae("String(byte[],byte) constructor",
            () -> pub.findConstructor(String.class, MethodType.methodType(void.class, byte[].class, byte.class)));
        iae("ArrayList.elementData (non-final class)",
            () -> pub.findVirtual(ArrayList.class, "elementData", MethodType.methodType(Object.class, int.class)));
        iae("ArrayList.grow (private)",
            () -> pub.findVirtual(ArrayList.class, "grow", MethodType.methodType(Object[].class)));
        iae("Thread.isInterrupted overload (private)",
            () -> pub.findVirtual(Thread.class, "isInterrupted", MethodType.methodType(boolean.class, boolean.class)));

        MethodHandles.Lookup me = MethodHandles.lookup();
        List<MethodHandle> handles = new ArrayList<>();
        handles.add(me.findVirtual(Open.class, "name", MethodType.methodType(String.class)));
        handles.add(me.findVirtual(Open.class, "fixed", MethodType.methodType(String.class)));
        handles.add(me.findVirtual(Open.class, "hidden", MethodType.methodType(String.class)));
        handles.add(me.findVirtual(Closed.class, "name", MethodType.methodType(String.class)));
        handles.add(me.findVirtual(String.class, "length", MethodType.methodType(int.class)));
        handles.add(me.findVirtual(Shape.class, "kind", MethodType.methodType(String.class)));
        handles.add(me.findVirtual(Shape.class, "secret", MethodType.methodType(String.class)));
        handles.add(me.findStatic(Shape.class, "make", MethodType.methodType(String.class)));
        handles.add(me.findConstructor(Square.class, MethodType.methodType(void.class)));
        handles.add(me.findSpecial(Open.class, "name", MethodType.methodType(String.class), Open.class));
        handles.add(me.unreflect(String.class.getMethod("length")));
        handles.add(me.unreflect(Open.class.getDeclaredMethod("fixed")));
        for (MethodHandle h : handles) {
            MethodHandleInfo info = me.revealDirect(h);
            System.out.println(MethodHandleInfo.referenceKindToString(info.getReferenceKind()) + " "
                               + info.getDeclaringClass().getSimpleName() + "." + info.getName() + " " + h.type());
        }
        System.out.println((String) handles.get(0).invokeExact(new Open()) + " "
                           + (String) handles.get(0).invokeExact((Open) new Closed()) + " "
                           + (String) handles.get(1).invokeExact((Open) new Closed()) + " "
                           + (String) handles.get(2).invokeExact(new Open()) + " "
                           + (String) handles.get(3).invokeExact(new Closed()) + " "
                           + (int) handles.get(4).invokeExact("four") + " "
                           + (String) handles.get(5).invokeExact((Shape) new Square()) + " "
                           + (String) handles.get(6).invokeExact((Shape) new Square()));
        iae("final method on null", () -> { String s = (String) handles.get(1).invokeExact((Open) null); });
        iae("String.length on null", () -> { int n = (int) handles.get(4).invokeExact((String) null); });
        iae("private on null", () -> { String s = (String) handles.get(2).invokeExact((Open) null); });
        iae("virtual on null", () -> { String s = (String) handles.get(0).invokeExact((Open) null); });
        iae("bound to null", () -> handles.get(4).bindTo(null));
    }
}
