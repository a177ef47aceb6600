import { expect } from 'chai';
import { sentences } from '../../../../src/adapters/outbound/extraction/sentences.js';
import { textCandidates } from '../../../../src/adapters/outbound/extraction/text-candidates.js';
import { preloadCjk } from '../../../../src/adapters/outbound/extraction/languages/cjk-candidates.js';
import { preloadLexicon } from '../../../../src/adapters/outbound/extraction/languages/lexicon.js';

const names = (text: string, language?: string): string[] => textCandidates(text, undefined, undefined, language).map((m) => m.name);
const mention = (text: string, name: string, language?: string) => textCandidates(text, undefined, undefined, language).find((m) => m.name === name);

describe('textCandidates', () => {
  // Japanese and Chinese text is read by analysers loaded once, as the extractor loads them.
  before(async () => preloadCjk());

  it('given "dinner at Kikunoi", when read, then Kikunoi is a locative text mention of the day', () => {
    const [found, ...rest] = textCandidates('We had dinner at Kikunoi on the last night.', 3);
    expect(rest).to.be.empty;
    expect(found).to.deep.equal({ name: 'Kikunoi', day: 3, evidence: 'text', cue: 'locative' });
  });

  it('given a name with an initial, after a kind in lower case or alone, when read, then the initial and its full stop are the name\'s', () => {
    expect(names('Poi siamo saliti al convento di S. Damiano, un vero gioiellino.', 'it')).to.include('convento di S. Damiano');
    expect(names('Chegamos na ilha de S.Miguel ao fim da tarde.', 'pt')).to.include('ilha de S.Miguel');
    expect(names('Poi siamo saliti a S. Damiano, un vero gioiellino.', 'it')).to.include('S. Damiano');
  });

  it('given a name whose last word is capitalised and spelt as a joining word ("Hoi An"), when read, then the word is the name\'s; in lower case it is not', () => {
    expect(names('Am nächsten Tag fuhren wir mit dem Bus nach Hoi An und liefen durch die Altstadt.', 'de')).to.include('Hoi An');
    expect(names('Next morning we took the bus to Hoi An and walked around.', 'en')).to.include('Hoi An');
    expect(names('Nous avons longé la Promenade des Anglais de bout en bout.', 'fr')).to.include('Promenade des Anglais');
  });

  it('given a Japanese name in quotes right after what the shop serves ("尾道ラーメン「ふたつじ」"), when read, then it is a quoted name', () => {
    expect(names('尾道ラーメン「ふたつじ」', 'ja')).to.include('ふたつじ');
    expect(names('昼は回転寿司「輝らり」で決まり。', 'ja')).to.include('輝らり');
  });

  it('given a Japanese name in quotes that the sentence is at ("から眺めた", "があります", "を歩き", a shop\'s own sweet after "の"), when read, then it is a quoted name; a film\'s title is not', () => {
    expect(names('「おやつとやまねこ」の尾道プリン、食べ歩きの定番「からさわ」のアイスモナカ。', 'ja')).to.include.members(['おやつとやまねこ', 'からさわ']);
    expect(names('金沢おでんの「黒百合」も駅の中にあります。', 'ja')).to.include('黒百合');
    expect(names('やまなみハイウエー沿いの「狭霧台」から眺めた湯布院の街。', 'ja')).to.include('狭霧台');
    expect(names('参道の途中には「御手洗場」があります。', 'ja')).to.include('御手洗場');
    expect(names('映画「千と千尋の神隠し」の世界に入ったよう。', 'ja')).to.not.include('千と千尋の神隠し');
  });

  it('given a street the sentence takes ("follow", "tomamos", "imbocchiamo", "empruntez", "durch die"), when read, then it is where one goes; a street the hotel is on is not', () => {
    expect(mention('Simply follow Portobello Road, the scenic drive that hugs the harbour.', 'Portobello Road', 'en')?.cue).to.equal('locative');
    expect(mention('Después tomamos la Calle Gabriela Mistral rumbo a la plaza.', 'Calle Gabriela Mistral', 'es')?.cue).to.equal('locative');
    expect(mention('Usciti dall\'Arena imbocchiamo via Mazzini, il paradiso dello shopping.', 'via Mazzini', 'it')?.cue).to.equal('locative');
    expect(mention('Pour y aller, empruntez la rue des Soeurs, réservée aux piétons.', 'rue des Soeurs', 'fr')?.cue).to.equal('locative');
    expect(mention('Wir machen einen kleinen Umweg durch die Schwarze Gasse und steigen dann hinunter.', 'Schwarze Gasse', 'de')?.cue).to.equal('locative');
    expect(mention('Nuestro hotel quedaba en la calle Ancha, cerca de todo.', 'calle Ancha', 'es')?.cue).to.not.equal('locative');
  });

  it('given squares and streets named after a date, in each language, when read, then the day and the month are the name\'s; a date alone names nothing', () => {
    expect(names('Visitamos la Iglesia de Santo Domingo, la Plaza 25 de mayo y la catedral.', 'es')).to.include('Plaza 25 de mayo');
    expect(names('Caminamos por la Avenida 9 de Julio hasta el Obelisco.', 'es')).to.include('Avenida 9 de Julio');
    expect(names('Depois seguimos pela Rua 5 de Julho até o mercado.', 'pt')).to.include('Rua 5 de Julho');
    expect(names('Le marché se tient Place du 8 Mai, près de la gare.', 'fr')).to.include('Place du 8 Mai');
    expect(names('Compré un libro el 25 de mayo en la Plaza Mayor.', 'es')).to.not.include('25 de mayo');
  });

  it('given a lone name a colon introduces and nothing follows, when read, then it is named; a word the colon opens a sentence with is not', async () => {
    await preloadLexicon('it');
    expect(names("Così tiriamo dritto verso un'altra tappa in programma: Volterra. Una cittadina medievale.", 'it')).to.include('Volterra');
    expect(names("Un borgo minuscolo in cima a una collina, a pochi passi dall'hotel: Curiano, dove pranziamo.", 'it')).to.include('Curiano');
    expect(names('Il mio consiglio: Andate presto la mattina.', 'it')).to.not.include('Andate');
  });

  it('given a plan\'s nouns of arriving, visiting and staying before a lone town, in each language, when read, then the town is where one goes; not where one leaves from', () => {
    const cases: Array<[string, string, string]> = [
      ['fr', "Puis arrivée à Noto pour trois nuits.", 'Noto'],
      ['fr', 'Le lendemain, visite de Modica et de ses églises.', 'Modica'],
      ['es', 'Al final, llegada a Tilcara por la tarde.', 'Tilcara'],
      ['it', 'Poi sosta a Locorotondo per il pranzo.', 'Locorotondo'],
      ['pt', 'Depois, chegada a Tiradentes no fim do dia.', 'Tiradentes'],
      ['en', 'We then had two nights in Kampot before the coast.', 'Kampot'],
    ];
    for (const [language, text, town] of cases) expect(mention(text, town, language)?.cue, text).to.equal('locative');
    expect(mention('Le lendemain, départ de Catane très tôt.', 'Catane', 'fr')?.cue).to.not.equal('locative');
  });

  it('given verbs of going and coming back before a lone town, in each language, when read, then the town is where one goes', () => {
    const cases: Array<[string, string, string]> = [
      ['es', 'A las cuatro cogemos el jeep que va a Filandia desde la plaza.', 'Filandia'],
      ['es', 'Por la tarde volvemos a Salento para cenar.', 'Salento'],
      ['fr', 'Le soir, nous rentrons à Kamouraska par la côte.', 'Kamouraska'],
      ['it', 'Dopo pranzo torniamo a Orvieto con la funicolare.', 'Orvieto'],
      ['pt', 'No fim da tarde voltamos a Tomar pela estrada velha.', 'Tomar'],
      ['es', 'A pocos minutos en taxi se llega a Cayma y a su plaza.', 'Cayma'],
      ['pt', 'Pelas cinco da tarde seguimos rumo a Montepulciano pelas nacionais.', 'Montepulciano'],
      ['it', 'Se avete voglia di mare, andate al Poetto in autobus.', 'Poetto'],
      ['en', 'We go by way of Donkersteeg to the river.', 'Donkersteeg'],
    ];
    for (const [language, text, town] of cases) expect(mention(text, town, language)?.cue, text).to.equal('locative');
  });

  it('given where a meal is had ("dinner at Eleven"), when read, then it is a venue, however everyday its name', async () => {
    await preloadLexicon('en');
    const found = mention('Then dinner at Eleven, which sits right in town.', 'Eleven', 'en');
    expect(found?.cue).to.equal('locative');
    expect(found?.everyday).to.equal(undefined);
    expect(mention('Bike tour in the morning. Late lunch: Killer Po Boys, then a nap.', 'Killer Po Boys', 'en')?.cue).to.equal('locative');
  });

  it('given a Japanese name in 「」 that ends like a kind of place, or with its address in brackets after it, when read, then it is a quoted name whole', () => {
    const names = (text: string) => textCandidates(text, undefined, undefined, 'ja').filter((m) => m.cue === 'quoted').map((m) => m.name);
    expect(names('余裕があれば「チャム彫刻博物館」を足してもOKです。')).to.deep.equal(['チャム彫刻博物館']);
    expect(names('居酒屋「いたる」(石川県金沢市片町2-7-5)や「猩猩」(石川県金沢市香林坊2-12-15)で飲んだ。')).to.include('猩猩');
    expect(names('名物は「あやめ団子」と「広島：宮島」の写真です。')).to.deep.equal([]);
  });

  it('given a German preposition and article opening the sentence before a sight\'s compound, when read, then the sight is where one goes', () => {
    expect(mention('Über die Puppenbrücke laufen wir zum Holstentor.', 'Puppenbrücke', 'de')?.cue).to.equal('locative');
  });

  it('given German nouns in capitals after a preposition, when read, then a phrase of everyday words is flagged everyday; a name holding its kind is not', async () => {
    await preloadLexicon('de');
    expect(mention('Abends gingen wir für Hunderte Menschen kochen.', 'Hunderte Menschen', 'de')?.everyday).to.equal(true);
    expect(mention('Danach gingen wir zum Alten Markt.', 'Alten Markt', 'de')?.everyday).to.equal(undefined);
  });

  it('given Korean 도 ("also") closing a word before a space, when read, then the word is no island; an island\'s 도 before a particle is', () => {
    expect(names('고기가 약간 퍽퍽했고 잡내도 났다. 그래도 광주까지 왔으니 만족한다.', 'ko')).to.not.include.members(['잡내도', '그래도']);
    expect(names('점심을 먹은 뒤 오동도로 가서 데크길을 걸었다.', 'ko')).to.include('오동도');
  });

  it('given a saint\'s "St." after a German noun and an initial "S.", when cut into sentences, then neither ends one; an English street\'s "St." may', () => {
    expect(sentences('Das Schloss ist aus dem Benediktinerkloster St. Emmeram entstanden. Zu sehen ist viel.', 'de')).to.have.length(2);
    expect(sentences('la basilica di S. Francesco e il convento di S. Damiano.', 'it')).to.have.length(1);
    expect(sentences('We walked along Caribou St. Then we had lunch.', 'en')).to.have.length(2);
  });

  it('given a list of examples of sights ("formaciones como", "sights such as"), when read, then its first name is where the trip goes', () => {
    expect(mention('A la lista se suman otras formaciones como El Obelisco y la Ventana.', 'El Obelisco', 'es')?.cue).to.equal('locative');
    expect(mention('The old town has sights such as Gravensteen and the Belfry.', 'Gravensteen', 'en')?.cue).to.equal('locative');
    expect(mention('Es una ciudad como Lisboa, llena de cuestas.', 'Lisboa', 'es')?.cue).to.not.equal('locative');
  });

  it('given a pointer to another article ("À lire :", "Leia também:"), when read, then the names of its title are no candidates', () => {
    expect(names("Jour 1 : le musée Théodore-Monod. À lire : notre reportage Dakar, porte du Sénégal.", 'fr')).to.not.include('porte du Sénégal');
    expect(names('Leia também: Roteiro de 3 dias em Salvador', 'pt')).to.deep.equal([]);
  });

  it('given an owner\'s venue ("Alan Jackson\'s bar"), when read, then both name it; a town\'s old town is the town', () => {
    expect(names("I did a shot at Alan Jackson's bar and danced a little.", 'en')).to.deep.equal(["Alan Jackson's bar"]);
    expect(names("We walked through Lisbon's old town.", 'en')).to.deep.equal(['Lisbon']);
    expect(names("We had coffee at Mario's café downtown.", 'en')).to.deep.equal(["Mario's café"]);
  });

  it('given single capitalised words that open sentences, when read, then they are skipped', () => {
    expect(names('Kyoto is lovely. Nara is close.')).to.deep.equal([]);
    expect(names('Kikunoi was great.')).to.deep.equal([]);
  });

  it('given a preposition opening a sentence, when read, then it and its article are cut off; not "Dal" or "Al", which open names', () => {
    expect(names('Dalla Porta del Vescovo si scende verso il fiume.', 'it')).to.deep.equal(['Porta del Vescovo']);
    expect(names('Alrededor de la Catedral de Sevilla hay muchos bares.', 'es')).to.deep.equal(['Catedral de Sevilla']);
    expect(names('Dal Pescatore abbiamo mangiato bene.', 'it')).to.deep.equal(['Dal Pescatore']);
  });

  it('given "If Cape Town", when read, then the opener is cut off', () => {
    expect(names('If Cape Town were closer we would go.')).to.deep.equal(['Cape Town']);
    expect(names('Wenn Bad Ischl ruft, fahren wir.', 'de')).to.deep.equal(['Bad Ischl']);
  });

  it('given a sentence that skips a place, when read, then its mention carries the context', () => {
    expect(mention('We skipped Nara this time.', 'Nara')?.context).to.equal('skipped');
  });

  it('given a section context, when a sentence has none of its own, then the section gives it', () => {
    expect(textCandidates('We loved Nikko in autumn.', 1, 'skipped')[0]?.context).to.equal('skipped');
  });

  it('given one name in brackets right after another, when read, then it is that place\'s other name; several are what it holds', () => {
    expect(mention('A short walk takes you to Valencia Cathedral (people also call it the Cathedral of the Holy Grail), with its tower.', 'Cathedral of the Holy Grail')?.aliasOf).to.equal('Valencia Cathedral');
    expect(mention('We spent a day in the Sacred Valley (Pisac and Ollantaytambo) by bus.', 'Pisac')?.aliasOf).to.equal(undefined);
  });

  it('given a name after another place\'s name and "in", when read, then it only says where that place is', () => {
    expect(mention('The site itself, Bennelong Point in Sydney Harbour, is sacred ground.', 'Sydney Harbour')?.context).to.equal('landmark');
    expect(mention('We spent a lazy day in Sintra with friends.', 'Sintra')?.context).to.equal(undefined);
  });

  it('given a Latin name written against Japanese text, when read, then the name ends where the Japanese begins', () => {
    expect(names('Cafe Ekbergでとびきりおいしいケーキを食べた。', 'ja')).to.include('Cafe Ekberg');
  });

  it('given the area after a venue set in bold (left as "•") and "at", when read, then it only says where the venue is', () => {
    expect(mention('The best ones are at • at Churchgate, near the station.', 'Churchgate')?.context).to.equal('landmark');
    expect(mention('The best ones are at Churchgate, near the station.', 'Churchgate')?.context).to.not.equal('landmark');
  });

  it('given "St." or "Mt." before a name, when read, then the name keeps it; a street\'s "St." may end a sentence', () => {
    expect(names('We visited St. Paul\'s Cathedral and then St. Mary.')).to.include.members(["St. Paul's Cathedral", 'St. Mary']);
    expect(names('Den Tag beginnt man am besten auf dem Turm von St. Petri.', 'de')).to.include('Turm von St. Petri');
    expect(names('We hiked up Mt. Britton in the rain.')).to.include('Mt. Britton');
    expect(names('We walked along Caribou St. Then we ate at Lazy Loaf.')).to.include.members(['Caribou St', 'Lazy Loaf']);
  });

  it('given a name after "a" or "at" and then a comma and a phrase naming a kind of place, when read, then the sentence says it is a place', () => {
    expect(mention('Pranzo con street food a Ballarò, uno dei mercati storici della città.', 'Ballarò', 'it')?.cue).to.equal('locative');
    expect(mention('Take in the view at Skybar, a rooftop bar on the 25th floor.', 'Skybar')?.cue).to.equal('locative');
    // Another place named after the kind, a person, a clause that opens the sentence: no such phrase.
    expect(mention('Cenamos sobre el Paseo Güemes, el bar Febrero sirve empanadas.', 'Paseo Güemes', 'es')?.cue).to.not.equal('locative');
    expect(mention('We met the Vargas, a family who run a bar.', 'Vargas')?.cue).to.not.equal('locative');
    expect(mention('Rodeada pela Serra de Sintra, a vila parece saída de um conto.', 'Serra de Sintra', 'pt')?.cue).to.not.equal('locative');
  });

  it('given such a phrase, when read, then the name is a venue however everyday its word, its kind may be made small, and the kind\'s owner is no other place', () => {
    const curcuma = mention('Para cenar fuimos a Cúrcuma, un restaurante escondido con menú de tapas.', 'Cúrcuma', 'es');
    expect(curcuma?.cue).to.equal('locative');
    expect(curcuma?.everyday).to.equal(undefined);
    expect(mention('Un helado en Rocambolesc, la heladería de Jordi Roca, vale la parada.', 'Rocambolesc', 'es')?.cue).to.equal('locative');
    expect(mention('Hay rincones como La Carpa, una tiendecita de juguetes antiguos.', 'La Carpa', 'es')?.cue).to.equal('locative');
  });

  it('given a Romance sentence opening with a verb and a preposition, when read, then the verb is no part of the name and says where one left', () => {
    expect(mention('Saímos do Rio de Janeiro e, chegando em Tiradentes, fizemos o check-in.', 'Rio de Janeiro', 'pt')?.context).to.equal('origin');
    expect(mention('Salimos de Quito temprano hacia Otavalo.', 'Quito', 'es')?.context).to.equal('origin');
    expect(names('Partiamo da Bari alle otto.', 'it')).to.deep.equal(['Bari']);
  });

  it('given addresses, when read, then they are skipped', () => {
    expect(names('La pizzeria è in Via dei Tribunali, 32 nel centro.', 'it')).to.deep.equal([]);
    expect(names('The shop is at 433, Rue Mayor.')).to.deep.equal([]);
    expect(names('Address: 12 Rua Augusta, Lisboa')).to.deep.equal([]);
  });

  it('given a kind of place in lower case before a name in a Romance language, when read, then both make one name', () => {
    expect(names('Visitamos el museo de la guerra de Vietnam por la tarde.', 'es')).to.deep.equal(['museo de la guerra de Vietnam']);
    expect(names('Nous avons vu la place Jamaâ El-Fna le soir.', 'fr')).to.deep.equal(['place Jamaâ El-Fna']);
  });

  it('given a theatre, ruins, a forest or a canal in lower case before a name, when read, then kind and name make one candidate', () => {
    expect(names('Después del café caminamos hasta el teatro Falla.', 'es')).to.deep.equal(['teatro Falla']);
    expect(names('Há joias como as ruínas romanas de Conímbriga ou a floresta de Bussaco.', 'pt')).to.deep.equal(['ruínas romanas de Conímbriga', 'floresta de Bussaco']);
    expect(names('Ensuite on passe le pont où commence le canal du Vassé.', 'fr')).to.deep.equal(['canal du Vassé']);
    expect(names("Poi si passa sotto l'arco della Costa.", 'it')).to.deep.equal(['arco della Costa']);
  });

  it('given a chasm, a reservoir, caves, a canyon, a medina or a terrace in lower case before a name, when read, then kind and name make one candidate', () => {
    expect(names('Le lendemain, visite du gouffre de Padirac.', 'fr')).to.include('gouffre de Padirac');
    expect(names('Comimos junto al embalse de Entrepeñas.', 'es')).to.include('embalse de Entrepeñas');
    expect(names('Al tramonto siamo saliti alla terrazza Mascagni.', 'it')).to.include('terrazza Mascagni');
    expect(names('Paseamos por la medina de Chefchaouen y la madraza de Ben Youssef.', 'es')).to.include.members(['medina de Chefchaouen', 'madraza de Ben Youssef']);
  });

  it('given a kind of place and its century in Roman numerals, when read, then it names nothing', () => {
    expect(names('Subimos a la fortaleza del siglo XVII al atardecer.', 'es')).not.to.include('fortaleza del siglo XVII');
    expect(names("On entre dans l'église romane du XIe siècle.", 'fr')).not.to.include('église romane du XIe');
  });

  it('given a connector elided against the name, an arcade or a plural kind, when read, then kind and name make one candidate', () => {
    expect(names("La baie d'Opunohu est superbe.", 'fr')).to.deep.equal(["baie d'Opunohu"]);
    expect(names("Le musée d'Histoire de Nantes est au château.", 'fr')).to.deep.equal(["musée d'Histoire de Nantes"]);
    expect(names('Nous avons traversé les galeries royales Saint-Hubert avant le dîner.', 'fr')).to.deep.equal(['galeries royales Saint-Hubert']);
    expect(names('Visitamos los palacios Nazaríes por la mañana.', 'es')).to.deep.equal(['palacios Nazaríes']);
  });

  it('given a mountain country\'s kind in lower case before a name (plateau, cirque, cascades, monument), when read, then kind and name make one candidate', () => {
    expect(names('Nous sommes montés au plateau des Glières pour voir le monument de la Résistance.', 'fr')).to.deep.equal(['plateau des Glières', 'monument de la Résistance']);
    expect(names('Ensuite, direction le cirque du Fer-à-Cheval et les cascades du Rouget.', 'fr')).to.deep.equal(['cirque du Fer-à-Cheval', 'cascades du Rouget']);
  });

  it('given a statue, a rock, a fort or a named house in lower case before a name, when read, then kind and name make one candidate; a house ("casa") does not', () => {
    expect(names('Nous avons fait le tour du rocher Percé, puis vu la statue du Christ.', 'fr')).to.deep.equal(['rocher Percé', 'statue du Christ']);
    expect(names('Depois fomos à estátua do navegador Diogo Gomes e ao fort de San Antonio.', 'pt')).to.include('estátua do navegador Diogo Gomes');
    expect(names('Visitamos la maison Villaret y el alcázar de los Reyes Cristianos.', 'es')).to.include('alcázar de los Reyes Cristianos');
    expect(names('Siamo stati a cena a casa di Marco, poi a dormire.', 'it')).to.not.include('casa di Marco');
  });

  it('given the same lower-case kind in English, when read, then only the capitalised name is a candidate', () => {
    expect(names('We loved the place Jamaâ El-Fna at night.', 'en')).to.deep.equal(['Jamaâ El-Fna']);
    expect(names('We saw the temple of the Aztecs today.', 'en')).to.deep.equal(['Aztecs']);
  });

  it('given an enumeration, when read, then its names share one key', () => {
    const found = textCandidates('Por la tarde vimos Qenqo, Puka Pukara y Tambomachay.', undefined, undefined, 'es');
    expect(found.map((m) => m.name)).to.deep.equal(['Qenqo', 'Puka Pukara', 'Tambomachay']);
    const keys = new Set(found.map((m) => m.enumeration));
    expect(keys.size).to.equal(1);
    expect([...keys][0]).to.be.a('string');
  });

  it('given names in separate sentences, when read, then they share no enumeration', () => {
    const found = textCandidates('We walked to Pontocho later. Then we dined at Kikunoi.');
    expect(found.map((m) => m.enumeration)).to.deep.equal([undefined, undefined]);
  });

  it('given a quoted Korean name, when read, then it is a quoted mention', () => {
    const found = mention('점심은 ‘아지노야’에서 먹었어요.', '아지노야');
    expect(found?.cue).to.equal('quoted');
  });

  it('given a German name of a kind of place in double quotes after its article, when read, then it is a quoted mention; a nickname is not', () => {
    const found = textCandidates('Jetzt stehen wir vor dem "Göbelbrunnen", dann kommt das „Grasweghaus“ und die "Neue Residenz" – das „Gold des Nordens“.', undefined, undefined, 'de');
    expect(found.filter((m) => m.cue === 'quoted').map((m) => m.name)).to.deep.equal(['Göbelbrunnen', 'Grasweghaus', 'Neue Residenz']);
  });

  it('given a German sentence opening with its article and a quoted name, when read, then the name is read; a word in lower case in quotes is none', () => {
    const quoted = (text: string): string[] => textCandidates(text, undefined, undefined, 'de').filter((m) => m.cue === 'quoted').map((m) => m.name);
    expect(quoted('Das „Grasweghaus“ steht am Markt.')).to.deep.equal(['Grasweghaus']);
    expect(quoted('Wir nennen es das „stadtmuseum“ der Kinder.')).to.deep.equal([]);
  });

  it('given a German name in chevrons pointing inwards (»…«), when read, then it is quoted as in „…“', () => {
    const found = textCandidates('Auf dem »Unterortlhof« keltert er Weine, tiefer im Tal lohnt der »Oberraindlhof«.', undefined, undefined, 'de');
    expect(found.filter((m) => m.cue === 'quoted').map((m) => m.name)).to.deep.equal(['Unterortlhof', 'Oberraindlhof']);
  });

  it('given a quoted Korean word for something else than a place (a date, a visa), when read, then it is no mention', () => {
    expect(names('유효기간은 ‘입국일’이 아니라 ‘출국일’ 기준이에요.')).to.deep.equal([]);
  });

  it('given a sentence opening with a list of three names or more, when read, then the first is named too; not a kind of place first, nor the first of two', () => {
    expect(names('Siena, Pienza and Montepulciano are close to each other.')).to.include.members(['Siena', 'Pienza', 'Montepulciano']);
    expect(names('Venice, Kotor, Corfu and Athens were the ports of the first cruise.')).to.include('Venice');
    expect(names('Waterfront, Bo-Kaap and Kirstenbosch filled the second day.')).to.not.include('Waterfront');
    expect(names('Siena and Pienza are close to each other.')).to.not.include('Siena');
  });

  it('given a name before "on" and a day, a month or a road, when read, then the name stands alone; before what it stands on, "on" is the name\'s', () => {
    expect(names('US 491 dropped us into Gallup on Interstate 40 by noon.')).to.include('Gallup');
    expect(names('We were back in Flagstaff on Sunday.')).to.include('Flagstaff');
    expect(names('Grab a burrito at BK Tacos on S 6th Ave after the hike.')).to.include('BK Tacos');
    expect(names('We slept two nights in Henley on Thames.')).to.include('Henley on Thames');
    expect(names('Lunch at Delfino\'s on the Marina Grande was the best of the trip.')).to.include("Delfino's on the Marina Grande");
  });

  it('given "Victoria & Alfred Waterfront", when read, then it is one mention', () => {
    const found = names('Sunset at the Victoria & Alfred Waterfront is magic.');
    expect(found).to.have.length(1);
    expect(found[0]).to.match(/^Victoria .*Alfred Waterfront$/);
  });

  it('given a venue whose name ends in "and" and a kind of place, when read, then it is one mention; two names joined by "and" stay two', () => {
    expect(names('One of its fixtures is Republic Bar and Grill, loved for its pub feel.')).to.deep.equal(['Republic Bar and Grill']);
    expect(names('We spent the morning at the Louvre and Orsay.')).to.deep.equal(['Louvre', 'Orsay']);
  });

  it('given "Victoria & Alfred Waterfront", when read, then the name keeps its ampersand', () => {
    expect(names('Sunset at the Victoria & Alfred Waterfront is magic.')).to.deep.equal(['Victoria & Alfred Waterfront']);
  });

  it('given "the Hozu river", when read, then the lower-case kind after the name is kept with it', () => {
    expect(names('We took a boat down the Hozu river in the morning.')).to.deep.equal(['Hozu river']);
  });

  it('given a name with its address in brackets or the street it is on, when read, then it is a venue and the address only says where', () => {
    const text = 'Vicino al centro ci sono il “Magna Magna” (Via Trinchese) e “La Rusticana” in Corso Vittorio Emanuele. El lugar es Néctar (Andrés García Lavín, 334, San Antonio Cucul).';
    expect(mention(text, 'Magna Magna', 'it')).to.include({ cue: 'locative', address: 'Via Trinchese' });
    expect(mention(text, 'La Rusticana', 'it')?.address).to.equal('Corso Vittorio Emanuele');
    expect(mention('la rosticceria “Da Nicò” (Piazzetta de Santis Brizio); poi', 'Da Nicò', 'it')?.address).to.equal('Piazzetta de Santis Brizio');
    expect(mention(text, 'Via Trinchese', 'it')?.context).to.equal('directions');
    expect(mention(text, 'La Rusticana', 'it')?.cue).to.equal('locative');
    expect(mention(text, 'Corso Vittorio Emanuele', 'it')?.context).to.equal('landmark');
    expect(mention(text, 'Néctar', 'es')).to.include({ cue: 'locative' }).and.not.have.property('everyday');
    expect(mention('Main Square (Plaza Mayor) is lovely.', 'Main Square')?.cue).to.equal('prose');
    expect(mention('We loved the Grand Bazaar (Istanbul, 2019) most.', 'Grand Bazaar')?.cue).to.equal('prose');
  });

  it('given a German town introduced by what it is, when read, then the noun is cut off and the town is where one goes', () => {
    expect(mention('Einen Abstecher lohnt auch die Hauptstadt Windhoek.', 'Windhoek', 'de')?.cue).to.equal('locative');
    expect(mention('Gleich um die Ecke liegt der Fischerort Stykkisholmur.', 'Stykkisholmur', 'de')?.cue).to.equal('locative');
    expect(mention('Wir fahren auf die Karibikinsel San Andres.', 'San Andres', 'de')?.cue).to.equal('locative');
    expect(names('Wir sahen die Altstadt Krakaus.', 'de')).to.deep.equal(['Altstadt Krakaus']);
  });

  it('given a lone name after a verb of going, when read, then it is a locative mention; after "in" it stays prose', () => {
    expect(mention('El plan era conocer Hanoi y luego la bahía.', 'Hanoi', 'es')?.cue).to.equal('locative');
    expect(mention('Vers midi, visite du site fabuleux de Dambulla.', 'Dambulla', 'fr')?.cue).to.equal('locative');
    expect(mention('We loved the food in Hanoi.', 'Hanoi', 'en')?.cue).to.equal('prose');
    expect(mention('You could take the ferry across to Southworth and on to Bremerton.', 'Southworth', 'en')?.cue).to.equal('locative');
    expect(mention('You could take the ferry across to Southworth and on to Bremerton.', 'Bremerton', 'en')?.cue).to.equal('locative');
    expect(mention('Poi proseguiamo per Montalcino, borgo delizioso.', 'Montalcino', 'it')?.cue).to.equal('locative');
    expect(mention('Da Montalcino in direzione Pienza la strada è bellissima.', 'Pienza', 'it')?.cue).to.equal('locative');
  });

  it('given a street the prose walks along, when read, then it is a locative mention', () => {
    expect(mention('Poi scendete per via Buozzi e fermatevi alla chiesa.', 'via Buozzi', 'it')?.cue).to.equal('locative');
    expect(mention('We walked down Pasteur Street at night.', 'Pasteur Street', 'en')?.cue).to.equal('locative');
    expect(mention('This is the moment to wander down Azalea Way, a long lawn.', 'Azalea Way', 'en')?.cue).to.equal('locative');
    expect(mention('There are bars on Pasteur Street.', 'Pasteur Street', 'en')?.cue).to.equal('prose');
  });

  it('given a kind of place in lower case right before a name, when read, then the name is a place; not after a river', () => {
    expect(mention('Back in town we saw the church Santissima Trinidade.', 'Santissima Trinidade', 'en')?.cue).to.equal('locative');
    expect(mention('We watched the sunset over the river Tiber Island side.', 'Tiber Island', 'en')?.cue).to.equal('prose');
  });

  it('given a sentence opening on an article and a noun, when read, then the article says nothing of going there', () => {
    expect(mention('Der Aufstieg ist aber kurz, also bleibt genug Zeit.', 'Der Aufstieg', 'de')?.cue).to.not.equal('locative');
    expect(mention('The Daytripper is a show about Texas.', 'The Daytripper', 'en')?.cue).to.not.equal('locative');
    expect(mention('Visit the Louvre early.', 'Louvre', 'en')?.cue).to.equal('locative');
  });

  it('given a lone name after a phrase of going in a Romance or German sentence, when read, then it is locative', () => {
    expect(mention('Se siete in città farete sicuramente tappa ai Decumani.', 'Decumani', 'it')?.cue).to.equal('locative');
    expect(mention('Weiter geht es zu den Bjarnarhöfen.', 'Bjarnarhöfen', 'de')?.cue).to.equal('locative');
    expect(mention('We ended up in Higashiyama at dusk.', 'Higashiyama', 'en')?.cue).to.equal('locative');
  });

  it('given a Japanese name in 「」 the writer went for, chose or goes to, when read, then it is quoted; a dish in 「」 is not', () => {
    expect(mention('いちばんの目当ては「ひろめで安兵衛」。', 'ひろめで安兵衛', 'ja')?.cue).to.equal('quoted');
    expect(mention('選んだのは『五志喜』。', '五志喜', 'ja')?.cue).to.equal('quoted');
    expect(mention('それから「ひろめ市場」へ。', 'ひろめ市場', 'ja')).to.not.equal(undefined);
    expect(names('名物の「鯛めし」を食べた。', 'ja')).to.not.include('鯛めし');
  });

  it('given a Japanese name in 「」 a sentence is set at, when read, then it is quoted; a topic in 「」 is not', () => {
    expect(mention('高山陣屋の前で開かれる「陣屋朝市」で、地元の野菜が並びます。', '陣屋朝市', 'ja')?.cue).to.equal('quoted');
    expect(mention('「半弓道場」では、外国人のお客さんが弓を引いていた。', '半弓道場', 'ja')?.cue).to.equal('quoted');
    expect(names('「信徒発見」は、この教会で起きた出来事でした。', 'ja')).to.not.include('信徒発見');
  });

  it('given a Japanese topic in 「」 its sentence calls a shop, or a name with a possessive or a number a sentence is set at, when read, then it is quoted; an epithet before a name is not', () => {
    expect(mention('駅のそばの「88カンバジ」は、牛の焼き肉だけを出す専門店。', '88カンバジ', 'ja')?.cue).to.equal('quoted');
    expect(mention('「あの家の韓牛」は、職員たちがこぞって推す店だという。', 'あの家の韓牛', 'ja')?.cue).to.equal('quoted');
    expect(mention('市場の中の「チャンガ海鮮の国」では、季節の刺し身が味わえる。', 'チャンガ海鮮の国', 'ja')?.cue).to.equal('quoted');
    expect(names('午前は「美の殿堂」ルーヴル美術館へ向かった。', 'ja')).to.not.include('美の殿堂');
  });

  it('given a Chinese name in “” the sentence goes to, when read, then it is quoted; a slogan in “” is not', () => {
    expect(mention('换上汉服慢慢逛，去“孙阳正店”吃一顿宋朝菜。', '孙阳正店', 'zh')?.cue).to.equal('quoted');
    expect(names('这条街被称为“碳水天堂”。', 'zh')).to.not.include('碳水天堂');
  });

  it('given a Korean name in straight single quotes, when read, then it is quoted as in curly ones; an apostrophe in Latin words is no quote', () => {
    expect(mention("단일 메뉴로 승부하는 대성동 '은행나무가든' 몸보신 제대로 되는 곳.", '은행나무가든', 'ko')?.cue).to.equal('quoted');
    expect(mention('단일 메뉴로 승부하는 대성동 ‘은행나무가든’ 몸보신 제대로 되는 곳.', '은행나무가든', 'ko')?.cue).to.equal('quoted');
    expect(names("Rock 'n' Roll 카페에서 커피를 마셨다.", 'ko')).to.not.include('n');
  });

  it('given Japanese names in 「」 set side by side with one the sentence says is a shop, when read, then all are quoted; a list of dishes is not', () => {
    const sentence = '地元の人に人気があるのは「いたる本店」「まいもん寿司」と「もりもり寿し」の三軒です。';
    expect(mention(sentence, 'まいもん寿司', 'ja')?.cue).to.equal('quoted');
    expect(mention(sentence, 'もりもり寿し', 'ja')?.cue).to.equal('quoted');
    expect(names('名古屋では「ひつまぶし」「味噌カツ」「きしめん」を食べたい。', 'ja')).to.not.include('味噌カツ');
  });

  it('given a Chinese name in “” that the sentence names as a shop ("就是", "比如", "认准"), when read, then it is quoted', () => {
    expect(mention('从南门出来走十分钟左右就是“富春茶社”，汤包一定要点。', '富春茶社', 'zh')?.cue).to.equal('quoted');
    expect(mention('认准“黄家老店”，先戳个小口再吸汤。', '黄家老店', 'zh')?.cue).to.equal('quoted');
    expect(names('他说这里就像“人间天堂”。', 'zh')).to.not.include('人间天堂');
  });

  it('given one German compound naming a sight after a preposition and lower-case words, when read, then it is locative; a thing is not', () => {
    expect(mention('Wir spazieren am Pulverturm vorbei zur Jakobikirche.', 'Pulverturm', 'de')?.cue).to.equal('locative');
    expect(mention('Wir spazieren am Pulverturm vorbei zur Jakobikirche.', 'Jakobikirche', 'de')?.cue).to.equal('locative');
    expect(mention('Um zehn stehen wir im prachtvoll wiederaufgebauten Marienmünster.', 'Marienmünster', 'de')?.cue).to.equal('locative');
    expect(mention('Ein Stück weiter kommen wir zum Krähenteich.', 'Krähenteich', 'de')?.cue).to.equal('locative');
    expect(mention('Danach sitzen wir im gemütlichen Wohnzimmer.', 'Wohnzimmer', 'de')?.cue).to.equal('prose');
  });

  it('given a German word after "nach", when read, then it is where one goes, unless "von" names where the connection starts', () => {
    expect(mention('Diesmal ging es für ein paar Tage nach Dresden und ins Elbsandsteingebirge.', 'Dresden', 'de')?.cue).to.equal('locative');
    expect(mention('Am Nachmittag fuhren wir bis nach Wernigerode.', 'Wernigerode', 'de')?.cue).to.equal('locative');
    expect(mention('Eine einfache Fahrt von Berlin nach Frankfurt kostet 22 Euro.', 'Frankfurt', 'de')?.cue).to.equal('prose');
  });

  it('given German names after a preposition and its article, a library, an arena or a quarter, when read, then they are where one goes', () => {
    const sentence = 'Der Bus fährt an der Deutschen Nationalbibliothek und der Red Bull Arena vorbei, durch das Waldstraßenviertel zum Schillerhäuschen.';
    expect(mention(sentence, 'Deutschen Nationalbibliothek', 'de')?.cue).to.equal('locative');
    expect(mention(sentence, 'Waldstraßenviertel', 'de')?.cue).to.equal('locative');
    expect(mention('Am Abend sitzen wir vor der Semperoper.', 'Semperoper', 'de')?.cue).to.equal('locative');
  });

  it('given a name in the possessive, when read, then it is a venue\'s name alone and its owner before a noun', () => {
    expect(names('We had drinks at Lafitte’s and then dinner.', 'en')).to.deep.equal(['Lafitte’s']);
    expect(names('We loved Lisbon’s old town.', 'en')).to.deep.equal(['Lisbon']);
  });

  it('given a forum answer recommending places, when read, then what it says to try or check out is where one goes', () => {
    expect(mention('For dinner try Herbsaint, it never disappoints.', 'Herbsaint', 'en')?.cue).to.equal('locative');
    expect(mention('Definitely check out Frenchmen Street at night.', 'Frenchmen Street', 'en')?.cue).to.equal('locative');
    expect(mention("Don't miss Preservation Hall.", 'Preservation Hall', 'en')?.cue).to.equal('locative');
    expect(mention("I'll add my vote for the Arboretum too.", 'Arboretum', 'en')?.cue).to.equal('locative');
    expect(mention('I suggested Discovery Park to my cousins.', 'Discovery Park', 'en')?.cue).to.equal('locative');
    expect(mention("For breakfast we like Zuma's, it never fails.", "Zuma's", 'en')?.cue).to.equal('locative');
  });

  it('given a Romance name in sentence case, a walk or a canal in lower case, or a street walked, when read, then the whole name is the candidate', () => {
    expect(names('Poi abbiamo attraversato la Porta del dragone e siamo entrati.', 'it')).to.deep.equal(['Porta del dragone']);
    expect(names('Caminamos por el paseo de los Colorados hasta el final.', 'es')).to.deep.equal(['paseo de los Colorados']);
    expect(names("Puis on a longé le canal Saint-Martin.", 'fr')).to.deep.equal(['canal Saint-Martin']);
    expect(mention('After dinner we walked Frenchmen Street.', 'Frenchmen Street', 'en')?.cue).to.equal('locative');
  });

  it('given a sentence saying where a place stands, when read, then the name after it is locative', () => {
    expect(mention('É ali que fica La Chascona, uma das casas de Pablo Neruda.', 'La Chascona', 'pt')?.cue).to.equal('locative');
    expect(mention('Pablo Neruda lived in many houses.', 'Pablo Neruda', 'en')?.cue).to.equal('prose');
  });

  it('given a Spanish or Portuguese name holding a plural article, when read, then the name is whole', () => {
    expect(names('Do Elevador Lacerda se vê a Baía de Todos os Santos inteira.', 'pt')).to.include('Baía de Todos os Santos');
    expect(names('Por la tarde fuimos a la Puerta de los Leones y al museo.', 'es')).to.deep.equal(['Puerta de los Leones']);
  });

  it("given a day's line with its number and no colon, when read, then the number is the day's and the name is kept; a house number is not", () => {
    expect(names('Day 8 Milford Sound', 'en')).to.deep.equal(['Milford Sound']);
    expect(names('Tag 3 Hallstatt', 'de')).to.deep.equal(['Hallstatt']);
    expect(names('It is at 433 Rue Mayor', 'en')).to.deep.equal([]);
  });

  it('given CJK places the writer goes to, lists or schedules, when read, then they say so; a place that only locates another does not', () => {
    expect(mention('08 : 00 택시로 한시장 이동', '한시장')?.goesThere).to.equal(true);
    expect(mention('城里名胜不少,比如五华楼、古城南门、观音寺等等', '观音寺')?.goesThere).to.equal(true);
    expect(mention('1944년 일본의 점령이 끝난 뒤 하갓냐 마을의 잔해를 묻어 만든 공원이다.', '하갓냐 마을')?.goesThere).to.equal(undefined);
  });
});

