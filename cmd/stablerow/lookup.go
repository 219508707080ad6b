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
  ROWID deleted       only deleted rows of the version's fragments have the
                      id
  ROWID removed       no row has the id, but it was assigned (it is below
                      next_row_id): its row was deleted and its fragment
                      compacted away, or dropped with its last live row
  ROWID unassigned    the id was never assigned (it is at or above
                      next_row_id)
  ROWID absent        without stable row ids: no row has the id (an
                      address)

With -json each answer is one JSON object on its own line instead:

  {"row_id":5,"status":"live","address":"4:0"}
  {"row_id":9,"status":"deleted","address":"0:9"}   the deleted row's address
  {"row_id":7,"status":"removed"}

(a deleted id held by several deleted rows is reported at the highest of
their addresses: where it was deleted last).

Without ROWID arguments the ids are read from standard input, and the
answers to the ids read so far are written whenever lookup would wait for
more input, so that lookup can sit in a pipeline; the ids read at once are
looked up together, ascending runs in one pass through the index.
Arguments and input lines are read the same way: each holds one or more
ids separated by white space (" 5" is the id 5, "5 6" two ids; blank
lines are skipped). A key that is not an id stops lookup with exit code 2,
after the answers to the keys before it.

Without stable row ids a row's id is its address: ROWID is then either the
number FRAG<<32 | OFFSET or FRAG:OFFSET, and the answers name the id as
the number. With stable row ids FRAG:OFFSET is an error (reverse maps
addresses to ids).

The exit code is 1 when some id was not live.
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
  FRAG:OFFSET absent    no such fragment, or the offset is past its rows

With -json each answer is one JSON object on its own line instead:

  {"address":"4:0","status":"live","row_id":5}
  {"address":"0:9","status":"deleted","row_id":9}   the deleted row's id
  {"address":"9:0","status":"absent"}

Without ADDR arguments the addresses are read from standard input, and
each answer is written as soon as it is known. Arguments and input lines
are read the same way: each holds one or more addresses separated by white
space (blank lines are skipped). A key that is not an address stops
reverse with exit code 2, after the answers to the keys before it.

