/** Method calls: recursive fib, virtual and interface dispatch, static calls. */
public class Calls {
    interface Shape { int area(); }
    static final class Sq implements Shape { final int s; Sq(int s) { this.s = s; } public int area() { return s * s; } }
    static final class Rect implements Shape { final int w, h; Rect(int w, int h) { this.w = w; this.h = h; } public int area() { return w * h; } }
    static abstract class Animal { abstract int legs(); }
    static class Dog extends Animal { int legs() { return 4; } }
    static class Bird extends Animal { int legs() { return 2; } }

    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    static int add(int a, int b) { return a + b; }

    public static void main(String[] args) {
        long sum = fib(30);
        Shape[] shapes = { new Sq(3), new Rect(2, 5), new Sq(7) };
        Animal[] animals = { new Dog(), new Bird() };
        for (int i = 0; i < 3_000_000; i++) {
            sum += shapes[i % 3].area();
            sum += animals[i & 1].legs();
            sum = add((int) sum, i) & 0xffffff;
        }
        System.out.println(sum);
    }
}
