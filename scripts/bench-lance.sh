#!/usr/bin/env bash
# make bench-lance: stablerow beside real Lance (@lancedb/lancedb, pinned in
# benchmarks/lance/package-lock.json) on tables Lance writes itself with
# stable row ids, each measurement in a fresh process, Lance and ours
# alternated round after round; prints the medians and keeps them in
# benchmarks/results/latest/lance-side.txt (ignored by git).
#   scripts/bench-lance.sh          # N = 1e6 and 1e7, 15 rounds
#   scripts/bench-lance.sh quick    # N = 1e6, 3 rounds
# ROUNDS overrides the rounds; LANCE_BENCH_DATA where the tables go
# (benchmarks/lance/data/ by default, ~420 MB for 1e7; kept between runs and
# rewritten when write.mjs changes); PROFILE=1 also writes a CPU profile of
# our open + checkout + index on the largest table.
set -euo pipefail
mode=${1:-full}
case "$mode" in
full)  sizes=(1000000 10000000); rounds=${ROUNDS:-15} ;;
quick) sizes=(1000000);          rounds=${ROUNDS:-3} ;;
*) echo "usage: $0 [full|quick]" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/../benchmarks"
for tool in node npm; do
	command -v "$tool" >/dev/null || { echo "make bench-lance needs Node.js (20 or newer) and npm: apt-get install -y nodejs npm"; exit 2; }
done
# npm install, not npm ci: the lock pins every version, but npm ci refuses a
# lock without entries for lancedb's optional native packages of the other
# platforms, and the registry 404s five of the seven for 0.39.0.
if [ ! -f lance/node_modules/.package-lock.json ] || [ lance/package-lock.json -nt lance/node_modules/.package-lock.json ]; then
	(cd lance && npm install --no-audit --no-fund)
fi
data=${LANCE_BENCH_DATA:-lance/data}
tables=()
for n in "${sizes[@]}"; do
	if [ ! -f "$data/n$n/c.ids" ] || [ lance/write.mjs -nt "$data/n$n/c.ids" ]; then
		echo "writing the N=$n tables with Lance into $data/n$n..."
		node lance/write.mjs "$data" "$n"
	fi
	tables+=("$data/n$n/a.lance" "$data/n$n/b.lance" "$data/n$n/c.lance")
done
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/lanceside" ./cmd/lanceside
out=results/latest
mkdir -p "$out"
raw=$out/lance-side.txt
commit=$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- .. || echo "+dirty")
{
	echo "# stablerow make bench-lance ($mode, $rounds rounds), $(date -u +%Y-%m-%dT%H:%M:%SZ), commit $commit"
	echo "# $(go version); node $(node --version); @lancedb/lancedb $(node -p 'require("./lance/node_modules/@lancedb/lancedb/package.json").version')"
	echo "# $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //'), $(nproc) cores"
	echo "# load before: $(uptime | sed 's/.*load average/load average/')"
} >"$raw"
"$bin/lanceside" run -rounds "$rounds" -node lance "${tables[@]}" | tee -a "$raw"
echo "# load after: $(uptime | sed 's/.*load average/load average/')" >>"$raw"
if [ "${PROFILE:-0}" = 1 ]; then
	last=${tables[-1]}
	"$bin/lanceside" one -loops 50 -cpuprofile "$out/lance-side-cpu.pprof" "$last" "${last%.lance}.ids" >/dev/null
	go tool pprof -top -nodecount=30 "$bin/lanceside" "$out/lance-side-cpu.pprof" >"$out/lance-side-cpu.txt" 2>&1
	echo "CPU profile of 50 x open + checkout + index on $last: $out/lance-side-cpu.txt"
fi
echo
echo "raw results: benchmarks/$raw"
