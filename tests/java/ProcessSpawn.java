import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.concurrent.TimeUnit;

// Child processes: ProcessBuilder with arguments, environment edits, working directory,
// stdin, merged stderr, file redirects (append, discard), missing programs, destroy and
// destroyForcibly exit codes, waitFor with timeouts, onExit, pipelines, Runtime.exec.
public class ProcessSpawn {
    static String run(ProcessBuilder pb) throws Exception {
        Process p = pb.start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        int rc = p.waitFor();
        return "rc=" + rc + " out=[" + out.replace("\n", "\\n") + "] err=[" + err.replace("\n", "\\n") + "]";
    }

    public static void main(String[] args) throws Exception {
        System.out.println(run(new ProcessBuilder("echo", "hello", "wo rld")));
        System.out.println(run(new ProcessBuilder("sh", "-c", "echo out; echo err 1>&2; exit 3")));
        ProcessBuilder merged = new ProcessBuilder("sh", "-c", "echo a; echo b 1>&2; echo c").redirectErrorStream(true);
        System.out.println(run(merged));
        ProcessBuilder env = new ProcessBuilder("sh", "-c", "echo $RIVET_X-$RIVET_Y-${HOME:+home}");
        env.environment().put("RIVET_X", "set");
        env.environment().remove("HOME");
        System.out.println(run(env));
        ProcessBuilder clear = new ProcessBuilder("/usr/bin/env");
        clear.environment().clear();
        clear.environment().put("ONLY", "one");
        System.out.println(run(clear));
        Path dir = Files.createTempDirectory("rivet-proc");
        try {
            System.out.println(run(new ProcessBuilder("pwd").directory(dir.toFile())).replace(dir.toRealPath().toString(), "DIR"));
            // stdin
            Process cat = new ProcessBuilder("cat").start();
            try (Writer w = new OutputStreamWriter(cat.getOutputStream(), StandardCharsets.UTF_8)) { w.write("line1\nl\u00e9ne2\n"); }
            System.out.println("cat " + new String(cat.getInputStream().readAllBytes(), StandardCharsets.UTF_8).replace("\n", "|") + " rc " + cat.waitFor());
            // redirects to files
            File outF = dir.resolve("out.txt").toFile(), inF = dir.resolve("in.txt").toFile();
            Files.writeString(inF.toPath(), "3\n1\n2\n");
            Process sort = new ProcessBuilder("sort").redirectInput(inF).redirectOutput(outF).start();
            System.out.println("sort rc " + sort.waitFor() + " " + Files.readString(outF.toPath()).replace("\n", ","));
            new ProcessBuilder("echo", "appended").redirectOutput(ProcessBuilder.Redirect.appendTo(outF)).start().waitFor();
            System.out.println("append " + Files.readString(outF.toPath()).replace("\n", ","));
            Process disc = new ProcessBuilder("echo", "gone").redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            System.out.println("discard rc " + disc.waitFor() + " read " + disc.getInputStream().read());
        } finally {
            try (var s = Files.walk(dir)) { s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete()); }
        }
        // missing program
        try { new ProcessBuilder("/no/such/program").start(); } catch (IOException e) { System.out.println("IOE " + e.getMessage()); }
        try { new ProcessBuilder("/tmp").start(); } catch (IOException e) { System.out.println("IOE " + e.getMessage()); }
        // destroy and exit values
        Process sleeper = new ProcessBuilder("sleep", "30").start();
        System.out.println("alive " + sleeper.isAlive());
        try { sleeper.exitValue(); } catch (IllegalThreadStateException e) { System.out.println("ITSE " + e.getMessage()); }
        sleeper.destroy();
        System.out.println("destroyed rc " + sleeper.waitFor() + " alive " + sleeper.isAlive());
        Process sleeper2 = new ProcessBuilder("sleep", "30").start();
        sleeper2.destroyForcibly();
        System.out.println("killed rc " + sleeper2.waitFor() + " " + sleeper2.waitFor(1, TimeUnit.SECONDS));
        Process quick = new ProcessBuilder("true").start();
        System.out.println("waitFor timeout " + quick.waitFor(10, TimeUnit.SECONDS) + " " + quick.exitValue() + " onExit " + quick.onExit().get().exitValue());
        System.out.println("pid positive " + (quick.pid() > 0) + " info cmd " + quick.info().command().isPresent() + " handle " + (ProcessHandle.current().pid() > 0));
        // pipeline
        List<Process> pl = ProcessBuilder.startPipeline(List.of(new ProcessBuilder("printf", "b\\na\\nc\\n"), new ProcessBuilder("sort"), new ProcessBuilder("tr", "a-z", "A-Z")));
        Process last = pl.get(pl.size() - 1);
        System.out.println("pipeline " + new String(last.getInputStream().readAllBytes()).replace("\n", ","));
        for (Process p : pl) p.waitFor();
        // Runtime.exec
        Process re = Runtime.getRuntime().exec(new String[]{"sh", "-c", "exit 42"});
        System.out.println("exec rc " + re.waitFor());
        Process big = new ProcessBuilder("sh", "-c", "head -c 200000 /dev/zero").start();
        System.out.println("big " + big.getInputStream().readAllBytes().length + " rc " + big.waitFor());
        System.out.println(new ProcessBuilder("a", "b").command() + " " + ProcessBuilder.Redirect.INHERIT + " " + ProcessBuilder.Redirect.PIPE.type());
    }
}
