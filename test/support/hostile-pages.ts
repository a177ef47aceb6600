/**
 * Pages built to stall a naive reader, for the isolation tests and bench/import-hostile.ts: each held
 * the API's event loop for seconds to minutes, or exhausted its memory, before link import ran in a
 * bounded worker pool (docs/import.md, "Isolation and limits").
 */
export interface HostilePage {
  name: string;
  html: string;
}

/** About `bytes` of <div>s nested inside each other (Readability's cleaning is superlinear in the depth). */
export function nestedDivs(bytes: number): HostilePage {
  const open = '<div class="c">x ';
  const depth = Math.floor(bytes / (open.length + '</div>'.length));
  return {
    name: `nested divs (${Math.round(bytes / 1024)} KB, depth ${depth})`,
    html: `<!doctype html><html><head><title>Deep</title></head><body>${open.repeat(depth)}${'</div>'.repeat(depth)}</body></html>`,
  };
}

const SYLLABLES = ['ka', 'ro', 'mi', 'tel', 'ba', 'su', 'no', 'var', 'li', 'den'];

/** A made-up capitalised place name per number ("Karo Mitel"): a proper name no gazetteer knows. */
const madeUpName = (n: number): string => {
  const word = (k: number) => SYLLABLES[k % 10]! + SYLLABLES[Math.floor(k / 10) % 10]! + SYLLABLES[Math.floor(k / 100) % 10]!;
  const name = `${word(n)} ${word(Math.floor(n / 1000))}`;
  return name.replace(/(^|\s)\p{Ll}/gu, (initial) => initial.toUpperCase());
};

/** A page of `count` links, each to a made-up place, one a line. */
export function manyLinks(count: number): HostilePage {
  const links = Array.from({ length: count }, (_, i) => `<a href=/${i}>${madeUpName(i)}</a><br>`).join('');
  return {
    name: `${count.toLocaleString('en')} links`,
    html: `<!doctype html><html><head><title>Links</title></head><body><p>${links}</p></body></html>`,
  };
}

/** One paragraph that goes to `count` made-up places ("We went to Karo Mitel."): each a stop to judge against the others. */
export function placesInOneParagraph(count: number): HostilePage {
  const sentences = Array.from({ length: count }, (_, i) => `We went to ${madeUpName(i)}.`).join(' ');
  return {
    name: `${count.toLocaleString('en')} places gone to in one paragraph`,
    html: `<!doctype html><html><head><title>Notes</title></head><body><article><p>${sentences}</p></article></body></html>`,
  };
}

/**
 * A page within the extraction caps (fewer than 10,000 elements, nested less than 150 deep) that
 * still costs Readability seconds: 66 blocks of <div>s nested 149 deep. Only the deadline stops it.
 */
export function slowWithinCaps(): HostilePage {
  const block = `<div><p>A walk in Lisbon</p>${'<div>'.repeat(148)}x${'</div>'.repeat(148)}</div>`;
  return { name: 'deep blocks within the caps', html: `<!doctype html><html><head><title>Slow</title></head><body>${block.repeat(66)}</body></html>` };
}

/** The hostile pages past the extraction caps, read as plain text: a 2 MB nest of <div>s and a page of 100k links. */
export const oversizedHostilePages = (): HostilePage[] => [nestedDivs(2 * 1024 * 1024), manyLinks(100_000)];

/** The hostile pages of the tests and the benchmark: those past the caps, and a paragraph going to 2,000 places within them. */
export const hostilePages = (): HostilePage[] => [...oversizedHostilePages(), placesInOneParagraph(2_000)];

/** Markup that makes a naive tag scanner backtrack or rescan (unclosed comments and tags, stray brackets), 0.5-2 MB each. */
export const hostileMarkup = (): HostilePage[] => [
  { name: '<!-- x500,000', html: '<!--'.repeat(500_000) },
  { name: '<a x1,000,000', html: '<a'.repeat(1_000_000) },
  { name: '< x2,000,000', html: '<'.repeat(2_000_000) },
  { name: '<script>< x1,000,000', html: `<script>${'<'.repeat(1_000_000)}` },
];
