// A monster's stat block laid out as the 5e books lay it out: name, size,
// type and alignment; Armor Class, Hit Points with dice, Speed; the six
// abilities with modifiers; saves, skills, damage and condition lists,
// senses, languages, Challenge with XP; traits; then Actions, Reactions and
// Legendary Actions. statBlockParts() is the layout as data, shown by the
// result cards (StatBlock.tsx) and written as editor HTML by statBlockHtml()
// and reskinHtml() (only tags the editor keeps: headings, paragraphs, bold,
// italics, line breaks, rules and lists).
import { statBlockWrapperHtml } from '../../lib/statblock';
import type { Reskin } from '../../lib/api-types/monsters';
import type { Action, Monster } from '../../lib/api-types/srd';

/** The ability modifier of a score: 10 -> 0, 8 -> -1, 15 -> +2. */
export function abilityModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

/** A bonus with its sign: +0, +2, -1. */
export function formatBonus(bonus: number): string {
  return bonus >= 0 ? `+${bonus}` : `-${Math.abs(bonus)}`;
}

/** "8 (-1)". */
export function formatAbility(score: number): string {
  return `${score} (${formatBonus(abilityModifier(score))})`;
}

/** Movement modes in stat-block order (monsters.SpeedModes in Go). */
export const SPEED_MODES = ['walk', 'burrow', 'climb', 'fly', 'swim'] as const;

/** "30 ft., fly 60 ft. (hover)", "0 ft., fly 40 ft. (hover)", "30 ft. (40 ft. in wolf form)". */
export function formatSpeed(m: Pick<Monster, 'speed' | 'hover' | 'speedNotes'>): string {
  const speed = m.speed ?? {};
  const known: readonly string[] = SPEED_MODES;
  const modes = [...SPEED_MODES.filter((mode) => mode in speed), ...Object.keys(speed).filter((mode) => !known.includes(mode)).sort()];
  const parts = modes.map((mode) => {
    let part = `${speed[mode]} ft.`;
    if (mode !== 'walk') part = `${mode} ${part}`;
    if (mode === 'fly' && m.hover) part += ' (hover)';
    return part;
  });
  let text = parts.length > 0 ? parts.join(', ') : '0 ft.';
  if (m.speedNotes) text += ` (${m.speedNotes})`;
  return text;
}

/** A challenge rating as a stat block writes it: 1/8, 1/4, 1/2, 3. */
export function challengeText(m: Pick<Monster, 'challengeRating' | 'cr'>): string {
  if (m.challengeRating) return m.challengeRating;
  if (m.cr === 0.125) return '1/8';
  if (m.cr === 0.25) return '1/4';
  if (m.cr === 0.5) return '1/2';
  return String(m.cr);
}

/** "1/4 (50 XP)", "17 (18,000 XP)". */
export function formatChallenge(m: Pick<Monster, 'challengeRating' | 'cr' | 'xp'>): string {
  return `${challengeText(m)} (${m.xp.toLocaleString('en-US')} XP)`;
}

/** "7 (2d6)". */
export function formatHitPoints(m: Pick<Monster, 'hitPoints' | 'hitDice'>): string {
  return m.hitDice ? `${m.hitPoints} (${m.hitDice})` : String(m.hitPoints);
}

/** "15 (leather armor, shield)". */
export function formatArmorClass(m: Pick<Monster, 'armorClass' | 'armorDesc'>): string {
  return m.armorDesc ? `${m.armorClass} (${m.armorDesc})` : String(m.armorClass);
}

/** "Small humanoid (goblinoid), neutral evil". */
export function typeLine(m: Pick<Monster, 'size' | 'type' | 'subtype' | 'alignment'>): string {
  const kind = [m.size, m.type].filter(Boolean).join(' ') + (m.subtype ? ` (${m.subtype})` : '');
  return m.alignment ? `${kind}, ${m.alignment}` : kind;
}

/** A list of damage types: groups that hold commas are separated by semicolons, as the books do. */
function damageList(items: string[]): string {
  return items.join(items.some((item) => item.includes(',')) ? '; ' : ', ');
}

const ABILITIES = [
  ['STR', 'strength'],
  ['DEX', 'dexterity'],
  ['CON', 'constitution'],
  ['INT', 'intelligence'],
  ['WIS', 'wisdom'],
  ['CHA', 'charisma'],
] as const;

/** A run of text, italic or not. */
export interface Run {
  text: string;
  em?: boolean;
}

