import { expect } from 'chai';
import { bodyTextSample, writtenLanguage } from '../../../../src/adapters/outbound/extraction/languages/page-language.js';

const english = '<p>We caught the early bus from the village and rode for an hour over the mountains, with the clouds below us and the driver taking every bend at full speed, until the town came into view.</p>';
const german = '<p>Wir sind am Freitagabend mit dem Zug angekommen und haben die ganze Altstadt zu Fuß erkundet, vom Tor bis zum Dom, und danach noch lange am Fluss gesessen.</p>';

describe('The language a page is written in', () => {
  it('given an English post on a template that declares German, when read, then it is English', () => {
    expect(writtenLanguage(`<html lang="de"><body>${english.repeat(2)}</body></html>`)).to.equal('en');
  });

  it('given a page whose text is the language it declares, when read, then the declaration stands', () => {
    expect(writtenLanguage(`<html lang="de"><body>${german.repeat(2)}</body></html>`)).to.equal('de');
  });

  it('given too little text to tell, or a language our rules do not know, when read, then the declaration stands', () => {
    expect(writtenLanguage('<html lang="fr"><body><p>Wir sind da.</p></body></html>')).to.equal('fr');
    const dutch = '<p>We zijn vrijdagavond met de trein aangekomen en hebben de hele binnenstad te voet verkend, van de poort tot aan de kerk, en daarna nog lang aan de gracht gezeten.</p>';
    expect(writtenLanguage(`<html lang="nl"><body>${dutch.repeat(2)}</body></html>`)).to.equal('nl');
  });

  it('given text of one word repeated (a hostile nest of blocks), when read, then no language is guessed from it', () => {
    expect(writtenLanguage(`<html><body>${'<div class="c">x '.repeat(3000)}</body></html>`)).to.equal(undefined);
  });

  it('given a Korean page under an interface that declares Russian, when read, then it is Korean', () => {
    const korean = '<p>경주 가을 여행으로 대릉원과 첨성대를 천천히 걸어 보았습니다. 저녁에는 동궁과 월지의 야경을 보고 황리단길에서 맛있는 저녁을 먹었어요. 다음 날에는 불국사에 다녀왔습니다.</p>';
    expect(writtenLanguage(`<html lang="ru"><body><div>Описание</div>${korean.repeat(3)}</body></html>`)).to.equal('ko');
  });

  it('given scripts, styles and markup, when sampled, then only the text is read, however the markup is written', () => {
    const sample = bodyTextSample('<html><head><title>T</title></head><body><SCRIPT>var x = "<p>no</p>";</SCRIPT><style>p{}</style><p>One <b>two</b></p><script>never closed');
    expect(sample).to.equal('One two');
  });
});
