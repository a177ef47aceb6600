import { sectionContext, type MentionContext } from '../../../domain/import/context-cues.js';
import { textOf, type DomElement } from './dom.js';
import { sentences } from './text-candidates.js';

/** The context the sentence before a list gives its items ("If you have more time, consider:"). */
export function introContext(list: DomElement): MentionContext | undefined {
  const previous = previousElement(list);
  if (!previous) return undefined;
  const said = sentences(textOf(previous));
  return sectionContext(said[said.length - 1] ?? '');
}

function previousElement(element: DomElement): DomElement | undefined {
  const parent = element.parentElement;
  if (!parent) return undefined;
  const siblings = Array.from(parent.children);
  const index = siblings.indexOf(element);
  return index > 0 ? siblings[index - 1] : undefined;
}
