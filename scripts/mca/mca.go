//go:build ignore

// mca predicts the speed of bitpack's arm64 NEON kernels against the
// compiled Go they replace, with LLVM's machine-code analyzer (llvm-mca),
// since no arm64 machine runs the benchmarks. From the repository's root:
//
//	go run scripts/mca/mca.go            # write scripts/mca/loops/, print the table
//	go run scripts/mca/mca.go -check     # also fail if loops/ was out of date
//
// It builds the arm64 test binary of ./bitpack, disassembles it in GNU
// syntax (go tool objdump -gnu) and cuts out each loop: a kernel's loop is
// the instructions of the lines between its "// mca-begin NAME" and
// "// mca-end NAME" comments in bitpack/*_arm64.s; a Go function's loop
// is the span of its widest backward branch (for unpackBlocks<w>, its one
// loop, a 64-value block). The loops are written to scripts/mca/loops/,
// then llvm-mca runs each for 1000 iterations on every -mcpu and the
// table gives its cycles per iteration scaled to the kernel's unit.
// scripts/mca/candidates/ holds hand-written loops of kernels that were
// predicted not to pay and so do not exist in bitpack (their first line
// says how many values an iteration decodes). A width whose unpack kernel
// is "candidate, not kept" runs unpackNEON or the candidate only here:
// the widths marked kept must be those bitpack's unpackNEONKind picks.
//
// These are model predictions, not measurements: llvm-mca assumes every
// load hits L1 and no branch mispredicts, and its models are only as good
// as LLVM's scheduling tables (see -cpus).
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

const pkg = "github.com/stablerow/stablerow/bitpack"

var (
	mcaBin = flag.String("mca", "", "llvm-mca to run (default: llvm-mca-19 if on PATH, else llvm-mca)")
	cpus   = flag.String("cpus", "neoverse-n1,apple-m1", "core models, comma-separated (LLVM 17+ has a Neoverse N1 model; before, neoverse-n1 and cortex-a76 get Cortex-A57's; apple-m1 is the Cyclone model in every LLVM so far)")
	check  = flag.Bool("check", false, "fail if scripts/mca/loops/ differed from the binary's loops")
	minX   = flag.Float64("keep", 1.3, "the least predicted speed-up, on every model, of a kernel kept")
)

// inst is one disassembled instruction.
type inst struct {
	file string
	line int
	addr uint64
	gnu  string
}

// loop is one loop to model: a kernel's (marker != "") or a Go function's.
type loop struct {
	name   string // file name in loops/ (without .s)
	fn     string // function symbol, without the package
	marker string // kernel: the mca marker name
	values int    // values (words for popcount) an iteration handles
}

// comparison pairs a kernel's loop with the Go loop it replaces.
type comparison struct {
	kernel, width, unit string
	neon, gov           string // loop names (neon may be a candidate)
	scale               float64
	kept                bool // the kernel exists in bitpack (else a candidate)
}

