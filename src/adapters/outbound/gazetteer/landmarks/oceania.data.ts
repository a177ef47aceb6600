/**
 * Curated landmarks for the offline geocoder: Oceania. Written for this project; coordinates are
 * rounded to 4 decimals and meant to be within about 300 m. One per line:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * `@city` lines give local or common names of cities the GeoNames data knows by another name.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const LANDMARKS_OCEANIA = `
Sydney Opera House|悉尼歌剧院;シドニー・オペラハウス;시드니 오페라 하우스|Sydney|AU|-33.8568|151.2153|sight
Sydney Harbour Bridge|Harbour Bridge|Sydney|AU|-33.8523|151.2108|sight
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
Queen Street Mall||Brisbane|AU|-27.4690|153.0260|shop
Whitehaven Beach||Airlie Beach|AU|-20.2830|149.0370|beach
Mindil Beach|Mindil Beach Sunset Market|Darwin|AU|-12.4450|130.8300|beach
Elizabeth Quay||Perth|AU|-31.9580|115.8570|sight
Glenelg Beach|Glenelg|Adelaide|AU|-34.9800|138.5110|beach
Australian War Memorial||Canberra|AU|-35.2810|149.1490|museum
Parliament House Canberra|Australian Parliament House|Canberra|AU|-35.3080|149.1245|sight
One Tree Hill|Maungakiekie|Auckland|NZ|-36.9000|174.7830|viewpoint
Cathedral Square Christchurch||Christchurch|NZ|-43.5310|172.6370|sight
`;
