import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/Button';
import { readSharedDocument, type SharedDocument } from '../../lib/documents/shares';
import type { BookInput } from './bookContent';
import { BookToolbar } from './BookToolbar';
import { BookView, loadBookModule, usePreloadedBook, type BookState } from './BookView';
import { bookKicker } from './kicker';
import { defaultPageSize, type PageSize } from '../../lib/paper';
import { NOT_FOUND_TEXT, StateScreen } from './StateScreen';

// The book's code starts loading with this route's own, before anything renders.
void loadBookModule();

type Loaded = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error' } | { kind: 'ready'; document: SharedDocument };

/** The shared copy, read as anyone (signed in or not). */
function useSharedDocument(documentId: string | undefined): Loaded {
  const [loaded, setLoaded] = useState<{ id: string; state: Loaded } | null>(null);
  useEffect(() => {
    if (!documentId) return;
    let cancelled = false;
    (async () => {
      const { detectStorageBackend, getDb } = await import('../../lib/firebase');
      // Without Firestore (local mode with no emulator) nothing can be shared.
      if ((await detectStorageBackend()) !== 'firestore') return null;
      return readSharedDocument(await getDb(), documentId);
    })().then(
      (document) => !cancelled && setLoaded({ id: documentId, state: document ? { kind: 'ready', document } : { kind: 'not-found' } }),
      (error: unknown) => {
        console.error('Failed to load a shared document', error);
        if (!cancelled) setLoaded({ id: documentId, state: { kind: 'error' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [documentId]);
  if (!documentId) return { kind: 'not-found' };
  return loaded?.id === documentId ? loaded.state : { kind: 'loading' };
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
