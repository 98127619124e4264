package grammar

import (
	"bytes"
	"compress/gzip"
	"testing"
)

func TestUsageModelReadsTheEmbeddedCounts(t *testing.T) {
	u := loadUsage()
	if len(u.uni) < 50_000 || len(u.keys) < 400_000 || u.total < 1e6 {
		t.Fatalf("usage model too small: %d words, %d pairs, %.0f uses", len(u.uni), len(u.keys), u.total)
	}
	for i := 1; i < len(u.keys); i++ {
		if u.keys[i] <= u.keys[i-1] {
			t.Fatalf("pair keys not sorted at %d", i)
		}
	}
}

func TestReadUsageRefusesOtherData(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte("LWTAG1\nnot pairs"))
	zw.Close()
	for _, data := range [][]byte{nil, []byte("plain"), buf.Bytes(), bigramsGz[:len(bigramsGz)/2]} {
		if _, err := readUsage(data); err == nil {
			t.Errorf("readUsage accepted %d bytes of something else", len(data))
		}
	}
}
