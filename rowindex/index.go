package rowindex

import (
	"errors"
	"fmt"
	"iter"
	"math"
	"sync/atomic"
	"unsafe"
)

// Fragment is the row-id side of one data fragment: its id, its row-id
// sequence (one id per physical row), its deleted offsets (nil for none)
// and its physical row count (deleted rows included).
type Fragment struct {
	ID           uint32
	RowIDs       Sequence
	Deletions    *DeletionVector
	PhysicalRows int
}

// Errors of Build and WithFragments. Returned errors wrap one of these.
var (
	// ErrDuplicateRowID reports a row id that is live (not deleted) in two
	// places. The error is a *DuplicateRowIDError naming both addresses.
	ErrDuplicateRowID = errors.New("rowindex: duplicate live row id")
	// ErrBadFragment reports a fragment whose sequence length differs from
	// its physical rows, whose deletion vector holds an offset past its
	// rows, or whose row count does not fit 32-bit offsets.
	ErrBadFragment = errors.New("rowindex: bad fragment")
	// ErrDuplicateFragment reports a fragment id given twice.
	ErrDuplicateFragment = errors.New("rowindex: duplicate fragment id")
	// ErrUnknownFragment reports a fragment id to remove that the index does
	// not hold.
	ErrUnknownFragment = errors.New("rowindex: unknown fragment id")
	// ErrTooLarge reports a fragment of more than 2^26 segments, or an
	// index of more than 2^26 array chunks with side tables (a chunk
	// record keeps the segment index in 26 bits).
	ErrTooLarge = errors.New("rowindex: index too large")
)

// errTooManySides is ErrTooLarge for the side tables.
var errTooManySides = fmt.Errorf("%w: too many array chunks with side tables", ErrTooLarge)

// DuplicateRowIDError is the error for a row id live at two addresses.
type DuplicateRowIDError struct {
	ID            uint64
	First, Second RowAddress
}

// Error names the id and both addresses.
func (e *DuplicateRowIDError) Error() string {
	return fmt.Sprintf("rowindex: duplicate live row id %d at %v and %v", e.ID, e.First, e.Second)
}

// Is reports whether target is ErrDuplicateRowID.
func (e *DuplicateRowIDError) Is(target error) bool { return target == ErrDuplicateRowID }

// fragEntry is what the index keeps of a fragment: its sequence (a
// pointer to the caller's segments, shared) and its deletion vector as
// given (nil or empty for none), 16 bytes that WithFragments copies by
// value.
type fragEntry struct {
	seq Sequence
	dv  *DeletionVector
}

// Index maps row ids to row addresses over a set of fragments.
//
// It is immutable after Build or WithFragments and safe for concurrent
// use. See the package documentation for its layout. Indexes come only
// from Build and WithFragments; the zero Index is not ready for use
// (Build(nil) returns an empty one).
type Index struct {
	frags  []fragEntry // by fragment id
	hasDel []uint64    // bit f set iff fragment f has deletions (cache-resident)

	starts []uint64   // first id of each chunk, ascending (ties by address)
	chunks []chunk    // parallel to starts
	levels [][]uint64 // search levels: levels[0] samples starts, levels[l+1] samples levels[l]

	// What only some indexes need (side tables, overlap groups, the
	// directories of big indexes), or &noExtras when none of it is
	// (never nil).
	*extras

	live int // live rows

	// fragBase is the id of fragment 0 when the fragment ids are dense
	// (fragment f has id fragBase+f, and extras.fragIDs is nil).
	fragBase uint32

	// tailClaimed is set by the first appendTail derivation, which may then
	// append to the spare capacity of this index's arrays (beyond their
	// length, which this index never reads). Later derivations copy.
	tailClaimed atomic.Bool
}

// extras holds what only some indexes need, behind one pointer: the side
// tables and overlap groups of an index with sparse arrays or overlapping
// chunks, and the directories and range words of one with thousands of
// chunks or fragments. An index of a few plain fragments (W1) carries a
// pointer instead of 13 slice headers, about 330 bytes, which would
// otherwise be most of its size.
type extras struct {
	dir chunkDir // radix directory over starts (chunkdir.go), when it pays
	// fragIDs are the fragment ids, ascending, when they are not dense
	// (nil when they are: see fragBase), and fragDir their directory
	// (fragdir.go), nil unless they have gaps and are numerous.
	fragIDs []uint32
	fragDir []uint32
	// rangeWords[f] describes fragment f when its sequence is one Range of
	// 1 to 65535 ids starting below 2^48: the start in the low 48 bits,
	// the length in the high 16 (rangeWord); 0 otherwise. RowID maps such
	// a fragment's addresses from this dense array without reading the
	// sequence (160 bytes per fragment, out of cache when there are 1e5
	// one-row fragments). 8 bytes per fragment, kept only from
	// tuning.rangeWordsMin fragments up (nil below).
	rangeWords []uint64

	sides     []*sideTable // side tables of unsorted Array (and big SortedArray) chunks
	sideBytes int          // bytes of all side tables

	groups   []group
	ivStarts []uint64
	candOff  []uint32
	cands    []uint32
	// wideOff and wideCands list the groups' wide chunks (see group),
	// and wideTabs holds their wide tables.
	wideOff   []uint32
	wideCands []uint32
	wideTabs  []*wideTable
	// chunkIv[c], for a chunk c in a group, is the elementary interval that
	// starts at c's first id: a lookup that lands on c searches only the
	// intervals before the next chunk's. Nil when there are no groups;
	// chunks without a group are never looked up in it.
	chunkIv []uint32
	// chunkGroup[c] is the overlap group of chunk c if c has chunkGrouped
	// set (see groupOf). Nil when there are no groups.
	chunkGroup []int32
	// Cover chunks (see cover.go): big cheap chunks of groups, probed
	// before the chunk search. Empty when there are no groups.
	coverStarts []uint64
	coverChunks []uint32
}

