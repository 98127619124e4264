import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { BrowserDocumentRepository } from '../../lib/documents/browser';
import { ImportDialog } from './ImportDialog';

let counter = 0;
const newStore = () => new BrowserDocumentRepository('guest_import_dialog', { dbName: `import-dialog-${++counter}` });

function setup(repository = newStore()) {
  const onImported = vi.fn();
  const onOpenDocument = vi.fn();
  render(<ImportDialog open onOpenChange={vi.fn()} repository={repository} onImported={onImported} onOpenDocument={onOpenDocument} />);
  return { repository, onImported, onOpenDocument, user: userEvent.setup({ delay: null }) };
}

/** Reading files and writing IndexedDB take their time on a busy machine. */
const SLOW = { timeout: 5000 };

const text = (name: string, content: string) => new File([content], name, { type: 'text/plain' });

describe('ImportDialog', () => {
  it('reads the files, shows what will be imported, and stores them when confirmed', async () => {
    const { repository, onImported, onOpenDocument, user } = setup();
    await user.upload(screen.getByLabelText('Files to import'), [text('Goblin_Lair.md', '# Goblin Lair\n\nThe *cave* reeks.')]);
    expect(await screen.findByText(/Ready to import/, {}, SLOW)).toHaveTextContent('Ready to import 1 document.');
    const list = screen.getByRole('list', { name: 'Documents to import' });
    expect(within(list).getByText('Goblin Lair')).toBeInTheDocument();
    expect(within(list).getByText('Other · 5 words')).toBeInTheDocument();
    // Nothing stored until confirmed.
    expect((await repository.list()).total).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Import 1 Document' }));
    expect(await screen.findByText('Imported 1 document', {}, SLOW)).toBeInTheDocument();
    const [stored] = (await repository.list()).documents;
    expect(stored).toMatchObject({ title: 'Goblin Lair', content: '<h1>Goblin Lair</h1>\n<p>The <em>cave</em> reeks.</p>' });
    expect(onImported).toHaveBeenCalledWith({ created: [stored.id], replaced: [], skipped: 0 });
    await user.click(screen.getByRole('button', { name: 'Open It' }));
    expect(onOpenDocument).toHaveBeenCalledWith(stored.id);
  });

  it('stores nothing when any file has a problem, and names each one', async () => {
    const { repository, user } = setup();
    await user.upload(screen.getByLabelText('Files to import'), [text('fine.txt', 'All good.'), new File([], 'empty.docx'), new File(['PK broken'], 'old.zip')]);
    const problems = await screen.findByTestId('import-problems', {}, SLOW);
    expect(screen.getByText('Nothing was imported')).toBeInTheDocument();
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '“empty.docx” is empty.',
      '“old.zip” is not a readable .zip file: it may be damaged or incomplete.',
    ]);
    expect(screen.getByText(/the other files read correctly/)).toBeInTheDocument();
    expect((await repository.list()).total).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Choose Other Files' }));
    expect(screen.getByLabelText('Files to import')).toBeInTheDocument();
  });

  it('asks before replacing a document of the same name, and keeps both by default', async () => {
    const repository = newStore();
    const existing = await repository.create({ title: 'Session Notes', content: '<p>Mine.</p>' });
    const { user } = setup(repository);
    await user.upload(screen.getByLabelText('Files to import'), [text('Session_Notes.txt', 'From the file.'), text('Other.txt', 'New.')]);
    expect(await screen.findByText(/Ready to import/, {}, SLOW)).toHaveTextContent('Ready to import 2 documents; one has the same name as documents you already have.');
    const choice = screen.getByRole('combobox', { name: 'What to do with “Session Notes”' });
    expect(choice).toHaveValue('keep-both');
    await user.selectOptions(choice, 'replace');
    await user.click(screen.getByRole('button', { name: 'Import 2 Documents' }));
    expect(await screen.findByText('Imported 2 documents', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/1 document added; 1 document replaced/)).toBeInTheDocument();
    expect((await repository.get(existing.id))?.content).toBe('<p>From the file.</p>');
    expect((await repository.listVersions(existing.id))[0]).toMatchObject({ reason: 'before import', content: '<p>Mine.</p>' });
    expect((await repository.list()).total).toBe(2);
  });

  it('skips every existing document with one choice', async () => {
    const repository = newStore();
    await repository.create({ title: 'Alpha', content: '<p>a</p>' });
    await repository.create({ title: 'Beta', content: '<p>b</p>' });
    const { user } = setup(repository);
    await user.upload(screen.getByLabelText('Files to import'), [text('Alpha.txt', 'A.'), text('Beta.txt', 'B.')]);
    await user.selectOptions(await screen.findByLabelText('For all 2:', {}, SLOW), 'skip');
    expect(screen.getByRole('button', { name: 'Nothing to Import' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'What to do with “Beta”' })).toHaveValue('skip'));
  });
});
