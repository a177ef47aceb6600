import { all, textOf, type DomDocument, type DomElement } from './dom.js';

/** A post of a listing holds at least this much text; shorter articles are cards. */
const POST_CHARACTERS = 200;
/** The posts of a listing looked at, its first page's worth. */
const MAX_POSTS = 50;
/** How much of a post's text is looked for in the article Readability kept. */
const SAMPLE_CHARACTERS = 60;

/** The classes of a thread's replies and comments ("message message--post", "comment"). */
const REPLY = /message|comment|reply/iu;

const squeezed = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Two wrappers of one kind: the same element with the same classes, which name it. */
const sameWrapper = (a: DomElement | null, b: DomElement | null): boolean =>
  a !== null && b !== null && a.tagName === b.tagName && (a.getAttribute('class') ?? '').trim() !== '' && a.getAttribute('class') === b.getAttribute('class');

/**
 * A tag page or a blog's front page lists several posts, each in an `<article>` ("Snackbar 't Hoekske, Ghent",
 * "Himschoot, Ghent"...); Readability keeps one of them. When a post of the page is missing from the article it
 * kept, beside one it kept, the page is read whole. A forum thread's replies, without titles of their own, are no such posts.
 */
export function leavesOutPosts(kept: string, page: DomDocument): boolean {
  // A listing's posts have titles; a forum thread's replies (read by `thread-replies.ts`) have none.
  // Posts inside posts are one post; a listing shows a page of them, and a page nesting thousands reads no further.
  const posts = all(page, 'article, .hentry')
    .filter((post) => post.parentElement?.closest('article, .hentry') == null && post.querySelector('h1, h2, h3') !== null && !REPLY.test(post.getAttribute('class') ?? ''))
    .slice(0, MAX_POSTS)
    .map((post) => ({ parent: post.parentElement, text: squeezed(textOf(post)) }))
    .filter((post) => post.text.length >= POST_CHARACTERS);
  if (posts.length < 2) return false;
  const article = squeezed(kept);
  // A post's middle, not its opening: Readability drops a post's title and byline.
  const middle = (text: string): string => text.slice(Math.floor(text.length / 2), Math.floor(text.length / 2) + SAMPLE_CHARACTERS);
  const [inArticle, leftOut] = [true, false].map((wanted) => posts.filter((post) => article.includes(middle(post.text)) === wanted));
  // A listing's posts stand side by side, or each in a wrapper of the same kind (Blogger's "post-outer" of each day);
  // related posts' cards, however long their excerpts, stand apart from the post.
  return leftOut!.some((post) => inArticle!.some((other) => other.parent === post.parent || sameWrapper(other.parent, post.parent)));
}
