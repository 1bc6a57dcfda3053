// On the system class loader's path only through appendToSystemClassLoaderSearch.
public class AgentExtra { public static String hi() { return "AgentExtra from the appended jar"; } }
