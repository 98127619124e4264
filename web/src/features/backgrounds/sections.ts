// A background as the Results step shows it and as Insert puts it in the
// document: tabs (Overview, History, Personality, Goals & Motivations, and
// Secrets, Plot Hooks, Relationships and Mechanics only when present), each
// made of sections, each of blocks. The view draws the blocks; the
// functions below turn the same blocks into clean HTML (headings,
// paragraphs, lists) for the editor and plain text for the clipboard.
import type { Background } from '../../lib/api-types/backgrounds';
import { escapeHtml } from '../../lib/html';
import { capitalise } from '../../lib/text';
import { labelOf, SETTINGS, THEMES, TONES, withArticle } from './options';

export type TabId = 'overview' | 'history' | 'personality' | 'goals' | 'secrets' | 'plotHooks' | 'relationships' | 'mechanics';

export type TextBlock = { kind: 'paragraph'; label?: string; text: string } | { kind: 'list'; label?: string; items: string[] };

/** One secret, plot hook, relationship or mechanical element. */
export interface EntryBlock {
  kind: 'entry';
  title: string;
  /** Short facts shown beside the title: "major", "high urgency". */
  meta: string[];
  blocks: TextBlock[];
}

export type Block = TextBlock | EntryBlock;

export interface Section {
  /** Unique in the background. */
  id: string;
  title: string;
  blocks: Block[];
  /** The background's top-level fields it shows (a refinement changing one marks the section). */
  fields: string[];
}

export interface ResultTab {
  id: TabId;
  label: string;
  sections: Section[];
}

/** The tab labels, in the spec's order. */
export const TAB_LABELS: Record<TabId, string> = {
  overview: 'Overview',
  history: 'History',
  personality: 'Personality',
  goals: 'Goals & Motivations',
  secrets: 'Secrets',
  plotHooks: 'Plot Hooks',
  relationships: 'Relationships',
  mechanics: 'Mechanics',
};

function paragraph(text: string, label?: string): TextBlock[] {
  return text ? [label ? { kind: 'paragraph', label, text } : { kind: 'paragraph', text }] : [];
}

function list(items: string[], label?: string): TextBlock[] {
  return items.length > 0 ? [label ? { kind: 'list', label, items } : { kind: 'list', items }] : [];
}

function section(id: string, title: string, blocks: Block[], fields: string[] = [id]): Section[] {
  return blocks.length > 0 ? [{ id, title, blocks, fields }] : [];
}

/** "How They Became a Fighter" (the class from the request). */
export function becomingTitle(background: Background): string {
  const cls = background.request?.characterClass;
  return cls && cls !== 'Custom' ? `How They Became ${withArticle(cls)}` : 'How They Became Their Class';
}

/** The tabs of a background: the four always, the optional four only when the background has them. */
export function resultTabs(b: Background): ResultTab[] {
  const h = b.personalHistory;
  const tabs: ResultTab[] = [
    {
      id: 'overview',
      label: TAB_LABELS.overview,
      sections: [
        ...section('characterConcept', 'Character Concept', paragraph(b.characterConcept)),
        ...section('backgroundSummary', 'Background Summary', paragraph(b.backgroundSummary)),
        ...section('possessions', 'Possessions', list(b.possessions)),
      ],
    },
    {
      id: 'history',
      label: TAB_LABELS.history,
      sections: [
        ...section('earlyLife', 'Early Life', paragraph(h.earlyLife), ['personalHistory']),
        ...section('formativeEvents', 'Formative Events', list(h.formativeEvents), ['personalHistory']),
        ...section('recentPast', 'Recent Past', paragraph(h.recentPast), ['personalHistory']),
        ...section('howTheyBecameTheirClass', becomingTitle(b), paragraph(h.howTheyBecameTheirClass), ['personalHistory']),
      ],
    },
    {
      id: 'personality',
      label: TAB_LABELS.personality,
      sections: [
        ...section('personalityTraits', 'Personality Traits', list(b.personalityTraits)),
        ...section('ideals', 'Ideals', list(b.ideals)),
        ...section('bonds', 'Bonds', list(b.bonds)),
        ...section('flaws', 'Flaws', list(b.flaws)),
        ...section('mannerisms', 'Mannerisms', list(b.mannerisms)),
        ...section('fears', 'Fears', list(b.fears)),
      ],
    },
    {
      id: 'goals',
      label: TAB_LABELS.goals,
      sections: [
        ...section('motivations', 'Motivations', [...paragraph(b.motivations.primary, 'Primary'), ...list(b.motivations.secondary, 'Secondary')]),
        ...section('goals', 'Goals', [
          ...list(b.goals.shortTerm, 'Short-term'),
          ...list(b.goals.longTerm, 'Long-term'),
          ...paragraph(b.goals.lifeGoal, 'Life goal'),
        ]),
      ],
    },
  ];
  if (b.secrets?.length) {
    tabs.push({
      id: 'secrets',
      label: TAB_LABELS.secrets,
      sections: section(
        'secrets',
        'Secrets',
        b.secrets.map((s) => ({
          kind: 'entry',
          title: s.type ? `${capitalise(s.type)} secret` : '',
          meta: s.severity ? [capitalise(s.severity)] : [],
          blocks: [...paragraph(s.description), ...list(s.potentialConsequences, 'Potential consequences')],
        })),
      ),
    });
  }
  if (b.plotHooks?.length) {
    tabs.push({
      id: 'plotHooks',
      label: TAB_LABELS.plotHooks,
      sections: section(
        'plotHooks',
        'Plot Hooks',
        b.plotHooks.map((hook, i) => ({
          kind: 'entry',
          title: hook.title || `Plot hook ${i + 1}`,
          meta: [capitalise(hook.type), capitalise(hook.urgency && `${hook.urgency} urgency`)].filter(Boolean),
          blocks: [...paragraph(hook.description), ...paragraph(hook.dmGuidance, 'DM guidance'), ...list(hook.potentialOutcomes, 'Potential outcomes')],
        })),
      ),
    });
  }
  if (b.relationships?.length) {
    tabs.push({
      id: 'relationships',
      label: TAB_LABELS.relationships,
      sections: section(
        'relationships',
        'Relationships',
        b.relationships.map((r) => ({
          kind: 'entry',
          title: [r.name, r.relationship].filter(Boolean).join(', '),
          meta: r.importance ? [capitalise(r.importance)] : [],
          blocks: [...paragraph(r.description), ...paragraph(r.currentStatus, 'Current status'), ...paragraph(r.plotPotential, 'Plot potential')],
        })),
      ),
    });
  }
  if (b.mechanicalElements?.length) {
    tabs.push({
      id: 'mechanics',
      label: TAB_LABELS.mechanics,
      sections: section(
        'mechanicalElements',
        'Mechanical Elements',
        b.mechanicalElements.map((m) => ({
          kind: 'entry',
          title: m.name,
          meta: [capitalise(m.type), m.source].filter(Boolean),
          blocks: [...paragraph(m.description), ...paragraph(m.gameEffect ?? '', 'Game effect')],
        })),
      ),
    });
  }
  return tabs.filter((tab) => tab.sections.length > 0);
}