/** One block of a trait's or action's text: a paragraph or a list. */
export type DescBlock = { kind: 'p'; runs: Run[] } | { kind: 'ul'; items: Run[][] };

export interface StatBlockEntry {
  /** "Nimble Escape", "Scimitar": printed bold italic, followed by a full stop. */
  name: string;
  blocks: DescBlock[];
}

export interface StatBlockSection {
  /** Actions, Reactions, Legendary Actions; none for the traits. */
  title?: string;
  intro?: Run[];
  entries: StatBlockEntry[];
}

export interface LabelledLine {
  label: string;
  value: string;
}

export interface StatBlockParts {
  name: string;
  typeLine: string;
  /** Armor Class, Hit Points, Speed. */
  core: LabelledLine[];
  abilities: Array<{ abbr: string; score: number; text: string }>;
  /** Saving Throws, Skills, damage and condition lists, Senses, Languages, Challenge: only those that apply. */
  properties: LabelledLine[];
  sections: StatBlockSection[];
}

// The books italicise an attack's kind and "Hit:".
const ATTACK_LABEL = /(Melee or Ranged Weapon Attack:|Melee or Ranged Spell Attack:|Melee Weapon Attack:|Ranged Weapon Attack:|Melee Spell Attack:|Ranged Spell Attack:|\bHit:)/g;
// A named sub-entry opening a paragraph ("Fire Breath. The dragon exhales..."), italic in the books.
const LEAD_NAME = /^((?:[A-Z][\w'’-]*)(?: (?:of|the|and|[A-Z][\w'’-]*)){0,3}(?: \([^)]{1,30}\))?)\. (?=\S)/;

