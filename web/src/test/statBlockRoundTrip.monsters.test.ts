/**
 * The Monsters tool's stat blocks through the editor's stat-block node and
 * back, for every creature of the SRD (written from the same catalogue JSON
 * the Go side embeds). Each becomes exactly one node, whether it arrives in
 * its wrapper (what the tool inserts now) or without it (what documents
 * saved before the node hold), and the node writes the same block back.
 * Lives in src/test because it joins features (monsters, editor) that may
 * not import each other; statBlockRoundTrip.campaign.test.ts does the same
 * for a campaign's Stat Blocks section.
 */
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../lib/text';
import { createEditorExtensions, storedHtmlForEditor } from '../features/editor/extensions';
import { STAT_BLOCK_NODE } from '../features/editor/statBlockNode';
import type { Reskin } from '../features/monsters/api';
import { reskinHtml, statBlockHtml } from '../features/monsters/statBlock';
import { expectRoundTrip, srdMonsters, unwrapped } from './statBlockFixtures';
import { sweepSample } from './sweep';

// Creatures checked in make test (each case costs ~75 ms of jsdom; make test-long checks all 325).
const SWEEP_CASES = 40;
const SRD_MONSTERS = srdMonsters();

describe('the Monsters tool: every SRD creature', () => {
  it('reads the whole catalogue', () => {
    expect(SRD_MONSTERS).toHaveLength(325);
  });

  // A seeded sample of the creatures in make test, every one in make test-long (src/test/sweep.ts).
  it.each(sweepSample(SRD_MONSTERS, SWEEP_CASES).map((m) => [m.name, m] as const))('%s: HTML in, one node, the same HTML out', (_name, monster) => {
    // Read for display: the name, the type line and all six abilities.
    const view = expectRoundTrip(statBlockHtml(monster));
    expect(view.name).toBe(monster.name);
    expect(view.subtitle).not.toBe('');
    const abilities = view.parts.find((part) => part.kind === 'abilities');
    expect(abilities && abilities.kind === 'abilities' && abilities.scores.map((s) => s.ability)).toEqual(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA']);
  });

  it('keeps a re-skin story outside the block, and prose after it', () => {
    const reskin: Reskin = {
      id: 'r1',
      originalMonster: SRD_MONSTERS.find((m) => m.slug === 'goblin')!,
      newName: 'Cinder Imp',
      visualDescription: 'Soot-black skin cracked with ember light.',
      behavioralChanges: 'It hides in chimneys and strikes at dusk.',
      loreAdaptation: 'The forge-priests say they were born from spilled coals.',
      statBlock: { ...SRD_MONSTERS.find((m) => m.slug === 'goblin')!, name: 'Cinder Imp' },
      tone: 'dark',
      theme: 'fire',
      environment: 'forge',
      createdAt: '2026-01-01T00:00:00Z',
    } as Reskin;
    const legacy = unwrapped(statBlockHtml(reskin.statBlock));
    // Through a whole editor, as a document saved before the node existed opens.
    const editor = new Editor({
      extensions: createEditorExtensions({ placeholder: '' }),
      content: storedHtmlForEditor(`${reskinHtml(reskin).replace(statBlockHtml(reskin.statBlock), legacy)}<p>The imps flee from running water.</p>`),
    });
    const types: string[] = [];
    editor.state.doc.forEach((node) => types.push(node.type.name));
    const html = editor.getHTML();
    editor.destroy();
    expect(types).toEqual(['heading', 'paragraph', 'paragraph', 'paragraph', 'paragraph', STAT_BLOCK_NODE, 'paragraph']);
    expect(html).toContain(`${statBlockHtml(reskin.statBlock).replace(/&#39;/g, "'")}<p>The imps flee from running water.</p>`);
    // The stat block is not prose: the plain text (and the word count) leave it out.
    expect(htmlToPlainText(html)).toBe(
      'Cinder Imp\nA dark re-skin of the Goblin, theme fire, environment forge. Its statistics are unchanged.\n' +
        'Appearance. Soot-black skin cracked with ember light.\nBehavior. It hides in chimneys and strikes at dusk.\n' +
        'Lore. The forge-priests say they were born from spilled coals.\nThe imps flee from running water.',
    );
  });
});
