package main

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe for one writer and one reader.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestChangesFollow follows every version of a dataset with -json, as a CDC
// consumer does, and resumes from a version: each event holds exactly that
// version's changes against the one before.
func TestChangesFollow(t *testing.T) {
	name := "basic"
	last := uint64(len(history(t, name)))
	for _, from := range []uint64{0, last - 3} {
		ctx, cancel := context.WithCancel(context.Background())
		var out syncBuffer
		var errb bytes.Buffer
		done := make(chan int)
		go func() {
			done <- runContext(ctx, []string{"changes", "-follow", "-json", "-interval", "5ms", "-from", strconv.FormatUint(from, 10), datasetPath(name)},
				strings.NewReader(""), &out, &errb)
		}()
		deadline := time.Now().Add(20 * time.Second)
		for uint64(len(lines(out.String()))) < last-from && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		cancel()
		if code := <-done; code != exitOK {
			t.Fatalf("-from %d: exit %d: %s", from, code, errb.String())
		}
		events := lines(out.String())
		if uint64(len(events)) != last-from {
			t.Fatalf("-from %d: %d events, want %d", from, len(events), last-from)
		}
		for i, line := range events {
			var e struct {
				From, To          uint64
				Inserted, Updated []uint64
			}
			if err := json.Unmarshal([]byte(line), &e); err != nil {
				t.Fatal(err)
			}
			wantTo := from + uint64(i) + 1
			ins, upd := countChanges(t, name, wantTo-1, wantTo)
			if e.From != wantTo-1 || e.To != wantTo || !slices.Equal(e.Inserted, ins) || !slices.Equal(e.Updated, upd) {
				t.Errorf("event %d: %d..%d with %d/%d ids, want %d..%d with %d/%d", i, e.From, e.To, len(e.Inserted), len(e.Updated),
					wantTo-1, wantTo, len(ins), len(upd))
			}
		}
	}
	for _, args := range [][]string{
		{"changes", "-follow", "-from", "1", "-to", "3", datasetPath(name)},
		{"changes", "-follow", "-from", "1", "-interval", "0s", datasetPath(name)},
		{"changes", "-to", "3", datasetPath(name)},
	} {
		if code, _, _ := runIn(t, "", args...); code != exitError {
			t.Errorf("%v: exit %d, want %d", args, code, exitError)
		}
	}
}
