package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/stablerow/stablerow/lance"
	"github.com/stablerow/stablerow/rowindex"
)

// Exit codes.
const (
	exitOK       = 0 // success
	exitMismatch = 1 // verify mismatch, or an id/address not found
	exitError    = 2 // usage error, unreadable or corrupt dataset, I/O error
)

// command is one subcommand.
type command struct {
	name    string
	usage   string // the usage line after "stablerow "
	summary string // one line for the top-level usage
	help    string // the rest of the help text
	run     func(c *cmdEnv, args []string) int
}

var commands []*command

func init() {
	commands = []*command{inspectCmd, lookupCmd, reverseCmd, verifyCmd, changesCmd, versionCmd}
}

const exitCodesHelp = `Exit codes:
  0  success
  1  verify found a mismatch, or lookup/reverse met a key with no live row
  2  usage error, or a dataset, version or file that cannot be read`

// topUsage writes the top-level usage.
func topUsage(w io.Writer) {
	fmt.Fprintf(w, "stablerow inspects the stable row ids of Lance datasets.\n\nUsage:\n  stablerow COMMAND [flags] ARGS\n  stablerow help COMMAND\n\nCommands:\n")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "\nFlags may come before or after the positional arguments.\nRun 'stablerow COMMAND -h' for a command's flags.\n\n%s\n", exitCodesHelp)
}

// run is the whole program without a signal to stop it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runContext(context.Background(), args, stdin, stdout, stderr)
}

// runContext is the whole program: it returns the exit code. Cancelling
// ctx (main does on SIGINT and SIGTERM) stops the I/O in flight; a
// following command then exits cleanly.
func runContext(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	stderr = &lockedWriter{w: stderr}
	if len(args) == 0 {
		topUsage(stderr)
		return exitError
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help", "help":
		if name == "help" && len(args) > 2 {
			fmt.Fprintf(stderr, "stablerow help: want one COMMAND, got %d arguments\n", len(args)-1)
			return exitError
		}
		if name == "help" && len(args) > 1 {
			if c := lookupCommand(args[1]); c != nil {
				c.writeHelp(stdout)
				return exitOK
			}
			unknownCommand(stderr, args[1])
			return exitError
		}
		topUsage(stdout)
		return exitOK
	}
	c := lookupCommand(name)
	if c == nil {
		unknownCommand(stderr, name)
		return exitError
	}
	env := &cmdEnv{ctx: ctx, cmd: c, stdin: stdin, stdout: stdout, stderr: stderr}
	return c.run(env, args[1:])
}

// unknownCommand says that name is no command, and lists the commands.
func unknownCommand(w io.Writer, name string) {
	names := make([]string, 0, len(commands)+1)
	for _, c := range commands {
		names = append(names, c.name)
	}
	names = append(names, "help")
	fmt.Fprintf(w, "stablerow: unknown command %q; the commands are %s\n", name, strings.Join(names, ", "))
}

