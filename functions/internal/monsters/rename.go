package monsters

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// genericTypes are creature types too broad to mean the creature itself in
// its own text ("the humanoid" is usually its victim).
var genericTypes = map[string]bool{"humanoid": true, "beast": true, "monstrosity": true}

// selfReferences are the lower-case words and phrases a stat block uses for
// its own creature: the full name and each alternative ("succubus",
// "incubus"), the head noun ("dragon" in Adult Red Dragon, "swarm" in Swarm
// of Rats) and the creature type ("fiend"), longest first. contained adds creatures of
// the SRD that the name contains ("mummy" in Mummy Lord).
func selfReferences(m srd.Monster, contained bool) []string {
	var refs []string
	add := func(r string) {
		r = strings.ToLower(strings.TrimSpace(r))
		if r != "" && !slices.Contains(refs, r) {
			refs = append(refs, r)
		}
	}
	for _, alt := range strings.Split(srd.BaseName(m.Name), "/") {
		add(alt)
		words := strings.Fields(alt)
		if len(words) == 0 {
			continue
		}
		last := strings.ToLower(words[len(words)-1])
		add(last)
		if i := slices.Index(words, "of"); i > 0 {
			add(words[0])
		}
		for _, head := range []string{"sphinx", "horse"} {
			if strings.HasSuffix(last, head) {
				add(head)
			}
		}
		// A creature inside the name: Mummy Lord, Vampire Spawn, Ogre Zombie.
		for n := len(words) - 1; contained && n >= 1; n-- {
			for i := 0; i+n <= len(words); i++ {
				phrase := strings.Join(words[i:i+n], " ")
				if _, ok := srd.SRD().Named(phrase); ok {
					add(phrase)
				}
			}
		}
	}
	if t := srd.BaseType(m.Type); t != "" && !genericTypes[t] && !strings.Contains(t, " ") {
		add(t)
	}
	slices.SortStableFunc(refs, func(a, b string) int { return len(b) - len(a) })
	return refs
}

// texts returns every rules text of m.
func texts(m srd.Monster) []string {
	var out []string
	for _, list := range [][]srd.Action{m.Traits, m.Actions, m.Reactions, m.LegendaryActions} {
		for _, a := range list {
			out = append(out, a.Desc)
		}
	}
	return append(out, m.LegendaryDesc)
}

// ShortName is what m's rules text calls it after "the": "dragon" for an
// Adult Red Dragon, "sphinx" for an Androsphinx, "aboleth" for an Aboleth;
// the lower-case name when the text never names it.
func ShortName(m srd.Monster) string {
	all := strings.ToLower(strings.Join(texts(m), "\n"))
	best, bestCount := strings.ToLower(srd.BaseName(m.Name)), 0
	for _, ref := range selfReferences(m, false) {
		if n := countReferences(all, ref); n > bestCount {
			best, bestCount = ref, n
		}
	}
	return best
}

// countReferences counts "the <ref>" as whole words in lower-case text.
func countReferences(text, ref string) int {
	phrase := "the " + ref
	n := 0
	for i := strings.Index(text, phrase); i >= 0; {
		end := i + len(phrase)
		if (i == 0 || !isWordByte(text[i-1])) && (end == len(text) || !isWordByte(text[end])) {
			n++
		}
		next := strings.Index(text[end:], phrase)
		if next < 0 {
			break
		}
		i = end + next
	}
	return n
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b >= 0x80
}

// Renamed returns a copy of m named newName, with every reference to the
// creature in its rules text renamed too ("The aboleth makes three tentacle
// attacks" -> "The Mire Oracle makes three tentacle attacks"). Numbers and
// everything else are left exactly as they are.
func Renamed(m srd.Monster, newName string) srd.Monster {
	newName = strings.TrimSpace(newName)
	out := m
	out.Name = newName
	out.Speed = cloneSpeed(m.Speed)
	out.SavingThrows = slices.Clone(m.SavingThrows)
	out.Skills = slices.Clone(m.Skills)
	out.DamageVulnerabilities = slices.Clone(m.DamageVulnerabilities)
	out.DamageResistances = slices.Clone(m.DamageResistances)
	out.DamageImmunities = slices.Clone(m.DamageImmunities)
	out.ConditionImmunities = slices.Clone(m.ConditionImmunities)
	if newName == "" {
		out.Traits, out.Actions = slices.Clone(m.Traits), slices.Clone(m.Actions)
		out.Reactions, out.LegendaryActions = slices.Clone(m.Reactions), slices.Clone(m.LegendaryActions)
		return out
	}
	r := newRenamer(m, newName)
	rename := r.rename
	out.Traits = renameActions(m.Traits, rename)
	out.Actions = renameActions(m.Actions, rename)
	out.Reactions = renameActions(m.Reactions, rename)
	out.LegendaryActions = renameActions(m.LegendaryActions, rename)
	out.LegendaryDesc = rename(m.LegendaryDesc)
	out.Desc = rename(m.Desc)
	return out
}

func cloneSpeed(s map[string]int) map[string]int {
	if s == nil {
		return nil
	}
	out := make(map[string]int, len(s))
	for k, v := range s {
		out[k] = v
	}
	return out
}

