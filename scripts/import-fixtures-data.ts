/**
 * Trips the link-import fixture corpus is written about: for each city, places a traveller would
 * list (named as on the page; `aka` are other names a page may use) and a few local places that no
 * gazetteer knows (restaurants, cafés, shops), some with coordinates for structured pages.
 */
export interface FixturePlace {
  name: string;
  aka?: string[];
  /** Only for local places: where they are, for pages that give geo coordinates. */
  geo?: [number, number];
  street?: string;
}

export interface FixtureTrip {
  city: string;
  country: string;
  places: FixturePlace[];
  locals: FixturePlace[];
  /** Far-away cities the prose compares the trip with (never stops). */
  elsewhere: string[];
}

const p = (name: string, ...aka: string[]): FixturePlace => ({ name, aka });
const local = (name: string, geo: [number, number], street: string): FixturePlace => ({ name, geo, street });

export const TRIPS: FixtureTrip[] = [
  { city: 'Lisbon', country: 'Portugal', elsewhere: ['Paris', 'Berlin'],
    places: [p('Belém Tower', 'Torre de Belém', 'Belem Tower'), p('Jerónimos Monastery', 'Mosteiro dos Jerónimos'), p('Pastéis de Belém'), p('São Jorge Castle', 'Castelo de São Jorge'), p('Alfama'), p('Miradouro de Santa Luzia'), p('Praça do Comércio'), p('LX Factory'), p('Time Out Market'), p('Santa Justa Lift'), p('Bairro Alto'), p('National Tile Museum', 'Museu Nacional do Azulejo')],
    locals: [local('Cervejaria Ramiro', [38.7206, -9.1356], 'Avenida Almirante Reis 1'), local('A Cevicheria', [38.7155, -9.1497], 'Rua Dom Pedro V 129'), local('Taberna da Rua das Flores', [38.7099, -9.1437], 'Rua das Flores 103')] },
  { city: 'Paris', country: 'France', elsewhere: ['London', 'Madrid'],
    places: [p('Eiffel Tower', 'Tour Eiffel'), p('Louvre Museum', 'the Louvre'), p('Musée d\'Orsay'), p('Sainte-Chapelle'), p('Notre-Dame de Paris', 'Notre-Dame Cathedral'), p('Jardin du Luxembourg', 'Luxembourg Gardens'), p('Sacré-Cœur', 'Sacre Coeur'), p('Montmartre'), p('Le Marais'), p('Centre Pompidou'), p('Arc de Triomphe'), p('Place des Vosges')],
    locals: [local('Bouillon Chartier', [48.8720, 2.3431], '7 Rue du Faubourg Montmartre'), local('Du Pain et des Idées', [48.8707, 2.3630], '34 Rue Yves Toudic'), local('Le Comptoir du Relais', [48.8519, 2.3386], '9 Carrefour de l\'Odéon')] },
  { city: 'Rome', country: 'Italy', elsewhere: ['Paris', 'Vienna'],
    places: [p('Colosseum', 'Colosseo'), p('Roman Forum'), p('Palatine Hill'), p('Pantheon'), p('Trevi Fountain', 'Fontana di Trevi'), p('Spanish Steps'), p('Piazza Navona'), p('Vatican Museums'), p('St. Peter\'s Basilica'), p('Trastevere'), p('Castel Sant\'Angelo'), p('Villa Borghese')],
    locals: [local('Roscioli', [41.8939, 12.4740], 'Via dei Giubbonari 21'), local('Da Enzo al 29', [41.8886, 12.4776], 'Via dei Vascellari 29'), local('Giolitti', [41.9008, 12.4768], 'Via degli Uffici del Vicario 40')] },
  { city: 'Barcelona', country: 'Spain', elsewhere: ['Madrid', 'Lisbon'],
    places: [p('Sagrada Família', 'Sagrada Familia'), p('Park Güell', 'Park Guell'), p('Casa Batlló'), p('Casa Milà', 'La Pedrera'), p('La Boqueria'), p('Gothic Quarter', 'Barri Gòtic'), p('Barcelona Cathedral'), p('Montjuïc'), p('Barceloneta Beach'), p('Picasso Museum'), p('Palau de la Música Catalana'), p('Bunkers del Carmel')],
    locals: [local('El Xampanyet', [41.3844, 2.1820], 'Carrer de Montcada 22'), local('Bar Cañete', [41.3795, 2.1731], 'Carrer de la Unió 17'), local('Satan\'s Coffee Corner', [41.3834, 2.1752], 'Carrer de l\'Arc de Sant Ramon del Call 11')] },
  { city: 'Kyoto', country: 'Japan', elsewhere: ['Tokyo', 'Seoul'],
    places: [p('Fushimi Inari Taisha', 'Fushimi Inari Shrine'), p('Kiyomizu-dera'), p('Gion'), p('Nishiki Market'), p('Kinkaku-ji', 'Golden Pavilion'), p('Arashiyama Bamboo Grove', 'Bamboo Grove'), p('Tenryū-ji', 'Tenryu-ji'), p('Ginkaku-ji', 'Silver Pavilion'), p('Philosopher\'s Path'), p('Nijō Castle', 'Nijo Castle'), p('Yasaka Shrine'), p('Pontocho')],
    locals: [local('Menbakaichidai', [35.0205, 135.7495], 'Kamigyo Ward, Kyoto'), local('% Arabica Higashiyama', [34.9981, 135.7805], 'Higashiyama Ward, Kyoto'), local('Ippudo Nishikikoji', [35.0047, 135.7623], 'Nakagyo Ward, Kyoto')] },
  { city: 'Tokyo', country: 'Japan', elsewhere: ['Seoul', 'Bangkok'],
    places: [p('Shibuya Crossing'), p('Senso-ji', 'Sensō-ji'), p('Meiji Shrine', 'Meiji Jingu'), p('Tokyo Skytree'), p('Shinjuku Gyoen'), p('Tsukiji Outer Market'), p('Akihabara'), p('Harajuku'), p('Tokyo Tower'), p('Golden Gai'), p('Ueno Park'), p('Shibuya Sky')],
    locals: [local('Fuunji', [35.6866, 139.6960], 'Shibuya, Tokyo'), local('Afuri Ebisu', [35.6469, 139.7108], 'Ebisu, Tokyo'), local('Onibus Coffee', [35.6412, 139.6996], 'Nakameguro, Tokyo')] },
  { city: 'London', country: 'United Kingdom', elsewhere: ['Paris', 'Dublin'],
    places: [p('Tower of London'), p('Tower Bridge'), p('British Museum'), p('Westminster Abbey'), p('Big Ben'), p('London Eye'), p('Tate Modern'), p('St Paul\'s Cathedral', 'St. Paul\'s Cathedral'), p('Borough Market'), p('Covent Garden'), p('Hyde Park'), p('Camden Market')],
    locals: [local('Dishoom Covent Garden', [51.5124, -0.1266], '12 Upper St Martin\'s Lane'), local('Monmouth Coffee', [51.5054, -0.0915], '2 Park Street'), local('The Churchill Arms', [51.5069, -0.1947], '119 Kensington Church Street')] },
  { city: 'Prague', country: 'Czech Republic', elsewhere: ['Vienna', 'Budapest'],
    places: [p('Charles Bridge'), p('Prague Castle'), p('Old Town Square'), p('Astronomical Clock', 'Prague Orloj'), p('St. Vitus Cathedral'), p('Petřín Hill', 'Petrin Hill'), p('Lennon Wall'), p('Vyšehrad'), p('Wenceslas Square'), p('Jewish Quarter', 'Josefov')],
    locals: [local('Lokál Dlouhááá', [50.0905, 14.4257], 'Dlouhá 33'), local('Café Louvre', [50.0818, 14.4186], 'Národní 22'), local('U Fleků', [50.0788, 14.4176], 'Křemencova 11')] },
  { city: 'Amsterdam', country: 'Netherlands', elsewhere: ['Berlin', 'Brussels'],
    places: [p('Rijksmuseum'), p('Van Gogh Museum'), p('Anne Frank House'), p('Vondelpark'), p('Jordaan'), p('Dam Square'), p('Albert Cuyp Market'), p('A\'DAM Lookout'), p('Heineken Experience')],
    locals: [local('Winkel 43', [52.3785, 4.8862], 'Noordermarkt 43'), local('Foodhallen', [52.3670, 4.8686], 'Bellamyplein 51'), local('Café \'t Smalle', [52.3768, 4.8838], 'Egelantiersgracht 12')] },
  { city: 'Istanbul', country: 'Turkey', elsewhere: ['Athens', 'Dubai'],
    places: [p('Hagia Sophia'), p('Blue Mosque', 'Sultan Ahmed Mosque'), p('Topkapı Palace', 'Topkapi Palace'), p('Grand Bazaar'), p('Basilica Cistern'), p('Galata Tower'), p('Spice Bazaar'), p('Süleymaniye Mosque'), p('Dolmabahçe Palace'), p('Istiklal Avenue')],
    locals: [local('Karaköy Güllüoğlu', [41.0222, 28.9776], 'Kemankeş Karamustafa Paşa'), local('Çiya Sofrası', [40.9899, 29.0260], 'Güneşlibahçe Sokak 43'), local('Hafız Mustafa 1864', [41.0163, 28.9756], 'Hamidiye Caddesi 84')] },
  { city: 'New York City', country: 'United States', elsewhere: ['Chicago', 'London'],
    places: [p('Statue of Liberty'), p('Central Park'), p('Times Square'), p('Empire State Building'), p('Brooklyn Bridge'), p('The Metropolitan Museum of Art', 'The Met'), p('Museum of Modern Art', 'MoMA'), p('High Line', 'The High Line'), p('Grand Central Terminal'), p('Top of the Rock'), p('Chelsea Market'), p('DUMBO')],
    locals: [local('Joe\'s Pizza', [40.7306, -74.0021], '7 Carmine Street'), local('Russ & Daughters', [40.7226, -73.9883], '179 East Houston Street'), local('Los Tacos No. 1', [40.7424, -74.0060], '75 Ninth Avenue')] },
  { city: 'Vienna', country: 'Austria', elsewhere: ['Prague', 'Munich'],
    places: [p('Schönbrunn Palace'), p('St. Stephen\'s Cathedral', 'Stephansdom'), p('Hofburg'), p('Belvedere Palace'), p('Naschmarkt'), p('Vienna State Opera'), p('Prater'), p('MuseumsQuartier'), p('Café Central'), p('Kunsthistorisches Museum')],
    locals: [local('Figlmüller', [48.2090, 16.3752], 'Wollzeile 5'), local('Café Sperl', [48.1985, 16.3617], 'Gumpendorfer Straße 11'), local('Bitzinger Würstelstand', [48.2046, 16.3689], 'Albertinaplatz 1')] },
  { city: 'Budapest', country: 'Hungary', elsewhere: ['Vienna', 'Prague'],
    places: [p('Hungarian Parliament Building'), p('Buda Castle'), p('Fisherman\'s Bastion'), p('Széchenyi Thermal Bath', 'Széchenyi Baths'), p('Chain Bridge'), p('St. Stephen\'s Basilica'), p('Great Market Hall'), p('Gellért Hill'), p('Szimpla Kert')],
    locals: [local('Frici Papa', [47.5003, 19.0627], 'Király utca 55'), local('New York Café', [47.4985, 19.0705], 'Erzsébet körút 9'), local('Printa', [47.4962, 19.0612], 'Rumbach Sebestyén utca 10')] },
  { city: 'Athens', country: 'Greece', elsewhere: ['Istanbul', 'Rome'],
    places: [p('Acropolis'), p('Parthenon'), p('Acropolis Museum'), p('Plaka'), p('Ancient Agora'), p('Temple of Olympian Zeus'), p('Mount Lycabettus', 'Lycabettus Hill'), p('Monastiraki'), p('National Archaeological Museum'), p('Panathenaic Stadium')],
    locals: [local('O Thanasis', [37.9763, 23.7251], 'Mitropoleos 69'), local('Little Kook', [37.9780, 23.7234], 'Karaiskaki 17'), local('Taverna Saita', [37.9730, 23.7290], 'Kydathineon 21')] },
  { city: 'Florence', country: 'Italy', elsewhere: ['Paris', 'Munich'],
    places: [p('Uffizi Gallery', 'Uffizi'), p('Florence Cathedral', 'Duomo di Firenze'), p('Ponte Vecchio'), p('Piazzale Michelangelo'), p('Galleria dell\'Accademia', 'Accademia Gallery'), p('Palazzo Pitti', 'Pitti Palace'), p('Boboli Gardens'), p('Piazza della Signoria'), p('Mercato Centrale'), p('Basilica of Santa Croce', 'Santa Croce')],
    locals: [local('All\'Antico Vinaio', [43.7680, 11.2571], 'Via dei Neri 74'), local('Trattoria Mario', [43.7761, 11.2545], 'Via Rosina 2'), local('Gelateria dei Neri', [43.7677, 11.2596], 'Via dei Neri 9')] },
  { city: 'Seoul', country: 'South Korea', elsewhere: ['Tokyo', 'Beijing'],
    places: [p('Gyeongbokgung Palace'), p('Bukchon Hanok Village'), p('N Seoul Tower', 'Namsan Tower'), p('Myeongdong'), p('Gwangjang Market'), p('Changdeokgung Palace'), p('Insadong'), p('Dongdaemun Design Plaza')],
    locals: [local('Tosokchon Samgyetang', [37.5779, 126.9716], 'Jahamun-ro 5-gil 5'), local('Myeongdong Kyoja', [37.5625, 126.9856], 'Myeongdong 10-gil 29'), local('Cafe Onion Anguk', [37.5774, 126.9861], 'Gyedong-gil 5')] },
  { city: 'Bangkok', country: 'Thailand', elsewhere: ['Singapore', 'Tokyo'],
    places: [p('Grand Palace', 'The Grand Palace'), p('Wat Pho'), p('Wat Arun', 'Temple of Dawn'), p('Chatuchak Weekend Market', 'Chatuchak Market'), p('Khao San Road'), p('Jim Thompson House'), p('Lumphini Park'), p('Yaowarat')],
    locals: [local('Jay Fai', [13.7527, 100.5045], 'Maha Chai Road 327'), local('Thipsamai', [13.7528, 100.5047], 'Maha Chai Road 313'), local('Err Urban Rustic Thai', [13.7449, 100.4938], 'Maharat Road')] },
  { city: 'Marrakech', country: 'Morocco', elsewhere: ['Cairo', 'Madrid'],
    places: [p('Jemaa el-Fnaa'), p('Jardin Majorelle', 'Majorelle Garden'), p('Bahia Palace'), p('Koutoubia Mosque'), p('Ben Youssef Madrasa'), p('Saadian Tombs'), p('Le Jardin Secret')],
    locals: [local('Café des Épices', [31.6296, -7.9864], 'Rahba Lakdima'), local('Nomad', [31.6294, -7.9863], '1 Derb Aarjane'), local('Le Jardin', [31.6318, -7.9869], '32 Souk Jeld Sidi Abdelaziz')] },
  { city: 'Sydney', country: 'Australia', elsewhere: ['Auckland', 'Singapore'],
    places: [p('Sydney Opera House'), p('Sydney Harbour Bridge', 'Harbour Bridge'), p('Bondi Beach'), p('Bondi to Coogee Walk'), p('The Rocks'), p('Royal Botanic Garden Sydney'), p('Taronga Zoo'), p('Manly Beach'), p('Darling Harbour')],
    locals: [local('Bills Surry Hills', [-33.8850, 151.2135], '359 Crown Street'), local('Single O', [-33.8836, 151.2101], '60-64 Reservoir Street'), local('Mr. Wong', [-33.8657, 151.2071], '3 Bridge Lane')] },
  { city: 'Edinburgh', country: 'United Kingdom', elsewhere: ['London', 'Dublin'],
    places: [p('Edinburgh Castle'), p('Royal Mile'), p('Arthur\'s Seat'), p('Calton Hill'), p('Holyrood Palace', 'Palace of Holyroodhouse'), p('Victoria Street'), p('Dean Village'), p('National Museum of Scotland')],
    locals: [local('The Elephant House', [55.9474, -3.1916], '21 George IV Bridge'), local('Mother India\'s Cafe', [55.9475, -3.1870], '3-5 Infirmary Street'), local('Oink', [55.9480, -3.1935], '34 Victoria Street')] },
];