/** A text's runs with attack labels in italics. */
export function attackRuns(text: string): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const match of text.matchAll(ATTACK_LABEL)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    runs.push({ text: match[0], em: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs;
}

/**
 * A trait's or action's text as blocks: each line a paragraph (a named
 * sub-entry's name in italics), and lines starting "- " gathered into a list
 * (a spellcaster's spells).
 */
export function descBlocks(desc: string): DescBlock[] {
  const blocks: DescBlock[] = [];
  const lines = desc.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  lines.forEach((line, i) => {
    const item = /^[-•*]\s+(.*)$/.exec(line);
    if (item) {
      const previous = blocks.at(-1);
      const runs = attackRuns(item[1]);
      if (previous?.kind === 'ul') previous.items.push(runs);
      else blocks.push({ kind: 'ul', items: [runs] });
      return;
    }
    const lead = i > 0 ? LEAD_NAME.exec(line) : null;
    blocks.push({
      kind: 'p',
      runs: lead ? [{ text: `${lead[1]}.`, em: true }, ...attackRuns(line.slice(lead[1].length + 1))] : attackRuns(line),
    });
  });
  return blocks;
}

function entries(list: Action[] | undefined): StatBlockEntry[] {
  return (list ?? []).map((a) => ({ name: a.name.trim().replace(/\.$/, ''), blocks: descBlocks(a.desc) }));
}

/** The stat block as data, in the books' order. */
export function statBlockParts(m: Monster): StatBlockParts {
  const properties: LabelledLine[] = [];
  const add = (label: string, value: string) => {
    if (value.trim()) properties.push({ label, value: value.trim() });
  };
  add('Saving Throws', (m.savingThrows ?? []).map((s) => `${s.name.slice(0, 3)} ${formatBonus(s.bonus)}`).join(', '));
  add('Skills', (m.skills ?? []).map((s) => `${s.name} ${formatBonus(s.bonus)}`).join(', '));
  add('Damage Vulnerabilities', damageList(m.damageVulnerabilities ?? []));
  add('Damage Resistances', damageList(m.damageResistances ?? []));
  add('Damage Immunities', damageList(m.damageImmunities ?? []));
  add('Condition Immunities', (m.conditionImmunities ?? []).join(', '));
  add('Senses', m.senses);
  properties.push({ label: 'Languages', value: m.languages?.trim() || '—' });
  properties.push({ label: 'Challenge', value: formatChallenge(m) });

  const sections: StatBlockSection[] = [];
  if (m.traits?.length) sections.push({ entries: entries(m.traits) });
  if (m.actions?.length) sections.push({ title: 'Actions', entries: entries(m.actions) });
  if (m.reactions?.length) sections.push({ title: 'Reactions', entries: entries(m.reactions) });
  if (m.legendaryActions?.length || m.legendaryDesc) {
    sections.push({
      title: 'Legendary Actions',
      intro: m.legendaryDesc ? attackRuns(m.legendaryDesc.trim()) : undefined,
      entries: entries(m.legendaryActions),
    });
  }

  return {
    name: m.name,
    typeLine: typeLine(m),
    core: [
      { label: 'Armor Class', value: formatArmorClass(m) },
      { label: 'Hit Points', value: formatHitPoints(m) },
      { label: 'Speed', value: formatSpeed(m) },
    ],
    abilities: ABILITIES.map(([abbr, key]) => ({ abbr, score: m[key], text: formatAbility(m[key]) })),
    properties,
    sections,
  };
}

/** Escapes text for HTML (the names and texts may come from a model). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function runsHtml(runs: Run[]): string {
  return runs.map((r) => (r.em ? `<em>${escapeHtml(r.text)}</em>` : escapeHtml(r.text))).join('');
}

function linesHtml(lines: LabelledLine[]): string {
  return `<p>${lines.map((l) => `<strong>${escapeHtml(l.label)}</strong> ${escapeHtml(l.value)}`).join('<br>')}</p>`;
}

function entryHtml(entry: StatBlockEntry): string {
  const name = `<strong><em>${escapeHtml(entry.name)}.</em></strong>`;
  if (entry.blocks.length === 0) return `<p>${name}</p>`;
  return entry.blocks
    .map((block, i) => {
      if (block.kind === 'ul') return `<ul>${block.items.map((item) => `<li><p>${runsHtml(item)}</p></li>`).join('')}</ul>`;
      return `<p>${i === 0 ? `${name} ` : ''}${runsHtml(block.runs)}</p>`;
    })
    .join('')
    .replace(/^<ul>/, `<p>${name}</p><ul>`);
}

/**
 * The stat block as editor HTML, headed by the monster's name (a level 3
 * heading; `headingLevel` 2 for a stat block on its own), in the stat-block
 * wrapper (lib/statblock.ts), so the editor holds it as one node.
 */
export function statBlockHtml(m: Monster, options: { headingLevel?: 2 | 3 } = {}): string {
  const parts = statBlockParts(m);
  const h = `h${options.headingLevel ?? 3}`;
  const html = [
    `<${h}>${escapeHtml(parts.name)}</${h}>`,
    `<p><em>${escapeHtml(parts.typeLine)}</em></p>`,
    '<hr>',
    linesHtml(parts.core),
    '<hr>',
    `<p>${parts.abilities.map((a) => `<strong>${a.abbr}</strong> ${escapeHtml(a.text)}`).join(' · ')}</p>`,
    '<hr>',
    linesHtml(parts.properties),
  ];
  parts.sections.forEach((section, i) => {
    if (section.title) html.push(`<h3>${escapeHtml(section.title)}</h3>`);
    else if (i === 0) html.push('<hr>');
    if (section.intro) html.push(`<p>${runsHtml(section.intro)}</p>`);
    for (const entry of section.entries) html.push(entryHtml(entry));
  });
  return statBlockWrapperHtml(html.join(''));
}

/** Paragraphs of a re-skin field, the first led by its bold label. */
function storyHtml(label: string, text: string): string {
  const paragraphs = text.split(/\r?\n+/).map((p) => p.trim()).filter(Boolean);
  if (paragraphs.length === 0) return '';
  return paragraphs.map((p, i) => `<p>${i === 0 ? `<strong>${escapeHtml(label)}.</strong> ` : ''}${escapeHtml(p)}</p>`).join('');
}

/** "a dark re-skin of the Goblin, theme Steampunk, environment Desert". */
export function reskinSummary(r: Pick<Reskin, 'tone' | 'theme' | 'environment' | 'originalMonster'>): string {
  const details = [r.theme && `theme ${r.theme}`, r.environment && `environment ${r.environment}`].filter(Boolean).join(', ');
  return `A ${r.tone} re-skin of the ${r.originalMonster.name}${details ? `, ${details}` : ''}.`;
}

/**
 * What Insert into Campaign puts in the document: the new name, the story
 * (appearance, behavior, lore) and the stat block the creature runs with.
 */
export function reskinHtml(r: Reskin): string {
  return [
    `<h2>${escapeHtml(r.newName)}</h2>`,
    `<p><em>${escapeHtml(reskinSummary(r))} Its statistics are unchanged.</em></p>`,
    storyHtml('Appearance', r.visualDescription),
    storyHtml('Behavior', r.behavioralChanges),
    storyHtml('Lore', r.loreAdaptation),
    statBlockHtml(r.statBlock),
  ].join('');
}
