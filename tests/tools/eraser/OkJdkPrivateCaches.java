import java.text.SimpleDateFormat;
import java.util.Calendar;
import java.util.Date;
import java.util.TimeZone;

/** Correct: two threads share nothing but the JDK's own caches. Each calls
 *  Calendar.getInstance() and makes its own SimpleDateFormat (and one kept in
 *  a ThreadLocal, the textbook fix of a shared format). The JDK caches the
 *  locales its providers support in a HashSet held by a static map of
 *  sun.util.locale.provider, and both threads reach it: a race inside the
 *  JDK's own machinery, not the program's (Eraser reported it on
 *  HashMap.keySet, hunt 8). */
public class OkJdkPrivateCaches {
    static final ThreadLocal<SimpleDateFormat> FORMAT = ThreadLocal.withInitial(() -> {
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm");
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        return f;
    });

    public static void main(String[] args) throws Exception {
        String[] out = new String[2];
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            int k = i;
            ts[i] = new Thread(() -> {
                Calendar c = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
                c.setTimeInMillis(86_400_000L * (k + 1));
                SimpleDateFormat own = new SimpleDateFormat("yyyy-MM-dd");
                own.setTimeZone(TimeZone.getTimeZone("UTC"));
                out[k] = own.format(c.getTime()) + " " + FORMAT.get().format(new Date(3_600_000L * k));
            });
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println(out[0] + " / " + out[1]);
    }
}
