import java.math.*;
import java.util.*;

// BigInteger: arithmetic, pow/modPow/modInverse/gcd, division variants with signs, bit operations, radix conversions,
// byte arrays, primality with fixed certainty, nextProbablePrime, sqrt, exact conversions, and error paths.
public class NumbersBigInteger {
    static void tryIt(String what, java.util.function.Supplier<Object> s) {
        try {
            System.out.println(what + ": " + s.get());
        } catch (ArithmeticException | NumberFormatException e) {
            System.out.println(what + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        BigInteger a = new BigInteger("123456789012345678901234567890");
        BigInteger b = new BigInteger("-987654321098765432109876543210987654321");
        System.out.println("a+b " + a.add(b) + " a-b " + a.subtract(b) + " a*b " + a.multiply(b));
        System.out.println("b/a " + b.divide(a) + " b%a " + b.remainder(a) + " b mod a " + b.mod(a) + " divRem " + Arrays.toString(b.divideAndRemainder(a)));
        BigInteger[] signs = {BigInteger.valueOf(7), BigInteger.valueOf(-7)};
        for (BigInteger x : signs) for (BigInteger y : new BigInteger[]{BigInteger.valueOf(3), BigInteger.valueOf(-3)})
            System.out.print(x + "/" + y + "=" + x.divide(y) + " rem " + x.remainder(y) + " mod|y| " + x.mod(y.abs()) + "; ");
        System.out.println();
        System.out.println("pow 3^200 " + BigInteger.valueOf(3).pow(200));
        System.out.println("2^521-1 bitLength " + BigInteger.ONE.shiftLeft(521).subtract(BigInteger.ONE).bitLength() + " factorial(50) " + factorial(50));
        BigInteger m = new BigInteger("1000000007");
        System.out.println("modPow " + BigInteger.valueOf(2).modPow(BigInteger.valueOf(1000000), m) + " negative exponent " + BigInteger.valueOf(3).modPow(BigInteger.valueOf(-1), m)
            + " modInverse " + BigInteger.valueOf(3).modInverse(m) + " check " + BigInteger.valueOf(3).multiply(BigInteger.valueOf(3).modInverse(m)).mod(m)
            + " big modPow " + a.modPow(b.abs(), new BigInteger("340282366920938463463374607431768211507")));
        System.out.println("gcd " + a.gcd(b) + " gcd(0,0) " + BigInteger.ZERO.gcd(BigInteger.ZERO) + " gcd(-12,18) " + BigInteger.valueOf(-12).gcd(BigInteger.valueOf(18))
            + " abs " + b.abs() + " negate " + a.negate() + " signum " + b.signum() + " " + BigInteger.ZERO.signum() + " compareTo " + a.compareTo(b) + " max " + a.max(b).equals(a) + " min " + a.min(b).equals(b));
        BigInteger x = new BigInteger("-123456789abcdef", 16);
        System.out.println("x " + x + " hex " + x.toString(16) + " bin " + BigInteger.valueOf(-10).toString(2) + " radix36 " + a.toString(36) + " radix 7 " + a.toString(7) + " bad radix->10 " + a.toString(99));
        System.out.println("and " + x.and(a) + " or " + x.or(a) + " xor " + x.xor(a) + " not " + x.not() + " andNot " + a.andNot(x));
        System.out.println("shiftLeft(70) " + x.shiftLeft(70) + " shiftRight(20) " + x.shiftRight(20) + " shiftRight(-3) " + x.shiftRight(-3) + " -1>>100 " + BigInteger.ONE.negate().shiftRight(100));
        System.out.println("testBit " + x.testBit(0) + " " + x.testBit(200) + " setBit " + a.setBit(200).bitLength() + " clearBit " + a.clearBit(1) + " flipBit " + BigInteger.ZERO.flipBit(65)
            + " getLowestSetBit " + BigInteger.valueOf(96).getLowestSetBit() + " " + BigInteger.ZERO.getLowestSetBit() + " bitCount " + x.bitCount() + " " + a.bitCount() + " bitLength(-1) " + BigInteger.ONE.negate().bitLength()
            + " bitLength(-128) " + BigInteger.valueOf(-128).bitLength());
        System.out.println("toByteArray " + Arrays.toString(BigInteger.valueOf(-129).toByteArray()) + " " + Arrays.toString(BigInteger.valueOf(128).toByteArray()) + " " + Arrays.toString(BigInteger.ZERO.toByteArray())
            + " from bytes " + new BigInteger(new byte[]{(byte) 0xff, 0x00}) + " signum ctor " + new BigInteger(1, new byte[]{(byte) 0xff, 0x00}) + " offset ctor " + new BigInteger(new byte[]{9, 1, 2, 9}, 1, 2));
        System.out.println("longValue " + a.longValue() + " intValue " + a.intValue() + " doubleValue " + a.doubleValue() + " floatValue " + b.floatValue() + " huge double " + BigInteger.TEN.pow(400).doubleValue()
            + " longValueExact " + BigInteger.valueOf(Long.MIN_VALUE).longValueExact() + " shortValueExact " + BigInteger.valueOf(-32768).shortValueExact());
        tryIt("intValueExact overflow", () -> a.intValueExact());
        tryIt("byteValueExact", () -> BigInteger.valueOf(128).byteValueExact());
        int[] primesCandidates = {1, 2, 97, 561, 7919, 1000003, 2147483647, 1105};
        StringBuilder pr = new StringBuilder("isProbablePrime(50):");
        for (int c : primesCandidates) pr.append(' ').append(c).append('=').append(BigInteger.valueOf(c).isProbablePrime(50));
        System.out.println(pr + " M127 " + BigInteger.TWO.pow(127).subtract(BigInteger.ONE).isProbablePrime(100) + " M128 " + BigInteger.TWO.pow(128).subtract(BigInteger.ONE).isProbablePrime(100)
            + " certainty 0 " + BigInteger.valueOf(4).isProbablePrime(0) + " negative " + BigInteger.valueOf(-7).isProbablePrime(20));
        System.out.println("nextProbablePrime " + BigInteger.valueOf(1000000).nextProbablePrime() + " " + BigInteger.TEN.pow(30).nextProbablePrime() + " of 0 " + BigInteger.ZERO.nextProbablePrime());
        System.out.println("sqrt " + a.sqrt() + " " + BigInteger.TEN.pow(101).sqrt() + " sqrtAndRemainder " + Arrays.toString(BigInteger.valueOf(99).sqrtAndRemainder()) + " sqrt(0) " + BigInteger.ZERO.sqrt());
        System.out.println("valueOf cache " + (BigInteger.valueOf(5) == BigInteger.valueOf(5)) + " constants " + BigInteger.ZERO + BigInteger.ONE + BigInteger.TWO + BigInteger.TEN
            + " hashCode " + a.hashCode() + " " + b.hashCode() + " equals " + a.equals(new BigInteger(a.toString())) + " parse with plus " + new BigInteger("+42") + " leading zeros " + new BigInteger("-000123"));
        BigInteger fib = fibonacci(300);
        System.out.println("fib(300) " + fib + " digits " + fib.toString().length() + " mod 1e9+7 " + fib.mod(m));
        Random rnd = new Random(2024);
        BigInteger r1 = new BigInteger(130, rnd), prime = BigInteger.probablePrime(64, new Random(7));
        System.out.println("random 130 bits " + r1 + " probablePrime(64) " + prime + " bitLength " + prime.bitLength());
        BigInteger big = BigInteger.ONE.shiftLeft(4000).subtract(BigInteger.valueOf(12345));
        BigInteger q = big.divide(a), rem = big.remainder(a);
        System.out.println("large division check " + q.multiply(a).add(rem).equals(big) + " rem " + rem + " square digits " + big.multiply(big).toString().length() + " big toString len " + big.toString().length()
            + " last digits " + big.toString().substring(1190));
        tryIt("divide by zero", () -> a.divide(BigInteger.ZERO));
        tryIt("mod negative", () -> a.mod(BigInteger.valueOf(-5)));
        tryIt("modInverse not invertible", () -> BigInteger.valueOf(6).modInverse(BigInteger.valueOf(9)));
        tryIt("pow negative", () -> a.pow(-1));
        tryIt("sqrt negative", () -> BigInteger.valueOf(-4).sqrt());
        tryIt("parse bad", () -> new BigInteger("12x4"));
        tryIt("parse empty", () -> new BigInteger(""));
        tryIt("parse bad radix digits", () -> new BigInteger("19", 8));
        tryIt("radix out of range", () -> new BigInteger("1", 40));
        tryIt("setBit negative", () -> a.setBit(-1));
        tryIt("empty byte array", () -> new BigInteger(new byte[0]));
    }

    static BigInteger factorial(int n) {
        BigInteger r = BigInteger.ONE;
        for (int i = 2; i <= n; i++) r = r.multiply(BigInteger.valueOf(i));
        return r;
    }

    static BigInteger fibonacci(int n) {
        BigInteger p = BigInteger.ZERO, c = BigInteger.ONE;
        for (int i = 0; i < n; i++) {
            BigInteger t = p.add(c);
            p = c;
            c = t;
        }
        return p;
    }
}
