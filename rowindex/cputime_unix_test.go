//go:build unix

package rowindex

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used (user and system),
// and true. Benchmarks report it beside the wall time: on a machine
// shared with other processes, time spent waiting for a core inflates the
// wall time of whichever benchmark it falls on, not the CPU time.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
