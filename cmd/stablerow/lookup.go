package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/stablerow/stablerow/rowindex"
)

var lookupCmd = &command{
	name:    "lookup",
	usage:   "lookup [-version N] DATASET [ROWID...]",
	summary: "map row ids to row addresses",
	help: `
Lookup prints, for each ROWID, one line:

  ROWID FRAG:OFFSET   the live row's address
  ROWID deleted       the id is in a fragment's row-id sequence, but its row
                      is deleted
  ROWID unknown       no fragment of the version has the id

Without ROWID arguments the ids are read from standard input, one per line
(blank lines skipped), and each answer is written as soon as it is known,
so that lookup can sit in a pipeline. Without stable row ids a row's id is
its address as a number (FRAG<<32 | OFFSET).

The exit code is 1 when some id was deleted or unknown.
`,
}

var reverseCmd = &command{
	name:    "reverse",
	usage:   "reverse [-version N] DATASET [ADDR...]",
	summary: "map row addresses back to row ids",
	help: `
Reverse prints, for each row address ADDR (FRAG:OFFSET, or the raw number
FRAG<<32 | OFFSET), one line, the address written as FRAG:OFFSET:

  FRAG:OFFSET ROWID     the id of the live row there
  FRAG:OFFSET deleted   the fragment has the row, but it is deleted
  FRAG:OFFSET unknown   no such fragment, or the offset is past its rows

Without ADDR arguments the addresses are read from standard input, one per
line (blank lines skipped), and each answer is written as soon as it is
known.

The exit code is 1 when some address was deleted or unknown.
`,
}

func init() {
	lookupCmd.run = func(c *cmdEnv, args []string) int { return runResolve(c, args, lookupOne, parseRowID) }
	reverseCmd.run = func(c *cmdEnv, args []string) int { return runResolve(c, args, reverseOne, parseAddr) }
}

func parseRowID(s string) (uint64, error) {
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

// lookupOne answers one row id; found is false for deleted or unknown ids.
func lookupOne(l *loaded, id uint64) (answer string, found bool) {
	key := strconv.FormatUint(id, 10)
	if addr, ok := l.index.Get(id); ok {
		return key + " " + addr.String(), true
	}
	if inSequences(l, id) {
		return key + " deleted", false
	}
	return key + " unknown", false
}

// inSequences reports whether some fragment's row-id sequence holds id.
func inSequences(l *loaded, id uint64) bool {
	for _, f := range l.frags {
		for i := 0; i < f.RowIDs.NumSegments(); i++ {
			s := f.RowIDs.Segment(i)
			if lo, hi, ok := s.Bounds(); ok && lo <= id && id <= hi && s.Contains(id) {
				return true
			}
		}
	}
	return false
}

// reverseOne answers one row address.
func reverseOne(l *loaded, a uint64) (answer string, found bool) {
	addr := rowindex.RowAddress(a)
	key := addr.String()
	if id, ok := l.index.RowID(addr); ok {
		return key + " " + strconv.FormatUint(id, 10), true
	}
	if f, ok := l.index.Fragment(addr.Fragment()); ok && int(addr.Offset()) < f.PhysicalRows {
		return key + " deleted", false
	}
	return key + " unknown", false
}

// runResolve runs lookup or reverse: answer each key from the arguments,
// or else from stdin.
func runResolve(c *cmdEnv, args []string, answer func(*loaded, uint64) (string, bool), parse func(string) (uint64, error)) int {
	var o options
	pos, code := c.parse(&o, args)
	if code >= 0 {
		return code
	}
	if len(pos) == 0 {
		return c.usageError("missing DATASET")
	}
	keys := make([]uint64, 0, len(pos)-1)
	for _, s := range pos[1:] {
		k, err := parse(s)
		if err != nil {
			return c.usageError("%v", err)
		}
		keys = append(keys, k)
	}
	l, err := c.load(pos[0], o.version.v, true)
	if err != nil {
		return c.fail(err)
	}
	out := bufio.NewWriter(c.stdout)
	missing := 0
	emit := func(k uint64) {
		line, ok := answer(l, k)
		if !ok {
			missing++
		}
		out.WriteString(line)
		out.WriteByte('\n')
	}
	if len(pos) > 1 {
		for _, k := range keys {
			emit(k)
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
			if s := strings.TrimSpace(line); s != "" {
				k, perr := parse(s)
				if perr != nil {
					out.Flush()
					return c.fail(fmt.Errorf("standard input line %d: %w", lineNo, perr))
				}
				emit(k)
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
