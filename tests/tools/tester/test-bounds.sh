#!/bin/sh
# A program no schedule of which ends (main spins on a variable nothing will
# set, counting its turns, so that its state never repeats): every schedule
# is cut off at maxDepth or terminateAfter, and the tester must say that no
# schedule ran to the end, name where the first cut was, and exit 3 (it
# said "0 failures" and exited 0 for a program that hangs on any JVM). A
# correct program some of whose schedules are cut (a daemon that spins for
# ever) must still end with status 0 and no such line.
set -e
cd "$(dirname "$0")/../../.."
OUT=build/tests/tools/tester-bounds
mkdir -p $OUT
cat > $OUT/NeverEnds.java <<'JAVA'
public class NeverEnds {
    static int other;
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { other = 1; });
        a.start();
        long spins = 0;
        while (other != 2)
            spins++;
        a.join();
        System.out.println("spins " + spins);
    }
}
JAVA
cat > $OUT/DaemonSpins.java <<'JAVA'
public class DaemonSpins {
    static int seen;
    public static void main(String[] args) throws InterruptedException {
        Thread d = new Thread(() -> { long n = 0; while (seen != 2) n++; });
        d.setDaemon(true);
        d.start();
        seen = 1;
        System.out.println("main ends");
    }
}
JAVA
"$JAVAC" -d $OUT $OUT/NeverEnds.java $OUT/DaemonSpins.java
fail=0
rc=0
"$RIVET" -tool tester:quiet,sample=20,maxDepth=2000,terminateAfter=10000 -cp $OUT NeverEnds \
    > $OUT/out 2> $OUT/err < /dev/null || rc=$?
if [ "$rc" != 3 ] ||
    ! grep -q "^tester: no schedule ran to the program's end (.*): the program may never end; the first cut: thread \"main\" at NeverEnds.main(NeverEnds.java:7)" $OUT/err ||
    ! grep -q '^tester: [0-9]* schedules, 0 failures' $OUT/err; then
    echo "FAIL NeverEnds: exit status $rc (expected 3), stderr:"
    cat $OUT/err
    fail=1
fi
rc=0
"$RIVET" -tool tester:quiet,sample=20,maxDepth=2000,terminateAfter=10000 -cp $OUT DaemonSpins \
    > $OUT/out 2> $OUT/err < /dev/null || rc=$?
if [ "$rc" != 0 ] || grep -q "no schedule ran" $OUT/err || ! grep -q "cut off" $OUT/err; then
    echo "FAIL DaemonSpins: exit status $rc (expected 0, some schedules cut off, not all), stderr:"
    cat $OUT/err
    fail=1
fi
exit $fail
