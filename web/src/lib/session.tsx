import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { StorageBackend } from './firebase';
import { guestProfile, mergeProfile, newAccountProfile, newGuestId, type AccountIdentity } from './profiles/defaults';
import type { ProfileRepository, UserProfile } from './profiles/types';
import { hasPersistedAccount, onFirebaseAuthReady } from './auth-ready';
import { readGuestId, writeGuestId } from './storage';

export type { UserPreferences, UserProfile } from './profiles/types';
export type { StorageBackend } from './firebase';

export type SessionMode = 'loading' | 'anonymous' | 'guest' | 'signedIn';

export interface Session {
  mode: SessionMode;
  user: UserProfile | null;
  isLoading: boolean;
  error: string | null;
  isEmailVerified: boolean;
  /**
   * A Firebase ID token for the API; null for guests and anonymous visitors.
   * forceRefresh asks Firebase for a new one (the API client does after a 401).
   */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** Where documents and profiles of this user live. */
  storageBackend: StorageBackend;
  /** Signs out and removes what this device keeps of the account (document copies, unsaved edits, the profile copy). */
  signOut(): Promise<void>;
  /** How many of the signed-in account's documents have edits on this device not yet saved to its store. */
  unsavedOnDevice(): Promise<number>;
  updateProfile(patch: Partial<UserProfile>): Promise<void>;
  /** The profile store of the signed-in user (null for guests and anonymous visitors). */
  profiles: ProfileRepository | null;
  /** Re-reads the signed-in user's profile (after flows that changed it). */
  reloadProfile(): Promise<void>;
}

/** A signed-in Firebase account as the session sees it. */
export interface SessionAccount extends AccountIdentity {
  getIdToken(forceRefresh?: boolean): Promise<string>;
  setDisplayName(displayName: string): Promise<void>;
}

