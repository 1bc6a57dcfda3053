#!/bin/sh
# The sweep's quick subset (README.md), for make test through tests/tools/run.sh:
# the programs where the sweep found a tool or VM bug, and a few of each kind.
# The full sweep: bash tests/tools/sweep/sweep.sh (about 10 minutes).
cd "$(dirname "$0")" || exit 1
exec bash ./sweep.sh -j1 \
    Hello ThreadsBasic ProducerConsumer ConcurrentExecutors ConcurrentFutures ConcurrentLocks \
    UncaughtThread ExitFromThread MainArgs StdinReader ProcessPipesThreads GcOomRecover GcOomUncaught ThreadDeadlocksMx ThreadStopSuspend
