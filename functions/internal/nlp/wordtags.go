package nlp

import (
	"strings"
	"sync"
)

// AppendWordTags appends to tags the part of speech of each word of text
// (its Word tokens, in order): the tags Parse(text) and Doc.Tag give them,
// without building a Doc. The balance analysis tags a few sentences of a
// long text this way, each once, and reads nothing else of them.
func AppendWordTags(tags []string, text string) []string {
	toks := tokenize(text)
	sc := tagScratches.Get().(*tagScratch)
	for _, sent := range segment(text, toks) {
		// The sentence as TagSentence gives it to the tagger: punctuation
		// as the Treebank writes it, contractions in two parts.
		words, heads := sc.words[:0], sc.heads[:0]
		for i := sent.First; i <= sent.Last; i++ {
			t := &toks[i]
			if t.Kind == Punct {
				words = append(words, treebankPunct(toks, i, sent))
				continue
			}
			head, clitic := splitClitic(strings.ReplaceAll(t.Text, "\u2019", "'"))
			heads = append(heads, int32(len(words)))
			words = append(words, head)
			if clitic != "" {
				words = append(words, clitic)
			}
		}
		tagged := loadTagger().tagWords(words)
		for _, k := range heads {
			tags = append(tags, tagged[k])
		}
		clear(words) // the pool keeps no text alive
		sc.words, sc.heads = words[:0], heads[:0]
	}
	tagScratches.Put(sc)
	return tags
}

// tagScratch is AppendWordTags's working space, reused.
type tagScratch struct {
	words []string
	// heads are the indexes in words of the words' first parts.
	heads []int32
}

var tagScratches = sync.Pool{New: func() any { return new(tagScratch) }}
