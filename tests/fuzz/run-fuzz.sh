#!/bin/sh
# make fuzz: run the libFuzzer target build/fuzz/fuzz_classfile (class-file
# parsing, verification and linking) for FUZZ_TIME seconds (default 300) of
# wall time in one worker, starting from the seed corpus tests/fuzz/corpus.
# New inputs go to build/fuzz/corpus, findings to build/fuzz/artifacts/ (each
# reproduces with: build/fuzz/fuzz_classfile FILE). A worker runs out of memory
# after a while (classes are never unloaded); -fork restarts it.
cd "$(dirname "$0")/../.." || exit 1
FUZZ_TIME=${FUZZ_TIME:-300}
out=build/fuzz
mkdir -p "$out/helper" "$out/corpus" "$out/artifacts"
if [ ! -f "$out/helper/FuzzLink.class" ] || [ tests/fuzz/FuzzLink.java -nt "$out/helper/FuzzLink.class" ]; then
    javac -d "$out/helper" tests/fuzz/FuzzLink.java || exit 1
fi
export RIVET_FUZZ_BOOT=build/runtime:$out/helper
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
exec "$out/fuzz_classfile" -fork=1 -ignore_ooms=1 -rss_limit_mb=3072 -timeout=20 -max_len=65536 \
    -max_total_time="$FUZZ_TIME" -artifact_prefix="$out/artifacts/" "$out/corpus" tests/fuzz/corpus
