package benchmarks

import (
	"fmt"
	"testing"

	"github.com/stablerow/stablerow/rowindex"
)

// BenchmarkSequenceUnmarshal decodes the row-id sequence that Lance writes
// for the rows an update moves (lanceStateB's last fragment: one sorted
// array of about 80 ids per window of 8192 ids, 1% of the rows) with
// rowindex.UnmarshalSequence. It reports MB/s of input, and what the
// decoded sequence holds in memory: memB/lanceB (SizeBytes over Lance's
// bytes) and memB/seg.
func BenchmarkSequenceUnmarshal(b *testing.B) {
	sizes := []int{1_000_000, 10_000_000}
	if testing.Short() {
		sizes = sizes[:1]
	}
	for _, n := range sizes {
		frags := lanceStateB(7, n)
		seq := frags[len(frags)-1].RowIDs
		raw := seq.AppendProto(nil)
		b.Run(fmt.Sprintf("shape=lance-moved/rows=%s", sizeName(n)), func(b *testing.B) {
			b.SetBytes(int64(len(raw)))
			b.ReportAllocs()
			var got rowindex.Sequence
			for b.Loop() {
				var err error
				if got, err = rowindex.UnmarshalSequence(raw); err != nil {
					b.Fatal(err)
				}
			}
			if !got.Equal(seq) {
				b.Fatal("decoded sequence differs")
			}
			b.ReportMetric(float64(got.SizeBytes())/float64(len(raw)), "memB/lanceB")
			b.ReportMetric(float64(got.SizeBytes())/float64(got.NumSegments()), "memB/seg")
		})
	}
}
