package balance

import (
	"github.com/lorewright/lorewright/functions/internal/nlp"
)

// reader reads the structure of a text's sentences for the cues: where
// sentences start and end, and the part of speech of their words. Tagging
// costs far more than the rest of the analysis, so a sentence is tagged
// (by the text layer, nlp) only when a cue asks about one of its words,
// and only up to two words past it: the tagger reads a word by the tags
// before it and the two words after it, so its tag is the whole
// sentence's. A reader is used by one analysis at a time.
type reader struct {
	w *words
	// sent is the sentence number of each word.
	sent []int32
	// tagged holds the tags of the sentences tagged so far, by sentence,
	// from its first word on; full: the whole sentence is tagged.
	tagged map[int32]taggedSentence
}

type taggedSentence struct {
	tags []string
	full bool
}

func newReader(w *words) *reader {
	return &reader{w: w, sent: w.sentences()}
}

// sentence returns the word range [lo, hi) of the sentence of word i.
func (r *reader) sentence(i int) (lo, hi int) {
	lo, hi = i, i+1
	for lo > 0 && r.sent[lo-1] == r.sent[i] {
		lo--
	}
	for hi < len(r.sent) && r.sent[hi] == r.sent[i] {
		hi++
	}
	return lo, hi
}

// tag is the Penn Treebank tag of word i ("VB", "NNS"), from its sentence
// tagged as a whole; empty if the text layer splits the sentence's words
// otherwise than the analysis.
func (r *reader) tag(i int) string {
	s := r.sent[i]
	lo, hi := r.sentence(i)
	ts := r.tagged[s]
	if k := i - lo; k+2 >= len(ts.tags) && !ts.full {
		upTo := min(hi, i+3)
		ts = taggedSentence{tags: r.tagRange(lo, upTo, hi), full: upTo == hi}
		if r.tagged == nil {
			r.tagged = map[int32]taggedSentence{}
		}
		r.tagged[s] = ts
	}
	if k := i - lo; k < len(ts.tags) {
		return ts.tags[k]
	}
	return ""
}

// tagRange tags words lo..upTo of the sentence lo..hi.
func (r *reader) tagRange(lo, upTo, hi int) []string {
	toks := r.w.toks
	end := toks[upTo-1].end
	switch {
	case upTo < hi:
	case hi < len(toks):
		// Keep the sentence's closing punctuation: the tagger reads it.
		end = sentenceEnd(r.w.text, end, toks[hi].start)
	default:
		end = len(r.w.text)
	}
	tags := nlp.AppendWordTags(make([]string, 0, upTo-lo), r.w.text[toks[lo].start:end])
	if len(tags) != upTo-lo {
		return nil
	}
	return tags
}

// hasVerb reports whether words lo..hi hold a verb or a modal: a sentence
// without one is a fragment, as keyed rooms list what is there ("Giant
// Spiders." "3 Cave Eels.").
func (r *reader) hasVerb(lo, hi int) bool {
	r.tag(hi - 1) // the whole sentence at once
	for i := lo; i < hi; i++ {
		if t := r.tag(i); nlp.IsVerb(t) || t == "MD" {
			return true
		}
	}
	return false
}
