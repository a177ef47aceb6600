/**
 * Curated landmarks for the offline geocoder: Oceania. Written for this project; coordinates are
 * rounded to 4 decimals and meant to be within about 300 m. One per line:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * `@city` lines give local or common names of cities the GeoNames data knows by another name.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const LANDMARKS_OCEANIA = `
@city|悉尼|Sydney|AU
@city|雪梨|Sydney|AU
@city|シドニー|Sydney|AU
@city|시드니|Sydney|AU
@city|墨尔本|Melbourne|AU
@city|メルボルン|Melbourne|AU
@city|멜버른|Melbourne|AU
@city|布里斯班|Brisbane|AU
@city|브리즈번|Brisbane|AU
@city|ブリスベン|Brisbane|AU
@city|珀斯|Perth|AU
@city|퍼스|Perth|AU
@city|黄金海岸|Gold Coast|AU
@city|골드코스트|Gold Coast|AU
@city|ゴールドコースト|Gold Coast|AU
@city|凯恩斯|Cairns|AU
@city|케언스|Cairns|AU
@city|ケアンズ|Cairns|AU
@city|阿德莱德|Adelaide|AU
@city|奥克兰|Auckland|NZ
@city|奧克蘭|Auckland|NZ
@city|오클랜드|Auckland|NZ
@city|オークランド|Auckland|NZ
@city|皇后镇|Queenstown|NZ
@city|皇后鎮|Queenstown|NZ
@city|퀸스타운|Queenstown|NZ
@city|クイーンズタウン|Queenstown|NZ
@city|惠灵顿|Wellington|NZ
@city|威靈頓|Wellington|NZ
@city|웰링턴|Wellington|NZ
@city|ウェリントン|Wellington|NZ
@city|基督城|Christchurch|NZ
@city|크라이스트처치|Christchurch|NZ
Sydney Opera House|悉尼歌剧院;シドニー・オペラハウス;시드니 오페라 하우스|Sydney|AU|-33.8568|151.2153|sight
Sydney Harbour Bridge|Harbour Bridge;悉尼海港大桥;雪梨港灣大橋;ハーバーブリッジ;하버 브리지|Sydney|AU|-33.8523|151.2108|sight
Bondi Beach|Bondi|Sydney|AU|-33.8915|151.2767|beach
Bondi to Coogee Walk|Bondi to Coogee Coastal Walk|Sydney|AU|-33.9040|151.2680|nature
The Rocks||Sydney|AU|-33.8599|151.2090|neighbourhood
Royal Botanic Garden Sydney||Sydney|AU|-33.8642|151.2166|park
Taronga Zoo||Sydney|AU|-33.8436|151.2413|sight
Manly Beach|Manly|Sydney|AU|-33.7969|151.2878|beach
Darling Harbour||Sydney|AU|-33.8748|151.2005|sight
Circular Quay||Sydney|AU|-33.8610|151.2110|sight
Queen Victoria Building|QVB|Sydney|AU|-33.8718|151.2067|shop
Art Gallery of New South Wales|Art Gallery of NSW|Sydney|AU|-33.8688|151.2174|museum
Mrs Macquarie's Chair|Mrs Macquarie's Point|Sydney|AU|-33.8597|151.2226|viewpoint
Hyde Park Sydney||Sydney|AU|-33.8731|151.2111|park
St Mary's Cathedral Sydney||Sydney|AU|-33.8712|151.2133|religious
Luna Park Sydney||Sydney|AU|-33.8477|151.2100|sight
Watsons Bay|Gap Park|Sydney|AU|-33.8440|151.2830|viewpoint
Three Sisters|Echo Point;Blue Mountains|Katoomba|AU|-33.7321|150.3119|viewpoint
Sydney Tower Eye|Sydney Tower;Centrepoint Tower|Sydney|AU|-33.8705|151.2089|viewpoint
Chinese Garden of Friendship||Sydney|AU|-33.8763|151.2027|park
Museum of Contemporary Art Australia|MCA Sydney|Sydney|AU|-33.8599|151.2090|museum
Cockatoo Island||Sydney|AU|-33.8470|151.1710|sight
Federation Square|Fed Square|Melbourne|AU|-37.8180|144.9691|sight
Flinders Street Station||Melbourne|AU|-37.8183|144.9671|sight
Queen Victoria Market|Queen Vic Market|Melbourne|AU|-37.8076|144.9568|market
Royal Botanic Gardens Melbourne||Melbourne|AU|-37.8304|144.9796|park
Hosier Lane||Melbourne|AU|-37.8165|144.9690|sight
St Kilda Pier||Melbourne|AU|-37.8640|144.9720|sight
Luna Park Melbourne||Melbourne|AU|-37.8676|144.9765|sight
Melbourne Cricket Ground|MCG|Melbourne|AU|-37.8200|144.9834|sight
National Gallery of Victoria|NGV|Melbourne|AU|-37.8226|144.9689|museum
Eureka Skydeck||Melbourne|AU|-37.8214|144.9646|viewpoint
Shrine of Remembrance||Melbourne|AU|-37.8305|144.9734|sight
Brighton Bathing Boxes||Melbourne|AU|-37.9180|144.9870|beach
State Library Victoria||Melbourne|AU|-37.8098|144.9652|sight
Degraves Street||Melbourne|AU|-37.8168|144.9654|food
Twelve Apostles||Timboon|AU|-38.6621|143.1051|nature
South Bank Parklands|South Bank Brisbane|Brisbane|AU|-27.4790|153.0230|park
Story Bridge||Brisbane|AU|-27.4635|153.0355|sight
Lone Pine Koala Sanctuary||Brisbane|AU|-27.5336|152.9682|sight
Mount Coot-tha|Mt Coot-tha Lookout|Brisbane|AU|-27.4750|152.9580|viewpoint
Surfers Paradise Beach||Surfers Paradise|AU|-28.0023|153.4300|beach
Cairns Esplanade|Esplanade Lagoon|Cairns|AU|-16.9190|145.7780|sight
Uluru|Ayers Rock|Yulara|AU|-25.3444|131.0369|nature
Kata Tjuta|The Olgas|Yulara|AU|-25.2960|130.7350|nature
Kings Park|Kings Park and Botanic Garden|Perth|AU|-31.9610|115.8320|park
Fremantle Markets||Fremantle|AU|-32.0560|115.7490|market
Cottesloe Beach||Perth|AU|-31.9960|115.7510|beach
Rottnest Island|Rotto|Fremantle|AU|-32.0060|115.5150|nature
MONA Hobart|Museum of Old and New Art|Hobart|AU|-42.8122|147.2608|museum
Salamanca Market|Salamanca Place|Hobart|AU|-42.8870|147.3310|market
Adelaide Central Market||Adelaide|AU|-34.9295|138.5976|market
Queen Street Mall||Brisbane|AU|-27.4690|153.0260|shop
Whitehaven Beach||Airlie Beach|AU|-20.2830|149.0370|beach
Mindil Beach|Mindil Beach Sunset Market|Darwin|AU|-12.4450|130.8300|beach
Elizabeth Quay||Perth|AU|-31.9580|115.8570|sight
Glenelg Beach|Glenelg|Adelaide|AU|-34.9800|138.5110|beach
Australian War Memorial||Canberra|AU|-35.2810|149.1490|museum
Parliament House Canberra|Australian Parliament House|Canberra|AU|-35.3080|149.1245|sight
Coogee Beach||Sydney|AU|-33.9210|151.2590|beach
Sydney Fish Market||Sydney|AU|-33.8730|151.1920|market
Paddy's Markets|Paddys Markets Haymarket|Sydney|AU|-33.8800|151.2040|market
Australian Museum||Sydney|AU|-33.8743|151.2134|museum
Bronte Beach||Sydney|AU|-33.9030|151.2680|beach
Barangaroo Reserve|Barangaroo|Sydney|AU|-33.8570|151.2010|park
Chinatown Sydney|Sydney Chinatown|Sydney|AU|-33.8780|151.2040|neighbourhood
Newtown|King Street Newtown|Sydney|AU|-33.8980|151.1790|neighbourhood
Featherdale Sydney Wildlife Park|Featherdale Wildlife Park|Sydney|AU|-33.7700|150.8870|park
Brunswick Street||Melbourne|AU|-37.7980|144.9780|neighbourhood
Lygon Street||Melbourne|AU|-37.7970|144.9670|food
South Melbourne Market||Melbourne|AU|-37.8320|144.9560|market
Royal Exhibition Building|Melbourne Museum|Melbourne|AU|-37.8047|144.9717|museum
ACMI|Australian Centre for the Moving Image|Melbourne|AU|-37.8170|144.9690|museum
Penguin Parade|Phillip Island Penguin Parade|Cowes|AU|-38.5100|145.1490|nature
Puffing Billy Railway|Puffing Billy|Belgrave|AU|-37.9070|145.3600|sight
Howard Smith Wharves||Brisbane|AU|-27.4640|153.0350|food
Roma Street Parkland||Brisbane|AU|-27.4630|153.0190|park
Kangaroo Point Cliffs||Brisbane|AU|-27.4770|153.0340|viewpoint
Gallery of Modern Art Brisbane|GOMA;QAGOMA|Brisbane|AU|-27.4710|153.0170|museum
SkyPoint Observation Deck|SkyPoint;Q1 Tower|Surfers Paradise|AU|-28.0050|153.4300|viewpoint
Burleigh Heads|Burleigh Head National Park|Gold Coast|AU|-28.0910|153.4540|beach
Dreamworld||Gold Coast|AU|-27.8640|153.3160|park
Currumbin Wildlife Sanctuary||Gold Coast|AU|-28.1370|153.4880|park
kunanyi / Mount Wellington|Mount Wellington;kunanyi|Hobart|AU|-42.8960|147.2370|viewpoint
Sky Tower|Sky Tower Auckland|Auckland|NZ|-36.8485|174.7622|viewpoint
Auckland War Memorial Museum|Auckland Museum;Tāmaki Paenga Hira|Auckland|NZ|-36.8604|174.7778|museum
Mount Eden|Maungawhau|Auckland|NZ|-36.8767|174.7643|viewpoint
Viaduct Harbour||Auckland|NZ|-36.8430|174.7580|neighbourhood
Skyline Queenstown|Skyline Gondola;Bob's Peak|Queenstown|NZ|-45.0300|168.6470|viewpoint
Te Puia|Pōhutu Geyser|Rotorua|NZ|-38.1630|176.2530|nature
Wai-O-Tapu|Wai-O-Tapu Thermal Wonderland|Rotorua|NZ|-38.3550|176.3700|nature
Hobbiton|Hobbiton Movie Set|Matamata|NZ|-37.8721|175.6829|sight
Te Papa|Museum of New Zealand Te Papa Tongarewa|Wellington|NZ|-41.2905|174.7820|museum
Wellington Cable Car||Wellington|NZ|-41.2850|174.7740|sight
Mount Victoria Lookout|Mount Victoria Wellington|Wellington|NZ|-41.2960|174.7940|viewpoint
Waitomo Glowworm Caves|Waitomo Caves|Otorohanga|NZ|-38.2610|175.1040|nature
One Tree Hill|Maungakiekie|Auckland|NZ|-36.9000|174.7830|viewpoint
Cathedral Square Christchurch||Christchurch|NZ|-43.5310|172.6370|sight
Piha Beach|Piha|Auckland|NZ|-36.9540|174.4700|beach
Auckland Domain|Auckland Domain Wintergardens|Auckland|NZ|-36.8600|174.7770|park
Rangitoto Island|Rangitoto|Auckland|NZ|-36.7870|174.8600|nature
Waiheke Island|Waiheke|Auckland|NZ|-36.8000|175.1000|nature
Devonport Auckland|Mount Victoria Devonport|Auckland|NZ|-36.8290|174.7990|neighbourhood
Fergburger||Queenstown|NZ|-45.0310|168.6580|food
Arrowtown||Queenstown|NZ|-44.9410|168.8340|neighbourhood
Cuba Street|Cuba Street Wellington|Wellington|NZ|-41.2930|174.7760|neighbourhood
Zealandia|Zealandia Ecosanctuary|Wellington|NZ|-41.2900|174.7530|nature
Weta Workshop|Weta Cave|Wellington|NZ|-41.3050|174.8270|museum
Whakarewarewa Forest|Redwoods Treewalk|Rotorua|NZ|-38.1590|176.2740|nature
Polynesian Spa||Rotorua|NZ|-38.1380|176.2590|sight
Christchurch Botanic Gardens||Christchurch|NZ|-43.5310|172.6210|park
`;
