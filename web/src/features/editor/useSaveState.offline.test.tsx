// The save state with the edit journal and offline saving: the text is kept
// on this device before each save is attempted, the journal entry goes once
// the store acknowledges it, and while the store cannot be reached the header
// says so and saving resumes by itself.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AUTOSAVE_DELAY_MS, OFFLINE_MESSAGE, OFFLINE_RETRY_MS, useSaveController, useSaveSnapshot, type SavedVersion } from './useSaveState';

class UnavailableError extends Error {}

class FakeStore {
  content = '<p>stored</p>';
  version = 1;
  log: string[] = [];
  unreachable = false;
  failNext = false;

  persist = async (content: string, baseVersion: number): Promise<SavedVersion> => {
    this.log.push(`persist ${content}`);
    if (this.unreachable) throw new UnavailableError('offline');
    if (this.failNext) {
      this.failNext = false;
      throw new Error('boom');
    }
    if (baseVersion !== this.version) throw new Error('stale');
    this.content = content;
    this.version++;
    return { version: this.version, savedAt: new Date() };
  };

  journal = async (content: string, baseVersion: number) => {
    this.log.push(`journal ${content} @${baseVersion}`);
  };

  acknowledged = (content: string) => {
    this.log.push(`acknowledged ${content}`);
  };
}

function Harness({ store, text, autosave }: { store: FakeStore; text: { current: string }; autosave?: boolean }) {
  const controller = useSaveController({
    initialVersion: 1,
    initialSavedAt: null,
    autosave,
    readContent: () => text.current,
    persist: store.persist,
    isConflict: () => false,
    isUnavailable: (error) => error instanceof UnavailableError,
    loadLatest: async () => ({ content: store.content, version: store.version, savedAt: new Date() }),
    showContent: () => {},
    journal: store.journal,
    acknowledged: store.acknowledged,
    needsNetwork: true,
  });
  const state = useSaveSnapshot(controller, (snapshot) => snapshot);
  return (
    <div>
      <p data-testid="status">{state.status}</p>
      {state.offline && <p data-testid="offline">{OFFLINE_MESSAGE}</p>}
      {state.error && <p role="alert">{state.error}</p>}
      <button onClick={() => controller.markChanged()}>edit</button>
      <button onClick={() => void controller.save()}>save</button>
      <button onClick={() => void controller.journalNow()}>hide page</button>
    </div>
  );
}

function setup(options: { autosave?: boolean } = {}) {
  const store = new FakeStore();
  const text = { current: '<p>stored</p>' };
  render(<Harness store={store} text={text} autosave={options.autosave} />);
  const type = (value: string) => {
    text.current = value;
    fireEvent.click(screen.getByText('edit'));
  };
  return { store, type };
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSaveController with the edit journal', () => {
  it('journals the text before each save is attempted and drops it once the store acknowledges it', async () => {
    const { store, type } = setup();
    type('<p>The ford is guarded.</p>');
    await advance(AUTOSAVE_DELAY_MS);
    expect(store.log).toEqual(['journal <p>The ford is guarded.</p> @1', 'persist <p>The ford is guarded.</p>', 'acknowledged <p>The ford is guarded.</p>']);
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
  });

  it('keeps the journal entry when a save fails', async () => {
    const { store, type } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    store.failNext = true;
    type('<p>Lost in the mail?</p>');
    fireEvent.click(screen.getByText('save'));
    await advance(0);
    expect(store.log).toEqual(['journal <p>Lost in the mail?</p> @1', 'persist <p>Lost in the mail?</p>']);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('unsaved');
  });

  it('journals the text on screen when the page is hidden, without saving', async () => {
    const { store, type } = setup();
    type('<p>Closing the laptop.</p>');
    fireEvent.click(screen.getByText('hide page'));
    await advance(0);
    expect(store.log).toEqual(['journal <p>Closing the laptop.</p> @1']);
  });

  it('journals every pause when autosave is off', async () => {
    const { store, type } = setup({ autosave: false });
    type('<p>By hand only.</p>');
    await advance(AUTOSAVE_DELAY_MS);
    expect(store.log).toEqual(['journal <p>By hand only.</p> @1']);
  });
});

describe('useSaveController offline', () => {
  it('says so, keeps edits on this device, and saves by itself when the network returns', async () => {
    const { store, type } = setup();
    setOnline(false);
    expect(screen.getByTestId('offline')).toHaveTextContent('Offline: changes are kept on this device');
    type('<p>Written on the train.</p>');
    await advance(AUTOSAVE_DELAY_MS);
    expect(store.log).toEqual(['journal <p>Written on the train.</p> @1']);
    fireEvent.click(screen.getByText('save'));
    await advance(0);
    // Ctrl+S offline journals too, and sends nothing.
    expect(store.log.filter((line) => line.startsWith('persist'))).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('unsaved');

    setOnline(true);
    await advance(0);
    expect(store.log.at(-2)).toBe('persist <p>Written on the train.</p>');
    expect(store.log.at(-1)).toBe('acknowledged <p>Written on the train.</p>');
    expect(screen.queryByTestId('offline')).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
    expect(store.content).toBe('<p>Written on the train.</p>');
  });

  it('treats an unreachable store as offline and tries again after a while', async () => {
    const { store, type } = setup();
    store.unreachable = true;
    type('<p>The server is down.</p>');
    await advance(AUTOSAVE_DELAY_MS);
    expect(screen.getByTestId('offline')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    store.unreachable = false;
    await advance(OFFLINE_RETRY_MS - 1);
    expect(store.content).toBe('<p>stored</p>');
    await advance(1);
    expect(store.content).toBe('<p>The server is down.</p>');
    expect(screen.queryByTestId('offline')).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
  });
});
