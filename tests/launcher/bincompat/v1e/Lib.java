interface I { default String m() { return "I.m"; } }
interface J extends I { default String m() { return "J.m"; } }
interface K extends I { }
class A { public String m() { return "A.m"; } }
class B extends A implements I { }
class SA { public String m() { return "SA.m"; } }
class SB extends SA implements I { }
class PA { public String m() { return "PA.m"; } }
class PB extends PA implements I { }
interface Abs { String m(); }
class AA { public String m() { return "AA.m"; } }
class AB extends AA implements Abs { }
interface D1 { default String m() { return "D1.m"; } }
interface D2 { }
class DC implements D1, D2 { }
class Pr { public String m() { return "Pr.m"; } }
class PrB extends Pr implements J { }
