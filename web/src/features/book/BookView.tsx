import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '../../components/ui/cn';
import { buildBook, type BookInput } from './bookContent';
import type { PageSize } from '../../lib/paper';

/** Below this width the book is one column of text, not pages (a phone). */
export const NARROW_QUERY = '(max-width: 599px)';

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a phone-sized screen. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeNarrow, () => window.matchMedia(NARROW_QUERY).matches, () => false);
}

/** The book's code: fetched once, as soon as a book route's own code runs. */
let bookModule: Promise<typeof import('./paginate')> | null = null;
export function loadBookModule(): Promise<typeof import('./paginate')> {
  bookModule ??= import('./paginate');
  return bookModule;
}

/** Starts loading the book's code and fonts while the page still waits for its document. */
export function usePreloadedBook(): void {
  useEffect(() => {
    let release: (() => void) | null = null;
    let cancelled = false;
    void loadBookModule().then((book) => {
      if (!cancelled) release = book.preloadBook();
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, []);
}

export type BookState =
  | { kind: 'laying-out' }
  /** pageCount and paginateMs are null in the one-column layout. */
  | { kind: 'ready'; pageCount: number | null; paginateMs: number | null }
  | { kind: 'failed'; message: string };

export interface BookViewProps {
  input: BookInput;
  size: PageSize;
  /** Told when the book is laid out (pageCount null in the one-column layout) or failed. */
  onStateChange?(state: BookState): void;
}

/**
 * The book renderer of the book route and the share view: the document in
 * pages (Paged.js, two columns, cover, contents, footer) on a wide screen,
 * or as one column of the same blocks on a phone. The pages scale down to
 * the screen's width, so nothing scrolls sideways.
 */
export function BookView({ input, size, onStateChange }: BookViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const narrow = useNarrowScreen();
  const [state, setState] = useState<BookState>({ kind: 'laying-out' });
  const report = useRef(onStateChange);
  useEffect(() => {
    report.current = onStateChange;
  });
  // One layout at a time in the container: a new one (another size, the
  // screen turned) starts when the one before has finished and been removed.
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let cancelled = false;
    let teardown: (() => void) | null = null;
    const update = (next: BookState) => {
      if (cancelled) return;
      setState(next);
      report.current?.(next);
    };
    update({ kind: 'laying-out' });
    const layOut = async () => {
      if (cancelled) return;
      const book = await loadBookModule();
      if (cancelled) return;
      const removeStyles = book.installBookStyles();
      const { fragment } = buildBook(input);
      if (narrow) {
        await book.loadBookFonts();
        host.replaceChildren(fragment);
        teardown = () => {
          host.replaceChildren();
          removeStyles();
        };
        if (!cancelled) update({ kind: 'ready', pageCount: null, paginateMs: null });
        return;
      }
      host.replaceChildren();
      try {
        const paginated = await book.paginate(host, fragment, { size, title: input.title });
        teardown = () => {
          paginated.destroy();
          removeStyles();
        };
        if (!cancelled) update({ kind: 'ready', pageCount: paginated.pageCount, paginateMs: Math.round(paginated.paginateMs) });
      } catch (error) {
        removeStyles();
        host.replaceChildren();
        throw error;
      }
    };
    queue.current = queue.current
      .then(layOut)
      .catch((error: unknown) => {
        console.error('Failed to lay out the book', error);
        update({ kind: 'failed', message: 'The book layout could not be made. Please reload the page.' });
      })
      .then(() => {
        // Unmounted or replaced meanwhile: its pages go before the next layout starts.
        if (cancelled) {
          teardown?.();
          teardown = null;
        }
      });
    return () => {
      cancelled = true;
      teardown?.();
      teardown = null;
    };
  }, [input, size, narrow]);

  // Pages wider than the screen are scaled down to fit it.
  useEffect(() => {
    const host = container.current;
    if (!host || narrow || state.kind !== 'ready') return;
    const fit = () => {
      const pages = host.querySelector<HTMLElement>('.pagedjs_pages');
      const page = host.querySelector<HTMLElement>('.pagedjs_page');
      if (!pages || !page) return;
      pages.style.zoom = '';
      const available = host.clientWidth - 16;
      const scale = Math.min(1, available / page.offsetWidth);
      if (scale < 1) pages.style.zoom = String(scale);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(host);
    return () => observer.disconnect();
  }, [narrow, state]);

  return (
    <>
      {state.kind === 'laying-out' && (
        <p role="status" className="py-6 text-center text-sm text-ink-muted print:hidden">
          Laying out the pages...
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="py-6 text-center text-sm text-danger-ink">
          {state.message}
        </p>
      )}
      <div
        ref={container}
        className={cn('lw-book w-full', narrow ? 'lw-book--flow' : 'lw-book--pages')}
        data-testid="book"
        data-state={state.kind}
        data-pages={state.kind === 'ready' && state.pageCount !== null ? state.pageCount : undefined}
        // How long the pages took (the book benchmark reads it).
        data-paginate-ms={state.kind === 'ready' && state.paginateMs !== null ? state.paginateMs : undefined}
      />
    </>
  );
}
