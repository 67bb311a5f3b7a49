#!/usr/bin/env bash
# Whole-process start-up and memory of the release `github-browser`, measured from outside.
#
#   Examples/GitHubBrowser/Scripts/measure-startup.sh [CATALOG] [RUNS]
#
# CATALOG: a catalog database to start on (e.g. the benchmark suite's 100k catalog,
#          $TMPDIR/strata-benchmark-catalog-100000-v2.sqlite, built by
#          `swift package --package-path Benchmarks benchmark --target GitHubBrowser`), or `first-run`
#          for a fresh catalog built from the shipped seed on every run. Default: first-run.
# RUNS:    how many runs (default 11); each uses a fresh user database.
#
# For every run it prints the app's own figures (`--measure-startup`: first screen drawn and
# catalog ready, after main) and /usr/bin/time's wall clock and maximum resident set size of the
# whole process; then the medians. Then, if tmux is installed, it runs the browser on a real
# (tmux) terminal, types a few searches, and reads the process's peak RSS (VmHWM) — start-up plus
# searches. Build first: swift build -c release --package-path Examples --product github-browser
set -euo pipefail

catalog="${1:-first-run}"
runs="${2:-11}"
root="$(cd "$(dirname "$0")/../../.." && pwd)"
browser="$root/Examples/.build/release/github-browser"
[ -x "$browser" ] || { echo "build it first: swift build -c release --package-path Examples --product github-browser" >&2; exit 1; }
work="$(mktemp -d "${TMPDIR:-/tmp}/strata-measure-startup.XXXXXX")"
trap 'rm -rf "$work"' EXIT

median() { sort -n | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

echo "run  first-screen-ms  catalog-ready-ms  process-wall-ms  max-rss-MB"
for run in $(seq 1 "$runs"); do
    directory="$work/run-$run"
    mkdir -p "$directory"
    arguments=(--measure-startup --database "$directory/browser.sqlite")
    if [ "$catalog" != "first-run" ]; then arguments+=(--catalog "$catalog"); fi
    /usr/bin/time -v -o "$directory/time.txt" "$browser" "${arguments[@]}" > "$directory/out.txt"
    first=$(sed -n 's/^first screen drawn \([0-9.]*\) ms.*/\1/p' "$directory/out.txt")
    ready=$(sed -n 's/^catalog ready \([0-9.]*\) ms.*/\1/p' "$directory/out.txt")
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): \(.*\)/\1/p' "$directory/time.txt" | awk -F: '{ print ($(NF-1) * 60 + $NF) * 1000 }')
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): \([0-9]*\)/\1/p' "$directory/time.txt" | awk '{ printf "%.1f", $1 / 1024 }')
    echo "$run  $first  $ready  $wall  $rss" | tee -a "$work/figures.txt"
done
echo "median  $(awk '{ print $2 }' "$work/figures.txt" | median)  $(awk '{ print $3 }' "$work/figures.txt" | median)  $(awk '{ print $4 }' "$work/figures.txt" | median)  $(awk '{ print $5 }' "$work/figures.txt" | median)"

if command -v tmux > /dev/null && [ "$catalog" != "first-run" ]; then
    session="strata-measure-$$"
    tmux new-session -d -s "$session" -x 120 -y 40 "$browser" --catalog "$catalog" --database "$work/interactive.sqlite"
    pid=$(tmux list-panes -t "$session" -F '#{pane_pid}')
    sleep 1
    for query in swift network "parser cache" json maple; do
        tmux send-keys -t "$session" -l "$query"
        sleep 1
        tmux send-keys -t "$session" C-u
        sleep 0.3
    done
    tmux capture-pane -t "$session" -p > "$work/screen.txt"
    peak=$(sed -n 's/^VmHWM:[[:space:]]*\([0-9]*\) kB/\1/p' "/proc/$pid/status")
    tmux kill-session -t "$session"
    echo "interactive: start-up + 5 searches typed (36 keystrokes): peak RSS (VmHWM) $(awk -v k="$peak" 'BEGIN { printf "%.1f", k / 1024 }') MB"
fi
