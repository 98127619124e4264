//go:build !race

// Sweeps of one goroutine (every slip type ranked, everyday typos, pathological
// inputs): outside the race build only, as in realworld_test.go; scripts/test.sh
// runs them in its plain pass. The checker's concurrent use is raced in
// channel_test.go.

package grammar

import (
	"context"
	"strings"
	"testing"
)

// TestErrorModelRanksCorrections: in a sentence, each kind of slip ranks
// its word first; in the near misses the competing word still wins, where
// the sentence or a cheaper slip says so.
func TestErrorModelRanksCorrections(t *testing.T) {
	c := newTestChecker(t)
	for _, tc := range []struct{ kind, text, typo, want string }{
		// Ranked wrong by the letters-and-sound cost alone (the, one,
		// process, streak, argument first).
		{"a whole double added", "He was carrying thess scrolls to the tower.", "thess", "these"},
		{"letters added after a final e", "The beast attacks onece with its claws.", "onece", "once"},
		{"a letter left out", "The heroes made little progess that night.", "progess", "progress"},
		{"a vowel sound spelled another way", "A loud shreak echoed through the cave.", "shreak", "shriek"},
		{"letters left out", "The court held a grand arragment of flowers.", "arragment", "arrangement"},
		{"a double moved to the next letter", "Roll twice and chosse the higher.", "chosse", "choose"},
		{"a vowel pair spelled with a silent e", "They waited for the rane to stop.", "rane", "rain"},
		{"a vowel pair spelled with a silent e", "He tied the bote to the dock.", "bote", "boat"},
		// Ranked right before too; kept right.
		{"a whole double added", "She paid for thess boots with silver.", "thess", "these"},
		{"letters added after a final e", "The dragon breathes fire onece a day.", "onece", "once"},
		{"a pair swapped across a letter", "The aminal ran into the woods.", "aminal", "animal"},
		{"a pair swapped across a letter", "Her brother was a hunter of aminals.", "aminals", "animals"},
		{"a vowel sound spelled another way", "The widow was lost in greef.", "greef", "grief"},
		{"a vowel sound spelled another way", "You must beleave the old seer.", "beleave", "believe"},
		{"an unstressed ending spelled another way", "The healer mixed a mixter of herbs.", "mixter", "mixture"},
		{"an unstressed ending spelled another way", "The hunter drew his daggar.", "daggar", "dagger"},
		{"a letter left out", "The priest blesed the water.", "blesed", "blessed"},
		{"a letter moved over two", "The wizard kept a serect diary.", "serect", "secret"},
		{"a letter left out", "The orc swung his hevy axe.", "hevy", "heavy"},
		// Near misses: the sentence still decides between a spelling swap
		// and a near letter ("green" hills, a "grief"-stricken widow), and
		// a doubled letter still beats a letter left out.
		{"the sentence over a spelling swap", "The wolves roamed the greef hills.", "greef", "green"},
		{"the sentence over a spelling swap", "She wore a greef cloak.", "greef", "green"},
		{"the sentence between two spelling swaps", "Thear was no way out of the crypt.", "Thear", "There"},
		{"the sentence between two spelling swaps", "The guards drew thear swords.", "thear", "their"},
		{"the sentence over a vowel pair", "The archer stood at long rane.", "rane", "range"},
		{"the sentence over a vowel pair", "The dwarves mined the mountain rane.", "rane", "range"},
		{"a doubled letter", "The spell lasts untill dawn.", "untill", "until"},
		{"a silent e", "The wizard will provid a scroll.", "provid", "provide"},
	} {
		expectFirstSuggestion(t, c, tc.kind+": ", tc.text, tc.typo, tc.want)
	}
}

// TestEverydayTyposFlagged runs typical misspellings (not in the
// common-misspelling table) through the whole speller: compounds, the rare
// list and the name rule must not let them through.
func TestEverydayTyposFlagged(t *testing.T) {
	c := newTestChecker(t)
	typos := strings.Fields(`acheived accross adress agressive apparantly arguements basicly begginning
		beleif bizzare calender carribean cemetary changable collegue comming commitee completly concious
		curiousity decieve dilemna disapear disapoint embarass enviroment existance familar finaly foriegner
		fourty freinds gaurantee grammer happend harrass hieght immediatly independant interupt knowlege
		liason lisence maintainance manuever millenium mischevious noticable occassion oppurtunity paralell
		persistant posession prefered presance propoganda publically realise recomend refered relevent
		remeber rythm secratary sieze similiar sincerly speach succesful supercede suprise tatoo tendancy
		therefor threshhold tomatos tommorrow tounge truely twelth tyrany underate unfortunatly usualy
		vaccuum vegatable vehical visable wether wierdly wellcome writting yeild`)
	var missed []string
	for _, typo := range typos {
		if len(flagged(t, c, "The party saw the "+typo+" there.")) == 0 {
			missed = append(missed, typo)
		}
	}
	// "realise" is British spelling and "underate" and "therefor" are rare words:
	// at most a handful may pass.
	if len(missed) > 4 {
		t.Errorf("%d of %d typos not flagged: %q", len(missed), len(typos), missed)
	}
}

func TestPathologicalInputsAreChecked(t *testing.T) {
	c := newTestChecker(t)
	for name, text := range pathologicalInputs {
		res := c.Check(context.Background(), text, CheckOptions{})
		if name == "many spaces" && (len(res.Errors) != 1 || res.Errors[0].Position.Start != 200_000) {
			t.Errorf("%s: %d issues, want alot at 200,000: %+v", name, len(res.Errors), res.Errors)
		}
	}
}
