/** Where one flies in or out, in the languages travellers write in: a kind of transport, and no stop (name-quality.ts). */
const AIRPORT_WORDS = ['airport', 'aeropuerto', 'aéroport', 'aeroport', 'aeroporto', 'aeroporti', 'flughafen'];
const CJK_AIRPORT = '空港|机场|機場|공항';

/**
 * Words that say a name is a kind of place ("museum", "museo", "musée", "Kirche"), in the European
 * languages travellers write in, with the category a stop of that kind gets. A name holding one of
 * them is a place even when no gazetteer knows it ("Obanzai Yakobetei" is not, "Omiya Bashi Bridge" is).
 */
const PLACE_TYPES: Record<string, string> = {
  // sights
  museum: 'museum', museums: 'museum', musei: 'museum', museos: 'museum', musées: 'museum', museen: 'museum', museus: 'museum', museo: 'museum', musée: 'museum', musee: 'museum', museu: 'museum', gallery: 'museum', galleria: 'museum',
  galería: 'museum', galerie: 'museum', galerías: 'museum', galeries: 'museum', galeria: 'museum', pinacoteca: 'museum', kunsthalle: 'museum', aquarium: 'sight', acuario: 'sight', oceanário: 'sight',
  oceanarium: 'sight', zoo: 'sight', palace: 'sight', palacio: 'sight', palacios: 'sight', palais: 'sight', palazzo: 'sight', palácio: 'sight', palast: 'sight',
  castle: 'sight', castillo: 'sight', château: 'sight', chateau: 'sight', castello: 'sight', castelo: 'sight', schloss: 'sight', burg: 'sight',
  fortress: 'sight', fort: 'sight', fortaleza: 'sight', forteresse: 'sight', fortezza: 'sight', festung: 'sight', citadel: 'sight', alcázar: 'sight',
  alcazar: 'sight', kasbah: 'sight', medina: 'sight', madrasa: 'sight', medersa: 'sight', tower: 'sight', torre: 'sight', turm: 'sight',
  bridge: 'sight', puente: 'sight', pont: 'sight', ponte: 'sight', brücke: 'sight', gate: 'sight', puerta: 'sight', porta: 'sight', porte: 'sight', tor: 'sight',
  // A bell tower, an Apulian trullo, a natural history museum, a memorial, a rock, a dune, a cove: "campanile incompiuto",
  // "trullo sovrano", "muséum d'histoire naturelle", "mémorial irlandais", "rocher au lion", "duna do pôr do sol", "caleta Portales".
  campanile: 'sight', torres: 'sight', trullo: 'sight', muséum: 'museum', mémorial: 'sight', rocher: 'nature', duna: 'nature', dune: 'nature', caleta: 'beach',
  // A walled town's citadel ("la Cité"), a planned medieval town ("la bastide Saint-Louis"), a gateway, a covered market.
  cité: 'sight', bastide: 'area', portail: 'sight', halles: 'market',
  monument: 'sight', monumento: 'sight', statua: 'sight', estátua: 'sight', hippodrome: 'sight', hipódromo: 'sight', ippodromo: 'sight',
  tomb: 'sight', tumba: 'sight', tombeau: 'sight', tombeaux: 'sight', tomba: 'sight', mausoleum: 'sight', mausoleo: 'sight', mausolée: 'sight',
  // Estates and farms, sinkholes and pools: "Fazenda da Pratinha", "Hacienda Yaxcopoil", "Cenote Ik Kil", "Poço Azul".
  fazenda: 'sight', hacienda: 'sight', estancia: 'sight', finca: 'sight', masseria: 'sight', cenote: 'nature', poço: 'nature', pozo: 'nature', poza: 'nature',
  // A factory, a centre ("Chomp Chomp Food Centre", "Giraffe Centre"), an Indian sweet and snack shop ("Kashi Chat Bhandar").
  fábrica: 'sight', centre: 'sight', center: 'sight', bhandar: 'food',
  // Town walls: "City Walls", "Murallas de Cartagena"; "Split – where Roman walls meet…" names no Roman town.
  walls: 'sight', wall: 'sight', murallas: 'sight', muralhas: 'sight',
  fountain: 'sight', fontana: 'sight', fuente: 'sight', fontaine: 'sight', ghat: 'sight', ghats: 'sight', hammam: 'sight', forum: 'sight', foro: 'sight', waterfront: 'area', wharf: 'area',
  cemetery: 'sight', cementerio: 'sight', cimetière: 'sight', cimitero: 'sight', friedhof: 'sight', cemitério: 'sight', aqueduct: 'sight',
  acueducto: 'sight', acquedotto: 'sight', basin: 'nature', meer: 'nature', loch: 'nature', glen: 'nature', fjord: 'nature', moor: 'nature', memorial: 'sight', denkmal: 'sight', statue: 'sight', estatua: 'sight', arch: 'sight', arco: 'sight',
  ruins: 'sight', ruinas: 'sight', ruines: 'sight', rovine: 'sight', ruínas: 'sight', amphitheatre: 'sight', amphitheater: 'sight', colosseum: 'sight',
  theatre: 'sight', theater: 'sight', bibliothek: 'sight', stadion: 'sight', teatro: 'sight', théâtre: 'sight', opera: 'sight', opéra: 'sight', ópera: 'sight', oper: 'sight', crypt: 'sight', crypte: 'sight', cripta: 'sight', krypta: 'sight', stadium: 'sight', estadio: 'sight',
  villa: 'sight', mansion: 'sight', house: 'sight', casa: 'sight', maison: 'sight', haus: 'sight', hall: 'sight', library: 'sight', biblioteca: 'sight',
  bibliothèque: 'sight', lighthouse: 'sight', faro: 'sight', phare: 'sight', leuchtturm: 'sight', pier: 'sight', muelle: 'sight', molo: 'sight', ghetto: 'area', observatory: 'sight',
  observation: 'viewpoint', lookout: 'viewpoint', viewpoint: 'viewpoint', mirador: 'viewpoint', miradouro: 'viewpoint', belvedere: 'viewpoint',
  belvédère: 'viewpoint', aussichtspunkt: 'viewpoint', skydeck: 'viewpoint',
  // religious
  cathedral: 'religious', catedral: 'religious', cathédrale: 'religious', cattedrale: 'religious', duomo: 'religious', dom: 'religious',
  münster: 'religious', church: 'religious', iglesia: 'religious', église: 'religious', eglise: 'religious', chiesa: 'religious', igreja: 'religious',
  kirche: 'religious', kathedrale: 'religious', basilica: 'religious', basílica: 'religious', basilique: 'religious', chapel: 'religious', capilla: 'religious', chapelle: 'religious',
  cappella: 'religious', baptistery: 'religious', battistero: 'religious', baptistère: 'religious', baptisterio: 'religious', batistério: 'religious', baptisterium: 'religious', capela: 'religious', kapelle: 'religious', abbey: 'religious', abadía: 'religious', abbaye: 'religious', abbazia: 'religious',
  monastery: 'religious', monasterio: 'religious', monastère: 'religious', monastero: 'religious', mosteiro: 'religious', kloster: 'religious',
  convent: 'religious', convento: 'religious', couvent: 'religious', mosque: 'religious', masjid: 'religious', mandir: 'religious', mezquita: 'religious', mosquée: 'religious', moschea: 'religious',
  mesquita: 'religious', moschee: 'religious', synagogue: 'religious', sinagoga: 'religious', temple: 'religious', templo: 'religious', tempio: 'religious',
  tempel: 'religious', shrine: 'religious', santuario: 'religious', sanctuaire: 'religious', pagoda: 'religious', pagode: 'religious', stupa: 'religious',
  wat: 'religious', taisha: 'religious', jinja: 'religious', dera: 'religious', gu: 'religious', 
  // open spaces and streets
  park: 'park', parque: 'park', parc: 'park', parco: 'park', garden: 'park', gardens: 'park', jardín: 'park', jardines: 'park', jardin: 'park', jardins: 'park',
  giardino: 'park', giardini: 'park', jardim: 'park', garten: 'park', botanical: 'park', grove: 'park', forest: 'nature', bosque: 'nature', forêt: 'nature',
  wald: 'nature', square: 'square', plaza: 'square', place: 'square', piazza: 'square', praça: 'square', praca: 'square', platz: 'square', largo: 'square',
  campo: 'square', rossio: 'square', zócalo: 'square', zocalo: 'square', street: 'street', avenue: 'street', avenida: 'street', boulevard: 'street', calle: 'street', rue: 'street', via: 'street',
  rua: 'street', straße: 'street', strasse: 'street', gasse: 'street', lane: 'street', road: 'street', promenade: 'street', paseo: 'street', passeig: 'street',
  rambla: 'street', ramblas: 'street', corso: 'street', quay: 'street', quai: 'street', embankment: 'street', boardwalk: 'street', alley: 'street',
  travessa: 'street', 'tv.': 'street', 'trav.': 'street', 'r.': 'street', 'av.': 'street', 'avda.': 'street', 'c/': 'street', 'str.': 'street', 'pça.': 'square', 'lgo.': 'square',
  market: 'market', markets: 'market', mercado: 'market', marché: 'market', marche: 'market', mercato: 'market', markt: 'market', souk: 'market',
  souks: 'market', bazaar: 'market', bazar: 'market', halle: 'market', mall: 'shopping', arcade: 'shopping',
  // nature
  beach: 'beach', playa: 'beach', plage: 'beach', spiaggia: 'beach', praia: 'beach', strand: 'beach', cove: 'beach', cala: 'beach', bay: 'nature',
  bahía: 'nature', baie: 'nature', baía: 'nature', lake: 'nature', lago: 'nature', lac: 'nature', river: 'nature', río: 'nature',
  rio: 'nature', rivière: 'nature', fiume: 'nature', fluss: 'nature', falls: 'nature', waterfall: 'nature', cascada: 'nature', cascade: 'nature',
  cascata: 'nature', cachoeira: 'nature', wasserfall: 'nature', mount: 'nature', mountain: 'nature', monte: 'nature', mont: 'nature', montaña: 'nature',
  montagne: 'nature', berg: 'nature', peak: 'nature', pico: 'nature', cerro: 'nature', volcano: 'nature', volcán: 'nature', canyon: 'nature',
  cañón: 'nature', gorge: 'nature', valley: 'nature', valle: 'nature', vallée: 'nature', tal: 'nature', island: 'nature', isle: 'nature', islet: 'nature', isla: 'nature', islote: 'nature', île: 'nature', ile: 'nature', illa: 'nature', ilhéu: 'nature',
  isola: 'nature', ilha: 'nature', insel: 'nature', cave: 'nature', cueva: 'nature', grotte: 'nature', grotta: 'nature', höhle: 'nature', glacier: 'nature',
  glaciar: 'nature', peninsula: 'nature', península: 'nature', cape: 'nature', cabo: 'nature', cliffs: 'nature', cliff: 'nature', acantilado: 'nature', lagoon: 'nature', laguna: 'nature', lagune: 'nature', dunes: 'nature',
  // Lagoons, plateaus, falls, gorges, ponds, needles, wadis, a mountain written "Mt"; a hermitage.
  lagoa: 'nature', plateau: 'nature', altopiano: 'nature', planalto: 'nature', cascades: 'nature', cascadas: 'nature', cascate: 'nature', gorges: 'nature',
  étang: 'nature', aiguille: 'nature', wadi: 'nature', mt: 'nature', 'mt.': 'nature', ermitage: 'religious',
  // A chasm, a reservoir, caves, an arboretum, a terrace over a view, a madrasa in Spanish: "le gouffre de Padirac", "el embalse
  // de Entrepeñas", "les grottes de Bétharram", "la terrazza Mascagni", "la madraza de Ben Youssef".
  gouffre: 'nature', embalse: 'nature', grottes: 'nature', arboretum: 'park', terrazza: 'viewpoint', madraza: 'sight',
  // Islands in the plural ("isole Ballestas", "islas Cíes", "îles de Lérins") and peninsulas in the other languages.
  islands: 'nature', isole: 'nature', islas: 'nature', îles: 'nature', iles: 'nature', ilhas: 'nature', inseln: 'nature', penisola: 'nature',
  halbinsel: 'nature',
  desert: 'nature', desierto: 'nature', trail: 'nature', sendero: 'nature', reserve: 'nature', reserva: 'nature', nationalpark: 'nature', springs: 'nature', onsen: 'nature',
  // food, drink, shops
  café: 'food', cafe: 'food', caffè: 'food', caffe: 'food', cafetería: 'food', restaurant: 'food', restaurante: 'food', ristorante: 'food',
  trattoria: 'food', osteria: 'food', pizzeria: 'food', taverna: 'food', tasca: 'food', tasquinha: 'food', cervejaria: 'food', cervecería: 'food',
  brasserie: 'food', bistro: 'food', bistrot: 'food', bakery: 'food', panadería: 'food', boulangerie: 'food', pâtisserie: 'food', patisserie: 'food',
  pasticceria: 'food', pastelaria: 'food', konditorei: 'food', bäckerei: 'food', gelateria: 'food', heladería: 'food', bar: 'food', pub: 'food',
  taberna: 'food', bodega: 'food', enoteca: 'food', kitchen: 'food', diner: 'food', grill: 'food', steakhouse: 'food', izakaya: 'food', ramen: 'food',
  sushi: 'food', taquería: 'food', taqueria: 'food', cantina: 'food', churrascaria: 'food', parrilla: 'food', biergarten: 'food', brauhaus: 'food',
  rosticceria: 'food', friggitoria: 'food', focacceria: 'food', panificio: 'food', crêperie: 'food', fromagerie: 'food', confeitaria: 'food', padaria: 'food',
  brewery: 'food', winery: 'food', club: 'food', clube: 'food', klub: 'food', bodegas: 'food', deli: 'food', eatery: 'food', bookshop: 'shopping', bookstore: 'shopping', librería: 'shopping',
  librairie: 'shopping', livraria: 'shopping', tienda: 'shopping', boutique: 'shopping',
  // areas and transport
  quarter: 'area', district: 'area', neighbourhood: 'area', neighborhood: 'area', barrio: 'area', bairro: 'area', quartier: 'area', quartiere: 'area',
  viertel: 'area', kiez: 'area', village: 'area', pueblo: 'area', aldea: 'area', vila: 'area', borgo: 'area', harbour: 'area', harbor: 'area',
  port: 'area', puerto: 'area', porto: 'area', hafen: 'area', marina: 'area', station: 'transport', estación: 'transport', gare: 'transport',
  stazione: 'transport', ...Object.fromEntries(AIRPORT_WORDS.map((word) => [word, 'transport'])), estação: 'transport', bahnhof: 'transport', hauptbahnhof: 'transport', terminal: 'transport', funicular: 'transport',
  elevador: 'transport', elevator: 'transport', lift: 'transport', teleférico: 'transport', ropeway: 'transport', funivia: 'transport',
  téléphérique: 'transport', seilbahn: 'transport', parliament: 'sight', parlement: 'sight', parlamento: 'sight', parlament: 'sight',
  // more of each kind, as unseen pages wrote them
  rathaus: 'sight', ayuntamiento: 'sight', catacombs: 'sight', catacumbas: 'sight', catacombe: 'sight', catacombes: 'sight', baths: 'sight',
  thermen: 'sight', terme: 'sight', termas: 'sight', thermes: 'sight', mirante: 'viewpoint', cais: 'street', lungomare: 'street',
  hill: 'nature', hills: 'nature', colina: 'nature', collina: 'nature', colline: 'nature', morro: 'nature',
  gruta: 'nature', grotto: 'nature', salar: 'nature', salinas: 'nature',
  // The Andes' ravines and gorges: "Quebrada de las Conchas", "Garganta del Diablo", "Barranco de Guayadeque".
  quebrada: 'nature', garganta: 'nature', barranco: 'nature', desfiladero: 'nature', oasis: 'nature', reef: 'nature', schlucht: 'nature', klamm: 'nature',
  lounge: 'food', tavern: 'food', taproom: 'food', cafè: 'food', locanda: 'food', vineria: 'food', birreria: 'food', churrería: 'food',
  marisquería: 'food', asador: 'food', mesón: 'food', sidrería: 'food', lanchonete: 'food', boteco: 'food', sorveteria: 'food', bouchon: 'food',
  estaminet: 'food', guinguette: 'food', kneipe: 'food', wirtshaus: 'food', gasthof: 'food', weinstube: 'food', imbiss: 'food', heuriger: 'food',
  callejón: 'street', callejon: 'street', pasaje: 'street', vicolo: 'street', ruelle: 'street', beco: 'street', mural: 'sight', murales: 'sight',
  quiosque: 'food', quiosco: 'food', kiosk: 'food', chiosco: 'food', zona: 'area',
  ermita: 'religious', eremo: 'religious', ermida: 'religious', santuário: 'religious', puertas: 'sight', tombe: 'sight', túmulo: 'sight',
  mausoléu: 'sight', médersa: 'sight', canal: 'nature', canale: 'nature', anfiteatro: 'sight', amphithéâtre: 'sight', aqueduc: 'sight', aqueduto: 'sight',
  farol: 'sight', stade: 'sight', stadio: 'sight', estádio: 'sight', arena: 'sight', pátio: 'sight', patio: 'sight', claustro: 'sight', cloître: 'sight',
  chiostro: 'sight', muralla: 'sight', muralha: 'sight', rempart: 'sight', remparts: 'sight', citadelle: 'sight', cittadella: 'sight', cidadela: 'sight',
  floresta: 'nature', foresta: 'nature', volcan: 'nature', vulcano: 'nature', trilha: 'nature', sentiero: 'nature', belfry: 'sight', beffroi: 'sight',
  belfort: 'sight', fonte: 'sight', vale: 'nature', track: 'nature', walkway: 'nature', arc: 'sight', loggia: 'sight', baia: 'nature', passeio: 'street', pastelería: 'food', libreria: 'shopping',
  // Volcanic peaks and craters, cirques and geysers; esplanades, a co-cathedral, a parkway, an emporium.
  piton: 'nature', cirque: 'nature', crater: 'nature', cratère: 'nature',
  cráter: 'nature', cratera: 'nature', cratere: 'nature', geyser: 'nature', géiser: 'nature', geysir: 'nature', sentier: 'nature',
  esplanade: 'street', explanada: 'street', esplanada: 'street', spianata: 'street', parkway: 'street', concatedral: 'religious', emporium: 'shopping',
  // Universities a town is known for, cinemas, visitor centres ("Centro de Interpretación de las Tres Culturas"), salt
  // pans ("Saline di Marsala") and Polish squares ("Plac Solny").
  university: 'sight', universidad: 'sight', universidade: 'sight', université: 'sight', università: 'sight', universität: 'sight',
  cinema: 'sight', cinéma: 'sight', cine: 'sight', kino: 'sight', interpretación: 'sight', interpretativo: 'sight', interprétation: 'sight',
  saline: 'nature', plac: 'square',
  // Reserves and estates, as Romance pages name them before their names: "la réserve de Vendicari", "a Quinta da Regaleira".
  réserve: 'nature', riserva: 'nature', quinta: 'sight',
};

