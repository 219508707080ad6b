#!/usr/bin/env bash
# Runs make targets one after another, saying what each is and how long it
# took, and stops at the first that fails:
#   scripts/stages.sh LABEL TARGET...
# Each stage is "make TARGET"; MAKE is the make to run (make sets it).
set -uo pipefail
label=${1:?usage: scripts/stages.sh LABEL TARGET...}
shift
make=${MAKE:-make}
n=$#
i=0
start=$SECONDS
fmt() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }
for t in "$@"; do
	i=$((i + 1))
	echo "==> [$i/$n] $t (started $(date -u +%H:%M:%S) UTC)"
	t0=$SECONDS
	if ! "$make" --no-print-directory "$t"; then
		echo "==> FAIL: $t after $(fmt $((SECONDS - t0))); make $label stopped at stage $i of $n ($(fmt $((SECONDS - start))) in all)"
		exit 1
	fi
	echo "==> [$i/$n] $t: ok in $(fmt $((SECONDS - t0))) ($(fmt $((SECONDS - start))) so far)"
done
echo "make $label: all $n stages passed in $(fmt $((SECONDS - start)))"
