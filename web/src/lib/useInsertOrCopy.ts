// "Insert into the document, or copy to the clipboard, then add the names to
// the personal dictionary": what every assistant tool does with what it made
// (spec: insertion goes to the document when there is an editor, otherwise
// to the clipboard), with one wording for every tool.
import { useCallback, type Dispatch, type SetStateAction } from 'react';
import { copyToClipboard, COPY_FAILED_MESSAGE } from './clipboard';
import { useOptionalEditorBridge } from './editor-bridge';
import type { Notice } from './notice';
import { addInventedNames, usePersonalDictionary } from './personal-dictionary';

export interface InsertOrCopyRequest {
  /** What the notice calls the content: `"Kaireus"`, `“The Sunken Crown”`, `The full background`. */
  subject: string;
  /** The content as HTML (sanitised again on insertion). */
  html: string;
  /** The content as plain text, for the clipboard's plain targets. */
  text: string;
  /** Names the content invents: they join the personal dictionary, so the checker never flags them. */
  names: readonly string[];
  /** A large insertion: History keeps the text before it under this label. */
  bulkLabel?: string;
}

export type InsertOrCopyResult =
  | { ok: false; notice: Notice }
  | {
      ok: true;
      how: 'inserted' | 'copied';
      /** Says what was put where, at once. */
      notice: Notice;
      /** The same, once the names are saved in the dictionary (or why they were not). */
      saved: Promise<Notice>;
    };

export interface InsertOrCopy {
  /** The action's word: "Insert" with an editor, "Copy" without. */
  label: 'Insert' | 'Copy';
  put(request: InsertOrCopyRequest): Promise<InsertOrCopyResult>;
}

export function useInsertOrCopy(): InsertOrCopy {
  const bridge = useOptionalEditorBridge();
  const dictionary = usePersonalDictionary();
  const put = useCallback(
    async ({ subject, html, text, names, bulkLabel }: InsertOrCopyRequest): Promise<InsertOrCopyResult> => {
      let done: string;
      let how: 'inserted' | 'copied';
      if (bridge) {
        const insert = () => bridge.insertContent(html);
        if (!(bulkLabel ? bridge.bulkChange(bulkLabel, insert) : insert()).inserted) {
          return { ok: false, notice: { tone: 'error', text: `${subject} could not be inserted.` } };
        }
        how = 'inserted';
        done = `${subject} was inserted into your document.`;
      } else {
        if (!(await copyToClipboard(text, html))) return { ok: false, notice: { tone: 'error', text: COPY_FAILED_MESSAGE } };
        how = 'copied';
        done = `${subject} was copied to the clipboard.`;
      }
      return { ok: true, how, notice: { tone: 'success', text: done }, saved: addInventedNames(dictionary, names, done) };
    },
    [bridge, dictionary],
  );
  return { label: bridge ? 'Insert' : 'Copy', put };
}

/**
 * Shows a put's notice at once and, when the names are saved, the notice
 * that says so; unless another notice took its place meanwhile (the user
 * inserted something else, or dismissed it): a slow dictionary save must
 * not put an older action's words over a newer one's.
 */
export async function showPutNotices(result: InsertOrCopyResult, setNotice: Dispatch<SetStateAction<Notice | null>>): Promise<void> {
  setNotice(result.notice);
  if (!result.ok) return;
  const saved = await result.saved;
  setNotice((current) => (current === result.notice ? saved : current));
}