/** Multi-town trips: the stops are towns (GeoNames), found with the page's country as context. */
export interface RoadTrip {
  region: string;
  country: string;
  towns: string[];
  far: string;
}

export const ROAD_TRIPS: RoadTrip[] = [
  { region: 'Tuscany', country: 'Italy', far: 'Paris', towns: ['Florence', 'Siena', 'San Gimignano', 'Montepulciano', 'Pienza', 'Lucca', 'Pisa', 'Volterra', 'Cortona', 'Arezzo'] },
  { region: 'Andalusia', country: 'Spain', far: 'London', towns: ['Seville', 'Córdoba', 'Granada', 'Ronda', 'Málaga', 'Cádiz', 'Nerja'] },
  { region: 'Portugal', country: 'Portugal', far: 'Berlin', towns: ['Lisbon', 'Sintra', 'Óbidos', 'Coimbra', 'Porto', 'Nazaré', 'Aveiro', 'Évora', 'Lagos'] },
  { region: 'the Dalmatian Coast', country: 'Croatia', far: 'Vienna', towns: ['Split', 'Hvar', 'Dubrovnik', 'Zadar', 'Šibenik', 'Makarska', 'Trogir', 'Korčula'] },
  { region: 'Provence', country: 'France', far: 'Madrid', towns: ['Avignon', 'Arles', 'Gordes', 'Aix-en-Provence', 'Marseille', 'Nice', 'Cannes', 'Menton', 'Antibes'] },
  { region: 'Japan', country: 'Japan', far: 'Seoul', towns: ['Tokyo', 'Hakone', 'Kyoto', 'Nara', 'Osaka', 'Hiroshima', 'Kanazawa', 'Takayama', 'Himeji'] },
  { region: 'Iceland\'s Ring Road', country: 'Iceland', far: 'Copenhagen', towns: ['Reykjavik', 'Selfoss', 'Höfn', 'Akureyri', 'Húsavík'] },
  { region: 'the California Coast', country: 'United States', far: 'Chicago', towns: ['San Francisco', 'Santa Cruz', 'Monterey', 'Carmel-by-the-Sea', 'San Luis Obispo', 'Santa Barbara', 'Los Angeles'] },
  { region: 'the Scottish Highlands', country: 'United Kingdom', far: 'Dublin', towns: ['Edinburgh', 'Stirling', 'Pitlochry', 'Inverness', 'Fort William', 'Oban', 'Portree'] },
  { region: 'Bavaria', country: 'Germany', far: 'Amsterdam', towns: ['Munich', 'Füssen', 'Garmisch-Partenkirchen', 'Berchtesgaden', 'Würzburg', 'Rothenburg ob der Tauber', 'Bamberg', 'Nuremberg'] },
];
