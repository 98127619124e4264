/**
 * Stat blocks as one piece of a document. In the editor's HTML a stat block
 * is a `<div data-stat-block>` holding the block's own editor HTML (name,
 * type line, rules, AC/HP/Speed, abilities, properties, traits, actions):
 * the Monsters tool and a campaign's Stat Blocks section write that, the
 * editor holds it as one node (features/editor/statBlockNode.ts), and the
 * book renders it in the 5e style (readStatBlock + renderStatBlock below).
 *
 * Documents written before stat blocks were nodes hold the same HTML without
 * the wrapper; wrapLegacyStatBlocks finds those blocks by their shape and
 * wraps them, so they open as nodes too.
 */
import { sanitizeEditorHtml } from './richtext';

/** The attribute that marks a stat block's wrapper in document HTML. */
export const STAT_BLOCK_ATTRIBUTE = 'data-stat-block';
/** The attribute that asks for a block spanning both columns in the book ("wide"), or one column ("column"). */
export const STAT_BLOCK_LAYOUT_ATTRIBUTE = 'data-layout';
export type StatBlockLayoutChoice = 'auto' | 'wide' | 'column';

/** A stat block's wrapper around its (already safe) inner HTML. */
export function statBlockWrapperHtml(innerHtml: string, layout: StatBlockLayoutChoice = 'auto'): string {
  const layoutAttribute = layout === 'auto' ? '' : ` ${STAT_BLOCK_LAYOUT_ATTRIBUTE}="${layout}"`;
  return `<div ${STAT_BLOCK_ATTRIBUTE}=""${layoutAttribute}>${innerHtml}</div>`;
}

export function isStatBlockElement(node: Node): boolean {
  return node.nodeType === 1 && (node as Element).hasAttribute(STAT_BLOCK_ATTRIBUTE);
}

export function layoutChoiceOf(element: Element): StatBlockLayoutChoice {
  const value = element.getAttribute(STAT_BLOCK_LAYOUT_ATTRIBUTE);
  return value === 'wide' || value === 'column' ? value : 'auto';
}

/** A stat block's inner HTML, limited to the editor's tags (it may come from a model or an old document). */
export function safeStatBlockHtml(innerHtml: string): string {
  return sanitizeEditorHtml(innerHtml).trim();
}

// ---- recognising stat blocks written before the wrapper ------------------

/** Section titles a stat block prints between its parts (the books' and the Monsters tool's). */
const SECTION_TITLES = new Set(['actions', 'bonus actions', 'reactions', 'legendary actions', 'lair actions', 'mythic actions', 'regional effects']);
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

function elementChildren(element: Element): Element[] {
  return Array.from(element.childNodes).filter((node): node is Element => node.nodeType === 1);
}

/** True when the element's text outside its element children is only whitespace. */
function onlyElements(element: Element): boolean {
  return Array.from(element.childNodes).every((node) => node.nodeType === 1 || (node.textContent ?? '').trim() === '');
}

/** `<p><em>Small humanoid (goblinoid), neutral evil</em></p>`: the line under the name. */
function isTypeLine(element: Element): boolean {
  if (element.tagName !== 'P' || !onlyElements(element)) return false;
  const children = elementChildren(element);
  return children.length === 1 && (children[0].tagName === 'EM' || children[0].tagName === 'I') && textOf(element) !== '';
}

/** The first element child's tag and text, when the paragraph opens with it. */
function leadingElement(element: Element): Element | null {
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === 3 && (node.textContent ?? '').trim() === '') continue;
    return node.nodeType === 1 ? (node as Element) : null;
  }
  return null;
}

/** `<p><strong>Armor Class</strong> 15 ...`: the full block's first line of numbers. */
function isArmorClassLine(element: Element): boolean {
  const lead = element.tagName === 'P' ? leadingElement(element) : null;
  return !!lead && (lead.tagName === 'STRONG' || lead.tagName === 'B') && /^armor class$/i.test(textOf(lead));
}

/** `<p>AC 15 (leather armor) · HP 7 (2d6) · Speed 30 ft.</p>`: a compact block's numbers. */
function isCompactNumbers(element: Element): boolean {
  return element.tagName === 'P' && /^AC \d+\b.*\bHP \d+/.test(textOf(element));
}

