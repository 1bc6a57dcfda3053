// java.util.random: RandomGeneratorFactory, the LXM generators, SplittableRandom streams, all seeded.
import java.util.*;
import java.util.random.*;
import java.util.stream.*;

public class UtilRandomGenerators {
    public static void main(String[] args) {
        List<String> names = RandomGeneratorFactory.all().map(RandomGeneratorFactory::name).sorted().collect(Collectors.toList());
        System.out.println("all: " + names);
        for (String name : names) {
            RandomGeneratorFactory<RandomGenerator> f = RandomGeneratorFactory.of(name);
            System.out.println(name + " group=" + f.group() + " stateBits=" + f.stateBits() + " equidist=" + f.equidistribution()
                + " period=" + f.period() + " stat=" + f.isStatistical() + " stoch=" + f.isStochastic() + " hw=" + f.isHardware()
                + " arb=" + f.isArbitrarilyJumpable() + " jump=" + f.isJumpable() + " leap=" + f.isLeapable() + " split=" + f.isSplittable()
                + " stream=" + f.isStreamable() + " depr=" + f.isDeprecated());
            if (f.isStochastic() || name.equals("SecureRandom")) continue;
            RandomGenerator g = f.create(12345L);
            StringBuilder sb = new StringBuilder();
            sb.append(g.nextInt()).append(' ').append(g.nextLong()).append(' ').append(g.nextInt(100)).append(' ')
              .append(g.nextLong(5, 1000)).append(' ').append(g.nextDouble()).append(' ').append(g.nextFloat()).append(' ')
              .append(g.nextBoolean()).append(' ').append(String.format("%.10f", g.nextGaussian())).append(' ')
              .append(String.format("%.10f", g.nextExponential())).append(' ').append(g.nextDouble(2.5, 3.5));
            System.out.println("  " + sb);
            System.out.println("  ints " + Arrays.toString(g.ints(5, 0, 10).toArray()));
            byte[] seed = new byte[16];
            for (int i = 0; i < seed.length; i++) seed[i] = (byte) (i * 7 + 1);
            RandomGenerator h = f.create(seed), h2 = f.create(seed);
            long hv = h.nextLong();
            // create(byte[]) falls back to an unseeded create() where there is no byte[] constructor
            System.out.println("  byteSeed " + (hv == h2.nextLong() ? hv + " " + h.nextInt() : "unseeded"));
        }
        RandomGenerator.SplittableGenerator sg = RandomGeneratorFactory.<RandomGenerator.SplittableGenerator>of("L64X128MixRandom").create(42);
        System.out.println("split " + sg.split().nextLong() + " " + sg.nextLong());
        System.out.println("splits " + sg.splits(3).mapToLong(RandomGenerator::nextLong).boxed().collect(Collectors.toList()));
        RandomGenerator.JumpableGenerator jg = RandomGeneratorFactory.<RandomGenerator.JumpableGenerator>of("Xoshiro256PlusPlus").create(7);
        RandomGenerator.JumpableGenerator copy = jg.copy();
        jg.jump();
        System.out.println("jump " + jg.nextLong() + " copy " + copy.nextLong() + " jumps " +
            copy.jumps(2).mapToLong(RandomGenerator::nextLong).boxed().collect(Collectors.toList()));
        RandomGenerator.LeapableGenerator lg = RandomGeneratorFactory.<RandomGenerator.LeapableGenerator>of("Xoroshiro128PlusPlus").create(9);
        lg.leap();
        System.out.println("leap " + lg.nextLong() + " " + lg.jumpDistance() + " " + lg.leapDistance());

        SplittableRandom sr = new SplittableRandom(2024);
        System.out.println("sr " + sr.nextInt() + " " + sr.nextLong(1000) + " " + sr.nextDouble());
        System.out.println("sr ints " + Arrays.toString(sr.ints(6, -5, 5).toArray()));
        System.out.println("sr longs " + Arrays.toString(sr.longs(3).toArray()));
        System.out.println("sr doubles sum " + sr.doubles(1000).sum());
        SplittableRandom child = sr.split();
        System.out.println("sr split " + child.nextLong() + " " + sr.nextLong());
        byte[] bytes = new byte[11];
        sr.nextBytes(bytes);
        System.out.println("sr bytes " + Arrays.toString(bytes));
        /* (not .parallel(): which generator makes which element depends on how
         * the pool happens to split the work, so HotSpot itself varies) */
        System.out.println("sr sum " + new SplittableRandom(5).ints(10000, 0, 100).sum());

        Random r = new Random(99);
        System.out.println("random " + r.nextInt() + " " + r.nextGaussian() + " " + r.nextLong(10, 20) + " " + r.nextFloat(1.0f, 2.0f));
        System.out.println("random stream " + r.doubles(3, 0, 1).mapToObj(d -> String.format("%.6f", d)).collect(Collectors.joining(",")));
        RandomGenerator def = RandomGenerator.of("L32X64MixRandom");
        System.out.println("default name " + def.getClass().getSimpleName());
        List<Integer> list = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9));
        Collections.shuffle(list, new Random(3));
        System.out.println("shuffle " + list);
    }
}
