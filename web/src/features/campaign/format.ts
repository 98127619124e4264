// A campaign as the editor receives it (HTML, escaped: model text is
// untrusted) and the words the tab shows for its parts and its changes.
import type { Campaign, Section as CampaignSection, Change, Encounter, FightRating, Monster, Parameters, StatAction, StatBlock } from '../../lib/api-types/campaign';
import { escapeHtml } from '../../lib/html';
import { capitalise } from '../../lib/text';
import { looksLikeHtml, sanitizeEditorHtml } from '../../lib/richtext';
import { statBlockWrapperHtml } from '../../lib/statblock';

export function minutes(n: number): string {
  if (n < 60) return `${n} min`;
  const h = Math.floor(n / 60);
  const m = n % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

export function encounterTypeLabel(type: string): string {
  return capitalise(type || 'encounter');
}

const number = (n: number) => n.toLocaleString('en-US');

/** One creature of a fight: "6 × Sahuagin · CR 1/2 · 100 XP each", or why it is not counted. */
export function creatureLine(m: Monster): string {
  const who = m.count > 1 ? `${m.count} × ${m.name}` : m.name;
  if (!m.challengeRating) return `${who} · not an SRD creature, not counted`;
  const xp = m.xp ? ` · ${number(m.xp)} XP${m.count > 1 ? ` each (${number(m.xp * m.count)})` : ''}` : '';
  return `${who} · CR ${m.challengeRating}${xp}`;
}

/** The party a campaign's fights are rated for: "4 level-3 characters". */
export function partyWords(p: Pick<Parameters, 'playerCount' | 'characterLevel'>): string {
  return `${p.playerCount} level-${p.characterLevel} characters`;
}

/** The fight's rating in a phrase: "Hard for 4 level-3 characters". */
export function ratingHeadline(r: FightRating, p: Pick<Parameters, 'playerCount' | 'characterLevel'>): string {
  return `${capitalise(r.difficulty)} for ${partyWords(p)}`;
}

/**
 * The arithmetic behind a rating, in words: "1,200 adjusted XP (600 XP of
 * monsters × 2 for 6 monsters). Thresholds: easy 300 · medium 600 · hard 900 · deadly 1,600."
 */
export function ratingNumbers(r: FightRating): string {
  const monsters = r.monsterCount === 1 ? '1 monster' : `${r.monsterCount} monsters`;
  const sum = `${number(r.adjustedXp)} adjusted XP (${number(r.baseXp)} XP of monsters × ${r.multiplier} for ${monsters}).`;
  const t = r.thresholds;
  const thresholds = t ? ` Thresholds: easy ${number(t.easy)} · medium ${number(t.medium)} · hard ${number(t.hard)} · deadly ${number(t.deadly)}.` : '';
  const unrated = r.unrated?.length ? ` Not counted: ${r.unrated.join(', ')}.` : '';
  return sum + thresholds + unrated;
}

/** An action's numbers: "+4 to hit, 5 (1d6 + 2) slashing" or "DC 17 Dexterity save, 56 (16d6) fire". */
export function actionNumbers(a: StatAction): string {
  const parts: string[] = [];
  if (a.toHit) parts.push(`${a.toHit} to hit`);
  if (a.save) parts.push(a.save.startsWith('spell') ? a.save : `${a.save} save`);
  if (a.damage) parts.push(a.damage);
  if (a.note) parts.push(a.note);
  return parts.join(', ');
}

/** The line under a stat block's name: "Small humanoid (goblinoid) · CR 1/4 (50 XP)". */
export function statBlockHeadline(b: StatBlock): string {
  const cr = b.challengeRating ? `CR ${b.challengeRating}${b.xp ? ` (${number(b.xp)} XP)` : ''}` : '';
  return [b.type, cr].filter(Boolean).join(' · ');
}

/** A model's own stat block as plain text (its HTML sanitised, then its text taken). */
export function statBlockText(b: StatBlock): string {
  if (!looksLikeHtml(b.stats)) return b.stats.trim();
  const doc = new DOMParser().parseFromString(sanitizeEditorHtml(b.stats), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** AC, HP and speed of an SRD creature's block: "AC 15 · HP 7 (2d6) · Speed 30 ft.", empty for a model's own. */
export function statBlockCore(b: StatBlock): string {
  const parts = [b.armorClass && `AC ${b.armorClass}`, b.hitPoints && `HP ${b.hitPoints}`, b.speed && `Speed ${b.speed}`].filter(Boolean);
  return parts.join(' · ');
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}|\r\n\r\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

const list = (items: string[]) => (items.length ? `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : '');

const ABILITY_NAMES = ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'];

/** "<strong>STR</strong> 8 (-1) · <strong>DEX</strong> 14 (+2) · ...": the six scores with their modifiers, as stat blocks print them. */
export function abilitiesHtml(scores: number[]): string {
  return scores
    .map((score, i) => {
      const modifier = Math.floor((score - 10) / 2);
      return `<strong>${ABILITY_NAMES[i]}</strong> ${score} (${modifier >= 0 ? `+${modifier}` : `-${-modifier}`})`;
    })
    .join(' · ');
}

function encounterHtml(e: Encounter, p: Parameters): string {
  const facts = [encounterTypeLabel(e.type), minutes(e.estimatedDuration), `difficulty ${e.difficultyLevel}/10`];
  if (e.rating) facts.push(`${e.rating.difficulty} for the party`);
  const optional = e.optional ? ' (optional)' : '';
  const monsters = e.monsters?.length ? `<p><strong>Creatures:</strong></p>${list(e.monsters.map((m) => escapeHtml(creatureLine(m))))}` : '';
  const rating = e.rating ? `<p><strong>${escapeHtml(ratingHeadline(e.rating, p))}:</strong> ${escapeHtml(ratingNumbers(e.rating))}</p>` : '';
  const notes = e.notes ? `<p><strong>Notes:</strong> ${escapeHtml(e.notes)}</p>` : '';
  return (
    `<h3>Encounter ${e.order}: ${escapeHtml(e.title)}${optional}</h3>` +
    `<p><em>${escapeHtml(facts.join(' · '))}</em></p>` +
    paragraphs(e.description) +
    monsters +
    rating +
    notes
  );
}

/**
 * The campaign as editor HTML: a heading per section, encounters with
 * type, duration and difficulty, NPC and location lists. Every piece of
 * model text is escaped; the bridge sanitises again on insertion.
 */
export function campaignHtml(c: Campaign): string {
  const p = c.parameters;
  const overview = `${minutes(c.estimatedDuration)} session · ${p.playerCount} players · level ${p.characterLevel} · ${capitalise(c.difficultyRating)} difficulty`;
  const parts = [
    `<h1>${escapeHtml(c.title)}</h1>`,
    `<p><em>${escapeHtml(overview)}</em></p>`,
    `<h2>Introduction</h2>`,
    c.introductionDuration ? `<p><em>${minutes(c.introductionDuration)}</em></p>` : '',
    paragraphs(c.introduction),
  ];
  if (c.plotHooks.length) parts.push('<h2>Plot Hooks</h2>', list(c.plotHooks.map(escapeHtml)));
  if (c.encounters.length) parts.push('<h2>Encounters</h2>', ...c.encounters.map((e) => encounterHtml(e, p)));
  if (c.npcs.length) {
    parts.push(
      '<h2>NPCs</h2>',
      list(
        c.npcs.map((n) => {
          const who = [n.race, n.role].filter(Boolean).join(', ');
          const details = [n.description, n.personality && `Personality: ${n.personality}`, n.motivation && `Motivation: ${n.motivation}`].filter(Boolean).join(' ');
          return `<strong>${escapeHtml(n.name)}</strong>${who ? ` (${escapeHtml(who)})` : ''}${details ? `: ${escapeHtml(details)}` : ''}`;
        }),
      ),
    );
  }
  if (c.locations.length) {
    parts.push(
      '<h2>Locations</h2>',
      list(c.locations.map((l) => `<strong>${escapeHtml(l.name)}</strong>${l.type ? ` (${escapeHtml(l.type)})` : ''}${l.description ? `: ${escapeHtml(l.description)}` : ''}`)),
    );
  }
  parts.push('<h2>Conclusion</h2>', c.conclusionDuration ? `<p><em>${minutes(c.conclusionDuration)}</em></p>` : '', paragraphs(c.conclusion));
  if (c.pacingNotes.length) parts.push('<h2>Pacing Notes</h2>', list(c.pacingNotes.map(escapeHtml)));
  if (c.handouts?.length) parts.push('<h2>Handouts</h2>', list(c.handouts.map(escapeHtml)));
  if (c.statBlocks?.length) parts.push('<h2>Stat Blocks</h2>', ...c.statBlocks.map(campaignStatBlockHtml));
  return parts.join('');
}

/**
 * A compact stat block: name, type and CR, AC/HP/speed, the six abilities, the main actions.
 * A model's own block keeps its text (its HTML sanitised for the editor).
 * In the stat-block wrapper (lib/statblock.ts): the editor holds it as one node.
 */
export function campaignStatBlockHtml(b: StatBlock): string {
  const headline = statBlockHeadline(b);
  const core = statBlockCore(b);
  const parts = [`<h3>${escapeHtml(b.name)}</h3>`, headline ? `<p><em>${escapeHtml(headline)}</em></p>` : ''];
  if (core) {
    parts.push(`<p>${escapeHtml(core)}</p>`);
    if (b.abilities?.length === ABILITY_NAMES.length) parts.push(`<p>${abilitiesHtml(b.abilities)}</p>`);
    if (b.actions?.length) parts.push(list(b.actions.map((a) => `<strong>${escapeHtml(a.name)}:</strong> ${escapeHtml(actionNumbers(a))}`)));
  } else if (b.stats) {
    parts.push(looksLikeHtml(b.stats) ? sanitizeEditorHtml(b.stats) : paragraphs(b.stats));
  }
  return statBlockWrapperHtml(parts.join(''));
}

export const SECTION_LABELS: Record<CampaignSection, string> = {
  title: 'Title',
  introduction: 'Introduction',
  plotHooks: 'Plot hooks',
  encounters: 'Encounters',
  npcs: 'NPCs',
  locations: 'Locations',
  conclusion: 'Conclusion',
  pacingNotes: 'Pacing notes',
  handouts: 'Handouts',
};

const FIELD_LABELS: Record<string, string> = {
  difficultyLevel: 'difficulty',
  estimatedDuration: 'duration',
  monsters: 'monsters',
  rating: 'fight rating',
  order: 'order',
  optional: 'optional',
  title: 'title',
  type: 'type',
};

const SINGULAR: Partial<Record<CampaignSection, string>> = { encounters: 'Encounter', npcs: 'NPC', locations: 'Location' };

/** One line of the "What changed" list. */
export function describeChange(change: Change): string {
  const what = SINGULAR[change.section];
  const name = change.name ? ` “${change.name}”` : '';
  switch (change.kind) {
    case 'renamed':
      return change.section === 'title'
        ? `Title renamed from “${change.before ?? ''}” to “${change.name ?? ''}”`
        : `${what ?? SECTION_LABELS[change.section]} renamed from “${change.before ?? ''}” to “${change.name ?? ''}”`;
    case 'added':
      return `${what ?? SECTION_LABELS[change.section]} added:${name}`.replace(/:$/, '');
    case 'removed':
      return `${what ?? SECTION_LABELS[change.section]} removed:${name}`.replace(/:$/, '');
    default: {
      const fields = change.fields?.length ? ` (${change.fields.map((f) => FIELD_LABELS[f] ?? f).join(', ')})` : '';
      return what ? `${what}${name} changed${fields}` : `${SECTION_LABELS[change.section]} changed`;
    }
  }
}

/** What the campaign view highlights: whole sections, and the items by id. */
export interface Highlights {
  sections: ReadonlySet<CampaignSection>;
  ids: ReadonlySet<string>;
}

export const NO_HIGHLIGHTS: Highlights = { sections: new Set(), ids: new Set() };

export function highlightsOf(diff: readonly Change[]): Highlights {
  const sections = new Set<CampaignSection>();
  const ids = new Set<string>();
  for (const change of diff) {
    if (change.kind === 'removed') continue;
    if (change.id) ids.add(change.id);
    else sections.add(change.section);
  }
  return { sections, ids };
}

/**
 * The people and places the campaign invented: inserted, they join the
 * personal dictionary (as inserted names do), so the checker never flags
 * "Morgran" or "the Commons" in the user's documents.
 */
export function inventedNames(c: Campaign): string[] {
  const names = [...(c.npcs ?? []).map((n) => n.name), ...(c.locations ?? []).map((l) => l.name)].map((n) => (n ?? '').trim()).filter((n) => n !== '');
  return [...new Set(names)];
}
