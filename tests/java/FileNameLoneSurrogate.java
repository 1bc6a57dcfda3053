import java.io.File;
import java.io.FileOutputStream;
import java.nio.file.Files;
import java.util.Arrays;

/* A file name with an unpaired surrogate: java.io converts it as
 * String.getBytes does, the surrogate becoming '?' (Rivet wrote its 3-byte
 * form, another name than HotSpot's; hunt 12). */
public class FileNameLoneSurrogate {
    public static void main(String[] args) throws Exception {
        File dir = Files.createTempDirectory("lone").toFile();
        new FileOutputStream(new File(dir, "fos-\ud800.txt")).close();
        System.out.println("mkdir " + new File(dir, "dir-\udc00x").mkdir());
        System.out.println("exists as '?': " + new File(dir, "fos-?.txt").exists() + " " + new File(dir, "dir-?x").isDirectory());
        String[] names = dir.list();
        Arrays.sort(names);
        System.out.println(String.join(" | ", names));
        for (File f : dir.listFiles())
            f.delete();
        System.out.println("deleted " + dir.delete());
    }
}