/** What the session needs from the outside world; Firebase in the app, fakes in tests. */
export interface SessionServices {
  onAccountChange(listener: (account: SessionAccount | null) => void): () => void;
  /** The signed-in account right now (after a sign-in that listeners may not have seen yet). */
  currentAccount(): Promise<SessionAccount | null>;
  signOut(): Promise<void>;
  /** Removes what this device keeps of an account that signed out. */
  forgetAccountOnDevice?(uid: string): Promise<void>;
  /** The number of the account's documents with edits on this device not yet saved. */
  unsavedOnDevice?(uid: string): Promise<number>;
  detectStorageBackend(): Promise<StorageBackend>;
  profileRepository(backend: StorageBackend): Promise<ProfileRepository>;
  /**
   * Where a guest's profile changes (the personal dictionary, preferences)
   * are kept in this browser, so they last as long as the guest's
   * documents. Without it a guest's changes last for the visit only.
   */
  guestProfiles?(): Promise<ProfileRepository>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

interface SessionState {
  mode: SessionMode;
  user: UserProfile | null;
  error: string | null;
  isEmailVerified: boolean;
  storageBackend: StorageBackend;
  profiles: ProfileRepository | null;
}

const LOADING: SessionState = {
  mode: 'loading',
  user: null,
  error: null,
  isEmailVerified: false,
  storageBackend: 'browser',
  profiles: null,
};

/**
 * A returning guest's profile as kept in this browser, with what changed in
 * this visit before it was read (a word added to the dictionary) kept too.
 */
function restoredGuest(stored: UserProfile, current: UserProfile, fresh: UserProfile): UserProfile {
  const restored: UserProfile = { ...stored, isGuest: true };
  if (current === fresh) return restored;
  const words = [...(stored.personalDictionary ?? [])];
  for (const word of current.personalDictionary ?? []) {
    if (!words.some((w) => w.toLowerCase() === word.toLowerCase())) words.push(word);
  }
  return { ...restored, ...current, personalDictionary: words };
}

/** The returning guest keeps the id stored in this browser. */
function currentGuest(): UserProfile {
  let id = readGuestId();
  if (!id || !id.startsWith('guest_')) {
    id = newGuestId();
    writeGuestId(id);
  }
  return guestProfile(id);
}

export function SessionProvider(props: { children: ReactNode; services?: SessionServices }) {
  const services = useMemo(() => props.services ?? firebaseSessionServices(), [props.services]);
  const [state, setState] = useState<SessionState>(LOADING);
  const accountRef = useRef<SessionAccount | null>(null);
  // Guest profile writes, one after another in the order they were made.
  const guestWrites = useRef<Promise<void>>(Promise.resolve());
  // Each account change or reload bumps this; a slower, older load never
  // overwrites a newer one.
  const generation = useRef(0);

  const loadAccount = useCallback(
    async (account: SessionAccount | null) => {
      const gen = ++generation.current;
      accountRef.current = account;
      if (!account) {
        let guest: UserProfile;
        try {
          guest = currentGuest();
          setState({ ...LOADING, mode: 'guest', user: guest });
        } catch (err) {
          console.error('Guest sign in failed', err);
          setState({ ...LOADING, mode: 'anonymous', error: 'Guest sign in failed' });
          return;
        }
        // The guest is there at once; what they changed on earlier visits
        // (kept in this browser) joins in when it has been read.
        try {
          const stored = services.guestProfiles ? await (await services.guestProfiles()).get(guest.id) : null;
          if (!stored || gen !== generation.current) return;
          setState((s) => (s.mode === 'guest' && s.user?.id === guest.id ? { ...s, user: restoredGuest(stored, s.user, guest) } : s));
        } catch (err) {
          console.warn('The guest profile kept in this browser could not be read', err);
        }
        return;
      }
      try {
        const backend = await services.detectStorageBackend();
        const profiles = await services.profileRepository(backend);
        const profile = (await profiles.get(account.uid)) ?? (await profiles.createIfMissing(newAccountProfile(account)));
        if (gen !== generation.current) return;
        setState({
          mode: 'signedIn',
          user: profile,
          error: null,
          isEmailVerified: account.emailVerified,
          storageBackend: backend,
          profiles,
        });
      } catch (err) {
        if (gen !== generation.current) return;
        console.error('Failed to load user profile', err);
        setState({ ...LOADING, mode: 'anonymous', error: 'Failed to load user profile' });
      }
    },
    [services],
  );

  useEffect(() => services.onAccountChange((account) => void loadAccount(account)), [services, loadAccount]);

  const signOut = useCallback(async () => {
    const uid = accountRef.current?.uid;
    await services.signOut();
    // A shared computer keeps nothing of the account once it has signed out.
    if (uid) await services.forgetAccountOnDevice?.(uid);
  }, [services]);

  const unsavedOnDevice = useCallback(async () => {
    const uid = accountRef.current?.uid;
    return uid && services.unsavedOnDevice ? services.unsavedOnDevice(uid) : 0;
  }, [services]);

  const getIdToken = useCallback(async (forceRefresh?: boolean) => {
    const account = accountRef.current;
    return account ? account.getIdToken(forceRefresh) : null;
  }, []);

  const reloadProfile = useCallback(async () => {
    // Only a signed-in account has a stored profile to re-read; reloading
    // "no account" here could race a sign-in and show a guest.
    const account = accountRef.current ?? (await services.currentAccount());
    if (account) await loadAccount(account);
  }, [loadAccount, services]);

  const updateProfile = useCallback(
    async (patch: Partial<UserProfile>) => {
      const account = accountRef.current;
      if (state.mode === 'guest' && state.user) {
        // The guest profile lives in this browser: updated at once, then kept
        // in IndexedDB for the next visit (a failure there keeps the change
        // for this visit and is only logged).
        const guestId = state.user.id;
        const { id: _gid, createdAt: _gc, updatedAt: _gu, ...guestChanges } = patch;
        setState((s) => (s.user?.id === guestId ? { ...s, user: { ...mergeProfile(s.user, guestChanges), updatedAt: new Date() } } : s));
        const open = services.guestProfiles;
        if (!open) return;
        const write = guestWrites.current.then(async () => {
          const repo = await open();
          const { createdAt: _c, updatedAt: _u, ...fresh } = guestProfile(guestId);
          await repo.createIfMissing(fresh);
          await repo.update(guestId, guestChanges);
        });
        guestWrites.current = write.catch((err: unknown) => console.warn('The guest profile could not be kept in this browser', err));
        await guestWrites.current;
        return;
      }
      if (!account || !state.profiles) throw new Error('No user signed in');
      const { id: _id, createdAt: _c, updatedAt: _u, ...changes } = patch;
      if (changes.displayName !== undefined) await account.setDisplayName(changes.displayName);
      const updated = await state.profiles.update(account.uid, changes);
      setState((s) => (s.user?.id === updated.id ? { ...s, user: updated } : s));
    },
    [state.mode, state.user, state.profiles, services],
  );

  const session = useMemo<Session>(
    () => ({
      ...state,
      isLoading: state.mode === 'loading',
      getIdToken,
      signOut,
      unsavedOnDevice,
      updateProfile,
      reloadProfile,
    }),
    [state, getIdToken, signOut, unsavedOnDevice, updateProfile, reloadProfile],
  );

  return <SessionContext.Provider value={session}>{props.children}</SessionContext.Provider>;
}

type FirebaseUser = import('firebase/auth').User;

function toAccount(user: FirebaseUser, sdk: typeof import('firebase/auth')): SessionAccount {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    getIdToken: (forceRefresh) => user.getIdToken(forceRefresh),
    setDisplayName: (displayName) => sdk.updateProfile(user, { displayName }),
  };
}

