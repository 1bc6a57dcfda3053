// The main class of module app for tests/launcher (section 7): what a
// modular program sees of its modules, run on java and on rivet.
package com.example;

import java.lang.invoke.MethodHandles;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.*;
import java.util.*;
import java.util.stream.*;
import com.lib.api.Greeter;

public class Main {
    static <T> String sorted(Collection<T> c) {
        return c.stream().map(Object::toString).sorted().collect(Collectors.joining(", ", "[", "]"));
    }
    static void describe(Module m) {
        ModuleDescriptor d = m.getDescriptor();
        System.out.println(m.getName() + " named=" + m.isNamed() + " open=" + (d != null && d.isOpen())
                + " automatic=" + (d != null && d.isAutomatic()) + " packages=" + sorted(m.getPackages()));
        if (d == null) return;
        System.out.println("  requires " + sorted(d.requires().stream().map(r -> r.name() + sorted(r.modifiers())).toList()));
        if (d.name().startsWith("java.")) { System.out.println("  exports " + d.exports().size() + " opens " + d.opens().size()); return; }
        System.out.println("  exports " + sorted(d.exports().stream().map(e -> e.source() + sorted(e.targets())).toList())
                + " opens " + sorted(d.opens().stream().map(e -> e.source() + sorted(e.targets())).toList()));
        System.out.println("  uses " + sorted(d.uses()) + " provides " + sorted(d.provides()));
        System.out.println("  main " + d.mainClass() + " version " + d.version());
    }
    static void attempt(String what, Callable c) {
        try { System.out.println(what + ": " + c.call()); }
        catch (Throwable e) { System.out.println(what + ": " + e); }
    }
    interface Callable { Object call() throws Throwable; }

