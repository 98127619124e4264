/**
 * A campaign's Stat Blocks section through the editor's stat-block node and
 * back, for every SRD creature's compact block as the Go campaign package
 * sends it (its testdata, kept equal to its output by
 * TestSRDStatBlocksFixture), and for a model's own block. Each becomes one
 * node, wrapped (as inserted now) or not (as saved before the node), and
 * the node writes the same block back.
 */
import { describe, expect, it } from 'vitest';
import type { StatBlock } from '../lib/api-types/campaign';
import { campaignStatBlockHtml } from '../features/campaign/format';
import { toEditorHtml } from '../features/editor/extensions';
import { STAT_BLOCK_NODE } from '../features/editor/statBlockNode';
import { campaignStatBlocks, expectRoundTrip, throughEditor } from './statBlockFixtures';
import { sweepSample } from './sweep';

// Creatures checked in make test (each case costs ~75 ms of jsdom; make test-long checks all 325).
const SWEEP_CASES = 40;
const CAMPAIGN_BLOCKS = campaignStatBlocks();

describe("a campaign's Stat Blocks section: every SRD creature", () => {
  it('reads every block the campaign sends', () => {
    expect(CAMPAIGN_BLOCKS).toHaveLength(325);
  });

  // A seeded sample of the creatures in make test, every one in make test-long (src/test/sweep.ts).
  it.each(sweepSample(CAMPAIGN_BLOCKS, SWEEP_CASES).map((b) => [b.name, b] as const))('%s: HTML in, one node, the same HTML out', (_name, block) => {
    // Read for display: the name and, from the catalogue's scores, the six-ability table.
    const view = expectRoundTrip(campaignStatBlockHtml(block));
    expect(view.name).toBe(block.name);
    const abilities = view.parts.find((part) => part.kind === 'abilities');
    expect(abilities && abilities.kind === 'abilities' && abilities.scores.map((s) => Number(s.score.split(' ')[0]))).toEqual(block.abilities);
  });

  it("keeps a model's own block whole, as HTML or text", () => {
    const own: StatBlock = { id: 'sb-1', name: 'Mire Hag', type: 'Medium fey', challengeRating: '3', stats: '<p><strong>AC</strong> 14</p><div data-stat-block><p>Claws. +5 to hit.</p></div><script>alert(1)</script>' };
    const inserted = throughEditor(toEditorHtml(campaignStatBlockHtml(own)));
    expect(inserted.types).toEqual([STAT_BLOCK_NODE]);
    expect(inserted.html).toBe('<div data-stat-block=""><h3>Mire Hag</h3><p><em>Medium fey · CR 3</em></p><p><strong>AC</strong> 14</p><p>Claws. +5 to hit.</p></div>');
  });
});
