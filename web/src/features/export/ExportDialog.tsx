import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Input, inputClass } from '../../components/ui/Input';
import { cn } from '../../components/ui/cn';
import { bookRoute, handOverBookPrint, type BookPrintRequest } from '../../lib/bookPrint';
import { downloadFile, exportDocument, type ExportedFile } from './export-document';
import { defaultPageSize, PAGE_SIZE_LABELS, PAGE_SIZES, type PageSize } from '../../lib/paper';
import { CAMPAIGN_TYPES, CAMPAIGN_TYPE_LABELS, campaignSubtitle, DEFAULT_AUTHOR, type CampaignType, type ExportFormat, type ExportOptions } from './options';

export const EXPORT_FAILED_MESSAGE = 'Export failed. Please try again.';

export interface ExportableDocument {
  /** Needed for the book layout (its route is the document's); without it that format is not offered. */
  id?: string;
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
  /** Opens the book view's print in a new tab; tests replace it. */
  openBook?: (url: string) => void;
}

/** What the dialog offers: the files it makes, and the book view's print. */
type FormatChoice = ExportFormat | 'book';

export const BOOK_OPEN_FAILED_MESSAGE = 'The book could not be opened: your browser blocked the new tab or its storage. Allow pop-ups for this site and try again.';

function openInNewTab(url: string) {
  const opened = window.open(url, '_blank');
  if (!opened) throw new Error('The browser blocked the new tab');
}

const FORMATS: { value: FormatChoice; label: string; extension: string; description: string }[] = [
  { value: 'pdf', label: 'PDF', extension: '.pdf', description: 'Print-ready pages: cover, boxed read-aloud text, page numbers.' },
  {
    value: 'book',
    label: 'PDF (book layout)',
    extension: '.pdf',
    description: 'Two columns like a published module, with stat blocks, contents and a cover. Opens the book to print or save as PDF.',
  },
  { value: 'txt', label: 'Plain text', extension: '.txt', description: 'Readable anywhere, with underlined headings and lists.' },
  { value: 'md', label: 'Markdown', extension: '.md', description: 'For Homebrewery, Obsidian or Kanka.' },
];

const BUTTON_LABELS: Record<FormatChoice, string> = { pdf: 'Export PDF', book: 'Open Book to Print', txt: 'Export Text', md: 'Export Markdown' };

interface DialogOptions extends Omit<ExportOptions, 'format'> {
  format: FormatChoice;
  pageSize: PageSize;
}

function initialOptions(document: ExportableDocument): DialogOptions {
  const type = document.type as CampaignType | undefined;
  return {
    format: 'pdf',
    pageSize: defaultPageSize(),
    includeCover: true,
    title: document.title,
    author: DEFAULT_AUTHOR,
    campaignType: type && (CAMPAIGN_TYPES as readonly string[]).includes(type) ? type : 'campaign',
  };
}

/** The "Export Campaign" modal (spec sections 2 and 3): PDF, text or Markdown, made in the browser. */
export function ExportDialog({ open, onOpenChange, document, exporter = exportDocument, download = downloadFile, openBook = openInNewTab }: ExportDialogProps) {
  const [options, setOptions] = useState<DialogOptions>(() => initialOptions(document));
  const [bookFailed, setBookFailed] = useState(false);
  const formats = FORMATS.filter((format) => format.value !== 'book' || document.id);
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
      setBookFailed(false);
    }
  }

  const change = <K extends keyof DialogOptions>(key: K, value: DialogOptions[K]) => {
    setOptions((current) => ({ ...current, [key]: value }));
    setFailed(false);
    setBookFailed(false);
  };

  /** The book view opened in a new tab with the text as it is on screen; it prints once laid out. */
  function printBook() {
    const request: BookPrintRequest = {
      title: options.title.trim(),
      content: document.content,
      author: options.author.trim() || DEFAULT_AUTHOR,
      kicker: campaignSubtitle(options.campaignType),
      size: options.pageSize,
    };
    try {
      const key = handOverBookPrint(request);
      if (!key || !document.id) throw new Error('No room to hand the text over');
      // Synchronously, in the click: browsers block tabs opened later.
      openBook(bookRoute(document.id, { size: options.pageSize, print: key }));
      onOpenChange(false);
    } catch (error) {
      console.error(error);
      setBookFailed(true);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (exporting || options.title.trim() === '') return;
    if (options.format === 'book') return printBook();
    const format = options.format;
    setExporting(true);
    setFailed(false);
    try {
      const { pageSize: _pageSize, ...fileOptions } = options;
      const file = await exporter(document.content, { ...fileOptions, format, title: options.title.trim(), author: options.author.trim() || DEFAULT_AUTHOR });
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
        {bookFailed && <Alert tone="error">{BOOK_OPEN_FAILED_MESSAGE}</Alert>}

        <fieldset disabled={exporting} className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">Format</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {formats.map((format) => (
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

        {options.format === 'book' && (
          <Field label="Page size">
            <select className={inputClass} value={options.pageSize} onChange={(event) => change('pageSize', event.target.value as PageSize)}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {PAGE_SIZE_LABELS[size]}
                </option>
              ))}
            </select>
          </Field>
        )}

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
