public class X implements Api { public Y get() { return new Y(); } public void put(Y y) { System.out.println("X.put got " + y.who()); } }
