// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backupFileName, backupFileStem, parseBackupManifest, readFrontMatter, writeFrontMatter } from './backup';

const manifest = {
  format: 'lorewright-backup',
  formatVersion: 1,
  exportedAt: '2026-11-26T14:32:00.000Z',
  documents: [
    {
      id: 'abc123',
      title: 'The Sunken Crown',
      type: 'campaign',
      status: 'draft',
      tags: ['goblins'],
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-26T14:00:00.000Z',
      wordCount: 1200,
      html: 'documents/the-sunken-crown-abc123.html',
      markdown: 'documents/the-sunken-crown-abc123.md',
    },
  ],
};

describe('backup manifest', () => {
  it('reads a valid manifest', () => {
    const result = parseBackupManifest(JSON.stringify(manifest));
    expect('manifest' in result && result.manifest.documents[0].title).toBe('The Sunken Crown');
  });

  it.each([
    ['not JSON', '{"format": ', /not valid JSON/],
    ['another format', JSON.stringify({ ...manifest, format: 'something-else' }), /not a Lorewright backup manifest/],
    ['a newer format', JSON.stringify({ ...manifest, formatVersion: 2 }), /newer Lorewright \(backup format 2\)/],
    ['an unknown document type', JSON.stringify({ ...manifest, documents: [{ ...manifest.documents[0], type: 'spellbook' }] }), /documents\.0\.type/],
    ['a bad date', JSON.stringify({ ...manifest, exportedAt: 'yesterday' }), /exportedAt/],
  ])('explains %s', (_name, text, message) => {
    const result = parseBackupManifest(text);
    expect('problem' in result && result.problem).toMatch(message);
  });
});

describe('backup file names', () => {
  it('makes a stem from the title and the id', () => {
    expect(backupFileStem('The Sunken Crown: Part 1!', 'AbC-123xyz9')).toBe('the-sunken-crown-part-1-AbC123xy');
    expect(backupFileStem('Élan & Ça', 'x')).toBe('elan-ca-x');
    expect(backupFileStem('???', '')).toBe('untitled-document');
  });

  it('names the zip by the local date', () => {
    expect(backupFileName(new Date(2026, 10, 6, 23, 59))).toBe('lorewright-backup-2026-11-06.zip');
  });
});

describe('front matter', () => {
  it('round-trips what a backup writes', () => {
    const text = `${writeFrontMatter({ title: 'Goblins: "the" horde', type: 'monsters', tags: ['goblins', 'session 3'], description: undefined })}\n# Body\n`;
    expect(readFrontMatter(text)).toEqual({ fields: { title: 'Goblins: "the" horde', type: 'monsters', tags: ['goblins', 'session 3'] }, body: '\n# Body\n' });
  });

  it('reads block lists, flow lists and plain scalars as other tools write them', () => {
    expect(readFrontMatter('---\ntitle: Tomb of Horrors\ntags:\n  - dungeon\n  - "deadly"\naliases: [x]\n---\nText').fields).toEqual({ title: 'Tomb of Horrors', tags: ['dungeon', 'deadly'] });
    expect(readFrontMatter("---\ntitle: 'It''s a trap'\ntags: [traps, lich]\n---\n").fields).toEqual({ title: "It's a trap", tags: ['traps', 'lich'] });
  });

  it('leaves a text without front matter whole', () => {
    expect(readFrontMatter('# Heading\n---\n')).toEqual({ fields: {}, body: '# Heading\n---\n' });
  });
});
