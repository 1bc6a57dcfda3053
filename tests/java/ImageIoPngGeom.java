// javax.imageio PNG/BMP round trips of BufferedImages in memory (headless), and java.awt.geom.
// jvm-options is not needed: headless is the default without DISPLAY.
import javax.imageio.*;
import javax.imageio.stream.*;
import java.awt.*;
import java.awt.geom.*;
import java.awt.image.*;
import java.io.*;
import java.util.*;
import java.util.zip.CRC32;

public class ImageIoPngGeom {
    static long crcOf(BufferedImage img) {
        CRC32 crc = new CRC32();
        for (int y = 0; y < img.getHeight(); y++)
            for (int x = 0; x < img.getWidth(); x++) {
                int p = img.getRGB(x, y);
                crc.update(p >>> 24); crc.update(p >>> 16); crc.update(p >>> 8); crc.update(p);
            }
        return crc.getValue();
    }

    public static void main(String[] args) throws Exception {
        System.out.println("headless " + GraphicsEnvironment.isHeadless());
        BufferedImage img = new BufferedImage(40, 30, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 30; y++)
            for (int x = 0; x < 40; x++)
                img.setRGB(x, y, ((x * 6) << 24) | ((x * 6) << 16) | ((y * 8) << 8) | ((x ^ y) * 3));
        System.out.println("crc " + Long.toHexString(crcOf(img)));
        String[] formats = ImageIO.getWriterFormatNames();
        Arrays.sort(formats);
        System.out.println("writers " + String.join(",", formats));
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        System.out.println("write png " + ImageIO.write(img, "png", bos));
        byte[] png = bos.toByteArray();
        System.out.println("png sig " + (png[1] == 'P' && png[2] == 'N' && png[3] == 'G') + " size>0 " + (png.length > 100));
        BufferedImage back = ImageIO.read(new ByteArrayInputStream(png));
        System.out.println("read " + back.getWidth() + "x" + back.getHeight() + " type " + back.getType() + " crc " + Long.toHexString(crcOf(back)) + " same " + (crcOf(back) == crcOf(img)));

        BufferedImage rgb = new BufferedImage(17, 9, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 9; y++) for (int x = 0; x < 17; x++) rgb.setRGB(x, y, (x * 15) << 16 | (y * 28) << 8 | 0x40);
        for (String f : new String[] {"bmp", "png", "gif"}) {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            boolean ok = ImageIO.write(rgb, f, b);
            BufferedImage r = ImageIO.read(new ByteArrayInputStream(b.toByteArray()));
            System.out.println(f + " " + ok + " len " + b.size() + " back " + r.getWidth() + "x" + r.getHeight() + " crc " + Long.toHexString(crcOf(r)));
        }
        ByteArrayOutputStream gb = new ByteArrayOutputStream();
        BufferedImage gray = new BufferedImage(8, 8, BufferedImage.TYPE_BYTE_GRAY);
        WritableRaster wr = gray.getRaster();
        for (int y = 0; y < 8; y++) for (int x = 0; x < 8; x++) wr.setSample(x, y, 0, x * 32 + y);
        ImageIO.write(gray, "png", gb);
        BufferedImage g2 = ImageIO.read(new ByteArrayInputStream(gb.toByteArray()));
        System.out.println("gray len " + gb.size() + " type " + g2.getType() + " sample " + g2.getRaster().getSample(5, 3, 0) + " bands " + g2.getRaster().getNumBands());

        ImageReader reader = ImageIO.getImageReadersByFormatName("png").next();
        try (ImageInputStream iis = ImageIO.createImageInputStream(new ByteArrayInputStream(png))) {
            reader.setInput(iis);
            System.out.println("reader " + reader.getFormatName() + " w " + reader.getWidth(0) + " meta " + reader.getImageMetadata(0).getNativeMetadataFormatName());
        }

        // java.awt.geom
        AffineTransform at = new AffineTransform();
        at.translate(10, 5);
        at.rotate(Math.PI / 2);
        at.scale(2, 3);
        Point2D p = at.transform(new Point2D.Double(1, 1), null);
        System.out.printf("transform %.6f %.6f det %.6f type %d%n", p.getX(), p.getY(), at.getDeterminant(), at.getType());
        Point2D inv = at.inverseTransform(p, null);
        System.out.printf("inverse %.6f %.6f%n", inv.getX(), inv.getY());
        Rectangle2D r1 = new Rectangle2D.Double(0, 0, 10, 10), r2 = new Rectangle2D.Double(5, 5, 10, 10);
        System.out.println("inter " + r1.createIntersection(r2) + " union " + r1.createUnion(r2) + " outcode " + r1.outcode(20, -3));
        Area a = new Area(r1);
        a.subtract(new Area(new Ellipse2D.Double(2, 2, 6, 6)));
        a.add(new Area(new Rectangle2D.Double(8, 8, 4, 4)));
        System.out.println("area bounds " + a.getBounds2D() + " rect " + a.isRectangular() + " contains " + a.contains(5, 5) + " " + a.contains(1, 1) + " " + a.contains(11, 11));
        PathIterator pi = a.getPathIterator(null, 0.1);
        int segs = 0; double sx = 0, sy = 0;
        double[] c = new double[6];
        while (!pi.isDone()) { int t = pi.currentSegment(c); if (t != PathIterator.SEG_CLOSE) { sx += c[0]; sy += c[1]; } segs++; pi.next(); }
        System.out.printf("flattened segs %d sum %.4f %.4f%n", segs, sx, sy);
        Line2D l1 = new Line2D.Double(0, 0, 10, 10), l2 = new Line2D.Double(0, 10, 10, 0);
        System.out.println("lines intersect " + l1.intersectsLine(l2) + " ptSeg " + l1.ptSegDist(10, 0) + " rel " + l1.relativeCCW(5, 0));
        GeneralPath gp = new GeneralPath();
        gp.moveTo(0, 0); gp.lineTo(4, 0); gp.quadTo(6, 2, 4, 4); gp.curveTo(3, 5, 1, 5, 0, 4); gp.closePath();
        System.out.println("path bounds " + gp.getBounds2D() + " contains " + gp.contains(2, 2) + " " + gp.contains(5.5, 2));
        Shape stroked = new BasicStroke(2f).createStrokedShape(new Line2D.Double(0, 0, 10, 0));
        System.out.println("stroked " + stroked.getBounds2D());
        QuadCurve2D q = new QuadCurve2D.Double(0, 0, 5, 10, 10, 0);
        System.out.printf("quad flat %.6f%n", q.getFlatness());
        RoundRectangle2D rr = new RoundRectangle2D.Double(0, 0, 10, 10, 4, 4);
        System.out.println("roundrect " + rr.contains(0.2, 0.2) + " " + rr.contains(5, 0.2));

        Color col = Color.decode("#3366CC");
        float[] hsb = Color.RGBtoHSB(col.getRed(), col.getGreen(), col.getBlue(), null);
        System.out.printf("color %s hsb %.4f %.4f %.4f brighter %s%n", col, hsb[0], hsb[1], hsb[2], col.brighter());
    }
}
