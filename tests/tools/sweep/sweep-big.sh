#!/bin/bash
# Larger workloads under the analysis tools (README.md): bench/java's
# Concurrent, Streams and Format against a plain Rivet run (stdout, exit
# status, stderr without the tool's lines), and the real programs of
# tests/real/run.sh against HotSpot, with a VM that is `rivet -tool TOOL`.
# Each tool's findings are listed for triage (a finding is not a failure
# here: these programs are not known to be race-free). Not part of make test.
#   bash tests/tools/sweep/sweep-big.sh [bench|real]...   (default both)
# Environment: RIVET (default bin/rivet), SWEEP_TOOLS (default "eraser predict"),
# REAL (the real workloads to run, default all: "h2 junit" ...).
# Output under build/tests/tools/sweep-big/.
cd "$(dirname "$0")/../../.." || exit 1
JDK=$(sh scripts/jdk17.sh) || exit 1
RIVET=${RIVET:-bin/rivet}
case $RIVET in /*) ;; *) RIVET=$PWD/$RIVET ;; esac
SWEEP_TOOLS=${SWEEP_TOOLS:-eraser predict}
OUT=$PWD/build/tests/tools/sweep-big
parts=${*:-bench real}
mkdir -p "$OUT/classes"
pass=0; fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }
strip_tool() {
    awk '/^==== (Eraser|Predict): / { block = 1; next }
         block && /^([ \t]|$)/ { next }
         { block = 0 }
         /^(Eraser|Predict|predict): / { next }
         { print }' "$1"
}
findings() { # findings JSON ERR: the count, and the report headers
    local n
    n=$(grep -o '"finding":' "$1" 2>/dev/null | wc -l)
    echo "$n finding(s)$( [ "$n" -gt 0 ] && grep -E '^==== ' "$2" | sed 's/^==== /; /' | head -8 | tr -d '\n')"
}
now() { date +%s.%N; }

case " $parts " in *" bench "*)
"$JDK/bin/javac" -d "$OUT/classes" bench/java/Concurrent.java bench/java/Streams.java bench/java/Format.java || exit 1
for name in Concurrent Streams Format; do
    d=$OUT/$name
    mkdir -p "$d"
    s=$(now)
    "$RIVET" -cp "$OUT/classes" "$name" > "$d/plain.out" 2> "$d/plain.err" < /dev/null
    echo $? > "$d/plain.rc"
    tp=$(awk "BEGIN { printf \"%.1f\", $(now) - $s }")
    for tool in $SWEEP_TOOLS; do
        s=$(now)
        timeout -k 5 1200 "$RIVET" -tool "$tool" -report "$d/$tool.json" -cp "$OUT/classes" "$name" \
            > "$d/$tool.out" 2> "$d/$tool.err" < /dev/null
        rc=$?
        tt=$(awk "BEGIN { printf \"%.1f\", $(now) - $s }")
        f=$(findings "$d/$tool.json" "$d/$tool.err")
        want=$(cat "$d/plain.rc"); case $f in 0\ *) ;; *) want=66 ;; esac
        strip_tool "$d/$tool.err" > "$d/$tool.err.prog"
        if [ "$rc" != "$want" ]; then bad "$name $tool" "exit status $rc, expected $want ($f)"; head -5 "$d/$tool.err" | sed 's/^/    | /'
        elif ! cmp -s "$d/plain.out" "$d/$tool.out"; then bad "$name $tool" "stdout differs"; diff "$d/plain.out" "$d/$tool.out" | head -5
        elif ! cmp -s "$d/plain.err" "$d/$tool.err.prog"; then bad "$name $tool" "stderr differs"; diff "$d/plain.err" "$d/$tool.err.prog" | head -5
        else ok "$name $tool (${tt} s, plain ${tp} s; $f)"; fi
    done
done ;; esac

case " $parts " in *" real "*)
for tool in $SWEEP_TOOLS; do
    w=$OUT/rivet-$tool
    mkdir -p "$OUT/real-$tool"
    rm -f "$OUT/real-$tool"/*.json
    printf '#!/bin/sh\nexec "%s" -tool %s -report "%s/real-%s/report-$$.json" "$@"\n' "$RIVET" "$tool" "$OUT" "$tool" > "$w"
    chmod +x "$w"
    RIVET=$w bash tests/real/run.sh ${REAL:-} > "$OUT/real-$tool/run.log" 2>&1
    cp build/tests/real/*.rivet.err build/tests/real/*.rivet.out build/tests/real/*.hotspot.out "$OUT/real-$tool/" 2>/dev/null
    # A workload the tool reported on exits 66 (rti_report): the same output
    # with that status is a pass (its findings are listed below).
    while read -r verdict name rest; do
        r=$OUT/real-$tool/$name
        if [ "$verdict" = FAIL ] && grep -q '"finding":' "$OUT/real-$tool"/*.json 2>/dev/null &&
            grep -q '^==== ' "$r.rivet.err" && [ "$(tail -1 "$r.rivet.out")" = "exit status 66" ] &&
            cmp -s <(sed '$d' "$r.hotspot.out") <(sed '$d' "$r.rivet.out"); then
            verdict=PASS; rest="(output as HotSpot's, exit status 66: the tool reported)"
        fi
        echo "$verdict real $name $tool $rest"
        [ "$verdict" = PASS ] && pass=$((pass + 1)) || fail=$((fail + 1))
    done < <(grep -E '^(PASS|FAIL) ' "$OUT/real-$tool/run.log" | sed 's/:\( \)/\1/')
    n=$(cat "$OUT/real-$tool"/*.json 2>/dev/null | grep -o '"finding":' | wc -l)
    echo "  real under $tool: $n finding(s) in all$( [ "$n" -gt 0 ] && for e in "$OUT/real-$tool"/*.rivet.err; do grep -E '^==== ' "$e" | sed "s|^==== |; $(basename "$e" .rivet.err): |" | head -5; done | tr -d '\n')"
done ;; esac
echo "sweep-big: $pass passed, $fail failed"
[ "$fail" = 0 ]
