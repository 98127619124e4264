package llm

import (
	"testing"
)

func TestBuiltInSaysWhy(t *testing.T) {
	if o := BuiltIn(false); o.Source != SourceFallback || o.FallbackReason != FallbackNotConfigured {
		t.Errorf("BuiltIn(false) = %+v", o)
	}
	if o := BuiltIn(true); o.Source != SourceFallback || o.FallbackReason != FallbackModelFailed {
		t.Errorf("BuiltIn(true) = %+v", o)
	}
	if o := FromModel(); o.Source != SourceAI || o.FallbackReason != "" {
		t.Errorf("FromModel() = %+v", o)
	}
}
