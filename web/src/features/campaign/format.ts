// A campaign as the editor receives it (HTML, escaped: model text is
// untrusted) and the words the tab shows for its parts and its changes.
import type { Campaign, CampaignSection, Change, Encounter, FightRating } from '../../lib/api-types/campaign';
import { escapeHtml } from '../../lib/html';

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

export function minutes(n: number): string {
  if (n < 60) return `${n} min`;
  const h = Math.floor(n / 60);
  const m = n % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

export function encounterTypeLabel(type: string): string {
  return capitalise(type || 'encounter');
}

export function ratingSummary(r: FightRating): string {
  const unrated = r.unrated?.length ? `; not counted: ${r.unrated.join(', ')}` : '';
  return `${capitalise(r.difficulty)} for the party: ${r.baseXp.toLocaleString('en-US')} XP × ${r.multiplier} = ${r.adjustedXp.toLocaleString('en-US')} adjusted XP${unrated}`;
}

export function monstersLine(e: Encounter): string {
  return (e.monsters ?? []).map((m) => (m.count > 1 ? `${m.count} × ${m.name}` : m.name)).join(', ');
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}|\r\n\r\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

const list = (items: string[]) => (items.length ? `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : '');

function encounterHtml(e: Encounter): string {
  const facts = [encounterTypeLabel(e.type), minutes(e.estimatedDuration), `difficulty ${e.difficultyLevel}/10`];
  if (e.rating) facts.push(`${e.rating.difficulty} for the party`);
  const optional = e.optional ? ' (optional)' : '';
  const monsters = e.monsters?.length ? `<p><strong>Monsters:</strong> ${escapeHtml(monstersLine(e))}</p>` : '';
  const rating = e.rating ? `<p><em>${escapeHtml(ratingSummary(e.rating))}</em></p>` : '';
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
  if (c.encounters.length) parts.push('<h2>Encounters</h2>', ...c.encounters.map(encounterHtml));
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
  return parts.join('');
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
