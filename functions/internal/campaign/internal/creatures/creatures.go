package creatures

import (
	"cmp"
	"slices"
	"strings"

	"github.com/lorewright/lorewright/functions/internal/srd"
)

// Creature is an SRD 5.1 creature the built-in campaigns use: the name
// and plural from the table, the rest from the monster catalogue.
type Creature struct {
	Name   string // as on its stat block
	Plural string // lower case; empty means the regular plural (Plural)
	CR     float64
	XP     int
	Kind   string // creature type ("humanoid", "undead")
}

// PluralName is the creature's plural, in lower case ("wolves").
func (c Creature) PluralName() string {
	if c.Plural != "" {
		return c.Plural
	}
	return Plural(strings.ToLower(c.Name))
}

// All are the table's creatures resolved in the catalogue, weakest first
// (the first is the built-in fights' last resort); a name the catalogue
// lacks is left out (a test keeps the table whole).
var All, creatureIndex = func() ([]Creature, map[string]Creature) {
	var list []Creature
	index := map[string]Creature{} // by name, and by name in lower case
	for _, c := range table {
		m, ok := srd.Lookup(c.Name)
		if !ok {
			continue
		}
		c.Name, c.CR, c.XP, c.Kind = m.Name, m.CR, m.XP, srd.BaseType(m.Type)
		list = append(list, c)
		index[c.Name] = c
		index[strings.ToLower(c.Name)] = c
	}
	slices.SortStableFunc(list, func(a, b Creature) int { return cmp.Compare(a.CR, b.CR) })
	return list, index
}()

// ByName finds a creature of the table, or else any SRD creature
// of the monster catalogue (a special request may name one).
func ByName(name string) (Creature, bool) {
	if c, ok := creatureIndex[name]; ok {
		return c, true
	}
	if c, ok := creatureIndex[strings.ToLower(name)]; ok {
		return c, true
	}
	m, ok := srd.Lookup(name)
	if !ok {
		return Creature{}, false
	}
	return Creature{Name: m.Name, CR: m.CR, XP: m.XP, Kind: srd.BaseType(m.Type)}, true
}

// NumberWords are the numbers from zero to twelve in words.
var NumberWords = []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
