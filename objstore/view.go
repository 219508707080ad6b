package objstore

import "context"

// Viewer is implemented by stores that can lend an object's bytes without
// copying them into the Go heap: [Dir] maps a local file into memory. A
// freshly allocated buffer costs a page fault per 4 KiB page on first
// touch (about 2 us each on a virtual machine, more than the read); a
// mapping of a file in the page cache costs a few.
type Viewer interface {
	// View calls f with the whole object's bytes, failing with
	// ErrTooLarge, before reading, when it holds more than max bytes. The
	// bytes are valid only until f returns; f must neither modify nor
	// keep them. It returns f's error, or the store's.
	View(ctx context.Context, key string, max int64, f func(b []byte) error) error
}

// View calls f with the bytes of the whole object key of s: lent by s if
// it is a [Viewer], otherwise read with Read. The bytes are valid only
// until f returns, and f must neither modify nor keep them (nor anything
// that aliases them). It returns f's error, or the store's.
func View(ctx context.Context, s Store, key string, max int64, f func(b []byte) error) error {
	if v, ok := s.(Viewer); ok {
		return v.View(ctx, key, max, f)
	}
	b, _, err := s.Read(ctx, key, max)
	if err != nil {
		return err
	}
	return f(b)
}

// viewMapMin is the smallest file Dir maps instead of reading: below it
// the mapping's system calls cost more than the copy and its faults.
const viewMapMin = 16 << 10

func (s *fsStore) View(ctx context.Context, key string, max int64, f func(b []byte) error) error {
	if err := ctxErr(ctx, "read", key); err != nil {
		return err
	}
	file, st, err := s.open("read", key)
	if err != nil {
		return err
	}
	defer file.Close()
	size := st.Size()
	if size > max {
		return tooLarge(key, size, max)
	}
	if size >= viewMapMin {
		if done, err := viewMapped(file, size, key, f); done {
			return err
		}
	}
	b, _, err := s.Read(ctx, key, max)
	if err != nil {
		return err
	}
	return f(b)
}

func (s *subStore) View(ctx context.Context, key string, max int64, f func(b []byte) error) error {
	if err := checkKey("read", key); err != nil {
		return err
	}
	return s.strip(View(ctx, s.s, s.full(key), max, f))
}
