// Package rating finishes a campaign's fights: each monster gets its SRD
// name, slug, challenge rating and XP, each fight its DMG difficulty for the
// party (srd.Rate), and the campaign the compact stat blocks of the SRD
// creatures it uses.
package rating
