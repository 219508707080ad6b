// Command plot draws the SVG figures of PERFORMANCE.md from raw `go test
// -bench` output (benchmarks/results/*.txt), with no plotting dependency:
//
//	unpack.svg     Unpack values/ns against bit width, per implementation
//	lookup.svg     Index Get ns/op against rows (W1), ours and the baselines
//	memory.svg     index bytes per row against rows (W1), ours and the baselines
//
//	go run ./plot -out ../docs results/full.txt
//
// Each point is the median of every run of that benchmark.
package main

import (
	"bufio"
	"cmp"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// sample is every value of one (benchmark name, unit).
type samples map[string]map[string][]float64

var lineRE = regexp.MustCompile(`^(Benchmark\S+?)(-\d+)?\s+\d+\s+(.*)$`)

func main() {
	out := flag.String("out", ".", "directory to write the SVG files to")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: plot [-out DIR] RESULTS...")
		os.Exit(2)
	}
	s := samples{}
	for _, name := range flag.Args() {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, "plot:", err)
			os.Exit(2)
		}
		s.read(f)
		f.Close()
	}
	figs := []struct {
		file string
		fig  figure
	}{
		{"unpack.svg", s.figure("Unpack: values/ns against bit width (1024 values, reused buffer)",
			`^BenchmarkUnpack/impl=([^/]+)/bits=(\d+)/n=1024$`, "values/ns", "bit width", "values/ns", false)},
		{"lookup.svg", s.figure("Index Get, random live ids (W1): ns per lookup against rows",
			`^BenchmarkIndexGet/impl=([^/]+)/W1/rows=([0-9e]+)$`, "ns/op", "rows", "ns per lookup", true)},
		{"memory.svg", s.figure("Index memory beyond the sequences (W1): bytes per row against rows",
			`^BenchmarkIndexBuild/impl=([^/]+)/W1/rows=([0-9e]+)$`, "B/row", "rows", "bytes per row", true)},
	}
	for _, f := range figs {
		if len(f.fig.series) == 0 {
			fmt.Fprintf(os.Stderr, "plot: no data for %s\n", f.file)
			continue
		}
		path := filepath.Join(*out, f.file)
		w, err := os.Create(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, "plot:", err)
			os.Exit(2)
		}
		f.fig.svg(w)
		if err := w.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "plot:", err)
			os.Exit(2)
		}
		fmt.Println("wrote", path)
	}
}

func (s samples) read(r io.Reader) {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		m := lineRE.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		f := strings.Fields(m[3])
		for i := 0; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				continue
			}
			if s[m[1]] == nil {
				s[m[1]] = map[string][]float64{}
			}
			s[m[1]][f[i+1]] = append(s[m[1]][f[i+1]], v)
		}
	}
}

func median(vs []float64) float64 {
	vs = slices.Clone(vs)
	sort.Float64s(vs)
	if len(vs)%2 == 1 {
		return vs[len(vs)/2]
	}
	return (vs[len(vs)/2-1] + vs[len(vs)/2]) / 2
}

// parseX reads 1024, 21 or 1e6.
func parseX(s string) float64 {
	v, _ := strconv.ParseFloat(s, 64)
	return v
}

// figure collects, from every benchmark matching pattern (group 1 = series,
// group 2 = x), the median of unit.
func (s samples) figure(title, pattern, unit, xlabel, ylabel string, logScale bool) figure {
	re := regexp.MustCompile(pattern)
	fig := figure{title: title, xlabel: xlabel, ylabel: ylabel, logX: logScale, logY: logScale}
	bySeries := map[string][]point{}
	for name, units := range s {
		m := re.FindStringSubmatch(name)
		if m == nil || len(units[unit]) == 0 {
			continue
		}
		bySeries[m[1]] = append(bySeries[m[1]], point{parseX(m[2]), median(units[unit])})
	}
	for name, pts := range bySeries {
		slices.SortFunc(pts, func(a, b point) int { return cmp.Compare(a.x, b.x) })
		fig.series = append(fig.series, series{name, pts})
	}
	slices.SortFunc(fig.series, func(a, b series) int { return strings.Compare(a.name, b.name) })
	return fig
}

type point struct{ x, y float64 }

type series struct {
	name   string
	points []point
}

type figure struct {
	title, xlabel, ylabel string
	logX, logY            bool
	series                []series
}

var palette = []string{"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b"}

const (
	width, height                    = 720, 420
	left, right, top, bottom         = 80, 170, 40, 60
	plotW, plotH                     = width - left - right, height - top - bottom
	fontAttr                         = `font-family="sans-serif" font-size="12"`
	tickLen                          = 5
	minPositive              float64 = 1e-300
)

// scale maps data values to pixels, linearly or by decades.
type scale struct {
	lo, hi float64
	log    bool
	px     float64
}

