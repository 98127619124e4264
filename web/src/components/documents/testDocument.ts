import type { LoreDocument } from '../../lib/documents/types';

/** A complete document for component tests; override what the test is about. */
export function testDocument(overrides: Partial<LoreDocument> = {}): LoreDocument {
  const when = new Date('2026-06-15T09:00:00Z');
  return {
    id: 'doc-1',
    title: 'The Sunless Citadel',
    content: '<p>Deep below.</p>',
    userId: 'user-1',
    type: 'campaign',
    privacy: 'private',
    status: 'draft',
    description: '',
    tags: [],
    stats: {
      wordCount: 1234,
      characterCount: 6000,
      characterCountNoSpaces: 5000,
      paragraphCount: 20,
      sentenceCount: 80,
      readingTime: 7,
      lastEditedAt: when,
    },
    suggestions: { grammarIssues: 0 },
    createdAt: when,
    updatedAt: when,
    lastAccessedAt: when,
    sharedWith: [],
    collaborators: [],
    version: 1,
    isAutoSaveEnabled: true,
    ...overrides,
  };
}
