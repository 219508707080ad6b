package s3store_test

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLibraryDoesNotLinkSDK checks that no library package depends on the
// AWS SDK: only programs that import s3store may link it.
func TestLibraryDoesNotLinkSDK(t *testing.T) {
	gomod, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatalf("go env GOMOD: %v", err)
	}
	cmd := exec.Command("go", "list", "-deps", "./lance", "./rowindex", "./segment", "./bitpack", "./table", "./objstore", "./gen")
	cmd.Dir = filepath.Dir(strings.TrimSpace(string(gomod)))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	pkgs := strings.Fields(string(out))
	if len(pkgs) < 20 {
		t.Fatalf("go list -deps listed only %d packages: %q", len(pkgs), out)
	}
	for _, p := range pkgs {
		if strings.HasPrefix(p, "github.com/aws/") {
			t.Errorf("a library package depends on %s", p)
		}
	}
	// The check can fail: s3store itself depends on the SDK.
	out, err = exec.Command("go", "list", "-deps", "github.com/stablerow/stablerow/objstore/s3store").Output()
	if err != nil || !strings.Contains(string(out), "github.com/aws/aws-sdk-go-v2/service/s3\n") {
		t.Errorf("go list -deps of s3store does not list the SDK: %v", err)
	}
}
