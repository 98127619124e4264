import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  AUTOSAVE_DELAY_MS,
  CONFLICT_MESSAGE,
  SAVE_FAILED_MESSAGE,
  SAVE_FAILED_STATE,
  useSaveController,
  useSaveSnapshot,
  type LatestVersion,
  type SavedVersion,
} from './useSaveState';

class ConflictError extends Error {}

/** A fake store holding one document, with the repository's version check. */
class FakeStore {
  content = '<p>stored</p>';
  version = 1;
  calls: Array<{ content: string; baseVersion: number }> = [];
  failNext = false;
  tooBigNext = false;
  // When set, persist waits for release() so a test can edit mid-save.
  hold: { release: () => void } | null = null;
  holdNext = false;

  persist = async (content: string, baseVersion: number): Promise<SavedVersion> => {
    this.calls.push({ content, baseVersion });
    if (this.holdNext) {
      this.holdNext = false;
      await new Promise<void>((resolve) => (this.hold = { release: resolve }));
    }
    if (this.failNext) {
      this.failNext = false;
      throw new Error('network down');
    }
    if (this.tooBigNext) {
      this.tooBigNext = false;
      throw new TooBigError('too big');
    }
    if (baseVersion !== this.version) throw new ConflictError('stale');
    this.content = content;
    this.version++;
    return { version: this.version, savedAt: new Date() };
  };

  loadLatest = async (): Promise<LatestVersion> => ({ content: this.content, version: this.version, savedAt: new Date() });
}

class TooBigError extends Error {}

function Harness({ store, readContent, showContent }: { store: FakeStore; readContent(): string; showContent(content: string): void }) {
  const controller = useSaveController({
    describeFailure: (err) => (err instanceof TooBigError ? { message: 'Too big: shorten it.', state: 'Not saved: too big' } : undefined),
    initialVersion: 1,
    initialSavedAt: null,
    readContent,
    persist: store.persist,
    isConflict: (err) => err instanceof ConflictError,
    loadLatest: store.loadLatest,
    showContent,
  });
  const state = useSaveSnapshot(controller, (snapshot) => snapshot);
  return (
    <div>
      <p data-testid="status">{state.status}</p>
      <p data-testid="flag">{state.hasUnsavedChanges ? 'Unsaved changes' : 'clean'}</p>
      <p data-testid="last">{state.lastSavedAt ? 'saved-once' : 'Never'}</p>
      {state.error && <p role="alert">{state.error}</p>}
      {state.failure && <p data-testid="failure">{state.failure}</p>}
      <button onClick={() => controller.markChanged()}>edit</button>
      <button onClick={() => void controller.save()}>save</button>
      {state.conflict && (
        <>
          <button onClick={() => void controller.keepMine()}>keep mine</button>
          <button onClick={() => void controller.reloadTheirs()}>reload theirs</button>
        </>
      )}
    </div>
  );
}

function setup() {
  const store = new FakeStore();
  const text = { current: '<p>stored</p>' };
  render(
    <Harness
      store={store}
      readContent={() => text.current}
      showContent={(content) => {
        text.current = content;
      }}
    />,
  );
  const type = (value: string) => {
    text.current = value;
    fireEvent.click(screen.getByText('edit'));
  };
  return { store, text, type };
}

