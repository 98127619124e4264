// The History panel, opened from the editor header: every kept version with
// its time, word count and what made it, a preview, a word-level comparison
// with the current text, and Restore (which keeps the current text as a
// version first, so a restore can itself be undone). A lazy chunk: it and
// the diff library load the first time History is opened.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { VERSION_REASON_MAX_LENGTH, type DocumentVersion } from '../../../lib/documents/types';
import { describeVersion } from '../../../lib/documents/versions';
import { sanitizeEditorHtml } from '../../../lib/richtext';
import { formatVersionTime } from '../../../lib/time';
import { HistoryIcon } from '../icons';
import { VersionCompare } from './VersionCompare';

export interface HistoryDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  documentTitle: string;
  loadVersions(): Promise<DocumentVersion[]>;
  /** The text in the editor now, for the comparison. */
  currentHtml(): string;
  /** Keeps the current text as "before restore", then shows this version (the editor saves it). */
  onRestore(version: DocumentVersion): void;
  onSaveNamed(name: string): Promise<void>;
  /** Called whenever a version is kept, so the list stays current. */
  subscribe(listener: () => void): () => void;
}

type ListState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; versions: DocumentVersion[] };

const number = new Intl.NumberFormat();
const words = (n: number) => `${number.format(n)} ${n === 1 ? 'word' : 'words'}`;

export const LOAD_FAILED_MESSAGE = 'The history could not be loaded.';

function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.name === 'DocumentStoreUnavailableError') return `${fallback} You are offline: try again when the connection is back.`;
  if (error instanceof Error && error.name === 'DocumentPermissionError') return 'Only the document’s owner keeps its history.';
  if (error instanceof Error && error.name === 'VersionValidationError') return error.message;
  return fallback;
}

