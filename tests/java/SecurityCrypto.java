import java.nio.charset.StandardCharsets;
import java.security.*;
import java.security.spec.*;
import java.util.*;
import javax.crypto.*;
import javax.crypto.spec.*;

// java.security and javax.crypto from java.base providers, all deterministic: MessageDigest (MD5, SHA-1, SHA-2, SHA-3),
// Mac (HmacSHA256/512), AES in ECB/CBC/CTR/GCM with fixed keys and IVs, PBKDF2, a seeded SHA1PRNG SecureRandom,
// RSA key generation from that generator, PKCS#1 signatures and encryption round trips, and error paths.
public class SecurityCrypto {
    static final HexFormat HEX = HexFormat.of();

    public static void main(String[] args) throws Exception {
        byte[] msg = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.UTF_8);
        for (String alg : new String[]{"MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512", "SHA-512/256", "SHA3-256", "SHA3-512"}) {
            MessageDigest md = MessageDigest.getInstance(alg);
            byte[] d = md.digest(msg);
            md.update(msg, 0, 10);
            md.update(msg, 10, msg.length - 10);
            byte[] d2 = md.digest();
            System.out.println(alg + " " + HEX.formatHex(d) + " length " + md.getDigestLength() + " incremental equal " + Arrays.equals(d, d2) + " empty " + HEX.formatHex(md.digest()).substring(0, 16));
        }
        try {
            MessageDigest.getInstance("SHA-999");
        } catch (NoSuchAlgorithmException e) {
            System.out.println("NoSuchAlgorithmException " + e.getMessage());
        }
        System.out.println("MessageDigest.isEqual " + MessageDigest.isEqual(new byte[]{1, 2}, new byte[]{1, 2}) + " provider " + MessageDigest.getInstance("SHA-256").getProvider().getName());

        for (String alg : new String[]{"HmacMD5", "HmacSHA1", "HmacSHA256", "HmacSHA512"}) {
            Mac mac = Mac.getInstance(alg);
            mac.init(new SecretKeySpec("key".getBytes(StandardCharsets.UTF_8), alg));
            System.out.println(alg + " " + HEX.formatHex(mac.doFinal(msg)));
        }
        try {
            Mac.getInstance("HmacSHA256").doFinal(msg);
        } catch (IllegalStateException e) {
            System.out.println("Mac without init: IllegalStateException " + e.getMessage());
        }

