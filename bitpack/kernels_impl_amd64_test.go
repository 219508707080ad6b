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

// kernelImpls returns every implementation of the kernels, widest first,
// the generic one last. An implementation this CPU cannot run fails the
// test: the machines we test on have AVX-512, so a missing one means the
// detection is wrong, and a skipped implementation would go untested.
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
			unpack:    unpackWithAVX2,
			pack:      packWithAVX2,
			popcount:  popcountWithPOPCNT,
			select64:  select64BMI2,
		},
		genericImpl,
	}
	for _, impl := range impls {
		if !impl.available {
			t.Fatalf("this CPU lacks the extensions of the %s kernels", impl.name)
		}
	}
	return impls
}

// use makes the dispatch functions (unpack, pack, ...) run impl until the
// test ends.
func (impl kernelImpl) use(t testing.TB) {
	t.Helper()
	saved512, saved2, savedPDEP, savedWide := useAVX512, useAVX2, useFastPDEP, useWideVPERMI2B
	useAVX512, useAVX2, useFastPDEP, useWideVPERMI2B = impl.avx512, impl.avx2, impl.avx2, impl.wideVPERMI2B
	t.Cleanup(func() {
		useAVX512, useAVX2, useFastPDEP, useWideVPERMI2B = saved512, saved2, savedPDEP, savedWide
	})
}

// packImpls is kernelImpls with one more implementation after "avx512",
// "avx512-vpermi2b": the AVX-512 kernels with packAVX512WideVPERMI2B for
// Pack at widths 57..63 in place of packAVX512Wide. The dispatch picks one
// of the two by CPU (useWideVPERMI2B); the tests of Pack run both on any
// CPU. (Its other kernels are those of "avx512": the tests of those use
// kernelImpls.)
func packImpls(t testing.TB) []kernelImpl {
	t.Helper()
	impls := kernelImpls(t)
	i := slices.IndexFunc(impls, func(impl kernelImpl) bool { return impl.name == "avx512" })
	if i < 0 {
		t.Fatal("no avx512 implementation")
	}
	vpermi2b := impls[i]
	vpermi2b.name = "avx512-vpermi2b"
	vpermi2b.wideVPERMI2B = true
	vpermi2b.pack = packWithAVX512VPERMI2B
	return slices.Insert(impls, i+1, vpermi2b)
}

// packWithAVX512Align is packWithAVX512 on packAVX512Wide at widths 57..63,
// whatever the CPU.
func packWithAVX512Align(dst, src []uint64, base uint64, w uint) {
	packWithAVX512Using(dst, src, base, w, false)
}

// packWithAVX512VPERMI2B is packWithAVX512 on packAVX512WideVPERMI2B at
// widths 57..63, whatever the CPU.
func packWithAVX512VPERMI2B(dst, src []uint64, base uint64, w uint) {
	packWithAVX512Using(dst, src, base, w, true)
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
