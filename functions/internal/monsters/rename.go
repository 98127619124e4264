package monsters

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Attribution is the credit the SRD's licence asks for; it travels with the
// embedded data and the NOTICE beside it.
const Attribution = "This work includes material taken from the System Reference Document 5.1 (\"SRD 5.1\") " +
	"by Wizards of the Coast LLC and available at https://dnd.wizards.com/resources/systems-reference-document. " +
	"The SRD 5.1 is licensed under the Creative Commons Attribution 4.0 International License available at " +
	"https://creativecommons.org/licenses/by/4.0/legalcode."

// genericTypes are creature types too broad to mean the creature itself in
// its own text ("the humanoid" is usually its victim).
var genericTypes = map[string]bool{"humanoid": true, "beast": true, "monstrosity": true}

// baseName drops a parenthesis: "Giant Rat (Diseased)" -> "Giant Rat".
func baseName(name string) string {
	base, _, _ := strings.Cut(name, " (")
	return strings.TrimSpace(base)
}

// selfReferences are the lower-case words and phrases a stat block uses for
// its own creature: the full name and each alternative ("succubus",
// "incubus"), the head noun ("dragon" in Adult Red Dragon, "swarm" in Swarm
// of Rats) and the creature type ("fiend"), longest first. contained adds creatures of
// the SRD that the name contains ("mummy" in Mummy Lord).
func selfReferences(m Monster, contained bool) []string {
	var refs []string
	add := func(r string) {
		r = strings.ToLower(strings.TrimSpace(r))
		if r != "" && !slices.Contains(refs, r) {
			refs = append(refs, r)
		}
	}
	for _, alt := range strings.Split(baseName(m.Name), "/") {
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
				if _, ok := SRD().byName[strings.ToLower(phrase)]; ok {
					add(phrase)
				}
			}
		}
	}
	if t := BaseType(m.Type); t != "" && !genericTypes[t] && !strings.Contains(t, " ") {
		add(t)
	}
	slices.SortStableFunc(refs, func(a, b string) int { return len(b) - len(a) })
	return refs
}

// texts returns every rules text of m.
func (m Monster) texts() []string {
	var out []string
	for _, list := range [][]Action{m.Traits, m.Actions, m.Reactions, m.LegendaryActions} {
		for _, a := range list {
			out = append(out, a.Desc)
		}
	}
	return append(out, m.LegendaryDesc)
}

// ShortName is what m's rules text calls it after "the": "dragon" for an
// Adult Red Dragon, "sphinx" for an Androsphinx, "aboleth" for an Aboleth;
// the lower-case name when the text never names it.
func (m Monster) ShortName() string {
	all := strings.ToLower(strings.Join(m.texts(), "\n"))
	best, bestCount := strings.ToLower(baseName(m.Name)), 0
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
func (m Monster) Renamed(newName string) Monster {
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
	re := renamePattern(m)
	rename := func(s string) string { return renameText(re, s, newName) }
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

func renameActions(list []Action, rename func(string) string) []Action {
	if list == nil {
		return nil
	}
	out := make([]Action, len(list))
	for i, a := range list {
		out[i] = Action{Name: a.Name, Desc: rename(a.Desc)}
	}
	return out
}

// renamePattern matches a reference with its article: "the dragon", "An
// aboleth"; group 1 is the article, group 2 the reference. "the hag eye" is
// a magic item, not the hag.
func renamePattern(m Monster) *regexp.Regexp {
	refs := selfReferences(m, true)
	quoted := make([]string, len(refs))
	for i, r := range refs {
		quoted[i] = regexp.QuoteMeta(r)
	}
	return regexp.MustCompile(`(?i)\b(the|an?) (` + strings.Join(quoted, "|") + `)\b(?:[ ](eye)\b)?`)
}

func renameText(re *regexp.Regexp, s, newName string) string {
	return re.ReplaceAllStringFunc(s, func(match string) string {
		sub := re.FindStringSubmatch(match)
		if sub[3] != "" {
			return match // "the hag eye"
		}
		article := sub[1]
		if strings.EqualFold(article, "a") || strings.EqualFold(article, "an") {
			article = articleFor(newName)
			if unicode.IsUpper([]rune(sub[1])[0]) {
				article = strings.ToUpper(article[:1]) + article[1:]
			}
		}
		return article + " " + newName
	})
}

// articleFor is "a" or "an" before a word, by its first letter.
func articleFor(word string) string {
	if word != "" && strings.ContainsRune("aeiouAEIOU", rune(word[0])) {
		return "an"
	}
	return "a"
}
