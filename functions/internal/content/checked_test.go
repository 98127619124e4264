package content

import (
	"fmt"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar/proofread"
)

// promptsForDemo are prompts a game master types, as topics of the demo
// text: a place, a creature, a name, a long request and none at all.
var promptsForDemo = []string{
	"a haunted lighthouse on the northern coast",
	"the red dragon sleeping under Mount Ashfall",
	"Strahd von Zarovich",
	"the thieves' guild war that has split the city into three districts, each ruled by a rival guildmaster with a grudge",
	"",
}

// TestDemoTextReadsCleanly: the built-in text of every type, about every
// prompt above, gets no issue from our own checker once inserted.
func TestDemoTextReadsCleanly(t *testing.T) {
	reader := proofread.New(t)
	for _, typ := range Types {
		for _, prompt := range promptsForDemo {
			reader.Check(fmt.Sprintf("%s about %q", typ, prompt), DemoText(typ, prompt), "Ashfall")
		}
	}
	reader.Report("the demo text")
}
