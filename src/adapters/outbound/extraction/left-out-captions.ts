import { all, escapeText, textOf, type DomDocument } from './dom.js';

/** The fewest captions left out that make a gallery, not a stray photo credit. */
const GALLERY_CAPTIONS = 3;

/**
 * The captions of a post's photos that Readability left out, as markup: a gallery of figures after the text
 * ("Samarcande : la médersa Chir Dor", "Boukhara : Tchor Minor") names the sights the text only sums up, and Readability
 * drops a block of figures that holds no paragraph. `articleText` is the article's text as `textOf` gives it, its spaces
 * squeezed as each caption's are. Undefined when fewer than three are left out.
 */
export function leftOutCaptions(body: DomDocument, articleText: string): string | undefined {
  const leftOut = all(body, 'figcaption')
    .map(textOf)
    .filter((text) => text !== '' && !articleText.includes(text));
  return leftOut.length >= GALLERY_CAPTIONS ? leftOut.map((text) => `<figure><figcaption>${escapeText(text)}</figcaption></figure>`).join('') : undefined;
}
