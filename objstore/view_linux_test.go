package objstore_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/objstore"
)

// TestViewShrunk truncates a mapped file while it is viewed: reading its
// lost pages faults, and View returns an error naming the file instead of
// crashing the process.
func TestViewShrunk(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	p := filepath.Join(root, "big")
	if err := os.WriteFile(p, bytes.Repeat([]byte{7}, 1<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	touched := false
	err := objstore.View(ctx, objstore.Dir(root), "big", 1<<30, func(b []byte) error {
		if err := os.Truncate(p, 0); err != nil {
			t.Fatal(err)
		}
		sum := 0
		for i := 0; i < len(b); i += 4096 {
			sum += int(b[i])
		}
		touched = true // not reached: the first page faults
		if sum != 7*len(b)/4096 {
			t.Errorf("sum %d", sum)
		}
		return nil
	})
	if touched || err == nil || !strings.Contains(err.Error(), "big") || !strings.Contains(err.Error(), "shrank") {
		t.Fatalf("View of a file truncated while viewed: touched %v, err %v", touched, err)
	}
	// The goroutine's fault setting is restored: a later View works.
	if err := os.WriteFile(p, bytes.Repeat([]byte{7}, 1<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := objstore.View(ctx, objstore.Dir(root), "big", 1<<30, func(b []byte) error {
		if len(b) != 1<<20 || b[len(b)-1] != 7 {
			t.Errorf("%d bytes, last %d", len(b), b[len(b)-1])
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}