describe('textCandidates: capitals around a name', () => {
  it('given a day, a possessive or a title-case preposition next to a name, when read, then the name stands alone', () => {
    expect(names('On Saturdays Salamanca Place fills with stalls. Its Cascade Pale Ale is famous. We loved The Light of Douro At sunset.', 'en')).to.deep.equal([
      'Salamanca Place',
      'Cascade Pale Ale',
      'The Light of Douro',
    ]);
  });
});

describe('textCandidates: streets and eateries of a food guide', () => {
  it('given a street after "in" or "di", when read, then it is prose (an address); after a word of going it is where one goes', () => {
    expect(mention('Chi cerca la tradizione passa dalla rosticceria Vitale, in via della Maddalena.', 'via della Maddalena', 'it')?.cue).to.equal('prose');
    expect(mention('Tras unas cañas, la noche continúa en la calle Huertas.', 'calle Huertas', 'es')?.cue).to.equal('locative');
  });

  it('given an eatery written with its kind in lower case, when read, then kind and name make one candidate', () => {
    expect(names('Chi cerca la tradizione passa dalla rosticceria Vitale, in via della Maddalena.', 'it')).to.include('rosticceria Vitale');
  });

  it('given a sinkhole, a lagoon or a reserve written with its kind in lower case, when read, then kind and name make one candidate; a booking ("reserva") is no kind', () => {
    expect(names('Lo primero que hice fue ir al cenote Zaci, en pleno centro.', 'es')).to.include('cenote Zaci');
    expect(names('Ainda fizemos uma caminhada até à lagoa do Congro, no fundo de uma cratera.', 'pt')).to.include('lagoa do Congro');
    expect(names('Le lendemain, balade dans la réserve de Vendicari avant Marzamemi.', 'fr')).to.include('réserve de Vendicari');
    expect(names('Fiz a reserva pelo Booking uma semana antes.', 'pt')).to.not.include('reserva pelo Booking');
  });
});

