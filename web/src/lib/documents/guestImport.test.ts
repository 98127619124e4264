import { BrowserDocumentRepository } from './browser';
import { declineGuestDocuments, findImportableGuestDocuments, importGuestDocuments } from './guestImport';

let counter = 0;

function stores() {
  const dbName = `guest-import-${++counter}`;
  return {
    dbName,
    guest: new BrowserDocumentRepository('guest_1700000000000_abc', { dbName }),
    otherGuest: new BrowserDocumentRepository('guest_1800000000000_xyz', { dbName }),
    account: new BrowserDocumentRepository('account-1', { dbName }),
    otherAccount: new BrowserDocumentRepository('account-2', { dbName }),
  };
}

describe('guest import', () => {
  it('finds guest documents of every guest id in this browser, not account documents', async () => {
    const { dbName, guest, otherGuest, account } = stores();
    await guest.create({ title: 'Guest one' });
    await otherGuest.create({ title: 'Guest two' });
    await account.create({ title: 'Already mine' });
    const found = await findImportableGuestDocuments('account-1', dbName);
    expect(found.map((d) => d.title)).toEqual(['Guest one', 'Guest two']);
  });

  it('copies every field into the account and never twice', async () => {
    const { dbName, guest, account } = stores();
    const source = await guest.create({ title: 'Hag Coven', type: 'monsters', description: 'Three sisters', tags: ['hags'], content: '<p>Cackle cackle.</p>' });
    await guest.update(source.id, { status: 'published', privacy: 'public' });
    await guest.create({ title: 'Second' });

    const first = await importGuestDocuments(await findImportableGuestDocuments('account-1', dbName), account, dbName);
    expect(first).toEqual({ imported: 2, failed: 0 });
    const imported = (await account.list({ sortBy: 'title', sortOrder: 'asc' })).documents;
    expect(imported.map((d) => d.title)).toEqual(['Hag Coven', 'Second']);
    expect(imported[0]).toMatchObject({
      userId: 'account-1',
      type: 'monsters',
      description: 'Three sisters',
      tags: ['hags'],
      content: '<p>Cackle cackle.</p>',
      status: 'published',
      privacy: 'public',
    });
    // The guest copies stay where they were.
    expect((await guest.list()).total).toBe(2);

    expect(await findImportableGuestDocuments('account-1', dbName)).toEqual([]);
    // Even a stale list (another tab's offer) imports nothing twice.
    const stale = await guest.list({ limit: Infinity });
    expect(await importGuestDocuments(stale.documents, account, dbName)).toEqual({ imported: 0, failed: 0 });
    expect((await account.list()).total).toBe(2);
  });

  it('offers the same guest documents to another account on this browser', async () => {
    const { dbName, guest, account } = stores();
    await guest.create({ title: 'Shared browser' });
    await importGuestDocuments(await findImportableGuestDocuments('account-1', dbName), account, dbName);
    expect((await findImportableGuestDocuments('account-2', dbName)).map((d) => d.title)).toEqual(['Shared browser']);
  });

  it('remembers a refusal, but offers documents written afterwards', async () => {
    const { dbName, guest } = stores();
    await guest.create({ title: 'Declined' });
    await declineGuestDocuments('account-1', await findImportableGuestDocuments('account-1', dbName), dbName);
    expect(await findImportableGuestDocuments('account-1', dbName)).toEqual([]);
    await guest.create({ title: 'Written later' });
    expect((await findImportableGuestDocuments('account-1', dbName)).map((d) => d.title)).toEqual(['Written later']);
  });

  it('counts a failed copy and carries on, offering it again later', async () => {
    const { dbName, guest, account } = stores();
    await guest.create({ title: 'Breaks' });
    await guest.create({ title: 'Works' });
    const flaky = Object.create(account) as BrowserDocumentRepository;
    flaky.create = async (input) => {
      if (input.title === 'Breaks') throw new Error('quota exceeded');
      return account.create(input);
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await importGuestDocuments(await findImportableGuestDocuments('account-1', dbName), flaky, dbName)).toEqual({ imported: 1, failed: 1 });
    expect((await findImportableGuestDocuments('account-1', dbName)).map((d) => d.title)).toEqual(['Breaks']);
  });
});
