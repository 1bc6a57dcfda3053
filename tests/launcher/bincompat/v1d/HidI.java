package q;
public interface HidI { default String hi() { return "HidI.hi"; } }
