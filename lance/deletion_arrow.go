package lance

import (
	"encoding/binary"
	"fmt"
	"math"
	"sync"

	"github.com/RoaringBitmap/roaring/v2"
	"github.com/klauspost/compress/zstd"
)

// Arrow IPC file layout constants (Arrow columnar format, File.fbs,
// Schema.fbs and Message.fbs).
const (
	arrowMagic          = "ARROW1"
	arrowContinuation   = 0xFFFFFFFF
	arrowBlockSize      = 24 // struct Block { offset: long; metaDataLength: int; pad; bodyLength: long }
	arrowFieldNodeSize  = 16 // struct FieldNode { length: long; null_count: long }
	arrowBufferSize     = 16 // struct Buffer { offset: long; length: long }
	arrowTypeInt        = 2  // Type union: Int
	arrowHeaderBatch    = 3  // MessageHeader union: RecordBatch
	arrowCodecZstd      = 1  // CompressionType: ZSTD (0 is LZ4_FRAME)
	arrowMaxMetaVersion = 4  // MetadataVersion V5
	arrowBigEndian      = 1  // Endianness: Big (Little is 0)

	// deletionColumn is the one column of an Arrow deletion file.
	deletionColumn = "row_id"

	// maxZstdWindow bounds the window a zstd frame without a content size may
	// ask for: a zstd decoder allocates its window up front, so a lying frame
	// header could otherwise cost 1 GiB. Streaming zstd encoders at the
	// default levels use 2-8 MiB windows.
	maxZstdWindow = 8 << 20
	// zstdMaxBlock is the largest block a zstd frame may hold.
	zstdMaxBlock = 128 << 10
)

// DecodeDeletionArrow decodes an Arrow deletion file (DeletionFileType
// ARROW_ARRAY): an Arrow IPC file holding one record batch with one
// non-nullable UInt32 column named row_id, its buffers optionally ZSTD
// compressed, listing the deleted physical offsets of a fragment in any
// order. Every offset must be below physicalRows and appear once. The
// values may be in either byte order (the schema says which; Lance writes
// little-endian), on a host of either; b is not modified.
//
// Every flatbuffer field and zstd frame header the values depend on is
// validated with bounds-checked reads before anything is allocated from it;
// the values buffer is then read in place, or decompressed (its zstd frames
// checksummed) into at most the bytes its blocks can hold.
func DecodeDeletionArrow(b []byte, physicalRows uint64) (*roaring.Bitmap, error) {
	return decodeDeletionArrow(b, physicalRows, "")
}

func decodeDeletionArrow(b []byte, physicalRows uint64, file string) (*roaring.Bitmap, error) {
	var vals arrowValues
	n, err := validateDeletionArrow(b, physicalRows, file, &vals)
	if err != nil {
		return nil, err
	}
	raw, err := vals.bytes(n, file)
	if err != nil {
		return nil, err
	}
	order := binary.ByteOrder(binary.LittleEndian)
	if vals.bigEndian {
		order = binary.BigEndian
	}
	bm := roaring.New()
	for i := 0; i < n; i++ {
		v := order.Uint32(raw[4*i:])
		if uint64(v) >= physicalRows {
			return nil, formatErr(file, -1, ErrOutOfRange, "deleted offset %d (entry %d) is not below physical_rows %d", v, i, physicalRows)
		}
		if !bm.CheckedAdd(v) {
			return nil, formatErr(file, -1, ErrOutOfRange, "deleted offset %d appears twice (entry %d)", v, i)
		}
	}
	return bm, nil
}

// arrowValues is what validation found of the values buffer.
type arrowValues struct {
	buf        []byte // the values buffer as stored
	pos        int64  // its offset in the file
	compressed bool   // buf is an Arrow compressed buffer
	bigEndian  bool   // the schema's byte order
}

