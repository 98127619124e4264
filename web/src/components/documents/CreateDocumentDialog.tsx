import { useState, type FormEvent } from 'react';
import { DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS, DESCRIPTION_MAX_LENGTH, DocumentValidationError, type CreateDocumentInput, type DocumentType } from '../../lib/documents/types';
import { parseTagList, validateDocumentFields, type DocumentFieldErrors } from '../../lib/documents/validation';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Input, inputClass } from '../ui/Input';
import { cn } from '../ui/cn';

export const CREATE_FAILED_MESSAGE = 'Failed to create document. Please try again.';

export interface CreateDocumentDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Creates the document (and usually navigates to it); a rejection keeps the form as typed. */
  onCreate(input: CreateDocumentInput): Promise<void>;
  defaultType?: DocumentType;
}

interface FormState {
  title: string;
  type: DocumentType;
  description: string;
  tags: string;
}

/** The "Create New Document" modal (spec sections 2 and 5). */
export function CreateDocumentDialog({ open, onOpenChange, onCreate, defaultType = 'other' }: CreateDocumentDialogProps) {
  const empty: FormState = { title: '', type: defaultType, description: '', tags: '' };
  const [form, setForm] = useState<FormState>(empty);
  const [errors, setErrors] = useState<DocumentFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
    setFailure(null);
  };

  const close = (next: boolean) => {
    if (!next) {
      setForm(empty);
      setErrors({});
      setFailure(null);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const tags = parseTagList(form.tags);
    const fieldErrors = validateDocumentFields({ title: form.title, description: form.description, tags }, 'create');
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onCreate({ title: form.title.trim(), type: form.type, description: form.description.trim(), tags });
      setSubmitting(false);
      close(false);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof DocumentValidationError) setErrors(error.fields);
      else setFailure(CREATE_FAILED_MESSAGE);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      locked={submitting}
      title="Create New Document"
      description="Name your scroll; you can change everything later."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <Field label="Title" error={errors.title}>
          <Input
            value={form.title}
            onChange={(e) => change('title', e.target.value)}
            placeholder="The Sunless Citadel"
            disabled={submitting}
            autoFocus
          />
        </Field>
        <Field label="Type">
          <select
            className={inputClass}
            value={form.type}
            onChange={(e) => change('type', e.target.value as DocumentType)}
            disabled={submitting}
          >
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {DOCUMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Description"
          optional
          error={errors.description}
          hint={`${form.description.length}/${DESCRIPTION_MAX_LENGTH}`}
        >
          <textarea
            className={cn(inputClass, 'min-h-20 resize-y')}
            value={form.description}
            onChange={(e) => change('description', e.target.value)}
            disabled={submitting}
          />
        </Field>
        <Field label="Tags" optional error={errors.tags} hint="Separate tags with commas, e.g. dungeon, undead, level 3">
          <Input
            value={form.tags}
            onChange={(e) => change('tags', e.target.value)}
            placeholder="dungeon, undead"
            disabled={submitting}
          />
        </Field>
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={() => close(false)} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitting || !form.title.trim()}>
            {submitting ? 'Creating...' : 'Create Document'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
