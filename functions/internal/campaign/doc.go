// Package campaign is the spec's campaign generator and its refinement chat.
//
// Generation: Service.Generate takes the campaign form (Parameters, with the
// spec's ranges, enums and defaults) and asks the model, through llmapp, for
// the spec's sections; ParseCampaign reads the reply tolerantly (sections in
// any order, Markdown or plain headings, lists, junk, a JSON campaign) and
// fills what is missing from a built-in campaign. Without a model, or when
// it fails, the campaign is built in: assembled from data tables per
// setting, theme and tone, with SRD monsters sized for the party by the
// DMG's encounter arithmetic, and the spec's structure and timing.
//
// Refinement: Service.Refine takes the current campaign and a chat message.
// The model's JSON reply (ParseRefinement) is validated against the previous
// campaign; an unusable reply falls back to the built-in refinement (rename
// X to Y everywhere, add a location or an NPC, make an encounter or the
// whole campaign harder or easier, otherwise a note on the first
// encounter). Every result carries Diff, the section-level changes.
//
// Every combat encounter names its monsters with their stat-block slugs in
// the SRD catalogue and carries its difficulty for the party (Rating),
// computed with the DMG arithmetic; both come from package srd.
//
// The package composes what changes apart, in internal packages:
//
//   - types: the wire types (Campaign, Parameters, RefineRequest...) and
//     their checks; this package's names for them are aliases.
//   - modelreply: the prompts (embedded templates) and the tolerant reader
//     of the model's replies: what a reply holds, nothing filled in.
//   - builtin: the built-in generator, its data tables and the built-in
//     refinement.
//   - rating: the DMG rating of a campaign's fights and the stat blocks of
//     their SRD creatures; creatures: the creatures the campaigns name,
//     their plurals and counts.
//
// This package keeps the service, the composition (a parsed reply completed
// from a built-in campaign, a refinement merged into the campaign it
// changes), the diff and the Markdown rendering.
//
// For the HTTP layer: both calls take an onDelta callback and fit
// serveStream as they are (text arrives as the model writes it; the result
// is authoritative and replaces it). Invalid requests give
// derrors.FieldErrors keyed by JSON path ("parameters.duration",
// "campaign.title"); the request types also implement Valid(ctx) for the
// API's decoder. An abort (the client left) is returned as an llm.ErrAbort
// error with nothing sent after it.
package campaign
