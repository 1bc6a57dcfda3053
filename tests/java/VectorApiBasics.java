// jvm-options: --add-modules jdk.incubator.vector
// javac-options: --add-modules jdk.incubator.vector
import jdk.incubator.vector.*;

/** The incubating Vector API runs (its intrinsics' Java bodies): species,
 *  lane-wise arithmetic, masks, reductions, loops over arrays with the
 *  preferred species. It failed with UnsatisfiedLinkError
 *  (VectorSupport.registerNatives returns an int) before. */
public class VectorApiBasics {
    public static void main(String[] args) {
        // (how wide the preferred and largest species are depends on the
        // processor, and on HotSpot on how it tunes itself for it)
        System.out.println("preferred at least 128 bits: " + (IntVector.SPECIES_PREFERRED.vectorBitSize() >= 128)
                + ", max as wide for int and long: "
                + (IntVector.SPECIES_MAX.vectorBitSize() == LongVector.SPECIES_MAX.vectorBitSize()));
        IntVector v = IntVector.broadcast(IntVector.SPECIES_128, 2).add(3);
        System.out.println(v + " sum " + v.reduceLanes(VectorOperators.ADD));
        VectorSpecies<Float> fs = FloatVector.SPECIES_256;
        float[] a = new float[19], b = new float[19], c = new float[19];
        for (int i = 0; i < a.length; i++) {
            a[i] = i * 0.5f;
            b[i] = 19 - i;
        }
        int i = 0;
        for (; i < fs.loopBound(a.length); i += fs.length()) {
            FloatVector x = FloatVector.fromArray(fs, a, i), y = FloatVector.fromArray(fs, b, i);
            x.mul(y).add(1f).intoArray(c, i);
        }
        for (; i < a.length; i++)
            c[i] = a[i] * b[i] + 1f;
        System.out.println(java.util.Arrays.toString(c));
        IntVector w = IntVector.fromArray(IntVector.SPECIES_256, new int[] {5, -3, 8, 0, 12, -7, 1, 4}, 0);
        VectorMask<Integer> pos = w.compare(VectorOperators.GT, 0);
        System.out.println(pos + " " + w.blend(0, pos.not()) + " max " + w.reduceLanes(VectorOperators.MAX));
        int[] big = new int[1000];
        for (int k = 0; k < big.length; k++)
            big[k] = k % 17;
        VectorSpecies<Integer> ps = IntVector.SPECIES_PREFERRED;
        IntVector acc = IntVector.zero(ps);
        int k = 0;
        for (; k < ps.loopBound(big.length); k += ps.length())
            acc = acc.add(IntVector.fromArray(ps, big, k));
        int total = acc.reduceLanes(VectorOperators.ADD);
        for (; k < big.length; k++)
            total += big[k];
        System.out.println("total " + total);
    }
}
