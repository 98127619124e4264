package monsters

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

func mustJSON(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// BenchmarkSearch is a search of the catalogue by name and filters; the
// budget is 1 ms.
func BenchmarkSearch(b *testing.B) {
	c := newSearcher(srd.SRD())
	lo, hi := 1.0, 10.0
	queries := []Query{{Name: "dragon"}, {Name: "GIANT"}, {Type: "undead", CRMin: &lo, CRMax: &hi}, {Name: "wolves"}, {Name: "zzz", Size: "Huge"}}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if c.search(queries[i%len(queries)]) == nil {
			b.Fatal("nil result")
		}
	}
}

// BenchmarkBrowseAll is Browse All through the service and its JSON, what
// the HTTP handler will do (the over-HTTP budget is 50 ms).
func BenchmarkBrowseAll(b *testing.B) {
	s := NewService(nil, nil, Options{})
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		res, err := s.Browse(ctx)
		if err != nil || len(res.Monsters) != 325 {
			b.Fatal(err)
		}
		if _, err := json.Marshal(res); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLookup(b *testing.B) {
	names := []string{"goblins", "Young Red Dragons", "swarms of rats", "succubi", "nothing here"}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		srd.Lookup(names[i%len(names)])
	}
}

func BenchmarkWriteReskin(b *testing.B) {
	m := srdMonster(b, "adult-red-dragon")
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		writeReskin(m, "Steampunk", "Volcanic", Tones[i%len(Tones)], i)
	}
}

func BenchmarkRenamed(b *testing.B) {
	m := srdMonster(b, "lich")
	b.ReportAllocs()
	for b.Loop() {
		Renamed(m, "Ashen Archivist")
	}
}

func BenchmarkParseReskinReply(b *testing.B) {
	reply := "Here is your re-skin:\n```json\n" + `{"newName": "Mire Oracle", "visualDescription": "` + strings.Repeat("Slick and pale. ", 20) +
		`", "behavioralChanges": "It lurks.", "loreAdaptation": "Old tales."}` + "\n```"
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseReskinReply(reply); err != nil {
			b.Fatal(err)
		}
	}
}
