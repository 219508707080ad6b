package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"strconv"
)

var changesCmd = &command{
	name:    "changes",
	usage:   "changes -from V1 -to V2 [-json] [-count] DATASET",
	summary: "list the row ids inserted and updated between two versions",
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
	if !o.from.set || !o.to.set {
		return c.usageError("both -from and -to are required")
	}
	if o.to.v == 0 {
		return c.usageError("-to must be a version (1 or more)")
	}
	if o.from.v > o.to.v {
		return c.usageError("-from %d is after -to %d", o.from.v, o.to.v)
	}
	l, err := c.load(pos[0], o.to.v, false)
	if err != nil {
		return c.fail(err)
	}
	ins := l.version.Inserted(o.from.v, o.to.v)
	upd := l.version.Updated(o.from.v, o.to.v)
	out := bufio.NewWriter(c.stdout)
	switch {
	case o.json && o.count:
		err = json.NewEncoder(out).Encode(struct {
			From        uint64 `json:"from"`
			To          uint64 `json:"to"`
			NumInserted int    `json:"num_inserted"`
			NumUpdated  int    `json:"num_updated"`
		}{o.from.v, o.to.v, len(ins), len(upd)})
	case o.json:
		if ins == nil {
			ins = []uint64{}
		}
		if upd == nil {
			upd = []uint64{}
		}
		err = json.NewEncoder(out).Encode(struct {
			From     uint64   `json:"from"`
			To       uint64   `json:"to"`
			Inserted []uint64 `json:"inserted"`
			Updated  []uint64 `json:"updated"`
		}{o.from.v, o.to.v, ins, upd})
	case o.count:
		fmt.Fprintf(out, "inserted %d\nupdated %d\n", len(ins), len(upd))
	default:
		buf := make([]byte, 0, 32)
		for _, list := range []struct {
			word string
			ids  []uint64
		}{{"inserted ", ins}, {"updated ", upd}} {
			for _, id := range list.ids {
				buf = append(append(buf[:0], list.word...), strconv.FormatUint(id, 10)...)
				buf = append(buf, '\n')
				out.Write(buf)
			}
		}
	}
	if err == nil {
		err = out.Flush()
	}
	if err != nil {
		return c.fail(fmt.Errorf("writing output: %w", err))
	}
	return exitOK
}
