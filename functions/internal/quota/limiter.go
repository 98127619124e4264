package quota

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/lorewright/lorewright/functions/internal/auth"
)

// Limiter applies the user or guest limits to a caller.
type Limiter struct {
	logger *slog.Logger
	store  Store
	user   Limits
	guest  Limits
	now    func() time.Time
}

// NewLimiter returns a limiter over store. logger and now may be nil.
func NewLimiter(logger *slog.Logger, store Store, user, guest Limits, now func() time.Time) *Limiter {
	if now == nil {
		now = time.Now
	}
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &Limiter{logger: logger, store: store, user: user, guest: guest, now: now}
}

// LimitsFor returns the limits that apply to c.
func (l *Limiter) LimitsFor(c auth.Caller) Limits {
	if c.Guest() {
		return l.guest
	}
	return l.user
}

// Take counts one AI request for c. Over a limit it returns a *LimitError;
// Message turns that into words for the caller.
func (l *Limiter) Take(ctx context.Context, c auth.Caller) error {
	if _, err := l.store.Take(ctx, c.Key(), l.now(), l.LimitsFor(c)); err != nil {
		return fmt.Errorf("quota for %s: %w", c.Key(), err)
	}
	return nil
}

// AddTokens charges n model tokens to c. Failures are logged, not returned:
// the answer has already been produced and should still reach the caller.
func (l *Limiter) AddTokens(ctx context.Context, c auth.Caller, n int) {
	if n <= 0 {
		return
	}
	if err := l.store.AddTokens(ctx, c.Key(), l.now(), n); err != nil {
		l.logger.ErrorContext(ctx, "quota: add tokens", "caller", c.Key(), "tokens", n, "err", err)
	}
}

// Message is the sentence shown to a caller who reached e's limit.
func Message(e *LimitError, guest bool) string {
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
	if guest {
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
