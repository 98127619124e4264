import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { isValidEmail } from '../../lib/password';
import { firebaseAuthActions, type OAuthProviderName } from './api';
import { AuthShell } from './AuthShell';
import { useAuthAction } from './useAuthAction';
import { OAuthButtons } from './OAuthButtons';
import type { TestAccount } from './testAccounts';

interface FieldErrors {
  email?: string;
  password?: string;
}

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { busy, error, run } = useAuthAction();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!email.trim()) problems.email = 'Email is required';
    else if (!isValidEmail(email)) problems.email = 'Please enter a valid email address';
    if (!password) problems.password = 'Password is required';
    setFieldErrors(problems);
    if (problems.email || problems.password) return;
    void run(() => firebaseAuthActions.signIn(email, password), 'Sign in failed');
  }

  function handleOAuth(provider: OAuthProviderName, testAccount?: TestAccount) {
    void run(
      () => (testAccount ? firebaseAuthActions.signInWithTestAccount(provider, testAccount) : firebaseAuthActions.signInWithProvider(provider)),
      'OAuth sign in failed',
    );
  }

  return (
    <AuthShell
      title="Welcome back, adventurer"
      subtitle="Sign in to continue your campaigns."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className="font-semibold text-primary-ink hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Sign in">
        {error && <Alert tone="error">{error}</Alert>}
        <Field label="Email" error={fieldErrors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setFieldErrors((f) => ({ ...f, email: undefined }));
            }}
            placeholder="you@example.com"
          />
        </Field>
        <Field label="Password" error={fieldErrors.password}>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setFieldErrors((f) => ({ ...f, password: undefined }));
            }}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <OAuthButtons disabled={busy} onSelect={handleOAuth} />
    </AuthShell>
  );
}
