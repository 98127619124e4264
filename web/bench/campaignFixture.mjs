// A long campaign as a game master's document holds it, for the benchmarks: chapters and sections of prose, read-aloud
// boxes, notes, lists, and stat blocks in the wrapper the Monsters tool
// writes (lib/statblock.ts), made from SRD creatures as the API serves them.

/** Pastes HTML into the editor, as a writer pasting from elsewhere would (the editor has focus). Playwright's and puppeteer's pages both take it. */
export async function pasteIntoEditor(page, html) {
  await page.evaluate((content) => {
    const target = document.querySelector('[data-testid="editor-content"]');
    const data = new DataTransfer();
    data.setData('text/html', content);
    data.setData('text/plain', '');
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    // Firefox leaves a made-up paste event's clipboardData empty: the data is given to it directly.
    if (event.clipboardData?.getData('text/html') !== content) Object.defineProperty(event, 'clipboardData', { value: data });
    target.dispatchEvent(event);
  }, html);
}

/** A deterministic generator, so every run lays out (or types) the same text. */
export function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'the drowned keep rises from black water where lanterns burn beneath the ice and the old priest ' +
  'counts the names of sailors lost to the deep mother while goblins trade stolen silver in the market ' +
  'a wight walks the causeway at dusk and the party must choose between mercy and gold before the tide ' +
  'smugglers whisper of a door beneath the lighthouse that opens only when the bell tolls thirteen times'
).split(' ');

const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const bonus = (n) => (n >= 0 ? `+${n}` : `-${-n}`);
const mod = (score) => Math.floor((score - 10) / 2);

/** A creature's stat block in the wrapper, laid out as the Monsters tool writes it. */
export function statBlockHtml(m) {
  const modes = ['walk', 'burrow', 'climb', 'fly', 'swim'].filter((mode) => mode in (m.speed ?? {}));
  const speed = modes.map((mode) => (mode === 'walk' ? `${m.speed[mode]} ft.` : `${mode} ${m.speed[mode]} ft.`)).join(', ') || '0 ft.';
  const abilities = [['STR', m.strength], ['DEX', m.dexterity], ['CON', m.constitution], ['INT', m.intelligence], ['WIS', m.wisdom], ['CHA', m.charisma]]
    .map(([abbr, score]) => `<strong>${abbr}</strong> ${score} (${bonus(mod(score))})`)
    .join(' · ');
  const lines = (pairs) => `<p>${pairs.filter(([, v]) => v).map(([k, v]) => `<strong>${k}</strong> ${escape(v)}`).join('<br>')}</p>`;
  const entries = (list) => (list ?? []).map((a) => `<p><strong><em>${escape(a.name.replace(/\.$/, ''))}.</em></strong> ${escape(a.desc.replace(/\n/g, ' '))}</p>`).join('');
  const kind = `${m.size} ${m.type}${m.subtype ? ` (${m.subtype})` : ''}, ${m.alignment}`;
  return [
    '<div data-stat-block="">',
    `<h3>${escape(m.name)}</h3><p><em>${escape(kind)}</em></p><hr>`,
    lines([['Armor Class', `${m.armorClass}${m.armorDesc ? ` (${m.armorDesc})` : ''}`], ['Hit Points', `${m.hitPoints} (${m.hitDice})`], ['Speed', speed]]),
    `<hr><p>${abilities}</p><hr>`,
    lines([['Skills', (m.skills ?? []).map((s) => `${s.name} ${bonus(s.bonus)}`).join(', ')], ['Senses', m.senses], ['Languages', m.languages || '—'], ['Challenge', `${m.challengeRating} (${m.xp.toLocaleString('en-US')} XP)`]]),
    m.traits?.length ? `<hr>${entries(m.traits)}` : '',
    m.actions?.length ? `<h3>Actions</h3>${entries(m.actions)}` : '',
    m.legendaryActions?.length ? `<h3>Legendary Actions</h3><p>${escape(m.legendaryDesc ?? '')}</p>${entries(m.legendaryActions)}` : '',
    '</div>',
  ].join('');
}

/**
 * About `words` words of campaign: chapters (h2) of sections (h3) with
 * paragraphs, a read-aloud box and a note in each chapter, a list now and
 * then, and the stat blocks spread evenly through it.
 */
export function campaignHtml({ title, words, monsters, seed = 42 }) {
  const random = prng(seed);
  const parts = [`<h1>${escape(title)}</h1>`];
  let count = 0;
  const sentence = () => {
    const length = 8 + Math.floor(random() * 14);
    const chosen = Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)]);
    chosen[0] = chosen[0][0].toUpperCase() + chosen[0].slice(1);
    count += length;
    return `${chosen.join(' ')}.`;
  };
  const paragraph = () => `<p>${Array.from({ length: 4 + Math.floor(random() * 3) }, sentence).join(' ')}</p>`;
  const sections = [];
  let chapter = 0;
  while (count < words) {
    chapter++;
    const chapterParts = [`<h2>Chapter ${chapter}: The ${WORDS[chapter % WORDS.length]} ${WORDS[(chapter * 7) % WORDS.length]}</h2>`, paragraph()];
    chapterParts.push(`<blockquote><p>${sentence()} ${sentence()}</p></blockquote>`);
    for (let s = 1; s <= 3 && count < words; s++) {
      chapterParts.push(`<h3>Area ${chapter}.${s}</h3>`);
      for (let p = 0; p < 4 && count < words; p++) chapterParts.push(paragraph());
      if (s === 2) chapterParts.push(`<p><strong>Note:</strong> ${sentence()} ${sentence()}</p>`);
      if (s === 3) chapterParts.push(`<ul>${Array.from({ length: 3 }, () => `<li><p>${sentence()}</p></li>`).join('')}</ul>`);
    }
    sections.push(chapterParts);
  }
  // The stat blocks, spread over the chapters.
  monsters.forEach((m, i) => {
    const chapterIndex = Math.floor((i * sections.length) / monsters.length);
    sections[chapterIndex].push(statBlockHtml(m));
  });
  for (const chapterParts of sections) parts.push(...chapterParts);
  return { html: parts.join(''), words: count };
}

/** SRD creatures for the stat blocks, from the API (GET /api/monsters/{slug}). */
export const STAT_BLOCK_SLUGS = [
  'goblin', 'bugbear', 'hobgoblin', 'wolf', 'dire-wolf', 'ogre', 'troll', 'wight', 'ghoul', 'ghast',
  'skeleton', 'zombie', 'wraith', 'mage', 'priest', 'veteran', 'bandit-captain', 'owlbear', 'young-green-dragon', 'adult-red-dragon',
];
