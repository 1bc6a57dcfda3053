#!/bin/sh
# rti_skip_repeats (RTI 1.6): the accesses a tool still sees when it asks to
# skip repeats, and what ends a skip (tests/tools/rti/RtiSkip.java); the same
# with the skips kept in the objects (rti_skip_marks, 1.8), and then skips of
# thousands of objects and of long and short arrays that must all outlast
# the interpreter's small cache (tests/tools/rti/RtiSkipMany.java).
set -e
cd "$(dirname "$0")/../../.."
OUT=build/tests/tools/rti
mkdir -p $OUT
cc -shared -fPIC -Wall -Werror -I rti/include -o $OUT/skiptool.so tests/tools/rti/skiptool.c
"$JAVAC" -d $OUT tests/tools/rti/RtiSkip.java tests/tools/rti/RtiSkipMany.java
"$JAVA" -cp $OUT RtiSkip > $OUT/skip.java.out
{ head -1 $OUT/skip.java.out
  echo "W1 R1 W2 R3 R3 R3 y:W y:W a0:R a0:W a1:R a1:W a2:R a0:R"; } > $OUT/skip.expect
for opt in "" ":marks"; do
    "$RIVET" -tool ./$OUT/skiptool.so$opt -cp $OUT RtiSkip > $OUT/skip.out
    diff $OUT/skip.expect $OUT/skip.out
done
"$JAVA" -cp $OUT RtiSkipMany > $OUT/many.java.out
{ cat $OUT/many.java.out
  echo "y:R=0 y:W=3000"
  echo "w:R=0 w:W=3000"
  echo "a:R=0 a:W=3000"
  echo "b:R=1000 b:W=1000"
  echo "s:R=20 s:W=20"
  echo "h:R=3 h:W=3"; } > $OUT/many.expect
"$RIVET" -tool ./$OUT/skiptool.so:marks -cp $OUT RtiSkipMany > $OUT/many.out
diff $OUT/many.expect $OUT/many.out
