package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/segment"
)

var inspectCmd = &command{
	name:    "inspect",
	usage:   "inspect [-version N] [-json] [-v] DATASET",
	summary: "show a version's feature flags, fragments, row-id segments and index",
	help: `
Inspect loads one version of the Lance dataset DATASET (a directory holding
_versions/, a file:// URL or an s3://BUCKET/PREFIX URL) and prints its manifest counters, one line per fragment
and the size of its row id -> address index:

  fragment   the fragment id
  physical   physical rows (deleted rows included)
  deleted    deleted rows
  segments   the row-id sequence's segments by kind: range, holes
             (range_with_holes), bitmap (range_with_bitmap), sorted
             (sorted_array), array; "(addresses)" without stable row ids
  lance B    bytes of the sequence in Lance's protobuf
  ours B     bytes the decoded sequence holds in memory here
  deletion   deletion file: arrow, bin or none

With -json it prints one JSON object instead, with these fields:

  dataset, version, latest_version, stable_row_ids,
  reader_feature_flags, writer_feature_flags, next_row_id,
  max_fragment_id (null when the manifest has none), writer,
  num_fragments, physical_rows, deleted_rows, live_rows,
  fragments: [{id, physical_rows, deleted_rows, live_rows,
               row_ids ("inline", "external" or "none"),
               segments ({kind: count}, kinds as in Lance's protobuf:
                         range, range_with_holes, range_with_bitmap,
                         sorted_array, array),
               num_segments, lance_bytes, memory_bytes,
               deletion_file ("arrow", "bin" or "none"),
               deletion_file_path (omitted when none)}],
  index: {build_ns, chunks, size_bytes, live_rows},
  io: {requests, bytes_read, manifest_ns, fragments_ns,
       fragments_loaded, fragments_cached}

With -v the text output ends with the io line too: what checking the
version out cost in store requests, bytes and time per phase.
`,
}

func init() { inspectCmd.run = runInspect }

// inspectFragment is one fragment in inspect's JSON.
type inspectFragment struct {
	ID               uint32         `json:"id"`
	PhysicalRows     int            `json:"physical_rows"`
	DeletedRows      int            `json:"deleted_rows"`
	LiveRows         int            `json:"live_rows"`
	RowIDs           string         `json:"row_ids"`
	Segments         map[string]int `json:"segments"`
	NumSegments      int            `json:"num_segments"`
	LanceBytes       int            `json:"lance_bytes"`
	MemoryBytes      int            `json:"memory_bytes"`
	DeletionFile     string         `json:"deletion_file"`
	DeletionFilePath string         `json:"deletion_file_path,omitempty"`

	kinds string // the segments column of the table
}

// inspectIndex is the index part of inspect's JSON.
type inspectIndex struct {
	BuildNS   int64 `json:"build_ns"`
	Chunks    int   `json:"chunks"`
	SizeBytes int   `json:"size_bytes"`
	LiveRows  int   `json:"live_rows"`
}

// inspectReport is inspect's JSON output.
type inspectReport struct {
	Dataset            string            `json:"dataset"`
	Version            uint64            `json:"version"`
	LatestVersion      uint64            `json:"latest_version"`
	StableRowIDs       bool              `json:"stable_row_ids"`
	ReaderFeatureFlags uint64            `json:"reader_feature_flags"`
	WriterFeatureFlags uint64            `json:"writer_feature_flags"`
	NextRowID          uint64            `json:"next_row_id"`
	MaxFragmentID      *uint32           `json:"max_fragment_id"`
	Writer             string            `json:"writer"`
	NumFragments       int               `json:"num_fragments"`
	PhysicalRows       int               `json:"physical_rows"`
	DeletedRows        int               `json:"deleted_rows"`
	LiveRows           int               `json:"live_rows"`
	Fragments          []inspectFragment `json:"fragments"`
	Index              inspectIndex      `json:"index"`
	IO                 inspectIO         `json:"io"`

	verbose bool
}

// inspectIO is what the checkout cost, in inspect's JSON.
type inspectIO struct {
	Requests        int64 `json:"requests"`
	BytesRead       int64 `json:"bytes_read"`
	ManifestNS      int64 `json:"manifest_ns"`
	FragmentsNS     int64 `json:"fragments_ns"`
	FragmentsLoaded int   `json:"fragments_loaded"`
	FragmentsCached int   `json:"fragments_cached"`
}

