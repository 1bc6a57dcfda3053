module plug { requires lib; exports com.plug; provides com.lib.api.Greeter with com.plug.PlugGreeter; }
