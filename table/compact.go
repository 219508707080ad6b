package table

import (
	"fmt"
	"slices"

	"github.com/stablerow/stablerow/rowindex"
	"github.com/stablerow/stablerow/segment"
)

// DefaultTargetRowsPerFragment is Lance's default compaction target
// (target_rows_per_fragment, 1024 * 1024 rows).
const DefaultTargetRowsPerFragment = 1 << 20

// CompactionStats describes one compaction: what it rewrote and the Lance
// wire size of the row-id metadata before and after.
type CompactionStats struct {
	FragmentsRemoved int // source fragments
	FragmentsAdded   int // new fragments
	RowsRewritten    int // live rows moved into the new fragments
	RowsDropped      int // deleted rows left behind
	// SegmentsBefore and SegmentsAfter count row-id segments in the source
	// and the new fragments.
	SegmentsBefore, SegmentsAfter int
	// RowIDBytesBefore and RowIDBytesAfter are the bytes of the inline
	// RowIdSequence messages of the source and of the new fragments.
	RowIDBytesBefore, RowIDBytesAfter int
	// VersionBytesBefore and VersionBytesAfter are the bytes of the
	// created-at plus last-updated-at RowDatasetVersionSequence messages.
	VersionBytesBefore, VersionBytesAfter int
}

// BytesSaved returns the row-id and version metadata bytes the compaction
// saved (negative if it grew).
func (s CompactionStats) BytesSaved() int {
	return s.RowIDBytesBefore + s.VersionBytesBefore - s.RowIDBytesAfter - s.VersionBytesAfter
}

// ReserveFragments commits a new version that only reserves n fragment
// ids: max_fragment_id grows by n and nothing else changes (Lance's
// ReserveFragments operation, the first of compaction's two commits).
func (t *Table) ReserveFragments(n int) (*Table, error) {
	if n < 0 {
		return nil, fmt.Errorf("%w: reserve %d fragment ids", ErrBadRowCount, n)
	}
	first, err := t.firstFreeFragmentID(n)
	if err != nil {
		return nil, err
	}
	next := t.commit(OpReserveFragments, slices.Clone(t.frags))
	if n > 0 {
		next.useFragmentIDs(first + uint32(n) - 1)
	}
	return next, nil
}

// Compact rewrites the live rows of the given fragments into new fragments
// of targetRowsPerFragment rows (the last one shorter), as Lance's
// compaction does, and returns the final version and what it did.
//
// Like Lance it commits two versions: a ReserveFragments commit that only
// raises max_fragment_id by the number of new fragments (the returned
// table's Parent), then the rewrite, whose new fragments take the reserved
// ids and take the place of the first source fragment in manifest order;
// the other sources are removed.
//
// The sources are read in manifest order, whatever the order of
// fragmentIDs. Each source's sequence is masked with its sorted deleted
// offsets and the results are rechunked to the new sizes: every source
// segment is re-encoded on its own, never merged with its neighbours, so
// the new sequences have as many segments as the sources (Ranges that lost
// rows become RangeWithHoles or RangeWithBitmap). The created-at and
// last-updated-at runs are masked and rechunked the same way, so a run's
// span keeps the old positions and equal runs are not merged. Row ids and
// next_row_id do not change.
func (t *Table) Compact(fragmentIDs []uint32, targetRowsPerFragment int) (*Table, CompactionStats, error) {
	return t.compact(fragmentIDs, targetRowsPerFragment, false)
}

// CompactMerged is Compact with a better encoding: the surviving ids are
// re-encoded across source segment boundaries, so that neighbouring
// pieces merge whenever one segment is smaller on Lance's wire than the
// pieces (touching Ranges become one Range again, bitmaps join), and the
// version runs are rebuilt as Ranges over the new positions with equal
// neighbours merged. The rows, ids, versions and commits are those of
// Compact; only the bytes differ. The stats say how many were saved.
func (t *Table) CompactMerged(fragmentIDs []uint32, targetRowsPerFragment int) (*Table, CompactionStats, error) {
	return t.compact(fragmentIDs, targetRowsPerFragment, true)
}

func (t *Table) compact(fragmentIDs []uint32, target int, merged bool) (*Table, CompactionStats, error) {
	var st CompactionStats
	if target <= 0 {
		return nil, st, fmt.Errorf("%w: target of %d rows per fragment", ErrBadTarget, target)
	}
	if len(fragmentIDs) == 0 {
		return nil, st, fmt.Errorf("%w: no fragments to compact", ErrBadTarget)
	}
	pos := t.positions()
	chosen := make(map[uint32]bool, len(fragmentIDs))
	for _, id := range fragmentIDs {
		if _, ok := pos[id]; !ok {
			return nil, st, fmt.Errorf("%w %d: not in version %d", ErrUnknownFragment, id, t.version)
		}
		if chosen[id] {
			return nil, st, fmt.Errorf("%w %d in the compaction", ErrDuplicateFragment, id)
		}
		chosen[id] = true
	}
	stable := t.opts.StableRowIDs
	var sources []*Fragment
	firstPos := -1
	live := 0
	for i, f := range t.frags {
		if chosen[f.ID] {
			if firstPos < 0 {
				firstPos = i
			}
			sources = append(sources, f)
			live += f.LiveRows()
			st.RowsDropped += f.Deletions.Len()
			st.SegmentsBefore += f.RowIDs.NumSegments()
			st.RowIDBytesBefore += f.RowIDs.LanceSizeBytes()
			st.VersionBytesBefore += f.CreatedAt.LanceSizeBytes() + f.LastUpdatedAt.LanceSizeBytes()
		}
	}
	sizes := chunkSizes(live, target)
	st.FragmentsRemoved, st.FragmentsAdded, st.RowsRewritten = len(sources), len(sizes), live

	reserved, err := t.ReserveFragments(len(sizes))
	if err != nil {
		return nil, st, err
	}
	first, _ := t.firstFreeFragmentID(len(sizes))
	added := make([]*Fragment, len(sizes))
	for i, n := range sizes {
		added[i] = &Fragment{ID: first + uint32(i), PhysicalRows: n}
	}
	next := reserved.commit(OpRewrite, nil)
	if stable {
		if err := fillCompacted(added, sources, sizes, merged); err != nil {
			return nil, st, err
		}
	}
	for _, f := range added {
		st.SegmentsAfter += f.RowIDs.NumSegments()
		st.RowIDBytesAfter += f.RowIDs.LanceSizeBytes()
		st.VersionBytesAfter += f.CreatedAt.LanceSizeBytes() + f.LastUpdatedAt.LanceSizeBytes()
	}
	frags := make([]*Fragment, 0, len(t.frags)-len(sources)+len(added))
	for i, f := range t.frags {
		if i == firstPos {
			frags = append(frags, added...)
		}
		if !chosen[f.ID] {
			frags = append(frags, f)
		}
	}
	next.frags = frags
	return next, st, nil
}

