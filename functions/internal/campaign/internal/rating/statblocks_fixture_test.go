package rating

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

var updateFixtures = flag.Bool("update", false, "rewrite testdata/srd-stat-blocks.json from the monster catalogue")

// srdStatBlocksFixture is every SRD creature's compact stat block as a
// campaign sends it. The web tests read it (src/test/statBlockRoundTrip.test.ts)
// to check that the campaign's Stat Blocks section, written into a document,
// becomes one stat-block node and back without loss, for every creature.
const srdStatBlocksFixture = "../../testdata/srd-stat-blocks.json"

// TestSRDStatBlocksFixture keeps that file equal to what the campaign
// writes today, so the web tests can never read stale blocks:
// `go test ./functions/internal/campaign/internal/rating -run TestSRDStatBlocksFixture -update`
// rewrites it after a change.
func TestSRDStatBlocksFixture(t *testing.T) {
	all := srd.SRD().All()
	blocks := make([]types.StatBlock, 0, len(all))
	for _, m := range all {
		sb, ok := srdStatBlock(m.Slug)
		if !ok {
			t.Fatalf("no stat block for %s", m.Slug)
		}
		blocks = append(blocks, sb)
	}
	// One block a line: small, and a change shows as a one-line diff.
	var want bytes.Buffer
	want.WriteString("[\n")
	for i, sb := range blocks {
		var line bytes.Buffer
		enc := json.NewEncoder(&line)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(sb); err != nil {
			t.Fatal(err)
		}
		want.Write(bytes.TrimSuffix(line.Bytes(), []byte("\n")))
		if i < len(blocks)-1 {
			want.WriteString(",")
		}
		want.WriteString("\n")
	}
	want.WriteString("]\n")
	path := filepath.FromSlash(srdStatBlocksFixture)
	if *updateFixtures {
		if err := os.WriteFile(path, want.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run this test with -update to write it)", err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Fatalf("%s is out of date with the campaign's stat blocks: run `go test ./functions/internal/campaign/internal/rating -run TestSRDStatBlocksFixture -update`", srdStatBlocksFixture)
	}
	if len(blocks) != 325 {
		t.Fatalf("%d SRD stat blocks, want 325", len(blocks))
	}
}
