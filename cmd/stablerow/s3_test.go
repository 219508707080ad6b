package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stablerow/stablerow/internal/s3test"
)

// TestCommandsOverS3 runs every command on s3:// URLs of the test datasets
// served by versitygw and checks that each prints what it prints for the
// local copy, and exits the same way.
func TestCommandsOverS3(t *testing.T) {
	srv := s3test.Start(t)
	for _, name := range datasetNames {
		srv.AddDir(t, "lance", "t/"+name+".lance", datasetPath(name))
	}
	srv.SetEnv(t)
	for _, name := range datasetNames {
		local, remote := datasetPath(name), srv.URL("lance", "t/"+name+".lance")
		exp := expectedPath(t, name, 3)
		for _, args := range [][]string{
			{"inspect", "-version", "3"},
			{"lookup", "-version", "2", "0", "5", "999", "1000000"},
			{"reverse", "-version", "2", "0:0", "1:3", "9:9"},
			{"verify", "-expected", exp},
			{"changes", "-from", "1", "-to", "3"},
			{"changes", "-json", "-from", "0", "-to", "3"},
		} {
			lcode, lout, lerr := runIn(t, "", append(args, local)...)
			rcode, rout, rerr := runIn(t, "", append(args, remote)...)
			lout = strings.ReplaceAll(lout, local, "DATASET")
			rout = strings.ReplaceAll(rout, remote, "DATASET")
			if args[0] == "inspect" { // build times differ
				lout, rout = dropLine(lout, "index: built in"), dropLine(rout, "index: built in")
			}
			if lcode != rcode || lout != rout {
				t.Errorf("%s %v: over S3 exit %d (stderr %q)\n%s\nlocally exit %d (stderr %q)\n%s", name, args, rcode, rerr, rout, lcode, lerr, lout)
			}
		}
	}
	// inspect -json -v over S3 reports its requests.
	code, out, errs := runIn(t, "", "inspect", "-json", srv.URL("lance", "t/medium.lance"))
	var r struct {
		IO struct {
			Requests  int64 `json:"requests"`
			BytesRead int64 `json:"bytes_read"`
		} `json:"io"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != exitOK || r.IO.Requests == 0 || r.IO.BytesRead == 0 {
		t.Errorf("inspect -json over S3: exit %d, %v, io %+v (stderr %q)", code, err, r.IO, errs)
	}
	// What cannot be read is exit 2 with a message naming it.
	for loc, says := range map[string]string{
		srv.URL("no-such-bucket", "t.lance"): "no-such-bucket",
		srv.URL("lance", "t/missing.lance"):  "no versions",
		"s3://lance/t?bogus=1":               "bogus",
		"gs://b/t.lance":                     `no driver for URL scheme "gs"`,
	} {
		code, _, errs := runIn(t, "", "inspect", loc)
		if code != exitError || !strings.Contains(errs, says) {
			t.Errorf("inspect %s: exit %d, %q; want exit 2 saying %q", loc, code, errs, says)
		}
	}
	// The binary links the driver and reads the environment's credentials.
	bin := buildBinary(t)
	cmd := exec.Command(bin, "lookup", "-version", "7", srv.URL("lance", "t/basic.lance"), "3")
	cmd.Env = append(os.Environ(), srv.Env()...)
	got, err := cmd.Output()
	if err != nil || string(got) != "3 4:0\n" {
		t.Errorf("binary lookup over S3: %q, %v", got, err)
	}
}

func dropLine(s, prefix string) string {
	var keep []string
	for _, l := range strings.Split(s, "\n") {
		if !strings.HasPrefix(l, prefix) {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "\n")
}
