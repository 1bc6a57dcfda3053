// jvm-options: -XX:ActiveProcessorCount=3 -XX:MaxRAM=1g -XX:MaxRAMPercentage=50
import java.lang.management.*;
import java.util.concurrent.*;

// HotSpot's ergonomics flags: -XX:ActiveProcessorCount (Runtime.availableProcessors, the common pool's
// parallelism, the OperatingSystemMXBean) and -XX:MaxRAM with -XX:MaxRAMPercentage (the maximum heap).
public class VmFlagsErgonomics {
    public static void main(String[] args) throws Exception {
        System.out.println("processors " + Runtime.getRuntime().availableProcessors() + " common pool " + ForkJoinPool.commonPool().getParallelism()
            + " mxbean " + ManagementFactory.getOperatingSystemMXBean().getAvailableProcessors());
        System.out.println("max memory " + Runtime.getRuntime().maxMemory() + " heap max " + ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getMax());
        ForkJoinPool p = new ForkJoinPool();
        System.out.println("new pool " + p.getParallelism());
        p.shutdown();
    }
}
