#!/usr/bin/env bash
# Transparency sweep: the programs of tests/java/ under each analysis tool,
# each compared with a plain Rivet run of the same program. A tool must not
# change what the program does, must not crash or hang the VM, and must stay
# quiet on these programs (they are correct, or their races are listed in
# known.txt with the reason).
#
#   tests/tools/sweep/sweep.sh [-j N] [NAME...]     (no NAME: every test of tests/java)
#
# For each program (its jvm-options, .args, .in and "// run: -jar" as
# tests/java/run.sh uses them; classes from build/tests/java/<Name>/, compiled
# here when missing or older than the source):
#   plain    rivet OPTS Main ARGS                                  (the reference)
#   eraser   rivet -tool eraser -report J OPTS Main ARGS
#   predict  rivet -tool predict:out=D -report J OPTS Main ARGS
#   tester   rivet -tool tester:time=$TESTER_TIME,out=D -report J OPTS Main ARGS
# Checks, eraser and predict: no crash (signal, sanitizer report, "rivet:
# internal error") or time-out; no finding (the -report file) unless known.txt
# lists one for the program and tool; stdout the plain run's; exit status the
# plain run's (66 when there were findings); stderr the plain run's once the
# tool's own lines are taken out ("Eraser: ..." / "Predict: ..." and the
# "==== Tool: ..." blocks with their indented lines; java.util.logging's time
# stamps are not compared).
# Checks, tester: no crash or time-out; exit status 0 (search complete), 3
# (stopped at the time limit) or 66; 66 only if the program fails on its own:
# every failure reported is an uncaught exception whose class is named in the
# stderr of a plain run (with -ea, as the tester turns assertions on, unless
# the program's options set them), or known.txt lists the program. The
# tester's stdout (the program's output is held back during the search) is
# not compared, except when the program never started a second thread: that
# run is the one schedule, the tester says nothing, and the run (stdout, exit
# status) must be the plain run's.
#
# known.txt: "NAME TOOLS skip|reports  # reason", TOOLS a comma list of
# eraser, predict, tester or "all". skip: not run, the reason printed.
# reports: the tool's findings on it are real (the program races on purpose,
# or fails by design); it must report at least one.
#
# Environment: RIVET (default bin/rivet), JAVAC, SWEEP_TOOLS (default "eraser
# predict tester"), TESTER_TIME (seconds of search, default 5), TIMEOUT
# (seconds per run, default 120). Output under build/tests/tools/sweep/<Name>/.
# One line per program and tool: PASS, FAIL (with the reason and the first
# lines of what differed), SKIP; ends with "sweep: N passed, M failed".

if [ -z "${BASH_VERSION:-}" ]; then exec bash "$0" "$@"; fi
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
cd "$root" || exit 2

jobs_max=2
while [ $# -gt 0 ]; do
    case $1 in
        -j) jobs_max=$2; shift 2 ;;
        -j*) jobs_max=${1#-j}; shift ;;
        --) shift; break ;;
        -*) echo "usage: $0 [-j N] [NAME...]" >&2; exit 2 ;;
        *) break ;;
    esac
done

JDK=$(sh scripts/jdk17.sh) || exit 2
RIVET=${RIVET:-bin/rivet}
JAVAC=${JAVAC:-$JDK/bin/javac}
case $JAVAC in */*) JAR=${JAR:-$(dirname "$JAVAC")/jar} ;; *) JAR=${JAR:-jar} ;; esac
SWEEP_TOOLS=${SWEEP_TOOLS:-eraser predict tester}
TESTER_TIME=${TESTER_TIME:-5}
TIMEOUT=${TIMEOUT:-120}
JAVAC_OPTS=${JAVAC_OPTS--J-XX:TieredStopAtLevel=1 -J-XX:+UseSerialGC}
case $RIVET in /*) ;; *) RIVET=$root/$RIVET ;; esac
case $JAVAC in /*) ;; */*) JAVAC=$root/$JAVAC ;; esac
case $JAR in /*) ;; */*) JAR=$root/$JAR ;; esac
export LC_ALL=C.UTF-8 LANG=C.UTF-8 TZ=UTC
unset JAVA_TOOL_OPTIONS _JAVA_OPTIONS JDK_JAVA_OPTIONS CLASSPATH LANGUAGE

