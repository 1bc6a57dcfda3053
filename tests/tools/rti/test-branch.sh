#!/bin/sh
# The BRANCH event (RTI 1.7): branchtool counts the conditional branches
# executed in each method of tests/tools/rti/RtiBranch.java (ifs of every
# kind, both switches, and loops whose test the interpreter fuses), which
# must be the counts its comments give; the program's output is HotSpot's.
set -e
cd "$(dirname "$0")/../../.."
OUT=build/tests/tools/rti
mkdir -p $OUT
cc -shared -fPIC -Wall -Werror -I rti/include -o $OUT/branchtool.so tests/tools/rti/branchtool.c
"$JAVAC" -d $OUT tests/tools/rti/RtiBranch.java
"$RIVET" -tool ./$OUT/branchtool.so -cp $OUT RtiBranch > $OUT/branch.out
"$JAVA" -cp $OUT RtiBranch > $OUT/branch.java.out
{ cat $OUT/branch.java.out
  printf 'sum 9\nsmall 11\nbig 301\nwide 6\ntests 8\ntable 1\nlookup 1\n'; } > $OUT/branch.expect
diff $OUT/branch.expect $OUT/branch.out
