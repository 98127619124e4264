package content

import (
	"context"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar"
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
	checker, err := grammar.NewDefaultChecker(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, typ := range Types {
		for _, prompt := range promptsForDemo {
			text := DemoText(typ, prompt)
			res := checker.Check(context.Background(), text, grammar.CheckOptions{Dictionary: []string{"Ashfall"}})
			for _, is := range res.Errors {
				span := string([]rune(text)[is.Position.Start:is.Position.End])
				t.Errorf("%s about %q: %q flagged (%s: %s) in %q", typ, prompt, span, is.Rule.ID, is.Message, strings.TrimSpace(is.Context.Text))
			}
		}
	}
}