The exit code is 1 when some address was deleted or absent.
`,
}

func init() {
	lookupCmd.run = func(c *cmdEnv, args []string) int { return runResolve(c, args, lookupKeys) }
	reverseCmd.run = func(c *cmdEnv, args []string) int { return runResolve(c, args, reverseKeys) }
}

// Answer statuses of reverse (lookup's are rowindex.Status names).
const (
	statusLive    = "live"
	statusDeleted = "deleted"
	statusAbsent  = "absent" // as rowindex.Absent: no row there
)

// resolver is what lookup and reverse differ in.
type resolver struct {
	// parse parses one key; stable says whether the dataset has stable row
	// ids, and is nil before the dataset is loaded (any key that may be
	// valid for some dataset is accepted then).
	parse func(s string, stable *bool) (uint64, error)
	// answer answers keys, in order: put gets each answer, a text line
	// or (with asJSON) an object to encode, and whether it was found.
	answer func(l *loaded, keys []uint64, asJSON bool, put func(v any, found bool) error) error
}

var lookupKeys = resolver{parse: parseLookupKey, answer: lookupAnswers}
var reverseKeys = resolver{parse: func(s string, _ *bool) (uint64, error) { return parseAddr(s) }, answer: reverseAnswers}

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

// lookupJSON is one answer of lookup -json.
type lookupJSON struct {
	RowID   uint64 `json:"row_id"`
	Status  string `json:"status"`
	Address string `json:"address,omitempty"`
}

// lookupAnswers answers row ids through the version's LookupBatch.
func lookupAnswers(l *loaded, ids []uint64, asJSON bool, put func(v any, found bool) error) error {
	addrs, st := make([]rowindex.RowAddress, len(ids)), make([]rowindex.Status, len(ids))
	if _, err := l.version.LookupBatch(ids, addrs, st); err != nil {
		return err
	}
	for i, id := range ids {
		var v any
		live := st[i] == rowindex.Live
		switch {
		case asJSON:
			a := lookupJSON{RowID: id, Status: st[i].String()}
			if live || st[i] == rowindex.Deleted {
				a.Address = addrs[i].String()
			}
			v = a
		case live:
			v = strconv.FormatUint(id, 10) + " " + addrs[i].String()
		default:
			v = strconv.FormatUint(id, 10) + " " + st[i].String()
		}
		if err := put(v, live); err != nil {
			return err
		}
	}
	return nil
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
	return statusAbsent, 0
}

// reverseAnswers answers row addresses, one by one.
func reverseAnswers(l *loaded, addrs []uint64, asJSON bool, put func(v any, found bool) error) error {
	for _, a := range addrs {
		status, id := reverseOne(l, a)
		key := rowindex.RowAddress(a).String()
		var v any
		switch {
		case asJSON:
			r := struct {
				Address string  `json:"address"`
				Status  string  `json:"status"`
				RowID   *uint64 `json:"row_id,omitempty"`
			}{Address: key, Status: status}
			if status != statusAbsent {
				r.RowID = &id
			}
			v = r
		case status == statusLive:
			v = key + " " + strconv.FormatUint(id, 10)
		default:
			v = key + " " + status
		}
		if err := put(v, status == statusLive); err != nil {
			return err
		}
	}
	return nil
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
	put := func(v any, found bool) error {
		if !found {
			missing++
		}
		var err error
		if line, ok := v.(string); ok {
			out.WriteString(line)
			err = out.WriteByte('\n')
		} else {
			err = enc.Encode(v)
		}
		if err != nil {
			return fmt.Errorf("writing output: %w", err)
		}
		return nil
	}
	// pending holds the keys read and not yet answered: answered together,
	// when input would block, at the end, before an error, or when
	// resolveBatch of them are waiting.
	var pending []uint64
	answer := func() error {
		if len(pending) == 0 {
			return nil
		}
		err := r.answer(l, pending, o.json, put)
		pending = pending[:0]
		return err
	}
	// stop answers the pending keys and reports err, or the answers'
	// error first.
	stop := func(err error) int {
		if aerr := answer(); aerr != nil {
			err = aerr
		}
		out.Flush()
		return c.fail(err)
	}
	if len(pos) > 1 {
		nums := make([]uint64, len(keys))
		for i, s := range keys {
			if nums[i], err = r.parse(s, &stable); err != nil {
				return c.usageError("%v", err)
			}
		}
		for len(nums) > 0 {
			n := min(len(nums), resolveBatch)
			pending, nums = nums[:n], nums[n:]
			if err := answer(); err != nil {
				return stop(err)
			}
		}
	} else {
		in := bufio.NewReader(c.stdin)
		for lineNo := 1; ; lineNo++ {
			// Answer and flush before blocking on input, so that answers
			// stream.
			if in.Buffered() == 0 {
				if err := answer(); err != nil {
					return stop(err)
				}
				if err := out.Flush(); err != nil {
					return c.fail(fmt.Errorf("writing output: %w", err))
				}
			}
			line, err := in.ReadString('\n')
			for _, s := range strings.Fields(line) {
				k, perr := r.parse(s, &stable)
				if perr != nil {
					return stop(fmt.Errorf("standard input line %d: %w", lineNo, perr))
				}
				if pending = append(pending, k); len(pending) == resolveBatch {
					if err := answer(); err != nil {
						return stop(err)
					}
				}
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				return stop(fmt.Errorf("reading standard input: %w", err))
			}
		}
	}
	if err := answer(); err != nil {
		return stop(err)
	}
	if err := out.Flush(); err != nil {
		return c.fail(fmt.Errorf("writing output: %w", err))
	}
	if missing > 0 {
		return exitMismatch
	}
	return exitOK
}

// resolveBatch is the most keys lookup and reverse answer at once.
const resolveBatch = 4096
