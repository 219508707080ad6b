package rowindex

// The chunk directory is a radix table over the chunks' first ids: the id
// span from starts[0] is cut into buckets of 1<<shift ids, sized so that a
// bucket holds about chunkDirPer chunk starts, and ents[b] is the last
// chunk whose start is at or below bucket b's first id. The chunk holding
// id lies in starts[ents[b] : ents[b+1]+1] for id's bucket b, a few
// entries in one or two cache lines: a lookup reads one entry of a table
// of half a byte per chunk (cache-resident) and one block of starts,
// where the levelled search reads a line of each level and the block
// (BenchmarkChunkSearch; PERFORMANCE.md, "Cutoffs of rowindex").
//
// Skewed starts would overload a bucket (one far outlier id puts every
// other chunk in bucket 0): when any bucket spans more than chunkDirMaxLoad
// chunks there is no directory and the levels answer. Below chunkDirMin
// chunks the levels are in cache and there is none either.
type chunkDir struct {
	lo    uint64 // starts[0]
	shift uint8
	ents  []uint32
}

const (
	chunkDirPer     = 8
	chunkDirMaxLoad = 64
	chunkDirMin     = 4096
)

// buildChunkDir returns the directory of starts (ascending), or one with
// no entries when it would not pay.
func buildChunkDir(starts []uint64) chunkDir {
	n := len(starts)
	if n < chunkDirMin {
		return chunkDir{}
	}
	span := starts[n-1] - starts[0]
	shift := uint8(0)
	for span>>shift >= uint64(n/chunkDirPer) {
		shift++
	}
	d := chunkDir{lo: starts[0], shift: shift}
	ents, ok := d.appendEntries(make([]uint32, 0, span>>shift+1), 0, -1, starts)
	if !ok {
		return chunkDir{}
	}
	d.ents = ents
	return d
}

// appendEntries appends to dst the entries of buckets b0 up to the one of
// the last start, given prev, the entry of bucket b0-1 (ignored for b0 =
// 0), scanning starts from chunk prev (or 0). It reports false if a bucket
// would span more than chunkDirMaxLoad chunks.
func (d *chunkDir) appendEntries(dst []uint32, b0 uint64, prev int, starts []uint64) ([]uint32, bool) {
	n := len(starts)
	last := (starts[n-1] - d.lo) >> d.shift
	c := max(prev, 0)
	for b := b0; b <= last; b++ {
		low := d.lo + b<<d.shift
		for c+1 < n && starts[c+1] <= low {
			c++
		}
		if b > 0 && c-prev >= chunkDirMaxLoad {
			return nil, false
		}
		dst = append(dst, uint32(c))
		prev = c
	}
	// The last bucket runs to the last chunk.
	return dst, n-1-prev < chunkDirMaxLoad
}

// extendChunkDir returns the directory of starts after chunks were
// appended above the oldN starts that d indexed: existing entries stay
// (shared with appendShared), new buckets are appended. It gives up (no
// directory: the levels answer) when the new buckets would be overloaded
// or the table would outgrow twice its size for the chunks it indexes.
func extendChunkDir(d chunkDir, starts []uint64, oldN int, inPlace bool) chunkDir {
	if len(d.ents) == 0 {
		if oldN < chunkDirMin && len(starts) >= chunkDirMin {
			return buildChunkDir(starts)
		}
		return chunkDir{}
	}
	n := len(starts)
	if (starts[n-1]-d.lo)>>d.shift >= uint64(2*n/chunkDirPer+64) {
		return buildChunkDir(starts)
	}
	extra, ok := d.appendEntries(nil, uint64(len(d.ents)), int(d.ents[len(d.ents)-1]), starts)
	if !ok {
		return chunkDir{}
	}
	d.ents = appendShared(d.ents, extra, inPlace)
	return d
}

// search returns the last chunk whose first id is <= id, given starts[0]
// <= id and a directory with entries.
func (d *chunkDir) search(starts []uint64, id uint64) int {
	ents := d.ents
	b := (id - d.lo) >> d.shift
	lo, hi := int(ents[len(ents)-1]), len(starts)-1
	if b+1 < uint64(len(ents)) {
		lo, hi = int(ents[b]), int(ents[b+1])
	}
	return lo + lastAtMost(starts[lo:hi+1], id)
}
