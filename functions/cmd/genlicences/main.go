// Command genlicences prints, as JSON, the Go code compiled into the API:
// the standard library and every module a package of the local server or
// the Cloud Function comes from (go list -deps, so a module the build list
// holds but no package imports is left out), each with its licence texts
// from the module cache (LICENSE, COPYING, NOTICE, PATENTS at the module's
// root) and the SPDX identifiers google/licensecheck finds in them. The web
// build runs it (web/scripts/credits.mjs) for the credits page.
//
// It fails when a module has no licence file or no recognisable licence, so
// a new dependency cannot reach users without its notice.
//
// Usage (from the repository root): go run ./functions/cmd/genlicences
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/google/licensecheck"
)

// The binaries users reach: the local server and the Cloud Function.
var binaries = []string{"./functions/cmd/server", "./functions"}

// Module is one entry of the output.
type Module struct {
	Path    string   `json:"path"`
	Version string   `json:"version"`
	Licence string   `json:"licence"`
	Notices []Notice `json:"notices"`
}

// Notice is one licence file, as the module ships it.
type Notice struct {
	File string `json:"file"`
	Text string `json:"text"`
}

var (
	licenceFile     = regexp.MustCompile(`(?i)^(licen[cs]e|copying|notice|patents)([.-].*)?$`)
	patentsOrNotice = regexp.MustCompile(`(?i)^(notice|patents)`)
)

func main() {
	modules, err := collect()
	if err != nil {
		fmt.Fprintln(os.Stderr, "genlicences:", err)
		os.Exit(1)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", " ")
	if err := enc.Encode(modules); err != nil {
		fmt.Fprintln(os.Stderr, "genlicences:", err)
		os.Exit(1)
	}
}

type listed struct {
	Standard bool
	Module   *struct {
		Path    string
		Version string
		Dir     string
		Main    bool
		Replace *struct {
			Path    string
			Version string
			Dir     string
		}
	}
}

func collect() ([]Module, error) {
	out, err := exec.Command("go", append([]string{"list", "-deps", "-json=Standard,Module"}, binaries...)...).Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %w", stderrOf(err))
	}
	goroot, err := exec.Command("go", "env", "GOROOT", "GOVERSION").Output()
	if err != nil {
		return nil, fmt.Errorf("go env: %w", stderrOf(err))
	}
	env := strings.Fields(string(goroot))
	if len(env) != 2 {
		return nil, fmt.Errorf("go env: unexpected output %q", goroot)
	}
	type source struct{ path, version, dir string }
	seen := map[string]source{}
	usesStd := false
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go list output: %w", err)
		}
		if p.Standard {
			usesStd = true
			continue
		}
		if p.Module == nil || p.Module.Main {
			continue
		}
		m := source{p.Module.Path, p.Module.Version, p.Module.Dir}
		if r := p.Module.Replace; r != nil {
			m = source{p.Module.Path, r.Version, r.Dir}
		}
		seen[m.path] = m
	}
	var sources []source
	if usesStd {
		sources = append(sources, source{"Go standard library", env[1], env[0]})
	}
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		sources = append(sources, seen[k])
	}
	modules := make([]Module, 0, len(sources))
	for _, s := range sources {
		m, err := describe(s.path, s.version, s.dir)
		if err != nil {
			return nil, err
		}
		modules = append(modules, m)
	}
	return modules, nil
}

// describe reads a module's licence files and names their licences.
func describe(path, version, dir string) (Module, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return Module{}, fmt.Errorf("%s: %w (run go mod download)", path, err)
	}
	m := Module{Path: path, Version: version}
	var ids []string
	for _, e := range entries {
		if e.IsDir() || !licenceFile.MatchString(e.Name()) {
			continue
		}
		text, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			return Module{}, fmt.Errorf("%s: %w", path, err)
		}
		m.Notices = append(m.Notices, Notice{File: e.Name(), Text: strings.TrimSpace(string(text))})
		if patentsOrNotice.MatchString(e.Name()) {
			continue // a patent grant or an attribution notice, shown but not a licence of its own
		}
		for _, match := range licensecheck.Scan(text).Match {
			if !slices.Contains(ids, match.ID) {
				ids = append(ids, match.ID)
			}
		}
	}
	if len(m.Notices) == 0 {
		return Module{}, fmt.Errorf("%s %s: no licence file at the module's root", path, version)
	}
	if len(ids) == 0 {
		return Module{}, fmt.Errorf("%s %s: no recognisable licence in %d file(s)", path, version, len(m.Notices))
	}
	m.Licence = strings.Join(ids, " AND ")
	return m, nil
}

func stderrOf(err error) error {
	var exit *exec.ExitError
	if errors.As(err, &exit) && len(exit.Stderr) > 0 {
		return fmt.Errorf("%w: %s", err, bytes.TrimSpace(exit.Stderr))
	}
	return err
}
