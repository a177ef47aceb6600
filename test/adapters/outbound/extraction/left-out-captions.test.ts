import { expect } from 'chai';
import { parseHtmlDocument } from '../../../../src/adapters/outbound/extraction/dom.js';
import { HtmlPlaceExtractor } from '../../../../src/adapters/outbound/extraction/html-place-extractor.js';
import { leftOutCaptions } from '../../../../src/adapters/outbound/extraction/left-out-captions.js';

const figure = (caption: string): string => `<figure><img src="https://img.example/${encodeURIComponent(caption)}.jpg" alt=""><figcaption>${caption}</figcaption></figure>`;
const gallery = ['Samarcande : la médersa Chir Dor', 'Boukhara : Tchor Minor', 'Khiva : un détail des fortifications'];

describe('leftOutCaptions', () => {
  it('given three captions or more the article\'s text leaves out, when read, then they are figures of their own', () => {
    const body = parseHtmlDocument(`<body><p>Deux semaines sur la Route de la Soie.</p><div>${gallery.map(figure).join('')}</div></body>`);
    const figures = parseHtmlDocument(`<body>${leftOutCaptions(body, 'Deux semaines sur la Route de la Soie.')}</body>`);
    expect(Array.from(figures.querySelectorAll('figcaption')).map((caption) => caption.textContent)).to.deep.equal(gallery);
  });

  it('given captions the article holds, or fewer than three left out, when read, then there is nothing to add', () => {
    const body = parseHtmlDocument(`<body>${gallery.map(figure).join('')}</body>`);
    expect(leftOutCaptions(body, gallery.join(' '))).to.equal(undefined);
    expect(leftOutCaptions(parseHtmlDocument(`<body>${figure('Photo : Jean-Pierre')}</body>`), '')).to.equal(undefined);
  });

  it('given a post whose gallery Readability drops, when extracted, then the captions\' places are read', async () => {
    const prose = '<p>Deux semaines de voyage en octobre, pour découvrir les villes de la Route de la Soie : Samarcande, Boukhara et Khiva, avec leurs mosquées tapissées de faïences.</p>'.repeat(3);
    const html = `<html lang="fr"><body><article><h2>Ouzbékistan</h2><div class="text">${prose}</div><div class="images">${gallery.map(figure).join('')}</div></article></body></html>`;
    const extraction = await new HtmlPlaceExtractor().extract({ url: 'https://blog.example/ouzbekistan', finalUrl: 'https://blog.example/ouzbekistan', status: 200, contentType: 'text/html', body: html }, async () => undefined);
    expect(extraction.mentions.map((mention) => mention.name)).to.include.members(['médersa Chir Dor', 'Tchor Minor']);
  });
});
