/* For tests/tools/rti/test-ignore.sh: which accesses ignoretool still sees
 * after it said it ignores field a and the primitive array accesses of
 * quiet() (rti_ignore_field, rti_ignore_arrays). */
public class RtiIgnore {
    int a, b;
    static int[] ints = new int[4];
    static Object[] refs = new Object[4];

    static void quiet(int i) {
        ints[i & 3] += i;    // read, then write: only the first read is raised
        refs[i & 3] = ints;  // references are raised still
    }

    static void loud(int i) {
        ints[i & 3] -= 1;    // another method: raised
    }

    public static void main(String[] args) {
        RtiIgnore o = new RtiIgnore();
        for (int i = 0; i < 100; i++) {
            o.a += i;        // only the first read is raised
            o.b += i;        // every access is raised
            quiet(i);
            loud(i);
        }
        System.out.println(o.a + " " + o.b + " " + ints[0] + " " + (refs[1] == ints));
    }
}