// Lets pending promise callbacks (the save) run under fake timers.
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSaveController', () => {
  it('says why a save failed when the reason is described, and clears it on the next success', async () => {
    const { store, type } = setup();
    store.tooBigNext = true;
    type('<p>huge</p>');
    fireEvent.click(screen.getByText('save'));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Too big: shorten it.');
    expect(screen.getByTestId('failure')).toHaveTextContent('Not saved: too big');
    expect(screen.getByTestId('status')).toHaveTextContent('unsaved');
    store.failNext = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(screen.getByText('save'));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(SAVE_FAILED_MESSAGE);
    expect(screen.getByTestId('failure')).toHaveTextContent(SAVE_FAILED_STATE);
    fireEvent.click(screen.getByText('save'));
    await flush();
    expect(screen.queryByTestId('failure')).toBeNull();
    expect(store.content).toBe('<p>huge</p>');
  });

  it('autosaves 2 s after the last edit, not before', async () => {
    const { store, type } = setup();
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
    type('<p>a</p>');
    expect(screen.getByTestId('status')).toHaveTextContent('unsaved');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    type('<p>ab</p>');
    // 1.5 s after the first edit plus 1.9 s: still within 2 s of the last edit.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    });
    expect(store.calls).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(store.calls).toEqual([{ content: '<p>ab</p>', baseVersion: 1 }]);
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
    expect(screen.getByTestId('flag')).toHaveTextContent('clean');
    expect(screen.getByTestId('last')).toHaveTextContent('saved-once');
  });

  it('shows Saving... while the save is in flight', async () => {
    const { store, type } = setup();
    store.holdNext = true;
    type('<p>a</p>');
    fireEvent.click(screen.getByText('save'));
    await flush();
    expect(screen.getByTestId('status')).toHaveTextContent('saving');
    await act(async () => {
      store.hold?.release();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
  });

  it('saves at once on an explicit save and cancels the autosave timer', async () => {
    const { store, type } = setup();
    type('<p>now</p>');
    fireEvent.click(screen.getByText('save'));
    await flush();
    expect(store.calls).toEqual([{ content: '<p>now</p>', baseVersion: 1 }]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    });
    // The timer started by the edit was cancelled: no second save.
    expect(store.calls).toHaveLength(1);
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
  });

  it('cancels the pending autosave, so a failed explicit save is not retried behind the user', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, type } = setup();
    store.failNext = true;
    type('<p>draft</p>');
    fireEvent.click(screen.getByText('save'));
    await flush();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    });
    expect(store.calls).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(SAVE_FAILED_MESSAGE);
    // The next edit schedules a new autosave, which succeeds.
    type('<p>draft 2</p>');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    });
    expect(store.content).toBe('<p>draft 2</p>');
  });

  it('does nothing on save when nothing changed', async () => {
    const { store } = setup();
    fireEvent.click(screen.getByText('save'));
    await flush();
    expect(store.calls).toHaveLength(0);
  });

  it('keeps the unsaved flag and the text when a save fails, and saves on the next try', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, text, type } = setup();
    store.failNext = true;
    type('<p>precious</p>');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(SAVE_FAILED_MESSAGE);
    expect(screen.getByTestId('status')).toHaveTextContent('unsaved');
    expect(screen.getByTestId('last')).toHaveTextContent('Never');
    expect(text.current).toBe('<p>precious</p>');
    expect(logged).toHaveBeenCalledWith(SAVE_FAILED_MESSAGE, expect.any(Error));
    fireEvent.click(screen.getByText('save'));
    await flush();
    expect(store.content).toBe('<p>precious</p>');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
  });

  it('keeps edits made during a save unsaved and autosaves them afterwards', async () => {
    const { store, type } = setup();
    store.holdNext = true;
    type('<p>one</p>');
    fireEvent.click(screen.getByText('save'));
    await flush();
    type('<p>one two</p>');
    await act(async () => {
      store.hold?.release();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(store.content).toBe('<p>one</p>');
    expect(screen.getByTestId('status')).toHaveTextContent('unsaved');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    });
    expect(store.content).toBe('<p>one two</p>');
    expect(store.calls.map((c) => c.baseVersion)).toEqual([1, 2]);
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
  });

  it('reports a version conflict, stops autosaving, and keeps my version on request', async () => {
    const { store, type } = setup();
    // Another tab saved first.
    store.content = '<p>theirs</p>';
    store.version = 2;
    type('<p>mine</p>');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(CONFLICT_MESSAGE);
    expect(screen.getByTestId('status')).toHaveTextContent('unsaved');
    expect(store.content).toBe('<p>theirs</p>');
    type('<p>mine!</p>');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    });
    expect(store.calls).toHaveLength(1);
    fireEvent.click(screen.getByText('keep mine'));
    await flush();
    expect(store.content).toBe('<p>mine!</p>');
    expect(store.version).toBe(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
  });

  it('reloads their version on request and is clean afterwards', async () => {
    const { store, text, type } = setup();
    store.content = '<p>theirs</p>';
    store.version = 2;
    type('<p>mine</p>');
    fireEvent.click(screen.getByText('save'));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(CONFLICT_MESSAGE);
    fireEvent.click(screen.getByText('reload theirs'));
    await flush();
    expect(text.current).toBe('<p>theirs</p>');
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
    // Later edits save on top of their version.
    type('<p>theirs, edited</p>');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    });
    expect(store.calls.at(-1)).toEqual({ content: '<p>theirs, edited</p>', baseVersion: 2 });
    expect(store.content).toBe('<p>theirs, edited</p>');
  });
});
