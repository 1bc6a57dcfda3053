import java.sql.*;
import java.util.*;
import java.util.concurrent.*;

/** An embedded H2 database (in memory) used by a pool of four threads:
 *  concurrent inserts in transactions, then queries with aggregates, a
 *  join and a prepared statement. */
public class RealH2 {
    public static void main(String[] args) throws Exception {
        String url = "jdbc:h2:mem:rivet;DB_CLOSE_DELAY=-1";
        try (Connection c = DriverManager.getConnection(url)) {
            c.createStatement().execute("CREATE TABLE item(id INT PRIMARY KEY, owner VARCHAR(20), price DECIMAL(10,2))");
            c.createStatement().execute("CREATE TABLE owner(name VARCHAR(20) PRIMARY KEY, city VARCHAR(20))");
            c.createStatement().execute("INSERT INTO owner VALUES ('ann','Oslo'),('bob','Rome'),('cy','Lima'),('di','Kyiv')");
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Integer>> fs = new ArrayList<>();
        String[] owners = {"ann", "bob", "cy", "di"};
        for (int t = 0; t < 4; t++) {
            final int base = t * 100;
            final String who = owners[t];
            fs.add(pool.submit(() -> {
                try (Connection c = DriverManager.getConnection(url)) {
                    c.setAutoCommit(false);
                    PreparedStatement ps = c.prepareStatement("INSERT INTO item VALUES (?, ?, ?)");
                    for (int i = 0; i < 25; i++) {
                        ps.setInt(1, base + i);
                        ps.setString(2, who);
                        ps.setBigDecimal(3, new java.math.BigDecimal(i).movePointLeft(1));
                        ps.addBatch();
                    }
                    int n = ps.executeBatch().length;
                    c.commit();
                    return n;
                }
            }));
        }
        int total = 0;
        for (Future<Integer> f : fs)
            total += f.get();
        pool.shutdown();
        System.out.println("inserted " + total);
        try (Connection c = DriverManager.getConnection(url)) {
            ResultSet rs = c.createStatement().executeQuery(
                    "SELECT o.city, COUNT(*), SUM(i.price) FROM item i JOIN owner o ON i.owner = o.name GROUP BY o.city ORDER BY o.city");
            while (rs.next())
                System.out.println(rs.getString(1) + " " + rs.getInt(2) + " " + rs.getBigDecimal(3));
            PreparedStatement ps = c.prepareStatement("SELECT MAX(price) FROM item WHERE owner = ?");
            ps.setString(1, "cy");
            rs = ps.executeQuery();
            rs.next();
            System.out.println("max for cy " + rs.getBigDecimal(1));
        }
    }
}
