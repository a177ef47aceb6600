import { all, escapeText, textOf, type DomDocument, type DomElement } from './dom.js';

/** The fewest entries that make a list a table of contents. */
const CONTENTS_ENTRIES = 3;

/** A list item's own link to a section of the page ("<li><a href="#spot7">7 立石公園</a><ul>…</ul></li>"): its target and title. */
function sectionLink(item: DomElement): { target: string; title: string } | undefined {
  const link = Array.from(item.children).find((child) => child.tagName.toUpperCase() === 'A');
  const href = link?.getAttribute('href') ?? '';
  if (!link || !href.startsWith('#') || href.length < 2) return undefined;
  let target = href.slice(1);
  try {
    target = decodeURIComponent(target);
  } catch {
    // An address with a stray "%" is its own target.
  }
  return { target, title: textOf(link).trim() };
}

/**
 * The entries of a table of contents whose sections the page does not hold, as list markup: a stored
 * copy cut off after its contents ("7 立石公園", "13:00松本市立博物館で…") names its stops only there, and
 * Readability drops such a list as navigation. Undefined when every entry's section is on the page.
 */
export function orphanContents(page: DomDocument): string | undefined {
  const ids = new Set(all(page, '[id], a[name]').map((element) => element.getAttribute('id') ?? element.getAttribute('name')));
  const lists: string[] = [];
  for (const list of all(page, 'ol, ul')) {
    const entries = Array.from(list.children).filter((item) => item.tagName.toUpperCase() === 'LI').map(sectionLink);
    if (entries.length < CONTENTS_ENTRIES || entries.some((entry) => entry === undefined)) continue;
    const orphans = entries.filter((entry) => !ids.has(entry!.target));
    if (orphans.length >= CONTENTS_ENTRIES) lists.push(`<ul>${orphans.map((entry) => `<li>${escapeText(entry!.title)}</li>`).join('')}</ul>`);
  }
  return lists.length ? lists.join('') : undefined;
}
