import { ServerStateForTests } from './ServerStateForTests';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type Location, type To } from 'react-router';
import { vi } from 'vitest';
import { appRoutes, withErrorScreen } from '../app/routes';
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
 * (signOut and updateProfile resolve; unsavedOnDevice finds nothing; getIdToken
 * gives a token when signed in).
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
    unsavedOnDevice: vi.fn(async () => 0),
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
  /** Navigates as the browser would: a path, or a history step (-1 is the Back button). */
  navigate(to: To | number): Promise<void>;
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

/**
 * Renders with the real providers (theme, session context, a memory data
 * router with the app's error screen). With `ui` null the whole route table is
 * rendered, so redirects and guards run exactly as in the app; otherwise `ui`
 * itself is rendered at every path (it may hold its own <Routes>).
 */
export function renderApp(ui: ReactElement | null, options: RenderAppOptions = {}): RenderAppResult {
  const session = options.session ?? fakeSession('signedIn');
  const router = createMemoryRouter(withErrorScreen(ui ? [{ path: '*', element: ui }] : appRoutes), {
    initialEntries: [options.path ?? '/'],
  });
  let replaceSession: (s: Session) => void = () => {};
  // No timer between keystrokes: typing stays fast on a busy machine.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <ThemeProvider>
      <SessionHost initial={session} expose={(set) => (replaceSession = set)}>
        <ServerStateForTests>
          <RouterProvider router={router} />
        </ServerStateForTests>
      </SessionHost>
    </ThemeProvider>,
  );
  return {
    ...result,
    location: () => router.state.location,
    navigate: (to) => act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to))),
    user,
    session,
    setSession: (next) => act(() => replaceSession(next)),
  };
}
