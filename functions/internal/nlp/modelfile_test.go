package nlp

import (
	"bytes"
	"compress/gzip"
	"testing"
)

func TestOpenModelFileChecksTheFormatLine(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte("LWTEST1\nbody"))
	zw.Close()
	r, err := OpenModelFile(buf.Bytes(), "LWTEST1")
	if err != nil {
		t.Fatal(err)
	}
	if rest, _ := r.ReadString(0); rest != "body" {
		t.Errorf("after the format line: %q", rest)
	}
	if _, err := OpenModelFile(buf.Bytes(), "LWOTHER1"); err == nil {
		t.Error("another format's file opened")
	}
	if _, err := OpenModelFile([]byte("not gzip"), "LWTEST1"); err == nil {
		t.Error("a file that is not gzip opened")
	}
}
