#!/bin/sh
# rti_clock_advance (RTI 1.20): with virtual clocks the program's clocks
# move on by what the tool asks and a sleep the move passes ends
# (tests/tools/rti/RtiClock.java); with the machine's clocks, and for a
# negative move, the call is refused (RTI_ERR_INVALID, 1).
set -e
cd "$(dirname "$0")/../../.."
OUT=build/tests/tools/rti
mkdir -p $OUT
cc -shared -fPIC -Wall -Werror -I rti/include -o $OUT/clocktool.so tests/tools/rti/clocktool.c
"$JAVAC" -cp build/runtime -d $OUT tests/tools/rti/RtiClock.java
"$RIVET" -tool ./$OUT/clocktool.so:virtual -cp $OUT RtiClock > $OUT/clock.out
cat > $OUT/clock.expect <<'EXPECT'
advance: 0
nanoTime moved at least 5 s: true
currentTimeMillis moved at least 5 s: true
negative: 1
sleeper woke after at least 60 s: true
EXPECT
diff $OUT/clock.expect $OUT/clock.out
"$RIVET" -tool ./$OUT/clocktool.so -cp $OUT RtiClock > $OUT/clock-real.out 2>&1 || true
head -1 $OUT/clock-real.out > $OUT/clock-real.first
echo "advance: 1" | diff - $OUT/clock-real.first
