// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { capitalise, computeTextStats, countWords, htmlToPlainText, htmlToTextBlocks, indefiniteArticle, readingTimeMinutes } from './text';

describe('htmlToPlainText', () => {
  it('puts each block on its own line and decodes entities', () => {
    const html = '<h1>The Lost Mine</h1><p>Goblins &amp; bugbears&nbsp;wait &lt;here&gt;.</p><ul><li>One</li><li>Two</li></ul>';
    expect(htmlToPlainText(html)).toBe('The Lost Mine\nGoblins & bugbears wait <here>.\nOne\nTwo');
  });

  it('keeps inline marks inside one line and collapses whitespace', () => {
    expect(htmlToPlainText('<p>A <strong>bold</strong>\n   <em>move</em></p>')).toBe('A bold move');
  });

  it('splits lines at <br> and drops empty paragraphs', () => {
    expect(htmlToTextBlocks('<p>line one<br>line two</p><p></p><p>   </p>')).toEqual(['line one', 'line two']);
  });

  it('ignores script and style content and does not run it', () => {
    expect(htmlToPlainText('<p>safe</p><script>window.hacked = true</script><style>p{}</style>')).toBe('safe');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('returns an empty string for empty input', () => {
    expect(htmlToPlainText('')).toBe('');
  });

  it('handles plain text without tags', () => {
    expect(htmlToPlainText('just text')).toBe('just text');
  });
});

describe('countWords', () => {
  it('counts runs of non-whitespace', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(' one  two\tthree\n')).toBe(3);
  });
});

describe('readingTimeMinutes', () => {
  it('is words / 200 rounded up', () => {
    expect(readingTimeMinutes(0)).toBe(0);
    expect(readingTimeMinutes(1)).toBe(1);
    expect(readingTimeMinutes(200)).toBe(1);
    expect(readingTimeMinutes(201)).toBe(2);
  });
});

describe('computeTextStats', () => {
  it('gives zeros and one paragraph for an empty document', () => {
    expect(computeTextStats('')).toEqual({
      wordCount: 0,
      characterCount: 0,
      characterCountNoSpaces: 0,
      paragraphCount: 1,
      sentenceCount: 0,
      readingTime: 0,
    });
    expect(computeTextStats('<p></p>').paragraphCount).toBe(1);
  });

  it('counts words, characters, paragraphs and sentences across blocks', () => {
    const stats = computeTextStats(
      '<h2>Act One</h2><p>The party meets Sildar. He needs help!</p><p>Is the cave safe? No&hellip; it is not.</p>',
    );
    expect(stats.wordCount).toBe(2 + 7 + 8);
    expect(stats.paragraphCount).toBe(3);
    // "Act One" (no final stop) + 2 + 3 (an ellipsis ends a sentence)
    expect(stats.sentenceCount).toBe(6);
    expect(stats.characterCount).toBe('Act One'.length + 'The party meets Sildar. He needs help!'.length + 'Is the cave safe? No… it is not.'.length);
    expect(stats.characterCountNoSpaces).toBe('ActOne'.length + 'ThepartymeetsSildar.Heneedshelp!'.length + 'Isthecavesafe?No…itisnot.'.length);
    expect(stats.readingTime).toBe(1);
  });

  it('does not split sentences at decimal numbers or closing quotes', () => {
    expect(computeTextStats('<p>The CR is 3.5 today. "Run!" she said.</p>').sentenceCount).toBe(3);
  });

  it('counts entity-decoded characters once', () => {
    expect(computeTextStats('<p>a&amp;b</p>').characterCount).toBe(3);
    expect(computeTextStats('<p>🐉 fire</p>').characterCount).toBe(6);
  });

  it('rounds reading time up at 200 words a minute', () => {
    const words = Array.from({ length: 401 }, () => 'word').join(' ');
    const stats = computeTextStats(`<p>${words}</p>`);
    expect(stats.wordCount).toBe(401);
    expect(stats.readingTime).toBe(3);
  });
});

describe('capitalise', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalise('combat')).toBe('Combat');
    expect(capitalise('high urgency')).toBe('High urgency');
    expect(capitalise('')).toBe('');
    expect(capitalise('Already')).toBe('Already');
  });
});

describe('indefiniteArticle', () => {
  it.each([
    ['2', 'a'],
    ['1', 'a'],
    ['8', 'an'],
    ['11', 'an'],
    ['18', 'an'],
    ['80', 'an'],
    ['110', 'a'],
    ['800', 'an'],
    ['11000', 'an'],
    ['18,000', 'an'],
    ['100', 'a'],
    ['owlbear', 'an'],
    ['goblin', 'a'],
    ['unicorn', 'a'],
    ['one-eyed giant', 'a'],
    ['hour', 'an'],
    ['heir', 'an'],
    ['umber hulk', 'an'],
  ] as const)('%s takes "%s"', (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
  });
});
