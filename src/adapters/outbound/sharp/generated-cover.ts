import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type sharpModule from 'sharp';
import type { OverlayOptions } from 'sharp';
import { lazyRequire } from '../shared/lazy-require.js';
import type { FoundPhoto, PhotoSearch } from '../../../application/ports/photo-search.port.js';

/** libvips and its bindings load with the first image, not with the process. */
const sharp = lazyRequire<typeof sharpModule>('sharp');

const WIDTH = 1600;
const HEIGHT = 900;
const MAX_TITLE_LENGTH = 60;

/** Inter ships as a TTF inside an npm package, so the title renders alike on every machine. */
const FONT_FILE = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf',
);

/**
 * The offline photo source: for any text it draws a travel-poster cover (a sky gradient, a sun and
 * three mountain ridges, all derived from a hash of the text, so one destination always gets the same
 * picture) with the text in large type. Needs no key and no network, so it is the last source asked.
 */
export class GeneratedCoverSearch implements PhotoSearch {
  readonly name = 'generated';

  async search(query: string): Promise<FoundPhoto> {
    return { bytes: await renderCover(query), contentType: 'image/jpeg' };
  }
}

/** A 1600x900 JPEG cover for `name`. */
export async function renderCover(name: string): Promise<Buffer> {
  const seed = createHash('sha256').update(name.trim().toLowerCase()).digest();
  const layers: OverlayOptions[] = [];
  const title = printable(name);
  if (title) {
    const text = await renderTitle(title, 'foreground="white"');
    const shadow = await sharp()(await renderTitle(title, 'foreground="black" fgalpha="50%"'))
      // Room around the glyphs, so the blur fades out instead of stopping at the box's edge.
      .extend({ top: 40, bottom: 40, left: 40, right: 40, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .blur(14)
      .png()
      .toBuffer();
    const { width = 0, height = 0 } = await sharp()(text).metadata();
    const left = Math.round((WIDTH - width) / 2);
    const top = Math.round(HEIGHT * 0.42 - height / 2);
    layers.push({ input: shadow, left: left - 40 + 3, top: top - 40 + 6 }, { input: text, left, top });
  }
  return sharp()(Buffer.from(scenery(seed))).composite(layers).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}

/** The background as SVG: every choice (hues, sun position, ridge shapes) comes from `seed`. */
function scenery(seed: Buffer): string {
  const byte = (i: number): number => seed[i % seed.length]!;
  const hue = ((byte(0) << 8) | byte(1)) % 360;
  const shift = 25 + (byte(2) % 50);
  const dusk = (hue + shift) % 360;
  const sunX = 250 + (byte(3) / 255) * 1100;
  const sunY = 170 + (byte(4) / 255) * 150;
  const ridge = (offset: number, base: number, amplitude: number, peaks: number): string => {
    const points: string[] = [];
    for (let i = 0; i <= peaks; i += 1) {
      const x = (i / peaks) * WIDTH;
      const wave = 0.5 + 0.5 * Math.sin(i * 1.7 + byte(offset) / 20);
      const y = base - amplitude * wave * (0.55 + (byte(offset + i + 1) / 255) * 0.45);
      points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
    }
    return `M0,${HEIGHT} L${points.join(' L')} L${WIDTH},${HEIGHT} Z`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,66%)"/>
      <stop offset="0.55" stop-color="hsl(${(hue + shift / 2) % 360},50%,50%)"/>
      <stop offset="1" stop-color="hsl(${dusk},48%,32%)"/>
    </linearGradient>
    <radialGradient id="sun">
      <stop offset="0" stop-color="hsl(${(hue + 40) % 360},90%,94%)" stop-opacity="0.95"/>
      <stop offset="0.35" stop-color="hsl(${(hue + 40) % 360},90%,90%)" stop-opacity="0.55"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360},90%,90%)" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.4" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.3"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="280" fill="url(#sun)"/>
  <path d="${ridge(5, 650, 210, 9)}" fill="hsl(${dusk},35%,34%)" fill-opacity="0.55"/>
  <path d="${ridge(11, 750, 170, 7)}" fill="hsl(${dusk},40%,24%)" fill-opacity="0.75"/>
  <path d="${ridge(17, 850, 120, 6)}" fill="hsl(${dusk},45%,14%)" fill-opacity="0.9"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
</svg>`;
}

/** `title` as an RGBA PNG in Inter ExtraBold, centred, wrapped to the cover's width; `style`: Pango span attributes. */
function renderTitle(title: string, style: string): Promise<Buffer> {
  const size = Math.max(64, Math.min(150, Math.floor(2600 / title.length)));
  return sharp()({
    text: {
      text: `<span ${style}>${escapeMarkup(title)}</span>`,
      font: `Inter ExtraBold ${size}`,
      fontfile: FONT_FILE,
      width: WIDTH - 240,
      align: 'centre',
      wrap: 'word-char',
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer();
}

/**
 * The part of `name` the bundled font can draw (Latin, Greek, Cyrillic, digits and punctuation),
 * shortened to fit. Other scripts would print as empty boxes, so they are left out; a name with
 * nothing left gets a cover without a title.
 */
const DRAWABLE = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]/u;
const INVISIBLE_OR_EMOJI = /[\p{Extended_Pictographic}\p{Cc}\p{Cf}\uFE00-\uFE0F]/u;

function printable(name: string): string {
  const kept = [...name]
    .filter((c) => DRAWABLE.test(c) && !INVISIBLE_OR_EMOJI.test(c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return /[\p{L}\p{N}]/u.test(kept) ? truncate(kept, MAX_TITLE_LENGTH) : '';
}

const truncate = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

const escapeMarkup = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
