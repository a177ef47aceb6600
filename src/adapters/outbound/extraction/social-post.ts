/**
 * Instagram shares a post as Open Graph text only:
 * og:description `1,234 likes, 56 comments - anna.travels on March 3, 2024: "caption"` and
 * og:title `Anna Travels on Instagram: "caption"`.
 */
export interface SocialPost {
  author?: string;
  caption: string;
}

/** "1,234 likes, 56 comments - anna on March 3:", in the languages Instagram shares in ("curtidas", "Me gusta"). */
const LIKES_PREFIX =
  /^[\d.,\s]+[KkMm]?\s+(?:likes?|curtidas?|me gusta|j['’]aime|mentions j['’]aime|gefällt \S+ mal|mi piace|いいね！?|赞|좋아요)[,\s]*[\d.,\s]*[KkMm]?\s*(?:comments?|comentários?|comentarios?|commentaires?|kommentare?|commenti|コメント|评论|댓글)?\s*[-–]\s*([\w.]+)(?:\s+\S+\s+[^:]+)?:\s*([\s\S]*)$/iu;
const TITLE_PREFIX = /^(.+?)\s+(?:on|no|na|en|sur|auf|su|em)\s+(?:Instagram|Threads|Facebook|TikTok)\s*:\s*([\s\S]*)$/u;

export function readSocialPost(title: string | undefined, description: string | undefined): SocialPost | undefined {
  const fromDescription = description ? LIKES_PREFIX.exec(description) : null;
  const fromTitle = title ? TITLE_PREFIX.exec(title) : null;
  if (!fromDescription && !fromTitle) return undefined;
  // Shared pages often cut the title's quote short and carry the whole caption as the description.
  const titleCaption = unquote(fromTitle?.[2] ?? '');
  const caption = fromDescription ? unquote(fromDescription[2]!) : description && description.length > titleCaption.length ? description.trim() : titleCaption;
  return { author: fromTitle?.[1]?.trim() ?? fromDescription?.[1], caption };
}

const unquote = (text: string): string => text.trim().replace(/^["“]/, '').replace(/["”]\.?$/, '').trim();
