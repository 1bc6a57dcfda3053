// compare: stderr
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.rmi.server.UnicastRemoteObject;

/**
 * An RMI object exported on an anonymous port and called through its stub.
 * Exporting starts the "RMI GC Daemon", which asks the VM how long ago the
 * whole heap was last examined (sun.rmi.transport.GC.maxObjectInspectionAge,
 * a native): without it the daemon died with an UnsatisfiedLinkError on
 * stderr (hunt 6, F1).
 */
public class RmiExportPing {
    public interface Ping extends Remote {
        String ping(String who) throws RemoteException;
    }

    static class PingImpl implements Ping {
        public String ping(String who) {
            return "pong to " + who;
        }
    }

    public static void main(String[] args) throws Exception {
        PingImpl impl = new PingImpl();
        Ping stub = (Ping) UnicastRemoteObject.exportObject(impl, 0);
        System.out.println(stub.ping("main"));
        System.out.println(stub.ping("again"));
        Thread.sleep(200); // the daemon's first look at the heap's age
        System.out.println("unexported " + UnicastRemoteObject.unexportObject(impl, true));
    }
}
