/**
 * The book's typefaces, bundled from @fontsource (open licences: SIL OFL):
 * Libre Baskerville for the text, Cinzel for titles, Cinzel Decorative for
 * drop caps, Alegreya Sans for stat blocks and boxes. They are declared
 * under family names of their own ("Lorewright Book ...") so they style the
 * book alone: the rest of the app keeps its own fonts after a book was shown.
 * Latin and Latin Extended cover the languages game masters write in here;
 * the browser fetches a file only when a page uses its characters.
 */
import baskervilleLatin400 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-400-normal.woff2?url';
import baskervilleLatinExt400 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-ext-400-normal.woff2?url';
import baskervilleLatin400Italic from '@fontsource/libre-baskerville/files/libre-baskerville-latin-400-italic.woff2?url';
import baskervilleLatinExt400Italic from '@fontsource/libre-baskerville/files/libre-baskerville-latin-ext-400-italic.woff2?url';
import baskervilleLatin700 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-700-normal.woff2?url';
import baskervilleLatinExt700 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-ext-700-normal.woff2?url';
import cinzelLatin400 from '@fontsource/cinzel/files/cinzel-latin-400-normal.woff2?url';
import cinzelLatinExt400 from '@fontsource/cinzel/files/cinzel-latin-ext-400-normal.woff2?url';
import cinzelLatin700 from '@fontsource/cinzel/files/cinzel-latin-700-normal.woff2?url';
import cinzelLatinExt700 from '@fontsource/cinzel/files/cinzel-latin-ext-700-normal.woff2?url';
import initialsLatin700 from '@fontsource/cinzel-decorative/files/cinzel-decorative-latin-700-normal.woff2?url';
import initialsLatinExt700 from '@fontsource/cinzel-decorative/files/cinzel-decorative-latin-ext-700-normal.woff2?url';
import sansLatin400 from '@fontsource/alegreya-sans/files/alegreya-sans-latin-400-normal.woff2?url';
import sansLatinExt400 from '@fontsource/alegreya-sans/files/alegreya-sans-latin-ext-400-normal.woff2?url';
import sansLatin400Italic from '@fontsource/alegreya-sans/files/alegreya-sans-latin-400-italic.woff2?url';
import sansLatinExt400Italic from '@fontsource/alegreya-sans/files/alegreya-sans-latin-ext-400-italic.woff2?url';
import sansLatin700 from '@fontsource/alegreya-sans/files/alegreya-sans-latin-700-normal.woff2?url';
import sansLatinExt700 from '@fontsource/alegreya-sans/files/alegreya-sans-latin-ext-700-normal.woff2?url';
import sansLatin700Italic from '@fontsource/alegreya-sans/files/alegreya-sans-latin-700-italic.woff2?url';
import sansLatinExt700Italic from '@fontsource/alegreya-sans/files/alegreya-sans-latin-ext-700-italic.woff2?url';

export const BOOK_FAMILIES = {
  text: 'Lorewright Book Text',
  display: 'Lorewright Book Display',
  initials: 'Lorewright Book Initials',
  sans: 'Lorewright Book Sans',
} as const;

// The subsets' ranges, as @fontsource declares them.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

interface Face {
  family: string;
  weight: 400 | 700;
  style: 'normal' | 'italic';
  latin: string;
  latinExt: string;
}

const FACES: Face[] = [
  { family: BOOK_FAMILIES.text, weight: 400, style: 'normal', latin: baskervilleLatin400, latinExt: baskervilleLatinExt400 },
  { family: BOOK_FAMILIES.text, weight: 400, style: 'italic', latin: baskervilleLatin400Italic, latinExt: baskervilleLatinExt400Italic },
  { family: BOOK_FAMILIES.text, weight: 700, style: 'normal', latin: baskervilleLatin700, latinExt: baskervilleLatinExt700 },
  { family: BOOK_FAMILIES.display, weight: 400, style: 'normal', latin: cinzelLatin400, latinExt: cinzelLatinExt400 },
  { family: BOOK_FAMILIES.display, weight: 700, style: 'normal', latin: cinzelLatin700, latinExt: cinzelLatinExt700 },
  { family: BOOK_FAMILIES.initials, weight: 700, style: 'normal', latin: initialsLatin700, latinExt: initialsLatinExt700 },
  { family: BOOK_FAMILIES.sans, weight: 400, style: 'normal', latin: sansLatin400, latinExt: sansLatinExt400 },
  { family: BOOK_FAMILIES.sans, weight: 400, style: 'italic', latin: sansLatin400Italic, latinExt: sansLatinExt400Italic },
  { family: BOOK_FAMILIES.sans, weight: 700, style: 'normal', latin: sansLatin700, latinExt: sansLatinExt700 },
  { family: BOOK_FAMILIES.sans, weight: 700, style: 'italic', latin: sansLatin700Italic, latinExt: sansLatinExt700Italic },
];

/** The @font-face rules of the book's faces. */
export function bookFontFaces(): string {
  return FACES.flatMap((face) =>
    [
      [face.latinExt, LATIN_EXT],
      [face.latin, LATIN],
    ].map(
      ([url, range]) =>
        `@font-face { font-family: '${face.family}'; font-style: ${face.style}; font-weight: ${face.weight}; font-display: block; src: url(${url}) format('woff2'); unicode-range: ${range}; }`,
    ),
  ).join('\n');
}

// A letter of each subset: loading a face for it fetches both files.
const BOTH_SUBSETS = 'Aa\u0100\u0101';

/**
 * Loads every face, both subsets, before the book is measured: a face
 * arriving during pagination would change the text's width under it, and
 * pages would break where they will not print.
 */
export async function loadBookFonts(): Promise<void> {
  await Promise.all(
    FACES.map((face) => document.fonts.load(`${face.style} ${face.weight} 1em "${face.family}"`, BOTH_SUBSETS).catch(() => [])),
  );
  await document.fonts.ready;
}
