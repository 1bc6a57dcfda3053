#!/bin/sh
# The predictive analysis (tools/predict) on programs whose races are known.
#
# tests/tools/predict/<Name>.java (Race*: racy, Atom*: an atomicity
# violation, Npe*: a null dereference, although the observed run is fine;
# Ok*: correct) with <Name>.expect: the findings, one a line, as the
# header "==== Predict: FINDING" gives them (an empty .expect: the tool must
# report nothing). <Name>.opts, if present, holds tool options.
# <Name>.in, if present, is the program's standard input (else /dev/null).
# <Name>.nowitness, if present: the findings when the confirming runs only
# hold threads (option nowitness), without following the causal model's
# witness (Witness*: bugs only the witness's schedule shows). Checks:
#   - the findings are exactly the .expect lines;
#   - the exit status is 66 when findings are expected, else HotSpot's;
#   - -report FILE.json lists as many findings, each with its kind's
#     accesses (thread, stack, locks), confirmed, with a replay log;
#   - the program's stdout is HotSpot's;
#   - `rivet -replay LOG` of each finding's log exits 66 and says
#     "predict: race reproduced" (or atomicity violation, null dereference);
#   - with a .nowitness file: the findings with option nowitness are its
#     lines; and every finding of a Witness* program is confirmed by the
#     run that follows the causal model's witness ("confirmed_by":
#     "witness"); with a .prefix file, its window starts after the
#     run's first events (the witness file's start: "W 1 KIND START ...").
# Then: a bad option is refused with a message and a non-zero status; a
# run that deadlocks ends under predict and eraser, with a note.
#
# The tool is built in (`-tool predict`). One rivet at a time, each under
# `timeout -s KILL`. Output under build/tests/tools/predict. Ends with
# "predict: N passed, M failed".
# Alone: sh tests/tools/predict/test-predict.sh [NAME...]
cd "$(dirname "$0")/../../.." || exit 1
JDK=$(sh scripts/jdk17.sh) || exit 1
RIVET=${RIVET:-bin/rivet}
JAVA=${JAVA:-$JDK/bin/java}
JAVAC=${JAVAC:-$JDK/bin/javac}
SRC=tests/tools/predict
OUT=build/tests/tools/predict
CLS=$OUT/classes
TIMEOUT=120
pass=0; fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }
indent() { sed 's/^/    | /' | head -"${1:-15}"; }

i=0
while [ ! -x "$RIVET" ] && [ $i -lt 60 ]; do sleep 2; i=$((i + 1)); done
[ -x "$RIVET" ] || { echo "predict: no $RIVET"; exit 1; }
mkdir -p "$CLS"

