public class Y { public long a = 111; public String s = "app-Y"; public String who() { return "app Y " + s; } }
