import java.io.*;
import java.util.*;

// Java serialization: object graphs with cycles and shared references, custom writeObject/readObject, transient and
// static fields, serialVersionUID mismatch, Externalizable, records (canonical constructor validation), enums,
// arrays, collections, inheritance with a non-serializable superclass, writeReplace/readResolve, and error cases.
public class IoSerialization {
    static class Node implements Serializable {
        private static final long serialVersionUID = 1L;
        String name;
        List<Node> links = new ArrayList<>();
        transient String cache = "cached";
        int[] weights;
        Node(String name) { this.name = name; }
        public String toString() { return name + "->" + links.stream().map(n -> n.name).toList(); }
    }

    static class Account implements Serializable {
        private static final long serialVersionUID = 42L;
        static int instances;
        String owner;
        transient char[] password;
        transient int checksum;
        Account(String owner, String pw) { this.owner = owner; this.password = pw.toCharArray(); instances++; }
        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeUTF(new StringBuilder(new String(password)).reverse().toString());
            out.writeInt(owner.length() * 31);
        }
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            password = new StringBuilder(in.readUTF()).reverse().toString().toCharArray();
            checksum = in.readInt();
        }
    }

    static class Point3 implements Externalizable {
        int x, y, z;
        public Point3() { }
        Point3(int x, int y, int z) { this.x = x; this.y = y; this.z = z; }
        public void writeExternal(ObjectOutput out) throws IOException { out.writeInt(x); out.writeShort(y); out.writeByte(z); }
        public void readExternal(ObjectInput in) throws IOException { x = in.readInt(); y = in.readShort(); z = in.readByte(); }
        public String toString() { return "(" + x + "," + y + "," + z + ")"; }
    }

    record Range(int lo, int hi, String label) implements Serializable {
        Range {
            if (lo > hi) throw new IllegalArgumentException("lo > hi: " + lo + " > " + hi);
        }
    }

    enum Color { RED, GREEN { @Override public String toString() { return "green!"; } }, BLUE }

    static class Base {
        int baseValue = 7;
        Base() { baseValue = 11; }
    }

    static class Derived extends Base implements Serializable {
        int own = 5;
    }

    static class Singleton implements Serializable {
        static final Singleton INSTANCE = new Singleton();
        private Object readResolve() { return INSTANCE; }
    }

    static class Replaced implements Serializable {
        int v = 3;
        private Object writeReplace() { return new Proxy("replaced:" + v); }
    }

    static class Proxy implements Serializable {
        String text;
        Proxy(String t) { text = t; }
    }

    static class NotSer {
        int x = 1;
    }

    static class HoldsNotSer implements Serializable {
        NotSer inner = new NotSer();
    }

    static class Versioned implements Serializable {
        private static final long serialVersionUID = 1L;
        int v = 1;
    }

    static byte[] ser(Object... objs) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream oos = new ObjectOutputStream(bos)) {
            for (Object o : objs) oos.writeObject(o);
        }
        return bos.toByteArray();
    }

    static ObjectInputStream in(byte[] b) throws IOException {
        return new ObjectInputStream(new ByteArrayInputStream(b));
    }

    public static void main(String[] args) throws Exception {
        Node a = new Node("a"), b = new Node("b"), c = new Node("c");
        a.links.add(b);
        b.links.add(c);
        c.links.add(a);
        a.links.add(c);
        a.weights = new int[]{3, 1, 4};
        byte[] bytes = ser(a, b);
        System.out.println("graph bytes " + bytes.length + " magic " + HexFormat.of().formatHex(bytes, 0, 4));
        try (ObjectInputStream ois = in(bytes)) {
            Node a2 = (Node) ois.readObject();
            Node b2 = (Node) ois.readObject();
            Node c2 = a2.links.get(1);
            System.out.println("a " + a2 + " b " + b2 + " cycle preserved " + (c2.links.get(0) == a2) + " shared b " + (a2.links.get(0) == b2) + " shared c " + (b2.links.get(0) == c2)
                + " transient cache " + a2.cache + " weights " + Arrays.toString(a2.weights));
        }
        Account acct = new Account("alice", "s3cret");
        int before = Account.instances;
        byte[] ab = ser(acct);
        Account.instances = 100;
        try (ObjectInputStream ois = in(ab)) {
            Account back = (Account) ois.readObject();
            System.out.println("custom readObject owner " + back.owner + " password " + new String(back.password) + " checksum " + back.checksum + " static untouched " + Account.instances
                + " constructor not run (instances was " + before + ")");
        }
        try (ObjectInputStream ois = in(ser(new Point3(1_000_000, -2, 3)))) {
            System.out.println("Externalizable " + ois.readObject());
        }
        Range r = new Range(1, 10, "decade");
        try (ObjectInputStream ois = in(ser(r, new Range(5, 5, null)))) {
            Range r2 = (Range) ois.readObject();
            System.out.println("record " + r2 + " equals " + r.equals(r2) + " second " + ois.readObject());
        }
        byte[] rb = ser(new Range(1, 2, "x"));
        // primitive fields are written sorted by name: hi (2) then lo (1); make hi 0 so that lo > hi
        int idx = indexOf(rb, new byte[]{0, 0, 0, 2, 0, 0, 0, 1});
        if (idx >= 0) {
            rb[idx + 3] = 0;
            try (ObjectInputStream ois = in(rb)) {
                ois.readObject();
                System.out.println("tampered record accepted?!");
            } catch (InvalidObjectException e) {
                System.out.println("tampered record: InvalidObjectException " + e.getMessage());
            }
        } else {
            System.out.println("record field layout not found");
        }
        try (ObjectInputStream ois = in(ser(Color.RED, Color.GREEN, Color.BLUE, Color.GREEN))) {
            Color c1 = (Color) ois.readObject(), c2x = (Color) ois.readObject(), c3 = (Color) ois.readObject(), c4 = (Color) ois.readObject();
            System.out.println("enums identity " + (c1 == Color.RED) + " " + (c2x == Color.GREEN) + " " + (c3 == Color.BLUE) + " " + (c4 == c2x) + " toString " + c2x);
        }
        int[][] grid = {{1, 2}, {3}};
        Object[] mixed = {1, "two", 3.0, 'c', null, grid, new long[]{Long.MAX_VALUE}, List.of(1, 2), new TreeMap<>(Map.of("k", List.of("v")))};
        mixed[4] = mixed;
        try (ObjectInputStream ois = in(ser((Object) mixed))) {
            Object[] back = (Object[]) ois.readObject();
            System.out.println("array self-reference " + (back[4] == back) + " grid " + Arrays.deepToString((int[][]) back[5]) + " long[] " + ((long[]) back[6])[0] + " List.of " + back[7] + " " + back[7].getClass().getSimpleName().startsWith("List")
                + " map " + back[8] + " boxed " + back[0] + back[1] + back[2] + back[3]);
        }
        Map<String, Object> coll = new LinkedHashMap<>();
        coll.put("list", new ArrayList<>(List.of(1, 2, 3)));
        coll.put("set", new TreeSet<>(Set.of("z", "a")));
        coll.put("deque", new ArrayDeque<>(List.of('x', 'y')));
        coll.put("bitset", BitSet.valueOf(new long[]{0b1011}));
        coll.put("date", new Date(1_000_000_000_000L));
        coll.put("bigdec", new java.math.BigDecimal("123.456"));
        coll.put("optional-like", Collections.singletonList(Optional.empty().isPresent()));
        coll.put("uuid", UUID.nameUUIDFromBytes("x".getBytes()));
        coll.put("time", java.time.LocalDateTime.of(2020, 1, 2, 3, 4, 5));
        coll.put("duration", java.time.Duration.ofMillis(1500));
        try (ObjectInputStream ois = in(ser(coll))) {
            System.out.println("collections and library types " + ois.readObject());
        }
        try (ObjectInputStream ois = in(ser(new Derived()))) {
            Derived d = (Derived) ois.readObject();
            System.out.println("non-serializable superclass re-initialized by its no-arg ctor: baseValue " + d.baseValue + " own " + d.own);
        }
        try (ObjectInputStream ois = in(ser(Singleton.INSTANCE, new Replaced()))) {
            System.out.println("readResolve singleton " + (ois.readObject() == Singleton.INSTANCE) + " writeReplace -> " + ((Proxy) ois.readObject()).text);
        }
        try {
            ser(new HoldsNotSer());
        } catch (NotSerializableException e) {
            System.out.println("NotSerializableException " + e.getMessage());
        }
        try {
            ser(new Object());
        } catch (NotSerializableException e) {
            System.out.println("NotSerializableException " + e.getMessage());
        }
        byte[] vb = ser(new Versioned());
        int vi = indexOf(vb, new byte[]{0, 0, 0, 0, 0, 0, 0, 1});
        vb[vi + 7] = 2;
        try (ObjectInputStream ois = in(vb)) {
            ois.readObject();
        } catch (InvalidClassException e) {
            System.out.println("serialVersionUID mismatch: " + e.getMessage());
        }
        try {
            in("not a stream".getBytes());
        } catch (StreamCorruptedException e) {
            System.out.println("StreamCorruptedException " + e.getMessage());
        }
        byte[] trunc = Arrays.copyOf(bytes, bytes.length / 2);
        try (ObjectInputStream ois = in(trunc)) {
            ois.readObject();
        } catch (EOFException e) {
            System.out.println("truncated stream: EOFException");
        }
        ByteArrayOutputStream prim = new ByteArrayOutputStream();
        try (ObjectOutputStream oos = new ObjectOutputStream(prim)) {
            oos.writeInt(7);
            oos.writeObject("str");
            oos.writeDouble(0.5);
            oos.writeUnshared(new ArrayList<>(List.of(1)));
            oos.reset();
            oos.writeObject("str");
        }
        try (ObjectInputStream ois = in(prim.toByteArray())) {
            System.out.println("mixed primitives " + ois.readInt() + " " + ois.readObject() + " " + ois.readDouble() + " " + ois.readUnshared() + " " + ois.readObject());
            try {
                ois.readObject();
            } catch (EOFException e) {
                System.out.println("end of stream: EOFException");
            }
        }
        ObjectStreamClass osc = ObjectStreamClass.lookup(Account.class);
        System.out.println("ObjectStreamClass " + osc.getName() + " uid " + osc.getSerialVersionUID() + " fields " + Arrays.stream(osc.getFields()).map(ObjectStreamField::getName).toList()
            + " declared uid of Node " + ObjectStreamClass.lookup(Node.class).getSerialVersionUID() + " computed uid of Derived " + ObjectStreamClass.lookup(Derived.class).getSerialVersionUID()
            + " of Range " + ObjectStreamClass.lookup(Range.class).getSerialVersionUID() + " not serializable lookup " + ObjectStreamClass.lookup(NotSer.class));
    }

    static int indexOf(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) if (hay[i + j] != needle[j]) continue outer;
            return i;
        }
        return -1;
    }
}
