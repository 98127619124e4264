import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession, renderApp } from '../test/renderApp';
import type { SessionMode } from '../lib/session';

// Pages are lazy modules; a redirect is visible as the final location.
async function finalPath(mode: SessionMode, path: string) {
  const app = renderApp(null, { session: fakeSession(mode), path });
  // Lazy pages show the Loading fallback until their module arrives.
  await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument(), { timeout: 5000 });
  return app.location().pathname;
}

describe('routes', () => {
  it('shows plain Loading while the auth state loads', async () => {
    renderApp(null, { session: fakeSession('loading'), path: '/dashboard' });
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it.each([
    // [mode, requested path, expected path]
    ['anonymous', '/', '/'],
    ['anonymous', '/login', '/login'],
    ['anonymous', '/signup', '/signup'],
    ['anonymous', '/dashboard', '/'],
    ['anonymous', '/editor/doc-1', '/'],
    ['anonymous', '/settings', '/login'],
    ['guest', '/dashboard', '/dashboard'],
    ['guest', '/editor', '/editor'],
    ['guest', '/settings', '/login'],
    ['guest', '/login', '/login'],
    ['guest', '/signup', '/signup'],
    ['signedIn', '/login', '/dashboard'],
    ['signedIn', '/signup', '/dashboard'],
    ['signedIn', '/settings', '/settings'],
    ['signedIn', '/dashboard', '/dashboard'],
    ['signedIn', '/no/such/page', '/'],
    ['guest', '/whatever', '/'],
  ] as Array<[SessionMode, string, string]>)('%s visiting %s ends on %s', async (mode, path, expected) => {
    expect(await finalPath(mode, path)).toBe(expected);
  });

  it('renders the landing page at /', async () => {
    renderApp(null, { session: fakeSession('guest') });
    expect(await screen.findByRole('heading', { level: 1, name: /Forge legendary campaigns/ })).toBeInTheDocument();
  });

  it('renders Account Settings for a signed-in user', async () => {
    renderApp(null, { session: fakeSession('signedIn'), path: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
  });
});

describe('error fallback', () => {
  function Boom({ when }: { when: { fail: boolean } }): never | string {
    if (when.fail) throw new Error('kaboom');
    return 'Recovered';
  }

  it('shows the fallback with Try Again, Go Home and a support link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const when = { fail: true };
    const { user, location } = renderApp(<Boom when={when} />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. Please try refreshing the page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');

    when.fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
  });

  it('Go Home leaves for /', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, location } = renderApp(<Boom when={{ fail: true }} />, { path: '/dashboard' });
    await user.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(location().pathname).toBe('/');
  });
});

describe('session errors', () => {
  it('shows a profile load failure above the page', async () => {
    renderApp(null, { session: fakeSession('anonymous', { error: 'Failed to load user profile' }), path: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user profile');
  });
});

describe('signing out on /settings', () => {
  it('goes to /, not to the login page', async () => {
    const app = renderApp(null, { session: fakeSession('signedIn'), path: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    app.setSession(fakeSession('guest'));
    await waitFor(() => expect(app.location().pathname).toBe('/'));
  });
});
