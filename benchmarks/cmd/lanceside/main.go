// Command lanceside times stablerow beside real Lance on the tables that
// benchmarks/lance/write.mjs writes with Lance (@lancedb/lancedb), each
// measurement in a fresh process.
//
//	lanceside one [-cpuprofile F] [-loops K] TABLEDIR IDSFILE
//	lanceside run [-rounds R] [-node DIR] TABLEDIR...
//
// one measures ours once and prints a JSON line (times in ns): open
// (lance.Open), checkout (Latest), index (Version.Index, built cold: the
// process is fresh and the cache new), first (the first Get); then per id, a
// Get of every id of IDSFILE in turn (OneCold: the first pass; OneWarm: the
// fastest of the next 20) and one GetBatch of them all (BatchCold, BatchWarm
// likewise); and heap (the live heap after the index, bytes). Every id must map to the row address
// Lance gave it in IDSFILE. With -loops K it repeats open, checkout and index
// K times with a new cache each, for -cpuprofile.
//
// run alternates `node DIR/measure.mjs blobs` (Lance through fetchBlobs),
// `lanceside one` (ours) and `node DIR/measure.mjs take` (Lance through
// takeRowIds) on each table, round after round, and prints the medians as
// tables.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/rowindex"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "one":
		err = one(os.Args[2:], os.Stdout)
	case "run":
		err = run(os.Args[2:], os.Stdout)
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "lanceside:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: lanceside one [-cpuprofile F] [-loops K] TABLEDIR IDSFILE\n       lanceside run [-rounds R] [-node DIR] TABLEDIR...")
	os.Exit(2)
}

// readIDs reads "rowid rowaddr" lines.
func readIDs(name string) (ids []uint64, addrs []rowindex.RowAddress, err error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, nil, err
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for line := 1; sc.Scan(); line++ {
		idS, addrS, ok := strings.Cut(sc.Text(), " ")
		id, err1 := strconv.ParseUint(idS, 10, 64)
		addr, err2 := strconv.ParseUint(addrS, 10, 64)
		if !ok || err1 != nil || err2 != nil {
			return nil, nil, fmt.Errorf("%s:%d: want \"rowid rowaddr\": %q", name, line, sc.Text())
		}
		ids = append(ids, id)
		addrs = append(addrs, rowindex.RowAddress(addr))
	}
	if len(ids) < 2 {
		return nil, nil, fmt.Errorf("%s: %d ids, want at least 2", name, len(ids))
	}
	return ids, addrs, sc.Err()
}

// ours is one measurement of our side; times in ns.
type ours struct {
	Open, Checkout, Index, First int64
	OneCold, OneWarm             int64
	BatchCold, BatchWarm         int64
	Heap                         uint64
}

// openIndex opens dir, checks out its latest version and builds the index,
// with a cache of its own.
func openIndex(ctx context.Context, dir string, m *ours) (*rowindex.Index, error) {
	t0 := time.Now()
	ds, err := lance.Open(ctx, dir, &lance.Options{Cache: lance.NewCache(256 << 20)})
	if err != nil {
		return nil, err
	}
	t1 := time.Now()
	v, err := ds.Latest(ctx)
	if err != nil {
		return nil, err
	}
	t2 := time.Now()
	x, err := v.Index()
	if err != nil {
		return nil, err
	}
	t3 := time.Now()
	m.Open, m.Checkout, m.Index = t1.Sub(t0).Nanoseconds(), t2.Sub(t1).Nanoseconds(), t3.Sub(t2).Nanoseconds()
	return x, nil
}

