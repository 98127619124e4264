import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { BrowserDocumentRepository } from '../../lib/documents/browser';
import { DocumentRepositoryProvider } from '../../lib/documents/context';
import { DocumentTooLargeError, type DocumentRepository } from '../../lib/documents/types';
import { EditorSlotsProvider } from '../../lib/editor-bridge';
import { DEFAULT_PREFERENCES } from '../../lib/profiles/defaults';
import { fakeSession, renderApp, testProfile } from '../../test/renderApp';
import { computeTextStats } from '../../lib/text';
import { server } from '../../test/server';
import { BridgeProbe, probedBridge } from './bridgeProbe';
import EditorPage, { NOT_FOUND_TEXT } from './EditorPage';

let dbCounter = 0;
function newRepository(): DocumentRepository {
  return new BrowserDocumentRepository('user-1', { dbName: `editor-page-test-${++dbCounter}` });
}

function renderEditor(repository: DocumentRepository, path: string, session = fakeSession('signedIn')) {
  return renderApp(
    <DocumentRepositoryProvider repository={repository}>
      <EditorSlotsProvider value={{ assistantPanel: <BridgeProbe><p>assistant tools</p></BridgeProbe> }}>
        <Routes>
          <Route path="/editor" element={<EditorPage />} />
          <Route path="/editor/:documentId" element={<EditorPage />} />
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </EditorSlotsProvider>
    </DocumentRepositoryProvider>,
    { path, session },
  );
}

/** The Go API's /api/status, with or without a model (msw; any other request fails the test). */
function serveStatus(aiConfigured: boolean) {
  server.use(
    http.get('*/api/status', () =>
      HttpResponse.json({
        aiConfigured,
        model: aiConfigured ? 'gpt-4' : '',
        mode: 'local',
        caller: { guest: false, limits: { perMinute: 20, perDay: 500, tokensPerDay: 0 }, backgroundLimits: { perMinute: 60, perDay: 2000, tokensPerDay: 0 } },
      }),
    ),
  );
}

beforeEach(() => {
  serveStatus(true);
});

