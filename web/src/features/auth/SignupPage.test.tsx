import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, renderApp } from '../../test/renderApp';
import { firebaseAuthActions } from './api';
import SignupPage from './SignupPage';

vi.mock('./api', () => ({
  firebaseAuthActions: { signIn: vi.fn(), signUp: vi.fn(), signInWithProvider: vi.fn() },
}));

const signUp = vi.mocked(firebaseAuthActions.signUp);

beforeEach(() => {
  signUp.mockReset();
});

function renderSignup() {
  return renderApp(<SignupPage />, { session: fakeSession('guest'), path: '/signup' });
}

describe('SignupPage', () => {
  it('has every field, the hint, the terms note and a sign-in link', () => {
    renderSignup();
    expect(screen.getByLabelText(/Display Name/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters and include uppercase, lowercase, and a number.',
    );
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
    expect(screen.getByText(/agree to our Terms of Service and Privacy Policy/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('lists the unmet password rules live as the user types', async () => {
    const { user } = renderSignup();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'abc');
    const list = screen.getByRole('list', { name: 'Password requirements not yet met' });
    expect(list).toHaveTextContent('Password must be at least 8 characters long');
    expect(list).toHaveTextContent('Password must contain at least one uppercase letter');
    expect(list).toHaveTextContent('Password must contain at least one number');
    expect(list).not.toHaveTextContent('lowercase');
    await user.type(password, 'D');
    expect(list).not.toHaveTextContent('uppercase');
    await user.type(password, 'efg1');
    expect(screen.queryByRole('list', { name: 'Password requirements not yet met' })).not.toBeInTheDocument();
    expect(screen.getByText('Password meets all requirements')).toBeInTheDocument();
  });

  it('refuses a weak password', async () => {
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Email'), 'pike@example.com');
    await user.type(screen.getByLabelText('Password'), 'weakpass');
    await user.type(screen.getByLabelText('Confirm Password'), 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the password requirements below');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('refuses mismatched passwords', async () => {
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Email'), 'pike@example.com');
    await user.type(screen.getByLabelText('Password'), 'Strong123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong124');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('requires email and passwords', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  it('creates the account with Creating Account... while busy, then goes to /dashboard', async () => {
    let finish!: () => void;
    signUp.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, location } = renderSignup();
    await user.type(screen.getByLabelText(/Display Name/), 'Pike Trickfoot');
    await user.type(screen.getByLabelText('Email'), 'pike@example.com');
    await user.type(screen.getByLabelText('Password'), 'Strong123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(signUp).toHaveBeenCalledWith({ email: 'pike@example.com', password: 'Strong123', displayName: 'Pike Trickfoot' });
    finish();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('shows an e-mail already in use, and "Sign up failed" for unknown failures', async () => {
    signUp.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/email-already-in-use' })).mockRejectedValueOnce({});
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Email'), 'pike@example.com');
    await user.type(screen.getByLabelText('Password'), 'Strong123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sign up failed'));
  });
});
