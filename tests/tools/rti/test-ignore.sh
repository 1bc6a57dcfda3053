#!/bin/sh
# rti_ignore_field and rti_ignore_arrays (RTI 1.10): after a tool says it
# ignores a field, or a method's accesses to arrays of primitives, the
# interpreter raises none of them (tests/tools/rti/RtiIgnore.java), but
# still raises the method's reference elements, the other field and the
# other method's accesses; while a second tool that ignores nothing listens
# too, the first gets every access again.
set -e
cd "$(dirname "$0")/../../.."
OUT=build/tests/tools/rti
mkdir -p $OUT
cc -shared -fPIC -Wall -Werror -I rti/include -o $OUT/ignoretool.so tests/tools/rti/ignoretool.c
# A second copy is a second tool (the loader would share one file's statics).
cp $OUT/ignoretool.so $OUT/ignoretool2.so
"$JAVAC" -d $OUT tests/tools/rti/RtiIgnore.java
"$JAVA" -cp $OUT RtiIgnore > $OUT/ignore.java.out
all="a R=101 W=100 b R=101 W=100 quiet-ints R=100 W=100 quiet-refs R=0 W=100 loud-ints R=100 W=100"
{ cat $OUT/ignore.java.out
  echo "./$OUT/ignoretool.so: a R=1 W=0 b R=101 W=100 quiet-ints R=1 W=0 quiet-refs R=0 W=100 loud-ints R=100 W=100"
} > $OUT/ignore.expect
"$RIVET" -tool ./$OUT/ignoretool.so -cp $OUT RtiIgnore > $OUT/ignore.out
diff $OUT/ignore.expect $OUT/ignore.out
{ cat $OUT/ignore.java.out
  echo "./$OUT/ignoretool.so: $all"
  echo "./$OUT/ignoretool2.so: $all"
} > $OUT/ignore2.expect
"$RIVET" -tool ./$OUT/ignoretool.so -tool ./$OUT/ignoretool2.so:all -cp $OUT RtiIgnore > $OUT/ignore2.out
diff $OUT/ignore2.expect $OUT/ignore2.out
