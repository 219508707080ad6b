package benchmarks

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/stablerow/stablerow/gen/tablegen"
	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/table"
)

// mediumDataset is the largest of the Lance test datasets (60,105 ids,
// 49,056 live rows at its latest version).
const mediumDataset = "../lance/testdata/medium/medium.lance"

// naiveIDMap is what a user without the index builds from a version's
// fragments: every live id mapped to its address.
func naiveIDMap(frags []rowindex.Fragment) map[uint64]uint64 {
	n := 0
	for _, f := range frags {
		n += f.PhysicalRows - f.Deletions.Len()
	}
	m := make(map[uint64]uint64, n)
	for _, f := range frags {
		for off, id := range f.RowIDs.All() {
			if !f.Deletions.Contains(uint32(off)) {
				m[id] = uint64(rowindex.NewRowAddress(f.ID, uint32(off)))
			}
		}
	}
	return m
}

// coldOpen opens a dataset with a cache that keeps nothing, so that each
// open reads and decodes everything as a new process would.
var coldOpen = &lance.Options{Cache: lance.NewCache(0)}

// BenchmarkLanceOpen opens a version and makes its ids searchable: ours
// builds the index, naive decodes every live id into a map[uint64]uint64.
// B/row is the memory kept per live row to answer lookups afterwards: for
// ours the index with the decoded sequences and deletion vectors it
// reads (index-B/row: the index alone), for naive the heap growth of the
// map (the sequences can be dropped once it is built).
func BenchmarkLanceOpen(b *testing.B) {
	b.Run("impl=ours/dataset=medium", func(b *testing.B) {
		var idx *rowindex.Index
		for i := 0; i < b.N; i++ {
			ds, err := lance.Open(context.Background(), mediumDataset, coldOpen)
			if err != nil {
				b.Fatal(err)
			}
			v, err := ds.Latest(context.Background())
			if err != nil {
				b.Fatal(err)
			}
			if idx, err = v.Index(); err != nil {
				b.Fatal(err)
			}
		}
		reportOursBytes(b, idx)
	})
	b.Run("impl=naive/dataset=medium", func(b *testing.B) {
		var frags []rowindex.Fragment
		for i := 0; i < b.N; i++ {
			ds, err := lance.Open(context.Background(), mediumDataset, coldOpen)
			if err != nil {
				b.Fatal(err)
			}
			v, err := ds.Latest(context.Background())
			if err != nil {
				b.Fatal(err)
			}
			frags = v.Fragments()
			_ = naiveIDMap(frags)
		}
		b.StopTimer()
		kept, m := heapDelta(func() any { return naiveIDMap(frags) })
		b.ReportMetric(float64(kept)/float64(len(m.(map[uint64]uint64))), "B/row")
	})

	for _, n := range lanceGenSizes() {
		g := getLanceGen(b, n)
		name := fmt.Sprintf("dataset=gen-w2/rows=%s", sizeName(n))
		b.Run("impl=ours/"+name, func(b *testing.B) {
			var idx *rowindex.Index
			for i := 0; i < b.N; i++ {
				frags, err := g.load()
				if err != nil {
					b.Fatal(err)
				}
				if idx, err = rowindex.Build(frags); err != nil {
					b.Fatal(err)
				}
			}
			reportOursBytes(b, idx)
		})
		b.Run("impl=naive/"+name, func(b *testing.B) {
			var frags []rowindex.Fragment
			for i := 0; i < b.N; i++ {
				var err error
				if frags, err = g.load(); err != nil {
					b.Fatal(err)
				}
				_ = naiveIDMap(frags)
			}
			b.StopTimer()
			kept, m := heapDelta(func() any { return naiveIDMap(frags) })
			b.ReportMetric(float64(kept)/float64(len(m.(map[uint64]uint64))), "B/row")
		})
	}
}

// reportOursBytes reports the memory the index keeps per live row, with
// and without the sequences and deletion vectors it holds.
func reportOursBytes(b *testing.B, idx *rowindex.Index) {
	total := idx.SizeBytes()
	for _, f := range idx.Fragments() {
		total += f.RowIDs.SizeBytes() + f.Deletions.SizeBytes()
	}
	b.ReportMetric(float64(total)/float64(idx.Len()), "B/row")
	b.ReportMetric(float64(idx.SizeBytes())/float64(idx.Len()), "index-B/row")
}

// lanceGenSizes is the live-row scale of the gen table: 1e6 with -short
// (make bench), 1e7 otherwise.
func lanceGenSizes() []int {
	if testing.Short() {
		return []int{1_000_000}
	}
	return []int{10_000_000, 100_000_000}
}

func sizeName(n int) string {
	switch n {
	case 1_000_000:
		return "1e6"
	case 10_000_000:
		return "1e7"
	case 100_000_000:
		return "1e8"
	}
	return fmt.Sprint(n)
}

// lanceGen is a gen table whose row-id sequences were written, in Lance's
// bytes, into one external sequence file, as Lance's external_row_ids
// point at them.
type lanceGen struct {
	dir   string
	files []lance.ExternalFile // one per fragment, in manifest order
	meta  []table.Fragment     // ids, physical rows and deletions
}

// load reads every fragment's sequence back through the reader path for
// external sequences and returns the fragments, deletions from the table.
func (g *lanceGen) load() ([]rowindex.Fragment, error) {
	store := objstore.Dir(g.dir)
	frags := make([]rowindex.Fragment, len(g.files))
	for i := range g.files {
		b, err := lance.ReadExternal(context.Background(), store, &g.files[i], 1<<40)
		if err != nil {
			return nil, err
		}
		seq, err := rowindex.UnmarshalSequence(b)
		if err != nil {
			return nil, fmt.Errorf("fragment %d: %w", g.meta[i].ID, err)
		}
		m := g.meta[i]
		frags[i] = rowindex.Fragment{ID: m.ID, RowIDs: seq, Deletions: m.Deletions, PhysicalRows: m.PhysicalRows}
	}
	return frags, nil
}

var (
	lanceGenMu     sync.Mutex
	lanceGenTables = map[int]*table.Table{}
)

// getLanceGen writes the sequences of the W2 table of n live rows (built
// once per process) into one external file under a new temporary
// directory of b.
func getLanceGen(b *testing.B, n int) *lanceGen {
	lanceGenMu.Lock()
	t := lanceGenTables[n]
	if t == nil {
		var err error
		t, err = table.ReplayLatest(table.New(true), tablegen.W2AfterLife(7, n, max(10, n/100_000)))
		if err != nil {
			lanceGenMu.Unlock()
			b.Fatalf("gen W2 %d rows: %v", n, err)
		}
		lanceGenTables[n] = t
	}
	lanceGenMu.Unlock()

	dir := b.TempDir()
	w, err := lance.NewExternalWriter("_rowids/sequences.bin")
	if err != nil {
		b.Fatal(err)
	}
	g := &lanceGen{dir: dir, meta: t.Fragments()}
	var buf []byte
	for _, f := range g.meta {
		buf = f.RowIDs.AppendProto(buf[:0])
		ef, err := w.Append(buf)
		if err != nil {
			b.Fatal(err)
		}
		g.files = append(g.files, ef)
	}
	if err := w.Put(context.Background(), objstore.Dir(dir)); err != nil {
		b.Fatal(err)
	}
	return g
}
