//go:build !purego && amd64

package bitpack

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/klauspost/cpuid/v2"
)

// kernelImpls returns the implementations of the kernels this CPU runs,
// widest first, the generic one last. One whose extensions the CPU lacks
// is left out, and the test log says so: no emulator we have runs AVX-512
// code, so on a CPU without AVX-512 those kernels are tested on the
// machines that have it. Where Linux lists every extension of a left-out
// implementation in /proc/cpuinfo, cpuid's detection is wrong: the test
// fails.
func kernelImpls(t testing.TB) []kernelImpl {
	t.Helper()
	impls := []kernelImpl{
		{
			name:      "avx512",
			available: hasAVX512,
			avx512:    true, avx2: true,
			unpack:   unpackWithAVX512,
			pack:     packWithAVX512Align,
			popcount: popcountWithAVX512,
			select64: select64BMI2,
		},
		{
			name:      "avx2",
			available: hasAVX2, // includes BMI2: select64BMI2 is correct (if slow) anywhere
			avx2:      true,
			unpack:    unpackWithAVX2Perm,
			pack:      packWithAVX2,
			popcount:  popcountWithPOPCNT,
			select64:  select64BMI2,
		},
		genericImpl,
	}
	features := map[string][]cpuid.FeatureID{"avx512": avx512Features, "avx2": avx2Features}
	runs := impls[:0]
	for _, impl := range impls {
		if impl.available {
			runs = append(runs, impl)
			continue
		}
		if missing := cpuinfoMissing(t, features[impl.name]); len(missing) == 0 {
			t.Fatalf("cpuid says this CPU lacks the extensions of the %s kernels, which /proc/cpuinfo lists", impl.name)
		} else {
			t.Logf("not run: the %s kernels (this CPU lacks %s)", impl.name, strings.Join(missing, ", "))
		}
	}
	return runs
}

// cpuinfoFlags are the names Linux gives in /proc/cpuinfo to the
// extensions the kernels need.
var cpuinfoFlags = map[cpuid.FeatureID]string{
	cpuid.AVX: "avx", cpuid.AVX2: "avx2", cpuid.BMI1: "bmi1", cpuid.BMI2: "bmi2",
	cpuid.CMOV: "cmov", cpuid.POPCNT: "popcnt", cpuid.AVX512F: "avx512f",
	cpuid.AVX512BW: "avx512bw", cpuid.AVX512DQ: "avx512dq", cpuid.AVX512VL: "avx512vl",
	cpuid.AVX512VBMI: "avx512vbmi", cpuid.AVX512VPOPCNTDQ: "avx512_vpopcntdq",
}

// cpuinfoMissing returns the /proc/cpuinfo names of the features that its
// first processor's flags lack; off Linux, the names of all of them.
func cpuinfoMissing(t testing.TB, features []cpuid.FeatureID) []string {
	t.Helper()
	var have map[string]bool
	if text, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(text), "\n") {
			if flags, ok := strings.CutPrefix(line, "flags"); ok {
				have = map[string]bool{}
				for _, f := range strings.Fields(strings.TrimLeft(flags, "\t :")) {
					have[f] = true
				}
				break
			}
		}
	}
	var missing []string
	for _, f := range features {
		name, ok := cpuinfoFlags[f]
		if !ok {
			t.Fatalf("no /proc/cpuinfo name for %s", f)
		}
		if !have[name] {
			missing = append(missing, name)
		}
	}
	return missing
}

// use makes the dispatch functions (unpack, pack, ...) run impl until the
// test ends.
func (impl kernelImpl) use(t testing.TB) {
	t.Helper()
	saved512, saved2, savedPDEP, savedWide, savedHalf, savedLanes := useAVX512, useAVX2, useFastPDEP, useWideVPERMI2B, usePackHalf, useAVX2Lanes
	useAVX512, useAVX2, useFastPDEP, useWideVPERMI2B, usePackHalf, useAVX2Lanes = impl.avx512, impl.avx2, impl.avx2, impl.wideVPERMI2B, impl.packHalf, impl.avx2Lanes
	t.Cleanup(func() {
		useAVX512, useAVX2, useFastPDEP, useWideVPERMI2B, usePackHalf, useAVX2Lanes = saved512, saved2, savedPDEP, savedWide, savedHalf, savedLanes
	})
}

