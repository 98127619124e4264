// What the Generate step shows while a background is being written. The
// stream carries the reply as it arrives: a JSON object of the sections
// (perhaps in a code fence, perhaps cut off mid-word). Raw JSON is no way to
// watch a story arrive, so this reads the text of each top-level section
// seen so far, the last one perhaps unfinished.

export interface PreviewSection {
  /** The top-level key ("characterConcept"). */
  key: string;
  /** The strings inside it, in order; the last may be cut off. */
  texts: string[];
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '', b: '', f: '', '"': '"', '\\': '\\', '/': '/' };

/**
 * The sections of a (possibly partial) JSON reply, in the order they
 * arrive. Text before the first "{" (a fence, a line of prose) is skipped;
 * keys inside sections (earlyLife, title...) are not shown, their values are.
 */
export function previewSections(reply: string): PreviewSection[] {
  const start = reply.indexOf('{');
  if (start < 0) return [];
  const sections: PreviewSection[] = [];
  // One entry per open object or array: whether the next string is a key.
  const stack: Array<{ object: boolean; expectKey: boolean }> = [];
  let i = start;
  while (i < reply.length) {
    const c = reply[i];
    if (c === '"') {
      let value = '';
      i++;
      while (i < reply.length && reply[i] !== '"') {
        if (reply[i] === '\\') {
          const next = reply[i + 1];
          if (next === undefined) break;
          if (next === 'u') {
            const hex = reply.slice(i + 2, i + 6);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) break; // cut off mid-escape
            value += String.fromCharCode(parseInt(hex, 16));
            i += 6;
          } else {
            value += ESCAPES[next] ?? next;
            i += 2;
          }
        } else {
          value += reply[i];
          i++;
        }
      }
      i++; // the closing quote (or past the end)
      const top = stack[stack.length - 1];
      if (top?.object && top.expectKey) {
        top.expectKey = false;
        if (stack.length === 1) sections.push({ key: value, texts: [] });
      } else if (stack.length >= 1 && sections.length > 0 && value.trim()) {
        sections[sections.length - 1].texts.push(value);
      }
      continue;
    }
    if (c === '{' || c === '[') {
      stack.push({ object: c === '{', expectKey: c === '{' });
    } else if (c === '}' || c === ']') {
      stack.pop();
      if (stack.length === 0) break; // the reply's object is complete
    } else if (c === ',') {
      const top = stack[stack.length - 1];
      if (top?.object) top.expectKey = true;
    }
    i++;
  }
  return sections;
}

const SECTION_LABELS: Record<string, string> = {
  characterConcept: 'Character concept',
  backgroundSummary: 'Background summary',
  personalHistory: 'Personal history',
  personalityTraits: 'Personality traits',
  ideals: 'Ideals',
  bonds: 'Bonds',
  flaws: 'Flaws',
  motivations: 'Motivations',
  goals: 'Goals',
  mannerisms: 'Mannerisms',
  fears: 'Fears',
  possessions: 'Possessions',
  secrets: 'Secrets',
  plotHooks: 'Plot hooks',
  relationships: 'Relationships',
  mechanicalElements: 'Mechanical elements',
};

/** A section key as a person reads it ("plotHooks": "Plot hooks"). */
export function sectionLabel(key: string): string {
  return SECTION_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}
