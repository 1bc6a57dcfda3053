#!/bin/sh
# Run every suite and end with one line "N passed, M failed".
#   unit tests (tests/unit), Java differential tests (tests/java),
#   tool tests (tests/tools) when present, the launcher against java
#   (tests/launcher), JNI with a C library built by cc (tests/jni), real programs on Debian-packaged libraries and the
#   JDK's tools (tests/real), javac on Rivet against javac on HotSpot
#   (tests/javac), programs under GC stress (tests/gc), the bounded mutation
#   test (tests/fuzz/test-mutants.sh).
# BUILD selects the variant (release by default); RIVET the binary to test.
BUILD=${BUILD:-release}
cd "$(dirname "$0")/.." || exit 1
JDK=$(sh scripts/jdk17.sh) || exit 1
export JAVA="$JDK/bin/java" JAVAC="$JDK/bin/javac" JAVA_HOME="$JDK"
export RIVET=${RIVET:-build/$BUILD/rivet}
# The sanitizer build checks for leaks too (ASAN_OPTIONS=detect_leaks=0 turns
# that off); tests/gc/lsan.supp would list the known ones, each with its reason.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/gc/lsan.supp}
pass=0; fail=0
add() { pass=$((pass + $1)); fail=$((fail + $2)); }
summary() { # extract "N passed, M failed" from the last matching line
    sed -n 's/.*[^0-9]\([0-9][0-9]*\) passed, \([0-9][0-9]*\) failed.*/\1 \2/p' "$1" | tail -1
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "== unit tests"
for t in build/$BUILD/tests/unit/test_*; do
    case "$t" in *.d) continue ;; esac
    [ -x "$t" ] || continue
    if "$t" > "$tmp/unit.out" 2>&1; then :; fi
    cat "$tmp/unit.out" | grep -E "check failed|passed, .* failed" | tail -20
    set -- $(summary "$tmp/unit.out")
    if [ -n "$1" ]; then add "$1" "$2"; else echo "FAIL $t (crashed)"; add 0 1; fi
done

echo "== java differential tests"
sh tests/java/run.sh -j "${JOBS:-2}" > "$tmp/java.out" 2>&1
grep -E "^(FAIL|XPASS)" -A12 "$tmp/java.out" | head -300
grep -E "^(PASS|XFAIL)" "$tmp/java.out" | wc -l | sed 's/^/   java tests passing or expected to fail: /'
set -- $(summary "$tmp/java.out")
if [ -n "$1" ]; then add "$1" "$2"; else echo "FAIL java suite did not finish"; add 0 1; fi

# The tool suite (the longest, one rivet at a time) runs beside the launcher,
# JNI, real-program, javac, GC-stress and mutation suites (also one process at
# a time): two lanes for the two cores CI has. Its report comes after theirs.
# The tester's suite (about 7 minutes) is a third lane: with only two lanes
# one core sat idle for half the run.
if [ -x tests/tools/run.sh ]; then
    TOOLS_SKIP=test-tester sh tests/tools/run.sh > "$tmp/tools.out" 2>&1 &
    tools_pid=$!
    sh tests/tools/tester/test-tester.sh > "$tmp/tester.out" 2>&1 &
    tester_pid=$!
fi

echo "== launcher tests"
sh tests/launcher/test-launcher.sh > "$tmp/launcher.out" 2>&1
grep -E "^FAIL" -A8 "$tmp/launcher.out" | head -100
set -- $(summary "$tmp/launcher.out")
if [ -n "$1" ]; then add "$1" "$2"; else echo "FAIL launcher suite did not finish"; add 0 1; fi

echo "== JNI tests"
sh tests/jni/test-jni.sh > "$tmp/jni.out" 2>&1
grep -E "^FAIL" -A8 "$tmp/jni.out" | head -100
set -- $(summary "$tmp/jni.out")
if [ -n "$1" ]; then add "$1" "$2"; else echo "FAIL JNI suite did not finish"; add 0 1; fi

echo "== real programs"
bash tests/real/run.sh > "$tmp/real.out" 2>&1
grep -E "^(PASS|FAIL)" -A12 "$tmp/real.out" | head -100
set -- $(summary "$tmp/real.out")
if [ -n "$1" ]; then add "$1" "$2"; else echo "FAIL real-program suite did not finish"; add 0 1; fi

echo "== javac tests"
sh tests/javac/run.sh > "$tmp/javac.out" 2>&1
grep -E "^FAIL" -A45 "$tmp/javac.out" | head -200
set -- $(summary "$tmp/javac.out")
if [ -n "$1" ]; then add "$1" "$2"; else echo "FAIL javac suite did not finish"; add 0 1; fi

echo "== GC stress"
sh tests/gc/test-gc-stress.sh > "$tmp/gc.out" 2>&1
grep -E "^FAIL" -A8 "$tmp/gc.out" | head -60
set -- $(summary "$tmp/gc.out")
if [ -n "$1" ]; then add "$1" "$2"; else echo "FAIL GC stress suite did not finish"; add 0 1; fi

echo "== mutation test"
sh tests/fuzz/test-mutants.sh > "$tmp/mutants.out" 2>&1
grep -E "^FAIL" -A6 "$tmp/mutants.out" | head -100
set -- $(summary "$tmp/mutants.out")
if [ -n "$1" ]; then add "$1" "$2"; else echo "FAIL mutation test did not finish"; add 0 1; fi

if [ -n "${tools_pid:-}" ]; then
    echo "== tool tests"
    wait "$tools_pid"
    grep -E "^FAIL" -A8 "$tmp/tools.out" | head -200
    set -- $(summary "$tmp/tools.out")
    if [ -n "$1" ]; then add "$1" "$2"; else echo "FAIL tool suite did not finish"; add 0 1; fi
fi

if [ -n "${tester_pid:-}" ]; then
    echo "== tester tests"
    wait "$tester_pid"
    grep -E "^FAIL" -A8 "$tmp/tester.out" | head -200
    set -- $(summary "$tmp/tester.out")
    if [ -n "$1" ]; then add "$1" "$2"; else echo "FAIL tester suite did not finish"; add 0 1; fi
fi

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