// variantImpls is kernelImpls with the kernels the dispatch picks by CPU
// as implementations of their own, each right after the one it varies:
// "avx512-vpermi2b", the AVX-512 kernels with packAVX512WideVPERMI2B for
// Pack at widths 57..63 in place of packAVX512Wide (useWideVPERMI2B),
// "avx512-half", with the Pack kernels of 32-byte stores at widths 9..31
// (usePackHalf), and "avx2-lanes", the AVX2 kernels with unpackAVX2Lanes for Unpack at widths
// 17..31 in place of unpackAVX2Perm (useAVX2Lanes). The tests of Pack and
// Unpack run them all on any CPU that has their extensions. (Their other
// kernels are those of the implementation they vary: the tests of those
// use kernelImpls.)
func variantImpls(t testing.TB) []kernelImpl {
	t.Helper()
	impls := kernelImpls(t)
	var out []kernelImpl
	for _, impl := range impls {
		out = append(out, impl)
		switch impl.name {
		case "avx512":
			v := impl
			v.name = "avx512-vpermi2b"
			v.wideVPERMI2B = true
			v.pack = packWithAVX512VPERMI2B
			out = append(out, v)
			v = impl
			v.name = "avx512-half"
			v.packHalf = true
			v.pack = packWithAVX512Half
			out = append(out, v)
		case "avx2":
			v := impl
			v.name = "avx2-lanes"
			v.avx2Lanes = true
			v.unpack = unpackWithAVX2Lanes
			out = append(out, v)
		}
	}
	return out
}

// unpackWithAVX2Perm is unpackWithAVX2 on unpackAVX2Perm at widths 17..31,
// whatever the CPU.
func unpackWithAVX2Perm(dst, src []uint64, base uint64, w uint) {
	unpackWithAVX2Using(dst, src, base, w, false)
}

// unpackWithAVX2Lanes is unpackWithAVX2 on unpackAVX2Lanes at widths
// 17..31, whatever the CPU.
func unpackWithAVX2Lanes(dst, src []uint64, base uint64, w uint) {
	unpackWithAVX2Using(dst, src, base, w, true)
}

// packWithAVX512Align is packWithAVX512 on packAVX512Wide at widths 57..63,
// whatever the CPU.
func packWithAVX512Align(dst, src []uint64, base uint64, w uint) {
	packWithAVX512Using(dst, src, base, w, false, false)
}

// packWithAVX512Half is packWithAVX512 on packAVX512Half and
// packAVX512NoBaseHalf at widths 9..31, whatever the CPU.
func packWithAVX512Half(dst, src []uint64, base uint64, w uint) {
	packWithAVX512Using(dst, src, base, w, false, true)
}

// packWithAVX512VPERMI2B is packWithAVX512 on packAVX512WideVPERMI2B at
// widths 57..63, whatever the CPU.
func packWithAVX512VPERMI2B(dst, src []uint64, base uint64, w uint) {
	packWithAVX512Using(dst, src, base, w, true, false)
}

// TestKernelRequirements checks that the guard of each assembly kernel
// covers every extension avo lists in its "Requires:" line.
func TestKernelRequirements(t *testing.T) {
	files, err := filepath.Glob("*_amd64.s")
	if err != nil || len(files) == 0 {
		t.Fatalf("no assembly files found: %v", err)
	}
	kernels := 0
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(text), "\n")
		for i, line := range lines {
			name, ok := strings.CutPrefix(line, "// func ")
			if !ok {
				continue
			}
			name = name[:strings.IndexByte(name, '(')]
			kernels++
			var guard []cpuid.FeatureID
			switch {
			case name == "unpackEntry", name == "unpackKernelPCs", strings.HasPrefix(name, "unpackCall"):
				// Plain amd64: they run on every CPU (the call
				// helpers jump to a kernel of a plan of the CPU's).
				guard = []cpuid.FeatureID{}
			case strings.Contains(name, "AVX512"):
				guard = avx512Features
			case strings.Contains(name, "AVX2"), name == "popcountPOPCNT":
				guard = avx2Features
			case name == "select64BMI2":
				guard = pdepFeatures
			default:
				t.Errorf("%s: kernel %s has no known guard", file, name)
				continue
			}
			required, ok := strings.CutPrefix(lines[i+1], "// Requires: ")
			if !ok {
				continue // plain amd64
			}
			for _, ext := range strings.Split(required, ", ") {
				if ext == "BMI" {
					ext = "BMI1"
				}
				feature := cpuid.ParseFeature(ext)
				if feature == cpuid.UNKNOWN {
					t.Errorf("%s: kernel %s requires %s, which cpuid does not know", file, name, ext)
				} else if !slices.Contains(guard, feature) {
					t.Errorf("%s: kernel %s requires %s, which its guard does not check", file, name, ext)
				}
			}
		}
	}
	if kernels < 10 {
		t.Fatalf("found only %d kernels in %v", kernels, files)
	}
}

