// @vitest-environment node
import { jsPDF } from 'jspdf';
import { FONT_FAMILIES, PAGE, paginate, registerFonts, type Line } from './pdf';
import { loadNodeFonts } from './testing/node-fonts';

const BODY_BOTTOM = 264; // above the footer, which sits inside the bottom margin

const line = (height: number, extra: Partial<Line> = {}): Line => ({ height, baseline: height * 0.8, fragments: [], decorations: [], gapBefore: 0, ...extra });

describe('paginate', () => {
  it('fills pages with whole lines and never crosses the footer', () => {
    const lines = Array.from({ length: 100 }, () => line(5.4, { gapBefore: 1 }));
    const pages = paginate(lines);
    expect(pages.flat()).toHaveLength(100);
    for (const page of pages) {
      expect(page[0].top).toBe(PAGE.margin);
      for (const placed of page) expect(placed.top + placed.line.height).toBeLessThanOrEqual(BODY_BOTTOM);
    }
    expect(pages.length).toBe(3);
  });

  it('moves a heading to the next page rather than leave it last on a page', () => {
    const filler = Array.from({ length: 42 }, () => line(5.4)); // to 246.8 mm: the heading and its rule fit, the line after them does not
    const heading = line(8, { keepWithNext: true, gapBefore: 4 });
    const rule = line(3, { keepWithNext: true });
    const pages = paginate([...filler, heading, rule, line(5.4)]);
    expect(pages).toHaveLength(2);
    expect(pages[1][0].line).toBe(heading);
    expect(pages[1][0].gap).toBe(0);
    expect(pages[1][1].line).toBe(rule);
  });

  it('drops bottom padding at the top of a page and gaps before the first line', () => {
    const filler = Array.from({ length: 45 }, () => line(5.4));
    const padding = line(2.6, { skipAtPageTop: true });
    const next = line(5.4, { gapBefore: 3 });
    const pages = paginate([...filler, padding, next]);
    expect(pages[1].map((placed) => placed.line)).toEqual([next]);
    expect(pages[1][0].top).toBe(PAGE.margin);
  });
});

describe('embedded fonts', () => {
  // Everything game masters commonly type beyond Latin-1, plus the list markers the layout draws.
  const CHARACTERS = '“”‘’—–…•ŁłŚśŻżĆćŃńĘęĄąÜüÖöÄäßÆæØøÅåÉéÈèÊêËëÍíÎîÏïÓóÔôÚúÛûÑñÇçŠšŽžČčĐđŒœ€£½×→';

  it('have a glyph for every character in all serif faces and the monospace face', async () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    registerFonts(doc, await loadNodeFonts());
    for (const family of Object.values(FONT_FAMILIES)) {
      doc.setFont(family, 'normal');
      const metadata = doc.getFont().metadata as { characterToGlyph(code: number): number };
      const missing = [...CHARACTERS].filter((char) => metadata.characterToGlyph(char.charCodeAt(0)) === 0);
      expect(missing, family).toEqual([]);
    }
  });
});
