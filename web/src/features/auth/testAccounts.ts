// Local mode's stand-in for OAuth popups. Firebase's popup flow loads
// apis.google.com even against the Auth emulator, so offline it fails; the
// emulator instead accepts an unsigned JSON id token for any provider, and
// these helpers describe the test accounts we sign in with that way.
import * as z from 'zod/mini';
import { getEnv } from '../../config/env';
import type { OAuthProviderName } from './api';

/** A test account as the user picks it in the local sign-in dialog. */
export interface TestAccount {
  email: string;
  displayName: string;
}

/** Where the test accounts used in this browser are remembered, per provider. */
export const TEST_ACCOUNTS_KEY = 'lorewright.testAccounts';
const MAX_REMEMBERED = 8;

export const PROVIDER_IDS: Record<OAuthProviderName, string> = {
  google: 'google.com',
  github: 'github.com',
  microsoft: 'microsoft.com',
};

/** True in local mode (Auth emulator), where OAuth uses test accounts instead of popups. */
export function usesTestAccounts(): boolean {
  return Boolean(getEnv().authEmulatorHost);
}

const storedAccounts = z.record(
  z.string(),
  z.array(z.object({ email: z.string().check(z.minLength(3)), displayName: z.string() })),
);

function readAll(local: Storage): Record<string, TestAccount[]> {
  try {
    const raw = local.getItem(TEST_ACCOUNTS_KEY);
    if (!raw) return {};
    const parsed = z.safeParse(storedAccounts, JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    // Unreadable or disabled storage: start with an empty list.
    return {};
  }
}

/** The test accounts used with this provider in this browser, most recent first. */
export function rememberedTestAccounts(provider: OAuthProviderName, local: Storage = localStorage): TestAccount[] {
  return readAll(local)[provider] ?? [];
}

/** Puts the account first in the provider's list (once per e-mail). */
export function rememberTestAccount(provider: OAuthProviderName, account: TestAccount, local: Storage = localStorage): void {
  const all = readAll(local);
  const others = (all[provider] ?? []).filter((a) => a.email !== account.email);
  all[provider] = [account, ...others].slice(0, MAX_REMEMBERED);
  try {
    local.setItem(TEST_ACCOUNTS_KEY, JSON.stringify(all));
  } catch {
    // Not remembered; the account can be added again next time.
  }
}

/** E-mail addresses compare case-insensitively (the emulator lower-cases them too). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The claims of the fake id token the Auth emulator turns into an IdP
 * sign-in. `sub` is derived from the e-mail so the same test account maps to
 * the same emulator user every time.
 */
export function testAccountClaims(account: TestAccount) {
  const email = normalizeEmail(account.email);
  return { sub: `lorewright-test:${email}`, email, email_verified: true, name: account.displayName };
}
