// @vitest-environment node
// The feature boundaries are ESLint rules (eslint.config.js, through
// eslint-plugin-boundaries), checked over the whole tree by `npx eslint .`.
// This proves the rules fail on a violation and pass the allowed imports, by
// linting small snippets as if they stood at the given paths; and the same
// for the one style rule of that config, no backdrop filters (why: the note
// in src/index.css).
import { ESLint } from 'eslint';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: WEB });

/** The boundary messages ESLint gives for `code` placed at `path` (relative to web/). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(WEB, path) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('feature boundaries (ESLint)', () => {
  it.each([
    ['a static import', "import CampaignTab from '../campaign/CampaignTab';\nexport default CampaignTab;\n"],
    ['a type import', "import type { CampaignForm } from '../campaign/options';\nexport type Form = CampaignForm;\n"],
    ['a lazy import', "export const load = () => import('../campaign/CampaignTab');\n"],
    ['a re-export', "export { default } from '../campaign/CampaignTab';\n"],
  ])('a feature may not reach into another feature: %s', async (_form, code) => {
    expect(await boundaryErrors('src/features/names/Probe.tsx', code)).toEqual([
      expect.stringContaining('features/names may not import another feature (features/campaign)'),
    ]);
  });

  it("a feature's own files, lib/ and components/ are open to it", async () => {
    const code = [
      "import { generateNames } from './api';",
      "import { useApiClient } from '../../lib/api-query';",
      "import { ToolShell } from '../../components/tools/ToolShell';",
      'export default [generateNames, useApiClient, ToolShell];',
      '',
    ].join('\n');
    expect(await boundaryErrors('src/features/names/Probe.tsx', code)).toEqual([]);
  });

  it('app/ composes features', async () => {
    expect(await boundaryErrors('src/app/Probe.tsx', "export const load = () => import('../features/names/NamesTab');\n")).toEqual([]);
  });

  it.each(['src/lib/probe.ts', 'src/components/probe.tsx'])('shared code (%s) never imports a feature', async (path) => {
    expect(await boundaryErrors(path, "import { generateNames } from '../features/names/api';\nexport default generateNames;\n")).toEqual([expect.stringContaining('never import from features/')]);
  });

  it.each([
    ["the Firebase SDK", "import { getAuth } from 'firebase/auth';\nexport default getAuth;\n"],
    ['lib/firebase', "import { getFirebaseAuth } from '../../lib/firebase';\nexport default getFirebaseAuth;\n"],
  ])("Firebase is only behind lib/ and a feature's api module: %s", async (_what, code) => {
    expect(await boundaryErrors('src/features/settings/SettingsPage.tsx', code)).toEqual([expect.stringContaining('Firebase is used only in lib/')]);
    expect(await boundaryErrors('src/components/Probe.tsx', code.replace('../../lib/', '../lib/'))).toEqual([
      expect.stringContaining('Firebase is used only in lib/'),
    ]);
    expect(await boundaryErrors('src/features/settings/api.ts', code)).toEqual([]);
    expect(await boundaryErrors('src/lib/documents/probe.ts', code.replace('../../lib/', '../'))).toEqual([]);
  });
});

async function backdropErrors(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: resolve(WEB, 'src/components/Probe.tsx') });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.startsWith('No backdrop filters')).length;
}

describe('no backdrop filters (ESLint)', () => {
  it.each([
    ['a class name', 'export const Bar = () => <div className="sticky top-0 bg-surface/90 backdrop-blur" />;\n'],
    ['a sized blur in a string', "export const overlay = 'fixed inset-0 bg-black/50 backdrop-blur-[2px]';\n"],
    ['a class list in a template', 'export const bar = (x: string) => `${x} backdrop-saturate-150`;\n'],
    ['an inline style', "export const Bar = () => <div style={{ backdropFilter: 'blur(8px)' }} />;\n"],
  ])('fires on %s', async (_what, code) => {
    expect(await backdropErrors(code)).toBe(1);
  });

  it('lets opaque and dimmed backgrounds through', async () => {
    const code = [
      'export const Bar = () => <div className="sticky top-0 border-b border-line bg-surface" />;',
      "export const overlay = 'fixed inset-0 bg-black/50';",
      "export const word = 'a backdrop of mountains';",
      '',
    ].join('\n');
    expect(await backdropErrors(code)).toBe(0);
  });
});
