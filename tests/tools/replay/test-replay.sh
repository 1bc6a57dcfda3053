#!/bin/sh
# Record/replay: a run recorded with -record is replayed by -replay byte for
# byte (output, exit status), under several seeds, with stdin and a file
# whose contents change before the replay; replay works with a tool attached;
# truncated, foreign and mismatched logs and a changed program give clear
# errors.
cd "$(dirname "$0")/../../.." || exit 1
OUT=build/tests/tools/replay
rm -rf $OUT && mkdir -p $OUT
"$JAVAC" -d $OUT tests/tools/replay/RecordMe.java || exit 1
fail=0
bad() { echo "FAIL: $1"; fail=1; }

for seed in 1 2 3; do
    echo "line-$seed" > $OUT/data.txt
    echo "input-$seed" | "$RIVET" -record $OUT/s$seed.rlog -seed $seed -quantum 200 -cp $OUT RecordMe $OUT/data.txt \
        > $OUT/rec$seed.out 2>&1
    echo "LINE-$seed" > $OUT/data.txt  # same size: file metadata is not logged, contents are
    "$RIVET" -replay $OUT/s$seed.rlog < /dev/null > $OUT/rep$seed.out 2>&1
    rc=$?
    if [ $rc != 0 ] || ! cmp -s $OUT/rec$seed.out $OUT/rep$seed.out; then
        bad "seed $seed: replay differs (exit $rc)"
        diff $OUT/rec$seed.out $OUT/rep$seed.out | head -5
    fi
done
# The seeds must have given different interleavings, or the test shows nothing.
if cmp -s $OUT/rec1.out $OUT/rec2.out && cmp -s $OUT/rec2.out $OUT/rec3.out; then
    bad "three seeds gave the same run"
fi
grep -q "stdin: input-2" $OUT/rep2.out || bad "stdin was not replayed"
grep -q "file: \[line-2\]" $OUT/rep2.out || bad "the file read was not replayed"

# With a tool: Eraser sees the recorded interleaving and reports the race.
"$RIVET" -replay $OUT/s1.rlog -tool eraser < /dev/null > $OUT/eraser.out 2> $OUT/eraser.err
rc=$?
[ $rc = 66 ] || bad "replay under eraser: exit $rc, not 66"
grep -q "RecordMe.counter" $OUT/eraser.err || bad "replay under eraser: no race on RecordMe.counter"
grep -v '^time' $OUT/eraser.out > $OUT/e1; grep -v '^time' $OUT/rec1.out > $OUT/e2
cmp -s $OUT/e1 $OUT/e2 || bad "replay under eraser changed the output"

# Bad logs.
expect_error() { # name pattern command...
    name=$1 pat=$2
    shift 2
    "$@" < /dev/null > $OUT/err.out 2>&1
    rc=$?
    if [ $rc = 0 ] || ! grep -q "$pat" $OUT/err.out; then
        bad "$name: exit $rc, output: $(head -2 $OUT/err.out)"
    fi
}
head -c 2000 $OUT/s1.rlog > $OUT/trunc.rlog
expect_error truncated "truncated or corrupt" "$RIVET" -replay $OUT/trunc.rlog
echo "not a log" > $OUT/foreign.rlog
expect_error foreign "not a rivet record log" "$RIVET" -replay $OUT/foreign.rlog
expect_error missing "cannot open the replay log" "$RIVET" -replay $OUT/none.rlog
gzip -dc $OUT/s1.rlog > $OUT/raw 2>/dev/null
dd if=/dev/urandom of=$OUT/raw bs=1 count=64 seek=5000 conv=notrunc 2>/dev/null
gzip -c $OUT/raw > $OUT/garbled.rlog
"$RIVET" -replay $OUT/garbled.rlog < /dev/null > $OUT/err.out 2>&1
rc=$?
[ $rc != 0 ] || bad "garbled log replayed without error"
grep -q "internal error\|Segmentation\|AddressSanitizer" $OUT/err.out && bad "garbled log crashed rivet"
# The world changed under the log (the data file is gone): the replay says
# where it diverged. (Class files are read through the log, so a changed
# class file is replayed as recorded.)
rm -f $OUT/data.txt
expect_error changed-world "diverged" "$RIVET" -replay $OUT/s1.rlog
[ $fail = 0 ] && echo "record/replay: all checks passed"
exit $fail