// plural writes n and the noun, in the plural (with s, or es after ch)
// unless n is 1.
func plural(n int, noun string) string {
	switch {
	case n == 1:
		return "1 " + noun
	case strings.HasSuffix(noun, "ch"):
		return strconv.Itoa(n) + " " + noun + "es"
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

func lookupCommand(name string) *command {
	for _, c := range commands {
		if c.name == name {
			return c
		}
	}
	return nil
}

func (c *command) writeHelp(w io.Writer) {
	fmt.Fprintf(w, "Usage: stablerow %s\n\n%s\n", c.usage, strings.TrimSpace(c.help))
	fs := c.flags(nil)
	fs.SetOutput(w)
	fmt.Fprintf(w, "\nFlags:\n")
	fs.PrintDefaults()
	fmt.Fprintf(w, "\n%s\n", exitCodesHelp)
}

// flags returns a fresh flag set for c, its flags bound to o (a throwaway
// options value when o is nil, for help output).
func (c *command) flags(o *options) *flag.FlagSet {
	if o == nil {
		o = new(options)
	}
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	o.register(c.name, fs)
	return fs
}

// options holds every flag of every command; each command registers the
// ones it uses.
type options struct {
	version  versionFlag
	json     bool
	expected string
	maxShown int
	from, to optUint
	count    bool
	verbose  bool
	follow   bool
	interval time.Duration
}

func (o *options) register(cmd string, fs *flag.FlagSet) {
	switch cmd {
	case "inspect", "lookup", "reverse", "verify":
		help := "read dataset version `N`: latest (the default) or a number from 1"
		if cmd == "verify" {
			help = "check dataset version `N`: latest or a number from 1 (default: the version named in the expected file)"
		}
		fs.Var(&o.version, "version", help)
	}
	switch cmd {
	case "lookup", "reverse":
		fs.BoolVar(&o.json, "json", false, "print one JSON object per answer, each on its own line, instead of text")
	case "inspect":
		fs.BoolVar(&o.json, "json", false, "print one JSON object instead of text")
		fs.BoolVar(&o.verbose, "v", false, "also print what reading the version cost (requests, bytes, time per phase)")
	case "verify":
		fs.StringVar(&o.expected, "expected", "", "expected-vN.json(.gz) `file` written from Lance's own scan (required)")
		fs.IntVar(&o.maxShown, "max", 10, "show at most `n` mismatches")
	case "changes":
		fs.Var(&o.from, "from", "base version `V1` (required; 0 = before the first commit)")
		fs.Var(&o.to, "to", "target version `V2` (required without -follow); rows are read at this version")
		fs.BoolVar(&o.json, "json", false, "print one JSON object instead of lines (with -follow, one per version)")
		fs.BoolVar(&o.count, "count", false, "print only the number of inserted and updated ids")
		fs.BoolVar(&o.follow, "follow", false, "keep following the dataset: report each new version's changes as it appears, until interrupted")
		fs.DurationVar(&o.interval, "interval", 5*time.Second, "with -follow, how long to wait between looks for a new `duration`")
	}
}

// optUint is a uint64 flag that records whether it was set.
type optUint struct {
	v   uint64
	set bool
}

func (u *optUint) String() string {
	if u == nil || !u.set {
		return ""
	}
	return strconv.FormatUint(u.v, 10)
}

func (u *optUint) Set(s string) error {
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return fmt.Errorf("not a version number: %q", s)
	}
	u.v, u.set = v, true
	return nil
}

// versionFlag is -version: "latest" or a version number, from 1 (Lance
// numbers versions from 1: 0 is no version).
type versionFlag struct {
	v   uint64 // 0 for the latest
	set bool
}

func (f *versionFlag) String() string {
	switch {
	case f == nil || !f.set:
		return ""
	case f.v == 0:
		return "latest"
	}
	return strconv.FormatUint(f.v, 10)
}

func (f *versionFlag) Set(s string) error {
	if s == "latest" {
		f.v, f.set = 0, true
		return nil
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return fmt.Errorf("want latest or a version number, got %q", s)
	}
	if v == 0 {
		return errors.New(strings.TrimPrefix((&lance.VersionNotFoundError{Version: 0}).Error(), "lance: "))
	}
	f.v, f.set = v, true
	return nil
}

// cmdEnv is what a command runs with.
type cmdEnv struct {
	ctx            context.Context
	cmd            *command
	stdin          io.Reader
	stdout, stderr io.Writer
}

// parse parses args with interspersed flags and positionals: Go's flag
// package stops at the first positional argument, so the remainder is
// parsed again after each one. "--" ends the flags. It returns the
// positionals, or an exit code (>= 0) when the command should stop.
func (c *cmdEnv) parse(o *options, args []string) ([]string, int) {
	fs := c.cmd.flags(o)
	var pos []string
	for {
		err := fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			c.cmd.writeHelp(c.stdout)
			return nil, exitOK
		}
		if err != nil {
			return nil, c.usageError("%v", err)
		}
		rest := fs.Args()
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			return append(pos, rest...), -1
		}
		if len(rest) == 0 {
			return pos, -1
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// usageError prints a usage error and returns exitError.
func (c *cmdEnv) usageError(format string, a ...any) int {
	fmt.Fprintf(c.stderr, "stablerow %s: %s\nusage: stablerow %s\nRun 'stablerow %s -h' for help.\n",
		c.cmd.name, fmt.Sprintf(format, a...), c.cmd.usage, c.cmd.name)
	return exitError
}

// fail prints an error and returns exitError. The "lance: " a library
// error starts with is dropped: "stablerow COMMAND: " says where it
// happened.
func (c *cmdEnv) fail(err error) int {
	fmt.Fprintf(c.stderr, "stablerow %s: %s\n", c.cmd.name, strings.TrimPrefix(err.Error(), "lance: "))
	return exitError
}

// progressDelay is how long work runs before a progress line is printed;
// at 0 or less the line is printed at once.
var progressDelay = time.Second

// progress prints msg on w if it is not stopped within progressDelay.
type progress struct {
	mu      sync.Mutex
	w       io.Writer
	msg     string
	start   time.Time
	timer   *time.Timer
	printed bool
	stopped bool
}

func startProgress(w io.Writer, format string, a ...any) *progress {
	p := &progress{w: w, msg: fmt.Sprintf(format, a...), start: time.Now()}
	if progressDelay <= 0 {
		// At once, not from a timer that fast work could stop first.
		p.show()
		return p
	}
	p.timer = time.AfterFunc(progressDelay, p.show)
	return p
}

// show prints the progress line unless the work has stopped.
func (p *progress) show() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.stopped {
		fmt.Fprintf(p.w, "%s...\n", p.msg)
		p.printed = true
	}
}

// stop ends the progress; if its line was printed, the elapsed time follows.
func (p *progress) stop() {
	if p.timer != nil {
		p.timer.Stop()
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stopped = true
	if p.printed {
		fmt.Fprintf(p.w, "%s: done in %s\n", p.msg, time.Since(p.start).Round(time.Millisecond))
	}
}

// lockedWriter serializes writes (progress lines come from a timer goroutine).
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

// openDataset opens the dataset at path (a local path or a URL), with an
// error naming it once.
func openDataset(ctx context.Context, path string) (*lance.Dataset, error) {
	if !strings.Contains(path, "://") {
		st, err := os.Stat(path)
		if err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) && pe.Path == path {
				err = pe.Err // the path is already in the message
			}
			return nil, fmt.Errorf("dataset %s: %w", path, err)
		}
		if !st.IsDir() {
			return nil, fmt.Errorf("dataset %s: not a directory", path)
		}
	}
	return lance.Open(ctx, path, nil)
}

