package s3test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The server answers, and its process is gone after the test's cleanup.
func TestStartStops(t *testing.T) {
	var pid int
	t.Run("server", func(t *testing.T) {
		s := Start(t)
		pid = s.cmd.Process.Pid
		resp, err := http.Get(s.Endpoint() + "/")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		// Unsigned requests are refused: the server checks credentials.
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("unsigned GET /: status %d, want 403", resp.StatusCode)
		}
		if !strings.HasPrefix(s.Addr, "127.0.0.1:") {
			t.Errorf("server listens on %s", s.Addr)
		}
		want := "s3://b/x/y?endpoint=http://" + s.Addr + "&use_path_style=true&region=us-east-1"
		if got := s.URL("b", "/x/y/"); got != want {
			t.Errorf("URL = %s, want %s", got, want)
		}
	})
	if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("versitygw (pid %d) still there after the test: %v", pid, err)
	}
}

func TestEnv(t *testing.T) {
	s := &Server{AccessKey: "ak", SecretKey: "sk"}
	t.Setenv("AWS_PROFILE", "from-the-machine")
	s.SetEnv(t)
	for k, want := range map[string]string{"AWS_ACCESS_KEY_ID": "ak", "AWS_SECRET_ACCESS_KEY": "sk", "AWS_PROFILE": "", "AWS_EC2_METADATA_DISABLED": "true", "AWS_REGION": Region} {
		if got := os.Getenv(k); got != want {
			t.Errorf("%s = %q after SetEnv, want %q", k, got, want)
		}
	}
}

// get sends an unsigned GET through the proxy and reads the whole body.
func get(ctx context.Context, url string, header ...string) (*http.Response, []byte, error) {
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	// A fresh connection per request, so that a cut connection is never
	// resent by the transport.
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	resp, err := client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp, b, err
}

func TestProxyFaults(t *testing.T) {
	s := Start(t)
	p := NewProxy(t, s)
	ctx := context.Background()
	url := p.Endpoint() + "/bucket/some/key"

	// Unsigned requests are forwarded and refused by the server (a 4xx
	// with an XML body of a few hundred bytes): enough to cut.
	resp, body, err := get(ctx, url)
	if err != nil || resp.StatusCode/100 != 4 || len(body) < 50 {
		t.Fatalf("plain request through the proxy: %v, %d bytes, %v", resp, len(body), err)
	}
	refused, refusedCode := resp.StatusCode, string(body[strings.Index(string(body), "<Code>")+6:strings.Index(string(body), "</Code>")])

	p.Inject(Fault{Kind: Status, Status: 503, Times: 2, Match: "some/"})
	p.Inject(Fault{Kind: SlowDown, Method: "GET", Times: 1})
	for i, want := range []string{"ServiceUnavailable", "ServiceUnavailable", "SlowDown", refusedCode} {
		resp, body, err := get(ctx, url)
		if err != nil || !strings.Contains(string(body), "<Code>"+want+"</Code>") {
			t.Errorf("request %d: %v, %q; want %s", i, err, body, want)
		}
		if i < 3 && resp.StatusCode != 503 {
			t.Errorf("request %d: status %d, want 503", i, resp.StatusCode)
		}
	}
	if p.Requests() != 5 || p.Injected() != 3 {
		t.Errorf("counters: %d requests, %d injected; want 5 and 3", p.Requests(), p.Injected())
	}

	// A fault for another key or method is not applied.
	p.Inject(Fault{Kind: Status, Match: "other"})
	p.Inject(Fault{Kind: Status, Method: "PUT"})
	if resp, _, err := get(ctx, url); err != nil || resp.StatusCode != refused {
		t.Errorf("request not matching any fault: %v, %v", resp, err)
	}
	p.Clear()

	p.Inject(Fault{Kind: Truncate, After: 10, Times: 1})
	if _, body, err := get(ctx, url); !errors.Is(err, io.ErrUnexpectedEOF) || len(body) != 10 {
		t.Errorf("truncated body: %d bytes, %v; want 10 and io.ErrUnexpectedEOF", len(body), err)
	}
	p.Inject(Fault{Kind: Reset, After: 10, Times: 1})
	if _, body, err := get(ctx, url); err == nil || len(body) > 10 {
		t.Errorf("reset body: %d bytes, %v; want at most 10 and an error", len(body), err)
	}
	p.Inject(Fault{Kind: Drop, Times: 1})
	if resp, _, err := get(ctx, url); err == nil {
		t.Errorf("dropped answer: %v, want an error", resp.Status)
	}
	p.Inject(Fault{Kind: WrongRange, Times: 1})
	if resp, _, err := get(ctx, url); err != nil || resp.Header.Get("Content-Range") != "" {
		t.Errorf("request without Range hit by WrongRange: %v %v", resp, err)
	}
	if got := shiftContentRange("bytes 10-19/100"); got != "bytes 11-20/100" {
		t.Errorf("shiftContentRange = %s", got)
	}

	// Fractions are drawn from the seeded generator: the same seed gives
	// the same faults.
	pattern := func() string {
		p.Clear()
		p.SetSeed(9)
		p.Inject(Fault{Kind: Status, Fraction: 0.5})
		var b strings.Builder
		for range 16 {
			resp, _, err := get(ctx, url)
			if err != nil {
				t.Fatal(err)
			}
			if resp.StatusCode == http.StatusInternalServerError {
				b.WriteByte('x')
			} else {
				b.WriteByte('.')
			}
		}
		return b.String()
	}
	a, b := pattern(), pattern()
	if a != b || !strings.Contains(a, "x") || !strings.Contains(a, ".") {
		t.Errorf("seeded fractions: %s then %s; want the same mix twice", a, b)
	}
}

func TestProxyLatency(t *testing.T) {
	s := Start(t)
	p := NewProxy(t, s)
	p.SetLatency(30 * time.Millisecond)
	start := time.Now()
	if _, _, err := get(context.Background(), p.Endpoint()+"/b/k"); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d < 30*time.Millisecond {
		t.Errorf("request with 30ms latency took %v", d)
	}
	// A client that gives up is not held.
	p.SetLatency(time.Minute)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start = time.Now()
	if _, _, err := get(ctx, p.Endpoint()+"/b/k"); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("request past its deadline: %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("canceled request returned after %v", d)
	}
	// Nor one with a request body: the proxy's handler ends, so that
	// closing the proxy does not wait out the latency.
	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "PUT", p.Endpoint()+"/b/k", strings.NewReader("body"))
	if resp, err := (&http.Client{Transport: &http.Transport{DisableKeepAlives: true}}).Do(req); err == nil {
		resp.Body.Close()
		t.Errorf("PUT past its deadline: %s", resp.Status)
	}
	start = time.Now()
	p.srv.Close()
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("closing the proxy took %v", d)
	}
}
