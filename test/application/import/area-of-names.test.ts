import { expect } from 'chai';
import { GazetteerGeocoder } from '../../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';
import { areaOfNames, homeCountryArea } from '../../../src/application/import/area-of-names.js';
import type { PlaceMention } from '../../../src/application/ports/place-extractor.port.js';
import type { ResolvedPlace } from '../../../src/application/import/resolve-places.js';

const mention = (name: string): PlaceMention => ({ name, evidence: 'text' });
const unplaced = (name: string): ResolvedPlace => ({ name, order: 0, evidence: 'article', cue: 'pin' });

describe('areaOfNames: where a page whose stops are all unplaced is', function () {
  this.timeout(20_000);
  const geocoder = new GazetteerGeocoder();

  it('given a sizeable town among the names, when read, then the page is there, town and all', async () => {
    const area = await areaOfNames([unplaced('曼听公园')], [mention('曼听公园'), mention('Chiang Mai')], geocoder);
    expect(area).to.deep.include({ city: 'Chiang Mai', countryCode: 'TH' });
  });

  it('given no town the gazetteer knows but a region, when read, then the page is in that region, with no town', async () => {
    const area = await areaOfNames([unplaced('告庄夜市'), unplaced('野象谷')], [mention('告庄夜市'), mention('云南'), mention('野象谷')], geocoder);
    expect(area?.countryCode).to.equal('CN');
    expect(area?.city).to.equal(undefined);
    expect(area?.coordinate.latitude).to.be.closeTo(25, 2);
  });

  it('given no town or region the gazetteer knows but a country, when read, then stops named as places are in that country; other names are not', async () => {
    const names = [mention('Jeri'), mention('Brasil'), mention('Lagoa da Tatajuba'), mention('Árvore da Preguiça')];
    const area = await areaOfNames([unplaced('Lagoa da Tatajuba'), unplaced('Árvore da Preguiça')], names, geocoder);
    expect(area?.countryCode).to.equal('BR');
    expect(area?.city).to.equal(undefined);
    expect(await areaOfNames([unplaced('Hepatitis B'), unplaced('Gelbfieber')], [mention('Hepatitis B'), mention('Brasilien')], geocoder)).to.equal(undefined);
  });

  it('given small towns near each other and none sure alone, when read, then the page is where they are', async () => {
    const names = [mention('Leven Canyon'), mention('Wynyard'), mention('Ulverstone'), mention('Penguin'), mention('Helen')];
    const area = await areaOfNames([unplaced('Leven Canyon')], names, geocoder);
    expect(area?.countryCode).to.equal('AU');
    expect(area?.coordinate.latitude).to.be.closeTo(-41.1, 0.5);
  });

  it('given names the gazetteer knows nothing of, when read, then the page is nowhere', async () => {
    expect(await areaOfNames([unplaced('告庄夜市')], [mention('告庄夜市'), mention('野象谷')], geocoder)).to.equal(undefined);
  });
});

describe('homeCountryArea: where a page in a language of one country is, when none of its names is known', function () {
  this.timeout(20_000);
  const geocoder = new GazetteerGeocoder();

  it('given a Korean or a simplified Chinese page whose stops read as places to visit, when read, then it is in Korea or China', async () => {
    expect((await homeCountryArea({ language: 'ko' }, [unplaced('단양구경시장')], geocoder))?.countryCode).to.equal('KR');
    expect((await homeCountryArea({ language: 'zh', script: 'Hans' }, [unplaced('梅家坞茶园')], geocoder))?.countryCode).to.equal('CN');
  });

  it('given a traditional Chinese page, when read, then it is nowhere: such pages are about Taiwan, Hong Kong, the mainland and abroad alike', async () => {
    expect(await homeCountryArea({ language: 'zh', script: 'Hant' }, [unplaced('梅家塢茶園')], geocoder)).to.equal(undefined);
  });

  it('given a page declared in Brazilian Portuguese whose stop is a named place to visit, when read, then it is in Brazil; an English page\'s region says nothing', async () => {
    expect((await homeCountryArea({ language: 'pt', region: 'BR' }, [unplaced('Gruta do Lago Azul')], geocoder))?.countryCode).to.equal('BR');
    expect(await homeCountryArea({ language: 'en', region: 'US' }, [unplaced('Glass Beach')], geocoder)).to.equal(undefined);
    expect(await homeCountryArea({ language: 'pt', region: 'BR' }, [unplaced('Passaporte'), unplaced('Comprovante de reserva de hospedagem')], geocoder)).to.equal(undefined);
  });

  it("given stops that are no places to visit (an airline's seats), when read, then it is nowhere", async () => {
    expect(await homeCountryArea({ language: 'zh', script: 'Hans' }, [unplaced('Recaro CL6720'), unplaced('滑动门')], geocoder)).to.equal(undefined);
    expect(await homeCountryArea({ language: 'ko' }, [unplaced('환율우대')], geocoder)).to.equal(undefined);
  });
});
