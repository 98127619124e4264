import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useCaller } from '../../lib/api-query';
import { documentListKey, listStoredDocuments, type ListedDocuments } from '../../lib/documents/queries';
import { DocumentVersionConflictError, type CreateDocumentInput, type DocumentChanges, type DocumentRepository, type LoreDocument } from '../../lib/documents/types';

export type LoadStatus = 'loading' | 'error' | 'ready';

export interface DashboardDocuments {
  status: LoadStatus;
  /** Every document of the user, in no particular order. */
  documents: LoreDocument[];
  /** The store cannot be reached: the documents listed are those kept on this device. */
  keptOnDevice: boolean;
  reload(): void;
  create(input: CreateDocumentInput): Promise<LoreDocument>;
  update(document: LoreDocument, changes: DocumentChanges): Promise<LoreDocument>;
  duplicate(document: LoreDocument): Promise<LoreDocument>;
  remove(document: LoreDocument): Promise<void>;
}

const NO_DOCUMENTS: LoreDocument[] = [];

/**
 * Loads all of the user's documents (no cap: the stats and the list need
 * every one) as a TanStack query, and keeps the cached copy in step with each
 * change, so search, filter and sort never wait for the store. A change made
 * elsewhere (lib/documents/queries: invalidateDocumentLists) reloads it
 * quietly, the list staying on screen.
 */
export function useDashboardDocuments(repository: DocumentRepository | null): DashboardDocuments {
  const queryClient = useQueryClient();
  const owner = useCaller();
  const query = useQuery({
    queryKey: documentListKey(owner),
    queryFn: () => listStoredDocuments(requireRepository(repository)),
    enabled: repository !== null,
    // Offline, the list fails fast and the documents kept on this device are
    // shown (never paused waiting for the network); the full list comes back
    // with the connection.
    networkMode: 'always',
    refetchOnReconnect: (query) => query.state.data?.keptOnDevice === true,
    // Each visit reads the store afresh, as the editor may have changed it.
    gcTime: 0,
  });
  const { error, refetch } = query;

  useEffect(() => {
    if (error) console.error('Failed to get documents', error);
  }, [error]);

  // A list read under way when a change lands began before it, and would
  // bring back a deleted card or drop a new one: it is cancelled, the change
  // applied, and the list read again.
  const setDocuments = useCallback(
    async (change: (documents: LoreDocument[]) => LoreDocument[]) => {
      const key = documentListKey(owner);
      const reading = queryClient.isFetching({ queryKey: key }) > 0;
      if (reading) await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ListedDocuments>(key, (listed) => ({
        keptOnDevice: listed?.keptOnDevice ?? false,
        documents: change(listed?.documents ?? []),
      }));
      if (reading) void queryClient.invalidateQueries({ queryKey: key });
    },
    [queryClient, owner],
  );

  const reload = useCallback(() => void refetch(), [refetch]);

  // Stable callbacks, so memoised cards do not re-render when the page does.
  const create = useCallback(
    async (input: CreateDocumentInput) => {
      const created = await requireRepository(repository).create(input);
      await setDocuments((docs) => [...docs, created]);
      return created;
    },
    [repository, setDocuments],
  );

  const update = useCallback(
    async (document: LoreDocument, changes: DocumentChanges) => {
      try {
        const updated = await requireRepository(repository).update(document.id, changes, { expectedVersion: document.version });
        await setDocuments((docs) => docs.map((d) => (d.id === updated.id ? updated : d)));
        return updated;
      } catch (error) {
        // Changed in another tab: hold the stored version from now on, so
        // saving again knowingly replaces it.
        if (error instanceof DocumentVersionConflictError) {
          await setDocuments((docs) => docs.map((d) => (d.id === error.current.id ? error.current : d)));
        }
        throw error;
      }
    },
    [repository, setDocuments],
  );

  const duplicate = useCallback(
    async (document: LoreDocument) => {
      const copy = await requireRepository(repository).duplicate(document.id);
      await setDocuments((docs) => [...docs, copy]);
      return copy;
    },
    [repository, setDocuments],
  );

  const remove = useCallback(
    async (document: LoreDocument) => {
      await requireRepository(repository).delete(document.id);
      await setDocuments((docs) => docs.filter((d) => d.id !== document.id));
    },
    [repository, setDocuments],
  );

  // A failed load shows its error until Try Again (or a change elsewhere) loads again.
  const status: LoadStatus = query.isError ? (query.isFetching ? 'loading' : 'error') : query.isSuccess ? 'ready' : 'loading';
  return { status, documents: query.data?.documents ?? NO_DOCUMENTS, keptOnDevice: query.data?.keptOnDevice ?? false, reload, create, update, duplicate, remove };
}

function requireRepository(repository: DocumentRepository | null): DocumentRepository {
  if (!repository) throw new Error('No document store');
  return repository;
}
