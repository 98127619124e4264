// Package english holds the small rules of English spelling that several
// features write by: "a" or "an" by the sound a word starts with, and a
// capital at the start of a sentence. It depends on nothing, so the
// grammar checker and every writer of built-in content can share it.
package english

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Capitalise upper-cases the first letter of s, leaving the rest as it is.
func Capitalise(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// Article is "a" or "an" before word, by its first sound: "an hour", "a
// unicorn", "a one-eyed giant", "an NPC", "an 8th-level wizard". Where
// English allows either ("a historic" or "an historic"), it is "a".
func Article(word string) string {
	vowel, certain := StartsWithVowelSound(word, nil)
	if !certain {
		// A word that may be read as letters or as a word (NASA): by its
		// letter; an h that may be silent (herb, historic): "a".
		r, _ := utf8.DecodeRuneInString(word)
		vowel = strings.ContainsRune("aeiouAEIOU", r)
	}
	if vowel {
		return "an"
	}
	return "a"
}

// WithArticle puts "a" or "an" before a phrase, chosen by its first word.
func WithArticle(phrase string) string {
	if phrase == "" {
		return phrase
	}
	return Article(phrase) + " " + phrase
}

var (
	silentH = []string{"hour", "honest", "honor", "honour", "heir"}
	// Words starting with a vowel letter but a consonant sound ("a unicorn").
	consonantVowelPrefixes = []string{"uni", "use", "usu", "usa", "uti", "ura", "ure", "uri", "uro",
		"ubi", "uku", "uto", "uvu", "ufo", "unan", "eu", "ewe"}
	// ...except these, where "un" is a prefix ("an unimportant clue").
	vowelUniPrefixes = []string{"unim", "unin", "unid"}
)

// StartsWithVowelSound guesses how a word is pronounced at its start;
// certain is false when English is ambiguous about it (an historic, a
// herb) or the word may be read either as letters or as a word. isWord,
// when not nil, says whether a word in capitals is also an English word
// (so "ACE" is read as a word, not letter by letter).
func StartsWithVowelSound(text string, isWord func(string) bool) (vowel, certain bool) {
	r, _ := utf8.DecodeRuneInString(text)
	if unicode.IsDigit(r) {
		// Eight, eighty..., eleven and eighteen (thousand) open with a vowel.
		run := text[:len(text)-len(strings.TrimLeft(text, "0123456789"))]
		vowel := r == '8' || (strings.HasPrefix(run, "11") || strings.HasPrefix(run, "18")) && (len(run)-2)%3 == 0
		return vowel, true
	}
	if !unicode.IsLetter(r) {
		return false, false
	}
	lower := strings.ToLower(text)
	// "an MIT-licensed", "a URL-sourced", "a UTF-8": the capitals decide.
	if head := strings.FieldsFunc(text, func(r rune) bool { return r == '-' || unicode.IsDigit(r) }); len(head) > 0 && head[0] != text {
		text = head[0]
	}
	// An English word in capitals may be read as the word ("an UGLY
	// truth") or by its letters ("a UPS driver"); the two readings differ
	// for a U.
	if r == 'U' && IsAcronym(text, nil) && isWord != nil && isWord(lower) && len(text) > 2 {
		return false, false
	}
	if IsAcronym(text, isWord) {
		// With a vowel inside, an acronym may be read as a word (NASA, NAT).
		if len(text) > 2 && strings.ContainsAny(text[1:], "AEIOU") && !strings.ContainsRune("AEIO", r) {
			return false, false
		}
		// Read letter by letter: "an NPC", "a DM", "an HP potion".
		return strings.ContainsRune("AEFHILMNORSX", unicode.ToUpper(r)), true
	}
	// Lower-case letters with no vowel are spelled out too: "an npm package".
	if len(lower) > 1 && !strings.ContainsAny(lower, "aeiouy") && isASCII(lower) {
		return strings.ContainsRune("aefhilmnorsx", rune(lower[0])), true
	}
	for _, p := range silentH {
		if strings.HasPrefix(lower, p) {
			return true, true
		}
	}
	// (and a name joined to "One" in camel case: "a OneDrive folder")
	if lower == "one" || lower == "once" || strings.HasPrefix(lower, "one-") || strings.HasPrefix(lower, "once-") ||
		strings.HasPrefix(lower, "one's") || strings.HasPrefix(lower, "oneself") || strings.HasPrefix(text, "One") && len(text) > 3 && unicode.IsUpper(rune(text[3])) {
		return false, true // "a one-shot": w sound
	}
	for _, p := range []string{"herb", "hist", "hot", "hab", "hum"} {
		if strings.HasPrefix(lower, p) {
			return false, false // "an historic" and "an herb" are accepted usage
		}
	}
	for _, p := range vowelUniPrefixes {
		if strings.HasPrefix(lower, p) {
			return true, true
		}
	}
	for _, p := range consonantVowelPrefixes {
		if strings.HasPrefix(lower, p) {
			return false, true
		}
	}
	switch lower[0] {
	case 'a', 'e', 'i', 'o', 'u':
		return true, true
	}
	if utf8.RuneCountInString(text) == 1 { // a single letter is read by name: "an F", "a B"
		return strings.ContainsRune("AEFHILMNORSX", unicode.ToUpper(r)), true
	}
	return false, true
}

// IsAcronym reports whether a word is read letter by letter (NPC, HP, DM):
// two to five capitals that have no vowel or do not spell a word.
func IsAcronym(text string, isWord func(string) bool) bool {
	n := utf8.RuneCountInString(text)
	if n < 2 || n > 5 {
		return false
	}
	for _, r := range text {
		if !unicode.IsUpper(r) {
			return false
		}
	}
	// Two capitals are read as letters even where they spell a word:
	// "an MA", "a US envoy", "an OK".
	if n == 2 || !strings.ContainsAny(text, "AEIOU") {
		return true
	}
	return isWord == nil || !isWord(strings.ToLower(text))
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// smallWords stay lower case inside a title.
var smallWords = map[string]bool{"a": true, "an": true, "and": true, "at": true, "but": true, "by": true, "for": true,
	"in": true, "of": true, "on": true, "or": true, "the": true, "to": true, "with": true}

// TitleCase capitalises the words of s as a title does (short words such
// as "of" and "the" stay lower case after the first), keeping at most
// maxWords words.
func TitleCase(s string, maxWords int) string {
	words := strings.Fields(s)
	if len(words) > maxWords {
		words = words[:maxWords]
	}
	for i, w := range words {
		if i > 0 && smallWords[strings.ToLower(w)] {
			words[i] = strings.ToLower(w)
			continue
		}
		words[i] = Capitalise(w)
	}
	return strings.Join(words, " ")
}

// AppendSentence adds a sentence after text, one space between them.
func AppendSentence(text, sentence string) string {
	if text == "" {
		return sentence
	}
	return strings.TrimRight(text, " ") + " " + sentence
}

// Shorten cuts text to at most limit characters, ending it with an
// ellipsis when it was longer.
func Shorten(text string, limit int) string {
	if r := []rune(text); len(r) > limit {
		return strings.TrimSpace(string(r[:limit])) + "…"
	}
	return text
}
