import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { BACKUP_MANIFEST_NAME } from '../../lib/documents/backup';
import { CONTENT_MAX_BYTES } from '../../lib/documents/types';
import { IMPORT_LIMITS, readImportFiles, titleFromFileName, type ImportCandidate } from './readFiles';

const file = (name: string, content: string | Uint8Array | ArrayBuffer, type = 'application/octet-stream') => new File([content as BlobPart], name, { type });

async function zipOf(entries: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** A minimal Word document: the parts mammoth needs, with these paragraphs in its body. */
async function docx(bodyXml: string): Promise<Uint8Array> {
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml}</w:body></w:document>`,
  });
}

const paragraph = (text: string, bold = false) => `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

async function readOne(f: File): Promise<ImportCandidate> {
  const reading = await readImportFiles([f]);
  expect(reading.problems).toEqual([]);
  expect(reading.candidates).toHaveLength(1);
  return reading.candidates[0];
}

async function problemsOf(...files: File[]): Promise<string[]> {
  const reading = await readImportFiles(files);
  return reading.problems.map((problem) => `“${problem.file}” ${problem.message}`);
}

describe('titles from file names', () => {
  it('turns underscores into spaces and drops the extension', () => {
    expect(titleFromFileName('Curse_of_the_Crimson_Keep.md')).toBe('Curse of the Crimson Keep');
    expect(titleFromFileName('notes/Session 3 - the Ford.txt')).toBe('Session 3 - the Ford');
  });
});

describe('readImportFiles: single documents', () => {
  it('reads plain text into paragraphs and line breaks, escaping markup', async () => {
    const candidate = await readOne(file('Session_Notes.txt', 'The party rests.\nThey keep watch.\n\n<script>alert(1)</script> & more'));
    expect(candidate).toMatchObject({ title: 'Session Notes', type: 'other', status: 'draft', tags: [], source: 'Session_Notes.txt' });
    expect(candidate.content).toBe('<p>The party rests.<br>They keep watch.</p><p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>');
    expect(candidate.wordCount).toBe(9);
  });

  it('reads Markdown with its front matter (title, type, tags) and names an untitled text by its first heading', async () => {
    const withFront = await readOne(file('x.md', '---\ntitle: "Tomb of Horrors"\ntype: campaign\ntags: [dungeon, deadly]\n---\n\n# Entrance\n\nA **grim** face.'));
    expect(withFront).toMatchObject({ title: 'Tomb of Horrors', type: 'campaign', tags: ['dungeon', 'deadly'] });
    expect(withFront.content).toBe('<h1>Entrance</h1>\n<p>A <strong>grim</strong> face.</p>');
    const headed = await readOne(file('brew.md', '# The Lost Mine\n\nText.'));
    expect(headed.title).toBe('The Lost Mine');
  });

  it('reduces Homebrewery syntax to plain structure and says so', async () => {
    const brew = [
      '# The Sunless Citadel',
      '{{note',
      '##### Running This Adventure',
      'The goblins are *afraid*.{color:red}',
      '}}',
      '\\page',
      '{{monster,frame',
      '## Goblin',
      '**Armor Class** :: 15',
      '|STR|DEX|',
      '|:---:|:---:|',
      '|8 (-1)|14 (+2)|',
      '}}',
      '{{pageNumber 2}}',
      '\\column',
      'The end, {{wide,color:gold really}}.',
    ].join('\n');
    const candidate = await readOne(file('citadel.md', brew));
    expect(candidate.content).not.toMatch(/\{\{|\}\}|\\page|\\column|::|color|pageNumber/);
    expect(candidate.content).toContain('<h3>Running This Adventure</h3>');
    expect(candidate.content).toContain('<p>The goblins are <em>afraid</em>.</p>');
    expect(candidate.content).toContain('<hr>');
    expect(candidate.content).toContain('<p><strong>Armor Class</strong> 15</p>');
    expect(candidate.content).toMatch(/<table>\s*<thead>\s*<tr>\s*<th>STR<\/th>\s*<th>DEX<\/th>\s*<\/tr>\s*<\/thead>\s*<tbody>\s*<tr>\s*<td>8 \(-1\)<\/td>\s*<td>14 \(\+2\)<\/td>/);
    expect(candidate.content).toContain('<p>The end, really.</p>');
    expect(candidate.notes).toEqual(['Homebrewery page layout (pages, columns, boxes) was reduced to plain text structure.']);
  });

  it('reads a GFM table in Markdown as a table, its cells counted as words', async () => {
    const candidate = await readOne(file('Loot.md', '# Loot\n\n| d6 | Treasure |\n|:--:|---|\n| 1 | 2d6 **gold** pieces |\n| 2 | A *potion* of healing |\n'));
    expect(candidate.content.replace(/\n/g, '')).toBe(
      '<h1>Loot</h1><table><thead><tr><th>d6</th><th>Treasure</th></tr></thead><tbody><tr><td>1</td><td>2d6 <strong>gold</strong> pieces</td></tr>' +
        '<tr><td>2</td><td>A <em>potion</em> of healing</td></tr></tbody></table>',
    );
    expect(candidate.notes).toEqual([]);
    expect(candidate.wordCount).toBe(12);
  });

  it('reads a web page’s table as a table: spans kept, styles, handlers and scripts in cells dropped', async () => {
    const page =
      '<html><head><title>Random Weather</title></head><body><table class="wikitable" style="width:100%"><caption>Weather (d8)</caption>' +
      '<tr><th scope="col">d8</th><th scope="col" onclick="x()">Weather</th></tr>' +
      '<tr><td style="background:red">1–4</td><td>Clear<script>steal()</script></td></tr>' +
      '<tr><td>5–8</td><td rowspan="1" colspan="1"><a href="https://example.com/rain" onmouseover="y()">Rain</a><img src="cloud.png"></td></tr>' +
      '<tr><td colspan="2">Roll again at dusk.</td></tr></table></body></html>';
    const candidate = await readOne(file('weather.html', page));
    expect(candidate.content).toBe(
      '<p>Weather (d8)</p><table><tbody><tr><th>d8</th><th>Weather</th></tr><tr><td>1–4</td><td>Clear</td></tr>' +
        '<tr><td>5–8</td><td><a href="https://example.com/rain">Rain</a></td></tr><tr><td colspan="2">Roll again at dusk.</td></tr></tbody></table>',
    );
    expect(candidate.notes).toEqual(['1 picture was left out: documents hold text.']);
  });

  it('reads a Word table through mammoth as a table', async () => {
    const cell = (text: string, bold = false) => `<w:tc>${paragraph(text, bold)}</w:tc>`;
    const body = `${paragraph('Trinkets')}<w:tbl><w:tr>${cell('d4', true)}${cell('Trinket', true)}</w:tr><w:tr>${cell('1')}${cell('A bone die')}</w:tr></w:tbl>`;
    const candidate = await readOne(file('Trinkets.docx', await docx(body)));
    expect(candidate.content).toBe(
      '<p>Trinkets</p><table><tbody><tr><td><p><strong>d4</strong></p></td><td><p><strong>Trinket</strong></p></td></tr><tr><td><p>1</p></td><td><p>A bone die</p></td></tr></tbody></table>',
    );
  });

  it('sanitises HTML pages and takes their title, keywords and description', async () => {
    const page =
      '<html><head><title>Goblin Market</title><meta name="keywords" content="goblins, Market"><meta name="description" content="Where to buy."></head>' +
      '<body><h2 onclick="steal()">Stalls</h2><p style="color:red">Buy <a href="javascript:alert(1)">here</a> or <a href="https://example.com">there</a>.</p><img src="x.png"><script>steal()</script><iframe src="evil"></iframe></body></html>';
    const candidate = await readOne(file('market.html', page));
    expect(candidate).toMatchObject({ title: 'Goblin Market', tags: ['goblins', 'market'], description: 'Where to buy.' });
    expect(candidate.content).toBe('<h2>Stalls</h2><p>Buy <a>here</a> or <a href="https://example.com">there</a>.</p>');
    expect(candidate.notes).toEqual(['2 pictures were left out: documents hold text.']);
  });

  it('reads a Word document through mammoth: headings, bold, paragraphs', async () => {
    const body = `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Ravenloft</w:t></w:r></w:p>${paragraph('The mists close in.', true)}${paragraph('Strahd waits.')}`;
    const candidate = await readOne(file('Ravenloft.docx', await docx(body)));
    expect(candidate.title).toBe('Ravenloft');
    expect(candidate.content).toBe('<h1>Ravenloft</h1><p><strong>The mists close in.</strong></p><p>Strahd waits.</p>');
  });
});

describe('readImportFiles: problems (nothing is imported)', () => {
  it('says a Word document with no text, an empty file and a damaged .docx apart', async () => {
    expect(await problemsOf(file('blank.docx', await docx('<w:p/>')), file('zero.docx', new Uint8Array(0)), file('fake.docx', 'not a zip at all'))).toEqual([
      '“blank.docx” has no text to import.',
      '“zero.docx” is empty.',
      '“fake.docx” is not a Word document Lorewright can read (.docx). It may be damaged, or an older .doc saved under a new name.',
    ]);
  });

  it('refuses files over their size limit before reading them', async () => {
    const twentyMegabytes = new Uint8Array(20 * 1024 * 1024).fill(97);
    expect(await problemsOf(file('huge.txt', twentyMegabytes), file('huge.docx', twentyMegabytes), file('huge.md', twentyMegabytes))).toEqual([
      '“huge.txt” is 20.0 MB; Lorewright imports text files of up to 5.0 MB.',
      '“huge.docx” is 20.0 MB; Lorewright imports Word files of up to 10.0 MB.',
      '“huge.md” is 20.0 MB; Lorewright imports Markdown files of up to 5.0 MB.',
    ]);
    expect(IMPORT_LIMITS.zipBytes).toBeGreaterThan(20 * 1024 * 1024);
  });

  it('refuses a text too long for one document, and unknown kinds of file', async () => {
    const long = file('tome.txt', 'word '.repeat(Math.ceil(CONTENT_MAX_BYTES / 5) + 10));
    const [tooLong, unknown] = await problemsOf(long, file('map.png', 'png'));
    expect(tooLong).toMatch(/^“tome\.txt” is too long for one document: its text and formatting take [\d,.]+ (KB|MB), and one document holds at most 879 KB\./);
    expect(unknown).toBe('“map.png” is not a kind of file Lorewright imports. Choose .zip, .md, .txt, .html or .docx files.');
  });

  it('says a malformed zip is not readable', async () => {
    expect(await problemsOf(file('backup.zip', 'PK\u0003\u0004 truncated'))).toEqual(['“backup.zip” is not a readable .zip file: it may be damaged or incomplete.']);
  });

  it('explains a backup whose manifest is broken or whose documents are missing', async () => {
    const badJson = await zipOf({ [BACKUP_MANIFEST_NAME]: '{"format":' });
    const missing = await zipOf({
      [BACKUP_MANIFEST_NAME]: JSON.stringify({
        format: 'lorewright-backup',
        formatVersion: 1,
        exportedAt: '2026-11-26T10:00:00Z',
        documents: [{ id: 'a', title: 'Gone', type: 'other', tags: [], createdAt: '2026-11-26T10:00:00Z', updatedAt: '2026-11-26T10:00:00Z', wordCount: 1, html: 'documents/gone.html', markdown: 'documents/gone.md' }],
      }),
    });
    expect(await problemsOf(file('bad.zip', badJson), file('missing.zip', missing))).toEqual([
      '“bad.zip” is not a Lorewright backup Lorewright can read: its lorewright.json is not valid JSON.',
      '“missing.zip” is incomplete: documents/gone.html is listed in lorewright.json but missing.',
    ]);
  });

  it('stops reading a zip entry that unpacks to more than a document could hold', async () => {
    const bomb = await zipOf({ 'notes/big.txt': new Uint8Array(IMPORT_LIMITS.zipEntryBytes + 1).fill(32) });
    expect(await problemsOf(file('bomb.zip', bomb))).toEqual(['“bomb.zip: notes/big.txt” is larger than 5.0 MB unpacked, more than one document can hold.']);
  });

  it('says a zip with nothing to import has nothing to import', async () => {
    expect(await problemsOf(file('pictures.zip', await zipOf({ 'a.png': 'x', '__MACOSX/._notes.md': 'x' })))).toEqual([
      '“pictures.zip” holds no lorewright.json and no document Lorewright can import (.md, .txt, .html or .docx).',
    ]);
  });
});

describe('readImportFiles: zips', () => {
  it('reads every document of a zip that is not a backup', async () => {
    const data = await zipOf({ 'Campaign/Act_One.md': '# Act One\n\nThe call.', 'Campaign/npcs.txt': 'Maren Holt', '.DS_Store': 'x' });
    const reading = await readImportFiles([file('campaign.zip', data)]);
    expect(reading.problems).toEqual([]);
    expect(reading.candidates.map((c) => [c.title, c.source])).toEqual([
      ['Act One', 'campaign.zip: Campaign/Act_One.md'],
      ['npcs', 'campaign.zip: Campaign/npcs.txt'],
    ]);
  });
});
