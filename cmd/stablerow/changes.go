package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/stablerow/stablerow/lance"
)

var changesCmd = &command{
	name:    "changes",
	usage:   "changes -from V1 (-to V2 | -follow [-interval D]) [-json] [-count] DATASET",
	summary: "list the row ids inserted and updated between two versions, or follow new versions",
	help: `
Changes lists the live rows of version V2 that were inserted or updated
after version V1, with Lance's change-data-capture filters on the rows'
version columns:

  inserted   V1 < created_at <= V2
  updated    created_at <= V1 < last_updated_at <= V2

Rows deleted by V2 are not listed. Output is one line per id, "inserted ID"
lines first, then "updated ID" lines, each ascending. With -json it is one
object {"from":V1,"to":V2,"inserted":[ids],"updated":[ids]}. With -count
only the two counts are printed ("inserted N" and "updated N" lines, or
{"from":V1,"to":V2,"num_inserted":N,"num_updated":N} with -json).

With -follow (and no -to), changes reports every version newer than V1 as
it appears, each against the one before it: a line "version V2 (from V1)"
and that version's lines (or one JSON object per version), looking for a
new version every -interval. It stops cleanly on SIGINT or SIGTERM. A
consumer that restarts resumes with -from set to the last version it saw.

The version is validated as for the other commands (its index is built)
before anything is printed.

Change data capture needs stable row ids: a dataset without them has no
version columns, and changes says so and exits 2. Where a dataset without
stable row ids does have version columns, the answer stands but its ids
are row addresses as numbers (FRAG<<32 | OFFSET), which change when
compaction moves the rows.
`,
}

func init() { changesCmd.run = runChanges }

func runChanges(c *cmdEnv, args []string) int {
	var o options
	pos, code := c.parse(&o, args)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		return c.usageError("want one DATASET, got %d arguments", len(pos))
	}
	if !o.from.set {
		return c.usageError("-from is required")
	}
	if o.follow {
		if o.to.set {
			return c.usageError("-follow reports every new version: give -from, not -to")
		}
		if o.interval <= 0 {
			return c.usageError("-interval must be positive")
		}
		return runFollow(c, &o, pos[0])
	}
	if !o.to.set {
		return c.usageError("-to is required without -follow")
	}
	if o.to.v == 0 {
		return c.usageError("-to must be a version (1 or more)")
	}
	if o.from.v > o.to.v {
		return c.usageError("-from %d is after -to %d", o.from.v, o.to.v)
	}
	l, err := c.load(pos[0], o.to.v, true)
	if err != nil {
		return c.fail(err)
	}
	if err := hasCDC(l.path, l.version); err != nil {
		return c.fail(err)
	}
	out := bufio.NewWriter(c.stdout)
	if err := writeChanges(c, out, &o, o.from.v, l.version, false); err != nil {
		return c.fail(err)
	}
	if err := out.Flush(); err != nil {
		return c.fail(fmt.Errorf("writing output: %w", err))
	}
	return exitOK
}

// runFollow reports each new version after -from until the context ends.
func runFollow(c *cmdEnv, o *options, path string) int {
	ds, err := openDataset(c.ctx, path)
	if err != nil {
		return c.fail(err)
	}
	prev := o.from.v
	for ver, err := range ds.Follow(c.ctx, prev, o.interval) {
		if err != nil {
			return c.fail(err)
		}
		if _, err := ver.Index(); err != nil {
			return c.fail(err)
		}
		if err := hasCDC(path, ver); err != nil {
			return c.fail(err)
		}
		out := bufio.NewWriter(c.stdout)
		err := writeChanges(c, out, o, prev, ver, true)
		if err == nil {
			err = out.Flush()
		}
		if err != nil {
			if c.ctx.Err() != nil {
				break
			}
			return c.fail(err)
		}
		prev = ver.Number()
	}
	return exitOK
}

// hasCDC returns an error when ver can answer no change-data-capture
// question: it has no stable row ids and no fragment has version columns,
// so every row would count as neither inserted nor updated.
func hasCDC(path string, ver *lance.Version) error {
	if ver.StableRowIDs() {
		return nil
	}
	for _, f := range ver.Manifest().Fragments {
		if f.CreatedAt.Storage != lance.StorageNone || f.LastUpdatedAt.Storage != lance.StorageNone {
			return nil
		}
	}
	return fmt.Errorf("%s version %d: change data capture needs stable row ids, and the dataset has none (nor version columns)", path, ver.Number())
}

// writeChanges writes the changes of ver since version from.
func writeChanges(c *cmdEnv, out io.Writer, o *options, from uint64, ver *lance.Version, header bool) error {
	ins, err := ver.Inserted(c.ctx, from)
	if err != nil {
		return err
	}
	upd, err := ver.Updated(c.ctx, from)
	if err != nil {
		return err
	}
	to := ver.Number()
	switch {
	case o.json && o.count:
		err = json.NewEncoder(out).Encode(struct {
			From        uint64 `json:"from"`
			To          uint64 `json:"to"`
			NumInserted uint64 `json:"num_inserted"`
			NumUpdated  uint64 `json:"num_updated"`
		}{from, to, ins.Len(), upd.Len()})
	case o.json:
		err = json.NewEncoder(out).Encode(struct {
			From     uint64   `json:"from"`
			To       uint64   `json:"to"`
			Inserted []uint64 `json:"inserted"`
			Updated  []uint64 `json:"updated"`
		}{from, to, ins.AppendTo([]uint64{}), upd.AppendTo([]uint64{})})
	default:
		if header {
			fmt.Fprintf(out, "version %d (from %d)\n", to, from)
		}
		if o.count {
			_, err = fmt.Fprintf(out, "inserted %d\nupdated %d\n", ins.Len(), upd.Len())
			break
		}
		buf := make([]byte, 0, 32)
		for _, list := range []struct {
			word string
			ids  *lance.IDSet
		}{{"inserted ", ins}, {"updated ", upd}} {
			for id := range list.ids.All() {
				buf = append(append(buf[:0], list.word...), strconv.FormatUint(id, 10)...)
				buf = append(buf, '\n')
				if _, err = out.Write(buf); err != nil {
					return fmt.Errorf("writing output: %w", err)
				}
			}
		}
	}
	if err != nil {
		return fmt.Errorf("writing output: %w", err)
	}
	return nil
}