describe('EditorPage states', () => {
  it('shows the loading state, then the document', async () => {
    const repository = newRepository();
    const doc = await repository.create({ title: 'The Sunken Keep', type: 'campaign', content: '<p>Three words here.</p>' });
    renderEditor(repository, `/editor/${doc.id}`);
    expect(screen.getByRole('heading', { name: 'Loading Document' })).toBeInTheDocument();
    expect(screen.getByText('Preparing your writing space...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Sunken Keep' })).toBeInTheDocument();
    expect(screen.getByTestId('document-type')).toHaveTextContent('Campaign');
    expect(screen.getByTestId('header-word-count')).toHaveTextContent('3 words');
    expect(await screen.findByText('AI Enabled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const stats = screen.getByRole('complementary', { name: 'Document statistics' });
    expect(within(stats).getByText('Saved')).toBeInTheDocument();
    expect(within(stats).getByTestId('last-saved')).toHaveTextContent('Never');
    expect(within(stats).getByText('Reading time').nextSibling).toHaveTextContent('1 min');
  });

  it('hides the AI badge when grammar checking is off', async () => {
    const repository = newRepository();
    const doc = await repository.create({ title: 'Quiet', content: '' });
    const user = testProfile({ preferences: { ...structuredClone(DEFAULT_PREFERENCES), grammarCheckEnabled: false } });
    renderEditor(repository, `/editor/${doc.id}`, fakeSession('signedIn', { user }));
    await screen.findByRole('heading', { level: 1, name: 'Quiet' });
    await act(async () => {});
    expect(screen.queryByTestId('ai-status-badge')).toBeNull();
    expect(screen.queryByText('AI Enabled')).toBeNull();
  });

  it('says the checks are built in when the server has no AI model', async () => {
    serveStatus(false);
    const repository = newRepository();
    const doc = await repository.create({ title: 'Offline Keep', content: '' });
    renderEditor(repository, `/editor/${doc.id}`);
    const badge = await screen.findByTestId('ai-status-badge');
    expect(badge).toHaveTextContent('Built-in checks');
    expect(badge).toHaveAttribute('title', expect.stringContaining('No AI model is configured on this server'));
    expect(screen.queryByText('AI Enabled')).toBeNull();
  });

  it('says Document Not Found for a missing document', async () => {
    renderEditor(newRepository(), '/editor/nope');
    expect(await screen.findByRole('heading', { name: 'Document Not Found' })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('says Document Not Found for a document of another user', async () => {
    const owner = new BrowserDocumentRepository('someone-else', { dbName: 'editor-page-shared' });
    const doc = await owner.create({ title: 'Secret plans' });
    renderEditor(new BrowserDocumentRepository('user-1', { dbName: 'editor-page-shared' }), `/editor/${doc.id}`);
    expect(await screen.findByRole('heading', { name: 'Document Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Secret plans')).toBeNull();
  });

  it('shows the load error with its reason and a way back', async () => {
    const repository = newRepository();
    repository.get = async () => {
      throw new Error('disk on fire');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, location } = renderEditor(repository, '/editor/abc');
    expect(await screen.findByRole('heading', { name: 'Error Loading Document' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load document: disk on fire')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(location().pathname).toBe('/dashboard');
  });

  it('says No document ID provided without an id', async () => {
    renderEditor(newRepository(), '/editor');
    expect(await screen.findByText('No document ID provided')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error Loading Document' })).toBeInTheDocument();
  });
});

describe('EditorPage editing', () => {
  // Autosave off: what these tests leave unsaved stays unsaved however long a
  // busy machine takes over them (the autosave itself is useSaveState's to test).
  async function openDocument() {
    const repository = newRepository();
    const created = await repository.create({ title: 'Hooks', type: 'campaign', content: '<p>Start.</p>' });
    const doc = await repository.update(created.id, { isAutoSaveEnabled: false });
    const view = renderEditor(repository, `/editor/${doc.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Hooks' });
    return { repository, doc, ...view };
  }

  it('marks changes unsaved, saves with the Save button, and counts words live', async () => {
    const { repository, doc, user } = await openDocument();
    act(() => {
      probedBridge().insertContent('## Plot hooks\n\n- **A drowned bell** tolls at night');
    });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header-word-count')).toHaveTextContent('9 words'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(screen.getByTestId('last-saved')).toHaveTextContent('Just now');
    const stored = await repository.get(doc.id);
    expect(stored?.version).toBe(doc.version + 1);
    expect(stored?.content).toContain('<h2>Plot hooks</h2>');
    expect(stored?.content).toContain('<strong>A drowned bell</strong>');
  });

  it('saves the statistics it counted from the document, equal to counting the stored HTML', async () => {
    const { repository, doc, user } = await openDocument();
    const update = vi.spyOn(repository, 'update');
    act(() => {
      probedBridge().insertContent('## Plot hooks\n\nThe bell tolls. Who rings it?\n\n- **A drowned bell** tolls at night');
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    const [, changes, options] = update.mock.calls[0];
    expect(options?.contentStats).toEqual(computeTextStats(changes.content!));
    const stored = await repository.get(doc.id);
    expect(stored?.stats).toMatchObject({ ...computeTextStats(stored!.content), wordCount: 15 });
  });

  it('asks before going back with unsaved changes: Stay keeps the text, Leave goes', async () => {
    const { user, location } = await openDocument();
    act(() => {
      probedBridge().insertContent('More.');
    });
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveAccessibleDescription('You have unsaved changes. Leave without saving?');
    // Stay has the focus: Enter never throws work away.
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location().pathname).toMatch(/^\/editor\//);
    expect(screen.getByTestId('editor-content')).toHaveTextContent('More.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(location().pathname).toBe('/dashboard');
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
  });

  it('goes back without asking when everything is saved', async () => {
    const { user, location } = await openDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location().pathname).toBe('/dashboard');
  });

  it("holds the browser's Back button with unsaved changes", async () => {
    const repository = newRepository();
    const created = await repository.create({ title: 'Hooks', content: '<p>Start.</p>' });
    const doc = await repository.update(created.id, { isAutoSaveEnabled: false });
    const { location, navigate, user } = renderEditor(repository, '/dashboard');
    await navigate(`/editor/${doc.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Hooks' });
    act(() => {
      probedBridge().insertContent('Typed just now.');
    });
    await navigate(-1);
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(location().pathname).toBe(`/editor/${doc.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('editor-content')).toHaveTextContent('Typed just now.');

    await navigate(-1);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    // Left without saving: the store still has the old text.
    expect((await repository.get(doc.id))?.content).toBe('<p>Start.</p>');
  });

  it('Save and leave saves, then goes', async () => {
    const { repository, doc, user, location } = await openDocument();
    act(() => {
      probedBridge().insertContent('Keep this.');
    });
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await user.click(screen.getByRole('button', { name: 'Save and leave' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect((await repository.get(doc.id))?.content).toContain('Keep this.');
  });

  it('Save and leave stays, with the text and the message, when the save fails', async () => {
    const { repository, user, location } = await openDocument();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    repository.update = async () => {
      throw new Error('disk full');
    };
    act(() => {
      probedBridge().insertContent('Do not lose me.');
    });
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await user.click(screen.getByRole('button', { name: 'Save and leave' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Failed to save document')).toBeInTheDocument();
    expect(location().pathname).toMatch(/^\/editor\//);
    expect(screen.getByTestId('editor-content')).toHaveTextContent('Do not lose me.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('says a document too large to store cannot be saved, keeping the text and the stored version', async () => {
    const { repository, doc, user } = await openDocument();
    const update = repository.update.bind(repository);
    repository.update = async () => {
      throw new DocumentTooLargeError(1_200_000);
    };
    act(() => {
      probedBridge().insertContent('An enormous appendix.');
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(/This document is too large to save: its text and formatting take 1,200 KB/);
    expect(alert).toHaveTextContent('one document holds at most 900 KB');
    expect(alert).toHaveTextContent('Your text is still here.');
    expect(screen.getByTestId('save-failure')).toHaveTextContent('Not saved: too large for one document');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByTestId('editor-content')).toHaveTextContent('An enormous appendix.');
    expect((await repository.get(doc.id))?.version).toBe(doc.version);
    // Once it fits again, a save goes through and the reason goes away.
    repository.update = update;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('save-failure')).toBeNull());
    expect((await repository.get(doc.id))?.content).toContain('An enormous appendix.');
  });

  it('toggles the panels with pressed states', async () => {
    const { user } = await openDocument();
    const assistant = screen.getByRole('button', { name: 'AI assistant panel' });
    const stats = screen.getByRole('button', { name: 'Statistics panel' });
    expect(assistant).toHaveAttribute('aria-pressed', 'true');
    expect(stats).toHaveAttribute('aria-pressed', 'true');
    await user.click(stats);
    expect(stats).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('complementary', { name: 'Document statistics' })).toBeNull();
    await user.click(assistant);
    expect(assistant).toHaveAttribute('aria-pressed', 'false');
    // Hidden, not unmounted: the tools keep their state.
    expect(screen.getByText('assistant tools')).not.toBeVisible();
    await user.click(assistant);
    expect(screen.getByText('assistant tools')).toBeVisible();
  });

  it('opens a closed assistant panel when an underline is clicked', async () => {
    const { user } = await openDocument();
    act(() => {
      // Any tool's underline: here the balance analysis'.
      probedBridge().setHighlights('analysis', [{ id: 'segment-1', start: 0, end: 5, kind: 'combat' }]);
    });
    await user.click(screen.getByRole('button', { name: 'AI assistant panel' }));
    expect(screen.getByText('assistant tools')).not.toBeVisible();
    const underline = document.querySelector('.lw-highlight') as HTMLElement;
    expect(underline).toHaveTextContent('Start');
    // A plain click event: jsdom cannot lay out text for ProseMirror's mousedown handling.
    act(() => underline.click());
    expect(screen.getByText('assistant tools')).toBeVisible();
    expect(screen.getByRole('button', { name: 'AI assistant panel' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renames through Document Settings without breaking later saves', async () => {
    const { repository, doc, user } = await openDocument();
    await user.click(screen.getByRole('button', { name: 'Document Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Document Settings' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Hooks and Lures');
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hooks and Lures' })).toBeInTheDocument();
    // The settings save moved the version on; the next content save builds on it.
    act(() => {
      probedBridge().insertContent('After the rename.');
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(screen.queryByText(/saved in another tab/)).toBeNull();
    const stored = await repository.get(doc.id);
    expect(stored).toMatchObject({ title: 'Hooks and Lures', version: doc.version + 2 });
    expect(stored?.content).toContain('After the rename.');
  });
});
