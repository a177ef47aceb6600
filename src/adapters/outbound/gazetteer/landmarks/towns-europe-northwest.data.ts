/**
 * Curated landmarks for the offline geocoder, beyond the most visited cities: the sights of the towns, islands and
 * parks travellers go to next in France, the Benelux, the British Isles and the Nordic countries. Written for this project, apart from any page the import is measured on;
 * coordinates are rounded to 4 decimals and meant to be within about 300 m. One per line, as in the other files:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const TOWNS_EUROPE_NORTHWEST = `
Palais Rohan|Palais des Rohan;Rohan Palace|Strasbourg|FR|48.5810|7.7524|museum
Barrage Vauban|Vauban Dam|Strasbourg|FR|48.5795|7.7378|viewpoint
Ponts Couverts|Covered Bridges Strasbourg|Strasbourg|FR|48.5797|7.7403|sight
Maison Kammerzell|Kammerzell House|Strasbourg|FR|48.5821|7.7497|sight
Place Kléber|Place Kleber|Strasbourg|FR|48.5834|7.7458|sight
Parc de l'Orangerie|Orangerie Park Strasbourg|Strasbourg|FR|48.5915|7.7745|park
Maison Pfister|Pfister House|Colmar|FR|48.0763|7.3576|sight
Musée Unterlinden|Unterlinden Museum;Isenheim Altarpiece;Musee Unterlinden|Colmar|FR|48.0797|7.3554|museum
Koïfhus|Ancienne Douane Colmar;Koifhus|Colmar|FR|48.0757|7.3590|sight
Maison des Têtes|House of Heads Colmar|Colmar|FR|48.0789|7.3550|sight
Quartier des Tanneurs|Tanners' Quarter Colmar|Colmar|FR|48.0748|7.3594|neighbourhood
Collégiale Saint-Martin de Colmar|St Martin's Church Colmar|Colmar|FR|48.0770|7.3585|religious
Château du Haut-Kœnigsbourg|Haut-Koenigsbourg;Hohkönigsburg|Sélestat|FR|48.2495|7.3443|sight
Basilique Saint-Nazaire de Carcassonne|Basilica of Saints Nazarius and Celsus|Carcassonne|FR|43.2058|2.3630|religious
Château Comtal de Carcassonne|Château Comtal;Count's Castle Carcassonne|Carcassonne|FR|43.2070|2.3630|sight
Porte Narbonnaise||Carcassonne|FR|43.2067|2.3660|sight
Gros-Horloge|Gros Horloge;Great Clock of Rouen|Rouen|FR|49.4416|1.0915|sight
Église Sainte-Jeanne-d'Arc|Church of St Joan of Arc Rouen|Rouen|FR|49.4428|1.0880|religious
Place du Vieux-Marché|Place du Vieux-Marché Rouen|Rouen|FR|49.4428|1.0880|sight
Aître Saint-Maclou|Aitre Saint-Maclou|Rouen|FR|49.4403|1.1004|sight
Église Saint-Maclou|Saint-Maclou Church Rouen|Rouen|FR|49.4397|1.0978|religious
Abbatiale Saint-Ouen de Rouen|Saint-Ouen Abbey Church Rouen|Rouen|FR|49.4431|1.1005|religious
Musée des Beaux-Arts de Rouen|Rouen Museum of Fine Arts|Rouen|FR|49.4450|1.0950|museum
Normandy American Cemetery|Cimetière américain de Colleville-sur-Mer;American Cemetery Omaha Beach|Bayeux|FR|49.3586|-0.8550|sight
Pointe du Hoc|Pointe du Hoc Ranger Monument|Bayeux|FR|49.3958|-0.9893|sight
Musée du Débarquement d'Arromanches|D-Day Museum Arromanches;Mulberry Harbour Arromanches;Port Winston|Bayeux|FR|49.3398|-0.6213|museum
Juno Beach Centre|Centre Juno Beach|Courseulles-sur-Mer|FR|49.3361|-0.4605|museum
Mémorial de Caen|Caen Memorial|Caen|FR|49.1975|-0.3838|museum
Abbaye aux Hommes|Men's Abbey Caen;Abbaye-aux-Hommes|Caen|FR|49.1817|-0.3727|religious
Château de Caen|Caen Castle|Caen|FR|49.1864|-0.3625|sight
Bayeux Cathedral|Cathédrale Notre-Dame de Bayeux|Bayeux|FR|49.2787|-0.7022|religious
Utah Beach Museum|Musée du Débarquement Utah Beach|Sainte-Mère-Église|FR|49.4155|-1.1752|museum
Église de Sainte-Mère-Église|Sainte-Mère-Église Church|Sainte-Mère-Église|FR|49.4085|-1.3164|religious
Airborne Museum Sainte-Mère-Église||Sainte-Mère-Église|FR|49.4085|-1.3164|museum
Église Sainte-Catherine de Honfleur|St Catherine's Church Honfleur|Honfleur|FR|49.4189|0.2338|religious
Intra-Muros|Saint-Malo Intra-Muros;Remparts de Saint-Malo;Saint-Malo Ramparts|Saint-Malo|FR|48.6493|-2.0257|neighbourhood
Fort National|Fort National Saint-Malo|Saint-Malo|FR|48.6525|-2.0245|sight
Grand Bé|Grand Be;Tomb of Chateaubriand|Saint-Malo|FR|48.6522|-2.0325|sight
Plage du Sillon|Sillon Beach|Saint-Malo|FR|48.6575|-2.0090|beach
Cathédrale Saint-Vincent de Saint-Malo|Saint-Malo Cathedral|Saint-Malo|FR|48.6490|-2.0250|religious
Rue du Jerzual|Jerzual|Dinan|FR|48.4558|-2.0410|neighbourhood
Alignements de Carnac|Carnac Stones;Carnac alignments;Alignements du Ménec|Carnac|FR|47.5960|-3.0800|sight
Pointe du Raz|Pointe du Raz Cap Sizun|Plogoff|FR|48.0395|-4.7395|nature
Côte de Granit Rose|Pink Granite Coast;Sentier des Douaniers Ploumanac'h;Customs Officers' Path Ploumanac'h|Perros-Guirec|FR|48.8285|-3.4890|nature
Ville Close|Ville Close de Concarneau|Concarneau|FR|47.8725|-3.9182|neighbourhood
Cathédrale Saint-Corentin|Quimper Cathedral|Quimper|FR|47.9961|-4.1023|religious
Parlement de Bretagne|Parliament of Brittany|Rennes|FR|48.1127|-1.6790|sight
Château de Blois|Royal Château of Blois|Blois|FR|47.5857|1.3310|sight
Château d'Azay-le-Rideau|Azay-le-Rideau Castle|Azay-le-Rideau|FR|47.2591|0.4661|sight
Château du Clos Lucé|Clos Lucé;Le Clos Lucé|Amboise|FR|47.4104|0.9916|museum
Château de Chaumont-sur-Loire|Château de Chaumont;Domaine de Chaumont-sur-Loire|Blois|FR|47.4803|1.1828|sight
Château d'Ussé|Usse Castle;Sleeping Beauty Castle|Chinon|FR|47.2498|0.2911|sight
Forteresse royale de Chinon|Château de Chinon|Chinon|FR|47.1686|0.2362|sight
Abbaye de Fontevraud|Fontevraud Abbey|Saumur|FR|47.1810|0.0515|religious
Château de Saumur|Saumur Castle|Saumur|FR|47.2566|-0.0722|sight
Place Plumereau|Place Plum|Tours|FR|47.3955|0.6822|sight
Cathédrale Saint-Gatien|Tours Cathedral|Tours|FR|47.3956|0.6950|religious
Chartres Cathedral|Cathédrale Notre-Dame de Chartres|Chartres|FR|48.4477|1.4879|religious
Cours Mirabeau||Aix-en-Provence|FR|43.5267|5.4470|sight
Atelier de Cézanne|Cézanne's Studio;Atelier Cezanne|Aix-en-Provence|FR|43.5393|5.4459|museum
Cathédrale Saint-Sauveur d'Aix|Aix Cathedral|Aix-en-Provence|FR|43.5314|5.4472|religious
Fontaine de la Rotonde|La Rotonde Aix|Aix-en-Provence|FR|43.5262|5.4452|sight
Hôtel de Caumont|Caumont Centre d'Art|Aix-en-Provence|FR|43.5254|5.4483|museum
Montagne Sainte-Victoire|Sainte-Victoire;Croix de Provence;Mont Sainte-Victoire|Aix-en-Provence|FR|43.5333|5.5872|nature
Théâtre antique d'Arles|Roman Theatre of Arles|Arles|FR|43.6768|4.6303|sight
Église Saint-Trophime|Saint-Trophime|Arles|FR|43.6763|4.6275|religious
Cloître Saint-Trophime||Arles|FR|43.6763|4.6275|religious
Les Alyscamps|Alyscamps|Arles|FR|43.6723|4.6357|sight
Espace Van Gogh|Hôtel-Dieu Arles|Arles|FR|43.6771|4.6268|sight
Place du Forum Arles||Arles|FR|43.6775|4.6270|sight
Café Van Gogh|Café La Nuit|Arles|FR|43.6775|4.6270|food
Cathédrale Notre-Dame des Doms|Avignon Cathedral|Avignon|FR|43.9515|4.8070|religious
Rocher des Doms|Jardin du Rocher des Doms|Avignon|FR|43.9535|4.8070|park
Les Halles d'Avignon|Avignon covered market|Avignon|FR|43.9484|4.8106|market
Théâtre antique d'Orange|Roman Theatre of Orange|Orange|FR|44.1360|4.8084|sight
Arc de triomphe d'Orange|Triumphal Arch of Orange|Orange|FR|44.1422|4.8046|sight
Maison Carrée|Maison Carree|Nîmes|FR|43.8381|4.3561|sight
Jardins de la Fontaine|Jardin de la Fontaine Nîmes|Nîmes|FR|43.8396|4.3470|park
Tour Magne||Nîmes|FR|43.8431|4.3480|viewpoint
Saint-Paul de Mausole|Monastère Saint-Paul-de-Mausole|Saint-Rémy-de-Provence|FR|43.7782|4.8342|religious
Glanum|Site archéologique de Glanum|Saint-Rémy-de-Provence|FR|43.7740|4.8327|sight
Plateau de Valensole|Valensole Plateau;Lavender fields of Valensole|Valensole|FR|43.8350|6.0200|nature
Gorges du Verdon|Verdon Gorge;Grand Canyon du Verdon;Verdonschlucht|Castellane|FR|43.7589|6.3100|nature
Point Sublime|Point Sublime Verdon|Castellane|FR|43.7958|6.3958|viewpoint
Église des Saintes-Maries-de-la-Mer|Notre-Dame-de-la-Mer|Saintes-Maries-de-la-Mer|FR|43.4518|4.4285|religious
Tour de Constance|Remparts d'Aigues-Mortes;Aigues-Mortes ramparts|Aigues-Mortes|FR|43.5679|4.1906|sight
Basilique Saint-Michel-Archange de Menton|Saint-Michel Basilica Menton|Menton|FR|43.7757|7.5112|religious
Chapelle Saint-Pierre de Villefranche|Cocteau Chapel Villefranche|Villefranche-sur-Mer|FR|43.7042|7.3112|religious
Fort Carré|Fort Carre Antibes|Antibes|FR|43.5890|7.1275|sight
Plage de Pampelonne|Pampelonne Beach;Pampelonne|Ramatuelle|FR|43.2260|6.6620|beach
Citadelle de Saint-Tropez|Saint-Tropez Citadel|Saint-Tropez|FR|43.2725|6.6418|sight
Place des Lices||Saint-Tropez|FR|43.2697|6.6392|sight
Musée de l'Annonciade|Annonciade Museum|Saint-Tropez|FR|43.2718|6.6372|museum
Jardin Exotique d'Èze|Eze Exotic Garden;Jardin exotique d'Eze|Èze|FR|43.7282|7.3620|park
Musée International de la Parfumerie|International Perfume Museum|Grasse|FR|43.6586|6.9247|museum
Île Sainte-Marguerite|Sainte-Marguerite Island;Fort Royal|Cannes|FR|43.5200|7.0450|nature
Abbaye de Lérins|Île Saint-Honorat;Lérins Abbey|Cannes|FR|43.5080|7.0470|religious
Calanque d'En-Vau|En-Vau|Cassis|FR|43.2027|5.4995|beach
Lascaux IV|Lascaux;Grotte de Lascaux;Lascaux Cave|Montignac|FR|45.0532|1.1697|museum
Jardins de Marqueyssac|Marqueyssac Gardens;Marqueyssac|Sarlat-la-Canéda|FR|44.8235|1.1660|park
Château de Beynac|Beynac Castle|Sarlat-la-Canéda|FR|44.8406|1.1450|sight
Château de Castelnaud|Castelnaud Castle|Sarlat-la-Canéda|FR|44.8158|1.1489|sight
Place de la Liberté Sarlat||Sarlat-la-Canéda|FR|44.8895|1.2167|neighbourhood
Cité médiévale de Sarlat|Sarlat Old Town|Sarlat-la-Canéda|FR|44.8895|1.2167|neighbourhood
Cathédrale Saint-Sacerdos|Sarlat Cathedral|Sarlat-la-Canéda|FR|44.8885|1.2170|religious
Sanctuaire de Rocamadour|Rocamadour Sanctuary;Chapelle Notre-Dame de Rocamadour|Gramat|FR|44.7994|1.6178|religious
Gouffre de Padirac|Padirac Cave|Gramat|FR|44.8582|1.7505|nature
Pont Valentré|Valentre Bridge|Cahors|FR|44.4446|1.4355|sight
Palais des Ducs de Bourgogne|Palace of the Dukes of Burgundy;Musée des Beaux-Arts de Dijon|Dijon|FR|47.3215|5.0415|museum
Chouette de Dijon|Dijon Owl;Owl's Trail Dijon|Dijon|FR|47.3229|5.0423|sight
Église Notre-Dame de Dijon|Notre-Dame de Dijon|Dijon|FR|47.3226|5.0420|religious
Les Halles de Dijon|Dijon covered market|Dijon|FR|47.3247|5.0384|market
Basilique de Vézelay|Basilique Sainte-Marie-Madeleine de Vézelay;Vézelay Abbey|Avallon|FR|47.4664|3.7441|religious
Château du Clos de Vougeot|Clos de Vougeot|Nuits-Saint-Georges|FR|47.1740|4.9580|sight
Abbaye de Fontenay|Fontenay Abbey|Montbard|FR|47.6393|4.3889|religious
Avenue de Champagne||Épernay|FR|49.0411|3.9697|sight
Basilique Saint-Remi|Saint-Remi Basilica|Reims|FR|49.2430|4.0423|religious
Palais du Tau|Tau Palace|Reims|FR|49.2527|4.0350|museum
Grande Plage de Biarritz|Biarritz Grande Plage|Biarritz|FR|43.4843|-1.5573|beach
Phare de Biarritz|Biarritz Lighthouse|Biarritz|FR|43.4939|-1.5560|viewpoint
Église Saint-Jean-Baptiste de Saint-Jean-de-Luz|Saint-Jean-Baptiste Church Saint-Jean-de-Luz|Saint-Jean-de-Luz|FR|43.3887|-1.6620|religious
Cathédrale Sainte-Marie de Bayonne|Bayonne Cathedral|Bayonne|FR|43.4905|-1.4757|religious
Petit Bayonne||Bayonne|FR|43.4900|-1.4725|neighbourhood
La Rhune|Larrun|Saint-Jean-de-Luz|FR|43.3093|-1.6355|viewpoint
Haute Ville de Bonifacio|Bonifacio Citadel;Bonifacio Old Town|Bonifacio|FR|41.3880|9.1585|neighbourhood
Escalier du Roi d'Aragon|King of Aragon's Staircase|Bonifacio|FR|41.3857|9.1554|sight
Calanques de Piana|Calanche de Piana;Calanche|Cargèse|FR|42.2500|8.6600|nature
Maison Bonaparte|Napoleon's birthplace|Ajaccio|FR|41.9192|8.7393|museum
Îles Sanguinaires|Sanguinaires Islands;Isule Sanguinarie|Ajaccio|FR|41.8800|8.6000|nature
Plage de Palombaggia|Palombaggia Beach;Palombaggia|Porto-Vecchio|FR|41.5596|9.3322|beach
Citadelle de Calvi|Calvi Citadel|Calvi|FR|42.5665|8.7590|sight
Cathédrale Sainte-Cécile d'Albi|Albi Cathedral;Sainte-Cécile Cathedral|Albi|FR|43.9286|2.1430|religious
Musée Toulouse-Lautrec|Palais de la Berbie|Albi|FR|43.9294|2.1415|museum
Vieille Bourse|Old Stock Exchange Lille|Lille|FR|50.6373|3.0641|sight
Palais des Beaux-Arts de Lille|Lille Museum of Fine Arts|Lille|FR|50.6308|3.0625|museum
Vieux-Lille|Old Lille|Lille|FR|50.6410|3.0640|neighbourhood
La Piscine Roubaix|Musée La Piscine|Roubaix|FR|50.6926|3.1661|museum
Lac Blanc|Lac Blanc Chamonix|Chamonix|FR|45.9817|6.8878|nature
Le Brévent|Brévent;Brevent|Chamonix|FR|45.9343|6.8366|viewpoint
Jorvik Viking Centre|JORVIK|York|GB|53.9574|-1.0803|museum
York City Walls|York Walls;Bootham Bar|York|GB|53.9626|-1.0853|sight
Museum Gardens York||York|GB|53.9620|-1.0885|park
St Mary's Abbey York||York|GB|53.9620|-1.0885|sight
Yorkshire Museum||York|GB|53.9620|-1.0885|museum
Merchant Adventurers' Hall||York|GB|53.9578|-1.0799|museum
Jane Austen Centre||Bath|GB|51.3855|-2.3632|museum
Thermae Bath Spa||Bath|GB|51.3804|-2.3616|sight
Prior Park Landscape Garden|Prior Park|Bath|GB|51.3660|-2.3485|park
St John's College Cambridge||Cambridge|GB|52.2083|0.1166|sight
Great St Mary's|University Church Cambridge|Cambridge|GB|52.2052|0.1183|religious
Kettle's Yard||Cambridge|GB|52.2107|0.1139|museum
Cambridge University Botanic Garden||Cambridge|GB|52.1934|0.1277|park
Holy Trinity Church Stratford-upon-Avon|Shakespeare's grave|Stratford-upon-Avon|GB|52.1866|-1.7082|religious
Royal Shakespeare Theatre|Royal Shakespeare Company|Stratford-upon-Avon|GB|52.1903|-1.7047|sight
Broadway Tower||Broadway|GB|52.0249|-1.8485|viewpoint
Sudeley Castle||Winchcombe|GB|51.9475|-1.9570|sight
Hidcote Manor Garden|Hidcote|Chipping Campden|GB|52.0460|-1.7440|park
Dove Cottage|Wordsworth Grasmere|Ambleside|GB|54.4540|-3.0150|museum
Hill Top|Beatrix Potter's Hill Top|Windermere|GB|54.3543|-2.9694|museum
Castlerigg Stone Circle||Keswick|GB|54.6028|-3.0983|sight
Derwentwater|Derwent Water|Keswick|GB|54.5780|-3.1440|nature
Catbells|Cat Bells|Keswick|GB|54.5686|-3.1706|nature
Aira Force||Penrith|GB|54.5735|-2.9290|nature
Scafell Pike||Keswick|GB|54.4542|-3.2115|nature
Tarn Hows||Ambleside|GB|54.3870|-3.0390|nature
Mam Tor||Buxton|GB|53.3494|-1.8101|viewpoint
Stanage Edge||Hathersage|GB|53.3535|-1.6340|nature
Haddon Hall||Bakewell|GB|53.1938|-1.6530|sight
Dovedale Stepping Stones|Dovedale|Ashbourne|GB|53.0597|-1.7777|nature
Fountains Abbey|Studley Royal|Ripon|GB|54.1098|-1.5817|sight
Malham Cove||Skipton|GB|54.0724|-2.1584|nature
Ribblehead Viaduct||Settle|GB|54.2104|-2.3706|sight
Rievaulx Abbey||Helmsley|GB|54.2574|-1.1169|sight
199 Steps|Whitby 199 Steps|Whitby|GB|54.4888|-0.6115|sight
Kynance Cove||Helston|GB|49.9746|-5.2319|beach
Lost Gardens of Heligan|Heligan|Mevagissey|GB|50.2875|-4.8120|park
Land's End|Lands End|Penzance|GB|50.0662|-5.7146|viewpoint
Porthcurno Beach|Porthcurno|Penzance|GB|50.0424|-5.6525|beach
Fistral Beach||Newquay|GB|50.4160|-5.1010|beach
Tate St Ives||St Ives|GB|50.2153|-5.4815|museum
Haytor|Haytor Rocks|Bovey Tracey|GB|50.5806|-3.7547|viewpoint
Mermaid Street||Rye|GB|50.9514|0.7318|sight
The Needles||Freshwater|GB|50.6625|-1.5900|nature
Needles Old Battery||Freshwater|GB|50.6625|-1.5900|sight
Osborne House||East Cowes|GB|50.7513|-1.2699|sight
Sissinghurst Castle Garden||Cranbrook|GB|51.1154|0.5833|park
Hever Castle||Edenbridge|GB|51.1869|0.1155|sight
Eilean Donan Castle|Eilean Donan;에일린 도난 성;アイリーン・ドナン城;艾琳多南城堡;에일린도난성;アイリーンドナン城|Portree|GB|57.2739|-5.5160|sight
Dunnottar Castle||Stonehaven|GB|56.9461|-2.1970|sight
Neist Point|Neist Point Lighthouse;니스트 포인트;ニースト・ポイント;尼斯特角;니스트포인트;ニーストポイント|Portree|GB|57.4233|-6.7880|viewpoint
Dunvegan Castle||Portree|GB|57.4487|-6.5903|sight
Kilt Rock|Mealt Falls|Portree|GB|57.6103|-6.1730|viewpoint
Wallace Monument|National Wallace Monument|Stirling|GB|56.1386|-3.9184|viewpoint
Old Course St Andrews|St Andrews Old Course|Saint Andrews|GB|56.3431|-2.8030|sight
Swilcan Bridge||Saint Andrews|GB|56.3431|-2.8030|sight
Iona Abbey||Tobermory|GB|56.3343|-6.3922|religious
Skara Brae||Stromness|GB|59.0487|-3.3418|sight
Ring of Brodgar||Stromness|GB|59.0015|-3.2294|sight
Italian Chapel||Kirkwall|GB|58.8931|-2.8937|religious
St Magnus Cathedral||Kirkwall|GB|58.9815|-2.9597|religious
Calanais Standing Stones|Callanish Stones;Callanish|Stornoway|GB|58.1974|-6.7449|sight
Inveraray Castle||Oban|GB|56.2373|-5.0733|sight
Glenfinnan Monument||Fort William|GB|56.8716|-5.4383|sight
St Davids Cathedral|St David's Cathedral|Saint Davids|GB|51.8817|-5.2690|religious
Barafundle Bay||Pembroke|GB|51.6196|-4.9026|beach
Pembroke Castle||Pembroke|GB|51.6771|-4.9205|sight
Beaumaris Castle|Castell Biwmares|Beaumaris|GB|53.2648|-4.0897|sight
Harlech Castle|Castell Harlech|Harlech|GB|52.8599|-4.1090|sight
Tintern Abbey|Abaty Tyndyrn|Chepstow|GB|51.6971|-2.6772|sight
Pen y Fan||Brecon|GB|51.8840|-3.4365|nature
Swallow Falls|Rhaeadr Ewynnol|Betws-y-Coed|GB|53.0950|-3.8260|nature
Bodnant Garden||Conwy|GB|53.2180|-3.8033|park
Castell Coch||Cardiff|GB|51.5356|-3.2546|sight
Caerphilly Castle|Castell Caerffili|Caerphilly|GB|51.5762|-3.2200|sight
Mussenden Temple|Downhill Demesne|Castlerock|GB|55.1679|-6.8110|sight
Derry City Walls|Walls of Derry;Londonderry Walls|Derry|GB|54.9960|-7.3210|sight
Spanish Arch||Galway|IE|53.2699|-9.0537|sight
Galway Cathedral|Cathedral of Our Lady Assumed into Heaven and St Nicholas|Galway|IE|53.2752|-9.0573|religious
Eyre Square|Kennedy Park Galway|Galway|IE|53.2745|-9.0489|sight
Quay Street Galway||Galway|IE|53.2713|-9.0538|neighbourhood
Latin Quarter Galway||Galway|IE|53.2713|-9.0538|neighbourhood
Salthill Promenade|Salthill Prom|Galway|IE|53.2590|-9.0730|beach
Dún Aonghasa|Dun Aengus;Dún Aonghusa|Galway|IE|53.1257|-9.7677|sight
Kylemore Abbey||Clifden|IE|53.5615|-9.8890|sight
Muckross House||Killarney|IE|52.0162|-9.5046|sight
Muckross Abbey||Killarney|IE|52.0285|-9.5035|religious
Torc Waterfall||Killarney|IE|52.0047|-9.5082|nature
Gap of Dunloe|Bearna an Choimín|Killarney|IE|52.0167|-9.6355|nature
Ladies View||Killarney|IE|51.9758|-9.5920|viewpoint
Conor Pass|An Chonair|Dingle|IE|52.1780|-10.2120|viewpoint
Gallarus Oratory|Séipéilín Ghallarais|Dingle|IE|52.1727|-10.3493|religious
English Market||Cork|IE|51.8977|-8.4746|market
St Fin Barre's Cathedral||Cork|IE|51.8944|-8.4804|religious
Shandon Bells|St Anne's Church Shandon|Cork|IE|51.9036|-8.4773|religious
St Colman's Cathedral|Cobh Cathedral|Cobh|IE|51.8507|-8.2961|religious
Spike Island||Cobh|IE|51.8353|-8.2870|sight
Charles Fort||Kinsale|IE|51.6975|-8.4998|sight
St Canice's Cathedral||Kilkenny|IE|52.6568|-7.2566|religious
Glendalough Monastic Site|Glendalough Round Tower|Rathdrum|IE|53.0107|-6.3272|sight
Powerscourt Estate|Powerscourt House and Gardens|Enniskerry|IE|53.1844|-6.1867|park
Newgrange|Brú na Bóinne|Slane|IE|53.6947|-6.4755|sight
Hill of Tara||Navan|IE|53.5797|-6.6118|sight
Skellig Michael|Sceilg Mhichíl|Cahersiveen|IE|51.7706|-10.5393|sight
Bunratty Castle|Bunratty Castle and Folk Park|Shannon|IE|52.6993|-8.8115|sight
Poulnabrone Dolmen|Poulnabrone|Ennis|IE|53.0486|-9.1400|sight
Benbulben|Ben Bulben;Binn Ghulbain|Sligo|IE|54.3667|-8.4722|nature
Reginald's Tower||Waterford|IE|52.2601|-7.1054|sight
Nieuwe Kerk Delft||Delft|NL|52.0121|4.3611|religious
Oude Kerk Delft||Delft|NL|52.0128|4.3548|religious
Markt Delft|Delft Market Square|Delft|NL|52.0115|4.3590|sight
Vermeer Centrum Delft|Vermeer Centre Delft|Delft|NL|52.0117|4.3589|museum
Rijksmuseum van Oudheden|National Museum of Antiquities|Leiden|NL|52.1582|4.4859|museum
Hortus botanicus Leiden||Leiden|NL|52.1572|4.4860|park
Burcht van Leiden|Leiden Burcht|Leiden|NL|52.1591|4.4933|viewpoint
Naturalis|Naturalis Biodiversity Center|Leiden|NL|52.1646|4.4735|museum
Molen de Valk||Leiden|NL|52.1645|4.4870|museum
Grote Kerk Haarlem|Sint-Bavokerk Haarlem;St Bavo's Church Haarlem|Haarlem|NL|52.3812|4.6370|religious
Frans Hals Museum||Haarlem|NL|52.3764|4.6367|museum
Teylers Museum||Haarlem|NL|52.3802|4.6402|museum
Grote Markt Haarlem||Haarlem|NL|52.3813|4.6363|sight
Molen De Adriaan||Haarlem|NL|52.3838|4.6423|museum
Corrie ten Boom House|Corrie ten Boom Huis|Haarlem|NL|52.3826|4.6366|museum
Oudegracht||Utrecht|NL|52.0900|5.1200|neighbourhood
Centraal Museum||Utrecht|NL|52.0831|5.1262|museum
Rietveld Schröderhuis|Rietveld Schröder House|Utrecht|NL|52.0853|5.1475|museum
Nijntje Museum|Miffy Museum|Utrecht|NL|52.0838|5.1273|museum
Domkerk Utrecht|St Martin's Cathedral Utrecht;Utrecht Cathedral|Utrecht|NL|52.0907|5.1225|religious
Vrijthof||Maastricht|NL|50.8487|5.6880|sight
Sint-Servaasbasiliek|Basilica of Saint Servatius|Maastricht|NL|50.8492|5.6862|religious
Boekhandel Dominicanen|Dominicanen bookshop|Maastricht|NL|50.8523|5.6906|shop
Onze Lieve Vrouweplein||Maastricht|NL|50.8468|5.6925|sight
Fort Sint Pieter|Sint-Pietersberg|Maastricht|NL|50.8393|5.6837|sight
Helpoort||Maastricht|NL|50.8455|5.6933|sight
Kröller-Müller Museum|Kroller-Muller Museum|Otterlo|NL|52.0951|5.8166|museum
Nationaal Park De Hoge Veluwe|Hoge Veluwe National Park;Hoge Veluwe|Otterlo|NL|52.0800|5.8300|nature
Kaasmarkt Alkmaar|Alkmaar Cheese Market|Alkmaar|NL|52.6331|4.7495|market
Waagplein Alkmaar||Alkmaar|NL|52.6331|4.7495|sight
Goudse Waag||Gouda|NL|52.0118|4.7107|market
Markt Gouda|Gouda Cheese Market|Gouda|NL|52.0118|4.7107|market
Stadhuis Gouda|Gouda City Hall|Gouda|NL|52.0113|4.7108|sight
Sint-Janskathedraal|St John's Cathedral 's-Hertogenbosch|'s-Hertogenbosch|NL|51.6880|5.3093|religious
Martinitoren|Martini Tower|Groningen|NL|53.2193|6.5683|viewpoint
Groninger Museum||Groningen|NL|53.2123|6.5665|museum
Patershol||Gent|BE|51.0578|3.7238|neighbourhood
Sint-Michielsbrug|St Michael's Bridge Ghent|Gent|BE|51.0545|3.7193|viewpoint
Vrijdagmarkt Gent|Vrijdagmarkt|Gent|BE|51.0571|3.7263|sight
Korenmarkt Gent|Korenmarkt|Gent|BE|51.0545|3.7215|sight
Stadhuis Leuven|Leuven Town Hall|Leuven|BE|50.8789|4.7011|sight
Oude Markt Leuven||Leuven|BE|50.8775|4.7003|food
Groot Begijnhof Leuven|Great Beguinage of Leuven|Leuven|BE|50.8713|4.6981|neighbourhood
Universiteitsbibliotheek Leuven|KU Leuven University Library|Leuven|BE|50.8787|4.7075|sight
Ladeuzeplein||Leuven|BE|50.8787|4.7075|sight
Sint-Pieterskerk Leuven|St Peter's Church Leuven|Leuven|BE|50.8796|4.7014|religious
Sint-Romboutskathedraal|St Rumbold's Cathedral;St Rumbold's Tower|Mechelen|BE|51.0289|4.4792|religious
Citadelle de Dinant|Dinant Citadel|Dinant|BE|50.2625|4.9142|viewpoint
Collégiale Notre-Dame de Dinant||Dinant|BE|50.2613|4.9125|religious
Butte du Lion|Lion's Mound;Waterloo Battlefield|Braine-l'Alleud|BE|50.6786|4.4046|sight
Menenpoort|Menin Gate|Ieper|BE|50.8520|2.8914|sight
In Flanders Fields Museum|Lakenhalle Ieper;Cloth Hall Ypres|Ieper|BE|50.8510|2.8855|museum
Tyne Cot Cemetery|Tyne Cot|Zonnebeke|BE|50.8870|2.9997|sight
Château de Bouillon|Bouillon Castle|Bouillon|BE|49.7935|5.0655|sight
Chemin de la Corniche|Corniche Luxembourg|Luxembourg|LU|49.6106|6.1346|viewpoint
Grund|Luxembourg Grund|Luxembourg|LU|49.6080|6.1345|neighbourhood
Cathédrale Notre-Dame de Luxembourg|Notre-Dame Cathedral Luxembourg|Luxembourg|LU|49.6097|6.1315|religious
Pont Adolphe|Adolphe Bridge|Luxembourg|LU|49.6078|6.1260|sight
Château de Vianden|Vianden Castle|Vianden|LU|49.9353|6.2017|sight
Basilique Saint-Willibrord|Echternach Abbey;Basilica of St Willibrord|Echternach|LU|49.8119|6.4205|religious
Den Gamle By|The Old Town Aarhus|Aarhus|DK|56.1587|10.1920|museum
Moesgaard Museum|Moesgaard|Aarhus|DK|56.0885|10.2265|museum
Aarhus Domkirke|Aarhus Cathedral|Aarhus|DK|56.1570|10.2105|religious
H.C. Andersens Hus|Hans Christian Andersen House;H.C. Andersen Museum|Odense|DK|55.3987|10.3913|museum
Sankt Knuds Kirke|St Canute's Cathedral;Odense Domkirke|Odense|DK|55.3957|10.3883|religious
Roskilde Domkirke|Roskilde Cathedral|Roskilde|DK|55.6425|12.0804|religious
Vikingeskibsmuseet|Viking Ship Museum Roskilde|Roskilde|DK|55.6506|12.0789|museum
Grenen|Skagen Grenen|Skagen|DK|57.7420|10.6430|nature
Møns Klint|Mons Klint|Stege|DK|54.9650|12.5450|nature
Ribe Domkirke|Ribe Cathedral|Ribe|DK|55.3275|8.7612|religious
Egeskov Slot|Egeskov Castle|Faaborg|DK|55.1761|10.4900|sight
Bergenhus Fortress|Bergenhus festning|Bergen|NO|60.3995|5.3205|sight
Håkonshallen|Haakon's Hall|Bergen|NO|60.3995|5.3205|sight
KODE|KODE Art Museums|Bergen|NO|60.3890|5.3255|museum
Fantoft Stave Church|Fantoft stavkirke|Bergen|NO|60.3400|5.3540|religious
Aksla|Fjellstua;Aksla viewpoint|Ålesund|NO|62.4740|6.1630|viewpoint
Polaria||Tromsø|NO|69.6427|18.9480|museum
Bakklandet||Trondheim|NO|63.4280|10.4040|neighbourhood
Gamle Bybro|Old Town Bridge Trondheim|Trondheim|NO|63.4282|10.4005|sight
Gamle Stavanger|Old Stavanger|Stavanger|NO|58.9725|5.7270|neighbourhood
Norsk Oljemuseum|Norwegian Petroleum Museum|Stavanger|NO|58.9733|5.7376|museum
Urnes Stave Church|Urnes stavkyrkje|Sogndal|NO|61.2983|7.3228|religious
Borgund Stave Church|Borgund stavkyrkje|Lærdalsøyri|NO|61.0472|7.8122|religious
Heddal Stave Church|Heddal stavkirke|Notodden|NO|59.5795|9.1764|religious
Briksdalsbreen|Briksdal Glacier|Stryn|NO|61.6608|6.8135|nature
Trollstigen||Åndalsnes|NO|62.4560|7.6660|viewpoint
Vøringsfossen|Voringsfossen|Eidfjord|NO|60.4262|7.2507|nature
De syv søstrene|Seven Sisters Waterfall;Sju søstre|Stranda|NO|62.1061|7.0944|nature
Ringmuren|Visby City Wall;Visby ringmur|Visby|SE|57.6400|18.2960|sight
Visby domkyrka|Sankta Maria domkyrka;Visby Cathedral|Visby|SE|57.6418|18.2964|religious
Sankt Karins kyrkoruin|St Karin's Church Ruin Visby|Visby|SE|57.6392|18.2922|sight
Uppsala domkyrka|Uppsala Cathedral|Uppsala|SE|59.8581|17.6339|religious
Gamla Uppsala högar|Royal Mounds of Uppsala;Uppsala högar|Uppsala|SE|59.8977|17.6336|sight
Uppsala slott|Uppsala Castle|Uppsala|SE|59.8532|17.6355|sight
Lunds domkyrka|Lund Cathedral|Lund|SE|55.7042|13.1935|religious
Ales stenar|Ale's Stones|Ystad|SE|55.3825|14.0544|sight
Kalmar slott|Kalmar Castle|Kalmar|SE|56.6575|16.3566|sight
Borgholms slottsruin|Borgholm Castle|Borgholm|SE|56.8711|16.6446|sight
Slottsskogen||Gothenburg|SE|57.6850|11.9420|park
Göteborgs konstmuseum|Gothenburg Museum of Art|Gothenburg|SE|57.6965|11.9805|museum
Götaplatsen||Gothenburg|SE|57.6965|11.9805|sight
Skansen Kronan||Gothenburg|SE|57.6955|11.9535|viewpoint
Falu gruva|Falun Mine;Falu Copper Mine|Falun|SE|60.5990|15.6132|sight
Turun linna|Turku Castle|Turku|FI|60.4352|22.2300|sight
Turun tuomiokirkko|Turku Cathedral|Turku|FI|60.4525|22.2780|religious
Särkänniemi||Tampere|FI|61.5049|23.7434|sight
Olavinlinna|St Olaf's Castle|Savonlinna|FI|61.8640|28.9003|sight
Porvoon tuomiokirkko|Porvoo Cathedral|Porvoo|FI|60.3954|25.6646|religious
Akureyrarkirkja|Akureyri Church|Akureyri|IS|65.6800|-18.0905|religious
Hverir|Námafjall;Hverarönd|Laugar|IS|65.6410|-16.8100|nature
Dimmuborgir||Laugar|IS|65.5911|-16.9125|nature
Skútustaðagígar|Skutustadagigar;Pseudocraters of Skútustaðir|Laugar|IS|65.5690|-17.0380|nature
Búðakirkja|Búðir Black Church;Black Church of Búðir|Ólafsvík|IS|64.8217|-23.3844|religious
Gljúfrabúi|Gljufrabui|Hvolsvöllur|IS|63.6207|-19.9870|nature
Seyðisfjarðarkirkja|Blue Church Seyðisfjörður|Egilsstaðir|IS|65.2590|-14.0080|religious
Stokksnes||Höfn|IS|64.2490|-14.9680|nature
Dynjandi|Dynjandi waterfall|Ísafjörður|IS|65.7330|-23.1990|nature
Hraunfossar||Borgarnes|IS|64.7030|-20.9780|nature
Deildartunguhver||Borgarnes|IS|64.6640|-21.4110|nature
Bridge Between Continents|Brú milli heimsálfa;Leif the Lucky Bridge|Grindavík|IS|63.8680|-22.6750|sight
Seljavallalaug|Seljavellir pool|Hvolsvöllur|IS|63.5650|-19.6080|nature
Brúarfoss|Bruarfoss|Selfoss|IS|64.2640|-20.5160|nature
Reykjadalur|Reykjadalur hot spring river|Hveragerði|IS|64.0300|-21.2130|nature
Musée d'Art Moderne de Paris|MAM Paris;Museum of Modern Art of Paris;파리 시립 근대미술관;パリ市立近代美術館;巴黎市立现代艺术博物馆;파리시립근대미술관|Paris|FR|48.8643|2.2977|museum
Musée Guimet|Musée national des arts asiatiques Guimet;Guimet Museum;Musee Guimet;기메 박물관;ギメ東洋美術館;吉美博物馆;吉美博物館;기메박물관|Paris|FR|48.8652|2.2935|museum
Parc Montsouris|Montsouris Park|Paris|FR|48.8222|2.3378|park
Viaduc des Arts||Paris|FR|48.8489|2.3727|sight
Coulée verte René-Dumont|Promenade plantée;Promenade plantee|Paris|FR|48.8489|2.3727|park
Saint-Étienne-du-Mont|Église Saint-Étienne-du-Mont;Saint-Etienne-du-Mont|Paris|FR|48.8467|2.3480|religious
Arènes de Lutèce|Arenes de Lutece;Arena of Lutetia|Paris|FR|48.8452|2.3526|sight
Tour Saint-Jacques|Saint-Jacques Tower|Paris|FR|48.8580|2.3489|sight
Passage Jouffroy||Paris|FR|48.8728|2.3424|shop
Place de la République|Place de la Republique|Paris|FR|48.8675|2.3637|sight
Cimetière de Montmartre|Montmartre Cemetery;Cimetiere de Montmartre|Paris|FR|48.8874|2.3310|sight
Cimetière du Montparnasse|Montparnasse Cemetery;Cimetiere du Montparnasse|Paris|FR|48.8383|2.3264|sight
Musée de Montmartre|Montmartre Museum;Musee de Montmartre;몽마르트르 박물관;モンマルトル美術館;蒙马特博物馆;몽마르트르박물관|Paris|FR|48.8880|2.3405|museum
Musée de la Vie romantique|Museum of Romantic Life;Musee de la Vie romantique|Paris|FR|48.8813|2.3334|museum
Musée Nissim de Camondo|Nissim de Camondo Museum;Musee Nissim de Camondo|Paris|FR|48.8794|2.3120|museum
Musée national Eugène-Delacroix|Musée Delacroix;Delacroix Museum;Musee Delacroix|Paris|FR|48.8547|2.3356|museum
Opéra Bastille|Opera Bastille;오페라 바스티유;オペラ・バスティーユ;巴士底歌剧院;巴士底歌劇院;오페라바스티유;オペラバスティーユ|Paris|FR|48.8521|2.3700|sight
Parc André-Citroën|Parc Andre Citroen|Paris|FR|48.8412|2.2745|park
Rue Montorgueil||Paris|FR|48.8650|2.3469|food
Église Saint-Germain-des-Prés|Abbaye de Saint-Germain-des-Prés;Church of Saint-Germain-des-Prés|Paris|FR|48.8540|2.3343|religious
Jardin d'Acclimatation|Jardin d'Acclimatation Paris|Paris|FR|48.8787|2.2640|park
Château de Vincennes|Chateau de Vincennes;Vincennes Castle;뱅센 성;ヴァンセンヌ城;万塞讷城堡;萬塞訥城堡;뱅센성|Paris|FR|48.8427|2.4356|sight
Maison de Victor Hugo|Victor Hugo House;Maison Victor Hugo|Paris|FR|48.8547|2.3661|museum
Musée des Arts et Métiers|Musee des Arts et Metiers;Arts et Métiers Museum|Paris|FR|48.8666|2.3555|museum
Moulin de la Galette|물랭 드 라 갈레트;ムーラン・ド・ラ・ギャレット;煎饼磨坊;煎餅磨坊;물랭드라갈레트;ムーランドラギャレット|Paris|FR|48.8876|2.3375|sight
Musée du Luxembourg|Musee du Luxembourg|Paris|FR|48.8490|2.3344|museum
Grand Trianon|그랑 트리아농;グラン・トリアノン;大特里亚农宫;大特里亞農宮;그랑트리아농;グラントリアノン|Versailles|FR|48.8145|2.1045|sight
Petit Trianon|프티 트리아농;プティ・トリアノン;小特里亚农宫;小特里亞農宮;프티트리아농;プティトリアノン|Versailles|FR|48.8157|2.1098|sight
Hameau de la Reine|Queen's Hamlet;Hameau de Marie-Antoinette|Versailles|FR|48.8189|2.1106|sight
St Martin-in-the-Fields|St Martin in the Fields|London|GB|51.5089|-0.1268|religious
Royal Academy of Arts|Royal Academy;Burlington House|London|GB|51.5094|-0.1396|museum
Wallace Collection|The Wallace Collection|London|GB|51.5175|-0.1527|museum
Courtauld Gallery|The Courtauld|London|GB|51.5111|-0.1174|museum
Charles Dickens Museum|Dickens Museum|London|GB|51.5235|-0.1161|museum
Kenwood House|Kenwood|London|GB|51.5712|-0.1676|museum
Holland Park||London|GB|51.5028|-0.2038|park
Kyoto Garden|Kyoto Garden Holland Park|London|GB|51.5028|-0.2038|park
Battersea Park||London|GB|51.4795|-0.1575|park
Petticoat Lane Market|Petticoat Lane|London|GB|51.5160|-0.0750|market
Queen Elizabeth Olympic Park|Olympic Park London|London|GB|51.5430|-0.0165|park
ArcelorMittal Orbit|Orbit tower|London|GB|51.5384|-0.0128|viewpoint
Lord's Cricket Ground|Lord's|London|GB|51.5294|-0.1727|sight
St Bartholomew-the-Great|St Bartholomew the Great|London|GB|51.5189|-0.0998|religious
Temple Church||London|GB|51.5131|-0.1102|religious
Crystal Palace Park||London|GB|51.4214|-0.0706|park
Crystal Palace Dinosaurs||London|GB|51.4214|-0.0706|sight
Alexandra Palace|Ally Pally|London|GB|51.5942|-0.1310|viewpoint
30 St Mary Axe|The Gherkin;Gherkin|London|GB|51.5145|-0.0803|sight
Guildhall Art Gallery|London's Roman Amphitheatre|London|GB|51.5156|-0.0917|museum
Guildhall London||London|GB|51.5156|-0.0917|sight
St Dunstan-in-the-East|St Dunstan in the East|London|GB|51.5096|-0.0827|park
Apsley House|Wellington Museum|London|GB|51.5034|-0.1514|museum
All England Lawn Tennis Club|Wimbledon Centre Court;Wimbledon Championships grounds|London|GB|51.4340|-0.2143|sight
Banqueting House|Banqueting House Whitehall|London|GB|51.5044|-0.1260|sight
Parliament Hill|Parliament Hill viewpoint|London|GB|51.5597|-0.1600|viewpoint
Queen's House|Queen's House Greenwich|London|GB|51.4810|-0.0036|museum
Ons' Lieve Heer op Solder|Our Lord in the Attic;Museum Ons' Lieve Heer op Solder|Amsterdam|NL|52.3748|4.8996|museum
Verzetsmuseum|Dutch Resistance Museum;Verzetsmuseum Amsterdam;레지스탕스 박물관;オランダ・レジスタンス博物館;抵抗运动博物馆;抵抗運動博物館;레지스탕스박물관;オランダレジスタンス博物館|Amsterdam|NL|52.3665|4.9125|museum
Joods Museum|Jewish Museum Amsterdam;Joods Historisch Museum|Amsterdam|NL|52.3672|4.9039|museum
Portugese Synagoge|Portuguese Synagogue Amsterdam;Esnoga;포르투갈 시나고그;ポルトガル・シナゴーグ;葡萄牙犹太会堂;葡萄牙猶太會堂;포르투갈시나고그;ポルトガルシナゴーグ|Amsterdam|NL|52.3673|4.9055|religious
Museum Het Schip|Het Schip;헷 스힙 박물관;ヘット・スヒップ博物館;船屋博物馆;헷스힙박물관;ヘットスヒップ博物館|Amsterdam|NL|52.3906|4.8737|museum
Westergasfabriek|베스테르가스파브리크;ヴェステルガスファブリーク;西煤气厂文化公园|Amsterdam|NL|52.3860|4.8755|park
Westerpark||Amsterdam|NL|52.3860|4.8755|park
Amsterdamse Bos|Amsterdam Forest|Amsterdam|NL|52.3180|4.8380|park
Munttoren|Mint Tower;문트타워;ムント塔;铸币塔;鑄幣塔|Amsterdam|NL|52.3667|4.8932|sight
Waag Amsterdam|Waag Nieuwmarkt|Amsterdam|NL|52.3727|4.9003|sight
NDSM-werf|NDSM Wharf;NDSM|Amsterdam|NL|52.4010|4.8920|neighbourhood
Brouwerij 't IJ|Brouwerij het IJ|Amsterdam|NL|52.3667|4.9262|food
De Gooyer|Molen De Gooyer|Amsterdam|NL|52.3667|4.9262|sight
Concertgebouw|Royal Concertgebouw;Het Concertgebouw;콘세르트헤바우;로열 콘세르트헤바우;コンセルトヘボウ;阿姆斯特丹音乐厅;阿姆斯特丹音樂廳;로열콘세르트헤바우|Amsterdam|NL|52.3563|4.8791|sight
Tropenmuseum|Wereldmuseum Amsterdam|Amsterdam|NL|52.3627|4.9223|museum
Palais de Justice de Bruxelles|Justitiepaleis;Palace of Justice Brussels|Brussels|BE|50.8366|4.3519|sight
Basilique de Koekelberg|Basilique nationale du Sacré-Cœur;Koekelberg Basilica;Basiliek van Koekelberg|Brussels|BE|50.8666|4.3172|religious
Parc de Bruxelles|Warandepark;Brussels Park|Brussels|BE|50.8445|4.3640|park
Église Notre-Dame du Sablon|Notre-Dame du Sablon;Onze-Lieve-Vrouw ter Zavel|Brussels|BE|50.8399|4.3553|religious
Maison de l'histoire européenne|House of European History|Brussels|BE|50.8383|4.3798|museum
Place Sainte-Catherine|Sint-Katelijneplein|Brussels|BE|50.8505|4.3480|sight
Bourse de Bruxelles|Brussels Stock Exchange;Beurs van Brussel|Brussels|BE|50.8483|4.3497|sight
Bois de la Cambre|Ter Kamerenbos|Brussels|BE|50.8125|4.3755|park
Brasserie Cantillon|Cantillon Brewery;Brussels Gueuze Museum|Brussels|BE|50.8355|4.3345|food
National Gallery of Ireland||Dublin|IE|53.3409|-6.2525|museum
National Museum of Ireland – Archaeology|National Museum of Ireland Archaeology|Dublin|IE|53.3401|-6.2549|museum
Chester Beatty|Chester Beatty Library|Dublin|IE|53.3424|-6.2672|museum
Little Museum of Dublin||Dublin|IE|53.3393|-6.2588|museum
Merrion Square||Dublin|IE|53.3395|-6.2490|park
Glasnevin Cemetery||Dublin|IE|53.3720|-6.2780|sight
GPO Dublin|General Post Office Dublin;GPO Witness History|Dublin|IE|53.3494|-6.2605|museum
Spire of Dublin|Monument of Light|Dublin|IE|53.3498|-6.2603|sight
St Michan's Church|St Michan's|Dublin|IE|53.3477|-6.2771|religious
Marsh's Library||Dublin|IE|53.3393|-6.2712|museum
Teeling Whiskey Distillery|Teeling Distillery|Dublin|IE|53.3378|-6.2770|food
Dublinia||Dublin|IE|53.3431|-6.2719|museum
Croke Park||Dublin|IE|53.3607|-6.2512|sight
Custom House Dublin||Dublin|IE|53.3486|-6.2530|sight
Powerscourt Townhouse|Powerscourt Centre|Dublin|IE|53.3424|-6.2622|shop
George's Street Arcade||Dublin|IE|53.3427|-6.2648|market
Irish Museum of Modern Art|IMMA;Royal Hospital Kilmainham|Dublin|IE|53.3431|-6.3000|museum
Dublin Zoo||Dublin|IE|53.3562|-6.3049|park
National Botanic Gardens of Ireland|National Botanic Gardens Glasnevin|Dublin|IE|53.3725|-6.2720|park
Malahide Castle|Malahide Castle and Gardens|Dublin|IE|53.4440|-6.1640|sight
Scottish National Gallery|National Gallery of Scotland|Edinburgh|GB|55.9509|-3.1960|museum
Royal Botanic Garden Edinburgh|Edinburgh Botanic Gardens|Edinburgh|GB|55.9653|-3.2090|park
Dynamic Earth|Our Dynamic Earth|Edinburgh|GB|55.9505|-3.1745|museum
Scottish Parliament Building|Holyrood Parliament;Scottish Parliament|Edinburgh|GB|55.9520|-3.1750|sight
The Real Mary King's Close|Mary King's Close|Edinburgh|GB|55.9502|-3.1903|sight
Gladstone's Land||Edinburgh|GB|55.9493|-3.1944|museum
The Writers' Museum|Writers' Museum Edinburgh|Edinburgh|GB|55.9494|-3.1940|museum
Surgeons' Hall Museums|Surgeons' Hall|Edinburgh|GB|55.9467|-3.1835|museum
Scottish National Gallery of Modern Art|Modern One;Modern Two|Edinburgh|GB|55.9508|-3.2277|museum
Scottish National Portrait Gallery||Edinburgh|GB|55.9553|-3.1936|museum
Portobello Beach|Portobello Promenade|Edinburgh|GB|55.9550|-3.1080|beach
Blackford Hill||Edinburgh|GB|55.9238|-3.1960|viewpoint
Craigmillar Castle||Edinburgh|GB|55.9262|-3.1405|sight
Edinburgh Zoo||Edinburgh|GB|55.9424|-3.2685|park
Rosslyn Chapel||Roslin|GB|55.8554|-3.1599|religious
Frederiksberg Have|Frederiksberg Gardens|Copenhagen|DK|55.6750|12.5230|park
Cisternerne|The Cisterns Copenhagen|Copenhagen|DK|55.6710|12.5250|museum
Københavns Botaniske Have|Botanical Garden Copenhagen;Copenhagen Botanical Garden|Copenhagen|DK|55.6870|12.5740|park
Thorvaldsens Museum|Thorvaldsen Museum|Copenhagen|DK|55.6770|12.5780|museum
Davids Samling|The David Collection|Copenhagen|DK|55.6855|12.5805|museum
Grundtvigs Kirke|Grundtvig's Church|Copenhagen|DK|55.7165|12.5330|religious
Kongens Have|King's Garden Copenhagen;Rosenborg Castle Gardens|Copenhagen|DK|55.6850|12.5800|park
Kongens Nytorv||Copenhagen|DK|55.6800|12.5860|sight
Børsen|Old Stock Exchange Copenhagen;Borsen|Copenhagen|DK|55.6760|12.5830|sight
Operaen|Copenhagen Opera House;Operaen Copenhagen|Copenhagen|DK|55.6818|12.6005|sight
Inderhavnsbroen|Inner Harbour Bridge;Kissing Bridge Copenhagen|Copenhagen|DK|55.6795|12.5915|sight
Amager Strandpark|Amager Beach Park|Copenhagen|DK|55.6580|12.6480|beach
Islands Brygge Havnebad|Harbour Bath Islands Brygge|Copenhagen|DK|55.6700|12.5760|beach
BLOX|Danish Architecture Centre;Dansk Arkitektur Center|Copenhagen|DK|55.6740|12.5770|museum
Zoologisk Have København|Copenhagen Zoo|Copenhagen|DK|55.6725|12.5215|park
Historiska museet|Swedish History Museum|Stockholm|SE|59.3350|18.0915|museum
Nordiska museet|Nordic Museum|Stockholm|SE|59.3292|18.0936|museum
Junibacken||Stockholm|SE|59.3296|18.0903|museum
Prins Eugens Waldemarsudde|Waldemarsudde|Stockholm|SE|59.3235|18.1080|museum
Rosendals trädgård|Rosendal Garden;Rosendals tradgard|Stockholm|SE|59.3270|18.1160|park
Avicii Arena|Ericsson Globe;Globen|Stockholm|SE|59.2936|18.0831|sight
Skogskyrkogården|Woodland Cemetery;Skogskyrkogarden|Stockholm|SE|59.2750|18.0990|sight
Hagaparken|Haga Park|Stockholm|SE|59.3610|18.0380|park
Katarinahissen|Katarina Elevator|Stockholm|SE|59.3203|18.0730|viewpoint
Fjällgatan|Fjallgatan|Stockholm|SE|59.3160|18.0860|viewpoint
Stockholms stadsbibliotek|Stockholm Public Library|Stockholm|SE|59.3434|18.0546|sight
Kungsträdgården|Kungstradgarden|Stockholm|SE|59.3310|18.0716|park
Vaxholms fästning|Vaxholm Fortress|Vaxholm|SE|59.4020|18.3580|sight
Gripsholms slott|Gripsholm Castle|Mariefred|SE|59.2550|17.2195|sight
Nobels Fredssenter|Nobel Peace Center|Oslo|NO|59.9115|10.7300|museum
Oslo domkirke|Oslo Cathedral|Oslo|NO|59.9128|10.7460|religious
Stortinget|Storting building;Norwegian Parliament|Oslo|NO|59.9130|10.7400|sight
Sognsvann||Oslo|NO|59.9760|10.7310|nature
Norsk Maritimt Museum|Norwegian Maritime Museum|Oslo|NO|59.9040|10.6990|museum
Ibsenmuseet|Ibsen Museum|Oslo|NO|59.9155|10.7290|museum
Deichman Bjørvika|Oslo Public Library;Deichman Bjorvika|Oslo|NO|59.9085|10.7525|sight
Slottsparken|Palace Park Oslo|Oslo|NO|59.9170|10.7300|park
Hietalahden kauppahalli|Hietalahti Market Hall|Helsinki|FI|60.1623|24.9290|market
Hakaniemen kauppahalli|Hakaniemi Market Hall|Helsinki|FI|60.1790|24.9510|market
Amos Rex||Helsinki|FI|60.1698|24.9370|museum
Designmuseo|Design Museum Helsinki|Helsinki|FI|60.1630|24.9465|museum
Kansallismuseo|National Museum of Finland|Helsinki|FI|60.1748|24.9315|museum
Finlandia-talo|Finlandia Hall|Helsinki|FI|60.1760|24.9340|sight
Kaivopuisto|Kaivopuisto Park|Helsinki|FI|60.1568|24.9580|park
Korkeasaari|Helsinki Zoo|Helsinki|FI|60.1755|24.9840|park
Linnanmäki|Linnanmaki|Helsinki|FI|60.1880|24.9410|sight
Hietaniemen uimaranta|Hietaniemi Beach;Hietsu|Helsinki|FI|60.1715|24.9010|beach
Helsingin päärautatieasema|Helsinki Central Station|Helsinki|FI|60.1710|24.9415|sight
Tjörnin|The Pond Reykjavík|Reykjavik|IS|64.1445|-21.9430|nature
Ráðhús Reykjavíkur|Reykjavík City Hall|Reykjavik|IS|64.1460|-21.9425|sight
Alþingishúsið|Althing;Parliament House Iceland|Reykjavik|IS|64.1468|-21.9398|sight
Þjóðminjasafn Íslands|National Museum of Iceland|Reykjavik|IS|64.1418|-21.9486|museum
Hafnarhús|Reykjavík Art Museum Hafnarhús|Reykjavik|IS|64.1497|-21.9410|museum
Kjarvalsstaðir|Kjarvalsstadir|Reykjavik|IS|64.1387|-21.9205|museum
Árbæjarsafn|Árbær Open Air Museum|Reykjavik|IS|64.1185|-21.8150|museum
Grótta|Grótta Lighthouse|Seltjarnarnes|IS|64.1640|-22.0220|nature
Höfði|Höfði House|Reykjavik|IS|64.1475|-21.9130|sight
Viðey|Videy Island|Reykjavik|IS|64.1620|-21.8550|nature
Kolaportið|Kolaportid flea market|Reykjavik|IS|64.1495|-21.9395|market
Nauthólsvík|Nauthólsvík geothermal beach|Reykjavik|IS|64.1225|-21.9300|beach
Skólavörðustígur|Rainbow Street Reykjavík|Reykjavik|IS|64.1455|-21.9315|sight
Bæjarins Beztu Pylsur|Baejarins Beztu|Reykjavik|IS|64.1482|-21.9385|food
Lugdunum|Musée gallo-romain de Lyon;Lugdunum Musée|Lyon|FR|45.7598|4.8190|museum
Amphithéâtre des Trois Gaules|Amphitheatre des Trois Gaules|Lyon|FR|45.7705|4.8305|sight
Mur des Canuts||Lyon|FR|45.7795|4.8278|sight
Institut Lumière|Institut Lumiere;Musée Lumière|Lyon|FR|45.7450|4.8705|museum
Grand Hôtel-Dieu|Hôtel-Dieu de Lyon;Grand Hotel-Dieu|Lyon|FR|45.7590|4.8365|sight
Basilique Saint-Martin d'Ainay|Abbaye d'Ainay|Lyon|FR|45.7528|4.8278|religious
Église Saint-Nizier|Saint-Nizier Lyon|Lyon|FR|45.7651|4.8330|religious
Fort Saint-Jean|Fort Saint-Jean Marseille|Marseille|FR|43.2958|5.3613|sight
Abbaye Saint-Victor|Saint-Victor Abbey|Marseille|FR|43.2906|5.3655|religious
Cité radieuse|Unité d'habitation de Marseille;Cite radieuse|Marseille|FR|43.2610|5.3965|sight
Orange Vélodrome|Stade Vélodrome;Stade Velodrome|Marseille|FR|43.2698|5.3959|sight
Plage des Catalans||Marseille|FR|43.2905|5.3547|beach
Parc Borély|Parc Borely|Marseille|FR|43.2595|5.3815|park
Îles du Frioul|Frioul archipelago;Iles du Frioul|Marseille|FR|43.2780|5.3050|nature
Calanque de Sormiou||Marseille|FR|43.2110|5.4180|nature
Calanque de Sugiton|Sugiton|Marseille|FR|43.2137|5.4550|nature
La Canebière|La Canebiere|Marseille|FR|43.2975|5.3800|sight
Jardin public de Bordeaux|Jardin Public Bordeaux|Bordeaux|FR|44.8490|-0.5770|park
Pont de pierre de Bordeaux|Pont de pierre Bordeaux|Bordeaux|FR|44.8385|-0.5630|sight
Porte Cailhau||Bordeaux|FR|44.8381|-0.5699|sight
Grand Théâtre de Bordeaux|Grand Theatre de Bordeaux|Bordeaux|FR|44.8427|-0.5740|sight
Place des Quinconces||Bordeaux|FR|44.8446|-0.5745|sight
Monument aux Girondins||Bordeaux|FR|44.8446|-0.5745|sight
Marché des Capucins|Capucins Bordeaux;Marche des Capucins|Bordeaux|FR|44.8310|-0.5680|market
Musée d'Aquitaine|Musee d'Aquitaine|Bordeaux|FR|44.8350|-0.5745|museum
Chartrons|Quartier des Chartrons|Bordeaux|FR|44.8540|-0.5700|neighbourhood
Tour Pey-Berland|Pey-Berland Tower|Bordeaux|FR|44.8375|-0.5775|viewpoint
Musée Masséna|Villa Masséna;Musee Massena|Nice|FR|43.6950|7.2610|museum
Cathédrale Sainte-Réparate|Sainte-Réparate Cathedral;Cathedrale Sainte-Reparate|Nice|FR|43.6972|7.2758|religious
Palais Lascaris||Nice|FR|43.6980|7.2770|museum
Promenade du Paillon|Coulée verte Nice|Nice|FR|43.6990|7.2735|park
Arènes de Cimiez|Musée d'Archéologie de Nice-Cimiez;Arenes de Cimiez|Nice|FR|43.7190|7.2760|sight
Pont Neuf de Toulouse|Pont-Neuf Toulouse|Toulouse|FR|43.5995|1.4385|sight
Musée des Augustins|Musee des Augustins|Toulouse|FR|43.6010|1.4465|museum
Hôtel d'Assézat|Fondation Bemberg;Hotel d'Assezat|Toulouse|FR|43.6001|1.4418|museum
Cathédrale Saint-Étienne de Toulouse|Toulouse Cathedral|Toulouse|FR|43.6000|1.4515|religious
Basilique Notre-Dame de la Daurade|La Daurade|Toulouse|FR|43.6010|1.4395|religious
Marché Victor Hugo|Marche Victor Hugo;Victor Hugo market Toulouse|Toulouse|FR|43.6065|1.4465|market
Musée Saint-Raymond|Musee Saint-Raymond|Toulouse|FR|43.6075|1.4410|museum
Mont Sainte-Odile|Odilienberg|Obernai|FR|48.4375|7.4045|religious
Cathédrale Saint-Étienne de Metz|Metz Cathedral|Metz|FR|49.1203|6.1758|religious
Centre Pompidou-Metz||Metz|FR|49.1085|6.1815|museum
Les Machines de l'île|Machines of the Isle of Nantes;Grand Éléphant;Machines de l'ile|Nantes|FR|47.2065|-1.5640|sight
Château des ducs de Bretagne|Nantes castle|Nantes|FR|47.2160|-1.5495|sight
Cathédrale Saint-Pierre-et-Saint-Paul de Nantes|Nantes Cathedral|Nantes|FR|47.2183|-1.5510|religious
Passage Pommeraye||Nantes|FR|47.2130|-1.5605|shop
Parc du Thabor||Rennes|FR|48.1140|-1.6690|park
Marché des Lices||Rennes|FR|48.1125|-1.6820|market
Place des Lices Rennes||Rennes|FR|48.1125|-1.6820|sight
Château d'Angers|Angers Castle;Apocalypse Tapestry;Tenture de l'Apocalypse|Angers|FR|47.4700|-0.5600|sight
Cathédrale Saint-Maurice d'Angers|Angers Cathedral|Angers|FR|47.4705|-0.5545|religious
Cathédrale Sainte-Croix d'Orléans|Orléans Cathedral|Orléans|FR|47.9015|1.9100|religious
Cathédrale Saint-Étienne de Bourges|Bourges Cathedral|Bourges|FR|47.0822|2.3995|religious
Abbaye de Cluny|Cluny Abbey|Cluny|FR|46.4340|4.6590|religious
Citadelle de Besançon|Besançon Citadel|Besançon|FR|47.2305|6.0325|sight
Saline royale d'Arc-et-Senans|Royal Saltworks of Arc-et-Senans|Besançon|FR|47.0330|5.7780|sight
Château d'Annecy|Annecy Castle|Annecy|FR|45.8985|6.1255|museum
Bastille de Grenoble|Fort de la Bastille;Téléphérique de Grenoble|Grenoble|FR|45.1985|5.7250|viewpoint
Rocher Saint-Michel d'Aiguilhe|Saint-Michel d'Aiguilhe|Le Puy-en-Velay|FR|45.0495|3.8810|religious
Cathédrale Notre-Dame du Puy|Le Puy Cathedral|Le Puy-en-Velay|FR|45.0460|3.8850|religious
Puy de Dôme|Puy de Dome|Clermont-Ferrand|FR|45.7725|2.9640|nature
Château des Baux-de-Provence|Château des Baux|Saint-Rémy-de-Provence|FR|43.7445|4.7965|sight
Mont Faron||Toulon|FR|43.1460|5.9370|viewpoint
Chapelle du Rosaire de Vence|Matisse Chapel;Chapelle Matisse|Vence|FR|43.7310|7.1190|religious
Viaduc de Millau|Millau Viaduct|Millau|FR|44.0770|3.0225|sight
Abbatiale Sainte-Foy de Conques|Conques Abbey;Sainte-Foy de Conques|Decazeville|FR|44.5990|2.3985|religious
Château royal de Collioure|Royal Castle of Collioure|Collioure|FR|42.5255|3.0845|sight
Palais des rois de Majorque|Palace of the Kings of Majorca|Perpignan|FR|42.6933|2.8960|sight
Promenade du Peyrou|Place royale du Peyrou|Montpellier|FR|43.6110|3.8715|park
Musée Fabre|Musee Fabre|Montpellier|FR|43.6120|3.8805|museum
Cathédrale Saint-Pierre de Montpellier|Montpellier Cathedral|Montpellier|FR|43.6130|3.8730|religious
Cirque de Gavarnie|Gavarnie Cirque;Circo de Gavarnie|Lourdes|FR|42.6950|-0.0100|nature
Château de Pau|Pau Castle|Pau|FR|43.2950|-0.3750|sight
Futuroscope||Poitiers|FR|46.6690|0.3680|sight
Notre-Dame-la-Grande|Notre-Dame la Grande Poitiers|Poitiers|FR|46.5840|0.3430|religious
Tour Saint-Nicolas de La Rochelle|Tour Saint-Nicolas La Rochelle|La Rochelle|FR|46.1557|-1.1530|sight
Tour de la Lanterne|Lantern Tower La Rochelle|La Rochelle|FR|46.1560|-1.1570|sight
Phare des Baleines|Baleines Lighthouse|La Rochelle|FR|46.2445|-1.5610|viewpoint
Citadelle de Corte|Corte citadel|Corte|FR|42.3065|9.1480|sight
Plage de Rondinara|Rondinara;Rondinara Beach|Bonifacio|FR|41.4710|9.2730|beach
Col de Bavella|Aiguilles de Bavella;Bavella Needles|Porto-Vecchio|FR|41.7950|9.2230|nature
Cathédrale Saint-Pierre de Vannes|Vannes Cathedral|Vannes|FR|47.6580|-2.7580|religious
Cathédrale Notre-Dame d'Amiens|Amiens Cathedral|Amiens|FR|49.8945|2.3020|religious
Citadelle de Namur|Namur Citadel|Namur|BE|50.4590|4.8590|sight
Montagne de Bueren||Liège|BE|50.6460|5.5780|viewpoint
Gare de Liège-Guillemins|Liège-Guillemins station|Liège|BE|50.6245|5.5665|sight
Palais des Princes-Évêques|Prince-Bishops' Palace Liège|Liège|BE|50.6455|5.5735|sight
Cathédrale Notre-Dame de Tournai|Tournai Cathedral|Tournai|BE|50.6065|3.3890|religious
Beffroi de Mons|Mons Belfry|Mons|BE|50.4537|3.9504|sight
Grottes de Han|Han-sur-Lesse caves;Caves of Han|Rochefort|BE|50.1250|5.1890|nature
Paleis Het Loo|Het Loo Palace|Apeldoorn|NL|52.2340|5.9460|sight
Nederlands Openluchtmuseum|Dutch Open Air Museum|Arnhem|NL|52.0055|5.9125|museum
Airborne Museum Hartenstein|Airborne Museum|Arnhem|NL|51.9880|5.8370|museum
John Frostbrug|John Frost Bridge|Arnhem|NL|51.9770|5.9110|sight
Zuiderzeemuseum||Enkhuizen|NL|52.7030|5.2950|museum
Kunsthal|Kunsthal Rotterdam|Rotterdam|NL|51.9105|4.4730|museum
Depot Boijmans Van Beuningen|Depot Boijmans|Rotterdam|NL|51.9140|4.4695|museum
Diergaarde Blijdorp|Rotterdam Zoo|Rotterdam|NL|51.9275|4.4490|park
Sint-Laurenskerk Rotterdam|Grote of Sint-Laurenskerk|Rotterdam|NL|51.9215|4.4855|religious
Kunstmuseum Den Haag|Gemeentemuseum Den Haag|The Hague|NL|52.0895|4.2810|museum
Escher in Het Paleis|Escher Museum|The Hague|NL|52.0838|4.3107|museum
Lange Jan Middelburg||Middelburg|NL|51.4995|3.6130|sight
Oldehove Leeuwarden|Oldehove tower;Leeuwarden leaning tower|Leeuwarden|NL|53.2045|5.7895|sight
The Family of Man|Family of Man exhibition|Clervaux|LU|50.0545|6.0300|museum
Mudam|Musée d'Art Moderne Grand-Duc Jean|Luxembourg|LU|49.6175|6.1410|museum
Durham Castle||Durham|GB|54.7750|-1.5765|sight
St Augustine's Abbey||Canterbury|GB|51.2780|1.0880|religious
Lincoln Cathedral||Lincoln|GB|53.2343|-0.5361|religious
Lincoln Castle||Lincoln|GB|53.2350|-0.5405|sight
Chester Rows|The Rows Chester|Chester|GB|53.1905|-2.8910|shop
Chester Cathedral||Chester|GB|53.1920|-2.8905|religious
Chester Zoo||Chester|GB|53.2265|-2.8835|park
Clifton Suspension Bridge||Bristol|GB|51.4549|-2.6278|sight
SS Great Britain|Brunel's SS Great Britain|Bristol|GB|51.4493|-2.6088|museum
St Mary Redcliffe||Bristol|GB|51.4475|-2.5895|religious
Battle Abbey|Battle of Hastings battlefield|Battle|GB|50.9140|0.4870|sight
Arundel Castle||Arundel|GB|50.8560|-0.5535|sight
Carisbrooke Castle||Newport|GB|50.6870|-1.3135|sight
Exeter Cathedral||Exeter|GB|50.7225|-3.5300|religious
Wells Cathedral||Wells|GB|51.2103|-2.6435|religious
Bishop's Palace Wells|The Bishop's Palace Wells|Wells|GB|51.2090|-2.6425|sight
Cheddar Gorge||Cheddar|GB|51.2830|-2.7600|nature
Avebury Stone Circle|Avebury Henge|Marlborough|GB|51.4285|-1.8540|sight
Lacock Abbey||Chippenham|GB|51.4145|-2.1175|sight
Old Sarum||Salisbury|GB|51.0935|-1.8045|sight
Kenilworth Castle||Kenilworth|GB|52.3475|-1.5910|sight
Sutton Hoo||Woodbridge|GB|52.0890|1.3380|sight
Norwich Cathedral||Norwich|GB|52.6320|1.3010|religious
Norwich Castle||Norwich|GB|52.6285|1.2965|museum
Ely Cathedral||Ely|GB|52.3985|0.2640|religious
Brontë Parsonage Museum|Bronte Parsonage|Keighley|GB|53.8305|-1.9580|museum
Bolton Priory|Bolton Abbey ruins|Skipton|GB|53.9840|-1.8875|religious
Lindisfarne Priory|Holy Island priory|Berwick-upon-Tweed|GB|55.6690|-1.8010|religious
Lindisfarne Castle||Berwick-upon-Tweed|GB|55.6690|-1.7850|sight
Angel of the North||Gateshead|GB|54.9141|-1.5893|sight
Tyne Bridge||Newcastle upon Tyne|GB|54.9680|-1.6065|sight
Baltic Centre for Contemporary Art|BALTIC Gateshead|Gateshead|GB|54.9690|-1.5980|museum
Pontcysyllte Aqueduct||Llangollen|GB|52.9705|-3.0875|sight
St Fagans National Museum of History|St Fagans|Cardiff|GB|51.4865|-3.2715|museum
Rhossili Bay||Swansea|GB|51.5700|-4.2900|beach
Blair Castle||Pitlochry|GB|56.7660|-3.8460|sight
Dunkeld Cathedral||Pitlochry|GB|56.5655|-3.5890|religious
Fingal's Cave|Staffa|Tobermory|GB|56.4315|-6.3415|nature
Luskentyre Beach|Tràigh Losgaintir|Stornoway|GB|57.8880|-6.9400|beach
Jarlshof||Lerwick|GB|59.8700|-1.2900|sight
Balmoral Castle||Ballater|GB|57.0395|-3.2305|sight
V&A Dundee||Dundee|GB|56.4575|-2.9660|museum
Ulster Museum||Belfast|GB|54.5820|-5.9350|museum
Belfast Castle||Belfast|GB|54.6425|-5.9420|sight
Peace Walls Belfast|Cupar Way Peace Wall|Belfast|GB|54.6020|-5.9500|sight
Stormont|Parliament Buildings Stormont|Belfast|GB|54.6050|-5.8320|sight
Slieve Donard||Newcastle|GB|54.1800|-5.9200|nature
Croagh Patrick|The Reek|Westport|IE|53.7595|-9.6585|nature
Trim Castle||Trim|IE|53.5545|-6.7905|sight
Clonmacnoise||Athlone|IE|53.3260|-7.9865|religious
Hook Lighthouse||Waterford|IE|52.1240|-6.9295|sight
Irish National Stud|Japanese Gardens Kildare|Kildare|IE|53.1465|-6.8975|park
LEGOLAND Billund|Legoland Denmark|Billund|DK|55.7355|9.1270|sight
Jellingstenene|Jelling Stones;Jelling Mounds|Jelling|DK|55.7565|9.4195|sight
Utzon Center||Aalborg|DK|57.0490|9.9245|museum
Jomfru Ane Gade||Aalborg|DK|57.0485|9.9200|food
Råbjerg Mile|Rabjerg Mile|Skagen|DK|57.6530|10.4090|nature
Hammershus||Rønne|DK|55.2720|14.7600|sight
Fredensborg Slot|Fredensborg Palace|Fredensborg|DK|55.9785|12.4045|sight
Nordkapp|North Cape|Honningsvåg|NO|71.1685|25.7830|viewpoint
Nordlyskatedralen|Northern Lights Cathedral|Alta|NO|69.9685|23.2715|religious
Maihaugen||Lillehammer|NO|61.1135|10.4805|museum
Kristiansten festning|Kristiansten Fortress|Trondheim|NO|63.4265|10.4120|sight
Sverd i fjell|Swords in Rock|Stavanger|NO|58.9385|5.6856|sight
Örebro slott|Örebro Castle|Örebro|SE|59.2740|15.2155|sight
Kalmar domkyrka|Kalmar Cathedral|Kalmar|SE|56.6630|16.3600|religious
Ribersborgs kallbadhus|Ribersborg Open-Air Bath|Malmö|SE|55.6025|12.9680|beach
Muumimaailma|Moomin World|Naantali|FI|60.4685|22.0195|sight
Vanha Rauma|Old Rauma|Rauma|FI|61.1285|21.5110|neighbourhood
Pyynikin näkötorni|Pyynikki Observation Tower|Tampere|FI|61.4950|23.7390|viewpoint
Tampereen tuomiokirkko|Tampere Cathedral|Tampere|FI|61.5000|23.7745|religious
Leighton House||London|GB|51.4986|-0.2035|museum
Horniman Museum||London|GB|51.4413|-0.0606|museum
Dulwich Picture Gallery||London|GB|51.4460|-0.0865|museum
Eltham Palace||London|GB|51.4473|0.0484|sight
Thames Barrier||London|GB|51.4966|0.0369|sight
Strawberry Hill House||London|GB|51.4378|-0.3336|sight
Chiswick House||London|GB|51.4836|-0.2580|sight
Syon House||London|GB|51.4778|-0.3133|sight
Ham House||London|GB|51.4443|-0.3137|sight
Postman's Park||London|GB|51.5169|-0.0975|park
Dennis Severs' House||London|GB|51.5206|-0.0768|museum
Chelsea Physic Garden||London|GB|51.4852|-0.1631|park
Saatchi Gallery||London|GB|51.4907|-0.1588|museum
Serpentine Gallery||London|GB|51.5048|-0.1749|museum
Museum of London Docklands||London|GB|51.5075|-0.0237|museum
Harrogate Valley Gardens|Valley Gardens Harrogate|Harrogate|GB|53.9930|-1.5470|park
Royal Pump Room Museum||Harrogate|GB|53.9950|-1.5440|museum
Bettys Café Tea Rooms|Bettys Harrogate|Harrogate|GB|53.9930|-1.5410|food
Scarborough Castle||Scarborough|GB|54.2870|-0.3900|sight
Dartmouth Castle||Dartmouth|GB|50.3425|-3.5675|sight
Totnes Castle||Totnes|GB|50.4326|-3.6917|sight
Pendennis Castle||Falmouth|GB|50.1475|-5.0480|sight
National Maritime Museum Cornwall||Falmouth|GB|50.1508|-5.0660|museum
Bristol Cathedral||Bristol|GB|51.4517|-2.6004|religious
M Shed||Bristol|GB|51.4475|-2.5981|museum
Christmas Steps||Bristol|GB|51.4560|-2.5970|sight
St Nicholas Market||Bristol|GB|51.4549|-2.5920|market
Bristol Museum & Art Gallery||Bristol|GB|51.4561|-2.6053|museum
National Museum Cardiff||Cardiff|GB|51.4860|-3.1770|museum
Worm's Head||Swansea|GB|51.5640|-4.3260|nature
Shrewsbury Abbey||Shrewsbury|GB|52.7070|-2.7440|religious
Ludlow Castle||Ludlow|GB|52.3671|-2.7227|sight
Hastings Castle||Hastings|GB|50.8560|0.5870|sight
Turner Contemporary||Margate|GB|51.3915|1.3775|museum
Shell Grotto||Margate|GB|51.3870|1.3890|sight
Dreamland Margate||Margate|GB|51.3860|1.3760|sight
Oxford Botanic Garden||Oxford|GB|51.7510|-1.2470|park
Carfax Tower||Oxford|GB|51.7519|-1.2581|viewpoint
University Church of St Mary the Virgin||Oxford|GB|51.7527|-1.2535|viewpoint
The Backs||Cambridge|GB|52.2050|0.1150|park
Fashion Museum Bath|Bath Assembly Rooms|Bath|GB|51.3867|-2.3624|museum
Sally Lunn's||Bath|GB|51.3810|-2.3580|food
York Castle Museum||York|GB|53.9557|-1.0797|museum
Bettys York||York|GB|53.9601|-1.0849|food
York Museum Gardens||York|GB|53.9614|-1.0876|park
Castlefield||Manchester|GB|53.4750|-2.2540|neighbourhood
Walker Art Gallery||Liverpool|GB|53.4100|-2.9799|museum
St George's Hall||Liverpool|GB|53.4087|-2.9799|sight
Liverpool Metropolitan Cathedral||Liverpool|GB|53.4045|-2.9690|religious
World Museum Liverpool|World Museum|Liverpool|GB|53.4099|-2.9815|museum
Glasgow Botanic Gardens||Glasgow|GB|55.8786|-4.2890|park
Kibble Palace||Glasgow|GB|55.8786|-4.2890|sight
Burrell Collection||Glasgow|GB|55.8308|-4.3125|museum
Glasgow Science Centre||Glasgow|GB|55.8588|-4.2938|museum
People's Palace||Glasgow|GB|55.8517|-4.2366|museum
Provand's Lordship||Glasgow|GB|55.8624|-4.2352|museum
Brodick Castle||Lamlash|GB|55.5928|-5.1540|sight
RRS Discovery||Dundee|GB|56.4566|-2.9690|museum
West Sands||Saint Andrews|GB|56.3520|-2.8100|beach
Old Course at St Andrews||Saint Andrews|GB|56.3430|-2.8030|sight
Great Hall Winchester|Winchester Great Hall|Winchester|GB|51.0628|-1.3200|sight
Grey's Monument||Newcastle upon Tyne|GB|54.9745|-1.6132|sight
Birmingham Museum and Art Gallery||Birmingham|GB|52.4800|-1.9037|museum
Jewellery Quarter||Birmingham|GB|52.4880|-1.9110|neighbourhood
Elizabeth Fort||Cork|IE|51.8948|-8.4776|sight
King John's Castle||Luimneach|IE|52.6696|-8.6258|sight
Milk Market Limerick||Luimneach|IE|52.6613|-8.6233|market
Hunt Museum||Luimneach|IE|52.6645|-8.6260|museum
Keem Bay||Westport|IE|53.9660|-10.1950|beach
Iveagh Gardens||Dublin|IE|53.3357|-6.2620|park
14 Henrietta Street||Dublin|IE|53.3532|-6.2705|museum
Salts Mill||Shipley|GB|53.8380|-1.7900|museum
Beverley Minster||Beverley|GB|53.8392|-0.4254|religious
Ye Olde Trip to Jerusalem||Nottingham|GB|52.9495|-1.1519|food
Nottingham Castle||Nottingham|GB|52.9497|-1.1541|sight
Coventry Cathedral||Coventry|GB|52.4083|-1.5070|religious
The Iron Bridge||Telford|GB|52.6273|-2.4853|sight
Ironbridge Gorge||Telford|GB|52.6273|-2.4853|nature
Hound Tor||Bovey Tracey|GB|50.5970|-3.7750|viewpoint
Bodiam Castle||Hastings|GB|51.0023|0.5436|sight
Eton College||Windsor|GB|51.4918|-0.6097|sight
Dunfermline Abbey||Dunfermline|GB|56.0700|-3.4630|religious
Linlithgow Palace||Linlithgow|GB|55.9768|-3.6008|sight
Cawdor Castle||Nairn|GB|57.5240|-3.9250|sight
Melrose Abbey||Melrose|GB|55.5985|-2.7180|sight
Jedburgh Abbey||Jedburgh|GB|55.4770|-2.5550|sight
Mount Stewart||Newtownards|GB|54.5530|-5.6010|park
Leake Street Tunnel|Leake Street Arches|London|GB|51.5016|-0.1139|sight
Smithfield Market||London|GB|51.5196|-0.1016|market
Lincoln's Inn Fields||London|GB|51.5160|-0.1170|park
Foundling Museum||London|GB|51.5248|-0.1222|museum
Keats House||London|GB|51.5557|-0.1690|museum
Freud Museum||London|GB|51.5473|-0.1800|museum
Whitechapel Gallery||London|GB|51.5160|-0.0700|museum
Holyrood Abbey||Edinburgh|GB|55.9528|-3.1710|sight
The Vennel||Edinburgh|GB|55.9465|-3.1975|viewpoint
The Elephant House|엘리펀트 하우스;エレファント・ハウス;大象咖啡馆;大象咖啡館;엘리펀트하우스;エレファントハウス|Edinburgh|GB|55.9475|-3.1918|food
Musée Bourdelle|Bourdelle Museum|Paris|FR|48.8434|2.3195|museum
Musée Zadkine|Zadkine Museum|Paris|FR|48.8436|2.3330|museum
Maison de Balzac|Balzac's House;Maison de Balzac Paris|Paris|FR|48.8553|2.2801|museum
Musée Cognacq-Jay|Cognacq-Jay Museum|Paris|FR|48.8580|2.3619|museum
Musée de la Chasse et de la Nature|Museum of Hunting and Nature|Paris|FR|48.8615|2.3582|museum
Musée des Égouts de Paris|Paris Sewer Museum;Musee des Egouts|Paris|FR|48.8627|2.3027|museum
Musée de l'Homme|Museum of Mankind Paris|Paris|FR|48.8622|2.2867|museum
Cité de l'architecture et du patrimoine|Cite de l'architecture|Paris|FR|48.8627|2.2890|museum
Palais de Chaillot||Paris|FR|48.8627|2.2890|sight
Aquarium de Paris|Cinéaqua;Paris Aquarium|Paris|FR|48.8620|2.2910|sight
Musée Cernuschi|Cernuschi Museum|Paris|FR|48.8794|2.3119|museum
Musée Gustave Moreau|Gustave Moreau Museum|Paris|FR|48.8783|2.3339|museum
Hôtel de Soubise|Musée des Archives nationales|Paris|FR|48.8601|2.3580|museum
Hôtel de Sully||Paris|FR|48.8546|2.3638|sight
Place de la Contrescarpe|Contrescarpe|Paris|FR|48.8431|2.3495|neighbourhood
Rue des Rosiers|Rue des Rosiers Paris|Paris|FR|48.8572|2.3590|neighbourhood
Bassin de la Villette|Bassin de la Villette Paris|Paris|FR|48.8862|2.3712|sight
Butte-aux-Cailles|La Butte-aux-Cailles|Paris|FR|48.8275|2.3500|neighbourhood
La Maison Rose|Maison Rose Montmartre;라 메종 로즈;ラ・メゾン・ローズ;粉红之家;粉紅之家;라메종로즈;ラメゾンローズ|Paris|FR|48.8874|2.3393|food
Au Lapin Agile|Lapin Agile;라팽 아질;ラパン・アジル;狡兔酒吧;라팽아질;ラパンアジル|Paris|FR|48.8886|2.3401|sight
Vignes du Clos Montmartre|Clos Montmartre;Montmartre vineyard|Paris|FR|48.8881|2.3405|sight
Square du Vert-Galant|Vert-Galant|Paris|FR|48.8574|2.3402|park
Flamme de la Liberté|Flame of Liberty Paris|Paris|FR|48.8643|2.3010|sight
Place des Abbesses|Abbesses|Paris|FR|48.8845|2.3384|neighbourhood
Saint-Germain-l'Auxerrois|Église Saint-Germain-l'Auxerrois|Paris|FR|48.8595|2.3410|religious
Église Saint-Gervais-Saint-Protais|Saint-Gervais Paris|Paris|FR|48.8555|2.3545|religious
Église Saint-Séverin|Saint-Séverin;Saint-Severin Paris|Paris|FR|48.8522|2.3454|religious
Saint-Julien-le-Pauvre|Église Saint-Julien-le-Pauvre|Paris|FR|48.8519|2.3472|religious
Val-de-Grâce|Église du Val-de-Grâce|Paris|FR|48.8403|2.3418|religious
Chapelle Notre-Dame de la Médaille Miraculeuse|Chapel of Our Lady of the Miraculous Medal;Rue du Bac chapel;기적의 메달 성당;기적의 메달 성모 경당;不思議のメダイ教会;奇迹圣牌教堂;奇蹟聖牌教堂;기적의메달성당;기적의메달성모경당|Paris|FR|48.8494|2.3238|religious
Grande Galerie de l'Évolution|Grand Gallery of Evolution|Paris|FR|48.8422|2.3562|museum
Parc de Bercy|Bercy Park|Paris|FR|48.8353|2.3850|park
Bercy Village|Cour Saint-Émilion|Paris|FR|48.8330|2.3863|shop
Bibliothèque François-Mitterrand|BnF François-Mitterrand;Bibliothèque nationale de France|Paris|FR|48.8336|2.3763|sight
Passage Choiseul||Paris|FR|48.8680|2.3362|shop
Passage du Grand-Cerf||Paris|FR|48.8644|2.3489|shop
Marché Bastille|Bastille market|Paris|FR|48.8575|2.3700|market
Marché Président-Wilson|Wilson market|Paris|FR|48.8660|2.2975|market
Marché Raspail|Marché biologique Raspail;Raspail organic market|Paris|FR|48.8500|2.3265|market
Parc de Bagatelle|Roseraie de Bagatelle;Bagatelle|Paris|FR|48.8706|2.2466|park
Parc Floral de Paris|Parc Floral|Paris|FR|48.8383|2.4420|park
Bois de Vincennes|뱅센 숲;ヴァンセンヌの森;文森森林;뱅센숲|Paris|FR|48.8300|2.4330|park
Lac Daumesnil||Paris|FR|48.8333|2.4108|park
Philharmonie de Paris|Musée de la Musique;Philharmonie|Paris|FR|48.8917|2.3940|sight
Le Procope|Café Procope|Paris|FR|48.8530|2.3389|food
La Closerie des Lilas|Closerie des Lilas|Paris|FR|48.8401|2.3359|food
Brasserie Lipp||Paris|FR|48.8538|2.3325|food
Le Train Bleu|Train Bleu Gare de Lyon|Paris|FR|48.8447|2.3735|food
Bouillon Chartier|Chartier Grands Boulevards;부이용 샤르티에;ブイヨン・シャルティエ;沙尔捷餐厅;부이용샤르티에;ブイヨンシャルティエ|Paris|FR|48.8720|2.3437|food
Berthillon|Glacier Berthillon;베르티용;ベルティヨン;贝蒂隆冰淇淋|Paris|FR|48.8517|2.3566|food
Café de la Paix|카페 드 라 페;カフェ・ド・ラ・ペ;和平咖啡馆;和平咖啡館;카페드라페;カフェドラペ|Paris|FR|48.8709|2.3319|food
Fontaine Saint-Michel||Paris|FR|48.8531|2.3437|sight
Place Saint-Michel||Paris|FR|48.8531|2.3437|sight
Fontaine Médicis|Medici Fountain|Paris|FR|48.8483|2.3384|sight
Palais Bourbon|Assemblée nationale;National Assembly Paris|Paris|FR|48.8619|2.3186|sight
Palais de l'Élysée|Élysée Palace;엘리제 궁;エリゼ宮;爱丽舍宫;愛麗舍宮;엘리제궁|Paris|FR|48.8704|2.3167|sight
Palais du Luxembourg|Luxembourg Palace;Sénat;뤽상부르 궁전;リュクサンブール宮殿;卢森堡宫;盧森堡宮;뤽상부르궁전|Paris|FR|48.8483|2.3372|sight
Institut de France|Académie française|Paris|FR|48.8575|2.3373|sight
Bibliothèque Sainte-Geneviève||Paris|FR|48.8467|2.3458|sight
Musée Maillol|Maillol Museum|Paris|FR|48.8545|2.3254|museum
Place des Victoires||Paris|FR|48.8656|2.3412|sight
Église Saint-Louis-en-l'Île|Saint-Louis-en-l'Île|Paris|FR|48.8516|2.3575|religious
Saint-Paul-Saint-Louis|Église Saint-Paul-Saint-Louis|Paris|FR|48.8547|2.3612|religious
Cathédrale Saint-Alexandre-Nevsky|Alexander Nevsky Cathedral Paris;Rue Daru cathedral|Paris|FR|48.8776|2.3016|religious
Cirque d'Hiver|Cirque d'Hiver Bouglione|Paris|FR|48.8631|2.3670|sight
Île aux Cygnes|Allée des Cygnes|Paris|FR|48.8520|2.2815|park
Rue des Martyrs||Paris|FR|48.8790|2.3397|neighbourhood
Centquatre-Paris|Le 104;Le Centquatre|Paris|FR|48.8900|2.3712|sight
Musée Yves Saint Laurent Paris|Yves Saint Laurent Museum Paris;YSL Museum Paris;이브 생 로랑 박물관 파리;イヴ・サンローラン美術館 パリ;巴黎圣罗兰博物馆|Paris|FR|48.8646|2.2997|museum
Musée de la Libération de Paris|Musée de la Libération;Liberation Museum Paris|Paris|FR|48.8339|2.3323|museum
Village Saint-Paul||Paris|FR|48.8535|2.3610|shop
Dalí Paris|Espace Dalí;Espace Dali Montmartre|Paris|FR|48.8865|2.3400|museum
Atelier Brancusi|Brancusi Studio|Paris|FR|48.8612|2.3515|museum
Musée des Tissus|Musée des Tissus et des Arts décoratifs;Textile Museum Lyon|Lyon|FR|45.7537|4.8320|museum
Musée Cinéma et Miniature|Cinema and Miniature Museum;Musée Miniature et Cinéma|Lyon|FR|45.7625|4.8276|museum
Musée Gadagne|Gadagne Museums;Musées Gadagne|Lyon|FR|45.7637|4.8274|museum
Opéra de Lyon|Opéra Nouvel;Lyon Opera House|Lyon|FR|45.7676|4.8362|sight
Île Barbe||Lyon|FR|45.7990|4.8325|nature
Jardin du Rosaire|Jardin du Rosaire Fourvière|Lyon|FR|45.7622|4.8250|park
Musée d'Art contemporain de Lyon|MAC Lyon|Lyon|FR|45.7844|4.8530|museum
Centre d'histoire de la Résistance et de la Déportation|CHRD Lyon;CHRD|Lyon|FR|45.7486|4.8379|museum
Gros Caillou|Le Gros Caillou Croix-Rousse|Lyon|FR|45.7760|4.8325|viewpoint
Marché Saint-Antoine|Marché Quai Saint-Antoine;Saint-Antoine market Lyon|Lyon|FR|45.7625|4.8300|market
Montée de la Grande Côte||Lyon|FR|45.7710|4.8310|viewpoint
Cour des Voraces|Cour des Voraces traboule|Lyon|FR|45.7710|4.8355|sight
Rue Mercière||Lyon|FR|45.7620|4.8325|neighbourhood
Maison des Canuts|Canuts House|Lyon|FR|45.7745|4.8318|museum
Brasserie Georges|Brasserie Georges Lyon|Lyon|FR|45.7480|4.8260|food
Corniche Kennedy|Corniche du Président-John-Fitzgerald-Kennedy;Corniche de Marseille|Marseille|FR|43.2800|5.3550|viewpoint
Plages du Prado|Prado beaches;Plage du Prado|Marseille|FR|43.2600|5.3750|beach
Calanque de Morgiou|Morgiou|Marseille|FR|43.2110|5.4490|nature
Musée Cantini|Cantini Museum|Marseille|FR|43.2910|5.3800|museum
Friche la Belle de Mai|La Friche Belle de Mai|Marseille|FR|43.3105|5.3905|sight
Musée d'histoire de Marseille|Jardin des Vestiges;History Museum of Marseille|Marseille|FR|43.2983|5.3751|museum
Palais du Pharo|Pharo|Marseille|FR|43.2925|5.3620|viewpoint
Jardin du Pharo||Marseille|FR|43.2925|5.3620|park
Ombrière du Vieux-Port|Ombrière Norman Foster;Vieux-Port mirror canopy|Marseille|FR|43.2953|5.3746|sight
Fort Saint-Nicolas|Fort d'Entrecasteaux|Marseille|FR|43.2920|5.3665|sight
Villa Méditerranée||Marseille|FR|43.2968|5.3608|sight
Four des Navettes|Navettes des Accoules|Marseille|FR|43.2905|5.3680|food
Darwin Écosystème|Darwin Bordeaux|Bordeaux|FR|44.8497|-0.5615|neighbourhood
CAPC musée d'art contemporain|CAPC Bordeaux;Entrepôt Lainé|Bordeaux|FR|44.8505|-0.5725|museum
Musée des Beaux-Arts de Bordeaux|Bordeaux Fine Arts Museum|Bordeaux|FR|44.8372|-0.5818|museum
Pont Jacques-Chaban-Delmas|Pont Chaban-Delmas;Chaban-Delmas Bridge|Bordeaux|FR|44.8597|-0.5498|sight
Porte de Bourgogne|Porte des Salinières|Bordeaux|FR|44.8366|-0.5673|sight
Place du Parlement|Place du Parlement Bordeaux|Bordeaux|FR|44.8404|-0.5715|sight
Église Sainte-Croix de Bordeaux|Abbaye Sainte-Croix de Bordeaux|Bordeaux|FR|44.8295|-0.5623|religious
Musée du Vin et du Négoce|Wine and Trade Museum Bordeaux|Bordeaux|FR|44.8523|-0.5717|museum
Palais Gallien|Amphithéâtre de Bordeaux|Bordeaux|FR|44.8458|-0.5830|sight
Basilique Saint-Seurin|Saint-Seurin Bordeaux|Bordeaux|FR|44.8453|-0.5868|religious
Jardin des Plantes de Nantes|Nantes Botanical Garden|Nantes|FR|47.2195|-1.5430|park
Carrousel des Mondes Marins|Marine Worlds Carousel|Nantes|FR|47.2060|-1.5650|sight
Le Lieu Unique|Lieu Unique;Tour LU|Nantes|FR|47.2150|-1.5455|sight
Musée d'arts de Nantes|Nantes Fine Arts Museum;Musée des Beaux-Arts de Nantes|Nantes|FR|47.2193|-1.5475|museum
Quartier Bouffay|Bouffay|Nantes|FR|47.2142|-1.5530|neighbourhood
Place du Bouffay||Nantes|FR|47.2142|-1.5530|sight
Place Royale de Nantes|Place Royale Nantes|Nantes|FR|47.2137|-1.5600|sight
Place Graslin||Nantes|FR|47.2133|-1.5630|sight
Théâtre Graslin||Nantes|FR|47.2133|-1.5630|sight
La Cigale Nantes|Brasserie La Cigale|Nantes|FR|47.2131|-1.5624|food
Île Feydeau||Nantes|FR|47.2125|-1.5545|neighbourhood
Hangar à Bananes||Nantes|FR|47.2005|-1.5725|sight
Anneaux de Buren||Nantes|FR|47.2005|-1.5725|sight
Mémorial de l'abolition de l'esclavage|Memorial to the Abolition of Slavery Nantes|Nantes|FR|47.2100|-1.5600|sight
Musée Jules Verne|Jules Verne Museum|Nantes|FR|47.2020|-1.5785|museum
Marché de Talensac|Talensac market|Nantes|FR|47.2220|-1.5600|market
Trentemoult||Nantes|FR|47.1940|-1.5800|neighbourhood
Palais du Rhin|Kaiserpalast Strasbourg|Strasbourg|FR|48.5880|7.7530|sight
Place de la République Strasbourg|Kaiserplatz|Strasbourg|FR|48.5868|7.7545|park
Parlement européen Strasbourg|European Parliament Strasbourg;Louise Weiss building|Strasbourg|FR|48.5976|7.7700|sight
Musée Alsacien|Alsatian Museum|Strasbourg|FR|48.5795|7.7500|museum
Musée de l'Œuvre Notre-Dame||Strasbourg|FR|48.5811|7.7515|museum
Église Saint-Thomas de Strasbourg|Saint-Thomas Strasbourg|Strasbourg|FR|48.5795|7.7455|religious
Musée d'Art moderne et contemporain de Strasbourg|MAMCS|Strasbourg|FR|48.5795|7.7362|museum
Marché de Noël de Strasbourg|Christkindelsmärik;Strasbourg Christmas Market|Strasbourg|FR|48.5845|7.7490|market
Musée Tomi Ungerer|Tomi Ungerer Museum|Strasbourg|FR|48.5878|7.7568|museum
Jardin des Deux Rives|Garten der zwei Ufer|Strasbourg|FR|48.5690|7.7990|park
Passerelle des Deux Rives||Strasbourg|FR|48.5690|7.7990|sight
Rue du Bain-aux-Plantes||Strasbourg|FR|48.5812|7.7405|neighbourhood
Citadelle de Lille|Lille Citadel|Lille|FR|50.6410|3.0445|park
Bois de Boulogne Lille||Lille|FR|50.6410|3.0445|park
Porte de Paris Lille|Porte de Paris|Lille|FR|50.6325|3.0680|sight
Hospice Comtesse|Musée de l'Hospice Comtesse|Lille|FR|50.6405|3.0640|museum
Cathédrale Notre-Dame-de-la-Treille|Lille Cathedral;La Treille|Lille|FR|50.6400|3.0620|religious
Beffroi de l'hôtel de ville de Lille|Lille Belfry;Beffroi de Lille|Lille|FR|50.6333|3.0700|viewpoint
Marché de Wazemmes|Wazemmes market;Halles de Wazemmes|Lille|FR|50.6285|3.0520|market
Maison natale de Charles de Gaulle|Charles de Gaulle Birthplace|Lille|FR|50.6415|3.0605|museum
Opéra de Lille|Lille Opera|Lille|FR|50.6375|3.0665|sight
Méert|Meert Lille;Maison Méert|Lille|FR|50.6380|3.0625|food
Jardin Vauban|Vauban Garden Lille|Lille|FR|50.6375|3.0480|park
LaM Villeneuve-d'Ascq|Lille Métropole Musée d'art moderne|Villeneuve-d'Ascq|FR|50.6375|3.1480|museum
Dolder de Riquewihr|Dolder;Dolder Tower Riquewihr|Riquewihr|FR|48.1670|7.2965|sight
Château Saint-Léon d'Eguisheim|Chapelle Saint-Léon Eguisheim|Eguisheim|FR|48.0428|7.3063|sight
Place Saint-Léon||Eguisheim|FR|48.0428|7.3063|sight
Château de Kaysersberg|Kaysersberg Castle|Kaysersberg|FR|48.1395|7.2610|sight
Pont fortifié de Kaysersberg|Kaysersberg fortified bridge|Kaysersberg|FR|48.1385|7.2640|sight
Cité de l'Automobile|Musée national de l'Automobile;Schlumpf Collection|Mulhouse|FR|47.7595|7.3285|museum
Château de Lourmarin|Lourmarin Castle|Lourmarin|FR|43.7650|5.3600|sight
Source de la Sorgue|Fontaine de Vaucluse spring;Gouffre de Fontaine-de-Vaucluse|Cavaillon|FR|43.9178|5.1335|nature
Chapelle Notre-Dame-de-Beauvoir|Notre-Dame de Beauvoir Moustiers|Riez|FR|43.8470|6.2225|religious
Étoile de Moustiers||Riez|FR|43.8470|6.2225|sight
Lac de Sainte-Croix|Lake Sainte-Croix;Lac de Sainte-Croix-du-Verdon|Riez|FR|43.7700|6.1900|nature
Abbaye du Thoronet|Le Thoronet Abbey;Thoronet Abbey|Le Thoronet|FR|43.4600|6.3040|religious
Musée Granet|Granet Museum|Aix-en-Provence|FR|43.5255|5.4530|museum
Fondation Vincent van Gogh Arles|Fondation Van Gogh Arles|Arles|FR|43.6780|4.6300|museum
Thermes de Constantin|Constantine Baths Arles|Arles|FR|43.6790|4.6270|sight
Collection Lambert|Collection Lambert Avignon|Avignon|FR|43.9450|4.8040|museum
Musée du Petit Palais d'Avignon|Petit Palais Avignon|Avignon|FR|43.9520|4.8075|museum
Rue des Teinturiers|Rue des Teinturiers Avignon|Avignon|FR|43.9440|4.8120|neighbourhood
Fort Saint-André|Fort Saint-André Villeneuve-lès-Avignon|Villeneuve-lès-Avignon|FR|43.9660|4.7940|sight
Chartreuse du Val de Bénédiction|Chartreuse de Villeneuve-lès-Avignon|Villeneuve-lès-Avignon|FR|43.9640|4.7960|religious
Tour Philippe-le-Bel|Philippe le Bel Tower|Villeneuve-lès-Avignon|FR|43.9590|4.8000|viewpoint
Château des Papes de Châteauneuf|Châteauneuf-du-Pape castle ruins|Châteauneuf-du-Pape|FR|44.0580|4.8310|sight
Pont romain de Vaison-la-Romaine|Vaison Roman bridge|Vaison-la-Romaine|FR|44.2410|5.0740|sight
Mont Ventoux|Géant de Provence;Ventoux|Bédoin|FR|44.1740|5.2790|nature
Duché d'Uzès|Ducal Palace Uzès|Uzès|FR|44.0125|4.4200|sight
Place aux Herbes d'Uzès|Place aux Herbes Uzès;Uzès market|Uzès|FR|44.0127|4.4190|market
Tour Fenestrelle||Uzès|FR|44.0117|4.4160|religious
Cathédrale Saint-Théodorit d'Uzès|Uzès Cathedral|Uzès|FR|44.0117|4.4160|religious
Calanque de Port-Miou|Port-Miou|Cassis|FR|43.2050|5.5150|nature
Calanque de Port-Pin|Port-Pin|Cassis|FR|43.2020|5.5080|beach
Île de Porquerolles|Porquerolles Island|Hyères|FR|43.0000|6.2100|nature
Île de Port-Cros|Parc national de Port-Cros;Port-Cros Island;Port-Cros National Park|Hyères|FR|43.0050|6.3900|nature
Jardin Exotique de Monaco|Exotic Garden Monaco|Monaco|MC|43.7310|7.4120|park
Cathédrale de Monaco|Monaco Cathedral;Cathédrale Notre-Dame-Immaculée|Monaco|MC|43.7305|7.4230|religious
Port Hercule|Port Hercules;Port of Monaco|Monaco|MC|43.7350|7.4225|sight
Musée Jean Cocteau Menton|Musée Jean Cocteau;Bastion de Menton|Menton|FR|43.7750|7.5050|museum
Plage de la Garoupe|La Garoupe;Garoupe beach|Antibes|FR|43.5630|7.1330|beach
Le Suquet|Le Suquet Cannes;Suquet|Cannes|FR|43.5510|7.0110|neighbourhood
Rue Meynadier|Rue Meynadier Cannes|Cannes|FR|43.5530|7.0150|shop
Citadelle Saint-Elme|Citadelle de Villefranche-sur-Mer|Villefranche-sur-Mer|FR|43.7040|7.3100|sight
Rue Obscure|Rue Obscure Villefranche|Villefranche-sur-Mer|FR|43.7035|7.3120|sight
Château de Peyrepertuse|Peyrepertuse Castle;Peyrepertuse|Perpignan|FR|42.8710|2.5590|sight
Château de Quéribus|Queribus Castle;Quéribus|Perpignan|FR|42.8370|2.6210|sight
Abbaye de Fontfroide|Fontfroide Abbey|Narbonne|FR|43.1290|2.8980|religious
Cathédrale Saint-Just-et-Saint-Pasteur de Narbonne|Narbonne Cathedral|Narbonne|FR|43.1840|3.0040|religious
Palais des Archevêques|Archbishops' Palace Narbonne|Narbonne|FR|43.1840|3.0040|sight
Les Halles de Narbonne|Narbonne covered market|Narbonne|FR|43.1820|3.0010|market
Église Notre-Dame-des-Anges de Collioure|Notre-Dame-des-Anges Collioure;Collioure bell tower|Collioure|FR|42.5258|3.0842|religious
Fort Libéria||Prades|FR|42.5900|2.3660|sight
Mont Saint-Clair|Mont Saint-Clair Sète|Sète|FR|43.4014|3.6847|viewpoint
Cimetière marin de Sète|Cimetière marin;Sète marine cemetery|Sète|FR|43.3990|3.6930|sight
Abbaye de Gellone|Gellone Abbey;Saint-Guilhem-le-Désert abbey|Gignac|FR|43.7335|3.5495|religious
Antigone Montpellier|Quartier Antigone|Montpellier|FR|43.6085|3.8875|neighbourhood
Jardin des plantes de Montpellier|Montpellier botanical garden|Montpellier|FR|43.6145|3.8720|park
Arc de triomphe de Montpellier|Porte du Peyrou|Montpellier|FR|43.6110|3.8730|sight
Aqueduc Saint-Clément|Arceaux Montpellier;Saint-Clément aqueduct|Montpellier|FR|43.6125|3.8690|sight
Pont-Vieux d'Albi|Pont Vieux Albi;Albi Old Bridge|Albi|FR|43.9300|2.1410|sight
Grotte du Pech Merle|Pech Merle cave;Pech-Merle|Cahors|FR|44.5075|1.6440|nature
Pic du Midi de Bigorre|Pic du Midi;Observatoire du Pic du Midi;Pic du Midi Observatory|Bagnères-de-Bigorre|FR|42.9365|0.1425|viewpoint
Château de Foix|Foix Castle|Foix|FR|42.9650|1.6060|sight
Château de Montségur|Montségur Castle;Montsegur|Lavelanet|FR|42.8755|1.8325|sight
Boulevard des Pyrénées|Boulevard des Pyrenees Pau|Pau|FR|43.2940|-0.3690|viewpoint
Musée national de Préhistoire|National Museum of Prehistory Les Eyzies|Sarlat-la-Canéda|FR|44.9370|1.0110|museum
Abbaye de Brantôme|Brantôme Abbey;Abbaye Saint-Pierre de Brantôme|Brantôme|FR|45.3620|0.6500|religious
Cathédrale Saint-Front|Saint-Front Cathedral;Périgueux Cathedral|Périgueux|FR|45.1840|0.7220|religious
Vesunna|Musée gallo-romain Vesunna;Vesunna site-musée|Périgueux|FR|45.1820|0.7140|museum
Tour du Roy|Tour du Roi Saint-Émilion;King's Tower Saint-Émilion|Saint-Émilion|FR|44.8925|-0.1555|viewpoint
Ville d'Hiver d'Arcachon|Ville d'Hiver;Arcachon Winter Town|Arcachon|FR|44.6595|-1.1720|neighbourhood
Île aux Oiseaux|Cabanes tchanquées;Ile aux Oiseaux Arcachon|Arcachon|FR|44.7030|-1.1650|nature
Phare du Cap Ferret|Cap Ferret Lighthouse|Arcachon|FR|44.6455|-1.2470|viewpoint
Fortifications de Saint-Martin-de-Ré|Citadelle de Saint-Martin-de-Ré;Vauban fortifications Saint-Martin-de-Ré|Saint-Martin-de-Ré|FR|46.2030|-1.3630|sight
Fort Boyard||Fouras|FR|45.9998|-1.2138|sight
Aquarium La Rochelle|Aquarium de La Rochelle|La Rochelle|FR|46.1530|-1.1505|sight
Corderie Royale|Corderie royale de Rochefort|Rochefort|FR|45.9395|-0.9590|museum
Plage de la Côte des Basques|Côte des Basques|Biarritz|FR|43.4770|-1.5660|beach
Maison Louis XIV|Louis XIV House Saint-Jean-de-Luz|Saint-Jean-de-Luz|FR|43.3880|-1.6630|sight
Citadelle de Saint-Jean-Pied-de-Port|Saint-Jean-Pied-de-Port citadel|Saint-Jean-Pied-de-Port|FR|43.1645|-1.2360|sight
Porte Saint-Jacques|Porte Saint-Jacques Saint-Jean-Pied-de-Port|Saint-Jean-Pied-de-Port|FR|43.1640|-1.2375|sight
Musée Basque|Musée Basque et de l'histoire de Bayonne;Basque Museum|Bayonne|FR|43.4905|-1.4725|museum
Basilique Saint-Sauveur de Dinan|Saint-Sauveur Dinan|Dinan|FR|48.4545|-2.0425|religious
Tour de l'Horloge de Dinan|Dinan Clock Tower|Dinan|FR|48.4545|-2.0440|viewpoint
Plage de l'Écluse|Plage de l'Ecluse Dinard|Dinard|FR|48.6325|-2.0610|beach
Promenade du Clair de Lune|Clair de Lune Dinard|Dinard|FR|48.6300|-2.0530|viewpoint
Pointe du Grouin|Pointe du Grouin Cancale|Cancale|FR|48.7155|-1.8420|viewpoint
Cap Fréhel|Phare du Cap Fréhel;Cape Fréhel|Fréhel|FR|48.6840|-2.3180|viewpoint
Fort la Latte|Château de la Roche Goyon|Fréhel|FR|48.6710|-2.2850|sight
Île de Bréhat|Bréhat|Paimpol|FR|48.8460|-3.0000|nature
Phare de Ploumanac'h|Phare de Mean Ruz;Ploumanac'h lighthouse|Perros-Guirec|FR|48.8355|-3.4895|viewpoint
Cairn de Gavrinis|Gavrinis|Larmor-Baden|FR|47.5720|-2.8990|sight
Pointe de Pen-Hir|Pen-Hir|Camaret-sur-Mer|FR|48.2510|-4.6170|viewpoint
Lavoirs de la Garenne||Vannes|FR|47.6555|-2.7555|sight
Jardins des Remparts Vannes|Vannes ramparts gardens|Vannes|FR|47.6555|-2.7555|park
Les Planches de Deauville|Les Planches;Deauville boardwalk|Deauville|FR|49.3600|0.0720|sight
Palais Bénédictine|Bénédictine Palace|Fécamp|FR|49.7560|0.3780|museum
Église Saint-Joseph du Havre|Saint-Joseph Le Havre|Le Havre|FR|49.4903|0.1000|religious
Forteresse de Château-Gaillard|Château Gaillard Les Andelys|Les Andelys|FR|49.2380|1.4040|sight
Abbaye de Jumièges|Jumièges Abbey|Jumièges|FR|49.4310|0.8190|religious
Batterie de Longues-sur-Mer|Longues-sur-Mer battery|Bayeux|FR|49.3420|-0.6945|sight
Pegasus Bridge|Pont de Bénouville|Ouistreham|FR|49.2420|-0.2740|sight
Mémorial Pegasus||Ouistreham|FR|49.2420|-0.2740|museum
Château de Langeais|Langeais Castle|Langeais|FR|47.3245|0.4060|sight
Château de Valençay|Valencay Castle|Valençay|FR|47.1580|1.5650|sight
Château de Sully-sur-Loire|Sully-sur-Loire Castle|Sully-sur-Loire|FR|47.7690|2.3770|sight
Maison de Jeanne d'Arc|Joan of Arc House Orléans|Orléans|FR|47.9010|1.9050|museum
Basilique Saint-Martin de Tours|Saint-Martin Basilica Tours|Tours|FR|47.3935|0.6825|religious
Les Halles de Tours|Tours covered market|Tours|FR|47.3900|0.6820|market
Château de Guédelon|Guédelon;Guedelon Castle|Saint-Fargeau|FR|47.5833|3.1544|sight
MuséoParc Alésia|Alésia|Venarey-les-Laumes|FR|47.5380|4.5000|museum
Roche de Solutré|Solutré Rock;Rock of Solutré|Mâcon|FR|46.2960|4.7180|nature
Cathédrale Saint-Pierre-et-Saint-Paul de Troyes|Troyes Cathedral|Troyes|FR|48.2995|4.0790|religious
Musée de l'École de Nancy|School of Nancy Museum|Nancy|FR|48.6805|6.1690|museum
Parc de la Pépinière|La Pépinière Nancy|Nancy|FR|48.6960|6.1860|park
Place de la Carrière|Place de la Carriere Nancy|Nancy|FR|48.6965|6.1825|sight
Temple Neuf de Metz|Temple Neuf|Metz|FR|49.1215|6.1740|religious
Porte des Allemands|Germans' Gate Metz|Metz|FR|49.1185|6.1855|sight
Gare de Metz|Metz railway station;Gare de Metz-Ville|Metz|FR|49.1095|6.1775|sight
Fontaine des Éléphants|Les Quatre Sans Cul;Elephant Fountain Chambéry|Chambéry|FR|45.5660|5.9225|sight
Château des ducs de Savoie|Chambéry Castle|Chambéry|FR|45.5655|5.9190|sight
Jardin des Cinq Sens|Garden of Five Senses Yvoire|Thonon-les-Bains|FR|46.3705|6.3255|park
Place Saint-Nicolas de Bastia|Place Saint-Nicolas Bastia|Bastia|FR|42.6990|9.4520|sight
Réserve naturelle de Scandola|Scandola;Scandola Nature Reserve|Calvi|FR|42.3569|8.5667|nature
Tour génoise de Porto|Genoese Tower Porto Corsica|Cargèse|FR|42.2670|8.6930|viewpoint
Palais Fesch|Musée Fesch;Fesch Museum|Ajaccio|FR|41.9210|8.7380|museum
Lac Pavin|Pavin Lake|Besse-et-Saint-Anastaise|FR|45.4960|2.8880|nature
Puy Mary|Pas de Peyrol|Murat|FR|45.1085|2.6800|viewpoint
Cathédrale Notre-Dame-de-l'Assomption de Clermont|Clermont-Ferrand Cathedral|Clermont-Ferrand|FR|45.7790|3.0860|religious
Basilique Notre-Dame-du-Port|Notre-Dame du Port Clermont|Clermont-Ferrand|FR|45.7805|3.0900|religious
Vulcania|Vulcania park|Saint-Ours|FR|45.8140|2.9410|museum
Tour César|Tour César Provins;Caesar's Tower Provins|Provins|FR|48.5605|3.2835|sight
Château de Pierrefonds|Pierrefonds Castle|Pierrefonds|FR|49.3470|2.9800|sight
Église Notre-Dame-de-l'Assomption d'Auvers|Auvers church;Church at Auvers|Auvers-sur-Oise|FR|49.0720|2.1700|religious
Auberge Ravoux|Maison de Van Gogh Auvers|Auvers-sur-Oise|FR|49.0705|2.1695|museum
Château de Malmaison|Malmaison|Rueil-Malmaison|FR|48.8700|2.1680|sight
Château de Saint-Germain-en-Laye|Musée d'Archéologie nationale|Saint-Germain-en-Laye|FR|48.8985|2.0950|sight
Musée Fin-de-Siècle|Fin-de-Siècle Museum|Brussels|BE|50.8420|4.3580|museum
Bozar|Palais des Beaux-Arts de Bruxelles;Centre for Fine Arts Brussels|Brussels|BE|50.8438|4.3598|museum
Place Royale de Bruxelles|Koningsplein|Brussels|BE|50.8423|4.3600|sight
Saint-Jacques-sur-Coudenberg||Brussels|BE|50.8423|4.3600|religious
Serres royales de Laeken|Royal Greenhouses of Laeken;Koninklijke Serres van Laken|Brussels|BE|50.8880|4.3625|park
Église Notre-Dame de Laeken|Onze-Lieve-Vrouwekerk Laken;Royal Crypt Laeken|Brussels|BE|50.8830|4.3555|religious
Place du Luxembourg Bruxelles|Luxemburgplein;Plux|Brussels|BE|50.8385|4.3725|neighbourhood
Halles Saint-Géry|Sint-Gorikshallen|Brussels|BE|50.8480|4.3475|sight
Place Saint-Géry||Brussels|BE|50.8480|4.3475|sight
Porte de Hal|Hallepoort;Halle Gate|Brussels|BE|50.8330|4.3450|museum
Autoworld|Autoworld Brussels|Brussels|BE|50.8393|4.3932|museum
Musée royal de l'Armée|Royal Museum of the Armed Forces;War Heritage Institute|Brussels|BE|50.8412|4.3922|museum
Muséum des Sciences naturelles de Belgique|Royal Belgian Institute of Natural Sciences;Brussels Dinosaur Museum|Brussels|BE|50.8370|4.3765|museum
Abbaye de la Cambre|Ter Kamerenabdij;La Cambre Abbey|Brussels|BE|50.8138|4.3762|religious
Étangs d'Ixelles|Ixelles Ponds;Vijvers van Elsene|Brussels|BE|50.8255|4.3725|park
Musée Hergé|Hergé Museum|Louvain-la-Neuve|BE|50.6702|4.6153|museum
Abbaye de Villers|Villers Abbey;Villers-la-Ville Abbey|Villers-la-Ville|BE|50.5916|4.5291|religious
Abbaye d'Orval|Orval Abbey;Notre-Dame d'Orval|Florenville|BE|49.6394|5.3483|religious
Rocher Bayard|Bayard Rock|Dinant|BE|50.2520|4.9135|nature
Circuit de Spa-Francorchamps|Spa-Francorchamps;Eau Rouge|Stavelot|BE|50.4372|5.9714|sight
Collégiale Sainte-Waudru|Sainte-Waudru Mons;Collegiate Church of Saint Waltrude|Mons|BE|50.4536|3.9468|religious
Grand-Place de Mons|Grote Markt Bergen|Mons|BE|50.4543|3.9518|sight
Beffroi de Tournai|Tournai Belfry|Tournai|BE|50.6063|3.3878|viewpoint
Cathédrale Saint-Paul de Liège|Liège Cathedral|Liège|BE|50.6401|5.5716|religious
La Boverie|Musée de la Boverie|Liège|BE|50.6319|5.5777|museum
Marché de la Batte|La Batte;Batte market Liège|Liège|BE|50.6445|5.5795|market
Grand Curtius|Musée Curtius|Liège|BE|50.6458|5.5793|museum
Ferme d'Hougoumont|Hougoumont;Château d'Hougoumont|Braine-l'Alleud|BE|50.6705|4.3950|sight
Mardasson Memorial|Mémorial du Mardasson|Bastogne|BE|50.0118|5.7420|sight
Bastogne War Museum||Bastogne|BE|50.0118|5.7420|museum
Abbaye de Maredsous|Maredsous Abbey|Anhée|BE|50.3005|4.7665|religious
Rubjerg Knude Fyr|Rubjerg Knude Lighthouse|Hjørring|DK|57.4493|9.7743|sight
King's Cross Station|King's Cross;킹스크로스역;킹스 크로스 역;キングス・クロス駅;国王十字车站;國王十字車站;キングスクロス駅|London|GB|51.5320|-0.1235|sight
Avenue Montaigne|애비뉴 몽테뉴;몽테뉴 거리;モンテーニュ通り;アヴェニュー・モンテーニュ;蒙田大道;애비뉴몽테뉴;몽테뉴거리;アヴェニューモンテーニュ|Paris|FR|48.8663|2.3048|shop
Place de l'Opéra|파리 오페라 광장;パリ・オペラ広場;巴黎歌剧院广场;巴黎歌劇院廣場;파리오페라광장;パリオペラ広場|Paris|FR|48.8710|2.3316|sight
Kvalvika Beach|Kvalvika;Kvalvikstranda|Leknes|NO|68.0800|13.0310|beach
Ryten||Leknes|NO|68.0880|13.0490|nature
Haukland Beach|Hauklandstranda|Leknes|NO|68.1994|13.5321|beach
Uttakleiv Beach|Uttakleivstranda|Leknes|NO|68.2130|13.5170|beach
Skagsanden Beach|Skagsanden|Leknes|NO|68.1070|13.2900|beach
Rambergstranda|Ramberg Beach|Leknes|NO|68.0880|13.2300|beach
Unstad Beach|Unstadstranda|Leknes|NO|68.2680|13.5810|beach
Lofotr Viking Museum|Lofotr Vikingmuseum|Leknes|NO|68.2450|13.7600|museum
Henningsvær Stadion|Henningsvær football pitch;Henningsvær football field|Svolvær|NO|68.1515|14.2015|sight
Festvågtind||Svolvær|NO|68.1650|14.2170|nature
Svolværgeita|Svolvær Goat|Svolvær|NO|68.2440|14.5570|nature
Trollfjorden|Trollfjord Lofoten|Svolvær|NO|68.3642|14.9775|nature
Segla||Finnsnes|NO|69.5090|17.5870|nature
Ånderdalen nasjonalpark|Ånderdalen National Park|Finnsnes|NO|69.1800|17.3300|park
Prestvannet||Tromsø|NO|69.6650|18.9370|nature
Telegrafbukta||Tromsø|NO|69.6335|18.9165|beach
Tromsdalstinden||Tromsø|NO|69.6000|19.1330|nature
Lyngsalpene|Lyngen Alps;Lyngenalpen|Tromsø|NO|69.7903|20.1695|nature
Dalsnibba|Dalsnibba Skywalk;Geiranger Skywalk|Stranda|NO|62.0475|7.2690|viewpoint
Trollveggen|Troll Wall;Trollwand|Åndalsnes|NO|62.4822|7.7286|nature
Storseisundet bru|Storseisundet Bridge;Storseisundbrua|Kristiansund|NO|63.0174|7.3536|sight
Kjeragbolten|Kjerag Boulder;Kjerag|Jørpeland|NO|59.0333|6.5778|nature
Aurlandsfjorden|Aurlandsfjord|Aurlandsvangen|NO|60.9155|7.1702|nature
Sognefjorden|Sognefjord;Sognefjord Norway|Sogndal|NO|61.1800|6.5500|nature
Nigardsbreen|Nigardsbreen Glacier|Sogndal|NO|61.6867|7.1958|nature
Jostedalsbreen nasjonalpark|Jostedalsbreen National Park;Jostedalsbreen|Stryn|NO|61.6830|6.9830|park
Låtefossen|Låtefoss|Odda|NO|59.9486|6.5836|nature
Folgefonna nasjonalpark|Folgefonna National Park;Folgefonna|Odda|NO|60.0833|6.4000|park
Hardangervidda nasjonalpark|Hardangervidda National Park;Hardangervidda|Eidfjord|NO|60.0500|7.4167|park
Galdhøpiggen||Otta|NO|61.6364|8.3125|nature
Besseggen|Besseggen Ridge|Otta|NO|61.5040|8.7450|nature
Gjende|Gjendevatnet|Otta|NO|61.4900|8.6300|nature
Jotunheimen nasjonalpark|Jotunheimen National Park;Jotunheimen|Otta|NO|61.5000|8.3670|park
Rondane nasjonalpark|Rondane National Park;Rondane|Otta|NO|61.9000|9.8000|park
Saltstraumen|Saltstraumen Maelstrom|Bodø|NO|67.2330|14.6210|nature
Torghatten||Brønnøysund|NO|65.3970|12.0930|nature
Svartifoss|Svartifoss Waterfall|Höfn|IS|64.0275|-16.9753|nature
Skaftafell|Skaftafell National Park|Höfn|IS|64.0160|-16.9660|park
Fjallsárlón|Fjallsárlón Glacier Lagoon|Höfn|IS|64.0167|-16.3750|nature
Vatnajökulsþjóðgarður|Vatnajökull National Park;Vatnajökull|Höfn|IS|64.4000|-16.8000|park
Reynisdrangar|Reynisdrangar Sea Stacks|Vestmannaeyjar|IS|63.4040|-19.0440|nature
Kvernufoss||Vestmannaeyjar|IS|63.5286|-19.4797|nature
Skógasafn|Skógar Museum|Vestmannaeyjar|IS|63.5260|-19.4920|museum
Eyjafjallajökull||Vestmannaeyjar|IS|63.6300|-19.6200|nature
Þórsmörk||Vestmannaeyjar|IS|63.6839|-19.4839|nature
Landmannalaugar||Vestmannaeyjar|IS|63.9833|-19.0600|nature
Sólheimajökull|Sólheimajökull Glacier|Vestmannaeyjar|IS|63.5300|-19.3700|nature
Gamla Laugin|Secret Lagoon;Secret Lagoon Iceland|Selfoss|IS|64.1378|-20.3094|sight
Silfra|Silfra Fissure|Selfoss|IS|64.2558|-21.1167|nature
Öxarárfoss||Selfoss|IS|64.2661|-21.1172|nature
Almannagjá||Selfoss|IS|64.2580|-21.1240|nature
Snæfellsjökull|Snæfellsjökull National Park;Þjóðgarðurinn Snæfellsjökull|Ólafsvík|IS|64.8083|-23.7767|park
Gatklettur|Gatklettur Arch|Ólafsvík|IS|64.7670|-23.6250|nature
Djúpalónssandur||Ólafsvík|IS|64.7530|-23.8980|beach
Lóndrangar||Ólafsvík|IS|64.7369|-23.7758|nature
Látrabjarg||Ísafjörður|IS|65.5023|-24.5303|nature
Hornstrandir|Hornstrandir Nature Reserve|Ísafjörður|IS|66.3833|-22.5000|park
Ásbyrgi||Húsavík|IS|66.0120|-16.5080|nature
Grjótagjá||Laugar|IS|65.6264|-16.8829|nature
Hverfjall|Hverfell|Laugar|IS|65.6040|-16.8720|nature
Krafla|Víti Krafla|Laugar|IS|65.7160|-16.7550|nature
Mývatn|Lake Mývatn|Laugar|IS|65.6000|-16.9900|nature
Húsavíkurkirkja|Húsavík Church|Húsavík|IS|66.0448|-17.3385|religious
Hvítserkur||Sauðárkrókur|IS|65.6060|-20.6360|nature
Glaumbær|Glaumbær Turf Farm|Sauðárkrókur|IS|65.6147|-19.5008|museum
Askja|Askja Caldera|Laugar|IS|65.0500|-16.7500|nature
Stuðlagil|Studlagil;Stuðlagil Canyon|Egilsstaðir|IS|65.1440|-15.3070|nature
Hengifoss||Egilsstaðir|IS|65.0953|-14.8897|nature
Fagradalsfjall||Grindavík|IS|63.9050|-22.2725|nature
Abisko nationalpark|Abisko National Park|Kiruna|SE|68.3167|18.6833|park
Kebnekaise||Kiruna|SE|67.9000|18.5200|nature
Skuleskogens nationalpark|Skuleskogen National Park;Skuleskogen|Örnsköldsvik|SE|63.1170|18.5000|park
Högakustenbron|High Coast Bridge;Höga Kusten-bron|Kramfors|SE|62.7980|17.9380|sight
Kullaberg|Kullaberg Nature Reserve|Höganäs|SE|56.3000|12.4600|nature
Kosterhavets nationalpark|Kosterhavet National Park|Strömstad|SE|58.8333|11.0167|park
Åreskutan||Åre|SE|63.4333|13.0833|nature
Oulangan kansallispuisto|Oulanka National Park;Oulanka|Kuusamo|FI|66.3700|29.3200|park
Pyhä-Luoston kansallispuisto|Pyhä-Luosto National Park|Kemijärvi|FI|67.0664|26.9736|park
Urho Kekkosen kansallispuisto|Urho Kekkonen National Park;UKK National Park|Ivalo|FI|68.2000|28.4000|park
Pallas-Yllästunturin kansallispuisto|Pallas-Yllästunturi National Park|Kittilä|FI|68.1589|24.0403|park
Nuuksion kansallispuisto|Nuuksio National Park;Nuuksio|Espoo|FI|60.3000|24.5000|park
Ukko-Koli|Koli National Park;Kolin kansallispuisto|Joensuu|FI|63.0964|29.8069|viewpoint
Linnansaaren kansallispuisto|Linnansaari National Park|Savonlinna|FI|62.1200|28.5000|park
Repoveden kansallispuisto|Repovesi National Park;Repovesi|Kouvola|FI|61.1800|26.8800|park
Ounasvaara||Rovaniemi|FI|66.4950|25.7700|nature
Siida|Sámi Museum Siida;Saamelaismuseo Siida|Ivalo|FI|68.9108|27.0136|museum
Inarijärvi|Lake Inari;Inari Lake|Ivalo|FI|69.0000|28.0000|nature
Buachaille Etive Mòr||Fort William|GB|56.6464|-4.9005|nature
Cairngorms National Park|Cairngorms|Aviemore|GB|57.0800|-3.6700|park
Cairn Gorm||Aviemore|GB|57.1170|-3.6440|nature
Loch an Eilein||Aviemore|GB|57.1500|-3.8250|nature
Loch Morlich||Aviemore|GB|57.1656|-3.7036|nature
Sligachan Old Bridge|Sligachan Bridge|Portree|GB|57.2912|-6.1730|sight
Cuillin|Black Cuillin;Cuillin Hills|Portree|GB|57.2100|-6.2300|nature
Talisker Bay||Portree|GB|57.2838|-6.4655|beach
Smoo Cave||Thurso|GB|58.5633|-4.7187|nature
Bealach na Bà|Applecross Pass|Portree|GB|57.4178|-5.6900|nature
Stac Pollaidh|Stac Polly|Ullapool|GB|58.0440|-5.2070|nature
Suilven||Ullapool|GB|58.1170|-5.1350|nature
Ardvreck Castle||Ullapool|GB|58.1660|-4.9930|sight
Achmelvich Beach|Achmelvich Bay|Ullapool|GB|58.1700|-5.3040|beach
Corrieshalloch Gorge||Ullapool|GB|57.7560|-5.0240|nature
Duncansby Stacks||Wick|GB|58.6400|-3.0220|nature
Duncansby Head|Duncansby Head Lighthouse|Wick|GB|58.6438|-3.0250|viewpoint
Chanonry Point||Inverness|GB|57.5722|-4.0986|viewpoint
Old Man of Hoy||Stromness|GB|58.8856|-3.4300|nature
Standing Stones of Stenness||Stromness|GB|58.9940|-3.2080|sight
Maeshowe|Maes Howe|Stromness|GB|58.9965|-3.1880|sight
Conic Hill||Balloch|GB|56.0950|-4.5300|nature
Loch Katrine||Callander|GB|56.2544|-4.5156|nature
Sliabh Liag|Slieve League;Slieve League Cliffs|Killybegs|IE|54.6400|-8.6900|nature
Glenveagh National Park|Páirc Náisiúnta Ghleann Bheatha|Letterkenny|IE|55.0167|-8.0500|park
Glenveagh Castle||Letterkenny|IE|55.0570|-7.9390|sight
Malin Head|Cionn Mhálanna|Buncrana|IE|55.3810|-7.3740|nature
Fanad Head Lighthouse|Fanad Head|Letterkenny|IE|55.2760|-7.6320|sight
Carrauntoohil|Corrán Tuathail|Killorglin|IE|51.9990|-9.7430|nature
Lough Leane||Killorglin|IE|52.0400|-9.5600|nature
Slea Head|Ceann Sléibhe;Slea Head Drive|Dingle|IE|52.0970|-10.4580|nature
Inch Beach|Inch Strand|Dingle|IE|52.1380|-9.9780|beach
Blasket Islands|Na Blascaodaí;Great Blasket Island|Dingle|IE|52.0892|-10.5469|nature
Connemara National Park|Páirc Náisiúnta Chonamara|Clifden|IE|53.5511|-9.9447|park
Diamond Hill|Binn Ghuaire|Clifden|IE|53.5483|-9.9145|nature
Dog's Bay||Clifden|IE|53.3830|-9.9640|beach
Burren National Park|Páirc Náisiúnta na Boirne|Ennis|IE|53.0100|-9.0000|park
Aillwee Cave||Ennis|IE|53.0880|-9.1410|nature
Wicklow Mountains National Park|Páirc Náisiúnta Shléibhte Chill Mhantáin|Rathdrum|IE|53.0181|-6.3981|park
Powerscourt Waterfall||Enniskerry|IE|53.1455|-6.2060|nature
Lough Tay|Guinness Lake|Enniskerry|IE|53.1040|-6.2680|nature
Downpatrick Head||Ballina|IE|54.3270|-9.3460|nature
Dún Briste||Ballina|IE|54.3270|-9.3460|nature
Eryri|Snowdonia National Park;Parc Cenedlaethol Eryri;Eryri National Park|Betws-y-Coed|GB|52.9000|-3.8500|park
Tryfan||Betws-y-Coed|GB|53.1150|-3.9980|nature
Llyn Idwal|Cwm Idwal|Betws-y-Coed|GB|53.1135|-4.0290|nature
Llyn Padarn||Llanberis|GB|53.1300|-4.1300|nature
Abereiddy Blue Lagoon|Blue Lagoon Abereiddy|Fishguard|GB|51.9370|-5.2070|nature
Green Bridge of Wales||Pembroke|GB|51.6040|-5.0210|nature
St Govan's Chapel||Pembroke|GB|51.5990|-4.9370|religious
Three Cliffs Bay||Swansea|GB|51.5700|-4.1100|beach
Helvellyn|Striding Edge|Ambleside|GB|54.5270|-3.0160|nature
Wast Water|Wastwater|Keswick|GB|54.4380|-3.2960|nature
Ullswater||Penrith|GB|54.5750|-2.8800|nature
Honister Pass||Keswick|GB|54.5110|-3.1970|nature
Hardknott Pass||Ambleside|GB|54.4027|-3.1971|nature
Rydal Water||Ambleside|GB|54.4450|-3.0000|nature
Kinder Scout||Glossop|GB|53.3850|-1.8700|nature
Ladybower Reservoir||Sheffield|GB|53.3880|-1.7070|nature
Thor's Cave||Ashbourne|GB|53.0938|-1.8536|nature
Peak District National Park||Buxton|GB|53.3333|-1.8333|park
Bedruthan Steps||Newquay|GB|50.4800|-5.0330|nature
Pedn Vounder|Pedn Vounder Beach|Penzance|GB|50.0440|-5.6420|beach
Porthminster Beach||St Ives|GB|50.2090|-5.4770|beach
Godrevy Lighthouse||Hayle|GB|50.2430|-5.4010|sight
Lizard Point||Helston|GB|49.9590|-5.2070|nature
Chesil Beach||Weymouth|GB|50.5950|-2.4780|beach
Man O' War Beach|Man o' War Bay|Wareham|GB|50.6208|-2.2725|beach
Golden Cap||Bridport|GB|50.7240|-2.8370|nature
Portland Bill||Weymouth|GB|50.5140|-2.4570|nature
Dartmoor National Park|Dartmoor|Bovey Tracey|GB|50.5667|-4.0000|park
Gordale Scar||Skipton|GB|54.0730|-2.1310|nature
Sycamore Gap|Robin Hood Tree|Hexham|GB|55.0030|-2.3760|sight
Mont Blanc|Monte Bianco|Chamonix-Mont-Blanc|FR|45.8326|6.8652|nature
Lac du Bourget||Aix-les-Bains|FR|45.7300|5.8700|nature
Col de l'Iseran||Val-d'Isère|FR|45.4170|7.0310|nature
Col du Galibier||Valloire|FR|45.0640|6.4080|nature
Parc national de la Vanoise|Vanoise National Park|Val-d'Isère|FR|45.3333|6.8333|park
Lysefjorden|Lysefjord|Jørpeland|NO|59.0050|6.3000|nature
Gaustatoppen||Rjukan|NO|59.8540|8.6490|nature
Barnafoss||Borgarnes|IS|64.7030|-20.9720|nature
Glymur|Glymur Waterfall|Akranes|IS|64.3917|-21.2500|nature
Gunnuhver||Reykjanesbær|IS|63.8189|-22.6831|nature
Kleifarvatn||Grindavík|IS|63.9250|-21.9800|nature
Seltún|Krýsuvík Seltún|Grindavík|IS|63.8958|-22.0539|nature
Þríhnúkagígur||Hafnarfjörður|IS|63.9825|-21.6519|nature
Eldfell||Vestmannaeyjar|IS|63.4330|-20.2480|nature
Háifoss||Selfoss|IS|64.2076|-19.6867|nature
Glen Affric||Inverness|GB|57.2360|-5.1533|nature
Loch Maree||Ullapool|GB|57.6897|-5.4575|nature
Beinn Eighe|Beinn Eighe National Nature Reserve|Ullapool|GB|57.5900|-5.4000|nature
Calgary Bay||Tobermory|GB|56.5780|-6.2830|beach
Duart Castle||Tobermory|GB|56.4550|-5.6550|sight
Loch Muick||Ballater|GB|56.9300|-3.1700|nature
Lochnagar||Ballater|GB|56.9600|-3.2430|nature
Brough of Birsay||Stromness|GB|59.1360|-3.3310|sight
Kilchurn Castle||Oban|GB|56.4040|-5.0290|sight
Castle Stalker||Oban|GB|56.5700|-5.3850|sight
Gougane Barra||Macroom|IE|51.8390|-9.3180|nature
Mizen Head||Skibbereen|IE|51.4500|-9.8180|nature
Lough Hyne||Skibbereen|IE|51.5000|-9.3000|nature
Old Head of Kinsale||Kinsale|IE|51.6040|-8.5330|nature
Loop Head||Kilrush|IE|52.5610|-9.9310|nature
Errigal|An Earagail;Mount Errigal|Letterkenny|IE|55.0340|-8.1130|nature
Horn Head||Letterkenny|IE|55.2200|-7.9900|nature
Glendalough Upper Lake|Upper Lake Glendalough|Rathdrum|IE|53.0028|-6.3658|nature
Great Sugar Loaf||Enniskerry|IE|53.1490|-6.1520|nature
Marble Arch Caves||Enniskillen|GB|54.2560|-7.8100|nature
Buttermere|Lake Buttermere|Keswick|GB|54.5308|-3.2647|nature
Crummock Water||Keswick|GB|54.5600|-3.3000|nature
Coniston Water||Ambleside|GB|54.3300|-3.0700|nature
Old Man of Coniston||Ambleside|GB|54.3700|-3.1200|nature
Kirkstone Pass||Ambleside|GB|54.4773|-2.9228|nature
Great Gable||Keswick|GB|54.4820|-3.2190|nature
Skiddaw||Keswick|GB|54.6510|-3.1480|nature
Blencathra|Saddleback|Keswick|GB|54.6390|-3.0510|nature
High Force||Barnard Castle|GB|54.6500|-2.1860|nature
Winnats Pass||Buxton|GB|53.3400|-1.8050|nature
Monsal Head||Bakewell|GB|53.2403|-1.7268|viewpoint
Peak Cavern|Devil's Arse|Buxton|GB|53.3420|-1.7780|nature
Brimham Rocks||Harrogate|GB|54.0800|-1.6860|nature
Roseberry Topping||Guisborough|GB|54.5060|-1.1070|nature
Ingleborough||Settle|GB|54.1660|-2.3980|nature
Pen-y-ghent||Settle|GB|54.1560|-2.2490|nature
Whernside||Settle|GB|54.2270|-2.4030|nature
Watergate Bay||Newquay|GB|50.4450|-5.0400|beach
Cape Cornwall||Penzance|GB|50.1270|-5.7090|nature
Botallack Mine|Crown Mines Botallack|Penzance|GB|50.1376|-5.6913|sight
Wistman's Wood||Tavistock|GB|50.5780|-3.9620|nature
Exmoor National Park|Exmoor|Minehead|GB|51.1067|-3.6114|park
Valley of Rocks||Ilfracombe|GB|51.2310|-3.8500|nature
Kimmeridge Bay||Wareham|GB|50.6110|-2.1300|beach
Dancing Ledge||Swanage|GB|50.5920|-2.0070|nature
New Forest National Park|New Forest|Lyndhurst|GB|50.8700|-1.5800|park
South Downs National Park|South Downs|Midhurst|GB|50.9110|-0.3670|park
Llyn Ogwen||Betws-y-Coed|GB|53.1250|-3.9990|nature
Cadair Idris|Cader Idris|Dolgellau|GB|52.6990|-3.9090|nature
Llyn y Fan Fach||Llandovery|GB|51.8820|-3.7420|nature
Bannau Brycheiniog|Brecon Beacons National Park;Brecon Beacons|Brecon|GB|51.8800|-3.4800|park
Whitesands Bay|Porth Mawr|Fishguard|GB|51.8970|-5.2960|beach
Llanddwyn Island|Ynys Llanddwyn|Llangefni|GB|53.1380|-4.4110|nature
South Stack Lighthouse|South Stack|Holyhead|GB|53.3070|-4.6990|sight
Pistyll Rhaeadr||Oswestry|GB|52.8554|-3.3787|nature
Lac d'Aiguebelette||Chambéry|FR|45.5550|5.8000|nature
Parc national des Écrins|Écrins National Park|Briançon|FR|44.8558|6.2636|park
Långe Jan||Mörbylånga|SE|56.1970|16.3990|sight
Lake Siljan|Siljansee|Mora|SE|60.8500|14.8000|nature
Fulufjällets nationalpark|Fulufjället National Park;Fulufjället|Älvdalen|SE|61.5800|12.7000|park
Tyresta nationalpark|Tyresta National Park|Haninge|SE|59.1800|18.3000|park
Stenshuvuds nationalpark|Stenshuvud National Park;Stenshuvud|Simrishamn|SE|55.6600|14.2700|park
Aulanko||Hämeenlinna|FI|61.0167|24.4500|park
Hossan kansallispuisto|Hossa National Park|Suomussalmi|FI|65.4500|29.6000|park
Levitunturi|Levi Fell|Kittilä|FI|67.8000|24.8100|nature
Rukatunturi|Ruka Fell|Kuusamo|FI|66.1680|29.1460|nature
Yyterin hiekkaranta|Yyteri Beach;Yyteri|Pori|FI|61.5690|21.5350|beach
Ben Lawers||Aberfeldy|GB|56.5451|-4.2206|nature
Schiehallion||Aberfeldy|GB|56.6670|-4.1010|nature
Loch Tay||Aberfeldy|GB|56.5156|-4.1461|nature
Goatfell||Ardrossan|GB|55.6260|-5.1920|nature
St Abb's Head||Eyemouth|GB|55.9160|-2.1380|nature
Bass Rock||North Berwick|GB|56.0770|-2.6410|nature
Loch Coruisk||Portree|GB|57.2050|-6.1620|nature
Dun Carloway|Dùn Chàrlabhaigh|Stornoway|GB|58.2700|-6.7940|sight
Gearrannan Blackhouse Village||Stornoway|GB|58.2960|-6.7930|museum
Lough Corrib||Claregalway|IE|53.4300|-9.2500|nature
Céide Fields||Ballina|IE|54.3067|-9.4581|sight
Mullaghmore Head||Sligo|IE|54.4690|-8.4500|nature
Slemish||Ballymena|GB|54.8820|-6.1000|nature
Lake District National Park||Keswick|GB|54.5000|-3.1670|park
Yorkshire Dales National Park|Yorkshire Dales|Settle|GB|54.2500|-2.2170|park
North York Moors National Park|North York Moors|Pickering|GB|54.3833|-0.7500|park
Northumberland National Park||Hexham|GB|55.3000|-2.2000|park
Kielder Water||Hexham|GB|55.1830|-2.5000|nature
Dunstanburgh Castle||Alnwick|GB|55.4900|-1.5950|sight
Farne Islands||Alnwick|GB|55.6300|-1.6300|nature
Saltwick Bay||Whitby|GB|54.4880|-0.5880|beach
Flamborough Head||Bridlington|GB|54.1160|-0.0800|nature
Malham Tarn||Skipton|GB|54.1000|-2.1650|nature
Curbar Edge||Bakewell|GB|53.2720|-1.6170|nature
Burgh Island||Kingsbridge|GB|50.2794|-3.9003|nature
Aber Falls|Rhaeadr Fawr|Bangor|GB|53.2105|-3.9950|nature
Llyn Gwynant||Porthmadog|GB|53.0460|-4.0180|nature
Skomer Island|Skomer|Milford Haven|GB|51.7380|-5.2960|nature
Llyn Llydaw||Llanberis|GB|53.0720|-4.0540|nature
Glacier des Bossons||Chamonix-Mont-Blanc|FR|45.8800|6.8600|nature
Mont Salève|Salève|Annemasse|FR|46.0942|6.1403|nature
Cap Canaille|Falaises Soubeyranes|Cassis|FR|43.2000|5.5500|nature
Pont d'Arc|Pont d'Arc Ardèche|Vallon-Pont-d'Arc|FR|44.3822|4.4158|nature
Gorges de l'Ardèche|Ardèche Gorges;Ardeche Gorge|Vallon-Pont-d'Arc|FR|44.3500|4.4800|nature
Colorado Provençal|Colorado provençal de Rustrel;Provençal Colorado|Apt|FR|43.9197|5.4997|nature
Cirque de Navacelles||Le Vigan|FR|43.8950|3.5200|nature
Gorges du Tarn|Tarn Gorges;Tarnschlucht|Millau|FR|44.3286|3.3639|nature
Îles Lavezzi|Lavezzi Islands|Bonifacio|FR|41.3599|9.2522|nature
Plage de Santa Giulia|Santa Giulia Beach|Porto-Vecchio|FR|41.5300|9.2700|beach
Plage de Saleccia|Saleccia;Saleccia Beach|Saint-Florent|FR|42.7250|9.2050|beach
Désert des Agriates|Agriates Desert;Agriates|Saint-Florent|FR|42.7000|9.1800|nature
Gorges de la Restonica|Restonica Valley;Vallée de la Restonica|Corte|FR|42.2361|9.0361|nature
Lac de Melo|Melo Lake|Corte|FR|42.2131|9.0225|nature
Aiguilles de Port-Coton|Port-Coton Needles|Le Palais|FR|47.3150|-3.2450|nature
Aiguille d'Étretat|Étretat Needle|Étretat|FR|49.7067|0.1961|nature
Falaise d'Aval|Porte d'Aval;Falaise d'Aval Étretat|Étretat|FR|49.7064|0.1989|nature
Falaise d'Amont|Porte d'Amont|Étretat|FR|49.7122|0.2072|nature
Pont d'Espagne|Pont d'Espagne Cauterets|Cauterets|FR|42.8536|-0.1406|nature
Lac de Gaube|Gaube Lake|Cauterets|FR|42.8311|-0.1419|nature
Calanque de Figuerolles|Figuerolles|La Ciotat|FR|43.1681|5.5878|nature
Plage Notre-Dame Porquerolles|Notre-Dame Beach Porquerolles|Hyères|FR|43.0080|6.2350|beach
Étang de Vaccarès|Vaccarès|Arles|FR|43.5456|4.5669|nature
Parc naturel régional de Camargue|Camargue Natural Park;Camargue Regional Park|Arles|FR|43.5500|4.5500|park
Capu Rossu|Cap Rossu|Cargèse|FR|42.2380|8.5420|nature
Lac de Nino|Lavu di Ninu;Nino Lake|Corte|FR|42.2556|8.9403|nature
Monte Cinto|Monte Cintu|Calvi|FR|42.3800|8.9450|nature
Pointe Saint-Mathieu|Phare de Saint-Mathieu;Saint-Mathieu Lighthouse|Le Conquet|FR|48.3300|-4.7710|sight
Côte Sauvage Quiberon|Côte Sauvage de Quiberon;Quiberon Wild Coast|Quiberon|FR|47.4900|-3.1400|nature
Nez de Jobourg||Beaumont-Hague|FR|49.6770|-1.9430|nature
Roque Saint-Christophe|La Roque Saint-Christophe|Sarlat-la-Canéda|FR|44.9903|1.0644|sight
Pic du Canigou|Canigou;Canigó;Mont Canigou|Prades|FR|42.5190|2.4560|nature
Col du Tourmalet|Tourmalet|Bagnères-de-Bigorre|FR|42.9080|0.1450|nature
Brèche de Roland|Roland's Breach;Breca de Roldán|Luz-Saint-Sauveur|FR|42.6920|-0.0320|nature
Lac d'Oô|Lake Oô|Bagnères-de-Luchon|FR|42.7400|0.4919|nature
Les Pénitents des Mées|Pénitents des Mées;Rochers des Mées|Les Mées|FR|44.0270|5.9760|nature
Cap Taillat|Plage de Cap Taillat|Ramatuelle|FR|43.1660|6.6380|beach
Archipel des Glénan|Îles de Glénan;Glénan Islands;Les Glénan|Concarneau|FR|47.7200|-4.0000|nature
Baie des Trépassés|Bay of the Dead|Plogoff|FR|48.0460|-4.7090|beach
`;
