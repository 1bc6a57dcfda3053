package com.plug;
public class PlugGreeter implements com.lib.api.Greeter {
    public String greet(String s) { return "plug " + s + " from " + getClass().getModule() + " loader " + getClass().getClassLoader().getName(); }
}