/**
 * The kinds the Romance languages write in lower case before a name: "la place Jamaâ El-Fna", "el museo
 * de la Guerra", "il palazzo Reale", "o mosteiro dos Jerónimos", "le canal du Thiou". Each is a kind of
 * place above too, but for "tour" (a tower, and a visit) and "forno" (a bakery, and an oven), which
 * say so only before a name.
 */
export const LOWER_CASE_KINDS: readonly string[] = [
  'museo', 'musée', 'museu', 'palacio', 'palais', 'palazzo', 'palácio', 'castillo', 'château', 'castello', 'castelo', 'catedral', 'cathédrale',
  'cattedrale', 'iglesia', 'église', 'chiesa', 'igreja', 'basílica', 'basilique', 'basilica', 'mezquita', 'mosquée', 'moschea', 'mesquita',
  'capilla', 'chapelle', 'cappella', 'capela', 'santuario', 'sanctuaire', 'santuário', 'ermita', 'eremo', 'ermida',
  'mercado', 'marché', 'mercato', 'plaza', 'place', 'piazza', 'praça', 'parque', 'parc', 'parco', 'jardín', 'jardin', 'jardins', 'giardino', 'giardini', 'jardim',
  'calle', 'rue', 'via', 'rua', 'avenida', 'avenue', 'barrio', 'quartier', 'quartiere', 'bairro', 'puente', 'pont', 'ponte', 'torre', 'tour',
  'mirador', 'miradouro', 'belvédère', 'monasterio', 'monastère', 'monastero', 'mosteiro', 'convento', 'couvent', 'templo', 'temple', 'tempio',
  'bahía', 'baie', 'baia', 'baía', 'playa', 'plage', 'spiaggia', 'praia', 'lago', 'lac', 'monte', 'mont', 'isla', 'île', 'isola', 'ilha',
  'porte', 'puerta', 'puertas', 'porta', 'médersa', 'medersa', 'mausoleo', 'mausolée', 'mausoléu', 'fontana', 'fuente', 'fontaine', 'fonte', 'foro', 'forum',
  'tumba', 'tombe', 'tomba', 'túmulo', 'valle', 'vallée', 'vale', 'cascada', 'cascade', 'cascata', 'cachoeira', 'estación', 'gare', 'stazione', 'estação',
  // Sights a town has one or two of: "el teatro Falla", "as ruínas romanas de Conímbriga", "le pátio das Escolas".
  'teatro', 'théâtre', 'ruinas', 'ruínas', 'ruines', 'rovine', 'anfiteatro', 'amphithéâtre', 'acueducto', 'aqueduc', 'acquedotto', 'aqueduto',
  'cementerio', 'cimetière', 'cimitero', 'cemitério', 'faro', 'phare', 'farol', 'biblioteca', 'bibliothèque', 'estadio', 'stade', 'stadio', 'estádio',
  'pátio', 'patio', 'claustro', 'cloître', 'chiostro', 'arco', 'arc', 'loggia', 'duomo', 'arena', 'muralla', 'muralha', 'rempart', 'remparts', 'fortaleza', 'forteresse', 'fortezza', 'citadelle', 'cittadella', 'cidadela',
  'palacios', 'jardines',
  // Covered arcades of shops: "les galeries royales Saint-Hubert", "la galleria Umberto I".
  'galerie', 'galeries', 'galería', 'galerías', 'galleria', 'galeria',
  // Walks, canals, caves and wild places: "el paseo de los Colorados", "le canal Saint-Martin", "la gruta de Lapa Doce", "a floresta de Bussaco".
  'paseo', 'passeio', 'promenade', 'canal', 'canale', 'gruta', 'grotte', 'grotta', 'cueva', 'callejón', 'vicolo', 'ruelle', 'quai', 'cais',
  'floresta', 'foresta', 'forêt', 'bosque', 'cerro', 'colina', 'collina', 'colline', 'laguna', 'lagune', 'volcán', 'volcan', 'vulcano', 'sendero', 'trilha', 'sentiero',
  // Mountain country: "le plateau des Glières", "le cirque du Fer-à-Cheval", "les cascades du Rouget", "le monument de la Résistance".
  'plateau', 'altopiano', 'planalto', 'cirque', 'quebrada', 'garganta', 'barranco', 'cascades', 'cascadas', 'cascate', 'gorges', 'étang', 'aiguille', 'monument', 'monumento', 'abbaye', 'ermitage',
  // Eateries and shops of a food guide: "la rosticceria Vitale", "l'antica friggitoria Carega", "la taquería El Califa".
  'ristorante', 'restaurante', 'trattoria', 'osteria', 'rosticceria', 'friggitoria', 'focacceria', 'pizzeria', 'pasticceria', 'gelateria',
  'enoteca', 'taverna', 'panificio', 'forno', 'caffè', 'taquería', 'cantina', 'cervecería', 'panadería', 'pastelería', 'pastelaria', 'padaria',
  'confeitaria', 'tasca', 'boulangerie', 'pâtisserie', 'brasserie', 'bistrot', 'crêperie', 'fromagerie', 'librería', 'libreria', 'livraria', 'librairie',
  // Sinkholes, lagoons, reserves and estates: "el cenote Zaci", "a lagoa do Congro", "la réserve de Vendicari", "la hacienda Yaxcopoil";
  // not "reserva", a booking as often as a reserve.
  'cenote', 'lagoa', 'réserve', 'riserva', 'hacienda', 'fazenda', 'finca', 'masseria', 'quinta',
  // Houses, statues, rocks and lookouts named after someone or something: "la maison Villaret", "la statue de la Renaissance",
  // "le rocher Percé", "el alcázar de los Reyes Cristianos", "o largo do Pelourinho", "la madrasa Bou Inania". Not "casa" (a
  // friend's house as often as a sight) nor "borgo" (a region's villages).
  'maison', 'statue', 'statua', 'estatua', 'estátua', 'rocher', 'villa', 'fort', 'alcázar', 'largo', 'belvedere', 'mirante',
  'madrasa', 'bodega', 'café', 'sorveteria',
  // "la medina de Chefchaouen", "la pagode de Ban Long", "le canyon de Matka", "las salinas de Maras", and the kinds above.
  'madraza', 'medina', 'pagode', 'canyon', 'salinas', 'gouffre', 'embalse', 'grottes', 'arboretum', 'terrazza',
];

