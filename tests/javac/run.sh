#!/bin/sh
# javac on Rivet against javac on HotSpot. For each case below, javac compiles
# one tests/javac/<Name>.java with the case's options twice:
#   $RIVET com.sun.tools.javac.Main OPTIONS -d build/tests/javac/<case>/rivet SRC
#   $JAVAC OPTIONS -d build/tests/javac/<case>/hotspot SRC
# and the case passes when the exit statuses and the diagnostics printed are the
# same, the same class files are written, and each is byte for byte the same
# (cmp). A difference is shown with a diff of `javap -v -p` of both.
# Ends with "javac: N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
RIVET=${RIVET:-bin/rivet}
JDK=$(sh scripts/jdk17.sh) || exit 1
JAVAC=${JAVAC:-$JDK/bin/javac}
JAVAP=${JAVAP:-$JDK/bin/javap}
TIMEOUT=${TIMEOUT:-120}
# The same environment for both compilers (locale of the diagnostics, no
# options injected behind our back).
export LC_ALL=C.UTF-8 LANG=C.UTF-8 TZ=UTC
unset JAVA_TOOL_OPTIONS _JAVA_OPTIONS JDK_JAVA_OPTIONS CLASSPATH LANGUAGE
OUT=build/tests/javac
pass=0; fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }

# check CASE SOURCE OPTIONS...
check() {
    c=$1; src=tests/javac/$2.java; shift 2
    d=$OUT/$c
    rm -rf "$d"; mkdir -p "$d/rivet" "$d/hotspot"
    # HotSpot's javac runs meanwhile, on the other core.
    "$JAVAC" "$@" -d "$d/hotspot" "$src" > "$d/hotspot.log" 2>&1 &
    hpid=$!
    timeout "$TIMEOUT" "$RIVET" com.sun.tools.javac.Main "$@" -d "$d/rivet" "$src" > "$d/rivet.log" 2>&1
    rrc=$?
    wait $hpid
    hrc=$?
    if [ "$rrc" != "$hrc" ]; then
        bad "$c" "javac exit status $rrc on rivet, $hrc on hotspot"
        head -20 "$d/rivet.log" | sed 's/^/    | /'
        return
    fi
    if ! cmp -s "$d/rivet.log" "$d/hotspot.log"; then
        bad "$c" "diagnostics differ"
        diff -u --label hotspot --label rivet "$d/hotspot.log" "$d/rivet.log" | head -20 | sed 's/^/    /'
        return
    fi
    (cd "$d/rivet" && find . -type f | LC_ALL=C sort) > "$d/rivet.files"
    (cd "$d/hotspot" && find . -type f | LC_ALL=C sort) > "$d/hotspot.files"
    if ! cmp -s "$d/rivet.files" "$d/hotspot.files"; then
        bad "$c" "different class files written"
        diff "$d/hotspot.files" "$d/rivet.files" | head -10 | sed 's/^/    /'
        return
    fi
    if [ ! -s "$d/hotspot.files" ]; then bad "$c" "no class file written"; return; fi
    differ=""
    for f in $(cat "$d/hotspot.files"); do
        cmp -s "$d/rivet/$f" "$d/hotspot/$f" || differ="$differ ${f#./}"
    done
    if [ -n "$differ" ]; then
        bad "$c" "class files differ:$differ"
        set -- $differ
        # javap's first three lines name the file, its date and its checksum.
        "$JAVAP" -v -p "$d/hotspot/$1" | sed 1,3d > "$d/hotspot.javap"
        "$JAVAP" -v -p "$d/rivet/$1" | sed 1,3d > "$d/rivet.javap"
        echo "    javap -v -p $1 (all: diff $d/hotspot.javap $d/rivet.javap):"
        diff -u --label hotspot --label rivet "$d/hotspot.javap" "$d/rivet.javap" | head -40 | sed 's/^/    /'
        return
    fi
    ok "$c ($(wc -l < "$d/hotspot.files") class files)"
}

check features Features
check features-g Features -g
check library Library
check library-lint Library -g:none -parameters -Xlint:all
echo "javac: $pass passed, $fail failed"
[ "$fail" = 0 ]
