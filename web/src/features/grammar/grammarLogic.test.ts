// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildChange,
  countIssues,
  dismissKey,
  dismissRecord,
  highlightsFor,
  issueLocator,
  isCheckable,
  isSentenceStart,
  isSignificantChange,
  issuesWithin,
  keepSentenceCase,
  locateIssue,
  recordKey,
  shiftDismissed,
} from './grammarLogic';
import { issueAt } from './testIssues';

const TEXT = 'We had alot of fun. The players must choose a path.';

describe('isCheckable', () => {
  it('needs at least 10 characters of text, not counting surrounding space', () => {
    expect(isCheckable('123456789')).toBe(false);
    expect(isCheckable('   123456789   ')).toBe(false);
    expect(isCheckable('1234567890')).toBe(true);
  });
});

describe('dismiss keys', () => {
  it('are made of type, position, length and nearby text', () => {
    const issue = issueAt(TEXT, 'alot', 'spelling', ['a lot']);
    const record = dismissRecord(issue, TEXT);
    expect(record).toEqual({ type: 'spelling', start: 7, length: 4, context: 'We had alot of fun. The' });
    expect(dismissKey(issue, TEXT)).toBe(recordKey(record));
  });

  it('differ for the same words elsewhere or of another type', () => {
    const text = 'alot here and then alot there, all day';
    const first = issueAt(text, 'alot', 'spelling', ['a lot']);
    const second = issueAt(text, 'alot', 'spelling', ['a lot'], { from: 5 });
    expect(dismissKey(first, text)).not.toBe(dismissKey(second, text));
    expect(dismissKey(first, text)).not.toBe(dismissKey({ ...first, type: 'grammar' }, text));
  });
});

describe('isSignificantChange', () => {
  const base = 'The dragon sleeps beneath the mountain of Thunderholme.';

  it('is false for identical text and small edits', () => {
    expect(isSignificantChange(base, base)).toBe(false);
    expect(isSignificantChange(base, base.replace('sleeps', 'slept'))).toBe(false);
    // A word typed at the top shifts everything but changes few characters.
    expect(isSignificantChange(base, `Lo! ${base}`)).toBe(false);
  });

  it('is true when the length differs by over 20 percent', () => {
    const longer = `${base} ${'x'.repeat(Math.floor(base.length * 0.2))}`; // +21%
    expect(longer.length - base.length).toBeGreaterThan(base.length * 0.2);
    expect(isSignificantChange(base, longer)).toBe(true);
    const within = `${base}${'x'.repeat(Math.floor(base.length * 0.2))}`; // exactly 20% at most
    expect(within.length - base.length).toBeLessThanOrEqual(base.length * 0.2);
    expect(isSignificantChange(base, within)).toBe(false);
    expect(isSignificantChange(base, base.slice(0, Math.floor(base.length * 0.75)))).toBe(true);
  });

  it('is true when over 30 percent of the characters differ at the same length', () => {
    const rewritten = base.slice(0, 20) + 'Q'.repeat(20) + base.slice(40);
    expect(rewritten.length).toBe(base.length);
    expect(isSignificantChange(base, rewritten)).toBe(true);
    const touched = base.slice(0, 20) + 'Q'.repeat(10) + base.slice(30);
    expect(isSignificantChange(base, touched)).toBe(false);
  });

  it('treats any text after an empty one as significant', () => {
    expect(isSignificantChange('', 'Something new')).toBe(true);
  });
});

describe('shiftDismissed', () => {
  const text = 'We had alot of fun. Then the the orcs came back.';
  const repeated = issueAt(text, 'the the', 'grammar', ['the']);

  it('moves dismissals after an edit by its length change, keeping their key valid', () => {
    const edited = text.replace('alot', 'a lot');
    const [moved] = shiftDismissed([dismissRecord(repeated, text)], text, edited);
    const sameIssueNow = issueAt(edited, 'the the', 'grammar', ['the']);
    expect(moved.start).toBe(repeated.position.start + 1);
    expect(recordKey(moved)).toBe(dismissKey(sameIssueNow, edited));
  });

  it('keeps dismissals before the edit and forgets those the edit touched', () => {
    const alot = issueAt(text, 'alot', 'spelling', ['a lot']);
    const records = [dismissRecord(alot, text), dismissRecord(repeated, text)];
    const edited = text.replace('the the', 'the');
    const shifted = shiftDismissed(records, text, edited);
    expect(shifted).toHaveLength(1);
    expect(recordKey(shifted[0])).toBe(dismissKey(alot, edited));
  });
});

describe('sentence starts and capitalisation', () => {
  it('knows sentence starts: document start, after . ! ? and at a new line', () => {
    const text = 'Alot here. Alot! Alot? "Alot." Alot\nAlot and alot';
    expect(isSentenceStart(text, 0)).toBe(true);
    expect(isSentenceStart(text, text.indexOf('Alot', 1))).toBe(true);
    expect(isSentenceStart(text, text.indexOf('Alot!') + 6)).toBe(true);
    expect(isSentenceStart(text, text.lastIndexOf('Alot\n') + 5)).toBe(true);
    expect(isSentenceStart(text, text.lastIndexOf('alot'))).toBe(false);
    expect(isSentenceStart('  Alot', 2)).toBe(true);
  });

  it('capitalises the replacement only when the original was capitalised at a sentence start', () => {
    const text = 'Alot of goblins. They said Alot twice. and alot more';
    expect(keepSentenceCase(text, 0, 'Alot', 'a lot')).toBe('A lot');
    expect(keepSentenceCase(text, text.indexOf('Alot', 1), 'Alot', 'a lot')).toBe('a lot');
    expect(keepSentenceCase(text, text.lastIndexOf('alot'), 'alot', 'a lot')).toBe('a lot');
    expect(keepSentenceCase(text, 0, 'Alot', '')).toBe('');
    expect(keepSentenceCase('Ok. Éa', 4, 'Éa', 'ée')).toBe('Ée');
  });
});

