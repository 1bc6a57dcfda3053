#!/bin/sh
# Checkpoints. ckpttool.so (built out of tree, only -I rti/include) takes
# checkpoints while a program runs, returns to them (several live at once,
# returns to the newest and to older ones, repeated returns) and discards
# them. The VM is deterministic, so the program must end with exactly the
# output and exit status of a plain run. RIVET_CKPT_VERIFY=1 makes the VM also
# compare, at every return, each object that existed at the checkpoint with a
# byte copy taken then: a write that escaped the barrier fails the run.
# Programs: CkptWorkload (objects, arrays, statics, strings, identity hashes,
# late class initialisation, threads in monitors and waits, deep recursion)
# with several spacings, a corpus of tests/java programs (stdin included;
# XmlDomSax: modules defined again after a return to a checkpoint of boot),
# CkptFiles and the file programs of tests/java (files, directories and
# attributes changed after a checkpoint are put back; CkptFilesFuzz, random
# operations), and CkptHeapLimit
# near -Xmx (what only checkpoints hold is not the program's).
cd "$(dirname "$0")/../../.." || exit 1
OUT=${TEST_OUT:-build/tests/tools/ckpt}  # separate runs (ASan) need their own
mkdir -p $OUT
cc -shared -fPIC -Wall -Werror -I rti/include -o $OUT/ckpttool.so tests/tools/ckpt/ckpttool.c || exit 1
"$JAVAC" -d $OUT tests/tools/ckpt/CkptWorkload.java tests/tools/ckpt/CkptStdin.java \
    tests/tools/ckpt/CkptHeapLimit.java tests/tools/ckpt/CkptFiles.java tests/tools/ckpt/CkptFilesFuzz.java tests/tools/ckpt/CkptPipes.java \
    tests/tools/ckpt/CkptExceptions.java || exit 1
fail=0
# Time limits; the sanitizer build runs about ten times slower, and verified
# returns (RIVET_CKPT_VERIFY) compare every object: CkptStdin took over 300 s
# under ASan on a loaded machine.
T_PLAIN=120 T_CKPT=300
case $RIVET in *asan*) T_PLAIN=1200 T_CKPT=3000 ;; esac

# run NAME CLASSPATH CLASS INPUT OPTIONS (PIPE=1: the input comes through a pipe;
# XOPTS: more VM options for both runs)
run() {
    if [ "${PIPE:-0}" = 1 ]; then
        cat "$4" | timeout -s KILL $T_PLAIN "$RIVET" -ea $XOPTS -cp "$2" "$3" > $OUT/plain.out 2> $OUT/plain.err
        rc1=$?
        cat "$4" | RIVET_CKPT_VERIFY=1 timeout -s KILL $T_CKPT "$RIVET" -ea $XOPTS -tool ./$OUT/ckpttool.so:"$5" -cp "$2" "$3" \
            > $OUT/ckpt.out 2> $OUT/ckpt.err
        rc2=$?
    else
        timeout -s KILL $T_PLAIN "$RIVET" -ea $XOPTS -cp "$2" "$3" < "$4" > $OUT/plain.out 2> $OUT/plain.err
        rc1=$?
        RIVET_CKPT_VERIFY=1 timeout -s KILL $T_CKPT "$RIVET" -ea $XOPTS -tool ./$OUT/ckpttool.so:"$5" -cp "$2" "$3" \
            < "$4" > $OUT/ckpt.out 2> $OUT/ckpt.err
        rc2=$?
    fi
    stats=$(grep '^ckpttool:' $OUT/ckpt.err)
    if [ $rc1 != $rc2 ] || ! cmp -s $OUT/plain.out $OUT/ckpt.out; then
        echo "FAIL $1 ($5): exit $rc1 plain, $rc2 with checkpoints"
        diff $OUT/plain.out $OUT/ckpt.out | head -5
        grep -v '^ckpttool:' $OUT/ckpt.err | head -5
        fail=1
    elif ! echo "$stats" | grep -q 'returned [1-9]'; then
        echo "FAIL $1 ($5): no return to a checkpoint happened: $stats"
        fail=1
    else
        echo "ok $1 ($5): $stats"
    fi
}

for o in every=3000,back=7000 every=700,back=1500,times=2 every=40000,back=20000,times=3; do
    run CkptWorkload $OUT CkptWorkload /dev/null $o
done
for n in ThreadsBasic ThreadsSync ProducerConsumer InitOrder StaticInitFail UncaughtStaticInit StringIntern \
         Exceptions StackOverflow Recursion Lambdas Records CollectionsMaps ConcurrentLocks ConcurrentExecutors \
         StdinReader ShutdownHooks ExitFromThread XmlDomSax; do
    mkdir -p $OUT/corpus/$n
    "$JAVAC" -d $OUT/corpus/$n tests/java/$n.java 2> $OUT/javac.err || { echo "FAIL $n: javac"; fail=1; continue; }
    in=/dev/null
    [ -f tests/java/$n.in ] && in=tests/java/$n.in
    run $n $OUT/corpus/$n $n $in every=20000,back=45000
