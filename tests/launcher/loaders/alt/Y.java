public class Y { public String s = "alt-Y"; public int[] arr = {1,2,3}; public String who() { return "alt Y " + s; } }
