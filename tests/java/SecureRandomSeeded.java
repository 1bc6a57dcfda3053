import java.io.FileOutputStream;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;

// A seeded SecureRandom (NativePRNG) writes its seed to /dev/random, which
// never polls writable: the write must not wait for it while other threads live.
public class SecureRandomSeeded {
    public static void main(String[] args) throws Exception {
        SecureRandom sr = new SecureRandom(new byte[] {1, 2, 3});
        System.out.println(sr.getAlgorithm());
        byte[] b = new byte[16];
        sr.nextBytes(b);
        System.out.println("bytes " + b.length);
        sr.setSeed(42L);
        System.out.println("reseeded");
        try (FileOutputStream out = new FileOutputStream("/dev/random")) {
            out.write(new byte[] {9, 8, 7});
        }
        System.out.println("wrote /dev/random");
        Thread t = new Thread(() -> {
            try (FileOutputStream out = new FileOutputStream("/dev/random")) {
                out.write(1);
                System.out.println("thread wrote /dev/random");
            } catch (Exception e) {
                System.out.println(e);
            }
        });
        t.start();
        t.join();
        KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
        kpg.initialize(512, sr);
        System.out.println(kpg.generateKeyPair().getPublic().getAlgorithm());
    }
}
