import { describe, expect, it } from 'vitest';
import { toSafeEditorHtml } from '../../lib/richtext';
import { bearerOf, nameEntryHtml, nameEntryText } from './format';

const kaireus = { name: 'Kaireus', race: 'Tiefling', meaning: 'Infernal for “hour-lord”.' } as const;

describe('name entries', () => {
  it('say who bears the name: the race, and the profession when there is one', () => {
    expect(bearerOf(kaireus)).toBe('Tiefling');
    expect(bearerOf({ ...kaireus, profession: 'Innkeeper' })).toBe('Tiefling, Innkeeper');
  });

  it('are one line of text with the meaning', () => {
    expect(nameEntryText({ ...kaireus, profession: 'Innkeeper' })).toBe('Kaireus (Tiefling, Innkeeper): Infernal for “hour-lord”.');
    expect(nameEntryText({ ...kaireus, meaning: '' })).toBe('Kaireus (Tiefling)');
  });

  it('are one paragraph of HTML with the name in bold, which the editor keeps as is', () => {
    const html = nameEntryHtml(kaireus);
    expect(html).toBe('<p><strong>Kaireus</strong> (Tiefling): Infernal for “hour-lord”.</p>');
    expect(toSafeEditorHtml(html)).toBe(html);
    expect(nameEntryHtml({ ...kaireus, meaning: '' })).toBe('<p><strong>Kaireus</strong> (Tiefling)</p>');
  });

  it('escape model text, so a name can never carry markup into the document', () => {
    const html = nameEntryHtml({ name: 'Vex <img src=x onerror=alert(1)>', race: 'Tiefling', meaning: 'A & B "quoted"' });
    expect(html).toBe('<p><strong>Vex &lt;img src=x onerror=alert(1)&gt;</strong> (Tiefling): A &amp; B &quot;quoted&quot;</p>');
    expect(toSafeEditorHtml(html)).not.toContain('<img');
  });
});
