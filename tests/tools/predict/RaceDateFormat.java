import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.TimeZone;

/** Racy: one SimpleDateFormat (not thread-safe: format() stores the date in
 *  its Calendar) shared by two threads formatting different dates. */
public class RaceDateFormat {
    static final SimpleDateFormat fmt = new SimpleDateFormat("yyyy-MM-dd");
    static final String[] out = new String[2];

    public static void main(String[] args) throws Exception {
        fmt.setTimeZone(TimeZone.getTimeZone("UTC"));
        Thread a = new Thread(() -> out[0] = fmt.format(new Date(0L)));
        Thread b = new Thread(() -> out[1] = fmt.format(new Date(86400000L * 365)));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("formatted"); // a date may come out mixed: the race
    }
}
