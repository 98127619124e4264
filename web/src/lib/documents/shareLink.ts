// The address of a share link: no Firebase here, so the settings dialog can
// show it without loading the Firestore SDK (the share calls load it lazily).

/** The link that opens a shared document, on this site. */
export function shareUrl(documentId: string, origin: string = window.location.origin): string {
  return `${origin}/share/${encodeURIComponent(documentId)}`;
}
