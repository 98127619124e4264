package english

import "testing"

func TestArticle(t *testing.T) {
	tests := []struct{ word, want string }{
		{"orc", "an"}, {"Orc", "an"}, {"bow", "a"}, {"apple", "an"}, {"elf", "an"},
		// Sounds, not letters, decide.
		{"hour", "an"}, {"honest", "an"}, {"heir", "an"}, {"honour", "an"},
		{"unicorn", "a"}, {"university", "a"}, {"useful", "a"}, {"European", "a"}, {"ewer", "a"},
		{"one-shot", "a"}, {"once-proud", "a"}, {"one", "a"},
		{"unusual", "an"}, {"ugly", "an"}, {"unimportant", "an"}, {"uniform", "a"},
		{"NPC", "an"}, {"MP", "an"}, {"HP", "an"}, {"DM", "a"}, {"F", "an"}, {"B", "a"},
		{"8th-level", "an"}, {"11th", "an"}, {"18", "an"}, {"1st-level", "a"}, {"80", "an"},
		// Either is English: "a".
		{"historic", "a"}, {"herb", "a"},
		{"", "a"},
	}
	for _, tt := range tests {
		if got := Article(tt.word); got != tt.want {
			t.Errorf("Article(%q) = %q, want %q", tt.word, got, tt.want)
		}
	}
	if got := WithArticle("one-eyed giant"); got != "a one-eyed giant" {
		t.Errorf("WithArticle = %q", got)
	}
	if got := WithArticle("owlbear rider"); got != "an owlbear rider" {
		t.Errorf("WithArticle = %q", got)
	}
	if got := WithArticle(""); got != "" {
		t.Errorf("WithArticle(\"\") = %q", got)
	}
}

func TestStartsWithVowelSoundAsksIsWordOfCapitals(t *testing.T) {
	word := func(w string) bool { return w == "ace" }
	if vowel, certain := StartsWithVowelSound("ACE", word); !vowel || !certain {
		t.Errorf("ACE, a word: %v %v", vowel, certain)
	}
	// Not a word, read letter by letter: "an NAT" is uncertain (a vowel
	// inside), "an NPC" is not.
	if _, certain := StartsWithVowelSound("NAT", word); certain {
		t.Error("NAT should be uncertain")
	}
	if vowel, certain := StartsWithVowelSound("NPC", word); !vowel || !certain {
		t.Errorf("NPC: %v %v", vowel, certain)
	}
	// Two capitals are letters, words or not: "an MA", "a US envoy".
	words := func(w string) bool { return w == "ma" || w == "us" || w == "ups" || w == "ugly" || w == "use" }
	for text, want := range map[string]bool{"MA": true, "US": false, "OK": true} {
		if vowel, certain := StartsWithVowelSound(text, words); vowel != want || !certain {
			t.Errorf("%s: %v %v, want %v, certain", text, vowel, certain, want)
		}
	}
	// A word in capitals that starts with U may be read either way.
	for _, text := range []string{"UPS", "UGLY"} {
		if _, certain := StartsWithVowelSound(text, words); certain {
			t.Errorf("%s should be uncertain", text)
		}
	}
	// "One" joined to a name in camel case keeps its w sound.
	if vowel, certain := StartsWithVowelSound("OneDrive", words); vowel || !certain {
		t.Errorf("OneDrive: %v %v", vowel, certain)
	}
	if vowel, _ := StartsWithVowelSound("Onerous", words); !vowel {
		t.Error("Onerous: an")
	}
}

func TestCapitalise(t *testing.T) {
	for in, want := range map[string]string{"": "", "goblin": "Goblin", "Goblin": "Goblin", "élan": "Élan", "a tall tale": "A tall tale", "1st": "1st"} {
		if got := Capitalise(in); got != want {
			t.Errorf("Capitalise(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTitleCase(t *testing.T) {
	for _, tt := range []struct {
		in   string
		max  int
		want string
	}{
		{"swarms of rats", 8, "Swarms of Rats"},
		{"the sunken crown of the deep", 4, "The Sunken Crown of"},
		{"  a tale  in the dark ", 8, "A Tale in the Dark"},
		{"", 3, ""},
	} {
		if got := TitleCase(tt.in, tt.max); got != tt.want {
			t.Errorf("TitleCase(%q, %d) = %q, want %q", tt.in, tt.max, got, tt.want)
		}
	}
}

func TestAppendSentenceAndShorten(t *testing.T) {
	if got := AppendSentence("It bites. ", "It flees."); got != "It bites. It flees." {
		t.Errorf("AppendSentence = %q", got)
	}
	if got := AppendSentence("", "It flees."); got != "It flees." {
		t.Errorf("AppendSentence to nothing = %q", got)
	}
	if got := Shorten("abcdef", 3); got != "abc…" {
		t.Errorf("Shorten = %q", got)
	}
	if got := Shorten("Château", 7); got != "Château" {
		t.Errorf("Shorten of a short text = %q", got)
	}
}
