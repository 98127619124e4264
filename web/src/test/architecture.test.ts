import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES = join(SRC, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Static and dynamic import specifiers of a TypeScript source. */
export function importSpecifiers(source: string): string[] {
  const specifiers: string[] = [];
  const patterns = [/\bfrom\s+['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /^\s*import\s+['"]([^'"]+)['"]/gm, /\bvi\.mock\(\s*['"]([^'"]+)['"]/g];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) specifiers.push(match[1]);
  return specifiers;
}

/** The feature a path under src/features belongs to, or null. */
function featureOf(path: string): string | null {
  const rel = relative(FEATURES, path);
  if (rel.startsWith('..')) return null;
  return rel.split(sep)[0];
}

export function crossFeatureImports(files: string[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const own = featureOf(file);
    if (!own) continue;
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = featureOf(resolve(dirname(file), specifier));
      if (target && target !== own) violations.push(`${relative(SRC, file)} imports ${specifier} (feature "${target}")`);
    }
  }
  return violations;
}

describe('architecture', () => {
  it('finds the import forms it checks', () => {
    const source = `import a from './a';\nimport { b } from "../b";\nconst c = import('../../c');\nimport './side.css';\nvi.mock('../d');`;
    expect(importSpecifiers(source).sort()).toEqual(['../../c', '../b', '../d', './a', './side.css'].sort());
  });

  it('no feature imports from another feature (shared code lives in lib/ or components/)', () => {
    const files = sourceFiles(FEATURES);
    expect(files.length).toBeGreaterThan(0);
    expect(crossFeatureImports(files)).toEqual([]);
  });

  it('lib/ and components/ never import from features/', () => {
    const violations = [join(SRC, 'lib'), join(SRC, 'components')].flatMap((dir) =>
      sourceFiles(dir).flatMap((file) =>
        importSpecifiers(readFileSync(file, 'utf8'))
          .filter((s) => s.startsWith('.') && featureOf(resolve(dirname(file), s)) !== null)
          .map((s) => `${relative(SRC, file)} imports ${s}`),
      ),
    );
    expect(violations).toEqual([]);
  });
});
