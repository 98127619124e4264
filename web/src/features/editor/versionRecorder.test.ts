// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { DocumentPermissionError, DocumentStoreUnavailableError, type CreateVersionInput, type DocumentVersion } from '../../lib/documents/types';
import { EDITING_INTERVAL_MS, VersionRecorder } from './versionRecorder';

/** A store that records versions, and can be made unreachable or refusing. */
function fakeRepository() {
  const kept: CreateVersionInput[] = [];
  const state = { unreachable: false, refuse: false };
  const createVersion = vi.fn(async (documentId: string, input: CreateVersionInput): Promise<DocumentVersion> => {
    if (state.unreachable) throw new DocumentStoreUnavailableError();
    if (state.refuse) throw new DocumentPermissionError();
    kept.push(input);
    return { id: `v${kept.length}`, documentId, userId: 'u1', ...input, wordCount: 1, createdAt: new Date() };
  });
  return { kept, state, repository: { createVersion } };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(storedContent = '<p>As stored.</p>') {
  const clock = { now: 0 };
  const store = fakeRepository();
  const recorder = new VersionRecorder({ repository: store.repository, documentId: 'doc-1', storedContent, now: () => clock.now });
  return { clock, store, recorder };
}

describe('VersionRecorder', () => {
  it('keeps the stored text at the first edit of a session, once', async () => {
    const { store, recorder } = setup();
    recorder.noteEdit();
    recorder.noteEdit();
    await flush();
    expect(store.kept).toEqual([{ kind: 'auto', reason: 'start of an editing session', content: '<p>As stored.</p>' }]);
  });

  it('writes the version after the edit that started the session, not inside it', async () => {
    const { store, recorder } = setup();
    recorder.noteEdit();
    expect(store.repository.createVersion).not.toHaveBeenCalled();
    await flush();
    expect(store.repository.createVersion).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing for a document with no text yet', async () => {
    const { store, recorder } = setup('<p></p>');
    recorder.noteEdit();
    await flush();
    expect(store.kept).toEqual([]);
  });

  it('keeps the saved text every 10 minutes of editing', async () => {
    const { clock, store, recorder } = setup();
    recorder.noteEdit();
    clock.now = EDITING_INTERVAL_MS - 1;
    recorder.noteSaved('<p>Nine minutes in.</p>');
    clock.now = EDITING_INTERVAL_MS;
    recorder.noteSaved('<p>Ten minutes in.</p>');
    clock.now = EDITING_INTERVAL_MS + 60_000;
    recorder.noteSaved('<p>Eleven minutes in.</p>');
    clock.now = 2 * EDITING_INTERVAL_MS;
    recorder.noteSaved('<p>Twenty minutes in.</p>');
    await flush();
    expect(store.kept.map((v) => [v.reason, v.content])).toEqual([
      ['start of an editing session', '<p>As stored.</p>'],
      ['every 10 minutes of editing', '<p>Ten minutes in.</p>'],
      ['every 10 minutes of editing', '<p>Twenty minutes in.</p>'],
    ]);
  });

  it('goes on sending after a save found nothing to send', async () => {
    const { store, recorder } = setup();
    recorder.noteSaved('<p>Saved.</p>');
    await flush();
    recorder.beforeBulkChange('restore', '<p>Saved.</p>');
    await flush();
    expect(store.kept.map((v) => v.reason)).toEqual(['before restore']);
  });

  it('keeps the text on screen before a bulk change, which stands for the session’s first version', async () => {
    const { store, recorder } = setup();
    recorder.beforeBulkChange('Accept All', '<p>Teh goblins.</p>');
    recorder.noteEdit();
    recorder.beforeBulkChange('Accept All', '<p>Teh goblins.</p>');
    await flush();
    expect(store.kept).toEqual([
      { kind: 'auto', reason: 'before Accept All', content: '<p>Teh goblins.</p>' },
      { kind: 'auto', reason: 'before Accept All', content: '<p>Teh goblins.</p>' },
    ]);
  });

  it('keeps versions made offline and sends them in order when the store can be reached', async () => {
    const { store, recorder } = setup();
    store.state.unreachable = true;
    recorder.noteEdit();
    recorder.beforeBulkChange('Use This Campaign', '<p>Before the campaign.</p>');
    await flush();
    expect(store.kept).toEqual([]);
    expect(recorder.pendingCount).toBe(2);
    store.state.unreachable = false;
    const landed = vi.fn();
    recorder.subscribe(landed);
    await recorder.flush();
    expect(store.kept.map((v) => v.reason)).toEqual(['start of an editing session', 'before Use This Campaign']);
    expect(recorder.pendingCount).toBe(0);
    expect(landed).toHaveBeenCalledTimes(2);
  });

  it('drops a version the store refuses for good, and goes on', async () => {
    const { store, recorder } = setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.state.refuse = true;
    recorder.noteEdit();
    await flush();
    store.state.refuse = false;
    recorder.beforeBulkChange('Accept All', '<p>Next.</p>');
    await flush();
    expect(store.kept.map((v) => v.reason)).toEqual(['before Accept All']);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('saves a named version at once and reports failures to the caller', async () => {
    const { store, recorder } = setup();
    await recorder.saveNamed('before session 3', '<p>Ready.</p>');
    expect(store.kept).toEqual([{ kind: 'named', reason: 'before session 3', content: '<p>Ready.</p>' }]);
    store.state.unreachable = true;
    await expect(recorder.saveNamed('offline', '<p>x</p>')).rejects.toBeInstanceOf(DocumentStoreUnavailableError);
  });
});
