/**
 * The one contract every DocumentRepository passes. Each store's test file
 * calls `describeDocumentRepositoryContract` with a factory; nothing here
 * knows which store it drives.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONTENT_MAX_BYTES,
  MAX_AUTOMATIC_VERSIONS,
  VersionValidationError,
  DocumentNotFoundError,
  DocumentPermissionError,
  DocumentTooLargeError,
  DocumentValidationError,
  DocumentVersionConflictError,
  OWNER_ONLY_DELETE_MESSAGE,
  PERMISSION_DENIED_MESSAGE,
  type DocumentRepository,
} from './types';

export type UserLabel = 'alice' | 'bob' | 'carol';

export interface ContractSetup {
  /** A repository acting as that user; the same label gives the same user within one test. */
  repositoryFor(user: UserLabel): Promise<DocumentRepository>;
  /** Called before each test: a store with no documents. */
  reset(): Promise<void>;
}

export function describeDocumentRepositoryContract(name: string, setup: ContractSetup, options: { skip?: string } = {}) {
  const describeStore = options.skip ? describe.skip : describe;
  describeStore(options.skip ? `${name} contract (skipped: ${options.skip})` : `${name} contract`, () => {
    let alice: DocumentRepository;
    let bob: DocumentRepository;

    beforeEach(async () => {
      await setup.reset();
      alice = await setup.repositoryFor('alice');
      bob = await setup.repositoryFor('bob');
    });

    describe('create', () => {
      it('applies the spec defaults', async () => {
        const created = await alice.create({ title: 'The Sunless Citadel' });
        expect(created.id).toEqual(expect.any(String));
        expect(created).toMatchObject({
          title: 'The Sunless Citadel',
          content: '',
          userId: alice.userId,
          type: 'other',
          privacy: 'private',
          status: 'draft',
          description: '',
          tags: [],
          suggestions: { grammarIssues: 0 },
          sharedWith: [],
          collaborators: [],
          version: 1,
          isAutoSaveEnabled: true,
        });
        expect(created.stats).toMatchObject({
          wordCount: 0,
          characterCount: 0,
          characterCountNoSpaces: 0,
          paragraphCount: 1,
          sentenceCount: 0,
          readingTime: 0,
        });
        for (const date of [created.createdAt, created.updatedAt, created.lastAccessedAt, created.stats.lastEditedAt]) {
          expect(date).toBeInstanceOf(Date);
        }
        expect(await alice.get(created.id)).toEqual(created);
      });

      it('keeps the given fields, normalises tags and computes stats from content', async () => {
        const created = await alice.create({
          title: '  Goblin Names  ',
          type: 'names',
          description: ' Names for the clan ',
          tags: [' Goblins', 'NAMES', 'goblins', ''],
          content: '<p>Snarl and Grik. Two goblins!</p>',
        });
        expect(created).toMatchObject({
          title: 'Goblin Names',
          type: 'names',
          description: 'Names for the clan',
          tags: ['goblins', 'names'],
        });
        expect(created.stats).toMatchObject({ wordCount: 5, paragraphCount: 1, sentenceCount: 2, readingTime: 1 });
      });

      it.each([
        [{ title: '' }, 'title', 'Document title is required'],
        [{ title: 'X' }, 'title', 'Title must be at least 2 characters'],
        [{ title: 'x'.repeat(101) }, 'title', 'Title must be less than 100 characters'],
        [{ title: 'Fine', description: 'd'.repeat(501) }, 'description', 'Description must be less than 500 characters'],
        [{ title: 'Fine', tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'tags', 'Maximum 10 tags allowed'],
        [{ title: 'Fine', tags: ['t'.repeat(51)] }, 'tags', 'Each tag must be at most 50 characters'],
      ])('refuses %o with the spec message', async (input, field, message) => {
        const error = await alice.create(input).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DocumentValidationError);
        expect((error as DocumentValidationError).fields).toMatchObject({ [field]: message });
        expect((await alice.list()).total).toBe(0);
      });
    });

    describe('get', () => {
      it('returns null for a missing document', async () => {
        expect(await alice.get('does-not-exist')).toBeNull();
      });

      it("returns null for another user's document, unless they collaborate", async () => {
        const doc = await alice.create({ title: 'Secret plans' });
        expect(await bob.get(doc.id)).toBeNull();
        await alice.update(doc.id, { collaborators: [bob.userId] });
        expect((await bob.get(doc.id))?.title).toBe('Secret plans');
      });
    });

    describe('update', () => {
      it('merges, recomputes stats, bumps version and both timestamps, and re-reads', async () => {
        const doc = await alice.create({ title: 'Draft', tags: ['one'] });
        const updated = await alice.update(doc.id, { content: '<p>One two three.</p><p>Four.</p>', status: 'published' });
        expect(updated).toMatchObject({ title: 'Draft', tags: ['one'], status: 'published', version: 2, userId: alice.userId });
        expect(updated.stats).toMatchObject({ wordCount: 4, paragraphCount: 2, sentenceCount: 2 });
        expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(doc.updatedAt.getTime());
        expect(updated.lastAccessedAt.getTime()).toBeGreaterThanOrEqual(doc.lastAccessedAt.getTime());
        expect(updated.createdAt).toEqual(doc.createdAt);
        expect(await alice.get(doc.id)).toEqual(updated);
        expect((await alice.update(doc.id, { title: 'Final' })).version).toBe(3);
      });

      it("stores the caller's counted statistics of the content instead of counting again", async () => {
        const doc = await alice.create({ title: 'Counted' });
        // Not what a recount gives (4 words, 2 sentences), to show which was stored.
        const counted = { wordCount: 7, characterCount: 31, characterCountNoSpaces: 25, paragraphCount: 3, sentenceCount: 3, readingTime: 1 };
        const updated = await alice.update(doc.id, { content: '<p>One two three.</p><p>Four.</p>' }, { contentStats: counted });
        expect(updated.stats).toMatchObject(counted);
        expect(updated.stats.lastEditedAt).toBeInstanceOf(Date);
      });

      it('keeps stats when content is not part of the update', async () => {
        const doc = await alice.create({ title: 'Stats', content: '<p>Three little words</p>' });
        const updated = await alice.update(doc.id, { description: 'now described' });
        expect(updated.stats.wordCount).toBe(3);
      });

      it('validates title, description and tags with the settings rules', async () => {
        const doc = await alice.create({ title: 'Valid' });
        const error = await alice.update(doc.id, { title: ' ' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DocumentValidationError);
        expect((error as DocumentValidationError).fields.title).toBe('Title is required');
        expect((await alice.get(doc.id))?.version).toBe(1);
      });

      it('refuses content larger than one document holds, writing nothing', async () => {
        const doc = await alice.create({ title: 'Tome', content: '<p>Chapter one.</p>' });
        // Just within the limit is stored (multi-byte text counts in UTF-8 bytes)...
        const room = CONTENT_MAX_BYTES - '<p></p>'.length;
        const fits = `<p>${'é'.repeat(Math.floor(room / 2))}${'a'.repeat(room % 2)}</p>`;
        expect((await alice.update(doc.id, { content: fits })).content).toBe(fits);
        // ...one byte more is refused before anything is written.
        const error = await alice.update(doc.id, { content: `${fits}x` }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DocumentTooLargeError);
        expect((error as DocumentTooLargeError).bytes).toBe(CONTENT_MAX_BYTES + 1);
        expect(await alice.get(doc.id)).toMatchObject({ version: 2, content: fits });
        await expect(alice.create({ title: 'Too big', content: 'x'.repeat(CONTENT_MAX_BYTES + 1) })).rejects.toBeInstanceOf(DocumentTooLargeError);
      });

      it('refuses another user with "Permission denied" and lets a collaborator in', async () => {
        const doc = await alice.create({ title: 'Shared lore' });
        const error = await bob.update(doc.id, { title: 'Hijacked' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DocumentPermissionError);
        expect((error as Error).message).toBe(PERMISSION_DENIED_MESSAGE);
        await alice.update(doc.id, { collaborators: [bob.userId] });
        const edited = await bob.update(doc.id, { content: '<p>Bob was here</p>' });
        expect(edited).toMatchObject({ userId: alice.userId, version: 3 });
      });

      it('lets only the owner change sharing (collaborators, sharedWith, privacy)', async () => {
        const doc = await alice.create({ title: 'Shared lore' });
        await alice.update(doc.id, { collaborators: [bob.userId] });
        for (const changes of [{ collaborators: [] }, { sharedWith: [bob.userId] }, { privacy: 'public' as const }]) {
          await expect(bob.update(doc.id, changes)).rejects.toBeInstanceOf(DocumentPermissionError);
        }
        expect((await alice.get(doc.id))?.version).toBe(2);
      });

      it('throws not found for a missing document', async () => {
        await expect(alice.update('does-not-exist', { title: 'Nope' })).rejects.toBeInstanceOf(DocumentNotFoundError);
      });

      it('refuses a stale version and reports the current one (two tabs)', async () => {
        const doc = await alice.create({ title: 'Two tabs' });
        const firstTab = await alice.update(doc.id, { content: '<p>first tab</p>' }, { expectedVersion: 1 });
        expect(firstTab.version).toBe(2);
        const error = await alice
          .update(doc.id, { content: '<p>second tab</p>' }, { expectedVersion: 1 })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DocumentVersionConflictError);
        const conflict = error as DocumentVersionConflictError;
        expect(conflict.current.version).toBe(2);
        expect(conflict.current.content).toBe('<p>first tab</p>');
        expect(conflict.expectedVersion).toBe(1);
        // Nothing was overwritten, and keeping one's own text is a save against the current version.
        expect((await alice.get(doc.id))?.content).toBe('<p>first tab</p>');
        const kept = await alice.update(doc.id, { content: '<p>second tab</p>' }, { expectedVersion: conflict.current.version });
        expect(kept).toMatchObject({ version: 3, content: '<p>second tab</p>' });
      });
    });

    describe('delete', () => {
      it('removes the owner’s document', async () => {
        const doc = await alice.create({ title: 'Doomed' });
        await alice.delete(doc.id);
        expect(await alice.get(doc.id)).toBeNull();
        expect((await alice.list()).total).toBe(0);
      });

      it("refuses a stranger's delete with the spec message", async () => {
        const doc = await alice.create({ title: 'Not yours' });
        const error = await bob.delete(doc.id).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DocumentPermissionError);
        expect((error as Error).message).toBe(OWNER_ONLY_DELETE_MESSAGE);
        expect(await alice.get(doc.id)).not.toBeNull();
      });

      it('refuses everyone but the owner with the spec message, collaborators included', async () => {
        const doc = await alice.create({ title: 'Mine' });
        await alice.update(doc.id, { collaborators: [bob.userId] });
        const error = await bob.delete(doc.id).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DocumentPermissionError);
        expect((error as Error).message).toBe(OWNER_ONLY_DELETE_MESSAGE);
        expect(await alice.get(doc.id)).not.toBeNull();
      });

      it('throws not found for a missing document', async () => {
        await expect(alice.delete('does-not-exist')).rejects.toBeInstanceOf(DocumentNotFoundError);
      });
    });

    describe('list', () => {
      async function seed() {
        const dragon = await alice.create({ title: 'Dragon Lair', type: 'campaign', description: 'A red wyrm awaits', tags: ['fire'], content: '<p>one two three four five</p>' });
        const names = await alice.create({ title: 'Elf Names', type: 'names', tags: ['elves'], content: '<p>one</p>' });
        const beholder = await alice.create({ title: 'beholder variants', type: 'monsters', description: 'Eyes everywhere', content: '<p>one two three</p>' });
        await alice.update(names.id, { status: 'published', privacy: 'public' });
        await bob.create({ title: 'Dragon of Bob', type: 'campaign' });
        return { dragon, names, beholder };
      }

      it("lists only the user's own documents, newest update first by default", async () => {
        const { dragon, names, beholder } = await seed();
        const result = await alice.list();
        expect(result.total).toBe(3);
        expect(result.hasMore).toBe(false);
        expect(result.documents.map((d) => d.id)).toEqual([names.id, beholder.id, dragon.id]);
      });

      it('filters by type, privacy and status', async () => {
        const { dragon, names } = await seed();
        expect((await alice.list({ type: 'campaign' })).documents.map((d) => d.id)).toEqual([dragon.id]);
        expect((await alice.list({ privacy: 'public' })).documents.map((d) => d.id)).toEqual([names.id]);
        expect((await alice.list({ status: 'published' })).documents.map((d) => d.id)).toEqual([names.id]);
        expect((await alice.list({ status: 'draft', type: 'names' })).total).toBe(0);
      });

      it('searches title, description and tags case-insensitively', async () => {
        const { dragon, names, beholder } = await seed();
        expect((await alice.list({ search: 'DRAGON' })).documents.map((d) => d.id)).toEqual([dragon.id]);
        expect((await alice.list({ search: 'wyrm' })).documents.map((d) => d.id)).toEqual([dragon.id]);
        expect((await alice.list({ search: 'elves' })).documents.map((d) => d.id)).toEqual([names.id]);
        expect((await alice.list({ search: 'eyes', type: 'monsters' })).documents.map((d) => d.id)).toEqual([beholder.id]);
        expect((await alice.list({ search: 'nothing like this' })).total).toBe(0);
      });

      it('sorts by title, words and creation time in both directions', async () => {
        const { dragon, names, beholder } = await seed();
        const ids = async (sortBy: 'title' | 'wordCount' | 'createdAt', sortOrder: 'asc' | 'desc') =>
          (await alice.list({ sortBy, sortOrder })).documents.map((d) => d.id);
        expect(await ids('title', 'asc')).toEqual([beholder.id, dragon.id, names.id]);
        expect(await ids('title', 'desc')).toEqual([names.id, dragon.id, beholder.id]);
        expect(await ids('wordCount', 'desc')).toEqual([dragon.id, beholder.id, names.id]);
        expect(await ids('createdAt', 'desc')).toEqual([beholder.id, names.id, dragon.id]);
        expect(await ids('createdAt', 'asc')).toEqual([dragon.id, names.id, beholder.id]);
      });

      it('pages with total and hasMore, and hides nothing past 100 documents', async () => {
        // Seeded in one batched write (createMany, tested below): 150 creates one by one cost 6 s in Firestore.
        await alice.createMany(Array.from({ length: 150 }, (_, i) => ({ title: `Doc ${String(i).padStart(3, '0')}` })));
        const first = await alice.list({ sortBy: 'title', sortOrder: 'asc', limit: 50 });
        expect(first).toMatchObject({ total: 150, hasMore: true });
        expect(first.documents).toHaveLength(50);
        expect(first.documents[0].title).toBe('Doc 000');
        const last = await alice.list({ sortBy: 'title', sortOrder: 'asc', limit: 50, offset: 100 });
        expect(last).toMatchObject({ total: 150, hasMore: false });
        expect(last.documents.map((d) => d.title)).toEqual(Array.from({ length: 50 }, (_, i) => `Doc ${100 + i}`));
        expect((await alice.list({ limit: Infinity })).documents).toHaveLength(150);
        expect((await alice.list({ search: 'doc 14' })).total).toBe(10);
        expect((await alice.summary()).documentCount).toBe(150);
      });
    });

    describe('recent', () => {
      it('returns the top 5 by last access, newest first, as summaries', async () => {
        const docs = [];
        for (let i = 0; i < 7; i++) docs.push(await alice.create({ title: `Recent ${i}`, type: 'monsters' }));
        await alice.update(docs[1].id, { content: '<p>touched again</p>' });
        await bob.create({ title: 'Not alice' });
        const recent = await alice.recent();
        expect(recent.map((r) => r.title)).toEqual(['Recent 1', 'Recent 6', 'Recent 5', 'Recent 4', 'Recent 3']);
        expect(recent[0]).toEqual({
          id: docs[1].id,
          title: 'Recent 1',
          type: 'monsters',
          wordCount: 2,
          lastAccessedAt: expect.any(Date),
          updatedAt: expect.any(Date),
        });
        expect(await alice.recent(2)).toHaveLength(2);
      });
    });

    describe('duplicate', () => {
      it('copies title with " (Copy)", content, type, privacy, description and tags into a new draft', async () => {
        const source = await alice.create({ title: 'Orc Warband', type: 'monsters', description: 'Raiders', tags: ['orcs'], content: '<p>Grr argh.</p>' });
        await alice.update(source.id, { status: 'published', privacy: 'public' });
        const copy = await alice.duplicate(source.id);
        expect(copy.id).not.toBe(source.id);
        expect(copy).toMatchObject({
          title: 'Orc Warband (Copy)',
          type: 'monsters',
          privacy: 'public',
          status: 'draft',
          description: 'Raiders',
          tags: ['orcs'],
          content: '<p>Grr argh.</p>',
          version: 1,
          userId: alice.userId,
        });
        expect(copy.stats.wordCount).toBe(2);
        expect((await alice.list()).total).toBe(2);
      });

      it("cannot duplicate another user's document", async () => {
        const source = await alice.create({ title: 'Private' });
        await expect(bob.duplicate(source.id)).rejects.toBeInstanceOf(DocumentNotFoundError);
      });
    });

    describe('createMany', () => {
      it('creates every document with its fields and returns the ids in order', async () => {
        const ids = await alice.createMany([
          { title: 'Imported One', content: '<p>One two.</p>', type: 'campaign', tags: ['Backup'], description: 'First' },
          { title: 'Imported Two', content: '<p>Three.</p>', status: 'published' },
        ]);
        expect(ids).toHaveLength(2);
        const [one, two] = await Promise.all(ids.map((id) => alice.get(id)));
        expect(one).toMatchObject({ title: 'Imported One', type: 'campaign', tags: ['backup'], description: 'First', status: 'draft', version: 1, userId: alice.userId });
        expect(one?.stats.wordCount).toBe(2);
        expect(two).toMatchObject({ title: 'Imported Two', status: 'published', content: '<p>Three.</p>' });
        expect((await bob.list()).total).toBe(0);
      });

      it('writes nothing when any input is invalid', async () => {
        const error = await alice.createMany([{ title: 'Fine' }, { title: 'x' }]).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DocumentValidationError);
        await expect(alice.createMany([{ title: 'Fine' }, { title: 'Huge', content: 'x'.repeat(CONTENT_MAX_BYTES + 1) }])).rejects.toBeInstanceOf(DocumentTooLargeError);
        expect((await alice.list()).total).toBe(0);
      });
    });

    describe('versions', () => {
      it('keeps versions with their kind, reason, words and time, newest first', async () => {
        const doc = await alice.create({ title: 'Session notes', content: '<p>The first draft.</p>' });
        const auto = await alice.createVersion(doc.id, { kind: 'auto', reason: 'before Accept All', content: '<p>The first draft.</p>' });
        expect(auto).toMatchObject({
          id: expect.any(String),
          documentId: doc.id,
          userId: alice.userId,
          kind: 'auto',
          reason: 'before Accept All',
          content: '<p>The first draft.</p>',
          wordCount: 3,
        });
        expect(auto.createdAt).toBeInstanceOf(Date);
        const named = await alice.createVersion(doc.id, { kind: 'named', reason: '  before   session 3 ', content: '<p>Ready for the table.</p>' });
        expect(named.reason).toBe('before session 3');
        const listed = await alice.listVersions(doc.id);
        expect(listed.map((v) => v.id)).toEqual([named.id, auto.id]);
        expect(listed[0]).toEqual(named);
        // A version is a copy: the document itself is untouched.
        expect((await alice.get(doc.id))?.version).toBe(1);
      });

      it('is the owner’s alone: strangers and collaborators are refused', async () => {
        const doc = await alice.create({ title: 'Private history' });
        await alice.createVersion(doc.id, { kind: 'named', reason: 'mine', content: '<p>x</p>' });
        await expect(bob.createVersion(doc.id, { kind: 'auto', reason: 'sneaky', content: '<p>y</p>' })).rejects.toBeInstanceOf(DocumentPermissionError);
        await expect(bob.listVersions(doc.id)).rejects.toBeInstanceOf(DocumentPermissionError);
        await alice.update(doc.id, { collaborators: [bob.userId] });
        await expect(bob.listVersions(doc.id)).rejects.toBeInstanceOf(DocumentPermissionError);
        await expect(bob.createVersion(doc.id, { kind: 'auto', reason: 'sneaky', content: '<p>y</p>' })).rejects.toBeInstanceOf(DocumentPermissionError);
        expect(await alice.listVersions(doc.id)).toHaveLength(1);
      });

      it('throws not found for a missing document', async () => {
        await expect(alice.createVersion('does-not-exist', { kind: 'auto', reason: 'x', content: '' })).rejects.toBeInstanceOf(DocumentNotFoundError);
        await expect(alice.listVersions('does-not-exist')).rejects.toBeInstanceOf(DocumentNotFoundError);
      });

      it('bounds the reason and the content like a document, writing nothing', async () => {
        const doc = await alice.create({ title: 'Bounded' });
        await expect(alice.createVersion(doc.id, { kind: 'named', reason: '   ', content: '<p>x</p>' })).rejects.toBeInstanceOf(VersionValidationError);
        await expect(alice.createVersion(doc.id, { kind: 'named', reason: 'n'.repeat(101), content: '<p>x</p>' })).rejects.toBeInstanceOf(VersionValidationError);
        await expect(alice.createVersion(doc.id, { kind: 'sideways' as never, reason: 'odd', content: '<p>x</p>' })).rejects.toBeInstanceOf(VersionValidationError);
        await expect(alice.createVersion(doc.id, { kind: 'auto', reason: 'huge', content: 'x'.repeat(CONTENT_MAX_BYTES + 1) })).rejects.toBeInstanceOf(DocumentTooLargeError);
        expect(await alice.listVersions(doc.id)).toEqual([]);
        // The limits themselves are fine.
        await alice.createVersion(doc.id, { kind: 'named', reason: 'n'.repeat(100), content: 'x'.repeat(CONTENT_MAX_BYTES) });
        expect(await alice.listVersions(doc.id)).toHaveLength(1);
      });

      it(`keeps the newest ${MAX_AUTOMATIC_VERSIONS} automatic versions and every named one`, async () => {
        const doc = await alice.create({ title: 'Long history' });
        await alice.createVersion(doc.id, { kind: 'named', reason: 'before session 1', content: '<p>named one</p>' });
        for (let i = 0; i < MAX_AUTOMATIC_VERSIONS + 2; i++) {
          await alice.createVersion(doc.id, { kind: 'auto', reason: `auto ${i}`, content: `<p>text ${i}</p>` });
          if (i === 10) await alice.createVersion(doc.id, { kind: 'named', reason: 'before session 2', content: '<p>named two</p>' });
        }
        const versions = await alice.listVersions(doc.id);
        const automatic = versions.filter((v) => v.kind === 'auto').map((v) => v.reason);
        expect(automatic).toHaveLength(MAX_AUTOMATIC_VERSIONS);
        expect(automatic[0]).toBe(`auto ${MAX_AUTOMATIC_VERSIONS + 1}`);
        expect(automatic.at(-1)).toBe('auto 2');
        expect(versions.filter((v) => v.kind === 'named').map((v) => v.reason)).toEqual(['before session 2', 'before session 1']);
      }, 120_000);

      it('goes with its document', async () => {
        const doc = await alice.create({ title: 'Short-lived' });
        await alice.createVersion(doc.id, { kind: 'named', reason: 'keep', content: '<p>x</p>' });
        await alice.delete(doc.id);
        await expect(alice.listVersions(doc.id)).rejects.toBeInstanceOf(DocumentNotFoundError);
      });
    });

    describe('summary', () => {
      it('counts documents, words, this week and the average', async () => {
        expect(await alice.summary()).toEqual({ documentCount: 0, totalWords: 0, createdThisWeek: 0, averageWords: 0 });
        await alice.create({ title: 'Ten', content: '<p>a b c d e f g h i j</p>' });
        await alice.create({ title: 'Five', content: '<p>a b c d e</p>' });
        await bob.create({ title: 'Bob', content: '<p>not counted</p>' });
        expect(await alice.summary()).toEqual({ documentCount: 2, totalWords: 15, createdThisWeek: 2, averageWords: 8 });
        const eightDaysOn = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
        expect((await alice.summary(eightDaysOn)).createdThisWeek).toBe(0);
      });
    });
  });
}
