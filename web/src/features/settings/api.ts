// Account changes that need Firebase Auth directly (re-authentication with the
// current password first). Profile records are updated through the session.
import { EmailAuthProvider, reauthenticateWithCredential, sendEmailVerification, updateEmail, updatePassword, type User } from 'firebase/auth';
import { getFirebaseAuth } from '../../lib/firebase';

export interface SettingsActions {
  /** Re-authenticates, then changes the sign-in e-mail and sends a verification mail. */
  changeEmail(currentPassword: string, newEmail: string): Promise<void>;
  /** Re-authenticates, then changes the password. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
}

function currentUser(): User {
  const user = getFirebaseAuth().currentUser;
  if (!user || !user.email) throw new Error('No user signed in');
  return user;
}

async function reauthenticate(user: User, password: string): Promise<void> {
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email!, password));
}

export const firebaseSettingsActions: SettingsActions = {
  async changeEmail(currentPassword, newEmail) {
    const user = currentUser();
    await reauthenticate(user, currentPassword);
    await updateEmail(user, newEmail.trim());
    try {
      await sendEmailVerification(user);
    } catch (err) {
      console.error('Failed to send verification email', err);
    }
  },
  async changePassword(currentPassword, newPassword) {
    const user = currentUser();
    await reauthenticate(user, currentPassword);
    await updatePassword(user, newPassword);
  },
};

export function authErrorCode(err: unknown): string | undefined {
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string') return err.code;
  return undefined;
}

/** Wrong current password: older SDKs say wrong-password, newer ones invalid-credential. */
export function isWrongPassword(err: unknown): boolean {
  const code = authErrorCode(err);
  return code === 'auth/wrong-password' || code === 'auth/invalid-credential' || code === 'auth/invalid-login-credentials';
}

export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof Error && err.message && !authErrorCode(err) ? err.message : fallback;
}
