import { lazy, memo, Suspense, useEffect, useState, type ComponentType, type SVGProps } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_TYPE_LABELS, type DocumentPrivacy, type DocumentType, type LoreDocument } from '../../lib/documents/types';
import { formatCardRelativeTime } from '../../lib/time';
import { BookIcon, ScrollIcon, SkullIcon, UserIcon, UsersIcon } from '../ui/icons';
import type { CardAction } from './CardActionsDropdown';

const CardActionsDropdown = lazy(() => import('./CardActionsDropdown'));

export const MAX_VISIBLE_TAGS = 3;

const TYPE_ICONS: Record<DocumentType, ComponentType<SVGProps<SVGSVGElement>>> = {
  campaign: ScrollIcon,
  names: UsersIcon,
  monsters: SkullIcon,
  backgrounds: UserIcon,
  other: BookIcon,
};

const PRIVACY_LABELS: Record<DocumentPrivacy, string> = {
  private: 'Private',
  shared: 'Shared',
  public: 'Public',
};

export interface DocumentCardProps {
  document: LoreDocument;
  /** Each action appears in the menu only when its handler is given. */
  onEdit?(document: LoreDocument): void;
  onDuplicate?(document: LoreDocument): void;
  onExport?(document: LoreDocument): void;
  onDelete?(document: LoreDocument): void;
  /** For tests: the moment relative times are measured from. */
  now?: Date;
}

// Formatters are built once: constructing one per card made large pages noticeably slower.
const numberFormat = new Intl.NumberFormat();
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const plural = (n: number, one: string, many = `${one}s`) => `${numberFormat.format(n)} ${n === 1 ? one : many}`;

/**
 * A document in the dashboard grid. The whole card opens /editor/{id} (the
 * title link is stretched over it); the actions menu sits above that link.
 */
export const DocumentCard = memo(function DocumentCard({ document, onEdit, onDuplicate, onExport, onDelete, now }: DocumentCardProps) {
  const invalid = !document?.id || !document?.title;
  useEffect(() => {
    if (invalid) console.warn('DocumentCard: not rendering a document without id or title', document);
  }, [invalid, document]);
  if (invalid) return null;

  const TypeIcon = TYPE_ICONS[document.type] ?? BookIcon;
  const actions = [
    { label: 'Edit', handler: onEdit },
    { label: 'Duplicate', handler: onDuplicate },
    { label: 'Export', handler: onExport },
    { label: 'Delete', handler: onDelete },
  ].filter((action): action is CardAction => Boolean(action.handler));
  const visibleTags = document.tags.slice(0, MAX_VISIBLE_TAGS);
  const hiddenTagCount = document.tags.length - visibleTags.length;
  const published = document.status === 'published';
  const grammarIssues = document.suggestions?.grammarIssues ?? 0;

  // Cards off screen skip style, layout and paint (content-visibility), so a
  // search or "Show more" lays out the cards in view, not all 50 or more. On
  // the article, not its list item, so its own shadow and hover lift are not
  // clipped. Until a card has been on screen its content is taken to be a
  // typical card's height (two columns, then three from xl); `auto` keeps
  // its real height once it has been seen.
  return (
    <article
      className="group relative flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition [contain-intrinsic-size:auto_9rem] [content-visibility:auto] xl:[contain-intrinsic-size:auto_12rem] hover:-translate-y-0.5 hover:border-gold/60 hover:shadow-md focus-within:border-gold"
      aria-labelledby={`doc-${document.id}-title`}
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 rounded-lg bg-gold-soft p-2 text-lg text-gold" aria-hidden="true">
          <TypeIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`doc-${document.id}-title`} className="truncate font-display text-base font-semibold text-ink">
            <Link
              to={`/editor/${document.id}`}
              className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
            >
              {document.title}
            </Link>
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
            <span>{DOCUMENT_TYPE_LABELS[document.type] ?? 'Other'}</span>
            <span aria-hidden="true">·</span>
            <span>{PRIVACY_LABELS[document.privacy] ?? 'Private'}</span>
            {published && (
              <span className="inline-flex items-center gap-1 font-medium text-success-ink">
                <span className="size-2 rounded-full bg-green-500" aria-hidden="true" />
                Published
              </span>
            )}
          </p>
        </div>
        {actions.length > 0 && <ActionsMenu title={document.title} actions={actions} document={document} />}
      </div>

      {document.description && (
        <p className="mt-3 line-clamp-2 text-sm text-ink-muted" data-testid="card-description">
          {document.description}
        </p>
      )}

      {visibleTags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {visibleTags.map((tag) => (
            <li key={tag} className="rounded-full border border-gold/40 bg-gold-soft px-2 py-0.5 text-xs text-ink">
              {tag}
            </li>
          ))}
          {hiddenTagCount > 0 && (
            <li className="rounded-full border border-line px-2 py-0.5 text-xs text-ink-muted" aria-label={`${hiddenTagCount} more tags`}>
              +{hiddenTagCount}
            </li>
          )}
        </ul>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-xs text-ink-muted">
        <span>{plural(document.stats.wordCount, 'word')}</span>
        <span>{document.stats.readingTime} min read</span>
        {grammarIssues > 0 && (
          <span className="font-medium text-gold-ink">{plural(grammarIssues, 'grammar issue')}</span>
        )}
        <time className="ml-auto" dateTime={document.updatedAt.toISOString()} title={dateTimeFormat.format(document.updatedAt)}>
          {formatCardRelativeTime(document.updatedAt, now)}
        </time>
      </div>
    </article>
  );
});

const triggerClass =
  'relative z-10 -mr-2 -mt-1 rounded-md p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-gold';

const dotsIcon = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
    <circle cx="4" cy="10" r="1.6" />
    <circle cx="10" cy="10" r="1.6" />
    <circle cx="16" cy="10" r="1.6" />
  </svg>
);

/**
 * The card's Radix menu, mounted on first use: a page of 50 cards then costs
 * 50 buttons rather than 50 menus, which keeps filtering a large library fast,
 * and the menu's code loads only when a menu is first opened.
 */
function ActionsMenu({ title, actions, document }: { title: string; actions: CardAction[]; document: LoreDocument }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const label = `Actions for ${title}`;
  const placeholder = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={open}
      className={triggerClass}
      onPointerDown={(event) => {
        // Radix opens on pointerdown for a mouse's primary button; do the same.
        if (event.button === 0 && event.pointerType === 'mouse') {
          event.preventDefault();
          setMounted(true);
          setOpen(true);
        }
      }}
      onClick={() => {
        setMounted(true);
        setOpen(true);
      }}
    >
      {dotsIcon}
    </button>
  );
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CardActionsDropdown
        label={label}
        actions={actions}
        document={document}
        open={open}
        onOpenChange={setOpen}
        triggerClass={triggerClass}
        icon={dotsIcon}
      />
    </Suspense>
  );
}
