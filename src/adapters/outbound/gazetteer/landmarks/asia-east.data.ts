/**
 * Curated landmarks for the offline geocoder: East Asia: Japan, Korea, China, Hong Kong, Macau, Taiwan
 * and Mongolia. Written for this project; coordinates are rounded to 4 decimals and meant to be within
 * about 300 m. One per line:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * `@city` lines give local or common names of cities the GeoNames data knows by another name.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const LANDMARKS_ASIA_EAST = `
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
@city|Pingyao|Gutao|CN
@city|平遥|Gutao|CN
@city|Ulaanbaatar|Ulan Bator|MN
@city|Улаанбаатар|Ulan Bator|MN
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
@city|上海市|Shanghai|CN
@city|상하이|Shanghai|CN
@city|베이징|Beijing|CN
@city|北京市|Beijing|CN
@city|Dunhuang|Shazhou|CN
@city|敦煌|Shazhou|CN
@city|Xiahe|Labuleng|CN
@city|Emeishan|Suishan|CN
@city|Peking|Beijing|CN
@city|Pékin|Beijing|CN
@city|Pekín|Beijing|CN
@city|Pechino|Beijing|CN
@city|Pequim|Beijing|CN
@city|Schanghai|Shanghai|CN
@city|Xangai|Shanghai|CN
@city|Canton|Guangzhou|CN
@city|Kanton|Guangzhou|CN
@city|시안|Xi'an|CN
@city|청두|Chengdu|CN
@city|항저우|Hangzhou|CN
@city|広州|Guangzhou|CN
@city|광저우|Guangzhou|CN
@city|선전|Shenzhen|CN
@city|厦门|Xiamen|CN
@city|廈門|Xiamen|CN
@city|샤먼|Xiamen|CN
@city|哈尔滨|Harbin|CN
@city|哈爾濱|Harbin|CN
@city|하얼빈|Harbin|CN
@city|青岛|Qingdao|CN
@city|青島|Qingdao|CN
@city|칭다오|Qingdao|CN
@city|张家界|Zhangjiajie|CN
@city|張家界|Zhangjiajie|CN
@city|장자제|Zhangjiajie|CN
@city|丽江|Lijiang|CN
@city|麗江|Lijiang|CN
@city|大理|Dali|CN
@city|昆明|Kunming|CN
@city|黄山|Huangshan|CN
@city|黃山|Huangshan|CN
@city|洛阳|Luoyang|CN
@city|洛陽|Luoyang|CN
@city|曲阜|Qufu|CN
@city|泰安|Tai'an|CN
@city|阳朔|Yangshuo|CN
@city|陽朔|Yangshuo|CN
@city|乐山|Leshan|CN
@city|樂山|Leshan|CN
@city|昆山|Kunshan|CN
@city|重慶|Chongqing|CN
@city|충칭|Chongqing|CN
@city|난징|Nanjing|CN
@city|쑤저우|Suzhou|CN
@city|구이린|Guilin|CN
@city|花蓮|Hualien City|TW
@city|花莲|Hualien City|TW
@city|基隆|Keelung|TW
@city|타이난|Tainan|TW
@city|타이중|Taichung|TW
@city|恆春|Hengchun|TW
@city|요코하마|Yokohama|JP
@city|고베|Kobe|JP
@city|히로시마|Hiroshima|JP
@city|가마쿠라|Kamakura|JP
@city|가나자와|Kanazawa|JP
@city|닛코|Nikko|JP
@city|하코네|Hakone|JP
@city|나가사키|Nagasaki|JP
@city|長崎|Nagasaki|JP
@city|长崎|Nagasaki|JP
@city|鹿児島|Kagoshima|JP
@city|가고시마|Kagoshima|JP
@city|熊本|Kumamoto|JP
@city|구마모토|Kumamoto|JP
@city|別府|Beppu|JP
@city|벳푸|Beppu|JP
@city|仙台|Sendai|JP
@city|센다이|Sendai|JP
@city|松本|Matsumoto|JP
@city|長野|Nagano|JP
@city|岡山|Okayama|JP
@city|倉敷|Kurashiki|JP
@city|高松|Takamatsu|JP
@city|川越|Kawagoe|JP
@city|藤沢|Fujisawa|JP
@city|登別|Noboribetsu|JP
@city|宇治|Uji|JP
@city|伊勢|Ise|JP
@city|富士吉田|Fujiyoshida|JP
@city|横滨|Yokohama|JP
@city|神户|Kobe|JP
@city|广岛|Hiroshima|JP
@city|福冈|Fukuoka|JP
@city|수원|Suwon|KR
@city|水原|Suwon|KR
@city|안동|Andong|KR
@city|安东|Andong|KR
@city|춘천|Chuncheon|KR
@city|春川|Chuncheon|KR
@city|慶州|Gyeongju|KR
@city|庆州|Gyeongju|KR
@city|全州|Jeonju|KR
@city|仁川|Incheon|KR
@city|西归浦|Seogwipo|KR
@city|西歸浦|Seogwipo|KR
@city|파주|Paju|KR
@city|大邱|Daegu|KR
@city|대구|Daegu|KR
@city|Tokio|Tokyo|JP
@city|Tóquio|Tokyo|JP
@city|Seúl|Seoul|KR
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
Mount Takao|Takao-san;高尾山|Hachiōji|JP|35.6250|139.2430|nature
Cape Manzamo|万座毛|Nago|JP|26.5050|127.8500|viewpoint
Shinjuku|新宿;신주쿠|Tokyo|JP|35.6909|139.7003|neighbourhood
Shibuya|渋谷;涩谷;시부야|Tokyo|JP|35.6617|139.7006|neighbourhood
Asakusa|浅草;아사쿠사|Tokyo|JP|35.7119|139.7983|neighbourhood
Ikebukuro|池袋;이케부쿠로|Tokyo|JP|35.7295|139.7109|neighbourhood
Roppongi|六本木;롯폰기|Tokyo|JP|35.6628|139.7314|neighbourhood
Ueno|上野;우에노|Tokyo|JP|35.7138|139.7770|neighbourhood
Kichijoji|Kichijōji;吉祥寺;기치조지|Tokyo|JP|35.7030|139.5795|neighbourhood
Koenji|Kōenji;高円寺|Tokyo|JP|35.7053|139.6496|neighbourhood
Daikanyama|代官山;다이칸야마|Tokyo|JP|35.6485|139.7030|neighbourhood
Ebisu|恵比寿;에비스|Tokyo|JP|35.6467|139.7101|neighbourhood
Nakano Broadway|中野ブロードウェイ|Tokyo|JP|35.7092|139.6657|shop
Kagurazaka|神楽坂|Tokyo|JP|35.7020|139.7400|neighbourhood
Tsukishima Monja Street|Tsukishima;月島もんじゃストリート;月島|Tokyo|JP|35.6640|139.7820|food
Ueno Zoo|上野動物園;Ueno Zoological Gardens|Tokyo|JP|35.7164|139.7714|park
National Museum of Nature and Science|国立科学博物館|Tokyo|JP|35.7163|139.7764|museum
Shinobazu Pond|不忍池|Tokyo|JP|35.7120|139.7700|park
Tokyo Midtown|東京ミッドタウン|Tokyo|JP|35.6655|139.7310|shop
National Art Center Tokyo|国立新美術館;The National Art Center|Tokyo|JP|35.6653|139.7264|museum
Azabudai Hills|麻布台ヒルズ;teamLab Borderless;チームラボボーダレス|Tokyo|JP|35.6604|139.7400|shop
Rainbow Bridge|レインボーブリッジ|Tokyo|JP|35.6366|139.7631|sight
Unicorn Gundam Statue|DiverCity Tokyo Plaza;ダイバーシティ東京;Gundam Statue Odaiba;ユニコーンガンダム|Tokyo|JP|35.6251|139.7756|sight
Tokyo Big Sight|東京ビッグサイト|Tokyo|JP|35.6298|139.7942|sight
Sumida Hokusai Museum|すみだ北斎美術館|Tokyo|JP|35.6966|139.7988|museum
Edo-Tokyo Museum|江戸東京博物館|Tokyo|JP|35.6965|139.7957|museum
Nihonbashi|日本橋|Tokyo|JP|35.6840|139.7745|sight
Ginza Six|GINZA SIX|Tokyo|JP|35.6697|139.7640|shop
Miyashita Park|ミヤシタパーク|Tokyo|JP|35.6623|139.7019|shop
Cat Street|キャットストリート|Tokyo|JP|35.6674|139.7059|shop
Nezu Museum|根津美術館|Tokyo|JP|35.6620|139.7170|museum
Tokyo Sea Life Park|葛西臨海水族園;Kasai Rinkai Park|Tokyo|JP|35.6400|139.8620|park
Yokohama Red Brick Warehouse|横浜赤レンガ倉庫|Yokohama|JP|35.4527|139.6426|shop
Yamashita Park|山下公園|Yokohama|JP|35.4460|139.6500|park
Osanbashi Pier|大さん橋;Osanbashi|Yokohama|JP|35.4515|139.6470|viewpoint
Cosmo World|よこはまコスモワールド;Yokohama Cosmo World|Yokohama|JP|35.4553|139.6365|park
Yokohama Landmark Tower|横浜ランドマークタワー;Sky Garden Yokohama|Yokohama|JP|35.4547|139.6317|viewpoint
Enoshima|江の島;江之岛|Fujisawa|JP|35.2994|139.4800|sight
Hokokuji|Hōkoku-ji;報国寺;Bamboo Temple Kamakura|Kamakura|JP|35.3195|139.5640|religious
Meigetsu-in|Meigetsuin;明月院|Kamakura|JP|35.3337|139.5495|religious
Kamakurakokomae Station|Kamakura Kokomae;鎌倉高校前;Slam Dunk crossing|Kamakura|JP|35.3067|139.5006|sight
Oshino Hakkai|忍野八海|Fujiyoshida|JP|35.4603|138.8322|nature
Fuji-Q Highland|富士急ハイランド|Fujiyoshida|JP|35.4870|138.7800|park
Kawagoe Kurazukuri Street|Kurazukuri;蔵造りの町並み;Kawagoe Old Town|Kawagoe|JP|35.9220|139.4830|neighbourhood
Toki no Kane|時の鐘;Bell of Time|Kawagoe|JP|35.9240|139.4830|sight
Kitano Tenmangu|Kitano Tenman-gū;北野天満宮|Kyoto|JP|35.0312|135.7351|religious
Ninna-ji|Ninnaji;仁和寺|Kyoto|JP|35.0310|135.7138|religious
Okochi Sanso|Ōkōchi Sansō;大河内山荘|Kyoto|JP|35.0170|135.6710|park
Saihō-ji|Saihoji;Moss Temple;Koke-dera;西芳寺;苔寺|Kyoto|JP|34.9920|135.6850|religious
Katsura Imperial Villa|Katsura Rikyū;桂離宮|Kyoto|JP|34.9838|135.7092|park
Kyoto International Manga Museum|京都国際マンガミュージアム|Kyoto|JP|35.0117|135.7594|museum
Kyoto National Museum|京都国立博物館|Kyoto|JP|34.9900|135.7730|museum
Kamogawa|Kamo River;鴨川|Kyoto|JP|35.0050|135.7710|nature
Teramachi|Teramachi Street;寺町通;Shinkyogoku;新京極|Kyoto|JP|35.0060|135.7670|shop
Shōren-in|Shorenin;青蓮院|Kyoto|JP|35.0063|135.7818|religious
Hōnen-in|Honenin;法然院|Kyoto|JP|35.0200|135.7960|religious
Yasaka Pagoda|Hōkan-ji;Hokanji;八坂の塔;法観寺|Kyoto|JP|34.9985|135.7792|religious
Gion Shirakawa|Tatsumi Bridge;巽橋|Kyoto|JP|35.0060|135.7750|neighbourhood
Fushimi Sake District|Gekkeikan Okura Sake Museum;月桂冠大倉記念館|Kyoto|JP|34.9320|135.7610|museum
Tenjinbashisuji Shopping Street|Tenjinbashi-suji;天神橋筋商店街|Osaka|JP|34.7030|135.5120|shop
Namba Parks|なんばパークス|Osaka|JP|34.6617|135.5020|shop
Den Den Town|Nipponbashi;日本橋でんでんタウン;でんでんタウン|Osaka|JP|34.6590|135.5060|shop
Glico Sign|Glico Running Man;グリコサイン;グリコ看板|Osaka|JP|34.6688|135.5010|sight
Osaka Museum of History|大阪歴史博物館|Osaka|JP|34.6825|135.5210|museum
Nakazakicho|Nakazaki-cho;中崎町|Osaka|JP|34.7070|135.5040|neighbourhood
Minoo Park|Minoh Park;Minoo Falls;箕面公園;箕面大滝|Mino|JP|34.8540|135.4710|nature
Kobe Harborland|ハーバーランド;umie;神戸ハーバーランド|Kobe|JP|34.6797|135.1845|shop
Nankinmachi|Kobe Chinatown;南京町|Kobe|JP|34.6880|135.1874|food
Mount Rokko|Rokkosan;六甲山|Kobe|JP|34.7780|135.2630|viewpoint
Arima Onsen|有馬温泉|Kobe|JP|34.7970|135.2480|sight
Ikuta Shrine|Ikuta Jinja;生田神社|Kobe|JP|34.6930|135.1910|religious
Okonomimura|お好み村|Hiroshima|JP|34.3915|132.4630|food
Nakasu Yatai|Nakasu;中洲屋台;中洲|Fukuoka|JP|33.5920|130.4060|food
Fukuoka Tower|福岡タワー|Fukuoka|JP|33.5933|130.3515|viewpoint
Tenjin|天神|Fukuoka|JP|33.5910|130.3990|neighbourhood
Yanagibashi Rengo Market|柳橋連合市場|Fukuoka|JP|33.5870|130.4060|market
Tochoji|Tōchō-ji;東長寺|Fukuoka|JP|33.5950|130.4120|religious
Fukuoka Castle Ruins|Maizuru Park;福岡城跡;舞鶴公園|Fukuoka|JP|33.5845|130.3830|park
Nijo Market|二条市場|Sapporo|JP|43.0585|141.3585|market
Sapporo TV Tower|さっぽろテレビ塔|Sapporo|JP|43.0611|141.3564|viewpoint
Mount Moiwa|Moiwayama;藻岩山|Sapporo|JP|43.0220|141.3220|viewpoint
Shiroi Koibito Park|白い恋人パーク|Sapporo|JP|43.0890|141.2710|museum
Hokkaido Shrine|Hokkaidō Jingū;北海道神宮|Sapporo|JP|43.0540|141.3080|religious
Tanukikoji Shopping Street|Tanukikoji;狸小路商店街;狸小路|Sapporo|JP|43.0575|141.3530|shop
Former Hokkaido Government Office|Red Brick Office;北海道庁旧本庁舎;赤れんが庁舎|Sapporo|JP|43.0640|141.3480|sight
Moerenuma Park|モエレ沼公園|Sapporo|JP|43.1230|141.4280|park
Jozankei Onsen|Jōzankei;定山渓温泉;定山渓|Sapporo|JP|42.9670|141.1650|sight
Sakaimachi Street|Sakaimachi-dori;堺町通り|Otaru|JP|43.1935|141.0045|shop
Noboribetsu Jigokudani|登別地獄谷|Noboribetsu|JP|42.4960|141.1480|nature
Farm Tomita|ファーム富田|Furano|JP|43.4190|142.4270|park
Makishi Public Market|First Makishi Public Market;第一牧志公設市場;牧志公設市場|Naha|JP|26.2145|127.6900|market
American Village|Mihama American Village;美浜アメリカンビレッジ;アメリカンビレッジ|Chatan|JP|26.3160|127.7580|shop
Kouri Island|Kouri Ohashi;古宇利島;古宇利大橋|Nago|JP|26.6950|128.0200|beach
Nakijin Castle|Nakijin Gusuku;今帰仁城跡|Nago|JP|26.6910|127.9290|sight
Sefa-utaki|斎場御嶽|Naha|JP|26.1730|127.8270|religious
Osu Shopping Street|Osu;大須商店街|Nagoya|JP|35.1590|136.9020|shop
Osu Kannon|大須観音|Nagoya|JP|35.1591|136.8990|religious
SCMAGLEV and Railway Park|リニア・鉄道館|Nagoya|JP|35.0480|136.8510|museum
Toyota Commemorative Museum|トヨタ産業技術記念館|Nagoya|JP|35.1830|136.8800|museum
Oasis 21|オアシス21|Nagoya|JP|35.1710|136.9090|sight
Takayama Jinya|高山陣屋|Takayama|JP|36.1390|137.2570|sight
Miyagawa Morning Market|宮川朝市|Takayama|JP|36.1440|137.2590|market
Hida Folk Village|Hida no Sato;飛騨の里;飛騨民俗村|Takayama|JP|36.1380|137.2380|museum
Shirakawa-go|白川郷;Ogimachi;白川乡|Takayama|JP|36.2570|136.9060|neighbourhood
Kokoen Garden|Kōko-en;好古園|Himeji|JP|34.8380|134.6900|park
Gunkanjima|Hashima;Battleship Island;軍艦島;端島|Nagasaki|JP|32.6277|129.7386|sight
Dejima|出島|Nagasaki|JP|32.7437|129.8727|sight
Oura Church|Ōura Church;大浦天主堂|Nagasaki|JP|32.7339|129.8699|religious
Nagasaki Atomic Bomb Museum|長崎原爆資料館|Nagasaki|JP|32.7730|129.8640|museum
Megane Bridge|Meganebashi;眼鏡橋|Nagasaki|JP|32.7480|129.8800|sight
Sakurajima|桜島|Kagoshima|JP|31.5850|130.6570|nature
Jigokudani Monkey Park|Snow Monkey Park;地獄谷野猿公苑|Nagano|JP|36.7325|138.4620|park
Zenko-ji|Zenkoji;善光寺|Nagano|JP|36.6615|138.1878|religious
Nagamachi Samurai District|Nagamachi;長町武家屋敷跡|Kanazawa|JP|36.5630|136.6500|neighbourhood
Ritsurin Garden|栗林公園|Takamatsu|JP|34.3290|134.0440|park
Korakuen|Kōraku-en;後楽園;Okayama Korakuen|Okayama|JP|34.6680|133.9350|park
Okayama Castle|岡山城|Okayama|JP|34.6650|133.9360|sight
Kurashiki Bikan Historical Quarter|Kurashiki Bikan;倉敷美観地区|Kurashiki|JP|34.5960|133.7720|neighbourhood
Matsuyama Castle|松山城|Matsuyama|JP|33.8455|132.7655|sight
Dōgo Onsen|Dogo Onsen;道後温泉|Matsuyama|JP|33.8520|132.7860|sight
Sendai Zuihoden|Zuihōden;瑞鳳殿|Sendai|JP|38.2520|140.8800|religious
Matsushima Bay|松島|Matsushima|JP|38.3690|141.0640|nature
Ginzan Onsen|銀山温泉|Obanazawa|JP|38.5700|140.5300|sight
Lake Toya|Tōya-ko;洞爺湖|Date|JP|42.6000|140.8500|nature
Gyeongbokgung Palace|Gyeongbokgung;경복궁;景福宮;景福宫;キョンボックン;景福宮 ソウル|Seoul|KR|37.5796|126.9770|sight
Bukchon Hanok Village|Bukchon;북촌한옥마을;북촌;北村韩屋村;北村韓屋村;プクチョン韓屋村|Seoul|KR|37.5826|126.9830|neighbourhood
N Seoul Tower|Namsan Tower;N서울타워;남산타워;Seoul Tower;N首尔塔;南山塔;Nソウルタワー;南山タワー|Seoul|KR|37.5512|126.9882|viewpoint
Myeongdong|Myeong-dong;명동;明洞;ミョンドン|Seoul|KR|37.5636|126.9834|neighbourhood
Gwangjang Market|광장시장;广藏市场;廣藏市場;クァンジャン市場|Seoul|KR|37.5700|126.9996|market
Changdeokgung Palace|Changdeokgung;창덕궁;昌德宮;Secret Garden Huwon;昌德宫;チャンドックン|Seoul|KR|37.5794|126.9910|sight
Insadong|Insa-dong;인사동;仁寺洞;インサドン|Seoul|KR|37.5740|126.9850|neighbourhood
Dongdaemun Design Plaza|DDP;동대문디자인플라자;东大门设计广场|Seoul|KR|37.5665|127.0092|sight
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
Seodaemun Prison History Hall|Seodaemun Prison;서대문형무소역사관|Seoul|KR|37.5742|126.9560|museum
Naksan Park|낙산공원|Seoul|KR|37.5800|127.0070|viewpoint
Olympic Park Seoul|올림픽공원|Seoul|KR|37.5200|127.1210|park
Garosu-gil|가로수길|Seoul|KR|37.5210|127.0230|shop
Ikseon-dong|익선동|Seoul|KR|37.5740|126.9900|neighbourhood
Hwaseong Fortress|수원 화성;Suwon Hwaseong|Suwon|KR|37.2870|127.0110|sight
Yeonnam-dong|Yeonnam;연남동;延南洞;ヨンナムドン|Seoul|KR|37.5620|126.9230|neighbourhood
Seongsu-dong|Seongsu;성수동;圣水洞;聖水洞;ソンスドン|Seoul|KR|37.5445|127.0560|neighbourhood
Gangnam|Gangnam Station;강남;강남역;江南;カンナム|Seoul|KR|37.4979|127.0276|neighbourhood
Mangwon Market|망원시장;望远市场;望遠市場;マンウォン市場|Seoul|KR|37.5560|126.9060|market
Tongin Market|통인시장;通仁市场;通仁市場;トンイン市場|Seoul|KR|37.5810|126.9700|market
Seochon|서촌;西村|Seoul|KR|37.5800|126.9700|neighbourhood
Dongdaemun Market|동대문시장;东大门市场;東大門市場|Seoul|KR|37.5700|127.0090|market
Inwangsan|Inwangsan Mountain;인왕산;仁王山|Seoul|KR|37.5850|126.9580|viewpoint
Seokchon Lake|석촌호수;石村湖|Seoul|KR|37.5090|127.1030|park
Namsangol Hanok Village|남산골한옥마을;南山谷韩屋村;南山谷韓屋村;南山コル韓屋村|Seoul|KR|37.5590|126.9940|museum
Euljiro|Hipjiro;을지로;乙支路|Seoul|KR|37.5660|126.9910|neighbourhood
Some Sevit|Sebitseom;세빛섬|Seoul|KR|37.5115|126.9950|sight
The Hyundai Seoul|더현대 서울;더현대서울|Seoul|KR|37.5259|126.9284|shop
63 Building|63 Square;63빌딩;63스퀘어|Seoul|KR|37.5198|126.9403|viewpoint
Seoullo 7017|서울로7017;서울로 7017|Seoul|KR|37.5565|126.9700|sight
Hangang Park Ttukseom|Ttukseom Hangang Park;뚝섬한강공원|Seoul|KR|37.5290|127.0700|park
Gyeongui Line Forest Park|경의선숲길;Gyeongui Line Book Street|Seoul|KR|37.5580|126.9270|park
Nami Island|Namiseom;남이섬;南怡岛;南怡島;ナミソム|Chuncheon|KR|37.7910|127.5250|park
Panmunjom|Joint Security Area;JSA;판문점;板门店;板門店|Paju|KR|37.9560|126.6770|sight
Everland|에버랜드;爱宝乐园;愛寶樂園|Suwon|KR|37.2940|127.2020|park
Korean Folk Village|한국민속촌;韩国民俗村;韓國民俗村|Suwon|KR|37.2590|127.1180|museum
Huinnyeoul Culture Village|흰여울문화마을;白浅滩文化村|Busan|KR|35.0790|129.0440|neighbourhood
Songdo Beach|송도해수욕장;Songdo Skywalk;송도 스카이워크|Busan|KR|35.0760|129.0170|beach
Haeundae Blueline Park|Blueline Park;Haeundae Sky Capsule;블루라인파크;해운대 블루라인파크|Busan|KR|35.1600|129.1760|sight
Dongbaekseom|Dongbaek Island;동백섬;冬柏岛|Busan|KR|35.1530|129.1520|park
Shinsegae Centum City|신세계 센텀시티;Centum City|Busan|KR|35.1690|129.1290|shop
Oryukdo Skywalk|오륙도 스카이워크;Oryukdo|Busan|KR|35.1010|129.1240|viewpoint
Songjeong Beach|송정해수욕장|Busan|KR|35.1785|129.1995|beach
Cheongsapo|청사포;Cheongsapo Daritdol Skywalk|Busan|KR|35.1610|129.1920|viewpoint
Jeonpo Cafe Street|전포카페거리|Busan|KR|35.1550|129.0640|food
Seomyeon|서면;西面|Busan|KR|35.1580|129.0600|neighbourhood
Nampo-dong|Nampodong;남포동;南浦洞|Busan|KR|35.0980|129.0300|neighbourhood
Udo|Udo Island;우도;牛岛;牛島|Jeju City|KR|33.5050|126.9530|nature
Hallim Park|한림공원;翰林公园;翰林公園|Jeju City|KR|33.3890|126.2390|park
Jusangjeolli Cliff|Daepo Jusangjeolli;주상절리대;中文大浦海岸柱状节理带|Seogwipo|KR|33.2380|126.4250|nature
Osulloc Tea Museum|오설록 티뮤지엄;오설록;O'sulloc|Seogwipo|KR|33.3060|126.2890|museum
Dongmun Market|Dongmun Traditional Market;동문시장;东门市场;東門市場|Jeju City|KR|33.5120|126.5270|market
Yongduam Rock|Yongduam;용두암;龙头岩;龍頭岩|Jeju City|KR|33.5160|126.5120|sight
Sanbangsan|Sanbang Mountain;산방산;山房山|Seogwipo|KR|33.2360|126.3140|nature
Camellia Hill|카멜리아힐|Seogwipo|KR|33.2900|126.3680|park
Woljeongri Beach|Woljeong-ri Beach;월정리해변;월정리해수욕장|Jeju City|KR|33.5560|126.7960|beach
Hamdeok Beach|함덕해수욕장;함덕해변;咸德海水浴场|Jeju City|KR|33.5430|126.6690|beach
Seopjikoji|섭지코지;涉地可支|Seogwipo|KR|33.4240|126.9310|viewpoint
Maeil Olle Market|Seogwipo Olle Market;서귀포매일올레시장;매일올레시장|Seogwipo|KR|33.2500|126.5640|market
Saeyeon Bridge|새연교|Seogwipo|KR|33.2380|126.5610|sight
Bijarim Forest|비자림;榧子林|Jeju City|KR|33.4870|126.8080|nature
Hahoe Folk Village|Andong Hahoe Village;하회마을;안동하회마을;河回村|Andong|KR|36.5390|128.5180|neighbourhood
Seoraksan|Seoraksan National Park;설악산;雪岳山|Sokcho|KR|38.1190|128.4650|nature
Sokcho Jungang Market|Sokcho Tourist Fish Market;속초관광수산시장;속초중앙시장|Sokcho|KR|38.2040|128.5900|market
Anmok Coffee Street|Anmok Beach;안목해변;강릉 커피거리;안목 커피거리|Gangneung|KR|37.7720|128.9480|food
Jeongdongjin|정동진;正东津|Gangneung|KR|37.6910|129.0340|beach
Odongdo|Odong Island;오동도|Yeosu|KR|34.7450|127.7660|nature
Incheon Chinatown|인천 차이나타운;仁川中华街;仁川中華街|Incheon|KR|37.4750|126.6170|neighbourhood
Songdo Central Park|송도 센트럴파크|Incheon|KR|37.3920|126.6390|park
Wolmido|Wolmi Island;월미도;月尾岛|Incheon|KR|37.4750|126.5970|park
Boseong Green Tea Plantation|Daehan Dawon;대한다원;보성녹차밭|Boseong|KR|34.7120|127.0840|nature
Damyang Bamboo Forest|Juknokwon;죽녹원|Damyang|KR|35.3270|126.9860|nature
Victoria Peak|The Peak;太平山;山頂;太平山顶;太平山頂;ビクトリアピーク;빅토리아 피크|Hong Kong|HK|22.2759|114.1455|viewpoint
Star Ferry|天星小輪|Hong Kong|HK|22.2938|114.1686|sight
Tian Tan Buddha|Big Buddha;天壇大佛|Hong Kong|HK|22.2540|113.9050|religious
Temple Street Night Market|廟街|Hong Kong|HK|22.3060|114.1700|market
Man Mo Temple|文武廟|Hong Kong|HK|22.2840|114.1500|religious
Tsim Sha Tsui Promenade|Avenue of Stars|Hong Kong|HK|22.2930|114.1720|sight
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
Hong Kong Park|香港公園|Hong Kong|HK|22.2770|114.1610|park
Peak Tram|山頂纜車|Hong Kong|HK|22.2780|114.1590|sight
Kowloon Walled City Park|九龍寨城公園|Hong Kong|HK|22.3320|114.1900|park
Clock Tower Tsim Sha Tsui|Former Kowloon–Canton Railway Clock Tower;尖沙咀鐘樓|Hong Kong|HK|22.2936|114.1694|sight
Hong Kong Palace Museum|香港故宮文化博物館|Hong Kong|HK|22.3010|114.1570|museum
Mong Kok|Mongkok;旺角;몽콕|Hong Kong|HK|22.3193|114.1694|neighbourhood
Tsim Sha Tsui|TST;尖沙咀;尖沙嘴;침사추이|Hong Kong|HK|22.2988|114.1722|neighbourhood
Causeway Bay|銅鑼灣;铜锣湾;코즈웨이 베이|Hong Kong|HK|22.2802|114.1838|neighbourhood
Central Hong Kong|中環;中环;센트럴|Hong Kong|HK|22.2820|114.1580|neighbourhood
Sham Shui Po|深水埗|Hong Kong|HK|22.3302|114.1595|neighbourhood
Sheung Wan|上環;上环|Hong Kong|HK|22.2866|114.1500|neighbourhood
PMQ|元創方;元创方|Hong Kong|HK|22.2835|114.1520|shop
Tai Kwun|大館;大馆|Hong Kong|HK|22.2815|114.1545|museum
Hong Kong Museum of Art|香港藝術館;香港艺术馆|Hong Kong|HK|22.2935|114.1720|museum
Goldfish Market|金魚街;金鱼街|Hong Kong|HK|22.3220|114.1700|market
Flower Market Road|Mong Kok Flower Market;花墟道;花墟|Hong Kong|HK|22.3250|114.1710|market
Yuen Po Street Bird Garden|園圃街雀鳥花園;雀鳥花園|Hong Kong|HK|22.3252|114.1730|park
Sai Kung|西貢;西贡|Hong Kong|HK|22.3820|114.2730|neighbourhood
Lamma Island|南丫島;南丫岛|Hong Kong|HK|22.2270|114.1120|nature
Cheung Chau|長洲;长洲|Hong Kong|HK|22.2100|114.0290|nature
Shek O|石澳|Hong Kong|HK|22.2300|114.2510|beach
Lion Rock|獅子山;狮子山|Hong Kong|HK|22.3520|114.1870|viewpoint
Sky Terrace 428|Peak Tower;凌霄閣;凌霄阁;摩天台428|Hong Kong|HK|22.2710|114.1500|viewpoint
Choi Hung Estate|彩虹邨|Hong Kong|HK|22.3350|114.2080|sight
Monster Building|Yick Cheong Building;怪獸大廈;怪兽大厦;益昌大廈|Hong Kong|HK|22.2840|114.2150|sight
Hollywood Road|荷李活道|Hong Kong|HK|22.2840|114.1500|shop
Hong Kong Wetland Park|香港濕地公園;香港湿地公园|Hong Kong|HK|22.4670|114.0090|park
Kowloon Park|九龍公園;九龙公园|Hong Kong|HK|22.3000|114.1700|park
1881 Heritage|一八八一|Hong Kong|HK|22.2950|114.1700|shop
Harbour City|海港城|Hong Kong|HK|22.2970|114.1680|shop
Hong Kong Zoological and Botanical Gardens|Hong Kong Botanical Garden;香港動植物公園;香港动植物公园|Hong Kong|HK|22.2780|114.1560|park
Ngong Ping 360|昂坪360;Ngong Ping Cable Car|Hong Kong|HK|22.2570|113.9010|viewpoint
Forbidden City|Palace Museum;故宫;故宮;故宫博物院;紫禁城;故宮博物院;자금성;고궁박물원|Beijing|CN|39.9163|116.3972|sight
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
Ming Tombs|Thirteen Tombs;十三陵;明十三陵|Beijing|CN|40.2520|116.2200|sight
Prince Gong Mansion|Prince Gong's Mansion;恭王府|Beijing|CN|39.9370|116.3860|sight
Yandai Xiejie|Yandaixie Street;烟袋斜街;煙袋斜街|Beijing|CN|39.9390|116.3930|shop
Dashilar|Dashilan;大栅栏;大柵欄|Beijing|CN|39.8960|116.3920|shop
Liulichang|Liulichang Culture Street;琉璃厂;琉璃廠|Beijing|CN|39.8950|116.3850|shop
Panjiayuan Antique Market|Panjiayuan;潘家园;潘家園|Beijing|CN|39.8740|116.4620|market
Beijing Zoo|北京动物园;北京動物園|Beijing|CN|39.9410|116.3370|park
Water Cube|National Aquatics Center;水立方;水立方体|Beijing|CN|39.9930|116.3880|sight
Universal Beijing Resort|Universal Studios Beijing;北京环球度假区;北京环球影城|Beijing|CN|39.8530|116.6750|park
Silk Market|Xiushui Market;秀水街;秀水市场|Beijing|CN|39.9080|116.4470|market
Great Hall of the People|人民大会堂;人民大會堂|Beijing|CN|39.9030|116.3880|sight
Capital Museum|首都博物馆;首都博物館|Beijing|CN|39.9060|116.3420|museum
Fragrant Hills Park|Xiangshan Park;香山公园;香山|Beijing|CN|39.9920|116.1880|park
City God Temple of Shanghai|Chenghuangmiao;城隍庙;城隍廟;上海城隍庙|Shanghai|CN|31.2270|121.4920|religious
Power Station of Art|上海当代艺术博物馆|Shanghai|CN|31.2030|121.4960|museum
Qibao Ancient Town|Qibao;七宝古镇;七寶古鎮|Shanghai|CN|31.1540|121.3550|neighbourhood
Shanghai Ocean Aquarium|上海海洋水族馆|Shanghai|CN|31.2410|121.5020|museum
Xujiahui Cathedral|St. Ignatius Cathedral;徐家汇天主教堂;徐家匯天主教堂|Shanghai|CN|31.1930|121.4340|religious
Fuxing Park|复兴公园;復興公園|Shanghai|CN|31.2170|121.4680|park
Duolun Road|Duolun Road Cultural Street;多伦路;多倫路|Shanghai|CN|31.2600|121.4830|sight
1933 Old Millfun|1933老场坊;老场坊|Shanghai|CN|31.2590|121.4960|sight
Former French Concession|French Concession;法租界;上海法租界|Shanghai|CN|31.2100|121.4500|neighbourhood
Zhouzhuang|周庄;周莊|Kunshan|CN|31.1170|120.8480|neighbourhood
Wuzhen|乌镇;烏鎮|Tongxiang|CN|30.7450|120.4880|neighbourhood
Xitang|西塘|Jiashan|CN|30.9450|120.8870|neighbourhood
Chunxi Road|春熙路|Chengdu|CN|30.6570|104.0810|shop
Taikoo Li Chengdu|Taikoo Li;太古里;成都远洋太古里|Chengdu|CN|30.6540|104.0840|shop
People's Park Chengdu|Heming Teahouse;人民公园;鹤鸣茶社|Chengdu|CN|30.6600|104.0570|park
Jinsha Site Museum|金沙遗址博物馆;金沙遺址博物館|Chengdu|CN|30.6810|104.0110|museum
Du Fu Thatched Cottage|杜甫草堂|Chengdu|CN|30.6600|104.0280|museum
Tianfu Square|天府广场;天府廣場|Chengdu|CN|30.6570|104.0660|sight
Dujiangyan Irrigation System|Dujiangyan;都江堰;都江堰景区|Chengdu|CN|31.0030|103.6050|sight
Mount Qingcheng|Qingchengshan;青城山|Chengdu|CN|30.9000|103.5700|nature
Sanxingdui Museum|三星堆博物馆;三星堆|Deyang|CN|31.0000|104.2070|museum
Jiefangbei|Liberation Monument;解放碑|Chongqing|CN|29.5570|106.5770|sight
Liziba Station|李子坝;李子壩|Chongqing|CN|29.5530|106.5330|sight
Yangtze River Cableway|长江索道;長江索道|Chongqing|CN|29.5550|106.5860|viewpoint
Chaotianmen|朝天门;朝天門;Raffles City Chongqing|Chongqing|CN|29.5660|106.5870|viewpoint
Beijing Road Guangzhou|Beijing Road Pedestrian Street;北京路步行街;北京路|Guangzhou|CN|23.1270|113.2690|shop
Shangxiajiu|Shangxiajiu Pedestrian Street;上下九;上下九步行街|Guangzhou|CN|23.1180|113.2480|shop
Yuexiu Park|Five Rams Statue;越秀公园;越秀公園;五羊石像|Guangzhou|CN|23.1390|113.2640|park
Sacred Heart Cathedral Guangzhou|Shishi Cathedral;石室圣心大教堂;石室聖心大教堂|Guangzhou|CN|23.1170|113.2660|religious
Baiyun Mountain|Baiyunshan;白云山;白雲山|Guangzhou|CN|23.1790|113.3000|nature
Huacheng Square|Flower City Square;花城广场;花城廣場|Guangzhou|CN|23.1190|113.3250|sight
Guangdong Museum|广东省博物馆;廣東省博物館|Guangzhou|CN|23.1150|113.3270|museum
Chimelong Safari Park|长隆野生动物世界;長隆野生動物世界|Guangzhou|CN|23.0000|113.3090|park
OCT Loft|OCT-LOFT;华侨城创意文化园;華僑城創意文化園|Shenzhen|CN|22.5400|113.9970|neighbourhood
Splendid China Folk Village|Splendid China;锦绣中华;錦繡中華|Shenzhen|CN|22.5340|113.9840|park
Dafen Oil Painting Village|Dafen;大芬油画村;大芬油畫村|Shenzhen|CN|22.6150|114.1380|neighbourhood
Dameisha|Dameisha Beach;大梅沙|Shenzhen|CN|22.5950|114.3040|beach
Ping An Finance Centre|Ping An Finance Center;平安金融中心|Shenzhen|CN|22.5360|114.0500|viewpoint
Huaqiangbei|Huaqiang North;华强北;華強北|Shenzhen|CN|22.5450|114.0850|market
Lianhuashan Park|Lotus Hill Park;莲花山公园;蓮花山公園|Shenzhen|CN|22.5540|114.0580|park
Xixi Wetland|Xixi National Wetland Park;西溪湿地;西溪濕地|Hangzhou|CN|30.2730|120.0640|nature
Longjing Village|Longjing Tea Village;Dragon Well Village;龙井村;龍井村|Hangzhou|CN|30.2240|120.1230|nature
Broken Bridge West Lake|Broken Bridge;Duanqiao;断桥;斷橋;断桥残雪;斷橋殘雪|Hangzhou|CN|30.2590|120.1520|sight
Su Causeway|Sudi;苏堤;蘇堤|Hangzhou|CN|30.2450|120.1430|sight
Three Pools Mirroring the Moon|三潭印月|Hangzhou|CN|30.2390|120.1450|sight
Gongchen Bridge|拱宸桥;拱宸橋;Grand Canal Hangzhou|Hangzhou|CN|30.3180|120.1450|sight
Shantang Street|Shantang;山塘街|Suzhou|CN|31.3180|120.6020|shop
Suzhou Museum|苏州博物馆;蘇州博物館|Suzhou|CN|31.3240|120.6250|museum
Master of the Nets Garden|Wangshi Garden;网师园;網師園|Suzhou|CN|31.2980|120.6330|park
Lion Grove Garden|Shizilin;狮子林;獅子林|Suzhou|CN|31.3230|120.6260|park
Hanshan Temple|寒山寺|Suzhou|CN|31.3120|120.5680|religious
Tongli|Tongli Water Town;同里;同里古镇|Suzhou|CN|31.1580|120.7230|neighbourhood
Jinji Lake|金鸡湖;金雞湖|Suzhou|CN|31.3130|120.6900|park
Zhongshan Road Xiamen|Zhongshan Road Pedestrian Street;中山路步行街|Xiamen|CN|24.4560|118.0800|shop
Nanputuo Temple|南普陀寺|Xiamen|CN|24.4420|118.0960|religious
Xiamen University|厦门大学;廈門大學|Xiamen|CN|24.4370|118.0980|sight
Zengcuo'an|Zengcuoan;曾厝垵|Xiamen|CN|24.4300|118.1250|neighbourhood
Tianmen Mountain|Tianmenshan;天门山;天門山|Zhangjiajie|CN|29.0480|110.4800|nature
Mount Emei|Emeishan;峨眉山|Suishan|CN|29.5200|103.3320|nature
Huangshan|Yellow Mountain;黄山;黃山|Huangshan|CN|30.1300|118.1700|nature
Longji Rice Terraces|Longsheng Rice Terraces;龙脊梯田;龍脊梯田|Guilin|CN|25.7540|110.1250|nature
Jade Dragon Snow Mountain|玉龙雪山;玉龍雪山|Lijiang|CN|27.1000|100.1800|nature
Erhai Lake|洱海|Dali|CN|25.7500|100.2000|nature
Dali Old Town|大理古城|Dali|CN|25.6920|100.1620|neighbourhood
Three Pagodas of Chongsheng Temple|崇圣寺三塔;崇聖寺三塔;Chongsheng Temple;崇圣寺;崇聖寺|Dali|CN|25.7070|100.1470|religious
Stone Forest|Shilin Stone Forest;石林|Shilin|CN|24.8150|103.3250|nature
Labrang Monastery|拉卜楞寺|Labuleng|CN|35.1950|102.5080|religious
Mogao Caves|Mogao Grottoes;莫高窟|Shazhou|CN|40.0420|94.8090|sight
Crescent Lake|Yueyaquan;月牙泉;Singing Sand Dunes;鸣沙山|Shazhou|CN|40.0880|94.6700|nature
Jiuzhaigou|九寨沟;九寨溝|Yongle|CN|33.2600|103.9200|nature
Sun Island Harbin|Harbin Ice and Snow World;哈尔滨冰雪大世界;冰雪大世界|Harbin|CN|45.7830|126.5640|park
Central Street Harbin|Zhongyang Street;中央大街|Harbin|CN|45.7750|126.6180|shop
Qingdao Beer Museum|Tsingtao Beer Museum;青岛啤酒博物馆;青島啤酒博物館|Qingdao|CN|36.0740|120.3440|museum
Badaguan|八大关;八大關|Qingdao|CN|36.0530|120.3500|neighbourhood
Mount Tai|Taishan;泰山|Tai'an|CN|36.2560|117.1010|nature
Temple of Confucius Qufu|Qufu Confucius Temple;曲阜孔庙;曲阜孔廟|Qufu|CN|35.5960|116.9880|religious
Shaolin Temple|少林寺|Songyang|CN|34.5080|112.9350|religious
Longmen Grottoes|龙门石窟;龍門石窟|Luoyang|CN|34.5560|112.4700|sight
Yungang Grottoes|云冈石窟;雲岡石窟|Datong|CN|40.1100|113.1210|sight
Hanging Temple|Xuankong Temple;悬空寺;懸空寺|Yong'an|CN|39.6660|113.7120|religious
Qinhuai River|秦淮河;Qinhuai|Nanjing|CN|32.0200|118.7880|sight
Zhonghua Gate|Nanjing City Wall;中华门;中華門|Nanjing|CN|32.0140|118.7780|sight
Xuanwu Lake|玄武湖|Nanjing|CN|32.0730|118.7960|park
Presidential Palace Nanjing|总统府;南京总统府|Nanjing|CN|32.0440|118.7970|museum
Ruins of St. Paul's|Ruins of Saint Paul's;大三巴牌坊;大三巴|Macau|MO|22.1975|113.5409|sight
Senado Square|Largo do Senado;議事亭前地|Macau|MO|22.1935|113.5390|sight
Macau Tower|Macau Tower Convention & Entertainment Centre;澳門旅遊塔|Macau|MO|22.1800|113.5370|viewpoint
A-Ma Temple|Templo de A-Má;媽閣廟|Macau|MO|22.1860|113.5310|religious
The Venetian Macao|Venetian Macao;澳門威尼斯人|Macau|MO|22.1470|113.5600|sight
Taipa Village|Taipa Old Village;氹仔舊城區;氹仔旧城区|Macau|MO|22.1540|113.5560|neighbourhood
Rua do Cunha|官也街|Macau|MO|22.1535|113.5570|food
Coloane Village|路環;路环;路環市區|Macau|MO|22.1170|113.5520|neighbourhood
Guia Fortress|Guia Lighthouse;東望洋炮台;东望洋炮台;松山燈塔|Macau|MO|22.1970|113.5500|viewpoint
Monte Fort|Fortaleza do Monte;大炮台|Macau|MO|22.1975|113.5420|sight
Mandarin's House|鄭家大屋;郑家大屋|Macau|MO|22.1880|113.5340|sight
Lord Stow's Bakery|安德魯餅店;安德鲁饼店|Macau|MO|22.1170|113.5540|food
Cotai Strip|路氹金光大道;Cotai|Macau|MO|22.1450|113.5640|sight
Galaxy Macau|澳門銀河;澳门银河|Macau|MO|22.1480|113.5530|sight
Grand Lisboa|新葡京|Macau|MO|22.1900|113.5430|sight
St. Dominic's Church|Igreja de São Domingos;玫瑰堂|Macau|MO|22.1940|113.5400|religious
Taipa Houses Museum|Casas-Museu da Taipa;龍環葡韻;龙环葡韵|Macau|MO|22.1530|113.5590|museum
Taipei 101|台北101;臺北101;타이베이 101;台北101大樓|Taipei|TW|25.0340|121.5645|viewpoint
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
Tamsui Old Street|Tamsui;淡水老街|Taipei|TW|25.1700|121.4400|sight
Bopiliao Historic Block|Bopiliao;剝皮寮|Taipei|TW|25.0360|121.5010|sight
Presidential Office Building|總統府|Taipei|TW|25.0400|121.5120|sight
Maokong Gondola|貓空纜車;Maokong|Taipei|TW|24.9680|121.5880|viewpoint
Yongkang Street|永康街;융캉제|Taipei|TW|25.0330|121.5300|food
Songshan Cultural and Creative Park|Songshan Cultural Park;松山文創園區;松山文创园区|Taipei|TW|25.0440|121.5610|sight
Ningxia Night Market|寧夏夜市;宁夏夜市;닝샤 야시장|Taipei|TW|25.0560|121.5150|market
Huaxi Street Night Market|Snake Alley;華西街夜市;华西街夜市|Taipei|TW|25.0380|121.4980|market
Taipei Zoo|臺北市立動物園;台北市立動物園;台北動物園|Taipei|TW|24.9990|121.5810|park
Taipei Fine Arts Museum|臺北市立美術館;台北市立美術館|Taipei|TW|25.0725|121.5247|museum
Grand Hotel Taipei|圓山大飯店;圆山大饭店|Taipei|TW|25.0790|121.5260|sight
National Revolutionary Martyrs' Shrine|Martyrs' Shrine;忠烈祠|Taipei|TW|25.0780|121.5330|sight
Tamsui Fisherman's Wharf|Fisherman's Wharf Tamsui;淡水漁人碼頭;漁人碼頭|Taipei|TW|25.1830|121.4100|viewpoint
Houtong Cat Village|猴硐貓村;猴硐|Keelung|TW|25.0870|121.8270|sight
Wulai|烏來;乌来|Taipei|TW|24.8650|121.5510|nature
Miaokou Night Market|Keelung Night Market;基隆廟口夜市;廟口夜市|Keelung|TW|25.1280|121.7440|market
Shennong Street|神農街;神农街|Tainan|TW|22.9980|120.1970|sight
Hayashi Department Store|林百貨;林百货|Tainan|TW|22.9920|120.2000|shop
Tainan Confucius Temple|臺南孔廟;台南孔廟;台南孔庙|Tainan|TW|22.9900|120.2040|religious
Anping Tree House|安平樹屋;安平树屋|Tainan|TW|23.0030|120.1600|sight
Chimei Museum|奇美博物館;奇美博物馆|Tainan|TW|22.9350|120.2260|museum
Tainan Garden Night Market|Garden Night Market;花園夜市;花园夜市|Tainan|TW|23.0110|120.2110|market
Liuhe Night Market|六合夜市|Kaohsiung|TW|22.6320|120.3020|market
Formosa Boulevard Station|Dome of Light;美麗島站;美丽岛站|Kaohsiung|TW|22.6310|120.3020|sight
Fo Guang Shan|佛光山;Fo Guang Shan Buddha Museum;佛陀紀念館|Kaohsiung|TW|22.7560|120.4430|religious
Cijin Island|Cijin;旗津|Kaohsiung|TW|22.6130|120.2680|beach
Love River|愛河;爱河|Kaohsiung|TW|22.6230|120.2880|sight
Fengjia Night Market|Feng Chia Night Market;逢甲夜市|Taichung|TW|24.1750|120.6460|market
Miyahara|宮原眼科;宫原眼科|Taichung|TW|24.1380|120.6840|food
National Taichung Theater|臺中國家歌劇院;台中國家歌劇院|Taichung|TW|24.1630|120.6400|sight
Qixingtan Beach|七星潭|Hualien City|TW|24.0300|121.6250|beach
Dongdamen Night Market|東大門夜市;东大门夜市|Hualien City|TW|23.9760|121.6110|market
Kenting National Park|墾丁;垦丁;Kenting|Hengchun|TW|21.9470|120.7950|beach
Sükhbaatar Square|Chinggis Square;Сүхбаатарын талбай|Ulaanbaatar|MN|47.9190|106.9170|sight
`;
