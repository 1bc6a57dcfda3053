// The program the agents watch: classes load after premain.
public class AgentMain {
    public static void main(String[] args) throws Exception {
        System.out.println("main " + String.join(" ", args) + " cp=" + System.getProperty("java.class.path"));
        System.out.println(new AgentTarget().text());
        System.out.println(AgentThrows.hello());
        System.out.println(java.sql.Timestamp.valueOf("2020-01-02 03:04:05").getTime());
        if (args.length > 0 && args[0].equals("extra"))
            System.out.println(Class.forName("AgentExtra").getMethod("hi").invoke(null));
    }
}

class AgentTarget { String text() { return "text: ORIGINAL"; } }

class AgentThrows { static String hello() { return "AgentThrows loaded"; } }
