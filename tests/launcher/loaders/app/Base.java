public abstract class Base { public abstract Y make(); }
