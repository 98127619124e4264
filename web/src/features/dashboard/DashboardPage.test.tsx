import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { CONFLICT_MESSAGE } from '../../components/documents/DocumentSettingsDialog';
import { BrowserDocumentRepository } from '../../lib/documents/browser';
import { DocumentRepositoryProvider } from '../../lib/documents/context';
import { DeviceCopy } from '../../lib/documents/journal';
import { DocumentStoreUnavailableError, type DocumentListResult, type DocumentRepository } from '../../lib/documents/types';
import { DocumentActionsProvider } from '../../lib/document-actions';
import { fakeSession, renderApp, testProfile } from '../../test/renderApp';
import DashboardPage, { DELETE_CONFIRMATION, OFFLINE_LIBRARY_MESSAGE, dashboardGreeting } from './DashboardPage';

let dbCounter = 0;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Noon ten days ago, local time: the stores' clocks start there, so a few
 * minutes of readings never cross midnight, whenever the tests run.
 */
const TEN_DAYS_AGO = (() => {
  const noon = new Date(Date.now() - 10 * DAY);
  noon.setHours(12, 0, 0, 0);
  return noon.getTime();
})();

/** A fresh browser store for user-1 whose clock moves a minute per reading. */
function freshRepository(userId = 'user-1') {
  let tick = 0;
  const start = TEN_DAYS_AGO;
  return new BrowserDocumentRepository(userId, {
    dbName: `dashboard-test-${++dbCounter}`,
    now: () => new Date(start + 60_000 * tick++),
  });
}

async function seedThree(repository: DocumentRepository) {
  await repository.create({ title: 'Dragon Lair', type: 'campaign', description: 'A red wyrm awaits', tags: ['fire'], content: '<p>one two three four five six</p>' });
  await repository.create({ title: 'Elf Names', type: 'names', tags: ['elves'], content: '<p>one two</p>' });
  await repository.create({ title: 'Beholder Variants', type: 'monsters', content: '<p>one two three four</p>' });
}

function renderDashboard(repository: DocumentRepository, options: { session?: ReturnType<typeof fakeSession>; exportDialog?: boolean } = {}) {
  const page = (
    <DocumentRepositoryProvider repository={repository}>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/editor/:id" element={<p>Editor page</p>} />
      </Routes>
    </DocumentRepositoryProvider>
  );
  return renderApp(
    options.exportDialog ? (
      <DocumentActionsProvider
        value={{
          renderExportDialog: ({ document, onOpenChange }) => (
            <div role="dialog" aria-label="Export Campaign">
              Exporting {document.title}
              <button onClick={() => onOpenChange(false)}>Close export</button>
            </div>
          ),
        }}
      >
        {page}
      </DocumentActionsProvider>
    ) : (
      page
    ),
    { path: '/dashboard', session: options.session },
  );
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Documents' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('dashboardGreeting', () => {
  it('greets guests, then accounts by first name, e-mail prefix, or Writer', () => {
    expect(dashboardGreeting('guest', { displayName: 'Guest User', email: 'guest@x' })).toBe('Welcome!');
    expect(dashboardGreeting('signedIn', { displayName: 'Ada Lovelace', email: 'ada@example.com' })).toBe('Welcome back, Ada!');
    expect(dashboardGreeting('signedIn', { displayName: ' ', email: 'quill@example.com' })).toBe('Welcome back, quill!');
    expect(dashboardGreeting('signedIn', { displayName: '', email: '' })).toBe('Welcome back, Writer!');
    expect(dashboardGreeting('signedIn', null)).toBe('Welcome back, Writer!');
  });
});