func main() {
	log.SetFlags(0)
	flag.Parse()
	if *mcaBin == "" {
		*mcaBin = "llvm-mca"
		if _, err := exec.LookPath("llvm-mca-19"); err == nil {
			*mcaBin = "llvm-mca-19"
		}
	}
	if _, err := exec.LookPath(*mcaBin); err != nil {
		log.Fatalf("%s not found: apt-get install -y llvm-19 (Debian 12; llvm-mca-19), or pass -mca", *mcaBin)
	}
	tmp, err := os.MkdirTemp("", "mca")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "bitpack.test")
	run(nil, "go", "test", "-c", "-o", bin, "./bitpack")
	loops := []loop{
		{name: "popcountNEON", fn: "popcountNEON.abi0", marker: "popcountNEON", values: 8},
		{name: "popcountGeneric", fn: "popcountGeneric", values: 1},
		{name: "popcountSuperNEON", fn: "popcountSuperNEON.abi0", marker: "popcountSuperNEON", values: 32},
		{name: "fillRunNEON", fn: "fillRunNEON.abi0", marker: "fillRunNEON", values: 8},
		{name: "fillRunGeneric", fn: "fillRunGeneric", values: 4},
		{name: "unpackNEON", fn: "unpackNEON.abi0", marker: "unpackNEON", values: 8},
		{name: "unpackNEONBytes32", fn: "unpackNEONBytes32.abi0", marker: "unpackNEONBytes32", values: 8},
		{name: "unpackNEONBytes64", fn: "unpackNEONBytes64.abi0", marker: "unpackNEONBytes64", values: 8},
		{name: "packNEON", fn: "packNEON.abi0", marker: "packNEON", values: 8},
		{name: "packNEONBytes24", fn: "packNEONBytes24.abi0", marker: "packNEONBytes24", values: 8},
		{name: "packNEONW8", fn: "packNEONW8.abi0", marker: "packNEONW8", values: 16},
		{name: "packNEONW16", fn: "packNEONW16.abi0", marker: "packNEONW16", values: 8},
		{name: "packNEONW32", fn: "packNEONW32.abi0", marker: "packNEONW32", values: 8},
		{name: "packNEONTiny", fn: "packNEONTiny.abi0", marker: "packNEONTiny", values: 64},
		{name: "packNEONTiny1", fn: "packNEONTiny.abi0", marker: "packNEONTiny1", values: 64},
		{name: "packNEONW3", fn: "packNEONW3.abi0", marker: "packNEONW3", values: 64},
	}
	for w := 1; w < 64; w++ {
		loops = append(loops, loop{name: fmt.Sprintf("unpackBlocks%d", w), fn: fmt.Sprintf("unpackBlocks%d", w), values: 64})
	}
	for w := 1; w < 64; w++ {
		loops = append(loops, loop{name: fmt.Sprintf("packBlocks%d", w), fn: fmt.Sprintf("packBlocks%d", w), values: 64})
	}
	var syms []string
	for _, l := range loops {
		syms = append(syms, regexp.QuoteMeta(l.fn))
	}
	dis := disassemble(bin, syms)
	markers := readMarkers()
	outDir := filepath.Join("scripts", "mca", "loops")
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		log.Fatal(err)
	}
	files := map[string]string{} // loop name -> file
	perIter := map[string]int{}
	stale := 0
	for _, l := range loops {
		insts, ok := dis[l.fn]
		if !ok {
			log.Fatalf("%s not found in the binary", l.fn)
		}
		var body []inst
		var from string
		if l.marker != "" {
			m, ok := markers[l.marker]
			if !ok {
				log.Fatalf("no mca markers for %s in bitpack/*_arm64.s", l.marker)
			}
			for _, in := range insts {
				if in.file == m.file && in.line > m.begin && in.line < m.end {
					body = append(body, in)
				}
			}
			if len(body) != m.count {
				log.Fatalf("%s: %d instructions between the markers in %s, %d in the binary", l.name, m.count, m.file, len(body))
			}
			from = fmt.Sprintf("the kernel's loop, %s lines %d-%d (the mca markers)", m.file, m.begin+1, m.end-1)
		} else {
			body = widestLoop(insts)
			from = fmt.Sprintf("the loop of the compiled %s (%s lines %d-%d)", l.fn, body[0].file, minLine(body), maxLine(body))
		}
		text := gnuLoop(l.name, from, body)
		file := filepath.Join(outDir, l.name+".s")
		if old, err := os.ReadFile(file); err != nil || string(old) != text {
			stale++
			if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
				log.Fatal(err)
			}
		}
		files[l.name], perIter[l.name] = file, l.values
	}
	cands, err := filepath.Glob(filepath.Join("scripts", "mca", "candidates", "*.s"))
	if err != nil {
		log.Fatal(err)
	}
	for _, file := range cands {
		name := strings.TrimSuffix(filepath.Base(file), ".s")
		files[name], perIter[name] = file, candidateValues(file)
	}

	var comps []comparison
	comps = append(comps,
		comparison{kernel: "popcount", unit: "cycles/word", neon: "popcountNEON", gov: "popcountGeneric", scale: 1, kept: true},
		// The directory build's counts of a superblock's four basic
		// blocks, against popcountGeneric's loop over its 32 words (the
		// Go version, superCountsGeneric, runs that loop four times).
		comparison{kernel: "dirCount", unit: "cycles/32 words", neon: "popcountSuperNEON", gov: "popcountGeneric", scale: 32, kept: true},
		comparison{kernel: "fillRun", unit: "cycles/64 values", neon: "fillRunNEON", gov: "fillRunGeneric", scale: 64, kept: true})
	for w := 1; w < 64; w++ {
		c := comparison{kernel: "unpack", width: strconv.Itoa(w), unit: "cycles/64 values", gov: fmt.Sprintf("unpackBlocks%d", w), scale: 64}
		// The kernel bitpack's unpackNEONKind picks (kept), else the
		// candidate predicted not to pay.
		switch {
		case w == 8 || w == 16 || w == 24 || w == 32:
			c.neon, c.kept = "unpackNEONBytes32", true
		case w == 40 || w == 48 || w == 56:
			c.neon, c.kept = "unpackNEONBytes64", true
		case w >= 18 && w <= 25:
			c.neon, c.kept = "unpackNEON", true
		case w <= 25:
			c.neon = "unpackNEON"
		case w <= 56:
			c.neon = "unpack64Candidate"
		}
		comps = append(comps, c)
	}
	for w := 1; w < 64; w++ {
		c := comparison{kernel: "pack", width: strconv.Itoa(w), unit: "cycles/64 values", gov: fmt.Sprintf("packBlocks%d", w), scale: 64}
		// The kernel bitpack's packNEONKind picks (kept), else the
		// candidate predicted not to pay; packNEON's two TBLs cannot
		// pack 5 (three values share a byte, and a group's 40 bits pass
		// the 32-bit lanes of packNEONW3's sums), nor 26..31 (a value
		// and its offset pass a 32-bit lane).
		switch {
		case w == 1:
			c.neon, c.kept = "packNEONTiny1", true
		case w == 2:
			c.neon, c.kept = "packNEONTiny", true
		case w == 3:
			c.neon, c.kept = "packNEONW3", true
		case w == 8:
			c.neon, c.kept = "packNEONW8", true
		case w == 16:
			c.neon, c.kept = "packNEONW16", true
		case w == 32:
			c.neon, c.kept = "packNEONW32", true
		case w == 24:
			c.neon, c.kept = "packNEONBytes24", true
		case w == 4 || w == 6 || w == 7 || w >= 9 && w <= 15:
			c.neon, c.kept = "packNEON", true
		case w >= 17 && w <= 25:
			c.neon = "packNEON4TBLCandidate"
		case w == 40 || w == 48:
			c.neon = "packBytes64x3Candidate"
		case w == 56:
			c.neon = "packBytes64x4Candidate"
		}
		comps = append(comps, c)
	}

	models := strings.Split(*cpus, ",")
	fmt.Printf("%s (%s), %d iterations a loop\n", *mcaBin, mcaVersion(), 1000)
	fmt.Printf("%-8s %5s %-17s", "kernel", "width", "unit")
	for _, m := range models {
		fmt.Printf(" | %-24s", m+": Go NEON x")
	}
	fmt.Printf(" | %s\n", "")
	cache := map[string]float64{}
	cycles := func(name, cpu string) float64 {
		key := name + "/" + cpu
		if c, ok := cache[key]; ok {
			return c
		}
		c := mcaCycles(files[name], cpu) / float64(perIter[name])
		cache[key] = c
		return c
	}
	fail := false
	for _, c := range comps {
		fmt.Printf("%-8s %5s %-17s", c.kernel, c.width, c.unit)
		pays := c.neon != ""
		for _, m := range models {
			g := cycles(c.gov, m) * c.scale
			if c.neon == "" {
				fmt.Printf(" | %7.2f %7s %6s  ", g, "-", "-")
				continue
			}
			k := cycles(c.neon, m) * c.scale
			fmt.Printf(" | %7.2f %7.2f %5.2fx ", g, k, g/k)
			pays = pays && g/k >= *minX
		}
		status := "Go (no kernel)"
		switch {
		case c.kept && pays:
			status = "kept"
		case c.kept:
			status = fmt.Sprintf("KEPT BUT UNDER %.1fx", *minX)
			fail = true
		case c.neon != "" && pays:
			status = "candidate would pay"
		case c.neon != "":
			status = "candidate, not kept"
		}
		fmt.Printf(" | %s\n", status)
	}
	if *check && stale > 0 {
		log.Fatalf("%d loop files in %s were out of date (now rewritten)", stale, outDir)
	}
	if fail {
		os.Exit(1)
	}
}

