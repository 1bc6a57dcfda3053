import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

// BigInteger and BigDecimal: factorials, powers, gcd, modPow, primality, decimal rounding and division.
public class BigNumbers {
    public static void main(String[] args) {
        BigInteger f = BigInteger.ONE;
        for (int i = 1; i <= 60; i++) {
            f = f.multiply(BigInteger.valueOf(i));
            if (i % 10 == 0) System.out.println(i + "! = " + f + " bits=" + f.bitLength());
        }
        BigInteger two200 = BigInteger.TWO.pow(200);
        System.out.println("2^200 = " + two200 + " hex " + two200.toString(16) + " minus 1 bitCount " + two200.subtract(BigInteger.ONE).bitCount());
        BigInteger a = new BigInteger("123456789012345678901234567890");
        BigInteger b = new BigInteger("-987654321098765432109876543210");
        System.out.println("a+b=" + a.add(b) + " a*b=" + a.multiply(b) + " b/a=" + b.divide(a) + " b%a=" + b.remainder(a) + " b.mod(a)=" + b.mod(a));
        BigInteger[] qr = b.divideAndRemainder(BigInteger.valueOf(97));
        System.out.println("divideAndRemainder by 97: " + qr[0] + " " + qr[1] + " gcd(a,b)=" + a.gcd(b) + " abs " + b.abs() + " negate " + a.negate()
            + " signum " + b.signum() + " compareTo " + a.compareTo(b));
        BigInteger m = BigInteger.valueOf(1_000_000_007);
        System.out.println("3^(10^18) mod p = " + BigInteger.valueOf(3).modPow(BigInteger.TEN.pow(18), m) + " inverse of 12345 = " + BigInteger.valueOf(12345).modInverse(m));
        System.out.println("isProbablePrime: " + m.isProbablePrime(50) + " " + BigInteger.valueOf(1_000_000_011).isProbablePrime(50) + " nextProbablePrime(10^12) "
            + BigInteger.TEN.pow(12).nextProbablePrime());
        System.out.println("shifts: " + a.shiftLeft(10) + " " + a.shiftRight(70) + " " + b.shiftRight(3) + " and " + a.and(b) + " or " + a.or(b)
            + " xor " + a.xor(b) + " not " + a.not() + " testBit " + a.testBit(0));
        System.out.println("longValue wraps " + two200.add(BigInteger.valueOf(5)).longValue() + " intValue " + a.intValue() + " doubleValue " + a.doubleValue()
            + " sqrt " + a.sqrt() + " toByteArray length " + a.toByteArray().length);
        try {
            a.longValueExact();
        } catch (ArithmeticException e) {
            System.out.println("longValueExact: " + e.getMessage());
        }
        try {
            a.divide(BigInteger.ZERO);
        } catch (ArithmeticException e) {
            System.out.println("divide by zero: " + e.getMessage());
        }
        // Fibonacci with BigInteger
        BigInteger x = BigInteger.ZERO, y = BigInteger.ONE;
        for (int i = 0; i < 300; i++) {
            BigInteger t = x.add(y);
            x = y;
            y = t;
        }
        System.out.println("fib(300) = " + x);
        // BigDecimal
        BigDecimal p = new BigDecimal("0.1"), q = new BigDecimal("0.2");
        System.out.println("0.1+0.2 = " + p.add(q) + " new BigDecimal(0.1) = " + new BigDecimal(0.1) + " valueOf(0.1) = " + BigDecimal.valueOf(0.1));
        BigDecimal price = new BigDecimal("19.995");
        for (RoundingMode rm : new RoundingMode[] {RoundingMode.UP, RoundingMode.DOWN, RoundingMode.CEILING, RoundingMode.FLOOR, RoundingMode.HALF_UP,
                RoundingMode.HALF_DOWN, RoundingMode.HALF_EVEN}) {
            System.out.println("  19.995 " + rm + " -> " + price.setScale(2, rm) + " | -19.995 -> " + price.negate().setScale(2, rm));
        }
        System.out.println("1/3 (MathContext 30) = " + BigDecimal.ONE.divide(new BigDecimal(3), new MathContext(30)) + " 10/4 = " + BigDecimal.TEN.divide(new BigDecimal(4)));
        try {
            BigDecimal.ONE.divide(new BigDecimal(3));
        } catch (ArithmeticException e) {
            System.out.println("non-terminating: " + e.getMessage());
        }
        BigDecimal e1 = new BigDecimal("2.50"), e2 = new BigDecimal("2.5");
        System.out.println("2.50 equals 2.5 " + e1.equals(e2) + " compareTo " + e1.compareTo(e2) + " stripTrailingZeros " + e1.stripTrailingZeros()
            + " scale " + e1.scale() + " precision " + e1.precision() + " unscaled " + e1.unscaledValue() + " hash " + e1.hashCode() + " " + e2.hashCode());
        System.out.println("toString forms: " + new BigDecimal("1E+5") + " " + new BigDecimal("1E+5").toPlainString() + " " + new BigDecimal("0.000000123")
            + " " + new BigDecimal("-123.4500").toEngineeringString() + " " + new BigDecimal("12345678901234567890.123456789").multiply(new BigDecimal("1000")));
        // compound interest to the cent
        BigDecimal balance = new BigDecimal("1000.00");
        BigDecimal rate = new BigDecimal("0.0375");
        for (int year = 1; year <= 10; year++) {
            balance = balance.add(balance.multiply(rate)).setScale(2, RoundingMode.HALF_EVEN);
        }
        System.out.println("balance after 10 years: " + balance);
        // pi via Machin's formula with BigDecimal
        MathContext mc = new MathContext(60);
        BigDecimal pi = arctanInv(5, mc).multiply(BigDecimal.valueOf(16)).subtract(arctanInv(239, mc).multiply(BigDecimal.valueOf(4))).round(new MathContext(50));
        System.out.println("pi = " + pi);
    }

    static BigDecimal arctanInv(int x, MathContext mc) {
        BigDecimal result = BigDecimal.ZERO;
        BigDecimal xsq = BigDecimal.valueOf((long) x * x);
        BigDecimal term = BigDecimal.ONE.divide(BigDecimal.valueOf(x), mc);
        for (int n = 0; n < 200; n++) {
            BigDecimal t = term.divide(BigDecimal.valueOf(2L * n + 1), mc);
            result = (n % 2 == 0) ? result.add(t, mc) : result.subtract(t, mc);
            term = term.divide(xsq, mc);
            if (term.compareTo(new BigDecimal("1E-65")) < 0) break;
        }
        return result;
    }
}
