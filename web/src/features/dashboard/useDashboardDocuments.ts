import { useCallback, useEffect, useRef, useState } from 'react';
import { onDocumentsChanged } from '../../lib/documents/events';
import { DocumentVersionConflictError, type CreateDocumentInput, type DocumentChanges, type DocumentRepository, type LoreDocument } from '../../lib/documents/types';

export type LoadStatus = 'loading' | 'error' | 'ready';

export interface DashboardDocuments {
  status: LoadStatus;
  /** Every document of the user, in no particular order. */
  documents: LoreDocument[];
  reload(): void;
  create(input: CreateDocumentInput): Promise<LoreDocument>;
  update(document: LoreDocument, changes: DocumentChanges): Promise<LoreDocument>;
  duplicate(document: LoreDocument): Promise<LoreDocument>;
  remove(document: LoreDocument): Promise<void>;
}

/**
 * Loads all of the user's documents once (no cap: the stats and the list
 * need every one) and keeps the in-memory copy in step with each change, so
 * search, filter and sort never wait for the store.
 */
export function useDashboardDocuments(repository: DocumentRepository | null): DashboardDocuments {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [documents, setDocuments] = useState<LoreDocument[]>([]);
  const loadGeneration = useRef(0);

  const reload = useCallback(() => {
    if (!repository) return;
    const generation = ++loadGeneration.current;
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    repository.list({ limit: Infinity }).then(
      (result) => {
        if (generation !== loadGeneration.current) return;
        setDocuments(result.documents);
        setStatus('ready');
      },
      (error: unknown) => {
        if (generation !== loadGeneration.current) return;
        console.error('Failed to get documents', error);
        setStatus('error');
      },
    );
  }, [repository]);

  const retry = useCallback(() => {
    setStatus('loading');
    reload();
  }, [reload]);

  useEffect(() => {
    setStatus('loading');
    reload();
  }, [reload]);

  useEffect(() => onDocumentsChanged(reload), [reload]);

  // Stable callbacks, so memoised cards do not re-render when the page does.
  const create = useCallback(
    async (input: CreateDocumentInput) => {
      const created = await requireRepository(repository).create(input);
      setDocuments((docs) => [...docs, created]);
      return created;
    },
    [repository],
  );

  const update = useCallback(
    async (document: LoreDocument, changes: DocumentChanges) => {
      try {
        const updated = await requireRepository(repository).update(document.id, changes, { expectedVersion: document.version });
        setDocuments((docs) => docs.map((d) => (d.id === updated.id ? updated : d)));
        return updated;
      } catch (error) {
        // Changed in another tab: hold the stored version from now on, so
        // saving again knowingly replaces it.
        if (error instanceof DocumentVersionConflictError) {
          setDocuments((docs) => docs.map((d) => (d.id === error.current.id ? error.current : d)));
        }
        throw error;
      }
    },
    [repository],
  );

  const duplicate = useCallback(
    async (document: LoreDocument) => {
      const copy = await requireRepository(repository).duplicate(document.id);
      setDocuments((docs) => [...docs, copy]);
      return copy;
    },
    [repository],
  );

  const remove = useCallback(
    async (document: LoreDocument) => {
      await requireRepository(repository).delete(document.id);
      setDocuments((docs) => docs.filter((d) => d.id !== document.id));
    },
    [repository],
  );

  return { status, documents, reload: retry, create, update, duplicate, remove };
}

function requireRepository(repository: DocumentRepository | null): DocumentRepository {
  if (!repository) throw new Error('No document store');
  return repository;
}
