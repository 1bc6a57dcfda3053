#!/bin/sh
# rti_free_wanted_only and rti_want_free (RTI 1.11), rti_note_memory (1.12).
# A tool that asked gets the frees of the objects it flagged and none of
# the others'; a second tool that wants every free brings every free back
# to both; a flag set after a checkpoint saved the object outlives a return
# to that checkpoint. And no tool gets the free of an object left over from
# a run a return took back (Eraser under the tester freed the shadows such
# objects pointed to, which the return had freed already). Memory a tool
# notes for objects brings collections forward. (tests/tools/rti/RtiFree.java, freetool.c.)
# The conservative stack scan may keep an object or two alive, so the counts
# of frees are checked against a floor, not exactly.
set -e
cd "$(dirname "$0")/../../.."
OUT=build/tests/tools/rti
mkdir -p $OUT
cc -shared -fPIC -Wall -Werror -I rti/include -o $OUT/freetool.so tests/tools/rti/freetool.c
# A second copy is a second tool (the loader would share one file's statics).
cp $OUT/freetool.so $OUT/freetool2.so
"$JAVAC" -d $OUT tests/tools/rti/RtiFree.java
"$JAVA" -cp $OUT RtiFree > $OUT/free.java.out

# run NAME TOOLS...: the program's output must be the JVM's; the tools' lines go to $OUT/free.NAME
run() {
    name=$1
    shift
    "$RIVET" "$@" -cp $OUT RtiFree > $OUT/free.$name.out
    grep -v '^\./' $OUT/free.$name.out | diff $OUT/free.java.out -
    grep '^\./' $OUT/free.$name.out > $OUT/free.$name
}
# expect NAME TOOL ALLOCATED MARKED_MIN MARKED_MAX PLAIN_MIN PLAIN_MAX: the
# tool's count of Marked objects allocated, and its counts of frees
expect() {
    line=$(grep "^\./$OUT/$2: " $OUT/free.$1) || { echo "test-free: $1: no line from $2"; exit 1; }
    echo "$line" | awk -v n=$3 -v mmin=$4 -v mmax=$5 -v pmin=$6 -v pmax=$7 -v what="$1" '
        { m = $6 + 0; p = $9 + 0 }
        $4 != n || m < mmin || m > mmax || p < pmin || p > pmax {
            print "test-free: " what ": unexpected: " $0; exit 1 }'
}
# 11,000 Marked objects and 9,000 Plain ones, all garbage at the end.
run all -tool ./$OUT/freetool.so
expect all freetool.so 11000 10900 11000 8900 9000
run wanted -tool ./$OUT/freetool.so:wanted
expect wanted freetool.so 11000 10900 11000 0 0
run two -tool ./$OUT/freetool.so:wanted -tool ./$OUT/freetool2.so
expect two freetool.so 11000 10900 11000 8900 9000
expect two freetool2.so 11000 10900 11000 8900 9000
# Only the 1,000 objects flagged in phase(), after the checkpoint saved them.
run late -tool ./$OUT/freetool.so:wanted,late
expect late freetool.so 11000 990 1000 0 0
# phase2's first run, taken back, allocated 1,000 more: not one is freed.
run undone -tool ./$OUT/freetool.so:wanted,undone
expect undone freetool.so 12000 10900 11000 0 0
run undone-all -tool ./$OUT/freetool.so:undone
expect undone-all freetool.so 12000 10900 11000 8900 9000
# rti_note_memory (1.12): what a tool notes it keeps for objects brings
# collections forward: the program's 22,000 allocations (and the boot's)
# noted at 64 KiB each are over 1.4 GB, dozens of collections at the 24 MiB
# trigger besides the program's ten System.gc() (78 more in 2026-11).
gcs() { "$RIVET" -verbose:gc "$@" -cp $OUT RtiFree 2>&1 >/dev/null | grep -c '^\[gc #'; }
base=$(gcs -tool ./$OUT/freetool.so)
noted=$(gcs -tool ./$OUT/freetool.so:note=65536)
[ "$noted" -ge $((base + 40)) ] || { echo "test-free: note: $noted collections, $base without"; exit 1; }
echo "test-free: ok"
