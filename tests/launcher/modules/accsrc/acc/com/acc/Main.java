package com.acc;

import java.util.function.Supplier;

// Module access at link time from a named module: acc is compiled as if it read the
// unnamed module and java.net.http and could see lib's and java.base's concealed
// packages; run without those options each reference fails with HotSpot's
// IllegalAccessError (unnamed modules' identity hashes masked), again on a second
// try; with --add-reads, --add-exports and --add-opens each works.
public class Main {
    static String mask(Throwable t) {
        return t.getClass().getName() + ": " + String.valueOf(t.getMessage()).replaceAll("@0x[0-9a-f]+", "@0xHASH");
    }

    static void attempt(String what, Supplier<Object> s) {
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(what + ": " + s.get());
            } catch (IllegalAccessError e) {
                System.out.println(what + ": " + mask(e));
            }
        }
    }

    static Object hidden() { return com.lib.hidden.Hidden.h(); }
    static Object openToApp() { return new com.lib.internal.GreeterImpl().greet("acc"); }
    static Object exported() { com.lib.api.Greeter g = s -> "lambda " + s; return g.greet("acc"); }
    static Object plain() { return plain.Plain.hi(); }
    static Object http() { return java.net.http.HttpClient.Version.HTTP_2; }
    static Object misc() { return jdk.internal.misc.VM.isBooted(); }
    static Object miscArray() { return new jdk.internal.misc.VM[1].length; }

    public static void main(String[] args) {
        attempt("not exported", Main::hidden);
        attempt("opened to another module", Main::openToApp);
        attempt("exported", Main::exported);
        attempt("unnamed module not read", Main::plain);
        attempt("module not read", Main::http);
        attempt("java.base not exported", Main::misc);
        attempt("array of a class not exported", Main::miscArray);
        attempt("reads the class path", () -> Main.class.getModule().canRead(plain.Plain.class.getModule()));
    }
}
