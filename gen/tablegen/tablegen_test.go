package tablegen

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/stablerow/stablerow/table"
)

// kindCode numbers the operation kinds of a history as the digests below
// were pinned with (the generator's own kinds before they became
// table.Operation values), so that the digests say whether the
// generator's output changed, not how the kinds are numbered.
var kindCode = map[table.Operation]uint64{
	table.OpAppend: 0, table.OpDelete: 1, table.OpUpdate: 2,
	table.OpMergeInsert: 3, table.OpRewrite: 4, table.OpRestore: 5,
}

// historyDigest is a compact, stable description of a history.
func historyDigest(ops []table.Op) string {
	h := uint64(14695981039346656037)
	mix := func(v uint64) {
		h ^= v
		h *= 1099511628211
	}
	for _, op := range ops {
		mix(kindCode[op.Kind])
		for _, r := range op.Rows {
			mix(uint64(r))
		}
		for _, id := range op.IDs {
			mix(id)
		}
		mix(uint64(op.Inserted))
		mix(uint64(op.Start))
		mix(uint64(op.Count))
		mix(uint64(op.TargetRows))
		if op.Merged {
			mix(1)
		}
		mix(uint64(op.Target))
	}
	return fmt.Sprintf("%d ops %016x", len(ops), h)
}

// The same seed gives the same history, on every machine: the digests are
// pinned.
func TestHistoryDeterministic(t *testing.T) {
	a := History(42, DefaultMix(), 50)
	b := History(42, DefaultMix(), 50)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("same seed, different histories")
	}
	if reflect.DeepEqual(a, History(43, DefaultMix(), 50)) {
		t.Fatal("different seeds, same history")
	}
	pinned := map[uint64]string{
		1:  historyDigest(History(1, DefaultMix(), 30)),
		42: historyDigest(a),
	}
	for seed, d := range pinned {
		t.Logf("seed %d: %s", seed, d)
	}
	want := map[uint64]string{
		1:  "30 ops 385decfe72e02669",
		42: "50 ops 699c3da9849b6a1c",
	}
	for seed, d := range pinned {
		if d != want[seed] {
			t.Errorf("seed %d: history %s, pinned %s (PCG or the generator changed)", seed, d, want[seed])
		}
	}
}

// A history is consistent: its own view of the live ids (rebuilt here)
// makes every merge-insert match live and distinct, restores point back,
// and every kind of operation occurs.
func TestHistoryShape(t *testing.T) {
	kinds := map[table.Operation]int{}
	noise, merged := 0, 0
	for seed := uint64(0); seed < 50; seed++ {
		ops := History(seed, DefaultMix(), 40)
		if len(ops) != 40 || ops[0].Kind != table.OpAppend {
			t.Fatalf("seed %d: %d ops, first %v", seed, len(ops), ops[0].Kind)
		}
		live := map[uint64]bool{}
		var next uint64
		var after []map[uint64]bool
		for i, op := range ops {
			kinds[op.Kind]++
			switch op.Kind {
			case table.OpAppend:
				if len(op.Rows) == 0 {
					t.Fatalf("seed %d op %d: empty append", seed, i)
				}
				for _, n := range op.Rows {
					if n < 1 || n > DefaultMix().MaxAppendRows {
						t.Fatalf("seed %d op %d: fragment of %d rows", seed, i, n)
					}
					for k := 0; k < n; k++ {
						live[next] = true
						next++
					}
				}
			case table.OpDelete, table.OpUpdate:
				for _, id := range op.IDs {
					if !live[id] {
						noise++
					}
				}
				if op.Kind == table.OpDelete {
					for _, id := range op.IDs {
						delete(live, id)
					}
				}
			case table.OpMergeInsert:
				seen := map[uint64]bool{}
				for _, id := range op.IDs {
					if !live[id] || seen[id] {
						t.Fatalf("seed %d op %d: merge-insert matches %d (live %v, repeated %v)", seed, i, id, live[id], seen[id])
					}
					seen[id] = true
				}
				for k := 0; k < op.Inserted; k++ {
					live[next] = true
					next++
				}
			case table.OpRewrite:
				if op.Count < 1 || op.TargetRows < 1 || op.Start < 0 {
					t.Fatalf("seed %d op %d: %v", seed, i, op)
				}
				if op.Merged {
					merged++
				}
			case table.OpRestore:
				if op.Target < 0 || op.Target >= i {
					t.Fatalf("seed %d op %d: restore target %d", seed, i, op.Target)
				}
				live = map[uint64]bool{}
				for id := range after[op.Target] {
					live[id] = true
				}
			}
			snap := map[uint64]bool{}
			for id := range live {
				snap[id] = true
			}
			after = append(after, snap)
		}
	}
	for k := range kindCode {
		if kinds[k] == 0 {
			t.Errorf("no %v in 50 histories", k)
		}
	}
	if noise == 0 || merged == 0 {
		t.Errorf("%d ids without a live row, %d merged compactions", noise, merged)
	}
}

