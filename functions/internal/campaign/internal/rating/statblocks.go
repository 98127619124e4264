package rating

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/lorewright/lorewright/functions/internal/campaign/internal/types"
	"github.com/lorewright/lorewright/functions/internal/english"
	"github.com/lorewright/lorewright/functions/internal/srd"
)

// A campaign's stat blocks are written from the monster catalogue (the SRD
// 5.1 bestiary the monsters package embeds), one per distinct SRD creature
// its fights use, in the order they first fight: the numbers a game master
// needs at the table, not the whole block (that is one click away in the
// Monsters tab, by slug).

// maxStatActions bounds the actions a compact stat block lists.
const maxStatActions = 5

// finishStatBlocks writes the stat blocks of the SRD creatures in c's
// fights; blocks for creatures the SRD lacks (a model's own) are kept after
// them, and blocks for SRD creatures no fight uses any more are dropped.
func finishStatBlocks(c *types.Campaign) {
	var out []types.StatBlock
	seen := map[string]bool{}
	for _, e := range c.Encounters {
		for _, m := range e.Monsters {
			if m.Slug == "" || seen[m.Slug] {
				continue
			}
			seen[m.Slug] = true
			if sb, ok := srdStatBlock(m.Slug); ok {
				out = append(out, sb)
			}
		}
	}
	ids := map[string]bool{}
	for _, sb := range out {
		ids[sb.ID] = true
	}
	for _, sb := range c.StatBlocks {
		if _, known := srd.Lookup(sb.Name); known || len(out) >= types.MaxItems {
			continue
		}
		if sb.ID == "" || ids[sb.ID] {
			sb.ID = types.NextID("sb", out, func(s types.StatBlock) string { return s.ID })
		}
		ids[sb.ID] = true
		out = append(out, sb)
	}
	c.StatBlocks = out
}

// statBlocks caches each SRD creature's compact block by slug: the
// catalogue never changes, and reading actions is the costly part of
// finishing a campaign.
var statBlocks sync.Map

// srdStatBlock is the compact block of the SRD creature with the slug (its
// own copy of the actions).
func srdStatBlock(slug string) (types.StatBlock, bool) {
	if v, ok := statBlocks.Load(slug); ok {
		sb := v.(types.StatBlock)
		sb.Actions = slices.Clone(sb.Actions)
		sb.Abilities = slices.Clone(sb.Abilities)
		return sb, true
	}
	m, ok := srd.SRD().Get(slug)
	if !ok {
		return types.StatBlock{}, false
	}
	sb := statBlockFor(m)
	statBlocks.Store(slug, sb)
	sb.Actions = slices.Clone(sb.Actions)
	sb.Abilities = slices.Clone(sb.Abilities)
	return sb, true
}

// statBlockFor is the compact stat block of an SRD creature.
func statBlockFor(m srd.Monster) types.StatBlock {
	sb := types.StatBlock{
		ID:              "sb-" + m.Slug,
		Name:            m.Name,
		Type:            typeLine(m),
		ChallengeRating: m.ChallengeRating,
		Slug:            m.Slug,
		XP:              m.XP,
		ArmorClass:      fmt.Sprint(m.ArmorClass),
		HitPoints:       hitPoints(m),
		Speed:           srd.FormatSpeed(m),
		Actions:         mainActions(m),
		Abilities:       []int{m.Strength, m.Dexterity, m.Constitution, m.Intelligence, m.Wisdom, m.Charisma},
	}
	if m.ArmorDesc != "" {
		sb.ArmorClass += " (" + m.ArmorDesc + ")"
	}
	sb.Stats = statsLine(sb)
	return sb
}

// typeLine is "Small humanoid (goblinoid)".
func typeLine(m srd.Monster) string {
	s := strings.TrimSpace(m.Size + " " + strings.ToLower(m.Type))
	if m.Subtype != "" {
		s += " (" + m.Subtype + ")"
	}
	return s
}

// hitPoints is "22 (4d8 + 4)": the dice with the Constitution bonus of
// each die, as a stat block prints them.
func hitPoints(m srd.Monster) string {
	if m.HitDice == "" {
		return fmt.Sprint(m.HitPoints)
	}
	dice := m.HitDice
	var count int
	if _, err := fmt.Sscanf(dice, "%dd", &count); err == nil && !strings.ContainsAny(dice, "+-") {
		switch bonus := count * abilityModifier(m.Constitution); {
		case bonus > 0:
			dice += fmt.Sprintf(" + %d", bonus)
		case bonus < 0:
			dice += fmt.Sprintf(" - %d", -bonus)
		}
	}
	return fmt.Sprintf("%d (%s)", m.HitPoints, dice)
}

