package rowindex

// tuning holds the cutoffs of the index's layout that tests move: the
// model test gives its small groups wide tables, filters and covers,
// TestTooLarge lowers the chunk record's limit. Build and WithFragments
// use defaults; the unexported build and withFragments take a tuning, so
// a test states a configuration in one line and mutates nothing global.
// Only building and deriving read a tuning (build.go, groups.go,
// widetable.go, cover.go, rowid.go's buildRangeWords, derive.go): the
// lookups (Get, GetBatch, RowID) read what the build left in the index.
// Each default is justified, with its measurement, under "Cutoffs of
// rowindex" in PERFORMANCE.md.
type tuning struct {
	// maxSeg is the largest segment or side-table index a chunk may
	// record (maxChunkSeg); a fragment of more segments, or an index of
	// more side tables, is ErrTooLarge.
	maxSeg int
	// filterMinIDs is the fewest ids an array needs for an id filter
	// (filter.go): a search in a shorter one is a few probes.
	filterMinIDs int
	// coverMinIDs is the fewest ids a cover chunk spans (cover.go), so
	// that the cover array stays short.
	coverMinIDs uint64
	// rangeWordsMin is the number of fragments from which an index keeps
	// its range words (rowid.go): below it the sequences RowID reads stay
	// in cache, and 8 bytes per fragment would show in small indexes.
	rangeWordsMin int
	// wideMinIv is the number of elementary intervals an array must span
	// to be listed per block rather than per interval, and the smallest
	// block (groups.go): per interval, k update arrays spanning a group
	// cost about k*k candidates.
	wideMinIv int
	// wideTableMin is the number of wide arrays from which a group gets a
	// wide table (widetable.go).
	wideTableMin int
	// wideAllMin is the number of wide arrays from which a group puts
	// every one of them in its table, whatever the bytes: testing
	// hundreds of filters one by one is slower than one table lookup.
	wideAllMin int
	// wideAllByBytes says whether a group with fewer than wideAllMin wide
	// arrays puts them all in its table when that takes fewer bytes than
	// their filters, side entries and list entries.
	wideAllByBytes bool
	// tableDeltaMin is the fewest entries a wide table needs for a
	// derivation to keep it and add a delta (wideTable.withDelta) rather
	// than rebuild it.
	tableDeltaMin int
}

// defaults is the tuning of Build and WithFragments. It is never written.
var defaults = tuning{
	maxSeg:         maxChunkSeg,
	filterMinIDs:   32,
	coverMinIDs:    1024,
	rangeWordsMin:  4096,
	wideMinIv:      16,
	wideTableMin:   32,
	wideAllMin:     256,
	wideAllByBytes: true,
	tableDeltaMin:  4096,
}
