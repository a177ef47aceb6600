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
Waterfront Park Charleston|Joe Riley Waterfront Park|Charleston|US|32.7776|-79.9254|park
Pineapple Fountain||Charleston|US|32.7776|-79.9254|sight
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
Bell Rock|세도나 벨 록;セドナ・ベルロック;塞多纳钟岩;塞多納鐘岩|Sedona|US|34.8003|-111.7636|nature
Chapel of the Holy Cross||Sedona|US|34.8325|-111.7667|religious
Devil's Bridge|Devils Bridge Sedona|Sedona|US|34.9028|-111.8137|nature
Airport Mesa|Airport Mesa Vortex|Sedona|US|34.8582|-111.7780|viewpoint
Slide Rock State Park|Slide Rock|Sedona|US|34.9436|-111.7528|nature
Tlaquepaque Arts & Shopping Village|Tlaquepaque Sedona|Sedona|US|34.8644|-111.7617|shop
Red Rock Crossing|Crescent Moon Picnic Site|Sedona|US|34.8263|-111.8061|viewpoint
Desert View Watchtower|Desert View|Grand Canyon Village|US|36.0442|-111.8261|viewpoint
Yavapai Point|Yavapai Geology Museum|Grand Canyon Village|US|36.0657|-112.1175|viewpoint
Hopi Point||Grand Canyon Village|US|36.0750|-112.1544|viewpoint
Bright Angel Trailhead|Bright Angel Trail;브라이트 엔젤 트레일;ブライト・エンジェル・トレイル;光明天使步道;브라이트엔젤트레일;ブライトエンジェルトレイル|Grand Canyon Village|US|36.0574|-112.1437|nature
Glen Canyon Dam||Page|US|36.9375|-111.4840|sight
Angels Landing|엔젤스 랜딩;エンジェルス・ランディング;天使降临;天使降臨;엔젤스랜딩;エンジェルスランディング|Hurricane|US|37.2692|-112.9477|viewpoint
The Narrows|Zion Narrows;Temple of Sinawava;Riverside Walk;자이언 내로스;ザイオン・ナローズ;锡安窄缝;자이언내로스;ザイオンナローズ|Hurricane|US|37.2853|-112.9479|nature
Canyon Overlook Trail|Canyon Overlook Zion|Hurricane|US|37.2133|-112.9409|viewpoint
Zion Canyon Visitor Center|Zion National Park Visitor Center|Hurricane|US|37.2000|-112.9868|sight
Sunset Point Bryce|Bryce Canyon Sunset Point;브라이스 캐니언 선셋 포인트;布莱斯峡谷日落点;브라이스캐니언선셋포인트|Panguitch|US|37.6232|-112.1664|viewpoint
Sunrise Point Bryce|Bryce Canyon Sunrise Point|Panguitch|US|37.6278|-112.1632|viewpoint
Inspiration Point Bryce|Bryce Canyon Inspiration Point|Panguitch|US|37.6188|-112.1730|viewpoint
Bryce Point|브라이스 포인트;ブライス・ポイント;布莱斯点;브라이스포인트;ブライスポイント|Panguitch|US|37.6036|-112.1565|viewpoint
Navajo Loop Trail|Thor's Hammer;Wall Street Bryce|Panguitch|US|37.6225|-112.1640|nature
Landscape Arch||Moab|US|38.7911|-109.6073|nature
Double Arch||Moab|US|38.6916|-109.5403|nature
Balanced Rock Arches|Balanced Rock|Moab|US|38.7012|-109.5644|nature
Windows Section|North Window;South Window;Turret Arch|Moab|US|38.6878|-109.5370|nature
Mesa Arch|메사 아치;メサ・アーチ;台地拱门;梅薩拱門;메사아치;メサアーチ|Moab|US|38.3893|-109.8681|nature
Dead Horse Point State Park|Dead Horse Point;데드 호스 포인트;デッドホース・ポイント;死马点州立公园;死馬點州立公園;데드호스포인트;デッドホースポイント|Moab|US|38.4707|-109.7405|viewpoint
Grand View Point Overlook||Moab|US|38.3112|-109.8572|viewpoint
Monument Valley Navajo Tribal Park|Monument Valley;The View Monument Valley;모뉴먼트 밸리;모뉴먼트밸리;モニュメント・バレー;モニュメントバレー;纪念碑谷;紀念碑谷|Kayenta|US|36.9830|-110.1125|nature
Forrest Gump Point|포레스트 검프 포인트;フォレスト・ガンプ・ポイント;阿甘正传公路;阿甘點;포레스트검프포인트;フォレストガンプポイント|Kayenta|US|37.1011|-109.9897|viewpoint
Mammoth Hot Springs|Mammoth Terraces;매머드 온천;맘모스 핫 스프링스;マンモス・ホット・スプリングス;猛犸温泉;猛獁溫泉;매머드온천;맘모스핫스프링스;マンモスホットスプリングス|West Yellowstone|US|44.9690|-110.7048|nature
Artist Point Yellowstone|Grand Canyon of the Yellowstone|West Yellowstone|US|44.7203|-110.4792|viewpoint
Lower Falls of the Yellowstone River|Lower Falls Yellowstone;옐로스톤 폭포;黄石下瀑布;옐로스톤폭포|West Yellowstone|US|44.7178|-110.4963|nature
Norris Geyser Basin||West Yellowstone|US|44.7266|-110.7035|nature
West Thumb Geyser Basin||West Yellowstone|US|44.4170|-110.5736|nature
Morning Glory Pool||West Yellowstone|US|44.4750|-110.8440|nature
Jackson Town Square||Jackson|US|43.4799|-110.7624|sight
Antler Arches|Jackson Hole Antler Arches|Jackson|US|43.4799|-110.7624|sight
Jenny Lake||Jackson|US|43.7560|-110.7290|nature
Schwabacher Landing||Jackson|US|43.7163|-110.6712|viewpoint
Mormon Row||Jackson|US|43.6606|-110.6643|sight
T. A. Moulton Barn|Moulton Barn|Jackson|US|43.6606|-110.6643|sight
Oxbow Bend||Jackson|US|43.8656|-110.5515|viewpoint
Logan Pass|Going-to-the-Sun Road|Columbia Falls|US|48.6966|-113.7183|viewpoint
Lake McDonald||Columbia Falls|US|48.5850|-113.9250|nature
Glacier Point|글레이셔 포인트;グレイシャー・ポイント;冰川点;冰河觀景點;글레이셔포인트;グレイシャーポイント|Yosemite Valley|US|37.7306|-119.5738|viewpoint
Mariposa Grove|Mariposa Grove of Giant Sequoias|Yosemite Valley|US|37.5145|-119.6005|nature
Bridalveil Fall||Yosemite Valley|US|37.7166|-119.6464|nature
El Capitan Yosemite|El Capitan Meadow;엘 캐피탄;エル・キャピタン;酋长岩;酋長岩;엘캐피탄;エルキャピタン|Yosemite Valley|US|37.7250|-119.6370|nature
Mirror Lake Yosemite|미러 레이크;ミラー湖 ヨセミテ;미러레이크|Yosemite Valley|US|37.7480|-119.5500|nature
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
Haleakalā National Park|Haleakala;Haleakala Summit;Puʻu ʻUlaʻula;할레아칼라 국립공원;할레아칼라;할레아칼라 분화구;ハレアカラ国立公園;ハレアカラ|Kula|US|20.7097|-156.2533|nature
Waiʻānapanapa State Park|Waianapanapa;Black Sand Beach Maui;와이아나파나파 주립공원;와이아나파나파|Hana|US|20.7866|-155.9995|beach
Kāʻanapali Beach|Kaanapali Beach;카아나팔리 비치;카나팔리 비치;カアナパリビーチ|Lahaina|US|20.9250|-156.6950|beach
ʻĪao Valley State Monument|Iao Valley;Iao Needle;이아오 밸리;이아오 니들|Wailuku|US|20.8810|-156.5450|nature
Hawaiʻi Volcanoes National Park|Hawaii Volcanoes National Park;Kilauea Visitor Center;하와이 화산 국립공원;하와이 볼케이노 국립공원;킬라우에아 화산;ハワイ火山国立公園;キラウエア火山;夏威夷火山国家公园;夏威夷火山國家公園|Volcano|US|19.4297|-155.2573|nature
Punaluʻu Black Sand Beach|Punaluu Beach;푸날루우 흑사해변;푸날루우 블랙샌드 비치;プナルウ黒砂海岸;プナルウ・ブラックサンドビーチ|Pāhala|US|19.1365|-155.5047|beach
Rainbow Falls Hilo|Waiānuenue;레인보우 폭포 힐로;힐로 레인보우 폭포;レインボーフォールズ;レインボー滝|Hilo|US|19.7192|-155.1083|nature
ʻAkaka Falls State Park|Akaka Falls;아카카 폭포;아카카 폴스;アカカ滝;アカカ・フォールズ|Hilo|US|19.8537|-155.1521|nature
Puʻuhonua o Hōnaunau|Puuhonua o Honaunau;Place of Refuge;푸우호누아 오 호나우나우;피난처 국립역사공원;プウホヌア・オ・ホナウナウ|Captain Cook|US|19.4217|-155.9103|sight
Waimea Canyon Lookout|Waimea Canyon;와이메아 캐니언;와이메아 캐년;ワイメア渓谷|Waimea|US|22.0714|-159.6617|viewpoint
Hanalei Bay|Hanalei Pier;하날레이 베이;하날레이 만|Princeville|US|22.2140|-159.4996|beach
Kalalau Lookout|Na Pali Coast;Nā Pali Coast;나팔리 코스트;나 팔리 코스트;칼랄라우 전망대|Waimea|US|22.1512|-159.6466|viewpoint
Spouting Horn|스파우팅 혼|Koloa|US|21.8847|-159.4926|nature
Waimea Bay|Waimea Bay Beach Park;와이메아 베이;와이메아 비치;ワイメア湾;ワイメアベイ|Hale‘iwa|US|21.6406|-158.0651|beach
Banzai Pipeline|Ehukai Beach;Pipeline Oahu;반자이 파이프라인;에후카이 비치;バンザイ・パイプライン|Hale‘iwa|US|21.6650|-158.0530|beach
Lanikai Beach|라니카이 비치;라니카이비치;ラニカイビーチ|Kailua|US|21.3929|-157.7151|beach
Kualoa Ranch|쿠알로아 랜치;쿠알로아 목장;쿠알로아;クアロア・ランチ|Kaneohe|US|21.5210|-157.8370|sight
Dole Plantation|돌 플랜테이션;돌 파인애플 농장;돌플랜테이션;ドール・プランテーション|Wahiawā|US|21.5258|-158.0375|sight
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
Jordan Pond||Bar Harbor|US|44.3260|-68.2540|nature
Jordan Pond House||Bar Harbor|US|44.3206|-68.2530|food
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
Johnston Canyon|존스턴 캐니언;ジョンストン・キャニオン;约翰斯顿峡谷;約翰斯頓峽谷;존스턴캐니언;ジョンストンキャニオン|Banff|CA|51.2452|-115.8391|nature
Banff Upper Hot Springs|밴프 어퍼 온천;밴프 온천;バンフ・アッパー温泉;班夫上温泉;班夫上溫泉;밴프어퍼온천;밴프온천;バンフアッパー温泉|Banff|CA|51.1521|-115.5616|nature
Bow Falls|보우 폭포;ボウ滝;弓河瀑布;보우폭포|Banff|CA|51.1690|-115.5630|nature
Cave and Basin National Historic Site|Cave and Basin;케이브 앤 베이슨;ケイブ・アンド・ベイスン;洞穴盆地国家历史遗址;케이브앤베이슨;ケイブアンドベイスン|Banff|CA|51.1689|-115.5923|museum
Emerald Lake Yoho|Emerald Lake BC;요호 에메랄드 호수;幽鹤国家公园翡翠湖;요호에메랄드호수|Golden|CA|51.4430|-116.5334|nature
Takakkaw Falls||Golden|CA|51.5009|-116.4817|nature
Maligne Canyon|멀린 캐니언;マリーン・キャニオン;玛琳峡谷;瑪琳峽谷;멀린캐니언;マリーンキャニオン|Jasper|CA|52.9195|-117.9990|nature
Maligne Lake|멀린 호수;말린 호수;マリーン湖;玛琳湖;瑪琳湖;멀린호수;말린호수|Jasper|CA|52.7265|-117.6370|nature
Athabasca Falls|애서배스카 폭포;アサバスカ滝;阿萨巴斯卡瀑布;阿薩巴斯卡瀑布;애서배스카폭포|Jasper|CA|52.6640|-117.8838|nature
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
Peggy's Cove Lighthouse|Peggys Point Lighthouse|Halifax|CA|44.4917|-63.9183|sight
Halifax Citadel|Citadel Hill|Halifax|CA|44.6475|-63.5802|sight
Canadian Museum of Immigration at Pier 21|Pier 21|Halifax|CA|44.6385|-63.5680|museum
Fisheries Museum of the Atlantic||Lunenburg|CA|44.3766|-64.3105|museum
Green Gables Heritage Place|Green Gables|Charlottetown|CA|46.4890|-63.3822|museum
Province House Charlottetown|Province House|Charlottetown|CA|46.2352|-63.1265|sight
Signal Hill||St. John's|CA|47.5701|-52.6818|viewpoint
Cabot Tower|Cabot Tower Signal Hill|St. John's|CA|47.5701|-52.6818|sight
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
Capilla del Rosario||Puebla|MX|19.0460|-98.1981|religious
Templo de Santo Domingo Puebla|Iglesia de Santo Domingo Puebla|Puebla|MX|19.0460|-98.1981|religious
Biblioteca Palafoxiana||Puebla|MX|19.0420|-98.1972|museum
Barrio del Artista||Puebla|MX|19.0448|-98.1920|neighbourhood
Callejón de los Sapos||Puebla|MX|19.0405|-98.1930|neighbourhood
Museo Amparo||Puebla|MX|19.0416|-98.1963|museum
Gran Pirámide de Cholula|Great Pyramid of Cholula;Tlachihualtépetl|Cholula|MX|19.0575|-98.3020|sight
Santuario de Nuestra Señora de los Remedios|Iglesia de los Remedios Cholula|Cholula|MX|19.0577|-98.3019|religious
Paseo de Montejo||Mérida|MX|20.9850|-89.6180|sight
Casa de Montejo||Mérida|MX|20.9664|-89.6238|museum
Mercado Lucas de Gálvez||Mérida|MX|20.9627|-89.6214|market
Uxmal|Zona Arqueológica de Uxmal|Muna|MX|20.3597|-89.7713|sight
Pirámide del Adivino|Pyramid of the Magician;Pirámide del Adivino Uxmal|Muna|MX|20.3597|-89.7713|sight
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
Parque Nacional Manuel Antonio|Manuel Antonio National Park|Quepos|CR|9.3756|-84.1358|park
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
Louis Armstrong Park||New Orleans|US|29.9612|-90.0680|park
Congo Square||New Orleans|US|29.9612|-90.0680|sight
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
Chautauqua Park||Boulder|US|39.9990|-105.2813|park
Flatirons|Boulder Flatirons;The Flatirons|Boulder|US|39.9880|-105.2930|nature
Utah State Capitol||Salt Lake City|US|40.7774|-111.8882|sight
Mission San Xavier del Bac|San Xavier del Bac|Tucson|US|32.1070|-111.0080|religious
Arizona-Sonora Desert Museum||Tucson|US|32.2440|-111.1665|museum
Sabino Canyon||Tucson|US|32.3224|-110.8098|nature
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
Museum of Anthropology at UBC|MOA Vancouver;UBC 인류학 박물관;UBC人類学博物館;UBC人类学博物馆;卑詩大學人類學博物館|Vancouver|CA|49.2694|-123.2595|museum
VanDusen Botanical Garden||Vancouver|CA|49.2386|-123.1288|park
Dr. Sun Yat-Sen Classical Chinese Garden|Sun Yat-Sen Garden Vancouver;중산 공원 밴쿠버;温哥华中山公园;溫哥華中山公園;중산공원밴쿠버|Vancouver|CA|49.2799|-123.1036|park
Gastown Steam Clock|Steam Clock;개스타운 증기시계;개스타운증기시계;煤气镇蒸汽钟;煤氣鎮蒸汽鐘|Vancouver|CA|49.2844|-123.1089|sight
Lonsdale Quay|Lonsdale Quay Market|North Vancouver|CA|49.3103|-123.0828|market
Lighthouse Park||West Vancouver|CA|49.3305|-123.2637|park
Peyto Lake|페이토 호수;ペイト湖;佩托湖;沛托湖;페이토호수|Golden|CA|51.7256|-116.5106|nature
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
Dzibilchaltún||Mérida|MX|21.0917|-89.5925|sight
Templo de las Siete Muñecas|Temple of the Seven Dolls|Mérida|MX|21.0917|-89.5925|sight
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
Lagunas de Montebello|Parque Nacional Lagunas de Montebello|Comitán|MX|16.1167|-91.7000|nature
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
Hol Chan Marine Reserve||San Pedro|BZ|17.8630|-87.9720|nature
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
Liberty Bell Center||Philadelphia|US|39.9496|-75.1503|sight
Reading Terminal Market||Philadelphia|US|39.9533|-75.1590|market
Elfreth's Alley||Philadelphia|US|39.9527|-75.1425|sight
Eastern State Penitentiary||Philadelphia|US|39.9684|-75.1727|sight
Barnes Foundation||Philadelphia|US|39.9606|-75.1727|museum
Washington National Cathedral||Washington, D.C.|US|38.9306|-77.0707|religious
Washington Union Station||Washington, D.C.|US|38.8973|-77.0063|sight
Dupont Circle||Washington, D.C.|US|38.9097|-77.0434|neighbourhood
Ford's Theatre||Washington, D.C.|US|38.8967|-77.0257|sight
Tidal Basin||Washington, D.C.|US|38.8841|-77.0391|park
John F. Kennedy Center for the Performing Arts|Kennedy Center|Washington, D.C.|US|38.8957|-77.0558|sight
Martin Luther King Jr. Memorial||Washington, D.C.|US|38.8862|-77.0443|sight
World War II Memorial||Washington, D.C.|US|38.8894|-77.0405|sight
Arthur Avenue||New York City|US|40.8550|-73.8880|food
Carnegie Hall|카네기 홀;カーネギー・ホール;卡内基音乐厅;卡內基音樂廳;카네기홀;カーネギーホール|New York City|US|40.7651|-73.9799|sight
The Broad|더 브로드;ザ・ブロード;布罗德博物馆;布洛德美術館;더브로드;ザブロード|Los Angeles|US|34.0545|-118.2506|museum
Los Angeles Union Station||Los Angeles|US|34.0562|-118.2365|sight
Watts Towers||Los Angeles|US|33.9388|-118.2413|sight
Bradbury Building|브래드버리 빌딩;ブラッドベリー・ビルディング;布拉德伯里大厦;브래드버리빌딩;ブラッドベリービルディング|Los Angeles|US|34.0505|-118.2478|sight
Japanese Tea Garden|旧金山日本茶园;舊金山日本茶園|San Francisco|US|37.7702|-122.4703|park
de Young Museum||San Francisco|US|37.7715|-122.4687|museum
California Academy of Sciences|캘리포니아 과학 아카데미;カリフォルニア科学アカデミー;加州科学院;加州科學院;캘리포니아과학아카데미|San Francisco|US|37.7699|-122.4661|museum
Legion of Honor|리전 오브 아너;リージョン・オブ・オナー美術館;荣勋宫;榮譽軍團博物館;리전오브아너;リージョンオブオナー美術館|San Francisco|US|37.7845|-122.5008|museum
Sutro Baths|수트로 배스;スートロ浴場;苏特罗浴场;蘇特羅浴場;수트로배스|San Francisco|US|37.7804|-122.5138|sight
Crissy Field|크리시 필드;クリッシー・フィールド;克里西菲尔德;크리시필드;クリッシーフィールド|San Francisco|US|37.8039|-122.4650|park
City Lights Bookstore|시티 라이츠 서점;シティ・ライツ書店;城市之光书店;城市之光書店;시티라이츠서점;シティライツ書店|San Francisco|US|37.7976|-122.4066|shop
Castro Theatre||San Francisco|US|37.7620|-122.4348|sight
Grace Cathedral|旧金山慈恩堂;舊金山慈恩堂;샌프란시스코 그레이스 대성당;샌프란시스코그레이스대성당|San Francisco|US|37.7919|-122.4133|religious
The Rookery||Chicago|US|41.8789|-87.6320|sight
Frank Lloyd Wright Home and Studio||Oak Park|US|41.8941|-87.7990|museum
Unity Temple||Oak Park|US|41.8885|-87.7970|religious
Baha'i House of Worship||Wilmette|US|42.0741|-87.6842|religious
Chicago Botanic Garden||Glencoe|US|42.1480|-87.7890|park
Gas Works Park||Seattle|US|47.6456|-122.3344|park
Fremont Troll||Seattle|US|47.6510|-122.3473|sight
Ballard Locks|Hiram M. Chittenden Locks|Seattle|US|47.6654|-122.3972|sight
Discovery Park||Seattle|US|47.6573|-122.4055|park
Seattle Art Museum||Seattle|US|47.6073|-122.3381|museum
Olympic Sculpture Park||Seattle|US|47.6166|-122.3553|park
Seattle Central Library||Seattle|US|47.6067|-122.3325|sight
Pioneer Square||Seattle|US|47.6015|-122.3343|neighbourhood
Smith Tower||Seattle|US|47.6019|-122.3318|viewpoint
Seattle Great Wheel||Seattle|US|47.6061|-122.3425|sight
Alki Beach||Seattle|US|47.5790|-122.4096|beach
Museum of Flight||Seattle|US|47.5180|-122.2963|museum
Granary Burying Ground||Boston|US|42.3572|-71.0620|sight
Garrapata State Park||Carmel-by-the-Sea|US|36.4680|-121.9270|park
Emerald Pools||Hurricane|US|37.2514|-112.9574|nature
Avalanche Lake||Columbia Falls|US|48.6555|-113.7860|nature
Lake Crescent||Port Angeles|US|48.0667|-123.8333|nature
Marymere Falls||Port Angeles|US|48.0490|-123.7880|nature
Sol Duc Falls||Forks|US|47.9530|-123.8370|nature
Reflection Lakes||Eatonville|US|46.7686|-121.7307|nature
Vista House||Troutdale|US|45.5392|-122.2446|viewpoint
Lan Su Chinese Garden||Portland|US|45.5253|-122.6731|park
General Sherman Tree|제너럴 셔먼 트리;셔먼 장군 나무;シャーマン将軍の木;谢尔曼将军树;雪曼將軍樹;제너럴셔먼트리;셔먼장군나무|Three Rivers|US|36.5816|-118.7514|nature
Moro Rock||Three Rivers|US|36.5468|-118.7656|viewpoint
Sunset Cliffs||San Diego|US|32.7186|-117.2570|viewpoint
Torrey Pines State Natural Reserve||San Diego|US|32.9210|-117.2530|park
Cabrillo National Monument||San Diego|US|32.6722|-117.2415|viewpoint
Old Town San Diego State Historic Park|Old Town San Diego|San Diego|US|32.7545|-117.1970|sight
Mission San Diego de Alcalá||San Diego|US|32.7844|-117.1065|religious
Mānoa Falls|마노아 폭포;마노아 폴스;マノアの滝;マノア滝|Honolulu|US|21.3327|-157.8007|nature
Heard Museum||Phoenix|US|33.4726|-112.0720|museum
Larimer Square||Denver|US|39.7477|-104.9993|neighbourhood
Old Town Albuquerque||Albuquerque|US|35.0962|-106.6700|neighbourhood
Sandia Peak Tramway||Albuquerque|US|35.1910|-106.4800|viewpoint
Fort Worth Stockyards|Stockyards National Historic District|Fort Worth|US|32.7890|-97.3470|neighbourhood
Kimbell Art Museum||Fort Worth|US|32.7487|-97.3648|museum
Dealey Plaza||Dallas|US|32.7788|-96.8084|sight
Sixth Floor Museum||Dallas|US|32.7798|-96.8084|museum
Reunion Tower||Dallas|US|32.7755|-96.8089|viewpoint
Mission Concepción||San Antonio|US|29.3903|-98.4918|religious
Pearl District San Antonio||San Antonio|US|29.4424|-98.4803|neighbourhood
Menil Collection||Houston|US|29.7373|-95.3985|museum
Rothko Chapel||Houston|US|29.7376|-95.3962|religious
Museum of Fine Arts, Houston||Houston|US|29.7256|-95.3905|museum
Ruby Falls||Chattanooga|US|35.0190|-85.3395|nature
Tennessee Aquarium||Chattanooga|US|35.0558|-85.3111|museum
Walnut Street Bridge||Chattanooga|US|35.0590|-85.3060|sight
Churchill Downs||Louisville|US|38.2031|-85.7703|sight
Muhammad Ali Center||Louisville|US|38.2584|-85.7594|museum
Louisville Slugger Museum||Louisville|US|38.2571|-85.7637|museum
Martin Luther King Jr. National Historical Park||Atlanta|US|33.7555|-84.3733|sight
Ponce City Market||Atlanta|US|33.7726|-84.3655|market
Centennial Olympic Park||Atlanta|US|33.7603|-84.3932|park
High Museum of Art||Atlanta|US|33.7901|-84.3855|museum
Atlanta Botanical Garden||Atlanta|US|33.7900|-84.3729|park
Stone Mountain Park||Stone Mountain|US|33.8053|-84.1455|park
Birmingham Civil Rights Institute||Birmingham|US|33.5162|-86.8146|museum
16th Street Baptist Church||Birmingham|US|33.5166|-86.8149|religious
Edmund Pettus Bridge||Selma|US|32.4046|-87.0187|sight
Wright Brothers National Memorial||Kill Devil Hills|US|36.0142|-75.6681|sight
Jockey's Ridge State Park||Nags Head|US|35.9642|-75.6330|park
Cape Hatteras Lighthouse||Buxton|US|35.2510|-75.5290|sight
Luray Caverns||Luray|US|38.6640|-78.4836|nature
Jamestown Settlement||Williamsburg|US|37.2221|-76.7836|museum
Virginia Museum of Fine Arts||Richmond|US|37.5565|-77.4748|museum
Fort McHenry||Baltimore|US|39.2634|-76.5799|sight
Fells Point||Baltimore|US|39.2826|-76.5916|neighbourhood
American Visionary Art Museum||Baltimore|US|39.2800|-76.6070|museum
Walters Art Museum||Baltimore|US|39.2965|-76.6160|museum
United States Naval Academy||Annapolis|US|38.9826|-76.4842|sight
Maryland State House||Annapolis|US|38.9787|-76.4910|sight
Andy Warhol Museum||Pittsburgh|US|40.4482|-80.0025|museum
Duquesne Incline||Pittsburgh|US|40.4387|-80.0178|viewpoint
Cathedral of Learning||Pittsburgh|US|40.4443|-79.9532|sight
Phipps Conservatory||Pittsburgh|US|40.4390|-79.9470|park
Point State Park||Pittsburgh|US|40.4418|-80.0106|park
Lancaster Central Market||Lancaster|US|40.0385|-76.3065|market
Saratoga Race Course||Saratoga Springs|US|43.0733|-73.7704|sight
Watkins Glen State Park||Watkins Glen|US|42.3747|-76.8720|park
Corning Museum of Glass||Corning|US|42.1497|-77.0542|museum
Montauk Point Lighthouse||Montauk|US|41.0710|-71.8571|sight
RISD Museum||Providence|US|41.8266|-71.4077|museum
Rhode Island State House||Providence|US|41.8309|-71.4149|sight
Race Point Beach||Provincetown|US|42.0750|-70.2160|beach
Chatham Lighthouse||Chatham|US|41.6713|-69.9500|sight
Nauset Light||Eastham|US|41.8600|-69.9530|sight
Church Street Marketplace||Burlington|US|44.4780|-73.2125|shop
Shelburne Museum||Burlington|US|44.3760|-73.2310|museum
Mark Twain House||Hartford|US|41.7668|-72.7012|museum
Yale University Art Gallery||New Haven|US|41.3083|-72.9310|museum
Milwaukee Art Museum||Milwaukee|US|43.0400|-87.8970|museum
Minneapolis Sculpture Garden||Minneapolis|US|44.9697|-93.2891|park
Spoonbridge and Cherry||Minneapolis|US|44.9697|-93.2891|sight
Stone Arch Bridge||Minneapolis|US|44.9806|-93.2530|sight
Mall of America||Bloomington|US|44.8549|-93.2422|shop
Minnehaha Falls||Minneapolis|US|44.9153|-93.2110|nature
Detroit Institute of Arts||Detroit|US|42.3594|-83.0645|museum
The Henry Ford|Henry Ford Museum|Dearborn|US|42.3034|-83.2337|museum
Gateway Arch||St. Louis|US|38.6247|-90.1848|sight
Missouri Botanical Garden||St. Louis|US|38.6128|-90.2594|park
Cathedral Basilica of Saint Louis||St. Louis|US|38.6425|-90.2550|religious
Nelson-Atkins Museum of Art||Kansas City|US|39.0453|-94.5810|museum
Country Club Plaza||Kansas City|US|39.0418|-94.5930|shop
National WWI Museum and Memorial||Kansas City|US|39.0806|-94.5861|museum
Rock and Roll Hall of Fame||Cleveland|US|41.5085|-81.6954|museum
Cleveland Museum of Art||Cleveland|US|41.5089|-81.6118|museum
Crazy Horse Memorial||Custer|US|43.8366|-103.6240|sight
Devils Tower||Sundance|US|44.5902|-104.7146|nature
Anhinga Trail||Homestead|US|25.3820|-80.6090|nature
Siesta Beach||Sarasota|US|27.2658|-82.5500|beach
Ybor City||Tampa|US|27.9600|-82.4370|neighbourhood
Clearwater Beach||Clearwater|US|27.9780|-82.8280|beach
Brandywine Falls||Whistler|CA|50.0355|-123.1197|nature
Royal Tyrrell Museum||Three Hills|CA|51.4790|-112.7900|museum
West Edmonton Mall||Edmonton|CA|53.5225|-113.6242|shop
Canadian Museum for Human Rights||Winnipeg|CA|49.8908|-97.1305|museum
Bata Shoe Museum||Toronto|CA|43.6673|-79.4002|museum
Evergreen Brick Works||Toronto|CA|43.6846|-79.3653|park
Fort Henry||Kingston|CA|44.2308|-76.4597|sight
Canadian War Museum||Ottawa|CA|45.4170|-75.7170|museum
Rideau Hall||Ottawa|CA|45.4445|-75.6868|sight
Alexander Graham Bell National Historic Site||Sydney|CA|46.1040|-60.7450|museum
Bathhouse Row||Hot Springs|US|34.5140|-93.0540|sight
Natural Bridges State Beach||Santa Cruz|US|36.9520|-122.0580|beach
Seven Magic Mountains|세븐 매직 마운틴;セブン・マジック・マウンテンズ;七座魔法山;七魔山;세븐매직마운틴;セブンマジックマウンテンズ|Las Vegas|US|35.8383|-115.2716|sight
Cape May Lighthouse||Cape May|US|38.9332|-74.9603|sight
Philadelphia's Magic Gardens|Magic Gardens|Philadelphia|US|39.9427|-75.1593|museum
Mütter Museum||Philadelphia|US|39.9533|-75.1766|museum
Museum of the American Revolution||Philadelphia|US|39.9481|-75.1457|museum
Boathouse Row||Philadelphia|US|39.9695|-75.1877|sight
Betsy Ross House||Philadelphia|US|39.9523|-75.1446|museum
Longwood Gardens||Kennett Square|US|39.8712|-75.6750|park
National Portrait Gallery Washington|Smithsonian National Portrait Gallery|Washington, D.C.|US|38.8977|-77.0230|museum
Franklin Delano Roosevelt Memorial|FDR Memorial|Washington, D.C.|US|38.8836|-77.0446|sight
Dumbarton Oaks||Washington, D.C.|US|38.9145|-77.0636|park
Basilica of the National Shrine of the Immaculate Conception||Washington, D.C.|US|38.9332|-76.9971|religious
Marine Corps War Memorial|Iwo Jima Memorial|Arlington|US|38.8904|-77.0697|sight
Green-Wood Cemetery||New York City|US|40.6526|-73.9903|sight
MoMA PS1||New York City|US|40.7455|-73.9472|museum
Norton Simon Museum||Pasadena|US|34.1462|-118.1590|museum
Gamble House||Pasadena|US|34.1520|-118.1610|sight
El Matador State Beach||Malibu|US|34.0383|-118.8750|beach
Academy Museum of Motion Pictures|아카데미 영화 박물관;アカデミー映画博物館;奥斯卡电影博物馆;奧斯卡電影博物館;아카데미영화박물관|Los Angeles|US|34.0630|-118.3620|museum
Battery Spencer||Sausalito|US|37.8290|-122.4830|viewpoint
Conservatory of Flowers||San Francisco|US|37.7722|-122.4603|park
Transamerica Pyramid|트랜스아메리카 피라미드;トランスアメリカ・ピラミッド;泛美金字塔;트랜스아메리카피라미드;トランスアメリカピラミッド|San Francisco|US|37.7952|-122.4028|sight
Filbert Street Steps||San Francisco|US|37.8020|-122.4040|sight
Angel Island||Tiburon|US|37.8610|-122.4330|park
The 606|Bloomingdale Trail|Chicago|US|41.9140|-87.6900|park
Crown Fountain||Chicago|US|41.8815|-87.6237|sight
Seattle Japanese Garden||Seattle|US|47.6289|-122.2964|park
Bill Speidel's Underground Tour|Seattle Underground|Seattle|US|47.6023|-122.3341|sight
Make Way for Ducklings||Boston|US|42.3557|-71.0694|sight
Old South Meeting House||Boston|US|42.3571|-71.0586|museum
Union Oyster House||Boston|US|42.3613|-71.0569|food
Quartier des spectacles|Quartier des Spectacles Montréal|Montreal|CA|45.5085|-73.5665|neighbourhood
Place des Arts||Montreal|CA|45.5085|-73.5665|sight
Mile End Montréal||Montreal|CA|45.5230|-73.6000|neighbourhood
Village gai de Montréal|Gay Village Montreal;Le Village Montréal|Montreal|CA|45.5195|-73.5570|neighbourhood
Petite-Italie Montréal|Little Italy Montreal|Montreal|CA|45.5345|-73.6150|neighbourhood
Parc Jean-Drapeau|Jean-Drapeau Park;Île Sainte-Hélène|Montreal|CA|45.5130|-73.5325|park
Circuit Gilles-Villeneuve|Gilles Villeneuve circuit|Montreal|CA|45.5005|-73.5260|sight
Canal de Lachine|Lachine Canal|Montreal|CA|45.4803|-73.5770|park
Montréal souterrain|RÉSO;Underground City Montreal;Ville souterraine|Montreal|CA|45.5020|-73.5700|shop
Lac aux Castors|Beaver Lake Montreal|Montreal|CA|45.4980|-73.5960|park
Croix du mont Royal|Mount Royal Cross|Montreal|CA|45.5089|-73.5872|viewpoint
Cimetière Notre-Dame-des-Neiges|Notre-Dame-des-Neiges Cemetery|Montreal|CA|45.5000|-73.6150|sight
Biodôme de Montréal|Montreal Biodome|Montreal|CA|45.5597|-73.5499|museum
Fairmount Bagel|Fairmount Bagel Bakery|Montreal|CA|45.5229|-73.5944|food
La Banquise|La Banquise poutine|Montreal|CA|45.5253|-73.5751|food
Château Ramezay|Chateau Ramezay Museum|Montreal|CA|45.5085|-73.5530|museum
Place d'Armes Montréal||Montreal|CA|45.5045|-73.5570|sight
Grande roue de Montréal|Montreal Observation Wheel|Montreal|CA|45.5080|-73.5490|viewpoint
Square Saint-Louis|Carré Saint-Louis|Montreal|CA|45.5171|-73.5690|park
Hôtel du Parlement du Québec|Parliament Building Quebec;Assemblée nationale du Québec|Quebec|CA|46.8086|-71.2143|sight
Musée national des beaux-arts du Québec|MNBAQ|Quebec|CA|46.8010|-71.2240|museum
Observatoire de la Capitale|Capitale Observatory;Édifice Marie-Guyart|Quebec|CA|46.8078|-71.2160|viewpoint
Porte Saint-Louis|Saint-Louis Gate Quebec|Quebec|CA|46.8103|-71.2131|sight
Escalier Casse-Cou|Breakneck Stairs|Quebec|CA|46.8127|-71.2031|sight
Fresque des Québécois|Quebec City Mural|Quebec|CA|46.8134|-71.2028|sight
Funiculaire du Vieux-Québec|Old Quebec Funicular|Quebec|CA|46.8122|-71.2037|sight
Monastère des Ursulines de Québec|Ursulines Monastery Quebec|Quebec|CA|46.8118|-71.2085|religious
Île d'Orléans|Island of Orléans|Beaupré|CA|46.9200|-70.9500|nature
Rocher Percé|Percé Rock|Gaspé|CA|48.5225|-64.2030|nature
Île Bonaventure|Bonaventure Island;Parc national de l'Île-Bonaventure-et-du-Rocher-Percé|Gaspé|CA|48.4985|-64.1620|nature
Forteresse de Louisbourg|Fortress of Louisbourg|Sydney|CA|45.8900|-59.9860|sight
Confederation Bridge|Pont de la Confédération|Summerside|CA|46.2130|-63.7500|sight
Point Pleasant Park|Parc Point Pleasant|Halifax|CA|44.6240|-63.5680|park
Montagne Pelée|Mount Pelée;Mont Pelée|Le Morne-Rouge|MQ|14.8094|-61.1653|nature
Ruines de Saint-Pierre|Saint-Pierre ruins Martinique;Théâtre de Saint-Pierre|Saint-Pierre|MQ|14.7435|-61.1760|sight
Rocher du Diamant|Diamond Rock|Les Trois-Îlets|MQ|14.4427|-61.0386|nature
La Soufrière de Guadeloupe|Soufrière volcano Guadeloupe|Saint-Claude|GP|16.0445|-61.6640|nature
Réserve Cousteau|Îlets Pigeon;Pigeon Islands Guadeloupe|Bouillante|GP|16.1667|-61.7900|nature
Museo Tamayo|Museo Tamayo Arte Contemporáneo;Tamayo Museum|Mexico City|MX|19.4262|-99.1815|museum
Palacio de Iturbide|Palacio de Cultura Citibanamex|Mexico City|MX|19.4340|-99.1385|museum
Mercado de Jamaica|Jamaica flower market|Mexico City|MX|19.4090|-99.1225|market
Museo Jumex|Fundación Jumex|Mexico City|MX|19.4404|-99.2050|museum
Plaza de Santo Domingo de la Ciudad de México|Plaza Santo Domingo CDMX|Mexico City|MX|19.4380|-99.1335|sight
Mercado de Sonora|Sonora witchcraft market|Mexico City|MX|19.4225|-99.1230|market
Museo de Arte Popular|MAP Mexico City;Museum of Popular Art|Mexico City|MX|19.4320|-99.1445|museum
Museo Casa Estudio Diego Rivera y Frida Kahlo|Casa Estudio Diego Rivera;Diego Rivera and Frida Kahlo Studio House|Mexico City|MX|19.3452|-99.1935|museum
Palacio de Minería|Palace of Mining|Mexico City|MX|19.4355|-99.1395|sight
Café de Tacuba|Cafe Tacuba restaurant|Mexico City|MX|19.4357|-99.1375|food
Churrería El Moro|El Moro churros|Mexico City|MX|19.4330|-99.1420|food
Museo Franz Mayer|Franz Mayer Museum|Mexico City|MX|19.4373|-99.1439|museum
Museo Memoria y Tolerancia|Museum of Memory and Tolerance|Mexico City|MX|19.4352|-99.1466|museum
Templo de San Francisco de la Ciudad de México|Iglesia de San Francisco CDMX;Templo de San Francisco Madero|Mexico City|MX|19.4340|-99.1410|religious
Mercado de Artesanías La Ciudadela|La Ciudadela market|Mexico City|MX|19.4300|-99.1470|market
Zona Arqueológica de Cuicuilco|Cuicuilco|Mexico City|MX|19.3016|-99.1813|sight
Estadio Olímpico Universitario|Estadio Olímpico de la UNAM|Mexico City|MX|19.3320|-99.1920|sight
Jardín Centenario de Coyoacán||Mexico City|MX|19.3497|-99.1625|park
Jardín Etnobotánico de Oaxaca|Ethnobotanical Garden Oaxaca|Oaxaca|MX|17.0664|-96.7230|park
Museo Textil de Oaxaca|Textile Museum of Oaxaca|Oaxaca|MX|17.0614|-96.7266|museum
Auditorio Guelaguetza|Cerro del Fortín|Oaxaca|MX|17.0710|-96.7320|viewpoint
Museo de Arte Prehispánico Rufino Tamayo|Museo Rufino Tamayo Oaxaca|Oaxaca|MX|17.0640|-96.7260|museum
Barrio de Jalatlaco|Jalatlaco|Oaxaca|MX|17.0650|-96.7140|neighbourhood
Zona Arqueológica de Yagul|Yagul|Tlacolula de Matamoros|MX|16.9590|-96.4640|sight
Ex Convento de Cuilápam|Ex Convento de Santiago Apóstol Cuilapan|Oaxaca|MX|16.9945|-96.7795|religious
Templo Expiatorio del Santísimo Sacramento|Templo Expiatorio Guadalajara|Guadalajara|MX|20.6742|-103.3578|religious
Mercado San Juan de Dios|Mercado Libertad|Guadalajara|MX|20.6750|-103.3390|market
Teatro Degollado|Degollado Theatre|Guadalajara|MX|20.6770|-103.3440|sight
Rotonda de los Jaliscienses Ilustres|Rotonda de los Hombres Ilustres Guadalajara|Guadalajara|MX|20.6782|-103.3470|sight
Palacio de Gobierno de Jalisco|Palacio de Gobierno Guadalajara|Guadalajara|MX|20.6762|-103.3460|sight
Museo Regional de Guadalajara|Regional Museum of Guadalajara|Guadalajara|MX|20.6785|-103.3455|museum
Los Arcos de Guadalajara|Arcos de Guadalajara|Guadalajara|MX|20.6739|-103.3889|sight
Glorieta Minerva|La Minerva Guadalajara|Guadalajara|MX|20.6745|-103.3915|sight
Basílica de Zapopan|Basílica de Nuestra Señora de Zapopan|Zapopan|MX|20.7205|-103.3915|religious
El Parián de Tlaquepaque|El Parián|Tlaquepaque|MX|20.6405|-103.3120|food
Santuario de Jesús Nazareno de Atotonilco|Santuario de Atotonilco;Atotonilco Sanctuary|San Miguel de Allende|MX|21.0010|-100.7840|religious
Iglesia de Santa María Tonantzintla|Santa María Tonantzintla church|Cholula|MX|19.0290|-98.2985|religious
Ex Convento de Tepoztlán|Ex Convento de la Natividad Tepoztlán|Tepoztlán|MX|18.9855|-99.0995|religious
Pirámide del Tepozteco|El Tepozteco;Tepozteco pyramid|Tepoztlán|MX|18.9942|-99.0964|sight
Palacio de Cortés|Museo Regional Cuauhnáhuac;Cortés Palace Cuernavaca|Cuernavaca|MX|18.9210|-99.2340|museum
Jardín Borda|Borda Garden|Cuernavaca|MX|18.9217|-99.2370|park
Zona Arqueológica de Xochicalco|Xochicalco|Cuernavaca|MX|18.8040|-99.2960|sight
Las Pozas de Xilitla|Jardín Surrealista de Edward James;Edward James Surrealist Garden|Xilitla|MX|21.3975|-98.9952|park
Acueducto de Morelia|Morelia Aqueduct|Morelia|MX|19.6990|-101.1780|sight
Zona Arqueológica de Edzná|Edzná|Campeche|MX|19.5960|-90.2290|sight
Lagunas Rosadas de Las Coloradas|Las Coloradas pink lakes;Pink lakes Las Coloradas|Río Lagartos|MX|21.6060|-87.9900|nature
Convento de las Capuchinas|Capuchinas Antigua;Convento de Capuchinas|Antigua Guatemala|GT|14.5600|-90.7310|religious
Convento de Santa Clara Antigua|Ruinas de Santa Clara|Antigua Guatemala|GT|14.5545|-90.7315|religious
Iglesia de San Francisco el Grande Antigua|San Francisco Antigua Guatemala;Hermano Pedro church|Antigua Guatemala|GT|14.5535|-90.7285|religious
Tanque La Unión|Parque La Unión Antigua|Antigua Guatemala|GT|14.5560|-90.7310|sight
Yaxhá|Parque Nacional Yaxhá-Nakum-Naranjo|Flores|GT|17.0760|-89.4020|sight
Palacio Nacional de la Cultura|Palacio Nacional de Guatemala|Guatemala City|GT|14.6425|-90.5130|sight
Museo Popol Vuh|Popol Vuh Museum|Guatemala City|GT|14.6054|-90.5054|museum
Catarata La Fortuna|La Fortuna Waterfall;Catarata Río Fortuna|La Fortuna|CR|10.4481|-84.6683|nature
Parque Nacional Tortuguero|Tortuguero National Park|Guápiles|CR|10.5420|-83.5020|nature
Parque Nacional Cahuita|Cahuita National Park|Limón|CR|9.7380|-82.8170|nature
Valle de Viñales|Viñales Valley;Parque Nacional Viñales|Viñales|CU|22.6200|-83.7100|nature
Castillo de San Pedro de la Roca|Castillo del Morro Santiago de Cuba;El Morro Santiago|Santiago de Cuba|CU|19.9700|-75.8720|sight
Basílica Santuario Nacional de Nuestra Señora de la Caridad del Cobre|Basílica del Cobre;Virgen de la Caridad del Cobre|Santiago de Cuba|CU|20.0500|-75.9460|religious
Cementerio Santa Ifigenia|Santa Ifigenia Cemetery|Santiago de Cuba|CU|20.0345|-75.8450|sight
Parque Céspedes de Santiago de Cuba|Parque Carlos Manuel de Céspedes Santiago de Cuba|Santiago de Cuba|CU|20.0215|-75.8295|sight
Cuartel Moncada|Moncada Barracks;Museo 26 de Julio|Santiago de Cuba|CU|20.0290|-75.8200|museum
Playa de Varadero|Varadero Beach|Varadero|CU|23.1510|-81.2270|beach
Plaza San Juan de Dios de Camagüey|Plaza de San Juan de Dios Camagüey|Camagüey|CU|21.3770|-77.9190|sight
Torre Manaca Iznaga|Manaca Iznaga;Valle de los Ingenios|Trinidad|CU|21.8240|-79.8210|sight
Castillo de la Real Fuerza|Real Fuerza|Havana|CU|23.1420|-82.3495|sight
Palacio de los Capitanes Generales|Museo de la Ciudad de La Habana|Havana|CU|23.1405|-82.3505|museum
Parque Central de La Habana|Parque Central Havana|Havana|CU|23.1378|-82.3590|park
Heladería Coppelia|Coppelia|Havana|CU|23.1395|-82.3825|food
Universidad de La Habana|University of Havana|Havana|CU|23.1360|-82.3820|sight
Finca Vigía|Museo Ernest Hemingway;Hemingway House Cuba|Havana|CU|23.0680|-82.2960|museum
Fusterlandia|Fuster's House;Taller de José Fuster|Havana|CU|23.0930|-82.4640|sight
Museo Napoleónico|Napoleonic Museum Havana|Havana|CU|23.1355|-82.3870|museum
Isla Saona|Saona Island;Parque Nacional del Este|La Romana|DO|18.1600|-68.6600|beach
Altos de Chavón|Chavón|La Romana|DO|18.4180|-68.9080|sight
Fortaleza San Felipe de Puerto Plata|Fortaleza San Felipe|Puerto Plata|DO|19.8030|-70.6940|sight
Teleférico de Puerto Plata|Loma Isabel de Torres|Puerto Plata|DO|19.7880|-70.7020|viewpoint
Cayo Levantado|Bacardi Island|Samaná|DO|19.1700|-69.2710|beach
Playa Rincón de Samaná|Rincón Beach Samaná|Samaná|DO|19.2850|-69.2380|beach
Salto El Limón|Cascada El Limón;El Limón waterfall|Samaná|DO|19.2783|-69.4427|nature
Templo de Santo Domingo de San Cristóbal|Santo Domingo San Cristóbal de las Casas|San Cristóbal de las Casas|MX|16.7405|-92.6375|religious
Templo de Santa Prisca|Santa Prisca Taxco|Taxco de Alarcón|MX|18.5565|-99.6050|religious
Gran Museo del Mundo Maya|Great Museum of the Mayan World|Mérida|MX|21.0150|-89.6110|museum
Zona Arqueológica de Tula|Tula archaeological site|Tula de Allende|MX|20.0640|-99.3410|sight
Atlantes de Tula|Atlantes of Tula|Tula de Allende|MX|20.0640|-99.3410|sight
Plaza del Cristo de La Habana|Plaza del Cristo Havana|Havana|CU|23.1350|-82.3600|sight
Almacenes San José|Feria de San José;San José craft market|Havana|CU|23.1325|-82.3430|market
Iglesia Parroquial de la Santísima Trinidad|Iglesia de la Santísima Trinidad Trinidad Cuba|Trinidad|CU|21.8045|-79.9845|religious
Cañón del Sumidero|Sumidero Canyon|Chiapa de Corzo|MX|16.8400|-93.0800|nature
Playa Manuel Antonio|Manuel Antonio beach|Quepos|CR|9.3800|-84.1400|beach
Playa Tamarindo|Tamarindo beach|Santa Cruz|CR|10.2990|-85.8400|beach
Byodo-In Temple|Byodo-In Temple Oahu;하와이 뵤도인;뵤도인 템플;뵤도인 사원 하와이|Kaneohe|US|21.4306|-157.8319|religious
Polynesian Cultural Center|폴리네시안 문화센터;폴리네시안 컬처럴 센터;폴리네시안 문화 센터|Kaneohe|US|21.6392|-157.9200|museum
Kailua Beach Park|Kailua Beach;카일루아 비치;카일루아비치;카일루아 비치파크|Kailua|US|21.3975|-157.7275|beach
Makapuʻu Point Lighthouse|Makapuu Point;Makapuu Lighthouse Trail;마카푸우 등대;마카푸우 포인트;마카푸우 트레일|Honolulu|US|21.3098|-157.6494|viewpoint
Hālona Blowhole|할로나 블로우홀|Honolulu|US|21.2833|-157.6775|viewpoint
Koko Crater Trail|Koko Head Stairs;Koko Head Trail;코코헤드 트레일;코코 크레이터 트레일;코코헤드|Honolulu|US|21.2815|-157.6935|viewpoint
Laniakea Beach|Turtle Beach Oahu;라니아케아 비치;터틀 비치 하와이|Hale‘iwa|US|21.6186|-158.0853|beach
Ala Moana Beach Park|알라모아나 비치파크;알라모아나 비치;알라 모아나 비치|Honolulu|US|21.2903|-157.8483|beach
Ala Moana Center|알라모아나 센터;알라모아나 쇼핑센터;알라 모아나 센터;알라모아나센터|Honolulu|US|21.2910|-157.8434|shop
Kapiʻolani Park|Kapiolani Park;카피올라니 공원;카피올라니 파크|Honolulu|US|21.2690|-157.8200|park
Honolulu Zoo|호놀룰루 동물원|Honolulu|US|21.2713|-157.8210|sight
Waikīkī Aquarium|와이키키 수족관;와이키키 아쿠아리움|Honolulu|US|21.2656|-157.8219|museum
Duke Kahanamoku Statue|듀크 카하나모쿠 동상;듀크 동상|Honolulu|US|21.2764|-157.8264|sight
Aloha Tower|알로하 타워;알로하타워|Honolulu|US|21.3068|-157.8659|viewpoint
Bishop Museum|Bernice Pauahi Bishop Museum;비숍 박물관;비숍 뮤지엄|Honolulu|US|21.3331|-157.8706|museum
King Kamehameha Statue Honolulu|Kamehameha Statue;카메하메하 대왕 동상;카메하메하 동상|Honolulu|US|21.3058|-157.8595|sight
Nuʻuanu Pali Lookout|Pali Lookout;Nuuanu Pali Lookout;누우아누 팔리 전망대;팔리 전망대|Kaneohe|US|21.3669|-157.7936|viewpoint
Puʻu ʻUalakaʻa State Park|Tantalus Lookout;Puu Ualakaa;탄탈루스 전망대;탄탈루스 언덕|Honolulu|US|21.3163|-157.8193|viewpoint
Ko Olina Lagoons|코올리나 라군|Kapolei|US|21.3365|-158.1240|beach
Matsumoto Shave Ice|마츠모토 셰이브 아이스;마츠모토 쉐이브아이스;마츠모토 쉐이브 아이스|Hale‘iwa|US|21.5914|-158.1029|food
Sunset Beach Oahu|Sunset Beach Park;선셋 비치 오아후;선셋비치 하와이|Hale‘iwa|US|21.6787|-158.0415|beach
King Kamehameha Statue|Kamehameha Statue Honolulu;カメハメハ大王像|Honolulu|US|21.3058|-157.8594|sight
Maunakea|Mauna Kea Summit;Mauna Kea;マウナケア;マウナケア山|Hilo|US|19.8207|-155.4681|nature
Hulihee Palace|Huliheʻe Palace;フリヘエ宮殿|Kailua-Kona|US|19.6393|-155.9953|museum
Halemaʻumaʻu Crater|Halemaumau Crater;Halemaumau;ハレマウマウ火口|Volcano|US|19.4075|-155.2834|nature
Stanford University|스탠퍼드 대학교;스탠포드 대학교;スタンフォード大学;斯坦福大学;史丹佛大學;스탠퍼드대학교;스탠포드대학교|Palo Alto|US|37.4275|-122.1697|sight
Dolby Theatre|돌비 극장;돌비 시어터;ドルビー・シアター;杜比剧院;杜比劇院;돌비극장;돌비시어터;ドルビーシアター|Los Angeles|US|34.1022|-118.3404|sight
Lake Minnewanka|미네완카 호수;ミネワンカ湖;明尼万卡湖;明尼灣卡湖;미네완카호수|Banff|CA|51.2487|-115.4945|nature
Vermilion Lakes|버밀리언 호수;バーミリオン湖;朱砂湖;翠明湖;버밀리언호수|Banff|CA|51.1840|-115.6040|nature
Valley of Fire State Park|Valley of Fire;밸리 오브 파이어;밸리오브파이어 주립공원;バレー・オブ・ファイヤー州立公園;火焰谷州立公园;火焰谷州立公園;밸리오브파이어;밸리오브파이어주립공원;バレーオブファイヤー州立公園|Moapa Valley|US|36.4389|-114.5325|park
Manhattan Bridge|맨해튼 브리지;맨해튼 다리;マンハッタン橋;マンハッタン・ブリッジ;曼哈顿大桥;曼哈頓大橋;맨해튼브리지;맨해튼다리;マンハッタンブリッジ|New York City|US|40.7075|-73.9907|sight
San Francisco–Oakland Bay Bridge|샌프란시스코 베이 브리지;サンフランシスコ・オークランド・ベイブリッジ;旧金山海湾大桥;舊金山海灣大橋;旧金山-奥克兰海湾大桥;샌프란시스코베이브리지;サンフランシスコオークランドベイブリッジ|San Francisco|US|37.8181|-122.3467|sight
Grand Canyon Skywalk|Grand Canyon West Skywalk;Eagle Point Grand Canyon West;그랜드 캐니언 스카이워크;그랜드캐니언 웨스트;グランドキャニオン・スカイウォーク;グランドキャニオン・ウエスト;大峡谷玻璃桥;大峽谷玻璃橋;大峡谷天空步道;그랜드캐니언스카이워크;그랜드캐니언웨스트;グランドキャニオンスカイウォーク;グランドキャニオンウエスト|Meadview|US|36.0120|-113.8109|viewpoint
Brooklyn Heights Promenade|브루클린 하이츠 프롬나드;ブルックリン・ハイツ・プロムナード;布鲁克林高地长廊;布魯克林高地長廊;브루클린하이츠프롬나드;ブルックリンハイツプロムナード|New York City|US|40.6960|-73.9976|viewpoint
Gapstow Bridge|갭스토 브리지;ギャップストウ橋;加普斯托桥;加普斯托橋;갭스토브리지|New York City|US|40.7666|-73.9741|sight
Peter Luger Steak House|Peter Luger;피터 루거;피터루거 스테이크하우스;ピーター・ルーガー;ピーター・ルーガー・ステーキハウス;彼得鲁格牛排馆;彼得魯格牛排館;피터루거;피터루거스테이크하우스;ピータールーガー;ピータールーガーステーキハウス|New York City|US|40.7099|-73.9624|food
Gantry Plaza State Park|Gantry Plaza;갠트리 플라자 주립공원;ガントリー・プラザ州立公園;甘特里广场州立公园;甘特里廣場州立公園;갠트리플라자주립공원;ガントリープラザ州立公園|New York City|US|40.7453|-73.9585|park
Koreatown Los Angeles|LA Koreatown;K-Town LA;LA 코리아타운;LA 한인타운;엘에이 한인타운;ロサンゼルス・コリアタウン;洛杉矶韩国城;洛杉磯韓國城;엘에이한인타운;ロサンゼルスコリアタウン|Los Angeles|US|34.0618|-118.3004|neighbourhood
Mission District San Francisco|The Mission San Francisco;미션 디스트릭트;미션 지구;ミッション地区;ミッション・ディストリクト;米慎区;米慎區;미션디스트릭트;미션지구;ミッションディストリクト|San Francisco|US|37.7599|-122.4148|neighbourhood
Fort Point National Historic Site|Fort Point San Francisco;포트 포인트;フォート・ポイント;波因特堡;포트포인트;フォートポイント|San Francisco|US|37.8106|-122.4771|sight
Robson Street|롭슨 스트리트;롭슨 거리;ロブソン・ストリート;罗布森街;羅伯森街;롭슨스트리트;롭슨거리;ロブソンストリート|Vancouver|CA|49.2855|-123.1265|shop
Upper Geyser Basin||West Yellowstone|US|44.4650|-110.8350|nature
Midway Geyser Basin||West Yellowstone|US|44.5233|-110.8380|nature
Fairy Falls Yellowstone|Fairy Falls Trail|West Yellowstone|US|44.5248|-110.8701|nature
Biscuit Basin||West Yellowstone|US|44.4853|-110.8530|nature
Fountain Paint Pot|Lower Geyser Basin|West Yellowstone|US|44.5497|-110.8082|nature
Yellowstone Lake|Lac Yellowstone;옐로스톤 호수;イエローストーン湖;黄石湖|West Yellowstone|US|44.4600|-110.3600|nature
Hayden Valley|헤이든 밸리;ヘイデン・バレー;海登谷|West Yellowstone|US|44.6438|-110.4554|nature
Lamar Valley|라마 밸리;ラマー・バレー;拉马尔山谷|West Yellowstone|US|44.8683|-110.1869|nature
Mud Volcano|Dragon's Mouth Spring|West Yellowstone|US|44.6246|-110.4327|nature
Tower Fall||West Yellowstone|US|44.8938|-110.3872|nature
Mount Washburn||West Yellowstone|US|44.7975|-110.4336|nature
Roosevelt Arch||West Yellowstone|US|45.0294|-110.7088|sight
Yellowstone National Park|Parc national de Yellowstone;Parque Nacional Yellowstone|West Yellowstone|US|44.6000|-110.5000|park
Grand Teton|그랜드 티턴;グランド・ティトン;大提顿峰|Jackson|US|43.7410|-110.8024|nature
Grand Teton National Park|Parc national de Grand Teton;그랜드 티턴 국립공원;グランド・ティトン国立公園;大提顿国家公园|Jackson|US|43.7900|-110.6800|park
Jackson Lake||Jackson|US|43.9000|-110.6700|nature
String Lake||Jackson|US|43.7859|-110.7286|nature
Jackson Hole Aerial Tram|Teton Village Tram|Jackson|US|43.5875|-110.8279|viewpoint
Glacier National Park|Parc national de Glacier;Parque Nacional de los Glaciares EEUU;글레이셔 국립공원;グレイシャー国立公園;冰川国家公园|Columbia Falls|US|48.7550|-113.8000|park
Many Glacier|Swiftcurrent Lake|Columbia Falls|US|48.7960|-113.6620|nature
Grinnell Glacier|Grinnell Glacier Trail|Columbia Falls|US|48.7507|-113.7280|nature
Iceberg Lake Glacier|Iceberg Lake Trail|Columbia Falls|US|48.8023|-113.7275|nature
Saint Mary Lake|St. Mary Lake|Browning|US|48.6828|-113.5456|nature
Trail of the Cedars||Columbia Falls|US|48.6797|-113.8190|nature
Zion National Park|Parc national de Zion;Parque Nacional Zion;자이언 국립공원;자이언 캐니언;ザイオン国立公園;ザイオン・キャニオン;锡安国家公园;錫安國家公園;宰恩国家公园;자이언국립공원;자이언캐니언;ザイオンキャニオン|Hurricane|US|37.2000|-112.9870|park
Kolob Canyons||Cedar City|US|37.4500|-113.2000|nature
Checkerboard Mesa||Hurricane|US|37.2255|-112.8816|nature
Bryce Canyon National Park|Bryce Canyon;Parc national de Bryce Canyon;Parque Nacional Bryce Canyon;브라이스 캐니언 국립공원;布莱斯峡谷国家公园;布萊斯峽谷國家公園;브라이스 캐니언;브라이스 캐년;ブライスキャニオン;ブライス・キャニオン国立公園;布莱斯峡谷;布萊斯峽谷;브라이스캐니언;브라이스캐년;ブライスキャニオン国立公園|Panguitch|US|37.6240|-112.1670|park
Rainbow Point Bryce||Panguitch|US|37.4760|-112.2400|viewpoint
Fairyland Point||Panguitch|US|37.6490|-112.1470|viewpoint
Queens Garden Trail||Panguitch|US|37.6270|-112.1620|nature
Red Canyon Utah|Red Canyon Arches|Panguitch|US|37.7433|-112.3109|nature
Mossy Cave Trail|Mossy Cave|Panguitch|US|37.6660|-112.1120|nature
Capitol Reef National Park|Capitol Reef;Parc national de Capitol Reef;캐피톨 리프 국립공원;キャピトル・リーフ国立公園|Loa|US|38.2900|-111.2600|park
Hickman Bridge||Loa|US|38.2887|-111.2277|nature
Fruita Historic District||Loa|US|38.2850|-111.2519|sight
Gifford Homestead||Loa|US|38.2850|-111.2519|sight
Arches National Park Visitor Center|Arches Visitor Center|Moab|US|38.6166|-109.6197|sight
Devils Garden Trail|Devils Garden Arches|Moab|US|38.7826|-109.5949|nature
Park Avenue Arches|Park Avenue Trail|Moab|US|38.6180|-109.6000|nature
Fiery Furnace||Moab|US|38.7445|-109.5624|nature
Corona Arch||Moab|US|38.5798|-109.6199|nature
Fisher Towers||Moab|US|38.7250|-109.3090|nature
Canyonlands National Park|Island in the Sky;Parc national des Canyonlands;캐니언랜즈 국립공원;キャニオンランズ国立公園;峡谷地国家公园|Moab|US|38.4600|-109.8210|park
Upheaval Dome||Moab|US|38.4390|-109.9290|nature
Newspaper Rock Utah|Newspaper Rock State Historic Monument|Monticello|US|37.9883|-109.5183|sight
Goblin Valley State Park|Goblin Valley|Ferron|US|38.5660|-110.7080|park
Goosenecks State Park||Kayenta|US|37.1747|-109.9270|viewpoint
Valley of the Gods||Blanding|US|37.2364|-109.8136|nature
Moki Dugway||Blanding|US|37.2752|-109.9370|viewpoint
Natural Bridges National Monument||Blanding|US|37.6070|-110.0030|park
Sipapu Bridge||Blanding|US|37.6070|-110.0030|nature
The Wave Arizona|Coyote Buttes North;The Wave Coyote Buttes|Kanab|US|36.9959|-112.0063|nature
Lees Ferry||Page|US|36.8650|-111.5870|nature
Navajo Bridge||Page|US|36.8170|-111.6320|sight
Bright Angel Point|North Rim Grand Canyon;Grand Canyon North Rim;그랜드 캐니언 노스림;グランドキャニオン・ノースリム;大峡谷北缘|Grand Canyon Village|US|36.1989|-112.0518|viewpoint
Point Imperial||Grand Canyon Village|US|36.2785|-111.9760|viewpoint
Cape Royal||Grand Canyon Village|US|36.1172|-111.9477|viewpoint
Grandview Point Grand Canyon|Grandview Point|Grand Canyon Village|US|35.9982|-111.9876|viewpoint
Lipan Point||Grand Canyon Village|US|36.0327|-111.8528|viewpoint
Moran Point||Grand Canyon Village|US|36.0163|-111.9170|viewpoint
Hermits Rest||Grand Canyon Village|US|36.0606|-112.2105|viewpoint
South Kaibab Trailhead|South Kaibab Trail|Grand Canyon Village|US|36.0529|-112.0837|nature
Havasu Falls|하바수 폭포;ハバスの滝;哈瓦苏瀑布|Grand Canyon Village|US|36.2552|-112.6979|nature
Mooney Falls||Grand Canyon Village|US|36.2628|-112.7067|nature
West Fork Trail Oak Creek|West Fork of Oak Creek|Sedona|US|34.9902|-111.7434|nature
Boynton Canyon||Sedona|US|34.9085|-111.8490|nature
Montezuma Well||Camp Verde|US|34.6490|-111.7510|nature
Tuzigoot National Monument|Tuzigoot|Cottonwood|US|34.7720|-112.0270|sight
Sunset Crater Volcano National Monument|Sunset Crater|Flagstaff|US|35.3650|-111.5000|nature
Wupatki National Monument|Wupatki Pueblo|Flagstaff|US|35.5200|-111.3710|sight
Humphreys Peak||Flagstaff|US|35.3463|-111.6780|nature
Petrified Forest National Park|Painted Desert;Parc national de Petrified Forest;페트리파이드 포레스트 국립공원;石化林国家公园|Holbrook|US|35.0881|-109.8064|park
Death Valley National Park|Parc national de la vallée de la Mort;Parque Nacional del Valle de la Muerte;Valle della Morte;데스밸리 국립공원;데스 밸리;デスバレー国立公園;死亡谷国家公园;死亡谷國家公園|Beatty|US|36.4616|-116.8662|park
Badwater Basin|Badwater;배드워터 분지;バッドウォーター;恶水盆地;惡水盆地|Pahrump|US|36.2299|-116.7673|nature
Zabriskie Point|자브리스키 포인트;ザブリスキー・ポイント;扎布里斯基角|Beatty|US|36.4202|-116.8120|viewpoint
Dante's View||Pahrump|US|36.2210|-116.7266|nature
Artists Palette|Artists Drive|Beatty|US|36.3641|-116.8028|nature
Mesquite Flat Sand Dunes|Mesquite Dunes|Beatty|US|36.6062|-117.1149|nature
Devils Golf Course||Beatty|US|36.3200|-116.8330|nature
Golden Canyon Death Valley|Golden Canyon Trail|Beatty|US|36.4209|-116.8469|nature
Ubehebe Crater||Beatty|US|37.0099|-117.4506|nature
Racetrack Playa||Lone Pine|US|36.6800|-117.5600|nature
Mosaic Canyon||Beatty|US|36.5720|-117.1440|nature
Joshua Tree National Park|Parc national de Joshua Tree;Parque Nacional Joshua Tree;조슈아 트리 국립공원;ジョシュア・ツリー国立公園;约书亚树国家公园;約書亞樹國家公園;조슈아트리국립공원;ジョシュアツリー国立公園|Twentynine Palms|US|33.7900|-115.9000|park
Hidden Valley Joshua Tree|Hidden Valley Trail|Joshua Tree|US|34.0120|-116.1686|nature
Barker Dam||Joshua Tree|US|34.0248|-116.1418|nature
Arch Rock Joshua Tree|Arch Rock Nature Trail|Twentynine Palms|US|33.9853|-116.0146|nature
Salvation Mountain||Niland|US|33.2541|-115.4728|sight
Tuolumne Meadows|투올러미 메도스;トゥオルミ・メドウズ|Yosemite Valley|US|37.8737|-119.3580|nature
Tioga Pass|Tioga Road|Yosemite Valley|US|37.9107|-119.2578|nature
Olmsted Point||Yosemite Valley|US|37.8106|-119.4851|viewpoint
Tenaya Lake||Yosemite Valley|US|37.8300|-119.4600|nature
Taft Point||Yosemite Valley|US|37.7128|-119.6041|viewpoint
Sentinel Dome||Yosemite Valley|US|37.7230|-119.5844|viewpoint
Nevada Fall||Yosemite Valley|US|37.7248|-119.5334|nature
Happy Isles||Yosemite Valley|US|37.7321|-119.5578|nature
O'Shaughnessy Dam|Hetch Hetchy|Yosemite Valley|US|37.9466|-119.7877|sight
Yosemite National Park|Parc national de Yosemite;Parque Nacional de Yosemite;Yosemite-Nationalpark;요세미티 국립공원;ヨセミテ国立公園;优胜美地国家公园;優勝美地國家公園|Yosemite Valley|US|37.8333|-119.5000|park
Sequoia National Park|Parc national de Sequoia;Parque Nacional Sequoia;세쿼이아 국립공원;セコイア国立公園;红杉国家公园|Three Rivers|US|36.5077|-118.5752|park
Giant Forest Museum|Giant Forest|Three Rivers|US|36.5644|-118.7733|museum
Crescent Meadow||Three Rivers|US|36.5545|-118.7490|nature
General Grant Tree|Grant Grove|Three Rivers|US|36.7466|-118.9723|nature
Kings Canyon National Park|킹스 캐니언 국립공원;キングスキャニオン国立公園|Three Rivers|US|36.7900|-118.6700|park
Mount Whitney|Mt. Whitney;휘트니산;ホイットニー山;惠特尼峰|Lone Pine|US|36.5785|-118.2923|nature
Whitney Portal||Lone Pine|US|36.5871|-118.2404|nature
Alabama Hills||Lone Pine|US|36.6147|-118.0959|nature
Mobius Arch||Lone Pine|US|36.6147|-118.0959|nature
Mono Lake|모노 호수;モノ湖;莫诺湖|Mammoth Lakes|US|38.0000|-119.0300|nature
South Tufa|Mono Lake Tufa State Natural Reserve|Mammoth Lakes|US|37.9390|-119.0270|nature
Devils Postpile National Monument|Devils Postpile|Mammoth Lakes|US|37.6298|-119.0848|nature
Convict Lake||Mammoth Lakes|US|37.5930|-118.8520|nature
Bodie State Historic Park|Bodie|Bridgeport|US|38.2122|-119.0117|sight
Point Sur Lightstation|Point Sur Lighthouse|Carmel-by-the-Sea|US|36.3064|-121.9015|sight
Pfeiffer Big Sur State Park||Carmel-by-the-Sea|US|36.2424|-121.7745|park
Nepenthe Big Sur|Nepenthe|Carmel-by-the-Sea|US|36.2236|-121.7594|food
Piedras Blancas Elephant Seal Rookery|Elephant Seal Vista Point|Cambria|US|35.6631|-121.2573|nature
Sand Dollar Beach||Cambria|US|35.9209|-121.4665|beach
Moonstone Beach Cambria|Moonstone Beach Boardwalk|Cambria|US|35.5710|-121.1080|beach
Montaña de Oro State Park|Montana de Oro|Los Osos|US|35.2639|-120.8622|park
Big Basin Redwoods State Park|Big Basin|Boulder Creek|US|37.1722|-122.2224|park
Mount Tamalpais|Mt. Tam;East Peak Mount Tamalpais|Mill Valley|US|37.9290|-122.5775|viewpoint
Lake Tahoe|Lac Tahoe;타호 호수;レイク・タホ;タホ湖;太浩湖|South Lake Tahoe|US|39.0968|-120.0324|nature
Eagle Falls Tahoe|Eagle Falls|South Lake Tahoe|US|38.9519|-120.1103|nature
Cave Rock||South Lake Tahoe|US|39.0444|-119.9469|nature
Donner Lake||Truckee|US|39.3230|-120.2690|nature
Rialto Beach|리알토 비치|Forks|US|47.9210|-124.6376|beach
Second Beach La Push|Second Beach Olympic|Forks|US|47.8985|-124.6235|beach
Cape Flattery||Forks|US|48.3846|-124.7159|nature
Kalaloch Tree of Life|Tree of Life Kalaloch;Tree Root Cave|Forks|US|47.6088|-124.3742|nature
Lake Quinault|Quinault Rain Forest|Aberdeen|US|47.4745|-123.8640|nature
Sol Duc Hot Springs||Forks|US|47.9693|-123.8637|nature
Olympic National Park|Parc national Olympique;Parque Nacional Olímpico;올림픽 국립공원;オリンピック国立公園;奥林匹克国家公园|Port Angeles|US|47.9694|-123.4986|park
Sunrise Visitor Center Mount Rainier|Sunrise Mount Rainier|Enumclaw|US|46.9146|-121.6427|viewpoint
Narada Falls||Eatonville|US|46.7753|-121.7454|nature
Tipsoo Lake||Enumclaw|US|46.8697|-121.5189|nature
Grove of the Patriarchs||Eatonville|US|46.7583|-121.5576|nature
Diablo Lake Overlook|Diablo Lake|Darrington|US|48.7139|-121.0987|nature
Johnston Ridge Observatory||Castle Rock|US|46.2767|-122.2165|viewpoint
Palouse Falls||Dayton|US|46.6636|-118.2236|nature
Crater Lake National Park|Crater Lake;Parc national de Crater Lake;크레이터 호수;クレーターレイク;火山口湖|Klamath Falls|US|42.9446|-122.1090|park
Wizard Island||Klamath Falls|US|42.9386|-122.1464|nature
Smith Rock State Park|Smith Rock|Terrebonne|US|44.3660|-121.1360|park
Painted Hills|Painted Hills Overlook|Prineville|US|44.6614|-120.2737|nature
Ecola State Park||Cannon Beach|US|45.9196|-123.9745|park
Cape Kiwanda||Pacific City|US|45.2154|-123.9715|nature
Thor's Well||Waldport|US|44.2791|-124.1134|nature
Heceta Head Lighthouse||Florence|US|44.1374|-124.1281|viewpoint
Sea Lion Caves||Florence|US|44.1218|-124.1262|nature
Yaquina Head Lighthouse|Yaquina Head Outstanding Natural Area|Newport|US|44.6767|-124.0795|viewpoint
Face Rock Bandon|Face Rock State Scenic Viewpoint|Bandon|US|43.1070|-124.4320|viewpoint
Shore Acres State Park||Coos Bay|US|43.3220|-124.3800|park
Samuel H. Boardman State Scenic Corridor|Natural Bridges Viewpoint|Brookings|US|42.1901|-124.3655|viewpoint
Fern Canyon||Crescent City|US|41.4010|-124.0650|nature
Lady Bird Johnson Grove||McKinleyville|US|41.3034|-124.0185|nature
Stout Memorial Grove|Stout Grove|Crescent City|US|41.7887|-124.0852|nature
Prairie Creek Redwoods State Park||McKinleyville|US|41.3633|-124.0226|park
Redwood National Park|Redwood National and State Parks;Parc national de Redwood;Parque Nacional Redwood;레드우드 국립공원;レッドウッド国立公園;红木国家公园|McKinleyville|US|41.3000|-124.0000|park
Founders Grove|Avenue of the Giants|Fortuna|US|40.3520|-123.9250|nature
Rocky Mountain National Park|Parc national de Rocky Mountain;로키산 국립공원;ロッキーマウンテン国立公園;落基山国家公园|Estes Park|US|40.3466|-105.7364|park
Dream Lake||Estes Park|US|40.3092|-105.6594|nature
Emerald Lake Rocky Mountain|Emerald Lake RMNP|Estes Park|US|40.3093|-105.6681|nature
Sprague Lake||Estes Park|US|40.3200|-105.6080|nature
Longs Peak||Estes Park|US|40.2549|-105.6160|nature
Alberta Falls||Estes Park|US|40.3043|-105.6386|nature
Trail Ridge Road||Estes Park|US|40.4415|-105.7536|viewpoint
Black Canyon of the Gunnison National Park|Black Canyon of the Gunnison|Montrose|US|38.5763|-107.7227|park
Great Smoky Mountains National Park|Parc national des Great Smoky Mountains;그레이트스모키산맥 국립공원;グレート・スモーキー山脈国立公園;大雾山国家公园|Gatlinburg|US|35.6111|-83.4250|park
Newfound Gap||Gatlinburg|US|35.6111|-83.4250|viewpoint
Laurel Falls||Gatlinburg|US|35.6777|-83.5932|nature
Mount Le Conte||Gatlinburg|US|35.6542|-83.4357|nature
Sugarlands Visitor Center||Gatlinburg|US|35.6853|-83.5368|sight
Linn Cove Viaduct||Blowing Rock|US|36.0951|-81.8122|viewpoint
Mabry Mill||Floyd|US|36.7486|-80.4051|sight
Mile High Swinging Bridge|Grandfather Mountain|Banner Elk|US|36.0968|-81.8316|viewpoint
Mount Mitchell|Mount Mitchell State Park|Burnsville|US|35.7650|-82.2652|nature
Blue Ridge Parkway|블루리지 파크웨이;ブルーリッジ・パークウェイ;Blue Ridge Parkway Visitor Center|Asheville|US|35.5657|-82.4855|viewpoint
Old Rag Mountain||Luray|US|38.5513|-78.3145|nature
Shenandoah National Park|Skyline Drive;Parc national de Shenandoah;셰넌도어 국립공원;シェナンドー国立公園|Luray|US|38.5300|-78.3500|park
Acadia National Park|Parc national d'Acadia;Parque Nacional Acadia;아카디아 국립공원;アカディア国立公園;阿卡迪亚国家公园|Bar Harbor|US|44.3500|-68.2167|park
Otter Cliffs||Bar Harbor|US|44.3093|-68.1890|viewpoint
Schoodic Point||Bar Harbor|US|44.3338|-68.0577|viewpoint
Bar Island Bar Harbor|Bar Island land bridge|Bar Harbor|US|44.3935|-68.2107|nature
Pemaquid Point Light||Damariscotta|US|43.8367|-69.5059|viewpoint
Mount Washington New Hampshire|Mount Washington summit;Mount Washington Auto Road|Gorham|US|44.2706|-71.3033|viewpoint
Flume Gorge||Woodstock|US|44.0967|-71.6811|nature
Everglades National Park|Everglades;Parc national des Everglades;Parque Nacional de los Everglades;에버글레이즈 국립공원;エバーグレーズ国立公園;大沼泽地国家公园;大沼澤地國家公園|Homestead|US|25.2866|-80.8987|park
Shark Valley||Miami|US|25.7576|-80.7659|nature
Flamingo Visitor Center|Flamingo Everglades|Homestead|US|25.1411|-80.9237|nature
Pigeon Key|Old Seven Mile Bridge|Marathon|US|24.7040|-81.1550|sight
John Pennekamp Coral Reef State Park|Pennekamp|Key Largo|US|25.1255|-80.4064|park
Denali National Park Visitor Center|Denali National Park;Parc national de Denali;디날리 국립공원;デナリ国立公園;德纳里国家公园|Healy|US|63.7300|-148.8920|park
Portage Glacier|Begich Boggs Visitor Center;Portage Lake|Girdwood|US|60.7531|-148.7856|nature
Alaska Wildlife Conservation Center||Girdwood|US|60.8203|-148.9816|park
Chena Hot Springs||Fairbanks|US|65.0531|-146.0561|nature
Kenai Fjords National Park|Parc national des Kenai Fjords;케나이 피오르드 국립공원;キーナイ・フィヨルド国立公園|Seward|US|59.9200|-149.6500|park
Hoʻokipa Beach Park|Hookipa Beach;호오키파 비치|Paia|US|20.9340|-156.3569|beach
ʻOheʻo Gulch|Seven Sacred Pools;Oheo Gulch;Pipiwai Trail|Hana|US|20.6628|-156.0441|nature
Mākena State Park|Big Beach Maui;Makena Beach;빅 비치 마우이|Wailea|US|20.6313|-156.4449|beach
Molokini|Molokini Crater;몰로키니;モロキニ|Wailea|US|20.6333|-156.4961|nature
Honolua Bay||Lahaina|US|21.0140|-156.6380|beach
Road to Hana|Hana Highway;하나 로드;ハナ・ハイウェイ|Hana|US|20.8640|-156.1480|viewpoint
Waipiʻo Valley Lookout|Waipio Valley;와이피오 밸리|Honokaa|US|20.1170|-155.5832|viewpoint
Pololū Valley Lookout|Pololu Valley|Hawi|US|20.2040|-155.7337|viewpoint
Kealakekua Bay|Captain Cook Monument|Captain Cook|US|19.4812|-155.9320|nature
Nāhuku Thurston Lava Tube|Thurston Lava Tube;Nahuku;서스턴 용암동굴|Volcano|US|19.4138|-155.2387|nature
Kīlauea Iki Trail|Kilauea Iki|Volcano|US|19.4165|-155.2460|nature
Papakōlea Green Sand Beach|Green Sand Beach;Papakolea Beach|Hawaiian Ocean View|US|18.9364|-155.6464|beach
Ka Lae|South Point Hawaii|Hawaiian Ocean View|US|18.9106|-155.6811|viewpoint
Hāpuna Beach State Recreation Area|Hapuna Beach;하푸나 비치|Waikoloa|US|19.9906|-155.8264|beach
Mauna Loa|마우나 로아;マウナロア|Hilo|US|19.4756|-155.6081|nature
Kēʻē Beach|Kee Beach;Kalalau Trail|Princeville|US|22.2205|-159.5829|beach
Poʻipū Beach Park|Poipu Beach;포이푸 비치|Koloa|US|21.8740|-159.4539|beach
Wailua Falls|와일루아 폭포|Lihue|US|22.0382|-159.3784|nature
ʻŌpaekaʻa Falls|Opaekaa Falls|Wailua Homesteads|US|22.0531|-159.3603|nature
Kīlauea Point Lighthouse|Kilauea Lighthouse;Kilauea Point National Wildlife Refuge|Kilauea|US|22.2318|-159.4019|viewpoint
Hanalei Valley Lookout||Princeville|US|22.2150|-159.4760|viewpoint
Banff National Park|Parc national de Banff;Parque Nacional Banff;Banff-Nationalpark;밴프 국립공원;バンフ国立公園;班夫国家公园;班夫國家公園|Banff|CA|51.5000|-116.0000|park
Jasper National Park|Parc national de Jasper;Parque Nacional Jasper;재스퍼 국립공원;ジャスパー国立公園;贾斯珀国家公园;賈斯珀國家公園|Jasper|CA|52.8734|-117.9543|park
Yoho National Park|Parc national de Yoho;요호 국립공원;ヨーホー国立公園;幽鹤国家公园|Golden|CA|51.4000|-116.4800|park
Icefields Parkway|Promenade des Glaciers;아이스필드 파크웨이;アイスフィールド・パークウェイ;冰原大道|Jasper|CA|52.2200|-117.2240|nature
Athabasca Glacier|Columbia Icefield;Glacier Athabasca;애서배스카 빙하;アサバスカ氷河;阿萨巴斯卡冰川|Jasper|CA|52.1908|-117.2553|nature
Bow Lake|보우 호수;ボウ湖;弓湖|Golden|CA|51.6750|-116.4550|nature
Sunwapta Falls||Jasper|CA|52.5320|-117.6450|nature
Pyramid Lake Jasper||Jasper|CA|52.9219|-118.0889|nature
Mount Edith Cavell|Angel Glacier|Jasper|CA|52.6672|-118.0583|nature
Spirit Island|스피릿 아일랜드;スピリット・アイランド;精神岛|Jasper|CA|52.6431|-117.4919|nature
Miette Hot Springs||Hinton|CA|53.1300|-117.7700|nature
Two Jack Lake||Banff|CA|51.2318|-115.4985|nature
Lake Agnes Tea House|Lake Agnes|Banff|CA|51.4169|-116.2441|nature
Lake O'Hara|오하라 호수;オハラ湖|Golden|CA|51.3560|-116.3340|nature
Marble Canyon Kootenay||Banff|CA|51.1876|-116.1226|nature
Kootenay National Park|Parc national de Kootenay;쿠트니 국립공원|Invermere|CA|50.8831|-116.0492|park
Joffre Lakes Provincial Park|Joffre Lakes;조프리 호수|Pemberton|CA|50.3458|-122.4764|nature
Garibaldi Lake||Squamish|CA|49.9250|-123.0100|nature
Peak 2 Peak Gondola|PEAK 2 PEAK;피크 투 피크 곤돌라|Whistler|CA|50.0720|-122.9260|viewpoint
Long Beach Pacific Rim|Pacific Rim National Park Reserve;Long Beach Tofino|Ucluelet|CA|49.0440|-125.7100|beach
Chesterman Beach||Tofino|CA|49.1186|-125.8907|beach
Cathedral Grove|MacMillan Provincial Park|Port Alberni|CA|49.2806|-124.6591|nature
Goldstream Provincial Park||Langford|CA|48.4744|-123.5500|park
Skyline Trail Cape Breton|Skyline Trail Cabot Trail|Sydney Mines|CA|46.7390|-60.8760|nature
Cabot Trail|Piste Cabot;캐벗 트레일;カボット・トレイル|Sydney Mines|CA|46.7000|-60.8000|nature
Cape Breton Highlands National Park|Parc national des Hautes-Terres-du-Cap-Breton|Sydney Mines|CA|46.7333|-60.6417|park
Western Brook Pond|Western Brook Pond Fjord|Deer Lake|CA|49.7689|-57.8206|nature
Tablelands Gros Morne|Tablelands|Deer Lake|CA|49.4700|-57.9600|nature
Gros Morne Mountain||Deer Lake|CA|49.5958|-57.7856|nature
Gros Morne National Park|Parc national du Gros-Morne;그로스 몬 국립공원|Deer Lake|CA|49.6500|-57.7500|park
Whirlpool Aero Car|Niagara Whirlpool|Niagara Falls|CA|43.1177|-79.0686|viewpoint
Cave of the Winds||Niagara Falls|US|43.0830|-79.0710|nature
Goat Island|Goat Island Niagara|Niagara Falls|US|43.0803|-79.0685|nature
Algonquin Provincial Park|Parc provincial Algonquin;알곤퀸 주립공원;アルゴンキン州立公園|Huntsville|CA|45.5842|-78.3583|park
The Grotto Bruce Peninsula|Bruce Peninsula National Park|Tobermory|CA|45.2437|-81.5235|nature
Flowerpot Island||Tobermory|CA|45.3010|-81.6140|nature
Sandbanks Provincial Park||Picton|CA|43.9080|-77.2500|beach
Canyon Sainte-Anne|Chutes Sainte-Anne|Beaupré|CA|47.0740|-70.8640|nature
Parc national des Hautes-Gorges-de-la-Rivière-Malbaie|Hautes-Gorges|Baie-Saint-Paul|CA|47.9333|-70.5167|park
Parc national du Fjord-du-Saguenay|Fjord du Saguenay;Saguenay Fjord|Sacré-Coeur|CA|48.2757|-70.2635|park
Parc national de Forillon|Forillon National Park|Gaspé|CA|48.8500|-64.3500|park
Cenote X'Kekén|Cenote Dzitnup;Xkeken|Valladolid|MX|20.6611|-88.2444|nature
Cenote Samulá||Valladolid|MX|20.6600|-88.2440|nature
Isla Contoy|Parque Nacional Isla Contoy|Isla Mujeres|MX|21.5200|-86.8000|nature
Playa del Amor Cabo San Lucas|Lover's Beach Cabo|Cabo San Lucas|MX|22.8780|-109.8940|beach
Parque Nacional Cabo Pulmo|Cabo Pulmo|San José del Cabo|MX|23.4400|-109.4200|nature
Isla Espíritu Santo|Espiritu Santo Island|La Paz|MX|24.4714|-110.3325|nature
Bahía Concepción||Mulegé|MX|26.6708|-111.8136|nature
Río Celeste|Catarata Río Celeste;Rio Celeste Waterfall;Parque Nacional Volcán Tenorio|Bijagua|CR|10.7000|-85.0010|nature
Parque Nacional Corcovado|Corcovado National Park|Golfito|CR|8.5400|-83.5700|park
Parque Nacional Marino Ballena|Whale's Tail Uvita;Punta Uvita|Ciudad Cortés|CR|9.1520|-83.7560|nature
Lago Arenal|Lake Arenal|La Fortuna|CR|10.5000|-84.8800|nature
Parque Nacional Carara|Carara National Park|Jacó|CR|9.7812|-84.6050|park
Cerro Chirripó|Chirripó|San Isidro|CR|9.4843|-83.4888|nature
Playa Conchal||Santa Cruz|CR|10.4070|-85.8050|beach
Great Blue Hole|Blue Hole Belize;Gran Agujero Azul;Grand Trou Bleu;그레이트 블루홀;グレート・ブルーホール;大蓝洞|Belize City|BZ|17.3156|-87.5346|nature
Actun Tunichil Muknal|ATM Cave|San Ignacio|BZ|17.1143|-88.8618|nature
Caracol Belize||San Ignacio|BZ|16.7630|-89.1170|sight
Volcán de Fuego|Fuego Volcano|Antigua Guatemala|GT|14.4747|-90.8806|nature
Volcán San Pedro|San Pedro Volcano|San Pedro La Laguna|GT|14.6569|-91.2660|nature
Lago Petén Itzá|Lake Petén Itzá|Flores|GT|16.9833|-89.8000|nature
Seven Mile Beach Grand Cayman||George Town|KY|19.3400|-81.3850|beach
Palm Beach Aruba||Oranjestad|AW|12.5720|-70.0450|beach
Baby Beach Aruba||San Nicolas|AW|12.4144|-69.8817|beach
Magens Bay||Charlotte Amalie|VI|18.3640|-64.9280|beach
The Baths Virgin Gorda|The Baths|Road Town|VG|18.4290|-64.4440|beach
El Yunque National Forest|El Yunque|Río Grande|PR|18.3394|-65.7621|park
Mosquito Bay Vieques|Bioluminescent Bay Vieques;Bahía Bioluminiscente|Esperanza|PR|18.1000|-65.4440|nature
Playa Bávaro|Bavaro Beach|Punta Cana|DO|18.6900|-68.4400|beach
Petit Piton||Soufrière|LC|13.8330|-61.0680|nature
Grand Anse Beach Grenada|Grand Anse Beach|Saint George's|GD|12.0250|-61.7580|beach
Maracas Bay||Port of Spain|TT|10.7580|-61.4360|beach
Pigeon Point Tobago|Pigeon Point Heritage Park|Scarborough|TT|11.1620|-60.8450|beach
Crane Beach Barbados|The Crane Beach|Bridgetown|BB|13.1060|-59.4430|beach
Plage des Salines|Les Salines Martinique|Le Marin|MQ|14.4020|-60.8770|beach
Lower Antelope Canyon|로어 앤털로프 캐니언;ロウアー・アンテロープ・キャニオン;下羚羊峡谷|Page|US|36.9030|-111.4125|nature
Haystack Rock Cannon Beach|헤이스택 록;ヘイスタック・ロック|Cannon Beach|US|45.8844|-123.9685|nature
Shoshone Falls||Twin Falls|US|42.5953|-114.4006|nature
Badlands National Park|Parc national des Badlands;배드랜즈 국립공원;バッドランズ国立公園|Philip|US|43.7500|-102.5000|park
Cascada de Basaseachi|Basaseachic Falls;Cascada de Basaseachic;Parque Nacional Cascada de Basaseachi|Basaseachic|MX|28.1742|-108.2125|nature
Mount St. Helens|Mont Saint Helens;Monte Santa Helena;세인트헬렌스산;セント・ヘレンズ山;圣海伦斯火山|Morton|US|46.1912|-122.1944|nature
Mount Robson|Mont Robson;롭슨산;ロブソン山;罗布森山|Jasper|CA|53.1105|-119.1566|nature
Mount Assiniboine|Mont Assiniboine|Canmore|CA|50.8696|-115.6508|nature
Volcán Rincón de la Vieja|Rincón de la Vieja;Rincon de la Vieja Volcano;Parque Nacional Rincón de la Vieja|Liberia|CR|10.8283|-85.3511|nature
Mount Olympus Washington|Mount Olympus Olympic National Park|Forks|US|47.8013|-123.7108|nature
Mount Baker|Mont Baker;베이커산;ベーカー山|Bellingham|US|48.7768|-121.8145|nature
Volcán Atitlán|Atitlán Volcano;Volcano Atitlan|Santiago Atitlán|GT|14.5830|-91.1860|nature
Cayo Jutías|Playa Cayo Jutías|Minas de Matahambre|CU|22.7167|-84.0333|nature
`;
