import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { isStrongPassword, isValidEmail, PASSWORD_SUMMARY } from '../../lib/password';
import { firebaseAuthActions, type OAuthProviderName } from './api';
import { AuthShell } from './AuthShell';
import { useAuthAction } from './useAuthAction';
import { OAuthButtons } from './OAuthButtons';
import type { TestAccount } from './testAccounts';
import { PasswordChecklist } from './PasswordChecklist';

interface FieldErrors {
  email?: string;
  password?: string;
  confirmPassword?: string;
}

export default function SignupPage() {
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { busy, error, setError, run } = useAuthAction();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!email.trim()) problems.email = 'Email is required';
    else if (!isValidEmail(email)) problems.email = 'Please enter a valid email address';
    if (!password) problems.password = 'Password is required';
    if (!confirmPassword) problems.confirmPassword = 'Please confirm your password';
    setFieldErrors(problems);
    if (problems.email || problems.password || problems.confirmPassword) return;
    if (!isStrongPassword(password)) {
      setError('Please fix the password requirements below');
      return;
    }
    if (password !== confirmPassword) {
      setError('Passwords do not match');
      return;
    }
    void run(() => firebaseAuthActions.signUp({ email, password, displayName }), 'Sign up failed');
  }

  function clearError(field: keyof FieldErrors) {
    setFieldErrors((f) => ({ ...f, [field]: undefined }));
  }

  return (
    <AuthShell
      title="Begin your chronicle"
      subtitle="Create an account to save your campaigns."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-primary-ink hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Create account">
        {error && <Alert tone="error">{error}</Alert>}
        <Field label="Display Name" optional hint="Defaults to the part of your email before the @.">
          <Input name="displayName" autoComplete="nickname" value={displayName} onChange={(e) => setDisplayName(e.target.value)} placeholder="Mordenkainen" />
        </Field>
        <Field label="Email" error={fieldErrors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              clearError('email');
            }}
            placeholder="you@example.com"
          />
        </Field>
        <Field label="Password" error={fieldErrors.password} hint={
            <>
              <p className={password ? 'mb-1.5' : undefined}>{PASSWORD_SUMMARY}</p>
              {password && <PasswordChecklist password={password} />}
            </>
          }>
          <Input
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              clearError('password');
            }}
          />
        </Field>
        <Field label="Confirm Password" error={fieldErrors.confirmPassword}>
          <Input
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(e) => {
              setConfirmPassword(e.target.value);
              clearError('confirmPassword');
            }}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Creating Account...' : 'Create Account'}
        </Button>
        <p className="text-center text-xs text-ink-muted">
          By creating an account, you agree to our Terms of Service and Privacy Policy.
        </p>
      </form>
      <OAuthButtons
        disabled={busy}
        onSelect={(p: OAuthProviderName, testAccount?: TestAccount) =>
          void run(
            () => (testAccount ? firebaseAuthActions.signInWithTestAccount(p, testAccount) : firebaseAuthActions.signInWithProvider(p)),
            'OAuth sign in failed',
          )
        }
      />
    </AuthShell>
  );
}
