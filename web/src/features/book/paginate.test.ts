import { cssString, pageRules } from './paginate';

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
