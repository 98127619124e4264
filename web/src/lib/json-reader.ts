/**
 * Readers for untrusted JSON answers (an API reply may carry model output):
 * each checks a value's shape and returns a clean copy with only the fields
 * it knows, or throws JsonShapeError saying where the answer went wrong. The
 * type a reader returns is inferred from it (ReadType), so a feature declares
 * its answer once and checks it against the contract types generated from Go.
 * A few hundred bytes where a schema library cost the editor 25 KB gzipped.
 */

export class JsonShapeError extends Error {
  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`${path || 'the answer'} should be ${expected}`);
    this.name = 'JsonShapeError';
  }
}

/** Reads `value` (found at `path`, for the error) as a T, or throws JsonShapeError. */
export type JsonReader<T> = (value: unknown, path: string) => T;

/** The type a reader returns. */
export type ReadType<R> = R extends JsonReader<infer T> ? T : never;

const fail = (path: string, expected: string): never => {
  throw new JsonShapeError(path, expected);
};

export const string: JsonReader<string> = (value, path) => (typeof value === 'string' ? value : fail(path, 'a string'));

export const boolean: JsonReader<boolean> = (value, path) => (typeof value === 'boolean' ? value : fail(path, 'true or false'));

/** A finite number, at least `min` when given. */
export function number(options: { min?: number } = {}): JsonReader<number> {
  return (value, path) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return fail(path, 'a number');
    if (options.min !== undefined && value < options.min) return fail(path, `at least ${options.min}`);
    return value;
  };
}

/** A whole number, at least `min` when given. */
export function integer(options: { min?: number } = {}): JsonReader<number> {
  const finite = number(options);
  return (value, path) => {
    const n = finite(value, path);
    return Number.isInteger(n) ? n : fail(path, 'a whole number');
  };
}

/** One of the given strings. */
export function oneOf<const Values extends readonly string[]>(values: Values): JsonReader<Values[number]> {
  return (value, path) => (typeof value === 'string' && values.includes(value) ? value : fail(path, `one of ${values.join(', ')}`));
}

const OPTIONAL = Symbol('optional');
type OptionalReader<T> = JsonReader<T | undefined> & { [OPTIONAL]: true };

/** A field that may be missing (or null): read as undefined and left out of the copy. */
export function optional<T>(reader: JsonReader<T>): OptionalReader<T> {
  const read = ((value: unknown, path: string) => (value === undefined || value === null ? undefined : reader(value, path))) as OptionalReader<T>;
  read[OPTIONAL] = true;
  return read;
}

/** A list; null or a missing list reads as empty (Go sends nil slices as null). */
export function list<T>(item: JsonReader<T>): JsonReader<T[]> {
  return (value, path) => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) return fail(path, 'a list');
    return value.map((entry, i) => item(entry, `${path}[${i}]`));
  };
}

type Fields = Record<string, JsonReader<unknown>>;
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends OptionalReader<unknown> ? K : never }[keyof F];
type ObjectType<F extends Fields> = { [K in Exclude<keyof F, OptionalKeys<F>>]: ReadType<F[K]> } & {
  [K in OptionalKeys<F>]?: Exclude<ReadType<F[K]>, undefined>;
};
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** An object with these fields; fields not listed are dropped. */
export function object<F extends Fields>(fields: F): JsonReader<Simplify<ObjectType<F>>> {
  const entries = Object.entries(fields);
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(path, 'an object');
    const source = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const [key, read] of entries) {
      const field = read(source[key], path ? `${path}.${key}` : key);
      if (field !== undefined) copy[key] = field;
    }
    return copy as Simplify<ObjectType<F>>;
  };
}

/** Reads a whole answer: the value, or undefined when its shape is wrong. */
export function readJson<T>(reader: JsonReader<T>, value: unknown): T | undefined {
  try {
    return reader(value, '');
  } catch (error) {
    if (error instanceof JsonShapeError) return undefined;
    throw error;
  }
}
