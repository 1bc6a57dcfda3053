// TLS on loopback: an SSLServerSocket with an EC key from an embedded PKCS12 keystore, a client that trusts it,
// a TLS 1.2 handshake on sockets and a TLS 1.3 one between SSLEngines, session details and echoed data; SSLEngine wrap/unwrap in memory.
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
            "CgECoIG9MIG6MGYGCSqGSIb3DQEFDTBZMDgGCSqGSIb3DQEFDDArBBROWtV1uKlNqQAK0upXMieHb+9P/QICJxACASAwDAYIKoZI" +
            "hvcNAgkFADAdBglghkgBZQMEASoEEC475Qn+H1OKntKHBipNR6sEUOgm6f1/WAoeO5EUJobWod+lwQ3uzTTwkTq9sIpl8OyirpVW" +
            "5mKAJqpwZlfc14jkRxXCu9U01vUqLF751B5lFPfMLzYh+klWR4llWnObHrfpMTowFQYJKoZIhvcNAQkUMQgeBgBzAHIAdjAhBgkq" +
            "hkiG9w0BCRUxFAQSVGltZSAxNzk1NzkyMDYyNDkwMIICkQYJKoZIhvcNAQcGoIICgjCCAn4CAQAwggJ3BgkqhkiG9w0BBwEwZgYJ" +
            "KoZIhvcNAQUNMFkwOAYJKoZIhvcNAQUMMCsEFGSkqYeIYPfr6fzrpVxibq5AgXjkAgInEAIBIDAMBggqhkiG9w0CCQUAMB0GCWCG" +
            "SAFlAwQBKgQQaCSRerO8/3Rcnl2azI35gICCAgAak1iTAom8pN4bEzVHRmLJoHEDRCfkO+dh1qi7GPwxFX6mS3ea88HpW4uDXpaJ" +
            "WHRrtl0q29P2hUqscHYzryuvnVHIqmzuWQe/+PboJWPU343bSJhBwVTgfAtt7wpKgPpjoIrqKk7oh7dO20iOLoLh4KeRufdxSlWD" +
            "6wLTowuYTiCH1qcLfxo1lsI9auK2dysk0x1LPJd5uG4b/aC0WXueVqZySicaSyAy98xFRbtvAq0dzztbyJHKx6XROKlGTvVAEgG+" +
            "JKA3J9SZWj/mIMkZv2Aw6lGQJ9pOr3PtZZQI43+LAqvAzfZQXotL7nDgLVF9gAUHNyKbHdKCufUNcmNvkATjc3k6FltL22O6CKTE" +
            "DWRB9/NNa3DJpR3V29F2EAXf9i9luPsOW5SEgq43MpWHOU+HKuxichC79BLZlT+BmX8pXoURA+vQckwKywIVuwxiV5yI213oqby7" +
            "NsheHM6K4ZUBDQuFvLpbEBOZSnsXL8bYxGCqs9jjXz6G2av3VEr56erIirN33MgBDQBjp3ZSwOoh3ANh04JNDuHVGwF2yzm5DAdf" +
            "IPwODsR2xmlTzitQl8LsNAP5wqsdpPWAa9lXA/4ddbVZ+d8yKJfQcI/BQ8h0Hz5v72TsgB+//7Maooy7dnffw+JAAg/fP6M8JBRA" +
            "WF2prk78dGubnjk8CqsEPDBNMDEwDQYJYIZIAWUDBAIBBQAEILg/lRENbVs/LpsMnv7NWvKJZ9Y8qnU6webE1/QBM4vdBBTAunKM" +
            "gcrpBXWfTwZpstZLs41lbwICJxA=" +
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
