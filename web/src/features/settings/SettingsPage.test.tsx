import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, renderApp } from '../../test/renderApp';
import { firebaseSettingsActions } from './api';
import SettingsPage from './SettingsPage';

vi.mock('./api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./api')>();
  return { ...actual, firebaseSettingsActions: { changeEmail: vi.fn(), changePassword: vi.fn() } };
});

const changeEmail = vi.mocked(firebaseSettingsActions.changeEmail);
const changePassword = vi.mocked(firebaseSettingsActions.changePassword);
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

beforeEach(() => {
  changeEmail.mockReset();
  changePassword.mockReset();
});

function renderSettings(session = fakeSession('signedIn')) {
  const app = renderApp(<SettingsPage />, { session, path: '/settings' });
  const section = (name: string) => within(screen.getByRole('form', { name }));
  return { ...app, profile: section('Profile Information'), email: section('Email Address'), password: section('Change Password') };
}

describe('SettingsPage', () => {
  it('shows the title, three cards, the security notice and where data lives', () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    for (const title of ['Profile Information', 'Email Address', 'Change Password', 'Security Notice']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/current password is needed to change your email address or password/)).toBeInTheDocument();
    expect(screen.getByText(/must verify the new address/)).toBeInTheDocument();
    expect(screen.getByText(/stored in this browser/)).toBeInTheDocument();
  });

  describe('Profile Information', () => {
    it('validates the display name', async () => {
      const { user, profile, session } = renderSettings();
      const name = profile.getByLabelText('Display Name');
      expect(name).toHaveValue('Ada Lovelace');
      await user.clear(name);
      await user.click(profile.getByRole('button', { name: 'Save Profile' }));
      expect(profile.getByText('Display name is required')).toBeInTheDocument();
      await user.type(name, 'A');
      expect(profile.queryByText('Display name is required')).not.toBeInTheDocument();
      await user.click(profile.getByRole('button', { name: 'Save Profile' }));
      expect(profile.getByText('Display name must be at least 2 characters')).toBeInTheDocument();
      expect(session.updateProfile).not.toHaveBeenCalled();
    });

    it('saves with a saving flag, shows success, and clears it on the next edit', async () => {
      let finish!: () => void;
      const session = fakeSession('signedIn', { updateProfile: vi.fn(() => new Promise<void>((r) => (finish = r))) });
      const { user, profile } = renderSettings(session);
      const name = profile.getByLabelText('Display Name');
      await user.clear(name);
      await user.type(name, 'Countess Ada');
      await user.click(profile.getByRole('button', { name: 'Save Profile' }));
      expect(profile.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      // Other sections keep their own flags.
      expect(screen.getByRole('button', { name: 'Update Email' })).toBeEnabled();
      expect(session.updateProfile).toHaveBeenCalledWith({ displayName: 'Countess Ada' });
      finish();
      expect(await profile.findByText('Profile updated successfully!')).toBeInTheDocument();
      await user.type(name, '!');
      expect(profile.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
    });

    it('shows the failure message, or the fallback', async () => {
      const session = fakeSession('signedIn', {
        updateProfile: vi.fn().mockRejectedValueOnce(new Error('Profile store unavailable')).mockRejectedValueOnce({}),
      });
      const { user, profile } = renderSettings(session);
      await user.click(profile.getByRole('button', { name: 'Save Profile' }));
      expect(await profile.findByRole('alert')).toHaveTextContent('Profile store unavailable');
      await user.click(profile.getByRole('button', { name: 'Save Profile' }));
      await waitFor(() => expect(profile.getByRole('alert')).toHaveTextContent('Failed to update profile'));
    });
  });

  describe('Email Address', () => {
    async function submitEmail(user: ReturnType<typeof renderSettings>['user'], email: ReturnType<typeof renderSettings>['email'], address: string, password: string) {
      const field = email.getByLabelText('Email');
      await user.clear(field);
      if (address) await user.type(field, address);
      if (password) await user.type(email.getByLabelText('Current Password'), password);
      await user.click(email.getByRole('button', { name: 'Update Email' }));
    }

    it('validates the address and the current password', async () => {
      const { user, email } = renderSettings();
      await submitEmail(user, email, '', '');
      expect(email.getByText('Email is required')).toBeInTheDocument();
      expect(email.getByText('Current password is required to change email')).toBeInTheDocument();
      await submitEmail(user, email, 'nope@nowhere', '');
      expect(email.getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(changeEmail).not.toHaveBeenCalled();
    });

    it('re-authenticates, updates auth then the profile, and reports success', async () => {
      changeEmail.mockResolvedValue();
      const { user, email, session } = renderSettings();
      await submitEmail(user, email, 'ada@analytical.engine', 'Secret123');
      expect(await email.findByText('Email updated successfully! Please verify your new email address.')).toBeInTheDocument();
      expect(changeEmail).toHaveBeenCalledWith('Secret123', 'ada@analytical.engine');
      expect(session.updateProfile).toHaveBeenCalledWith({ email: 'ada@analytical.engine', emailVerified: false });
      expect(email.getByLabelText('Current Password')).toHaveValue('');
    });

    it('puts a wrong current password on that field', async () => {
      changeEmail.mockRejectedValue(authError('auth/wrong-password'));
      const { user, email, session } = renderSettings();
      await submitEmail(user, email, 'ada@analytical.engine', 'Wrong123');
      expect(await email.findByText('Current password is incorrect')).toBeInTheDocument();
      expect(email.getByLabelText('Current Password')).toHaveAccessibleDescription('Current password is incorrect');
      expect(session.updateProfile).not.toHaveBeenCalled();
      await user.type(email.getByLabelText('Current Password'), 'x');
      expect(email.queryByText('Current password is incorrect')).not.toBeInTheDocument();
    });

    it('treats invalid-credential from newer SDKs as a wrong password too', async () => {
      changeEmail.mockRejectedValue(authError('auth/invalid-credential'));
      const { user, email } = renderSettings();
      await submitEmail(user, email, 'ada@analytical.engine', 'Wrong123');
      expect(await email.findByText('Current password is incorrect')).toBeInTheDocument();
    });

    it('reports an address already in use, and other failures', async () => {
      changeEmail.mockRejectedValueOnce(authError('auth/email-already-in-use')).mockRejectedValueOnce(authError('auth/requires-recent-login'));
      const { user, email } = renderSettings();
      await submitEmail(user, email, 'taken@example.com', 'Secret123');
      expect(await email.findByText('This email is already in use')).toBeInTheDocument();
      await submitEmail(user, email, 'other@example.com', 'Secret123');
      expect(await email.findByRole('alert')).toHaveTextContent('Failed to update email');
    });
  });

  describe('Change Password', () => {
    async function fill(user: ReturnType<typeof renderSettings>['user'], password: ReturnType<typeof renderSettings>['password'], values: [string, string, string]) {
      const [current, next, confirm] = values;
      if (current) await user.type(password.getByLabelText('Current Password'), current);
      if (next) await user.type(password.getByLabelText('New Password'), next);
      if (confirm) await user.type(password.getByLabelText('Confirm New Password'), confirm);
      await user.click(password.getByRole('button', { name: 'Update Password' }));
    }

    it('requires every field and shows the requirements hint', async () => {
      const { user, password } = renderSettings();
      expect(password.getByText('Password must be at least 8 characters and include uppercase, lowercase, and a number.')).toBeInTheDocument();
      await fill(user, password, ['', '', '']);
      expect(password.getByText('Current password is required')).toBeInTheDocument();
      expect(password.getByText('New password is required')).toBeInTheDocument();
      expect(password.getByText('Please confirm your new password')).toBeInTheDocument();
    });

    it('applies the password policy and the match check', async () => {
      const { user, password } = renderSettings();
      await fill(user, password, ['Old12345', 'short1A', 'short1A']);
      expect(password.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
      await user.clear(password.getByLabelText('New Password'));
      await user.type(password.getByLabelText('New Password'), 'longenough1');
      await user.click(password.getByRole('button', { name: 'Update Password' }));
      expect(password.getByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
      await user.clear(password.getByLabelText('New Password'));
      await user.type(password.getByLabelText('New Password'), 'Longenough1');
      await user.click(password.getByRole('button', { name: 'Update Password' }));
      expect(password.getByText('Passwords do not match')).toBeInTheDocument();
      expect(changePassword).not.toHaveBeenCalled();
    });

    it('updates with Updating... while busy, then clears the fields and shows success', async () => {
      let finish!: () => void;
      changePassword.mockImplementation(() => new Promise<void>((r) => (finish = r)));
      const { user, password } = renderSettings();
      await fill(user, password, ['Old12345', 'New12345', 'New12345']);
      expect(password.getByRole('button', { name: 'Updating...' })).toBeDisabled();
      expect(changePassword).toHaveBeenCalledWith('Old12345', 'New12345');
      finish();
      expect(await password.findByText('Password updated successfully!')).toBeInTheDocument();
      expect(password.getByLabelText('New Password')).toHaveValue('');
      await user.type(password.getByLabelText('Current Password'), 'a');
      expect(password.queryByText('Password updated successfully!')).not.toBeInTheDocument();
    });

    it('maps a wrong current password, a weak password, and other errors', async () => {
      changePassword
        .mockRejectedValueOnce(authError('auth/wrong-password'))
        .mockRejectedValueOnce(authError('auth/weak-password'))
        .mockRejectedValueOnce(new Error('No user signed in'));
      const { user, password } = renderSettings();
      await fill(user, password, ['Wrong123', 'New12345', 'New12345']);
      expect(await password.findByText('Current password is incorrect')).toBeInTheDocument();
      await user.click(password.getByRole('button', { name: 'Update Password' }));
      expect(await password.findByText('Password is too weak')).toBeInTheDocument();
      await user.click(password.getByRole('button', { name: 'Update Password' }));
      expect(await password.findByRole('alert')).toHaveTextContent('No user signed in');
    });
  });
});
