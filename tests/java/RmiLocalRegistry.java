// java.rmi: a local registry on an ephemeral port, an exported object, calls and remote exceptions.
import java.rmi.*;
import java.rmi.registry.*;
import java.rmi.server.*;
import java.util.*;

public class RmiLocalRegistry {
    public interface Calc extends Remote {
        int add(int a, int b) throws RemoteException;
        String echo(String s) throws RemoteException;
        List<Integer> range(int n) throws RemoteException;
        void fail(String why) throws RemoteException;
    }
    static final class CalcImpl implements Calc {
        int calls;
        public int add(int a, int b) { calls++; return a + b; }
        public String echo(String s) { calls++; return "echo:" + s; }
        public List<Integer> range(int n) { calls++; List<Integer> l = new ArrayList<>(); for (int i = 0; i < n; i++) l.add(i * i); return l; }
        public void fail(String why) { calls++; throw new IllegalArgumentException(why); }
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.rmi.server.hostname", "127.0.0.1");
        CalcImpl impl = new CalcImpl();
        Calc stub = (Calc) UnicastRemoteObject.exportObject(impl, 0);
        Registry reg = LocateRegistry.createRegistry(0);
        reg.rebind("calc", stub);
        System.out.println("names " + Arrays.toString(reg.list()));
        Calc c = (Calc) reg.lookup("calc");
        System.out.println("proxy " + Proxy.isProxyClass(c.getClass()) + " remote " + (c instanceof Remote));
        System.out.println("add " + c.add(2, 40));
        System.out.println("echo " + c.echo("héllo"));
        System.out.println("range " + c.range(6));
        try { c.fail("nope"); } catch (IllegalArgumentException e) { System.out.println("remote iae " + e.getMessage()); }
        try { reg.lookup("missing"); } catch (NotBoundException e) { System.out.println("not bound " + e.getMessage()); }
        try { reg.bind("calc", stub); } catch (AlreadyBoundException e) { System.out.println("already bound " + e.getMessage()); }
        reg.unbind("calc");
        System.out.println("after unbind " + Arrays.toString(reg.list()) + " calls " + impl.calls);
        System.out.println("unexport " + UnicastRemoteObject.unexportObject(impl, true));
        try { c.add(1, 1); } catch (RemoteException e) { System.out.println("after unexport " + e.getClass().getSimpleName()); }
        UnicastRemoteObject.unexportObject(reg, true);
        System.out.println("done");
        System.exit(0);
    }
    static final class Proxy { static boolean isProxyClass(Class<?> c) { return java.lang.reflect.Proxy.isProxyClass(c); } }
}
