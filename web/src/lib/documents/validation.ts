import * as z from 'zod/mini';
import {
  CONTENT_MAX_BYTES,
  DESCRIPTION_MAX_LENGTH,
  DocumentTooLargeError,
  DocumentValidationError,
  MAX_TAGS,
  TAG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
} from './types';

export type DocumentFieldErrors = DocumentValidationError['fields'];

/** The create dialog and the settings dialog word "required" differently (spec section 5). */
export type ValidationContext = 'create' | 'settings';

const REQUIRED_TITLE_MESSAGE: Record<ValidationContext, string> = {
  create: 'Document title is required',
  settings: 'Title is required',
};

export const MESSAGES = {
  titleTooShort: `Title must be at least ${TITLE_MIN_LENGTH} characters`,
  titleTooLong: `Title must be less than ${TITLE_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be less than ${DESCRIPTION_MAX_LENGTH} characters`,
  tooManyTags: `Maximum ${MAX_TAGS} tags allowed`,
  tagTooLong: `Each tag must be at most ${TAG_MAX_LENGTH} characters`,
} as const;

function fieldsSchema(context: ValidationContext) {
  return z.object({
    title: z.string().check(
      z.trim(),
      z.minLength(1, REQUIRED_TITLE_MESSAGE[context]),
      z.minLength(TITLE_MIN_LENGTH, MESSAGES.titleTooShort),
      z.maxLength(TITLE_MAX_LENGTH, MESSAGES.titleTooLong),
    ),
    description: z.string().check(z.trim(), z.maxLength(DESCRIPTION_MAX_LENGTH, MESSAGES.descriptionTooLong)),
    tags: z.array(z.string().check(z.maxLength(TAG_MAX_LENGTH, MESSAGES.tagTooLong))).check(z.maxLength(MAX_TAGS, MESSAGES.tooManyTags)),
  });
}

const schemas: Record<ValidationContext, ReturnType<typeof fieldsSchema>> = {
  create: fieldsSchema('create'),
  settings: fieldsSchema('settings'),
};

export interface DocumentFields {
  title: string;
  description: string;
  tags: string[];
}

/** The first problem per field, or an empty object when all is well. */
export function validateDocumentFields(
  fields: DocumentFields,
  context: ValidationContext = 'settings',
): DocumentFieldErrors {
  const result = z.safeParse(schemas[context], fields);
  if (result.success) return {};
  const errors: DocumentFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof DocumentFieldErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Throws DocumentValidationError with every field's first problem. */
export function assertValidDocumentFields(fields: DocumentFields, context: ValidationContext = 'settings'): void {
  const errors = validateDocumentFields(fields, context);
  if (Object.keys(errors).length > 0) throw new DocumentValidationError(errors);
}

/** UTF-8 size of a string, without allocating its encoding. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4; // a surrogate pair is one 4-byte code point
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Throws DocumentTooLargeError when content is more than one document holds. */
export function assertContentFits(content: string): void {
  // Fast path: even at 3 bytes per UTF-16 unit, short texts always fit.
  if (content.length * 3 <= CONTENT_MAX_BYTES) return;
  const bytes = utf8Bytes(content);
  if (bytes > CONTENT_MAX_BYTES) throw new DocumentTooLargeError(bytes);
}

/** Tags are trimmed, lowercased and de-duplicated; empty ones are dropped. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const normalized = tag.trim().toLowerCase();
    if (normalized) seen.add(normalized);
  }
  return [...seen];
}

/** Splits the create dialog's comma-separated tag text. */
export function parseTagList(text: string): string[] {
  return normalizeTags(text.split(','));
}