// zstdDecoder is shared by every call (DecodeAll is safe for concurrent
// use); creating one per buffer costs megabytes.
var zstdDecoder = sync.OnceValues(func() (*zstd.Decoder, error) {
	return zstd.NewReader(nil, zstd.WithDecoderConcurrency(0), zstd.WithDecoderMaxWindow(maxZstdWindow),
		zstd.WithDecoderMaxMemory(4*(math.MaxUint32+1)+64))
})

// bytes returns at least 4n bytes of values, decompressed if need be.
func (v *arrowValues) bytes(n int, file string) ([]byte, error) {
	if n == 0 {
		return nil, nil
	}
	if !v.compressed {
		return v.buf, nil
	}
	size := int64(binary.LittleEndian.Uint64(v.buf))
	if size == -1 { // stored uncompressed
		return v.buf[8:], nil
	}
	// validateValuesBuffer bounded size by the values' length and by what
	// the frames' blocks can hold.
	dec, err := zstdDecoder()
	if err != nil {
		return nil, fmt.Errorf("lance: zstd decoder: %w", err)
	}
	out, err := dec.DecodeAll(v.buf[8:], make([]byte, 0, size))
	if err != nil {
		return nil, formatErr(file, v.pos+8, ErrMalformed, "zstd: %v", err)
	}
	if int64(len(out)) != size {
		return nil, formatErr(file, v.pos+8, ErrMalformed, "zstd: %d bytes decompressed, the buffer declares %d", len(out), size)
	}
	return out, nil
}

// validateDeletionArrow checks the metadata of an Arrow deletion file that
// reading its values depends on, and returns the number of values; vals
// gets the values buffer.
func validateDeletionArrow(b []byte, physicalRows uint64, file string, vals *arrowValues) (int, error) {
	// Leading magic (padded to 8 bytes), trailing footer length and magic.
	const tail = 4 + len(arrowMagic)
	if len(b) < 8+tail {
		return 0, formatErr(file, -1, ErrTruncated, "arrow file of %d bytes is shorter than its magic numbers", len(b))
	}
	if string(b[:len(arrowMagic)]) != arrowMagic {
		return 0, formatErr(file, 0, ErrMalformed, "missing ARROW1 magic at the start")
	}
	if string(b[len(b)-len(arrowMagic):]) != arrowMagic {
		return 0, formatErr(file, int64(len(b)-len(arrowMagic)), ErrMalformed, "missing ARROW1 magic at the end (file truncated or not an arrow file)")
	}
	footerLen := int64(int32(binary.LittleEndian.Uint32(b[len(b)-tail:])))
	footerStart := int64(len(b)-tail) - footerLen
	if footerLen <= 0 || footerStart < 8 {
		return 0, formatErr(file, int64(len(b)-tail), ErrMalformed, "footer length %d does not fit in the %d-byte file", footerLen, len(b))
	}
	footer := &flatBuffer{b: b[footerStart : len(b)-tail], file: file, base: footerStart}
	ft, err := footer.root()
	if err != nil {
		return 0, err
	}
	if v, err := ft.intField(0, 2, 0); err != nil {
		return 0, err
	} else if v < 0 || v > arrowMaxMetaVersion {
		return 0, formatErr(file, footerStart, ErrUnsupported, "arrow metadata version %d", v)
	}

	if err := validateDeletionSchema(ft, file, footerStart, vals); err != nil {
		return 0, err
	}

	if _, nd, err := ft.vectorField(2, arrowBlockSize); err != nil {
		return 0, err
	} else if nd != 0 {
		return 0, formatErr(file, footerStart, ErrWrongSchema, "%d dictionaries, want none", nd)
	}
	blocks, nb, err := ft.vectorField(3, arrowBlockSize)
	if err != nil {
		return 0, err
	}
	if nb != 1 {
		return 0, formatErr(file, footerStart, ErrWrongSchema, "%d record batches, want exactly 1", nb)
	}
	blkOffset := int64(footer.u64(blocks))
	blkMeta := int64(int32(footer.u32(blocks + 8)))
	blkBody := int64(footer.u64(blocks + 16))
	blkPos := footerStart + int64(blocks)
	if blkOffset < 8 || blkMeta < 8 || blkBody < 0 || blkOffset%8 != 0 || blkMeta%8 != 0 || blkBody%8 != 0 {
		return 0, formatErr(file, blkPos, ErrMalformed, "record batch block (offset %d, metadata %d, body %d) is misaligned or negative", blkOffset, blkMeta, blkBody)
	}
	if blkOffset > footerStart || blkMeta > footerStart-blkOffset || blkBody > footerStart-blkOffset-blkMeta {
		return 0, formatErr(file, blkPos, ErrTruncated, "record batch block (offset %d, metadata %d, body %d) runs past the footer at %d", blkOffset, blkMeta, blkBody, footerStart)
	}
	if binary.LittleEndian.Uint32(b[blkOffset:]) != arrowContinuation {
		return 0, formatErr(file, blkOffset, ErrMalformed, "record batch message lacks the continuation marker")
	}
	if inner := int64(binary.LittleEndian.Uint32(b[blkOffset+4:])); inner > blkMeta-8 {
		return 0, formatErr(file, blkOffset+4, ErrMalformed, "message metadata length %d exceeds the block's %d", inner, blkMeta-8)
	}
	msg := &flatBuffer{b: b[blkOffset+8 : blkOffset+blkMeta], file: file, base: blkOffset + 8}
	mt, err := msg.root()
	if err != nil {
		return 0, err
	}
	if ht, err := mt.intField(1, 1, 0); err != nil {
		return 0, err
	} else if ht != arrowHeaderBatch {
		return 0, formatErr(file, msg.base, ErrMalformed, "message header type %d, want a record batch", ht)
	}
	rb, ok, err := mt.tableField(2)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, formatErr(file, msg.base, ErrMalformed, "record batch message without a header")
	}
	return validateDeletionBatch(rb, b[blkOffset+blkMeta:blkOffset+blkMeta+blkBody], blkOffset+blkMeta, physicalRows, file, vals)
}