srcdir=tests/java
clsroot=build/tests/java
outroot=build/tests/tools/sweep
known=$here/known.txt
mkdir -p "$outroot" || exit 2

names=()
if [ $# -gt 0 ]; then
    for a in "$@"; do a=${a##*/}; names+=("${a%.java}"); done
else
    mapfile -t names < <(cd "$srcdir" && ls -- *.java | sed 's/\.java$//' | LC_ALL=C sort)
fi

split_words() { eval "words=($1)"; }

# known_action NAME TOOL [why]: "skip", "reports" or nothing (with "why": the reason).
known_action() {
    local n t a rest
    [ -f "$known" ] || return 0
    while read -r n t a rest; do
        case $n in ''|'#'*) continue ;; esac
        [ "$n" = "$1" ] || continue
        case ",$t," in ,all,|*",$2,"*) ;; *) continue ;; esac
        if [ -n "${3:-}" ]; then rest=${rest#\#}; echo "${rest# }"; else echo "$a"; fi
        return 0
    done < "$known"
}

# run_rivet OUT WHAT TOOLOPTS...: one run into OUT/WHAT.{out,err,rc}.
run_rivet() {
    local out=$1 what=$2 rc
    shift 2
    {
        timeout -k 5 "$TIMEOUT" "$RIVET" "$@" "${jvmopts[@]}" "${main[@]}" "${args[@]}" \
            < "$stdin" > "$out/$what.out" 2> "$out/$what.err"
        rc=$?
    } 2>/dev/null
    echo "$rc" > "$out/$what.rc"
}

# The tool's own lines out of stderr: its summary lines and its report blocks.
strip_tool() {
    awk '/^==== (Eraser|Predict): / { block = 1; next }
         block && /^([ \t]|$)/ { next }
         { block = 0 }
         /^(Eraser|Predict): / { next }
         { print }' "$1"
}

# java.util.logging's time stamps ("Nov 27, 2026 3:06:54 PM") as DATE: the
# wall clock moves on between the runs.
undate() {
    sed -E 's/^[A-Z][a-z]{2} [0-9]{1,2}, [0-9]{4} [0-9]{1,2}:[0-9]{2}:[0-9]{2} [AP]M /DATE /'
}

# crashed OUT WHAT: a reason if the run crashed, hung or hit an internal error.
crashed() {
    local rc
    rc=$(cat "$1/$2.rc")
    case $rc in
        124|137) echo "timed out after ${TIMEOUT}s"; return ;;
    esac
    [ "$rc" -ge 128 ] && { echo "killed by signal $((rc - 128))"; return; }
    grep -q -E '^rivet: internal error|ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:' "$1/$2.err" &&
        echo "$(grep -m1 -E '^rivet: internal error|ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:' "$1/$2.err")"
}

show() { head -n "${3:-8}" "$1" | sed "s/^/    $2| /"; }

# check_analysis OUT TOOL: eraser or predict against the plain run.
check_analysis() {
    local out=$1 tool=$2 nf rc brc want why act
    why=$(crashed "$out" "$tool")
    if [ -n "$why" ]; then echo "FAIL $name $tool: $why"; show "$out/$tool.err" "stderr"; return; fi
    nf=$(grep -o '"finding":' "$out/$tool.json" 2>/dev/null | wc -l)
    act=$(known_action "$name" "$tool")
    if [ "$nf" -gt 0 ] && [ "$act" != reports ]; then
        echo "FAIL $name $tool: $nf finding(s) on a program known.txt does not list"
        grep -E "^==== " "$out/$tool.err" | head -5 | sed 's/^/    | /'
        return
    fi
    if [ "$nf" = 0 ] && [ "$act" = reports ]; then
        echo "FAIL $name $tool: known.txt lists findings, there were none (update known.txt)"
        return
    fi
    if ! cmp -s "$out/plain.out" "$out/$tool.out"; then
        echo "FAIL $name $tool: stdout differs from the plain run"
        diff "$out/plain.out" "$out/$tool.out" | head -10 | sed 's/^/    /'
        return
    fi
    brc=$(cat "$out/plain.rc"); rc=$(cat "$out/$tool.rc")
    want=$brc; [ "$nf" -gt 0 ] && want=66
    if [ "$rc" != "$want" ]; then
        echo "FAIL $name $tool: exit status $rc, expected $want"; show "$out/$tool.err" "stderr"; return
    fi
    strip_tool "$out/$tool.err" | undate > "$out/$tool.err.prog"
    undate < "$out/plain.err" > "$out/plain.err.prog"
    if ! cmp -s "$out/plain.err.prog" "$out/$tool.err.prog"; then
        echo "FAIL $name $tool: stderr (without the tool's lines) differs from the plain run"
        diff "$out/plain.err.prog" "$out/$tool.err.prog" | head -10 | sed 's/^/    /'
        return
    fi
    if [ "$nf" -gt 0 ]; then echo "PASS $name $tool ($nf known finding(s): $(known_action "$name" "$tool" why))"; else echo "PASS $name $tool"; fi
}

