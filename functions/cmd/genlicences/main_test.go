package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const mitText = `MIT License

Copyright (c) 2020 Someone

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`

func module(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestDescribeNamesTheLicenceAndKeepsEveryNoticeFile(t *testing.T) {
	dir := module(t, map[string]string{
		"LICENSE.txt": mitText,
		"PATENTS":     "Additional IP Rights Grant (Patents)",
		"NOTICE":      "This product includes software developed by Someone.",
		"main.go":     "package x",
	})
	m, err := describe("example.com/x", "v1.2.3", dir)
	if err != nil {
		t.Fatal(err)
	}
	if m.Licence != "MIT" {
		t.Errorf("licence = %q, want MIT (the PATENTS and NOTICE files name no licence of their own)", m.Licence)
	}
	var files []string
	for _, n := range m.Notices {
		files = append(files, n.File)
	}
	if got := strings.Join(files, ","); got != "LICENSE.txt,NOTICE,PATENTS" {
		t.Errorf("notice files = %s", got)
	}
}

func TestDescribeRefusesAModuleWithoutALicence(t *testing.T) {
	if _, err := describe("example.com/none", "v1.0.0", module(t, map[string]string{"README.md": "hello"})); err == nil || !strings.Contains(err.Error(), "no licence file") {
		t.Errorf("no licence file: err = %v", err)
	}
	if _, err := describe("example.com/odd", "v1.0.0", module(t, map[string]string{"LICENSE": "All rights reserved, ask us."})); err == nil || !strings.Contains(err.Error(), "no recognisable licence") {
		t.Errorf("unrecognised licence: err = %v", err)
	}
}

func TestCollectListsTheStandardLibraryAndTheServersModules(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list over the server's packages")
	}
	if err := os.Chdir("../../.."); err != nil {
		t.Fatal(err)
	}
	modules, err := collect()
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]string{}
	for _, m := range modules {
		found[m.Path] = m.Licence
	}
	for path, licence := range map[string]string{
		"Go standard library":                                   "BSD-3-Clause",
		"firebase.google.com/go/v4":                             "Apache-2.0",
		"github.com/GoogleCloudPlatform/functions-framework-go": "Apache-2.0",
	} {
		if found[path] != licence {
			t.Errorf("%s: licence %q, want %q", path, found[path], licence)
		}
	}
	for _, tool := range []string{"github.com/google/licensecheck", "github.com/jdkato/prose/v2", "github.com/lorewright/lorewright"} {
		if _, ok := found[tool]; ok {
			t.Errorf("%s is listed, but it is not compiled into the server", tool)
		}
	}
}
