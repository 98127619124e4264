/**
 * The hand-over from Export to the book view's print: "PDF (book layout)"
 * opens the book route in a new tab with the text as it is on screen (saved
 * or not), which this module carries through localStorage under a one-time
 * key, and the route prints it once laid out.
 */
const KEY_PREFIX = 'lorewright.bookPrint.';
/** A hand-over nobody picked up within this time is stale and removed. */
const MAX_AGE_MS = 10 * 60 * 1000;

export interface BookPrintRequest {
  title: string;
  /** Editor HTML. */
  content: string;
  author: string;
  /** "A Dungeons & Dragons Adventure". */
  kicker: string;
  size: string;
}

export interface BookRouteOptions {
  size: string;
  /** The hand-over key; the route prints once laid out. */
  print?: string;
}

/** The book route of a document: /editor/{id}/book?size=a4&print=key. */
export function bookRoute(documentId: string, options: BookRouteOptions): string {
  const params = new URLSearchParams({ size: options.size });
  if (options.print) params.set('print', options.print);
  return `/editor/${encodeURIComponent(documentId)}/book?${params.toString()}`;
}

function sweep(storage: Storage, now: number) {
  for (let i = storage.length - 1; i >= 0; i--) {
    const key = storage.key(i);
    if (!key?.startsWith(KEY_PREFIX)) continue;
    const at = Number(key.slice(KEY_PREFIX.length).split('-')[0]);
    if (!Number.isFinite(at) || now - at > MAX_AGE_MS) storage.removeItem(key);
  }
}

/** Stores a print request and returns its key (null when the browser refuses, e.g. storage full). */
export function handOverBookPrint(request: BookPrintRequest, storage: Storage = localStorage, now: number = Date.now()): string | null {
  sweep(storage, now);
  const key = `${now}-${Math.random().toString(36).slice(2, 10)}`;
  try {
    storage.setItem(KEY_PREFIX + key, JSON.stringify(request));
    return key;
  } catch {
    return null;
  }
}

/** Takes (and removes) a print request; null when there is none. */
export function takeBookPrint(key: string, storage: Storage = localStorage): BookPrintRequest | null {
  const raw = storage.getItem(KEY_PREFIX + key);
  if (raw === null) return null;
  storage.removeItem(KEY_PREFIX + key);
  try {
    const value = JSON.parse(raw) as Partial<BookPrintRequest>;
    if (typeof value.title !== 'string' || typeof value.content !== 'string') return null;
    return {
      title: value.title,
      content: value.content,
      author: typeof value.author === 'string' ? value.author : '',
      kicker: typeof value.kicker === 'string' ? value.kicker : '',
      size: typeof value.size === 'string' ? value.size : '',
    };
  } catch {
    return null;
  }
}
