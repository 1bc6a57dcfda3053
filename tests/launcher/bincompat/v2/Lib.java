interface ToIface { }
class FieldGone { }
class MethGone { }
class BecomesStatic { static void m() {} static int f; }
class BecomesInstance { void m() {} int f; }
class BecomesPrivate { private void m() {} private int f; private static void sm() {} }
abstract class BecomesAbstract { }
interface IfaceM { void m(); }
class ImplM implements IfaceM { public void m() { System.out.println("ImplM.m"); } }
final class ParentFinal { }
interface ParentToIface { }
class IfaceToClass { }
class RetChanged { static long m() { return 1; } }
class CircB extends CircA { }
enum Color { GREEN, BLUE, PURPLE }
sealed class Sealed permits Other { }
final class Other extends Sealed { }
class ParamChanged { static void m(long x) {} }
class CtorGone { }
class Outer { private int secret = 42; }
interface DefI { }
class StaticToDefault { String s() { return "inst"; } }
abstract class AbsBase { abstract String a(); }
class FieldTypeChanged { static long f = 5; }
class ProtectedM { protected void m() { System.out.println("pm"); } }
interface IfaceM2 { void m(); }
interface DefA { default String x() { return "A"; } }
interface DefB { default String x() { return "B"; } }
