package quota

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/lorewright/lorewright/functions/internal/auth"
)

// Bucket names one of a caller's allowances. Work the user asked for and
// work fired while they type are counted apart, so a minute of typing (a
// grammar check at every pause) never uses up the Generate button.
type Bucket string

const (
	// BucketMain counts explicit actions: Generate, Refine, Re-skin...
	BucketMain Bucket = "main"
	// BucketBackground counts work the user did not ask for (checks while
	// typing). When it is empty, that work goes on without the model.
	BucketBackground Bucket = "background"
)

// Allowance is the limits of a bucket for signed-in users and for guests.
type Allowance struct {
	User  Limits
	Guest Limits
}

// Policy is every bucket's allowance.
type Policy struct {
	Main       Allowance
	Background Allowance
}

// Limiter applies a Policy to callers.
type Limiter struct {
	logger *slog.Logger
	store  Store
	policy Policy
	now    func() time.Time
}

// NewLimiter returns a limiter over store. logger and now may be nil.
func NewLimiter(logger *slog.Logger, store Store, policy Policy, now func() time.Time) *Limiter {
	if now == nil {
		now = time.Now
	}
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Limiter{logger: logger, store: store, policy: policy, now: now}
}

// LimitsFor returns the limits of bucket b that apply to c.
func (l *Limiter) LimitsFor(c auth.Caller, b Bucket) Limits {
	a := l.policy.Main
	if b == BucketBackground {
		a = l.policy.Background
	}
	if c.Guest() {
		return a.Guest
	}
	return a.User
}

// storeKey keeps each bucket's counters apart in the store.
func storeKey(c auth.Caller, b Bucket) string {
	if b == BucketMain {
		return c.Key() // the key stored before buckets existed
	}
	return c.Key() + "~" + string(b)
}

// Take counts one request of c against bucket b. Over a limit it returns a
// *LimitError; Message turns that into words for the caller.
func (l *Limiter) Take(ctx context.Context, c auth.Caller, b Bucket) error {
	if _, err := l.store.Take(ctx, storeKey(c, b), l.now(), l.LimitsFor(c, b)); err != nil {
		return fmt.Errorf("quota for %s: %w", storeKey(c, b), withGuest(err, c.Guest()))
	}
	return nil
}

// withGuest records on a *LimitError whether the caller is a guest, so its
// message can suggest signing in.
func withGuest(err error, guest bool) error {
	if le, ok := err.(*LimitError); ok {
		copy := *le
		copy.Guest = guest
		return &copy
	}
	return err
}

// AddTokens charges n model tokens to c's bucket b. Failures are logged, not
// returned: the answer has already been produced and should still reach the
// caller.
func (l *Limiter) AddTokens(ctx context.Context, c auth.Caller, b Bucket, n int) {
	if n <= 0 {
		return
	}
	if err := l.store.AddTokens(ctx, storeKey(c, b), l.now(), n); err != nil {
		l.logger.ErrorContext(ctx, "quota: add tokens", "caller", storeKey(c, b), "tokens", n, "err", err)
	}
}

// Message is the sentence shown to a caller who reached e's limit.
func Message(e *LimitError) string {
	var what string
	switch e.Window {
	case WindowMinute:
		what = fmt.Sprintf("You have used all %d AI requests allowed per minute", e.Limit)
	case WindowDay:
		what = fmt.Sprintf("You have used all %d AI requests allowed per day", e.Limit)
	default:
		what = "You have used today's AI allowance"
	}
	msg := what + ". Please try again in " + humanDuration(e.RetryAfter) + "."
	if e.Guest {
		msg += " Signing in gives you a higher limit."
	}
	return msg
}

func humanDuration(d time.Duration) string {
	secs := int((d + time.Second - 1) / time.Second)
	switch {
	case secs <= 1:
		return "1 second"
	case secs < 60:
		return fmt.Sprintf("%d seconds", secs)
	case secs < 3600:
		m := (secs + 59) / 60
		if m == 1 {
			return "1 minute"
		}
		return fmt.Sprintf("%d minutes", m)
	default:
		h := (secs + 3599) / 3600
		if h == 1 {
			return "1 hour"
		}
		return fmt.Sprintf("%d hours", h)
	}
}
