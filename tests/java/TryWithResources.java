// try-with-resources: close order, suppressed exceptions, null resources, exceptions from close.
public class TryWithResources {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;
        Res(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            System.out.println("  open " + name);
        }
        Res(String name) { this(name, false); }
        void use(boolean fail) {
            System.out.println("  use " + name);
            if (fail) throw new IllegalStateException("use failed: " + name);
        }
        @Override public void close() {
            System.out.println("  close " + name);
            if (failOnClose) throw new IllegalArgumentException("close failed: " + name);
        }
    }

    static class FailingOpen implements AutoCloseable {
        FailingOpen() { throw new UnsupportedOperationException("cannot open"); }
        public void close() { System.out.println("  never closed"); }
    }

    static void report(Throwable t) {
        System.out.println("  caught " + t);
        for (Throwable s : t.getSuppressed()) System.out.println("    suppressed " + s);
        if (t.getCause() != null) System.out.println("    cause " + t.getCause());
    }

    public static void main(String[] args) throws Exception {
        System.out.println("1. normal:");
        try (Res a = new Res("a"); Res b = new Res("b")) {
            a.use(false);
            b.use(false);
        }
        System.out.println("2. body throws, close ok:");
        try (Res a = new Res("a"); Res b = new Res("b")) {
            b.use(true);
        } catch (IllegalStateException e) {
            report(e);
        } finally {
            System.out.println("  finally runs after closes");
        }
        System.out.println("3. body throws, both closes throw:");
        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            a.use(true);
        } catch (Exception e) {
            report(e);
            System.out.println("  suppressed count " + e.getSuppressed().length);
        }
        System.out.println("4. only close throws:");
        try (Res a = new Res("a", true); Res b = new Res("b")) {
            b.use(false);
        } catch (IllegalArgumentException e) {
            report(e);
        }
        System.out.println("5. two closes throw, body ok:");
        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            System.out.println("  body");
        } catch (IllegalArgumentException e) {
            report(e);
        }
        System.out.println("6. null resource:");
        try (Res n = null) {
            System.out.println("  body with null resource " + n);
        }
        System.out.println("7. second resource fails to open:");
        try (Res a = new Res("a"); FailingOpen f = new FailingOpen()) {
            System.out.println("  body never runs");
        } catch (UnsupportedOperationException e) {
            report(e);
        }
        System.out.println("8. existing variable as resource (Java 9):");
        Res pre = new Res("pre");
        try (pre) {
            pre.use(false);
        }
        System.out.println("9. nested:");
        try (Res outer = new Res("outer", true)) {
            try (Res inner = new Res("inner", true)) {
                inner.use(true);
            }
        } catch (RuntimeException e) {
            report(e);
            for (Throwable s : e.getSuppressed()) {
                for (Throwable s2 : s.getSuppressed()) System.out.println("    nested suppressed " + s2);
            }
        }
        System.out.println("10. manual addSuppressed:");
        Exception main = new Exception("main");
        main.addSuppressed(new RuntimeException("s1"));
        main.addSuppressed(new Error("s2"));
        report(main);
        try {
            main.addSuppressed(main);
        } catch (IllegalArgumentException e) {
            System.out.println("  self-suppression: " + e.getMessage());
        }
        try {
            main.addSuppressed(null);
        } catch (NullPointerException e) {
            System.out.println("  null suppression: " + e.getMessage());
        }
        Throwable noSuppress = new Throwable("nosup", null, false, false) { };
        noSuppress.addSuppressed(new RuntimeException("ignored"));
        System.out.println("  disabled suppression count " + noSuppress.getSuppressed().length);
        System.out.println("11. lambda AutoCloseable:");
        try (AutoCloseable ac = () -> System.out.println("  lambda close")) {
            System.out.println("  lambda body");
        }
        System.out.println("12. return from body still closes:");
        System.out.println("  returned " + returns());
    }

    static String returns() {
        try (Res r = new Res("ret")) {
            return "value from body";
        } finally {
            System.out.println("  finally after close");
        }
    }
}