    public static void main(String[] args) throws Throwable {
        System.out.println("args " + Arrays.toString(args));
        System.out.println("jdk.module.main=" + System.getProperty("jdk.module.main")
                + " jdk.module.path=" + System.getProperty("jdk.module.path")
                + " java.class.path=" + System.getProperty("java.class.path")
                + " sun.java.command=" + System.getProperty("sun.java.command"));
        Module app = Main.class.getModule(), lib = Greeter.class.getModule();
        describe(app);
        describe(lib);
        describe(String.class.getModule());
        System.out.println("layer " + sorted(ModuleLayer.boot().modules().stream().map(Module::getName)
                .filter(n -> !n.startsWith("java.") && !n.startsWith("jdk.")).toList()));
        System.out.println("java.sql in layer: " + ModuleLayer.boot().findModule("java.sql").isPresent()
                + ", java.desktop: " + ModuleLayer.boot().findModule("java.desktop").isPresent());
        System.out.println("loaders " + Main.class.getClassLoader().getName() + " " + Greeter.class.getClassLoader().getName()
                + " " + java.sql.Connection.class.getClassLoader().getName() + " " + String.class.getClassLoader());
        System.out.println("reads " + app.canRead(lib) + " " + lib.canRead(app) + " exported "
                + lib.isExported("com.lib.api") + " " + lib.isExported("com.lib.internal", app)
                + " open " + lib.isOpen("com.lib.internal", app) + " " + lib.isOpen("com.lib.internal")
                + " " + lib.isOpen("com.lib.hidden", app) + " " + lib.isExported("com.lib.hidden", app));
        System.out.println("package " + Greeter.class.getPackage().getName() + " " + Greeter.class.getPackageName());
        System.out.println("unnamed " + Main.class.getClassLoader().getUnnamedModule().isNamed()
                + " " + Main.class.getClassLoader().getUnnamedModule().getName());

        for (Greeter g : ServiceLoader.load(Greeter.class))
            System.out.println("service " + g.greet("x") + " " + g.getClass().getName() + " in " + g.getClass().getModule());
        System.out.println("providers " + ServiceLoader.load(Greeter.class).stream()
                .map(p -> p.type().getName()).toList());

        attempt("resource", () -> new String(lib.getResourceAsStream("res.txt").readAllBytes()).trim());
        attempt("encapsulated resource", () -> lib.getResourceAsStream("com/lib/hidden/Hidden.class") != null);
        System.out.println("forName(Module) " + Class.forName(lib, "com.lib.hidden.Hidden") + " "
                + Class.forName(lib, "com.lib.nope.X"));

        Class<?> gi = Class.forName("com.lib.internal.GreeterImpl");
        attempt("opened field", () -> { Field f = gi.getDeclaredField("secret"); f.setAccessible(true);
            return f.get(gi.getConstructor().newInstance()); });
        Class<?> h = Class.forName("com.lib.hidden.Hidden");
        attempt("not exported, invoke", () -> h.getMethod("h").invoke(null));
        attempt("not exported, newInstance", () -> h.getConstructor().newInstance().getClass());
        attempt("not opened, setAccessible", () -> { Field x = h.getDeclaredField("x"); x.setAccessible(true); return x.get(null); });
        attempt("trySetAccessible", () -> h.getDeclaredField("x").trySetAccessible());
        attempt("java.base not opened", () -> { Field x = String.class.getDeclaredField("value"); x.setAccessible(true); return x; });
        attempt("java.base internal class", () -> Class.forName("jdk.internal.misc.Unsafe").getMethod("getUnsafe").invoke(null).getClass());
        attempt("privateLookupIn not opened", () -> MethodHandles.privateLookupIn(h, MethodHandles.lookup()));
        attempt("privateLookupIn opened", () -> MethodHandles.privateLookupIn(gi, MethodHandles.lookup()).lookupClass());
        attempt("lookup findStatic not exported", () -> MethodHandles.lookup().findStatic(h, "h",
                java.lang.invoke.MethodType.methodType(String.class)));
        attempt("publicLookup not exported", () -> MethodHandles.publicLookup().findStatic(h, "h",
                java.lang.invoke.MethodType.methodType(String.class)));
        attempt("addOpens from app", () -> { app.addOpens("com.example", lib); return app.isOpen("com.example", lib); });
        attempt("addOpens for lib", () -> { lib.addOpens("com.lib.hidden", app); return "no error"; });
        attempt("duplicate definition", () -> MethodHandles.lookup().defineClass(
                Main.class.getResourceAsStream("Main.class").readAllBytes()));
        attempt("auto", () -> Class.forName("auto.Auto").getModule().getDescriptor());

        StackTraceElement[] st = new Throwable().getStackTrace();
        System.out.println("frame " + st[0] + " module " + st[0].getModuleName() + " loader " + st[0].getClassLoaderName());
        try { Greeter.fail(); } catch (IllegalStateException e) {
            for (StackTraceElement el : e.getStackTrace()) System.out.println("  at " + el);
        }
        if (args.length > 1 && args[0].equals("layer")) {
            var finder = java.lang.module.ModuleFinder.of(java.nio.file.Path.of(args[1]));
            var parent = ModuleLayer.boot();
            var cf = parent.configuration().resolveAndBind(finder, java.lang.module.ModuleFinder.of(), Set.of("plug"));
            var layer = parent.defineModulesWithOneLoader(cf, ClassLoader.getSystemClassLoader());
            System.out.println("layer modules " + sorted(layer.modules()));
            Class<?> pc = layer.findLoader("plug").loadClass("com.plug.PlugGreeter");
            System.out.println(pc.getModule() + " " + pc.getModule().getLayer().equals(layer) + " " + pc.getModule().getDescriptor().exports());
            for (Greeter g : ServiceLoader.load(layer, Greeter.class)) System.out.println("layer service " + g.greet("y"));
            attempt("plug reads lib", () -> pc.getModule().canRead(lib));
        }
        if (args.length > 0 && args[0].equals("throw")) Greeter.fail();
    }
}
