/* Class.forName of names with U+0000: Class.c checks the name, its dots
 * made slashes, as check_classname.c does, where the last character read
 * means "something was read". A NUL reads as nothing, so a name ending in
 * one, or with one before a '.' or ';', is refused there, with the slashed
 * name as the message (java/lang/String\u0000), and no loader is asked;
 * elsewhere the NUL is an ordinary character and the loader reports the
 * dotted name. Rivet asked the loader for all of them (hunt 12). */
public class ClassForNameNul {
    static String esc(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray())
            sb.append(c >= 32 && c < 127 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        return sb.toString();
    }

    public static void main(String[] args) {
        ClassLoader app = ClassForNameNul.class.getClassLoader();
        ClassLoader logging = new ClassLoader(app) {
            @Override
            protected Class<?> loadClass(String n, boolean resolve) throws ClassNotFoundException {
                System.out.println("    loadClass(" + esc(n) + ")");
                return super.loadClass(n, resolve);
            }
        };
        String[] names = {
            "java.lang.String\u0000", "java.lang.Object\u0000", "a.b\u0000", "a.b\u0000\u0000", "a\u0000.b",
            "a.\u0000.b", "a.b\u0000c.d", "\u0000a.b", "\u0000", "ab\u0000", "a.b\u0001", "[La.b\u0000;",
            "[La\u0000.b;", "[L\u0000;", "[La.b;\u0000", "[Ljava.lang.String\u0000;", "a\u00e9.b\u0000",
        };
        for (String n : names) {
            for (ClassLoader l : new ClassLoader[] {app, logging, null}) {
                String who = l == null ? "boot" : l == app ? "app" : "logging";
                try {
                    System.out.println(esc(n) + " " + who + ": " + Class.forName(n, false, l));
                } catch (ClassNotFoundException e) {
                    System.out.println(esc(n) + " " + who + ": " + esc(String.valueOf(e.getMessage())));
                } catch (Throwable t) {
                    System.out.println(esc(n) + " " + who + ": " + t.getClass().getName());
                }
            }
        }
    }
}
