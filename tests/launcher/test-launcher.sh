#!/bin/sh
# The launcher as users type it, against HotSpot's java as the oracle: each
# case runs `java ARGS` and `rivet ARGS` in the same directory with the same
# environment and compares what the case names: the exit status (s), stdout
# (o), stderr (e). Where the texts cannot match (the version banner, the VM's
# name, java's usage text) the case compares the lines that can, or checks
# Rivet against the expected text.
#
# Covered: class-path wildcards (-cp and CLASSPATH); @argfiles (quotes,
# comments, escapes, continued lines, @@, no expansion after the main
# class, --disable-@files refused as HotSpot 17 does, a missing file);
# source-file mode (.java files, --source, a shebang script, compile
# errors, exceptions, options for javac); JDK_JAVA_OPTIONS
# and JAVA_TOOL_OPTIONS and what they may not hold; -showversion,
# --show-version, -XshowSettings, --dry-run, -Xverify, -Xrs, SIGTERM and
# SIGQUIT (the thread dump), -Xmn; bad
# input (unknown options, missing values, no main class); modules (-p, -m,
# modular jars, --add-opens and kin, --limit-modules, --list-modules,
# --describe-module, reflection and services across modules, layers, module
# access at link time (IllegalAccessError from a named module), and
# the errors for a missing module or a bad -m); -javaagent (premain,
# transformers, what Instrumentation supports, Launcher-Agent-Class, and the
# errors for a bad agent); separate compilation (tests/launcher/bincompat:
# linkage errors' texts); standard fds closed at start; errors while
# the VM starts (HotSpot's "Error occurred during initialization of VM");
# -D of the properties the VM and the launcher own, -Djava.class.path
# against -cp and -jar, the VM's arguments (VM.getRuntimeArguments); -X,
# -fullversion, -Xmixed, -splash:, -Xlog; HotSpot's start-up checks of the
# code cache, heap, metaspace and large-page flags, the -XX flags' ranges.
#
# Output under build/tests/launcher. Ends with "launcher: N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
ROOT=$(pwd)
JDK=$(sh scripts/jdk17.sh) || exit 1
RIVET=$(realpath "${RIVET:-bin/rivet}")
JAVA=${JAVA:-$JDK/bin/java}
JAVAC=${JAVAC:-$JDK/bin/javac}
JAR=$JDK/bin/jar
OUT=build/tests/launcher
rm -rf $OUT && mkdir -p $OUT || exit 1
OUT=$(realpath $OUT)
pass=0; fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }

# ---- Fixtures ------------------------------------------------------------------
cd $OUT || exit 1
mkdir -p cls lib/sub libsrc empty
cat > Hello.java <<'EOF'
public class Hello {
    public static void main(String[] a) {
        System.out.println("Hello [" + String.join("|", a) + "] cp=" + System.getProperty("java.class.path")
                + " x=" + System.getProperty("x") + " y=" + System.getProperty("y"));
    }
}
EOF
cat > UsesLib.java <<'EOF'
public class UsesLib {
    public static void main(String[] a) throws Exception {
        System.out.println(System.getProperty("java.class.path"));
        System.out.println(Class.forName("lib.A").getMethod("hi").invoke(null));
    }
}
EOF
cat > libsrc/A.java <<'EOF'
package lib; public class A { public static String hi() { return "A from a jar"; } }
EOF
cat > Thrower.java <<'EOF'
public class Thrower { public static void main(String[] a) { throw new IllegalStateException("boom " + a.length); } }
EOF
cat > Broken.java <<'EOF'
public class Broken { public static void main(String[] a) { int x = "not an int"; } }
EOF
cat > Exits.java <<'EOF'
public class Exits { public static void main(String[] a) { System.out.println("exiting"); System.exit(a.length + 3); } }
EOF
"$JAVAC" -d cls Hello.java Thrower.java Exits.java 2> javac.err &&
    "$JAVAC" -d libcls libsrc/A.java 2>> javac.err &&
    "$JAVAC" -cp libcls -d cls UsesLib.java 2>> javac.err || { cat javac.err; echo "launcher: 0 passed, 1 failed"; exit 1; }
# Jars in lib/: a.jar and b.JAR count, c.Jar and sub/d.jar and A.class do not.
(cd libcls && "$JAR" cf ../lib/a.jar lib && "$JAR" cf ../lib/b.JAR lib && "$JAR" cf ../lib/c.Jar lib &&
    "$JAR" cf ../lib/sub/d.jar lib) || exit 1
cp libcls/lib/A.class lib/
printf 'Main-Class: Hello\n' > manifest.txt
"$JAR" cfm hello.jar manifest.txt -C cls Hello.class || exit 1

# same NAME WHAT [VAR=VALUE ...] -- ARGS...: run java and rivet, compare WHAT.
same() {
    name=$1; what=$2; shift 2
    envs=""
    while [ "$1" != "--" ]; do envs="$envs
$1"; shift; done
    shift
    run_one java "$JAVA" "$@"
    run_one rivet "$RIVET" "$@"
    diffs=""
    case $what in *s*) [ "$(cat java.rc)" = "$(cat rivet.rc)" ] || diffs="$diffs status $(cat rivet.rc), java $(cat java.rc);" ;; esac
    case $what in *o*) cmp -s java.out rivet.out || diffs="$diffs stdout differs;" ;; esac
    case $what in *e*) cmp -s java.err rivet.err || diffs="$diffs stderr differs;" ;; esac
    if [ -z "$diffs" ]; then ok "$name"; else
        bad "$name" "$diffs"
        diff java.out rivet.out | head -6 | sed 's/^/    out /'
        diff java.err rivet.err | head -8 | sed 's/^/    err /'
    fi
}
# run_one PREFIX BINARY ARGS...: with the environment in $envs (one VAR=VALUE a line).
run_one() {
    p=$1; bin=$2; shift 2
    (
        IFS='
'
        for kv in $envs; do export "$kv"; done
        unset IFS
        timeout 120 "$bin" "$@" > $p.out 2> $p.err < /dev/null
        echo $? > $p.rc
    )
}
# expect NAME STATUS STDOUT-FILE STDERR-FILE ARGS...: rivet alone against expected texts ("-": not checked).
expect() {
    name=$1; st=$2; eo=$3; ee=$4; shift 4
    envs=""
    run_one rivet "$RIVET" "$@"
    diffs=""
    [ "$(cat rivet.rc)" = "$st" ] || diffs="$diffs status $(cat rivet.rc), expected $st;"
    [ "$eo" = - ] || cmp -s "$eo" rivet.out || diffs="$diffs stdout differs;"
    [ "$ee" = - ] || cmp -s "$ee" rivet.err || diffs="$diffs stderr differs;"
    if [ -z "$diffs" ]; then ok "$name"; else
        bad "$name" "$diffs"
        [ "$eo" = - ] || diff "$eo" rivet.out | head -6 | sed 's/^/    out /'
        [ "$ee" = - ] || diff "$ee" rivet.err | head -6 | sed 's/^/    err /'
    fi
}

# ---- 1. Class-path wildcards ---------------------------------------------------------
same "wildcard lib/*" so -- -cp 'lib/*:cls' UsesLib
same "wildcard after a directory" so -- -cp 'cls:lib/*' UsesLib
same "wildcard --class-path=" so -- --class-path='lib/*:cls' UsesLib
same "wildcard not recursive (sub/)" so -- -cp 'lib/sub/*:cls' UsesLib
same "wildcard, no such directory" soe -- -cp 'nodir/*:cls' UsesLib
same "wildcard, directory without jars" soe -- -cp 'empty/*:cls' UsesLib
same "wildcard in CLASSPATH" so 'CLASSPATH=lib/*:cls' -- UsesLib
same "-cp wins over CLASSPATH" so 'CLASSPATH=nothing/*' -- -cp 'lib/*:cls' UsesLib

# ---- 2. @argfiles ------------------------------------------------------------------
printf '%s\n' '# options for Hello' '-cp cls   # the classes' "'-Dx=a b' \"-Dy=c#d\"" > opts
printf '%s\n' '-cp cls Hello one "two words" \' "  'three \\" '     four' "\"tab\\there\" c:\\dir\\file \"q\\\"uote\"" \
    '"open quote' 'ends at the line" last' > withmain
printf '%s\n' '-cp cls' > cpfile
printf '%s\n' '-jar hello.jar' > jarfile
printf 'hello.jar\n' > jarfile2
printf '%s\n' '-p mods -m app/com.example.Main' '@cpfile' > modfile
same "@file options" soe -- @opts Hello arg
same "@file holding the main class, quotes, escapes, continuation" soe -- @withmain
same "@file after the main class is an argument" soe -- @cpfile Hello @cpfile
same "@@ is a literal @" soe -- -cp cls Hello @@cpfile
same "@file with -jar" soe -- @jarfile a b
same "@file naming -jar's file" soe -- -jar @jarfile2 x
same "nonexistent @file" soe -- -cp cls @nofile Hello
same "nonexistent @file for -version" soe -- -version @nofile
# HotSpot 17 refuses --disable-@files ("Unrecognized option", a bug of that
# release), wherever it is; the @files after it are not read first.
same "--disable-@files" soe -- -cp cls --disable-@files Hello @opts
same "--disable-@files before a missing @file" soe -- -cp cls --disable-@files @nofile Hello
same "@files before --disable-@files" soe -- @opts --disable-@files Hello

# ---- 3. Source-file mode -----------------------------------------------------------
same "source file" soe -- Hello.java a b
same "source file with -cp and -D" soe -- -cp cls -Dx=1 Hello.java
same "source file, --source 17" soe -- --source 17 Hello.java
same "source file that does not compile" soe -- Broken.java
same "source file throwing" soe -- Thrower.java p q
same "source file, System.exit" soe -- Exits.java 1
cp Hello.java hello-no-suffix
same "--source with a file without .java" soe -- --source 17 hello-no-suffix x
same "--source, no such file" soe -- --source 17 nosuch
same "--source without a file" soe -- --source 17
same "--source=17" soe -- --source=17 Hello.java
for who in java rivet; do
    bin=$JAVA; [ $who = rivet ] && bin=$RIVET
    { echo "#!$bin --source 17"; cat Hello.java; } > script-$who
    chmod +x script-$who
    ./script-$who s1 "s 2" > shebang-$who.out 2> shebang-$who.err
    echo $? >> shebang-$who.out
done
if cmp -s shebang-java.out shebang-rivet.out && cmp -s shebang-java.err shebang-rivet.err; then ok "shebang script"
else bad "shebang script" "differs from java's"; diff shebang-java.out shebang-rivet.out | head -5; cat shebang-rivet.err | head -5; fi

