// The user's personal dictionary as the tools use it: words the grammar
// check should never flag, kept in the profile (Firestore for accounts, this
// browser's IndexedDB for guests), so it holds in every document of that
// user. The Errors tab adds words from its cards; the Names tab adds every
// name it inserts. The check sends the dictionary with the text and re-runs
// when it changes (features/grammar/useGrammarCheck.ts).
import { useCallback, useLayoutEffect, useRef } from 'react';
import { addToDictionary, normalizeDictionaryEntry, type DictionaryAddition } from './dictionary';
import type { Notice } from './notice';
import { useSession, type Session } from './session';

export interface PersonalDictionary {
  /** The entries in the profile now. */
  entries: readonly string[];
  /**
   * What adding `entry` would do, without saving: accepted (new or already
   * there) or refused with the reason (empty, too long, dictionary full).
   * Counts additions still being saved.
   */
  check(entry: string): DictionaryAddition;
  /**
   * Adds `entry` (compared case-insensitively) and saves the profile.
   * Resolves with what happened; an entry already there is not saved
   * again. Rejects when the profile could not be saved.
   */
  add(entry: string): Promise<DictionaryAddition>;
  /**
   * Adds several entries with one save: the names a tool invented for
   * content it inserted. Resolves with the new entries and, when some could
   * not be added, why. Rejects when the profile could not be saved.
   */
  addAll(entries: readonly string[]): Promise<DictionaryAdditions>;
}

export interface DictionaryAdditions {
  /** Entries that were not in the dictionary before. */
  added: string[];
  /** Why an entry was refused (dictionary full, entry too long), or null. */
  refused: string | null;
}

const NO_ENTRIES: readonly string[] = [];

const NO_PROFILE = 'There is no profile to keep a personal dictionary in.';

const NO_USER: DictionaryAddition = { ok: false, reason: NO_PROFILE };

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

interface PendingEntry {
  entry: string;
  /** Its save finished: the next profile the session shows is the truth about it. */
  saved: boolean;
}

/**
 * Additions being saved, and the chain of saves, per user: shared by every
 * tool (the Errors and Names tabs may add at once), so saves land in the
 * order they were made and none overwrites a newer list with an older one.
 */
const inFlight = new Map<string, { pending: PendingEntry[]; saves: Promise<unknown> }>();

function inFlightFor(userId: string) {
  let state = inFlight.get(userId);
  if (!state) {
    state = { pending: [], saves: Promise.resolve() };
    inFlight.set(userId, state);
  }
  return state;
}

/**
 * Saves the profile's new dictionary after the user's earlier saves, with
 * `added` counted as in the dictionary until the save lands (forgotten if
 * it fails, and the error rethrown).
 */
async function saveInOrder(session: Session, userId: string, added: readonly string[], entries: string[]): Promise<void> {
  const state = inFlightFor(userId);
  const pending: PendingEntry[] = added.map((entry) => ({ entry, saved: false }));
  state.pending = [...state.pending, ...pending];
  const save = state.saves.catch(() => undefined).then(() => session.updateProfile({ personalDictionary: entries }));
  state.saves = save;
  try {
    await save;
    for (const p of pending) p.saved = true;
  } catch (error) {
    state.pending = state.pending.filter((p) => !pending.includes(p));
    throw error;
  }
}

/**
 * The session user's personal dictionary. Two additions in a row (two names
 * inserted before the profile has been saved) both stay: each builds on the
 * entries the previous one is saving, and the saves run one after another.
 */
export function usePersonalDictionary(): PersonalDictionary {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const entries = session.user?.personalDictionary ?? NO_ENTRIES;

  const latest = useRef({ session, entries });
  useLayoutEffect(() => {
    latest.current = { session, entries };
    // A profile shown after a save holds what that save wrote.
    if (userId !== null) {
      const state = inFlightFor(userId);
      state.pending = state.pending.filter((p) => !p.saved && !entries.some((e) => same(e, p.entry)));
    }
  }, [session, entries, userId]);

  /** The stored entries and those still being saved. */
  const effectiveEntries = useCallback((id: string): string[] => {
    const stored = latest.current.entries;
    const waiting = inFlightFor(id).pending.filter((p) => !stored.some((e) => same(e, p.entry)));
    return [...stored, ...waiting.map((p) => p.entry)];
  }, []);

  const check = useCallback(
    (entry: string): DictionaryAddition => {
      const user = latest.current.session.user;
      return user ? addToDictionary(effectiveEntries(user.id), entry) : NO_USER;
    },
    [effectiveEntries],
  );

  const add = useCallback(
    async (entry: string): Promise<DictionaryAddition> => {
      const { session: current } = latest.current;
      const user = current.user;
      if (!user) return NO_USER;
      const addition = addToDictionary(effectiveEntries(user.id), entry);
      if (addition.ok && !addition.alreadyThere) await saveInOrder(current, user.id, [addition.entry], addition.entries);
      return addition;
    },
    [effectiveEntries],
  );

  const addAll = useCallback(
    async (list: readonly string[]): Promise<DictionaryAdditions> => {
      const { session: current } = latest.current;
      const user = current.user;
      if (!user) return { added: [], refused: NO_PROFILE };
      let next = effectiveEntries(user.id);
      const added: string[] = [];
      let refused: string | null = null;
      for (const entry of list) {
        const addition = addToDictionary(next, entry);
        if (!addition.ok) refused ??= addition.reason;
        else if (!addition.alreadyThere) {
          added.push(addition.entry);
          next = addition.entries;
        }
      }
      if (added.length > 0) await saveInOrder(current, user.id, added, next);
      return { added, refused };
    },
    [effectiveEntries],
  );

  return { entries, check, add, addAll };
}

/**
 * What a tool's notice says after inserting content whose invented names
 * went to the personal dictionary (`done` says what was inserted).
 */
export async function addInventedNames(
  dictionary: PersonalDictionary,
  names: readonly string[],
  done: string,
): Promise<Notice> {
  if (names.length === 0) return { tone: 'success', text: done };
  try {
    const { added, refused } = await dictionary.addAll(names);
    if (refused) return { tone: 'warning', text: `${done} Its names were not all added to your dictionary: ${refused}` };
    if (added.length === 0) return { tone: 'success', text: done };
    return { tone: 'success', text: `${done} ${listed(added)} added to your dictionary.` };
  } catch {
    return { tone: 'warning', text: `${done} Its names could not be added to your dictionary. Please try again.` };
  }
}

function listed(names: readonly string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/** True when the dictionary holds the entry (case-insensitively, as stored). */
export function dictionaryHas(entries: readonly string[], entry: string): boolean {
  const normal = normalizeDictionaryEntry(entry);
  return normal !== null && entries.some((e) => same(e, normal));
}
