// jdk.jshell: evaluate snippets with an in-process execution engine and inspect their results.
import jdk.jshell.*;
import java.util.*;

public class JShellSnippets {
    public static void main(String[] args) throws Exception {
        try (JShell js = JShell.builder().executionEngine("local").out(System.out).err(System.out).build()) {
            String[] snippets = {
                "int x = 6 * 7;",
                "x + 1",
                "String greet(String s) { return \"hi \" + s; }",
                "greet(\"bob\")",
                "record P(int a, int b) { int sum() { return a + b; } }",
                "new P(3, 4).sum()",
                "var list = java.util.List.of(3, 1, 2);",
                "list.stream().sorted().map(String::valueOf).reduce(\"\", String::concat)",
                "int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }",
                "fact(10)",
                "Integer.parseInt(\"nope\")",
                "undefinedVar + 1",
                "x = x * 2",
                "class Counter { static int c; }",
                "Counter.c++; Counter.c",
                "System.out.println(\"printed \" + x);",
                "enum Color { RED, GREEN }",
                "Color.valueOf(\"GREEN\").ordinal()",
            };
            for (String s : snippets) {
                List<SnippetEvent> evs = js.eval(s);
                for (SnippetEvent e : evs) {
                    StringBuilder sb = new StringBuilder();
                    sb.append(e.snippet().kind()).append(' ').append(e.status());
                    if (e.value() != null) sb.append(" = ").append(e.value());
                    if (e.exception() != null) {
                        Throwable t = e.exception();
                        sb.append(" threw ").append(t instanceof EvalException ee ? ee.getExceptionClassName() + ": " + ee.getMessage() : t.getClass().getSimpleName());
                    }
                    System.out.println(s.replace("\n", " ") + " -> " + sb);
                }
                js.diagnostics(evs.get(0).snippet()).forEach(d -> System.out.println("   diag " + d.getCode() + " " + d.isError()));
            }
            System.out.println("vars:");
            js.variables().forEach(v -> System.out.println("  " + v.typeName() + " " + v.name() + " = " + js.varValue(v)));
            System.out.println("methods:");
            js.methods().forEach(m -> System.out.println("  " + m.name() + " " + m.signature()));
            System.out.println("types:");
            js.types().forEach(t -> System.out.println("  " + t.name()));
            SourceCodeAnalysis sca = js.sourceCodeAnalysis();
            for (String in : new String[] {"int y = ", "int y = 3;", "for (int i = 0; i < 3; i++) {", "foo("})
                System.out.println("complete '" + in + "' " + sca.analyzeCompletion(in).completeness());
        }
    }
}
