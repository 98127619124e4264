// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readRefineProgress, writingLine } from './refineProgress';
import { testCampaign } from './testCampaign';

const reply = JSON.stringify(
  { success: true, changes: ['Renamed Maren Holt to Captain \u201cVell\u201d.', { description: 'Made the raid harder.' }], suggestions: ['Add a twist'], updatedCampaign: testCampaign() },
  null,
  2,
);

describe('readRefineProgress', () => {
  it('reads the changes and the part being written from JSON cut off anywhere', () => {
    for (let end = 0; end <= reply.length; end += 7) {
      const p = readRefineProgress(reply.slice(0, end));
      // Never a half-written sentence, never more than was written.
      for (const c of p.changes) expect(['Renamed Maren Holt to Captain \u201cVell\u201d.', 'Made the raid harder.']).toContain(c);
      expect(writingLine(p) ?? '').not.toMatch(/[{}"]/);
    }
    const atRaid = readRefineProgress(reply.slice(0, reply.indexOf('"Sahuagin Raid"') + 16));
    expect(atRaid.changes).toEqual(['Renamed Maren Holt to Captain \u201cVell\u201d.', 'Made the raid harder.']);
    expect(writingLine(atRaid)).toBe('Writing the updated campaign, the encounters: 2 so far, last \u201cSahuagin Raid\u201d\u2026');
    const atNpcs = readRefineProgress(reply.slice(0, reply.indexOf('"Maren Holt"') + 12));
    expect(writingLine(atNpcs)).toBe('Writing the updated campaign, the NPCs: 1 so far, last \u201cMaren Holt\u201d\u2026');
    // A monster's name is not an NPC, an encounter's title not the campaign's.
    expect(readRefineProgress(reply).items.npcs).toEqual(['Maren Holt']);
  });

  it('skips prose and a code fence before the JSON, and says nothing until the campaign begins', () => {
    const p = readRefineProgress('Here you go!\n```json\n{"success": true, "changes": ["Done."], "sugg');
    expect(p.changes).toEqual(['Done.']);
    expect(writingLine(p)).toBeNull();
  });

  it("reads the built-in refinement's lines, whole lines only", () => {
    expect(readRefineProgress('- Added a location: The Merry Fox (tavern).\n- Encounter 2 is har').changes).toEqual(['Added a location: The Merry Fox (tavern).']);
    expect(readRefineProgress('Sure, I can').changes).toEqual([]);
  });
});
