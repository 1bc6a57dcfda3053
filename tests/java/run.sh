#!/usr/bin/env bash
# Differential test harness: runs every tests/java/<Name>.java on HotSpot (the
# oracle, $JAVA) and on Rivet ($RIVET) and compares what they print.
#
#   tests/java/run.sh [-j N] [NAME...]
#
# Environment: RIVET (default bin/rivet, relative to the repository root),
# JAVA (default java), JAVAC (default javac), TIMEOUT (seconds per run,
# default 60). See tests/java/README.md for the conventions of a test.

# Invoked as "sh run.sh": re-run under bash (arrays, wait -n).
if [ -z "${BASH_VERSION:-}" ]; then exec bash "$0" "$@"; fi

set -u

usage() {
    echo "usage: $0 [-j N] [NAME...]" >&2
    exit 2
}

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root" || exit 2

jobs_max=2
while [ $# -gt 0 ]; do
    case $1 in
        -j) [ $# -ge 2 ] || usage; jobs_max=$2; shift 2 ;;
        -j*) jobs_max=${1#-j}; shift ;;
        -h|--help) usage ;;
        --) shift; break ;;
        -*) usage ;;
        *) break ;;
    esac
done
case $jobs_max in ''|*[!0-9]*|0) echo "$0: -j needs a positive number" >&2; exit 2 ;; esac

RIVET=${RIVET:-bin/rivet}
JAVA=${JAVA:-java}
JAVAC=${JAVAC:-javac}
TIMEOUT=${TIMEOUT:-60}
# The jar tool, for "// run: -jar" tests: beside javac unless JAR says.
case $JAVAC in */*) JAR=${JAR:-$(dirname "$JAVAC")/jar} ;; *) JAR=${JAR:-jar} ;; esac
# Options for javac itself (not for the tests): a quick-starting compiler JVM.
JAVAC_OPTS=${JAVAC_OPTS--J-XX:TieredStopAtLevel=1 -J-XX:+UseSerialGC}
# A relative path with a slash is taken from the repository root.
case $RIVET in /*|*/*) case $RIVET in /*) ;; *) RIVET=$root/$RIVET ;; esac ;; esac
case $JAVA in /*) ;; */*) JAVA=$root/$JAVA ;; esac
case $JAVAC in /*) ;; */*) JAVAC=$root/$JAVAC ;; esac
case $JAR in /*) ;; */*) JAR=$root/$JAR ;; esac
case $RIVET in
    */*) [ -x "$RIVET" ] || echo "$0: warning: $RIVET is not an executable file; every test will fail" >&2 ;;
esac

# A fixed environment so that HotSpot's output does not depend on the caller:
# UTF-8 default charset, one time zone, and no options injected behind our back
# (they would also print "Picked up ..." on stderr).
export LC_ALL=C.UTF-8 LANG=C.UTF-8 TZ=UTC
unset JAVA_TOOL_OPTIONS _JAVA_OPTIONS JDK_JAVA_OPTIONS CLASSPATH LANGUAGE

srcdir=tests/java
clsroot=build/tests/java
resroot=build/tests/java-results
mkdir -p "$clsroot" "$resroot" || exit 2

# Tests expected to fail.
known=" "
if [ -f "$srcdir/known-failures.txt" ]; then
    while IFS= read -r line || [ -n "$line" ]; do
        line=${line%%#*}
        for w in $line; do known="$known$w "; done
    done < "$srcdir/known-failures.txt"
fi

# The tests to run, sorted by name.
names=()
if [ $# -gt 0 ]; then
    for a in "$@"; do
        a=${a##*/}
        a=${a%.java}
        names+=("$a")
    done
    mapfile -t names < <(printf '%s\n' "${names[@]}" | LC_ALL=C sort -u)
else
    mapfile -t names < <(cd "$srcdir" && ls -- *.java 2>/dev/null | sed 's/\.java$//' | LC_ALL=C sort)
fi

# Split the shell words of a string into the array "words". The strings come
# from files of this repository, so eval is acceptable here.
split_words() {
    eval "words=($1)"
}

# run_vm WHO OUTDIR CP NAME: run one VM ("java" or "rivet") on test NAME
# (from the jar $jar when it is set: "VM -jar JAR args").
run_vm() {
    local who=$1 out=$2 cp=$3 name=$4 vm rc
    local main=(-cp "$cp" "$name")
    [ -n "$jar" ] && main=(-jar "$jar")
    if [ "$who" = java ]; then vm=$JAVA; else vm=$RIVET; fi
    # The outer 2>/dev/null silences bash's own "Segmentation fault" report.
    {
        timeout -k 5 "$TIMEOUT" "$vm" "${jvmopts[@]}" "${main[@]}" "${args[@]}" \
            < "$stdin" > "$out/$who.out" 2> "$out/$who.err"
        rc=$?
    } 2>/dev/null
    echo "$rc" > "$out/$who.rc"
}

# Drop lines that a JVM prints about its environment rather than the program.
clean_err() {
    grep -v -E '^(Picked up (JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|JDK_JAVA_OPTIONS):|OpenJDK 64-Bit Server VM warning:)' "$1"
    return 0
}

short_diff() {
    diff -u --label "java $3" --label "rivet $3" "$1" "$2" | head -n 20 | sed 's/^/    /'
}

