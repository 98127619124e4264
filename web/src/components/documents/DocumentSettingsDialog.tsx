import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { DESCRIPTION_MAX_LENGTH, DocumentValidationError, DocumentVersionConflictError, MAX_TAGS } from '../../lib/documents/types';
import { MESSAGES, normalizeTags, validateDocumentFields, type DocumentFieldErrors, type DocumentFields } from '../../lib/documents/validation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Input, inputClass } from '../ui/Input';
import { cn } from '../ui/cn';

export const SETTINGS_FAILED_MESSAGE = 'Failed to update document settings';
export const CONFLICT_MESSAGE =
  'This document was changed elsewhere since you opened it. Save again to replace that version with yours, or cancel to keep it.';
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Are you sure you want to close?';

export interface DocumentSettingsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The document's current settings; the form starts from these each time it opens. */
  document: DocumentFields;
  /** Saves normalised fields; a rejection keeps the form as edited. */
  onSave(fields: DocumentFields): Promise<void>;
  /** The Share section (a read-only link), shown under the form; it acts at once, not on Save. */
  share?: ReactNode;
}

const sameFields = (a: DocumentFields, b: DocumentFields) =>
  a.title === b.title && a.description === b.description && a.tags.join('\u0000') === b.tags.join('\u0000');

/** The "Document Settings" modal: title, description and tags (spec sections 2 and 5). */
export function DocumentSettingsDialog({ open, onOpenChange, document, onSave, share }: DocumentSettingsDialogProps) {
  const [form, setForm] = useState<DocumentFields>(document);
  const [tagDraft, setTagDraft] = useState('');
  const [errors, setErrors] = useState<DocumentFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);

  // Start from the stored values every time the dialog opens (adjusted while
  // rendering, so the form never shows stale values for a frame). Only on
  // opening: a later change to `document` must not wipe the user's edits.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setForm({ title: document.title, description: document.description, tags: [...document.tags] });
      setTagDraft('');
      setErrors({});
      setFailure(null);
    }
  }

  const dirty = !sameFields(form, document) || tagDraft.trim() !== '';

  const edit = (patch: Partial<DocumentFields>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof DocumentFieldErrors];
      return next;
    });
    setFailure(null);
  };

  /** Adds the tags typed so far and returns the new list; null when that would pass the limit. */
  function commitTagDraft(draft: string): DocumentFields['tags'] | null {
    const tags = normalizeTags([...form.tags, ...draft.split(',')]);
    if (tags.length > MAX_TAGS) {
      setErrors((e) => ({ ...e, tags: MESSAGES.tooManyTags }));
      return null;
    }
    edit({ tags });
    setTagDraft('');
    return tags;
  }

  function onTagKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (tagDraft.trim()) commitTagDraft(tagDraft);
    } else if (event.key === 'Backspace' && tagDraft === '' && form.tags.length > 0) {
      edit({ tags: form.tags.slice(0, -1) });
    }
  }

  function requestClose(next: boolean) {
    if (next) return onOpenChange(true);
    if (dirty) setConfirmingClose(true);
    else onOpenChange(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A tag still in the input counts, as if Enter had been pressed.
    const tags = tagDraft.trim() ? commitTagDraft(tagDraft) : form.tags;
    if (!tags) return;
    const fields = { title: form.title.trim(), description: form.description.trim(), tags };
    const fieldErrors = validateDocumentFields(fields, 'settings');
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    setSaving(true);
    try {
      await onSave(fields);
      setSaving(false);
      onOpenChange(false);
    } catch (error) {
      setSaving(false);
      if (error instanceof DocumentValidationError) setErrors(error.fields);
      else if (error instanceof DocumentVersionConflictError) setFailure(CONFLICT_MESSAGE);
      else setFailure(SETTINGS_FAILED_MESSAGE);
    }
  }

  return (
    <>
      <Dialog open={open} onOpenChange={requestClose} locked={saving} title="Document Settings">
        <form onSubmit={submit} noValidate className="space-y-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <Field label="Title" error={errors.title}>
            <Input value={form.title} onChange={(e) => edit({ title: e.target.value })} disabled={saving} />
          </Field>
          <Field label="Description" optional error={errors.description} hint={`${form.description.length}/${DESCRIPTION_MAX_LENGTH}`}>
            <textarea
              className={cn(inputClass, 'min-h-20 resize-y')}
              value={form.description}
              onChange={(e) => edit({ description: e.target.value })}
              disabled={saving}
            />
          </Field>
          <Field label="Tags" optional error={errors.tags} hint={`Press Enter or a comma to add a tag (${form.tags.length}/${MAX_TAGS}).`}>
            <Input
              value={tagDraft}
              onChange={(e) => {
                setTagDraft(e.target.value);
                if (errors.tags) setErrors((x) => ({ ...x, tags: undefined }));
              }}
              onKeyDown={onTagKeyDown}
              placeholder="Add a tag"
              disabled={saving}
            />
          </Field>
          {form.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Current tags">
              {form.tags.map((tag) => (
                <li key={tag} className="inline-flex items-center gap-1 rounded-full border border-gold/40 bg-gold-soft py-0.5 pl-2.5 pr-1 text-xs font-medium text-ink">
                  {tag}
                  <button
                    type="button"
                    aria-label={`Remove tag ${tag}`}
                    disabled={saving}
                    onClick={() => edit({ tags: form.tags.filter((t) => t !== tag) })}
                    className="rounded-full px-1 text-ink-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={() => requestClose(false)} disabled={saving}>
              Cancel
            </Button>
            {/* Enabled with a blank title, so "Title is required" can be shown. */}
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Settings'}
            </Button>
          </div>
        </form>
        {share}
      </Dialog>
      <ConfirmDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        title="Discard changes?"
        description={UNSAVED_CHANGES_MESSAGE}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          setConfirmingClose(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}

/** Default export for lazy loading where the dialog opens. */
export default DocumentSettingsDialog;
