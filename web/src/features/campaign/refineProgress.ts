// What a refinement has written so far, in words for the chat. The model
// answers with JSON ({"success", "changes", "suggestions", "updatedCampaign"}),
// which is no reading for a game master; the built-in refinement streams its
// changes as "- " lines. Either way the chat shows the changes as they
// arrive and which part of the campaign is being written, never raw JSON.

export interface RefineProgress {
  /** The changes written so far, whole sentences only. */
  changes: string[];
  /** The part of the updated campaign being written ("encounters"), once it has begun. */
  section: string | null;
  /** The encounters, NPCs and locations written so far, by section. */
  items: Record<string, string[]>;
  /** True once the updated campaign has begun. */
  writingCampaign: boolean;
}

interface Frame {
  kind: 'object' | 'array';
  /** Objects: the key whose value comes next (or is being read). */
  key: string | null;
  expectingKey: boolean;
}

const ITEM_PATHS: Record<string, { section: string; field: string }> = {
  'updatedCampaign.encounters.[].title': { section: 'encounters', field: 'title' },
  'updatedCampaign.npcs.[].name': { section: 'npcs', field: 'name' },
  'updatedCampaign.locations.[].name': { section: 'locations', field: 'name' },
};

function readString(raw: string): string | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Reads a refinement's streamed text so far (JSON, possibly cut off mid-way, or "- " lines). */
export function readRefineProgress(text: string): RefineProgress {
  const progress: RefineProgress = { changes: [], section: null, items: {}, writingCampaign: false };
  const start = text.indexOf('{');
  if (start < 0) {
    // The built-in refinement's lines (or prose before any JSON): whole lines only.
    const lines = text.split('\n');
    lines.pop();
    progress.changes = lines.map((l) => l.replace(/^\s*[-•*]\s*/, '').trim()).filter((l) => l && text.trimStart().startsWith('-'));
    return progress;
  }
  const stack: Frame[] = [];
  const path = () => stack.map((f) => (f.kind === 'array' ? '[]' : (f.key ?? ''))).join('.');
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    const top = stack.at(-1);
    if (ch === '"') {
      // A string: find its end (an unescaped quote); stop if it is not written yet.
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) break;
      const value = readString(text.slice(i, j + 1));
      i = j;
      if (value === null || !top) continue;
      if (top.kind === 'object' && top.expectingKey) {
        top.key = value;
        if (stack.length === 2 && stack[0].key === 'updatedCampaign') {
          progress.section = value;
          progress.writingCampaign = true;
        }
        continue;
      }
      const at = path();
      if (at.startsWith('changes.[]')) progress.changes.push(value);
      const item = ITEM_PATHS[at];
      if (item) (progress.items[item.section] ??= []).push(value);
      continue;
    }
    switch (ch) {
      case '{':
        stack.push({ kind: 'object', key: null, expectingKey: true });
        if (stack.length === 2 && stack[0].key === 'updatedCampaign') progress.writingCampaign = true;
        break;
      case '[':
        stack.push({ kind: 'array', key: null, expectingKey: false });
        break;
      case '}':
      case ']':
        stack.pop();
        if (stack.length === 0) return progress;
        break;
      case ':':
        if (top?.kind === 'object') top.expectingKey = false;
        break;
      case ',':
        if (top?.kind === 'object') top.expectingKey = true;
        break;
    }
  }
  return progress;
}

const SECTION_WORDS: Record<string, string> = {
  title: 'the title',
  introduction: 'the introduction',
  plotHooks: 'the plot hooks',
  encounters: 'the encounters',
  npcs: 'the NPCs',
  locations: 'the locations',
  conclusion: 'the conclusion',
  pacingNotes: 'the pacing notes',
  statBlocks: 'the stat blocks',
  handouts: 'the handouts',
  parameters: 'the campaign',
};

/** One line on what is being written now: "Writing the encounters: 3 so far, last “Sahuagin Raid”…". */
export function writingLine(p: RefineProgress): string | null {
  if (!p.writingCampaign) return null;
  const words = (p.section && SECTION_WORDS[p.section]) || 'the campaign';
  const items = p.section ? p.items[p.section] : undefined;
  const last = items?.at(-1);
  const detail = items?.length ? `: ${items.length} so far, last “${last}”` : '';
  return `Writing the updated campaign, ${words}${detail}…`;
}
