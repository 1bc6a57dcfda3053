#!/usr/bin/env bash
# Sweep of Math.exp, log, log10, pow, sin, cos and tan: N inputs per function
# (default 1000000) on HotSpot and on Rivet, compared bit for bit.
#
#   tests/math/sweep.sh [N] [FUNC...]
#
# Environment: RIVET (default bin/rivet, relative to the repository root),
# JAVA (default java), JAVAC (default javac). Prints one line per function
# (inputs, agreements, rate) and up to five mismatches each; exits 1 if any
# result differs. See tests/math/README.md.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"
n=1000000
case ${1:-} in ''|*[!0-9]*) ;; *) n=$1; shift ;; esac
funcs=${*:-exp log log10 pow sin cos tan}
RIVET=${RIVET:-bin/rivet}
JAVA=${JAVA:-java}
JAVAC=${JAVAC:-javac}
out=build/tests/math
mkdir -p "$out"
"$JAVAC" -d "$out" "$here/Sweep.java"
status=0
for f in $funcs; do
    "$JAVA" -cp "$out" Sweep run "$f" "$n" "$out/$f.java.bin"
    "$RIVET" -cp "$out" Sweep run "$f" "$n" "$out/$f.rivet.bin"
    "$JAVA" -cp "$out" Sweep compare "$f" "$n" "$out/$f.java.bin" "$out/$f.rivet.bin" | tee "$out/$f.txt"
    grep -q ' 100.000000%$' "$out/$f.txt" || status=1
done
exit $status
