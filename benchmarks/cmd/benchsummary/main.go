// Command benchsummary reads `go test -bench` output named by the
// benchmarks package's convention (Benchmark<Op>/impl=<impl>/<params>) and
// prints one table: a row per operation and parameters, the median of each
// implementation, and the ratios of ours to the naive baseline and to the
// best peer.
//
//	go run ./cmd/benchsummary results/raw.txt
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
)

// metric is one measured value of a benchmark run.
type metric struct {
	value float64
	unit  string
}

// row collects the runs of one (op, params) for every implementation.
type row struct {
	op, params string
	runs       map[string][][]metric // impl -> runs -> metrics
}

var lineRE = regexp.MustCompile(`^Benchmark([^/\s]+)/(\S+?)(-\d+)?\s+\d+\s+(.*)$`)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: benchsummary RESULTS...")
		os.Exit(2)
	}
	rows := map[string]*row{}
	var order []string
	for _, name := range os.Args[1:] {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchsummary:", err)
			os.Exit(2)
		}
		order = parse(f, rows, order)
		f.Close()
	}
	print(os.Stdout, rows, order)
}

// parse adds the benchmark lines of r to rows.
func parse(r io.Reader, rows map[string]*row, order []string) []string {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		m := lineRE.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		op, rest := m[1], m[2]
		impl, params := "", []string{}
		for _, part := range strings.Split(rest, "/") {
			if v, ok := strings.CutPrefix(part, "impl="); ok {
				impl = v
			} else {
				params = append(params, part)
			}
		}
		if impl == "" {
			continue
		}
		fields := strings.Fields(m[4])
		var ms []metric
		for i := 0; i+1 < len(fields); i += 2 {
			v, err := strconv.ParseFloat(fields[i], 64)
			if err != nil {
				continue
			}
			ms = append(ms, metric{v, fields[i+1]})
		}
		key := op + "/" + strings.Join(params, "/")
		rw := rows[key]
		if rw == nil {
			rw = &row{op: op, params: strings.Join(params, "/"), runs: map[string][][]metric{}}
			rows[key] = rw
			order = append(order, key)
		}
		rw.runs[impl] = append(rw.runs[impl], ms)
	}
	return order
}

// units returns the units a row is judged by, in display order: the
// throughput or per-item time if reported (else time per operation), then
// memory per row. Each unit becomes a line of the table.
func units(rw *row) []string {
	has := map[string]bool{}
	for _, ms := range rw.runs["ours"] {
		for _, m := range ms {
			has[m.unit] = true
		}
	}
	var out []string
	switch {
	case has["values/ns"]:
		out = append(out, "values/ns")
	case has["ns/id"]:
		out = append(out, "ns/id")
	case has["MB/s"]:
		out = append(out, "MB/s")
	default:
		out = append(out, "ns/op")
	}
	for _, u := range []string{"B/row", "lanceB/id", "B/id"} {
		if has[u] {
			out = append(out, u)
		}
	}
	return out
}

// higherIsBetter reports whether larger values of unit are better.
func higherIsBetter(unit string) bool { return unit == "values/ns" || unit == "MB/s" }

func median(rw *row, impl, unit string) (float64, bool) {
	var vs []float64
	for _, ms := range rw.runs[impl] {
		for _, m := range ms {
			if m.unit == unit {
				vs = append(vs, m.value)
			}
		}
	}
	if len(vs) == 0 {
		return 0, false
	}
	sort.Float64s(vs)
	if len(vs)%2 == 1 {
		return vs[len(vs)/2], true
	}
	return (vs[len(vs)/2-1] + vs[len(vs)/2]) / 2, true
}

func print(w io.Writer, rows map[string]*row, order []string) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "benchmark\tunit\tours\tnaive\tpeer\tvs naive\tvs peer\t")
	for _, key := range order {
		rw := rows[key]
		for _, unit := range units(rw) {
			printRow(tw, rw, unit)
		}
	}
	tw.Flush()
	fmt.Fprintln(w, "ratios > 1 mean ours is better (faster, more values per ns, or fewer bytes); medians of every run")
}

// printRow writes the line of one row for one unit.
func printRow(tw io.Writer, rw *row, unit string) {
	higher := higherIsBetter(unit)
	ours, ok := median(rw, "ours", unit)
	if !ok {
		return
	}
	naive, hasNaive := median(rw, "naive", unit)
	var peers []string
	for impl := range rw.runs {
		if impl != "ours" && impl != "naive" {
			peers = append(peers, impl)
		}
	}
	slices.Sort(peers)
	peerName, peerVal, hasPeer := "", 0.0, false
	for _, p := range peers {
		v, ok := median(rw, p, unit)
		if !ok {
			continue
		}
		if !hasPeer || (higher && v > peerVal) || (!higher && v < peerVal) {
			peerName, peerVal, hasPeer = p, v, true
		}
	}
	ratio := func(other float64, ok bool) string {
		if !ok || other == 0 || ours == 0 {
			return "-"
		}
		if higher {
			return fmt.Sprintf("%.2fx", ours/other)
		}
		return fmt.Sprintf("%.2fx", other/ours)
	}
	naiveCol, peerCol := "-", "-"
	if hasNaive {
		naiveCol = format(naive)
	}
	if hasPeer {
		peerCol = peerName + " " + format(peerVal)
	}
	fmt.Fprintf(tw, "%s/%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", rw.op, rw.params, unit, format(ours), naiveCol, peerCol,
		ratio(naive, hasNaive), ratio(peerVal, hasPeer))
}

func format(v float64) string {
	switch {
	case v >= 100:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case v >= 10:
		return strconv.FormatFloat(v, 'f', 1, 64)
	case v >= 0.1 || v == 0:
		return strconv.FormatFloat(v, 'f', 2, 64)
	default:
		return strconv.FormatFloat(v, 'g', 2, 64)
	}
}
