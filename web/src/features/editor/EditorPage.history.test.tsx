// The editor's safety nets: version history (kept at the first edit of a
// session and before bulk changes, shown, compared and restored), text kept
// on this device and offered back on load, and saving while offline.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { BrowserDocumentRepository } from '../../lib/documents/browser';
import { DocumentRepositoryProvider } from '../../lib/documents/context';
import { DeviceCopy, EditJournal } from '../../lib/documents/journal';
import { readStoredDocument } from '../../lib/documents/queries';
import { DocumentStoreUnavailableError, type DocumentRepository } from '../../lib/documents/types';
import { EditorSlotsProvider } from '../../lib/editor-bridge';
import { fakeSession, renderApp } from '../../test/renderApp';
import { BridgeProbe, probedBridge } from './bridgeProbe';
import EditorPage from './EditorPage';

let dbCounter = 0;
const newRepository = () => new BrowserDocumentRepository('user-1', { dbName: `editor-history-test-${++dbCounter}` });

async function open(repository: DocumentRepository, content: string) {
  const doc = await repository.create({ title: 'The Ford', type: 'campaign', content });
  const view = renderApp(
    <DocumentRepositoryProvider repository={repository}>
      <EditorSlotsProvider value={{ assistantPanel: <BridgeProbe /> }}>
        <Routes>
          <Route path="/editor/:documentId" element={<EditorPage />} />
        </Routes>
      </EditorSlotsProvider>
    </DocumentRepositoryProvider>,
    { path: `/editor/${doc.id}`, session: fakeSession('signedIn') },
  );
  await screen.findByRole('heading', { level: 1, name: 'The Ford' });
  return { doc, ...view };
}

/** The editor, IndexedDB and the journal take their time on a busy machine. */
const SLOW = { timeout: 5000 };

const versionsOf = async (repository: DocumentRepository, id: string) => (await repository.listVersions(id)).map((v) => [v.reason, v.content]);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ aiConfigured: false, model: '', mode: 'local', caller: { guest: false, limits: { perMinute: 1, perDay: 1, tokensPerDay: 0 }, backgroundLimits: { perMinute: 1, perDay: 1, tokensPerDay: 0 } } }), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('EditorPage version history', () => {
  it('keeps the stored text at the first edit, then compares it with the current text and restores it, keeping what it replaced', async () => {
    const repository = newRepository();
    const { doc, user } = await open(repository, '<p>The goblins wait at the ford.</p>');
    act(() => {
      probedBridge().insertContent('Captain Vell arrives with lanterns.');
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await versionsOf(repository, doc.id)).toEqual([['start of an editing session', '<p>The goblins wait at the ford.</p>']]), SLOW);

    await user.click(screen.getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: 'History' }, SLOW);
    const item = await within(history).findByTestId('version-item', {}, SLOW);
    expect(item).toHaveTextContent('start of an editing session');
    expect(item).toHaveTextContent('6 words');
    expect(within(history).getByTestId('version-preview')).toHaveTextContent('The goblins wait at the ford.');
    await user.click(within(history).getByRole('button', { name: 'Compare with current text' }));
    const compare = within(history).getByTestId('version-compare');
    const marked = within(compare).getByRole('region', { name: 'Comparison' }).querySelectorAll('ins.lw-diff-added, del.lw-diff-removed');
    expect([...marked].map((node) => `${node.tagName} ${node.textContent}`)).toEqual(['INS Captain Vell arrives with lanterns.']);
    expect(within(compare).getByTestId('diff-added-count')).toHaveTextContent('5 words added since this version');

    await user.click(within(history).getByRole('button', { name: 'Restore This Version' }));
    expect(screen.queryByRole('dialog', { name: 'History' })).toBeNull();
    expect(screen.getByTestId('editor-content')).not.toHaveTextContent('Captain Vell');
    expect(screen.getByText(/The text before it is in History as “before restore”/)).toBeInTheDocument();
    await waitFor(async () => expect((await repository.get(doc.id))?.content).toBe('<p>The goblins wait at the ford.</p>'), SLOW);
    await waitFor(async () => expect((await versionsOf(repository, doc.id)).map(([reason]) => reason)).toEqual(['before restore', 'start of an editing session']), SLOW);
    expect((await repository.listVersions(doc.id))[0].content).toContain('<p>Captain Vell arrives with lanterns.</p>');
  });

  it('keeps the text before a tool’s bulk change, and names versions on request', async () => {
    const repository = newRepository();
    const { doc, user } = await open(repository, '<p>Teh goblins wait.</p>');
    act(() => {
      probedBridge().bulkChange('Accept All', () => probedBridge().applyChanges([{ plainTextStart: 0, plainTextEnd: 3, replacement: 'The', originalText: 'Teh' }]));
    });
    await waitFor(async () => expect(await versionsOf(repository, doc.id)).toEqual([['before Accept All', '<p>Teh goblins wait.</p>']]), SLOW);

    await user.click(screen.getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: 'History' }, SLOW);
    await user.click(within(history).getByRole('button', { name: 'Save Version' }));
    expect(within(history).getByText('Give the version a name, such as “before session 3”.')).toBeInTheDocument();
    await user.type(within(history).getByLabelText('Name this version'), 'before session 3');
    await user.click(within(history).getByRole('button', { name: 'Save Version' }));
    expect(await within(history).findByText('Saved the version “before session 3”.')).toBeInTheDocument();
    await waitFor(() => expect(within(history).getAllByTestId('version-reason').map((node) => node.textContent)).toEqual(['named: before session 3', 'before Accept All']));
    expect((await repository.listVersions(doc.id))[0]).toMatchObject({ kind: 'named', content: '<p>The goblins wait.</p>' });
  });
});

