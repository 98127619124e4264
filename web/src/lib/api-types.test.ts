// @vitest-environment node
// The generated client contract (lib/api-types): what the committed schema
// generates is what is committed, a change in the schema shows as a change
// in the output, and a schema feature the generator does not know fails
// instead of turning into `any`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate, plural } from '../../scripts/gen-api-types.mjs';
import { Races } from './api-types/names';
import { names_Response, responseSchemas } from './api-types/schemas';

const root = join(__dirname, '..', '..', '..');
const schema = JSON.parse(readFileSync(join(root, 'contract', 'api.schema.json'), 'utf8'));

describe('generated api types', () => {
  it('are what the committed schema generates', () => {
    const files = generate(schema);
    const dir = join(root, 'web', 'src', 'lib', 'api-types');
    expect(readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join(dir, name), 'utf8'), name).toBe(text);
  });

  it('change when a Go type changes (a field renamed in the schema)', () => {
    const changed = structuredClone(schema);
    const name = changed.$defs['names.Name'];
    name.properties.meanings = name.properties.meaning;
    delete name.properties.meaning;
    name.required = name.required.map((f: string) => (f === 'meaning' ? 'meanings' : f));
    const before = generate(schema);
    const after = generate(changed);
    expect(after['names.ts']).not.toBe(before['names.ts']);
    expect(after['names.ts']).toContain('meanings: string;');
    expect(after['schemas.ts']).toContain('meanings: /* @__PURE__ */ z.string(),');
  });

  it('refuse a JSON Schema keyword they do not know', () => {
    const changed = structuredClone(schema);
    changed.$defs['names.Name'].properties.name.pattern = '^[A-Z]';
    expect(() => generate(changed)).toThrow(/unsupported JSON Schema keyword "pattern"/);
  });

  it("give enums as the server's lists and validate every route's answer", () => {
    expect(Races[0]).toBe('Human');
    expect(Object.keys(responseSchemas)).toContain('POST /api/names/generate');
    expect(names_Response.safeParse({ names: [{ name: 'Vex', race: 'Tiefling', meaning: 'ash' }], source: 'ai' }).success).toBe(true);
    expect(names_Response.safeParse({ names: [{ name: 'Vex', race: 'Dragon', meaning: 'ash' }], source: 'ai' }).success).toBe(false);
    expect(names_Response.safeParse({ names: null, source: 'ai' }).success).toBe(false);
  });

  it("name an enum's list as Go does", () => {
    expect(['Race', 'Class', 'Priority', 'Difficulty', 'Kind', 'Alignment'].map(plural)).toEqual([
      'Races',
      'Classes',
      'Priorities',
      'Difficulties',
      'Kinds',
      'Alignments',
    ]);
  });
});
