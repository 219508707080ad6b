package lance

import (
	"encoding/binary"
	"math"
)

// flatBuffer is a bounds-checked reader of FlatBuffers data, just enough to
// validate and read the Arrow IPC metadata of a deletion file. Generated
// flatbuffer accessors (arrow-go's among them) trust every offset and
// length they find, and allocate from them; this reader checks each
// against the buffer first.
type flatBuffer struct {
	b    []byte
	file string
	base int64 // offset of b within the file, for error messages
}

// fbTable is a validated table: its position and its vtable.
type fbTable struct {
	fb        *flatBuffer
	pos       int // table start
	vt        int // vtable start
	vtSize    int // vtable size in bytes
	tableSize int // inline table size in bytes
}

func (f *flatBuffer) errAt(pos int, format string, args ...any) error {
	return formatErr(f.file, f.base+int64(pos), ErrMalformed, "arrow metadata: "+format, args...)
}

// has reports whether n bytes are available at pos (overflow-safe).
func (f *flatBuffer) has(pos int, n uint64) bool {
	return pos >= 0 && pos <= len(f.b) && n <= uint64(len(f.b)-pos)
}

func (f *flatBuffer) u16(pos int) uint16 { return binary.LittleEndian.Uint16(f.b[pos:]) }
func (f *flatBuffer) u32(pos int) uint32 { return binary.LittleEndian.Uint32(f.b[pos:]) }
func (f *flatBuffer) u64(pos int) uint64 { return binary.LittleEndian.Uint64(f.b[pos:]) }

// root returns the root table.
func (f *flatBuffer) root() (fbTable, error) {
	if !f.has(0, 4) {
		return fbTable{}, f.errAt(0, "flatbuffer of %d bytes has no root offset", len(f.b))
	}
	return f.table(int(f.u32(0)))
}

// table validates the table at pos and its vtable.
func (f *flatBuffer) table(pos int) (fbTable, error) {
	if !f.has(pos, 4) {
		return fbTable{}, f.errAt(pos, "table position outside the %d-byte flatbuffer", len(f.b))
	}
	vt := int64(pos) - int64(int32(f.u32(pos)))
	if vt < 0 || vt > int64(len(f.b)) || !f.has(int(vt), 4) {
		return fbTable{}, f.errAt(pos, "vtable position %d outside the flatbuffer", vt)
	}
	t := fbTable{fb: f, pos: pos, vt: int(vt)}
	t.vtSize = int(f.u16(t.vt))
	t.tableSize = int(f.u16(t.vt + 2))
	if t.vtSize < 4 || t.vtSize%2 != 0 || !f.has(t.vt, uint64(t.vtSize)) {
		return fbTable{}, f.errAt(t.vt, "bad vtable size %d", t.vtSize)
	}
	if t.tableSize < 4 || !f.has(pos, uint64(t.tableSize)) {
		return fbTable{}, f.errAt(pos, "bad table size %d", t.tableSize)
	}
	return t, nil
}

// field returns the position of field i holding size bytes, or -1 when the
// field is absent.
func (t fbTable) field(i, size int) (int, error) {
	slot := 4 + 2*i
	if slot+2 > t.vtSize {
		return -1, nil
	}
	off := int(t.fb.u16(t.vt + slot))
	if off == 0 {
		return -1, nil
	}
	if off+size > t.tableSize {
		return -1, t.fb.errAt(t.pos, "field %d at %d+%d bytes lies outside its %d-byte table", i, off, size, t.tableSize)
	}
	return t.pos + off, nil
}

// int64Field reads a scalar of 1, 2, 4 or 8 bytes (signed), def when absent.
func (t fbTable) intField(i, size int, def int64) (int64, error) {
	p, err := t.field(i, size)
	if err != nil || p < 0 {
		return def, err
	}
	switch size {
	case 1:
		return int64(int8(t.fb.b[p])), nil
	case 2:
		return int64(int16(t.fb.u16(p))), nil
	case 4:
		return int64(int32(t.fb.u32(p))), nil
	default:
		return int64(t.fb.u64(p)), nil
	}
}

// uoffset follows the offset stored in field i; -1 when the field is absent.
func (t fbTable) uoffset(i int) (int, error) {
	p, err := t.field(i, 4)
	if err != nil || p < 0 {
		return -1, err
	}
	target := uint64(p) + uint64(t.fb.u32(p))
	if target > uint64(len(t.fb.b)) {
		return -1, t.fb.errAt(p, "field %d points at %d, past the %d-byte flatbuffer", i, target, len(t.fb.b))
	}
	return int(target), nil
}

// tableField returns the table in field i; ok is false when absent.
func (t fbTable) tableField(i int) (sub fbTable, ok bool, err error) {
	p, err := t.uoffset(i)
	if err != nil || p < 0 {
		return fbTable{}, false, err
	}
	sub, err = t.fb.table(p)
	return sub, err == nil, err
}

// vectorField returns the start of the elements and the element count of the
// vector in field i, checking that n*elemSize bytes are present. An absent
// vector has n = 0.
func (t fbTable) vectorField(i, elemSize int) (start, n int, err error) {
	p, err := t.uoffset(i)
	if err != nil || p < 0 {
		return 0, 0, err
	}
	if !t.fb.has(p, 4) {
		return 0, 0, t.fb.errAt(p, "vector length of field %d outside the flatbuffer", i)
	}
	count := uint64(t.fb.u32(p))
	if count > math.MaxInt32 || !t.fb.has(p+4, count*uint64(elemSize)) {
		return 0, 0, t.fb.errAt(p, "vector of field %d with %d elements of %d bytes does not fit", i, count, elemSize)
	}
	return p + 4, int(count), nil
}

// stringField returns the string in field i ("" when absent).
func (t fbTable) stringField(i int) (string, error) {
	start, n, err := t.vectorField(i, 1)
	if err != nil {
		return "", err
	}
	return string(t.fb.b[start : start+n]), nil
}

// tableAt follows the offset stored in a vector of tables at element pos.
func (f *flatBuffer) tableAt(pos int) (fbTable, error) {
	target := uint64(pos) + uint64(f.u32(pos))
	if target > uint64(len(f.b)) {
		return fbTable{}, f.errAt(pos, "vector element points at %d, past the flatbuffer", target)
	}
	return f.table(int(target))
}