/** "Level 3 Tiefling Warlock". */
export function characterLine(b: Background): string {
  const r = b.request;
  if (!r) return 'Character';
  return `Level ${r.characterLevel} ${r.race} ${r.characterClass}`;
}

/** "Folk Hero background, Chaotic Good; a dark, gritty story from a rural setting." */
export function storyLine(b: Background): string {
  const r = b.request;
  if (!r) return '';
  const setting = r.setting === 'custom' ? (r.customSetting ? `a custom setting (${r.customSetting})` : 'a custom setting') : `${withArticle(labelOf(SETTINGS, r.setting).toLowerCase())} setting`;
  const alignment = r.alignment ? `, ${r.alignment}` : '';
  return `${r.background} background${alignment}; ${withArticle(labelOf(THEMES, r.theme).toLowerCase())}, ${labelOf(TONES, r.tone).toLowerCase()} story from ${setting}.`;
}

// HTML --------------------------------------------------------------------

function textBlockHtml(block: TextBlock): string {
  if (block.kind === 'paragraph') {
    return `<p>${block.label ? `<strong>${escapeHtml(block.label)}:</strong> ` : ''}${escapeHtml(block.text)}</p>`;
  }
  const items = `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return block.label ? `<p><strong>${escapeHtml(block.label)}</strong></p>${items}` : items;
}

function blockHtml(block: Block): string {
  if (block.kind !== 'entry') return textBlockHtml(block);
  const meta = block.meta.length > 0 ? ` <em>(${escapeHtml(block.meta.join(', '))})</em>` : '';
  const head = block.title ? `<p><strong>${escapeHtml(block.title)}</strong>${meta}</p>` : meta ? `<p>${meta.trim()}</p>` : '';
  return `${head}${block.blocks.map(textBlockHtml).join('')}`;
}

/** One section as HTML: its title as a heading, then its paragraphs and lists. */
export function sectionHtml(s: Section): string {
  return `<h3>${escapeHtml(s.title)}</h3>${s.blocks.map(blockHtml).join('')}`;
}

/** The whole background as HTML: a title, the character line, then every section in tab order. */
export function fullBackgroundHtml(b: Background): string {
  const story = storyLine(b);
  const sections = resultTabs(b).flatMap((tab) => tab.sections);
  return [`<h2>${escapeHtml(`Character Background: ${characterLine(b)}`)}</h2>`, story ? `<p><em>${escapeHtml(story)}</em></p>` : '', ...sections.map(sectionHtml)].join('');
}

// Plain text ----------------------------------------------------------------

function textBlockText(block: TextBlock): string {
  if (block.kind === 'paragraph') return block.label ? `${block.label}: ${block.text}` : block.text;
  const items = block.items.map((item) => `- ${item}`).join('\n');
  return block.label ? `${block.label}:\n${items}` : items;
}

function blockText(block: Block): string {
  if (block.kind !== 'entry') return textBlockText(block);
  const meta = block.meta.length > 0 ? ` (${block.meta.join(', ')})` : '';
  const head = `${block.title}${meta}`.trim();
  return [...(head ? [head] : []), ...block.blocks.map(textBlockText)].join('\n');
}

/** One section as plain text (the clipboard when there is no editor). */
export function sectionText(s: Section): string {
  return [s.title.toUpperCase(), ...s.blocks.map(blockText)].join('\n\n');
}

/** The whole background as plain text. */
export function fullBackgroundText(b: Background): string {
  const story = storyLine(b);
  const sections = resultTabs(b).flatMap((tab) => tab.sections);
  return [`Character Background: ${characterLine(b)}`, story, ...sections.map(sectionText)].filter(Boolean).join('\n\n');
}

/**
 * The people the background invents (its relationships) whose names the
 * inserted text uses: they join the personal dictionary as inserted names
 * do, so the checker never flags them in the user's documents.
 */
export function inventedNamesIn(b: Background, text: string): string[] {
  const used = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(text);
  const names = (b.relationships ?? []).map((r) => (r.name ?? '').trim()).filter((name) => name !== '' && used(name));
  return [...new Set(names)];
}