/**
 * Romanised Japanese names carry their kind as an ending: Senso-ji, Kiyomizu-dera, Meiji Jingu,
 * Nijo-jo, Nihonbashi, Omotesando-dori, Ninenzaka, Nishiki Ichiba.
 */
const JAPANESE_ROMAN_SUFFIX = /^(?:[a-zō]+-)?[a-zō]*(?:-ji|-dera|jinja|jingu|jingū|taisha|-gu|-jo|bashi|-dori|dōri|zaka|-zaka|yokocho|ichiba|koen|kōen|-en|teien|gawa|yama|-dake)$/;

/** The kinds German names end in, a sight's ("Frauenkirche", "Pulverturm", "Marienplatz") or any place's. */
const GERMAN_KINDS = 'kathedrale|kirche|dom|münster|kapelle|kloster|turm|tor|brücke|schloss|burg|berg|brunnen|residenz|palast|museum|platz|markt|gasse|straße|strasse|see|garten|insel|halle|viertel|haus';

/**
 * One German word that names a sight by its kind and what sets it apart ("Jakobikirche", "Krähenteich",
 * "Schwarzhäupterhaus", "Musikviertel"). Houses, halls and quarters are as often things as places ("Sommerhaus",
 * "Eingangshalle"); where the words around them say one goes there, they are places more often than not. Baths, parks,
 * yards and valleys are left out.
 */
