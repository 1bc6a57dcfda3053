// TLS on loopback: an SSLServerSocket with an EC key from an embedded PKCS12 keystore (keytool, 1000 iterations), a client
// that trusts it over TLS 1.3 and 1.2, a client that trusts nothing, and a TLS 1.3 SSLEngine pair in memory.
import javax.net.ssl.*;
import java.io.*;
import java.net.*;
import java.nio.ByteBuffer;
import java.security.*;
import java.security.cert.*;
import java.util.*;

public class NetTlsLoopback {
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
        for (String proto : new String[] {"TLSv1.3", "TLSv1.2"}) {
            SSLContext ctx = SSLContext.getInstance("TLS");
            ctx.init(kmf.getKeyManagers(), tmf.getTrustManagers(), null);
            SSLServerSocket ss = (SSLServerSocket) ctx.getServerSocketFactory().createServerSocket(0, 1, InetAddress.getLoopbackAddress());
            ss.setEnabledProtocols(new String[] {proto});
            String[] got = new String[1];
            Thread srv = new Thread(() -> {
                try (SSLSocket s = (SSLSocket) ss.accept()) {
                    BufferedReader r = new BufferedReader(new InputStreamReader(s.getInputStream()));
                    String line = r.readLine();
                    got[0] = line;
                    Writer w = new OutputStreamWriter(s.getOutputStream());
                    w.write("echo[" + line + "] via " + s.getSession().getProtocol() + "\n");
                    w.flush();
                } catch (IOException e) { got[0] = "server " + e; }
            });
            srv.start();
            try (SSLSocket c = (SSLSocket) ctx.getSocketFactory().createSocket(InetAddress.getLoopbackAddress(), ss.getLocalPort())) {
                c.setEnabledProtocols(new String[] {proto});
                SSLParameters p = c.getSSLParameters();
                p.setEndpointIdentificationAlgorithm("HTTPS");
                p.setServerNames(List.of(new SNIHostName("localhost")));
                c.setSSLParameters(p);
                c.startHandshake();
                SSLSession sess = c.getSession();
                System.out.println(proto + ": protocol " + sess.getProtocol() + " suite " + sess.getCipherSuite() + " peer " + ((X509Certificate) sess.getPeerCertificates()[0]).getSubjectX500Principal()
                    + " local certs " + sess.getLocalCertificates() + " valid " + sess.isValid());
                PrintWriter w = new PrintWriter(new OutputStreamWriter(c.getOutputStream()), true);
                w.println("hello over " + proto);
                System.out.println("  client read: " + new BufferedReader(new InputStreamReader(c.getInputStream())).readLine());
            }
            srv.join();
            System.out.println("  server read: " + got[0]);
            ss.close();
        }

        // a client that trusts nothing
        SSLContext bad = SSLContext.getInstance("TLS");
        KeyStore empty = KeyStore.getInstance("PKCS12");
        empty.load(null, null);
        TrustManagerFactory etmf = TrustManagerFactory.getInstance("PKIX");
        etmf.init(empty);
        SSLContext good = SSLContext.getInstance("TLS");
        good.init(kmf.getKeyManagers(), null, null);
        bad.init(null, etmf.getTrustManagers(), null);
        SSLServerSocket ss = (SSLServerSocket) good.getServerSocketFactory().createServerSocket(0, 1, InetAddress.getLoopbackAddress());
        Thread srv = new Thread(() -> { try (SSLSocket s = (SSLSocket) ss.accept()) { s.startHandshake(); } catch (IOException e) { } });
        srv.start();
        try (SSLSocket c = (SSLSocket) bad.getSocketFactory().createSocket(InetAddress.getLoopbackAddress(), ss.getLocalPort())) {
            c.startHandshake();
            System.out.println("untrusted: no error?");
        } catch (SSLException e) {
            System.out.println("untrusted: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        srv.join();
        ss.close();

        // SSLEngine pair in memory
        SSLContext ctx = SSLContext.getInstance("TLSv1.3");
        ctx.init(kmf.getKeyManagers(), tmf.getTrustManagers(), null);
        SSLEngine client = ctx.createSSLEngine("localhost", 443), server = ctx.createSSLEngine();
        client.setUseClientMode(true);
        server.setUseClientMode(false);
        int bufSize = client.getSession().getPacketBufferSize();
        ByteBuffer c2s = ByteBuffer.allocate(bufSize * 4), s2c = ByteBuffer.allocate(bufSize * 4);
        ByteBuffer cApp = ByteBuffer.wrap("engine data from client".getBytes()), sApp = ByteBuffer.wrap("engine reply".getBytes());
        ByteBuffer cIn = ByteBuffer.allocate(bufSize * 2), sIn = ByteBuffer.allocate(bufSize * 2);
        int rounds = 0;
        while (rounds++ < 50 && (cApp.hasRemaining() || sIn.position() == 0 || cIn.position() == 0)) {
            client.wrap(cApp, c2s);
            server.wrap(sIn.position() > 0 ? sApp : ByteBuffer.allocate(0), s2c);
            runTasks(client); runTasks(server);
            c2s.flip(); server.unwrap(c2s, sIn); c2s.compact();
            s2c.flip(); client.unwrap(s2c, cIn); s2c.compact();
            runTasks(client); runTasks(server);
        }
        System.out.println("engine server got '" + new String(sIn.array(), 0, sIn.position()) + "' client got '" + new String(cIn.array(), 0, cIn.position()) + "' protocol " + client.getSession().getProtocol()
            + " status " + client.getHandshakeStatus());
        System.out.println("default protocols " + Arrays.toString(SSLContext.getDefault().getDefaultSSLParameters().getProtocols()));
    }
    static void runTasks(SSLEngine e) { Runnable t; while ((t = e.getDelegatedTask()) != null) t.run(); }
}
