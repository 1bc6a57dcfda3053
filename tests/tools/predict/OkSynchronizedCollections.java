import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;

/** Correct: shared collections built for concurrency, and the objects
 *  handed over through them. */
public class OkSynchronizedCollections {
    static class Box {
        int v;
    }

    public static void main(String[] args) throws Exception {
        List<Box> list = Collections.synchronizedList(new ArrayList<>());
        Map<Integer, Integer> map = Collections.synchronizedMap(new HashMap<>());
        Vector<Integer> vec = new Vector<>();
        ConcurrentHashMap<Integer, Box> chm = new ConcurrentHashMap<>();
        StringBuffer buf = new StringBuffer();
        Runnable r = () -> {
            for (int i = 0; i < 10; i++) {
                Box b = new Box();
                b.v = i;
                list.add(b);
                map.merge(i, 1, Integer::sum);
                vec.add(i);
                chm.put(i, b);
                buf.append('x');
            }
        };
        Thread a = new Thread(r), b = new Thread(r);
        a.start();
        b.start();
        Thread reader = new Thread(() -> {
            int s = 0;
            for (int i = 0; i < 10; i++) {
                Box x = chm.get(i);
                if (x != null)
                    s += x.v;
            }
            synchronized (list) {
                for (Box x : list)
                    s += x.v;
            }
            if (s < 0)
                System.out.println("impossible");
        });
        reader.start();
        a.join();
        b.join();
        reader.join();
        System.out.println(list.size() + " " + map.get(3) + " " + vec.size() + " " + chm.size() + " " + buf.length());
    }
}
