#!/bin/bash
# Real programs on Debian-packaged libraries and the JDK's own tools, on
# HotSpot and on Rivet: the output (stdout, and the exit status) must be the
# same. Each workload's wall time on both is printed with the ratio: HotSpot
# runs with its JIT here, so the ratio is context, not a target.
#
# Workloads (sources in tests/real/src, libraries from /usr/share/java,
# installed by scripts/deps.sh for `make test`):
#   junit    JUnit 4 running a test class (fixtures, expected exceptions, a
#            failure, an ignored test); JUnitCore's summary without timings
#   guava    immutable collections, multimaps, a loading cache, hashing, a
#            listening executor
#   h2       an embedded in-memory H2 database used by a pool of 4 threads
#   jackson  a POJO to indented JSON and back, and a tree
#   clojure  clojure.main evaluating expressions (reduce, frequencies, sort-by,
#            a future, a sequence of a Java collection)
#   javap    javap -c -p on java.util.Optional (from the runtime image)
#   jar      jar cf, then jar tf of the jar made
#   javadoc  javadoc on a source file: the files written and the status
# A workload whose library jar is missing is skipped (SKIP, counted in
# neither number): make test installs them when run as root.
# Output under build/tests/real. Ends with "real: N passed, M failed".
# Alone: bash tests/real/run.sh [NAME...]
cd "$(dirname "$0")/../.." || exit 1
JDK=$(sh scripts/jdk17.sh) || exit 1
RIVET=${RIVET:-bin/rivet}
JAVA=${JAVA:-$JDK/bin/java}
JAVAC=${JAVAC:-$JDK/bin/javac}
case $RIVET in /*) ;; *) RIVET=$PWD/$RIVET ;; esac
case $JAVA in /*) ;; */*) JAVA=$PWD/$JAVA ;; esac
LIB=/usr/share/java
OUT=build/tests/real
TIMEOUT=${TIMEOUT:-300}
pass=0; fail=0
mkdir -p "$OUT/classes"

cp_of() { # cp_of JAR...: the class path of the compiled sources and these jars
    local p="$OUT/classes" j
    for j in "$@"; do p="$p:$LIB/$j"; done
    echo "$p"
}
JUNIT=$(cp_of junit4.jar hamcrest-core.jar)
GUAVA=$(cp_of guava.jar)
H2=$(cp_of h2.jar)
JACKSON=$(cp_of jackson-databind.jar jackson-core.jar jackson-annotations.jar)
CLOJURE=$(cp_of clojure.jar spec.alpha.jar core.specs.alpha.jar)
ALL=$(cp_of junit4.jar hamcrest-core.jar guava.jar h2.jar jackson-databind.jar jackson-core.jar jackson-annotations.jar)

now() { date +%s.%N; }
# run WHO NAME CMD...: run CMD with WHO's VM in place of "VM"; stdout and the
# exit status into $OUT/NAME.WHO.out, stderr into $OUT/NAME.WHO.err; the wall
# time into $OUT/NAME.WHO.time.
run() {
    local who=$1 name=$2 vm s e rc
    shift 2
    if [ "$who" = rivet ]; then vm=$RIVET; else vm=$JAVA; fi
    local args=() a
    for a in "$@"; do [ "$a" = VM ] && args+=("$vm") || args+=("$a"); done
    rm -rf "$OUT/$name.$who.dir"
    mkdir -p "$OUT/$name.$who.dir"
    s=$(now)
    (cd "$OUT/$name.$who.dir" && timeout -s KILL "$TIMEOUT" "${args[@]}") > "$OUT/$name.$who.out" 2> "$OUT/$name.$who.err" < /dev/null
    rc=$?
    e=$(now)
    echo "exit status $rc" >> "$OUT/$name.$who.out"
    awk "BEGIN { printf \"%.2f\", $e - $s }" > "$OUT/$name.$who.time"
}

ok() { echo "PASS $1 ($2)"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }

# Paths inside a workload's directory are relative to it.
R=../../../..
for src in tests/real/src/*.java; do
    "$JAVAC" -cp "$ALL" -d "$OUT/classes" "$src" 2> "$OUT/javac.err" ||
        echo "real: $src does not compile here (its library missing?): $(head -1 "$OUT/javac.err")"
done

workload() { # workload NAME NEEDED-JAR CMD... (CMD with VM for the VM)
    local name=$1 need=$2
    shift 2
    if [ -n "$names" ] && ! echo " $names " | grep -q " $name "; then return; fi
    if [ "$need" != - ] && [ ! -f "$LIB/$need" ]; then
        echo "SKIP $name: $LIB/$need is missing (scripts/deps.sh test installs it as root)"
        return
    fi
    run hotspot "$name" "$@"
    run rivet "$name" "$@"
    # Lines that differ by nature: JUnit's timing.
    for w in hotspot rivet; do sed -i '/^Time: [0-9.,]*$/d' "$OUT/$name.$w.out"; done
    local th tr
    th=$(cat "$OUT/$name.hotspot.time"); tr=$(cat "$OUT/$name.rivet.time")
    local ratio
    ratio=$(awk "BEGIN { printf \"%.1fx: rivet %.2fs, hotspot %.2fs\", $tr / ($th > 0 ? $th : 1), $tr, $th }")
    if cmp -s "$OUT/$name.hotspot.out" "$OUT/$name.rivet.out"; then
        ok "$name" "$ratio"
    else
        bad "$name" "output differs ($ratio)"
        diff "$OUT/$name.hotspot.out" "$OUT/$name.rivet.out" | head -15 | sed 's/^/    | /'
        head -10 "$OUT/$name.rivet.err" | sed 's/^/    rivet stderr: /'
    fi
}
names=$*

workload junit junit4.jar VM -cp "$R/$JUNIT" RealJUnit
workload guava guava.jar VM -cp "$R/$GUAVA" RealGuava
workload h2 h2.jar VM -cp "$R/$H2" RealH2
workload jackson jackson-databind.jar VM -cp "$R/$JACKSON" RealJackson
workload clojure clojure.jar VM -cp "$R/$CLOJURE" clojure.main -e \
    '(println (reduce + (range 1000)) (into (sorted-map) (frequencies "mississippi")) (sort-by count ["ccc" "a" "bb"]) @(future (* 6 7)) (vec (java.util.ArrayList. [1 2 3])) (format "%05.1f" 3.14159)) (shutdown-agents)'
workload javap - VM com.sun.tools.javap.Main -c -p java.util.Optional
workload jar - bash -c 'VM="$0"; "$VM" sun.tools.jar.Main cf made.jar -C ../classes RealGuava.class -C ../classes RealH2.class && "$VM" sun.tools.jar.Main tf made.jar' VM
workload javadoc - bash -c '"$0" jdk.javadoc.internal.tool.Main -quiet -d doc ../../../../tests/real/src/RealJackson.java -cp ../classes:/usr/share/java/jackson-databind.jar:/usr/share/java/jackson-core.jar:/usr/share/java/jackson-annotations.jar; echo "javadoc status $?"; (cd doc && find . -type f | sort)' VM

echo "real: $pass passed, $fail failed"
[ "$fail" = 0 ]