const GERMAN_SIGHT_HEAD = new RegExp(`^\\p{Lu}\\p{Ll}{3,}(?:${GERMAN_KINDS}|schlösschen|bibliothek|theater|oper|arena|stadion|teich|säule|denkmal|tempel|moschee|synagoge|gärten|zoo|hafen|mühle|bergwerk|festung|bastei|häuschen)$`, 'u');

/** A word of a longer name ending in its kind: "Hofgarten", "Viktualienmarkt", "Elbufer"; not a harbour, an airport's too. */
const GERMAN_SUFFIX = new RegExp(`(?:${GERMAN_KINDS}|park|hof|tal|wald|ufer|allee|damm|kiez|strand|bahnhof)$`, 'u');

/**
 * English and Latin words that end like a German sight's head: agents in -tor ("Administrator", "Visitor", "Director"),
 * states of being in -dom ("Freedom", "Kingdom", "Boredom"), adjectives in -tal, a valley's head ("Digital", "Capital",
 * "Continental", "Oriental"), and "oversee", "Tennessee". A German gate's stem is a
 * name or a noun (Holstentor, Siegestor, Isartor), a cathedral's a saint's (Mariendom), a lake's a place's (Tegernsee).
 * A "Platz" is a square only by name: a car park, a playground, a pitch or a seat is no sight ("Parkplatz", "Spielplatz").
 */