# test_body NAME: prints the result: a first line PASS/FAIL/XFAIL/XPASS, then details.
test_body() {
    local name=$1 src=$srcdir/$1.java cls=$clsroot/$1 out=$resroot/$1
    local reasons="" details="" line jrc rrc cmpstderr=0 status
    # A runaway program must not fill the disk: cap files at 256 MB (SIGXFSZ, exit 153).
    ulimit -f 262144 2>/dev/null
    rm -rf "$out"
    mkdir -p "$out"
    if [ ! -f "$src" ]; then
        echo "FAIL $name: no such test ($src)"
        return
    fi
    # Compile unless the main class file is newer than the source.
    if [ ! -f "$cls/$name.class" ] || [ "$src" -nt "$cls/$name.class" ]; then
        rm -rf "$cls"
        mkdir -p "$cls"
        # "// javac-options: ..." (a line of its own): more options for javac.
        javacopts=()
        jline=$(grep -m 1 -E '^[[:space:]]*// javac-options:' "$src")
        [ -n "$jline" ] && { split_words "${jline#*// javac-options:}"; javacopts=("${words[@]}"); }
        if ! "$JAVAC" $JAVAC_OPTS "${javacopts[@]}" -encoding UTF-8 -d "$cls" "$src" > "$out/javac.log" 2>&1; then
            echo "FAIL $name: javac failed"
            head -n 20 "$out/javac.log" | sed 's/^/    /'
            rm -rf "$cls"
            return
        fi
    fi
    jvmopts=()
    args=()
    line=$(head -n 1 "$src")
    case $line in
        *'// jvm-options:'*) split_words "${line#*// jvm-options:}"; jvmopts=("${words[@]}") ;;
    esac
    if [ -f "$srcdir/$name.args" ]; then
        split_words "$(head -n 1 "$srcdir/$name.args")"
        args=("${words[@]}")
    fi
    stdin=/dev/null
    [ -f "$srcdir/$name.in" ] && stdin=$srcdir/$name.in
    grep -q -E '^[[:space:]]*// compare: stderr[[:space:]]*$' "$src" && cmpstderr=1
    # "// run: -jar": the classes go into a jar with Main-Class NAME, run with -jar.
    jar=
    if grep -q -E '^[[:space:]]*// run: -jar[[:space:]]*$' "$src"; then
        jar=$clsroot/$name.jar
        if [ ! -f "$jar" ] || [ "$cls/$name.class" -nt "$jar" ]; then
            rm -f "$jar"
            if ! "$JAR" --create --file "$jar" --main-class "$name" -C "$cls" . > "$out/jar.log" 2>&1; then
                echo "FAIL $name: jar failed"
                head -n 20 "$out/jar.log" | sed 's/^/    /'
                return
            fi
        fi
    fi

    run_vm java "$out" "$cls" "$name"
    run_vm rivet "$out" "$cls" "$name"
    jrc=$(cat "$out/java.rc")
    rrc=$(cat "$out/rivet.rc")

    if [ "$jrc" = 124 ] || [ "$jrc" = 137 ]; then
        reasons="java timed out (exit $jrc)"
    fi
    if [ "$rrc" = 124 ] || [ "$rrc" = 137 ]; then
        reasons="${reasons:+$reasons; }rivet timed out after ${TIMEOUT}s"
    elif [ "$jrc" != "$rrc" ]; then
        reasons="${reasons:+$reasons; }exit status $rrc, expected $jrc"
        if [ "$rrc" -ge 128 ] 2>/dev/null; then
            reasons="$reasons (signal $((rrc - 128)))"
        fi
    fi
    if ! cmp -s "$out/java.out" "$out/rivet.out"; then
        reasons="${reasons:+$reasons; }stdout differs"
        details="$details$(short_diff "$out/java.out" "$out/rivet.out" stdout)
"
    fi
    if [ $cmpstderr = 1 ]; then
        clean_err "$out/java.err" > "$out/java.err.cmp"
        clean_err "$out/rivet.err" > "$out/rivet.err.cmp"
        if ! cmp -s "$out/java.err.cmp" "$out/rivet.err.cmp"; then
            reasons="${reasons:+$reasons; }stderr differs"
            details="$details$(short_diff "$out/java.err.cmp" "$out/rivet.err.cmp" stderr)
"
        fi
    elif [ -n "$reasons" ] && [ -s "$out/rivet.err" ]; then
        # stderr is not compared, but it usually says why Rivet failed.
        details="$details    rivet stderr:
$(head -n 5 "$out/rivet.err" | sed 's/^/    | /')
"
    fi

    case $known in *" $name "*) status=X ;; *) status= ;; esac
    if [ -z "$reasons" ]; then
        if [ -n "$status" ]; then
            echo "XPASS $name"
        else
            echo "PASS $name"
        fi
    elif [ -n "$status" ]; then
        echo "XFAIL $name"
    else
        echo "FAIL $name: $reasons"
        printf '%s' "$details"
        echo "    full output: $out/"
    fi
}

# run_test NAME: writes the result to $resroot/NAME/result, atomically.
run_test() {
    local out=$resroot/$1
    test_body "$1" > "$out.result.tmp" 2>&1
    mv "$out.result.tmp" "$out/result"
}

passed=0
failed=0
next=0
count=${#names[@]}

# Print, in order, every result that is ready.
flush() {
    local name res first
    while [ $next -lt $count ]; do
        name=${names[$next]}
        res=$resroot/$name/result
        [ -f "$res" ] || return 0
        cat "$res"
        first=$(head -n 1 "$res")
        case $first in
            PASS*) passed=$((passed + 1)) ;;
            XFAIL*) ;;
            *) failed=$((failed + 1)) ;;
        esac
        next=$((next + 1))
    done
}

for name in "${names[@]}"; do
    rm -f "$resroot/$name/result"
done

running=0
for name in "${names[@]}"; do
    while [ $running -ge $jobs_max ]; do
        wait -n
        running=$((running - 1))
        flush
    done
    run_test "$name" &
    running=$((running + 1))
done
wait
flush

echo "java: $passed passed, $failed failed"
[ $failed -eq 0 ]
