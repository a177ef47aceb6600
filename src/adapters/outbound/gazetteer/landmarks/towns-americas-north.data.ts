/**
 * Curated landmarks for the offline geocoder, beyond the most visited cities: the sights of the towns, islands and
 * parks travellers go to next in the United States, Canada, Mexico, Central America and the Caribbean. Written for this project, apart from any page the import is measured on;
 * coordinates are rounded to 4 decimals and meant to be within about 300 m. One per line, as in the other files:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const TOWNS_AMERICAS_NORTH = `
White Point Garden|The Battery Charleston;Charleston Battery|Charleston|US|32.7703|-79.9301|park
Fort Sumter|Fort Sumter National Monument|Charleston|US|32.7523|-79.8747|sight
Charleston City Market|City Market Charleston|Charleston|US|32.7808|-79.9302|market
Waterfront Park Charleston|Pineapple Fountain;Joe Riley Waterfront Park|Charleston|US|32.7776|-79.9254|park
St. Michael's Church Charleston|St. Michael's Episcopal Church|Charleston|US|32.7763|-79.9304|religious
Magnolia Plantation and Gardens|Magnolia Plantation|Charleston|US|32.8763|-80.0837|park
Middleton Place||Charleston|US|32.9000|-80.1370|sight
Boone Hall Plantation|Boone Hall|Mount Pleasant|US|32.8576|-79.8258|sight
Patriots Point|Patriots Point Naval & Maritime Museum;USS Yorktown|Mount Pleasant|US|32.7904|-79.9078|museum
Angel Oak|Angel Oak Tree|Charleston|US|32.7169|-80.0808|nature
River Street Savannah|River Street|Savannah|US|32.0809|-81.0903|sight
Bonaventure Cemetery||Savannah|US|32.0453|-81.0483|sight
Wormsloe Historic Site|Wormsloe;Wormsloe Plantation|Savannah|US|31.9810|-81.0697|sight
Cathedral of St. John the Baptist Savannah|Cathedral Basilica of St. John the Baptist|Savannah|US|32.0759|-81.0906|religious
Chippewa Square|Forrest Gump bench|Savannah|US|32.0768|-81.0928|sight
Mercer Williams House||Savannah|US|32.0716|-81.0950|museum
Savannah City Market|City Market Savannah|Savannah|US|32.0810|-81.0940|market
Tybee Island Light Station|Tybee Lighthouse;Tybee Island Lighthouse|Tybee Island|US|32.0220|-80.8459|sight
St. George Street||St. Augustine|US|29.8955|-81.3134|sight
Flagler College|Ponce de Leon Hotel|St. Augustine|US|29.8925|-81.3146|sight
Lightner Museum||St. Augustine|US|29.8915|-81.3149|museum
St. Augustine Lighthouse|St. Augustine Lighthouse & Maritime Museum|St. Augustine|US|29.8854|-81.2886|museum
Cathedral Basilica of St. Augustine||St. Augustine|US|29.8928|-81.3125|religious
Fountain of Youth Archaeological Park|Ponce de Leon's Fountain of Youth|St. Augustine|US|29.9060|-81.3158|sight
Fort Matanzas|Fort Matanzas National Monument|St. Augustine|US|29.7151|-81.2393|sight
Ernest Hemingway Home and Museum|Hemingway House Key West;Hemingway Home|Key West|US|24.5512|-81.8006|museum
Duval Street||Key West|US|24.5560|-81.8020|shop
Fort Zachary Taylor|Fort Zachary Taylor Historic State Park|Key West|US|24.5463|-81.8107|sight
Truman Little White House||Key West|US|24.5568|-81.8047|museum
Seven Mile Bridge||Marathon|US|24.6990|-81.1700|sight
Bahia Honda State Park|Bahia Honda|Big Pine Key|US|24.6567|-81.2790|beach
Bell Rock||Sedona|US|34.8003|-111.7636|nature
Chapel of the Holy Cross||Sedona|US|34.8325|-111.7667|religious
Devil's Bridge|Devils Bridge Sedona|Sedona|US|34.9028|-111.8137|nature
Airport Mesa|Airport Mesa Vortex|Sedona|US|34.8582|-111.7780|viewpoint
Slide Rock State Park|Slide Rock|Sedona|US|34.9436|-111.7528|nature
Tlaquepaque Arts & Shopping Village|Tlaquepaque Sedona|Sedona|US|34.8644|-111.7617|shop
Red Rock Crossing|Crescent Moon Picnic Site|Sedona|US|34.8263|-111.8061|viewpoint
Desert View Watchtower|Desert View|Grand Canyon Village|US|36.0442|-111.8261|viewpoint
Yavapai Point|Yavapai Geology Museum|Grand Canyon Village|US|36.0657|-112.1175|viewpoint
Hopi Point||Grand Canyon Village|US|36.0750|-112.1544|viewpoint
Bright Angel Trailhead|Bright Angel Trail|Grand Canyon Village|US|36.0574|-112.1437|nature
Glen Canyon Dam||Page|US|36.9375|-111.4840|sight
Angels Landing||Hurricane|US|37.2692|-112.9477|viewpoint
The Narrows|Zion Narrows;Temple of Sinawava;Riverside Walk|Hurricane|US|37.2853|-112.9479|nature
Canyon Overlook Trail|Canyon Overlook Zion|Hurricane|US|37.2133|-112.9409|viewpoint
Zion Canyon Visitor Center|Zion National Park Visitor Center|Hurricane|US|37.2000|-112.9868|sight
Sunset Point Bryce|Bryce Canyon Sunset Point|Panguitch|US|37.6232|-112.1664|viewpoint
Sunrise Point Bryce|Bryce Canyon Sunrise Point|Panguitch|US|37.6278|-112.1632|viewpoint
Inspiration Point Bryce|Bryce Canyon Inspiration Point|Panguitch|US|37.6188|-112.1730|viewpoint
Bryce Point||Panguitch|US|37.6036|-112.1565|viewpoint
Navajo Loop Trail|Thor's Hammer;Wall Street Bryce|Panguitch|US|37.6225|-112.1640|nature
Landscape Arch||Moab|US|38.7911|-109.6073|nature
Double Arch||Moab|US|38.6916|-109.5403|nature
Balanced Rock Arches|Balanced Rock|Moab|US|38.7012|-109.5644|nature
Windows Section|North Window;South Window;Turret Arch|Moab|US|38.6878|-109.5370|nature
Mesa Arch||Moab|US|38.3893|-109.8681|nature
Dead Horse Point State Park|Dead Horse Point|Moab|US|38.4707|-109.7405|viewpoint
Grand View Point Overlook||Moab|US|38.3112|-109.8572|viewpoint
Monument Valley Navajo Tribal Park|Monument Valley;The View Monument Valley|Kayenta|US|36.9830|-110.1125|nature
Forrest Gump Point||Kayenta|US|37.1011|-109.9897|viewpoint
Mammoth Hot Springs|Mammoth Terraces|West Yellowstone|US|44.9690|-110.7048|nature
Artist Point Yellowstone|Grand Canyon of the Yellowstone|West Yellowstone|US|44.7203|-110.4792|viewpoint
Lower Falls of the Yellowstone River|Lower Falls Yellowstone|West Yellowstone|US|44.7178|-110.4963|nature
Norris Geyser Basin||West Yellowstone|US|44.7266|-110.7035|nature
West Thumb Geyser Basin||West Yellowstone|US|44.4170|-110.5736|nature
Morning Glory Pool||West Yellowstone|US|44.4750|-110.8440|nature
Jackson Town Square|Antler Arches|Jackson|US|43.4799|-110.7624|sight
Jenny Lake||Jackson|US|43.7560|-110.7290|nature
Schwabacher Landing||Jackson|US|43.7163|-110.6712|viewpoint
Mormon Row|Moulton Barn;T. A. Moulton Barn|Jackson|US|43.6650|-110.6640|sight
Oxbow Bend||Jackson|US|43.8656|-110.5515|viewpoint
Logan Pass|Going-to-the-Sun Road|Columbia Falls|US|48.6966|-113.7183|viewpoint
Lake McDonald||Columbia Falls|US|48.5850|-113.9250|nature
Glacier Point||Yosemite Valley|US|37.7306|-119.5738|viewpoint
Mariposa Grove|Mariposa Grove of Giant Sequoias|Yosemite Valley|US|37.5145|-119.6005|nature
Bridalveil Fall||Yosemite Valley|US|37.7166|-119.6464|nature
El Capitan Yosemite|El Capitan Meadow|Yosemite Valley|US|37.7250|-119.6370|nature
Mirror Lake Yosemite||Yosemite Valley|US|37.7480|-119.5500|nature
Vernal Fall|Mist Trail|Yosemite Valley|US|37.7277|-119.5442|nature
Emerald Bay State Park|Emerald Bay Lake Tahoe|South Lake Tahoe|US|38.9544|-120.1050|nature
Vikingsholm||South Lake Tahoe|US|38.9527|-120.1100|sight
Sand Harbor|Sand Harbor State Park|Incline Village|US|39.1978|-119.9308|beach
Oxbow Public Market||Napa|US|38.3006|-122.2830|market
Napa Valley Wine Train|Wine Train|Napa|US|38.3015|-122.2800|sight
Castello di Amorosa||Calistoga|US|38.5584|-122.5430|sight
Robert Mondavi Winery||Yountville|US|38.4414|-122.4096|sight
Monterey Bay Aquarium||Monterey|US|36.6182|-121.9019|museum
Cannery Row||Monterey|US|36.6160|-121.8996|sight
Old Fisherman's Wharf Monterey|Fisherman's Wharf Monterey|Monterey|US|36.6036|-121.8937|sight
Lone Cypress|The Lone Cypress;17-Mile Drive|Carmel-by-the-Sea|US|36.5689|-121.9650|viewpoint
Point Lobos State Natural Reserve|Point Lobos|Carmel-by-the-Sea|US|36.5160|-121.9430|nature
Carmel Mission|Mission San Carlos Borromeo de Carmelo|Carmel-by-the-Sea|US|36.5426|-121.9196|religious
Bixby Creek Bridge|Bixby Bridge|Carmel-by-the-Sea|US|36.3715|-121.9019|sight
McWay Falls|Julia Pfeiffer Burns State Park|Carmel-by-the-Sea|US|36.1578|-121.6720|nature
Pfeiffer Beach|Keyhole Arch|Carmel-by-the-Sea|US|36.2381|-121.8162|beach
Old Mission Santa Barbara|Mission Santa Barbara|Santa Barbara|US|34.4383|-119.7137|religious
Stearns Wharf||Santa Barbara|US|34.4104|-119.6855|sight
Santa Barbara County Courthouse||Santa Barbara|US|34.4241|-119.7023|sight
Funk Zone||Santa Barbara|US|34.4150|-119.6893|neighbourhood
Palm Springs Aerial Tramway||Palm Springs|US|33.8374|-116.6141|viewpoint
Skull Rock Joshua Tree|Skull Rock|Twentynine Palms|US|33.9978|-116.0594|nature
Cholla Cactus Garden||Twentynine Palms|US|33.9252|-115.9289|nature
Keys View||Joshua Tree|US|33.9270|-116.1872|viewpoint
Haleakalā National Park|Haleakala;Haleakala Summit;Puʻu ʻUlaʻula|Kula|US|20.7097|-156.2533|nature
Waiʻānapanapa State Park|Waianapanapa;Black Sand Beach Maui|Hana|US|20.7866|-155.9995|beach
Kāʻanapali Beach|Kaanapali Beach|Lahaina|US|20.9250|-156.6950|beach
ʻĪao Valley State Monument|Iao Valley;Iao Needle|Wailuku|US|20.8810|-156.5450|nature
Hawaiʻi Volcanoes National Park|Hawaii Volcanoes National Park;Kilauea Visitor Center|Volcano|US|19.4297|-155.2573|nature
Punaluʻu Black Sand Beach|Punaluu Beach|Pāhala|US|19.1365|-155.5047|beach
Rainbow Falls Hilo|Waiānuenue|Hilo|US|19.7192|-155.1083|nature
ʻAkaka Falls State Park|Akaka Falls|Hilo|US|19.8537|-155.1521|nature
Puʻuhonua o Hōnaunau|Puuhonua o Honaunau;Place of Refuge|Captain Cook|US|19.4217|-155.9103|sight
Waimea Canyon Lookout|Waimea Canyon|Waimea|US|22.0714|-159.6617|viewpoint
Hanalei Bay|Hanalei Pier|Princeville|US|22.2140|-159.4996|beach
Kalalau Lookout|Na Pali Coast;Nā Pali Coast|Waimea|US|22.1512|-159.6466|viewpoint
Spouting Horn||Koloa|US|21.8847|-159.4926|nature
Waimea Bay|Waimea Bay Beach Park|Hale‘iwa|US|21.6406|-158.0651|beach
Banzai Pipeline|Ehukai Beach;Pipeline Oahu|Hale‘iwa|US|21.6650|-158.0530|beach
Lanikai Beach||Kailua|US|21.3929|-157.7151|beach
Kualoa Ranch||Kaneohe|US|21.5210|-157.8370|sight
Dole Plantation||Wahiawā|US|21.5258|-158.0375|sight
Multnomah Falls||Troutdale|US|45.5762|-122.1158|nature
Haystack Rock||Cannon Beach|US|45.8844|-123.9686|nature
Paradise Mount Rainier|Paradise Jackson Visitor Center;Mount Rainier National Park|Eatonville|US|46.7860|-121.7353|nature
Hurricane Ridge||Port Angeles|US|47.9697|-123.4983|viewpoint
Ruby Beach||Forks|US|47.7107|-124.4155|beach
Hoh Rain Forest|Hall of Mosses|Forks|US|47.8606|-123.9345|nature
Snoqualmie Falls||Snoqualmie|US|47.5417|-121.8377|nature
Palace of the Governors||Santa Fe|US|35.6879|-105.9378|museum
Loretto Chapel|Miraculous Staircase|Santa Fe|US|35.6851|-105.9377|religious
San Miguel Chapel|San Miguel Mission Santa Fe|Santa Fe|US|35.6838|-105.9375|religious
Canyon Road||Santa Fe|US|35.6820|-105.9298|neighbourhood
Georgia O'Keeffe Museum||Santa Fe|US|35.6886|-105.9410|museum
Cathedral Basilica of St. Francis of Assisi|St. Francis Cathedral Santa Fe|Santa Fe|US|35.6866|-105.9360|religious
Meow Wolf Santa Fe|House of Eternal Return|Santa Fe|US|35.6543|-105.9960|museum
Taos Pueblo||Taos|US|36.4393|-105.5453|sight
Rio Grande Gorge Bridge||Taos|US|36.4765|-105.7330|sight
White Sands National Park|White Sands|Alamogordo|US|32.7797|-106.1719|nature
Carlsbad Caverns|Carlsbad Caverns National Park|Carlsbad|US|32.1753|-104.4440|nature
Cadillac Mountain||Bar Harbor|US|44.3526|-68.2249|viewpoint
Jordan Pond|Jordan Pond House|Bar Harbor|US|44.3260|-68.2540|nature
Thunder Hole||Bar Harbor|US|44.3209|-68.1891|nature
Sand Beach Acadia|Sand Beach|Bar Harbor|US|44.3297|-68.1840|beach
Bass Harbor Head Light|Bass Harbor Lighthouse|Bar Harbor|US|44.2220|-68.3372|sight
Portland Head Light||South Portland|US|43.6231|-70.2079|sight
The Breakers|The Breakers Newport|Newport|US|41.4698|-71.2986|museum
Cliff Walk|Newport Cliff Walk|Newport|US|41.4690|-71.2970|sight
Marble House||Newport|US|41.4620|-71.3068|museum
Salem Witch Museum||Salem|US|42.5235|-70.8913|museum
House of the Seven Gables||Salem|US|42.5218|-70.8835|museum
Peabody Essex Museum||Salem|US|42.5214|-70.8920|museum
Pilgrim Monument|Pilgrim Monument and Provincetown Museum|Provincetown|US|42.0523|-70.1888|viewpoint
Plymouth Rock||Plymouth|US|41.9582|-70.6624|sight
Walden Pond||Concord|US|42.4391|-71.3367|nature
Old North Bridge|Minute Man National Historical Park|Concord|US|42.4688|-71.3505|sight
Mystic Seaport Museum|Mystic Seaport|Mystic|US|41.3619|-71.9661|museum
George Washington's Mount Vernon|Mount Vernon Estate|Mount Vernon|US|38.7293|-77.1073|museum
Colonial Williamsburg|Duke of Gloucester Street|Williamsburg|US|37.2710|-76.6990|neighbourhood
Historic Jamestowne||Williamsburg|US|37.2093|-76.7775|sight
Monticello||Charlottesville|US|38.0086|-78.4532|museum
Gettysburg National Military Park|Gettysburg Battlefield|Gettysburg|US|39.8116|-77.2264|sight
Fallingwater||Connellsville|US|39.9063|-79.4679|sight
Biltmore Estate|Biltmore House|Asheville|US|35.5405|-82.5523|museum
Clingmans Dome||Gatlinburg|US|35.5628|-83.4985|viewpoint
Cades Cove||Gatlinburg|US|35.6010|-83.8110|nature
Dollywood||Pigeon Forge|US|35.7953|-83.5304|sight
American Falls|Chutes américaines|Niagara Falls|US|43.0840|-79.0704|nature
Mendenhall Glacier|Mendenhall Glacier Visitor Center|Juneau|US|58.4166|-134.5458|nature
Exit Glacier||Seward|US|60.1880|-149.6310|nature
Mission San José|Mission San José y San Miguel de Aguayo|San Antonio|US|29.3621|-98.4796|religious
Barton Springs Pool|Barton Springs|Austin|US|30.2640|-97.7713|nature
Johnston Canyon||Banff|CA|51.2452|-115.8391|nature
Banff Upper Hot Springs||Banff|CA|51.1521|-115.5616|nature
Bow Falls||Banff|CA|51.1690|-115.5630|nature
Cave and Basin National Historic Site|Cave and Basin|Banff|CA|51.1689|-115.5923|museum
Emerald Lake Yoho|Emerald Lake BC|Golden|CA|51.4430|-116.5334|nature
Takakkaw Falls||Golden|CA|51.5009|-116.4817|nature
Maligne Canyon||Jasper|CA|52.9195|-117.9990|nature
Maligne Lake||Jasper|CA|52.7265|-117.6370|nature
Athabasca Falls||Jasper|CA|52.6640|-117.8838|nature
Sea to Sky Gondola||Squamish|CA|49.6761|-123.1556|viewpoint
Shannon Falls||Squamish|CA|49.6707|-123.1577|nature
Stawamus Chief|The Chief|Squamish|CA|49.6834|-123.1388|nature
Royal BC Museum|Royal British Columbia Museum|Victoria|CA|48.4197|-123.3673|museum
Craigdarroch Castle||Victoria|CA|48.4225|-123.3436|museum
Fisherman's Wharf Victoria||Victoria|CA|48.4224|-123.3829|sight
Inner Harbour Victoria|Victoria Inner Harbour|Victoria|CA|48.4217|-123.3694|sight
Beacon Hill Park||Victoria|CA|48.4127|-123.3634|park
Basilique-cathédrale Notre-Dame de Québec|Notre-Dame de Québec|Quebec|CA|46.8134|-71.2065|religious
Place Royale|Place-Royale|Quebec|CA|46.8130|-71.2028|sight
Rue du Trésor||Quebec|CA|46.8123|-71.2063|sight
Musée de la civilisation|Musee de la civilisation|Quebec|CA|46.8150|-71.2025|museum
Basilique Sainte-Anne-de-Beaupré|Sanctuaire Sainte-Anne-de-Beaupré|Beaupré|CA|47.0244|-70.9285|religious
Tremblant Pedestrian Village|Village piétonnier de Tremblant|Mont-Tremblant|CA|46.2097|-74.5854|neighbourhood
Ottawa Locks|Rideau Canal Locks|Ottawa|CA|45.4255|-75.6977|sight
National Gallery of Canada|Musée des beaux-arts du Canada|Ottawa|CA|45.4295|-75.6989|museum
Canadian Museum of History|Musée canadien de l'histoire|Gatineau|CA|45.4300|-75.7092|museum
Notre-Dame Cathedral Basilica Ottawa|Basilique-cathédrale Notre-Dame d'Ottawa|Ottawa|CA|45.4297|-75.6962|religious
Clifton Hill||Niagara Falls|CA|43.0910|-79.0750|neighbourhood
Skylon Tower||Niagara Falls|CA|43.0849|-79.0794|viewpoint
Journey Behind the Falls|Table Rock|Niagara Falls|CA|43.0792|-79.0786|sight
Peggy's Cove Lighthouse|Peggys Point Lighthouse;Peggy's Cove|Halifax|CA|44.4917|-63.9183|sight
Halifax Citadel|Citadel Hill|Halifax|CA|44.6475|-63.5802|sight
Canadian Museum of Immigration at Pier 21|Pier 21|Halifax|CA|44.6385|-63.5680|museum
Fisheries Museum of the Atlantic||Lunenburg|CA|44.3766|-64.3105|museum
Green Gables Heritage Place|Green Gables|Charlottetown|CA|46.4890|-63.3822|museum
Province House Charlottetown|Province House|Charlottetown|CA|46.2352|-63.1265|sight
Signal Hill|Cabot Tower|St. John's|CA|47.5701|-52.6818|viewpoint
Cape Spear|Cape Spear Lighthouse|St. John's|CA|47.5237|-52.6195|viewpoint
Hierve el Agua||San Pablo Villa de Mitla|MX|16.8655|-96.2760|nature
Zona Arqueológica de Mitla|Mitla ruins|San Pablo Villa de Mitla|MX|16.9263|-96.3597|sight
Árbol del Tule|Tule Tree;El Tule|Santa María del Tule|MX|17.0466|-96.6358|nature
Mercado 20 de Noviembre||Oaxaca|MX|17.0577|-96.7267|market
Mercado Benito Juárez Oaxaca||Oaxaca|MX|17.0585|-96.7260|market
Andador Macedonio Alcalá|Calle Alcalá;Andador Turístico Oaxaca|Oaxaca|MX|17.0640|-96.7240|sight
Zócalo de Oaxaca|Zocalo Oaxaca|Oaxaca|MX|17.0606|-96.7253|sight
Catedral de Oaxaca|Oaxaca Cathedral|Oaxaca|MX|17.0614|-96.7256|religious
Basílica de la Soledad|Basílica de Nuestra Señora de la Soledad|Oaxaca|MX|17.0628|-96.7326|religious
Templo de Santo Domingo San Cristóbal|Templo y Ex-convento de Santo Domingo San Cristóbal|San Cristóbal de las Casas|MX|16.7410|-92.6380|religious
Catedral de San Cristóbal de las Casas||San Cristóbal de las Casas|MX|16.7373|-92.6378|religious
Andador Real de Guadalupe||San Cristóbal de las Casas|MX|16.7375|-92.6340|sight
Iglesia de San Juan Chamula|San Juan Chamula church|Chamula|MX|16.7874|-92.6877|religious
Cascada Misol-Ha|Misol Ha|Palenque|MX|17.3909|-91.9988|nature
Cascadas de Agua Azul|Agua Azul|Palenque|MX|17.2581|-92.1150|nature
Teatro Juárez|Teatro Juarez|Guanajuato|MX|21.0175|-101.2554|sight
Alhóndiga de Granaditas||Guanajuato|MX|21.0190|-101.2585|museum
Monumento al Pípila|El Pípila|Guanajuato|MX|21.0148|-101.2530|viewpoint
Basílica de Nuestra Señora de Guanajuato|Basílica Colegiata de Guanajuato|Guanajuato|MX|21.0173|-101.2567|religious
Mercado Hidalgo Guanajuato|Mercado Hidalgo|Guanajuato|MX|21.0182|-101.2607|market
Jardín de la Unión||Guanajuato|MX|21.0170|-101.2550|sight
Jardín Allende|Jardín Principal San Miguel de Allende|San Miguel de Allende|MX|20.9146|-100.7436|sight
Fábrica La Aurora|Fabrica La Aurora|San Miguel de Allende|MX|20.9225|-100.7435|shop
Acueducto de Querétaro|Los Arcos de Querétaro|Santiago de Querétaro|MX|20.5935|-100.3735|sight
Peña de Bernal|Pena de Bernal|Bernal|MX|20.7431|-99.9479|nature
Capilla del Rosario|Templo de Santo Domingo Puebla|Puebla|MX|19.0460|-98.1981|religious
Biblioteca Palafoxiana||Puebla|MX|19.0420|-98.1972|museum
Barrio del Artista||Puebla|MX|19.0448|-98.1920|neighbourhood
Callejón de los Sapos||Puebla|MX|19.0405|-98.1930|neighbourhood
Museo Amparo||Puebla|MX|19.0416|-98.1963|museum
Gran Pirámide de Cholula|Great Pyramid of Cholula;Tlachihualtépetl|Cholula|MX|19.0575|-98.3020|sight
Santuario de Nuestra Señora de los Remedios|Iglesia de los Remedios Cholula|Cholula|MX|19.0577|-98.3019|religious
Paseo de Montejo||Mérida|MX|20.9850|-89.6180|sight
Casa de Montejo||Mérida|MX|20.9664|-89.6238|museum
Mercado Lucas de Gálvez||Mérida|MX|20.9627|-89.6214|market
Uxmal|Zona Arqueológica de Uxmal;Pirámide del Adivino|Muna|MX|20.3597|-89.7713|sight
Convento de San Antonio de Padua|Convento de Izamal|Izamal|MX|20.9318|-89.0178|religious
Cenote Zací|Cenote Zaci|Valladolid|MX|20.6907|-88.1990|nature
Convento de San Bernardino de Siena|Convento de Sisal|Valladolid|MX|20.6832|-88.2117|religious
Calzada de los Frailes||Valladolid|MX|20.6850|-88.2080|sight
Ek Balam|Ek' Balam;Zona Arqueológica de Ek Balam|Valladolid|MX|20.8914|-88.1364|sight
Laguna de Bacalar|Lagoon of Seven Colors;Laguna de los Siete Colores|Bacalar|MX|18.6780|-88.3880|nature
Fuerte de San Felipe Bacalar||Bacalar|MX|18.6774|-88.3913|museum
Cenote Azul Bacalar||Bacalar|MX|18.6465|-88.4125|nature
Zona Arqueológica El Rey|El Rey Ruins|Cancún|MX|21.0611|-86.7814|sight
Playa Delfines|Mirador Playa Delfines|Cancún|MX|21.0647|-86.7805|beach
Punta Sur Isla Mujeres||Isla Mujeres|MX|21.2065|-86.7180|viewpoint
Santa Prisca|Parroquia de Santa Prisca|Taxco de Alarcón|MX|18.5567|-99.6054|religious
La Rojeña|Mundo Cuervo|Tequila|MX|20.8823|-103.8363|sight
Cerro de la Bufa|Teleférico de Zacatecas|Zacatecas|MX|22.7810|-102.5645|viewpoint
Catedral de Zacatecas||Zacatecas|MX|22.7764|-102.5720|religious
Playa Balandra|Balandra|La Paz|MX|24.3231|-110.3252|beach
Playa Zicatela|Zicatela|Puerto Escondido|MX|15.8540|-97.0560|beach
Punta Cometa||Puerto Ángel|MX|15.6600|-96.5570|viewpoint
Iglesia de La Merced Antigua|La Merced Antigua Guatemala|Antigua Guatemala|GT|14.5615|-90.7348|religious
Cerro de la Cruz Antigua|Cerro de la Cruz|Antigua Guatemala|GT|14.5676|-90.7310|viewpoint
Catedral de San José Antigua|Catedral de Santiago Antigua|Antigua Guatemala|GT|14.5568|-90.7330|religious
Volcán de Pacaya|Pacaya Volcano|Guatemala City|GT|14.3810|-90.6010|nature
Volcán Acatenango|Acatenango Volcano|Antigua Guatemala|GT|14.5010|-90.8760|nature
Mercado de Chichicastenango|Chichicastenango Market|Chichicastenango|GT|14.9430|-91.1107|market
Iglesia de Santo Tomás Chichicastenango|Santo Tomás Chichicastenango|Chichicastenango|GT|14.9423|-91.1103|religious
Lago de Atitlán|Lake Atitlán;Lake Atitlan;Lago Atitlán|Panajachel|GT|14.6900|-91.2000|nature
Calle Santander||Panajachel|GT|14.7405|-91.1570|shop
Semuc Champey||Lanquín|GT|15.5333|-89.9614|nature
The Split Caye Caulker||San Pedro|BZ|17.7618|-88.0278|beach
Xunantunich||San Ignacio|BZ|17.0890|-89.1420|sight
Lamanai||Orange Walk|BZ|17.7525|-88.6544|sight
Volcán Arenal|Arenal Volcano|La Fortuna|CR|10.4626|-84.7032|nature
Parque Nacional Manuel Antonio|Manuel Antonio National Park|Quepos|CR|9.3850|-84.1420|park
Reserva Biológica Bosque Nuboso Monteverde|Monteverde Cloud Forest Reserve|Juntas|CR|10.3015|-84.7930|nature
Volcán Poás|Poás Volcano;Poas Volcano|Alajuela|CR|10.1970|-84.2330|nature
Volcán Irazú|Irazú Volcano;Irazu Volcano|Cartago|CR|9.9790|-83.8520|nature
Basílica de Nuestra Señora de los Ángeles|Basílica de los Ángeles|Cartago|CR|9.8642|-83.9126|religious
Teatro Nacional de Costa Rica||San José|CR|9.9333|-84.0771|sight
Casco Viejo|Casco Antiguo;San Felipe Panamá|Panamá|PA|8.9530|-79.5350|neighbourhood
Biomuseo||Panamá|PA|8.9324|-79.5453|museum
Puente de las Américas|Bridge of the Americas|Panamá|PA|8.9380|-79.5615|sight
Cerro Ancón|Ancon Hill|Panamá|PA|8.9590|-79.5480|viewpoint
Esclusas de Gatún|Gatun Locks|Colón|PA|9.2720|-79.9220|sight
Volcán Barú|Baru Volcano|Boquete|PA|8.8083|-82.5425|nature
Iglesia La Merced Granada|Iglesia de La Merced Granada|Granada|NI|11.9302|-85.9600|religious
Calle La Calzada|La Calzada Granada|Granada|NI|11.9310|-85.9490|sight
Volcán Masaya|Masaya Volcano|Masaya|NI|11.9845|-86.1610|nature
Catedral de León|Basílica Catedral de la Asunción|León|NI|12.4346|-86.8786|religious
Cerro Negro||León|NI|12.5060|-86.7020|nature
Volcán Concepción|Concepción Volcano|Moyogalpa|NI|11.5380|-85.6220|nature
Paseo del Prado|Paseo de Martí|Havana|CU|23.1380|-82.3600|sight
Museo de la Revolución|Museum of the Revolution|Havana|CU|23.1414|-82.3567|museum
El Floridita|Floridita|Havana|CU|23.1378|-82.3577|food
Callejón de Hamel||Havana|CU|23.1350|-82.3800|neighbourhood
Fábrica de Arte Cubano|FAC Havana|Havana|CU|23.1272|-82.4080|sight
Plaza de Armas de La Habana|Plaza de Armas Havana|Havana|CU|23.1398|-82.3502|sight
Gran Teatro de La Habana|Gran Teatro de La Habana Alicia Alonso|Havana|CU|23.1373|-82.3587|sight
Plaza Mayor de Trinidad||Trinidad|CU|21.8048|-79.9849|sight
Museo Romántico|Palacio Brunet|Trinidad|CU|21.8050|-79.9852|museum
Convento de San Francisco de Asís Trinidad|Museo Nacional de la Lucha contra Bandidos|Trinidad|CU|21.8061|-79.9859|museum
Playa Ancón||Trinidad|CU|21.7380|-80.0020|beach
Teatro Tomás Terry||Cienfuegos|CU|22.1462|-80.4536|sight
Parque José Martí Cienfuegos||Cienfuegos|CU|22.1460|-80.4538|park
Palacio de Valle||Cienfuegos|CU|22.1265|-80.4510|sight
Conjunto Escultórico Comandante Ernesto Che Guevara|Mausoleo del Che;Che Guevara Mausoleum|Santa Clara|CU|22.4047|-79.9822|sight
Alcázar de Colón|Alcazar de Colon|Santo Domingo|DO|18.4777|-69.8838|museum
Calle El Conde|Calle del Conde|Santo Domingo|DO|18.4730|-69.8870|shop
Fortaleza Ozama||Santo Domingo|DO|18.4738|-69.8818|sight
Los Tres Ojos||Santo Domingo|DO|18.4795|-69.8515|nature
Castillo San Cristóbal|Fort San Cristóbal;Castillo de San Cristóbal|San Juan|PR|18.4673|-66.1109|sight
La Fortaleza|Palacio de Santa Catalina|San Juan|PR|18.4645|-66.1192|sight
Paseo de la Princesa||San Juan|PR|18.4632|-66.1175|sight
Catedral de San Juan Bautista|San Juan Cathedral|San Juan|PR|18.4660|-66.1179|religious
La Perla||San Juan|PR|18.4680|-66.1205|neighbourhood
Playa Flamenco|Flamenco Beach|Culebra|PR|18.3290|-65.3180|beach
Parque de Bombas||Ponce|PR|18.0118|-66.6140|museum
Seven Mile Beach Negril|Negril Beach|Negril|JM|18.3160|-78.3390|beach
Bob Marley Museum||Kingston|JM|18.0212|-76.7844|museum
Devon House||Kingston|JM|18.0130|-76.7870|museum
Doctor's Cave Beach||Montego Bay|JM|18.4857|-77.9286|beach
Museum of Science and Industry|Museum of Science and Industry Chicago;MSI Chicago|Chicago|US|41.7906|-87.5831|museum
Adler Planetarium||Chicago|US|41.8663|-87.6068|museum
Chicago Cultural Center|Tiffany Dome|Chicago|US|41.8837|-87.6249|sight
Garfield Park Conservatory||Chicago|US|41.8863|-87.7173|park
Robie House|Frederick C. Robie House|Chicago|US|41.7897|-87.5960|sight
The Rookery Building|Rookery Building Chicago|Chicago|US|41.8786|-87.6318|sight
Museum of Contemporary Art Chicago|MCA Chicago|Chicago|US|41.8972|-87.6213|museum
Chicago Architecture Center||Chicago|US|41.8876|-87.6236|museum
Maggie Daley Park||Chicago|US|41.8826|-87.6189|park
North Avenue Beach||Chicago|US|41.9146|-87.6252|beach
St. Louis Cemetery No. 1|Saint Louis Cemetery No. 1|New Orleans|US|29.9594|-90.0713|sight
Lafayette Cemetery No. 1||New Orleans|US|29.9287|-90.0854|sight
New Orleans City Park|City Park New Orleans|New Orleans|US|29.9950|-90.0960|park
New Orleans Museum of Art|NOMA|New Orleans|US|29.9865|-90.0934|museum
French Market New Orleans|French Market|New Orleans|US|29.9608|-90.0578|market
Audubon Park New Orleans||New Orleans|US|29.9310|-90.1230|park
Commander's Palace||New Orleans|US|29.9286|-90.0843|food
Faubourg Marigny||New Orleans|US|29.9645|-90.0551|neighbourhood
Tremé|Faubourg Tremé|New Orleans|US|29.9660|-90.0700|neighbourhood
Louis Armstrong Park|Congo Square|New Orleans|US|29.9612|-90.0680|park
Louisiana State Museum Cabildo|Cabildo New Orleans|New Orleans|US|29.9577|-90.0642|museum
Oak Alley Plantation|Oak Alley|North Vacherie|US|30.0043|-90.7750|sight
Johnny Cash Museum||Nashville|US|36.1606|-86.7754|museum
Tennessee State Capitol||Nashville|US|36.1658|-86.7842|sight
Frist Art Museum|Frist Center for the Visual Arts|Nashville|US|36.1578|-86.7839|museum
Bluebird Cafe|The Bluebird Cafe|Nashville|US|36.1025|-86.8165|food
John Seigenthaler Pedestrian Bridge|Shelby Street Bridge|Nashville|US|36.1622|-86.7727|sight
Belle Meade Historic Site|Belle Meade Plantation|Nashville|US|36.1048|-86.8646|sight
Andrew Jackson's Hermitage|The Hermitage Nashville|Nashville|US|36.2150|-86.6130|museum
National Civil Rights Museum|Lorraine Motel|Memphis|US|35.1345|-90.0577|museum
Sun Studio||Memphis|US|35.1393|-90.0374|sight
Stax Museum of American Soul Music|Stax Museum|Memphis|US|35.1152|-90.0320|museum
Zilker Park||Austin|US|30.2669|-97.7729|park
South Congress Avenue|SoCo Austin|Austin|US|30.2500|-97.7494|neighbourhood
Mount Bonnell||Austin|US|30.3208|-97.7735|viewpoint
LBJ Presidential Library|Lyndon Baines Johnson Library and Museum|Austin|US|30.2858|-97.7292|museum
Bullock Texas State History Museum||Austin|US|30.2803|-97.7391|museum
Franklin Barbecue||Austin|US|30.2701|-97.7313|food
Hamilton Pool Preserve|Hamilton Pool|Dripping Springs|US|30.3423|-98.1271|nature
Enchanted Rock State Natural Area|Enchanted Rock|Fredericksburg|US|30.5040|-98.8190|nature
National Museum of the Pacific War|Nimitz Museum|Fredericksburg|US|30.2735|-98.8693|museum
Gruene Hall||New Braunfels|US|29.7378|-98.1060|sight
Owens-Thomas House||Savannah|US|32.0775|-81.0893|museum
Telfair Academy||Savannah|US|32.0790|-81.0948|museum
Fort Pulaski National Monument|Fort Pulaski|Savannah|US|32.0270|-80.8906|sight
Massachusetts State House||Boston|US|42.3588|-71.0638|sight
Old State House Boston|Old State House|Boston|US|42.3587|-71.0575|museum
Boston Tea Party Ships & Museum|Boston Tea Party Museum|Boston|US|42.3522|-71.0513|museum
New England Aquarium||Boston|US|42.3591|-71.0498|museum
John F. Kennedy Presidential Library and Museum|JFK Library|Boston|US|42.3163|-71.0342|museum
Boston Public Library|Boston Public Library McKim Building|Boston|US|42.3493|-71.0782|sight
Trinity Church Boston||Boston|US|42.3499|-71.0752|religious
Arnold Arboretum||Boston|US|42.2987|-71.1236|park
Institute of Contemporary Art Boston|ICA Boston|Boston|US|42.3528|-71.0430|museum
Mount Auburn Cemetery||Cambridge|US|42.3705|-71.1453|sight
Lexington Battle Green|Lexington Common|Lexington|US|42.4494|-71.2305|sight
Strawbery Banke Museum|Strawbery Banke|Portsmouth|US|43.0763|-70.7545|museum
Nubble Light|Cape Neddick Light|York Beach|US|43.1653|-70.5913|sight
Marginal Way||Ogunquit|US|43.2431|-70.5915|viewpoint
Nantucket Whaling Museum||Nantucket|US|41.2857|-70.0966|museum
Brant Point Light||Nantucket|US|41.2899|-70.0903|sight
Aquinnah Cliffs|Gay Head Cliffs|West Tisbury|US|41.3486|-70.8345|nature
Oak Bluffs Campground|Gingerbread Cottages|Oak Bluffs|US|41.4560|-70.5593|sight
Edgartown Lighthouse||Edgartown|US|41.3908|-70.5031|sight
Marsh-Billings-Rockefeller National Historical Park||Woodstock|US|43.6327|-72.5196|park
Billings Farm & Museum|Billings Farm|Woodstock|US|43.6318|-72.5163|museum
Quechee Gorge||Woodstock|US|43.6377|-72.4080|nature
Smugglers' Notch||Stowe|US|44.5560|-72.7930|nature
Home of Franklin D. Roosevelt|FDR Presidential Library and Museum|Hyde Park|US|41.7673|-73.9357|museum
Vanderbilt Mansion National Historic Site|Vanderbilt Mansion|Hyde Park|US|41.7955|-73.9417|sight
Walkway Over the Hudson||Poughkeepsie|US|41.7105|-73.9447|viewpoint
Dia Beacon||Beacon|US|41.5001|-73.9815|museum
Storm King Art Center||Cornwall|US|41.4256|-74.0594|museum
Kykuit|Rockefeller Estate|Sleepy Hollow|US|41.0944|-73.8447|sight
Olana State Historic Site|Olana|Hudson|US|42.2180|-73.8296|museum
Bear Mountain State Park||Peekskill|US|41.3126|-73.9887|park
Garden of the Gods||Colorado Springs|US|38.8784|-104.8698|nature
Pikes Peak|Pikes Peak Summit|Manitou Springs|US|38.8409|-105.0423|viewpoint
Bear Lake Rocky Mountain National Park|Bear Lake RMNP|Estes Park|US|40.3134|-105.6480|nature
Alpine Visitor Center|Trail Ridge Road Alpine Visitor Center|Estes Park|US|40.4415|-105.7536|viewpoint
Maroon Bells|Maroon Lake|Aspen|US|39.0987|-106.9404|nature
Cliff Palace|Mesa Verde Cliff Palace|Cortez|US|37.1676|-108.4730|sight
Great Sand Dunes National Park|Great Sand Dunes|Alamosa|US|37.7916|-105.5943|nature
Durango & Silverton Narrow Gauge Railroad|Durango Silverton Railroad|Durango|US|37.2693|-107.8828|sight
Hanging Lake||Glenwood Springs|US|39.6014|-107.1917|nature
Colorado State Capitol||Denver|US|39.7393|-104.9848|sight
Denver Art Museum||Denver|US|39.7372|-104.9893|museum
Denver Union Station|Union Station Denver|Denver|US|39.7530|-105.0000|sight
Chautauqua Park|Flatirons;Boulder Flatirons|Boulder|US|39.9990|-105.2813|park
Utah State Capitol||Salt Lake City|US|40.7774|-111.8882|sight
Mission San Xavier del Bac|San Xavier del Bac|Tucson|US|32.1070|-111.0080|religious
Arizona-Sonora Desert Museum||Tucson|US|32.2440|-111.1665|museum
Sabino Canyon||Tucson|US|32.3100|-110.8220|nature
O.K. Corral|OK Corral|Tombstone|US|31.7130|-110.0680|sight
Taliesin West||Scottsdale|US|33.6063|-111.8453|sight
Desert Botanical Garden||Phoenix|US|33.4616|-111.9446|park
Camelback Mountain||Phoenix|US|33.5151|-111.9619|nature
Lowell Observatory||Flagstaff|US|35.2028|-111.6647|museum
Walnut Canyon National Monument|Walnut Canyon|Flagstaff|US|35.1718|-111.5096|sight
Montezuma Castle National Monument|Montezuma Castle|Camp Verde|US|34.6116|-111.8350|sight
Meteor Crater||Winslow|US|35.0272|-111.0225|nature
Santa Cruz Beach Boardwalk||Santa Cruz|US|36.9643|-122.0177|sight
Point Reyes Lighthouse||Inverness|US|37.9955|-123.0230|sight
Hearst Castle||Cambria|US|35.6852|-121.1682|sight
Morro Rock||Morro Bay|US|35.3700|-120.8677|nature
Mission San Luis Obispo de Tolosa||San Luis Obispo|US|35.2810|-120.6644|religious
Mendocino Headlands State Park|Mendocino Headlands|Fort Bragg|US|39.3060|-123.8020|nature
Glass Beach|Glass Beach Fort Bragg|Fort Bragg|US|39.4526|-123.8138|beach
Astoria Column||Astoria|US|46.1812|-123.8175|viewpoint
Portland Japanese Garden|Japanese Garden Portland|Portland|US|45.5190|-122.7066|park
International Rose Test Garden|Portland Rose Garden|Portland|US|45.5195|-122.7052|park
Pittock Mansion||Portland|US|45.5252|-122.7163|museum
Anchorage Museum|Anchorage Museum at Rasmuson Center|Anchorage|US|61.2161|-149.8846|museum
Sitka National Historical Park|Totem Park Sitka|Sitka|US|57.0477|-135.3167|park
St. Michael's Cathedral Sitka|Saint Michael the Archangel Cathedral|Sitka|US|57.0508|-135.3356|religious
Creek Street||Ketchikan|US|55.3420|-131.6420|sight
Mount Roberts Tramway||Juneau|US|58.2986|-134.4020|viewpoint
Alaska SeaLife Center||Seward|US|60.0998|-149.4410|museum
University of Alaska Museum of the North|Museum of the North|Fairbanks|US|64.8586|-147.8420|museum
Musée des beaux-arts de Montréal|Montreal Museum of Fine Arts;MMFA;MBAM|Montreal|CA|45.4986|-73.5794|museum
Pointe-à-Callière|Pointe-a-Calliere Museum|Montreal|CA|45.5025|-73.5543|museum
Marché Bonsecours|Bonsecours Market|Montreal|CA|45.5088|-73.5520|market
Chapelle Notre-Dame-de-Bon-Secours|Notre-Dame-de-Bon-Secours Chapel|Montreal|CA|45.5101|-73.5514|religious
Place Jacques-Cartier||Montreal|CA|45.5077|-73.5533|sight
Parc La Fontaine|La Fontaine Park|Montreal|CA|45.5270|-73.5693|park
Cathédrale Marie-Reine-du-Monde|Mary Queen of the World Cathedral|Montreal|CA|45.4990|-73.5693|religious
Habitat 67||Montreal|CA|45.4996|-73.5438|sight
McCord Stewart Museum|Musée McCord;McCord Museum|Montreal|CA|45.5045|-73.5735|museum
St-Viateur Bagel|St-Viateur Bagel Shop|Montreal|CA|45.5226|-73.6033|food
Le Plateau-Mont-Royal|Plateau Mont-Royal;The Plateau Montreal|Montreal|CA|45.5230|-73.5800|neighbourhood
High Park||Toronto|CA|43.6465|-79.4637|park
Harbourfront Centre||Toronto|CA|43.6387|-79.3817|sight
Ontario Legislative Building|Queen's Park Toronto|Toronto|CA|43.6624|-79.3916|sight
Aga Khan Museum||Toronto|CA|43.7253|-79.3320|museum
Scarborough Bluffs|Bluffer's Park|Toronto|CA|43.7057|-79.2319|nature
Fort York|Fort York National Historic Site|Toronto|CA|43.6393|-79.4036|museum
Yonge-Dundas Square|Sankofa Square|Toronto|CA|43.6561|-79.3802|sight
Vancouver Art Gallery||Vancouver|CA|49.2829|-123.1205|museum
Museum of Anthropology at UBC|MOA Vancouver|Vancouver|CA|49.2694|-123.2595|museum
VanDusen Botanical Garden||Vancouver|CA|49.2386|-123.1288|park
Dr. Sun Yat-Sen Classical Chinese Garden|Sun Yat-Sen Garden Vancouver|Vancouver|CA|49.2799|-123.1036|park
Gastown Steam Clock|Steam Clock|Vancouver|CA|49.2844|-123.1089|sight
Lonsdale Quay|Lonsdale Quay Market|North Vancouver|CA|49.3103|-123.0828|market
Lighthouse Park||West Vancouver|CA|49.3305|-123.2637|park
Peyto Lake||Golden|CA|51.7256|-116.5106|nature
Halifax Public Gardens||Halifax|CA|44.6428|-63.5814|park
Maritime Museum of the Atlantic||Halifax|CA|44.6478|-63.5708|museum
Grand-Pré National Historic Site|Grand-Pré|Wolfville|CA|45.1087|-64.3073|sight
Fort Anne National Historic Site|Fort Anne|Digby|CA|44.7413|-65.5199|sight
Hopewell Rocks|Hopewell Rocks Provincial Park|Moncton|CA|45.8186|-64.5758|nature
Reversing Falls|Reversing Falls Rapids|Saint John|CA|45.2611|-66.0883|nature
Kingsbrae Garden||Saint Andrews|CA|45.0766|-67.0529|park
Mercado de La Merced|La Merced Mexico City|Mexico City|MX|19.4255|-99.1240|market
Mercado de Coyoacán||Mexico City|MX|19.3510|-99.1625|market
Museo Casa de León Trotsky|Leon Trotsky House Museum;Trotsky Museum|Mexico City|MX|19.3555|-99.1593|museum
Museo Anahuacalli|Anahuacalli|Mexico City|MX|19.3232|-99.1445|museum
Casa Luis Barragán|Luis Barragán House and Studio|Mexico City|MX|19.4125|-99.1982|museum
Museo Universitario Arte Contemporáneo|MUAC|Mexico City|MX|19.3150|-99.1850|museum
Antiguo Colegio de San Ildefonso||Mexico City|MX|19.4368|-99.1302|museum
Secretaría de Educación Pública murals|Murales de la SEP|Mexico City|MX|19.4357|-99.1311|sight
Museo Mural Diego Rivera||Mexico City|MX|19.4357|-99.1480|museum
Colonia Polanco||Mexico City|MX|19.4326|-99.1950|neighbourhood
Parque México||Mexico City|MX|19.4118|-99.1698|park
Bazar Sábado||Mexico City|MX|19.3468|-99.1905|market
Dzibilchaltún|Templo de las Siete Muñecas|Mérida|MX|21.0917|-89.5925|sight
Kinich Kakmó|Pirámide Kinich Kakmó|Izamal|MX|20.9343|-89.0180|sight
Catedral de Campeche|Catedral de Nuestra Señora de la Purísima Concepción|Campeche|MX|19.8462|-90.5369|religious
Museo Maya de Cancún|Mayan Museum of Cancun|Cancún|MX|21.0730|-86.7787|museum
Parque Chankanaab|Chankanaab|Cozumel|MX|20.4430|-86.9940|park
La Bufadora||Ensenada|MX|31.7215|-116.7209|nature
Playa El Médano|Medano Beach|Cabo San Lucas|MX|22.8880|-109.9020|beach
Playa El Tecolote|Tecolote Beach|La Paz|MX|24.3350|-110.3160|beach
Misión de Nuestra Señora de Loreto|Misión de Loreto|Loreto|MX|26.0112|-111.3434|religious
Templo de Guadalupe San Cristóbal|Cerro de Guadalupe San Cristóbal|San Cristóbal de las Casas|MX|16.7372|-92.6295|religious
Na Bolom|Casa Na Bolom;Museo Na Bolom|San Cristóbal de las Casas|MX|16.7406|-92.6318|museum
Iglesia de San Lorenzo Zinacantán|Zinacantán church|Zinacantán|MX|16.7597|-92.7222|religious
La Pila de Chiapa de Corzo|Fuente Mudéjar de Chiapa de Corzo|Chiapa de Corzo|MX|16.7076|-93.0114|sight
Lagunas de Montebello|Parque Nacional Lagunas de Montebello|Comitán|MX|16.1100|-91.6740|nature
Catedral de Morelia||Morelia|MX|19.7024|-101.1923|religious
Basílica de Nuestra Señora de la Salud|Basílica de Pátzcuaro|Pátzcuaro|MX|19.5153|-101.6063|religious
Plaza Vasco de Quiroga|Plaza Grande Pátzcuaro|Pátzcuaro|MX|19.5139|-101.6093|sight
Casa de los Once Patios||Pátzcuaro|MX|19.5135|-101.6075|shop
Isla de Janitzio||Pátzcuaro|MX|19.5740|-101.6520|sight
Yácatas de Tzintzuntzan|Tzintzuntzan archaeological site|Pátzcuaro|MX|19.6210|-101.5740|sight
Parque Nacional Barranca del Cupatitzio|Parque Nacional Uruapan|Uruapan|MX|19.4192|-102.0636|park
Museo del Oro Precolombino|Pre-Columbian Gold Museum|San José|CR|9.9331|-84.0766|museum
Mercado Central de San José|Central Market San José|San José|CR|9.9351|-84.0802|market
La Paz Waterfall Gardens||Alajuela|CR|10.2040|-84.1600|nature
Sitio Maya de Copán|Copán Ruins;Copán Archaeological Site|Copán|HN|14.8400|-89.1420|sight
Hol Chan Marine Reserve|Shark Ray Alley|San Pedro|BZ|17.8630|-87.9720|nature
Museo Nacional de Bellas Artes de Cuba|Museo Nacional de Bellas Artes La Habana|Havana|CU|23.1406|-82.3572|museum
Cementerio de Colón|Colón Cemetery|Havana|CU|23.1245|-82.3990|sight
Calle Obispo||Havana|CU|23.1370|-82.3530|sight
Cristo de La Habana|Christ of Havana|Havana|CU|23.1492|-82.3456|viewpoint
Fortaleza de San Carlos de la Cabaña|Cañonazo de las Nueve|Havana|CU|23.1468|-82.3510|sight
Plaza de San Francisco de Asís|Plaza de San Francisco Havana|Havana|CU|23.1381|-82.3495|sight
Arecibo Observatory||Arecibo|PR|18.3442|-66.7528|sight
Trunk Bay||Cruz Bay|VI|18.3535|-64.7712|beach
Gros Piton||Soufrière|LC|13.8089|-61.0689|nature
Horseshoe Bay Beach|Horseshoe Bay Bermuda|Hamilton|BM|32.2540|-64.8260|beach
`;
