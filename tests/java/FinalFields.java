import java.lang.invoke.*;
import java.lang.reflect.*;
// Writing final fields: reflection (instance finals after setAccessible, static finals and
// record components refused, type and receiver errors), method handle setters, and
// VarHandle access modes a handle does not support (read-only, no arithmetic on bytes).
public class FinalFields {
    static final int SF = 1;
    static final Integer SFB = Integer.valueOf(1000);
    final int f = 2;
    final String fs;
    FinalFields() { fs = "init"; }
    record R(int a) {}
    public static void main(String[] args) throws Throwable {
        FinalFields o = new FinalFields();
        Field f = FinalFields.class.getDeclaredField("f"), fs = FinalFields.class.getDeclaredField("fs"), sf = FinalFields.class.getDeclaredField("SF"), sfb = FinalFields.class.getDeclaredField("SFB");
        try { fs.set(o, "x"); } catch (IllegalAccessException e) { System.out.println("IAE " + e.getMessage()); }
        fs.setAccessible(true);
        fs.set(o, "changed");
        System.out.println("final instance set " + o.fs + " " + fs.get(o));
        f.setAccessible(true);
        f.setInt(o, 20);
        System.out.println("constant-folded " + o.f + " reflect " + f.getInt(o));
        sf.setAccessible(true);
        try { sf.setInt(null, 5); } catch (IllegalAccessException e) { System.out.println("IAE " + e.getMessage()); }
        sfb.setAccessible(true);
        try { sfb.set(null, 5); } catch (IllegalAccessException e) { System.out.println("IAE " + e.getMessage()); }
        try { f.set(o, "str"); } catch (IllegalArgumentException e) { System.out.println("IAE2 " + e.getMessage()); }
        try { f.set(null, 1); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        try { f.set("wrong object", 1); } catch (IllegalArgumentException e) { System.out.println("IAE3 " + e.getMessage()); }
        try { fs.setInt(o, 1); } catch (IllegalArgumentException e) { System.out.println("IAE4 " + e.getMessage()); }
        try { f.getLong(o); System.out.println("widening get ok " + f.getLong(o) + " " + f.getDouble(o)); } catch (IllegalArgumentException e) { System.out.println("IAE5 " + e.getMessage()); }
        try { f.getShort(o); } catch (IllegalArgumentException e) { System.out.println("IAE6 " + e.getMessage()); }
        Field ra = R.class.getDeclaredField("a");
        ra.setAccessible(true);
        try { ra.setInt(new R(1), 2); } catch (IllegalAccessException e) { System.out.println("IAE record " + e.getMessage()); }
        MethodHandles.Lookup lk = MethodHandles.lookup();
        try { lk.findSetter(FinalFields.class, "fs", String.class); } catch (IllegalAccessException e) { System.out.println("MH IAE " + e.getMessage().replaceAll("@[0-9a-f]+", "@X")); }
        MethodHandle setter = lk.unreflectSetter(fs);
        setter.invoke(o, "via mh");
        System.out.println("unreflectSetter " + o.fs);
        try { lk.unreflectSetter(sf); } catch (IllegalAccessException e) { System.out.println("MH IAE static " + e.getMessage().replaceAll("@[0-9a-f]+", "@X")); }
        try { lk.findStaticSetter(FinalFields.class, "SF", int.class); } catch (IllegalAccessException e) { System.out.println("MH IAE static2 " + e.getMessage().replaceAll("@[0-9a-f]+", "@X")); }
        try { lk.unreflectSetter(ra); } catch (IllegalAccessException e) { System.out.println("MH IAE record " + e.getMessage().replaceAll("@[0-9a-f]+", "@X")); }
        VarHandle vh = lk.findVarHandle(FinalFields.class, "fs", String.class);
        try { vh.set(o, "vh"); } catch (UnsupportedOperationException e) { System.out.println("VH UOE " + e.getMessage()); }
        System.out.println("vh get " + vh.get(o));
        try { Field.class.getDeclaredField("modifiers"); } catch (NoSuchFieldException e) { System.out.println("NSFE " + e.getMessage()); }
        try { vh.getAndAdd(o, "vh"); } catch (UnsupportedOperationException e) { e.printStackTrace(System.out); }
        VarHandle sh = lk.findStaticVarHandle(FinalFields.class, "SF", int.class);
        try { sh.compareAndSet(1, 2); } catch (UnsupportedOperationException e) { e.printStackTrace(System.out); }
        VarHandle bh = MethodHandles.byteArrayViewVarHandle(short[].class, java.nio.ByteOrder.BIG_ENDIAN);
        try { bh.getAndAdd(new byte[4], 0, (short) 1); } catch (UnsupportedOperationException e) { e.printStackTrace(System.out); }
        try { bh.compareAndSet(new byte[4], 0, (short) 1, (short) 2); } catch (UnsupportedOperationException e) { e.printStackTrace(System.out); }
    }
}