describe('locating issues in the current text', () => {
  const issue = issueAt(TEXT, 'alot', 'spelling', ['a lot']);

  it('uses the same offsets while the text there is unchanged', () => {
    expect(locateIssue(issue, TEXT, TEXT + ' More.')).toEqual({ start: 7, end: 11 });
  });

  it('follows the text when something was typed before it', () => {
    expect(locateIssue(issue, TEXT, `Lo! ${TEXT}`)).toEqual({ start: 11, end: 15 });
  });

  it('gives null when the text is gone', () => {
    expect(locateIssue(issue, TEXT, TEXT.replace('alot', 'a lot'))).toBeNull();
  });

  it('picks the occurrence nearest the original position', () => {
    const text = 'We had alot of fun. We had alot of fun.';
    const second = issueAt(text, 'alot', 'spelling', ['a lot'], { from: 10 });
    expect(locateIssue(second, text, `XX${text}`)).toEqual({ start: second.position.start + 2, end: second.position.end + 2 });
  });
});

describe('issueLocator (many issues, one edit)', () => {
  const text = 'Fun. We had alot of fun. We had alot of fun. The end alot.';
  const first = issueAt(text, 'alot', 'spelling', ['a lot']);
  const second = issueAt(text, 'alot', 'spelling', ['a lot'], { from: first.position.end });
  const third = issueAt(text, 'alot', 'spelling', ['a lot'], { from: second.position.end });

  it('keeps issues before the edit and moves those after it by its length', () => {
    const inserted = 'Thunder and lightning! ';
    const at = text.indexOf('We had', first.position.end);
    const current = text.slice(0, at) + inserted + text.slice(at);
    const locate = issueLocator(text, current);
    expect(locate(first)).toEqual(first.position);
    // The earlier look-alike is nearer the old offsets; the edit says where the text went.
    expect(locate(second)).toEqual({ start: second.position.start + inserted.length, end: second.position.end + inserted.length });
    expect(locate(third)).toEqual({ start: third.position.start + inserted.length, end: third.position.end + inserted.length });
    for (const issue of [first, second, third]) {
      const found = locate(issue)!;
      expect(current.slice(found.start, found.end)).toBe('alot');
    }
  });

  it('gives null for an issue whose text the edit changed, and keeps the others', () => {
    const fixed = text.replace('end alot', 'end a lot');
    const locate = issueLocator(text, fixed);
    expect(locate(third)).toBeNull();
    expect(locate(second)).toEqual(second.position);
    expect(issueLocator(text, text)(third)).toEqual(third.position);
    expect(issueLocator(text, text)({ ...third, position: { start: 50, end: text.length + 1 } })).toBeNull();
  });
});

describe('buildChange', () => {
  it('builds the suggestion change record with the original text', () => {
    const issue = issueAt(TEXT, 'alot', 'spelling', ['a lot']);
    expect(buildChange(issue, TEXT, TEXT, 'a lot')).toEqual({ plainTextStart: 7, plainTextEnd: 11, replacement: 'a lot', originalText: 'alot' });
  });

  it('capitalises at a sentence start and follows moved text', () => {
    const text = 'Alot of goblins attack.';
    const issue = issueAt(text, 'Alot', 'spelling', ['a lot']);
    expect(buildChange(issue, text, text, 'a lot')?.replacement).toBe('A lot');
    expect(buildChange(issue, text, `Run! ${text}`, 'a lot')).toEqual({
      plainTextStart: 5,
      plainTextEnd: 9,
      replacement: 'A lot',
      originalText: 'Alot',
    });
  });

  it('gives null when the original text is no longer found', () => {
    const issue = issueAt(TEXT, 'alot', 'spelling', ['a lot']);
    expect(buildChange(issue, TEXT, 'Something else entirely', 'a lot')).toBeNull();
  });
});

describe('highlightsFor, issuesWithin and countIssues', () => {
  it('underlines issues still found, by kind, with a label', () => {
    const alot = issueAt(TEXT, 'alot', 'spelling', ['a lot'], { message: 'Use "a lot".' });
    const must = issueAt(TEXT, 'The players must', 'style', ['The players can']);
    const current = TEXT.replace('The players must', 'The players may');
    expect(highlightsFor([alot, must], TEXT, current)).toEqual([
      { id: alot.id, start: 7, end: 11, kind: 'spelling', label: 'Spelling error: Use "a lot".' },
    ]);
  });

  it('drops issues whose span does not fit the text', () => {
    const good = issueAt(TEXT, 'alot', 'spelling', ['a lot']);
    const outside = { ...good, id: 'x', position: { start: 40, end: TEXT.length + 5 } };
    const empty = { ...good, id: 'y', position: { start: 3, end: 3 } };
    expect(issuesWithin([good, outside, empty], TEXT)).toEqual([good]);
  });

  it('counts issues by type', () => {
    const issues = [
      issueAt(TEXT, 'alot', 'spelling', []),
      issueAt(TEXT, 'The players must', 'style', []),
      issueAt(TEXT, 'fun', 'grammar', []),
      issueAt(TEXT, 'path', 'grammar', []),
    ];
    expect(countIssues(issues)).toEqual({ total: 4, grammar: 2, spelling: 1, style: 1 });
  });
});
