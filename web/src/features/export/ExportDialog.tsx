import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Input, inputClass } from '../../components/ui/Input';
import { cn } from '../../components/ui/cn';
import { downloadFile, exportDocument, type ExportedFile } from './export-document';
import { CAMPAIGN_TYPES, CAMPAIGN_TYPE_LABELS, DEFAULT_AUTHOR, type CampaignType, type ExportFormat, type ExportOptions } from './options';

export const EXPORT_FAILED_MESSAGE = 'Export failed. Please try again.';

export interface ExportableDocument {
  title: string;
  /** The editor's HTML. */
  content: string;
  type?: string;
}

export interface ExportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  document: ExportableDocument;
  /** Builds the file; tests replace it. */
  exporter?: (content: string, options: ExportOptions) => Promise<ExportedFile>;
  /** Hands the file to the user; tests replace it. */
  download?: (file: ExportedFile) => void;
}

const FORMATS: { value: ExportFormat; label: string; extension: string; description: string }[] = [
  { value: 'pdf', label: 'PDF', extension: '.pdf', description: 'Print-ready pages: cover, boxed read-aloud text, page numbers.' },
  { value: 'txt', label: 'Plain text', extension: '.txt', description: 'Readable anywhere, with underlined headings and lists.' },
  { value: 'md', label: 'Markdown', extension: '.md', description: 'For Homebrewery, Obsidian or Kanka.' },
];

const BUTTON_LABELS: Record<ExportFormat, string> = { pdf: 'Export PDF', txt: 'Export Text', md: 'Export Markdown' };

function initialOptions(document: ExportableDocument): ExportOptions {
  const type = document.type as CampaignType | undefined;
  return {
    format: 'pdf',
    includeCover: true,
    title: document.title,
    author: DEFAULT_AUTHOR,
    campaignType: type && (CAMPAIGN_TYPES as readonly string[]).includes(type) ? type : 'campaign',
  };
}

/** The "Export Campaign" modal (spec sections 2 and 3): PDF, text or Markdown, made in the browser. */
export function ExportDialog({ open, onOpenChange, document, exporter = exportDocument, download = downloadFile }: ExportDialogProps) {
  const [options, setOptions] = useState<ExportOptions>(() => initialOptions(document));
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const formatName = useId();

  // Each opening starts from the document as it is now (state adjusted during render, as React advises).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOptions(initialOptions(document));
      setFailed(false);
    }
  }

  const change = <K extends keyof ExportOptions>(key: K, value: ExportOptions[K]) => {
    setOptions((current) => ({ ...current, [key]: value }));
    setFailed(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (exporting || options.title.trim() === '') return;
    setExporting(true);
    setFailed(false);
    try {
      const file = await exporter(document.content, { ...options, title: options.title.trim(), author: options.author.trim() || DEFAULT_AUTHOR });
      download(file);
      setExporting(false);
      onOpenChange(false);
    } catch (error) {
      console.error(error);
      setExporting(false);
      setFailed(true);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      locked={exporting}
      widthClass="max-w-xl"
      title="Export Campaign"
      description="Download this document to print, share or import elsewhere."
    >
      <form onSubmit={submit} noValidate className="space-y-5" aria-busy={exporting}>
        {failed && <Alert tone="error">{EXPORT_FAILED_MESSAGE}</Alert>}

        <fieldset disabled={exporting} className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">Format</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {FORMATS.map((format) => (
              <label
                key={format.value}
                className={cn(
                  'flex cursor-pointer flex-col gap-1 rounded-xl border p-3 text-sm transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold',
                  options.format === format.value ? 'border-gold bg-gold-soft/60 shadow-sm' : 'border-line bg-surface hover:bg-surface-muted',
                )}
              >
                <span className="flex items-center gap-2 font-semibold text-ink">
                  <input
                    type="radio"
                    name={formatName}
                    value={format.value}
                    checked={options.format === format.value}
                    onChange={() => change('format', format.value)}
                    aria-labelledby={`${formatName}-${format.value}-name`}
                    aria-describedby={`${formatName}-${format.value}`}
                    className="size-4 accent-[var(--lw-primary)]"
                  />
                  <span id={`${formatName}-${format.value}-name`}>{format.label}</span>
                  <span aria-hidden="true" className="ml-auto font-mono text-xs font-normal text-ink-muted">
                    {format.extension}
                  </span>
                </span>
                <span id={`${formatName}-${format.value}`} className="text-xs leading-snug text-ink-muted">
                  {format.description}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <Field label="Title" error={options.title.trim() === '' ? 'A title is needed to name the file.' : null}>
          <Input value={options.title} onChange={(event) => change('title', event.target.value)} disabled={exporting} autoFocus />
        </Field>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Author">
            <Input value={options.author} onChange={(event) => change('author', event.target.value)} placeholder={DEFAULT_AUTHOR} disabled={exporting} />
          </Field>
          <Field label="Campaign type">
            <select className={inputClass} value={options.campaignType} onChange={(event) => change('campaignType', event.target.value as CampaignType)} disabled={exporting}>
              {CAMPAIGN_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CAMPAIGN_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </Field>
        </div>

        {options.format === 'pdf' && (
          <div className="flex items-start gap-3 rounded-xl border border-line bg-surface-muted/60 p-3 text-sm">
            <input
              id={`${formatName}-cover`}
              type="checkbox"
              checked={options.includeCover}
              onChange={(event) => change('includeCover', event.target.checked)}
              disabled={exporting}
              aria-describedby={`${formatName}-cover-hint`}
              className="mt-0.5 size-4 accent-[var(--lw-primary)]"
            />
            <div>
              <label htmlFor={`${formatName}-cover`} className="block cursor-pointer font-medium text-ink">
                Include cover page
              </label>
              <p id={`${formatName}-cover-hint`} className="text-xs text-ink-muted">
                Title, campaign type, author and export date on a page of their own.
              </p>
            </div>
          </div>
        )}

        <div className="flex justify-end gap-3 pt-1">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={exporting}>
            Cancel
          </Button>
          <Button type="submit" disabled={exporting || options.title.trim() === ''}>
            {exporting ? 'Exporting...' : BUTTON_LABELS[options.format]}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
