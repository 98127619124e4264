import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/Button';
import { cn } from '../components/ui/cn';
import { CloudIcon, DatabaseIcon, MonitorIcon, MoonIcon, QuillIcon, SunIcon } from '../components/ui/icons';
import { getEnv } from '../config/env';
import { emailPrefix } from '../lib/profiles/defaults';
import { useSession, type StorageBackend, type UserProfile } from '../lib/session';
import { useTheme, type ThemePreference } from './theme';

/** Display name, else the e-mail prefix, else "User" (spec: shared header). */
export function headerDisplayName(user: Pick<UserProfile, 'displayName' | 'email'> | null): string {
  return user?.displayName?.trim() || emailPrefix(user?.email) || 'User';
}

// Only when signing out would lose something: the landing page never loads it.
const UnsavedSignOutDialog = lazy(() => import('./UnsavedSignOutDialog'));

const NEXT_THEME: Record<ThemePreference, ThemePreference> = { light: 'dark', dark: 'system', system: 'light' };
const THEME_LABEL: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const Icon = theme === 'light' ? SunIcon : theme === 'dark' ? MoonIcon : MonitorIcon;
  return (
    <button
      type="button"
      onClick={() => setTheme(NEXT_THEME[theme])}
      className="inline-flex size-9 items-center justify-center rounded-lg text-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
      aria-label={`Theme: ${THEME_LABEL[theme]}. Switch to ${THEME_LABEL[NEXT_THEME[theme]]}`}
      title={`Theme: ${THEME_LABEL[theme]}`}
    >
      <Icon />
    </button>
  );
}

/**
 * What the header badge says about where this user's work is kept: the
 * browser store, the local Firestore emulator (local mode with the emulator
 * up), or Firestore in production.
 */
export function storageBadgeText(backend: StorageBackend, firestoreEmulatorHost: string | undefined): { label: string; title: string } {
  if (backend === 'browser') return { label: 'Saved in this browser', title: 'Your documents are stored in this browser (IndexedDB).' };
  if (firestoreEmulatorHost) {
    return {
      label: 'Firestore emulator',
      title: `Your profile and documents are stored in Firestore, as in production: the local emulator at ${firestoreEmulatorHost}.`,
    };
  }
  return { label: 'Cloud storage', title: 'Your profile and documents are stored in Firestore.' };
}

function StorageBadge() {
  const { storageBackend } = useSession();
  const { label, title } = storageBadgeText(storageBackend, getEnv().firestoreEmulatorHost);
  const Icon = storageBackend === 'browser' ? DatabaseIcon : CloudIcon;
  return (
    <span
      className="hidden items-center gap-1.5 rounded-full border border-line px-2.5 py-1 text-xs text-ink-muted lg:inline-flex"
      title={title}
      data-testid="storage-badge"
      data-store={storageBackend}
    >
      <Icon />
      {label}
    </span>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-gold-soft text-ink' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  );

export function Header() {
  const session = useSession();
  const navigate = useNavigate();

  // Documents with edits this device holds that the account's store does not have yet.
  const [unsaved, setUnsaved] = useState(0);

  async function signOut() {
    try {
      await session.signOut();
      navigate('/');
    } catch (err) {
      // Spec: a failed sign-out is only logged; the user stays where they are.
      console.error('Failed to sign out', err);
    }
  }

  async function handleSignOut() {
    let count = 0;
    try {
      count = await session.unsavedOnDevice();
    } catch (err) {
      console.error('Failed to look for unsaved changes on this device', err);
    }
    if (count > 0) setUnsaved(count);
    else await signOut();
  }

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <button
          type="button"
          onClick={() => navigate('/')}
          className="flex shrink-0 items-center gap-2.5 rounded-lg text-ink sm:pr-2"
          aria-label="Lorewright home"
        >
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-xl text-on-primary shadow-sm">
            <QuillIcon />
          </span>
          {/* On a phone the mark alone, so the session's buttons fit beside it. */}
          <span className="hidden font-display text-xl font-bold tracking-wide sm:inline">Lorewright</span>
        </button>

        {session.mode === 'signedIn' && (
          <nav aria-label="Main" className="flex items-center gap-1 sm:ml-2">
            <NavLink to="/dashboard" className={navLinkClass}>
              Dashboard
            </NavLink>
            <NavLink to="/settings" className={navLinkClass}>
              Settings
            </NavLink>
          </nav>
        )}

        <div className="ml-auto flex items-center gap-1.5 whitespace-nowrap sm:gap-2">
          {session.mode !== 'loading' && session.mode !== 'anonymous' && <StorageBadge />}
          <ThemeToggle />
          {session.mode === 'signedIn' ? (
            <>
              <span className="hidden max-w-48 truncate text-sm font-medium text-ink sm:inline" data-testid="header-display-name">
                {headerDisplayName(session.user)}
              </span>
              <button type="button" onClick={handleSignOut} className={buttonClass('secondary', 'sm')}>
                Sign Out
              </button>
              {unsaved > 0 && (
                <Suspense fallback={null}>
                  <UnsavedSignOutDialog
                    count={unsaved}
                    onStay={() => setUnsaved(0)}
                    onSignOut={() => {
                      setUnsaved(0);
                      void signOut();
                    }}
                  />
                </Suspense>
              )}
            </>
          ) : (
            <>
              {session.mode === 'guest' && (
                <span className="rounded-full border border-gold/50 bg-gold-soft px-2.5 py-1 text-xs font-semibold uppercase tracking-wide text-ink sm:px-3">
                  Guest Mode
                </span>
              )}
              <Link to="/login" className={buttonClass('ghost', 'sm', 'max-sm:px-2')}>
                Sign In
              </Link>
              <Link to="/signup" className={buttonClass('primary', 'sm', 'max-sm:px-2.5')}>
                Sign Up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