const NOT_GERMAN_HEAD = /(?:park|spiel|sport|rast|sitz|arbeits|bolz|tennis|fußball|fussball|abstell|liege|halte|wende|lager|grill|picknick)platz$|^parkhaus$|(?:ator|ctor|itor|utor|ptor)$|(?:free|king|bore|wis|ran|star|fan|martyr|official|serf|earl|duke|christen|sel|con|throne)dom$|^(?:over|fore)see$|essee$|(?:ital|ystal|astal|estal|mental|dental|iental|inental|zontal)$/iu;
export const isGermanSightCompound = (word: string): boolean => GERMAN_SIGHT_HEAD.test(word) && !isPlaceTypeWord(word) && !NOT_GERMAN_HEAD.test(word);

/**
 * CJK names carry their kind as an ending: streets (路, 街, 通り, 길, 로) unless they are sights of
 * their own (老街, 商店街, 夜市, 한옥마을).
 */
const CJK_STREET = /(?:路|街|大道|通り|通|筋|길|로|대로|거리)$/u;
const CJK_SIGHT_STREET = /(?:老街|小吃街|商店街|步行街|歩行街|美食街|古街|夜市|横丁|坂|巷|거리시장|唐人街|中華街|中华街)$/u;

/** "Aeroporto de Congonhas", "Bandaranaike International Airport", "宮古空港": a name that is an airport's. */
export const AIRPORT_NAME = new RegExp(`(?:^|[\\s'’])(?:${AIRPORT_WORDS.join('|')})(?=\\s|$)|(?:${CJK_AIRPORT})$`, 'iu');

