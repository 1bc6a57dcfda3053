import java.nio.ByteBuffer;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * Preset dictionaries that do not fit: the exception zlib's error gives,
 * with zlib's message or none, as the JDK's natives pass it on (Rivet said
 * "bad dictionary" where HotSpot says nothing: hunt 10).
 */
public class ZipDictionaryErrors {
    public static void main(String[] args) throws DataFormatException {
        try {
            new Inflater().setDictionary(new byte[] {1, 2, 3}); // before the stream asks for one
            System.out.println("early: accepted");
        } catch (IllegalArgumentException e) {
            System.out.println("early: " + e);
        }
        byte[] dict = "abcabcabd".getBytes(), buf = new byte[100];
        Deflater d = new Deflater();
        d.setDictionary(dict);
        d.setInput("abcabcabdabcabd".getBytes());
        d.finish();
        int n = d.deflate(buf);
        d.end();
        for (String given : new String[] {"wrong", "abcabcabd"}) {
            Inflater i = new Inflater();
            i.setInput(buf, 0, n);
            int got = i.inflate(new byte[100]);
            System.out.println("inflated " + got + ", needsDictionary " + i.needsDictionary() + ", adler "
                    + Long.toHexString(i.getAdler()));
            try {
                i.setDictionary(ByteBuffer.wrap(given.getBytes()));
                byte[] out = new byte[100];
                int m = i.inflate(out);
                System.out.println(given + ": " + new String(out, 0, m) + " finished " + i.finished());
            } catch (IllegalArgumentException e) {
                System.out.println(given + ": " + e);
            }
            i.end();
        }
        Deflater late = new Deflater();
        late.setInput(new byte[10]);
        late.deflate(new byte[64], 0, 64, Deflater.SYNC_FLUSH);
        try {
            late.setDictionary(dict); // after data: zlib refuses
            System.out.println("late: accepted");
        } catch (IllegalArgumentException e) {
            System.out.println("late: " + e);
        }
        late.end();
    }
}