# ---- 4. JDK_JAVA_OPTIONS, JAVA_TOOL_OPTIONS, _JAVA_OPTIONS ----------------------------
same "JDK_JAVA_OPTIONS" soe "JDK_JAVA_OPTIONS=-Dx=1 '-Dy=two words'" -- -cp cls Hello
same "JDK_JAVA_OPTIONS empty" soe "JDK_JAVA_OPTIONS=" -- -cp cls Hello
same "JDK_JAVA_OPTIONS, command line after" soe "JDK_JAVA_OPTIONS=-Dx=env" -- -Dx=cmd -cp cls Hello
same "JDK_JAVA_OPTIONS with an @file" soe "JDK_JAVA_OPTIONS=@opts" -- Hello
same "JDK_JAVA_OPTIONS: -version not allowed" soe "JDK_JAVA_OPTIONS=-version" -- -cp cls Hello
same "JDK_JAVA_OPTIONS: --dry-run not allowed" soe "JDK_JAVA_OPTIONS=--dry-run" -- -cp cls Hello
same "JDK_JAVA_OPTIONS: no main class" soe "JDK_JAVA_OPTIONS=-cp cls Hello" -- Hello
same "JDK_JAVA_OPTIONS: -jar in an @file" soe "JDK_JAVA_OPTIONS=@jarfile" -- -cp cls Hello
same "JDK_JAVA_OPTIONS: unmatched quote" soe "JDK_JAVA_OPTIONS='-Dx=1" -- -cp cls Hello
same "JDK_JAVA_OPTIONS: missing @file" soe "JDK_JAVA_OPTIONS=@nofile" -- -cp cls Hello
same "JAVA_TOOL_OPTIONS" soe "JAVA_TOOL_OPTIONS=-Dx=1 \"-Dy=a b\"" -- -cp cls Hello
same "JAVA_TOOL_OPTIONS, command line wins" soe "JAVA_TOOL_OPTIONS=-Dx=tool" -- -Dx=cmd -cp cls Hello
same "JAVA_TOOL_OPTIONS empty" soe "JAVA_TOOL_OPTIONS=" -- -cp cls Hello
same "JAVA_TOOL_OPTIONS: -cp not allowed" soe "JAVA_TOOL_OPTIONS=-cp cls" -- -cp cls Hello
same "JAVA_TOOL_OPTIONS: @file not allowed" soe "JAVA_TOOL_OPTIONS=@opts" -- -cp cls Hello
same "JAVA_TOOL_OPTIONS: bad -Xmx" soe "JAVA_TOOL_OPTIONS=-Xmx2x" -- -cp cls Hello
same "JAVA_TOOL_OPTIONS: unmatched quote" soe "JAVA_TOOL_OPTIONS='-Dx" -- -cp cls Hello
same "both variables, in java's order" soe "JAVA_TOOL_OPTIONS=-Dx=1" "JDK_JAVA_OPTIONS=-Dy=2" -- -cp cls Hello
same "_JAVA_OPTIONS" soe "_JAVA_OPTIONS=-Dx=1 -Dy=2" -- -cp cls Hello
same "_JAVA_OPTIONS wins over the command line and JAVA_TOOL_OPTIONS" soe "_JAVA_OPTIONS=-Dx=last" "JAVA_TOOL_OPTIONS=-Dx=tool" -- -Dx=cmd -cp cls Hello
same "_JAVA_OPTIONS: unrecognized option" soe "_JAVA_OPTIONS=-Xfoo" -- -cp cls Hello
same "_JAVA_OPTIONS: unrecognized VM option" soe "_JAVA_OPTIONS=-XX:+Bogus" -- -cp cls Hello
same "_JAVA_OPTIONS: -cp not allowed" soe "_JAVA_OPTIONS=-cp cls" -- -cp cls Hello

# ---- 4b. What the VM takes from the operating system at start-up -----------------------
cat > OsProps.java <<'EOF'
import java.io.*;
import java.util.*;
public class OsProps {
    public static void main(String[] a) throws Exception {
        for (String k : a)
            if (k.equals("cpus"))
                System.out.println("cpus " + Runtime.getRuntime().availableProcessors());
            else if (k.startsWith("files="))  {
                List<FileInputStream> open = new ArrayList<>();
                int n = Integer.parseInt(k.substring(6));
                try {
                    for (int i = 0; i < n; i++)
                        open.add(new FileInputStream("OsProps.java"));
                    System.out.println("opened " + n);
                } catch (IOException e) {
                    System.out.println("failed after " + open.size() + ": " + e.getMessage());
                }
                for (FileInputStream f : open)
                    f.close();
            } else
                System.out.println(k + "=" + System.getProperty(k));
    }
}
EOF
"$JAVAC" -d cls OsProps.java 2> javac.err || cat javac.err
cp OsProps.java cls/ 2> /dev/null
# LD_LIBRARY_PATH goes in front of java.library.path (a JNI library found there).
same "LD_LIBRARY_PATH in java.library.path" soe "LD_LIBRARY_PATH=/opt/a:/opt/b" -- -cp cls OsProps java.library.path
same "LD_LIBRARY_PATH empty" soe "LD_LIBRARY_PATH=" -- -cp cls OsProps java.library.path
# The processors the process may run on (taskset, a container's cpuset).
if command -v taskset > /dev/null && taskset -c 0 true 2> /dev/null; then
    (cd cls && taskset -c 0 "$JAVA" OsProps cpus > ../cpus-java.out 2>&1; taskset -c 0 "$RIVET" OsProps cpus > ../cpus-rivet.out 2>&1)
    if cmp -s cpus-java.out cpus-rivet.out; then ok "availableProcessors under taskset"
    else bad "availableProcessors under taskset" "differs"; diff cpus-java.out cpus-rivet.out | head -3; fi
fi
# The soft limit of open files is raised to the hard one, unless -XX:-MaxFDLimit.
hard=$(ulimit -Hn)
if [ "$hard" = unlimited ] || [ "$hard" -gt 600 ]; then
    for opt in "" -XX:-MaxFDLimit; do
        (cd cls && ulimit -Sn 200 && "$JAVA" $opt OsProps files=400 > ../fd-java.out 2>&1; ulimit -Sn 200 && "$RIVET" $opt OsProps files=400 > ../fd-rivet.out 2>&1)
        # (the count depends on how many files each VM keeps open itself)
        sed -i 's/failed after [0-9]*/failed after N/' fd-java.out fd-rivet.out
        if cmp -s fd-java.out fd-rivet.out; then ok "open files past the soft limit ${opt:-(raised)}"
        else bad "open files past the soft limit ${opt:-(raised)}" "differs"; diff fd-java.out fd-rivet.out | head -3; fi
    done
fi
# Started in a working directory that is gone: HotSpot's error, status 1
# (Rivet ran with user.dir=/, relative paths resolving under /).
mkdir -p gone && (cd gone && rmdir ../gone && "$JAVA" -cp "$PWD/../cls" OsProps user.dir > ../gone-java.out 2>&1; echo "status $?" >> ../gone-java.out)
mkdir -p gone && (cd gone && rmdir ../gone && "$RIVET" -cp "$PWD/../cls" OsProps user.dir > ../gone-rivet.out 2>&1; echo "status $?" >> ../gone-rivet.out)
sed 's/@[0-9.]*\//\//' gone-java.out > gone-java.cmp
if cmp -s gone-java.cmp gone-rivet.out; then ok "deleted working directory"
else bad "deleted working directory" "differs"; diff gone-java.cmp gone-rivet.out | head -5; fi
# A uid with no passwd entry: user.name and user.home are "?" ($HOME is not read).
if [ "$(id -u)" = 0 ] && command -v setpriv > /dev/null; then
    (cd cls && HOME=/root USER=bob setpriv --reuid=54321 --regid=54321 --clear-groups "$JAVA" OsProps user.name user.home > ../uid-java.out 2>&1
     HOME=/root USER=bob setpriv --reuid=54321 --regid=54321 --clear-groups "$RIVET" OsProps user.name user.home > ../uid-rivet.out 2>&1)
    if cmp -s uid-java.out uid-rivet.out; then ok "user with no passwd entry"
    else bad "user with no passwd entry" "differs"; diff uid-java.out uid-rivet.out | head -3; fi
fi

# ---- 5. -showversion, -XshowSettings, --dry-run, -Xverify, -Xrs, -Xmn ----------------
same "-showversion runs the program" so -- -showversion -cp cls Hello
head -1 rivet.err | grep -q '^rivet version' && ok "-showversion prints on stderr" || bad "-showversion prints on stderr" "$(head -1 rivet.err)"
run_one rivet "$RIVET" --show-version -cp cls Hello
head -1 rivet.out | grep -q '^rivet version' && tail -1 rivet.out | grep -q '^Hello' && ok "--show-version on stdout" \
    || bad "--show-version on stdout" "$(cat rivet.out)"
same "--version exit status" s -- --version
[ -s rivet.out ] && [ ! -s rivet.err ] && ok "--version on stdout" || bad "--version on stdout" "$(cat rivet.err)"
same "-showversion without a main class" s -- -showversion
# Properties: the same format and the same keys, less those naming the VM.
vmprops='java\.vm\.\|sun\.management\.compiler\|sun\.reflect\.\|openjdk\|OpenJDK\|^rivet\|^Java class library\|^Interpreter'
same "-XshowSettings:properties status" s -- -XshowSettings:properties -version
grep -v "$vmprops" java.err > java.props; grep -v "$vmprops" rivet.err > rivet.props
cmp -s java.props rivet.props && ok "-XshowSettings:properties" || { bad "-XshowSettings:properties" "differs"; diff java.props rivet.props | head -8; }
same "-XshowSettings:properties with a program" so -- -XshowSettings:properties -cp cls Hello
grep -v "$vmprops" java.err > java.props; grep -v "$vmprops" rivet.err > rivet.props
cmp -s java.props rivet.props && ok "-XshowSettings:properties, java.class.path and sun.java.command" \
    || { bad "-XshowSettings:properties, java.class.path" "differs"; diff java.props rivet.props | head -8; }
same "-XshowSettings:vm" s -- -XshowSettings:vm -Xmx1g -version
sed -n '1,2p' java.err > java.vm; sed -n '1,2p' rivet.err > rivet.vm
cmp -s java.vm rivet.vm && ok "-XshowSettings:vm format" || { bad "-XshowSettings:vm format" "differs"; diff java.vm rivet.vm; }
same "-XshowSettings:locale" s -- -XshowSettings:locale -version
grep -v "$vmprops" java.err > java.loc; grep -v "$vmprops" rivet.err > rivet.loc
cmp -s java.loc rivet.loc && ok "-XshowSettings:locale output" || { bad "-XshowSettings:locale output" "differs"; diff java.loc rivet.loc | head -5; }
same "-XshowSettings (all) status" s -- -XshowSettings -version
grep -q '^Property settings:' rivet.err && grep -q '^VM settings:' rivet.err && grep -q '^Locale settings summary:' rivet.err \
    && ok "-XshowSettings shows all sections" || bad "-XshowSettings shows all sections" "missing"
same "--dry-run does not run main" soe -- --dry-run -cp cls Hello
same "--dry-run, missing class" soe -- --dry-run -cp cls NoSuchClass
same "--dry-run, source file" soe -- --dry-run Hello.java
same "-Xverify:all" soe -- -Xverify:all -cp cls Hello
same "-Xverify:remote" soe -- -Xverify:remote -cp cls Hello
same "-Xverify:none" so -- -Xverify:none -cp cls Hello
sed 's/^OpenJDK 64-Bit Server VM warning/Rivet warning/' java.err > java.err.vm
cmp -s java.err.vm rivet.err && ok "-Xverify:none warning" || bad "-Xverify:none warning" "$(cat rivet.err)"
same "-noverify" so -- -noverify -cp cls Hello
# An opcode that is not a class-file instruction, reached in an unverified
# class: HotSpot's internal opcodes and undefined ones share their numbers
# with Rivet's quick and fused forms, and must not run as them (HotSpot
# itself crashes here, so Rivet is checked alone).
mkdir -p badop
printf 'public class B { static int f(int a, int b) { return a + b; }\n public static void main(String[] x) { try { System.out.println(f(1, 2)); } catch (Throwable t) { System.out.println(t); } } }\n' > badop/B.java
"$JAVAC" -d badop badop/B.java 2> javac.err || cat javac.err
# the offset of f's code: iload_0 iload_1 iadd ireturn
off=$(od -An -v -tx1 badop/B.class | tr -s ' \n' '\n\n' | grep . |
    awk '{ b[NR - 1] = $1 } END { for (i = 0; i + 3 < NR; i++) if (b[i] b[i+1] b[i+2] b[i+3] == "1a1b60ac") { print i; exit } }')
for op in ca:312 cb:313 e3:343 fe:376 ff:377; do
    hex=${op%:*}
    mkdir -p badop/$hex && cp badop/B.class badop/$hex/
    printf "\\${op#*:}" | dd of=badop/$hex/B.class bs=1 seek=$((off + 2)) conv=notrunc 2> /dev/null
    echo "java.lang.VerifyError: Bad instruction: $hex in B.f(II)I at 2" > badop/$hex.expect
    expect "-Xverify:none, opcode 0x$hex reached" 0 badop/$hex.expect - -Xverify:none -cp badop/$hex B
