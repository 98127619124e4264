import { fetchSharedDocument } from './api';

const firebase = vi.hoisted(() => ({
  detectStorageBackend: vi.fn<() => Promise<'browser' | 'firestore'>>(),
  getDb: vi.fn(async () => ({ kind: 'db' })),
}));
const shares = vi.hoisted(() => ({ readSharedDocument: vi.fn() }));
vi.mock('../../lib/firebase', () => firebase);
vi.mock('../../lib/documents/shares', () => shares);

const SHARED = { title: 'The Drowned Keep', content: '<p>Water.</p>', type: 'campaign', description: '' };

describe('fetchSharedDocument', () => {
  beforeEach(() => {
    firebase.detectStorageBackend.mockReset();
    shares.readSharedDocument.mockReset();
  });

  it('reads the shared copy without waiting for the emulator probe', async () => {
    firebase.detectStorageBackend.mockReturnValue(new Promise(() => {}));
    shares.readSharedDocument.mockResolvedValue(SHARED);
    await expect(fetchSharedDocument('doc-1')).resolves.toEqual(SHARED);
    expect(shares.readSharedDocument).toHaveBeenCalledWith({ kind: 'db' }, 'doc-1');
    expect(firebase.detectStorageBackend).not.toHaveBeenCalled();
  });

  it('finds nothing when the read fails because there is no Firestore (local mode, no emulator)', async () => {
    shares.readSharedDocument.mockRejectedValue(new Error('connection refused'));
    firebase.detectStorageBackend.mockResolvedValue('browser');
    await expect(fetchSharedDocument('doc-1')).resolves.toBeNull();
  });

  it('reports a failed read where Firestore exists', async () => {
    shares.readSharedDocument.mockRejectedValue(new Error('unavailable'));
    firebase.detectStorageBackend.mockResolvedValue('firestore');
    await expect(fetchSharedDocument('doc-1')).rejects.toThrow('unavailable');
  });
});
