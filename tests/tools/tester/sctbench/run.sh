#!/bin/sh
# SCTBench-style benchmark of the systematic tester (tests/tools/tester/sctbench/README.md).
# Not part of `make test` (minutes, not seconds).
#
#   sh tests/tools/tester/sctbench/run.sh                  # every program
#   sh tests/tools/tester/sctbench/run.sh Reorder20 Sigma  # only these
#
# Environment: RIVET (default bin/rivet), JAVAC (default the JDK 17 of
# scripts/jdk17.sh), TIME (seconds per program, default 60), STRATEGY
# (passed as strategy=..., e.g. random, pct:3, delay:2; default: the tester's
# own order), STOP=1 (pass `stop`: end each search at its first failure),
# OPTS (more tester options, comma-separated).
#
# Each program runs as `rivet -ea -tool tester:time=$TIME,out=DIR[,...] Name`
# under build/tests/sctbench/run[-STRATEGY]/Name/. Programs named Ok* are
# correct; the others have a bug. One line per program:
#   Name  threads  found|MISSED|ok|FALSE-ALARM  first=#schedule at=SECONDS  total=N schedules, T s  replay=66 ...
# The time to the first failure is read off the tester's progress line,
# which it prints (to a terminal only) the moment it records a failure: the
# run gets a pseudo-terminal from script(1) and each line is time-stamped.
# Without script(1) (or with STOP=1) it is the search time of a run with
# `stop`. The first failure's replay log must make `rivet -replay` exit 66.
# Ends with a summary line; exit status 1 if a bug was missed, a correct
# program had a failure, or a replay did not exit 66.
cd "$(dirname "$0")/../../../.." || exit 1
RIVET=${RIVET:-bin/rivet}
JDK=$(sh scripts/jdk17.sh) || exit 1
JAVAC=${JAVAC:-$JDK/bin/javac}
TIME=${TIME:-60}
SRC=tests/tools/tester/sctbench
CLS=build/tests/sctbench/classes
tag=$(echo "${STRATEGY:-default}" | tr ':' '-')
OUT=build/tests/sctbench/run-$tag
mkdir -p "$CLS" "$OUT"
"$JAVAC" -d "$CLS" "$SRC"/*.java > "$OUT/javac.err" 2>&1 || { cat "$OUT/javac.err"; exit 1; }

pty=false
if [ "${STOP:-0}" != 1 ] && command -v script > /dev/null 2>&1 && command -v perl > /dev/null 2>&1; then pty=true; fi

opts="time=$TIME"
[ -n "$STRATEGY" ] && opts="$opts,strategy=$STRATEGY"
[ "${STOP:-0}" = 1 ] && opts="$opts,stop"
[ -n "$OPTS" ] && opts="$opts,$OPTS"

# Time-stamp every line (and every \r-ended progress line) of stdin.
stamp() {
    perl -e 'use Time::HiRes qw(time); $|=1; my $t0 = time; my $buf = "";
             while (sysread(STDIN, my $c, 4096)) { $buf .= $c;
                 while ($buf =~ s/^([^\r\n]*)[\r\n]+//) { next if $1 eq ""; printf "%.3f %s\n", time - $t0, $1; } }
             printf "%.3f %s\n", time - $t0, $buf if length $buf;'
}

n=0; bad=0
printf '%-18s %4s  %-11s %-9s %-8s %-22s %s\n' program thr result first at total replay
for src in "$SRC"/*.java; do
    name=$(basename "$src" .java)
    if [ $# -gt 0 ]; then
        case " $* " in *" $name "*) ;; *) continue ;; esac
    fi
    d=$OUT/$name
    rm -rf "$d"; mkdir -p "$d"
    threads=$(sed -n 's/.*Threads: \([0-9][0-9]*\).*/\1/p' "$src" | head -1)
    cmd="$RIVET -ea -tool tester:$opts,out=$d/failures -report $d/report.json -cp $CLS $name"
    if $pty; then
        # stdout to a file; stderr (reports, progress) through the pty.
        script -qfc "$cmd > $d/stdout < /dev/null; echo \$? > $d/rc" /dev/null < /dev/null | stamp > "$d/stderr.stamped"
        rc=$(cat "$d/rc" 2>/dev/null)
        sed 's/^[0-9.]* //' "$d/stderr.stamped" > "$d/stderr"
    else
        $cmd > "$d/stdout" 2> "$d/stderr" < /dev/null
        rc=$?
    fi
    summary=$(grep -a '^tester: [0-9]* schedules\{0,1\}, [0-9]* failures\{0,1\}' "$d/stderr" | tail -1)
    total=$(echo "$summary" | sed -n 's/^tester: \([0-9]*\) schedules\{0,1\}, [0-9]* failures\{0,1\}, \([0-9.]*\) s.*/\1 sch, \2 s/p')
    nfail=$(echo "$summary" | sed -n 's/^tester: [0-9]* schedules\{0,1\}, \([0-9]*\) failures\{0,1\},.*/\1/p')
    first=$(grep -a '^  found on schedule' "$d/stderr" | sed 's/^  found on schedule \([0-9]*\).*/\1/' | sort -n | head -1)
    at=-
    if [ -n "$first" ]; then
        if $pty; then
            at=$(grep -a 'tester: [0-9]* schedules, .* [1-9][0-9]* failures' "$d/stderr.stamped" | head -1 | cut -d' ' -f1)
        else
            at=$(echo "$total" | sed 's/.*, \([0-9.]*\) s/\1/')
        fi
        [ -z "$at" ] && at=?
    fi
    replay=-
    rlog=$(grep -a '^  replay: rivet -replay ' "$d/stderr" | head -1 | sed 's/.*-replay //')
    if [ -n "$rlog" ]; then
        timeout 120 "$RIVET" -replay "$rlog" > "$d/replay.out" 2> "$d/replay.err" < /dev/null
        replay=$?
    fi
    case $name in
        Ok*) if [ "${nfail:-0}" = 0 ] && { [ "$rc" = 0 ] || [ "$rc" = 3 ]; }; then
                 result=ok; [ "$rc" = 3 ] && result=ok-limit
             else result=FALSE-ALARM; bad=$((bad + 1)); fi ;;
        *) if [ -n "$first" ]; then result=found; else result=MISSED; bad=$((bad + 1)); fi ;;
    esac
    [ -z "$summary" ] && { result="$result/CRASH(rc=$rc)"; bad=$((bad + 1)); }
    [ "$replay" != - ] && [ "$replay" != 66 ] && bad=$((bad + 1))
    extra=""
    [ "${nfail:-0}" -gt 1 ] && extra=" ($nfail failures)"
    printf '%-18s %4s  %-11s %-9s %-8s %-22s %s%s\n' "$name" "${threads:-?}" "$result" "${first:--}" "$at" "${total:-?}" "$replay" "$extra"
    n=$((n + 1))
done
echo "sctbench: $n programs, $bad problems (strategy ${STRATEGY:-default}, time=$TIME)"
[ "$bad" = 0 ]
