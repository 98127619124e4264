// The spec's authentication error catalogue (section 8), by Firebase code.
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  'auth/user-not-found': 'No account found with this email address.',
  'auth/wrong-password': 'Incorrect password. Please try again.',
  // Newer SDKs report both unknown users and wrong passwords as this code
  // (email-enumeration protection), so the message names both.
  'auth/invalid-credential': 'Incorrect email or password. Please try again.',
  'auth/invalid-login-credentials': 'Incorrect email or password. Please try again.',
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/weak-password': 'Password must be at least 8 characters and include uppercase, lowercase, and a number.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/too-many-requests': 'Too many failed attempts. Please try again later.',
  'auth/popup-closed-by-user': 'Sign-in was cancelled.',
  'auth/cancelled-popup-request': 'Sign-in was cancelled.',
  'auth/network-request-failed': 'Network error. Please check your connection.',
};

export const GENERIC_AUTH_ERROR = 'An error occurred during authentication. Please try again.';

function errorCode(err: unknown): string | undefined {
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string') return err.code;
  return undefined;
}

/**
 * The message to show for a failed auth action: the catalogue entry for a
 * Firebase code, the generic entry for any other Firebase code, else the
 * error's own message, else the action's fallback ("Sign in failed"...).
 */
export function authErrorMessage(err: unknown, fallback: string): string {
  const code = errorCode(err);
  if (code) return AUTH_ERROR_MESSAGES[code] ?? (code.startsWith('auth/') ? GENERIC_AUTH_ERROR : fallback);
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
