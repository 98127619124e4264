/**
 * What the stat-block round-trip tests share: every SRD creature as the
 * Monsters tool gets it (the catalogue JSON the Go side embeds), every
 * SRD creature's compact block as a campaign sends it (testdata the Go
 * campaign package keeps equal to its output: TestSRDStatBlocksFixture),
 * and the editor's schema to open and write HTML with.
 */
import { getSchema } from '@tiptap/core';
import { DOMParser as ProseMirrorDOMParser, DOMSerializer, type Schema } from '@tiptap/pm/model';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import type { StatBlock } from '../lib/api-types/campaign';
import { readStatBlock, STAT_BLOCK_ATTRIBUTE, type StatBlockView } from '../lib/statblock';
import { createEditorExtensions, storedHtmlForEditor, toEditorHtml } from '../features/editor/extensions';
import { STAT_BLOCK_NODE } from '../features/editor/statBlockNode';
import type { Monster } from '../features/monsters/api';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function srdMonsters(): Monster[] {
  return JSON.parse(gunzipSync(readFileSync(resolve(ROOT, 'functions/internal/srd/data/srd-monsters.json.gz'))).toString('utf8')).monsters;
}

export function campaignStatBlocks(): StatBlock[] {
  return JSON.parse(readFileSync(resolve(ROOT, 'functions/internal/campaign/testdata/srd-stat-blocks.json'), 'utf8'));
}

/** HTML as a browser reads it back (entities, quoting and void tags written one way). */
export function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/** The inner HTML of a tool's block: what a document saved before the node existed holds. */
export function unwrapped(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const wrapper = template.content.firstElementChild!;
  expect(wrapper.hasAttribute(STAT_BLOCK_ATTRIBUTE)).toBe(true);
  return wrapper.innerHTML;
}

// The editor's own schema: its parse rules and serialiser are what the
// editor uses to open and save a document (without a view, which would only
// slow 650 cases down; one case goes through a whole editor).
let schema: Schema | undefined;

/** Opens `html` with the editor's schema and returns the top-level node types and the HTML written back. */
export function throughEditor(html: string): { types: string[]; html: string } {
  schema ??= getSchema(createEditorExtensions({ placeholder: '' }));
  const template = document.createElement('template');
  template.innerHTML = html;
  const doc = ProseMirrorDOMParser.fromSchema(schema).parse(template.content);
  const types: string[] = [];
  doc.forEach((node) => types.push(node.type.name));
  const out = document.createElement('div');
  out.append(DOMSerializer.fromSchema(schema).serializeFragment(doc.content));
  return { types, html: out.innerHTML };
}

/**
 * A tool's stat-block HTML through the editor, both ways in: as the tool
 * inserts it (through the sanitising way in) and as a document saved before
 * the node existed holds it (no wrapper). Each must become exactly one node
 * that writes the same block back. Returns the block read for display.
 */
export function expectRoundTrip(html: string): StatBlockView {
  const expected = normalised(html);
  const inserted = throughEditor(toEditorHtml(html));
  expect(inserted.types).toEqual([STAT_BLOCK_NODE]);
  expect(normalised(inserted.html)).toBe(expected);
  const stored = throughEditor(storedHtmlForEditor(unwrapped(html)));
  expect(stored.types).toEqual([STAT_BLOCK_NODE]);
  expect(normalised(stored.html)).toBe(expected);
  const template = document.createElement('template');
  template.innerHTML = html;
  return readStatBlock(template.content.firstElementChild!);
}
