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
Grand Palace|The Grand Palace;พระบรมมหาราชวัง;大皇宫;大皇宮;王宮 バンコク;왕궁 방콕;Gran Palacio|Bangkok|TH|13.7500|100.4913|sight
Wat Pho|Temple of the Reclining Buddha;วัดโพธิ์;Wat Phra Chetuphon;卧佛寺;臥佛寺;ワット・ポー;왓포|Bangkok|TH|13.7465|100.4930|religious
Wat Arun|Temple of Dawn;วัดอรุณ;วัดอรุณราชวราราม;郑王庙;鄭王廟;黎明寺;ワット・アルン;왓아룬|Bangkok|TH|13.7437|100.4889|religious
Chatuchak Weekend Market|Chatuchak Market;Chatuchak;JJ Market;ตลาดนัดจตุจักร;恰图恰周末市场;乍都乍周末市场;チャトゥチャック;짜뚜짝 시장|Bangkok|TH|13.7999|100.5500|market
Khao San Road|Khaosan Road;ถนนข้าวสาร;考山路;カオサン通り;카오산로드|Bangkok|TH|13.7589|100.4974|neighbourhood
Jim Thompson House|Jim Thompson House Museum|Bangkok|TH|13.7492|100.5282|museum
Lumphini Park|Lumpini Park;สวนลุมพินี|Bangkok|TH|13.7314|100.5414|park
Chinatown Bangkok|Yaowarat;Yaowarat Road;เยาวราช|Bangkok|TH|13.7410|100.5090|neighbourhood
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
Wat Ratchanatdaram|Loha Prasat;วัดราชนัดดาราม|Bangkok|TH|13.7550|100.5040|religious
Wat Paknam|วัดปากน้ำ|Bangkok|TH|13.7220|100.4700|religious
Or Tor Kor Market|ตลาด อ.ต.ก.|Bangkok|TH|13.7990|100.5480|market
Terminal 21 Bangkok|Terminal 21 Asok|Bangkok|TH|13.7376|100.5603|shop
CentralWorld|Central World;เซ็นทรัลเวิลด์|Bangkok|TH|13.7466|100.5393|shop
Pratunam Market|ประตูน้ำ|Bangkok|TH|13.7510|100.5410|market
Talat Noi|ตลาดน้อย|Bangkok|TH|13.7330|100.5130|neighbourhood
Bangkok Art and Culture Centre|BACC;หอศิลปวัฒนธรรมแห่งกรุงเทพมหานคร|Bangkok|TH|13.7468|100.5302|museum
Benjakitti Forest Park|Benjakitti Park;สวนเบญจกิติ|Bangkok|TH|13.7300|100.5580|park
Bang Krachao|Bangkok's Green Lung;บางกระเจ้า|Bangkok|TH|13.6950|100.5650|nature
Rambuttri Road|Soi Rambuttri;ถนนรามบุตรี|Bangkok|TH|13.7610|100.4960|food
Museum Siam|มิวเซียมสยาม|Bangkok|TH|13.7440|100.4940|museum
Sampeng Lane|Sampheng Market;สำเพ็ง|Bangkok|TH|13.7420|100.5030|market
Phra Sumen Fort|Santichaiprakarn Park;ป้อมพระสุเมรุ|Bangkok|TH|13.7640|100.4950|sight
Erawan Museum|พิพิธภัณฑ์ช้างเอราวัณ;Three-headed Elephant Museum|Samut Prakan|TH|13.6280|100.5880|museum
Ancient City Muang Boran|Muang Boran;เมืองโบราณ|Samut Prakan|TH|13.5380|100.6250|museum
Amphawa Floating Market|ตลาดน้ำอัมพวา|Samut Songkhram|TH|13.4250|99.9550|market
Freedom Beach|หาดฟรีดอม|Patong|TH|7.8760|98.2730|beach
Kamala Beach|หาดกมลา|Patong|TH|7.9500|98.2820|beach
Surin Beach Phuket|Surin Beach;หาดสุรินทร์|Patong|TH|7.9760|98.2780|beach
Nai Harn Beach|หาดในหาน|Phuket|TH|7.7750|98.3050|beach
Karon Viewpoint|Three Beaches Viewpoint;จุดชมวิวกะรน|Phuket|TH|7.7840|98.3030|viewpoint
Jungceylon|จังซีลอน|Patong|TH|7.8930|98.2990|shop
Tiger Cave Temple|Wat Tham Suea;วัดถ้ำเสือ|Krabi|TH|8.1250|98.9250|religious
Phra Nang Cave Beach|Phra Nang Beach;หาดถ้ำพระนาง|Krabi|TH|8.0050|98.8380|beach
Pattaya Viewpoint|Khao Pattaya Viewpoint;Pattaya City Sign;จุดชมวิวเขาพระตำหนัก|Pattaya|TH|12.9210|100.8640|viewpoint
Nong Nooch Tropical Garden|Nong Nooch;สวนนงนุช|Pattaya|TH|12.7650|100.9350|park
Koh Larn|Ko Lan;เกาะล้าน;Coral Island Pattaya|Pattaya|TH|12.9190|100.7840|beach
Jomtien Beach|หาดจอมเทียน|Pattaya|TH|12.8900|100.8700|beach
Big Buddha Pattaya|Wat Phra Yai Pattaya|Pattaya|TH|12.9140|100.8690|religious
Chiang Mai Sunday Walking Street|Sunday Walking Street;Ratchadamnoen Walking Street;ถนนคนเดินวันอาทิตย์|Chiang Mai|TH|18.7880|98.9900|market
Wat Lok Moli|Wat Lok Molee;วัดโลกโมฬี|Chiang Mai|TH|18.7950|98.9820|religious
Doi Inthanon|ดอยอินทนนท์|Chom Thong|TH|18.5880|98.4870|nature
Elephant Nature Park||Chiang Mai|TH|19.2140|98.8600|park
One Nimman|วันนิมมาน|Chiang Mai|TH|18.8000|98.9680|shop
Black House Chiang Rai|Baan Dam Museum;Baan Dam;บ้านดำ|Chiang Rai|TH|19.9920|99.8600|museum
Golden Triangle|สามเหลี่ยมทองคำ;Sop Ruak|Chiang Saen|TH|20.3540|100.0830|viewpoint
Big Buddha Samui|Wat Phra Yai Samui;วัดพระใหญ่|Ko Samui|TH|9.5700|100.0600|religious
Chaweng Beach|หาดเฉวง|Ko Samui|TH|9.5300|100.0620|beach
Fisherman's Village Bophut|Bophut Fisherman's Village;Bophut|Ko Samui|TH|9.5580|100.0270|neighbourhood
Marina Bay Sands|滨海湾金沙;マリーナベイ・サンズ;마리나 베이 샌즈;濱海灣金沙;마리나베이샌즈|Singapore|SG|1.2834|103.8607|sight
Gardens by the Bay|Supertree Grove;滨海湾花园|Singapore|SG|1.2816|103.8636|park
Maxwell Food Centre|Maxwell Hawker Centre|Singapore|SG|1.2803|103.8448|food
Sentosa|Sentosa Island|Singapore|SG|1.2494|103.8303|beach
Chinatown Singapore|Kreta Ayer;牛车水|Singapore|SG|1.2830|103.8440|neighbourhood
Little India||Singapore|SG|1.3066|103.8518|neighbourhood
Singapore Botanic Gardens||Singapore|SG|1.3138|103.8159|park
Merlion Park|Merlion;鱼尾狮公园|Singapore|SG|1.2868|103.8545|sight
Haji Lane||Singapore|SG|1.3005|103.8590|sight
Marina Bay|Marina Bay Waterfront|Singapore|SG|1.2820|103.8585|sight
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
Chinatown Complex Food Centre|Chinatown Complex|Singapore|SG|1.2825|103.8430|food
Newton Food Centre|Newton Hawker Centre|Singapore|SG|1.3120|103.8390|food
Tekka Centre|Tekka Market|Singapore|SG|1.3065|103.8505|food
Old Airport Road Food Centre|Old Airport Road Hawker Centre|Singapore|SG|1.3080|103.8850|food
Satay by the Bay||Singapore|SG|1.2820|103.8690|food
East Coast Park||Singapore|SG|1.3010|103.9120|park
Mount Faber|Mount Faber Park|Singapore|SG|1.2720|103.8190|viewpoint
Pulau Ubin||Singapore|SG|1.4040|103.9600|nature
Katong|Joo Chiat;Koon Seng Road;Peranakan Houses|Singapore|SG|1.3120|103.9010|neighbourhood
Asian Civilisations Museum||Singapore|SG|1.2875|103.8515|museum
National Museum of Singapore||Singapore|SG|1.2966|103.8485|museum
Boat Quay||Singapore|SG|1.2870|103.8490|food
Robertson Quay||Singapore|SG|1.2905|103.8380|food
Dempsey Hill|Dempsey|Singapore|SG|1.3050|103.8100|food
Bukit Timah Nature Reserve|Bukit Timah Hill|Singapore|SG|1.3540|103.7760|nature
S.E.A. Aquarium|SEA Aquarium|Singapore|SG|1.2580|103.8200|museum
Siloso Beach||Singapore|SG|1.2550|103.8110|beach
Palawan Beach||Singapore|SG|1.2490|103.8220|beach
Haw Par Villa||Singapore|SG|1.2830|103.7820|park
Bugis Street|Bugis|Singapore|SG|1.3000|103.8550|market
Thian Hock Keng|Thian Hock Keng Temple;天福宫|Singapore|SG|1.2810|103.8475|religious
Marina Barrage||Singapore|SG|1.2810|103.8710|park
CHIJMES||Singapore|SG|1.2950|103.8520|food
Ann Siang Hill|Club Street|Singapore|SG|1.2810|103.8460|neighbourhood
Bird Paradise|Jurong Bird Park|Singapore|SG|1.4040|103.7880|park
Flower Dome||Singapore|SG|1.2845|103.8645|park
Ubud Monkey Forest|Sacred Monkey Forest Sanctuary;Monkey Forest|Ubud|ID|-8.5188|115.2588|nature
Tegallalang Rice Terraces|Tegallalang|Ubud|ID|-8.4344|115.2787|nature
Tanah Lot||Tabanan|ID|-8.6212|115.0868|religious
Uluwatu Temple|Pura Luhur Uluwatu|Uluwatu|ID|-8.8291|115.0849|religious
Tirta Empul|Tirta Empul Temple|Tampaksiring|ID|-8.4152|115.3153|religious
Ubud Palace|Puri Saren Agung|Ubud|ID|-8.5069|115.2625|sight
Campuhan Ridge Walk|Campuhan Ridge|Ubud|ID|-8.5030|115.2540|nature
Seminyak Beach||Seminyak|ID|-8.6913|115.1567|beach
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
Mount Batur|Gunung Batur|Bangli|ID|-8.2420|115.3750|nature
Jatiluwih Rice Terraces|Jatiluwih|Tabanan|ID|-8.3700|115.1320|nature
Echo Beach Canggu|Echo Beach;Canggu|Denpasar|ID|-8.6540|115.1240|beach
Kawah Ijen|Ijen Crater;Ijen|Banyuwangi|ID|-8.0580|114.2420|nature
Kelingking Beach|T-Rex Beach;Pantai Kelingking|Sampalan|ID|-8.7500|115.4740|beach
Padang Padang Beach|Pantai Padang Padang|Uluwatu|ID|-8.8110|115.1030|beach
Garuda Wisnu Kencana|GWK;Garuda Wisnu Kencana Cultural Park|Jimbaran|ID|-8.8100|115.1670|sight
Saraswati Temple Ubud|Pura Taman Saraswati;Saraswati Temple|Ubud|ID|-8.5065|115.2620|religious
Tegenungan Waterfall|Air Terjun Tegenungan|Ubud|ID|-8.5750|115.2900|nature
Nusa Dua Beach|Pantai Nusa Dua|Nusa Dua|ID|-8.7980|115.2330|beach
Waterbom Bali||Kuta|ID|-8.7290|115.1690|park
Potato Head Beach Club|Potato Head Bali|Seminyak|ID|-8.6780|115.1530|food
Ancol Dreamland|Taman Impian Jaya Ancol;Ancol|Jakarta|ID|-6.1250|106.8330|park
Taman Mini Indonesia Indah|TMII|Jakarta|ID|-6.3020|106.8950|park
Sunda Kelapa|Sunda Kelapa Harbour|Jakarta|ID|-6.1230|106.8100|sight
Glodok|Jakarta Chinatown;Petak Sembilan|Jakarta|ID|-6.1450|106.8150|neighbourhood
Ratu Boko|Ratu Boko Palace;Keraton Ratu Boko|Yogyakarta|ID|-7.7700|110.4890|sight
Parangtritis Beach|Pantai Parangtritis|Yogyakarta|ID|-8.0250|110.3300|beach
Kotagede||Yogyakarta|ID|-7.8280|110.4000|neighbourhood
Beringharjo Market|Pasar Beringharjo|Yogyakarta|ID|-7.7990|110.3660|market
Hoan Kiem Lake|Hoàn Kiếm Lake;Hồ Hoàn Kiếm;Sword Lake|Hanoi|VN|21.0288|105.8525|park
Old Quarter Hanoi|Hanoi Old Quarter;Phố cổ Hà Nội|Hanoi|VN|21.0340|105.8500|neighbourhood
Temple of Literature|Văn Miếu;Văn Miếu – Quốc Tử Giám|Hanoi|VN|21.0294|105.8355|religious
Ho Chi Minh Mausoleum|Lăng Chủ tịch Hồ Chí Minh;Lăng Bác|Hanoi|VN|21.0368|105.8346|sight
Train Street|Hanoi Train Street|Hanoi|VN|21.0290|105.8440|sight
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
Saigon Notre-Dame Cathedral|Notre-Dame Cathedral Basilica of Saigon;Nhà thờ Đức Bà Sài Gòn;Notre Dame Cathedral;Notre Dame Cathedral Saigon;西贡圣母大教堂;西貢聖母大教堂;サイゴン大教会;사이공 노트르담 대성당|Ho Chi Minh City|VN|10.7798|106.6990|religious
Saigon Central Post Office|Bưu điện Trung tâm Sài Gòn;Central Post Office;Saigon Post Office;西贡中心邮局;西貢中央郵政局;サイゴン中央郵便局;사이공 중앙우체국|Ho Chi Minh City|VN|10.7799|106.7000|sight
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
Long Bien Bridge|Cầu Long Biên|Hanoi|VN|21.0430|105.8590|sight
Cai Rang Floating Market|Chợ nổi Cái Răng|Can Tho|VN|10.0050|105.7470|market
Bach Ma Temple|Đền Bạch Mã|Hanoi|VN|21.0360|105.8520|religious
Thang Long Water Puppet Theatre|Water Puppet Theatre;Nhà hát Múa rối Thăng Long|Hanoi|VN|21.0320|105.8530|sight
Fansipan|Fansipan Legend;Phan Xi Păng|Sa Pa|VN|22.3030|103.7750|nature
Bai Dinh Pagoda|Chùa Bái Đính|Ninh Binh|VN|20.2740|105.8640|religious
Hoa Lu|Hoa Lư Ancient Capital;Cố đô Hoa Lư|Ninh Binh|VN|20.2880|105.9060|sight
Hoi An Night Market|Chợ đêm Hội An|Hoi An|VN|15.8760|108.3270|market
My Son Sanctuary|Mỹ Sơn;My Son|Hoi An|VN|15.7640|108.1240|sight
Han Market|Chợ Hàn|Da Nang|VN|16.0680|108.2240|market
Con Market|Chợ Cồn|Da Nang|VN|16.0680|108.2140|market
Da Nang Cathedral|Pink Church Da Nang;Nhà thờ Chính tòa Đà Nẵng|Da Nang|VN|16.0670|108.2230|religious
Tan Dinh Church|Nhà thờ Tân Định;Pink Church Saigon|Ho Chi Minh City|VN|10.7880|106.6910|religious
Book Street Nguyen Van Binh|Đường sách Nguyễn Văn Bình;Saigon Book Street|Ho Chi Minh City|VN|10.7810|106.6995|shop
Binh Tay Market|Chợ Bình Tây;Cholon|Ho Chi Minh City|VN|10.7500|106.6510|market
Turtle Lake Saigon|Hồ Con Rùa|Ho Chi Minh City|VN|10.7830|106.6960|sight
Saigon City Hall|Ho Chi Minh City Hall;People's Committee Building;Trụ sở Ủy ban Nhân dân Thành phố|Ho Chi Minh City|VN|10.7765|106.7010|sight
Ho Chi Minh City Museum of Fine Arts|Bảo tàng Mỹ thuật;Fine Arts Museum Saigon|Ho Chi Minh City|VN|10.7700|106.6990|museum
Po Nagar Cham Towers|Tháp Bà Ponagar;Ponagar|Nha Trang|VN|12.2650|109.1950|religious
Long Son Pagoda|Chùa Long Sơn|Nha Trang|VN|12.2510|109.1800|religious
Crazy House|Hang Nga Guesthouse;Biệt thự Hằng Nga|Da Lat|VN|11.9350|108.4310|sight
Xuan Huong Lake|Hồ Xuân Hương|Da Lat|VN|11.9420|108.4450|park
Dalat Market|Chợ Đà Lạt|Da Lat|VN|11.9430|108.4370|market
Angkor Wat|អង្គរវត្ត;吴哥窟;アンコール・ワット;앙코르와트;吳哥窟;Angkor Vat|Siem Reap|KH|13.4125|103.8670|religious
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
Psar Chaa|Old Market Siem Reap;Phsar Chas|Siem Reap|KH|13.3540|103.8550|market
Phnom Bakheng|ភ្នំបាខែង|Siem Reap|KH|13.4240|103.8560|viewpoint
Preah Khan|ព្រះខ័ន|Siem Reap|KH|13.4620|103.8720|sight
Independence Monument Phnom Penh|វិមានឯករាជ្យ|Phnom Penh|KH|11.5565|104.9282|sight
Russian Market|Tuol Tom Poung Market;Psar Toul Tom Poung|Phnom Penh|KH|11.5440|104.9180|market
National Museum of Cambodia|សារមន្ទីរជាតិ|Phnom Penh|KH|11.5660|104.9290|museum
Sisowath Quay|Riverside Phnom Penh|Phnom Penh|KH|11.5690|104.9310|sight
Mount Phousi|Phou Si;Phousi Hill|Luang Prabang|LA|19.8920|102.1380|viewpoint
Wat Xieng Thong|ວັດຊຽງທອງ|Luang Prabang|LA|19.8970|102.1430|religious
Kuang Si Falls|Kuang Si Waterfall;Tat Kuang Si|Luang Prabang|LA|19.7490|101.9930|nature
Luang Prabang Night Market||Luang Prabang|LA|19.8880|102.1350|market
Royal Palace Museum Luang Prabang|Haw Kham|Luang Prabang|LA|19.8910|102.1360|museum
Pha That Luang|That Luang;ພະທາດຫຼວງ|Vientiane|LA|17.9760|102.6340|religious
Patuxai|ປະຕູໄຊ|Vientiane|LA|17.9706|102.6186|sight
Wat Si Saket|ວັດສີສະເກດ|Vientiane|LA|17.9630|102.6120|religious
Buddha Park Vientiane|Xieng Khuan;ວັດຊຽງຂວນ|Vientiane|LA|17.9120|102.7650|sight
Shwedagon Pagoda|Shwedagon;ရွှေတိဂုံစေတီ|Yangon|MM|16.7984|96.1496|religious
Ananda Temple|အာနန္ဒာဘုရား|Bagan|MM|21.1710|94.8680|religious
Sule Pagoda|ဆူးလေဘုရား|Yangon|MM|16.7746|96.1588|religious
Bogyoke Aung San Market|Bogyoke Market;Scott Market|Yangon|MM|16.7790|96.1550|market
Petronas Twin Towers|Petronas Towers;KLCC;Menara Berkembar Petronas;吉隆坡双子塔;吉隆坡雙子塔;国油双峰塔;ペトロナスツインタワー;페트로나스 트윈 타워|Kuala Lumpur|MY|3.1579|101.7116|sight
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
KL Bird Park|Kuala Lumpur Bird Park;Taman Burung|Kuala Lumpur|MY|3.1430|101.6880|park
Perdana Botanical Garden|Taman Botani Perdana|Kuala Lumpur|MY|3.1440|101.6840|park
National Mosque of Malaysia|Masjid Negara|Kuala Lumpur|MY|3.1420|101.6920|religious
Pavilion Kuala Lumpur|Pavilion KL|Kuala Lumpur|MY|3.1490|101.7130|shop
Chow Kit Market|Pasar Chow Kit|Kuala Lumpur|MY|3.1660|101.6990|market
Kampung Baru|Kampung Bharu|Kuala Lumpur|MY|3.1650|101.7030|neighbourhood
Saloma Link|Saloma Bridge|Kuala Lumpur|MY|3.1600|101.7080|sight
Aquaria KLCC|Aquaria|Kuala Lumpur|MY|3.1540|101.7130|museum
Sri Mahamariamman Temple Kuala Lumpur|Sri Maha Mariamman Temple|Kuala Lumpur|MY|3.1440|101.6960|religious
Masjid Jamek|Jamek Mosque|Kuala Lumpur|MY|3.1490|101.6960|religious
Kwai Chai Hong|鬼仔巷|Kuala Lumpur|MY|3.1440|101.6970|sight
Merdeka 118|PNB 118|Kuala Lumpur|MY|3.1420|101.7000|sight
Putra Mosque|Masjid Putra;Pink Mosque|Putrajaya|MY|2.9360|101.6900|religious
Sunway Lagoon||Subang Jaya|MY|3.0690|101.6070|park
Genting Highlands|Resorts World Genting;云顶高原;雲頂高原|Bentong Town|MY|3.4230|101.7930|sight
Legoland Malaysia|Legoland Malaysia Resort|Johor Bahru|MY|1.4270|103.6300|park
Clan Jetties|Chew Jetty;姓周桥|George Town|MY|5.4130|100.3400|neighbourhood
Fort Cornwallis||George Town|MY|5.4210|100.3440|sight
Kapitan Keling Mosque|Masjid Kapitan Keling|George Town|MY|5.4170|100.3370|religious
Gurney Drive Hawker Centre|Gurney Drive;Gurney Drive Hawker|George Town|MY|5.4380|100.3100|food
Batu Ferringhi|Batu Feringgi|George Town|MY|5.4740|100.2470|beach
Christ Church Melaka|Christ Church Malacca;Red Square Melaka|Malacca|MY|2.1940|102.2490|religious
St. Paul's Hill|St. Paul's Church Malacca|Malacca|MY|2.1930|102.2500|sight
Cheng Hoon Teng|青云亭;青雲亭|Malacca|MY|2.1970|102.2470|religious
Baba Nyonya Heritage Museum||Malacca|MY|2.1960|102.2460|museum
Langkawi Sky Bridge|Langkawi SkyCab;Langkawi Cable Car|Padang Mat Sirat|MY|6.3860|99.6620|viewpoint
Pantai Cenang|Cenang Beach|Pantai Cenang|MY|6.2920|99.7280|beach
Intramuros|Walled City Manila|Manila|PH|14.5896|120.9747|neighbourhood
Fort Santiago|Fuerza de Santiago|Manila|PH|14.5955|120.9705|sight
Rizal Park|Luneta Park;Luneta|Manila|PH|14.5831|120.9794|park
San Agustin Church Manila|San Agustin Church|Manila|PH|14.5888|120.9752|religious
Chocolate Hills|Chocolate Hills Bohol|Carmen|PH|9.8297|124.1397|nature
Binondo|Manila Chinatown|Manila|PH|14.6000|120.9750|neighbourhood
Magellan's Cross|Krus ni Magallanes|Cebu City|PH|10.2934|123.9020|religious
National Museum of Fine Arts Manila|National Museum of the Philippines;National Museum of Fine Arts|Manila|PH|14.5870|120.9810|museum
Manila Cathedral|Minor Basilica of the Immaculate Conception|Manila|PH|14.5915|120.9735|religious
Quiapo Church|Minor Basilica of the Black Nazarene|Manila|PH|14.5990|120.9840|religious
Manila Ocean Park||Manila|PH|14.5800|120.9720|museum
SM Mall of Asia|Mall of Asia|Pasay|PH|14.5350|120.9820|shop
Bonifacio Global City|BGC;Bonifacio High Street|Taguig|PH|14.5500|121.0500|neighbourhood
Ayala Museum||Makati City|PH|14.5540|121.0230|museum
Basilica del Santo Niño|Santo Niño Basilica;Basilica Minore del Santo Niño|Cebu City|PH|10.2940|123.9020|religious
Fort San Pedro||Cebu City|PH|10.2925|123.9055|sight
Kawasan Falls||Badian|PH|9.8030|123.3740|nature
White Beach Boracay|Boracay White Beach;Boracay|Malay|PH|11.9600|121.9250|beach
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
Kanheri Caves|Sanjay Gandhi National Park|Mumbai|IN|19.2090|72.9070|sight
Girgaon Chowpatty|Chowpatty Beach|Mumbai|IN|18.9540|72.8140|beach
Leopold Cafe|Leopold Café|Mumbai|IN|18.9230|72.8310|food
Chor Bazaar||Mumbai|IN|18.9600|72.8280|market
Patrika Gate|Jawahar Circle|Jaipur|IN|26.8420|75.8020|sight
Galtaji|Galta Ji;Monkey Temple Jaipur|Jaipur|IN|26.9170|75.8580|religious
Birla Mandir Jaipur|Lakshmi Narayan Temple Jaipur|Jaipur|IN|26.8920|75.8150|religious
Johari Bazaar||Jaipur|IN|26.9200|75.8270|market
Jaigarh Fort||Jaipur|IN|26.9850|75.8450|sight
Panna Meena ka Kund|Panna Meena Kund|Jaipur|IN|26.9870|75.8570|sight
Jaswant Thada||Jodhpur|IN|26.3040|73.0200|sight
Umaid Bhawan Palace||Jodhpur|IN|26.2810|73.0470|sight
Sardar Market|Clock Tower Jodhpur;Ghanta Ghar Jodhpur|Jodhpur|IN|26.2960|73.0240|market
Patwon Ki Haveli|Patwon ki Haveli|Jaisalmer|IN|26.9160|70.9120|sight
Gadisar Lake||Jaisalmer|IN|26.9070|70.9200|sight
Sam Sand Dunes|Sam Dunes|Jaisalmer|IN|26.8370|70.5210|nature
Fort Aguada|Aguada Fort|Panaji|IN|15.4920|73.7730|sight
Se Cathedral|Sé Cathedral Old Goa|Panaji|IN|15.5030|73.9120|religious
Fontainhas|Latin Quarter Goa|Panaji|IN|15.4990|73.8320|neighbourhood
Chapora Fort||Panaji|IN|15.6060|73.7360|sight
Arambol Beach||Panaji|IN|15.6860|73.7040|beach
Mattancherry Palace||Cochin|IN|9.9580|76.2590|museum
Paradesi Synagogue|Jew Town|Cochin|IN|9.9570|76.2600|religious
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
Hussain Sagar|Buddha Statue Hyderabad|Hyderabad|IN|17.4155|78.4747|sight
Ramoji Film City||Hyderabad|IN|17.2540|78.6800|park
Salar Jung Museum||Hyderabad|IN|17.3713|78.4804|museum
Laad Bazaar|Choodi Bazaar|Hyderabad|IN|17.3610|78.4720|market
Hadimba Temple|Hidimba Devi Temple|Manali|IN|32.2480|77.1800|religious
Tsuglagkhang Complex|Dalai Lama Temple;McLeod Ganj|Dharamsala|IN|32.2320|76.3240|religious
Boudhanath|Boudhanath Stupa;Boudha;बौद्धनाथ|Kathmandu|NP|27.7215|85.3620|religious
Swayambhunath|Monkey Temple;स्वयम्भूनाथ|Kathmandu|NP|27.7149|85.2904|religious
Pashupatinath Temple|Pashupatinath;पशुपतिनाथ मन्दिर|Kathmandu|NP|27.7105|85.3487|religious
Kathmandu Durbar Square|Hanuman Dhoka;काठमाडौं दरबार क्षेत्र|Kathmandu|NP|27.7043|85.3070|sight
Thamel|ठमेल|Kathmandu|NP|27.7154|85.3123|neighbourhood
Patan Durbar Square|पाटन दरबार क्षेत्र|Patan|NP|27.6727|85.3253|sight
Bhaktapur Durbar Square|भक्तपुर दरबार क्षेत्र|Bhaktapur|NP|27.6722|85.4279|sight
Phewa Lake|Phewa Tal;फेवा ताल|Pokhara|NP|28.2150|83.9450|nature
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
Adam's Peak|Sri Pada|Hatton|LK|6.8096|80.4994|nature
Polonnaruwa Ancient City|Polonnaruwa ruins|Polonnaruwa|LK|7.9400|81.0000|sight
Registan|Registon|Samarkand|UZ|39.6547|66.9758|sight
Po-i-Kalyan|Kalyan Minaret;Poi Kalon|Bukhara|UZ|39.7760|64.4150|religious
Itchan Kala|Ichan Kala|Khiva|UZ|41.3780|60.3600|neighbourhood
Shah-i-Zinda||Samarkand|UZ|39.6630|66.9880|religious
Gur-e-Amir|Gur-e Amir|Samarkand|UZ|39.6480|66.9690|sight
Bibi-Khanym Mosque||Samarkand|UZ|39.6610|66.9790|religious
Ark of Bukhara|Ark Fortress|Bukhara|UZ|39.7780|64.4110|sight
Lyabi-Hauz|Lyab-i Hauz|Bukhara|UZ|39.7740|64.4200|sight
Chorsu Bazaar||Tashkent|UZ|41.3260|69.2360|market
Hazrati Imam Complex|Khast Imam|Tashkent|UZ|41.3380|69.2400|religious
Paro Taktsang|Tiger's Nest;སྤ་གྲོ་སྟག་ཚང|Paro|BT|27.4920|89.3633|religious
Badshahi Mosque|بادشاہی مسجد|Lahore|PK|31.5880|74.3100|religious
Lahore Fort|Shahi Qila;شاہی قلعہ|Lahore|PK|31.5880|74.3150|sight
Faisal Mosque|فیصل مسجد|Islamabad|PK|33.7295|73.0373|religious
Kok Tobe|Kok-Tobe|Almaty|KZ|43.2330|76.9760|viewpoint
Zenkov Cathedral|Ascension Cathedral Almaty|Almaty|KZ|43.2590|76.9530|religious
Green Bazaar Almaty|Zelyony Bazaar|Almaty|KZ|43.2640|76.9540|market
`;
