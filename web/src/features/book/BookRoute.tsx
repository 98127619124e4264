import { useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/Button';
import { takeBookPrint, type BookPrintRequest } from '../../lib/bookPrint';
import { useStoredDocument } from '../../lib/documents/queries';
import type { LoreDocument } from '../../lib/documents/types';
import type { BookInput } from './bookContent';
import { BookToolbar } from './BookToolbar';
import { BookView, loadBookModule, usePreloadedBook, type BookState } from './BookView';
import { bookKicker } from './kicker';
import { defaultPageSize, isPageSize, type PageSize } from '../../lib/paper';
import { NOT_FOUND_TEXT, StateScreen } from './StateScreen';

// The book's code starts loading with this route's own, before anything renders.
void loadBookModule();

type Loaded = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error'; message: string } | { kind: 'ready'; document: LoreDocument };

/** The owner's document from their store (the editor's store: browser or Firestore). */
function useOwnDocument(documentId: string | undefined): Loaded {
  const stored = useStoredDocument(documentId);
  if (!documentId) return { kind: 'not-found' };
  if (stored.storeError) return { kind: 'error', message: `Failed to load document: ${stored.storeError}` };
  return stored;
}

// A print request is taken once (it is removed from storage), so a re-render keeps it here.
const takenPrints = new Map<string, BookPrintRequest | null>();
function printRequest(key: string): BookPrintRequest | null {
  if (!takenPrints.has(key)) takenPrints.set(key, takeBookPrint(key));
  return takenPrints.get(key) ?? null;
}

/**
 * /editor/:documentId/book: the document as a book, for its owner. With
 * ?print=key (Export, PDF (book layout)) it shows the text handed over from
 * the editor, saved or not, and opens the print dialog once laid out.
 */
export default function BookRoute() {
  const { documentId } = useParams();
  const [params, setParams] = useSearchParams();
  const sizeParam = params.get('size');
  const size: PageSize = isPageSize(sizeParam) ? sizeParam : defaultPageSize();
  const printKey = params.get('print');
  const handedOver = printKey ? printRequest(printKey) : null;
  const loaded = useOwnDocument(documentId);
  const [ready, setReady] = useState(false);
  usePreloadedBook();
  const printed = useRef(false);

  const document = loaded.kind === 'ready' ? loaded.document : null;
  const input = useMemo<BookInput | null>(() => {
    if (handedOver) return { title: handedOver.title, kicker: handedOver.kicker, author: handedOver.author, html: handedOver.content, description: document?.description };
    if (!document) return null;
    return { title: document.title, kicker: bookKicker(document.type), description: document.description, html: document.content };
  }, [handedOver, document]);

  const onStateChange = (state: BookState) => {
    setReady(state.kind === 'ready');
    if (state.kind === 'ready' && printKey && !printed.current) {
      printed.current = true;
      window.print();
    }
  };

  const back = (
    <Link to={documentId ? `/editor/${documentId}` : '/dashboard'} className={buttonClass('ghost', 'sm')}>
      ← Back to the editor
    </Link>
  );

  if (loaded.kind === 'loading' && !input) {
    return (
      <StateScreen title="Loading Document" role="status">
        Preparing your book...
      </StateScreen>
    );
  }
  if (loaded.kind === 'not-found') {
    return (
      <StateScreen title="Document Not Found" action={<Link to="/dashboard" className={buttonClass('secondary')}>Back to Dashboard</Link>}>
        {NOT_FOUND_TEXT}
      </StateScreen>
    );
  }
  if (loaded.kind === 'error' && !input) {
    return (
      <StateScreen title="Error Loading Document" role="alert" action={<Link to="/dashboard" className={buttonClass('secondary')}>Back to Dashboard</Link>}>
        {loaded.message}
      </StateScreen>
    );
  }
  if (!input) return null;
  return (
    <div className="min-h-screen bg-canvas">
      <BookToolbar
        start={back}
        title={input.title}
        size={size}
        onSizeChange={(next) => setParams((current) => {
          const updated = new URLSearchParams(current);
          updated.set('size', next);
          return updated;
        })}
        canPrint={ready}
        onPrint={() => window.print()}
      />
      <BookView input={input} size={size} onStateChange={onStateChange} />
    </div>
  );
}
