import { sectionContext, type MentionContext } from '../../../domain/import/context-cues.js';
import { previousElement, textOf, type DomElement } from './dom.js';
import { sentences } from './sentences.js';

/** The context the sentence before a list gives its items ("If you have more time, consider:"). */
export function introContext(list: DomElement): MentionContext | undefined {
  const previous = previousElement(list);
  if (!previous) return undefined;
  const said = sentences(textOf(previous));
  return sectionContext(said[said.length - 1] ?? '');
}
