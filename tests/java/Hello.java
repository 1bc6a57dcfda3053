// The smallest program: one line of output, exit status 0.
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, world!");
    }
}