/** `<p><strong><em>Nimble Escape.</em></strong> ...` (or `<strong>Scimitar:</strong>`): a trait or action. */
function isEntry(element: Element): boolean {
  const lead = element.tagName === 'P' ? leadingElement(element) : null;
  return !!lead && (lead.tagName === 'STRONG' || lead.tagName === 'B' || lead.tagName === 'EM' || lead.tagName === 'I');
}

function isSectionTitle(element: Element): boolean {
  return HEADINGS.has(element.tagName) && SECTION_TITLES.has(textOf(element).toLowerCase());
}

/** A compact block's action list: every item opens with a bold name. */
function isActionList(element: Element): boolean {
  if (element.tagName !== 'UL') return false;
  const items = elementChildren(element);
  return items.length > 0 && items.every((item) => {
    const first = item.tagName === 'LI' ? leadingElement(item) : null;
    const lead = first?.tagName === 'P' ? leadingElement(first) : first;
    return !!lead && (lead.tagName === 'STRONG' || lead.tagName === 'B');
  });
}

// The vocabulary of game rules: saving throws, DCs, hit points, damage,
// dice, distances, conditions, armor class, actions and advantage. A
// stat block's rules text is full of it; a document's narrative rarely is.
const CONDITIONS = 'blinded|charmed|deafened|frightened|grappled|incapacitated|invisible|paralyzed|petrified|poisoned|prone|restrained|stunned|unconscious|exhaustion';
const RULES_LANGUAGE = new RegExp(
  [
    '\\b[Ss]aving throws?\\b',
    '\\bsuccessfully saves\\b',
    '\\b(?:failed|successful) save\\b',
    '\\bDC \\d+',
    '\\b[Hh]it points?\\b',
    '\\bdamage[ds]?\\b',
    '\\b\\d+d\\d+\\b',
    '\\b\\d+ (?:feet|foot|ft\\.)',
    `\\b(?:${CONDITIONS})\\b`,
    '\\bgrapples?\\b',
    '\\bAC\\b',
    '\\b(?:an|its|bonus) (?:action|reaction)s?\\b',
    '\\b(?:dis)?advantage on\\b',
  ].join('|'),
);

/** True when a paragraph reads as rules text (the rest of a stat block's entry) rather than narrative. */
export function readsAsRulesText(text: string): boolean {
  return RULES_LANGUAGE.test(text);
}

/**
 * How many elements from `start` form a stat block written without the
 * wrapper, or 0. A block opens with a heading (the name), the type line in
 * italics, then either the full block's rule and "Armor Class" line or a
 * compact block's "AC ... · HP ..." line (then its abilities and actions,
 * when it has them). A full block goes on through rules, bold-led
 * lines and entries, lists, section titles (Actions, Reactions...) and the
 * paragraphs between them. Of the plain paragraphs after its last entry, it
 * takes those up to the last one that reads as rules text
 * (readsAsRulesText): the document's own narrative after a block stays
 * outside it.
 */
export function legacyStatBlockLength(elements: Element[], start: number): number {
  const [name, typeLine, third, fourth] = elements.slice(start, start + 4);
  if (!name || !HEADINGS.has(name.tagName) || isSectionTitle(name) || !typeLine || !isTypeLine(typeLine) || !third) return 0;
  if (isCompactNumbers(third)) {
    let end = start + 3;
    if (elements[end] && ((elements[end].tagName === 'P' && readAbilityLine(textOf(elements[end]))) || readAbilityTable(elements[end]))) end++;
    if (elements[end] && isActionList(elements[end])) end++;
    return end - start;
  }
  if (third.tagName !== 'HR' || !fourth || !isArmorClassLine(fourth)) return 0;
  let end = start + 4; // one past the last element known to belong to the block
  let inEntry = false;
  for (let i = start + 4; i < elements.length; i++) {
    const element = elements[i];
    if (readAbilityTable(element)) {
      inEntry = false;
      end = i + 1;
      continue;
    }
    if (element.tagName === 'HR' || isSectionTitle(element)) {
      inEntry = false;
      end = i + 1;
      // A section's opening paragraph (the legendary actions' rules) belongs to it.
      const next = elements[i + 1];
      if (HEADINGS.has(element.tagName) && next?.tagName === 'P' && !isEntry(next)) {
        end = i + 2;
        i++;
      }
      continue;
    }
    if (isEntry(element) || (element.tagName === 'UL' && inEntry)) {
      inEntry = true;
      end = i + 1;
      continue;
    }
    // A plain paragraph: the rest of an entry when more of the block follows.
    if (element.tagName === 'P' && inEntry) continue;
    break;
  }
  // The last entry's own closing paragraphs (a breath weapon's saving
  // throw): the plain paragraphs after it up to the last that reads as rules.
  if (inEntry) {
    let run = end;
    while (run < elements.length && elements[run].tagName === 'P' && !isEntry(elements[run])) {
      if (readsAsRulesText(textOf(elements[run]))) end = run + 1;
      run++;
    }
  }
  return end - start;
}

