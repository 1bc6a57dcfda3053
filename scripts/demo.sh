#!/bin/sh
# The demonstration: a racy program run under Rivet's deterministic scheduler.
# Each seed is a different interleaving, and running a seed again repeats it
# exactly. (When the Eraser tool lands, the demo will show its race report.)
cd "$(dirname "$0")/.." || exit 1
JDK=$(sh scripts/jdk17.sh) || exit 1
OUT=build/samples
mkdir -p $OUT
"$JDK/bin/javac" -d $OUT samples/LostUpdate.java || exit 1
echo "== samples/LostUpdate.java: two threads, one unsynchronised counter"
for seed in 1 2 3; do
    printf "rivet -seed %s:        " $seed
    bin/rivet -cp $OUT -seed $seed -quantum 500 LostUpdate
done
printf "rivet -seed 2 (again): "
bin/rivet -cp $OUT -seed 2 -quantum 500 LostUpdate
echo "Each seed gives its own result, and the same seed gives the same result every run."
