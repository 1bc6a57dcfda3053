// Module layers at run time: two modules compiled with javax.tools into a temporary directory, resolved into a
// new layer (one loader and one loader per module), their classes run, access across module boundaries checked,
// services found through the layer, and Module API queries answered.
import javax.tools.*;
import java.io.*;
import java.lang.module.*;
import java.lang.reflect.*;
import java.nio.file.*;
import java.util.*;
import java.util.function.Supplier;

public class ModuleLayersDynamic {
    static void write(Path p, String s) throws IOException { Files.createDirectories(p.getParent()); Files.writeString(p, s); }

    public static void main(String[] args) throws Exception {
        Path root = Files.createTempDirectory("layers");
        try { run(root); } finally {
            try (var s = Files.walk(root)) { s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
        }
    }

    static void run(Path root) throws Exception {
        Path src = root.resolve("src"), out = root.resolve("out");
        write(src.resolve("m.api/module-info.java"), "module m.api { exports api; uses api.Greeter; }");
        write(src.resolve("m.api/api/Greeter.java"), "package api; public interface Greeter extends java.util.function.Supplier<String> { static String who() { return \"api\"; } }");
        write(src.resolve("m.api/api/internal/Hidden.java"), "package api.internal; public class Hidden { public static String secret() { return \"hidden\"; } }");
        write(src.resolve("m.impl/module-info.java"), "module m.impl { requires transitive m.api; exports impl to m.api; opens impl.open; provides api.Greeter with impl.EnglishGreeter, impl.open.FrenchGreeter; }");
        write(src.resolve("m.impl/impl/EnglishGreeter.java"), "package impl; public class EnglishGreeter implements api.Greeter { public String get() { return \"hello from \" + getClass().getModule().getName() + \" via \" + api.Greeter.who(); } }");
        write(src.resolve("m.impl/impl/open/FrenchGreeter.java"), "package impl.open; public class FrenchGreeter implements api.Greeter { private String word = \"bonjour\"; public String get() { return word; } }");
        write(src.resolve("m.impl/impl/open/Util.java"), "package impl.open; public class Util { public static String layerInfo() { return String.valueOf(Util.class.getModule().getLayer() != null) + \" \" + Util.class.getModule().getDescriptor().name(); } private static int priv() { return 7; } }");
        JavaCompiler jc = ToolProvider.getSystemJavaCompiler();
        List<String> files = new ArrayList<>();
        try (var s = Files.walk(src)) { s.filter(p -> p.toString().endsWith(".java")).sorted().forEach(p -> files.add(p.toString())); }
        List<String> opts = new ArrayList<>(List.of("-d", out.toString(), "--module-source-path", src.toString(), "-proc:none"));
        opts.addAll(files);
        StringWriter errs = new StringWriter();
        int rc = jc.run(null, null, new PrintStream(new OutputStream() { public void write(int b) { errs.write(b); } }), opts.toArray(new String[0]));
        System.out.println("javac rc " + rc + " " + errs);

        ModuleFinder finder = ModuleFinder.of(out.resolve("m.api"), out.resolve("m.impl"));
        List<String> found = new ArrayList<>();
        for (ModuleReference r : finder.findAll()) found.add(r.descriptor().toNameAndVersion() + " " + r.descriptor().isAutomatic() + " " + new TreeSet<>(r.descriptor().packages()));
        Collections.sort(found);
        System.out.println("found " + found);
        ModuleDescriptor impl = finder.find("m.impl").get().descriptor();
        System.out.println("impl requires " + new TreeSet<>(impl.requires().stream().map(Object::toString).toList()) + " exports " + impl.exports() + " opens " + impl.opens()
            + " provides " + impl.provides());

        ModuleLayer boot = ModuleLayer.boot();
        Configuration cf = boot.configuration().resolveAndBind(finder, ModuleFinder.of(), Set.of("m.impl"));
        List<String> resolved = new ArrayList<>();
        for (ResolvedModule rm : cf.modules()) resolved.add(rm.name() + "->" + new TreeSet<>(rm.reads().stream().map(ResolvedModule::name).filter(n -> n.startsWith("m.")).toList()));
        Collections.sort(resolved);
        System.out.println("resolved " + resolved + " parents " + cf.parents().size());

        for (int variant = 0; variant < 2; variant++) {
            ModuleLayer layer = variant == 0 ? boot.defineModulesWithOneLoader(cf, ClassLoader.getSystemClassLoader())
                                             : boot.defineModulesWithManyLoaders(cf, ClassLoader.getSystemClassLoader());
            Module api = layer.findModule("m.api").get(), im = layer.findModule("m.impl").get();
            ClassLoader la = layer.findLoader("m.api"), li = layer.findLoader("m.impl");
            System.out.println("variant " + variant + " same loader " + (la == li) + " modules " + new TreeSet<>(layer.modules().stream().map(Module::getName).toList())
                + " named " + api.isNamed() + " parents " + layer.parents().size());
            Class<?> util = li.loadClass("impl.open.Util");
            System.out.println("  util " + util.getMethod("layerInfo").invoke(null) + " module " + util.getModule().getName() + " loader is layer's " + (util.getClassLoader() == li));
            System.out.println("  exports impl to api " + im.isExported("impl", api) + " to unnamed " + im.isExported("impl") + " open impl.open " + im.isOpen("impl.open") + " api exports api " + api.isExported("api")
                + " api.internal " + api.isExported("api.internal") + " reads " + im.canRead(api) + " " + api.canRead(im) + " packages " + new TreeSet<>(im.getPackages()));
            Method pm = util.getDeclaredMethod("priv");
            pm.setAccessible(true);
            System.out.println("  private in open package " + pm.invoke(null));
            Class<?> eg = li.loadClass("impl.EnglishGreeter");
            try { eg.getDeclaredConstructor().newInstance(); System.out.println("  not exported but constructed?"); }
            catch (IllegalAccessException e) { System.out.println("  IAE " + e.getMessage().replaceAll("@[0-9a-f]+", "@H")); }
            try { eg.getDeclaredConstructor().setAccessible(true); System.out.println("  setAccessible worked?"); }
            catch (InaccessibleObjectException e) { System.out.println("  inaccessible " + e.getMessage().replaceAll("@[0-9a-f]+", "@H")); }
            Class<?> fr = li.loadClass("impl.open.FrenchGreeter");
            Field w = fr.getDeclaredField("word");
            w.setAccessible(true);
            Object g = fr.getDeclaredConstructor().newInstance();
            System.out.println("  open field " + w.get(g) + " get " + ((Supplier<?>) g).get());
            try {
                Class<?> hidden = la.loadClass("api.internal.Hidden");
                System.out.println("  hidden " + hidden.getMethod("secret").invoke(null));
            } catch (IllegalAccessException e) { System.out.println("  hidden IAE " + e.getMessage().replaceAll("@[0-9a-f]+", "@H")); }
            Class<?> greeter = la.loadClass("api.Greeter");
            List<String> greetings = new ArrayList<>();
            for (Object o : ServiceLoader.load(layer, greeter)) greetings.add(((Supplier<?>) o).get().toString());
            Collections.sort(greetings);
            System.out.println("  services " + greetings);
            List<String> types = new ArrayList<>();
            ServiceLoader.load(layer, greeter).stream().forEach(p -> types.add(p.type().getName()));
            Collections.sort(types);
            System.out.println("  provider types " + types);
            System.out.println("  resource " + (li.getResource("impl/EnglishGreeter.class") != null) + " module resource " + (im.getResourceAsStream("impl/EnglishGreeter.class") != null)
                + " Class.forName(module) " + Class.forName(im, "impl.EnglishGreeter").getSimpleName() + " " + (li.getResource("impl/open/Util.class") != null) + " missing " + Class.forName(im, "impl.Nope"));
            Module unnamed = ModuleLayersDynamic.class.getModule();
            unnamed.addReads(im);
            System.out.println("  unnamed reads all " + unnamed.canRead(im) + " im reads unnamed " + im.canRead(unnamed) + " descriptor of unnamed " + unnamed.getDescriptor());
        }
        try { boot.configuration().resolve(ModuleFinder.of(out.resolve("m.impl")), ModuleFinder.of(), Set.of("m.impl")); }
        catch (FindException e) { System.out.println("missing dependency: " + e.getMessage()); }
        try { boot.configuration().resolve(finder, ModuleFinder.of(), Set.of("m.nothere")); }
        catch (FindException e) { System.out.println("missing root: " + e.getMessage()); }
        ModuleDescriptor built = ModuleDescriptor.newModule("x.y").requires("java.sql").exports("x.y.p").packages(Set.of("x.y.p", "x.y.q")).version("1.2").mainClass("x.y.p.Main").build();
        // (toString would show the requires in HashSet order, which hangs on the identity hashes of Requires.Modifier constants)
        System.out.println("built " + built.name() + " " + new TreeSet<>(built.requires()) + " " + built.exports() + " " + built.toNameAndVersion() + " main " + built.mainClass().get() + " compare " + built.compareTo(impl));
    }
}
