import { act, renderHook, waitFor } from '@testing-library/react';
import { notifyManager, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fakeSession } from '../../test/renderApp';
import { deferred } from '../../test/api';
import { ServerStateForTests } from '../../test/ServerStateForTests';
import { SessionContext } from '../session';
import { DocumentRepositoryProvider } from './context';
import { isShared, shareDocument, stopSharing } from './shares';
import type { DocumentRepository, LoreDocument } from './types';
import { useDocumentShare } from './useDocumentShare';

// The Firestore calls are replaced: what is tested is the share state the
// hook shows while reads and writes overlap.
vi.mock('../firebase', () => ({ getDb: async () => ({}) }));
vi.mock('./shares', () => ({ isShared: vi.fn(), shareDocument: vi.fn(), stopSharing: vi.fn() }));

const STORED = { id: 'doc-1', title: 'The Sunless Citadel' } as LoreDocument;
const repository = { get: vi.fn(async () => STORED) } as unknown as DocumentRepository;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SessionContext.Provider value={fakeSession('signedIn', { storageBackend: 'firestore' })}>
      <ServerStateForTests>
        <DocumentRepositoryProvider repository={repository}>{children}</DocumentRepositoryProvider>
      </ServerStateForTests>
    </SessionContext.Provider>
  );
}

function renderShare() {
  return renderHook(() => ({ share: useDocumentShare('doc-1'), client: useQueryClient() }), { wrapper });
}

describe('useDocumentShare', () => {
  // The query client tells components of a change at once, inside act(),
  // rather than on a later timer: what the hook shows after each step is
  // then its settled state.
  beforeAll(() => notifyManager.setScheduler((notify) => notify()));
  afterAll(() => notifyManager.setScheduler((notify) => setTimeout(notify, 0)));
  beforeEach(() => {
    for (const call of [isShared, shareDocument, stopSharing]) vi.mocked(call).mockReset();
  });

  it('reads whether the document is shared, and shares and stops', async () => {
    vi.mocked(isShared).mockResolvedValue(false);
    vi.mocked(shareDocument).mockResolvedValue();
    vi.mocked(stopSharing).mockResolvedValue();
    const { result } = renderShare();
    await waitFor(() => expect(result.current.share.shared).toBe(false));
    await act(() => result.current.share.share());
    expect(shareDocument).toHaveBeenCalledWith(expect.anything(), STORED);
    expect(result.current.share.shared).toBe(true);
    await act(() => result.current.share.stop());
    expect(stopSharing).toHaveBeenCalledWith(expect.anything(), 'doc-1');
    expect(result.current.share.shared).toBe(false);
    expect(result.current.share.error).toBeNull();
  });

  // Reopening Document Settings re-reads the state; Share or Stop sharing
  // clicked before that read returns must win over what the read found.
  it.each([
    { action: 'stop', before: true },
    { action: 'share', before: false },
  ] as const)('a read begun before $action does not bring the old state back', async ({ action, before }) => {
    vi.mocked(isShared).mockResolvedValueOnce(before);
    const { result } = renderShare();
    await waitFor(() => expect(result.current.share.shared).toBe(before));

    const staleRead = deferred<boolean>();
    vi.mocked(isShared).mockReturnValueOnce(staleRead.promise);
    let refetch!: Promise<unknown>;
    act(() => {
      refetch = result.current.client.refetchQueries({ queryKey: ['documents', 'shared', 'doc-1'] });
    });
    await waitFor(() => expect(isShared).toHaveBeenCalledTimes(2));
    vi.mocked(action === 'stop' ? stopSharing : shareDocument).mockResolvedValueOnce();
    await act(() => result.current.share[action]());
    expect(result.current.share.shared).toBe(!before);

    // The read, made before the change, answers late with the old state.
    await act(async () => {
      staleRead.resolve(before);
      await refetch;
    });
    expect(result.current.share.shared).toBe(!before);
  });
});