func abilityModifier(score int) int {
	if score >= 10 {
		return (score - 10) / 2
	}
	return -((11 - score) / 2)
}

var (
	toHitRe      = regexp.MustCompile(`([+-]\d+) to hit`)
	saveRe       = regexp.MustCompile(`DC (\d+) (Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma) saving throw`)
	spellSaveRe  = regexp.MustCompile(`spell save DC (\d+)`)
	spellToHitRe = regexp.MustCompile(`([+-]\d+) to hit with spell attacks`)
	damageRe     = regexp.MustCompile(`(\d+(?: \(\d+d\d+(?: [+-] \d+)?\))?) ([a-z]+) damage`)
	plusDamageRe = regexp.MustCompile(`plus (\d+(?: \(\d+d\d+(?: [+-] \d+)?\))?) ([a-z]+) damage`)
	hitEffectRe  = regexp.MustCompile(`Hit: ([^.]+)\.`)
	makesRe      = regexp.MustCompile(`^The [^.]*? (?:makes|uses) `)
)

// mainActions are the creature's spellcasting (a trait in the SRD, but its
// main weapon) and its actions with numbers, Multiattack first as a note.
func mainActions(m srd.Monster) []types.StatAction {
	var out []types.StatAction
	for _, t := range m.Traits {
		if !strings.Contains(t.Name, "Spellcasting") || strings.Contains(t.Name, "Coven") {
			continue
		}
		a := types.StatAction{Name: t.Name}
		if s := spellSaveRe.FindStringSubmatch(t.Desc); s != nil {
			a.Save = "spell save DC " + s[1]
		}
		if s := spellToHitRe.FindStringSubmatch(t.Desc); s != nil {
			a.ToHit = s[1]
		}
		if a.Save != "" || a.ToHit != "" {
			out = append(out, a)
		}
	}
	for _, act := range m.Actions {
		if len(out) == maxStatActions {
			break
		}
		if a, ok := briefAction(act); ok {
			out = append(out, a)
		}
	}
	return out
}

// briefAction reads an action's numbers; ok is false for an action that
// has none (no attack, saving throw or damage) and is not Multiattack.
func briefAction(act srd.Action) (types.StatAction, bool) {
	a := types.StatAction{Name: strings.TrimRight(strings.TrimSpace(act.Name), ".")}
	desc := act.Desc
	if strings.HasPrefix(strings.ToLower(a.Name), "multiattack") {
		first, _, _ := strings.Cut(desc, ".")
		a.Note = strings.TrimSpace(makesRe.ReplaceAllString(first, ""))
		return a, a.Note != ""
	}
	if s := toHitRe.FindStringSubmatch(desc); s != nil {
		a.ToHit = s[1]
	}
	if s := saveRe.FindStringSubmatch(desc); s != nil {
		a.Save = "DC " + s[1] + " " + s[2]
	}
	if s := damageRe.FindStringSubmatch(desc); s != nil {
		a.Damage = s[1] + " " + s[2]
		if p := plusDamageRe.FindStringSubmatch(desc); p != nil && p[1] != s[1] {
			a.Damage += " plus " + p[1] + " " + p[2]
		}
	} else if a.ToHit != "" {
		if s := hitEffectRe.FindStringSubmatch(desc); s != nil {
			a.Note = english.Shorten(strings.TrimSpace(s[1]), 80)
		}
	}
	return a, a.ToHit != "" || a.Save != "" || a.Damage != ""
}

// statsLine is the stat block as one line of text (the spec's stats):
// "AC 15 · HP 7 (2d6) · Speed 30 ft. · CR 1/4 (50 XP) · Scimitar: +4 to
// hit, 5 (1d6 + 2) slashing".
func statsLine(sb types.StatBlock) string {
	parts := []string{"AC " + sb.ArmorClass, "HP " + sb.HitPoints, "Speed " + sb.Speed,
		fmt.Sprintf("CR %s (%s XP)", sb.ChallengeRating, thousands(sb.XP))}
	for _, a := range sb.Actions {
		parts = append(parts, a.Name+": "+actionNumbers(a))
	}
	return strings.Join(parts, " · ")
}

// actionNumbers is "+4 to hit, 5 (1d6 + 2) slashing" or "DC 13 Dexterity
// save, 24 (7d6) fire".
func actionNumbers(a types.StatAction) string {
	var parts []string
	if a.ToHit != "" {
		parts = append(parts, a.ToHit+" to hit")
	}
	if a.Save != "" {
		parts = append(parts, a.Save+" save")
		if strings.HasPrefix(a.Save, "spell") {
			parts[len(parts)-1] = a.Save
		}
	}
	for _, s := range []string{a.Damage, a.Note} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, ", ")
}

// thousands writes 1800 as "1,800".
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
