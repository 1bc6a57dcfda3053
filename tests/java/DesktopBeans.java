import java.awt.Color;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.Point;
import java.awt.geom.*;
import java.awt.image.*;
import java.beans.*;
import java.util.*;

// java.desktop without a display or Java2D rendering: java.beans introspection, property
// change events, Statement/Expression; java.awt.geom shapes, areas, paths and transforms;
// Color conversions; BufferedImage pixels and rasters (no Graphics: its loops are native).
public class DesktopBeans {
    public static class Bean {
        private int size; private String label = "x"; private boolean on;
        private final PropertyChangeSupport pcs = new PropertyChangeSupport(this);
        public int getSize() { return size; }
        public void setSize(int s) { int old = size; size = s; pcs.firePropertyChange("size", old, s); }
        public String getLabel() { return label; }
        public void setLabel(String l) { String old = label; label = l; pcs.firePropertyChange("label", old, l); }
        public boolean isOn() { return on; }
        public void setOn(boolean o) { on = o; }
        public void addPropertyChangeListener(PropertyChangeListener l) { pcs.addPropertyChangeListener(l); }
        public void removePropertyChangeListener(PropertyChangeListener l) { pcs.removePropertyChangeListener(l); }
    }

    public static void main(String[] args) throws Exception {
        BeanInfo bi = Introspector.getBeanInfo(Bean.class, Object.class);
        for (PropertyDescriptor pd : bi.getPropertyDescriptors())
            System.out.println("prop " + pd.getName() + " " + pd.getPropertyType() + " r=" + (pd.getReadMethod() == null ? null : pd.getReadMethod().getName()) + " w=" + (pd.getWriteMethod() == null ? null : pd.getWriteMethod().getName()));
        System.out.println("events " + Arrays.stream(bi.getEventSetDescriptors()).map(FeatureDescriptor::getName).toList() + " decap " + Introspector.decapitalize("URLThing") + " " + Introspector.decapitalize("Foo"));
        Bean b = new Bean();
        b.addPropertyChangeListener(e -> System.out.println("change " + e.getPropertyName() + " " + e.getOldValue() + " -> " + e.getNewValue()));
        b.setSize(3); b.setSize(3); b.setLabel("y");
        new Statement(b, "setSize", new Object[]{7}).execute();
        System.out.println("expression " + new Expression(b, "getSize", new Object[0]).getValue());

        Rectangle2D r = new Rectangle2D.Double(0, 0, 10, 5);
        Ellipse2D e = new Ellipse2D.Double(2, 1, 4, 2);
        System.out.println(r.contains(3, 3) + " " + r.intersects(e.getBounds2D()) + " " + e.contains(4, 2) + " " + r.createIntersection(new Rectangle2D.Double(5, 2, 10, 10)));
        AffineTransform at = AffineTransform.getRotateInstance(Math.PI / 2);
        at.translate(1, 2);
        Point2D p = at.transform(new Point2D.Double(1, 0), null);
        System.out.printf("transform %.6f %.6f det %.3f%n", p.getX(), p.getY(), at.getDeterminant());
        Area area = new Area(r);
        area.subtract(new Area(new Rectangle2D.Double(0, 0, 5, 5)));
        System.out.println("area bounds " + area.getBounds2D() + " rect " + area.isRectangular());
        Path2D path = new Path2D.Double();
        path.moveTo(0, 0); path.lineTo(4, 0); path.quadTo(4, 4, 0, 4); path.closePath();
        PathIterator pi = path.getPathIterator(null, 0.5);
        int segs = 0; for (; !pi.isDone(); pi.next()) segs++;
        System.out.println("path segments " + segs + " contains " + path.contains(1, 1) + " bounds " + path.getBounds());
        System.out.println(new Line2D.Double(0, 0, 4, 4).intersectsLine(0, 4, 4, 0) + " " + Line2D.ptSegDist(0, 0, 4, 0, 2, 3) + " " + new Point(3, 4).distance(0, 0) + " " + new Dimension(3, 4) + " " + new Insets(1, 2, 3, 4));
        Color c = new Color(10, 20, 30, 40);
        float[] hsb = Color.RGBtoHSB(255, 128, 0, null);
        System.out.printf("color %s rgb %x brighter %s darker %s hsb %.4f %.4f %.4f decode %s%n", c, c.getRGB(), c.brighter(), c.darker(), hsb[0], hsb[1], hsb[2], Color.decode("#FF8000"));
        BufferedImage img = new BufferedImage(4, 3, BufferedImage.TYPE_INT_ARGB);
        img.setRGB(1, 1, 0xff112233);
        img.setRGB(0, 0, 0x80ffffff);
        int[] px = img.getRGB(0, 0, 4, 3, null, 0, 4);
        System.out.println("image " + img.getWidth() + "x" + img.getHeight() + " " + Integer.toHexString(img.getRGB(1, 1)) + " " + Integer.toHexString(px[0]) + " type " + img.getType() + " bands " + img.getRaster().getNumBands());
        BufferedImage gray = new BufferedImage(2, 2, BufferedImage.TYPE_BYTE_GRAY);
        gray.getRaster().setSample(1, 1, 0, 200);
        System.out.println("gray " + Integer.toHexString(gray.getRGB(1, 1)) + " " + gray.getColorModel().getPixelSize());
    }
}
