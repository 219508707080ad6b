package benchmarks

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stablerow/stablerow/gen/tablegen"
	"github.com/stablerow/stablerow/internal/lancetest"
	"github.com/stablerow/stablerow/internal/s3test"
	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/objstore"
	_ "github.com/stablerow/stablerow/objstore/s3store"
	"github.com/stablerow/stablerow/table"
)

// storeLatency is the delay the proxy adds to each request in the
// store=s3-20ms runs: about an S3 GET's first-byte latency in the same
// region.
const storeLatency = 20 * time.Millisecond

// w2Fragments is W2's life at n rows in fragments of 1e4 rows (n/1e4
// appended fragments, then W2's 1% delete and 1% update in 10 commits,
// without the compaction): at 1e6 rows 110 fragments, 100 with deletion
// files. Its last version deletes one more row, so that refreshing to it
// changes one fragment.
func w2Fragments(n int) []table.Op {
	base := tablegen.W2AfterLife(2, n, 10)
	rows := make([]int, n/10_000)
	for i := range rows {
		rows[i] = 10_000
	}
	ops := []table.Op{{Kind: table.OpAppend, Rows: rows}}
	for _, op := range base[1:] {
		if op.Kind != table.OpRewrite {
			ops = append(ops, op)
		}
	}
	// One more row of fragment 3, not deleted or moved before.
	gone := map[uint64]bool{}
	for _, op := range ops[1:] {
		for _, id := range op.IDs {
			gone[id] = true
		}
	}
	id := uint64(30_000)
	for gone[id] {
		id++
	}
	return append(ops, table.Op{Kind: table.OpDelete, IDs: []uint64{id}})
}

// storeFixture serves the benchmark datasets locally, from versitygw, and
// through a proxy that adds storeLatency.
type storeFixture struct {
	dirs  map[string]string // dataset -> local directory
	srv   *s3test.Server
	proxy *s3test.Proxy
}

// storeDatasets writes the generated datasets into temporary directories:
// W2 at 1e6 rows (110 fragments), and without -short at 1e7 (1,010).
func storeDatasets(b *testing.B) map[string]string {
	out := map[string]string{"medium": mediumDataset}
	for _, n := range storeSizes() {
		dir := b.TempDir()
		versions, err := table.Replay(table.New(true), w2Fragments(n))
		if err == nil {
			err = lancetest.Write(context.Background(), objstore.Dir(dir), versions, nil)
		}
		if err != nil {
			b.Fatal(err)
		}
		out[w2Name(n)] = dir
	}
	return out
}

func storeSizes() []int {
	if testing.Short() {
		return []int{1_000_000}
	}
	return []int{1_000_000, 10_000_000}
}

func w2Name(n int) string { return fmt.Sprintf("w2-%dfrag", n/10_000+10) }

func newStoreFixture(b *testing.B) *storeFixture {
	f := &storeFixture{dirs: storeDatasets(b), srv: s3test.Start(b)}
	for name, dir := range f.dirs {
		f.srv.AddDir(b, "bench", name+".lance", dir)
	}
	f.srv.SetEnv(b)
	f.proxy = s3test.NewProxy(b, f.srv)
	f.proxy.SetLatency(storeLatency)
	return f
}

func (f *storeFixture) location(store, dataset string) string {
	switch store {
	case "local":
		return f.dirs[dataset]
	case "s3":
		return f.srv.URL("bench", dataset+".lance")
	}
	return f.proxy.URL("bench", dataset+".lance")
}

// BenchmarkStoreOpen opens a dataset, checks out its latest version and
// builds its index, as a new process does (nothing cached), from the local
// disk, from versitygw on 127.0.0.1, and from versitygw behind a proxy
// that adds 20 ms to every request. requests/op counts the store calls
// (the listing, the manifest, then deletion files and external sequences).
func BenchmarkStoreOpen(b *testing.B) {
	f := newStoreFixture(b)
	datasets := []string{"medium"}
	for _, n := range storeSizes() {
		datasets = append(datasets, w2Name(n))
	}
	for _, dataset := range datasets {
		for _, store := range []string{"local", "s3", "s3-20ms"} {
			b.Run(fmt.Sprintf("dataset=%s/store=%s", dataset, store), func(b *testing.B) {
				ctx := context.Background()
				loc := f.location(store, dataset)
				var st lance.IOStats
				for i := 0; i < b.N; i++ {
					ds, err := lance.Open(ctx, loc, &lance.Options{Cache: lance.NewCache(0)})
					if err != nil {
						b.Fatal(err)
					}
					v, err := ds.Latest(ctx)
					if err != nil {
						b.Fatal(err)
					}
					if _, err := v.Index(); err != nil {
						b.Fatal(err)
					}
					st = v.Stats()
				}
				// Open and Latest each list the versions: two more requests.
				b.ReportMetric(float64(st.Requests+2), "requests/op")
				b.ReportMetric(float64(st.BytesRead)/1e6, "MB/op")
				b.ReportMetric(float64(st.Fragments.Microseconds())/1e3, "fragments-ms")
			})
		}
	}
}

// BenchmarkStoreRefresh checks out the dataset's last version, and builds
// its index, right after the one before it: the version changed one
// fragment, so the checkout reads the manifest and one deletion file and
// the index derives from the last one.
func BenchmarkStoreRefresh(b *testing.B) {
	f := newStoreFixture(b)
	for _, store := range []string{"local", "s3", "s3-20ms"} {
		b.Run("dataset=w2-110frag/store="+store, func(b *testing.B) {
			ctx := context.Background()
			loc := f.location(store, "w2-110frag")
			var st lance.IOStats
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				// A fresh cache each round, holding only the version before.
				ds, err := lance.Open(ctx, loc, &lance.Options{Cache: lance.NewCache(1 << 30)})
				if err != nil {
					b.Fatal(err)
				}
				latest, err := ds.LatestNumber(ctx)
				if err != nil {
					b.Fatal(err)
				}
				prev, err := ds.Checkout(ctx, latest-1)
				if err == nil {
					_, err = prev.Index()
				}
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				v, err := ds.Checkout(ctx, latest)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := v.Index(); err != nil {
					b.Fatal(err)
				}
				st = v.Stats()
			}
			b.ReportMetric(float64(st.Requests), "requests/op")
			b.ReportMetric(float64(st.Loaded), "fragments-read/op")
		})
	}
}