done
same "-Xverify:bogus" soe -- -Xverify:bogus -cp cls Hello
same "-XX:-BytecodeVerificationRemote" soe -- -XX:+UnlockDiagnosticVMOptions -XX:-BytecodeVerificationRemote -cp cls Hello
same "-Xmx below 2 MB" soe -- -Xmx1500k -cp cls Hello
same "-XX:MaxHeapSize=1k" soe -- -XX:MaxHeapSize=1k -cp cls Hello
same "-XX:MaxHeapSize=0" soe -- -XX:MaxHeapSize=0 -cp cls Hello
same "-Xms above -Xmx" soe -- -Xmx1g -Xms2g -cp cls Hello
same "-Xms above -XX:MaxHeapSize" soe -- -Xms2g -XX:MaxHeapSize=1g -cp cls Hello
same "-Xms above the default maximum" so -- -Xms8g -cp cls Hello
same "-Xss below 136k" soe -- -Xss135k -cp cls Hello
same "-Xss136k" so -- -Xss136k -cp cls Hello
same "-Xss0 is the default size" soe -- -Xss0 -cp cls Hello
same "-Xss135k (KiB, not rounded to pages)" soe -- -Xss135k -cp cls Hello
same "-Xss above 1g" soe -- -Xss2g -cp cls Hello
same "-Xss-1" soe -- -Xss-1 -cp cls Hello
same "-Xss0 after a small -Xss" soe -- -Xss16k -Xss0 -cp cls Hello
same "-XX:ThreadStackSize=16" soe -- -XX:ThreadStackSize=16 -cp cls Hello
same "-XX:ThreadStackSize then -Xss" soe -- -XX:ThreadStackSize=16 -Xss1m -cp cls Hello
same "-XX:ThreadStackSize=-1" soe -- -XX:ThreadStackSize=-1 -cp cls Hello
same "-XX:ThreadStackSize=1k" soe -- -XX:ThreadStackSize=1k -cp cls Hello
same "-XX:MaxDirectMemorySize=-1" soe -- -XX:MaxDirectMemorySize=-1 -cp cls Hello
same "-XX:MaxDirectMemorySize=2^64-1" soe -- -XX:MaxDirectMemorySize=18446744073709551615 -cp cls Hello
same "-XX:MaxDirectMemorySize=8388608t" soe -- -XX:MaxDirectMemorySize=8388608t -cp cls Hello
same "-XX:MaxDirectMemorySize=0x10" soe -- -XX:MaxDirectMemorySize=0x10 -cp cls Hello
# HotSpot's -X options that run the program, or refuse with its words.
for o in -Xcomp -Xcheck:jni -Xdebug -Xnoagent -Xfuture -verbose:foo -verbosefoo -Xcheck:foo -Xcheck \
    -Xbootclasspath:/tmp -Xbootclasspath/p:/tmp -Xbootclasspath/p -Xcompfoo; do
    same "$o" soe -- $o -cp cls Hello
done
same "-Xprof" so -- -Xprof -cp cls Hello
sed 's/^OpenJDK 64-Bit Server VM warning/Rivet warning/' java.err > java.err.vm
cmp -s java.err.vm rivet.err && ok "-Xprof warning" || bad "-Xprof warning" "$(cat rivet.err)"
same "-Xdiag, missing main class" soe -- -Xdiag -cp cls NoSuchClass
same "-Xrs" soe -- -Xrs -cp cls Hello
# -Xrs: SIGTERM keeps its default action, so the shutdown hook does not run.
cat > Hook.java <<'EOF'
public class Hook {
    public static void main(String[] a) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("hook ran")));
        System.out.println("up");
        System.in.read();
    }
}
EOF
"$JAVAC" -d cls Hook.java 2> javac.err || cat javac.err
# term_run WHO BINARY ARGS...: run until "up", send SIGTERM, record output and status.
term_run() {
    who=$1; bin=$2; shift 2
    # The last run's output goes first: "up" found in it would send the
    # signal before this VM started (seen under load).
    rm -f fifo term-$who.out; mkfifo fifo
    "$bin" "$@" < fifo > term-$who.out 2>&1 &
    pid=$!
    exec 3> fifo  # stdin stays open: the program blocks in read
    n=0
    while ! grep -q up term-$who.out 2>/dev/null && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
    kill -TERM $pid
    wait $pid 2> /dev/null  # (no "Terminated" from the shell)
    echo "status $?" >> term-$who.out
    exec 3>&-
}
for xrs in "" -Xrs; do
    term_run java "$JAVA" $xrs -cp cls Hook
    term_run rivet "$RIVET" $xrs -cp cls Hook
    if cmp -s term-java.out term-rivet.out; then ok "SIGTERM ${xrs:-without -Xrs}"
    else bad "SIGTERM ${xrs:-without -Xrs}" "differs"; diff term-java.out term-rivet.out | head -5; fi
done
# A shutdown signal the VM starts with ignored (`nohup`, a script's
# background job) stays ignored: the signal does nothing, and the program
# ends when its input does (before, Rivet's handler replaced SIG_IGN and
# `nohup rivet` died at hang-up). And one the VM starts with blocked in
# its mask is unblocked, as HotSpot's start-up does: before, kill did
# nothing. (sigmask.c: block or ignore the signal, then exec.)
cat > sigmask.c <<'EOF'
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv)
{
    int sig = atoi(argv[2]);
    if (!strcmp(argv[1], "block")) {
        sigset_t s;
        sigemptyset(&s);
        sigaddset(&s, sig);
        sigprocmask(SIG_BLOCK, &s, NULL);
    } else {
        signal(sig, SIG_IGN);
    }
    execvp(argv[3], argv + 3);
    return 127;
}
EOF
if cc -o sigmask sigmask.c 2> cc.err; then
    # sig_run WHO HOW SIG BINARY ARGS...: run until "up", send SIG, then close stdin.
    sig_run() {
        who=$1; how=$2; sig=$3; bin=$4; shift 4
        rm -f fifo sig-$who.out; mkfifo fifo
        ./sigmask $how $sig "$bin" "$@" < fifo > sig-$who.out 2>&1 &
        pid=$!
        exec 3> fifo
        n=0
        while ! grep -q up sig-$who.out 2>/dev/null && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
        kill -$sig $pid
        sleep 0.3
        exec 3>&-
        wait $pid 2> /dev/null
        echo "status $?" >> sig-$who.out
    }
    for how in ignore block; do
        for sig in 1 2 15; do
            sig_run java $how $sig "$JAVA" -cp cls Hook
            sig_run rivet $how $sig "$RIVET" -cp cls Hook
            if cmp -s sig-java.out sig-rivet.out; then ok "signal $sig $how at start-up"
            else bad "signal $sig $how at start-up" "differs"; diff sig-java.out sig-rivet.out | head -5; fi
        done
    done
    # Started with SIGCHLD ignored, children's statuses still come back
    # (the kernel reaped them itself, and every status read 0).
    cat > ChildStatus.java <<'EOF'
public class ChildStatus {
    public static void main(String[] a) throws Exception {
        Process p = new ProcessBuilder("sh", "-c", "exit 3").start();
        System.out.println("waitFor " + p.waitFor() + " exitValue " + p.exitValue());
        System.out.println("onExit " + new ProcessBuilder("false").start().onExit().get().exitValue());
    }
}
EOF
    "$JAVAC" -d cls ChildStatus.java 2> javac.err || cat javac.err
    ./sigmask ignore 17 "$JAVA" -cp cls ChildStatus > chld-java.out 2>&1
    ./sigmask ignore 17 "$RIVET" -cp cls ChildStatus > chld-rivet.out 2>&1
    if cmp -s chld-java.out chld-rivet.out && grep -q 'waitFor 3' chld-rivet.out; then ok "SIGCHLD ignored at start-up"
    else bad "SIGCHLD ignored at start-up" "differs"; diff chld-java.out chld-rivet.out | head -5; fi
else
    bad "sigmask.c" "does not compile: $(head -3 cc.err)"
