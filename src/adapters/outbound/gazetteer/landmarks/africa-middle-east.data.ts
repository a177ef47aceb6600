/**
 * Curated landmarks for the offline geocoder: Africa and the Middle East. Written for this project;
 * coordinates are rounded to 4 decimals and meant to be within about 300 m. One per line:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * `@city` lines give local or common names of cities the GeoNames data knows by another name.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const LANDMARKS_AFRICA_MIDDLE_EAST = `
@city|迪拜|Dubai|AE
@city|ドバイ|Dubai|AE
@city|두바이|Dubai|AE
@city|Marrakech|Marrakesh|MA
@city|دبي|Dubai|AE
@city|أبو ظبي|Abu Dhabi|AE
@city|أبوظبي|Abu Dhabi|AE
@city|الدوحة|Doha|QA
@city|القاهرة|Cairo|EG
@city|الجيزة|Giza|EG
@city|الأقصر|Luxor|EG
@city|أسوان|Aswan|EG
@city|الإسكندرية|Alexandria|EG
@city|مراكش|Marrakesh|MA
@city|Fez|Fès|MA
@city|Fes|Fès|MA
@city|فاس|Fès|MA
@city|Chefchaouen|Chefchaouene|MA
@city|Ouarzazate|Ouarzazat|MA
@city|الدار البيضاء|Casablanca|MA
@city|Jerash|Jarash|JO
@city|Wadi Musa|Petra|JO
@city|عمان|Amman|JO
@city|ירושלים|Jerusalem|IL
@city|القدس|Jerusalem|IL
@city|תל אביב|Tel Aviv|IL
@city|Tel Aviv-Yafo|Tel Aviv|IL
@city|Makkah|Mecca|SA
@city|مكة|Mecca|SA
@city|المدينة المنورة|Medina|SA
@city|AlUla|Al-\`Ula|SA
@city|اصفهان|Isfahan|IR
@city|Esfahan|Isfahan|IR
@city|Lalibela|Lalībela|ET
@city|Sidi Bou Said|Sidi Bou Saïd|TN
@city|Joburg|Johannesburg|ZA
@city|Akko|Acre|IL
@city|Kapstadt|Cape Town|ZA
@city|Le Cap|Cape Town|ZA
@city|Ciudad del Cabo|Cape Town|ZA
@city|Città del Capo|Cape Town|ZA
@city|Cidade do Cabo|Cape Town|ZA
@city|Kairo|Cairo|EG
@city|Le Caire|Cairo|EG
@city|El Cairo|Cairo|EG
@city|Il Cairo|Cairo|EG
@city|Alexandrie|Alexandria|EG
@city|Alejandría|Alexandria|EG
@city|Louxor|Luxor|EG
@city|Assouan|Aswan|EG
@city|Marrakesch|Marrakesh|MA
@city|Marraquexe|Marrakesh|MA
@city|Tanger|Tangier|MA
@city|Jerusalén|Jerusalem|IL
@city|Gerusalemme|Jerusalem|IL
@city|Doubaï|Dubai|AE
@city|Maskat|Muscat|OM
@city|Mascate|Muscat|OM
@city|Johannesburgo|Johannesburg|ZA
@city|Sansibar|Zanzibar|TZ
@city|阿布扎比|Abu Dhabi|AE
@city|아부다비|Abu Dhabi|AE
@city|アブダビ|Abu Dhabi|AE
@city|多哈|Doha|QA
@city|도하|Doha|QA
@city|开罗|Cairo|EG
@city|開羅|Cairo|EG
@city|카이로|Cairo|EG
@city|カイロ|Cairo|EG
@city|马拉喀什|Marrakesh|MA
@city|마라케시|Marrakesh|MA
@city|マラケシュ|Marrakesh|MA
@city|耶路撒冷|Jerusalem|IL
@city|예루살렘|Jerusalem|IL
@city|エルサレム|Jerusalem|IL
@city|开普敦|Cape Town|ZA
@city|開普敦|Cape Town|ZA
@city|케이프타운|Cape Town|ZA
@city|ケープタウン|Cape Town|ZA
Table Mountain|Tafelberg;桌山;テーブルマウンテン;테이블 마운틴|Cape Town|ZA|-33.9628|18.4098|nature
V&A Waterfront|Victoria & Alfred Waterfront|Cape Town|ZA|-33.9036|18.4207|sight
Bo-Kaap|Bo Kaap|Cape Town|ZA|-33.9205|18.4150|neighbourhood
Kirstenbosch National Botanical Garden|Kirstenbosch|Cape Town|ZA|-33.9875|18.4327|park
Boulders Beach|Boulders Penguin Colony;Boulders Beach Penguins|Simon's Town|ZA|-34.1975|18.4512|beach
Cape of Good Hope||Cape Town|ZA|-34.3568|18.4740|nature
Cape Point|Cape Point Lighthouse;Kaappunt|Cape Town|ZA|-34.3572|18.4975|viewpoint
Robben Island||Cape Town|ZA|-33.8076|18.3712|sight
Lion's Head|Lions Head;Lions Head Cape Town;Leeukop|Cape Town|ZA|-33.9350|18.3890|viewpoint
Camps Bay|Camps Bay Beach|Cape Town|ZA|-33.9510|18.3780|beach
Chapman's Peak Drive|Chapmans Peak|Cape Town|ZA|-34.0880|18.3590|viewpoint
Signal Hill Cape Town|Signal Hill|Cape Town|ZA|-33.9190|18.4050|viewpoint
Zeitz MOCAA|Zeitz Museum of Contemporary Art Africa|Cape Town|ZA|-33.9085|18.4225|museum
Clifton Beaches|Clifton 4th Beach|Cape Town|ZA|-33.9380|18.3770|beach
Muizenberg Beach|Muizenberg|Cape Town|ZA|-34.1080|18.4710|beach
Apartheid Museum||Johannesburg|ZA|-26.2376|28.0087|museum
Constitution Hill Johannesburg|Constitution Hill|Johannesburg|ZA|-26.1890|28.0420|museum
Vilakazi Street||Johannesburg|ZA|-26.2380|27.9080|sight
Mandela House|Nelson Mandela National Museum|Johannesburg|ZA|-26.2380|27.9080|museum
uShaka Marine World|uShaka|Durban|ZA|-29.8680|31.0450|sight
Company's Garden|Company Garden Cape Town|Cape Town|ZA|-33.9270|18.4170|park
Greenmarket Square||Cape Town|ZA|-33.9220|18.4190|market
District Six Museum||Cape Town|ZA|-33.9280|18.4230|museum
Two Oceans Aquarium||Cape Town|ZA|-33.9080|18.4180|museum
Castle of Good Hope||Cape Town|ZA|-33.9260|18.4280|sight
Kalk Bay|Kalk Bay Harbour|Cape Town|ZA|-34.1280|18.4480|neighbourhood
Groot Constantia||Cape Town|ZA|-34.0270|18.4250|sight
Sea Point Promenade|Sea Point|Cape Town|ZA|-33.9130|18.3900|sight
Maboneng|Maboneng Precinct|Johannesburg|ZA|-26.2040|28.0580|neighbourhood
Gold Reef City||Johannesburg|ZA|-26.2360|28.0130|park
Jemaa el-Fnaa|Jemaa el Fna;Djemaa el-Fna;ساحة جامع الفنا;제마 엘프나 광장;제마엘프나;ジャマ・エル・フナ広場;ジャマエルフナ;德吉玛广场;不眠广场;德吉瑪廣場;제마엘프나광장;ジャマエルフナ広場|Marrakech|MA|31.6258|-7.9891|market
Jardin Majorelle|Majorelle Garden;حديقة ماجوريل;마조렐 정원;마조렐 블루;マジョレル庭園;马约尔花园;馬約爾花園;마조렐정원;마조렐블루|Marrakech|MA|31.6417|-8.0033|park
Bahia Palace|Palais de la Bahia;قصر الباهية;바히아 궁전;バイア宮殿;巴伊亚宫;巴伊亞宮;바히아궁전|Marrakech|MA|31.6216|-7.9826|sight
Koutoubia Mosque|Koutoubia;جامع الكتبية;쿠투비아 모스크;クトゥビア・モスク;库图比亚清真寺;庫圖比亞清真寺;쿠투비아모스크;クトゥビアモスク|Marrakech|MA|31.6237|-7.9937|religious
Ben Youssef Madrasa|Medersa Ben Youssef;벤 유세프 마드라사;ベン・ユーセフ・マドラサ;本·优素福神学院;本優素福神學院;벤유세프마드라사;ベンユーセフマドラサ|Marrakech|MA|31.6320|-7.9863|sight
Saadian Tombs|Tombeaux Saadiens;사디안 묘;サアード朝の墳墓群;萨阿德王朝陵墓;薩阿德王朝陵墓;사디안묘|Marrakech|MA|31.6174|-7.9887|sight
Le Jardin Secret|Jardin Secret;르 자르댕 시크릿;ル・ジャルダン・スクレ;马拉喀什秘密花园;르자르댕시크릿;ルジャルダンスクレ|Marrakech|MA|31.6310|-7.9880|park
El Badi Palace|Palais El Badi;엘 바디 궁전;エル・バディ宮殿;巴迪皇宫;巴迪皇宮;엘바디궁전;エルバディ宮殿|Marrakech|MA|31.6186|-7.9858|sight
Menara Gardens|Jardins de la Ménara|Marrakech|MA|31.6131|-8.0225|park
Musée Yves Saint Laurent Marrakech|YSL Museum;Yves Saint Laurent Museum;이브 생 로랑 박물관 마라케시;马拉喀什圣罗兰博物馆|Marrakech|MA|31.6415|-8.0025|museum
Fes el Bali|Fez Medina;فاس البالي;페스 엘 발리;페스 메디나;フェズ・エル・バリ;菲斯老城;非斯古城;페스엘발리;페스메디나;フェズエルバリ|Fez|MA|34.0640|-4.9730|neighbourhood
Chouara Tannery|Tannerie Chouara;슈와라 가죽 염색장;タンネリ・シュワラ;ショワラ・タンネリ;舒瓦拉皮革染坊;슈와라가죽염색장;タンネリシュワラ;ショワラタンネリ|Fez|MA|34.0664|-4.9710|sight
Bou Inania Madrasa|Medersa Bou Inania;부 이나니아 마드라사;ブー・イナニア・マドラサ;布伊纳尼亚神学院;부이나니아마드라사;ブーイナニアマドラサ|Fez|MA|34.0620|-4.9830|sight
Al Quaraouiyine|University of al-Qarawiyyin;جامعة القرويين;알 카라위인;カラウィーイーン・モスク;卡鲁因清真寺;卡魯因清真寺;알카라위인;カラウィーイーンモスク|Fez|MA|34.0646|-4.9736|religious
Bab Bou Jeloud|Blue Gate Fez;부즐루드 문;ブー・ジュルード門;菲斯蓝门;布吉洛德门;부즐루드문;ブージュルード門|Fez|MA|34.0617|-4.9837|sight
Plaza Uta el-Hammam|Outa el Hammam;우타 엘 함맘 광장;ウタ・エル・ハマム広場;哈曼广场;哈曼廣場;우타엘함맘광장;ウタエルハマム広場|Chefchaouen|MA|35.1688|-5.2636|sight
Hassan II Mosque|Mosquée Hassan II;مسجد الحسن الثاني;하산 2세 모스크;ハッサン2世モスク;哈桑二世清真寺|Casablanca|MA|33.6086|-7.6327|religious
Hassan Tower|Tour Hassan;صومعة حسان;하산 탑;ハッサン塔;哈桑塔;하산탑|Rabat|MA|34.0240|-6.8225|sight
Kasbah of the Udayas|Kasbah des Oudayas;우다야 카스바;ウダイヤのカスバ;乌达亚城堡;烏達亞城堡;우다야카스바|Rabat|MA|34.0310|-6.8360|sight
Aït Benhaddou|Ait Benhaddou;آيت بن حدو;아이트 벤 하두;아잇벤하두;アイット・ベン・ハドゥ;阿伊特本哈杜;阿伊特本哈杜筑垒村;아이트벤하두;アイットベンハドゥ|Ouarzazate|MA|31.0470|-7.1300|sight
Skala de la Ville|Skala of Essaouira|Essaouira|MA|31.5140|-9.7700|sight
Caves of Hercules|Grottes d'Hercule|Tangier|MA|35.7600|-5.9390|nature
Mellah of Marrakech|Mellah;Jewish Quarter Marrakech|Marrakesh|MA|31.6200|-7.9850|neighbourhood
Souks of Marrakech|Souk Semmarine;Marrakech Souks|Marrakesh|MA|31.6300|-7.9870|market
Dar Si Said|Dar Si Said Museum|Marrakesh|MA|31.6230|-7.9840|museum
Maison de la Photographie|Maison de la Photographie Marrakech|Marrakesh|MA|31.6320|-7.9860|museum
Ras El Maa|Ras el Ma Waterfall;라스 엘 마;ラス・エル・マー;拉斯艾尔玛泉;라스엘마;ラスエルマー|Chefchaouene|MA|35.1700|-5.2600|nature
Kasbah of Chefchaouen|Chefchaouen Kasbah;셰프샤우엔 카스바;シャウエンのカスバ;舍夫沙万城堡;셰프샤우엔카스바|Chefchaouene|MA|35.1690|-5.2630|sight
Ain Diab Corniche|Corniche Casablanca;Ain Diab|Casablanca|MA|33.5930|-7.6700|beach
Morocco Mall||Casablanca|MA|33.5760|-7.7070|shop
Chellah|Sala Colonia;Chella|Rabat|MA|34.0070|-6.8210|sight
Cap Spartel|Cape Spartel|Tangier|MA|35.7910|-5.9240|viewpoint
Pyramids of Giza|Giza Pyramids;أهرامات الجيزة;吉萨金字塔;吉薩金字塔;ギザの三大ピラミッド;기자 피라미드;Pyramides de Gizeh;Pirámides de Guiza;Pyramiden von Gizeh;Piramidi di Giza;기자 피라미드군;기자의 피라미드;ギザのピラミッド;吉萨金字塔群;吉薩金字塔群;기자피라미드군;기자의피라미드|Giza|EG|29.9792|31.1342|sight
Great Pyramid of Giza|Great Pyramid;Pyramid of Khufu;Pyramid of Cheops;الهرم الأكبر;クフ王のピラミッド;쿠푸왕의 피라미드;胡夫金字塔|Giza|EG|29.9792|31.1342|sight
Great Sphinx of Giza|Sphinx;Great Sphinx;أبو الهول;기자 스핑크스;狮身人面像;獅身人面像;기자스핑크스|Giza|EG|29.9753|31.1376|sight
Egyptian Museum|Museum of Egyptian Antiquities;المتحف المصري;Egyptian Museum Cairo;이집트 박물관;카이로 이집트 박물관;エジプト考古学博物館;カイロ博物館;埃及博物馆;埃及博物館;이집트박물관;카이로이집트박물관|Cairo|EG|30.0478|31.2336|museum
Khan el-Khalili|Khan el Khalili;Khan al-Khalili;خان الخليلي;칸 엘 칼릴리;칸엘칼릴리;ハン・ハリーリ;汗·哈利利市场;汗哈利利市集;ハンハリーリ|Cairo|EG|30.0477|31.2623|market
Grand Egyptian Museum|المتحف المصري الكبير;대이집트 박물관;그랜드 이집트 박물관;大エジプト博物館;大埃及博物馆;大埃及博物館;대이집트박물관;그랜드이집트박물관|Giza|EG|29.9940|31.1190|museum
Cairo Citadel|Saladin Citadel;قلعة صلاح الدين;살라딘 성채;카이로 시타델;萨拉丁城堡;薩拉丁城堡;살라딘성채;카이로시타델|Cairo|EG|30.0287|31.2599|sight
Mosque of Muhammad Ali|Muhammad Ali Mosque;Alabaster Mosque;ムハンマド・アリ・モスク;ムハンマドアリモスク|Cairo|EG|30.0287|31.2599|religious
Al-Azhar Mosque|الجامع الأزهر;알아즈하르 모스크;アズハル・モスク;爱资哈尔清真寺;愛資哈爾清真寺;알아즈하르모스크;アズハルモスク|Cairo|EG|30.0457|31.2627|religious
Hanging Church|الكنيسة المعلقة;공중 교회;ムアッラカ教会;悬空教堂;懸空教堂;공중교회|Cairo|EG|30.0053|31.2302|religious
Coptic Cairo||Cairo|EG|30.0058|31.2303|neighbourhood
Al-Muizz Street|Muizz Street;شارع المعز;무이즈 거리;ムイッズ通り;穆伊兹街;穆伊茲街;무이즈거리|Cairo|EG|30.0510|31.2610|sight
Pyramid of Djoser|Step Pyramid;هرم زوسر;조세르 피라미드;계단식 피라미드;ジェセル王のピラミッド;階段ピラミッド;左塞尔金字塔;左塞爾金字塔;阶梯金字塔;조세르피라미드;계단식피라미드|Giza|EG|29.8713|31.2165|sight
Saqqara|Sakkara;Saqqara Necropolis;سقارة|Giza|EG|29.8713|31.2165|sight
Cairo Tower|برج القاهرة;카이로 타워;カイロ・タワー;开罗塔;開羅塔;카이로타워;カイロタワー|Cairo|EG|30.0459|31.2243|viewpoint
National Museum of Egyptian Civilization|NMEC;이집트 문명 박물관;エジプト文明博物館;埃及国家文明博物馆;埃及國家文明博物館;이집트문명박물관|Cairo|EG|30.0082|31.2480|museum
Karnak Temple|Karnak;معبد الكرنك;카르나크 신전;카르낙 신전;カルナック神殿;卡纳克神庙;卡納克神廟;카르나크신전;카르낙신전|Luxor|EG|25.7188|32.6573|religious
Luxor Temple|معبد الأقصر;룩소르 신전;ルクソール神殿;卢克索神庙;路克索神廟;룩소르신전|Luxor|EG|25.6995|32.6391|religious
Valley of the Kings|وادي الملوك;왕가의 계곡;王家の谷;帝王谷;왕가의계곡|Luxor|EG|25.7402|32.6014|sight
Temple of Hatshepsut|Deir el-Bahari;معبد حتشبسوت;하트셉수트 장제전;하트셉수트 신전;ハトシェプスト葬祭殿;哈特谢普苏特神庙;哈特謝普蘇特神廟;하트셉수트장제전;하트셉수트신전|Luxor|EG|25.7380|32.6065|sight
Colossi of Memnon|تمثالا ممنون;멤논의 거상;メムノンの巨像;门农巨像;門農巨像;멤논의거상|Luxor|EG|25.7206|32.6105|sight
Abu Simbel Temples|Abu Simbel Temple;معبد أبو سمبل;아부심벨 신전;아부 심벨;アブ・シンベル神殿;阿布辛贝神庙;阿布辛貝神殿;아부심벨신전;아부심벨;アブシンベル神殿|Abu Simbel|EG|22.3372|31.6258|sight
Philae Temple|Philae;معبد فيلة;필레 신전;フィラエ神殿;菲莱神庙;菲萊神廟;필레신전|Aswan|EG|24.0253|32.8842|religious
Aswan High Dam|السد العالي;아스완 하이 댐;アスワン・ハイ・ダム;阿斯旺大坝;阿斯旺水壩;아스완하이댐;アスワンハイダム|Aswan|EG|23.9700|32.8780|sight
Bibliotheca Alexandrina|مكتبة الإسكندرية|Alexandria|EG|31.2089|29.9092|sight
Citadel of Qaitbay|قلعة قايتباي|Alexandria|EG|31.2140|29.8856|sight
Naama Bay|خليج نعمة|Sharm el-Sheikh|EG|27.9120|34.3290|beach
Blue Hole Dahab|Dahab Blue Hole;Blaues Loch Dahab|Dahab|EG|28.5720|34.5370|nature
Mosque of Ibn Tulun|Ibn Tulun Mosque|Cairo|EG|30.0288|31.2494|religious
Al-Azhar Park|حديقة الأزهر|Cairo|EG|30.0410|31.2640|park
Sultan Hassan Mosque|Mosque-Madrasa of Sultan Hassan;술탄 하산 모스크;スルタン・ハサン・モスク;苏丹哈桑清真寺;蘇丹哈桑清真寺;술탄하산모스크;スルタンハサンモスク|Cairo|EG|30.0323|31.2563|religious
Bab Zuweila|باب زويلة|Cairo|EG|30.0430|31.2570|sight
Medinet Habu|Mortuary Temple of Ramesses III;메디넷 하부;メディネト・ハブ;哈布城神庙;메디넷하부;メディネトハブ|Luxor|EG|25.7190|32.6010|sight
Valley of the Queens|وادي الملكات;왕비의 계곡;王妃の谷;王后谷;왕비의계곡|Luxor|EG|25.7280|32.5930|sight
Luxor Museum|متحف الأقصر|Luxor|EG|25.7070|32.6440|museum
Unfinished Obelisk|المسلة الناقصة;미완성 오벨리스크;切りかけのオベリスク;未完成方尖碑;미완성오벨리스크|Aswan|EG|24.0770|32.8960|sight
Elephantine Island|جزيرة الفنتين|Aswan|EG|24.0860|32.8880|sight
Hurghada Marina|Marina Boulevard Hurghada|Hurghada|EG|27.2260|33.8430|sight
Burj Khalifa|برج خليفة;哈利法塔;ブルジュ・ハリファ;부르즈 할리파;哈利法塔 迪拜;杜拜塔;부르즈칼리파;ブルジュハリファ;迪拜塔;哈里發塔|Dubai|AE|25.1972|55.2744|viewpoint
Dubai Mall|The Dubai Mall;دبي مول;두바이 몰;두바이몰;ドバイ・モール;ドバイモール;迪拜购物中心;杜拜購物中心|Dubai|AE|25.1985|55.2796|shop
Dubai Marina|دبي مارينا;두바이 마리나;ドバイ・マリーナ;迪拜码头;杜拜碼頭;두바이마리나;ドバイマリーナ|Dubai|AE|25.0800|55.1400|neighbourhood
Palm Jumeirah|The Palm;نخلة جميرا;팜 주메이라;팜주메이라;パーム・ジュメイラ;朱美拉棕榈岛;朱美拉棕櫚島;棕榈岛;パームジュメイラ|Dubai|AE|25.1124|55.1390|sight
Al Fahidi Historical Neighbourhood|Al Fahidi;Bastakiya;Al Bastakiya;حي الفهيدي التاريخي;알 파히디 역사지구;알파히디;アル・ファヒディ歴史地区;法希迪历史区;法希迪歷史區;알파히디역사지구;アルファヒディ歴史地区|Dubai|AE|25.2637|55.2996|neighbourhood
Dubai Frame|برواز دبي;두바이 프레임;ドバイ・フレーム;迪拜相框;杜拜相框;두바이프레임;ドバイフレーム|Dubai|AE|25.2354|55.3003|viewpoint
Gold Souk|Dubai Gold Souk;골드 수크;골드수크;ゴールド・スーク;迪拜黄金市场;杜拜黃金市場;ゴールドスーク|Dubai|AE|25.2869|55.2970|market
Dubai Fountain|نافورة دبي;두바이 분수;ドバイ・ファウンテン;迪拜音乐喷泉;杜拜音樂噴泉;두바이분수;ドバイファウンテン|Dubai|AE|25.1958|55.2750|sight
Burj Al Arab|برج العرب;부르즈 알 아랍;부르즈알아랍;ブルジュ・アル・アラブ;帆船酒店;阿拉伯塔酒店;ブルジュアルアラブ|Dubai|AE|25.1412|55.1853|sight
Museum of the Future|متحف المستقبل;두바이 미래박물관;未来博物館;未来博物馆;未來博物館;두바이미래박물관|Dubai|AE|25.2192|55.2820|museum
Spice Souk|Dubai Spice Souk;سوق التوابل;스파이스 수크;スパイス・スーク;迪拜香料市场;杜拜香料市場;스파이스수크;スパイススーク|Dubai|AE|25.2683|55.2980|market
JBR Beach|The Beach JBR;Jumeirah Beach Residence;JBR 비치;JBRビーチ;朱美拉海滩住宅区海滩|Dubai|AE|25.0780|55.1330|beach
Jumeirah Mosque|مسجد جميرا;주메이라 모스크;ジュメイラ・モスク;朱美拉清真寺;주메이라모스크;ジュメイラモスク|Dubai|AE|25.2340|55.2655|religious
Kite Beach|카이트 비치;カイト・ビーチ;迪拜风筝海滩;카이트비치;カイトビーチ|Dubai|AE|25.1600|55.1950|beach
Global Village|القرية العالمية|Dubai|AE|25.0710|55.3080|sight
Dubai Miracle Garden|Miracle Garden;두바이 미라클 가든;ミラクル・ガーデン;迪拜奇迹花园;杜拜奇蹟花園;두바이미라클가든;ミラクルガーデン|Dubai|AE|25.0600|55.2440|park
Ain Dubai|عين دبي;아인 두바이;アイン・ドバイ;迪拜之眼;杜拜之眼;아인두바이;アインドバイ|Dubai|AE|25.0800|55.1210|viewpoint
Souk Madinat Jumeirah|Madinat Jumeirah;수크 마디낫 주메이라;スーク・マディナ・ジュメイラ;朱美拉古城市集;수크마디낫주메이라;スークマディナジュメイラ|Dubai|AE|25.1330|55.1850|market
Sheikh Zayed Grand Mosque|جامع الشيخ زايد الكبير;Grand Mosque Abu Dhabi;谢赫扎耶德清真寺;謝赫扎耶德清真寺;シェイク・ザイード・グランド・モスク;셰이크 자이드 그랜드 모스크|Abu Dhabi|AE|24.4128|54.4750|religious
Louvre Abu Dhabi|اللوفر أبوظبي;루브르 아부다비;ルーヴル・アブダビ;阿布扎比卢浮宫;阿布達比羅浮宮;루브르아부다비;ルーヴルアブダビ|Abu Dhabi|AE|24.5337|54.3982|museum
Qasr Al Watan|قصر الوطن;카스르 알 와탄;カスル・アル・ワタン;阿布扎比总统府;카스르알와탄;カスルアルワタン|Abu Dhabi|AE|24.4620|54.3050|sight
Emirates Palace|قصر الإمارات;에미레이츠 팰리스;エミレーツ・パレス;酋长皇宫酒店;酋長皇宮酒店;에미레이츠팰리스;エミレーツパレス|Abu Dhabi|AE|24.4615|54.3171|sight
Ferrari World|Ferrari World Abu Dhabi;페라리 월드;フェラーリ・ワールド;法拉利世界;페라리월드;フェラーリワールド|Abu Dhabi|AE|24.4838|54.6071|sight
Yas Marina Circuit|حلبة مرسى ياس;야스 마리나 서킷;ヤス・マリーナ・サーキット;亚斯码头赛道;亞斯碼頭賽道;야스마리나서킷;ヤスマリーナサーキット|Abu Dhabi|AE|24.4672|54.6031|sight
Atlantis The Palm|Atlantis Dubai;아틀란티스 더 팜;アトランティス・ザ・パーム;亚特兰蒂斯酒店;亞特蘭蒂斯酒店;아틀란티스더팜;アトランティスザパーム|Dubai|AE|25.1304|55.1171|sight
Aquaventure Waterpark|Aquaventure;Aquaventure Dubai|Dubai|AE|25.1304|55.1171|park
Alserkal Avenue||Dubai|AE|25.1430|55.2260|museum
Dubai Opera|دبي أوبرا;두바이 오페라;ドバイ・オペラ;迪拜歌剧院;杜拜歌劇院;두바이오페라;ドバイオペラ|Dubai|AE|25.1950|55.2720|sight
City Walk Dubai|City Walk|Dubai|AE|25.2060|55.2620|shop
Mall of the Emirates|몰 오브 더 에미리트;モール・オブ・ジ・エミレーツ;阿联酋购物中心;阿聯酋購物中心;몰오브더에미리트;モールオブジエミレーツ|Dubai|AE|25.1180|55.2000|shop
Ski Dubai||Dubai|AE|25.1180|55.2000|sight
Al Seef|السيف;알 시프;アル・シーフ;阿尔西夫;알시프;アルシーフ|Dubai|AE|25.2630|55.3040|neighbourhood
Dubai Creek Abra|Abra crossing;두바이 크릭 아브라;아브라 수상택시;迪拜河水上的士;杜拜河水上計程車;두바이크릭아브라;아브라수상택시|Dubai|AE|25.2640|55.2970|sight
La Mer|La Mer Beach|Dubai|AE|25.2280|55.2550|beach
Abu Dhabi Corniche|Corniche Abu Dhabi;كورنيش أبوظبي|Abu Dhabi|AE|24.4770|54.3480|beach
Warner Bros. World Abu Dhabi|Warner Bros World|Abu Dhabi|AE|24.4900|54.6000|park
Saadiyat Beach||Abu Dhabi|AE|24.5440|54.4330|beach
Museum of Islamic Art Doha|Museum of Islamic Art;متحف الفن الإسلامي|Doha|QA|25.2950|51.5390|museum
Souq Waqif|سوق واقف|Doha|QA|25.2870|51.5330|market
The Pearl-Qatar|The Pearl Qatar;اللؤلؤة|Doha|QA|25.3700|51.5500|neighbourhood
National Museum of Qatar|متحف قطر الوطني|Doha|QA|25.2870|51.5480|museum
Katara Cultural Village|كتارا|Doha|QA|25.3600|51.5260|sight
Msheireb Downtown Doha|Msheireb;مشيرب|Doha|QA|25.2870|51.5250|neighbourhood
Doha Corniche|Corniche Doha;كورنيش الدوحة|Doha|QA|25.2960|51.5370|sight
Sultan Qaboos Grand Mosque|جامع السلطان قابوس الأكبر|Muscat|OM|23.5840|58.3890|religious
Mutrah Souq|Muttrah Souq;سوق مطرح|Muscat|OM|23.6160|58.5650|market
Nizwa Fort|قلعة نزوى|Nizwa|OM|22.9330|57.5300|sight
Royal Opera House Muscat|دار الأوبرا السلطانية|Muscat|OM|23.6140|58.4650|sight
Al Alam Palace|قصر العلم|Muscat|OM|23.6150|58.5950|sight
Masjid al-Haram|Great Mosque of Mecca;المسجد الحرام|Mecca|SA|21.4225|39.8262|religious
Kaaba|الكعبة;Ka'bah|Mecca|SA|21.4225|39.8262|religious
Prophet's Mosque|Al-Masjid an-Nabawi;المسجد النبوي|Medina|SA|24.4672|39.6112|religious
Hegra|Mada'in Salih;الحجر;مدائن صالح|AlUla|SA|26.7920|37.9520|sight
Kingdom Centre|برج المملكة;Kingdom Tower Riyadh|Riyadh|SA|24.7114|46.6744|viewpoint
Masmak Fort|قصر المصمك|Riyadh|SA|24.6312|46.7133|sight
At-Turaif|Diriyah;Al-Turaif;حي الطريف;الدرعية|Riyadh|SA|24.7340|46.5750|sight
National Museum of Saudi Arabia|المتحف الوطني|Riyadh|SA|24.6480|46.7110|museum
Al-Balad|Historic Jeddah;جدة التاريخية|Jeddah|SA|21.4850|39.1870|neighbourhood
King Fahd's Fountain|Jeddah Fountain;نافورة الملك فهد|Jeddah|SA|21.5150|39.1450|sight
Petra Treasury|Al-Khazneh;The Treasury Petra;الخزنة|Wadi Musa|JO|30.3222|35.4511|sight
Petra|البتراء;Petra Archaeological Park|Wadi Musa|JO|30.3286|35.4419|sight
Petra Monastery|Ad Deir;الدير|Wadi Musa|JO|30.3380|35.4370|sight
Amman Citadel|Jabal al-Qal'a;جبل القلعة|Amman|JO|31.9540|35.9350|sight
Roman Theatre Amman|المدرج الروماني|Amman|JO|31.9515|35.9390|sight
Jerash Archaeological Site|Gerasa;جرش|Jerash|JO|32.2814|35.8914|sight
Rainbow Street|Rainbow Street Amman;شارع الرينبو|Amman|JO|31.9520|35.9270|food
Wadi Rum|وادي رم;Wadi Rum Protected Area;Wadi Ram|Aqaba|JO|29.5750|35.4200|nature
Mount Nebo|جبل نيبو|Mādabā|JO|31.7680|35.7260|religious
Madaba Mosaic Map|St. George's Church Madaba|Mādabā|JO|31.7170|35.7940|religious
Western Wall|Kotel;Wailing Wall;הכותל המערבי;הכותל|Jerusalem|IL|31.7767|35.2345|religious
Church of the Holy Sepulchre|Holy Sepulchre;כנסיית הקבר;كنيسة القيامة|Jerusalem|IL|31.7785|35.2296|religious
Dome of the Rock|قبة الصخرة;כיפת הסלע|Jerusalem|IL|31.7780|35.2354|religious
Al-Aqsa Mosque|Al-Aqsa;المسجد الأقصى|Jerusalem|IL|31.7761|35.2358|religious
Tower of David|Tower of David Museum;מגדל דוד|Jerusalem|IL|31.7762|35.2285|museum
Mahane Yehuda Market|Machane Yehuda;שוק מחנה יהודה|Jerusalem|IL|31.7850|35.2120|market
Yad Vashem|יד ושם|Jerusalem|IL|31.7740|35.1750|museum
Mount of Olives|הר הזיתים|Jerusalem|IL|31.7780|35.2440|viewpoint
Israel Museum|מוזיאון ישראל|Jerusalem|IL|31.7725|35.2040|museum
Via Dolorosa|ויה דולורוזה|Jerusalem|IL|31.7795|35.2320|religious
Masada|מצדה;Masada National Park|Arad|IL|31.3156|35.3536|sight
Old Jaffa|Jaffa Old City;יפו העתיקה|Tel Aviv|IL|32.0540|34.7520|neighbourhood
Carmel Market|Shuk HaCarmel;שוק הכרמל|Tel Aviv|IL|32.0685|34.7690|market
Rothschild Boulevard|שדרות רוטשילד|Tel Aviv|IL|32.0640|34.7740|sight
Sarona Market|Sarona;שרונה|Tel Aviv|IL|32.0720|34.7860|market
Bahá'í Gardens|Bahai Gardens Haifa;Bahá'í Gardens Haifa;הגנים הבהאיים|Haifa|IL|32.8150|34.9870|park
Basilica of the Annunciation|כנסיית הבשורה|Nazareth|IL|32.7021|35.2978|religious
Old City of Acre|Akko Old City;עכו העתיקה|Acre|IL|32.9210|35.0680|neighbourhood
Garden of Gethsemane|Gethsemane|Jerusalem|IL|31.7795|35.2397|religious
Church of All Nations|Basilica of the Agony|Jerusalem|IL|31.7795|35.2397|religious
Cenacle|Room of the Last Supper|Jerusalem|IL|31.7716|35.2293|religious
Mount Zion|הר ציון|Jerusalem|IL|31.7720|35.2290|sight
Jaffa Gate|שער יפו|Jerusalem|IL|31.7767|35.2277|sight
City of David|עיר דוד|Jerusalem|IL|31.7730|35.2360|sight
Hezekiah's Tunnel|Siloam Tunnel|Jerusalem|IL|31.7730|35.2360|sight
Mamilla Mall|Mamilla|Jerusalem|IL|31.7770|35.2240|shop
Knesset|הכנסת|Jerusalem|IL|31.7767|35.2055|sight
Neve Tzedek|נווה צדק|Tel Aviv|IL|32.0610|34.7650|neighbourhood
Tel Aviv Museum of Art|מוזיאון תל אביב לאמנות|Tel Aviv|IL|32.0775|34.7870|museum
Dizengoff Square|כיכר דיזנגוף|Tel Aviv|IL|32.0780|34.7740|sight
Gordon Beach|חוף גורדון|Tel Aviv|IL|32.0830|34.7680|beach
Jaffa Flea Market|Shuk HaPishpeshim;שוק הפשפשים|Tel Aviv|IL|32.0530|34.7570|market
Tel Aviv Port|Namal Tel Aviv;נמל תל אביב|Tel Aviv|IL|32.0970|34.7740|sight
Ein Bokek|Ein Bokek Beach;עין בוקק;Dead Sea Ein Bokek|Arad|IL|31.2000|35.3630|beach
Capernaum|כפר נחום|Tiberias|IL|32.8810|35.5750|religious
Church of the Nativity|كنيسة المهد|Bethlehem|PS|31.7043|35.2075|religious
Naqsh-e Jahan Square|Imam Square;میدان نقش جهان|Isfahan|IR|32.6575|51.6778|sight
Si-o-se-pol|Si-o-se Pol;سی‌وسه‌پل|Isfahan|IR|32.6445|51.6675|sight
Nasir al-Mulk Mosque|Pink Mosque;مسجد نصیرالملک|Shiraz|IR|29.6084|52.5482|religious
Persepolis|تخت جمشید|Marvdasht|IR|29.9355|52.8910|sight
Golestan Palace|کاخ گلستان|Tehran|IR|35.6800|51.4200|sight
Azadi Tower|برج آزادی|Tehran|IR|35.6997|51.3380|sight
Milad Tower|برج میلاد|Tehran|IR|35.7448|51.3753|viewpoint
Shah Mosque|Imam Mosque Isfahan;مسجد امام|Isfahan|IR|32.6548|51.6775|religious
Jameh Mosque of Yazd|مسجد جامع یزد|Yazd|IR|31.9017|54.3683|religious
Carthage Archaeological Site|Ancient Carthage|Carthage|TN|36.8528|10.3233|sight
Antonine Baths|Baths of Antoninus;Thermes d'Antonin|Carthage|TN|36.8543|10.3351|sight
Zitouna Mosque|Al-Zaytuna Mosque;جامع الزيتونة|Tunis|TN|36.7975|10.1710|religious
Bardo National Museum|Bardo Museum;Musée du Bardo|Tunis|TN|36.8093|10.1345|museum
Amphitheatre of El Jem|El Jem Amphitheatre|El Jem|TN|35.2964|10.7069|sight
Sidi Bou Said Village|Sidi Bou Saïd blue village|Sidi Bou Saïd|TN|36.8700|10.3480|neighbourhood
Medina of Tunis|Tunis Medina;مدينة تونس|Tunis|TN|36.7990|10.1700|neighbourhood
Giraffe Centre|AFEW Giraffe Centre|Nairobi|KE|-1.3750|36.7440|sight
Fort Jesus||Mombasa|KE|-4.0627|39.6795|sight
Nairobi National Park||Nairobi|KE|-1.3730|36.8580|park
David Sheldrick Wildlife Trust|Sheldrick Elephant Orphanage|Nairobi|KE|-1.3720|36.7760|park
Karen Blixen Museum||Nairobi|KE|-1.3540|36.7130|museum
Stone Town|Mji Mkongwe|Zanzibar|TZ|-6.1630|39.1890|neighbourhood
House of Wonders|Beit al-Ajaib|Zanzibar|TZ|-6.1630|39.1890|sight
Mount Kilimanjaro|Kilimanjaro;Uhuru Peak;Kibo Uhuru Peak|Moshi|TZ|-3.0674|37.3556|nature
Forodhani Gardens|Forodhani|Zanzibar|TZ|-6.1620|39.1880|food
Nungwi Beach|Nungwi Beach Zanzibar|Nungwi|TZ|-5.7260|39.2960|beach
Prison Island|Changuu Island|Zanzibar|TZ|-6.1130|39.1660|nature
Church of Saint George Lalibela|Bete Giyorgis|Lalibela|ET|12.0317|39.0411|religious
Rock-Hewn Churches of Lalibela|Lalibela Churches|Lalibela|ET|12.0317|39.0411|religious
Victoria Falls|Mosi-oa-Tunya|Victoria Falls|ZW|-17.9243|25.8572|nature
Gorée Island|Île de Gorée;Goree Island|Dakar|SN|14.6670|-17.3980|sight
African Renaissance Monument|Monument de la Renaissance africaine|Dakar|SN|14.7220|-17.4950|sight
Cape Coast Castle||Cape Coast|GH|5.1030|-1.2420|sight
Kigali Genocide Memorial||Kigali|RW|-1.9310|30.0600|museum
Avenue of the Baobabs|Allée des Baobabs;Avenue des Baobabs|Morondava|MG|-20.2507|44.4186|nature
Jeita Grotto|مغارة جعيتا|Jounieh|LB|33.9437|35.6407|nature
Baalbek|بعلبك|Baalbek|LB|34.0069|36.2039|sight
Temple of Bacchus||Baalbek|LB|34.0069|36.2039|sight
Pigeon Rocks|Raouché;صخرة الروشة|Beirut|LB|33.8900|35.4700|viewpoint
Byblos Old Port||Jbaïl|LB|34.1200|35.6450|sight
Mohammad Al-Amin Mosque|Blue Mosque Beirut|Beirut|LB|33.8950|35.5060|religious
National Museum of Beirut|متحف بيروت الوطني|Beirut|LB|33.8780|35.5150|museum
Kuwait Towers|أبراج الكويت|Kuwait City|KW|29.3897|48.0030|viewpoint
Olduvai Gorge|Oldupai Gorge;Olduvai-Schlucht;Gorges d'Olduvai;Garganta de Olduvai;Gola di Olduvai;オルドヴァイ渓谷;奥杜威峡谷;奧杜威峽谷;올두바이 협곡|Ngorongoro|TZ|-2.9833|35.3500|sight
Cidade Velha|Historic Centre of Ribeira Grande;Sidadi|Cidade Velha|CV|14.9161|-23.6061|sight
Tsavo West National Park|Tsavo West;Tsavo-West-Nationalpark;Parc national de Tsavo Ouest|Mtito Andei|KE|-3.3833|38.0000|park
Tsodilo Hills|Tsodilo;Collines de Tsodilo;Tsodilo-Berge;Colinas de Tsodilo;ツォディロ|Shakawe|BW|-18.7717|21.7542|sight
Nyerere National Park|Selous Game Reserve;Selous;Réserve de gibier de Selous;Selous-Wildreservat;Reserva de caza de Selous;セルー動物保護区|Mahenge|TZ|-9.0000|37.4000|park
Mount Meru|Socialist Peak;Mont Meru;Monte Meru;メルー山|Arusha|TZ|-3.2467|36.7483|nature
Bagamoyo Historic Town|Bagamoyo Stone Town;Mji wa Kale wa Bagamoyo;Old Bagamoyo|Bagamoyo|TZ|-6.4444|38.9028|neighbourhood
Aberdare National Park|Aberdares;Aberdare-Nationalpark;Parc national d'Aberdare;Parque Nacional de Aberdare|Nyeri|KE|-0.4300|36.7325|park
Tarrafal Concentration Camp|Campo de Concentração do Tarrafal;Campo da Morte Lenta;Museu da Resistência Tarrafal;Tarrafal camp|Tarrafal|CV|15.2644|-23.7441|museum
Chã das Caldeiras|Cha das Caldeiras;Caldeira do Fogo|São Filipe|CV|14.9711|-24.3669|nature
Cova Crater|Cratera da Cova;Cova de Paul;Cova-Krater|Ribeira Grande|CV|17.1078|-25.0628|viewpoint
Île Sainte-Marie|Nosy Boraha;Ile Sainte Marie;St. Mary's Island;Isla de Santa María|Ambodifotatra|MG|-16.9000|49.9000|nature
Masoala National Park|Parc national de Masoala;Masoala-Nationalpark;Masoala|Maroantsetra|MG|-15.3003|50.0525|park
Nxai Pan National Park|Nxai Pan;Nxai-Pan-Nationalpark;Parc national de Nxai Pan|Gweta|BW|-19.9000|24.7500|park
Brandberg|Brandberg Mountain;Brandbergmassiv;Königstein Namibia;Dâures|Khorixas|NA|-21.1167|14.5500|nature
White Lady Brandberg|White Lady Rock Painting;Maack Shelter|Khorixas|NA|-21.1167|14.5500|nature
Hoba Meteorite|Hoba;Hoba-Meteorit;Météorite de Hoba;Meteorito de Hoba;ホバ隕石;霍巴陨石;霍巴隕石;호바 운석|Grootfontein|NA|-19.5926|17.9337|sight
Palace Museum Zanzibar|Sultan's Palace Zanzibar;Beit al-Sahel;Beit el-Sahel;People's Palace Zanzibar|Zanzibar|TZ|-6.1599|39.1905|museum
Lake Baringo|Baringosee;Lac Baringo;Lago Baringo|Baringo|KE|0.6333|36.0833|nature
Inhaca Island|Ilha da Inhaca;Ilha de Inhaca;Inhaca;Île d'Inhaca;Isla de Inhaca|Maputo|MZ|-26.0167|32.9500|nature
Ambohimanga|Royal Hill of Ambohimanga;Colline royale d'Ambohimanga;Rova of Ambohimanga;Königlicher Hügel von Ambohimanga;Colina real de Ambohimanga;アンブヒマンガの丘の王領地|Antananarivo|MG|-18.7592|47.5628|sight
Kirindy Forest|Kirindy Private Reserve;Réserve forestière de Kirindy;Forêt de Kirindy;Kirindy Nord;Kirindy-Wald|Morondava|MG|-20.0700|44.6569|nature
Andringitra National Park|Parc national d'Andringitra;Andringitra-Nationalpark;Andringitra|Ambalavao|MG|-22.1128|46.9231|park
Pic Boby|Imarivolanitra;Pic Imarivolanitra|Ambalavao|MG|-22.1128|46.9231|nature
Bomas of Kenya|Bomas;Bomas of Kenya Cultural Centre|Nairobi|KE|-1.3369|36.7692|sight
Thomson's Falls|Thomson Falls;Nyahururu Falls;Thomson-Fälle;Chutes Thomson|Nyahururu|KE|0.0442|36.3703|nature
Alte Feste|Old Fort Windhoek;Alte Feste Windhoek;Old Fortress Windhoek|Windhoek|NA|-22.5693|17.0884|museum
Three Dikgosi Monument|Monument of the Three Chiefs;Three Chiefs Monument;Dikgosi Monument|Gaborone|BW|-24.6449|25.9074|sight
Lake Anosy|Lac Anosy;Anosy Lake;アノシ湖|Antananarivo|MG|-18.9152|47.5216|sight
Monument aux Morts Anosy|Anosy War Memorial|Antananarivo|MG|-18.9152|47.5216|sight
Lokobe National Park|Lokobe;Parc national de Lokobe;Lokobe Reserve;Réserve naturelle intégrale de Lokobe;Lokobe-Nationalpark|Hell-Ville|MG|-13.3992|48.3183|park
Praia da Laginha|Laginha Beach;Praia da Lajinha|Mindelo|CV|16.8953|-24.9920|beach
Baía das Gatas|Baia das Gatas;Praia Grande Baía das Gatas|Mindelo|CV|16.9036|-24.9106|beach
Maruhubi Palace Ruins|Maruhubi Palace;Maruhubi-Palast;Ruines du palais de Maruhubi|Zanzibar|TZ|-6.1447|39.2092|sight
Mahale Mountains National Park|Mahale Mountains;Mahale;マハレ山塊国立公園;Parc national des monts Mahale|Karema|TZ|-6.2000|30.0000|park
Lake Turkana|Jade Sea;Lake Rudolf;Turkanasee;Lac Turkana;Lago Turkana;トゥルカナ湖;图尔卡纳湖;圖爾卡納湖;투르카나 호|Lodwar|KE|3.5833|36.1167|nature
Gombe Stream National Park|Gombe National Park;Gombe-Stream-Nationalpark;Parc national de Gombe Stream|Kigoma|TZ|-4.6667|29.6333|park
Felsenkirche Lüderitz|Felsenkirche;Rock Church Lüderitz;Church on the Rock Lüderitz|Lüderitz|NA|-26.6497|15.1522|religious
Kisite-Mpunguti Marine National Park|Kisite Marine Park;Kisite-Mpunguti;Kisite-Mpunguti-Meeres-Nationalpark|Shimoni|KE|-4.7139|39.3622|park
Praia de Chaves|Praia da Chave;Chaves Beach|Sal Rei|CV|16.1119|-22.9169|beach
Baines' Baobabs|Baines Baobabs;Sleeping Sisters;Seven Sisters Baobabs;ベインズのバオバブ|Gweta|BW|-20.1120|24.7688|nature
Ruaha National Park|Ruaha;Ruaha-Nationalpark;Parc national de Ruaha;Parque Nacional de Ruaha;ルアハ国立公園|Iringa|TZ|-7.5000|35.0000|park
Nosy Be|Nossi-Bé;Nosy-Be;Nosy Bé;ノシ・ベ島|Hell-Ville|MG|-13.3150|48.2675|nature
Petrified Forest Namibia|Versteinerter Wald;Petrified Forest Khorixas;Forêt pétrifiée de Namibie|Khorixas|NA|-20.4385|14.6064|nature
Dead Sea|البحر الميت;Al-Bahr al-Mayyit;Totes Meer;Mer Morte;Mar Muerto;Mar Morto;死海;사해|Mādabā|JO|31.5590|35.4732|nature
Umm ar-Rasas|Kastron Mefa'a;Um er-Rasas;Umm al-Rasas;أم الرصاص|Mādabā|JO|31.5008|35.9203|sight
Machaerus|Mukawir;Qala'at Mukawir;قلعة مكاور;Mukawir Castle|Mādabā|JO|31.5672|35.6242|sight
King Abdullah I Mosque|King Abdullah Mosque;مسجد الملك عبد الله الأول;König-Abdullah-Moschee|Amman|JO|31.9611|35.9129|religious
Qusayr Amra|Quseir Amra;Qasr Amra;قصير عمرة;Qusair Amra|Al Azraq ash Shamālī|JO|31.8017|36.5873|sight
Qasr Kharana|Qasr al-Kharanah;Qasr al-Harrana;Qasr Harrana;قصر الحرانة;Kharana Castle|Amman|JO|31.7289|36.4628|sight
Pella|Tabaqat Fahl;Fihl;طبقة فحل|Irbid|JO|32.4500|35.6167|sight
Azraq Castle|Qasr al-Azraq;Qal'at al-Azraq;قلعة الأزرق|Al Azraq ash Shamālī|JO|31.8802|36.8274|sight
High Place of Sacrifice|Jebel al-Madhbah;Jabal al-Madhbah;جبل المذبح;Al-Madhbah|Wadi Musa|JO|30.3219|35.4475|viewpoint
Qasr al-Hallabat|Qasr Hallabat;قصر الحلابات;Hallabat Castle|Amman|JO|32.0929|36.3280|sight
Twyfelfontein|ǀUi-ǁAis;Twyfelfontein Rock Engravings;Twyfelfontein Felsgravuren;トゥウェイフルフォンテーン|Khorixas|NA|-20.5950|14.3724|sight
Epupa Falls|Epupa-Fälle;Chutes d'Epupa;Monte Negro Falls|Opuwo|NA|-17.0000|13.2500|nature
Sossusvlei|Sossus Vlei;ソーサスフレイ|Sesriem|NA|-24.7300|15.3228|nature
Fish River Canyon|Fischfluss-Canyon;Visrivier Canyon;Canyon de la Fish River;Cañón del río Fish;フィッシュリバーキャニオン|Keetmanshoop|NA|-27.7047|17.5868|nature
Tsingy de Bemaraha National Park|Tsingy de Bemaraha;Parc national des Tsingy de Bemaraha;Bemaraha National Park;Tsingy-de-Bemaraha-Nationalpark|Bekopaka|MG|-18.6667|44.7500|park
Gorongosa National Park|Parque Nacional da Gorongosa;Parc national de Gorongosa;Gorongosa-Nationalpark;Parque Nacional de Gorongosa;ゴロンゴサ国立公園|Gorongosa|MZ|-18.7660|34.5000|park
Kilwa Kisiwani|Ruins of Kilwa Kisiwani;Kilwa Island;Ruines de Kilwa Kisiwani;キルワ・キシワニ|Kilwa Masoko|TZ|-8.9600|39.5128|sight
Skeleton Coast National Park|Skeleton Coast;Skelettküste;Skelettküsten-Nationalpark;Côte des Squelettes;Costa de los Esqueletos;Costa degli Scheletri;スケルトン・コースト国立公園|Henties Bay|NA|-19.1900|12.7200|park
Bazaruto Archipelago|Bazaruto Archipelago National Park;Arquipélago de Bazaruto;Parque Nacional do Arquipélago de Bazaruto;Archipel de Bazaruto;Archipiélago de Bazaruto|Vilankulo|MZ|-21.6657|35.4659|nature
Dune 45|Düne 45;Duna 45|Sesriem|NA|-24.7244|15.4708|nature
Niassa Special Reserve|Niassa Reserve;Niassa National Reserve;Reserva Especial do Niassa;Reserva Nacional do Niassa|Mecula|MZ|-12.1431|37.6689|park
`;
