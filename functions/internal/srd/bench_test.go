package srd

import (
	"strings"
	"testing"
)

// BenchmarkFind scans about 1,000 words of encounter text for monsters.
func BenchmarkFind(b *testing.B) {
	text := strings.Repeat("The party crosses the bridge where three goblins and a Giant Spider wait; beyond, a young red dragon sleeps on its hoard of coins and bones. ", 40)
	idx := SRD().Index()
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if len(idx.FindText(text)) != 120 {
			b.Fatal("mentions missed")
		}
	}
}