/** Guests' profiles: the browser store, whatever holds accounts' profiles (no Firebase needed). */
let guestRepository: Promise<ProfileRepository> | undefined;

/** The real services: Firebase Auth (loaded when needed) and the profile stores. */
function firebaseSessionServices(): SessionServices {
  const load = () => Promise.all([import('./firebase'), import('firebase/auth')]);
  return {
    onAccountChange(listener) {
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
      const subscribe = () => {
        void load().then(([fb, sdk]) => {
          if (cancelled) return;
          unsubscribe = sdk.onAuthStateChanged(fb.getFirebaseAuth(), (user) => listener(user && toAccount(user, sdk)));
        });
      };
      let stopWaiting: (() => void) | undefined;
      if (hasPersistedAccount()) {
        subscribe();
      } else {
        // Nobody is signed in in this browser: a guest at once, and Firebase
        // joins in when a page (login, sign-up) initialises it.
        listener(null);
        stopWaiting = onFirebaseAuthReady(subscribe);
      }
      return () => {
        cancelled = true;
        stopWaiting?.();
        unsubscribe?.();
      };
    },
    async currentAccount() {
      const [fb, sdk] = await load();
      const user = fb.getFirebaseAuth().currentUser;
      return user && toAccount(user, sdk);
    },
    async signOut() {
      const [fb, sdk] = await load();
      await sdk.signOut(fb.getFirebaseAuth());
    },
    async forgetAccountOnDevice(uid) {
      const [{ forgetProfileCopy }, { forgetAccountOnDevice }] = await Promise.all([import('./profiles/deviceCopy'), import('./documents/journal')]);
      forgetProfileCopy(uid);
      await forgetAccountOnDevice(uid);
    },
    async unsavedOnDevice(uid) {
      const { unsavedEntriesOf } = await import('./documents/journal');
      return (await unsavedEntriesOf(uid)).length;
    },
    async detectStorageBackend() {
      return (await import('./firebase')).detectStorageBackend();
    },
    async profileRepository(backend) {
      return (await import('./profiles/active')).profileRepositoryFor(backend);
    },
    guestProfiles() {
      guestRepository ??= import('./profiles/browser').then((mod) => new mod.BrowserProfileRepository());
      return guestRepository;
    },
  };
}
