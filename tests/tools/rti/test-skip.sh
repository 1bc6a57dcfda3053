#!/bin/sh
# rti_skip_repeats (RTI 1.6): the accesses a tool still sees when it asks to
# skip repeats, and what ends a skip (tests/tools/rti/RtiSkip.java).
set -e
cd "$(dirname "$0")/../../.."
OUT=build/tests/tools/rti
mkdir -p $OUT
cc -shared -fPIC -Wall -Werror -I rti/include -o $OUT/skiptool.so tests/tools/rti/skiptool.c
"$JAVAC" -d $OUT tests/tools/rti/RtiSkip.java
"$RIVET" -tool ./$OUT/skiptool.so -cp $OUT RtiSkip > $OUT/skip.out
"$JAVA" -cp $OUT RtiSkip > $OUT/skip.java.out
{ head -1 $OUT/skip.java.out
  echo "W1 R1 W2 R3 R3 R3 y:W y:W a0:R a0:W a1:R a1:W a2:R a0:R"; } > $OUT/skip.expect
diff $OUT/skip.expect $OUT/skip.out
