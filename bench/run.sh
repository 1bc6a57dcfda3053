#!/bin/sh
# Benchmarks: each program on Rivet and on HotSpot's interpreter (java -Xint) in
# the same run; prints the time of each (best of $RUNS), the ratio, and the
# geometric mean of the ratios. Start-up is compared with java -Xint -Xshare:off.
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

printf "%-12s %10s %10s %8s\n" benchmark rivet hotspot ratio
logsum=0; n=0
for b in Calls Fields Arrays Alloc Strings; do
    tr=$(best $RIVET -cp $OUT $b)
    th=$(best $JAVA -Xint -cp $OUT $b)
    ratio=$(calc "$tr / $th")
    printf "%-12s %9.3fs %9.3fs %7.2fx\n" $b $tr $th $ratio
    logsum=$(calc "$logsum + log($ratio)"); n=$((n + 1))
done
printf "%-12s %31.2fx\n" "geomean" "$(calc "exp($logsum / $n)")"

# The cost of the tool interface, relative to Rivet with no tool.
cc -shared -fPIC -O2 -I rti/include -o $OUT/allevents.so bench/tools/allevents.c || exit 1
echo
printf "%-12s %10s %10s %8s %10s %8s\n" benchmark no-tool all-events ratio eraser ratio
la=0; le=0; n=0
for b in Calls Fields Arrays Alloc Strings; do
    t0=$(best $RIVET -cp $OUT $b)
    ta=$(best $RIVET -tool ./$OUT/allevents.so -cp $OUT $b)
    te=$(best $RIVET -tool eraser -cp $OUT $b)
    ra=$(calc "$ta / $t0"); re=$(calc "$te / $t0")
    printf "%-12s %9.3fs %9.3fs %7.2fx %9.3fs %7.2fx\n" $b $t0 $ta $ra $te $re
    la=$(calc "$la + log($ra)"); le=$(calc "$le + log($re)"); n=$((n + 1))
done
printf "%-12s %32.2fx %18.2fx\n" geomean "$(calc "exp($la / $n)")" "$(calc "exp($le / $n)")"

tr=$(best $RIVET -cp $OUT Hello)
th=$(best $JAVA -Xint -Xshare:off -cp $OUT Hello)
printf "%-12s %9.3fs %9.3fs %7.2fx   (vs java -Xint -Xshare:off)\n" hello $tr $th "$(calc "$tr / $th")"
echo "peak RSS, hello world: rivet $(rss $RIVET -cp $OUT Hello) KB, hotspot $(rss $JAVA -Xint -Xshare:off -cp $OUT Hello) KB"
echo "peak RSS, GcChurn (10 GB allocated, 50 MB live): rivet $(rss $RIVET -cp $OUT GcChurn) KB"
