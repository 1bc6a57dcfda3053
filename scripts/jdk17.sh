#!/bin/sh
# Print the JDK 17 home Rivet and the tests use: JAVA_HOME if it is a JDK 17,
# else the Debian default. The tests run HotSpot from the same JDK as the oracle.
for d in "$JAVA_HOME" /usr/lib/jvm/java-17-openjdk-amd64 /usr/lib/jvm/java-17-openjdk-arm64; do
    [ -n "$d" ] && [ -x "$d/bin/java" ] && grep -q '^JAVA_VERSION="17' "$d/release" 2>/dev/null && { echo "$d"; exit 0; }
done
echo "rivet: no JDK 17 found; install openjdk-17-jdk-headless" >&2
exit 1