/** The expressways a drive takes and their service areas (长深高速, 고속도로, 휴게소). */
export const CJK_ROAD = /(?:高速|高速公路|高速道路|고속도로|インターチェンジ|服务区|服務區|휴게소)$/u;
/** Airports, stations, crossings and car parks, and a drive's roads: where a trip passes through, rarely a stop of its own. */
const CJK_TRANSPORT = new RegExp(`(?:${CJK_AIRPORT}|駅|车站|車站|站|(?<!지)역|터미널|交差点|路口|사거리|교차로|駐車場|停车场|停車場|주차장)$|${CJK_ROAD.source}`, 'u');
/**
 * Wards, districts, prefectures, provinces and peninsulas (能登半島): where places are, as addresses say. Archipelagos,
 * regions and peninsulas abroad are written in katakana (カリブ諸島, ハワイ諸島, イベリア半島).
 */
const CJK_ADMIN = /(?:[가-힣]{1,4}(?:구|군|반도)|[\p{Script=Han}]{1,4}(?:區|区|県|縣|省|諸島|列島|群島|地方|本島|半島|半岛)|[\p{Script=Katakana}ー]{2,8}(?:諸島|列島|群島|地方|半島))$/u;

/** The words that join a kind of place to its name in the Romance languages. */
const ROMANCE_OF = new Set(['de', 'del', 'da', 'do', 'dos', 'das', 'di', 'della', 'dei', 'degli', 'delle', 'du', 'des']);

