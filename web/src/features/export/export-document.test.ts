import { downloadFile, exportDocument } from './export-document';
import { exportFileName, type ExportOptions } from './options';
import { blobBytes, blobText } from './testing/blob';
import { loadNodeFonts } from './testing/node-fonts';

const OPTIONS: ExportOptions = { format: 'txt', includeCover: true, title: 'Tomb of Horrors', author: 'Dungeon Master', campaignType: 'adventure' };
const NOW = () => new Date(2026, 10, 21);

describe('exportFileName', () => {
  it('replaces every non-alphanumeric character of the title with an underscore', () => {
    expect(exportFileName('Tomb of Horrors', 'pdf')).toBe('Tomb_of_Horrors.pdf');
    expect(exportFileName('Drizzt’s Lair: Part 2!', 'txt')).toBe('Drizzt_s_Lair__Part_2_.txt');
    expect(exportFileName('Ünder-Mountain', 'md')).toBe('_nder_Mountain.md');
  });
});

describe('exportDocument', () => {
  it('exports plain text and Markdown with the file name and type', async () => {
    const text = await exportDocument('<h1>Room 1</h1><p>A <strong>trap</strong>.</p>', OPTIONS, { now: NOW });
    expect(text.fileName).toBe('Tomb_of_Horrors.txt');
    expect(text.blob.type).toBe('text/plain;charset=utf-8');
    const content = await blobText(text.blob);
    expect(content).toContain('CAMPAIGN CONTENT\n');
    expect(content).toContain('Room 1\n' + '='.repeat(60));
    expect(content).toContain('A trap.');

    const markdown = await exportDocument('<h1>Room 1</h1><p>A <strong>trap</strong>.</p>', { ...OPTIONS, format: 'md' }, { now: NOW });
    expect(markdown.fileName).toBe('Tomb_of_Horrors.md');
    expect(markdown.blob.type).toBe('text/markdown;charset=utf-8');
    expect(await blobText(markdown.blob)).toContain('# Room 1\n\nA **trap**.\n');
  });

  it('exports a PDF', async () => {
    const pdf = await exportDocument('<p>Hi</p>', { ...OPTIONS, format: 'pdf' }, { now: NOW, loadFonts: loadNodeFonts });
    expect(pdf.fileName).toBe('Tomb_of_Horrors.pdf');
    expect(pdf.blob.type).toBe('application/pdf');
    const bytes = await blobBytes(pdf.blob);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('rejects an unsupported format', async () => {
    await expect(exportDocument('<p>x</p>', { ...OPTIONS, format: 'docx' as never })).rejects.toThrow('Unsupported export format: docx');
  });

  it('reports PDF failures as "Failed to export PDF: {reason}"', async () => {
    const loadFonts = () => Promise.reject(new Error('could not load the font DejaVuSerifCondensed.ttf (HTTP 404)'));
    await expect(exportDocument('<p>x</p>', { ...OPTIONS, format: 'pdf' }, { loadFonts })).rejects.toThrow(
      'Failed to export PDF: could not load the font DejaVuSerifCondensed.ttf (HTTP 404)',
    );
  });

  it('reports text failures as "Failed to export text: {reason}"', async () => {
    await expect(exportDocument('<p>x</p>', { ...OPTIONS, author: undefined as never }, { now: NOW })).rejects.toThrow(/^Failed to export text: .*trim/);
    await expect(exportDocument('<p>x</p>', { ...OPTIONS, format: 'md', author: undefined as never }, { now: NOW })).rejects.toThrow(/^Failed to export text: /);
  });
});

describe('downloadFile', () => {
  it('clicks a temporary download link for an object URL, then revokes it', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:lorewright/1');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs; put fakes in place for this test only.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const clicked: { download: string; href: string; attached: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, attached: document.body.contains(this) });
    });
    const blob = new Blob(['x'], { type: 'text/plain' });
    downloadFile({ fileName: 'Tomb_of_Horrors.txt', blob });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ download: 'Tomb_of_Horrors.txt', href: 'blob:lorewright/1', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:lorewright/1');
    click.mockRestore();
    vi.useRealTimers();
  });
});
