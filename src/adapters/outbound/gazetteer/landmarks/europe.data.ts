/**
 * Curated landmarks for the offline geocoder: Europe, Turkey, Russia and the Caucasus. Written for
 * this project; coordinates are rounded to 4 decimals and meant to be within about 300 m. One per line:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * `@city` lines give local or common names of cities the GeoNames data knows by another name.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const LANDMARKS_EUROPE = `
@city|Lisboa|Lisbon|PT
@city|Roma|Rome|IT
@city|Firenze|Florence|IT
@city|Venezia|Venice|IT
@city|Napoli|Naples|IT
@city|Milano|Milan|IT
@city|München|Munich|DE
@city|Köln|Cologne|DE
@city|Praha|Prague|CZ
@city|Wien|Vienna|AT
@city|Sevilla|Seville|ES
@city|København|Copenhagen|DK
@city|Bruxelles|Brussels|BE
@city|Den Haag|The Hague|NL
@city|Nürnberg|Nuremberg|DE
@city|Torino|Turin|IT
@city|Genova|Genoa|IT
@city|Cadiz|Cádiz|ES
@city|Athina|Athens|GR
@city|Bruges|Brugge|BE
@city|Ghent|Gent|BE
@city|Gand|Gent|BE
@city|Antwerp|Antwerpen|BE
@city|Anvers|Antwerpen|BE
@city|Chamonix|Chamonix-Mont-Blanc|FR
@city|San Sebastián|Donostia / San Sebastián|ES
@city|Donostia|Donostia / San Sebastián|ES
@city|Siracusa|Syracuse|IT
@city|Santorini|Firá|GR
@city|Fira|Firá|GR
@city|Oia|Oía|GR
@city|Αθήνα|Athens|GR
@city|Θεσσαλονίκη|Thessaloniki|GR
@city|Μύκονος|Mykonos|GR
@city|Kalambaka|Kalampáka|GR
@city|Lavrio|Lávrio|GR
@city|Heraklion|Irákleion|GR
@city|Ηράκλειο|Irákleion|GR
@city|Zurich|Zürich|CH
@city|Lucerne|Luzern|CH
@city|Geneva|Genève|CH
@city|Cracow|Kraków|PL
@city|Krakow|Kraków|PL
@city|Warszawa|Warsaw|PL
@city|Москва|Moscow|RU
@city|Санкт-Петербург|Saint Petersburg|RU
@city|St. Petersburg|Saint Petersburg|RU
@city|St Petersburg|Saint Petersburg|RU
@city|İstanbul|Istanbul|TR
@city|Galway|Gaillimh|IE
@city|Killarney|Cill Airne|IE
@city|Padua|Padova|IT
@city|Rhodes|Ródos|GR
@city|Ρόδος|Ródos|GR
@city|Olympia|Archaía Olympía|GR
@city|Aarhus|Århus|DK
@city|Gothenburg|Göteborg|SE
@city|Lissabon|Lisbon|PT
@city|Lisbonne|Lisbon|PT
@city|Lisbona|Lisbon|PT
@city|Krakau|Kraków|PL
@city|Cracovie|Kraków|PL
@city|Cracovia|Kraków|PL
@city|Cracóvia|Kraków|PL
@city|Prag|Prague|CZ
@city|Praga|Prague|CZ
@city|Viena|Vienna|AT
@city|Rom|Rome|IT
@city|Múnich|Munich|DE
@city|Munique|Munich|DE
@city|Monaco di Baviera|Munich|DE
@city|Florenz|Florence|IT
@city|Florença|Florence|IT
@city|Venedig|Venice|IT
@city|Venise|Venice|IT
@city|Venecia|Venice|IT
@city|Veneza|Venice|IT
@city|Neapel|Naples|IT
@city|Nápoles|Naples|IT
@city|Mailand|Milan|IT
@city|Milán|Milan|IT
@city|Milão|Milan|IT
@city|Turín|Turin|IT
@city|Turim|Turin|IT
@city|Genua|Genoa|IT
@city|Gênes|Genoa|IT
@city|Génova|Genoa|IT
@city|Gênova|Genoa|IT
@city|Séville|Sevilla|ES
@city|Siviglia|Sevilla|ES
@city|Sevilha|Sevilla|ES
@city|Warschau|Warsaw|PL
@city|Varsovie|Warsaw|PL
@city|Varsovia|Warsaw|PL
@city|Varsavia|Warsaw|PL
@city|Varsóvia|Warsaw|PL
@city|Danzig|Gdańsk|PL
@city|Danzica|Gdańsk|PL
@city|Breslau|Wrocław|PL
@city|Moskau|Moscow|RU
@city|Moscou|Moscow|RU
@city|Moscú|Moscow|RU
@city|Moscovo|Moscow|RU
@city|Sankt Petersburg|Saint Petersburg|RU
@city|Saint-Pétersbourg|Saint Petersburg|RU
@city|San Petersburgo|Saint Petersburg|RU
@city|San Pietroburgo|Saint Petersburg|RU
@city|São Petersburgo|Saint Petersburg|RU
@city|Athen|Athens|GR
@city|Athènes|Athens|GR
@city|Atenas|Athens|GR
@city|Atene|Athens|GR
@city|Kopenhagen|Copenhagen|DK
@city|Copenhague|Copenhagen|DK
@city|Copenaghen|Copenhagen|DK
@city|Copenhaga|Copenhagen|DK
@city|Brüssel|Brussels|BE
@city|Bruselas|Brussels|BE
@city|Bruxelas|Brussels|BE
@city|Amberes|Antwerpen|BE
@city|Anversa|Antwerpen|BE
@city|Antuérpia|Antwerpen|BE
@city|Brügge|Brugge|BE
@city|Brujas|Brugge|BE
@city|Lüttich|Liège|BE
@city|La Haye|The Hague|NL
@city|La Haya|The Hague|NL
@city|L'Aia|The Hague|NL
@city|Haia|The Hague|NL
@city|Genf|Genève|CH
@city|Genève|Geneva|CH
@city|Ginebra|Genève|CH
@city|Ginevra|Genève|CH
@city|Genebra|Genève|CH
@city|Zurigo|Zürich|CH
@city|Zurique|Zürich|CH
@city|Bâle|Basel|CH
@city|Basilea|Basel|CH
@city|Basileia|Basel|CH
@city|Lucerna|Luzern|CH
@city|Londres|London|GB
@city|Londra|London|GB
@city|Édimbourg|Edinburgh|GB
@city|Edimburgo|Edinburgh|GB
@city|Barcelone|Barcelona|ES
@city|Barcellona|Barcelona|ES
@city|Saragosse|Zaragoza|ES
@city|Saragossa|Zaragoza|ES
@city|Parigi|Paris|FR
@city|Berlín|Berlin|DE
@city|Berlino|Berlin|DE
@city|Berlim|Berlin|DE
@city|Ámsterdam|Amsterdam|NL
@city|Amesterdão|Amsterdam|NL
@city|Nizza|Nice|FR
@city|Niza|Nice|FR
@city|Marsiglia|Marseille|FR
@city|Marsella|Marseille|FR
@city|Marselha|Marseille|FR
@city|Lione|Lyon|FR
@city|Straßburg|Strasbourg|FR
@city|Estrasburgo|Strasbourg|FR
@city|Strasburgo|Strasbourg|FR
@city|Bukarest|Bucharest|RO
@city|Bucarest|Bucharest|RO
@city|Bucareste|Bucharest|RO
@city|Belgrad|Belgrade|RS
@city|Belgrado|Belgrade|RS
@city|Kiew|Kyiv|UA
@city|Kiev|Kyiv|UA
@city|Tiflis|Tbilisi|GE
@city|Reikiavik|Reykjavík|IS
@city|Helsingfors|Helsinki|FI
@city|Pressburg|Bratislava|SK
@city|Laibach|Ljubljana|SI
@city|Agrigent|Agrigento|IT
@city|Syrakus|Siracusa|IT
@city|Mantua|Mantova|IT
@city|Mantoue|Mantova|IT
@city|Padoue|Padova|IT
@city|Vérone|Verona|IT
@city|Bologne|Bologna|IT
@city|Sienne|Siena|IT
@city|Pise|Pisa|IT
@city|Salzbourg|Salzburg|AT
@city|Salisburgo|Salzburg|AT
Eiffel Tower|Tour Eiffel;埃菲尔铁塔;エッフェル塔;에펠탑|Paris|FR|48.8584|2.2945|sight
Louvre Museum|Louvre;Musée du Louvre;卢浮宫;羅浮宮;ルーヴル美術館;루브르 박물관|Paris|FR|48.8606|2.3376|museum
Notre-Dame de Paris|Notre-Dame;Notre Dame Cathedral;Notre-Dame Cathedral;巴黎圣母院;ノートルダム大聖堂;노트르담 대성당|Paris|FR|48.8530|2.3499|religious
Sacré-Cœur|Sacre Coeur;Basilica of the Sacred Heart;Sacré-Cœur Basilica;圣心大教堂;サクレ・クール寺院|Paris|FR|48.8867|2.3431|religious
Arc de Triomphe|凯旋门;凱旋門;개선문|Paris|FR|48.8738|2.2950|sight
Musée d'Orsay|Orsay Museum;奥赛博物馆;オルセー美術館;오르세 미술관|Paris|FR|48.8600|2.3266|museum
Sainte-Chapelle|Sainte Chapelle|Paris|FR|48.8554|2.3450|religious
Jardin du Luxembourg|Luxembourg Gardens|Paris|FR|48.8462|2.3372|park
Montmartre||Paris|FR|48.8867|2.3431|neighbourhood
Le Marais|Marais|Paris|FR|48.8590|2.3620|neighbourhood
Centre Pompidou|Pompidou Centre|Paris|FR|48.8607|2.3522|museum
Champs-Élysées|Avenue des Champs-Élysées;香榭丽舍大街;シャンゼリゼ通り;샹젤리제 거리|Paris|FR|48.8698|2.3078|sight
Palace of Versailles|Château de Versailles;Versailles Palace;凡尔赛宫;ヴェルサイユ宮殿;베르사유 궁전|Versailles|FR|48.8049|2.1204|sight
Place des Vosges||Paris|FR|48.8556|2.3655|sight
Panthéon||Paris|FR|48.8462|2.3464|sight
Musée de l'Orangerie|Orangerie|Paris|FR|48.8638|2.3227|museum
Tuileries Garden|Jardin des Tuileries|Paris|FR|48.8635|2.3275|park
Canal Saint-Martin||Paris|FR|48.8710|2.3650|sight
Père Lachaise Cemetery|Père Lachaise|Paris|FR|48.8614|2.3933|sight
Shakespeare and Company||Paris|FR|48.8526|2.3471|shop
Big Ben|Elizabeth Tower;大本钟;ビッグ・ベン;빅벤|London|GB|51.5007|-0.1246|sight
Tower of London||London|GB|51.5081|-0.0759|sight
Tower Bridge|伦敦塔桥;タワーブリッジ;타워 브리지|London|GB|51.5055|-0.0754|sight
British Museum|大英博物馆;大英博物館;대영박물관|London|GB|51.5194|-0.1270|museum
Buckingham Palace|白金汉宫;バッキンガム宮殿;버킹엄 궁전|London|GB|51.5014|-0.1419|sight
Westminster Abbey||London|GB|51.4993|-0.1273|religious
London Eye|伦敦眼;ロンドン・アイ|London|GB|51.5033|-0.1196|viewpoint
Tate Modern||London|GB|51.5076|-0.0994|museum
St Paul's Cathedral|St. Paul's Cathedral|London|GB|51.5138|-0.0984|religious
Borough Market||London|GB|51.5055|-0.0910|market
Camden Market||London|GB|51.5415|-0.1460|market
Hyde Park||London|GB|51.5073|-0.1657|park
National Gallery||London|GB|51.5089|-0.1283|museum
Natural History Museum||London|GB|51.4967|-0.1764|museum
Covent Garden||London|GB|51.5117|-0.1240|neighbourhood
Notting Hill|Portobello Road Market;Portobello Road;Portobello Market|London|GB|51.5150|-0.2050|neighbourhood
Sky Garden||London|GB|51.5113|-0.0835|viewpoint
Kew Gardens|Royal Botanic Gardens, Kew|London|GB|51.4787|-0.2956|park
Colosseum|Colosseo;Roman Colosseum;Flavian Amphitheatre;Coliseum;罗马斗兽场;コロッセオ;콜로세움|Rome|IT|41.8902|12.4922|sight
Roman Forum|Foro Romano;Forum Romanum|Rome|IT|41.8925|12.4853|sight
Pantheon|Pantheon Rome;Pantheon di Roma|Rome|IT|41.8986|12.4769|sight
Trevi Fountain|Fontana di Trevi;特雷维喷泉;许愿池;トレヴィの泉;트레비 분수|Rome|IT|41.9009|12.4833|sight
Spanish Steps|Piazza di Spagna;Scalinata di Trinità dei Monti|Rome|IT|41.9060|12.4828|sight
Vatican Museums|Musei Vaticani|Vatican City|VA|41.9065|12.4536|museum
St. Peter's Basilica|St Peter's Basilica;Basilica di San Pietro;圣彼得大教堂;サン・ピエトロ大聖堂|Vatican City|VA|41.9022|12.4539|religious
Sistine Chapel|Cappella Sistina|Vatican City|VA|41.9029|12.4545|religious
Piazza Navona||Rome|IT|41.8992|12.4731|sight
Trastevere||Rome|IT|41.8897|12.4700|neighbourhood
Castel Sant'Angelo|Mausoleum of Hadrian|Rome|IT|41.9031|12.4663|sight
Villa Borghese|Borghese Gallery;Galleria Borghese;Villa Borghese Gardens|Rome|IT|41.9142|12.4923|park
Campo de' Fiori|Campo de Fiori;Campo dei Fiori|Rome|IT|41.8956|12.4722|market
Palatine Hill|Palatino;Monte Palatino|Rome|IT|41.8894|12.4875|sight
Capitoline Museums|Musei Capitolini;Capitoline Hill;Campidoglio|Rome|IT|41.8930|12.4828|museum
Sagrada Família|Sagrada Familia;Basílica de la Sagrada Família;圣家堂;聖家族教会;サグラダ・ファミリア;사그라다 파밀리아|Barcelona|ES|41.4036|2.1744|religious
Park Güell|Parc Güell;Park Guell;奎尔公园;グエル公園;구엘 공원|Barcelona|ES|41.4145|2.1527|park
Casa Batlló|Casa Batllo|Barcelona|ES|41.3916|2.1649|sight
Casa Milà|La Pedrera;Casa Mila|Barcelona|ES|41.3954|2.1620|sight
La Rambla|Las Ramblas;Les Rambles|Barcelona|ES|41.3809|2.1734|sight
La Boqueria|Mercat de la Boqueria;Boqueria Market;Mercat de Sant Josep de la Boqueria|Barcelona|ES|41.3817|2.1716|market
Gothic Quarter|Barri Gòtic;Barrio Gótico|Barcelona|ES|41.3833|2.1764|neighbourhood
Barcelona Cathedral|Catedral de Barcelona;Cathedral of the Holy Cross and Saint Eulalia|Barcelona|ES|41.3840|2.1762|religious
Montjuïc|Montjuic|Barcelona|ES|41.3636|2.1586|park
Barceloneta Beach|Barceloneta;Platja de la Barceloneta;La Barceloneta|Barcelona|ES|41.3784|2.1925|beach
Picasso Museum|Museu Picasso|Barcelona|ES|41.3852|2.1810|museum
Palau de la Música Catalana|Palau de la Musica|Barcelona|ES|41.3875|2.1753|sight
Bunkers del Carmel|Bunkers of El Carmel;Turó de la Rovira|Barcelona|ES|41.4189|2.1619|viewpoint
El Born|El Born Centre de Cultura|Barcelona|ES|41.3851|2.1834|neighbourhood
Belém Tower|Torre de Belém;Belem Tower|Lisbon|PT|38.6916|-9.2160|sight
Jerónimos Monastery|Mosteiro dos Jerónimos;Jeronimos Monastery|Lisbon|PT|38.6979|-9.2068|religious
Pastéis de Belém|Pasteis de Belem|Lisbon|PT|38.6975|-9.2032|food
São Jorge Castle|Castelo de São Jorge;Sao Jorge Castle;St. George's Castle|Lisbon|PT|38.7139|-9.1335|sight
Alfama||Lisbon|PT|38.7118|-9.1300|neighbourhood
Praça do Comércio|Commerce Square|Lisbon|PT|38.7075|-9.1364|sight
Tram 28|Tram 28E;Eléctrico 28|Lisbon|PT|38.7110|-9.1370|sight
LX Factory||Lisbon|PT|38.7033|-9.1783|market
Time Out Market|Mercado da Ribeira|Lisbon|PT|38.7068|-9.1457|market
Miradouro da Senhora do Monte|Senhora do Monte|Lisbon|PT|38.7192|-9.1327|viewpoint
Miradouro de Santa Luzia|Santa Luzia Viewpoint|Lisbon|PT|38.7117|-9.1301|viewpoint
Bairro Alto||Lisbon|PT|38.7130|-9.1450|neighbourhood
Santa Justa Lift|Elevador de Santa Justa|Lisbon|PT|38.7121|-9.1394|sight
MAAT|Museum of Art, Architecture and Technology|Lisbon|PT|38.6957|-9.1935|museum
National Tile Museum|Museu Nacional do Azulejo;Azulejo Museum|Lisbon|PT|38.7247|-9.1135|museum
Pena Palace|Palácio da Pena;Palacio da Pena|Sintra|PT|38.7876|-9.3906|sight
Quinta da Regaleira|Initiation Well|Sintra|PT|38.7963|-9.3960|sight
Cabo da Roca||Sintra|PT|38.7804|-9.4989|nature
Livraria Lello|Lello Bookshop|Porto|PT|41.1469|-8.6149|shop
Dom Luís I Bridge|Ponte Dom Luís I;Luís I Bridge|Porto|PT|41.1400|-8.6094|sight
Ribeira|Cais da Ribeira|Porto|PT|41.1407|-8.6132|neighbourhood
Clérigos Tower|Torre dos Clérigos|Porto|PT|41.1457|-8.6146|viewpoint
São Bento Station|São Bento Railway Station;Sao Bento Station|Porto|PT|41.1456|-8.6105|sight
Palácio da Bolsa|Palacio da Bolsa;Stock Exchange Palace|Porto|PT|41.1413|-8.6157|sight
Majestic Café|Café Majestic|Porto|PT|41.1473|-8.6063|food
Serralves|Serralves Museum;Serralves Foundation;Fundação de Serralves|Porto|PT|41.1597|-8.6598|museum
Rijksmuseum||Amsterdam|NL|52.3600|4.8852|museum
Van Gogh Museum||Amsterdam|NL|52.3584|4.8811|museum
Anne Frank House|Anne Frank Huis|Amsterdam|NL|52.3752|4.8840|museum
Vondelpark||Amsterdam|NL|52.3580|4.8686|park
Jordaan||Amsterdam|NL|52.3740|4.8800|neighbourhood
Dam Square|De Dam|Amsterdam|NL|52.3731|4.8926|sight
Albert Cuyp Market|Albert Cuypmarkt|Amsterdam|NL|52.3557|4.8942|market
A'DAM Lookout|ADAM Lookout|Amsterdam|NL|52.3841|4.9020|viewpoint
Heineken Experience||Amsterdam|NL|52.3578|4.8918|sight
Brandenburg Gate|Brandenburger Tor|Berlin|DE|52.5163|13.3777|sight
Reichstag|Reichstag Building;Reichstagsgebäude;Reichstag Dome|Berlin|DE|52.5186|13.3762|sight
East Side Gallery||Berlin|DE|52.5050|13.4397|sight
Museum Island|Museumsinsel|Berlin|DE|52.5169|13.4019|museum
Checkpoint Charlie||Berlin|DE|52.5075|13.3904|sight
Berlin Wall Memorial|Gedenkstätte Berliner Mauer;Bernauer Straße|Berlin|DE|52.5351|13.3903|sight
Memorial to the Murdered Jews of Europe|Holocaust Memorial;Denkmal für die ermordeten Juden Europas|Berlin|DE|52.5139|13.3787|sight
Tiergarten|Großer Tiergarten|Berlin|DE|52.5145|13.3501|park
Berliner Dom|Berlin Cathedral|Berlin|DE|52.5191|13.4010|religious
Alexanderplatz|Berlin TV Tower;Fernsehturm;Berliner Fernsehturm|Berlin|DE|52.5219|13.4132|sight
Tempelhofer Feld|Tempelhof Field|Berlin|DE|52.4730|13.4010|park
Charles Bridge|Karlův most|Prague|CZ|50.0865|14.4114|sight
Prague Castle|Pražský hrad|Prague|CZ|50.0911|14.4016|sight
Old Town Square|Staroměstské náměstí;Old Town Square Prague|Prague|CZ|50.0875|14.4213|sight
Astronomical Clock|Prague Astronomical Clock;Prague Orloj;Pražský orloj;Orloj|Prague|CZ|50.0870|14.4208|sight
St. Vitus Cathedral|St Vitus Cathedral;Katedrála svatého Víta|Prague|CZ|50.0909|14.4005|religious
Petřín Hill|Petrin Hill;Petřín;Petřín Lookout Tower;Petrin Tower;Petřínská rozhledna|Prague|CZ|50.0833|14.3950|viewpoint
Lennon Wall|Lennonova zeď|Prague|CZ|50.0862|14.4067|sight
Vyšehrad|Vysehrad|Prague|CZ|50.0645|14.4180|sight
Wenceslas Square|Václavské náměstí|Prague|CZ|50.0810|14.4280|sight
Jewish Quarter|Josefov;Jewish Quarter Prague;Jewish Museum in Prague|Prague|CZ|50.0900|14.4180|neighbourhood
Schönbrunn Palace|Schloss Schönbrunn;Schonbrunn Palace;Schönbrunn|Vienna|AT|48.1845|16.3122|sight
St. Stephen's Cathedral|Stephansdom;St Stephen's Cathedral;Stephansdom Wien|Vienna|AT|48.2085|16.3731|religious
Hofburg|Hofburg Palace;Hofburg Wien|Vienna|AT|48.2066|16.3656|sight
Belvedere Palace|Belvedere;Schloss Belvedere;Upper Belvedere|Vienna|AT|48.1916|16.3809|museum
Naschmarkt||Vienna|AT|48.1985|16.3632|market
Vienna State Opera|Wiener Staatsoper|Vienna|AT|48.2030|16.3691|sight
Prater|Wiener Riesenrad;Giant Ferris Wheel;Wiener Prater|Vienna|AT|48.2166|16.3960|park
MuseumsQuartier|Museumsquartier;MQ|Vienna|AT|48.2035|16.3585|museum
Café Central||Vienna|AT|48.2104|16.3654|food
Kunsthistorisches Museum|Museum of Art History;KHM|Vienna|AT|48.2038|16.3617|museum
Hungarian Parliament Building|Országház;Parliament Budapest|Budapest|HU|47.5071|19.0456|sight
Buda Castle|Budavári Palota;Royal Palace Budapest|Budapest|HU|47.4962|19.0398|sight
Fisherman's Bastion|Halászbástya|Budapest|HU|47.5022|19.0348|viewpoint
Széchenyi Thermal Bath|Szechenyi Baths;Széchenyi Baths;Széchenyi fürdő|Budapest|HU|47.5186|19.0817|sight
Chain Bridge|Széchenyi Chain Bridge;Széchenyi lánchíd;Lánchíd|Budapest|HU|47.4989|19.0439|sight
St. Stephen's Basilica|St Stephen's Basilica;Szent István-bazilika|Budapest|HU|47.5008|19.0539|religious
Great Market Hall|Central Market Hall;Nagycsarnok;Központi Vásárcsarnok|Budapest|HU|47.4870|19.0586|market
Gellért Hill|Citadella;Gellert Hill;Gellért-hegy|Budapest|HU|47.4869|19.0468|viewpoint
Szimpla Kert|Szimpla|Budapest|HU|47.4970|19.0632|food
Hagia Sophia|Ayasofya;Ayasofya-i Kebir Camii;Aya Sofya;Hagia Sophia Grand Mosque|Istanbul|TR|41.0086|28.9802|religious
Blue Mosque|Sultan Ahmed Mosque;Sultanahmet Camii|Istanbul|TR|41.0054|28.9768|religious
Topkapı Palace|Topkapi Palace;Topkapı Sarayı|Istanbul|TR|41.0115|28.9834|sight
Grand Bazaar|Kapalıçarşı;Kapali Carsi;Grand Bazaar Istanbul|Istanbul|TR|41.0107|28.9681|market
Basilica Cistern|Yerebatan Sarnıcı;Yerebatan Cistern|Istanbul|TR|41.0084|28.9779|sight
Galata Tower|Galata Kulesi|Istanbul|TR|41.0256|28.9742|viewpoint
Spice Bazaar|Egyptian Bazaar;Mısır Çarşısı|Istanbul|TR|41.0166|28.9706|market
Süleymaniye Mosque|Suleymaniye Mosque;Süleymaniye Camii|Istanbul|TR|41.0162|28.9640|religious
Dolmabahçe Palace|Dolmabahce Palace;Dolmabahçe Sarayı|Istanbul|TR|41.0391|29.0005|sight
Istiklal Avenue|İstiklal Caddesi;Istiklal Street|Istanbul|TR|41.0340|28.9780|sight
Acropolis|Acropolis of Athens;Ακρόπολη;Ακρόπολη Αθηνών|Athens|GR|37.9715|23.7257|sight
Parthenon|Παρθενώνας|Athens|GR|37.9715|23.7267|sight
Acropolis Museum|Μουσείο Ακρόπολης|Athens|GR|37.9685|23.7285|museum
Plaka|Πλάκα|Athens|GR|37.9725|23.7300|neighbourhood
Ancient Agora|Ancient Agora of Athens;Αρχαία Αγορά της Αθήνας;Αρχαία Αγορά|Athens|GR|37.9747|23.7223|sight
Temple of Olympian Zeus|Olympieion;Ναός του Ολυμπίου Διός|Athens|GR|37.9693|23.7331|sight
Mount Lycabettus|Lycabettus Hill;Lycabettus;Λυκαβηττός|Athens|GR|37.9819|23.7432|viewpoint
Monastiraki|Monastiraki Square;Μοναστηράκι|Athens|GR|37.9761|23.7257|market
National Archaeological Museum||Athens|GR|37.9891|23.7326|museum
Panathenaic Stadium|Kallimarmaro;Παναθηναϊκό Στάδιο|Athens|GR|37.9683|23.7411|sight
Uffizi Gallery|Uffizi;Galleria degli Uffizi|Florence|IT|43.7678|11.2553|museum
Florence Cathedral|Duomo di Firenze;Santa Maria del Fiore;Brunelleschi's Dome;Cattedrale di Santa Maria del Fiore|Florence|IT|43.7731|11.2560|religious
Ponte Vecchio||Florence|IT|43.7680|11.2531|sight
Piazzale Michelangelo||Florence|IT|43.7629|11.2650|viewpoint
Galleria dell'Accademia|Accademia Gallery;Accademia Gallery Florence;Accademia Florence|Florence|IT|43.7768|11.2586|museum
Palazzo Pitti|Pitti Palace|Florence|IT|43.7652|11.2500|museum
Boboli Gardens|Giardino di Boboli|Florence|IT|43.7625|11.2482|park
Piazza della Signoria|Palazzo Vecchio|Florence|IT|43.7696|11.2558|sight
Mercato Centrale|San Lorenzo Market|Florence|IT|43.7765|11.2534|market
Basilica of Santa Croce|Santa Croce;Basilica di Santa Croce|Florence|IT|43.7686|11.2621|religious
St. Mark's Basilica|Basilica di San Marco;St Mark's Basilica|Venice|IT|45.4345|12.3397|religious
St. Mark's Square|Piazza San Marco;St Mark's Square|Venice|IT|45.4341|12.3388|sight
Doge's Palace|Palazzo Ducale|Venice|IT|45.4337|12.3404|sight
Rialto Bridge|Ponte di Rialto|Venice|IT|45.4380|12.3359|sight
Grand Canal|Canal Grande|Venice|IT|45.4408|12.3288|sight
Bridge of Sighs|Ponte dei Sospiri|Venice|IT|45.4341|12.3409|sight
Burano||Venice|IT|45.4853|12.4167|neighbourhood
Murano||Venice|IT|45.4584|12.3528|neighbourhood
Peggy Guggenheim Collection|Peggy Guggenheim|Venice|IT|45.4308|12.3315|museum
Gallerie dell'Accademia|Accademia Venice|Venice|IT|45.4312|12.3282|museum
Prado Museum|Museo del Prado;El Prado;Museo Nacional del Prado|Madrid|ES|40.4138|-3.6921|museum
Royal Palace of Madrid|Palacio Real;Palacio Real de Madrid|Madrid|ES|40.4180|-3.7143|sight
Retiro Park|El Retiro;Parque del Retiro;Buen Retiro Park|Madrid|ES|40.4153|-3.6845|park
Plaza Mayor||Madrid|ES|40.4155|-3.7074|sight
Puerta del Sol||Madrid|ES|40.4169|-3.7035|sight
Mercado de San Miguel|San Miguel Market|Madrid|ES|40.4154|-3.7090|market
Reina Sofía Museum|Museo Reina Sofía;Reina Sofia;Museo Nacional Centro de Arte Reina Sofía|Madrid|ES|40.4086|-3.6945|museum
Temple of Debod|Templo de Debod|Madrid|ES|40.4240|-3.7177|sight
Gran Vía|Gran Via Madrid|Madrid|ES|40.4203|-3.7058|sight
Real Alcázar|Alcázar of Seville;Real Alcázar of Seville;Reales Alcázares de Sevilla|Seville|ES|37.3831|-5.9903|sight
Plaza de España|Plaza de Espana|Seville|ES|37.3772|-5.9869|sight
Seville Cathedral|Giralda;Catedral de Sevilla;La Giralda|Seville|ES|37.3858|-5.9932|religious
Setas de Sevilla|Metropol Parasol;Las Setas|Seville|ES|37.3933|-5.9918|viewpoint
Triana|Barrio de Triana|Seville|ES|37.3830|-6.0030|neighbourhood
Alhambra|La Alhambra|Granada|ES|37.1761|-3.5881|sight
Albaicín|Albaicin;Albayzín|Granada|ES|37.1810|-3.5920|neighbourhood
Edinburgh Castle||Edinburgh|GB|55.9486|-3.1999|sight
Royal Mile||Edinburgh|GB|55.9503|-3.1883|sight
Arthur's Seat||Edinburgh|GB|55.9441|-3.1618|viewpoint
Calton Hill||Edinburgh|GB|55.9553|-3.1827|viewpoint
Holyrood Palace|Palace of Holyroodhouse|Edinburgh|GB|55.9527|-3.1722|sight
Victoria Street||Edinburgh|GB|55.9483|-3.1934|sight
Dean Village||Edinburgh|GB|55.9523|-3.2150|neighbourhood
National Museum of Scotland||Edinburgh|GB|55.9470|-3.1894|museum
Nyhavn||Copenhagen|DK|55.6798|12.5908|sight
Tivoli Gardens||Copenhagen|DK|55.6737|12.5681|park
The Little Mermaid|Little Mermaid|Copenhagen|DK|55.6929|12.5993|sight
Christiania|Freetown Christiania|Copenhagen|DK|55.6732|12.5990|neighbourhood
Rosenborg Castle||Copenhagen|DK|55.6858|12.5770|sight
Torvehallerne||Copenhagen|DK|55.6838|12.5696|market
Hallgrímskirkja|Hallgrimskirkja|Reykjavik|IS|64.1417|-21.9266|religious
Harpa|Harpa Concert Hall|Reykjavik|IS|64.1504|-21.9325|sight
Sun Voyager||Reykjavik|IS|64.1476|-21.9223|sight
Blue Lagoon||Grindavík|IS|63.8804|-22.4495|nature
Þingvellir National Park|Thingvellir;Thingvellir National Park|Þingvellir|IS|64.2559|-21.1299|nature
Gullfoss|Gullfoss Waterfall|Haukadalur|IS|64.3271|-20.1199|nature
Geysir|Strokkur|Haukadalur|IS|64.3104|-20.3024|nature
Seljalandsfoss||Hvolsvöllur|IS|63.6156|-19.9886|nature
Old Town Walls|City Walls of Dubrovnik;Dubrovnik City Walls|Dubrovnik|HR|42.6410|18.1080|sight
Stradun||Dubrovnik|HR|42.6414|18.1100|sight
Fort Lovrijenac|Lovrijenac|Dubrovnik|HR|42.6410|18.1040|sight
Mount Srđ|Mount Srd;Srđ|Dubrovnik|HR|42.6480|18.1120|viewpoint
Lokrum|Lokrum Island|Dubrovnik|HR|42.6250|18.1210|nature
Cinque Terre|Vernazza|Vernazza|IT|44.1350|9.6830|nature
Leaning Tower of Pisa|Tower of Pisa|Pisa|IT|43.7230|10.3966|sight
Pompeii|Pompeii Archaeological Park|Pompei|IT|40.7510|14.4869|sight
Amalfi Coast|Positano|Positano|IT|40.6281|14.4849|nature
Musée Rodin|Rodin Museum|Paris|FR|48.8553|2.3158|museum
Les Invalides|Hôtel des Invalides;Napoleon's Tomb;Musée de l'Armée|Paris|FR|48.8550|2.3125|museum
Pont Alexandre III|Alexandre III Bridge|Paris|FR|48.8639|2.3136|sight
Place de la Concorde||Paris|FR|48.8656|2.3212|sight
Palais Garnier|Opéra Garnier;Opera Garnier;Paris Opera House|Paris|FR|48.8720|2.3316|sight
Galeries Lafayette|Galeries Lafayette Haussmann|Paris|FR|48.8738|2.3320|shop
Trocadéro|Place du Trocadéro;Trocadero;Jardins du Trocadéro|Paris|FR|48.8616|2.2893|viewpoint
Catacombs of Paris|Paris Catacombs;Catacombes de Paris;Les Catacombes|Paris|FR|48.8339|2.3324|sight
Latin Quarter|Quartier Latin|Paris|FR|48.8493|2.3470|neighbourhood
Saint-Germain-des-Prés|Saint Germain des Pres;Église de Saint-Germain-des-Prés|Paris|FR|48.8539|2.3338|neighbourhood
Pont Neuf||Paris|FR|48.8571|2.3413|sight
Île Saint-Louis|Ile Saint-Louis|Paris|FR|48.8517|2.3567|neighbourhood
Musée Picasso|Picasso Museum Paris;Musée national Picasso-Paris|Paris|FR|48.8598|2.3622|museum
Place de la Bastille|Bastille|Paris|FR|48.8532|2.3692|sight
Moulin Rouge||Paris|FR|48.8841|2.3323|sight
Montparnasse Tower|Tour Montparnasse;Montparnasse 56|Paris|FR|48.8421|2.3219|viewpoint
Grande Arche|La Grande Arche;La Défense|Puteaux|FR|48.8926|2.2361|sight
Parc des Buttes-Chaumont|Buttes-Chaumont|Paris|FR|48.8809|2.3828|park
Jardin des Plantes||Paris|FR|48.8440|2.3596|park
Musée Marmottan Monet|Marmottan Museum|Paris|FR|48.8593|2.2673|museum
Fondation Louis Vuitton|Louis Vuitton Foundation|Paris|FR|48.8766|2.2634|museum
Bois de Boulogne||Paris|FR|48.8625|2.2491|park
Disneyland Paris|Disneyland Park Paris;Euro Disney|Chessy|FR|48.8722|2.7758|sight
Basilica of Saint-Denis|Basilique de Saint-Denis;Saint-Denis Basilica|Saint-Denis|FR|48.9356|2.3599|religious
Rue Cler||Paris|FR|48.8559|2.3065|market
Marché des Enfants Rouges|Marche des Enfants Rouges|Paris|FR|48.8628|2.3618|market
Place du Tertre||Paris|FR|48.8865|2.3408|sight
Palais-Royal|Palais Royal;Jardin du Palais-Royal;Colonnes de Buren|Paris|FR|48.8638|2.3372|park
Conciergerie|La Conciergerie|Paris|FR|48.8560|2.3458|sight
Hôtel de Ville Paris|Paris City Hall|Paris|FR|48.8566|2.3522|sight
Musée du quai Branly|Quai Branly Museum;Musée du quai Branly – Jacques Chirac|Paris|FR|48.8609|2.2977|museum
Petit Palais||Paris|FR|48.8660|2.3146|museum
Grand Palais||Paris|FR|48.8661|2.3125|sight
Saint-Sulpice|Église Saint-Sulpice|Paris|FR|48.8510|2.3349|religious
Rue Mouffetard|La Mouffe|Paris|FR|48.8424|2.3498|market
Wall of Love|Le Mur des Je t'aime;Mur des je t'aime|Paris|FR|48.8848|2.3387|sight
Pont de Bir-Hakeim|Bir-Hakeim Bridge|Paris|FR|48.8556|2.2876|viewpoint
Musée de Cluny|Cluny Museum;Musée national du Moyen Âge|Paris|FR|48.8505|2.3439|museum
Château de Fontainebleau|Palace of Fontainebleau|Fontainebleau|FR|48.4020|2.7000|sight
Monet's Garden|Giverny;Fondation Claude Monet;Maison et jardins de Claude Monet|Vernon|FR|49.0753|1.5339|park
Mont-Saint-Michel|Mont Saint-Michel;Le Mont-Saint-Michel|Pontorson|FR|48.6361|-1.5115|sight
Château de Chambord|Chambord|Blois|FR|47.6161|1.5170|sight
Château de Chenonceau|Chenonceau|Amboise|FR|47.3249|1.0703|sight
Château d'Amboise|Amboise Castle;Royal Château of Amboise|Amboise|FR|47.4130|0.9860|sight
Promenade des Anglais||Nice|FR|43.6950|7.2650|sight
Castle Hill Nice|Colline du Château|Nice|FR|43.6950|7.2800|viewpoint
Cours Saleya|Cours Saleya Market|Nice|FR|43.6956|7.2755|market
Place Masséna|Place Massena|Nice|FR|43.6975|7.2703|sight
Musée Matisse||Nice|FR|43.7197|7.2760|museum
Èze|Eze Village;Èze Village|Èze|FR|43.7280|7.3617|neighbourhood
Monte Carlo Casino|Casino de Monte-Carlo;Casino Monte Carlo|Monaco|MC|43.7395|7.4281|sight
Prince's Palace of Monaco|Palais Princier;Prince's Palace|Monaco|MC|43.7314|7.4197|sight
Oceanographic Museum of Monaco|Musée océanographique de Monaco|Monaco|MC|43.7307|7.4253|museum
Notre-Dame de la Garde|La Bonne Mère;Basilique Notre-Dame-de-la-Garde|Marseille|FR|43.2840|5.3713|religious
Vieux-Port de Marseille|Old Port of Marseille|Marseille|FR|43.2951|5.3740|sight
MuCEM|Musée des Civilisations de l'Europe et de la Méditerranée|Marseille|FR|43.2968|5.3611|museum
Calanques National Park|Calanques;Parc national des Calanques|Marseille|FR|43.2130|5.4500|nature
Le Panier||Marseille|FR|43.2990|5.3690|neighbourhood
Château d'If||Marseille|FR|43.2799|5.3251|sight
Marseille Cathedral|Cathédrale de la Major|Marseille|FR|43.2995|5.3644|religious
Basilica of Notre-Dame de Fourvière|Fourvière;Basilique Notre-Dame de Fourvière|Lyon|FR|45.7623|4.8227|religious
Vieux Lyon|Old Lyon|Lyon|FR|45.7625|4.8270|neighbourhood
Place Bellecour|Bellecour|Lyon|FR|45.7578|4.8320|sight
Parc de la Tête d'Or|Tete d'Or Park|Lyon|FR|45.7772|4.8553|park
Les Halles de Lyon Paul Bocuse|Halles Paul Bocuse|Lyon|FR|45.7630|4.8510|market
Musée des Confluences|Confluences Museum|Lyon|FR|45.7327|4.8180|museum
Place de la Bourse|Miroir d'eau;Water Mirror Bordeaux|Bordeaux|FR|44.8413|-0.5696|sight
La Cité du Vin|Cite du Vin|Bordeaux|FR|44.8625|-0.5503|museum
Grosse Cloche||Bordeaux|FR|44.8358|-0.5713|sight
Strasbourg Cathedral|Cathédrale Notre-Dame de Strasbourg|Strasbourg|FR|48.5818|7.7510|religious
Petite France|La Petite France|Strasbourg|FR|48.5806|7.7400|neighbourhood
Palais des Papes|Palace of the Popes|Avignon|FR|43.9508|4.8075|sight
Pont d'Avignon|Pont Saint-Bénézet;Pont Saint-Benezet|Avignon|FR|43.9539|4.8050|sight
Pont du Gard||Nîmes|FR|43.9475|4.5350|sight
Cité de Carcassonne|Carcassonne Citadel|Carcassonne|FR|43.2063|2.3637|sight
Little Venice Colmar|La Petite Venise|Colmar|FR|48.0740|7.3570|neighbourhood
Palais de l'Isle||Annecy|FR|45.8992|6.1294|sight
Aiguille du Midi||Chamonix|FR|45.8786|6.8874|viewpoint
Étretat Cliffs|Falaises d'Étretat;Etretat Cliffs|Étretat|FR|49.7070|0.1990|nature
Sanctuary of Our Lady of Lourdes|Lourdes Sanctuary;Grotto of Massabielle|Lourdes|FR|43.0975|-0.0580|religious
Houses of Parliament|Palace of Westminster|London|GB|51.4995|-0.1248|sight
Trafalgar Square||London|GB|51.5080|-0.1281|sight
Victoria and Albert Museum|V&A;V&A Museum|London|GB|51.4966|-0.1722|museum
Science Museum||London|GB|51.4978|-0.1745|museum
Millennium Bridge|London Millennium Footbridge|London|GB|51.5095|-0.0985|sight
The Shard|Shard;View from The Shard|London|GB|51.5045|-0.0865|viewpoint
Piccadilly Circus||London|GB|51.5101|-0.1340|sight
Kensington Palace||London|GB|51.5058|-0.1877|sight
Shakespeare's Globe|Globe Theatre|London|GB|51.5081|-0.0972|sight
Leicester Square||London|GB|51.5103|-0.1300|sight
Soho|Soho London|London|GB|51.5136|-0.1365|neighbourhood
Oxford Street||London|GB|51.5152|-0.1418|shop
Regent's Park|Regents Park|London|GB|51.5313|-0.1570|park
Primrose Hill||London|GB|51.5394|-0.1608|viewpoint
Royal Observatory Greenwich|Royal Observatory;Greenwich Meridian|London|GB|51.4769|-0.0005|museum
Cutty Sark||London|GB|51.4828|-0.0096|museum
Harrods||London|GB|51.4994|-0.1632|shop
Churchill War Rooms|Cabinet War Rooms|London|GB|51.5021|-0.1291|museum
Abbey Road Crossing|Abbey Road;Abbey Road Studios|London|GB|51.5320|-0.1779|sight
Platform 9¾|Platform 9 3/4;King's Cross Platform 9¾|London|GB|51.5322|-0.1240|sight
Warner Bros. Studio Tour London|Harry Potter Studio Tour;Making of Harry Potter|Watford|GB|51.6903|-0.4180|museum
Brick Lane||London|GB|51.5216|-0.0717|market
Shoreditch||London|GB|51.5255|-0.0790|neighbourhood
Columbia Road Flower Market|Columbia Road|London|GB|51.5291|-0.0700|market
St James's Park|St. James's Park|London|GB|51.5025|-0.1348|park
Tate Britain||London|GB|51.4910|-0.1278|museum
Somerset House||London|GB|51.5110|-0.1172|sight
Leadenhall Market||London|GB|51.5128|-0.0835|market
Sherlock Holmes Museum|221B Baker Street|London|GB|51.5238|-0.1586|museum
Madame Tussauds London|Madame Tussauds|London|GB|51.5229|-0.1551|museum
Hampton Court Palace|Hampton Court|London|GB|51.4036|-0.3378|sight
Windsor Castle||Windsor|GB|51.4839|-0.6044|sight
Wembley Stadium||London|GB|51.5560|-0.2795|sight
Little Venice London|Little Venice|London|GB|51.5217|-0.1840|neighbourhood
Carnaby Street||London|GB|51.5133|-0.1389|shop
Liberty London|Liberty department store|London|GB|51.5139|-0.1403|shop
Highgate Cemetery||London|GB|51.5670|-0.1470|sight
Radcliffe Camera||Oxford|GB|51.7534|-1.2540|sight
Bodleian Library||Oxford|GB|51.7540|-1.2545|sight
Christ Church Oxford|Christ Church College;Christ Church Cathedral Oxford|Oxford|GB|51.7500|-1.2560|sight
Ashmolean Museum|Ashmolean|Oxford|GB|51.7553|-1.2600|museum
Bridge of Sighs Oxford|Hertford Bridge|Oxford|GB|51.7542|-1.2534|sight
King's College Chapel|King's College Cambridge|Cambridge|GB|52.2046|0.1165|religious
Mathematical Bridge||Cambridge|GB|52.2022|0.1150|sight
Fitzwilliam Museum||Cambridge|GB|52.2001|0.1195|museum
Trinity College Cambridge||Cambridge|GB|52.2070|0.1170|sight
Roman Baths|Roman Baths Bath|Bath|GB|51.3811|-2.3597|museum
Bath Abbey||Bath|GB|51.3815|-2.3587|religious
Royal Crescent||Bath|GB|51.3868|-2.3683|sight
Pulteney Bridge||Bath|GB|51.3832|-2.3574|sight
The Circus Bath||Bath|GB|51.3858|-2.3630|sight
Stonehenge||Amesbury|GB|51.1789|-1.8262|sight
Shakespeare's Birthplace||Stratford-upon-Avon|GB|52.1942|-1.7080|museum
York Minster||York|GB|53.9623|-1.0819|religious
The Shambles York|Shambles York|York|GB|53.9594|-1.0803|sight
Clifford's Tower||York|GB|53.9555|-1.0799|sight
National Railway Museum||York|GB|53.9603|-1.0962|museum
Scott Monument||Edinburgh|GB|55.9524|-3.1933|sight
Princes Street Gardens||Edinburgh|GB|55.9510|-3.2000|park
St Giles' Cathedral|St Giles Cathedral;High Kirk of Edinburgh|Edinburgh|GB|55.9495|-3.1909|religious
Grassmarket||Edinburgh|GB|55.9475|-3.1960|sight
Greyfriars Kirkyard|Greyfriars Bobby|Edinburgh|GB|55.9465|-3.1920|sight
Royal Yacht Britannia||Edinburgh|GB|55.9821|-3.1770|museum
Camera Obscura and World of Illusions|Camera Obscura Edinburgh|Edinburgh|GB|55.9490|-3.1958|museum
Kelvingrove Art Gallery and Museum|Kelvingrove|Glasgow|GB|55.8686|-4.2906|museum
Glasgow Cathedral||Glasgow|GB|55.8628|-4.2346|religious
Glasgow Necropolis|Necropolis Glasgow|Glasgow|GB|55.8624|-4.2317|sight
George Square||Glasgow|GB|55.8612|-4.2500|sight
Riverside Museum||Glasgow|GB|55.8654|-4.3060|museum
Royal Albert Dock|Albert Dock|Liverpool|GB|53.3996|-2.9921|sight
Cavern Club||Liverpool|GB|53.4063|-2.9877|sight
Liverpool Cathedral||Liverpool|GB|53.3975|-2.9733|religious
Anfield|Anfield Stadium|Liverpool|GB|53.4308|-2.9608|sight
The Beatles Story|Beatles Story|Liverpool|GB|53.3995|-2.9920|museum
Old Trafford||Manchester|GB|53.4631|-2.2913|sight
Northern Quarter|Northern Quarter Manchester|Manchester|GB|53.4840|-2.2350|neighbourhood
John Rylands Library|John Rylands Research Institute and Library|Manchester|GB|53.4804|-2.2484|sight
Urquhart Castle|Loch Ness|Inverness|GB|57.3240|-4.4420|sight
Giant's Causeway|Giants Causeway|Coleraine|GB|55.2408|-6.5116|nature
Titanic Belfast||Belfast|GB|54.6081|-5.9100|museum
Cliffs of Moher|Aillte an Mhothair|Ennis|IE|52.9715|-9.4309|nature
Trinity College Dublin|Book of Kells;Old Library Trinity College|Dublin|IE|53.3438|-6.2546|museum
Guinness Storehouse||Dublin|IE|53.3419|-6.2868|sight
Temple Bar|Temple Bar Dublin|Dublin|IE|53.3455|-6.2643|neighbourhood
St Patrick's Cathedral Dublin|St. Patrick's Cathedral|Dublin|IE|53.3395|-6.2715|religious
Dublin Castle||Dublin|IE|53.3429|-6.2674|sight
Ha'penny Bridge|Halfpenny Bridge|Dublin|IE|53.3463|-6.2631|sight
Kilmainham Gaol||Dublin|IE|53.3419|-6.3098|museum
Phoenix Park||Dublin|IE|53.3559|-6.3298|park
St Stephen's Green||Dublin|IE|53.3382|-6.2591|park
Christ Church Cathedral Dublin||Dublin|IE|53.3435|-6.2710|religious
Jameson Distillery Bow St.|Jameson Distillery|Dublin|IE|53.3484|-6.2773|sight
Grafton Street||Dublin|IE|53.3420|-6.2600|shop
EPIC The Irish Emigration Museum|EPIC Museum|Dublin|IE|53.3486|-6.2477|museum
Royal Palace of Amsterdam|Koninklijk Paleis Amsterdam;Royal Palace Amsterdam|Amsterdam|NL|52.3731|4.8913|sight
Nieuwe Kerk Amsterdam|Nieuwe Kerk|Amsterdam|NL|52.3740|4.8912|religious
Oude Kerk|Oude Kerk Amsterdam|Amsterdam|NL|52.3744|4.8980|religious
Begijnhof|Begijnhof Amsterdam|Amsterdam|NL|52.3694|4.8898|sight
Bloemenmarkt|Flower Market Amsterdam|Amsterdam|NL|52.3667|4.8918|market
De Wallen|Red Light District Amsterdam;Wallen|Amsterdam|NL|52.3731|4.8985|neighbourhood
Nine Streets|De 9 Straatjes;Negen Straatjes|Amsterdam|NL|52.3700|4.8850|shop
NEMO Science Museum||Amsterdam|NL|52.3741|4.9124|museum
Rembrandt House Museum|Rembrandthuis;Museum Het Rembrandthuis|Amsterdam|NL|52.3693|4.9012|museum
Stedelijk Museum|Stedelijk|Amsterdam|NL|52.3580|4.8797|museum
Rembrandtplein||Amsterdam|NL|52.3662|4.8965|sight
Westerkerk||Amsterdam|NL|52.3747|4.8839|religious
Magere Brug|Skinny Bridge|Amsterdam|NL|52.3634|4.9024|sight
Artis Zoo|Artis;Natura Artis Magistra|Amsterdam|NL|52.3663|4.9166|sight
Zaanse Schans||Zaandam|NL|52.4740|4.8170|sight
Keukenhof|Keukenhof Gardens|Lisse|NL|52.2697|4.5461|park
Kinderdijk|Kinderdijk Windmills|Alblasserdam|NL|51.8840|4.6400|sight
Markthal|Markthal Rotterdam|Rotterdam|NL|51.9200|4.4870|market
Cube Houses|Kubuswoningen;Kijk-Kubus|Rotterdam|NL|51.9200|4.4906|sight
Erasmus Bridge|Erasmusbrug|Rotterdam|NL|51.9094|4.4868|sight
Euromast||Rotterdam|NL|51.9054|4.4666|viewpoint
Mauritshuis||The Hague|NL|52.0804|4.3143|museum
Binnenhof||The Hague|NL|52.0797|4.3130|sight
Peace Palace|Vredespaleis|The Hague|NL|52.0865|4.2954|sight
Madurodam||The Hague|NL|52.0994|4.2977|sight
Scheveningen Pier|De Pier Scheveningen|The Hague|NL|52.1150|4.2800|beach
Dom Tower|Domtoren;Dom Tower of Utrecht|Utrecht|NL|52.0908|5.1215|viewpoint
Grand-Place|Grand Place;Grote Markt Brussel;Grand-Place de Bruxelles|Brussels|BE|50.8467|4.3525|sight
Manneken Pis||Brussels|BE|50.8450|4.3500|sight
Atomium||Brussels|BE|50.8949|4.3415|sight
Royal Palace of Brussels|Palais Royal de Bruxelles;Koninklijk Paleis van Brussel|Brussels|BE|50.8417|4.3620|sight
Cathedral of St. Michael and St. Gudula|St. Michael and St. Gudula Cathedral;Cathédrale Saints-Michel-et-Gudule|Brussels|BE|50.8480|4.3600|religious
Galeries Royales Saint-Hubert|Royal Galleries of Saint-Hubert;Galeries Saint-Hubert|Brussels|BE|50.8478|4.3547|shop
Magritte Museum|Musée Magritte Museum|Brussels|BE|50.8427|4.3577|museum
Mont des Arts|Kunstberg|Brussels|BE|50.8441|4.3561|viewpoint
Parc du Cinquantenaire|Cinquantenaire;Jubelpark|Brussels|BE|50.8399|4.3925|park
European Parliament|Parlamentarium|Brussels|BE|50.8386|4.3752|sight
Sablon|Place du Grand Sablon;Grote Zavel|Brussels|BE|50.8400|4.3560|neighbourhood
Markt Bruges|Bruges Market Square;Grote Markt Brugge|Bruges|BE|51.2089|3.2247|sight
Belfry of Bruges|Belfort Brugge;Belfort of Bruges|Bruges|BE|51.2085|3.2248|viewpoint
Basilica of the Holy Blood|Heilig-Bloedbasiliek|Bruges|BE|51.2084|3.2274|religious
Rozenhoedkaai||Bruges|BE|51.2060|3.2272|viewpoint
Minnewater|Lake of Love|Bruges|BE|51.2013|3.2250|park
Begijnhof Bruges|Ten Wijngaerde;Princely Beguinage Ten Wijngaarde|Bruges|BE|51.2022|3.2240|religious
Church of Our Lady Bruges|Onze-Lieve-Vrouwekerk Brugge|Bruges|BE|51.2050|3.2240|religious
Groeningemuseum|Groeninge Museum|Bruges|BE|51.2055|3.2262|museum
Gravensteen|Castle of the Counts|Ghent|BE|51.0573|3.7208|sight
St Bavo's Cathedral|Sint-Baafskathedraal;Ghent Altarpiece|Ghent|BE|51.0530|3.7270|religious
Graslei|Graslei and Korenlei;Korenlei|Ghent|BE|51.0549|3.7213|sight
Belfry of Ghent|Belfort van Gent|Ghent|BE|51.0537|3.7248|viewpoint
Cathedral of Our Lady Antwerp|Onze-Lieve-Vrouwekathedraal Antwerpen|Antwerp|BE|51.2203|4.4015|religious
Grote Markt Antwerp|Grote Markt Antwerpen;Brabo Fountain|Antwerp|BE|51.2212|4.3997|sight
Antwerpen-Centraal|Antwerp Central Station|Antwerp|BE|51.2172|4.4211|sight
MAS Museum|Museum aan de Stroom|Antwerp|BE|51.2290|4.4049|museum
Het Steen|Steen Castle|Antwerp|BE|51.2227|4.3973|sight
Rubens House|Rubenshuis|Antwerp|BE|51.2174|4.4101|museum
Bock Casemates|Casemates du Bock|Luxembourg|LU|49.6117|6.1370|sight
Grand Ducal Palace|Palais grand-ducal|Luxembourg|LU|49.6111|6.1319|sight
Altare della Patria|Vittoriano;Victor Emmanuel II Monument;Il Vittoriano|Rome|IT|41.8946|12.4831|sight
Piazza del Popolo||Rome|IT|41.9107|12.4763|sight
Baths of Caracalla|Terme di Caracalla|Rome|IT|41.8790|12.4925|sight
Circus Maximus|Circo Massimo|Rome|IT|41.8861|12.4851|sight
Mouth of Truth|Bocca della Verità|Rome|IT|41.8881|12.4814|sight
Aventine Keyhole|Buco della Serratura;Knights of Malta Keyhole|Rome|IT|41.8832|12.4786|viewpoint
Santa Maria Maggiore|Basilica di Santa Maria Maggiore|Rome|IT|41.8976|12.4984|religious
Archbasilica of St. John Lateran|San Giovanni in Laterano;St John Lateran|Rome|IT|41.8859|12.5057|religious
Catacombs of San Callisto|Catacombe di San Callisto|Rome|IT|41.8588|12.5108|sight
Jewish Ghetto Rome|Ghetto di Roma|Rome|IT|41.8925|12.4775|neighbourhood
Rione Monti||Rome|IT|41.8950|12.4920|neighbourhood
Testaccio Market|Mercato di Testaccio|Rome|IT|41.8775|12.4750|market
Piazza Venezia||Rome|IT|41.8960|12.4823|sight
Gianicolo|Janiculum|Rome|IT|41.8910|12.4610|viewpoint
Ostia Antica|Parco archeologico di Ostia antica|Rome|IT|41.7556|12.2918|sight
Villa d'Este||Tivoli|IT|41.9630|12.7960|park
Hadrian's Villa|Villa Adriana|Tivoli|IT|41.9420|12.7740|sight
St. Peter's Square|Piazza San Pietro;St Peter's Square|Vatican City|VA|41.9022|12.4568|sight
Giotto's Campanile|Campanile di Giotto|Florence|IT|43.7729|11.2556|viewpoint
Florence Baptistery|Battistero di San Giovanni|Florence|IT|43.7732|11.2549|religious
Mercato Centrale Florence|Mercato Centrale Firenze;Mercato di San Lorenzo|Florence|IT|43.7764|11.2535|market
Santa Maria Novella|Basilica di Santa Maria Novella|Florence|IT|43.7746|11.2494|religious
Bargello|Museo Nazionale del Bargello|Florence|IT|43.7704|11.2582|museum
San Miniato al Monte||Florence|IT|43.7593|11.2650|religious
St Mark's Campanile|Campanile di San Marco|Venice|IT|45.4339|12.3390|viewpoint
Santa Maria della Salute|Basilica di Santa Maria della Salute;La Salute|Venice|IT|45.4308|12.3344|religious
Rialto Market|Mercato di Rialto|Venice|IT|45.4393|12.3340|market
Libreria Acqua Alta||Venice|IT|45.4378|12.3424|shop
Teatro La Fenice|La Fenice|Venice|IT|45.4336|12.3336|sight
Ca' d'Oro||Venice|IT|45.4406|12.3342|museum
Scala Contarini del Bovolo||Venice|IT|45.4350|12.3338|sight
San Giorgio Maggiore||Venice|IT|45.4293|12.3431|religious
Torcello||Venice|IT|45.4980|12.4180|sight
Milan Cathedral|Duomo di Milano;Duomo Milano|Milan|IT|45.4641|9.1919|religious
Galleria Vittorio Emanuele II||Milan|IT|45.4656|9.1900|shop
The Last Supper|Cenacolo Vinciano;Santa Maria delle Grazie;Il Cenacolo;Last Supper|Milan|IT|45.4660|9.1710|museum
Sforza Castle|Castello Sforzesco|Milan|IT|45.4705|9.1794|sight
La Scala|Teatro alla Scala|Milan|IT|45.4674|9.1895|sight
Navigli||Milan|IT|45.4520|9.1760|neighbourhood
Pinacoteca di Brera|Brera|Milan|IT|45.4719|9.1879|museum
Bosco Verticale|Vertical Forest|Milan|IT|45.4855|9.1903|sight
Cimitero Monumentale||Milan|IT|45.4858|9.1796|sight
Parco Sempione|Sempione Park|Milan|IT|45.4730|9.1740|park
Villa del Balbianello||Como|IT|45.9650|9.2020|park
Villa Carlotta||Como|IT|45.9850|9.2330|park
Naples National Archaeological Museum|Museo Archeologico Nazionale di Napoli;MANN|Naples|IT|40.8535|14.2505|museum
Spaccanapoli||Naples|IT|40.8485|14.2560|sight
Castel dell'Ovo||Naples|IT|40.8283|14.2475|sight
Piazza del Plebiscito||Naples|IT|40.8359|14.2488|sight
Royal Palace of Naples|Palazzo Reale di Napoli|Naples|IT|40.8360|14.2500|sight
Castel Nuovo|Maschio Angioino|Naples|IT|40.8384|14.2527|sight
Galleria Umberto I||Naples|IT|40.8385|14.2496|shop
Sansevero Chapel|Cappella Sansevero;Veiled Christ|Naples|IT|40.8493|14.2548|museum
Napoli Sotterranea|Naples Underground|Naples|IT|40.8507|14.2568|sight
Mount Vesuvius|Vesuvius;Vesuvio|Ercolano|IT|40.8210|14.4260|nature
Herculaneum|Ercolano Scavi;Scavi di Ercolano|Ercolano|IT|40.8060|14.3480|sight
Blue Grotto|Grotta Azzurra|Anacapri|IT|40.5606|14.2058|nature
Piazzetta di Capri|Piazza Umberto I Capri|Capri|IT|40.5508|14.2430|sight
Faraglioni|Faraglioni di Capri|Capri|IT|40.5430|14.2580|nature
Amalfi Cathedral|Duomo di Amalfi|Amalfi|IT|40.6344|14.6027|religious
Path of the Gods|Sentiero degli Dei|Positano|IT|40.6280|14.5390|nature
Villa Rufolo||Ravello|IT|40.6493|14.6117|park
Villa Cimbrone|Terrace of Infinity|Ravello|IT|40.6445|14.6117|viewpoint
Palermo Cathedral|Cattedrale di Palermo|Palermo|IT|38.1143|13.3560|religious
Palazzo dei Normanni|Palatine Chapel;Cappella Palatina;Royal Palace of Palermo|Palermo|IT|38.1110|13.3530|sight
Quattro Canti||Palermo|IT|38.1156|13.3613|sight
Ballarò Market|Mercato di Ballarò|Palermo|IT|38.1110|13.3600|market
Teatro Massimo||Palermo|IT|38.1204|13.3572|sight
Monreale Cathedral|Duomo di Monreale|Monreale|IT|38.0819|13.2925|religious
Teatro Antico di Taormina|Ancient Theatre of Taormina;Greek Theatre Taormina|Taormina|IT|37.8524|15.2924|sight
Isola Bella Taormina||Taormina|IT|37.8500|15.3000|beach
Valley of the Temples|Valle dei Templi|Agrigento|IT|37.2900|13.5850|sight
Mount Etna|Etna;Etna Volcano|Catania|IT|37.7510|14.9934|nature
Ortigia|Ortygia|Syracuse|IT|37.0600|15.2930|neighbourhood
Arena di Verona|Verona Arena|Verona|IT|45.4390|10.9944|sight
Juliet's House|Casa di Giulietta|Verona|IT|45.4419|10.9982|sight
Piazza delle Erbe||Verona|IT|45.4432|10.9975|sight
Castelvecchio||Verona|IT|45.4399|10.9875|museum
Two Towers|Due Torri;Asinelli Tower;Torre degli Asinelli|Bologna|IT|44.4943|11.3465|viewpoint
Piazza Maggiore||Bologna|IT|44.4938|11.3430|sight
Basilica of San Petronio|San Petronio|Bologna|IT|44.4929|11.3432|religious
Piazza dei Miracoli|Piazza del Duomo Pisa;Pisa Cathedral|Pisa|IT|43.7229|10.3947|sight
Piazza del Campo||Siena|IT|43.3184|11.3316|sight
Siena Cathedral|Duomo di Siena|Siena|IT|43.3176|11.3289|religious
Torre del Mangia||Siena|IT|43.3180|11.3320|viewpoint
San Gimignano Towers|Towers of San Gimignano|San Gimignano|IT|43.4677|11.0432|sight
Scaligero Castle|Rocca Scaligera|Sirmione|IT|45.4920|10.6080|sight
Tre Cime di Lavaredo|Drei Zinnen|Cortina d'Ampezzo|IT|46.6187|12.3020|nature
Mole Antonelliana|National Museum of Cinema|Turin|IT|45.0690|7.6933|museum
Egyptian Museum of Turin|Museo Egizio|Turin|IT|45.0684|7.6843|museum
Sassi di Matera||Matera|IT|40.6664|16.6100|neighbourhood
Trulli of Alberobello|Rione Monti Alberobello|Alberobello|IT|40.7820|17.2380|neighbourhood
Magic Fountain of Montjuïc|Font Màgica de Montjuïc;Magic Fountain|Barcelona|ES|41.3712|2.1517|sight
MNAC|Museu Nacional d'Art de Catalunya;National Art Museum of Catalonia|Barcelona|ES|41.3685|2.1534|museum
Camp Nou|Spotify Camp Nou|Barcelona|ES|41.3809|2.1228|sight
Santa Maria del Mar|Basílica de Santa Maria del Mar|Barcelona|ES|41.3837|2.1820|religious
Tibidabo|Tibidabo Amusement Park;Temple of the Sacred Heart Tibidabo|Barcelona|ES|41.4225|2.1186|viewpoint
Arc de Triomf|Arc de Triomf Barcelona|Barcelona|ES|41.3910|2.1806|sight
Parc de la Ciutadella|Ciutadella Park|Barcelona|ES|41.3881|2.1873|park
Plaça de Catalunya|Plaza de Cataluña;Placa de Catalunya|Barcelona|ES|41.3870|2.1700|sight
Hospital de Sant Pau|Sant Pau Recinte Modernista|Barcelona|ES|41.4113|2.1744|sight
Passeig de Gràcia|Passeig de Gracia|Barcelona|ES|41.3930|2.1640|shop
Mercat de Santa Caterina|Santa Caterina Market|Barcelona|ES|41.3862|2.1787|market
Poble Espanyol||Barcelona|ES|41.3693|2.1468|sight
Casa Vicens||Barcelona|ES|41.4035|2.1508|sight
Fundació Joan Miró|Joan Miró Foundation;Fundacio Joan Miro|Barcelona|ES|41.3685|2.1600|museum
Montserrat Monastery|Montserrat;Santa Maria de Montserrat|Monistrol de Montserrat|ES|41.5934|1.8377|religious
Crystal Palace Madrid|Palacio de Cristal|Madrid|ES|40.4137|-3.6821|sight
Plaza Mayor Madrid|Plaza Mayor de Madrid|Madrid|ES|40.4155|-3.7074|sight
Thyssen-Bornemisza Museum|Museo Thyssen-Bornemisza;Thyssen|Madrid|ES|40.4160|-3.6949|museum
Almudena Cathedral|Catedral de la Almudena|Madrid|ES|40.4157|-3.7146|religious
Santiago Bernabéu Stadium|Estadio Santiago Bernabéu;Bernabéu|Madrid|ES|40.4531|-3.6883|sight
El Rastro||Madrid|ES|40.4087|-3.7074|market
Plaza de Cibeles|Cibeles;Palacio de Cibeles|Madrid|ES|40.4193|-3.6931|sight
Puerta de Alcalá|Puerta de Alcala|Madrid|ES|40.4200|-3.6887|sight
Malasaña|Malasana|Madrid|ES|40.4260|-3.7050|neighbourhood
La Latina|La Latina Madrid|Madrid|ES|40.4110|-3.7100|neighbourhood
Sorolla Museum|Museo Sorolla|Madrid|ES|40.4355|-3.6925|museum
Chueca|Chueca Madrid|Madrid|ES|40.4230|-3.6970|neighbourhood
Círculo de Bellas Artes|Circulo de Bellas Artes;Azotea del Círculo|Madrid|ES|40.4185|-3.6967|viewpoint
Toledo Cathedral|Catedral Primada de Toledo|Toledo|ES|39.8570|-4.0236|religious
Alcázar of Toledo|Alcázar de Toledo|Toledo|ES|39.8580|-4.0206|sight
Puente de San Martín|San Martín Bridge|Toledo|ES|39.8580|-4.0330|sight
Mirador del Valle||Toledo|ES|39.8510|-4.0230|viewpoint
Aqueduct of Segovia|Acueducto de Segovia;Segovia Aqueduct|Segovia|ES|40.9480|-4.1180|sight
Alcázar of Segovia|Alcázar de Segovia|Segovia|ES|40.9525|-4.1325|sight
Segovia Cathedral|Catedral de Segovia|Segovia|ES|40.9500|-4.1250|religious
El Escorial|Monasterio de El Escorial;Royal Monastery of San Lorenzo de El Escorial|San Lorenzo de El Escorial|ES|40.5890|-4.1477|sight
Plaza de España Seville|Plaza de España Sevilla|Seville|ES|37.3772|-5.9869|sight
Torre del Oro||Seville|ES|37.3824|-5.9964|sight
Barrio Santa Cruz|Santa Cruz Seville|Seville|ES|37.3860|-5.9890|neighbourhood
Maria Luisa Park|Parque de María Luisa|Seville|ES|37.3745|-5.9880|park
Casa de Pilatos||Seville|ES|37.3900|-5.9870|sight
Plaza de toros de la Real Maestranza|La Maestranza;Real Maestranza|Seville|ES|37.3860|-5.9990|sight
Generalife||Granada|ES|37.1770|-3.5840|park
Mirador de San Nicolás|Mirador San Nicolas|Granada|ES|37.1811|-3.5926|viewpoint
Granada Cathedral|Catedral de Granada|Granada|ES|37.1764|-3.5992|religious
Sacromonte||Granada|ES|37.1800|-3.5830|neighbourhood
Royal Chapel of Granada|Capilla Real de Granada|Granada|ES|37.1760|-3.5985|religious
Mosque–Cathedral of Córdoba|Mezquita de Córdoba;Mezquita-Catedral de Córdoba|Córdoba|ES|37.8789|-4.7794|religious
Roman Bridge of Córdoba|Puente Romano de Córdoba|Córdoba|ES|37.8770|-4.7777|sight
Alcázar de los Reyes Cristianos||Córdoba|ES|37.8769|-4.7819|sight
Judería de Córdoba|Jewish Quarter Córdoba|Córdoba|ES|37.8790|-4.7820|neighbourhood
Medina Azahara|Madinat al-Zahra|Córdoba|ES|37.8880|-4.8670|sight
Alcazaba of Málaga|Alcazaba de Málaga|Málaga|ES|36.7210|-4.4160|sight
Gibralfaro Castle|Castillo de Gibralfaro|Málaga|ES|36.7235|-4.4110|viewpoint
Málaga Cathedral|Catedral de Málaga;La Manquita|Málaga|ES|36.7201|-4.4193|religious
Picasso Museum Málaga|Museo Picasso Málaga|Málaga|ES|36.7218|-4.4185|museum
Calle Larios||Málaga|ES|36.7190|-4.4215|shop
La Malagueta|Playa de la Malagueta|Málaga|ES|36.7190|-4.4080|beach
Mercado Central de Atarazanas|Atarazanas Market|Málaga|ES|36.7190|-4.4245|market
Puente Nuevo|Puente Nuevo Ronda|Ronda|ES|36.7410|-5.1660|sight
Caminito del Rey|El Caminito del Rey|Ardales|ES|36.9290|-4.7840|nature
City of Arts and Sciences|Ciudad de las Artes y las Ciencias;Ciutat de les Arts i les Ciències|Valencia|ES|39.4548|-0.3503|sight
Mercado Central de Valencia|Central Market Valencia|Valencia|ES|39.4737|-0.3787|market
La Lonja de la Seda|Llotja de la Seda;Silk Exchange|Valencia|ES|39.4744|-0.3784|sight
Valencia Cathedral|Catedral de Valencia;Miguelete|Valencia|ES|39.4753|-0.3753|religious
Oceanogràfic|Oceanografic Valencia|Valencia|ES|39.4530|-0.3470|sight
Torres de Serranos||Valencia|ES|39.4792|-0.3762|sight
Malvarrosa Beach|Playa de la Malvarrosa|Valencia|ES|39.4780|-0.3240|beach
Plaza de la Virgen|Plaça de la Mare de Déu|Valencia|ES|39.4763|-0.3753|sight
Guggenheim Museum Bilbao|Guggenheim Bilbao|Bilbao|ES|43.2687|-2.9340|museum
Casco Viejo Bilbao|Siete Calles;Zazpikaleak|Bilbao|ES|43.2570|-2.9230|neighbourhood
San Juan de Gaztelugatxe|Gaztelugatxe|Bermeo|ES|43.4470|-2.7850|nature
La Concha Beach|Playa de La Concha;La Concha|San Sebastián|ES|43.3180|-1.9880|beach
Parte Vieja|Alde Zaharra;San Sebastián Old Town|San Sebastián|ES|43.3236|-1.9860|neighbourhood
Monte Igueldo||San Sebastián|ES|43.3214|-2.0080|viewpoint
Monte Urgull||San Sebastián|ES|43.3250|-1.9880|viewpoint
Palma Cathedral|Catedral de Mallorca|Palma|ES|39.5675|2.6483|religious
Bellver Castle|Castell de Bellver|Palma|ES|39.5639|2.6197|sight
Dalt Vila|Ibiza Old Town|Ibiza|ES|38.9070|1.4350|neighbourhood
Mount Teide|Teide;El Teide;Teide National Park|La Orotava|ES|28.2724|-16.6425|nature
Santiago de Compostela Cathedral|Catedral de Santiago de Compostela|Santiago de Compostela|ES|42.8806|-8.5446|religious
Plaza Mayor de Salamanca|Plaza Mayor Salamanca|Salamanca|ES|40.9650|-5.6640|sight
Padrão dos Descobrimentos|Monument to the Discoveries;Padrao dos Descobrimentos|Lisbon|PT|38.6936|-9.2057|sight
Rossio|Praça Dom Pedro IV;Rossio Square|Lisbon|PT|38.7139|-9.1394|sight
Calouste Gulbenkian Museum|Gulbenkian;Museu Calouste Gulbenkian|Lisbon|PT|38.7372|-9.1547|museum
Lisbon Cathedral|Sé de Lisboa;Sé Cathedral|Lisbon|PT|38.7099|-9.1334|religious
25 de Abril Bridge|Ponte 25 de Abril|Lisbon|PT|38.6916|-9.1774|sight
Cristo Rei|Sanctuary of Christ the King|Almada|PT|38.6789|-9.1711|viewpoint
Feira da Ladra|Thieves Market|Lisbon|PT|38.7150|-9.1250|market
Rua Augusta Arch|Arco da Rua Augusta|Lisbon|PT|38.7088|-9.1365|sight
Pink Street|Rua Nova do Carvalho|Lisbon|PT|38.7071|-9.1449|sight
Carmo Convent|Convento do Carmo|Lisbon|PT|38.7120|-9.1405|sight
Boca do Inferno||Cascais|PT|38.6913|-9.4313|nature
Moorish Castle|Castelo dos Mouros|Sintra|PT|38.7925|-9.3894|sight
Sintra National Palace|Palácio Nacional de Sintra|Sintra|PT|38.7976|-9.3906|sight
Porto Cathedral|Sé do Porto|Porto|PT|41.1428|-8.6110|religious
Jardins do Palácio de Cristal|Crystal Palace Gardens|Porto|PT|41.1483|-8.6255|park
Foz do Douro||Porto|PT|41.1500|-8.6750|neighbourhood
Capela das Almas|Chapel of Souls|Porto|PT|41.1496|-8.6067|religious
Igreja do Carmo|Carmo Church Porto|Porto|PT|41.1473|-8.6162|religious
Mercado do Bolhão|Bolhão Market|Porto|PT|41.1496|-8.6056|market
Casa da Música||Porto|PT|41.1588|-8.6307|sight
Ponta da Piedade||Lagos|PT|37.0800|-8.6690|nature
Benagil Cave|Algar de Benagil;Benagil Sea Cave|Lagoa|PT|37.0872|-8.4263|nature
Praia da Marinha||Lagoa|PT|37.0900|-8.4120|beach
Praia do Camilo||Lagos|PT|37.0880|-8.6680|beach
Chapel of Bones|Capela dos Ossos|Évora|PT|38.5690|-7.9080|religious
Roman Temple of Évora|Templo Romano de Évora;Temple of Diana|Évora|PT|38.5727|-7.9073|sight
University of Coimbra|Universidade de Coimbra;Joanina Library|Coimbra|PT|40.2073|-8.4255|sight
Temple of Hephaestus|Hephaisteion;Ναός του Ηφαίστου|Athens|GR|37.9756|23.7215|sight
Syntagma Square|Πλατεία Συντάγματος;Σύνταγμα|Athens|GR|37.9755|23.7348|sight
National Archaeological Museum Athens|Εθνικό Αρχαιολογικό Μουσείο|Athens|GR|37.9890|23.7327|museum
Odeon of Herodes Atticus|Herodeion;Ηρώδειο|Athens|GR|37.9708|23.7245|sight
Hadrian's Library|Βιβλιοθήκη του Αδριανού|Athens|GR|37.9758|23.7261|sight
Roman Agora Athens|Roman Agora;Tower of the Winds;Ρωμαϊκή Αγορά|Athens|GR|37.9745|23.7265|sight
Anafiotika|Αναφιώτικα|Athens|GR|37.9720|23.7280|neighbourhood
Philopappos Hill|Hill of the Muses;Λόφος Φιλοπάππου|Athens|GR|37.9680|23.7195|viewpoint
Areopagus|Areopagus Hill;Άρειος Πάγος|Athens|GR|37.9725|23.7236|viewpoint
National Garden Athens|Εθνικός Κήπος|Athens|GR|37.9730|23.7370|park
Tomb of the Unknown Soldier Athens|Hellenic Parliament;Changing of the Guard Athens;Βουλή των Ελλήνων|Athens|GR|37.9754|23.7370|sight
Arch of Hadrian|Hadrian's Arch;Αψίδα του Αδριανού|Athens|GR|37.9702|23.7321|sight
Temple of Poseidon|Cape Sounion;Sounion;Ναός του Ποσειδώνα|Lavrio|GR|37.6501|24.0244|sight
Oia Castle|Oia Sunset Point;Byzantine Castle Ruins Oia|Oia|GR|36.4609|25.3717|viewpoint
Amoudi Bay|Ammoudi Bay|Oia|GR|36.4605|25.3710|beach
Red Beach Santorini|Red Beach;Κόκκινη Παραλία|Santorini|GR|36.3486|25.3946|beach
Akrotiri|Akrotiri Archaeological Site|Santorini|GR|36.3514|25.4036|sight
Little Venice Mykonos|Μικρή Βενετία|Mykonos|GR|37.4460|25.3265|neighbourhood
Mykonos Windmills|Kato Mili;Windmills of Mykonos|Mykonos|GR|37.4445|25.3280|sight
Panagia Paraportiani|Paraportiani|Mykonos|GR|37.4466|25.3262|religious
White Tower of Thessaloniki|White Tower;Λευκός Πύργος|Thessaloniki|GR|40.6264|22.9484|sight
Rotunda of Galerius|Rotunda Thessaloniki;Ροτόντα|Thessaloniki|GR|40.6334|22.9530|sight
Meteora|Μετέωρα|Kalambaka|GR|39.7217|21.6306|religious
Delphi|Ancient Delphi;Δελφοί;Sanctuary of Apollo Delphi|Delphi|GR|38.4824|22.5010|sight
Knossos|Palace of Knossos;Κνωσός|Heraklion|GR|35.2980|25.1630|sight
Navagio Beach|Shipwreck Beach;Ναυάγιο|Zakynthos|GR|37.8594|20.6247|beach
Old Fortress Corfu|Palaio Frourio;Παλαιό Φρούριο Κέρκυρας|Corfu|GR|39.6240|19.9270|sight
Rector's Palace|Knežev dvor|Dubrovnik|HR|42.6405|18.1106|museum
Dubrovnik Cathedral|Katedrala Velike Gospe|Dubrovnik|HR|42.6400|18.1103|religious
Pile Gate|Vrata od Pila|Dubrovnik|HR|42.6416|18.1070|sight
Banje Beach|Plaža Banje|Dubrovnik|HR|42.6417|18.1170|beach
Diocletian's Palace|Dioklecijanova palača|Split|HR|43.5081|16.4402|sight
Riva Split|Split Riva|Split|HR|43.5077|16.4385|sight
Marjan Hill|Park šuma Marjan|Split|HR|43.5080|16.4150|park
Cathedral of Saint Domnius|Katedrala Svetog Duje;St. Domnius Cathedral|Split|HR|43.5083|16.4405|religious
Plitvice Lakes National Park|Plitvice Lakes;Plitvička jezera|Korenica|HR|44.8654|15.5820|nature
St. Mark's Church Zagreb|Crkva svetog Marka|Zagreb|HR|45.8163|15.9735|religious
Zagreb Cathedral|Zagrebačka katedrala|Zagreb|HR|45.8144|15.9799|religious
Ban Jelačić Square|Trg bana Jelačića|Zagreb|HR|45.8131|15.9775|sight
Museum of Broken Relationships|Muzej prekinutih veza|Zagreb|HR|45.8150|15.9735|museum
Hvar Fortress|Fortica;Španjola|Hvar|HR|43.1740|16.4400|viewpoint
Sea Organ|Morske orgulje|Zadar|HR|44.1166|15.2196|sight
Ljubljana Castle|Ljubljanski grad|Ljubljana|SI|46.0490|14.5086|sight
Triple Bridge|Tromostovje|Ljubljana|SI|46.0511|14.5063|sight
Prešeren Square|Prešernov trg;Preseren Square|Ljubljana|SI|46.0514|14.5060|sight
Lake Bled|Blejsko jezero|Bled|SI|46.3625|14.0936|nature
Bled Castle|Blejski grad|Bled|SI|46.3697|14.1003|sight
Bled Island|Blejski otok|Bled|SI|46.3620|14.0903|religious
Vintgar Gorge|Soteska Vintgar|Bled|SI|46.3930|14.0850|nature
Postojna Cave|Postojnska jama|Postojna|SI|45.7826|14.2038|nature
Predjama Castle|Predjamski grad|Postojna|SI|45.8157|14.1270|sight
St. John's Co-Cathedral|St John's Co-Cathedral;Kon-Katidral ta' San Ġwann|Valletta|MT|35.8977|14.5125|religious
Upper Barrakka Gardens|Il-Barrakka ta' Fuq|Valletta|MT|35.8950|14.5123|viewpoint
Mdina|Silent City;L-Imdina|Rabat|MT|35.8860|14.4030|neighbourhood
Pergamon Museum|Pergamonmuseum|Berlin|DE|52.5212|13.3969|museum
Gendarmenmarkt||Berlin|DE|52.5137|13.3928|sight
Victory Column|Siegessäule|Berlin|DE|52.5145|13.3501|viewpoint
Charlottenburg Palace|Schloss Charlottenburg|Berlin|DE|52.5209|13.2957|sight
Topography of Terror|Topographie des Terrors|Berlin|DE|52.5065|13.3835|museum
Jewish Museum Berlin|Jüdisches Museum Berlin|Berlin|DE|52.5021|13.3947|museum
Kurfürstendamm|Ku'damm|Berlin|DE|52.5030|13.3300|shop
Kaiser Wilhelm Memorial Church|Kaiser-Wilhelm-Gedächtniskirche|Berlin|DE|52.5048|13.3350|religious
Hackescher Markt|Hackesche Höfe|Berlin|DE|52.5225|13.4020|neighbourhood
Mauerpark||Berlin|DE|52.5430|13.4020|park
Potsdamer Platz||Berlin|DE|52.5096|13.3760|sight
Neues Museum|Nefertiti Bust|Berlin|DE|52.5200|13.3980|museum
Unter den Linden||Berlin|DE|52.5170|13.3890|sight
KaDeWe|Kaufhaus des Westens|Berlin|DE|52.5015|13.3411|shop
Oberbaum Bridge|Oberbaumbrücke|Berlin|DE|52.5020|13.4456|sight
Humboldt Forum|Berlin Palace;Berliner Schloss|Berlin|DE|52.5175|13.4020|museum
Sanssouci Palace|Schloss Sanssouci;Sanssouci|Potsdam|DE|52.4043|13.0385|sight
Marienplatz||Munich|DE|48.1374|11.5755|sight
New Town Hall Munich|Neues Rathaus;Rathaus-Glockenspiel|Munich|DE|48.1376|11.5761|sight
Frauenkirche Munich|Münchner Frauenkirche;Dom zu Unserer Lieben Frau|Munich|DE|48.1386|11.5735|religious
Viktualienmarkt||Munich|DE|48.1351|11.5762|market
Hofbräuhaus|Hofbräuhaus am Platzl;Hofbrauhaus|Munich|DE|48.1376|11.5799|food
English Garden|Englischer Garten|Munich|DE|48.1642|11.6054|park
Nymphenburg Palace|Schloss Nymphenburg|Munich|DE|48.1583|11.5033|sight
Munich Residenz|Residenz München|Munich|DE|48.1410|11.5800|sight
BMW Welt||Munich|DE|48.1770|11.5560|sight
BMW Museum||Munich|DE|48.1769|11.5593|museum
Olympiapark|Olympic Park Munich|Munich|DE|48.1755|11.5518|park
Allianz Arena||Munich|DE|48.2188|11.6247|sight
Deutsches Museum||Munich|DE|48.1299|11.5834|museum
Alte Pinakothek||Munich|DE|48.1482|11.5700|museum
Eisbach Wave|Eisbachwelle;Eisbach|Munich|DE|48.1435|11.5878|sight
Theresienwiese|Oktoberfest;Wiesn|Munich|DE|48.1316|11.5495|sight
Odeonsplatz|Feldherrnhalle|Munich|DE|48.1424|11.5775|sight
Asamkirche|Asam Church|Munich|DE|48.1350|11.5696|religious
Dachau Concentration Camp Memorial Site|KZ-Gedenkstätte Dachau;Dachau Memorial|Dachau|DE|48.2700|11.4680|museum
Neuschwanstein Castle|Schloss Neuschwanstein;Neuschwanstein|Schwangau|DE|47.5576|10.7498|sight
Hohenschwangau Castle|Schloss Hohenschwangau|Schwangau|DE|47.5553|10.7360|sight
Linderhof Palace|Schloss Linderhof|Oberammergau|DE|47.5713|10.9606|sight
Zugspitze||Garmisch-Partenkirchen|DE|47.4211|10.9853|viewpoint
Eagle's Nest|Kehlsteinhaus|Berchtesgaden|DE|47.6124|13.0423|viewpoint
Königssee|Lake Königssee|Berchtesgaden|DE|47.5530|12.9850|nature
Elbphilharmonie|Elphi|Hamburg|DE|53.5413|9.9841|sight
Speicherstadt||Hamburg|DE|53.5436|9.9910|neighbourhood
Miniatur Wunderland||Hamburg|DE|53.5438|9.9888|museum
St. Michael's Church Hamburg|Hauptkirche Sankt Michaelis|Hamburg|DE|53.5483|9.9787|religious
Reeperbahn||Hamburg|DE|53.5497|9.9601|neighbourhood
Hamburg City Hall|Hamburger Rathaus|Hamburg|DE|53.5503|9.9925|sight
Hamburg Fish Market|Altonaer Fischmarkt;Fischmarkt Hamburg|Hamburg|DE|53.5454|9.9490|market
Landungsbrücken|St. Pauli Landungsbrücken|Hamburg|DE|53.5457|9.9667|sight
Planten un Blomen||Hamburg|DE|53.5600|9.9830|park
Binnenalster|Inner Alster Lake;Jungfernstieg|Hamburg|DE|53.5540|9.9930|sight
Cologne Cathedral|Kölner Dom;Hohe Domkirche St. Petrus|Cologne|DE|50.9413|6.9583|religious
Hohenzollern Bridge|Hohenzollernbrücke|Cologne|DE|50.9413|6.9653|sight
Museum Ludwig||Cologne|DE|50.9408|6.9602|museum
Chocolate Museum Cologne|Schokoladenmuseum|Cologne|DE|50.9322|6.9644|museum
Frauenkirche Dresden|Dresdner Frauenkirche|Dresden|DE|51.0519|13.7416|religious
Zwinger|Dresden Zwinger|Dresden|DE|51.0530|13.7340|museum
Semperoper||Dresden|DE|51.0543|13.7353|sight
Brühl's Terrace|Brühlsche Terrasse|Dresden|DE|51.0530|13.7440|viewpoint
Fürstenzug|Procession of Princes|Dresden|DE|51.0527|13.7380|sight
Heidelberg Castle|Heidelberger Schloss|Heidelberg|DE|49.4106|8.7153|sight
Old Bridge Heidelberg|Alte Brücke;Karl-Theodor-Brücke|Heidelberg|DE|49.4137|8.7100|sight
Römerberg|Römer|Frankfurt am Main|DE|50.1106|8.6821|sight
Nuremberg Castle|Kaiserburg Nürnberg|Nuremberg|DE|49.4578|11.0758|sight
Plönlein||Rothenburg ob der Tauber|DE|49.3750|10.1790|sight
Aachen Cathedral|Aachener Dom|Aachen|DE|50.7745|6.0840|religious
Gloriette||Vienna|AT|48.1782|16.3088|viewpoint
Schönbrunn Zoo|Tiergarten Schönbrunn|Vienna|AT|48.1822|16.3029|sight
Albertina||Vienna|AT|48.2047|16.3682|museum
Hundertwasserhaus||Vienna|AT|48.2073|16.3942|sight
Karlskirche|St. Charles's Church|Vienna|AT|48.1982|16.3718|religious
Spanish Riding School|Spanische Hofreitschule|Vienna|AT|48.2073|16.3660|sight
Vienna City Hall|Wiener Rathaus|Vienna|AT|48.2108|16.3575|sight
Natural History Museum Vienna|Naturhistorisches Museum|Vienna|AT|48.2052|16.3599|museum
Kahlenberg||Vienna|AT|48.2770|16.3330|viewpoint
Votivkirche|Votive Church|Vienna|AT|48.2153|16.3590|religious
Graben Vienna|Pestsäule|Vienna|AT|48.2087|16.3694|shop
Kärntner Straße|Karntner Strasse|Vienna|AT|48.2060|16.3710|shop
Hohensalzburg Fortress|Festung Hohensalzburg|Salzburg|AT|47.7949|13.0476|sight
Mozart's Birthplace|Mozarts Geburtshaus|Salzburg|AT|47.8000|13.0433|museum
Getreidegasse||Salzburg|AT|47.7998|13.0427|shop
Mirabell Palace|Schloss Mirabell;Mirabell Gardens;Mirabellgarten|Salzburg|AT|47.8057|13.0419|park
Salzburg Cathedral|Salzburger Dom|Salzburg|AT|47.7980|13.0468|religious
Hellbrunn Palace|Schloss Hellbrunn|Salzburg|AT|47.7633|13.0610|sight
Golden Roof|Goldenes Dachl|Innsbruck|AT|47.2686|11.3933|sight
Nordkette|Nordkettenbahn|Innsbruck|AT|47.3110|11.3800|viewpoint
Swarovski Crystal Worlds|Swarovski Kristallwelten|Wattens|AT|47.2950|11.6010|museum
Bahnhofstrasse|Bahnhofstrasse Zürich|Zurich|CH|47.3720|8.5390|shop
Grossmünster||Zurich|CH|47.3700|8.5441|religious
Fraumünster||Zurich|CH|47.3697|8.5413|religious
Lindenhof||Zurich|CH|47.3730|8.5410|viewpoint
Swiss National Museum|Landesmuseum Zürich|Zurich|CH|47.3790|8.5405|museum
Chapel Bridge|Kapellbrücke|Lucerne|CH|47.0517|8.3075|sight
Lion Monument|Löwendenkmal;Lion of Lucerne|Lucerne|CH|47.0585|8.3105|sight
Mount Pilatus|Pilatus|Lucerne|CH|46.9790|8.2550|viewpoint
Rigi|Rigi Kulm;Mount Rigi|Lucerne|CH|47.0565|8.4850|viewpoint
Swiss Museum of Transport|Verkehrshaus der Schweiz;Verkehrshaus|Lucerne|CH|47.0525|8.3360|museum
Jet d'Eau|Jet d'Eau de Genève|Geneva|CH|46.2074|6.1556|sight
St. Pierre Cathedral|Cathédrale Saint-Pierre de Genève|Geneva|CH|46.2011|6.1485|religious
Palais des Nations|United Nations Geneva|Geneva|CH|46.2266|6.1403|sight
Flower Clock|L'horloge fleurie|Geneva|CH|46.2045|6.1510|sight
Zytglogge||Bern|CH|46.9480|7.4474|sight
Bern Minster|Berner Münster|Bern|CH|46.9470|7.4510|religious
Bear Park|BärenPark|Bern|CH|46.9480|7.4595|park
Harder Kulm||Interlaken|CH|46.6975|7.8515|viewpoint
Jungfraujoch|Top of Europe|Grindelwald|CH|46.5475|7.9850|viewpoint
Matterhorn||Zermatt|CH|45.9763|7.6586|nature
Gornergrat||Zermatt|CH|45.9838|7.7848|viewpoint
Staubbach Falls|Staubbachfall|Lauterbrunnen|CH|46.5960|7.9080|nature
Rhine Falls|Rheinfall|Schaffhausen|CH|47.6779|8.6150|nature
Chillon Castle|Château de Chillon|Montreux|CH|46.4142|6.9275|sight
Church of Our Lady before Týn|Týn Church;Týnský chrám|Prague|CZ|50.0877|14.4227|religious
Dancing House|Tančící dům;Fred and Ginger|Prague|CZ|50.0755|14.4141|sight
Golden Lane|Zlatá ulička|Prague|CZ|50.0920|14.4040|sight
Municipal House|Obecní dům|Prague|CZ|50.0877|14.4280|sight
Powder Tower|Prašná brána|Prague|CZ|50.0865|14.4275|sight
Strahov Monastery|Strahovský klášter;Strahov Library|Prague|CZ|50.0863|14.3890|religious
Kampa Island|Kampa|Prague|CZ|50.0840|14.4080|park
National Museum Prague|Národní muzeum|Prague|CZ|50.0790|14.4310|museum
Spanish Synagogue|Španělská synagoga|Prague|CZ|50.0901|14.4197|religious
Letná Park|Letenské sady|Prague|CZ|50.0960|14.4200|viewpoint
Malá Strana|Lesser Town;Mala Strana|Prague|CZ|50.0880|14.4040|neighbourhood
Český Krumlov Castle|Zámek Český Krumlov|Český Krumlov|CZ|48.8127|14.3152|sight
Sedlec Ossuary|Kostnice Sedlec;Bone Church|Kutná Hora|CZ|49.9619|15.2886|religious
Matthias Church|Mátyás-templom|Budapest|HU|47.5019|19.0343|religious
Gellért Baths|Gellért Thermal Bath;Gellért fürdő|Budapest|HU|47.4838|19.0526|sight
Heroes' Square|Hősök tere|Budapest|HU|47.5149|19.0776|sight
Shoes on the Danube Bank|Cipők a Duna-parton|Budapest|HU|47.5045|19.0450|sight
Margaret Island|Margit-sziget|Budapest|HU|47.5270|19.0480|park
Dohány Street Synagogue|Dohány utcai zsinagóga;Great Synagogue Budapest|Budapest|HU|47.4960|19.0607|religious
Vajdahunyad Castle|Vajdahunyad vára|Budapest|HU|47.5150|19.0820|sight
House of Terror|Terror Háza|Budapest|HU|47.5069|19.0651|museum
Hungarian State Opera|Magyar Állami Operaház|Budapest|HU|47.5025|19.0585|sight
Liberty Bridge|Szabadság híd|Budapest|HU|47.4860|19.0560|sight
Rudas Baths|Rudas fürdő|Budapest|HU|47.4890|19.0480|sight
Main Market Square Kraków|Rynek Główny;Main Square Krakow|Kraków|PL|50.0617|19.9373|sight
Wawel Castle|Zamek Królewski na Wawelu;Wawel|Kraków|PL|50.0541|19.9352|sight
St. Mary's Basilica Kraków|Kościół Mariacki;St Mary's Basilica|Kraków|PL|50.0616|19.9394|religious
Cloth Hall|Sukiennice|Kraków|PL|50.0616|19.9370|market
Kazimierz|Kazimierz Krakow|Kraków|PL|50.0510|19.9450|neighbourhood
Schindler's Factory|Oskar Schindler's Enamel Factory;Fabryka Schindlera|Kraków|PL|50.0475|19.9617|museum
Wieliczka Salt Mine|Kopalnia Soli Wieliczka|Wieliczka|PL|49.9833|20.0550|sight
Auschwitz-Birkenau|Auschwitz;Auschwitz-Birkenau Memorial and Museum;Państwowe Muzeum Auschwitz-Birkenau|Oświęcim|PL|50.0270|19.2036|museum
Warsaw Old Town Market Square|Rynek Starego Miasta|Warsaw|PL|52.2497|21.0122|sight
Royal Castle Warsaw|Zamek Królewski w Warszawie|Warsaw|PL|52.2480|21.0150|sight
Palace of Culture and Science|Pałac Kultury i Nauki;PKiN|Warsaw|PL|52.2318|21.0060|viewpoint
Łazienki Park|Łazienki Królewskie;Royal Baths Park;Lazienki Park|Warsaw|PL|52.2150|21.0350|park
Warsaw Uprising Museum|Muzeum Powstania Warszawskiego|Warsaw|PL|52.2323|20.9810|museum
POLIN Museum of the History of Polish Jews|POLIN Museum;POLIN|Warsaw|PL|52.2494|20.9930|museum
Wilanów Palace|Pałac w Wilanowie|Warsaw|PL|52.1650|21.0900|sight
Copernicus Science Centre|Centrum Nauki Kopernik|Warsaw|PL|52.2419|21.0287|museum
Long Market Gdańsk|Długi Targ;Long Market|Gdańsk|PL|54.3486|18.6533|sight
Wrocław Market Square|Rynek we Wrocławiu|Wrocław|PL|51.1100|17.0320|sight
Gamla Stan|Old Town Stockholm|Stockholm|SE|59.3251|18.0711|neighbourhood
Vasa Museum|Vasamuseet|Stockholm|SE|59.3280|18.0914|museum
Stockholm Palace|Royal Palace Stockholm;Kungliga slottet|Stockholm|SE|59.3268|18.0717|sight
ABBA The Museum|ABBA Museum|Stockholm|SE|59.3250|18.0965|museum
Skansen||Stockholm|SE|59.3262|18.1036|museum
Stockholm City Hall|Stadshuset|Stockholm|SE|59.3275|18.0543|sight
Fotografiska||Stockholm|SE|59.3178|18.0855|museum
Stortorget|Stortorget Stockholm|Stockholm|SE|59.3250|18.0706|sight
Djurgården||Stockholm|SE|59.3260|18.1150|park
Moderna Museet||Stockholm|SE|59.3260|18.0850|museum
Drottningholm Palace|Drottningholms slott|Stockholm|SE|59.3217|17.8865|sight
Monteliusvägen||Stockholm|SE|59.3210|18.0640|viewpoint
Oslo Opera House|Operahuset;Den Norske Opera|Oslo|NO|59.9075|10.7531|sight
Vigeland Park|Vigelandsparken;Frogner Park;Frognerparken|Oslo|NO|59.9270|10.7005|park
Akershus Fortress|Akershus festning|Oslo|NO|59.9070|10.7360|sight
Fram Museum|Frammuseet|Oslo|NO|59.9030|10.6990|museum
Kon-Tiki Museum||Oslo|NO|59.9035|10.6985|museum
Munch Museum|Munchmuseet|Oslo|NO|59.9060|10.7550|museum
Royal Palace Oslo|Det Kongelige Slott|Oslo|NO|59.9170|10.7275|sight
Holmenkollen|Holmenkollbakken;Holmenkollen Ski Jump|Oslo|NO|59.9640|10.6680|viewpoint
Aker Brygge||Oslo|NO|59.9110|10.7270|neighbourhood
National Museum Oslo|Nasjonalmuseet|Oslo|NO|59.9115|10.7290|museum
Karl Johans gate|Karl Johan|Oslo|NO|59.9130|10.7400|shop
Bryggen||Bergen|NO|60.3975|5.3240|neighbourhood
Mount Fløyen|Fløyen;Fløibanen|Bergen|NO|60.3940|5.3440|viewpoint
Bergen Fish Market|Fisketorget|Bergen|NO|60.3950|5.3255|market
Preikestolen|Pulpit Rock|Jørpeland|NO|58.9864|6.1901|nature
Arctic Cathedral|Ishavskatedralen|Tromsø|NO|69.6480|18.9880|religious
Amalienborg|Amalienborg Palace|Copenhagen|DK|55.6840|12.5930|sight
Strøget|Stroget|Copenhagen|DK|55.6780|12.5740|shop
Round Tower|Rundetårn|Copenhagen|DK|55.6813|12.5758|viewpoint
Christiansborg Palace|Christiansborg Slot;Christiansborg|Copenhagen|DK|55.6760|12.5800|sight
Frederik's Church|Marmorkirken;Marble Church|Copenhagen|DK|55.6850|12.5893|religious
Church of Our Saviour|Vor Frelsers Kirke|Copenhagen|DK|55.6727|12.5944|viewpoint
Ny Carlsberg Glyptotek|Glyptotek|Copenhagen|DK|55.6725|12.5725|museum
National Museum of Denmark|Nationalmuseet|Copenhagen|DK|55.6746|12.5747|museum
Statens Museum for Kunst|SMK;National Gallery of Denmark|Copenhagen|DK|55.6888|12.5783|museum
Reffen|Reffen Street Food|Copenhagen|DK|55.6930|12.6080|food
CopenHill|Amager Bakke|Copenhagen|DK|55.6825|12.6030|viewpoint
Kronborg Castle|Kronborg;Hamlet's Castle|Helsingør|DK|56.0390|12.6213|sight
Louisiana Museum of Modern Art|Louisiana Museum|Humlebæk|DK|55.9690|12.5430|museum
Frederiksborg Castle|Frederiksborg Slot|Hillerød|DK|55.9344|12.3000|sight
Helsinki Cathedral|Helsingin tuomiokirkko;Tuomiokirkko|Helsinki|FI|60.1702|24.9522|religious
Senate Square|Senaatintori|Helsinki|FI|60.1695|24.9525|sight
Suomenlinna|Sveaborg|Helsinki|FI|60.1454|24.9881|sight
Uspenski Cathedral|Uspenskin katedraali|Helsinki|FI|60.1685|24.9600|religious
Temppeliaukio Church|Rock Church;Temppeliaukion kirkko|Helsinki|FI|60.1730|24.9250|religious
Helsinki Market Square|Kauppatori|Helsinki|FI|60.1675|24.9530|market
Old Market Hall|Vanha kauppahalli|Helsinki|FI|60.1665|24.9540|market
Oodi|Helsinki Central Library Oodi|Helsinki|FI|60.1740|24.9380|sight
Ateneum|Ateneum Art Museum|Helsinki|FI|60.1700|24.9440|museum
Sibelius Monument|Sibelius-monumentti|Helsinki|FI|60.1820|24.9130|sight
Santa Claus Village|Joulupukin Pajakylä|Rovaniemi|FI|66.5436|25.8473|sight
Tallinn Town Hall Square|Raekoja plats;Town Hall Square|Tallinn|EE|59.4370|24.7450|sight
Alexander Nevsky Cathedral Tallinn|Aleksander Nevski katedraal|Tallinn|EE|59.4360|24.7390|religious
Toompea Castle|Toompea|Tallinn|EE|59.4350|24.7370|sight
Kohtuotsa Viewing Platform|Kohtuotsa vaateplatvorm|Tallinn|EE|59.4380|24.7400|viewpoint
St. Olaf's Church|Oleviste kirik|Tallinn|EE|59.4417|24.7475|viewpoint
Kadriorg Palace|Kadrioru loss;Kadriorg Park|Tallinn|EE|59.4380|24.7910|park
Telliskivi Creative City|Telliskivi Loomelinnak;Telliskivi|Tallinn|EE|59.4400|24.7290|neighbourhood
House of the Blackheads|Melngalvju nams|Riga|LV|56.9470|24.1070|sight
Riga Cathedral|Rīgas Doms|Riga|LV|56.9490|24.1045|religious
St. Peter's Church Riga|Rīgas Svētā Pētera baznīca|Riga|LV|56.9475|24.1090|viewpoint
Freedom Monument|Brīvības piemineklis|Riga|LV|56.9515|24.1133|sight
Riga Central Market|Rīgas Centrāltirgus|Riga|LV|56.9440|24.1150|market
Three Brothers|Trīs brāļi|Riga|LV|56.9510|24.1040|sight
Gediminas Tower|Gedimino pilies bokštas;Gediminas Castle Tower|Vilnius|LT|54.6867|25.2906|viewpoint
Vilnius Cathedral|Vilniaus arkikatedra|Vilnius|LT|54.6858|25.2877|religious
Gate of Dawn|Aušros vartai;Gates of Dawn|Vilnius|LT|54.6743|25.2893|religious
Užupis|Uzupis|Vilnius|LT|54.6810|25.2960|neighbourhood
Trakai Island Castle|Trakų salos pilis;Trakai Castle|Trakai|LT|54.6521|24.9337|sight
Taksim Square|Taksim Meydanı;Taksim|Istanbul|TR|41.0370|28.9850|sight
Galata Bridge|Galata Köprüsü|Istanbul|TR|41.0200|28.9730|sight
Ortaköy Mosque|Ortakoy Mosque;Ortaköy Camii;Büyük Mecidiye Camii|Istanbul|TR|41.0473|29.0270|religious
Balat|Fener and Balat|Istanbul|TR|41.0290|28.9490|neighbourhood
Chora Church|Kariye Mosque;Kariye Camii;Chora Museum|Istanbul|TR|41.0312|28.9390|religious
Maiden's Tower|Kız Kulesi;Kiz Kulesi|Istanbul|TR|41.0211|29.0041|sight
Hippodrome of Constantinople|Sultanahmet Square;Sultanahmet Meydanı;At Meydanı|Istanbul|TR|41.0060|28.9753|sight
Istanbul Archaeology Museums|İstanbul Arkeoloji Müzeleri|Istanbul|TR|41.0117|28.9810|museum
Rüstem Pasha Mosque|Rüstem Paşa Camii|Istanbul|TR|41.0177|28.9690|religious
Pierre Loti Hill|Pierre Loti Tepesi|Istanbul|TR|41.0530|28.9340|viewpoint
Beylerbeyi Palace|Beylerbeyi Sarayı|Istanbul|TR|41.0425|29.0400|sight
Rumeli Fortress|Rumelihisarı;Rumeli Hisarı|Istanbul|TR|41.0847|29.0567|sight
Museum of Innocence|Masumiyet Müzesi|Istanbul|TR|41.0310|28.9780|museum
Göreme Open-Air Museum|Göreme Açık Hava Müzesi;Goreme Open Air Museum|Göreme|TR|38.6402|34.8447|museum
Uçhisar Castle|Uçhisar Kalesi|Göreme|TR|38.6302|34.8050|viewpoint
Love Valley|Aşk Vadisi|Göreme|TR|38.6550|34.8300|nature
Derinkuyu Underground City|Derinkuyu Yeraltı Şehri|Derinkuyu|TR|38.3737|34.7347|sight
Ephesus|Efes;Ancient City of Ephesus;Library of Celsus|Selçuk|TR|37.9397|27.3410|sight
House of the Virgin Mary|Meryem Ana Evi|Selçuk|TR|37.9118|27.3335|religious
Pamukkale|Pamukkale Travertines;Hierapolis|Denizli|TR|37.9209|29.1210|nature
Kaleiçi|Kaleici|Antalya|TR|36.8845|30.7050|neighbourhood
Hadrian's Gate Antalya|Üçkapılar;Hadrian's Gate|Antalya|TR|36.8860|30.7080|sight
Anıtkabir|Anitkabir;Atatürk Mausoleum|Ankara|TR|39.9250|32.8370|sight
Bodrum Castle|Castle of St. Peter;Bodrum Kalesi|Bodrum|TR|37.0322|27.4291|sight
Ölüdeniz Blue Lagoon|Ölüdeniz;Oludeniz|Fethiye|TR|36.5500|29.1150|beach
Red Square|Красная площадь;Krasnaya Ploshchad|Moscow|RU|55.7539|37.6208|sight
Moscow Kremlin|Московский Кремль|Moscow|RU|55.7520|37.6175|sight
Saint Basil's Cathedral|St. Basil's Cathedral;Собор Василия Блаженного;Храм Василия Блаженного|Moscow|RU|55.7525|37.6231|religious
Bolshoi Theatre|Большой театр|Moscow|RU|55.7601|37.6186|sight
GUM Department Store|ГУМ|Moscow|RU|55.7547|37.6215|shop
Lenin's Mausoleum|Мавзолей Ленина|Moscow|RU|55.7537|37.6198|sight
Cathedral of Christ the Saviour|Храм Христа Спасителя|Moscow|RU|55.7446|37.6055|religious
Tretyakov Gallery|Третьяковская галерея|Moscow|RU|55.7414|37.6208|museum
Pushkin Museum|Pushkin State Museum of Fine Arts;Музей изобразительных искусств имени Пушкина|Moscow|RU|55.7473|37.6051|museum
Gorky Park|Парк Горького|Moscow|RU|55.7298|37.6010|park
Arbat Street|Arbat;Арбат|Moscow|RU|55.7494|37.5919|shop
Zaryadye Park|Зарядье|Moscow|RU|55.7515|37.6286|park
VDNKh|ВДНХ|Moscow|RU|55.8263|37.6377|park
Moscow International Business Center|Moscow City;Москва-Сити|Moscow|RU|55.7495|37.5374|viewpoint
Sparrow Hills|Воробьёвы горы;Vorobyovy Gory|Moscow|RU|55.7100|37.5420|viewpoint
Novodevichy Convent|Новодевичий монастырь|Moscow|RU|55.7265|37.5560|religious
Kolomenskoye|Коломенское|Moscow|RU|55.6675|37.6710|park
Hermitage Museum|State Hermitage;Winter Palace;Эрмитаж;Государственный Эрмитаж;Зимний дворец|Saint Petersburg|RU|59.9398|30.3146|museum
Palace Square|Дворцовая площадь|Saint Petersburg|RU|59.9390|30.3157|sight
Church of the Savior on Spilled Blood|Savior on the Spilled Blood;Спас на Крови|Saint Petersburg|RU|59.9400|30.3289|religious
Saint Isaac's Cathedral|St. Isaac's Cathedral;Исаакиевский собор|Saint Petersburg|RU|59.9341|30.3061|religious
Peter and Paul Fortress|Петропавловская крепость|Saint Petersburg|RU|59.9500|30.3166|sight
Nevsky Prospect|Невский проспект|Saint Petersburg|RU|59.9343|30.3351|shop
Peterhof Palace|Peterhof;Петергоф|Saint Petersburg|RU|59.8830|29.9086|sight
Catherine Palace|Екатерининский дворец;Amber Room|Pushkin|RU|59.7159|30.3956|sight
Kazan Cathedral|Казанский собор|Saint Petersburg|RU|59.9342|30.3245|religious
Bronze Horseman|Медный всадник|Saint Petersburg|RU|59.9364|30.3022|sight
Mariinsky Theatre|Мариинский театр|Saint Petersburg|RU|59.9257|30.2960|sight
Russian Museum|State Russian Museum;Русский музей|Saint Petersburg|RU|59.9386|30.3322|museum
New Holland Island|Новая Голландия|Saint Petersburg|RU|59.9290|30.2890|park
Palace of the Parliament|Palatul Parlamentului;People's House|Bucharest|RO|44.4275|26.0875|sight
Bran Castle|Castelul Bran;Dracula's Castle|Bran|RO|45.5150|25.3672|sight
Peleș Castle|Castelul Peleș;Peles Castle|Sinaia|RO|45.3600|25.5427|sight
Belgrade Fortress|Kalemegdan;Београдска тврђава|Belgrade|RS|44.8230|20.4500|park
Alexander Nevsky Cathedral Sofia|Катедрален храм „Свети Александър Невски“|Sofia|BG|42.6957|23.3328|religious
Stari Most|Old Bridge Mostar;Mostar Bridge|Mostar|BA|43.3373|17.8150|sight
San Giovanni Fortress|Kotor Fortress;Tvrđava Sv. Ivana|Kotor|ME|42.4250|18.7730|viewpoint
Musée Carnavalet|Carnavalet Museum|Paris|FR|48.8575|2.3624|museum
Galerie Vivienne||Paris|FR|48.8665|2.3397|shop
Le Bon Marché|Bon Marché|Paris|FR|48.8510|2.3240|shop
Arc de Triomphe du Carrousel||Paris|FR|48.8617|2.3330|sight
Place Vendôme||Paris|FR|48.8675|2.3294|sight
Musée Grévin|Grévin Museum|Paris|FR|48.8718|2.3422|museum
Parc Monceau||Paris|FR|48.8796|2.3088|park
Sorbonne|La Sorbonne|Paris|FR|48.8487|2.3434|sight
Parc de la Villette|La Villette|Paris|FR|48.8940|2.3900|park
Marché aux Puces de Saint-Ouen|Saint-Ouen Flea Market;Puces de Saint-Ouen|Saint-Ouen|FR|48.9017|2.3429|market
Stade de France||Saint-Denis|FR|48.9245|2.3601|sight
Omaha Beach||Bayeux|FR|49.3690|-0.8720|beach
Bayeux Tapestry|Tapisserie de Bayeux|Bayeux|FR|49.2740|-0.7000|museum
Rouen Cathedral|Cathédrale Notre-Dame de Rouen|Rouen|FR|49.4402|1.0950|religious
Vieux Bassin Honfleur|Vieux Bassin|Honfleur|FR|49.4190|0.2330|sight
Arles Amphitheatre|Arènes d'Arles|Arles|FR|43.6780|4.6310|sight
Arena of Nîmes|Arènes de Nîmes|Nîmes|FR|43.8347|4.3597|sight
Palais des Festivals|Palais des Festivals et des Congrès|Cannes|FR|43.5510|7.0170|sight
La Croisette|Boulevard de la Croisette|Cannes|FR|43.5510|7.0260|sight
Rocher de la Vierge||Biarritz|FR|43.4840|-1.5650|viewpoint
Capitole de Toulouse|Place du Capitole|Toulouse|FR|43.6045|1.4440|sight
Reims Cathedral|Cathédrale Notre-Dame de Reims|Reims|FR|49.2535|4.0340|religious
Grand Place Lille|Place du Général-de-Gaulle Lille|Lille|FR|50.6370|3.0630|sight
Brighton Palace Pier|Palace Pier|Brighton|GB|50.8160|-0.1370|sight
Royal Pavilion||Brighton|GB|50.8225|-0.1375|sight
Canterbury Cathedral||Canterbury|GB|51.2798|1.0828|religious
Cardiff Castle|Castell Caerdydd|Cardiff|GB|51.4822|-3.1812|sight
Conwy Castle|Castell Conwy|Conwy|GB|53.2800|-3.8256|sight
Durham Cathedral||Durham|GB|54.7734|-1.5763|religious
Stirling Castle||Stirling|GB|56.1238|-3.9475|sight
St Michael's Mount||Penzance|GB|50.1160|-5.4780|sight
Minack Theatre||Penzance|GB|50.0410|-5.6510|sight
Blenheim Palace||Woodstock|GB|51.8414|-1.3613|sight
Warwick Castle||Warwick|GB|52.2795|-1.5850|sight
Leeds Castle||Maidstone|GB|51.2490|0.6300|sight
Durdle Door||Wareham|GB|50.6212|-2.2768|nature
Shop Street|Shop Street Galway|Galway|IE|53.2725|-9.0530|shop
Rock of Cashel|Cashel of the Kings|Cashel|IE|52.5200|-7.8900|sight
Kilkenny Castle||Kilkenny|IE|52.6500|-7.2490|sight
Blarney Castle|Blarney Stone|Blarney|IE|51.9290|-8.5709|sight
Ross Castle|Killarney National Park|Killarney|IE|52.0440|-9.5290|sight
Basilica of Saint Paul Outside the Walls|San Paolo fuori le Mura|Rome|IT|41.8587|12.4768|religious
Quirinal Palace|Palazzo del Quirinale;Quirinale|Rome|IT|41.8996|12.4875|sight
Trajan's Market|Mercati di Traiano|Rome|IT|41.8958|12.4861|museum
Largo di Torre Argentina|Torre Argentina|Rome|IT|41.8955|12.4768|sight
Medici Chapels|Cappelle Medicee|Florence|IT|43.7750|11.2535|museum
Venetian Ghetto|Ghetto di Venezia|Venice|IT|45.4447|12.3263|neighbourhood
San Siro|Stadio Giuseppe Meazza|Milan|IT|45.4781|9.1240|sight
Città Alta|Bergamo Alta|Bergamo|IT|45.7040|9.6620|neighbourhood
Walls of Lucca|Mura di Lucca|Lucca|IT|43.8430|10.5050|park
Piazza dell'Anfiteatro||Lucca|IT|43.8457|10.5065|sight
Scrovegni Chapel|Cappella degli Scrovegni|Padua|IT|45.4119|11.8797|religious
Basilica of San Vitale|San Vitale|Ravenna|IT|44.4208|12.1966|religious
Basilica of Saint Francis of Assisi|Basilica di San Francesco d'Assisi|Assisi|IT|43.0749|12.6054|religious
Orvieto Cathedral|Duomo di Orvieto|Orvieto|IT|42.7173|12.1131|religious
Piazza Unità d'Italia|Piazza Unità|Trieste|IT|45.6500|13.7680|sight
Aquarium of Genoa|Acquario di Genova|Genoa|IT|44.4103|8.9265|sight
Basilica of Saint Nicholas Bari|Basilica di San Nicola|Bari|IT|41.1302|16.8703|religious
Palace of the Grand Master|Palace of the Grand Master of the Knights of Rhodes;Παλάτι του Μεγάλου Μαγίστρου|Rhodes|GR|36.4460|28.2240|sight
Acropolis of Lindos|Lindos Acropolis;Ακρόπολη της Λίνδου|Lindos|GR|36.0917|28.0886|sight
Palamidi|Palamidi Fortress;Παλαμήδι|Nafplio|GR|37.5620|22.8090|sight
Mycenae|Μυκήνες|Mycenae|GR|37.7308|22.7565|sight
Ancient Olympia|Olympia archaeological site;Αρχαία Ολυμπία|Olympia|GR|37.6380|21.6300|sight
Theatre of Epidaurus|Ancient Theatre of Epidaurus;Αρχαίο Θέατρο Επιδαύρου|Nafplio|GR|37.5960|23.0790|sight
Bamberg Old Town Hall|Altes Rathaus Bamberg|Bamberg|DE|49.8915|10.8867|sight
Würzburg Residence|Würzburger Residenz|Würzburg|DE|49.7930|9.9380|sight
Holstentor|Holsten Gate|Lübeck|DE|53.8664|10.6786|sight
Town Musicians of Bremen|Bremer Stadtmusikanten|Bremen|DE|53.0760|8.8070|sight
St. Thomas Church Leipzig|Thomaskirche|Leipzig|DE|51.3390|12.3730|religious
Porta Nigra||Trier|DE|49.7597|6.6440|sight
Mercedes-Benz Museum||Stuttgart|DE|48.7880|9.2340|museum
Triberg Waterfalls|Triberger Wasserfälle|Triberg|DE|48.1290|8.2280|nature
Reichsburg Cochem|Cochem Castle|Cochem|DE|50.1460|7.1630|sight
Eltz Castle|Burg Eltz|Koblenz|DE|50.2056|7.3366|sight
Deutsches Eck||Koblenz|DE|50.3645|7.6060|sight
Olympic Museum|Musée Olympique|Lausanne|CH|46.5080|6.6340|museum
Oeschinen Lake|Oeschinensee|Kandersteg|CH|46.4980|7.7270|nature
ARoS Aarhus Art Museum|ARoS|Aarhus|DK|56.1538|10.1997|museum
Liseberg||Gothenburg|SE|57.6950|11.9920|sight
Skógafoss|Skogafoss|Hvolsvöllur|IS|63.5321|-19.5114|nature
Reynisfjara|Reynisfjara Black Sand Beach|Hvolsvöllur|IS|63.4044|-19.0448|beach
Perlan||Reykjavik|IS|64.1293|-21.9190|viewpoint
Bratislava Castle|Bratislavský hrad|Bratislava|SK|48.1425|17.1000|sight
Blue Church|Church of St. Elizabeth;Modrý kostolík|Bratislava|SK|48.1437|17.1160|religious
Baščaršija|Bascarsija|Sarajevo|BA|43.8596|18.4313|market
Skanderbeg Square|Sheshi Skënderbej|Tirana|AL|41.3275|19.8187|sight
Sighișoara Citadel|Cetatea Sighișoara|Sighișoara|RO|46.2190|24.7920|sight
Black Church|Biserica Neagră|Brașov|RO|45.6410|25.5880|religious
Plovdiv Roman Theatre|Античен театър Пловдив|Plovdiv|BG|42.1470|24.7510|sight
Church of St. John at Kaneo|Kaneo;Св. Јован Канео|Ohrid|MK|41.1110|20.7880|religious
Narikala Fortress|Narikala;ნარიყალა|Tbilisi|GE|41.6880|44.8090|sight
Holy Trinity Cathedral of Tbilisi|Sameba Cathedral;სამება|Tbilisi|GE|41.6975|44.8170|religious
Cascade Complex|Yerevan Cascade;Կասկադ|Yerevan|AM|40.1910|44.5150|sight
Flame Towers|Alov qüllələri|Baku|AZ|40.3590|49.8260|sight
Maiden Tower|Qız qalası|Baku|AZ|40.3660|49.8370|sight
Basílica del Pilar|Basilica of Our Lady of the Pillar;Catedral-Basílica de Nuestra Señora del Pilar|Zaragoza|ES|41.6568|-0.8784|religious
Girona Cathedral|Catedral de Girona|Girona|ES|41.9875|2.8263|religious
Dalí Theatre-Museum|Teatre-Museu Dalí|Figueres|ES|42.2680|2.9595|museum
Hanging Houses of Cuenca|Casas Colgadas|Cuenca|ES|40.0780|-2.1280|sight
Cádiz Cathedral|Catedral de Cádiz|Cádiz|ES|36.5290|-6.2950|religious
Nerja Caves|Cueva de Nerja|Nerja|ES|36.7620|-3.8450|nature
Maspalomas Dunes|Dunas de Maspalomas|Maspalomas|ES|27.7420|-15.5760|nature
Rock of Gibraltar|Gibraltar Rock;Upper Rock|Gibraltar|GI|36.1440|-5.3420|nature
Mercado dos Lavradores|Farmers' Market Funchal|Funchal|PT|32.6490|-16.9050|market
Bom Jesus do Monte|Santuário do Bom Jesus do Monte|Braga|PT|41.5546|-8.3770|religious
`;
