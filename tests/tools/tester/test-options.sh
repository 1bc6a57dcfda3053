#!/bin/sh
# The tester's options: a value that is not a number of the kind the option
# takes (or out of its range), a switch set to neither on nor off (stop=0 was
# on), or an out directory nothing can be made in (/proc: root's access()
# said yes) stops the run at start with a message naming the option and exit
# status 1, before the program runs; good values run it.
set -e
cd "$(dirname "$0")/../../.."
OUT=build/tests/tools/tester-options
mkdir -p $OUT
printf 'public class Hi { public static void main(String[] a) { System.out.println("hi"); } }\n' > $OUT/Hi.java
"$JAVAC" -d $OUT $OUT/Hi.java
fail=0
for o in sample=abc sample=-1 sample= time=xyz time=-2 maxSchedules=1e6 maxDepth=3x terminateAfter=-1 \
         seed=-3 seed=12q delays=x longWait=-1 strategy=pct:0 strategy=pct5 strategy=delay:9 strategy=dfz \
         quiet=maybe stop=2 cache=off spurious=often out=/proc/rivet-out; do
    rc=0
    "$RIVET" -tool "tester:$o" -cp $OUT Hi > $OUT/out 2> $OUT/err < /dev/null || rc=$?
    name=${o%%=*}
    if [ "$rc" != 1 ] || [ -s $OUT/out ] || ! grep -q "tester: .*$(echo "$name" | sed 's/strategy/\\(pct\\|delay\\|strategy\\)/')" $OUT/err; then
        echo "FAIL tester:$o: exit status $rc, stdout $(wc -c < $OUT/out) bytes, stderr: $(head -1 $OUT/err)"
        fail=1
    fi
done
for o in sample=0 time=0 time=2.5 maxSchedules=10 seed=7 delays=none delays=1 longWait=0.5 \
         strategy=pct:2,maxSchedules=5 strategy=delay:1,maxSchedules=5 stop=false cache=true javasafe=1 spurious; do
    rc=0
    "$RIVET" -tool "tester:quiet,$o" -cp $OUT Hi > $OUT/out 2> $OUT/err < /dev/null || rc=$?
    if [ "$rc" != 0 ] || [ "$(cat $OUT/out)" != hi ]; then
        echo "FAIL tester:$o: exit status $rc, stdout '$(head -1 $OUT/out)', stderr: $(head -1 $OUT/err)"
        fail=1
    fi
done
exit $fail
