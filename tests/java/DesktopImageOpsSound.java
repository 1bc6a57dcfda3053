// java.desktop without a display: BufferedImageOps with Java fallbacks (RescaleOp, LookupOp) on rasters and javax.sound.sampled WAV/AU files in memory.
import java.awt.geom.AffineTransform;
import java.awt.image.*;
import java.io.*;
import java.util.zip.CRC32;
import javax.sound.sampled.*;

public class DesktopImageOpsSound {
    static String crc(BufferedImage img) {
        CRC32 c = new CRC32();
        for (int y = 0; y < img.getHeight(); y++) for (int x = 0; x < img.getWidth(); x++) { int p = img.getRGB(x, y); c.update(p >>> 16); c.update(p >>> 8); c.update(p); c.update(p >>> 24); }
        return Long.toHexString(c.getValue()) + " " + img.getWidth() + "x" + img.getHeight() + " t" + img.getType();
    }
    public static void main(String[] args) throws Exception {
        BufferedImage src = new BufferedImage(24, 16, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 16; y++) for (int x = 0; x < 24; x++) src.setRGB(x, y, (x * 10) << 16 | (y * 15) << 8 | ((x * y) & 0xff));
        System.out.println("src " + crc(src));
        float[] k = {0, 0.125f, 0, 0.125f, 0.5f, 0.125f, 0, 0.125f, 0};
        try { System.out.println("rescale " + crc(new RescaleOp(1.5f, -10f, null).filter(src, null))); }
        catch (Throwable t) { System.out.println("rescale " + t); }
        byte[] inv = new byte[256];
        for (int i = 0; i < 256; i++) inv[i] = (byte) (255 - i);
        try { System.out.println("lookup " + crc(new LookupOp(new ByteLookupTable(0, inv), null).filter(src, null))); }
        catch (Throwable t) { System.out.println("lookup " + t); }
        WritableRaster r = src.getRaster();
        int[] px = r.getPixels(2, 3, 4, 2, (int[]) null);
        System.out.println("raster " + java.util.Arrays.toString(px) + " bands " + r.getNumBands() + " sm " + r.getSampleModel().getClass().getSimpleName());
        WritableRaster child = r.createWritableChild(4, 4, 8, 8, 0, 0, null);
        child.setSample(0, 0, 1, 200);
        System.out.println("child " + Integer.toHexString(src.getRGB(4, 4)) + " sub " + crc(src.getSubimage(3, 3, 10, 5)));
        IndexColorModel icm = new IndexColorModel(2, 4, new byte[] {0, (byte) 255, 0, 10}, new byte[] {0, 0, (byte) 255, 20}, new byte[] {0, 0, 0, 30});
        BufferedImage indexed = new BufferedImage(5, 5, BufferedImage.TYPE_BYTE_BINARY, icm);
        indexed.setRGB(1, 1, 0xff00ff00);
        indexed.setRGB(2, 2, 0xff0a141e);
        System.out.println("indexed " + crc(indexed) + " " + Integer.toHexString(indexed.getRGB(1, 1)) + " map size " + icm.getMapSize());

        // sound: a sine wave as 16-bit PCM into WAV and AU in memory, read back
        AudioFormat fmt = new AudioFormat(8000f, 16, 1, true, false);
        byte[] pcm = new byte[1600];
        for (int i = 0; i < 800; i++) { short s = (short) (Math.round(8000 * StrictMath.sin(2 * Math.PI * 440 * i / 8000.0))); pcm[2 * i] = (byte) s; pcm[2 * i + 1] = (byte) (s >> 8); }
        for (AudioFileFormat.Type t : new AudioFileFormat.Type[] {AudioFileFormat.Type.WAVE, AudioFileFormat.Type.AU, AudioFileFormat.Type.AIFF}) {
            AudioInputStream ais = new AudioInputStream(new ByteArrayInputStream(pcm), fmt, 800);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            int n = AudioSystem.write(ais, t, out);
            byte[] file = out.toByteArray();
            CRC32 c = new CRC32(); c.update(file);
            AudioInputStream back = AudioSystem.getAudioInputStream(new ByteArrayInputStream(file));
            AudioFileFormat aff = AudioSystem.getAudioFileFormat(new ByteArrayInputStream(file));
            byte[] data = back.readAllBytes();
            System.out.println(t + " wrote " + n + " crc " + Long.toHexString(c.getValue()) + " back " + back.getFormat() + " frames " + back.getFrameLength() + " data " + data.length + " type " + aff.getType());
        }
        AudioFormat ulaw = new AudioFormat(AudioFormat.Encoding.ULAW, 8000f, 8, 1, 1, 8000f, false);
        AudioInputStream conv = AudioSystem.getAudioInputStream(ulaw, new AudioInputStream(new ByteArrayInputStream(pcm), fmt, 800));
        byte[] u = conv.readAllBytes();
        CRC32 c = new CRC32(); c.update(u);
        System.out.println("ulaw " + u.length + " crc " + Long.toHexString(c.getValue()) + " supported " + AudioSystem.isConversionSupported(AudioFormat.Encoding.PCM_FLOAT, fmt));
        AudioFileFormat.Type[] types = AudioSystem.getAudioFileTypes();
        java.util.Arrays.sort(types, java.util.Comparator.comparing(Object::toString));
        System.out.println("types " + java.util.Arrays.toString(types));
    }
}
