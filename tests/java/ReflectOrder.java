// getDeclaredMethods, getMethods and getDeclaredConstructors list members in
// HotSpot's order (by the address of the name's symbol, sorted with its own
// quicksort), which programs print without sorting; fields keep the class
// file's order.
import java.lang.reflect.*;
import java.util.*;
public class ReflectOrder {
  record Point(int x, int y) { Point { } static Point origin() { return new Point(0,0); } double dist() { return 0; } }
  enum Op { PLUS, MINUS; int apply(int a, int b) { return 0; } }
  interface Shape { double area(); double perimeter(); default String describe() { return ""; } }
  static abstract class Base implements Shape { public abstract double area(); public String toString() { return ""; } protected void helper() {} }
  static class Circle extends Base { double r; public Circle(double r) {} public Circle() {} public double area() { return 0; } public double perimeter() { return 0; } public void scale(double f) {} public void scale(int f) {} public void scale(double f, double g) {} public static Circle unit() { return null; } }
  static class Account { private double balance; private final String id; private List<String> log = new ArrayList<>();
    Account(String id) { this.id = id; } public synchronized void deposit(double amt) { balance += amt; log.add("d"); } public synchronized boolean withdraw(double amt) { return false; } public double getBalance() { return balance; } public String getId() { return id; } @Override public String toString() { return id; } @Override public boolean equals(Object o) { return false; } @Override public int hashCode() { return 1; } }
  public static void main(String[] args) throws Exception {
    Runnable r = () -> System.out.print(""); r.run();
    java.util.function.Function<Integer,Integer> f = x -> x + 1;
    for (Class<?> c : new Class<?>[]{Point.class, Op.class, Shape.class, Base.class, Circle.class, Account.class, ReflectOrder.class, ReflectOrderPojo.class, java.util.ArrayList.class, Thread.class}) {
      System.out.println("== " + c.getSimpleName());
      for (Method m : c.getDeclaredMethods()) System.out.println("  d " + m);
      for (Method m : c.getMethods()) System.out.println("  m " + m);
      for (Constructor<?> k : c.getDeclaredConstructors()) System.out.println("  c " + k);
      for (Field fl : c.getDeclaredFields()) System.out.println("  f " + fl);
    }
  }
  static void helperA() {} static int helperB(int x) { return x; } static int helperB(long x) { return 0; } static int helperB(String s) { return 0; }
}

class ReflectOrderPojo {
    private int zeta; public String alpha; protected long mid; static int sfield;
    public ReflectOrderPojo() {}
    public ReflectOrderPojo(int z) { zeta = z; }
    private ReflectOrderPojo(String s, int z) {}
    public int getZeta() { return zeta; }
    public void setZeta(int z) { zeta = z; }
    public String getAlpha() { return alpha; }
    void pkg() {}
    private static void priv() {}
    public String toString() { return "P"; }
    public void apple() {}
    public void banana() {}
    public void cherry(int x) {}
    public void zebra() {} public void run() {} public void main() {} public int get() { return 0; } public void set(int x) {} public int size() { return 0; }
    public void add(Object o) {} public void close() {} public void apply() {} public void accept() {} public void test() {} public void call() {}
    public void length() {} public void name() {} public void value() {} public void valueOf() {} public void values() {} public String getName() { return ""; }
    public void process() {} public void execute() {} public void start() {} public void stop() {} public void init() {}
    public void update() {} public void clear() {} public void isEmpty() {} public void contains() {} public void remove() {} public void put() {}
    public void area() {} public void speak() {} public void compute() {} public void display() {} public void show() {} public void print() {} public void calculate() {}
}
