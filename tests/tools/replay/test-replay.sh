#!/bin/sh
# Record/replay: a run recorded with -record is replayed by -replay byte for
# byte (output, exit status), under several seeds, with stdin and a file
# whose contents and size change before the replay; programs that use
# sockets, pipes, child processes, selectors and the file system; signals
# that land at arbitrary points; replay works with a tool attached;
# truncated, foreign and mismatched logs and a changed program give clear
# errors.
cd "$(dirname "$0")/../../.." || exit 1
OUT=${TEST_OUT:-build/tests/tools/replay}  # separate runs (ASan) need their own
rm -rf $OUT && mkdir -p $OUT
"$JAVAC" -d $OUT tests/tools/replay/RecordMe.java tests/tools/replay/SignalMe.java 2> $OUT/javac.err || { cat $OUT/javac.err; exit 1; }
fail=0
LIMIT=120; case $RIVET in *asan*) LIMIT=900 ;; esac
bad() { echo "FAIL: $1"; fail=1; }

for seed in 1 2 3; do
    echo "line-$seed" > $OUT/data.txt
    echo "input-$seed" | "$RIVET" -record $OUT/s$seed.rlog -seed $seed -quantum 200 -cp $OUT RecordMe $OUT/data.txt \
        > $OUT/rec$seed.out 2>&1
    echo "LINE-$seed, longer now" > $OUT/data.txt  # contents and size are both inputs
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
# Started with other descriptors open than the recording (a shell's, make's
# jobserver, /usr/bin/time -o): a file the program opens gets another
# number, and the replay still follows (hunt 13 F2: every replay diverged).
echo "line-4" > $OUT/data.txt
(exec 3</dev/null 4</dev/null 5</dev/null 6</dev/null; echo "input-4" | "$RIVET" -record $OUT/s4.rlog -cp $OUT RecordMe $OUT/data.txt \
    > $OUT/rec4.out 2>&1)
"$RIVET" -replay $OUT/s4.rlog < /dev/null > $OUT/rep4.out 2>&1
rc=$?
if [ $rc != 0 ] || ! cmp -s $OUT/rec4.out $OUT/rep4.out; then
    bad "replay with fewer descriptors open than the recording: differs (exit $rc)"
    diff $OUT/rec4.out $OUT/rep4.out | head -5
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

# Programs that talk to the outside world (tests/java): loopback sockets and
# their chosen ports, a thread blocked reading a child's output, selectors,
# child processes and their exit statuses, files and directories, process
# ids; a megabyte written into a child's pipe while another thread drains
# its output (the replay writes what fits and takes the output from the log;
# a blocking write of it all waited for ever). Each replay must match its
# recording.
for n in NetLoopback IoBlockingThreads RuntimeMisc IoNioFiles IoFiles ManagementBeans ProcessPipesThreads; do
    mkdir -p $OUT/$n
    "$JAVAC" -d $OUT/$n tests/java/$n.java 2> $OUT/javac.err || { bad "$n: javac"; continue; }
    # (a replay that hangs must fail the test, not stop the suite)
    timeout -s KILL $LIMIT "$RIVET" -record $OUT/$n.rlog -cp $OUT/$n $n < /dev/null > $OUT/$n.rec 2>&1
    rc1=$?
    timeout -s KILL $LIMIT "$RIVET" -replay $OUT/$n.rlog < /dev/null > $OUT/$n.rep 2>&1
    rc2=$?
    if [ $rc1 != $rc2 ] || ! cmp -s $OUT/$n.rec $OUT/$n.rep; then
        bad "$n: exit $rc1 recorded, $rc2 replayed"
        diff $OUT/$n.rec $OUT/$n.rep | head -5
    fi
done

# Signals: two USR1 and a TERM sent while two threads count.
"$RIVET" -record $OUT/sig.rlog -cp $OUT SignalMe < /dev/null > $OUT/sig.rec 2>&1 &
pid=$!
for i in $(seq 100); do grep -q ready $OUT/sig.rec 2>/dev/null && break; sleep 0.1; done
sleep 0.2; kill -USR1 $pid; sleep 0.3; kill -USR1 $pid; sleep 0.3; kill -TERM $pid
wait $pid
rc1=$?
"$RIVET" -replay $OUT/sig.rlog < /dev/null > $OUT/sig.rep 2>&1
rc2=$?
[ "$(grep -c '^USR1 at' $OUT/sig.rec)" = 2 ] && grep -q '^hook at' $OUT/sig.rec ||
    bad "signals: the recorded run did not see them: $(cat $OUT/sig.rec)"
if [ $rc1 != 143 ] || [ $rc2 != 143 ] || ! cmp -s $OUT/sig.rec $OUT/sig.rep; then
    bad "signals: exit $rc1 recorded, $rc2 replayed (143 expected)"
    diff $OUT/sig.rec $OUT/sig.rep | head -5
fi

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
# A damaged compressed log (its method byte changed): said so (it was "not a
# rivet record log", hunt 9); a directory is named as one.
python3 -c "import sys; b = bytearray(open(sys.argv[1], 'rb').read()); b[2] = 9; open(sys.argv[2], 'wb').write(b)" \
    $OUT/s1.rlog $OUT/flipped.rlog
expect_error flipped "is corrupt (gzip: " "$RIVET" -replay $OUT/flipped.rlog
expect_error directory "is a directory, not a record log" "$RIVET" -replay $OUT
# A tool the log was recorded with, given again: refused, naming it (a
# tester's log under -tool tester said "tool tester owns it").
"$RIVET" -tool eraser -record $OUT/er.rlog -cp $OUT RecordMe $OUT/data.txt < /dev/null > /dev/null 2>&1
expect_error tool-again "recorded with -tool eraser, which the replay runs again" \
    "$RIVET" -tool eraser -replay $OUT/er.rlog
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