func renameActions(list []srd.Action, rename func(string) string) []srd.Action {
	if list == nil {
		return nil
	}
	out := make([]srd.Action, len(list))
	for i, a := range list {
		out[i] = srd.Action{Name: a.Name, Desc: rename(a.Desc)}
	}
	return out
}

// renamer renames one creature's references to itself in its rules text.
type renamer struct {
	// re matches a reference with the determiner before it, if any:
	// group 1 is the determiner, group 2 the reference.
	re *regexp.Regexp
	// forms tells, for each lower-case form of a reference, whether it is
	// plural and whether it means the creature without a determiner.
	forms              map[string]refForm
	newName, newPlural string
	otherCreatures     []string
}

type refForm struct{ plural, bare bool }

// determiners come before a reference: "the dragon", "this ghost's", "one
// glabrezu", "which cloaker", "its vampire form", "some erinyes".
const determiners = `the|an?|this|each|one|which|its|some|all`

// keptAfter are words that make a reference part of another thing's name:
// the hag eye (a magic item), mage hand and mage armor, druid spells (spell
// lists), mummy rot (a disease).
var keptAfter = []string{" eye", " hand", " armor", " spells", " rot"}

// keptBefore are words before a reference that make it something else: a
// creature with False Appearance is "indistinguishable from a normal
// shrub", and stays so in any skin.
var keptBefore = []string{"normal ", "normal suit of "}

// newRenamer matches every form of m's references: the name and each
// alternative and the short name the text uses, singular and plural, with
// or without a determiner ("a destroyed lich", "(djinni's choice)", "two
// hags"); the creature type and creatures inside the name only after "the"
// or "this" ("the fiend", "this fiend's Charm", "the mummy"), since
// otherwise they mean others ("isn't an aberration", "all mummies and
// mummy lords").
func newRenamer(m srd.Monster, newName string) *renamer {
	r := &renamer{forms: map[string]refForm{}, newName: newName, newPlural: srd.Plural(newName)}
	bare := map[string]bool{}
	for _, alt := range strings.Split(srd.BaseName(m.Name), "/") {
		bare[strings.ToLower(strings.TrimSpace(alt))] = true
	}
	if short := ShortName(m); !slices.Contains(srd.Types, short) {
		bare[short] = true
	}
	var alternatives []string
	for _, ref := range selfReferences(m, true) {
		for _, form := range []string{ref, srd.Plural(ref)} {
			if _, seen := r.forms[form]; !seen {
				r.forms[form] = refForm{plural: form != ref, bare: bare[ref]}
				alternatives = append(alternatives, regexp.QuoteMeta(form))
			}
		}
	}
	slices.SortStableFunc(alternatives, func(a, b string) int { return len(b) - len(a) })
	r.re = regexp.MustCompile(`(?i)\b(?:(` + determiners + `) )?(` + strings.Join(alternatives, "|") + `)\b`)
	own := strings.ToLower(srd.BaseName(m.Name))
	for _, other := range srd.SRD().All() {
		if name := strings.ToLower(srd.BaseName(other.Name)); name != own && strings.Contains(name, " ") && !slices.Contains(r.otherCreatures, name) {
			r.otherCreatures = append(r.otherCreatures, name)
		}
	}
	return r
}

func (r *renamer) rename(s string) string {
	lower := strings.ToLower(s)
	var b strings.Builder
	last := 0
	for _, loc := range r.re.FindAllStringSubmatchIndex(s, -1) {
		start, end := loc[0], loc[1]
		det, ref := "", lower[loc[4]:loc[5]]
		if loc[2] >= 0 {
			det = s[loc[2]:loc[3]]
		}
		form := r.forms[ref]
		if !form.bare && (form.plural || !strings.EqualFold(det, "the") && !strings.EqualFold(det, "this")) || r.kept(lower, loc[4], end) {
			continue
		}
		name := r.newName
		if form.plural || strings.EqualFold(det, "some") || strings.EqualFold(det, "all") {
			name = r.newPlural
		}
		b.WriteString(s[last:start])
		switch {
		case det == "":
		case strings.EqualFold(det, "a") || strings.EqualFold(det, "an"):
			article := english.Article(name)
			if unicode.IsUpper([]rune(det)[0]) {
				article = strings.ToUpper(article[:1]) + article[1:]
			}
			b.WriteString(article + " ")
		default:
			b.WriteString(det + " ")
		}
		b.WriteString(name)
		last = end
	}
	b.WriteString(s[last:])
	return b.String()
}

// kept says whether the reference at lower[start:end] names something
// other than the creature: an item, spell or disease named after it, what
// it looks like, or another creature whose name begins with it ("a vampire
// spawn" in the vampire's text, "mummy lords" in the mummy's).
func (r *renamer) kept(lower string, start, end int) bool {
	for _, after := range keptAfter {
		if strings.HasPrefix(lower[end:], after) && (end+len(after) == len(lower) || !isWordByte(lower[end+len(after)])) {
			return true
		}
	}
	for _, before := range keptBefore {
		if strings.HasSuffix(lower[:start], before) {
			return true
		}
	}
	for _, other := range r.otherCreatures {
		if strings.HasPrefix(lower[start:], other) && len(other) > end-start {
			return true
		}
	}
	return false
}
