// Package modelreply is the model's side of the campaign tools: the
// generation and refinement prompts (embedded templates, user text quoted
// by llmapp.Quote) and the tolerant reader of the replies. ReadCampaign
// takes sections in any order, Markdown or plain headings, lists, junk or a
// JSON campaign, and returns what the reply holds, nothing filled in;
// ReadRefinement reads the refinement JSON leniently.
package modelreply
