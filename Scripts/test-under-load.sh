#!/usr/bin/env bash
# Runs Scripts/test.sh several times in a row with every core kept busy by another process (a `yes`
# loop per core), as on a CI machine or a laptop that is doing something else: a test that waits for
# a moment that usually comes, instead of for what the code guarantees, fails here. Prints each
# run's time and result, and exits non-zero if any run failed. Build first (`.ci/run`, or the two
# `swift build --build-tests` of Scripts/test.sh's header), or the first run's build is timed too.
#
#   Scripts/test-under-load.sh            # three runs
#   Scripts/test-under-load.sh 5 --filter Account    # five runs; the rest goes to Scripts/test.sh
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
shift || true
loads=()
stop_loads() { for pid in "${loads[@]}"; do kill "$pid" 2>/dev/null; done; }
trap stop_loads EXIT
for _ in $(seq "$(nproc)"); do
    yes >/dev/null &
    loads+=($!)
done
echo "test-under-load: ${#loads[@]} busy loops (one per core), $runs runs of Scripts/test.sh $*"
failed=0
for run in $(seq "$runs"); do
    log=$(mktemp)
    started=$SECONDS
    if Scripts/test.sh "$@" >"$log" 2>&1; then result=passed; else result=FAILED; failed=$((failed + 1)); fi
    summary=$(grep -E "^(✔|✘|━) Test run with" "$log" | tr '\n' ' ')
    echo "run $run: $result in $((SECONDS - started)) s — $summary"
    if [ "$result" = FAILED ]; then
        grep -E "^✘ Test .*(recorded an issue|failed)" "$log" | head -n 20
        echo "(whole log: $log)"
    else
        rm -f "$log"
    fi
done
echo "test-under-load: $((runs - failed)) of $runs runs passed"
exit $((failed > 0))
