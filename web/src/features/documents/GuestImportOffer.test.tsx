import { screen, waitFor, within } from '@testing-library/react';
import { BrowserDocumentRepository } from '../../lib/documents/browser';
import { DocumentRepositoryProvider } from '../../lib/documents/context';
import { documentListKey } from '../../lib/documents/queries';
import { queryClient } from '../../lib/query-client';
import { fakeSession, renderApp } from '../../test/renderApp';
import { GuestImportOffer } from './GuestImportOffer';

let counter = 0;

async function setup(guestTitles: string[], mode: 'signedIn' | 'guest' = 'signedIn') {
  const dbName = `guest-offer-${++counter}`;
  const guest = new BrowserDocumentRepository('guest_1700000000000_test', { dbName });
  for (const title of guestTitles) await guest.create({ title });
  const account = new BrowserDocumentRepository('user-1', { dbName });
  const ui = (
    <DocumentRepositoryProvider repository={account}>
      <GuestImportOffer dbName={dbName} />
    </DocumentRepositoryProvider>
  );
  return { ui, dbName, guest, account, view: renderApp(ui, { session: fakeSession(mode) }) };
}

/** Waits for the offer's lookup of guest documents to finish; returns what it found. */
async function lookedUp(): Promise<unknown> {
  let found: unknown;
  await waitFor(() => {
    const [lookup] = queryClient.getQueryCache().findAll({ queryKey: ['guest-import-offer'] });
    expect(lookup?.state.status).toBe('success');
    found = lookup.state.data;
  });
  return found;
}

/** The app loaded afresh: nothing is cached from before. */
function newPageLoad() {
  queryClient.clear();
}

describe('GuestImportOffer', () => {
  it('offers, imports and tells the rest of the page', async () => {
    // A list of documents on screen (the dashboard's).
    queryClient.setQueryData(documentListKey('signedIn:user-1'), { documents: [], keptOnDevice: false });
    const { account, view } = await setup(['Guest tale', 'Guest map']);
    const offer = await screen.findByRole('region', { name: 'Bring your guest documents along?' });
    expect(offer).toHaveTextContent('You wrote 2 documents as a guest in this browser.');
    await view.user.click(within(offer).getByRole('button', { name: 'Import 2 documents' }));
    expect(await screen.findByText('Imported 2 documents into your account.')).toBeInTheDocument();
    expect((await account.list({ sortBy: 'title', sortOrder: 'asc' })).documents.map((d) => d.title)).toEqual(['Guest map', 'Guest tale']);
    // The list on screen loads again.
    expect(queryClient.getQueryState(documentListKey('signedIn:user-1'))?.isInvalidated).toBe(true);
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('does not offer again after an import (no duplicates)', async () => {
    const { ui, account, view } = await setup(['Only once']);
    await view.user.click(await screen.findByRole('button', { name: 'Import 1 document' }));
    await screen.findByText('Imported 1 document into your account.');
    view.unmount();
    newPageLoad();
    renderApp(ui, { session: fakeSession('signedIn') });
    expect(await lookedUp()).toEqual([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect((await account.list()).total).toBe(1);
  });

  it('remembers "No thanks"', async () => {
    const { ui, account, view } = await setup(['Keep apart']);
    await view.user.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    view.unmount();
    newPageLoad();
    renderApp(ui, { session: fakeSession('signedIn') });
    expect(await lookedUp()).toEqual([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect((await account.list()).total).toBe(0);
  });

  it('shows nothing to a guest or when there is nothing to import', async () => {
    await setup(['Mine already'], 'guest');
    // A guest has no account to import into: nothing is even looked up.
    expect(queryClient.getQueryCache().findAll({ queryKey: ['guest-import-offer'] }).every((q) => q.state.fetchStatus === 'idle')).toBe(true);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows nothing to an account when the browser holds no guest documents', async () => {
    await setup([]);
    expect(await lookedUp()).toEqual([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
