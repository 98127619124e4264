// Package builtin writes campaigns without a model: Campaign assembles one
// from data tables per setting, theme and tone, with SRD monsters sized for
// the party by the DMG's encounter arithmetic and the spec's structure and
// timing; Refine applies a chat request (rename, add a location or an NPC,
// harder or easier, otherwise a note). The same seed gives the same text.
package builtin
