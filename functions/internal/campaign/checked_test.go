package campaign

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/grammar"
)

// Our own checker must accept the campaigns the app writes when there is no
// model: once inserted into a document, a built-in campaign (and what the
// built-in refinements make of it) reads as clean en-US prose, with its
// people's and places' names in the personal dictionary as the game master
// would add them.

// proseOf is every free-text field a game master inserts or reads (not ids,
// parameters or the stat blocks, which are SRD text).
func proseOf(c Campaign) []string {
	c.StatBlocks = nil
	var out []string
	c.eachText(func(s *string) {
		if *s != "" {
			out = append(out, *s)
		}
	})
	return out
}

// namesOf are the campaign's people and places, as the personal dictionary
// would hold them.
func namesOf(c Campaign) []string {
	var out []string
	for _, n := range c.NPCs {
		out = append(out, n.Name)
	}
	for _, l := range c.Locations {
		out = append(out, l.Name)
	}
	return out
}

// checkedCampaign collects what the checker flags in texts.
type checkedCampaign struct {
	t       *testing.T
	checker *grammar.Checker
	flagged int
	counts  map[string]int
}

func newCheckedCampaign(t *testing.T) *checkedCampaign {
	t.Helper()
	c, err := grammar.NewDefaultChecker(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return &checkedCampaign{t: t, checker: c, counts: map[string]int{}}
}

func (cc *checkedCampaign) check(where string, texts, dictionary []string) {
	cc.t.Helper()
	for _, text := range texts {
		res := cc.checker.Check(context.Background(), text, grammar.CheckOptions{Dictionary: dictionary})
		for _, is := range res.Errors {
			cc.flagged++
			units := []rune(text)
			span := string(units[is.Position.Start:is.Position.End])
			key := fmt.Sprintf("%s %q", is.Type, span)
			cc.counts[key]++
			if cc.counts[key] == 1 && len(cc.counts) <= 40 {
				cc.t.Errorf("%s: %q flagged (%s: %s) in %q", where, span, is.Rule.ID, is.Message, text)
			}
		}
	}
}

func (cc *checkedCampaign) report() {
	cc.t.Helper()
	if cc.flagged == 0 {
		return
	}
	keys := make([]string, 0, len(cc.counts))
	for k := range cc.counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return cc.counts[keys[i]] > cc.counts[keys[j]] })
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%4d %s\n", cc.counts[k], k)
	}
	cc.t.Errorf("%d issues in all:\n%s", cc.flagged, b.String())
}

// TestBuiltInCampaignReadsCleanly: one built-in campaign per setting, theme
// and tone (levels, party sizes, durations and balances rotating through
// their ranges), and each campaign refined by the built-in refinements
// (rename, add a location, add an NPC, harder, easier, a note): our own
// checker flags nothing in any of them.
func TestBuiltInCampaignReadsCleanly(t *testing.T) {
	cc := newCheckedCampaign(t)
	i := 0
	for _, setting := range Settings {
		for _, theme := range Themes {
			for _, tone := range Tones {
				i++
				p := customized(Parameters{Setting: setting, Theme: theme, Tone: tone, Duration: i%MaxDuration + 1,
					CharacterLevel: i%MaxLevel + 1, PlayerCount: i%5 + MinPlayers,
					CombatBalance: Balances[i%3], RoleplayBalance: Balances[(i/3)%3], ExplorationBalance: Balances[(i/9)%3]}).WithDefaults()
				c := buildCampaign(p, uint64(i))
				where := fmt.Sprintf("%s/%s/%s", setting, theme, tone)
				cc.check(where, proseOf(c), namesOf(c))
				for k, desc := range refinementsFor(c) {
					r := refineBuiltIn(RefineRequest{CampaignID: c.ID, Description: desc, Campaign: c}, uint64(i*10+k), fixedNow)
					if !r.Success {
						t.Errorf("%s: %q failed: %v", where, desc, r.Suggestions)
						continue
					}
					u := r.UpdatedCampaign
					// The names before the refinement stay in the dictionary
					// ("Renamed X to Y").
					dictionary := append(append(namesOf(c), namesOf(u)...), "Mirelle Ashdown", "Gilded Mug")
					cc.check(where+" refined "+desc, append(append(proseOf(u), r.Changes...), r.Suggestions...), dictionary)
				}
			}
		}
	}
	cc.report()
}

// refinementsFor are chat requests a game master makes of c.
func refinementsFor(c Campaign) []string {
	return []string{
		"Rename " + c.NPCs[3].Name + " to Mirelle Ashdown",
		"Add a tavern called the Gilded Mug where smugglers meet",
		"Add a location",
		"Add an NPC who knows the villain's secret",
		"Make encounter 2 harder",
		"Make the final battle easier",
		"Make the whole campaign harder",
		"Give the villain a pet owlbear",
	}
}
