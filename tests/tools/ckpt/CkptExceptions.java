import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Exceptions the VM and its natives build (the constructor runs as an
 *  upcall from C), many of them, under dense checkpoints: a return to a
 *  checkpoint taken before one was being built abandons the C frames that
 *  count the nesting of exception construction down; the count must come
 *  back with the checkpoint (before, after five such returns every
 *  exception was the shared OutOfMemoryError). */
public class CkptExceptions {
    static int[] small = new int[2];
    static Object none;

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("ckptexc");
        int files = 0, arith = 0, bounds = 0, nulls = 0;
        for (int i = 0; i < 1500; i++) {
            try {
                Files.delete(dir.resolve("missing" + i));
            } catch (NoSuchFileException e) {
                files++;
            }
            try {
                arith += 10 / (i % 7 - i % 7);
            } catch (ArithmeticException e) {
                arith++;
            }
            try {
                small[i] = 1;
            } catch (ArrayIndexOutOfBoundsException e) {
                bounds += e.getMessage().length() > 0 ? 1 : 0;
            }
            try {
                nulls += none.hashCode();
            } catch (NullPointerException e) {
                nulls++;
            }
        }
        Files.delete(dir);
        System.out.println(files + " " + arith + " " + bounds + " " + nulls);
    }
}