/**
 * Wraps every stat block written without the wrapper among the children of
 * `root` in `<div data-stat-block>`. Returns how many it wrapped.
 */
export function wrapLegacyStatBlocks(root: Element): number {
  const elements = elementChildren(root);
  let wrapped = 0;
  for (let i = 0; i < elements.length; i++) {
    const length = legacyStatBlockLength(elements, i);
    if (length === 0) continue;
    const wrapper = root.ownerDocument.createElement('div');
    wrapper.setAttribute(STAT_BLOCK_ATTRIBUTE, '');
    root.insertBefore(wrapper, elements[i]);
    for (const element of elements.slice(i, i + length)) wrapper.append(element);
    wrapped++;
    i += length - 1;
  }
  return wrapped;
}

// Cheap tests before parsing: a document without these words holds no unwrapped stat block.
const MAY_HOLD_LEGACY = /Armor Class|>AC \d/;

/** Document HTML with its unwrapped stat blocks wrapped (unchanged when there are none). */
export function wrapLegacyStatBlocksInHtml(html: string): string {
  if (!MAY_HOLD_LEGACY.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const body = document.createElement('div');
  body.append(template.content);
  return wrapLegacyStatBlocks(body) > 0 ? body.innerHTML : html;
}

// ---- reading a stat block for display --------------------------------------

export interface AbilityScore {
  /** STR, DEX, CON, INT, WIS, CHA. */
  ability: string;
  /** "8 (-1)". */
  score: string;
}

/** One part of a stat block, in order. */
export type StatBlockPart =
  /** One of the tapered rules between the parts. */
  | { kind: 'rule' }
  /** The six abilities, shown as a table. */
  | { kind: 'abilities'; scores: AbilityScore[] }
  /** Actions, Reactions, Legendary Actions... */
  | { kind: 'section'; title: string }
  /** Anything else (lines, entries, lists), as safe editor HTML. */
  | { kind: 'html'; html: string };

export interface StatBlockView {
  name: string;
  /** The italic type line ("Small humanoid (goblinoid), neutral evil"), or empty. */
  subtitle: string;
  parts: StatBlockPart[];
  layout: StatBlockLayoutChoice;
}

const ABILITIES = ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'];
// "STR 8 (-1) · DEX 14 (+2) · ..." in any separator, each score with its modifier.
const ABILITY_SCORE = /\b(STR|DEX|CON|INT|WIS|CHA)\b\s*:?\s*(\d{1,2}\s*\([+\-−–]?\d+\))/g;

/** The six abilities of a line such as "STR 8 (-1) · DEX 14 (+2) · ...", or null. */
export function readAbilityLine(text: string): AbilityScore[] | null {
  const found = new Map<string, string>();
  for (const match of text.matchAll(ABILITY_SCORE)) found.set(match[1], match[2].replace(/\s+/g, ' '));
  if (found.size !== ABILITIES.length) return null;
  // Nothing else on the line but the scores and their separators.
  const rest = text.replace(ABILITY_SCORE, '').replace(/[\s·|•,;/-]/g, '');
  if (rest !== '') return null;
  return ABILITIES.map((ability) => ({ ability, score: found.get(ability)! }));
}

/**
 * The six abilities of a table of them (a model writes them so in Markdown:
 * a row of STR ... CHA over a row of scores), or null.
 */
export function readAbilityTable(element: Element): AbilityScore[] | null {
  if (element.tagName !== 'TABLE') return null;
  const rows = Array.from((element as HTMLTableElement).rows, (row) => Array.from(row.cells, textOf));
  if (rows.length !== 2 || rows[0].length !== rows[1].length) return null;
  return readAbilityLine(rows[0].map((ability, i) => `${ability} ${rows[1][i]}`).join(' · '));
}

/** A stat block's parts from its wrapper element (or any element holding its inner HTML). */
export function readStatBlock(element: Element): StatBlockView {
  const template = element.ownerDocument.createElement('template');
  template.innerHTML = safeStatBlockHtml(element.innerHTML);
  const children = Array.from(template.content.children);
  let index = 0;
  let name = '';
  let subtitle = '';
  if (children[0] && HEADINGS.has(children[0].tagName)) {
    name = textOf(children[0]);
    index = 1;
    if (children[1] && isTypeLine(children[1])) {
      subtitle = textOf(children[1]);
      index = 2;
    }
  }
  const parts: StatBlockPart[] = [];
  for (const child of children.slice(index)) {
    if (child.tagName === 'HR') {
      parts.push({ kind: 'rule' });
      continue;
    }
    if (isSectionTitle(child) || HEADINGS.has(child.tagName)) {
      parts.push({ kind: 'section', title: textOf(child) });
      continue;
    }
    const scores = child.tagName === 'P' ? readAbilityLine(textOf(child)) : readAbilityTable(child);
    if (scores) {
      parts.push({ kind: 'abilities', scores });
      continue;
    }
    parts.push({ kind: 'html', html: child.outerHTML });
  }
  return { name, subtitle, parts, layout: layoutChoiceOf(element) };
}

/** The plain words of a stat block, for sizing it (wide or one column) and for labels. */
export function statBlockTextLength(view: StatBlockView): number {
  const div = document.createElement('div');
  div.innerHTML = view.parts.map((part) => (part.kind === 'html' ? part.html : '')).join('');
  return (div.textContent ?? '').length;
}

/**
 * A stat block in the 5e style, as DOM: the frame, the name and type line,
 * the tapered rules, the six-ability table, small-caps section titles, then
 * its lines and entries. The editor's node and the book both show this.
 */
export function renderStatBlock(doc: Document, view: StatBlockView, options: { headingLevel?: 3 | 4 | 5 } = {}): HTMLElement {
  const block = doc.createElement('section');
  block.className = 'lw-stat-block';
  block.setAttribute('aria-label', view.name ? `${view.name} stat block` : 'Stat block');
  if (view.name) {
    const name = doc.createElement(`h${options.headingLevel ?? 4}`);
    name.className = 'lw-stat-block__name';
    name.textContent = view.name;
    block.append(name);
  }
  if (view.subtitle) {
    const subtitle = doc.createElement('p');
    subtitle.className = 'lw-stat-block__type';
    subtitle.textContent = view.subtitle;
    block.append(subtitle);
  }
  for (const part of view.parts) {
    switch (part.kind) {
      case 'rule': {
        const rule = doc.createElement('div');
        rule.className = 'lw-stat-block__rule';
        rule.setAttribute('aria-hidden', 'true');
        block.append(rule);
        break;
      }
      case 'abilities': {
        const table = doc.createElement('table');
        table.className = 'lw-stat-block__abilities';
        const head = table.createTHead().insertRow();
        const body = table.createTBody().insertRow();
        for (const { ability, score } of part.scores) {
          const th = doc.createElement('th');
          th.scope = 'col';
          th.textContent = ability;
          head.append(th);
          body.insertCell().textContent = score;
        }
        block.append(table);
        break;
      }
      case 'section': {
        const title = doc.createElement(`h${Math.min(6, (options.headingLevel ?? 4) + 1)}`);
        title.className = 'lw-stat-block__section';
        title.textContent = part.title;
        block.append(title);
        break;
      }
      case 'html': {
        const template = doc.createElement('template');
        // Already sanitised to editor tags by readStatBlock.
        template.innerHTML = part.html;
        block.append(template.content);
        break;
      }
    }
  }
  return block;
}
