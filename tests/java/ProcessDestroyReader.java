import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/** A thread blocked reading a child's stdout while main destroys the child.
 *  destroy() closes the stream under the reader; on Linux the read already
 *  blocked goes on (the grandchild `sleep` still holds the pipe) and ends
 *  with end of file. The reader used to fail with IOException "Bad file
 *  descriptor". */
public class ProcessDestroyReader {
    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("sh", "-c", "echo first; sleep 2").start();
        Thread reader = new Thread(() -> {
            try (BufferedReader br = new BufferedReader(new InputStreamReader(p.getInputStream()))) {
                String line;
                while ((line = br.readLine()) != null)
                    System.out.println("line: " + line);
                System.out.println("end of file");
            } catch (IOException e) {
                System.out.println("reader failed: " + e);
            }
        });
        reader.start();
        Thread.sleep(500);
        p.destroy();
        System.out.println("exit " + p.waitFor());
        reader.join();
    }
}
