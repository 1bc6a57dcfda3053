#!/bin/sh
# The java.util.concurrent lock events (tests/tools/rti/RtiLocks.java) are the
# same whether the plain interpreter loop raises them (a tool listening to
# them alone runs it) or the instrumented one (with field events too).
set -e
cd "$(dirname "$0")/../../.."
OUT=build/tests/tools/rti
mkdir -p $OUT
cc -shared -fPIC -Wall -Werror -I rti/include -o $OUT/locktool.so tests/tools/rti/locktool.c
"$JAVAC" -d $OUT tests/tools/rti/RtiLocks.java
cat > $OUT/locks.expect <<'EXPECT'
try true
t try false
2
acquire main java/util/concurrent/locks/ReentrantLock 0 #0
acquire main java/util/concurrent/locks/ReentrantLock 0 #1
release main java/util/concurrent/locks/ReentrantLock 0 #2
release main java/util/concurrent/locks/ReentrantLock 0 #3
acquire main java/util/concurrent/locks/ReentrantLock 0 #4
release main java/util/concurrent/locks/ReentrantLock 0 #5
acquire main java/util/concurrent/locks/ReentrantReadWriteLock$NonfairSync 1 #6
release main java/util/concurrent/locks/ReentrantReadWriteLock$NonfairSync 1 #7
acquire main java/util/concurrent/locks/ReentrantReadWriteLock$NonfairSync 0 #8
acquire main java/util/concurrent/locks/ReentrantLock 0 #9
release main java/util/concurrent/locks/ReentrantLock 0 #10
release main java/util/concurrent/locks/ReentrantReadWriteLock$NonfairSync 0 #11
acquire T java/util/concurrent/locks/ReentrantReadWriteLock$NonfairSync 1 #12
release T java/util/concurrent/locks/ReentrantReadWriteLock$NonfairSync 1 #13
acquire main java/util/concurrent/locks/ReentrantLock 0 #14
release main java/util/concurrent/locks/ReentrantLock 0 #15
EXPECT
for opt in "" ":fields"; do
    "$RIVET" -tool ./$OUT/locktool.so$opt -cp $OUT RtiLocks > $OUT/locks.out
    diff $OUT/locks.expect $OUT/locks.out
done
