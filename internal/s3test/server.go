package s3test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// InstallCommand installs the versitygw version the harness is tested with.
const InstallCommand = "go install github.com/versity/versitygw/cmd/versitygw@v1.8.0"

// Region is the region the server answers for.
const Region = "us-east-1"

// Server is a running versitygw posix gateway. Its buckets are the
// directories under Root; an object is the file Root/BUCKET/KEY.
type Server struct {
	// Root is the directory the gateway serves.
	Root string
	// Addr is the host:port it listens on (always 127.0.0.1).
	Addr string
	// AccessKey and SecretKey are the credentials it accepts.
	AccessKey, SecretKey string

	cmd  *exec.Cmd
	done chan struct{} // closed when the process has exited
	out  *lockedBuffer
}

// Start starts versitygw on a free port of 127.0.0.1 with a fresh temporary
// directory and stops it (killing the process and waiting for it) when the
// test ends. It fails the test if the binary is missing or the server does
// not answer within 15 seconds.
func Start(tb testing.TB) *Server {
	tb.Helper()
	bin, err := findBinary()
	if err != nil {
		tb.Fatalf("s3test: %v; install it with: %s", err, InstallCommand)
	}
	root := tb.TempDir()
	var lastErr error
	// A port found free can be taken before the server binds it: try a few.
	for range 3 {
		s, err := start(bin, root)
		if err == nil {
			tb.Cleanup(s.stop)
			return s
		}
		lastErr = err
	}
	tb.Fatalf("s3test: starting %s: %v", bin, lastErr)
	return nil
}

