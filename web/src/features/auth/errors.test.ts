// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authErrorMessage, GENERIC_AUTH_ERROR } from './errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'No account found with this email address.'],
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/invalid-credential', 'Incorrect email or password. Please try again.'],
    ['auth/email-already-in-use', 'An account with this email already exists.'],
    ['auth/weak-password', 'Password must be at least 8 characters and include uppercase, lowercase, and a number.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
    ['auth/popup-closed-by-user', 'Sign-in was cancelled.'],
    ['auth/network-request-failed', 'Network error. Please check your connection.'],
    ['auth/internal-error', GENERIC_AUTH_ERROR],
  ])('%s -> %s', (code, message) => {
    expect(authErrorMessage(firebaseError(code), 'Sign in failed')).toBe(message);
  });

  it('uses the error message, else the fallback, for other errors', () => {
    expect(authErrorMessage(new Error('Profile store unavailable'), 'Sign in failed')).toBe('Profile store unavailable');
    expect(authErrorMessage('???', 'Sign up failed')).toBe('Sign up failed');
  });
});
