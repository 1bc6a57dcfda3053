// race: LambdaBox$Box.v
/** Lambdas capture the same local object and both update its field. */
public class LambdaBox {
    static class Box {
        int v;
    }

    public static void main(String[] args) throws Exception {
        Box box = new Box();
        Runnable inc = () -> box.v++;
        Thread a = new Thread(inc), b = new Thread(inc);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
