#!/bin/sh
# JNI differential test: build the C library jt.c with cc against the JDK's
# jni.h, run JniTest on HotSpot and on Rivet with -Djava.library.path, and
# compare stdout line by line (each line is one check: a group of JNI
# functions), and stderr (ExceptionDescribe) as a whole. Ends with "jni: N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
JDK=${JAVA_HOME:-$(sh scripts/jdk17.sh)} || exit 1
JAVA=${JAVA:-$JDK/bin/java}
JAVAC=${JAVAC:-$JDK/bin/javac}
RIVET=${RIVET:-build/release/rivet}
CC=${CC:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
if ! $CC -shared -fPIC -O1 -I"$JDK/include" -I"$JDK/include/linux" -o "$tmp/libjt.so" tests/jni/jt.c 2> "$tmp/cc.err"; then
    echo "FAIL building libjt.so"; cat "$tmp/cc.err"
    echo "jni: 0 passed, 1 failed"; exit 1
fi
if ! $JAVAC -d "$tmp" tests/jni/JniTest.java 2> "$tmp/javac.err"; then
    echo "FAIL javac JniTest.java"; cat "$tmp/javac.err"
    echo "jni: 0 passed, 1 failed"; exit 1
fi
"$JAVA" -Xshare:off -Djava.library.path="$tmp" -cp "$tmp" JniTest > "$tmp/expected" 2> "$tmp/expected.err"
hs=$?
timeout 120 "$RIVET" -Djava.library.path="$tmp" -cp "$tmp" JniTest > "$tmp/actual" 2> "$tmp/actual.err"
rv=$?
n=$(wc -l < "$tmp/expected")
i=1
while [ "$i" -le "$n" ]; do
    e=$(sed -n "${i}p" "$tmp/expected"); a=$(sed -n "${i}p" "$tmp/actual")
    if [ "$e" = "$a" ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL line $i"; echo "  expected: $e"; echo "  actual:   $a"
    fi
    i=$((i + 1))
done
if [ "$(wc -l < "$tmp/actual")" -ne "$n" ] || [ "$hs" -ne "$rv" ]; then
    fail=$((fail + 1))
    echo "FAIL run: exit $rv (HotSpot $hs), $(wc -l < "$tmp/actual") lines (HotSpot $n)"
    tail -20 "$tmp/actual.err"
else
    pass=$((pass + 1))
fi
# ExceptionDescribe's output is on stderr.
if grep -q "worker-7" "$tmp/expected.err" && cmp -s "$tmp/expected.err" "$tmp/actual.err"; then
    pass=$((pass + 1))
else
    fail=$((fail + 1))
    echo "FAIL stderr (ExceptionDescribe)"; diff "$tmp/expected.err" "$tmp/actual.err" | head -20
fi
# FatalError: HotSpot's line and the Java stack on stdout, then an abort
# (status 134); it was Rivet's "internal error" with the interpreter's frames.
"$JAVA" -Xshare:off -Djava.library.path="$tmp" -cp "$tmp" JniTest fatal > "$tmp/fatal.expected" 2> /dev/null
hs=$?
timeout 120 "$RIVET" -Djava.library.path="$tmp" -cp "$tmp" JniTest fatal > "$tmp/fatal.actual" 2> /dev/null
rv=$?
if [ "$hs" = 134 ] && [ "$rv" = 134 ] && grep -q "^FATAL ERROR in native method: custom fatal message" "$tmp/fatal.expected" &&
    cmp -s "$tmp/fatal.expected" "$tmp/fatal.actual"; then
    pass=$((pass + 1))
else
    fail=$((fail + 1))
    echo "FAIL FatalError: exit $rv (HotSpot $hs)"; diff "$tmp/fatal.expected" "$tmp/fatal.actual" | head -10
fi
echo "jni: $pass passed, $fail failed"
[ "$fail" = 0 ]
