module app { requires lib; requires java.sql; uses com.lib.api.Greeter; }
