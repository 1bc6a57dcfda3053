/** Instance and static field reads and writes in a tight loop. */
public class Fields {
    int a, b; long c; double d; Fields next;
    static int counter;
    public static void main(String[] args) {
        Fields f = new Fields(), g = new Fields();
        f.next = g; g.next = f;
        Fields cur = f;
        for (int i = 0; i < 20_000_000; i++) {
            cur.a += i;
            cur.b ^= cur.a;
            cur.c += cur.b;
            cur.d += 0.5;
            counter++;
            cur = cur.next;
        }
        System.out.println(f.a + " " + g.b + " " + (f.c + g.c) + " " + (f.d + g.d) + " " + counter);
    }
}
