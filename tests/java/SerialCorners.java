import java.io.*;
import java.lang.reflect.*;
import java.util.*;

// Serialization corner cases beyond the basics: proxies, enums with constant bodies, records with custom
// compact constructors on read, serialPersistentFields with GetField/PutField, readObjectNoData, class evolution
// with missing fields, Externalizable errors (no public no-arg constructor), non-serializable fields
// (NotSerializableException message), writeReplace to another class, readResolve singletons, ObjectInputFilter,
// and the stream exceptions for corrupt data.
public class SerialCorners {
    static void p(Object o) { System.out.println(o); }
    interface Svc { String call(int x); }
    static class Handler implements InvocationHandler, Serializable {
        final String tag; Handler(String t) { tag = t; }
        public Object invoke(Object px, Method m, Object[] a) { return m.getName().equals("call") ? tag + a[0] : m.getName().equals("toString") ? "proxy(" + tag + ")" : null; }
    }
    enum Planet { MERCURY { String kind() { return "rocky"; } }, JUPITER { String kind() { return "gas"; } }; abstract String kind(); }
    record Range(int lo, int hi) implements Serializable { Range { if (lo > hi) throw new IllegalArgumentException("lo>hi " + lo + ">" + hi); } }
    static class Persist implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = { new ObjectStreamField("legacyName", String.class), new ObjectStreamField("count", int.class) };
        transient String name; transient int n;
        Persist(String s, int n) { name = s; this.n = n; }
        private void writeObject(ObjectOutputStream out) throws IOException { ObjectOutputStream.PutField pf = out.putFields(); pf.put("legacyName", name.toUpperCase()); pf.put("count", n * 10); out.writeFields(); }
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException { ObjectInputStream.GetField gf = in.readFields(); name = (String) gf.get("legacyName", "?"); n = gf.get("count", -1); p("  GetField defaulted count? " + gf.defaulted("count")); }
        public String toString() { return "Persist(" + name + "," + n + ")"; }
    }
    static class Parent { int pv = 5; Parent() { p("  Parent() ran"); } }
    static class Child extends Parent implements Serializable { int cv = 6; Child() { pv = 50; cv = 60; } }
    static class NoArgMissing implements Externalizable { int v; NoArgMissing(int v) { this.v = v; } public void writeExternal(ObjectOutput o) throws IOException { o.writeInt(v); } public void readExternal(ObjectInput i) throws IOException { v = i.readInt(); } }
    public static class ExtOk implements Externalizable {
        int v; String s;
        public ExtOk() { p("  ExtOk() ran"); }
        ExtOk(int v, String s) { this.v = v; this.s = s; }
        public void writeExternal(ObjectOutput o) throws IOException { o.writeInt(v); o.writeObject(s); }
        public void readExternal(ObjectInput i) throws IOException, ClassNotFoundException { v = i.readInt(); s = (String) i.readObject(); }
        public String toString() { return "ExtOk(" + v + "," + s + ")"; }
    }
    static class HoldsThread implements Serializable { Object t = new Object(); }
    static class Single implements Serializable { public String toString() { return "Single"; } static final Single INSTANCE = new Single(); private Object readResolve() { return INSTANCE; } }
    static class Replaced implements Serializable { int q = 3; private Object writeReplace() { return new Range(q, q + 1); } }
    static class Validating implements Serializable { public String toString() { return "Validating" + v; }
        int v; Validating(int v) { this.v = v; }
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            in.registerValidation(() -> p("  validation callback v=" + v), 0);
            if (v < 0) throw new InvalidObjectException("negative v");
        }
    }
    static byte[] ser(Object o) throws IOException { ByteArrayOutputStream b = new ByteArrayOutputStream(); try (ObjectOutputStream out = new ObjectOutputStream(b)) { out.writeObject(o); } return b.toByteArray(); }
    static Object de(byte[] b) throws IOException, ClassNotFoundException { try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b))) { return in.readObject(); } }
    static void round(String what, Object o) {
        try { Object r = de(ser(o)); p(what + " -> " + r + (r == o ? " (same)" : "")); }
        catch (Exception e) { p(what + " ! " + e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replaceAll("\\$\\$Lambda\\$\\d+/0x[0-9a-f]+", "\\$\\$Lambda")); }
    }
    static byte[] patch(byte[] b, byte[] from, byte[] to) {
        String s = new String(b, java.nio.charset.StandardCharsets.ISO_8859_1), f = new String(from, java.nio.charset.StandardCharsets.ISO_8859_1), t = new String(to, java.nio.charset.StandardCharsets.ISO_8859_1);
        return s.replace(f, t).getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    }
    public static void main(String[] args) throws Exception {
        Svc s = (Svc) Proxy.newProxyInstance(SerialCorners.class.getClassLoader(), new Class<?>[]{Svc.class}, new Handler("h:"));
        Svc back = (Svc) de(ser(s));
        p("proxy " + back.call(7) + " " + back + " isProxy " + Proxy.isProxyClass(back.getClass()));
        Planet pl = (Planet) de(ser(Planet.JUPITER));
        p("enum body " + pl + " same " + (pl == Planet.JUPITER) + " kind " + pl.kind() + " class " + pl.getClass().getName());
        round("enum array", new Planet[]{Planet.MERCURY, Planet.JUPITER}.length);
        round("record", new Range(1, 5));
        byte[] rb = ser(new Range(1, 5));
        // hi is written as an int field; flip lo to 9 so the canonical constructor rejects it
        byte[] bad = rb.clone();
        for (int i = bad.length - 8; i < bad.length; i++) {}
        int idx = -1;
        for (int i = bad.length - 8; i >= 0; i--) if (bad[i] == 0 && bad[i + 1] == 0 && bad[i + 2] == 0 && bad[i + 3] == 5 && bad[i + 4] == 0 && bad[i + 7] == 1) { idx = i; break; }
        for (int i = bad.length - 8; i >= 0 && idx < 0; i--) if (bad[i + 3] == 1 && bad[i + 7] == 5) { idx = i; break; }
        p("record field bytes found " + (idx >= 0));
        if (idx >= 0) {
            if (bad[idx + 3] == 1) bad[idx + 3] = 9; else bad[idx + 7] = 9;
            try { p("patched " + de(bad)); } catch (Exception e) { p("record ctor on read: " + e.getClass().getName() + ": " + e.getMessage() + " cause " + e.getCause()); }
        }
        round("persist fields", new Persist("abc", 4));
        round("non-serializable parent", new Child() { public String toString() { return "anon"; } });
        Child ch = (Child) de(ser(new Child()));
        p("child pv " + ch.pv + " cv " + ch.cv);
        round("externalizable ok", new ExtOk(3, "three"));
        round("externalizable no public ctor", new NoArgMissing(1));
        round("holds non-serializable", new HoldsThread());
        round("singleton", Single.INSTANCE);
        p("singleton same " + (de(ser(Single.INSTANCE)) == Single.INSTANCE));
        round("writeReplace", new Replaced());
        round("validating", new Validating(4));
        round("validating bad", new Validating(-4));
        round("class object", String.class);
        round("primitive class", int.class);
        round("array class", int[][].class);
        round("nested collections", new TreeMap<>(Map.of("k", List.of(1, 2), "j", Set.of())));
        round("unmodifiable", Collections.unmodifiableList(new ArrayList<>(List.of("u"))));
        round("lambda non-serializable", (Runnable) () -> {});
        round("date", new Date(0));
        round("optional", Optional.of(1));
        round("exception", new IllegalStateException("ser ex", new Error("cause")));
        IllegalStateException ise = (IllegalStateException) de(ser(new IllegalStateException("trace kept")));
        p("exception trace kept " + (ise.getStackTrace().length > 0) + " top " + ise.getStackTrace()[0].getMethodName());
        byte[] good = ser(new ExtOk(1, "x"));
        p("stream magic " + Integer.toHexString(((good[0] & 0xff) << 8) | (good[1] & 0xff)) + " version " + good[3]);
        try { de(Arrays.copyOf(good, good.length - 3)); } catch (Exception e) { p("truncated " + e.getClass().getName() + ": " + e.getMessage()); }
        try { de(new byte[]{1, 2, 3, 4}); } catch (Exception e) { p("bad header " + e.getClass().getName() + ": " + e.getMessage()); }
        byte[] g2 = good.clone(); g2[4] = 0x7f;
        try { de(g2); } catch (Exception e) { p("bad tag " + e.getClass().getName() + ": " + e.getMessage()); }
        byte[] renamed = patch(good, "SerialCorners$ExtOk".getBytes(), "SerialCorners$ExtNo".getBytes());
        try { de(renamed); } catch (Exception e) { p("missing class " + e.getClass().getName() + ": " + e.getMessage()); }
        ObjectStreamClass osc = ObjectStreamClass.lookup(Persist.class);
        p("osc " + osc.getName() + " fields " + Arrays.toString(osc.getFields()) + " uid " + osc.getSerialVersionUID() + " range uid " + ObjectStreamClass.lookup(Range.class).getSerialVersionUID()
          + " notser " + ObjectStreamClass.lookup(Object.class) + " any " + ObjectStreamClass.lookupAny(Object.class).getName());
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(ser(new ArrayList<>(List.of(new int[1000], "s")))))) {
            in.setObjectInputFilter(info -> info.serialClass() != null && info.serialClass().isArray() && info.arrayLength() > 100 ? ObjectInputFilter.Status.REJECTED : ObjectInputFilter.Status.UNDECIDED);
            in.readObject();
        } catch (InvalidClassException e) { p("filter: " + e.getMessage()); }
        ObjectInputFilter pf = ObjectInputFilter.Config.createFilter("maxdepth=2;java.util.*;!*");
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(ser(new ArrayList<>(List.of(List.of(List.of(1)))))))) {
            in.setObjectInputFilter(pf); in.readObject();
        } catch (InvalidClassException e) { p("pattern filter: " + e.getMessage()); }
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bo)) {
            String shared = "shared"; out.writeObject(shared); out.writeObject(shared); out.writeUnshared(shared); out.reset(); out.writeObject(shared);
            out.writeInt(42); out.writeObject(null); out.writeUTF("tail");
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()))) {
            Object a = in.readObject(), b2 = in.readObject(), c = in.readObject(), d = in.readObject();
            p("sharing " + (a == b2) + " " + (a == c) + " " + (a == d) + " int " + in.readInt() + " null " + in.readObject() + " utf " + in.readUTF() + " avail " + in.available());
            try { in.readObject(); } catch (EOFException e) { p("eof " + e.getMessage()); }
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()))) {
            in.readObject(); in.readObject(); in.readObject(); in.readObject();
            try { in.readObject(); } catch (OptionalDataException e) { p("optional data eof=" + e.eof + " length=" + e.length); }
        }
    }
}
