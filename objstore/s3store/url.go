package s3store

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/stablerow/stablerow/objstore"
)

func init() { objstore.Register("s3", Open) }

// queryParameters are the URL query parameters Open understands.
var queryParameters = []string{"endpoint", "region", "use_path_style"}

// Open is the s3 scheme's objstore.Opener: it returns the store of
// s3://BUCKET/PREFIX, with the settings of the URL's query (endpoint=,
// use_path_style=, region=). An unknown parameter, a parameter given twice,
// a URL without a bucket or with user info is an error.
func Open(ctx context.Context, u *url.URL) (objstore.Store, error) {
	if !strings.EqualFold(u.Scheme, "s3") {
		return nil, fmt.Errorf("s3store: URL %q is not an s3:// URL", u.Redacted())
	}
	if u.Opaque != "" || u.Host == "" {
		return nil, fmt.Errorf("s3store: URL %q names no bucket (want s3://BUCKET/PREFIX)", u.Redacted())
	}
	if u.User != nil {
		return nil, fmt.Errorf("s3store: URL %q has user info; credentials come from the environment", u.Redacted())
	}
	if u.Fragment != "" {
		return nil, fmt.Errorf("s3store: URL %q has a fragment", u.Redacted())
	}
	q, err := url.ParseQuery(u.RawQuery)
	if err != nil {
		return nil, fmt.Errorf("s3store: URL %q: malformed query: %w", u.Redacted(), err)
	}
	var unknown []string
	for k, v := range q {
		if !slices.Contains(queryParameters, k) {
			unknown = append(unknown, k)
		} else if len(v) > 1 {
			return nil, fmt.Errorf("s3store: URL %q sets %s %d times", u.Redacted(), k, len(v))
		}
	}
	if len(unknown) > 0 {
		slices.Sort(unknown)
		return nil, fmt.Errorf("s3store: URL %q: unknown query parameter %s (known: %s)", u.Redacted(), strings.Join(unknown, ", "), strings.Join(queryParameters, ", "))
	}
	opts := &Options{Region: q.Get("region"), Endpoint: q.Get("endpoint")}
	if v := q.Get("use_path_style"); v != "" {
		if opts.UsePathStyle, err = strconv.ParseBool(v); err != nil {
			return nil, fmt.Errorf("s3store: URL %q: use_path_style=%q is not a boolean", u.Redacted(), v)
		}
	}
	if opts.Endpoint != "" {
		e, err := url.Parse(opts.Endpoint)
		if err != nil || (e.Scheme != "http" && e.Scheme != "https") || e.Host == "" {
			return nil, fmt.Errorf("s3store: URL %q: endpoint %q is not an http(s) URL", u.Redacted(), opts.Endpoint)
		}
	}
	return New(ctx, u.Host, u.Path, opts)
}