// validateDeletionSchema checks the footer's schema: one non-nullable field
// row_id of type Int(32, unsigned), no dictionary, children or metadata. It
// records the byte order in vals.
func validateDeletionSchema(ft fbTable, file string, at int64, vals *arrowValues) error {
	schema, ok, err := ft.tableField(1)
	if err != nil {
		return err
	}
	if !ok {
		return formatErr(file, at, ErrMalformed, "arrow footer without a schema")
	}
	if e, err := schema.intField(0, 2, 0); err != nil {
		return err
	} else if e != 0 && e != arrowBigEndian {
		return formatErr(file, at, ErrMalformed, "arrow endianness %d", e)
	} else {
		vals.bigEndian = e == arrowBigEndian
	}
	fields, nf, err := schema.vectorField(1, 4)
	if err != nil {
		return err
	}
	if nf != 1 {
		return formatErr(file, at, ErrWrongSchema, "%d fields, want exactly 1 (%s)", nf, deletionColumn)
	}
	if _, nm, err := schema.vectorField(2, 4); err != nil {
		return err
	} else if nm != 0 {
		return formatErr(file, at, ErrWrongSchema, "schema has %d metadata entries, want none", nm)
	}
	field, err := ft.fb.tableAt(fields)
	if err != nil {
		return err
	}
	name, err := field.stringField(0)
	if err != nil {
		return err
	}
	if name != deletionColumn {
		return formatErr(file, at, ErrWrongSchema, "field named %q, want %q", name, deletionColumn)
	}
	if nullable, err := field.intField(1, 1, 0); err != nil {
		return err
	} else if nullable != 0 {
		return formatErr(file, at, ErrWrongSchema, "field %s is nullable, want non-nullable", deletionColumn)
	}
	typ, err := field.intField(2, 1, 0)
	if err != nil {
		return err
	}
	intType, ok, err := field.tableField(3)
	if err != nil {
		return err
	}
	if typ != arrowTypeInt || !ok {
		return formatErr(file, at, ErrWrongSchema, "field %s has arrow type id %d, want uint32", deletionColumn, typ)
	}
	width, err := intType.intField(0, 4, 0)
	if err != nil {
		return err
	}
	signed, err := intType.intField(1, 1, 0)
	if err != nil {
		return err
	}
	if width != 32 || signed != 0 {
		return formatErr(file, at, ErrWrongSchema, "field %s is a %d-bit integer (signed: %v), want uint32", deletionColumn, width, signed != 0)
	}
	if _, present, err := field.tableField(4); err != nil {
		return err
	} else if present {
		return formatErr(file, at, ErrWrongSchema, "field %s is dictionary encoded", deletionColumn)
	}
	for _, v := range [...]struct {
		slot int
		what string
	}{{5, "children"}, {6, "metadata entries"}} {
		if _, n, err := field.vectorField(v.slot, 4); err != nil {
			return err
		} else if n != 0 {
			return formatErr(file, at, ErrWrongSchema, "field %s has %d %s, want none", deletionColumn, n, v.what)
		}
	}
	return nil
}

