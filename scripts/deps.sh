#!/bin/sh
# Check the Debian packages Rivet needs; install the missing ones when run as
# root, otherwise say exactly what to install. Used by `make test` (with the
# argument "test": also the libraries of tests/real) and `make demo`.
set -e
PKGS="build-essential pkg-config libffi-dev zlib1g-dev libz3-dev openjdk-17-jdk-headless"
# The libraries the real-program suite runs (tests/real), and the locale
# definitions the launcher tests compile (locales), for `make test`:
# installed like the others when run as root; otherwise only a warning (the
# suites then skip what is missing and say so).
TEST_PKGS="junit4 libguava-java libh2-java libjackson2-databind-java clojure locales"
if [ "$1" = test ]; then
    if [ "$(id -u)" = 0 ]; then
        PKGS="$PKGS $TEST_PKGS"
    else
        for p in $TEST_PKGS; do
            dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
                echo "rivet: the tests skip what needs $p (sudo apt-get install $p)" >&2
        done
    fi
fi
missing=""
for p in $PKGS; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then
    echo "rivet: installing missing packages:$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq $missing
else
    echo "rivet: missing Debian packages:$missing" >&2
    echo "rivet: install them with: sudo apt-get install$missing" >&2
    exit 1
fi
