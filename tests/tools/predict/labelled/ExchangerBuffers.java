import java.util.concurrent.Exchanger;

// race-free
/** Two threads fill a buffer, swap through an Exchanger and read what the
 *  other filled. */
public class ExchangerBuffers {
    public static void main(String[] args) throws Exception {
        Exchanger<int[]> ex = new Exchanger<>();
        int[] out = new int[2];
        Thread a = new Thread(() -> {
            int[] buf = new int[4];
            for (int i = 0; i < 4; i++) buf[i] = i;
            try { buf = ex.exchange(buf); } catch (InterruptedException e) { return; }
            out[0] = buf[0] + buf[3];
        });
        Thread b = new Thread(() -> {
            int[] buf = new int[4];
            for (int i = 0; i < 4; i++) buf[i] = 10 * i;
            try { buf = ex.exchange(buf); } catch (InterruptedException e) { return; }
            out[1] = buf[1] + buf[2];
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(out[0] + out[1]);
    }
}
