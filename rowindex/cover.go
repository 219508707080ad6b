package rowindex

// Cover chunks: most ids of an overlap group usually live in a few big
// chunks that are cheap to probe (W3's base fragments, into which
// single-row updates punched deleted rows; W2's base fragments under the
// scattered update arrays). The cover chunks are those chunks, at most one
// per id: Get probes the one holding id (found in a short sorted array
// that stays in cache) before the chunk search, and a live hit is the
// answer, since an id is live in one place only. Only the ids that moved
// away (deleted there) pay for the search; without the covers every
// lookup in a group searched all its chunks' starts and read the chunk it
// landed on, two cache misses once the group has 1e5 update chunks.
//
// A cover chunk is in a group, is a Range, RangeWithHoles or
// RangeWithBitmap (Arrays cost a search), spans at least tuning.coverMinIDs ids,
// and overlaps no other cover chunk: scanning the chunks by start, a
// qualifying chunk becomes a cover if it starts after the last cover
// ends, and replaces it if it starts at the same id and is wider. Every
// qualifying chunk is thus a cover or overlaps one.

// buildCovers sets coverStarts and coverChunks from the chunks and groups,
// covers spanning at least minIDs ids (tuning.coverMinIDs).
func (x *Index) buildCovers(minIDs uint64) {
	x.coverStarts, x.coverChunks = nil, nil
	if len(x.groups) == 0 {
		return
	}
	for c := range x.chunks {
		ch := &x.chunks[c]
		if ch.flags()&chunkGrouped == 0 || ch.array() || ch.end-x.starts[c] < minIDs-1 {
			continue
		}
		if n := len(x.coverChunks); n > 0 {
			last := x.coverChunks[n-1]
			if x.starts[c] <= x.chunks[last].end {
				if x.starts[c] == x.starts[last] && ch.end > x.chunks[last].end {
					x.coverChunks[n-1] = uint32(c)
				}
				continue
			}
		}
		x.coverStarts = append(x.coverStarts, x.starts[c])
		x.coverChunks = append(x.coverChunks, uint32(c))
	}
}

// getCovered returns the address of id if it is live in the cover chunk
// holding it, and the cover chunk it tried (-1 if none), which a search
// after a miss need not try again.
func (x *Index) getCovered(id uint64) (addr RowAddress, ok bool, tried int) {
	cs := x.coverStarts
	if len(cs) == 0 || id < cs[0] {
		return InvalidAddress, false, -1
	}
	c := int(x.coverChunks[lastAtMost(cs, id)])
	addr, ok = x.resolve(c, id)
	return addr, ok, c
}
