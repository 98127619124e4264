import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { DocumentStoreUnavailableError, type DocumentRepository } from '../../lib/documents/types';
import { ExportAllDialog } from './ExportAllDialog';
import type { BackupFile, ExportAllOptions } from './exportAll';
import { EXPORT_FAILED_MESSAGE } from './ExportDialog';

const repository = {} as DocumentRepository;

describe('ExportAllDialog', () => {
  it('shows progress while the zip is built, then hands it over and says what it holds', async () => {
    let finish: (file: BackupFile) => void = () => {};
    let options: ExportAllOptions = {};
    const exporter = vi.fn((_repository: DocumentRepository, given: ExportAllOptions) => {
      options = given;
      return new Promise<BackupFile>((resolve) => (finish = resolve));
    });
    const download = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<ExportAllDialog open onOpenChange={vi.fn()} repository={repository} exporter={exporter} download={download} />);
    await user.click(screen.getByLabelText(/Include version history/));
    await user.click(screen.getByRole('button', { name: 'Export All' }));
    expect(options.includeVersions).toBe(true);
    options.onProgress!({ phase: 'writing', done: 250, total: 1000 });
    const bar = await screen.findByRole('progressbar', { name: 'Writing Markdown and HTML...' });
    expect(bar).toHaveAttribute('aria-valuenow', '250');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText('250 of 1,000 documents')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    const file = { fileName: 'lorewright-backup-2026-11-26.zip', blob: new Blob(['x'.repeat(2_500_000)]), documentCount: 1000 };
    finish(file);
    expect(await screen.findByText('Exported 1,000 documents to lorewright-backup-2026-11-26.zip (2.4 MB).')).toBeInTheDocument();
    expect(download).toHaveBeenCalledWith(file);
  });

  it('says the spec message when the export fails, and that the user seems offline when so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const exporter = vi.fn().mockRejectedValueOnce(new Error('boom')).mockRejectedValueOnce(new DocumentStoreUnavailableError());
    const user = userEvent.setup({ delay: null });
    render(<ExportAllDialog open onOpenChange={vi.fn()} repository={repository} exporter={exporter} download={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Export All' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORT_FAILED_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Export All' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${EXPORT_FAILED_MESSAGE} You seem to be offline.`);
  });
});
