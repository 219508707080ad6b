package lance

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"path"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"github.com/stablerow/stablerow/objstore"
)

// VersionsDir is the directory of manifests, relative to the dataset root.
const VersionsDir = "_versions"

// NamingScheme is how a manifest file is named after its version.
type NamingScheme uint8

// Naming schemes.
const (
	// NamingV1 names version N "N.manifest".
	NamingV1 NamingScheme = 1
	// NamingV2 names version N by the 20-digit zero-padded value of
	// 2^64-1-N, so that a lexical listing starts at the newest version:
	// version 1 is "18446744073709551614.manifest".
	NamingV2 NamingScheme = 2
)

// String returns "v1" or "v2".
func (s NamingScheme) String() string {
	switch s {
	case NamingV1:
		return "v1"
	case NamingV2:
		return "v2"
	}
	return fmt.Sprintf("NamingScheme(%d)", uint8(s))
}

// VersionFile is one manifest under _versions/.
type VersionFile struct {
	Version uint64
	Scheme  NamingScheme
}

// Path returns the manifest's path relative to the dataset root.
func (v VersionFile) Path() string { return ManifestPath(v.Version, v.Scheme) }

// ManifestPath returns the path, relative to the dataset root, of the
// manifest of version under the naming scheme.
func ManifestPath(version uint64, scheme NamingScheme) string {
	if scheme == NamingV2 {
		return fmt.Sprintf("%s/%020d.manifest", VersionsDir, math.MaxUint64-version)
	}
	return fmt.Sprintf("%s/%d.manifest", VersionsDir, version)
}

// parseManifestName parses a file name under _versions/. ok is false for
// files that are not manifests (latest_version_hint.json, temporary files)
// and for names that cannot be a version (version 0, leading zeros, values
// past 2^64-1).
func parseManifestName(name string) (VersionFile, bool) {
	stem, found := strings.CutSuffix(name, ".manifest")
	if !found || stem == "" {
		return VersionFile{}, false
	}
	for _, c := range []byte(stem) {
		if c < '0' || c > '9' {
			return VersionFile{}, false
		}
	}
	n, err := strconv.ParseUint(stem, 10, 64)
	if err != nil {
		return VersionFile{}, false
	}
	if len(stem) == 20 {
		if n == math.MaxUint64 {
			return VersionFile{}, false
		}
		return VersionFile{Version: math.MaxUint64 - n, Scheme: NamingV2}, true
	}
	if n == 0 || stem[0] == '0' {
		return VersionFile{}, false
	}
	return VersionFile{Version: n, Scheme: NamingV1}, true
}

// ListVersions lists the manifests under _versions/ of the dataset store s,
// sorted by ascending version: one List call. Both naming schemes are
// recognised; other objects are ignored. A version named under both schemes
// is an error, as it is ambiguous. A dataset without any manifest (or a
// location that is not a dataset directory) gives an error matching
// ErrNoVersions.
func ListVersions(ctx context.Context, s objstore.Store) ([]VersionFile, error) {
	infos, err := s.List(ctx, VersionsDir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) || isNotDir(err) {
			return nil, fmt.Errorf("%w: %w", ErrNoVersions, err)
		}
		return nil, fmt.Errorf("lance: list versions: %w", err)
	}
	versions := make([]VersionFile, 0, len(infos))
	for _, in := range infos {
		if v, ok := parseManifestName(path.Base(in.Key)); ok {
			versions = append(versions, v)
		}
	}
	if len(versions) == 0 {
		return nil, fmt.Errorf("%w under %s/", ErrNoVersions, VersionsDir)
	}
	slices.SortFunc(versions, func(a, b VersionFile) int {
		switch {
		case a.Version < b.Version:
			return -1
		case a.Version > b.Version:
			return 1
		}
		return int(a.Scheme) - int(b.Scheme)
	})
	for i := 1; i < len(versions); i++ {
		if versions[i].Version == versions[i-1].Version {
			return nil, formatErr(VersionsDir, -1, ErrMalformed, "version %d has manifests under both naming schemes (%s and %s)",
				versions[i].Version, path.Base(versions[i-1].Path()), path.Base(versions[i].Path()))
		}
	}
	return versions, nil
}

// isNotDir reports a local listing of a path that is a file, not a
// directory (a dataset path that names a regular file).
func isNotDir(err error) bool { return errors.Is(err, syscall.ENOTDIR) }

// FindVersion returns the manifest of version, trying the V2 name first and
// then the V1 name (one or two Stat calls). A version with no manifest gives
// a *VersionNotFoundError, which matches ErrVersionNotFound.
func FindVersion(ctx context.Context, s objstore.Store, version uint64) (VersionFile, error) {
	if version == 0 {
		return VersionFile{}, &VersionNotFoundError{Version: version}
	}
	for _, scheme := range []NamingScheme{NamingV2, NamingV1} {
		v := VersionFile{Version: version, Scheme: scheme}
		_, err := s.Stat(ctx, v.Path())
		if err == nil {
			return v, nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return VersionFile{}, fmt.Errorf("lance: find version %d: %w", version, err)
		}
	}
	return VersionFile{}, &VersionNotFoundError{Version: version}
}