fi
# SIGTERM when the last thread to run has ended and the rest wait for good
# (a party broken out of a barrier by reset; main on a latch): before, the
# handler waited for the next deadline, the common cleaner's, a minute away.
cat > HookAfterEnd.java <<'EOF'
import java.util.concurrent.*;
public class HookAfterEnd {
    public static void main(String[] a) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("hook ran")));
        CyclicBarrier barrier = new CyclicBarrier(2);
        Thread p = new Thread(() -> {
            try { barrier.await(); } catch (Exception e) { System.out.println("party: " + e); }
        });
        p.start();
        while (p.getState() != Thread.State.WAITING) // (HotSpot under load: p not yet at the barrier after 10 ms)
            Thread.sleep(1);
        barrier.reset();
        p.join(100);
        System.out.println("up");
        new CountDownLatch(1).await();
    }
}
EOF
"$JAVAC" -d cls HookAfterEnd.java 2> javac.err || cat javac.err
term_run java "$JAVA" -cp cls HookAfterEnd
term_run rivet timeout -s KILL 20 "$RIVET" -cp cls HookAfterEnd # (timeout passes the TERM on)
if cmp -s term-java.out term-rivet.out; then ok "SIGTERM after the last thread to run ended"
else bad "SIGTERM after the last thread to run ended" "differs"; diff term-java.out term-rivet.out | head -5; fi
# SIGQUIT: a thread dump on stdout ("Full thread dump", each thread's name,
# state, frames and locks), and the program goes on; with -Xrs the signal
# kills the VM (131). The blocks of the program's threads are compared with
# addresses, times, thread ids and lambda numbers taken out.
cat > QuitDump.java <<'EOF'
import java.util.concurrent.locks.*;
public class QuitDump {
    static final Object lock = new Object();
    static final Object other = new Object();
    static final ReentrantLock rl = new ReentrantLock();
    static synchronized void holdAndWait() throws InterruptedException {
        synchronized (lock) { lock.wait(); }
    }
    public static void main(String[] a) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("hook ran")));
        Thread waiter = new Thread(() -> { try { holdAndWait(); } catch (InterruptedException e) { } }, "dump-waiter");
        waiter.setDaemon(true);
        waiter.start();
        Thread blocked = new Thread(() -> { synchronized (other) { } }, "dump-blocked");
        blocked.setDaemon(true);
        Thread parked = new Thread(() -> { rl.lock(); }, "dump-parked");
        parked.setDaemon(true);
        rl.lock();
        synchronized (other) {
            blocked.start();
            parked.start();
            while (blocked.getState() != Thread.State.BLOCKED || parked.getState() != Thread.State.WAITING
                    || waiter.getState() != Thread.State.WAITING)
                Thread.sleep(1);
            System.out.println("up");
            System.out.flush();
            System.out.println("read " + System.in.read());
        }
    }
}
EOF
"$JAVAC" -d cls QuitDump.java 2> javac.err || cat javac.err
# quit_run WHO BINARY ARGS...: run until "up", send SIGQUIT, let it read EOF.
quit_run() {
    who=$1; bin=$2; shift 2
    rm -f fifo quit-$who.out; mkfifo fifo
    # (a command run with & by a shell without job control ignores SIGQUIT:
    # its default action comes back first)
    env --default-signal=QUIT "$bin" "$@" < fifo > quit-$who.out 2> quit-$who.err &
    pid=$!
    exec 3> fifo
    n=0
    while ! grep -q up quit-$who.out 2>/dev/null && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
    kill -QUIT $pid
    n=0
    while kill -0 $pid 2> /dev/null && ! grep -q '^read' quit-$who.out && ! grep -q '^Full thread dump' quit-$who.out &&
        [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
    sleep 0.3 # the rest of the dump
    exec 3>&-
    wait $pid 2> /dev/null
    echo "status $?" >> quit-$who.out
    # The program's threads' blocks, and what is not the dump.
    awk '/^"(main|dump-[a-z]*)" / { p = 1 } /^$/ { p = 0 } p || /^(up|read|hook ran|status)/' quit-$who.out |
        sed -e 's/0x[0-9a-f]*/0xA/g' -e 's/cpu=[0-9.]*ms elapsed=[0-9.]*s/cpu= elapsed=/' -e 's/ #[0-9]* / #N /' \
            -e 's/\$\$Lambda\$[0-9]*/$$Lambda$N/' > quit-$who.cmp
}
quit_run java "$JAVA" -cp cls QuitDump
quit_run rivet "$RIVET" -cp cls QuitDump
if grep -q '^Full thread dump ' quit-rivet.out && grep -q 'dump-waiter' quit-rivet.cmp && cmp -s quit-java.cmp quit-rivet.cmp
then ok "SIGQUIT: thread dump, the program goes on"
else bad "SIGQUIT: thread dump" "differs"; diff quit-java.cmp quit-rivet.cmp | head -10; fi
quit_run java "$JAVA" -Xrs -cp cls QuitDump
quit_run rivet "$RIVET" -Xrs -cp cls QuitDump
if cmp -s quit-java.cmp quit-rivet.cmp && grep -q 'status 131' quit-rivet.cmp; then ok "SIGQUIT with -Xrs"
else bad "SIGQUIT with -Xrs" "differs"; diff quit-java.cmp quit-rivet.cmp | head -5; fi
same "-Xmn" soe -- -Xmn16m -cp cls Hello
same "-Xmn bad size" soe -- -Xmnfoo -cp cls Hello
same "-Xms" soe -- -Xms32m -cp cls Hello

# ---- 6. Bad input -------------------------------------------------------------------
same "no arguments" s --
same "-cp without a main class" s -- -cp cls
same "-cp without a value" soe -- -cp
same "-cp followed by an option" soe -- -cp -version
same "-classpath without a value" soe -- -classpath
same "unknown option" soe -- -foo -cp cls Hello
same "unknown long option" soe -- --foo -cp cls Hello
same "unknown -XX option" soe -- -XX:+Foo -cp cls Hello
same "misspelt -XX option (did you mean)" soe -- -XX:MaxHeapSiz=1g -cp cls Hello
same "-XX bool flag without +/-" soe -- -XX:UseG1GC -cp cls Hello
same "-XX value flag with +" soe -- -XX:+MaxGCPauseMillis -cp cls Hello
same "-XX bad value" soe -- -XX:NewRatio=abc -cp cls Hello
same "-XX diagnostic flag locked" soe -- -XX:+VerifyBeforeGC -cp cls Hello
same "-XX diagnostic flag unlocked" soe -- -XX:+UnlockDiagnosticVMOptions -XX:+VerifyBeforeGC -cp cls Hello
same "-XX experimental flag locked" soe -- -XX:+UseEpsilonGC -cp cls Hello
same "-XX:+IgnoreUnrecognizedVMOptions after" soe -- -XX:+Bogus -XX:+IgnoreUnrecognizedVMOptions -cp cls Hello
same "-XX known flags" soe -- -XX:+UseParallelGC -XX:MaxGCPauseMillis=100 -XX:G1HeapRegionSize=4m -cp cls Hello
same "-XX removed flag" soe -- -XX:+UseConcMarkSweepGC -cp cls Hello
# Option files: -XX:VMOptionsFile (VM options in place of the option, quotes
# group) and -XX:Flags (flags without -XX:, '#' comments).
printf -- '-Dx=fromfile "-Dy=a b"\n-Xmx64m\n' > vmopts.txt
printf -- '-XX:VMOptionsFile=vmopts.txt\n' > vmopts-nested.txt
printf -- '-Dx=1 -cp cls\n' > vmopts-cp.txt
printf -- '# settings\n+UseStringDeduplication  MaxGCPauseMillis=100\n' > flags.rc
printf -- '+NoSuchFlag\n' > flags-bad.rc
same "-XX:VMOptionsFile" soe -- -XX:VMOptionsFile=vmopts.txt -cp cls Hello
same "-XX:VMOptionsFile, a later -D wins" soe -- -XX:VMOptionsFile=vmopts.txt -Dx=cmd -cp cls Hello
same "-XX:VMOptionsFile, an earlier -D loses" soe -- -Dx=cmd -XX:VMOptionsFile=vmopts.txt -cp cls Hello
same "-XX:VMOptionsFile missing" soe -- -XX:VMOptionsFile=nosuch.txt -cp cls Hello
same "-XX:VMOptionsFile nested" soe -- -XX:VMOptionsFile=vmopts-nested.txt -cp cls Hello
same "-XX:VMOptionsFile with a launcher option" soe -- -XX:VMOptionsFile=vmopts-cp.txt -cp cls Hello
same "-XX:VMOptionsFile in JAVA_TOOL_OPTIONS" soe JAVA_TOOL_OPTIONS=-XX:VMOptionsFile=vmopts.txt -- -cp cls Hello
same "-XX:Flags" soe -- -XX:Flags=flags.rc -cp cls Hello
same "-XX:Flags missing" soe -- -XX:Flags=nosuch.rc -cp cls Hello
same "-XX:Flags unknown flag" soe -- -XX:Flags=flags-bad.rc -cp cls Hello
same "-XX deprecated flags" so -- -XX:-UseBiasedLocking -XX:BiasedLockingStartupDelay=0 -XX:MaxRAMFraction=4 -cp cls Hello
sed 's/^OpenJDK 64-Bit Server VM warning/Rivet warning/' java.err > java.err.vm
cmp -s java.err.vm rivet.err && ok "-XX deprecated flags warn" || bad "-XX deprecated flags warn" "$(cat rivet.err)"
same "unknown option with -version" soe -- -foo -version
same "-version ignores what follows" s -- -version -foo
same "-jar without a file" s -- -jar
head -1 rivet.err | grep -qx 'Error: -jar requires jar file specification' && ok "-jar without a file: message" \
    || bad "-jar without a file: message" "$(head -1 rivet.err)"
same "-jar" soe -- -jar hello.jar a b
same "-jar, no such file" soe -- -jar nosuch.jar
echo "not a zip" > notajar.jar
"$JAR" cfM nomanifest.jar -C cls Hello.class || exit 1
same "-jar, not a zip" soe -- -jar notajar.jar
same "-jar, no manifest" soe -- -jar nomanifest.jar
same "-jar, a directory" soe -- -jar cls
# A jar of more than 65535 entries: ZipOutputStream (as the jar tool) writes
# it with ZIP64 end records, which the launcher's own zip reader refused
# ("Invalid or corrupt jarfile": hunt 6, F5). Written by a small program.
cat > Zip64Jar.java <<'EOF2'
import java.io.*;
import java.util.jar.*;
import java.util.zip.*;
public class Zip64Jar {
    public static void main(String[] a) throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "Hello");
        try (JarOutputStream out = new JarOutputStream(new FileOutputStream(a[0]), m)) {
            out.putNextEntry(new ZipEntry("Hello.class"));
            try (InputStream in = new FileInputStream(a[1])) { in.transferTo(out); }
            for (int i = 0; i < 66000; i++) {
                out.putNextEntry(new ZipEntry("data/" + i));
                out.closeEntry();
            }
        }
    }
}
EOF2
"$JAVAC" -d . Zip64Jar.java && "$JAVA" -cp . Zip64Jar zip64.jar cls/Hello.class || exit 1
same "-jar, a ZIP64 jar (66,002 entries)" soe -- -jar zip64.jar z
same "--add-opens without a value" soe -- --add-opens
same "--patch-module without a module=" soe -- -cp cls --patch-module foo Hello
same "--patch-module=java.base without a file" soe -- --patch-module=java.base -cp cls Hello
same "main class not found" soe -- -cp cls NoSuchClass
same "main class exits with a status" soe -- -cp cls Exits a b
same "main throws" soe -- -cp cls Thrower
same "-help status" s -- -help
[ -s rivet.err ] && [ ! -s rivet.out ] && ok "-help on stderr" || bad "-help on stderr" "stdout: $(head -1 rivet.out)"
same "--help status" s -- --help
[ -s rivet.out ] && [ ! -s rivet.err ] && ok "--help on stdout" || bad "--help on stdout" "stderr: $(head -1 rivet.err)"
# Rivet's usage text (its own) says what Rivet does: -Xverify chooses what
# the verifier checks, and -tool names every built-in tool (hunt 12).
envs=""; run_one rivet "$RIVET" -cp cls
if grep -q -- '-Xverify:none|remote|all' rivet.err && ! grep -q 'no bytecode verifier' rivet.err &&
    grep -q 'eraser, tester, predict' rivet.err; then ok "usage text: the verifier and the tools"; else
    bad "usage text: the verifier and the tools" "$(grep -A1 -e -Xverify -e 'analysis tool' rivet.err | tr '\n' '|')"; fi
# java starts the VM before it prints a usage text (no main class, -help,
# -X), so a module option's bad value fails the boot first: a value that
# swallowed the main class (hunt 12). The usage texts themselves differ.
for o in --add-opens --add-exports --add-reads --add-modules; do
    same "$o swallows the main class: the boot layer's error" soe -- -cp cls $o M15
done
same "--add-opens=M15 --help: the boot layer's error" soe -- --add-opens=M15 --help
same "--add-opens=M15 -X: the boot layer's error" soe -- --add-opens=M15 -X
same "-XX:Bogus --help: the VM option's error" soe -- -XX:Bogus --help
same "--add-modules=java.base, no main class: status" s -- --add-modules=java.base
[ -s rivet.err ] && grep -q '^Usage: rivet' rivet.err && ok "--add-modules=java.base, no main class: usage" ||
    bad "--add-modules=java.base, no main class: usage" "stderr: $(head -1 rivet.err)"

# ---- 7. Modules ---------------------------------------------------------------------
# tests/launcher/modules: module lib (exports one package, opens one to app,
# provides a service), module app (requires lib, uses the service; its Main
# prints descriptors, layers, services, reflection across modules and its
# errors), an automatic module, and a module for a layer made at run time.
MSRC=$ROOT/tests/launcher/modules
{ "$JAVAC" -d mods --module-source-path "$MSRC/src" -m app,lib && cp "$MSRC/src/lib/res.txt" mods/lib/ &&
    mkdir -p jars && "$JAR" --create --file jars/lib.jar -C mods/lib . &&
    "$JAR" --create --file jars/app.jar --main-class com.example.Main --module-version 1.2 -C mods/app . &&
    "$JAVAC" -d autocls "$MSRC/autosrc/auto/Auto.java" && "$JAR" --create --file jars/auto-thing-1.0.jar -C autocls . &&
    "$JAVAC" -p mods -d plugmods/plug $(find "$MSRC/plugsrc" -name '*.java'); } > javac.err 2>&1 ||
    { bad "module fixtures" "$(head -5 javac.err)"; }
same "-p dir -m module/class args" soe -- -p mods -m app/com.example.Main a b
same "modular jar with Main-Class: -p jars -m app" soe -- -p jars -m app x
same "--module-path= --module=" soe -- --module-path=jars --module=app/com.example.Main
same "--add-opens and --add-exports to a named module" soe -- -p mods --add-opens lib/com.lib.hidden=app \
    --add-exports java.base/jdk.internal.misc=app -m app/com.example.Main
same "--add-reads" soe -- -p mods --add-reads lib=app -m app/com.example.Main
same "--add-modules an automatic module" soe -- -p jars --add-modules auto.thing -m app
same "--add-modules=ALL-MODULE-PATH" soe -- -p jars --add-modules=ALL-MODULE-PATH -m app
same "--limit-modules" soe -- -p mods --limit-modules app -m app/com.example.Main
same "uncaught exception in a module" soe -- -p jars -m app throw
same "module layer made at run time" soe -- -p mods -m app/com.example.Main layer plugmods
# Module access at link time: module acc (accsrc/) is compiled as if it read
# the class path and java.net.http and saw concealed packages of lib and
# java.base; run without the options that allow it, each use fails with
# HotSpot's IllegalAccessError, and with them each works.
{ "$JAVAC" -d acccp "$MSRC/accsrc/plain/plain/Plain.java" &&
    "$JAVAC" -p mods -cp acccp --add-modules java.net.http --add-reads acc=ALL-UNNAMED,java.net.http \
        --add-exports lib/com.lib.hidden=acc --add-exports lib/com.lib.internal=acc \
        --add-exports java.base/jdk.internal.misc=acc -d accmods/acc $(find "$MSRC/accsrc/acc" -name '*.java'); } \
    > javac.err 2>&1 || { bad "module access fixtures" "$(head -5 javac.err)"; }
same "module access: not read, not exported" soe -- -p mods:accmods -cp acccp --add-modules java.net.http -m acc/com.acc.Main
same "module access: --add-reads, --add-exports, --add-opens" soe -- -p mods:accmods -cp acccp \
    --add-modules java.net.http --add-reads acc=ALL-UNNAMED,java.net.http --add-exports lib/com.lib.hidden=acc \
    --add-opens lib/com.lib.internal=acc --add-exports java.base/jdk.internal.misc=acc -m acc/com.acc.Main