// run runs a command, its output to stdout (or to out), and stops on
// failure.
func run(out *bytes.Buffer, name string, args ...string) {
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), "GOARCH=arm64", "GOOS=linux", "CGO_ENABLED=0")
	cmd.Stderr = os.Stderr
	if out != nil {
		cmd.Stdout = out
	} else {
		cmd.Stdout = os.Stdout
	}
	if err := cmd.Run(); err != nil {
		log.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
}

// objdumpLine matches a line of go tool objdump -gnu: file:line, address,
// encoding, Go syntax // GNU syntax.
var objdumpLine = regexp.MustCompile(`^\s+(\S+):(\d+)\s+0x([0-9a-f]+)\s+[0-9a-f]{8}\s+.*?//\s*(.*?)\s*$`)

// disassemble returns the instructions of the functions syms (regexps of
// the names after the package).
func disassemble(bin string, syms []string) map[string][]inst {
	var out bytes.Buffer
	run(&out, "go", "tool", "objdump", "-gnu", "-s", `^`+regexp.QuoteMeta(pkg)+`\.(`+strings.Join(syms, "|")+`)$`, bin)
	funcs := map[string][]inst{}
	var cur string
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		line := sc.Text()
		if name, ok := strings.CutPrefix(line, "TEXT "+pkg+"."); ok {
			cur = name[:strings.Index(name, "(SB)")]
			continue
		}
		m := objdumpLine.FindStringSubmatch(line)
		if m == nil || cur == "" {
			continue
		}
		n, _ := strconv.Atoi(m[2])
		addr, _ := strconv.ParseUint(m[3], 16, 64)
		funcs[cur] = append(funcs[cur], inst{file: m[1], line: n, addr: addr, gnu: strings.Join(strings.Fields(m[4]), " ")})
	}
	return funcs
}

