package rowindex

import (
	"fmt"
	"iter"
	"slices"
	"strconv"

	"google.golang.org/protobuf/encoding/protowire"

	"github.com/stablerow/stablerow/segment"
)

// VersionRun is one run of Lance's RowDatasetVersionSequence: Span.Len()
// consecutive physical rows that all have Version. Only the span's length
// matters; its ids are not row ids.
type VersionRun struct {
	Span    segment.Segment
	Version uint64
}

// VersionSequence is Lance's RowDatasetVersionSequence: the created-at or
// last-updated-at dataset version of each physical row of a fragment, as
// runs over physical offsets. Equal adjacent runs are not merged (Lance
// does not merge them either). It is an immutable value, safe for
// concurrent use; the zero VersionSequence is empty.
type VersionSequence struct {
	runs []VersionRun
	ends []int // ends[i]: offset just past run i
}

// NewVersionSequence returns the sequence of runs, in order (empty runs
// are kept). The slice is copied.
func NewVersionSequence(runs ...VersionRun) VersionSequence {
	return newVersionsOwned(slices.Clone(runs))
}

// Uniform returns the version sequence of n rows that all have version:
// one run Range(0..n), or the empty sequence if n <= 0 (Lance's
// from_uniform_row_count).
func Uniform(n int, version uint64) VersionSequence {
	if n <= 0 {
		return VersionSequence{}
	}
	return newVersionsOwned([]VersionRun{{Span: segment.NewRange(0, uint64(n)), Version: version}})
}

func newVersionsOwned(runs []VersionRun) VersionSequence {
	if len(runs) == 0 {
		return VersionSequence{}
	}
	return VersionSequence{runs: runs, ends: prefixEnds(runs, func(r *VersionRun) int { return r.Span.Len() })}
}

// Len returns the number of rows covered (the sum of the span lengths).
func (v VersionSequence) Len() int {
	if len(v.ends) == 0 {
		return 0
	}
	return v.ends[len(v.ends)-1]
}

// Runs returns a copy of the runs.
func (v VersionSequence) Runs() []VersionRun { return slices.Clone(v.runs) }

// NumRuns returns the number of runs.
func (v VersionSequence) NumRuns() int { return len(v.runs) }

// VersionAt returns the version of the row at physical offset, or false if
// offset is outside [0, Len). O(log runs); it does not allocate.
func (v VersionSequence) VersionAt(offset int) (uint64, bool) {
	ends := v.ends
	if offset < 0 || len(ends) == 0 || offset >= ends[len(ends)-1] {
		return 0, false
	}
	return v.runs[spanOf(ends, offset)].Version, true
}

// All yields (offset, version) for every row, in physical order.
func (v VersionSequence) All() iter.Seq2[int, uint64] {
	return func(yield func(int, uint64) bool) {
		off := 0
		for i := range v.runs {
			for end := v.ends[i]; off < end; off++ {
				if !yield(off, v.runs[i].Version) {
					return
				}
			}
		}
	}
}

// Equal reports whether both have the same runs (span kind and ids, and
// version), in order.
func (v VersionSequence) Equal(o VersionSequence) bool {
	return slices.EqualFunc(v.runs, o.runs, func(a, b VersionRun) bool {
		return a.Version == b.Version && a.Span.Equal(b.Span)
	})
}

// Mask returns the sequence without the rows at the given physical offsets,
// as Lance's RowDatasetVersionSequence.mask does: each run holding masked
// offsets has its span re-encoded by segment.Mask, then empty runs are
// dropped. sortedOffsets must be strictly ascending and below Len, else the
// error wraps ErrBadOffsets (Lance ignores offsets past the end).
func (v VersionSequence) Mask(sortedOffsets []uint32) (VersionSequence, error) {
	if err := checkOffsets(sortedOffsets, v.Len()); err != nil {
		return VersionSequence{}, err
	}
	out := make([]VersionRun, 0, len(v.runs))
	j := 0
	for i, run := range v.runs {
		start, end := 0, v.ends[i]
		if i > 0 {
			start = v.ends[i-1]
		}
		k := j
		for k < len(sortedOffsets) && int(sortedOffsets[k]) < end {
			k++
		}
		if k > j {
			local := make([]uint32, k-j)
			for x, o := range sortedOffsets[j:k] {
				local[x] = o - uint32(start)
			}
			span, err := run.Span.Mask(local)
			if err != nil {
				return VersionSequence{}, fmt.Errorf("%w: run %d: %v", ErrBadOffsets, i, err)
			}
			run.Span = span
			j = k
		}
		if run.Span.Len() > 0 {
			out = append(out, run)
		}
	}
	return newVersionsOwned(out), nil
}

