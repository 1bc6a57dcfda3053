/** Runtime.maxMemory() without -Xmx: HotSpot's ergonomic default, a quarter of
 *  physical memory rounded up to the 2 MiB heap alignment (G1, which HotSpot
 *  picks on a machine of 2 or more cores and 2 GB or more). */
public class RuntimeMaxMemoryDefault {
    public static void main(String[] args) {
        long max = Runtime.getRuntime().maxMemory();
        System.out.println("maxMemory: " + max);
        System.out.println("MiB aligned: " + (max % (2 << 20) == 0));
    }
}
