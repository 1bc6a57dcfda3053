// premain(String) without an Instrumentation.
public class PremainOneArg { public static void premain(String args) { System.out.println("premain(String) " + args); } }