describe('textCandidates: the curated table\'s CJK sights', () => {
  it('given a sight of the table in a CJK sentence no analyser cuts it from, when read, then it is a prose name; before a house number, an address\'s', () => {
    expect(mention('第二天一早就去了大三巴，人很多', '大三巴')).to.deep.include({ evidence: 'text', cue: 'prose' });
    expect(names('주소: 없음. 부산 중구 광복로 56-2 1층')).to.not.include('광복로');
  });

  it('given a sight of the table an analyser cut short, when read, then the table\'s whole name stands in place of the piece', () => {
    const found = names('まずは血の池地獄と龍巻地獄の二つを歩いて見てまわりました', 'ja');
    expect(found).to.include('血の池地獄');
    expect(found).to.not.include('血の池');
  });
});

describe('textCandidates: the curated table\'s sights in lower case', () => {
  it('given a sight of the table written in lower case, when read, then it is a name in the table\'s spelling, a place only if a gazetteer knows it', () => {
    expect(mention("On a commencé par la maison carrée, puis les arènes.", 'Maison Carrée', 'fr')).to.deep.include({ evidence: 'text', everyday: true });
    expect(mention('Depois fomos à lagoa das sete cidades ver o miradouro.', 'Lagoa das Sete Cidades', 'pt')).to.deep.include({ evidence: 'text' });
  });

  it('given a sight of the table the capitalised runs cut short, when read, then the whole name stands for the runs, listed with its neighbours', () => {
    const found = names("I'd go for the Art Institute and the Museum of Science and Industry.", 'en');
    expect(found).to.include('Museum of Science and Industry');
    expect(found).to.not.include.members(['Museum of Science', 'Industry']);
    const listed = textCandidates("I'd go for the Art Institute and the Museum of Science and Industry.", undefined, undefined, 'en');
    expect(listed.find((m) => m.name === 'Art Institute')?.enumeration).to.be.a('string').and.equal(listed.find((m) => m.name === 'Museum of Science and Industry')?.enumeration);
    expect(mention("Most of the old town sits inside Diocletian's palace.", "Diocletian's Palace", 'en')).to.not.have.property('everyday');
  });

  it('given such a name of everyday words ("the rocks", "la boca"), when read, then it names nothing', () => {
    expect(names('We sat on the rocks by the water.', 'en')).to.not.include('the rocks');
    expect(names('Se me hizo agua la boca con las tapas.', 'es')).to.not.include('la boca');
  });
});

describe('textCandidates: everyday words in capitals', () => {
  it('given words in capitals inside a sentence, when read, then they are a name; one word or a sentence\'s opening stays everyday', () => {
    expect(mention("I'd go for the Art Institute and the Museum of Science.", 'Art Institute', 'en')?.everyday).to.equal(undefined);
    expect(mention('Pack light. Bring a scarf.', 'Pack', 'en')).to.equal(undefined);
  });
});
