import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import type { OAuthProviderName } from './api';
import { TestAccountDialog } from './TestAccountDialog';
import { usesTestAccounts, type TestAccount } from './testAccounts';

const PROVIDERS: Array<{ id: OAuthProviderName; label: string; logo: ReactNode }> = [
  {
    id: 'google',
    label: 'Google',
    logo: (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
        <path fill="#EA4335" d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.8-5.5 3.8a6 6 0 0 1 0-12c1.9 0 3.1.8 3.8 1.5l2.6-2.5A9.6 9.6 0 0 0 12 2.4a9.6 9.6 0 1 0 0 19.2c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6H12Z" />
      </svg>
    ),
  },
  {
    id: 'github',
    label: 'GitHub',
    logo: (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.6 1 1.6 1 .9 1.6 2.4 1.1 3 .8.1-.7.4-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5a3.9 3.9 0 0 1 1-2.7c-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7a3.9 3.9 0 0 1 1 2.7c0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z" />
      </svg>
    ),
  },
  {
    id: 'microsoft',
    label: 'Microsoft',
    logo: (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
        <path fill="#F25022" d="M3 3h8.5v8.5H3z" />
        <path fill="#7FBA00" d="M12.5 3H21v8.5h-8.5z" />
        <path fill="#00A4EF" d="M3 12.5h8.5V21H3z" />
        <path fill="#FFB900" d="M12.5 12.5H21V21h-8.5z" />
      </svg>
    ),
  },
];

/**
 * OAuth sign-in buttons. In production each opens the provider's popup
 * (onSelect with no account). In local mode the popup cannot work offline, so
 * a button opens the test account picker and onSelect gets the chosen account.
 */
export function OAuthButtons({
  disabled,
  onSelect,
}: {
  disabled: boolean;
  onSelect(provider: OAuthProviderName, testAccount?: TestAccount): void;
}) {
  const [picking, setPicking] = useState<{ id: OAuthProviderName; label: string } | null>(null);
  const testAccounts = usesTestAccounts();
  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wider text-ink-muted">
        <span className="h-px flex-1 bg-line" />
        or continue with
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="grid gap-2">
        {PROVIDERS.map((p) => (
          <Button
            key={p.id}
            variant="secondary"
            size="md"
            disabled={disabled}
            onClick={() => (testAccounts ? setPicking({ id: p.id, label: p.label }) : onSelect(p.id))}
            className="w-full"
          >
            {p.logo}
            <span>Continue with {p.label}</span>
          </Button>
        ))}
      </div>
      {testAccounts && (
        <TestAccountDialog
          provider={picking}
          onCancel={() => setPicking(null)}
          onChoose={(provider, account) => {
            setPicking(null);
            onSelect(provider, account);
          }}
        />
      )}
    </div>
  );
}
