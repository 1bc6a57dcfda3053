/* For tests/tools/rti/test-branch.sh: branchtool counts the BRANCH events
 * (RTI 1.7) raised in each method of this class; the comments give the
 * count. The loops' tests are the interpreter's fused triples (iload; iload,
 * bipush or sipush; if_icmp), which the instrumented loop runs one by one. */
public class RtiBranch {
    static int sum(int n) {                     // n + 1: i < n (iload_<n>; iload_<n>; if_icmp)
        int s = 0;
        for (int i = 0; i < n; i++)
            s += i;
        return s;
    }

    static int small() {                        // 11: i < 10 (bipush)
        int s = 0;
        for (int i = 0; i < 10; i++)
            s += i;
        return s;
    }

    static int big() {                          // 301: i < 300 (sipush)
        int s = 0;
        for (int i = 0; i < 300; i++)
            s ^= i;
        return s;
    }

    static int wide(int a, int b, int c, int d) { // 6: i < d, i in local 5 (iload; iload_3)
        int s = a + b + c;
        for (int i = 0; i < d; i++)
            s += i;
        return s;
    }

    static int tests(Object o, Object p, int v) { // 4: ifnonnull, if_acmpeq, if_icmple, ifeq
        int r = 0;
        if (o == null) r++;
        if (o != p) r++;
        if (v > 3) r++;
        if (o instanceof String) r++;
        return r;
    }

    static int table(int v) {                   // 1: tableswitch
        switch (v) {
        case 0: return 10;
        case 1: return 11;
        case 2: return 12;
        case 3: return 13;
        default: return -1;
        }
    }

    static int lookup(int v) {                  // 1: lookupswitch
        switch (v) {
        case 1: return 1;
        case 100: return 2;
        case 10000: return 3;
        default: return 0;
        }
    }

    static int straight(int v) {                // 0: goto and arithmetic only
        return v * 2 + 1;
    }

    public static void main(String[] args) {
        int s = sum(7);                         // sum: 8
        s += sum(0);                            // sum: 1 more, 9
        s += small() + big() + wide(1, 2, 3, 5);
        s += tests(null, "x", 5) + tests("y", "y", 1); // tests: 8
        s += table(2) + lookup(100) + straight(s);
        System.out.println(s);
    }
}