done
# Checkpoints inside the programs' own code (counting from main), dense. A
# request made while an upcall from C that a checkpoint cannot cover runs
# (reflection, method-handle linking) waits a few yield points and is tried
# again; class loading through the application class loader can be covered,
# so short programs get checkpoints too. IoByteBuffer: direct buffers (native
# memory written through Unsafe).
run CkptWorkload $OUT CkptWorkload /dev/null main,every=500,back=1200,times=2
for n in ThreadsBasic ThreadsSync StringIntern StackOverflow Recursion Records CollectionsMaps ConcurrentLocks \
         StdinReader; do
    in=/dev/null
    [ -f tests/java/$n.in ] && in=tests/java/$n.in
    run $n $OUT/corpus/$n $n $in main,every=1500,back=3500,times=2
done
# Class initialisation reached from natives (reflection's Method.invoke): the
# native holds memory, so no checkpoint may fall inside that <clinit>.
mkdir -p $OUT/corpus/ManagementBeans
if "$JAVAC" -d $OUT/corpus/ManagementBeans tests/java/ManagementBeans.java 2> $OUT/javac.err; then
    run ManagementBeans $OUT/corpus/ManagementBeans ManagementBeans /dev/null every=5000,back=12000
else
    echo "FAIL ManagementBeans: javac"; fail=1
fi
# Standard input through a pipe: journaled, read again after a return.
PIPE=1 run CkptStdin $OUT CkptStdin tests/java/StdinReader.in main,every=40,back=90,times=2
for n in ProducerConsumer InitOrder StaticInitFail Exceptions Lambdas ConcurrentExecutors ExitFromThread IoByteBuffer; do
    mkdir -p $OUT/corpus/$n
    "$JAVAC" -d $OUT/corpus/$n tests/java/$n.java 2> $OUT/javac.err || { echo "FAIL $n: javac"; fail=1; continue; }
    run $n $OUT/corpus/$n $n /dev/null main,every=600,back=1400,times=2
done
# Files changed while checkpoints are live come back as they were
# (vm/fsundo.c): CkptFiles (every kind of change, sparse to dense), and the
# tests/java programs that work with files (directory streams open across a
# return, a directory deleted and made again, the mount table, attributes).
for o in every=3000,back=7000 main,every=600,back=1400,times=2 main,every=100,back=250 main,every=37,back=80,times=2; do
    run CkptFiles $OUT CkptFiles /dev/null $o
done
for o in main,every=400,back=900 main,every=1300,back=3000,times=2; do  # (each take verified: 40 s at every=200)
    run CkptFilesFuzz $OUT CkptFilesFuzz /dev/null $o
done
for n in IoFiles IoNioFiles IoFilesMore IoFileAttrsSecure IoChannelsZip IoZip; do
    mkdir -p $OUT/corpus/$n
    "$JAVAC" -d $OUT/corpus/$n tests/java/$n.java 2> $OUT/javac.err || { echo "FAIL $n: javac"; fail=1; continue; }
    o=main,every=600,back=1400,times=2
    [ $n = IoFilesMore ] && o=main,every=3000,back=7000  # a long run: 30,000 verified takes
    run $n $OUT/corpus/$n $n /dev/null $o
done
# Pipes the program holds both ends of get back the bytes they held, closed
# ends included, and a selector's wake-up its count (vm/vmio.c).
for o in main,every=100,back=250 main,every=230,back=500,times=2 main,every=600,back=1400,times=2; do
    run CkptPipes $OUT CkptPipes /dev/null $o
done
# Other spacings: a return between a native's output into native memory and
# the program's read of it (an extended attribute's value read into a native
# buffer, then overwritten by a later read: "Value of user.DOSATTRIB is
# invalid" at every=580 only, and in CI, where the environment moves the
# counts, at every=600).
for o in main,every=580,back=1400,times=2 main,every=170,back=330,times=2 main,every=1100,back=2300,times=2; do
    run IoFileAttrsSecure $OUT/corpus/IoFileAttrsSecure IoFileAttrsSecure /dev/null $o
done
# Exceptions built by the VM and its natives (an upcall to the constructor),
# thousands, with a checkpoint every 23 units: returns into the middle of
# their construction.
run CkptExceptions $OUT CkptExceptions /dev/null main,every=23,back=50
# Near the heap limit: the undo logs keep arrays the program dropped, and
# soft referents are not cleared while a checkpoint is live. The program must
# still have the -Xmx12m it has in a plain run (vm/heap.c charges only what
# the program's own roots reach), with checkpoints from a test tool and under
# the tester (which used to report OutOfMemoryErrors that did not reproduce).
for o in every=3000,back=7000 main,every=500,back=1200,times=2; do
    XOPTS=-Xmx12m run CkptHeapLimit $OUT CkptHeapLimit /dev/null $o
done
timeout -s KILL $T_CKPT "$RIVET" -Xmx12m -ea -tool tester:maxSchedules=60,sample=0 -cp $OUT CkptHeapLimit \
    > $OUT/tester.out 2> $OUT/tester.err  # 3: the limit was reached, nothing found
if [ $? = 3 ] && grep -q " 0 failures" $OUT/tester.err && ! grep -q OutOfMemoryError $OUT/tester.err; then
    echo "ok CkptHeapLimit (tester, -Xmx12m)"
else
    echo "FAIL CkptHeapLimit (tester, -Xmx12m)"; grep -v '^tester: [0-9]* schedules' $OUT/tester.err | head -5
    fail=1
fi
exit $fail