# check_tester OUT: the tester's run.
check_tester() {
    local out=$1 rc why act cls bad=0 ref
    why=$(crashed "$out" tester)
    if [ -n "$why" ]; then echo "FAIL $name tester: $why"; show "$out/tester.err" "stderr"; return; fi
    rc=$(cat "$out/tester.rc")
    act=$(known_action "$name" tester)
    if ! grep -q '^tester: ' "$out/tester.err"; then
        # No second thread, no failure: the run was the only schedule, and
        # the tester stays silent; the run must be the plain one (with -ea).
        ref=plain
        cmp -s "$out/plain.out" "$out/tester.out" && [ "$rc" = "$(cat "$out/plain.rc")" ] || {
            run_rivet "$out" plain-ea -ea; ref=plain-ea; }
        if ! cmp -s "$out/$ref.out" "$out/tester.out"; then
            echo "FAIL $name tester: one schedule, stdout differs from the plain run"
            diff "$out/$ref.out" "$out/tester.out" | head -10 | sed 's/^/    /'
        elif [ "$rc" != "$(cat "$out/$ref.rc")" ]; then
            echo "FAIL $name tester: one schedule, exit status $rc, expected $(cat "$out/$ref.rc")"
        else
            echo "PASS $name tester (one schedule, as a plain run)"
        fi
        return
    fi
    case $rc in
        0|3) if [ "$act" = reports ]; then echo "FAIL $name tester: known.txt lists failures, none found (status $rc)"; else echo "PASS $name tester (status $rc)"; fi; return ;;
        66) ;;
        *) echo "FAIL $name tester: exit status $rc"; show "$out/tester.err" "stderr"; return ;;
    esac
    if [ "$act" = reports ]; then echo "PASS $name tester (known failures: $(known_action "$name" tester why))"; return; fi
    # The failures must be the program's own: exceptions a plain run throws too.
    ref=$out/plain.err
    case " ${jvmopts[*]} " in
        *" -ea "*|*" -da "*|*" -ea:"*|*" -da:"*|*" -enableassertions"*|*" -disableassertions"*|*" -esa "*) ;;
        *) run_rivet "$out" plain-ea -ea; ref=$out/plain-ea.err ;;
    esac
    while read -r cls; do
        [ -n "$cls" ] || continue
        grep -q -F "$cls" "$ref" || { bad=1; break; }
    done < <(sed -n 's/^tester: failure [0-9]*: uncaught exception: \([^: ]*\).*/\1/p' "$out/tester.err")
    grep -E '^tester: failure [0-9]*: ' "$out/tester.err" | grep -v -q -E ': uncaught exception: ' && bad=1
    if [ $bad = 1 ]; then
        echo "FAIL $name tester: a failure the plain run does not have"
        grep -E '^tester: failure [0-9]*: ' "$out/tester.err" | head -5 | sed 's/^/    | /'
    else
        echo "PASS $name tester (status 66: the program's own uncaught exception)"
    fi
}

