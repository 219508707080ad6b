package rowindex

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/segment"
)

// TestDecodeLengthsBounded: the lengths of a sequence's segments and of a
// version sequence's runs add up to at most MaxFragmentRows. Beyond it the
// bytes are malformed, and lengths that would wrap an int around (a fragment
// whose runs claim 2^63-1, 2^63-1 and 81 rows passed the "length equals
// physical rows" check before) are an error, never a wrong answer.
func TestDecodeLengthsBounded(t *testing.T) {
	big := uint64(math.MaxInt64)
	for _, c := range []struct {
		name  string
		spans [][2]uint64
		ok    bool
	}{
		{"exactly 2^32", [][2]uint64{{0, 1 << 31}, {1 << 40, 1<<40 + 1<<31}}, true},
		{"one past 2^32", [][2]uint64{{0, 1 << 31}, {1 << 40, 1<<40 + 1<<31 + 1}}, false},
		{"wraps around", [][2]uint64{{0, big}, {big, 2 * big}, {2 * big, 2*big + 81}}, false},
		{"one huge", [][2]uint64{{5, 5 + big}}, false},
	} {
		var segs []segment.Segment
		var runs []VersionRun
		for i, sp := range c.spans {
			segs = append(segs, segment.NewRange(sp[0], sp[1]))
			runs = append(runs, VersionRun{Span: segment.NewRange(0, sp[1]-sp[0]), Version: uint64(i + 1)})
		}
		seqBytes := Sequence{newMulti(segs, make([]int, len(segs)))}.AppendProto(nil)
		verBytes := VersionSequence{runs: runs}.AppendProto(nil)
		seq, err := UnmarshalSequence(seqBytes)
		if c.ok != (err == nil) {
			t.Errorf("%s: UnmarshalSequence: %v", c.name, err)
		}
		if c.ok && seq.Len() != MaxFragmentRows {
			t.Errorf("%s: Len %d", c.name, seq.Len())
		}
		var de *DecodeError
		if !c.ok && (!errors.As(err, &de) || !strings.Contains(err.Error(), "more than a fragment's")) {
			t.Errorf("%s: UnmarshalSequence error %v, want a DecodeError on the length", c.name, err)
		}
		vs, err := UnmarshalVersionSequence(verBytes)
		if c.ok != (err == nil) {
			t.Errorf("%s: UnmarshalVersionSequence: %v", c.name, err)
		}
		if c.ok && vs.Len() != MaxFragmentRows {
			t.Errorf("%s: version runs Len %d", c.name, vs.Len())
		}
		if !c.ok && !errors.As(err, &de) {
			t.Errorf("%s: UnmarshalVersionSequence error %v, want a DecodeError", c.name, err)
		}
	}
}
