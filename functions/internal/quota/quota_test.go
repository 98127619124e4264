package quota

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/lorewright/lorewright/functions/internal/auth"
)

// storeContract is what every Store must do; the memory store always runs
// it, the Firestore store against the Firestore emulator (make test starts
// one; where none exists that test says why it skipped).
func storeContract(t *testing.T, newStore func(t *testing.T) Store) {
	ctx := context.Background()
	base := time.Date(2026, 3, 14, 10, 30, 15, 0, time.UTC)
	limits := Limits{PerMinute: 3, PerDay: 5, TokensPerDay: 100}

	t.Run("minute limit with Retry-After to the next minute", func(t *testing.T) {
		s := newStore(t)
		key := uniqueKey("minute")
		for i := 1; i <= 3; i++ {
			u, err := s.Take(ctx, key, base.Add(time.Duration(i)*time.Second), limits)
			if err != nil || u.MinuteCount != i {
				t.Fatalf("request %d: usage %+v, err %v", i, u, err)
			}
		}
		_, err := s.Take(ctx, key, base.Add(4*time.Second), limits)
		var le *LimitError
		if !errors.As(err, &le) || !errors.Is(err, ErrLimited) || le.Window != WindowMinute || le.Limit != 3 {
			t.Fatalf("4th request: err %v, want the minute limit", err)
		}
		if want := 41 * time.Second; le.RetryAfter != want { // 10:30:19 -> 10:31:00
			t.Errorf("RetryAfter = %v, want %v", le.RetryAfter, want)
		}
		// A refused request is not counted: the day has 2 of its 5 left.
		for i := 0; i < 2; i++ {
			if _, err := s.Take(ctx, key, base.Add(time.Minute+time.Duration(i)*time.Second), limits); err != nil {
				t.Fatalf("next minute, request %d: %v", i+1, err)
			}
		}
	})

	t.Run("day limit until midnight UTC", func(t *testing.T) {
		s := newStore(t)
		key := uniqueKey("day")
		for i := 0; i < 5; i++ {
			if _, err := s.Take(ctx, key, base.Add(time.Duration(i)*time.Minute), limits); err != nil {
				t.Fatalf("request %d: %v", i+1, err)
			}
		}
		at := base.Add(10 * time.Minute)
		_, err := s.Take(ctx, key, at, limits)
		var le *LimitError
		if !errors.As(err, &le) || le.Window != WindowDay {
			t.Fatalf("6th request: %v, want the day limit", err)
		}
		if want := time.Date(2026, 3, 15, 0, 0, 0, 0, time.UTC).Sub(at); le.RetryAfter != want {
			t.Errorf("RetryAfter = %v, want %v", le.RetryAfter, want)
		}
		if _, err := s.Take(ctx, key, time.Date(2026, 3, 15, 0, 0, 1, 0, time.UTC), limits); err != nil {
			t.Errorf("next day still refused: %v", err)
		}
	})

	t.Run("tokens per day", func(t *testing.T) {
		s := newStore(t)
		key := uniqueKey("tokens")
		if _, err := s.Take(ctx, key, base, limits); err != nil {
			t.Fatal(err)
		}
		if err := s.AddTokens(ctx, key, base, 100); err != nil {
			t.Fatal(err)
		}
		_, err := s.Take(ctx, key, base.Add(2*time.Minute), limits)
		var le *LimitError
		if !errors.As(err, &le) || le.Window != WindowTokens {
			t.Fatalf("after 100 tokens: %v, want the token limit", err)
		}
	})

	t.Run("callers are counted apart", func(t *testing.T) {
		s := newStore(t)
		a, b := uniqueKey("a"), uniqueKey("b")
		for i := 0; i < 3; i++ {
			if _, err := s.Take(ctx, a, base, limits); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.Take(ctx, b, base, limits); err != nil {
			t.Errorf("b refused because of a: %v", err)
		}
	})

	t.Run("concurrent requests never overspend", func(t *testing.T) {
		s := newStore(t)
		key := uniqueKey("race")
		var ok atomic.Int32
		var wg sync.WaitGroup
		for i := 0; i < 10; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := s.Take(ctx, key, base, limits); err == nil {
					ok.Add(1)
				} else if !errors.Is(err, ErrLimited) {
					t.Errorf("take: %v", err)
				}
			}()
		}
		wg.Wait()
		if ok.Load() != 3 {
			t.Errorf("%d of 10 concurrent requests allowed, want exactly 3", ok.Load())
		}
	})
}

var keySeq atomic.Int64

// uniqueKey keeps runs against a shared emulator apart.
func uniqueKey(name string) string {
	return fmt.Sprintf("test:%s:%d:%d", name, time.Now().UnixNano(), keySeq.Add(1))
}

