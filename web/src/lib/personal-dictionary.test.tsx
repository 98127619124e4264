import { act, render, screen, waitFor } from '@testing-library/react';
import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../test/renderApp';
import { DICTIONARY_MAX_ENTRIES } from './dictionary';
import { addInventedNames, dictionaryHas, usePersonalDictionary, type PersonalDictionary } from './personal-dictionary';
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
    await expect(dictionary().addAll(['Kaireus'])).resolves.toEqual({ added: [], refused: 'There is no profile to keep a personal dictionary in.' });
  });

  it('adds the names a tool invented with one save, skipping those already there', async () => {
    const { save, dictionary } = setup({ entries: ['Vess'] });
    let result;
    await act(async () => {
      result = await dictionary().addAll(['Morgran Tallow', 'vess', 'The Drowned Bell', 'Morgran Tallow']);
    });
    expect(result).toEqual({ added: ['Morgran Tallow', 'The Drowned Bell'], refused: null });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ personalDictionary: ['Vess', 'Morgran Tallow', 'The Drowned Bell'] });
    await act(async () => {
      result = await dictionary().addAll(['Vess', 'Morgran Tallow']);
    });
    expect(result).toEqual({ added: [], refused: null });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('says why some invented names could not be added, and saves the rest', async () => {
    const { save, dictionary } = setup();
    let result;
    await act(async () => {
      result = await dictionary().addAll(['Ilsa', 'x'.repeat(101)]);
    });
    expect(result).toEqual({ added: ['Ilsa'], refused: 'A dictionary entry must be a word or name of 1 to 100 characters.' });
    expect(save).toHaveBeenCalledWith({ personalDictionary: ['Ilsa'] });
  });
});

describe('addInventedNames', () => {
  const dictionaryWith = (addAll: PersonalDictionary['addAll']): PersonalDictionary => ({ entries: [], check: vi.fn(), add: vi.fn(), addAll });
  it('words the notice for what happened', async () => {
    const done = 'The campaign was inserted.';
    await expect(addInventedNames(dictionaryWith(vi.fn()), [], done)).resolves.toEqual({ tone: 'success', text: done });
    await expect(addInventedNames(dictionaryWith(async () => ({ added: ['Ilsa', 'Bram'], refused: null })), ['Ilsa', 'Bram'], done)).resolves.toEqual({
      tone: 'success',
      text: 'The campaign was inserted. Ilsa, Bram added to your dictionary.',
    });
    await expect(
      addInventedNames(dictionaryWith(async () => ({ added: ['A', 'B', 'C', 'D', 'E'], refused: null })), ['A', 'B', 'C', 'D', 'E'], done),
    ).resolves.toMatchObject({ text: 'The campaign was inserted. A, B, C and 2 more added to your dictionary.' });
    await expect(addInventedNames(dictionaryWith(async () => ({ added: [], refused: 'Your personal dictionary is full (5,000 entries).' })), ['Ilsa'], done)).resolves.toEqual({
      tone: 'warning',
      text: 'The campaign was inserted. Its names were not all added to your dictionary: Your personal dictionary is full (5,000 entries).',
    });
    await expect(addInventedNames(dictionaryWith(async () => Promise.reject(new Error('offline'))), ['Ilsa'], done)).resolves.toMatchObject({ tone: 'warning' });
  });
});

describe('dictionaryHas', () => {
  it('compares as stored: trimmed, one space, any case', () => {
    expect(dictionaryHas(['Kaireus the Grey'], ' kaireus  THE grey ')).toBe(true);
    expect(dictionaryHas(['Kaireus'], 'Kaireus the Grey')).toBe(false);
    expect(dictionaryHas(['Kaireus'], '  ')).toBe(false);
  });
});
