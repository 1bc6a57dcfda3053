class ChildOfFinal extends ParentFinal { }
class ChildOfParentToIface extends ParentToIface { }
class ImplOfIfaceToClass implements IfaceToClass { }
class CircA extends CircB { }
final class SubS extends Sealed { }
class UsesDef implements DefI { }
class ConcreteSub extends AbsBase { String a() { return "concrete"; } }
class ImplNoM implements IfaceM2 { }
class ImplBoth implements DefA, DefB { }