func TestMemoryStore(t *testing.T) {
	storeContract(t, func(t *testing.T) Store { return NewMemoryStore() })
}

func TestMemoryStoreForgetsPastDays(t *testing.T) {
	s := NewMemoryStore()
	day1 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	for i := 0; i < 100; i++ {
		_, _ = s.Take(context.Background(), fmt.Sprint("guest:", i), day1, Limits{PerMinute: 1, PerDay: 1})
	}
	_, _ = s.Take(context.Background(), "guest:new", day1.Add(36*time.Hour), Limits{PerMinute: 1, PerDay: 1})
	if n := len(s.byKey); n != 1 {
		t.Errorf("%d callers kept after their day ended, want 1", n)
	}
}

func TestLimiterUsesGuestOrUserLimitsAndSaysWhy(t *testing.T) {
	now := time.Date(2026, 3, 14, 10, 30, 0, 0, time.UTC)
	main := Allowance{User: Limits{PerMinute: 3, PerDay: 10}, Guest: Limits{PerMinute: 1, PerDay: 10}}
	l := NewLimiter(nil, NewMemoryStore(), Policy{Main: main}, func() time.Time { return now })
	ctx := context.Background()
	guest := auth.Caller{Address: "203.0.113.9"}
	user := auth.Caller{UID: "u1", Address: "203.0.113.9"}
	if err := l.Take(ctx, guest, BucketMain); err != nil {
		t.Fatal(err)
	}
	err := l.Take(ctx, guest, BucketMain)
	var le *LimitError
	if !errors.As(err, &le) {
		t.Fatalf("second guest request: %v", err)
	}
	msg := Message(le)
	if want := "You have used all 1 AI requests allowed per minute. Please try again in 1 minute. Signing in gives you a higher limit."; msg != want {
		t.Errorf("message = %q, want %q", msg, want)
	}
	// Same address, signed in: counted separately, with the user limits.
	for i := 0; i < 3; i++ {
		if err := l.Take(ctx, user, BucketMain); err != nil {
			t.Fatalf("user request %d: %v", i+1, err)
		}
	}
	if err := l.Take(ctx, user, BucketMain); !errors.Is(err, ErrLimited) {
		t.Errorf("4th user request: %v", err)
	}
}

func TestBucketsAreCountedApart(t *testing.T) {
	now := time.Date(2026, 3, 14, 10, 30, 0, 0, time.UTC)
	l := NewLimiter(nil, NewMemoryStore(), Policy{
		Main:       Allowance{User: Limits{PerMinute: 2}, Guest: Limits{PerMinute: 1}},
		Background: Allowance{User: Limits{PerMinute: 5}, Guest: Limits{PerMinute: 3}},
	}, func() time.Time { return now })
	ctx := context.Background()
	guest := auth.Caller{Address: "203.0.113.9"}
	for i := range 3 {
		if err := l.Take(ctx, guest, BucketBackground); err != nil {
			t.Fatalf("background request %d: %v", i+1, err)
		}
	}
	err := l.Take(ctx, guest, BucketBackground)
	var le *LimitError
	if !errors.As(err, &le) || le.Limit != 3 || !le.Guest {
		t.Fatalf("4th background request: %v", err)
	}
	// The background bucket is empty; the main one is untouched.
	if err := l.Take(ctx, guest, BucketMain); err != nil {
		t.Fatalf("main request after background ran out: %v", err)
	}
	if err := l.Take(ctx, guest, BucketMain); !errors.Is(err, ErrLimited) {
		t.Fatalf("2nd main request: %v", err)
	}
	if got := l.LimitsFor(auth.Caller{UID: "u"}, BucketBackground); got.PerMinute != 5 {
		t.Errorf("user background limits = %+v", got)
	}
	if msg := Message(&LimitError{Window: WindowDay, Limit: 9, RetryAfter: time.Hour}); strings.Contains(msg, "Signing in") {
		t.Errorf("a signed-in user is told to sign in: %q", msg)
	}
}

func TestZeroLimitsMeanUnlimited(t *testing.T) {
	s := NewMemoryStore()
	now := time.Date(2026, 3, 14, 10, 30, 0, 0, time.UTC)
	for i := 0; i < 100; i++ {
		if _, err := s.Take(context.Background(), "guest:x", now, Limits{}); err != nil {
			t.Fatalf("request %d refused: %v", i+1, err)
		}
	}
}

func TestHumanDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{
		300 * time.Millisecond: "1 second", 41 * time.Second: "41 seconds", 61 * time.Second: "2 minutes",
		time.Minute: "1 minute", 5 * time.Hour: "5 hours", 3601 * time.Second: "2 hours",
	} {
		if got := humanDuration(d); got != want {
			t.Errorf("humanDuration(%v) = %q, want %q", d, got, want)
		}
	}
}
