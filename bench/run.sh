#!/bin/sh
# Benchmarks: each program on Rivet and on HotSpot's interpreter (java -Xint) in
# the same run; prints the time of each (best of $RUNS), the ratio, and the
# geometric mean of the ratios: of the interpreter micro-benchmarks, of the
# library workloads (javac, ConcurrentHashMap with an executor, streams,
# String.format), and of all. Each benchmark prints a checksum; the outputs of
# the two VMs are compared and a difference is flagged (exit status 1).
# Start-up is compared with java -Xint -Xshare:off.
# Peak RSS is reported for hello world and the GC churn program.
cd "$(dirname "$0")/.." || exit 1
RUNS=${RUNS:-3}
JDK=$(sh scripts/jdk17.sh) || exit 1
JAVA="$JDK/bin/java"
RIVET=${RIVET:-build/release/rivet}
OUT=build/bench
mkdir -p $OUT
"$JDK/bin/javac" -d $OUT bench/java/*.java || exit 1

calc() { awk "BEGIN { printf \"%.6f\", $1 }" | sed 's/\.000000$//'; }
best() { # best wall time in seconds of "$@" over $RUNS runs
    b=""
    for r in $(seq $RUNS); do
        s=$(date +%s.%N)
        "$@" > /dev/null 2>&1
        e=$(date +%s.%N)
        t=$(calc "$e - $s")
        if [ -z "$b" ] || [ "$(calc "($t < $b) ? 1 : 0")" = 1 ]; then b=$t; fi
    done
    echo "$b"
}
rss() { /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -1; }

# run1 WHO NAME: run benchmark NAME once on WHO (rivet or hotspot). Its stdout
# and exit status go to $OUT/NAME.WHO.out. Javac is javac itself compiling
# bench/java/JavacInput.java into $OUT/javac-WHO (checksums of the class files
# are added to the output by same()).
run1() {
    r1_who=$1; r1_name=$2; shift 2
    if [ "$r1_who" = rivet ]; then set -- $RIVET; else set -- $JAVA -Xint; fi
    if [ "$r1_name" = Javac ]; then
        "$@" com.sun.tools.javac.Main -d $OUT/javac-$r1_who bench/java/JavacInput.java \
            > $OUT/$r1_name.$r1_who.out 2>&1
    else
        "$@" -cp $OUT $r1_name > $OUT/$r1_name.$r1_who.out 2>/dev/null
    fi
    echo "exit status $?" >> $OUT/$r1_name.$r1_who.out
}
same() { # same NAME: whether both VMs printed the same for benchmark NAME
    if [ "$1" = Javac ]; then
        for w in rivet hotspot; do (cd $OUT/javac-$w && cksum *.class) >> $OUT/Javac.$w.out; done
    fi
    cmp -s $OUT/$1.rivet.out $OUT/$1.hotspot.out
}
mismatch=""
logall=0; nall=0
table() { # table NAME...: a row per benchmark, then their geometric mean
    logsum=0; n=0
    for b in "$@"; do
        rm -rf $OUT/javac-rivet $OUT/javac-hotspot
        tr=$(best run1 rivet $b)
        th=$(best run1 hotspot $b)
        ratio=$(calc "$tr / $th")
        flag=""
        same $b || { flag="   OUTPUT DIFFERS"; mismatch="$mismatch $b"; }
        printf "%-12s %9.3fs %9.3fs %7.2fx%s\n" $b $tr $th $ratio "$flag"
        logsum=$(calc "$logsum + log($ratio)"); n=$((n + 1))
    done
    printf "%-12s %31.2fx\n" "geomean" "$(calc "exp($logsum / $n)")"
    logall=$(calc "$logall + $logsum"); nall=$((nall + n))
}

printf "%-12s %10s %10s %8s\n" benchmark rivet hotspot ratio
table Calls Fields Arrays Matrix Alloc Strings Graph LongDouble Switch Iface Exceptions Handles
table Javac Concurrent Streams Format
printf "%-12s %31.2fx\n" "geomean, all" "$(calc "exp($logall / $nall)")"
for b in $mismatch; do
    echo "MISMATCH $b: rivet and hotspot printed different results:"
    diff $OUT/$b.hotspot.out $OUT/$b.rivet.out | head -10 | sed 's/^/    /'
done

# The cost of the tool interface, relative to Rivet with no tool.
cc -shared -fPIC -O2 -I rti/include -o $OUT/allevents.so bench/tools/allevents.c || exit 1
echo
# Eraser watches no access until a second program thread starts, so it is
# also measured on each benchmark run in a second thread (InThread), where it
# pays its full per-access cost.
printf "%-12s %10s %10s %8s %10s %8s %10s %8s\n" benchmark no-tool all-events ratio eraser ratio \
    "eraser,thr" ratio
la=0; le=0; lt=0; n=0
for b in Calls Fields Arrays Alloc Strings; do
    t0=$(best $RIVET -cp $OUT $b)
    ta=$(best $RIVET -tool ./$OUT/allevents.so -cp $OUT $b)
    te=$(best $RIVET -tool eraser -cp $OUT $b)
    t1=$(best $RIVET -cp $OUT InThread $b)
    tt=$(best $RIVET -tool eraser -cp $OUT InThread $b)
    ra=$(calc "$ta / $t0"); re=$(calc "$te / $t0"); rt=$(calc "$tt / $t1")
    printf "%-12s %9.3fs %9.3fs %7.2fx %9.3fs %7.2fx %9.3fs %7.2fx\n" $b $t0 $ta $ra $te $re $tt $rt
    la=$(calc "$la + log($ra)"); le=$(calc "$le + log($re)"); lt=$(calc "$lt + log($rt)"); n=$((n + 1))
done
printf "%-12s %32.2fx %18.2fx %18.2fx\n" geomean "$(calc "exp($la / $n)")" "$(calc "exp($le / $n)")" \
    "$(calc "exp($lt / $n)")"

# The cost of checkpoints, relative to Rivet with no tool: one checkpoint
# taken at start and never used, and a checkpoint at every monitor exit.
cc -shared -fPIC -O2 -I rti/include -o $OUT/ckptbench.so bench/tools/ckptbench.c || exit 1
echo
printf "%-12s %10s %10s %8s %10s %8s\n" benchmark no-tool ckpt-unused ratio ckpt-monexit ratio
lu=0; lm=0; n=0
for b in Calls Fields Arrays Alloc Strings; do
    t0=$(best $RIVET -cp $OUT $b)
    tu=$(best $RIVET -tool ./$OUT/ckptbench.so:unused -cp $OUT $b)
    tm=$(best $RIVET -tool ./$OUT/ckptbench.so:monexit -cp $OUT $b)
    ru=$(calc "$tu / $t0"); rm_=$(calc "$tm / $t0")
    printf "%-12s %9.3fs %9.3fs %7.2fx %9.3fs %7.2fx\n" $b $t0 $tu $ru $tm $rm_
    lu=$(calc "$lu + log($ru)"); lm=$(calc "$lm + log($rm_)"); n=$((n + 1))
done
printf "%-12s %32.2fx %18.2fx\n" geomean "$(calc "exp($lu / $n)")" "$(calc "exp($lm / $n)")"
echo

# The systematic tester: schedules per second and the share of its time spent
# taking and returning to checkpoints, on the thesis's Performance program.
"$JDK/bin/javac" -d $OUT samples/Performance.java || exit 1
for args in "5 5" "8 2"; do
    $RIVET -tool tester:quiet -cp $OUT Performance $args 2>&1 >/dev/null |
        sed -n "s/^tester: \([0-9]* checkpoints.*\)/\1/p; s/^tester: \([0-9]* schedules,.*\)/\1/p" |
        tr '\n' ' ' | sed "s/^/tester, Performance $args: /; s/ *\$/\n/"
done
echo

# The predictor on about 1.5 million shared-memory and 1 million
# synchronisation events: its cost as a ratio to plain Rivet, the events
# observed, and the time of the causal model's queries (none here: no race).
t0=$(best $RIVET -cp $OUT SharedLoad)
tp=$(best $RIVET -tool predict:noconfirm -cp $OUT SharedLoad)
stats=$($RIVET -tool predict:noconfirm,stats -cp $OUT SharedLoad 2>&1 >/dev/null | sed -n 's/^Predict: observed //p')
printf "predict, SharedLoad: %.3fs vs %.3fs without the tool (%.2fx); observed %s\n" $tp $t0 "$(calc "$tp / $t0")" "$stats"
echo

tr=$(best $RIVET -cp $OUT Hello)
th=$(best $JAVA -Xint -Xshare:off -cp $OUT Hello)
printf "%-12s %9.3fs %9.3fs %7.2fx   (vs java -Xint -Xshare:off)\n" hello $tr $th "$(calc "$tr / $th")"
echo "peak RSS, hello world: rivet $(rss $RIVET -cp $OUT Hello) KB, hotspot $(rss $JAVA -Xint -Xshare:off -cp $OUT Hello) KB"
echo "peak RSS, GcChurn (10 GB allocated, 50 MB live): rivet $(rss $RIVET -cp $OUT GcChurn) KB"
[ -z "$mismatch" ]
