// java.security: key pairs from a seeded SHA1PRNG, signatures, key encodings, digests, MACs, AES/GCM and key agreement.
import java.math.BigInteger;
import java.security.*;
import java.security.spec.*;
import javax.crypto.*;
import javax.crypto.spec.*;
import java.util.*;

public class SecuritySignatures {
    static SecureRandom rng(long seed) throws Exception {
        SecureRandom r = SecureRandom.getInstance("SHA1PRNG");
        r.setSeed(seed);
        return r;
    }
    static String hex(byte[] b) { return HexFormat.of().formatHex(b); }
    static String head(byte[] b) { return hex(Arrays.copyOf(b, Math.min(b.length, 24))) + "..(" + b.length + ")"; }

    public static void main(String[] args) throws Exception {
        byte[] msg = "The quick brown fox jumps over the lazy dog".getBytes();
        for (String alg : new String[] {"MD2", "MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512", "SHA-512/224", "SHA-512/256", "SHA3-224", "SHA3-256", "SHA3-384", "SHA3-512"})
            System.out.println(alg + " " + hex(MessageDigest.getInstance(alg).digest(msg)));
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        for (int i = 0; i < 1000; i++) md.update((byte) i);
        MessageDigest clone = (MessageDigest) md.clone();
        System.out.println("incremental " + hex(md.digest()) + " clone " + hex(clone.digest(msg)).substring(0, 16));

        for (String alg : new String[] {"HmacMD5", "HmacSHA1", "HmacSHA256", "HmacSHA512", "HmacSHA3-256"}) {
            Mac mac = Mac.getInstance(alg);
            mac.init(new SecretKeySpec("key".getBytes(), alg));
            System.out.println(alg + " " + hex(mac.doFinal(msg)));
        }

        KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
        kpg.initialize(1024, rng(1));
        KeyPair rsa = kpg.generateKeyPair();
        java.security.interfaces.RSAPublicKey pub = (java.security.interfaces.RSAPublicKey) rsa.getPublic();
        System.out.println("rsa modulus " + pub.getModulus().toString(16).substring(0, 32) + " bits " + pub.getModulus().bitLength() + " e " + pub.getPublicExponent());
        System.out.println("rsa pub " + pub.getFormat() + " " + head(pub.getEncoded()) + " priv " + rsa.getPrivate().getFormat());
        for (String sa : new String[] {"SHA256withRSA", "SHA1withRSA", "SHA512withRSA", "MD5withRSA"}) {
            Signature s = Signature.getInstance(sa);
            s.initSign(rsa.getPrivate());
            s.update(msg);
            byte[] sig = s.sign();
            s.initVerify(rsa.getPublic());
            s.update(msg);
            boolean ok = s.verify(sig);
            s.initVerify(rsa.getPublic());
            s.update("tampered".getBytes());
            System.out.println(sa + " " + head(sig) + " verify " + ok + " tampered " + s.verify(sig));
        }
        Signature pss = Signature.getInstance("RSASSA-PSS");
        pss.setParameter(new PSSParameterSpec("SHA-256", "MGF1", MGF1ParameterSpec.SHA256, 32, 1));
        pss.initSign(rsa.getPrivate(), rng(5));
        pss.update(msg);
        byte[] pssSig = pss.sign();
        pss.initVerify(rsa.getPublic());
        pss.update(msg);
        System.out.println("pss " + head(pssSig) + " " + pss.verify(pssSig));

        KeyFactory kf = KeyFactory.getInstance("RSA");
        PublicKey again = kf.generatePublic(new X509EncodedKeySpec(pub.getEncoded()));
        RSAPrivateCrtKeySpec crt = kf.getKeySpec(rsa.getPrivate(), RSAPrivateCrtKeySpec.class);
        System.out.println("keyfactory equal " + again.equals(pub) + " p*q " + crt.getPrimeP().multiply(crt.getPrimeQ()).equals(pub.getModulus()));

        Cipher rsaC = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
        rsaC.init(Cipher.ENCRYPT_MODE, rsa.getPublic(), rng(9));
        byte[] ct = rsaC.doFinal("secret".getBytes());
        rsaC.init(Cipher.DECRYPT_MODE, rsa.getPrivate());
        System.out.println("oaep " + head(ct) + " -> " + new String(rsaC.doFinal(ct)));
        Cipher pkcs = Cipher.getInstance("RSA/ECB/PKCS1Padding");
        pkcs.init(Cipher.ENCRYPT_MODE, rsa.getPublic(), rng(10));
        byte[] ct2 = pkcs.doFinal("pkcs1".getBytes());
        pkcs.init(Cipher.DECRYPT_MODE, rsa.getPrivate());
        System.out.println("pkcs1 " + head(ct2) + " -> " + new String(pkcs.doFinal(ct2)));

        KeyPairGenerator ecg = KeyPairGenerator.getInstance("EC");
        ecg.initialize(new ECGenParameterSpec("secp256r1"), rng(2));
        KeyPair ec = ecg.generateKeyPair();
        java.security.interfaces.ECPublicKey ecPub = (java.security.interfaces.ECPublicKey) ec.getPublic();
        System.out.println("ec w " + ecPub.getW().getAffineX().toString(16) + " " + head(ecPub.getEncoded()));
        Signature ecdsa = Signature.getInstance("SHA256withECDSA");
        ecdsa.initSign(ec.getPrivate(), rng(3));
        ecdsa.update(msg);
        byte[] es = ecdsa.sign();
        ecdsa.initVerify(ec.getPublic());
        ecdsa.update(msg);
        System.out.println("ecdsa " + head(es) + " " + ecdsa.verify(es));

        KeyPairGenerator edg = KeyPairGenerator.getInstance("Ed25519");
        edg.initialize(255, rng(4));
        KeyPair ed = edg.generateKeyPair();
        Signature eds = Signature.getInstance("Ed25519");
        eds.initSign(ed.getPrivate());
        eds.update(msg);
        byte[] edsig = eds.sign();
        eds.initVerify(ed.getPublic());
        eds.update(msg);
        System.out.println("ed25519 " + hex(ed.getPublic().getEncoded()) + " sig " + head(edsig) + " " + eds.verify(edsig));

        KeyPairGenerator xg = KeyPairGenerator.getInstance("X25519");
        xg.initialize(255, rng(6));
        KeyPair xa = xg.generateKeyPair(), xb = xg.generateKeyPair();
        KeyAgreement ka = KeyAgreement.getInstance("X25519");
        ka.init(xa.getPrivate());
        ka.doPhase(xb.getPublic(), true);
        byte[] s1 = ka.generateSecret();
        ka.init(xb.getPrivate());
        ka.doPhase(xa.getPublic(), true);
        System.out.println("x25519 " + hex(s1) + " agree " + Arrays.equals(s1, ka.generateSecret()));

        KeyPairGenerator dsg = KeyPairGenerator.getInstance("DSA");
        dsg.initialize(1024, rng(7));
        KeyPair dsa = dsg.generateKeyPair();
        Signature ds = Signature.getInstance("SHA256withDSA");
        ds.initSign(dsa.getPrivate(), rng(8));
        ds.update(msg);
        byte[] dsig = ds.sign();
        ds.initVerify(dsa.getPublic());
        ds.update(msg);
        System.out.println("dsa " + head(dsa.getPublic().getEncoded()) + " sig " + head(dsig) + " " + ds.verify(dsig));

        byte[] key = new byte[16], iv = new byte[12];
        for (int i = 0; i < 16; i++) key[i] = (byte) (i * 11);
        for (int i = 0; i < 12; i++) iv[i] = (byte) (100 + i);
        Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding");
        gcm.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, iv));
        gcm.updateAAD("header".getBytes());
        byte[] g = gcm.doFinal(msg);
        System.out.println("gcm " + hex(g));
        gcm.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, iv));
        gcm.updateAAD("header".getBytes());
        System.out.println("gcm dec " + new String(gcm.doFinal(g)));
        g[3] ^= 1;
        gcm.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, iv));
        gcm.updateAAD("header".getBytes());
        try { gcm.doFinal(g); } catch (AEADBadTagException e) { System.out.println("gcm tamper " + e.getMessage()); }
        Cipher cc = Cipher.getInstance("ChaCha20-Poly1305");
        cc.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(Arrays.copyOf(key, 32), "ChaCha20"), new IvParameterSpec(iv));
        System.out.println("chacha " + hex(cc.doFinal(msg)));
        for (String t : new String[] {"AES/CBC/PKCS5Padding", "AES/CTR/NoPadding", "AES/ECB/PKCS5Padding", "DESede/CBC/PKCS5Padding", "Blowfish/CBC/PKCS5Padding"}) {
            Cipher c = Cipher.getInstance(t);
            String a = t.substring(0, t.indexOf('/'));
            byte[] k = a.equals("DESede") ? Arrays.copyOf(key, 24) : key;
            if (t.contains("ECB")) c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(k, a));
            else c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(k, a), new IvParameterSpec(Arrays.copyOf(iv, a.equals("AES") ? 16 : 8)));
            System.out.println(t + " " + hex(c.doFinal(msg)));
        }
        SecretKeyFactory pb = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256");
        byte[] dk = pb.generateSecret(new PBEKeySpec("password".toCharArray(), "salt".getBytes(), 1000, 256)).getEncoded();
        System.out.println("pbkdf2 " + hex(dk));
        KeyGenerator kg = KeyGenerator.getInstance("AES");
        kg.init(256, rng(11));
        System.out.println("keygen " + hex(kg.generateKey().getEncoded()));
        SecureRandom sr = rng(12);
        System.out.println("sha1prng " + sr.nextLong() + " " + sr.nextInt(1000) + " " + new BigInteger(64, sr));
        List<String> provs = new ArrayList<>();
        for (Provider p : Security.getProviders()) provs.add(p.getName());
        System.out.println("providers " + provs);
    }
}
