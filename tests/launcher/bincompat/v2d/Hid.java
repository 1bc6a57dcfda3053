package q;
class Hid { protected String hello() { return "Hid.hello (class now package-private)"; } }
