// The export engine: HTML in, a named file out. The document is parsed into
// blocks once and written as PDF, plain text or Markdown. The PDF writer and
// its fonts are loaded only when a PDF is asked for.
import { parseDocumentHtml } from './blocks';
import { renderMarkdown } from './markdown';
import { exportFileName, isExportFormat, MIME_TYPES, type ExportOptions } from './options';
import type { PdfFonts } from './pdf';
import { renderText } from './text';

export interface ExportedFile {
  fileName: string;
  blob: Blob;
}

export interface ExportDependencies {
  /** Where the PDF font files come from (the browser fetches the bundled assets). */
  loadFonts?: () => Promise<PdfFonts>;
  now?: () => Date;
}

export async function exportDocument(content: string, options: ExportOptions, dependencies: ExportDependencies = {}): Promise<ExportedFile> {
  const format: string = options.format;
  if (!isExportFormat(format)) throw new Error(`Unsupported export format: ${format}`);
  const now = dependencies.now?.() ?? new Date();
  const fileName = exportFileName(options.title.trim(), options.format);

  if (options.format === 'pdf') {
    try {
      const [{ renderPdf }, fonts] = await Promise.all([
        import('./pdf'),
        (dependencies.loadFonts ?? (async () => (await import('./pdf-fonts')).loadPdfFonts()))(),
      ]);
      return { fileName, blob: await renderPdf(parseDocumentHtml(content), options, fonts, now) };
    } catch (error) {
      throw new Error(`Failed to export PDF: ${reason(error)}`, { cause: error });
    }
  }

  try {
    const blocks = parseDocumentHtml(content);
    const text = options.format === 'md' ? renderMarkdown(blocks, options, now) : renderText(blocks, options, now);
    return { fileName, blob: new Blob([text], { type: MIME_TYPES[options.format] }) };
  } catch (error) {
    throw new Error(`Failed to export text: ${reason(error)}`, { cause: error });
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Saves a file through a temporary object URL and <a download>. */
export function downloadFile(file: ExportedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
