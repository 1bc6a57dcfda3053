#!/bin/sh
# The sample tool builds out of tree with only -I rti/include and reports
# consistent counts (every monitor entered is exited).
set -e
cd "$(dirname "$0")/../../.."
OUT=build/tests/tools/rti
mkdir -p $OUT
cc -shared -fPIC -Wall -Werror -I rti/include -o $OUT/evcount.so samples/tools/evcount.c
"$JAVAC" -d $OUT tests/tools/eraser/OkWaitNotify.java
"$RIVET" -tool ./$OUT/evcount.so -cp $OUT OkWaitNotify > $OUT/evcount.out 2> $OUT/evcount.err
grep -q "^2550$" $OUT/evcount.out
# Producer and consumer: equal enters and exits, 50 puts/takes each.
awk '/^evcount: Thread-[01] / { if ($3 != $4) bad = 1; n++ } END { exit (bad || n != 2) }' $OUT/evcount.err
