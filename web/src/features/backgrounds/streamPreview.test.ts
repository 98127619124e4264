// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { previewSections, sectionLabel } from './streamPreview';

describe('previewSections', () => {
  it('reads the text of each top-level section of a complete reply', () => {
    const reply = JSON.stringify({
      characterConcept: 'A horned farmhand.',
      personalHistory: { earlyLife: 'Born under "suspicious" eyes.', formativeEvents: ['Held the bridge.', 'Made the bargain.'] },
      plotHooks: [{ title: 'The Collector Calls', urgency: 'high' }],
    });
    expect(previewSections(reply)).toEqual([
      { key: 'characterConcept', texts: ['A horned farmhand.'] },
      { key: 'personalHistory', texts: ['Born under "suspicious" eyes.', 'Held the bridge.', 'Made the bargain.'] },
      { key: 'plotHooks', texts: ['The Collector Calls', 'high'] },
    ]);
  });

  it('shows the unfinished last text of a reply cut off mid-word, and skips a fence before the object', () => {
    expect(previewSections('```json\n{"characterConcept":"A horned farm')).toEqual([{ key: 'characterConcept', texts: ['A horned farm'] }]);
    expect(previewSections('{"characterConcept":"Done.","backgroundSummary":')).toEqual([
      { key: 'characterConcept', texts: ['Done.'] },
      { key: 'backgroundSummary', texts: [] },
    ]);
    expect(previewSections('{"char')).toEqual([{ key: 'char', texts: [] }]);
  });

  it('decodes escapes, and waits for the rest of one cut in two', () => {
    expect(previewSections('{"a":"line\\none \\u2014 two \\\\ \\"q\\""}')).toEqual([{ key: 'a', texts: ['line\none — two \\ "q"'] }]);
    expect(previewSections('{"a":"dash \\u20')).toEqual([{ key: 'a', texts: ['dash '] }]);
    expect(previewSections('{"a":"end\\')).toEqual([{ key: 'a', texts: ['end'] }]);
  });

  it('has nothing to show before the object starts, and ignores what follows it', () => {
    expect(previewSections('')).toEqual([]);
    expect(previewSections('Here is your background:')).toEqual([]);
    expect(previewSections('{"a":"x"} and {"b":"y"}')).toEqual([{ key: 'a', texts: ['x'] }]);
  });
});

describe('sectionLabel', () => {
  it('names the sections as a person reads them', () => {
    expect(sectionLabel('plotHooks')).toBe('Plot hooks');
    expect(sectionLabel('mechanicalElements')).toBe('Mechanical elements');
    expect(sectionLabel('somethingNew')).toBe('Something New');
  });
});
