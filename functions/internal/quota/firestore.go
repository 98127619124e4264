package quota

import (
	"context"
	"fmt"
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
}

// NewFirestoreStore connects to Firestore (the emulator when
// FIRESTORE_EMULATOR_HOST is set).
func NewFirestoreStore(ctx context.Context, projectID string) (*FirestoreStore, error) {
	client, err := firestore.NewClient(ctx, projectID)
	if err != nil {
		return nil, fmt.Errorf("firestore client: %w", err)
	}
	return &FirestoreStore{client: client}, nil
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
	return s.client.RunTransaction(ctx, func(ctx context.Context, tx *firestore.Transaction) error {
		var d quotaDoc
		snap, err := tx.Get(ref)
		switch {
		case status.Code(err) == codes.NotFound:
		case err != nil:
			return fmt.Errorf("read quota %s: %w", key, err)
		default:
			if err := snap.DataTo(&d); err != nil {
				return fmt.Errorf("decode quota %s: %w", key, err)
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
