package quota

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"cloud.google.com/go/firestore"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// Collection holds one document per caller. Its expireAt field suits a
// Firestore TTL policy, so old counters delete themselves.
const Collection = "quotas"

// FirestoreStore keeps counters in Firestore, shared by every instance, and
// updates them in a transaction so concurrent requests cannot overspend.
type FirestoreStore struct {
	client *firestore.Client
	retry  retryPolicy
}

// NewFirestoreStore connects to Firestore (the emulator when
// FIRESTORE_EMULATOR_HOST is set).
func NewFirestoreStore(ctx context.Context, projectID string) (*FirestoreStore, error) {
	client, err := firestore.NewClient(ctx, projectID)
	if err != nil {
		return nil, fmt.Errorf("firestore client: %w", err)
	}
	return &FirestoreStore{client: client, retry: contentionRetry}, nil
}

// contentionRetry: concurrent requests of one caller update one document, so
// their transactions contend. Firestore aborts the losers (codes.Aborted;
// the emulator also reports a lock timeout that way). The client library
// retries an aborted commit itself, but not an abort that reaches it from
// a read or from BeginTransaction, and it gives up after five tries; then
// the whole transaction starts again here after a jittered backoff (50 ms
// doubling to 1 s), up to four times, before the request fails.
var contentionRetry = retryPolicy{attempts: 4, initial: 50 * time.Millisecond, max: time.Second, sleep: sleepCtx}

type retryPolicy struct {
	attempts     int
	initial, max time.Duration
	sleep        func(context.Context, time.Duration) error
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// isContention reports an aborted transaction (wrapped or not).
func isContention(err error) bool { return status.Code(err) == codes.Aborted }

// run calls attempt until it succeeds, fails for another reason, or has
// been aborted by contention p.attempts times.
func (p retryPolicy) run(ctx context.Context, attempt func() error) error {
	delay := p.initial
	for i := 1; ; i++ {
		err := attempt()
		if err == nil || !isContention(err) {
			return err
		}
		if i >= p.attempts {
			return fmt.Errorf("still contended after %d attempts: %w", i, err)
		}
		// Half the delay plus up to as much again at random, so retries of
		// requests that collided once do not collide again.
		wait := delay/2 + rand.N(delay/2+1)
		if serr := p.sleep(ctx, wait); serr != nil {
			return fmt.Errorf("%w (after contention: %v)", serr, err)
		}
		delay = min(delay*2, p.max)
	}
}

// Close releases the client.
func (s *FirestoreStore) Close() error { return s.client.Close() }

type quotaDoc struct {
	MinuteStart time.Time `firestore:"minuteStart"`
	MinuteCount int       `firestore:"minuteCount"`
	DayStart    time.Time `firestore:"dayStart"`
	DayCount    int       `firestore:"dayCount"`
	DayTokens   int       `firestore:"dayTokens"`
	ExpireAt    time.Time `firestore:"expireAt"`
}

func (s *FirestoreStore) doc(key string) *firestore.DocumentRef {
	// Document ids may not contain slashes; keys are "user:<uid>" or
	// "guest:<address or /64 prefix>".
	return s.client.Collection(Collection).Doc(strings.ReplaceAll(key, "/", "_"))
}

// update runs change on key's counters inside a transaction and writes them
// back when change says so.
func (s *FirestoreStore) update(ctx context.Context, key string, now time.Time, change func(*counters) bool) error {
	ref := s.doc(key)
	err := s.retry.run(ctx, func() error {
		return s.client.RunTransaction(ctx, func(ctx context.Context, tx *firestore.Transaction) error {
			return s.apply(tx, ref, change, now)
		})
	})
	if err != nil {
		return fmt.Errorf("quota %s: %w", key, err)
	}
	return nil
}

// apply is one run of update's transaction.
func (s *FirestoreStore) apply(tx *firestore.Transaction, ref *firestore.DocumentRef, change func(*counters) bool, now time.Time) error {
	var d quotaDoc
	snap, err := tx.Get(ref)
	switch {
	case status.Code(err) == codes.NotFound:
	case err != nil:
		return fmt.Errorf("read: %w", err)
	default:
		if err := snap.DataTo(&d); err != nil {
			return fmt.Errorf("decode: %w", err)
		}
	}
	c := counters{MinuteStart: d.MinuteStart.UTC(), MinuteCount: d.MinuteCount, DayStart: d.DayStart.UTC(), DayCount: d.DayCount, DayTokens: d.DayTokens}
	c.roll(now)
	if !change(&c) {
		return nil
	}
	return tx.Set(ref, quotaDoc{
		MinuteStart: c.MinuteStart, MinuteCount: c.MinuteCount,
		DayStart: c.DayStart, DayCount: c.DayCount, DayTokens: c.DayTokens,
		ExpireAt: c.DayStart.Add(48 * time.Hour),
	})
}

// Take implements Store.
func (s *FirestoreStore) Take(ctx context.Context, key string, now time.Time, l Limits) (Usage, error) {
	var usage Usage
	var limitErr error
	err := s.update(ctx, key, now, func(c *counters) bool {
		// The transaction function may run more than once; start clean each time.
		limitErr = c.take(now, l)
		usage = c.usage()
		return limitErr == nil
	})
	if err != nil {
		return Usage{}, err
	}
	return usage, limitErr
}

// AddTokens implements Store.
func (s *FirestoreStore) AddTokens(ctx context.Context, key string, now time.Time, n int) error {
	return s.update(ctx, key, now, func(c *counters) bool {
		c.DayTokens += n
		return true
	})
}