/**
 * Headlands: "Cap Skirring", "Ponta Verde", "Punta Carretas". The word opens a name; elsewhere in a phrase
 * ("Na Estrada para Ponta de Ouro") it is part of one, not the phrase's kind.
 */
const NAME_FIRST_KINDS = new Set(['cap', 'capo', 'punta', 'ponta', 'pointe']);
/** Romance words for a street, always before its name. */
const STREET_KIND_FIRST = new Set(['via', 'rua', 'calle', 'rue']);

/** The category a place-type word in the name gives, if any. */
export function placeTypeOf(name: string): string | undefined {
  const trimmed = name.trim();
  if (CJK_TRANSPORT.test(trimmed)) return 'transport';
  if (CJK_ADMIN.test(trimmed)) return 'admin';
  if (CJK_STREET.test(trimmed) && !CJK_SIGHT_STREET.test(trimmed) && /[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]/u.test(trimmed)) return 'street';
  // "Sé de Lisboa", "Sé do Porto": a Portuguese cathedral, written with its capital; "sé" is also Spanish for "I know".
  if (/(?:^|\s)Sé(?=\s|$)/u.test(trimmed)) return 'religious';
  // "Ca' Pesaro", "Ca' d'Oro": Venice calls its palaces houses.
  if (/^Ca\s?['’]\s?\p{Lu}/u.test(trimmed)) return 'sight';
  // "tour Saint-Nicolas", "tour de la Chaîne": a French tower, its kind in lower case before its name; "Tour" alone is a trip.
  if (/^tour\s+(?:(?:de|du|des)\s+(?:la\s+|l['’])?|l['’])?\p{Lu}/u.test(trimmed)) return 'sight';
  const words = name.toLowerCase().split(/[\s\-–'’]+/u).filter(Boolean);
  // English puts the kind last ("Forth Road Bridge"), the Romance languages first ("Rua Augusta"); a kind
  // followed by "de" is first whatever the name's last word is ("plaza de Bib-Rambla" is a square).
  if (words.length > 1 && NAME_FIRST_KINDS.has(words[0]!)) return 'nature';
  const first = PLACE_TYPES[words[0] ?? ''];
  if (first && words.length > 2 && ROMANCE_OF.has(words[1]!)) return first;
  const lastWord = words[words.length - 1] ?? '';
  // "così via" ("and so on") ends in "via", a street's kind that comes first ("via Tassis"), never last.
  const streetKindLast = words.length > 1 && STREET_KIND_FIRST.has(lastWord);
  const last = PLACE_TYPES[lastWord];
  if (last && words.length > 1 && !streetKindLast) return last;
  for (const word of streetKindLast ? words.slice(0, -1) : words) {
    const type = PLACE_TYPES[word];
    if (type) return type;
  }
  for (const word of words) {
    if (word.length >= 7 && GERMAN_SUFFIX.test(word) && !NOT_GERMAN_HEAD.test(word)) return 'sight';
  }
  const compact = name.toLowerCase().split(/\s+/);
  if (compact.some((word) => word.length >= 5 && JAPANESE_ROMAN_SUFFIX.test(word)) || /\b(?:ji|dera|jinja|jingu|taisha|gu|jo|dori|en|koen|teien)$/.test(name.toLowerCase())) {
    return 'sight';
  }
  return undefined;
}

/** True for one word that is a kind of place by itself ("temple", "Markt"), without looking inside it. */
export const isPlaceTypeWord = (word: string): boolean => PLACE_TYPES[word.toLowerCase()] !== undefined;

/** Whether every word of a phrase is a kind of place ("Grill", "Bar Lounge"): kinds, no name of their own. */
export const isKindsOnly = (phrase: string): boolean => phrase.split(/\s+/).every((word) => isPlaceTypeWord(word));

/** True when the words of a name include a kind of place. */
export const hasPlaceType = (name: string): boolean => placeTypeOf(name) !== undefined;

/** A kind of place a trip visits, unlike those it passes through (stations, airports) or that hold places (districts, wards). */
export const isVisitedKind = (kind: string | undefined): boolean => kind !== undefined && kind !== 'transport' && kind !== 'admin';