describe('DashboardPage', () => {
  it('shows the guest greeting and says where guest documents live', async () => {
    renderDashboard(freshRepository('guest_1700000000000_test'), { session: fakeSession('guest') });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText(/Guest documents are kept in this browser/)).toBeInTheDocument();
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
  });

  it('shows Loading documents... until the list arrives', async () => {
    const pending: DocumentRepository = { ...freshRepository(), list: () => new Promise<DocumentListResult>(() => {}) } as DocumentRepository;
    renderDashboard(pending);
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(await screen.findByText('Loading documents...')).toBeInTheDocument();
  });

  it('shows the load error with Try Again, which reloads', async () => {
    const repository = freshRepository();
    await seedThree(repository);
    let calls = 0;
    const flaky = Object.create(repository) as DocumentRepository;
    flaky.list = async (query) => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return repository.list(query);
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderDashboard(flaky);
    expect(await screen.findByText('Failed to load documents')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('3 of 3 documents')).toBeInTheDocument();
  });

  it('offline, lists the documents kept on this device and says so; Try Again brings the whole library back', async () => {
    const repository = freshRepository('user-offline-dashboard');
    await seedThree(repository);
    const { documents } = await repository.list({ limit: Infinity });
    const lair = documents.find((document) => document.title === 'Dragon Lair')!;
    // The one document opened on this device.
    await new DeviceCopy(repository.userId, lair.id).keep(lair);
    let reachable = false;
    const network = Object.create(repository) as DocumentRepository;
    Object.defineProperty(network, 'needsNetwork', { value: true });
    network.list = async (query) => {
      if (!reachable) throw new DocumentStoreUnavailableError();
      return repository.list(query);
    };
    const { user } = renderDashboard(network);
    expect(await screen.findByTestId('offline-library')).toHaveTextContent(OFFLINE_LIBRARY_MESSAGE);
    expect(cardTitles()).toEqual(['Dragon Lair']);
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('3 of 3 documents')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-library')).toBeNull();
  });

  it('shows the empty state, whose button opens Create New Document', async () => {
    const { user } = renderDashboard(freshRepository());
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Document' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Document' })).toBeInTheDocument();
  });

  it('shows the four stats and the recent list', async () => {
    const repository = freshRepository();
    await seedThree(repository);
    const { user, location } = renderDashboard(repository);
    await screen.findByText('3 of 3 documents');
    expect(screen.getByLabelText('Documents: 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Words: 12')).toBeInTheDocument();
    // Seeded ten days ago by the test clock: none this week.
    expect(screen.getByLabelText('This Week: 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Average: 4')).toBeInTheDocument();
    const recent = screen.getByRole('complementary', { name: 'Recent Documents' });
    const entries = within(recent).getAllByRole('button');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Beholder Variants'),
      expect.stringContaining('Elf Names'),
      expect.stringContaining('Dragon Lair'),
    ]);
    expect(entries[0]).toHaveTextContent('4 words');
    expect(entries[0]).toHaveTextContent('Monsters');
    await user.click(entries[1]);
    expect(location().pathname).toMatch(/^\/editor\/.+/);
  });

  it('searches titles, descriptions and tags, and shows the no-match state', async () => {
    const repository = freshRepository();
    await seedThree(repository);
    const { user } = renderDashboard(repository);
    await screen.findByText('3 of 3 documents');
    const search = screen.getByRole('searchbox', { name: 'Search documents' });
    await user.type(search, 'wyrm');
    await waitFor(() => expect(cardTitles()).toEqual(['Dragon Lair']));
    expect(screen.getByText('1 of 3 documents')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ELVES');
    await waitFor(() => expect(cardTitles()).toEqual(['Elf Names']));
    await user.clear(search);
    await user.type(search, 'lich');
    expect(await screen.findByText('No documents found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters.')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 documents')).toBeInTheDocument();
  });

  it('renders neither the stats nor the recent list again on a search, filter, sort or page', async () => {
    const repository = freshRepository();
    await seedThree(repository);
    const { user } = renderDashboard(repository);
    await screen.findByText('3 of 3 documents');
    // Opened ten days ago by the test clock, each recent entry shows its date.
    const recent = screen.getByRole('complementary', { name: 'Recent Documents' });
    const shownDate = new Date(TEN_DAYS_AGO).toLocaleDateString();
    expect(within(recent).getAllByText(shownDate)).toHaveLength(3);
    const dateFormatting = vi.spyOn(Date.prototype, 'toLocaleDateString');

    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'wyrm');
    await waitFor(() => expect(cardTitles()).toEqual(['Dragon Lair']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search documents' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by type' }), 'names');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort documents' }), 'Title A-Z');
    expect(cardTitles()).toEqual(['Elf Names']);

    expect(dateFormatting).not.toHaveBeenCalled();
    expect(within(recent).getAllByText(shownDate)).toHaveLength(3);
    expect(screen.getByLabelText('Documents: 3')).toBeInTheDocument();
  });

  it('filters by type and sorts by every option', async () => {
    const repository = freshRepository();
    await seedThree(repository);
    const { user } = renderDashboard(repository);
    await screen.findByText('3 of 3 documents');
    const typeFilter = screen.getByRole('combobox', { name: 'Filter by type' });
    expect(within(typeFilter).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Types', 'Campaign', 'Names', 'Monsters', 'Backgrounds', 'Other',
    ]);
    await user.selectOptions(typeFilter, 'names');
    expect(cardTitles()).toEqual(['Elf Names']);
    await user.selectOptions(typeFilter, 'backgrounds');
    expect(screen.getByText('No documents found')).toBeInTheDocument();
    await user.selectOptions(typeFilter, '');

    const sort = screen.getByRole('combobox', { name: 'Sort documents' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Recently Updated', 'Recently Created', 'Title A-Z', 'Title Z-A', 'Most Words',
    ]);
    expect(cardTitles()).toEqual(['Beholder Variants', 'Elf Names', 'Dragon Lair']);
    await user.selectOptions(sort, 'Title A-Z');
    expect(cardTitles()).toEqual(['Beholder Variants', 'Dragon Lair', 'Elf Names']);
    await user.selectOptions(sort, 'Title Z-A');
    expect(cardTitles()).toEqual(['Elf Names', 'Dragon Lair', 'Beholder Variants']);
    await user.selectOptions(sort, 'Most Words');
    expect(cardTitles()).toEqual(['Dragon Lair', 'Beholder Variants', 'Elf Names']);
    await user.selectOptions(sort, 'Recently Created');
    expect(cardTitles()).toEqual(['Beholder Variants', 'Elf Names', 'Dragon Lair']);
  });

  it('pages a large library 50 cards at a time and counts every document', async () => {
    const repository = freshRepository();
    for (let i = 0; i < 65; i++) await repository.create({ title: `Scroll ${String(i).padStart(3, '0')}` });
    const { user } = renderDashboard(repository);
    expect(await screen.findByText('65 of 65 documents')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(50);
    expect(screen.getByLabelText('Documents: 65')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more (15 more)' }));
    expect(cardTitles()).toHaveLength(65);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('searchbox', { name: 'Search documents' }));
    await user.paste('scroll 01');
    await waitFor(() => expect(cardTitles()).toHaveLength(10));
    expect(screen.getByText('10 of 65 documents')).toBeInTheDocument();
  }, 20_000);

  it('creates a document and opens it in the editor', async () => {
    const repository = freshRepository();
    const { user, location } = renderDashboard(repository);
    await screen.findByText('No documents yet');
    await user.click(screen.getByRole('button', { name: /New Document/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Document' });
    await user.type(within(dialog).getByLabelText('Title'), 'Tomb of Horrors');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'campaign');
    await user.type(within(dialog).getByLabelText(/Tags/), 'Undead, traps');
    await user.click(within(dialog).getByRole('button', { name: 'Create Document' }));
    expect(await screen.findByText('Editor page')).toBeInTheDocument();
    const id = location().pathname.replace('/editor/', '');
    expect(await repository.get(id)).toMatchObject({ title: 'Tomb of Horrors', type: 'campaign', tags: ['undead', 'traps'] });
  });

  it('deletes after the spec confirmation, and keeps the document on Cancel', async () => {
    const repository = freshRepository();
    await seedThree(repository);
    const { user } = renderDashboard(repository);
    await screen.findByText('3 of 3 documents');
    await user.click(screen.getByRole('button', { name: 'Actions for Elf Names' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(DELETE_CONFIRMATION);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cardTitles()).toContain('Elf Names');

    await user.click(screen.getByRole('button', { name: 'Actions for Elf Names' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardTitles()).not.toContain('Elf Names'));
    expect(screen.getByText('2 of 2 documents')).toBeInTheDocument();
    expect((await repository.list()).total).toBe(2);
  });

  it('says "Failed to delete document" when the store refuses', async () => {
    const repository = freshRepository();
    await seedThree(repository);
    const failing = Object.create(repository) as DocumentRepository;
    failing.delete = async () => {
      throw new Error('nope');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderDashboard(failing);
    await screen.findByText('3 of 3 documents');
    await user.click(screen.getByRole('button', { name: 'Actions for Elf Names' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete document');
    expect(cardTitles()).toContain('Elf Names');
  });

  it('duplicates with " (Copy)"', async () => {
    const repository = freshRepository();
    await seedThree(repository);
    const { user } = renderDashboard(repository);
    await screen.findByText('3 of 3 documents');
    await user.click(screen.getByRole('button', { name: 'Actions for Dragon Lair' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('4 of 4 documents')).toBeInTheDocument();
    expect(cardTitles()).toContain('Dragon Lair (Copy)');
  });

  it('edits settings through the Edit action', async () => {
    const repository = freshRepository();
    await seedThree(repository);
    const { user } = renderDashboard(repository);
    await screen.findByText('3 of 3 documents');
    await user.click(screen.getByRole('button', { name: 'Actions for Elf Names' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Document Settings' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Elven Names');
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardTitles()).toContain('Elven Names');
  });

  it('explains a settings conflict with another tab, then lets the user keep their version', async () => {
    const repository = freshRepository();
    await seedThree(repository);
    const { user } = renderDashboard(repository);
    await screen.findByText('3 of 3 documents');
    await user.click(screen.getByRole('button', { name: 'Actions for Elf Names' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Document Settings' });
    // Another tab saves meanwhile.
    const elf = (await repository.list({ search: 'Elf Names' })).documents[0];
    await repository.update(elf.id, { content: '<p>edited in another tab</p>' });

    await user.type(within(dialog).getByLabelText(/Description/), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CONFLICT_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await repository.get(elf.id)).toMatchObject({ description: 'Mine', content: '<p>edited in another tab</p>', version: 3 });
  });

  it('offers Export only when the app provides the export dialog', async () => {
    const repository = freshRepository();
    await seedThree(repository);
    const first = renderDashboard(repository);
    await screen.findByText('3 of 3 documents');
    await first.user.click(screen.getByRole('button', { name: 'Actions for Elf Names' }));
    expect(await screen.findByRole('menuitem', { name: 'Duplicate' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Export' })).not.toBeInTheDocument();
    first.unmount();

    const { user } = renderDashboard(repository, { exportDialog: true });
    await screen.findByText('3 of 3 documents');
    await user.click(screen.getByRole('button', { name: 'Actions for Elf Names' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export' }));
    expect(screen.getByRole('dialog', { name: 'Export Campaign' })).toHaveTextContent('Exporting Elf Names');
    await user.click(screen.getByRole('button', { name: 'Close export' }));
    expect(screen.queryByRole('dialog', { name: 'Export Campaign' })).not.toBeInTheDocument();
  });

  it('greets a signed-in user without a display name by e-mail prefix', async () => {
    renderDashboard(freshRepository(), { session: fakeSession('signedIn', { user: testProfile({ displayName: '' }) }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, ada!' })).toBeInTheDocument();
    expect(screen.getByText(/Local mode: documents are stored in this browser/)).toBeInTheDocument();
    await screen.findByText('No documents yet');
  });
});

describe('DashboardPage backup and import', () => {
  function renderWithLibraryDialogs(repository: DocumentRepository) {
    const opened: string[] = [];
    const view = renderApp(
      <DocumentActionsProvider
        value={{
          renderExportAllDialog: ({ repository: given, onOpenChange }) => (
            <div role="dialog" aria-label="Export All Documents">
              {given === repository ? 'this store' : 'another store'}
              <button onClick={() => onOpenChange(false)}>Close it</button>
            </div>
          ),
          renderImportDialog: ({ onImported, onOpenDocument }) => (
            <div role="dialog" aria-label="Import Documents">
              <button
                onClick={async () => {
                  const created = await repository.create({ title: 'Imported Lair' });
                  opened.push(created.id);
                  onImported();
                }}
              >
                Pretend import
              </button>
              <button onClick={() => onOpenDocument(opened[0])}>Open it</button>
            </div>
          ),
        }}
      >
        <DocumentRepositoryProvider repository={repository}>
          <Routes>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/editor/:id" element={<p>Editor page</p>} />
          </Routes>
        </DocumentRepositoryProvider>
      </DocumentActionsProvider>,
      { path: '/dashboard' },
    );
    return { ...view, opened };
  }

  it('offers Export All once there are documents, with the dashboard’s store', async () => {
    const repository = freshRepository();
    const { user } = renderWithLibraryDialogs(repository);
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export All' })).toBeDisabled();
    await seedThree(repository);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await user.click(screen.getByRole('button', { name: 'Pretend import' }));
    // The list follows the import without a reload.
    expect(await screen.findByRole('heading', { name: 'Imported Lair' })).toBeInTheDocument();
    expect(screen.getByText('4 of 4 documents')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export All' }));
    expect(screen.getByRole('dialog', { name: 'Export All Documents' })).toHaveTextContent('this store');
  });

  it('opens an imported document on request', async () => {
    const repository = freshRepository();
    const { user, location, opened } = renderWithLibraryDialogs(repository);
    await screen.findByText('No documents yet');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await user.click(screen.getByRole('button', { name: 'Pretend import' }));
    await screen.findByRole('heading', { name: 'Imported Lair' });
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    expect(location().pathname).toBe(`/editor/${opened[0]}`);
  });
});
