import { describe, expect, it } from 'vitest';
import { rememberedTestAccounts, rememberTestAccount, TEST_ACCOUNTS_KEY } from './testAccounts';

describe('remembered test accounts', () => {
  it('are kept per provider under a Lorewright key, most recent first, once per e-mail', () => {
    rememberTestAccount('google', { email: 'vex@example.com', displayName: 'Vex' });
    rememberTestAccount('google', { email: 'vax@example.com', displayName: 'Vax' });
    rememberTestAccount('google', { email: 'vex@example.com', displayName: 'Vex Vessar' });
    rememberTestAccount('github', { email: 'pike@example.com', displayName: 'Pike' });
    expect(TEST_ACCOUNTS_KEY).toMatch(/^lorewright\./);
    expect(rememberedTestAccounts('google')).toEqual([
      { email: 'vex@example.com', displayName: 'Vex Vessar' },
      { email: 'vax@example.com', displayName: 'Vax' },
    ]);
    expect(rememberedTestAccounts('github')).toEqual([{ email: 'pike@example.com', displayName: 'Pike' }]);
    expect(rememberedTestAccounts('microsoft')).toEqual([]);
  });

  it('keep only the eight most recent', () => {
    for (let i = 1; i <= 10; i++) rememberTestAccount('microsoft', { email: `npc${i}@example.com`, displayName: `NPC ${i}` });
    const emails = rememberedTestAccounts('microsoft').map((a) => a.email);
    expect(emails).toHaveLength(8);
    expect(emails[0]).toBe('npc10@example.com');
    expect(emails).not.toContain('npc2@example.com');
  });

  it.each(['not json', '{"google":"nope"}', '{"google":[{"email":1}]}'])('start empty when the stored value is %s', (raw) => {
    localStorage.setItem(TEST_ACCOUNTS_KEY, raw);
    expect(rememberedTestAccounts('google')).toEqual([]);
    rememberTestAccount('google', { email: 'vex@example.com', displayName: 'Vex' });
    expect(rememberedTestAccounts('google')).toEqual([{ email: 'vex@example.com', displayName: 'Vex' }]);
  });
});