// noExtras is the extras of every index that needs none. It is shared and
// never written: an index under construction gets its own (&extras{}, or
// a copy of the one it derives from) and swaps it for noExtras once built,
// if it stayed empty (shareExtras).
var noExtras extras

// shareExtras replaces x's extras by noExtras if they hold nothing.
func (x *Index) shareExtras() {
	if o := x.extras; len(o.sides) == 0 && len(o.groups) == 0 && len(o.coverStarts) == 0 &&
		len(o.dir.ents) == 0 && o.fragIDs == nil && o.fragDir == nil && o.rangeWords == nil {
		x.extras = &noExtras
	}
}

// fragID returns the id of fragment index f.
func (x *Index) fragID(f int) uint32 {
	if x.fragIDs == nil {
		return x.fragBase + uint32(f)
	}
	return x.fragIDs[f]
}

// setFragIDs records ids (ascending, one per fragment; x owns ids and its
// extras): as fragBase alone when they are dense, else in fragIDs, with
// their directory.
func (x *Index) setFragIDs(ids []uint32) {
	if n := len(ids); n == 0 || ids[n-1]-ids[0] == uint32(n-1) {
		x.fragIDs, x.fragDir, x.fragBase = nil, nil, 0
		if n > 0 {
			x.fragBase = ids[0]
		}
		return
	}
	x.fragIDs, x.fragDir = ids, buildFragDir(ids)
}

// ownExtras gives x a copy of its extras that it may write.
func (x *Index) ownExtras() {
	o := *x.extras
	x.extras = &o
}

// setHasDel fills hasDel from frags.
func (x *Index) setHasDel() {
	x.hasDel = make([]uint64, (len(x.frags)+63)/64)
	for f, e := range x.frags {
		if e.dv.Len() > 0 {
			x.hasDel[f>>6] |= 1 << (f & 63)
		}
	}
}

// fragDeleted reports whether fragment index f has deletions.
func (x *Index) fragDeleted(f uint32) bool {
	return x.hasDel[f>>6]&(1<<(f&63)) != 0
}

// Len returns the number of live rows.
func (x *Index) Len() int { return x.live }

// NumChunks returns the number of chunks (non-empty source segments).
func (x *Index) NumChunks() int { return len(x.starts) }

// NumGroups returns the number of overlap groups (runs of chunks whose id
// ranges overlap).
func (x *Index) NumGroups() int { return len(x.groups) }

// Fragments returns the fragments, ordered by id.
func (x *Index) Fragments() []Fragment {
	out := make([]Fragment, len(x.frags))
	for i := range x.frags {
		out[i] = x.fragmentAt(i)
	}
	return out
}

func (x *Index) fragmentAt(i int) Fragment {
	e := x.frags[i]
	return Fragment{ID: x.fragID(i), RowIDs: e.seq, Deletions: e.dv, PhysicalRows: e.seq.Len()}
}

// Fragment returns the fragment with the given id.
func (x *Index) Fragment(id uint32) (Fragment, bool) {
	if f := x.fragIndex(id); f >= 0 {
		return x.fragmentAt(f), true
	}
	return Fragment{}, false
}

// All yields every live (id, address) pair in ascending id order. Chunks
// that overlap are merged by collecting and sorting their live pairs, one
// overlap group at a time.
func (x *Index) All() iter.Seq2[uint64, RowAddress] {
	return func(yield func(uint64, RowAddress) bool) {
		for c := 0; c < len(x.starts); {
			g := x.groupOf(c)
			if g < 0 {
				if !x.chunkEach(c, 0, math.MaxUint64, yield) {
					return
				}
				c++
				continue
			}
			b := c + 1
			for b < len(x.starts) && x.groupOf(b) == g {
				b++
			}
			for _, p := range x.groupPairs(c, b, nil) {
				if !yield(p.id, p.addr) {
					return
				}
			}
			c = b
		}
	}
}

// SizeBytes returns the memory the index holds beyond the sequences and
// deletion vectors it shares with its fragments: the chunk arrays, the
// search levels, the overlap groups and their intervals, the side tables of
// unsorted Arrays and the fragment table.
func (x *Index) SizeBytes() int {
	n := int(unsafe.Sizeof(*x))
	if x.extras != &noExtras {
		n += int(unsafe.Sizeof(*x.extras))
	}
	n += 8*cap(x.starts) + chunkBytes*cap(x.chunks)
	for _, l := range x.levels {
		n += 24 + 8*cap(l)
	}
	n += 4 * cap(x.dir.ents)
	n += int(unsafe.Sizeof(group{}))*cap(x.groups) + 8*cap(x.ivStarts) + 4*cap(x.candOff) + 4*cap(x.cands) + 4*cap(x.chunkIv) + 4*cap(x.chunkGroup)
	n += 4*cap(x.wideOff) + 4*cap(x.wideCands) + 8*cap(x.wideTabs)
	for _, t := range x.wideTabs {
		n += t.sizeBytes()
	}
	n += 8*cap(x.coverStarts) + 4*cap(x.coverChunks)
	n += 8 * cap(x.sides)
	n += int(unsafe.Sizeof(fragEntry{}))*cap(x.frags) + 4*cap(x.fragIDs) + 4*cap(x.fragDir) + 8*cap(x.rangeWords) + 8*cap(x.hasDel)
	return n + x.sideBytes
}
