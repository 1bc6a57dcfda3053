import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;
import java.util.stream.*;

// Runtime annotations on classes, methods, fields, parameters, constructors, record components and type uses;
// element values of every type (primitives, String, Class, enum, annotation, arrays), defaults, @Inherited,
// @Repeatable containers, CLASS-retention invisibility, annotation equals/hashCode, and element access via reflection.
public class ReflectAnnotations {
    enum Level { LOW, MEDIUM, HIGH }

    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER, ElementType.CONSTRUCTOR})
    @interface Everything {
        byte b() default 1;
        short s() default 2;
        int i() default 3;
        long l() default 4L;
        float f() default 5.5f;
        double d() default 6.25;
        char c() default 'c';
        boolean z() default true;
        String str() default "dflt";
        Class<?> type() default Object.class;
        Level level() default Level.MEDIUM;
        Note note() default @Note("default note");
        int[] ints() default {};
        String[] strs() default {"x", "y"};
        Class<?>[] types() default {};
        Level[] levels() default {Level.LOW};
        Note[] notes() default {};
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Note {
        String value();
        int priority() default 0;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Marker { }

    @Retention(RetentionPolicy.CLASS)
    @interface Invisible { }

    @Retention(RetentionPolicy.RUNTIME)
    @Repeatable(Tags.class)
    @interface Tag { String value(); }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Tags { Tag[] value(); }

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE_USE)
    @interface NonEmpty { }

    @Everything(b = -1, s = -2, i = Integer.MIN_VALUE, l = Long.MAX_VALUE, f = Float.NaN, d = -0.0, c = '\u00e9', z = false, str = "custom \"quoted\"",
        type = int[].class, level = Level.HIGH, note = @Note(value = "nested", priority = 9), ints = {1, 2, 3}, strs = {}, types = {String.class, void.class, Map.Entry.class},
        levels = {Level.HIGH, Level.LOW}, notes = {@Note("a"), @Note(value = "b", priority = -1)})
    @Marker
    @Invisible
    @Tag("first") @Tag("second")
    static class Annotated {
        @Everything
        @Deprecated(since = "9", forRemoval = true)
        public String field;

        @Note("ctor")
        public Annotated(@Note("ctor-param") int x) { }

        @Everything(str = "on method")
        @Tag("only")
        public @NonEmpty String method(@Note("p0") String a, int unannotated, @Note(value = "p2", priority = 2) @Marker long c) { return a; }
    }

    static class SubAnnotated extends Annotated {
        SubAnnotated() { super(0); }
    }

    record Point(@Note("x-comp") int x, @Note("y-comp") int y) { }

    static String show(Annotation a) {
        Class<? extends Annotation> t = a.annotationType();
        return "@" + t.getSimpleName() + Arrays.stream(t.getDeclaredMethods()).sorted(Comparator.comparing(Method::getName)).map(m -> {
            try {
                return m.getName() + "=" + value(m.invoke(a));
            } catch (ReflectiveOperationException e) {
                return m.getName() + "=!" + e;
            }
        }).collect(Collectors.joining(", ", "(", ")"));
    }

    static String value(Object v) {
        if (v instanceof Annotation) return show((Annotation) v);
        if (v instanceof Class) return ((Class<?>) v).getTypeName() + ".class";
        if (v instanceof String) return "\"" + v + "\"";
        if (v != null && v.getClass().isArray()) {
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < Array.getLength(v); i++) parts.add(value(Array.get(v, i)));
            return parts.toString();
        }
        return String.valueOf(v);
    }

    static String names(Annotation[] as) {
        return Arrays.stream(as).map(a -> a.annotationType().getSimpleName()).sorted().toList().toString();
    }

    public static void main(String[] args) throws Exception {
        Class<Annotated> c = Annotated.class;
        System.out.println("class annotations " + names(c.getAnnotations()) + " declared " + names(c.getDeclaredAnnotations()));
        Everything e = c.getAnnotation(Everything.class);
        System.out.println(show(e));
        System.out.println("direct accessors b " + e.b() + " f " + e.f() + " d " + e.d() + " c " + e.c() + " type " + e.type().getSimpleName() + " note.priority " + e.note().priority()
            + " levels " + Arrays.toString(e.levels()) + " notes[1] " + e.notes()[1].value());
        System.out.println("Invisible present " + c.isAnnotationPresent(Invisible.class) + " Marker present " + c.isAnnotationPresent(Marker.class));
        System.out.println("repeatable getAnnotation(Tag) " + c.getAnnotation(Tag.class) + " getAnnotationsByType " + Arrays.stream(c.getAnnotationsByType(Tag.class)).map(Tag::value).toList()
            + " container " + Arrays.stream(c.getAnnotation(Tags.class).value()).map(Tag::value).toList());
        System.out.println("subclass inherited " + names(SubAnnotated.class.getAnnotations()) + " declared " + names(SubAnnotated.class.getDeclaredAnnotations())
            + " getDeclaredAnnotation(Marker) " + SubAnnotated.class.getDeclaredAnnotation(Marker.class));
        Field f = c.getField("field");
        Everything fe = f.getAnnotation(Everything.class);
        System.out.println("field defaults " + show(fe));
        Deprecated dep = f.getAnnotation(Deprecated.class);
        System.out.println("field @Deprecated since " + dep.since() + " forRemoval " + dep.forRemoval());
        Method m = c.getMethod("method", String.class, int.class, long.class);
        System.out.println("method " + show(m.getAnnotation(Everything.class)) + " tags " + Arrays.stream(m.getAnnotationsByType(Tag.class)).map(Tag::value).toList()
            + " Tags container " + m.getAnnotation(Tags.class));
        Annotation[][] pa = m.getParameterAnnotations();
        for (int i = 0; i < pa.length; i++) System.out.println("  param " + i + " " + Arrays.stream(pa[i]).map(ReflectAnnotations::show).toList());
        for (Parameter p : m.getParameters()) System.out.println("  Parameter " + p.getType().getSimpleName() + " annotated Note " + p.isAnnotationPresent(Note.class));
        AnnotatedType rt = m.getAnnotatedReturnType();
        System.out.println("type-use on return " + names(rt.getAnnotations()) + " type " + rt.getType().getTypeName());
        Constructor<Annotated> k = c.getConstructor(int.class);
        System.out.println("ctor " + show(k.getAnnotation(Note.class)) + " ctor param " + show(k.getParameterAnnotations()[0][0]));
        for (RecordComponent rc : Point.class.getRecordComponents())
            System.out.println("record component " + rc.getName() + " " + show(rc.getAnnotation(Note.class)) + " accessor annotated " + rc.getAccessor().isAnnotationPresent(Note.class)
                + " field annotated " + Point.class.getDeclaredField(rc.getName()).isAnnotationPresent(Note.class));

        Note n1 = c.getConstructor(int.class).getAnnotation(Note.class);
        Note n2 = c.getConstructor(int.class).getAnnotation(Note.class);
        Note other = c.getConstructor(int.class).getParameterAnnotations()[0][0].annotationType() == Note.class ? (Note) c.getConstructor(int.class).getParameterAnnotations()[0][0] : null;
        System.out.println("annotation equals " + n1.equals(n2) + " hashCode equal " + (n1.hashCode() == n2.hashCode()) + " differs " + n1.equals(other) + " hashCode value " + n1.hashCode()
            + " annotationType " + n1.annotationType().getSimpleName() + " isAnnotation " + Note.class.isAnnotation() + " instanceof Annotation " + (n1 instanceof Annotation));
        System.out.println("toString " + n1 + " | " + e.note());
        Method dflt = Everything.class.getMethod("strs");
        System.out.println("default value via reflection " + value(dflt.getDefaultValue()) + " no default " + Note.class.getMethod("value").getDefaultValue()
            + " meta Retention " + Everything.class.getAnnotation(Retention.class).value() + " Target " + Arrays.toString(Everything.class.getAnnotation(Target.class).value()));
        String[] arr = e.strs();
        int[] ints = e.ints();
        if (ints.length > 0) ints[0] = 999;
        System.out.println("returned arrays are copies " + e.ints()[0] + " empty strs " + arr.length);
    }
}
