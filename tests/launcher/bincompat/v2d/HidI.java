package q;
interface HidI { default String hi() { return "HidI.hi (iface now package-private)"; } }
