// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { locateRange, mapOffset, mapRange } from './textAnchors';

describe('mapOffset and mapRange', () => {
  it('moves offsets at or after an insertion by its length', () => {
    const insertions = [{ start: 10, length: 5 }];
    expect(mapOffset(9, insertions)).toBe(9);
    expect(mapOffset(10, insertions)).toBe(15);
    expect(mapOffset(20, insertions)).toBe(25);
  });

  it('applies insertions in the order they were made', () => {
    // The second insertion is at 3 of the text after the first.
    const insertions = [
      { start: 10, length: 5 },
      { start: 3, length: 2 },
    ];
    expect(mapOffset(12, insertions)).toBe(19);
    expect(mapOffset(2, insertions)).toBe(2);
  });

  it('keeps a range ending where an insertion starts before it', () => {
    expect(mapRange(4, 10, [{ start: 10, length: 5 }])).toEqual({ start: 4, end: 10 });
    expect(mapRange(10, 12, [{ start: 10, length: 5 }])).toEqual({ start: 15, end: 17 });
  });
});

describe('locateRange', () => {
  const analysedText = 'Alpha scene.\nBeta scene here.\nGamma scene.';

  it('maps exactly when only the tab inserted text', () => {
    const expectedText = 'Alpha scene.\nNEW\nBeta scene here.\nGamma scene.';
    const context = { analysedText, expectedText, insertions: [{ start: 13, length: 4 }] };
    const beta = analysedText.indexOf('Beta');
    const range = locateRange(context, expectedText, beta, beta + 16);
    expect(range).not.toBeNull();
    expect(expectedText.slice(range!.start, range!.end)).toBe('Beta scene here.');
  });

  it('finds the passage again near where it was when the user edited the text', () => {
    const context = { analysedText, expectedText: analysedText, insertions: [] };
    const edited = 'Alpha scene, longer now.\nBeta scene here.\nGamma scene.';
    const beta = analysedText.indexOf('Beta');
    const range = locateRange(context, edited, beta, beta + 16);
    expect(edited.slice(range!.start, range!.end)).toBe('Beta scene here.');
  });

  it('picks the nearest copy of a repeated passage', () => {
    const text = 'Fight.\nTalk.\nFight.\nTalk.\nFight.';
    const context = { analysedText: text, expectedText: text, insertions: [] };
    const edited = `Prologue.\n${text}`;
    expect(locateRange(context, edited, 13, 19)).toEqual({ start: 23, end: 29 });
  });

  it('gives null when the words are gone', () => {
    const context = { analysedText, expectedText: analysedText, insertions: [] };
    expect(locateRange(context, 'Something else entirely.', 0, 12)).toBeNull();
  });
});
