// @vitest-environment jsdom
// Time to export a 50-page campaign (PDF with cover, plain text, Markdown),
// from the editor's HTML to the finished file.
//   npx vitest bench --run bench/export.bench.ts
import { bench, describe } from 'vitest';
import { exportDocument } from '../src/features/export/export-document';
import type { ExportOptions } from '../src/features/export/options';
import { blobText } from '../src/features/export/testing/blob';
import { buildLongCampaign } from '../src/features/export/testing/long-campaign';
import { loadNodeFonts } from '../src/features/export/testing/node-fonts';

const campaign = buildLongCampaign(25);
const options: ExportOptions = { format: 'pdf', includeCover: true, title: 'Fifty Pages of Peril', author: 'Dungeon Master', campaignType: 'campaign' };
const fonts = await loadNodeFonts();
const loadFonts = async () => fonts;

// Check once that the document really is 50 pages or more, so the figure means what it says.
const sample = await exportDocument(campaign.html, options, { loadFonts });
const pages = (await blobText(sample.blob)).match(/\/Type \/Page\b/g)?.length ?? 0;
if (pages < 50) throw new Error(`the benchmark document has ${pages} pages, expected at least 50`);
console.log(`export benchmark: ${pages}-page PDF, ${(sample.blob.size / 1024).toFixed(0)} KB, ${campaign.html.length} characters of HTML`);

describe(`export a ${pages}-page campaign`, () => {
  bench('PDF (with cover, fonts already loaded)', async () => {
    await exportDocument(campaign.html, options, { loadFonts });
  }, { iterations: 5, warmupIterations: 1, time: 0 });

  bench('plain text', async () => {
    await exportDocument(campaign.html, { ...options, format: 'txt' });
  }, { iterations: 20, warmupIterations: 2, time: 0 });

  bench('Markdown', async () => {
    await exportDocument(campaign.html, { ...options, format: 'md' });
  }, { iterations: 20, warmupIterations: 2, time: 0 });
});
