package rowindex

// The fragment directory finds a fragment's index in Index.fragIDs (the
// ascending fragment ids) from its id with one probe of a small table
// and one cache line of fragIDs, where a search would touch several lines:
// it matters once fragIDs is out of cache (W3 with 1e5 commits has 95,000
// single-row fragments, 5% of the ids in their span missing).
//
// Fragment ids are split into buckets of 1<<fragDirShift ids from
// fragIDs[0]; dir[b] is the index of the first fragment whose id is in
// bucket b or later. The ids of bucket b are fragIDs[dir[b]:dir[b+1]] (up
// to len(fragIDs) for the last bucket), so an id's index is at most its
// offset r in the bucket and at least r minus the bucket's missing ids.
//
// A directory exists only when it pays and stays small: at least
// fragDirMin fragments, ids not dense (dense ids index themselves), and at
// most one bucket per fragment (at most 4 bytes per fragment).
const (
	fragDirShift = 6
	fragDirMin   = 256
)

// buildFragDir returns the directory of ids, or nil when none is kept.
func buildFragDir(ids []uint32) []uint32 {
	nb, ok := fragDirBuckets(ids)
	if !ok {
		return nil
	}
	return appendFragDir(make([]uint32, 0, nb), 0, ids, 0, nb)
}

// fragDirBuckets returns the number of buckets a directory of ids has,
// and whether ids get one.
func fragDirBuckets(ids []uint32) (int, bool) {
	n := len(ids)
	if n < fragDirMin {
		return 0, false
	}
	span := uint64(ids[n-1] - ids[0])
	nb := span>>fragDirShift + 1
	return int(nb), span != uint64(n-1) && nb <= uint64(n)
}

// appendFragDir appends to dst the entries of buckets b0 to nb-1,
// scanning ids from index from (at most the first index of bucket b0).
func appendFragDir(dst []uint32, b0 int, ids []uint32, from, nb int) []uint32 {
	i := from
	for b := b0; b < nb; b++ {
		low := ids[0] + uint32(b)<<fragDirShift
		for i < len(ids) && ids[i] < low {
			i++
		}
		dst = append(dst, uint32(i))
	}
	return dst
}

// extendFragDir returns the directory of ids after fragments were
// appended to oldN fragments whose directory was dir (new ids above the
// old ones): existing entries stay (shared, like the other arrays of an
// appended index, see appendShared), new buckets are appended.
func extendFragDir(dir, ids []uint32, oldN int, inPlace bool) []uint32 {
	nb, ok := fragDirBuckets(ids)
	if !ok {
		return nil
	}
	if dir == nil || oldN == 0 {
		return buildFragDir(ids)
	}
	return appendShared(dir, appendFragDir(nil, len(dir), ids, int(dir[len(dir)-1]), nb), inPlace)
}

// fragmentIn returns the index of fragment id in ids (ascending) using
// their directory dir, or -1. id must be >= ids[0].
func fragmentIn(ids, dir []uint32, id uint32) int {
	d := id - ids[0]
	b := int(d >> fragDirShift)
	if b >= len(dir) {
		return -1
	}
	lo, hi := int(dir[b]), len(ids)
	if b+1 < len(dir) {
		hi = int(dir[b+1])
	}
	// ids[lo:hi] lie in bucket b, distinct: id at offset r of the bucket
	// has at most r ids before it there, and at least r minus the
	// bucket's missing ids.
	r := int(d & (1<<fragDirShift - 1))
	missing := 1<<fragDirShift - (hi - lo)
	// So does any id above it: ids[last+1], if any, is above id.
	first, last := lo+max(r-missing, 0), min(lo+r, hi-1)
	if first > last || ids[first] > id {
		return -1
	}
	k := searchAbove(ids, first, last+1, id) - 1
	if ids[k] != id {
		return -1
	}
	return k
}
