package auto; public class Auto { }
