#!/bin/sh
# The demonstration (`make demo`): Rivet's deterministic schedules, then the
# Eraser race detector on a racy sample and on its correct counterpart.
# Exits 0 when everything behaved as expected (Eraser's status 66 on the racy
# sample included). The samples are described in samples/README.md.
cd "$(dirname "$0")/.." || exit 1
JDK=$(sh scripts/jdk17.sh) || exit 1
OUT=build/samples
mkdir -p $OUT
"$JDK/bin/javac" -d $OUT samples/*.java || exit 1

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
[ "$rc" = 66 ] && grep -q '^==== Eraser: data race on field RaceBank\$Account.balance' $OUT/RaceBank.eraser || {
    echo "demo: expected Eraser to report RaceBank\$Account.balance with status 66" >&2; exit 1; }
echo

echo "== samples/OkBank.java under Eraser: the same bank, every access locked"
bin/rivet -tool eraser -cp $OUT OkBank 2> $OUT/OkBank.eraser
rc=$?
cat $OUT/OkBank.eraser
echo "(exit status $rc)"
[ "$rc" = 0 ] && ! grep -q '^==== Eraser' $OUT/OkBank.eraser || {
    echo "demo: expected no report on OkBank" >&2; exit 1; }
