// Exceptions: finally semantics (return overriding), nested handlers, custom exceptions, causes, multi-catch, rethrow.
public class Exceptions {
    static class AppException extends Exception {
        final int code;
        AppException(String msg, int code) { super(msg); this.code = code; }
        AppException(String msg, Throwable cause) { super(msg, cause); this.code = -1; }
        @Override public String toString() { return "AppException[" + code + "]: " + getMessage(); }
    }

    static class Unchecked extends RuntimeException {
        Unchecked(String m) { super(m); }
    }

    static class NoMessage extends RuntimeException { }

    static StringBuilder log = new StringBuilder();

    @SuppressWarnings("finally")
    static int finallyOverridesReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static int finallyOverridesThrow() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return 3;
        }
    }

    static int finallyDoesNotChangeReturnedValue() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            log.append("finally saw x=").append(x).append("; ");
        }
    }

    static int[] finallyMutatesReturnedObject() {
        int[] a = {1};
        try {
            return a;
        } finally {
            a[0] = 99;
        }
    }

    @SuppressWarnings("finally")
    static String finallyThrowReplaces() {
        try {
            throw new IllegalStateException("original");
        } finally {
            throw new IllegalArgumentException("from finally");
        }
    }

    static String nested(int mode) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("outer-try ");
            try {
                sb.append("inner-try ");
                if (mode == 1) throw new IllegalArgumentException("m1");
                if (mode == 2) throw new IllegalStateException("m2");
                if (mode == 3) throw new Unchecked("m3");
                if (mode == 4) return sb.append("inner-return ").toString();
                sb.append("inner-end ");
            } catch (IllegalArgumentException e) {
                sb.append("inner-catch(").append(e.getMessage()).append(") ");
                throw new IllegalStateException("from inner catch", e);
            } finally {
                sb.append("inner-finally ");
            }
            sb.append("outer-after-inner ");
        } catch (IllegalStateException e) {
            sb.append("outer-catch(").append(e.getMessage()).append(e.getCause() != null ? " cause=" + e.getCause().getMessage() : "").append(") ");
        } finally {
            sb.append("outer-finally");
        }
        return sb.toString();
    }

    static void thrower(int n) throws AppException {
        if (n < 0) throw new AppException("negative " + n, n);
        if (n == 0) throw new ArithmeticException("zero");
        if (n > 100) throw new AppException("wrapped", new Unchecked("too big: " + n));
    }

    static int loopWithFinally() {
        int count = 0;
        for (int i = 0; i < 10; i++) {
            try {
                if (i % 3 == 0) continue;
                if (i == 8) break;
                count += i;
            } finally {
                count += 100;
            }
        }
        return count;
    }

    static int depth(int n) throws AppException {
        if (n == 0) throw new AppException("bottom", 0);
        try {
            return depth(n - 1);
        } finally {
            log.append(n).append(' ');
        }
    }

    public static void main(String[] args) {
        System.out.println("finallyOverridesReturn=" + finallyOverridesReturn());
        System.out.println("finallyOverridesThrow=" + finallyOverridesThrow());
        System.out.println("finallyDoesNotChangeReturnedValue=" + finallyDoesNotChangeReturnedValue() + " log: " + log);
        System.out.println("finallyMutatesReturnedObject=" + finallyMutatesReturnedObject()[0]);
        try {
            finallyThrowReplaces();
        } catch (RuntimeException e) {
            System.out.println("finallyThrowReplaces: " + e + " suppressed=" + e.getSuppressed().length);
        }
        for (int mode = 0; mode <= 4; mode++) {
            try {
                System.out.println("nested(" + mode + "): " + nested(mode));
            } catch (RuntimeException e) {
                System.out.println("nested(" + mode + ") escaped: " + e);
            }
        }
        for (int n : new int[] {5, -3, 0, 500}) {
            try {
                thrower(n);
                System.out.println("thrower(" + n + ") ok");
            } catch (AppException e) {
                System.out.println("thrower(" + n + "): " + e + " code=" + e.code + " cause=" + e.getCause());
            } catch (RuntimeException e) {
                System.out.println("thrower(" + n + ") runtime: " + e.getClass().getSimpleName() + " " + e.getMessage());
            }
        }
        // multi-catch
        Object[] things = {"str", null, 5, new int[0]};
        for (Object t : things) {
            try {
                String s = (String) t;
                System.out.println("length " + s.length());
            } catch (ClassCastException | NullPointerException e) {
                System.out.println("multi-catch " + e.getClass().getSimpleName());
            }
        }
        System.out.println("loopWithFinally=" + loopWithFinally());
        log.setLength(0);
        try {
            depth(5);
        } catch (AppException e) {
            System.out.println("depth: " + e.getMessage() + " finally order: " + log);
        }
        // exception object details
        RuntimeException r = new RuntimeException();
        System.out.println("no-arg: message=" + r.getMessage() + " toString=" + r + " cause=" + r.getCause());
        System.out.println("NoMessage: " + new NoMessage());
        Exception withCause = new Exception(new IllegalStateException("root"));
        System.out.println("cause ctor: message=" + withCause.getMessage() + " cause=" + withCause.getCause());
        Throwable init = new Throwable("init");
        init.initCause(new Error("err"));
        System.out.println("initCause: " + init.getCause());
        try {
            init.initCause(new Error("again"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getMessage());
        }
        try {
            Throwable self = new Throwable("self");
            self.initCause(self);
        } catch (IllegalArgumentException e) {
            System.out.println("self cause: " + e.getMessage());
        }
        System.out.println("localized: " + new AppException("loc", 1).getLocalizedMessage());
        // rethrow preserves identity
        RuntimeException original = new Unchecked("identity");
        try {
            try {
                throw original;
            } catch (RuntimeException e) {
                throw e;
            }
        } catch (RuntimeException e) {
            System.out.println("rethrown same object: " + (e == original));
        }
        // catching Errors and Throwable
        try {
            throw new AssertionError("custom assertion", null);
        } catch (Error e) {
            System.out.println("caught error: " + e);
        }
        try {
            throw new Throwable("plain throwable");
        } catch (Throwable t) {
            System.out.println("caught throwable: " + t);
        }
        try {
            throw null;
        } catch (NullPointerException e) {
            System.out.println("throw null -> NPE message: " + e.getMessage());
        }
        int result = 0;
        for (int i = -5; i <= 5; i++) {
            try {
                result += 100 / i;
            } catch (ArithmeticException e) {
                result += 1000;
            } finally {
                result++;
            }
        }
        System.out.println("result=" + result);
    }
}