func findBinary() (string, error) {
	if p, err := exec.LookPath("versitygw"); err == nil {
		return p, nil
	}
	gopath := os.Getenv("GOPATH")
	if gopath == "" {
		if out, err := exec.Command("go", "env", "GOPATH").Output(); err == nil {
			gopath = strings.TrimSpace(string(out))
		}
	}
	for _, dir := range filepath.SplitList(gopath) {
		p := filepath.Join(dir, "bin", "versitygw")
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", errors.New("versitygw is not on PATH nor in $(go env GOPATH)/bin")
}

func freePort() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

func start(bin, root string) (*Server, error) {
	addr, err := freePort()
	if err != nil {
		return nil, err
	}
	s := &Server{Root: root, Addr: addr, AccessKey: "stablerowtestkey", SecretKey: "stablerowtestsecret0123456789", done: make(chan struct{}), out: &lockedBuffer{}}
	s.cmd = exec.Command(bin, "--port", addr, "--access", s.AccessKey, "--secret", s.SecretKey,
		"--region", Region, "--quiet", "posix", root)
	s.cmd.Stdout, s.cmd.Stderr = s.out, s.out
	// The gateway must not pick up settings from the environment (VGW_*,
	// ROOT_ACCESS_KEY ...): give it only what it needs to run.
	s.cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + root, "TMPDIR=" + os.TempDir()}
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	go func() {
		s.cmd.Wait()
		close(s.done)
	}()
	deadline := time.Now().Add(15 * time.Second)
	client := &http.Client{Timeout: time.Second}
	for {
		select {
		case <-s.done:
			return nil, fmt.Errorf("versitygw exited at start: %s", strings.TrimSpace(s.out.String()))
		default:
		}
		resp, err := client.Get("http://" + addr + "/")
		if err == nil {
			resp.Body.Close()
			return s, nil
		}
		if time.Now().After(deadline) {
			s.stop()
			return nil, fmt.Errorf("versitygw did not answer on %s within 15s: %v; output: %s", addr, err, strings.TrimSpace(s.out.String()))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// stop kills the gateway and waits for it to exit.
func (s *Server) stop() {
	s.cmd.Process.Kill()
	<-s.done
}

// Endpoint returns the server's endpoint URL, http://127.0.0.1:PORT.
func (s *Server) Endpoint() string { return "http://" + s.Addr }

// URL returns the s3:// URL of prefix in bucket on this server, with the
// query parameters the s3store driver needs to reach it (endpoint, path
// style, region). The credentials come from the environment: see SetEnv.
func (s *Server) URL(bucket, prefix string) string { return storeURL(s.Endpoint(), bucket, prefix) }

func storeURL(endpoint, bucket, prefix string) string {
	u := "s3://" + bucket
	if prefix = strings.Trim(prefix, "/"); prefix != "" {
		u += "/" + prefix
	}
	return u + "?endpoint=" + endpoint + "&use_path_style=true&region=" + Region
}

// Env returns the environment a program needs to reach the server through
// the AWS credential chain: the server's keys, the region, and settings
// that keep the machine's own AWS configuration (profiles, shared files,
// instance metadata) out of it. Append it to os.Environ() for a child
// process; later entries win.
func (s *Server) Env() []string {
	return append(isolatedEnv(),
		"AWS_ACCESS_KEY_ID="+s.AccessKey,
		"AWS_SECRET_ACCESS_KEY="+s.SecretKey,
	)
}

// isolatedEnv clears every AWS setting a test could inherit and disables
// instance metadata, so that the credential chain never leaves the machine.
func isolatedEnv() []string {
	return []string{
		"AWS_EC2_METADATA_DISABLED=true",
		"AWS_REGION=" + Region,
		"AWS_DEFAULT_REGION=" + Region,
		"AWS_CONFIG_FILE=" + os.DevNull,
		"AWS_SHARED_CREDENTIALS_FILE=" + os.DevNull,
		"AWS_PROFILE=",
		"AWS_DEFAULT_PROFILE=",
		"AWS_SESSION_TOKEN=",
		"AWS_ROLE_ARN=",
		"AWS_WEB_IDENTITY_TOKEN_FILE=",
		"AWS_CONTAINER_CREDENTIALS_FULL_URI=",
		"AWS_CONTAINER_CREDENTIALS_RELATIVE_URI=",
		"AWS_ENDPOINT_URL=",
		"AWS_ENDPOINT_URL_S3=",
		"AWS_S3_USE_ARN_REGION=",
	}
}

// SetEnv sets Env in the test's environment (t.Setenv, so it is restored
// when the test ends and the test cannot be parallel).
func (s *Server) SetEnv(t testing.TB) { setEnv(t, s.Env()) }

// SetIsolatedEnv sets the environment of Env without credentials: for a
// test of what the driver does with none, or with keys it sets itself.
func SetIsolatedEnv(t testing.TB) {
	setEnv(t, append(isolatedEnv(), "AWS_ACCESS_KEY_ID=", "AWS_SECRET_ACCESS_KEY="))
}

func setEnv(t testing.TB, env []string) {
	t.Helper()
	for _, kv := range env {
		k, v, _ := strings.Cut(kv, "=")
		t.Setenv(k, v)
	}
}

// CreateBucket makes an empty bucket (a directory under Root).
func (s *Server) CreateBucket(tb testing.TB, bucket string) {
	tb.Helper()
	if bucket == "" || strings.ContainsAny(bucket, "/\\") || bucket == "." || bucket == ".." {
		tb.Fatalf("s3test: invalid bucket name %q", bucket)
	}
	if err := os.MkdirAll(filepath.Join(s.Root, bucket), 0o755); err != nil {
		tb.Fatalf("s3test: %v", err)
	}
}

// AddFiles stores each of files (key relative to prefix → content) in
// bucket, creating the bucket if needed, with the ETags versitygw would
// have given them.
func (s *Server) AddFiles(tb testing.TB, bucket, prefix string, files map[string][]byte) {
	tb.Helper()
	s.CreateBucket(tb, bucket)
	for key, data := range files {
		name := filepath.Join(s.Root, bucket, filepath.FromSlash(strings.Trim(prefix, "/")), filepath.FromSlash(key))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			tb.Fatalf("s3test: %v", err)
		}
		if err := os.WriteFile(name, data, 0o644); err != nil {
			tb.Fatalf("s3test: %v", err)
		}
		if err := setETag(name); err != nil {
			tb.Fatalf("s3test: %v", err)
		}
	}
}

// AddDir copies the regular files under localDir into bucket under prefix
// (creating the bucket if needed), so that a local dataset can be read
// over S3. Each file gets the ETag versitygw would have given it (on
// Linux; see setETag).
func (s *Server) AddDir(tb testing.TB, bucket, prefix, localDir string) {
	tb.Helper()
	s.CreateBucket(tb, bucket)
	dst := filepath.Join(s.Root, bucket, filepath.FromSlash(strings.Trim(prefix, "/")))
	err := filepath.WalkDir(localDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(localDir, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		if err := copyFile(p, target); err != nil {
			return err
		}
		return setETag(target)
	})
	if err != nil {
		tb.Fatalf("s3test: copying %s into bucket %s: %v", localDir, bucket, err)
	}
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// lockedBuffer collects the gateway's output for error messages.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.b.Len() > 1<<16 {
		return len(p), nil
	}
	return b.b.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}
