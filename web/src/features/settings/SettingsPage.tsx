import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card, CardBody, CardHeader } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { CloudIcon, DatabaseIcon, LockIcon, MailIcon, ShieldIcon, UserIcon } from '../../components/ui/icons';
import { Input } from '../../components/ui/Input';
import { getEnv } from '../../config/env';
import { isValidEmail, passwordProblems, PASSWORD_SUMMARY } from '../../lib/password';
import { useSession } from '../../lib/session';
import { authErrorCode, errorMessage, firebaseSettingsActions, isWrongPassword } from './api';

type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * Per-section form state: field values, field errors, a saving flag and the
 * section's success or error message. Editing a field clears that field's
 * error and the section's messages (spec section 4).
 */
function useSectionForm<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [saving, setSaving] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function edit(field: K, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setSuccess(null);
    setFailure(null);
  }

  return { values, setValues, errors, setErrors, saving, setSaving, success, setSuccess, failure, setFailure, edit };
}

function SectionMessages({ success, failure }: { success: string | null; failure: string | null }) {
  return (
    <>
      {success && <Alert tone="success">{success}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
    </>
  );
}

function ProfileSection() {
  const { user, updateProfile } = useSession();
  const form = useSectionForm({ displayName: user?.displayName ?? '' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = form.values.displayName.trim();
    if (!name) return form.setErrors({ displayName: 'Display name is required' });
    if (name.length < 2) return form.setErrors({ displayName: 'Display name must be at least 2 characters' });
    form.setSaving(true);
    try {
      await updateProfile({ displayName: name });
      form.setSuccess('Profile updated successfully!');
    } catch (err) {
      form.setFailure(errorMessage(err, 'Failed to update profile'));
    } finally {
      form.setSaving(false);
    }
  }

  return (
    <SettingsCard title="Profile Information" description="How you appear across Lorewright." icon={<UserIcon />}>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Profile Information">
        <SectionMessages success={form.success} failure={form.failure} />
        <Field label="Display Name" error={form.errors.displayName}>
          <Input name="displayName" autoComplete="nickname" value={form.values.displayName} onChange={(e) => form.edit('displayName', e.target.value)} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={form.saving}>
            {form.saving ? 'Saving...' : 'Save Profile'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

function EmailSection() {
  const { user, updateProfile } = useSession();
  const form = useSectionForm({ email: user?.email ?? '', currentPassword: '' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const email = form.values.email.trim();
    const errors: Errors<'email' | 'currentPassword'> = {};
    if (!email) errors.email = 'Email is required';
    else if (!isValidEmail(email)) errors.email = 'Please enter a valid email address';
    if (!form.values.currentPassword) errors.currentPassword = 'Current password is required to change email';
    form.setErrors(errors);
    if (errors.email || errors.currentPassword) return;
    form.setSaving(true);
    try {
      await firebaseSettingsActions.changeEmail(form.values.currentPassword, email);
      await updateProfile({ email, emailVerified: false });
      form.setValues({ email, currentPassword: '' });
      form.setSuccess('Email updated successfully! Please verify your new email address.');
    } catch (err) {
      if (isWrongPassword(err)) form.setErrors({ currentPassword: 'Current password is incorrect' });
      else if (authErrorCode(err) === 'auth/email-already-in-use') form.setErrors({ email: 'This email is already in use' });
      else form.setFailure(errorMessage(err, 'Failed to update email'));
    } finally {
      form.setSaving(false);
    }
  }

  return (
    <SettingsCard title="Email Address" description="The address you sign in with." icon={<MailIcon />}>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Email Address">
        <SectionMessages success={form.success} failure={form.failure} />
        <Field label="Email" error={form.errors.email}>
          <Input type="email" name="email" autoComplete="email" value={form.values.email} onChange={(e) => form.edit('email', e.target.value)} />
        </Field>
        <Field label="Current Password" error={form.errors.currentPassword}>
          <Input
            id="email-current-password"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={form.values.currentPassword}
            onChange={(e) => form.edit('currentPassword', e.target.value)}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={form.saving}>
            {form.saving ? 'Updating...' : 'Update Email'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

function PasswordSection() {
  const form = useSectionForm({ currentPassword: '', newPassword: '', confirmPassword: '' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = form.values;
    const errors: Errors<'currentPassword' | 'newPassword' | 'confirmPassword'> = {};
    if (!currentPassword) errors.currentPassword = 'Current password is required';
    if (!newPassword) errors.newPassword = 'New password is required';
    else if (passwordProblems(newPassword).length > 0) errors.newPassword = passwordProblems(newPassword)[0];
    if (!confirmPassword) errors.confirmPassword = 'Please confirm your new password';
    else if (newPassword && confirmPassword !== newPassword) errors.confirmPassword = 'Passwords do not match';
    form.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    form.setSaving(true);
    try {
      await firebaseSettingsActions.changePassword(currentPassword, newPassword);
      form.setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      form.setSuccess('Password updated successfully!');
    } catch (err) {
      if (isWrongPassword(err)) form.setErrors({ currentPassword: 'Current password is incorrect' });
      else if (authErrorCode(err) === 'auth/weak-password') form.setErrors({ newPassword: 'Password is too weak' });
      else form.setFailure(errorMessage(err, 'Failed to update password'));
    } finally {
      form.setSaving(false);
    }
  }

  return (
    <SettingsCard title="Change Password" description="Choose a strong password you don't use elsewhere." icon={<LockIcon />}>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Change Password">
        <SectionMessages success={form.success} failure={form.failure} />
        <Field label="Current Password" error={form.errors.currentPassword}>
          <Input
            id="password-current-password"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={form.values.currentPassword}
            onChange={(e) => form.edit('currentPassword', e.target.value)}
          />
        </Field>
        <Field label="New Password" error={form.errors.newPassword} hint={PASSWORD_SUMMARY}>
          <Input type="password" name="newPassword" autoComplete="new-password" value={form.values.newPassword} onChange={(e) => form.edit('newPassword', e.target.value)} />
        </Field>
        <Field label="Confirm New Password" error={form.errors.confirmPassword}>
          <Input
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            onChange={(e) => form.edit('confirmPassword', e.target.value)}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={form.saving}>
            {form.saving ? 'Updating...' : 'Update Password'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

function SettingsCard({ title, description, icon, children }: { title: string; description: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} description={description} icon={<span className="text-xl">{icon}</span>} />
      <CardBody>{children}</CardBody>
    </Card>
  );
}

function StorageNote() {
  const { storageBackend } = useSession();
  return storageBackend === 'browser' ? (
    <p className="flex items-start gap-2 text-sm text-ink-muted">
      <span className="mt-0.5 text-base">
        <DatabaseIcon />
      </span>
      Local mode: your profile and documents are stored in this browser (IndexedDB), not in the cloud.
    </p>
  ) : (
    <p className="flex items-start gap-2 text-sm text-ink-muted">
      <span className="mt-0.5 text-base">
        <CloudIcon />
      </span>
      {getEnv().firestoreEmulatorHost
        ? 'Your profile and documents are stored in Firestore (the local emulator), as in production.'
        : 'Your profile and documents are stored in Firestore.'}
    </p>
  );
}

export default function SettingsPage() {
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <header className="mb-8">
        <h1 className="font-display text-3xl font-semibold text-ink">Account Settings</h1>
        <p className="mt-1 text-ink-muted">Manage your profile and sign-in details{user?.email ? ` for ${user.email}` : ''}.</p>
      </header>
      <div className="space-y-6">
        {/* Keyed by user id so a different account never sees stale form values. */}
        <ProfileSection key={`profile-${user?.id}`} />
        <EmailSection key={`email-${user?.id}`} />
        <PasswordSection />
        <section aria-labelledby="security-notice" className="rounded-2xl border border-info-line bg-info-bg p-5 text-info-ink">
          <h2 id="security-notice" className="flex items-center gap-2 font-semibold">
            <ShieldIcon /> Security Notice
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
            <li>Your current password is needed to change your email address or password.</li>
            <li>After changing your email address, you must verify the new address.</li>
          </ul>
        </section>
        <StorageNote />
      </div>
    </div>
  );
}
