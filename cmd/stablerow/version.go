package main

import (
	"fmt"
	"runtime/debug"
)

var versionCmd = &command{
	name:    "version",
	usage:   "version",
	summary: "print the module version and the source revision it was built from",
	help: `
Version prints one line: the module's version ("(devel)" when built from a
checkout rather than installed with go install MODULE@VERSION), the VCS
revision and commit time the binary was built from when the build recorded
them (with "modified" when the tree had uncommitted changes), and the Go
version:

  stablerow v0.3.0 (revision 1a2b3c4d5e6f, 2026-12-01T20:00:00Z) go1.26.8
`,
}

func init() { versionCmd.run = runVersion }

// readBuildInfo is debug.ReadBuildInfo; tests replace it.
var readBuildInfo = debug.ReadBuildInfo

func runVersion(c *cmdEnv, args []string) int {
	var o options
	pos, code := c.parse(&o, args)
	if code >= 0 {
		return code
	}
	if len(pos) != 0 {
		return c.usageError("takes no arguments, got %d", len(pos))
	}
	bi, ok := readBuildInfo()
	if !ok {
		return c.fail(fmt.Errorf("the binary carries no build information"))
	}
	fmt.Fprintln(c.stdout, versionLine(bi))
	return exitOK
}

// versionLine describes a build.
func versionLine(bi *debug.BuildInfo) string {
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, when string
	modified := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	line := "stablerow " + v
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		line += " (revision " + rev
		if when != "" {
			line += ", " + when
		}
		if modified {
			line += ", modified"
		}
		line += ")"
	}
	if bi.GoVersion != "" {
		line += " " + bi.GoVersion
	}
	return line
}