// marker is the span of one kernel's "// mca-begin" / "// mca-end" lines.
type marker struct {
	file       string
	begin, end int
	count      int // instructions between them
}

func readMarkers() map[string]marker {
	files, err := filepath.Glob(filepath.Join("bitpack", "*_arm64.s"))
	if err != nil || len(files) == 0 {
		log.Fatalf("no bitpack/*_arm64.s: %v", err)
	}
	marks := map[string]marker{}
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			log.Fatal(err)
		}
		var open string
		var m marker
		for i, line := range strings.Split(string(text), "\n") {
			t := strings.TrimSpace(line)
			switch {
			case strings.HasPrefix(t, "// mca-begin "):
				open = strings.TrimPrefix(t, "// mca-begin ")
				m = marker{file: filepath.Base(file), begin: i + 1}
			case strings.HasPrefix(t, "// mca-end "):
				m.end = i + 1
				marks[open] = m
				open = ""
			case open != "" && t != "" && !strings.HasPrefix(t, "//") && !strings.HasSuffix(t, ":"):
				m.count++
			}
		}
	}
	return marks
}

// branchTarget matches the relative target objdump prints for a branch.
var branchTarget = regexp.MustCompile(`\.\+0x([0-9a-f]+)$`)

// target returns the address a branch at in jumps to, if in is one.
func target(in inst) (uint64, bool) {
	m := branchTarget.FindStringSubmatch(in.gnu)
	if m == nil {
		return 0, false
	}
	off, _ := strconv.ParseUint(m[1], 16, 64)
	return in.addr + off, true // wraps for backward branches
}