same "-m with -cp" soe -- -cp cls -p mods -m app/com.example.Main
same "-m with CLASSPATH" soe CLASSPATH=cls -- -p mods -m app/com.example.Main
same "-m in an @file" soe -- @modfile x
same "-p in JDK_JAVA_OPTIONS" soe "JDK_JAVA_OPTIONS=-p mods" -- -m app/com.example.Main
same "-m not allowed in JDK_JAVA_OPTIONS" soe "JDK_JAVA_OPTIONS=-m app" -- -p mods
same "--dry-run -m" soe -- --dry-run -p mods -m app/com.example.Main
same "a JDK module's main class: javap" soe -- -m jdk.jdeps/com.sun.tools.javap.Main -p mods/lib/com/lib/hidden/Hidden.class
same "--list-modules" soe -- -p mods --list-modules
same "--list-modules with --limit-modules" soe -- --limit-modules java.base --list-modules
same "--describe-module" soe -- -p mods --describe-module lib
same "-d" soe -- -p jars -d lib
same "--describe-module=" soe -- -p jars --describe-module=auto.thing
same "--describe-module, no such module" soe -- -p mods -d nosuch
same "--show-resolved-modules" soe -- --show-resolved-modules -p mods --limit-modules app -m app/com.example.Main
same "--validate-modules" soe -- -p mods --validate-modules
same "-m without a module" soe -- -m
same "--module= empty" soe -- --module= x
same "-p without a path" soe -- -p
same "-p followed by an option" soe -- -p -m app
same "--module-path= empty" soe -- --module-path= -m app
same "--limit-modules without a value" soe -- --limit-modules
same "-d without a module" soe -- -d
same "module not found" soe -- -p mods -m nosuch
same "module path does not exist" soe -- -p nodir -m app/com.example.Main
same "module without a ModuleMainClass" soe -- -p mods -m app
same "main class not in the module" soe -- -p mods -m app/com.example.Nope
same "-m module/ (empty class)" soe -- -p mods -m app/
same "--add-modules of a missing module" so -- --add-modules nosuch -cp cls Hello
same "--add-modules of a missing module, -version" so -- --add-modules nosuch -version
same "-Djdk.module.* is the launcher's" so -- -Djdk.module.addmods.0=nosuch -cp cls Hello
sed 's/^OpenJDK 64-Bit Server VM warning/Rivet warning/' java.err > java.err.vm
cmp -s java.err.vm rivet.err && ok "-Djdk.module.* warning" || bad "-Djdk.module.* warning" "$(cat rivet.err)"
same "--illegal-access" so -- --illegal-access=permit -cp cls Hello
sed 's/^OpenJDK 64-Bit Server VM warning/Rivet warning/' java.err > java.err.vm
cmp -s java.err.vm rivet.err && ok "--illegal-access warning" || bad "--illegal-access warning" "$(cat rivet.err)"

# ---- 8. -javaagent --------------------------------------------------------------------
# tests/launcher/agent: TestAgent (premain, a transformer that patches a
# class), PremainOneArg (premain(String), with Boot-Class-Path), PremainThrows,
# LauncherAgent (Launcher-Agent-Class of an executable jar), and AgentMain,
# the program they watch.
ASRC=$ROOT/tests/launcher/agent
mkdir -p agcls extracls agents
{ "$JAVAC" -d agcls "$ASRC/TestAgent.java" "$ASRC/LauncherAgent.java" "$ASRC/AgentMain.java" \
        "$ASRC/PremainOneArg.java" "$ASRC/PremainThrows.java" &&
    "$JAVAC" -d extracls "$ASRC/AgentExtra.java" && "$JAR" cf agents/extra.jar -C extracls . &&
    printf 'Premain-Class: TestAgent\n' > agent.mf && "$JAR" cfm agents/agent.jar agent.mf -C agcls . &&
    printf 'Premain-Class: PremainOneArg\nBoot-Class-Path: extra.jar\n' > one.mf &&
    "$JAR" cfm agents/one.jar one.mf -C agcls PremainOneArg.class &&
    printf 'Premain-Class: PremainThrows\n' > throws.mf && "$JAR" cfm agents/throws.jar throws.mf -C agcls PremainThrows.class &&
    printf 'Main-Class: AgentMain\n' > noprem.mf && "$JAR" cfm agents/noprem.jar noprem.mf -C agcls AgentMain.class &&
    printf 'Main-Class: AgentMain\nLauncher-Agent-Class: LauncherAgent\n' > exec.mf &&
    "$JAR" cfm agents/exec.jar exec.mf -C agcls . ; } > javac.err 2>&1 || bad "agent fixtures" "$(head -5 javac.err)"
same "-javaagent:jar=options" soe -- -javaagent:agents/agent.jar=opts -cp agcls AgentMain a
same "-javaagent, appendToSystemClassLoaderSearch" soe -- -javaagent:agents/agent.jar=append:agents/extra.jar -cp agcls AgentMain extra
same "two agents, in order" soe -- -javaagent:agents/one.jar=first -javaagent:agents/agent.jar=second -cp agcls AgentMain
same "premain(String), Boot-Class-Path" soe -- -javaagent:agents/one.jar -cp agcls AgentMain extra
same "-javaagent in JAVA_TOOL_OPTIONS" soe "JAVA_TOOL_OPTIONS=-javaagent:agents/agent.jar" -- -cp agcls AgentMain
same "-javaagent with -jar" soe -- -javaagent:agents/agent.jar -jar agents/exec.jar y
same "Launcher-Agent-Class" soe -- -jar agents/exec.jar x
same "agent jar missing" soe -- -javaagent:agents/nosuch.jar -cp agcls AgentMain
same "agent without Premain-Class" soe -- -javaagent:agents/noprem.jar -cp agcls AgentMain
same "-javaagent: without a jar" soe -- -javaagent: -cp agcls AgentMain
# HotSpot aborts (134) and prints its native frames after the fatal error.
same "premain throws: status" s -- -javaagent:agents/throws.jar -cp agcls AgentMain
sed -n '1,/more$/p' java.err > java.trace; sed -n '1,/more$/p' rivet.err > rivet.trace
cmp -s java.trace rivet.trace && [ "$(head -1 java.out)" = "$(cat rivet.out)" ] &&
    ok "premain throws: the trace and the fatal error" || { bad "premain throws: the trace" "differs"; diff java.trace rivet.trace | head -5; }

# ---- 9. The default locale -------------------------------------------------------------
# libjava's rules: the C and POSIX locales (and none) are en_US; C.UTF-8 is en.
cat > Loc.java <<'EOF2'
public class Loc {
    public static void main(String[] a) {
        System.out.println(java.util.Locale.getDefault() + " " + java.text.NumberFormat.getCurrencyInstance().format(1234.5));
    }
}
EOF2
"$JAVAC" -d cls Loc.java 2> javac.err || cat javac.err
for l in C POSIX C.UTF-8; do
    same "LANG=$l: default locale" so LC_ALL= "LANG=$l" -- -cp cls Loc
done
# Locale names taken apart as libjava does (its aliases and tables: he is
# iw, the modifier @latin a script, @euro and @valencia dropped), the display
# locale from LC_MESSAGES and the format locale from LC_CTYPE, EUC-JP as
# EUC-JP-LINUX. The locales are compiled here (localedef, from the Debian
# package locales) into a directory of their own.
cat > LocProps.java <<'EOF2'
public class LocProps {
    public static void main(String[] a) {
        for (String k : new String[] {"user.language", "user.country", "user.script", "user.variant",
                "user.language.format", "user.country.format", "user.script.format", "file.encoding"})
            System.out.print(k + "=" + System.getProperty(k) + " ");
        System.out.println(java.util.Locale.getDefault() + " " + java.util.Locale.getDefault(java.util.Locale.Category.FORMAT));
    }
}
EOF2
"$JAVAC" -d cls LocProps.java 2> javac.err || cat javac.err
LOCS=$PWD/locales
mkdir -p "$LOCS"
built=true
for spec in "he_IL UTF-8 he_IL.UTF-8" "sr_RS@latin UTF-8 sr_RS.UTF-8@latin" "de_DE@euro ISO-8859-15 de_DE@euro" \
            "ca_ES@valencia UTF-8 ca_ES.UTF-8@valencia" "ja_JP EUC-JP ja_JP.eucJP" "fr_FR UTF-8 fr_FR.UTF-8" \
            "de_DE UTF-8 de_DE.UTF-8" "en_US UTF-8 en_US.UTF-8"; do
    set -- $spec
    [ -d "$LOCS/$3" ] || localedef -i "$1" -f "$2" "$LOCS/$3" > /dev/null 2>&1 || built=false
done
if $built; then
    for e in "LANG=he_IL.UTF-8" "LANG=sr_RS.UTF-8@latin" "LANG=de_DE@euro" "LANG=ca_ES.UTF-8@valencia" \
             "LANG=ja_JP.eucJP" "LANG=en_US.UTF-8 LC_MESSAGES=fr_FR.UTF-8" "LANG=en_US.UTF-8 LC_CTYPE=de_DE.UTF-8"; do
        set -- $e
        same "$e: locale properties" so LC_ALL= LOCPATH="$LOCS" "$@" -- -cp cls LocProps
    done
else
    echo "SKIP locale names (localedef could not build the locales: sudo apt-get install locales)"
fi

# Non-ASCII arguments are decoded in sun.jnu.encoding, as java's launcher
# does (LauncherHelper.makePlatformString): each byte of one is U+FFFD under
# LC_ALL=C; in UTF-8 a malformed sequence is U+FFFD too.
cat > ArgChars.java <<'EOF2'
public class ArgChars {
    public static void main(String[] a) {
        for (String s : a)
            System.out.println(s.length() + " " + s.codePoints().mapToObj(Integer::toHexString).toList());
    }
}
EOF2
"$JAVAC" -d cls ArgChars.java 2> javac.err || cat javac.err
for l in C C.UTF-8; do
    same "LC_ALL=$l: non-ASCII arguments" so "LC_ALL=$l" -- -cp cls ArgChars "$(printf 'caf\303\251')" "$(printf 'a\377b')" plain
done

# File names and system properties are platform strings too (sun.jnu.encoding):
# under LC_ALL=C, java.io writes '?' for a character past ASCII and reads each
# byte past 0x7f as U+FFFD, and so do -D values and the class path.
cat > JnuNames.java <<'EOF2'
import java.io.File;
public class JnuNames {
    static String codes(String s) { return s.codePoints().mapToObj(Integer::toHexString).toList().toString(); }
    public static void main(String[] a) throws Exception {
        File d = new File(a[0]);
        d.mkdirs();
        System.out.println("created " + new File(d, "\u00fc\ud83d\ude00x").createNewFile());
        String[] names = d.list();
        java.util.Arrays.sort(names);
        for (String n : names) System.out.println("listed " + codes(n) + " exists " + new File(d, n).exists());
        System.out.println("jp " + codes(System.getProperty("jp")));
        System.out.println("canonical " + codes(new File(d, "\u00e9").getCanonicalFile().getName()));
        System.out.println("deleted " + new File(d, "\u00fc\ud83d\ude00x").delete()); // for the other VM's run
    }
}
EOF2
"$JAVAC" -d cls JnuNames.java 2> javac.err || cat javac.err
for l in C C.UTF-8; do
    rm -rf jnu-$l; mkdir -p jnu-$l; printf '' > "jnu-$l/$(printf 'pre\303\251')"
    same "LC_ALL=$l: file names and -D values" so "LC_ALL=$l" -- "-Djp=$(printf 'b\303\251')" -cp cls JnuNames jnu-$l
done

# ---- 10. -XX:MaxDirectMemorySize ---------------------------------------------------------
cat > Direct.java <<'EOF2'
public class Direct {
    public static void main(String[] a) {
        java.util.List<Object> keep = new java.util.ArrayList<>();
        try {
            for (int i = 0; i < 40; i++)
                keep.add(java.nio.ByteBuffer.allocateDirect(1 << 20));
            System.out.println("no limit met");
        } catch (OutOfMemoryError e) {
            System.out.println(e.getMessage() + " after " + keep.size());
        }
    }
}
EOF2
"$JAVAC" -d cls Direct.java 2> javac.err || cat javac.err
same "-XX:MaxDirectMemorySize=10m" so -- -XX:MaxDirectMemorySize=10m -cp cls Direct
same "-XX:MaxDirectMemorySize=abc" soe -- -XX:MaxDirectMemorySize=abc -cp cls Direct

