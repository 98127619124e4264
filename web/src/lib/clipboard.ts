// The clipboard, for tools that copy what they would otherwise insert into
// the document (spec: insertion goes to the document if a handler exists,
// otherwise to the clipboard).

/**
 * Copies text to the clipboard; with `html`, rich targets (documents, mail)
 * get the formatted version and plain ones the text. Resolves false when
 * the browser refuses (no clipboard API, no permission, not a secure page).
 */
export async function copyToClipboard(text: string, html?: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) return false;
  if (html && typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      await clipboard.write([
        new ClipboardItem({
          'text/plain': new Blob([text], { type: 'text/plain' }),
          'text/html': new Blob([html], { type: 'text/html' }),
        }),
      ]);
      return true;
    } catch {
      // Some browsers refuse rich items; plain text below.
    }
  }
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The sentence shown when copying failed. */
export const COPY_FAILED_MESSAGE = 'Your browser did not allow copying. Select the text and copy it yourself.';
