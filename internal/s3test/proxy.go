package s3test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// FaultKind is what a Fault does to a request.
type FaultKind int

const (
	// Status answers with Fault.Status (500 when zero) and an S3 XML error
	// body, without forwarding the request.
	Status FaultKind = iota + 1
	// SlowDown answers 503 with S3's SlowDown error, as S3 does when it
	// throttles.
	SlowDown
	// Reset forwards the request, sends the first Fault.After bytes of the
	// response body and resets the connection (TCP RST).
	Reset
	// Truncate forwards the request, sends the first Fault.After bytes of
	// the response body and closes the connection cleanly: the client gets
	// fewer bytes than the Content-Length.
	Truncate
	// Drop forwards the request and closes the connection without sending
	// the answer: the server did the work, the client never hears of it
	// (a lost response).
	Drop
	// WrongRange forwards a range request and changes the answer's
	// Content-Range to claim the range one byte later than the one sent, as
	// a server or cache that answers another range would. (The request's
	// Range header is signed, so the proxy cannot ask for another range.)
	// Requests without a Range header are not matched.
	WrongRange
	// Hang takes the request and never answers: no headers, no body,
	// until the client gives up (or the proxy closes).
	Hang
	// Stall forwards the request, sends the headers and the first
	// Fault.After bytes of the body, then sends nothing more until the
	// client gives up (or the proxy closes).
	Stall
)

func (k FaultKind) String() string {
	switch k {
	case Status:
		return "status"
	case SlowDown:
		return "slowdown"
	case Reset:
		return "reset"
	case Truncate:
		return "truncate"
	case Drop:
		return "drop"
	case WrongRange:
		return "wrong-range"
	case Hang:
		return "hang"
	case Stall:
		return "stall"
	}
	return "fault(" + strconv.Itoa(int(k)) + ")"
}

// Fault is one programmed fault: which requests it hits and what it does
// to them. A request is hit by the first matching fault that still has
// hits left.
type Fault struct {
	Kind FaultKind
	// Status is the HTTP status of a Status fault: 500 when zero.
	Status int
	// After is the number of response body bytes sent before a Reset or
	// Truncate cuts the response, or a Stall stops sending.
	After int64
	// Method limits the fault to requests of this method ("GET", "HEAD",
	// "PUT"); "" matches any.
	Method string
	// Match limits the fault to requests whose object key (the path after
	// the bucket), or list prefix, contains it; "" matches any.
	Match string
	// Times is how many matching requests the fault hits; 0 means every
	// one (until the fault is cleared).
	Times int
	// Fraction, when above 0, hits only this fraction of the matching
	// requests, chosen by the proxy's seeded generator (see SetSeed), so
	// that a run is repeatable.
	Fraction float64
}

// Proxy is a reverse proxy on 127.0.0.1 in front of a Server that delays
// requests and injects faults, as programmed at run time. It is safe for
// concurrent use.
type Proxy struct {
	target *Server
	srv    *httptest.Server

	mu      sync.Mutex
	latency time.Duration
	faults  []*programmed
	rng     *rand.Rand

	requests atomic.Int64
	injected atomic.Int64

	// closing is closed when the proxy shuts down, releasing the requests
	// held by Hang and Stall faults.
	closing chan struct{}
}

type programmed struct {
	Fault
	left int // hits left when Times > 0
}

type faultKey struct{}

// NewProxy starts a proxy in front of target, closed when the test ends.
func NewProxy(tb testing.TB, target *Server) *Proxy {
	tb.Helper()
	up, err := url.Parse(target.Endpoint())
	if err != nil {
		tb.Fatalf("s3test: %v", err)
	}
	p := &Proxy{target: target, rng: rand.New(rand.NewPCG(1, 2)), closing: make(chan struct{})}
	rp := &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			r.SetURL(up)
			// The client signed the request for the proxy's host: keep it.
			r.Out.Host = r.In.Host
		},
		ModifyResponse: func(resp *http.Response) error {
			if f, _ := resp.Request.Context().Value(faultKey{}).(*Fault); f != nil && f.Kind == WrongRange {
				resp.Header.Set("Content-Range", shiftContentRange(resp.Header.Get("Content-Range")))
			}
			return nil
		},
		ErrorLog: log.New(io.Discard, "", 0),
		// Pass bytes on as they arrive, so that a cut lands mid-body.
		FlushInterval: -1,
	}
	p.srv = httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p.serve(w, r, rp)
	}))
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatalf("s3test: %v", err)
	}
	p.srv.Listener = l
	p.srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	p.srv.Start()
	tb.Cleanup(p.srv.Close)
	// Cleanups run last first: release held requests, then close.
	tb.Cleanup(func() { close(p.closing) })
	return p
}

