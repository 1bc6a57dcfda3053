interface I { default String m() { return "I.m"; } }
interface J extends I { default String m() { return "J.m"; } }
interface K extends I { }
class A { }
class SA { public static String m() { return "SA.m static"; } }
class PA { private String m() { return "PA.m private"; } }
interface Abs { String m(); }
class AA { }
interface D1 { default String m() { return "D1.m"; } }
interface D2 extends D1 { abstract String m(); }
class Pr { protected String m() { return "Pr.m protected"; } }
