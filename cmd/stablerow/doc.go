// Command stablerow inspects the stable row ids of Lance datasets: a
// version's fragments and row-id segments, row id <-> row address lookups,
// a check against what Lance's own scan reported, and the rows inserted or
// updated between two versions.
//
// Install it with
//
//	go install github.com/stablerow/stablerow/cmd/stablerow@latest
//
// DATASET is the dataset's directory, the one holding _versions/ (for
// example lance/testdata/basic/basic.lance), a file:// URL, or
// s3://BUCKET/PREFIX/NAME.lance (settings in the query: endpoint=,
// use_path_style=true, region=; or the standard AWS environment variables). Flags may come before or after
// the positional arguments; "--" ends the flags.
//
// Usage:
//
//	stablerow inspect [-version N] [-json] [-v] DATASET
//	stablerow lookup [-version N] [-json] DATASET [ROWID...]
//	stablerow reverse [-version N] [-json] DATASET [ADDR...]
//	stablerow verify -expected FILE [-version N] [-max n] DATASET
//	stablerow changes -from V1 (-to V2 | -follow [-interval D]) [-json] [-count] DATASET
//	stablerow version
//	stablerow help [COMMAND]
//
// Inspect prints the manifest's feature flags, next row id and max fragment
// id, one line per fragment (physical and deleted rows, the row-id
// segments by kind, the sequence's size in Lance's bytes and in memory
// here, the deletion file kind: arrow, bin or none), and the index's build
// time, chunk count and size. With -json it prints one JSON object; its
// fields are listed by 'stablerow inspect -h'.
//
// Lookup prints "ROWID FRAG:OFFSET" for each live id, and otherwise
// "ROWID deleted" (only deleted rows hold the id), "ROWID removed" (the id
// is below next_row_id, and no row holds it any more), "ROWID unassigned"
// (at or above next_row_id: never handed out), or, without stable row ids,
// "ROWID absent". Reverse maps addresses (FRAG:OFFSET or the raw number
// FRAG<<32|OFFSET) to "FRAG:OFFSET ROWID", "FRAG:OFFSET deleted" or
// "FRAG:OFFSET absent". With -json both print one object per answer, each
// on its own line: {"row_id":5,"status":"live","address":"4:0"} (status
// live, deleted with the highest deleted address holding the id, or
// removed, unassigned or absent without an address) and
// {"address":"4:0","status":"live","row_id":5}. Both read their keys from
// standard input when none are given, and answer the keys read so far
// whenever they would wait for more input (lookup looks them up together);
// arguments and input lines are read alike, each holding one or more keys
// separated by white space, and a key that does not parse stops the command
// with exit code 2 after the answers before it. Without stable row ids a
// row's id is its address, and lookup accepts it as FRAG:OFFSET too.
//
// Verify checks a version against an expected-vN.json(.gz) file (by
// default the version the file names) and prints one line, or a MISMATCH
// line and the first -max differences, one line per row that differs. It
// warns on standard error when the file names another dataset.
//
// Changes prints "inserted ID" and "updated ID" lines for the live rows of
// version V2 with V1 < created_at <= V2, and with created_at <= V1 <
// last_updated_at <= V2 (Lance's change-data-capture filters); -json prints
// {"from","to","inserted","updated"}, -count only the counts. A dataset
// without stable row ids and without version columns has no change data
// capture: changes says so and exits 2. Where such a dataset has version
// columns the ids it prints are row addresses.
//
// Version prints the module version, the VCS revision the binary was built
// from (when the build recorded it) and the Go version.
//
// Work that takes more than a second reports progress on standard error.
//
// Exit codes:
//
//	0  success
//	1  verify found a mismatch, or lookup/reverse met a key with no live row
//	2  usage error, or a dataset, version or file that cannot be read
package main
