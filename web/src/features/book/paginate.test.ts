import { cssString, keepHeadingsWithNext, pageRules } from './paginate';

// Paged.js itself needs a browser's layout: the book end-to-end tests lay
// real pages out (e2e/book.spec.ts). These are the rules paginate.ts writes.
vi.mock('pagedjs', () => ({ Handler: class {}, Previewer: class {}, registerHandlers: () => {} }));

describe('the page rules', () => {
  it('size the pages, put the page number outside and the title opposite, and leave the cover and contents bare', () => {
    const a4 = pageRules('a4', 'Lost Mine of Phandelver');
    expect(a4).toContain('@page { size: 210mm 297mm;');
    expect(a4).toMatch(/@page :left \{[^}]*@bottom-left \{ content: counter\(page\);/);
    expect(a4).toMatch(/@page :right \{[\s\S]*@bottom-right \{ content: counter\(page\);/);
    expect(a4).toContain('content: "Lost Mine of Phandelver"');
    expect(a4).toContain('@page cover { margin: 0; @bottom-left { content: none; } @bottom-right { content: none; } }');
    expect(pageRules('letter', 'x')).toContain('@page { size: 215.9mm 279.4mm;');
  });

  it('write the title as a CSS string it cannot break out of', () => {
    expect(cssString('Say "hi" \\ bye\nnow')).toBe('"Say \\"hi\\" \\\\ bye now"');
    expect(pageRules('a4', '"; } body { display: none } /*')).toContain('content: "\\"; } body { display: none } /*"');
  });
});

describe('keeping headings with what follows them', () => {
  const laidOut = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = `<article class="lw-book-body">${html}</article>`;
    keepHeadingsWithNext(template.content);
    const body = template.content.querySelector('.lw-book-body')!;
    return Array.from(body.children).map((child) =>
      child.classList.contains('lw-book-keep') ? `[${Array.from(child.children).map((c) => c.textContent).join(' + ')}]` : child.textContent,
    );
  };
  const h = (text: string) => `<h3 class="lw-book-heading">${text}</h3>`;

  it('groups each heading with the block after it, and a run of headings with the first block after them', () => {
    expect(laidOut(`<p>Before.</p>${h('Chapter 1')}${h('The Inn')}<p>The innkeeper.</p><p>More.</p>${h('Rumours')}<ul><li>One.</li></ul>`)).toEqual([
      'Before.',
      '[Chapter 1 + The Inn + The innkeeper.]',
      'More.',
      '[Rumours + One.]',
    ]);
  });

  it('keeps a heading with a stat block that fits a column, not with one spanning both columns or taller than one', () => {
    const block = (cls: string, name: string) => `<section class="lw-stat-block ${cls}">${name}</section>`;
    expect(laidOut(`${h('Goblins')}${block('', 'Goblin')}${h('The Dragon')}${block('is-wide', 'Dragon')}${h('The Kraken')}${block('is-too-tall', 'Kraken')}`)).toEqual([
      '[Goblins + Goblin]',
      'The Dragon',
      'Dragon',
      'The Kraken',
      'Kraken',
    ]);
  });

  it('leaves a heading that ends the document alone', () => {
    expect(laidOut(`<p>Text.</p>${h('Appendix')}`)).toEqual(['Text.', 'Appendix']);
  });
});
