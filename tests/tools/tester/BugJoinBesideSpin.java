/** A worker that spins until told to stop, and a main thread that gives it
 *  two seconds with join(2000) before telling it: the join times out on
 *  every real run, and the program fails. The guard's time-out is offered
 *  only when every other thread spins, and the spinner is known only once
 *  it has gone round its loop, back in the state where it was not known
 *  yet: taken for that state, the time-out was never explored ("0
 *  failures", or "the program may never end"; hunt 14 F1). */
public class BugJoinBesideSpin {
    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            while (!stop)
                Thread.yield();
        }, "w");
        w.start();
        w.join(2000);
        boolean alive = w.isAlive();
        stop = true;
        w.join();
        assert !alive : "worker still running";
    }
}
