// jvm-options: -Xmx24m
import java.lang.ref.WeakReference;

/** Interned strings are collected when nothing else holds them (the intern
 *  table was a GC root: interning many distinct strings ran out of memory),
 *  while a literal stays the same object (a constant pool keeps it). */
public class InternCollected {
    public static void main(String[] args) throws Exception {
        WeakReference<String> w = new WeakReference<>(new String(new char[] {'u', 'n', 'i', 'q', '1'}).intern());
        for (int i = 0; i < 5 && w.get() != null; i++) {
            System.gc();
            Thread.sleep(20);
        }
        System.out.println("interned string collected: " + (w.get() == null));

        String lit = "a-literal-string";
        int h = System.identityHashCode(lit);
        int i = 0;
        try {
            for (i = 0; i < 400_000; i++)
                ("interned-string-number-" + i + "-with-some-padding-to-make-it-longer").intern();
            System.out.println("400k distinct strings interned");
        } catch (OutOfMemoryError e) {
            System.out.println("OutOfMemoryError after " + i);
        }
        System.gc();
        String again = new String("a-literal-") + "string";
        System.out.println("literal kept: " + (again.intern() == lit) + " " + (System.identityHashCode(lit) == h));
    }
}
