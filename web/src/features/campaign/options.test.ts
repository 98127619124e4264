// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, DURATIONS, LEVELS, PLAYER_COUNTS, SETTINGS, THEMES, TONES, formErrorsFrom, toParameters, validateForm } from './options';

describe('the campaign form', () => {
  it("offers the spec's ranges and choices with its defaults", () => {
    expect(DURATIONS.map((d) => d.value)).toEqual([1, 2, 3, 4]);
    expect(PLAYER_COUNTS.map((d) => d.value)).toEqual([2, 3, 4, 5, 6]);
    expect(LEVELS.map((d) => d.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(SETTINGS.map((s) => s.value)).toEqual(['urban', 'wilderness', 'dungeon', 'planar', 'mixed', 'custom']);
    expect(THEMES.map((s) => s.value)).toEqual(['adventure', 'mystery', 'horror', 'political', 'exploration', 'combat', 'social', 'custom']);
    expect(TONES.map((s) => s.value)).toEqual(['heroic', 'serious', 'comedic', 'dramatic', 'lighthearted', 'dark']);
    expect(DEFAULT_FORM).toMatchObject({ duration: 2, playerCount: 4, characterLevel: 3, setting: 'mixed', theme: 'adventure', tone: 'heroic', combatBalance: 'moderate', roleplayBalance: 'moderate', explorationBalance: 'moderate' });
  });

  it('asks for a custom description only when custom is chosen, and bounds the texts', () => {
    expect(validateForm(DEFAULT_FORM)).toEqual({});
    expect(validateForm({ ...DEFAULT_FORM, setting: 'custom', customSetting: '  ' })).toEqual({ customSetting: 'Describe your custom setting.' });
    expect(validateForm({ ...DEFAULT_FORM, theme: 'custom' })).toEqual({ customTheme: 'Describe your custom theme.' });
    expect(validateForm({ ...DEFAULT_FORM, theme: 'custom', customTheme: 'x'.repeat(201) }).customTheme).toBe('The custom theme must be at most 200 characters (now 201).');
    expect(validateForm({ ...DEFAULT_FORM, specialRequests: 'é'.repeat(2001) }).specialRequests).toBe('Special requests must be at most 2000 characters (now 2001).');
  });

  it('sends custom texts only when chosen and leaves blanks out', () => {
    const p = toParameters({ ...DEFAULT_FORM, customSetting: 'left over', theme: 'custom', customTheme: ' A royal heist ', specialRequests: '  ' });
    expect(p).not.toHaveProperty('customSetting');
    expect(p).not.toHaveProperty('specialRequests');
    expect(p.customTheme).toBe('A royal heist');
  });

  it("puts the server's field messages on their fields", () => {
    expect(formErrorsFrom({ 'parameters.customSetting': 'Describe your custom setting.', 'parameters.bogus': 'x', campaignId: 'y' })).toEqual({
      customSetting: 'Describe your custom setting.',
    });
  });
});
