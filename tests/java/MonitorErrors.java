// Monitor misuse and argument errors: wait/notify without the monitor, negative and
// out-of-range timeouts, interrupted wait and sleep, joining an unstarted thread, monitors
// of boxes, classes, arrays and literals, reentrancy, and synchronizing on null.
public class MonitorErrors {
    public static void main(String[] args) throws Exception {
        Object o = new Object();
        try { o.wait(); } catch (IllegalMonitorStateException e) { System.out.println("wait " + e.getMessage()); }
        try { o.wait(10); } catch (IllegalMonitorStateException e) { System.out.println("timed " + e.getMessage()); }
        try { o.notify(); } catch (IllegalMonitorStateException e) { System.out.println("notify " + e.getMessage()); }
        try { o.notifyAll(); } catch (IllegalMonitorStateException e) { System.out.println("notifyAll " + e.getMessage()); }
        try { synchronized (o) { o.wait(-1); } } catch (IllegalArgumentException e) { System.out.println("neg " + e.getMessage()); }
        try { synchronized (o) { o.wait(1, 1000000); } } catch (IllegalArgumentException e) { System.out.println("nanos " + e.getMessage()); }
        try { o.wait(-1); } catch (Exception e) { System.out.println("neg no lock " + e); }
        try { Thread.sleep(-1); } catch (IllegalArgumentException e) { System.out.println("sleep " + e.getMessage()); }
        try { Thread.sleep(0, -1); } catch (IllegalArgumentException e) { System.out.println("sleep nanos " + e.getMessage()); }
        Thread.currentThread().interrupt();
        try { synchronized (o) { o.wait(); } } catch (InterruptedException e) { System.out.println("interrupted wait " + e.getMessage() + " " + Thread.currentThread().isInterrupted()); }
        Thread.currentThread().interrupt();
        try { Thread.sleep(5); } catch (InterruptedException e) { System.out.println("interrupted sleep " + e.getMessage()); }
        Thread.currentThread().interrupt();
        Thread never = new Thread(() -> {});
        try { never.join(); System.out.println("join of an unstarted thread returns at once " + Thread.interrupted()); } catch (InterruptedException e) { System.out.println("interrupted join " + e.getMessage()); }
        Integer boxed = 1000;
        synchronized (boxed) { boxed.notify(); System.out.println("boxed ok " + Thread.holdsLock(boxed)); }
        synchronized (MonitorErrors.class) { MonitorErrors.class.notifyAll(); System.out.println("class lock ok"); }
        int[] arr = new int[1];
        synchronized (arr) { arr.wait(1); System.out.println("array wait ok"); }
        String s = "lit";
        synchronized (s) { synchronized (s) { s.notify(); System.out.println("reentrant ok"); } }
        try { Object n = null; synchronized (n) { } } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
    }
}
