package com.lib.internal;
public class LoudGreeter implements com.lib.api.Greeter {
    public static com.lib.api.Greeter provider() { return new LoudGreeter(); }
    public String greet(String s) { return "HELLO " + s.toUpperCase(); }
}
