// A premain that fails: HotSpot aborts the VM.
public class PremainThrows { public static void premain(String a) { throw new IllegalStateException("premain fails"); } }
