import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Racy, in a program of several classes: an order service whose inventory
 *  is correctly synchronized, whose audit log is a synchronized list and
 *  whose results come back through futures, but whose statistics object
 *  counts orders without a lock from the pool's threads. */
public class RaceOrderService {
    static class Inventory {
        private final Map<String, Integer> stock = new HashMap<>();

        synchronized void add(String sku, int n) {
            stock.merge(sku, n, Integer::sum);
        }

        synchronized boolean reserve(String sku, int n) {
            int have = stock.getOrDefault(sku, 0);
            if (have < n)
                return false;
            stock.put(sku, have - n);
            return true;
        }
    }

    static class Stats {
        int orders;
        int rejected;

        void record(boolean ok) {
            orders++;
            if (!ok)
                rejected++;
        }
    }

    static class Order {
        final String sku;
        final int qty;

        Order(String sku, int qty) {
            this.sku = sku;
            this.qty = qty;
        }
    }

    static class Processor {
        private final Inventory inv;
        private final Stats stats;
        private final List<String> audit;

        Processor(Inventory inv, Stats stats, List<String> audit) {
            this.inv = inv;
            this.stats = stats;
            this.audit = audit;
        }

        boolean process(Order o) {
            boolean ok = inv.reserve(o.sku, o.qty);
            stats.record(ok);
            audit.add(o.sku + ":" + (ok ? "ok" : "no"));
            return ok;
        }
    }

    public static void main(String[] args) throws Exception {
        Inventory inv = new Inventory();
        inv.add("apple", 5);
        inv.add("pear", 1);
        Stats stats = new Stats();
        List<String> audit = Collections.synchronizedList(new ArrayList<>());
        Processor p = new Processor(inv, stats, audit);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Boolean>> results = new ArrayList<>();
        Order[] orders = {new Order("apple", 2), new Order("pear", 1), new Order("apple", 2), new Order("pear", 1)};
        for (Order o : orders)
            results.add(pool.submit(() -> p.process(o)));
        int ok = 0;
        for (Future<Boolean> f : results)
            if (f.get())
                ok++;
        pool.shutdown();
        System.out.println(ok + " " + audit.size()); // stats may have lost updates
    }
}