# ---- 11. --enable-preview and class file versions -----------------------------------------
cat > Preview.java <<'EOF2'
public class Preview {
    public static void main(String[] a) {
        Object o = a.length;
        System.out.println(switch (o) { case Integer i -> "int " + i; default -> "other"; });
    }
}
EOF2
mkdir -p pcls ncls
"$JAVAC" --release 17 --enable-preview -d pcls Preview.java > javac.err 2>&1 || cat javac.err
same "--enable-preview" soe -- --enable-preview -cp pcls Preview
same "preview class without --enable-preview" soe -- -cp pcls Preview
cp cls/Hello.class ncls/ && printf '\000\076' | dd of=ncls/Hello.class bs=1 seek=6 conv=notrunc 2> /dev/null
same "class file version 62" soe -- -cp ncls Hello

# ---- 12. Separate compilation (bincompat/) ------------------------------------------------
# Classes compiled against one version of a library, run with another: the
# linkage errors' texts (IncompatibleClassChangeError, ClassCircularityError,
# IllegalAccessError with the nest host's reason, final fields and methods).
B=$ROOT/tests/launcher/bincompat
rm -rf bc1 bc2 bcb1 bcb2 bcc1 bcc2 bcd1 bcd2 bce1 bce2 && mkdir -p bc1 bc2 bcb1 bcb2 bcc1 bcc2 bcd1 bcd2 bce1 bce2
if "$JAVAC" -d bc1 $B/v1/*.java > javac.err 2>&1 && "$JAVAC" -d bc2 $B/v2/*.java >> javac.err 2>&1 &&
    rm bc2/CircA.class && cp bc2/*.class bc1/ &&
    "$JAVAC" -d bcb1 $B/v1b/*.java >> javac.err 2>&1 && "$JAVAC" -d bcb2 $B/v2b/*.java >> javac.err 2>&1 &&
    cp -r bcb2/q bcb1/ &&
    "$JAVAC" -d bcc1 $B/v1c/*.java >> javac.err 2>&1 && "$JAVAC" -d bcc2 $B/v2c/*.java >> javac.err 2>&1 &&
    cp bcc2/*.class bcc1/ &&
    "$JAVAC" -d bcd1 $B/v1d/*.java >> javac.err 2>&1 && "$JAVAC" -d bcd2 $B/v2d/*.java >> javac.err 2>&1 &&
    cp bcd2/q/*.class bcd1/q/ &&
    "$JAVAC" -d bce1 $B/v1e/*.java >> javac.err 2>&1 && "$JAVAC" -d bce2 $B/v2e/*.java >> javac.err 2>&1 &&
    cp bce2/*.class bce1/; then
    same "separate compilation: classes changed" so -- -cp bc1 BinMain
    same "separate compilation: members made final or private" so -- -cp bcb1 p.Main
    same "separate compilation: method references to members made private" so -- -cp bcc1 MRef
    same "separate compilation: superclass and superinterface made package-private" so -- -cp bcd1 p.SubMain
    # (HotSpot's IllegalAccessError for ((I) new PrB()).m() has no message, an
    # artefact of its itable stubs; that call is left out.)
    same "separate compilation: methods selected for interface calls changed" so -- -cp bce1 SelMain
else
    bad "separate compilation" "$(cat javac.err)"
fi

# ---- 13. Loader constraints (loaders/) --------------------------------------------------------
# A child-first loader defines its own Y, and X implementing the app loader's
# interface Api (Y get(); put(Y)), XB overriding Base.make(): every use of the
# two Ys across the loaders is a LinkageError, not the one Y's object read with
# the other's layout.
L=$ROOT/tests/launcher/loaders
rm -rf lcls altcls && mkdir -p lcls altcls
if "$JAVAC" -d lcls $L/app/*.java > javac.err 2>&1 && "$JAVAC" -cp lcls -d altcls $L/alt/*.java >> javac.err 2>&1; then
    same "loader constraints" so -- -cp lcls LMain
else
    bad "loader constraints" "$(cat javac.err)"
fi

# ---- 14. Standard file descriptors closed at start ---------------------------------------
# Started with fd 0, 1 or 2 closed, the VM must not let the program's first
# file take its number: System.out would write into that file.
cat > ClosedFds.java <<'EOF'
import java.io.*;
import java.nio.file.*;
public class ClosedFds {
    public static void main(String[] a) throws Exception {
        Path p = Path.of(a[0]);
        try (FileOutputStream f = new FileOutputStream(p.toFile())) {
            f.write("file-content\n".getBytes());
            System.out.println("to-stdout");
            System.out.flush();
            System.err.println("to-stderr");
            f.write("end\n".getBytes());
        }
        String s = "file: " + Files.readString(p).replace("\n", "|");
        if (a.length > 1) System.out.println(s); else System.err.println(s);
    }
}
EOF
"$JAVAC" -d cls ClosedFds.java 2> javac.err || cat javac.err
for who in java rivet; do
    bin=$JAVA; [ $who = rivet ] && bin=$RIVET
    { "$bin" -cp cls ClosedFds fds-$who.a 0<&- 1>&- 2> fds-$who.out; echo "status $?" >> fds-$who.out
      "$bin" -cp cls ClosedFds fds-$who.b out 2>&- >> fds-$who.out; echo "status $?" >> fds-$who.out
      "$bin" -cp cls ClosedFds fds-$who.c 1>&- 2>> fds-$who.out; echo "status $?" >> fds-$who.out; } < /dev/null
done
if cmp -s fds-java.out fds-rivet.out; then ok "standard fds closed at start"
else bad "standard fds closed at start" "differs"; diff fds-java.out fds-rivet.out | head -6; fi

# Standard input a directory: available() is libjava's, the seek to its
# end less the position (2147483647 on ext4, IOException where the file
# system refuses the seek, as /dev's tmpfs), and reads fail "Is a
# directory" (available() was 0, hunt 12).
cat > StdinAvail.java <<'EOF'
public class StdinAvail {
    public static void main(String[] a) {
        try { System.out.println("available " + System.in.available()); } catch (Exception e) { System.out.println("available " + e); }
        try { System.out.println("read " + System.in.read()); } catch (Exception e) { System.out.println("read " + e); }
    }
}
EOF
"$JAVAC" -d cls StdinAvail.java 2> javac.err || cat javac.err
for who in java rivet; do
    bin=$JAVA; [ $who = rivet ] && bin=$RIVET
    for d in "$OUT/empty" /dev /proc StdinAvail.java; do
        "$bin" -cp cls StdinAvail < "$d"; echo "status $?"
    done > stdin-$who.out 2>&1
done
if cmp -s stdin-java.out stdin-rivet.out; then ok "standard input a directory: available, read"
else bad "standard input a directory: available, read" "differs"; diff stdin-java.out stdin-rivet.out | head -6; fi

# ---- 15. Errors while the VM starts -----------------------------------------------------
# An exception in System.initPhase3 (the system class loader, the security
# manager): HotSpot's "Error occurred during initialization of VM" on
# stdout, the trace with module@version frames and every cause, status 1.
# (-Xshare:off: otherwise HotSpot warns that CDS is off for such a loader.)
mkdir -p initcls
cat > initcls/BadLoader.java <<'EOF'
public class BadLoader extends ClassLoader {
    public BadLoader(ClassLoader parent) {
        super(parent);
        throw new IllegalStateException("refused", new RuntimeException("inner"));
    }
}
EOF
cat > initcls/InitLoader.java <<'EOF'
public class InitLoader extends ClassLoader {
    static { if (true) throw new ArithmeticException("clinit"); }
    public InitLoader(ClassLoader parent) { super(parent); }
}
EOF
"$JAVAC" -d initcls initcls/*.java 2> javac.err || cat javac.err
cp cls/Hello.class initcls/
for p in java.system.class.loader=NoSuch java.system.class.loader=java.lang.String java.system.class.loader=BadLoader \
    java.system.class.loader=InitLoader java.security.manager=NoSuchSM; do
    same "-D$p" soe -- -Xshare:off -D$p -cp initcls Hello
done
# An exception from LauncherHelper as it loads the main class (not one it
# reports itself): java's "Error: A JNI error has occurred ..." and the
# exception as JNI's ExceptionDescribe prints it, on stderr, status 1.
same "exception while the main class loads: --limit-modules in source-file mode" soe -- \
    --limit-modules java.base Hello.java
same "exception while the main class loads: a broken java.security" soe -- -Dfile.separator=Q -cp cls Hello

# ---- 16. The JDK's jps ----------------------------------------------------------------
# jvmstat asks jdk.internal.vm.VMSupport.getVMTemporaryDirectory first (an
# UnsatisfiedLinkError before); jps then lists the HotSpot VMs of the
# machine (Rivet publishes no perf data): status 0, nothing on stderr.
: > none.err
expect "jps (-m jdk.jcmd/sun.tools.jps.Jps -q) runs" 0 - none.err -m jdk.jcmd/sun.tools.jps.Jps -q

# ---- 17. The out-of-the-box management agent ----------------------------------------
# A -Dcom.sun.management* property starts jdk.internal.agent.Agent before
# main, as HotSpot does (hunt 6, F3: it was ignored, and a JMX client got
# "connection refused"): a bad port is reported and ends the VM with status
# 1; a connector on an ephemeral port starts and the program runs.
same "-Dcom.sun.management.jmxremote.port=abc" soe -- -Dcom.sun.management.jmxremote.port=abc -cp cls Hello
same "-Dcom.sun.management.jmxremote.port=0, no authentication" soe -- -Dcom.sun.management.jmxremote.port=0 \
    -Dcom.sun.management.jmxremote.authenticate=false -Dcom.sun.management.jmxremote.ssl=false -cp cls Hello

# ---- 18. -XX:+PrintFlagsFinal and -XX:+PrintCommandLineFlags ------------------------
# They printed nothing (hunt 6, F4). Rivet lists the flags it gives a meaning
# to, and any other the options set: each line it prints must be HotSpot's
# line for that flag, with the same options; the program's output follows.
for opts in "-XX:+PrintFlagsFinal" \
    "-Xmx100m -Xms50m -Xss2m -XX:+PrintFlagsFinal -XX:ActiveProcessorCount=3 -XX:+UseSerialGC -XX:OnOutOfMemoryError=x" \
    "-XX:+UnlockDiagnosticVMOptions -XX:-BytecodeVerificationRemote -XX:-StackTraceInThrowable -XX:MaxRAM=8g -XX:MaxRAMPercentage=10 -XX:AutoBoxCacheMax=1000 -XX:+PrintFlagsFinal"; do
    # shellcheck disable=SC2086
    run_one java "$JAVA" $opts -cp cls Hello
    # shellcheck disable=SC2086
    run_one rivet "$RIVET" $opts -cp cls Hello
    diffs=""
    [ "$(head -1 rivet.out)" = "[Global flags]" ] || diffs="$diffs no [Global flags] line;"
    grep -q ' MaxHeapSize ' rivet.out || diffs="$diffs no MaxHeapSize;"
    [ "$(tail -1 rivet.out)" = "$(tail -1 java.out)" ] || diffs="$diffs the program's output differs;"
    while IFS= read -r line; do
        case $line in "[Global flags]"|"$(tail -1 java.out)") continue ;; esac
        flag=$(echo "$line" | awk '{print $2}')
        # Without -Xmx the heap's size is ergonomic: HotSpot's reads a
        # container's memory limit, Rivet's the machine's memory.
        case "$opts $line" in *-Xmx*) ;; *" MaxHeapSize "*"{ergonomic}") continue ;; esac
        grep -qxF -- "$line" java.out || diffs="$diffs $flag: '$line' is not HotSpot's '$(grep " $flag " java.out)';"
    done < rivet.out
    if [ -z "$diffs" ]; then ok "PrintFlagsFinal lines as HotSpot's ($opts)"; else bad "PrintFlagsFinal ($opts)" "$diffs"; fi
done
run_one java "$JAVA" -Xmx100m -XX:+PrintCommandLineFlags -XX:+UseSerialGC -XX:-StackTraceInThrowable -cp cls Hello
run_one rivet "$RIVET" -Xmx100m -XX:+PrintCommandLineFlags -XX:+UseSerialGC -XX:-StackTraceInThrowable -cp cls Hello
diffs=""
for w in $(head -1 rivet.out); do
    case " $(head -1 java.out) " in *" $w "*) ;; *) diffs="$diffs $w not in HotSpot's line;" ;; esac
done
for w in -XX:MaxHeapSize=104857600 -XX:+PrintCommandLineFlags -XX:+UseSerialGC -XX:-StackTraceInThrowable; do
    case " $(head -1 rivet.out) " in *" $w "*) ;; *) diffs="$diffs no $w;" ;; esac
done
[ "$(sed 1d rivet.out)" = "$(sed 1d java.out)" ] || diffs="$diffs the program's output differs;"
if [ -z "$diffs" ]; then ok "PrintCommandLineFlags"; else bad "PrintCommandLineFlags" "$diffs"; fi

# ---- 19. Properties the VM and the launcher own; the VM's arguments -----------------------
# A -D of a property HotSpot keeps for itself (java.vm.*, jdk.debug) or that
# java's launcher passes after the options (sun.java.launcher,
# sun.java.command) changes nothing; java.compiler never reaches Java;
# sun.boot.library.path gets the value after the JDK's directory. Props
# prints whether each -D value got through.
cat > Props.java <<'EOF'
public class Props {
    public static void main(String[] a) {
        for (String k : a) {
            String v = System.getProperty(k);
            System.out.println(k + ": " + (v == null ? "null" : v.equals("X") ? "X" : v.endsWith(":X") ? "...:X" : "kept"));
        }
        System.out.println(System.getProperty("sun.boot.library.path").equals(System.getProperty("java.home") + "/lib:X:Y"));
    }
}
EOF
"$JAVAC" -d cls Props.java 2> javac.err || cat javac.err
keys="java.vm.name java.vm.vendor java.vm.version java.vm.info java.vm.specification.name java.vm.specification.vendor
java.vm.specification.version jdk.debug sun.java.launcher sun.java.command java.compiler sun.boot.library.path
java.library.path java.vendor.version"
# shellcheck disable=SC2046,SC2086
same "-D of the VM's and the launcher's properties" soe -- $(for k in $keys; do echo "-D$k=X"; done) \
    -Dsun.boot.library.path=Y -cp cls Props $keys
# As java's launcher passes -cp (and CLASSPATH, the default ".", -jar's
# file) to the VM: as -Djava.class.path where it stands, so the last wins;
# the jar always; a -Djava.class.path on the command line stands for ".".
same "-Djava.class.path, then -cp" soe -- -Djava.class.path=nowhere -cp cls Hello
same "-cp, then -Djava.class.path" soe -- -cp cls -Djava.class.path=nowhere Hello
same "-Djava.class.path alone" soe -- -Djava.class.path=cls Hello
same "-Djava.class.path beats CLASSPATH" soe CLASSPATH=nowhere -- -Djava.class.path=cls Hello
same "JAVA_TOOL_OPTIONS -Djava.class.path loses to \".\"" soe "JAVA_TOOL_OPTIONS=-Djava.class.path=cls" -- Hello
same "-Djava.class.path with -jar" soe -- -Djava.class.path=nowhere -jar hello.jar
# VM.getRuntimeArguments and RuntimeMXBean.getInputArguments: the VM's
# options as java's launcher passed them, JAVA_TOOL_OPTIONS first, a
# -XX:Flags file's flags before all, a VM options file's options in its
# place; not the class path, sun.java.launcher* and sun.java.command.
cat > RtArgs.java <<'EOF'
public class RtArgs {
    public static void main(String[] a) {
        System.out.println(java.util.Arrays.toString(jdk.internal.misc.VM.getRuntimeArguments()));
        System.out.println(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments());
    }
}
EOF
"$JAVAC" --add-exports java.base/jdk.internal.misc=ALL-UNNAMED -d cls RtArgs.java 2> javac.err || cat javac.err
printf '%s\n' '-Dvf=1' '-Xss2m' > vmoptions
printf '%s\n' '+UseSerialGC' '-UsePerfData' > flagsfile
same "VM arguments" so "JAVA_TOOL_OPTIONS=-Dj=1 -Xss1m" -- --add-exports java.base/jdk.internal.misc=ALL-UNNAMED \
    -Dfoo=1 -p mods --add-modules java.sql -Xmx64m -noverify -Xdiag -Dsun.java.launcher.x=1 \
    -XX:VMOptionsFile=vmoptions -XX:Flags=flagsfile -Djava.class.path=cls -ea -Xint -server -Dsun.java.command=1 RtArgs
same "JAVA_TOOL_OPTIONS=-server" soe "JAVA_TOOL_OPTIONS=-server" -- -cp cls Hello
same "JAVA_TOOL_OPTIONS=-Xdiag" soe "JAVA_TOOL_OPTIONS=-Xdiag" -- -cp cls Hello
# Source-file mode: the source launcher gives javac the module options and
# --enable-preview it finds among them.
cat > SrcInternal.java <<'EOF'
public class SrcInternal { public static void main(String[] a) { System.out.println("booted " + jdk.internal.misc.VM.isBooted()); } }
EOF
cat > SrcPreview.java <<'EOF'
public class SrcPreview {
    public static void main(String[] a) { Object o = 5; System.out.println(switch (o) { case Integer i -> "int " + i; default -> "other"; }); }
}
EOF
same "source file with --add-exports" soe -- --add-exports java.base/jdk.internal.misc=ALL-UNNAMED SrcInternal.java
same "source file with --enable-preview --source 17" soe -- --enable-preview --source 17 SrcPreview.java
same "source file with --enable-preview, no --source" soe -- --enable-preview SrcPreview.java

# ---- 20. -X, -fullversion, -Xmixed, -splash:, -Xlog --------------------------------------
# -X and --help-extra print the extra options' help (Rivet's own) on stderr
# and stdout and end the options; -fullversion and --full-version print
# Rivet's version in java's words, before anything is checked.
for o in -X "-cp cls -X Hello" "-Xmx1m -X" --help-extra; do
    # shellcheck disable=SC2086
    same "$o status" s -- $o
done
run_one rivet "$RIVET" -X
[ ! -s rivet.out ] && head -2 rivet.err | grep -q -- '-Xbatch' && tail -1 rivet.err | grep -q 'subject to change' \
    && ok "-X on stderr" || bad "-X on stderr" "stdout: $(head -1 rivet.out)"
run_one rivet "$RIVET" --help-extra
[ ! -s rivet.err ] && grep -q -- '-Xss<size>' rivet.out && ok "--help-extra on stdout" || bad "--help-extra on stdout" "$(head -1 rivet.err)"
same "-Xmx2x before -X" soe -- -Xmx2x -X
echo 'rivet full version "0.1"' > fullversion.exp
expect "-fullversion" 0 /dev/null fullversion.exp -fullversion
expect "-fullversion before -version and a bad option" 0 /dev/null fullversion.exp -Xmx2x -fullversion -version
echo 'rivet 0.1' > full-version.exp
expect "--full-version" 0 full-version.exp /dev/null --full-version
same "-fullversion status" s -- -fullversion
same "-Xmixed" soe -- -Xmixed -cp cls Hello
same "-Xmixed in JAVA_TOOL_OPTIONS" soe "JAVA_TOOL_OPTIONS=-Xmixed" -- -cp cls Hello
same "-splash:" soe -- -splash:nosuch.png -cp cls Hello
same "-splash: in JAVA_TOOL_OPTIONS" soe "JAVA_TOOL_OPTIONS=-splash:x.png" -- -cp cls Hello
# -Xlog: what HotSpot accepts runs (Rivet writes no log); a mistake gets
# HotSpot's lines on stdout (its uptime taken out) and status 1.
# (The logs HotSpot writes go to files here, which Rivet does not make.)
for o in "-Xlog -Xlog:disable" -Xlog:async "-Xlog:gc*=debug,safepoint*=off:file=gc1.log:uptime,tid" \
    "-Xlog:gc+heap=TRACE:gc2.log:none" "-Xlog:gc:file=gc3.log:utc,l,tg:filecount=5,filesize=1m"; do
    # shellcheck disable=SC2086
    same "$o" soe -- $o -cp cls Hello
done
# -Xloggc's deprecation warning carries HotSpot's uptime (0.000s, or more
# on a busy machine): compared without it.
same -Xloggc:gc4.log se -- -Xloggc:gc4.log -cp cls Hello
sed -i 's/^\[[0-9.]*s\]/[uptime]/' java.out rivet.out
cmp -s java.out rivet.out && ok "-Xloggc:gc4.log: stdout" || { bad "-Xloggc:gc4.log: stdout" "differs"; diff java.out rivet.out | head -4; }
for o in -Xlog:bogus -Xlog:gc=bogus -Xlog:gc+bogus -Xlog:gc+gc -Xlog:gc** -Xlog:=info -Xlog:a+b+c+d+e+f -Xlog:gc::x \
    -Xlog:gc::utc,none -Xlog:gc:#2 -Xlog:gc:x=y -Xlog:gc:stdout:a:b:c '-Xlog:gc:"x' '-Xlog:gc:f"x"' \
    -Xlog:gc:file=x.log::filecount=1001 -Xlog:gc:x.log::size=1 -Xlogx -Xloggc "-Xlog:disable -Xlog:bogus"; do
    # shellcheck disable=SC2086
    same "$o" se -- $o -cp cls Hello
    sed -i 's/^\[[0-9.]*s\]/[uptime]/' java.out rivet.out
    cmp -s java.out rivet.out && ok "$o: HotSpot's log lines" || { bad "$o: HotSpot's log lines" "differ"; diff java.out rivet.out | head -4; }
done
# -Xlog:help: the syntax and names on stdout, status 0, nothing else run
# (it printed the launcher's usage for want of a main class); the text is
# Rivet's own, so only its parts are checked.
same "-Xlog:help: status and stderr as java's" se -- -Xlog:help -cp cls Hello
if grep -q '^-Xlog usage: -Xlog\[:' rivet.out && grep -q 'trace, debug, info' rivet.out && grep -q 'safepoint' rivet.out \
    && ! grep -q 'Hello' rivet.out; then ok "-Xlog:help prints the syntax, levels and tags"; else
    bad "-Xlog:help prints the syntax, levels and tags" "stdout: $(head -2 rivet.out)"; fi

# A maximum heap too small, given or made from -XX:MaxRAM (a quarter, or
# half of a small one, checked before it is aligned): HotSpot's two lines on
# stdout, status 1 (MaxRAM=1 ran, hunt 9).
for o in -Xmx1m -XX:MaxRAM=1 -XX:MaxRAM=3m "-XX:MaxRAM=64m -XX:MaxRAMPercentage=1"; do
    # shellcheck disable=SC2086
    same "$o" soe -- $o -cp cls Hello
done

# -XX:+CrashOnOutOfMemoryError: HotSpot's first line on stdout, a fatal
# error report file hs_err_pid<pid>.log, and an abort, status 134 (it was
# accepted and ignored: the usual uncaught error, status 1; hunt 9).
mkdir -p oomdir
cat > oomdir/Oom.java <<'EOF2'
public class Oom {
    public static void main(String[] a) {
        java.util.List<long[]> l = new java.util.ArrayList<>();
        while (true)
            l.add(new long[1 << 20]);
    }
}
EOF2
"$JAVAC" -d oomdir oomdir/Oom.java 2> oomdir/javac.err || cat oomdir/javac.err
rm -f oomdir/hs_err_pid*.log
(cd oomdir && "$RIVET" -Xmx32m -XX:+CrashOnOutOfMemoryError -cp . Oom > rivet.out 2> rivet.err)
rc=$?
if [ "$rc" = 134 ] && [ "$(head -1 oomdir/rivet.out)" = "Aborting due to java.lang.OutOfMemoryError: Java heap space" ] &&
    ls oomdir/hs_err_pid*.log > /dev/null 2>&1 && grep -q '^"main"' oomdir/hs_err_pid*.log; then
    ok "-XX:+CrashOnOutOfMemoryError: status 134, the report file"
else
    bad "-XX:+CrashOnOutOfMemoryError" "status $rc, stdout: $(head -1 oomdir/rivet.out)"
fi
rm -f oomdir/hs_err_pid*.log

# -version:N and -jre-restrict-search: java's explanation first, then the
# VM's "Unrecognized option" (hunt 9: the explanation was missing).
for o in -version:17 -jre-restrict-search -no-jre-restrict-search; do
    same "$o" soe -- $o -cp cls Hello
done

# -Xinternalversion: the VM's own version line on stdout, status 0, the
# program not run (it was "Unrecognized option", hunt 7).
same "-Xinternalversion: status and stderr as java's" se -- -Xinternalversion -cp cls Hello
if [ "$(wc -l < rivet.out)" = 1 ] && grep -q '^Rivet VM (' rivet.out; then ok "-Xinternalversion prints one version line"; else
    bad "-Xinternalversion prints one version line" "stdout: $(head -2 rivet.out)"; fi

# ---- 21. HotSpot's checks of the GC and heap flags, -XX:+PrintVMOptions, -XX:+PrintGC ----
# After the options: one collector at most, the heap sizes in
# GCArguments' order (stdout, status 1); -Xmn0 refused as it is parsed;
# -XX:+PrintVMOptions lists the -XX options of JAVA_TOOL_OPTIONS, the
# command line and _JAVA_OPTIONS (stdio-buffered in HotSpot, so after an
# initialization error in a file); hunt 12.
for o in "-XX:+UseSerialGC -XX:+UseG1GC" "-XX:+UseParallelGC -XX:+UseSerialGC" \
    "-XX:+UnlockExperimentalVMOptions -XX:+UseEpsilonGC -XX:+UseZGC" "-XX:+UseG1GC -XX:-UseG1GC -XX:+UseSerialGC" \
    "-XX:+UseSerialGC -XX:+UseSerialGC" -Xms1k -Xms1048575 -Xms1m -Xms0 -Xmn0 -Xmn0k -Xmn1 -XX:InitialHeapSize=1k \
    -XX:MinHeapSize=1k "-Xms1k -Xmx1k" "-Xms4m -Xmx1m" "-XX:MinHeapSize=4m -Xmx2m" "-Xms1k -XX:MinHeapSize=1k" \
    -XX:+PrintVMOptions "-XX:+PrintVMOptions -Xmx64m -XX:+UseSerialGC -XX:MaxRAM=1g" \
    "-XX:+PrintVMOptions -XX:-PrintVMOptions" "-XX:+PrintVMOptions -XX:+UseSerialGC -XX:+UseG1GC" \
    "-XX:+PrintVMOptions -Xms1k" "-XX:+PrintVMOptions -XX:Bogus"; do
    # shellcheck disable=SC2086
    same "$o" soe -- $o -cp cls Hello
done
same "-XX:+PrintVMOptions: JAVA_TOOL_OPTIONS' flags too" so "JAVA_TOOL_OPTIONS=-XX:+UseSerialGC" -- \
    -XX:+PrintVMOptions -cp cls Hello
same "-XX:-PrintVMOptions in _JAVA_OPTIONS wins" so "JAVA_TOOL_OPTIONS=-XX:+PrintVMOptions" \
    "_JAVA_OPTIONS=-XX:-PrintVMOptions" -- -cp cls Hello
# -XX:+PrintGC and -XX:+PrintGCDetails: HotSpot's deprecation warnings (its
# uptime taken out); the gc log HotSpot then writes is not Rivet's.
for o in -XX:+PrintGC -XX:+PrintGCDetails "-XX:+PrintGC -XX:+PrintGCDetails" "-XX:+PrintGC -XX:-PrintGC" \
    "-XX:+PrintGC -Xlog:disable" "-XX:+PrintVMOptions -XX:+PrintGC"; do
    # shellcheck disable=SC2086
    same "$o" se -- $o -cp cls Hello
    sed -i 's/^\[[0-9.]*s\]/[uptime]/; /^\[[^]]*\]\[info/d' java.out rivet.out
    cmp -s java.out rivet.out && ok "$o: the warnings" || { bad "$o: the warnings" "differ"; diff java.out rivet.out | head -4; }
done

# ---- 22. HotSpot's start-up checks of flags Rivet has no use for ----------
# The code cache (-XX:ReservedCodeCacheSize, its alias -Xmaxjitcodesize,
# -XX:InitialCodeCacheSize), the heap's free ratios (-Xminf, -Xmaxf),
# -XX:SurvivorRatio against the heap, the heap's reservation,
# -XX:MaxMetaspaceSize, the ranges of -XX flags (vm/hotspot_flag_ranges.inc):
# values on both sides of each limit, with HotSpot's messages and statuses.
for o in -XX:ReservedCodeCacheSize=1k -XX:ReservedCodeCacheSize=4095 -XX:ReservedCodeCacheSize=4096 \
    -XX:ReservedCodeCacheSize=2495k -XX:ReservedCodeCacheSize=2496k -XX:ReservedCodeCacheSize=2048m \
    -XX:ReservedCodeCacheSize=2049m -XX:ReservedCodeCacheSize=0 -XX:ReservedCodeCacheSize=-1 \
    -XX:ReservedCodeCacheSize=0x1000 -XX:ReservedCodeCacheSize=18446744073709551615 \
    -Xmaxjitcodesize1k -Xmaxjitcodesize -Xmaxjitcodesize0 -Xmaxjitcodesize3g -Xmaxjitcodesize64m \
    "-XX:InitialCodeCacheSize=100k -XX:ReservedCodeCacheSize=200k" -XX:InitialCodeCacheSize=300m \
    -XX:InitialCodeCacheSize=1k "-XX:ReservedCodeCacheSize=4k -XX:+UseSerialGC -XX:+UseG1GC" \
    -XX:MinHeapFreeRatio=90 -XX:MinHeapFreeRatio=70 -XX:MinHeapFreeRatio=71 -XX:MinHeapFreeRatio=101 \
    -XX:MaxHeapFreeRatio=39 -XX:MaxHeapFreeRatio=40 "-XX:MinHeapFreeRatio=50 -XX:MaxHeapFreeRatio=40" \
    "-XX:MinHeapFreeRatio=90 -XX:MaxHeapFreeRatio=95" -Xminf0.9 -Xminf0.5 -Xmaxf0.3 -Xminf -Xminf1.5 -Xmaxf-1 \
    "-Xms1k -XX:MinHeapFreeRatio=90" "-XX:+UseSerialGC -XX:+UseG1GC -XX:MinHeapFreeRatio=90" \
    -XX:SurvivorRatio=0 -XX:SurvivorRatio=1 -XX:SurvivorRatio=1k -XX:SurvivorRatio=-1 \
    -XX:SurvivorRatio=18446744073709551613 -XX:SurvivorRatio=18446744073709551614 \
    "-Xmx64m -XX:SurvivorRatio=64" "-Xmx64m -XX:SurvivorRatio=65" "-Xmx65m -XX:SurvivorRatio=66" \
    "-Xmx65m -XX:SurvivorRatio=67" "-XX:+UseSerialGC -Xmx65m -XX:SurvivorRatio=1056" \
    "-XX:+UseSerialGC -Xmx65m -XX:SurvivorRatio=1057" "-XX:+UseParallelGC -Xmx65m -XX:SurvivorRatio=132" \
    "-XX:+UseParallelGC -Xmx65m -XX:SurvivorRatio=133" "-XX:SurvivorRatio=100000 -Xms1k" \
    -Xmx99999999g -Xmx1t -Xmx100t -Xmx18446744073709551615 "-Xmx99999999g -XX:MinHeapFreeRatio=90" \
    -XX:MaxMetaspaceSize=0 -XX:MaxMetaspaceSize=1k -XX:MaxMetaspaceSize=127k -XX:MaxMetaspaceSize=1m \
    -XX:MaxMetaspaceSize=64m -XX:MaxMetaspaceSize=-1 "-XX:MaxMetaspaceSize=1k -Xms1k" \
    -XX:TargetSurvivorRatio=101 -XX:InitialRAMPercentage=-1 -XX:InitialRAMPercentage=+1 \
    -XX:MarkSweepAlwaysCompactCount=4294967296 -XX:ConcGCThreads=4294967296 \
    -native -green -Xshare -Xshare:foo -Xsharex -Xshare:off -XX:+UseEpsilonGC \
    "-XX:+UseEpsilonGC -XX:+UnlockExperimentalVMOptions"; do
    # shellcheck disable=SC2086
    same "$o" soe -- $o -cp cls Hello
done
# Warnings HotSpot logs as it starts (stdout, its uptime taken out): large
# pages when the system has none configured (or whatever this machine
# gives both), Epsilon's advice, and the order of those against the errors.
E="-XX:+UnlockExperimentalVMOptions -XX:+UseEpsilonGC"
for o in -XX:+UseLargePages "-XX:+UseLargePages -XX:-UseLargePages" "-XX:+UseLargePages -Xlog:disable" \
    "-XX:+UseLargePages -Xms1k" "-XX:+UseLargePages -XX:MinHeapFreeRatio=90" -XX:+UseTransparentHugePages \
    "-XX:+UseLargePages -XX:+UseSerialGC -XX:+UseG1GC" "-XX:+UseLargePages -Xmx99999999g" \
    "$E" "$E -Xms64m -Xmx64m" "$E -Xmx64m" "$E -Xms64m" "$E -XX:+AlwaysPreTouch" "$E -XX:-AlwaysPreTouch" \
    "$E -Xms1k" "$E -XX:+UseLargePages" "$E -Xlog:disable"; do
    # shellcheck disable=SC2086
    same "$o" se -- $o -cp cls Hello
    sed -i 's/^\[[0-9.]*s\]/[uptime]/' java.out rivet.out
    cmp -s java.out rivet.out && ok "$o: stdout" || { bad "$o: stdout" "differs"; diff java.out rivet.out | head -4; }
done
# -XX:+PrintVMOptions inside a -XX:VMOptionsFile: the file's options are
# listed in its place (not the file option), and its setting counts.
printf -- '-XX:+PrintVMOptions -Xmx64m -XX:+UseSerialGC\n' > vmopts-print
printf -- '-XX:+UseSerialGC -XX:+PrintVMOptions\n' > vmopts-print-last
printf -- '-XX:VMOptionsFile=vmopts-print\n' > vmopts-nested
for o in -XX:VMOptionsFile=vmopts-print "-XX:MaxRAM=1g -XX:VMOptionsFile=vmopts-print-last -XX:+DisableExplicitGC" \
    "-XX:+PrintVMOptions -XX:VMOptionsFile=vmopts-print-last -XX:-PrintVMOptions" \
    "-XX:VMOptionsFile=vmopts-print -XX:-PrintVMOptions" "-XX:VMOptionsFile=vmopts-print -XX:+UseG1GC" \
    "-XX:+PrintVMOptions -XX:VMOptionsFile=vmopts-nested" "-XX:+PrintVMOptions -XX:VMOptionsFile=no-such-file"; do
    # shellcheck disable=SC2086
    same "$o" soe -- $o -cp cls Hello
done
same "-XX:+PrintVMOptions in a VM options file from JAVA_TOOL_OPTIONS" soe \
    "JAVA_TOOL_OPTIONS=-XX:VMOptionsFile=vmopts-print" -- -XX:+UseSerialGC -cp cls Hello
# Under an address-space limit (ulimit -v) the default heap is half of it
# at most (Arguments::limit_heap_by_allocatable_memory), so that the VM
# still starts (HotSpot needs its compressed class space off to start
# there); an -Xmx given is not cut (1g: with 2g HotSpot itself failed to
# start now and then, its other reservations near the limit). Not under
# AddressSanitizer, which reserves terabytes of address space for its
# shadow.
case $RIVET in *asan*) ulimit_xs= ;; *) ulimit_xs='"" -Xmx1g' ;; esac
eval "set -- $ulimit_xs"
for x in "$@"; do
    j=$( (ulimit -v 3000000; "$JAVA" -XX:-UseCompressedClassPointers $x -XX:+PrintFlagsFinal -version 2>&1) |
        grep ' MaxHeapSize ')
    r=$( (ulimit -v 3000000; "$RIVET" -XX:-UseCompressedClassPointers $x -XX:+PrintFlagsFinal -version 2>&1) |
        grep ' MaxHeapSize ')
    [ -n "$j" ] && [ "$j" = "$r" ] && ok "MaxHeapSize under ulimit -v ${x:-(default)}" ||
        bad "MaxHeapSize under ulimit -v ${x:-(default)}" "java: $j; rivet: $r"
done

echo "launcher: $pass passed, $fail failed"
[ "$fail" = 0 ]