// loaded is a checked-out version with its index.
type loaded struct {
	path      string
	ds        *lance.Dataset
	version   *lance.Version
	latest    uint64
	loadTime  time.Duration
	index     *rowindex.Index
	indexTime time.Duration
	frags     []rowindex.Fragment // the version's fragments, in manifest order
}

// load opens the dataset at path and checks out version v (0: the latest),
// printing progress on stderr when loading is slow. With withIndex it also
// builds the version's index.
func (c *cmdEnv) load(path string, v uint64, withIndex bool) (*loaded, error) {
	ctx := c.ctx
	ds, err := openDataset(ctx, path)
	if err != nil {
		return nil, err
	}
	latest, err := ds.LatestNumber(ctx)
	if err != nil {
		return nil, err
	}
	if v == 0 {
		v = latest
	}
	if v > latest {
		return nil, fmt.Errorf("%w (the latest is %d)", &lance.DatasetError{Dataset: path, Err: &lance.VersionNotFoundError{Version: v}}, latest)
	}
	l := &loaded{path: path, ds: ds, latest: latest}
	p := startProgress(c.stderr, "loading version %d", v)
	start := time.Now()
	l.version, err = ds.Checkout(ctx, v)
	l.loadTime = time.Since(start)
	p.stop()
	if err != nil {
		return nil, err
	}
	l.frags = l.version.Fragments()
	if withIndex {
		if err := l.buildIndex(c); err != nil {
			return nil, err
		}
	}
	return l, nil
}

// buildIndex builds the version's index, which also validates it (a
// duplicate live row id is an error).
func (l *loaded) buildIndex(c *cmdEnv) error {
	p := startProgress(c.stderr, "building the index of version %d", l.version.Number())
	start := time.Now()
	var err error
	l.index, err = l.version.Index()
	l.indexTime = time.Since(start)
	p.stop()
	return err
}
