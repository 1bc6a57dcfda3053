import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;

// Enums: values/valueOf/ordinal/name/compareTo, constructors and fields, constant-specific bodies, abstract methods,
// switch, EnumMap, EnumSet.
public class Enums {
    enum Color { RED, GREEN, BLUE, YELLOW, BLACK }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        static final double G = 6.67300E-11;
        private final double mass, radius;
        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }
        double surfaceGravity() { return G * mass / (radius * radius); }
    }

    enum Op {
        PLUS("+") { int apply(int a, int b) { return a + b; } },
        MINUS("-") { int apply(int a, int b) { return a - b; } },
        TIMES("*") {
            int apply(int a, int b) { return a * b; }
            @Override public String toString() { return "times!"; }
        },
        DIV("/") { int apply(int a, int b) { return a / b; } };

        final String symbol;
        Op(String symbol) { this.symbol = symbol; }
        abstract int apply(int a, int b);
    }

    interface Describable { String describe(); }

    enum Level implements Describable {
        LOW(1), MEDIUM(5), HIGH(10);
        private final int weight;
        private static final Map<Integer, Level> BY_WEIGHT = new java.util.HashMap<>();
        static {
            for (Level l : values()) BY_WEIGHT.put(l.weight, l);
            System.out.println("Level static init done, map size " + BY_WEIGHT.size());
        }
        Level(int w) {
            weight = w;
            System.out.println("Level constructor " + w);
        }
        public String describe() { return name().toLowerCase() + "@" + weight; }
        static Level byWeight(int w) { return BY_WEIGHT.get(w); }
        Level next() { return values()[(ordinal() + 1) % values().length]; }
    }

    enum Singleton {
        INSTANCE;
        int counter;
        int increment() { return ++counter; }
    }

    enum Empty { }

    static String colorName(Color c) {
        switch (c) {
            case RED: return "warm red";
            case GREEN:
            case BLUE: return "cool " + c.name().toLowerCase();
            default: return "other " + c;
        }
    }

    static int colorCode(Color c) {
        return switch (c) {
            case RED -> 0xff0000;
            case GREEN -> 0x00ff00;
            case BLUE -> 0x0000ff;
            case YELLOW -> {
                int r = 0xff0000, g = 0x00ff00;
                yield r | g;
            }
            case BLACK -> 0;
        };
    }

    public static void main(String[] args) {
        System.out.println("values " + Arrays.toString(Color.values()) + " count " + Color.values().length);
        for (Color c : Color.values()) {
            System.out.println(c + " ordinal=" + c.ordinal() + " name=" + c.name() + " cmp(BLUE)=" + c.compareTo(Color.BLUE)
                + " switch=" + colorName(c) + " code=" + Integer.toHexString(colorCode(c)));
        }
        System.out.println("valueOf " + Color.valueOf("GREEN") + " " + Enum.valueOf(Color.class, "BLACK") + " same " + (Color.valueOf("RED") == Color.RED));
        for (String bad : new String[] {"PURPLE", "red", ""}) {
            try {
                Color.valueOf(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("valueOf(\"" + bad + "\"): " + e.getMessage());
            }
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("valueOf(null): " + e.getMessage());
        }
        for (Planet p : Planet.values()) {
            System.out.printf("%s gravity %.4f%n", p, p.surfaceGravity());
        }
        for (Op op : Op.values()) {
            System.out.println(op.name() + " '" + op.symbol + "' toString=" + op + " 12" + op.symbol + "4=" + op.apply(12, 4)
                + " class=" + op.getClass().getName() + " declaring=" + op.getDeclaringClass().getSimpleName());
        }
        try {
            Op.DIV.apply(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("DIV by zero: " + e.getMessage());
        }
        System.out.println("before first Level use");
        System.out.println(Level.MEDIUM.describe() + " byWeight(10)=" + Level.byWeight(10) + " next " + Level.HIGH.next() + " " + Level.LOW.next());
        Describable d = Level.LOW;
        System.out.println("via interface " + d.describe() + " instanceof Enum " + (d instanceof Enum) + " Comparable " + (d instanceof Comparable));
        System.out.println("singleton " + Singleton.INSTANCE.increment() + " " + Singleton.INSTANCE.increment() + " " + Singleton.valueOf("INSTANCE").counter);
        System.out.println("empty enum values " + Empty.values().length);
        // EnumMap keeps ordinal order
        EnumMap<Color, Integer> counts = new EnumMap<>(Color.class);
        String[] stream = {"BLUE", "RED", "BLUE", "BLACK", "RED", "BLUE"};
        for (String s : stream) counts.merge(Color.valueOf(s), 1, Integer::sum);
        System.out.println("EnumMap " + counts + " containsKey(GREEN) " + counts.containsKey(Color.GREEN) + " keySet " + counts.keySet());
        counts.remove(Color.BLUE);
        counts.put(Color.YELLOW, 9);
        System.out.println("EnumMap after edits " + counts + " firstValue " + counts.values().iterator().next());
        // EnumSet
        EnumSet<Color> warm = EnumSet.of(Color.YELLOW, Color.RED);
        EnumSet<Color> rest = EnumSet.complementOf(warm);
        EnumSet<Color> range = EnumSet.range(Color.GREEN, Color.YELLOW);
        EnumSet<Color> all = EnumSet.allOf(Color.class);
        EnumSet<Color> none = EnumSet.noneOf(Color.class);
        none.add(Color.BLACK);
        none.addAll(warm);
        System.out.println("EnumSet warm=" + warm + " rest=" + rest + " range=" + range + " all=" + all.size() + " none+=" + none
            + " contains " + range.contains(Color.BLUE) + " " + range.contains(Color.RED));
        range.retainAll(rest);
        System.out.println("range ∩ rest = " + range);
        // enums in switch with fallthrough over ordinals
        int score = 0;
        for (Color c : Color.values()) {
            switch (c) {
                case BLACK:
                    score += 1;
                case YELLOW:
                    score += 10;
                    break;
                case RED:
                    score += 100;
                default:
                    score += 1000;
            }
        }
        System.out.println("score " + score);
        // Enum methods
        System.out.println("compareTo " + Color.RED.compareTo(Color.BLACK) + " equals " + Color.RED.equals(Color.RED) + " describeConstable "
            + Color.RED.describeConstable().isPresent() + " hash stable within run " + (Color.RED.hashCode() == Color.RED.hashCode()));
        Thread.State st = Thread.State.valueOf("RUNNABLE");
        System.out.println("library enum " + st + " ordinal " + st.ordinal() + " " + Arrays.toString(java.util.concurrent.TimeUnit.values()));
        System.out.println("Enum class names: " + Color.class.getName() + " isEnum=" + Color.class.isEnum() + " Op.PLUS class isEnum="
            + Op.PLUS.getClass().isEnum() + " super=" + Color.class.getSuperclass().getName());
    }
}