// A mix with one weight only yields that operation (after the first
// append), and a zero mix yields appends.
func TestHistoryMixWeights(t *testing.T) {
	ops := History(7, Mix{UpdateSingle: 1}, 20)
	for i, op := range ops[1:] {
		if op.Kind != table.OpUpdate || len(op.IDs) < 1 {
			t.Fatalf("op %d: %v", i+1, op)
		}
	}
	for _, op := range History(7, Mix{}, 5) {
		if op.Kind != table.OpAppend || len(op.Rows) != 1 || op.Rows[0] != 1 {
			t.Fatalf("zero mix: %v %v", op, op.Rows)
		}
	}
	if got := History(1, DefaultMix(), 0); len(got) != 0 {
		t.Errorf("0 steps: %d ops", len(got))
	}
}

func TestWorkloads(t *testing.T) {
	w1 := W1FreshAppends(250_000)
	if len(w1) != 1 || !slices.Equal(w1[0].Rows, []int{100_000, 100_000, 50_000}) {
		t.Errorf("W1: %v", w1)
	}
	n := 1_000_000
	w2 := W2AfterLife(3, n, 4)
	if !reflect.DeepEqual(w2, W2AfterLife(3, n, 4)) {
		t.Fatal("W2 not deterministic")
	}
	if len(w2) != 1+1+4+1 || w2[0].Kind != table.OpAppend || w2[1].Kind != table.OpDelete || w2[6].Kind != table.OpRewrite {
		t.Fatalf("W2 shape: %v", w2)
	}
	if len(w2[1].IDs) != n/100 || w2[6].Count != 5 || w2[6].Start != 0 {
		t.Errorf("W2: %d deletes, compact %v", len(w2[1].IDs), w2[6])
	}
	deleted := map[uint64]bool{}
	for _, id := range w2[1].IDs {
		if id >= uint64(n) || deleted[id] {
			t.Fatalf("W2 delete id %d", id)
		}
		deleted[id] = true
	}
	updated := 0
	for _, op := range w2[2:6] {
		if op.Kind != table.OpUpdate {
			t.Fatalf("W2: %v", op)
		}
		for _, id := range op.IDs {
			if deleted[id] || id >= uint64(n) {
				t.Fatalf("W2 updates deleted or unknown id %d", id)
			}
		}
		updated += len(op.IDs)
	}
	if updated != (n-n/100)/100 {
		t.Errorf("W2 updates %d rows", updated)
	}
	w3 := W3UpdateChurn(5, 1000, 30)
	if len(w3) != 31 || w3[0].Kind != table.OpAppend {
		t.Fatalf("W3: %d ops", len(w3))
	}
	for _, op := range w3[1:] {
		if op.Kind != table.OpUpdate || len(op.IDs) != 1 || op.IDs[0] >= 1000 {
			t.Fatalf("W3: %v %v", op, op.IDs)
		}
	}
}
