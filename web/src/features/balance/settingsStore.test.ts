import { beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_KEY, defaultSettings, readSettings, writeSettings } from './settingsStore';

describe('settingsStore', () => {
  beforeEach(() => localStorage.clear());

  it('gives the defaults when nothing is stored: the spec mix and 4 characters of level 3', () => {
    expect(readSettings()).toEqual({
      preferences: { combat: 30, roleplay: 35, exploration: 20, puzzle: 10, transition: 5 },
      party: { size: 4, level: 3 },
    });
  });

  it('reads back what was written', () => {
    const settings = { preferences: { combat: 50, roleplay: 20, exploration: 20, puzzle: 5, transition: 5 }, party: { size: 6, level: 11 } };
    writeSettings(settings);
    expect(readSettings()).toEqual(settings);
  });

  it('checks each stored value, keeping the defaults for the invalid ones', () => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ preferences: { combat: 140, roleplay: 'lots', exploration: -3, puzzle: 12.4 }, party: { size: 9, level: 20 } }),
    );
    expect(readSettings()).toEqual({
      preferences: { combat: 100, roleplay: 35, exploration: 0, puzzle: 12, transition: 5 },
      party: { size: 4, level: 20 },
    });
    localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(readSettings()).toEqual(defaultSettings());
  });
});
