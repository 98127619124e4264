package builtin

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/campaigntest"
	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/grammar/proofread"
	"github.com/lorewright/lorewright/functions/internal/sweep"
)

// Our own checker must accept the campaigns the app writes when there is no
// model: once inserted into a document, a built-in campaign (and what the
// built-in refinements make of it) reads as clean en-US prose, with its
// people's and places' names in the personal dictionary as the game master
// would add them.

// proseOf is every free-text field a game master inserts or reads (not ids,
// parameters or the stat blocks, which are SRD text).
func proseOf(c types.Campaign) []string {
	c.StatBlocks = nil
	var out []string
	c.EachText(func(s *string) {
		if *s != "" {
			out = append(out, *s)
		}
	})
	return out
}

// namesOf are the campaign's people and places, as the personal dictionary
// would hold them.
func namesOf(c types.Campaign) []string {
	var out []string
	for _, n := range c.NPCs {
		out = append(out, n.Name)
	}
	for _, l := range c.Locations {
		out = append(out, l.Name)
	}
	return out
}

// proofreadAll checks each text of a campaign (or of its refinement).
func proofreadAll(reader *proofread.Proofreader, where string, texts, dictionary []string) {
	for _, text := range texts {
		reader.Check(where, text, dictionary...)
	}
}

// TestBuiltInCampaignReadsCleanly: one built-in campaign per setting, theme
// and tone (levels, party sizes, durations and balances rotating through
// their ranges), and each campaign refined by the built-in refinements
// (rename, add a location, add an NPC, harder, easier, a note): our own
// checker flags nothing in any of them. `go test` checks a sample of the
// 288 campaigns, `make test-long` all of them.
func TestBuiltInCampaignReadsCleanly(t *testing.T) {
	type combination struct {
		i       int
		setting types.Setting
		theme   types.Theme
		tone    types.Tone
	}
	var all []combination
	for _, setting := range types.Settings {
		for _, theme := range types.Themes {
			for _, tone := range types.Tones {
				all = append(all, combination{len(all) + 1, setting, theme, tone})
			}
		}
	}
	reader := proofread.New(t)
	for _, k := range sweep.Sample(t, all, 16) {
		i := k.i
		p := campaigntest.Customized(types.Parameters{Setting: k.setting, Theme: k.theme, Tone: k.tone, Duration: i%types.MaxDuration + 1,
			CharacterLevel: i%types.MaxLevel + 1, PlayerCount: i%5 + types.MinPlayers,
			CombatBalance: types.Balances[i%3], RoleplayBalance: types.Balances[(i/3)%3], ExplorationBalance: types.Balances[(i/9)%3]}).WithDefaults()
		c := Campaign(p, uint64(i))
		where := fmt.Sprintf("%s/%s/%s", k.setting, k.theme, k.tone)
		proofreadAll(reader, where, proseOf(c), namesOf(c))
		for n, desc := range refinementsFor(c) {
			r := Refine(types.RefineRequest{CampaignID: c.ID, Description: desc, Campaign: c}, uint64(i*10+n), campaigntest.FixedNow)
			if !r.Success {
				t.Errorf("%s: %q failed: %v", where, desc, r.Suggestions)
				continue
			}
			u := r.UpdatedCampaign
			// The names before the refinement stay in the dictionary
			// ("Renamed X to Y").
			dictionary := append(append(namesOf(c), namesOf(u)...), "Mirelle Ashdown", "Gilded Mug")
			proofreadAll(reader, where+" refined "+desc, append(append(proseOf(u), r.Changes...), r.Suggestions...), dictionary)
		}
	}
	reader.Report("the built-in campaigns and their refinements")
}

