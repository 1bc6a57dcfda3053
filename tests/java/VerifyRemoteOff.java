// jvm-options: -XX:+UnlockDiagnosticVMOptions -XX:-BytecodeVerificationRemote
// With verification of application classes off, a class whose method has dead
// code without a stack map frame (a VerifyError otherwise) links and runs.
public class VerifyRemoteOff {
    // VDead.m()I: iconst_1; ireturn; pop; return (the last two unreachable, no StackMapTable)
    static final String DEAD = "cafebabe0000003d001f01000556446561640700010100106a6176612f6c616e672f4f626a6563740700030100016d010003282949010004436f646501000d537461636b4d61705461626c650100106a6176612f6c616e672f537472696e6707000901000268690100106a6176612f6c616e672f53797374656d07000c0100036f75740100154c6a6176612f696f2f5072696e7453747265616d3b0c000e000f09000d00100100136a6176612f696f2f5072696e7453747265616d0700120100077072696e746c6e010015284c6a6176612f6c616e672f537472696e673b29560c001400150a00130016030000002a08000b08000b0100063c696e69743e0c001b001e0a0004001c0100032829560021000200040000000000010009000500060001000700000010000100000000000404ac57b1000000000000";

    public static void main(String[] args) throws Exception {
        byte[] b = new byte[DEAD.length() / 2];
        for (int i = 0; i < b.length; i++)
            b[i] = (byte) Integer.parseInt(DEAD.substring(2 * i, 2 * i + 2), 16);
        Class<?> c = new ClassLoader() {
            Class<?> define() { return defineClass(null, b, 0, b.length); }
        }.define();
        try {
            System.out.println("m() = " + c.getDeclaredMethod("m").invoke(null));
        } catch (Throwable t) {
            System.out.println(t);
        }
    }
}
