/** Start-up: the whole cost of booting the class library and printing a line. */
public class Hello {
    public static void main(String[] args) { System.out.println("Hello, world!"); }
}
