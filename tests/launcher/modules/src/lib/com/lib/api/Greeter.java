package com.lib.api;
public interface Greeter {
    String greet(String s);
    static void fail() { throw new IllegalStateException("from lib"); }
}
