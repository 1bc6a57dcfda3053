#!/bin/sh
# A labelled race suite for `rivet -tool predict` (and `-tool eraser`, for
# comparison): an evaluation, not a pass/fail test (not part of `make test`).
#
# Each tests/tools/predict/labelled/<Name>.java starts with its label: one
# line `// race: VARIABLE` per racy variable (named as the tools print it:
# Class.field, Class.arr[i]; a JDK collection held in a field is named by
# that field, and matches the tools' "java.util.X.f of Class.field"), or
# `// race-free`. Verdicts:
#   racy program:  hit (every labelled variable reported), partial (some),
#                  miss (none); "+extra" when an unlabelled variable is
#                  reported too;
#   race-free:     ok (no data race reported) or false alarm.
# Only data-race findings count; the other findings (atomicity violation,
# null dereference) are listed in the notes. Any other exit status than 0
# or 66, or a time-out, is noted as an error.
#
# Usage: sh tests/tools/predict/labelled/run.sh [NAME...]
# Output under build/tests/tools/predict/labelled/<Name>/.
cd "$(dirname "$0")/../../../.." || exit 1
JDK=$(sh scripts/jdk17.sh) || exit 1
RIVET=${RIVET:-bin/rivet}
JAVAC=${JAVAC:-$JDK/bin/javac}
SRC=tests/tools/predict/labelled
OUT=build/tests/tools/predict/labelled
CLS=$OUT/classes
TIMEOUT=${TIMEOUT:-300}

[ -x "$RIVET" ] || { echo "labelled: no $RIVET (run make)"; exit 1; }
mkdir -p "$CLS"
"$JAVAC" -d "$CLS" $SRC/*.java 2> "$OUT/javac.err" || { cat "$OUT/javac.err"; echo "labelled: javac failed"; exit 1; }

names=$*
[ -n "$names" ] || names=$(ls $SRC/*.java | sed 's|.*/||; s|\.java$||')

# races TOOLNAME FILE: the variables of the data races reported, one a line.
races() { sed -n "s/^==== $1: data race on //p" "$2" | sort -u; }
# matches LABEL VARS: is LABEL among the reported variables?
has() { printf '%s\n' "$2" | grep -qxF "$1" || printf '%s\n' "$2" | grep -qF " of $1" ; }

# verdict LABELS VARS: prints the verdict (run in a subshell).
verdict() {
    labels=$1 vars=$2
    if [ "$labels" = "race-free" ]; then
        if [ -n "$vars" ]; then echo "false alarm"; else echo "ok"; fi
        return
    fi
    nl=0; nh=0
    for l in $labels; do
        nl=$((nl + 1))
        has "$l" "$vars" && nh=$((nh + 1))
    done
    extra=""
    printf '%s\n' "$vars" | while IFS= read -r v; do
        [ -n "$v" ] || continue
        ok=0
        for l in $labels; do
            [ "$v" = "$l" ] && ok=1
            case "$v" in *" of $l") ok=1 ;; esac
        done
        [ $ok = 1 ] || echo x
    done > "$OUT/.extra"
    [ -s "$OUT/.extra" ] && extra=" +extra"
    if [ $nh = $nl ]; then echo "hit$extra"
    elif [ $nh -gt 0 ]; then echo "partial$extra"
    else echo "miss$extra"; fi
}

row() { printf '%-22s | %-34s | %-50s | %-14s | %-40s | %s\n' "$@"; }
row program label predict verdict eraser verdict
row ---------------------- ---------------------------------- \
    -------------------------------------------------- -------------- \
    ---------------------------------------- --------------
p_racy=0; p_flag=0; p_full=0; p_free=0; p_fa=0
e_flag=0; e_fa=0
notes=$OUT/notes.txt; : > "$notes"
for name in $names; do
    d=$OUT/$name
    rm -rf "$d"; mkdir -p "$d"
    labels=$(sed -n 's|^// race: *||p' "$SRC/$name.java" | tr '\n' ' ' | sed 's/ $//')
    grep -q '^// race-free' "$SRC/$name.java" && labels=race-free
    [ -n "$labels" ] || { echo "$name: no label"; continue; }

    t0=$(date +%s)
    timeout -s KILL $TIMEOUT "$RIVET" -tool "predict:out=$d/logs" -report "$d/predict.json" \
        -cp "$CLS" "$name" > "$d/predict.out" 2> "$d/predict.err" < /dev/null
    prc=$?
    t1=$(date +%s)
    timeout -s KILL $TIMEOUT "$RIVET" -tool eraser -cp "$CLS" "$name" \
        > "$d/eraser.out" 2> "$d/eraser.err" < /dev/null
    erc=$?

    pvars=$(races Predict "$d/predict.err")
    evars=$(races Eraser "$d/eraser.err")
    pv=$(verdict "$labels" "$pvars")
    ev=$(verdict "$labels" "$evars")
    pk=$(echo "$pv" | sed 's/ +extra//; s/false alarm/fa/')
    ek=$(echo "$ev" | sed 's/ +extra//; s/false alarm/fa/')

    if [ "$labels" = "race-free" ]; then
        p_free=$((p_free + 1))
        [ "$pk" = fa ] && p_fa=$((p_fa + 1))
        [ "$ek" = fa ] && e_fa=$((e_fa + 1))
    else
        p_racy=$((p_racy + 1))
        case $pk in hit) p_flag=$((p_flag + 1)); p_full=$((p_full + 1)) ;; partial) p_flag=$((p_flag + 1)) ;; esac
        case $ek in hit|partial) e_flag=$((e_flag + 1)) ;; esac
    fi
    other=$(sed -n 's/^==== Predict: //p' "$d/predict.err" | grep -v '^data race on ' | sort -u | tr '\n' ';' | sed 's/;$//')
    [ -n "$other" ] && echo "$name: predict also: $other" >> "$notes"
    case $prc in 0|66) ;; 137) echo "$name: predict timed out (${TIMEOUT}s)" >> "$notes" ;;
        *) echo "$name: predict exit status $prc: $(grep -v '^\s' "$d/predict.err" | grep -iE 'error|exception|panic|assert' | head -2 | tr '\n' ' ')" >> "$notes" ;; esac
    case $erc in 0|66) ;; *) echo "$name: eraser exit status $erc" >> "$notes" ;; esac
    pshow=$(printf '%s' "$pvars" | tr '\n' ',' | sed 's/,/, /g'); [ -n "$pshow" ] || pshow=-
    eshow=$(printf '%s' "$evars" | tr '\n' ',' | sed 's/,/, /g'); [ -n "$eshow" ] || eshow=-
    row "$name" "$labels" "$pshow" "$pv" "$eshow" "$ev"
    echo "$name predict $((t1 - t0))s" >> "$OUT/times.txt"
done
echo
if [ -s "$notes" ]; then echo "notes:"; sed 's/^/  /' "$notes"; echo; fi
echo "predict: $p_flag of $p_racy racy flagged ($p_full with every labelled variable), $p_fa false alarms on $p_free race-free"
echo "eraser: $e_flag of $p_racy racy flagged, $e_fa false alarms on $p_free race-free"