// Endpoint returns the proxy's endpoint URL, http://127.0.0.1:PORT.
func (p *Proxy) Endpoint() string { return p.srv.URL }

// URL is Server.URL through the proxy.
func (p *Proxy) URL(bucket, prefix string) string { return storeURL(p.Endpoint(), bucket, prefix) }

// SetLatency delays every request by d before it is forwarded (or
// faulted); a request whose client gives up is dropped at once.
func (p *Proxy) SetLatency(d time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.latency = d
}

// SetSeed reseeds the generator that Fault.Fraction draws from.
func (p *Proxy) SetSeed(seed uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.rng = rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// Inject adds a fault after those programmed before.
func (p *Proxy) Inject(f Fault) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.faults = append(p.faults, &programmed{Fault: f, left: f.Times})
}

// Clear removes every fault and the latency; counters are kept.
func (p *Proxy) Clear() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.faults, p.latency = nil, 0
}

// Requests returns the number of requests the proxy has received.
func (p *Proxy) Requests() int64 { return p.requests.Load() }

// Injected returns the number of requests a fault hit.
func (p *Proxy) Injected() int64 { return p.injected.Load() }

// ResetCounters sets both counters to zero.
func (p *Proxy) ResetCounters() {
	p.requests.Store(0)
	p.injected.Store(0)
}

// pick returns the fault that hits r, if any, and the latency to add.
func (p *Proxy) pick(r *http.Request) (*Fault, time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	key := requestKey(r)
	for _, f := range p.faults {
		if f.Times > 0 && f.left == 0 {
			continue
		}
		if f.Method != "" && !strings.EqualFold(f.Method, r.Method) {
			continue
		}
		if f.Match != "" && !strings.Contains(key, f.Match) {
			continue
		}
		if f.Kind == WrongRange && r.Header.Get("Range") == "" {
			continue
		}
		if f.Fraction > 0 && p.rng.Float64() >= f.Fraction {
			continue
		}
		if f.Times > 0 {
			f.left--
		}
		c := f.Fault
		return &c, p.latency
	}
	return nil, p.latency
}

// requestKey is the object key of a path-style request (/bucket/key), or
// the prefix of a list request.
func requestKey(r *http.Request) string {
	_, key, _ := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
	if key == "" {
		key = r.URL.Query().Get("prefix")
	}
	return key
}

func (p *Proxy) serve(w http.ResponseWriter, r *http.Request, rp *httputil.ReverseProxy) {
	p.requests.Add(1)
	// Read the request's body first: until it has, net/http does not
	// watch the connection, and a client that gives up during the latency
	// would hold the handler (and Close) for all of it.
	if r.Body != nil && r.Body != http.NoBody {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
	}
	f, latency := p.pick(r)
	if latency > 0 {
		t := time.NewTimer(latency)
		select {
		case <-t.C:
		case <-r.Context().Done():
			t.Stop()
			return
		}
	}
	if f == nil {
		rp.ServeHTTP(w, r)
		return
	}
	p.injected.Add(1)
	switch f.Kind {
	case Status:
		status := f.Status
		if status == 0 {
			status = http.StatusInternalServerError
		}
		code := "InternalError"
		if status == http.StatusServiceUnavailable {
			code = "ServiceUnavailable"
		}
		writeS3Error(w, r, status, code, "injected fault")
	case SlowDown:
		writeS3Error(w, r, http.StatusServiceUnavailable, "SlowDown", "Please reduce your request rate.")
	case Reset, Truncate, Drop:
		cw := &cutWriter{ResponseWriter: w, left: f.After, reset: f.Kind == Reset, drop: f.Kind == Drop}
		rp.ServeHTTP(cw, r)
		cw.cut()
	case WrongRange:
		rp.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), faultKey{}, f)))
	case Hang:
		select {
		case <-r.Context().Done():
		case <-p.closing:
		}
	case Stall:
		rp.ServeHTTP(&stallWriter{ResponseWriter: w, left: f.After, ctx: r.Context(), closing: p.closing}, r)
	default:
		// A fault this proxy does not know: an error the test will see.
		writeS3Error(w, r, http.StatusNotImplemented, "NotImplemented", fmt.Sprintf("s3test: unknown fault kind %v", f.Kind))
	}
}

