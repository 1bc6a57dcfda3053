public class XB extends Base { public Y make() { return new Y(); } }
