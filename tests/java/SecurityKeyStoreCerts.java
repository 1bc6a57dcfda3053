// Key stores and certificates: an EC key and self-signed certificate from an embedded PKCS12 keystore (keytool,
// 1000 PBE and MAC iterations), X.509 parsing and verification, PKIX trust and key managers, a JKS round trip,
// SSLContext and SSLEngine set-up without a handshake.
import javax.net.ssl.*;
import java.io.*;
import java.net.*;
import java.nio.ByteBuffer;
import java.security.*;
import java.security.cert.*;
import java.util.*;

public class SecurityKeyStoreCerts {
    static final String P12 =
            "MIIEKgIBAzCCA9QGCSqGSIb3DQEHAaCCA8UEggPBMIIDvTCCASQGCSqGSIb3DQEHAaCCARUEggERMIIBDTCCAQkGCyqGSIb3DQEM" +
            "CgECoIG9MIG6MGYGCSqGSIb3DQEFDTBZMDgGCSqGSIb3DQEFDDArBBTpN6EiSCtFlO2juAbQ7udyp7O9YAICA+gCASAwDAYIKoZI" +
            "hvcNAgkFADAdBglghkgBZQMEASoEEP5C6uoQmPhQJrlcPCaHPoYEUDXPgrxtWMvqoOQi949yMxWjW3aUPLrnG3SoAMEZ9ubu002T" +
            "9tsURrODCwcL19A+DgMDQmP0/d+nhe1//PzrZrWDFQVkaG9IkQuAHDdgJbj+MTowFQYJKoZIhvcNAQkUMQgeBgBzAHIAdjAhBgkq" +
            "hkiG9w0BCRUxFAQSVGltZSAxNzk1NzkyODY3OTEwMIICkQYJKoZIhvcNAQcGoIICgjCCAn4CAQAwggJ3BgkqhkiG9w0BBwEwZgYJ" +
            "KoZIhvcNAQUNMFkwOAYJKoZIhvcNAQUMMCsEFA7fPElH/GfSQgZD9P/DfjeM1edMAgID6AIBIDAMBggqhkiG9w0CCQUAMB0GCWCG" +
            "SAFlAwQBKgQQb+sPen3X2dJNMVwVF+E/K4CCAgDV5NOxRuOHrKrYaRJjpB2odCmvwgL8UdXOtq/UZa9VYUUppxaH/rl5seFYcBcs" +
            "tWt1pUjCzbhFKAYfLyWLOn0Hn1/uBvQc2aA5obiPcCBRBdBh8nzX3Rt4czD4EQLpWgjpAY6oZ4KJT6DfPO4v6T3d3/pa7X4iRZ4R" +
            "dl4JdjiYTI6HGWIkgonsv25WPftUmnziro6OkTE7yQP6yH9aCQtf0RGiO7NM1HC0aj715wNeewtpLdjzuIIHnKFqyiA/ExiWn24F" +
            "UJCfjOSLxQNAEZlAPzpdjVG5tL29nrLk5gQCLKXyeFdAnO/0y4cE0Vbpm9yDahKu1joZXB/o0syLs3UORc6q+rJ/P1/2QL9PfckV" +
            "ejhZzGlnpvo0QQXArHkUGDA7nFpr2nRojHY/dhgSg7an+evB5OD/u4VOwXaKhMjUUBNnAKIF2WlUU6R1eqlTEFowQWn166F2mFRH" +
            "B0+5jeN2B0VAqctKk5+/g0E4wAl4i/ncSShHfAPADZcL2oe98FnYxOPZSIUf8z7Od3LIW0ZygiptWRtCcu3uGvXTI3Dmy/JHVAIl" +
            "mCOee7fHsKr1MdwUw08nzy00T5OyJqRsWfylkhjd2v9AqvNUhQAj7akYJbiYlSyDoHDvspJ971JBV2Esd035In3pOaJicOcFFHoz" +
            "nw/xU5SXvsm06s0Lpyn+ODBNMDEwDQYJYIZIAWUDBAIBBQAEIJycPLXQrRXsXjODcGeEfHURMZAadt1MIwi7ZeQZhdKQBBSOi/YP" +
            "s3zvm5WWFIYOQZ/2gKKPvQICA+g=" +
            "";

