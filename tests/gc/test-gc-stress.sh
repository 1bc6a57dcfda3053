#!/bin/sh
# GC stress: a few programs of tests/java run with RIVET_GC_STRESS=1 (a full
# collection at every allocation, vm/heap.c), and must print what HotSpot
# prints. A reference the collector cannot see (a C local, a table nobody
# scans) is freed at the next allocation instead of at some rare moment, so
# the run goes wrong at once. It found the primitive classes' mirrors, which
# no root held during boot.
# Environment: RIVET (default bin/rivet), JAVA, JAVAC, PROGRAMS.
# Last line: "gc-stress: N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
RIVET=${RIVET:-bin/rivet}
JAVA=${JAVA:-java}
JAVAC=${JAVAC:-javac}
PROGRAMS=${PROGRAMS:-"Hello Lambdas Exceptions ReflectMembers ThreadsSync GcReferences"}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
out=build/tests/gc
pass=0; fail=0
mkdir -p "$out"

run_one() { # name: prints PASS or FAIL lines
    p=$1
    d=$out/$p
    mkdir -p "$d"
    if [ ! -f "$d/$p.class" ] || [ "tests/java/$p.java" -nt "$d/$p.class" ]; then
        # shellcheck disable=SC2046
        "$JAVAC" -J-XX:TieredStopAtLevel=1 $(sed -n 's|^// javac-options: ||p' "tests/java/$p.java") \
            -d "$d" "tests/java/$p.java" > "$d/javac.log" 2>&1 || { echo "FAIL $p: javac"; return; }
    fi
    opts=$(head -1 "tests/java/$p.java" | sed -n 's|^// jvm-options: ||p')
    # shellcheck disable=SC2086
    "$JAVA" $opts -cp "$d" "$p" > "$d/java.out" 2>/dev/null < /dev/null
    # shellcheck disable=SC2086
    RIVET_GC_STRESS=1 timeout 300 "$RIVET" $opts -cp "$d" "$p" > "$d/rivet.out" 2> "$d/rivet.err" < /dev/null
    rc=$?
    if [ $rc -ge 124 ] || grep -qE "AddressSanitizer|runtime error:|internal error" "$d/rivet.err"; then
        echo "FAIL $p: exit status $rc"; head -5 "$d/rivet.err" | sed 's/^/    /'
    elif ! cmp -s "$d/java.out" "$d/rivet.out"; then
        echo "FAIL $p: output differs from HotSpot"; diff "$d/java.out" "$d/rivet.out" | head -8 | sed 's/^/    /'
    else
        echo "PASS $p"
    fi
}

# Two at a time: each run is one core's worth of collections.
set -- $PROGRAMS
while [ $# -gt 0 ]; do
    a=$1; shift
    if [ $# -gt 0 ]; then
        b=$1; shift
        run_one "$a" > "$out.$a.res" & run_one "$b" > "$out.$b.res"; wait
        cat "$out.$a.res" "$out.$b.res"; rm -f "$out.$a.res" "$out.$b.res"
    else
        mkdir -p "$out"; run_one "$a"
    fi
done > "$out.log"
cat "$out.log"
pass=$(grep -c '^PASS' "$out.log"); fail=$(grep -c '^FAIL' "$out.log")
echo "gc-stress: $pass passed, $fail failed"
[ "$fail" = 0 ]
