// Command coldprobe opens a Lance dataset, checks out its latest version
// and builds the index once, in a fresh process, and prints what that cost:
// wall time per phase, bytes allocated, garbage collections and page
// faults (the index phase's apart). MEMPROF=file writes an allocation
// profile. Usage: coldprobe DATASET
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"runtime"
	"runtime/pprof"
	"syscall"
	"time"

	"github.com/stablerow/stablerow/lance"
)

func main() {
	if os.Getenv("MEMPROF") != "" {
		runtime.MemProfileRate = 1
	}
	ctx := context.Background()
	var ru0, ru1 syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru0)
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	t0 := time.Now()
	ds, err := lance.Open(ctx, os.Args[1], &lance.Options{Cache: lance.NewCache(256 << 20)})
	if err != nil {
		log.Fatal(err)
	}
	v, err := ds.Latest(ctx)
	if err != nil {
		log.Fatal(err)
	}
	t1 := time.Now()
	var rm syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &rm)
	var mm runtime.MemStats
	runtime.ReadMemStats(&mm)
	x, err := v.Index()
	if err != nil {
		log.Fatal(err)
	}
	t2 := time.Now()
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru1)
	runtime.ReadMemStats(&m1)
	st := v.Stats()
	fmt.Printf("manifest %v fragments %v; ", st.Manifest, st.Fragments)
	fmt.Printf("index faults %d gcs %d; ", ru1.Minflt-rm.Minflt, m1.NumGC-mm.NumGC)
	fmt.Printf("checkout %v index %v alloc %.1f MB mallocs %d gcs %d minflt %d sys %.1f MB utime %v stime %v\n", t1.Sub(t0), t2.Sub(t1),
		float64(m1.TotalAlloc-m0.TotalAlloc)/1e6, m1.Mallocs-m0.Mallocs, m1.NumGC-m0.NumGC, ru1.Minflt-ru0.Minflt, float64(m1.Sys)/1e6,
		time.Duration(ru1.Utime.Nano()-ru0.Utime.Nano()), time.Duration(ru1.Stime.Nano()-ru0.Stime.Nano()))
	_ = x
	if f := os.Getenv("MEMPROF"); f != "" {
		w, _ := os.Create(f)
		pprof.Lookup("allocs").WriteTo(w, 0)
		w.Close()
	}
}
