// Account actions of the login and sign-up pages. Components call these
// plain async functions; only this file touches the Firebase Auth SDK.
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GithubAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  sendEmailVerification,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  type AuthCredential,
  type AuthProvider,
} from 'firebase/auth';
import { getFirebaseAuth } from '../../lib/firebase';
import { activeProfileRepository } from '../../lib/profiles/active';
import { emailPrefix, newAccountProfile } from '../../lib/profiles/defaults';
import { normalizeEmail, PROVIDER_IDS, rememberTestAccount, testAccountClaims, type TestAccount } from './testAccounts';

export type OAuthProviderName = 'google' | 'github' | 'microsoft';

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
}

export interface AuthActions {
  signIn(email: string, password: string): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  signInWithProvider(provider: OAuthProviderName): Promise<void>;
  /** Local mode only: signs in as an Auth emulator test account of the provider. */
  signInWithTestAccount(provider: OAuthProviderName, account: TestAccount): Promise<void>;
}

function provider(name: OAuthProviderName): AuthProvider {
  switch (name) {
    case 'google':
      return new GoogleAuthProvider();
    case 'github':
      return new GithubAuthProvider();
    case 'microsoft':
      return new OAuthProvider('microsoft.com');
  }
}

/** An IdP credential the Auth emulator accepts: an unsigned JSON id token. */
function testAccountCredential(name: OAuthProviderName, account: TestAccount): AuthCredential {
  const idToken = JSON.stringify(testAccountClaims(account));
  return name === 'google' ? GoogleAuthProvider.credential(idToken) : new OAuthProvider(PROVIDER_IDS[name]).credential({ idToken });
}

/** Makes sure the account has a profile (sign-in creates a missing one). */
async function ensureProfile(user: import('firebase/auth').User): Promise<void> {
  const profiles = await activeProfileRepository();
  if (!(await profiles.get(user.uid))) await profiles.createIfMissing(newAccountProfile(user));
}

export const firebaseAuthActions: AuthActions = {
  async signIn(email, password) {
    const { user } = await signInWithEmailAndPassword(getFirebaseAuth(), email.trim(), password);
    await ensureProfile(user);
  },

  async signUp({ email, password, displayName }) {
    const { user } = await createUserWithEmailAndPassword(getFirebaseAuth(), email.trim(), password);
    const name = displayName.trim() || emailPrefix(user.email);
    await updateProfile(user, { displayName: name });
    const profiles = await activeProfileRepository();
    const stored = await profiles.createIfMissing(
      newAccountProfile(user, { displayName: name, userType: 'professional', experienceLevel: 'intermediate' }),
    );
    // The session may have created a default profile in the meantime (it
    // reacts to the new account at once); the chosen name wins.
    if (stored.displayName !== name) await profiles.update(user.uid, { displayName: name });
    try {
      await sendEmailVerification(user);
    } catch (err) {
      // The account works without it; the user can ask again later.
      console.error('Failed to send verification email', err);
    }
  },

  async signInWithProvider(name) {
    const { user } = await signInWithPopup(getFirebaseAuth(), provider(name), browserPopupRedirectResolver);
    await ensureProfile(user);
  },

  async signInWithTestAccount(name, account) {
    const { user } = await signInWithCredential(getFirebaseAuth(), testAccountCredential(name, account));
    rememberTestAccount(name, { email: normalizeEmail(account.email), displayName: account.displayName });
    await ensureProfile(user);
  },
};
