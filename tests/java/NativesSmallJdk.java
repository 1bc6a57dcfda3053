// jvm-options: -Djava.net.useSystemProxies=true
import java.net.*;
import java.util.*;

// Small JDK natives a program reaches through public APIs: com.sun.security.auth.module.UnixSystem (user,
// uid, gid, groups), the default ProxySelector asked for system proxies, SocketPermission's ephemeral port
// range (sun.net.PortConfig), and a security manager checking a listen on port 0.
public class NativesSmallJdk {
    public static void main(String[] args) throws Exception {
        com.sun.security.auth.module.UnixSystem us = new com.sun.security.auth.module.UnixSystem();
        System.out.println("unix user matches " + us.getUsername().equals(System.getProperty("user.name")) + " uid " + us.getUid() + " gid " + us.getGid()
            + " groups " + Arrays.toString(us.getGroups()));
        com.sun.security.auth.UnixPrincipal up = new com.sun.security.auth.UnixPrincipal(us.getUsername());
        System.out.println("principal " + up.getName().equals(us.getUsername()));
        for (String u : new String[]{"http://example.com/", "https://example.com/x", "ftp://example.com/", "socket://example.com:80"})
            System.out.println(u + " -> " + ProxySelector.getDefault().select(new URI(u)));
        System.out.println("ephemeral " + new SocketPermission("localhost:0", "listen").implies(new SocketPermission("localhost:40000", "listen"))
            + " " + new SocketPermission("localhost:1024-", "listen").implies(new SocketPermission("localhost:0", "listen"))
            + " " + new SocketPermission("localhost:80", "listen").implies(new SocketPermission("localhost:0", "listen")));
    }
}
