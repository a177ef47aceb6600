import { expect } from 'chai';
import { mentionContext, sectionContext } from '../../../src/domain/import/context-cues.js';

/** The context of `name` in `sentence`: the words before the name and the whole sentence. */
function contextOf(sentence: string, name: string): string | undefined {
  const at = sentence.indexOf(name);
  expect(at, `"${name}" in "${sentence}"`).to.be.at.least(0);
  return mentionContext(sentence.slice(0, at), sentence);
}

/** The same with the words after the name and the page's language. */
function contextAround(sentence: string, name: string, language?: string): string | undefined {
  const at = sentence.indexOf(name);
  expect(at, `"${name}" in "${sentence}"`).to.be.at.least(0);
  return mentionContext(sentence.slice(0, at), sentence, sentence.slice(at + name.length), language);
}

describe('context cues', () => {
  describe('mentionContext: places that locate another, and what a view shows', () => {
    const framing: Array<[string, string, string]> = [
      ['en', 'Dinner at La Colombe, perched high in the Constantia Valley.', 'Constantia Valley'],
      ['en', 'Pastelaria Suiça, right on Rossio Square.', 'Rossio Square'],
      ['en', 'The reward is a view across the rooftops along Princes Street.', 'Princes Street'],
      ['es', 'El jardín está dentro del Parque Savello.', 'Parque Savello'],
      ['es', 'La vista es una maravilla: el Trastevere y la isla Tiberina.', 'Tiberina'],
      ['de', 'Das Viertel liegt direkt am Hang des Signal Hill.', 'Signal Hill'],
      ['pt', 'O mirante fica no bairro de Providencia.', 'Providencia'],
      ['zh', '听香就在宽窄巷子里。', '宽窄巷子'],
      ['es', 'Subimos a un templo con una vista tremenda sobre los arrozales y el lago Tonlé Sap.', 'Tonlé Sap'],
      ['es', 'La ciudad está en zona de terremotos y la rodean varios volcanes, el Misti, el Pichu Pichu y el Chachani.', 'Pichu Pichu'],
      ['fr', "Elle s'étend à 2000 mètres, au pied de trois volcans : le Pichu Pichu, le Misti et le Chachani.", 'Chachani'],
      ['en', 'The town is surrounded by volcanoes, El Misti among them; to see them best, head up to the Mirador de Carmen Alto.', 'El Misti'],
    ];
    for (const [language, sentence, name] of framing) {
      it(`given "${sentence}" (${language}), when read, then ${name} only frames`, () => {
        expect(contextOf(sentence, name)).to.equal('landmark');
      });
    }
    it('given a Japanese view, when read, then its object is the view and the vantage point is not', () => {
      const sentence = '展望台からは大通公園が見えます。';
      const at = sentence.indexOf('大通公園');
      expect(mentionContext(sentence.slice(0, at), sentence, sentence.slice(at + 4))).to.equal('landmark');
    });
    const vantage: Array<[string, string]> = [
      ['Driving over the Forth Road Bridge gives you a superb view of the Firth.', 'Forth Road Bridge'],
      ['The drive pays you back with views as you pass the towns of Positano and Amalfi.', 'Positano'],
      ['The town is surrounded by volcanoes, El Misti among them; to see them best, head up to the Mirador de Carmen Alto.', 'Mirador de Carmen Alto'],
    ];
    for (const [sentence, name] of vantage) {
      it(`given "${sentence}", when read, then ${name} is where one goes`, () => {
        expect(contextOf(sentence, name)).to.equal(undefined);
      });
    }
  });

  describe('mentionContext: skipped', () => {
    const skipped: Array<[string, string, string]> = [
      ['en', 'We skipped Nara because of the rain.', 'Nara'],
      ['it', 'Se invece hai un giorno in più, una gita alle cascate del Niagara è possibile.', 'cascate del Niagara'],
      ['en', 'If you have an extra day, a trip to Niagara Falls is possible.', 'Niagara Falls'],
      ['en', 'If you have more time, Nikko is lovely.', 'Nikko'],
      ['en', "We didn't have time for Himeji.", 'Himeji'],
      ['es', 'Si tienes más tiempo, visita Toledo.', 'Toledo'],
      ['fr', 'Si vous avez plus de temps, allez à Giverny.', 'Giverny'],
      ['de', 'Wenn ihr mehr Zeit habt, lohnt sich Potsdam.', 'Potsdam'],
      ['it', 'Se avete più tempo, andate a Tivoli.', 'Tivoli'],
      ['pt', 'Se tiver mais tempo, vá a Sintra.', 'Sintra'],
      ['ja', '時間があれば奈良もおすすめ。', '奈良'],
      ['zh', '如果时间充裕可以去苏州。', '苏州'],
      ['ko', '시간이 있다면 경주도 좋아요.', '경주'],
      ['zh', '体力好的朋友可以去爬天都峰，我们没去。', '天都峰'],
      ['zh', '莲花峰每五年开放一次，这回没爬成。', '莲花峰'],
    ];
    for (const [language, sentence, name] of skipped) {
      it(`given "${sentence}" (${language}), when read, then ${name} is skipped`, () => {
        expect(contextOf(sentence, name)).to.equal('skipped');
      });
    }

    it('given "the one place you can\'t skip", when read, then the place is not skipped', () => {
      expect(contextOf("Fushimi Inari is the one place you can't skip.", 'Fushimi Inari')).to.equal(undefined);
      expect(contextOf('Lanes lead us to the Church of Our Lady, two spots nobody should skip in Bruges.', 'Church of Our Lady')).to.equal(undefined);
    });

    it('given "never been to" in Chinese (没去过), when read, then the place is not skipped', () => {
      expect(contextOf('以前从没去过黄山，这次终于来了。', '黄山')).to.equal(undefined);
    });

    it('given "da non perdere" beside "la prossima volta", when read, then the place is not skipped', () => {
      expect(contextOf('Il Colosseo, da non perdere, la prossima volta.', 'Colosseo')).to.equal(undefined);
    });

    it('given "à ne pas manquer" beside "la prochaine fois", when read, then the place is not skipped', () => {
      expect(contextOf('Le Louvre, à ne pas manquer, la prochaine fois aussi.', 'Louvre')).to.equal(undefined);
    });
  });

  describe('mentionContext: compared', () => {
    const compared: Array<[string, string, string]> = [
      ['en', 'Unlike Venice, Chioggia is quiet.', 'Venice'],
      ['en', 'The square is bigger than Times Square.', 'Times Square'],
      ['es', 'A diferencia de Madrid, Toledo es tranquila.', 'Madrid'],
      ['de', 'Im Vergleich zu Berlin ist Leipzig ruhig.', 'Berlin'],
      ['it', 'Rispetto a Roma, Orvieto è tranquilla.', 'Roma'],
      ['pt', 'Ao contrário de Lisboa, o Porto é calmo.', 'Lisboa'],
      ['de', 'Man sagt einfach Toompea, so wie man beim Präsidenten vom Weißen Haus spricht.', 'Weißen Haus'],
    ];
    for (const [language, sentence, name] of compared) {
      it(`given "${sentence}" (${language}), when read, then ${name} is only compared`, () => {
        expect(contextOf(sentence, name)).to.equal('compared');
      });
    }

    it('given the last of a list before 같은 or のような, when read, then it is an example, not compared; a name alone before them is compared', () => {
      const around = (sentence: string, name: string): string | undefined => {
        const at = sentence.indexOf(name);
        return mentionContext(sentence.slice(0, at), sentence, sentence.slice(at + name.length));
      };
      expect(around('면앙정과 식영정, 취가정, 그리고 송강정 같은 정자들은 옛 선비들의 자리다.', '송강정')).to.equal(undefined);
      expect(around('金閣寺や銀閣寺のようなお寺を巡る。', '銀閣寺')).to.equal(undefined);
      expect(around('파리 같은 도시를 좋아한다.', '파리')).to.equal('compared');
      expect(around('アメリカ西海岸のような雰囲気。', 'アメリカ西海岸')).to.equal('compared');
    });

    it('given "Contrairement à Paris" (fr) or "ähnlich wie Venedig" (de), when read, then the town is only compared', () => {
      expect(contextOf('Contrairement à Paris, Lyon est calme.', 'Paris')).to.equal('compared');
      expect(contextOf('Es ist ähnlich wie Venedig.', 'Venedig')).to.equal('compared');
    });

    it('given a comparison after the name, when read, then the name before it is not compared', () => {
      expect(contextOf('Chioggia is quieter, unlike Venice.', 'Chioggia')).to.equal(undefined);
    });
  });

  describe('mentionContext: origin', () => {
    const origin: Array<[string, string, string]> = [
      ['en', 'We flew from London to Lisbon.', 'London'],
      ['en', 'I live in Toronto and travel often.', 'Toronto'],
      ['es', 'Volamos desde Madrid a Lima.', 'Madrid'],
      ['fr', "J'habite à Lyon depuis dix ans.", 'Lyon'],
      ['de', 'Wir flogen ab Frankfurt nach Tokio.', 'Frankfurt'],
      ['it', 'Volo da Milano per Napoli.', 'Milano'],
      ['pt', 'Saímos de Lisboa cedo.', 'Lisboa'],
      ['pt', 'Nasci na África do Sul e passei os meus primeiros 18 anos em Maputo.', 'Maputo'],
      ['es', 'Nací en Rosario y me mudé de joven.', 'Rosario'],
      ['fr', "J'ai grandi à Lille avant de partir.", 'Lille'],
      ['it', 'Sono nata a Bari ma vivo altrove.', 'Bari'],
      ['en', 'I spent ten years in Dubai before this trip.', 'Dubai'],
    ];
    for (const [language, sentence, name] of origin) {
      it(`given "${sentence}" (${language}), when read, then ${name} is where the trip starts from`, () => {
        expect(contextOf(sentence, name)).to.equal('origin');
      });
    }

    it('given the destination of a flight, when read, then it is no origin', () => {
      expect(contextOf('We flew from London to Lisbon.', 'Lisbon')).to.equal(undefined);
    });
  });

  describe('mentionContext: lodging', () => {
    const lodging: Array<[string, string, string]> = [
      ['en', 'We stayed at the Ace Hotel for three nights.', 'Ace Hotel'],
      ['en', 'Our hotel was near Shibuya Crossing.', 'Shibuya Crossing'],
      ['es', 'Nos alojamos en Casa Andina.', 'Casa Andina'],
      ['fr', 'Nous avons dormi au Relais Saint-Germain.', 'Relais Saint-Germain'],
      ['de', 'Wir übernachteten im Hotel Adlon.', 'Hotel Adlon'],
      ['it', 'Abbiamo dormito alla Locanda Orseolo.', 'Locanda Orseolo'],
      ['pt', 'Ficamos hospedados na Casa do Principe.', 'Casa do Principe'],
      ['ja', '宿泊は京都グランヴィア。', '京都グランヴィア'],
      ['zh', '住宿在西湖国宾馆。', '西湖国宾馆'],
      ['ko', '숙소는 명동 근처였어요.', '명동'],
    ];
    for (const [language, sentence, name] of lodging) {
      it(`given "${sentence}" (${language}), when read, then ${name} is lodging`, () => {
        expect(contextOf(sentence, name)).to.equal('lodging');
      });
    }
  });

  describe('mentionContext: landmark', () => {
    const landmark: Array<[string, string, string]> = [
      ['en', 'A bar overlooking Sydney Harbour.', 'Sydney Harbour'],
      ['en', 'The café is a short walk from the Pantheon.', 'Pantheon'],
      ['es', 'Un café cerca de la Plaza Mayor.', 'Plaza Mayor'],
      ['fr', 'Un bistrot près du Louvre.', 'Louvre'],
      ['de', 'Ein Café mit Blick auf den Dom.', 'Dom'],
      ['it', 'Una trattoria vicino al Pantheon.', 'Pantheon'],
      ['pt', 'Um café ao lado do Rossio.', 'Rossio'],
      ['es', 'Pegado a la Catedral de Málaga tienes el mejor bar.', 'Catedral de Málaga'],
      ['en', 'The deli on the corner of Elm Street is the one.', 'Elm Street'],
      ['fr', 'Le bistrot au coin de la rue Mouffetard.', 'rue Mouffetard'],
      // A word with an accent between the verb and its preposition ("également"): \w alone missed it.
      ['fr', "L'hôtel se trouve également dans le Vieux Lyon.", 'Vieux Lyon'],
    ];
    for (const [language, sentence, name] of landmark) {
      it(`given "${sentence}" (${language}), when read, then ${name} only locates another place`, () => {
        expect(contextOf(sentence, name)).to.equal('landmark');
      });
    }
  });

  describe('mentionContext: what a place is to another', () => {
    const landmark: Array<[string, string, string]> = [
      ['en', 'It is a 5- to 10-minute stroll from Luna Park.', 'Luna Park'],
      ['es', 'El mercado está a 10 minutos a pie de la Plaza Mayor.', 'Plaza Mayor'],
      ['es', 'Levantada entre 1560 y 1654 sobre el antiguo palacio inca de Viracocha.', 'palacio inca de Viracocha'],
      ['es', 'Sobre sus cimientos los españoles edificaron el convento de Santo Domingo.', 'convento de Santo Domingo'],
      ['en', 'See the Byodoin Temple, whose Phoenix Hall is on the 10 yen coin.', 'Phoenix Hall'],
      ['it', 'La chiesa, il cui Campanile domina la piazza.', 'Campanile'],
    ];
    for (const [language, sentence, name] of landmark) {
      it(`given "${sentence}" (${language}), when read, then ${name} only frames another place`, () => {
        expect(contextOf(sentence, name)).to.equal('landmark');
      });
    }

    const person: Array<[string, string, string]> = [
      ['it', 'Strawberry Fields, il memoriale dedicato a John Lennon.', 'John Lennon'],
      ['en', 'The square was named after Queen Victoria.', 'Queen Victoria'],
      ['es', 'Un mural en honor a Frida Kahlo.', 'Frida Kahlo'],
      ['es', 'A finales de junio, el canciller Alberto van Klaveren firmó el convenio.', 'Alberto van Klaveren'],
      ['es', 'y la ministra de Relaciones Exteriores de Islandia, Thórdis Kolbrún Reykfjörd Gylfadóttir, firmaron.', 'Thórdis Kolbrún Reykfjörd Gylfadóttir'],
      ['en', 'The restaurant of chef Massimo Bottura is booked for months.', 'Massimo Bottura'],
      ['fr', 'Le maire Grégory Doucet a inauguré la passerelle.', 'Grégory Doucet'],
      ['it', "Lo ha detto l'amministratore delegato Andrea Moscardini ieri.", 'Andrea Moscardini'],
      ['it', 'Secondo il direttore generale Pier Ezhaya le vendite crescono.', 'Pier Ezhaya'],
    ];
    it('given an office in capitals that is part of a name ("Avenida Presidente Vargas"), when read, then no person', () => {
      expect(contextOf('Caminhamos pela Avenida Presidente Vargas até a igreja.', 'Presidente Vargas')).to.not.equal('person');
    });

    for (const [language, sentence, name] of person) {
      it(`given "${sentence}" (${language}), when read, then ${name} is a person remembered`, () => {
        expect(contextOf(sentence, name)).to.equal('person');
      });
    }

    it('given a name after "a" or "another" in English, "um" in Portuguese, "un" or "our" anywhere, when read, then it is a common noun', () => {
      expect(contextAround('We jumped in a Tuk Tuk to the river.', 'Tuk Tuk', 'en')).to.equal('generic');
      expect(contextAround('So we got in another Tuk Tuk.', 'Tuk Tuk', 'en')).to.equal('generic');
      expect(contextAround('Depois paramos para um Starbucks no caminho.', 'Starbucks', 'pt')).to.equal('generic');
      expect(contextAround('Nos tomamos un Starbucks rápido.', 'Starbucks', 'es')).to.equal('generic');
      expect(contextAround('A maior igreja católica do Chile.', 'igreja católica do Chile', 'pt')).to.equal('generic');
    });

    it('given "a" before a name in Italian or Portuguese, when read, then it is where one goes', () => {
      expect(contextAround('Mattina a Central Park con il sole.', 'Central Park', 'it')).to.equal(undefined);
      expect(contextAround('Visitamos a Torre de Belém cedo.', 'Torre de Belém', 'pt')).to.equal(undefined);
    });

    it('given a transit line before a name or a station after it, when read, then it is directions', () => {
      expect(contextAround('Metro Ginza o Asakusa, estación Asakusa.', 'Ginza', 'es')).to.equal('directions');
      expect(contextAround('The Town Hall train station opens into its ground floor.', 'Town Hall', 'en')).to.equal('directions');
      expect(contextAround('Sao Bento station is a marvel.', 'Sao Bento station', 'en')).to.equal(undefined);
    });

    it('given a sentence about the author\'s work, when read, then its places are workplaces', () => {
      expect(contextOf('My last day at Veolia, saying goodbye to the colleagues I had worked with.', 'Veolia')).to.equal('origin');
      expect(contextOf('I work at Siemens during the week.', 'Siemens')).to.equal('origin');
      expect(contextOf('I took a nine-to-five office job in Washington DC.', 'Washington DC')).to.equal('origin');
      expect(contextOf('I was shut in an office without windows in Washington DC.', 'Washington DC')).to.equal('origin');
      expect(contextOf('I said goodbye to my life on the Iberian Peninsula.', 'Iberian Peninsula')).to.equal('origin');
      expect(contextOf('We spent the morning in Washington DC.', 'Washington DC')).to.equal(undefined);
    });

    it('given another trip and a model, when read, then skipped and compared', () => {
      expect(contextOf('Me quedé con ganas de la costa (Mazunte, Puerto Escondido) pero eso ya es otro viaje.', 'Mazunte')).to.equal('skipped');
      expect(contextOf('Als Vorbild dienten die Hafenviertel von San Francisco und Boston.', 'San Francisco')).to.equal('compared');
    });
  });

  it('given "à côté du Louvre" or "übernachten im Adlon", when read, then landmark and lodging', () => {
    expect(contextOf('Un café à côté du Louvre.', 'Louvre')).to.equal('landmark');
    expect(contextOf('Wir wollen übernachten im Adlon.', 'Adlon')).to.equal('lodging');
  });

  it('given a plain sentence about a visit, when read, then there is no context', () => {
    expect(contextOf('In the afternoon we visited the Alhambra.', 'Alhambra')).to.equal(undefined);
    expect(contextOf('午後は清水寺へ行きました。', '清水寺')).to.equal(undefined);
  });

  describe('sectionContext', () => {
    it('given "If you have more time", when read as a heading, then what follows is skipped', () => {
      expect(sectionContext('If you have more time')).to.equal('skipped');
      expect(sectionContext('Si tienes más tiempo')).to.equal('skipped');
    });

    it('given "Where to stay", when read as a heading, then what follows is lodging', () => {
      expect(sectionContext('Where to stay in Kyoto')).to.equal('lodging');
      expect(sectionContext('Dónde dormir')).to.equal('lodging');
      expect(sectionContext('宿泊')).to.equal('lodging');
    });

    it('given "Related posts" in the corpus languages, when read as a heading, then what follows is other posts\' titles', () => {
      for (const heading of ['Related posts', 'You may also like', 'Diarios relacionados', 'Te puede interesar', 'À lire aussi', 'Ähnliche Beiträge', 'Articoli correlati', 'Leia também', '関連記事', '相关文章', '관련 글']) {
        expect(sectionContext(heading), heading).to.equal('related');
      }
      expect(sectionContext('Related to Gaudí: the Sagrada Família')).to.equal(undefined);
    });

    it('given "Cómo llegar:" or "Getting there", when read as a list\'s introduction, then its lines are directions', () => {
      expect(sectionContext('Cómo llegar:')).to.equal('directions');
      expect(sectionContext('Getting there')).to.equal('directions');
      expect(sectionContext('Anfahrt')).to.equal('directions');
      expect(sectionContext('Cómo llegar a Shibuya desde el aeropuerto y qué ver')).to.equal(undefined);
    });

    it('given a heading that only says not to skip, when read, then nothing is skipped', () => {
      expect(sectionContext("Don't skip the night market")).to.equal(undefined);
    });

    it('given a way that skips a hassle (the steps, the queue), when read, then the places on it are not skipped', () => {
      expect(sectionContext('Hike into Corniglia from Vernazza: that way you skip the 365 steps up')).to.equal(undefined);
      expect(sectionContext('Book ahead and skip the line at the Uffizi')).to.equal(undefined);
      expect(sectionContext('We skipped Pisa')).to.equal('skipped');
    });

    it('given a plain heading or a comparison, when read, then it gives no context', () => {
      expect(sectionContext('Day 2: Arashiyama')).to.equal(undefined);
      // Comparisons and origins are told per mention, not per section.
      expect(sectionContext('Unlike Tokyo')).to.equal(undefined);
      expect(sectionContext('Flying from London')).to.equal(undefined);
    });
  });

  it('given a walk from one place to the next in Chinese, when read, then its start is no origin', () => {
    expect(mentionContext('洛阳也是人间烟火很足的城， 从', '从十字街逛到洛邑古城', '逛到洛邑古城')).to.equal(undefined);
    expect(mentionContext('我们从', '我们从上海出发', '出发')).to.equal('origin');
  });
});
