import java.io.IOException;
import java.net.*;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;

/** A write on a connected datagram socket is one datagram, whatever its
 *  size: a 10,000-byte DatagramChannel.write and DatagramSocket.send each
 *  arrive whole (they went out cut into 4096-byte datagrams), and one too
 *  long for UDP fails with "Message too long" (it was sent in pieces). */
public class NetUdpWholeDatagrams {
    public static void main(String[] args) throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        try (DatagramChannel rx = DatagramChannel.open().bind(new InetSocketAddress(lo, 0));
             DatagramChannel tx = DatagramChannel.open().bind(new InetSocketAddress(lo, 0))) {
            rx.setOption(StandardSocketOptions.SO_RCVBUF, 1 << 20);
            tx.connect(rx.getLocalAddress());
            byte[] big = new byte[10000];
            for (int i = 0; i < big.length; i++)
                big[i] = (byte) i;
            System.out.println("write returned " + tx.write(ByteBuffer.wrap(big)));
            ByteBuffer in = ByteBuffer.allocate(65536);
            rx.receive(in);
            System.out.println("received one datagram of " + in.position() + " bytes, last byte " + in.get(in.position() - 1));
            try {
                tx.write(ByteBuffer.allocate(70000));
                System.out.println("a 70000-byte datagram was written");
            } catch (IOException e) {
                System.out.println("70000 bytes: " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        try (DatagramSocket rx = new DatagramSocket(0, lo); DatagramSocket tx = new DatagramSocket(0, lo)) {
            rx.setReceiveBufferSize(1 << 20);
            tx.connect(rx.getLocalSocketAddress());
            tx.send(new DatagramPacket(new byte[9000], 9000));
            DatagramPacket p = new DatagramPacket(new byte[65536], 65536);
            rx.receive(p);
            System.out.println("socket: one datagram of " + p.getLength() + " bytes");
        }
    }
}
