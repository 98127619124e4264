// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MaxLevel, MinLevel } from '../../lib/api-types/backgrounds';
import {
  ALIGNMENTS,
  BACKGROUNDS,
  CLASSES,
  DEFAULT_FORM,
  INCLUDE_OPTIONS,
  isOptionsComplete,
  isSetupComplete,
  LEVELS,
  RACES,
  REQUIRED_FIELDS_MESSAGE,
  SETTINGS,
  THEMES,
  TONES,
  toRequest,
  withArticle,
} from './options';

describe('Backgrounds wizard choices (spec section 5)', () => {
  it('lists 26 races, 15 classes, 27 backgrounds, levels 1 to 20 and 9 alignments', () => {
    expect(RACES).toHaveLength(26);
    expect(CLASSES).toHaveLength(15);
    expect(CLASSES.slice(-3)).toEqual(['Artificer', 'Blood Hunter', 'Custom']);
    expect(BACKGROUNDS).toHaveLength(27);
    expect(BACKGROUNDS).toContain('Folk Hero');
    expect(BACKGROUNDS.at(-1)).toBe('Custom');
    expect(LEVELS).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect([MinLevel, MaxLevel]).toEqual([1, 20]);
    expect(ALIGNMENTS).toHaveLength(9);
  });

  it('lists 7 themes, 6 tones and 10 settings', () => {
    expect(THEMES.map((t) => t.value)).toEqual(['heroic', 'tragic', 'mysterious', 'comedic', 'dark', 'ordinary', 'exotic']);
    expect(TONES.map((t) => t.value)).toEqual(['serious', 'lighthearted', 'dramatic', 'gritty', 'optimistic', 'melancholic']);
    expect(SETTINGS.map((s) => s.value)).toEqual([
      'urban',
      'rural',
      'wilderness',
      'noble-court',
      'criminal-underworld',
      'scholarly',
      'military',
      'religious',
      'magical',
      'custom',
    ]);
    expect(SETTINGS.find((s) => s.value === 'noble-court')?.label).toBe('Noble Court');
  });

  it('starts on Human, Fighter, Folk Hero, level 1, heroic, serious, rural, with all four include options on', () => {
    expect(DEFAULT_FORM).toMatchObject({
      race: 'Human',
      characterClass: 'Fighter',
      background: 'Folk Hero',
      characterLevel: 1,
      alignment: '',
      theme: 'heroic',
      tone: 'serious',
      setting: 'rural',
      includeSecrets: true,
      includePlotHooks: true,
      includeRelationships: true,
      includeMechanicalElements: true,
    });
    expect(INCLUDE_OPTIONS.map((o) => o.label)).toEqual([
      'Include character secrets',
      'Include plot hooks for DM',
      'Include NPC relationships',
      'Include mechanical elements',
    ]);
    expect(REQUIRED_FIELDS_MESSAGE).toBe('Please complete all required fields.');
  });
});

describe('required fields', () => {
  it('Setup needs race, class, background and a level from 1 to 20; alignment is optional', () => {
    expect(isSetupComplete(DEFAULT_FORM)).toBe(true);
    for (const missing of [{ race: '' }, { characterClass: '' }, { background: '' }, { characterLevel: 0 }, { characterLevel: 21 }] as const) {
      expect(isSetupComplete({ ...DEFAULT_FORM, ...missing })).toBe(false);
    }
  });

  it('Options need theme, tone and setting; the custom setting text is optional', () => {
    expect(isOptionsComplete(DEFAULT_FORM)).toBe(true);
    expect(isOptionsComplete({ ...DEFAULT_FORM, setting: 'custom' })).toBe(true);
    for (const missing of [{ theme: '' }, { tone: '' }, { setting: '' }] as const) {
      expect(isOptionsComplete({ ...DEFAULT_FORM, ...missing })).toBe(false);
    }
  });
});

describe('toRequest', () => {
  it('is the spec request of the defaults: detailed, every include option on, nothing optional sent empty', () => {
    expect(toRequest(DEFAULT_FORM)).toEqual({
      race: 'Human',
      characterClass: 'Fighter',
      background: 'Folk Hero',
      characterLevel: 1,
      generationStyle: 'detailed',
      theme: 'heroic',
      tone: 'serious',
      setting: 'rural',
      includeSecrets: true,
      includePlotHooks: true,
      includeRelationships: true,
      includeMechanicalElements: true,
    });
  });

  it('sends the alignment, the custom setting (only for a custom setting) and the requirements, trimmed', () => {
    const form = { ...DEFAULT_FORM, alignment: 'Chaotic Good', setting: 'custom', customSetting: '  A drowned city ', customRequirements: ' A twin sister. ', includePlotHooks: false } as const;
    expect(toRequest(form)).toMatchObject({ alignment: 'Chaotic Good', setting: 'custom', customSetting: 'A drowned city', customRequirements: 'A twin sister.', includePlotHooks: false });
    expect(toRequest({ ...form, setting: 'urban' })).not.toHaveProperty('customSetting');
  });

  it('is null while a required field is missing', () => {
    expect(toRequest({ ...DEFAULT_FORM, tone: '' })).toBeNull();
    expect(toRequest({ ...DEFAULT_FORM, characterLevel: 0 })).toBeNull();
  });
});

describe('withArticle', () => {
  it('reads "a Fighter", "an Artificer"', () => {
    expect(withArticle('Fighter')).toBe('a Fighter');
    expect(withArticle('Artificer')).toBe('an Artificer');
  });
});
