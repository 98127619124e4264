import { describe, expect, it } from 'vitest';
import { diffDocumentText } from './textDiff';

describe('diffDocumentText', () => {
  it('marks the words added and removed, paragraph by paragraph', () => {
    const diff = diffDocumentText('<p>The goblins wait at the ford.</p><p>Night falls.</p>', '<p>The hobgoblins wait at the old ford.</p><p>Night falls.</p>');
    expect(diff).not.toBeNull();
    expect(diff!.parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['goblins']);
    expect(diff!.parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['hobgoblins', 'old']);
    expect(diff!.addedWords).toBe(2);
    expect(diff!.removedWords).toBe(1);
    // Put back together, each side reads as its own text.
    const side = (skip: string) => diff!.parts.filter((p) => p.kind !== skip).map((p) => p.text).join('');
    expect(side('added')).toBe('The goblins wait at the ford.\nNight falls.');
    expect(side('removed')).toBe('The hobgoblins wait at the old ford.\nNight falls.');
  });

  it('reports no change for the same text in other markup', () => {
    const diff = diffDocumentText('<p>Same <strong>words</strong>.</p>', '<p>Same words.</p>');
    expect(diff).toEqual({ parts: [{ kind: 'same', text: 'Same words.' }], addedWords: 0, removedWords: 0 });
  });

  it('counts a whole new paragraph', () => {
    const diff = diffDocumentText('<p>Intro.</p>', '<p>Intro.</p><p>The dragon wakes.</p>');
    expect(diff!.addedWords).toBe(3);
    expect(diff!.removedWords).toBe(0);
  });
});

describe('diffDocumentText groups a change', () => {
  it('marks a word split in two as one change', () => {
    const diff = diffDocumentText('<p>The party found alot of gold.</p><p>Players must go.</p>', '<p>The party found a lot of gold.</p><p>Players can go.</p>')!;
    expect(diff.parts.filter((p) => p.kind !== 'same').map((p) => [p.kind, p.text.trim()])).toEqual([
      ['removed', 'alot'],
      ['added', 'a lot'],
      ['removed', 'must'],
      ['added', 'can'],
    ]);
  });
});

describe('diffDocumentText keeps the spaces', () => {
  it('keeps the space before an added sentence on the unchanged side', () => {
    const diff = diffDocumentText('<p>The old bridge.</p>', '<p>The old bridge. Captain Vell arrives.</p>')!;
    expect(diff.parts).toEqual([
      { kind: 'same', text: 'The old bridge.' },
      { kind: 'added', text: ' Captain Vell arrives.' },
    ]);
  });
});
