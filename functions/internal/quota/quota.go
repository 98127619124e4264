// Package quota limits how often a caller may use the AI features: requests
// per minute and per day, and model tokens per day, each counted in fixed
// UTC windows. Signed-in users and guests (counted per network address) have
// separate limits; guests' are stricter.
package quota

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Usage is what a caller has used in the current windows.
type Usage struct {
	MinuteCount int
	DayCount    int
	DayTokens   int
}

// Store keeps the counters. Implementations must make Take atomic: two
// concurrent requests must never both take the last unit.
type Store interface {
	// Take counts one request for key at now, unless a limit in l is already
	// reached, in which case it returns a *LimitError and counts nothing.
	Take(ctx context.Context, key string, now time.Time, l Limits) (Usage, error)
	// AddTokens adds n model tokens to key's day at now.
	AddTokens(ctx context.Context, key string, now time.Time, n int) error
}

// Window names the limit that was reached.
type Window string

const (
	WindowMinute Window = "minute"
	WindowDay    Window = "day"
	WindowTokens Window = "tokens"
)

// ErrLimited is matched (errors.Is) by every *LimitError.
var ErrLimited = errors.New("quota: limit reached")

// LimitError says which limit was reached and when the caller may try again.
type LimitError struct {
	Window     Window
	Limit      int
	RetryAfter time.Duration
	// Guest is set by the Limiter: guests are told that signing in helps.
	Guest bool
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("quota: %s limit of %d reached; retry after %s", e.Window, e.Limit, e.RetryAfter)
}

func (e *LimitError) Is(target error) bool { return target == ErrLimited }

// minuteStart and dayStart are the fixed windows containing now.
func minuteStart(now time.Time) time.Time { return now.UTC().Truncate(time.Minute) }

func dayStart(now time.Time) time.Time {
	y, m, d := now.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// counters is one caller's state; both stores apply the same rules to it.
type counters struct {
	MinuteStart time.Time
	MinuteCount int
	DayStart    time.Time
	DayCount    int
	DayTokens   int
}

// roll resets the windows that have passed.
func (c *counters) roll(now time.Time) {
	if m := minuteStart(now); !c.MinuteStart.Equal(m) {
		c.MinuteStart, c.MinuteCount = m, 0
	}
	if d := dayStart(now); !c.DayStart.Equal(d) {
		c.DayStart, c.DayCount, c.DayTokens = d, 0, 0
	}
}

// take applies one request under l, or says which limit stops it.
func (c *counters) take(now time.Time, l Limits) error {
	c.roll(now)
	nextDay := c.DayStart.Add(24 * time.Hour).Sub(now)
	switch {
	case l.PerDay > 0 && c.DayCount >= l.PerDay:
		return &LimitError{Window: WindowDay, Limit: l.PerDay, RetryAfter: nextDay}
	case l.TokensPerDay > 0 && c.DayTokens >= l.TokensPerDay:
		return &LimitError{Window: WindowTokens, Limit: l.TokensPerDay, RetryAfter: nextDay}
	case l.PerMinute > 0 && c.MinuteCount >= l.PerMinute:
		return &LimitError{Window: WindowMinute, Limit: l.PerMinute, RetryAfter: c.MinuteStart.Add(time.Minute).Sub(now)}
	}
	c.MinuteCount++
	c.DayCount++
	return nil
}

func (c *counters) usage() Usage {
	return Usage{MinuteCount: c.MinuteCount, DayCount: c.DayCount, DayTokens: c.DayTokens}
}
