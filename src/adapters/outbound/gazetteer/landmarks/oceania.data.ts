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
Sydney Opera House|悉尼歌剧院;シドニー・オペラハウス;시드니 오페라 하우스;シドニー・オペラ・ハウス;シドニーオペラハウス;시드니오페라하우스;雪梨歌劇院|Sydney|AU|-33.8568|151.2153|sight
Sydney Harbour Bridge|Harbour Bridge;悉尼海港大桥;雪梨港灣大橋;ハーバーブリッジ;하버 브리지;シドニー・ハーバーブリッジ;시드니 하버 브리지;시드니하버브리지;シドニーハーバーブリッジ|Sydney|AU|-33.8523|151.2108|sight
Bondi Beach|Bondi;ボンダイビーチ;ボンダイ・ビーチ;본다이 비치;본다이비치;邦迪海滩;邦代海灘|Sydney|AU|-33.8915|151.2767|beach
Bondi to Coogee Walk|Bondi to Coogee Coastal Walk;ボンダイ・クージー・ウォーク;본다이 쿠지 코스탈 워크;ボンダイ・クージー・コースタルウォーク;邦迪至库吉海岸步道;본다이쿠지코스탈워크;ボンダイクージーコースタルウォーク|Sydney|AU|-33.9040|151.2680|nature
The Rocks|ロックス シドニー;더 록스;岩石区;岩石區;더록스|Sydney|AU|-33.8599|151.2090|neighbourhood
Royal Botanic Garden Sydney|ロイヤル・ボタニック・ガーデン シドニー;王立植物園 シドニー;시드니 왕립 식물원;悉尼皇家植物园;雪梨皇家植物園;시드니왕립식물원|Sydney|AU|-33.8642|151.2166|park
Taronga Zoo|タロンガ動物園;타롱가 동물원;塔龙加动物园;塔龍加動物園;타롱가동물원|Sydney|AU|-33.8436|151.2413|sight
Manly Beach|Manly;マンリービーチ;맨리 비치;マンリー・ビーチ;曼利海滩;曼利海灘;맨리비치|Sydney|AU|-33.7969|151.2878|beach
Darling Harbour|ダーリング・ハーバー;달링 하버;달링하버;达令港;達令港;ダーリングハーバー|Sydney|AU|-33.8748|151.2005|sight
Circular Quay|サーキュラー・キー;서큘러 키;서큘러키;环形码头;環形碼頭;サーキュラーキー|Sydney|AU|-33.8610|151.2110|sight
Queen Victoria Building|QVB;クイーン・ビクトリア・ビルディング;퀸 빅토리아 빌딩;维多利亚女王大厦;維多利亞女王大廈;퀸빅토리아빌딩;クイーンビクトリアビルディング|Sydney|AU|-33.8718|151.2067|shop
Art Gallery of New South Wales|Art Gallery of NSW;ニュー・サウス・ウェールズ州立美術館;뉴사우스웨일스 미술관;新南威尔士美术馆;新南威爾斯美術館;뉴사우스웨일스미술관;ニューサウスウェールズ州立美術館|Sydney|AU|-33.8688|151.2174|museum
Mrs Macquarie's Chair|Mrs Macquarie's Point;ミセス・マッコーリーズ・チェア;미세스 맥쿼리스 체어;맥쿼리 부인의 의자;ミセス・マッコーリーズ・ポイント;麦考利夫人座椅;麥覺理夫人椅子;미세스맥쿼리스체어;맥쿼리부인의의자;ミセスマッコーリーズポイント|Sydney|AU|-33.8597|151.2226|viewpoint
Hyde Park Sydney|시드니 하이드 파크;シドニー・ハイドパーク;悉尼海德公园;雪梨海德公園;시드니하이드파크;シドニーハイドパーク|Sydney|AU|-33.8731|151.2111|park
St Mary's Cathedral Sydney|セント・メアリー大聖堂 シドニー;세인트 메리 대성당;セント・メアリー大聖堂;悉尼圣玛丽大教堂;雪梨聖母主教座堂;세인트메리대성당;セントメアリー大聖堂|Sydney|AU|-33.8712|151.2133|religious
Luna Park Sydney|ルナパーク シドニー;시드니 루나 파크;悉尼月神公园;雪梨月神公園;시드니루나파크|Sydney|AU|-33.8477|151.2100|sight
Watsons Bay|ワトソンズ・ベイ;왓슨스 베이;屈臣氏湾;屈臣氏灣;왓슨스베이;ワトソンズベイ|Sydney|AU|-33.8440|151.2830|viewpoint
Three Sisters|Echo Point;スリー・シスターズ;エコー・ポイント;블루마운틴 세자매봉;蓝山三姐妹峰;藍山三姊妹岩;ブルーマウンテンズのスリーシスターズ;블루마운틴세자매봉|Katoomba|AU|-33.7321|150.3119|viewpoint
Sydney Tower Eye|Sydney Tower;Centrepoint Tower;シドニー・タワー・アイ;シドニータワー;시드니 타워 아이;悉尼塔;雪梨塔;시드니타워아이;シドニータワーアイ|Sydney|AU|-33.8705|151.2089|viewpoint
Chinese Garden of Friendship|中国友誼庭園 シドニー;중국 우의 정원;悉尼谊园;雪梨誼園;중국우의정원|Sydney|AU|-33.8763|151.2027|park
Museum of Contemporary Art Australia|MCA Sydney;オーストラリア現代美術館;호주 현대미술관;澳大利亚当代艺术博物馆;澳洲當代藝術館;호주현대미술관|Sydney|AU|-33.8599|151.2090|museum
Cockatoo Island|コカトゥー島|Sydney|AU|-33.8470|151.1710|sight
Federation Square|Fed Square;페더레이션 스퀘어;フェデレーション・スクエア;墨尔本联邦广场;墨爾本聯邦廣場;페더레이션스퀘어;フェデレーションスクエア|Melbourne|AU|-37.8180|144.9691|sight
Flinders Street Station|플린더스 스트리트 역;플린더스역;フリンダース・ストリート駅;弗林德斯街车站;弗林德斯街車站;플린더스스트리트역;フリンダースストリート駅|Melbourne|AU|-37.8183|144.9671|sight
Queen Victoria Market|Queen Vic Market;퀸 빅토리아 마켓;퀸빅토리아 마켓;クイーン・ビクトリア・マーケット;维多利亚女王市场;維多利亞女王市場;퀸빅토리아마켓;クイーンビクトリアマーケット|Melbourne|AU|-37.8076|144.9568|market
Royal Botanic Gardens Melbourne|멜버른 왕립 식물원;メルボルン王立植物園;墨尔本皇家植物园;墨爾本皇家植物園;멜버른왕립식물원|Melbourne|AU|-37.8304|144.9796|park
Hosier Lane|호시어 레인;ホージア・レーン;霍西尔街;호시어레인;ホージアレーン|Melbourne|AU|-37.8165|144.9690|sight
St Kilda Pier|세인트 킬다 부두;セント・キルダ桟橋;圣基尔达码头;聖基爾達碼頭;세인트킬다부두;セントキルダ桟橋|Melbourne|AU|-37.8640|144.9720|sight
Luna Park Melbourne|멜버른 루나 파크;墨尔本月神公园;墨爾本月神公園;멜버른루나파크|Melbourne|AU|-37.8676|144.9765|sight
Melbourne Cricket Ground|MCG;멜버른 크리켓 그라운드;メルボルン・クリケット・グラウンド;墨尔本板球场;墨爾本板球場;멜버른크리켓그라운드;メルボルンクリケットグラウンド|Melbourne|AU|-37.8200|144.9834|sight
National Gallery of Victoria|NGV;빅토리아 국립미술관;ビクトリア国立美術館;维多利亚国家美术馆;維多利亞國家美術館;빅토리아국립미술관|Melbourne|AU|-37.8226|144.9689|museum
Eureka Skydeck|유레카 스카이덱;ユーレカ・スカイデッキ;尤里卡观景台;尤里卡觀景台;유레카스카이덱;ユーレカスカイデッキ|Melbourne|AU|-37.8214|144.9646|viewpoint
Shrine of Remembrance|シュライン・オブ・リメンバランス;墨尔本战争纪念馆;墨爾本戰爭紀念館;멜버른 전쟁 기념관;シュラインオブリメンバランス;멜버른전쟁기념관|Melbourne|AU|-37.8305|144.9734|sight
Brighton Bathing Boxes|브라이튼 비치 박스;ブライトン・ビーチのビーチボックス;布莱顿海滩彩色小屋;布萊頓海灘彩色小屋;브라이튼비치박스|Melbourne|AU|-37.9180|144.9870|beach
State Library Victoria|빅토리아 주립도서관;ビクトリア州立図書館;维多利亚州立图书馆;維多利亞州立圖書館;빅토리아주립도서관|Melbourne|AU|-37.8098|144.9652|sight
Degraves Street|디그레이브스 스트리트;デグレーブス・ストリート;德格雷夫斯街;디그레이브스스트리트;デグレーブスストリート|Melbourne|AU|-37.8168|144.9654|food
Twelve Apostles|12사도 바위;トゥエルブ・アポストルズ;十二使徒岩;トゥエルブアポストルズ;Zwölf Apostel;Douze Apôtres;Doce Apóstoles;12 Apostles;12 Apôtres;12사도|Timboon|AU|-38.6621|143.1051|nature
South Bank Parklands|South Bank Brisbane|Brisbane|AU|-27.4790|153.0230|park
Story Bridge||Brisbane|AU|-27.4635|153.0355|sight
Lone Pine Koala Sanctuary|ローンパイン・コアラ・サンクチュアリ|Brisbane|AU|-27.5336|152.9682|sight
Mount Coot-tha|Mt Coot-tha Lookout|Brisbane|AU|-27.4750|152.9580|viewpoint
Surfers Paradise Beach|サーファーズ・パラダイス・ビーチ|Surfers Paradise|AU|-28.0023|153.4300|beach
Cairns Esplanade|ケアンズ・エスプラネード;케언스 에스플러네이드;凯恩斯滨海大道;凱恩斯濱海大道;케언스에스플러네이드;ケアンズエスプラネード|Cairns|AU|-16.9190|145.7780|sight
Uluru|Ayers Rock;울루루;ウルル;エアーズロック;乌鲁鲁;烏魯魯;艾尔斯岩;艾爾斯岩|Yulara|AU|-25.3444|131.0369|nature
Kata Tjuta|The Olgas;カタ・ジュタ;카타추타;卡塔丘塔|Yulara|AU|-25.2960|130.7350|nature
Kings Park|Kings Park and Botanic Garden|Perth|AU|-31.9610|115.8320|park
Fremantle Markets||Fremantle|AU|-32.0560|115.7490|market
Cottesloe Beach||Perth|AU|-31.9960|115.7510|beach
Rottnest Island|Rotto;ロットネスト島;로트네스트 섬;罗特尼斯岛;羅特尼斯島|Fremantle|AU|-32.0060|115.5150|nature
MONA Hobart|Museum of Old and New Art|Hobart|AU|-42.8122|147.2608|museum
Salamanca Market||Hobart|AU|-42.8870|147.3310|market
Salamanca Place||Hobart|AU|-42.8870|147.3310|sight
Adelaide Central Market||Adelaide|AU|-34.9295|138.5976|market
Queen Street Mall||Brisbane|AU|-27.4690|153.0260|shop
Whitehaven Beach|화이트헤븐 비치;ホワイトヘブン・ビーチ;白天堂海滩;白天堂海灘;화이트헤븐비치;ホワイトヘブンビーチ;白天堂沙滩;白天堂沙灘|Airlie Beach|AU|-20.2830|149.0370|beach
Mindil Beach||Darwin|AU|-12.4450|130.8300|beach
Mindil Beach Sunset Market|Mindil Market|Darwin|AU|-12.4450|130.8300|market
Elizabeth Quay||Perth|AU|-31.9580|115.8570|sight
Glenelg Beach|Glenelg|Adelaide|AU|-34.9800|138.5110|beach
Australian War Memorial||Canberra|AU|-35.2810|149.1490|museum
Parliament House Canberra|Australian Parliament House|Canberra|AU|-35.3080|149.1245|sight
Coogee Beach|クージービーチ;쿠지 비치;クージー・ビーチ;库吉海滩;庫吉海灘;쿠지비치|Sydney|AU|-33.9210|151.2590|beach
Sydney Fish Market|シドニー・フィッシュマーケット;시드니 피시 마켓;シドニー・フィッシュ・マーケット;悉尼鱼市场;雪梨魚市場;시드니피시마켓;シドニーフィッシュマーケット|Sydney|AU|-33.8730|151.1920|market
Paddy's Markets|Paddys Markets Haymarket;パディーズ・マーケット;패디스 마켓;帕迪市场;派迪斯市場;패디스마켓;パディーズマーケット|Sydney|AU|-33.8800|151.2040|market
Australian Museum|オーストラリア博物館;호주 박물관;澳大利亚博物馆;澳洲博物館;호주박물관|Sydney|AU|-33.8743|151.2134|museum
Bronte Beach|ブロンテ・ビーチ;브론테 비치;勃朗特海滩;勃朗特海灘;브론테비치;ブロンテビーチ|Sydney|AU|-33.9030|151.2680|beach
Barangaroo Reserve|Barangaroo;バランガルー|Sydney|AU|-33.8570|151.2010|park
Chinatown Sydney|Sydney Chinatown|Sydney|AU|-33.8780|151.2040|neighbourhood
Newtown|King Street Newtown|Sydney|AU|-33.8980|151.1790|neighbourhood
Featherdale Sydney Wildlife Park|Featherdale Wildlife Park;フェザーデール・ワイルドライフパーク;페더데일 야생동물원;费瑟戴尔野生动物园;費瑟戴爾野生動物園;페더데일야생동물원;フェザーデールワイルドライフパーク|Sydney|AU|-33.7700|150.8870|park
Brunswick Street||Melbourne|AU|-37.7980|144.9780|neighbourhood
Lygon Street|라이곤 스트리트;ライゴン・ストリート;莱贡街;萊貢街;라이곤스트리트;ライゴンストリート|Melbourne|AU|-37.7970|144.9670|food
South Melbourne Market|사우스 멜버른 마켓;サウス・メルボルン・マーケット;南墨尔本市场;南墨爾本市場;사우스멜버른마켓;サウスメルボルンマーケット|Melbourne|AU|-37.8320|144.9560|market
Royal Exhibition Building|왕립 전시관;ロイヤル展示館;皇家展览馆;皇家展覽館;왕립전시관|Melbourne|AU|-37.8047|144.9717|museum
Melbourne Museum|멜버른 박물관;メルボルン博物館;墨尔本博物馆;墨爾本博物館|Melbourne|AU|-37.8033|144.9714|museum
ACMI|Australian Centre for the Moving Image|Melbourne|AU|-37.8170|144.9690|museum
Penguin Parade|Phillip Island Penguin Parade;펭귄 퍼레이드;ペンギン・パレード;企鹅归巢;企鵝歸巢;펭귄퍼레이드;ペンギンパレード|Cowes|AU|-38.5100|145.1490|nature
Puffing Billy Railway|Puffing Billy;퍼핑 빌리;パッフィン・ビリー鉄道;普芬比利蒸汽火车;퍼핑빌리;パッフィンビリー鉄道|Belgrave|AU|-37.9070|145.3600|sight
Howard Smith Wharves||Brisbane|AU|-27.4640|153.0350|food
Roma Street Parkland||Brisbane|AU|-27.4630|153.0190|park
Kangaroo Point Cliffs||Brisbane|AU|-27.4770|153.0340|viewpoint
Gallery of Modern Art Brisbane|GOMA;QAGOMA|Brisbane|AU|-27.4710|153.0170|museum
SkyPoint Observation Deck|SkyPoint;Q1 Tower;スカイポイント展望台;Q1タワー|Surfers Paradise|AU|-28.0050|153.4300|viewpoint
Burleigh Heads|バーレイ・ヘッズ|Gold Coast|AU|-28.0910|153.4540|beach
Burleigh Head National Park|Jellurgal|Gold Coast|AU|-28.0953|153.4572|park
Dreamworld|ドリームワールド|Gold Coast|AU|-27.8640|153.3160|park
Currumbin Wildlife Sanctuary|カランビン・ワイルドライフ・サンクチュアリ|Gold Coast|AU|-28.1370|153.4880|park
kunanyi / Mount Wellington|Mount Wellington;kunanyi|Hobart|AU|-42.8960|147.2370|viewpoint
Sky Tower|Sky Tower Auckland;奥克兰天空塔;奧克蘭天空塔;오클랜드 스카이타워;オークランド・スカイタワー;오클랜드스카이타워;オークランドスカイタワー|Auckland|NZ|-36.8485|174.7622|viewpoint
Auckland War Memorial Museum|Auckland Museum;Tāmaki Paenga Hira;오클랜드 박물관;오클랜드 전쟁기념 박물관;オークランド博物館;奥克兰博物馆;奧克蘭博物館;오클랜드박물관;오클랜드전쟁기념박물관|Auckland|NZ|-36.8604|174.7778|museum
Mount Eden|Maungawhau;마운트 이든;イーデン山;伊甸山;마운트이든|Auckland|NZ|-36.8767|174.7643|viewpoint
Viaduct Harbour|바이어덕트 하버;ヴァイアダクト・ハーバー;高架桥港;高架橋港;바이어덕트하버;ヴァイアダクトハーバー|Auckland|NZ|-36.8430|174.7580|neighbourhood
Skyline Queenstown|Skyline Gondola;Bob's Peak;스카이라인 퀸스타운;スカイライン・クイーンズタウン;皇后镇天际线缆车;스카이라인퀸스타운;スカイラインクイーンズタウン|Queenstown|NZ|-45.0300|168.6470|viewpoint
Te Puia|테 푸이아;テ・プイア;蒂普亚;蒂普亞;테푸이아;テプイア|Rotorua|NZ|-38.1630|176.2530|nature
Pōhutu Geyser|Pohutu Geyser|Rotorua|NZ|-38.1630|176.2530|nature
Wai-O-Tapu|Wai-O-Tapu Thermal Wonderland;와이오타푸;ワイオタプ;怀奥塔普地热区;懷奧塔普;怀奥塔普|Rotorua|NZ|-38.3550|176.3700|nature
Hobbiton|Hobbiton Movie Set;호비튼;호빗 마을;ホビット村;ホビトン;霍比特村;哈比村;호빗마을|Matamata|NZ|-37.8721|175.6829|sight
Te Papa|Museum of New Zealand Te Papa Tongarewa;테 파파;テ・パパ;蒂帕帕博物馆;蒂帕帕博物館;테파파;テパパ|Wellington|NZ|-41.2905|174.7820|museum
Wellington Cable Car||Wellington|NZ|-41.2850|174.7740|sight
Mount Victoria Lookout|Mount Victoria Wellington|Wellington|NZ|-41.2960|174.7940|viewpoint
Waitomo Glowworm Caves|Waitomo Caves;와이토모 동굴;와이토모 반딧불 동굴;ワイトモ洞窟;怀托摩萤火虫洞;懷托摩螢火蟲洞;와이토모동굴;와이토모반딧불동굴;ワイトモ・グローワーム洞窟|Otorohanga|NZ|-38.2610|175.1040|nature
One Tree Hill|Maungakiekie;원 트리 힐;ワン・ツリー・ヒル;独树山;獨樹山;원트리힐;ワンツリーヒル|Auckland|NZ|-36.9000|174.7830|viewpoint
Cathedral Square Christchurch||Christchurch|NZ|-43.5310|172.6370|sight
Piha Beach|Piha|Auckland|NZ|-36.9540|174.4700|beach
Auckland Domain||Auckland|NZ|-36.8600|174.7770|park
Auckland Domain Wintergardens|Wintergardens Auckland|Auckland|NZ|-36.8600|174.7770|park
Rangitoto Island|Rangitoto;랑이토토 섬;ランギトト島;朗伊托托岛;朗伊托托島;랑이토토섬|Auckland|NZ|-36.7870|174.8600|nature
Waiheke Island|Waiheke;와이헤케 섬;ワイヘキ島;激流岛;激流島;와이헤케섬;怀希基岛;懷希基島|Auckland|NZ|-36.8000|175.1000|nature
Devonport Auckland||Auckland|NZ|-36.8290|174.7990|neighbourhood
Mount Victoria Devonport|Takarunga;Takarunga / Mount Victoria|Auckland|NZ|-36.8266|174.7990|viewpoint
Fergburger|퍼그버거;ファーグバーガー;Fergburger汉堡|Queenstown|NZ|-45.0310|168.6580|food
Arrowtown||Queenstown|NZ|-44.9410|168.8340|neighbourhood
Cuba Street|Cuba Street Wellington|Wellington|NZ|-41.2930|174.7760|neighbourhood
Zealandia|Zealandia Ecosanctuary|Wellington|NZ|-41.2900|174.7530|nature
Weta Workshop|Weta Cave|Wellington|NZ|-41.3050|174.8270|museum
Whakarewarewa Forest||Rotorua|NZ|-38.1590|176.2740|nature
Redwoods Treewalk|Redwoods Treewalk Rotorua|Rotorua|NZ|-38.1590|176.2740|sight
Polynesian Spa||Rotorua|NZ|-38.1380|176.2590|sight
Christchurch Botanic Gardens||Christchurch|NZ|-43.5310|172.6210|park
Whangārei Falls|Whangarei Falls;Otuihau|Whangarei|NZ|-35.6844|174.3358|nature
Battery Point|Battery Point Hobart|Hobart|AU|-42.8928|147.3333|neighbourhood
Arthur Circus||Hobart|AU|-42.8928|147.3333|sight
Royal Tasmanian Botanical Gardens|Hobart Botanical Gardens;RTBG;Royal Tasmanian Botanic Gardens|Hobart|AU|-42.8662|147.3324|park
Montezuma Falls|Osbourne Falls|Queenstown|AU|-41.8300|145.4700|nature
St Columba Falls|St. Columba Falls;St Columba Falls State Reserve|St Helens|AU|-41.3211|147.9240|nature
Sarah Island|Macquarie Harbour Penal Station;Sarah Island Historic Site|Queenstown|AU|-42.3879|145.4486|sight
Omarama Clay Cliffs|Clay Cliffs;Clay Cliffs Paritea;Ahuriri River Clay Cliffs|Wanaka|NZ|-44.4889|169.8667|nature
Kelly Tarlton's Sea Life Aquarium|Kelly Tarlton's;Kelly Tarlton's Underwater World;SEA LIFE Kelly Tarlton's Aquarium|Auckland|NZ|-36.8458|174.8172|sight
Bridal Veil Falls|Wairēinga / Bridal Veil Falls;Waireinga Falls;Bridal Veil Falls Raglan|Raglan|NZ|-37.9085|174.8966|nature
Richmond Bridge|Bigge's Bridge;Richmond Bridge Tasmania|Richmond|AU|-42.7336|147.4394|sight
Franz Josef Glacier|Kā Roimata o Hine Hukatere;Franz-Josef-Gletscher;Glacier Franz Josef;フランツ・ジョセフ氷河|Franz Josef|NZ|-43.4700|170.1900|nature
Fox Glacier|Te Moeka o Tuawe;Fox-Gletscher;Glacier Fox;フォックス氷河|Fox Glacier|NZ|-43.5072|170.1381|nature
Lake Matheson|Mirror Lake Fox Glacier|Fox Glacier|NZ|-43.4394|169.9650|nature
Hooker Valley Track|Hooker Lake;Hooker Valley|Twizel|NZ|-43.6949|170.0968|nature
Kaikōura Peninsula|Kaikoura Peninsula;Kaikoura Peninsula Walkway|Kaikoura|NZ|-42.4230|173.7000|nature
Tasman Glacier|Haupapa / Tasman Glacier;Haupapa;Tasman-Gletscher;タスマン氷河|Twizel|NZ|-43.6170|170.2000|nature
Homer Tunnel|Homer Saddle Tunnel;Milford Road Tunnel|Te Anau|NZ|-44.7643|167.9896|sight
`;
