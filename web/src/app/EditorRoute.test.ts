// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'EditorRoute.tsx'), 'utf8');

/** The features EditorRoute imports statically (they land in the editor chunk). */
function staticFeatureImports(text: string): string[] {
  return [...text.matchAll(/^import\s[^'"]*from\s+['"]\.\.\/features\/([^/'"]+)\//gm)].map((m) => m[1]);
}

describe('EditorRoute composition', () => {
  it('puts only the editor, the panel and the Errors tool in the editor chunk; other tools load lazily', () => {
    // A new tool imported statically here would grow the editor chunk for
    // everyone; it belongs behind lazy(() => import(...)).
    expect([...new Set(staticFeatureImports(source))].sort()).toEqual(['assistant', 'editor', 'grammar']);
  });

  it('finds static imports the way the check reads them', () => {
    const sample = "import A from '../features/a/A';\nimport { B } from '../features/b/B';\nconst C = lazy(() => import('../features/c/C'));";
    expect(staticFeatureImports(sample)).toEqual(['a', 'b']);
  });
});