// widestLoop returns the instructions from the target of insts' widest
// backward branch to that branch.
func widestLoop(insts []inst) []inst {
	best, bestLen := -1, 0
	var bestFrom int
	for i, in := range insts {
		t, ok := target(in)
		// (A branch back to the entry is the stack check's retry.)
		if !ok || t > in.addr || t == insts[0].addr {
			continue
		}
		for j := range i + 1 {
			if insts[j].addr == t && i-j+1 > bestLen {
				best, bestLen, bestFrom = i, i-j+1, j
			}
		}
	}
	if best < 0 {
		log.Fatal("no loop found")
	}
	return insts[bestFrom : best+1]
}

// gnuLoop writes body as an llvm-mca input: the loop's own backward
// branch goes to "loop", other branches to "out".
func gnuLoop(name, from string, body []inst) string {
	var b strings.Builder
	fmt.Fprintf(&b, "// %s: %s, from go tool objdump -gnu.\n// Written by scripts/mca/mca.go; DO NOT EDIT.\nloop:\n", name, from)
	start := body[0].addr
	for _, in := range body {
		text := in.gnu
		if t, ok := target(in); ok {
			label := "out"
			if t == start {
				label = "loop"
			}
			text = branchTarget.ReplaceAllString(text, label)
		}
		fmt.Fprintf(&b, "\t%s\n", text)
	}
	b.WriteString("out:\n")
	return b.String()
}

func minLine(body []inst) int {
	m := body[0].line
	for _, in := range body {
		m = min(m, in.line)
	}
	return m
}

func maxLine(body []inst) int {
	m := body[0].line
	for _, in := range body {
		m = max(m, in.line)
	}
	return m
}

// candidateValues reads the "// values: N" first line of a candidate.
func candidateValues(file string) int {
	text, err := os.ReadFile(file)
	if err != nil {
		log.Fatal(err)
	}
	first, _, _ := strings.Cut(string(text), "\n")
	n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(first, "// values:")))
	if err != nil || n <= 0 {
		log.Fatalf("%s: the first line must be // values: N", file)
	}
	return n
}

var totalCycles = regexp.MustCompile(`Total Cycles:\s+(\d+)`)

// mcaCycles returns llvm-mca's predicted cycles per iteration of file.
func mcaCycles(file, cpu string) float64 {
	const iterations = 1000
	out, err := exec.Command(*mcaBin, "-mtriple=aarch64", "-mcpu="+cpu, fmt.Sprintf("-iterations=%d", iterations), file).CombinedOutput()
	if err != nil {
		log.Fatalf("%s -mcpu=%s %s: %v\n%s", *mcaBin, cpu, file, err, out)
	}
	if bytes.Contains(out, []byte("not a recognized processor")) || bytes.Contains(out, []byte("no scheduling model")) {
		log.Fatalf("%s: %s", cpu, out)
	}
	m := totalCycles.FindSubmatch(out)
	if m == nil {
		log.Fatalf("no cycle count from %s on %s:\n%s", file, cpu, out)
	}
	c, _ := strconv.ParseFloat(string(m[1]), 64)
	return c / iterations
}

func mcaVersion() string {
	out, _ := exec.Command(*mcaBin, "--version").Output()
	for _, line := range strings.Split(string(out), "\n") {
		if strings.Contains(line, "LLVM version") {
			return strings.TrimSpace(line)
		}
	}
	return "unknown version"
}
