import type { DocumentType } from '../../lib/documents/types';

/** The line above the title on a book's cover, by document type. */
export function bookKicker(type: DocumentType): string {
  switch (type) {
    case 'campaign':
      return 'A Dungeons & Dragons Campaign';
    case 'monsters':
      return 'A Dungeons & Dragons Bestiary';
    case 'names':
      return 'Names for Dungeons & Dragons';
    case 'backgrounds':
      return 'Character Backgrounds for Dungeons & Dragons';
    default:
      return 'For Dungeons & Dragons';
  }
}
