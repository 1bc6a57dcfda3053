#!/bin/sh
# Bounded mutation test: malformed class files must never crash Rivet.
#
# Compiles a few programs of tests/java, then
#  1. one Rivet run of Mutants.java defines MUTANTS seeded mutants of their class
#     files (each in a fresh class loader), forces linking and initialisation and
#     runs main of every RUN_EVERY-th one that links;
#  2. the same driver on HotSpot: every mutant must end the same way there
#     (linked, or the same error class);
#  3. PROCS mutants of the main classes run as separate processes
#     ($RIVET -cp DIR Main), as a user would start them.
# A crash is a death by signal, an exit status of 128 or more (other than a
# time-out that HotSpot shares), a sanitizer report, or a driver run that does not
# end with "done N". Malformed input must get a Java error (ClassFormatError,
# VerifyError, NoClassDefFoundError, UnsupportedClassVersionError ...).
# Last line: "mutants: N passed, M failed", where the one-VM run counts as one
# test and each separate process as one. Environment: RIVET (default bin/rivet), JAVA, JAVAC, SEED, MUTANTS,
# RUN_EVERY, PROCS, TIMEOUT (seconds for each separate run).
cd "$(dirname "$0")/../.." || exit 1
RIVET=${RIVET:-bin/rivet}
JAVA=${JAVA:-java}
JAVAC=${JAVAC:-javac}
SEED=${SEED:-13}
MUTANTS=${MUTANTS:-3000}
RUN_EVERY=${RUN_EVERY:-4}
PROCS=${PROCS:-60}
TIMEOUT=${TIMEOUT:-10}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
PROGRAMS="Hello ControlFlow Exceptions Inheritance InnerClasses Switches Lambdas Enums Generics FieldsAndLocals"
# Also as version 49 class files (string concatenation without invokedynamic),
# which are verified by type inference.
OLD_PROGRAMS="ControlFlow Exceptions Switches"
out=build/tests/fuzz
mkdir -p "$out/driver"
pass=0; fail=0

crashed() { # rc, stderr file: a signal, an exit >= 128, or a sanitizer report
    [ "$1" -ge 128 ] && [ "$1" != 124 ] && return 0
    grep -qE "ERROR: AddressSanitizer|runtime error:|ERROR: LeakSanitizer" "$2" 2>/dev/null
}

dirs=""
for p in $PROGRAMS; do
    d=$out/progs/$p
    if [ ! -f "$d/$p.class" ] || [ "tests/java/$p.java" -nt "$d/$p.class" ]; then
        rm -rf "$d"; mkdir -p "$d"
        if ! "$JAVAC" -J-XX:TieredStopAtLevel=1 -d "$d" "tests/java/$p.java" > "$out/javac.log" 2>&1; then
            echo "FAIL javac $p"; cat "$out/javac.log"; echo "mutants: 0 passed, 1 failed"; exit 1
        fi
    fi
    dirs="$dirs $d"
done
if [ ! -f "$out/driver/Mutants.class" ] || [ tests/fuzz/Mutants.java -nt "$out/driver/Mutants.class" ]; then
    "$JAVAC" -J-XX:TieredStopAtLevel=1 -d "$out/driver" tests/fuzz/Mutants.java > "$out/javac.log" 2>&1 ||
        { cat "$out/javac.log"; echo "mutants: 0 passed, 1 failed"; exit 1; }
fi
for p in $OLD_PROGRAMS; do
    d=$out/progs-old/$p
    if [ ! -f "$d/$p.class" ] || [ "tests/java/$p.java" -nt "$d/$p.class" ]; then
        rm -rf "$d"; mkdir -p "$d"
        "$JAVAC" -J-XX:TieredStopAtLevel=1 -XDstringConcat=inline -d "$d" "tests/java/$p.java" > "$out/javac.log" 2>&1 &&
            "$JAVA" -XX:TieredStopAtLevel=1 -cp "$out/driver" Mutants old "$d" ||
            { echo "FAIL javac $p (old)"; cat "$out/javac.log"; echo "mutants: 0 passed, 1 failed"; exit 1; }
    fi
    dirs="$dirs $d"
done

# 1. Many mutants in one VM.
timeout 300 "$RIVET" -cp "$out/driver" Mutants run "$SEED" "$MUTANTS" "$RUN_EVERY" $dirs \
    > "$out/driver.out" 2> "$out/driver.err"
