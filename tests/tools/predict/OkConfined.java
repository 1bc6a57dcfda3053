import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Correct: each thread has its own collections and builder. */
public class OkConfined {
    static class Worker extends Thread {
        final List<Integer> list = new ArrayList<>();
        final Map<String, Integer> map = new HashMap<>();
        final StringBuilder sb = new StringBuilder();
        int total;

        @Override
        public void run() {
            for (int i = 0; i < 20; i++) {
                list.add(i);
                map.put("k" + i, i);
                sb.append(i);
                total += i;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Worker a = new Worker(), b = new Worker();
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(a.total + b.total + " " + a.list.size() + " " + b.map.size() + " " + a.sb.length());
    }
}
