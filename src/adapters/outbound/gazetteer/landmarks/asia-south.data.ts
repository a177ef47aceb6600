/**
 * Curated landmarks for the offline geocoder: South-East, South and Central Asia. Written for this
 * project; coordinates are rounded to 4 decimals and meant to be within about 300 m. One per line:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * `@city` lines give local or common names of cities the GeoNames data knows by another name.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const LANDMARKS_ASIA_SOUTH = `
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
@city|Bangalore|Bengaluru|IN
@city|Bodh Gaya|Buddh Gaya|IN
@city|Khiva|Khiwa|UZ
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
@city|호이안|Hội An|VN
@city|会安|Hội An|VN
@city|會安|Hội An|VN
@city|ホイアン|Hội An|VN
@city|Hoi An|Hội An|VN
@city|宿务|Cebu City|PH
@city|세부|Cebu City|PH
@city|登巴萨|Denpasar|ID
@city|발리|Denpasar|ID
@city|峇里島|Denpasar|ID
@city|巴厘岛|Denpasar|ID
@city|バリ島|Denpasar|ID
@city|Da Lat|Ðà Lạt|VN
@city|Dalat|Ðà Lạt|VN
@city|大叻|Ðà Lạt|VN
@city|달랏|Ðà Lạt|VN
@city|Sapa|Sa Pa|VN
@city|Mahabalipuram|Seven Pagodas|IN
@city|Mamallapuram|Seven Pagodas|IN
@city|暹粒|Siem Reap|KH
@city|씨엠립|Siem Reap|KH
@city|シェムリアップ|Siem Reap|KH
@city|金边|Phnom Penh|KH
@city|金邊|Phnom Penh|KH
@city|프놈펜|Phnom Penh|KH
@city|プノンペン|Phnom Penh|KH
@city|琅勃拉邦|Luang Prabang|LA
@city|루앙프라방|Luang Prabang|LA
@city|万象|Vientiane|LA
@city|萬象|Vientiane|LA
@city|비엔티안|Vientiane|LA
@city|仰光|Yangon|MM
@city|Rangoon|Yangon|MM
@city|槟城|George Town|MY
@city|檳城|George Town|MY
@city|페낭|George Town|MY
@city|ペナン|George Town|MY
@city|马六甲|Malacca|MY
@city|馬六甲|Malacca|MY
@city|Melaka|Malacca|MY
@city|말라카|Malacca|MY
@city|新山|Johor Bahru|MY
@city|JB|Johor Bahru|MY
@city|雅加达|Jakarta|ID
@city|雅加達|Jakarta|ID
@city|자카르타|Jakarta|ID
@city|ジャカルタ|Jakarta|ID
@city|日惹|Yogyakarta|ID
@city|乌布|Ubud|ID
@city|烏布|Ubud|ID
@city|우붓|Ubud|ID
@city|ウブド|Ubud|ID
@city|宿霧|Cebu City|PH
@city|マニラ|Manila|PH
@city|馬尼拉|Manila|PH
@city|크라비|Krabi|TH
@city|甲米|Krabi|TH
@city|クラビ|Krabi|TH
@city|苏梅岛|Ko Samui|TH
@city|蘇美島|Ko Samui|TH
@city|Koh Samui|Ko Samui|TH
@city|Samui|Ko Samui|TH
@city|코사무이|Ko Samui|TH
@city|サムイ島|Ko Samui|TH
@city|清莱|Chiang Rai|TH
@city|清萊|Chiang Rai|TH
@city|치앙라이|Chiang Rai|TH
@city|顺化|Hue|VN
@city|順化|Hue|VN
@city|후에|Hue|VN
@city|沙坝|Sa Pa|VN
@city|사파|Sa Pa|VN
@city|下龙|Ha Long|VN
@city|下龍|Ha Long|VN
@city|하롱|Ha Long|VN
@city|Halong|Ha Long|VN
@city|宁平|Ninh Binh|VN
@city|닌빈|Ninh Binh|VN
@city|德里|Delhi|IN
@city|新德里|New Delhi|IN
@city|孟买|Mumbai|IN
@city|孟買|Mumbai|IN
@city|阿格拉|Agra|IN
@city|斋浦尔|Jaipur|IN
@city|Calcutta|Kolkata|IN
@city|Madras|Chennai|IN
@city|Goa|Panaji|IN
@city|加德满都|Kathmandu|NP
@city|加德滿都|Kathmandu|NP
@city|카트만두|Kathmandu|NP
@city|博卡拉|Pokhara|NP
@city|科伦坡|Colombo|LK
@city|可倫坡|Colombo|LK
@city|撒马尔罕|Samarkand|UZ
@city|Samarcanda|Samarkand|UZ
@city|Buchara|Bukhara|UZ
@city|Taschkent|Tashkent|UZ
@city|Neu-Delhi|New Delhi|IN
@city|Nueva Delhi|New Delhi|IN
@city|Nuova Delhi|New Delhi|IN
@city|Nova Délhi|New Delhi|IN
@city|Singapur|Singapore|SG
@city|Singapura|Singapore|SG
Grand Palace|The Grand Palace;พระบรมมหาราชวัง;大皇宫;大皇宮;王宮 バンコク;왕궁 방콕;Gran Palacio;방콕 왕궁;방콕왕궁;그랜드 팰리스;バンコク王宮|Bangkok|TH|13.7500|100.4913|sight
Wat Pho|Temple of the Reclining Buddha;วัดโพธิ์;Wat Phra Chetuphon;卧佛寺;臥佛寺;ワット・ポー;왓포;왓 포;왓포 사원;ワットポー;ワット・ポー寺院|Bangkok|TH|13.7465|100.4930|religious
Wat Arun|Temple of Dawn;วัดอรุณ;วัดอรุณราชวราราม;郑王庙;鄭王廟;黎明寺;ワット・アルン;왓아룬;왓 아룬;왓아룬 사원;새벽사원;새벽 사원;暁の寺;ワットアルン|Bangkok|TH|13.7437|100.4889|religious
Chatuchak Weekend Market|Chatuchak Market;Chatuchak;JJ Market;ตลาดนัดจตุจักร;恰图恰周末市场;乍都乍周末市场;チャトゥチャック;짜뚜짝 시장;짜뚜짝시장;짜뚜짝 주말시장;짜뚜짝;짜뚜짝 주말 시장;차투착 시장;チャトゥチャック・ウィークエンド・マーケット;チャトゥチャック市場;チャトゥチャック・マーケット;恰圖恰週末市場;乍都乍週末市集;乍都乍;恰图恰;乍都乍週末市場|Bangkok|TH|13.7999|100.5500|market
Khao San Road|Khaosan Road;ถนนข้าวสาร;考山路;カオサン通り;카오산로드;카오산 로드;카오산로드 방콕;카오산;카오산 거리;カオサンロード|Bangkok|TH|13.7589|100.4974|neighbourhood
Jim Thompson House|Jim Thompson House Museum;짐 톰슨 하우스;짐톰슨 하우스;짐 톰슨의 집;짐톰슨하우스;ジム・トンプソンの家;ジム・トンプソン・ハウス;金汤普森之家;金湯普森之家;吉姆汤普森之家;吉姆湯普森之家;金汤普森博物馆|Bangkok|TH|13.7492|100.5282|museum
Lumphini Park|Lumpini Park;สวนลุมพินี;룸피니 공원;룸피니공원;룸피니 파크;ルンピニー公園;伦披尼公园;倫披尼公園;隆比尼公园|Bangkok|TH|13.7314|100.5414|park
Chinatown Bangkok|Yaowarat;Yaowarat Road;เยาวราช;야오와랏;야오와랏 거리;방콕 차이나타운;야오와랏 로드;ヤワラート;ヤワラー通り;耀华力路;耀華力路;曼谷唐人街;曼谷中国城;曼谷中國城|Bangkok|TH|13.7410|100.5090|neighbourhood
Wat Phra Kaew|Temple of the Emerald Buddha;วัดพระแก้ว;玉佛寺;ワット・プラケオ;에메랄드 사원;왓 프라깨우;왓프라깨우;에메랄드사원;에메랄드 불상 사원;エメラルド寺院;ワットプラケオ;曼谷玉佛寺|Bangkok|TH|13.7516|100.4927|religious
Golden Mount|Wat Saket;Phu Khao Thong;วัดสระเกศ;ภูเขาทอง;왓 사켓;왓사켓;골든 마운트;황금산 사원;ワット・サケット;黄金の丘;曼谷金山寺;萨凯寺;薩凱寺|Bangkok|TH|13.7540|100.5066|religious
Wat Benchamabophit|Marble Temple;วัดเบญจมบพิตร;왓 벤차마보핏;대리석 사원;왓벤차마보핏;ワット・ベンチャマボピット;大理石寺院;云石寺;雲石寺;大理石寺|Bangkok|TH|13.7664|100.5140|religious
Wat Traimit|Golden Buddha Temple;วัดไตรมิตร;왓 뜨라이밋;황금불상 사원;왓뜨라이밋;ワット・トライミット;黄金仏寺院;曼谷金佛寺;黄金佛寺;黃金佛寺|Bangkok|TH|13.7378|100.5133|religious
Democracy Monument|อนุสาวรีย์ประชาธิปไตย;민주기념탑;방콕 민주기념탑;民主記念塔;曼谷民主纪念碑;曼谷民主紀念碑|Bangkok|TH|13.7567|100.5018|sight
Siam Paragon|สยามพารากอน;시암 파라곤;시암파라곤;씨암 파라곤;サイアム・パラゴン;暹罗百丽宫;暹羅百麗宮;暹罗百丽宫购物中心|Bangkok|TH|13.7462|100.5347|shop
MBK Center|MBK;Mahboonkrong;MBK 센터;마분콩;MBK센터;MBKセンター;マーブンクロン;MBK购物中心;MBK購物中心;MBK商场|Bangkok|TH|13.7446|100.5300|shop
Erawan Shrine|ศาลพระพรหมเอราวัณ;Thao Maha Phrom Shrine;四面佛;에라완 사당;에라완 사원;에라완 신전;エラワン廟;エラワン・プーム;爱侣湾四面佛;愛侶灣四面佛;曼谷四面佛|Bangkok|TH|13.7443|100.5404|religious
Asiatique The Riverfront|Asiatique;เอเชียทีค;河滨夜市;아시아티크;아시아티크 야시장;아시아티크 더 리버프론트;アジアティーク;河濱夜市;河滨码头夜市;河濱碼頭夜市|Bangkok|TH|13.7046|100.5030|market
ICONSIAM|Icon Siam;ไอคอนสยาม;아이콘시암;아이콘 시암;アイコンサイアム;暹罗天地;暹羅天地|Bangkok|TH|13.7266|100.5100|shop
Mahanakhon SkyWalk|King Power Mahanakhon;Mahanakhon;มหานคร;마하나콘 스카이워크;마하나콘;킹파워 마하나콘;마하나콘 스카이 워크;マハナコン・スカイウォーク;キングパワー・マハナコン;王权大厦;王權大廈;大京都大厦;大京都大廈;王权马哈纳功大厦|Bangkok|TH|13.7236|100.5281|viewpoint
Pak Khlong Talat|Flower Market Bangkok;ปากคลองตลาด;팍크롱 꽃시장;빡크롱 딸랏;방콕 꽃시장;빡끄롱 꽃시장;パーク・クローン市場;帕空达叻花市;帕空達叻花市;曼谷花市|Bangkok|TH|13.7430|100.4960|market
Giant Swing|Sao Chingcha;เสาชิงช้า;싸오칭차;자이언트 스윙;サオ・チン・チャー;曼谷大秋千|Bangkok|TH|13.7513|100.5013|religious
Wat Suthat|วัดสุทัศน์;왓 수탓;왓수탓;ワット・スタット;苏泰寺;蘇泰寺|Bangkok|TH|13.7510|100.5013|religious
Bangkok National Museum|พิพิธภัณฑสถานแห่งชาติ พระนคร;방콕 국립박물관;방콕국립박물관;バンコク国立博物館;曼谷国家博物馆;曼谷國家博物館|Bangkok|TH|13.7576|100.4925|museum
Lebua Sky Bar|Sky Bar Bangkok;State Tower;르부아 스카이바;르부아;시로코 스카이바;르부아 스카이 바|Bangkok|TH|13.7213|100.5170|viewpoint
Damnoen Saduak Floating Market|Damnoen Saduak;ตลาดน้ำดำเนินสะดวก;담넌사두억 수상시장;담넌 사두억 수상시장;ダムヌン・サドゥアック水上マーケット;ダムヌンサドゥアック;丹嫩沙多水上市场;丹嫩沙多水上市場;丹能莎朵水上市场|Ratchaburi|TH|13.5190|99.9560|market
Maeklong Railway Market|Maeklong Market;ตลาดร่มหุบ;Talad Rom Hub;매끌롱 기찻길 시장;매끌롱 시장;매끌롱 위험한 시장;위험한 시장;매크롱 기찻길시장;メークロン市場;メークロン線路市場;美功铁道市场;美功鐵道市場;美功铁路市场;美功鐵路市場|Samut Songkhram|TH|13.4070|100.0000|market
Wat Phra That Doi Suthep|Doi Suthep;วัดพระธาตุดอยสุเทพ;ดอยสุเทพ;도이수텝;도이 수텝;왓 프라탓 도이수텝;도이수텝 사원;ワット・プラタート・ドイステープ;ドイステープ;ドイ・ステープ;素贴山双龙寺;素貼山雙龍寺;素帖山双龙寺;素贴山;素帖山|Chiang Mai|TH|18.8048|98.9216|religious
Wat Chedi Luang|วัดเจดีย์หลวง;왓 체디 루앙;왓체디루앙;왓 쩨디 루앙;ワット・チェディルアン;ワットチェディルアン;契迪龙寺;契迪龍寺;柴迪龙寺;柴迪龍寺|Chiang Mai|TH|18.7870|98.9866|religious
Wat Phra Singh|วัดพระสิงห์;왓 프라싱;왓프라싱;ワット・プラシン;帕辛寺;帕邢寺|Chiang Mai|TH|18.7884|98.9819|religious
Tha Phae Gate|ประตูท่าแพ;타패 게이트;타패문;타페 게이트;타패게이트;ターペー門;塔佩门;塔佩門|Chiang Mai|TH|18.7877|98.9934|sight
Chiang Mai Night Bazaar|Night Bazaar Chiang Mai;치앙마이 나이트 바자;치앙마이 나이트바자;나이트 바자 치앙마이;チェンマイ・ナイトバザール;清迈夜市;清邁夜市;长康路夜市;長康路夜市|Chiang Mai|TH|18.7853|99.0000|market
Nimmanhaemin Road|Nimman;Nimmanhaemin;ถนนนิมมานเหมินท์;님만해민;님만해민 거리;님만;님만 해민;ニマンヘミン通り;ニマン通り;宁曼路;寧曼路;尼曼路|Chiang Mai|TH|18.7990|98.9680|neighbourhood
Wat Umong|วัดอุโมงค์;왓 우몽;왓우몽;동굴사원 치앙마이;ワット・ウモーン;悟孟寺;隧道寺|Chiang Mai|TH|18.7830|98.9520|religious
Warorot Market|Kad Luang;ตลาดวโรรส;와로롯 시장;와로롯시장;깟루앙;ワロロット市場;瓦洛洛市场;瓦洛洛市場|Chiang Mai|TH|18.7900|99.0000|market
Wat Sri Suphan|Silver Temple;วัดศรีสุพรรณ;왓 스리수판;은사원;왓 씨쑤판;실버 템플;ワット・シースパン;苏攀寺;蘇攀寺;清迈银庙;清邁銀廟|Chiang Mai|TH|18.7820|98.9870|religious
White Temple|Wat Rong Khun;วัดร่องขุ่น;백색사원;화이트 템플;왓 롱쿤;왓롱쿤;백색 사원;ワット・ロンクン;ワットロンクン;龙昆寺;龍昆寺;清莱白庙;清萊白廟|Chiang Rai|TH|19.8244|99.7631|religious
Blue Temple|Wat Rong Suea Ten;วัดร่องเสือเต้น;블루 템플;청색사원;왓 롱쓰아텐;블루템플;ワット・ロンスアテン;清莱蓝庙;清萊藍廟|Chiang Rai|TH|19.9230|99.8410|religious
Patong Beach|หาดป่าตอง;빠통 비치;빠통비치;파통 비치;빠통 해변;パトンビーチ;芭东海滩;芭東海灘|Phuket|TH|7.8964|98.2966|beach
Big Buddha Phuket|Phuket Big Buddha;พระใหญ่ภูเก็ต;푸켓 빅부다;빅 부다 푸켓;푸켓 빅 부다;プーケット・ビッグブッダ;普吉大佛|Phuket|TH|7.8277|98.3128|religious
Phuket Old Town|เมืองเก่าภูเก็ต;푸켓 올드타운;푸켓 구시가지;푸켓 올드 타운;プーケット・オールドタウン;プーケット旧市街;普吉老城;普吉古城;普吉老街|Phuket|TH|7.8844|98.3880|neighbourhood
Kata Beach|หาดกะตะ;카타 비치;카타비치;까따 비치;カタビーチ;卡塔海滩;卡塔海灘|Phuket|TH|7.8200|98.2980|beach
Karon Beach|หาดกะรน;카론 비치;카론비치;까론 비치;カロンビーチ;卡伦海滩;卡倫海灘|Phuket|TH|7.8460|98.2940|beach
Bangla Road|ถนนบางลา;방라로드;방라 로드;방라 거리;バングラ通り;バングラ・ロード;邦拉路;班格拉路;芭东酒吧街|Phuket|TH|7.8930|98.2990|sight
Wat Chalong|วัดฉลอง;왓 찰롱;왓찰롱;찰롱 사원;ワット・チャロン;查龙寺;查龍寺;查龙庙;查龍廟|Phuket|TH|7.8467|98.3370|religious
Promthep Cape|Laem Phromthep;แหลมพรหมเทพ;프롬텝 곶;프롬텝 케이프;프롬텝곶;램프롬텝;プロムテップ岬;プロムテープ岬;神仙半岛;神仙半島;普罗姆泰普海角|Phuket|TH|7.7600|98.3050|viewpoint
Koh Phi Phi|Phi Phi Islands;Ko Phi Phi;เกาะพีพี;피피섬;피피 섬;꼬피피;피피 아일랜드;ピピ島;皮皮岛;皮皮島|Krabi|TH|7.7407|98.7784|nature
Maya Bay|อ่าวมาหยา;마야 베이;마야베이;マヤ湾;マヤベイ;玛雅湾;瑪雅灣|Krabi|TH|7.6780|98.7660|beach
Railay Beach|Railay;ไร่เลย์;라일레이 비치;라일레이;라이레이 비치;莱利海滩;萊利海灘;莱利湾;萊利灣|Krabi|TH|8.0110|98.8380|beach
Ao Nang|อ่าวนาง;아오낭 비치;奥南海滩;奧南海灘|Krabi|TH|8.0320|98.8230|beach
James Bond Island|Khao Phing Kan;เขาพิงกัน;제임스 본드 섬;제임스본드섬;카오핑깐;ジェームズ・ボンド島;詹姆斯邦德岛;詹姆斯邦德島;占士邦岛;占士邦島;007岛|Phang Nga|TH|8.2750|98.5010|nature
Wat Mahathat Ayutthaya|Wat Mahathat;วัดมหาธาตุ อยุธยา;왓 마하탓;왓마하탓;나무뿌리 불상;大城玛哈泰寺;大城瑪哈泰寺;树中佛头;樹中佛頭|Ayutthaya|TH|14.3569|100.5676|religious
Wat Chaiwatthanaram|วัดไชยวัฒนาราม;왓 차이왓타나람;왓차이왓타나람;ワット・チャイワッタナーラーム;柴瓦塔那兰寺;柴瓦塔那蘭寺;猜瓦塔那兰寺|Ayutthaya|TH|14.3430|100.5420|religious
Wat Phra Si Sanphet|วัดพระศรีสรรเพชญ์;왓 프라시산펫;왓프라시산펫;왓 프라 씨 산펫;ワット・プラシーサンペット;帕席桑碧寺;帕席桑佩寺|Ayutthaya|TH|14.3559|100.5583|religious
Bang Pa-In Royal Palace|Bang Pa-In;พระราชวังบางปะอิน;방파인 궁전;방파인 여름궁전;방파인;挽巴茵夏宫;挽巴茵夏宮;邦芭茵夏宫;邦芭茵夏宮|Ayutthaya|TH|14.2320|100.5790|sight
Sukhothai Historical Park|อุทยานประวัติศาสตร์สุโขทัย;수코타이 역사공원;쑤코타이 역사공원;素可泰历史公园;素可泰歷史公園;素可泰古城|Sukhothai|TH|17.0170|99.7040|sight
Bridge over the River Kwai|River Kwai Bridge;สะพานข้ามแม่น้ำแคว;콰이강의 다리;콰이강 다리;콰이강의다리;クウェー川鉄橋;戦場にかける橋;桂河大桥;桂河大橋|Kanchanaburi|TH|14.0410|99.5040|sight
Sanctuary of Truth|ปราสาทสัจธรรม;진리의 성전;진리의 사원;파타야 진리의 성전;芭提雅真理寺;真理寺|Pattaya|TH|12.9727|100.8891|religious
Walking Street Pattaya|Pattaya Walking Street;파타야 워킹스트리트;워킹스트리트 파타야;파타야 워킹 스트리트;芭提雅步行街|Pattaya|TH|12.9270|100.8730|sight
Wat Ratchanatdaram|Loha Prasat;วัดราชนัดดาราม;왓 랏차낫다람;로하 쁘라쌋;왓랏차낫다람;ワット・ラーチャナッダーラーム;ローハプラサート|Bangkok|TH|13.7550|100.5040|religious
Wat Paknam|วัดปากน้ำ;왓 빡남;왓빡남;왓 팍남;ワット・パクナム;北榄寺;北欖寺|Bangkok|TH|13.7220|100.4700|religious
Or Tor Kor Market|ตลาด อ.ต.ก.;어떠꺼 시장;오톨코 시장;어떠꺼시장;オートーコー市場;安多哥市场;安多哥市場|Bangkok|TH|13.7990|100.5480|market
Terminal 21 Bangkok|Terminal 21 Asok;터미널21;터미널 21 아속;터미널21 방콕;ターミナル21 アソーク;Terminal21购物中心;航站楼21;航站樓21|Bangkok|TH|13.7376|100.5603|shop
CentralWorld|Central World;เซ็นทรัลเวิลด์;센트럴월드;센트럴 월드;セントラルワールド;中央世界购物中心;中央世界購物中心|Bangkok|TH|13.7466|100.5393|shop
Pratunam Market|ประตูน้ำ;빠뚜남 시장;쁘라뚜남 시장;프라투남 시장;プラトゥーナム市場;水门市场;水門市場|Bangkok|TH|13.7510|100.5410|market
Talat Noi|ตลาดน้อย;딸랏 너이;딸랏너이;タラート・ノーイ|Bangkok|TH|13.7330|100.5130|neighbourhood
Bangkok Art and Culture Centre|BACC;หอศิลปวัฒนธรรมแห่งกรุงเทพมหานคร;방콕 아트 앤 컬처 센터;방콕 예술문화센터;曼谷艺术文化中心;曼谷藝術文化中心|Bangkok|TH|13.7468|100.5302|museum
Benjakitti Forest Park|Benjakitti Park;สวนเบญจกิติ;벤자키티 공원;벤짜끼띠 숲공원|Bangkok|TH|13.7300|100.5580|park
Bang Krachao|Bangkok's Green Lung;บางกระเจ้า;방끄라짜오;방크라차오;バンクラチャオ|Bangkok|TH|13.6950|100.5650|nature
Rambuttri Road|Soi Rambuttri;ถนนรามบุตรี;람부뜨리 로드;람부트리 거리;람부뜨리;ランブトリー通り|Bangkok|TH|13.7610|100.4960|food
Museum Siam|มิวเซียมสยาม;뮤지엄 시암;뮤지엄 씨암;ミュージアム・サイアム;暹罗博物馆;暹羅博物館|Bangkok|TH|13.7440|100.4940|museum
Sampeng Lane|Sampheng Market;สำเพ็ง;삼펭 시장;쌈펭 시장;삼펭 레인;サンペン市場;三聘街;三聘市场;三聘市場|Bangkok|TH|13.7420|100.5030|market
Phra Sumen Fort|ป้อมพระสุเมรุ;프라수멘 요새|Bangkok|TH|13.7640|100.4950|sight
Santichaiprakarn Park|산띠차이쁘라깐 공원|Bangkok|TH|13.7640|100.4950|park
Erawan Museum|พิพิธภัณฑ์ช้างเอราวัณ;Three-headed Elephant Museum;에라완 박물관;에라완 뮤지엄;エラワン・ミュージアム;三头象神博物馆;三頭象神博物館;爱侣湾博物馆|Samut Prakan|TH|13.6280|100.5880|museum
Ancient City Muang Boran|Muang Boran;เมืองโบราณ;무앙보란;므앙보란;고대도시 무앙보란;ムアンボーラン;暹罗古城;暹羅古城|Samut Prakan|TH|13.5380|100.6250|museum
Amphawa Floating Market|ตลาดน้ำอัมพวา;암파와 수상시장;암파와 수상 시장;アムパワー水上マーケット;安帕瓦水上市场;安帕瓦水上市場|Samut Songkhram|TH|13.4250|99.9550|market
Freedom Beach|หาดฟรีดอม;프리덤 비치;프리덤비치;フリーダムビーチ|Patong|TH|7.8760|98.2730|beach
Kamala Beach|หาดกมลา;카말라 비치;까말라 비치;カマラビーチ;卡马拉海滩;卡馬拉海灘|Patong|TH|7.9500|98.2820|beach
Surin Beach Phuket|Surin Beach;หาดสุรินทร์;수린 비치 푸켓;쑤린 비치;苏林海滩;蘇林海灘|Patong|TH|7.9760|98.2780|beach
Nai Harn Beach|หาดในหาน;나이한 비치;나이한비치;ナイハーンビーチ;奈涵海滩;奈涵海灘|Phuket|TH|7.7750|98.3050|beach
Karon Viewpoint|Three Beaches Viewpoint;จุดชมวิวกะรน;카론 뷰포인트;카론 전망대;3비치 뷰포인트;カロン・ビューポイント;三湾观景台;三灣觀景台|Phuket|TH|7.7840|98.3030|viewpoint
Jungceylon|จังซีลอน;정실론;정실론 쇼핑몰;ジャンセイロン;江西冷购物中心;江西冷購物中心;江西冷|Patong|TH|7.8930|98.2990|shop
Tiger Cave Temple|Wat Tham Suea;วัดถ้ำเสือ;호랑이 동굴 사원;왓 탐쓰아;타이거 케이브 템플;虎窟寺;老虎洞寺|Krabi|TH|8.1250|98.9250|religious
Phra Nang Cave Beach|Phra Nang Beach;หาดถ้ำพระนาง;프라낭 비치;프라낭 케이브 비치;帕南海滩;帕南海灘;公主洞海滩|Krabi|TH|8.0050|98.8380|beach
Pattaya Viewpoint|Khao Pattaya Viewpoint;Pattaya City Sign;จุดชมวิวเขาพระตำหนัก;파타야 뷰포인트;파타야 전망대;카오 파타야 뷰포인트;芭提雅观景台;芭提雅觀景台|Pattaya|TH|12.9210|100.8640|viewpoint
Nong Nooch Tropical Garden|Nong Nooch;สวนนงนุช;농눅 빌리지;농눅 가든;농눅 열대정원;농눅;东芭乐园;東芭樂園;东芭热带植物园;東芭熱帶植物園|Pattaya|TH|12.7650|100.9350|park
Koh Larn|Ko Lan;เกาะล้าน;Coral Island Pattaya;꼬란;코란섬;꼬란섬;파타야 산호섬;格兰岛;格蘭島;芭提雅珊瑚岛;芭提雅珊瑚島|Pattaya|TH|12.9190|100.7840|beach
Jomtien Beach|หาดจอมเทียน;좀티엔 비치;좀티엔비치;쫌티엔 비치;中天海滩;中天海灘;宗滴恩海滩|Pattaya|TH|12.8900|100.8700|beach
Big Buddha Pattaya|Wat Phra Yai Pattaya;파타야 빅부다;왓 프라야이 파타야;芭提雅大佛|Pattaya|TH|12.9140|100.8690|religious
Chiang Mai Sunday Walking Street|Sunday Walking Street;Ratchadamnoen Walking Street;ถนนคนเดินวันอาทิตย์;치앙마이 선데이 마켓;선데이 마켓 치앙마이;일요시장 치앙마이;치앙마이 일요 야시장;チェンマイ・サンデーマーケット;清迈周日步行街;清邁週日步行街;清迈周日夜市;清邁週日夜市|Chiang Mai|TH|18.7880|98.9900|market
Wat Lok Moli|Wat Lok Molee;วัดโลกโมฬี;왓 록몰리;왓록몰리;ワット・ロークモーリー;洛克莫利寺;洛摩莉寺|Chiang Mai|TH|18.7950|98.9820|religious
Doi Inthanon|ดอยอินทนนท์;도이인타논;도이 인타논;도이인타논 국립공원;ドイ・インタノン;茵他侬山;茵他儂山;因他农山;茵他侬国家公园;Doi Inthanon National Park;Inthanon|Chom Thong|TH|18.5880|98.4870|nature
Elephant Nature Park|엘리펀트 네이처 파크;코끼리 보호구역 치앙마이;エレファント・ネイチャー・パーク;大象自然公园;大象自然公園|Chiang Mai|TH|19.2140|98.8600|park
One Nimman|วันนิมมาน;원님만;원 님만;ワン・ニマン|Chiang Mai|TH|18.8000|98.9680|shop
Black House Chiang Rai|Baan Dam Museum;Baan Dam;บ้านดำ;블랙하우스;반담 박물관;블랙 하우스 치앙라이;バーンダム;黑屋博物馆;黑屋博物館;清莱黑庙;清萊黑廟|Chiang Rai|TH|19.9920|99.8600|museum
Golden Triangle|สามเหลี่ยมทองคำ;Sop Ruak;골든 트라이앵글;골든트라이앵글;황금의 삼각지대|Chiang Saen|TH|20.3540|100.0830|viewpoint
Big Buddha Samui|Wat Phra Yai Samui;วัดพระใหญ่;사무이 빅부다;빅부다 사무이;苏梅岛大佛;蘇梅島大佛|Ko Samui|TH|9.5700|100.0600|religious
Chaweng Beach|หาดเฉวง;차웽 비치;차웽비치;查汶海滩;查汶海灘|Ko Samui|TH|9.5300|100.0620|beach
Fisherman's Village Bophut|Bophut Fisherman's Village;Bophut;보풋 피셔맨 빌리지;피셔맨스 빌리지 사무이;波普渔人村;波普漁人村|Ko Samui|TH|9.5580|100.0270|neighbourhood
Marina Bay Sands|滨海湾金沙;マリーナベイ・サンズ;마리나 베이 샌즈;濱海灣金沙;마리나베이샌즈;마리나베이 샌즈;마리나 베이샌즈;마리나베이샌즈 호텔;MBS 싱가포르;マリーナベイサンズ;滨海湾金沙酒店;濱海灣金沙酒店|Singapore|SG|1.2834|103.8607|sight
Gardens by the Bay|滨海湾花园;가든스 바이 더 베이;가든스바이더베이;가든스 바이 더베이;ガーデンズ・バイ・ザ・ベイ;ガーデンズバイザベイ;濱海灣花園|Singapore|SG|1.2816|103.8636|park
Supertree Grove|슈퍼트리 그로브;슈퍼트리;スーパーツリー・グローブ;擎天树;擎天樹|Singapore|SG|1.2816|103.8636|sight
Maxwell Food Centre|Maxwell Hawker Centre;맥스웰 푸드센터;맥스웰 호커센터;맥스웰 푸드 센터;マックスウェル・フードセンター;麦士威熟食中心;麥士威熟食中心|Singapore|SG|1.2803|103.8448|food
Sentosa|Sentosa Island;센토사;센토사섬;센토사 섬;セントーサ島;セントーサ;圣淘沙;聖淘沙|Singapore|SG|1.2494|103.8303|beach
Chinatown Singapore|Kreta Ayer;牛车水;싱가포르 차이나타운;싱가폴 차이나타운;シンガポール・チャイナタウン;牛車水;新加坡牛车水|Singapore|SG|1.2830|103.8440|neighbourhood
Little India|리틀 인디아;리틀인디아;リトル・インディア;新加坡小印度|Singapore|SG|1.3066|103.8518|neighbourhood
Singapore Botanic Gardens|싱가포르 보태닉 가든;싱가포르 식물원;보타닉 가든 싱가포르;シンガポール植物園;新加坡植物园;新加坡植物園|Singapore|SG|1.3138|103.8159|park
Merlion Park|Merlion;鱼尾狮公园;멀라이언 파크;멀라이언 공원;멀라이언;머라이언 파크;マーライオン公園;マーライオン;マーライオンパーク;魚尾獅公園;鱼尾狮;魚尾獅|Singapore|SG|1.2868|103.8545|sight
Haji Lane|하지 레인;하지레인;ハジ・レーン;哈芝巷|Singapore|SG|1.3005|103.8590|sight
Marina Bay|Marina Bay Waterfront;마리나 베이;마리나베이;マリーナベイ;滨海湾;濱海灣|Singapore|SG|1.2820|103.8585|sight
Raffles Hotel|Raffles Singapore;래플스 호텔;래플즈 호텔;래플스호텔;ラッフルズ・ホテル;莱佛士酒店;萊佛士酒店|Singapore|SG|1.2949|103.8545|sight
Clarke Quay|클락키;클락 키;클라크 키;クラーク・キー;克拉码头;克拉碼頭|Singapore|SG|1.2906|103.8465|neighbourhood
Orchard Road|오차드 로드;오차드로드;오차드 거리;オーチャード・ロード;乌节路;烏節路|Singapore|SG|1.3040|103.8320|shop
Singapore Zoo|Mandai Zoo;싱가포르 동물원;싱가폴 동물원;シンガポール動物園;新加坡动物园;新加坡動物園|Singapore|SG|1.4043|103.7930|sight
Night Safari|Night Safari Singapore;나이트 사파리;나이트사파리;ナイトサファリ シンガポール;夜间野生动物园;夜間野生動物園|Singapore|SG|1.4020|103.7880|sight
Universal Studios Singapore|유니버설 스튜디오 싱가포르;유니버셜 스튜디오 싱가포르;USS 싱가포르;ユニバーサル・スタジオ・シンガポール;新加坡环球影城;新加坡環球影城|Singapore|SG|1.2540|103.8238|sight
Jewel Changi Airport|Jewel Changi;Rain Vortex;주얼 창이;쥬얼 창이;주얼 창이 공항;레인 보텍스;ジュエル・チャンギ・エアポート;レイン・ボルテックス;星耀樟宜;樟宜星耀|Singapore|SG|1.3602|103.9898|sight
Buddha Tooth Relic Temple|佛牙寺龙华院;佛牙寺;불아사;불아사 싱가포르;부처 치아 사원;仏牙寺龍華院;佛牙寺龍華院|Singapore|SG|1.2815|103.8443|religious
Sri Mariamman Temple|Sri Mariamman Temple Singapore;스리 마리암만 사원;스리마리암만 사원;スリ・マリアマン寺院;马里安曼兴都庙;馬里安曼興都廟|Singapore|SG|1.2826|103.8452|religious
Sultan Mosque|Masjid Sultan;술탄 모스크;술탄모스크;サルタン・モスク;苏丹回教堂;蘇丹回教堂|Singapore|SG|1.3022|103.8590|religious
Kampong Glam|Kampong Gelam;캄퐁 글램;캄퐁글램;カンポン・グラム;甘榜格南|Singapore|SG|1.3020|103.8600|neighbourhood
National Gallery Singapore|National Gallery;싱가포르 내셔널 갤러리;내셔널 갤러리 싱가포르;ナショナル・ギャラリー・シンガポール;新加坡国家美术馆;新加坡國家美術館|Singapore|SG|1.2903|103.8515|museum
ArtScience Museum|ArtScience Museum Singapore;아트사이언스 뮤지엄;아트 사이언스 뮤지엄;アートサイエンス・ミュージアム;艺术科学博物馆;藝術科學博物館|Singapore|SG|1.2863|103.8593|museum
Fort Canning Park|Fort Canning;포트 캐닝 파크;포트캐닝 공원;포트 캐닝;フォート・カニング・パーク;福康宁公园;福康寧公園|Singapore|SG|1.2950|103.8460|park
Lau Pa Sat|Telok Ayer Market;라우파삿;라우 파 삿;라우 파삿;ラオパサ;老巴刹|Singapore|SG|1.2807|103.8504|food
Helix Bridge|The Helix Bridge;헬릭스 브릿지;헬릭스 다리;ヘリックス・ブリッジ;双螺旋桥;雙螺旋橋|Singapore|SG|1.2876|103.8606|sight
Esplanade – Theatres on the Bay|에스플러네이드;에스플러네이드 극장;두리안 극장;エスプラネード・シアターズ・オン・ザ・ベイ;滨海艺术中心;濱海藝術中心;榴莲剧院|Singapore|SG|1.2898|103.8555|sight
Tiong Bahru|티옹바루;티옹 바루;チョンバル;中峇鲁;中峇魯|Singapore|SG|1.2850|103.8320|neighbourhood
Tiong Bahru Market||Singapore|SG|1.2850|103.8320|food
Singapore Flyer|新加坡摩天观景轮;싱가포르 플라이어;싱가폴 플라이어;シンガポール・フライヤー;新加坡摩天觀景輪;新加坡摩天轮;新加坡摩天輪|Singapore|SG|1.2893|103.8631|viewpoint
Cloud Forest|Cloud Forest Dome;클라우드 포레스트;클라우드포레스트;クラウド・フォレスト;云雾林;雲霧林|Singapore|SG|1.2841|103.8659|park
Henderson Waves|헨더슨 웨이브;헨더슨 웨이브스;ヘンダーソン・ウェーブ;亨德森波浪桥;亨德森波浪橋|Singapore|SG|1.2760|103.8150|viewpoint
Chinatown Complex Food Centre|Chinatown Complex;차이나타운 콤플렉스;차이나타운 푸드센터;チャイナタウン・コンプレックス;牛车水大厦熟食中心;牛車水大廈熟食中心|Singapore|SG|1.2825|103.8430|food
Newton Food Centre|Newton Hawker Centre;뉴턴 푸드센터;뉴튼 호커센터;뉴튼 푸드센터;ニュートン・フードセンター;纽顿熟食中心;紐頓熟食中心|Singapore|SG|1.3120|103.8390|food
Tekka Centre|Tekka Market;테카 센터;테카센터;テッカ・センター;竹脚中心;竹腳中心|Singapore|SG|1.3065|103.8505|food
Old Airport Road Food Centre|Old Airport Road Hawker Centre;올드 에어포트 로드 푸드센터;올드에어포트로드 호커센터;オールド・エアポート・ロード・フードセンター;旧机场路熟食中心;舊機場路熟食中心|Singapore|SG|1.3080|103.8850|food
Satay by the Bay|사테 바이 더 베이;사테바이더베이;サテー・バイ・ザ・ベイ;滨海湾沙爹;濱海灣沙爹|Singapore|SG|1.2820|103.8690|food
East Coast Park|이스트 코스트 파크;이스트코스트 파크;イースト・コースト・パーク;东海岸公园;東海岸公園|Singapore|SG|1.3010|103.9120|park
Mount Faber|Mount Faber Park;마운트 페이버;페이버 산;フェーバー山;マウント・フェーバー;花柏山|Singapore|SG|1.2720|103.8190|viewpoint
Pulau Ubin|풀라우 우빈;우빈 섬;우빈섬;ウビン島;乌敏岛;烏敏島|Singapore|SG|1.4040|103.9600|nature
Katong|Joo Chiat;카통;주치앗;カトン;ジョーチアット;加东;加東|Singapore|SG|1.3120|103.9010|neighbourhood
Asian Civilisations Museum|아시아 문명 박물관;アジア文明博物館;亚洲文明博物馆;亞洲文明博物館|Singapore|SG|1.2875|103.8515|museum
National Museum of Singapore|싱가포르 국립박물관;シンガポール国立博物館;新加坡国家博物馆;新加坡國家博物館|Singapore|SG|1.2966|103.8485|museum
Boat Quay|보트 키;보트키;ボート・キー;驳船码头;駁船碼頭|Singapore|SG|1.2870|103.8490|food
Robertson Quay|로버트슨 키;로버트슨키;ロバートソン・キー;罗拔申码头;羅拔申碼頭|Singapore|SG|1.2905|103.8380|food
Dempsey Hill|Dempsey;뎀시 힐;뎀프시 힐;デンプシー・ヒル|Singapore|SG|1.3050|103.8100|food
Bukit Timah Nature Reserve|Bukit Timah Hill;부킷 티마;부킷티마 자연보호구역;ブキ・ティマ自然保護区;武吉知马自然保护区;武吉知馬自然保護區|Singapore|SG|1.3540|103.7760|nature
S.E.A. Aquarium|SEA Aquarium;씨 아쿠아리움;S.E.A. 아쿠아리움;시 아쿠아리움;シー・アクアリウム;S.E.A.海洋馆;SEA海洋馆;SEA海洋館|Singapore|SG|1.2580|103.8200|museum
Siloso Beach|실로소 비치;실로소비치;シロソ・ビーチ;西乐索海滩;西樂索海灘|Singapore|SG|1.2550|103.8110|beach
Palawan Beach|팔라완 비치;팔라완비치;パラワン・ビーチ;巴拉湾海滩;巴拉灣海灘|Singapore|SG|1.2490|103.8220|beach
Haw Par Villa|하우파빌라;호파 빌라;ハウパーヴィラ;虎豹别墅;虎豹別墅|Singapore|SG|1.2830|103.7820|park
Bugis Street|Bugis;부기스 스트리트;부기스;부기스 거리;ブギス・ストリート;武吉士街|Singapore|SG|1.3000|103.8550|market
Thian Hock Keng|Thian Hock Keng Temple;天福宫;티안혹켕 사원;천복궁;シアン・ホッケン寺院;天福宮|Singapore|SG|1.2810|103.8475|religious
Marina Barrage|마리나 바라지;마리나 버라지;マリーナ・バラージ;滨海堤坝;濱海堤壩|Singapore|SG|1.2810|103.8710|park
CHIJMES|차임스;차임스 싱가포르;チャイムス;赞美广场;讚美廣場|Singapore|SG|1.2950|103.8520|food
Ann Siang Hill|안시앙 힐|Singapore|SG|1.2810|103.8460|neighbourhood
Club Street|클럽 스트리트 싱가포르|Singapore|SG|1.2810|103.8460|food
Bird Paradise|Jurong Bird Park;버드 파라다이스;주롱 새공원;バード・パラダイス;新加坡飞禽公园;新加坡飛禽公園;裕廊飞禽公园|Singapore|SG|1.4040|103.7880|park
Flower Dome|플라워 돔;플라워돔;フラワー・ドーム;花穹|Singapore|SG|1.2845|103.8645|park
Ubud Monkey Forest|Sacred Monkey Forest Sanctuary;Monkey Forest;우붓 몽키 포레스트;몽키 포레스트;우붓 원숭이 숲;ウブド・モンキーフォレスト;モンキーフォレスト ウブド;乌布猴林;烏布猴林;圣猴森林公园;聖猴森林公園|Ubud|ID|-8.5188|115.2588|nature
Tegallalang Rice Terraces|Tegallalang;뜨갈랄랑 계단식 논;테갈랄랑 라이스테라스;뜨갈랄랑 라이스테라스;テガラランの棚田;テガララン;德格拉朗梯田;德格拉朗|Ubud|ID|-8.4344|115.2787|nature
Tanah Lot|따나롯;타나롯;따나롯 사원;타나롯 사원;タナロット寺院;タナロット;巴厘岛海神庙;峇里島海神廟;海神庙巴厘岛|Tabanan|ID|-8.6212|115.0868|religious
Uluwatu Temple|Pura Luhur Uluwatu;울루와뚜 사원;울루와투 사원;ウルワツ寺院;情人崖;乌鲁瓦图寺;烏魯瓦圖寺|Uluwatu|ID|-8.8291|115.0849|religious
Tirta Empul|Tirta Empul Temple;띠르따 엠풀;티르타 엠풀;띠르따 엠뿔 사원;ティルタ・ウンプル寺院;巴厘岛圣泉寺;峇里島聖泉寺|Tampaksiring|ID|-8.4152|115.3153|religious
Ubud Palace|Puri Saren Agung;우붓 왕궁;우붓왕궁;ウブド王宮;乌布皇宫;烏布皇宮|Ubud|ID|-8.5069|115.2625|sight
Campuhan Ridge Walk|Campuhan Ridge;짬뿌한 릿지워크;캄푸한 릿지;짬뿌안 릿지 워크;チャンプアン・リッジウォーク;坎普汉山脊步道;坎普漢山脊步道|Ubud|ID|-8.5030|115.2540|nature
Seminyak Beach|스미냑 비치;스미냑비치;スミニャックビーチ;水明漾海滩;水明漾海灘|Seminyak|ID|-8.6913|115.1567|beach
Pura Besakih|Besakih;Besakih Temple;Mother Temple of Besakih;브사키 사원;베사키 사원;브사끼 사원;ブサキ寺院;百沙基母庙;百沙基母廟;布撒基寺|Amlapura|ID|-8.3741|115.4522|religious
Ubud Art Market|Pasar Seni Ubud;Ubud Market;우붓 시장;우붓 아트마켓;우붓 아트 마켓;ウブド市場;ウブド・アートマーケット;乌布市场;烏布市場;乌布艺术市场|Ubud|ID|-8.5070|115.2630|market
Goa Gajah|Elephant Cave;고아 가자;고아가자;ゴア・ガジャ;象窟|Ubud|ID|-8.5233|115.2869|religious
Pura Ulun Danu Bratan|Ulun Danu Beratan;Ulun Danu Bratan Temple;울룬다누 사원;울룬 다누 브라탄;울룬다누 브라탄 사원;ウルン・ダヌ・ブラタン寺院;布拉坦湖水神庙;巴厘岛水神庙;峇里島水神廟|Tabanan|ID|-8.2752|115.1668|religious
Kuta Beach|Pantai Kuta;꾸따 비치;쿠타 비치;꾸따비치;クタビーチ;库塔海滩;庫塔海灘|Kuta|ID|-8.7180|115.1686|beach
Jimbaran Bay|Jimbaran Beach;Pantai Jimbaran;짐바란 비치;짐바란 해변;짐바란비치;ジンバランビーチ;ジンバラン湾;金巴兰海滩;金巴蘭海灘;金巴兰海湾|Kuta|ID|-8.7780|115.1650|beach
Sanur Beach|Pantai Sanur;사누르 비치;사누르비치;サヌールビーチ;沙努尔海滩;沙努爾海灘|Denpasar|ID|-8.6780|115.2630|beach
Lempuyang Temple|Gates of Heaven;Pura Lempuyang;Pura Lempuyang Luhur;렘뿌양 사원;렘푸양 사원;천국의 문 발리;렘뿌양;ランプヤン寺院;天国の門 バリ;天空之门;天空之門;兰普扬寺;蘭普揚寺|Amlapura|ID|-8.3910|115.6310|religious
Tirta Gangga|Tirta Gangga Water Palace;띠르따 강가;티르타 강가;ティルタ・ガンガ;蒂尔塔冈加水宫;蒂爾塔岡加水宮;圣水宫|Amlapura|ID|-8.4120|115.5870|sight
Borobudur|Candi Borobudur;Borobudur Temple;보로부두르 사원;婆罗浮屠;婆羅浮屠|Magelang|ID|-7.6079|110.2038|religious
Prambanan|Candi Prambanan;Prambanan Temple;프람바난 사원;普兰巴南;普蘭巴南;普兰巴南神庙;普蘭巴南神廟|Yogyakarta|ID|-7.7520|110.4915|religious
Kraton Yogyakarta|Keraton Yogyakarta;Sultan's Palace Yogyakarta;Keraton Ngayogyakarta Hadiningrat;日惹苏丹王宫;日惹蘇丹王宮|Yogyakarta|ID|-7.8053|110.3642|sight
Malioboro Street|Malioboro;Jalan Malioboro;马里奥波罗大街;馬里奧波羅大街|Yogyakarta|ID|-7.7926|110.3658|shop
Taman Sari|Taman Sari Water Castle;日惹水宫;日惹水宮|Yogyakarta|ID|-7.8100|110.3592|sight
Mount Bromo|Gunung Bromo;Bromo;브로모 화산;브로모산;브로모 산;布罗莫火山;布羅莫火山;ブロモ山;ブロモ火山|Probolinggo|ID|-7.9425|112.9530|nature
National Monument Jakarta|Monas;Monumen Nasional;雅加达民族纪念碑;雅加達民族紀念碑|Jakarta|ID|-6.1754|106.8272|sight
Istiqlal Mosque|Masjid Istiqlal;伊斯蒂克拉尔清真寺;伊斯蒂克拉爾清真寺|Jakarta|ID|-6.1702|106.8310|religious
Kota Tua Jakarta|Old Batavia;雅加达老城;雅加達老城;雅加达旧城|Jakarta|ID|-6.1352|106.8133|neighbourhood
Fatahillah Square|Taman Fatahillah|Jakarta|ID|-6.1352|106.8133|sight
Jakarta Cathedral|Gereja Katedral Jakarta|Jakarta|ID|-6.1690|106.8330|religious
Mount Batur|Gunung Batur;바뚜르 산;바투르산;바뚜르산;바투르 산;バトゥール山;巴杜尔火山;巴杜爾火山;京打马尼火山|Bangli|ID|-8.2420|115.3750|nature
Jatiluwih Rice Terraces|Jatiluwih;자띠루위 계단식 논;ジャティルウィの棚田;贾蒂卢维梯田;賈蒂盧維梯田|Tabanan|ID|-8.3700|115.1320|nature
Echo Beach Canggu|Echo Beach;에코 비치 짱구;에코비치;エコービーチ チャングー|Denpasar|ID|-8.6540|115.1240|beach
Kawah Ijen|Ijen Crater;Ijen;이젠 화산;카와 이젠;이젠 분화구;伊真火山;宜珍火山;伊真火山口;イジェン火山;イジェン山|Banyuwangi|ID|-8.0580|114.2420|nature
Kelingking Beach|T-Rex Beach;Pantai Kelingking;클링킹 비치;켈링킹 비치;티렉스 비치;クリンキンビーチ;精灵坠崖;精靈墜崖;克林金海滩|Sampalan|ID|-8.7500|115.4740|beach
Padang Padang Beach|Pantai Padang Padang;빠당빠당 비치;파당파당 비치;パダンパダンビーチ;巴东巴东海滩;巴東巴東海灘|Uluwatu|ID|-8.8110|115.1030|beach
Garuda Wisnu Kencana|GWK;Garuda Wisnu Kencana Cultural Park;가루다 위스누 끈짜나;GWK 컬처럴 파크;가루다 공원;ガルーダ・ウィスヌ・クンチャナ;GWK文化公園;神鹰公园;神鷹公園;印度神鹰文化公园|Jimbaran|ID|-8.8100|115.1670|sight
Saraswati Temple Ubud|Pura Taman Saraswati;Saraswati Temple;사라스와티 사원;우붓 사라스와티 사원;サラスワティ寺院|Ubud|ID|-8.5065|115.2620|religious
Tegenungan Waterfall|Air Terjun Tegenungan;뜨그눙안 폭포;테게눙안 폭포;テグヌンガンの滝;德格农安瀑布;德格農安瀑布|Ubud|ID|-8.5750|115.2900|nature
Nusa Dua Beach|Pantai Nusa Dua;누사두아 비치;누사두아 해변;ヌサドゥアビーチ;努沙杜瓦海滩;努沙杜瓦海灘|Nusa Dua|ID|-8.7980|115.2330|beach
Waterbom Bali|워터봄 발리;워터밤 발리;ウォーターボム・バリ;巴厘岛水上乐园;峇里島水上樂園|Kuta|ID|-8.7290|115.1690|park
Potato Head Beach Club|Potato Head Bali;포테이토헤드 비치클럽;포테이토 헤드 발리;ポテトヘッド・ビーチクラブ|Seminyak|ID|-8.6780|115.1530|food
Ancol Dreamland|Taman Impian Jaya Ancol;Ancol;安佐梦幻公园;安佐夢幻公園|Jakarta|ID|-6.1250|106.8330|park
Taman Mini Indonesia Indah|TMII;印尼缩影公园;印尼縮影公園|Jakarta|ID|-6.3020|106.8950|park
Sunda Kelapa|Sunda Kelapa Harbour|Jakarta|ID|-6.1230|106.8100|sight
Glodok|Jakarta Chinatown;Petak Sembilan|Jakarta|ID|-6.1450|106.8150|neighbourhood
Ratu Boko|Ratu Boko Palace;Keraton Ratu Boko|Yogyakarta|ID|-7.7700|110.4890|sight
Parangtritis Beach|Pantai Parangtritis|Yogyakarta|ID|-8.0250|110.3300|beach
Kotagede||Yogyakarta|ID|-7.8280|110.4000|neighbourhood
Beringharjo Market|Pasar Beringharjo|Yogyakarta|ID|-7.7990|110.3660|market
Hoan Kiem Lake|Hoàn Kiếm Lake;Hồ Hoàn Kiếm;Sword Lake;호안끼엠 호수;호안끼엠호수;호안끼엠;환검호;ホアンキエム湖;還剣湖;还剑湖;還劍湖|Hanoi|VN|21.0288|105.8525|park
Old Quarter Hanoi|Hanoi Old Quarter;Phố cổ Hà Nội;하노이 구시가지;하노이 올드쿼터;하노이 36거리;하노이 구시가;ハノイ旧市街;河内老城区;河內老城區;河内三十六行街;河內三十六行街|Hanoi|VN|21.0340|105.8500|neighbourhood
Temple of Literature|Văn Miếu;Văn Miếu – Quốc Tử Giám;하노이 문묘;문묘 국자감;반미에우;문묘국자감;ハノイ文廟;ヴァンミエウ;河内文庙;河內文廟;文庙国子监;文廟國子監|Hanoi|VN|21.0294|105.8355|religious
Ho Chi Minh Mausoleum|Lăng Chủ tịch Hồ Chí Minh;Lăng Bác;호치민 묘소;호찌민 묘소;호치민 영묘;호찌민 영묘;호치민묘소;바딘 광장 호치민 묘소;ホーチミン廟;胡志明陵;胡志明陵墓|Hanoi|VN|21.0368|105.8346|sight
Train Street|Hanoi Train Street;하노이 기찻길 마을;기찻길 마을;기찻길마을;하노이 트레인 스트리트;하노이 기찻길;ハノイ・トレインストリート;トレインストリート;河内火车街;河內火車街|Hanoi|VN|21.0290|105.8440|sight
One Pillar Pagoda|Chùa Một Cột;한기둥 사원;한기둥사원;못꼿 사원;일주사 하노이;一柱寺;独柱寺;獨柱寺|Hanoi|VN|21.0359|105.8336|religious
Ngoc Son Temple|Đền Ngọc Sơn;응옥선 사원;응옥썬 사원;응옥썬 사당;응옥선 사당;玉山祠;ゴックソン祠|Hanoi|VN|21.0307|105.8524|religious
The Huc Bridge|Cầu Thê Húc;테훅 다리;栖旭桥;棲旭橋|Hanoi|VN|21.0307|105.8524|sight
Hoa Lo Prison|Hỏa Lò Prison;Nhà tù Hỏa Lò;Hanoi Hilton;호아로 수용소;호아로 감옥;호아로수용소;호아로 형무소;ホアロー収容所;火炉监狱;火爐監獄|Hanoi|VN|21.0253|105.8463|museum
St. Joseph's Cathedral Hanoi|Hanoi Cathedral;Nhà thờ Lớn Hà Nội;하노이 대성당;하노이 성요셉 성당;성 요셉 성당 하노이;하노이 성 요셉 대성당;ハノイ大教会;セント・ジョセフ大聖堂 ハノイ;河内大教堂;河內大教堂;圣约瑟夫大教堂;聖約瑟大教堂|Hanoi|VN|21.0287|105.8489|religious
Tran Quoc Pagoda|Chùa Trấn Quốc;쩐꾸옥 사원;쩐꾸옥사원;진국사;쩐꿕 사원;鎮国寺 ハノイ;チャンクオック寺;河内镇国寺;河內鎮國寺|Hanoi|VN|21.0480|105.8365|religious
West Lake Hanoi|Hồ Tây;Ho Tay;하노이 서호;떠이 호수;호떠이;タイ湖 ハノイ;ホータイ;河内西湖;河內西湖|Hanoi|VN|21.0580|105.8190|nature
Imperial Citadel of Thang Long|Thang Long Citadel;Hoàng thành Thăng Long;탕롱 황성;탕롱황성;탕롱 왕궁;탕롱 성채;タンロン遺跡;タンロン城;升龙皇城;昇龍皇城|Hanoi|VN|21.0353|105.8403|sight
Hanoi Opera House|Nhà hát Lớn Hà Nội;하노이 오페라 하우스;하노이 오페라하우스;ハノイ大劇場;ハノイ・オペラハウス;河内大剧院;河內大劇院|Hanoi|VN|21.0242|105.8575|sight
Dong Xuan Market|Chợ Đồng Xuân;동쑤언 시장;동쑤언시장;동쑤안 시장;동쑤안시장;ドンスアン市場;同春市场;同春市場|Hanoi|VN|21.0380|105.8495|market
Vietnam Museum of Ethnology|Bảo tàng Dân tộc học Việt Nam;베트남 민족학 박물관;베트남민족학박물관;ベトナム民族学博物館;越南民族学博物馆;越南民族學博物館|Hanoi|VN|21.0405|105.7986|museum
Ta Hien Beer Street|Ta Hien Street;Phố Tạ Hiện;따히엔 맥주거리;따히엔 거리;하노이 맥주거리;따히엔맥주거리;ターヒエン通り;ビア・ストリート ハノイ;谢现街;謝現街;河内啤酒街|Hanoi|VN|21.0350|105.8520|food
Ben Thanh Market|Bến Thành Market;Chợ Bến Thành;벤탄 시장;벤탄시장;벤타잉 시장;벤탄 야시장;ベンタイン市場;滨城市场;濱城市場;边青市场|Ho Chi Minh City|VN|10.7725|106.6980|market
War Remnants Museum|Bảo tàng Chứng tích Chiến tranh;전쟁 박물관 호치민;전쟁증적박물관;전쟁 증적 박물관;호치민 전쟁박물관;전쟁기념박물관 호치민;戦争証跡博物館;战争遗迹博物馆;戰爭遺跡博物館|Ho Chi Minh City|VN|10.7795|106.6920|museum
Saigon Notre-Dame Cathedral|Notre-Dame Cathedral Basilica of Saigon;Nhà thờ Đức Bà Sài Gòn;Notre Dame Cathedral;Notre Dame Cathedral Saigon;西贡圣母大教堂;西貢聖母大教堂;サイゴン大教会;사이공 노트르담 대성당;사이공 노트르담 성당;호치민 노트르담 성당;노트르담 대성당 호치민;사이공 대성당|Ho Chi Minh City|VN|10.7798|106.6990|religious
Saigon Central Post Office|Bưu điện Trung tâm Sài Gòn;Central Post Office;Saigon Post Office;西贡中心邮局;西貢中央郵政局;サイゴン中央郵便局;사이공 중앙우체국;호치민 중앙우체국;사이공 중앙 우체국;중앙우체국 호치민;사이공 우체국;サイゴン中央郵便局 ホーチミン;西贡中央邮局;西貢中央郵局;西貢中心郵局;西贡中央邮政局|Ho Chi Minh City|VN|10.7799|106.7000|sight
Independence Palace|Reunification Palace;Dinh Độc Lập;통일궁;독립궁;호치민 통일궁;통일궁 호치민;統一会堂;独立宮殿;统一宫;統一宮|Ho Chi Minh City|VN|10.7770|106.6953|sight
Bui Vien Street|Bui Vien;Phố đi bộ Bùi Viện;부이비엔 거리;부이비엔 여행자거리;부이비엔;부이비엔거리;여행자 거리 호치민;ブイビエン通り;裴援街;范五老街|Ho Chi Minh City|VN|10.7670|106.6930|sight
Cu Chi Tunnels|Địa đạo Củ Chi;구찌 터널;꾸찌 터널;구찌터널;꾸찌터널;クチトンネル;クチの地下トンネル;古芝地道|Ho Chi Minh City|VN|11.1430|106.4630|sight
Bitexco Financial Tower|Saigon Skydeck;비텍스코 타워;비텍스코 파이낸셜 타워;사이공 스카이덱;비텍스코;ビテクスコ・フィナンシャルタワー;サイゴン・スカイデッキ;西贡天空观景台;Bitexco金融塔|Ho Chi Minh City|VN|10.7717|106.7044|viewpoint
Jade Emperor Pagoda|Chùa Ngọc Hoàng;옥황전;옥황사;응옥황 사원;옥황상제 사원;玉皇殿 ホーチミン;胡志明市玉皇殿;西贡玉皇殿|Ho Chi Minh City|VN|10.7922|106.6980|religious
Nguyen Hue Walking Street|Nguyễn Huệ Walking Street;Phố đi bộ Nguyễn Huệ;응우옌후에 거리;응우옌 후에 거리;응우옌후에 워킹스트리트;응우옌후에 광장;응웬후에 거리;グエンフエ通り;グエンフエ歩行者天国;阮惠步行街|Ho Chi Minh City|VN|10.7740|106.7035|sight
Saigon Opera House|Nhà hát Thành phố;사이공 오페라하우스;호치민 오페라하우스;사이공 오페라 하우스;호치민 시립극장;サイゴン・オペラハウス;ホーチミン市劇場;西贡大剧院;西貢大劇院;胡志明市大剧院|Ho Chi Minh City|VN|10.7766|106.7031|sight
Landmark 81|Landmark 81 SkyView;랜드마크 81;랜드마크81;랜드마크 81 스카이뷰;ランドマーク81;地标81;地標81;Landmark 81大厦|Ho Chi Minh City|VN|10.7950|106.7220|viewpoint
Thien Hau Temple|Chùa Bà Thiên Hậu;티엔허우 사원;천후궁 호치민;티엔하우 사원;ティエンハウ廟;天后宮 チョロン;胡志明市天后宫;胡志明市天后宮|Ho Chi Minh City|VN|10.7530|106.6610|religious
Japanese Covered Bridge|Chùa Cầu;Japanese Bridge;내원교;일본교;일본인 다리;일본 다리 호이안;쭈아꺼우;来遠橋;ホイアン日本橋;日本橋 ホイアン;来远桥;來遠橋|Hoi An|VN|15.8770|108.3260|sight
Hoi An Ancient Town|Phố cổ Hội An;Hoi An Old Town;호이안 구시가지;호이안 올드타운;호이안 고대도시;호이안 구시가;호이안 올드 타운;ホイアン旧市街;ホイアンの古い町並み;会安古镇;會安古鎮;会安古城;會安古城|Hoi An|VN|15.8770|108.3280|neighbourhood
An Bang Beach|Biển An Bàng;안방 비치;안방비치;안방 해변;アンバンビーチ;安邦海滩;安邦海灘|Hoi An|VN|15.9140|108.3410|beach
Hoi An Central Market|Chợ Hội An;호이안 시장;호이안 중앙시장;호이안시장;ホイアン市場|Hoi An|VN|15.8766|108.3318|market
Dragon Bridge|Cầu Rồng;용다리;용 다리;드래곤 브릿지;다낭 용다리;드래곤브릿지;ドラゴン橋;ロン橋;岘港龙桥;峴港龍橋|Da Nang|VN|16.0612|108.2275|sight
Marble Mountains|Ngũ Hành Sơn;오행산;마블 마운틴;마블마운틴;응우한선;五行山;マーブルマウンテン;岘港五行山;峴港五行山|Da Nang|VN|16.0040|108.2630|nature
Golden Bridge|Cầu Vàng;골든 브릿지;골든브릿지;ゴールデンブリッジ ダナン;ゴールデン・ブリッジ ダナン;佛手桥;佛手橋;黄金桥;黃金橋;巴拿山金桥|Da Nang|VN|15.9951|107.9961|viewpoint
Ba Na Hills|Bà Nà Hills;Sun World Ba Na Hills;바나힐;바나 힐;바나힐스;바나 힐스;썬월드 바나힐;バーナーヒルズ;バナーヒルズ;バナー・ヒルズ;巴拿山|Da Nang|VN|15.9951|107.9961|sight
My Khe Beach|Mỹ Khê Beach;Biển Mỹ Khê;미케 비치;미케비치;미케 해변;미케해변;ミーケビーチ;美溪海滩;美溪海灘|Da Nang|VN|16.0620|108.2470|beach
Linh Ung Pagoda|Lady Buddha Da Nang;Chùa Linh Ứng;린응사;린응 사원;영응사;린응사원;선짜 린응사;リンウン寺;霊応寺;灵应寺;靈應寺;岘港灵应寺|Da Nang|VN|16.1000|108.2780|religious
Imperial City of Hue|Hue Imperial City;Hue Citadel;Đại Nội Huế;Kinh thành Huế;후에 왕궁;후에 황성;후에 대내;후에 황궁;후에 성채;フエ王宮;阮朝王宮;顺化皇城;順化皇城;顺化古城;順化古城|Hue|VN|16.4690|107.5790|sight
Thien Mu Pagoda|Chùa Thiên Mụ;티엔무 사원;티엔무사원;천모사;티엔무 사;ティエンムー寺;天姥寺|Hue|VN|16.4535|107.5450|religious
Tomb of Khai Dinh|Khai Dinh Tomb;Lăng Khải Định;카이딘 황제릉;카이딘 왕릉;카이딘릉;카이딘 황릉;启定陵;啟定陵;启定皇陵|Hue|VN|16.3990|107.5900|sight
Tomb of Tu Duc|Tu Duc Tomb;Lăng Tự Đức;뜨득 황제릉;뜨득 왕릉;뜨득릉;뜨득 황릉;嗣德陵;嗣德皇陵|Hue|VN|16.4330|107.5660|sight
Ha Long Bay|Halong Bay;Vịnh Hạ Long;하롱베이;하롱 베이;할롱베이;하롱만;ハロン湾;下龙湾;下龍灣|Ha Long|VN|20.9101|107.1839|nature
Trang An|Tràng An;Trang An Landscape Complex;짱안;짱안 생태관광지;짱안 보트투어;짱안 경관단지;チャンアン;长安名胜区;長安名勝區;宁平长安|Ninh Binh|VN|20.2550|105.8960|nature
Tam Coc|Tam Cốc;땀꼭;땀꼭 보트;タムコック;陆地下龙;陸地下龍;Tam Coc Bich Dong|Ninh Binh|VN|20.2150|105.9370|nature
Hang Mua|Múa Cave;Hang Múa;항무아;항무아 전망대;무아 동굴;항 무아|Ninh Binh|VN|20.2300|105.9360|viewpoint
Long Bien Bridge|Cầu Long Biên;롱비엔 다리;롱비엔 철교;롱비엔교;ロンビエン橋;龙编桥;龍編橋|Hanoi|VN|21.0430|105.8590|sight
Cai Rang Floating Market|Chợ nổi Cái Răng;까이랑 수상시장;까이랑 수상 시장;丐冷水上市场;丐冷水上市場|Can Tho|VN|10.0050|105.7470|market
Bach Ma Temple|Đền Bạch Mã;바익마 사원;박마 사원;白馬寺 ハノイ;バックマー寺;白马庙;白馬廟|Hanoi|VN|21.0360|105.8520|religious
Thang Long Water Puppet Theatre|Water Puppet Theatre;Nhà hát Múa rối Thăng Long;탕롱 수상인형극장;탕롱 수상인형극;탕롱 수상 인형극장;タンロン水上人形劇場;升龙水上木偶剧院;昇龍水上木偶劇院|Hanoi|VN|21.0320|105.8530|sight
Fansipan|Fansipan Legend;Phan Xi Păng;판시판;판시판 산;판시판 레전드;판시빤;番西邦峰;番西邦山;范西潘峰;Mount Fansipan|Sa Pa|VN|22.3030|103.7750|nature
Bai Dinh Pagoda|Chùa Bái Đính;바이딘 사원;바이딘사원;바이딘 사;拜顶寺;拜頂寺|Ninh Binh|VN|20.2740|105.8640|religious
Hoa Lu|Hoa Lư Ancient Capital;Cố đô Hoa Lư;호아루 고도;호아루 옛 수도;华闾古都;華閭古都|Ninh Binh|VN|20.2880|105.9060|sight
Hoi An Night Market|Chợ đêm Hội An;호이안 야시장;호이안야시장;ホイアン・ナイトマーケット;会安夜市;會安夜市|Hoi An|VN|15.8760|108.3270|market
My Son Sanctuary|Mỹ Sơn;My Son;미선 유적;미선유적지;미선 유적지;미썬 유적지;ミーソン遺跡;ミーソン聖域;美山圣地;美山聖地|Hoi An|VN|15.7640|108.1240|sight
Han Market|Chợ Hàn;한시장;다낭 한시장;한 시장 다낭;ハン市場;韩市场;韓市場;岘港韩市场|Da Nang|VN|16.0680|108.2240|market
Con Market|Chợ Cồn;꼰시장;꼰 시장;다낭 꼰시장;コン市場;岘港昆市场|Da Nang|VN|16.0680|108.2140|market
Da Nang Cathedral|Pink Church Da Nang;Nhà thờ Chính tòa Đà Nẵng;다낭 대성당;다낭 핑크성당;다낭 핑크 성당;다낭성당;ダナン大聖堂;ダナン大教会;岘港粉红教堂;峴港粉紅教堂;岘港大教堂|Da Nang|VN|16.0670|108.2230|religious
Tan Dinh Church|Nhà thờ Tân Định;Pink Church Saigon;떤딘 성당;떤딘성당;호치민 핑크성당;떤딘 교회;タンディン教会;新定教堂;西贡粉红教堂;西貢粉紅教堂|Ho Chi Minh City|VN|10.7880|106.6910|religious
Book Street Nguyen Van Binh|Đường sách Nguyễn Văn Bình;Saigon Book Street;호치민 책거리;응우옌반빈 책거리;사이공 책거리;サイゴン・ブックストリート;グエンヴァンビン書店街;阮文平书街;阮文平書街|Ho Chi Minh City|VN|10.7810|106.6995|shop
Binh Tay Market|Chợ Bình Tây;빈떠이 시장;빈따이 시장;빈떠이시장;빈타이 시장;ビンタイ市場;平西市场;平西市場|Ho Chi Minh City|VN|10.7500|106.6510|market
Cholon|Chợ Lớn|Ho Chi Minh City|VN|10.7500|106.6510|neighbourhood
Turtle Lake Saigon|Hồ Con Rùa;거북이 호수;꼰주어 호수;호치민 거북이호수;亀の池 ホーチミン|Ho Chi Minh City|VN|10.7830|106.6960|sight
Saigon City Hall|Ho Chi Minh City Hall;People's Committee Building;Trụ sở Ủy ban Nhân dân Thành phố;호치민 시청;호치민 인민위원회 청사;사이공 시청;ホーチミン市人民委員会庁舎;胡志明市人民委员会大楼;西贡市政厅;西貢市政廳|Ho Chi Minh City|VN|10.7765|106.7010|sight
Ho Chi Minh City Museum of Fine Arts|Bảo tàng Mỹ thuật;Fine Arts Museum Saigon;호치민 미술관;호치민시 미술관;ホーチミン市美術博物館|Ho Chi Minh City|VN|10.7700|106.6990|museum
Po Nagar Cham Towers|Tháp Bà Ponagar;Ponagar;뽀나가르 탑;포나가르 탑;뽀나가 참탑;포나가르;뽀나가르 참탑;婆那加占婆塔;天依女神庙|Nha Trang|VN|12.2650|109.1950|religious
Long Son Pagoda|Chùa Long Sơn;롱선사;롱선 사원;롱썬사;롱썬 사원;芽庄龙山寺;芽莊龍山寺|Nha Trang|VN|12.2510|109.1800|religious
Crazy House|Hang Nga Guesthouse;Biệt thự Hằng Nga;크레이지 하우스;크레이지하우스;항응아 크레이지 하우스;疯狂屋;瘋狂屋;大叻疯狂屋|Da Lat|VN|11.9350|108.4310|sight
Xuan Huong Lake|Hồ Xuân Hương;쑤언흐엉 호수;쑤안흐엉 호수;쑤언 흐엉 호수;쑤언흐엉호;春香湖|Da Lat|VN|11.9420|108.4450|park
Dalat Market|Chợ Đà Lạt;달랏 시장;달랏시장;달랏 야시장;달랏야시장;大叻市场;大叻市場|Da Lat|VN|11.9430|108.4370|market
Angkor Wat|អង្គរវត្ត;吴哥窟;アンコール・ワット;앙코르와트;吳哥窟;Angkor Vat;앙코르 와트;앙코르왓;앙코르 왓;アンコールワット;小吴哥;小吳哥;吴哥寺;吳哥寺|Siem Reap|KH|13.4125|103.8670|religious
Bayon|Bayon Temple;ប្រាសាទបាយ័ន;바이욘;바욘 사원;바이욘 사원;바이온 사원;バイヨン;バイヨン寺院;巴戎寺;百因寺|Siem Reap|KH|13.4412|103.8590|religious
Ta Prohm|ប្រាសាទតាព្រហ្ម;Tomb Raider Temple;타프롬;타 프롬;타프롬 사원;툼레이더 사원;タ・プローム;タプローム;塔布茏寺;塔普倫寺;塔布隆寺;古墓丽影寺|Siem Reap|KH|13.4350|103.8890|religious
Angkor Thom|អង្គរធំ;앙코르톰;앙코르 톰;アンコール・トム;大吴哥;大吳哥;吴哥城;吳哥城|Siem Reap|KH|13.4410|103.8590|sight
Banteay Srei|ប្រាសាទបន្ទាយស្រី;반티아이 스레이;반테이 스레이;반띠에이 스레이;반티아이스레이;バンテアイ・スレイ;バンテアイスレイ;女王宫;女王宮;班迭斯雷|Siem Reap|KH|13.5990|103.9630|religious
Pub Street|Pub Street Siem Reap;펍스트리트;펍 스트리트 씨엠립;씨엠립 펍스트리트;パブストリート シェムリアップ;暹粒酒吧街|Siem Reap|KH|13.3545|103.8555|food
Royal Palace Phnom Penh|Phnom Penh Royal Palace;프놈펜 왕궁;프놈펜왕궁;プノンペン王宮;金边皇宫;金邊皇宮;金边王宫;金邊王宮|Phnom Penh|KH|11.5640|104.9310|sight
Silver Pagoda|Wat Preah Keo Morakot;실버 파고다;シルバーパゴダ|Phnom Penh|KH|11.5640|104.9310|religious
Tuol Sleng Genocide Museum|Tuol Sleng;S-21;뚜얼슬렝 박물관;투올슬랭 학살박물관;뚜얼슬랭 대학살 박물관;S-21 수용소;トゥールスレン虐殺博物館;吐斯廉屠杀博物馆;吐斯廉屠殺博物館;S21集中营|Phnom Penh|KH|11.5494|104.9177|museum
Choeung Ek|Killing Fields;Choeung Ek Genocidal Center;킬링필드;킬링 필드;쯔응아익 킬링필드;キリング・フィールド;チュンエク;瓊邑殺戮場;琼邑杀戮场|Phnom Penh|KH|11.4844|104.9020|sight
Wat Phnom|វត្តភ្នំ;왓 프놈;왓프놈;塔仔山;金边塔仔山|Phnom Penh|KH|11.5760|104.9230|religious
Central Market Phnom Penh|Phsar Thmei;프놈펜 중앙시장;프사르 트메이;金边中央市场;金邊中央市場|Phnom Penh|KH|11.5696|104.9211|market
Psar Chaa|Old Market Siem Reap;Phsar Chas;올드마켓 씨엠립;프사르 차;씨엠립 올드마켓;オールドマーケット シェムリアップ;暹粒老市场;暹粒舊市場|Siem Reap|KH|13.3540|103.8550|market
Phnom Bakheng|ភ្នំបាខែង;프놈바켕;프놈 바켕;바켕 사원;プノン・バケン;巴肯山;巴肯寺|Siem Reap|KH|13.4240|103.8560|viewpoint
Preah Khan|ព្រះខ័ន;프레아칸;프레아 칸;쁘레아칸;プリア・カン;圣剑寺;聖劍寺|Siem Reap|KH|13.4620|103.8720|sight
Independence Monument Phnom Penh|វិមានឯករាជ្យ;金边独立纪念碑;金邊獨立紀念碑|Phnom Penh|KH|11.5565|104.9282|sight
Russian Market|Tuol Tom Poung Market;Psar Toul Tom Poung;러시안 마켓;러시안마켓;뚤뚬뿡 시장;金边俄罗斯市场;金邊俄羅斯市場;堆谷市场|Phnom Penh|KH|11.5440|104.9180|market
National Museum of Cambodia|សារមន្ទីរជាតិ;캄보디아 국립박물관;柬埔寨国家博物馆;柬埔寨國家博物館|Phnom Penh|KH|11.5660|104.9290|museum
Sisowath Quay|Riverside Phnom Penh|Phnom Penh|KH|11.5690|104.9310|sight
Mount Phousi|Phou Si;Phousi Hill;푸시산;푸시 산;푸씨산;푸시 언덕|Luang Prabang|LA|19.8920|102.1380|viewpoint
Wat Xieng Thong|ວັດຊຽງທອງ;왓 씨엥통;왓씨엥통;왓 시엥통|Luang Prabang|LA|19.8970|102.1430|religious
Kuang Si Falls|Kuang Si Waterfall;Tat Kuang Si;꽝시 폭포;꽝시폭포;광시 폭포;꽝씨 폭포;光西瀑布;クアンシーの滝|Luang Prabang|LA|19.7490|101.9930|nature
Luang Prabang Night Market|루앙프라방 야시장;루앙프라방 몽족 야시장|Luang Prabang|LA|19.8880|102.1350|market
Royal Palace Museum Luang Prabang|Haw Kham;루앙프라방 왕궁박물관;왕궁 박물관 루앙프라방|Luang Prabang|LA|19.8910|102.1360|museum
Pha That Luang|That Luang;ພະທາດຫຼວງ;탓루앙;파탓루앙;탓 루앙|Vientiane|LA|17.9760|102.6340|religious
Patuxai|ປະຕູໄຊ;빠뚜사이;빠뚜싸이;파투사이;독립기념문 비엔티안|Vientiane|LA|17.9706|102.6186|sight
Wat Si Saket|ວັດສີສະເກດ;왓 시사켓;왓씨사켓;왓 씨사켓|Vientiane|LA|17.9630|102.6120|religious
Buddha Park Vientiane|Xieng Khuan;ວັດຊຽງຂວນ;부다 파크;부처공원;씨엥쿠안;붓다파크|Vientiane|LA|17.9120|102.7650|sight
Shwedagon Pagoda|Shwedagon;ရွှေတိဂုံစေတီ|Yangon|MM|16.7984|96.1496|religious
Ananda Temple|အာနန္ဒာဘုရား|Bagan|MM|21.1710|94.8680|religious
Sule Pagoda|ဆူးလေဘုရား|Yangon|MM|16.7746|96.1588|religious
Bogyoke Aung San Market|Bogyoke Market;Scott Market|Yangon|MM|16.7790|96.1550|market
Petronas Twin Towers|Petronas Towers;KLCC;Menara Berkembar Petronas;吉隆坡双子塔;吉隆坡雙子塔;国油双峰塔;ペトロナスツインタワー;페트로나스 트윈 타워;페트로나스 트윈타워;페트로나스 타워;쌍둥이 빌딩 쿠알라룸푸르;KLCC 트윈타워;ペトロナス・ツインタワー;國油雙峰塔|Kuala Lumpur|MY|3.1579|101.7116|sight
Batu Caves|Gua Batu;바투 동굴;바투동굴;바투 케이브;バトゥ洞窟;バトゥ・ケーブ;バトゥケーブ;黑风洞;黑風洞;黑风洞神庙|Kuala Lumpur|MY|3.2379|101.6840|religious
KL Tower|Menara Kuala Lumpur;Kuala Lumpur Tower;KL 타워;쿠알라룸푸르 타워;메나라 KL;KLタワー;クアラルンプール・タワー;吉隆坡塔;吉隆坡电视塔;吉隆坡電視塔|Kuala Lumpur|MY|3.1528|101.7038|viewpoint
Merdeka Square|Dataran Merdeka;메르데카 광장;독립광장 쿠알라룸푸르;므르데카 광장;ムルデカ広場;独立広場 クアラルンプール;默迪卡广场|Kuala Lumpur|MY|3.1478|101.6937|sight
Central Market Kuala Lumpur|Pasar Seni;센트럴 마켓 쿠알라룸푸르;파사르 세니;セントラル・マーケット クアラルンプール;吉隆坡中央艺术坊;吉隆坡中央藝術坊;中央艺术坊|Kuala Lumpur|MY|3.1456|101.6955|market
Petaling Street|Jalan Petaling;페탈링 스트리트;페탈링 거리;잘란 페탈링;プタリン通り;プタリン・ストリート;茨厂街;茨廠街;吉隆坡唐人街|Kuala Lumpur|MY|3.1434|101.6980|market
Bukit Bintang|부킷빈탕;부킷 빈탕;ブキッ・ビンタン;ブキッビンタン;武吉免登|Kuala Lumpur|MY|3.1466|101.7113|neighbourhood
Jalan Alor|Jalan Alor Food Street;잘란 알로;잘란알로;잘란 알로르;アロー通り;アロー・ストリート;亚罗街;亞羅街;亚罗街美食街|Kuala Lumpur|MY|3.1455|101.7090|food
Thean Hou Temple|天后宫;티안호우 사원;천후궁 쿠알라룸푸르;天后宮 クアラルンプール;吉隆坡天后宫;吉隆坡天后宮|Kuala Lumpur|MY|3.1217|101.6870|religious
Islamic Arts Museum Malaysia|Muzium Kesenian Islam Malaysia;이슬람 미술관 쿠알라룸푸르;말레이시아 이슬람 미술관;マレーシア・イスラム美術館;马来西亚伊斯兰艺术博物馆;馬來西亞伊斯蘭藝術博物館|Kuala Lumpur|MY|3.1420|101.6900|museum
KLCC Park|Taman KLCC;KLCC 공원;KLCC 파크;KLCC公園;KLCC公园;城中城公园|Kuala Lumpur|MY|3.1545|101.7140|park
Kek Lok Si|Kek Lok Si Temple;极乐寺;켁록시;켁록시 사원;극락사 페낭;ケック・ロック・シー;極楽寺 ペナン;槟城极乐寺;檳城極樂寺|George Town|MY|5.3990|100.2736|religious
Penang Hill|Bukit Bendera;페낭 힐;페낭힐;ペナン・ヒル;升旗山|George Town|MY|5.4240|100.2690|viewpoint
Armenian Street|Lebuh Armenian;아르메니안 스트리트;아르메니안 거리;アルメニアン・ストリート;亚美尼亚街;亞美尼亞街;打铜仔街|George Town|MY|5.4150|100.3370|sight
Cheong Fatt Tze Mansion|Blue Mansion;블루 맨션;청팟츠 맨션;ブルー・マンション;チョン・ファッ・ツィー・マンション;张弼士故居;張弼士故居|George Town|MY|5.4210|100.3350|sight
Khoo Kongsi|Leong San Tong Khoo Kongsi;쿠콩시;쿠 콩시;クー・コンシー;邱公司;龙山堂邱公司;龍山堂邱公司|George Town|MY|5.4144|100.3370|religious
A Famosa|Porta de Santiago;아 파모사;파모사 요새;圣地亚哥城门;聖地亞哥城門;法摩沙城堡|Malacca|MY|2.1917|102.2503|sight
Jonker Street|Jonker Walk;Jalan Hang Jebat;존커 스트리트;존커 거리;존커스트리트;鸡场街;雞場街|Malacca|MY|2.1950|102.2470|market
Stadthuys|스타더이스;스타다이스;马六甲红屋;馬六甲紅屋;荷兰红屋;荷蘭紅屋|Malacca|MY|2.1942|102.2490|sight
Dutch Square|Red Square Malacca;Red Square Melaka;믈라카 레드스퀘어|Malacca|MY|2.1942|102.2490|sight
KL Bird Park|Kuala Lumpur Bird Park;Taman Burung;KL 새공원;쿠알라룸푸르 새공원;KLバードパーク;吉隆坡飞禽公园;吉隆坡飛禽公園|Kuala Lumpur|MY|3.1430|101.6880|park
Perdana Botanical Garden|Taman Botani Perdana;페르다나 보태닉 가든;페르다나 식물원;ペルダナ植物園;吉隆坡植物园|Kuala Lumpur|MY|3.1440|101.6840|park
National Mosque of Malaysia|Masjid Negara;말레이시아 국립 모스크;마스지드 네가라;マスジッド・ヌガラ;马来西亚国家清真寺|Kuala Lumpur|MY|3.1420|101.6920|religious
Pavilion Kuala Lumpur|Pavilion KL;파빌리온 쿠알라룸푸르;파빌리온 KL;パビリオン クアラルンプール;柏威年广场;柏威年廣場;柏威年|Kuala Lumpur|MY|3.1490|101.7130|shop
Chow Kit Market|Pasar Chow Kit;초우킷 시장;초킷 시장;チョウキット市場;秋杰巴刹;秋傑巴剎|Kuala Lumpur|MY|3.1660|101.6990|market
Kampung Baru|Kampung Bharu;캄풍 바루;깜풍 바루;甘榜巴鲁;甘榜巴魯|Kuala Lumpur|MY|3.1650|101.7030|neighbourhood
Saloma Link|Saloma Bridge;살로마 링크;살로마 브릿지;サロマ・リンク;萨洛玛桥;薩洛瑪橋|Kuala Lumpur|MY|3.1600|101.7080|sight
Aquaria KLCC|Aquaria;아쿠아리아 KLCC;아쿠아리아;アクアリアKLCC;KLCC水族馆;KLCC水族館|Kuala Lumpur|MY|3.1540|101.7130|museum
Sri Mahamariamman Temple Kuala Lumpur|Sri Maha Mariamman Temple;スリ・マハ・マリアマン寺院|Kuala Lumpur|MY|3.1440|101.6960|religious
Masjid Jamek|Jamek Mosque;마스지드 자멕;자멕 모스크;マスジッド・ジャメ;占美清真寺|Kuala Lumpur|MY|3.1490|101.6960|religious
Kwai Chai Hong|鬼仔巷;콰이차이홍;꽈이차이홍;クワイ・チャイ・ホン|Kuala Lumpur|MY|3.1440|101.6970|sight
Merdeka 118|PNB 118;메르데카 118;므르데카 118;ムルデカ118;默迪卡118;118大厦;118大廈|Kuala Lumpur|MY|3.1420|101.7000|sight
Putra Mosque|Masjid Putra;Pink Mosque;푸트라 모스크;핑크 모스크;푸트라자야 핑크모스크;プトラ・モスク;布城粉红清真寺;布城粉紅清真寺;布特拉清真寺|Putrajaya|MY|2.9360|101.6900|religious
Sunway Lagoon|双威水上乐园;雙威水上樂園;双威主题乐园|Subang Jaya|MY|3.0690|101.6070|park
Genting Highlands|Resorts World Genting;云顶高原;雲頂高原;겐팅 하이랜드;겐팅하이랜드;云顶世界|Bentong Town|MY|3.4230|101.7930|sight
Legoland Malaysia|Legoland Malaysia Resort;레고랜드 말레이시아;马来西亚乐高乐园;馬來西亞樂高樂園;新山乐高乐园|Johor Bahru|MY|1.4270|103.6300|park
Clan Jetties|페낭 수상가옥;姓氏桥;姓氏橋|George Town|MY|5.4130|100.3400|neighbourhood
Chew Jetty|姓周桥;姓周橋;츄 제티;추 제티;チュー・ジェッティ|George Town|MY|5.4130|100.3400|sight
Fort Cornwallis|콘월리스 요새;포트 콘월리스;コーンウォリス要塞;康华丽堡;康華麗堡|George Town|MY|5.4210|100.3440|sight
Kapitan Keling Mosque|Masjid Kapitan Keling;카피탄 클링 모스크;카피탄 켈링 모스크;カピタン・クリン・モスク;甲必丹吉宁清真寺;甲必丹吉寧清真寺|George Town|MY|5.4170|100.3370|religious
Gurney Drive Hawker Centre|Gurney Drive;Gurney Drive Hawker;거니 드라이브;거니드라이브 호커센터;ガーニー・ドライブ;新关仔角小贩中心;新關仔角小販中心;新关仔角|George Town|MY|5.4380|100.3100|food
Batu Ferringhi|Batu Feringgi;바투페링기 비치;바투 페링기 해변;バトゥ・フェリンギ;峇都丁宜;峇都丁宜海滩|George Town|MY|5.4740|100.2470|beach
Christ Church Melaka|Christ Church Malacca;믈라카 크라이스트 처치;말라카 크라이스트 처치;马六甲基督教堂;馬六甲基督教堂|Malacca|MY|2.1940|102.2490|religious
St. Paul's Hill|St. Paul's Church Malacca;세인트 폴 언덕;세인트폴 교회 말라카;圣保罗山;聖保羅山;圣保罗教堂;聖保羅教堂|Malacca|MY|2.1930|102.2500|sight
Cheng Hoon Teng|青云亭;青雲亭;쳉훈텡 사원;청운정;马六甲青云亭;馬六甲青雲亭|Malacca|MY|2.1970|102.2470|religious
Baba Nyonya Heritage Museum|峇峇娘惹博物馆;峇峇娘惹博物館;峇峇娘惹祖屋|Malacca|MY|2.1960|102.2460|museum
Langkawi Sky Bridge|랑카위 스카이브릿지;스카이 브릿지 랑카위;兰卡威天空之桥;蘭卡威天空之橋|Padang Mat Sirat|MY|6.3860|99.6620|viewpoint
Langkawi SkyCab|Langkawi Cable Car;랑카위 케이블카;兰卡威缆车;蘭卡威纜車|Padang Mat Sirat|MY|6.3860|99.6620|viewpoint
Pantai Cenang|Cenang Beach;첸당 비치;체낭 비치;판타이 체낭;珍南海滩;珍南海灘|Pantai Cenang|MY|6.2920|99.7280|beach
Intramuros|Walled City Manila;인트라무로스;인트라무로스 성벽도시;イントラムロス;马尼拉王城|Manila|PH|14.5896|120.9747|neighbourhood
Fort Santiago|Fuerza de Santiago;산티아고 요새;포트 산티아고;サンチャゴ要塞;圣地亚哥堡;聖地亞哥堡|Manila|PH|14.5955|120.9705|sight
Rizal Park|Luneta Park;Luneta;리잘 공원;리잘공원;루네타 공원;黎刹公园;黎剎公園|Manila|PH|14.5831|120.9794|park
San Agustin Church Manila|San Agustin Church;산 아구스틴 성당;산아구스틴 성당;马尼拉圣奥古斯丁教堂;馬尼拉聖奧古斯丁教堂|Manila|PH|14.5888|120.9752|religious
Chocolate Hills|Chocolate Hills Bohol;초콜릿 힐;초콜릿힐;초콜렛 힐;초콜릿 힐스;チョコレート・ヒルズ;巧克力山;Chocolate Hills Carmen|Carmen|PH|9.8297|124.1397|nature
Binondo|Manila Chinatown;비논도;마닐라 차이나타운;岷伦洛;岷倫洛;马尼拉唐人街|Manila|PH|14.6000|120.9750|neighbourhood
Magellan's Cross|Krus ni Magallanes;마젤란 십자가;마젤란의 십자가;마젤란 크로스;マゼラン・クロス;麦哲伦十字架;麥哲倫十字架|Cebu City|PH|10.2934|123.9020|religious
National Museum of Fine Arts Manila|National Museum of the Philippines;National Museum of Fine Arts;필리핀 국립박물관;필리핀 국립미술관|Manila|PH|14.5870|120.9810|museum
Manila Cathedral|Minor Basilica of the Immaculate Conception;마닐라 대성당;마닐라대성당;马尼拉大教堂;馬尼拉大教堂|Manila|PH|14.5915|120.9735|religious
Quiapo Church|Minor Basilica of the Black Nazarene;키아포 성당;퀴아포 성당|Manila|PH|14.5990|120.9840|religious
Manila Ocean Park|마닐라 오션파크;마닐라 오션 파크;马尼拉海洋公园;馬尼拉海洋公園|Manila|PH|14.5800|120.9720|museum
SM Mall of Asia|Mall of Asia;몰 오브 아시아;SM 몰 오브 아시아;MOA 몰;MOA商场|Pasay|PH|14.5350|120.9820|shop
Bonifacio Global City|BGC;보니파시오 글로벌 시티;BGC 마닐라;博尼法西奥环球城;博尼法西奧環球城|Taguig|PH|14.5500|121.0500|neighbourhood
Bonifacio High Street||Taguig|PH|14.5500|121.0500|shop
Ayala Museum||Makati City|PH|14.5540|121.0230|museum
Basilica del Santo Niño|Santo Niño Basilica;Basilica Minore del Santo Niño;산토니뇨 성당;산토 니뇨 성당;산토니뇨 대성당;산토니뇨 바실리카;サント・ニーニョ教会;圣婴大教堂;聖嬰大教堂;圣婴教堂|Cebu City|PH|10.2940|123.9020|religious
Fort San Pedro|산페드로 요새;산 페드로 요새;포트 산 페드로;サン・ペドロ要塞;宿务圣佩德罗堡;宿務聖佩德羅堡|Cebu City|PH|10.2925|123.9055|sight
Kawasan Falls|카와산 폭포;카와산폭포;카와산 캐녀닝;カワサン滝;卡瓦山瀑布;卡瓦桑瀑布|Badian|PH|9.8030|123.3740|nature
White Beach Boracay|Boracay White Beach;화이트 비치 보라카이;보라카이 화이트비치;화이트비치;보라카이 화이트 비치;ボラカイ・ホワイトビーチ;长滩岛白沙滩;長灘島白沙灘|Malay|PH|11.9600|121.9250|beach
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
Sarnath|सारनाथ|Varanasi|IN|25.3811|83.0226|religious
Dhamek Stupa||Varanasi|IN|25.3811|83.0226|religious
Basilica of Bom Jesus|Bom Jesus Basilica|Panaji|IN|15.5009|73.9116|religious
Baga Beach|बागा बीच|Panaji|IN|15.5560|73.7517|beach
Calangute Beach||Panaji|IN|15.5440|73.7550|beach
Anjuna Beach||Panaji|IN|15.5730|73.7400|beach
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
Lalbagh Botanical Garden|Lalbagh|Bangalore|IN|12.9507|77.5848|park
Bangalore Palace||Bangalore|IN|12.9987|77.5921|sight
Kapaleeshwarar Temple|கபாலீஸ்வரர் கோயில்|Chennai|IN|13.0336|80.2696|religious
Meenakshi Temple|Meenakshi Amman Temple;மீனாட்சி அம்மன் கோயில்|Madurai|IN|9.9195|78.1193|religious
Dakshineswar Kali Temple|দক্ষিণেশ্বর কালীবাড়ি|Kolkata|IN|22.6548|88.3575|religious
Mahabodhi Temple|महाबोधि मंदिर|Bodh Gaya|IN|24.6959|84.9911|religious
Pushkar Lake|पुष्कर झील|Pushkar|IN|26.4875|74.5540|religious
Chamundi Hill|Chamundeshwari Temple|Mysore|IN|12.2720|76.6700|religious
Mall Road Shimla||Shimla|IN|31.1048|77.1734|sight
The Ridge Shimla||Shimla|IN|31.1048|77.1734|sight
Leh Palace||Leh|IN|34.1660|77.5860|sight
Ram Jhula|राम झूला|Rishikesh|IN|30.1230|78.3150|sight
Khan Market||New Delhi|IN|28.6000|77.2270|shop
Dilli Haat|Dilli Haat INA|New Delhi|IN|28.5730|77.2080|market
Paharganj|Main Bazaar Paharganj|New Delhi|IN|28.6440|77.2130|neighbourhood
Jantar Mantar Delhi|Jantar Mantar New Delhi|New Delhi|IN|28.6271|77.2166|sight
Purana Qila|Old Fort Delhi|New Delhi|IN|28.6096|77.2437|sight
Safdarjung's Tomb|Safdarjung Tomb|New Delhi|IN|28.5893|77.2106|sight
Mehrauli Archaeological Park||New Delhi|IN|28.5210|77.1860|sight
National Museum New Delhi|National Museum of India|New Delhi|IN|28.6119|77.2195|museum
Nizamuddin Dargah|Hazrat Nizamuddin Dargah|New Delhi|IN|28.5913|77.2418|religious
Sunder Nursery||New Delhi|IN|28.5930|77.2440|park
Majnu Ka Tilla|Majnu-ka-tilla|Delhi|IN|28.7000|77.2280|neighbourhood
Khari Baoli|Khari Baoli Spice Market|Delhi|IN|28.6570|77.2220|market
Gurudwara Sis Ganj Sahib|Sis Ganj Gurudwara|Delhi|IN|28.6560|77.2320|religious
Kala Ghoda|Kala Ghoda Art Precinct|Mumbai|IN|18.9290|72.8320|neighbourhood
Chhatrapati Shivaji Maharaj Vastu Sangrahalaya|Prince of Wales Museum;CSMVS|Mumbai|IN|18.9269|72.8327|museum
Banganga Tank|Banganga|Mumbai|IN|18.9460|72.7940|religious
Mani Bhavan|Mani Bhavan Gandhi Museum|Mumbai|IN|18.9600|72.8110|museum
Bandstand Promenade|Bandra Bandstand|Mumbai|IN|19.0450|72.8190|sight
Mount Mary Church|Basilica of Our Lady of the Mount|Mumbai|IN|19.0470|72.8220|religious
Kanheri Caves||Mumbai|IN|19.2090|72.9070|sight
Sanjay Gandhi National Park||Mumbai|IN|19.2090|72.9070|park
Girgaon Chowpatty|Chowpatty Beach|Mumbai|IN|18.9540|72.8140|beach
Leopold Cafe|Leopold Café|Mumbai|IN|18.9230|72.8310|food
Chor Bazaar||Mumbai|IN|18.9600|72.8280|market
Patrika Gate||Jaipur|IN|26.8420|75.8020|sight
Jawahar Circle||Jaipur|IN|26.8420|75.8020|park
Galtaji|Galta Ji;Monkey Temple Jaipur|Jaipur|IN|26.9170|75.8580|religious
Birla Mandir Jaipur|Lakshmi Narayan Temple Jaipur|Jaipur|IN|26.8920|75.8150|religious
Johari Bazaar||Jaipur|IN|26.9200|75.8270|market
Jaigarh Fort||Jaipur|IN|26.9850|75.8450|sight
Panna Meena ka Kund|Panna Meena Kund|Jaipur|IN|26.9870|75.8570|sight
Jaswant Thada||Jodhpur|IN|26.3040|73.0200|sight
Umaid Bhawan Palace||Jodhpur|IN|26.2810|73.0470|sight
Sardar Market||Jodhpur|IN|26.2960|73.0240|market
Ghanta Ghar Jodhpur|Clock Tower Jodhpur|Jodhpur|IN|26.2960|73.0240|sight
Patwon Ki Haveli|Patwon ki Haveli|Jaisalmer|IN|26.9160|70.9120|sight
Gadisar Lake||Jaisalmer|IN|26.9070|70.9200|sight
Sam Sand Dunes|Sam Dunes|Jaisalmer|IN|26.8370|70.5210|nature
Fort Aguada|Aguada Fort|Panaji|IN|15.4920|73.7730|sight
Se Cathedral|Sé Cathedral Old Goa|Panaji|IN|15.5030|73.9120|religious
Fontainhas|Latin Quarter Goa|Panaji|IN|15.4990|73.8320|neighbourhood
Chapora Fort||Panaji|IN|15.6060|73.7360|sight
Arambol Beach||Panaji|IN|15.6860|73.7040|beach
Mattancherry Palace||Cochin|IN|9.9580|76.2590|museum
Paradesi Synagogue||Cochin|IN|9.9570|76.2600|religious
St. Francis Church Kochi||Cochin|IN|9.9660|76.2420|religious
Santa Cruz Cathedral Basilica||Cochin|IN|9.9630|76.2420|religious
Fort St. George|Fort St George|Chennai|IN|13.0800|80.2870|sight
San Thome Basilica|Santhome Cathedral|Chennai|IN|13.0330|80.2780|religious
Shore Temple|Mahabalipuram Shore Temple|Seven Pagodas|IN|12.6170|80.1990|religious
Indian Museum||Kolkata|IN|22.5580|88.3510|museum
St. Paul's Cathedral Kolkata||Kolkata|IN|22.5440|88.3470|religious
Park Street Kolkata|Park Street|Kolkata|IN|22.5530|88.3530|food
College Street|Boi Para|Kolkata|IN|22.5760|88.3630|shop
Kalighat Temple|Kalighat Kali Temple|Kolkata|IN|22.5200|88.3420|religious
Kumartuli||Kolkata|IN|22.6000|88.3590|neighbourhood
Eden Gardens||Kolkata|IN|22.5646|88.3433|sight
New Market Kolkata|Hogg Market|Kolkata|IN|22.5600|88.3510|market
Belur Math||Kolkata|IN|22.6320|88.3560|religious
Cubbon Park||Bangalore|IN|12.9760|77.5930|park
Tipu Sultan's Summer Palace||Bangalore|IN|12.9590|77.5740|sight
Vidhana Soudha||Bangalore|IN|12.9790|77.5910|sight
ISKCON Temple Bangalore|ISKCON Bangalore|Bangalore|IN|13.0100|77.5510|religious
Commercial Street Bangalore|Commercial Street|Bangalore|IN|12.9820|77.6080|shop
Chowmahalla Palace||Hyderabad|IN|17.3580|78.4720|sight
Mecca Masjid||Hyderabad|IN|17.3604|78.4736|religious
Hussain Sagar||Hyderabad|IN|17.4155|78.4747|sight
Buddha Statue Hyderabad||Hyderabad|IN|17.4155|78.4747|sight
Ramoji Film City||Hyderabad|IN|17.2540|78.6800|park
Salar Jung Museum||Hyderabad|IN|17.3713|78.4804|museum
Laad Bazaar|Choodi Bazaar|Hyderabad|IN|17.3610|78.4720|market
Hadimba Temple|Hidimba Devi Temple|Manali|IN|32.2480|77.1800|religious
Tsuglagkhang Complex|Dalai Lama Temple|Dharamsala|IN|32.2320|76.3240|religious
Boudhanath|Boudhanath Stupa;Boudha;बौद्धनाथ|Kathmandu|NP|27.7215|85.3620|religious
Swayambhunath|Monkey Temple;स्वयम्भूनाथ|Kathmandu|NP|27.7149|85.2904|religious
Pashupatinath Temple|Pashupatinath;पशुपतिनाथ मन्दिर|Kathmandu|NP|27.7105|85.3487|religious
Kathmandu Durbar Square|Hanuman Dhoka;काठमाडौं दरबार क्षेत्र|Kathmandu|NP|27.7043|85.3070|sight
Thamel|ठमेल|Kathmandu|NP|27.7154|85.3123|neighbourhood
Patan Durbar Square|पाटन दरबार क्षेत्र|Patan|NP|27.6727|85.3253|sight
Bhaktapur Durbar Square|भक्तपुर दरबार क्षेत्र|Bhaktapur|NP|27.6722|85.4279|sight
Phewa Lake|Phewa Tal;फेवा ताल;Fewa Lake;페와 호수;페와호;フェワ湖;费瓦湖;費瓦湖|Pokhara|NP|28.2150|83.9450|nature
Garden of Dreams||Kathmandu|NP|27.7140|85.3150|park
World Peace Pagoda Pokhara|Shanti Stupa Pokhara|Pokhara|NP|28.2010|83.9450|religious
Sarangkot||Pokhara|NP|28.2440|83.9490|viewpoint
Davis Falls|Devi's Fall;Patale Chhango|Pokhara|NP|28.1900|83.9590|nature
Lakeside Pokhara||Pokhara|NP|28.2110|83.9600|neighbourhood
Sigiriya|Lion Rock;සීගිරිය|Dambulla|LK|7.9570|80.7603|sight
Temple of the Tooth|Sri Dalada Maligawa;ශ්‍රී දළදා මාළිගාව|Kandy|LK|7.2936|80.6413|religious
Galle Fort|ගාල්ල කොටුව|Galle|LK|6.0260|80.2170|sight
Dambulla Cave Temple|Golden Temple of Dambulla;Dambulla Royal Cave Temple|Dambulla|LK|7.8567|80.6492|religious
Nine Arch Bridge|Nine Arches Bridge;Ella Nine Arch Bridge|Badulla|LK|6.8768|81.0608|sight
Gangaramaya Temple|Gangaramaya|Colombo|LK|6.9166|79.8562|religious
Galle Face Green|Galle Face|Colombo|LK|6.9250|79.8440|park
Little Adam's Peak||Badulla|LK|6.8650|81.0620|viewpoint
Ravana Falls||Badulla|LK|6.8410|81.0540|nature
Mirissa Beach||Matara|LK|5.9450|80.4580|beach
Unawatuna Beach||Galle|LK|6.0090|80.2490|beach
Pettah Market|Pettah|Colombo|LK|6.9370|79.8520|market
Jami Ul-Alfar Mosque|Red Mosque Colombo|Colombo|LK|6.9380|79.8520|religious
Lotus Tower|Colombo Lotus Tower|Colombo|LK|6.9270|79.8580|viewpoint
Independence Memorial Hall Colombo||Colombo|LK|6.9040|79.8680|sight
Pinnawala Elephant Orphanage||Kegalle|LK|7.3000|80.3880|park
Royal Botanical Gardens Peradeniya|Peradeniya Botanical Gardens|Kandy|LK|7.2690|80.5970|park
Adam's Peak|Sri Pada;Sri Pada Adam's Peak;스리파다;アダムスピーク;亚当峰;亞當峰|Hatton|LK|6.8096|80.4994|nature
Polonnaruwa Ancient City|Polonnaruwa ruins|Polonnaruwa|LK|7.9400|81.0000|sight
Registan|Registon;레기스탄 광장;레기스탄;レギスタン広場;雷吉斯坦广场;雷吉斯坦廣場;레기스탄광장|Samarkand|UZ|39.6547|66.9758|sight
Po-i-Kalyan|Kalyan Minaret;Poi Kalon;포이 칼론;칼론 미나레트;カラーン・ミナレット;ポイ・カラーン;卡扬宣礼塔;卡揚宣禮塔;포이칼론;칼론미나레트;カラーンミナレット;ポイカラーン|Bukhara|UZ|39.7760|64.4150|religious
Itchan Kala|Ichan Kala;이찬 칼라;イチャン・カラ;伊钦卡拉;伊欽卡拉;이찬칼라;イチャンカラ|Khiva|UZ|41.3780|60.3600|neighbourhood
Shah-i-Zinda|샤히 진다;샤히진다;シャーヒ・ズィンダ廟群;沙赫静达陵墓群;沙赫靜達陵墓群;シャーヒズィンダ廟群|Samarkand|UZ|39.6630|66.9880|religious
Gur-e-Amir|Gur-e Amir;구르 에미르;구르에미르;グーリ・アミール廟;帖木儿陵墓;帖木兒陵墓;古尔埃米尔陵墓;グーリアミール廟|Samarkand|UZ|39.6480|66.9690|sight
Bibi-Khanym Mosque|비비하눔 모스크;비비 하눔 모스크;ビビハニム・モスク;比比哈努姆清真寺;비비하눔모스크;ビビハニムモスク|Samarkand|UZ|39.6610|66.9790|religious
Ark of Bukhara|Ark Fortress;아르크 성;부하라 아르크;アルク城;布哈拉雅克城堡;布哈拉方舟城堡;아르크성;부하라아르크|Bukhara|UZ|39.7780|64.4110|sight
Lyabi-Hauz|Lyab-i Hauz;랴비하우즈;랴비 하우즈;ラビハウズ;莱比哈乌兹;萊比哈烏茲|Bukhara|UZ|39.7740|64.4200|sight
Chorsu Bazaar|초르수 바자르;초르수 시장;チョルスー・バザール;乔尔苏巴扎;喬爾蘇巴扎;초르수바자르;초르수시장;チョルスーバザール|Tashkent|UZ|41.3260|69.2360|market
Hazrati Imam Complex|Khast Imam;하즈라티 이맘;ハズラティ・イマーム;哈兹拉提伊玛目建筑群;하즈라티이맘;ハズラティイマーム|Tashkent|UZ|41.3380|69.2400|religious
Paro Taktsang|Tiger's Nest;སྤ་གྲོ་སྟག་ཚང|Paro|BT|27.4920|89.3633|religious
Badshahi Mosque|بادشاہی مسجد|Lahore|PK|31.5880|74.3100|religious
Lahore Fort|Shahi Qila;شاہی قلعہ|Lahore|PK|31.5880|74.3150|sight
Faisal Mosque|فیصل مسجد|Islamabad|PK|33.7295|73.0373|religious
Kok Tobe|Kok-Tobe|Almaty|KZ|43.2330|76.9760|viewpoint
Zenkov Cathedral|Ascension Cathedral Almaty|Almaty|KZ|43.2590|76.9530|religious
Green Bazaar Almaty|Zelyony Bazaar|Almaty|KZ|43.2640|76.9540|market
Mihintale|Mihintale Ancient City;Mihintale Rock;Missaka Pabbata|Anuradhapura|LK|8.3528|80.5149|religious
Avukana Buddha Statue|Aukana Buddha;Avukana statue;Awkana|Dambulla|LK|8.0108|80.5128|religious
Kelaniya Raja Maha Vihara|Kelaniya Temple;Kelani Rajamaha Viharaya|Colombo|LK|6.9531|79.9185|religious
Hakgala Botanical Garden|Hakgala Botanic Gardens;Haggala Botanic Gardens;Botanischer Garten Hakgala|Nuwara Eliya|LK|6.9167|80.7667|park
Kataragama Temple|Ruhunu Maha Kataragama Devalaya;Kataragama Devalaya;Kathirkamam Murugan Temple|Kataragama|LK|6.4170|81.3330|religious
Lung Cu Flag Tower|Cột cờ Lũng Cú;Lũng Cú Flag Tower;Lung Cu Flagpole|Thị Trấn Đồng Văn|VN|23.3637|105.3162|viewpoint
Sambor Prei Kuk|Isanapura;Prasat Sambor Prei Kuk;Sambo Prei Kuk|Kampong Thom|KH|12.8673|105.0400|sight
Haw Phra Kaew|Ho Phra Keo;Hor Pha Keo;Wat Ho Phra Keo;Ho Prakeo|Vientiane|LA|17.9614|102.6117|religious
That Dam|Black Stupa;ທາດດຳ|Vientiane|LA|17.9660|102.6111|religious
Wat Chayamangkalaram|Chayamangkalaram Buddhist Temple;Wat Chaiya Mangkalaram;Reclining Buddha Temple Penang;วัดไชยมังคลาราม|George Town|MY|5.4318|100.3134|religious
Menara Taming Sari|Taming Sari Tower;Taming Sari Revolving Tower|Malacca|MY|2.1908|102.2471|viewpoint
Malacca Straits Mosque|Masjid Selat Melaka;Melaka Straits Mosque;Floating Mosque Malacca|Malacca|MY|2.1789|102.2492|religious
Dhammikarama Burmese Temple|Dhammikarama Burmese Buddhist Temple;Burmese Temple Penang;Nandy Moloh Burmese Temple|George Town|MY|5.4312|100.3139|religious
Malacca Sultanate Palace Museum|Muzium Istana Kesultanan Melaka;Melaka Sultanate Palace Museum;Sultanate Palace Malacca|Malacca|MY|2.1929|102.2504|museum
Maritime Museum Malacca|Muzium Samudera;Flor de la Mar Malacca;Melaka Maritime Museum|Malacca|MY|2.1920|102.2466|museum
Dondra Head Lighthouse|Dondra Lighthouse;Devinuwara Lighthouse;Dondra Head|Matara|LK|5.9213|80.5941|viewpoint
Vietnam National Museum of Fine Arts|Bảo tàng Mỹ thuật Việt Nam;Vietnam Fine Arts Museum;Hanoi Fine Arts Museum|Hanoi|VN|21.0306|105.8370|museum
Bát Tràng|Bat Trang;Bat Trang Pottery Village;Bat Trang Ceramic Village;バチャン村|Hanoi|VN|20.9830|105.9170|sight
Khe Sanh Combat Base|Ta Con Airfield;Khe Sanh Airfield|Khe Sanh|VN|16.6544|106.7308|sight
Bakong|Prasat Bakong;Bakong Temple;ប្រាសាទបាគង|Siem Reap|KH|13.3358|103.9741|religious
Ta Keo|Prasat Ta Keo;Ta Keo Temple;Hemasringagiri|Siem Reap|KH|13.4447|103.8823|religious
East Mebon|Eastern Mebon;Prasat Mebon;ប្រាសាទមេបុណ្យខាងកើត|Siem Reap|KH|13.4467|103.9200|religious
Oudong|Udong;Phnom Oudong;ឧដុង្គ|Phnom Penh|KH|11.8000|104.7500|sight
Koh Rong|Kaôh Rōng;Kos Rong;កោះរ៉ុង|Sihanoukville|KH|10.7000|103.2330|nature
Wat Si Muang|Wat Simuong;Vat Si Muang;ວັດສີເມືອງ|Vientiane|LA|17.9579|102.6171|religious
`;
