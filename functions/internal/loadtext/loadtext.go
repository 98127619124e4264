// Package loadtext is the campaign text the load test sends (cmd/loadbench)
// and the Go benchmarks that measure one of its requests, so both measure
// the same words.
package loadtext

import "strings"

// paragraphs are headings, dialogue, a fight, travel and a few mistakes,
// like what a game master sends.
var paragraphs = []string{
	"## Encounter 1: Ambush at the Ford (Combat)",
	"Roll initiative! Four goblins and a wolf burst from the reeds, while their boss shouts orders from the far bank. The party must hold the ford or lose the cart.",
	`The ferryman wrings his hands. "They come every full moon," he says. "Nobody in Millbrook will speak of it, but the miller knows more than he lets on."`,
	"## Encounter 2: The Drowned Chapel (Exploration)",
	"Beyond the ford the path climbs to a ruined chapel half sunk in the marsh. A DC 13 Investigation check reveals a trapdoor beneath the altar, and the heroes have alot of questions for the priest.",
	"The party travels north for two days. The weather turns and the road becomes mud.",
}

// GMProse is n words of the paragraphs, repeated, one a line, cut at n
// words.
func GMProse(n int) string {
	var b strings.Builder
	words := 0
	for i := 0; words < n; i++ {
		fields := strings.Fields(paragraphs[i%len(paragraphs)])
		whole := words+len(fields) <= n
		if !whole {
			fields = fields[:n-words]
		}
		b.WriteString(strings.Join(fields, " "))
		words += len(fields)
		if whole {
			b.WriteString("\n")
		}
	}
	return b.String()
}
