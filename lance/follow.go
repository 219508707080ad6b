package lance

import (
	"context"
	"iter"
	"time"
)

// Follow returns the versions newer than after, in order, as they appear:
// it lists the versions (one request), checks out each one newer than the
// last it yielded, and when there is none waits interval before it lists
// again. Each checkout shares the cached fragments that did not change, and
// each version's Index derives from the last one indexed, so following a
// table costs O(changed fragments) per version. A consumer that restarts
// resumes by passing the last version it handled as after.
//
// The sequence ends when ctx is done, without yielding ctx's error (the
// caller knows why it stopped), or after yielding the first error.
func (d *Dataset) Follow(ctx context.Context, after uint64, interval time.Duration) iter.Seq2[*Version, error] {
	return func(yield func(*Version, error) bool) {
		timer := time.NewTimer(0)
		defer timer.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-timer.C:
			}
			vs, err := d.Versions(ctx)
			if ctx.Err() != nil {
				return
			}
			if err != nil {
				yield(nil, err)
				return
			}
			for _, vf := range vs {
				if vf.Version <= after {
					continue
				}
				ver, err := d.Checkout(ctx, vf.Version)
				if ctx.Err() != nil {
					return
				}
				if err != nil {
					yield(nil, err)
					return
				}
				if !yield(ver, nil) {
					return
				}
				after = vf.Version
			}
			timer.Reset(interval)
		}
	}
}
