import java.lang.reflect.Field;

/** A worker writes a plain field through reflection (Field.setInt, which
 *  Unsafe performs under the field accessor's frames), main reads it
 *  plainly; nothing orders them. The reflective write is the worker's own
 *  (hunt 15 F7: it was dropped as the JDK's). */
public class RaceJdkReflectSet {
    static class Box {
        int v;
    }

    static final Box box = new Box();

    public static void main(String[] args) throws Exception {
        Field f = Box.class.getDeclaredField("v");
        Thread w = new Thread(() -> {
            try {
                f.setInt(box, 1);
            } catch (IllegalAccessException e) {
                throw new Error(e);
            }
        });
        w.start();
        int seen = box.v;
        w.join();
        System.out.println(seen >= 0 ? "done" : "?");
    }
}
