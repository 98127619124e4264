import { signInWithCredential, signInWithPopup, type AuthCredential, type OAuthCredential, type UserCredential } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileRepository } from '../../lib/profiles/types';
import { firebaseAuthActions } from './api';
import { rememberedTestAccounts } from './testAccounts';

// The real provider and credential classes; only the network calls are fakes.
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  signInWithCredential: vi.fn(),
  signInWithPopup: vi.fn(),
}));

const fakeAuth = vi.hoisted(() => ({ name: 'fake-auth' }));
vi.mock('../../lib/firebase', () => ({ getFirebaseAuth: () => fakeAuth }));

const profiles = vi.hoisted(() => ({ get: vi.fn(), createIfMissing: vi.fn() }));
vi.mock('../../lib/profiles/active', () => ({ activeProfileRepository: async () => profiles as unknown as ProfileRepository }));

const credentialSignIn = vi.mocked(signInWithCredential);
const popupSignIn = vi.mocked(signInWithPopup);

function signedIn(uid: string, email: string, displayName: string): UserCredential {
  return { user: { uid, email, displayName, photoURL: null, emailVerified: true } } as unknown as UserCredential;
}

beforeEach(() => {
  credentialSignIn.mockReset();
  popupSignIn.mockReset();
  profiles.get.mockReset().mockResolvedValue(null);
  profiles.createIfMissing.mockReset().mockImplementation(async (p: unknown) => p);
});

function claimsOf(credential: AuthCredential) {
  return JSON.parse((credential as OAuthCredential).idToken ?? 'null') as Record<string, unknown>;
}

describe('signInWithTestAccount (local mode)', () => {
  it.each([
    ['google', 'google.com'],
    ['github', 'github.com'],
    ['microsoft', 'microsoft.com'],
  ] as const)('signs in to %s with an id-token credential of provider %s', async (name, providerId) => {
    credentialSignIn.mockResolvedValue(signedIn('uid-1', 'vex@example.com', 'Vex Vessar'));
    await firebaseAuthActions.signInWithTestAccount(name, { email: 'Vex@Example.com', displayName: 'Vex Vessar' });

    expect(credentialSignIn).toHaveBeenCalledOnce();
    const [auth, credential] = credentialSignIn.mock.calls[0];
    expect(auth).toBe(fakeAuth);
    expect(credential.providerId).toBe(providerId);
    expect(credential.signInMethod).toBe(providerId);
    expect(claimsOf(credential)).toEqual({
      sub: 'lorewright-test:vex@example.com',
      email: 'vex@example.com',
      email_verified: true,
      name: 'Vex Vessar',
    });
    expect(popupSignIn).not.toHaveBeenCalled();
  });

  it('uses the same sub for the same e-mail, so the same emulator account comes back', async () => {
    credentialSignIn.mockResolvedValue(signedIn('uid-1', 'vex@example.com', 'Vex'));
    await firebaseAuthActions.signInWithTestAccount('github', { email: 'vex@example.com', displayName: 'Vex' });
    await firebaseAuthActions.signInWithTestAccount('github', { email: ' VEX@example.com', displayName: 'Vex' });
    await firebaseAuthActions.signInWithTestAccount('github', { email: 'vax@example.com', displayName: 'Vax' });
    const subs = credentialSignIn.mock.calls.map(([, credential]) => claimsOf(credential).sub);
    expect(subs[0]).toBe(subs[1]);
    expect(subs[2]).not.toBe(subs[0]);
  });

  it('creates the missing profile from the account and remembers the account for that provider', async () => {
    credentialSignIn.mockResolvedValue(signedIn('uid-7', 'pike@example.com', 'Pike Trickfoot'));
    await firebaseAuthActions.signInWithTestAccount('microsoft', { email: 'pike@example.com', displayName: 'Pike Trickfoot' });
    expect(profiles.createIfMissing).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'uid-7', email: 'pike@example.com', displayName: 'Pike Trickfoot' }),
    );
    expect(rememberedTestAccounts('microsoft')).toEqual([{ email: 'pike@example.com', displayName: 'Pike Trickfoot' }]);
    expect(rememberedTestAccounts('google')).toEqual([]);
  });

  it('keeps an existing profile and remembers nothing when sign-in fails', async () => {
    profiles.get.mockResolvedValue({ id: 'uid-7' });
    credentialSignIn.mockResolvedValueOnce(signedIn('uid-7', 'pike@example.com', 'Pike'));
    await firebaseAuthActions.signInWithTestAccount('google', { email: 'pike@example.com', displayName: 'Pike' });
    expect(profiles.createIfMissing).not.toHaveBeenCalled();

    credentialSignIn.mockRejectedValueOnce(Object.assign(new Error('boom'), { code: 'auth/internal-error' }));
    await expect(firebaseAuthActions.signInWithTestAccount('github', { email: 'x@example.com', displayName: 'x' })).rejects.toMatchObject({
      code: 'auth/internal-error',
    });
    expect(rememberedTestAccounts('github')).toEqual([]);
  });
});

describe('signInWithProvider (production)', () => {
  it.each([
    ['google', 'google.com'],
    ['github', 'github.com'],
    ['microsoft', 'microsoft.com'],
  ] as const)('opens the %s popup (provider %s)', async (name, providerId) => {
    popupSignIn.mockResolvedValue(signedIn('uid-2', 'keyleth@example.com', 'Keyleth'));
    await firebaseAuthActions.signInWithProvider(name);
    expect(popupSignIn).toHaveBeenCalledOnce();
    const [auth, provider] = popupSignIn.mock.calls[0];
    expect(auth).toBe(fakeAuth);
    expect(provider.providerId).toBe(providerId);
    expect(credentialSignIn).not.toHaveBeenCalled();
    expect(profiles.createIfMissing).toHaveBeenCalledWith(expect.objectContaining({ id: 'uid-2' }));
  });
});