func (s scale) at(v float64) float64 {
	if s.log {
		v, lo, hi := math.Log10(math.Max(v, minPositive)), math.Log10(s.lo), math.Log10(s.hi)
		return (v - lo) / (hi - lo) * s.px
	}
	return (v - s.lo) / (s.hi - s.lo) * s.px
}

// ticks returns tick values: decades on a log scale, about six round
// values on a linear one.
func (s scale) ticks() []float64 {
	var out []float64
	if s.log {
		for e := math.Floor(math.Log10(s.lo)); e <= math.Ceil(math.Log10(s.hi)); e++ {
			if v := math.Pow(10, e); v >= s.lo*0.999 && v <= s.hi*1.001 {
				out = append(out, v)
			}
		}
		return out
	}
	step := math.Pow(10, math.Floor(math.Log10((s.hi-s.lo)/5)))
	for _, m := range []float64{1, 2, 5, 10} {
		if (s.hi-s.lo)/(step*m) <= 7 {
			step *= m
			break
		}
	}
	for v := math.Ceil(s.lo/step) * step; v <= s.hi+step/1e9; v += step {
		out = append(out, v)
	}
	return out
}

func bounds(fig figure, get func(point) float64, log bool) scale {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range fig.series {
		for _, p := range s.points {
			v := get(p)
			if log && v <= 0 {
				continue
			}
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	if log {
		lo, hi = math.Pow(10, math.Floor(math.Log10(lo))), math.Pow(10, math.Ceil(math.Log10(hi)))
		if lo == hi {
			hi = lo * 10
		}
	} else {
		lo = math.Min(lo, 0)
		if hi <= lo {
			hi = lo + 1
		}
		hi *= 1.05
	}
	return scale{lo: lo, hi: hi, log: log}
}

func label(v float64) string {
	switch {
	case v >= 1e6 || (v > 0 && v < 1e-2):
		return strconv.FormatFloat(v, 'g', 3, 64)
	case v == math.Trunc(v):
		return strconv.FormatFloat(v, 'f', 0, 64)
	default:
		return strconv.FormatFloat(v, 'g', 3, 64)
	}
}

func (fig figure) svg(w io.Writer) {
	xs := bounds(fig, func(p point) float64 { return p.x }, fig.logX)
	ys := bounds(fig, func(p point) float64 { return p.y }, fig.logY)
	xs.px, ys.px = plotW, plotH
	X := func(v float64) float64 { return left + xs.at(v) }
	Y := func(v float64) float64 { return top + plotH - ys.at(v) }
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", width, height, width, height)
	fmt.Fprintf(w, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	fmt.Fprintf(w, `<text x="%d" y="22" font-family="sans-serif" font-size="14" font-weight="bold">%s</text>`+"\n", left, esc(fig.title))
	fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#444"/>`+"\n", left, top, plotW, plotH)
	for _, t := range xs.ticks() {
		x := X(t)
		fmt.Fprintf(w, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>`+"\n", x, top, x, top+plotH)
		fmt.Fprintf(w, `<text x="%.1f" y="%d" %s text-anchor="middle">%s</text>`+"\n", x, top+plotH+tickLen+13, fontAttr, label(t))
	}
	for _, t := range ys.ticks() {
		y := Y(t)
		fmt.Fprintf(w, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>`+"\n", left, y, left+plotW, y)
		fmt.Fprintf(w, `<text x="%d" y="%.1f" %s text-anchor="end">%s</text>`+"\n", left-tickLen-2, y+4, fontAttr, label(t))
	}
	fmt.Fprintf(w, `<text x="%d" y="%d" %s text-anchor="middle">%s</text>`+"\n", left+plotW/2, height-15, fontAttr, esc(fig.xlabel))
	fmt.Fprintf(w, `<text x="18" y="%d" %s text-anchor="middle" transform="rotate(-90 18 %d)">%s</text>`+"\n", top+plotH/2, fontAttr, top+plotH/2, esc(fig.ylabel))
	for i, s := range fig.series {
		c := palette[i%len(palette)]
		var pts []string
		for _, p := range s.points {
			if (fig.logX && p.x <= 0) || (fig.logY && p.y <= 0) {
				continue
			}
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", X(p.x), Y(p.y)))
			fmt.Fprintf(w, `<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>`+"\n", X(p.x), Y(p.y), c)
		}
		fmt.Fprintf(w, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>`+"\n", strings.Join(pts, " "), c)
		ly := top + 10 + 20*i
		fmt.Fprintf(w, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="3"/>`+"\n", left+plotW+12, ly, left+plotW+32, ly, c)
		fmt.Fprintf(w, `<text x="%d" y="%d" %s>%s</text>`+"\n", left+plotW+38, ly+4, fontAttr, esc(s.name))
	}
	fmt.Fprintln(w, `</svg>`)
}

func esc(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}
