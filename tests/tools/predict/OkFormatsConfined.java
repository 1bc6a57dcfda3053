import java.text.DecimalFormat;
import java.text.SimpleDateFormat;
import java.util.Calendar;
import java.util.Date;
import java.util.TimeZone;

/** Correct: formats and calendars (not thread-safe) used safely by two
 *  threads: a SimpleDateFormat per thread through a ThreadLocal, a
 *  DecimalFormat and a Calendar made by each thread, a shared
 *  SimpleDateFormat used only under a lock, and String.format. */
public class OkFormatsConfined {
    static final ThreadLocal<SimpleDateFormat> perThread = ThreadLocal.withInitial(() -> {
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd");
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        return f;
    });
    static final SimpleDateFormat shared = new SimpleDateFormat("HH:mm");
    static final String[] out = new String[2];

    static void work(int me) {
        String d = perThread.get().format(new Date(86400000L * (me + 1)));
        String n = new DecimalFormat("#,##0.00").format(1234.5 * (me + 1));
        Calendar c = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
        c.setTimeInMillis(0L);
        c.add(Calendar.DAY_OF_MONTH, me);
        String t;
        synchronized (shared) {
            t = shared.format(new Date(0L));
        }
        out[me] = String.format("%s %s %d %d", d, n, c.get(Calendar.DAY_OF_MONTH), t.length());
    }

    public static void main(String[] args) throws Exception {
        shared.setTimeZone(TimeZone.getTimeZone("UTC"));
        Thread a = new Thread(() -> work(0)), b = new Thread(() -> work(1));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(out[0] + " | " + out[1]);
    }
}
