package content

import (
	"fmt"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar/proofread"
	"github.com/lorewright/lorewright/functions/internal/sweep"
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
// prompt above, gets no issue from our own checker once inserted. `go test`
// checks a sample of the types and prompts, `make test-long` all of them.
func TestDemoTextReadsCleanly(t *testing.T) {
	reader := proofread.New(t)
	type demo struct {
		typ    Type
		prompt string
	}
	var all []demo
	for _, typ := range Types {
		for _, prompt := range promptsForDemo {
			all = append(all, demo{typ, prompt})
		}
	}
	for _, d := range sweep.Sample(t, all, 10) {
		reader.Check(fmt.Sprintf("%s about %q", d.typ, d.prompt), DemoText(d.typ, d.prompt), "Ashfall")
	}
	reader.Report("the demo text")
}
