package logging

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestCloudLoggingFieldNames(t *testing.T) {
	var buf bytes.Buffer
	logger := New(&buf)
	logger.Warn("quota store slow", "ms", 120)
	logger.Error("request failed", "code", "internal")
	logger.Debug("not shown")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want 2 (debug is off):\n%s", len(lines), buf.String())
	}
	var warn, failure map[string]any
	if json.Unmarshal([]byte(lines[0]), &warn) != nil || json.Unmarshal([]byte(lines[1]), &failure) != nil {
		t.Fatalf("not JSON:\n%s", buf.String())
	}
	if warn["severity"] != "WARNING" || warn["message"] != "quota store slow" || warn["ms"] != 120.0 {
		t.Errorf("warn line %v", warn)
	}
	if failure["severity"] != "ERROR" || failure["message"] != "request failed" {
		t.Errorf("error line %v", failure)
	}
	if _, ok := warn["level"]; ok {
		t.Errorf("level key kept: %v", warn)
	}
}
