// A long campaign document in the editor's HTML, for the PDF tests and the
// benchmark: every block type, nested lists, marks, and the characters game
// masters type that Latin-1 lacks (curly quotes, dashes, ellipses, names
// such as Drizzt Do’Urden, Müller, Łukasz).

export interface LongCampaign {
  html: string;
  /** The plain text of every block in reading order (list items and code lines one by one). */
  texts: string[];
}

const NAMES = ['Drizzt Do’Urden', 'Ülrich Grünwald', 'Łucja Wróbel', 'Søren Æthelstan', 'Zoë Ní Bhriain', 'Jarlaxle Baenre', 'Çelik the Smith', 'Éowyn of the Fells'];
const PLACES = ['Menzoberranzan', 'the Sword Coast', 'Baldur’s Gate', 'the Underdark', 'Neverwinter', 'Icewind Dale', 'the Feywild', 'Waterdeep'];

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length];
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Builds a document of `chapters` chapters (about 2.5 A4 pages each). */
export function buildLongCampaign(chapters: number): LongCampaign {
  const html: string[] = [];
  const texts: string[] = [];
  const block = (tag: string, inner: string, text: string, attrs = '') => {
    html.push(`<${tag}${attrs}>${inner}</${tag}>`);
    texts.push(text);
  };

  for (let c = 1; c <= chapters; c++) {
    const hero = pick(NAMES, c);
    const rival = pick(NAMES, c + 3);
    const place = pick(PLACES, c);
    block('h1', escape(`Chapter ${c}: The Road to ${place}`), `Chapter ${c}: The Road to ${place}`);
    const intro = `In chapter ${c}, ${hero} — tired, wary, and far from home — arrives at ${place} with a warning: “the ${rival} you trust is not who you think…” The party must decide quickly.`;
    block('p', escape(intro).replace(hero, `<strong>${hero}</strong>`).replace('far from home', '<em>far from home</em>'), intro);
    for (let s = 1; s <= 3; s++) {
      block('h2', escape(`Scene ${c}.${s}: ${pick(['Arrival', 'The Tavern', 'Ambush at Dusk', 'The Vault', 'Aftermath'], c + s)}`), `Scene ${c}.${s}: ${pick(['Arrival', 'The Tavern', 'Ambush at Dusk', 'The Vault', 'Aftermath'], c + s)}`);
      const paragraph = `Scene ${c}.${s} opens as ${pick(NAMES, c + s)} greets the characters. The air smells of rain and woodsmoke; somewhere a bell tolls twice. Each character who succeeds on a DC ${10 + s + (c % 5)} Wisdom (Perception) check notices the ${pick(['silver', 'ashen', 'crimson'], s)} sigil on the door — the mark of ${pick(PLACES, c + s)}’s old guild. Those who fail hear only the crowd’s murmur… and the creak of the stairs.`;
      block('p', escape(paragraph).replace('Wisdom (Perception)', '<em>Wisdom (<strong>Perception</strong>)</em>'), paragraph);
      block('h3', escape(`Read-aloud text ${c}.${s}`), `Read-aloud text ${c}.${s}`);
      const quote = `“Welcome, travellers,” says ${pick(NAMES, c + s + 1)}, setting down a chipped mug. “You’ve come a long way to ${pick(PLACES, c + s + 2)} — and I’m afraid the worst of it is still ahead.”`;
      html.push(`<blockquote><p>${escape(quote)}</p></blockquote>`);
      texts.push(quote);
      const items = [`Rumour ${c}.${s}.1: the bridge at ${pick(PLACES, s)} has fallen`, `Rumour ${c}.${s}.2: ${pick(NAMES, c + 2)} owes money to the Zhentarim`, `Rumour ${c}.${s}.3: a dragon’s egg — stolen — hides in the cellar`];
      const nested = [`Detail ${c}.${s}.a: the egg is warm to the touch`, `Detail ${c}.${s}.b: its shell bears elvish runes`];
      html.push(`<ul><li><p>${escape(items[0])}</p></li><li><p>${escape(items[1])}</p><ul>${nested.map((n) => `<li><p>${escape(n)}</p></li>`).join('')}</ul></li><li><p>${escape(items[2])}</p></li></ul>`);
      texts.push(items[0], items[1], ...nested, items[2]);
      const steps = [`Step ${c}.${s}.1: the characters enter the ${pick(['hall', 'crypt', 'market'], s)}`, `Step ${c}.${s}.2: roll initiative if the guards notice them`, `Step ${c}.${s}.3: award ${(c * 50 + s * 25)} XP for a peaceful solution`];
      html.push(`<ol>${steps.map((step) => `<li><p>${escape(step)}</p></li>`).join('')}</ol>`);
      texts.push(...steps);
    }
    const code = [`STAT BLOCK ${c}: Shadow Mastiff`, `AC 12   HP 33 (6d8 + 6)   Speed 40 ft.`, `STR 16 (+3)  DEX 14 (+2)  CON 13 (+1)`, `Bite. +5 to hit, 2d6 + 3 piercing damage.`];
    html.push(`<pre><code>${escape(code.join('\n'))}</code></pre>`);
    texts.push(...code);
    const closing = `When the chapter ends, ${hero} and ${rival} part ways — for now. Award inspiration to any player who kept the peace.`;
    block('p', escape(closing), closing, ' style="text-align: center"');
    html.push('<hr>');
  }
  return { html: html.join(''), texts };
}
