#!/bin/sh
# `make install` into a temporary prefix, then build the sample tool out of
# tree with pkg-config (whose version is the RTI's) and run it with the
# installed rivet.
set -e
cd "$(dirname "$0")/../../.."
PREFIX=$(mktemp -d)
trap 'rm -rf "$PREFIX"' EXIT
make --no-print-directory install PREFIX="$PREFIX" > /dev/null
export PKG_CONFIG_PATH="$PREFIX/lib/pkgconfig"
CFLAGS=$(pkg-config --cflags rivet-rti)
# The version pkg-config gives is the header's.
major=$(sed -n 's/^#define RTI_VERSION_MAJOR //p' rti/include/rti.h)
minor=$(sed -n 's/^#define RTI_VERSION_MINOR //p' rti/include/rti.h)
[ "$(pkg-config --modversion rivet-rti)" = "$major.$minor" ]
cc -shared -fPIC -Wall -Werror $CFLAGS -o "$PREFIX/evcount.so" samples/tools/evcount.c
OUT=build/tests/tools/rti
mkdir -p $OUT
"$JAVAC" -d $OUT tests/tools/eraser/OkWaitNotify.java
"$PREFIX/bin/rivet" -tool "$PREFIX/evcount.so" -cp $OUT OkWaitNotify > $OUT/install.out 2> $OUT/install.err
grep -q "^2550$" $OUT/install.out
grep -q "^evcount: Thread-0" $OUT/install.err