// refinementsFor are chat requests a game master makes of c.
func refinementsFor(c types.Campaign) []string {
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

// minionsOf is how many of g's minions fight in e (a villain who uses the
// minion's stat block is not one of them).
func minionsOf(e types.Encounter, g foeGroup) int {
	n := 0
	for _, m := range e.Monsters {
		if m.Name == g.Minion {
			n += m.Count
		}
	}
	if v := villainStatNote.FindStringSubmatch(e.Notes); v != nil && v[1] == g.Minion {
		n--
	}
	return n
}

// checkTacticsAgree reports a band's tactics written for another number
// than the band has: "The bandits attack..." for one bandit, "The owlbear
// charges..." for three.
func checkTacticsAgree(t *testing.T, where string, e types.Encounter) {
	t.Helper()
	for _, g := range foeGroups {
		if g.One == g.Tactics {
			continue
		}
		n := minionsOf(e, g)
		if strings.Contains(e.Notes, "Tactics: "+g.Tactics) && n < 2 {
			t.Errorf("%s: %q has the tactics for a band of %s, but %d of them: %q", where, e.Title, g.Minion, n, e.Notes)
		}
		if strings.Contains(e.Notes, "Tactics: "+g.One) && n != 1 {
			t.Errorf("%s: %q has the tactics for one %s, but %d of them: %q", where, e.Title, g.Minion, n, e.Notes)
		}
	}
}

// TestTacticsAgreeWithTheirNumber: for every setting, theme, level and
// party size (three campaigns each; a sample in `go test`), a band's tactics speak of as many
// minions as the fight has, and still do once the fight is made harder or
// easier (the band growing from one, or shrinking to one).
func TestTacticsAgreeWithTheirNumber(t *testing.T) {
	for _, g := range foeGroups {
		if g.Tactics == "" || g.One == "" {
			t.Errorf("the %s band lacks tactics for one or for many", g.Minion)
		}
	}
	lone, bands := 0, 0
	forEveryParty(t, func(where string, p types.Parameters, seed uint64, c types.Campaign) {
		for _, e := range c.Encounters {
			checkTacticsAgree(t, where, e)
			if strings.Contains(e.Notes, "Tactics: ") {
				if len(e.Monsters) > 0 && e.Monsters[len(e.Monsters)-1].Count == 1 {
					lone++
				} else {
					bands++
				}
			}
		}
		if seed > 0 || p.PlayerCount%2 == 1 {
			return
		}
		for _, desc := range []string{"Make the whole campaign easier", "Make the whole campaign harder"} {
			r := Refine(types.RefineRequest{CampaignID: c.ID, Description: desc, Campaign: c}, uint64(p.CharacterLevel), campaigntest.FixedNow)
			for _, e := range r.UpdatedCampaign.Encounters {
				checkTacticsAgree(t, where+" "+desc, e)
			}
		}
	})
	if lone == 0 || bands == 0 {
		t.Errorf("tactics for %d lone minions and %d bands: both should occur", lone, bands)
	}
}

// foeBackReference is a word that, after a band of foes is named, refers
// back to them as many: wrong when the band is one creature.
var foeBackReference = regexp.MustCompile(`(?i)\b(they|them|their|theirs|themselves|the rest|hirelings|attackers|followers|bodies)\b`)

// TestFoeTemplatesReadForAnyNumber: once a template has named its foes
// ("a bandit" or "five bandits"), it never refers back to them with a
// plural ("they are not interested", "the hirelings fight"), so it reads
// right for one creature as for many.
func TestFoeTemplatesReadForAnyNumber(t *testing.T) {
	var beats []beat
	for _, s := range settings {
		beats = append(beats, s.Side...)
	}
	for _, th := range themes {
		beats = slices.Concat(beats, th.Opening, th.Middle, th.ClimaxFight, th.ClimaxTalk)
	}
	checked := 0
	for _, b := range beats {
		for _, text := range []string{b.Desc, b.Notes} {
			_, after, ok := strings.Cut(strings.ReplaceAll(text, "{Foes}", "{foes}"), "{foes}")
			if !ok {
				continue
			}
			checked++
			if m := foeBackReference.FindString(after); m != "" {
				t.Errorf("%q refers back to its foes as %q: %q", b.Title, m, text)
			}
		}
	}
	if checked < 30 {
		t.Errorf("only %d templates name foes", checked)
	}
}
