import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ExportDialog, EXPORT_FAILED_MESSAGE, type ExportDialogProps } from './ExportDialog';
import type { ExportedFile } from './export-document';
import type { ExportOptions } from './options';

const DOCUMENT = { title: 'Curse of Strahd', content: '<h1>Barovia</h1><p>Mist.</p>', type: 'campaign' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Harness(props: Omit<ExportDialogProps, 'open' | 'onOpenChange'> & { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open export</button>
      <ExportDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) props.onClose?.();
        }}
      />
    </>
  );
}

const file: ExportedFile = { fileName: 'Curse_of_Strahd.pdf', blob: new Blob(['%PDF-']) };

describe('ExportDialog', () => {
  it('prefills the title, defaults the author and exports a PDF with a cover', async () => {
    const user = userEvent.setup();
    const exporter = vi.fn(async (_content: string, _options: ExportOptions) => file);
    const download = vi.fn();
    const onClose = vi.fn();
    render(<Harness document={DOCUMENT} exporter={exporter} download={download} onClose={onClose} />);

    expect(screen.getByRole('dialog', { name: 'Export Campaign' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Curse of Strahd');
    expect(screen.getByLabelText('Author')).toHaveValue('Dungeon Master');
    expect(screen.getByLabelText('Campaign type')).toHaveValue('campaign');
    expect(screen.getByRole('radio', { name: 'PDF' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Include cover page' })).toBeChecked();

    await user.selectOptions(screen.getByLabelText('Campaign type'), 'one-shot');
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));

    await waitFor(() => expect(download).toHaveBeenCalledWith(file));
    expect(exporter).toHaveBeenCalledWith(DOCUMENT.content, {
      format: 'pdf',
      includeCover: true,
      title: 'Curse of Strahd',
      author: 'Dungeon Master',
      campaignType: 'one-shot',
    } satisfies ExportOptions);
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the cover only for PDF and exports text and Markdown', async () => {
    const user = userEvent.setup();
    const exporter = vi.fn(async (_content: string, _options: ExportOptions) => file);
    render(<Harness document={DOCUMENT} exporter={exporter} download={vi.fn()} />);

    await user.click(screen.getByRole('radio', { name: 'Plain text' }));
    expect(screen.queryByRole('checkbox', { name: 'Include cover page' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Author'));
    await user.type(screen.getByLabelText('Author'), 'Mira Łęcka');
    await user.click(screen.getByRole('button', { name: 'Export Text' }));
    await waitFor(() => expect(exporter).toHaveBeenCalledTimes(1));
    expect(exporter.mock.calls[0]).toEqual([DOCUMENT.content, expect.objectContaining({ format: 'txt', author: 'Mira Łęcka' })]);

    await user.click(screen.getByRole('button', { name: 'Open export' }));
    expect(screen.getByLabelText('Author')).toHaveValue('Dungeon Master');
    await user.click(screen.getByRole('radio', { name: 'Markdown' }));
    await user.click(screen.getByRole('button', { name: 'Export Markdown' }));
    await waitFor(() => expect(exporter).toHaveBeenCalledTimes(2));
    expect(exporter.mock.calls[1][1]).toMatchObject({ format: 'md' });
  });

  it('disables Export while the title is blank', async () => {
    const user = userEvent.setup();
    const exporter = vi.fn(async (_content: string, _options: ExportOptions) => file);
    render(<Harness document={DOCUMENT} exporter={exporter} download={vi.fn()} />);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), '   ');
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
    await user.type(screen.getByLabelText('Title'), '{Enter}');
    expect(exporter).not.toHaveBeenCalled();
  });

  it('locks the dialog while exporting, then shows the failure and keeps the inputs', async () => {
    const user = userEvent.setup();
    const pending = deferred<ExportedFile>();
    const exporter = vi.fn(() => pending.promise);
    const download = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness document={DOCUMENT} exporter={exporter} download={download} />);

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Strahd’s Castle');
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));

    const busy = screen.getByRole('button', { name: 'Exporting...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    pending.reject(new Error('Failed to export PDF: boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORT_FAILED_MESSAGE);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Strahd’s Castle');
    expect(screen.getByLabelText('Title')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
    expect(download).not.toHaveBeenCalled();
  });
});

describe('ExportDialog: PDF (book layout)', () => {
  beforeEach(() => localStorage.clear());

  it('opens the book view to print, with the text on screen, the author, the type and the paper chosen', async () => {
    const user = userEvent.setup();
    const openBook = vi.fn();
    const exporter = vi.fn();
    const onClose = vi.fn();
    render(<Harness document={{ ...DOCUMENT, id: 'doc-7' }} exporter={exporter} openBook={openBook} onClose={onClose} />);

    await user.click(screen.getByRole('radio', { name: 'PDF (book layout)' }));
    expect(screen.queryByRole('checkbox', { name: 'Include cover page' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Page size'), 'letter');
    await user.clear(screen.getByLabelText('Author'));
    await user.type(screen.getByLabelText('Author'), 'Tracy Hickman');
    await user.selectOptions(screen.getByLabelText('Campaign type'), 'module');
    await user.click(screen.getByRole('button', { name: 'Open Book to Print' }));

    expect(exporter).not.toHaveBeenCalled();
    expect(openBook).toHaveBeenCalledTimes(1);
    const url = new URL(openBook.mock.calls[0][0] as string, 'http://localhost');
    expect(url.pathname).toBe('/editor/doc-7/book');
    expect(url.searchParams.get('size')).toBe('letter');
    const { takeBookPrint } = await import('../../lib/bookPrint');
    expect(takeBookPrint(url.searchParams.get('print')!)).toEqual({
      title: 'Curse of Strahd',
      content: DOCUMENT.content,
      author: 'Tracy Hickman',
      kicker: 'A Dungeons & Dragons Module',
      size: 'letter',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('says what went wrong when the browser blocks the new tab, and stays open', async () => {
    const user = userEvent.setup();
    const openBook = vi.fn(() => {
      throw new Error('blocked');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness document={{ ...DOCUMENT, id: 'doc-7' }} openBook={openBook} />);
    await user.click(screen.getByRole('radio', { name: 'PDF (book layout)' }));
    await user.click(screen.getByRole('button', { name: 'Open Book to Print' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Allow pop-ups for this site');
    expect(screen.getByRole('dialog', { name: 'Export Campaign' })).toBeInTheDocument();
  });

  it('is offered only for a document with an id (the book is its route)', () => {
    render(<Harness document={DOCUMENT} />);
    expect(screen.queryByRole('radio', { name: 'PDF (book layout)' })).not.toBeInTheDocument();
  });
});
