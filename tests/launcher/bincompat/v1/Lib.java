class ToIface { }
class FieldGone { int f = 1; static int sf = 2; }
class MethGone { void m() {} static void sm() {} }
class BecomesStatic { void m() {} int f; }
class BecomesInstance { static void m() {} static int f; }
class BecomesPrivate { void m() {} int f; static void sm() {} }
class BecomesAbstract { }
interface IfaceM { void m(); }
class ImplM implements IfaceM { public void m() { System.out.println("ImplM.m"); } }
class ParentFinal { }
class ParentToIface { }
interface IfaceToClass { }
class RetChanged { static int m() { return 1; } }
class CircB { }
enum Color { RED, GREEN, BLUE }
sealed class Sealed permits SubS { }
class ParamChanged { static void m(int x) {} }
class CtorGone { CtorGone(int x) {} }
class Outer { private int secret = 42; class In { int peek() { return secret; } } }
interface DefI { default String d() { return "DefI.d"; } }
class StaticToDefault { static String s() { return "static"; } }
abstract class AbsBase { abstract String a(); }
class FieldTypeChanged { static int f = 5; }
class ProtectedM { public void m() { System.out.println("pm"); } }
interface IfaceM2 { }
interface DefA { default String x() { return "A"; } }
interface DefB { }
