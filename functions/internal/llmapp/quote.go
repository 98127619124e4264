package llmapp

import "strings"

// OpenQuote and CloseQuote mark where user text starts and ends in a prompt.
const OpenQuote, CloseQuote = "<<<", ">>>"

// markLookalikes replaces the marks inside user text with look-alikes, so
// the text reads the same to the model but cannot end its quotation.
var markLookalikes = strings.NewReplacer(OpenQuote, "‹‹‹", CloseQuote, "›››")

// Quote puts text a user typed (or a document they wrote) into a prompt as
// data: trimmed, between OpenQuote and CloseQuote, with any mark inside it
// (and a "<" or ">" touching the marks) made a look-alike, so it cannot
// close the quotation early and speak as the prompt. Line breaks are kept:
// a document is quoted whole. Every prompt's system message says that
// quoted text is data, never instructions.
func Quote(text string) string {
	s := markLookalikes.Replace(strings.TrimSpace(text))
	if rest := strings.TrimLeft(s, "<"); len(rest) < len(s) {
		s = strings.Repeat("‹", len(s)-len(rest)) + rest
	}
	if rest := strings.TrimRight(s, ">"); len(rest) < len(s) {
		s = rest + strings.Repeat("›", len(s)-len(rest))
	}
	return OpenQuote + s + CloseQuote
}