sweep_one() {
    local src=$srcdir/$name.java cls=$clsroot/$name out=$outroot/$name line tool act t0
    rm -rf "$out"; mkdir -p "$out"
    ulimit -f 262144 2>/dev/null
    if [ ! -f "$src" ]; then echo "FAIL $name: no such test ($src)"; return; fi
    if [ ! -f "$cls/$name.class" ] || [ "$src" -nt "$cls/$name.class" ]; then
        rm -rf "$cls"; mkdir -p "$cls"
        local javacopts=() jline
        jline=$(grep -m 1 -E '^[[:space:]]*// javac-options:' "$src")
        [ -n "$jline" ] && { split_words "${jline#*// javac-options:}"; javacopts=("${words[@]}"); }
        "$JAVAC" $JAVAC_OPTS "${javacopts[@]}" -encoding UTF-8 -d "$cls" "$src" > "$out/javac.log" 2>&1 ||
            { echo "FAIL $name: javac failed"; return; }
    fi
    jvmopts=(); args=(); main=(-cp "$cls" "$name")
    line=$(head -n 1 "$src")
    case $line in *'// jvm-options:'*) split_words "${line#*// jvm-options:}"; jvmopts=("${words[@]}") ;; esac
    if [ -f "$srcdir/$name.args" ]; then split_words "$(head -n 1 "$srcdir/$name.args")"; args=("${words[@]}"); fi
    stdin=/dev/null; [ -f "$srcdir/$name.in" ] && stdin=$srcdir/$name.in
    if grep -q -E '^[[:space:]]*// run: -jar[[:space:]]*$' "$src"; then
        local jar=$clsroot/$name.jar
        if [ ! -f "$jar" ] || [ "$cls/$name.class" -nt "$jar" ]; then
            rm -f "$jar"
            "$JAR" --create --file "$jar" --main-class "$name" -C "$cls" . > "$out/jar.log" 2>&1 ||
                { echo "FAIL $name: jar failed"; return; }
        fi
        main=(-jar "$jar")
    fi
    local torun=()
    for tool in $SWEEP_TOOLS; do
        act=$(known_action "$name" "$tool")
        if [ "$act" = skip ]; then echo "SKIP $name $tool: $(known_action "$name" "$tool" why)"; else torun+=("$tool"); fi
    done
    [ ${#torun[@]} -gt 0 ] || return
    run_rivet "$out" plain
    why=$(crashed "$out" plain)
    if [ -n "$why" ]; then echo "FAIL $name: the plain run: $why"; show "$out/plain.err" "stderr"; return; fi
    for tool in "${torun[@]}"; do
        t0=$(date +%s.%N)
        case $tool in
            eraser) run_rivet "$out" eraser -tool eraser -report "$out/eraser.json" ;;
            predict) run_rivet "$out" predict -tool "predict:out=$out/predict-logs" -report "$out/predict.json" ;;
            tester) run_rivet "$out" tester -tool "tester:time=$TESTER_TIME,out=$out/tester-failures" -report "$out/tester.json" ;;
            *) echo "FAIL $name $tool: no such tool in the sweep"; continue ;;
        esac
        awk "BEGIN { printf \"%.2f\n\", $(date +%s.%N) - $t0 }" > "$out/$tool.time"
        case $tool in tester) check_tester "$out" ;; *) check_analysis "$out" "$tool" ;; esac
    done
}

run_one() {
    local res=$outroot/$1.result
    name=$1 sweep_one > "$res.tmp" 2>&1
    mv "$res.tmp" "$res"
}

for name in "${names[@]}"; do rm -f "$outroot/$name.result"; done
running=0; next=0; count=${#names[@]}; pass=0; fail=0
flush() {
    local res
    while [ $next -lt $count ]; do
        res=$outroot/${names[$next]}.result
        [ -f "$res" ] || return 0
        cat "$res"
        pass=$((pass + $(grep -c '^PASS' "$res")))
        fail=$((fail + $(grep -c '^FAIL' "$res")))
        next=$((next + 1))
    done
}
start=$(date +%s)
for n in "${names[@]}"; do
    while [ $running -ge "$jobs_max" ]; do wait -n; running=$((running - 1)); flush; done
    run_one "$n" &
    running=$((running + 1))
done
wait
flush
# A program whose sweep died (a bug of this script) is a failure, not a silence.
while [ $next -lt $count ]; do
    n=${names[$next]}
    if [ -f "$outroot/$n.result" ]; then flush; continue; fi
    echo "FAIL $n: its sweep did not finish"
    sed 's/^/    | /' "$outroot/$n.result.tmp" 2>/dev/null | tail -5
    fail=$((fail + 1)); next=$((next + 1))
done
echo "sweep: $pass passed, $fail failed ($(( $(date +%s) - start )) s)"
[ $fail = 0 ]