describe('EditorPage recovered changes', () => {
  function renderAt(repository: DocumentRepository, id: string) {
    return renderApp(
      <DocumentRepositoryProvider repository={repository}>
        <EditorSlotsProvider value={{ assistantPanel: <BridgeProbe /> }}>
          <Routes>
            <Route path="/editor/:documentId" element={<EditorPage />} />
          </Routes>
        </EditorSlotsProvider>
      </DocumentRepositoryProvider>,
      { path: `/editor/${id}`, session: fakeSession('signedIn') },
    );
  }

  it('offers back text kept on this device; applying it keeps the stored text in History and saves', async () => {
    const repository = newRepository();
    const stored = '<p>Stored text.</p>';
    const doc = await repository.create({ title: 'The Ford', content: stored });
    await new EditJournal('user-1', doc.id).write('<p>Stored text.</p><p>Typed offline.</p>', 1, new Date(2026, 10, 26, 14, 32));
    renderAt(repository, doc.id);
    const offer = await screen.findByRole('alertdialog', { name: 'Unsaved changes from 14:32 were recovered' }, SLOW);
    // It must be answered: Escape does not close it.
    fireEvent.keyDown(offer, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    // Clicked directly: Radix turns pointer events back on for the dialog a moment after it opens.
    fireEvent.click(within(offer).getByRole('button', { name: 'Show Differences' }));
    expect(await within(offer).findByText('Typed offline.', { selector: 'ins' })).toBeInTheDocument();
    fireEvent.click(within(offer).getByRole('button', { name: 'Apply Recovered Changes' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('editor-content')).toHaveTextContent('Typed offline.');
    await waitFor(async () => expect((await repository.get(doc.id))?.content).toBe('<p>Stored text.</p><p>Typed offline.</p>'), SLOW);
    await waitFor(async () => expect(await versionsOf(repository, doc.id)).toEqual([['before recovered changes', stored]]), SLOW);
    await waitFor(async () => expect(await new EditJournal('user-1', doc.id).read()).toBeNull(), SLOW);
  });

  it('discarding drops the kept text and leaves the stored document as it is', async () => {
    const repository = newRepository();
    const doc = await repository.create({ title: 'The Ford', content: '<p>Stored text.</p>' });
    await new EditJournal('user-1', doc.id).write('<p>Never mind.</p>', 1, new Date(2026, 10, 26, 9, 5));
    renderAt(repository, doc.id);
    const offer = await screen.findByRole('alertdialog', { name: 'Unsaved changes from 09:05 were recovered' }, SLOW);
    fireEvent.click(within(offer).getByRole('button', { name: 'Discard Them' }));
    await waitFor(async () => expect(await new EditJournal('user-1', doc.id).read()).toBeNull(), SLOW);
    expect(screen.getByTestId('editor-content')).toHaveTextContent('Stored text.');
    expect((await repository.get(doc.id))?.version).toBe(1);
  });

  it('does not offer text the store already holds', async () => {
    const repository = newRepository();
    const doc = await repository.create({ title: 'The Ford', content: '<p>Stored text.</p>' });
    await new EditJournal('user-1', doc.id).write('<p>Stored text.</p>', 1);
    renderAt(repository, doc.id);
    await screen.findByRole('heading', { level: 1, name: 'The Ford' });
    await waitFor(async () => expect(await new EditJournal('user-1', doc.id).read()).toBeNull(), SLOW);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('EditorPage offline', () => {
  it('says so in the header when the store cannot be reached, keeps the text on this device, and saves when back online', async () => {
    const repository = newRepository();
    const update = repository.update.bind(repository);
    let reachable = false;
    repository.update = vi.fn(async (...args: Parameters<DocumentRepository['update']>) => {
      if (!reachable) throw new DocumentStoreUnavailableError();
      return update(...args);
    });
    const { doc, user } = await open(repository, '<p>Start.</p>');
    act(() => {
      probedBridge().insertContent('Written on the road.');
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('offline-status', {}, SLOW)).toHaveTextContent('Offline: changes are kept on this device');
    expect(screen.queryByRole('alert')).toBeNull();
    const kept = (await new EditJournal('user-1', doc.id).read())?.content;
    expect(kept).toContain('<p>Written on the road.</p>');
    expect((await repository.get(doc.id))?.content).toBe('<p>Start.</p>');

    reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(async () => expect((await repository.get(doc.id))?.content).toBe(kept), SLOW);
    await waitFor(() => expect(screen.queryByTestId('offline-status')).toBeNull());
    await waitFor(async () => expect(await new EditJournal('user-1', doc.id).read()).toBeNull(), SLOW);
  });

  it('a page loaded while the store cannot be reached opens the copy kept on this device, says so, offers the journal back, and saves when back online', async () => {
    // A store that needs the network (as Firestore does), cut off below.
    const repository = newRepository();
    Object.defineProperty(repository, 'needsNetwork', { value: true });
    const get = repository.get.bind(repository);
    const update = repository.update.bind(repository);
    let reachable = true;
    repository.get = vi.fn(async (id: string) => {
      if (!reachable) throw new DocumentStoreUnavailableError();
      return get(id);
    });
    repository.update = vi.fn(async (...args: Parameters<DocumentRepository['update']>) => {
      if (!reachable) throw new DocumentStoreUnavailableError();
      return update(...args);
    });
    const doc = await repository.create({ title: 'The Ford', content: '<p>Chapter one.</p>' });
    // An earlier visit read it from the store (keeping the copy) and typed on, offline, before the page went away.
    await readStoredDocument(repository, doc.id);
    await waitFor(async () => expect(await new DeviceCopy('user-1', doc.id).read()).not.toBeNull(), SLOW);
    await new EditJournal('user-1', doc.id).write('<p>Chapter one.</p><p>Typed offline.</p>', 1, new Date(2026, 10, 26, 14, 32));

    reachable = false;
    renderApp(
      <DocumentRepositoryProvider repository={repository}>
        <EditorSlotsProvider value={{ assistantPanel: <BridgeProbe /> }}>
          <Routes>
            <Route path="/editor/:documentId" element={<EditorPage />} />
          </Routes>
        </EditorSlotsProvider>
      </DocumentRepositoryProvider>,
      { path: `/editor/${doc.id}`, session: fakeSession('signedIn') },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The Ford' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('device-copy-notice')).toHaveTextContent(/the copy kept on this device at \d\d:\d\d/);
    expect(screen.getByTestId('editor-content')).toHaveTextContent('Chapter one.');
    const offer = await screen.findByRole('alertdialog', { name: 'Unsaved changes from 14:32 were recovered' }, SLOW);
    fireEvent.click(within(offer).getByRole('button', { name: 'Apply Recovered Changes' }));
    expect(screen.getByTestId('editor-content')).toHaveTextContent('Typed offline.');
    expect(await screen.findByTestId('offline-status', {}, SLOW)).toHaveTextContent('Offline: changes are kept on this device');
    expect((await get(doc.id))?.content).toBe('<p>Chapter one.</p>');

    reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(async () => expect((await get(doc.id))?.content).toBe('<p>Chapter one.</p><p>Typed offline.</p>'), SLOW);
    await waitFor(() => expect(screen.queryByTestId('device-copy-notice')).toBeNull(), SLOW);
    await waitFor(async () => expect((await new DeviceCopy('user-1', doc.id).read())?.document.content).toBe('<p>Chapter one.</p><p>Typed offline.</p>'), SLOW);
  });
});
