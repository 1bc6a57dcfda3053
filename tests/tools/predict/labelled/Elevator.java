// race: Elevator$Car.floor
/** An elevator car moves under its own lock; the lobby display reads the
 *  floor through an unsynchronized getter. */
public class Elevator {
    static class Car {
        private int floor;

        synchronized void moveTo(int f) {
            floor = f;
        }

        int floor() {
            return floor;
        }
    }

    public static void main(String[] args) throws Exception {
        Car car = new Car();
        int[] shown = new int[1];
        Thread motor = new Thread(() -> {
            for (int f = 1; f <= 5; f++)
                car.moveTo(f);
        });
        Thread display = new Thread(() -> {
            for (int i = 0; i < 3; i++)
                shown[0] = Math.max(shown[0], car.floor());
        });
        motor.start();
        display.start();
        motor.join();
        display.join();
        System.out.println("done");
    }
}
