#!/usr/bin/env bash
# Runs every fuzz target of the module for a bounded amount of work.
#   scripts/fuzz.sh FUZZTIME [extra go test flags...]
# FUZZTIME is what -fuzztime takes: "500x" (executions) or "60s".
# FUZZ_PKGS, if set, are the packages to fuzz (default: every package).
set -euo pipefail
fuzztime=${1:?usage: scripts/fuzz.sh FUZZTIME [go test flags]}
shift
status=0
for pkg in $(go list "$@" ${FUZZ_PKGS:-./...}); do
	targets=$(go test "$@" -list '^Fuzz' "$pkg" | grep '^Fuzz' || true)
	for t in $targets; do
		echo "fuzz $pkg $t ($fuzztime) $*"
		if ! go test "$@" -run='^$' -fuzz="^${t}\$" -fuzztime="$fuzztime" "$pkg" >/tmp/fuzz.$$.log 2>&1; then
			cat /tmp/fuzz.$$.log
			echo "FAIL: fuzz target $t in $pkg"
			status=1
		fi
	done
done
rm -f /tmp/fuzz.$$.log
exit $status