func one(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("one", flag.ContinueOnError)
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the open, checkout and index loops to `file`")
	loops := fs.Int("loops", 1, "repeat open, checkout and index `K` times (for -cpuprofile)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 2 || *loops < 1 {
		usage()
	}
	dir := fs.Arg(0)
	ids, addrs, err := readIDs(fs.Arg(1))
	if err != nil {
		return err
	}
	ctx := context.Background()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	var m ours
	var x *rowindex.Index
	for range *loops {
		if x, err = openIndex(ctx, dir, &m); err != nil {
			return err
		}
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	m.Heap = ms.HeapAlloc

	t0 := time.Now()
	a, ok := x.Get(ids[0])
	m.First = time.Since(t0).Nanoseconds()
	if !ok || a != addrs[0] {
		return fmt.Errorf("%s: row id %d: got %v (found %v), Lance says %v", dir, ids[0], a, ok, addrs[0])
	}
	got := make([]rowindex.RowAddress, len(ids))
	batch := make([]rowindex.RowAddress, len(ids))
	found := 0
	n := int64(len(ids))
	for pass := range 21 {
		t1 := time.Now()
		for i, id := range ids {
			got[i], _ = x.Get(id)
		}
		t2 := time.Now()
		found = x.GetBatch(ids, batch)
		t3 := time.Now()
		one, b := t2.Sub(t1).Nanoseconds()/n, t3.Sub(t2).Nanoseconds()/n
		switch pass {
		case 0:
			m.OneCold, m.BatchCold = one, b
		case 1:
			m.OneWarm, m.BatchWarm = one, b
		default:
			m.OneWarm, m.BatchWarm = min(m.OneWarm, one), min(m.BatchWarm, b)
		}
	}
	for i, id := range ids {
		if got[i] != addrs[i] || batch[i] != addrs[i] {
			return fmt.Errorf("%s: row id %d: Get %v, GetBatch %v, Lance says %v", dir, id, got[i], batch[i], addrs[i])
		}
	}
	if found != len(ids) {
		return fmt.Errorf("%s: GetBatch found %d of %d ids", dir, found, len(ids))
	}
	return json.NewEncoder(w).Encode(m)
}

// theirs is one measurement of Lance's side (measure.mjs); times in ns.
type theirs struct {
	Open, First, Second  int64
	OneCold, OneWarm     int64
	BatchCold, BatchWarm int64
	RSS                  int64
}

func run(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	rounds := fs.Int("rounds", 15, "alternated rounds per table")
	node := fs.String("node", "lance", "the `dir`ectory of measure.mjs and its node_modules")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		usage()
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	tables := fs.Args()
	nids := 0
	for _, t := range tables {
		ids, _, err := readIDs(idsFile(t))
		if err != nil {
			return err
		}
		nids = len(ids)
	}
	// Per table, per round: Lance through fetchBlobs, Lance through
	// takeRowIds, ours, each in a fresh process.
	blobs := make([][]theirs, len(tables))
	take := make([][]theirs, len(tables))
	ores := make([][]ours, len(tables))
	for r := range *rounds {
		for i, t := range tables {
			fmt.Fprintf(os.Stderr, "round %d/%d %s (%s)\n", r+1, *rounds, t, time.Now().UTC().Format("15:04:05"))
			ids := idsFile(t)
			var lb, lt theirs
			var o ours
			if err := runJSON(&lb, "node", filepath.Join(*node, "measure.mjs"), "blobs", t, ids); err != nil {
				return err
			}
			if err := runJSON(&o, self, "one", t, ids); err != nil {
				return err
			}
			if err := runJSON(&lt, "node", filepath.Join(*node, "measure.mjs"), "take", t, ids); err != nil {
				return err
			}
			blobs[i], take[i], ores[i] = append(blobs[i], lb), append(take[i], lt), append(ores[i], o)
		}
	}
	fmt.Fprintf(w, "medians of %d alternated rounds, a fresh process each; times in ms; speedup = Lance / ours\n", *rounds)
	fmt.Fprintln(w, "Lance: open + the first lookup of one id (in parentheses, minus the second lookup: the index build), through fetchBlobs (the read path that builds its RowIdIndex) or takeRowIds(...).select([\"_rowaddr\"])")
	fmt.Fprintln(w, "ours: lance.Open + Latest + Index (cold) + the first Get")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| N, state | Lance, fetchBlobs | Lance, takeRowIds | ours | speedup vs fetchBlobs | vs takeRowIds | Lance RSS growth (fetchBlobs) / our heap |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|")
	for i, t := range tables {
		lb, lt, o := blobs[i], take[i], ores[i]
		lance := func(l []theirs) (string, int64) {
			total := med(l, func(m theirs) int64 { return m.Open + m.First })
			return fmt.Sprintf("%s + %s (%s) = %s", ms(med(l, func(m theirs) int64 { return m.Open })), ms(med(l, func(m theirs) int64 { return m.First })),
				ms(med(l, func(m theirs) int64 { return m.First - m.Second })), ms(total)), total
		}
		bs, bTotal := lance(lb)
		ts, tTotal := lance(lt)
		oTotal := med(o, func(m ours) int64 { return m.Open + m.Checkout + m.Index + m.First })
		fmt.Fprintf(w, "| %s | %s | %s | %s + %s + %s + %s = %s | %.2fx | %.2fx | %.1f / %.1f MiB |\n", label(t), bs, ts,
			ms(med(o, func(m ours) int64 { return m.Open })), ms(med(o, func(m ours) int64 { return m.Checkout })),
			ms(med(o, func(m ours) int64 { return m.Index })), ms(med(o, func(m ours) int64 { return m.First })), ms(oTotal),
			float64(bTotal)/float64(oTotal), float64(tTotal)/float64(oTotal),
			float64(med(lb, func(m theirs) int64 { return m.RSS }))/(1<<20), float64(med(o, func(m ours) int64 { return int64(m.Heap) }))/(1<<20))
	}
	fmt.Fprintf(w, "\nper lookup after that, ns per id: Lance fetchBlobs / Lance takeRowIds / ours (GetBatch for a batch, Get one at a time); a batch is all %d random live ids, one at a time is 100 of them for Lance (a call costs it a millisecond or more), all for ours; cold = the first pass, warm = the fastest later one\n\n", nids)
	fmt.Fprintln(w, "| N, state | batch, cold | batch, warm | one at a time, cold | one at a time, warm |")
	fmt.Fprintln(w, "|---|---|---|---|---|")
	for i, t := range tables {
		lb, lt, o := blobs[i], take[i], ores[i]
		three := func(lf func(theirs) int64, of func(ours) int64) string {
			return commas(med(lb, lf)) + " / " + commas(med(lt, lf)) + " / " + commas(med(o, of))
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s |\n", label(t),
			three(func(m theirs) int64 { return m.BatchCold }, func(m ours) int64 { return m.BatchCold }),
			three(func(m theirs) int64 { return m.BatchWarm }, func(m ours) int64 { return m.BatchWarm }),
			three(func(m theirs) int64 { return m.OneCold }, func(m ours) int64 { return m.OneCold }),
			three(func(m theirs) int64 { return m.OneWarm }, func(m ours) int64 { return m.OneWarm }))
	}
	return nil
}

// idsFile is the ids file write.mjs leaves beside DIR/n{N}/{state}.lance.
func idsFile(table string) string {
	return strings.TrimSuffix(filepath.Clean(table), ".lance") + ".ids"
}

// label is "1e6 b" for .../n1000000/b.lance.
func label(table string) string {
	table = filepath.Clean(table)
	n := strings.TrimPrefix(filepath.Base(filepath.Dir(table)), "n")
	if z := len(n) - len(strings.TrimRight(n, "0")); strings.TrimRight(n, "0") == "1" && z > 0 {
		n = "1e" + strconv.Itoa(z)
	}
	return n + " " + strings.TrimSuffix(filepath.Base(table), ".lance")
}

// runJSON runs a measurement and decodes the JSON line it prints into v.
func runJSON(v any, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("%s %s: %w\n%s", name, strings.Join(args, " "), err, stderr.Bytes())
	}
	d := json.NewDecoder(bytes.NewReader(out))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return fmt.Errorf("%s %s: %w: %q", name, strings.Join(args, " "), err, out)
	}
	if d.More() {
		return errors.New(name + ": more than one JSON value")
	}
	return nil
}

func med[T any](ms []T, f func(T) int64) int64 {
	v := make([]int64, len(ms))
	for i, m := range ms {
		v[i] = f(m)
	}
	slices.Sort(v)
	if len(v)%2 == 1 {
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}

func ms(ns int64) string { return strconv.FormatFloat(float64(ns)/1e6, 'f', 2, 64) }

// commas writes n with thousands separators.
func commas(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
