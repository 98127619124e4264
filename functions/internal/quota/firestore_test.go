package quota

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// The Firestore store runs against the Firestore emulator at
// FIRESTORE_EMULATOR_HOST (make test starts one with
// scripts/firestore-emulator.sh); without it these tests skip and say why,
// and make test counts that skip as a failure wherever an emulator can run.
func newEmulatorStore(t *testing.T) *FirestoreStore {
	t.Helper()
	if os.Getenv("FIRESTORE_EMULATOR_HOST") == "" {
		t.Skip("Firestore store not tested: FIRESTORE_EMULATOR_HOST is unset (start an emulator with scripts/firestore-emulator.sh; make test does)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	store, err := NewFirestoreStore(ctx, "demo-lorewright")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	return store
}

func TestFirestoreStore(t *testing.T) {
	store := newEmulatorStore(t)
	// Every key is unique to this run (uniqueKey), so the same emulator can
	// serve any number of runs.
	storeContract(t, func(t *testing.T) Store { return store })
}

func TestFirestoreStoreDocumentHoldsWhatTTLAndOperatorsNeed(t *testing.T) {
	store := newEmulatorStore(t)
	ctx := context.Background()
	key := uniqueKey("inspect")
	if snap, err := store.doc(key).Get(ctx); err == nil {
		t.Fatalf("unexpected document %v", snap.Data())
	}
	if _, err := store.Take(ctx, key, time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC), Limits{PerMinute: 1, PerDay: 1}); err != nil {
		t.Fatal(err)
	}
	snap, err := store.doc(key).Get(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var d quotaDoc
	if err := snap.DataTo(&d); err != nil || d.DayCount != 1 || !d.ExpireAt.Equal(time.Date(2026, 5, 3, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("stored %+v, %v", d, err)
	}
}

func aborted(msg string) error { return status.Error(codes.Aborted, msg) }

func noSleep(waits *[]time.Duration) func(context.Context, time.Duration) error {
	return func(_ context.Context, d time.Duration) error {
		*waits = append(*waits, d)
		return nil
	}
}

func TestContentionIsRetriedWithBackoff(t *testing.T) {
	var waits []time.Duration
	p := retryPolicy{attempts: 4, initial: 40 * time.Millisecond, max: 100 * time.Millisecond, sleep: noSleep(&waits)}
	calls := 0
	err := p.run(context.Background(), func() error {
		calls++
		if calls < 4 {
			// Wrapped, as the transaction's read error is.
			return errors.Join(errors.New("read"), aborted("Transaction lock timeout"))
		}
		return nil
	})
	if err != nil || calls != 4 {
		t.Fatalf("err %v after %d calls, want success on the 4th", err, calls)
	}
	// 40 ms, 80 ms, then capped at 100 ms; each jittered to between half and all of it.
	for i, ceiling := range []time.Duration{40, 80, 100} {
		ceiling *= time.Millisecond
		if waits[i] < ceiling/2 || waits[i] > ceiling {
			t.Errorf("wait %d = %v, want within [%v, %v]", i+1, waits[i], ceiling/2, ceiling)
		}
	}
}

func TestContentionFailsAfterTheLastAttempt(t *testing.T) {
	var waits []time.Duration
	p := retryPolicy{attempts: 3, initial: time.Millisecond, max: time.Millisecond, sleep: noSleep(&waits)}
	calls := 0
	err := p.run(context.Background(), func() error { calls++; return aborted("too much contention") })
	if calls != 3 || len(waits) != 2 {
		t.Fatalf("%d calls and %d waits, want 3 and 2", calls, len(waits))
	}
	if status.Code(err) != codes.Aborted || err.Error() != "still contended after 3 attempts: rpc error: code = Aborted desc = too much contention" {
		t.Errorf("err = %v", err)
	}
}

func TestOtherErrorsAreNotRetried(t *testing.T) {
	var waits []time.Duration
	p := retryPolicy{attempts: 4, initial: time.Millisecond, max: time.Millisecond, sleep: noSleep(&waits)}
	calls := 0
	want := status.Error(codes.PermissionDenied, "no")
	if err := p.run(context.Background(), func() error { calls++; return want }); !errors.Is(err, want) || calls != 1 {
		t.Errorf("err %v after %d calls, want the error after one call", err, calls)
	}
}

func TestContentionRetryStopsWhenTheRequestIsCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := retryPolicy{attempts: 4, initial: time.Hour, max: time.Hour, sleep: sleepCtx}
	calls := 0
	err := p.run(ctx, func() error { calls++; return aborted("busy") })
	if !errors.Is(err, context.Canceled) || calls != 1 {
		t.Errorf("err %v after %d calls, want context.Canceled after one", err, calls)
	}
}