rc=$?
if crashed $rc "$out/driver.err" || ! tail -1 "$out/driver.out" | grep -q "^done $MUTANTS\$"; then
    last=$(grep -E '^[0-9]+: ' "$out/driver.out" | tail -1 | cut -d: -f1)
    echo "FAIL driver: exit status $rc after mutant ${last:-none} (seed $SEED; next is $(( ${last:--1} + 1 )))"
    grep -E "AddressSanitizer|runtime error|panic|Exception in" "$out/driver.err" | head -5 | sed 's/^/    /'
    tail -3 "$out/driver.err" | sed 's/^/    /'
    fail=$((fail + 1)); driver_failed=1
else
    pass=$((pass + 1))
    echo "PASS driver: $MUTANTS mutants in one VM, outcomes:"
    grep '^#' "$out/driver.out" | sed 's/^#/   /'
fi

# 2. The same mutants on HotSpot: each must end in the same way (linked, or
# the same error class). One pair may differ: HotSpot verifies a class's
# methods in its own order (sorted by symbol address), so where one method
# fails verification and another names a missing class, either error can come
# first; those are counted apart. Messages are only counted: many differ in
# wording.
if [ -z "${driver_failed:-}" ]; then
    timeout 300 "$JAVA" -XX:TieredStopAtLevel=1 -cp "$out/driver" Mutants run "$SEED" "$MUTANTS" "$RUN_EVERY" $dirs \
        > "$out/driver.java" 2> /dev/null
    grep -E '^[0-9]+: ' "$out/driver.java" > "$out/full.java"
    grep -E '^[0-9]+: ' "$out/driver.out" > "$out/full.rivet"
    cut -d' ' -f1-3 "$out/full.java" > "$out/outcomes.java"
    cut -d' ' -f1-3 "$out/full.rivet" > "$out/outcomes.rivet"
    total=$(wc -l < "$out/outcomes.java")
    order=0; differ=0; shown=0
    for i in $(diff "$out/outcomes.java" "$out/outcomes.rivet" | grep '^<' | cut -d' ' -f2 | tr -d :); do
        a=$(grep "^$i: " "$out/outcomes.java" | cut -d' ' -f3); b=$(grep "^$i: " "$out/outcomes.rivet" | cut -d' ' -f3)
        case "$a $b" in
            "java.lang.VerifyError: java.lang.NoClassDefFoundError:"|"java.lang.NoClassDefFoundError: java.lang.VerifyError:")
                order=$((order + 1)); continue ;;
        esac
        differ=$((differ + 1))
        if [ $shown -lt 5 ]; then
            grep -h "^$i: " "$out/full.java" "$out/full.rivet" | cut -c1-200 | sed 's/^/    /' >> "$out/outcomes.diff"
            shown=$((shown + 1))
        fi
    done
    if [ "$total" != "$MUTANTS" ] || [ "$differ" != 0 ]; then
        echo "FAIL outcomes: $differ of $MUTANTS mutants end differently from HotSpot (seed $SEED)"
        cat "$out/outcomes.diff" 2>/dev/null
        fail=$((fail + 1))
    else
        same=$(diff "$out/full.java" "$out/full.rivet" | grep -c '^<')
        pass=$((pass + 1))
        echo "PASS outcomes: $((MUTANTS - order)) of $MUTANTS mutants end as on HotSpot, $order in an order-dependent way;" \
             "$((MUTANTS - same)) with HotSpot's exact message"
    fi
    rm -f "$out/outcomes.diff"
fi

# 3. Separate processes.
proc_fail=0
rm -rf "$out/procs"
"$JAVA" -XX:TieredStopAtLevel=1 -cp "$out/driver" Mutants write "$((SEED + 1))" "$PROCS" "$out/procs" $dirs
i=0
while [ $i -lt "$PROCS" ]; do
    d=$out/procs/$i
    main=$(cat "$d/MAIN")
    timeout "$TIMEOUT" "$RIVET" -cp "$d" "$main" > "$d/rivet.out" 2> "$d/rivet.err" < /dev/null
    rc=$?
    bad=""
    if crashed $rc "$d/rivet.err"; then
        bad="exit status $rc"
    elif [ $rc = 124 ]; then
        # A mutant may loop for ever on HotSpot too; a hang only counts if it does not.
        timeout "$TIMEOUT" "$JAVA" -cp "$d" "$main" > /dev/null 2>&1 < /dev/null
        [ $? = 124 ] || bad="timed out (HotSpot does not)"
    fi
    if [ -n "$bad" ]; then
        echo "FAIL $d ($main): $bad"
        head -5 "$d/rivet.err" | sed 's/^/    /'
        fail=$((fail + 1)); proc_fail=$((proc_fail + 1))
    else
        pass=$((pass + 1))
    fi
    i=$((i + 1))
done
echo "PASS $((PROCS - proc_fail)) of $PROCS separate processes"
echo "mutants: $pass passed, $fail failed"
[ $fail = 0 ]
