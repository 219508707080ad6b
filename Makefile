# stablerow: the two commands a user runs are `make bench` and `make test`;
# `make check` is the quick loop while editing.
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
# staticcheck 2026.2.2 (its module version is v0.8.2).
STATICCHECK_VERSION := v0.8.2
STATICCHECK ?= $(shell command -v staticcheck || echo $$($(GO) env GOPATH)/bin/staticcheck)
# Fresh benchmark output goes here (ignored by git); `make bench-record`
# copies it into the tracked benchmarks/results/.
BENCH_OUT := benchmarks/results/latest
PKGS := ./...
# The public-API benchmarks that benchcmp runs with and without assembly.
BENCHCMP ?= ^Benchmark(Decode|Get|LowerBound|RankSelect)$$

TEST_STAGES := check-tools fmt vet staticcheck generate-check test-race test-purego test-arm64 test-s390x test-tools fuzz-short

.PHONY: test check check-tools fmt vet vet-amd64 staticcheck generate-check test-race test-purego test-arm64 test-s390x \
	test-amd64 test-tools fuzz-short bench bench-full bench-record bench-lance benchcmp generate fuzz cover

## test: everything CI runs, stage by stage with the time each took; stops at the first failure.
test:
	@MAKE="$(MAKE)" scripts/stages.sh test $(TEST_STAGES)

## check: the quick loop while editing: gofmt, vet and the amd64 suite without -race.
check:
	@MAKE="$(MAKE)" scripts/stages.sh check fmt vet-amd64 test-amd64

check-tools:
	@command -v $(GO) >/dev/null || { echo "make test needs Go (1.24 or newer) on PATH"; exit 2; }
	@command -v $(QEMU) >/dev/null || { echo "make test needs $(QEMU) for the arm64 tests: apt-get install -y qemu-user-static"; exit 2; }
	@command -v $(QEMU_BE) >/dev/null || { echo "make test needs $(QEMU_BE) for the big-endian tests: apt-get install -y qemu-user-static"; exit 2; }
	@test -x "$(VERSITYGW)" || { echo "make test needs versitygw for the S3 tests: GOFLAGS= go install github.com/versity/versitygw/cmd/versitygw@$(VERSITYGW_VERSION)"; exit 2; }
	@test -x "$(STATICCHECK)" || { echo "make test needs staticcheck: GOFLAGS= go install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)"; exit 2; }

fmt:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet-amd64:
	GOOS=linux GOARCH=amd64 $(GO) vet $(PKGS)

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

## staticcheck: the root module and the nested ones (config: staticcheck.conf).
staticcheck:
	@test -x "$(STATICCHECK)" || { echo "staticcheck is missing: GOFLAGS= go install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)"; exit 2; }
	$(STATICCHECK) $(PKGS)
	cd benchmarks && $(STATICCHECK) ./...
	if [ -f bitpack/asm/go.mod ]; then cd bitpack/asm && $(STATICCHECK) ./...; fi

test-amd64:
	$(GO) test -count=1 $(PKGS)

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
	FUZZ_PKGS=./bitpack/ scripts/fuzz.sh $(FUZZTIME_SHORT) -tags purego

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

## bench: the headline benchmarks against the naive baselines and peers; raw output in $(BENCH_OUT)/short.txt.
bench:
	scripts/bench.sh short

## bench-full: the long version, for PERFORMANCE.md; raw output in $(BENCH_OUT)/full.txt.
bench-full:
	scripts/bench.sh full

## bench-lance: ours beside real Lance (@lancedb/lancedb through node; npm install on first run) on tables Lance writes; QUICK=1 for 1e6 rows only; output in $(BENCH_OUT)/lance-side.txt.
bench-lance:
	scripts/bench-lance.sh $(if $(QUICK),quick,full)

## bench-record: copy the last runs' raw output into the tracked benchmarks/results/, to commit with PERFORMANCE.md.
bench-record:
	@ls $(BENCH_OUT)/*.txt >/dev/null 2>&1 || { echo "nothing in $(BENCH_OUT)/: run make bench, bench-full or benchcmp first"; exit 2; }
	cp -v $(BENCH_OUT)/*.txt benchmarks/results/

## benchcmp: the pure-Go kernels against the assembly ones, through benchstat.
benchcmp: $(BENCHSTAT)
	mkdir -p $(BENCH_OUT)
	$(GO) test -run='^$$' -bench='$(BENCHCMP)' -count=6 -benchtime=100ms -tags purego ./bitpack/ > $(BENCH_OUT)/bitpack-purego.txt
	$(GO) test -run='^$$' -bench='$(BENCHCMP)' -count=6 -benchtime=100ms ./bitpack/ > $(BENCH_OUT)/bitpack-asm.txt
	$(BENCHSTAT) purego=$(BENCH_OUT)/bitpack-purego.txt asm=$(BENCH_OUT)/bitpack-asm.txt

$(BENCHSTAT):
	GOFLAGS= $(GO) install golang.org/x/perf/cmd/benchstat@$(BENCHSTAT_VERSION)
