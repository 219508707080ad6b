#!/usr/bin/env bash
# The main job: run the headline benchmarks of benchmarks/ against the naive
# baselines and the peers, interleaved round by round so that ratios hold on
# a noisy machine, keep the raw output in benchmarks/results/latest/ (ignored
# by git; benchstat reads it; `make bench-record` copies it into the tracked
# benchmarks/results/), and print one summary table.
#   scripts/bench.sh short   # make bench: a few minutes
#   scripts/bench.sh full    # make bench-full: the long version
set -euo pipefail
mode=${1:-short}
cd "$(dirname "$0")/../benchmarks"
case "$mode" in
short) rounds=${ROUNDS:-3}; benchtime=${BENCHTIME:-100ms}; flags=(-test.short) ;;
full)  rounds=${ROUNDS:-5}; benchtime=${BENCHTIME:-1s};    flags=(); export STABLEROW_BENCH_1E8=${STABLEROW_BENCH_1E8-1} ;;
*) echo "usage: $0 short|full" >&2; exit 2 ;;
esac
out=results/latest
mkdir -p "$out"
bin=$(mktemp -d)/benchmarks.test
trap 'rm -rf "$(dirname "$bin")"' EXIT
echo "building the benchmarks..."
go test -c -o "$bin" .
raw=$out/$mode.txt
stamp=$(date -u +%Y-%m-%dT%H:%M:%SZ)
{
	echo "# stablerow make bench ($mode), $stamp"
	echo "# $(go version); $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //')"
} >"$raw"
benches=$("$bin" -test.list '^Benchmark' | grep '^Benchmark')
# short: every round runs each benchmark in a fresh process, round after
# round, so a slow spell of the machine spreads over all of them. full: the
# big workloads take minutes to build (1e8 rows), so each benchmark runs
# once with -count=rounds; ratios still come from runs side by side, as
# every benchmark alternates ours/naive/peer per workload.
per=$rounds count=1
if [ "$mode" = full ]; then per=1 count=$rounds; fi
total=$(($(echo "$benches" | wc -l) * per))
i=0
for r in $(seq 1 "$per"); do
	for b in $benches; do
		i=$((i + 1))
		printf '[%d/%d] round %d/%d %s (%s)\n' "$i" "$total" "$r" "$per" "$b" "$(date -u +%H:%M:%S)" >&2
		"$bin" -test.run='^$' -test.bench="^${b}\$" -test.benchtime="$benchtime" -test.count="$count" \
			-test.benchmem "${flags[@]}" | grep -E '^(Benchmark|goos|goarch|pkg|cpu)' >>"$raw"
	done
done
echo
echo "raw results: benchmarks/$raw (benchstat reads them; make bench-record copies them into benchmarks/results/)"
go run ./cmd/benchsummary "$raw"
