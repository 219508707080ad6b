// Package lancetest writes Lance datasets from table histories, for tests
// and benchmarks that need datasets of a chosen shape (many fragments,
// millions of rows) in a store: one V2-named manifest per version, with the
// row-id fields Lance's readers use (fragments with inline row-id and
// version sequences, roaring deletion files). It writes no schema and no
// data files, so Lance itself would not open the result; stablerow's
// reader, which reads only the row-id side, does.
package lancetest

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"fmt"

	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/objstore"
	"github.com/stablerow/stablerow/table"
	"google.golang.org/protobuf/encoding/protowire"
)

// Options choose how Write lays a dataset out.
type Options struct {
	// ExternalRowIDs puts each version's new row-id sequences in one
	// object under _rowids/, which the manifest points into by offset and
	// size (Lance's external_row_ids), instead of inline.
	ExternalRowIDs bool
}

// Write writes versions (each a version of one table, as table.Replay
// returns them) into s, the dataset's root. A deletion vector is written
// once, to a file named after its content, and an external sequence once,
// so that fragments a version does not change keep their manifest entry
// byte for byte.
func Write(ctx context.Context, s objstore.Store, versions []*table.Table, opts *Options) error {
	if opts == nil {
		opts = &Options{}
	}
	w := &writer{s: s, opts: *opts, written: map[string]bool{}, external: map[[32]byte]lance.ExternalFile{}}
	for _, t := range versions {
		var m []byte
		var pack []byte // this version's new external sequences
		packName := fmt.Sprintf("_rowids/v%d.bin", t.Number())
		for _, f := range t.Fragments() {
			frag, err := w.fragment(ctx, t, f, &pack, packName)
			if err != nil {
				return err
			}
			m = protowire.AppendTag(m, 2, protowire.BytesType)
			m = protowire.AppendBytes(m, frag)
		}
		m = varint(m, 3, t.Number())
		if t.StableRowIDs() {
			m = varint(m, 9, 2) // reader flag: stable row ids
			m = varint(m, 10, 2)
		}
		if id, ok := t.MaxFragmentID(); ok {
			m = varint(m, 11, uint64(id))
		}
		m = varint(m, 14, t.NextRowID())
		if len(pack) > 0 {
			if err := s.PutIfAbsent(ctx, packName, pack); err != nil {
				return fmt.Errorf("lancetest: version %d: row ids: %w", t.Number(), err)
			}
		}
		name := lance.ManifestPath(t.Number(), lance.NamingV2)
		if err := s.PutIfAbsent(ctx, name, frame(m)); err != nil {
			return fmt.Errorf("lancetest: version %d: %w", t.Number(), err)
		}
	}
	return nil
}

type writer struct {
	s        objstore.Store
	opts     Options
	written  map[string]bool                 // deletion files written
	external map[[32]byte]lance.ExternalFile // external sequences, by digest
}

func (w *writer) fragment(ctx context.Context, t *table.Table, f table.Fragment, pack *[]byte, packName string) ([]byte, error) {
	s, written := w.s, w.written
	var b []byte
	b = varint(b, 1, uint64(f.ID))
	b = protowire.AppendTag(b, 2, protowire.BytesType)
	b = protowire.AppendBytes(b, protowire.AppendBytes(protowire.AppendTag(nil, 1, protowire.BytesType), []byte("data.lance")))
	if f.Deletions != nil && f.Deletions.Len() > 0 {
		bm := f.Deletions.Roaring()
		data, err := bm.ToBytes()
		if err != nil {
			return nil, err
		}
		sum := sha256.Sum256(data)
		df := lance.DeletionFile{Type: lance.DeletionBitmap, ReadVersion: 1, ID: binary.LittleEndian.Uint64(sum[:]) >> 1,
			NumDeletedRows: bm.GetCardinality()}
		if name := df.Path(f.ID); !written[name] {
			if err := s.PutIfAbsent(ctx, name, data); err != nil {
				return nil, fmt.Errorf("lancetest: deletion file of fragment %d: %w", f.ID, err)
			}
			written[name] = true
		}
		var d []byte
		d = varint(d, 1, uint64(df.Type))
		d = varint(d, 2, df.ReadVersion)
		d = varint(d, 3, df.ID)
		d = varint(d, 4, df.NumDeletedRows)
		b = protowire.AppendTag(b, 3, protowire.BytesType)
		b = protowire.AppendBytes(b, d)
	}
	b = varint(b, 4, uint64(f.PhysicalRows))
	if t.StableRowIDs() {
		seq := f.RowIDs.AppendProto(nil)
		if w.opts.ExternalRowIDs {
			sum := sha256.Sum256(seq)
			ef, ok := w.external[sum]
			if !ok {
				ef = lance.ExternalFile{Path: packName, Offset: uint64(len(*pack)), Size: uint64(len(seq))}
				*pack = append(*pack, seq...)
				w.external[sum] = ef
			}
			var e []byte
			e = bytesField(e, 1, []byte(ef.Path))
			e = varint(e, 2, ef.Offset)
			e = varint(e, 3, ef.Size)
			b = bytesField(b, 6, e)
		} else {
			b = bytesField(b, 5, seq)
		}
		b = bytesField(b, 7, f.LastUpdatedAt.AppendProto(nil))
		b = bytesField(b, 9, f.CreatedAt.AppendProto(nil))
	}
	return b, nil
}

func varint(b []byte, num protowire.Number, v uint64) []byte {
	return protowire.AppendVarint(protowire.AppendTag(b, num, protowire.VarintType), v)
}

func bytesField(b []byte, num protowire.Number, v []byte) []byte {
	return protowire.AppendBytes(protowire.AppendTag(b, num, protowire.BytesType), v)
}

// frame lays a Manifest message out as a manifest file: [u32 len][message]
// at position 0, then the footer [u64 position][u16 major][u16 minor]["LANC"].
func frame(m []byte) []byte {
	b := binary.LittleEndian.AppendUint32(nil, uint32(len(m)))
	b = append(b, m...)
	b = binary.LittleEndian.AppendUint64(b, 0)
	b = binary.LittleEndian.AppendUint16(b, 0)
	b = binary.LittleEndian.AppendUint16(b, 2)
	return append(b, "LANC"...)
}
