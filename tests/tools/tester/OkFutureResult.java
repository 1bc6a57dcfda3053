/*
 * OkFutureResult -- CORRECT: a FutureTask run by another thread fills an object that main
 * reads after get().
 *
 * Tester: nothing (exit status 0). Eraser: nothing. Also runs on HotSpot.
 */
import java.util.concurrent.FutureTask;
public class OkFutureResult {
    static final class Result { int[] squares = new int[5]; }
    public static void main(String[] args) throws Exception {
        FutureTask<Result> f = new FutureTask<>(() -> {
            Result r = new Result();
            for (int i = 0; i < 5; i++) r.squares[i] = i * i;
            return r;
        });
        new Thread(f, "computer").start();
        Result r = f.get();
        int s = 0;
        for (int v : r.squares) s += v;
        assert s == 30 : "sum " + s;
        System.out.println("sum " + s);
    }
}
