package balance

import "github.com/lorewright/lorewright/functions/internal/monsters"

// SRDBestiary is the monsters package's SRD catalogue as a Bestiary: every
// creature a fight can name, with its challenge rating and XP.
func SRDBestiary() Creatures {
	all := monsters.SRD().All()
	out := make(Creatures, 0, len(all))
	for _, m := range all {
		out = append(out, Creature{Name: m.Name, CR: m.ChallengeRating, XP: m.XP})
	}
	return out
}