"$JAVAC" -d "$CLS" $SRC/*.java 2> "$OUT/javac.err" || { cat "$OUT/javac.err"; echo "predict: javac failed"; exit 1; }

# The tool is built in; PredictProbe is the program for the bad-option check.
cat > "$CLS/PredictProbe.java" <<'JAVA'
public class PredictProbe { public static void main(String[] a) { } }
JAVA
cat > "$CLS/PredictHang.java" <<'JAVA'
public class PredictHang {
    static final java.util.concurrent.CountDownLatch latch = new java.util.concurrent.CountDownLatch(1);
    public static void main(String[] a) throws InterruptedException {
        Thread w = new Thread(() -> { try { latch.await(); } catch (InterruptedException e) { } }, "waiter");
        w.start();
        w.join();
    }
}
JAVA
"$JAVAC" -d "$CLS" "$CLS/PredictProbe.java" "$CLS/PredictHang.java" || exit 1
TOOL=predict

names=$*
[ -n "$names" ] || names=$(ls $SRC/*.expect | sed 's|.*/||; s|\.expect$||')
for name in $names; do
    d=$OUT/$name
    mkdir -p "$d"
    opts=$(cat "$SRC/$name.opts" 2>/dev/null)
    spec="$TOOL:out=$d/logs"; [ -n "$opts" ] && spec="$spec,$opts"
    rm -rf "$d/report.json" "$d/logs"
    in=/dev/null; [ -f "$SRC/$name.in" ] && in=$SRC/$name.in
    timeout -s KILL $TIMEOUT "$RIVET" -tool "$spec" -report "$d/report.json" -cp "$CLS" "$name" \
        > "$d/rivet.out" 2> "$d/rivet.err" < "$in"
    rc=$?
    timeout -s KILL $TIMEOUT "$JAVA" -cp "$CLS" "$name" > "$d/java.out" 2> /dev/null < "$in"
    jrc=$?
    sed -n 's/^==== Predict: //p' "$d/rivet.err" | sort > "$d/found"
    sed '/^$/d' "$SRC/$name.expect" | sort > "$d/expected"
    nexp=$(wc -l < "$d/expected")
    if ! cmp -s "$d/found" "$d/expected"; then
        bad "$name" "findings differ"
        diff "$d/expected" "$d/found" | indent 10
        indent 30 < "$d/rivet.err"
        continue
    fi
    want=$jrc; [ "$nexp" -gt 0 ] && want=66
    [ "$rc" = "$want" ] || { bad "$name" "exit status $rc, expected $want"; indent < "$d/rivet.err"; continue; }
    njson=$(grep -o '"finding":' "$d/report.json" 2>/dev/null | wc -l)
    [ "$njson" = "$nexp" ] || { bad "$name" "report.json has $njson findings, expected $nexp"; continue; }
    if [ "$nexp" -gt 0 ]; then
        # Each finding with its kind's members: a race both accesses, an
        # atomicity violation its check, act and the write between, a null
        # dereference the read and the null write; each access with its
        # thread, locks and stack; each confirmed, with its replay log.
        # (a lock's name may hold brackets: a node named by its array slot)
        acc='\{"access": "[a-z]*", "thread": "[^"]*", "thread_id": [0-9]*, "locks": \[("[^"]*"(, "[^"]*")*)?\], "stack": \["'
        nrace=$(grep -oE "\"kind\": \"data-race\", \"variable\": \"[^\"]*\", \"access\": $acc" "$d/report.json" | wc -l)
        nprev=$(grep -oE "\"previous\": $acc" "$d/report.json" | wc -l)
        natom=$(grep -oE "\"kind\": \"atomicity-violation\", \"variable\": \"[^\"]*\", \"check\": $acc" "$d/report.json" | wc -l)
        nact=$(grep -oE "\"act\": $acc" "$d/report.json" | wc -l)
        nbetween=$(grep -oE "\"between\": $acc" "$d/report.json" | wc -l)
        nnpe=$(grep -oE "\"kind\": \"null-dereference\", \"variable\": \"[^\"]*\", \"dereference\": $acc" "$d/report.json" | wc -l)
        nnull=$(grep -oE "\"null_write\": $acc" "$d/report.json" | wc -l)
        nconf=$(grep -o '"confirmed": true, "replay": "[^"]*\.rlog"' "$d/report.json" | wc -l)
        [ $((nrace + natom + nnpe)) = "$nexp" ] && [ "$nprev" = "$nrace" ] && [ "$nact" = "$natom" ] &&
            [ "$nbetween" = "$natom" ] && [ "$nnull" = "$nnpe" ] && [ "$nconf" = "$nexp" ] ||
            { bad "$name" "report.json findings lack kind, variable, the accesses or the replay log"; indent 5 < "$d/report.json"; continue; }
        replay_ok=1
        for log in $(grep -o '"replay": "[^"]*"' "$d/report.json" | sed 's/"replay": "//; s/"$//'); do
            timeout -s KILL $TIMEOUT "$RIVET" -replay "$log" > "$d/replay.out" 2> "$d/replay.err" < /dev/null
            rrc=$?
            if [ "$rrc" != 66 ] || ! grep -qE "predict: (race|atomicity violation|null dereference) reproduced" "$d/replay.err"; then
                bad "$name" "rivet -replay $log: status $rrc"; indent < "$d/replay.err"; replay_ok=0; break
            fi
        done
        [ $replay_ok = 1 ] || continue
    fi
    cmp -s "$d/rivet.out" "$d/java.out" || { bad "$name" "stdout differs from HotSpot"; diff "$d/java.out" "$d/rivet.out" | indent 5; continue; }
    if [ -f "$SRC/$name.nowitness" ]; then
        # Only the witness's schedule confirms what the holds miss.
        timeout -s KILL $TIMEOUT "$RIVET" -tool "$spec,nowitness" -cp "$CLS" "$name" \
            > "$d/nowitness.out" 2> "$d/nowitness.err" < /dev/null
        sed -n 's/^==== Predict: //p' "$d/nowitness.err" | sort > "$d/found.nowitness"
        sed '/^$/d' "$SRC/$name.nowitness" | sort > "$d/expected.nowitness"
        if ! cmp -s "$d/found.nowitness" "$d/expected.nowitness"; then
            bad "$name" "findings with nowitness differ"
            diff "$d/expected.nowitness" "$d/found.nowitness" | indent 10
            continue
        fi
    fi
    case $name in Witness*)
        nwit=$(grep -o '"confirmed_by": "witness"' "$d/report.json" | wc -l)
        [ "$nwit" = "$nexp" ] ||
            { bad "$name" "$nwit findings confirmed by following the witness, expected $nexp"; grep -h "witness was not followed" "$d/rivet.err" | indent 5; continue; } ;;
    esac
    if [ -f "$SRC/$name.prefix" ]; then
        start=$(cat "$d"/logs/*.witness 2>/dev/null | awk '$1 == "W" { print $4; exit }')
        [ -n "$start" ] && [ "$start" -gt 0 ] || { bad "$name" "the witness's window starts at event '$start', not after 0"; continue; }
    fi
    ok "$name"
done

if [ -z "$*" ]; then
    timeout -s KILL 60 "$RIVET" -tool "$TOOL:nosuch" -cp "$CLS" PredictProbe > /dev/null 2> "$OUT/badopt.err"
    rc=$?
    if [ "$rc" != 0 ] && grep -q "unknown option 'nosuch'" "$OUT/badopt.err"; then ok "bad-option"
    else bad "bad-option" "status $rc"; indent < "$OUT/badopt.err"; fi
    # One thread copying 16 MB (System.arraycopy is raised element by
    # element) fits in 3 GB of address space: each element kept a record of
    # its own, and the run aborted out of memory (hunt 9).
    cat > "$CLS/PredictBigCopy.java" <<'JAVA'
public class PredictBigCopy {
    public static void main(String[] a) {
        byte[] x = new byte[16 << 20], y = new byte[x.length];
        x[x.length - 1] = 7;
        System.arraycopy(x, 0, y, 0, x.length);
        System.out.println("copied " + y.length + " " + y[y.length - 1]);
    }
}
JAVA
    "$JAVAC" -d "$CLS" "$CLS/PredictBigCopy.java"
    # (AddressSanitizer reserves terabytes of address space for its shadow:
    # no virtual memory limit under it)
    vlimit=3000000
    case $RIVET in *asan*) vlimit=unlimited ;; esac
    (ulimit -v $vlimit; timeout -s KILL 120 "$RIVET" -tool "$TOOL:out=$OUT/bigcopy" -cp "$CLS" PredictBigCopy \
        > "$OUT/bigcopy.out" 2> "$OUT/bigcopy.err")
    rc=$?
    if [ "$rc" = 0 ] && [ "$(cat "$OUT/bigcopy.out")" = "copied 16777216 7" ]; then ok "one thread's 16 MB arraycopy"
    else bad "one thread's 16 MB arraycopy" "status $rc"; indent < "$OUT/bigcopy.err"; fi
    # -report to a place no file can be made is refused before the program
    # runs (it was found at the end, the findings of a long run lost).
    rm -f "$OUT/rep.out"
    timeout -s KILL 60 "$RIVET" -tool eraser -report /nonexistent-dir/r.json -cp "$CLS" PredictBigCopy \
        > "$OUT/rep.out" 2> "$OUT/rep.err"
    rc=$?
    if [ "$rc" = 1 ] && [ ! -s "$OUT/rep.out" ] && grep -q "cannot write report /nonexistent-dir/r.json" "$OUT/rep.err"
    then ok "-report to a missing directory refused at start"
    else bad "-report to a missing directory refused at start" "status $rc"; indent < "$OUT/rep.err"; fi
    # A tool given twice is refused (two predicts mixed their records).
    for tool in predict eraser; do
        timeout -s KILL 60 "$RIVET" -tool $tool -tool $tool -cp "$CLS" PredictProbe > /dev/null 2> "$OUT/twice.err"
        rc=$?
        if [ "$rc" = 1 ] && grep -q "given twice" "$OUT/twice.err"; then ok "-tool $tool twice refused"
        else bad "-tool $tool twice refused" "status $rc"; indent < "$OUT/twice.err"; fi
    done
    # A run stopped by SIGTERM after Eraser reported a race exits 143, as
    # without the tool, not 66: a script can tell it was killed (hunt 9).
    cat > "$CLS/PredictLongRace.java" <<'JAVA'
public class PredictLongRace {
    static int counter;
    public static void main(String[] a) throws InterruptedException {
        Runnable work = () -> { for (long i = 0; i < 4_000_000_000L; i++) counter++; };
        Thread t1 = new Thread(work), t2 = new Thread(work);
        t1.start(); t2.start(); t1.join(); t2.join();
    }
}
JAVA
    "$JAVAC" -d "$CLS" "$CLS/PredictLongRace.java"
    "$RIVET" -tool eraser -cp "$CLS" PredictLongRace > /dev/null 2> "$OUT/term.err" &
    pid=$!
    sleep 3 # (both threads running: a VM that starts slowly on a loaded machine)
    kill -TERM $pid
    n=0
    while kill -0 $pid 2>/dev/null && [ $n -lt 100 ]; do sleep 0.2; n=$((n + 1)); done
    kill -9 $pid 2>/dev/null
    wait $pid
    rc=$?
    if [ "$rc" = 143 ] && grep -q "Eraser: data race" "$OUT/term.err"; then ok "eraser stopped by SIGTERM: status 143"
    else bad "eraser stopped by SIGTERM: status 143" "status $rc"; indent < "$OUT/term.err"; fi
    # Numbers past what the tool can hold are refused at start (window=1e9
    # ran out of memory, status 134; k=2^32 became 0: hunt 9).
    for o in window=1000000000 k=4294967296 timeout=99999999999999999999; do
        timeout -s KILL 60 "$RIVET" -tool "$TOOL:$o" -cp "$CLS" PredictProbe > /dev/null 2> "$OUT/badopt.err"
        rc=$?
        if [ "$rc" = 1 ] && grep -q "option '$o'" "$OUT/badopt.err"; then ok "bad-option $o"
        else bad "bad-option $o" "status $rc"; indent < "$OUT/badopt.err"; fi
    done

    # A run that deadlocks (a latch never counted down: it hangs on HotSpot
    # too) ends under predict and eraser, which listen to the VM's DEADLOCK
    # event, with a note naming what each thread waits for; before, the
    # tool waited with the program for ever and said nothing.
    for tool in predict eraser; do
        timeout -s KILL 60 "$RIVET" -tool $tool -cp "$CLS" PredictHang > "$OUT/hang-$tool.out" 2> "$OUT/hang-$tool.err" < /dev/null
        rc=$?
        if [ "$rc" = 1 ] && grep -q "^$tool: the run deadlocked: every thread waits, and none can be woken" "$OUT/hang-$tool.err" &&
            grep -q '^  "main" waiting on thread "waiter"$' "$OUT/hang-$tool.err" &&
            grep -q '^  "waiter" waiting on PredictHang.latch$' "$OUT/hang-$tool.err" &&
            grep -q '^	at PredictHang.lambda$main$0(PredictHang.java:4)$' "$OUT/hang-$tool.err"; then
            ok "deadlocked run ends under $tool"
        else
            bad "deadlocked run ends under $tool" "status $rc (expected 1) or no deadlock note"; indent < "$OUT/hang-$tool.err"
        fi
    done
fi
echo "predict: $pass passed, $fail failed"
[ "$fail" = 0 ]