// fillCompacted sets the sequences and version runs of the new fragments.
func fillCompacted(added, sources []*Fragment, sizes []int, merged bool) error {
	seqs := make([]rowindex.Sequence, len(sources))
	created := make([]rowindex.VersionSequence, len(sources))
	updated := make([]rowindex.VersionSequence, len(sources))
	for i, f := range sources {
		del := f.Deletions.AppendTo(nil)
		var err error
		if seqs[i], err = f.RowIDs.Mask(del); err != nil {
			return fmt.Errorf("table: compact fragment %d: row ids: %w", f.ID, err)
		}
		c, u := f.CreatedAt, f.LastUpdatedAt
		if c.Len() != f.PhysicalRows {
			c = rowindex.Uniform(f.PhysicalRows, 1)
		}
		if u.Len() != f.PhysicalRows {
			u = c
		}
		if created[i], err = c.Mask(del); err != nil {
			return fmt.Errorf("table: compact fragment %d: created-at versions: %w", f.ID, err)
		}
		if updated[i], err = u.Mask(del); err != nil {
			return fmt.Errorf("table: compact fragment %d: last-updated-at versions: %w", f.ID, err)
		}
	}
	if merged {
		return fillMerged(added, seqs, created, updated, sizes)
	}
	newSeqs, err := rowindex.Rechunk(seqs, sizes, false)
	if err != nil {
		return err
	}
	newCreated, err := rowindex.RechunkVersions(created, sizes, false)
	if err != nil {
		return err
	}
	newUpdated, err := rowindex.RechunkVersions(updated, sizes, false)
	if err != nil {
		return err
	}
	for i, f := range added {
		f.RowIDs, f.CreatedAt, f.LastUpdatedAt = newSeqs[i], newCreated[i], newUpdated[i]
	}
	return nil
}

// fillMerged is fillCompacted for CompactMerged: each new fragment's ids
// are re-encoded by mergeSegments, its versions by runLengths.
func fillMerged(added []*Fragment, seqs []rowindex.Sequence, created, updated []rowindex.VersionSequence, sizes []int) error {
	chunks, err := rowindex.Rechunk(seqs, sizes, false)
	if err != nil {
		return err
	}
	var cv, uv []uint64
	for i := range created {
		cv = appendVersions(cv, created[i])
		uv = appendVersions(uv, updated[i])
	}
	start := 0
	for i, f := range added {
		f.RowIDs = mergeSegments(chunks[i])
		f.CreatedAt = runLengths(cv[start : start+f.PhysicalRows])
		f.LastUpdatedAt = runLengths(uv[start : start+f.PhysicalRows])
		start += f.PhysicalRows
	}
	return nil
}

// appendVersions appends the version of every row of v to dst.
func appendVersions(dst []uint64, v rowindex.VersionSequence) []uint64 {
	for _, ver := range v.All() {
		dst = append(dst, ver)
	}
	return dst
}

// mergeSegments re-encodes seq greedily from left to right: the current
// piece absorbs the next segment when the next one's ids all lie above
// the piece's (so the union stays ascending) and Lance's encoding of the
// union is no larger on the wire than the two apart.
func mergeSegments(seq rowindex.Sequence) rowindex.Sequence {
	n := seq.NumSegments()
	if n < 2 {
		return seq
	}
	var out []segment.Segment
	cur := seq.Segment(0)
	var curIDs []uint64
	for i := 1; i < n; i++ {
		nx := seq.Segment(i)
		if cur.Kind() != segment.KindArray && nx.Kind() != segment.KindArray {
			_, curHi, ok1 := cur.Bounds()
			nxLo, _, ok2 := nx.Bounds()
			if ok1 && ok2 && curHi < nxLo {
				if curIDs == nil {
					curIDs = cur.AppendTo(nil)
				}
				union := nx.AppendTo(curIDs) // curIDs[:len] is left intact
				cand := segment.FromSlice(union)
				if cand.LanceSizeBytes() <= cur.LanceSizeBytes()+nx.LanceSizeBytes() {
					cur, curIDs = cand, union
					continue
				}
			}
		}
		out = append(out, cur)
		cur, curIDs = nx, nil
	}
	out = append(out, cur)
	return rowindex.NewSequence(out...)
}