export default function HistoryDialog(props: HistoryDialogProps) {
  const { open, loadVersions, subscribe } = props;
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mode, setMode] = useState<'preview' | 'compare'>('preview');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [savingName, setSavingName] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();

  // Loads may overlap (the dialog opens, then a version is kept) and answer
  // out of order: only the latest one's answer is shown, so an older list
  // never hides a version just kept.
  const latestLoad = useRef(0);
  const load = useCallback(() => {
    const request = ++latestLoad.current;
    loadVersions().then(
      (versions) => {
        if (request === latestLoad.current) setList({ kind: 'ready', versions });
      },
      (error: unknown) => {
        console.error('Failed to load the version history', error);
        if (request !== latestLoad.current) return;
        setList((current) => (current.kind === 'ready' ? current : { kind: 'error', message: failureMessage(error, LOAD_FAILED_MESSAGE) }));
      },
    );
  }, [loadVersions]);

  useEffect(() => {
    if (!open) return;
    load();
    return subscribe(load);
  }, [open, load, subscribe]);

  const versions = list.kind === 'ready' ? list.versions : [];
  const selected = versions.find((version) => version.id === selectedId) ?? versions[0] ?? null;

  async function saveNamed(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Give the version a name, such as “before session 3”.');
      return;
    }
    setNameError(null);
    setSavingName(true);
    try {
      await props.onSaveNamed(trimmed);
      setName('');
      setNotice(`Saved the version “${trimmed}”.`);
      setSelectedId(null);
    } catch (error) {
      console.error('Failed to save a named version', error);
      setNameError(failureMessage(error, 'The version could not be saved.'));
    } finally {
      setSavingName(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={props.onOpenChange}
      title="History"
      description={`Versions of “${props.documentTitle}”, kept when you start editing, every 10 minutes of editing, before every bulk change, and when you name one.`}
      widthClass="max-w-5xl"
    >
      <div className="grid gap-5 md:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="flex min-h-0 flex-col gap-4">
          <form onSubmit={(event) => void saveNamed(event)} className="space-y-2 rounded-xl border border-line bg-surface-muted/60 p-3" noValidate>
            <Field label="Name this version" error={nameError} hint="Keeps the text as it is now, for good.">
              <Input
                value={name}
                maxLength={VERSION_REASON_MAX_LENGTH}
                placeholder="before session 3"
                onChange={(event) => setName(event.target.value)}
                disabled={savingName}
              />
            </Field>
            <Button type="submit" size="sm" variant="secondary" disabled={savingName} className="w-full">
              {savingName ? 'Saving Version...' : 'Save Version'}
            </Button>
          </form>
          {notice && (
            <Alert tone="success" className="py-2">
              {notice}
            </Alert>
          )}
          <section aria-labelledby={headingId} className="flex min-h-0 flex-col">
            <h3 id={headingId} className="font-display text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-gold-ink">
              Kept versions{list.kind === 'ready' ? ` (${versions.length})` : ''}
            </h3>
            {list.kind === 'loading' && (
              <div className="py-8 text-ink-muted">
                <Spinner label="Loading versions..." />
              </div>
            )}
            {list.kind === 'error' && (
              <Alert tone="error" className="mt-2">
                {list.message}
              </Alert>
            )}
            {list.kind === 'ready' && versions.length === 0 && (
              <p className="mt-2 rounded-lg border border-dashed border-line p-3 text-sm text-ink-muted">
                No versions yet. One is kept the first time you edit this document in a session.
              </p>
            )}
            {versions.length > 0 && (
              <ul aria-label="Versions" className="-mx-1 mt-2 max-h-[22rem] space-y-1 overflow-y-auto px-1 md:max-h-[26rem]">
                {versions.map((version) => {
                  const isSelected = version.id === selected?.id;
                  return (
                    <li key={version.id}>
                      <button
                        type="button"
                        aria-pressed={isSelected}
                        onClick={() => setSelectedId(version.id)}
                        data-testid="version-item"
                        className={cn(
                          'w-full rounded-lg border px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-gold',
                          isSelected ? 'border-gold/70 bg-gold-soft' : 'border-transparent hover:bg-surface-muted',
                        )}
                      >
                        <span className="flex items-baseline justify-between gap-2 text-sm">
                          <span className="font-semibold text-ink">{formatVersionTime(version.createdAt)}</span>
                          <span className="shrink-0 text-xs text-ink-muted">{words(version.wordCount)}</span>
                        </span>
                        <span className={cn('mt-0.5 block truncate text-xs', version.kind === 'named' ? 'font-semibold text-gold-ink' : 'text-ink-muted')} data-testid="version-reason">
                          {describeVersion(version)}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>

        <div className="flex min-h-[20rem] min-w-0 flex-col gap-3 md:min-h-[30rem]">
          {selected ? (
            <>
              <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line pb-3">
                <div className="min-w-0">
                  <p className="font-display text-lg font-semibold text-ink" data-testid="selected-version-time">
                    {formatVersionTime(selected.createdAt)}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {describeVersion(selected)} · {words(selected.wordCount)}
                  </p>
                </div>
                <Button onClick={() => props.onRestore(selected)}>
                  <HistoryIcon />
                  Restore This Version
                </Button>
              </div>
              <div role="group" aria-label="Show" className="inline-flex self-start rounded-lg border border-line bg-surface-muted p-0.5 text-sm">
                {(
                  [
                    ['preview', 'Preview'],
                    ['compare', 'Compare with current text'],
                  ] as const
                ).map(([value, label]) => (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={mode === value}
                    onClick={() => setMode(value)}
                    className={cn(
                      'rounded-md px-3 py-1 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-gold',
                      mode === value ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
                    )}
                  >
                    {label}
                  </button>
                ))}
              </div>
              {mode === 'preview' ? (
                <div
                  tabIndex={0}
                  role="region"
                  aria-label="Preview of the version"
                  className="max-h-[26rem] min-h-0 flex-1 overflow-y-auto rounded-lg border border-line bg-surface focus-visible:outline-2 focus-visible:outline-gold"
                >
                  <div className="lw-prose lw-prose--preview" data-testid="version-preview" dangerouslySetInnerHTML={{ __html: sanitizeEditorHtml(selected.content) }} />
                </div>
              ) : (
                <div className="flex max-h-[28rem] min-h-0 flex-1 flex-col">
                  <VersionCompare beforeHtml={selected.content} afterHtml={props.currentHtml()} addedLabel="added since this version" removedLabel="removed since this version" />
                </div>
              )}
            </>
          ) : (
            list.kind === 'ready' && (
              <div className="flex flex-1 items-center justify-center rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted">
                Versions you keep appear here, with a preview and a comparison with the current text.
              </div>
            )
          )}
        </div>
      </div>
    </Dialog>
  );
}
