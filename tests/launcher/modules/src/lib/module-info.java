module lib {
    exports com.lib.api;
    opens com.lib.internal to app;
    provides com.lib.api.Greeter with com.lib.internal.GreeterImpl, com.lib.internal.LoudGreeter;
}
