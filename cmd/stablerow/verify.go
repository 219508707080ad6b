package main

import (
	"fmt"

	"github.com/stablerow/stablerow/lance"
)

var verifyCmd = &command{
	name:    "verify",
	usage:   "verify -expected FILE [-version N] [-max n] DATASET",
	summary: "check a version against what Lance's own scan reported",
	help: `
Verify checks one version of DATASET against an expected file: the
expected-vN.json or expected-vN.json.gz that records, for every live row,
Lance's _rowid, _rowaddr, _row_created_at_version and
_row_last_updated_at_version. Every expected row must be found through the
index at its address, its address must map back to its id, its version
columns must match, and the version must have no other live row.

The version checked is the one named in the expected file unless -version
is given. On success verify prints one line and exits 0; otherwise it lists
the first mismatches and exits 1.
`,
}

func init() { verifyCmd.run = runVerify }

func runVerify(c *cmdEnv, args []string) int {
	o := options{maxShown: 10}
	pos, code := c.parse(&o, args)
	if code >= 0 {
		return code
	}
	if len(pos) != 1 {
		return c.usageError("want one DATASET, got %d arguments", len(pos))
	}
	if o.expected == "" {
		return c.usageError("missing -expected FILE")
	}
	if o.maxShown < 0 {
		return c.usageError("-max must not be negative")
	}
	p := startProgress(c.stderr, "reading %s", o.expected)
	exp, err := lance.ReadExpectedFile(o.expected)
	p.stop()
	if err != nil {
		return c.fail(fmt.Errorf("expected file %s: %w", o.expected, err))
	}
	v := exp.Version
	if o.version.set {
		v = o.version.v
	}
	if v == 0 {
		return c.usageError("expected file %s names no version; give -version", o.expected)
	}
	l, err := c.load(pos[0], v, true)
	if err != nil {
		return c.fail(err)
	}
	p = startProgress(c.stderr, "verifying %d rows", len(exp.Rows))
	rep, err := l.version.Verify(c.ctx, exp, o.maxShown)
	p.stop()
	if err != nil {
		return c.fail(fmt.Errorf("dataset %s: version %d: %w", l.path, v, err))
	}
	if rep.OK() {
		fmt.Fprintf(c.stdout, "ok: %s version %d matches %s (%d rows)\n", l.path, rep.Version, o.expected, rep.Rows)
		return exitOK
	}
	fmt.Fprintf(c.stdout, "MISMATCH: %s version %d against %s: %d mismatches (%d expected rows, %d live rows)\n",
		l.path, rep.Version, o.expected, rep.Mismatches, rep.Rows, rep.LiveRows)
	for _, m := range rep.First {
		fmt.Fprintf(c.stdout, "  %s\n", m)
	}
	if rest := rep.Mismatches - len(rep.First); rest > 0 {
		fmt.Fprintf(c.stdout, "  ... and %d more\n", rest)
	}
	return exitMismatch
}
