// A class on the class path (the unnamed module), which module acc uses.
package plain;
public class Plain { public static String hi() { return "Plain.hi in " + Plain.class.getModule().isNamed(); } }
