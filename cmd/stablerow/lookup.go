package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/stablerow/stablerow/rowindex"
)

var lookupCmd = &command{
	name:    "lookup",
	usage:   "lookup [-version N] [-json] DATASET [ROWID...]",
	summary: "map row ids to row addresses",
	help: `
Lookup prints, for each ROWID, one line:

  ROWID FRAG:OFFSET   the live row's address
  ROWID deleted       the id is in a fragment's row-id sequence, but its row
                      is deleted
  ROWID unknown       no fragment of the version has the id

With -json each answer is one JSON object on its own line instead:

  {"row_id":5,"status":"live","address":"4:0"}
  {"row_id":9,"status":"deleted","address":"0:9"}   the deleted row's address
  {"row_id":7,"status":"unknown"}

Without ROWID arguments the ids are read from standard input, and each
answer is written as soon as it is known, so that lookup can sit in a
pipeline. Arguments and input lines are read the same way: each holds one
or more ids separated by white space (" 5" is the id 5, "5 6" two ids;
blank lines are skipped). A key that is not an id stops lookup with exit
code 2, after the answers to the keys before it.

Without stable row ids a row's id is its address: ROWID is then either the
number FRAG<<32 | OFFSET or FRAG:OFFSET, and the answers name the id as
the number. With stable row ids FRAG:OFFSET is an error (reverse maps
addresses to ids).

The exit code is 1 when some id was deleted or unknown.
`,
}

var reverseCmd = &command{
	name:    "reverse",
	usage:   "reverse [-version N] [-json] DATASET [ADDR...]",
	summary: "map row addresses back to row ids",
	help: `
Reverse prints, for each row address ADDR (FRAG:OFFSET, or the raw number
FRAG<<32 | OFFSET), one line, the address written as FRAG:OFFSET:

  FRAG:OFFSET ROWID     the id of the live row there
  FRAG:OFFSET deleted   the fragment has the row, but it is deleted
  FRAG:OFFSET unknown   no such fragment, or the offset is past its rows

With -json each answer is one JSON object on its own line instead:

  {"address":"4:0","status":"live","row_id":5}
  {"address":"0:9","status":"deleted","row_id":9}   the deleted row's id
  {"address":"9:0","status":"unknown"}

Without ADDR arguments the addresses are read from standard input, and
each answer is written as soon as it is known. Arguments and input lines
are read the same way: each holds one or more addresses separated by white
space (blank lines are skipped). A key that is not an address stops
reverse with exit code 2, after the answers to the keys before it.

The exit code is 1 when some address was deleted or unknown.
`,
}

func init() {
	lookupCmd.run = func(c *cmdEnv, args []string) int { return runResolve(c, args, lookupKeys) }
	reverseCmd.run = func(c *cmdEnv, args []string) int { return runResolve(c, args, reverseKeys) }
}

// Answer statuses.
const (
	statusLive    = "live"
	statusDeleted = "deleted"
	statusUnknown = "unknown"
)

// resolver is what lookup and reverse differ in.
type resolver struct {
	// parse parses one key; stable says whether the dataset has stable row
	// ids, and is nil before the dataset is loaded (any key that may be
	// valid for some dataset is accepted then).
	parse func(s string, stable *bool) (uint64, error)
	// text and json answer one key.
	text func(l *loaded, key uint64) (line string, found bool)
	json func(l *loaded, key uint64) (obj any, found bool)
}

var lookupKeys = resolver{parse: parseLookupKey, text: lookupText, json: lookupJSON}
var reverseKeys = resolver{parse: func(s string, _ *bool) (uint64, error) { return parseAddr(s) }, text: reverseText, json: reverseJSON}

// parseLookupKey parses a row id: a decimal number, or FRAG:OFFSET for a
// dataset without stable row ids (where ids are addresses).
func parseLookupKey(s string, stable *bool) (uint64, error) {
	if strings.Contains(s, ":") {
		if stable != nil && *stable {
			return 0, fmt.Errorf("bad row id %q: the dataset has stable row ids, and FRAG:OFFSET is an address (reverse maps addresses to ids)", s)
		}
		a, err := rowindex.ParseRowAddress(s)
		if err != nil {
			return 0, fmt.Errorf("bad row id %q: want a decimal number below 2^64 (or FRAG:OFFSET without stable row ids): %w", s, err)
		}
		return uint64(a), nil
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("bad row id %q: want a decimal number below 2^64", s)
	}
	return v, nil
}

func parseAddr(s string) (uint64, error) {
	a, err := rowindex.ParseRowAddress(s)
	if err != nil {
		return 0, fmt.Errorf("bad row address %q: want FRAG:OFFSET or a decimal number: %w", s, err)
	}
	return uint64(a), nil
}

// lookupOne answers one row id: the live row's address, or the address
// of the deleted row that a fragment's sequence holds the id at.
func lookupOne(l *loaded, id uint64) (status string, addr rowindex.RowAddress) {
	if a, ok := l.index.Get(id); ok {
		return statusLive, a
	}
	if a, ok := inSequences(l, id); ok {
		return statusDeleted, a
	}
	return statusUnknown, 0
}

func lookupText(l *loaded, id uint64) (string, bool) {
	status, addr := lookupOne(l, id)
	key := strconv.FormatUint(id, 10)
	if status == statusLive {
		return key + " " + addr.String(), true
	}
	return key + " " + status, false
}

