import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { isValidEmail } from '../../lib/password';
import { emailPrefix } from '../../lib/profiles/defaults';
import type { OAuthProviderName } from './api';
import { normalizeEmail, rememberedTestAccounts, type TestAccount } from './testAccounts';

export interface TestAccountDialogProps {
  /** The provider whose button was pressed; null keeps the dialog closed. */
  provider: { id: OAuthProviderName; label: string } | null;
  onCancel(): void;
  onChoose(provider: OAuthProviderName, account: TestAccount): void;
}

/**
 * Local mode's account picker for the OAuth buttons: the Auth emulator's test
 * accounts, offline, in place of the provider's popup.
 */
export function TestAccountDialog({ provider, onCancel, onChoose }: TestAccountDialogProps) {
  return (
    <Dialog
      open={provider !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={provider ? `Sign in with ${provider.label} (local test account)` : ''}
      description={
        provider &&
        `Local mode signs in through the Firebase Auth emulator on this machine, with test accounts instead of real ${provider.label} accounts. No password is needed and nothing leaves this computer.`
      }
    >
      {provider && <AccountPicker provider={provider.id} onCancel={onCancel} onChoose={(account) => onChoose(provider.id, account)} />}
    </Dialog>
  );
}

// Mounted only while the dialog is open, so every opening starts afresh.
function AccountPicker({
  provider,
  onCancel,
  onChoose,
}: {
  provider: OAuthProviderName;
  onCancel(): void;
  onChoose(account: TestAccount): void;
}) {
  const [accounts] = useState(() => rememberedTestAccounts(provider));
  const [adding, setAdding] = useState(accounts.length === 0);
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const headingId = useId();

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setEmailError('Email is required');
    if (!isValidEmail(email)) return setEmailError('Please enter a valid email address');
    const normalized = normalizeEmail(email);
    onChoose({ email: normalized, displayName: displayName.trim() || emailPrefix(normalized) });
  }

  return (
    <div className="space-y-5">
      {accounts.length > 0 && (
        <section aria-labelledby={headingId}>
          <h3 id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wider text-ink-muted">
            Used in this browser
          </h3>
          <ul className="space-y-2">
            {accounts.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  onClick={() => onChoose(account)}
                  className="flex w-full cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2.5 text-left shadow-sm transition-colors hover:border-gold hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-display text-base font-semibold text-on-primary"
                  >
                    {(account.displayName || account.email).charAt(0).toUpperCase()}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold text-ink">{account.displayName}</span>
                    <span className="block truncate text-xs text-ink-muted">{account.email}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {adding ? (
        <form noValidate onSubmit={handleAdd} aria-label="Add new account" className="space-y-4 rounded-xl border border-line bg-surface-muted/60 p-4">
          <h3 className="font-display text-base font-semibold text-ink">Add new account</h3>
          <Field label="Email" error={emailError}>
            <Input
              type="email"
              name="test-account-email"
              autoComplete="off"
              autoFocus
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(null);
              }}
              placeholder="adventurer@example.com"
            />
          </Field>
          <Field label="Display name" optional hint="Defaults to the part of the e-mail before the @.">
            <Input
              name="test-account-name"
              autoComplete="off"
              value={displayName}
              onChange={(e) => setDisplayName(e.target.value)}
              placeholder={emailPrefix(email.trim()) || 'Vex Vessar'}
            />
          </Field>
          <div className="flex justify-end gap-3">
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit">Sign in with this account</Button>
          </div>
        </form>
      ) : (
        <div className="flex items-center justify-between gap-3">
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <span aria-hidden="true">+</span> Add new account
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
