// Package proofread holds Lorewright's built-in content to its own checker:
// tests of the tools that write text (campaigns, re-skins, backgrounds,
// demo content, balance scenes) run every text through it and fail on any
// issue, with a table of what was flagged and how often.
package proofread

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar"
)

// shownIssues bounds the issues reported one by one; the table counts all.
const shownIssues = 40

// Proofreader collects what the checker flags across many texts.
type Proofreader struct {
	t       testing.TB
	checker *grammar.Checker
	// IgnoreStyle leaves style suggestions out (text that is not ours to
	// reword, such as the SRD's).
	IgnoreStyle bool
	flagged     int
	counts      map[string]int
}

// New builds the default checker (no model) for t.
func New(t testing.TB) *Proofreader {
	t.Helper()
	c, err := grammar.NewDefaultChecker(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return &Proofreader{t: t, checker: c, counts: map[string]int{}}
}

// Check runs text through the checker with dictionary as the personal
// dictionary; the first issues of each kind are reported with where.
func (p *Proofreader) Check(where, text string, dictionary ...string) {
	p.t.Helper()
	for _, is := range p.checker.Check(context.Background(), text, grammar.CheckOptions{Dictionary: dictionary}).Errors {
		if p.IgnoreStyle && is.Type == grammar.Style {
			continue
		}
		p.flagged++
		span := string([]rune(text)[is.Position.Start:is.Position.End])
		key := fmt.Sprintf("%s %q", is.Type, span)
		p.counts[key]++
		if p.counts[key] == 1 && len(p.counts) <= shownIssues {
			p.t.Errorf("%s: %q flagged (%s: %s) in %q", where, span, is.Rule.ID, is.Message, text)
		}
	}
}

// Report fails with the table of everything flagged, most frequent first;
// what names what was checked ("288 campaigns").
func (p *Proofreader) Report(what string) {
	p.t.Helper()
	if p.flagged == 0 {
		return
	}
	keys := make([]string, 0, len(p.counts))
	for k := range p.counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return p.counts[keys[i]] > p.counts[keys[j]] })
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%4d %s\n", p.counts[k], k)
	}
	p.t.Errorf("%d issues in %s:\n%s", p.flagged, what, b.String())
}
