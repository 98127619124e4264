import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { BookIcon } from '../../components/ui/icons';
import type { NewWord } from './api';

/** Names shown before "Show all": a campaign can coin hundreds. */
export const NEW_WORDS_SHOWN = 12;

export interface NewWordsOfferProps {
  /** The document's new names and coined words, in order of first use. */
  words: readonly NewWord[];
  onAdd(word: string): void;
  onAddAll(words: readonly string[]): void;
  /** Additions are being saved: the buttons wait. */
  busy?: boolean;
}

/**
 * The words the checker took for names or coined terms (never flagged),
 * offered quietly for the personal dictionary, so every document and check
 * knows them.
 */
export function NewWordsOffer({ words, onAdd, onAddAll, busy = false }: NewWordsOfferProps) {
  const [showAll, setShowAll] = useState(false);
  if (words.length === 0) return null;
  const shown = showAll ? words : words.slice(0, NEW_WORDS_SHOWN);
  const hidden = words.length - shown.length;
  return (
    <section aria-labelledby="new-words-heading" className="rounded-xl border border-dashed border-line p-3" data-testid="new-words">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="new-words-heading" className="text-sm font-semibold text-ink">
          New names in this document
        </h3>
        {words.length > 1 && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onAddAll(words.map((w) => w.word))}>
            <BookIcon /> Add all to dictionary
          </Button>
        )}
      </div>
      <p className="mt-0.5 text-xs text-ink-muted">Not in any dictionary and not flagged. Add them to your dictionary so every document knows them.</p>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="New names">
        {shown.map(({ word, count }) => (
          <li key={word} className="flex items-center gap-1 rounded-full border border-line bg-surface-muted py-0.5 pr-1 pl-2.5 text-sm text-ink">
            <span>{word}</span>
            {count > 1 && (
              <span className="text-xs text-ink-muted" aria-label={`used ${count} times`}>
                ×{count}
              </span>
            )}
            <button
              type="button"
              disabled={busy}
              onClick={() => onAdd(word)}
              aria-label={`Add "${word}" to dictionary`}
              title="Add to dictionary"
              className="cursor-pointer rounded-full px-2 py-0.5 text-xs font-semibold text-ink-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-gold disabled:cursor-not-allowed disabled:opacity-60"
            >
              Add
            </button>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="mt-2 cursor-pointer text-xs font-semibold text-ink-muted underline underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
        >
          Show all {words.length} names
        </button>
      )}
    </section>
  );
}
