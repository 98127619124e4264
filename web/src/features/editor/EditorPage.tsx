import { type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { useStoredDocument } from '../../lib/documents/queries';
import type { DocumentRepository, LoreDocument } from '../../lib/documents/types';
import { ArrowLeftIcon } from './icons';
import { EditorWorkspace } from './EditorWorkspace';

export const NO_DOCUMENT_ID_MESSAGE = 'No document ID provided';
export const NOT_FOUND_TEXT = "The document you're looking for doesn't exist or you don't have permission to view it.";

type LoadState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'not-found' }
  | { kind: 'ready'; document: LoreDocument; repository: DocumentRepository; keptAt: Date | null };

function useDocument(documentId: string | undefined): LoadState {
  const stored = useStoredDocument(documentId);
  if (!documentId) return { kind: 'error', message: NO_DOCUMENT_ID_MESSAGE };
  if (stored.storeError) return { kind: 'error', message: `Failed to load document: ${stored.storeError}` };
  if (stored.storeLoading) return { kind: 'loading' };
  if (stored.kind === 'loading' && !stored.hasStore) return { kind: 'error', message: 'User not authenticated' };
  return stored;
}

function StateScreen(props: { title: string; children: ReactNode; role?: 'status' | 'alert'; action?: ReactNode }) {
  return (
    <div className="lw-backdrop flex min-h-screen items-center justify-center px-4">
      <div
        role={props.role}
        className="w-full max-w-md rounded-2xl border border-line bg-surface p-8 text-center shadow-sm"
      >
        <h1 className="font-display text-xl font-semibold text-ink">{props.title}</h1>
        <div className="mt-2 text-sm text-ink-muted">{props.children}</div>
        {props.action && <div className="mt-6 flex justify-center">{props.action}</div>}
      </div>
    </div>
  );
}

/** /editor/:documentId — loads the document and opens the writing space. */
export default function EditorPage() {
  const { documentId } = useParams();
  const navigate = useNavigate();
  const state = useDocument(documentId);
  const back = (
    <Button variant="secondary" onClick={() => navigate('/dashboard')}>
      <ArrowLeftIcon />
      Back to Dashboard
    </Button>
  );

  switch (state.kind) {
    case 'loading':
      return (
        <StateScreen title="Loading Document" role="status">
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-gold border-t-transparent" />
            Preparing your writing space...
          </span>
        </StateScreen>
      );
    case 'error':
      return (
        <StateScreen title="Error Loading Document" role="alert" action={back}>
          {state.message}
        </StateScreen>
      );
    case 'not-found':
      return (
        <StateScreen title="Document Not Found" action={back}>
          {NOT_FOUND_TEXT}
        </StateScreen>
      );
    case 'ready':
      // Keyed by id: another document gets a fresh editor and save state.
      return <EditorWorkspace key={state.document.id} document={state.document} repository={state.repository} keptAt={state.keptAt} />;
  }
}
