import java.util.concurrent.Exchanger;

// race: ExchangeMutate$Buf.count
/** Two threads swap buffers through an Exchanger, but the filler clears the
 *  buffer it already gave away. */
public class ExchangeMutate {
    static class Buf {
        int count;
    }

    public static void main(String[] args) throws Exception {
        Exchanger<Buf> ex = new Exchanger<>();
        int[] got = new int[1];
        Thread filler = new Thread(() -> {
            Buf b = new Buf();
            b.count = 3;
            try {
                ex.exchange(b);
            } catch (InterruptedException e) {
                return;
            }
            b.count = 0;
        });
        Thread drainer = new Thread(() -> {
            try {
                got[0] = ex.exchange(new Buf()).count;
            } catch (InterruptedException e) {
            }
        });
        filler.start();
        drainer.start();
        filler.join();
        drainer.join();
        System.out.println("done");
    }
}
