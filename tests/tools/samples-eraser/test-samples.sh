#!/bin/sh
# The sample programs (samples/*.java, described in samples/README.md):
#   - every sample compiles with javac 17, its class named after its file;
#   - under `rivet -ea -tool eraser`, on the default schedule and seeds 1-5,
#     Eraser reports exactly the expected variables: the racy samples theirs,
#     the correct samples and the thesis programs (which keep the locking
#     discipline) nothing; NoEraser its one variable exactly on the schedules
#     where thread B took the unlocked shortcut (its output says so), with at
#     least one schedule of each kind;
#   - the exit status is 66 with findings, else 0; the -report JSON lists as
#     many findings; no program fails (no exception, no hang).
# One PASS/FAIL line per check, then "samples-eraser: N passed, M failed";
# exits 1 if any check failed. Run by tests/tools/run.sh, or alone.
cd "$(dirname "$0")/../../.." || exit 1
JDK=$(sh scripts/jdk17.sh) || exit 1
RIVET=${RIVET:-bin/rivet}
JAVAC=${JAVAC:-$JDK/bin/javac}
OUT=build/tests/tools/samples-eraser
CLS=$OUT/classes
SEEDS="default 1 2 3 4 5"
pass=0; fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }

# The findings Eraser must report for a sample, one variable a line (none for
# a quiet one); status 1 for a sample this table does not know.
expected() {
    case $1 in
        LostUpdate) echo 'LostUpdate.counter' ;;
        RaceBank)   echo 'RaceBank$Account.balance' ;;
        RaceCache)  echo 'RaceCache$Cache.hits'; echo 'RaceCache$Cache.misses' ;;
        OkBank|OkHandoff) ;;
        SplitSync|Deadlock|Deadlock3|DeadlockWait|BufferIf|BufferNotify|Performance) ;;
        *) return 1 ;;
    esac
}

rm -rf "$OUT"
mkdir -p "$CLS"

# 1. Compilation.
if ! "$JAVAC" -d "$CLS" samples/*.java > "$OUT/javac.err" 2>&1; then
    sed 's/^/    | /' "$OUT/javac.err" | head -20
fi
for src in samples/*.java; do
    name=$(basename "$src" .java)
    if [ -f "$CLS/$name.class" ]; then ok "javac $name"; else bad "javac $name" "no $name.class"; fi
done

# 2. Eraser on every sample, on several schedules.
noeraser_racy=0; noeraser_quiet=0
for src in samples/*.java; do
    name=$(basename "$src" .java)
    [ -f "$CLS/$name.class" ] || continue
    if [ "$name" != NoEraser ] && ! expected "$name" > /dev/null; then
        bad "eraser $name" "no expectation for it in $0"
        continue
    fi
    err=""
    for seed in $SEEDS; do
        d=$OUT/run/$name-$seed
        mkdir -p "$d"
        opt=""; [ "$seed" = default ] || opt="-seed $seed"
        timeout -s KILL 120 "$RIVET" -ea -tool eraser -report "$d/report.json" $opt -cp "$CLS" "$name" \
            > "$d/out" 2> "$d/err" < /dev/null
        rc=$?
        if [ "$name" = NoEraser ]; then
            if grep -q 'without the lock' "$d/out"; then
                echo 'NoEraser$Progress.steps' > "$d/expected"
                noeraser_racy=$((noeraser_racy + 1))
            else
                : > "$d/expected"
                noeraser_quiet=$((noeraser_quiet + 1))
            fi
        else
            expected "$name" | sort > "$d/expected"
        fi
        sed -n 's/^==== Eraser: data race on //p' "$d/err" | sort > "$d/found"
        nexp=$(wc -l < "$d/expected")
        want=0; [ "$nexp" -gt 0 ] && want=66
        njson=$(grep -o '"finding":' "$d/report.json" 2>/dev/null | wc -l)
        if [ "$rc" = 137 ]; then
            err="seed $seed: killed after 120 s (a deadlocking schedule?)"
        elif grep -q '^Exception in thread' "$d/err"; then
            err="seed $seed: the program failed: $(grep -m1 '^Exception in thread' "$d/err")"
        elif ! cmp -s "$d/expected" "$d/found"; then
            err="seed $seed: findings differ (< expected, > found)
$(diff "$d/expected" "$d/found" | grep '^[<>]')"
        elif [ "$rc" != "$want" ]; then
            err="seed $seed: exit status $rc, expected $want"
        elif [ "$njson" != "$nexp" ]; then
            err="seed $seed: report.json has $njson findings, expected $nexp"
        fi
        if [ -n "$err" ]; then
            sed 's/^/    | /' "$d/err" | head -12
            break
        fi
    done
    if [ -n "$err" ]; then bad "eraser $name" "$err"; else ok "eraser $name ($(echo $SEEDS | wc -w) schedules)"; fi
done

# NoEraser exists to show that one run may or may not reveal its race.
if [ -f "$CLS/NoEraser.class" ]; then
    if [ "$noeraser_racy" -gt 0 ] && [ "$noeraser_quiet" -gt 0 ]; then
        ok "NoEraser: race seen on $noeraser_racy schedules, not on $noeraser_quiet"
    else
        bad "NoEraser" "race seen on $noeraser_racy schedules, not on $noeraser_quiet: want some of each (pick other seeds?)"
    fi
fi

echo "samples-eraser: $pass passed, $fail failed"
[ "$fail" = 0 ]
