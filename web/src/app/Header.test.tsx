import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession, renderApp, testProfile } from '../test/renderApp';
import { Header, headerDisplayName, storageBadgeText } from './Header';
import { unsavedSignOutText } from './UnsavedSignOutDialog';

describe('Header', () => {
  it('signed in: Dashboard and Settings links, the display name and Sign Out', () => {
    renderApp(<Header />, { session: fakeSession('signedIn') });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByText('Guest Mode')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('guest: the Guest Mode label with Sign In and Sign Up, no account links', () => {
    renderApp(<Header />, { session: fakeSession('guest') });
    expect(screen.getByText('Guest Mode')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('anonymous: only Sign In and Sign Up', () => {
    renderApp(<Header />, { session: fakeSession('anonymous') });
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByText('Guest Mode')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('falls back to the e-mail prefix, then "User"', () => {
    expect(headerDisplayName(testProfile({ displayName: '' }))).toBe('ada');
    expect(headerDisplayName(testProfile({ displayName: '', email: '' }))).toBe('User');
    const session = fakeSession('signedIn', { user: testProfile({ displayName: '  ', email: 'caleb@widogast.net' }) });
    renderApp(<Header />, { session });
    expect(screen.getByText('caleb')).toBeInTheDocument();
  });

  it('the brand goes home', async () => {
    const { user, location } = renderApp(<Header />, { session: fakeSession('guest'), path: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Lorewright home' }));
    expect(location().pathname).toBe('/');
  });

  it('Sign Out signs out, then goes to /', async () => {
    const session = fakeSession('signedIn');
    const { user, location } = renderApp(<Header />, { session, path: '/settings' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(session.signOut).toHaveBeenCalledOnce());
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('with edits on this device not yet saved to the account, Sign Out asks first', async () => {
    const session = fakeSession('signedIn', { unsavedOnDevice: vi.fn(async () => 2) });
    const { user, location } = renderApp(<Header />, { session, path: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes on this device' });
    expect(dialog).toHaveTextContent(unsavedSignOutText(2));
    expect(dialog).toHaveTextContent('2 documents have changes not yet saved to your account.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay Signed In' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(session.signOut).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign Out Anyway' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(session.signOut).toHaveBeenCalledOnce();
  });

  it('a failed sign-out is only logged and the user stays put', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = fakeSession('signedIn', { signOut: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const { user, location } = renderApp(<Header />, { session, path: '/settings' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to sign out', expect.any(Error)));
    expect(location().pathname).toBe('/settings');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the theme button cycles light, dark, system and stores the choice', async () => {
    const { user } = renderApp(<Header />, { session: fakeSession('guest') });
    expect(document.documentElement).not.toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: /Theme: Light/ }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('lorewright.theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: /Theme: Dark/ }));
    expect(localStorage.getItem('lorewright.theme')).toBe('system');
    expect(screen.getByRole('button', { name: /Theme: System/ })).toBeInTheDocument();
  });

  it('the storage badge says which store holds the work', () => {
    renderApp(<Header />, { session: fakeSession('signedIn', { storageBackend: 'firestore' }) });
    expect(screen.getByTestId('storage-badge')).toHaveAttribute('data-store', 'firestore');
    expect(storageBadgeText('browser', '127.0.0.1:8088').label).toBe('Saved in this browser');
    expect(storageBadgeText('firestore', '127.0.0.1:8088')).toEqual({
      label: 'Firestore emulator',
      title: 'Your profile and documents are stored in Firestore, as in production: the local emulator at 127.0.0.1:8088.',
    });
    expect(storageBadgeText('firestore', undefined).label).toBe('Cloud storage');
  });
});