// validateDeletionBatch checks the RecordBatch header against the body and
// returns the row count; vals gets the values buffer.
func validateDeletionBatch(rb fbTable, body []byte, bodyPos int64, physicalRows uint64, file string, vals *arrowValues) (int, error) {
	at := rb.fb.base + int64(rb.pos)
	length, err := rb.intField(0, 8, 0)
	if err != nil {
		return 0, err
	}
	if length < 0 || length > math.MaxUint32+1 {
		return 0, formatErr(file, at, ErrMalformed, "record batch length %d", length)
	}
	if uint64(length) > physicalRows {
		return 0, formatErr(file, at, ErrOutOfRange, "%d deleted offsets in a fragment of %d physical rows", length, physicalRows)
	}
	nodes, nn, err := rb.vectorField(1, arrowFieldNodeSize)
	if err != nil {
		return 0, err
	}
	if nn != 1 {
		return 0, formatErr(file, at, ErrWrongSchema, "record batch has %d field nodes, want 1", nn)
	}
	nodeLen := int64(rb.fb.u64(nodes))
	nulls := int64(rb.fb.u64(nodes + 8))
	if nodeLen != length {
		return 0, formatErr(file, at, ErrMalformed, "column length %d differs from record batch length %d", nodeLen, length)
	}
	if nulls != 0 {
		return 0, formatErr(file, at, ErrWrongSchema, "column %s has %d null values, want none", deletionColumn, nulls)
	}
	bufs, nbuf, err := rb.vectorField(2, arrowBufferSize)
	if err != nil {
		return 0, err
	}
	if nbuf != 2 {
		return 0, formatErr(file, at, ErrWrongSchema, "record batch has %d buffers, want 2 (validity, values)", nbuf)
	}
	if _, nv, err := rb.vectorField(4, 8); err != nil {
		return 0, err
	} else if nv != 0 {
		return 0, formatErr(file, at, ErrWrongSchema, "record batch has variadic buffer counts")
	}
	compressed := false
	if comp, ok, err := rb.tableField(3); err != nil {
		return 0, err
	} else if ok {
		codec, err := comp.intField(0, 1, 0)
		if err != nil {
			return 0, err
		}
		method, err := comp.intField(1, 1, 0)
		if err != nil {
			return 0, err
		}
		if codec != arrowCodecZstd || method != 0 {
			return 0, formatErr(file, at, ErrUnsupported, "arrow body compression codec %d method %d, only zstd buffers are supported", codec, method)
		}
		compressed = true
	}
	for i := 0; i < nbuf; i++ {
		p := bufs + i*arrowBufferSize
		off := int64(rb.fb.u64(p))
		n := int64(rb.fb.u64(p + 8))
		if off < 0 || n < 0 || off > int64(len(body)) || n > int64(len(body))-off {
			return 0, formatErr(file, rb.fb.base+int64(p), ErrTruncated, "buffer %d (offset %d, length %d) outside the %d-byte body", i, off, n, len(body))
		}
		if i == 0 || length == 0 {
			// The validity buffer is not read (there are no nulls), nor
			// the values buffer when there are no rows.
			continue
		}
		if err := validateValuesBuffer(body[off:off+n], bodyPos+off, uint64(length)*4, compressed, file); err != nil {
			return 0, err
		}
		*vals = arrowValues{buf: body[off : off+n], pos: bodyPos + off, compressed: compressed, bigEndian: vals.bigEndian}
	}
	return int(length), nil
}

