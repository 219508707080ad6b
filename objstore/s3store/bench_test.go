package s3store_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stablerow/stablerow/internal/s3test"
	"github.com/stablerow/stablerow/objstore/s3store"
)

// BenchmarkReadAt reads ranges of a 4 MiB object from versitygw on this
// machine, directly and through the fault proxy with no faults (the
// proxy's own cost), to give the per-request cost the driver adds to a
// local server.
func BenchmarkReadAt(b *testing.B) {
	srv := s3test.Start(b)
	srv.SetEnv(b)
	big := make([]byte, 4<<20)
	for i := range big {
		big[i] = byte(i * 7)
	}
	srv.AddFiles(b, "bench", "", map[string][]byte{"big": big})
	proxy := s3test.NewProxy(b, srv)
	ctx := context.Background()
	for _, via := range []string{"direct", "proxy"} {
		endpoint := srv.Endpoint()
		if via == "proxy" {
			endpoint = proxy.Endpoint()
		}
		s, err := s3store.New(ctx, "bench", "", testOptions(endpoint))
		if err != nil {
			b.Fatal(err)
		}
		for _, size := range []int{4 << 10, 1 << 20} {
			b.Run(fmt.Sprintf("via=%s/size=%dKiB", via, size>>10), func(b *testing.B) {
				p := make([]byte, size)
				b.SetBytes(int64(size))
				for i := 0; b.Loop(); i++ {
					off := int64(i*size) % int64(len(big)-size)
					if _, err := s.ReadAt(ctx, "big", p, off); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
