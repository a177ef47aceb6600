import { expect } from 'chai';
import { cleanPlaceName } from '../../../src/domain/import/place-names.js';

describe('cleanPlaceName', () => {
  describe('time prefixes', () => {
    const cases: Array<[string, string]> = [
      ['9:00 AM – Visit Senso-ji', 'Senso-ji'],
      ['08:00 – Arribo a Cusco', 'Cusco'],
      ['14h30 - Musée d’Orsay', 'Musée d’Orsay'],
      ['10:00-12:00 Sagrada Família', 'Sagrada Família'],
      ['3pm: Tate Modern', 'Tate Modern'],
    ];
    for (const [raw, name] of cases) {
      it(`given "${raw}", when cleaned, then it is "${name}"`, () => {
        expect(cleanPlaceName(raw)).to.equal(name);
      });
    }
  });

  describe('parts of the day', () => {
    const cases: Array<[string, string]> = [
      ['Morning: Alfama', 'Alfama'],
      ['Afternoon – Belém', 'Belém'],
      ['Mattina a Central Park', 'Central Park'],
      ['Tarde en Montmartre', 'Montmartre'],
      ['Abends am Brandenburger Tor', 'Brandenburger Tor'],
      ['Lunch at Nishiki Market', 'Nishiki Market'],
    ];
    for (const [raw, name] of cases) {
      it(`given "${raw}", when cleaned, then it is "${name}"`, () => {
        expect(cleanPlaceName(raw)).to.equal(name);
      });
    }
  });

  describe('activity openers', () => {
    const cases: Array<[string, string]> = [
      ['Visit the Statue of Liberty', 'Statue of Liberty'],
      ['Day trip to Sintra', 'Sintra'],
      ['Dine at Le Jardin', 'Le Jardin'],
      ['Salida hacia Pisac', 'Pisac'],
      ['Visite du Louvre', 'Louvre'],
      ['Ausflug nach Potsdam', 'Potsdam'],
      ['Passeggiata al Pincio', 'Pincio'],
      ['Passeio pelo Chiado', 'Chiado'],
    ];
    for (const [raw, name] of cases) {
      it(`given "${raw}", when cleaned, then it is "${name}"`, () => {
        expect(cleanPlaceName(raw)).to.equal(name);
      });
    }
  });

  it('given a numbered item with a description, when cleaned, then only the name is left', () => {
    expect(cleanPlaceName('3. Park Güell – Gaudí’s mosaic park')).to.equal('Park Güell');
    expect(cleanPlaceName('📍 Fushimi Inari (Kyoto)')).to.equal('Fushimi Inari');
  });

  it('given a section title, when cleaned, then it is no place', () => {
    expect(cleanPlaceName('Where to stay')).to.equal(undefined);
    expect(cleanPlaceName('Final thoughts')).to.equal(undefined);
    expect(cleanPlaceName('9:00 –')).to.equal(undefined);
  });
});
