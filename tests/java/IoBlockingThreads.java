import java.io.*;
import java.nio.ByteBuffer;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.concurrent.*;

// A thread blocked in native I/O must not stop the other threads: a thread blocked reading a child process's stdout
// while main writes the input that unblocks it (the child gives up after 5 s, so a stalling VM fails instead of
// hanging); then java.nio.channels.Pipe in blocking and non-blocking mode with a Selector.
public class IoBlockingThreads {
    public static void main(String[] args) throws Exception {
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        // the child waits (at most 5 s) for a line that only main provides
        Process child = new ProcessBuilder("timeout", "5", "sh", "-c", "read x; echo \"got $x\"").start();
        CountDownLatch readerStarted = new CountDownLatch(1);
        Thread reader = new Thread(() -> {
            readerStarted.countDown();
            try {
                BufferedReader r = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
                log.add("reader: " + r.readLine());
            } catch (IOException e) {
                log.add("reader: " + e);
            }
        }, "process-reader");
        reader.start();
        readerStarted.await();
        Thread.sleep(200);
        log.add("main: ran while the reader was blocked");
        try (Writer w = new OutputStreamWriter(child.getOutputStream(), StandardCharsets.UTF_8)) {
            w.write("go\n");
        } catch (IOException e) {
            log.add("main: write failed " + e.getMessage());
        }
        reader.join();
        log.add("child exit " + child.waitFor());
        log.forEach(System.out::println);

        Pipe pipe = Pipe.open();
        pipe.sink().write(ByteBuffer.wrap("through the pipe".getBytes(StandardCharsets.UTF_8)));
        ByteBuffer got = ByteBuffer.allocate(64);
        int n = pipe.source().read(got);
        System.out.println("Pipe read " + n + " [" + new String(got.array(), 0, n, StandardCharsets.UTF_8) + "]");
        pipe.source().configureBlocking(false);
        got.clear();
        System.out.println("non-blocking read on empty pipe " + pipe.source().read(got) + " isBlocking " + pipe.source().isBlocking());
        try (Selector sel = Selector.open()) {
            pipe.source().register(sel, SelectionKey.OP_READ);
            System.out.println("selectNow on empty pipe " + sel.selectNow());
            pipe.sink().write(ByteBuffer.wrap(new byte[]{1, 2, 3}));
            System.out.println("select after write " + sel.select(5000) + " readable " + sel.selectedKeys().iterator().next().isReadable());
        }
        pipe.sink().close();
        got.clear();
        System.out.println("read remaining " + pipe.source().read(got) + " then EOF " + pipe.source().read(got));
        pipe.source().close();
    }
}
