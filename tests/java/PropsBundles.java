import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

// Properties load/store (escapes, continuation lines, unicode, XML form), defaults, list(), and ResourceBundle
// lookup with ListResourceBundle classes: fallback chain, parent lookups, Control, missing keys.
public class PropsBundles {
    static void p(Object o) { System.out.println(o); }
    public static class PbRes extends ListResourceBundle {
        protected Object[][] getContents() { return new Object[][]{{"greeting", "Hello"}, {"farewell", "Goodbye"}, {"count", 3}, {"arr", new String[]{"x", "y"}}}; }
    }
    public static class PbRes_fr extends ListResourceBundle {
        protected Object[][] getContents() { return new Object[][]{{"greeting", "Bonjour"}}; }
    }
    public static class PbRes_fr_CA extends ListResourceBundle {
        protected Object[][] getContents() { return new Object[][]{{"farewell", "Bye-bye"}}; }
    }
    public static class PbRes_de extends ListResourceBundle {
        protected Object[][] getContents() { return new Object[][]{{"greeting", "Hallo"}, {"extra", "nur deutsch"}}; }
    }
    static String sortedStore(Properties pr, boolean xml) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        if (xml) pr.storeToXML(bo, "xml comment", StandardCharsets.UTF_8); else pr.store(bo, "comment\nline two #!");
        String s = bo.toString(StandardCharsets.ISO_8859_1);
        StringBuilder sb = new StringBuilder();
        for (String line : s.split("\n")) {
            if (!xml && line.startsWith("#") && line.length() > 20 && Character.isLetter(line.charAt(1)) && line.matches("#[A-Z][a-z]{2} [A-Z][a-z]{2} .*")) { sb.append("#<date>\n"); continue; }
            sb.append(line).append('\n');
        }
        return sb.toString();
    }
    public static void main(String[] args) throws Exception {
        String src = "# comment\n! also comment\nkey1 = value1\nkey2:value2\nkey3 value3 with spaces   \n"
            + "multi = line one \\\n      line two \\\n   line three\n"
            + "esc\\ aped\\=key = a\\tb\\nc\\\\d\\u00e9\\u4e2d\n"
            + "empty=\n   \n  indented=yes\nunicode=caf\u00e9\ncolon\\:key=v\ntrailing\\\n"
            + "dup=first\ndup=second\n";
        Properties pr = new Properties();
        pr.load(new StringReader(src));
        TreeMap<Object, Object> sorted = new TreeMap<>(pr);
        for (Map.Entry<Object, Object> e : sorted.entrySet()) p("[" + e.getKey() + "] = [" + e.getValue() + "]");
        Properties latin = new Properties();
        latin.load(new ByteArrayInputStream("k=caf\u00e9\nu=\\u0041\n".getBytes(StandardCharsets.ISO_8859_1)));
        p("latin1 " + latin.getProperty("k") + " " + latin.getProperty("u"));
        Properties st = new Properties();
        st.setProperty("b key", "v=1:2");
        st.setProperty("a", " leading space\u00e9\u4e2d\n");
        st.setProperty("#hash", "!bang");
        st.setProperty("c", "");
        String stored = sortedStore(st, false);
        p("store:\n" + stored.replaceAll("(?m)^#<date>\n", "#DATE\n"));
        Properties back = new Properties(); back.load(new StringReader(stored));
        p("roundtrip " + back.equals(st));
        p("xml:\n" + sortedStore(st, true));
        Properties bx = new Properties();
        ByteArrayOutputStream bo = new ByteArrayOutputStream(); st.storeToXML(bo, null);
        bx.loadFromXML(new ByteArrayInputStream(bo.toByteArray()));
        p("xml roundtrip " + bx.equals(st));
        Properties defs = new Properties(); defs.setProperty("d", "default"); defs.setProperty("a", "shadowed");
        Properties withDefs = new Properties(defs); withDefs.setProperty("a", "own");
        p("defaults " + withDefs.getProperty("d") + " " + withDefs.getProperty("a") + " " + withDefs.get("d") + " " + withDefs.getProperty("zz", "fallback")
          + " names " + new TreeSet<>(withDefs.stringPropertyNames()) + " size " + withDefs.size());
        StringWriter sw = new StringWriter(); withDefs.list(new PrintWriter(sw));
        List<String> listed = new ArrayList<>(Arrays.asList(sw.toString().split("\n"))); Collections.sort(listed);
        p("list " + listed);
        try { new Properties().load(new StringReader("bad=\\u00zz")); } catch (IllegalArgumentException e) { p("bad escape: " + e.getMessage()); }
        // ResourceBundle
        Locale.setDefault(Locale.US);
        for (Locale l : new Locale[]{Locale.ROOT, Locale.FRENCH, Locale.CANADA_FRENCH, Locale.GERMANY, Locale.JAPAN}) {
            ResourceBundle rb = ResourceBundle.getBundle("PropsBundles$PbRes", l);
            p(l + " -> " + rb.getClass().getSimpleName() + " locale=[" + rb.getLocale() + "] greeting=" + rb.getString("greeting") + " farewell=" + rb.getString("farewell")
              + " count=" + rb.getObject("count") + " arr=" + Arrays.toString(rb.getStringArray("arr")) + " keys=" + new TreeSet<>(rb.keySet()) + " has extra " + rb.containsKey("extra"));
        }
        try { ResourceBundle.getBundle("PropsBundles$PbRes").getString("nope"); }
        catch (MissingResourceException e) { p("missing key: " + e.getMessage() + " class=" + e.getClassName() + " key=" + e.getKey()); }
        try { ResourceBundle.getBundle("NoSuchBundle", Locale.ITALY); }
        catch (MissingResourceException e) { p("missing bundle: " + e.getMessage() + " class=" + e.getClassName() + " key=" + e.getKey()); }
        try { ResourceBundle.getBundle("PropsBundles$PbRes").getString("count"); }
        catch (ClassCastException e) { p("cce " + e.getClass().getName()); }
        ResourceBundle.Control ctl = ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_CLASS);
        p("candidates " + ctl.getCandidateLocales("PbRes", Locale.forLanguageTag("zh-Hant-TW")) + " " + ctl.getCandidateLocales("PbRes", new Locale("no", "NO", "NY"))
          + " bundleName " + ctl.toBundleName("base", Locale.CANADA_FRENCH) + " resource " + ctl.toResourceName("a.b.c", "properties"));
        PropertyResourceBundle prb = new PropertyResourceBundle(new StringReader("x=1\ny=caf\u00e9"));
        p("prb " + prb.getString("y") + " " + new TreeSet<>(prb.keySet()));
        p("system props: " + System.getProperty("line.separator").length() + " " + System.getProperty("file.separator") + " " + System.getProperty("path.separator")
          + " " + System.getProperty("file.encoding") + " " + System.getProperty("user.language") + " " + System.getProperty("java.specification.version")
          + " " + System.getProperty("java.class.version") + " " + System.getProperty("sun.jnu.encoding") + " " + System.getProperty("native.encoding")
          + " " + System.getProperty("java.vm.specification.version") + " " + System.getProperty("os.name") + " " + System.getProperty("sun.arch.data.model")
          + " " + System.getProperty("java.specification.vendor") + " " + System.getProperty("java.vm.specification.name") + " " + System.getProperty("user.country")
          + " " + System.getProperty("stdout.encoding") + " " + System.getProperty("sun.stdout.encoding") + " " + System.getProperty("sun.io.unicode.encoding") + " " + System.getProperty("java.io.tmpdir"));
    }
}
