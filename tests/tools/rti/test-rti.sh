#!/bin/sh
# The tool interface seen from a tool built out of tree (only -I rti/include):
# downcalls, extra fields (incl. a GC-traced one), queries, scheduling control,
# the notify choice (the last waiter: with LIFO scheduling the waiters queue
# as 2,1,0, so they wake 0,1,2; the default would give 2,1,0). RtiProbe's output under probetool.so must be exactly this.
set -e
cd "$(dirname "$0")/../../.."
OUT=build/tests/tools/rti
mkdir -p $OUT
cc -shared -fPIC -Wall -Werror -I rti/include -o $OUT/probetool.so tests/tools/rti/probetool.c
"$JAVAC" -cp build/runtime -d $OUT tests/tools/rti/RtiProbe.java
"$RIVET" -tool ./$OUT/probetool.so -cp $OUT RtiProbe > $OUT/probe.out
cat > $OUT/probe.expect <<'EXPECT'
add: 5
fail: failed on request
unknown: no tool registered the downcall Nobody.here
stack: RtiProbe.main line 23
owner count: 2
owner when free: -1
serials: 1 2 3
tag after gc: tag-value
array tag: array-tag
run order: 222111000
wake order: 012
EXPECT
diff $OUT/probe.expect $OUT/probe.out
