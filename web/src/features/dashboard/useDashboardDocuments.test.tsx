import { act, renderHook, waitFor } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { buildNewDocument } from '../../lib/documents/model';
import { invalidateDocumentLists } from '../../lib/documents/queries';
import type { DocumentRepository, LoreDocument } from '../../lib/documents/types';
import { SessionContext } from '../../lib/session';
import { deferred } from '../../test/api';
import { fakeSession } from '../../test/renderApp';
import { ServerStateForTests } from '../../test/ServerStateForTests';
import { useDashboardDocuments } from './useDashboardDocuments';

function stored(id: string, title: string): LoreDocument {
  return { ...buildNewDocument({ title, type: 'campaign', description: '', tags: [], content: '<p></p>' }, 'user-1', new Date(0)), id };
}

const KEEP = stored('doc-keep', 'The Sunless Citadel');
const GONE = stored('doc-gone', 'Forge of Fury');
const NEW = stored('doc-new', 'Tomb of Horrors');

type Listing = { documents: LoreDocument[]; hasMore: boolean };

function fakeRepository() {
  return {
    userId: 'user-1',
    needsNetwork: false,
    list: vi.fn<() => Promise<Listing>>(),
    delete: vi.fn(async () => {}),
    create: vi.fn(async () => NEW),
  };
}

function renderDocuments(repository: ReturnType<typeof fakeRepository>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={fakeSession('signedIn')}>
      <ServerStateForTests>{children}</ServerStateForTests>
    </SessionContext.Provider>
  );
  return renderHook(() => useDashboardDocuments(repository as unknown as DocumentRepository), { wrapper });
}

const ids = (documents: LoreDocument[]) => documents.map((d) => d.id).sort();

// A quiet reload of the list (a change made elsewhere, the connection back)
// may be under way when the user deletes or creates a document: the list it
// read began before that change and must not undo it on screen.
describe('useDashboardDocuments: a change while the list is being read again', () => {
  // Components hear of query changes at once, inside act(), not on a later timer.
  beforeAll(() => notifyManager.setScheduler((notify) => notify()));
  afterAll(() => notifyManager.setScheduler((notify) => setTimeout(notify, 0)));

  it('a deleted document does not come back when the older read arrives', async () => {
    const repository = fakeRepository();
    repository.list.mockResolvedValueOnce({ documents: [KEEP, GONE], hasMore: false });
    const { result } = renderDocuments(repository);
    await waitFor(() => expect(result.current.status).toBe('ready'));

    const olderRead = deferred<Listing>();
    repository.list.mockReturnValueOnce(olderRead.promise).mockResolvedValue({ documents: [KEEP], hasMore: false });
    let reload!: Promise<void>;
    act(() => {
      reload = invalidateDocumentLists();
    });
    await waitFor(() => expect(repository.list).toHaveBeenCalledTimes(2));

    await act(() => result.current.remove(GONE));
    expect(ids(result.current.documents)).toEqual([KEEP.id]);
    await act(async () => {
      olderRead.resolve({ documents: [KEEP, GONE], hasMore: false });
      await reload;
    });
    expect(ids(result.current.documents)).toEqual([KEEP.id]);
    // The list is read again after the change, so what else changed still arrives.
    await waitFor(() => expect(repository.list).toHaveBeenCalledTimes(3));
    expect(ids(result.current.documents)).toEqual([KEEP.id]);
  });

  it('a new document does not vanish when the older read arrives', async () => {
    const repository = fakeRepository();
    repository.list.mockResolvedValueOnce({ documents: [KEEP], hasMore: false });
    const { result } = renderDocuments(repository);
    await waitFor(() => expect(result.current.status).toBe('ready'));

    const olderRead = deferred<Listing>();
    repository.list.mockReturnValueOnce(olderRead.promise).mockResolvedValue({ documents: [KEEP, NEW], hasMore: false });
    let reload!: Promise<void>;
    act(() => {
      reload = invalidateDocumentLists();
    });
    await waitFor(() => expect(repository.list).toHaveBeenCalledTimes(2));

    await act(() => result.current.create({ title: NEW.title, type: 'campaign' }));
    expect(ids(result.current.documents)).toEqual([KEEP.id, NEW.id].sort());
    await act(async () => {
      olderRead.resolve({ documents: [KEEP], hasMore: false });
      await reload;
    });
    expect(ids(result.current.documents)).toEqual([KEEP.id, NEW.id].sort());
  });

  it('with no read under way, a change reads nothing again', async () => {
    const repository = fakeRepository();
    repository.list.mockResolvedValueOnce({ documents: [KEEP, GONE], hasMore: false });
    const { result } = renderDocuments(repository);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.remove(GONE));
    expect(ids(result.current.documents)).toEqual([KEEP.id]);
    expect(repository.list).toHaveBeenCalledTimes(1);
  });
});
