#!/bin/sh
# The demonstration (`make demo`): the systematic tester finding a deadlock
# that plain runs almost never show, and replaying it; Rivet's deterministic
# schedules; then the Eraser race detector on a racy sample and on its
# correct counterpart. Exits 0 when everything behaved as expected (status 66
# where a tool reports a finding). The samples are described in samples/README.md.
cd "$(dirname "$0")/.." || exit 1
JDK=$(sh scripts/jdk17.sh) || exit 1
OUT=build/samples
mkdir -p $OUT
"$JDK/bin/javac" -d $OUT samples/*.java || exit 1

echo "== samples/Deadlock.java: two transfers lock two accounts in opposite orders"
printf "A plain run: "
bin/rivet -cp $OUT Deadlock
echo "\$ bin/rivet -ea -tool tester:out=$OUT/failures -cp $OUT Deadlock"
rm -rf $OUT/failures
bin/rivet -ea -tool tester:out=$OUT/failures -cp $OUT Deadlock 2> $OUT/Deadlock.tester
rc=$?
cat $OUT/Deadlock.tester
echo "(exit status $rc)"
grep -q "^tester: failure 1: lock-cycle deadlock" $OUT/Deadlock.tester && [ "$rc" = 66 ] || {
    echo "demo: expected the tester to find Deadlock's lock cycle with status 66" >&2; exit 1; }
echo "\$ bin/rivet -replay $OUT/failures/Deadlock-1.rlog"
bin/rivet -replay $OUT/failures/Deadlock-1.rlog
rc=$?
echo "(exit status $rc: the recorded schedule deadlocks again, exactly)"
[ "$rc" = 66 ] || { echo "demo: expected the replay to show the deadlock again (status 66)" >&2; exit 1; }
echo

echo "== samples/LostUpdate.java: two threads, one unsynchronised counter"
for seed in 1 2 2; do
    printf "rivet -seed %s: " $seed
    bin/rivet -cp $OUT -seed $seed -quantum 500 LostUpdate
done
echo "Each seed is its own interleaving, and the same seed repeats it exactly."
echo

echo "== samples/RaceBank.java under Eraser: transferTo() forgot the lock"
echo "\$ bin/rivet -tool eraser -cp $OUT RaceBank"
bin/rivet -tool eraser -cp $OUT RaceBank 2> $OUT/RaceBank.eraser
rc=$?
cat $OUT/RaceBank.eraser
echo "(exit status $rc)"
echo "Meaning: \"mover\" writes savings.balance holding no lock, \"depositor\" holding its monitor: no lock protects it, so updates can be lost, whether or not this run lost one."
[ "$rc" = 66 ] && grep -q '^==== Eraser: data race on RaceBank\$Account.balance' $OUT/RaceBank.eraser || {
    echo "demo: expected Eraser to report RaceBank\$Account.balance with status 66" >&2; exit 1; }
echo

echo "== samples/OkBank.java under Eraser: the same bank, every access locked"
bin/rivet -tool eraser -cp $OUT OkBank 2> $OUT/OkBank.eraser
rc=$?
cat $OUT/OkBank.eraser
echo "(exit status $rc)"
[ "$rc" = 0 ] && ! grep -q '^==== Eraser' $OUT/OkBank.eraser || {
    echo "demo: expected no report on OkBank" >&2; exit 1; }
echo

echo "== samples/SplitSync.java under predict: a ticket read in one critical section, written back in another"
echo "\$ bin/rivet -tool predict:out=$OUT/predict -cp $OUT SplitSync"
bin/rivet -tool predict:out=$OUT/predict -cp $OUT SplitSync 2> $OUT/SplitSync.predict
rc=$?
cat $OUT/SplitSync.predict
echo "(exit status $rc)"
echo "Meaning: this run was fine, but another schedule runs the other clerk's write between this clerk's read and write; Z3 found such a schedule, and a re-execution that followed that schedule event by event made it happen (its log replays it)."
[ "$rc" = 66 ] && grep -q '^==== Predict: atomicity violation on SplitSync\$Dispenser.next' $OUT/SplitSync.predict || {
    echo "demo: expected predict to report the atomicity violation on SplitSync\$Dispenser.next with status 66" >&2; exit 1; }
