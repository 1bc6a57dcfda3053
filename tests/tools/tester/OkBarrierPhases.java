/*
 * OkBarrierPhases -- CORRECT: a CyclicBarrier over two rounds; each worker writes only its
 * own cell before the barrier, the barrier action compares them.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
public class OkBarrierPhases {
    static final int[] cell = new int[2];
    static int rounds;
    static final CyclicBarrier barrier = new CyclicBarrier(2, () -> {
        assert cell[0] == cell[1] : "cells differ: " + cell[0] + " " + cell[1];
        rounds++;
    });
    static void work(int me) {
        try {
            for (int r = 1; r <= 2; r++) {
                cell[me] = r;
                barrier.await();
            }
        } catch (InterruptedException | BrokenBarrierException e) { throw new IllegalStateException(e); }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> work(0), "worker-0");
        Thread b = new Thread(() -> work(1), "worker-1");
        a.start(); b.start(); a.join(); b.join();
        System.out.println("rounds: " + rounds);
    }
}