        SecretKeySpec aes = new SecretKeySpec(HEX.parseHex("000102030405060708090a0b0c0d0e0f"), "AES");
        byte[] block = HEX.parseHex("00112233445566778899aabbccddeeff");
        Cipher ecb = Cipher.getInstance("AES/ECB/NoPadding");
        ecb.init(Cipher.ENCRYPT_MODE, aes);
        System.out.println("AES-128 FIPS-197 vector " + HEX.formatHex(ecb.doFinal(block)));
        IvParameterSpec iv = new IvParameterSpec(HEX.parseHex("0f0e0d0c0b0a09080706050403020100"));
        for (String transform : new String[]{"AES/CBC/PKCS5Padding", "AES/CTR/NoPadding", "AES/CFB/NoPadding", "AES/OFB/NoPadding"}) {
            Cipher enc = Cipher.getInstance(transform);
            enc.init(Cipher.ENCRYPT_MODE, aes, iv);
            byte[] ct = enc.doFinal(msg);
            Cipher dec = Cipher.getInstance(transform);
            dec.init(Cipher.DECRYPT_MODE, aes, iv);
            byte[] pt = dec.doFinal(ct);
            System.out.println(transform + " ct " + HEX.formatHex(ct) + " roundtrip " + new String(pt, StandardCharsets.UTF_8).equals(new String(msg, StandardCharsets.UTF_8)));
        }
        Cipher cbc = Cipher.getInstance("AES/CBC/PKCS5Padding");
        cbc.init(Cipher.ENCRYPT_MODE, aes, iv);
        byte[] part1 = cbc.update(msg, 0, 20);
        byte[] part2 = cbc.doFinal(msg, 20, msg.length - 20);
        System.out.println("CBC update/doFinal lengths " + part1.length + "+" + part2.length + " blockSize " + cbc.getBlockSize() + " outputSize(43) " + cbc.getOutputSize(43));
        SecretKeySpec aes256 = new SecretKeySpec(HEX.parseHex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"), "AES");
        Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding");
        GCMParameterSpec gspec = new GCMParameterSpec(128, HEX.parseHex("cafebabefacedbaddecaf888"));
        gcm.init(Cipher.ENCRYPT_MODE, aes256, gspec);
        gcm.updateAAD("header".getBytes(StandardCharsets.UTF_8));
        byte[] sealed = gcm.doFinal(msg);
        System.out.println("AES-256-GCM " + HEX.formatHex(sealed));
        Cipher gdec = Cipher.getInstance("AES/GCM/NoPadding");
        gdec.init(Cipher.DECRYPT_MODE, aes256, gspec);
        gdec.updateAAD("header".getBytes(StandardCharsets.UTF_8));
        System.out.println("GCM decrypt " + new String(gdec.doFinal(sealed), StandardCharsets.UTF_8));
        sealed[5] ^= 1;
        gdec.init(Cipher.DECRYPT_MODE, aes256, gspec);
        gdec.updateAAD("header".getBytes(StandardCharsets.UTF_8));
        try {
            gdec.doFinal(sealed);
        } catch (AEADBadTagException e) {
            System.out.println("tampered GCM: AEADBadTagException " + e.getMessage());
        }
        try {
            gcm.init(Cipher.ENCRYPT_MODE, aes256, gspec);
        } catch (InvalidAlgorithmParameterException e) {
            System.out.println("GCM IV reuse: InvalidAlgorithmParameterException " + e.getMessage());
        }
        Cipher nopad = Cipher.getInstance("AES/ECB/NoPadding");
        nopad.init(Cipher.ENCRYPT_MODE, aes);
        try {
            nopad.doFinal(new byte[5]);
        } catch (IllegalBlockSizeException e) {
            System.out.println("IllegalBlockSizeException " + e.getMessage());
        }
        Cipher badPad = Cipher.getInstance("AES/CBC/PKCS5Padding");
        badPad.init(Cipher.DECRYPT_MODE, aes, iv);
        try {
            badPad.doFinal(new byte[16]);
        } catch (BadPaddingException e) {
            System.out.println("BadPaddingException " + e.getMessage());
        }
        try {
            Cipher.getInstance("AES/XYZ/NoPadding");
        } catch (NoSuchAlgorithmException e) {
            System.out.println("bad mode: NoSuchAlgorithmException " + e.getMessage());
        }
        try {
            ecb.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[7], "AES"));
        } catch (InvalidKeyException e) {
            System.out.println("bad key length: InvalidKeyException " + e.getMessage());
        }

        SecretKeyFactory pbkdf2 = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256");
        byte[] derived = pbkdf2.generateSecret(new PBEKeySpec("password".toCharArray(), "salt".getBytes(StandardCharsets.UTF_8), 2, 256)).getEncoded();
        System.out.println("PBKDF2-HMAC-SHA256(password, salt, 2) " + HEX.formatHex(derived));

        SecureRandom prng = SecureRandom.getInstance("SHA1PRNG");
        prng.setSeed(42L);
        byte[] rb = new byte[16];
        prng.nextBytes(rb);
        System.out.println("seeded SHA1PRNG " + HEX.formatHex(rb) + " nextInt " + prng.nextInt() + " algorithm " + prng.getAlgorithm());
        KeyGenerator kg = KeyGenerator.getInstance("AES");
        kg.init(128, prng);
        System.out.println("KeyGenerator with seeded PRNG " + HEX.formatHex(kg.generateKey().getEncoded()));

        KeyPairGenerator kpg = KeyPairGenerator.getInstance("RSA");
        SecureRandom rsaRandom = SecureRandom.getInstance("SHA1PRNG");
        rsaRandom.setSeed(7L);
        kpg.initialize(new RSAKeyGenParameterSpec(768, RSAKeyGenParameterSpec.F4), rsaRandom);
        KeyPair kp = kpg.generateKeyPair();
        java.security.interfaces.RSAPublicKey pub = (java.security.interfaces.RSAPublicKey) kp.getPublic();
        System.out.println("RSA modulus bits " + pub.getModulus().bitLength() + " exponent " + pub.getPublicExponent() + " modulus " + pub.getModulus().toString(16).substring(0, 32) + "... format " + pub.getFormat()
            + " encoded length " + pub.getEncoded().length);
        Signature signer = Signature.getInstance("SHA256withRSA");
        signer.initSign(kp.getPrivate());
        signer.update(msg);
        byte[] sig = signer.sign();
        System.out.println("SHA256withRSA signature " + HEX.formatHex(sig).substring(0, 48) + "... length " + sig.length);
        Signature verifier = Signature.getInstance("SHA256withRSA");
        verifier.initVerify(pub);
        verifier.update(msg);
        boolean ok = verifier.verify(sig);
        verifier.initVerify(pub);
        verifier.update("tampered".getBytes(StandardCharsets.UTF_8));
        System.out.println("verify " + ok + " tampered " + verifier.verify(sig));
        KeyFactory kf = KeyFactory.getInstance("RSA");
        PublicKey rebuilt = kf.generatePublic(new X509EncodedKeySpec(pub.getEncoded()));
        RSAPublicKeySpec spec = kf.getKeySpec(rebuilt, RSAPublicKeySpec.class);
        System.out.println("KeyFactory round trip equal " + rebuilt.equals(pub) + " spec exponent " + spec.getPublicExponent());
        Cipher rsa = Cipher.getInstance("RSA/ECB/PKCS1Padding");
        rsa.init(Cipher.DECRYPT_MODE, kp.getPrivate());
        Cipher rsaEnc = Cipher.getInstance("RSA/ECB/PKCS1Padding");
        rsaEnc.init(Cipher.ENCRYPT_MODE, pub, rsaRandom);
        byte[] rct = rsaEnc.doFinal("secret".getBytes(StandardCharsets.UTF_8));
        System.out.println("RSA PKCS1 encrypt/decrypt " + new String(rsa.doFinal(rct), StandardCharsets.UTF_8) + " ciphertext length " + rct.length);
        try {
            rsaEnc.doFinal(new byte[200]);
        } catch (IllegalBlockSizeException e) {
            System.out.println("RSA input too long: IllegalBlockSizeException " + e.getMessage());
        }
        List<String> providers = new ArrayList<>();
        for (Provider p : Security.getProviders()) providers.add(p.getName());
        System.out.println("providers include SUN " + providers.contains("SUN") + " SunJCE " + providers.contains("SunJCE") + " SunRsaSign " + providers.contains("SunRsaSign")
            + " SHA-256 aliases via getAlgorithms " + Security.getAlgorithms("MessageDigest").contains("SHA-256"));
    }
}
