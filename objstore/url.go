package objstore

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
)

// An Opener makes the Store a URL names, rooted at the URL's path: for
// s3://bucket/tables/t.lance, the objects under tables/t.lance/ of bucket.
// It may read settings from the URL's query and from the environment, and
// should not do I/O beyond what checks the location.
type Opener func(ctx context.Context, u *url.URL) (Store, error)

var (
	registryMu sync.RWMutex
	registry   = map[string]Opener{}
)

// Register makes open the driver for URLs of scheme (case-insensitive,
// without "://"), replacing any driver registered before. A driver package
// calls it from init, so that importing it (for example
// `import _ "github.com/stablerow/stablerow/objstore/s3store"`) is enough;
// a program may register its own driver for gs://, az:// or any other
// scheme, or replace one. The file scheme is built in and cannot be
// replaced.
func Register(scheme string, open Opener) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if scheme = strings.ToLower(scheme); scheme != "file" {
		registry[scheme] = open
	}
}

// Schemes returns the registered schemes, sorted, file among them.
func Schemes() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	out := []string{"file"}
	for s := range registry {
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// knownDrivers names the package that registers a scheme, for the error a
// program that did not import it gets.
var knownDrivers = map[string]string{"s3": "github.com/stablerow/stablerow/objstore/s3store"}

// Open returns the Store that location names: a plain local path, a
// file:// URL (file:///abs/path), or a URL whose scheme a driver
// registered (s3://bucket/prefix). An unknown scheme gives an error
// matching ErrUnknownScheme; a URL that does not parse one that names it.
func Open(ctx context.Context, location string) (Store, error) {
	if !strings.Contains(location, "://") {
		return Dir(location), nil
	}
	u, err := url.Parse(location)
	if err != nil {
		return nil, fmt.Errorf("objstore: malformed URL %q: %w", location, err)
	}
	scheme := strings.ToLower(u.Scheme)
	if scheme == "file" {
		if u.Host != "" && u.Host != "localhost" {
			return nil, fmt.Errorf("objstore: file URL %q names host %q; only local files are supported", location, u.Host)
		}
		if u.Path == "" {
			return nil, fmt.Errorf("objstore: file URL %q has no path", location)
		}
		return Dir(u.Path), nil
	}
	registryMu.RLock()
	open := registry[scheme]
	registryMu.RUnlock()
	if open == nil {
		hint := ""
		if pkg := knownDrivers[scheme]; pkg != "" {
			hint = fmt.Sprintf(" (import _ %q to add it)", pkg)
		}
		return nil, fmt.Errorf("%w %q in %q%s; registered: %s", ErrUnknownScheme, scheme, location, hint, strings.Join(Schemes(), ", "))
	}
	return open(ctx, u)
}
