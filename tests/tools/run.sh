#!/bin/sh
# Tool tests. For each tests/tools/<tool>/<Name>.java with a <Name>.expect:
# run it under `rivet -tool <tool>` and check that
#   - the findings (extracted from stderr with <tool>/finding.sed) are exactly
#     the lines of <Name>.expect (an empty .expect: the tool must stay quiet);
#   - the exit status is 66 when findings are expected, else the program's;
#   - the -report JSON file lists as many findings;
#   - the program's stdout is HotSpot's (the tool does not change behaviour).
# <Name>.opts, if present, holds extra rivet options (e.g. -seed 3).
# Then every tests/tools/*/test-*.sh script runs (tool-interface tests).
# Ends with "tools: N passed, M failed".
cd "$(dirname "$0")/../.." || exit 1
RIVET=${RIVET:-bin/rivet}
JDK=$(sh scripts/jdk17.sh) || exit 1
JAVA=${JAVA:-$JDK/bin/java}
JAVAC=${JAVAC:-$JDK/bin/javac}
export RIVET JAVA JAVAC
OUT=build/tests/tools
pass=0; fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1: $2"; fail=$((fail + 1)); }

for dir in tests/tools/*/; do
    tool=$(basename "$dir")
    [ -f "$dir/finding.sed" ] || continue
    for src in "$dir"*.java; do
        [ -f "$src" ] || continue
        name=$(basename "$src" .java)
        [ -f "$dir$name.expect" ] || continue
        cls="$OUT/$tool/$name"
        mkdir -p "$cls"
        if [ ! -f "$cls/$name.class" ] || [ "$src" -nt "$cls/$name.class" ]; then
            "$JAVAC" -d "$cls" "$src" 2> "$cls/javac.err" || { bad "$tool/$name" "javac failed"; continue; }
        fi
        opts=$(cat "$dir$name.opts" 2>/dev/null)
        timeout 120 "$RIVET" -tool "$tool" -report "$cls/report.json" $opts -cp "$cls" "$name" \
            > "$cls/rivet.out" 2> "$cls/rivet.err" < /dev/null
        rc=$?
        "$JAVA" -cp "$cls" "$name" > "$cls/java.out" 2>/dev/null < /dev/null
        jrc=$?
        sed -n -f "$dir/finding.sed" "$cls/rivet.err" | sort > "$cls/found"
        sort "$dir$name.expect" | sed '/^$/d' > "$cls/expected"
        nexp=$(wc -l < "$cls/expected")
        if ! cmp -s "$cls/found" "$cls/expected"; then
            bad "$tool/$name" "findings differ"
            diff "$cls/expected" "$cls/found" | sed 's/^/    /' | head -10
            sed 's/^/    | /' "$cls/rivet.err" | head -20
            continue
        fi
        want=$jrc; [ "$nexp" -gt 0 ] && want=66
        [ "$rc" = "$want" ] || { bad "$tool/$name" "exit status $rc, expected $want"; sed 's/^/    | /' "$cls/rivet.err" | head -10; continue; }
        njson=$(grep -o '"finding":' "$cls/report.json" 2>/dev/null | wc -l)
        [ "$njson" = "$nexp" ] || { bad "$tool/$name" "report.json has $njson findings, expected $nexp"; continue; }
        cmp -s "$cls/rivet.out" "$cls/java.out" || { bad "$tool/$name" "stdout differs from HotSpot"; diff "$cls/java.out" "$cls/rivet.out" | head -5 | sed 's/^/    /'; continue; }
        ok "$tool/$name"
    done
done

for t in tests/tools/*/test-*.sh; do
    [ -f "$t" ] || continue
    name=$(basename "$t" .sh)
    # TOOLS_SKIP: scripts run elsewhere (make test runs test-tester in a lane of its own)
    case " ${TOOLS_SKIP:-} " in *" $name "*) continue ;; esac
    # On failure: the script's FAIL lines with what follows each, then its
    # summary, so the failing case is named even when only a part is shown.
    if out=$(sh "$t" 2>&1); then ok "$name"; else
        bad "$name" "script failed"
        echo "$out" | grep -A12 '^FAIL' | head -60 | sed 's/^/    /'
        echo "$out" | tail -3 | sed 's/^/    /'
    fi
done
echo "tools: $pass passed, $fail failed"
[ "$fail" = 0 ]