// RechunkVersions splits and joins the runs of seqs (concatenated in order)
// into version sequences of the given sizes, with the algorithm of Lance's
// rechunk_version_sequences (the same walk as Rechunk; each piece is a
// segment.Slice of its run's span, keeping the run's version; runs are
// never merged). Errors are *RechunkError values worded "version runs".
func RechunkVersions(seqs []VersionSequence, sizes []int, allowIncomplete bool) ([]VersionSequence, error) {
	var flat []VersionRun
	for _, s := range seqs {
		flat = append(flat, s.runs...)
	}
	parts := make([][]VersionRun, len(sizes))
	err := rechunkPieces("version runs", func(i int) int { return flat[i].Span.Len() }, len(flat), sizes, allowIncomplete,
		func(c, p, off, n int) {
			parts[c] = append(parts[c], VersionRun{Span: flat[p].Span.Slice(off, n), Version: flat[p].Version})
		})
	if err != nil {
		return nil, err
	}
	out := make([]VersionSequence, len(sizes))
	for c, ps := range parts {
		out[c] = newVersionsOwned(ps)
	}
	return out, nil
}

// runBodySize returns the size of one RowDatasetVersionRun message.
func runBodySize(r *VersionRun) int {
	n := 1 + protowire.SizeBytes(r.Span.LanceSizeBytes())
	if r.Version != 0 {
		n += 1 + protowire.SizeVarint(r.Version)
	}
	return n
}

// LanceSizeBytes returns len(v.AppendProto(nil)).
func (v VersionSequence) LanceSizeBytes() int {
	n := 0
	for i := range v.runs {
		n += 1 + protowire.SizeBytes(runBodySize(&v.runs[i]))
	}
	return n
}

// AppendProto appends the sequence as Lance's RowDatasetVersionSequence
// protobuf message (runs=1, each {span=1 U64Segment, version=2 uint64}),
// byte for byte as Lance writes it (version 0 omitted).
func (v VersionSequence) AppendProto(b []byte) []byte {
	b = slices.Grow(b, v.LanceSizeBytes())
	for i := range v.runs {
		r := &v.runs[i]
		b = protowire.AppendTag(b, 1, protowire.BytesType)
		b = protowire.AppendVarint(b, uint64(runBodySize(r)))
		b = protowire.AppendTag(b, 1, protowire.BytesType)
		b = protowire.AppendVarint(b, uint64(r.Span.LanceSizeBytes()))
		b = r.Span.AppendProto(b)
		if r.Version != 0 {
			b = protowire.AppendTag(b, 2, protowire.VarintType)
			b = protowire.AppendVarint(b, r.Version)
		}
	}
	return b
}

// UnmarshalVersionSequence decodes Lance's RowDatasetVersionSequence
// protobuf bytes. A run without a span is an error (as in Lance); unknown
// fields are skipped. Malformed input gives a *DecodeError, never a panic.
func UnmarshalVersionSequence(b []byte) (VersionSequence, error) {
	const msg = "RowDatasetVersionSequence"
	var runs []VersionRun
	total := 0
	err := walkFields(b, 0, msg, nil, func(num protowire.Number, typ protowire.Type, off, valOff int, val []byte) error {
		if num != 1 {
			return nil
		}
		// The field's name, built only for an error.
		field := func() string { return "runs[" + strconv.Itoa(len(runs)) + "]" }
		if typ != protowire.BytesType {
			return &DecodeError{Message: msg, Field: field(), Offset: off, Detail: fmt.Sprintf("wire type %d, want bytes (2)", typ)}
		}
		run, err := unmarshalRun(val, valOff, field)
		if err != nil {
			return err
		}
		// As for sequences: runs cover at most MaxFragmentRows rows, so the
		// running total cannot wrap around.
		if n := run.Span.Len(); n > MaxFragmentRows-total {
			return &DecodeError{Message: msg, Field: field(), Offset: off,
				Detail: fmt.Sprintf("%d rows after %d: more than a fragment's %d rows", n, total, MaxFragmentRows)}
		}
		total += run.Span.Len()
		runs = append(runs, run)
		return nil
	})
	if err != nil {
		return VersionSequence{}, err
	}
	return newVersionsOwned(runs), nil
}

// unmarshalRun decodes one RowDatasetVersionRun; base is the offset of its
// bytes in the outer message, for error offsets; field names it, for errors.
func unmarshalRun(b []byte, base int, field func() string) (VersionRun, error) {
	const msg = "RowDatasetVersionSequence"
	var run VersionRun
	hasSpan := false
	err := walkFields(b, base, msg, func() string { return field() + "." }, func(num protowire.Number, typ protowire.Type, off, _ int, val []byte) error {
		switch num {
		case 1:
			if typ != protowire.BytesType {
				return &DecodeError{Message: msg, Field: field() + ".span", Offset: off, Detail: fmt.Sprintf("wire type %d, want bytes (2)", typ)}
			}
			span, err := segment.UnmarshalProto(val)
			if err != nil {
				return &DecodeError{Message: msg, Field: field() + ".span", Offset: off, Detail: "bad U64Segment", Err: err}
			}
			run.Span, hasSpan = span, true
		case 2:
			if typ != protowire.VarintType {
				return &DecodeError{Message: msg, Field: field() + ".version", Offset: off, Detail: fmt.Sprintf("wire type %d, want varint (0)", typ)}
			}
			run.Version, _ = protowire.ConsumeVarint(val)
		}
		return nil
	})
	if err != nil {
		return VersionRun{}, err
	}
	if !hasSpan {
		return VersionRun{}, &DecodeError{Message: msg, Field: field() + ".span", Offset: base, Detail: "missing span"}
	}
	return run, nil
}
