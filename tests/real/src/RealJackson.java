import com.fasterxml.jackson.databind.*;
import com.fasterxml.jackson.databind.node.*;
import java.util.*;

/** Jackson: a POJO with a nested list and a map written as JSON (sorted
 *  keys, indented), read back into objects and into a tree. */
public class RealJackson {
    public static class Order {
        public int id;
        public String customer;
        public List<Line> lines = new ArrayList<>();
        public Map<String, String> tags = new TreeMap<>();

        public double total() {
            return lines.stream().mapToDouble(l -> l.qty * l.price).sum();
        }
    }

    public static class Line {
        public String sku;
        public int qty;
        public double price;

        public Line() {}

        Line(String sku, int qty, double price) {
            this.sku = sku;
            this.qty = qty;
            this.price = price;
        }
    }

    public static void main(String[] args) throws Exception {
        ObjectMapper m = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).configure(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY, true);
        Order o = new Order();
        o.id = 7;
        o.customer = "Ann \"the\" buyer";
        o.lines.add(new Line("A-1", 2, 9.5));
        o.lines.add(new Line("B-2", 1, 0.25));
        o.tags.put("rush", "yes");
        o.tags.put("gift", "no");
        String json = m.writeValueAsString(o);
        System.out.println(json);
        Order back = m.readValue(json, Order.class);
        System.out.println(back.customer + " " + back.lines.size() + " " + back.total() + " " + back.tags);
        JsonNode tree = m.readTree(json);
        System.out.println(tree.get("lines").get(1).get("sku").asText() + " " + tree.path("missing").isMissingNode());
        ObjectNode n = m.createObjectNode().put("pi", 3.14159).put("n", 42);
        n.putArray("xs").add(1).add("two").addNull();
        System.out.println(m.writeValueAsString(n).replace("\n", " ").replaceAll(" +", " "));
    }
}
