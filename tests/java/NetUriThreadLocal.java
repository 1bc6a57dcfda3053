import java.net.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.concurrent.*;

// java.net without a network: URI parsing, normalisation, resolution (RFC 3986 examples)
// and errors, URLEncoder/Decoder, URL parts, literal InetAddresses, cookies; ThreadLocal and
// InheritableThreadLocal, thread states, interrupts of wait and sleep, priorities, groups.
public class NetUriThreadLocal {
    public static void main(String[] args) throws Exception {
        String[] uris = {"http://user:pw@Example.COM:8080/a/b/../c/./d.html?q=1&r=%20x#frag",
            "mailto:someone@example.com", "urn:isbn:096139210x", "file:///tmp/x%20y.txt", "../rel/path?x",
            "https://[::1]:443/v6", "http://example.com", "//host/only", "jar:file:/a.jar!/b/c.class", "http://h/%7Euser/%e2%82%ac"};
        for (String s : uris) {
            URI u = new URI(s);
            System.out.println(s + " -> scheme=" + u.getScheme() + " ssp=" + u.getSchemeSpecificPart() + " auth=" + u.getAuthority() + " userInfo=" + u.getUserInfo()
                + " host=" + u.getHost() + " port=" + u.getPort() + " path=" + u.getPath() + " rawPath=" + u.getRawPath() + " query=" + u.getQuery() + " frag=" + u.getFragment()
                + " opaque=" + u.isOpaque() + " abs=" + u.isAbsolute() + " norm=" + u.normalize() + " ascii=" + u.toASCIIString());
        }
        URI base = URI.create("http://a/b/c/d;p?q");
        for (String r : new String[]{"g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "..", "../g", "../..", "../../g", "../../../g", "g;x=1/../y", ""}) System.out.print(base.resolve(r) + " ");
        System.out.println();
        System.out.println(URI.create("http://a/b/c/").relativize(URI.create("http://a/b/c/d/e")) + " " + new URI("http", "h", "/p a/\u00e9", "q=1 2", "f g") + " " + new URI("s", "u i", "h", 9, "/p", null, null));
        try { new URI("http://bad uri"); } catch (URISyntaxException e) { System.out.println("USE " + e.getMessage() + " idx " + e.getIndex() + " reason " + e.getReason()); }
        try { URI.create("::"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        System.out.println(URI.create("HTTP://X/a").equals(URI.create("http://x/a")) + " " + URI.create("http://x/%41").equals(URI.create("http://x/%41")) + " " + URI.create("http://x/a").compareTo(URI.create("http://x/b")) + " " + URI.create("http://x/A").hashCode());
        System.out.println(URLEncoder.encode("a b&c=d/é€~*'()!", StandardCharsets.UTF_8) + " " + URLDecoder.decode("a+b%26c%3Dd%2F%C3%A9", StandardCharsets.UTF_8) + " " + URLEncoder.encode("é", "ISO-8859-1"));
        try { URLDecoder.decode("%zz", StandardCharsets.UTF_8); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { URLDecoder.decode("%4", StandardCharsets.UTF_8); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        URL url = new URL("http://user@host.example:81/dir/file.txt?k=v#ref");
        System.out.println(url.getProtocol() + " " + url.getHost() + " " + url.getPort() + " " + url.getDefaultPort() + " " + url.getFile() + " " + url.getPath() + " " + url.getQuery() + " " + url.getRef() + " " + url.getUserInfo() + " " + url.getAuthority() + " " + url.toExternalForm() + " " + url.toURI());
        System.out.println(new URL(url, "../other.txt") + " " + new URL(url, "/abs") + " " + new URL(new URL("file:/a/b/"), "c"));
        try { new URL("nosuch://x"); } catch (MalformedURLException e) { System.out.println("MUE " + e.getMessage()); }
        InetAddress lo = InetAddress.getByName("127.0.0.1");
        System.out.println(lo.getHostAddress() + " " + lo.isLoopbackAddress() + " " + Arrays.toString(lo.getAddress()) + " " + InetAddress.getByAddress(new byte[]{10, 0, 0, 1}).getHostAddress() + " " + InetAddress.getByName("::1").getHostAddress() + " " + InetAddress.getByName("1.2.3.4").isSiteLocalAddress() + " " + InetAddress.getByName("192.168.1.1").isSiteLocalAddress());
        System.out.println(new InetSocketAddress("127.0.0.1", 80) + " " + InetSocketAddress.createUnresolved("unresolved.invalid", 5) + " " + InetAddress.getByName("fe80::1%1").getClass().getSimpleName() + " " + Inet6Address.getByName("::ffff:1.2.3.4").getClass().getSimpleName());
        try { InetAddress.getByAddress(new byte[3]); } catch (UnknownHostException e) { System.out.println("UHE " + e.getMessage()); }
        HttpCookie c = HttpCookie.parse("Set-Cookie: id=a3fWa; Max-Age=2592000; Path=/docs; Secure").get(0);
        System.out.println(c.getName() + "=" + c.getValue() + " " + c.getPath() + " " + c.getSecure() + " " + c.getMaxAge());

        // ThreadLocal / InheritableThreadLocal
        ThreadLocal<Integer> tl = ThreadLocal.withInitial(() -> 5);
        InheritableThreadLocal<String> itl = new InheritableThreadLocal<>() { protected String childValue(String p) { return p + "+child"; } };
        tl.set(1);
        itl.set("parent");
        List<String> got = new CopyOnWriteArrayList<>();
        Thread t = new Thread(() -> { got.add("child tl " + tl.get() + " itl " + itl.get()); tl.set(9); itl.set("changed"); got.add("child after " + tl.get() + " " + itl.get()); });
        t.start(); t.join();
        System.out.println(got + " parent " + tl.get() + " " + itl.get());
        tl.remove();
        System.out.println("after remove " + tl.get());
        ExecutorService ex = Executors.newSingleThreadExecutor();
        ThreadLocal<StringBuilder> sb = ThreadLocal.withInitial(StringBuilder::new);
        for (int i = 0; i < 3; i++) { int k = i; ex.submit(() -> sb.get().append(k)).get(); }
        System.out.println("pooled thread local " + ex.submit(() -> sb.get().toString()).get());
        ex.shutdown();
        List<ThreadLocal<Integer>> many = new ArrayList<>();
        for (int i = 0; i < 100; i++) { ThreadLocal<Integer> x = new ThreadLocal<>(); x.set(i); many.add(x); }
        int sum = 0; for (ThreadLocal<Integer> x : many) sum += x.get();
        System.out.println("many " + sum);
        // Thread APIs
        Thread th = new Thread(() -> {}, "named");
        System.out.println(th.getName() + " " + th.getState() + " daemon " + th.isDaemon() + " prio " + th.getPriority() + " group " + th.getThreadGroup().getName());
        th.setPriority(Thread.MAX_PRIORITY); th.setDaemon(true); th.start(); th.join();
        System.out.println(th.getState() + " " + th.getPriority() + " " + th.isAlive());
        try { th.setDaemon(false); System.out.println("setDaemon after death ok"); } catch (IllegalThreadStateException e) { System.out.println("ITSE"); }
        try { th.start(); } catch (IllegalThreadStateException e) { System.out.println("ITSE restart " + e.getMessage()); }
        Object lock = new Object();
        Thread waiter = new Thread(() -> { synchronized (lock) { try { lock.wait(); } catch (InterruptedException e) { got.add("interrupted " + Thread.currentThread().isInterrupted()); } } });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.yield();
        System.out.println("waiter state " + waiter.getState() + " holdsLock " + Thread.holdsLock(lock));
        synchronized (lock) { System.out.println("holdsLock " + Thread.holdsLock(lock)); }
        waiter.interrupt(); waiter.join();
        System.out.println(got.get(got.size() - 1));
        Thread sleeper = new Thread(() -> { try { Thread.sleep(10_000); } catch (InterruptedException e) { got.add("sleep interrupted"); } });
        sleeper.start();
        while (sleeper.getState() != Thread.State.TIMED_WAITING) Thread.yield();
        System.out.println("sleeper " + sleeper.getState());
        sleeper.interrupt(); sleeper.join();
        Thread.currentThread().interrupt();
        System.out.println(got.get(got.size() - 1) + " self " + Thread.interrupted() + " " + Thread.interrupted());
        Thread.currentThread().interrupt();
        try { Thread.sleep(1); } catch (InterruptedException e) { System.out.println("pre-interrupted sleep " + Thread.currentThread().isInterrupted()); }
        try { new Thread((Runnable) null).setPriority(11); } catch (IllegalArgumentException e) { System.out.println("IAE prio"); }
        ThreadGroup g = new ThreadGroup("grp");
        Thread gt = new Thread(g, () -> {}, "in-group");
        System.out.println(gt.getThreadGroup().getName() + " parent " + g.getParent().getName() + " max " + g.getMaxPriority() + " " + gt.toString());
        System.out.println(Thread.currentThread().getName() + " " + Thread.currentThread().getThreadGroup().getName() + " " + Thread.currentThread().getId());
    }
}