// shortKind is the segments column's name for each kind.
var shortKind = map[segment.Kind]string{
	segment.KindRange:           "range",
	segment.KindRangeWithHoles:  "holes",
	segment.KindRangeWithBitmap: "bitmap",
	segment.KindSortedArray:     "sorted",
	segment.KindArray:           "array",
}

func runInspect(c *cmdEnv, args []string) int {
	var o options
	pos, code := c.parse(&o, args)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		return c.usageError("want one DATASET, got %d arguments", len(pos))
	}
	l, err := c.load(pos[0], o.version.v, true)
	if err != nil {
		return c.fail(err)
	}
	r, err := buildInspectReport(c, l)
	if err != nil {
		return c.fail(err)
	}
	r.verbose = o.verbose
	if o.json {
		enc := json.NewEncoder(c.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(r); err != nil {
			return c.fail(fmt.Errorf("writing output: %w", err))
		}
		return exitOK
	}
	if err := writeInspectText(c.stdout, r); err != nil {
		return c.fail(fmt.Errorf("writing output: %w", err))
	}
	return exitOK
}

func buildInspectReport(c *cmdEnv, l *loaded) (*inspectReport, error) {
	v := l.version
	st := v.Stats()
	m := v.Manifest()
	r := &inspectReport{
		Dataset:            l.path,
		Version:            v.Number(),
		LatestVersion:      l.latest,
		StableRowIDs:       v.StableRowIDs(),
		ReaderFeatureFlags: m.ReaderFeatureFlags,
		WriterFeatureFlags: m.WriterFeatureFlags,
		NextRowID:          v.NextRowID(),
		Writer:             strings.TrimSpace(m.WriterLibrary + " " + m.WriterVersion),
		Fragments:          []inspectFragment{},
		Index: inspectIndex{
			BuildNS:   l.indexTime.Nanoseconds(),
			Chunks:    l.index.NumChunks(),
			SizeBytes: l.index.SizeBytes(),
			LiveRows:  l.index.Len(),
		},
		IO: inspectIO{Requests: st.Requests, BytesRead: st.BytesRead, ManifestNS: st.Manifest.Nanoseconds(),
			FragmentsNS: st.Fragments.Nanoseconds(), FragmentsLoaded: st.Loaded, FragmentsCached: st.Cached},
	}
	if m.HasMaxFragmentID {
		id := m.MaxFragmentID
		r.MaxFragmentID = &id
	}
	infos, err := v.FragmentInfos(c.ctx)
	if err != nil {
		return nil, err
	}
	for _, fi := range infos {
		f := fi.Fragment
		del := f.Deletions.Len()
		jf := inspectFragment{
			ID:           f.ID,
			PhysicalRows: f.PhysicalRows,
			DeletedRows:  del,
			LiveRows:     f.PhysicalRows - del,
			RowIDs:       fi.Meta.RowIDs.Storage.String(),
			Segments:     map[string]int{},
			DeletionFile: "none",
		}
		if r.StableRowIDs {
			counts := make([]int, len(shortKind))
			for _, s := range f.RowIDs.Segments() {
				counts[s.Kind()]++
				jf.Segments[s.Kind().String()]++
			}
			var parts []string
			for k, n := range counts {
				if n > 0 {
					parts = append(parts, fmt.Sprintf("%s×%d", shortKind[segment.Kind(k)], n))
				}
			}
			jf.kinds = strings.Join(parts, " ")
			if jf.kinds == "" {
				jf.kinds = "(empty)"
			}
			jf.NumSegments = f.RowIDs.NumSegments()
			jf.LanceBytes = fi.RowIDBytes
			jf.MemoryBytes = f.RowIDs.SizeBytes()
		} else {
			jf.kinds = "(addresses)"
		}
		if df := fi.Meta.DeletionFile; df != nil {
			jf.DeletionFile = "arrow"
			if df.Type == lance.DeletionBitmap {
				jf.DeletionFile = "bin"
			}
			jf.DeletionFilePath = df.Path(f.ID)
		}
		r.Fragments = append(r.Fragments, jf)
		r.PhysicalRows += jf.PhysicalRows
		r.DeletedRows += jf.DeletedRows
		r.LiveRows += jf.LiveRows
	}
	r.NumFragments = len(r.Fragments)
	return r, nil
}

