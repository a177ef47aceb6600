/**
 * Curated landmarks for the offline geocoder: the Americas. Written for this project; coordinates are
 * rounded to 4 decimals and meant to be within about 300 m. One per line:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * `@city` lines give local or common names of cities the GeoNames data knows by another name.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const LANDMARKS_AMERICAS = `
@city|纽约|New York City|US
@city|紐約|New York City|US
@city|ニューヨーク|New York City|US
@city|뉴욕|New York City|US
@city|洛杉矶|Los Angeles|US
@city|ロサンゼルス|Los Angeles|US
@city|로스앤젤레스|Los Angeles|US
@city|旧金山|San Francisco|US
@city|サンフランシスコ|San Francisco|US
@city|샌프란시스코|San Francisco|US
@city|拉斯维加斯|Las Vegas|US
@city|라스베이거스|Las Vegas|US
@city|檀香山|Honolulu|US
@city|ホノルル|Honolulu|US
@city|호놀룰루|Honolulu|US
@city|温哥华|Vancouver|CA
@city|バンクーバー|Vancouver|CA
@city|밴쿠버|Vancouver|CA
@city|多伦多|Toronto|CA
@city|トロント|Toronto|CA
@city|토론토|Toronto|CA
@city|NYC|New York City|US
@city|New York|New York City|US
@city|Manhattan|New York City|US
@city|SF|San Francisco|US
@city|Rio|Rio de Janeiro|BR
@city|CDMX|Mexico City|MX
@city|Ciudad de México|Mexico City|MX
@city|Washington DC|Washington, D.C.|US
@city|Washington D.C.|Washington, D.C.|US
@city|LA|Los Angeles|US
@city|Montréal|Montreal|CA
@city|Québec|Quebec|CA
@city|Ciudad de Panamá|Panamá|PA
@city|Panama City|Panamá|PA
@city|La Habana|Havana|CU
@city|Cuzco|Cusco|PE
@city|Bogota|Bogotá|CO
@city|Sao Paulo|São Paulo|BR
@city|Antigua|Antigua Guatemala|GT
@city|St. Augustine|Saint Augustine|US
@city|芝加哥|Chicago|US
@city|시카고|Chicago|US
@city|シカゴ|Chicago|US
@city|华盛顿|Washington, D.C.|US
@city|華盛頓|Washington, D.C.|US
@city|워싱턴|Washington, D.C.|US
@city|ワシントン|Washington, D.C.|US
@city|波士顿|Boston|US
@city|波士頓|Boston|US
@city|보스턴|Boston|US
@city|ボストン|Boston|US
@city|西雅图|Seattle|US
@city|西雅圖|Seattle|US
@city|시애틀|Seattle|US
@city|シアトル|Seattle|US
@city|迈阿密|Miami|US
@city|邁阿密|Miami|US
@city|마이애미|Miami|US
@city|マイアミ|Miami|US
@city|奥兰多|Orlando|US
@city|奧蘭多|Orlando|US
@city|올랜도|Orlando|US
@city|オーランド|Orlando|US
@city|ラスベガス|Las Vegas|US
@city|拉斯維加斯|Las Vegas|US
@city|洛杉磯|Los Angeles|US
@city|舊金山|San Francisco|US
@city|三藩市|San Francisco|US
@city|纽奥良|New Orleans|US
@city|紐奧良|New Orleans|US
@city|新奥尔良|New Orleans|US
@city|뉴올리언스|New Orleans|US
@city|圣地亚哥|San Diego|US
@city|샌디에이고|San Diego|US
@city|Nueva York|New York City|US
@city|Nova Iorque|New York City|US
@city|Nova York|New York City|US
@city|Nouvelle-Orléans|New Orleans|US
@city|Nueva Orleans|New Orleans|US
@city|Filadelfia|Philadelphia|US
@city|Filadélfia|Philadelphia|US
@city|Philadelphie|Philadelphia|US
@city|墨西哥城|Mexico City|MX
@city|멕시코시티|Mexico City|MX
@city|メキシコシティ|Mexico City|MX
@city|Mexiko-Stadt|Mexico City|MX
@city|Città del Messico|Mexico City|MX
@city|Cidade do México|Mexico City|MX
@city|坎昆|Cancún|MX
@city|칸쿤|Cancún|MX
@city|カンクン|Cancún|MX
@city|里约热内卢|Rio de Janeiro|BR
@city|里約熱內盧|Rio de Janeiro|BR
@city|리우데자네이루|Rio de Janeiro|BR
@city|リオデジャネイロ|Rio de Janeiro|BR
@city|圣保罗|São Paulo|BR
@city|상파울루|São Paulo|BR
@city|布宜诺斯艾利斯|Buenos Aires|AR
@city|부에노스아이레스|Buenos Aires|AR
@city|ブエノスアイレス|Buenos Aires|AR
@city|利马|Lima|PE
@city|리마|Lima|PE
@city|库斯科|Cusco|PE
@city|쿠스코|Cusco|PE
@city|クスコ|Cusco|PE
@city|魁北克|Quebec|CA
@city|蒙特利尔|Montreal|CA
@city|蒙特婁|Montreal|CA
@city|몬트리올|Montreal|CA
@city|モントリオール|Montreal|CA
@city|Havanna|Havana|CU
@city|La Havane|Havana|CU
@city|L'Avana|Havana|CU
Statue of Liberty|Liberty Island;Lady Liberty;自由女神像;自由の女神;자유의 여신상;Estatua de la Libertad;Statue de la Liberté;Freiheitsstatue;Statua della Libertà;Estátua da Liberdade|New York City|US|40.6892|-74.0445|sight
Central Park|中央公园;セントラル・パーク;센트럴 파크;中央公園|New York City|US|40.7829|-73.9654|park
Times Square|时代广场;タイムズスクエア;타임스 스퀘어;時代廣場|New York City|US|40.7580|-73.9855|sight
Empire State Building|帝国大厦;帝國大廈;エンパイア・ステート・ビルディング;엠파이어 스테이트 빌딩|New York City|US|40.7484|-73.9857|viewpoint
Brooklyn Bridge||New York City|US|40.7061|-73.9969|sight
The Metropolitan Museum of Art|The Met;Metropolitan Museum of Art;Metropolitan Museum;Met Museum|New York City|US|40.7794|-73.9632|museum
Museum of Modern Art|MoMA|New York City|US|40.7614|-73.9776|museum
High Line|The High Line|New York City|US|40.7480|-74.0048|park
One World Observatory|One World Trade Center|New York City|US|40.7127|-74.0134|viewpoint
9/11 Memorial|National September 11 Memorial;9/11 Memorial & Museum|New York City|US|40.7115|-74.0134|sight
Grand Central Terminal|Grand Central Station;Grand Central|New York City|US|40.7527|-73.9772|sight
Top of the Rock|Rockefeller Center|New York City|US|40.7587|-73.9787|viewpoint
Chelsea Market||New York City|US|40.7424|-74.0061|market
DUMBO||New York City|US|40.7033|-73.9881|neighbourhood
Katz's Delicatessen|Katz's Deli|New York City|US|40.7223|-73.9874|food
Golden Gate Bridge|金门大桥;ゴールデン・ゲート・ブリッジ;금문교;金門大橋;Puente Golden Gate|San Francisco|US|37.8199|-122.4783|sight
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
Willis Tower|Skydeck Chicago;Sears Tower|Chicago|US|41.8789|-87.6359|viewpoint
Navy Pier||Chicago|US|41.8917|-87.6086|sight
Chrysler Building||New York City|US|40.7516|-73.9755|sight
Flatiron Building||New York City|US|40.7411|-73.9897|sight
Solomon R. Guggenheim Museum|Guggenheim Museum;Guggenheim New York|New York City|US|40.7830|-73.9590|museum
American Museum of Natural History|AMNH|New York City|US|40.7813|-73.9740|museum
St. Patrick's Cathedral New York|St Patrick's Cathedral NYC|New York City|US|40.7585|-73.9760|religious
Wall Street|New York Stock Exchange|New York City|US|40.7060|-74.0088|sight
Charging Bull|Wall Street Bull|New York City|US|40.7056|-74.0134|sight
Hudson Yards Vessel|Hudson Yards;The Vessel|New York City|US|40.7538|-74.0022|viewpoint
Summit One Vanderbilt|SUMMIT One Vanderbilt|New York City|US|40.7530|-73.9787|viewpoint
Washington Square Park||New York City|US|40.7308|-73.9973|park
Greenwich Village|West Village|New York City|US|40.7336|-74.0027|neighbourhood
SoHo Manhattan|SoHo NYC|New York City|US|40.7233|-74.0030|neighbourhood
Brooklyn Bridge Park||New York City|US|40.7003|-73.9967|park
Williamsburg Brooklyn||New York City|US|40.7081|-73.9571|neighbourhood
Coney Island||New York City|US|40.5749|-73.9850|beach
Ellis Island|Ellis Island National Museum of Immigration|New York City|US|40.6995|-74.0396|museum
Bryant Park||New York City|US|40.7536|-73.9832|park
New York Public Library|Stephen A. Schwarzman Building|New York City|US|40.7532|-73.9822|sight
Radio City Music Hall||New York City|US|40.7600|-73.9800|sight
Intrepid Museum|Intrepid Sea, Air & Space Museum|New York City|US|40.7645|-73.9996|museum
Yankee Stadium||New York City|US|40.8296|-73.9262|sight
Madison Square Garden||New York City|US|40.7505|-73.9934|sight
Lincoln Center||New York City|US|40.7725|-73.9835|sight
Staten Island Ferry|Whitehall Terminal|New York City|US|40.7013|-74.0132|sight
Battery Park||New York City|US|40.7033|-74.0170|park
Prospect Park||New York City|US|40.6602|-73.9690|park
The Cloisters|Met Cloisters|New York City|US|40.8649|-73.9319|museum
Apollo Theater|Apollo Theater Harlem|New York City|US|40.8100|-73.9500|sight
Lincoln Memorial||Washington, D.C.|US|38.8893|-77.0502|sight
Washington Monument||Washington, D.C.|US|38.8895|-77.0353|sight
United States Capitol|US Capitol;Capitol Building;U.S. Capitol|Washington, D.C.|US|38.8899|-77.0091|sight
White House|The White House|Washington, D.C.|US|38.8977|-77.0365|sight
National Mall||Washington, D.C.|US|38.8896|-77.0230|park
National Air and Space Museum|Smithsonian Air and Space Museum|Washington, D.C.|US|38.8882|-77.0199|museum
National Museum of Natural History|Smithsonian Natural History Museum|Washington, D.C.|US|38.8913|-77.0261|museum
National Museum of African American History and Culture|NMAAHC|Washington, D.C.|US|38.8910|-77.0327|museum
Library of Congress||Washington, D.C.|US|38.8887|-77.0047|sight
Arlington National Cemetery||Arlington|US|38.8783|-77.0687|sight
Jefferson Memorial|Thomas Jefferson Memorial|Washington, D.C.|US|38.8814|-77.0365|sight
Georgetown DC||Washington, D.C.|US|38.9076|-77.0723|neighbourhood
Vietnam Veterans Memorial|Vietnam Memorial|Washington, D.C.|US|38.8913|-77.0477|sight
National Gallery of Art||Washington, D.C.|US|38.8913|-77.0200|museum
United States Holocaust Memorial Museum|Holocaust Museum DC|Washington, D.C.|US|38.8867|-77.0326|museum
National World War II Memorial|WWII Memorial|Washington, D.C.|US|38.8894|-77.0405|sight
Coit Tower||San Francisco|US|37.8024|-122.4058|viewpoint
Palace of Fine Arts||San Francisco|US|37.8029|-122.4484|sight
Mission Dolores|Mission San Francisco de Asís|San Francisco|US|37.7644|-122.4269|religious
Haight-Ashbury|Haight Ashbury|San Francisco|US|37.7692|-122.4481|neighbourhood
Cable Car Museum||San Francisco|US|37.7946|-122.4116|museum
Union Square San Francisco|Union Square SF|San Francisco|US|37.7880|-122.4075|sight
Lands End|Lands End Trail|San Francisco|US|37.7875|-122.5050|nature
Baker Beach||San Francisco|US|37.7936|-122.4836|beach
Exploratorium||San Francisco|US|37.8017|-122.3973|museum
SFMOMA|San Francisco Museum of Modern Art|San Francisco|US|37.7857|-122.4011|museum
The Castro|Castro District|San Francisco|US|37.7609|-122.4350|neighbourhood
Ghirardelli Square||San Francisco|US|37.8059|-122.4229|sight
Muir Woods|Muir Woods National Monument|Mill Valley|US|37.8970|-122.5810|nature
Hollywood Walk of Fame|Walk of Fame|Los Angeles|US|34.1016|-118.3269|sight
Hollywood Sign|好莱坞标志;ハリウッドサイン;할리우드 사인|Los Angeles|US|34.1341|-118.3215|sight
Griffith Observatory||Los Angeles|US|34.1184|-118.3004|viewpoint
Santa Monica Pier||Santa Monica|US|34.0083|-118.4988|sight
Venice Beach|Venice Beach Boardwalk|Los Angeles|US|33.9850|-118.4695|beach
Venice Canals||Los Angeles|US|33.9830|-118.4660|neighbourhood
Getty Center|The Getty|Los Angeles|US|34.0780|-118.4741|museum
Getty Villa||Los Angeles|US|34.0456|-118.5646|museum
Universal Studios Hollywood||Universal City|US|34.1381|-118.3534|sight
TCL Chinese Theatre|Grauman's Chinese Theatre|Los Angeles|US|34.1022|-118.3409|sight
Rodeo Drive||Beverly Hills|US|34.0674|-118.4017|shop
LACMA|Los Angeles County Museum of Art;Urban Light|Los Angeles|US|34.0639|-118.3592|museum
Broad Museum||Los Angeles|US|34.0545|-118.2505|museum
Walt Disney Concert Hall||Los Angeles|US|34.0553|-118.2498|sight
Grand Central Market||Los Angeles|US|34.0508|-118.2490|market
Runyon Canyon|Runyon Canyon Park|Los Angeles|US|34.1100|-118.3500|nature
Dodger Stadium||Los Angeles|US|34.0739|-118.2400|sight
Disneyland|Disneyland Park;Disneyland Resort|Anaheim|US|33.8121|-117.9190|sight
Las Vegas Strip||Las Vegas|US|36.1147|-115.1728|sight
Fountains of Bellagio|Bellagio Fountains|Las Vegas|US|36.1126|-115.1767|sight
Fremont Street Experience|Fremont Street|Las Vegas|US|36.1707|-115.1436|sight
Welcome to Fabulous Las Vegas Sign|Las Vegas Sign|Las Vegas|US|36.0820|-115.1728|sight
High Roller|High Roller Ferris Wheel|Las Vegas|US|36.1175|-115.1682|viewpoint
Las Vegas Sphere||Las Vegas|US|36.1208|-115.1623|sight
Grand Canyon South Rim|Mather Point;Grand Canyon;科罗拉多大峡谷;グランド・キャニオン;그랜드 캐니언|Grand Canyon Village|US|36.0617|-112.1077|nature
Horseshoe Bend||Page|US|36.8791|-111.5104|nature
Antelope Canyon|Upper Antelope Canyon|Page|US|36.8619|-111.3743|nature
Hoover Dam||Boulder City|US|36.0160|-114.7377|sight
360 Chicago|John Hancock Center;875 North Michigan Avenue|Chicago|US|41.8988|-87.6229|viewpoint
Magnificent Mile||Chicago|US|41.8948|-87.6244|shop
Chicago Riverwalk||Chicago|US|41.8880|-87.6270|sight
Wrigley Field||Chicago|US|41.9484|-87.6553|sight
Field Museum|Field Museum of Natural History|Chicago|US|41.8663|-87.6170|museum
Shedd Aquarium||Chicago|US|41.8676|-87.6140|sight
Lincoln Park Zoo||Chicago|US|41.9211|-87.6340|park
Buckingham Fountain||Chicago|US|41.8758|-87.6189|sight
Chicago Water Tower||Chicago|US|41.8972|-87.6245|sight
Boston Common||Boston|US|42.3550|-71.0656|park
Faneuil Hall|Faneuil Hall Marketplace|Boston|US|42.3600|-71.0560|market
Quincy Market||Boston|US|42.3601|-71.0549|food
Fenway Park||Boston|US|42.3467|-71.0972|sight
Museum of Fine Arts Boston|MFA Boston|Boston|US|42.3394|-71.0940|museum
Isabella Stewart Gardner Museum|Gardner Museum|Boston|US|42.3382|-71.0991|museum
USS Constitution|Old Ironsides|Boston|US|42.3724|-71.0566|museum
Paul Revere House||Boston|US|42.3637|-71.0537|museum
Harvard Yard|Harvard University|Cambridge|US|42.3745|-71.1172|sight
Beacon Hill|Acorn Street|Boston|US|42.3588|-71.0707|neighbourhood
Boston Public Garden||Boston|US|42.3541|-71.0704|park
Old North Church||Boston|US|42.3663|-71.0544|religious
Bunker Hill Monument||Boston|US|42.3763|-71.0608|sight
South Beach|SoBe|Miami Beach|US|25.7826|-80.1341|beach
Ocean Drive||Miami Beach|US|25.7810|-80.1300|sight
Wynwood Walls|Wynwood|Miami|US|25.8010|-80.1994|neighbourhood
Little Havana|Calle Ocho|Miami|US|25.7656|-80.2195|neighbourhood
Vizcaya Museum and Gardens||Miami|US|25.7443|-80.2106|museum
Bayside Marketplace||Miami|US|25.7785|-80.1866|market
Magic Kingdom|Walt Disney World;Magic Kingdom Park|Orlando|US|28.4177|-81.5812|sight
EPCOT||Orlando|US|28.3747|-81.5494|sight
Universal Orlando Resort|Universal Studios Florida;Universal Orlando|Orlando|US|28.4743|-81.4678|sight
Kennedy Space Center|Kennedy Space Center Visitor Complex|Cape Canaveral|US|28.5729|-80.6490|museum
French Quarter|Vieux Carré|New Orleans|US|29.9584|-90.0644|neighbourhood
Bourbon Street||New Orleans|US|29.9590|-90.0650|sight
Jackson Square|St. Louis Cathedral New Orleans|New Orleans|US|29.9574|-90.0629|sight
Frenchmen Street||New Orleans|US|29.9640|-90.0580|sight
Café du Monde|Cafe du Monde|New Orleans|US|29.9575|-90.0618|food
Garden District||New Orleans|US|29.9290|-90.0840|neighbourhood
National WWII Museum|National World War II Museum|New Orleans|US|29.9430|-90.0705|museum
Space Needle||Seattle|US|47.6205|-122.3493|viewpoint
Pike Place Market|Pike Place|Seattle|US|47.6097|-122.3422|market
Chihuly Garden and Glass||Seattle|US|47.6206|-122.3505|museum
Museum of Pop Culture|MoPOP|Seattle|US|47.6214|-122.3481|museum
Gum Wall|Market Theater Gum Wall|Seattle|US|47.6084|-122.3405|sight
Kerry Park||Seattle|US|47.6295|-122.3600|viewpoint
Waikiki Beach|Waikiki|Honolulu|US|21.2766|-157.8270|beach
Diamond Head|Diamond Head State Monument;Lēʻahi|Honolulu|US|21.2620|-157.8060|viewpoint
Pearl Harbor National Memorial|Pearl Harbor;USS Arizona Memorial|Honolulu|US|21.3649|-157.9500|museum
Hanauma Bay||Honolulu|US|21.2690|-157.6938|beach
ʻIolani Palace|Iolani Palace|Honolulu|US|21.3069|-157.8587|sight
Balboa Park||San Diego|US|32.7341|-117.1446|park
USS Midway Museum|USS Midway|San Diego|US|32.7137|-117.1751|museum
Gaslamp Quarter||San Diego|US|32.7114|-117.1599|neighbourhood
La Jolla Cove||San Diego|US|32.8503|-117.2713|beach
San Diego Zoo||San Diego|US|32.7353|-117.1490|sight
Hotel del Coronado|Coronado Beach|Coronado|US|32.6806|-117.1786|beach
Yosemite Valley|Tunnel View|Yosemite Valley|US|37.7156|-119.6770|viewpoint
Half Dome||Yosemite Valley|US|37.7459|-119.5332|nature
Yosemite Falls||Yosemite Valley|US|37.7566|-119.5969|nature
Old Faithful|Old Faithful Geyser|West Yellowstone|US|44.4605|-110.8281|nature
Grand Prismatic Spring||West Yellowstone|US|44.5251|-110.8382|nature
Liberty Bell||Philadelphia|US|39.9496|-75.1503|sight
Independence Hall||Philadelphia|US|39.9489|-75.1500|sight
Philadelphia Museum of Art|Rocky Steps|Philadelphia|US|39.9656|-75.1810|museum
Mount Rushmore|Mount Rushmore National Memorial|Rapid City|US|43.8791|-103.4591|sight
The Alamo|Alamo Mission|San Antonio|US|29.4260|-98.4861|sight
San Antonio River Walk|River Walk|San Antonio|US|29.4241|-98.4896|sight
Texas State Capitol||Austin|US|30.2747|-97.7404|sight
Congress Avenue Bridge|Congress Avenue Bridge Bats|Austin|US|30.2617|-97.7451|sight
Ryman Auditorium||Nashville|US|36.1612|-86.7785|sight
Country Music Hall of Fame|Country Music Hall of Fame and Museum|Nashville|US|36.1582|-86.7760|museum
Lower Broadway|Broadway Nashville|Nashville|US|36.1610|-86.7770|sight
Grand Ole Opry||Nashville|US|36.2069|-86.6920|sight
Parthenon Nashville|The Parthenon Nashville|Nashville|US|36.1497|-86.8133|museum
Graceland||Memphis|US|35.0477|-90.0260|museum
Beale Street||Memphis|US|35.1390|-90.0540|sight
Forsyth Park||Savannah|US|32.0670|-81.0950|park
Rainbow Row||Charleston|US|32.7760|-79.9270|sight
Red Rocks Amphitheatre|Red Rocks Park|Denver|US|39.6654|-105.2057|sight
Temple Square||Salt Lake City|US|40.7704|-111.8919|religious
Georgia Aquarium||Atlanta|US|33.7634|-84.3951|sight
World of Coca-Cola||Atlanta|US|33.7626|-84.3927|museum
Space Center Houston||Houston|US|29.5518|-95.0981|museum
Powell's City of Books|Powell's Books|Portland|US|45.5231|-122.6813|shop
Cathedral Rock|Cathedral Rock Sedona|Sedona|US|34.8200|-111.7930|nature
Delicate Arch|Arches National Park|Moab|US|38.7436|-109.4993|nature
Southernmost Point Buoy|Southernmost Point|Key West|US|24.5465|-81.7975|sight
Mallory Square||Key West|US|24.5598|-81.8074|sight
Castillo de San Marcos||St. Augustine|US|29.8980|-81.3115|sight
Little Italy NYC|Little Italy Manhattan;Mulberry Street|New York City|US|40.7190|-73.9970|neighbourhood
Chinatown NYC|Chinatown Manhattan;Manhattan Chinatown|New York City|US|40.7158|-73.9970|neighbourhood
Tenement Museum|Lower East Side Tenement Museum|New York City|US|40.7188|-73.9900|museum
Whitney Museum|Whitney Museum of American Art|New York City|US|40.7396|-74.0089|museum
Edge NYC|Edge Hudson Yards;Edge Observation Deck|New York City|US|40.7541|-74.0010|viewpoint
Roosevelt Island Tramway|Roosevelt Island Tram|New York City|US|40.7610|-73.9640|viewpoint
The Oculus|Oculus;Westfield World Trade Center|New York City|US|40.7115|-74.0110|sight
Little Island|Little Island at Pier 55|New York City|US|40.7420|-74.0100|park
Governors Island||New York City|US|40.6890|-74.0170|park
The Frick Collection|Frick Collection|New York City|US|40.7712|-73.9673|museum
Neue Galerie|Neue Galerie New York|New York City|US|40.7812|-73.9603|museum
Brooklyn Museum||New York City|US|40.6712|-73.9636|museum
Brooklyn Botanic Garden||New York City|US|40.6676|-73.9632|park
Domino Park||New York City|US|40.7146|-73.9680|park
Bushwick Collective||New York City|US|40.7080|-73.9230|sight
Harlem||New York City|US|40.8116|-73.9465|neighbourhood
Strawberry Fields|Imagine Mosaic|New York City|US|40.7757|-73.9750|sight
Bethesda Terrace|Bethesda Fountain|New York City|US|40.7740|-73.9708|sight
Belvedere Castle||New York City|US|40.7794|-73.9691|viewpoint
Cathedral of St. John the Divine|St. John the Divine|New York City|US|40.8038|-73.9619|religious
Trinity Church Wall Street|Trinity Church NYC|New York City|US|40.7081|-74.0120|religious
Federal Hall||New York City|US|40.7073|-74.0104|museum
Stone Street||New York City|US|40.7043|-74.0103|food
Pier 17|South Street Seaport;Seaport District|New York City|US|40.7060|-74.0030|sight
Essex Market||New York City|US|40.7187|-73.9879|market
Russ & Daughters|Russ and Daughters|New York City|US|40.7225|-73.9882|food
Central Park Zoo||New York City|US|40.7678|-73.9718|park
The Morgan Library & Museum|Morgan Library|New York City|US|40.7492|-73.9814|museum
Unisphere|Flushing Meadows–Corona Park;Flushing Meadows Corona Park|New York City|US|40.7465|-73.8451|park
Bronx Zoo||New York City|US|40.8506|-73.8770|park
New York Botanical Garden||New York City|US|40.8623|-73.8771|park
Fifth Avenue|5th Avenue|New York City|US|40.7600|-73.9760|shop
The Grove Los Angeles|The Grove LA|Los Angeles|US|34.0720|-118.3580|shop
Original Farmers Market|Farmers Market LA|Los Angeles|US|34.0720|-118.3600|market
La Brea Tar Pits||Los Angeles|US|34.0638|-118.3555|museum
Olvera Street||Los Angeles|US|34.0575|-118.2375|sight
Little Tokyo|Little Tokyo LA|Los Angeles|US|34.0500|-118.2400|neighbourhood
Arts District LA||Los Angeles|US|34.0410|-118.2330|neighbourhood
The Last Bookstore||Los Angeles|US|34.0475|-118.2500|shop
Hollywood Bowl||Los Angeles|US|34.1122|-118.3391|sight
Abbot Kinney Boulevard|Abbot Kinney|Los Angeles|US|33.9910|-118.4690|shop
Warner Bros. Studio Tour Hollywood|Warner Bros Studio Tour|Burbank|US|34.1490|-118.3380|museum
Petersen Automotive Museum|Petersen Museum|Los Angeles|US|34.0622|-118.3611|museum
Natural History Museum of Los Angeles County|NHM Los Angeles|Los Angeles|US|34.0170|-118.2888|museum
California Science Center|Space Shuttle Endeavour|Los Angeles|US|34.0155|-118.2860|museum
Echo Park Lake|Echo Park|Los Angeles|US|34.0730|-118.2607|park
Angels Flight||Los Angeles|US|34.0513|-118.2500|sight
Union Station Los Angeles|LA Union Station|Los Angeles|US|34.0562|-118.2365|sight
Manhattan Beach Pier||Manhattan Beach|US|33.8840|-118.4110|beach
The Huntington Library|Huntington Library|San Marino|US|34.1290|-118.1145|museum
Red Rock Canyon Las Vegas|Red Rock Canyon National Conservation Area|Las Vegas|US|36.1350|-115.4280|nature
Neon Museum||Las Vegas|US|36.1770|-115.1350|museum
Lincoln Road|Lincoln Road Mall|Miami Beach|US|25.7905|-80.1390|shop
Pérez Art Museum Miami|PAMM|Miami|US|25.7858|-80.1862|museum
Brickell City Centre|Brickell|Miami|US|25.7670|-80.1930|shop
Miami Design District||Miami|US|25.8130|-80.1930|shop
Venetian Pool||Coral Gables|US|25.7460|-80.2750|sight
Disney's Hollywood Studios|Hollywood Studios|Orlando|US|28.3575|-81.5583|park
Disney's Animal Kingdom|Animal Kingdom|Orlando|US|28.3553|-81.5901|park
Disney Springs||Orlando|US|28.3700|-81.5190|shop
ICON Park|The Wheel at ICON Park|Orlando|US|28.4433|-81.4680|sight
SeaWorld Orlando|SeaWorld|Orlando|US|28.4114|-81.4612|park
Newbury Street||Boston|US|42.3500|-71.0810|shop
North End Boston||Boston|US|42.3650|-71.0545|neighbourhood
MIT|Massachusetts Institute of Technology|Cambridge|US|42.3601|-71.0942|sight
Preservation Hall||New Orleans|US|29.9580|-90.0654|sight
Zócalo|Zocalo;Plaza de la Constitución|Mexico City|MX|19.4326|-99.1332|sight
Frida Kahlo Museum|Casa Azul;Museo Frida Kahlo;La Casa Azul|Mexico City|MX|19.3551|-99.1625|museum
Chapultepec Castle|Castillo de Chapultepec|Mexico City|MX|19.4204|-99.1819|sight
National Museum of Anthropology|Museo Nacional de Antropología|Mexico City|MX|19.4260|-99.1863|museum
Palacio de Bellas Artes|Palace of Fine Arts;Palace of Fine Arts Mexico City|Mexico City|MX|19.4352|-99.1412|sight
Teotihuacan||San Juan Teotihuacán|MX|19.6925|-98.8438|sight
Xochimilco|Trajineras de Xochimilco;Embarcadero Nuevo Nativitas|Mexico City|MX|19.2572|-99.1030|nature
Coyoacán|Coyoacan|Mexico City|MX|19.3500|-99.1620|neighbourhood
Metropolitan Cathedral Mexico City|Catedral Metropolitana de la Ciudad de México|Mexico City|MX|19.4346|-99.1332|religious
Templo Mayor|Museo del Templo Mayor|Mexico City|MX|19.4351|-99.1313|museum
Roma Norte|Colonia Roma|Mexico City|MX|19.4190|-99.1600|neighbourhood
La Condesa|Condesa|Mexico City|MX|19.4120|-99.1730|neighbourhood
Angel of Independence|Ángel de la Independencia|Mexico City|MX|19.4270|-99.1677|sight
Palacio Nacional|National Palace Mexico|Mexico City|MX|19.4326|-99.1318|sight
Torre Latinoamericana||Mexico City|MX|19.4339|-99.1406|viewpoint
Basilica of Our Lady of Guadalupe|Basílica de Guadalupe;Basilica de Guadalupe|Mexico City|MX|19.4847|-99.1178|religious
Museo Soumaya|Soumaya Museum|Mexico City|MX|19.4407|-99.2047|museum
Alameda Central||Mexico City|MX|19.4357|-99.1440|park
Plaza Garibaldi||Mexico City|MX|19.4405|-99.1393|sight
Arena México|Arena Mexico;Lucha Libre Arena México|Mexico City|MX|19.4245|-99.1520|sight
Chichén Itzá|Chichen Itza;Temple of Kukulcán|Piste|MX|20.6843|-88.5678|sight
Cenote Ik Kil|Ik Kil|Piste|MX|20.6610|-88.5510|nature
Tulum Ruins|Tulum Archaeological Site;Zona Arqueológica de Tulum|Tulum|MX|20.2148|-87.4290|sight
Gran Cenote||Tulum|MX|20.2460|-87.4640|nature
Quinta Avenida|Fifth Avenue Playa del Carmen;5th Avenue Playa del Carmen|Playa del Carmen|MX|20.6296|-87.0739|shop
Xcaret|Xcaret Park|Playa del Carmen|MX|20.5800|-87.1190|sight
Monte Albán|Monte Alban|Oaxaca|MX|17.0436|-96.7675|sight
Santo Domingo de Guzmán Oaxaca|Templo de Santo Domingo de Guzmán|Oaxaca|MX|17.0660|-96.7230|religious
Callejón del Beso|Alley of the Kiss|Guanajuato|MX|21.0160|-101.2540|sight
Parroquia de San Miguel Arcángel|Parroquia San Miguel de Allende|San Miguel de Allende|MX|20.9145|-100.7437|religious
Hospicio Cabañas|Instituto Cultural Cabañas|Guadalajara|MX|20.6768|-103.3378|museum
Puebla Cathedral|Catedral de Puebla|Puebla|MX|19.0427|-98.1983|religious
Malecón de Puerto Vallarta|Puerto Vallarta Malecón|Puerto Vallarta|MX|20.6100|-105.2350|sight
Guadalajara Cathedral|Catedral de Guadalajara|Guadalajara|MX|20.6767|-103.3475|religious
Mérida Cathedral|Catedral de Mérida|Mérida|MX|20.9665|-89.6230|religious
El Arco de Cabo San Lucas|Arch of Cabo San Lucas;Land's End Cabo|Cabo San Lucas|MX|22.8760|-109.8910|nature
Palenque|Palenque Archaeological Site;Zona Arqueológica de Palenque|Palenque|MX|17.4840|-92.0460|sight
Mercado de San Juan|Mercado San Juan|Mexico City|MX|19.4310|-99.1430|market
Monumento a la Revolución|Monument to the Revolution|Mexico City|MX|19.4361|-99.1547|sight
Palacio Postal|Palacio de Correos de México|Mexico City|MX|19.4360|-99.1410|sight
Casa de los Azulejos|House of Tiles;Sanborns de los Azulejos|Mexico City|MX|19.4340|-99.1400|sight
Plaza de las Tres Culturas|Tlatelolco|Mexico City|MX|19.4510|-99.1370|sight
Museo Nacional de Arte|MUNAL|Mexico City|MX|19.4360|-99.1390|museum
Biblioteca Vasconcelos|Vasconcelos Library|Mexico City|MX|19.4470|-99.1520|sight
Estadio Azteca|Estadio Banorte;Azteca Stadium|Mexico City|MX|19.3029|-99.1505|sight
UNAM Central Library|Biblioteca Central UNAM|Mexico City|MX|19.3336|-99.1871|sight
Playa Norte|Playa Norte Isla Mujeres|Isla Mujeres|MX|21.2600|-86.7510|beach
Mercado 28|Mercado Veintiocho|Cancún|MX|21.1620|-86.8300|market
Xel-Há|Xel-Ha|Akumal|MX|20.3180|-87.3570|park
Coba Ruins|Nohoch Mul|Coba|MX|20.4950|-87.7360|sight
Cenote Dos Ojos|Dos Ojos|Akumal|MX|20.3270|-87.3910|nature
Tlaquepaque|San Pedro Tlaquepaque Centro|Guadalajara|MX|20.6400|-103.3120|neighbourhood
Christ the Redeemer|Cristo Redentor;Corcovado;Cristo Redentor do Corcovado;救世基督像;コルコバードのキリスト像;구세주 그리스도상|Rio de Janeiro|BR|-22.9519|-43.2105|sight
Sugarloaf Mountain|Pão de Açúcar|Rio de Janeiro|BR|-22.9486|-43.1566|viewpoint
Copacabana Beach|Copacabana|Rio de Janeiro|BR|-22.9711|-43.1822|beach
Ipanema Beach|Ipanema|Rio de Janeiro|BR|-22.9868|-43.2050|beach
Selarón Steps|Escadaria Selarón|Rio de Janeiro|BR|-22.9153|-43.1791|sight
Maracanã|Maracana;Estádio do Maracanã|Rio de Janeiro|BR|-22.9122|-43.2302|sight
Tijuca Forest|Floresta da Tijuca;Tijuca National Park|Rio de Janeiro|BR|-22.9530|-43.2850|nature
Lapa Arches|Arcos da Lapa|Rio de Janeiro|BR|-22.9129|-43.1800|sight
Rio de Janeiro Botanical Garden|Jardim Botânico do Rio de Janeiro|Rio de Janeiro|BR|-22.9674|-43.2235|park
Museum of Tomorrow|Museu do Amanhã|Rio de Janeiro|BR|-22.8944|-43.1793|museum
Santa Teresa Rio||Rio de Janeiro|BR|-22.9210|-43.1870|neighbourhood
Leblon|Praia do Leblon;Leblon Beach|Rio de Janeiro|BR|-22.9840|-43.2240|beach
Rodrigo de Freitas Lagoon|Lagoa Rodrigo de Freitas|Rio de Janeiro|BR|-22.9740|-43.2130|park
Avenida Paulista|Paulista Avenue|São Paulo|BR|-23.5614|-46.6559|sight
MASP|Museu de Arte de São Paulo;São Paulo Museum of Art|São Paulo|BR|-23.5614|-46.6558|museum
Ibirapuera Park|Parque Ibirapuera|São Paulo|BR|-23.5874|-46.6576|park
Mercado Municipal de São Paulo|Mercadão;Municipal Market São Paulo|São Paulo|BR|-23.5417|-46.6297|market
Beco do Batman|Batman Alley|São Paulo|BR|-23.5560|-46.6870|sight
Pinacoteca de São Paulo||São Paulo|BR|-23.5343|-46.6339|museum
São Paulo Cathedral|Catedral da Sé de São Paulo|São Paulo|BR|-23.5505|-46.6343|religious
Iguazu Falls Brazil|Cataratas do Iguaçu;Iguaçu Falls|Foz do Iguaçu|BR|-25.6953|-54.4367|nature
Pelourinho||Salvador|BR|-12.9716|-38.5101|neighbourhood
Elevador Lacerda|Lacerda Elevator|Salvador|BR|-12.9740|-38.5130|viewpoint
Cathedral of Brasília|Catedral Metropolitana de Brasília|Brasília|BR|-15.7983|-47.8755|religious
Niterói Contemporary Art Museum|MAC Niterói;Museu de Arte Contemporânea de Niterói|Niterói|BR|-22.9077|-43.1260|museum
Parque Lage|Parque Henrique Lage|Rio de Janeiro|BR|-22.9600|-43.2120|park
Real Gabinete Português de Leitura|Royal Portuguese Cabinet of Reading|Rio de Janeiro|BR|-22.9050|-43.1820|sight
Confeitaria Colombo||Rio de Janeiro|BR|-22.9050|-43.1770|food
Theatro Municipal do Rio de Janeiro|Municipal Theatre Rio|Rio de Janeiro|BR|-22.9090|-43.1760|sight
Metropolitan Cathedral of Rio de Janeiro|Catedral Metropolitana do Rio|Rio de Janeiro|BR|-22.9108|-43.1802|religious
Mirante Dona Marta||Rio de Janeiro|BR|-22.9460|-43.1960|viewpoint
Arpoador|Pedra do Arpoador|Rio de Janeiro|BR|-22.9880|-43.1910|viewpoint
Praça XV|Praça XV de Novembro;Paço Imperial|Rio de Janeiro|BR|-22.9030|-43.1740|sight
Liberdade|Bairro da Liberdade|São Paulo|BR|-23.5580|-46.6350|neighbourhood
Vila Madalena||São Paulo|BR|-23.5560|-46.6910|neighbourhood
Theatro Municipal de São Paulo||São Paulo|BR|-23.5452|-46.6383|sight
Edifício Copan|Copan Building|São Paulo|BR|-23.5460|-46.6440|sight
Museu da Língua Portuguesa|Estação da Luz;Museum of the Portuguese Language|São Paulo|BR|-23.5350|-46.6340|museum
Farol Santander|Edifício Altino Arantes|São Paulo|BR|-23.5460|-46.6340|viewpoint
Museu do Ipiranga|Museu Paulista|São Paulo|BR|-23.5855|-46.6094|museum
Stanley Park||Vancouver|CA|49.3043|-123.1443|park
Granville Island||Vancouver|CA|49.2712|-123.1340|market
Gastown||Vancouver|CA|49.2838|-123.1090|neighbourhood
Capilano Suspension Bridge||North Vancouver|CA|49.3429|-123.1149|nature
Château Frontenac|Fairmont Le Château Frontenac|Quebec|CA|46.8122|-71.2050|sight
Petit Champlain|Quartier Petit Champlain|Quebec|CA|46.8116|-71.2026|neighbourhood
Montmorency Falls|Chute Montmorency|Quebec|CA|46.8905|-71.1479|nature
Horseshoe Falls|Canadian Falls;尼亚加拉瀑布;尼加拉瀑布;ナイアガラの滝;나이아가라 폭포;Chutes du Niagara;Cataratas del Niágara|Niagara Falls|CA|43.0772|-79.0760|nature
CN Tower|Tour CN|Toronto|CA|43.6426|-79.3871|viewpoint
Royal Ontario Museum||Toronto|CA|43.6677|-79.3948|museum
Distillery District||Toronto|CA|43.6503|-79.3596|neighbourhood
St. Lawrence Market||Toronto|CA|43.6487|-79.3715|market
Kensington Market||Toronto|CA|43.6547|-79.4005|market
Casa Loma||Toronto|CA|43.6780|-79.4094|sight
Ripley's Aquarium of Canada||Toronto|CA|43.6424|-79.3860|sight
Art Gallery of Ontario||Toronto|CA|43.6536|-79.3925|museum
Toronto Islands|Toronto Island Park|Toronto|CA|43.6205|-79.3787|park
Nathan Phillips Square|Toronto Sign|Toronto|CA|43.6525|-79.3835|sight
Notre-Dame Basilica Montreal|Basilique Notre-Dame de Montréal|Montreal|CA|45.5045|-73.5562|religious
Old Montreal|Vieux-Montréal|Montreal|CA|45.5075|-73.5540|neighbourhood
Mount Royal|Kondiaronk Belvedere;Parc du Mont-Royal|Montreal|CA|45.5040|-73.5870|viewpoint
Saint Joseph's Oratory|Oratoire Saint-Joseph|Montreal|CA|45.4925|-73.6178|religious
Jean-Talon Market|Marché Jean-Talon|Montreal|CA|45.5364|-73.6147|market
Olympic Stadium Montreal|Stade olympique|Montreal|CA|45.5580|-73.5518|sight
Montreal Botanical Garden|Jardin botanique de Montréal|Montreal|CA|45.5600|-73.5630|park
Citadelle of Quebec|La Citadelle de Québec|Quebec|CA|46.8078|-71.2067|sight
Plains of Abraham|Plaines d'Abraham;Battlefields Park|Quebec|CA|46.8030|-71.2160|park
Dufferin Terrace|Terrasse Dufferin|Quebec|CA|46.8115|-71.2035|viewpoint
Vancouver Aquarium||Vancouver|CA|49.3005|-123.1309|sight
Canada Place||Vancouver|CA|49.2888|-123.1111|sight
Grouse Mountain||North Vancouver|CA|49.3800|-123.0820|viewpoint
English Bay|English Bay Beach|Vancouver|CA|49.2867|-123.1430|beach
Queen Elizabeth Park||Vancouver|CA|49.2418|-123.1126|park
Vancouver Lookout|Harbour Centre|Vancouver|CA|49.2848|-123.1119|viewpoint
Kitsilano Beach|Kits Beach|Vancouver|CA|49.2750|-123.1540|beach
Lynn Canyon Park|Lynn Canyon|North Vancouver|CA|49.3440|-123.0180|nature
Lake Louise||Banff|CA|51.4167|-116.2170|nature
Moraine Lake||Banff|CA|51.3217|-116.1860|nature
Banff Gondola|Sulphur Mountain|Banff|CA|51.1440|-115.5730|viewpoint
Banff Avenue||Banff|CA|51.1770|-115.5710|shop
Butchart Gardens|The Butchart Gardens|Victoria|CA|48.5636|-123.4683|park
British Columbia Parliament Buildings|BC Parliament Buildings|Victoria|CA|48.4197|-123.3700|sight
Parliament Hill|Colline du Parlement|Ottawa|CA|45.4236|-75.7009|sight
ByWard Market|Marché By|Ottawa|CA|45.4275|-75.6920|market
Calgary Tower||Calgary|CA|51.0443|-114.0631|viewpoint
Graffiti Alley|Rush Lane|Toronto|CA|43.6480|-79.4000|sight
CF Toronto Eaton Centre|Eaton Centre|Toronto|CA|43.6544|-79.3807|shop
Hockey Hall of Fame||Toronto|CA|43.6473|-79.3772|museum
Rogers Centre|SkyDome|Toronto|CA|43.6414|-79.3894|sight
Schwartz's|Schwartz's Deli|Montreal|CA|45.5165|-73.5778|food
Old Port of Montreal|Vieux-Port de Montréal|Montreal|CA|45.5040|-73.5520|sight
Biosphere Montreal|Biosphère|Montreal|CA|45.5140|-73.5310|museum
Atwater Market|Marché Atwater|Montreal|CA|45.4810|-73.5770|market
El Capitolio|Capitolio Nacional de Cuba;National Capitol Building Havana|Havana|CU|23.1352|-82.3595|sight
Malecón de La Habana|Malecon Havana;El Malecón;Havana Malecón|Havana|CU|23.1440|-82.3680|sight
Plaza de la Catedral|Havana Cathedral;Catedral de La Habana|Havana|CU|23.1410|-82.3515|religious
Plaza de la Revolución|Revolution Square Havana|Havana|CU|23.1220|-82.3870|sight
Plaza Vieja||Havana|CU|23.1360|-82.3500|sight
La Bodeguita del Medio|Bodeguita del Medio|Havana|CU|23.1408|-82.3518|food
Morro Castle Havana|Castillo de los Tres Reyes del Morro;El Morro Havana|Havana|CU|23.1500|-82.3565|sight
Hotel Nacional de Cuba|Hotel Nacional|Havana|CU|23.1430|-82.3810|sight
Machu Picchu|Machupicchu;马丘比丘;馬丘比丘;マチュ・ピチュ;마추픽추|Machu Picchu|PE|-13.1631|-72.5450|sight
Huayna Picchu|Wayna Picchu|Machu Picchu|PE|-13.1575|-72.5460|viewpoint
Plaza de Armas Cusco|Plaza de Armas del Cusco;Cusco Cathedral|Cusco|PE|-13.5167|-71.9788|sight
Sacsayhuamán|Sacsayhuaman;Saksaywaman|Cusco|PE|-13.5094|-71.9817|sight
Qorikancha|Coricancha;Santo Domingo Cusco|Cusco|PE|-13.5200|-71.9750|religious
San Pedro Market|Mercado de San Pedro|Cusco|PE|-13.5220|-71.9840|market
Ollantaytambo Ruins|Ollantaytambo Fortress|Ollantaytambo|PE|-13.2580|-72.2630|sight
Pisac Ruins|Pisac Archaeological Park|Pisac|PE|-13.4110|-71.8500|sight
Plaza Mayor Lima|Plaza de Armas de Lima|Lima|PE|-12.0464|-77.0300|sight
Larcomar|Miraflores Malecón|Lima|PE|-12.1320|-77.0300|viewpoint
Huacachina|Huacachina Oasis|Ica|PE|-14.0875|-75.7633|nature
Uros Floating Islands|Islas Flotantes de los Uros;Uros Islands|Puno|PE|-15.8190|-69.9690|sight
Nazca Lines|Líneas de Nazca;Nasca Lines|Nazca|PE|-14.7390|-75.1300|sight
Puente de los Suspiros|Barranco|Lima|PE|-12.1500|-77.0210|neighbourhood
Santa Catalina Monastery|Monasterio de Santa Catalina|Arequipa|PE|-16.3950|-71.5370|religious
Huaca Pucllana||Lima|PE|-12.1108|-77.0337|sight
Museo Larco|Larco Museum|Lima|PE|-12.0725|-77.0707|museum
Parque del Amor|Love Park Lima|Lima|PE|-12.1270|-77.0370|park
Circuito Mágico del Agua|Parque de la Reserva|Lima|PE|-12.0705|-77.0336|park
Basilica and Convent of San Francisco Lima|San Francisco Monastery Lima;Catacombs of Lima|Lima|PE|-12.0453|-77.0276|religious
Maras Salt Mines|Salineras de Maras;Salinas de Maras|Cusco|PE|-13.3030|-72.1550|sight
Moray|Moray Inca terraces|Cusco|PE|-13.3290|-72.1970|sight
San Blas Cusco|Barrio de San Blas|Cusco|PE|-13.5160|-71.9760|neighbourhood
Devil's Throat|Garganta del Diablo;Iguazú Falls;Cataratas del Iguazú|Puerto Iguazú|AR|-25.6867|-54.4447|nature
Caminito|La Boca;El Caminito|Buenos Aires|AR|-34.6394|-58.3629|neighbourhood
Recoleta Cemetery|Cementerio de la Recoleta|Buenos Aires|AR|-34.5875|-58.3934|sight
Plaza de Mayo||Buenos Aires|AR|-34.6083|-58.3722|sight
Casa Rosada||Buenos Aires|AR|-34.6081|-58.3703|sight
Teatro Colón|Teatro Colon|Buenos Aires|AR|-34.6011|-58.3831|sight
San Telmo Market|Mercado de San Telmo;Feria de San Telmo|Buenos Aires|AR|-34.6212|-58.3716|market
Obelisco de Buenos Aires|Obelisk of Buenos Aires|Buenos Aires|AR|-34.6037|-58.3816|sight
Puerto Madero|Puente de la Mujer|Buenos Aires|AR|-34.6110|-58.3630|neighbourhood
El Ateneo Grand Splendid|El Ateneo|Buenos Aires|AR|-34.5959|-58.3941|shop
Floralis Genérica||Buenos Aires|AR|-34.5817|-58.3932|sight
La Bombonera|Estadio Alberto J. Armando|Buenos Aires|AR|-34.6356|-58.3648|sight
Palermo Soho||Buenos Aires|AR|-34.5880|-58.4300|neighbourhood
MALBA|Museo de Arte Latinoamericano de Buenos Aires|Buenos Aires|AR|-34.5770|-58.4030|museum
Museo Nacional de Bellas Artes|National Museum of Fine Arts Buenos Aires|Buenos Aires|AR|-34.5840|-58.3930|museum
Japanese Garden Buenos Aires|Jardín Japonés|Buenos Aires|AR|-34.5790|-58.4100|park
Café Tortoni|Cafe Tortoni|Buenos Aires|AR|-34.6090|-58.3780|food
Palacio Barolo||Buenos Aires|AR|-34.6096|-58.3856|viewpoint
Plaza Dorrego||Buenos Aires|AR|-34.6210|-58.3720|market
Bosques de Palermo|Parque Tres de Febrero;Palermo Woods|Buenos Aires|AR|-34.5700|-58.4170|park
Palacio del Congreso|Congreso de la Nación Argentina|Buenos Aires|AR|-34.6097|-58.3925|sight
Cerro San Cristóbal|San Cristóbal Hill|Santiago|CL|-33.4253|-70.6330|viewpoint
Plaza de Armas Santiago|Plaza de Armas de Santiago|Santiago|CL|-33.4378|-70.6505|sight
La Moneda|Palacio de La Moneda|Santiago|CL|-33.4429|-70.6540|sight
Sky Costanera|Gran Torre Santiago;Costanera Center|Santiago|CL|-33.4170|-70.6064|viewpoint
Cerro Alegre|Cerro Concepción|Valparaíso|CL|-33.0420|-71.6270|neighbourhood
Walled City of Cartagena|Ciudad Amurallada;Cartagena Old Town|Cartagena|CO|10.4236|-75.5488|neighbourhood
Castillo San Felipe de Barajas|Castillo de San Felipe|Cartagena|CO|10.4226|-75.5388|sight
Getsemaní|Getsemani|Cartagena|CO|10.4210|-75.5460|neighbourhood
Gold Museum|Museo del Oro|Bogotá|CO|4.6019|-74.0719|museum
Monserrate|Cerro de Monserrate|Bogotá|CO|4.6058|-74.0556|viewpoint
La Candelaria|La Candelaria Bogotá|Bogotá|CO|4.5960|-74.0730|neighbourhood
Plaza de Bolívar Bogotá|Plaza de Bolívar|Bogotá|CO|4.5981|-74.0761|sight
Comuna 13|Comuna 13 Medellín|Medellín|CO|6.2565|-75.6200|neighbourhood
Piedra del Peñol|El Peñol;Peñol Stone|Guatapé|CO|6.2210|-75.1790|viewpoint
Plaza Botero|Botero Plaza|Medellín|CO|6.2520|-75.5680|sight
Torre del Reloj Cartagena|Clock Tower Cartagena;Puerta del Reloj|Cartagena|CO|10.4230|-75.5500|sight
Botero Museum|Museo Botero|Bogotá|CO|4.5970|-74.0730|museum
Pueblito Paisa|Cerro Nutibara|Medellín|CO|6.2360|-75.5790|viewpoint
Basílica del Voto Nacional|Basilica of the National Vow|Quito|EC|-0.2147|-78.5072|religious
Mitad del Mundo|Ciudad Mitad del Mundo;Middle of the World|Quito|EC|-0.0022|-78.4558|sight
La Ronda|Calle La Ronda|Quito|EC|-0.2210|-78.5130|sight
TelefériQo|Teleferico Quito|Quito|EC|-0.1920|-78.5190|viewpoint
El Panecillo|Virgin of El Panecillo|Quito|EC|-0.2290|-78.5180|viewpoint
Santa Catalina Arch|Arco de Santa Catalina|Antigua Guatemala|GT|14.5597|-90.7346|sight
Tikal|Tikal National Park|Flores|GT|17.2220|-89.6237|sight
Miraflores Locks|Panama Canal;Esclusas de Miraflores|Panamá|PA|8.9967|-79.5915|sight
Castillo San Felipe del Morro|El Morro San Juan|San Juan|PR|18.4707|-66.1236|sight
Old San Juan|Viejo San Juan|San Juan|PR|18.4650|-66.1170|neighbourhood
Cathedral of Granada Nicaragua|Catedral de Granada|Granada|NI|11.9300|-85.9560|religious
Catedral Primada de América|Santo Domingo Cathedral;Zona Colonial|Santo Domingo|DO|18.4731|-69.8840|religious
Dunn's River Falls||Ocho Rios|JM|18.4180|-77.1360|nature
Plaza Independencia|Plaza Independencia Montevideo;Palacio Salvo|Montevideo|UY|-34.9060|-56.2000|sight
Barrio Histórico de Colonia del Sacramento|Barrio Histórico|Colonia del Sacramento|UY|-34.4720|-57.8500|neighbourhood
Queen's Staircase||Nassau|BS|25.0740|-77.3390|sight
Atlantis Paradise Island|Atlantis Bahamas|Nassau|BS|25.0860|-77.3230|sight
Handelskade|Willemstad waterfront|Willemstad|CW|12.1050|-68.9350|sight
Eagle Beach||Oranjestad|AW|12.5520|-70.0580|beach
`;
