import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { BrowserDocumentRepository } from '../../lib/documents/browser';
import { DocumentRepositoryProvider } from '../../lib/documents/context';
import { EditorSlotsProvider } from '../../lib/editor-bridge';
import { fakeSession, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { BridgeProbe, probedBridge, hasProbedBridge } from './bridgeProbe';
import EditorPage from './EditorPage';

// Counts the renders of the formatting toolbar, which stands for the whole
// workspace: it re-renders whenever the workspace does.
const toolbarRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./EditorToolbar', async (importOriginal) => {
  const original = await importOriginal<typeof import('./EditorToolbar')>();
  return {
    ...original,
    EditorToolbar: (props: Parameters<typeof original.EditorToolbar>[0]) => {
      toolbarRenders.count++;
      return original.EditorToolbar(props);
    },
  };
});

beforeEach(() => {
  server.use(http.get('*/api/status', () => HttpResponse.json({ aiConfigured: false, model: '', mode: 'local' })));
});

async function openDocument() {
  const repository = new BrowserDocumentRepository('user-1', { dbName: `editor-renders-test-${Math.random()}` });
  const doc = await repository.create({ title: 'Hooks', type: 'campaign', content: '<p>Start.</p>' });
  const view = renderApp(
    <DocumentRepositoryProvider repository={repository}>
      <EditorSlotsProvider value={{ assistantPanel: <BridgeProbe /> }}>
        <Routes>
          <Route path="/editor/:documentId" element={<EditorPage />} />
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </EditorSlotsProvider>
    </DocumentRepositoryProvider>,
    { path: `/editor/${doc.id}`, session: fakeSession('signedIn') },
  );
  await screen.findByRole('heading', { level: 1, name: 'Hooks' });
  await waitFor(() => expect(hasProbedBridge()).toBe(true));
  return view;
}

describe('what an edit re-renders', () => {
  it('the keystroke that marks the document unsaved, and its save, re-render the save state, not the workspace', async () => {
    const { user } = await openDocument();
    const before = toolbarRenders.count;
    act(() => {
      probedBridge().insertContent('More.');
    });
    // The header and the statistics panel follow the save state themselves.
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    // The toolbar's own state (undo is now possible) re-renders it once, at
    // most; the unsaved flag, Saving... and Saved never do.
    expect(toolbarRenders.count - before).toBeLessThanOrEqual(1);
  });

  it('the browser asks before closing the page only while there are unsaved changes', async () => {
    const { user } = await openDocument();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    act(() => {
      probedBridge().insertContent('More.');
    });
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Saved'));
    expect(unload()).toBe(false);
  });
});

describe('what an edit schedules', () => {
  it('an edit schedules only debounced work (statistics, checks, autosave), no task of its own right after the keystroke', async () => {
    await openDocument();
    // The session's first edit also keeps a version, once the page is idle.
    act(() => {
      probedBridge().insertContent('Some.');
    });
    const spy = vi.spyOn(window, 'setTimeout');
    try {
      act(() => {
        probedBridge().insertContent('More.');
      });
      // TipTap's delete tracking, which nothing here listens to, replayed
      // each transaction in a zero-delay timer: on a long document a task
      // of its own after every keystroke.
      const immediate = spy.mock.calls.filter(([, delay]) => !delay);
      expect(immediate).toEqual([]);
      expect(spy.mock.calls.length).toBeGreaterThan(0);
    } finally {
      spy.mockRestore();
    }
  });
});
