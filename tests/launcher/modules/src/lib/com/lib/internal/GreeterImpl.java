package com.lib.internal;
public class GreeterImpl implements com.lib.api.Greeter {
    private String secret = "s3";
    public String greet(String s) { return "hello " + s; }
}