func lookupJSON(l *loaded, id uint64) (any, bool) {
	status, addr := lookupOne(l, id)
	a := struct {
		RowID   uint64 `json:"row_id"`
		Status  string `json:"status"`
		Address string `json:"address,omitempty"`
	}{RowID: id, Status: status}
	if status != statusUnknown {
		a.Address = addr.String()
	}
	return a, status == statusLive
}

// inSequences returns the address at which some fragment's row-id sequence
// holds id (scanning the segments whose bounds admit it).
func inSequences(l *loaded, id uint64) (rowindex.RowAddress, bool) {
	for _, f := range l.frags {
		for i := 0; i < f.RowIDs.NumSegments(); i++ {
			s := f.RowIDs.Segment(i)
			if lo, hi, ok := s.Bounds(); !ok || id < lo || hi < id {
				continue
			}
			if p, ok := s.Position(id); ok {
				return rowindex.NewRowAddress(f.ID, uint32(f.RowIDs.SegmentStart(i)+p)), true
			}
		}
	}
	return 0, false
}

// reverseOne answers one row address: the row id of the live or deleted
// row there.
func reverseOne(l *loaded, a uint64) (status string, id uint64) {
	addr := rowindex.RowAddress(a)
	if id, ok := l.index.RowID(addr); ok {
		return statusLive, id
	}
	if f, ok := l.index.Fragment(addr.Fragment()); ok && int(addr.Offset()) < f.PhysicalRows {
		if id, ok := f.RowIDs.Get(int(addr.Offset())); ok {
			return statusDeleted, id
		}
		return statusDeleted, a // without stable row ids the id is the address
	}
	return statusUnknown, 0
}

func reverseText(l *loaded, a uint64) (string, bool) {
	status, id := reverseOne(l, a)
	key := rowindex.RowAddress(a).String()
	if status == statusLive {
		return key + " " + strconv.FormatUint(id, 10), true
	}
	return key + " " + status, false
}

func reverseJSON(l *loaded, a uint64) (any, bool) {
	status, id := reverseOne(l, a)
	r := struct {
		Address string  `json:"address"`
		Status  string  `json:"status"`
		RowID   *uint64 `json:"row_id,omitempty"`
	}{Address: rowindex.RowAddress(a).String(), Status: status}
	if status != statusUnknown {
		r.RowID = &id
	}
	return r, status == statusLive
}

// runResolve runs lookup or reverse: answer each key from the arguments,
// or else from stdin.
func runResolve(c *cmdEnv, args []string, r resolver) int {
	var o options
	pos, code := c.parse(&o, args)
	if code >= 0 {
		return code
	}
	if len(pos) == 0 {
		return c.usageError("missing DATASET")
	}
	// Check the arguments before loading the dataset, as far as they can
	// be checked without it.
	var keys []string
	for _, s := range pos[1:] {
		f := strings.Fields(s)
		if len(f) == 0 {
			_, err := r.parse(s, nil)
			return c.usageError("%v", err)
		}
		for _, k := range f {
			if _, err := r.parse(k, nil); err != nil {
				return c.usageError("%v", err)
			}
		}
		keys = append(keys, f...)
	}
	l, err := c.load(pos[0], o.version.v, true)
	if err != nil {
		return c.fail(err)
	}
	stable := l.version.StableRowIDs()
	out := bufio.NewWriter(c.stdout)
	enc := json.NewEncoder(out)
	missing := 0
	emit := func(k uint64) error {
		var found bool
		if o.json {
			var obj any
			obj, found = r.json(l, k)
			if err := enc.Encode(obj); err != nil {
				return err
			}
		} else {
			var line string
			line, found = r.text(l, k)
			out.WriteString(line)
			out.WriteByte('\n')
		}
		if !found {
			missing++
		}
		return nil
	}
	if len(pos) > 1 {
		nums := make([]uint64, len(keys))
		for i, s := range keys {
			if nums[i], err = r.parse(s, &stable); err != nil {
				return c.usageError("%v", err)
			}
		}
		for _, k := range nums {
			if err := emit(k); err != nil {
				return c.fail(fmt.Errorf("writing output: %w", err))
			}
		}
	} else {
		in := bufio.NewReader(c.stdin)
		for lineNo := 1; ; lineNo++ {
			// Flush before blocking on input, so that answers stream.
			if in.Buffered() == 0 {
				if err := out.Flush(); err != nil {
					return c.fail(fmt.Errorf("writing output: %w", err))
				}
			}
			line, err := in.ReadString('\n')
			for _, s := range strings.Fields(line) {
				k, perr := r.parse(s, &stable)
				if perr != nil {
					out.Flush()
					return c.fail(fmt.Errorf("standard input line %d: %w", lineNo, perr))
				}
				if err := emit(k); err != nil {
					return c.fail(fmt.Errorf("writing output: %w", err))
				}
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				out.Flush()
				return c.fail(fmt.Errorf("reading standard input: %w", err))
			}
		}
	}
	if err := out.Flush(); err != nil {
		return c.fail(fmt.Errorf("writing output: %w", err))
	}
	if missing > 0 {
		return exitMismatch
	}
	return exitOK
}
