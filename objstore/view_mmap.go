//go:build linux || darwin || freebsd

package objstore

import (
	"errors"
	"io/fs"
	"os"
	"runtime"
	"runtime/debug"
	"syscall"
	"unsafe"
)

// viewMapped calls f with the file mapped read-only into memory, and
// reports false (having called nothing) when the file cannot be mapped (not
// an *os.File, or mmap refused). A file that shrinks while mapped makes
// reading its lost pages fault: that fault is turned into an error, not
// a crash.
func viewMapped(file fs.File, size int64, key string, f func(b []byte) error) (bool, error) {
	osf, ok := file.(*os.File)
	if !ok || size > int64(^uint(0)>>1) {
		return false, nil
	}
	b, err := syscall.Mmap(int(osf.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return false, nil
	}
	defer syscall.Munmap(b)
	shrank := func() bool {
		st, err := osf.Stat()
		return err == nil && st.Size() < size
	}
	err = callMapped(b, key, shrank, f)
	runtime.KeepAlive(osf)
	return true, err
}

// callMapped calls f(b) with faults on b's pages turned into panics, and
// those panics into an error. A fault is b's when its address lies in b, or
// when the address is unknown (qemu's user mode reports 0, which the
// runtime reports without an address) and the file has shrunk (shrank);
// any other panic goes on.
func callMapped(b []byte, key string, shrank func() bool, f func(b []byte) error) (err error) {
	old := debug.SetPanicOnFault(true)
	defer func() {
		debug.SetPanicOnFault(old)
		r := recover()
		if r == nil {
			return
		}
		if _, ok := r.(runtime.Error); ok {
			inB := false
			if fault, ok := r.(interface{ Addr() uintptr }); ok {
				lo := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
				a := fault.Addr()
				inB = a >= lo && a-lo < uintptr(len(b))
			}
			if inB || shrank() {
				err = &Error{Op: "read", Key: key, Err: errors.New("file shrank while it was read")}
				return
			}
		}
		panic(r)
	}()
	return f(b)
}
