package main

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"
)

const sample = `BenchmarkUnpack/impl=ours/bits=8/n=1024-2   1000  50.0 ns/op  20.5 values/ns
BenchmarkUnpack/impl=ours/bits=8/n=1024-2   1000  50.0 ns/op  21.5 values/ns
BenchmarkUnpack/impl=ours/bits=8/n=1024-2   1000  50.0 ns/op  30.0 values/ns
BenchmarkUnpack/impl=ours/bits=16/n=1024-2  1000  50.0 ns/op  18.0 values/ns
BenchmarkUnpack/impl=parquet-go/bits=8/n=1024-2  1000  90.0 ns/op  11.0 values/ns
BenchmarkIndexGet/impl=ours/W1/rows=1e6-2  1000  40.0 ns/op
BenchmarkIndexGet/impl=naive/W1/rows=1e6-2  1000  90.0 ns/op
BenchmarkIndexGet/impl=ours/W1/rows=1e7-2  1000  60.0 ns/op
`

func TestFigures(t *testing.T) {
	s := samples{}
	s.read(strings.NewReader(sample))
	f := s.figure("t", `^BenchmarkUnpack/impl=([^/]+)/bits=(\d+)/n=1024$`, "values/ns", "x", "y", false)
	if len(f.series) != 2 || f.series[0].name != "ours" || len(f.series[0].points) != 2 {
		t.Fatalf("series: %+v", f.series)
	}
	if p := f.series[0].points[0]; p.x != 8 || p.y != 21.5 {
		t.Fatalf("median point = %+v, want {8 21.5}", p)
	}
	g := s.figure("t", `^BenchmarkIndexGet/impl=([^/]+)/W1/rows=([0-9e]+)$`, "ns/op", "x", "y", true)
	if len(g.series) != 2 || g.series[1].points[1].x != 1e7 {
		t.Fatalf("lookup series: %+v", g.series)
	}
	var buf bytes.Buffer
	g.svg(&buf)
	out := buf.String()
	if err := xml.Unmarshal(buf.Bytes(), new(struct{})); err != nil {
		t.Fatalf("not well-formed XML: %v", err)
	}
	if !strings.HasPrefix(out, "<svg") || strings.Count(out, "<polyline") != 2 || !strings.Contains(out, ">naive<") {
		t.Fatalf("svg:\n%s", out)
	}
}
