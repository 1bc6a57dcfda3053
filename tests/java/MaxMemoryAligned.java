// jvm-options: -Xmx1000000k
import java.lang.management.ManagementFactory;

/** Runtime.maxMemory() under -Xmx1000000k: G1 rounds the maximum heap up to its 2 MiB
 *  alignment, and the memory bean's maximum is the same number (Rivet gave
 *  -Xmx as written, and under -Xmx3m a bean maximum of its committed 12 MB). */
public class MaxMemoryAligned {
    public static void main(String[] args) {
        long max = Runtime.getRuntime().maxMemory();
        long beanMax = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getMax();
        System.out.println(max + " " + beanMax);
    }
}
