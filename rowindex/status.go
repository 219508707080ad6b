package rowindex

import "fmt"

// Status says what a lookup found for a row id. Index.Lookup answers
// Live, Deleted or Absent; a reader that also knows the table's
// next_row_id (lance.Version.Lookup) tells an Absent id apart as Removed
// or Unassigned. The zero value is Absent.
type Status uint8

// Statuses of a lookup.
const (
	// Absent: no row of the index holds the id, live or deleted.
	Absent Status = iota
	// Live: a live row holds the id; the address is that row's.
	Live
	// Deleted: only deleted rows hold the id; the address is the highest
	// of theirs (a row that an update moved and a later commit deleted is
	// reported where it was deleted, in the newer fragment, as Lance hands
	// out fragment ids in increasing order).
	Deleted
	// Removed: the id was assigned once (it is below next_row_id), but no
	// row of the version holds it any more: its row was deleted and its
	// fragment compacted away or dropped with its last live row. Only a
	// reader that knows next_row_id reports it; Index.Lookup says Absent.
	Removed
	// Unassigned: the id was never assigned (it is at or above
	// next_row_id). Only a reader that knows next_row_id reports it;
	// Index.Lookup says Absent.
	Unassigned
)

var statusNames = [...]string{Absent: "absent", Live: "live", Deleted: "deleted", Removed: "removed", Unassigned: "unassigned"}

// String returns "absent", "live", "deleted", "removed" or "unassigned".
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("Status(%d)", uint8(s))
}

// Lookup returns the address of the live row with id and Live; else, when
// deleted rows hold id, the highest of their addresses and Deleted; else
// InvalidAddress and Absent. A Live answer costs what Get does (Lookup
// calls it); a miss then probes every chunk whose ids may include id,
// which in an overlap group are all the chunks overlapping it (the
// candidates of its interval, the wide arrays of its block and the
// group's wide table's arrays), not only those Get tries before it finds
// a live copy. It does not allocate.
//
// The index keeps every chunk of every fragment it was given, including
// fragments whose rows are all deleted, so a deleted row is found for as
// long as its fragment is in the index.
func (x *Index) Lookup(id uint64) (RowAddress, Status) {
	if addr, ok := x.Get(id); ok {
		return addr, Live
	}
	if addr, ok := x.tombstone(id); ok {
		return addr, Deleted
	}
	return InvalidAddress, Absent
}

// LookupBatch looks up ids[i] into addrs[i] and st[i] for i < len(ids),
// as Lookup does, and returns the number of Live answers. addrs and st
// must be at least len(ids) long. The live ids go through GetBatch (a
// merge walk for ascending runs), then each miss through Lookup's search
// of deleted rows. It does not allocate.
func (x *Index) LookupBatch(ids []uint64, addrs []RowAddress, st []Status) (live int) {
	n := len(ids)
	addrs, st = addrs[:n], st[:n]
	live = x.GetBatch(ids, addrs)
	misses := 0
	for _, a := range addrs {
		if a == InvalidAddress {
			misses++
		}
	}
	// A live row at offset 2^32-1 of fragment 2^32-1 has InvalidAddress
	// for its address: GetBatch counted it, and Get tells it apart.
	ambiguous := live != n-misses
	for i, a := range addrs {
		if a != InvalidAddress {
			st[i] = Live
			continue
		}
		if ambiguous {
			if _, ok := x.Get(ids[i]); ok {
				st[i] = Live
				continue
			}
		}
		if t, ok := x.tombstone(ids[i]); ok {
			addrs[i], st[i] = t, Deleted
		} else {
			st[i] = Absent
		}
	}
	return live
}

// tombstone returns the highest address at which a row of the index
// holds id, live or deleted, and false if none does. After a miss of Get
// every such row is deleted.
func (x *Index) tombstone(id uint64) (RowAddress, bool) {
	c := x.search(id)
	if c < 0 {
		return InvalidAddress, false
	}
	if x.chunks[c].flags()&chunkGrouped == 0 {
		// Outside a group no earlier chunk reaches c's start, so only c can
		// hold id.
		return x.lastCopy(c, id)
	}
	g := x.chunkGroup[c]
	grp := &x.groups[g]
	if id > grp.end {
		return InvalidAddress, false
	}
	// The interval holding id, found as getGrouped does.
	lo, hi := x.chunkIv[c], grp.ivHi
	if c+1 < len(x.chunks) && x.groupOf(c+1) == g {
		hi = max(x.chunkIv[c+1], lo+1)
	}
	k := lo + uint32(lastAtMost(x.ivStarts[lo:hi], id))
	best, found := InvalidAddress, false
	try := func(c uint32) {
		if a, ok := x.lastCopy(int(c), id); ok && (!found || a > best) {
			best, found = a, true
		}
	}
	// Every chunk overlapping interval k is a narrow candidate of k, a
	// wide candidate of k's block or an array of the group's wide table.
	for _, c := range x.cands[x.candOff[k]:x.candOff[k+1]] {
		try(c)
	}
	for _, c := range x.wideOf(grp, k) {
		try(c)
	}
	if grp.tab != noWide {
		for _, c := range x.wideTabs[grp.tab].chunks {
			try(c)
		}
	}
	return best, found
}

// lastCopy returns the address of the last position of chunk c that holds
// id, deleted or not, and false if no position does.
func (x *Index) lastCopy(c int, id uint64) (RowAddress, bool) {
	ch := &x.chunks[c]
	if id < x.starts[c] || id > ch.end {
		return InvalidAddress, false
	}
	switch {
	case ch.flags()&chunkRange != 0:
		return RowAddress(ch.addr + (id - x.starts[c])), true
	case ch.flags()&chunkArray != 0:
		t := x.sides[ch.seg()]
		if !t.filter.mayHave(id) {
			return InvalidAddress, false
		}
		k := t.ids.LowerBound(id)
		if k >= t.ids.Len() || t.ids.Get(k) != id {
			return InvalidAddress, false
		}
		pos := t.positions.Get(k)
		for k++; k < t.ids.Len() && t.ids.Get(k) == id; k++ {
			pos = max(pos, t.positions.Get(k))
		}
		return RowAddress(ch.addr + pos), true
	case ch.flags()&chunkSide != 0 && !x.sides[ch.seg()].filter.mayHave(id):
		return InvalidAddress, false
	}
	seg := x.segmentOf(ch)
	p, ok := seg.PositionRef(id)
	if !ok {
		return InvalidAddress, false
	}
	if ch.flags()&chunkDups != 0 {
		// A sorted array keeps the copies of an id together.
		for {
			v, ok := seg.GetRef(p + 1)
			if !ok || v != id {
				break
			}
			p++
		}
	}
	return RowAddress(ch.addr + uint64(p)), true
}
