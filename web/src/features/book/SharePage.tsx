import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, matchPath, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/Button';
import type { SharedDocument } from '../../lib/documents/shares';
import { queryClient } from '../../lib/query-client';
import { sharedDocumentQuery } from './api';
import type { BookInput } from './bookContent';
import { BookToolbar } from './BookToolbar';
import { BookView, loadBookModule, usePreloadedBook, type BookState } from './BookView';
import { bookKicker } from './kicker';
import { defaultPageSize, type PageSize } from '../../lib/paper';
import { NOT_FOUND_TEXT, StateScreen } from './StateScreen';

// The book's code and the shared copy are asked for as soon as this
// route's code runs, before anything renders.
void loadBookModule();
const openedId = matchPath('/share/:documentId', window.location.pathname)?.params.documentId;
if (openedId) void queryClient.prefetchQuery(sharedDocumentQuery(openedId));

type Loaded = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error' } | { kind: 'ready'; document: SharedDocument };

/** The shared copy, read as anyone (signed in or not). */
function useSharedDocument(documentId: string | undefined): Loaded {
  const query = useQuery({ ...sharedDocumentQuery(documentId ?? ''), enabled: !!documentId });
  useEffect(() => {
    if (query.error) console.error('Failed to load a shared document', query.error);
  }, [query.error]);
  if (!documentId) return { kind: 'not-found' };
  if (query.isPending) return { kind: 'loading' };
  if (query.isError) return { kind: 'error' };
  return query.data ? { kind: 'ready', document: query.data } : { kind: 'not-found' };
}

/** /share/:documentId: a shared document as a book, read-only, for anyone with the link. */
export default function SharePage() {
  const { documentId } = useParams();
  const loaded = useSharedDocument(documentId);
  usePreloadedBook();
  const [size, setSize] = useState<PageSize>(() => defaultPageSize());
  const [ready, setReady] = useState(false);
  const document = loaded.kind === 'ready' ? loaded.document : null;
  const input = useMemo<BookInput | null>(
    () => (document ? { title: document.title, kicker: bookKicker(document.type), description: document.description, html: document.content } : null),
    [document],
  );

  if (loaded.kind === 'loading') {
    return (
      <StateScreen title="Loading Document" role="status">
        Opening the shared document...
      </StateScreen>
    );
  }
  if (loaded.kind === 'not-found') {
    return (
      <StateScreen title="Document Not Found" action={<Link to="/" className={buttonClass('secondary')}>Go to Lorewright</Link>}>
        {NOT_FOUND_TEXT}
      </StateScreen>
    );
  }
  if (loaded.kind === 'error' || !input) {
    return (
      <StateScreen title="Error Loading Document" role="alert" action={<Link to="/" className={buttonClass('secondary')}>Go to Lorewright</Link>}>
        The shared document could not be loaded. Check your connection and reload the page.
      </StateScreen>
    );
  }
  return (
    <div className="min-h-screen bg-canvas" data-testid="share-view">
      <BookToolbar
        start={<span className="rounded-full border border-line px-2.5 py-1 text-xs font-medium text-ink-muted">Read-only</span>}
        title={input.title}
        size={size}
        onSizeChange={setSize}
        canPrint={ready}
        onPrint={() => window.print()}
      />
      <BookView input={input} size={size} onStateChange={(state: BookState) => setReady(state.kind === 'ready')} />
    </div>
  );
}
