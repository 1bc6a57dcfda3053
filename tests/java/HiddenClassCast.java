import java.lang.invoke.MethodHandles;

/** The VM's ClassCastException and ArrayStoreException texts name a hidden
 * class as Class.getName does: with the slash before its suffix. */
public class HiddenClassCast {
    interface Marker {}

    static String clean(String s) {
        return s.replaceAll("\\$\\$Lambda\\$\\d+", "\\$\\$Lambda\\$N").replaceAll("0x[0-9a-f]+", "ADDR");
    }

    public static void main(String[] args) throws Exception {
        Runnable r = () -> {};
        Object o = r;
        try {
            Marker m = (Marker) o;
            System.out.println("cast passed " + m);
        } catch (ClassCastException e) {
            System.out.println(clean(e.getMessage()));
        }
        Object[] markers = new Marker[1];
        try {
            markers[0] = o;
        } catch (ArrayStoreException e) {
            System.out.println(clean(e.getMessage()));
        }
        System.out.println(clean(r.getClass().getName()));
        System.out.println(r.getClass().isHidden());
    }
}
