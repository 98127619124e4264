import { useMemo } from 'react';
import { diffDocumentText } from './textDiff';

const number = new Intl.NumberFormat();
const words = (n: number) => `${number.format(n)} ${n === 1 ? 'word' : 'words'}`;

export interface VersionCompareProps {
  /** The older text (a kept version). */
  beforeHtml: string;
  /** The newer text (the document now, or recovered changes). */
  afterHtml: string;
  /** How the two sides are named in the legend. */
  addedLabel: string;
  removedLabel: string;
}

/** A word-level comparison: additions underlined in green, deletions struck through in red. */
export function VersionCompare({ beforeHtml, afterHtml, addedLabel, removedLabel }: VersionCompareProps) {
  const diff = useMemo(() => diffDocumentText(beforeHtml, afterHtml), [beforeHtml, afterHtml]);
  if (!diff) {
    return (
      <p className="rounded-lg border border-dashed border-line p-4 text-sm text-ink-muted">
        The two texts differ too much to compare word by word. Use the preview to read this version.
      </p>
    );
  }
  const unchanged = diff.addedWords === 0 && diff.removedWords === 0;
  return (
    <div className="flex min-h-0 flex-col gap-2" data-testid="version-compare">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted" aria-live="polite">
        {unchanged ? (
          <span>No change: the texts are the same.</span>
        ) : (
          <>
            {diff.addedWords > 0 && (
              <span className="inline-flex items-center gap-1.5" data-testid="diff-added-count">
                <ins className="lw-diff-added rounded px-1">{words(diff.addedWords)}</ins> {addedLabel}
              </span>
            )}
            {diff.removedWords > 0 && (
              <span className="inline-flex items-center gap-1.5" data-testid="diff-removed-count">
                <del className="lw-diff-removed rounded px-1">{words(diff.removedWords)}</del> {removedLabel}
              </span>
            )}
          </>
        )}
      </p>
      <div
        tabIndex={0}
        role="region"
        aria-label="Comparison"
        className="min-h-0 flex-1 overflow-y-auto whitespace-pre-wrap rounded-lg border border-line bg-canvas/40 p-4 font-serif text-[0.95rem] leading-relaxed text-ink focus-visible:outline-2 focus-visible:outline-gold"
      >
        {diff.parts.map((part, index) => {
          if (part.kind === 'same') return <span key={index}>{part.text}</span>;
          // Only the words are marked; the spaces and line breaks around them stay plain.
          const [, before, words, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.text)!;
          const Mark = part.kind === 'added' ? 'ins' : 'del';
          return (
            <span key={index}>
              {before}
              {words && (
                <Mark className={part.kind === 'added' ? 'lw-diff-added' : 'lw-diff-removed'} title={part.kind === 'added' ? addedLabel : removedLabel}>
                  {words}
                </Mark>
              )}
              {after}
            </span>
          );
        })}
      </div>
    </div>
  );
}
