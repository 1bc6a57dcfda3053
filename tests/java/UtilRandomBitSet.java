import java.util.*;
import java.util.stream.*;

// Seeded java.util.Random (all next* methods and streams), SplittableRandom with a seed, and BitSet operations.
public class UtilRandomBitSet {
    static void tryIt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Random r = new Random(12345L);
        StringBuilder sb = new StringBuilder("nextInt:");
        for (int i = 0; i < 6; i++) sb.append(' ').append(r.nextInt());
        System.out.println(sb);
        sb.setLength(0);
        sb.append("nextInt(bound):");
        for (int bound : new int[]{1, 2, 7, 10, 100, 1 << 20, Integer.MAX_VALUE, 1000000007}) sb.append(' ').append(r.nextInt(bound));
        System.out.println(sb);
        System.out.println("nextLong " + r.nextLong() + " " + r.nextLong() + " nextBoolean " + r.nextBoolean() + " " + r.nextBoolean());
        System.out.println("nextDouble " + r.nextDouble() + " " + r.nextDouble() + " nextFloat " + r.nextFloat() + " " + r.nextFloat());
        System.out.println("nextGaussian " + r.nextGaussian() + " " + r.nextGaussian() + " " + r.nextGaussian());
        byte[] bytes = new byte[11];
        r.nextBytes(bytes);
        System.out.println("nextBytes " + Arrays.toString(bytes));
        System.out.println("ints " + Arrays.toString(new Random(1).ints(8, 0, 50).toArray()));
        System.out.println("longs " + Arrays.toString(new Random(2).longs(3, -1000L, 1000L).toArray()));
        System.out.println("doubles " + Arrays.toString(new Random(3).doubles(3).toArray()));
        System.out.println("ints unbounded limit " + new Random(4).ints().limit(3).boxed().toList());
        System.out.println("nextInt(origin,bound) " + new Random(5).nextInt(-10, 10) + " nextLong(bound) " + new Random(5).nextLong(1L << 40) + " nextDouble(1,2) " + new Random(5).nextDouble(1.0, 2.0));
        Random re = new Random(99);
        int a = re.nextInt();
        re.setSeed(99);
        System.out.println("setSeed repeats " + (a == re.nextInt()));
        int[] hist = new int[5];
        Random hr = new Random(2024);
        for (int i = 0; i < 5000; i++) hist[hr.nextInt(5)]++;
        System.out.println("histogram " + Arrays.toString(hist));
        tryIt("nextInt(0)", () -> new Random(1).nextInt(0));
        tryIt("nextInt(-5)", () -> new Random(1).nextInt(-5));
        tryIt("ints bad range", () -> new Random(1).ints(5, 10, 10));
        tryIt("nextInt(5,5)", () -> new Random(1).nextInt(5, 5));

        SplittableRandom sr = new SplittableRandom(777L);
        System.out.println("splittable nextInt " + sr.nextInt() + " " + sr.nextInt(100) + " " + sr.nextInt(-5, 5) + " nextLong " + sr.nextLong() + " " + sr.nextLong(1000)
            + " nextDouble " + sr.nextDouble() + " " + sr.nextDouble(10.0) + " nextBoolean " + sr.nextBoolean());
        SplittableRandom child = sr.split();
        System.out.println("split child " + child.nextInt() + " parent " + sr.nextInt() + " child ints " + Arrays.toString(child.ints(5, 0, 10).toArray()));
        System.out.println("splittable stream sum " + new SplittableRandom(1).ints(1000, 0, 100).sum() + " parallel (values depend on the split order; only count/range) " + new SplittableRandom(1).ints(1000, 0, 100).parallel().count()
            + " " + new SplittableRandom(1).ints(1000, 0, 100).parallel().allMatch(x -> x >= 0 && x < 100));
        tryIt("splittable bad bound", () -> new SplittableRandom(1).nextInt(0));

        BitSet bs = new BitSet();
        for (int i = 0; i < 100; i += 3) bs.set(i);
        bs.set(200, 205);
        bs.clear(9);
        bs.flip(0, 4);
        System.out.println("bs " + bs + " cardinality " + bs.cardinality() + " length " + bs.length() + " size>=length " + (bs.size() >= bs.length())
            + " get(6) " + bs.get(6) + " get(9) " + bs.get(9));
        System.out.println("nextSetBit(50) " + bs.nextSetBit(50) + " nextClearBit(200) " + bs.nextClearBit(200) + " previousSetBit(199) " + bs.previousSetBit(199)
            + " previousClearBit(204) " + bs.previousClearBit(204) + " nextSetBit(206) " + bs.nextSetBit(206));
        BitSet evens = new BitSet();
        for (int i = 0; i < 30; i += 2) evens.set(i);
        BitSet and = (BitSet) bs.clone(); and.and(evens);
        BitSet or = (BitSet) bs.clone(); or.or(evens);
        BitSet xor = (BitSet) bs.clone(); xor.xor(evens);
        BitSet andNot = (BitSet) bs.clone(); andNot.andNot(evens);
        System.out.println("and " + and + "\nor " + or.get(0, 30) + "\nxor " + xor.get(0, 30) + "\nandNot " + andNot.get(0, 40) + " intersects " + bs.intersects(evens));
        System.out.println("toLongArray " + Arrays.toString(bs.toLongArray()) + " toByteArray len " + bs.toByteArray().length + " valueOf " + BitSet.valueOf(new long[]{0b1011L, 1L})
            + " stream " + evens.stream().limit(5).boxed().toList() + " equals clone " + bs.equals(bs.clone()) + " hash " + bs.hashCode());
        BitSet big = new BitSet();
        big.set(1000);
        big.set(64);
        System.out.println("big " + big + " length " + big.length() + " valueOf bytes " + BitSet.valueOf(new byte[]{(byte) 0x81, 0x02}));
        tryIt("set(-1)", () -> new BitSet().set(-1));
        tryIt("new BitSet(-1)", () -> new BitSet(-1));
        tryIt("set(5,2)", () -> new BitSet().set(5, 2));
    }
}
