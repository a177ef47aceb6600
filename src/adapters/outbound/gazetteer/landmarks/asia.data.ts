/**
 * Curated landmarks for the offline geocoder: East, South-East, South and Central Asia. Written for this project; coordinates are
 * rounded to 4 decimals and meant to be within about 300 m. One per line:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * `@city` lines give local or common names of cities the GeoNames data knows by another name.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const LANDMARKS_ASIA = `
@city|Kyōto|Kyoto|JP
@city|Tōkyō|Tokyo|JP
@city|Nara-shi|Nara|JP
@city|東京|Tokyo|JP
@city|京都|Kyoto|JP
@city|大阪|Osaka|JP
@city|奈良|Nara-shi|JP
@city|広島|Hiroshima|JP
@city|札幌|Sapporo|JP
@city|福岡|Fukuoka|JP
@city|名古屋|Nagoya|JP
@city|横浜|Yokohama|JP
@city|神戸|Kobe|JP
@city|金沢|Kanazawa|JP
@city|鎌倉|Kamakura|JP
@city|日光|Nikko|JP
@city|那覇|Naha|JP
@city|姫路|Himeji|JP
@city|箱根|Hakone|JP
@city|高山|Takayama|JP
@city|北京|Beijing|CN
@city|上海|Shanghai|CN
@city|西安|Xi'an|CN
@city|成都|Chengdu|CN
@city|杭州|Hangzhou|CN
@city|广州|Guangzhou|CN
@city|廣州|Guangzhou|CN
@city|深圳|Shenzhen|CN
@city|桂林|Guilin|CN
@city|重庆|Chongqing|CN
@city|南京|Nanjing|CN
@city|苏州|Suzhou|CN
@city|蘇州|Suzhou|CN
@city|拉萨|Lhasa|CN
@city|香港|Hong Kong|HK
@city|澳門|Macau|MO
@city|澳门|Macau|MO
@city|台北|Taipei|TW
@city|臺北|Taipei|TW
@city|台北市|Taipei|TW
@city|高雄|Kaohsiung|TW
@city|台中|Taichung|TW
@city|臺中|Taichung|TW
@city|台南|Tainan|TW
@city|臺南|Tainan|TW
@city|서울|Seoul|KR
@city|부산|Busan|KR
@city|Pusan|Busan|KR
@city|경주|Gyeongju|KR
@city|인천|Incheon|KR
@city|전주|Jeonju|KR
@city|กรุงเทพ|Bangkok|TH
@city|กรุงเทพฯ|Bangkok|TH
@city|กรุงเทพมหานคร|Bangkok|TH
@city|Krung Thep|Bangkok|TH
@city|เชียงใหม่|Chiang Mai|TH
@city|ภูเก็ต|Phuket|TH
@city|เชียงราย|Chiang Rai|TH
@city|Hà Nội|Hanoi|VN
@city|Saigon|Ho Chi Minh City|VN
@city|Sài Gòn|Ho Chi Minh City|VN
@city|Thành phố Hồ Chí Minh|Ho Chi Minh City|VN
@city|HCMC|Ho Chi Minh City|VN
@city|Hội An|Hoi An|VN
@city|Huế|Hue|VN
@city|Đà Nẵng|Da Nang|VN
@city|Yogya|Yogyakarta|ID
@city|Jogja|Yogyakarta|ID
@city|Jogjakarta|Yogyakarta|ID
@city|KL|Kuala Lumpur|MY
@city|Penang|George Town|MY
@city|Bombay|Mumbai|IN
@city|Benares|Varanasi|IN
@city|मुंबई|Mumbai|IN
@city|दिल्ली|Delhi|IN
@city|नई दिल्ली|New Delhi|IN
@city|जयपुर|Jaipur|IN
@city|आगरा|Agra|IN
@city|वाराणसी|Varanasi|IN
@city|काठमाडौं|Kathmandu|NP
@city|Ayutthaya|Phra Nakhon Si Ayutthaya|TH
@city|อยุธยา|Phra Nakhon Si Ayutthaya|TH
@city|Kochi|Cochin|IN
@city|Pingyao|Gutao|CN
@city|平遥|Gutao|CN
@city|Bangalore|Bengaluru|IN
@city|Bodh Gaya|Buddh Gaya|IN
@city|Khiva|Khiwa|UZ
@city|Ulaanbaatar|Ulan Bator|MN
@city|Улаанбаатар|Ulan Bator|MN
@city|曼谷|Bangkok|TH
@city|バンコク|Bangkok|TH
@city|방콕|Bangkok|TH
@city|岘港|Da Nang|VN
@city|峴港|Da Nang|VN
@city|ダナン|Da Nang|VN
@city|다낭|Da Nang|VN
@city|河内|Hanoi|VN
@city|河內|Hanoi|VN
@city|ハノイ|Hanoi|VN
@city|하노이|Hanoi|VN
@city|胡志明市|Ho Chi Minh City|VN
@city|ホーチミン|Ho Chi Minh City|VN
@city|호치민|Ho Chi Minh City|VN
@city|芽庄|Nha Trang|VN
@city|나트랑|Nha Trang|VN
@city|新加坡|Singapore|SG
@city|シンガポール|Singapore|SG
@city|싱가포르|Singapore|SG
@city|清迈|Chiang Mai|TH
@city|清邁|Chiang Mai|TH
@city|チェンマイ|Chiang Mai|TH
@city|치앙마이|Chiang Mai|TH
@city|芭提雅|Pattaya|TH
@city|파타야|Pattaya|TH
@city|普吉|Phuket|TH
@city|プーケット|Phuket|TH
@city|푸켓|Phuket|TH
@city|吉隆坡|Kuala Lumpur|MY
@city|쿠알라룸푸르|Kuala Lumpur|MY
@city|马尼拉|Manila|PH
@city|마닐라|Manila|PH
@city|首尔|Seoul|KR
@city|首爾|Seoul|KR
@city|ソウル|Seoul|KR
@city|釜山|Busan|KR
@city|プサン|Busan|KR
@city|济州|Jeju City|KR
@city|濟州|Jeju City|KR
@city|済州|Jeju City|KR
@city|제주|Jeju City|KR
@city|제주시|Jeju City|KR
@city|束草|Sokcho|KR
@city|속초|Sokcho|KR
@city|강릉|Gangneung|KR
@city|여수|Yeosu|KR
@city|东京|Tokyo|JP
@city|도쿄|Tokyo|JP
@city|大阪市|Osaka|JP
@city|오사카|Osaka|JP
@city|교토|Kyoto|JP
@city|京都市|Kyoto|JP
@city|후쿠오카|Fukuoka|JP
@city|삿포로|Sapporo|JP
@city|小樽|Otaru|JP
@city|오타루|Otaru|JP
@city|函館|Hakodate|JP
@city|하코다테|Hakodate|JP
@city|富良野|Furano|JP
@city|나고야|Nagoya|JP
@city|오키나와|Okinawa|JP
@city|沖縄|Okinawa|JP
@city|호이안|Hội An|VN
@city|会安|Hội An|VN
@city|會安|Hội An|VN
@city|ホイアン|Hội An|VN
@city|Hoi An|Hội An|VN
@city|九份|Jiufen|TW
@city|서귀포|Seogwipo|KR
@city|高雄市|Kaohsiung|TW
@city|가오슝|Kaohsiung|TW
@city|타이베이|Taipei|TW
@city|타이페이|Taipei|TW
@city|タイペイ|Taipei|TW
@city|香港|Hong Kong|HK
@city|홍콩|Hong Kong|HK
@city|澳门|Macau|MO
@city|마카오|Macau|MO
@city|巴黎|Paris|FR
@city|パリ|Paris|FR
@city|파리|Paris|FR
@city|伦敦|London|GB
@city|倫敦|London|GB
@city|ロンドン|London|GB
@city|런던|London|GB
@city|纽约|New York City|US
@city|紐約|New York City|US
@city|ニューヨーク|New York City|US
@city|뉴욕|New York City|US
@city|罗马|Rome|IT
@city|羅馬|Rome|IT
@city|ローマ|Rome|IT
@city|로마|Rome|IT
@city|巴塞罗那|Barcelona|ES
@city|バルセロナ|Barcelona|ES
@city|바르셀로나|Barcelona|ES
@city|伊斯坦布尔|Istanbul|TR
@city|イスタンブール|Istanbul|TR
@city|이스탄불|Istanbul|TR
@city|威尼斯|Venice|IT
@city|ヴェネツィア|Venice|IT
@city|베네치아|Venice|IT
@city|佛罗伦萨|Florence|IT
@city|フィレンツェ|Florence|IT
@city|피렌체|Florence|IT
@city|布拉格|Prague|CZ
@city|プラハ|Prague|CZ
@city|프라하|Prague|CZ
@city|维也纳|Vienna|AT
@city|ウィーン|Vienna|AT
@city|阿姆斯特丹|Amsterdam|NL
@city|アムステルダム|Amsterdam|NL
@city|암스테르담|Amsterdam|NL
@city|柏林|Berlin|DE
@city|ベルリン|Berlin|DE
@city|베를린|Berlin|DE
@city|里斯本|Lisbon|PT
@city|リスボン|Lisbon|PT
@city|리스본|Lisbon|PT
@city|迪拜|Dubai|AE
@city|ドバイ|Dubai|AE
@city|두바이|Dubai|AE
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
@city|悉尼|Sydney|AU
@city|雪梨|Sydney|AU
@city|シドニー|Sydney|AU
@city|시드니|Sydney|AU
@city|墨尔本|Melbourne|AU
@city|メルボルン|Melbourne|AU
@city|멜버른|Melbourne|AU
@city|温哥华|Vancouver|CA
@city|バンクーバー|Vancouver|CA
@city|밴쿠버|Vancouver|CA
@city|多伦多|Toronto|CA
@city|トロント|Toronto|CA
@city|토론토|Toronto|CA
@city|马德里|Madrid|ES
@city|マドリード|Madrid|ES
@city|마드리드|Madrid|ES
@city|慕尼黑|Munich|DE
@city|ミュンヘン|Munich|DE
@city|뮌헨|Munich|DE
@city|米兰|Milan|IT
@city|ミラノ|Milan|IT
@city|밀라노|Milan|IT
@city|上海市|Shanghai|CN
@city|상하이|Shanghai|CN
@city|베이징|Beijing|CN
@city|北京市|Beijing|CN
@city|宿务|Cebu City|PH
@city|세부|Cebu City|PH
@city|登巴萨|Denpasar|ID
@city|발리|Denpasar|ID
@city|峇里島|Denpasar|ID
@city|巴厘岛|Denpasar|ID
@city|バリ島|Denpasar|ID
@city|Tokio|Tokyo|JP
@city|Tóquio|Tokyo|JP
@city|Peking|Beijing|CN
@city|Pékin|Beijing|CN
@city|Pekín|Beijing|CN
@city|Pechino|Beijing|CN
@city|Pequim|Beijing|CN
@city|Seúl|Seoul|KR
@city|Séoul|Seoul|KR
@city|Neu-Delhi|New Delhi|IN
@city|Nueva Delhi|New Delhi|IN
@city|Nuova Delhi|New Delhi|IN
@city|Nova Délhi|New Delhi|IN
@city|Singapur|Singapore|SG
@city|Singapura|Singapore|SG
@city|Hanói|Hanoi|VN
Fushimi Inari Taisha|Fushimi Inari;Fushimi Inari Shrine;伏見稲荷大社;伏見稲荷;伏见稻荷大社;伏见稻荷;후시미 이나리;후시미 이나리 신사|Kyoto|JP|34.9671|135.7727|religious
Kinkaku-ji|Kinkakuji;Golden Pavilion;金閣寺;鹿苑寺;金阁寺;금각사|Kyoto|JP|35.0394|135.7292|religious
Arashiyama Bamboo Grove|Arashiyama;Bamboo Grove;嵐山;竹林の小径;Sagano Bamboo Forest;岚山;嵐山竹林;岚山竹林;아라시야마|Kyoto|JP|35.0170|135.6713|nature
Kiyomizu-dera|Kiyomizudera;清水寺;기요미즈데라|Kyoto|JP|34.9949|135.7850|religious
Gion|祇園;祇园;기온|Kyoto|JP|35.0037|135.7788|neighbourhood
Nishiki Market|錦市場;锦市场;니시키 시장|Kyoto|JP|35.0050|135.7649|market
Ginkaku-ji|Ginkakuji;Silver Pavilion;銀閣寺;慈照寺;银阁寺;은각사|Kyoto|JP|35.0270|135.7982|religious
Philosopher's Path|Philosophers Path;哲学の道;哲学之道|Kyoto|JP|35.0234|135.7945|sight
Nijō Castle|Nijo Castle;二条城;Nijo-jo|Kyoto|JP|35.0142|135.7482|sight
Ryōan-ji|Ryoanji;Ryoan-ji;龍安寺;龙安寺|Kyoto|JP|35.0345|135.7183|religious
Tenryū-ji|Tenryuji;Tenryu-ji;天龍寺;天龙寺|Kyoto|JP|35.0158|135.6737|religious
Yasaka Shrine|Yasaka Jinja;八坂神社|Kyoto|JP|35.0036|135.7785|religious
Pontocho|Pontochō;先斗町|Kyoto|JP|35.0050|135.7707|neighbourhood
Sannenzaka|Sannen-zaka;三年坂;産寧坂|Kyoto|JP|34.9965|135.7810|sight
Tōdai-ji|Todaiji;Todai-ji;東大寺;东大寺;도다이지|Nara|JP|34.6890|135.8398|religious
Nara Park|奈良公園|Nara|JP|34.6851|135.8430|park
Shibuya Crossing|Shibuya Scramble Crossing;渋谷スクランブル交差点;Scramble Crossing;涩谷十字路口;시부야 스크램블 교차로|Tokyo|JP|35.6595|139.7005|sight
Senso-ji|Sensō-ji;Sensoji;浅草寺;Asakusa Temple;센소지|Tokyo|JP|35.7148|139.7967|religious
Meiji Shrine|Meiji Jingu;明治神宮;明治神宫;메이지 신궁|Tokyo|JP|35.6764|139.6993|religious
Tokyo Skytree|東京スカイツリー;Skytree;东京晴空塔;晴空塔;도쿄 스카이트리|Tokyo|JP|35.7101|139.8107|viewpoint
Shinjuku Gyoen|Shinjuku Gyoen National Garden;新宿御苑|Tokyo|JP|35.6852|139.7101|park
Tsukiji Outer Market|Tsukiji Market;築地場外市場;築地市場;筑地市场;츠키지 시장|Tokyo|JP|35.6654|139.7707|market
Akihabara|秋葉原;Akiba;秋叶原;아키하바라|Tokyo|JP|35.7022|139.7741|neighbourhood
Harajuku|Takeshita Street;Takeshita-dori;竹下通り;原宿|Tokyo|JP|35.6702|139.7027|neighbourhood
teamLab Planets|チームラボプラネッツ|Tokyo|JP|35.6491|139.7898|museum
Tokyo Tower|東京タワー;东京塔;도쿄타워|Tokyo|JP|35.6586|139.7454|viewpoint
Omoide Yokocho|思い出横丁;Memory Lane|Tokyo|JP|35.6932|139.6995|food
Golden Gai|Shinjuku Golden Gai;新宿ゴールデン街;ゴールデン街|Tokyo|JP|35.6938|139.7049|food
Ueno Park|上野恩賜公園;上野公園;Ueno Onshi Park|Tokyo|JP|35.7148|139.7733|park
Shibuya Sky|渋谷スカイ|Tokyo|JP|35.6585|139.7022|viewpoint
Dotonbori|道頓堀;道顿堀;도톤보리|Osaka|JP|34.6687|135.5013|neighbourhood
Osaka Castle|大阪城;Osaka-jo;오사카성|Osaka|JP|34.6873|135.5262|sight
Kuromon Market|Kuromon Ichiba Market;黒門市場;Kuromon Ichiba;黑门市场;구로몬 시장|Osaka|JP|34.6654|135.5065|market
Gyeongbokgung Palace|Gyeongbokgung;경복궁;景福宮;景福宫;キョンボックン;景福宮 ソウル|Seoul|KR|37.5796|126.9770|sight
Bukchon Hanok Village|Bukchon;북촌한옥마을;북촌;北村韩屋村;北村韓屋村;プクチョン韓屋村|Seoul|KR|37.5826|126.9830|neighbourhood
N Seoul Tower|Namsan Tower;N서울타워;남산타워;Seoul Tower;N首尔塔;南山塔;Nソウルタワー;南山タワー|Seoul|KR|37.5512|126.9882|viewpoint
Myeongdong|Myeong-dong;명동;明洞;ミョンドン|Seoul|KR|37.5636|126.9834|neighbourhood
Gwangjang Market|광장시장;广藏市场;廣藏市場;クァンジャン市場|Seoul|KR|37.5700|126.9996|market
Changdeokgung Palace|Changdeokgung;창덕궁;昌德宮;Secret Garden Huwon;昌德宫;チャンドックン|Seoul|KR|37.5794|126.9910|sight
Insadong|Insa-dong;인사동;仁寺洞;インサドン|Seoul|KR|37.5740|126.9850|neighbourhood
Dongdaemun Design Plaza|DDP;동대문디자인플라자;东大门设计广场|Seoul|KR|37.5665|127.0092|sight
Grand Palace|The Grand Palace;พระบรมมหาราชวัง;大皇宫;大皇宮|Bangkok|TH|13.7500|100.4913|sight
Wat Pho|Temple of the Reclining Buddha;วัดโพธิ์;Wat Phra Chetuphon;卧佛寺;臥佛寺;ワット・ポー;왓포|Bangkok|TH|13.7465|100.4930|religious
Wat Arun|Temple of Dawn;วัดอรุณ;วัดอรุณราชวราราม;郑王庙;鄭王廟;黎明寺;ワット・アルン;왓아룬|Bangkok|TH|13.7437|100.4889|religious
Chatuchak Weekend Market|Chatuchak Market;Chatuchak;JJ Market;ตลาดนัดจตุจักร;恰图恰周末市场;乍都乍周末市场;チャトゥチャック;짜뚜짝 시장|Bangkok|TH|13.7999|100.5500|market
Khao San Road|Khaosan Road;ถนนข้าวสาร;考山路;カオサン通り;카오산로드|Bangkok|TH|13.7589|100.4974|neighbourhood
Jim Thompson House|Jim Thompson House Museum|Bangkok|TH|13.7492|100.5282|museum
Lumphini Park|Lumpini Park;สวนลุมพินี|Bangkok|TH|13.7314|100.5414|park
Chinatown Bangkok|Yaowarat;Yaowarat Road;เยาวราช|Bangkok|TH|13.7410|100.5090|neighbourhood
Marina Bay Sands|滨海湾金沙;マリーナベイ・サンズ;마리나 베이 샌즈|Singapore|SG|1.2834|103.8607|sight
Gardens by the Bay|Supertree Grove;滨海湾花园|Singapore|SG|1.2816|103.8636|park
Maxwell Food Centre|Maxwell Hawker Centre|Singapore|SG|1.2803|103.8448|food
Sentosa|Sentosa Island|Singapore|SG|1.2494|103.8303|beach
Chinatown Singapore|Kreta Ayer;牛车水|Singapore|SG|1.2830|103.8440|neighbourhood
Little India||Singapore|SG|1.3066|103.8518|neighbourhood
Singapore Botanic Gardens||Singapore|SG|1.3138|103.8159|park
Merlion Park|Merlion;鱼尾狮公园|Singapore|SG|1.2868|103.8545|sight
Haji Lane||Singapore|SG|1.3005|103.8590|sight
Victoria Peak|The Peak;太平山;山頂|Hong Kong|HK|22.2759|114.1455|viewpoint
Star Ferry|天星小輪|Hong Kong|HK|22.2938|114.1686|sight
Tian Tan Buddha|Big Buddha;天壇大佛|Hong Kong|HK|22.2540|113.9050|religious
Temple Street Night Market|廟街|Hong Kong|HK|22.3060|114.1700|market
Man Mo Temple|文武廟|Hong Kong|HK|22.2840|114.1500|religious
Tsim Sha Tsui Promenade|Avenue of Stars|Hong Kong|HK|22.2930|114.1720|sight
Ubud Monkey Forest|Sacred Monkey Forest Sanctuary;Monkey Forest|Ubud|ID|-8.5188|115.2588|nature
Tegallalang Rice Terraces|Tegallalang|Ubud|ID|-8.4344|115.2787|nature
Tanah Lot||Tabanan|ID|-8.6212|115.0868|religious
Uluwatu Temple|Pura Luhur Uluwatu|Uluwatu|ID|-8.8291|115.0849|religious
Tirta Empul|Tirta Empul Temple|Tampaksiring|ID|-8.4152|115.3153|religious
Ubud Palace|Puri Saren Agung|Ubud|ID|-8.5069|115.2625|sight
Campuhan Ridge Walk|Campuhan Ridge|Ubud|ID|-8.5030|115.2540|nature
Seminyak Beach||Seminyak|ID|-8.6913|115.1567|beach
Hoan Kiem Lake|Hoàn Kiếm Lake;Hồ Hoàn Kiếm;Sword Lake|Hanoi|VN|21.0288|105.8525|park
Old Quarter Hanoi|Hanoi Old Quarter;Phố cổ Hà Nội|Hanoi|VN|21.0340|105.8500|neighbourhood
Temple of Literature|Văn Miếu;Văn Miếu – Quốc Tử Giám|Hanoi|VN|21.0294|105.8355|religious
Ho Chi Minh Mausoleum|Lăng Chủ tịch Hồ Chí Minh;Lăng Bác|Hanoi|VN|21.0368|105.8346|sight
Train Street|Hanoi Train Street|Hanoi|VN|21.0290|105.8440|sight
Marina Bay|Marina Bay Waterfront|Singapore|SG|1.2820|103.8585|sight
Kaminarimon|Kaminarimon Gate;雷門|Tokyo|JP|35.7111|139.7963|sight
Nakamise-dori|Nakamise Street;Nakamise Shopping Street;仲見世通り;仲見世|Tokyo|JP|35.7125|139.7965|market
Hachiko Statue|Hachikō Statue;Hachiko;ハチ公像;忠犬ハチ公像|Tokyo|JP|35.6591|139.7006|sight
Tokyo Imperial Palace|Imperial Palace Tokyo;皇居;Kokyo|Tokyo|JP|35.6852|139.7528|sight
Imperial Palace East Gardens|East Gardens;皇居東御苑;Kokyo Higashi Gyoen|Tokyo|JP|35.6872|139.7557|park
Toyosu Market|豊洲市場|Tokyo|JP|35.6455|139.7850|market
Tokyo National Museum|東京国立博物館|Tokyo|JP|35.7188|139.7765|museum
Ameyoko|Ameya-Yokocho;アメ横;アメヤ横丁|Tokyo|JP|35.7100|139.7745|market
Omotesando|Omotesandō;表参道|Tokyo|JP|35.6652|139.7123|sight
Roppongi Hills|六本木ヒルズ|Tokyo|JP|35.6604|139.7292|sight
Mori Art Museum|森美術館|Tokyo|JP|35.6605|139.7290|museum
Ginza|銀座;银座;긴자|Tokyo|JP|35.6717|139.7650|neighbourhood
Odaiba|お台場;台场;오다이바|Tokyo|JP|35.6270|139.7760|neighbourhood
Tokyo Metropolitan Government Building|東京都庁;Tocho;Tokyo City Hall Observatory|Tokyo|JP|35.6896|139.6917|viewpoint
Yanaka Ginza|谷中銀座|Tokyo|JP|35.7276|139.7660|market
Kabukicho|Kabukichō;歌舞伎町|Tokyo|JP|35.6950|139.7030|neighbourhood
Zojo-ji|Zōjō-ji;Zojoji;増上寺|Tokyo|JP|35.6575|139.7482|religious
Tokyo Station|東京駅|Tokyo|JP|35.6812|139.7671|sight
Rikugien|Rikugi-en;六義園|Tokyo|JP|35.7330|139.7466|park
Ghibli Museum|三鷹の森ジブリ美術館;ジブリ美術館;Ghibli Museum Mitaka|Tokyo|JP|35.6962|139.5704|museum
Yoyogi Park|代々木公園|Tokyo|JP|35.6717|139.6949|park
Hamarikyu Gardens|Hama-rikyu Gardens;浜離宮恩賜庭園;浜離宮|Tokyo|JP|35.6600|139.7632|park
Kabuki-za|Kabukiza;歌舞伎座|Tokyo|JP|35.6695|139.7678|sight
Gotoku-ji|Gotokuji;豪徳寺|Tokyo|JP|35.6488|139.6474|religious
Koishikawa Korakuen|Koishikawa Kōrakuen;小石川後楽園|Tokyo|JP|35.7057|139.7497|park
Tokyo Dome|東京ドーム|Tokyo|JP|35.7056|139.7519|sight
Yasukuni Shrine|Yasukuni Jinja;靖国神社|Tokyo|JP|35.6945|139.7434|religious
Nezu Shrine|Nezu Jinja;根津神社|Tokyo|JP|35.7200|139.7610|religious
Ryogoku Kokugikan|Ryōgoku Kokugikan;両国国技館|Tokyo|JP|35.6969|139.7932|sight
Shimokitazawa|Shimokita;下北沢|Tokyo|JP|35.6616|139.6680|neighbourhood
Nakameguro|Naka-Meguro;中目黒;Meguro River|Tokyo|JP|35.6440|139.6990|neighbourhood
Kappabashi|Kappabashi Street;かっぱ橋道具街;合羽橋|Tokyo|JP|35.7138|139.7879|shop
Kiyosumi Gardens|Kiyosumi Teien;清澄庭園|Tokyo|JP|35.6813|139.7970|park
Inokashira Park|井の頭恩賜公園;井の頭公園|Tokyo|JP|35.6998|139.5730|park
Togetsukyo Bridge|Togetsukyō;渡月橋;渡月桥|Kyoto|JP|35.0129|135.6778|sight
Kyoto Imperial Palace|京都御所;Kyoto Gosho|Kyoto|JP|35.0254|135.7621|sight
Hanamikoji Street|Hanamikoji;Hanami-koji;花見小路;花见小路|Kyoto|JP|35.0030|135.7750|sight
Sanjūsangen-dō|Sanjusangendo;Sanjusangen-do;三十三間堂;三十三间堂|Kyoto|JP|34.9879|135.7717|religious
Tō-ji|Toji;To-ji;東寺;东寺|Kyoto|JP|34.9806|135.7478|religious
Heian Shrine|Heian Jingu;平安神宮;平安神宫|Kyoto|JP|35.0160|135.7824|religious
Nanzen-ji|Nanzenji;南禅寺|Kyoto|JP|35.0113|135.7937|religious
Kyoto Station|京都駅|Kyoto|JP|34.9858|135.7588|sight
Kyoto Tower|京都タワー|Kyoto|JP|34.9875|135.7594|viewpoint
Ninenzaka|Ninen-zaka;二年坂;二寧坂|Kyoto|JP|34.9980|135.7805|sight
Kōdai-ji|Kodaiji;Kodai-ji;高台寺|Kyoto|JP|35.0006|135.7810|religious
Chion-in|Chionin;知恩院|Kyoto|JP|35.0055|135.7830|religious
Higashi Hongan-ji|Higashi Honganji;東本願寺|Kyoto|JP|34.9913|135.7585|religious
Nishi Hongan-ji|Nishi Honganji;西本願寺|Kyoto|JP|34.9915|135.7517|religious
Daitoku-ji|Daitokuji;大徳寺|Kyoto|JP|35.0440|135.7460|religious
Iwatayama Monkey Park|Arashiyama Monkey Park;嵐山モンキーパークいわたやま|Kyoto|JP|35.0100|135.6772|nature
Tōfuku-ji|Tofukuji;Tofuku-ji;東福寺|Kyoto|JP|34.9766|135.7737|religious
Kamigamo Shrine|Kamigamo Jinja;上賀茂神社|Kyoto|JP|35.0600|135.7527|religious
Shimogamo Shrine|Shimogamo Jinja;下鴨神社|Kyoto|JP|35.0390|135.7730|religious
Daigo-ji|Daigoji;醍醐寺|Kyoto|JP|34.9510|135.8195|religious
Byōdō-in|Byodoin;Byodo-in;平等院|Uji|JP|34.8893|135.8077|religious
Shinsekai|新世界|Osaka|JP|34.6522|135.5063|neighbourhood
Tsutenkaku|Tsūtenkaku;通天閣;通天阁|Osaka|JP|34.6525|135.5063|viewpoint
Umeda Sky Building|梅田スカイビル;Floating Garden Observatory|Osaka|JP|34.7053|135.4907|viewpoint
Universal Studios Japan|USJ;ユニバーサル・スタジオ・ジャパン|Osaka|JP|34.6654|135.4323|sight
Osaka Aquarium Kaiyukan|Kaiyukan;海遊館|Osaka|JP|34.6545|135.4290|sight
Shitennō-ji|Shitennoji;Shitenno-ji;四天王寺|Osaka|JP|34.6536|135.5164|religious
Sumiyoshi Taisha|Sumiyoshi Grand Shrine;住吉大社|Osaka|JP|34.6125|135.4930|religious
Abeno Harukas|あべのハルカス|Osaka|JP|34.6458|135.5139|viewpoint
Shinsaibashi|Shinsaibashi-suji;心斎橋;心斎橋筋商店街|Osaka|JP|34.6743|135.5013|shop
Amerikamura|Amemura;アメリカ村|Osaka|JP|34.6720|135.4985|neighbourhood
Hozenji Yokocho|Hōzen-ji Yokochō;法善寺横丁|Osaka|JP|34.6680|135.5030|food
Namba Yasaka Shrine|難波八阪神社|Osaka|JP|34.6617|135.4971|religious
Tower of the Sun|Taiyō no Tō;太陽の塔|Suita|JP|34.8094|135.5323|sight
Kasuga Taisha|Kasuga Grand Shrine;春日大社|Nara|JP|34.6813|135.8484|religious
Kōfuku-ji|Kofukuji;Kofuku-ji;興福寺|Nara|JP|34.6830|135.8315|religious
Naramachi|ならまち|Nara|JP|34.6770|135.8300|neighbourhood
Isuien Garden|Isuien;依水園|Nara|JP|34.6862|135.8367|park
Hōryū-ji|Horyuji;Horyu-ji;法隆寺|Nara|JP|34.6147|135.7344|religious
Hiroshima Peace Memorial Park|Peace Memorial Park;平和記念公園|Hiroshima|JP|34.3925|132.4524|park
Atomic Bomb Dome|A-Bomb Dome;Genbaku Dome;原爆ドーム;Hiroshima Peace Memorial|Hiroshima|JP|34.3955|132.4536|sight
Hiroshima Peace Memorial Museum|Peace Memorial Museum;広島平和記念資料館|Hiroshima|JP|34.3916|132.4535|museum
Hiroshima Castle|広島城|Hiroshima|JP|34.4027|132.4593|sight
Shukkeien|Shukkei-en;縮景園|Hiroshima|JP|34.4005|132.4675|park
Itsukushima Shrine|Itsukushima;厳島神社;Miyajima Floating Torii;Miyajima Torii|Hatsukaichi|JP|34.2960|132.3199|religious
Mount Misen|Misen;弥山|Hatsukaichi|JP|34.2790|132.3200|viewpoint
Nikkō Tōshō-gū|Toshogu;Nikko Toshogu;日光東照宮|Nikko|JP|36.7580|139.5988|religious
Shinkyo Bridge|Shinkyō;神橋|Nikko|JP|36.7536|139.6030|sight
Kegon Falls|Kegon-no-taki;華厳滝|Nikko|JP|36.7380|139.5020|nature
Lake Ashi|Ashinoko;芦ノ湖|Hakone|JP|35.2050|139.0250|nature
Hakone Shrine|箱根神社|Hakone|JP|35.2047|139.0256|religious
Owakudani|Ōwakudani;大涌谷|Hakone|JP|35.2440|139.0200|nature
Hakone Open-Air Museum|彫刻の森美術館|Hakone|JP|35.2450|139.0508|museum
Great Buddha of Kamakura|Kamakura Daibutsu;Kotoku-in;鎌倉大仏;高徳院|Kamakura|JP|35.3167|139.5356|religious
Tsurugaoka Hachimangū|Tsurugaoka Hachimangu;鶴岡八幡宮|Kamakura|JP|35.3260|139.5565|religious
Hase-dera|Hasedera;長谷寺|Kamakura|JP|35.3125|139.5334|religious
Komachi-dori|Komachi Street;小町通り|Kamakura|JP|35.3205|139.5520|shop
Mount Fuji|Fuji-san;Fujisan;富士山;Mt Fuji;Mt. Fuji|Fujiyoshida|JP|35.3606|138.7274|nature
Chureito Pagoda|Chūreitō Pagoda;忠霊塔;Arakurayama Sengen Park|Fujiyoshida|JP|35.5012|138.8013|viewpoint
Lake Kawaguchi|Kawaguchiko;河口湖|Fujiyoshida|JP|35.5170|138.7520|nature
Kenroku-en|Kenrokuen;兼六園|Kanazawa|JP|36.5621|136.6627|park
Kanazawa Castle|金沢城|Kanazawa|JP|36.5650|136.6594|sight
Higashi Chaya District|Higashi Chaya;ひがし茶屋街|Kanazawa|JP|36.5725|136.6670|neighbourhood
Omicho Market|Ōmi-chō Market;近江町市場|Kanazawa|JP|36.5715|136.6565|market
21st Century Museum of Contemporary Art|金沢21世紀美術館|Kanazawa|JP|36.5609|136.6582|museum
Sanmachi Suji|Sanmachi;さんまち;古い町並|Takayama|JP|36.1407|137.2604|neighbourhood
Himeji Castle|姫路城;White Heron Castle|Himeji|JP|34.8394|134.6939|sight
Odori Park|Ōdōri Park;大通公園|Sapporo|JP|43.0600|141.3480|park
Sapporo Clock Tower|札幌市時計台|Sapporo|JP|43.0626|141.3536|sight
Susukino|すすきの|Sapporo|JP|43.0555|141.3530|neighbourhood
Sapporo Beer Museum|サッポロビール博物館|Sapporo|JP|43.0714|141.3688|museum
Ohori Park|Ōhori Park;大濠公園|Fukuoka|JP|33.5860|130.3760|park
Canal City Hakata|キャナルシティ博多|Fukuoka|JP|33.5897|130.4109|shop
Kushida Shrine|櫛田神社|Fukuoka|JP|33.5930|130.4105|religious
Dazaifu Tenmangu|Dazaifu Tenman-gū;太宰府天満宮|Dazaifu|JP|33.5215|130.5348|religious
Shuri Castle|首里城|Naha|JP|26.2171|127.7195|sight
Kokusai Street|Kokusai-dori;国際通り|Naha|JP|26.2150|127.6880|shop
Okinawa Churaumi Aquarium|Churaumi Aquarium;沖縄美ら海水族館|Nago|JP|26.6943|127.8779|sight
Nagoya Castle|名古屋城|Nagoya|JP|35.1856|136.8991|sight
Atsuta Shrine|Atsuta Jingu;熱田神宮|Nagoya|JP|35.1270|136.9087|religious
Yokohama Chinatown|横浜中華街|Yokohama|JP|35.4427|139.6460|neighbourhood
Minato Mirai|みなとみらい;Minato Mirai 21|Yokohama|JP|35.4560|139.6310|neighbourhood
Sankeien Garden|Sankeien;三溪園|Yokohama|JP|35.4170|139.6620|park
Cup Noodles Museum Yokohama|カップヌードルミュージアム|Yokohama|JP|35.4555|139.6385|museum
Kobe Port Tower|神戸ポートタワー|Kobe|JP|34.6826|135.1867|viewpoint
Kitano Ijinkan|Kitano-chō;北野異人館街|Kobe|JP|34.7000|135.1900|neighbourhood
Nara Deer Park|Nara Deer|Nara|JP|34.6851|135.8430|park
Forbidden City|Palace Museum;故宫;故宮;故宫博物院;紫禁城|Beijing|CN|39.9163|116.3972|sight
Tiananmen Square|Tian'anmen Square;天安门广场;天安門廣場|Beijing|CN|39.9055|116.3976|sight
Temple of Heaven|Tiantan;天坛;天壇;天坛公园|Beijing|CN|39.8822|116.4066|religious
Summer Palace|Yiheyuan;颐和园;頤和園|Beijing|CN|39.9999|116.2755|sight
Mutianyu Great Wall|Mutianyu;慕田峪长城;慕田峪|Beijing|CN|40.4319|116.5704|sight
Badaling Great Wall|Badaling;八达岭长城;八达岭|Beijing|CN|40.3597|116.0200|sight
Lama Temple|Yonghe Temple;Yonghegong;雍和宫|Beijing|CN|39.9470|116.4170|religious
Jingshan Park|景山公园|Beijing|CN|39.9250|116.3960|viewpoint
Beihai Park|北海公园|Beijing|CN|39.9250|116.3890|park
Nanluoguxiang|Nanluogu Xiang;南锣鼓巷|Beijing|CN|39.9370|116.4030|sight
Houhai|Houhai Lake;后海|Beijing|CN|39.9410|116.3860|neighbourhood
798 Art District|798 Art Zone;798艺术区|Beijing|CN|39.9840|116.4950|neighbourhood
Beijing National Stadium|Bird's Nest;鸟巢;国家体育场|Beijing|CN|39.9929|116.3965|sight
Wangfujing|Wangfujing Street;王府井|Beijing|CN|39.9140|116.4110|shop
Qianmen Street|Qianmen;前门大街;前门|Beijing|CN|39.8990|116.3980|sight
Beijing Drum Tower|Drum and Bell Towers Beijing;北京鼓楼|Beijing|CN|39.9410|116.3940|sight
Old Summer Palace|Yuanmingyuan;圆明园|Beijing|CN|40.0080|116.2980|park
National Museum of China|中国国家博物馆|Beijing|CN|39.9050|116.4010|museum
The Bund|Bund;Waitan;外滩;外灘|Shanghai|CN|31.2400|121.4900|sight
Yu Garden|Yuyuan Garden;Yuyuan;豫园;豫園|Shanghai|CN|31.2272|121.4921|park
Oriental Pearl Tower|东方明珠;東方明珠;东方明珠广播电视塔|Shanghai|CN|31.2397|121.4998|viewpoint
Shanghai Tower|上海中心大厦;上海中心|Shanghai|CN|31.2335|121.5055|viewpoint
Nanjing Road|Nanjing Road Pedestrian Street;南京路步行街;南京路;East Nanjing Road|Shanghai|CN|31.2360|121.4770|shop
Tianzifang|Tian Zi Fang;田子坊|Shanghai|CN|31.2100|121.4690|neighbourhood
Xintiandi|新天地|Shanghai|CN|31.2190|121.4750|neighbourhood
Jing'an Temple|Jingan Temple;静安寺|Shanghai|CN|31.2235|121.4455|religious
Shanghai Museum|上海博物馆|Shanghai|CN|31.2283|121.4755|museum
People's Square|人民广场|Shanghai|CN|31.2320|121.4750|sight
Jade Buddha Temple|玉佛寺|Shanghai|CN|31.2420|121.4450|religious
Zhujiajiao|Zhujiajiao Water Town;朱家角|Shanghai|CN|31.1100|121.0560|neighbourhood
Shanghai Disneyland|Shanghai Disney Resort;上海迪士尼乐园|Shanghai|CN|31.1440|121.6570|sight
Wukang Road|武康路|Shanghai|CN|31.2060|121.4390|sight
Lujiazui|陆家嘴|Shanghai|CN|31.2380|121.5020|neighbourhood
Shanghai World Financial Center|上海环球金融中心|Shanghai|CN|31.2345|121.5080|viewpoint
Terracotta Army|Terracotta Warriors;兵马俑;秦始皇兵马俑博物馆;Museum of Qin Terracotta Warriors|Xi'an|CN|34.3841|109.2785|museum
Xi'an City Wall|City Wall of Xi'an;西安城墙|Xi'an|CN|34.2530|108.9460|sight
Giant Wild Goose Pagoda|Big Wild Goose Pagoda;大雁塔|Xi'an|CN|34.2190|108.9640|religious
Muslim Quarter|Huimin Street;回民街|Xi'an|CN|34.2630|108.9420|food
Xi'an Bell Tower|西安钟楼|Xi'an|CN|34.2610|108.9430|sight
Xi'an Drum Tower|西安鼓楼|Xi'an|CN|34.2620|108.9400|sight
Shaanxi History Museum|陕西历史博物馆|Xi'an|CN|34.2250|108.9560|museum
Huaqing Palace|Huaqing Hot Springs;华清宫;华清池|Xi'an|CN|34.3630|109.2110|sight
Elephant Trunk Hill|象鼻山|Guilin|CN|25.2680|110.2960|nature
Reed Flute Cave|芦笛岩|Guilin|CN|25.3040|110.2740|nature
Yangshuo West Street|West Street Yangshuo;阳朔西街|Yangshuo|CN|24.7780|110.4930|sight
Chengdu Research Base of Giant Panda Breeding|Chengdu Panda Base;Giant Panda Breeding Research Base;成都大熊猫繁育研究基地;熊猫基地|Chengdu|CN|30.7330|104.1450|nature
Jinli Street|Jinli;锦里|Chengdu|CN|30.6450|104.0480|sight
Wenshu Monastery|文殊院|Chengdu|CN|30.6750|104.0720|religious
Kuanzhai Alley|Kuanzhai Xiangzi;Wide and Narrow Alleys;宽窄巷子|Chengdu|CN|30.6700|104.0560|sight
Wuhou Shrine|武侯祠|Chengdu|CN|30.6460|104.0480|religious
Leshan Giant Buddha|乐山大佛|Leshan|CN|29.5450|103.7700|religious
West Lake|Xihu;西湖;West Lake Hangzhou|Hangzhou|CN|30.2450|120.1460|nature
Lingyin Temple|灵隐寺|Hangzhou|CN|30.2410|120.0970|religious
Leifeng Pagoda|雷峰塔|Hangzhou|CN|30.2310|120.1490|viewpoint
Hefang Street|河坊街|Hangzhou|CN|30.2420|120.1690|sight
Canton Tower|广州塔;廣州塔|Guangzhou|CN|23.1065|113.3245|viewpoint
Shamian Island|Shamian;沙面|Guangzhou|CN|23.1070|113.2430|neighbourhood
Chen Clan Academy|Chen Clan Ancestral Hall;陈家祠|Guangzhou|CN|23.1260|113.2450|museum
Humble Administrator's Garden|拙政园|Suzhou|CN|31.3260|120.6280|park
Tiger Hill|Huqiu;虎丘|Suzhou|CN|31.3370|120.5800|sight
Pingjiang Road|平江路|Suzhou|CN|31.3150|120.6340|sight
Lingering Garden|留园|Suzhou|CN|31.3170|120.5890|park
Sun Yat-sen Mausoleum|中山陵|Nanjing|CN|32.0640|118.8480|sight
Confucius Temple Nanjing|Fuzimiao;夫子庙|Nanjing|CN|32.0200|118.7880|religious
Ming Xiaoling Mausoleum|Ming Xiaoling;明孝陵|Nanjing|CN|32.0580|118.8340|sight
Nanjing Massacre Memorial Hall|侵华日军南京大屠杀遇难同胞纪念馆|Nanjing|CN|32.0350|118.7440|museum
Hongyadong|洪崖洞|Chongqing|CN|29.5630|106.5790|sight
Ciqikou|Ciqikou Ancient Town;磁器口|Chongqing|CN|29.5800|106.4500|neighbourhood
Zhangjiajie National Forest Park|张家界国家森林公园;Avatar Mountains|Zhangjiajie|CN|29.3250|110.4340|nature
Potala Palace|布达拉宫|Lhasa|CN|29.6578|91.1169|sight
Jokhang Temple|Jokhang;大昭寺|Lhasa|CN|29.6530|91.1320|religious
Barkhor Street|Barkhor;八廓街|Lhasa|CN|29.6535|91.1335|sight
Po Lin Monastery|寶蓮禪寺|Hong Kong|HK|22.2555|113.9070|religious
Ladies' Market|Ladies Market;女人街;通菜街|Hong Kong|HK|22.3190|114.1710|market
Lan Kwai Fong|LKF;蘭桂坊|Hong Kong|HK|22.2810|114.1555|neighbourhood
Hong Kong Disneyland|香港迪士尼樂園|Hong Kong|HK|22.3130|114.0410|sight
Ocean Park Hong Kong|Ocean Park;海洋公園|Hong Kong|HK|22.2460|114.1760|sight
Central–Mid-Levels Escalator|Mid-Levels Escalator;中環至半山自動扶梯|Hong Kong|HK|22.2830|114.1540|sight
Wong Tai Sin Temple|Sik Sik Yuen;黃大仙祠|Hong Kong|HK|22.3420|114.1935|religious
Chi Lin Nunnery|志蓮淨苑|Hong Kong|HK|22.3400|114.2050|religious
Nan Lian Garden|南蓮園池|Hong Kong|HK|22.3390|114.2040|park
Repulse Bay|淺水灣|Hong Kong|HK|22.2360|114.1960|beach
Stanley Market|赤柱市集|Hong Kong|HK|22.2190|114.2120|market
M+ Museum||Hong Kong|HK|22.3020|114.1600|museum
Tai O|Tai O Fishing Village;大澳|Hong Kong|HK|22.2530|113.8620|neighbourhood
Dragon's Back|Dragons Back;龍脊|Hong Kong|HK|22.2370|114.2420|nature
Sky100|Sky100 Hong Kong Observation Deck;天際100|Hong Kong|HK|22.3035|114.1600|viewpoint
Ruins of St. Paul's|Ruins of Saint Paul's;大三巴牌坊;大三巴|Macau|MO|22.1975|113.5409|sight
Senado Square|Largo do Senado;議事亭前地|Macau|MO|22.1935|113.5390|sight
Macau Tower|Macau Tower Convention & Entertainment Centre;澳門旅遊塔|Macau|MO|22.1800|113.5370|viewpoint
A-Ma Temple|Templo de A-Má;媽閣廟|Macau|MO|22.1860|113.5310|religious
The Venetian Macao|Venetian Macao;澳門威尼斯人|Macau|MO|22.1470|113.5600|sight
Taipei 101|台北101;臺北101|Taipei|TW|25.0340|121.5645|viewpoint
Chiang Kai-shek Memorial Hall|CKS Memorial Hall;中正紀念堂;中正纪念堂|Taipei|TW|25.0346|121.5218|sight
National Palace Museum|國立故宮博物院;故宮博物院 台北;台北故宫;台北故宫博物院|Taipei|TW|25.1024|121.5485|museum
Longshan Temple|Lungshan Temple;Mengjia Longshan Temple;艋舺龍山寺;龍山寺;龙山寺|Taipei|TW|25.0372|121.4999|religious
Shilin Night Market|士林夜市|Taipei|TW|25.0880|121.5240|market
Raohe Night Market|Raohe Street Night Market;饒河街觀光夜市;饒河夜市;饶河夜市;饶河街观光夜市|Taipei|TW|25.0510|121.5775|market
Ximending|西門町|Taipei|TW|25.0421|121.5081|neighbourhood
Elephant Mountain|Xiangshan;象山|Taipei|TW|25.0270|121.5710|viewpoint
Beitou Hot Springs|Beitou;北投溫泉|Taipei|TW|25.1365|121.5070|nature
Dihua Street|迪化街|Taipei|TW|25.0560|121.5100|market
Sun Yat-sen Memorial Hall Taipei|國父紀念館|Taipei|TW|25.0400|121.5600|sight
Huashan 1914 Creative Park|Huashan 1914;華山1914文化創意產業園區|Taipei|TW|25.0440|121.5290|sight
Jiufen|Jiufen Old Street;九份;九份老街|Keelung|TW|25.1092|121.8443|neighbourhood
Shifen|Shifen Old Street;十分;十分老街|Keelung|TW|25.0414|121.7754|neighbourhood
Yehliu Geopark|Yehliu;野柳地質公園;野柳|Keelung|TW|25.2060|121.6900|nature
Taroko Gorge|Taroko National Park;太魯閣;太魯閣國家公園|Hualien City|TW|24.1580|121.6210|nature
Sun Moon Lake|日月潭|Puli|TW|23.8650|120.9150|nature
Lotus Pond|Lianchihtan;蓮池潭|Kaohsiung|TW|22.6810|120.2940|nature
Pier-2 Art Center|Pier-2;駁二藝術特區|Kaohsiung|TW|22.6200|120.2810|museum
Anping Fort|安平古堡|Tainan|TW|23.0015|120.1605|sight
Chihkan Tower|Chikan Tower;赤崁樓|Tainan|TW|22.9975|120.2025|sight
Rainbow Village|彩虹眷村|Taichung|TW|24.1330|120.6100|sight
Gaomei Wetlands|高美濕地|Taichung|TW|24.3120|120.5490|nature
Namdaemun Market|남대문시장|Seoul|KR|37.5592|126.9773|market
Cheonggyecheon|Cheonggyecheon Stream;청계천;清溪川;チョンゲチョン|Seoul|KR|37.5690|126.9780|sight
Lotte World Tower|롯데월드타워;Seoul Sky;乐天世界塔;ロッテワールドタワー|Seoul|KR|37.5126|127.1025|viewpoint
Lotte World|롯데월드|Seoul|KR|37.5111|127.0982|sight
COEX Mall|COEX;코엑스|Seoul|KR|37.5125|127.0590|shop
Starfield Library|별마당도서관|Seoul|KR|37.5100|127.0600|sight
Bongeunsa|Bongeunsa Temple;봉은사|Seoul|KR|37.5150|127.0576|religious
Hongdae|홍대;Hongik University Street|Seoul|KR|37.5563|126.9236|neighbourhood
Itaewon|이태원|Seoul|KR|37.5345|126.9946|neighbourhood
Jongmyo Shrine|Jongmyo;종묘|Seoul|KR|37.5745|126.9940|religious
Deoksugung Palace|Deoksugung;덕수궁|Seoul|KR|37.5658|126.9751|sight
Changgyeonggung Palace|Changgyeonggung;창경궁|Seoul|KR|37.5788|126.9950|sight
National Museum of Korea|국립중앙박물관|Seoul|KR|37.5240|126.9804|museum
War Memorial of Korea|전쟁기념관|Seoul|KR|37.5365|126.9770|museum
Gwanghwamun Square|Gwanghwamun;광화문광장;광화문|Seoul|KR|37.5720|126.9769|sight
Ihwa Mural Village|이화벽화마을|Seoul|KR|37.5790|127.0070|neighbourhood
Bukhansan National Park|Bukhansan;북한산|Seoul|KR|37.6590|126.9770|nature
Seoul Forest|서울숲|Seoul|KR|37.5444|127.0374|park
Yeouido Hangang Park|여의도한강공원|Seoul|KR|37.5284|126.9327|park
Banpo Bridge|Moonlight Rainbow Fountain;반포대교|Seoul|KR|37.5110|126.9960|sight
Jogyesa|Jogyesa Temple;조계사|Seoul|KR|37.5738|126.9817|religious
Noryangjin Fish Market|노량진수산시장|Seoul|KR|37.5136|126.9407|market
Cheong Wa Dae|Blue House;청와대|Seoul|KR|37.5866|126.9748|sight
Leeum Museum of Art|Leeum;리움미술관|Seoul|KR|37.5380|126.9990|museum
Haeundae Beach|Haeundae;해운대해수욕장;해운대|Busan|KR|35.1587|129.1604|beach
Gamcheon Culture Village|감천문화마을|Busan|KR|35.0975|129.0106|neighbourhood
Jagalchi Market|Jagalchi Fish Market;자갈치시장|Busan|KR|35.0966|129.0306|market
Haedong Yonggungsa|Haedong Yonggung Temple;해동용궁사|Busan|KR|35.1883|129.2233|religious
Gwangalli Beach|Gwangalli;광안리해수욕장;광안리|Busan|KR|35.1532|129.1186|beach
Gwangan Bridge|Gwangandaegyo;Diamond Bridge;광안대교|Busan|KR|35.1470|129.1300|sight
BIFF Square|BIFF광장|Busan|KR|35.0987|129.0275|sight
Beomeosa|Beomeosa Temple;범어사|Busan|KR|35.2840|129.0680|religious
Taejongdae|태종대|Busan|KR|35.0530|129.0870|nature
Busan Tower|Yongdusan Park;부산타워;용두산공원|Busan|KR|35.1010|129.0320|viewpoint
Gukje Market|국제시장|Busan|KR|35.1010|129.0280|market
Bulguksa|Bulguksa Temple;불국사;佛國寺|Gyeongju|KR|35.7900|129.3320|religious
Seokguram|Seokguram Grotto;석굴암|Gyeongju|KR|35.7950|129.3490|religious
Cheomseongdae|첨성대|Gyeongju|KR|35.8347|129.2190|sight
Donggung Palace and Wolji Pond|Anapji;Wolji Pond;동궁과 월지|Gyeongju|KR|35.8346|129.2266|sight
Daereungwon|Daereungwon Tomb Complex;대릉원|Gyeongju|KR|35.8380|129.2120|sight
Seongsan Ilchulbong|Sunrise Peak;성산일출봉|Seogwipo|KR|33.4580|126.9425|nature
Hallasan|Mount Halla;한라산|Seogwipo|KR|33.3617|126.5292|nature
Manjanggul|Manjanggul Lava Tube;만장굴|Jeju City|KR|33.5280|126.7710|nature
Cheonjiyeon Falls|천지연폭포|Seogwipo|KR|33.2450|126.5590|nature
Jeongbang Falls|정방폭포|Seogwipo|KR|33.2440|126.5720|nature
Hyeopjae Beach|협재해수욕장|Jeju City|KR|33.3940|126.2390|beach
Jeonju Hanok Village|전주한옥마을|Jeonju|KR|35.8150|127.1530|neighbourhood
Wat Phra Kaew|Temple of the Emerald Buddha;วัดพระแก้ว;玉佛寺;ワット・プラケオ;에메랄드 사원|Bangkok|TH|13.7516|100.4927|religious
Golden Mount|Wat Saket;Phu Khao Thong;วัดสระเกศ;ภูเขาทอง|Bangkok|TH|13.7540|100.5066|religious
Wat Benchamabophit|Marble Temple;วัดเบญจมบพิตร|Bangkok|TH|13.7664|100.5140|religious
Wat Traimit|Golden Buddha Temple;วัดไตรมิตร|Bangkok|TH|13.7378|100.5133|religious
Democracy Monument|อนุสาวรีย์ประชาธิปไตย|Bangkok|TH|13.7567|100.5018|sight
Siam Paragon|สยามพารากอน|Bangkok|TH|13.7462|100.5347|shop
MBK Center|MBK;Mahboonkrong|Bangkok|TH|13.7446|100.5300|shop
Erawan Shrine|ศาลพระพรหมเอราวัณ;Thao Maha Phrom Shrine;四面佛|Bangkok|TH|13.7443|100.5404|religious
Asiatique The Riverfront|Asiatique;เอเชียทีค;河滨夜市|Bangkok|TH|13.7046|100.5030|market
ICONSIAM|Icon Siam;ไอคอนสยาม|Bangkok|TH|13.7266|100.5100|shop
Mahanakhon SkyWalk|King Power Mahanakhon;Mahanakhon;มหานคร|Bangkok|TH|13.7236|100.5281|viewpoint
Pak Khlong Talat|Flower Market Bangkok;ปากคลองตลาด|Bangkok|TH|13.7430|100.4960|market
Giant Swing|Sao Chingcha;เสาชิงช้า;Wat Suthat;วัดสุทัศน์|Bangkok|TH|13.7513|100.5013|religious
Bangkok National Museum|พิพิธภัณฑสถานแห่งชาติ พระนคร|Bangkok|TH|13.7576|100.4925|museum
Lebua Sky Bar|Sky Bar Bangkok;State Tower|Bangkok|TH|13.7213|100.5170|viewpoint
Damnoen Saduak Floating Market|Damnoen Saduak;ตลาดน้ำดำเนินสะดวก|Ratchaburi|TH|13.5190|99.9560|market
Maeklong Railway Market|Maeklong Market;ตลาดร่มหุบ;Talad Rom Hub|Samut Songkhram|TH|13.4070|100.0000|market
Wat Phra That Doi Suthep|Doi Suthep;วัดพระธาตุดอยสุเทพ;ดอยสุเทพ|Chiang Mai|TH|18.8048|98.9216|religious
Wat Chedi Luang|วัดเจดีย์หลวง|Chiang Mai|TH|18.7870|98.9866|religious
Wat Phra Singh|วัดพระสิงห์|Chiang Mai|TH|18.7884|98.9819|religious
Tha Phae Gate|ประตูท่าแพ|Chiang Mai|TH|18.7877|98.9934|sight
Chiang Mai Night Bazaar|Night Bazaar Chiang Mai|Chiang Mai|TH|18.7853|99.0000|market
Nimmanhaemin Road|Nimman;Nimmanhaemin;ถนนนิมมานเหมินท์|Chiang Mai|TH|18.7990|98.9680|neighbourhood
Wat Umong|วัดอุโมงค์|Chiang Mai|TH|18.7830|98.9520|religious
Warorot Market|Kad Luang;ตลาดวโรรส|Chiang Mai|TH|18.7900|99.0000|market
Wat Sri Suphan|Silver Temple;วัดศรีสุพรรณ|Chiang Mai|TH|18.7820|98.9870|religious
White Temple|Wat Rong Khun;วัดร่องขุ่น|Chiang Rai|TH|19.8244|99.7631|religious
Blue Temple|Wat Rong Suea Ten;วัดร่องเสือเต้น|Chiang Rai|TH|19.9230|99.8410|religious
Patong Beach|หาดป่าตอง|Phuket|TH|7.8964|98.2966|beach
Big Buddha Phuket|Phuket Big Buddha;พระใหญ่ภูเก็ต|Phuket|TH|7.8277|98.3128|religious
Phuket Old Town|เมืองเก่าภูเก็ต|Phuket|TH|7.8844|98.3880|neighbourhood
Kata Beach|หาดกะตะ|Phuket|TH|7.8200|98.2980|beach
Karon Beach|หาดกะรน|Phuket|TH|7.8460|98.2940|beach
Bangla Road|ถนนบางลา|Phuket|TH|7.8930|98.2990|sight
Wat Chalong|วัดฉลอง|Phuket|TH|7.8467|98.3370|religious
Promthep Cape|Laem Phromthep;แหลมพรหมเทพ|Phuket|TH|7.7600|98.3050|viewpoint
Koh Phi Phi|Phi Phi Islands;Ko Phi Phi;เกาะพีพี|Krabi|TH|7.7407|98.7784|nature
Maya Bay|อ่าวมาหยา|Krabi|TH|7.6780|98.7660|beach
Railay Beach|Railay;ไร่เลย์|Krabi|TH|8.0110|98.8380|beach
Ao Nang|อ่าวนาง|Krabi|TH|8.0320|98.8230|beach
James Bond Island|Khao Phing Kan;เขาพิงกัน|Phang Nga|TH|8.2750|98.5010|nature
Wat Mahathat Ayutthaya|Wat Mahathat;วัดมหาธาตุ อยุธยา|Ayutthaya|TH|14.3569|100.5676|religious
Wat Chaiwatthanaram|วัดไชยวัฒนาราม|Ayutthaya|TH|14.3430|100.5420|religious
Wat Phra Si Sanphet|วัดพระศรีสรรเพชญ์|Ayutthaya|TH|14.3559|100.5583|religious
Bang Pa-In Royal Palace|Bang Pa-In;พระราชวังบางปะอิน|Ayutthaya|TH|14.2320|100.5790|sight
Sukhothai Historical Park|อุทยานประวัติศาสตร์สุโขทัย|Sukhothai|TH|17.0170|99.7040|sight
Bridge over the River Kwai|River Kwai Bridge;สะพานข้ามแม่น้ำแคว|Kanchanaburi|TH|14.0410|99.5040|sight
Sanctuary of Truth|ปราสาทสัจธรรม|Pattaya|TH|12.9727|100.8891|religious
Walking Street Pattaya|Pattaya Walking Street|Pattaya|TH|12.9270|100.8730|sight
One Pillar Pagoda|Chùa Một Cột|Hanoi|VN|21.0359|105.8336|religious
Ngoc Son Temple|Đền Ngọc Sơn;The Huc Bridge|Hanoi|VN|21.0307|105.8524|religious
Hoa Lo Prison|Hỏa Lò Prison;Nhà tù Hỏa Lò;Hanoi Hilton|Hanoi|VN|21.0253|105.8463|museum
St. Joseph's Cathedral Hanoi|Hanoi Cathedral;Nhà thờ Lớn Hà Nội|Hanoi|VN|21.0287|105.8489|religious
Tran Quoc Pagoda|Chùa Trấn Quốc|Hanoi|VN|21.0480|105.8365|religious
West Lake Hanoi|Hồ Tây;Ho Tay|Hanoi|VN|21.0580|105.8190|nature
Imperial Citadel of Thang Long|Thang Long Citadel;Hoàng thành Thăng Long|Hanoi|VN|21.0353|105.8403|sight
Hanoi Opera House|Nhà hát Lớn Hà Nội|Hanoi|VN|21.0242|105.8575|sight
Dong Xuan Market|Chợ Đồng Xuân|Hanoi|VN|21.0380|105.8495|market
Vietnam Museum of Ethnology|Bảo tàng Dân tộc học Việt Nam|Hanoi|VN|21.0405|105.7986|museum
Ta Hien Beer Street|Ta Hien Street;Phố Tạ Hiện|Hanoi|VN|21.0350|105.8520|food
Ben Thanh Market|Bến Thành Market;Chợ Bến Thành|Ho Chi Minh City|VN|10.7725|106.6980|market
War Remnants Museum|Bảo tàng Chứng tích Chiến tranh|Ho Chi Minh City|VN|10.7795|106.6920|museum
Saigon Notre-Dame Cathedral|Notre-Dame Cathedral Basilica of Saigon;Nhà thờ Đức Bà Sài Gòn|Ho Chi Minh City|VN|10.7798|106.6990|religious
Saigon Central Post Office|Bưu điện Trung tâm Sài Gòn|Ho Chi Minh City|VN|10.7799|106.7000|sight
Independence Palace|Reunification Palace;Dinh Độc Lập|Ho Chi Minh City|VN|10.7770|106.6953|sight
Bui Vien Street|Bui Vien;Phố đi bộ Bùi Viện|Ho Chi Minh City|VN|10.7670|106.6930|sight
Cu Chi Tunnels|Địa đạo Củ Chi|Ho Chi Minh City|VN|11.1430|106.4630|sight
Bitexco Financial Tower|Saigon Skydeck|Ho Chi Minh City|VN|10.7717|106.7044|viewpoint
Jade Emperor Pagoda|Chùa Ngọc Hoàng|Ho Chi Minh City|VN|10.7922|106.6980|religious
Nguyen Hue Walking Street|Nguyễn Huệ Walking Street;Phố đi bộ Nguyễn Huệ|Ho Chi Minh City|VN|10.7740|106.7035|sight
Saigon Opera House|Nhà hát Thành phố|Ho Chi Minh City|VN|10.7766|106.7031|sight
Landmark 81|Landmark 81 SkyView|Ho Chi Minh City|VN|10.7950|106.7220|viewpoint
Thien Hau Temple|Chùa Bà Thiên Hậu|Ho Chi Minh City|VN|10.7530|106.6610|religious
Japanese Covered Bridge|Chùa Cầu;Japanese Bridge|Hoi An|VN|15.8770|108.3260|sight
Hoi An Ancient Town|Phố cổ Hội An;Hoi An Old Town|Hoi An|VN|15.8770|108.3280|neighbourhood
An Bang Beach|Biển An Bàng|Hoi An|VN|15.9140|108.3410|beach
Hoi An Central Market|Chợ Hội An|Hoi An|VN|15.8766|108.3318|market
Dragon Bridge|Cầu Rồng|Da Nang|VN|16.0612|108.2275|sight
Marble Mountains|Ngũ Hành Sơn|Da Nang|VN|16.0040|108.2630|nature
Golden Bridge|Cầu Vàng;Ba Na Hills;Bà Nà Hills|Da Nang|VN|15.9951|107.9961|viewpoint
My Khe Beach|Mỹ Khê Beach;Biển Mỹ Khê|Da Nang|VN|16.0620|108.2470|beach
Linh Ung Pagoda|Lady Buddha Da Nang;Chùa Linh Ứng|Da Nang|VN|16.1000|108.2780|religious
Imperial City of Hue|Hue Imperial City;Hue Citadel;Đại Nội Huế;Kinh thành Huế|Hue|VN|16.4690|107.5790|sight
Thien Mu Pagoda|Chùa Thiên Mụ|Hue|VN|16.4535|107.5450|religious
Tomb of Khai Dinh|Khai Dinh Tomb;Lăng Khải Định|Hue|VN|16.3990|107.5900|sight
Tomb of Tu Duc|Tu Duc Tomb;Lăng Tự Đức|Hue|VN|16.4330|107.5660|sight
Ha Long Bay|Halong Bay;Vịnh Hạ Long|Ha Long|VN|20.9101|107.1839|nature
Trang An|Tràng An;Trang An Landscape Complex|Ninh Binh|VN|20.2550|105.8960|nature
Tam Coc|Tam Cốc|Ninh Binh|VN|20.2150|105.9370|nature
Hang Mua|Múa Cave;Hang Múa|Ninh Binh|VN|20.2300|105.9360|viewpoint
Angkor Wat|អង្គរវត្ត;吴哥窟;アンコール・ワット;앙코르와트|Siem Reap|KH|13.4125|103.8670|religious
Bayon|Bayon Temple;ប្រាសាទបាយ័ន|Siem Reap|KH|13.4412|103.8590|religious
Ta Prohm|ប្រាសាទតាព្រហ្ម;Tomb Raider Temple|Siem Reap|KH|13.4350|103.8890|religious
Angkor Thom|អង្គរធំ|Siem Reap|KH|13.4410|103.8590|sight
Banteay Srei|ប្រាសាទបន្ទាយស្រី|Siem Reap|KH|13.5990|103.9630|religious
Pub Street|Pub Street Siem Reap|Siem Reap|KH|13.3545|103.8555|food
Royal Palace Phnom Penh|Phnom Penh Royal Palace;Silver Pagoda|Phnom Penh|KH|11.5640|104.9310|sight
Tuol Sleng Genocide Museum|Tuol Sleng;S-21|Phnom Penh|KH|11.5494|104.9177|museum
Choeung Ek|Killing Fields;Choeung Ek Genocidal Center|Phnom Penh|KH|11.4844|104.9020|sight
Wat Phnom|វត្តភ្នំ|Phnom Penh|KH|11.5760|104.9230|religious
Central Market Phnom Penh|Phsar Thmei|Phnom Penh|KH|11.5696|104.9211|market
Mount Phousi|Phou Si;Phousi Hill|Luang Prabang|LA|19.8920|102.1380|viewpoint
Wat Xieng Thong|ວັດຊຽງທອງ|Luang Prabang|LA|19.8970|102.1430|religious
Kuang Si Falls|Kuang Si Waterfall;Tat Kuang Si|Luang Prabang|LA|19.7490|101.9930|nature
Luang Prabang Night Market||Luang Prabang|LA|19.8880|102.1350|market
Royal Palace Museum Luang Prabang|Haw Kham|Luang Prabang|LA|19.8910|102.1360|museum
Shwedagon Pagoda|Shwedagon;ရွှေတိဂုံစေတီ|Yangon|MM|16.7984|96.1496|religious
Ananda Temple|အာနန္ဒာဘုရား|Bagan|MM|21.1710|94.8680|religious
Petronas Twin Towers|Petronas Towers;KLCC;Menara Berkembar Petronas|Kuala Lumpur|MY|3.1579|101.7116|sight
Batu Caves|Gua Batu|Kuala Lumpur|MY|3.2379|101.6840|religious
KL Tower|Menara Kuala Lumpur;Kuala Lumpur Tower|Kuala Lumpur|MY|3.1528|101.7038|viewpoint
Merdeka Square|Dataran Merdeka|Kuala Lumpur|MY|3.1478|101.6937|sight
Central Market Kuala Lumpur|Pasar Seni|Kuala Lumpur|MY|3.1456|101.6955|market
Petaling Street|Jalan Petaling|Kuala Lumpur|MY|3.1434|101.6980|market
Bukit Bintang||Kuala Lumpur|MY|3.1466|101.7113|neighbourhood
Jalan Alor|Jalan Alor Food Street|Kuala Lumpur|MY|3.1455|101.7090|food
Thean Hou Temple|天后宫|Kuala Lumpur|MY|3.1217|101.6870|religious
Islamic Arts Museum Malaysia|Muzium Kesenian Islam Malaysia|Kuala Lumpur|MY|3.1420|101.6900|museum
KLCC Park|Taman KLCC|Kuala Lumpur|MY|3.1545|101.7140|park
Kek Lok Si|Kek Lok Si Temple;极乐寺|George Town|MY|5.3990|100.2736|religious
Penang Hill|Bukit Bendera|George Town|MY|5.4240|100.2690|viewpoint
Armenian Street|Lebuh Armenian|George Town|MY|5.4150|100.3370|sight
Cheong Fatt Tze Mansion|Blue Mansion|George Town|MY|5.4210|100.3350|sight
Khoo Kongsi|Leong San Tong Khoo Kongsi|George Town|MY|5.4144|100.3370|religious
A Famosa|Porta de Santiago|Malacca|MY|2.1917|102.2503|sight
Jonker Street|Jonker Walk;Jalan Hang Jebat|Malacca|MY|2.1950|102.2470|market
Stadthuys|Red Square Malacca|Malacca|MY|2.1942|102.2490|sight
Intramuros|Walled City Manila|Manila|PH|14.5896|120.9747|neighbourhood
Fort Santiago|Fuerza de Santiago|Manila|PH|14.5955|120.9705|sight
Rizal Park|Luneta Park;Luneta|Manila|PH|14.5831|120.9794|park
San Agustin Church Manila|San Agustin Church|Manila|PH|14.5888|120.9752|religious
Chocolate Hills|Chocolate Hills Bohol|Carmen|PH|9.8297|124.1397|nature
Raffles Hotel|Raffles Singapore|Singapore|SG|1.2949|103.8545|sight
Clarke Quay||Singapore|SG|1.2906|103.8465|neighbourhood
Orchard Road||Singapore|SG|1.3040|103.8320|shop
Singapore Zoo|Mandai Zoo|Singapore|SG|1.4043|103.7930|sight
Night Safari|Night Safari Singapore|Singapore|SG|1.4020|103.7880|sight
Universal Studios Singapore||Singapore|SG|1.2540|103.8238|sight
Jewel Changi Airport|Jewel Changi;Rain Vortex|Singapore|SG|1.3602|103.9898|sight
Buddha Tooth Relic Temple|佛牙寺龙华院;佛牙寺|Singapore|SG|1.2815|103.8443|religious
Sri Mariamman Temple|Sri Mariamman Temple Singapore|Singapore|SG|1.2826|103.8452|religious
Sultan Mosque|Masjid Sultan|Singapore|SG|1.3022|103.8590|religious
Kampong Glam|Kampong Gelam|Singapore|SG|1.3020|103.8600|neighbourhood
National Gallery Singapore|National Gallery|Singapore|SG|1.2903|103.8515|museum
ArtScience Museum|ArtScience Museum Singapore|Singapore|SG|1.2863|103.8593|museum
Fort Canning Park|Fort Canning|Singapore|SG|1.2950|103.8460|park
Lau Pa Sat|Telok Ayer Market|Singapore|SG|1.2807|103.8504|food
Helix Bridge|The Helix Bridge|Singapore|SG|1.2876|103.8606|sight
Esplanade – Theatres on the Bay||Singapore|SG|1.2898|103.8555|sight
Tiong Bahru|Tiong Bahru Market|Singapore|SG|1.2850|103.8320|neighbourhood
Singapore Flyer|新加坡摩天观景轮|Singapore|SG|1.2893|103.8631|viewpoint
Cloud Forest|Cloud Forest Dome|Singapore|SG|1.2841|103.8659|park
Henderson Waves|Southern Ridges|Singapore|SG|1.2760|103.8150|viewpoint
Pura Besakih|Besakih;Besakih Temple;Mother Temple of Besakih|Amlapura|ID|-8.3741|115.4522|religious
Ubud Art Market|Pasar Seni Ubud;Ubud Market|Ubud|ID|-8.5070|115.2630|market
Goa Gajah|Elephant Cave|Ubud|ID|-8.5233|115.2869|religious
Pura Ulun Danu Bratan|Ulun Danu Beratan;Ulun Danu Bratan Temple|Tabanan|ID|-8.2752|115.1668|religious
Kuta Beach|Pantai Kuta|Kuta|ID|-8.7180|115.1686|beach
Jimbaran Bay|Jimbaran Beach;Pantai Jimbaran|Kuta|ID|-8.7780|115.1650|beach
Sanur Beach|Pantai Sanur|Denpasar|ID|-8.6780|115.2630|beach
Lempuyang Temple|Gates of Heaven;Pura Lempuyang;Pura Lempuyang Luhur|Amlapura|ID|-8.3910|115.6310|religious
Tirta Gangga|Tirta Gangga Water Palace|Amlapura|ID|-8.4120|115.5870|sight
Borobudur|Candi Borobudur;Borobudur Temple|Magelang|ID|-7.6079|110.2038|religious
Prambanan|Candi Prambanan;Prambanan Temple|Yogyakarta|ID|-7.7520|110.4915|religious
Kraton Yogyakarta|Keraton Yogyakarta;Sultan's Palace Yogyakarta;Keraton Ngayogyakarta Hadiningrat|Yogyakarta|ID|-7.8053|110.3642|sight
Malioboro Street|Malioboro;Jalan Malioboro|Yogyakarta|ID|-7.7926|110.3658|shop
Taman Sari|Taman Sari Water Castle|Yogyakarta|ID|-7.8100|110.3592|sight
Mount Bromo|Gunung Bromo;Bromo|Probolinggo|ID|-7.9425|112.9530|nature
National Monument Jakarta|Monas;Monumen Nasional|Jakarta|ID|-6.1754|106.8272|sight
Istiqlal Mosque|Masjid Istiqlal|Jakarta|ID|-6.1702|106.8310|religious
Kota Tua Jakarta|Old Batavia;Fatahillah Square|Jakarta|ID|-6.1352|106.8133|neighbourhood
Jakarta Cathedral|Gereja Katedral Jakarta|Jakarta|ID|-6.1690|106.8330|religious
Red Fort|Lal Qila;लाल किला|Delhi|IN|28.6562|77.2410|sight
India Gate|इंडिया गेट|New Delhi|IN|28.6129|77.2295|sight
Qutub Minar|Qutb Minar;क़ुतुब मीनार;कुतुब मीनार|Delhi|IN|28.5245|77.1855|sight
Humayun's Tomb|Humayun Tomb;हुमायूँ का मकबरा|Delhi|IN|28.5933|77.2507|sight
Jama Masjid Delhi|Jama Masjid;जामा मस्जिद|Delhi|IN|28.6507|77.2334|religious
Lotus Temple|कमल मंदिर;Bahá'í House of Worship Delhi|Delhi|IN|28.5535|77.2588|religious
Akshardham Delhi|Swaminarayan Akshardham;अक्षरधाम|Delhi|IN|28.6127|77.2773|religious
Chandni Chowk|चाँदनी चौक|Delhi|IN|28.6506|77.2303|market
Rashtrapati Bhavan|राष्ट्रपति भवन|New Delhi|IN|28.6143|77.1994|sight
Connaught Place|CP Delhi;कनॉट प्लेस|New Delhi|IN|28.6315|77.2167|neighbourhood
Gurudwara Bangla Sahib|Bangla Sahib;गुरुद्वारा बंगला साहिब|New Delhi|IN|28.6264|77.2091|religious
Raj Ghat|राज घाट|Delhi|IN|28.6406|77.2495|sight
Lodhi Garden|Lodi Gardens;लोधी गार्डन|New Delhi|IN|28.5931|77.2197|park
Hauz Khas Village|Hauz Khas;हौज़ ख़ास|Delhi|IN|28.5535|77.1940|neighbourhood
Agrasen ki Baoli|अग्रसेन की बावली|New Delhi|IN|28.6262|77.2250|sight
Taj Mahal|ताज महल;ताजमहल;泰姬陵;タージ・マハル;타지마할|Agra|IN|27.1751|78.0421|sight
Agra Fort|आगरा का किला;Red Fort of Agra|Agra|IN|27.1795|78.0211|sight
Mehtab Bagh|मेहताब बाग़|Agra|IN|27.1797|78.0431|park
Itimad-ud-Daulah|Tomb of I'timād-ud-Daulah;Baby Taj|Agra|IN|27.1929|78.0311|sight
Fatehpur Sikri|फ़तेहपुर सीकरी|Agra|IN|27.0945|77.6679|sight
Hawa Mahal|Palace of Winds;हवा महल|Jaipur|IN|26.9239|75.8267|sight
Amber Fort|Amer Fort;आमेर का किला;आमेर किला|Jaipur|IN|26.9855|75.8513|sight
City Palace Jaipur|Jaipur City Palace|Jaipur|IN|26.9258|75.8237|sight
Jantar Mantar Jaipur|Jantar Mantar;जंतर मंतर|Jaipur|IN|26.9248|75.8246|sight
Nahargarh Fort|नाहरगढ़ किला|Jaipur|IN|26.9373|75.8155|viewpoint
Jal Mahal|जल महल|Jaipur|IN|26.9535|75.8462|sight
Albert Hall Museum|Albert Hall Jaipur|Jaipur|IN|26.9117|75.8195|museum
Gateway of India|गेटवे ऑफ़ इंडिया|Mumbai|IN|18.9220|72.8347|sight
Chhatrapati Shivaji Maharaj Terminus|CSMT;Victoria Terminus;Chhatrapati Shivaji Terminus|Mumbai|IN|18.9398|72.8355|sight
Marine Drive|Queen's Necklace;मरीन ड्राइव|Mumbai|IN|18.9440|72.8230|sight
Elephanta Caves|Elephanta Island;घारापुरी|Mumbai|IN|18.9633|72.9315|sight
Haji Ali Dargah|Haji Ali|Mumbai|IN|18.9827|72.8089|religious
Dhobi Ghat|Mahalaxmi Dhobi Ghat|Mumbai|IN|18.9830|72.8250|sight
Siddhivinayak Temple|श्री सिद्धिविनायक मंदिर|Mumbai|IN|19.0169|72.8302|religious
Colaba Causeway|Colaba Causeway Market|Mumbai|IN|18.9160|72.8290|market
Juhu Beach|जुहू बीच|Mumbai|IN|19.0990|72.8265|beach
Bandra–Worli Sea Link|Bandra Worli Sea Link;Rajiv Gandhi Sea Link|Mumbai|IN|19.0380|72.8170|sight
Crawford Market|Mahatma Jyotiba Phule Mandai|Mumbai|IN|18.9470|72.8340|market
Taj Mahal Palace Hotel|Taj Mahal Palace Mumbai|Mumbai|IN|18.9217|72.8330|sight
Dashashwamedh Ghat|दशाश्वमेध घाट|Varanasi|IN|25.3068|83.0104|religious
Manikarnika Ghat|मणिकर्णिका घाट|Varanasi|IN|25.3108|83.0140|religious
Kashi Vishwanath Temple|Kashi Vishwanath;काशी विश्वनाथ मंदिर|Varanasi|IN|25.3109|83.0107|religious
Assi Ghat|अस्सी घाट|Varanasi|IN|25.2880|83.0070|religious
Sarnath|Dhamek Stupa;सारनाथ|Varanasi|IN|25.3811|83.0226|religious
Basilica of Bom Jesus|Bom Jesus Basilica|Panaji|IN|15.5009|73.9116|religious
Baga Beach|बागा बीच|Panaji|IN|15.5560|73.7517|beach
Calangute Beach||Panaji|IN|15.5440|73.7550|beach
Anjuna Beach|Anjuna Flea Market|Panaji|IN|15.5730|73.7400|beach
Palolem Beach|Palolem|Canacona|IN|15.0100|74.0230|beach
City Palace Udaipur|Udaipur City Palace|Udaipur|IN|24.5764|73.6835|sight
Lake Pichola|पिछोला झील|Udaipur|IN|24.5720|73.6790|nature
Jag Mandir|जग मंदिर|Udaipur|IN|24.5680|73.6800|sight
Taj Lake Palace|Lake Palace;Jag Niwas|Udaipur|IN|24.5754|73.6800|sight
Jagdish Temple|जगदीश मंदिर|Udaipur|IN|24.5795|73.6839|religious
Saheliyon-ki-Bari|Saheliyon ki Bari|Udaipur|IN|24.6030|73.6880|park
Mehrangarh Fort|Mehrangarh;मेहरानगढ़|Jodhpur|IN|26.2978|73.0185|sight
Jaisalmer Fort|Sonar Quila;Golden Fort|Jaisalmer|IN|26.9125|70.9125|sight
Golden Temple|Harmandir Sahib;Sri Harmandir Sahib;ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ|Amritsar|IN|31.6200|74.8765|religious
Jallianwala Bagh|जलियाँवाला बाग|Amritsar|IN|31.6207|74.8800|sight
Wagah Border|Attari–Wagah Border;Wagah Border Ceremony|Amritsar|IN|31.6047|74.5730|sight
Chinese Fishing Nets|Fort Kochi Chinese Fishing Nets|Cochin|IN|9.9680|76.2420|sight
Mysore Palace|Amba Vilas Palace;ಮೈಸೂರು ಅರಮನೆ|Mysore|IN|12.3052|76.6552|sight
Virupaksha Temple Hampi|Virupaksha Temple|Hospet|IN|15.3350|76.4600|religious
Khajuraho Group of Monuments|Khajuraho Temples;खजुराहो|Rājnagar|IN|24.8520|79.9220|religious
Ellora Caves|वेरुळ लेणी;Ellora|Aurangabad|IN|20.0268|75.1771|sight
Charminar|चारमीनार;چار مینار|Hyderabad|IN|17.3616|78.4747|sight
Golconda Fort|गोलकोंडा|Hyderabad|IN|17.3833|78.4011|sight
Victoria Memorial|Victoria Memorial Kolkata|Kolkata|IN|22.5448|88.3426|museum
Howrah Bridge|Rabindra Setu;হাওড়া ব্রিজ|Kolkata|IN|22.5851|88.3468|sight
Marina Beach|மெரினா கடற்கரை|Chennai|IN|13.0500|80.2824|beach
Laxman Jhula|लक्ष्मण झूला|Rishikesh|IN|30.1266|78.3306|sight
Boudhanath|Boudhanath Stupa;Boudha;बौद्धनाथ|Kathmandu|NP|27.7215|85.3620|religious
Swayambhunath|Monkey Temple;स्वयम्भूनाथ|Kathmandu|NP|27.7149|85.2904|religious
Pashupatinath Temple|Pashupatinath;पशुपतिनाथ मन्दिर|Kathmandu|NP|27.7105|85.3487|religious
Kathmandu Durbar Square|Hanuman Dhoka;काठमाडौं दरबार क्षेत्र|Kathmandu|NP|27.7043|85.3070|sight
Thamel|ठमेल|Kathmandu|NP|27.7154|85.3123|neighbourhood
Patan Durbar Square|पाटन दरबार क्षेत्र|Patan|NP|27.6727|85.3253|sight
Bhaktapur Durbar Square|भक्तपुर दरबार क्षेत्र|Bhaktapur|NP|27.6722|85.4279|sight
Phewa Lake|Phewa Tal;फेवा ताल|Pokhara|NP|28.2150|83.9450|nature
Sigiriya|Lion Rock;සීගිරිය|Dambulla|LK|7.9570|80.7603|sight
Temple of the Tooth|Sri Dalada Maligawa;ශ්‍රී දළදා මාළිගාව|Kandy|LK|7.2936|80.6413|religious
Galle Fort|ගාල්ල කොටුව|Galle|LK|6.0260|80.2170|sight
Dambulla Cave Temple|Golden Temple of Dambulla;Dambulla Royal Cave Temple|Dambulla|LK|7.8567|80.6492|religious
Nine Arch Bridge|Nine Arches Bridge;Ella Nine Arch Bridge|Badulla|LK|6.8768|81.0608|sight
Gangaramaya Temple|Gangaramaya|Colombo|LK|6.9166|79.8562|religious
Galle Face Green|Galle Face|Colombo|LK|6.9250|79.8440|park
Tokyo Disneyland|東京ディズニーランド|Urayasu|JP|35.6329|139.8804|sight
Tokyo DisneySea|東京ディズニーシー|Urayasu|JP|35.6267|139.8851|sight
Sunshine City|サンシャインシティ;Sunshine 60|Tokyo|JP|35.7290|139.7190|viewpoint
Ebisu Garden Place|恵比寿ガーデンプレイス|Tokyo|JP|35.6420|139.7130|sight
Jimbocho Book Town|Jimbōchō;神保町|Tokyo|JP|35.6960|139.7580|shop
Hie Shrine|Hie Jinja;日枝神社|Tokyo|JP|35.6745|139.7394|religious
Kanda Myojin|Kanda Shrine;神田明神|Tokyo|JP|35.7020|139.7680|religious
Sengaku-ji|Sengakuji;泉岳寺|Tokyo|JP|35.6380|139.7380|religious
Shibamata Taishakuten|柴又帝釈天|Tokyo|JP|35.7590|139.8770|religious
Eikan-dō|Eikando;永観堂;禅林寺|Kyoto|JP|35.0147|135.7945|religious
Kurama-dera|Kuramadera;鞍馬寺|Kyoto|JP|35.1180|135.7710|religious
Kifune Shrine|Kifune Jinja;貴船神社|Kyoto|JP|35.1220|135.7630|religious
Kyoto Railway Museum|京都鉄道博物館|Kyoto|JP|34.9870|135.7430|museum
Sanzen-in|Sanzenin;三千院|Kyoto|JP|35.1190|135.8340|religious
Kennin-ji|Kenninji;建仁寺|Kyoto|JP|35.0005|135.7735|religious
Yasui Konpira-gū|Yasui Konpiragu;安井金比羅宮|Kyoto|JP|34.9990|135.7770|religious
Osaka Tenmangu|大阪天満宮|Osaka|JP|34.6960|135.5120|religious
Nakanoshima Park|中之島公園|Osaka|JP|34.6920|135.5060|park
Tempozan Ferris Wheel|天保山大観覧車|Osaka|JP|34.6560|135.4310|viewpoint
Yakushi-ji|Yakushiji;薬師寺|Nara|JP|34.6685|135.7845|religious
Tōshōdai-ji|Toshodaiji;唐招提寺|Nara|JP|34.6755|135.7848|religious
Meriken Park|メリケンパーク|Kobe|JP|34.6820|135.1880|park
Otaru Canal|小樽運河|Otaru|JP|43.1990|140.9940|sight
Mount Hakodate|Hakodateyama;函館山|Hakodate|JP|41.7594|140.7047|viewpoint
Matsumoto Castle|松本城|Matsumoto|JP|36.2385|137.9690|sight
Kumamoto Castle|熊本城|Kumamoto|JP|32.8062|130.7058|sight
Nagasaki Peace Park|平和公園|Nagasaki|JP|32.7760|129.8630|park
Glover Garden|グラバー園|Nagasaki|JP|32.7343|129.8690|park
Umi Jigoku|Beppu Hells;海地獄;別府地獄めぐり|Beppu|JP|33.3160|131.4750|nature
Ise Grand Shrine|Ise Jingu;伊勢神宮;Naiku|Ise|JP|34.4550|136.7250|religious
Harbin Saint Sophia Cathedral|St. Sophia Cathedral Harbin;圣索菲亚大教堂|Harbin|CN|45.7630|126.6250|religious
Zhanqiao Pier|栈桥|Qingdao|CN|36.0600|120.3190|sight
Gulangyu|Gulangyu Island;鼓浪屿|Xiamen|CN|24.4470|118.0680|neighbourhood
Window of the World Shenzhen|世界之窗|Shenzhen|CN|22.5400|113.9740|sight
Pingyao Ancient City|平遥古城|Pingyao|CN|37.2020|112.1800|neighbourhood
Lijiang Old Town|Dayan Old Town;丽江古城|Lijiang|CN|26.8720|100.2340|neighbourhood
Sanlitun|三里屯|Beijing|CN|39.9360|116.4540|neighbourhood
Temple of Confucius Beijing|Beijing Confucius Temple;北京孔庙|Beijing|CN|39.9460|116.4120|religious
CCTV Headquarters|中央电视台总部大楼|Beijing|CN|39.9150|116.4650|sight
Longhua Temple|龙华寺|Shanghai|CN|31.1750|121.4460|religious
Small Wild Goose Pagoda|小雁塔|Xi'an|CN|34.2400|108.9380|religious
Great Mosque of Xi'an|西安大清真寺|Xi'an|CN|34.2640|108.9400|religious
Hong Kong Park|香港公園|Hong Kong|HK|22.2770|114.1610|park
Peak Tram|山頂纜車|Hong Kong|HK|22.2780|114.1590|sight
Kowloon Walled City Park|九龍寨城公園|Hong Kong|HK|22.3320|114.1900|park
Clock Tower Tsim Sha Tsui|Former Kowloon–Canton Railway Clock Tower;尖沙咀鐘樓|Hong Kong|HK|22.2936|114.1694|sight
Hong Kong Palace Museum|香港故宮文化博物館|Hong Kong|HK|22.3010|114.1570|museum
Seodaemun Prison History Hall|Seodaemun Prison;서대문형무소역사관|Seoul|KR|37.5742|126.9560|museum
Naksan Park|낙산공원|Seoul|KR|37.5800|127.0070|viewpoint
Olympic Park Seoul|올림픽공원|Seoul|KR|37.5200|127.1210|park
Garosu-gil|가로수길|Seoul|KR|37.5210|127.0230|shop
Ikseon-dong|익선동|Seoul|KR|37.5740|126.9900|neighbourhood
Hwaseong Fortress|수원 화성;Suwon Hwaseong|Suwon|KR|37.2870|127.0110|sight
Tamsui Old Street|Tamsui;淡水老街|Taipei|TW|25.1700|121.4400|sight
Bopiliao Historic Block|Bopiliao;剝皮寮|Taipei|TW|25.0360|121.5010|sight
Presidential Office Building|總統府|Taipei|TW|25.0400|121.5120|sight
Maokong Gondola|貓空纜車;Maokong|Taipei|TW|24.9680|121.5880|viewpoint
Wat Ratchanatdaram|Loha Prasat;วัดราชนัดดาราม|Bangkok|TH|13.7550|100.5040|religious
Wat Paknam|วัดปากน้ำ|Bangkok|TH|13.7220|100.4700|religious
Or Tor Kor Market|ตลาด อ.ต.ก.|Bangkok|TH|13.7990|100.5480|market
Long Bien Bridge|Cầu Long Biên|Hanoi|VN|21.0430|105.8590|sight
Cai Rang Floating Market|Chợ nổi Cái Răng|Can Tho|VN|10.0050|105.7470|market
Lalbagh Botanical Garden|Lalbagh|Bangalore|IN|12.9507|77.5848|park
Bangalore Palace||Bangalore|IN|12.9987|77.5921|sight
Kapaleeshwarar Temple|கபாலீஸ்வரர் கோயில்|Chennai|IN|13.0336|80.2696|religious
Meenakshi Temple|Meenakshi Amman Temple;மீனாட்சி அம்மன் கோயில்|Madurai|IN|9.9195|78.1193|religious
Dakshineswar Kali Temple|দক্ষিণেশ্বর কালীবাড়ি|Kolkata|IN|22.6548|88.3575|religious
Mahabodhi Temple|महाबोधि मंदिर|Bodh Gaya|IN|24.6959|84.9911|religious
Pushkar Lake|पुष्कर झील|Pushkar|IN|26.4875|74.5540|religious
Chamundi Hill|Chamundeshwari Temple|Mysore|IN|12.2720|76.6700|religious
Mall Road Shimla|The Ridge Shimla|Shimla|IN|31.1048|77.1734|sight
Leh Palace||Leh|IN|34.1660|77.5860|sight
Ram Jhula|राम झूला|Rishikesh|IN|30.1230|78.3150|sight
Mount Batur|Gunung Batur|Bangli|ID|-8.2420|115.3750|nature
Jatiluwih Rice Terraces|Jatiluwih|Tabanan|ID|-8.3700|115.1320|nature
Echo Beach Canggu|Echo Beach;Canggu|Denpasar|ID|-8.6540|115.1240|beach
Kawah Ijen|Ijen Crater;Ijen|Banyuwangi|ID|-8.0580|114.2420|nature
Binondo|Manila Chinatown|Manila|PH|14.6000|120.9750|neighbourhood
Magellan's Cross|Krus ni Magallanes|Cebu City|PH|10.2934|123.9020|religious
Registan|Registon|Samarkand|UZ|39.6547|66.9758|sight
Po-i-Kalyan|Kalyan Minaret;Poi Kalon|Bukhara|UZ|39.7760|64.4150|religious
Itchan Kala|Ichan Kala|Khiva|UZ|41.3780|60.3600|neighbourhood
Sükhbaatar Square|Chinggis Square;Сүхбаатарын талбай|Ulaanbaatar|MN|47.9190|106.9170|sight
Mount Takao|Takao-san;高尾山|Hachiōji|JP|35.6250|139.2430|nature
Cape Manzamo|万座毛|Nago|JP|26.5050|127.8500|viewpoint
Paro Taktsang|Tiger's Nest;སྤ་གྲོ་སྟག་ཚང|Paro|BT|27.4920|89.3633|religious
Badshahi Mosque|بادشاہی مسجد|Lahore|PK|31.5880|74.3100|religious
Lahore Fort|Shahi Qila;شاہی قلعہ|Lahore|PK|31.5880|74.3150|sight
Faisal Mosque|فیصل مسجد|Islamabad|PK|33.7295|73.0373|religious
`;
