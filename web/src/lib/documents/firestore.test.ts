import { FirebaseError } from 'firebase/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNetworkFailure } from './firestore';

describe('isNetworkFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('knows the ways the Lite SDK and the browser say the network is gone', () => {
    expect(isNetworkFailure(new FirebaseError('unavailable', 'The service is unavailable'))).toBe(true);
    expect(isNetworkFailure(new FirebaseError('unknown', 'Request failed with error: undefined'))).toBe(true);
    expect(isNetworkFailure(new FirebaseError('auth/network-request-failed', 'network'))).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('does not take other failures for being offline', () => {
    expect(isNetworkFailure(new FirebaseError('permission-denied', 'Missing or insufficient permissions.'))).toBe(false);
    expect(isNetworkFailure(new FirebaseError('unknown', 'Something odd'))).toBe(false);
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'version')"))).toBe(false);
    expect(isNetworkFailure(new Error('boom'))).toBe(false);
  });

  it('counts anything as a network failure while the browser says it is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isNetworkFailure(new Error('boom'))).toBe(true);
  });
});
