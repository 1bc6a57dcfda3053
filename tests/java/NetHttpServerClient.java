// com.sun.net.httpserver.HttpServer on loopback, queried by HttpURLConnection and java.net.http.HttpClient.
import com.sun.net.httpserver.*;
import java.io.*;
import java.net.*;
import java.net.http.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.concurrent.*;

public class NetHttpServerClient {
    public static void main(String[] args) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        server.setExecutor(pool);
        server.createContext("/echo", ex -> {
            byte[] body = ex.getRequestBody().readAllBytes();
            String reply = ex.getRequestMethod() + " " + ex.getRequestURI() + " q=" + ex.getRequestURI().getQuery()
                + " ct=" + ex.getRequestHeaders().getFirst("Content-Type") + " x=" + ex.getRequestHeaders().getFirst("X-Test")
                + " body=" + new String(body, StandardCharsets.UTF_8);
            byte[] out = reply.getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().add("X-Reply", "yes");
            ex.getResponseHeaders().add("Content-Type", "text/plain; charset=utf-8");
            ex.sendResponseHeaders(200, out.length);
            try (OutputStream os = ex.getResponseBody()) { os.write(out); }
        });
        server.createContext("/missing", ex -> { ex.sendResponseHeaders(404, -1); ex.close(); });
        server.createContext("/chunked", ex -> {
            ex.sendResponseHeaders(201, 0);
            try (OutputStream os = ex.getResponseBody()) {
                for (int i = 0; i < 5; i++) os.write(("chunk" + i + ";").getBytes());
            }
        });
        HttpContext ctx = server.createContext("/auth", ex -> {
            String user = ex.getPrincipal() == null ? "none" : ex.getPrincipal().getUsername();
            byte[] out = ("hello " + user).getBytes();
            ex.sendResponseHeaders(200, out.length);
            ex.getResponseBody().write(out);
            ex.close();
        });
        ctx.setAuthenticator(new BasicAuthenticator("realm") {
            @Override public boolean checkCredentials(String u, String p) { return u.equals("ann") && p.equals("pw"); }
        });
        ctx.getFilters().add(new Filter() {
            @Override public void doFilter(HttpExchange ex, Chain chain) throws IOException { ex.getResponseHeaders().add("X-Filter", "f1"); chain.doFilter(ex); }
            @Override public String description() { return "f1"; }
        });
        server.start();
        int port = server.getAddress().getPort();
        String base = "http://127.0.0.1:" + port;
        System.out.println("started " + (port > 0));

        HttpURLConnection c = (HttpURLConnection) new URL(base + "/echo/a%20b?x=1&y=2").openConnection();
        c.setRequestProperty("X-Test", "t1");
        System.out.println("GET " + c.getResponseCode() + " " + c.getResponseMessage() + " reply=" + c.getHeaderField("X-Reply") + " len=" + c.getContentLengthLong());
        System.out.println("  " + new String(c.getInputStream().readAllBytes(), StandardCharsets.UTF_8));

        c = (HttpURLConnection) new URL(base + "/echo").openConnection();
        c.setDoOutput(true);
        c.setRequestMethod("POST");
        c.setRequestProperty("Content-Type", "application/x-test");
        try (OutputStream os = c.getOutputStream()) { os.write("héllo wörld".getBytes(StandardCharsets.UTF_8)); }
        System.out.println("POST " + c.getResponseCode() + " " + new String(c.getInputStream().readAllBytes(), StandardCharsets.UTF_8));

        c = (HttpURLConnection) new URL(base + "/missing").openConnection();
        System.out.println("missing " + c.getResponseCode());
        try { c.getInputStream(); } catch (FileNotFoundException e) { System.out.println("  fnfe " + e.getMessage().replace(String.valueOf(port), "PORT")); }
        c = (HttpURLConnection) new URL(base + "/nothing-here").openConnection();
        System.out.println("no context " + c.getResponseCode() + " " + new String(c.getErrorStream().readAllBytes()));

        c = (HttpURLConnection) new URL(base + "/chunked").openConnection();
        System.out.println("chunked " + c.getResponseCode() + " te=" + c.getHeaderField("Transfer-encoding") + " " + new String(c.getInputStream().readAllBytes()));

        c = (HttpURLConnection) new URL(base + "/auth").openConnection();
        System.out.println("auth none " + c.getResponseCode() + " " + c.getHeaderField("WWW-Authenticate") + " filter=" + c.getHeaderField("X-Filter"));
        c = (HttpURLConnection) new URL(base + "/auth").openConnection();
        c.setRequestProperty("Authorization", "Basic " + Base64.getEncoder().encodeToString("ann:pw".getBytes()));
        System.out.println("auth ok " + c.getResponseCode() + " " + new String(c.getInputStream().readAllBytes()));

        HttpClient client = HttpClient.newBuilder().executor(Executors.newSingleThreadExecutor()).version(HttpClient.Version.HTTP_1_1).build();
        HttpRequest req = HttpRequest.newBuilder(URI.create(base + "/echo/client?z=9")).header("X-Test", "hc")
            .POST(HttpRequest.BodyPublishers.ofString("from client")).build();
        HttpResponse<String> resp = client.send(req, HttpResponse.BodyHandlers.ofString());
        System.out.println("client " + resp.statusCode() + " " + resp.version() + " " + resp.headers().firstValue("x-reply").orElse("?") + " " + resp.body());
        List<CompletableFuture<String>> fs = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            HttpRequest r = HttpRequest.newBuilder(URI.create(base + "/echo/async" + i)).GET().build();
            fs.add(client.sendAsync(r, HttpResponse.BodyHandlers.ofString()).thenApply(HttpResponse::body));
        }
        for (CompletableFuture<String> f : fs) System.out.println("async " + f.get(30, TimeUnit.SECONDS));
        HttpResponse<byte[]> r404 = client.send(HttpRequest.newBuilder(URI.create(base + "/missing")).build(), HttpResponse.BodyHandlers.ofByteArray());
        System.out.println("client 404 " + r404.statusCode() + " " + r404.body().length);

        server.stop(0);
        pool.shutdown();
        System.out.println("stopped " + pool.awaitTermination(10, TimeUnit.SECONDS));
        System.exit(0);
    }
}
