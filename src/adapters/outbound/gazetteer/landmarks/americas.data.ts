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
Statue of Liberty|Liberty Island;Lady Liberty;自由女神像;自由の女神;자유의 여신상;Estatua de la Libertad;Statue de la Liberté;Freiheitsstatue;Statua della Libertà;Estátua da Liberdade;자유의여신상;自由の女神像;自由女神|New York City|US|40.6892|-74.0445|sight
Central Park|中央公园;セントラル・パーク;센트럴 파크;中央公園;센트럴파크;セントラルパーク;纽约中央公园;紐約中央公園|New York City|US|40.7829|-73.9654|park
Times Square|时代广场;タイムズスクエア;타임스 스퀘어;時代廣場;타임스퀘어;タイムズ・スクエア|New York City|US|40.7580|-73.9855|sight
Empire State Building|帝国大厦;帝國大廈;エンパイア・ステート・ビルディング;엠파이어 스테이트 빌딩;엠파이어스테이트 빌딩;エンパイアステートビル;엠파이어스테이트빌딩|New York City|US|40.7484|-73.9857|viewpoint
Brooklyn Bridge|브루클린 브리지;브루클린 다리;ブルックリン橋;ブルックリン・ブリッジ;布鲁克林大桥;布魯克林大橋;브루클린브리지;브루클린다리;ブルックリンブリッジ|New York City|US|40.7061|-73.9969|sight
The Metropolitan Museum of Art|The Met;Metropolitan Museum of Art;Metropolitan Museum;Met Museum;메트로폴리탄 미술관;메트로폴리탄미술관;メトロポリタン美術館;大都会艺术博物馆;大都會藝術博物館|New York City|US|40.7794|-73.9632|museum
Museum of Modern Art|MoMA;뉴욕 현대미술관;모마;ニューヨーク近代美術館;纽约现代艺术博物馆;紐約現代藝術博物館;뉴욕현대미술관|New York City|US|40.7614|-73.9776|museum
High Line|The High Line;하이라인;하이 라인;ハイライン;高线公园;高線公園|New York City|US|40.7480|-74.0048|park
One World Observatory|One World Trade Center;원 월드 전망대;원 월드 트레이드 센터;ワン・ワールド・オブザーバトリー;ワン・ワールド・トレード・センター;世贸中心一号大楼;世貿中心一號大樓;世界贸易中心观景台;원월드전망대;원월드트레이드센터;ワンワールドオブザーバトリー;ワンワールドトレードセンター|New York City|US|40.7127|-74.0134|viewpoint
9/11 Memorial|National September 11 Memorial;9/11 Memorial & Museum;9/11 메모리얼;9/11メモリアル;911纪念馆;911紀念館;国家9/11纪念馆|New York City|US|40.7115|-74.0134|sight
Grand Central Terminal|Grand Central Station;Grand Central;그랜드 센트럴 터미널;그랜드 센트럴역;グランド・セントラル駅;グランドセントラル駅;纽约中央车站;紐約中央車站;그랜드센트럴터미널;그랜드센트럴역|New York City|US|40.7527|-73.9772|sight
Top of the Rock|탑 오브 더 락;탑오브더락;トップ・オブ・ザ・ロック;巨石之顶;洛克菲勒中心观景台;洛克斐勒中心觀景台;トップオブザロック|New York City|US|40.7587|-73.9787|viewpoint
Rockefeller Center|록펠러 센터;록펠러센터;ロックフェラー・センター;洛克菲勒中心;洛克斐勒中心;ロックフェラーセンター|New York City|US|40.7587|-73.9787|sight
Chelsea Market|첼시 마켓;첼시마켓;チェルシー・マーケット;切尔西市场;雀兒喜市場;チェルシーマーケット|New York City|US|40.7424|-74.0061|market
DUMBO|덤보;ダンボ;丹波区|New York City|US|40.7033|-73.9881|neighbourhood
Katz's Delicatessen|Katz's Deli;카츠 델리;카츠 델리카트슨;カッツ・デリカテッセン;卡茨熟食店;카츠델리;카츠델리카트슨;カッツデリカテッセン|New York City|US|40.7223|-73.9874|food
Golden Gate Bridge|金门大桥;ゴールデン・ゲート・ブリッジ;금문교;金門大橋;Puente Golden Gate;골든 게이트 브리지;ゴールデンゲートブリッジ;골든게이트브리지|San Francisco|US|37.8199|-122.4783|sight
Alcatraz Island|Alcatraz;알카트라즈 섬;알카트라즈;アルカトラズ島;恶魔岛;惡魔島;阿尔卡特拉斯岛;알카트라즈섬|San Francisco|US|37.8270|-122.4230|sight
Fisherman's Wharf|피셔맨스 워프;フィッシャーマンズ・ワーフ;피셔맨스워프;フィッシャーマンズワーフ;旧金山渔人码头;舊金山漁人碼頭|San Francisco|US|37.8080|-122.4177|sight
Pier 39|피어 39|San Francisco|US|37.8087|-122.4098|sight
Lombard Street|롬바드 스트리트;롬바드 거리;ロンバード・ストリート;九曲花街;롬바드스트리트;롬바드거리;ロンバードストリート|San Francisco|US|37.8021|-122.4187|sight
Golden Gate Park|골든 게이트 파크;ゴールデン・ゲート・パーク;金门公园;金門公園;골든게이트파크;ゴールデンゲートパーク|San Francisco|US|37.7694|-122.4862|park
Chinatown San Francisco|샌프란시스코 차이나타운;サンフランシスコ・チャイナタウン;旧金山唐人街;舊金山唐人街;三藩市唐人街;샌프란시스코차이나타운;サンフランシスコチャイナタウン|San Francisco|US|37.7941|-122.4078|neighbourhood
Painted Ladies|페인티드 레이디스;ペインテッド・レディース;彩绘淑女;彩繪女士;粉彩淑女屋;페인티드레이디스;ペインテッドレディース|San Francisco|US|37.7762|-122.4328|sight
Alamo Square|알라모 스퀘어;アラモ・スクエア;阿拉莫广场;阿拉莫廣場;알라모스퀘어;アラモスクエア|San Francisco|US|37.7764|-122.4346|park
Ferry Building|Ferry Building Marketplace;페리 빌딩;フェリー・ビルディング;渡轮大厦;渡輪大廈;페리빌딩;フェリービルディング|San Francisco|US|37.7955|-122.3937|market
Twin Peaks|트윈 피크스;ツインピークス;旧金山双峰;舊金山雙峰;트윈피크스|San Francisco|US|37.7544|-122.4477|viewpoint
Mission Dolores Park|Dolores Park;돌로레스 공원;ドロレス・パーク;多洛雷斯公园;多洛雷斯公園;돌로레스공원;ドロレスパーク|San Francisco|US|37.7596|-122.4269|park
Millennium Park||Chicago|US|41.8826|-87.6226|park
Cloud Gate|The Bean|Chicago|US|41.8827|-87.6233|sight
Art Institute of Chicago||Chicago|US|41.8796|-87.6237|museum
Willis Tower|Skydeck Chicago;Sears Tower|Chicago|US|41.8789|-87.6359|viewpoint
Navy Pier||Chicago|US|41.8917|-87.6086|sight
Chrysler Building|크라이슬러 빌딩;クライスラー・ビルディング;克莱斯勒大厦;克萊斯勒大廈;크라이슬러빌딩;クライスラービルディング|New York City|US|40.7516|-73.9755|sight
Flatiron Building|플랫아이언 빌딩;フラットアイアン・ビルディング;熨斗大厦;熨斗大廈;플랫아이언빌딩;フラットアイアンビルディング|New York City|US|40.7411|-73.9897|sight
Solomon R. Guggenheim Museum|Guggenheim Museum;Guggenheim New York;구겐하임 미술관 뉴욕;뉴욕 구겐하임;グッゲンハイム美術館;古根海姆博物馆;古根漢美術館;구겐하임미술관뉴욕;뉴욕구겐하임|New York City|US|40.7830|-73.9590|museum
American Museum of Natural History|AMNH;미국 자연사 박물관;뉴욕 자연사박물관;アメリカ自然史博物館;美国自然历史博物馆;美國自然史博物館;미국자연사박물관;뉴욕자연사박물관|New York City|US|40.7813|-73.9740|museum
St. Patrick's Cathedral New York|St Patrick's Cathedral NYC;세인트 패트릭 대성당;セント・パトリック大聖堂;纽约圣帕特里克大教堂;세인트패트릭대성당;セントパトリック大聖堂|New York City|US|40.7585|-73.9760|religious
Wall Street|월스트리트;월 스트리트;ウォール街;华尔街;華爾街|New York City|US|40.7060|-74.0088|sight
New York Stock Exchange|NYSE|New York City|US|40.7069|-74.0113|sight
Charging Bull|Wall Street Bull;돌진하는 황소;월가 황소상;チャージング・ブル;华尔街铜牛;華爾街銅牛;돌진하는황소;월가황소상;チャージングブル|New York City|US|40.7056|-74.0134|sight
Hudson Yards Vessel|The Vessel;더 베슬;ザ・ベッセル;容器大楼;더베슬;ザベッセル|New York City|US|40.7538|-74.0022|viewpoint
Hudson Yards||New York City|US|40.7538|-74.0022|neighbourhood
Summit One Vanderbilt|SUMMIT One Vanderbilt;서밋 원 밴더빌트;サミット・ワン・ヴァンダービルト;范德比尔特一号观景台;范德堡一號觀景台;서밋원밴더빌트;サミットワンヴァンダービルト|New York City|US|40.7530|-73.9787|viewpoint
Washington Square Park|워싱턴 스퀘어 공원;ワシントン・スクエア公園;华盛顿广场公园;華盛頓廣場公園;워싱턴스퀘어공원;ワシントンスクエア公園|New York City|US|40.7308|-73.9973|park
Greenwich Village|West Village;그리니치 빌리지;グリニッジ・ヴィレッジ;格林威治村;그리니치빌리지;グリニッジヴィレッジ|New York City|US|40.7336|-74.0027|neighbourhood
SoHo Manhattan|SoHo NYC;뉴욕 소호;纽约苏豪区;紐約蘇活區;뉴욕소호|New York City|US|40.7233|-74.0030|neighbourhood
Brooklyn Bridge Park|브루클린 브리지 파크;ブルックリン・ブリッジ・パーク;布鲁克林大桥公园;布魯克林大橋公園;브루클린브리지파크;ブルックリンブリッジパーク|New York City|US|40.7003|-73.9967|park
Williamsburg Brooklyn|윌리엄스버그;布鲁克林威廉斯堡|New York City|US|40.7081|-73.9571|neighbourhood
Coney Island|코니 아일랜드;コニーアイランド;康尼岛;康尼島;코니아일랜드|New York City|US|40.5749|-73.9850|beach
Ellis Island|Ellis Island National Museum of Immigration;엘리스 섬;エリス島;埃利斯岛;愛麗絲島;엘리스섬|New York City|US|40.6995|-74.0396|museum
Bryant Park|브라이언트 파크;ブライアント・パーク;布莱恩特公园;布萊恩特公園;브라이언트파크;ブライアントパーク|New York City|US|40.7536|-73.9832|park
New York Public Library|Stephen A. Schwarzman Building;뉴욕 공립 도서관;뉴욕공립도서관;ニューヨーク公共図書館;纽约公共图书馆;紐約公共圖書館|New York City|US|40.7532|-73.9822|sight
Radio City Music Hall|라디오 시티 뮤직홀;ラジオシティ・ミュージックホール;无线电城音乐厅;無線電城音樂廳;라디오시티뮤직홀;ラジオシティミュージックホール|New York City|US|40.7600|-73.9800|sight
Intrepid Museum|Intrepid Sea, Air & Space Museum;인트레피드 박물관;イントレピッド海上航空宇宙博物館;无畏号航空母舰博物馆;無畏號航空母艦博物館;인트레피드박물관|New York City|US|40.7645|-73.9996|museum
Yankee Stadium|양키 스타디움;ヤンキー・スタジアム;洋基体育场;洋基球場;양키스타디움;ヤンキースタジアム|New York City|US|40.8296|-73.9262|sight
Madison Square Garden|매디슨 스퀘어 가든;マディソン・スクエア・ガーデン;麦迪逊广场花园;麥迪遜廣場花園;매디슨스퀘어가든;マディソンスクエアガーデン|New York City|US|40.7505|-73.9934|sight
Lincoln Center|링컨 센터;リンカーン・センター;林肯中心;링컨센터;リンカーンセンター|New York City|US|40.7725|-73.9835|sight
Staten Island Ferry|Whitehall Terminal;스태튼 아일랜드 페리;スタテン島フェリー;史泰登岛渡轮;史泰登島渡輪;스태튼아일랜드페리|New York City|US|40.7013|-74.0132|sight
Battery Park|배터리 파크;バッテリー・パーク;炮台公园;砲台公園;배터리파크;バッテリーパーク|New York City|US|40.7033|-74.0170|park
Prospect Park||New York City|US|40.6602|-73.9690|park
The Cloisters|Met Cloisters;클로이스터스;メトロポリタン美術館クロイスターズ;修道院博物馆;修道院分館|New York City|US|40.8649|-73.9319|museum
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
Coit Tower|코이트 타워;コイトタワー;科伊特塔;코이트타워|San Francisco|US|37.8024|-122.4058|viewpoint
Palace of Fine Arts|팰리스 오브 파인 아츠;パレス・オブ・ファインアーツ;旧金山艺术宫;舊金山藝術宮;팰리스오브파인아츠;パレスオブファインアーツ|San Francisco|US|37.8029|-122.4484|sight
Mission Dolores|Mission San Francisco de Asís|San Francisco|US|37.7644|-122.4269|religious
Haight-Ashbury|Haight Ashbury;헤이트 애시버리;ヘイト・アシュベリー;海特-黑什伯里;嬉皮街;헤이트애시버리;ヘイトアシュベリー|San Francisco|US|37.7692|-122.4481|neighbourhood
Cable Car Museum|케이블카 박물관;ケーブルカー博物館;缆车博物馆;纜車博物館;케이블카박물관|San Francisco|US|37.7946|-122.4116|museum
Union Square San Francisco|Union Square SF;유니언 스퀘어 샌프란시스코;旧金山联合广场;舊金山聯合廣場;유니언스퀘어샌프란시스코|San Francisco|US|37.7880|-122.4075|sight
Lands End|Lands End Trail;랜즈 엔드 샌프란시스코;旧金山天涯海角;舊金山天涯海角;랜즈엔드샌프란시스코|San Francisco|US|37.7875|-122.5050|nature
Baker Beach|베이커 비치;ベイカー・ビーチ;贝克海滩;貝克海灘;베이커비치;ベイカービーチ|San Francisco|US|37.7936|-122.4836|beach
Exploratorium|익스플로라토리움;エクスプロラトリアム;探索馆;探索館|San Francisco|US|37.8017|-122.3973|museum
SFMOMA|San Francisco Museum of Modern Art;샌프란시스코 현대미술관;サンフランシスコ近代美術館;旧金山现代艺术博物馆;舊金山現代藝術博物館;샌프란시스코현대미술관|San Francisco|US|37.7857|-122.4011|museum
The Castro|Castro District|San Francisco|US|37.7609|-122.4350|neighbourhood
Ghirardelli Square|기라델리 스퀘어;ギラデリ・スクエア;吉尔德利广场;吉拉德利廣場;기라델리스퀘어;ギラデリスクエア|San Francisco|US|37.8059|-122.4229|sight
Muir Woods|Muir Woods National Monument;뮤어 우즈;ミュアウッズ;缪尔森林;繆爾森林;뮤어우즈|Mill Valley|US|37.8970|-122.5810|nature
Hollywood Walk of Fame|Walk of Fame;할리우드 명예의 거리;ハリウッド・ウォーク・オブ・フェーム;好莱坞星光大道;好萊塢星光大道;할리우드명예의거리;ハリウッドウォークオブフェーム|Los Angeles|US|34.1016|-118.3269|sight
Hollywood Sign|好莱坞标志;ハリウッドサイン;할리우드 사인;할리우드 간판;好萊塢標誌;할리우드간판|Los Angeles|US|34.1341|-118.3215|sight
Griffith Observatory|그리피스 천문대;그리피스천문대;グリフィス天文台;格里菲斯天文台|Los Angeles|US|34.1184|-118.3004|viewpoint
Santa Monica Pier|산타모니카 피어;산타 모니카 부두;サンタモニカ・ピア;圣莫尼卡码头;聖塔莫尼卡碼頭;산타모니카피어;산타모니카부두;サンタモニカピア|Santa Monica|US|34.0083|-118.4988|sight
Venice Beach|Venice Beach Boardwalk;베니스 비치;ベニス・ビーチ;威尼斯海滩;威尼斯海灘;베니스비치;ベニスビーチ|Los Angeles|US|33.9850|-118.4695|beach
Venice Canals|ベニス運河|Los Angeles|US|33.9830|-118.4660|neighbourhood
Getty Center|The Getty;게티 센터;게티센터;ゲッティ・センター;盖蒂中心;蓋蒂中心;ゲッティセンター|Los Angeles|US|34.0780|-118.4741|museum
Getty Villa|게티 빌라;ゲッティ・ヴィラ;盖蒂别墅;蓋蒂別墅;게티빌라;ゲッティヴィラ|Los Angeles|US|34.0456|-118.5646|museum
Universal Studios Hollywood|유니버설 스튜디오 할리우드;ユニバーサル・スタジオ・ハリウッド;好莱坞环球影城;好萊塢環球影城;유니버설스튜디오할리우드;ユニバーサルスタジオハリウッド|Universal City|US|34.1381|-118.3534|sight
TCL Chinese Theatre|Grauman's Chinese Theatre;TCL 차이니즈 극장;차이니즈 시어터;チャイニーズ・シアター;好莱坞中国剧院;好萊塢中國戲院;차이니즈시어터;チャイニーズシアター|Los Angeles|US|34.1022|-118.3409|sight
Rodeo Drive|로데오 드라이브;ロデオドライブ;罗迪欧大道;羅迪歐大道;로데오드라이브|Beverly Hills|US|34.0674|-118.4017|shop
LACMA|Los Angeles County Museum of Art;로스앤젤레스 카운티 미술관;ロサンゼルス郡立美術館;洛杉矶郡艺术博物馆;洛杉磯郡立藝術博物館;로스앤젤레스카운티미술관|Los Angeles|US|34.0639|-118.3592|museum
Urban Light||Los Angeles|US|34.0639|-118.3592|sight
Broad Museum||Los Angeles|US|34.0545|-118.2505|museum
Walt Disney Concert Hall|월트 디즈니 콘서트홀;ウォルト・ディズニー・コンサートホール;华特迪士尼音乐厅;華特迪士尼音樂廳;월트디즈니콘서트홀;ウォルトディズニーコンサートホール|Los Angeles|US|34.0553|-118.2498|sight
Grand Central Market|그랜드 센트럴 마켓;グランド・セントラル・マーケット;洛杉矶中央市场;그랜드센트럴마켓;グランドセントラルマーケット|Los Angeles|US|34.0508|-118.2490|market
Runyon Canyon|Runyon Canyon Park;러니언 캐니언;ラニヨン・キャニオン;鲁尼恩峡谷;러니언캐니언;ラニヨンキャニオン|Los Angeles|US|34.1100|-118.3500|nature
Dodger Stadium|다저 스타디움;ドジャー・スタジアム;道奇体育场;道奇體育場;다저스타디움;ドジャースタジアム|Los Angeles|US|34.0739|-118.2400|sight
Disneyland|Disneyland Park;Disneyland Resort;디즈니랜드 애너하임;디즈니랜드 캘리포니아;ディズニーランド・リゾート;加州迪士尼乐园;加州迪士尼樂園;디즈니랜드애너하임;디즈니랜드캘리포니아;ディズニーランドリゾート|Anaheim|US|33.8121|-117.9190|sight
Las Vegas Strip|라스베이거스 스트립;스트립 거리;ラスベガス・ストリップ;拉斯维加斯大道;拉斯維加斯大道;라스베이거스스트립;스트립거리;ラスベガスストリップ|Las Vegas|US|36.1147|-115.1728|sight
Fountains of Bellagio|Bellagio Fountains;벨라지오 분수;벨라지오 분수쇼;ベラージオの噴水;ベラッジオ噴水ショー;百乐宫喷泉;百樂宮噴泉;벨라지오분수;벨라지오분수쇼|Las Vegas|US|36.1126|-115.1767|sight
Fremont Street Experience|Fremont Street;프리몬트 스트리트;フリーモント・ストリート・エクスペリエンス;弗里蒙特街;佛利蒙街;프리몬트스트리트;フリーモントストリートエクスペリエンス|Las Vegas|US|36.1707|-115.1436|sight
Welcome to Fabulous Las Vegas Sign|Las Vegas Sign;웰컴 투 라스베이거스 사인;ラスベガスサイン;拉斯维加斯欢迎牌;拉斯維加斯歡迎牌;웰컴투라스베이거스사인|Las Vegas|US|36.0820|-115.1728|sight
High Roller|High Roller Ferris Wheel;豪客摩天轮;豪客摩天輪|Las Vegas|US|36.1175|-115.1682|viewpoint
Las Vegas Sphere|스피어 라스베이거스;라스베이거스 스피어;拉斯维加斯球形巨幕;拉斯维加斯Sphere;스피어라스베이거스;라스베이거스스피어|Las Vegas|US|36.1208|-115.1623|sight
Grand Canyon South Rim|Grand Canyon;科罗拉多大峡谷;グランド・キャニオン;그랜드 캐니언;그랜드캐니언;그랜드 캐니언 사우스림;グランドキャニオン;グランドキャニオン・サウスリム;大峡谷;大峽谷;大峡谷南缘;그랜드캐니언사우스림;グランドキャニオンサウスリム|Grand Canyon Village|US|36.0617|-112.1077|nature
Mather Point||Grand Canyon Village|US|36.0617|-112.1077|viewpoint
Horseshoe Bend|홀슈 벤드;호스슈 벤드;ホースシュー・ベンド;马蹄湾;馬蹄灣;홀슈벤드;호스슈벤드;ホースシューベンド|Page|US|36.8791|-111.5104|nature
Antelope Canyon|Upper Antelope Canyon;앤털로프 캐니언;앤텔로프 캐년;アンテロープ・キャニオン;アンテロープキャニオン;羚羊峡谷;羚羊峽谷;앤털로프캐니언;앤텔로프캐년|Page|US|36.8619|-111.3743|nature
Hoover Dam|후버 댐;후버댐;フーバー・ダム;フーバーダム;胡佛水坝;胡佛水壩|Boulder City|US|36.0160|-114.7377|sight
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
Beacon Hill||Boston|US|42.3588|-71.0707|neighbourhood
Acorn Street||Boston|US|42.3576|-71.0696|sight
Boston Public Garden||Boston|US|42.3541|-71.0704|park
Old North Church||Boston|US|42.3663|-71.0544|religious
Bunker Hill Monument||Boston|US|42.3763|-71.0608|sight
South Beach|SoBe|Miami Beach|US|25.7826|-80.1341|beach
Ocean Drive||Miami Beach|US|25.7810|-80.1300|sight
Wynwood Walls||Miami|US|25.8010|-80.1994|neighbourhood
Wynwood||Miami|US|25.8010|-80.1994|neighbourhood
Little Havana|Calle Ocho|Miami|US|25.7656|-80.2195|neighbourhood
Vizcaya Museum and Gardens||Miami|US|25.7443|-80.2106|museum
Bayside Marketplace||Miami|US|25.7785|-80.1866|market
Magic Kingdom|Magic Kingdom Park|Orlando|US|28.4177|-81.5812|sight
EPCOT||Orlando|US|28.3747|-81.5494|sight
Universal Orlando Resort|Universal Studios Florida;Universal Orlando|Orlando|US|28.4743|-81.4678|sight
Kennedy Space Center|Kennedy Space Center Visitor Complex|Cape Canaveral|US|28.5729|-80.6490|museum
French Quarter|Vieux Carré|New Orleans|US|29.9584|-90.0644|neighbourhood
Bourbon Street||New Orleans|US|29.9590|-90.0650|sight
Jackson Square||New Orleans|US|29.9574|-90.0629|sight
St. Louis Cathedral New Orleans||New Orleans|US|29.9581|-90.0637|religious
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
Waikiki Beach|Waikiki;와이키키 해변;와이키키 비치;와이키키비치;ワイキキビーチ;ワイキキ・ビーチ|Honolulu|US|21.2766|-157.8270|beach
Diamond Head|Diamond Head State Monument;Lēʻahi;다이아몬드 헤드;다이아몬드헤드;다이아몬드 헤드 분화구;ダイヤモンドヘッド;ダイヤモンド・ヘッド|Honolulu|US|21.2620|-157.8060|viewpoint
Pearl Harbor National Memorial|Pearl Harbor;진주만;진주만 기념관;펄 하버;パールハーバー;真珠湾|Honolulu|US|21.3649|-157.9500|museum
USS Arizona Memorial|애리조나 기념관;アリゾナ記念館|Honolulu|US|21.3649|-157.9500|sight
Hanauma Bay|하나우마 베이;하나우마베이;ハナウマ湾;ハナウマベイ|Honolulu|US|21.2690|-157.6938|beach
ʻIolani Palace|Iolani Palace;이올라니 궁전;이올라니궁전;イオラニ宮殿|Honolulu|US|21.3069|-157.8587|sight
Balboa Park||San Diego|US|32.7341|-117.1446|park
USS Midway Museum|USS Midway|San Diego|US|32.7137|-117.1751|museum
Gaslamp Quarter||San Diego|US|32.7114|-117.1599|neighbourhood
La Jolla Cove||San Diego|US|32.8503|-117.2713|beach
San Diego Zoo||San Diego|US|32.7353|-117.1490|sight
Hotel del Coronado||Coronado|US|32.6806|-117.1786|beach
Coronado Beach||Coronado|US|32.6806|-117.1786|beach
Yosemite Valley|요세미티 밸리;요세미티;ヨセミテ渓谷;ヨセミテ;优胜美地山谷;優勝美地山谷;优胜美地;요세미티밸리|Yosemite Valley|US|37.7156|-119.6770|viewpoint
Tunnel View||Yosemite Valley|US|37.7158|-119.6772|viewpoint
Half Dome|하프 돔;ハーフドーム;优胜美地半圆顶;하프돔|Yosemite Valley|US|37.7459|-119.5332|nature
Yosemite Falls|요세미티 폭포;ヨセミテ滝;优胜美地瀑布;優勝美地瀑布;요세미티폭포|Yosemite Valley|US|37.7566|-119.5969|nature
Old Faithful|Old Faithful Geyser;올드 페이스풀;올드페이스풀 간헐천;オールド・フェイスフル;老忠实泉;老忠實間歇泉;올드페이스풀;올드페이스풀간헐천;オールドフェイスフル|West Yellowstone|US|44.4605|-110.8281|nature
Grand Prismatic Spring|그랜드 프리즈매틱 스프링;グランド・プリズマティック・スプリング;大棱镜温泉;大稜鏡溫泉;그랜드프리즈매틱스프링;グランドプリズマティックスプリング|West Yellowstone|US|44.5251|-110.8382|nature
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
Cathedral Rock|Cathedral Rock Sedona;캐시드럴 록;カテドラル・ロック;大教堂岩;캐시드럴록;カテドラルロック|Sedona|US|34.8200|-111.7930|nature
Delicate Arch|델리케이트 아치;デリケート・アーチ;精致拱门;精緻拱門;델리케이트아치;デリケートアーチ|Moab|US|38.7436|-109.4993|nature
Southernmost Point Buoy|Southernmost Point|Key West|US|24.5465|-81.7975|sight
Mallory Square||Key West|US|24.5598|-81.8074|sight
Castillo de San Marcos||St. Augustine|US|29.8980|-81.3115|sight
Little Italy NYC|Little Italy Manhattan;Mulberry Street;뉴욕 리틀 이탈리;纽约小意大利;紐約小義大利;뉴욕리틀이탈리|New York City|US|40.7190|-73.9970|neighbourhood
Chinatown NYC|Chinatown Manhattan;Manhattan Chinatown;뉴욕 차이나타운;ニューヨーク・チャイナタウン;纽约唐人街;紐約唐人街;紐約華埠;뉴욕차이나타운;ニューヨークチャイナタウン|New York City|US|40.7158|-73.9970|neighbourhood
Tenement Museum|Lower East Side Tenement Museum|New York City|US|40.7188|-73.9900|museum
Whitney Museum|Whitney Museum of American Art;휘트니 미술관;ホイットニー美術館;惠特尼美术馆;惠特尼美術館;휘트니미술관|New York City|US|40.7396|-74.0089|museum
Edge NYC|Edge Hudson Yards;Edge Observation Deck;엣지 전망대;에지 뉴욕;エッジ展望台;Edge观景台;纽约Edge观景台;엣지전망대;에지뉴욕|New York City|US|40.7541|-74.0010|viewpoint
Roosevelt Island Tramway|Roosevelt Island Tram;루스벨트 아일랜드 트램웨이;ルーズベルト島ロープウェイ;罗斯福岛缆车;羅斯福島纜車;루스벨트아일랜드트램웨이|New York City|US|40.7610|-73.9640|viewpoint
The Oculus|Oculus;Westfield World Trade Center;世贸中心交通枢纽;世貿中心交通樞紐|New York City|US|40.7115|-74.0110|sight
Little Island|Little Island at Pier 55;뉴욕 리틀 아일랜드|New York City|US|40.7420|-74.0100|park
Governors Island|거버너스 아일랜드;ガバナーズ島;总督岛;總督島;거버너스아일랜드|New York City|US|40.6890|-74.0170|park
The Frick Collection|Frick Collection;프릭 컬렉션;フリック・コレクション;弗里克收藏馆;弗里克收藏館;프릭컬렉션;フリックコレクション|New York City|US|40.7712|-73.9673|museum
Neue Galerie|Neue Galerie New York|New York City|US|40.7812|-73.9603|museum
Brooklyn Museum|브루클린 미술관;ブルックリン美術館;布鲁克林博物馆;布魯克林博物館;브루클린미술관|New York City|US|40.6712|-73.9636|museum
Brooklyn Botanic Garden||New York City|US|40.6676|-73.9632|park
Domino Park|도미노 파크;ドミノ・パーク;多米诺公园;多米諾公園;도미노파크;ドミノパーク|New York City|US|40.7146|-73.9680|park
Bushwick Collective||New York City|US|40.7080|-73.9230|sight
Harlem|할렘;ハーレム;哈莱姆;哈林區|New York City|US|40.8116|-73.9465|neighbourhood
Strawberry Fields|Imagine Mosaic;草莓园纪念区;센트럴파크 스트로베리 필즈;센트럴파크스트로베리필즈|New York City|US|40.7757|-73.9750|sight
Bethesda Terrace|Bethesda Fountain;베데스다 테라스;ベセスダ・テラス;毕士达喷泉;畢士達噴泉;베데스다테라스;ベセスダテラス|New York City|US|40.7740|-73.9708|sight
Belvedere Castle||New York City|US|40.7794|-73.9691|viewpoint
Cathedral of St. John the Divine|St. John the Divine;세인트 존 더 디바인 대성당;セント・ジョン・ザ・ディヴァイン大聖堂;圣约翰神明座堂;セントジョンザディヴァイン大聖堂|New York City|US|40.8038|-73.9619|religious
Trinity Church Wall Street|Trinity Church NYC;纽约三一教堂;紐約三一教堂;월스트리트 트리니티 교회;월스트리트트리니티교회|New York City|US|40.7081|-74.0120|religious
Federal Hall||New York City|US|40.7073|-74.0104|museum
Stone Street||New York City|US|40.7043|-74.0103|food
Pier 17|뉴욕 피어 17;纽约17号码头|New York City|US|40.7060|-74.0030|sight
South Street Seaport|Seaport District|New York City|US|40.7060|-74.0030|neighbourhood
Essex Market||New York City|US|40.7187|-73.9879|market
Russ & Daughters|Russ and Daughters|New York City|US|40.7225|-73.9882|food
Central Park Zoo|센트럴파크 동물원;セントラル・パーク動物園;中央公园动物园;中央公園動物園;센트럴파크동물원;セントラルパーク動物園|New York City|US|40.7678|-73.9718|park
The Morgan Library & Museum|Morgan Library;모건 라이브러리;モルガン・ライブラリー;摩根图书馆;摩根圖書館;모건라이브러리;モルガンライブラリー|New York City|US|40.7492|-73.9814|museum
Unisphere||New York City|US|40.7465|-73.8451|park
Flushing Meadows–Corona Park|Flushing Meadows Corona Park|New York City|US|40.7465|-73.8451|park
Bronx Zoo|브롱크스 동물원;ブロンクス動物園;布朗克斯动物园;布朗克斯動物園;브롱크스동물원|New York City|US|40.8506|-73.8770|park
New York Botanical Garden||New York City|US|40.8623|-73.8771|park
Fifth Avenue|5th Avenue;5번가;5번 애비뉴;フィフス・アベニュー;五番街;第五大道;フィフスアベニュー|New York City|US|40.7600|-73.9760|shop
The Grove Los Angeles|The Grove LA;格罗夫购物中心|Los Angeles|US|34.0720|-118.3580|shop
Original Farmers Market|Farmers Market LA;파머스 마켓 LA;洛杉矶农夫市场;洛杉磯農夫市場|Los Angeles|US|34.0720|-118.3600|market
La Brea Tar Pits|라 브레아 타르 피트;ラ・ブレア・タールピット;拉布雷亚沥青坑;拉布雷亞瀝青坑;라브레아타르피트;ラブレアタールピット|Los Angeles|US|34.0638|-118.3555|museum
Olvera Street|올베라 거리;オルベラ街;奥维拉街;奧維拉街;올베라거리|Los Angeles|US|34.0575|-118.2375|sight
Little Tokyo|Little Tokyo LA;리틀 도쿄;リトル・トーキョー;小东京;小東京;리틀도쿄;リトルトーキョー|Los Angeles|US|34.0500|-118.2400|neighbourhood
Arts District LA||Los Angeles|US|34.0410|-118.2330|neighbourhood
The Last Bookstore|라스트 북스토어;ラスト・ブックストア;最后的书店;最後的書店;라스트북스토어;ラストブックストア|Los Angeles|US|34.0475|-118.2500|shop
Hollywood Bowl|할리우드 볼;ハリウッド・ボウル;好莱坞露天剧场;好萊塢露天劇場;할리우드볼;ハリウッドボウル|Los Angeles|US|34.1122|-118.3391|sight
Abbot Kinney Boulevard|Abbot Kinney|Los Angeles|US|33.9910|-118.4690|shop
Warner Bros. Studio Tour Hollywood|Warner Bros Studio Tour;워너 브라더스 스튜디오 투어;ワーナー・ブラザース・スタジオツアー・ハリウッド;华纳兄弟影城;華納兄弟影城;워너브라더스스튜디오투어|Burbank|US|34.1490|-118.3380|museum
Petersen Automotive Museum|Petersen Museum;피터슨 자동차 박물관;ピーターセン自動車博物館;彼得森汽车博物馆;피터슨자동차박물관|Los Angeles|US|34.0622|-118.3611|museum
Natural History Museum of Los Angeles County|NHM Los Angeles|Los Angeles|US|34.0170|-118.2888|museum
California Science Center|Space Shuttle Endeavour;캘리포니아 과학관;カリフォルニア科学センター;加州科学中心;加州科學中心;캘리포니아과학관|Los Angeles|US|34.0155|-118.2860|museum
Echo Park Lake|Echo Park|Los Angeles|US|34.0730|-118.2607|park
Angels Flight|엔젤스 플라이트;エンジェルス・フライト;天使铁路;天使鐵路;엔젤스플라이트;エンジェルスフライト|Los Angeles|US|34.0513|-118.2500|sight
Union Station Los Angeles|LA Union Station|Los Angeles|US|34.0562|-118.2365|sight
Manhattan Beach Pier||Manhattan Beach|US|33.8840|-118.4110|beach
The Huntington Library|Huntington Library|San Marino|US|34.1290|-118.1145|museum
Red Rock Canyon Las Vegas|Red Rock Canyon National Conservation Area;레드록 캐니언;레드 록 캐니언;レッドロック・キャニオン;红岩峡谷;紅岩峽谷;레드록캐니언;レッドロックキャニオン|Las Vegas|US|36.1350|-115.4280|nature
Neon Museum|라스베이거스 네온 박물관;ラスベガス・ネオン博物館;拉斯维加斯霓虹灯博物馆;拉斯維加斯霓虹燈博物館;라스베이거스네온박물관;ラスベガスネオン博物館|Las Vegas|US|36.1770|-115.1350|museum
Lincoln Road|Lincoln Road Mall|Miami Beach|US|25.7905|-80.1390|shop
Pérez Art Museum Miami|PAMM|Miami|US|25.7858|-80.1862|museum
Brickell City Centre||Miami|US|25.7670|-80.1930|shop
Brickell||Miami|US|25.7670|-80.1930|neighbourhood
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
Chichén Itzá|Chichen Itza|Piste|MX|20.6843|-88.5678|sight
Temple of Kukulcán|El Castillo Chichén Itzá|Piste|MX|20.6830|-88.5686|sight
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
Coba Ruins||Coba|MX|20.4950|-87.7360|sight
Nohoch Mul||Coba|MX|20.4950|-87.7360|sight
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
Praça XV|Praça XV de Novembro|Rio de Janeiro|BR|-22.9030|-43.1740|sight
Paço Imperial||Rio de Janeiro|BR|-22.9030|-43.1740|museum
Liberdade|Bairro da Liberdade|São Paulo|BR|-23.5580|-46.6350|neighbourhood
Vila Madalena||São Paulo|BR|-23.5560|-46.6910|neighbourhood
Theatro Municipal de São Paulo||São Paulo|BR|-23.5452|-46.6383|sight
Edifício Copan|Copan Building|São Paulo|BR|-23.5460|-46.6440|sight
Museu da Língua Portuguesa|Museum of the Portuguese Language|São Paulo|BR|-23.5350|-46.6340|museum
Estação da Luz|Luz Station|São Paulo|BR|-23.5350|-46.6340|sight
Farol Santander|Edifício Altino Arantes|São Paulo|BR|-23.5460|-46.6340|viewpoint
Museu do Ipiranga|Museu Paulista|São Paulo|BR|-23.5855|-46.6094|museum
Stanley Park|스탠리 공원;스탠리파크;スタンレー・パーク;スタンレーパーク;史丹利公园;史丹利公園;스탠리공원|Vancouver|CA|49.3043|-123.1443|park
Granville Island|그랜빌 아일랜드;グランビル・アイランド;格兰维尔岛;格蘭維爾島;그랜빌아일랜드;グランビルアイランド|Vancouver|CA|49.2712|-123.1340|market
Gastown|개스타운;ギャスタウン;煤气镇;煤氣鎮|Vancouver|CA|49.2838|-123.1090|neighbourhood
Capilano Suspension Bridge|캐필라노 현수교;캐필라노 서스펜션 브리지;キャピラノ吊り橋;卡皮拉诺吊桥;卡皮拉諾吊橋;캐필라노현수교;캐필라노서스펜션브리지|North Vancouver|CA|49.3429|-123.1149|nature
Château Frontenac|Fairmont Le Château Frontenac|Quebec|CA|46.8122|-71.2050|sight
Petit Champlain|Quartier Petit Champlain|Quebec|CA|46.8116|-71.2026|neighbourhood
Montmorency Falls|Chute Montmorency|Quebec|CA|46.8905|-71.1479|nature
Horseshoe Falls|Canadian Falls;尼亚加拉瀑布;尼加拉瀑布;ナイアガラの滝;나이아가라 폭포;Chutes du Niagara;Cataratas del Niágara;캐나다 폭포;ホースシュー滝;カナダ滝;马蹄瀑布;馬蹄瀑布;캐나다폭포|Niagara Falls|CA|43.0772|-79.0760|nature
CN Tower|Tour CN|Toronto|CA|43.6426|-79.3871|viewpoint
Royal Ontario Museum||Toronto|CA|43.6677|-79.3948|museum
Distillery District||Toronto|CA|43.6503|-79.3596|neighbourhood
St. Lawrence Market||Toronto|CA|43.6487|-79.3715|market
Kensington Market||Toronto|CA|43.6547|-79.4005|market
Casa Loma||Toronto|CA|43.6780|-79.4094|sight
Ripley's Aquarium of Canada||Toronto|CA|43.6424|-79.3860|sight
Art Gallery of Ontario||Toronto|CA|43.6536|-79.3925|museum
Toronto Islands|Toronto Island Park|Toronto|CA|43.6205|-79.3787|park
Nathan Phillips Square||Toronto|CA|43.6525|-79.3835|sight
Toronto Sign||Toronto|CA|43.6525|-79.3835|sight
Notre-Dame Basilica Montreal|Basilique Notre-Dame de Montréal|Montreal|CA|45.5045|-73.5562|religious
Old Montreal|Vieux-Montréal|Montreal|CA|45.5075|-73.5540|neighbourhood
Mount Royal|Parc du Mont-Royal|Montreal|CA|45.5040|-73.5870|viewpoint
Kondiaronk Belvedere|Belvédère Kondiaronk|Montreal|CA|45.5040|-73.5870|viewpoint
Saint Joseph's Oratory|Oratoire Saint-Joseph|Montreal|CA|45.4925|-73.6178|religious
Jean-Talon Market|Marché Jean-Talon|Montreal|CA|45.5364|-73.6147|market
Olympic Stadium Montreal|Stade olympique|Montreal|CA|45.5580|-73.5518|sight
Montreal Botanical Garden|Jardin botanique de Montréal|Montreal|CA|45.5600|-73.5630|park
Citadelle of Quebec|La Citadelle de Québec|Quebec|CA|46.8078|-71.2067|sight
Plains of Abraham|Plaines d'Abraham;Battlefields Park|Quebec|CA|46.8030|-71.2160|park
Dufferin Terrace|Terrasse Dufferin|Quebec|CA|46.8115|-71.2035|viewpoint
Vancouver Aquarium|밴쿠버 수족관;バンクーバー水族館;温哥华水族馆;溫哥華水族館;밴쿠버수족관|Vancouver|CA|49.3005|-123.1309|sight
Canada Place|캐나다 플레이스;カナダ・プレイス;加拿大广场;加拿大廣場;캐나다플레이스;カナダプレイス|Vancouver|CA|49.2888|-123.1111|sight
Grouse Mountain|그라우스 마운틴;グラウス・マウンテン;松鸡山;松雞山;그라우스마운틴;グラウスマウンテン|North Vancouver|CA|49.3800|-123.0820|viewpoint
English Bay|English Bay Beach;잉글리시 베이;イングリッシュ・ベイ;英吉利湾;英吉利灣;잉글리시베이;イングリッシュベイ|Vancouver|CA|49.2867|-123.1430|beach
Queen Elizabeth Park|밴쿠버 퀸 엘리자베스 공원;温哥华伊丽莎白女王公园;溫哥華伊莉莎白女王公園;밴쿠버퀸엘리자베스공원|Vancouver|CA|49.2418|-123.1126|park
Vancouver Lookout|Harbour Centre|Vancouver|CA|49.2848|-123.1119|viewpoint
Kitsilano Beach|Kits Beach;키칠라노 비치;キツラノ・ビーチ;基斯兰奴海滩;基斯蘭奴海灘;키칠라노비치;キツラノビーチ|Vancouver|CA|49.2750|-123.1540|beach
Lynn Canyon Park|Lynn Canyon;린 캐니언 공원;린 캐년;リン・キャニオン公園;林恩峡谷公园;林恩峽谷公園;린캐니언공원;린캐년;リンキャニオン公園|North Vancouver|CA|49.3440|-123.0180|nature
Lake Louise|레이크 루이스;루이스 호수;レイク・ルイーズ;ルイーズ湖;路易斯湖;露易絲湖;레이크루이스;루이스호수;レイクルイーズ|Banff|CA|51.4167|-116.2170|nature
Moraine Lake|모레인 호수;모레인 레이크;モレーン湖;梦莲湖;夢蓮湖;모레인호수;모레인레이크|Banff|CA|51.3217|-116.1860|nature
Banff Gondola|Sulphur Mountain;밴프 곤돌라;バンフ・ゴンドラ;班夫缆车;班夫纜車;밴프곤돌라;バンフゴンドラ|Banff|CA|51.1440|-115.5730|viewpoint
Banff Avenue|밴프 애비뉴;バンフ・アベニュー;班夫大道;밴프애비뉴;バンフアベニュー|Banff|CA|51.1770|-115.5710|shop
Butchart Gardens|The Butchart Gardens;부차트 가든;부차드 가든;ブッチャート・ガーデン;布查特花园;寶翠花園;부차트가든;부차드가든;ブッチャートガーデン|Victoria|CA|48.5636|-123.4683|park
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
Plaza de la Catedral||Havana|CU|23.1410|-82.3515|religious
Havana Cathedral|Catedral de La Habana|Havana|CU|23.1410|-82.3515|religious
Plaza de la Revolución|Revolution Square Havana|Havana|CU|23.1220|-82.3870|sight
Plaza Vieja||Havana|CU|23.1360|-82.3500|sight
La Bodeguita del Medio|Bodeguita del Medio|Havana|CU|23.1408|-82.3518|food
Morro Castle Havana|Castillo de los Tres Reyes del Morro;El Morro Havana|Havana|CU|23.1500|-82.3565|sight
Hotel Nacional de Cuba|Hotel Nacional|Havana|CU|23.1430|-82.3810|sight
Machu Picchu|Machupicchu;马丘比丘;馬丘比丘;マチュ・ピチュ;마추픽추|Machu Picchu|PE|-13.1631|-72.5450|sight
Huayna Picchu|Wayna Picchu|Machu Picchu|PE|-13.1575|-72.5460|viewpoint
Plaza de Armas Cusco|Plaza de Armas del Cusco|Cusco|PE|-13.5167|-71.9788|sight
Cusco Cathedral|Catedral del Cusco|Cusco|PE|-13.5163|-71.9785|religious
Sacsayhuamán|Sacsayhuaman;Saksaywaman|Cusco|PE|-13.5094|-71.9817|sight
Qorikancha|Coricancha;Santo Domingo Cusco|Cusco|PE|-13.5200|-71.9750|religious
San Pedro Market|Mercado de San Pedro|Cusco|PE|-13.5220|-71.9840|market
Ollantaytambo Ruins|Ollantaytambo Fortress|Ollantaytambo|PE|-13.2580|-72.2630|sight
Pisac Ruins|Pisac Archaeological Park|Pisac|PE|-13.4110|-71.8500|sight
Plaza Mayor Lima|Plaza de Armas de Lima|Lima|PE|-12.0464|-77.0300|sight
Larcomar||Lima|PE|-12.1320|-77.0300|viewpoint
Huacachina|Huacachina Oasis|Ica|PE|-14.0875|-75.7633|nature
Uros Floating Islands|Islas Flotantes de los Uros;Uros Islands|Puno|PE|-15.8190|-69.9690|sight
Nazca Lines|Líneas de Nazca;Nasca Lines|Nazca|PE|-14.7390|-75.1300|sight
Puente de los Suspiros||Lima|PE|-12.1500|-77.0210|neighbourhood
Barranco||Lima|PE|-12.1500|-77.0210|neighbourhood
Santa Catalina Monastery|Monasterio de Santa Catalina|Arequipa|PE|-16.3950|-71.5370|religious
Huaca Pucllana||Lima|PE|-12.1108|-77.0337|sight
Museo Larco|Larco Museum|Lima|PE|-12.0725|-77.0707|museum
Parque del Amor|Love Park Lima|Lima|PE|-12.1270|-77.0370|park
Circuito Mágico del Agua|Parque de la Reserva|Lima|PE|-12.0705|-77.0336|park
Basilica and Convent of San Francisco Lima|San Francisco Monastery Lima;Catacombs of Lima|Lima|PE|-12.0453|-77.0276|religious
Maras Salt Mines|Salineras de Maras;Salinas de Maras|Cusco|PE|-13.3030|-72.1550|sight
Moray|Moray Inca terraces|Cusco|PE|-13.3290|-72.1970|sight
San Blas Cusco|Barrio de San Blas|Cusco|PE|-13.5160|-71.9760|neighbourhood
Devil's Throat|Garganta del Diablo|Puerto Iguazú|AR|-25.6867|-54.4447|nature
Iguazú Falls|Cataratas del Iguazú|Puerto Iguazú|AR|-25.6867|-54.4447|nature
Caminito|El Caminito|Buenos Aires|AR|-34.6394|-58.3629|neighbourhood
La Boca||Buenos Aires|AR|-34.6394|-58.3629|neighbourhood
Recoleta Cemetery|Cementerio de la Recoleta|Buenos Aires|AR|-34.5875|-58.3934|sight
Plaza de Mayo||Buenos Aires|AR|-34.6083|-58.3722|sight
Casa Rosada||Buenos Aires|AR|-34.6081|-58.3703|sight
Teatro Colón|Teatro Colon|Buenos Aires|AR|-34.6011|-58.3831|sight
San Telmo Market|Mercado de San Telmo|Buenos Aires|AR|-34.6212|-58.3716|market
Feria de San Telmo||Buenos Aires|AR|-34.6210|-58.3720|market
Obelisco de Buenos Aires|Obelisk of Buenos Aires|Buenos Aires|AR|-34.6037|-58.3816|sight
Puerto Madero||Buenos Aires|AR|-34.6110|-58.3630|neighbourhood
Puente de la Mujer||Buenos Aires|AR|-34.6080|-58.3654|sight
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
Cerro Alegre||Valparaíso|CL|-33.0420|-71.6270|neighbourhood
Cerro Concepción||Valparaíso|CL|-33.0418|-71.6255|neighbourhood
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
Miraflores Locks|Esclusas de Miraflores|Panamá|PA|8.9967|-79.5915|sight
Castillo San Felipe del Morro|El Morro San Juan|San Juan|PR|18.4707|-66.1236|sight
Old San Juan|Viejo San Juan|San Juan|PR|18.4650|-66.1170|neighbourhood
Cathedral of Granada Nicaragua|Catedral de Granada|Granada|NI|11.9300|-85.9560|religious
Catedral Primada de América|Santo Domingo Cathedral|Santo Domingo|DO|18.4731|-69.8840|religious
Zona Colonial|Ciudad Colonial|Santo Domingo|DO|18.4731|-69.8840|neighbourhood
Dunn's River Falls||Ocho Rios|JM|18.4180|-77.1360|nature
Plaza Independencia|Plaza Independencia Montevideo|Montevideo|UY|-34.9060|-56.2000|sight
Palacio Salvo||Montevideo|UY|-34.9060|-56.2000|sight
Barrio Histórico de Colonia del Sacramento|Barrio Histórico|Colonia del Sacramento|UY|-34.4720|-57.8500|neighbourhood
Queen's Staircase||Nassau|BS|25.0740|-77.3390|sight
Atlantis Paradise Island|Atlantis Bahamas|Nassau|BS|25.0860|-77.3230|sight
Handelskade|Willemstad waterfront|Willemstad|CW|12.1050|-68.9350|sight
Eagle Beach||Oranjestad|AW|12.5520|-70.0580|beach
Humberstone|Oficina Salitrera Humberstone;Humberstone Saltpeter Works;Santiago Humberstone;Humberstone and Santa Laura Saltpeter Works|Pozo Almonte|CL|-20.2058|-69.7942|sight
Santa Laura Saltpeter Works|Oficina Salitrera Santa Laura;Santa Laura|Pozo Almonte|CL|-20.2111|-69.8131|sight
Yaxchilán|Yaxchilan;Zona Arqueológica de Yaxchilán;Pa'Chan|Frontera Corozal|MX|16.9000|-90.9667|sight
Toniná|Tonina;Zona Arqueológica de Toniná|Ocosingo|MX|16.9012|-92.0097|sight
Bonampak|Zona Arqueológica de Bonampak;Bonampak murals;Murales de Bonampak;ボナンパク|Nueva Palestina|MX|16.7039|-91.0650|sight
San Ignacio Miní|Ruinas de San Ignacio Miní;Reducción de San Ignacio Miní;Jesuit Mission San Ignacio Mini;San Ignacio Mini|San Ignacio|AR|-27.2553|-55.5317|sight
Mayapán|Mayapan;Zona Arqueológica de Mayapán;Ruinas de Mayapán|Tekit|MX|20.6294|-89.4606|sight
Historic Centre of Mompox|Santa Cruz de Mompox;Mompox;Mompós;Centro Histórico de Mompox;Centro storico di Mompós|Mompós|CO|9.2419|-74.4267|neighbourhood
Celestún|Ría Celestún;Ría Celestún Biosphere Reserve;Reserva de la Biosfera Ría Celestún;Celestun flamingos|Celestún|MX|20.8583|-90.4000|nature
Chacaltaya|Cerro Chacaltaya;Chacaltaya ski area|La Paz|BO|-16.3533|-68.1314|viewpoint
Canoa Quebrada|Praia de Canoa Quebrada;カノア・ケブラーダ|Aracati|BR|-4.5283|-37.6928|beach
Parque Estadual do Ibitipoca|Ibitipoca;Ibitipoca State Park|Lima Duarte|BR|-21.7000|-43.9000|park
Janela do Céu||Lima Duarte|BR|-21.7000|-43.9000|nature
Parque Nacional Marinho dos Abrolhos|Abrolhos;Abrolhos Marine National Park;Arquipélago dos Abrolhos;Abrolhos Archipelago|Nova Viçosa|BR|-17.9710|-38.7000|park
Grutas de Loltún|Loltun Caves;Loltún Cave;Cueva de Loltún;Grutas de Loltun|Ticul|MX|20.2528|-89.4564|nature
Mina da Passagem|Minas da Passagem;Passagem gold mine;Mina de Ouro da Passagem|Mariana|BR|-20.3910|-43.4399|sight
Poço Encantado|Poco Encantado;Enchanted Well Chapada Diamantina|Vera Cruz|BR|-12.9447|-41.1050|nature
Cristo de la Concordia|Christ of Peace Cochabamba;Cristo de la Concordia Cochabamba;Cerro San Pedro Cochabamba|Cochabamba|BO|-17.3844|-66.1346|religious
Ruinas de Quilmes|Ruins of Quilmes;Ciudad Sagrada de Quilmes;Quilmes ruins|Santa María|AR|-26.4638|-66.0380|sight
Puente del Inca|Inca Bridge;Puente del Inca natural bridge;Brücke der Inkas|Tupungato|AR|-32.8167|-69.9167|nature
Cachoeira da Fumaça|Smoke Falls;Fumaça Falls;Cachoeira da Fumaca;Glass Falls|Vera Cruz|BR|-12.6000|-41.4551|nature
Cachoeira Casca d'Anta|Casca d'Anta;Casca d'Anta Falls;Cachoeira da Casca D'Anta|Passos|BR|-20.3011|-46.5219|nature
Canyons de Furnas|Cânions de Capitólio;Furnas Canyons;Capitólio canyons;Mirante dos Canyons|Capitólio|BR|-20.6503|-46.2660|nature
Gruta da Lapinha|Lapinha Cave;Parque Estadual do Sumidouro Lapinha|Lagoa Santa|BR|-19.5620|-43.9594|nature
Gruta da Lapa Doce|Lapa Doce;Lapa Doce Cave|Iraquara|BR|-12.3198|-41.5779|nature
Cachoeira da Fumacinha|Fumacinha Falls;Fumacinha|Barra da Estiva|BR|-13.2795|-41.2607|nature
Termas de Puritama|Puritama Hot Springs;Termas Baños de Puritama;Puritama|San Pedro de Atacama|CL|-22.7208|-68.0447|nature
La Portada|Monumento Natural La Portada;La Portada Natural Monument;La Portada de Antofagasta;Antofagasta Archway|Antofagasta|CL|-23.5064|-70.4269|nature
Mount Fitz Roy|Monte Fitz Roy;Cerro Fitz Roy;Cerro Chaltén;Fitzroy;フィッツ・ロイ;菲茨罗伊峰|El Chaltén|AR|-49.2713|-73.0432|nature
Aconcagua|Cerro Aconcagua;Monte Aconcagua;アコンカグア;阿空加瓜山;아콩카과산|Puente del Inca|AR|-32.6531|-70.0117|nature
Cueva de las Manos|Cave of Hands;Cave of the Hands;Cueva de las Manos Pintadas;Höhle der Hände;Grotte des Mains|Perito Moreno|AR|-47.1553|-70.6560|sight
Mano del Desierto|Hand of the Desert;Mano de Desierto;Main du désert|Antofagasta|CL|-24.1583|-70.1565|sight
Laguna Miscanti|Lagunas Altiplánicas;Miscanti lagoon;Lagunas Miscanti y Miñiques|Socaire|CL|-23.7250|-67.7650|nature
Laguna Verde|Green Lagoon;Laguna Verde Bolivia;Green Lake Bolivia|Uyuni|BO|-22.7939|-67.8122|nature
Sol de Mañana|Sol de Manana;Géiseres Sol de Mañana;Sol de Mañana geysers;Sol de Mañana geothermal field|Uyuni|BO|-22.4264|-67.7597|nature
Cerro Torre|Cerro Torre Patagonia;セロ・トーレ|El Chaltén|AR|-49.2928|-73.0983|nature
Laguna Colorada|Red Lagoon;Laguna Colorada Bolivia;Rote Lagune;Lagune Colorada|Uyuni|BO|-22.1986|-67.7811|nature
Punta Gallinas|Cape Gallinas;Faro de Punta Gallinas;Punta Gallinas lighthouse;Pointe Gallinas;プンタ・ガリナス|Uribia|CO|12.4578|-71.6656|viewpoint
`;
