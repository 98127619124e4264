import { useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { Dialog } from '../../components/ui/Dialog';
import { inputClass } from '../../components/ui/Input';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { DocumentStoreUnavailableError, DOCUMENT_TYPE_LABELS, type DocumentRepository } from '../../lib/documents/types';
import { applyImport, CONFLICT_CHOICES, planImport, type ConflictChoice, type ImportOutcome, type PlannedImport } from './applyImport';
import { ACCEPTED_FILES, IMPORT_LIMITS, readImportFiles, type ImportProblem, type ReadProgress } from './readFiles';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  repository: DocumentRepository;
  /** After a successful import (the dashboard reloads its list). */
  onImported(outcome: ImportOutcome): void;
  /** Opens a document (the one document of a single-file import). */
  onOpenDocument?(id: string): void;
}

type State =
  | { kind: 'choose' }
  | { kind: 'reading'; progress: ReadProgress }
  | { kind: 'problems'; problems: ImportProblem[]; readable: number }
  | { kind: 'review'; plan: PlannedImport[]; error?: string }
  | { kind: 'saving'; plan: PlannedImport[]; done: number; total: number }
  | { kind: 'done'; outcome: ImportOutcome };

const number = new Intl.NumberFormat('en-US');
const documents = (n: number) => `${number.format(n)} ${n === 1 ? 'document' : 'documents'}`;
const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** How many of the listed titles the review shows before "and N more". */
const REVIEW_LIST_LIMIT = 12;

export const IMPORT_FAILED_MESSAGE = 'Nothing was imported: saving failed part-way, and what was saved was taken back. Please try again.';