// implsOf pairs every kernelImpl, widest first, with its implementation
// of one kernel in fns (keyed by the kernelImpl's name), through pair.
func implsOf[F, I any](t testing.TB, kernel string, fns map[string]F, pair func(kernelImpl, F) I) []I {
	t.Helper()
	var impls []I
	for _, impl := range kernelImpls(t) {
		fn, ok := fns[impl.name]
		if !ok {
			t.Fatalf("no %s implementation for the %s kernels", kernel, impl.name)
		}
		impls = append(impls, pair(impl, fn))
	}
	return impls
}

// setBitsImpls returns every implementation of setBits, widest first, each
// with the kernelImpl whose use selects it in the dispatch.
func setBitsImpls(t testing.TB) []setBitsImpl {
	t.Helper()
	return implsOf(t, "setBits", map[string]func(out, words []uint64, base uint64){
		"avx512":  setBitsWithAVX512,
		"avx2":    setBitsWithAVX2,
		"generic": setBitsGeneric,
	}, func(k kernelImpl, f func(out, words []uint64, base uint64)) setBitsImpl { return setBitsImpl{k, f} })
}

// fillRunImpls returns every implementation of fillRun, widest first, each
// with the kernelImpl whose use selects it in the dispatch.
func fillRunImpls(t testing.TB) []fillRunImpl {
	t.Helper()
	return implsOf(t, "fillRun", map[string]func(dst []uint64, start uint64){
		"avx512":  fillRunWithAVX512,
		"avx2":    fillRunWithAVX2,
		"generic": fillRunGeneric,
	}, func(k kernelImpl, f func(dst []uint64, start uint64)) fillRunImpl { return fillRunImpl{k, f} })
}

// TestAVX2KernelsAvoidEVEX checks that the kernels that run without
// AVX-512 use no register only EVEX encodes (X16..X31, Y16..Y31, any Z or
// K): avo's register allocator may pick one when a kernel has many
// virtual registers, and the assembler then encodes the instruction as
// AVX-512, which an AVX2 CPU cannot run (and a test on an AVX-512 machine
// would not notice).
func TestAVX2KernelsAvoidEVEX(t *testing.T) {
	files, err := filepath.Glob("*_amd64.s")
	if err != nil || len(files) == 0 {
		t.Fatalf("no assembly files found: %v", err)
	}
	evex := regexp.MustCompile(`\b([XY](1[6-9]|2[0-9]|3[01])|Z[0-9]+|K[0-7])\b`)
	checked := 0
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		kernel := ""
		for _, line := range strings.Split(string(text), "\n") {
			if name, ok := strings.CutPrefix(line, "// func "); ok {
				kernel = name[:strings.IndexByte(name, '(')]
				if !strings.Contains(kernel, "AVX512") {
					checked++
				}
				continue
			}
			if kernel == "" || strings.Contains(kernel, "AVX512") || strings.HasPrefix(line, "//") {
				continue
			}
			if reg := evex.FindString(line); reg != "" {
				t.Errorf("%s: kernel %s uses %s, which only EVEX (AVX-512) encodes: %s", file, kernel, reg, strings.TrimSpace(line))
			}
		}
	}
	if checked < 10 {
		t.Fatalf("found only %d kernels without AVX-512 in %v", checked, files)
	}
}
