/**
 * Curated landmarks for the offline geocoder, written for this project (coordinates rounded to
 * about 100 m). One per line: name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * `@city` lines give local or common names of cities the GeoNames data knows by another name.
 */
export const LANDMARK_TABLE = `
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
@city|NYC|New York City|US
@city|New York|New York City|US
@city|Manhattan|New York City|US
@city|SF|San Francisco|US
@city|Marrakech|Marrakesh|MA
@city|Kyōto|Kyoto|JP
@city|Tōkyō|Tokyo|JP
@city|Rio|Rio de Janeiro|BR
@city|CDMX|Mexico City|MX
@city|Ciudad de México|Mexico City|MX
@city|Nürnberg|Nuremberg|DE
@city|Nara-shi|Nara|JP
@city|Torino|Turin|IT
@city|Genova|Genoa|IT
@city|Cadiz|Cádiz|ES
@city|Athina|Athens|GR
Eiffel Tower|Tour Eiffel|Paris|FR|48.8584|2.2945|sight
Louvre Museum|Louvre;Musée du Louvre|Paris|FR|48.8606|2.3376|museum
Notre-Dame de Paris|Notre-Dame;Notre Dame Cathedral;Notre-Dame Cathedral|Paris|FR|48.8530|2.3499|religious
Sacré-Cœur|Sacre Coeur;Basilica of the Sacred Heart;Sacré-Cœur Basilica|Paris|FR|48.8867|2.3431|religious
Arc de Triomphe||Paris|FR|48.8738|2.2950|sight
Musée d'Orsay|Orsay Museum|Paris|FR|48.8600|2.3266|museum
Sainte-Chapelle|Sainte Chapelle|Paris|FR|48.8554|2.3450|religious
Jardin du Luxembourg|Luxembourg Gardens|Paris|FR|48.8462|2.3372|park
Montmartre||Paris|FR|48.8867|2.3431|neighbourhood
Le Marais|Marais|Paris|FR|48.8590|2.3620|neighbourhood
Centre Pompidou|Pompidou Centre|Paris|FR|48.8607|2.3522|museum
Champs-Élysées|Avenue des Champs-Élysées|Paris|FR|48.8698|2.3078|sight
Palace of Versailles|Château de Versailles;Versailles Palace|Versailles|FR|48.8049|2.1204|sight
Place des Vosges||Paris|FR|48.8556|2.3655|sight
Panthéon||Paris|FR|48.8462|2.3464|sight
Musée de l'Orangerie|Orangerie|Paris|FR|48.8638|2.3227|museum
Tuileries Garden|Jardin des Tuileries|Paris|FR|48.8635|2.3275|park
Canal Saint-Martin||Paris|FR|48.8710|2.3650|sight
Père Lachaise Cemetery|Père Lachaise|Paris|FR|48.8614|2.3933|sight
Shakespeare and Company||Paris|FR|48.8526|2.3471|shop
Big Ben|Elizabeth Tower|London|GB|51.5007|-0.1246|sight
Tower of London||London|GB|51.5081|-0.0759|sight
Tower Bridge||London|GB|51.5055|-0.0754|sight
British Museum||London|GB|51.5194|-0.1270|museum
Buckingham Palace||London|GB|51.5014|-0.1419|sight
Westminster Abbey||London|GB|51.4993|-0.1273|religious
London Eye||London|GB|51.5033|-0.1196|viewpoint
Tate Modern||London|GB|51.5076|-0.0994|museum
St Paul's Cathedral|St. Paul's Cathedral|London|GB|51.5138|-0.0984|religious
Borough Market||London|GB|51.5055|-0.0910|market
Camden Market||London|GB|51.5415|-0.1460|market
Hyde Park||London|GB|51.5073|-0.1657|park
National Gallery||London|GB|51.5089|-0.1283|museum
Natural History Museum||London|GB|51.4967|-0.1764|museum
Covent Garden||London|GB|51.5117|-0.1240|neighbourhood
Notting Hill|Portobello Road Market;Portobello Road|London|GB|51.5150|-0.2050|neighbourhood
Sky Garden||London|GB|51.5113|-0.0835|viewpoint
Kew Gardens|Royal Botanic Gardens, Kew|London|GB|51.4787|-0.2956|park
Colosseum|Colosseo;Roman Colosseum|Rome|IT|41.8902|12.4922|sight
Roman Forum|Foro Romano|Rome|IT|41.8925|12.4853|sight
Pantheon|Pantheon Rome|Rome|IT|41.8986|12.4769|sight
Trevi Fountain|Fontana di Trevi|Rome|IT|41.9009|12.4833|sight
Spanish Steps|Piazza di Spagna|Rome|IT|41.9060|12.4828|sight
Vatican Museums|Musei Vaticani|Vatican City|VA|41.9065|12.4536|museum
St. Peter's Basilica|St Peter's Basilica;Basilica di San Pietro|Vatican City|VA|41.9022|12.4539|religious
Sistine Chapel|Cappella Sistina|Vatican City|VA|41.9029|12.4545|religious
Piazza Navona||Rome|IT|41.8992|12.4731|sight
Trastevere||Rome|IT|41.8897|12.4700|neighbourhood
Castel Sant'Angelo||Rome|IT|41.9031|12.4663|sight
Villa Borghese|Borghese Gallery;Galleria Borghese|Rome|IT|41.9142|12.4923|park
Campo de' Fiori|Campo de Fiori|Rome|IT|41.8956|12.4722|market
Palatine Hill|Palatino|Rome|IT|41.8894|12.4875|sight
Capitoline Museums|Musei Capitolini|Rome|IT|41.8930|12.4828|museum
Sagrada Família|Sagrada Familia;Basílica de la Sagrada Família|Barcelona|ES|41.4036|2.1744|religious
Park Güell|Parc Güell;Park Guell|Barcelona|ES|41.4145|2.1527|park
Casa Batlló|Casa Batllo|Barcelona|ES|41.3916|2.1649|sight
Casa Milà|La Pedrera;Casa Mila|Barcelona|ES|41.3954|2.1620|sight
La Rambla|Las Ramblas|Barcelona|ES|41.3809|2.1734|sight
La Boqueria|Mercat de la Boqueria;Boqueria Market|Barcelona|ES|41.3817|2.1716|market
Gothic Quarter|Barri Gòtic|Barcelona|ES|41.3833|2.1764|neighbourhood
Barcelona Cathedral|Catedral de Barcelona|Barcelona|ES|41.3840|2.1762|religious
Montjuïc|Montjuic|Barcelona|ES|41.3636|2.1586|park
Barceloneta Beach|Barceloneta|Barcelona|ES|41.3784|2.1925|beach
Picasso Museum|Museu Picasso|Barcelona|ES|41.3852|2.1810|museum
Palau de la Música Catalana||Barcelona|ES|41.3875|2.1753|sight
Bunkers del Carmel|Bunkers of El Carmel|Barcelona|ES|41.4189|2.1619|viewpoint
El Born||Barcelona|ES|41.3851|2.1834|neighbourhood
Belém Tower|Torre de Belém;Belem Tower|Lisbon|PT|38.6916|-9.2160|sight
Jerónimos Monastery|Mosteiro dos Jerónimos;Jeronimos Monastery|Lisbon|PT|38.6979|-9.2068|religious
Pastéis de Belém|Pasteis de Belem|Lisbon|PT|38.6975|-9.2032|food
São Jorge Castle|Castelo de São Jorge;Sao Jorge Castle;St. George's Castle|Lisbon|PT|38.7139|-9.1335|sight
Alfama||Lisbon|PT|38.7118|-9.1300|neighbourhood
Praça do Comércio|Commerce Square|Lisbon|PT|38.7075|-9.1364|sight
Tram 28|Tram 28E;Eléctrico 28|Lisbon|PT|38.7110|-9.1370|sight
LX Factory||Lisbon|PT|38.7033|-9.1783|market
Time Out Market|Mercado da Ribeira|Lisbon|PT|38.7068|-9.1457|market
Miradouro da Senhora do Monte||Lisbon|PT|38.7192|-9.1327|viewpoint
Miradouro de Santa Luzia||Lisbon|PT|38.7117|-9.1301|viewpoint
Bairro Alto||Lisbon|PT|38.7130|-9.1450|neighbourhood
Santa Justa Lift|Elevador de Santa Justa|Lisbon|PT|38.7121|-9.1394|sight
MAAT|Museum of Art, Architecture and Technology|Lisbon|PT|38.6957|-9.1935|museum
National Tile Museum|Museu Nacional do Azulejo|Lisbon|PT|38.7247|-9.1135|museum
Pena Palace|Palácio da Pena;Palacio da Pena|Sintra|PT|38.7876|-9.3906|sight
Quinta da Regaleira||Sintra|PT|38.7963|-9.3960|sight
Cabo da Roca||Sintra|PT|38.7804|-9.4989|nature
Livraria Lello|Lello Bookshop|Porto|PT|41.1469|-8.6149|shop
Dom Luís I Bridge|Ponte Dom Luís I;Luís I Bridge|Porto|PT|41.1400|-8.6094|sight
Ribeira|Cais da Ribeira|Porto|PT|41.1407|-8.6132|neighbourhood
Clérigos Tower|Torre dos Clérigos|Porto|PT|41.1457|-8.6146|viewpoint
São Bento Station|São Bento Railway Station;Sao Bento Station|Porto|PT|41.1456|-8.6105|sight
Palácio da Bolsa|Palacio da Bolsa|Porto|PT|41.1413|-8.6157|sight
Majestic Café|Café Majestic|Porto|PT|41.1473|-8.6063|food
Serralves|Serralves Museum|Porto|PT|41.1597|-8.6598|museum
Rijksmuseum||Amsterdam|NL|52.3600|4.8852|museum
Van Gogh Museum||Amsterdam|NL|52.3584|4.8811|museum
Anne Frank House|Anne Frank Huis|Amsterdam|NL|52.3752|4.8840|museum
Vondelpark||Amsterdam|NL|52.3580|4.8686|park
Jordaan||Amsterdam|NL|52.3740|4.8800|neighbourhood
Dam Square||Amsterdam|NL|52.3731|4.8926|sight
Albert Cuyp Market|Albert Cuypmarkt|Amsterdam|NL|52.3557|4.8942|market
A'DAM Lookout|ADAM Lookout|Amsterdam|NL|52.3841|4.9020|viewpoint
Heineken Experience||Amsterdam|NL|52.3578|4.8918|sight
Brandenburg Gate|Brandenburger Tor|Berlin|DE|52.5163|13.3777|sight
Reichstag|Reichstag Building|Berlin|DE|52.5186|13.3762|sight
East Side Gallery||Berlin|DE|52.5050|13.4397|sight
Museum Island|Museumsinsel|Berlin|DE|52.5169|13.4019|museum
Checkpoint Charlie||Berlin|DE|52.5075|13.3904|sight
Berlin Wall Memorial|Gedenkstätte Berliner Mauer|Berlin|DE|52.5351|13.3903|sight
Memorial to the Murdered Jews of Europe|Holocaust Memorial|Berlin|DE|52.5139|13.3787|sight
Tiergarten||Berlin|DE|52.5145|13.3501|park
Berliner Dom|Berlin Cathedral|Berlin|DE|52.5191|13.4010|religious
Alexanderplatz|Berlin TV Tower;Fernsehturm|Berlin|DE|52.5219|13.4132|sight
Tempelhofer Feld|Tempelhof Field|Berlin|DE|52.4730|13.4010|park
Charles Bridge|Karlův most|Prague|CZ|50.0865|14.4114|sight
Prague Castle|Pražský hrad|Prague|CZ|50.0911|14.4016|sight
Old Town Square|Staroměstské náměstí|Prague|CZ|50.0875|14.4213|sight
Astronomical Clock|Prague Astronomical Clock;Prague Orloj|Prague|CZ|50.0870|14.4208|sight
St. Vitus Cathedral|St Vitus Cathedral|Prague|CZ|50.0909|14.4005|religious
Petřín Hill|Petrin Hill;Petřín|Prague|CZ|50.0833|14.3950|viewpoint
Lennon Wall||Prague|CZ|50.0862|14.4067|sight
Vyšehrad|Vysehrad|Prague|CZ|50.0645|14.4180|sight
Wenceslas Square|Václavské náměstí|Prague|CZ|50.0810|14.4280|sight
Jewish Quarter|Josefov|Prague|CZ|50.0900|14.4180|neighbourhood
Schönbrunn Palace|Schloss Schönbrunn;Schonbrunn Palace|Vienna|AT|48.1845|16.3122|sight
St. Stephen's Cathedral|Stephansdom;St Stephen's Cathedral|Vienna|AT|48.2085|16.3731|religious
Hofburg|Hofburg Palace|Vienna|AT|48.2066|16.3656|sight
Belvedere Palace|Belvedere|Vienna|AT|48.1916|16.3809|museum
Naschmarkt||Vienna|AT|48.1985|16.3632|market
Vienna State Opera|Wiener Staatsoper|Vienna|AT|48.2030|16.3691|sight
Prater|Wiener Riesenrad;Giant Ferris Wheel|Vienna|AT|48.2166|16.3960|park
MuseumsQuartier|Museumsquartier|Vienna|AT|48.2035|16.3585|museum
Café Central||Vienna|AT|48.2104|16.3654|food
Kunsthistorisches Museum||Vienna|AT|48.2038|16.3617|museum
Hungarian Parliament Building|Országház|Budapest|HU|47.5071|19.0456|sight
Buda Castle|Budavári Palota|Budapest|HU|47.4962|19.0398|sight
Fisherman's Bastion|Halászbástya|Budapest|HU|47.5022|19.0348|viewpoint
Széchenyi Thermal Bath|Szechenyi Baths;Széchenyi Baths|Budapest|HU|47.5186|19.0817|sight
Chain Bridge|Széchenyi Chain Bridge|Budapest|HU|47.4989|19.0439|sight
St. Stephen's Basilica|St Stephen's Basilica|Budapest|HU|47.5008|19.0539|religious
Great Market Hall|Central Market Hall|Budapest|HU|47.4870|19.0586|market
Gellért Hill|Gellert Hill;Citadella|Budapest|HU|47.4869|19.0468|viewpoint
Szimpla Kert||Budapest|HU|47.4970|19.0632|food
Hagia Sophia|Ayasofya|Istanbul|TR|41.0086|28.9802|religious
Blue Mosque|Sultan Ahmed Mosque|Istanbul|TR|41.0054|28.9768|religious
Topkapı Palace|Topkapi Palace|Istanbul|TR|41.0115|28.9834|sight
Grand Bazaar|Kapalıçarşı|Istanbul|TR|41.0107|28.9681|market
Basilica Cistern|Yerebatan Sarnıcı|Istanbul|TR|41.0084|28.9779|sight
Galata Tower|Galata Kulesi|Istanbul|TR|41.0256|28.9742|viewpoint
Spice Bazaar|Egyptian Bazaar|Istanbul|TR|41.0166|28.9706|market
Süleymaniye Mosque|Suleymaniye Mosque|Istanbul|TR|41.0162|28.9640|religious
Dolmabahçe Palace|Dolmabahce Palace|Istanbul|TR|41.0391|29.0005|sight
Istiklal Avenue|İstiklal Caddesi|Istanbul|TR|41.0340|28.9780|sight
Acropolis|Acropolis of Athens|Athens|GR|37.9715|23.7257|sight
Parthenon||Athens|GR|37.9715|23.7267|sight
Acropolis Museum||Athens|GR|37.9685|23.7285|museum
Plaka||Athens|GR|37.9725|23.7300|neighbourhood
Ancient Agora|Ancient Agora of Athens|Athens|GR|37.9747|23.7223|sight
Temple of Olympian Zeus|Olympieion|Athens|GR|37.9693|23.7331|sight
Mount Lycabettus|Lycabettus Hill|Athens|GR|37.9819|23.7432|viewpoint
Monastiraki|Monastiraki Square|Athens|GR|37.9761|23.7257|market
National Archaeological Museum||Athens|GR|37.9891|23.7326|museum
Panathenaic Stadium||Athens|GR|37.9683|23.7411|sight
Uffizi Gallery|Uffizi;Galleria degli Uffizi|Florence|IT|43.7678|11.2553|museum
Florence Cathedral|Duomo di Firenze;Santa Maria del Fiore;Brunelleschi's Dome|Florence|IT|43.7731|11.2560|religious
Ponte Vecchio||Florence|IT|43.7680|11.2531|sight
Piazzale Michelangelo||Florence|IT|43.7629|11.2650|viewpoint
Galleria dell'Accademia|Accademia Gallery|Florence|IT|43.7768|11.2586|museum
Palazzo Pitti|Pitti Palace|Florence|IT|43.7652|11.2500|museum
Boboli Gardens|Giardino di Boboli|Florence|IT|43.7625|11.2482|park
Piazza della Signoria|Palazzo Vecchio|Florence|IT|43.7696|11.2558|sight
Mercato Centrale|San Lorenzo Market|Florence|IT|43.7765|11.2534|market
Basilica of Santa Croce|Santa Croce|Florence|IT|43.7686|11.2621|religious
St. Mark's Basilica|Basilica di San Marco;St Mark's Basilica|Venice|IT|45.4345|12.3397|religious
St. Mark's Square|Piazza San Marco;St Mark's Square|Venice|IT|45.4341|12.3388|sight
Doge's Palace|Palazzo Ducale|Venice|IT|45.4337|12.3404|sight
Rialto Bridge|Ponte di Rialto|Venice|IT|45.4380|12.3359|sight
Grand Canal|Canal Grande|Venice|IT|45.4408|12.3288|sight
Bridge of Sighs|Ponte dei Sospiri|Venice|IT|45.4341|12.3409|sight
Burano||Venice|IT|45.4853|12.4167|neighbourhood
Murano||Venice|IT|45.4584|12.3528|neighbourhood
Peggy Guggenheim Collection||Venice|IT|45.4308|12.3315|museum
Gallerie dell'Accademia||Venice|IT|45.4312|12.3282|museum
Prado Museum|Museo del Prado|Madrid|ES|40.4138|-3.6921|museum
Royal Palace of Madrid|Palacio Real|Madrid|ES|40.4180|-3.7143|sight
Retiro Park|El Retiro;Parque del Retiro|Madrid|ES|40.4153|-3.6845|park
Plaza Mayor||Madrid|ES|40.4155|-3.7074|sight
Puerta del Sol||Madrid|ES|40.4169|-3.7035|sight
Mercado de San Miguel||Madrid|ES|40.4154|-3.7090|market
Reina Sofía Museum|Museo Reina Sofía|Madrid|ES|40.4086|-3.6945|museum
Temple of Debod|Templo de Debod|Madrid|ES|40.4240|-3.7177|sight
Gran Vía||Madrid|ES|40.4203|-3.7058|sight
Real Alcázar|Alcázar of Seville|Seville|ES|37.3831|-5.9903|sight
Plaza de España|Plaza de Espana|Seville|ES|37.3772|-5.9869|sight
Seville Cathedral|Giralda|Seville|ES|37.3858|-5.9932|religious
Setas de Sevilla|Metropol Parasol|Seville|ES|37.3933|-5.9918|viewpoint
Triana||Seville|ES|37.3830|-6.0030|neighbourhood
Alhambra|La Alhambra|Granada|ES|37.1761|-3.5881|sight
Albaicín|Albaicin|Granada|ES|37.1810|-3.5920|neighbourhood
Fushimi Inari Taisha|Fushimi Inari;Fushimi Inari Shrine|Kyoto|JP|34.9671|135.7727|religious
Kinkaku-ji|Kinkakuji;Golden Pavilion|Kyoto|JP|35.0394|135.7292|religious
Arashiyama Bamboo Grove|Arashiyama;Bamboo Grove|Kyoto|JP|35.0170|135.6713|nature
Kiyomizu-dera|Kiyomizudera|Kyoto|JP|34.9949|135.7850|religious
Gion||Kyoto|JP|35.0037|135.7788|neighbourhood
Nishiki Market||Kyoto|JP|35.0050|135.7649|market
Ginkaku-ji|Ginkakuji;Silver Pavilion|Kyoto|JP|35.0270|135.7982|religious
Philosopher's Path|Philosophers Path|Kyoto|JP|35.0234|135.7945|sight
Nijō Castle|Nijo Castle|Kyoto|JP|35.0142|135.7482|sight
Ryōan-ji|Ryoanji;Ryoan-ji|Kyoto|JP|35.0345|135.7183|religious
Tenryū-ji|Tenryuji;Tenryu-ji|Kyoto|JP|35.0158|135.6737|religious
Yasaka Shrine|Yasaka Jinja|Kyoto|JP|35.0036|135.7785|religious
Pontocho|Pontochō|Kyoto|JP|35.0050|135.7707|neighbourhood
Sannenzaka|Sannen-zaka|Kyoto|JP|34.9965|135.7810|sight
Tōdai-ji|Todaiji;Todai-ji|Nara|JP|34.6890|135.8398|religious
Nara Park||Nara|JP|34.6851|135.8430|park
Shibuya Crossing|Shibuya Scramble Crossing|Tokyo|JP|35.6595|139.7005|sight
Senso-ji|Sensō-ji;Sensoji|Tokyo|JP|35.7148|139.7967|religious
Meiji Shrine|Meiji Jingu|Tokyo|JP|35.6764|139.6993|religious
Tokyo Skytree||Tokyo|JP|35.7101|139.8107|viewpoint
Shinjuku Gyoen|Shinjuku Gyoen National Garden|Tokyo|JP|35.6852|139.7101|park
Tsukiji Outer Market|Tsukiji Market|Tokyo|JP|35.6654|139.7707|market
Akihabara||Tokyo|JP|35.7022|139.7741|neighbourhood
Harajuku|Takeshita Street|Tokyo|JP|35.6702|139.7027|neighbourhood
teamLab Planets||Tokyo|JP|35.6491|139.7898|museum
Tokyo Tower||Tokyo|JP|35.6586|139.7454|viewpoint
Omoide Yokocho||Tokyo|JP|35.6932|139.6995|food
Golden Gai|Shinjuku Golden Gai|Tokyo|JP|35.6938|139.7049|food
Ueno Park||Tokyo|JP|35.7148|139.7733|park
Shibuya Sky||Tokyo|JP|35.6585|139.7022|viewpoint
Dotonbori||Osaka|JP|34.6687|135.5013|neighbourhood
Osaka Castle||Osaka|JP|34.6873|135.5262|sight
Kuromon Market|Kuromon Ichiba Market|Osaka|JP|34.6654|135.5065|market
Gyeongbokgung Palace|Gyeongbokgung|Seoul|KR|37.5796|126.9770|sight
Bukchon Hanok Village|Bukchon|Seoul|KR|37.5826|126.9830|neighbourhood
N Seoul Tower|Namsan Tower|Seoul|KR|37.5512|126.9882|viewpoint
Myeongdong|Myeong-dong|Seoul|KR|37.5636|126.9834|neighbourhood
Gwangjang Market||Seoul|KR|37.5700|126.9996|market
Changdeokgung Palace|Changdeokgung|Seoul|KR|37.5794|126.9910|sight
Insadong|Insa-dong|Seoul|KR|37.5740|126.9850|neighbourhood
Dongdaemun Design Plaza|DDP|Seoul|KR|37.5665|127.0092|sight
Grand Palace|The Grand Palace|Bangkok|TH|13.7500|100.4913|sight
Wat Pho|Temple of the Reclining Buddha|Bangkok|TH|13.7465|100.4930|religious
Wat Arun|Temple of Dawn|Bangkok|TH|13.7437|100.4889|religious
Chatuchak Weekend Market|Chatuchak Market;Chatuchak|Bangkok|TH|13.7999|100.5500|market
Khao San Road|Khaosan Road|Bangkok|TH|13.7589|100.4974|neighbourhood
Jim Thompson House||Bangkok|TH|13.7492|100.5282|museum
Lumphini Park|Lumpini Park|Bangkok|TH|13.7314|100.5414|park
Chinatown Bangkok|Yaowarat|Bangkok|TH|13.7410|100.5090|neighbourhood
Marina Bay Sands||Singapore|SG|1.2834|103.8607|sight
Gardens by the Bay|Supertree Grove|Singapore|SG|1.2816|103.8636|park
Maxwell Food Centre|Maxwell Hawker Centre|Singapore|SG|1.2803|103.8448|food
Sentosa|Sentosa Island|Singapore|SG|1.2494|103.8303|beach
Chinatown Singapore||Singapore|SG|1.2830|103.8440|neighbourhood
Little India||Singapore|SG|1.3066|103.8518|neighbourhood
Singapore Botanic Gardens||Singapore|SG|1.3138|103.8159|park
Merlion Park|Merlion|Singapore|SG|1.2868|103.8545|sight
Haji Lane||Singapore|SG|1.3005|103.8590|sight
Victoria Peak|The Peak|Hong Kong|HK|22.2759|114.1455|viewpoint
Star Ferry||Hong Kong|HK|22.2938|114.1686|sight
Tian Tan Buddha|Big Buddha|Hong Kong|HK|22.2540|113.9050|religious
Temple Street Night Market||Hong Kong|HK|22.3060|114.1700|market
Man Mo Temple||Hong Kong|HK|22.2840|114.1500|religious
Tsim Sha Tsui Promenade|Avenue of Stars|Hong Kong|HK|22.2930|114.1720|sight
Ubud Monkey Forest|Sacred Monkey Forest Sanctuary;Monkey Forest|Ubud|ID|-8.5188|115.2588|nature
Tegallalang Rice Terraces|Tegallalang|Ubud|ID|-8.4344|115.2787|nature
Tanah Lot||Tabanan|ID|-8.6212|115.0868|religious
Uluwatu Temple|Pura Luhur Uluwatu|Uluwatu|ID|-8.8291|115.0849|religious
Tirta Empul|Tirta Empul Temple|Tampaksiring|ID|-8.4152|115.3153|religious
Ubud Palace|Puri Saren Agung|Ubud|ID|-8.5069|115.2625|sight
Campuhan Ridge Walk|Campuhan Ridge|Ubud|ID|-8.5030|115.2540|nature
Seminyak Beach||Seminyak|ID|-8.6913|115.1567|beach
Hoan Kiem Lake|Hoàn Kiếm Lake|Hanoi|VN|21.0288|105.8525|park
Old Quarter Hanoi|Hanoi Old Quarter|Hanoi|VN|21.0340|105.8500|neighbourhood
Temple of Literature|Văn Miếu|Hanoi|VN|21.0294|105.8355|religious
Ho Chi Minh Mausoleum||Hanoi|VN|21.0368|105.8346|sight
Train Street|Hanoi Train Street|Hanoi|VN|21.0290|105.8440|sight
Statue of Liberty||New York City|US|40.6892|-74.0445|sight
Central Park||New York City|US|40.7829|-73.9654|park
Times Square||New York City|US|40.7580|-73.9855|sight
Empire State Building||New York City|US|40.7484|-73.9857|viewpoint
Brooklyn Bridge||New York City|US|40.7061|-73.9969|sight
The Metropolitan Museum of Art|The Met;Metropolitan Museum of Art|New York City|US|40.7794|-73.9632|museum
Museum of Modern Art|MoMA|New York City|US|40.7614|-73.9776|museum
High Line|The High Line|New York City|US|40.7480|-74.0048|park
One World Observatory|One World Trade Center|New York City|US|40.7127|-74.0134|viewpoint
9/11 Memorial|National September 11 Memorial|New York City|US|40.7115|-74.0134|sight
Grand Central Terminal|Grand Central Station;Grand Central|New York City|US|40.7527|-73.9772|sight
Top of the Rock|Rockefeller Center|New York City|US|40.7587|-73.9787|viewpoint
Chelsea Market||New York City|US|40.7424|-74.0061|market
DUMBO||New York City|US|40.7033|-73.9881|neighbourhood
Katz's Delicatessen|Katz's Deli|New York City|US|40.7223|-73.9874|food
Golden Gate Bridge||San Francisco|US|37.8199|-122.4783|sight
Alcatraz Island|Alcatraz|San Francisco|US|37.8270|-122.4230|sight
Fisherman's Wharf|Pier 39|San Francisco|US|37.8080|-122.4177|sight
Lombard Street||San Francisco|US|37.8021|-122.4187|sight
Golden Gate Park||San Francisco|US|37.7694|-122.4862|park
Chinatown San Francisco||San Francisco|US|37.7941|-122.4078|neighbourhood
Painted Ladies|Alamo Square|San Francisco|US|37.7762|-122.4328|sight
Ferry Building|Ferry Building Marketplace|San Francisco|US|37.7955|-122.3937|market
Twin Peaks||San Francisco|US|37.7544|-122.4477|viewpoint
Mission Dolores Park|Dolores Park|San Francisco|US|37.7596|-122.4269|park
Millennium Park|Cloud Gate;The Bean|Chicago|US|41.8826|-87.6226|park
Art Institute of Chicago||Chicago|US|41.8796|-87.6237|museum
Willis Tower|Skydeck Chicago|Chicago|US|41.8789|-87.6359|viewpoint
Navy Pier||Chicago|US|41.8917|-87.6086|sight
Zócalo|Zocalo;Plaza de la Constitución|Mexico City|MX|19.4326|-99.1332|sight
Frida Kahlo Museum|Casa Azul;Museo Frida Kahlo|Mexico City|MX|19.3551|-99.1625|museum
Chapultepec Castle|Castillo de Chapultepec|Mexico City|MX|19.4204|-99.1819|sight
National Museum of Anthropology|Museo Nacional de Antropología|Mexico City|MX|19.4260|-99.1863|museum
Palacio de Bellas Artes|Palace of Fine Arts|Mexico City|MX|19.4352|-99.1412|sight
Teotihuacan||San Juan Teotihuacán|MX|19.6925|-98.8438|sight
Xochimilco||Mexico City|MX|19.2572|-99.1030|nature
Coyoacán|Coyoacan|Mexico City|MX|19.3500|-99.1620|neighbourhood
Christ the Redeemer|Cristo Redentor|Rio de Janeiro|BR|-22.9519|-43.2105|sight
Sugarloaf Mountain|Pão de Açúcar|Rio de Janeiro|BR|-22.9486|-43.1566|viewpoint
Copacabana Beach|Copacabana|Rio de Janeiro|BR|-22.9711|-43.1822|beach
Ipanema Beach|Ipanema|Rio de Janeiro|BR|-22.9868|-43.2050|beach
Selarón Steps|Escadaria Selarón|Rio de Janeiro|BR|-22.9153|-43.1791|sight
Table Mountain||Cape Town|ZA|-33.9628|18.4098|nature
V&A Waterfront|Victoria & Alfred Waterfront|Cape Town|ZA|-33.9036|18.4207|sight
Bo-Kaap|Bo Kaap|Cape Town|ZA|-33.9205|18.4150|neighbourhood
Kirstenbosch National Botanical Garden|Kirstenbosch|Cape Town|ZA|-33.9875|18.4327|park
Boulders Beach||Simon's Town|ZA|-34.1975|18.4512|beach
Cape of Good Hope|Cape Point|Cape Town|ZA|-34.3568|18.4740|nature
Robben Island||Cape Town|ZA|-33.8076|18.3712|sight
Jemaa el-Fnaa|Jemaa el Fna;Djemaa el-Fna|Marrakech|MA|31.6258|-7.9891|market
Jardin Majorelle|Majorelle Garden|Marrakech|MA|31.6417|-8.0033|park
Bahia Palace|Palais de la Bahia|Marrakech|MA|31.6216|-7.9826|sight
Koutoubia Mosque|Koutoubia|Marrakech|MA|31.6237|-7.9937|religious
Ben Youssef Madrasa|Medersa Ben Youssef|Marrakech|MA|31.6320|-7.9863|sight
Saadian Tombs||Marrakech|MA|31.6174|-7.9887|sight
Le Jardin Secret|Jardin Secret|Marrakech|MA|31.6310|-7.9880|park
Pyramids of Giza|Great Pyramid of Giza;Giza Pyramids|Giza|EG|29.9792|31.1342|sight
Great Sphinx of Giza|Sphinx|Giza|EG|29.9753|31.1376|sight
Egyptian Museum||Cairo|EG|30.0478|31.2336|museum
Khan el-Khalili|Khan el Khalili|Cairo|EG|30.0477|31.2623|market
Burj Khalifa||Dubai|AE|25.1972|55.2744|viewpoint
Dubai Mall|The Dubai Mall|Dubai|AE|25.1985|55.2796|shop
Dubai Marina||Dubai|AE|25.0800|55.1400|neighbourhood
Palm Jumeirah|Atlantis The Palm|Dubai|AE|25.1124|55.1390|sight
Al Fahidi Historical Neighbourhood|Al Fahidi;Bastakiya|Dubai|AE|25.2637|55.2996|neighbourhood
Dubai Frame||Dubai|AE|25.2354|55.3003|viewpoint
Gold Souk|Dubai Gold Souk|Dubai|AE|25.2869|55.2970|market
Sydney Opera House||Sydney|AU|-33.8568|151.2153|sight
Sydney Harbour Bridge|Harbour Bridge|Sydney|AU|-33.8523|151.2108|sight
Bondi Beach|Bondi|Sydney|AU|-33.8915|151.2767|beach
Bondi to Coogee Walk|Bondi to Coogee Coastal Walk|Sydney|AU|-33.9040|151.2680|nature
The Rocks||Sydney|AU|-33.8599|151.2090|neighbourhood
Royal Botanic Garden Sydney||Sydney|AU|-33.8642|151.2166|park
Taronga Zoo||Sydney|AU|-33.8436|151.2413|sight
Manly Beach|Manly|Sydney|AU|-33.7969|151.2878|beach
Darling Harbour||Sydney|AU|-33.8748|151.2005|sight
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
Stanley Park||Vancouver|CA|49.3043|-123.1443|park
Granville Island||Vancouver|CA|49.2712|-123.1340|market
Gastown||Vancouver|CA|49.2838|-123.1090|neighbourhood
Capilano Suspension Bridge||North Vancouver|CA|49.3429|-123.1149|nature
Château Frontenac|Fairmont Le Château Frontenac|Quebec|CA|46.8122|-71.2050|sight
Petit Champlain|Quartier Petit Champlain|Quebec|CA|46.8116|-71.2026|neighbourhood
Montmorency Falls|Chute Montmorency|Quebec|CA|46.8905|-71.1479|nature
Marina Bay|Marina Bay Waterfront|Singapore|SG|1.2820|103.8585|sight
Cinque Terre|Vernazza|Vernazza|IT|44.1350|9.6830|nature
Leaning Tower of Pisa|Tower of Pisa|Pisa|IT|43.7230|10.3966|sight
Pompeii|Pompeii Archaeological Park|Pompei|IT|40.7510|14.4869|sight
Amalfi Coast|Positano|Positano|IT|40.6281|14.4849|nature
`;
