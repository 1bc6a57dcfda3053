import java.util.concurrent.Exchanger;

// race-free
/** Two threads swap buffers through an Exchanger and only touch the buffer
 *  they hold. */
public class ExchangerSwap {
    static class Buf {
        int count;
    }

    public static void main(String[] args) throws Exception {
        Exchanger<Buf> ex = new Exchanger<>();
        int[] got = new int[2];
        Thread filler = new Thread(() -> {
            Buf b = new Buf();
            b.count = 3;
            try {
                Buf empty = ex.exchange(b);
                empty.count = 4;
                got[0] = empty.count;
            } catch (InterruptedException e) {
            }
        });
        Thread drainer = new Thread(() -> {
            try {
                Buf full = ex.exchange(new Buf());
                got[1] = full.count;
                full.count = 0;
            } catch (InterruptedException e) {
            }
        });
        filler.start();
        drainer.start();
        filler.join();
        drainer.join();
        System.out.println(got[0] + got[1]);
    }
}
