import java.util.*;
import java.util.function.*;

// Optional/OptionalInt/OptionalDouble, Objects helpers, StringJoiner, UUID.nameUUIDFromBytes/fromString, Base64, HexFormat.
public class UtilOptionalObjects {
    static void tryIt(String what, Supplier<Object> s) {
        try {
            System.out.println(what + ": " + s.get());
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static Optional<Integer> parse(String s) {
        try {
            return Optional.of(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    public static void main(String[] args) throws Exception {
        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        System.out.println(some + " " + none + " " + Optional.ofNullable(null) + " equals " + some.equals(Optional.of("value")) + " hash " + some.hashCode() + " " + none.hashCode());
        System.out.println("map " + some.map(String::length) + " " + none.map(String::length) + " flatMap " + some.flatMap(s -> parse(s)) + " " + Optional.of("12").flatMap(UtilOptionalObjects::parse));
        System.out.println("filter " + some.filter(s -> s.startsWith("v")) + " " + some.filter(String::isEmpty) + " or " + none.or(() -> Optional.of("alt")) + " orElse " + none.orElse("else")
            + " orElseGet " + none.orElseGet(() -> "got") + " isEmpty " + none.isEmpty() + " isPresent " + some.isPresent());
        some.ifPresent(v -> System.out.println("ifPresent " + v));
        none.ifPresentOrElse(v -> System.out.println("never"), () -> System.out.println("ifPresentOrElse empty branch"));
        System.out.println("stream " + some.stream().toList() + " " + none.stream().count());
        tryIt("empty get", () -> none.get());
        tryIt("empty orElseThrow", () -> none.orElseThrow());
        tryIt("orElseThrow custom", () -> none.orElseThrow(() -> new IllegalStateException("custom missing")));
        tryIt("Optional.of(null)", () -> Optional.of(null));
        tryIt("map to null", () -> some.map(s -> null));
        OptionalInt oi = OptionalInt.of(42);
        OptionalDouble od = OptionalDouble.empty();
        OptionalLong ol = OptionalLong.of(-7);
        System.out.println(oi + " " + od + " " + ol + " " + oi.getAsInt() + " " + od.orElse(1.5) + " " + ol.orElseThrow());
        tryIt("OptionalDouble empty getAsDouble", () -> od.getAsDouble());

        System.out.println("Objects.equals " + Objects.equals(null, null) + " " + Objects.equals("a", null) + " deepEquals " + Objects.deepEquals(new int[]{1}, new int[]{1})
            + " hash " + Objects.hash(1, "a", null) + " hashCode(null) " + Objects.hashCode(null) + " toString(null,dflt) " + Objects.toString(null, "dflt")
            + " compare " + Objects.compare("b", "a", Comparator.naturalOrder()) + " isNull " + Objects.isNull(null) + " nonNull " + Objects.nonNull(null)
            + " requireNonNullElse " + Objects.requireNonNullElse(null, "e") + " requireNonNullElseGet " + Objects.requireNonNullElseGet(null, () -> "g"));
        tryIt("requireNonNull msg", () -> Objects.requireNonNull(null, "thing must not be null"));
        tryIt("requireNonNull supplier", () -> Objects.requireNonNull(null, () -> "supplied message"));
        tryIt("requireNonNull plain", () -> Objects.requireNonNull(null));
        tryIt("checkIndex", () -> Objects.checkIndex(5, 5));
        tryIt("checkFromToIndex", () -> Objects.checkFromToIndex(2, 1, 5));
        tryIt("checkFromIndexSize", () -> Objects.checkFromIndexSize(3, 4, 5));
        tryIt("checkIndex ok", () -> Objects.checkIndex(4, 5));

        StringJoiner sj = new StringJoiner(", ", "{", "}");
        System.out.println("empty joiner " + sj + " length " + sj.length());
        sj.setEmptyValue("EMPTY");
        System.out.println("emptyValue " + sj);
        sj.add("a").add("b").add(null);
        StringJoiner other = new StringJoiner("-", "<", ">");
        other.add("x").add("y");
        sj.merge(other);
        System.out.println("joined " + sj + " length " + sj.length() + " String.join " + String.join("|", List.of("p", "q", "r")));

        String[] names = {"hello", "rivet", "", "The quick brown fox"};
        for (String n : names) {
            UUID u = UUID.nameUUIDFromBytes(n.getBytes("UTF-8"));
            System.out.println("uuid(" + n + ") " + u + " version " + u.version() + " variant " + u.variant() + " msb " + Long.toHexString(u.getMostSignificantBits()));
        }
        UUID parsed = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        System.out.println("parsed " + parsed + " version " + parsed.version() + " timestamp " + parsed.timestamp() + " clockSeq " + parsed.clockSequence() + " node " + parsed.node()
            + " compare " + parsed.compareTo(new UUID(0, 0)) + " equals " + parsed.equals(new UUID(parsed.getMostSignificantBits(), parsed.getLeastSignificantBits())));
        tryIt("UUID.fromString bad", () -> UUID.fromString("not-a-uuid"));
        tryIt("random UUID version", () -> UUID.randomUUID().version());
        tryIt("timestamp on v3", () -> UUID.nameUUIDFromBytes(new byte[0]).timestamp());

        byte[] data = "Many hands make light work.\u00e9\u2603".getBytes("UTF-8");
        String b64 = Base64.getEncoder().encodeToString(data);
        String url = Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[]{(byte) 0xfb, (byte) 0xff, (byte) 0xfe, 1});
        String mime = Base64.getMimeEncoder(16, "\n".getBytes()).encodeToString(data);
        System.out.println("base64 " + b64 + " url " + url);
        System.out.println("mime\n" + mime);
        System.out.println("decode " + new String(Base64.getDecoder().decode(b64), "UTF-8") + " url decode " + Arrays.toString(Base64.getUrlDecoder().decode(url))
            + " mime decode equal " + Arrays.equals(data, Base64.getMimeDecoder().decode(mime)));
        for (int n = 0; n <= 5; n++) System.out.print(Base64.getEncoder().encodeToString(Arrays.copyOf(new byte[]{1, 2, 3, 4, 5}, n)) + " ");
        System.out.println();
        tryIt("decode bad char", () -> Base64.getDecoder().decode("ab$d"));
        tryIt("decode bad length", () -> Base64.getDecoder().decode("abcde"));
        tryIt("decode url chars with basic", () -> Base64.getDecoder().decode("-_-_"));

        HexFormat hf = HexFormat.of();
        byte[] bytes = {0, 1, 15, 16, 127, (byte) 128, (byte) 255};
        System.out.println("hex " + hf.formatHex(bytes) + " upper " + hf.withUpperCase().formatHex(bytes) + " delimited " + HexFormat.ofDelimiter(":").formatHex(bytes)
            + " prefixed " + HexFormat.ofDelimiter(", ").withPrefix("0x").formatHex(bytes, 2, 5));
        System.out.println("parseHex " + Arrays.toString(hf.parseHex("cafeBABE")) + " toHexDigits " + hf.toHexDigits((byte) 10) + " " + hf.toHexDigits(0x1234) + " " + hf.toHexDigits(-1L)
            + " fromHexDigits " + HexFormat.fromHexDigits("7fff") + " " + HexFormat.fromHexDigitsToLong("ffffffffff") + " isHexDigit " + HexFormat.isHexDigit('g'));
        tryIt("parseHex odd", () -> hf.parseHex("abc"));
        tryIt("parseHex bad digit", () -> hf.parseHex("zz"));
        tryIt("fromHexDigits too long", () -> HexFormat.fromHexDigits("123456789"));
    }
}
