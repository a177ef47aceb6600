/**
 * Curated landmarks for the offline geocoder, beyond the most visited cities: the sights of the towns, islands and
 * parks travellers go to next in South and Southeast Asia, Central Asia, Oceania, Africa and the Middle East. Written for this project, apart from any page the import is measured on;
 * coordinates are rounded to 4 decimals and meant to be within about 300 m. One per line, as in the other files:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const TOWNS_ASIA_SOUTH_OCEANIA_AFRICA = `
Wat Mahathat Sukhothai|วัดมหาธาตุ สุโขทัย;素可泰玛哈泰寺;素可泰瑪哈泰寺|Sukhothai|TH|17.0170|99.7042|religious
Wat Si Chum|วัดศรีชุม;西春寺;西昌寺|Sukhothai|TH|17.0287|99.6959|religious
Wat Si Sawai|วัดศรีสวาย|Sukhothai|TH|17.0146|99.7026|religious
Ramkhamhaeng National Museum|พิพิธภัณฑสถานแห่งชาติ รามคำแหง|Sukhothai|TH|17.0189|99.7066|museum
Si Satchanalai Historical Park|อุทยานประวัติศาสตร์ศรีสัชนาลัย|Si Satchanalai|TH|17.4296|99.7880|sight
Kanchanaburi War Cemetery|Don Rak War Cemetery;สุสานทหารพันธมิตรดอนรัก;北碧盟军公墓;北碧盟軍公墓|Kanchanaburi|TH|14.0318|99.5262|sight
Thailand-Burma Railway Centre|Thailand–Burma Railway Centre|Kanchanaburi|TH|14.0330|99.5269|museum
Erawan Falls|Erawan National Park;น้ำตกเอราวัณ;อุทยานแห่งชาติเอราวัณ;에라완 폭포;에라완폭포;에라완 국립공원;爱侣湾瀑布;愛侶灣瀑布;伊拉旺瀑布|Kanchanaburi|TH|14.3683|99.1442|nature
Phra Prang Sam Yot|พระปรางค์สามยอด;华富里三塔寺;華富里三塔寺|Lop Buri|TH|14.8027|100.6137|religious
San Phra Kan|Lopburi Monkey Temple;ศาลพระกาฬ;华富里猴子庙;華富里猴子廟|Lop Buri|TH|14.8008|100.6148|religious
Phra Narai Ratchaniwet|King Narai's Palace;พระนารายณ์ราชนิเวศน์|Lop Buri|TH|14.7994|100.6099|sight
Hua Hin Railway Station|สถานีรถไฟหัวหิน;华欣火车站;華欣火車站|Hua Hin|TH|12.5676|99.9584|sight
Phimai Historical Park|Prasat Hin Phimai;ปราสาทหินพิมาย;피마이 역사공원;披迈历史公园;披邁歷史公園;披迈石宫;披邁石宮|Phimai|TH|15.2213|102.4939|sight
Khao Yai National Park|อุทยานแห่งชาติเขาใหญ่;카오야이 국립공원;카오야이;考艾国家公园;考艾國家公園|Pak Chong|TH|14.4400|101.3720|park
Phanom Rung Historical Park|Prasat Phanom Rung;ปราสาทหินพนมรุ้ง;帕侬蓝石宫;帕儂藍石宮|Nang Rong|TH|14.5319|102.9420|sight
Pai Canyon|Kong Lan;กองแลน;빠이 캐년;빠이캐년;拜县大峡谷;拜縣大峽谷;拜县峡谷|Pai|TH|19.3174|98.4498|viewpoint
Pai Walking Street|ถนนคนเดินปาย;拜县夜市;拜縣夜市;拜县步行街;拜縣步行街|Pai|TH|19.3585|98.4407|market
Wat Chiang Man|วัดเชียงมั่น;왓 치앙만;왓치앙만;ワット・チェンマン;清曼寺;昌曼寺|Chiang Mai|TH|18.7941|98.9893|religious
Wat Suan Dok|วัดสวนดอก;왓 수안독;왓수안독;ワット・スアンドーク;苏安多寺;蘇安多寺|Chiang Mai|TH|18.7882|98.9673|religious
Three Kings Monument|อนุสาวรีย์สามกษัตริย์;삼왕 동상;세 왕 동상 치앙마이;三人の王の像;三王纪念碑;三王紀念碑|Chiang Mai|TH|18.7903|98.9871|sight
Bhubing Palace|Phra Tamnak Bhu Bing;พระตำหนักภูพิงคราชนิเวศน์;푸핑 궁전;부핑 궁전;プーピン宮殿;普屏皇宫;普屏皇宮;蒲屏宫|Chiang Mai|TH|18.8045|98.8986|sight
Chiang Rai Clock Tower|หอนาฬิกาเชียงราย;치앙라이 시계탑;치앙라이 골든 시계탑;清莱钟楼;清萊鐘樓|Chiang Rai|TH|19.9074|99.8307|sight
Wat Phra Kaew Chiang Rai|วัดพระแก้ว เชียงราย;清莱玉佛寺;清萊玉佛寺|Chiang Rai|TH|19.9117|99.8280|religious
Wat Phumin|วัดภูมินทร์|Nan|TH|18.7757|100.7716|religious
Wat Phra That Lampang Luang|วัดพระธาตุลำปางหลวง|Lampang|TH|18.2177|99.3894|religious
Haad Rin|Hat Rin;Full Moon Party Beach;หาดริ้น;핫린 비치;핫린;풀문파티 비치;哈林海滩;哈林海灘|Ko Pha Ngan|TH|9.6771|100.0622|beach
Sairee Beach|Hat Sai Ri;หาดทรายรี|Ko Pha Ngan|TH|10.0966|99.8265|beach
Ko Nang Yuan|Koh Nang Yuan;เกาะนางยวน;낭유안 섬;꼬낭유안;南园岛;南園島;南缘岛|Ko Pha Ngan|TH|10.1175|99.8134|beach
Ang Thong National Marine Park|Mu Ko Ang Thong;อุทยานแห่งชาติหมู่เกาะอ่างทอง;앙통 해상국립공원;앙통 국립해양공원;安通国家海洋公园;安通國家海洋公園|Ko Samui|TH|9.6300|99.6750|nature
Lamai Beach|หาดละไม;라마이 비치;라마이비치;拉迈海滩;拉邁海灘|Ko Samui|TH|9.4720|100.0460|beach
Minh Mang Tomb|Tomb of Minh Mang;Lăng Minh Mạng;민망 황제릉;민망릉;민망 왕릉;明命陵;明命皇陵|Hue|VN|16.3884|107.5715|sight
Ngo Mon Gate|Meridian Gate Hue;Ngọ Môn;응오몬;응오몬 문;후에 오문;顺化午门;順化午門|Hue|VN|16.4667|107.5789|sight
Dong Ba Market|Chợ Đông Ba;동바 시장;동바시장;东巴市场;東巴市場|Hue|VN|16.4730|107.5883|market
Truong Tien Bridge|Cầu Trường Tiền;쯔엉띠엔 다리;짱띠엔 다리;쯔엉띠엔교;长钱桥;長錢橋|Hue|VN|16.4681|107.5887|sight
Tan Ky Old House|Nhà cổ Tấn Ký;떤끼 고가;딴키 고가;떤끼 가옥;떤키 고택;タンキーの家;进记古宅;進記古宅|Hoi An|VN|15.8767|108.3285|sight
Assembly Hall of Fujian|Phuc Kien Assembly Hall;Hội quán Phúc Kiến;푸젠 회관;푸끼엔 회관;복건회관;복건 회관;ホイアン福建会館;会安福建会馆;會安福建會館|Hoi An|VN|15.8774|108.3301|religious
Cua Dai Beach|Biển Cửa Đại;끄어다이 비치;끄어다이 해변;꾸아다이 비치;끄어다이비치;クアダイビーチ;会安古岱海滩|Hoi An|VN|15.8997|108.3803|beach
Cat Cat Village|Bản Cát Cát;깟깟 마을;깟깟마을;猫猫村;貓貓村|Sa Pa|VN|22.3289|103.8313|sight
Sapa Stone Church|Nhà thờ đá Sa Pa;Holy Rosary Church Sapa;사파 성당;사파 돌성당;사파 노트르담 성당;사파 돌 성당;沙坝石教堂;沙壩石教堂|Sa Pa|VN|22.3357|103.8430|religious
Sung Sot Cave|Hang Sửng Sốt;Surprise Cave;승솟 동굴;성솟 동굴;승솟동굴;놀람 동굴;惊讶洞;驚訝洞|Ha Long|VN|20.8430|107.0870|nature
Lan Ha Bay|Vịnh Lan Hạ;란하베이;란하 베이;란하만;兰夏湾;蘭夏灣|Cat Ba|VN|20.7600|107.1000|nature
Phong Nha Cave|Động Phong Nha;퐁냐 동굴;퐁냐동굴;퐁냐 케방;风牙洞;風牙洞;峰牙洞|Kwang Binh|VN|17.5817|106.2830|nature
Paradise Cave|Động Thiên Đường;파라다이스 동굴;티엔드엉 동굴;천국의 동굴;峰牙天堂洞|Kwang Binh|VN|17.5230|106.2230|nature
Son Doong Cave|Hang Sơn Đoòng;선둥 동굴;항선둥;손둥 동굴;선둥동굴;韩松洞;韓松洞|Kwang Binh|VN|17.4573|106.2890|nature
Sao Beach|Bãi Sao;사오 비치;사오비치;바이사오 비치|Duong Dong|VN|10.0570|104.0360|beach
Dinh Cau Temple|Dinh Cậu;딘꺼우 사원;딘까우 사원;딘꺼우 바위사원|Duong Dong|VN|10.2177|103.9566|religious
Red Sand Dunes Mui Ne|Đồi Cát Đỏ;Red Dunes;레드 샌듄;레드샌듄;무이네 레드샌듄;美奈红沙丘;美奈紅沙丘|Phan Thiet|VN|10.9497|108.3183|nature
White Sand Dunes Mui Ne|Bàu Trắng;White Dunes;화이트 샌듄;화이트샌듄;무이네 화이트샌듄;美奈白沙丘|Phan Thiet|VN|11.0665|108.4300|nature
Fairy Stream|Suối Tiên Mũi Né;요정의 샘;요정의 시냇물;페어리 스트림;요정의샘;美奈仙女溪|Phan Thiet|VN|10.9393|108.2865|nature
Beng Mealea|ប្រាសាទបឹងមាលា;벵밀리아;벵 밀리아;벵메알리아;ベンメリア;崩密列|Siem Reap|KH|13.4763|104.2380|sight
Kbal Spean|ក្បាលស្ពាន;끄발 스피안;크발스피언;クバール・スピアン;高布斯滨;千林伽河|Siem Reap|KH|13.6763|104.0167|sight
Pre Rup|ប្រាសាទប្រែរូប;프레룹;쁘레 룹;프레 룹;プレ・ループ;变身塔;變身塔|Siem Reap|KH|13.4350|103.9215|sight
Baphuon|ប្រាសាទបាពួន;바푸온;바푸온 사원;バプーオン;巴方寺;巴普昂寺|Siem Reap|KH|13.4436|103.8563|sight
Terrace of the Elephants|ទីលានជល់ដំរី;코끼리 테라스;코끼리테라스;象のテラス;斗象台;鬥象台;战象台|Siem Reap|KH|13.4446|103.8584|sight
Neak Pean|ប្រាសាទនាគព័ន្ធ;니악 포안;네악 뽀안;ニャック・ポアン;龙蟠水池;龍蟠水池|Siem Reap|KH|13.4520|103.8946|sight
Srah Srang|ស្រះស្រង់;스라 스랑;스라스랑;スラ・スラン;吴哥皇家浴池;吳哥皇家浴池|Siem Reap|KH|13.4327|103.9125|sight
Angkor National Museum|សារមន្ទីរជាតិអង្គរ;앙코르 국립박물관;앙코르국립박물관;アンコール国立博物館;吴哥国家博物馆;吳哥國家博物館|Siem Reap|KH|13.3666|103.8603|museum
Koh Ker|ប្រាសាទកោះកេរ្ដិ៍;贡开|Tbeng Meanchey|KH|13.7840|104.5370|sight
Pak Ou Caves|ຖ້ຳຕິ່ງ;Tham Ting;빡우 동굴;팍우 동굴;빡우동굴|Luang Prabang|LA|20.0533|102.2188|religious
Wat Mai Suwannaphumaham|Wat Mai;ວັດໃໝ່;왓 마이;왓마이 쑤완나품아함|Luang Prabang|LA|19.8906|102.1374|religious
Vat Phou|Wat Phou;ວັດພູ;왓 푸;왓푸 참파삭|Champasak|LA|14.8486|105.8222|religious
Khone Phapheng Falls|ຄອນພະເພັງ;콘파펭 폭포;콘 파펭 폭포|Muang Khong|LA|13.9510|105.9560|nature
Don Det|ດອນເດດ;돈뎃;돈뎃 섬|Muang Khong|LA|13.9700|105.9160|nature
Kellie's Castle|Kellies Castle;켈리스 캐슬;켈리의 성;凯利古堡;凱利古堡|Ipoh|MY|4.4739|101.0881|sight
Concubine Lane|Lorong Panglima;二奶巷;怡保二奶巷|Ipoh|MY|4.5973|101.0790|neighbourhood
Ipoh Railway Station|Stesen Keretapi Ipoh;怡保火车站;怡保火車站|Ipoh|MY|4.5973|101.0739|sight
Kilim Karst Geoforest Park|Kilim Geoforest Park;Kilim Mangrove Tour;킬림 지오포레스트 파크;킬림 맹그로브 투어;基林地质森林公园;基林地質森林公園|Kuah|MY|6.4075|99.8560|nature
Eagle Square Langkawi|Dataran Lang;독수리 광장;랑카위 독수리광장;兰卡威鹰广场;蘭卡威鷹廣場;老鹰广场|Kuah|MY|6.3130|99.8517|sight
Kinabalu Park|Taman Kinabalu;키나발루 국립공원;키나발루 공원;神山公园;神山公園;京那巴鲁公园|Ranau|MY|6.0055|116.5425|park
Mount Kinabalu|Gunung Kinabalu;Low's Peak;키나발루산;키나발루 산;京那巴鲁山;京那巴魯山|Ranau|MY|6.0750|116.5583|nature
Poring Hot Springs|Poring;포링 온천;포링온천;波令温泉;波令溫泉|Ranau|MY|6.0465|116.7025|nature
Sepilok Orangutan Rehabilitation Centre|Sepilok;Sepilok Orang Utan Rehabilitation Centre;세필록 오랑우탄 보호구역;西必洛人猿保护中心;西必洛紅毛猩猩保育中心|Sandakan|MY|5.8643|117.9497|park
Kuching Waterfront|Kuching Waterfront Promenade;古晋河滨公园;古晉河濱公園;古晋滨水区|Kuching|MY|1.5590|110.3460|sight
Sarawak Cultural Village|Kampung Budaya Sarawak;砂拉越文化村|Kuching|MY|1.7497|110.3160|museum
Bako National Park|Taman Negara Bako;巴哥国家公园;巴哥國家公園|Kuching|MY|1.7170|110.4670|park
Taman Negara|Taman Negara National Park;Kuala Tahan;大汉山国家公园;大漢山國家公園|Jerantut|MY|4.3830|102.4010|park
Perhentian Long Beach|Pasir Panjang Perhentian Kecil;Long Beach Perhentian|Kampung Kuala Besut|MY|5.9190|102.7250|beach
Mount Rinjani|Gunung Rinjani|Mataram|ID|-8.4113|116.4575|nature
Selong Belanak Beach|Pantai Selong Belanak|Praya|ID|-8.8720|116.1600|beach
Tanjung Aan Beach|Pantai Tanjung Aan|Praya|ID|-8.9100|116.3230|beach
Kuta Lombok Beach|Pantai Kuta Lombok;Mandalika Beach|Praya|ID|-8.8950|116.2840|beach
Padar Island|Pulau Padar;帕达尔岛;帕達爾島|Labuan Bajo|ID|-8.6550|119.5770|viewpoint
Jam Gadang|Bukittinggi Clock Tower;武吉丁宜大钟楼;武吉丁宜大鐘樓|Bukittinggi|ID|-0.3050|100.3695|sight
Ngarai Sianok|Sianok Canyon|Bukittinggi|ID|-0.3100|100.3590|viewpoint
Sekumpul Waterfall|Air Terjun Sekumpul;스쿰풀 폭포;세쿰풀 폭포;スクンプルの滝|Singaraja|ID|-8.1740|115.1830|nature
Lovina Beach|Pantai Lovina|Lovina|ID|-8.1580|115.0250|beach
Dolphin Monument Lovina|Patung Lumba-lumba Lovina|Lovina|ID|-8.1580|115.0250|sight
Pura Taman Ayun|Taman Ayun Temple;따만 아윤 사원;타만 아윤 사원;タマン・アユン寺院;塔曼阿云寺;塔曼阿雲寺|Denpasar|ID|-8.5418|115.1726|religious
USAT Liberty Wreck|Liberty Shipwreck Tulamben;Tulamben Wreck|Amlapura|ID|-8.2741|115.5929|nature
Taman Ujung|Taman Soekasada Ujung;Ujung Water Palace|Amlapura|ID|-8.4640|115.6310|sight
Crystal Bay Nusa Penida|Pantai Crystal Bay;크리스탈 베이 누사페니다;크리스탈베이;クリスタル・ベイ;佩尼达水晶湾|Sampalan|ID|-8.7160|115.4590|beach
Melasti Beach|Pantai Melasti;멜라스티 비치;믈라스띠 비치;ムラスティビーチ;梅拉斯蒂海滩;梅拉斯蒂海灘|Uluwatu|ID|-8.8480|115.1610|beach
Suluban Beach|Blue Point Beach;Pantai Suluban;술루반 비치;블루포인트 비치|Uluwatu|ID|-8.8150|115.0880|beach
Bingin Beach|Pantai Bingin;빙인 비치;빙긴 비치|Uluwatu|ID|-8.8060|115.1130|beach
Batu Bolong Beach|Pantai Batu Bolong;바투볼롱 비치;바뚜 볼롱 비치|Denpasar|ID|-8.6590|115.1300|beach
Pura Gunung Kawi|Gunung Kawi Temple;구눙 카위 사원;구눙까위|Tampaksiring|ID|-8.4230|115.3120|religious
Candi Sewu|Sewu Temple;千佛寺 日惹;塞武寺|Yogyakarta|ID|-7.7440|110.4930|religious
Candi Plaosan|Plaosan Temple|Yogyakarta|ID|-7.7400|110.5040|religious
Candi Mendut|Mendut Temple|Magelang|ID|-7.6054|110.2297|religious
Mount Merapi|Gunung Merapi;默拉皮火山|Yogyakarta|ID|-7.5407|110.4457|nature
Puerto Princesa Underground River|Puerto Princesa Subterranean River National Park;Underground River;지하강 국립공원;푸에르토프린세사 지하강;언더그라운드 리버;公主港地下河|Puerto Princesa|PH|10.1928|118.9260|nature
Nacpan Beach|Nacpan;나크판 비치;낙판 비치|El Nido|PH|11.3220|119.4180|beach
Kayangan Lake|Coron Kayangan Lake;카양안 호수;카양안 레이크;凯央根湖;凱央根湖|Coron|PH|11.9613|120.2272|nature
Alona Beach|Alona;알로나 비치;알로나비치;アロナビーチ;阿罗娜海滩;阿羅娜海灘|Panglao|PH|9.5495|123.7750|beach
Panagsama Beach|Moalboal Sardine Run;파낭사마 비치;모알보알 정어리떼;パナグサマビーチ|Moalboal|PH|9.9520|123.3700|beach
Calle Crisologo|Crisologo Street;克里索洛戈街|Vigan|PH|17.5706|120.3879|neighbourhood
Vigan Cathedral|Metropolitan Cathedral of the Conversion of Saint Paul;St. Paul Metropolitan Cathedral Vigan|Vigan|PH|17.5718|120.3879|religious
Banaue Rice Terraces|Hagdan-hagdang Palayan ng Banaue;Banaue Viewpoint;바나우에 계단식 논;바나우에 라이스테라스;巴纳韦梯田;巴納韋梯田|Banaue|PH|16.9290|121.0570|viewpoint
Sagada Hanging Coffins|Echo Valley Hanging Coffins;Hanging Coffins;萨加达悬棺;薩加達懸棺|Sagada|PH|17.0870|120.8990|sight
Cloud 9 Siargao|Cloud Nine;Cloud 9 Boardwalk;클라우드 나인 시아르가오;클라우드9 시아르가오|General Luna|PH|9.8110|126.1630|beach
Mayon Volcano|Bulkang Mayon;Mount Mayon;马荣火山;馬榮火山|Daraga|PH|13.2570|123.6850|nature
Shwezigon Pagoda|ရွှေစည်းခုံဘုရား|Bagan|MM|21.1946|94.8940|religious
Dhammayangyi Temple|ဓမ္မရံကြီးဘုရား|Bagan|MM|21.1620|94.8729|religious
Shwesandaw Pagoda Bagan|Shwesandaw Pagoda;ရွှေဆံတော်ဘုရား|Bagan|MM|21.1639|94.8661|religious
Htilominlo Temple|ထီးလိုမင်းလိုဘုရား|Bagan|MM|21.1785|94.8794|religious
Sulamani Temple|စူဠာမဏိဘုရား|Bagan|MM|21.1647|94.8817|religious
Mandalay Palace|မန္တလေး နန်းတော်|Mandalay|MM|21.9920|96.0950|sight
Mandalay Hill|မန္တလေးတောင်|Mandalay|MM|22.0142|96.1075|viewpoint
Kuthodaw Pagoda|ကုသိုလ်တော်ဘုရား;World's Largest Book|Mandalay|MM|22.0045|96.1128|religious
Mahamuni Pagoda|Mahamuni Buddha Temple;မဟာမုနိဘုရား|Mandalay|MM|21.9520|96.0785|religious
U Bein Bridge|ဦးပိန်တံတား|Mandalay|MM|21.8925|96.0585|sight
Mingun Pahtodawgyi|Mingun Pagoda;မင်းကွန်းပုထိုးတော်ကြီး|Sagaing|MM|22.0510|96.0160|religious
Inle Lake|အင်းလေးကန်|Nyaungshwe|MM|20.5500|96.9150|nature
Kyaiktiyo Pagoda|Golden Rock;ကျိုက်ထီးရိုးဘုရား|Kyaikto|MM|17.4817|97.0981|religious
Vittala Temple|Vijaya Vittala Temple;Stone Chariot Hampi;ವಿಜಯ ವಿಠ್ಠಲ ದೇವಸ್ಥಾನ|Hampi|IN|15.3424|76.4747|religious
Hampi Bazaar|Virupaksha Bazaar|Hampi|IN|15.3356|76.4622|neighbourhood
Lotus Mahal|Kamal Mahal;Chitrangi Mahal|Hampi|IN|15.3189|76.4715|sight
Hemakuta Hill|ಹೇಮಕೂಟ|Hampi|IN|15.3340|76.4590|viewpoint
Mahanavami Dibba|Royal Enclosure Hampi|Hampi|IN|15.3183|76.4665|sight
Kandariya Mahadeva Temple|कंदरिया महादेव मंदिर|Rajnagar|IN|24.8525|79.9196|religious
Lakshmana Temple Khajuraho|लक्ष्मण मंदिर खजुराहो|Rajnagar|IN|24.8519|79.9221|religious
Orchha Fort|ओरछा किला|Orchha|IN|25.3507|78.6410|sight
Raja Mahal Orchha|Raja Mahal of Orchha|Orchha|IN|25.3507|78.6410|sight
Jahangir Mahal|जहांगीर महल|Orchha|IN|25.3515|78.6430|sight
Ram Raja Temple|राम राजा मंदिर|Orchha|IN|25.3519|78.6393|religious
Chaturbhuj Temple|चतुर्भुज मंदिर|Orchha|IN|25.3528|78.6404|religious
Har Ki Pauri|हर की पौड़ी|Haridwar|IN|29.9563|78.1717|religious
Triveni Ghat|त्रिवेणी घाट|Rishikesh|IN|30.1033|78.2970|religious
Tiger Hill|टाइगर हिल|Darjiling|IN|26.9948|88.2854|viewpoint
Alappuzha Beach|Alleppey Beach|Alappuzha|IN|9.4935|76.3175|beach
Vembanad Lake|വേമ്പനാട്ട് കായൽ;Kerala Backwaters|Alappuzha|IN|9.6000|76.3900|nature
Varkala Cliff|Varkala Beach;Papanasam Beach|Varkala|IN|8.7360|76.7030|beach
Lighthouse Beach Kovalam|Kovalam Lighthouse Beach|Kovalam|IN|8.3827|76.9790|beach
Promenade Beach Puducherry|Rock Beach;Promenade Beach Pondicherry|Puducherry|IN|11.9330|79.8355|beach
Sri Aurobindo Ashram|श्री अरविन्द आश्रम|Puducherry|IN|11.9366|79.8345|religious
Matrimandir|Auroville Matrimandir|Puducherry|IN|12.0070|79.8105|religious
White Town Puducherry|French Quarter Pondicherry;White Town Pondicherry|Puducherry|IN|11.9340|79.8340|neighbourhood
Brihadeeswarar Temple|Big Temple Thanjavur;தஞ்சைப் பெரிய கோயில்;Peruvudaiyar Kovil|Tanjore|IN|10.7828|79.1318|religious
Vivekananda Rock Memorial|விவேகானந்தர் பாறை நினைவகம்|Kanniyakumari|IN|8.0780|77.5554|sight
Thiruvalluvar Statue|திருவள்ளுவர் சிலை|Kanniyakumari|IN|8.0776|77.5539|sight
Thirumalai Nayakkar Mahal|Thirumalai Nayak Palace;திருமலை நாயக்கர் மஹால்|Madurai|IN|9.9150|78.1240|sight
Arjuna's Penance|Descent of the Ganges|Seven Pagodas|IN|12.6171|80.1918|sight
Krishna's Butterball|Vaan Irai Kal|Seven Pagodas|IN|12.6190|80.1922|sight
Brindavan Gardens|ಬೃಂದಾವನ ಉದ್ಯಾನ|Mysore|IN|12.4216|76.5728|park
Krishna Raja Sagara Dam|KRS Dam|Mysore|IN|12.4216|76.5728|sight
St. Philomena's Church|St Philomena's Cathedral Mysore|Mysore|IN|12.3205|76.6590|religious
Devaraja Market|ದೇವರಾಜ ಮಾರುಕಟ್ಟೆ|Mysore|IN|12.3110|76.6515|market
Bagore Ki Haveli|बागोर की हवेली|Udaipur|IN|24.5800|73.6820|museum
Fateh Sagar Lake|फतेह सागर झील|Udaipur|IN|24.6010|73.6740|nature
Ambrai Ghat|अमराई घाट|Udaipur|IN|24.5785|73.6790|viewpoint
Brahma Temple Pushkar|Jagatpita Brahma Mandir;ब्रह्मा मंदिर|Pushkar|IN|26.4876|74.5537|religious
Ranthambore Fort|रणथंभौर किला|Sawai Madhopur|IN|26.0199|76.4555|sight
Thiksey Monastery|Thikse Gompa|Leh|IN|34.0560|77.6670|religious
Shanti Stupa Leh|Leh Shanti Stupa|Leh|IN|34.1733|77.5753|religious
MG Marg|Mahatma Gandhi Marg Gangtok|Gangtok|IN|27.3290|88.6125|neighbourhood
Rumtek Monastery|Dharma Chakra Centre|Gangtok|IN|27.2887|88.5615|religious
Tsomgo Lake|Changu Lake|Gangtok|IN|27.3750|88.7630|nature
Ajanta Caves|अजिंठा लेणी;Ajanta|Jalgaon|IN|20.5519|75.7033|sight
Rohtang Pass|रोहतांग दर्रा|Manali|IN|32.3716|77.2466|viewpoint
Solang Valley|सोलंग घाटी|Manali|IN|32.3160|77.1560|nature
Sri Maha Bodhi|ජය ශ්‍රී මහා බෝධිය;Jaya Sri Maha Bodhi|Anuradhapura|LK|8.3445|80.3966|religious
Ruwanwelisaya|රුවන්වැලි සෑය;Ruwanweli Maha Seya|Anuradhapura|LK|8.3500|80.3964|religious
Jetavanaramaya|ජේතවනාරාමය|Anuradhapura|LK|8.3516|80.4037|religious
Thuparamaya|ථූපාරාමය|Anuradhapura|LK|8.3553|80.3967|religious
Abhayagiri Dagoba|Abhayagiri Vihara;අභයගිරි විහාරය|Anuradhapura|LK|8.3710|80.3952|religious
Gal Vihara|ගල් විහාරය|Polonnaruwa|LK|7.9662|81.0051|religious
Kandy Lake|Kiri Muhuda;නුවර වැව|Kandy|LK|7.2920|80.6420|nature
Gregory Lake|ග්‍රෙගරි වැව|Nuwara Eliya|LK|6.9570|80.7800|nature
Horton Plains National Park|හෝර්ටන් තැන්න|Nuwara Eliya|LK|6.8024|80.8058|park
Galle Lighthouse|Galle Fort Lighthouse|Galle|LK|6.0240|80.2193|sight
Maya Devi Temple|मायादेवी मन्दिर|Siddharthanagar|NP|27.4694|83.2757|religious
Nyatapola Temple|न्यातपोल मन्दिर|Bhaktapur|NP|27.6714|85.4293|religious
Changu Narayan Temple|चाँगुनारायण मन्दिर|Bhaktapur|NP|27.7163|85.4278|religious
Begnas Lake|बेगनास ताल|Pokhara|NP|28.1700|84.0990|nature
Gupteshwor Mahadev Cave|Gupteshwor Cave;गुप्तेश्वर महादेव गुफा|Pokhara|NP|28.1895|83.9597|nature
Ulugh Beg Observatory|Ulugbek Observatory;Ulug'bek rasadxonasi;울루그벡 천문대;ウルグ・ベク天文台;兀鲁伯天文台;兀魯伯天文台;울루그벡천문대;ウルグベク天文台|Samarkand|UZ|39.6747|66.9978|museum
Samanid Mausoleum|Ismoil Somoniy maqbarasi;Ismail Samani Mausoleum;이스마일 사마니 영묘;イスマイール・サーマーニー廟;萨曼王朝陵墓;薩曼王朝陵墓;이스마일사마니영묘;イスマイールサーマーニー廟|Bukhara|UZ|39.7768|64.4020|sight
Chor Minor|Chor-Minor;Чор-Минор;초르 미노르;チョル・ミノル;四塔清真寺;초르미노르;チョルミノル|Bukhara|UZ|39.7752|64.4233|religious
Mir-i-Arab Madrasa|Miri Arab Madrasah;Mir-i Arab|Bukhara|UZ|39.7760|64.4150|religious
Kalta Minor|Kalta Minor Minaret;Kalta Minor minorasi|Khiva|UZ|41.3787|60.3580|sight
Islam Khodja Minaret|Islom Xo'ja minorasi;Islam Khoja Minaret|Khiva|UZ|41.3770|60.3610|sight
Pahlavon Mahmud Mausoleum|Pahlavon Mahmud maqbarasi|Khiva|UZ|41.3766|60.3600|religious
Kunya-Ark|Kuhna Ark;Konya Ark|Khiva|UZ|41.3785|60.3568|sight
Juma Mosque Khiva|Djuma Mosque Khiva|Khiva|UZ|41.3793|60.3597|religious
Scenic World|Scenic World Blue Mountains;Scenic Railway Katoomba;시닉 월드;シーニック・ワールド;시닉월드;シーニックワールド;蓝山景观世界;藍山景觀世界|Katoomba|AU|-33.7285|150.3005|sight
Govetts Leap Lookout|Govett's Leap|Katoomba|AU|-33.6283|150.3111|viewpoint
Jenolan Caves|Jenolan;ジェノラン洞窟;제놀란 동굴;珍罗兰岩洞|Katoomba|AU|-33.8200|150.0210|nature
Loch Ard Gorge|로크 아드 협곡;ロック・アード渓谷;洛克阿德峡谷;洛克阿德峽谷;로크아드협곡;ロックアード渓谷|Timboon|AU|-38.6470|143.0690|nature
London Arch|London Bridge Port Campbell|Timboon|AU|-38.6215|142.9310|nature
Gibson Steps||Timboon|AU|-38.6686|143.1107|nature
Split Point Lighthouse|Aireys Inlet Lighthouse|Lorne|AU|-38.4683|144.1053|sight
Cape Otway Lightstation|Cape Otway Lighthouse|Apollo Bay|AU|-38.8570|143.5120|sight
Bells Beach||Torquay|AU|-38.3710|144.2830|beach
Cape Byron Lighthouse|Cape Byron|Byron Bay|AU|-28.6388|153.6366|viewpoint
Wategos Beach||Byron Bay|AU|-28.6350|153.6290|beach
Noosa National Park|Noosa Headland|Noosa Heads|AU|-26.3830|153.1080|park
Hastings Street|Hastings Street Noosa|Noosa Heads|AU|-26.3890|153.0890|neighbourhood
Four Mile Beach|Four Mile Beach Port Douglas;フォーマイルビーチ|Port Douglas|AU|-16.4980|145.4650|beach
Green Island|Green Island Cairns;グリーン島;그린 아일랜드;凯恩斯绿岛;그린아일랜드|Cairns|AU|-16.7590|145.9730|beach
Australia Zoo||Beerwah|AU|-26.8360|152.9630|park
Lake McKenzie|Boorangoora;Lake McKenzie K'gari;マッケンジー湖;맥켄지 호수;麦肯锡湖|Hervey Bay|AU|-25.4480|153.0530|nature
Dove Lake|Dove Lake Cradle Mountain;ダブ湖;도브 호수;鸽子湖|Sheffield|AU|-41.6590|145.9620|nature
Cradle Mountain|Cradle Mountain-Lake St Clair National Park;クレイドル・マウンテン;크레이들 마운틴;摇篮山;搖籃山|Sheffield|AU|-41.6847|145.9508|nature
Port Arthur Historic Site|Port Arthur|Sandford|AU|-43.1470|147.8510|sight
Cataract Gorge|Cataract Gorge Reserve;カタラクト渓谷;캐터랙트 협곡|Launceston|AU|-41.4460|147.1180|nature
Cape Leeuwin Lighthouse|Cape Leeuwin|Augusta|AU|-34.3747|115.1361|sight
Surfers Point Margaret River|Surfer's Point|Margaret River|AU|-33.9740|114.9970|beach
Busselton Jetty||Busselton|AU|-33.6440|115.3430|sight
Pinnacles Desert|The Pinnacles;Nambung National Park;ピナクルズ;피너클스 사막;尖峰石阵;尖峰石陣|Jurien Bay|AU|-30.6010|115.1580|nature
Ubirr|Ubirr Rock|Jabiru|AU|-12.4100|132.9560|sight
Kiama Blowhole||Kiama|AU|-34.6720|150.8630|nature
Sea Cliff Bridge|시 클리프 브리지;シー・クリフ・ブリッジ;海崖大桥;海崖大橋;시클리프브리지;シークリフブリッジ|Stanwell Park|AU|-34.2560|150.9740|sight
Hyams Beach|하이암스 비치;ハイアムズ・ビーチ;海姆斯海滩;海姆斯海灘;하이암스비치;ハイアムズビーチ|Vincentia|AU|-35.1020|150.6920|beach
Government Gardens Rotorua||Rotorua|NZ|-38.1375|176.2590|park
Rotorua Museum|Te Whare Taonga o Te Arawa|Rotorua|NZ|-38.1375|176.2590|museum
Kuirau Park||Rotorua|NZ|-38.1330|176.2440|park
Skyline Rotorua|Rotorua Gondola;Rotorua Luge|Rotorua|NZ|-38.1140|176.2230|viewpoint
Huka Falls|Hukanui;フカ滝;후카 폭포;胡卡瀑布|Taupo|NZ|-38.6490|176.0900|nature
Lake Taupo|Taupō-nui-a-Tia;Lake Taupō;タウポ湖;타우포 호수;陶波湖;Taupōsee;Lac Taupo;Taupo-See|Taupo|NZ|-38.8069|175.9078|nature
Mount Ngauruhoe|Mount Doom;ナウルホエ山;나우루호에 산;瑙鲁赫伊山|Turangi|NZ|-39.1569|175.6321|nature
Emerald Lakes|Ngā Rotopounamu Tongariro|Turangi|NZ|-39.1385|175.6565|nature
Mount Ruapehu|ルアペフ山;루아페후 산;鲁阿佩胡山;Ruapehu|Turangi|NZ|-39.2817|175.5685|nature
That Wanaka Tree|Wanaka Tree;Lone Tree of Lake Wanaka;와나카 나무;ワナカ・ツリー;瓦纳卡孤树;瓦納卡孤樹;와나카나무;ワナカツリー|Wanaka|NZ|-44.6985|169.1326|sight
Queenstown Gardens|퀸스타운 가든;クイーンズタウン・ガーデンズ;皇后镇花园;皇后鎮花園;퀸스타운가든;クイーンズタウンガーデンズ|Queenstown|NZ|-45.0375|168.6615|park
Waitangi Treaty Grounds|Te Pitowhenua|Paihia|NZ|-35.2690|174.0810|sight
Cathedral Cove|Te Whanganui-A-Hei;カセドラル・コーヴ;캐서드럴 코브;教堂湾;教堂灣|Whitianga|NZ|-36.8278|175.7904|beach
Hot Water Beach|Te Puia Beach|Whitianga|NZ|-36.8880|175.8230|beach
Larnach Castle||Dunedin|NZ|-45.8610|170.6270|sight
Baldwin Street||Dunedin|NZ|-45.8495|170.5330|sight
Dunedin Railway Station||Dunedin|NZ|-45.8755|170.5085|sight
Tunnel Beach|トンネル・ビーチ;터널 비치|Dunedin|NZ|-45.9215|170.4590|beach
Royal Albatross Centre|Taiaroa Head|Dunedin|NZ|-45.7740|170.7280|park
Pancake Rocks|Punakaiki Pancake Rocks and Blowholes;Punakaiki Blowholes;パンケーキ・ロック;팬케이크 록스;千层岩;Punakaiki Pancake Rocks|Greymouth|NZ|-42.1145|171.3270|nature
Erg Chebbi|عرق الشبي;Merzouga Dunes;Dunes de Merzouga;에르그 셰비;메르주가 사막;シェビ砂丘;メルズーガ大砂丘;舍比沙丘;梅尔祖卡沙漠;에르그셰비;메르주가사막;Erg Chebbi Dunes|Reçani|MA|31.1450|-3.9850|nature
Todra Gorge|Gorges du Todra;مضيق تودغى;Todgha Gorge;Garganta del Todra|Tinghir|MA|31.5870|-5.5900|nature
Jebel Toubkal|Toubkal;جبل توبقال;Jbel Toubkal;Mount Toubkal;Djebel Toubkal|Oukaïmedene|MA|31.0598|-7.9158|nature
Ouzoud Falls|Cascades d'Ouzoud;شلالات أوزود;Ouzoud Waterfalls;Cascadas de Ouzoud|Azilal|MA|32.0150|-6.7190|nature
Bab Mansour|Bab Mansour Laalej;باب منصور|Meknès|MA|33.8932|-5.5650|sight
Place El Hedim|Lahdim Square;ساحة الهديم|Meknès|MA|33.8940|-5.5650|sight
Volubilis|وليلي;Walili|Meknès|MA|34.0740|-5.5560|sight
Port of Essaouira|Port d'Essaouira;Essaouira Fishing Port|Essaouira|MA|31.5105|-9.7720|sight
Royal Palace of Fez|Dar al-Makhzen Fes;Palais Royal de Fès|Fez|MA|34.0545|-4.9930|sight
Grand Socco|Place du 9 Avril 1947|Tangier|MA|35.7845|-5.8125|sight
Great Mosque of Kairouan|Mosque of Uqba;جامع عقبة بن نافع;Grande Mosquée de Kairouan|Kairouan|TN|35.6813|10.1040|religious
Ribat of Sousse|رباط سوسة;Ribat de Sousse|Sousse|TN|35.8275|10.6393|sight
Great Mosque of Sousse|الجامع الكبير بسوسة|Sousse|TN|35.8280|10.6400|religious
Medina of Sousse|Médina de Sousse;مدينة سوسة العتيقة|Sousse|TN|35.8270|10.6370|neighbourhood
El Ghriba Synagogue|La Ghriba;كنيس الغريبة|Houmt El Souk|TN|33.8140|10.8590|religious
Dougga|Thugga;دقة|Tabursuq|TN|36.4230|9.2190|sight
Temple of Kom Ombo|معبد كوم أمبو;Kom Ombo Temple;콤옴보 신전;コム・オンボ神殿;康翁波神庙;康翁波神廟;콤옴보신전;コムオンボ神殿|Kawm Umbu|EG|24.4520|32.9280|religious
Temple of Edfu|Temple of Horus at Edfu;معبد إدفو;에드푸 신전;エドフ神殿;埃德富神庙;艾德夫神廟;에드푸신전|Idfu|EG|24.9778|32.8733|religious
Dendera Temple Complex|Temple of Hathor;معبد دندرة|Qina|EG|26.1419|32.6703|religious
Temple of Seti I Abydos|Abydos Temple;معبد سيتي الأول|Al Balyana|EG|26.1848|31.9190|religious
Ramesseum|الرامسيوم|Luxor|EG|25.7280|32.6105|sight
Deir el-Medina|دير المدينة|Luxor|EG|25.7284|32.6015|sight
Nubian Museum|المتحف النوبي|Aswan|EG|24.0800|32.8880|museum
Catacombs of Kom El Shoqafa|كوم الشقافة|Alexandria|EG|31.1785|29.8930|sight
Pompey's Pillar|عمود السواري|Alexandria|EG|31.1825|29.8964|sight
Montaza Palace|قصر المنتزه|Alexandria|EG|31.2880|30.0160|park
Kom el-Dikka|Roman Amphitheatre Alexandria;كوم الدكة|Alexandria|EG|31.1945|29.9045|sight
Saint Catherine's Monastery|دير سانت كاترين;St. Catherine's Monastery|Saint Catherine|EG|28.5561|33.9760|religious
Mount Sinai|جبل موسى;Jabal Musa;Jebel Musa;Gebel Musa;Mont Sinaï;Monte Sinaí|Saint Catherine|EG|28.5393|33.9752|nature
Shali Fortress|شالي|Siwa Oasis|EG|29.2040|25.5190|sight
Red Pyramid|الهرم الأحمر;붉은 피라미드;赤いピラミッド;红色金字塔;紅色金字塔;붉은피라미드|Giza|EG|29.8085|31.2060|sight
Bent Pyramid|الهرم المنحني;굴절 피라미드;屈折ピラミッド;弯曲金字塔;彎曲金字塔;굴절피라미드|Giza|EG|29.7903|31.2094|sight
Ras Mohammed National Park|محمية رأس محمد;Ras Mohammed;Ras Muhammad|Sharm el-Sheikh|EG|27.7290|34.2530|park
Cape Agulhas|Southernmost Tip of Africa;Kaap Agulhas;Cap des Aiguilles|Bredasdorp|ZA|-34.8330|20.0030|viewpoint
Knysna Heads|The Heads Knysna|Knysna|ZA|-34.0830|23.0620|viewpoint
Robberg Nature Reserve|Robberg Peninsula;Robberg|Plettenberg Bay|ZA|-34.1020|23.3850|nature
Storms River Mouth|Tsitsikamma Suspension Bridge;Storms River Suspension Bridge;Stormsriviermond|Plettenberg Bay|ZA|-34.0220|23.9000|nature
Bloukrans Bridge|Bloukrans Bungy;Bloukransbrug|Plettenberg Bay|ZA|-33.9680|23.6470|sight
Cango Caves|Cango Grotte;Grottes de Cango|Oudtshoorn|ZA|-33.3925|22.2150|nature
Swakopmund Jetty||Swakopmund|NA|-22.6735|14.5230|sight
Walvis Bay Lagoon|Walvis Bay Flamingos|Walvis Bay|NA|-22.9800|14.4800|nature
Kolmanskop|Kolmanskuppe|Lüderitz|NA|-26.7040|15.2320|sight
Spitzkoppe|Spitzkop;Matterhorn of Namibia;Groot Spitzkop;Spitzkoppe Namibia|Usakos|NA|-21.8240|15.1960|nature
Cape Cross Seal Reserve|Cape Cross;Kreuzkap;Cape Cross Seal Colony|Hentiesbaai|NA|-21.7720|13.9510|nature
Lamu Fort|Ngome ya Lamu|Lamu|KE|-2.2700|40.9020|sight
Lamu Museum||Lamu|KE|-2.2710|40.9030|museum
Diani Beach|Diani|Mombasa|KE|-4.3180|39.5780|beach
Lake Naivasha|Naivasha Lake|Naivasha|KE|-0.7694|36.3403|nature
Lake Nakuru National Park|Lake Nakuru|Nakuru|KE|-0.3650|36.0880|park
Gedi Ruins|Gede Ruins|Malindi|KE|-3.3090|40.0170|sight
Ngorongoro Crater|Ngorongoro Conservation Area;Cratère du Ngorongoro;Ngorongoro-Krater|Mto wa Mbu|TZ|-3.1800|35.5800|nature
Old Fort of Zanzibar|Ngome Kongwe;Old Fort Stone Town|Zanzibar|TZ|-6.1620|39.1880|sight
Paje Beach|Paje Zanzibar|Zanzibar|TZ|-6.2650|39.5350|beach
Siq al-Sik|The Siq Petra;السيق|Wadi Musa|JO|30.3220|35.4560|nature
Ajloun Castle|قلعة عجلون;Qal'at ar-Rabad|Ajlun|JO|32.3260|35.7270|sight
Umm Qais|Gadara;أم قيس|Irbid|JO|32.6550|35.6850|sight
Kerak Castle|قلعة الكرك|Karak City|JO|31.1810|35.7010|sight
Shobak Castle|Montreal Castle;قلعة الشوبك|Wadi Musa|JO|30.5310|35.5600|sight
Wadi Mujib|وادي الموجب;Mujib Siq;Wadi Mujib Siq Trail|Mādabā|JO|31.4670|35.5760|nature
Baptism Site|Bethany Beyond the Jordan;Al-Maghtas;المغطس|Mādabā|JO|31.8370|35.5500|religious
Nizwa Souq|سوق نزوى|Nizwa|OM|22.9325|57.5310|market
Bahla Fort|قلعة بهلاء|Bahla|OM|22.9640|57.3010|sight
Jebel Shams|جبل شمس;Jabal Shams;Mountain of the Sun|Bahla|OM|23.2370|57.2630|nature
Wadi Shab|وادي الشاب;Wadi Shab Oman|Sur|OM|22.8380|59.2430|nature
Wadi Bani Khalid|وادي بني خالد;Wadi Bani Khaled|Badiyah|OM|22.6020|59.0830|nature
Ras al Jinz Turtle Reserve|Ras al Jinz;رأس الجنز;Ras al Hadd Turtle Reserve|Sur|OM|22.4230|59.8250|park
Jebel Hafeet|جبل حفيت|Al Ain City|AE|24.0590|55.7770|viewpoint
Al Ain Oasis|واحة العين|Al Ain City|AE|24.2140|55.7630|park
Al Ain Palace Museum|متحف قصر العين|Al Ain City|AE|24.2150|55.7600|museum
Knights' Halls|Hospitaller Fortress Acre;אולמות האבירים|Acre|IL|32.9230|35.0700|sight
Al-Jazzar Mosque|מסגד אל-ג'זאר;جامع الجزار|Acre|IL|32.9233|35.0728|religious
German Colony Haifa|המושבה הגרמנית|Haifa|IL|32.8190|34.9890|neighbourhood
Mount of Beatitudes|הר האושר|Tiberias|IL|32.8810|35.5560|religious
Tabgha|Church of the Multiplication;טבחה|Tiberias|IL|32.8730|35.5490|religious
Caesarea National Park|Caesarea Maritima;גן לאומי קיסריה|Caesarea|IL|32.5000|34.8920|sight
Ein Gedi Nature Reserve|עין גדי;Ein Gedi|Arad|IL|31.4660|35.3880|nature
Rosh HaNikra Grottoes|Rosh HaNikra;ראש הנקרה|Nahariyya|IL|33.0930|35.1050|nature
Makhtesh Ramon|Ramon Crater;מכתש רמון|Mitzpe Ramon|IL|30.6100|34.8010|viewpoint
Coral Beach Eilat|חוף האלמוגים|Eilat|IL|29.5080|34.9200|beach
Ayutthaya Historical Park|อุทยานประวัติศาสตร์พระนครศรีอยุธยา;아유타야 역사공원;아유타야 유적지;아유타야 역사 공원;アユタヤ遺跡;アユタヤ歴史公園;大城历史公园;大城歷史公園;阿瑜陀耶历史公园|Ayutthaya|TH|14.3557|100.5605|sight
Wat Ratchaburana|วัดราชบูรณะ;왓 랏차부라나;왓랏차부라나|Ayutthaya|TH|14.3590|100.5676|religious
Wat Yai Chai Mongkhon|วัดใหญ่ชัยมงคล;왓 야이차이몽콘;왓야이차이몽콘;崖差蒙空寺;亚差蒙空寺|Ayutthaya|TH|14.3454|100.5926|religious
Wat Phanan Choeng|วัดพนัญเชิง;帕南琼寺;三宝公庙;三寶公廟|Ayutthaya|TH|14.3437|100.5797|religious
Wat Lokayasutharam|วัดโลกยสุธาราม;Reclining Buddha Ayutthaya;왓 로카야수타람;아유타야 와불;大城卧佛寺;大城臥佛寺|Ayutthaya|TH|14.3560|100.5526|religious
Wat Na Phra Men|วัดหน้าพระเมรุ|Ayutthaya|TH|14.3641|100.5600|religious
Wat Phan Tao|วัดพันเตา;왓 판따오;왓판따오;ワット・パンタオ|Chiang Mai|TH|18.7878|98.9873|religious
Wat Chong Kham|วัดจองคำ|Mae Hong Son|TH|19.3010|97.9683|religious
Punakha Dzong|སྤུངས་ཐང་བདེ་ཆེན་ཕོ་བྲང་|Thimphu|BT|27.5917|89.8776|sight
Tashichho Dzong|བཀྲ་ཤིས་ཆོས་རྫོང་|Thimphu|BT|27.4898|89.6340|sight
Buddha Dordenma|Great Buddha Dordenma|Thimphu|BT|27.4432|89.6453|religious
Dochula Pass|Dochu La;Druk Wangyal Chortens|Thimphu|BT|27.4893|89.7500|viewpoint
Rinpung Dzong|Paro Dzong|Paro|BT|27.4283|89.4229|sight
Medeu|Медеу;Medeo|Almaty|KZ|43.1573|77.0586|sight
Big Almaty Lake|Большое Алматинское озеро;Үлкен Алматы көлі|Almaty|KZ|43.0506|76.9847|nature
Bayterek|Бәйтерек;Байтерек;Baiterek Tower|Nur-Sultan|KZ|51.1283|71.4305|viewpoint
Khan Shatyr|Хан Шатыр|Nur-Sultan|KZ|51.1324|71.4036|shop
Ala-Too Square|Ала-Тоо аянты;Площадь Ала-Тоо|Bishkek|KG|42.8766|74.6036|sight
Osh Bazaar Bishkek|Ош базары;Ошский рынок|Bishkek|KG|42.8750|74.5700|market
Burana Tower|Бурана мунарасы;Башня Бурана|Tokmok|KG|42.7468|75.2500|sight
Amir Timur Square|Amir Temur Square;Amir Temur xiyoboni;아미르 티무르 광장;アミール・ティムール広場;帖木儿广场;帖木兒廣場;아미르티무르광장;アミールティムール広場|Tashkent|UZ|41.3112|69.2796|park
Kukeldash Madrasa|Ko'kaldosh madrasasi;Kukeldash Madrasah|Tashkent|UZ|41.3241|69.2368|religious
Sri Siva Subramaniya Temple|Sri Siva Subramaniya Swami Temple|Nadi|FJ|-17.8103|177.4167|religious
Fiji Museum||Suva|FJ|-18.1497|178.4253|museum
Marché de Papeete|Papeete Market;Marché municipal de Papeete|Papeete|PF|-17.5382|-149.5660|market
Mont Otemanu|Mount Otemanu|Vaitape|PF|-16.5083|-151.7425|nature
Plage de Matira|Matira Beach;Pointe Matira|Vaitape|PF|-16.5400|-151.7380|beach
Anse Vata|Baie de l'Anse Vata|Nouméa|NC|-22.2990|166.4450|beach
Baie des Citrons|Plage de la Baie des Citrons|Nouméa|NC|-22.2920|166.4370|beach
Pont Faidherbe|Faidherbe Bridge|Saint-Louis|SN|16.0243|-16.5035|sight
Maison des Esclaves|House of Slaves;Maison des esclaves de Gorée|Dakar|SN|14.6671|-17.3985|museum
Lac Rose|Lake Retba;Lac Retba|Dakar|SN|14.8380|-17.2340|nature
Marché Kermel|Kermel Market|Dakar|SN|14.6700|-17.4305|market
Kwame Nkrumah Memorial Park|Kwame Nkrumah Mausoleum|Accra|GH|5.5443|-0.2017|sight
Jamestown Lighthouse|James Town Lighthouse|Accra|GH|5.5332|-0.2130|sight
Elmina Castle|São Jorge da Mina|Elmina|GH|5.0828|-1.3487|sight
Kakum National Park|Kakum Canopy Walkway|Elmina|GH|5.3520|-1.3830|nature
Fasil Ghebbi|Royal Enclosure Gondar;ፋሲል ግቢ|Gondar|ET|12.6075|37.4697|sight
National Museum of Ethiopia|ብሔራዊ ሙዚየም|Addis Ababa|ET|9.0387|38.7618|museum
Blue Nile Falls|Tis Issat;ጢስ ዓባይ|Bahir Dar|ET|11.4877|37.5874|nature
Hell's Gate National Park|Hells Gate Naivasha;Hell's Gate Kenya|Naivasha|KE|-0.9130|36.3140|park
Nairobi National Museum||Nairobi|KE|-1.2745|36.8145|museum
Darajani Market|Darajani Bazaar|Zanzibar|TZ|-6.1620|39.1930|market
Christ Church Cathedral Zanzibar|Anglican Cathedral Zanzibar;Old Slave Market Zanzibar|Zanzibar|TZ|-6.1665|39.1925|religious
Jozani Forest|Jozani Chwaka Bay National Park;Jozani-Chwaka Bay|Zanzibar|TZ|-6.2590|39.4150|nature
Kendwa Beach|Kendwa;Kendwa Rocks Beach|Nungwi|TZ|-5.7470|39.2930|beach
Source of the Nile|Nile Source Jinja|Jinja|UG|0.4240|33.2060|nature
Kasubi Tombs|Amasiro ga Kasubi|Kampala|UG|0.3290|32.5530|sight
Rova of Antananarivo|Rova Manjakamiadana;Rovan'i Manjakamiadana;Palais de la Reine|Antananarivo|MG|-18.9236|47.5321|sight
Terre des Sept Couleurs|Seven Coloured Earths;Chamarel Seven Coloured Earth;Seven Coloured Earth;Chamarel Seven Coloured Earths|Curepipe|MU|-20.4402|57.3733|nature
Le Morne Brabant|Le Morne;Morne Brabant|Curepipe|MU|-20.4519|57.3283|nature
Grand Bassin|Ganga Talao;Grand Bassin Mauritius|Curepipe|MU|-20.4180|57.4920|religious
Sir Seewoosagur Ramgoolam Botanical Garden|Pamplemousses Botanical Garden;Jardin de Pamplemousses|Pamplemousses|MU|-20.1040|57.5800|park
Aapravasi Ghat||Port Louis|MU|-20.1586|57.5030|sight
Le Caudan Waterfront|Caudan Waterfront|Port Louis|MU|-20.1610|57.4980|shop
Port Louis Central Market|Marché central de Port-Louis|Port Louis|MU|-20.1605|57.5025|market
Trou aux Cerfs|Trou aux Cerfs Crater|Curepipe|MU|-20.3181|57.5117|viewpoint
Île aux Cerfs||Curepipe|MU|-20.2720|57.8030|beach
Piton de la Fournaise|La Fournaise|Sainte-Rose|RE|-21.2440|55.7080|nature
Fortaleza de São Sebastião|Fort São Sebastião;Fortress of São Sebastião|Ilha de Moçambique|MZ|-15.0310|40.7380|sight
Estação Central de Maputo|Maputo Railway Station;Maputo Central Station|Maputo|MZ|-25.9716|32.5666|sight
Praia do Tofo|Tofo Beach|Inhambane|MZ|-23.8530|35.5470|beach
Union Buildings||Pretoria|ZA|-25.7400|28.2120|sight
Voortrekker Monument|Voortrekkermonument|Pretoria|ZA|-25.7764|28.1757|sight
God's Window||Lydenburg|ZA|-24.8750|30.8910|viewpoint
Huguenot Monument|Hugenote-monument|Stellenbosch|ZA|-33.9114|19.1262|sight
Christuskirche Windhoek|Christ Church Windhoek|Windhoek|NA|-22.5680|17.0860|religious
Great Zimbabwe|Great Zimbabwe National Monument|Masvingo|ZW|-20.2710|30.9330|sight
Devil's Pool|Livingstone Island;Devils Pool Victoria Falls|Livingstone|ZM|-17.9250|25.8570|nature
Pedra de Lume|Salinas de Pedra de Lume;Pedra de Lume Salt Crater|Espargos|CV|16.7600|-22.8950|nature
Chehel Sotoun|کاخ چهلستون;Chehel Sotoun Palace|Isfahan|IR|32.6574|51.6720|sight
Sheikh Lotfollah Mosque|مسجد شیخ لطفالله|Isfahan|IR|32.6574|51.6788|religious
Ali Qapu|عمارت عالیقاپو;Ali Qapu Palace|Isfahan|IR|32.6576|51.6775|sight
Jameh Mosque of Isfahan|مسجد جامع اصفهان|Isfahan|IR|32.6700|51.6853|religious
Khaju Bridge|پل خواجو|Isfahan|IR|32.6375|51.6790|sight
Vank Cathedral|کلیسای وانک;Holy Saviour Cathedral|Isfahan|IR|32.6342|51.6552|religious
Eram Garden|باغ ارم|Shiraz|IR|29.6360|52.5257|park
Tomb of Hafez|آرامگاه حافظ;Hafezieh|Shiraz|IR|29.6253|52.5583|sight
Vakil Bazaar|بازار وکیل|Shiraz|IR|29.6132|52.5430|market
Shah Cheragh|شاهچراغ|Shiraz|IR|29.6094|52.5434|religious
Karim Khan Citadel|ارگ کریمخان;Arg-e Karim Khan|Shiraz|IR|29.6170|52.5427|sight
Naqsh-e Rostam|نقش رستم|Marvdasht|IR|29.9883|52.8744|sight
Amir Chakhmaq Complex|مجموعه امیرچخماق|Yazd|IR|31.8937|54.3712|sight
Fin Garden|باغ فین|Kashan|IR|33.9460|51.3780|park
Tabatabaei House|خانه طباطباییها|Kashan|IR|33.9760|51.4390|sight
Grand Bazaar of Tehran|بازار بزرگ تهران;Tehran Bazaar|Tehran|IR|35.6750|51.4210|market
Tabiat Bridge|پل طبیعت|Tehran|IR|35.7535|51.4200|sight
National Museum of Iran|موزه ملی ایران|Tehran|IR|35.6870|51.4140|museum
Tabriz Bazaar|بازار تبریز;Historic Bazaar of Tabriz|Tabriz|IR|38.0800|46.2930|market
Kandovan Village|روستای کندوان|Osku|IR|37.7950|46.2480|sight
Byblos Citadel|قلعة جبيل;Château de Byblos|Jbaïl|LB|34.1208|35.6466|sight
Sursock Museum|متحف سرسق;Musée Sursock|Beirut|LB|33.8930|35.5160|museum
Our Lady of Lebanon|سيدة لبنان;Notre-Dame du Liban|Jounieh|LB|33.9820|35.6520|religious
Cedars of God|أرز الرب;Arz ar-Rab;Cèdres de Dieu|Bcharré|LB|34.2440|36.0480|nature
Sidon Sea Castle|قلعة صيدا البحرية;Château de la Mer|Sidon|LB|33.5670|35.3700|sight
Beiteddine Palace|قصر بيت الدين|Beït ed Dîne|LB|33.6950|35.5800|sight
Mutrah Corniche|كورنيش مطرح;Muttrah Corniche|Muscat|OM|23.6200|58.5670|viewpoint
Nakhal Fort|حصن نخل|Barkā’|OM|23.3960|57.8290|sight
Jabreen Castle|حصن جبرين;Jibreen Castle|Bahla|OM|22.9060|57.2640|sight
Sharjah Museum of Islamic Civilization|متحف الشارقة للحضارة الإسلامية|Sharjah|AE|25.3610|55.3835|museum
Al Bidyah Mosque|مسجد البدية|Dibba Al-Fujairah|AE|25.4390|56.3600|religious
Aqaba Fort|قلعة العقبة;Mamluk Fort Aqaba|Aqaba|JO|29.5210|35.0060|sight
Little Petra|Siq al-Barid;البترا الصغيرة|Wadi Musa|JO|30.3745|35.4500|sight
Mausoleum of Mohammed V|ضريح محمد الخامس;Mausolée Mohammed V|Rabat|MA|34.0240|-6.8225|sight
Kasbah Taourirt|قصبة تاوريرت|Ouarzazate|MA|30.9195|-6.9020|sight
Atlas Studios|Atlas Film Studios|Ouarzazate|MA|30.9330|-6.9380|sight
Merinid Tombs|Tombeaux mérinides;قبور المرينيين|Fez|MA|34.0665|-4.9850|viewpoint
Agadir Oufella|أكادير أوفلا;Kasbah d'Agadir|Agadir|MA|30.4250|-9.6230|viewpoint
Ribat of Monastir|رباط المنستير;Ribat de Monastir|Monastir|TN|35.7780|10.8300|sight
Medina of Hammamet|Médina de Hammamet|Hammamet|TN|36.3990|10.6150|neighbourhood
Al-Rifa'i Mosque|مسجد الرفاعي|Cairo|EG|30.0325|31.2565|religious
Coptic Museum|المتحف القبطي|Cairo|EG|30.0060|31.2300|museum
Ben Ezra Synagogue|معبد بن عزرا|Cairo|EG|30.0053|31.2310|religious
Abu Serga Church|Church of Saints Sergius and Bacchus;كنيسة أبو سرجة|Cairo|EG|30.0057|31.2305|religious
Bayt al-Suhaymi|بيت السحيمي|Cairo|EG|30.0520|31.2620|museum
Manial Palace|قصر المنيل;Prince Mohamed Ali Palace|Cairo|EG|30.0265|31.2295|museum
Konark Sun Temple|कोणार्क सूर्य मंदिर;କୋଣାର୍କ ସୂର୍ଯ୍ୟ ମନ୍ଦିର;Sun Temple Konark|Puri|IN|19.8876|86.0945|religious
Jagannath Temple Puri|श्री जगन्नाथ मंदिर;ଶ୍ରୀ ଜଗନ୍ନାଥ ମନ୍ଦିର|Puri|IN|19.8048|85.8181|religious
Lingaraj Temple|ଲିଙ୍ଗରାଜ ମନ୍ଦିର;लिंगराज मंदिर|Bhubaneshwar|IN|20.2382|85.8338|religious
Ekambareswarar Temple|ஏகாம்பரேஸ்வரர் கோயில்|Kanchipuram|IN|12.8475|79.6997|religious
Kailasanathar Temple Kanchipuram|கைலாசநாதர் கோயில்|Kanchipuram|IN|12.8427|79.6904|religious
Ranganathaswamy Temple Srirangam|ஸ்ரீரங்கம் ரங்கநாதசுவாமி கோயில்;Srirangam Temple|Tiruchirappalli|IN|10.8623|78.6897|religious
Rockfort Temple|மலைக்கோட்டை;Rock Fort Trichy|Tiruchirappalli|IN|10.8283|78.6970|religious
Government Botanical Garden Ooty|Ooty Botanical Garden|Ooty|IN|11.4183|76.7111|park
Doddabetta Peak|ದೊಡ್ಡಬೆಟ್ಟ;Doddabetta|Ooty|IN|11.4017|76.7358|viewpoint
Kodaikanal Lake|கொடைக்கானல் ஏரி|Kodaikanal|IN|10.2340|77.4870|nature
Om Beach|ಓಂ ಬೀಚ್|Gokarna|IN|14.5190|74.3230|beach
Mahabaleshwar Temple Gokarna|ಮಹಾಬಲೇಶ್ವರ ದೇವಾಲಯ|Gokarna|IN|14.5432|74.3172|religious
Junagarh Fort|जूनागढ़ किला|Bikaner|IN|28.0221|73.3188|sight
Karni Mata Temple|करणी माता मंदिर;Rat Temple|Deshnoke|IN|27.7904|73.3407|religious
Chittorgarh Fort|चित्तौड़गढ़ किला;Chittor Fort|Chittaurgarh|IN|24.8868|74.6460|sight
Dilwara Temples|दिलवाड़ा मंदिर|Abu|IN|24.6093|72.7233|religious
Nakki Lake|नक्की झील|Abu|IN|24.5935|72.7065|nature
Ranakpur Jain Temple|रणकपुर जैन मंदिर;Chaturmukha Dharana Vihara|Sadri|IN|25.1160|73.4730|religious
Kumbhalgarh Fort|कुम्भलगढ़ दुर्ग|Sadri|IN|25.1480|73.5870|sight
Gwalior Fort|ग्वालियर किला|Gwalior|IN|26.2302|78.1690|sight
Jai Vilas Palace|जय विलास महल|Gwalior|IN|26.2030|78.1680|museum
Bibi Ka Maqbara|बीबी का मक़बरा|Aurangabad|IN|19.9012|75.3203|sight
Daulatabad Fort|दौलताबाद किला|Aurangabad|IN|19.9430|75.2130|sight
Mandore Gardens|मंडोर उद्यान|Jodhpur|IN|26.3500|73.0340|park
Bada Bagh|बड़ा बाग|Jaisalmer|IN|26.9520|70.8840|sight
Hemis Monastery|ཧེ་མིས་དགོན་པ་|Leh|IN|33.9120|77.7030|religious
Alchi Monastery|Alchi Choskhor|Leh|IN|34.2240|77.1750|religious
Christ Church Shimla||Shimla|IN|31.1040|77.1750|religious
Jakhoo Temple|जाखू मंदिर|Shimla|IN|31.1010|77.1840|religious
Beatles Ashram|Chaurasi Kutia;Maharishi Mahesh Yogi Ashram|Rishikesh|IN|30.1115|78.3125|sight
Ramnagar Fort|रामनगर किला|Varanasi|IN|25.2840|83.0270|sight
Jew Town Kochi|Mattancherry Jew Town|Cochin|IN|9.9570|76.2600|neighbourhood
Athirappilly Falls|അതിരപ്പിള്ളി വെള്ളച്ചാട്ടം|Angamali|IN|10.2850|76.5700|nature
Dudhsagar Falls|दूधसागर धबधबो|Panaji|IN|15.3140|74.3140|nature
Nallur Kandaswamy Temple|நல்லூர் கந்தசுவாமி கோவில்|Jaffna|LK|9.6745|80.0295|religious
Jaffna Fort|யாழ்ப்பாணக் கோட்டை|Jaffna|LK|9.6620|80.0080|sight
Koneswaram Temple|கோணேஸ்வரம் கோயில்|Trincomalee|LK|8.5830|81.2450|religious
Pidurangala Rock|පිදුරංගල|Sigiriya|LK|7.9650|80.7600|viewpoint
Dutch Reformed Church Galle|Groote Kerk Galle|Galle|LK|6.0270|80.2170|religious
Golden Temple Patan|Hiranya Varna Mahavihar;Kwa Bahal|Patan|NP|27.6760|85.3240|religious
Patan Museum||Patan|NP|27.6730|85.3250|museum
Kopan Monastery|कोपन गुम्बा|Kathmandu|NP|27.7430|85.3620|religious
Narayanhiti Palace Museum|नारायणहिटी दरबार|Kathmandu|NP|27.7150|85.3180|museum
Asan Tole|असन|Kathmandu|NP|27.7080|85.3120|market
Dalat Railway Station|Ga Đà Lạt;달랏 기차역;달랏역;달랏 역;大叻火车站;大叻火車站|Da Lat|VN|11.9420|108.4550|sight
Linh Phuoc Pagoda|Chùa Linh Phước;Ve Chai Pagoda;린프억 사원;린푸억 사원;린프억사;린프억 사;大叻灵福寺;大叻靈福寺|Da Lat|VN|11.9450|108.4990|religious
Datanla Falls|Thác Datanla;다딴라 폭포;다탄라 폭포;다딴라폭포;다딴라;达坦拉瀑布;達坦拉瀑布|Da Lat|VN|11.9020|108.4490|nature
Truc Lam Monastery|Thiền viện Trúc Lâm Đà Lạt;쭉럼 사원;죽림사 달랏;쭉럼 선원;죽림선원;大叻竹林禅院;大叻竹林禪院|Da Lat|VN|11.9130|108.4370|religious
Hòn Chồng|Hon Chong Promontory;혼쫑 곶;혼총 곶;혼쫑;혼쫑곶|Nha Trang|VN|12.2720|109.2050|viewpoint
Nha Trang Cathedral|Nhà thờ Núi;Christ the King Cathedral Nha Trang;나트랑 대성당;나짱 대성당;나트랑 성당;芽庄大教堂;芽莊大教堂|Nha Trang|VN|12.2470|109.1880|religious
Bokor Hill Station|Bokor National Park;ភ្នំបូកគោ|Kampot|KH|10.6270|104.0270|sight
Plain of Jars Site 1|ທົ່ງໄຫຫີນ;Plain of Jars;항아리 평원;항아리평원|Muang Phônsavan|LA|19.4290|103.1530|sight
Kota Kinabalu City Mosque|Masjid Bandaraya Kota Kinabalu;코타키나발루 시티 모스크;시티 모스크 코타키나발루;亚庇水上清真寺;亞庇水上清真寺;亚庇市立清真寺|Kota Kinabalu|MY|5.9920|116.1080|religious
Tangkuban Perahu|Gunung Tangkuban Parahu;覆舟火山|Lembang|ID|-6.7600|107.6090|nature
Kawah Putih|Kawah Putih Ciwidey|Bandung|ID|-7.1660|107.4020|nature
Kandawgyi Lake|ကန်တော်ကြီး|Yangon|MM|16.7900|96.1630|nature
Botataung Pagoda|ဗိုလ်တထောင်ဘုရား|Yangon|MM|16.7690|96.1720|religious
Art Gallery of South Australia||Adelaide|AU|-34.9205|138.6040|museum
Adelaide Botanic Garden||Adelaide|AU|-34.9180|138.6100|park
Fremantle Prison||Fremantle|AU|-32.0550|115.7540|sight
Mossman Gorge|모스맨 협곡;モスマン渓谷;莫斯曼峡谷;莫斯曼峽谷;모스맨협곡|Mossman|AU|-16.4720|145.3320|nature
National Gallery of Australia||Canberra|AU|-35.3000|149.1360|museum
Mount Ainslie Lookout||Canberra|AU|-35.2700|149.1580|viewpoint
Cardboard Cathedral|Transitional Cathedral|Christchurch|NZ|-43.5340|172.6430|religious
New Regent Street||Christchurch|NZ|-43.5290|172.6380|neighbourhood
Abel Tasman National Park|エイベル・タスマン国立公園;아벨 태즈먼 국립공원;亚伯塔斯曼国家公园;Abel-Tasman-Nationalpark;Parc national Abel Tasman|Motueka|NZ|-40.8333|172.9000|park
Beehive Wellington|The Beehive;Parliament Buildings Wellington|Wellington|NZ|-41.2785|174.7770|sight
Oriental Bay||Wellington|NZ|-41.2910|174.7930|beach
Christ Church Russell||Paihia|NZ|-35.2630|174.1220|religious
Muriwai Gannet Colony||Auckland|NZ|-36.8330|174.4250|nature
Bolo Haouz Mosque|Bolo Hovuz masjidi;Bolo Hauz|Bukhara|UZ|39.7792|64.4091|religious
Jaffa Clock Tower|מגדל השעון ביפו|Tel Aviv|IL|32.0551|34.7561|sight
HaTachana|Old Jaffa Railway Station;התחנה|Tel Aviv|IL|32.0590|34.7630|neighbourhood
Stella Maris Monastery|סטלה מאריס|Haifa|IL|32.8270|34.9700|religious
Templars' Tunnel Acre|מנהרת הטמפלרים|Acre|IL|32.9210|35.0680|sight
Spanish Mosque Chefchaouen|Mosquée espagnole;스페인 모스크 셰프샤우엔;スパニッシュ・モスク;舍夫沙万西班牙清真寺;스페인모스크셰프샤우엔;スパニッシュモスク|Chefchaouen|MA|35.1710|-5.2600|viewpoint
Mausoleum of Moulay Ismail|ضريح مولاي إسماعيل;Mausolée Moulay Ismaïl|Meknès|MA|33.8920|-5.5610|religious
Kasbah Museum Tangier|Musée de la Kasbah;Dar el Makhzen Tangier|Tangier|MA|35.7885|-5.8130|museum
Quartier Habous|Habous Quarter;Nouvelle Médina Casablanca|Casablanca|MA|33.5770|-7.6130|neighbourhood
Baron Empain Palace|قصر البارون;Baron Palace|Cairo|EG|30.0865|31.3300|sight
Al-Hakim Mosque|جامع الحاكم بأمر الله|Cairo|EG|30.0550|31.2640|religious
Qalawun Complex|مجموعة قلاوون;Mosque-Madrasa of Qalawun|Cairo|EG|30.0500|31.2610|religious
Moses Mabhida Stadium||Durban|ZA|-29.8290|31.0300|sight
Durban Botanic Gardens||Durban|ZA|-29.8470|31.0080|park
Nelson Mandela Square||Johannesburg|ZA|-26.1070|28.0540|shop
Old Town Mombasa|Mombasa Old Town|Mombasa|KE|-4.0610|39.6790|neighbourhood
Karura Forest||Nairobi|KE|-1.2370|36.8300|park
Victoria Falls Bridge||Victoria Falls|ZW|-17.9280|25.8570|sight
Independence Memorial Museum||Windhoek|NA|-22.5680|17.0870|museum
Wat Intharawihan|วัดอินทรวิหาร;Standing Buddha Bangkok;왓 인타라위한;왓인타라위한;ワット・インタラウィハーン|Bangkok|TH|13.7680|100.5040|religious
Wat Pha Lat|วัดผาลาด;왓 파랏;왓파랏|Chiang Mai|TH|18.7995|98.9310|religious
Quan Thanh Temple|Đền Quán Thánh;꽌탄 사원;진무관;꽌타인 사원;鎮武観;クアンタン寺;镇武观;鎮武觀|Hanoi|VN|21.0430|105.8370|religious
Vietnamese Women's Museum|Bảo tàng Phụ nữ Việt Nam;베트남 여성 박물관;베트남 여성박물관;ベトナム女性博物館;越南妇女博物馆;越南婦女博物館|Hanoi|VN|21.0250|105.8550|museum
Vietnam National Museum of History|Bảo tàng Lịch sử Quốc gia;베트남 국립역사박물관;베트남 역사박물관;ベトナム国立歴史博物館;越南国家历史博物馆;越南國家歷史博物館|Hanoi|VN|21.0245|105.8600|museum
Ho Chi Minh City Museum|Bảo tàng Thành phố Hồ Chí Minh;Gia Long Palace;호치민시 박물관;호치민 시립박물관;ホーチミン市博物館|Ho Chi Minh City|VN|10.7760|106.6995|museum
Saigon Zoo and Botanical Gardens|Thảo Cầm Viên Sài Gòn;사이공 동물원;호치민 동식물원;사이공 동식물원;サイゴン動植物園;西贡动植物园;西貢動植物園|Ho Chi Minh City|VN|10.7875|106.7050|park
Carlton Gardens|칼튼 가든;カールトン・ガーデンズ;卡尔顿花园;卡爾頓花園;칼튼가든;カールトンガーデンズ|Melbourne|AU|-37.8060|144.9710|park
Fitzroy Gardens|피츠로이 가든;フィッツロイ庭園;菲茨罗伊花园;費茲洛伊花園;피츠로이가든|Melbourne|AU|-37.8130|144.9800|park
Auckland Art Gallery|Toi o Tāmaki|Auckland|NZ|-36.8510|174.7660|museum
Auckland Harbour Bridge|오클랜드 하버 브리지;オークランド・ハーバーブリッジ;奥克兰海港大桥;奧克蘭海港大橋;오클랜드하버브리지;オークランドハーバーブリッジ|Auckland|NZ|-36.8320|174.7470|sight
Mission Bay Auckland|오클랜드 미션 베이;奥克兰使命湾;오클랜드미션베이|Auckland|NZ|-36.8480|174.8310|beach
Ponsonby Road||Auckland|NZ|-36.8500|174.7450|neighbourhood
Feroz Shah Kotla|फ़िरोज़ शाह कोटला|New Delhi|IN|28.6360|77.2450|sight
National Rail Museum|राष्ट्रीय रेल संग्रहालय|New Delhi|IN|28.5850|77.1810|museum
Global Vipassana Pagoda||Mumbai|IN|19.2290|72.8060|religious
Mahalaxmi Temple Mumbai|महालक्ष्मी मंदिर|Mumbai|IN|18.9780|72.8070|religious
Chand Baori|चाँद बावड़ी;Abhaneri Stepwell|Dausa|IN|27.0070|76.6070|sight
Jakarta History Museum|Museum Fatahillah;Museum Sejarah Jakarta|Jakarta|ID|-6.1352|106.8133|museum
Viharamahadevi Park|විහාරමහාදේවී උද්‍යානය|Colombo|LK|6.9130|79.8620|park
Seema Malaka|සීමාමාලකය|Colombo|LK|6.9160|79.8560|religious
Casa Manila|카사 마닐라;马尼拉之家博物馆|Manila|PH|14.5890|120.9750|museum
Ho Chi Minh Museum|Bảo tàng Hồ Chí Minh;하노이 호치민 박물관;호찌민 박물관;ホーチミン博物館;河内胡志明博物馆|Hanoi|VN|21.0352|105.8326|museum
Hyde Park Barracks|ハイド・パーク・バラックス|Sydney|AU|-33.8695|151.2127|museum
Sydney Observatory|シドニー天文台|Sydney|AU|-33.8597|151.2046|viewpoint
Observatory Hill|Observatory Hill Park|Sydney|AU|-33.8597|151.2046|park
Peranakan Museum|페라나칸 박물관;페라나칸 뮤지엄;プラナカン博物館;土生华人博物馆;土生華人博物館|Singapore|SG|1.2944|103.8490|museum
Jurong Lake Gardens|주롱 레이크 가든;주롱 호수공원;ジュロン・レイク・ガーデンズ;裕廊湖花园;裕廊湖花園|Singapore|SG|1.3390|103.7290|park
National Museum of Malaysia|Muzium Negara;말레이시아 국립박물관;マレーシア国立博物館;马来西亚国家博物馆;馬來西亞國家博物館|Kuala Lumpur|MY|3.1375|101.6875|museum
Sultan Abdul Samad Building|Bangunan Sultan Abdul Samad;술탄 압둘 사마드 빌딩;술탄압둘사마드 빌딩;スルタン・アブドゥル・サマド・ビル;苏丹阿都沙末大厦;蘇丹阿都沙末大廈|Kuala Lumpur|MY|3.1487|101.6945|sight
Gandhi Smriti|गांधी स्मृति;Birla House|New Delhi|IN|28.6016|77.2140|museum
Jehangir Art Gallery||Mumbai|IN|18.9272|72.8317|museum
Rajabai Clock Tower||Mumbai|IN|18.9298|72.8300|sight
Flora Fountain||Mumbai|IN|18.9322|72.8316|sight
Hutatma Chowk|Hutatma Chowk Mumbai|Mumbai|IN|18.9322|72.8316|sight
Iziko South African Museum||Cape Town|ZA|-33.9290|18.4170|museum
St George's Cathedral Cape Town||Cape Town|ZA|-33.9250|18.4190|religious
Mosque of Amr ibn al-As|جامع عمرو بن العاص|Cairo|EG|30.0100|31.2330|religious
Gayer-Anderson Museum|Bayt al-Kritliyya;متحف جاير أندرسون|Cairo|EG|30.0285|31.2500|museum
Sri Veeramakaliamman Temple|スリ・ヴィラマカリアマン寺院|Singapore|SG|1.3075|103.8520|religious
Tao Dan Park|Công viên Tao Đàn;따오단 공원;따오단공원|Ho Chi Minh City|VN|10.7745|106.6920|park
Hanoi Flag Tower|Cột cờ Hà Nội;하노이 깃발탑;하노이 국기탑;ハノイ国旗掲揚塔;河内旗台;河內旗台|Hanoi|VN|21.0325|105.8397|sight
Tughlaqabad Fort|तुग़लक़ाबाद क़िला|New Delhi|IN|28.5110|77.2610|sight
Sassoon Dock||Mumbai|IN|18.9110|72.8260|market
Wat Mangkon Kamalawat|วัดมังกรกมลาวาส;Wat Leng Noei Yi;龍蓮寺;왓 망꼰;왓망꼰 까말라왓;용련사;ワット・マンコン・カマラワート;龙莲寺|Bangkok|TH|13.7437|100.5108|religious
Block Arcade|블록 아케이드;ブロック・アーケード;街区拱廊;街區拱廊;블록아케이드;ブロックアーケード|Melbourne|AU|-37.8158|144.9646|shop
Marble Palace Kolkata|मार्बल पैलेस;মার্বেল প্যালেস|Kolkata|IN|22.5825|88.3590|sight
Ranganathaswamy Temple Srirangapatna|ಶ್ರೀರಂಗನಾಥಸ್ವಾಮಿ ದೇವಾಲಯ|Mysore|IN|12.4260|76.6780|religious
Daria Daulat Bagh|ದರಿಯಾ ದೌಲತ್ ಬಾಗ್;Tipu Sultan's Summer Palace Srirangapatna|Mysore|IN|12.4190|76.6950|sight
Tamarama Beach|タマラマ・ビーチ|Sydney|AU|-33.8990|151.2720|beach
Bondi Icebergs|Bondi Icebergs Pool;ボンダイ・アイスバーグ;본다이 아이스버그;邦迪冰山泳池;본다이아이스버그;ボンダイアイスバーグ|Sydney|AU|-33.8947|151.2745|sight
Shelly Beach Manly||Sydney|AU|-33.8000|151.2975|beach
The Gap Watsons Bay|The Gap Sydney;ザ・ギャップ シドニー;더 갭;ザ・ギャップ;더갭;ザギャップ|Sydney|AU|-33.8424|151.2869|viewpoint
The Strand Arcade|ストランド・アーケード;스트랜드 아케이드;斯特兰德拱廊;스트랜드아케이드;ストランドアーケード|Sydney|AU|-33.8697|151.2075|shop
Balmoral Beach|バルモラル・ビーチ|Sydney|AU|-33.8267|151.2520|beach
Wendy's Secret Garden||Sydney|AU|-33.8469|151.2085|park
Barrenjoey Lighthouse||Sydney|AU|-33.5800|151.3290|viewpoint
Royal Botanic Gardens Victoria||Melbourne|AU|-37.8304|144.9796|park
Royal Arcade Melbourne||Melbourne|AU|-37.8148|144.9640|shop
Cooks' Cottage|쿡 선장의 오두막;クックの家;库克船长小屋;庫克船長小屋;쿡선장의오두막|Melbourne|AU|-37.8145|144.9794|museum
Old Melbourne Gaol|올드 멜버른 감옥;旧メルボルン監獄;老墨尔本监狱;老墨爾本監獄;올드멜버른감옥|Melbourne|AU|-37.8078|144.9653|museum
Cape Tribulation|ケープ・トリビュレーション;케이프 트리뷸레이션|Mossman|AU|-16.0769|145.4742|nature
Gantheaume Point||Broome|AU|-17.9740|122.1840|viewpoint
Mount Coot-tha Lookout||Brisbane|AU|-27.4850|152.9580|viewpoint
Sovereign Hill||Ballarat|AU|-37.5780|143.8570|museum
Split Apple Rock|スプリット・アップル・ロック;스플릿 애플 록|Motueka|NZ|-41.0450|173.0150|nature
Wellington Botanic Garden||Wellington|NZ|-41.2820|174.7670|park
Maungawhau / Mount Eden||Auckland|NZ|-36.8770|174.7640|viewpoint
Maungakiekie / One Tree Hill||Auckland|NZ|-36.9000|174.7830|viewpoint
Bloubergstrand||Cape Town|ZA|-33.8070|18.4660|beach
Bourke's Luck Potholes||Thulamahashi|ZA|-24.6730|30.8110|nature
MacRitchie Reservoir|맥리치 저수지;マクリッチ貯水池;麦里芝蓄水池;麥里芝蓄水池|Singapore|SG|1.3440|103.8230|park
Koon Seng Road Shophouses||Singapore|SG|1.3127|103.9006|sight
Sungei Buloh Wetland Reserve|숭게이 불로 습지보호구역;숭가이 불로;双溪布洛湿地保护区;雙溪布洛濕地保護區|Singapore|SG|1.4460|103.7300|nature
National Orchid Garden|국립 난초원;내셔널 오키드 가든;싱가포르 난초정원;国立蘭園 シンガポール;国家胡姬园;國家胡姬園|Singapore|SG|1.3115|103.8149|park
Ananta Samakhom Throne Hall|아난타 사마콤 궁전;아난따 싸마콤 궁전|Bangkok|TH|13.7711|100.5121|sight
Wat Paknam Phasi Charoen||Bangkok|TH|13.7217|100.4700|religious
Wat Ratchabophit|왓 랏차보핏;왓랏차보핏;ワット・ラーチャボピット|Bangkok|TH|13.7490|100.4970|religious
Binondo Church|비논도 성당;비논도 교회;岷伦洛教堂;岷倫洛教堂|Manila|PH|14.6003|120.9747|religious
KL Forest Eco Park|KL 포레스트 에코파크;KL 에코파크 캐노피워크|Kuala Lumpur|MY|3.1520|101.7040|park
Sri Mahamariamman Temple||Kuala Lumpur|MY|3.1440|101.6970|religious
St Clair Beach||Dunedin|NZ|-45.9120|170.4870|beach
Otago Museum||Dunedin|NZ|-45.8660|170.5110|museum
International Antarctic Centre||Christchurch|NZ|-43.4890|172.5470|museum
Round House Fremantle|The Round House|Fremantle|AU|-32.0560|115.7420|sight
Cairns Esplanade Lagoon|エスプラネード・ラグーン;케언스 에스플러네이드 라군;ケアンズ・エスプラネード・ラグーン;凯恩斯滨海泳池;케언스에스플러네이드라군;ケアンズエスプラネードラグーン|Cairns|AU|-16.9190|145.7780|beach
Barron Falls|バロン滝;배런 폭포;巴伦瀑布;巴倫瀑布;배런폭포|Cairns|AU|-16.8400|145.6430|nature
Russell Falls||New Norfolk|AU|-42.6770|146.7140|nature
Healesville Sanctuary||Healesville|AU|-37.6830|145.5320|park
Questacon||Canberra|AU|-35.2985|149.1310|museum
National Museum of Australia||Canberra|AU|-35.2930|149.1210|museum
Lake Burley Griffin|バーリー・グリフィン湖;벌리 그리핀 호수|Canberra|AU|-35.2960|149.1180|nature
Nobbys Beach||Newcastle|AU|-32.9210|151.7890|beach
Hector Pieterson Memorial|Hector Pieterson Museum|Johannesburg|ZA|-26.2380|27.9080|museum
Akshardham||New Delhi|IN|28.6127|77.2773|religious
Akbar's Tomb||Agra|IN|27.2205|77.9500|sight
Udayagiri and Khandagiri Caves||Bhubaneshwar|IN|20.2630|85.7860|sight
Sanchi Stupa|Great Stupa of Sanchi|Vidisha|IN|23.4794|77.7397|religious
Badami Cave Temples||Badami|IN|15.9180|75.6870|religious
Pattadakal||Badami|IN|15.9480|75.8160|religious
Durga Temple Aihole||Badami|IN|16.0200|75.8830|religious
Ramanathaswamy Temple||Rameswaram|IN|9.2881|79.3174|religious
Thillai Nataraja Temple|Chidambaram Nataraja Temple|Chidambaram|IN|11.3993|79.6935|religious
Qutb Shahi Tombs||Hyderabad|IN|17.3946|78.3963|sight
Sajjangarh Monsoon Palace|Monsoon Palace|Udaipur|IN|24.5940|73.6370|viewpoint
Museum of Islamic Art Cairo||Cairo|EG|30.0446|31.2523|museum
Qubbet el-Hawa|Tombs of the Nobles Aswan|Aswan|EG|24.1000|32.8880|sight
Monastery of St. Simeon||Aswan|EG|24.0950|32.8760|sight
The Grounds of Alexandria||Sydney|AU|-33.9105|151.1940|food
Camp Cove||Sydney|AU|-33.8390|151.2790|beach
West Head Lookout||Sydney|AU|-33.5790|151.2960|viewpoint
Cronulla Beach||Sydney|AU|-34.0560|151.1540|beach
St Paul's Cathedral Melbourne|세인트 폴 대성당 멜버른;墨尔本圣保罗大教堂;墨爾本聖保羅座堂;세인트폴대성당멜버른|Melbourne|AU|-37.8170|144.9677|religious
St Patrick's Cathedral Melbourne||Melbourne|AU|-37.8100|144.9760|religious
Heide Museum of Modern Art||Melbourne|AU|-37.7580|145.0830|museum
Albert Park Lake||Melbourne|AU|-37.8450|144.9700|park
Melbourne Zoo||Melbourne|AU|-37.7840|144.9510|park
AC/DC Lane|AC/DC 레인;AC/DCレーン;AC/DC巷|Melbourne|AU|-37.8152|144.9715|sight
Bo-Kaap Museum||Cape Town|ZA|-33.9210|18.4150|museum
Iziko South African National Gallery||Cape Town|ZA|-33.9295|18.4180|museum
Slave Lodge||Cape Town|ZA|-33.9254|18.4200|museum
Old Biscuit Mill||Cape Town|ZA|-33.9275|18.4573|market
Rhodes Memorial||Cape Town|ZA|-33.9520|18.4680|viewpoint
Llandudno Beach||Cape Town|ZA|-34.0080|18.3410|beach
Hout Bay Harbour||Cape Town|ZA|-34.0500|18.3500|sight
Table Mountain Aerial Cableway||Cape Town|ZA|-33.9480|18.4030|viewpoint
Chinatown Heritage Centre|차이나타운 헤리티지 센터;チャイナタウン・ヘリテージ・センター;牛车水原貌馆;牛車水原貌館|Singapore|SG|1.2834|103.8444|museum
Armenian Church Singapore|Armenian Church of St Gregory the Illuminator|Singapore|SG|1.2930|103.8496|religious
Geylang Serai Market|芽笼士乃巴刹;芽籠士乃巴剎|Singapore|SG|1.3170|103.8980|market
Sri Srinivasa Perumal Temple|スリ・スリニヴァサ・ペルマル寺院|Singapore|SG|1.3110|103.8560|religious
Fort Siloso|실로소 요새;포트 실로소;シロソ砦;西乐索炮台;西樂索砲台|Singapore|SG|1.2590|103.8090|sight
Tanjong Beach|탄종 비치;탄중 비치 센토사|Singapore|SG|1.2450|103.8290|beach
Wat Prayoon|왓 프라윤;왓프라윤;ワット・プラユーン|Bangkok|TH|13.7380|100.4930|religious
Khlong Ong Ang|크롱옹앙;클롱 옹앙;クローン・オンアン|Bangkok|TH|13.7450|100.5030|sight
Suan Pakkad Palace|수안팍깟 궁전;쑤언빡깟 궁전|Bangkok|TH|13.7560|100.5370|museum
Siriraj Medical Museum|시리랏 의학박물관;씨리랏 박물관|Bangkok|TH|13.7590|100.4860|museum
Taling Chan Floating Market|딸링찬 수상시장;탈링찬 수상시장;タリンチャン水上マーケット|Bangkok|TH|13.7760|100.4560|market
Hua Lamphong Station|후알람퐁역;후아람퐁역;후알람퐁 역;フアランポーン駅;华南蓬火车站;華南蓬火車站|Bangkok|TH|13.7390|100.5170|sight
Sabarmati Ashram|Gandhi Ashram|Ahmedabad|IN|23.0607|72.5809|museum
Adalaj Stepwell|Adalaj ni Vav|Ahmedabad|IN|23.1668|72.5802|sight
Sidi Saiyyed Mosque|Sidi Saiyyed ni Jali|Ahmedabad|IN|23.0266|72.5810|religious
Rani ki Vav||Patan|IN|23.8589|72.1016|sight
Prinsep Ghat||Kolkata|IN|22.5550|88.3300|sight
Bara Imambara||Lucknow|IN|26.8692|80.9125|sight
Padmanabhaswamy Temple|Sree Padmanabhaswamy Temple|Thiruvananthapuram|IN|8.4828|76.9436|religious
Batu Ferringhi Beach||George Town|MY|5.4750|100.2480|beach
National Museum of Indonesia|Museum Nasional|Jakarta|ID|-6.1762|106.8222|museum
Tukad Cepung Waterfall|뚜깟 쯔뿡 폭포;투카드 체풍 폭포|Bangli|ID|-8.4390|115.3880|nature
Bajra Sandhi Monument|바즈라 산디 기념비;바자라 산디;バジュラ・サンディ記念碑|Denpasar|ID|-8.6721|115.2337|sight
Pandawa Beach|Pantai Pandawa;판다와 비치;빤다와 비치;パンダワビーチ|Nusa Dua|ID|-8.8450|115.1870|beach
Balangan Beach|발랑안 비치;발랑간 비치|Jimbaran|ID|-8.7910|115.1230|beach
Baclayon Church|바클라욘 성당;바클라욘 교회;巴克莱恩教堂|Dauis|PH|9.6230|123.9130|religious
Miagao Church||Miagao|PH|10.6420|122.2350|religious
Phuoc Kien Assembly Hall||Hoi An|VN|15.8780|108.3310|religious
Christ of Vung Tau|Tượng Chúa Kitô Vua;붕따우 예수상;붕따우 예수상 언덕;头顿耶稣像;頭頓耶穌像|Vung Tau|VN|10.3260|107.0900|viewpoint
Haew Suwat Waterfall|해우수왓 폭포;해우쑤왓 폭포|Pak Chong|TH|14.4420|101.3780|nature
Monastery of Saint Simon the Tanner|Cave Church Mokattam|Cairo|EG|30.0320|31.2780|religious
Abu al-Abbas al-Mursi Mosque||Alexandria|EG|31.2060|29.8820|religious
Stanley Bridge||Alexandria|EG|31.2350|29.9500|sight
Alexandria National Museum||Alexandria|EG|31.2010|29.9130|museum
Al Shindagha Museum||Dubai|AE|25.2650|55.2890|museum
Etihad Museum||Dubai|AE|25.2380|55.2790|museum
Qasr Al Hosn|카스르 알 호슨;カスル・アル・ホスン;阿布扎比宫堡;카스르알호슨;カスルアルホスン|Abu Dhabi|AE|24.4821|54.3546|museum
Dar El Bacha|Musée des Confluences Marrakech;Dar el Bacha Marrakech|Marrakesh|MA|31.6324|-7.9925|museum
Musée de Marrakech|Marrakech Museum;Dar Mnebhi|Marrakesh|MA|31.6312|-7.9862|museum
Bab Agnaou|Bab Agnaou Marrakech;바브 아그나우;アグノウ門;阿格诺门;바브아그나우|Marrakesh|MA|31.6180|-7.9893|sight
Place des Ferblantiers|Ferblantiers Square Marrakech|Marrakesh|MA|31.6213|-7.9853|market
Tanneries de Marrakech|Marrakech Tanneries;Bab Debbagh tanneries|Marrakesh|MA|31.6345|-7.9787|sight
Médina d'Essaouira|Essaouira Medina|Essaouira|MA|31.5125|-9.7700|neighbourhood
Place Moulay Hassan|Place Moulay Hassan Essaouira|Essaouira|MA|31.5140|-9.7705|sight
Jnan Sbil|Jardin Jnan Sbil;Bou Jeloud Gardens|Fès|MA|34.0600|-4.9880|park
Musée Dar Batha|Dar Batha;Batha Museum|Fès|MA|34.0618|-4.9839|museum
Médersa Attarine|Al-Attarine Madrasa;Attarine Madrasa|Fès|MA|34.0655|-4.9737|religious
Place Seffarine|Seffarine Square;Place Es-Seffarine|Fès|MA|34.0640|-4.9725|market
Café Hafa|Cafe Hafa Tangier|Tangier|MA|35.7887|-5.8176|food
Petit Socco|Souk Dakhel|Tangier|MA|35.7862|-5.8110|neighbourhood
Tangier American Legation|Légation américaine de Tanger;American Legation Museum|Tangier|MA|35.7846|-5.8123|museum
Médina d'Asilah|Asilah Medina;Asilah ramparts|Asilah|MA|35.4650|-6.0340|neighbourhood
Rick's Café|Ricks Cafe Casablanca|Casablanca|MA|33.6085|-7.6163|food
Colline de Byrsa|Byrsa Hill;Musée national de Carthage|Carthage|TN|36.8526|10.3234|sight
Acropolium de Carthage|Cathédrale Saint-Louis de Carthage|Carthage|TN|36.8535|10.3245|religious
Tophet de Carthage|Tophet of Salammbô|Carthage|TN|36.8458|10.3232|sight
Cathédrale Saint-Vincent-de-Paul de Tunis|Tunis Cathedral|Tunis|TN|36.7995|10.1810|religious
Bab El Bhar|Porte de France Tunis|Tunis|TN|36.7993|10.1795|sight
Bulla Regia|Bulla Regia archaeological site|Jendouba|TN|36.5583|8.7556|sight
Djerbahood|Erriadh street art|Houmt El Souk|TN|33.8200|10.8520|neighbourhood
Pointe des Almadies|Les Almadies|Dakar|SN|14.7450|-17.5300|viewpoint
Île de Ngor|Ngor Island|Dakar|SN|14.7560|-17.5150|beach
Marché Sandaga|Sandaga Market|Dakar|SN|14.6705|-17.4370|market
Grande Mosquée de Touba|Great Mosque of Touba|Touba|SN|14.8617|-15.8757|religious
Cirque de Cilaos|Cilaos cirque|Cilaos|RE|-21.1350|55.4700|nature
Cirque de Mafate|Mafate|Saint-Paul|RE|-21.0500|55.4200|nature
Cirque de Salazie|Salazie cirque|Salazie|RE|-21.0650|55.5300|nature
Piton des Neiges|Piton des Neiges summit|Cilaos|RE|-21.0994|55.4786|nature
Plage de l'Hermitage|Lagon de l'Hermitage;Hermitage beach Réunion;L'Hermitage Beach|Saint-Paul|RE|-21.0800|55.2220|beach
Le Maïdo|Piton Maïdo;Maido viewpoint;Maïdo|Saint-Paul|RE|-21.0707|55.3880|viewpoint
Belvédère d'Opunohu|Belvedere Lookout Moorea;Belvédère de Moorea|Papetoai|PF|-17.5390|-149.8266|viewpoint
Baie d'Opunohu|Opunohu Bay|Papetoai|PF|-17.5000|-149.8500|nature
Pointe Vénus|Point Venus Tahiti|Mahina|PF|-17.4955|-149.4950|beach
Place des Cocotiers|Place des Cocotiers Nouméa|Nouméa|NC|-22.2750|166.4440|park
Phare Amédée|Îlot Amédée;Amédée Lighthouse;Amedee Island|Nouméa|NC|-22.4784|166.4670|sight
Cœur de Voh|Heart of Voh|Voh|NC|-20.9363|164.6583|nature
Cebu Taoist Temple|Taoist Temple Cebu;세부 도교사원;宿务道观;세부 도교 사원;도교사원 세부;세부 타오이스트 템플;セブ道教寺院;宿務道觀;宿务定光宝殿|Cebu City|PH|10.3340|123.8870|religious
Mactan Shrine|Lapu-Lapu Shrine;Liberty Shrine Mactan;막탄 슈라인;라푸라푸 동상;막탄슈라인;라푸라푸 기념비;막탄 쉬라인;マクタン・シュライン;ラプラプ像;麦克坦神殿;拉普拉普纪念碑;拉普拉普紀念碑|Lapu-Lapu City|PH|10.3100|124.0150|sight
Puka Shell Beach|Puka Beach Boracay;Yapak Beach;푸카 셸 비치;푸카비치;푸카 비치;푸카셸 비치;푸카 쉘 비치;普卡海滩;普卡海灘|Malay|PH|11.9980|121.9130|beach
Willy's Rock|Willy's Rock Boracay;윌리스 락;윌리스락;윌리스 록|Malay|PH|11.9650|121.9260|sight
Museum of Cham Sculpture|Bảo tàng Điêu khắc Chăm;Cham Museum Da Nang;참 조각 박물관;참 박물관;다낭 참 박물관;참조각박물관;チャム彫刻博物館;占婆雕塑博物馆;占婆雕塑博物館|Da Nang|VN|16.0603|108.2236|museum
Chợ Đầm|Dam Market Nha Trang;담 시장;나트랑 담시장;담시장;나트랑 담 시장;芽庄坛市场;芽莊壇市場|Nha Trang|VN|12.2540|109.1920|market
Viện Hải dương học|Institute of Oceanography Nha Trang;National Oceanographic Museum;해양학 박물관;나트랑 해양박물관;국립해양학박물관;나트랑 해양학 박물관|Nha Trang|VN|12.2070|109.2150|museum
Rừng dừa Bảy Mẫu|Bay Mau Coconut Forest;Cam Thanh Coconut Village;바구니배 코코넛마을;코코넛 빌리지;바이머우 코코넛 숲;껌탄 코코넛 마을;호이안 바구니배;バイマウ・ココナッツ村;ココナッツ村 ホイアン;会安椰林;会安椰子林;會安椰子林|Hoi An|VN|15.8930|108.3630|nature
Cầu Tình Yêu Đà Nẵng|Love Lock Bridge Da Nang;Da Nang Love Bridge;사랑의 다리 다낭;愛の橋 ダナン;岘港爱情桥;峴港愛情橋|Da Nang|VN|16.0617|108.2295|sight
Fortaleza de São Miguel de Luanda|Fortaleza de São Miguel;Museu das Forças Armadas Luanda|Luanda|AO|-8.8100|13.2240|sight
Ilha de Luanda|Ilha do Cabo|Luanda|AO|-8.7940|13.2250|beach
Memorial António Agostinho Neto|Mausoléu de Agostinho Neto|Luanda|AO|-8.8230|13.2220|sight
Marginal de Luanda|Avenida 4 de Fevereiro|Luanda|AO|-8.8130|13.2330|sight
Fenda da Tundavala|Tundavala|Lubango|AO|-14.8200|13.4140|viewpoint
Fortaleza de Maputo|Fortaleza de Nossa Senhora da Conceição Maputo|Maputo|MZ|-25.9720|32.5730|sight
Catedral de Nossa Senhora da Conceição de Maputo|Maputo Cathedral|Maputo|MZ|-25.9690|32.5740|religious
Mercado Municipal de Maputo|Mercado Central de Maputo|Maputo|MZ|-25.9690|32.5700|market
Palácio de São Paulo|Museu da Ilha de Moçambique|Ilha de Moçambique|MZ|-15.0360|40.7360|museum
Capela de Nossa Senhora do Baluarte|Nossa Senhora do Baluarte|Ilha de Moçambique|MZ|-15.0310|40.7400|religious
Praia de Santa Maria|Santa Maria Beach Sal|Santa Maria|CV|16.5950|-22.9050|beach
Buracona|Olho Azul;Blue Eye Sal|Espargos|CV|16.7280|-22.9790|nature
Fortaleza Real de São Filipe|Fortaleza de São Filipe Cidade Velha|Cidade Velha|CV|14.9170|-23.6040|sight
Monte Verde de São Vicente|Monte Verde Mindelo|Mindelo|CV|16.8686|-24.9347|viewpoint
Torre de Belém de Mindelo|Torre de Belém Mindelo|Mindelo|CV|16.8880|-24.9900|sight
Pico do Fogo|Fogo volcano;Pico de Fogo|São Filipe|CV|14.9500|-24.3460|nature
Plateau da Praia|Plateau Praia|Praia|CV|14.9170|-23.5090|neighbourhood
Two Lovers Point|Puntan Dos Amantes;사랑의 절벽;투러버스 포인트;투 러버스 포인트;괌 사랑의 절벽|Tamuning|GU|13.5275|144.8030|viewpoint
Tumon Bay|Tumon Beach;투몬 비치;투몬비치;투몬 베이;투몬베이|Tamuning|GU|13.5115|144.8035|beach
Plaza de España Hagåtña|Plaza de Espana Guam;스페인 광장 괌;괌 스페인광장;괌 스페인 광장|Hagåtña|GU|13.4742|144.7514|sight
Dulce Nombre de Maria Cathedral Basilica|Hagåtña Cathedral;Agana Cathedral;괌 대성당;아가나 대성당;하갓냐 대성당|Hagåtña|GU|13.4744|144.7522|religious
Latte Stone Park|라테스톤 공원;라테 스톤 공원;라테스톤 파크|Hagåtña|GU|13.4728|144.7500|park
Ritidian Point|Ritidian Beach;리티디안 비치;리티디안 포인트;리티디안|Yigo Village|GU|13.6500|144.8580|beach
Managaha Island|마나가하 섬;마나가하섬;마나가하|Saipan|MP|15.2417|145.7125|beach
Banzai Cliff|반자이 절벽;반자이 클리프;만세 절벽|Saipan|MP|15.2931|145.8222|viewpoint
Suicide Cliff|자살 절벽 사이판;수어사이드 클리프|Saipan|MP|15.2839|145.8161|viewpoint
Bird Island Saipan|Bird Island Lookout;버드 아일랜드 사이판;사이판 새섬;버드아일랜드|Saipan|MP|15.2611|145.8125|viewpoint
Mount Tapochau|Mt. Tapochau;타포차우 산;타포차우산;타포차우|Saipan|MP|15.1836|145.7411|viewpoint
Micro Beach|마이크로 비치;마이크로비치|Saipan|MP|15.2146|145.7158|beach
American Memorial Park|아메리칸 메모리얼 파크;미국 기념공원 사이판|Saipan|MP|15.2178|145.7200|park
Cầu sông Hàn|Han River Bridge;Song Han Bridge;한강다리 다낭;다낭 한강다리;한강 다리 다낭;한리버 브릿지|Da Nang|VN|16.0720|108.2265|sight
Bán đảo Sơn Trà|Son Tra Peninsula;Monkey Mountain Da Nang;선짜 반도;선짜반도;손트라 반도|Da Nang|VN|16.1200|108.2750|nature
Công viên Châu Á|Asia Park Da Nang;Sun World Danang Wonders;Sun Wheel Da Nang;아시아파크;아시아 파크 다낭;다낭 선휠|Da Nang|VN|16.0395|108.2268|park
Quảng trường Lâm Viên|Lam Vien Square;람비엔 광장;럼비엔 광장|Ðà Lạt|VN|11.9387|108.4449|sight
Dinh Bảo Đại|Bao Dai Summer Palace;Bao Dai Palace III;바오다이 여름궁전;바오다이 별장;바오다이 궁전|Ðà Lạt|VN|11.9301|108.4294|sight
Núi Langbiang|Langbiang Mountain;Lang Biang;랑비앙산;랑비앙 산;랑비앙|Ðà Lạt|VN|12.0466|108.4403|nature
Hồ Tuyền Lâm|Tuyen Lam Lake;뚜옌럼 호수;뚜엔람 호수|Ðà Lạt|VN|11.8960|108.4260|nature
Vườn hoa thành phố Đà Lạt|Dalat Flower Garden;Da Lat Flower Park;달랏 꽃정원;달랏 플라워가든;달랏 꽃 정원|Ðà Lạt|VN|11.9494|108.4492|park
Bãi Trường|Long Beach Phu Quoc;롱비치 푸꾸옥;푸꾸옥 롱비치|Duong Dong|VN|10.1750|103.9680|beach
Bãi biển Nha Trang|Nha Trang Beach;Tran Phu Beach;나트랑 비치;나트랑 해변;나짱 해변|Nha Trang|VN|12.2400|109.1970|beach
Baiyoke Sky Tower|อาคารใบหยก 2;바이욕 스카이 타워;바이욕 타워;바이욕 스카이|Bangkok|TH|13.7542|100.5406|viewpoint
Blue Lagoon Vang Vieng|Blue Lagoon 1;방비엥 블루라군;블루라군 방비엥|Vangviang|LA|18.9267|102.3955|nature
Tham Phu Kham|Phu Kham Cave;탐푸캄 동굴|Vangviang|LA|18.9267|102.3955|nature
Tanjung Aru Beach|Pantai Tanjung Aru;탄중아루 비치;탄중 아루 해변;탄중아루|Kota Kinabalu|MY|5.9460|116.0430|beach
Pulau Manukan|Manukan Island;마누칸 섬;마누칸섬|Kota Kinabalu|MY|5.9680|116.0030|beach
Gaya Street Sunday Market|Jalan Gaya Sunday Market;가야 스트리트 선데이 마켓;가야 스트리트|Kota Kinabalu|MY|5.9838|116.0773|market
Balicasag Island|발리카삭;발리카삭 섬;발리카삭섬|Panglao|PH|9.5167|123.6833|beach
Warner Bros. Movie World|Movie World Gold Coast;ワーナー・ブラザース・ムービー・ワールド;ムービーワールド|Gold Coast|AU|-27.9075|153.3125|sight
Sea World Gold Coast|Sea World Australia;シーワールド ゴールドコースト|Gold Coast|AU|-27.9570|153.4262|sight
Cavill Avenue|Cavill Mall;カビル・アベニュー;カビルアベニュー|Gold Coast|AU|-28.0015|153.4295|neighbourhood
Dong Khoi Street|Đường Đồng Khởi;ドンコイ通り|Ho Chi Minh City|VN|10.7765|106.7026|neighbourhood
Siam Square|สยามสแควร์;サイアム・スクエア;サイアムスクエア|Bangkok|TH|13.7450|100.5340|neighbourhood
Baiyoke Tower II|ใบหยก 2;バイヨーク・タワー|Bangkok|TH|13.7545|100.5403|viewpoint
Mustafa Centre|ムスタファ・センター|Singapore|SG|1.3099|103.8554|shop
Hukuru Miskiy|Malé Hukuru Miskiy;Malé Friday Mosque;Old Friday Mosque Malé;马累老星期五清真寺;馬累老星期五清真寺;马累古清真寺|Male|MV|4.1781|73.5124|religious
Islamic Centre Malé|Grand Friday Mosque Malé;Masjid al-Sultan Muhammad Thakurufaanu al-Auzam;马累伊斯兰中心;馬累伊斯蘭中心;马累大清真寺;馬累大清真寺|Male|MV|4.1783|73.5106|religious
Sultan Park Malé|Sultan Park;马累苏丹公园;馬累蘇丹公園|Male|MV|4.1776|73.5112|park
Sinamalé Bridge|China-Maldives Friendship Bridge;中马友谊大桥;中馬友誼大橋|Male|MV|4.1733|73.5245|sight
Chiang Mai University|มหาวิทยาลัยเชียงใหม่;清迈大学;清邁大學|Chiang Mai|TH|18.8030|98.9530|sight
Kuranda Scenic Railway|쿠란다 시닉 레일웨이;쿠란다 열차;キュランダ観光鉄道;キュランダ鉄道;库兰达观光火车;庫蘭達觀光火車;쿠란다시닉레일웨이;쿠란다열차|Cairns|AU|-16.8196|145.6378|sight
Fitzroy Island|피츠로이 섬;フィッツロイ島;菲茨罗伊岛;菲茨羅伊島;피츠로이섬|Cairns|AU|-16.9300|145.9950|nature
Siyob Bazaar|Siab Bazaar;시욥 바자르;시압 바자르;シヨブ・バザール;シアブ・バザール;锡亚布巴扎;錫亞布巴扎;시욥바자르;시압바자르;シヨブバザール;シアブバザール|Samarkand|UZ|39.6620|66.9825|market
Tashkent TV Tower|Toshkent teleminorasi;타슈켄트 TV 타워;タシケント・テレビ塔;塔什干电视塔;塔什干電視塔;タシケントテレビ塔|Tashkent|UZ|41.3456|69.2850|viewpoint
ภูชี้ฟ้า|Phu Chi Fa;Phu Chee Fah;푸치파|Chiang Kham|TH|19.8539|100.4481|nature
Triund|Triund Hill;Triund Trek|Dharamsala|IN|32.2496|76.3339|nature
Khajjiar|Khajjiar Lake;Mini Switzerland of India|Chamba|IN|32.5467|76.0592|nature
Yumthang Valley|Yumthang;Valley of Flowers Sikkim|Gangtok|IN|27.8267|88.6958|nature
Gurudongmar Lake|Gurudongmar|Gangtok|IN|28.0256|88.7089|nature
Nohkalikai Falls|Nohkalikai|Cherrapunji|IN|25.2750|91.6867|nature
Mandrem Beach|Mandrem|Arambol|IN|15.6594|73.7150|beach
Ashwem Beach|Ashvem Beach|Arambol|IN|15.6458|73.7186|beach
Cherai Beach|Cherai|Kodungallūr|IN|10.1417|76.1783|beach
Tungnath Temple|Tungnath|Pīpalkoti|IN|30.4897|79.2153|religious
Gosaikunda|Gosainkunda;Gosaikunda Lake;고사인쿤드|Kathmandu|NP|28.0833|85.4167|nature
Rara Lake|Rara Tal;Mahendra Tal|Jumla|NP|29.5250|82.0833|nature
Machapuchare|Machhapuchhre;Fishtail Mountain;마차푸차레|Pokhara|NP|28.4950|83.9494|nature
Dhaulagiri|Dhaulagiri I;다울라기리|Bāglung|NP|28.6967|83.4933|nature
Island Peak|Imja Tse;아일랜드 피크|Lobujya|NP|27.9225|86.9358|nature
Bundala National Park|Bundala|Kataragama|LK|6.2000|81.2333|park
Nilaveli Beach|Nilaveli|Trincomalee|LK|8.6961|81.1922|beach
Pasikudah Beach|Pasikuda;Passekudah|Eravur Town|LK|7.9286|81.5625|beach
Weligama Bay|Weligama Beach|Weligama|LK|5.9700|80.4200|beach
Wae Rebo|Waerebo Village;Wae Rebo Village;와에레보|Ruteng|ID|-8.7694|120.2839|neighbourhood
Taman Nasional Tanjung Puting|Tanjung Puting National Park|Pangkalanbuun|ID|-2.7500|111.9500|park
Camp Leakey|Camp Leakey Tanjung Puting|Pangkalanbuun|ID|-2.7500|111.9500|nature
White Island Camiguin|White Island;Medano Island|Mambajao|PH|9.2639|124.6567|nature
Mount Apo|Bundok Apo;아포산|Kidapawan|PH|6.9872|125.2708|nature
Pulau Mabul|Mabul Island;Mabul;마불섬|Semporna|MY|4.2467|118.6317|nature
Tunku Abdul Rahman Park|Taman Tunku Abdul Rahman;TAR Marine Park;툰쿠 압둘 라만 해양공원|Kota Kinabalu|MY|5.9670|116.0000|park
อุทยานแห่งชาติตะรุเตา|Tarutao National Park;Ko Tarutao;Koh Tarutao;타루타오 국립공원|Satun|TH|6.6000|99.6500|park
อุทยานแห่งชาติเขาสามร้อยยอด|Khao Sam Roi Yot National Park;카오삼로이욧 국립공원|Sam Roi Yot|TH|12.1825|99.9483|park
Vườn quốc gia Bạch Mã|Bach Ma National Park|Huế|VN|16.1819|107.9058|park
Vườn quốc gia Côn Đảo|Con Dao National Park|Côn Sơn|VN|8.6900|106.6100|park
Kanha National Park|Kanha Tiger Reserve;Kanha|Baihar|IN|22.3333|80.6333|park
Bandhavgarh National Park|Bandhavgarh Tiger Reserve|Umaria|IN|23.7000|81.0333|park
Jim Corbett National Park|Corbett National Park;Corbett Tiger Reserve|Rāmnagar|IN|29.5500|78.8500|park
Sundarbans National Park|Sundarban National Park;Sundarbans Tiger Reserve|Gosāba|IN|21.9450|88.8950|park
Periyar Tiger Reserve|Periyar National Park;Thekkady Periyar|Gudalur|IN|9.5775|77.1800|park
Taman Nasional Bromo Tengger Semeru|Bromo Tengger Semeru National Park;브로모 텡거 스메루 국립공원|Lawang|ID|-8.0170|112.9170|park
Taman Nasional Baluran|Baluran National Park;Africa van Java|Wongsorejo|ID|-7.8333|114.3833|park
Sagarmatha National Park|Everest National Park;사가르마타 국립공원|Lobujya|NP|27.9333|86.7167|park
Langtang National Park|랑탕 국립공원|Kathmandu|NP|28.2000|85.5000|park
Bardia National Park|Bardiya National Park|Gulariyā|NP|28.3833|81.5000|park
Nanda Devi|Nanda Devi Peak|Joshīmath|IN|30.3753|79.9708|nature
Nathu La|Nathula Pass;Nathu La Pass|Gangtok|IN|27.3864|88.8306|nature
Knuckles Conservation Forest|Knuckles Mountain Range;Dumbara Hills|Matale|LK|7.4500|80.7800|park
Kaudulla National Park|Kaudulla|Polonnaruwa|LK|8.1500|80.9000|park
Đèo Mã Pí Lèng|Ma Pi Leng Pass;Ma Pi Leng;마피렝 고개|Hà Giang|VN|23.2400|105.4120|nature
Vườn quốc gia Cát Bà|Cat Ba National Park|Cát Bà|VN|20.8019|106.9997|park
Vườn quốc gia Cúc Phương|Cuc Phuong National Park|Bỉm Sơn|VN|20.3200|105.6200|park
Vườn quốc gia Phong Nha – Kẻ Bàng|Phong Nha-Ke Bang National Park;Phong Nha Ke Bang|Kwang Binh|VN|17.5372|106.1513|park
Đèo Ô Quy Hồ|O Quy Ho Pass;Tram Ton Pass|Sa Pa|VN|22.3522|103.7711|nature
Đèo Hải Vân|Hai Van Pass;하이반 고개|Da Nang|VN|16.1875|108.1308|viewpoint
Hồ Ba Bể|Ba Be Lake|Bắc Kạn|VN|22.2333|105.5667|nature
อุทยานแห่งชาติเขาสก|Khao Sok National Park;Khao Sok;카오속 국립공원|Tha Khanon|TH|8.9367|98.5303|park
เขื่อนเชี่ยวหลาน|Cheow Lan Lake;Chiew Larn Lake;Ratchaprapha Dam;เขื่อนรัชชประภา|Tha Khanon|TH|8.9706|98.8083|nature
เกาะหลีเป๊ะ|Koh Lipe;Ko Lipe;꼬리뻬;리페섬|Satun|TH|6.4883|99.3028|nature
หมู่เกาะสิมิลัน|Similan Islands;Mu Ko Similan;시밀란 제도|Ban Mai Khao|TH|8.6525|97.6408|nature
Tonlé Sap|Tonle Sap Lake;톤레삽 호수|Pursat|KH|12.8833|104.0667|nature
Las Cabanas Beach|Las Cabanas El Nido|El Nido|PH|11.1614|119.3861|beach
Taal Volcano|Bulkang Taal;Taal Lake;따알 화산|Tagaytay|PH|14.0106|120.9978|nature
Tanjung Rhu Beach|Pantai Tanjung Rhu;Tanjung Rhu|Ayer Hangat|MY|6.4592|99.8236|beach
Gunung Mulu National Park|Mulu National Park;Taman Negara Gunung Mulu;물루 국립공원|Marudi|MY|4.0453|114.8131|park
Semenggoh Wildlife Centre|Semenggoh Nature Reserve;Semenggoh Orangutan|Kuching|MY|1.4014|110.3147|park
Sipadan Island|Pulau Sipadan;Sipadan;시파단|Semporna|MY|4.1150|118.6283|nature
Mount Agung|Gunung Agung;아궁산|Amlapura|ID|-8.3433|115.5072|nature
Danau Batur|Lake Batur;Batur Lake;바투르 호수|Bedugul|ID|-8.2550|115.4050|nature
Pasih Uug|Broken Beach;Broken Beach Nusa Penida;Pantai Pasih Uug|Klungkung|ID|-8.7336|115.4508|nature
Gunung Semeru|Mount Semeru;Semeru;스메루산|Dampit|ID|-8.1080|112.9225|nature
Gili Meno|길리 메노|Gili Trawangan|ID|-8.3500|116.0567|nature
Danau Toba|Lake Toba;Toba Lake;토바 호수|Tuktuk Sonak|ID|2.6800|98.8700|nature
Yala National Park|Ruhuna National Park;얄라 국립공원|Kataragama|LK|6.3700|81.5200|park
Udawalawe National Park|Uda Walawe National Park;Udawalawe|Wellawaya|LK|6.4383|80.8885|park
Hiriketiya Beach|Hiriketiya;Dikwella Hiriketiya|Tangalle|LK|5.9633|80.7067|beach
Arugam Bay|Arugam Bay Beach;아루감 베이|Wattegama|LK|6.8406|81.8361|beach
Sinharaja Forest Reserve|Sinharaja Rain Forest;Sinharaja|Ratnapura|LK|6.4167|80.5000|park
Poon Hill|Poonhill;Ghorepani Poon Hill;푼힐|Chitre|NP|28.4003|83.6881|viewpoint
Annapurna Base Camp|ABC Annapurna;Annapurna Sanctuary;안나푸르나 베이스캠프|Pokhara|NP|28.5308|83.8783|nature
Thorong La|Thorong La Pass;Thorung La;토롱라 패스|Pokhara|NP|28.7939|83.9375|nature
Tilicho Lake|Tilicho Tal;틸리초 호수|Pokhara|NP|28.6867|83.8564|nature
Annapurna I|Mount Annapurna;Annapurna Peak;안나푸르나|Chitre|NP|28.5961|83.8203|nature
Everest Base Camp|Everest Base Camp Nepal;EBC;South Base Camp;에베레스트 베이스캠프|Lobujya|NP|28.0025|86.8528|nature
Kala Patthar|Kalapatthar;Kala Pattar;칼라파타르|Lobujya|NP|27.9958|86.8286|viewpoint
Tengboche Monastery|Tengboche Gompa;Thyangboche Monastery;텡보체 곰파|Lobujya|NP|27.8362|86.7644|religious
Mount Everest|Sagarmatha;Chomolungma;珠穆朗玛峰;珠穆朗瑪峰;에베레스트산;エベレスト|Lobujya|NP|27.9881|86.9250|nature
Tenzing-Hillary Airport|Lukla Airport;루클라 공항|Namche Bazar|NP|27.6875|86.7317|sight
Chitwan National Park|Chitwan;치트완 국립공원|Bharatpur|NP|27.5000|84.3333|park
Khardung La|Khardung La Pass;카르둥라|Leh|IN|34.2786|77.6042|nature
Chandratal Lake|Chandra Taal;Moon Lake Spiti|Manāli|IN|32.4833|77.6167|nature
Kumarakom Bird Sanctuary|Kumarakom Bird Sanctuary Kerala|Kottayam|IN|9.6281|76.4278|park
Vagator Beach||Vagator|IN|15.6031|73.7344|beach
Colva Beach||Colva|IN|15.2769|73.9122|beach
Agonda Beach|Agonda|Kānkon|IN|15.0469|73.9881|beach
Candolim Beach||Candolim|IN|15.5178|73.7625|beach
Ranthambore National Park|Ranthambhore National Park;Ranthambore Tiger Reserve|Sawāi Mādhopur|IN|26.0167|76.5000|park
Keoladeo National Park|Bharatpur Bird Sanctuary;Keoladeo Ghana|Bharatpur|IN|27.1600|77.5222|park
Valley of Flowers National Park|Valley of Flowers|Joshīmath|IN|30.7280|79.6050|park
Radhanagar Beach|Beach No. 7 Havelock;Radhanagar|Bamboo Flat|IN|11.9844|92.9506|beach
อุทยานแห่งชาติอ่าวพังงา|Ao Phang Nga National Park;Phang Nga Bay;팡아만|Phang Nga|TH|8.3500|98.4833|park
สระมรกต|Emerald Pool Krabi;Sa Morakot;Emerald Pool|Nuea Khlong|TH|7.9247|99.2611|nature
Mount Pinatubo|Pinatubo Crater;Bundok Pinatubo;피나투보 화산|Angeles City|PH|15.1422|120.3497|nature
Hundred Islands National Park|Hundred Islands;Alaminos Hundred Islands;헌드레드 아일랜드|Alaminos|PH|16.2000|120.0333|park
Danum Valley Field Centre|Danum Valley;Danum Valley Conservation Area;다눔 밸리|Lahad Datu|MY|5.0167|117.8125|park
Tip of Borneo|Tanjung Simpang Mengayau;Simpang Mengayau|Kudat|MY|7.0347|116.7439|nature
Danau Beratan|Lake Bratan;Lake Beratan;Danau Bratan;브라탄 호수|Munduk|ID|-8.2750|115.1660|nature
Danau Buyan|Lake Buyan;Buyan Lake|Munduk|ID|-8.2467|115.1300|nature
Taman Nasional Bali Barat|West Bali National Park;Bali Barat National Park|Banyuwangi|ID|-8.1333|114.4833|park
Pulau Menjangan|Menjangan Island;Menjangan|Wongsorejo|ID|-8.0833|114.5169|nature
Taman Nasional Komodo|Komodo National Park;코모도 국립공원|Komodo|ID|-8.5500|119.4833|park
Danau Kelimutu|Kelimutu;Mount Kelimutu;Kelimutu Lakes;켈리무투|Ende|ID|-8.7667|121.8167|nature
Dataran Tinggi Dieng|Dieng Plateau;Dieng;디엥 고원|Wonosobo|ID|-7.2167|109.9167|nature
Air Terjun Tumpak Sewu|Tumpak Sewu Waterfall;Tumpak Sewu;Coban Sewu|Dampit|ID|-8.2306|112.9178|nature
Minneriya National Park|Minneriya;미네리야 국립공원|Polonnaruwa|LK|7.9789|80.8489|park
Pigeon Island National Park|Pigeon Island Trincomalee|Trincomalee|LK|8.7217|81.2039|park
Wilpattu National Park|Wilpattu;윌파투 국립공원|Anuradhapura|LK|8.4300|80.0000|park
Gokyo Ri|Gokyo Peak;고쿄리|Lobujya|NP|27.9619|86.6844|viewpoint
Gokyo Lakes|Dudh Pokhari;Gokyo Lake;고쿄 호수|Lobujya|NP|27.9500|86.6900|nature
Ama Dablam|아마다블람|Lobujya|NP|27.8617|86.8611|nature
Lhotse|로체|Lobujya|NP|27.9617|86.9331|nature
Prashar Lake|Parashar Lake|Mandi|IN|31.7544|77.1003|nature
Hemkund Sahib|Gurudwara Hemkund Sahib;Hemkund Lake|Joshīmath|IN|30.7003|79.6144|religious
Eravikulam National Park|Eravikulam;Rajamalai|Munnar|IN|10.1700|77.0600|park
Mattupetty Dam|Mattupetty Lake|Munnar|IN|10.1064|77.1244|nature
Marari Beach|Mararikulam Beach|Kalavoor|IN|9.6000|76.2967|beach
Punnamada Lake|Punnamada Kayal|Alappuzha|IN|9.5083|76.3411|nature
Edakkal Caves|Edakkal Cave|Kalpatta|IN|11.6261|76.2356|sight
Chembra Peak|Chembra Mala|Kalpatta|IN|11.5139|76.0886|nature
Morjim Beach|Turtle Beach Goa|Vagator|IN|15.6292|73.7292|beach
Benaulim Beach||Benaulim|IN|15.2533|73.9242|beach
Kuldhara|Kuldhara Village;Kuldhara Abandoned Village|Jaisalmer|IN|26.8111|70.7900|sight
Guru Shikhar|Guru Shikhar Peak|Ābu|IN|24.6653|72.7819|nature
Sambhar Salt Lake|Sambhar Lake|Sāmbhar|IN|26.9000|75.1000|nature
Double Decker Living Root Bridge|Nongriat Living Root Bridge|Cherrapunji|IN|25.2428|91.6722|nature
Jog Falls|Gerusoppa Falls|Siddāpur|IN|14.2294|74.8125|nature
Gir National Park|Sasan Gir;Gir Forest National Park|Vīsāvadar|IN|21.1333|70.8000|park
Kaziranga National Park|Kaziranga|Bokākhāt|IN|26.6667|93.3500|park
Loktak Lake|Loktak|Moirāng|IN|24.5500|93.7833|nature
Diskit Monastery|Diskit Gompa|Leh|IN|34.5422|77.5594|religious
Hunder Sand Dunes|Hunder Dunes|Leh|IN|34.5833|77.4833|nature
Cù Lao Chàm|Cham Islands;참섬|Hội An|VN|15.9500|108.5167|nature
Phnom Kulen National Park|Phnom Kulen;Kulen Mountain;프놈 쿨렌|Siem Reap|KH|13.5667|104.1000|park
เกาะเสม็ด|Koh Samet;Ko Samet;꼬사멧|Ban Phe|TH|12.5667|101.4500|nature
เกาะกูด|Koh Kood;Koh Kut;꼬꿋|Ko Chang Tai|TH|11.6500|102.5500|nature
Pulau Perhentian|Perhentian Islands;Perhentian;페르헨티안 섬|Kuala Besut|MY|5.9167|102.7333|nature
Pulau Redang|Redang Island;Redang;레당섬|Kuala Terengganu|MY|5.7833|103.0167|nature
Kanchenjunga|Kangchenjunga;칸첸중가|Ilām|NP|27.7025|88.1475|nature
Lonar Crater Lake|Lonar Lake|Lonār|IN|19.9764|76.5083|nature
Chilika Lake|Chilka Lake|Bānapur|IN|19.7167|85.3167|nature
Marble Rocks Bhedaghat|Bhedaghat Marble Rocks|Khamaria|IN|23.1306|79.8017|nature
Múlafossur|Gásadalur Waterfall|Sørvágur|FO|62.1065|-7.4350|nature
Sørvágsvatn|Leitisvatn;Lake Sørvágsvatn|Miðvágur|FO|62.0500|-7.2330|nature
Slættaratindur||Tórshavn|FO|62.2964|-7.0125|nature
Risin og Kellingin|Risin and Kellingin;The Giant and the Witch|Tórshavn|FO|62.3180|-7.0790|nature
Magnusarkirkjan|Magnus Cathedral;Kirkjubøur Cathedral|Tórshavn|FO|61.9565|-6.7910|religious
Tinganes||Tórshavn|FO|62.0092|-6.7706|sight
Maho Beach||Philipsburg|SX|18.0404|-63.1203|beach
Lake Wakatipu|Whakatipu Waimāori;Wakatipusee;Lac Wakatipu;ワカティプ湖;와카티푸 호수;瓦卡蒂普湖|Queenstown|NZ|-45.0500|168.5000|nature
Lake Wanaka|Wanakasee;Lac Wanaka;ワナカ湖;와나카 호수;瓦纳卡湖|Wanaka|NZ|-44.5000|169.1300|nature
Lake Hawea|Haweasee|Wanaka|NZ|-44.4800|169.3000|nature
Roys Peak|Roys Peak Track;Mount Roy;ロイズピーク;로이스 피크|Wanaka|NZ|-44.6953|169.0494|nature
Mount Aspiring|Tititea;Mount Aspiring / Tititea|Wanaka|NZ|-44.3842|168.7278|nature
Mount Aspiring National Park|Mount-Aspiring-Nationalpark;Parc national du Mont Aspiring|Wanaka|NZ|-44.3833|168.7333|park
Blue Pools Makarora|Blue Pools;Blue Pools Track;Blue Pools Haast Pass|Wanaka|NZ|-44.1580|169.2650|nature
Routeburn Track|Routeburn Shelter|Queenstown|NZ|-44.7190|168.2750|nature
Key Summit||Queenstown|NZ|-44.8142|168.1292|nature
Moke Lake||Queenstown|NZ|-44.9990|168.5660|nature
Ben Lomond Queenstown|Ben Lomond Track|Queenstown|NZ|-45.0030|168.6250|nature
Kawarau Gorge Suspension Bridge|Kawarau Bridge;Kawarau Bridge Bungy|Cromwell|NZ|-45.0089|168.8989|sight
Lake Hayes|Waiwhakaata|Arrowtown|NZ|-44.9840|168.8090|nature
Milford Sound|Piopiotahi;Milford Sound / Piopiotahi;ミルフォード・サウンド;ミルフォードサウンド;밀퍼드 사운드;米尔福德峡湾;米爾福德峽灣|Queenstown|NZ|-44.6150|167.8650|nature
Mitre Peak|Rahotu|Queenstown|NZ|-44.6357|167.8525|nature
Lady Bowen Falls|Bowen Falls|Queenstown|NZ|-44.6670|167.9200|nature
Sutherland Falls|Te Tautea|Te Anau|NZ|-44.8003|167.7308|nature
Doubtful Sound|Doubtful Sound / Patea;ダウトフル・サウンド;다우트풀 사운드|Te Anau|NZ|-45.3170|166.9830|nature
Lake Manapouri|Moturau|Te Anau|NZ|-45.5300|167.4800|nature
Lake Te Anau|Te Anau-See;テアナウ湖|Te Anau|NZ|-45.2000|167.8000|nature
Kepler Track|Kepler Track Control Gates|Te Anau|NZ|-45.4340|167.7140|nature
Fiordland National Park|Fiordland-Nationalpark;Parc national de Fiordland;フィヨルドランド国立公園;피오르드랜드 국립공원;峡湾国家公园|Te Anau|NZ|-45.4167|167.7167|park
Lake Pukaki|Pukakisee;Lac Pukaki;プカキ湖;푸카키 호수;普卡基湖|Pleasant Point|NZ|-44.1167|170.1667|nature
Lake Takapō|Tekaposee;Lac Tekapo;テカポ湖;테카포 호수;特卡波湖|Geraldine|NZ|-43.8833|170.5167|nature
Church of the Good Shepherd|Church of the Good Shepherd Tekapo;Good Shepherd Church Tekapo;善き羊飼いの教会;선한 양치기의 교회;好牧羊人教堂|Pleasant Point|NZ|-44.0046|170.4830|religious
Mount John Tekapo|Mount John Observatory;Mt John Observatory;マウントジョン天文台;마운트 존 천문대|Pleasant Point|NZ|-43.9867|170.4983|nature
Hokitika Gorge||Hokitika|NZ|-42.9570|171.0130|nature
Castle Hill / Kura Tāwhiti|Kura Tawhiti;Castle Hill Rocks|Oxford|NZ|-43.2250|171.7270|nature
Arthur's Pass National Park||Hokitika|NZ|-42.9500|171.5667|park
Westland Tai Poutini National Park|Westland National Park|Hokitika|NZ|-43.4000|170.2000|park
Te Waikoropupū Springs|Pupu Springs|Takaka|NZ|-40.8469|172.7725|nature
Wharariki Beach||Takaka|NZ|-40.5061|172.6700|beach
Farewell Spit|Onetahua|Takaka|NZ|-40.5167|172.8667|nature
Kaiteriteri Beach||Motueka|NZ|-41.0390|173.0180|beach
Nelson Lakes National Park|Parc national de Nelson Lakes|Wakefield|NZ|-41.8192|172.8375|park
Nugget Point Lighthouse|Nugget Point;Tokatā;Tokata Lighthouse|Balclutha|NZ|-46.4466|169.8163|viewpoint
Curio Bay|Curio Bay Petrified Forest|Papatowai|NZ|-46.6610|169.1010|beach
Slope Point||Papatowai|NZ|-46.6742|169.0017|nature
Waipapa Point Lighthouse|Waipapa Point|Bluff|NZ|-46.6600|168.8470|viewpoint
Moeraki Boulders|Koekohe Beach;モエラキ・ボルダー;모에라키 볼더스|Oamaru|NZ|-45.3451|170.8283|nature
Sandfly Bay||Portobello|NZ|-45.8960|170.6473|beach
Allans Beach||Portobello|NZ|-45.8540|170.6990|beach
Tongariro Alpine Crossing|Tongariro Crossing;Mangatepopo;トンガリロ・アルパイン・クロッシング;통가리로 알파인 크로싱|Turangi|NZ|-39.1445|175.5815|nature
Tongariro National Park|Tongariro-Nationalpark;Parc national de Tongariro;Parque nacional de Tongariro;トンガリロ国立公園;통가리로 국립공원;汤加里罗国家公园|Turangi|NZ|-39.2908|175.5622|park
Blue Lake Tongariro|Te Wai-whakaata-o-te-Rangihiroa|Turangi|NZ|-39.1330|175.6650|nature
Mount Tongariro||Turangi|NZ|-39.1330|175.6420|nature
Chateau Tongariro|Chateau Tongariro Hotel|Waiouru|NZ|-39.2000|175.5420|sight
Craters of the Moon Taupo|Karapiti|Taupo|NZ|-38.6456|176.0711|nature
Aratiatia Rapids|Aratiatia Dam|Taupo|NZ|-38.6170|176.1420|nature
Orakei Korako|Orakei Korako Cave and Thermal Park|Taupo|NZ|-38.4720|176.1460|nature
Champagne Pool||Rotorua|NZ|-38.3620|176.3690|nature
Waimangu Volcanic Valley|Waimangu|Rotorua|NZ|-38.2850|176.3940|nature
Blue Lake Rotorua|Lake Tikitapu;Tikitapu|Rotorua|NZ|-38.1980|176.3280|nature
Lake Rotorua|Rotorua-See;Lac Rotorua|Rotorua|NZ|-38.0800|176.2700|nature
Lake Tarawera||Rotorua|NZ|-38.2000|176.4500|nature
Mount Tarawera||Kawerau|NZ|-38.2167|176.5167|nature
Hell's Gate Rotorua|Tikitere;Hells Gate|Rotorua|NZ|-38.0630|176.3570|nature
Hamurana Springs||Rotorua|NZ|-38.0370|176.2630|nature
Ohinemutu||Rotorua|NZ|-38.1300|176.2490|neighbourhood
Karangahake Gorge|Karangahake Gorge Historic Walkway|Paeroa|NZ|-37.4250|175.7180|nature
Cape Reinga|Te Rerenga Wairua;Cape Reinga Lighthouse;レインガ岬|Kaitaia|NZ|-34.4262|172.6775|nature
Ninety Mile Beach|Te Oneroa-a-Tōhē|Kaitaia|NZ|-34.7167|172.9333|beach
Te Paki Sand Dunes|Te Paki Giant Sand Dunes|Kaitaia|NZ|-34.5230|172.7450|nature
Tāne Mahuta||Waimate North|NZ|-35.6010|173.5270|nature
Hole in the Rock|Motukōkako;Piercy Island|Paihia|NZ|-35.1630|174.3380|nature
Cape Brett||Paihia|NZ|-35.1700|174.3270|nature
Urupukapuka Island||Paihia|NZ|-35.2200|174.2300|nature
Haruru Falls||Paihia|NZ|-35.2790|174.0590|nature
Flagstaff Hill Russell|Maiki Hill|Paihia|NZ|-35.2540|174.1220|viewpoint
Kerikeri Stone Store|Stone Store|Kerikeri|NZ|-35.2178|173.9627|sight
Taranaki Maunga|Mount Taranaki;Mount Egmont;タラナキ山;타라나키 산;塔拉纳基山|Opunake|NZ|-39.2968|174.0634|nature
Egmont National Park|Te Papakura o Taranaki|New Plymouth|NZ|-39.2900|174.0700|park
Paritutu Rock|Paritūtū|New Plymouth|NZ|-39.0590|174.0150|viewpoint
Pukekura Park||New Plymouth|NZ|-39.0650|174.0790|park
Mauao|Mount Maunganui Summit;Mauao Summit Track|Tauranga|NZ|-37.6323|176.1714|viewpoint
Te Mata Peak||Hastings|NZ|-39.7014|176.9092|viewpoint
Cape Kidnappers|Te Kauwae-a-Māui;Cape Kidnappers Gannet Colony|Hastings|NZ|-39.6440|177.0890|nature
Putangirua Pinnacles||Waipawa|NZ|-41.4500|175.2400|nature
Cape Palliser Lighthouse|Cape Palliser|Waipawa|NZ|-41.6130|175.2900|viewpoint
Spa Thermal Park|Otumuheke Stream|Taupo|NZ|-38.6750|176.0850|nature
Wineglass Bay|ワイングラス・ベイ;와인글라스 베이;酒杯湾;酒杯灣|Sorell|AU|-42.1556|148.3320|nature
Wineglass Bay Lookout||St Helens|AU|-42.1480|148.2970|nature
Freycinet National Park|Freycinet-Nationalpark;Parc national de Freycinet;フレシネ国立公園;프레이시넷 국립공원;菲欣纳国家公园|Sorell|AU|-42.1253|148.2983|park
Cape Tourville Lighthouse|Cape Tourville|St Helens|AU|-42.1190|148.3430|nature
Bay of Fires|larapuna;Bay of Fires Conservation Area;ベイ・オブ・ファイアーズ;火焰湾|St Helens|AU|-41.1800|148.2900|nature
Lake St Clair|leeawuleena;Lake St Clair Tasmania|Queenstown|AU|-42.0667|146.1667|nature
Overland Track|Overland Track Tasmania;Ronny Creek|Sheffield|AU|-41.6480|145.9580|nature
Tasman Arch||Dodges Ferry|AU|-43.0530|147.9500|nature
Devils Kitchen Tasman Peninsula|Devil's Kitchen|Dodges Ferry|AU|-43.0560|147.9480|nature
Tessellated Pavement|Tessellated Pavement Eaglehawk Neck|Dodges Ferry|AU|-43.0230|147.9330|nature
Remarkable Cave||Sandford|AU|-43.1880|147.8370|nature
Cape Hauy||Dodges Ferry|AU|-43.1360|148.0000|nature
Tasman National Park||Dodges Ferry|AU|-43.1340|147.8946|park
The Neck Bruny Island|Truganini Lookout;Bruny Island Neck|Snug|AU|-43.2590|147.3550|viewpoint
Cape Bruny Lighthouse|Cape Bruny|Cygnet|AU|-43.4911|147.1423|viewpoint
Mount Field National Park|Mount-Field-Nationalpark|New Norfolk|AU|-42.6553|146.5875|park
Lake Dobson||New Norfolk|AU|-42.6810|146.5900|nature
Maria Island|wukaluwikiwayna;Maria Island National Park|Dodges Ferry|AU|-42.6839|148.0625|nature
The Nut Stanley|The Nut;Munatrik|Smithton|AU|-40.7630|145.2960|nature
Erskine Falls||Lorne|AU|-38.5110|143.9290|nature
Teddy's Lookout|Teddys Lookout Lorne|Lorne|AU|-38.5560|143.9720|viewpoint
Great Otway National Park|Great-Otway-Nationalpark|Apollo Bay|AU|-38.7733|143.5575|park
Maits Rest Rainforest Walk|Maits Rest|Apollo Bay|AU|-38.7570|143.5590|nature
Port Campbell National Park||Timboon|AU|-38.6500|143.0500|park
Bay of Islands Coastal Park||Timboon|AU|-38.6080|142.7500|nature
Tower Hill Wildlife Reserve|Tower Hill|Koroit|AU|-38.3200|142.3660|park
Leura Cascades||Leura|AU|-33.7240|150.3260|nature
Evans Lookout||Blackheath|AU|-33.6440|150.3330|viewpoint
Blue Mountains National Park|Blue-Mountains-Nationalpark;Parc national des Montagnes Bleues;ブルーマウンテンズ国立公園;블루마운틴 국립공원;蓝山国家公园;藍山國家公園|Katoomba|AU|-33.7000|150.3000|park
Grampians National Park|Gariwerd;Grampians;Grampians-Nationalpark;グランピアンズ国立公園;그램피언스 국립공원;格兰屏国家公园|Stawell|AU|-37.2000|142.4000|park
The Pinnacle Grampians|The Pinnacle Lookout|Stawell|AU|-37.1760|142.5310|nature
Boroka Lookout||Stawell|AU|-37.1330|142.5130|viewpoint
MacKenzie Falls||Stawell|AU|-37.1140|142.4170|nature
The Balconies|Jaws of Death|Stawell|AU|-37.1290|142.4830|nature
Hill Inlet|Hill Inlet Lookout;Tongue Point|Whitsundays|AU|-20.2700|149.0400|nature
Whitsunday Island||Whitsundays|AU|-20.2700|148.9800|nature
Lady Musgrave Island||Agnes Water|AU|-23.9060|152.3920|nature
Lady Elliot Island||Burnett Heads|AU|-24.1130|152.7150|nature
Heron Island||Tannum Sands|AU|-23.4420|151.9140|nature
Michaelmas Cay||Yorkeys Knob|AU|-16.6050|145.9730|nature
Low Isles||Port Douglas|AU|-16.3830|145.5600|nature
Lizard Island||Hope Vale|AU|-14.6680|145.4620|nature
Daintree National Park|Daintree Rainforest;Daintree-Nationalpark;デインツリー国立公園;데인트리 국립공원;丹翠雨林|Mossman|AU|-16.3014|145.2480|park
Millaa Millaa Falls||Malanda|AU|-17.4950|145.6120|nature
Curtain Fig Tree||Yungaburra|AU|-17.2850|145.5720|nature
Lake Eacham|Yidyam|Yungaburra|AU|-17.2850|145.6270|nature
Josephine Falls||Babinda|AU|-17.4330|145.8590|nature
Babinda Boulders||Babinda|AU|-17.3450|145.8720|nature
K'gari|Fraser Island;Fraser-Insel;Île Fraser;フレーザー島;프레이저 섬;弗雷泽岛;費沙島|Urangan|AU|-25.2500|153.1300|nature
Seventy-Five Mile Beach|75 Mile Beach|Urangan|AU|-25.3000|153.2200|beach
Champagne Pools K'gari|Champagne Pools Fraser Island|Urangan|AU|-24.8980|153.3210|nature
Indian Head K'gari|Indian Head Fraser Island|Urangan|AU|-25.0000|153.3664|nature
Lake Wabby||River Heads|AU|-25.4581|153.1297|nature
Uluru-Kata Tjuta National Park|Uluru-Kata-Tjuta-Nationalpark;Parc national d'Uluṟu-Kata Tjuṯa;ウルル・カタジュタ国立公園;울루루 카타추타 국립공원;乌鲁鲁-卡塔曲塔国家公园|Yulara|AU|-25.3122|131.0186|park
Valley of the Winds|Valley of the Winds Walk|Yulara|AU|-25.2960|130.7300|nature
Standley Chasm|Angkerle Atwatye|Larapinta|AU|-23.7190|133.4720|nature
Simpsons Gap|Rungutjirpa|Larapinta|AU|-23.6820|133.7200|nature
Ellery Creek Big Hole||Larapinta|AU|-23.7790|133.0740|nature
Kakadu National Park|Kakadu;Kakadu-Nationalpark;Parc national de Kakadu;カカドゥ国立公園;카카두 국립공원;卡卡杜国家公园|Jabiru|AU|-13.0833|132.6000|park
Nourlangie Rock|Burrungkuy|Jabiru|AU|-12.8640|132.8170|nature
Jim Jim Falls||Jabiru|AU|-13.2750|132.8350|nature
Twin Falls Kakadu||Jabiru|AU|-13.3230|132.7760|nature
Gunlom Falls|Gunlom|Jabiru|AU|-13.4350|132.4180|nature
Yellow Water Billabong|Yellow Water;Ngurrungurrudjba|Jabiru|AU|-12.9030|132.5210|nature
Litchfield National Park|Litchfield-Nationalpark;リッチフィールド国立公園;리치필드 국립공원|Bellamack|AU|-13.1500|130.7500|park
Florence Falls||Bellamack|AU|-13.0990|130.7840|nature
Wangi Falls||Bellamack|AU|-13.1620|130.6840|nature
Buley Rockhole||Bellamack|AU|-13.1120|130.7780|nature
Magnetic Termite Mounds|Litchfield Termite Mounds|Humpty Doo|AU|-13.0880|130.8220|nature
Tolmer Falls||Bellamack|AU|-13.2010|130.7110|nature
Nitmiluk National Park|Katherine Gorge;Nitmiluk Gorge|Katherine East|AU|-14.3170|132.4240|park
Remarkable Rocks||Kingscote|AU|-36.0470|136.7240|nature
Admirals Arch||Kingscote|AU|-36.0580|136.6990|nature
Seal Bay Conservation Park|Seal Bay|Kingscote|AU|-35.9986|137.3625|nature
Flinders Chase National Park||Kingscote|AU|-35.9700|136.7500|park
Turquoise Bay||Exmouth|AU|-22.0980|113.8900|beach
Cape Range National Park||Exmouth|AU|-22.1233|113.9206|park
Ningaloo Reef|Ningaloo Coast;Ningaloo Marine Park|Exmouth|AU|-22.5625|113.8103|nature
Shell Beach Shark Bay|Shell Beach|Denham|AU|-26.2120|114.1760|nature
Hamelin Pool Stromatolites|Hamelin Pool|Denham|AU|-26.4003|114.1592|nature
Monkey Mia|Monkey Mia Dolphin Resort|Denham|AU|-25.7920|113.7211|beach
Nature's Window|Natures Window Kalbarri|Kalbarri|AU|-27.5510|114.4450|viewpoint
Kalbarri National Park||Kalbarri|AU|-27.7847|114.2458|park
Hutt Lagoon|Pink Lake Hutt Lagoon|Kalbarri|AU|-28.1300|114.2300|nature
Canal Rocks||Yallingup|AU|-33.6670|114.9990|nature
Sugarloaf Rock||Yallingup|AU|-33.5680|114.9940|nature
Cape Naturaliste Lighthouse|Cape Naturaliste|Dunsborough|AU|-33.5370|115.0190|viewpoint
Leeuwin-Naturaliste National Park||Margaret River|AU|-34.2386|115.0472|park
Lucky Bay|Lucky Bay Esperance|West Beach|AU|-33.9920|122.2300|beach
Cape Le Grand National Park||West Beach|AU|-33.9469|122.1556|park
Karijini National Park|Karijini|Tom Price|AU|-22.4961|118.3972|park
Fortescue Falls|Jubura|Tom Price|AU|-22.4780|118.5490|nature
Wilsons Promontory National Park|Wilsons Promontory;Wilsons Prom|Foster|AU|-39.0133|146.3936|park
Wollumbin|Mount Warning|South Murwillumbah|AU|-28.3990|153.2700|nature
Springbrook National Park||Tallebudgera Valley|AU|-28.1400|153.2742|park
Lamington National Park||Tallebudgera Valley|AU|-28.2300|153.1300|park
Mount Kosciuszko|Kosciuszko;Mount Kosciusko|Jindabyne|AU|-36.4558|148.2636|nature
Naracoorte Caves||Naracoorte|AU|-37.0330|140.7970|nature
Sigatoka Sand Dunes National Park|Sigatoka Sand Dunes|Nadi|FJ|-18.1666|177.4889|park
Natadola Beach||Nadi|FJ|-18.1060|177.3170|beach
Garden of the Sleeping Giant||Nadi|FJ|-17.7340|177.4960|park
Monuriki|Monuriki Island;Cast Away Island|Lautoka|FJ|-17.6100|177.0330|nature
Mana Island Fiji|Mana Island|Nadi|FJ|-17.6730|177.1000|nature
Malolo Island||Nadi|FJ|-17.7494|177.1694|nature
Colo-i-Suva Forest Park|Colo-i-Suva|Suva|FJ|-18.0641|178.4036|park
Mount Tomanivi|Tomanivi;Mount Victoria Fiji|Ba|FJ|-17.6331|178.0167|nature
Thurston Gardens||Suva|FJ|-18.1490|178.4250|park
Lagon de Bora Bora|Bora Bora Lagoon;Bora-Bora Lagune;ボラボラ・ラグーン|Anau|PF|-16.4900|-151.7100|nature
Baie de Cook|Cook's Bay;Cooks Bay Moorea;Baie de Paopao|Paopao|PF|-17.4900|-149.8200|nature
Mont Rotui|Mount Rotui;Rotui|Paopao|PF|-17.5067|-149.8340|nature
Marae Taputapuātea|Taputapuatea;Marae de Taputapuatea|Tevaitoa|PF|-16.8340|-151.3590|religious
Baie de Kanuméra|Kanumera Bay|Vao|NC|-22.6690|167.4870|nature
Baie de Kuto|Kuto Bay|Vao|NC|-22.6610|167.4780|nature
Parc provincial de la Rivière Bleue|Parc de la Rivière Bleue;Blue River Provincial Park;Rivière Bleue|Mont-Dore|NC|-22.1000|166.6500|park
Îlot Maître||Nouméa|NC|-22.3330|166.4160|nature
Île aux Canards|Ilot Canard;Duck Island Nouméa|Nouméa|NC|-22.3134|166.4337|nature
Roche Percée|Roche Percee Bourail|Bourail|NC|-21.6090|165.4600|nature
La Poule Couveuse|Poule couveuse de Hienghène;Brooding Hen Hienghène|Hienghène|NC|-20.6700|164.9500|nature
Mont Panié|Mount Panié|Hienghène|NC|-20.5886|164.7703|nature
Lake Rotoiti Nelson Lakes||Wakefield|NZ|-41.8300|172.8400|nature
Lake Rotoiti Rotorua||Rotorua|NZ|-38.0400|176.4200|nature
Ship Cove|Meretoto;Queen Charlotte Track Ship Cove|Picton|NZ|-41.0980|174.2370|nature
Queen Charlotte Sound|Tōtaranui|Picton|NZ|-41.2500|174.0159|nature
Abel Tasman Coast Track|Abel Tasman Coastal Track|Motueka|NZ|-41.0030|173.0100|nature
Cape Farewell|Onetahua Point|Takaka|NZ|-40.5000|172.6830|nature
Lake Dunstan||Cromwell|NZ|-44.9500|169.2200|nature
Akaroa Harbour||Christchurch|NZ|-43.8446|172.9252|nature
Cape Foulwind||Westport|NZ|-41.7500|171.4500|nature
Paparoa National Park||Westport|NZ|-42.0500|171.4500|park
Lake Kaniere||Hokitika|NZ|-42.8300|171.1500|nature
Lake Brunner|Moana Kotuku|Greymouth|NZ|-42.6150|171.4500|nature
Tiritiri Matangi Island|Tiritiri Matangi|Murrays Bay|NZ|-36.6020|174.8910|nature
Castlepoint Lighthouse||Castlepoint|NZ|-40.9015|176.2305|nature
Kapiti Island||Paraparaumu|NZ|-40.8500|174.9200|nature
Poor Knights Islands||Ngunguru|NZ|-35.5000|174.7500|nature
Waipoua Forest||Dargaville|NZ|-35.6300|173.5500|park
Hokianga Harbour||Ahipara|NZ|-35.5333|173.3667|nature
Daydream Island||Jubilee Pocket|AU|-20.2590|148.8150|nature
Hayman Island||Whitsundays|AU|-20.0530|148.8830|nature
Moreton Island|Mulgumpin|Woorim|AU|-27.1300|153.4000|nature
North Stradbroke Island|Minjerribah;Straddie|Macleay Island|AU|-27.5000|153.4500|nature
Castle Hill Townsville|Cudtheringa|Townsville|AU|-19.2580|146.8020|nature
Royal National Park|Royal-Nationalpark|Helensburgh|AU|-34.1500|151.0500|park
Stockton Bight Sand Dunes|Stockton Beach Sand Dunes;Worimi Conservation Lands|Salt Ash|AU|-32.8300|151.9000|nature
Dandenong Ranges National Park||Sassafras|AU|-37.8103|145.3856|park
Mount Buffalo National Park||Bright|AU|-36.7383|146.7750|park
Hanging Rock Victoria|Hanging Rock;Ngannelong|Woodend|AU|-37.3300|144.5930|nature
Mount Lofty Summit||Crafers|AU|-34.9742|138.7091|viewpoint
Francois Peron National Park||Denham|AU|-25.6994|113.5519|park
Franklin-Gordon Wild Rivers National Park||Queenstown|AU|-42.3000|145.8000|park
Rakiura National Park|Stewart Island National Park|Bluff|NZ|-46.9000|168.1170|park
Ulva Island|Te Wharawhara|Bluff|NZ|-46.9300|168.1300|nature
Stirling Point|Stirling Point Signpost|Bluff|NZ|-46.6145|168.3615|viewpoint
Tahunanui Beach||Nelson|NZ|-41.2800|173.2450|beach
Hagley Park||Christchurch|NZ|-43.5310|172.6200|park
Goat Island Marine Reserve|Cape Rodney-Okakari Point Marine Reserve|Warkworth|NZ|-36.2670|174.7970|nature
Hook Island||Whitsundays|AU|-20.1167|148.9167|nature
Tjoritja / West MacDonnell National Park|West MacDonnell National Park;West MacDonnell Ranges;Tjoritja|Larapinta|AU|-23.6833|133.1333|park
Booderee National Park||Sanctuary Point|AU|-35.1508|150.6453|park
Hinchinbrook Island||Cardwell|AU|-18.3620|146.2360|nature
Dunk Island||Wongaling Beach|AU|-17.9467|146.1561|nature
Lindis Pass||Wanaka|NZ|-44.5830|169.6500|nature
Haast Pass|Tioripatea;Haast Pass / Tioripatea|Wanaka|NZ|-44.1000|169.3500|nature
Lewis Pass||Amberley|NZ|-42.3900|172.4000|nature
Lake Waikaremoana||Wairoa|NZ|-38.7700|177.1000|nature
Mokoia Island||Rotorua|NZ|-38.0790|176.2880|nature
Lake Rotomahana||Rotorua|NZ|-38.2650|176.4400|nature
Warrumbungle National Park|Warrumbungles|Coonabarabran|AU|-31.2800|149.0000|park
Granite Island||Victor Harbor|AU|-35.5630|138.6310|nature
Bluff Knoll|Pualaar Miial|Mount Barker|AU|-34.3756|118.2561|nature
Stirling Range National Park|Koi Kyenunu-ruff|Mount Barker|AU|-34.4000|118.1500|park
Torndirrup National Park||Little Grove|AU|-35.0903|117.8914|park
Yanchep National Park||Eglinton|AU|-31.5606|115.6908|park
Beqa Island|Mbengga;Beqa|Suva|FJ|-18.4000|178.1330|nature
Tetiaroa|Tetiꞌaroa|Mahina|PF|-17.0100|-149.5600|nature
Île des Pins|Isle of Pines;Kunié;イル・デ・パン;일데팽|Vao|NC|-22.6111|167.4881|nature
Blue Spring Putaruru|Te Waihou Blue Spring;Te Waihou Walkway|Matamata|NZ|-38.0050|175.8290|nature
D'Urville Island|Rangitoto ki te Tonga|Picton|NZ|-40.8300|173.8600|nature
Kahurangi National Park||Motueka|NZ|-41.2500|172.3500|park
Lake Ōhau||Wanaka|NZ|-44.2300|169.8500|nature
Lake Argyle||Kununurra|AU|-16.3355|128.7435|nature
Blue Lake Mount Gambier|Warwar|Mount Gambier|AU|-37.8460|140.7770|nature
Umpherston Sinkhole|Balumbul|Mount Gambier|AU|-37.8378|140.7976|nature
Point Nepean National Park||Queenscliff|AU|-38.3050|144.6600|park
Dorrigo National Park||Dorrigo|AU|-30.3720|152.7320|park
Cape Hillsborough National Park||Bucasia|AU|-20.8989|148.9936|park
Plage de Legzira|Legzira Beach;Legzira|Sidi Ifni|MA|29.4430|-10.1190|beach
Chott el Djerid|Chott el Jerid|Tozeur|TN|33.7000|8.4000|nature
Oasis de Chebika|Chebika Oasis|Tozeur|TN|34.3190|7.9330|nature
Ksar Ouled Soltane|Ksar Ouled Soltane Tataouine|Tataouine|TN|32.7897|10.5131|sight
Parc national de l'Ichkeul|Ichkeul National Park;Lac Ichkeul|Mateur|TN|37.1600|9.6700|park
White Desert|Sahara el Beyda;White Desert National Park;Désert Blanc|Qaşr al Farāfirah|EG|27.2773|28.2004|park
Wadi El Hitan|Valley of the Whales;Wadi Al-Hitan|Ibshawāy|EG|29.3333|30.1833|nature
Dana Biosphere Reserve|Dana Nature Reserve;Dana Reserve|Aţ Ţafīlah|JO|30.6740|35.6150|park
Ma'in Hot Springs|Hammamat Ma'in;Ma'in Springs|Madaba|JO|31.6050|35.6050|nature
Wahiba Sands|Sharqiya Sands;Ramlat al Wahiba;Wahiba Desert|Badīyah|OM|22.0000|58.8000|nature
Bimmah Sinkhole|Hawiyat Najm;Hawiyat Najm Park|Sur|OM|23.0363|59.0707|nature
Sandwich Harbour|Sandwich Harbour Namibia|Walvis Bay|NA|-23.3700|14.5000|nature
Dune 7|Dune Seven|Walvis Bay|NA|-22.9870|14.5950|nature
Waterberg Plateau Park|Waterberg Plateau;Waterberg Park|Okakarara|NA|-20.4200|17.2300|park
Amphitheatre Drakensberg|The Amphitheatre;Drakensberg Amphitheatre|Phuthaditjhaba|ZA|-28.6950|28.9000|nature
Royal Natal National Park|Royal Natal|Phuthaditjhaba|ZA|-28.6900|28.9500|park
Three Rondavels|Three Rondavels Viewpoint;Drie Rondawels|Hoedspruit|ZA|-24.5743|30.7982|viewpoint
Blyde River Canyon|Motlatse Canyon;Blyde River Canyon Nature Reserve|Hoedspruit|ZA|-24.6000|30.8300|nature
Pilanesberg National Park|Pilanesberg;Pilanesberg Game Reserve|Mogwase|ZA|-25.2611|27.1008|park
Moremi Game Reserve|Moremi;Moremi Reserve|Maun|BW|-19.2500|23.4500|park
Okavango Delta|Delta de l'Okavango;Delta del Okavango|Maun|BW|-19.3000|22.9000|nature
Makgadikgadi Pans|Makgadikgadi Pan;Makgadikgadi Salt Pans|Gweta|BW|-20.7500|25.5000|nature
Mnemba Atoll|Mnemba Island|Nungwi|TZ|-5.8190|39.3810|nature
Tarangire National Park|Tarangire|Babati|TZ|-3.8300|36.0000|park
Lake Manyara National Park|Lake Manyara|Mto wa Mbu|TZ|-3.5000|35.8300|park
Isalo National Park|Parc national de l'Isalo;Isalo|Ranohira|MG|-22.5500|45.3700|park
Andasibe-Mantadia National Park|Parc national d'Andasibe-Mantadia|Moramanga|MG|-18.9400|48.4200|park
Cascade de Chamarel|Chamarel Waterfall;Chamarel Falls|Chamouny|MU|-20.4320|57.3890|nature
Gris Gris|Gris Gris Beach|Souillac|MU|-20.5240|57.5310|viewpoint
Black River Gorges National Park|Black River Gorges;Parc national des Gorges de Rivière Noire|Chamouny|MU|-20.4000|57.4500|park
Pas de Bellecombe|Pas de Bellecombe-Jacob|Saint-Philippe|RE|-21.2222|55.6889|viewpoint
Plaine des Sables|Plaine des Sables Réunion|Saint-Joseph|RE|-21.2320|55.6450|nature
Anse Source d'Argent|Anse Source d'Argent La Digue|La Passe|SC|-4.3710|55.8290|beach
Anse Lazio|Anse Lazio Praslin|La Passe|SC|-4.2940|55.7010|beach
Vallée de Mai|Vallée de Mai Nature Reserve|La Passe|SC|-4.3310|55.7390|park
Maasai Mara National Reserve|Masai Mara;Maasai Mara;Réserve du Masai Mara|Narok|KE|-1.4900|35.1439|park
Amboseli National Park|Amboseli;Parc national d'Amboseli|Taveta|KE|-2.6500|37.2600|park
Batian|Mount Kenya;Mont Kenya|Nanyuki|KE|-0.1521|37.3084|nature
Watamu Beach|Watamu Marine National Park|Malindi|KE|-3.3700|40.0200|beach
Serengeti National Park|Serengeti;Parc national du Serengeti|Mugumu|TZ|-2.3328|34.5667|park
Ranomafana National Park|Parc national de Ranomafana|Fianarantsoa|MG|-21.2170|47.4170|park
Addo Elephant National Park|Addo;Addo Elephant Park|Kirkwood|ZA|-33.4440|25.7460|park
iSimangaliso Wetland Park|iSimangaliso;Greater St. Lucia Wetland Park|Saint Lucia Estuary|ZA|-28.3600|32.4200|park
Hluhluwe-iMfolozi Park|Hluhluwe-Imfolozi;Hluhluwe Game Reserve|Hluhluwe|ZA|-28.2200|31.9500|park
Etosha Pan|Etosha-Pfanne;Etosha Salt Pan|Omuthiya|NA|-18.8000|16.3000|nature
Chobe Riverfront|Chobe Waterfront|Kasane|BW|-17.8400|25.0300|nature
Hwange National Park|Parc national de Hwange|Hwange|ZW|-18.7333|26.9500|park
Morne Seychellois National Park|Morne Seychellois;Parc national du Morne Seychellois|Victoria|SC|-4.6500|55.4500|park
Canyon de Mides|Mides Canyon|Tamaghzah|TN|34.4080|7.9160|nature
Jebel Akhdar|Jabal Akhdar;Green Mountain Oman;Saiq Plateau|Nizwá|OM|23.1000|57.4000|nature
Daymaniyat Islands|Ad Dimaniyat;Dimaniyat Islands Nature Reserve|Seeb|OM|23.8560|58.0750|nature
Deserto de Viana|Viana Desert|Sal Rei|CV|16.1333|-22.8667|nature
Praia de Santa Mónica|Santa Monica Beach Boa Vista|Sal Rei|CV|16.0350|-22.8500|beach
Anse Intendance|Anse Intendance Beach|Takamaka|SC|-4.7800|55.5070|beach
Anse Georgette|Anse Georgette Praslin|La Passe|SC|-4.2830|55.7190|beach
Crescent Island Naivasha|Crescent Island Game Sanctuary|Naivasha|KE|-0.7680|36.4030|nature
Île aux Bénitiers||Petite Case Noyale|MU|-20.4190|57.3350|nature
Lake Bogoria|Lake Bogoria National Reserve|Baringo|KE|0.2500|36.1000|park
Samburu National Reserve|Samburu Game Reserve|Isiolo|KE|0.6200|37.5300|park
Ol Pejeta Conservancy|Ol Pejeta|Nanyuki|KE|0.0000|36.9000|park
Tsavo East National Park|Tsavo East;Tsavo-Ost|Voi|KE|-2.7667|38.7667|park
Montagne d'Ambre National Park|Parc national de la Montagne d'Ambre;Amber Mountain National Park|Antsiranana|MG|-12.6000|49.1667|park
Ankarana National Park|Parc national de l'Ankarana;Ankarana|Ambilobe|MG|-13.0728|48.9147|park
Quiver Tree Forest|Köcherbaumwald;Kokerboom Forest;Kokerboomwoud|Keetmanshoop|NA|-26.4804|18.2393|nature
Kubu Island|Lekhubu Island;Lekhubu|Letlhakane|BW|-20.8960|25.8230|nature
Matobo National Park|Matopos;Matobo Hills;Matopos National Park|Bulawayo|ZW|-20.5500|28.5000|park
Ajloun Forest Reserve|Ajloun Forest;Ajlun Forest Reserve|Judita|JO|32.3811|35.7647|park
Curieuse Island|Île Curieuse;Curieuse|La Passe|SC|-4.2840|55.7300|nature
Erg Chigaga|Erg Chegaga;Chigaga Dunes|Mhamid|MA|29.8278|-6.2500|nature
Nabq Protected Area|Nabq;Nabq Bay Protected Area|Sharm el-Sheikh|EG|28.2780|34.3800|park
Wadi El Rayan|Wadi Rayan;Wadi El Rayan Protected Area|Ibshawāy|EG|29.1478|30.3925|park
Lake Qarun|Birket Qarun;Lake Moeris|Ibshawāy|EG|29.4722|30.6142|nature
Lake Natron|Ziwa Natron|Longido|TZ|-2.4167|36.0000|nature
Arusha National Park|Arusha NP|Usa River|TZ|-3.2500|36.8333|park
Mount Longonot|Mount Longonot National Park|Naivasha|KE|-0.9153|36.4569|nature
Golden Gate Highlands National Park|Golden Gate National Park;Golden Gate Highlands|Bethlehem|ZA|-28.5061|28.6167|park
Augrabies Falls|Augrabieswaterval;Augrabies Falls National Park|Upington|ZA|-28.5917|20.3406|nature
West Coast National Park|Weskus Nasionale Park;West Coast NP|Saldanha|ZA|-33.1208|18.0667|park
De Hoop Nature Reserve||Bredasdorp|ZA|-34.4342|20.5478|park
Sani Pass||Mooirivier|ZA|-29.5850|29.2950|nature
Île aux Aigrettes||Mahébourg|MU|-20.4200|57.7300|nature
Giftun Islands|Giftun Island;Giftun Kebir;Mahmya|Hurghada|EG|27.2000|33.9500|nature
`;