func writeS3Error(w http.ResponseWriter, r *http.Request, status int, code, msg string) {
	w.Header().Set("Content-Type", "application/xml")
	w.WriteHeader(status)
	if r.Method == http.MethodHead {
		return
	}
	fmt.Fprintf(w, `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>%s</Code><Message>%s</Message><Resource>%s</Resource><RequestId>s3test</RequestId></Error>`, code, msg, r.URL.Path)
}

// shiftContentRange moves a "bytes a-b/total" range one byte later.
func shiftContentRange(h string) string {
	spec, ok := strings.CutPrefix(h, "bytes ")
	if !ok {
		return "bytes 1-1/2"
	}
	r, total, _ := strings.Cut(spec, "/")
	a, b, _ := strings.Cut(r, "-")
	start, err1 := strconv.ParseInt(a, 10, 64)
	end, err2 := strconv.ParseInt(b, 10, 64)
	if err1 != nil || err2 != nil {
		return "bytes 1-1/2"
	}
	return "bytes " + strconv.FormatInt(start+1, 10) + "-" + strconv.FormatInt(end+1, 10) + "/" + total
}

// cutWriter passes the first left bytes of the body on, then cuts the
// connection: with a reset (RST) or a clean close. With drop, it sends
// nothing at all.
type cutWriter struct {
	http.ResponseWriter
	left  int64
	reset bool
	drop  bool
	done  bool
}

// WriteHeader implements http.ResponseWriter.
func (c *cutWriter) WriteHeader(status int) {
	if !c.drop && !c.done {
		c.ResponseWriter.WriteHeader(status)
	}
}

// Write implements http.ResponseWriter.
func (c *cutWriter) Write(b []byte) (int, error) {
	if c.drop {
		return len(b), nil
	}
	if c.done {
		return 0, io.ErrClosedPipe
	}
	if int64(len(b)) <= c.left {
		c.left -= int64(len(b))
		return c.ResponseWriter.Write(b)
	}
	n, err := c.ResponseWriter.Write(b[:c.left])
	c.left = 0
	if err == nil {
		c.cut()
		err = io.ErrClosedPipe
	}
	return n, err
}

// Flush implements http.Flusher, which ReverseProxy uses.
func (c *cutWriter) Flush() {
	if !c.done && !c.drop {
		if f, ok := c.ResponseWriter.(http.Flusher); ok {
			f.Flush()
		}
	}
}

// cut flushes what was sent and closes the connection under the response.
// A response whose body was shorter than After is cut after its end, so
// that the client still sees the connection go.
func (c *cutWriter) cut() {
	if c.done {
		return
	}
	c.done = true
	rc := http.NewResponseController(c.ResponseWriter)
	if !c.drop {
		rc.Flush()
	}
	conn, _, err := rc.Hijack()
	if err != nil {
		return
	}
	if tc, ok := conn.(*net.TCPConn); ok && c.reset {
		tc.SetLinger(0)
	}
	conn.Close()
}

// stallWriter passes the first left bytes of the body on, then holds the
// response (sending nothing more) until the client goes or the proxy
// closes.
type stallWriter struct {
	http.ResponseWriter
	left    int64
	ctx     context.Context
	closing <-chan struct{}
}

// Write implements http.ResponseWriter.
func (s *stallWriter) Write(b []byte) (int, error) {
	if int64(len(b)) <= s.left {
		s.left -= int64(len(b))
		return s.ResponseWriter.Write(b)
	}
	n, err := s.ResponseWriter.Write(b[:s.left])
	s.left = 0
	if err != nil {
		return n, err
	}
	s.Flush()
	select {
	case <-s.ctx.Done():
	case <-s.closing:
	}
	return n, io.ErrClosedPipe
}

// Flush implements http.Flusher, which ReverseProxy uses.
func (s *stallWriter) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}
