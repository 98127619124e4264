/**
 * A page-wide "documents changed" signal, for changes made outside the page
 * showing them (the guest import writes while the dashboard is open).
 */
const DOCUMENTS_CHANGED = 'lorewright:documents-changed';

export function notifyDocumentsChanged(): void {
  window.dispatchEvent(new Event(DOCUMENTS_CHANGED));
}

/** Calls the listener on every change; returns the unsubscribe function. */
export function onDocumentsChanged(listener: () => void): () => void {
  window.addEventListener(DOCUMENTS_CHANGED, listener);
  return () => window.removeEventListener(DOCUMENTS_CHANGED, listener);
}