// validateValuesBuffer checks that a values buffer yields at least need bytes
// and that, when compressed, its declared size and zstd frames are sane.
func validateValuesBuffer(buf []byte, pos int64, need uint64, compressed bool, file string) error {
	if !compressed {
		if uint64(len(buf)) < need {
			return formatErr(file, pos, ErrTruncated, "values buffer of %d bytes, want %d", len(buf), need)
		}
		return nil
	}
	if len(buf) < 8 {
		return formatErr(file, pos, ErrTruncated, "compressed buffer of %d bytes lacks its 8-byte length", len(buf))
	}
	size := int64(binary.LittleEndian.Uint64(buf))
	if size == -1 { // stored uncompressed
		if uint64(len(buf)-8) < need {
			return formatErr(file, pos, ErrTruncated, "values buffer of %d bytes, want %d", len(buf)-8, need)
		}
		return nil
	}
	// Arrow pads buffers to at most 64 bytes.
	if size < 0 || uint64(size) < need || uint64(size) > need+64 {
		return formatErr(file, pos, ErrMalformed, "values buffer declares %d uncompressed bytes, want %d", size, need)
	}
	most, err := checkZstdFrames(buf[8:], pos+8, uint64(size), file)
	if err != nil {
		return err
	}
	if uint64(size) > most {
		return formatErr(file, pos, ErrMalformed, "values buffer declares %d uncompressed bytes, its zstd blocks hold at most %d", size, most)
	}
	return nil
}