// flagNames lists the names of the feature flag bits set in f.
func flagNames(f uint64) string {
	names := []struct {
		bit  uint64
		name string
	}{
		{lance.FlagDeletionFiles, "deletion files"},
		{lance.FlagStableRowIDs, "stable row ids"},
		{lance.FlagUseV2Format, "v2 format"},
		{lance.FlagTableConfig, "table config"},
		{lance.FlagBasePaths, "base paths"},
		{lance.FlagNoTransactionFile, "no transaction file"},
	}
	var out []string
	for _, n := range names {
		if f&n.bit != 0 {
			out = append(out, n.name)
			f &^= n.bit
		}
	}
	if f != 0 {
		out = append(out, fmt.Sprintf("unknown %#x", f))
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

func writeInspectText(w io.Writer, r *inspectReport) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	maxFrag := "(not set)"
	if r.MaxFragmentID != nil {
		maxFrag = fmt.Sprint(*r.MaxFragmentID)
	}
	fmt.Fprintf(tw, "dataset\t%s\n", r.Dataset)
	fmt.Fprintf(tw, "version\t%d (latest %d)\n", r.Version, r.LatestVersion)
	fmt.Fprintf(tw, "writer\t%s\n", r.Writer)
	fmt.Fprintf(tw, "stable row ids\t%v\n", r.StableRowIDs)
	fmt.Fprintf(tw, "reader flags\t%d (%s)\n", r.ReaderFeatureFlags, flagNames(r.ReaderFeatureFlags))
	fmt.Fprintf(tw, "writer flags\t%d (%s)\n", r.WriterFeatureFlags, flagNames(r.WriterFeatureFlags))
	fmt.Fprintf(tw, "next row id\t%d\n", r.NextRowID)
	fmt.Fprintf(tw, "max fragment id\t%s\n", maxFrag)
	fmt.Fprintf(tw, "rows\t%d live, %d deleted, %d physical in %s\n", r.LiveRows, r.DeletedRows, r.PhysicalRows, plural(r.NumFragments, "fragment"))
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	rows := [][]string{{"fragment", "physical", "deleted", "segments", "lance B", "ours B", "deletion"}}
	var lanceB, oursB int
	for _, f := range r.Fragments {
		rows = append(rows, []string{fmt.Sprint(f.ID), fmt.Sprint(f.PhysicalRows), fmt.Sprint(f.DeletedRows),
			f.kinds, fmt.Sprint(f.LanceBytes), fmt.Sprint(f.MemoryBytes), f.DeletionFile})
		lanceB += f.LanceBytes
		oursB += f.MemoryBytes
	}
	rows = append(rows, []string{"total", fmt.Sprint(r.PhysicalRows), fmt.Sprint(r.DeletedRows), "", fmt.Sprint(lanceB), fmt.Sprint(oursB), ""})
	writeColumns(w, rows, []bool{true, true, true, false, true, true, false})
	fmt.Fprintf(w, "\nindex: built in %s, %s, %s, %s\n", fmtDuration(r.Index.BuildNS),
		plural(r.Index.Chunks, "chunk"), plural(r.Index.SizeBytes, "byte"), plural(r.Index.LiveRows, "live row"))
	if r.verbose {
		fmt.Fprintf(w, "io: %s, %s read; manifest %s, fragments %s (%d loaded, %d cached)\n",
			plural(int(r.IO.Requests), "request"), plural(int(r.IO.BytesRead), "byte"), fmtDuration(r.IO.ManifestNS), fmtDuration(r.IO.FragmentsNS),
			r.IO.FragmentsLoaded, r.IO.FragmentsCached)
	}
	return nil
}

func fmtDuration(ns int64) string {
	switch {
	case ns < 1e3:
		return fmt.Sprintf("%dns", ns)
	case ns < 1e6:
		return fmt.Sprintf("%.1fµs", float64(ns)/1e3)
	case ns < 1e9:
		return fmt.Sprintf("%.1fms", float64(ns)/1e6)
	}
	return fmt.Sprintf("%.2fs", float64(ns)/1e9)
}

// writeColumns writes rows as columns two spaces apart, right-aligned where
// right is set, without trailing spaces.
func writeColumns(w io.Writer, rows [][]string, right []bool) {
	width := make([]int, len(right))
	for _, row := range rows {
		for i, cell := range row {
			width[i] = max(width[i], utf8.RuneCountInString(cell))
		}
	}
	var b strings.Builder
	for _, row := range rows {
		b.Reset()
		for i, cell := range row {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(cell))
			if i > 0 {
				b.WriteString("  ")
			}
			if right[i] {
				b.WriteString(pad + cell)
			} else {
				b.WriteString(cell + pad)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}
