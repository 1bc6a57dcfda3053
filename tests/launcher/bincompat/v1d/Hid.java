package q;
public class Hid { protected String hello() { return "Hid.hello"; } }
