import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, renderApp } from '../../test/renderApp';
import { firebaseAuthActions } from './api';
import LoginPage from './LoginPage';
import SignupPage from './SignupPage';
import { rememberTestAccount } from './testAccounts';

vi.mock('./api', () => ({
  firebaseAuthActions: { signIn: vi.fn(), signUp: vi.fn(), signInWithProvider: vi.fn(), signInWithTestAccount: vi.fn() },
}));

// Local mode (Auth emulator) or production, per test.
const mode = vi.hoisted(() => ({ local: true }));
vi.mock('./testAccounts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./testAccounts')>()),
  usesTestAccounts: () => mode.local,
}));

const signInWithProvider = vi.mocked(firebaseAuthActions.signInWithProvider);
const signInWithTestAccount = vi.mocked(firebaseAuthActions.signInWithTestAccount);
const authError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  mode.local = true;
  signInWithProvider.mockReset();
  signInWithTestAccount.mockReset();
});

function renderLogin() {
  return renderApp(<LoginPage />, { session: fakeSession('guest'), path: '/login' });
}

describe('OAuth buttons in local mode', () => {
  it('open the test account dialog instead of a popup', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google (local test account)' });
    expect(dialog).toHaveAccessibleDescription(/Firebase Auth emulator/);
    expect(within(dialog).getByText('Add new account')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    expect(signInWithProvider).not.toHaveBeenCalled();
  });

  it('validate the new account e-mail and keep the dialog open', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Microsoft' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Sign in with this account' });
    await user.click(submit);
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'pike@trickfoot');
    expect(within(dialog).queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(submit);
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signInWithTestAccount).not.toHaveBeenCalled();
  });

  it('sign in with a new account, its display name defaulting to the e-mail prefix', async () => {
    signInWithTestAccount.mockResolvedValue();
    const { user, location, session } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with GitHub (local test account)' });
    await user.type(within(dialog).getByLabelText('Email'), '  Pike@Example.com ');
    expect(within(dialog).getByLabelText(/Display name/)).toHaveAttribute('placeholder', 'Pike');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with this account' }));
    expect(signInWithTestAccount).toHaveBeenCalledWith('github', { email: 'pike@example.com', displayName: 'pike' });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(session.reloadProfile).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('list the accounts remembered for that provider only, and sign in with the chosen one', async () => {
    rememberTestAccount('microsoft', { email: 'keyleth@example.com', displayName: 'Keyleth' });
    rememberTestAccount('microsoft', { email: 'scanlan@example.com', displayName: 'Scanlan Shorthalt' });
    rememberTestAccount('google', { email: 'vex@example.com', displayName: 'Vex Vessar' });
    signInWithTestAccount.mockResolvedValue();
    const { user, location } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Microsoft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Microsoft (local test account)' });
    const list = within(dialog).getByRole('region', { name: 'Used in this browser' });
    // Most recent first, each with its name and e-mail.
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('button')).toHaveTextContent(/Scanlan Shorthalt\s*scanlan@example\.com/);
    expect(within(items[1]).getByRole('button')).toHaveTextContent(/Keyleth\s*keyleth@example\.com/);
    expect(within(dialog).queryByText('Vex Vessar')).not.toBeInTheDocument();
    // With accounts to pick from, the new-account form waits behind its button.
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /Keyleth/ }));
    expect(signInWithTestAccount).toHaveBeenCalledWith('microsoft', { email: 'keyleth@example.com', displayName: 'Keyleth' });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('offer "Add new account" next to remembered accounts', async () => {
    rememberTestAccount('google', { email: 'vex@example.com', displayName: 'Vex Vessar' });
    signInWithTestAccount.mockResolvedValue();
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add new account' }));
    await user.type(within(dialog).getByLabelText('Email'), 'vax@example.com');
    await user.type(within(dialog).getByLabelText(/Display name/), "  Vax'ildan ");
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with this account' }));
    expect(signInWithTestAccount).toHaveBeenCalledWith('google', { email: 'vax@example.com', displayName: "Vax'ildan" });
  });

  it('close on Cancel without signing in or showing an error', async () => {
    const { user, location } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(signInWithTestAccount).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('close on Escape and start afresh next time', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Email'), 'half-typed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Email')).toHaveValue('');
  });

  it('map a failed sign-in through the auth error catalogue and stay', async () => {
    signInWithTestAccount.mockRejectedValue(authError('auth/network-request-failed'));
    const { user, location } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'vex@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with this account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
    expect(location().pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('work the same way on the sign-up page', async () => {
    signInWithTestAccount.mockResolvedValue();
    const { user, location } = renderApp(<SignupPage />, { session: fakeSession('guest'), path: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Continue with Microsoft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Microsoft (local test account)' });
    await user.type(within(dialog).getByLabelText('Email'), 'grog@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with this account' }));
    expect(signInWithTestAccount).toHaveBeenCalledWith('microsoft', { email: 'grog@example.com', displayName: 'grog' });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });
});

describe('OAuth buttons in production', () => {
  it('go straight to popup sign-in with no dialog', async () => {
    mode.local = false;
    signInWithProvider.mockResolvedValue();
    const { user, location } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Microsoft' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signInWithProvider).toHaveBeenCalledWith('microsoft');
    expect(signInWithTestAccount).not.toHaveBeenCalled();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });
});
