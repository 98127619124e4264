import { act, render, screen, waitFor } from '@testing-library/react';
import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../test/renderApp';
import { DICTIONARY_MAX_ENTRIES } from './dictionary';
import { dictionaryHas, usePersonalDictionary, type PersonalDictionary } from './personal-dictionary';
import { SessionContext, type Session, type UserProfile } from './session';

/** A session whose updateProfile really updates the profile after a tick, like a store write. */
function LiveSession({ initial, children, save }: { initial: Session; children: ReactNode; save: (patch: Partial<UserProfile>) => Promise<void> }) {
  const [user, setUser] = useState(initial.user);
  const updateProfile = useCallback(
    async (patch: Partial<UserProfile>) => {
      await save(patch);
      setUser((current) => (current ? { ...current, ...patch } : current));
    },
    [save],
  );
  const session = useMemo(() => ({ ...initial, user, updateProfile }), [initial, user, updateProfile]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

let users = 0;

function setup(options: { entries?: string[]; save?: (patch: Partial<UserProfile>) => Promise<void>; session?: Session } = {}) {
  const session = options.session ?? fakeSession('guest');
  // A user of its own per test: saves in flight are remembered per user.
  if (session.user) session.user = { ...session.user, id: `guest_${++users}`, personalDictionary: options.entries ?? [] };
  const save = vi.fn(options.save ?? (async () => {}));
  const holder: { current: PersonalDictionary | null } = { current: null };
  function Probe() {
    const dictionary = usePersonalDictionary();
    useLayoutEffect(() => {
      holder.current = dictionary;
    });
    return <p data-testid="entries">{dictionary.entries.join('|')}</p>;
  }
  render(
    <LiveSession initial={session} save={save}>
      <Probe />
    </LiveSession>,
  );
  return { save, dictionary: () => holder.current! };
}

describe('usePersonalDictionary', () => {
  it('adds a whole multi-word name to the profile', async () => {
    const { save, dictionary } = setup({ entries: ['grakkle'] });
    let result;
    await act(async () => {
      result = await dictionary().add('  Kaireus   the Grey ');
    });
    expect(result).toMatchObject({ ok: true, entry: 'Kaireus the Grey', alreadyThere: false });
    expect(save).toHaveBeenCalledWith({ personalDictionary: ['grakkle', 'Kaireus the Grey'] });
    expect(screen.getByTestId('entries')).toHaveTextContent('grakkle|Kaireus the Grey');
  });

  it('does not save an entry already there (any case)', async () => {
    const { save, dictionary } = setup({ entries: ['Kaireus'] });
    let result;
    await act(async () => {
      result = await dictionary().add('kaireus');
    });
    expect(result).toMatchObject({ ok: true, alreadyThere: true });
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps both of two additions made before the first is saved', async () => {
    let release!: () => void;
    const firstSave = new Promise<void>((resolve) => (release = resolve));
    const { save, dictionary } = setup({ save: vi.fn().mockReturnValueOnce(firstSave).mockResolvedValue(undefined) });
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = dictionary().add('Kaireus');
      second = dictionary().add('Skameia');
    });
    expect(dictionary().check('Kaireus')).toMatchObject({ ok: true, alreadyThere: true });
    await act(async () => {
      release();
      await Promise.all([first, second]);
    });
    expect(save).toHaveBeenLastCalledWith({ personalDictionary: ['Kaireus', 'Skameia'] });
    await waitFor(() => expect(screen.getByTestId('entries')).toHaveTextContent('Kaireus|Skameia'));
  });

  it('says why an entry is refused (full dictionary) without saving', async () => {
    const full = Array.from({ length: DICTIONARY_MAX_ENTRIES }, (_, i) => `Word${i}`);
    const { save, dictionary } = setup({ entries: full });
    let result;
    await act(async () => {
      result = await dictionary().add('Kaireus');
    });
    expect(result).toEqual({ ok: false, reason: 'Your personal dictionary is full (5,000 entries).' });
    expect(save).not.toHaveBeenCalled();
  });

  it('rejects when the profile cannot be saved, and forgets the entry', async () => {
    const { dictionary } = setup({ save: async () => Promise.reject(new Error('offline')) });
    await act(async () => {
      await expect(dictionary().add('Kaireus')).rejects.toThrow('offline');
    });
    expect(dictionary().check('Kaireus')).toMatchObject({ ok: true, alreadyThere: false });
  });

  it('refuses without a profile', async () => {
    const { dictionary } = setup({ session: fakeSession('anonymous') });
    await expect(dictionary().add('Kaireus')).resolves.toMatchObject({ ok: false });
  });
});

describe('dictionaryHas', () => {
  it('compares as stored: trimmed, one space, any case', () => {
    expect(dictionaryHas(['Kaireus the Grey'], ' kaireus  THE grey ')).toBe(true);
    expect(dictionaryHas(['Kaireus'], 'Kaireus the Grey')).toBe(false);
    expect(dictionaryHas(['Kaireus'], '  ')).toBe(false);
  });
});
