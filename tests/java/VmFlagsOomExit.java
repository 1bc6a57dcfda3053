// jvm-options: -Xmx64m '-XX:OnOutOfMemoryError=echo first command; echo second 100%%' -XX:+ExitOnOutOfMemoryError
// compare: stderr
import java.util.*;

// -XX:OnOutOfMemoryError runs its commands at the first OutOfMemoryError (reported on stdout), then
// -XX:+ExitOnOutOfMemoryError ends the VM with status 3 at once: no finally block, no shutdown hook.
public class VmFlagsOomExit {
    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("hook ran")));
        System.out.println("start");
        List<long[]> keep = new ArrayList<>();
        try {
            while (true) keep.add(new long[1 << 18]);
        } finally {
            System.out.println("finally ran " + keep.size());
        }
    }
}
