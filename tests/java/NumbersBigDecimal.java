import java.math.*;
import java.util.*;

// BigDecimal: scale/precision/unscaledValue, setScale with every RoundingMode, divide with MathContext and scale,
// stripTrailingZeros, toString/toPlainString/toEngineeringString, equals vs compareTo, conversions, errors.
public class NumbersBigDecimal {
    static void tryIt(String what, java.util.function.Supplier<Object> s) {
        try {
            System.out.println(what + ": " + s.get());
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] inputs = {"0", "0.00", "-0.0", "123.4500", "1E+3", "1.23E-7", "-9.999", "123456789.987654321", "0.000001", "1e400", "-5E-3", "100"};
        for (String in : inputs) {
            BigDecimal d = new BigDecimal(in);
            System.out.println(in + ": toString " + d + " plain " + d.toPlainString() + " eng " + d.toEngineeringString() + " scale " + d.scale() + " precision " + d.precision()
                + " unscaled " + d.unscaledValue() + " strip " + d.stripTrailingZeros() + " signum " + d.signum());
        }
        BigDecimal[] vals = {new BigDecimal("2.5"), new BigDecimal("-2.5"), new BigDecimal("1.15"), new BigDecimal("-1.15"), new BigDecimal("0.005"), new BigDecimal("7.0")};
        for (RoundingMode rm : RoundingMode.values()) {
            if (rm == RoundingMode.UNNECESSARY) continue;
            StringBuilder sb = new StringBuilder(String.format("%-10s", rm));
            for (BigDecimal v : vals) sb.append(' ').append(v).append("->").append(v.setScale(v.scale() - 1, rm));
            System.out.println(sb);
        }
        tryIt("UNNECESSARY exact", () -> new BigDecimal("7.0").setScale(0, RoundingMode.UNNECESSARY));
        tryIt("UNNECESSARY inexact", () -> new BigDecimal("7.5").setScale(0, RoundingMode.UNNECESSARY));
        tryIt("setScale without mode inexact", () -> new BigDecimal("1.25").setScale(1));
        tryIt("setScale up", () -> new BigDecimal("1.25").setScale(5));
        BigDecimal one = BigDecimal.ONE, three = new BigDecimal("3");
        tryIt("1/3 exact", () -> one.divide(three));
        System.out.println("1/3 DECIMAL32 " + one.divide(three, MathContext.DECIMAL32) + " DECIMAL64 " + one.divide(three, MathContext.DECIMAL64) + " DECIMAL128 " + one.divide(three, MathContext.DECIMAL128)
            + " scale 5 HALF_UP " + one.divide(three, 5, RoundingMode.HALF_UP) + " 2/3 ceiling " + new BigDecimal(2).divide(three, 3, RoundingMode.CEILING)
            + " exact 1/8 " + one.divide(new BigDecimal(8)) + " exact 10/4 " + BigDecimal.TEN.divide(new BigDecimal(4)) + " preferred scale " + new BigDecimal("6.00").divide(new BigDecimal("2")));
        System.out.println("divideToIntegralValue " + new BigDecimal("-7.5").divideToIntegralValue(new BigDecimal("2")) + " remainder " + new BigDecimal("-7.5").remainder(new BigDecimal("2"))
            + " divideAndRemainder " + Arrays.toString(new BigDecimal("100.25").divideAndRemainder(new BigDecimal("7"))));
        MathContext mc = new MathContext(7, RoundingMode.HALF_EVEN);
        System.out.println("MathContext " + mc + " round " + new BigDecimal("123456789").round(mc) + " " + new BigDecimal("0.000123456789").round(mc) + " add with mc " + new BigDecimal("1e10").add(new BigDecimal("0.5"), mc)
            + " multiply " + new BigDecimal("1.1").multiply(new BigDecimal("1.1")) + " mc " + new BigDecimal("3.14159").multiply(new BigDecimal("2.71828"), new MathContext(4)));
        System.out.println("sqrt(2) 30 digits " + new BigDecimal(2).sqrt(new MathContext(30)) + " sqrt(0.0144) " + new BigDecimal("0.0144").sqrt(MathContext.DECIMAL64) + " pow " + new BigDecimal("1.05").pow(10)
            + " pow mc " + new BigDecimal("1.05").pow(100, MathContext.DECIMAL64) + " negative pow mc " + new BigDecimal("2").pow(-3, MathContext.DECIMAL32));
        BigDecimal a = new BigDecimal("2.0"), b = new BigDecimal("2.00");
        System.out.println("equals " + a.equals(b) + " compareTo " + a.compareTo(b) + " hash equal " + (a.hashCode() == b.hashCode()) + " HashSet size " + new HashSet<>(List.of(a, b)).size()
            + " TreeSet size " + new TreeSet<>(List.of(a, b)).size() + " max " + a.max(b) + " min " + new BigDecimal("-1").min(new BigDecimal("-1.0")) + " stripped equals " + a.stripTrailingZeros().equals(b.stripTrailingZeros()));
        System.out.println("double ctor 0.1 " + new BigDecimal(0.1) + " valueOf(0.1) " + BigDecimal.valueOf(0.1) + " valueOf(long,scale) " + BigDecimal.valueOf(12345, 3) + " valueOf(1e20) " + BigDecimal.valueOf(1e20)
            + " double ctor mc " + new BigDecimal(0.1, MathContext.DECIMAL32) + " char array " + new BigDecimal("xx-12.5e2yy".toCharArray(), 2, 7));
        BigDecimal c = new BigDecimal("98765.4321");
        System.out.println("conversions int " + c.intValue() + " long " + c.longValue() + " double " + c.doubleValue() + " float " + c.floatValue() + " toBigInteger " + c.toBigInteger()
            + " huge double " + new BigDecimal("1e400").doubleValue() + " tiny " + new BigDecimal("1e-400").doubleValue() + " intValue wraps " + new BigDecimal("1e10").intValue());
        tryIt("intValueExact fraction", () -> c.intValueExact());
        tryIt("longValueExact overflow", () -> new BigDecimal("1e19").longValueExact());
        tryIt("toBigIntegerExact", () -> new BigDecimal("12.000").toBigIntegerExact());
        tryIt("toBigIntegerExact fraction", () -> new BigDecimal("12.5").toBigIntegerExact());
        System.out.println("movePointLeft " + c.movePointLeft(7) + " movePointRight " + c.movePointRight(6) + " scaleByPowerOfTen " + c.scaleByPowerOfTen(-2) + " negate " + c.negate()
            + " plus(mc) " + c.plus(new MathContext(3)) + " abs " + new BigDecimal("-0.00").abs() + " ulp " + c.ulp() + " ulp 1E+3 " + new BigDecimal("1E+3").ulp());
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 0; i < 10; i++) total = total.add(new BigDecimal("0.1"));
        double dtotal = 0;
        for (int i = 0; i < 10; i++) dtotal += 0.1;
        System.out.println("ten dimes " + total + " double " + dtotal + " compound interest " + compound(new BigDecimal("1000.00"), new BigDecimal("0.035"), 30));
        BigDecimal pi = piMachin(40);
        System.out.println("pi(40) " + pi + " precision " + pi.precision());
        System.out.println("constants " + BigDecimal.ZERO + " " + BigDecimal.ONE + " " + BigDecimal.TEN + " valueOf(0,5) " + BigDecimal.valueOf(0, 5) + " equals zero " + BigDecimal.valueOf(0, 5).equals(BigDecimal.ZERO)
            + " signum " + BigDecimal.valueOf(0, 5).signum() + " sort " + sortAll("3.0", "-1", "2.50", "2.5", "1e1", "0.0"));
        tryIt("divide by zero", () -> one.divide(BigDecimal.ZERO));
        tryIt("0/0", () -> BigDecimal.ZERO.divide(BigDecimal.ZERO));
        tryIt("parse bad", () -> new BigDecimal("1.2.3"));
        tryIt("parse exponent overflow", () -> new BigDecimal("1e9999999999"));
        tryIt("sqrt negative", () -> new BigDecimal(-1).sqrt(MathContext.DECIMAL32));
        tryIt("pow too large", () -> BigDecimal.TEN.pow(1000000000));
        tryIt("valueOf NaN", () -> BigDecimal.valueOf(Double.NaN));
        tryIt("new BigDecimal(Infinity)", () -> new BigDecimal(Double.POSITIVE_INFINITY));
        tryIt("MathContext negative", () -> new MathContext(-1));
    }

    static List<String> sortAll(String... s) {
        List<BigDecimal> l = new ArrayList<>();
        for (String x : s) l.add(new BigDecimal(x));
        Collections.sort(l);
        List<String> out = new ArrayList<>();
        for (BigDecimal x : l) out.add(x.toString());
        return out;
    }

    static BigDecimal compound(BigDecimal principal, BigDecimal rate, int years) {
        BigDecimal amount = principal;
        for (int y = 0; y < years; y++) amount = amount.multiply(BigDecimal.ONE.add(rate)).setScale(2, RoundingMode.HALF_EVEN);
        return amount;
    }

    static BigDecimal arctanInv(int x, int digits) {
        MathContext mc = new MathContext(digits + 10);
        BigDecimal bx = BigDecimal.valueOf(x), x2 = bx.multiply(bx);
        BigDecimal term = BigDecimal.ONE.divide(bx, mc), sum = term;
        for (int n = 1; term.abs().compareTo(BigDecimal.ONE.movePointLeft(digits + 5)) > 0; n++) {
            term = term.divide(x2, mc);
            BigDecimal t = term.divide(BigDecimal.valueOf(2L * n + 1), mc);
            sum = (n % 2 == 1) ? sum.subtract(t) : sum.add(t);
        }
        return sum;
    }

    static BigDecimal piMachin(int digits) {
        BigDecimal pi = arctanInv(5, digits).multiply(BigDecimal.valueOf(16)).subtract(arctanInv(239, digits).multiply(BigDecimal.valueOf(4)));
        return pi.round(new MathContext(digits));
    }
}
