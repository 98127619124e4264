import * as z from 'zod/mini';
import {
  DESCRIPTION_MAX_LENGTH,
  DocumentValidationError,
  MAX_TAGS,
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
    tags: z.array(z.string()).check(z.maxLength(MAX_TAGS, MESSAGES.tooManyTags)),
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
