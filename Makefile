# stablerow: the two commands a user runs are `make bench` and `make test`.
SHELL := /bin/bash
GO ?= go
QEMU ?= qemu-aarch64-static
# A big-endian host, for the byte-order paths (same Debian package).
QEMU_BE ?= qemu-s390x-static
# The S3-compatible server the object-store tests start on 127.0.0.1.
VERSITYGW_VERSION := v1.8.0
VERSITYGW ?= $(shell command -v versitygw || echo $$($(GO) env GOPATH)/bin/versitygw)
FUZZTIME_SHORT ?= 300x
FUZZTIME_LONG ?= 2m
BENCHSTAT ?= $(shell command -v benchstat || echo $$($(GO) env GOPATH)/bin/benchstat)
BENCHSTAT_VERSION := v0.0.0-20260908200009-22c9c6c9d4da
PKGS := ./...
# The public-API benchmarks that benchcmp runs with and without assembly.
BENCHCMP ?= ^Benchmark(Decode|Get|LowerBound|RankSelect)$$

.PHONY: test check-tools fmt vet generate-check test-race test-purego test-arm64 test-s390x test-tools fuzz-short \
	bench bench-full benchcmp generate fuzz cover

## test: everything CI runs. Fails on the first failure.
test: check-tools fmt vet generate-check test-race test-purego test-arm64 test-s390x test-tools fuzz-short
	@echo "make test: all checks passed"

check-tools:
	@command -v $(GO) >/dev/null || { echo "make test needs Go (1.24 or newer) on PATH"; exit 2; }
	@command -v $(QEMU) >/dev/null || { echo "make test needs $(QEMU) for the arm64 tests: apt-get install -y qemu-user-static"; exit 2; }
	@command -v $(QEMU_BE) >/dev/null || { echo "make test needs $(QEMU_BE) for the big-endian tests: apt-get install -y qemu-user-static"; exit 2; }
	@test -x "$(VERSITYGW)" || { echo "make test needs versitygw for the S3 tests: GOFLAGS= go install github.com/versity/versitygw/cmd/versitygw@$(VERSITYGW_VERSION)"; exit 2; }

fmt:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	GOOS=linux GOARCH=amd64 $(GO) vet $(PKGS)
	GOOS=linux GOARCH=arm64 $(GO) vet $(PKGS)
	GOOS=linux GOARCH=s390x $(GO) vet $(PKGS)
	GOOS=linux GOARCH=amd64 $(GO) vet -tags purego $(PKGS)

## generate-check: delete every generated file, regenerate; the tree must not change.
generate-check:
	for f in bitpack/*.go bitpack/*.s; do head -n1 "$$f" | grep -q '^// Code generated' && rm "$$f"; done; true
	$(MAKE) --no-print-directory generate
	@git diff --exit-code -- bitpack && test -z "$$(git status --porcelain -- bitpack)" || \
		{ echo "generated files differ from the committed ones: run make generate"; exit 1; }

test-race:
	$(GO) test -race -count=1 $(PKGS)

test-purego:
	$(GO) test -tags purego -count=1 $(PKGS)

test-arm64:
	GOARCH=arm64 $(GO) test -count=1 -exec $(QEMU) $(PKGS)

## test-s390x: the whole suite on a big-endian host (Lance's bytes are little-endian; Arrow files may be either).
test-s390x:
	GOARCH=s390x $(GO) test -count=1 -exec $(QEMU_BE) $(PKGS)

## test-tools: the nested modules (benchmarks, the avo generators) build, vet and pass their own tests (benchmarks' run once each).
test-tools:
	cd benchmarks && $(GO) vet ./... && $(GO) test -count=1 ./plot ./cmd/... && out=$$($(GO) test -count=1 -bench=. -benchtime=1x -short . 2>&1) || { echo "$$out"; exit 1; }
	if [ -f bitpack/asm/go.mod ]; then cd bitpack/asm && $(GO) vet ./...; fi

fuzz-short:
	scripts/fuzz.sh $(FUZZTIME_SHORT)
	scripts/fuzz.sh $(FUZZTIME_SHORT) -tags purego

## fuzz: every target for FUZZTIME_LONG each, with and without assembly.
fuzz:
	scripts/fuzz.sh $(FUZZTIME_LONG)
	scripts/fuzz.sh $(FUZZTIME_LONG) -tags purego

## generate: regenerate the pure-Go block decoders and every assembly file (avo, bitpack/asm).
generate:
	cd bitpack && $(GO) generate .
	cd bitpack/asm && $(GO) generate .

cover:
	$(GO) test -count=1 -coverprofile=cover.out $(PKGS)
	$(GO) tool cover -func=cover.out | tail -1
	$(GO) tool cover -html=cover.out -o cover.html

## bench: the headline benchmarks against the naive baselines and peers.
bench:
	scripts/bench.sh short

## bench-full: the long version, for PERFORMANCE.md.
bench-full:
	scripts/bench.sh full

## benchcmp: the pure-Go kernels against the assembly ones, through benchstat.
benchcmp: $(BENCHSTAT)
	mkdir -p benchmarks/results
	$(GO) test -run='^$$' -bench='$(BENCHCMP)' -count=6 -benchtime=100ms -tags purego ./bitpack/ > benchmarks/results/bitpack-purego.txt
	$(GO) test -run='^$$' -bench='$(BENCHCMP)' -count=6 -benchtime=100ms ./bitpack/ > benchmarks/results/bitpack-asm.txt
	$(BENCHSTAT) purego=benchmarks/results/bitpack-purego.txt asm=benchmarks/results/bitpack-asm.txt

$(BENCHSTAT):
	GOFLAGS= $(GO) install golang.org/x/perf/cmd/benchstat@$(BENCHSTAT_VERSION)