// checkZstdFrames walks the zstd frames of p (RFC 8878) without decoding
// them: each frame header must ask for a window the output justifies, and
// every block must lie inside p. It returns the most bytes the frames can
// decompress to (a compressed block to 128 KiB at most).
func checkZstdFrames(p []byte, pos int64, outSize uint64, file string) (uint64, error) {
	if len(p) == 0 {
		return 0, formatErr(file, pos, ErrTruncated, "empty zstd stream for %d bytes", outSize)
	}
	bad := func(at int, kind error, format string, args ...any) error {
		return formatErr(file, pos+int64(at), kind, "zstd: "+format, args...)
	}
	i := 0
	// most is the most the frames can decompress to; exact what their raw
	// and RLE blocks decompress to; blocks counts them all.
	most, exact, blocks := uint64(0), uint64(0), uint64(0)
	for i < len(p) {
		if len(p)-i < 4 {
			return 0, bad(i, ErrTruncated, "frame magic cut short")
		}
		magic := binary.LittleEndian.Uint32(p[i:])
		if magic&0xFFFFFFF0 == 0x184D2A50 { // skippable frame
			if len(p)-i < 8 {
				return 0, bad(i, ErrTruncated, "skippable frame header cut short")
			}
			skip := uint64(binary.LittleEndian.Uint32(p[i+4:]))
			if skip > uint64(len(p)-i-8) {
				return 0, bad(i, ErrTruncated, "skippable frame of %d bytes runs past the buffer", skip)
			}
			i += 8 + int(skip)
			continue
		}
		if magic != 0xFD2FB528 {
			return 0, bad(i, ErrMalformed, "bad frame magic %#x", magic)
		}
		i += 4
		if i >= len(p) {
			return 0, bad(i, ErrTruncated, "frame header cut short")
		}
		fhd := p[i]
		i++
		fcsFlag, single, checksum, dictFlag := fhd>>6, fhd&0x20 != 0, fhd&0x04 != 0, fhd&0x03
		if fhd&0x08 != 0 {
			return 0, bad(i-1, ErrMalformed, "reserved frame header bit set")
		}
		var window uint64
		if !single {
			if i >= len(p) {
				return 0, bad(i, ErrTruncated, "window descriptor cut short")
			}
			wd := p[i]
			i++
			base := uint64(1) << (10 + wd>>3)
			window = base + base/8*uint64(wd&7)
		}
		dictLen := [4]int{0, 1, 2, 4}[dictFlag]
		fcsLen := [4]int{0, 2, 4, 8}[fcsFlag]
		if fcsFlag == 0 && single {
			fcsLen = 1
		}
		if len(p)-i < dictLen+fcsLen {
			return 0, bad(i, ErrTruncated, "frame header cut short")
		}
		i += dictLen
		var fcs uint64
		hasFCS := fcsLen > 0
		switch fcsLen {
		case 1:
			fcs = uint64(p[i])
		case 2:
			fcs = uint64(binary.LittleEndian.Uint16(p[i:])) + 256
		case 4:
			fcs = uint64(binary.LittleEndian.Uint32(p[i:]))
		case 8:
			fcs = binary.LittleEndian.Uint64(p[i:])
		}
		i += fcsLen
		if hasFCS && fcs > outSize {
			return 0, bad(i, ErrMalformed, "frame content size %d exceeds the buffer's %d bytes", fcs, outSize)
		}
		// A single-segment frame's window is its content size, checked
		// above; otherwise the window descriptor must be modest.
		if !single && window > maxZstdWindow && window > outSize {
			return 0, bad(i, ErrMalformed, "frame window of %d bytes for %d bytes of output", window, outSize)
		}
		for {
			if len(p)-i < 3 {
				return 0, bad(i, ErrTruncated, "block header cut short")
			}
			h := uint32(p[i]) | uint32(p[i+1])<<8 | uint32(p[i+2])<<16
			i += 3
			last, btype, bsize := h&1 != 0, (h>>1)&3, int(h>>3)
			if bsize > zstdMaxBlock {
				return 0, bad(i-3, ErrMalformed, "block of %d bytes exceeds the 128 KiB maximum", bsize)
			}
			stored := bsize
			blocks++
			if btype == 2 { // compressed: bsize is the stored size
				most += zstdMaxBlock
			} else {
				most += uint64(bsize)
				exact += uint64(bsize)
			}
			// The output is bounded before decompressing: raw and RLE
			// blocks by their sizes, compressed ones (up to 128 KiB each,
			// from a few bytes) by their number. Encoders cut the input
			// into 128 KiB blocks, so a frame for outSize bytes has about
			// outSize/128 KiB of them; twice that, plus a few, is allowed.
			if exact > outSize {
				return 0, bad(i-3, ErrMalformed, "blocks decompress to more than the buffer's %d bytes", outSize)
			}
			if blocks > 2*(outSize/zstdMaxBlock+1)+8 {
				return 0, bad(i-3, ErrMalformed, "%d blocks for %d bytes of output", blocks, outSize)
			}
			switch btype {
			case 1: // RLE: one byte repeated bsize times
				stored = 1
			case 3:
				return 0, bad(i-3, ErrMalformed, "reserved block type")
			}
			if stored > len(p)-i {
				return 0, bad(i, ErrTruncated, "block of %d bytes runs past the buffer", stored)
			}
			i += stored
			if last {
				break
			}
		}
		if checksum {
			if len(p)-i < 4 {
				return 0, bad(i, ErrTruncated, "frame checksum cut short")
			}
			i += 4
		}
	}
	return most, nil
}

// String returns "arrow" or "bitmap".
func (t DeletionFileType) String() string {
	switch t {
	case DeletionArrow:
		return "arrow"
	case DeletionBitmap:
		return "bitmap"
	}
	return fmt.Sprintf("DeletionFileType(%d)", uint32(t))
}
