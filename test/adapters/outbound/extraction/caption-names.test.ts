import { expect } from 'chai';
import { captionAddress, captionName } from '../../../../src/adapters/outbound/extraction/caption-names.js';
import { HtmlPlaceExtractor } from '../../../../src/adapters/outbound/extraction/html-place-extractor.js';

describe('caption names', () => {
  it('given a caption that is a name, with its town, a note or a credit after it, when read, then the name is what the photo shows', () => {
    expect(captionName('Baie des Amoureux')).to.equal('Baie des Amoureux');
    expect(captionName('Manjar dos Deuses, Maputo |')).to.equal('Manjar dos Deuses');
    expect(captionName('Deadvlei (see Sesriem below)')).to.equal('Deadvlei');
    expect(captionName('Le Trou Feillet')).to.equal('Le Trou Feillet');
    expect(captionName('한일옥')).to.equal('한일옥');
  });

  it('given a caption that is a sentence, a label in capitals or a description, when read, then it names nothing', () => {
    expect(captionName("Ortigia dall'alto")).to.equal(undefined);
    expect(captionName('Fort mistral sur Marseille')).to.equal(undefined);
    expect(captionName('PLANES EN ALICANTE | Gente paseando por la Explanada')).to.equal(undefined);
    expect(captionName("L'école")).to.equal(undefined);
    expect(captionName('La vue depuis le balcon.')).to.equal(undefined);
    expect(captionName('Photo: nakariho')).to.equal(undefined);
  });

  it('given a caption that gives a venue its street and number after a dash, when read, then that is its address', () => {
    expect(captionAddress('Anita – Shabazi St 40, Tel Aviv-Yafo – Öffnungszeiten: 08:00 – 0:00')).to.equal('Shabazi St 40, Tel Aviv-Yafo');
    expect(captionAddress('Deadvlei (see Sesriem below)')).to.equal(undefined);
  });

  it('given a page whose figures and italic paragraphs caption places, when extracted, then each name is a lead; a credit or a sentence is not', async () => {
    const body = `<html lang="fr"><head><title>Road trip en Grande Terre</title></head><body><article><h1>Road trip en Grande Terre</h1>
<p>Nous avons roulé toute la journée le long de la côte est, avec de longues pauses.</p>
<figure><img src="a.jpg"><figcaption>Baie des Amoureux</figcaption></figure>
<p><em>Le Trou Feillet</em></p>
<figure><img src="b.jpg"><figcaption>Courtesy of Ivana Larrosa</figcaption></figure>
<p><i>La vue depuis le balcon</i></p></article></body></html>`;
    const result = await new HtmlPlaceExtractor().extract({ url: 'https://site.example/p', finalUrl: 'https://site.example/p', status: 200, contentType: 'text/html', body }, async () => undefined);
    const leads = result.mentions.filter((mention) => mention.cue === 'lead').map((mention) => mention.name);
    expect(leads).to.include.members(['Baie des Amoureux', 'Le Trou Feillet']);
    expect(leads).to.not.include('Courtesy of Ivana Larrosa');
    expect(leads.some((name) => /balcon/u.test(name))).to.equal(false);
  });
});
