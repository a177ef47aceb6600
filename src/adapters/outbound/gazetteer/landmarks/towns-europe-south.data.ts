/**
 * Curated landmarks for the offline geocoder, beyond the most visited cities: the sights of the towns, islands and
 * parks travellers go to next in Iberia, Italy, Malta, Greece and the Adriatic (Croatia, Slovenia, Montenegro). Written for this project, apart from any page the import is measured on;
 * coordinates are rounded to 4 decimals and meant to be within about 300 m. One per line, as in the other files:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const TOWNS_EUROPE_SOUTH = `
Plaza de toros de Ronda|Ronda bullring;Real Maestranza de Ronda|Ronda|ES|36.7424|-5.1670|sight
Baños árabes de Ronda|Arab Baths of Ronda;Banos arabes de Ronda|Ronda|ES|36.7390|-5.1607|sight
Casa del Rey Moro|House of the Moorish King|Ronda|ES|36.7397|-5.1632|sight
Alameda del Tajo|Alameda del Tajo Ronda|Ronda|ES|36.7441|-5.1682|park
Teatro Romano de Mérida|Roman Theatre of Mérida;Teatro Romano de Merida|Mérida|ES|38.9159|-6.3385|sight
Anfiteatro Romano de Mérida|Roman Amphitheatre of Mérida|Mérida|ES|38.9166|-6.3377|sight
Museo Nacional de Arte Romano|National Museum of Roman Art;MNAR|Mérida|ES|38.9163|-6.3407|museum
Templo de Diana de Mérida|Temple of Diana Mérida|Mérida|ES|38.9180|-6.3438|sight
Puente Romano de Mérida|Roman Bridge of Mérida|Mérida|ES|38.9141|-6.3508|sight
Acueducto de los Milagros|Aqueduct of Los Milagros;Los Milagros Aqueduct|Mérida|ES|38.9233|-6.3505|sight
Alcazaba de Mérida|Alcazaba of Mérida|Mérida|ES|38.9150|-6.3475|sight
Plaza Mayor de Cáceres|Plaza Mayor Caceres|Cáceres|ES|39.4742|-6.3715|sight
Concatedral de Santa María de Cáceres|Co-Cathedral of Santa María Cáceres;Santa María de Cáceres|Cáceres|ES|39.4740|-6.3704|religious
Torre de Bujaco|Bujaco Tower|Cáceres|ES|39.4745|-6.3713|sight
Arco de la Estrella|Arch of the Star Cáceres|Cáceres|ES|39.4743|-6.3710|sight
Sinagoga de Santa María la Blanca|Santa María la Blanca;Synagogue of Santa María la Blanca|Toledo|ES|39.8568|-4.0297|religious
Monasterio de San Juan de los Reyes|San Juan de los Reyes;Monastery of San Juan de los Reyes|Toledo|ES|39.8587|-4.0290|religious
Sinagoga del Tránsito|Synagogue of El Tránsito;Museo Sefardí;Sinagoga del Transito|Toledo|ES|39.8566|-4.0277|religious
Iglesia de Santo Tomé|Santo Tomé Church;Burial of the Count of Orgaz|Toledo|ES|39.8572|-4.0270|religious
Puente de Alcántara|Alcántara Bridge Toledo;Puente de Alcantara|Toledo|ES|39.8589|-4.0187|sight
Plaza de Zocodover|Zocodover Square|Toledo|ES|39.8586|-4.0221|sight
Mezquita del Cristo de la Luz|Mosque of Cristo de la Luz|Toledo|ES|39.8607|-4.0246|religious
Puente Romano de Salamanca|Roman Bridge of Salamanca|Salamanca|ES|40.9590|-5.6692|sight
Casa Lis|Museo Art Nouveau y Art Déco|Salamanca|ES|40.9603|-5.6677|museum
Convento de San Esteban|San Esteban Salamanca|Salamanca|ES|40.9608|-5.6615|religious
La Clerecía|Clerecía Salamanca;Scala Coeli|Salamanca|ES|40.9626|-5.6654|religious
Basílica de San Vicente de Ávila|Basilica of San Vicente Ávila|Ávila|ES|40.6580|-4.6950|religious
Catedral de Ávila|Ávila Cathedral;Avila Cathedral|Ávila|ES|40.6565|-4.6975|religious
Cuatro Postes|Los Cuatro Postes;Four Posts Ávila|Ávila|ES|40.6598|-4.7110|viewpoint
Catedral de Cuenca|Cuenca Cathedral|Cuenca|ES|40.0780|-2.1290|religious
Puente de San Pablo|San Pablo Bridge Cuenca|Cuenca|ES|40.0787|-2.1265|sight
Praza do Obradoiro|Plaza del Obradoiro;Obradoiro Square|Santiago de Compostela|ES|42.8806|-8.5450|sight
Mercado de Abastos de Santiago|Praza de Abastos;Santiago food market|Santiago de Compostela|ES|42.8800|-8.5403|market
Mosteiro de San Martiño Pinario|San Martín Pinario;Monasterio de San Martín Pinario|Santiago de Compostela|ES|42.8820|-8.5442|religious
Parque da Alameda de Santiago|Alameda de Santiago;Alameda Park Santiago|Santiago de Compostela|ES|42.8770|-8.5480|park
Monte do Gozo|Monte del Gozo|Santiago de Compostela|ES|42.8863|-8.4960|viewpoint
Torre de Hércules|Tower of Hercules;Torre de Hercules|A Coruña|ES|43.3858|-8.4065|sight
Illas Cíes|Islas Cíes;Cíes Islands;Cies Islands;Îles Cíes|Vigo|ES|42.2230|-8.9050|nature
Praia das Catedrais|Playa de las Catedrales;Cathedrals Beach;Plage des Cathédrales|Ribadeo|ES|43.5545|-7.1580|beach
Cabo Fisterra|Cabo Finisterre;Cape Finisterre;Cap Finisterre|Fisterra|ES|42.8826|-9.2716|viewpoint
Muralla de Lugo|Roman Walls of Lugo;Lugo walls|Lugo|ES|43.0108|-7.5560|sight
Lagos de Covadonga|Lakes of Covadonga;Lago Enol;Lake Enol;Lac Enol;Lacs de Covadonga|Cangas de Onís|ES|43.2710|-4.9850|nature
Basílica de Covadonga|Basilica of Covadonga|Cangas de Onís|ES|43.3093|-5.0566|religious
Santa Cueva de Covadonga|Holy Cave of Covadonga|Cangas de Onís|ES|43.3091|-5.0547|religious
Puente Romano de Cangas de Onís|Roman Bridge of Cangas de Onís|Cangas de Onís|ES|43.3507|-5.1299|sight
Colegiata de Santa Juliana|Collegiate Church of Santillana del Mar|Santillana|ES|43.3918|-4.1082|religious
Museo de Altamira|Altamira Museum;Cueva de Altamira;Altamira Cave|Santillana|ES|43.3774|-4.1218|museum
Teleférico de Fuente Dé|Fuente Dé cable car;Fuente Dé|Potes|ES|43.1440|-4.8110|viewpoint
Palacio de la Magdalena|Magdalena Palace Santander|Santander|ES|43.4690|-3.7665|sight
Centro Botín|Centro Botin|Santander|ES|43.4617|-3.8055|museum
Catedral de Oviedo|Oviedo Cathedral;Catedral de San Salvador de Oviedo|Oviedo|ES|43.3625|-5.8432|religious
Santa María del Naranco|Santa Maria del Naranco|Oviedo|ES|43.3788|-5.8670|religious
San Miguel de Lillo|San Miguel de Liño|Oviedo|ES|43.3795|-5.8683|religious
Plaza del Castillo de Pamplona|Plaza del Castillo Pamplona|Pamplona|ES|42.8178|-1.6424|sight
Calle Estafeta|Estafeta Street|Pamplona|ES|42.8182|-1.6420|sight
Catedral de Pamplona|Pamplona Cathedral|Pamplona|ES|42.8197|-1.6395|religious
Ciudadela de Pamplona|Citadel of Pamplona|Pamplona|ES|42.8123|-1.6498|park
Café Iruña|Cafe Iruña;Café Iruña Pamplona|Pamplona|ES|42.8175|-1.6436|food
Banys Àrabs de Girona|Baños Árabes de Girona;Arab Baths Girona|Girona|ES|41.9881|2.8252|sight
Cases de l'Onyar|Onyar houses;Casas del Onyar|Girona|ES|41.9840|2.8240|sight
Pont de les Peixateries Velles|Eiffel Bridge Girona;Puente de Hierro Girona|Girona|ES|41.9855|2.8237|sight
Basílica de Sant Feliu|Sant Feliu Girona|Girona|ES|41.9880|2.8238|religious
Passeig de la Muralla|Girona city walls;Murallas de Girona|Girona|ES|41.9850|2.8275|viewpoint
Cap de Creus|Cabo de Creus;Cape Creus|Cadaqués|ES|42.3192|3.3220|nature
Casa-Museu Salvador Dalí|Dalí House Portlligat|Cadaqués|ES|42.2930|3.2855|museum
Portlligat|Port Lligat|Cadaqués|ES|42.2925|3.2860|neighbourhood
Monestir de Sant Pere de Rodes|Sant Pere de Rodes|Cadaqués|ES|42.3236|3.1658|religious
Empúries|Ampurias;Ruins of Empúries|L'Escala|ES|42.1339|3.1205|sight
Catedral de Tarragona|Tarragona Cathedral|Tarragona|ES|41.1189|1.2588|religious
Balcó del Mediterrani|Balcón del Mediterráneo Tarragona|Tarragona|ES|41.1155|1.2577|viewpoint
Pont del Diable|Aqüeducte de les Ferreres;Devil's Bridge Tarragona|Tarragona|ES|41.1457|1.2434|sight
Huerto del Cura|Palmeral de Elche;Palm Grove of Elche|Elche|ES|38.2662|-0.6893|park
Basílica de Santa María de Elche|Santa María Elche|Elche|ES|38.2669|-0.6977|religious
Castell de Guadalest|Guadalest Castle|Benidorm|ES|38.6775|-0.1985|sight
Castell de Xàtiva|Castillo de Játiva;Xàtiva Castle|Xàtiva|ES|38.9847|-0.5178|sight
Alcázar de Jerez|Alcazar of Jerez|Jerez de la Frontera|ES|36.6813|-6.1393|sight
Catedral de Jerez|Jerez Cathedral|Jerez de la Frontera|ES|36.6813|-6.1405|religious
Real Escuela Andaluza del Arte Ecuestre|Royal Andalusian School of Equestrian Art|Jerez de la Frontera|ES|36.6895|-6.1330|sight
Plaza Vázquez de Molina|Plaza Vazquez de Molina|Úbeda|ES|38.0076|-3.3688|sight
Sacra Capilla del Salvador|Capilla del Salvador Úbeda|Úbeda|ES|38.0075|-3.3674|religious
Catedral de Baeza|Baeza Cathedral|Baeza|ES|37.9928|-3.4688|religious
Cuevas del Sol|Setenil rock houses;Calle Cuevas del Sol|Setenil de las Bodegas|ES|36.8630|-5.1808|sight
Baelo Claudia|Ruinas de Baelo Claudia|Tarifa|ES|36.0893|-5.7745|sight
Playa de Bolonia|Bolonia Beach;Duna de Bolonia;Bolonia Dune|Tarifa|ES|36.0870|-5.7720|beach
Castillo de Guzmán el Bueno|Tarifa Castle;Castillo de Tarifa|Tarifa|ES|36.0127|-5.6053|sight
Alcazaba de Almería|Alcazaba of Almería;Alcazaba de Almeria|Almería|ES|36.8413|-2.4700|sight
Playa de los Genoveses|Los Genoveses Beach;Los Genoveses|San José|ES|36.7460|-2.1180|beach
Playa de Mónsul|Monsul Beach;Playa de Monsul|San José|ES|36.7325|-2.1460|beach
Dolmen de Menga|Menga Dolmen;Dólmenes de Antequera|Antequera|ES|37.0236|-4.5483|sight
El Torcal de Antequera|Torcal de Antequera;El Torcal|Antequera|ES|36.9535|-4.5445|nature
Alcazaba de Antequera|Alcazaba of Antequera|Antequera|ES|37.0192|-4.5612|sight
Plaza de los Naranjos|Orange Square Marbella|Marbella|ES|36.5100|-4.8845|sight
Puerto Banús|Puerto Banus|Marbella|ES|36.4874|-4.9530|neighbourhood
Cala Macarella|Macarella|Ciutadella|ES|39.9370|3.9372|beach
Catedral de Menorca|Ciutadella Cathedral;Catedral de Ciutadella|Ciutadella|ES|40.0008|3.8393|religious
Cala Comte|Cala Conta|Sant Josep de sa Talaia|ES|38.9637|1.2198|beach
Mirador del Río|Mirador del Rio|Haría|ES|29.2142|-13.4814|viewpoint
Cueva de los Verdes|Cueva de los Verdes Lanzarote|Haría|ES|29.1606|-13.4401|nature
Playa de las Teresitas|Las Teresitas Beach;Las Teresitas;Teresitas Beach|Santa Cruz de Tenerife|ES|28.5085|-16.1860|beach
Catedral de La Laguna|La Laguna Cathedral;Catedral de San Cristóbal de La Laguna|La Laguna|ES|28.4880|-16.3155|religious
Praça do Giraldo|Giraldo Square|Évora|PT|38.5713|-7.9078|sight
Sé de Évora|Évora Cathedral;Catedral de Évora|Évora|PT|38.5723|-7.9070|religious
Cromeleque dos Almendres|Almendres Cromlech|Évora|PT|38.5575|-8.0612|sight
Sé Velha de Coimbra|Old Cathedral of Coimbra|Coimbra|PT|40.2090|-8.4272|religious
Mosteiro de Santa Cruz|Santa Cruz Monastery Coimbra|Coimbra|PT|40.2118|-8.4290|religious
Portugal dos Pequenitos||Coimbra|PT|40.2028|-8.4340|park
Conímbriga|Conimbriga;Ruínas de Conímbriga|Condeixa-a-Nova|PT|40.0995|-8.4915|sight
Castelo de Óbidos|Óbidos Castle;Obidos Castle|Óbidos|PT|39.3628|-9.1577|sight
Sítio da Nazaré|O Sítio;Sitio Nazaré|Nazaré|PT|39.6042|-9.0740|viewpoint
Costa Nova|Costa Nova striped houses;Palheiros da Costa Nova;코스타 노바;コスタ・ノヴァ;条纹屋;條紋屋;코스타노바;コスタノヴァ|Aveiro|PT|40.6130|-8.7530|neighbourhood
Museu de Aveiro|Mosteiro de Jesus Aveiro;Aveiro Museum|Aveiro|PT|40.6393|-8.6503|museum
Paço dos Duques de Bragança|Palace of the Dukes of Braganza;Paço dos Duques|Guimarães|PT|41.4456|-8.2905|sight
Largo da Oliveira|Oliveira Square Guimarães|Guimarães|PT|41.4425|-8.2937|sight
Sé de Braga|Braga Cathedral|Braga|PT|41.5499|-8.4272|religious
Santuário do Sameiro|Sameiro Sanctuary|Braga|PT|41.5420|-8.3705|religious
Ponte Romana de Tavira|Roman Bridge Tavira|Tavira|PT|37.1268|-7.6502|sight
Castelo de Tavira|Tavira Castle|Tavira|PT|37.1255|-7.6515|sight
Castelo de Silves|Silves Castle|Silves|PT|37.1915|-8.4390|sight
Sé de Faro|Faro Cathedral|Faro|PT|37.0117|-7.9352|religious
Arco da Vila de Faro|Arco da Vila Faro|Faro|PT|37.0142|-7.9348|sight
Praia da Dona Ana|Dona Ana Beach;Praia Dona Ana;Praia de Dona Ana|Lagos|PT|37.0933|-8.6693|beach
Praia da Rocha|Praia da Rocha Portimão;Rocha Beach|Portimão|PT|37.1183|-8.5365|beach
Algar Seco|Algar Seco Carvoeiro|Lagoa|PT|37.0943|-8.4608|nature
Sé do Funchal|Funchal Cathedral|Funchal|PT|32.6488|-16.9084|religious
Jardim Botânico da Madeira|Madeira Botanical Garden|Funchal|PT|32.6622|-16.8970|park
Rua de Santa Maria Funchal|Zona Velha Funchal;Painted doors Funchal|Funchal|PT|32.6478|-16.9003|neighbourhood
Piscinas Naturais do Porto Moniz|Porto Moniz natural pools|Porto Moniz|PT|32.8677|-17.1718|beach
Pico Ruivo|Pico Ruivo Madeira|Santana|PT|32.7590|-16.9428|viewpoint
Ponta de São Lourenço|Ponta de Sao Lourenco;São Lourenço Peninsula|Caniçal|PT|32.7428|-16.7045|nature
Lagoa das Furnas|Furnas Lake|Furnas|PT|37.7630|-25.3270|nature
Parque Terra Nostra|Terra Nostra Park;Terra Nostra Garden|Furnas|PT|37.7717|-25.3150|park
Lagoa do Fogo|Fire Lake;Fogo Lake;Lake of Fire Azores|Ribeira Grande|PT|37.7640|-25.4800|nature
Portas da Cidade de Ponta Delgada|City Gates Ponta Delgada|Ponta Delgada|PT|37.7395|-25.6680|sight
Chá Gorreana|Gorreana Tea Plantation;Plantação de Chá Gorreana|Ribeira Grande|PT|37.8185|-25.4060|sight
Montanha do Pico|Mount Pico;Pico Mountain|Madalena|PT|38.4685|-28.3995|nature
Peter Café Sport|Peter's Café Sport|Horta|PT|38.5320|-28.6260|food
Piazza Pio II|Piazza Pio II Pienza|Pienza|IT|43.0764|11.6789|sight
Piazza delle Sorgenti|Bagno Vignoni hot springs;Vasca di Bagno Vignoni|San Quirico d'Orcia|IT|43.0287|11.6182|nature
Piazza Grande di Montepulciano|Piazza Grande Montepulciano|Montepulciano|IT|43.0927|11.7805|sight
Fortezza di Montalcino|Montalcino Fortress|Montalcino|IT|43.0553|11.4906|sight
Abbazia di Sant'Antimo|Sant'Antimo Abbey|Montalcino|IT|43.0010|11.5150|religious
Torre Guinigi|Guinigi Tower|Lucca|IT|43.8431|10.5066|viewpoint
San Michele in Foro|Chiesa di San Michele in Foro|Lucca|IT|43.8432|10.5029|religious
Duomo di Lucca|Cattedrale di San Martino Lucca;Lucca Cathedral|Lucca|IT|43.8407|10.5060|religious
Piazza Grande di Arezzo|Piazza Grande Arezzo|Arezzo|IT|43.4680|11.8827|sight
Basilica di San Francesco di Arezzo|San Francesco Arezzo;Legend of the True Cross|Arezzo|IT|43.4636|11.8808|religious
Piazza dei Priori di Volterra|Piazza dei Priori Volterra|Volterra|IT|43.4020|10.8605|sight
Basilica di Santa Chiara|Santa Chiara Assisi|Assisi|IT|43.0694|12.6184|religious
Rocca Maggiore|Rocca Maggiore Assisi|Assisi|IT|43.0724|12.6133|sight
Basilica di Santa Maria degli Angeli||Assisi|IT|43.0580|12.5825|religious
Porziuncola|Portiuncula|Assisi|IT|43.0580|12.5825|religious
Fontana Maggiore|Fontana Maggiore Perugia|Perugia|IT|43.1121|12.3888|sight
Palazzo dei Priori di Perugia|Galleria Nazionale dell'Umbria;Palazzo dei Priori Perugia|Perugia|IT|43.1117|12.3893|museum
Rocca Paolina|Rocca Paolina Perugia|Perugia|IT|43.1088|12.3889|sight
Ponte delle Torri|Bridge of Towers Spoleto|Spoleto|IT|42.7343|12.7420|sight
Duomo di Spoleto|Spoleto Cathedral|Spoleto|IT|42.7368|12.7398|religious
Palazzo dei Consoli|Palazzo dei Consoli Gubbio|Gubbio|IT|43.3517|12.5778|sight
Pozzo di San Patrizio|St. Patrick's Well Orvieto|Orvieto|IT|42.7231|12.1178|sight
Castello Brown|Castello Brown Portofino|Portofino|IT|44.3020|9.2127|sight
Abbazia di San Fruttuoso|San Fruttuoso|Camogli|IT|44.3160|9.1750|religious
Chiesa di San Pietro di Portovenere|San Pietro Portovenere;Church of St Peter Porto Venere|Portovenere|IT|44.0495|9.8338|religious
Villa Melzi|Giardini di Villa Melzi|Bellagio|IT|45.9770|9.2567|park
Isola San Giulio|San Giulio Island|Orta San Giulio|IT|45.7960|8.4053|religious
Isola dei Pescatori|Isola Superiore;Fishermen's Island|Stresa|IT|45.8977|8.5263|sight
Isola Madre|Isola Madre Lake Maggiore|Stresa|IT|45.9100|8.5375|park
Lago di Carezza|Karersee;Lake Carezza|Nova Levante|IT|46.4093|11.5753|nature
Lago di Misurina|Lake Misurina;Misurinasee|Cortina d'Ampezzo|IT|46.5820|12.2540|nature
Prato della Valle|Prato della Valle Padova|Padua|IT|45.3983|11.8765|sight
Basilica di Sant'Antonio di Padova|Basilica del Santo;Basilica of Saint Anthony|Padua|IT|45.4014|11.8807|religious
Palazzo della Ragione di Padova|Palazzo della Ragione Padua|Padua|IT|45.4076|11.8748|sight
Orto Botanico di Padova|Botanical Garden of Padua|Padua|IT|45.3995|11.8807|park
Teatro Olimpico|Teatro Olimpico Vicenza|Vicenza|IT|45.5486|11.5502|sight
Basilica Palladiana|Basilica Palladiana Vicenza|Vicenza|IT|45.5471|11.5465|sight
Villa La Rotonda|Villa Capra La Rotonda;La Rotonda|Vicenza|IT|45.5313|11.5603|sight
Castello di Miramare|Miramare Castle|Trieste|IT|45.7025|13.7125|sight
Basilica di Aquileia|Aquileia Basilica|Aquileia|IT|45.7694|13.3698|religious
Mausoleo di Galla Placidia|Mausoleum of Galla Placidia|Ravenna|IT|44.4210|12.1966|religious
Basilica di Sant'Apollinare Nuovo|Sant'Apollinare Nuovo|Ravenna|IT|44.4166|12.2045|religious
Basilica di Sant'Apollinare in Classe|Sant'Apollinare in Classe|Ravenna|IT|44.3805|12.2331|religious
Tomba di Dante|Dante's Tomb|Ravenna|IT|44.4164|12.1993|sight
Castello Estense|Este Castle Ferrara|Ferrara|IT|44.8377|11.6197|sight
Palazzo dei Diamanti|Palazzo dei Diamanti Ferrara|Ferrara|IT|44.8427|11.6215|museum
Torre Ghirlandina|Ghirlandina|Modena|IT|44.6460|10.9253|sight
Battistero di Parma|Baptistery of Parma|Parma|IT|44.8036|10.3305|religious
Ponte di Tiberio|Tiberius Bridge Rimini|Rimini|IT|44.0633|12.5606|sight
Tempio Malatestiano|Malatesta Temple|Rimini|IT|44.0595|12.5676|religious
Palazzo Ducale di Urbino|Galleria Nazionale delle Marche;Ducal Palace Urbino|Urbino|IT|43.7238|12.6364|museum
Cattedrale di Matera|Matera Cathedral;Duomo di Matera|Matera|IT|40.6673|16.6113|religious
Belvedere Murgia Timone|Murgia Timone viewpoint|Matera|IT|40.6652|16.6168|viewpoint
Basilica di Santa Croce di Lecce|Santa Croce Lecce|Lecce|IT|40.3536|18.1730|religious
Piazza Sant'Oronzo|Sant'Oronzo Square|Lecce|IT|40.3527|18.1720|sight
Duomo di Lecce|Lecce Cathedral|Lecce|IT|40.3502|18.1685|religious
Lama Monachile|Cala Porto;Lama Monachile beach|Polignano a Mare|IT|40.9953|17.2191|beach
Trullo Sovrano|Trullo Sovrano Alberobello|Alberobello|IT|40.7856|17.2379|museum
Cattedrale di Otranto|Otranto Cathedral|Otranto|IT|40.1461|18.4910|religious
Grotta della Poesia|Cave of Poetry|Melendugno|IT|40.2880|18.4260|beach
Castello Svevo di Bari|Swabian Castle Bari|Bari|IT|41.1287|16.8688|sight
Duomo di Cefalù|Cefalù Cathedral;Cathedral of Cefalù|Cefalù|IT|38.0395|14.0236|religious
Rocca di Cefalù|La Rocca Cefalù|Cefalù|IT|38.0375|14.0265|viewpoint
Parco Archeologico della Neapolis|Neapolis Syracuse|Syracuse|IT|37.0755|15.2775|sight
Teatro Greco di Siracusa|Greek Theatre of Syracuse|Syracuse|IT|37.0755|15.2775|sight
Orecchio di Dionisio|Ear of Dionysius|Syracuse|IT|37.0760|15.2768|sight
Duomo di Siracusa|Syracuse Cathedral|Syracuse|IT|37.0597|15.2934|religious
Fonte Aretusa|Fountain of Arethusa|Syracuse|IT|37.0590|15.2925|sight
Castello Maniace|Maniace Castle|Syracuse|IT|37.0530|15.2935|sight
Cattedrale di Noto|Noto Cathedral|Noto|IT|36.8927|15.0690|religious
Duomo di San Giorgio di Ragusa|San Giorgio Ragusa Ibla|Ragusa|IT|36.9270|14.7427|religious
Duomo di San Giorgio di Modica|San Giorgio Modica|Modica|IT|36.8590|14.7608|religious
Scala dei Turchi|Turkish Steps;Escalier des Turcs|Realmonte|IT|37.2897|13.4737|nature
Tempio di Segesta|Segesta;Temple of Segesta|Calatafimi|IT|37.9413|12.8318|sight
Fontana dell'Elefante|Elephant Fountain Catania;Liotru|Catania|IT|37.5025|15.0873|sight
La Pescheria di Catania|Catania fish market;Pescheria|Catania|IT|37.5013|15.0860|market
Spiaggia della Pelosa|La Pelosa;Pelosa Beach|Stintino|IT|40.9655|8.2088|beach
Cala Goloritzé|Cala Goloritze;Goloritzé|Baunei|IT|40.1100|9.6890|beach
Su Nuraxi di Barumini|Su Nuraxi;Nuraghe di Barumini|Barumini|IT|39.7058|8.9907|sight
Grotta di Nettuno|Neptune's Grotto;Neptune's Cave;Grotte de Neptune;Neptun-Grotte|Alghero|IT|40.5617|8.1633|nature
Bastione di Saint Remy|Bastione Saint Remy;Bastion of Saint Remy|Cagliari|IT|39.2175|9.1150|viewpoint
Marina di Corricella|Corricella|Procida|IT|40.7612|14.0290|neighbourhood
Grandmaster's Palace|Palazzo del Gran Maestro;Grand Master's Palace Valletta|Valletta|MT|35.8983|14.5133|sight
Fort St. Elmo|Fort Saint Elmo;National War Museum Malta|Valletta|MT|35.9020|14.5188|sight
Lower Barrakka Gardens|Lower Barrakka|Valletta|MT|35.8955|14.5183|park
Ħal Saflieni Hypogeum|Hypogeum of Ħal Saflieni;Hal Saflieni Hypogeum|Paola|MT|35.8694|14.5069|sight
Ħaġar Qim|Hagar Qim|Qrendi|MT|35.8278|14.4420|sight
Mnajdra|Mnajdra Temples|Qrendi|MT|35.8267|14.4365|sight
Blue Grotto Malta|Wied iż-Żurrieq|Żurrieq|MT|35.8197|14.4560|nature
Rotunda of Mosta|Mosta Rotunda;Mosta Dome|Mosta|MT|35.9093|14.4257|religious
Fort St. Angelo|Fort Sant'Angelo|Vittoriosa|MT|35.8925|14.5183|sight
Ġgantija|Ggantija;Ġgantija Temples|Xagħra|MT|36.0472|14.2690|sight
Cittadella Gozo|Citadel of Victoria Gozo;Il-Kastell|Victoria|MT|36.0462|14.2393|sight
Blue Lagoon Comino|Comino Blue Lagoon|Mellieħa|MT|36.0148|14.3238|beach
Dingli Cliffs|Rdum ta' Ħad-Dingli|Dingli|MT|35.8508|14.3806|viewpoint
Popeye Village|Sweethaven Village|Mellieħa|MT|35.9605|14.3428|sight
Great Meteoron Monastery|Μεγάλο Μετέωρο;Megalo Meteoro;Great Meteoron;Μονή Μεγάλου Μετεώρου|Kalambaka|GR|39.7217|21.6260|religious
Varlaam Monastery|Μονή Βαρλαάμ;Moni Varlaam|Kalambaka|GR|39.7196|21.6268|religious
Bourtzi Nafplio|Μπούρτζι Ναυπλίου;Bourtzi Castle Nafplio|Nafplio|GR|37.5690|22.7932|sight
Syntagma Square Nafplio|Plateia Syntagmatos Nafplio|Nafplio|GR|37.5673|22.7985|sight
Mystras|Μυστράς;Mistras|Spárti|GR|37.0726|22.3670|sight
Arch of Galerius|Καμάρα Θεσσαλονίκης;Kamara Thessaloniki|Thessaloniki|GR|40.6322|22.9515|sight
Hagia Sophia Thessaloniki|Αγία Σοφία Θεσσαλονίκης;Agia Sofia Thessaloniki|Thessaloniki|GR|40.6328|22.9467|religious
Church of Saint Demetrios Thessaloniki|Ναός Αγίου Δημητρίου Θεσσαλονίκης;Agios Dimitrios Thessaloniki|Thessaloniki|GR|40.6390|22.9480|religious
Ladadika|Λαδάδικα|Thessaloniki|GR|40.6358|22.9383|neighbourhood
Heptapyrgion|Επταπύργιο;Yedi Kule Thessaloniki|Thessaloniki|GR|40.6440|22.9622|sight
Royal Tombs of Vergina|Aigai;Museum of the Royal Tombs of Aigai|Veroia|GR|40.4705|22.3190|museum
Chania Municipal Market|Δημοτική Αγορά Χανίων;Agora Chania|Chania|GR|35.5142|24.0203|market
Samaria Gorge|Φαράγγι της Σαμαριάς;Farangi Samarias|Chania|GR|35.2970|23.9620|nature
Fortezza of Rethymno|Φορτέτζα;Fortezza Rethymno|Rethymno|GR|35.3730|24.4740|sight
Rimondi Fountain|Κρήνη Ριμόντι;Rimondi Fountain Rethymno|Rethymno|GR|35.3697|24.4767|sight
Arkadi Monastery|Μονή Αρκαδίου;Moni Arkadiou|Rethymno|GR|35.3103|24.6290|religious
Phaistos|Φαιστός;Palace of Phaistos|Moíres|GR|35.0512|24.8138|sight
Matala Caves|Matala Beach;Παραλία Μάταλα|Moíres|GR|34.9942|24.7493|beach
Portara|Πορτάρα;Temple of Apollo Naxos|Naxos|GR|37.1100|25.3720|sight
Panagia Ekatontapiliani|Παναγία Εκατονταπυλιανή;Church of 100 Doors|Paros|GR|37.0855|25.1497|religious
Sarakiniko Milos|Σαρακήνικο Μήλου;Sarakiniko Beach Milos|Adamas|GR|36.7600|24.4450|beach
Delos|Δήλος;Archaeological Site of Delos|Mykonos|GR|37.3960|25.2680|sight
Temple of Aphaia|Ναός Αφαίας;Aphaia Temple|Aegina|GR|37.7544|23.5335|sight
Melissani Cave|Σπήλαιο Μελισσάνης;Melissani Lake|Sami|GR|38.2570|20.6240|nature
Myrtos Beach|Μύρτος;Paralia Myrtou;Παραλία Μύρτος|Argostolion|GR|38.3430|20.5350|beach
Ioannina Castle|Κάστρο Ιωαννίνων;Its Kale|Ioannina|GR|39.6660|20.8530|sight
Ancient Corinth|Αρχαία Κόρινθος;Archaia Korinthos|Kórinthos|GR|37.9060|22.8795|sight
Acrocorinth|Ακροκόρινθος;Akrokorinthos|Kórinthos|GR|37.8900|22.8690|sight
Corinth Canal|Διώρυγα της Κορίνθου;Isthmus of Corinth|Kórinthos|GR|37.9320|22.9820|sight
Tombs of the Kings|Τάφοι των Βασιλέων;Tafoi ton Vasileon|Paphos|CY|34.7750|32.4070|sight
Paphos Archaeological Park|Kato Paphos Archaeological Park;Paphos Mosaics|Paphos|CY|34.7580|32.4070|sight
Paphos Castle|Κάστρο της Πάφου;Paphos Harbour Castle|Paphos|CY|34.7537|32.4065|sight
Petra tou Romiou|Πέτρα του Ρωμιού;Aphrodite's Rock|Pissoúri|CY|34.6640|32.6270|beach
Baths of Aphrodite|Λουτρά της Αφροδίτης|Polis|CY|35.0580|32.3440|nature
Kourion|Κούριον;Curium|Limassol|CY|34.6640|32.8880|sight
Kolossi Castle|Κάστρο του Κολοσσίου|Limassol|CY|34.6653|32.9340|sight
Limassol Castle|Κάστρο της Λεμεσού;Medieval Castle of Limassol|Limassol|CY|34.6720|33.0420|sight
Church of Saint Lazarus Larnaca|Agios Lazaros Larnaca|Larnaca|CY|34.9118|33.6358|religious
Hala Sultan Tekke|Χαλά Σουλτάν Τεκκέ|Larnaca|CY|34.8850|33.6090|religious
Finikoudes|Φοινικούδες;Finikoudes Beach|Larnaca|CY|34.9135|33.6380|beach
Cape Greco|Κάβο Γκρέκο;Cavo Greco|Ayia Napa|CY|34.9630|34.0850|nature
Nissi Beach|Νησί;Nissi Bay|Ayia Napa|CY|34.9910|33.9710|beach
Ledra Street|Οδός Λήδρας;Lokmacı|Nicosia|CY|35.1730|33.3610|sight
Selimiye Mosque Nicosia|Selimiye Camii;Cathedral of Saint Sophia Nicosia|Nicosia|CY|35.1764|33.3645|religious
Büyük Han|Buyuk Han;Great Inn|Nicosia|CY|35.1770|33.3618|sight
Cyprus Museum|Κυπριακό Μουσείο|Nicosia|CY|35.1717|33.3555|museum
Kykkos Monastery|Μονή Κύκκου;Kykkos|Kakopetriá|CY|34.9840|32.7410|religious
Othello Castle|Othello Kalesi;Othello Tower|Famagusta|CY|35.1260|33.9420|sight
Lala Mustafa Pasha Mosque|Lala Mustafa Paşa Camii;St. Nicholas Cathedral Famagusta|Famagusta|CY|35.1250|33.9410|religious
Ancient Salamis|Salamis Ruins;Αρχαία Σαλαμίνα|Famagusta|CY|35.1850|33.9010|sight
Kyrenia Castle|Girne Kalesi;Κάστρο της Κερύνειας|Kyrenia|CY|35.3412|33.3220|sight
Bellapais Abbey|Bellapais Manastırı;Μονή Μπέλλαπαϊς|Kyrenia|CY|35.3060|33.3550|religious
St. Hilarion Castle|Saint Hilarion;Κάστρο του Αγίου Ιλαρίωνα|Kyrenia|CY|35.3120|33.2810|sight
Tvrđava Klis|Klis Fortress;Fortress of Klis|Klis|HR|43.5592|16.5240|sight
Peristil|Peristyle Split;페리스틸;페리스틸 광장;ペリスティル;列柱廊广场;列柱廊廣場;페리스틸광장|Split|HR|43.5081|16.4402|sight
Katedrala sv. Lovre|Cathedral of St. Lawrence Trogir|Trogir|HR|43.5170|16.2509|religious
Tvrđava Kamerlengo|Kamerlengo Fortress|Trogir|HR|43.5155|16.2475|sight
Tvrđava sv. Mihovila|St. Michael's Fortress Šibenik|Šibenik|HR|43.7374|15.8891|sight
Crkva sv. Donata|Church of St. Donatus;St. Donatus Zadar|Zadar|HR|44.1158|15.2245|religious
Veliki slap Plitvice|Great Waterfall Plitvice;플리트비체 큰 폭포;벨리키 슬랍;ヴェリキ・スラップ;十六湖大瀑布;플리트비체큰폭포;벨리키슬랍;ヴェリキスラップ;Big Waterfall Plitvice;Plitvice Big Waterfall|Korenica|HR|44.9036|15.6101|nature
Augustov hram|Temple of Augustus Pula|Pula|HR|44.8706|13.8418|sight
Slavoluk Sergijevaca|Arch of the Sergii|Pula|HR|44.8693|13.8464|sight
Crkva sv. Eufemije|Church of St. Euphemia Rovinj|Rovinj|HR|45.0821|13.6343|religious
Eufrazijeva bazilika|Euphrasian Basilica|Poreč|HR|45.2286|13.5931|religious
Katedrala sv. Marka Korčula|St. Mark's Cathedral Korčula|Korčula|HR|42.9612|17.1365|religious
Stonske zidine|Walls of Ston;Ston walls|Ston|HR|42.8375|17.6970|sight
Lungomare Opatija|Lungomare;Franz Joseph I Promenade|Opatija|HR|45.3370|14.3070|sight
Pjaca Hvar|St. Stephen's Square Hvar;Trg sv. Stjepana|Hvar|HR|43.1723|16.4418|sight
Rt Kamenjak|Cape Kamenjak|Medulin|HR|44.7730|13.9120|nature
Cerkev sv. Jurija Piran|St. George's Church Piran|Piran|SI|45.5290|13.5683|religious
Škocjanske jame|Škocjan Caves;Skocjan Caves|Divača|SI|45.6630|13.9900|nature
Kobilarna Lipica|Lipica Stud Farm|Sežana|SI|45.6690|13.8810|sight
Slap Savica|Savica Waterfall|Bohinjska Bistrica|SI|46.2925|13.7967|nature
Cerkev sv. Janeza Krstnika Bohinj|Church of St. John the Baptist Bohinj|Bohinjska Bistrica|SI|46.2773|13.8871|religious
Vršič|Vršič Pass;Vrsic Pass|Kranjska Gora|SI|46.4330|13.7430|viewpoint
Jezero Jasna|Lake Jasna|Kranjska Gora|SI|46.4785|13.7830|nature
Stara trta|Old Vine Maribor;Old Vine House|Maribor|SI|46.5570|15.6443|sight
Ptujski grad|Ptuj Castle|Ptuj|SI|46.4210|15.8700|sight
Njegošev mauzolej|Njegoš Mausoleum;Lovćen Mausoleum|Cetinje|ME|42.3990|18.8370|sight
Cetinjski manastir|Cetinje Monastery|Cetinje|ME|42.3880|18.9230|religious
Crno jezero Durmitor|Black Lake Durmitor;Black Lake Žabljak|Žabljak|ME|43.1450|19.0890|nature
Most na Đurđevića Tari|Đurđevića Tara Bridge;Tara Bridge|Žabljak|ME|43.1500|19.2960|sight
Manastir Ostrog|Ostrog Monastery|Nikšić|ME|42.6750|19.0290|religious
Crkva sv. Nikole Perast|St. Nicholas Church Perast|Kotor|ME|42.4866|18.6989|religious
Citadela Budva|Budva Citadel|Budva|ME|42.2775|18.8375|sight
Museo Cerralbo|Cerralbo Museum|Madrid|ES|40.4238|-3.7146|museum
Museo del Romanticismo|Museum of Romanticism|Madrid|ES|40.4258|-3.6986|museum
Museo Lázaro Galdiano|Lázaro Galdiano Museum;Museo Lazaro Galdiano|Madrid|ES|40.4374|-3.6867|museum
Monasterio de las Descalzas Reales|Descalzas Reales;Royal Monastery of the Descalzas Reales|Madrid|ES|40.4186|-3.7057|religious
Real Basílica de San Francisco el Grande|San Francisco el Grande|Madrid|ES|40.4103|-3.7144|religious
Ermita de San Antonio de la Florida|San Antonio de la Florida;Goya Pantheon|Madrid|ES|40.4254|-3.7265|religious
Real Academia de Bellas Artes de San Fernando|Royal Academy of Fine Arts of San Fernando|Madrid|ES|40.4177|-3.7001|museum
Estación de Atocha|Atocha station;Madrid Atocha;Estacion de Atocha;아토차역;アトーチャ駅;阿托查车站;阿托查車站|Madrid|ES|40.4068|-3.6907|sight
Barrio de las Letras|Literary Quarter Madrid|Madrid|ES|40.4143|-3.6985|neighbourhood
Barrio de Salamanca|Salamanca district Madrid|Madrid|ES|40.4300|-3.6800|neighbourhood
Faro de Moncloa|Moncloa Lighthouse|Madrid|ES|40.4372|-3.7202|viewpoint
Mercado de San Ildefonso|San Ildefonso market|Madrid|ES|40.4239|-3.7015|food
Museu d'Història de Barcelona|MUHBA;Barcelona History Museum|Barcelona|ES|41.3840|2.1773|museum
Plaça del Rei|Plaza del Rey|Barcelona|ES|41.3840|2.1773|sight
Basílica de Santa Maria del Pi|Santa Maria del Pi|Barcelona|ES|41.3819|2.1739|religious
Plaça del Pi|Plaza del Pino|Barcelona|ES|41.3821|2.1741|sight
Monestir de Pedralbes|Pedralbes Monastery;Monasterio de Pedralbes;페드랄베스 수도원;ペドラルベス修道院;佩德拉尔韦斯修道院;페드랄베스수도원|Barcelona|ES|41.3954|2.1125|religious
Pavelló Mies van der Rohe|Barcelona Pavilion;Mies van der Rohe Pavilion|Barcelona|ES|41.3705|2.1500|sight
Plaça d'Espanya|Plaza de España Barcelona|Barcelona|ES|41.3750|2.1491|sight
Sant Pau del Camp|Monastery of Sant Pau del Camp|Barcelona|ES|41.3761|2.1697|religious
Museu Marítim de Barcelona|Maritime Museum of Barcelona;Drassanes Reials|Barcelona|ES|41.3755|2.1756|museum
Els Quatre Gats|4 Gats;Quatre Gats|Barcelona|ES|41.3857|2.1738|food
Plaça de Sant Jaume|Plaza Sant Jaume|Barcelona|ES|41.3827|2.1771|sight
Palau de la Generalitat de Catalunya|Palau de la Generalitat|Barcelona|ES|41.3828|2.1768|sight
Rambla del Poblenou||Barcelona|ES|41.4020|2.2020|neighbourhood
Poblenou|Poble Nou|Barcelona|ES|41.4010|2.2000|neighbourhood
Platja de la Nova Icària|Nova Icària Beach;Nova Icaria beach|Barcelona|ES|41.3907|2.2036|beach
Hospital de los Venerables|Los Venerables;Centro Velázquez|Seville|ES|37.3858|-5.9903|museum
Museo de Bellas Artes de Sevilla|Seville Museum of Fine Arts|Seville|ES|37.3930|-6.0002|museum
Basílica de la Macarena|Basilica of La Macarena;Esperanza Macarena|Seville|ES|37.4027|-5.9893|religious
Iglesia Colegial del Salvador|Iglesia del Salvador Sevilla;Church of El Salvador Seville|Seville|ES|37.3896|-5.9927|religious
Hospital de la Caridad de Sevilla|Hospital de la Caridad Seville|Seville|ES|37.3853|-5.9960|religious
Real Fábrica de Tabacos|Royal Tobacco Factory;Antigua Fábrica de Tabacos|Seville|ES|37.3808|-5.9915|sight
Calle Sierpes|Sierpes street|Seville|ES|37.3922|-5.9946|shop
Palacio de la Condesa de Lebrija|Casa de la Condesa de Lebrija|Seville|ES|37.3928|-5.9931|museum
Monasterio de la Cartuja de Granada|Cartuja de Granada;Charterhouse of Granada|Granada|ES|37.1920|-3.5992|religious
Monasterio de San Jerónimo de Granada|San Jerónimo Monastery Granada|Granada|ES|37.1792|-3.6029|religious
Corral del Carbón|Corral del Carbon|Granada|ES|37.1751|-3.5980|sight
El Bañuelo|Baños árabes del Bañuelo;El Banuelo|Granada|ES|37.1784|-3.5914|sight
Carmen de los Mártires|Carmen de los Martires|Granada|ES|37.1722|-3.5867|park
Plaza Bib-Rambla|Bib-Rambla;Plaza Bib Rambla|Granada|ES|37.1755|-3.6001|sight
Sinagoga de Córdoba|Córdoba Synagogue;Cordoba Synagogue|Córdoba|ES|37.8806|-4.7830|religious
Calleja de las Flores|Calleja de las Flores Córdoba|Córdoba|ES|37.8797|-4.7786|sight
Plaza de la Corredera|La Corredera Córdoba|Córdoba|ES|37.8840|-4.7745|sight
Templo romano de Córdoba|Roman Temple of Córdoba|Córdoba|ES|37.8852|-4.7764|sight
Plaza del Potro||Córdoba|ES|37.8815|-4.7734|sight
Posada del Potro|Centro Flamenco Fosforito|Córdoba|ES|37.8815|-4.7734|sight
Baños del Alcázar Califal|Caliphal Baths Córdoba|Córdoba|ES|37.8770|-4.7814|sight
Museo Arqueológico de Córdoba|Archaeological Museum of Córdoba|Córdoba|ES|37.8811|-4.7768|museum
Palacio del Marqués de Dos Aguas|Museo Nacional de Cerámica;National Ceramics Museum Valencia|Valencia|ES|39.4739|-0.3749|museum
Torres de Quart|Quart Towers|Valencia|ES|39.4758|-0.3838|sight
IVAM|Institut Valencià d'Art Modern|Valencia|ES|39.4791|-0.3828|museum
Museu de Belles Arts de València|Museo de Bellas Artes de Valencia;Museum of Fine Arts Valencia|Valencia|ES|39.4792|-0.3721|museum
Basílica de la Virgen de los Desamparados|Basílica de la Mare de Déu dels Desemparats|Valencia|ES|39.4763|-0.3753|religious
Iglesia de San Nicolás de Valencia|San Nicolás Valencia;Sistine Chapel of Valencia|Valencia|ES|39.4764|-0.3790|religious
El Cabanyal|Cabanyal|Valencia|ES|39.4690|-0.3300|neighbourhood
Museo de Málaga|Palacio de la Aduana|Málaga|ES|36.7211|-4.4162|museum
Museo Casa Natal Picasso|Picasso Birthplace Málaga|Málaga|ES|36.7225|-4.4173|museum
Playa de Pedregalejo|Pedregalejo beach|Málaga|ES|36.7208|-4.3820|beach
Museo de Bellas Artes de Bilbao|Bilboko Arte Ederren Museoa;Bilbao Fine Arts Museum|Bilbao|ES|43.2660|-2.9383|museum
Azkuna Zentroa|Alhóndiga Bilbao|Bilbao|ES|43.2597|-2.9391|sight
Basílica de Begoña|Begoña Basilica|Bilbao|ES|43.2595|-2.9178|religious
Catedral de Santiago de Bilbao|Bilbao Cathedral|Bilbao|ES|43.2574|-2.9241|religious
Teatro Arriaga|Arriaga Theatre|Bilbao|ES|43.2592|-2.9253|sight
Puente de Vizcaya|Bizkaiko Zubia;Vizcaya Bridge;Puente Colgante de Portugalete|Portugalete|ES|43.3231|-3.0171|sight
Playa de Ondarreta|Ondarreta Beach|San Sebastián|ES|43.3163|-2.0005|beach
Museo San Telmo|San Telmo Museoa|San Sebastián|ES|43.3240|-1.9846|museum
Basílica de Santa María del Coro|Santa María del Coro|San Sebastián|ES|43.3234|-1.9863|religious
Catedral del Buen Pastor|Buen Pastor Cathedral;San Sebastián Cathedral|San Sebastián|ES|43.3169|-1.9818|religious
Palacio de Congresos Kursaal|Kursaal San Sebastián|San Sebastián|ES|43.3245|-1.9785|sight
Isla de Santa Clara|Santa Clara Island San Sebastián|San Sebastián|ES|43.3217|-2.0065|nature
Palácio Nacional da Ajuda|Ajuda National Palace;Palacio da Ajuda|Lisbon|PT|38.7074|-9.1977|sight
Panteão Nacional|National Pantheon Lisbon;Igreja de Santa Engrácia|Lisbon|PT|38.7149|-9.1249|sight
Mosteiro de São Vicente de Fora|São Vicente de Fora;Sao Vicente de Fora|Lisbon|PT|38.7148|-9.1267|religious
Museu do Fado|Fado Museum|Lisbon|PT|38.7107|-9.1285|museum
Aqueduto das Águas Livres|Águas Livres Aqueduct;Aqueduto das Aguas Livres|Lisbon|PT|38.7270|-9.1690|sight
Museu Nacional dos Coches|National Coach Museum|Lisbon|PT|38.6969|-9.1986|museum
Centro Cultural de Belém|CCB;Museu de Arte Contemporânea CCB|Lisbon|PT|38.6955|-9.2085|museum
Palácio Fronteira|Palácio dos Marqueses de Fronteira;Palacio Fronteira|Lisbon|PT|38.7405|-9.1795|sight
Miradouro de Santa Catarina|Adamastor|Lisbon|PT|38.7094|-9.1477|viewpoint
Igreja de São Roque|São Roque Church;Church of São Roque|Lisbon|PT|38.7135|-9.1434|religious
Elevador da Glória|Glória Funicular|Lisbon|PT|38.7150|-9.1436|sight
Avenida da Liberdade|Avenida da Liberdade Lisbon|Lisbon|PT|38.7195|-9.1447|shop
Parque Eduardo VII|Eduardo VII Park|Lisbon|PT|38.7290|-9.1540|park
Casa dos Bicos|Fundação José Saramago|Lisbon|PT|38.7087|-9.1331|museum
Igreja de Santo Ildefonso|Santo Ildefonso Church|Porto|PT|41.1455|-8.6066|religious
Museu Nacional Soares dos Reis|Soares dos Reis Museum|Porto|PT|41.1477|-8.6217|museum
Mosteiro da Serra do Pilar|Miradouro da Serra do Pilar;Serra do Pilar|Vila Nova de Gaia|PT|41.1378|-8.6093|viewpoint
Funicular dos Guindais|Guindais Funicular|Porto|PT|41.1420|-8.6090|sight
Parque da Cidade do Porto|City Park Porto|Porto|PT|41.1690|-8.6780|park
Praia de Matosinhos|Matosinhos beach|Matosinhos|PT|41.1765|-8.6905|beach
Villa Farnesina|Farnesina|Rome|IT|41.8935|12.4671|museum
Palazzo Altemps|Museo Nazionale Romano Palazzo Altemps|Rome|IT|41.9012|12.4732|museum
Piramide Cestia|Pyramid of Cestius;Piramide di Caio Cestio|Rome|IT|41.8764|12.4810|sight
Cimitero Acattolico|Protestant Cemetery Rome;Non-Catholic Cemetery Rome|Rome|IT|41.8762|12.4796|sight
Via Appia Antica|Appian Way;Appia Antica;아피아 가도;아피아 안티카;アッピア街道;アッピア旧街道;亚壁古道;亞壁古道;아피아가도;아피아안티카|Rome|IT|41.8560|12.5160|sight
Mausoleo di Cecilia Metella|Tomb of Caecilia Metella|Rome|IT|41.8519|12.5200|sight
Terme di Diocleziano|Baths of Diocletian|Rome|IT|41.9030|12.4978|museum
San Luigi dei Francesi|Saint Louis of the French|Rome|IT|41.8996|12.4746|religious
Santa Maria della Vittoria|Ecstasy of Saint Teresa|Rome|IT|41.9047|12.4944|religious
Chiesa del Gesù|Il Gesù;Church of the Gesù Rome|Rome|IT|41.8960|12.4799|religious
Teatro di Marcello|Theatre of Marcellus|Rome|IT|41.8918|12.4797|sight
Isola Tiberina|Tiber Island|Rome|IT|41.8905|12.4775|sight
Portico d'Ottavia|Porticus Octaviae;Portico of Octavia|Rome|IT|41.8925|12.4781|sight
Villa Doria Pamphilj|Doria Pamphili park;Villa Pamphili|Rome|IT|41.8860|12.4500|park
Scala Santa|Holy Stairs|Rome|IT|41.8870|12.5082|religious
Basilica di Santa Sabina|Santa Sabina|Rome|IT|41.8845|12.4798|religious
Palazzo della Civiltà Italiana|Square Colosseum;Colosseo Quadrato|Rome|IT|41.8366|12.4658|sight
MAXXI|Museo nazionale delle arti del XXI secolo|Rome|IT|41.9282|12.4668|museum
Parco degli Acquedotti|Aqueduct Park Rome|Rome|IT|41.8540|12.5590|park
Villa Torlonia|Villa Torlonia Rome|Rome|IT|41.9140|12.5118|park
Galleria Nazionale d'Arte Moderna|GNAM;La Galleria Nazionale|Rome|IT|41.9172|12.4818|museum
Santa Cecilia in Trastevere|Basilica di Santa Cecilia in Trastevere|Rome|IT|41.8876|12.4758|religious
Fontana dell'Acqua Paola|Il Fontanone|Rome|IT|41.8886|12.4662|sight
Antico Caffè Greco|Caffè Greco;안티코 카페 그레코;アンティコ・カフェ・グレコ;古希腊咖啡馆;古希臘咖啡館;안티코카페그레코;アンティコカフェグレコ|Rome|IT|41.9055|12.4809|food
Sant'Eustachio Il Caffè|Caffè Sant'Eustachio;산테우스타키오 카페;サンテウスタキオ・イル・カフェ;圣欧斯塔基奥咖啡;산테우스타키오카페;サンテウスタキオイルカフェ|Rome|IT|41.8982|12.4753|food
Fontana delle Tartarughe|Turtle Fountain|Rome|IT|41.8937|12.4779|sight
Loggia dei Lanzi|Loggia della Signoria;란치의 회랑;ランツィのロッジア;佣兵凉廊;傭兵涼廊;란치의회랑|Florence|IT|43.7694|11.2557|sight
Basilica di San Lorenzo|San Lorenzo Florence|Florence|IT|43.7749|11.2540|religious
Biblioteca Medicea Laurenziana|Laurentian Library|Florence|IT|43.7745|11.2536|museum
Palazzo Medici Riccardi|Medici Riccardi Palace;메디치 리카르디 궁전;メディチ・リッカルディ宮;美第奇-里卡迪宫;메디치리카르디궁전;メディチリッカルディ宮|Florence|IT|43.7751|11.2558|museum
Museo dell'Opera del Duomo di Firenze|Opera del Duomo Museum Florence|Florence|IT|43.7733|11.2578|museum
Basilica di Santo Spirito|Santo Spirito Florence|Florence|IT|43.7673|11.2480|religious
Museo degli Innocenti|Ospedale degli Innocenti|Florence|IT|43.7762|11.2612|museum
Orsanmichele|Chiesa di Orsanmichele|Florence|IT|43.7708|11.2550|religious
Giardino Bardini|Bardini Garden;바르디니 정원;バルディーニ庭園;巴尔迪尼花园;바르디니정원|Florence|IT|43.7652|11.2582|park
Forte di Belvedere|Forte Belvedere|Florence|IT|43.7640|11.2515|viewpoint
Mercato di Sant'Ambrogio|Sant'Ambrogio market|Florence|IT|43.7693|11.2669|market
Museo Galileo|Galileo Museum|Florence|IT|43.7677|11.2561|museum
Cappella Brancacci|Brancacci Chapel|Florence|IT|43.7680|11.2437|religious
Ponte Santa Trinita|Santa Trinita Bridge|Florence|IT|43.7693|11.2500|sight
Museo di San Marco|San Marco Museum Florence;Convento di San Marco;산 마르코 미술관;サン・マルコ美術館;圣马可博物馆;산마르코미술관;サンマルコ美術館|Florence|IT|43.7781|11.2589|museum
Palazzo Strozzi|Strozzi Palace|Florence|IT|43.7713|11.2520|museum
Casa Buonarroti|Michelangelo's House|Florence|IT|43.7705|11.2626|museum
Teatro Romano di Fiesole|Fiesole Roman Theatre;Area archeologica di Fiesole|Fiesole|IT|43.8081|11.2941|sight
Basilica dei Frari|Santa Maria Gloriosa dei Frari;Frari;프라리 성당;フラーリ聖堂;荣耀圣母教堂;榮耀聖母教堂;프라리성당|Venice|IT|45.4368|12.3263|religious
Scuola Grande di San Rocco|Scuola di San Rocco|Venice|IT|45.4365|12.3243|museum
Santi Giovanni e Paolo|San Zanipolo;Basilica dei Santi Giovanni e Paolo Venezia|Venice|IT|45.4393|12.3417|religious
Ca' Rezzonico|Museo del Settecento Veneziano|Venice|IT|45.4338|12.3266|museum
Punta della Dogana|Dogana da Mar|Venice|IT|45.4307|12.3357|museum
Arsenale di Venezia|Venetian Arsenal|Venice|IT|45.4348|12.3497|sight
Giardini della Biennale|Biennale Giardini|Venice|IT|45.4285|12.3595|park
Fondaco dei Tedeschi|T Fondaco dei Tedeschi|Venice|IT|45.4379|12.3366|sight
Museo Correr|Correr Museum|Venice|IT|45.4339|12.3372|museum
Ponte dell'Accademia|Accademia Bridge;아카데미아 다리;アカデミア橋;学院桥;學院橋;아카데미아다리|Venice|IT|45.4318|12.3293|sight
Campo Santa Margherita|Campo Santa Margherita Venezia|Venice|IT|45.4346|12.3235|sight
Santa Maria dei Miracoli Venezia|Chiesa dei Miracoli|Venice|IT|45.4385|12.3405|religious
Madonna dell'Orto|Chiesa della Madonna dell'Orto|Venice|IT|45.4458|12.3331|religious
Ca' Pesaro|International Gallery of Modern Art Venice|Venice|IT|45.4411|12.3302|museum
Palazzo Grassi|Grassi Palace|Venice|IT|45.4333|12.3281|museum
Museo del Novecento|Novecento Museum Milan|Milan|IT|45.4633|9.1903|museum
Palazzo Reale di Milano|Royal Palace of Milan|Milan|IT|45.4630|9.1915|museum
Museo Poldi Pezzoli|Poldi Pezzoli Museum|Milan|IT|45.4685|9.1917|museum
Villa Necchi Campiglio|Necchi Campiglio|Milan|IT|45.4689|9.2002|museum
Colonne di San Lorenzo|Columns of San Lorenzo|Milan|IT|45.4583|9.1814|sight
Basilica di San Lorenzo Maggiore|San Lorenzo Maggiore Milano|Milan|IT|45.4583|9.1814|religious
Basilica di Sant'Eustorgio|Sant'Eustorgio|Milan|IT|45.4546|9.1806|religious
Cappella Portinari|Portinari Chapel|Milan|IT|45.4546|9.1806|religious
Arco della Pace|Arch of Peace Milan|Milan|IT|45.4755|9.1726|sight
Museo Nazionale della Scienza e della Tecnologia Leonardo da Vinci|Science and Technology Museum Milan;Museo della Scienza Milano|Milan|IT|45.4628|9.1706|museum
Triennale Milano|La Triennale;Palazzo dell'Arte|Milan|IT|45.4721|9.1736|museum
Darsena di Milano|Darsena Milano|Milan|IT|45.4535|9.1775|sight
Pirelli HangarBicocca|HangarBicocca|Milan|IT|45.5206|9.2165|museum
San Bernardino alle Ossa|Bone chapel Milan|Milan|IT|45.4625|9.1937|religious
Stazione di Milano Centrale|Milano Centrale;Milan Central Station;밀라노 중앙역;ミラノ中央駅;米兰中央车站;米蘭中央車站;밀라노중앙역|Milan|IT|45.4861|9.2042|sight
Giardini Pubblici Indro Montanelli|Giardini di Porta Venezia|Milan|IT|45.4744|9.2002|park
Complesso Monumentale di Santa Chiara|Santa Chiara Naples;Chiostro di Santa Chiara|Naples|IT|40.8468|14.2526|religious
Chiesa del Gesù Nuovo|Gesù Nuovo|Naples|IT|40.8482|14.2505|religious
Teatro di San Carlo|San Carlo Theatre|Naples|IT|40.8375|14.2496|sight
Galleria Borbonica|Bourbon Tunnel|Naples|IT|40.8355|14.2460|sight
Pio Monte della Misericordia|Seven Works of Mercy Naples|Naples|IT|40.8525|14.2594|museum
Cimitero delle Fontanelle|Fontanelle Cemetery|Naples|IT|40.8592|14.2412|sight
Rione Sanità|Sanità Naples|Naples|IT|40.8580|14.2480|neighbourhood
Parco Virgiliano|Parco Virgiliano Posillipo|Naples|IT|40.7958|14.1826|viewpoint
Gran Caffè Gambrinus|Caffè Gambrinus|Naples|IT|40.8366|14.2486|food
Via Toledo|Via Roma Napoli|Naples|IT|40.8420|14.2487|shop
Museo Madre|MADRE Naples|Naples|IT|40.8539|14.2589|museum
Palazzo Madama Torino|Palazzo Madama Turin;Casaforte degli Acaja|Turin|IT|45.0711|7.6856|museum
Museo Nazionale dell'Automobile|MAUTO;Turin Car Museum|Turin|IT|45.0320|7.6731|museum
Parco del Valentino|Valentino Park|Turin|IT|45.0545|7.6860|park
Borgo Medievale di Torino|Borgo Medievale Turin|Turin|IT|45.0490|7.6835|sight
Duomo di Torino|Turin Cathedral|Turin|IT|45.0731|7.6855|religious
Cappella della Sindone|Chapel of the Holy Shroud|Turin|IT|45.0731|7.6855|religious
Palazzina di Caccia di Stupinigi|Stupinigi hunting lodge|Nichelino|IT|44.9955|7.6037|sight
Sacra di San Michele|Saint Michael's Abbey Piedmont|Sant'Ambrogio di Torino|IT|45.0978|7.3431|religious
Palazzo Carignano|Museo del Risorgimento Torino|Turin|IT|45.0704|7.6860|museum
Al Bicerin|Caffè Al Bicerin|Turin|IT|45.0768|7.6803|food
Gran Madre di Dio|Chiesa della Gran Madre|Turin|IT|45.0622|7.6990|religious
Porte Palatine|Porta Palatina|Turin|IT|45.0757|7.6850|sight
Fontana del Nettuno di Bologna|Neptune Fountain Bologna|Bologna|IT|44.4944|11.3427|sight
Basilica di San Domenico di Bologna|San Domenico Bologna|Bologna|IT|44.4897|11.3442|religious
Palazzo d'Accursio|Palazzo Comunale Bologna|Bologna|IT|44.4939|11.3421|sight
Finestrella di via Piella|Via Piella window|Bologna|IT|44.4986|11.3443|sight
Mercato delle Erbe di Bologna|Mercato delle Erbe Bologna|Bologna|IT|44.4966|11.3378|market
Pinacoteca Nazionale di Bologna|Bologna National Gallery|Bologna|IT|44.4972|11.3526|museum
Giardini Margherita|Margherita Gardens Bologna|Bologna|IT|44.4830|11.3530|park
Santa Maria della Vita|Compianto sul Cristo morto|Bologna|IT|44.4930|11.3448|religious
Basilica di San Zeno Maggiore|Basilica of San Zeno|Verona|IT|45.4425|10.9795|religious
Duomo di Verona|Verona Cathedral|Verona|IT|45.4470|10.9973|religious
Basilica di Santa Anastasia|Sant'Anastasia Verona|Verona|IT|45.4448|10.9995|religious
Piazza dei Signori di Verona|Piazza Dante Verona|Verona|IT|45.4435|10.9980|sight
Arche Scaligere|Scaliger Tombs|Verona|IT|45.4437|10.9986|sight
Giardino Giusti|Giusti Garden|Verona|IT|45.4423|11.0040|park
Teatro Romano di Verona|Roman Theatre of Verona|Verona|IT|45.4475|11.0013|sight
Ponte Scaligero|Castelvecchio Bridge|Verona|IT|45.4403|10.9878|sight
Tomba di Giulietta|Juliet's Tomb|Verona|IT|45.4335|10.9970|sight
Piazza Bra|Piazza Bra Verona|Verona|IT|45.4387|10.9935|sight
Porta Borsari|Porta Borsari Verona|Verona|IT|45.4416|10.9952|sight
Palazzo Ducale di Genova|Doge's Palace Genoa|Genoa|IT|44.4073|8.9337|museum
Cattedrale di San Lorenzo di Genova|Genoa Cathedral;Duomo di Genova|Genoa|IT|44.4078|8.9316|religious
Galata Museo del Mare|Galata Maritime Museum|Genoa|IT|44.4142|8.9236|museum
Lanterna di Genova|Genoa Lighthouse|Genoa|IT|44.4044|8.9049|sight
Piazza De Ferrari|De Ferrari square|Genoa|IT|44.4072|8.9340|sight
Palazzo Reale di Genova|Royal Palace Genoa|Genoa|IT|44.4147|8.9268|museum
Passeggiata Anita Garibaldi|Nervi promenade;Passeggiata di Nervi|Genoa|IT|44.3812|9.0380|viewpoint
Castello d'Albertis|Museo delle Culture del Mondo|Genoa|IT|44.4165|8.9243|museum
Casa di Colombo|Christopher Columbus House Genoa|Genoa|IT|44.4047|8.9353|sight
Porta Soprana|Porta di Sant'Andrea|Genoa|IT|44.4047|8.9353|sight
Mercato Orientale|Mercato Orientale Genova;MOG Genova|Genoa|IT|44.4071|8.9438|market
Fontana Pretoria|Fontana della Vergogna;Pretoria Fountain|Palermo|IT|38.1152|13.3625|sight
La Martorana|Santa Maria dell'Ammiraglio;Chiesa della Martorana|Palermo|IT|38.1148|13.3632|religious
Chiesa di San Cataldo|San Cataldo Palermo|Palermo|IT|38.1146|13.3636|religious
Mercato della Vucciria|Vucciria|Palermo|IT|38.1195|13.3645|market
Mercato del Capo|Capo market Palermo|Palermo|IT|38.1198|13.3565|market
Catacombe dei Cappuccini|Capuchin Catacombs Palermo|Palermo|IT|38.1118|13.3406|sight
Teatro Politeama Garibaldi|Politeama|Palermo|IT|38.1244|13.3570|sight
Palazzo Abatellis|Galleria Regionale della Sicilia|Palermo|IT|38.1169|13.3707|museum
Orto Botanico di Palermo|Palermo Botanical Garden|Palermo|IT|38.1117|13.3723|park
Spiaggia di Mondello|Mondello beach|Palermo|IT|38.2050|13.3270|beach
Castello della Zisa|La Zisa|Palermo|IT|38.1163|13.3460|sight
San Giovanni degli Eremiti|Saint John of the Hermits|Palermo|IT|38.1090|13.3542|religious
Museo Archeologico Antonio Salinas|Salinas Museum Palermo|Palermo|IT|38.1190|13.3606|museum
Benaki Museum|Μουσείο Μπενάκη;Mouseio Benaki|Athens|GR|37.9757|23.7403|museum
Museum of Cycladic Art|Μουσείο Κυκλαδικής Τέχνης|Athens|GR|37.9759|23.7443|museum
Kerameikos|Κεραμεικός;Ancient Kerameikos|Athens|GR|37.9781|23.7186|sight
Psyri|Ψυρρή;Psirri|Athens|GR|37.9785|23.7245|neighbourhood
Varvakios Agora|Βαρβάκειος Αγορά;Athens Central Market|Athens|GR|37.9807|23.7264|market
Kolonaki|Κολωνάκι|Athens|GR|37.9780|23.7415|neighbourhood
Stavros Niarchos Foundation Cultural Center|SNFCC;Κέντρο Πολιτισμού Ίδρυμα Σταύρος Νιάρχος|Athens|GR|37.9400|23.6917|sight
Zappeion|Ζάππειο|Athens|GR|37.9711|23.7366|sight
Metropolitan Cathedral of Athens|Μητρόπολη Αθηνών;Mitropoli Athens|Athens|GR|37.9753|23.7299|religious
Pnyx|Πνύκα|Athens|GR|37.9717|23.7193|sight
Technopolis Gazi|Τεχνόπολη;Technopolis City of Athens|Athens|GR|37.9786|23.7133|sight
Lake Vouliagmeni|Λίμνη Βουλιαγμένης;Vouliagmeni Lake|Vouliagméni|GR|37.8076|23.7856|nature
Ermou Street|Οδός Ερμού|Athens|GR|37.9765|23.7280|shop
Exarchia|Εξάρχεια|Athens|GR|37.9862|23.7343|neighbourhood
Basílica de Santa María de la Asunción de Arcos|Santa María de Arcos|Arcos de la Frontera|ES|36.7505|-5.8083|religious
Castillo de San Sebastián de Cádiz|San Sebastián Castle Cádiz|Cádiz|ES|36.5282|-6.3160|sight
Plaza Mayor de Trujillo|Trujillo main square|Trujillo|ES|39.4600|-5.8822|sight
Real Monasterio de Santa María de Guadalupe|Monasterio de Guadalupe;Guadalupe Monastery|Guadalupe|ES|39.4525|-5.3275|religious
Cartuja de Miraflores|Miraflores Charterhouse|Burgos|ES|42.3381|-3.6567|religious
Arco de Santa María de Burgos|Arco de Santa María|Burgos|ES|42.3402|-3.7045|sight
Museo de la Evolución Humana|Museum of Human Evolution|Burgos|ES|42.3397|-3.6975|museum
Basílica de San Isidoro de León|San Isidoro León;Real Colegiata de San Isidoro|León|ES|42.6010|-5.5710|religious
Casa Botines|Casa de los Botines;Gaudí León|León|ES|42.5982|-5.5702|sight
Hostal de San Marcos|Parador de León;Convento de San Marcos|León|ES|42.6030|-5.5815|sight
Barrio Húmedo|Barrio Humedo|León|ES|42.5965|-5.5680|neighbourhood
Iglesia de la Vera Cruz de Segovia|Vera Cruz Segovia|Segovia|ES|40.9572|-4.1334|religious
Casa de los Picos|Casa de los Picos Segovia|Segovia|ES|40.9491|-4.1205|sight
Palacio Real de La Granja de San Ildefonso|La Granja Palace;Palacio de La Granja|San Ildefonso|ES|40.8990|-4.0040|sight
Museo Nacional de Escultura|National Sculpture Museum;Colegio de San Gregorio|Valladolid|ES|41.6573|-4.7225|museum
Catedral de Zamora|Zamora Cathedral|Zamora|ES|41.4985|-5.7545|religious
Castillo de Peñafiel|Peñafiel Castle;Museo Provincial del Vino|Peñafiel|ES|41.5985|-4.1160|sight
Corral de Comedias de Almagro|Almagro Comedy Theatre|Almagro|ES|38.8880|-3.7100|sight
Aljafería|Palacio de la Aljafería;Aljaferia Palace|Zaragoza|ES|41.6565|-0.8970|sight
Catedral del Salvador de Zaragoza|La Seo;La Seo de Zaragoza|Zaragoza|ES|41.6545|-0.8760|religious
Puente de Piedra de Zaragoza|Stone Bridge Zaragoza|Zaragoza|ES|41.6575|-0.8780|sight
Plaza del Torico|Plaza del Torico Teruel|Teruel|ES|40.3441|-1.1065|sight
Mausoleo de los Amantes de Teruel|Lovers of Teruel;Amantes de Teruel|Teruel|ES|40.3432|-1.1060|sight
Torre de San Martín de Teruel|San Martín Tower Teruel|Teruel|ES|40.3452|-1.1094|sight
Palacio Real de Olite|Royal Palace of Olite;Castillo de Olite|Olite|ES|42.4820|-1.6500|sight
Castillo de Javier|Javier Castle|Javier|ES|42.5890|-1.2160|sight
Casa de Juntas de Gernika||Gernika-Lumo|ES|43.3140|-2.6795|sight
Árbol de Gernika|Gernikako Arbola;Tree of Gernika|Gernika-Lumo|ES|43.3140|-2.6795|sight
Barrio de la Marina de Hondarribia|La Marina Hondarribia|Hondarribia|ES|43.3660|-1.7935|neighbourhood
Castillo de Carlos V de Hondarribia|Parador de Hondarribia|Hondarribia|ES|43.3625|-1.7920|sight
Playa de Itzurun|Flysch de Zumaia;Zumaia flysch|Zumaia|ES|43.3000|-2.2610|beach
Ermita de San Telmo de Zumaia|San Telmo Zumaia|Zumaia|ES|43.3010|-2.2590|religious
El Capricho de Gaudí|Gaudí's Capricho;Villa Quijano|Comillas|ES|43.3858|-4.2935|sight
Playa del Sardinero|El Sardinero|Santander|ES|43.4770|-3.7900|beach
Cimavilla|Cimadevilla|Gijón|ES|43.5450|-5.6620|neighbourhood
Playa de San Lorenzo de Gijón|San Lorenzo beach Gijón|Gijón|ES|43.5410|-5.6560|beach
Castillo de San Antón|Museo Arqueológico de A Coruña|A Coruña|ES|43.3650|-8.3890|sight
Santuario da Virxe Peregrina|Capilla de la Peregrina;Virgen Peregrina|Pontevedra|ES|42.4315|-8.6460|religious
Hórreos de Combarro|Combarro hórreos|Combarro|ES|42.4310|-8.7060|sight
Pont Vell de Besalú|Besalú bridge;Puente de Besalú|Besalú|ES|42.1985|2.7015|sight
Monestir de Poblet|Poblet Monastery;Monasterio de Poblet|Vimbodí|ES|41.3807|1.0823|religious
Iglesia de Nuestra Señora del Consuelo de Altea|Blue-domed church Altea;Església de la Mare de Déu del Consol|Altea|ES|38.5995|-0.0510|religious
Penyal d'Ifac|Peñón de Ifach;Rock of Ifach;Peñón de Ifach Calpe|Calp|ES|38.6350|0.0750|nature
Castillo de Morella|Morella Castle|Morella|ES|40.6195|-0.1000|sight
Playa del Postiguet|Postiguet beach|Alicante|ES|38.3465|-0.4760|beach
Cala Granadella|Granadella beach|Javea|ES|38.7320|0.1980|beach
Far de Cap de Creus|Cap de Creus lighthouse|Cadaqués|ES|42.3190|3.3160|viewpoint
Roque de los Muchachos|Observatorio del Roque de los Muchachos|Garafía|ES|28.7540|-17.8850|viewpoint
Dunas de Corralejo|Parque Natural de Corralejo;Corralejo dunes;Parque Natural de las Dunas de Corralejo|Corralejo|ES|28.6900|-13.8450|nature
Castelo de Monsaraz||Reguengos de Monsaraz|PT|38.4420|-7.3800|sight
Castelo de Marvão|Marvão Castle|Marvão|PT|39.3950|-7.3770|sight
Museu do Douro|Douro Museum|Peso da Régua|PT|41.1605|-7.7870|museum
Ponte Romana de Ponte de Lima|Ponte de Lima bridge;Ponte Medieval de Ponte de Lima|Ponte de Lima|PT|41.7680|-8.5845|sight
Santuário de Santa Luzia|Templo de Santa Luzia;Monte de Santa Luzia|Viana do Castelo|PT|41.7025|-8.8345|religious
Torre da Serra da Estrela|Torre Serra da Estrela;Serra da Estrela summit|Covilhã|PT|40.3218|-7.6130|viewpoint
Praia do Guincho|Guincho beach|Cascais|PT|38.7300|-9.4725|beach
Mercado Municipal de Loulé|Loulé market|Loulé|PT|37.1380|-8.0225|market
Fóia|Serra de Monchique Fóia|Monchique|PT|37.3150|-8.5945|viewpoint
Palácio Nacional de Mafra|Mafra Palace;Convento de Mafra|Mafra|PT|38.9369|-9.3260|sight
Castello Falletti di Barolo|WiMu Museo del Vino;WiMu Barolo|Barolo|IT|44.6110|7.9430|museum
Belvedere di La Morra|La Morra viewpoint|La Morra|IT|44.6385|7.9335|viewpoint
Torre di Barbaresco|Barbaresco tower|Barbaresco|IT|44.7255|8.0805|viewpoint
Villa Durazzo|Villa Durazzo Santa Margherita|Santa Margherita Ligure|IT|44.3345|9.2125|park
Isola Comacina|Comacina Island|Lenno|IT|45.9647|9.1756|nature
Torre Apponale|Apponale Tower|Riva del Garda|IT|45.8855|10.8415|viewpoint
Cappella Colleoni|Colleoni Chapel|Bergamo|IT|45.7035|9.6625|religious
Accademia Carrara|Carrara Academy Bergamo|Bergamo|IT|45.7060|9.6760|museum
Palazzo Te|Palazzo del Te|Mantova|IT|45.1480|10.7880|museum
Torrazzo di Cremona|Torrazzo Cremona|Cremona|IT|45.1335|10.0245|viewpoint
Museo del Violino|Violin Museum Cremona|Cremona|IT|45.1370|10.0220|museum
Ponte degli Alpini|Ponte Vecchio Bassano;Ponte di Bassano|Bassano del Grappa|IT|45.7665|11.7325|sight
Castello del Buonconsiglio|Buonconsiglio Castle|Trento|IT|46.0720|11.1280|museum
MUSE Trento|Museo delle Scienze Trento|Trento|IT|46.0625|11.1135|museum
Museo Archeologico dell'Alto Adige|Ötzi Museum;South Tyrol Museum of Archaeology;Südtiroler Archäologiemuseum|Bolzano|IT|46.5000|11.3485|museum
Piazza Walther|Waltherplatz|Bolzano|IT|46.4980|11.3545|sight
Palazzo della Pilotta|Complesso Monumentale della Pilotta|Parma|IT|44.8040|10.3270|museum
Teatro Farnese|Teatro Farnese Parma|Parma|IT|44.8040|10.3270|sight
Santa Maria della Scala|Santa Maria della Scala Siena|Siena|IT|43.3175|11.3290|museum
Collegiata di San Gimignano|Duomo di San Gimignano|San Gimignano|IT|43.4677|11.0435|religious
Piazza dei Cavalieri|Knights' Square Pisa|Pisa|IT|43.7195|10.4005|sight
Mura di Monteriggioni|Monteriggioni walls|Monteriggioni|IT|43.3900|11.2230|sight
Abbazia di San Galgano|San Galgano Abbey|Chiusdino|IT|43.1520|11.1530|religious
Eremo di Montesiepi|Rotonda di Montesiepi|Chiusdino|IT|43.1525|11.1510|religious
Cascate del Mulino|Saturnia hot springs;Terme di Saturnia Cascate;Saturnia Falls|Manciano|IT|42.6480|11.5125|nature
Cascata delle Marmore|Marmore Falls|Terni|IT|42.5525|12.7170|nature
Basilica della Santa Casa|Santuario della Santa Casa di Loreto;Holy House of Loreto|Loreto|IT|43.4405|13.6100|religious
Grotte di Frasassi|Frasassi Caves|Genga|IT|43.4010|12.9620|nature
Cattedrale di San Ciriaco|Duomo di Ancona|Ancona|IT|43.6255|13.5100|religious
Rocca Calascio|Rocca di Calascio|Calascio|IT|42.3285|13.6880|sight
Basilica di Santa Maria di Collemaggio|Collemaggio|L'Aquila|IT|42.3445|13.4060|religious
Cattedrale di Ostuni|Ostuni Cathedral|Ostuni|IT|40.7325|17.5770|religious
Cattedrale di Trani|Trani Cathedral;Cattedrale di San Nicola Pellegrino|Trani|IT|41.2835|16.4185|religious
Santuario di Santa Maria dell'Isola|Santa Maria dell'Isola Tropea|Tropea|IT|38.6790|15.8950|religious
Castello Ruffo di Scilla|Scilla Castle|Scilla|IT|38.2540|15.7160|sight
Museo Archeologico Nazionale di Reggio Calabria|Riace Bronzes;Bronzi di Riace|Reggio Calabria|IT|38.1140|15.6490|museum
Crateri Silvestri|Silvestri Craters Etna;Silvestri Craters|Nicolosi|IT|37.7000|14.9980|nature
Castello di Venere|Venus Castle Erice|Erice|IT|38.0355|12.5895|sight
Villa Romana del Casale|Roman Villa of Casale|Piazza Armerina|IT|37.3655|14.3345|sight
Cala Luna|Cala Luna beach|Dorgali|IT|40.2295|9.6255|beach
Venetian Castle of Parga|Κάστρο Πάργας;Parga Castle|Párga|GR|39.2860|20.3990|sight
Asklepieion of Kos|Ασκληπιείο Κω;Asklepion Kos|Kos|GR|36.8755|27.2570|sight
Cave of the Apocalypse|Σπήλαιο της Αποκάλυψης|Pátmos|GR|37.3150|26.5460|religious
Monastery of Saint John the Theologian|Μονή Αγίου Ιωάννη του Θεολόγου;Monastery of St John Patmos|Pátmos|GR|37.3090|26.5480|religious
Porto Katsiki|Πόρτο Κατσίκι|Lefkáda|GR|38.6010|20.5400|beach
Niokastro|Νιόκαστρο;Pylos Castle|Pýlos|GR|36.9130|21.6960|sight
Methoni Castle|Κάστρο Μεθώνης|Methóni|GR|36.8155|21.7060|sight
St. Paul's Cathedral Mdina|Metropolitan Cathedral of Saint Paul;Mdina Cathedral|Rabat|MT|35.8860|14.4035|religious
Marsaxlokk Fish Market|Marsaxlokk Sunday market|Marsaxlokk|MT|35.8415|14.5445|market
Ta' Pinu Basilica|Basilica of Ta' Pinu|Għarb|MT|36.0615|14.2160|religious
Trsat Castle|Trsatska gradina;Gradina Trsat|Rijeka|HR|45.3320|14.4560|sight
Stari grad Varaždin|Varaždin Castle|Varaždin|HR|46.3105|16.3345|sight
Tvrđava Mirabela|Mirabella fortress|Omiš|HR|43.4440|16.6900|viewpoint
Kobariški muzej|Kobarid Museum;Kobarid WWI Museum|Kobarid|SI|46.2470|13.5795|museum
Loški grad|Škofja Loka Castle|Škofja Loka|SI|46.1660|14.3040|sight
Kanli kula|Kanli Tower|Herceg Novi|ME|42.4535|18.5340|sight
Stari grad Ulcinj|Ulcinj Old Town|Ulcinj|ME|41.9230|19.2040|sight
Dom Brixen|Brixner Dom;Duomo di Bressanone|Bressanone|IT|46.7159|11.6565|religious
Kloster Neustift|Abbazia di Novacella;Novacella Abbey|Bressanone|IT|46.7410|11.6548|religious
Kurhaus Meran|Kurhaus Merano|Merano|IT|46.6709|11.1598|sight
Schloss Tirol|Castel Tirolo;Tyrol Castle|Tirolo|IT|46.6933|11.1526|museum
Schloss Runkelstein|Castel Roncolo;Runkelstein Castle|Bolzano|IT|46.5137|11.3537|sight
Dom Bozen|Duomo di Bolzano;Bolzano Cathedral|Bolzano|IT|46.4977|11.3540|religious
Obstmarkt Bozen|Piazza delle Erbe Bolzano|Bolzano|IT|46.4999|11.3519|market
Lauben Bozen|Via dei Portici Bolzano;Laubengasse Bozen|Bolzano|IT|46.4995|11.3545|neighbourhood
Messner Mountain Museum Firmian|MMM Firmian;Schloss Sigmundskron;Castel Firmiano|Bolzano|IT|46.4810|11.2980|museum
Bozner Christkindlmarkt|Mercatino di Natale Bolzano|Bolzano|IT|46.4980|11.3540|market
Gardaland||Castelnuovo del Garda|IT|45.4550|10.7140|sight
Cascata del Varone|Varone-Wasserfall;Varone Waterfall|Riva del Garda|IT|45.9062|10.8187|nature
Limski kanal|Limski zaljev;Lim Fjord;Limfjord Istrien|Rovinj|HR|45.1320|13.6900|nature
Santuari de Lluc|Monasterio de Lluc;Kloster Lluc|Pollença|ES|39.8220|2.8850|religious
Sinagoga de Tomar|Tomar Synagogue;Museu Luso-Hebraico Abraão Zacuto|Tomar|PT|39.6037|-8.4118|religious
Igreja de Santa Maria de Óbidos|Igreja de Santa Maria Óbidos|Óbidos|PT|39.3614|-9.1572|religious
Porta da Vila de Óbidos|Porta da Vila Óbidos|Óbidos|PT|39.3597|-9.1567|sight
Fortaleza de Peniche|Peniche Fortress;Museu Nacional Resistência e Liberdade|Peniche|PT|39.3535|-9.3820|museum
Cabo Carvoeiro|Cabo Carvoeiro Peniche;Nau dos Corvos;Cape Carvoeiro;Farol do Cabo Carvoeiro|Peniche|PT|39.3600|-9.4080|viewpoint
Praia dos Supertubos|Supertubos|Peniche|PT|39.3440|-9.3640|beach
Ilha da Berlenga|Berlenga Grande;Berlengas;Berlengas Islands|Peniche|PT|39.4140|-9.5080|nature
Praia de Ribeira d'Ilhas|Ribeira d'Ilhas|Ericeira|PT|38.9880|-9.4190|beach
Serra da Arrábida|Parque Natural da Arrábida;Arrábida;Arrábida Natural Park|Setúbal|PT|38.4814|-8.9892|nature
Portinho da Arrábida|Praia do Portinho da Arrábida|Setúbal|PT|38.4795|-8.9785|beach
Mercado do Livramento|Mercado do Livramento Setúbal|Setúbal|PT|38.5235|-8.8890|market
Castelo de Sesimbra|Sesimbra Castle|Sesimbra|PT|38.4470|-9.1050|sight
Cabo Espichel|Cape Espichel;Santuário de Nossa Senhora do Cabo Espichel|Sesimbra|PT|38.4170|-9.2160|viewpoint
Praia da Bordeira|Bordeira Beach|Aljezur|PT|37.1960|-8.9020|beach
Praia do Amado|Amado Beach|Aljezur|PT|37.1670|-8.9020|beach
Praia da Arrifana|Arrifana beach|Aljezur|PT|37.2930|-8.8670|beach
Praia de Odeceixe|Odeceixe Beach|Aljezur|PT|37.4400|-8.7980|beach
Praia de Porto de Mós|Porto de Mós beach Lagos|Lagos|PT|37.0850|-8.6870|beach
Meia Praia|Meia Praia Lagos|Lagos|PT|37.1100|-8.6600|beach
Forte da Ponta da Bandeira|Fort Ponta da Bandeira|Lagos|PT|37.0990|-8.6700|sight
Igreja de Santo António de Lagos|Igreja de Santo António Lagos|Lagos|PT|37.1010|-8.6740|religious
Praia do Beliche|Beliche Beach|Sagres|PT|37.0270|-8.9650|beach
Praia do Carvoeiro|Carvoeiro Beach|Lagoa|PT|37.0960|-8.4720|beach
Percurso dos Sete Vales Suspensos|Seven Hanging Valleys Trail;Sete Vales Suspensos;Trilho dos Sete Vales Suspensos|Lagoa|PT|37.0900|-8.4450|nature
Ilha de Tavira|Tavira Island|Tavira|PT|37.1150|-7.6350|beach
Praia do Barril|Cemitério das Âncoras;Anchor Cemetery|Tavira|PT|37.0870|-7.6640|beach
Mercados de Olhão|Mercado Municipal de Olhão;Olhão markets|Olhão|PT|37.0260|-7.8410|market
Sé de Silves|Silves Cathedral|Silves|PT|37.1910|-8.4390|religious
Castelo de Mértola|Mértola Castle|Mértola|PT|37.6410|-7.6620|sight
Igreja Matriz de Mértola|Mesquita de Mértola;Mértola Mosque Church|Mértola|PT|37.6400|-7.6610|religious
Castelo de Estremoz|Estremoz Castle;Torre das Três Coroas|Estremoz|PT|38.8430|-7.5900|sight
Paço Ducal de Vila Viçosa|Ducal Palace of Vila Viçosa|Vila Viçosa|PT|38.7760|-7.4180|sight
Sé Nova de Coimbra|New Cathedral of Coimbra|Coimbra|PT|40.2090|-8.4260|religious
Jardim Botânico da Universidade de Coimbra|Coimbra Botanical Garden|Coimbra|PT|40.2060|-8.4220|park
Mosteiro de Santa Clara-a-Velha|Santa Clara-a-Velha|Coimbra|PT|40.2030|-8.4330|sight
Quinta das Lágrimas|Jardim da Quinta das Lágrimas|Coimbra|PT|40.1990|-8.4330|park
Arco de Almedina|Torre de Almedina|Coimbra|PT|40.2095|-8.4295|sight
Museu Nacional de Machado de Castro|Machado de Castro Museum|Coimbra|PT|40.2090|-8.4270|museum
Praia da Barra de Aveiro|Praia da Barra Aveiro|Aveiro|PT|40.6420|-8.7460|beach
Farol de Aveiro|Farol da Barra;Aveiro Lighthouse|Aveiro|PT|40.6428|-8.7475|sight
Jardim de Santa Bárbara|Santa Barbara Garden Braga|Braga|PT|41.5510|-8.4260|park
Arco da Porta Nova|Porta Nova Braga|Braga|PT|41.5505|-8.4290|sight
Santuário da Penha|Penha Guimarães|Guimarães|PT|41.4290|-8.2680|religious
Navio Gil Eannes|Gil Eannes ship|Viana do Castelo|PT|41.6900|-8.8300|museum
Sé de Viseu|Viseu Cathedral|Viseu|PT|40.6600|-7.9120|religious
Museu Grão Vasco|Grão Vasco Museum|Viseu|PT|40.6603|-7.9125|museum
Santuário de Nossa Senhora dos Remédios|Nossa Senhora dos Remédios Lamego|Lamego|PT|41.0920|-7.8150|religious
Ponte de São Gonçalo|São Gonçalo Bridge Amarante|Amarante|PT|41.2700|-8.0780|sight
Igreja de São Gonçalo de Amarante|Mosteiro de São Gonçalo|Amarante|PT|41.2697|-8.0785|religious
Castelo de Bragança|Bragança Castle|Bragança|PT|41.8040|-6.7520|sight
Aldeia Histórica de Piódão|Piódão village|Arganil|PT|40.2290|-7.8240|neighbourhood
Palácio de Seteais|Seteais Palace|Sintra|PT|38.7965|-9.3970|sight
Casa das Histórias Paula Rego|Paula Rego museum|Cascais|PT|38.6950|-9.4230|museum
Cidadela de Cascais|Cascais Citadel|Cascais|PT|38.6930|-9.4210|sight
Praia da Rainha|Praia da Rainha Cascais|Cascais|PT|38.6970|-9.4200|beach
Casino Estoril|Estoril Casino|Estoril|PT|38.7050|-9.3970|sight
Teleférico do Funchal|Funchal Cable Car|Funchal|PT|32.6480|-16.9030|sight
Eira do Serrado|Miradouro da Eira do Serrado;Curral das Freiras viewpoint|Funchal|PT|32.7110|-16.9650|viewpoint
Levada das 25 Fontes|25 Fontes|Porto Moniz|PT|32.7550|-17.1330|nature
Casas Típicas de Santana|Santana traditional houses|Santana|PT|32.8050|-16.8820|sight
Monte Brasil|Monte Brasil Angra|Angra do Heroísmo|PT|38.6490|-27.2280|nature
Algar do Carvão|Algar do Carvão Terceira|Angra do Heroísmo|PT|38.7270|-27.2150|nature
Poça da Dona Beija|Poça Dona Beija|Furnas|PT|37.7716|-25.3155|nature
Caldeira Velha|Caldeira Velha hot springs|Ribeira Grande|PT|37.7830|-25.4990|nature
Vulcão dos Capelinhos|Capelinhos;Capelinhos Volcano|Horta|PT|38.5950|-28.8260|nature
Miradouro das Portas do Sol|Portas do Sol Lisboa|Lisbon|PT|38.7123|-9.1303|viewpoint
Igreja de Santo António de Lisboa|Santo António Church Lisbon|Lisbon|PT|38.7101|-9.1336|religious
Jardim da Estrela|Jardim Guerra Junqueiro|Lisbon|PT|38.7140|-9.1600|park
Museu do Oriente|Orient Museum|Lisbon|PT|38.7040|-9.1730|museum
Jardim Botânico de Lisboa|Lisbon Botanical Garden|Lisbon|PT|38.7180|-9.1500|park
Estufa Fria|Estufa Fria Lisboa|Lisbon|PT|38.7290|-9.1550|park
Mercado de Campo de Ourique|Campo de Ourique market|Lisbon|PT|38.7170|-9.1670|market
Cervejaria Ramiro||Lisbon|PT|38.7210|-9.1360|food
Casa do Alentejo|Casa do Alentejo Lisboa|Lisbon|PT|38.7150|-9.1400|sight
Café A Brasileira|A Brasileira Chiado|Lisbon|PT|38.7108|-9.1420|food
Praça Luís de Camões|Largo de Camões|Lisbon|PT|38.7107|-9.1435|sight
Livraria Bertrand|Bertrand Chiado|Lisbon|PT|38.7108|-9.1417|shop
Igreja de São Domingos de Lisboa|São Domingos Church Lisbon|Lisbon|PT|38.7145|-9.1385|religious
Gare do Oriente|Oriente Station|Lisbon|PT|38.7680|-9.0990|sight
Museu de Marinha|Navy Museum Lisbon|Lisbon|PT|38.6970|-9.2080|museum
Palácio de Belém|Belém Palace|Lisbon|PT|38.6975|-9.2000|sight
Jardim Botânico Tropical|Tropical Botanical Garden Belém|Lisbon|PT|38.6970|-9.2030|park
Igreja dos Congregados|Congregados Church|Porto|PT|41.1455|-8.6110|religious
Jardim das Virtudes|Virtudes Garden|Porto|PT|41.1440|-8.6190|park
Igreja de São Lourenço dos Grilos|Igreja dos Grilos|Porto|PT|41.1420|-8.6110|religious
Rua Miguel Bombarda|Miguel Bombarda arts district|Porto|PT|41.1510|-8.6200|neighbourhood
Mercado Ferreira Borges|Ferreira Borges Market|Porto|PT|41.1420|-8.6150|sight
Centro Português de Fotografia|Cadeia da Relação|Porto|PT|41.1440|-8.6160|museum
Jardim da Cordoaria|Jardim João Chagas|Porto|PT|41.1465|-8.6160|park
Ponte da Arrábida|Arrábida Bridge|Porto|PT|41.1480|-8.6400|sight
Castelo do Queijo|Forte de São Francisco Xavier|Porto|PT|41.1670|-8.6900|sight
Jardim do Passeio Alegre|Passeio Alegre|Porto|PT|41.1490|-8.6720|park
Estádio do Dragão|Dragão Stadium|Porto|PT|41.1620|-8.5840|sight
World of Wine|WOW Porto|Vila Nova de Gaia|PT|41.1350|-8.6130|museum
Capela do Senhor da Pedra|Senhor da Pedra Miramar|Vila Nova de Gaia|PT|41.0590|-8.6570|religious
Via dell'Amore|Via dell'Amore Cinque Terre;Lovers' Lane Cinque Terre|Riomaggiore|IT|44.1020|9.7280|sight
Spiaggia di Fegina|Fegina Beach|Monterosso al Mare|IT|44.1460|9.6450|beach
Statua del Gigante|Il Gigante Monterosso|Monterosso al Mare|IT|44.1470|9.6420|sight
Castello Doria di Vernazza|Torre Doria Vernazza|Vernazza|IT|44.1350|9.6830|viewpoint
Punta Bonfiglio|Manarola viewpoint|Riomaggiore|IT|44.1070|9.7270|viewpoint
Grotta di Byron|Byron's Grotto;Grotta Arpaia|Portovenere|IT|44.0500|9.8340|nature
Castello di Lerici|Lerici Castle|Lerici|IT|44.0760|9.9110|sight
Piazzetta di Portofino|Portofino harbour square|Portofino|IT|44.3035|9.2095|sight
Ponte Vecchio di Dolceacqua|Dolceacqua bridge|Dolceacqua|IT|43.8500|7.6240|sight
Limonaia del Castèl||Limone sul Garda|IT|45.8150|10.7920|sight
Vittoriale degli Italiani|Il Vittoriale|Gardone Riviera|IT|45.6220|10.5670|museum
Castello di Vezio|Vezio Castle|Varenna|IT|46.0190|9.2710|viewpoint
Tempio Voltiano|Volta Temple Como|Como|IT|45.8140|9.0780|museum
Villa Olmo|Villa Olmo Como|Como|IT|45.8210|9.0690|park
Rocca di Angera|Rocca Borromea di Angera|Angera|IT|45.7710|8.5800|sight
Eremo di Santa Caterina del Sasso|Santa Caterina del Sasso|Leggiuno|IT|45.8603|8.6016|religious
Giardini Botanici di Villa Taranto|Villa Taranto|Verbania|IT|45.9300|8.5600|park
Sacro Monte di Orta|Sacro Monte Orta|Orta San Giulio|IT|45.8030|8.4040|religious
Piazza Vecchia di Bergamo|Piazza Vecchia Bergamo|Bergamo|IT|45.7040|9.6620|sight
Basilica di Santa Maria Maggiore di Bergamo|Santa Maria Maggiore Bergamo|Bergamo|IT|45.7035|9.6625|religious
Capitolium di Brescia|Brixia Parco Archeologico;Tempio Capitolino Brescia|Brescia|IT|45.5400|10.2260|sight
Museo di Santa Giulia|Santa Giulia Brescia|Brescia|IT|45.5400|10.2280|museum
Piazza della Loggia|Piazza della Loggia Brescia|Brescia|IT|45.5400|10.2200|sight
Basilica di Sant'Andrea di Mantova|Sant'Andrea Mantova|Mantova|IT|45.1590|10.7950|religious
Monastero della Certosa di Pavia|Charterhouse of Pavia|Certosa di Pavia|IT|45.2570|9.1470|religious
Ponte Coperto|Covered Bridge Pavia|Pavia|IT|45.1810|9.1550|sight
Piazza Ducale di Vigevano|Piazza Ducale Vigevano|Vigevano|IT|45.3170|8.8560|sight
Caffè Pedrocchi||Padova|IT|45.4075|11.8770|food
Palazzo Bo|Università di Padova Palazzo del Bo|Padova|IT|45.4070|11.8770|sight
Villa Valmarana ai Nani|Villa Valmarana|Vicenza|IT|45.5330|11.5550|museum
Basilica di Monte Berico|Santuario di Monte Berico|Vicenza|IT|45.5360|11.5530|religious
Ponte degli Scalzi|Scalzi Bridge|Venice|IT|45.4410|12.3240|sight
Ponte della Costituzione|Calatrava Bridge Venice|Venice|IT|45.4390|12.3210|sight
Chiesa di San Zaccaria|San Zaccaria|Venice|IT|45.4340|12.3430|religious
Torre dell'Orologio di Venezia|Clock Tower Venice|Venice|IT|45.4345|12.3390|sight
Isola di San Michele|San Michele cemetery island|Venice|IT|45.4480|12.3470|sight
Squero di San Trovaso|San Trovaso gondola yard|Venice|IT|45.4300|12.3270|sight
Campo Santo Stefano|Campo Santo Stefano Venezia|Venice|IT|45.4330|12.3300|sight
Cinque Torri|5 Torri|Cortina d'Ampezzo|IT|46.5100|12.0520|nature
Passo Giau|Giau Pass|Cortina d'Ampezzo|IT|46.4830|12.0540|viewpoint
Campanile di Curon|Lago di Resia campanile;Reschensee church tower|Curon Venosta|IT|46.8075|10.5385|sight
Giardini di Castel Trauttmansdorff|Trauttmansdorff Gardens|Merano|IT|46.6590|11.1850|park
MART Rovereto|Museo di arte moderna e contemporanea di Trento e Rovereto|Rovereto|IT|45.8910|11.0410|museum
Piazza della Libertà di Udine|Piazza della Libertà Udine|Udine|IT|46.0640|13.2350|sight
Ponte del Diavolo di Cividale|Ponte del Diavolo Cividale|Cividale del Friuli|IT|46.0930|13.4300|sight
Tempietto Longobardo|Lombard Temple Cividale|Cividale del Friuli|IT|46.0940|13.4340|religious
Castello di San Giusto|San Giusto Castle Trieste|Trieste|IT|45.6470|13.7720|sight
Canal Grande di Trieste|Canal Grande Trieste|Trieste|IT|45.6510|13.7730|sight
Molo Audace|Molo Audace Trieste|Trieste|IT|45.6500|13.7660|viewpoint
Grotta Gigante|Giant Cave Trieste|Trieste|IT|45.7090|13.7640|nature
Museo Ferrari|Ferrari Museum Maranello|Maranello|IT|44.5290|10.8610|museum
Cattedrale di Ferrara|Duomo di Ferrara|Ferrara|IT|44.8350|11.6200|religious
Castel Sismondo|Rocca Malatestiana Rimini|Rimini|IT|44.0590|12.5640|sight
Trepponti|Ponte dei Trepponti|Comacchio|IT|44.6950|12.1850|sight
Parco della Montagnola|Montagnola Bologna|Bologna|IT|44.5020|11.3440|park
Basilica di San Giacomo Maggiore|San Giacomo Maggiore Bologna|Bologna|IT|44.4960|11.3490|religious
MAMbo|Museo d'Arte Moderna di Bologna|Bologna|IT|44.5040|11.3310|museum
Basilica di San Domenico di Siena|San Domenico Siena|Siena|IT|43.3200|11.3270|religious
Fonte Gaia|Fonte Gaia Siena|Siena|IT|43.3185|11.3320|sight
Camposanto Monumentale|Camposanto Pisa|Pisa|IT|43.7240|10.3950|sight
Battistero di Pisa|Pisa Baptistery|Pisa|IT|43.7230|10.3940|religious
Santa Maria della Spina|Chiesa della Spina Pisa|Pisa|IT|43.7150|10.3990|religious
Basilica di San Frediano|San Frediano Lucca|Lucca|IT|43.8470|10.5040|religious
Via Fillungo|Via Fillungo Lucca|Lucca|IT|43.8440|10.5050|neighbourhood
Tempio di San Biagio|San Biagio Montepulciano|Montepulciano|IT|43.0920|11.7700|religious
Teatro Romano di Volterra|Volterra Roman Theatre|Volterra|IT|43.4030|10.8590|sight
Santuario di Santa Margherita di Cortona|Santa Margherita Cortona|Cortona|IT|43.2780|11.9910|religious
Villa dei Mulini|Napoleon residence Elba|Portoferraio|IT|42.8160|10.3320|museum
Basilica della Santissima Annunziata|Santissima Annunziata Firenze|Florence|IT|43.7770|11.2600|religious
Loggia del Mercato Nuovo|Mercato del Porcellino;新市场凉廊|Florence|IT|43.7700|11.2540|market
Fontana del Porcellino|Il Porcellino;ポルチェリーノ|Florence|IT|43.7700|11.2540|sight
Chiesa di Ognissanti|Ognissanti Firenze|Florence|IT|43.7730|11.2460|religious
Giardino delle Rose|Rose Garden Florence|Florence|IT|43.7640|11.2640|park
Piazza Santo Spirito|Piazza Santo Spirito Firenze|Florence|IT|43.7670|11.2480|sight
Basilica di Santa Trinita|Santa Trinita church|Florence|IT|43.7700|11.2510|religious
Museo Stibbert|Stibbert Museum|Florence|IT|43.7890|11.2580|museum
Parco delle Cascine|Cascine Park|Florence|IT|43.7830|11.2200|park
Sinagoga di Firenze|Tempio Maggiore Israelitico Firenze|Florence|IT|43.7730|11.2640|religious
Palazzo Davanzati|Museo di Palazzo Davanzati|Florence|IT|43.7700|11.2530|museum
Arco Etrusco|Arco di Augusto Perugia|Perugia|IT|43.1140|12.3890|sight
Eremo delle Carceri|Hermitage of the Prisons Assisi|Assisi|IT|43.0610|12.6320|religious
Tempio di Minerva di Assisi|Tempio di Minerva Assisi|Assisi|IT|43.0705|12.6150|religious
Tempio di Santa Maria della Consolazione|Santa Maria della Consolazione Todi|Todi|IT|42.7780|12.4000|religious
Piana di Castelluccio|Castelluccio di Norcia fioritura|Norcia|IT|42.8100|13.2000|nature
Civita di Bagnoregio|치비타 디 반뇨레조;チヴィタ・ディ・バーニョレージョ;白露里治奥古城;치비타디반뇨레조;チヴィタディバーニョレージョ|Bagnoregio|IT|42.6270|12.1140|sight
Palazzo dei Papi di Viterbo|Palazzo dei Papi|Viterbo|IT|42.4160|12.1040|sight
Parco dei Mostri|Sacro Bosco di Bomarzo|Bomarzo|IT|42.4930|12.2470|park
Villa Farnese di Caprarola|Palazzo Farnese Caprarola|Caprarola|IT|42.3260|12.2370|sight
Giardino di Ninfa|Ninfa Gardens|Sermoneta|IT|41.5890|12.9540|park
Villa di Tiberio|Grotta di Tiberio Sperlonga|Sperlonga|IT|41.2540|13.4400|sight
Palazzo Farnese|Palazzo Farnese Roma|Rome|IT|41.8945|12.4710|sight
Basilica di Santa Prassede|Santa Prassede|Rome|IT|41.8960|12.4980|religious
Santa Maria in Aracoeli|Basilica dell'Ara Coeli|Rome|IT|41.8935|12.4830|religious
Basilica di Massenzio|Basilica of Maxentius|Rome|IT|41.8917|12.4880|sight
Villa Medici|Villa Medici Roma|Rome|IT|41.9080|12.4830|sight
Santa Maria degli Angeli e dei Martiri|Santa Maria degli Angeli Roma|Rome|IT|41.9030|12.4970|religious
Sant'Agnese in Agone|Sant'Agnese Piazza Navona|Rome|IT|41.8990|12.4730|religious
Via Margutta|Via Margutta Roma|Rome|IT|41.9070|12.4800|neighbourhood
Tempio di Adriano||Rome|IT|41.9000|12.4800|sight
Piazza di Pietra|Piazza di Pietra Roma|Rome|IT|41.9000|12.4800|sight
Chiostro del Bramante|Bramante Cloister|Rome|IT|41.8995|12.4715|museum
Sant'Andrea della Valle|Basilica di Sant'Andrea della Valle|Rome|IT|41.8960|12.4740|religious
San Carlo alle Quattro Fontane|San Carlino|Rome|IT|41.9015|12.4905|religious
Centrale Montemartini|Musei Capitolini Centrale Montemartini|Rome|IT|41.8670|12.4780|museum
Museo Nazionale Etrusco di Villa Giulia|Villa Giulia|Rome|IT|41.9180|12.4770|museum
Santo Stefano Rotondo|Santo Stefano Rotondo al Celio|Rome|IT|41.8840|12.4960|religious
Tempietto del Bramante||Rome|IT|41.8887|12.4666|religious
San Pietro in Montorio|Chiesa di San Pietro in Montorio|Rome|IT|41.8887|12.4666|religious
Via Giulia|Via Giulia Roma|Rome|IT|41.8960|12.4690|neighbourhood
Catacombe di Priscilla|Catacombs of Priscilla|Rome|IT|41.9280|12.5090|religious
Mercato di Porta Portese|Porta Portese market|Rome|IT|41.8830|12.4700|market
Stadio Olimpico di Roma|Stadio Olimpico Roma|Rome|IT|41.9340|12.4547|sight
Piazza dei Mercanti|Piazza Mercanti Milano|Milan|IT|45.4650|9.1880|sight
Biblioteca degli Alberi|BAM Milano|Milan|IT|45.4830|9.1920|park
Museo Bagatti Valsecchi|Bagatti Valsecchi|Milan|IT|45.4700|9.1960|museum
Galleria d'Arte Moderna di Milano|GAM Milano;Villa Reale Milano|Milan|IT|45.4720|9.1990|museum
Torre Branca|Branca Tower|Milan|IT|45.4720|9.1730|viewpoint
Mudec|Museo delle Culture Milano|Milan|IT|45.4520|9.1630|museum
Santa Maria presso San Satiro|San Satiro|Milan|IT|45.4630|9.1870|religious
Casa degli Atellani|Vigna di Leonardo|Milan|IT|45.4660|9.1720|museum
Parco Archeologico del Pausilypon|Pausilypon;Grotta di Seiano|Naples|IT|40.7950|14.1850|sight
Marechiaro|Marechiaro Posillipo|Naples|IT|40.7940|14.1940|viewpoint
Villa Floridiana|Museo Duca di Martina|Naples|IT|40.8430|14.2300|park
Borgo Marinari|Borgo Marinari Napoli|Naples|IT|40.8280|14.2480|neighbourhood
Basilica di San Domenico Maggiore|San Domenico Maggiore Napoli|Naples|IT|40.8490|14.2545|religious
Piazza Bellini|Piazza Bellini Napoli|Naples|IT|40.8490|14.2510|sight
Via dei Tribunali|Via dei Tribunali Napoli|Naples|IT|40.8510|14.2570|neighbourhood
Basilica di San Lorenzo Maggiore di Napoli|San Lorenzo Maggiore Napoli|Naples|IT|40.8508|14.2577|religious
Solfatara di Pozzuoli|Solfatara|Pozzuoli|IT|40.8270|14.1390|nature
Tempio di Serapide|Macellum di Pozzuoli|Pozzuoli|IT|40.8260|14.1210|sight
Anfiteatro Flavio di Pozzuoli|Pozzuoli Amphitheatre|Pozzuoli|IT|40.8260|14.1250|sight
Lago d'Averno|Lake Avernus|Pozzuoli|IT|40.8390|14.0760|nature
Museo della Carta di Amalfi|Paper Museum Amalfi|Amalfi|IT|40.6370|14.6000|museum
Spiaggia di Fornillo|Fornillo Beach|Positano|IT|40.6260|14.4800|beach
Chiesa di Santa Maria Assunta di Positano|Santa Maria Assunta Positano|Positano|IT|40.6280|14.4860|religious
Grotta dello Smeraldo|Emerald Grotto|Conca dei Marini|IT|40.6195|14.5560|nature
Vallone dei Mulini|Valley of the Mills Sorrento|Sorrento|IT|40.6260|14.3760|sight
Bagni della Regina Giovanna|Regina Giovanna Sorrento|Sorrento|IT|40.6330|14.3500|beach
Via Krupp|Via Krupp Capri|Capri|IT|40.5470|14.2410|sight
Arco Naturale|Arco Naturale Capri|Capri|IT|40.5510|14.2560|nature
Villa Jovis|Villa Jovis Capri|Capri|IT|40.5560|14.2650|sight
Certosa di San Giacomo|Certosa di Capri|Capri|IT|40.5480|14.2460|religious
Giardini La Mortella|La Mortella|Forio|IT|40.7560|13.8660|park
Terra Murata|Terra Murata Procida|Procida|IT|40.7640|14.0290|neighbourhood
Certosa di San Lorenzo|Certosa di Padula|Padula|IT|40.3390|15.6580|religious
Anfiteatro Romano di Lecce|Lecce Roman Amphitheatre|Lecce|IT|40.3530|18.1720|sight
Cala Porta Vecchia|Porta Vecchia Monopoli|Monopoli|IT|40.9500|17.3060|beach
Porto Antico di Monopoli|Monopoli old harbour|Monopoli|IT|40.9530|17.3030|sight
Grotte di Castellana|Castellana Caves|Castellana|IT|40.8760|17.1500|nature
Castel del Monte Andria|Castel del Monte castle|Andria|IT|41.0850|16.2710|sight
Castello Aragonese di Otranto|Otranto Castle|Otranto|IT|40.1460|18.4920|sight
Castello di Gallipoli|Castello Angioino di Gallipoli|Gallipoli|IT|40.0560|17.9790|sight
Basilica De Finibus Terrae|Santa Maria di Leuca sanctuary|Castrignano del Capo|IT|39.7960|18.3590|religious
Pizzomunno|Faraglione di Pizzomunno;Scoglio di Pizzomunno;Monolite di Pizzomunno|Vieste|IT|41.8780|16.1750|nature
Arco Basso|Strada delle orecchiette;Via dell'Arco Basso|Bari|IT|41.1290|16.8680|food
Teatro Petruzzelli|Petruzzelli Bari|Bari|IT|41.1220|16.8720|sight
Capo Vaticano|Capo Vaticano Ricadi;Cape Vaticano|Ricadi|IT|38.6219|15.8322|viewpoint
Castello Aragonese di Le Castella|Le Castella castle|Isola di Capo Rizzuto|IT|38.9090|17.0250|sight
Santuario di Santa Rosalia|Monte Pellegrino sanctuary|Palermo|IT|38.1700|13.3560|religious
Chiesa di Santa Caterina d'Alessandria|Monastero di Santa Caterina Palermo;I Segreti del Chiostro|Palermo|IT|38.1155|13.3620|religious
Chiesa del Gesù di Palermo|Casa Professa|Palermo|IT|38.1125|13.3620|religious
Porta Nuova di Palermo|Porta Nuova Palermo|Palermo|IT|38.1110|13.3540|sight
Antica Focacceria San Francesco|Focacceria San Francesco|Palermo|IT|38.1170|13.3650|food
Villa Giulia di Palermo|Villa Giulia Palermo|Palermo|IT|38.1120|13.3740|park
Riserva dello Zingaro|Riserva Naturale dello Zingaro;Zingaro Nature Reserve|Castellammare del Golfo|IT|38.1042|12.7908|nature
Faraglioni di Scopello||Castellammare del Golfo|IT|38.0720|12.8200|beach
Tonnara di Scopello|Tonnara Scopello|Castellammare del Golfo|IT|38.0720|12.8200|sight
Gole dell'Alcantara|Alcantara Gorges;Gola dell'Alcantara|Castiglione di Sicilia|IT|37.8897|15.1602|nature
Tempio di Apollo di Siracusa|Tempio di Apollo Ortigia|Siracusa|IT|37.0640|15.2930|sight
Duomo di Catania|Cattedrale di Sant'Agata|Catania|IT|37.5025|15.0875|religious
Teatro Massimo Bellini|Teatro Bellini Catania|Catania|IT|37.5040|15.0900|sight
Castello Ursino|Castello Ursino Catania|Catania|IT|37.4990|15.0830|sight
Monastero dei Benedettini di Catania|Monastero dei Benedettini|Catania|IT|37.5030|15.0800|religious
Faraglioni dei Ciclopi|Isole dei Ciclopi;Aci Trezza stacks|Catania|IT|37.5610|15.1650|nature
Riserva Naturale di Vendicari|Vendicari;Vendicari Nature Reserve|Noto|IT|36.7960|15.0970|nature
Antica Dolceria Bonajuto|Bonajuto Modica|Modica|IT|36.8600|14.7600|food
Giardino Ibleo|Giardino Ibleo Ragusa|Ragusa|IT|36.9270|14.7430|park
Parco Archeologico di Selinunte|Selinunte|Castelvetrano|IT|37.5830|12.8250|sight
Spiaggia dei Conigli|Isola dei Conigli;Rabbit Beach|Lampedusa|IT|35.5140|12.5670|beach
Gran Cratere di Vulcano|Gran Cratere della Fossa;Fossa di Vulcano;Vulcano crater|Lipari|IT|38.4040|14.9620|nature
Torre dell'Elefante|Torre dell'Elefante Cagliari|Cagliari|IT|39.2180|9.1140|sight
Spiaggia del Poetto|Poetto|Cagliari|IT|39.2080|9.1600|beach
Santuario di Nostra Signora di Bonaria|Basilica di Bonaria|Cagliari|IT|39.2100|9.1240|religious
Capo Caccia|Capo Caccia Alghero;Cape Caccia|Alghero|IT|40.5610|8.1600|viewpoint
Spiaggia Rosa|Budelli Pink Beach;Pink Beach Budelli;Spiaggia Rosa di Budelli|Arzachena|IT|41.2810|9.3570|beach
Area Archeologica di Tharros|Tharros|Cabras|IT|39.8730|8.4400|sight
Lago di Scanno|Lake Scanno;Lago a cuore|Scanno|IT|41.9230|13.8700|nature
Piazza San Carlo|Piazza San Carlo Torino|Turin|IT|45.0676|7.6828|sight
Lingotto|Lingotto Torino;Pista del Lingotto|Turin|IT|45.0310|7.6660|sight
Reggia di Venaria Reale|Venaria Palace;Reggia di Venaria|Venaria Reale|IT|45.1370|7.6230|sight
Santuario della Consolata|La Consolata|Turin|IT|45.0760|7.6780|religious
Piazza Vittorio Veneto|Piazza Vittorio Torino|Turin|IT|45.0650|7.6950|sight
Castello di Rivoli|Museo d'Arte Contemporanea Castello di Rivoli|Rivoli|IT|45.0700|7.5110|museum
Allianz Stadium Torino|Juventus Stadium|Turin|IT|45.1096|7.6413|sight
Teatro Romano di Aosta|Aosta Roman Theatre|Aosta|IT|45.7380|7.3230|sight
Castello di Fénis|Fénis Castle|Fénis|IT|45.7360|7.4920|sight
Forte di Bard|Fort Bard|Pont-Saint-Martin|IT|45.6090|7.7450|sight
Spiaggia delle Due Sorelle|Due Sorelle Conero|Sirolo|IT|43.5410|13.6200|beach
Casa Leopardi|Palazzo Leopardi Recanati|Recanati|IT|43.4030|13.5510|museum
Piazza del Popolo di Ascoli Piceno|Piazza del Popolo Ascoli|Ascoli Piceno|IT|42.8540|13.5760|sight
Rotonda a Mare|Rotonda di Senigallia|Senigallia|IT|43.7200|13.2210|sight
Isola Maggiore|Isola Maggiore Trasimeno|Tuoro sul Trasimeno|IT|43.1700|12.0900|nature
Santuario di San Michele Arcangelo|Grotta di San Michele Monte Sant'Angelo|Manfredonia|IT|41.7080|15.9540|religious
Catedral de Albarracín|Catedral del Salvador de Albarracín;Albarracin Cathedral|Albarracín|ES|40.4077|-1.4435|religious
Murallas de Albarracín|Walls of Albarracín;Albarracin walls|Albarracín|ES|40.4100|-1.4408|sight
Monasterio de Piedra|Monastery of Piedra;Parque del Monasterio de Piedra;Monasterio de Piedra Park|Nuévalos|ES|41.1927|-1.7848|park
Castillo de Loarre|Loarre Castle;Château de Loarre|Huesca|ES|42.3256|-0.6119|sight
Colegiata de Santa María de Alquézar|Colegiata de Alquézar;Alquézar collegiate church|Barbastro|ES|42.1717|0.0232|religious
Parque Nacional de Ordesa y Monte Perdido|Ordesa National Park;Ordesa y Monte Perdido;Valle de Ordesa|Jaca|ES|42.6600|0.0300|nature
Catedral de Jaca|Jaca Cathedral;Catedral de San Pedro de Jaca|Jaca|ES|42.5700|-0.5494|religious
Ciudadela de Jaca|Castillo de San Pedro de Jaca;Jaca Citadel|Jaca|ES|42.5727|-0.5527|sight
Real Monasterio de San Juan de la Peña|Monasterio de San Juan de la Peña;San Juan de la Peña monastery|Jaca|ES|42.5080|-0.6727|religious
Torre de San Salvador|Torre mudéjar de San Salvador;Tower of San Salvador Teruel|Teruel|ES|40.3425|-1.1085|sight
Escalinata del Óvalo|La Escalinata de Teruel;Escalinata de Teruel|Teruel|ES|40.3415|-1.1064|sight
Catedral de Sigüenza|Sigüenza Cathedral;Catedral de Santa María de Sigüenza|Sigüenza|ES|41.0683|-2.6438|religious
Castillo de Sigüenza|Parador de Sigüenza;Sigüenza Castle|Sigüenza|ES|41.0663|-2.6415|sight
Plaza Mayor de Chinchón|Chinchón main square|Chinchón|ES|40.1404|-3.4224|sight
Colegio Mayor de San Ildefonso|Universidad de Alcalá;University of Alcalá|Alcalá de Henares|ES|40.4823|-3.3631|sight
Museo Casa Natal de Cervantes|Casa Natal de Cervantes;Cervantes Birthplace Museum|Alcalá de Henares|ES|40.4816|-3.3669|museum
Catedral Magistral de Alcalá de Henares|Catedral de los Santos Justo y Pastor;Alcalá Cathedral|Alcalá de Henares|ES|40.4810|-3.3684|religious
Molinos de Consuegra|Windmills of Consuegra;Consuegra windmills;Cerro Calderico|Consuegra|ES|39.4525|-3.6100|sight
Castillo de Consuegra|Consuegra Castle;Castillo de la Muela|Consuegra|ES|39.4520|-3.6085|sight
Monasterio de Santo Tomás de Ávila|Real Monasterio de Santo Tomás;Santo Tomás Ávila|Ávila|ES|40.6516|-4.6925|religious
Convento de Santa Teresa de Ávila|Convento de Santa Teresa;Iglesia de Santa Teresa Ávila|Ávila|ES|40.6549|-4.7019|religious
Catedral de Ciudad Rodrigo|Ciudad Rodrigo Cathedral;Catedral de Santa María de Ciudad Rodrigo|Ciudad Rodrigo|ES|40.5993|-6.5343|religious
Monasterio de Santa María la Real de Las Huelgas|Monasterio de las Huelgas;Las Huelgas Burgos|Burgos|ES|42.3370|-3.7209|religious
Yacimientos de la Sierra de Atapuerca|Atapuerca archaeological site;Yacimientos de Atapuerca|Burgos|ES|42.3525|-3.5202|sight
Monasterio de Santo Domingo de Silos|Silos Abbey;Abadía de Silos|Lerma|ES|41.9622|-3.4192|religious
Palacio Ducal de Lerma|Parador de Lerma;Ducal Palace of Lerma|Lerma|ES|42.0265|-3.7570|sight
Palacio Episcopal de Astorga|Palacio de Gaudí Astorga;Episcopal Palace of Astorga;Museo de los Caminos|Astorga|ES|42.4575|-6.0570|sight
Catedral de Astorga|Astorga Cathedral;Catedral de Santa María de Astorga|Astorga|ES|42.4570|-6.0580|religious
Castillo de los Templarios|Castillo de Ponferrada;Templar Castle Ponferrada|Ponferrada|ES|42.5430|-6.5939|sight
Las Médulas|Médulas;Paraje Natural de Las Médulas|Ponferrada|ES|42.4610|-6.7720|nature
Calle del Laurel|Calle Laurel;Laurel Street Logroño|Logroño|ES|42.4654|-2.4469|food
Concatedral de Santa María de la Redonda|Logroño Co-Cathedral|Logroño|ES|42.4660|-2.4455|religious
Ciudad del Vino Marqués de Riscal|Bodegas Marqués de Riscal;Marqués de Riscal;Hotel Marqués de Riscal|Elciego|ES|42.5146|-2.6168|food
Monasterio de Yuso|Monasterio de San Millán de Yuso;Yuso Monastery|Nájera|ES|42.3290|-2.8620|religious
Monasterio de Suso|Monasterio de San Millán de Suso;Suso Monastery|Nájera|ES|42.3247|-2.8701|religious
Monasterio de Santa María la Real de Nájera|Santa María la Real Nájera|Nájera|ES|42.4163|-2.7335|religious
Catedral de Santo Domingo de la Calzada|Santo Domingo de la Calzada Cathedral|Santo Domingo de la Calzada|ES|42.4404|-2.9534|religious
Catedral de Santa María de Vitoria|Catedral Vieja de Vitoria;Old Cathedral of Vitoria|Gasteiz / Vitoria|ES|42.8505|-2.6718|religious
Plaza de la Virgen Blanca|Andre Maria Zuriaren plaza;Virgen Blanca Square|Gasteiz / Vitoria|ES|42.8462|-2.6727|sight
Artium Museoa|Artium;Artium Vitoria|Gasteiz / Vitoria|ES|42.8510|-2.6700|museum
Cristóbal Balenciaga Museoa|Museo Cristóbal Balenciaga;Balenciaga Museum|Getaria|ES|43.3030|-2.2040|museum
Monasterio de Santo Toribio de Liébana|Santo Toribio de Liébana;Monastery of Santo Toribio|Potes|ES|43.1500|-4.6535|religious
Cubos de la Memoria|Cubes of Memory Llanes|Llanes|ES|43.4215|-4.7480|sight
Playa de Gulpiyuri|Gulpiyuri;Gulpiyuri Beach|Llanes|ES|43.4459|-4.8858|beach
Playa de Rodas|Praia de Rodas;Rodas Beach|Vigo|ES|42.2233|-8.9045|beach
Pazo de Fefiñáns|Fefiñáns|Cambados|ES|42.5143|-8.8165|sight
Mosteiro de Santo Estevo de Ribas de Sil|Monasterio de Santo Estevo;Santo Estevo de Ribas de Sil|Ourense|ES|42.4180|-7.6869|religious
As Burgas|Termas As Burgas;Burgas de Ourense|Ourense|ES|42.3360|-7.8660|sight
Ponte Romana de Ourense|Puente Romano de Ourense;Ourense Roman Bridge|Ourense|ES|42.3439|-7.8677|sight
Catedral de Ourense|Ourense Cathedral;Catedral de San Martiño|Ourense|ES|42.3357|-7.8637|religious
Castell de Begur|Begur Castle;Castillo de Begur|Begur|ES|41.9550|3.2068|viewpoint
Monestir de Santes Creus|Santes Creus;Monasterio de Santes Creus|Valls|ES|41.3487|1.3610|religious
Castell de Cardona|Cardona Castle;Castillo de Cardona|Cardona|ES|41.9148|1.6773|sight
Plaça del Mercadal de Vic|Plaça Major de Vic|Vic|ES|41.9303|2.2545|sight
Parc Natural del Delta de l'Ebre|Delta del Ebro;Ebro Delta;Delta de l'Ebre|Amposta|ES|40.7200|0.7300|nature
Castell de Dénia|Castillo de Dénia;Dénia Castle|Dénia|ES|38.8410|0.1060|sight
Catedral de Murcia|Murcia Cathedral;Catedral de Santa María de Murcia|Murcia|ES|37.9837|-1.1285|religious
Real Casino de Murcia|Casino de Murcia|Murcia|ES|37.9848|-1.1299|sight
Teatro Romano de Cartagena|Roman Theatre of Cartagena|Cartagena|ES|37.5996|-0.9838|sight
Santuario de la Vera Cruz de Caravaca|Basílica de la Vera Cruz;Castillo de Caravaca|Caravaca|ES|38.1063|-1.8636|religious
Playa de los Muertos de Carboneras|Playa de los Muertos Cabo de Gata|Carboneras|ES|36.9460|-1.8990|beach
Catedral de Guadix|Guadix Cathedral|Guadix|ES|37.2995|-3.1370|religious
Parque Nacional de Doñana|Doñana National Park;Doñana;Coto de Doñana|Almonte|ES|37.0000|-6.5000|nature
Ermita del Rocío|Santuario de Nuestra Señora del Rocío;El Rocío hermitage|Almonte|ES|37.1319|-6.4858|religious
Necrópolis Romana de Carmona|Roman Necropolis of Carmona|Carmona|ES|37.4700|-5.6470|sight
Puerta de Sevilla de Carmona|Alcázar de la Puerta de Sevilla|Carmona|ES|37.4717|-5.6428|sight
Conjunto Arqueológico de Itálica|Italica Roman ruins;Ruinas de Itálica|Santiponce|ES|37.4434|-6.0467|sight
Colegiata de Osuna|Colegiata de Nuestra Señora de la Asunción de Osuna|Osuna|ES|37.2375|-5.1016|religious
Catedral de Jaén|Jaén Cathedral;Catedral de la Asunción de Jaén|Jaén|ES|37.7653|-3.7898|religious
Castillo de Santa Catalina de Jaén|Castillo de Jaén;Santa Catalina Castle Jaén|Jaén|ES|37.7690|-3.8010|sight
Fuente del Rey de Priego|King's Fountain Priego de Córdoba|Priego de Córdoba|ES|37.4344|-4.1943|sight
Catedral de Plasencia|Plasencia Cathedral|Plasencia|ES|40.0297|-6.0907|religious
Parque Nacional de Monfragüe|Monfragüe;Monfragüe National Park|Plasencia|ES|39.8500|-6.0300|nature
Real Monasterio de Yuste|Monasterio de Yuste;Yuste Monastery|Plasencia|ES|40.1155|-5.7410|religious
Plaza Grande de Zafra|Plaza Grande Zafra|Zafra|ES|38.4254|-6.4175|sight
Bardenas Reales|Parque Natural de las Bardenas Reales;Bardenas|Tudela|ES|42.1900|-1.4900|nature
Catedral de Tudela|Tudela Cathedral;Catedral de Santa María de Tudela|Tudela|ES|42.0644|-1.6057|religious
Monasterio de Leyre|Monasterio de San Salvador de Leyre;Leyre Monastery|Sangüesa/Zangoza|ES|42.6357|-1.1717|religious
Platja des Trenc|Es Trenc;Playa de Es Trenc;Playa Es Trenc|Campos|ES|39.3450|2.9860|beach
Platja de ses Illetes|Ses Illetes;Playa de Ses Illetes;Illetes Formentera|Ibiza|ES|38.7580|1.4310|beach
Parque Nacional de Garajonay|Garajonay National Park;Garajonay|Hermigua|ES|28.1270|-17.2370|nature
Basílica de Nuestra Señora del Pino|Basílica del Pino;Virgen del Pino Teror|Teror|ES|28.0604|-15.5479|religious
Real Monasterio de la Encarnación|Monasterio de la Encarnación Madrid|Madrid|ES|40.4195|-3.7110|religious
Mercado de la Cebada|La Cebada market|Madrid|ES|40.4106|-3.7107|market
Plaza de la Villa de Madrid||Madrid|ES|40.4154|-3.7102|sight
Teatro Real|Teatro Real de Madrid;Royal Theatre Madrid|Madrid|ES|40.4183|-3.7104|sight
Colegiata de San Isidro|Catedral de San Isidro Madrid;San Isidro Collegiate Church|Madrid|ES|40.4129|-3.7069|religious
Casa de Campo de Madrid|Casa de Campo Madrid|Madrid|ES|40.4190|-3.7500|park
Parque El Capricho|Jardín El Capricho;Capricho de la Alameda de Osuna|Madrid|ES|40.4555|-3.5990|park
Museo del Traje|Costume Museum Madrid|Madrid|ES|40.4394|-3.7292|museum
Museo de América|Museum of the Americas Madrid|Madrid|ES|40.4382|-3.7223|museum
Palacio de Linares|Casa de América|Madrid|ES|40.4197|-3.6921|sight
Mercado de Antón Martín|Antón Martín market|Madrid|ES|40.4122|-3.6985|market
Museo de Historia de Madrid|Madrid History Museum|Madrid|ES|40.4255|-3.7005|museum
Plaza de Santa Ana de Madrid|Plaza Santa Ana Madrid|Madrid|ES|40.4147|-3.7010|sight
Mercado de la Paz de Madrid||Madrid|ES|40.4272|-3.6843|market
Estadio Metropolitano|Cívitas Metropolitano;Wanda Metropolitano;Riyadh Air Metropolitano|Madrid|ES|40.4362|-3.5995|sight
Centro Cultural Conde Duque|Conde Duque;Cuartel del Conde Duque|Madrid|ES|40.4276|-3.7111|museum
Palacio de Liria|Liria Palace|Madrid|ES|40.4274|-3.7149|museum
Mercado de San Fernando de Lavapiés||Madrid|ES|40.4085|-3.7030|market
Cerro del Tío Pío|Parque de las Siete Tetas;Siete Tetas|Madrid|ES|40.3985|-3.6515|viewpoint
Torre Bellesguard|Bellesguard;Casa Figueras|Barcelona|ES|41.4095|2.1247|sight
Casa de les Punxes|Casa Terrades;Casa de las Punxes;카사 데 레스 푼셰스;カサ・デ・レス・プンシェス;尖顶之家;카사데레스푼셰스;カサデレスプンシェス|Barcelona|ES|41.3976|2.1624|sight
Palau de la Virreina|La Virreina|Barcelona|ES|41.3823|2.1716|museum
Gran Teatre del Liceu|Liceu;Gran Teatro del Liceo|Barcelona|ES|41.3806|2.1734|sight
Mercat de la Concepció|Mercado de la Concepción|Barcelona|ES|41.3957|2.1667|market
Antic Hospital de la Santa Creu|Hospital de la Santa Creu;Biblioteca de Catalunya|Barcelona|ES|41.3809|2.1698|sight
Fundació Antoni Tàpies|Fundación Antoni Tàpies;Tàpies Foundation|Barcelona|ES|41.3915|2.1635|museum
Centre de Cultura Contemporània de Barcelona|CCCB|Barcelona|ES|41.3836|2.1668|museum
Museu del Disseny|Design Museum Barcelona;Disseny Hub|Barcelona|ES|41.4023|2.1878|museum
Mercat dels Encants|Encants Vells;Els Encants|Barcelona|ES|41.4023|2.1862|market
Platja de la Mar Bella|Mar Bella;Mar Bella beach|Barcelona|ES|41.3985|2.2110|beach
Estadi Olímpic Lluís Companys|Estadi Olímpic de Montjuïc;Olympic Stadium Barcelona|Barcelona|ES|41.3647|2.1557|sight
Plaça de Sant Felip Neri|Sant Felip Neri square|Barcelona|ES|41.3834|2.1749|sight
Basílica de la Mercè|Basílica de la Merced Barcelona|Barcelona|ES|41.3800|2.1794|religious
Museu Frederic Marès|Frederic Marès Museum|Barcelona|ES|41.3843|2.1765|museum
Jardins de Mossèn Costa i Llobera|Costa i Llobera cactus garden|Barcelona|ES|41.3694|2.1703|park
Iglesia de San Luis de los Franceses|San Luis de los Franceses|Sevilla|ES|37.3974|-5.9874|religious
Monasterio de la Cartuja de Sevilla|Centro Andaluz de Arte Contemporáneo;CAAC;Cartuja de Santa María de las Cuevas|Sevilla|ES|37.4010|-6.0060|museum
Palacio de San Telmo|San Telmo Palace|Sevilla|ES|37.3801|-5.9931|sight
Basílica del Jesús del Gran Poder|Basílica del Gran Poder|Sevilla|ES|37.3966|-5.9954|religious
Parroquia de Santa Ana de Triana|Iglesia de Santa Ana Triana;Catedral de Triana|Sevilla|ES|37.3835|-6.0023|religious
Calle Betis|Betis street|Sevilla|ES|37.3840|-6.0000|neighbourhood
Jardín Botánico de la Universitat de València|Jardí Botànic de València;Valencia Botanical Garden|Valencia|ES|39.4760|-0.3866|park
Plaza Redonda de Valencia|Plaça Redona de València|Valencia|ES|39.4735|-0.3776|sight
Mercat de Russafa|Mercado de Ruzafa;Mercado de Russafa|Valencia|ES|39.4627|-0.3731|market
Plaza del Ayuntamiento de Valencia|Plaça de l'Ajuntament de València|Valencia|ES|39.4699|-0.3763|sight
Horchatería Santa Catalina|Orxateria Santa Catalina|Valencia|ES|39.4743|-0.3763|food
Jardines de Monforte|Jardí de Montfort|Valencia|ES|39.4774|-0.3663|park
La Marina de València|Marina de Valencia;Port of Valencia marina|Valencia|ES|39.4610|-0.3240|sight
Palau de la Música de València|Palau de la Música Valencia|Valencia|ES|39.4665|-0.3605|sight
Museo Fallero|Museu Faller de València|Valencia|ES|39.4619|-0.3589|museum
Playa de Cofete|Cofete beach|Pájara|ES|28.1080|-14.3850|beach
Barranco de Masca|Masca Gorge;Masca ravine;Masca Valley|Buenavista del Norte|ES|28.2950|-16.8400|nature
Auditorio de Tenerife|Auditorio Adán Martín|Santa Cruz de Tenerife|ES|28.4560|-16.2520|sight
Caldera de Taburiente|Parque Nacional de la Caldera de Taburiente;Taburiente National Park|Los Llanos de Aridane|ES|28.7200|-17.8700|nature
Museo Helga de Alvear|Centro de Artes Visuales Helga de Alvear|Cáceres|ES|39.4733|-6.3700|museum
Huerto de Calixto y Melibea|Calixto y Melibea garden|Salamanca|ES|40.9597|-5.6680|park
Catedral de Valladolid|Valladolid Cathedral|Valladolid|ES|41.6535|-4.7235|religious
Iglesia de San Pablo de Valladolid|San Pablo Valladolid|Valladolid|ES|41.6573|-4.7231|religious
Castillo de la Mota|Mota Castle|Medina del Campo|ES|41.3085|-4.9070|sight
Castillo de Coca|Coca Castle|Cuéllar|ES|41.2180|-4.5220|sight
Monasterio de San Juan de Duero|San Juan de Duero;Arcos de San Juan de Duero|Soria|ES|41.7665|-2.4560|religious
Ermita de San Saturio|San Saturio hermitage|Soria|ES|41.7580|-2.4530|religious
Yacimiento de Numancia|Numantia;Ruinas de Numancia|Soria|ES|41.8095|-2.4440|sight
Catedral de Tarazona|Tarazona Cathedral|Tarazona|ES|41.9010|-1.7280|religious
Catedral de Huesca|Huesca Cathedral|Huesca|ES|42.1410|-0.4084|religious
Laboral Ciudad de la Cultura|Universidad Laboral de Gijón|Gijón|ES|43.5255|-5.6130|sight
Centro Niemeyer|Centro Cultural Internacional Oscar Niemeyer|Avilés|ES|43.5560|-5.9150|sight
Praza da Quintana|Plaza de la Quintana|Santiago de Compostela|ES|42.8805|-8.5430|sight
Hostal dos Reis Católicos|Hostal de los Reyes Católicos;Parador de Santiago|Santiago de Compostela|ES|42.8812|-8.5454|sight
Cidade da Cultura de Galicia|Ciudad de la Cultura de Galicia;City of Culture of Galicia|Santiago de Compostela|ES|42.8680|-8.5200|sight
Catedral de Lugo|Lugo Cathedral|Lugo|ES|43.0095|-7.5585|religious
Praza da Leña|Plaza de la Leña|Pontevedra|ES|42.4315|-8.6455|sight
Basílica de Santa María a Maior|Santa María la Mayor Pontevedra|Pontevedra|ES|42.4330|-8.6480|religious
Castell de Sant Ferran|Castillo de San Fernando Figueres|Figueres|ES|42.2690|2.9480|sight
Casa Navàs|Casa Navas Reus|Reus|ES|41.1553|1.1075|sight
La Seu Vella|Seu Vella de Lleida;Catedral Vieja de Lérida|Lleida|ES|41.6185|0.6265|religious
Sant Climent de Taüll|Iglesia de San Clemente de Tahull|Vielha|ES|42.5180|0.8480|religious
Parc Nacional d'Aigüestortes i Estany de Sant Maurici|Aigüestortes;Parque Nacional de Aigüestortes;Aigüestortes National Park|Vielha|ES|42.5772|0.9478|nature
Playa de Levante de Benidorm|Levante Beach Benidorm|Benidorm|ES|38.5370|-0.1200|beach
Valle de Cuelgamuros|Valle de los Caídos;Valley of the Fallen|San Lorenzo de El Escorial|ES|40.6420|-4.1550|sight
Basílica de San Juan de Dios de Granada|San Juan de Dios Granada|Granada|ES|37.1810|-3.6020|religious
Palacio de la Madraza|La Madraza Granada|Granada|ES|37.1758|-3.5983|sight
Mercado Central de Abastos de Cádiz|Mercado de Cádiz|Cádiz|ES|36.5320|-6.2985|market
Faro de Cabo de Gata|Cabo de Gata lighthouse|Níjar|ES|36.7220|-2.1930|viewpoint
Arrecife de las Sirenas|Mirador de las Sirenas|Níjar|ES|36.7220|-2.1930|viewpoint
Universidad Pontificia de Comillas|Seminario Mayor de Comillas|Comillas|ES|43.3870|-4.2920|sight
Castillo de Trujillo|Trujillo Castle|Trujillo|ES|39.4625|-5.8805|sight
Bačvice Beach|Bačvice;바치비체 해변;バチュヴィツェ・ビーチ;巴奇维采海滩;巴奇維采海灘;바치비체해변;バチュヴィツェビーチ|Split|HR|43.5018|16.4455|beach
Blue Domes of Oia|Anastasi Church Oia;이아 블루돔;블루돔 교회;イアの青いドームの教会;伊亚蓝顶教堂;伊亞藍頂教堂;蓝顶教堂;藍頂教堂;이아블루돔;블루돔교회|Oia|GR|36.4618|25.3757|religious
Via dei Condotti|Via Condotti;콘도티 거리;비아 콘도티;コンドッティ通り;孔多蒂大街;康多提大道;콘도티거리;비아콘도티|Rome|IT|41.9053|12.4800|shop
Plaza de Toros de Las Ventas|Las Ventas;Las Ventas Bullring;라스 벤타스 투우장;라스벤타스 투우장;ラス・ベンタス闘牛場;文塔斯斗牛场;文塔斯鬥牛場;라스벤타스투우장;ラスベンタス闘牛場|Madrid|ES|40.4320|-3.6634|sight
Lago di Sorapis|Lake Sorapis;Sorapissee|Cortina d'Ampezzo|IT|46.5191|12.2118|nature
Passo Sella|Sellajoch;Sella Pass|Canazei|IT|46.5090|11.7570|nature
Passo Gardena|Grödner Joch;Gardena Pass|Selva|IT|46.5500|11.8080|nature
Passo Pordoi|Pordoijoch;Pordoi Pass|Canazei|IT|46.4880|11.8120|nature
Marmolada|Punta Penia|Canazei|IT|46.4347|11.8506|nature
Lago di Resia|Reschensee;Lake Resia|Curon Venosta|IT|46.8000|10.5300|nature
Sassolungo|Langkofel|Ortisei|IT|46.5200|11.7300|nature
Lago d'Iseo|Lake Iseo;Sebino|Iseo|IT|45.7300|10.0700|nature
Lago d'Orta|Lake Orta|Orta San Giulio|IT|45.8200|8.4000|nature
Monte Baldo||Malcesine|IT|45.7200|10.8500|nature
Triglav||Bohinjska Bistrica|SI|46.3785|13.8366|nature
Triglavski narodni park|Triglav National Park|Bohinjska Bistrica|SI|46.3330|13.7670|park
Zelenci||Kranjska Gora|SI|46.4945|13.7342|nature
Lago Maggiore|Lake Maggiore;Lac Majeur|Stresa|IT|46.0981|8.7147|nature
Lago di Anterselva|Antholzer See|Rasun Anterselva - Rasen-Antholz|IT|46.8810|12.1680|nature
Piz Boè||Canazei|IT|46.5090|11.8290|nature
Lagazuoi||Cortina d'Ampezzo|IT|46.5290|12.0080|nature
Passo Falzarego|Falzarego Pass|Cortina d'Ampezzo|IT|46.5190|12.0100|nature
Tofana di Rozes||Cortina d'Ampezzo|IT|46.5369|12.0511|nature
Sciliar|Schlern|Castelrotto|IT|46.5070|11.5720|nature
Catinaccio|Rosengarten|Nova Levante|IT|46.4600|11.6400|nature
Lago di Ledro|Ledrosee|Riva del Garda|IT|45.8750|10.7500|nature
Logarska dolina|Logar Valley|Velenje|SI|46.3900|14.6300|nature
Velika planina||Kamnik|SI|46.2950|14.6400|nature
Cerkniško jezero|Lake Cerknica|Cerknica|SI|45.7600|14.3900|nature
Lago di Tenno||Riva del Garda|IT|45.9381|10.8158|nature
Passo dello Stelvio|Stelvio Pass;Stilfser Joch|Bormio|IT|46.5290|10.4530|nature
Parco Nazionale del Gran Paradiso|Gran Paradiso National Park|Aosta|IT|45.5200|7.2700|park
Punta Helbronner|Skyway Monte Bianco|Courmayeur|IT|45.8463|6.9349|viewpoint
Parco naturale Puez-Odle|Puez-Geisler Nature Park;Odle|Ortisei|IT|46.5907|11.7567|park
Lago di Tovel|Lake Tovel|Cles|IT|46.2615|10.9495|nature
Lago di Molveno|Lake Molveno|Molveno|IT|46.1300|10.9650|nature
Tolminska korita|Tolmin Gorges|Tolmin|SI|46.1955|13.7438|nature
Lago de la Ercina|Lago Ercina;Lake Ercina|Cangas de Onís|ES|43.2683|-4.9800|nature
Naranjo de Bulnes|Picu Urriellu;Pico Urriellu|Carreña|ES|43.2019|-4.8147|nature
Ruta del Cares|Cares Gorge;Garganta del Cares;Cares Trail|Carreña|ES|43.2600|-4.8350|nature
Parque Nacional de los Picos de Europa|Picos de Europa National Park;Picos de Europa|Cangas de Onís|ES|43.2000|-4.8500|park
Pradera de Ordesa|Ordesa Meadow|Broto|ES|42.6403|-0.0600|nature
Monte Perdido|Mont Perdu|Broto|ES|42.6750|0.0342|nature
Aneto|Pico de Aneto;Pic d'Aneto|Benasque|ES|42.6311|0.6569|nature
Estany de Sant Maurici|Lago de San Mauricio;Sant Maurici Lake|Espot|ES|42.5822|1.0003|nature
Cala Aiguablava|Aiguablava|Begur|ES|41.9350|3.2170|beach
Cala Sa Tuna|Sa Tuna|Begur|ES|41.9600|3.2300|beach
Platja de Castell|Playa de Castell|Palamós|ES|41.8620|3.1300|beach
Playa del Silencio|Silence Beach|Cudillero|ES|43.5660|-6.3100|beach
Cabo Peñas|Cape Peñas;Cabo de Peñas|Luanco|ES|43.6558|-5.8486|nature
Parque Natural Cabo de Gata-Níjar|Cabo de Gata Natural Park;Cabo de Gata-Níjar|Níjar|ES|36.8000|-2.0800|park
Mulhacén||Capileira|ES|37.0533|-3.3114|nature
Pico del Veleta||Monachil|ES|37.0564|-3.3661|nature
Roques de García|Roque Cinchado|Vilaflor|ES|28.2208|-16.6294|nature
Punta de Teno|Faro de Teno;Teno Lighthouse|Buenavista del Norte|ES|28.3425|-16.9211|nature
Parque Rural de Anaga|Anaga;Anaga Mountains;Macizo de Anaga|La Laguna|ES|28.5365|-16.2692|park
Roque Bentayga|Bentayga|Tejeda|ES|27.9950|-15.6410|nature
Pico de las Nieves|Pozo de las Nieves|Tejeda|ES|27.9614|-15.5717|nature
Islote de Hilario|El Diablo Timanfaya|Yaiza|ES|29.0068|-13.7553|sight
Charco de los Clicos|Lago Verde El Golfo;Green Lagoon Lanzarote|Yaiza|ES|28.9775|-13.8317|nature
Los Hervideros|Hervideros|Yaiza|ES|28.9525|-13.8306|nature
Playa de Papagayo|Papagayo Beach;Playas de Papagayo|Yaiza|ES|28.8433|-13.7883|beach
Volcán de San Antonio|San Antonio Volcano|Fuencaliente de la Palma|ES|28.4878|-17.8500|nature
Alto de Garajonay|Garajonay Peak|Hermigua|ES|28.1039|-17.2461|nature
Roque de Agando|Agando|San Sebastián de la Gomera|ES|28.1011|-17.2086|nature
Mirador Es Colomer|Mirador de Sa Creueta;Mirador del Colomer|Pollença|ES|39.9228|3.1403|viewpoint
Cala Macarelleta|Macarelleta|Ciutadella|ES|39.9367|3.9342|beach
Cala Turqueta|Turqueta|Ciutadella|ES|39.9347|3.9156|beach
Cala Mitjana||Ferreries|ES|39.9342|3.9724|beach
Praia da Adraga|Adraga Beach|Sintra|PT|38.8025|-9.4836|beach
Parque Nacional da Peneda-Gerês|Peneda-Gerês National Park;Peneda-Gerês|Terras de Bouro|PT|41.7167|-8.1500|park
Miradouro da Vista do Rei|Vista do Rei|Ponta Delgada|PT|37.8400|-25.7940|viewpoint
Floresta do Fanal|Fanal Forest|Porto Moniz|PT|32.8100|-17.1450|nature
Capo Palinuro|Cape Palinuro|Centola|IT|40.0267|15.2714|nature
Grotta Azzurra di Palinuro|Blue Grotto Palinuro|Centola|IT|40.0283|15.2750|nature
Parco Nazionale del Cilento|Cilento National Park;Parco Nazionale del Cilento, Vallo di Diano e Alburni|Vallo della Lucania|IT|40.2833|15.4667|park
Sentiero Azzurro|Blue Trail Cinque Terre;Sentiero Verde-Azzurro|Vernazza|IT|44.1300|9.6900|nature
Parco Nazionale delle Cinque Terre|Cinque Terre National Park|Vernazza|IT|44.1000|9.7500|park
Cala Mariolu|Mariolu|Baunei|IT|40.1383|9.6969|beach
Gola di Gorropu|Gorropu Gorge;Gola su Gorropu|Dorgali|IT|40.1880|9.5060|nature
Capo Testa|Cape Testa|Santa Teresa Gallura|IT|41.2392|9.1442|nature
Spiaggia di Tuerredda|Tuerredda|Teulada|IT|38.8942|8.8125|beach
Spiaggia di Is Arutas|Is Arutas|Cabras|IT|39.9533|8.4011|beach
Cala Brandinchi|Brandinchi|San Teodoro|IT|40.8367|9.6850|beach
Stromboli volcano|Vulcano Stromboli;Stromboli crater|Lipari|IT|38.7892|15.2131|nature
Sciara del Fuoco|Stream of Fire Stromboli|Lipari|IT|38.7950|15.2000|nature
Faraglioni di Torre Sant'Andrea||Melendugno|IT|40.2550|18.4450|nature
Ponte Ciolo|Ciolo Bridge;Il Ciolo|Gagliano del Capo|IT|39.8439|18.3850|nature
Baia delle Zagare|Zagare Bay;Faraglioni di Mattinata|Mattinata|IT|41.7700|16.1400|beach
Parco Nazionale del Gargano|Gargano National Park|Monte Sant'Angelo|IT|41.8000|15.9800|park
Cappella della Madonna di Vitaleta|Cappella di Vitaleta;Vitaleta Chapel|San Quirico d'Orcia|IT|43.0486|11.6253|viewpoint
Fosso Bianco|Balena Bianca|Castiglione d'Orcia|IT|42.9297|11.7000|nature
Roški slap|Roški Waterfall|Drniš|HR|43.9050|15.9750|nature
Stiniva|Stiniva Cove;Uvala Stiniva|Vis|HR|43.0156|16.1617|beach
Nacionalni park Mljet|Mljet National Park|Dubrovnik|HR|42.7830|17.3830|park
Nacionalni park Kornati|Kornati National Park;Kornati Islands|Murter|HR|43.7833|15.3333|park
Nacionalni park Paklenica|Paklenica National Park;Velika Paklenica|Starigrad|HR|44.3100|15.4700|park
Punta Rata|Punta Rata Beach|Brela|HR|43.3642|16.9233|beach
Biokovo Skywalk|Skywalk Biokovo|Makarska|HR|43.3192|17.0650|viewpoint
Sveti Jure Biokovo||Makarska|HR|43.3425|17.0556|nature
Nacionalni park Lovćen|Lovćen National Park|Cetinje|ME|42.4000|18.8200|park
Nacionalni park Durmitor|Durmitor National Park;Durmitor|Žabljak|ME|43.1411|19.1333|park
Skadarsko jezero|Lake Skadar;Skadar Lake;Lago di Scutari|Bar|ME|42.1670|19.3170|nature
Sarakiniko|Sarakiniko Beach;Σαρακήνικο|Adamas|GR|36.7467|24.4464|beach
Voidokilia|Voidokilia Beach;Βοϊδοκοιλιά|Pylos|GR|36.9633|21.6633|beach
Egremni Beach|Εγκρεμνοί;Egremnoi|Lefkada|GR|38.6333|20.5650|beach
Vikos Gorge|Χαράδρα του Βίκου|Ioannina|GR|39.9694|20.7283|nature
Fervenza do Ézaro|Cascada del Ézaro;Ézaro Waterfall;Fervenza do Xallas|Cee|ES|42.9117|-9.1275|nature
Congost de Mont-rebei|Desfiladero de Mont-rebei;Mont-rebei Gorge;Congosto de Mont-rebei|Tremp|ES|42.0850|0.6900|nature
Lagunas de Ruidera|Parque Natural de las Lagunas de Ruidera;Ruidera Lakes|Ruidera|ES|38.9500|-2.8500|park
Calblanque|Parque Regional de Calblanque;Calblanque Beach|Cartagena|ES|37.6000|-0.7500|park
Playa de los Muertos|Playa de los Muertos Carboneras|Carboneras|ES|36.9370|-1.8960|beach
Cala Mondragó|Parc Natural de Mondragó;Mondragó|Santanyí|ES|39.3520|3.1900|beach
Cala Llombards|Caló de s'Almonia;Llombards Beach|Santanyí|ES|39.3300|3.1450|beach
Playa de Benijo|Benijo Beach|Santa Cruz de Tenerife|ES|28.5730|-16.1850|beach
Bosque de Los Tilos|Los Tilos Forest|Santa Cruz de la Palma|ES|28.7900|-17.8000|nature
Su Gologone|Sorgente Su Gologone;Su Gologone Spring|Oliena|IT|40.2880|9.4970|nature
Spiaggia di Porto Giunco|Porto Giunco|Villasimius|IT|39.1158|9.5194|beach
Dune di Piscinas|Piscinas Dunes;Spiaggia di Piscinas|Arbus|IT|39.5400|8.4500|beach
Spiaggia di San Vito Lo Capo|San Vito Lo Capo Beach|San Vito Lo Capo|IT|38.1770|12.7350|beach
Cala Rossa Favignana||Favignana|IT|37.9330|12.3570|beach
Lago di Venere|Specchio di Venere;Mirror of Venus Pantelleria|Pantelleria|IT|36.8158|11.9862|nature
Spiaggia di Torre dell'Orso||Melendugno|IT|40.2730|18.4300|beach
Spiaggia di Punta Prosciutto||Porto Cesareo|IT|40.2966|17.7785|beach
Seitan Limania|Σεϊτάν Λιμάνια;Stefanou Beach|Chania|GR|35.5530|24.1740|beach
Preveli Beach|Παραλία Πρέβελη;Preveli Palm Beach|Agía Galíni|GR|35.1540|24.4740|beach
Falassarna Beach|Falasarna Beach;Παραλία Φαλάσαρνα|Kissamos|GR|35.4930|23.5750|beach
Kleftiko|Κλέφτικο;Kleftiko Bay|Adamas|GR|36.6490|24.3640|nature
Lake Kournas|Λίμνη Κουρνά;Kournas Lake|Georgioupolis|GR|35.3320|24.2770|nature
Vai Palm Beach|Φοινικόδασος Βάι;Vai Beach|Sitia|GR|35.2550|26.2640|beach
Mytikas Peak|Μύτικας;Mount Olympus summit|Litochoro|GR|40.0856|22.3586|nature
Canal d'Amour|Κανάλι του Έρωτα;Canal d'Amour Sidari|Acharávi|GR|39.7960|19.6980|beach
Koukounaries Beach||Skiathos|GR|39.1510|23.4010|beach
Punta Campanella|Capo Campanella|Massa Lubrense|IT|40.5700|14.3280|nature
Baia di Ieranto|Ieranto Bay;Baia di Jeranto|Massa Lubrense|IT|40.5782|14.3411|beach
Valle delle Ferriere|Ferriere Valley|Amalfi|IT|40.6480|14.5960|nature
Park prirode Telašćica|Telašćica Nature Park;Telascica|Sali|HR|43.9000|15.1600|park
Sakarun|Sakarun Beach;Saharun|Zadar|HR|44.1330|14.8600|beach
Visovac|Visovac Monastery;Samostan Visovac|Skradin|HR|43.8620|15.9740|religious
Plaža Mogren|Mogren Beach;Mogren|Budva|ME|42.2780|18.8270|beach
Ada Bojana|Ada Bojana Beach|Ulcinj|ME|41.8614|19.3561|beach
Biogradsko jezero|Biogradska Gora;Biograd Lake;Biogradska Gora National Park|Kolašin|ME|42.8980|19.6060|park
Playa de Rodiles|Rodiles Beach|Villaviciosa|ES|43.5330|-5.3780|beach
Cañón del Río Lobos|Parque Natural del Cañón del Río Lobos|El Burgo de Osma|ES|41.7630|-3.0590|park
Ermita de San Bartolomé|Ermita de San Bartolomé Ucero|El Burgo de Osma|ES|41.7630|-3.0590|religious
Hoces del Río Duratón|Hoces del Duratón|Sepúlveda|ES|41.3167|-3.8667|park
Ermita de San Frutos|San Frutos hermitage|Sepúlveda|ES|41.3167|-3.8667|religious
Illes Medes|Islas Medas;Medes Islands|Torroella de Montgrí|ES|42.0470|3.2210|nature
Salinas de Janubio|Janubio Salt Flats|Yaiza|ES|28.9370|-13.8240|nature
Islote de Lobos|Isla de Lobos Fuerteventura|Corralejo|ES|28.7480|-13.8200|nature
Cuevas de Ajuy|Ajuy Caves;Caleta Negra Ajuy|Pájara|ES|28.3980|-14.1560|nature
Parque Natural da Serra da Estrela|Serra da Estrela;Serra da Estrela Natural Park|Manteigas|PT|40.3500|-7.5800|park
Ponta da Ferraria|Termas da Ferraria;Ferraria Hot Springs|Mosteiros|PT|37.8600|-25.8540|nature
Blue Caves Zakynthos|Γαλάζιες Σπηλιές;Blue Caves Skinari;Kianes Spilies|Katastárion|GR|37.9260|20.7000|nature
Antisamos Beach|Αντίσαμος;Antisamos|Sámi|GR|38.2630|20.6700|beach
Spiaggia di Chia|Su Giudeu;Chia Beach|Domus de Maria|IT|38.8880|8.8770|beach
Spiaggia di Calamosche|Calamosche|Noto|IT|36.8170|15.1120|beach
Isola delle Correnti|Isola delle Correnti Beach|Portopalo di Capo Passero|IT|36.6450|15.0790|beach
Strombolicchio|Strombolicchio Rock|Lipari|IT|38.8170|15.2520|nature
Parco Naturale di Porto Selvaggio|Porto Selvaggio;Baia di Porto Selvaggio|Nardò|IT|40.1480|17.9600|park
Kathisma Beach|Παραλία Κάθισμα;Kathisma|Lefkáda|GR|38.7760|20.6000|beach
Chrissi Island|Χρυσή;Chrysi;Gaidouronisi|Ierápetra|GR|34.8700|25.7000|nature
Kolymbithres|Κολυμπήθρες;Kolymbithres Beach|Náousa|GR|37.1440|25.2350|beach
Zrće|Zrće Beach;Plaža Zrće|Novalja|HR|44.5430|14.9160|beach
Pustinja Blaca|Blaca Hermitage;Blaca Desert Monastery|Bol|HR|43.2931|16.5294|religious
Pakleni otoci|Pakleni Islands;Paklinski otoci;Hell's Islands|Hvar|HR|43.1661|16.3661|nature
Río Chíllar|Chíllar River Walk|Nerja|ES|36.7670|-3.8710|nature
Cala Saona|Cala Saona Formentera|Sant Francesc de Formentera|ES|38.6950|1.3890|beach
Cala d'Hort|Cala d'Hort Ibiza|Sant Josep de sa Talaia|ES|38.8900|1.2230|beach
Cala Galdana|Cala Santa Galdana|Ferreries|ES|39.9370|3.9590|beach
Mallos de Riglos|Los Mallos de Riglos|Ayerbe|ES|42.3500|-0.7280|nature
Cabo Ortegal|Cape Ortegal;Cabo Ortegal Lighthouse|Cariño|ES|43.7706|-7.8700|nature
Illas Ons|Islas Ons;Isla de Ons;Ons Island|Bueu|ES|42.3800|-8.9330|nature
Bobotov Kuk||Žabljak|ME|43.1270|19.0280|nature
Punta Palascìa|Capo d'Otranto;Faro di Punta Palascìa|Otranto|IT|40.1070|18.5200|nature
Macalube di Aragona|Vulcanelli di Macalube;Macalube Mud Volcanoes|Aragona|IT|37.3770|13.6040|nature
Park prirode Vransko jezero|Vransko jezero Nature Park;Lake Vrana;Vransko Lake|Pakoštane|HR|43.8939|15.5758|park
Lago de Sanabria|Lake Sanabria;Parque Natural del Lago de Sanabria|Galende|ES|42.1230|-6.7160|nature
Parque Natural de las Sierras de Cazorla, Segura y Las Villas|Sierra de Cazorla;Cazorla Natural Park;Sierras de Cazorla|Cazorla|ES|38.0833|-2.7500|park
Parque Nacional de Cabañeros|Cabañeros;Cabañeros National Park|Retuerta de Bullaque|ES|39.3964|-4.4872|park
Isla de Tabarca|Illa de Tabarca;Tabarca Island|Santa Pola|ES|38.1660|-0.4740|nature
Caldera de Bandama|Pico de Bandama;Bandama Crater|Santa Brígida|ES|28.0350|-15.4570|nature
Ilha do Pessegueiro|Pessegueiro Island|Porto Covo|PT|37.8320|-8.7930|nature
Caldeira do Faial|Faial Caldera;Caldeira Faial|Horta|PT|38.5800|-28.7130|nature
Ilhéu de Vila Franca do Campo|Ilhéu de Vila Franca;Vila Franca Islet|Vila Franca do Campo|PT|37.7060|-25.4430|nature
Parco Nazionale dell'Arcipelago di La Maddalena|La Maddalena Archipelago;Arcipelago di La Maddalena|La Maddalena|IT|41.2300|9.4300|park
Parco Nazionale dell'Asinara|Isola dell'Asinara;Asinara;Asinara National Park|Stintino|IT|41.0500|8.2700|park
Parco Nazionale del Pollino|Pollino National Park;Pollino|Castrovillari|IT|39.9267|16.1114|park
Stefanos Crater|Κρατήρας Στέφανος;Nisyros Volcano|Mandráki|GR|36.5790|27.1680|nature
Nea Kameni|Νέα Καμένη;Santorini Volcano|Firá|GR|36.4040|25.3960|nature
Mount Ainos|Όρος Αίνος;Ainos;Mount Enos|Argostólion|GR|38.1400|20.6500|nature
Gramvousa|Γραμβούσα;Imeri Gramvousa;Gramvousa Island|Kíssamos|GR|35.6140|23.5780|nature
Cap de Sant Antoni|Cabo de San Antonio;Cap de Sant Antoni Jávea|Javea|ES|38.8030|0.1960|nature
Cap de la Nau|Cabo de la Nao;Cap de la Nau Xàbia|Javea|ES|38.7386|0.2167|nature
Cala de la Granadella|Granadella;Platja de la Granadella|Javea|ES|38.7300|0.1970|beach
Isola di Dino|Dino Island|Praia a Mare|IT|39.8700|15.7800|nature
Lake Pamvotis|Λίμνη Παμβώτιδα;Lake Ioannina;Pamvotida|Ioánnina|GR|39.6700|20.8800|nature
Tsambika Beach|Παραλία Τσαμπίκα;Tsampika Beach|Archángelos|GR|36.2330|28.1450|beach
Prasonisi|Πρασονήσι;Prasonisi Beach|Lárdos|GR|35.8830|27.7690|beach
Modro jezero Imotski|Blue Lake Imotski|Imotski|HR|43.4460|17.2110|nature
Crveno jezero|Red Lake Imotski|Imotski|HR|43.4610|17.2030|nature
Pivsko jezero|Lake Piva;Piva Lake|Plužine|ME|43.1639|18.8619|nature
`;
