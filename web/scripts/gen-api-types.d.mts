// Types of gen-api-types.mjs for its test (src/lib/api-types.test.ts).
export function plural(name: string): string;
export function generate(doc: unknown): Record<string, string>;
