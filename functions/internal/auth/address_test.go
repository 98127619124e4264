package auth

import "testing"

func TestClientAddress(t *testing.T) {
	tests := []struct {
		name, remote, xff string
		trust             bool
		want              string
	}{
		{"peer address", "198.51.100.7:51234", "", false, "198.51.100.7"},
		{"forwarded header ignored without TRUST_PROXY", "10.0.0.1:80", "203.0.113.5", false, "10.0.0.1"},
		{"last forwarded entry behind a trusted proxy", "10.0.0.1:80", "1.2.3.4, 203.0.113.5", true, "203.0.113.5"},
		{"garbage forwarded entry falls back to the peer", "10.0.0.1:80", "not-an-ip", true, "10.0.0.1"},
		{"IPv6 grouped by /64", "[2001:db8:1:2:aaaa::1]:443", "", false, "2001:db8:1:2::/64"},
		{"IPv4-mapped IPv6 unmapped", "[::ffff:192.0.2.1]:443", "", false, "192.0.2.1"},
		{"unparsable peer", "pipe", "", false, "unknown"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ClientAddress(tt.remote, tt.xff, tt.trust); got != tt.want {
				t.Errorf("ClientAddress(%q, %q, %v) = %q, want %q", tt.remote, tt.xff, tt.trust, got, tt.want)
			}
		})
	}
}

func TestCallerKey(t *testing.T) {
	if k := (Caller{Address: "192.0.2.1"}).Key(); k != "guest:192.0.2.1" {
		t.Errorf("guest key %q", k)
	}
	if k := (Caller{UID: "u1", Address: "192.0.2.1"}).Key(); k != "user:u1" {
		t.Errorf("user key %q", k)
	}
}
