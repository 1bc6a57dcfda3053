// Race: the classic `synchronized void run()` of a Thread subclass. Each
// worker locks its own Thread object, so the two increments of `counter`
// share no lock. In the observed run the first worker ends before the second
// starts its run: main's join waits on the second worker's monitor, which the
// second worker's run then takes. That is the program's lock, not the JDK's
// join: taken as join's hand-off, it ordered the two runs and hid the race.
public class RaceSyncRunThread extends Thread {
    static int counter;

    @Override
    public synchronized void run() {   // BUG: locks this thread only
        for (int i = 0; i < 3; i++)
            counter++;
    }

    public static void main(String[] args) throws InterruptedException {
        RaceSyncRunThread a = new RaceSyncRunThread(), b = new RaceSyncRunThread();
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
