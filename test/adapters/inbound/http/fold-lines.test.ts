import { expect } from 'chai';
import { foldLines as libraryFold } from 'ical-generator';
import { foldLines } from '../../../../src/adapters/inbound/http/routes/exports/fold-lines.js';

const physicalLines = (text: string) => text.split('\r\n');
const unfold = (text: string) => text.replace(/\r\n /g, '');
const octets = (line: string) => Buffer.byteLength(line, 'utf8');

/** Lines of every UTF-8 width: ASCII, 2-octet (é), 3-octet (✈, €), 4-octet surrogate pairs (𝄞, 😀). */
const samples = [
  '',
  'SUMMARY:short',
  `DESCRIPTION:${'x'.repeat(200)}`,
  `SUMMARY:${'é'.repeat(80)}`,
  `LOCATION:${'€✈'.repeat(40)}`,
  `DESCRIPTION:${'a😀'.repeat(50)}`,
  `X-NAME:${'𝄞'.repeat(30)}x${'𝄞'.repeat(30)}`,
  `DESCRIPTION:${Array.from({ length: 300 }, (_, n) => ['a', 'é', '€', '😀'][(n * 7) % 4]).join('')}`,
];

describe('foldLines (RFC 5545 §3.1 content-line folding)', () => {
  it('leaves lines of up to 74 octets alone and keeps the CRLFs between lines', () => {
    const text = `BEGIN:VEVENT\r\nSUMMARY:${'x'.repeat(66)}\r\nEND:VEVENT\r\n`;
    expect(foldLines(text)).to.equal(text);
  });

  it('cuts long lines into lines of at most 75 octets that unfold to the original', () => {
    for (const line of samples) {
      const folded = foldLines(line);
      expect(unfold(folded)).to.equal(line);
      for (const physical of physicalLines(folded)) expect(octets(physical), physical).to.be.at.most(75);
      for (const physical of physicalLines(folded).slice(1)) expect(physical.startsWith(' ')).to.equal(true);
    }
  });

  it('never splits a UTF-8 sequence or a surrogate pair', () => {
    for (const line of samples) {
      for (const physical of physicalLines(foldLines(line))) {
        // A lone surrogate would come back from UTF-8 as U+FFFD.
        expect(Buffer.from(physical, 'utf8').toString('utf8'), physical).to.equal(physical);
      }
    }
  });

  it('writes the same bytes as the library fold it replaces', () => {
    const text = samples.join('\r\n');
    expect(foldLines(text)).to.equal(libraryFold(text));
  });
});
