import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, renderApp } from '../../test/renderApp';
import { firebaseAuthActions } from './api';
import LoginPage from './LoginPage';

vi.mock('./api', () => ({
  firebaseAuthActions: { signIn: vi.fn(), signUp: vi.fn(), signInWithProvider: vi.fn() },
}));

const signIn = vi.mocked(firebaseAuthActions.signIn);
const signInWithProvider = vi.mocked(firebaseAuthActions.signInWithProvider);
const authError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  signIn.mockReset();
  signInWithProvider.mockReset();
});

function renderLogin() {
  return renderApp(<LoginPage />, { session: fakeSession('guest'), path: '/login' });
}

describe('LoginPage', () => {
  it('has email, password, Sign In, Back to Home and a sign-up link', () => {
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('requires both fields and clears a field error when it is edited', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('shows Signing In... while busy, then goes to /dashboard', async () => {
    let finish!: () => void;
    signIn.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, location, session } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'vax@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith('vax@example.com', 'Secret123');
    finish();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(session.reloadProfile).toHaveBeenCalled();
  });

  it.each([
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/invalid-credential', 'Incorrect email or password. Please try again.'],
    ['auth/user-not-found', 'No account found with this email address.'],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
  ])('shows %s in the red box and stays', async (code, message) => {
    signIn.mockRejectedValue(authError(code));
    const { user, location } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'vax@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(location().pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('falls back to "Sign in failed" for an error without a message', async () => {
    signIn.mockRejectedValue({});
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'vax@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in failed');
  });

  it('signs in with each OAuth provider and reports a closed popup', async () => {
    signInWithProvider.mockRejectedValueOnce(authError('auth/popup-closed-by-user'));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    expect(signInWithProvider).toHaveBeenCalledWith('github');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in was cancelled.');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeInTheDocument();
  });
});
