import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { vi } from 'vitest';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { AppRoutes } from '../app/routes';
import { ThemeProvider } from '../app/theme';
import { DEFAULT_PREFERENCES, guestProfile } from '../lib/profiles/defaults';
import { SessionContext, type Session, type SessionMode, type UserProfile } from '../lib/session';

/** A signed-in account's profile with overridable fields. */
export function testProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  const now = new Date('2026-01-01T12:00:00Z');
  return {
    id: 'user-1',
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    photoURL: null,
    userType: 'professional',
    experienceLevel: 'intermediate',
    preferredTone: 'professional',
    preferences: structuredClone(DEFAULT_PREFERENCES),
    createdAt: now,
    updatedAt: now,
    emailVerified: true,
    subscriptionStatus: 'free',
    ...overrides,
  };
}

/**
 * A session for tests: pick a mode, override anything. Methods are vi.fn()s
 * (signOut and updateProfile resolve; getIdToken gives a token when signed in).
 */
export function fakeSession(mode: SessionMode = 'signedIn', overrides: Partial<Session> = {}): Session {
  const user = mode === 'signedIn' ? testProfile() : mode === 'guest' ? guestProfile('guest_1700000000000_test') : null;
  return {
    mode,
    user,
    isLoading: mode === 'loading',
    error: null,
    isEmailVerified: mode === 'signedIn',
    storageBackend: 'browser',
    profiles: null,
    getIdToken: vi.fn(async () => (mode === 'signedIn' ? 'test-id-token' : null)),
    signOut: vi.fn(async () => {}),
    updateProfile: vi.fn(async () => {}),
    reloadProfile: vi.fn(async () => {}),
    ...overrides,
  };
}

export interface RenderAppOptions {
  /** The session the app sees (default: a signed-in account). */
  session?: Session;
  /** The starting URL (default "/"). */
  path?: string;
}

export interface RenderAppResult extends RenderResult {
  /** The router's current location (follows redirects and navigation). */
  location(): Location;
  user: ReturnType<typeof userEvent.setup>;
  session: Session;
  /** Replaces the session the app sees, keeping the router (e.g. to simulate a sign-out). */
  setSession(session: Session): void;
}

function SessionHost({ initial, expose, children }: { initial: Session; expose(set: (s: Session) => void): void; children: ReactElement }) {
  const [session, setSession] = useState(initial);
  expose(setSession);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

function LocationSpy({ onChange }: { onChange(location: Location): void }) {
  onChange(useLocation());
  return null;
}

/**
 * Renders with the real providers (theme, session context, router, error
 * boundary). With `ui` null the whole route table is rendered, so redirects
 * and guards run exactly as in the app; otherwise `ui` itself is rendered.
 */
export function renderApp(ui: ReactElement | null, options: RenderAppOptions = {}): RenderAppResult {
  const session = options.session ?? fakeSession('signedIn');
  let current: Location | undefined;
  let replaceSession: (s: Session) => void = () => {};
  // No timer between keystrokes: typing stays fast on a busy machine.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <ThemeProvider>
      <SessionHost initial={session} expose={(set) => (replaceSession = set)}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <LocationSpy onChange={(location) => (current = location)} />
          <ErrorBoundary>{ui ?? <AppRoutes />}</ErrorBoundary>
        </MemoryRouter>
      </SessionHost>
    </ThemeProvider>,
  );
  return {
    ...result,
    location: () => current!,
    user,
    session,
    setSession: (next) => act(() => replaceSession(next)),
  };
}