    public static void main(String[] args) throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        ks.load(new ByteArrayInputStream(Base64.getDecoder().decode(P12)), "changeit".toCharArray());
        X509Certificate cert = (X509Certificate) ks.getCertificate("srv");
        System.out.println("cert " + cert.getSubjectX500Principal() + " issuer " + cert.getIssuerX500Principal().getName() + " alg " + cert.getSigAlgName()
            + " notBefore " + cert.getNotBefore().toInstant() + " key " + cert.getPublicKey().getAlgorithm() + " v" + cert.getVersion());
        cert.verify(cert.getPublicKey());
        System.out.println("self-signed verifies; aliases " + Collections.list(ks.aliases()) + " entry " + ks.isKeyEntry("srv"));
        KeyManagerFactory kmf = KeyManagerFactory.getInstance("SunX509");
        kmf.init(ks, "changeit".toCharArray());
        KeyStore ts = KeyStore.getInstance("PKCS12");
        ts.load(null, null);
        ts.setCertificateEntry("srv", cert);
        TrustManagerFactory tmf = TrustManagerFactory.getInstance("PKIX");
        tmf.init(ts);
        X509TrustManager tm = (X509TrustManager) tmf.getTrustManagers()[0];
        tm.checkServerTrusted(new X509Certificate[] {cert}, "ECDHE_ECDSA");
        System.out.println("trusted; accepted issuers " + tm.getAcceptedIssuers().length);
        X509KeyManager km = (X509KeyManager) kmf.getKeyManagers()[0];
        System.out.println("server alias " + km.chooseServerAlias("EC", null, null) + " rsa alias " + km.chooseServerAlias("RSA", null, null)
            + " chain " + km.getCertificateChain("srv").length + " key " + km.getPrivateKey("srv").getAlgorithm());
        CertificateFactory cf = CertificateFactory.getInstance("X.509");
        X509Certificate again = (X509Certificate) cf.generateCertificate(new ByteArrayInputStream(cert.getEncoded()));
        System.out.println("reparsed equal " + again.equals(cert) + " serial>0 " + (again.getSerialNumber().signum() > 0) + " basic " + again.getBasicConstraints()
            + " keyUsage " + again.getKeyUsage() + " ext " + again.getNonCriticalExtensionOIDs());
        CertPath path = cf.generateCertPath(List.of(cert));
        PKIXParameters pp = new PKIXParameters(Set.of(new TrustAnchor(cert, null)));
        pp.setRevocationEnabled(false);
        pp.setDate(new Date(1735689600000L));
        try {
            CertPathValidator.getInstance("PKIX").validate(cf.generateCertPath(List.of()), pp);
            System.out.println("empty path validates");
        } catch (CertPathValidatorException e) { System.out.println("validate " + e.getMessage()); }
        System.out.println("path " + path.getType() + " " + path.getCertificates().size() + " encodings " + path.getEncodings().next());
        String pem = "-----BEGIN CERTIFICATE-----\n" + Base64.getMimeEncoder(64, "\n".getBytes()).encodeToString(cert.getEncoded()) + "\n-----END CERTIFICATE-----\n";
        System.out.println("pem parse " + cf.generateCertificate(new ByteArrayInputStream(pem.getBytes())).equals(cert));
        KeyStore jks = KeyStore.getInstance("JKS");
        jks.load(null, null);
        jks.setKeyEntry("k", ks.getKey("srv", "changeit".toCharArray()), "pw".toCharArray(), new java.security.cert.Certificate[] {cert});
        ByteArrayOutputStream jo = new ByteArrayOutputStream();
        jks.store(jo, "store".toCharArray());
        KeyStore jks2 = KeyStore.getInstance("JKS");
        jks2.load(new ByteArrayInputStream(jo.toByteArray()), "store".toCharArray());
        System.out.println("jks roundtrip " + jks2.getCertificate("k").equals(cert) + " key " + Arrays.equals(jks2.getKey("k", "pw".toCharArray()).getEncoded(), ks.getKey("srv", "changeit".toCharArray()).getEncoded()));
        try { jks2.load(new ByteArrayInputStream(jo.toByteArray()), "wrong".toCharArray()); } catch (IOException e) { System.out.println("jks wrong password " + e.getMessage()); }
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(kmf.getKeyManagers(), tmf.getTrustManagers(), null);
        SSLEngine eng = ctx.createSSLEngine("localhost", 443);
        eng.setUseClientMode(true);
        System.out.println("engine protocols " + Arrays.toString(eng.getEnabledProtocols()) + " suites " + eng.getEnabledCipherSuites().length + " first " + eng.getEnabledCipherSuites()[0]
            + " status " + eng.getHandshakeStatus() + " packet " + eng.getSession().getPacketBufferSize() + " app " + eng.getSession().getApplicationBufferSize());
        System.out.println("default protocols " + Arrays.toString(SSLContext.getDefault().getDefaultSSLParameters().getProtocols()));
    }
}
