import { expect } from 'chai';
import { acceptedImageType, sniffImageType } from '../../../src/application/images/image-type.js';

const bytes = (...parts: Array<string | number[]>): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('image types', () => {
  it('recognises each accepted type by its magic numbers', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).to.equal('image/jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR'))).to.equal('image/png');
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).to.equal('image/webp');
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']) {
      expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0])), brand).to.equal('image/heic');
    }
  });

  it('recognises nothing else', () => {
    expect(sniffImageType(bytes('GIF89a'))).to.equal(undefined);
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).to.equal(undefined);
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypisom'))).to.equal(undefined);
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypavif'))).to.equal(undefined);
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).to.equal(undefined);
    expect(sniffImageType(Buffer.alloc(0))).to.equal(undefined);
    expect(sniffImageType(bytes([0xff, 0xd8]))).to.equal(undefined);
  });

  it('reads a declared type ignoring case and parameters, accepting only the four image types', () => {
    expect(acceptedImageType('IMAGE/JPEG; q=1')).to.equal('image/jpeg');
    expect(acceptedImageType(' image/heic ')).to.equal('image/heic');
    expect(acceptedImageType('image/jpg')).to.equal(undefined);
    expect(acceptedImageType('image/svg+xml')).to.equal(undefined);
    expect(acceptedImageType('application/json')).to.equal(undefined);
    expect(acceptedImageType(undefined)).to.equal(undefined);
  });
});
