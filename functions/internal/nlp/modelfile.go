package nlp

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
)

// OpenModelFile opens an embedded, gzipped model file (the tagger's, the
// checker's word pairs) and checks its first line, magic, which names the
// format and its version; the reader is positioned after it.
func OpenModelFile(gz []byte, magic string) (*bufio.Reader, error) {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, err
	}
	r := bufio.NewReader(zr)
	if line, err := r.ReadString('\n'); err != nil || line != magic+"\n" {
		return nil, fmt.Errorf("not a %s file", magic)
	}
	return r, nil
}