/** Dashboard: bring documents in from a backup or from other tools' files. */
export function ImportDialog({ open, onOpenChange, repository, onImported, onOpenDocument }: ImportDialogProps) {
  const [state, setState] = useState<State>({ kind: 'choose' });
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const busy = state.kind === 'reading' || state.kind === 'saving';

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) setState({ kind: 'choose' });
  }

  async function read(files: File[]) {
    if (files.length === 0) return;
    setState({ kind: 'reading', progress: { label: `Reading ${files[0].name}`, done: 0, total: files.length } });
    try {
      const [reading, existing] = await Promise.all([
        readImportFiles(files, (progress) => setState({ kind: 'reading', progress })),
        repository.list({ limit: Infinity }),
      ]);
      if (reading.problems.length > 0) {
        setState({ kind: 'problems', problems: reading.problems, readable: reading.candidates.length });
        return;
      }
      setState({ kind: 'review', plan: planImport(reading.candidates, existing.documents) });
    } catch (error) {
      console.error('Failed to read the files to import', error);
      setState({
        kind: 'problems',
        problems: [{ file: files.map((file) => file.name).join(', '), message: error instanceof DocumentStoreUnavailableError ? 'could not be checked against your documents: you seem to be offline.' : 'could not be read.' }],
        readable: 0,
      });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  async function save(plan: PlannedImport[]) {
    setState({ kind: 'saving', plan, done: 0, total: plan.length });
    try {
      const outcome = await applyImport(repository, plan, ({ done, total }) => setState({ kind: 'saving', plan, done, total }));
      setState({ kind: 'done', outcome });
      onImported(outcome);
    } catch (error) {
      console.error('Import failed', error);
      setState({
        kind: 'review',
        plan,
        error: error instanceof DocumentStoreUnavailableError ? 'Nothing was imported: you seem to be offline. Try again when the connection is back.' : IMPORT_FAILED_MESSAGE,
      });
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!busy) void read([...event.dataTransfer.files]);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      locked={busy}
      title="Import Documents"
      description="Bring documents in from a Lorewright backup (.zip), Markdown (.md; Homebrewery pages, columns and boxes become plain structure), text (.txt), web pages (.html) or Word (.docx)."
      widthClass="max-w-2xl"
    >
      {state.kind === 'choose' && (
        <div className="space-y-4">
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
              dragging ? 'border-gold bg-gold-soft' : 'border-line bg-surface-muted/50',
            )}
            data-testid="import-drop-zone"
          >
            <p className="font-display text-lg font-semibold text-ink">Drop files here</p>
            <p className="text-sm text-ink-muted">or</p>
            <label htmlFor={inputId} className="cursor-pointer">
              <span className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-on-primary shadow-sm hover:bg-primary-strong">Choose Files</span>
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              multiple
              accept={ACCEPTED_FILES}
              aria-label="Files to import"
              aria-describedby={hintId}
              className="sr-only"
              onChange={(event) => void read([...(event.target.files ?? [])])}
            />
            <p id={hintId} className="max-w-md text-xs text-ink-muted">
              Up to {mb(IMPORT_LIMITS.textBytes)} for Markdown, text and web pages, {mb(IMPORT_LIMITS.docxBytes)} for Word documents and {mb(IMPORT_LIMITS.zipBytes)} for a .zip. Nothing is stored until you confirm, and a document of yours is never replaced without asking.
            </p>
          </div>
        </div>
      )}

      {state.kind === 'reading' && (
        <ProgressBar
          label={state.progress.label}
          value={state.progress.total > 0 ? state.progress.done : undefined}
          max={state.progress.total}
          detail={state.progress.total > 1 ? `${number.format(state.progress.done)} of ${number.format(state.progress.total)}` : undefined}
        />
      )}

      {state.kind === 'problems' && (
        <div className="space-y-4">
          <Alert tone="error" title="Nothing was imported">
            <p>{state.problems.length === 1 ? 'This file has a problem:' : `These ${state.problems.length} files have problems:`}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="import-problems">
              {state.problems.map((problem, index) => (
                <li key={index}>
                  <span className="font-semibold">“{problem.file}”</span> {problem.message}
                </li>
              ))}
            </ul>
            {state.readable > 0 && <p className="mt-2">Remove or fix them and import again; the other files read correctly.</p>}
          </Alert>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button onClick={() => setState({ kind: 'choose' })}>Choose Other Files</Button>
          </div>
        </div>
      )}

      {state.kind === 'review' && <Review plan={state.plan} error={state.error} onChange={(plan) => setState({ kind: 'review', plan })} onCancel={() => close(false)} onConfirm={(plan) => void save(plan)} />}

      {state.kind === 'saving' && (
        <ProgressBar label="Saving documents..." value={state.done} max={state.total} detail={`${number.format(state.done)} of ${number.format(state.total)}`} />
      )}

      {state.kind === 'done' && (
        <div className="space-y-4">
          <Alert tone="success" title={`Imported ${documents(state.outcome.created.length + state.outcome.replaced.length)}`}>
            {[
              state.outcome.created.length > 0 && `${documents(state.outcome.created.length)} added`,
              state.outcome.replaced.length > 0 && `${documents(state.outcome.replaced.length)} replaced (the text before is in each one’s History as “before import”)`,
              state.outcome.skipped > 0 && `${documents(state.outcome.skipped)} skipped`,
            ]
              .filter(Boolean)
              .join('; ')}
            .
          </Alert>
          <div className="flex justify-end gap-3">
            {state.outcome.created.length === 1 && state.outcome.replaced.length === 0 && onOpenDocument && (
              <Button variant="secondary" onClick={() => onOpenDocument(state.outcome.created[0])}>
                Open It
              </Button>
            )}
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function Review({
  plan,
  error,
  onChange,
  onCancel,
  onConfirm,
}: {
  plan: PlannedImport[];
  error?: string;
  onChange(plan: PlannedImport[]): void;
  onCancel(): void;
  onConfirm(plan: PlannedImport[]): void;
}) {
  const conflicts = plan.filter((item) => item.existing);
  const allChoiceId = useId();
  const notes = useMemo(() => {
    const counts = new Map<string, number>();
    for (const item of plan) for (const note of item.candidate.notes) counts.set(note, (counts.get(note) ?? 0) + 1);
    return [...counts.entries()];
  }, [plan]);
  const storing = plan.filter((item) => !item.existing || item.choice !== 'skip').length;
  const choose = (index: number, choice: ConflictChoice) => onChange(plan.map((item, i) => (i === index ? { ...item, choice } : item)));

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink">
        Ready to import <strong>{documents(plan.length)}</strong>
        {conflicts.length > 0 ? `; ${conflicts.length === 1 ? 'one has the same name as' : `${number.format(conflicts.length)} have the same names as`} documents you already have.` : '.'}
      </p>
      <ul aria-label="Documents to import" className="max-h-56 divide-y divide-line overflow-y-auto rounded-lg border border-line">
        {plan.slice(0, REVIEW_LIST_LIMIT).map(({ candidate }, index) => (
          <li key={index} className="flex items-baseline justify-between gap-3 px-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block truncate font-medium text-ink">{candidate.title}</span>
              <span className="block truncate text-xs text-ink-muted">{candidate.source}</span>
            </span>
            <span className="shrink-0 text-xs text-ink-muted">{`${DOCUMENT_TYPE_LABELS[candidate.type]} · ${number.format(candidate.wordCount)} ${candidate.wordCount === 1 ? 'word' : 'words'}`}</span>
          </li>
        ))}
        {plan.length > REVIEW_LIST_LIMIT && <li className="px-3 py-2 text-sm text-ink-muted">and {documents(plan.length - REVIEW_LIST_LIMIT)} more</li>}
      </ul>

      {notes.length > 0 && (
        <Alert tone="info">
          <ul className="list-disc space-y-0.5 pl-5">
            {notes.map(([note, count]) => (
              <li key={note}>
                {count > 1 ? `${documents(count)}: ` : ''}
                {note}
              </li>
            ))}
          </ul>
        </Alert>
      )}

      {conflicts.length > 0 && (
        <section aria-label="Documents that already exist" className="space-y-2 rounded-lg border border-gold/50 bg-gold-soft/40 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-ink">Already in your documents</h3>
            {conflicts.length > 1 && (
              <div className="flex items-center gap-2 text-sm">
                <label htmlFor={allChoiceId} className="whitespace-nowrap text-ink-muted">
                  For all {number.format(conflicts.length)}:
                </label>
                <select
                  id={allChoiceId}
                  className={cn(inputClass, 'w-40! py-1')}
                  value={conflicts.every((item) => item.choice === conflicts[0].choice) ? conflicts[0].choice : ''}
                  onChange={(event) => event.target.value && onChange(plan.map((item) => (item.existing ? { ...item, choice: event.target.value as ConflictChoice } : item)))}
                >
                  <option value="" disabled>
                    Mixed
                  </option>
                  {CONFLICT_CHOICES.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
          <p className="text-xs text-ink-muted">Keep both adds the import with “(Imported)” after its title. Replace keeps the current text in that document’s History first.</p>
          <ul className="max-h-48 space-y-1.5 overflow-y-auto">
            {plan.map((item, index) =>
              item.existing ? (
                <li key={index} className="flex items-center justify-between gap-3 text-sm">
                  <span className="min-w-0 flex-1 truncate text-ink">“{item.existing.title}”</span>
                  <select
                    aria-label={`What to do with “${item.existing.title}”`}
                    className={cn(inputClass, 'w-40! shrink-0 py-1')}
                    value={item.choice}
                    onChange={(event) => choose(index, event.target.value as ConflictChoice)}
                  >
                    {CONFLICT_CHOICES.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      )}

      {error && <Alert tone="error">{error}</Alert>}

      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => onConfirm(plan)} disabled={storing === 0}>
          {storing === 0 ? 'Nothing to Import' : `Import ${number.format(storing)} ${storing === 1 ? 'Document' : 'Documents'}`}
        </Button>
      </div>
    </div>
  );
}
