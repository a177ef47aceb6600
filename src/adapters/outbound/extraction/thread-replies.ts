import { all, type DomDocument } from './dom.js';

/** Where forums and Q&A sites put their replies: comment, answer and reply blocks. */
const REPLY_BLOCKS = '[class*="comment"], [id*="comment"], [class*="answer"], [class*="reply"], [class*="Comment"], [class*="Answer"], [class*="Reply"]';

/** A reply short of this is a thank-you or a "+1", not advice. */
const REPLY_CHARS = 80;

/** The fewest replies that make a thread. */
const THREAD_REPLIES = 2;

/**
 * The replies of a thread that Readability left out, as markup: on a Q&A page ("What's the best way to use two days in
 * Mendocino?") Readability keeps the question as the article and drops the answers, which name the places, as
 * comments. A reply is an innermost comment, answer or reply block with text enough to advise. Undefined when there
 * is no such thread or the article holds its replies already.
 */
export function leftOutReplies(body: DomDocument, articleText: string): string | undefined {
  const article = squeeze(articleText);
  const blocks = all(body, REPLY_BLOCKS);
  // In document order a block's own reply blocks come right after it: it is innermost when the next one is not inside it.
  const replies = blocks
    .filter((block, i) => !blocks[i + 1] || !block.contains(blocks[i + 1]!))
    .map((block) => ({ block, text: squeeze(block.textContent ?? '') }))
    .filter(({ text }) => text.length >= REPLY_CHARS);
  // A thread whose first post Readability kept as the article still has the others left out.
  const leftOut = replies.filter(({ text }) => !article.includes(text.slice(0, REPLY_CHARS)));
  return replies.length >= THREAD_REPLIES && leftOut.length ? leftOut.map(({ block }) => `<div>${block.innerHTML}</div>`).join('') : undefined;
}

const squeeze = (text: string): string => text.replace(/\s+/g, ' ').trim();
