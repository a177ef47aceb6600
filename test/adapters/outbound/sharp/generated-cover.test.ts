import { expect } from 'chai';
import sharp from 'sharp';
import { GeneratedCoverSearch, renderCover } from '../../../../src/adapters/outbound/sharp/generated-cover.js';

/** Mean absolute difference of two same-sized pictures' pixels, 0-255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((img) => sharp(img).raw().toBuffer()));
  let total = 0;
  for (let i = 0; i < x!.length; i += 1) total += Math.abs(x![i]! - y![i]!);
  return total / x!.length;
}

describe('GeneratedCoverSearch (offline destination covers)', () => {
  it('answers any query with a 1600x900 JPEG and no attribution', async () => {
    const found = await new GeneratedCoverSearch().search('Lisbon');
    expect(found.contentType).to.equal('image/jpeg');
    expect(found.attribution).to.equal(undefined);
    expect(await sharp(found.bytes).metadata()).to.include({ format: 'jpeg', width: 1600, height: 900 });
  });

  it('draws the same cover for the same destination, whatever its spacing, and another for another', async () => {
    const lisbon = await renderCover('Lisbon');
    expect((await renderCover('  Lisbon ')).equals(lisbon)).to.equal(true);
    expect(await difference(lisbon, await renderCover('Reykjavík'))).to.be.above(10);
  });

  it('prints the name: a cover with a title differs from one whose title could not be drawn', async () => {
    // Kanji alone have no glyphs in the bundled font, so that cover has only the scenery.
    const titled = await renderCover('東京 Tokyo');
    const untitled = await renderCover('東京');
    const scenery = await sharp(untitled).raw().toBuffer();
    const withTitle = await sharp(titled).raw().toBuffer();
    // White type in the middle band of a picture whose sky is never white there.
    const brightPixels = (raw: Buffer): number => {
      let count = 0;
      for (let y = 300; y < 460; y += 1) {
        for (let x = 200; x < 1400; x += 1) {
          const i = (y * 1600 + x) * 3;
          if (raw[i]! > 235 && raw[i + 1]! > 235 && raw[i + 2]! > 235) count += 1;
        }
      }
      return count;
    };
    expect(brightPixels(withTitle)).to.be.above(5000);
    expect(brightPixels(scenery)).to.be.below(500);
  });

  it('copes with markup characters, emoji, control characters and very long names', async () => {
    for (const name of ['<b>Rock & Roll</b>', '🏖️ Beach 🌴', 'Tab\there', 'x'.repeat(500), '', '   ']) {
      const cover = await renderCover(name);
      expect(await sharp(cover).metadata(), JSON.stringify(name)).to.include({ width: 1600, height: 900 });
    }
  });
});
