#!/bin/sh
# The java.util.concurrent lock events (tests/tools/rti/RtiLocks.java) are the
# same whether the plain interpreter loop raises them (a tool listening to
# them alone runs it) or the instrumented one (with field events too). A
# lock is named by its synchroniser (a ReentrantLock's Sync, as a
# ReentrantReadWriteLock's), which is also what a Condition knows: its
# await gives back every hold (two here) and takes them back before it
# returns, by an interrupt too (RTI 1.17).
set -e
cd "$(dirname "$0")/../../.."
OUT=build/tests/tools/rti
mkdir -p $OUT
cc -shared -fPIC -Wall -Werror -I rti/include -o $OUT/locktool.so tests/tools/rti/locktool.c
"$JAVAC" -d $OUT tests/tools/rti/RtiLocks.java
cat > $OUT/locks.expect <<'EXPECT'
try true
t try false
interrupted
2
acquire main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #0
acquire main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #1
release main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #2
release main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #3
acquire main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #4
release main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #5
acquire main java/util/concurrent/locks/ReentrantReadWriteLock$NonfairSync 1 #6
release main java/util/concurrent/locks/ReentrantReadWriteLock$NonfairSync 1 #7
acquire main java/util/concurrent/locks/ReentrantReadWriteLock$NonfairSync 0 #8
acquire main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #9
release main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #10
release main java/util/concurrent/locks/ReentrantReadWriteLock$NonfairSync 0 #11
acquire T java/util/concurrent/locks/ReentrantReadWriteLock$NonfairSync 1 #12
release T java/util/concurrent/locks/ReentrantReadWriteLock$NonfairSync 1 #13
acquire main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #14
release main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #15
acquire main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #16
acquire main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #17
release main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #18
release main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #19
acquire S java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #20
release S java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #21
acquire main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #22
acquire main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #23
release main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #24
release main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #25
acquire main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #26
release main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #27
acquire main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #28
release main java/util/concurrent/locks/ReentrantLock$NonfairSync 0 #29
EXPECT
for opt in "" ":fields"; do
    "$RIVET" -tool ./$OUT/locktool.so$opt -cp $OUT RtiLocks > $OUT/locks.out
    diff $OUT/locks.expect $OUT/locks.out
done
