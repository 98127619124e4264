import { describe, expect, it, vi } from 'vitest';
import { BrowserProfileRepository } from './browser';
import { newAccountProfile } from './defaults';
import { isNetworkFailure } from '../documents/firestore';
import { DeviceCopyProfileRepository } from './deviceCopy';
import { profileRepositoryContract } from './repository.contract';
import type { ProfileRepository } from './types';

let n = 0;
beforeEach(() => localStorage.clear());

// Online, the wrapper is the store it wraps: the same contract.
profileRepositoryContract('device copy over the store', () => new DeviceCopyProfileRepository(new BrowserProfileRepository({ dbName: `profile-store-${++n}` }), isNetworkFailure));

/** A store behind a network that can be cut off (Firestore's calls then fail with a fetch error). */
function unreliable(): { store: ProfileRepository; online: { value: boolean } } {
  const inner = new BrowserProfileRepository({ dbName: `profile-store-${++n}` });
  const online = { value: true };
  const cut = <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    vi.fn(async (...args: A) => {
      if (!online.value) throw new TypeError('Failed to fetch');
      return call(...args);
    });
  return {
    store: { get: cut(inner.get.bind(inner)), createIfMissing: cut(inner.createIfMissing.bind(inner)), update: cut(inner.update.bind(inner)) },
    online,
  };
}

const account = { uid: 'uid-volo', email: 'volo@example.com', displayName: 'Volo', photoURL: null, emailVerified: true };

describe('DeviceCopyProfileRepository offline', () => {
  it('answers from the profile last read or written on this device when the store cannot be reached', async () => {
    const { store, online } = unreliable();
    const profiles = new DeviceCopyProfileRepository(store, isNetworkFailure);
    await profiles.createIfMissing(newAccountProfile(account));
    const updated = await profiles.update(account.uid, { personalDictionary: ['Waterdeep'] });
    expect(profiles.kept(account.uid)).toEqual(updated);

    online.value = false;
    expect(await profiles.get(account.uid)).toEqual(updated);
    expect(await profiles.createIfMissing(newAccountProfile(account))).toEqual(updated);
    // Changes still need the store, and say so.
    await expect(profiles.update(account.uid, { displayName: 'Volothamp' })).rejects.toThrow('Failed to fetch');
  });

  it('starts a new device offline from the account’s defaults, stored nowhere', async () => {
    const { store, online } = unreliable();
    const profiles = new DeviceCopyProfileRepository(store, isNetworkFailure);
    online.value = false;
    await expect(profiles.get(account.uid)).rejects.toThrow('Failed to fetch');
    expect(await profiles.createIfMissing(newAccountProfile(account))).toMatchObject({ id: account.uid, displayName: 'Volo', email: 'volo@example.com' });
    expect(profiles.kept(account.uid)).toBeNull();
  });

  it('passes on failures that are not the network', async () => {
    const failing: ProfileRepository = {
      get: vi.fn(async () => {
        throw new Error('Missing or insufficient permissions.');
      }),
      createIfMissing: vi.fn(),
      update: vi.fn(),
    };
    await expect(new DeviceCopyProfileRepository(failing, isNetworkFailure).get('u')).rejects.toThrow('Missing or insufficient permissions.');
  });
});
