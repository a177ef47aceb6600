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
Fushimi Inari Taisha|Fushimi Inari;Fushimi Inari Shrine;伏見稲荷大社;伏見稲荷;伏见稻荷大社;伏见稻荷;후시미 이나리;후시미 이나리 신사;후시미이나리;후시미 이나리 타이샤;후시미이나리 타이샤;후시미 이나리 대사;후시미이나리 신사;후시미 이나리타이샤;伏見稻荷大社;伏見稻荷|Kyoto|JP|34.9671|135.7727|religious
Kinkaku-ji|Kinkakuji;Golden Pavilion;金閣寺;鹿苑寺;金阁寺;금각사;킨카쿠지;로쿠온지;금각사 절|Kyoto|JP|35.0394|135.7292|religious
Arashiyama Bamboo Grove|Bamboo Grove;竹林の小径;Sagano Bamboo Forest;嵐山竹林;岚山竹林;아라시야마 대나무숲;아라시야마 치쿠린;치쿠린노코미치;아라시야마 대나무 숲;사가노 대나무숲|Kyoto|JP|35.0170|135.6713|nature
Arashiyama|嵐山;岚山;아라시야마|Kyoto|JP|35.0150|135.6770|neighbourhood
Kiyomizu-dera|Kiyomizudera;清水寺;기요미즈데라;기요미즈 데라;키요미즈데라;키요미즈 데라;청수사;기요미즈데라 절|Kyoto|JP|34.9949|135.7850|religious
Gion|祇園;祇园;기온;기온 거리;교토 기온|Kyoto|JP|35.0037|135.7788|neighbourhood
Nishiki Market|錦市場;锦市场;니시키 시장;니시키시장;니시키 이치바|Kyoto|JP|35.0050|135.7649|market
Ginkaku-ji|Ginkakuji;Silver Pavilion;銀閣寺;慈照寺;银阁寺;은각사;긴카쿠지;지쇼지|Kyoto|JP|35.0270|135.7982|religious
Philosopher's Path|Philosophers Path;哲学の道;哲学之道;철학의 길;철학의길;데쓰가쿠노미치;테츠가쿠노미치;哲學之道|Kyoto|JP|35.0234|135.7945|sight
Nijō Castle|Nijo Castle;二条城;Nijo-jo;니조성;니조 성;니조조;이조성;二條城|Kyoto|JP|35.0142|135.7482|sight
Ryōan-ji|Ryoanji;Ryoan-ji;龍安寺;龙安寺;료안지|Kyoto|JP|35.0345|135.7183|religious
Tenryū-ji|Tenryuji;Tenryu-ji;天龍寺;天龙寺;덴류지;텐류지|Kyoto|JP|35.0158|135.6737|religious
Yasaka Shrine|Yasaka Jinja;八坂神社;야사카 신사;야사카신사|Kyoto|JP|35.0036|135.7785|religious
Pontocho|Pontochō;先斗町;폰토초;본토초;폰토쵸|Kyoto|JP|35.0050|135.7707|neighbourhood
Sannenzaka|Sannen-zaka;三年坂;産寧坂;산넨자카;产宁坂|Kyoto|JP|34.9965|135.7810|sight
Tōdai-ji|Todaiji;Todai-ji;東大寺;东大寺;도다이지;동대사;토다이지;도다이지 대불;도다이지 대불전|Nara|JP|34.6890|135.8398|religious
Nara Park|奈良公園;나라 공원;나라공원;奈良公园|Nara|JP|34.6851|135.8430|park
Shibuya Crossing|Shibuya Scramble Crossing;渋谷スクランブル交差点;Scramble Crossing;涩谷十字路口;시부야 스크램블 교차로;시부야 스크램블;스크램블 교차로;시부야 교차로;시부야 스크램블 교차점;澀谷十字路口;涩谷全向十字路口|Tokyo|JP|35.6595|139.7005|sight
Senso-ji|Sensō-ji;Sensoji;浅草寺;Asakusa Temple;센소지;센소지 절;아사쿠사 센소지;센소사;아사쿠사 관음사;淺草寺|Tokyo|JP|35.7148|139.7967|religious
Meiji Shrine|Meiji Jingu;明治神宮;明治神宫;메이지 신궁;메이지신궁;메이지 진구;메이지진구|Tokyo|JP|35.6764|139.6993|religious
Tokyo Skytree|東京スカイツリー;Skytree;东京晴空塔;晴空塔;도쿄 스카이트리;도쿄스카이트리;스카이트리;도쿄 스카이 트리;東京晴空塔|Tokyo|JP|35.7101|139.8107|viewpoint
Shinjuku Gyoen|Shinjuku Gyoen National Garden;新宿御苑;신주쿠 교엔;신주쿠교엔;신주쿠 어원|Tokyo|JP|35.6852|139.7101|park
Tsukiji Outer Market|Tsukiji Market;築地場外市場;築地市場;筑地市场;츠키지 시장;쓰키지 시장;츠키지시장;쓰키지 장외시장;츠키지 장외시장;츠키지 시장 장외;筑地场外市场|Tokyo|JP|35.6654|139.7707|market
Akihabara|秋葉原;Akiba;秋叶原;아키하바라;아키바|Tokyo|JP|35.7022|139.7741|neighbourhood
Harajuku|原宿;하라주쿠|Tokyo|JP|35.6702|139.7027|neighbourhood
Takeshita Street|Takeshita-dori;竹下通り;竹下通;竹下街;다케시타 거리;타케시타 거리;다케시타도리;타케시타도리|Tokyo|JP|35.6710|139.7050|shop
teamLab Planets|チームラボプラネッツ;팀랩 플래닛;팀랩 플래닛츠;팀랩 플래닛 도쿄;丰洲teamLab;豐洲teamLab;teamLab Planets丰洲|Tokyo|JP|35.6491|139.7898|museum
Tokyo Tower|東京タワー;东京塔;도쿄타워;도쿄 타워;東京鐵塔;东京铁塔|Tokyo|JP|35.6586|139.7454|viewpoint
Omoide Yokocho|思い出横丁;Memory Lane;오모이데 요코초;오모이데요코초;回忆横丁;回憶橫丁;新宿回忆横丁;新宿思出横丁|Tokyo|JP|35.6932|139.6995|food
Golden Gai|Shinjuku Golden Gai;新宿ゴールデン街;ゴールデン街;골든가이;골든 가이;신주쿠 골든가이;新宿黄金街;新宿黃金街;黄金街;黃金街|Tokyo|JP|35.6938|139.7049|food
Ueno Park|上野恩賜公園;上野公園;Ueno Onshi Park;우에노 공원;우에노공원;우에노 온시 공원;上野恩赐公园;上野公园|Tokyo|JP|35.7148|139.7733|park
Shibuya Sky|渋谷スカイ;시부야 스카이;시부야스카이;涩谷Sky;澀谷Sky;涩谷天空展望台;澀谷天空展望台|Tokyo|JP|35.6585|139.7022|viewpoint
Dotonbori|道頓堀;道顿堀;도톤보리;도톤보리 거리;도톤보리 강|Osaka|JP|34.6687|135.5013|neighbourhood
Osaka Castle|大阪城;Osaka-jo;오사카성;오사카 성;오사카성 천수각;오사카조|Osaka|JP|34.6873|135.5262|sight
Osaka Castle Park|大阪城公園;大阪城公园;오사카성 공원|Osaka|JP|34.6873|135.5262|park
Kuromon Market|Kuromon Ichiba Market;黒門市場;Kuromon Ichiba;黑门市场;구로몬 시장;구로몬시장;쿠로몬 시장;쿠로몬시장;구로몬 이치바;黑門市場|Osaka|JP|34.6654|135.5065|market
Kaminarimon|Kaminarimon Gate;雷門;가미나리몬;카미나리몬;뇌문;雷门|Tokyo|JP|35.7111|139.7963|sight
Nakamise-dori|Nakamise Street;Nakamise Shopping Street;仲見世通り;仲見世;나카미세 거리;나카미세도리;나카미세;仲见世|Tokyo|JP|35.7125|139.7965|market
Hachiko Statue|Hachikō Statue;Hachiko;ハチ公像;忠犬ハチ公像;하치코 동상;하치코;충견 하치코 동상|Tokyo|JP|35.6591|139.7006|sight
Tokyo Imperial Palace|Imperial Palace Tokyo;皇居;Kokyo;고쿄;황거;도쿄 황궁;일본 황궁|Tokyo|JP|35.6852|139.7528|sight
Imperial Palace East Gardens|East Gardens;皇居東御苑;Kokyo Higashi Gyoen;고쿄 히가시교엔;황거 동어원;고쿄 동쪽 정원;皇居东御苑|Tokyo|JP|35.6872|139.7557|park
Toyosu Market|豊洲市場;도요스 시장;토요스 시장;도요스시장;豐洲市場;丰洲市场|Tokyo|JP|35.6455|139.7850|market
Tokyo National Museum|東京国立博物館;도쿄 국립박물관;도쿄국립박물관;東京國立博物館;东京国立博物馆|Tokyo|JP|35.7188|139.7765|museum
Ameyoko|Ameya-Yokocho;アメ横;アメヤ横丁;아메요코;아메야요코초;아메요코 시장;阿美横町;阿美橫町;阿美横丁;阿美橫丁|Tokyo|JP|35.7100|139.7745|market
Omotesando|Omotesandō;表参道;오모테산도;表參道|Tokyo|JP|35.6652|139.7123|sight
Roppongi Hills|六本木ヒルズ;롯폰기 힐즈;롯폰기힐즈;六本木新城|Tokyo|JP|35.6604|139.7292|sight
Mori Art Museum|森美術館;모리 미술관;모리미술관;森美术馆|Tokyo|JP|35.6605|139.7290|museum
Ginza|銀座;银座;긴자|Tokyo|JP|35.6717|139.7650|neighbourhood
Odaiba|お台場;台场;오다이바;台場|Tokyo|JP|35.6270|139.7760|neighbourhood
Odaiba Seaside Park|Odaiba Marine Park;お台場海浜公園;오다이바 해변공원;台场海滨公园|Tokyo|JP|35.6295|139.7755|park
Tokyo Metropolitan Government Building|東京都庁;Tocho;Tokyo City Hall Observatory;도쿄도청;도쿄 도청;도쿄도청 전망대;東京都廳;东京都厅|Tokyo|JP|35.6896|139.6917|viewpoint
Yanaka Ginza|谷中銀座;야나카 긴자;谷中银座|Tokyo|JP|35.7276|139.7660|market
Kabukicho|Kabukichō;歌舞伎町;가부키초;카부키초;가부키쵸|Tokyo|JP|35.6950|139.7030|neighbourhood
Zojo-ji|Zōjō-ji;Zojoji;増上寺;조조지;증상사;增上寺|Tokyo|JP|35.6575|139.7482|religious
Tokyo Station|東京駅;도쿄역;도쿄 역;東京車站;东京站|Tokyo|JP|35.6812|139.7671|sight
Rikugien|Rikugi-en;六義園;리쿠기엔;육의원;六义园|Tokyo|JP|35.7330|139.7466|park
Ghibli Museum|三鷹の森ジブリ美術館;ジブリ美術館;Ghibli Museum Mitaka;지브리 미술관;지브리 박물관;미타카 지브리 미술관;지브리미술관|Tokyo|JP|35.6962|139.5704|museum
Yoyogi Park|代々木公園;요요기 공원;요요기공원;代代木公園;代代木公园|Tokyo|JP|35.6717|139.6949|park
Hamarikyu Gardens|Hama-rikyu Gardens;浜離宮恩賜庭園;浜離宮;하마리큐 정원;하마리큐;하마리큐 온시 정원;濱離宮恩賜庭園;滨离宫恩赐庭园;濱離宮;滨离宫|Tokyo|JP|35.6600|139.7632|park
Kabuki-za|Kabukiza;歌舞伎座;가부키자;카부키자|Tokyo|JP|35.6695|139.7678|sight
Gotoku-ji|Gotokuji;豪徳寺;고토쿠지;고양이 절;豪德寺|Tokyo|JP|35.6488|139.6474|religious
Koishikawa Korakuen|Koishikawa Kōrakuen;小石川後楽園;고이시카와 고라쿠엔;코이시카와 코라쿠엔;小石川後樂園;小石川后乐园|Tokyo|JP|35.7057|139.7497|park
Tokyo Dome|東京ドーム;도쿄돔;도쿄 돔;东京巨蛋;東京巨蛋|Tokyo|JP|35.7056|139.7519|sight
Yasukuni Shrine|Yasukuni Jinja;靖国神社;야스쿠니 신사;야스쿠니신사;靖國神社|Tokyo|JP|35.6945|139.7434|religious
Nezu Shrine|Nezu Jinja;根津神社;네즈 신사;네즈신사|Tokyo|JP|35.7200|139.7610|religious
Ryogoku Kokugikan|Ryōgoku Kokugikan;両国国技館;료고쿠 국기관;료고쿠 고쿠기칸;兩國國技館;两国国技馆|Tokyo|JP|35.6969|139.7932|sight
Shimokitazawa|Shimokita;下北沢;시모키타자와;시모키타;下北澤;下北泽|Tokyo|JP|35.6616|139.6680|neighbourhood
Nakameguro|Naka-Meguro;中目黒;Meguro River;나카메구로;메구로강;메구로 강;中目黑|Tokyo|JP|35.6440|139.6990|neighbourhood
Kappabashi|Kappabashi Street;かっぱ橋道具街;合羽橋;갓파바시;캇파바시;갓파바시 도구거리;캇파바시 도구 거리;合羽桥|Tokyo|JP|35.7138|139.7879|shop
Kiyosumi Gardens|Kiyosumi Teien;清澄庭園;기요스미 정원;키요스미 정원;기요스미 테이엔;清澄庭园|Tokyo|JP|35.6813|139.7970|park
Inokashira Park|井の頭恩賜公園;井の頭公園;이노카시라 공원;이노카시라공원|Tokyo|JP|35.6998|139.5730|park
Togetsukyo Bridge|Togetsukyō;渡月橋;渡月桥;도게쓰교;토게츠쿄;도게츠교;도월교|Kyoto|JP|35.0129|135.6778|sight
Kyoto Imperial Palace|京都御所;Kyoto Gosho;교토 고쇼;교토고쇼;교토 어소|Kyoto|JP|35.0254|135.7621|sight
Hanamikoji Street|Hanamikoji;Hanami-koji;花見小路;花见小路;하나미코지;하나미코지 거리;하나미코지도리|Kyoto|JP|35.0030|135.7750|sight
Sanjūsangen-dō|Sanjusangendo;Sanjusangen-do;三十三間堂;三十三间堂;산주산겐도;삼십삼간당|Kyoto|JP|34.9879|135.7717|religious
Tō-ji|Toji;To-ji;東寺;东寺;도지 오층탑;교토 도지|Kyoto|JP|34.9806|135.7478|religious
Heian Shrine|Heian Jingu;平安神宮;平安神宫;헤이안 신궁;헤이안신궁;헤이안 진구|Kyoto|JP|35.0160|135.7824|religious
Nanzen-ji|Nanzenji;南禅寺;난젠지;南禪寺|Kyoto|JP|35.0113|135.7937|religious
Kyoto Station|京都駅;교토역;교토 역;京都車站;京都站|Kyoto|JP|34.9858|135.7588|sight
Kyoto Tower|京都タワー;교토 타워;교토타워;京都塔|Kyoto|JP|34.9875|135.7594|viewpoint
Ninenzaka|Ninen-zaka;二年坂;二寧坂;니넨자카;二宁坂|Kyoto|JP|34.9980|135.7805|sight
Kōdai-ji|Kodaiji;Kodai-ji;高台寺;고다이지;코다이지|Kyoto|JP|35.0006|135.7810|religious
Chion-in|Chionin;知恩院;지온인;치온인|Kyoto|JP|35.0055|135.7830|religious
Higashi Hongan-ji|Higashi Honganji;東本願寺;히가시혼간지;히가시 혼간지;东本愿寺|Kyoto|JP|34.9913|135.7585|religious
Nishi Hongan-ji|Nishi Honganji;西本願寺;니시혼간지;니시 혼간지;西本愿寺|Kyoto|JP|34.9915|135.7517|religious
Daitoku-ji|Daitokuji;大徳寺;다이토쿠지;大德寺|Kyoto|JP|35.0440|135.7460|religious
Iwatayama Monkey Park|Arashiyama Monkey Park;嵐山モンキーパークいわたやま;이와타야마 몽키파크;아라시야마 몽키파크;몽키파크 이와타야마;岚山猴子公园;嵐山猴子公園;岩田山猴子公园|Kyoto|JP|35.0100|135.6772|nature
Tōfuku-ji|Tofukuji;Tofuku-ji;東福寺;도후쿠지;토후쿠지;东福寺|Kyoto|JP|34.9766|135.7737|religious
Kamigamo Shrine|Kamigamo Jinja;上賀茂神社;가미가모 신사;카미가모 신사;上贺茂神社|Kyoto|JP|35.0600|135.7527|religious
Shimogamo Shrine|Shimogamo Jinja;下鴨神社;시모가모 신사;시모가모신사;下鸭神社|Kyoto|JP|35.0390|135.7730|religious
Daigo-ji|Daigoji;醍醐寺;다이고지|Kyoto|JP|34.9510|135.8195|religious
Byōdō-in|Byodoin;Byodo-in;平等院;뵤도인;평등원;보도인|Uji|JP|34.8893|135.8077|religious
Shinsekai|新世界;신세카이;大阪新世界;新世界本通商店街|Osaka|JP|34.6522|135.5063|neighbourhood
Tsutenkaku|Tsūtenkaku;通天閣;通天阁;츠텐카쿠;쓰텐카쿠;츠텐카쿠 타워;통천각|Osaka|JP|34.6525|135.5063|viewpoint
Umeda Sky Building|梅田スカイビル;Floating Garden Observatory;우메다 스카이빌딩;우메다 스카이 빌딩;공중정원 전망대;우메다 공중정원;梅田蓝天大厦;梅田藍天大廈;梅田空中庭园;梅田空中庭園|Osaka|JP|34.7053|135.4907|viewpoint
Universal Studios Japan|USJ;ユニバーサル・スタジオ・ジャパン;유니버설 스튜디오 재팬;유니버셜 스튜디오 재팬;유니버설 스튜디오 저팬;유니버설 재팬;유니버셜 재팬;유니버설스튜디오재팬;日本环球影城;日本環球影城;大阪环球影城;大阪環球影城|Osaka|JP|34.6654|135.4323|sight
Osaka Aquarium Kaiyukan|Kaiyukan;海遊館;가이유칸;카이유칸;오사카 해유관;가이유칸 수족관;카이유칸 수족관;海游馆|Osaka|JP|34.6545|135.4290|sight
Shitennō-ji|Shitennoji;Shitenno-ji;四天王寺;시텐노지;사천왕사|Osaka|JP|34.6536|135.5164|religious
Sumiyoshi Taisha|Sumiyoshi Grand Shrine;住吉大社;스미요시 타이샤;스미요시 대사;스미요시 다이샤|Osaka|JP|34.6125|135.4930|religious
Abeno Harukas|あべのハルカス;아베노 하루카스;아베노하루카스;하루카스 300;阿倍野Harukas|Osaka|JP|34.6458|135.5139|viewpoint
Shinsaibashi|Shinsaibashi-suji;心斎橋;心斎橋筋商店街;신사이바시;신사이바시스지;신사이바시 상점가;心齋橋;心斋桥;心齋橋筋商店街;心斋桥筋商店街|Osaka|JP|34.6743|135.5013|shop
Amerikamura|Amemura;アメリカ村;아메리카무라;아메무라;아메리카 마을;大阪美国村;大阪美國村|Osaka|JP|34.6720|135.4985|neighbourhood
Hozenji Yokocho|Hōzen-ji Yokochō;法善寺横丁;호젠지 요코초;호젠지 골목;法善寺橫丁|Osaka|JP|34.6680|135.5030|food
Hōzen-ji|Hozenji;法善寺;호젠지|Osaka|JP|34.6680|135.5030|religious
Namba Yasaka Shrine|難波八阪神社;난바 야사카 신사;난바야사카 신사;사자머리 신사;难波八阪神社|Osaka|JP|34.6617|135.4971|religious
Tower of the Sun|Taiyō no Tō;太陽の塔;태양의 탑;타이요노토;太阳之塔;太陽之塔|Suita|JP|34.8094|135.5323|sight
Kasuga Taisha|Kasuga Grand Shrine;春日大社;가스가 타이샤;카스가 타이샤;가스가 대사|Nara|JP|34.6813|135.8484|religious
Kōfuku-ji|Kofukuji;Kofuku-ji;興福寺;고후쿠지;코후쿠지;兴福寺|Nara|JP|34.6830|135.8315|religious
Naramachi|ならまち;나라마치;奈良町|Nara|JP|34.6770|135.8300|neighbourhood
Isuien Garden|Isuien;依水園;이스이엔;이스이엔 정원;依水园|Nara|JP|34.6862|135.8367|park
Hōryū-ji|Horyuji;Horyu-ji;法隆寺;호류지;법륭사|Nara|JP|34.6147|135.7344|religious
Hiroshima Peace Memorial Park|Peace Memorial Park;平和記念公園;히로시마 평화기념공원;히로시마 평화공원;평화기념공원 히로시마;平和记念公园|Hiroshima|JP|34.3925|132.4524|park
Atomic Bomb Dome|A-Bomb Dome;Genbaku Dome;原爆ドーム;Hiroshima Peace Memorial;원폭돔;원폭 돔;겐바쿠 돔;히로시마 원폭돔;原爆圆顶;原爆圓頂;原爆圆顶馆;原爆圓頂館;原爆穹顶|Hiroshima|JP|34.3955|132.4536|sight
Hiroshima Peace Memorial Museum|Peace Memorial Museum;広島平和記念資料館;히로시마 평화기념자료관;히로시마 원폭자료관;廣島平和記念資料館;广岛平和记念资料馆|Hiroshima|JP|34.3916|132.4535|museum
Hiroshima Castle|広島城;히로시마성;히로시마 성;잉어성;廣島城;广岛城|Hiroshima|JP|34.4027|132.4593|sight
Shukkeien|Shukkei-en;縮景園;슛케이엔;슈케이엔;缩景园|Hiroshima|JP|34.4005|132.4675|park
Itsukushima Shrine|厳島神社;Miyajima Floating Torii;Miyajima Torii;이쓰쿠시마 신사;이츠쿠시마 신사;이쓰쿠시마신사;이츠쿠시마신사;미야지마 도리이;미야지마 오도리이;엄도신사;嚴島神社;严岛神社|Hatsukaichi|JP|34.2960|132.3199|religious
Miyajima|Itsukushima;宮島;厳島;미야지마|Hatsukaichi|JP|34.2985|132.3215|neighbourhood
Mount Misen|Misen;弥山;미센산;미센;미센 전망대;彌山|Hatsukaichi|JP|34.2825|132.3156|viewpoint
Nikkō Tōshō-gū|Toshogu;Nikko Toshogu;日光東照宮;닛코 도쇼구;닛코 토쇼구;닛코도쇼구;日光东照宫|Nikko|JP|36.7580|139.5988|religious
Shinkyo Bridge|Shinkyō;神橋;신쿄;신쿄 다리;닛코 신쿄|Nikko|JP|36.7536|139.6030|sight
Kegon Falls|Kegon-no-taki;華厳滝;게곤 폭포;케곤 폭포;게곤폭포;케곤폭포;華嚴瀑布;华严瀑布;Kegon Waterfall|Nikko|JP|36.7380|139.5020|nature
Lake Ashi|Ashinoko;芦ノ湖;아시노코;아시노코 호수;아시 호수;芦之湖;蘆之湖|Hakone|JP|35.2097|139.0044|nature
Hakone Shrine|箱根神社;하코네 신사;하코네신사;하코네 신사 도리이|Hakone|JP|35.2047|139.0256|religious
Owakudani|Ōwakudani;大涌谷;오와쿠다니|Hakone|JP|35.2440|139.0200|nature
Hakone Open-Air Museum|彫刻の森美術館;조각의 숲 미술관;하코네 조각의 숲 미술관;조각의숲 미술관|Hakone|JP|35.2450|139.0508|museum
Great Buddha of Kamakura|Kamakura Daibutsu;Kotoku-in;鎌倉大仏;高徳院;가마쿠라 대불;카마쿠라 대불;가마쿠라 다이부쓰;고토쿠인;코토쿠인;鎌倉大佛;镰仓大佛;高德院|Kamakura|JP|35.3167|139.5356|religious
Tsurugaoka Hachimangū|Tsurugaoka Hachimangu;鶴岡八幡宮;쓰루가오카 하치만구;츠루가오카 하치만구;쓰루가오카하치만구;鹤冈八幡宫|Kamakura|JP|35.3260|139.5565|religious
Hase-dera|Hasedera;長谷寺;하세데라;가마쿠라 하세데라;长谷寺|Kamakura|JP|35.3125|139.5334|religious
Komachi-dori|Komachi Street;小町通り;고마치 거리;코마치 거리;고마치도리;코마치도리;小町通;小町通商店街|Kamakura|JP|35.3205|139.5520|shop
Mount Fuji|Fuji-san;Fujisan;富士山;Mt Fuji;Mt. Fuji;후지산;후지 산|Fujiyoshida|JP|35.3606|138.7274|nature
Chureito Pagoda|Chūreitō Pagoda;忠霊塔;Arakurayama Sengen Park;추레이토;츄레이토;추레이토 탑;아라쿠라야마 센겐 공원;忠靈塔;忠灵塔|Fujiyoshida|JP|35.5012|138.8013|viewpoint
Lake Kawaguchi|Kawaguchiko;河口湖;가와구치코;카와구치코;가와구치 호수;카와구치 호수|Fujiyoshida|JP|35.5170|138.7520|nature
Kenroku-en|Kenrokuen;兼六園;겐로쿠엔;켄로쿠엔;겐로쿠엔 정원;켄로쿠엔 정원;兼六园|Kanazawa|JP|36.5621|136.6627|park
Kanazawa Castle|金沢城;가나자와성;가나자와 성;카나자와성;金澤城;金泽城|Kanazawa|JP|36.5650|136.6594|sight
Higashi Chaya District|Higashi Chaya;ひがし茶屋街;히가시 차야;히가시차야;히가시 차야가이;히가시 찻집거리;히가시차야 거리|Kanazawa|JP|36.5725|136.6670|neighbourhood
Omicho Market|Ōmi-chō Market;近江町市場;오미초 시장;오미쵸 시장;오미초시장;近江町市场|Kanazawa|JP|36.5715|136.6565|market
21st Century Museum of Contemporary Art|金沢21世紀美術館;21세기 미술관;가나자와 21세기 미술관;카나자와 21세기 미술관;金澤21世紀美術館;金泽21世纪美术馆|Kanazawa|JP|36.5609|136.6582|museum
Sanmachi Suji|Sanmachi;さんまち;古い町並;산마치 스지;산마치스지;산마치 거리;다카야마 옛 거리|Takayama|JP|36.1407|137.2604|neighbourhood
Himeji Castle|姫路城;White Heron Castle;히메지성;히메지 성;백로성;히메지조|Himeji|JP|34.8394|134.6939|sight
Odori Park|Ōdōri Park;大通公園;오도리 공원;오도리공원;삿포로 오도리 공원;大通公园|Sapporo|JP|43.0600|141.3480|park
Sapporo Clock Tower|札幌市時計台;삿포로 시계탑;삿포로시계탑;札幌市时计台|Sapporo|JP|43.0626|141.3536|sight
Susukino|すすきの;스스키노;薄野|Sapporo|JP|43.0555|141.3530|neighbourhood
Sapporo Beer Museum|サッポロビール博物館;삿포로 맥주 박물관;삿포로 맥주박물관;삿포로 비어 뮤지엄|Sapporo|JP|43.0714|141.3688|museum
Ohori Park|Ōhori Park;大濠公園;오호리 공원;오호리공원;大濠公园|Fukuoka|JP|33.5860|130.3760|park
Canal City Hakata|キャナルシティ博多;캐널시티 하카타;캐널시티;커낼시티;캐널 시티|Fukuoka|JP|33.5897|130.4109|shop
Kushida Shrine|櫛田神社;쿠시다 신사;구시다 신사;쿠시다신사;구시다신사;栉田神社|Fukuoka|JP|33.5930|130.4105|religious
Dazaifu Tenmangu|Dazaifu Tenman-gū;太宰府天満宮;다자이후 텐만구;다자이후 덴만구;다자이후텐만구;다자이후덴만구;太宰府天滿宮;太宰府天满宫|Dazaifu|JP|33.5215|130.5348|religious
Shuri Castle|首里城;슈리성;슈리 성;슈리조|Naha|JP|26.2171|127.7195|sight
Kokusai Street|Kokusai-dori;国際通り;국제거리;고쿠사이 거리;코쿠사이 도리;국제 거리;国际通;國際通;国际通大街;國際通大街|Naha|JP|26.2150|127.6880|shop
Okinawa Churaumi Aquarium|Churaumi Aquarium;沖縄美ら海水族館;츄라우미 수족관;추라우미 수족관;오키나와 츄라우미 수족관;츄라우미수족관|Nago|JP|26.6943|127.8779|sight
Nagoya Castle|名古屋城;나고야성;나고야 성;나고야조|Nagoya|JP|35.1856|136.8991|sight
Atsuta Shrine|Atsuta Jingu;熱田神宮;아쓰타 신궁;아츠타 신궁;아쓰타신궁;아츠타 진구;热田神宫|Nagoya|JP|35.1270|136.9087|religious
Yokohama Chinatown|横浜中華街;요코하마 차이나타운;요코하마 중화가;요코하마 주카가이;橫濱中華街;横滨中华街|Yokohama|JP|35.4427|139.6460|neighbourhood
Minato Mirai|みなとみらい;Minato Mirai 21;미나토미라이;미나토 미라이;미나토미라이 21;港未来;港未來;港未来21;港未來21|Yokohama|JP|35.4560|139.6310|neighbourhood
Sankeien Garden|Sankeien;三溪園;산케이엔;산케이엔 정원;三溪园|Yokohama|JP|35.4170|139.6620|park
Cup Noodles Museum Yokohama|カップヌードルミュージアム;컵누들 뮤지엄;컵라면 박물관;컵누들 박물관;요코하마 컵누들 뮤지엄;横滨合味道纪念馆;橫濱合味道紀念館;杯面博物馆;杯麵博物館|Yokohama|JP|35.4555|139.6385|museum
Kobe Port Tower|神戸ポートタワー;고베 포트타워;고베 포트 타워;神户塔;神戶塔;神户港塔;神戶港塔|Kobe|JP|34.6826|135.1867|viewpoint
Kitano Ijinkan|Kitano-chō;北野異人館街;기타노 이진칸;키타노 이진칸;기타노 이인관;北野异人馆街|Kobe|JP|34.7000|135.1900|neighbourhood
Nara Deer Park|Nara Deer;나라 사슴공원;나라 사슴 공원;나라 사슴|Nara|JP|34.6851|135.8430|park
Tokyo Disneyland|東京ディズニーランド;도쿄 디즈니랜드;도쿄디즈니랜드;东京迪士尼乐园;東京迪士尼樂園|Urayasu|JP|35.6329|139.8804|sight
Tokyo DisneySea|東京ディズニーシー;도쿄 디즈니씨;도쿄디즈니씨;도쿄 디즈니 씨;디즈니씨;东京迪士尼海洋;東京迪士尼海洋|Urayasu|JP|35.6267|139.8851|sight
Sunshine City|サンシャインシティ;Sunshine 60;선샤인 시티;선샤인시티;선샤인 60;池袋阳光城;池袋陽光城;阳光60大楼|Tokyo|JP|35.7290|139.7190|viewpoint
Ebisu Garden Place|恵比寿ガーデンプレイス;에비스 가든 플레이스;에비스가든플레이스;惠比寿花园广场;惠比壽花園廣場|Tokyo|JP|35.6420|139.7130|sight
Jimbocho Book Town|Jimbōchō;神保町;진보초;진보초 고서점 거리|Tokyo|JP|35.6960|139.7580|shop
Hie Shrine|Hie Jinja;日枝神社;히에 신사;히에신사|Tokyo|JP|35.6745|139.7394|religious
Kanda Myojin|Kanda Shrine;神田明神;간다 묘진;칸다 묘진;간다묘진|Tokyo|JP|35.7020|139.7680|religious
Sengaku-ji|Sengakuji;泉岳寺;센가쿠지|Tokyo|JP|35.6380|139.7380|religious
Shibamata Taishakuten|柴又帝釈天;시바마타 다이샤쿠텐;시바마타 타이샤쿠텐;柴又帝釋天;柴又帝释天|Tokyo|JP|35.7590|139.8770|religious
Eikan-dō|Eikando;永観堂;禅林寺;에이칸도;永觀堂;永观堂;禪林寺|Kyoto|JP|35.0147|135.7945|religious
Kurama-dera|Kuramadera;鞍馬寺;구라마데라;쿠라마데라;鞍马寺|Kyoto|JP|35.1180|135.7710|religious
Kifune Shrine|Kifune Jinja;貴船神社;기후네 신사;키후네 신사;기부네 신사;贵船神社|Kyoto|JP|35.1220|135.7630|religious
Kyoto Railway Museum|京都鉄道博物館;교토 철도박물관;교토철도박물관;京都鐵道博物館;京都铁道博物馆|Kyoto|JP|34.9870|135.7430|museum
Sanzen-in|Sanzenin;三千院;산젠인|Kyoto|JP|35.1190|135.8340|religious
Kennin-ji|Kenninji;建仁寺;겐닌지;켄닌지|Kyoto|JP|35.0005|135.7735|religious
Yasui Konpira-gū|Yasui Konpiragu;安井金比羅宮;야스이 곤피라구;야스이 콘피라구;安井金比罗宫|Kyoto|JP|34.9990|135.7770|religious
Osaka Tenmangu|大阪天満宮;오사카 텐만구;오사카 덴만구;大阪天滿宮;大阪天满宫|Osaka|JP|34.6960|135.5120|religious
Nakanoshima Park|中之島公園;나카노시마 공원;나카노시마공원;中之岛公园|Osaka|JP|34.6920|135.5060|park
Tempozan Ferris Wheel|天保山大観覧車;덴포잔 대관람차;텐포잔 대관람차;텐포잔 관람차;天保山大觀覽車;天保山大观览车|Osaka|JP|34.6560|135.4310|viewpoint
Yakushi-ji|Yakushiji;薬師寺;야쿠시지;藥師寺;药师寺|Nara|JP|34.6685|135.7845|religious
Tōshōdai-ji|Toshodaiji;唐招提寺;도쇼다이지;토쇼다이지;당초제사|Nara|JP|34.6755|135.7848|religious
Meriken Park|メリケンパーク;메리켄 파크;메리켄파크;메리켄 공원;美利坚公园;美利堅公園|Kobe|JP|34.6820|135.1880|park
Otaru Canal|小樽運河;오타루 운하;오타루운하;小樽运河|Otaru|JP|43.1990|140.9940|sight
Mount Hakodate|Hakodateyama;函館山;하코다테산;하코다테야마;하코다테산 전망대;函馆山|Hakodate|JP|41.7594|140.7047|viewpoint
Matsumoto Castle|松本城;마쓰모토성;마츠모토성;마쓰모토 성;마츠모토 성|Matsumoto|JP|36.2385|137.9690|sight
Kumamoto Castle|熊本城;구마모토성;쿠마모토성;구마모토 성;쿠마모토 성|Kumamoto|JP|32.8062|130.7058|sight
Nagasaki Peace Park|平和公園;나가사키 평화공원;나가사키 평화 공원;平和公园|Nagasaki|JP|32.7760|129.8630|park
Glover Garden|グラバー園;구라바엔;글로버 가든;글로버 정원;구라바 엔;哥拉巴园;哥拉巴園|Nagasaki|JP|32.7343|129.8690|park
Umi Jigoku|海地獄;우미 지옥;바다지옥;우미지고쿠;海地狱|Beppu|JP|33.3160|131.4750|nature
Beppu Hells|別府地獄めぐり;벳푸 지옥순례;벳푸 지옥 순례|Beppu|JP|33.3160|131.4750|nature
Ise Grand Shrine|Ise Jingu;伊勢神宮;Naiku;이세 신궁;이세신궁;이세 진구;이세 신궁 내궁;伊势神宫|Ise|JP|34.4550|136.7250|religious
Mount Takao|Takao-san;高尾山;다카오산;타카오산;다카오 산|Hachiōji|JP|35.6250|139.2430|nature
Cape Manzamo|万座毛;만좌모;만자모;萬座毛|Nago|JP|26.5050|127.8500|viewpoint
Shinjuku|新宿;신주쿠|Tokyo|JP|35.6909|139.7003|neighbourhood
Shibuya|渋谷;涩谷;시부야;澀谷|Tokyo|JP|35.6617|139.7006|neighbourhood
Asakusa|浅草;아사쿠사;淺草|Tokyo|JP|35.7119|139.7983|neighbourhood
Ikebukuro|池袋;이케부쿠로|Tokyo|JP|35.7295|139.7109|neighbourhood
Roppongi|六本木;롯폰기|Tokyo|JP|35.6628|139.7314|neighbourhood
Ueno|上野;우에노|Tokyo|JP|35.7138|139.7770|neighbourhood
Kichijoji|Kichijōji;吉祥寺;기치조지|Tokyo|JP|35.7030|139.5795|neighbourhood
Koenji|Kōenji;高円寺;고엔지;코엔지;高圓寺;高圆寺|Tokyo|JP|35.7053|139.6496|neighbourhood
Daikanyama|代官山;다이칸야마|Tokyo|JP|35.6485|139.7030|neighbourhood
Ebisu|恵比寿;에비스;惠比壽;惠比寿|Tokyo|JP|35.6467|139.7101|neighbourhood
Nakano Broadway|中野ブロードウェイ;나카노 브로드웨이;나카노브로드웨이;中野百老汇;中野百老匯|Tokyo|JP|35.7092|139.6657|shop
Kagurazaka|神楽坂;가구라자카;카구라자카;神樂坂;神乐坂|Tokyo|JP|35.7020|139.7400|neighbourhood
Tsukishima Monja Street|月島もんじゃストリート;쓰키시마 몬자 거리;츠키시마 몬자 거리|Tokyo|JP|35.6640|139.7820|food
Tsukishima|月島;月岛;츠키시마;쓰키시마|Tokyo|JP|35.6630|139.7830|neighbourhood
Ueno Zoo|上野動物園;Ueno Zoological Gardens;우에노 동물원;우에노동물원;上野动物园|Tokyo|JP|35.7164|139.7714|park
National Museum of Nature and Science|国立科学博物館;국립과학박물관;도쿄 국립과학박물관;國立科學博物館;国立科学博物馆|Tokyo|JP|35.7163|139.7764|museum
Shinobazu Pond|不忍池;시노바즈노이케;시노바즈 연못|Tokyo|JP|35.7120|139.7700|park
Tokyo Midtown|東京ミッドタウン;도쿄 미드타운;도쿄미드타운;东京中城;東京中城|Tokyo|JP|35.6655|139.7310|shop
National Art Center Tokyo|国立新美術館;The National Art Center;국립신미술관;도쿄 국립신미술관;國立新美術館;国立新美术馆|Tokyo|JP|35.6653|139.7264|museum
Azabudai Hills|麻布台ヒルズ;아자부다이 힐즈;麻布台之丘|Tokyo|JP|35.6604|139.7400|shop
teamLab Borderless|チームラボボーダレス;팀랩 보더리스;팀랩보더리스;teamLab无界;teamLab無界|Tokyo|JP|35.6604|139.7400|museum
Rainbow Bridge|レインボーブリッジ;레인보우 브릿지;레인보우브릿지;레인보 브리지;彩虹大桥;彩虹大橋|Tokyo|JP|35.6366|139.7631|sight
Unicorn Gundam Statue|Gundam Statue Odaiba;ユニコーンガンダム;유니콘 건담;오다이바 건담|Tokyo|JP|35.6251|139.7756|sight
DiverCity Tokyo Plaza|ダイバーシティ東京;다이버시티 도쿄;다이버시티 도쿄 플라자|Tokyo|JP|35.6251|139.7756|shop
Tokyo Big Sight|東京ビッグサイト;도쿄 빅사이트;도쿄빅사이트;东京国际展示场;東京國際展示場|Tokyo|JP|35.6298|139.7942|sight
Sumida Hokusai Museum|すみだ北斎美術館;스미다 호쿠사이 미술관|Tokyo|JP|35.6966|139.7988|museum
Edo-Tokyo Museum|江戸東京博物館;에도 도쿄 박물관;에도도쿄박물관;江戶東京博物館;江户东京博物馆|Tokyo|JP|35.6965|139.7957|museum
Nihonbashi|日本橋;니혼바시;日本桥|Tokyo|JP|35.6840|139.7745|sight
Ginza Six|GINZA SIX;긴자 식스;긴자식스|Tokyo|JP|35.6697|139.7640|shop
Miyashita Park|ミヤシタパーク;미야시타 파크;미야시타파크;宫下公园;宮下公園|Tokyo|JP|35.6623|139.7019|shop
Cat Street|キャットストリート;캣스트리트;캣 스트리트|Tokyo|JP|35.6674|139.7059|shop
Nezu Museum|根津美術館;네즈 미술관;네즈미술관;根津美术馆|Tokyo|JP|35.6620|139.7170|museum
Tokyo Sea Life Park|葛西臨海水族園;가사이 임해수족원;葛西临海水族园|Tokyo|JP|35.6400|139.8620|park
Kasai Rinkai Park|葛西臨海公園;카사이 임해공원;가사이 임해공원|Tokyo|JP|35.6400|139.8620|park
Yokohama Red Brick Warehouse|横浜赤レンガ倉庫;아카렌가 창고;요코하마 아카렌가 창고;요코하마 붉은 벽돌 창고;아카렌가소코|Yokohama|JP|35.4527|139.6426|shop
Yamashita Park|山下公園;야마시타 공원;야마시타공원;山下公园|Yokohama|JP|35.4460|139.6500|park
Osanbashi Pier|大さん橋;Osanbashi;오산바시;오산바시 부두;오산바시 여객터미널;大栈桥;大棧橋|Yokohama|JP|35.4515|139.6470|viewpoint
Cosmo World|よこはまコスモワールド;Yokohama Cosmo World;코스모월드;요코하마 코스모월드;코스모 월드 관람차;横滨宇宙世界;橫濱宇宙世界|Yokohama|JP|35.4553|139.6365|park
Yokohama Landmark Tower|横浜ランドマークタワー;Sky Garden Yokohama;요코하마 랜드마크 타워;랜드마크 타워 스카이가든;요코하마 랜드마크타워;横滨地标塔;橫濱地標塔;横滨地标大厦|Yokohama|JP|35.4547|139.6317|viewpoint
Enoshima|江の島;江之岛;에노시마;에노시마섬|Fujisawa|JP|35.2994|139.4800|sight
Hokokuji|Hōkoku-ji;報国寺;Bamboo Temple Kamakura;호코쿠지;대나무 절|Kamakura|JP|35.3195|139.5640|religious
Meigetsu-in|Meigetsuin;明月院;메이게쓰인;메이게츠인|Kamakura|JP|35.3337|139.5495|religious
Kamakurakokomae Station|Kamakura Kokomae;鎌倉高校前;Slam Dunk crossing;가마쿠라고교마에역;가마쿠라코코마에역;가마쿠라 고교 앞;슬램덩크 건널목;가마쿠라 고교마에;镰仓高校前|Kamakura|JP|35.3067|139.5006|sight
Oshino Hakkai|忍野八海;오시노 핫카이;오시노핫카이|Fujiyoshida|JP|35.4603|138.8322|nature
Fuji-Q Highland|富士急ハイランド;후지큐 하이랜드;후지큐하이랜드;富士急乐园;富士急樂園|Fujiyoshida|JP|35.4870|138.7800|park
Kawagoe Kurazukuri Street|Kurazukuri;蔵造りの町並み;Kawagoe Old Town;가와고에 구라즈쿠리 거리;가와고에 쿠라즈쿠리;구라즈쿠리 거리;川越藏造老街;川越一番街|Kawagoe|JP|35.9220|139.4830|neighbourhood
Toki no Kane|時の鐘;Bell of Time;도키노카네;토키노카네;时之钟;時之鐘;川越时之钟|Kawagoe|JP|35.9240|139.4830|sight
Kitano Tenmangu|Kitano Tenman-gū;北野天満宮;기타노 텐만구;키타노 텐만구;기타노텐만구;北野天滿宮;北野天满宫|Kyoto|JP|35.0312|135.7351|religious
Ninna-ji|Ninnaji;仁和寺;닌나지|Kyoto|JP|35.0310|135.7138|religious
Okochi Sanso|Ōkōchi Sansō;大河内山荘;오코치 산소;오코치산장;大河内山莊;大河内山庄|Kyoto|JP|35.0170|135.6710|park
Saihō-ji|Saihoji;Moss Temple;Koke-dera;西芳寺;苔寺;사이호지;이끼사원;고케데라;코케데라|Kyoto|JP|34.9920|135.6850|religious
Katsura Imperial Villa|Katsura Rikyū;桂離宮;가쓰라 이궁;카츠라 이궁;가츠라 리큐;桂离宫|Kyoto|JP|34.9838|135.7092|park
Kyoto International Manga Museum|京都国際マンガミュージアム;교토 국제만화박물관;교토 국제 만화 박물관;교토 만화박물관;京都国际漫画博物馆;京都國際漫畫博物館|Kyoto|JP|35.0117|135.7594|museum
Kyoto National Museum|京都国立博物館;교토 국립박물관;교토국립박물관;京都國立博物館;京都国立博物馆|Kyoto|JP|34.9900|135.7730|museum
Kamogawa|Kamo River;鴨川;가모가와;카모가와;가모강;카모강;鸭川|Kyoto|JP|35.0050|135.7710|nature
Teramachi|Teramachi Street;寺町通;데라마치;테라마치;데라마치 상점가|Kyoto|JP|35.0060|135.7670|shop
Shinkyogoku|Shinkyōgoku;新京極;新京极;신쿄고쿠;신쿄고쿠 상점가|Kyoto|JP|35.0065|135.7683|shop
Shōren-in|Shorenin;青蓮院;쇼렌인;青莲院|Kyoto|JP|35.0063|135.7818|religious
Hōnen-in|Honenin;法然院;호넨인|Kyoto|JP|35.0200|135.7960|religious
Yasaka Pagoda|Hōkan-ji;Hokanji;八坂の塔;法観寺;야사카의 탑;야사카 탑;야사카노토;호칸지;法觀寺;法观寺|Kyoto|JP|34.9985|135.7792|religious
Gion Shirakawa|기온 시라카와;시라카와 거리|Kyoto|JP|35.0060|135.7750|neighbourhood
Tatsumi Bridge|Tatsumibashi;巽橋;巽桥;다쓰미 다리;타츠미바시|Kyoto|JP|35.0060|135.7750|sight
Fushimi Sake District|후시미 사케 거리|Kyoto|JP|34.9320|135.7610|neighbourhood
Gekkeikan Okura Sake Museum|月桂冠大倉記念館;겟케이칸 오쿠라 기념관;월계관 기념관;月桂冠大仓记念馆|Kyoto|JP|34.9320|135.7610|museum
Tenjinbashisuji Shopping Street|Tenjinbashi-suji;天神橋筋商店街;텐진바시스지 상점가;덴진바시스지 상점가;텐진바시스지;天神桥筋商店街|Osaka|JP|34.7030|135.5120|shop
Namba Parks|なんばパークス;난바 파크스;난바파크스;难波公园;難波公園|Osaka|JP|34.6617|135.5020|shop
Den Den Town|Nipponbashi;日本橋でんでんタウン;でんでんタウン;덴덴타운;덴덴 타운;닛폰바시 덴덴타운;日本桥电器街;日本橋電器街|Osaka|JP|34.6590|135.5060|shop
Glico Sign|Glico Running Man;グリコサイン;グリコ看板;글리코 간판;글리코상;글리코 사인;글리코맨|Osaka|JP|34.6688|135.5010|sight
Osaka Museum of History|大阪歴史博物館;오사카 역사박물관;오사카역사박물관;大阪歷史博物館;大阪历史博物馆|Osaka|JP|34.6825|135.5210|museum
Nakazakicho|Nakazaki-cho;中崎町;나카자키초;나카자키쵸|Osaka|JP|34.7070|135.5040|neighbourhood
Minoo Park|Minoh Park;箕面公園;미노오 공원;箕面公园|Mino|JP|34.8540|135.4710|nature
Minoo Falls|Minoh Falls;箕面大滝;미노오 폭포;箕面大瀑布|Mino|JP|34.8540|135.4710|nature
Kobe Harborland|ハーバーランド;umie;神戸ハーバーランド;고베 하버랜드;하버랜드;고베 하버 랜드|Kobe|JP|34.6797|135.1845|shop
Nankinmachi|Kobe Chinatown;南京町;난킨마치;고베 차이나타운;난킨마치 차이나타운|Kobe|JP|34.6880|135.1874|food
Mount Rokko|Rokkosan;六甲山;롯코산;록코산;롯코 산|Kobe|JP|34.7780|135.2630|viewpoint
Arima Onsen|有馬温泉;아리마 온천;아리마온천;有馬溫泉;有马温泉|Kobe|JP|34.7970|135.2480|sight
Ikuta Shrine|Ikuta Jinja;生田神社;이쿠타 신사;이쿠타신사|Kobe|JP|34.6930|135.1910|religious
Okonomimura|お好み村;오코노미무라;오코노미야키 빌딩|Hiroshima|JP|34.3915|132.4630|food
Nakasu Yatai|中洲屋台;나카스 포장마차;나카스 야타이;나카스 포장마차 거리|Fukuoka|JP|33.5920|130.4060|food
Nakasu|中洲;나카스|Fukuoka|JP|33.5925|130.4060|neighbourhood
Fukuoka Tower|福岡タワー;후쿠오카 타워;후쿠오카타워;福冈塔;福岡塔|Fukuoka|JP|33.5933|130.3515|viewpoint
Tenjin|天神;텐진;덴진|Fukuoka|JP|33.5910|130.3990|neighbourhood
Yanagibashi Rengo Market|柳橋連合市場;야나기바시 연합시장;야나기바시 시장;야나기바시 렌고 시장;柳橋聯合市場;柳桥联合市场|Fukuoka|JP|33.5870|130.4060|market
Tochoji|Tōchō-ji;東長寺;토초지;도초지;东长寺|Fukuoka|JP|33.5950|130.4120|religious
Fukuoka Castle Ruins|Maizuru Park;福岡城跡;舞鶴公園;후쿠오카성 터;후쿠오카 성터;후쿠오카성;마이즈루 공원;마이즈루공원;福冈城迹;舞鹤公园|Fukuoka|JP|33.5845|130.3830|park
Nijo Market|二条市場;니조 시장;니조시장;二條市場;二条市场|Sapporo|JP|43.0585|141.3585|market
Sapporo TV Tower|さっぽろテレビ塔;삿포로 TV타워;삿포로 티비타워;삿포로 TV 타워;삿포로 텔레비전 탑;札幌电视塔;札幌電視塔|Sapporo|JP|43.0611|141.3564|viewpoint
Mount Moiwa|Moiwayama;藻岩山;모이와산;모이와야마;모이와산 전망대|Sapporo|JP|43.0220|141.3220|viewpoint
Shiroi Koibito Park|白い恋人パーク;시로이 코이비토 파크;시로이코이비토 파크;시로이 고이비토 파크;白色恋人公园;白色戀人公園|Sapporo|JP|43.0890|141.2710|museum
Hokkaido Shrine|Hokkaidō Jingū;北海道神宮;홋카이도 신궁;홋카이도신궁;北海道神宫|Sapporo|JP|43.0540|141.3080|religious
Tanukikoji Shopping Street|Tanukikoji;狸小路商店街;狸小路;다누키코지;타누키코지;다누키코지 상점가;타누키코지 상점가|Sapporo|JP|43.0575|141.3530|shop
Former Hokkaido Government Office|Red Brick Office;北海道庁旧本庁舎;赤れんが庁舎;홋카이도 구 본청사;홋카이도청 구 본청사;아카렌가 청사;붉은 벽돌 청사;北海道廳舊本廳舍;北海道厅旧本厅舍|Sapporo|JP|43.0640|141.3480|sight
Moerenuma Park|モエレ沼公園;모에레누마 공원|Sapporo|JP|43.1230|141.4280|park
Jozankei Onsen|Jōzankei;定山渓温泉;定山渓;조잔케이 온천;조잔케이;定山溪溫泉;定山溪温泉;定山溪|Sapporo|JP|42.9670|141.1650|sight
Sakaimachi Street|Sakaimachi-dori;堺町通り;사카이마치 거리;사카이마치도리;사카이마치;堺町通;小樽堺町通|Otaru|JP|43.1935|141.0045|shop
Noboribetsu Jigokudani|登別地獄谷;노보리베쓰 지옥계곡;노보리베츠 지옥계곡;登别地狱谷;Hell Valley Noboribetsu|Noboribetsu|JP|42.4960|141.1480|nature
Farm Tomita|ファーム富田;팜 도미타;팜 토미타;팜도미타;도미타 팜;토미타 팜;富田农场;富田農場;富良野富田农场|Furano|JP|43.4190|142.4270|park
Makishi Public Market|First Makishi Public Market;第一牧志公設市場;牧志公設市場;마키시 공설시장;제1 마키시 공설시장;마키시 시장;第一牧志公设市场;牧志公设市场|Naha|JP|26.2145|127.6900|market
American Village|Mihama American Village;美浜アメリカンビレッジ;アメリカンビレッジ;아메리칸 빌리지;아메리칸빌리지;미하마 아메리칸 빌리지;北谷美国村;北谷美國村|Chatan|JP|26.3160|127.7580|shop
Kouri Island|古宇利島;고우리섬;코우리섬;고우리지마;古宇利岛|Nago|JP|26.6950|128.0200|beach
Nakijin Castle|Nakijin Gusuku;今帰仁城跡;나키진 성터;나키진성;나키진 구스쿠;今歸仁城跡;今归仁城迹|Nago|JP|26.6910|127.9290|sight
Sefa-utaki|斎場御嶽;세이파 우타키;세화 우타키;齋場御岳;斋场御岳|Naha|JP|26.1730|127.8270|religious
Osu Shopping Street|Osu;大須商店街;오스 상점가;오스 상점가 거리;오스상점가;大须商店街|Nagoya|JP|35.1590|136.9020|shop
Osu Kannon|大須観音;오스 칸논;오스 관음;오스칸논;大須觀音;大须观音|Nagoya|JP|35.1591|136.8990|religious
SCMAGLEV and Railway Park|リニア・鉄道館;리니어 철도관;리니어 철도박물관;나고야 리니어 철도관|Nagoya|JP|35.0480|136.8510|museum
Toyota Commemorative Museum|トヨタ産業技術記念館;도요타 산업기술기념관;토요타 산업기술 기념관|Nagoya|JP|35.1830|136.8800|museum
Oasis 21|オアシス21;오아시스 21;오아시스21;绿洲21;綠洲21|Nagoya|JP|35.1710|136.9090|sight
Takayama Jinya|高山陣屋;다카야마 진야;타카야마 진야;高山阵屋|Takayama|JP|36.1390|137.2570|sight
Miyagawa Morning Market|宮川朝市;미야가와 아침시장;미야가와 아사이치;宫川朝市|Takayama|JP|36.1440|137.2590|market
Hida Folk Village|Hida no Sato;飛騨の里;飛騨民俗村;히다노사토;히다 민속촌;히다 민속마을;飛驒民俗村;飞驒民俗村|Takayama|JP|36.1380|137.2380|museum
Shirakawa-go|白川郷;Ogimachi;白川乡;시라카와고;시라카와 고;시라카와고 합장마을;시라카와고 갓쇼즈쿠리;白川鄉|Takayama|JP|36.2570|136.9060|neighbourhood
Kokoen Garden|Kōko-en;好古園;고코엔;코코엔;고코엔 정원;好古园|Himeji|JP|34.8380|134.6900|park
Gunkanjima|Hashima;Battleship Island;軍艦島;端島;군함도;군칸지마;하시마섬;军舰岛;端岛|Nagasaki|JP|32.6277|129.7386|sight
Dejima|出島;데지마;出岛|Nagasaki|JP|32.7437|129.8727|sight
Oura Church|Ōura Church;大浦天主堂;오우라 천주당;오우라 성당;오우라천주당|Nagasaki|JP|32.7339|129.8699|religious
Nagasaki Atomic Bomb Museum|長崎原爆資料館;나가사키 원폭자료관;나가사키 원폭 자료관;나가사키 원폭박물관;长崎原爆资料馆|Nagasaki|JP|32.7730|129.8640|museum
Megane Bridge|Meganebashi;眼鏡橋;메가네바시;안경다리;메가네 다리;眼镜桥|Nagasaki|JP|32.7480|129.8800|sight
Sakurajima|桜島;사쿠라지마;사쿠라지마 화산;櫻島;樱岛;Sakurajima Volcano|Kagoshima|JP|31.5850|130.6570|nature
Jigokudani Monkey Park|Snow Monkey Park;地獄谷野猿公苑;지고쿠다니 야생원숭이 공원;지옥계곡 원숭이 공원;스노우 몽키 파크;스노우몽키;地狱谷野猿公苑|Nagano|JP|36.7325|138.4620|park
Zenko-ji|Zenkoji;善光寺;젠코지|Nagano|JP|36.6615|138.1878|religious
Nagamachi Samurai District|Nagamachi;長町武家屋敷跡;나가마치 무가저택;나가마치 무사거리;나가마치 부케야시키;长町武家屋敷迹|Kanazawa|JP|36.5630|136.6500|neighbourhood
Ritsurin Garden|栗林公園;리쓰린 공원;리츠린 공원;리쓰린공원;리츠린공원;栗林公园|Takamatsu|JP|34.3290|134.0440|park
Korakuen|Kōraku-en;後楽園;Okayama Korakuen;고라쿠엔;오카야마 고라쿠엔;코라쿠엔;後樂園;后乐园|Okayama|JP|34.6680|133.9350|park
Okayama Castle|岡山城;오카야마성;오카야마 성;冈山城|Okayama|JP|34.6650|133.9360|sight
Kurashiki Bikan Historical Quarter|Kurashiki Bikan;倉敷美観地区;구라시키 미관지구;쿠라시키 미관지구;구라시키 비칸 지구;倉敷美觀地區;仓敷美观地区|Kurashiki|JP|34.5960|133.7720|neighbourhood
Matsuyama Castle|松山城;마쓰야마성;마츠야마성;마쓰야마 성;마츠야마 성|Matsuyama|JP|33.8455|132.7655|sight
Dōgo Onsen|Dogo Onsen;道後温泉;도고 온천;도고온천;도고 온천 본관;도고온센;道後溫泉;道后温泉|Matsuyama|JP|33.8520|132.7860|sight
Sendai Zuihoden|Zuihōden;瑞鳳殿;즈이호덴;瑞凤殿|Sendai|JP|38.2520|140.8800|religious
Matsushima Bay|松島;마쓰시마만;마츠시마만;마쓰시마 만;松島湾;松島灣;松岛湾|Matsushima|JP|38.3690|141.0640|nature
Ginzan Onsen|銀山温泉;긴잔 온천;긴잔온천;은산 온천;銀山溫泉;银山温泉|Obanazawa|JP|38.5700|140.5300|sight
Lake Toya|Tōya-ko;洞爺湖;도야호;도야코;도야 호수;토야코;洞爷湖|Date|JP|42.6000|140.8500|nature
Gyeongbokgung Palace|Gyeongbokgung;경복궁;景福宮;景福宫;キョンボックン;景福宮 ソウル|Seoul|KR|37.5796|126.9770|sight
Bukchon Hanok Village|Bukchon;북촌한옥마을;북촌;北村韩屋村;北村韓屋村;プクチョン韓屋村;北村韓屋マウル;プクチョン|Seoul|KR|37.5826|126.9830|neighbourhood
N Seoul Tower|Namsan Tower;N서울타워;남산타워;Seoul Tower;N首尔塔;南山塔;Nソウルタワー;南山タワー;N首爾塔|Seoul|KR|37.5512|126.9882|viewpoint
Myeongdong|Myeong-dong;명동;明洞;ミョンドン|Seoul|KR|37.5636|126.9834|neighbourhood
Gwangjang Market|광장시장;广藏市场;廣藏市場;クァンジャン市場;広蔵市場;クァンジャン市場 ソウル|Seoul|KR|37.5700|126.9996|market
Changdeokgung Palace|Changdeokgung;창덕궁;昌德宮;昌德宫;チャンドックン;昌徳宮|Seoul|KR|37.5794|126.9910|sight
Insadong|Insa-dong;인사동;仁寺洞;インサドン|Seoul|KR|37.5740|126.9850|neighbourhood
Dongdaemun Design Plaza|DDP;동대문디자인플라자;东大门设计广场;東大門デザインプラザ;トンデムンデザインプラザ;東大門設計廣場|Seoul|KR|37.5665|127.0092|sight
Namdaemun Market|남대문시장;南大門市場;ナンデムン市場;南大门市场|Seoul|KR|37.5592|126.9773|market
Cheonggyecheon|Cheonggyecheon Stream;청계천;清溪川;チョンゲチョン|Seoul|KR|37.5690|126.9780|sight
Lotte World Tower|롯데월드타워;Seoul Sky;乐天世界塔;ロッテワールドタワー;樂天世界塔|Seoul|KR|37.5126|127.1025|viewpoint
Lotte World|롯데월드;ロッテワールド;ロッテワールド アドベンチャー;乐天世界;樂天世界;首尔乐天世界;首爾樂天世界|Seoul|KR|37.5111|127.0982|sight
COEX Mall|COEX;코엑스;コエックスモール;コエックス;COEX购物中心;COEX購物中心|Seoul|KR|37.5125|127.0590|shop
Starfield Library|별마당도서관;ピョルマダン図書館;スターフィールド図書館;星空图书馆;星空圖書館;星光庭院图书馆|Seoul|KR|37.5100|127.0600|sight
Bongeunsa|Bongeunsa Temple;봉은사;奉恩寺;ポンウンサ|Seoul|KR|37.5150|127.0576|religious
Hongdae|홍대;Hongik University Street;弘大;ホンデ;弘益大学街;弘益大學街|Seoul|KR|37.5563|126.9236|neighbourhood
Itaewon|이태원;梨泰院;イテウォン|Seoul|KR|37.5345|126.9946|neighbourhood
Jongmyo Shrine|Jongmyo;종묘;宗廟;チョンミョ;首尔宗庙;首爾宗廟;宗庙正殿;宗廟正殿|Seoul|KR|37.5745|126.9940|religious
Deoksugung Palace|Deoksugung;덕수궁;徳寿宮;トクスグン;德寿宫;德壽宮|Seoul|KR|37.5658|126.9751|sight
Changgyeonggung Palace|Changgyeonggung;창경궁;昌慶宮;チャンギョングン;昌庆宫|Seoul|KR|37.5788|126.9950|sight
National Museum of Korea|국립중앙박물관;国立中央博物館;韓国国立中央博物館;韩国国立中央博物馆;韓國國立中央博物館;国立中央博物馆;國立中央博物館|Seoul|KR|37.5240|126.9804|museum
War Memorial of Korea|전쟁기념관;戦争記念館 ソウル;韓国戦争記念館;战争纪念馆;戰爭紀念館;韩国战争纪念馆;韓國戰爭紀念館|Seoul|KR|37.5365|126.9770|museum
Gwanghwamun Square|광화문광장;光化門広場;クァンファムン広場;光化门广场;光化門廣場|Seoul|KR|37.5720|126.9769|sight
Gwanghwamun|Gwanghwamun Gate;광화문;光化門;光化门|Seoul|KR|37.5759|126.9768|sight
Ihwa Mural Village|이화벽화마을;梨花洞壁画村;イファ壁画村;梨花洞壁畫村;梨花壁画村;梨花壁畫村|Seoul|KR|37.5790|127.0070|neighbourhood
Bukhansan National Park|Bukhansan;북한산;北漢山;北漢山国立公園;プッカンサン;北汉山国立公园;北漢山國立公園;北汉山|Seoul|KR|37.6590|126.9770|nature
Seoul Forest|서울숲;ソウルの森;首尔林;首爾林|Seoul|KR|37.5444|127.0374|park
Yeouido Hangang Park|여의도한강공원;汝矣島漢江公園;ヨイド漢江公園;汝矣岛汉江公园|Seoul|KR|37.5284|126.9327|park
Banpo Bridge|Moonlight Rainbow Fountain;반포대교;盤浦大橋;月光レインボー噴水;パンポ大橋;盘浦大桥;月光彩虹喷泉;月光彩虹噴泉|Seoul|KR|37.5110|126.9960|sight
Jogyesa|Jogyesa Temple;조계사;曹渓寺;チョゲサ;曹溪寺|Seoul|KR|37.5738|126.9817|religious
Noryangjin Fish Market|노량진수산시장;鷺梁津水産市場;ノリャンジン水産市場;鹭梁津水产市场;鷺梁津水產市場;鹭梁津水产批发市场|Seoul|KR|37.5136|126.9407|market
Cheong Wa Dae|Blue House;청와대;青瓦台;チョンワデ;青瓦臺|Seoul|KR|37.5866|126.9748|sight
Leeum Museum of Art|Leeum;리움미술관;リウム美術館;サムスン美術館リウム;三星美术馆Leeum;三星美術館Leeum;Leeum美术馆;Leeum美術館|Seoul|KR|37.5380|126.9990|museum
Haeundae Beach|Haeundae;해운대해수욕장;해운대;海雲台;海雲台海水浴場;ヘウンデ;ヘウンデビーチ;海云台海水浴场;海云台|Busan|KR|35.1587|129.1604|beach
Gamcheon Culture Village|감천문화마을;甘川文化村;カムチョン文化村;甘川洞文化村|Busan|KR|35.0975|129.0106|neighbourhood
Jagalchi Market|Jagalchi Fish Market;자갈치시장;チャガルチ市場;札嘎其市场;札嘎其市場;扎嘎其市场;札嘎其|Busan|KR|35.0966|129.0306|market
Haedong Yonggungsa|Haedong Yonggung Temple;해동용궁사;海東龍宮寺;ヘドンヨングンサ;海东龙宫寺|Busan|KR|35.1883|129.2233|religious
Gwangalli Beach|Gwangalli;광안리해수욕장;광안리;広安里;広安里海水浴場;クァンアリ;クァンアリ海水浴場;广安里海水浴场;廣安里海水浴場;广安里;廣安里|Busan|KR|35.1532|129.1186|beach
Gwangan Bridge|Gwangandaegyo;Diamond Bridge;광안대교;広安大橋;クァンアン大橋;广安大桥;廣安大橋|Busan|KR|35.1470|129.1300|sight
BIFF Square|BIFF광장;BIFF広場;BIFF广场;BIFF廣場|Busan|KR|35.0987|129.0275|sight
Beomeosa|Beomeosa Temple;범어사;梵魚寺;ポモサ;梵鱼寺|Busan|KR|35.2840|129.0680|religious
Taejongdae|태종대;太宗台;テジョンデ;太宗臺|Busan|KR|35.0530|129.0870|nature
Busan Tower|부산타워;釜山タワー;釜山塔|Busan|KR|35.1010|129.0320|viewpoint
Yongdusan Park|용두산공원;龍頭山公園;ヨンドゥサン公園;龙头山公园|Busan|KR|35.1010|129.0320|park
Gukje Market|국제시장;国際市場 釜山;クッチェ市場;釜山国际市场;釜山國際市場|Busan|KR|35.1010|129.0280|market
Bulguksa|Bulguksa Temple;불국사;佛國寺;仏国寺;プルグクサ;佛国寺|Gyeongju|KR|35.7900|129.3320|religious
Seokguram|Seokguram Grotto;석굴암;石窟庵;ソックラム|Gyeongju|KR|35.7950|129.3490|religious
Cheomseongdae|첨성대;瞻星台;チョムソンデ;瞻星臺|Gyeongju|KR|35.8347|129.2190|sight
Donggung Palace and Wolji Pond|Anapji;Wolji Pond;동궁과 월지;雁鴨池;東宮と月池;アナプチ;东宫与月池;東宮與月池;雁鸭池|Gyeongju|KR|35.8346|129.2266|sight
Daereungwon|Daereungwon Tomb Complex;대릉원;大陵苑;テルンウォン|Gyeongju|KR|35.8380|129.2120|sight
Seongsan Ilchulbong|Sunrise Peak;성산일출봉;城山日出峰;ソンサンイルチュルボン;城山日出峯;성산 일출봉|Seogwipo|KR|33.4580|126.9425|nature
Hallasan|Mount Halla;한라산;漢拏山;ハルラ山;ハルラサン;汉拿山;漢拿山;한라산국립공원;漢拏山国立公園;汉拿山国家公园|Seogwipo|KR|33.3617|126.5292|nature
Manjanggul|Manjanggul Lava Tube;만장굴;万丈窟;マンジャングル;萬丈窟;만장굴 동굴|Jeju City|KR|33.5280|126.7710|nature
Cheonjiyeon Falls|천지연폭포;天地淵瀑布;チョンジヨン瀑布;天地渊瀑布;천지연 폭포|Seogwipo|KR|33.2450|126.5590|nature
Jeongbang Falls|정방폭포;正房瀑布;チョンバン瀑布;정방 폭포|Seogwipo|KR|33.2440|126.5720|nature
Hyeopjae Beach|협재해수욕장;挟才海水浴場;ヒョプチェ海水浴場;挟才海水浴场;挾才海水浴場;挟才海滩;挾才海灘|Jeju City|KR|33.3940|126.2390|beach
Jeonju Hanok Village|전주한옥마을;全州韓屋村;チョンジュ韓屋村;全州韩屋村|Jeonju|KR|35.8150|127.1530|neighbourhood
Seodaemun Prison History Hall|Seodaemun Prison;서대문형무소역사관;西大門刑務所歴史館;西大門刑務所;西大门刑务所历史馆;西大門刑務所歷史館;西大门刑务所|Seoul|KR|37.5742|126.9560|museum
Naksan Park|낙산공원;駱山公園;ナクサン公園;骆山公园|Seoul|KR|37.5800|127.0070|viewpoint
Olympic Park Seoul|올림픽공원;オリンピック公園 ソウル;首尔奥林匹克公园;首爾奧林匹克公園|Seoul|KR|37.5200|127.1210|park
Garosu-gil|가로수길;カロスキル;カロス通り;新沙洞林荫道;新沙洞林蔭道|Seoul|KR|37.5210|127.0230|shop
Ikseon-dong|익선동;益善洞;イクソンドン;益善洞韩屋村;益善洞韓屋村|Seoul|KR|37.5740|126.9900|neighbourhood
Hwaseong Fortress|수원 화성;Suwon Hwaseong;水原华城;水原華城|Suwon|KR|37.2870|127.0110|sight
Yeonnam-dong|Yeonnam;연남동;延南洞;ヨンナムドン|Seoul|KR|37.5620|126.9230|neighbourhood
Seongsu-dong|Seongsu;성수동;圣水洞;聖水洞;ソンスドン|Seoul|KR|37.5445|127.0560|neighbourhood
Gangnam|Gangnam Station;강남;강남역;江南;カンナム|Seoul|KR|37.4979|127.0276|neighbourhood
Mangwon Market|망원시장;望远市场;望遠市場;マンウォン市場|Seoul|KR|37.5560|126.9060|market
Tongin Market|통인시장;通仁市场;通仁市場;トンイン市場|Seoul|KR|37.5810|126.9700|market
Seochon|서촌;西村;ソチョン|Seoul|KR|37.5800|126.9700|neighbourhood
Dongdaemun Market|동대문시장;东大门市场;東大門市場;トンデムン市場|Seoul|KR|37.5700|127.0090|market
Inwangsan|Inwangsan Mountain;인왕산;仁王山|Seoul|KR|37.5850|126.9580|viewpoint
Seokchon Lake|석촌호수;石村湖;ソクチョン湖|Seoul|KR|37.5090|127.1030|park
Namsangol Hanok Village|남산골한옥마을;南山谷韩屋村;南山谷韓屋村;南山コル韓屋村|Seoul|KR|37.5590|126.9940|museum
Euljiro|Hipjiro;을지로;乙支路;ウルチロ|Seoul|KR|37.5660|126.9910|neighbourhood
Some Sevit|Sebitseom;세빛섬|Seoul|KR|37.5115|126.9950|sight
The Hyundai Seoul|더현대 서울;더현대서울;ザ・現代ソウル;ザ・ヒョンデ・ソウル|Seoul|KR|37.5259|126.9284|shop
63 Building|63 Square;63빌딩;63스퀘어;63ビル;63スクエア;63大厦;63大廈|Seoul|KR|37.5198|126.9403|viewpoint
Seoullo 7017|서울로7017;서울로 7017;ソウル路7017;首尔路7017;首爾路7017|Seoul|KR|37.5565|126.9700|sight
Hangang Park Ttukseom|Ttukseom Hangang Park;뚝섬한강공원;トゥクソム漢江公園;纛島漢江公園;纛岛汉江公园|Seoul|KR|37.5290|127.0700|park
Gyeongui Line Forest Park|경의선숲길;Gyeongui Line Book Street;京义线林荫道;京義線林蔭道;京义线书街|Seoul|KR|37.5580|126.9270|park
Nami Island|Namiseom;남이섬;南怡岛;南怡島;ナミソム|Chuncheon|KR|37.7910|127.5250|park
Panmunjom|Joint Security Area;JSA;판문점;板门店;板門店|Paju|KR|37.9560|126.6770|sight
Everland|에버랜드;爱宝乐园;愛寶樂園|Suwon|KR|37.2940|127.2020|park
Korean Folk Village|한국민속촌;韩国民俗村;韓國民俗村|Suwon|KR|37.2590|127.1180|museum
Huinnyeoul Culture Village|흰여울문화마을;白浅滩文化村;白浅灘文化村;ヒンヨウル文化村;白淺灘文化村|Busan|KR|35.0790|129.0440|neighbourhood
Songdo Beach|송도해수욕장;松島海水浴場 釜山;釜山松岛海水浴场;釜山松島海水浴場|Busan|KR|35.0760|129.0170|beach
Songdo Skywalk|송도 스카이워크;松島スカイウォーク;松岛天空步道;松島天空步道|Busan|KR|35.0760|129.0170|viewpoint
Haeundae Blueline Park|Blueline Park;Haeundae Sky Capsule;블루라인파크;해운대 블루라인파크;海雲台ブルーラインパーク;ブルーラインパーク;スカイカプセル;海云台蓝线公园;海雲台藍線公園;海云台天空胶囊列车;海雲台天空膠囊列車|Busan|KR|35.1600|129.1760|sight
Dongbaekseom|Dongbaek Island;동백섬;冬柏岛;冬柏島;トンベクソム|Busan|KR|35.1530|129.1520|park
Shinsegae Centum City|신세계 센텀시티;Centum City;新世界センタムシティ;センタムシティ;新世界百货Centum City;新世界百貨Centum City|Busan|KR|35.1690|129.1290|shop
Oryukdo Skywalk|오륙도 스카이워크;Oryukdo;五六島スカイウォーク;五六岛天空步道;五六島天空步道;五六岛;五六島|Busan|KR|35.1010|129.1240|viewpoint
Songjeong Beach|송정해수욕장;松亭海水浴場;松亭海水浴场|Busan|KR|35.1785|129.1995|beach
Cheongsapo|청사포;Cheongsapo Daritdol Skywalk;青沙浦;チョンサポ|Busan|KR|35.1610|129.1920|viewpoint
Jeonpo Cafe Street|전포카페거리;田浦カフェ通り;チョンポカフェ通り;田浦咖啡街|Busan|KR|35.1550|129.0640|food
Seomyeon|서면;西面;ソミョン|Busan|KR|35.1580|129.0600|neighbourhood
Nampo-dong|Nampodong;남포동;南浦洞;ナンポドン|Busan|KR|35.0980|129.0300|neighbourhood
Udo|Udo Island;우도;牛岛;牛島;ウド島|Jeju City|KR|33.5050|126.9530|nature
Hallim Park|한림공원;翰林公园;翰林公園;ハルリム公園|Jeju City|KR|33.3890|126.2390|park
Jusangjeolli Cliff|Daepo Jusangjeolli;주상절리대;中文大浦海岸柱状节理带;大浦柱状節理;チュサンジョルリ;中文大浦海岸柱狀節理帶|Seogwipo|KR|33.2380|126.4250|nature
Osulloc Tea Museum|오설록 티뮤지엄;오설록;O'sulloc;オソルロック ティーミュージアム;オソルロック;雪绿茶博物馆;雪綠茶博物館;O'sulloc茶博物馆|Seogwipo|KR|33.3060|126.2890|museum
Dongmun Market|Dongmun Traditional Market;동문시장;东门市场;東門市場;トンムン市場|Jeju City|KR|33.5120|126.5270|market
Yongduam Rock|Yongduam;용두암;龙头岩;龍頭岩;ヨンドゥアム|Jeju City|KR|33.5160|126.5120|sight
Sanbangsan|Sanbang Mountain;산방산;山房山;サンバンサン|Seogwipo|KR|33.2360|126.3140|nature
Camellia Hill|카멜리아힐;カメリアヒル;山茶花之丘;山茶花山丘|Seogwipo|KR|33.2900|126.3680|park
Woljeongri Beach|Woljeong-ri Beach;월정리해변;월정리해수욕장;月汀里海水浴場;月汀里ビーチ;ウォルジョンリビーチ;月汀里海边;月汀里海邊;月汀里海水浴场|Jeju City|KR|33.5560|126.7960|beach
Hamdeok Beach|함덕해수욕장;함덕해변;咸德海水浴场;咸徳海水浴場;ハムドク海水浴場;鹹德海水浴場|Jeju City|KR|33.5430|126.6690|beach
Seopjikoji|섭지코지;涉地可支;渉地可支;ソプチコジ|Seogwipo|KR|33.4240|126.9310|viewpoint
Maeil Olle Market|Seogwipo Olle Market;서귀포매일올레시장;매일올레시장;西归浦每日偶来市场;西歸浦每日偶來市場;每日偶来市场;每日偶來市場|Seogwipo|KR|33.2500|126.5640|market
Saeyeon Bridge|새연교;セヨン橋;新缘桥;新緣橋|Seogwipo|KR|33.2380|126.5610|sight
Bijarim Forest|비자림;榧子林;ビジャリム|Jeju City|KR|33.4870|126.8080|nature
Hahoe Folk Village|Andong Hahoe Village;하회마을;안동하회마을;河回村|Andong|KR|36.5390|128.5180|neighbourhood
Seoraksan|Seoraksan National Park;설악산;雪岳山;雪嶽山;ソラクサン;雪岳山国立公園;설악산국립공원|Sokcho|KR|38.1190|128.4650|nature
Sokcho Jungang Market|Sokcho Tourist Fish Market;속초관광수산시장;속초중앙시장;束草中央市场;束草中央市場;束草观光水产市场|Sokcho|KR|38.2040|128.5900|market
Anmok Coffee Street|강릉 커피거리;안목 커피거리;安木海边咖啡街;安木海邊咖啡街;江陵咖啡街|Gangneung|KR|37.7720|128.9480|food
Anmok Beach|안목해변|Gangneung|KR|37.7720|128.9480|beach
Jeongdongjin|정동진;正东津;正東津|Gangneung|KR|37.6910|129.0340|beach
Odongdo|Odong Island;오동도;梧桐岛;梧桐島|Yeosu|KR|34.7450|127.7660|nature
Incheon Chinatown|인천 차이나타운;仁川中华街;仁川中華街|Incheon|KR|37.4750|126.6170|neighbourhood
Songdo Central Park|송도 센트럴파크;松岛中央公园;松島中央公園|Incheon|KR|37.3920|126.6390|park
Wolmido|Wolmi Island;월미도;月尾岛;月尾島|Incheon|KR|37.4750|126.5970|park
Boseong Green Tea Plantation|Daehan Dawon;대한다원;보성녹차밭;宝城绿茶田;寶城綠茶田;大韩茶园;大韓茶園|Boseong|KR|34.7120|127.0840|nature
Damyang Bamboo Forest|Juknokwon;죽녹원;竹绿苑;竹綠苑;潭阳竹绿苑;담양 죽녹원|Damyang|KR|35.3270|126.9860|nature
Victoria Peak|The Peak;太平山;山頂;太平山顶;太平山頂;ビクトリアピーク;빅토리아 피크;빅토리아피크;빅토리아 픽;더 피크 홍콩;홍콩 피크;ヴィクトリア・ピーク;ビクトリア・ピーク|Hong Kong|HK|22.2759|114.1455|viewpoint
Star Ferry|天星小輪;스타페리;스타 페리;스타페리 선착장;スターフェリー;天星小轮|Hong Kong|HK|22.2938|114.1686|sight
Tian Tan Buddha|Big Buddha;天壇大佛;천단대불;빅부다 홍콩;옹핑 빅부다;천단 대불;天壇大仏;ビッグブッダ ランタオ;天坛大佛|Hong Kong|HK|22.2540|113.9050|religious
Temple Street Night Market|廟街;템플스트리트 야시장;템플 스트리트 야시장;템플 스트리트;묘가 야시장;廟街夜市;テンプル・ストリート;庙街|Hong Kong|HK|22.3060|114.1700|market
Man Mo Temple|文武廟;만모사원;만모 사원;문무묘 홍콩;文武庙|Hong Kong|HK|22.2840|114.1500|religious
Tsim Sha Tsui Promenade|Avenue of Stars;스타의 거리;애비뉴 오브 스타;침사추이 프롬나드;침사추이 해변 산책로;アベニュー・オブ・スターズ|Hong Kong|HK|22.2930|114.1720|sight
Po Lin Monastery|寶蓮禪寺;포린사;포린 사원;宝蓮禅寺;ポーリン寺;宝莲禅寺|Hong Kong|HK|22.2555|113.9070|religious
Ladies' Market|Ladies Market;女人街;레이디스 마켓;여인가;레이디스마켓;レディースマーケット|Hong Kong|HK|22.3190|114.1710|market
Tung Choi Street|通菜街|Hong Kong|HK|22.3190|114.1710|sight
Lan Kwai Fong|LKF;蘭桂坊;란콰이퐁;란콰이펑;난계방;ランカイフォン;兰桂坊|Hong Kong|HK|22.2810|114.1555|neighbourhood
Hong Kong Disneyland|香港迪士尼樂園;홍콩 디즈니랜드;홍콩디즈니랜드;香港ディズニーランド;香港迪士尼乐园|Hong Kong|HK|22.3130|114.0410|sight
Ocean Park Hong Kong|Ocean Park;海洋公園;오션파크;홍콩 오션파크;오션 파크;オーシャンパーク 香港;香港オーシャンパーク|Hong Kong|HK|22.2460|114.1760|sight
Central–Mid-Levels Escalator|Mid-Levels Escalator;中環至半山自動扶梯;미드레벨 에스컬레이터;미드레벨;소호 에스컬레이터;중경삼림 에스컬레이터;ミッドレベル・エスカレーター;ヒルサイド・エスカレーター;中环至半山自动扶梯|Hong Kong|HK|22.2830|114.1540|sight
Wong Tai Sin Temple|Sik Sik Yuen;黃大仙祠;웡타이신 사원;웡타이신;황대선 사원;황대선;黄大仙;黄大仙祠|Hong Kong|HK|22.3420|114.1935|religious
Chi Lin Nunnery|志蓮淨苑;치린 수녀원;지련정원;치린 사원;志蓮浄苑;志莲净苑|Hong Kong|HK|22.3400|114.2050|religious
Nan Lian Garden|南蓮園池;난리안 가든;남련원지;난리안 정원;南莲园池|Hong Kong|HK|22.3390|114.2040|park
Repulse Bay|淺水灣;리펄스 베이;리펄스베이;浅水湾;レパルスベイ|Hong Kong|HK|22.2360|114.1960|beach
Stanley Market|赤柱市集;스탠리 마켓;적주 시장;スタンレー・マーケット;赤柱マーケット|Hong Kong|HK|22.2190|114.2120|market
M+ Museum|M+ 뮤지엄;엠플러스 박물관;엠플러스;M+美術館;エムプラス|Hong Kong|HK|22.3020|114.1600|museum
Tai O|Tai O Fishing Village;大澳;타이오 어촌마을;대오 마을;タイオー|Hong Kong|HK|22.2530|113.8620|neighbourhood
Dragon's Back|Dragons Back;龍脊;드래곤스 백;드래곤스백;ドラゴンズバック|Hong Kong|HK|22.2370|114.2420|nature
Sky100|Sky100 Hong Kong Observation Deck;天際100;스카이100;스카이 100 전망대;スカイ100;天际100|Hong Kong|HK|22.3035|114.1600|viewpoint
Hong Kong Park|香港公園;홍콩 공원;홍콩공원;香港公园|Hong Kong|HK|22.2770|114.1610|park
Peak Tram|山頂纜車;피크트램;피크 트램;ピークトラム;山顶缆车|Hong Kong|HK|22.2780|114.1590|sight
Kowloon Walled City Park|九龍寨城公園;구룡성채 공원;구룡채성 공원;구룡성채;九龍城砦公園;九龍城砦;九龙寨城公园|Hong Kong|HK|22.3320|114.1900|park
Clock Tower Tsim Sha Tsui|Former Kowloon–Canton Railway Clock Tower;尖沙咀鐘樓;시계탑 침사추이;침사추이 시계탑;스타페리 시계탑;尖沙咀時計塔;尖沙咀钟楼|Hong Kong|HK|22.2936|114.1694|sight
Hong Kong Palace Museum|香港故宮文化博物館;홍콩 고궁박물관;홍콩 고궁 문화박물관;香港故宫文化博物馆|Hong Kong|HK|22.3010|114.1570|museum
Mong Kok|Mongkok;旺角;몽콕;몽꼭;왕각;モンコック|Hong Kong|HK|22.3193|114.1694|neighbourhood
Tsim Sha Tsui|TST;尖沙咀;尖沙嘴;침사추이;침사초이;침사추이 거리;チムサーチョイ|Hong Kong|HK|22.2988|114.1722|neighbourhood
Causeway Bay|銅鑼灣;铜锣湾;코즈웨이 베이;코즈웨이베이;동라만;コーズウェイベイ|Hong Kong|HK|22.2802|114.1838|neighbourhood
Central Hong Kong|中環;中环;센트럴;센트럴 홍콩;홍콩 센트럴;중환|Hong Kong|HK|22.2820|114.1580|neighbourhood
Sham Shui Po|深水埗;삼수이포;심수이포;삼수이보;シャムスイポー|Hong Kong|HK|22.3302|114.1595|neighbourhood
Sheung Wan|上環;上环;성완;셩완;ションワン|Hong Kong|HK|22.2866|114.1500|neighbourhood
PMQ|元創方;元创方;PMQ 홍콩;원창방|Hong Kong|HK|22.2835|114.1520|shop
Tai Kwun|大館;大馆;타이쿤;대관 홍콩;타이퀀;タイクン|Hong Kong|HK|22.2815|114.1545|museum
Hong Kong Museum of Art|香港藝術館;香港艺术馆;홍콩 예술박물관;홍콩 미술관;香港芸術館|Hong Kong|HK|22.2935|114.1720|museum
Goldfish Market|金魚街;金鱼街;금붕어 거리;금어가;몽콕 금붕어 시장|Hong Kong|HK|22.3220|114.1700|market
Flower Market Road|Mong Kok Flower Market;花墟道;花墟;플라워 마켓 홍콩;몽콕 꽃시장;화허도;フラワーマーケット 旺角|Hong Kong|HK|22.3250|114.1710|market
Yuen Po Street Bird Garden|園圃街雀鳥花園;雀鳥花園;새 공원 몽콕;유엔포 새공원;원포가 새공원;バードガーデン 旺角;园圃街雀鸟花园;雀鸟花园|Hong Kong|HK|22.3252|114.1730|park
Sai Kung|西貢;西贡;サイクン|Hong Kong|HK|22.3820|114.2730|neighbourhood
Lamma Island|南丫島;南丫岛;라마섬;라마 섬;ラマ島|Hong Kong|HK|22.2270|114.1120|nature
Cheung Chau|長洲;长洲;청차우 섬;長洲島;チョンチャウ|Hong Kong|HK|22.2100|114.0290|nature
Shek O|石澳;シェッコウ|Hong Kong|HK|22.2300|114.2510|beach
Lion Rock|獅子山;狮子山;라이언 록;사자산 홍콩;라이언록;ライオンロック|Hong Kong|HK|22.3520|114.1870|viewpoint
Sky Terrace 428|Peak Tower;凌霄閣;凌霄阁;摩天台428;스카이테라스 428;스카이 테라스 428;피크 타워;피크타워;スカイテラス428;ピークタワー|Hong Kong|HK|22.2710|114.1500|viewpoint
Choi Hung Estate|彩虹邨;초이홍 아파트;초이훙;초이홍 맨션;채홍촌;彩虹団地;チョイホン団地|Hong Kong|HK|22.3350|114.2080|sight
Monster Building|Yick Cheong Building;怪獸大廈;怪兽大厦;益昌大廈;몬스터 빌딩;몬스터빌딩;익창빌딩;モンスタービル;モンスターマンション;益昌大厦|Hong Kong|HK|22.2840|114.2150|sight
Hollywood Road|荷李活道;할리우드 로드;헐리우드 로드;ハリウッド・ロード|Hong Kong|HK|22.2840|114.1500|shop
Hong Kong Wetland Park|香港濕地公園;香港湿地公园;홍콩 습지공원;홍콩 웨트랜드 파크;香港湿地公園|Hong Kong|HK|22.4670|114.0090|park
Kowloon Park|九龍公園;九龙公园;구룡 공원;카오룽 공원;구룡공원|Hong Kong|HK|22.3000|114.1700|park
1881 Heritage|一八八一;1881 헤리티지;원에잇에잇원 헤리티지;1881ヘリテージ|Hong Kong|HK|22.2950|114.1700|shop
Harbour City|海港城;하버시티;하버 시티;ハーバーシティ|Hong Kong|HK|22.2970|114.1680|shop
Hong Kong Zoological and Botanical Gardens|Hong Kong Botanical Garden;香港動植物公園;香港动植物公园;홍콩 동식물공원;홍콩 동식물원|Hong Kong|HK|22.2780|114.1560|park
Ngong Ping 360|昂坪360;Ngong Ping Cable Car;옹핑 360;옹핑360;옹핑 케이블카;응옹핑 360;ゴンピン360|Hong Kong|HK|22.2570|113.9010|viewpoint
Forbidden City|Palace Museum;故宫;故宮;故宫博物院;紫禁城;故宮博物院;자금성;고궁박물원;쯔진청;자금성 베이징;베이징 고궁|Beijing|CN|39.9163|116.3972|sight
Tiananmen Square|Tian'anmen Square;天安门广场;天安門廣場;천안문 광장;톈안먼 광장;천안문광장;톈안먼광장;天安門広場|Beijing|CN|39.9055|116.3976|sight
Temple of Heaven|Tiantan;天坛;天壇;天坛公园;천단;천단공원;천단 공원;톈탄 공원;天壇公園|Beijing|CN|39.8822|116.4066|religious
Summer Palace|Yiheyuan;颐和园;頤和園;이화원;이허위안|Beijing|CN|39.9999|116.2755|sight
Mutianyu Great Wall|Mutianyu;慕田峪长城;慕田峪;무톈위 장성;무전욕 장성;모전욕 장성;무톈위;무톈위 만리장성;慕田峪長城|Beijing|CN|40.4319|116.5704|sight
Badaling Great Wall|Badaling;八达岭长城;八达岭;바다링 장성;팔달령 장성;팔달령;바다링 만리장성;팔달령 만리장성;八達嶺長城;八達嶺|Beijing|CN|40.3542|116.0069|sight
Lama Temple|Yonghe Temple;Yonghegong;雍和宫;옹화궁;융허궁;라마사원 베이징;雍和宮|Beijing|CN|39.9470|116.4170|religious
Jingshan Park|景山公园;경산공원;징산공원;징산 공원;경산 공원;景山公園|Beijing|CN|39.9250|116.3960|viewpoint
Beihai Park|北海公园;북해공원;베이하이 공원;북해 공원;北海公園 北京;北海公園|Beijing|CN|39.9250|116.3890|park
Nanluoguxiang|Nanluogu Xiang;南锣鼓巷;난뤄구샹;남라고항;난뤄구샹 골목;南鑼鼓巷|Beijing|CN|39.9370|116.4030|sight
Houhai|Houhai Lake;后海;허우하이;후해;後海|Beijing|CN|39.9410|116.3860|neighbourhood
798 Art District|798 Art Zone;798艺术区;798 예술구;798 예술특구;798예술구;798芸術区;798藝術區|Beijing|CN|39.9840|116.4950|neighbourhood
Beijing National Stadium|Bird's Nest;鸟巢;国家体育场;냐오차오;새둥지 경기장;베이징 국가체육장;北京国家体育場;鳥の巣 北京|Beijing|CN|39.9929|116.3965|sight
Wangfujing|Wangfujing Street;王府井;왕푸징;왕부정;왕푸징 거리;왕푸징 먹자골목;王府井大街|Beijing|CN|39.9140|116.4110|shop
Qianmen Street|Qianmen;前门大街;前门;첸먼 대가;전문대가;첸먼 거리;첸먼다제;前門大街|Beijing|CN|39.8990|116.3980|sight
Beijing Drum Tower|Drum and Bell Towers Beijing;北京鼓楼;베이징 고루;고루 베이징;베이징 종고루;北京鼓樓|Beijing|CN|39.9410|116.3940|sight
Old Summer Palace|Yuanmingyuan;圆明园;원명원;위안밍위안;円明園;圓明園|Beijing|CN|40.0080|116.2980|park
National Museum of China|中国国家博物馆;중국 국가박물관;중국국가박물관;中国国家博物館;中國國家博物館|Beijing|CN|39.9050|116.4010|museum
The Bund|Bund;Waitan;外滩;外灘;와이탄;외탄;상하이 와이탄;와이탄 야경;バンド 上海|Shanghai|CN|31.2400|121.4900|sight
Yu Garden|Yuyuan Garden;Yuyuan;豫园;豫園;위위안;예원 상하이;상하이 예원|Shanghai|CN|31.2272|121.4921|park
Yuyuan Bazaar|Yuyuan Tourist Mart;豫園商城;豫园商城|Shanghai|CN|31.2272|121.4921|shop
Oriental Pearl Tower|东方明珠;東方明珠;东方明珠广播电视塔;동방명주;동방명주탑;둥팡밍주;동방명주 타워;東方明珠塔;東方明珠電視塔;東方明珠タワー;東方明珠廣播電視塔|Shanghai|CN|31.2397|121.4998|viewpoint
Shanghai Tower|上海中心大厦;上海中心;상하이 타워;상하이 중심;상하이센터;상하이 센터 빌딩;上海タワー;上海中心大廈|Shanghai|CN|31.2335|121.5055|viewpoint
Nanjing Road|Nanjing Road Pedestrian Street;南京路步行街;南京路;East Nanjing Road;난징루;난징둥루;남경로;난징루 보행가;南京東路;南京路歩行街|Shanghai|CN|31.2360|121.4770|shop
Tianzifang|Tian Zi Fang;田子坊;톈쯔팡;티엔즈팡 골목;티엔즈팡;전자방;티엔쯔팡|Shanghai|CN|31.2100|121.4690|neighbourhood
Xintiandi|新天地;신톈디;신천지 상하이;상하이 신천지|Shanghai|CN|31.2190|121.4750|neighbourhood
Jing'an Temple|Jingan Temple;静安寺;징안쓰;징안사;靜安寺|Shanghai|CN|31.2235|121.4455|religious
Shanghai Museum|上海博物馆;상하이 박물관;상해 박물관;상하이박물관;上海博物館|Shanghai|CN|31.2283|121.4755|museum
People's Square|人民广场;인민광장 상하이;런민광장;상하이 인민광장;上海人民広場|Shanghai|CN|31.2320|121.4750|sight
Jade Buddha Temple|玉佛寺;위포쓰;상하이 옥불사;玉仏寺 上海|Shanghai|CN|31.2420|121.4450|religious
Zhujiajiao|Zhujiajiao Water Town;朱家角;주자자오 수향마을;朱家角古鎮|Shanghai|CN|31.1100|121.0560|neighbourhood
Shanghai Disneyland|Shanghai Disney Resort;上海迪士尼乐园;상하이 디즈니랜드;상하이디즈니랜드;상해 디즈니랜드;上海ディズニーランド;上海ディズニーリゾート;上海迪士尼樂園|Shanghai|CN|31.1440|121.6570|sight
Wukang Road|武康路;우캉루;무강로|Shanghai|CN|31.2060|121.4390|sight
Lujiazui|陆家嘴;루자쭈이;육가취;루자주이;陸家嘴|Shanghai|CN|31.2380|121.5020|neighbourhood
Shanghai World Financial Center|上海环球金融中心;상하이 세계금융센터;병따개 빌딩;SWFC;上海環球金融中心;上海ワールドフィナンシャルセンター|Shanghai|CN|31.2345|121.5080|viewpoint
Terracotta Army|Terracotta Warriors;兵马俑;秦始皇兵马俑博物馆;Museum of Qin Terracotta Warriors;兵馬俑;秦始皇兵馬俑博物館|Xi'an|CN|34.3841|109.2785|museum
Xi'an City Wall|City Wall of Xi'an;西安城墙;西安城牆|Xi'an|CN|34.2530|108.9460|sight
Giant Wild Goose Pagoda|Big Wild Goose Pagoda;大雁塔|Xi'an|CN|34.2190|108.9640|religious
Muslim Quarter|Huimin Street;回民街|Xi'an|CN|34.2630|108.9420|food
Xi'an Bell Tower|西安钟楼;西安鐘樓|Xi'an|CN|34.2610|108.9430|sight
Xi'an Drum Tower|西安鼓楼;西安鼓樓|Xi'an|CN|34.2620|108.9400|sight
Shaanxi History Museum|陕西历史博物馆|Xi'an|CN|34.2250|108.9560|museum
Huaqing Palace|Huaqing Hot Springs;华清宫;华清池;華清宮;華清池|Xi'an|CN|34.3630|109.2110|sight
Elephant Trunk Hill|象鼻山;Xiangbishan;상비산;象鼻山公园|Guilin|CN|25.2680|110.2960|nature
Reed Flute Cave|芦笛岩;蘆笛岩;Ludi Yan;루디옌;노적암;芦笛岩景区|Guilin|CN|25.3040|110.2740|nature
Yangshuo West Street|West Street Yangshuo;阳朔西街;陽朔西街|Yangshuo|CN|24.7780|110.4930|sight
Chengdu Research Base of Giant Panda Breeding|Chengdu Panda Base;Giant Panda Breeding Research Base;成都大熊猫繁育研究基地;熊猫基地;成都大熊貓繁育研究基地;熊貓基地|Chengdu|CN|30.7330|104.1450|nature
Jinli Street|Jinli;锦里;錦里|Chengdu|CN|30.6450|104.0480|sight
Wenshu Monastery|文殊院|Chengdu|CN|30.6750|104.0720|religious
Kuanzhai Alley|Kuanzhai Xiangzi;Wide and Narrow Alleys;宽窄巷子;寬窄巷子|Chengdu|CN|30.6700|104.0560|sight
Wuhou Shrine|武侯祠|Chengdu|CN|30.6460|104.0480|religious
Leshan Giant Buddha|乐山大佛;樂山大佛|Leshan|CN|29.5450|103.7700|religious
West Lake|Xihu;西湖;West Lake Hangzhou|Hangzhou|CN|30.2450|120.1460|nature
Lingyin Temple|灵隐寺;靈隱寺|Hangzhou|CN|30.2410|120.0970|religious
Leifeng Pagoda|雷峰塔|Hangzhou|CN|30.2310|120.1490|viewpoint
Hefang Street|河坊街|Hangzhou|CN|30.2420|120.1690|sight
Canton Tower|广州塔;廣州塔|Guangzhou|CN|23.1065|113.3245|viewpoint
Shamian Island|Shamian;沙面|Guangzhou|CN|23.1070|113.2430|neighbourhood
Chen Clan Academy|Chen Clan Ancestral Hall;陈家祠;陳家祠|Guangzhou|CN|23.1260|113.2450|museum
Humble Administrator's Garden|拙政园;拙政園|Suzhou|CN|31.3260|120.6280|park
Tiger Hill|Huqiu;虎丘|Suzhou|CN|31.3370|120.5800|sight
Pingjiang Road|平江路|Suzhou|CN|31.3150|120.6340|sight
Lingering Garden|留园;留園|Suzhou|CN|31.3170|120.5890|park
Sun Yat-sen Mausoleum|中山陵|Nanjing|CN|32.0640|118.8480|sight
Confucius Temple Nanjing|Fuzimiao;夫子庙;夫子廟|Nanjing|CN|32.0200|118.7880|religious
Ming Xiaoling Mausoleum|Ming Xiaoling;明孝陵|Nanjing|CN|32.0580|118.8340|sight
Nanjing Massacre Memorial Hall|侵华日军南京大屠杀遇难同胞纪念馆;侵華日軍南京大屠殺遇難同胞紀念館|Nanjing|CN|32.0350|118.7440|museum
Hongyadong|洪崖洞|Chongqing|CN|29.5630|106.5790|sight
Ciqikou|Ciqikou Ancient Town;磁器口|Chongqing|CN|29.5800|106.4500|neighbourhood
Zhangjiajie National Forest Park|张家界国家森林公园;Avatar Mountains;장가계 국가삼림공원;장자제 국가삼림공원;장가계 삼림공원;아바타 산;張家界國家森林公園;張家界国家森林公園|Zhangjiajie|CN|29.3250|110.4340|nature
Potala Palace|布达拉宫;布達拉宮|Lhasa|CN|29.6578|91.1169|sight
Jokhang Temple|Jokhang;大昭寺|Lhasa|CN|29.6530|91.1320|religious
Barkhor Street|Barkhor;八廓街|Lhasa|CN|29.6535|91.1335|sight
Harbin Saint Sophia Cathedral|St. Sophia Cathedral Harbin;圣索菲亚大教堂|Harbin|CN|45.7630|126.6250|religious
Zhanqiao Pier|栈桥;칭다오 잔교;짠차오|Qingdao|CN|36.0600|120.3190|sight
Gulangyu|Gulangyu Island;鼓浪屿;鼓浪嶼|Xiamen|CN|24.4470|118.0680|neighbourhood
Window of the World Shenzhen|世界之窗|Shenzhen|CN|22.5400|113.9740|sight
Pingyao Ancient City|平遥古城;平遙古城|Pingyao|CN|37.2020|112.1800|neighbourhood
Lijiang Old Town|Dayan Old Town;丽江古城;麗江古城|Lijiang|CN|26.8720|100.2340|neighbourhood
Sanlitun|三里屯;싼리툰;삼리둔|Beijing|CN|39.9360|116.4540|neighbourhood
Temple of Confucius Beijing|Beijing Confucius Temple;北京孔庙;베이징 공묘;베이징 공자묘;北京孔子廟;北京孔廟|Beijing|CN|39.9460|116.4120|religious
CCTV Headquarters|中央电视台总部大楼;CCTV 본사 빌딩;중국중앙방송 사옥;中国中央電視台本部ビル;CCTV本部ビル;中央電視臺總部大樓;中央電視台總部大樓|Beijing|CN|39.9150|116.4650|sight
Longhua Temple|龙华寺;룽화쓰;용화사 상하이;龍華寺 上海;龍華寺|Shanghai|CN|31.1750|121.4460|religious
Small Wild Goose Pagoda|小雁塔|Xi'an|CN|34.2400|108.9380|religious
Great Mosque of Xi'an|西安大清真寺|Xi'an|CN|34.2640|108.9400|religious
Ming Tombs|Thirteen Tombs;十三陵;明十三陵;명십삼릉;명 13릉;명13릉;십삼릉|Beijing|CN|40.2520|116.2200|sight
Prince Gong Mansion|Prince Gong's Mansion;恭王府;공왕부;궁왕푸|Beijing|CN|39.9370|116.3860|sight
Yandai Xiejie|Yandaixie Street;烟袋斜街;煙袋斜街;옌다이셰제;연대사가|Beijing|CN|39.9390|116.3930|shop
Dashilar|Dashilan;大栅栏;大柵欄;다자란;대책란|Beijing|CN|39.8960|116.3920|shop
Liulichang|Liulichang Culture Street;琉璃厂;琉璃廠;류리창|Beijing|CN|39.8950|116.3850|shop
Panjiayuan Antique Market|Panjiayuan;潘家园;潘家園;판자위안;반가원 시장;판자위안 골동품 시장|Beijing|CN|39.8740|116.4620|market
Beijing Zoo|北京动物园;北京動物園;베이징 동물원;북경 동물원|Beijing|CN|39.9410|116.3370|park
Water Cube|National Aquatics Center;水立方;水立方体;수이리팡;워터 큐브;워터큐브;ウォーターキューブ;北京国家水泳センター|Beijing|CN|39.9930|116.3880|sight
Universal Beijing Resort|Universal Studios Beijing;北京环球度假区;北京环球影城;유니버설 베이징;유니버셜 스튜디오 베이징;베이징 유니버설;ユニバーサル・スタジオ北京;ユニバーサル・北京・リゾート;北京環球度假區;北京環球影城|Beijing|CN|39.8530|116.6750|park
Silk Market|Xiushui Market;秀水街;秀水市场;수수가;슈수이 시장;실크마켓;秀水市場|Beijing|CN|39.9080|116.4470|market
Great Hall of the People|人民大会堂;人民大會堂;인민대회당;런민다후이탕|Beijing|CN|39.9030|116.3880|sight
Capital Museum|首都博物馆;首都博物館;수도박물관;베이징 수도박물관;서우두 박물관|Beijing|CN|39.9060|116.3420|museum
Fragrant Hills Park|Xiangshan Park;香山公园;香山;향산공원;샹산공원;향산 공원;香山公園|Beijing|CN|39.9920|116.1880|park
City God Temple of Shanghai|Chenghuangmiao;城隍庙;城隍廟;上海城隍庙;성황묘 상하이;청황먀오;상하이 성황묘;上海城隍廟|Shanghai|CN|31.2270|121.4920|religious
Power Station of Art|上海当代艺术博物馆;상하이 당대예술박물관;파워스테이션 오브 아트;上海当代芸術博物館;上海當代藝術博物館|Shanghai|CN|31.2030|121.4960|museum
Qibao Ancient Town|Qibao;七宝古镇;七寶古鎮;치바오 고진;칠보고진|Shanghai|CN|31.1540|121.3550|neighbourhood
Shanghai Ocean Aquarium|上海海洋水族馆;상하이 해양수족관;상하이 아쿠아리움;上海海洋水族館|Shanghai|CN|31.2410|121.5020|museum
Xujiahui Cathedral|St. Ignatius Cathedral;徐家汇天主教堂;徐家匯天主教堂;쉬자후이 성당;서가회 성당;쉬자후이 천주교당;徐家匯天主堂;徐家匯カテドラル|Shanghai|CN|31.1930|121.4340|religious
Fuxing Park|复兴公园;復興公園;푸싱 공원;부흥공원|Shanghai|CN|31.2170|121.4680|park
Duolun Road|Duolun Road Cultural Street;多伦路;多倫路;둬룬루;다륜로|Shanghai|CN|31.2600|121.4830|sight
1933 Old Millfun|1933老场坊;老场坊;1933 라오창팡;1933 노장방;1933 올드 밀펀;1933老場坊;老場坊|Shanghai|CN|31.2590|121.4960|sight
Former French Concession|French Concession;法租界;上海法租界;상하이 프랑스 조계;上海フランス租界|Shanghai|CN|31.2100|121.4500|neighbourhood
Zhouzhuang|周庄;周莊|Kunshan|CN|31.1170|120.8480|neighbourhood
Wuzhen|乌镇;烏鎮|Tongxiang|CN|30.7450|120.4880|neighbourhood
Xitang|西塘|Jiashan|CN|30.9450|120.8870|neighbourhood
Chunxi Road|春熙路|Chengdu|CN|30.6570|104.0810|shop
Taikoo Li Chengdu|Taikoo Li;太古里;成都远洋太古里;成都遠洋太古里|Chengdu|CN|30.6540|104.0840|shop
People's Park Chengdu|人民公园|Chengdu|CN|30.6600|104.0570|park
Heming Teahouse|鹤鸣茶社;鶴鳴茶社|Chengdu|CN|30.6600|104.0570|food
Jinsha Site Museum|金沙遗址博物馆;金沙遺址博物館|Chengdu|CN|30.6810|104.0110|museum
Du Fu Thatched Cottage|杜甫草堂|Chengdu|CN|30.6600|104.0280|museum
Tianfu Square|天府广场;天府廣場|Chengdu|CN|30.6570|104.0660|sight
Dujiangyan Irrigation System|Dujiangyan;都江堰;都江堰景区;都江堰景區|Chengdu|CN|31.0030|103.6050|sight
Mount Qingcheng|Qingchengshan;青城山|Chengdu|CN|30.9000|103.5700|nature
Sanxingdui Museum|三星堆博物馆;三星堆;三星堆博物館|Deyang|CN|31.0000|104.2070|museum
Jiefangbei|Liberation Monument;解放碑|Chongqing|CN|29.5570|106.5770|sight
Liziba Station|李子坝;李子壩|Chongqing|CN|29.5530|106.5330|sight
Yangtze River Cableway|长江索道;長江索道|Chongqing|CN|29.5550|106.5860|viewpoint
Chaotianmen|朝天门;朝天門|Chongqing|CN|29.5660|106.5870|viewpoint
Raffles City Chongqing|重庆来福士;重慶來福士|Chongqing|CN|29.5665|106.5855|shop
Beijing Road Guangzhou|Beijing Road Pedestrian Street;北京路步行街;北京路|Guangzhou|CN|23.1270|113.2690|shop
Shangxiajiu|Shangxiajiu Pedestrian Street;上下九;上下九步行街|Guangzhou|CN|23.1180|113.2480|shop
Yuexiu Park|越秀公园;越秀公園|Guangzhou|CN|23.1390|113.2640|park
Five Rams Statue|五羊石像|Guangzhou|CN|23.1390|113.2640|sight
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
Gongchen Bridge|拱宸桥;拱宸橋|Hangzhou|CN|30.3180|120.1450|sight
Grand Canal Hangzhou||Hangzhou|CN|30.3180|120.1450|sight
Shantang Street|Shantang;山塘街|Suzhou|CN|31.3180|120.6020|shop
Suzhou Museum|苏州博物馆;蘇州博物館|Suzhou|CN|31.3240|120.6250|museum
Master of the Nets Garden|Wangshi Garden;网师园;網師園|Suzhou|CN|31.2980|120.6330|park
Lion Grove Garden|Shizilin;狮子林;獅子林|Suzhou|CN|31.3230|120.6260|park
Hanshan Temple|寒山寺|Suzhou|CN|31.3120|120.5680|religious
Tongli|Tongli Water Town;同里;同里古镇;同里古鎮|Suzhou|CN|31.1580|120.7230|neighbourhood
Jinji Lake|金鸡湖;金雞湖|Suzhou|CN|31.3130|120.6900|park
Zhongshan Road Xiamen|Zhongshan Road Pedestrian Street;中山路步行街|Xiamen|CN|24.4560|118.0800|shop
Nanputuo Temple|南普陀寺|Xiamen|CN|24.4420|118.0960|religious
Xiamen University|厦门大学;廈門大學|Xiamen|CN|24.4370|118.0980|sight
Zengcuo'an|Zengcuoan;曾厝垵|Xiamen|CN|24.4300|118.1250|neighbourhood
Tianmen Mountain|Tianmenshan;天门山;天門山;천문산;톈먼산;장가계 천문산|Zhangjiajie|CN|29.0480|110.4800|nature
Mount Emei|Emeishan;峨眉山|Suishan|CN|29.5200|103.3320|nature
Huangshan|Yellow Mountain;黄山;黃山;Mount Huangshan;황산;黄山风景区;黃山風景區|Huangshan|CN|30.1300|118.1700|nature
Longji Rice Terraces|Longsheng Rice Terraces;龙脊梯田;龍脊梯田;Dragon's Backbone Rice Terraces;용척제전;룽지 다랑논|Guilin|CN|25.7540|110.1250|nature
Jade Dragon Snow Mountain|玉龙雪山;玉龍雪山;Yulong Xueshan;옥룡설산;위룽쉐산|Lijiang|CN|27.1000|100.1800|nature
Erhai Lake|洱海;Erhai;얼하이|Dali|CN|25.7500|100.2000|nature
Dali Old Town|大理古城|Dali|CN|25.6920|100.1620|neighbourhood
Three Pagodas of Chongsheng Temple|崇圣寺三塔;崇聖寺三塔;Chongsheng Temple;崇圣寺;崇聖寺|Dali|CN|25.7070|100.1470|religious
Stone Forest|Shilin Stone Forest;石林;석림;스린 석림;石林风景区;石林風景區|Shilin|CN|24.8150|103.3250|nature
Labrang Monastery|拉卜楞寺|Labuleng|CN|35.1950|102.5080|religious
Mogao Caves|Mogao Grottoes;莫高窟|Shazhou|CN|40.0420|94.8090|sight
Crescent Lake|Yueyaquan;月牙泉|Shazhou|CN|40.0880|94.6700|nature
Mingsha Shan|Singing Sand Dunes;鸣沙山;鳴沙山|Shazhou|CN|40.0880|94.6700|nature
Jiuzhaigou|九寨沟;九寨溝;Jiuzhaigou Valley;Jiuzhai Valley National Park;구채구;주자이거우;九寨沟风景区;九寨溝風景區|Yongle|CN|33.2600|103.9200|nature
Sun Island Harbin||Harbin|CN|45.7830|126.5640|park
Harbin Ice and Snow World|哈尔滨冰雪大世界;冰雪大世界;哈爾濱冰雪大世界|Harbin|CN|45.7830|126.5640|park
Central Street Harbin|Zhongyang Street;中央大街|Harbin|CN|45.7750|126.6180|shop
Qingdao Beer Museum|Tsingtao Beer Museum;青岛啤酒博物馆;青島啤酒博物館;칭다오 맥주박물관;청도 맥주박물관;칭다오맥주 박물관|Qingdao|CN|36.0740|120.3440|museum
Badaguan|八大关;八大關;팔대관;칭다오 팔대관|Qingdao|CN|36.0530|120.3500|neighbourhood
Mount Tai|Taishan;泰山|Tai'an|CN|36.2560|117.1010|nature
Temple of Confucius Qufu|Qufu Confucius Temple;曲阜孔庙;曲阜孔廟|Qufu|CN|35.5960|116.9880|religious
Shaolin Temple|少林寺|Songyang|CN|34.5080|112.9350|religious
Longmen Grottoes|龙门石窟;龍門石窟|Luoyang|CN|34.5560|112.4700|sight
Yungang Grottoes|云冈石窟;雲岡石窟|Datong|CN|40.1100|113.1210|sight
Hanging Temple|Xuankong Temple;悬空寺;懸空寺|Yong'an|CN|39.6660|113.7120|religious
Qinhuai River|秦淮河;Qinhuai|Nanjing|CN|32.0200|118.7880|sight
Zhonghua Gate|中华门;中華門|Nanjing|CN|32.0140|118.7780|sight
Nanjing City Wall|南京城墙;南京城牆|Nanjing|CN|32.0140|118.7780|sight
Xuanwu Lake|玄武湖|Nanjing|CN|32.0730|118.7960|park
Presidential Palace Nanjing|总统府;南京总统府;南京總統府|Nanjing|CN|32.0440|118.7970|museum
Ruins of St. Paul's|Ruins of Saint Paul's;大三巴牌坊;大三巴;세인트폴 성당 유적;성 바울 성당 유적;세인트 폴 대성당 유적;성바울 성당;세나도 세인트폴;聖ポール天主堂跡|Macau|MO|22.1975|113.5409|sight
Senado Square|Largo do Senado;議事亭前地;세나도 광장;세나도광장;의사정전지;セナド広場;议事亭前地|Macau|MO|22.1935|113.5390|sight
Macau Tower|Macau Tower Convention & Entertainment Centre;澳門旅遊塔;마카오 타워;마카오타워;マカオタワー;澳门旅游塔|Macau|MO|22.1800|113.5370|viewpoint
A-Ma Temple|Templo de A-Má;媽閣廟;아마 사원;아마사원;마각묘;아마 템플;アマ寺院;妈阁庙|Macau|MO|22.1860|113.5310|religious
The Venetian Macao|Venetian Macao;澳門威尼斯人;베네시안 마카오;베네치안 마카오;ヴェネチアン・マカオ;ベネチアン・マカオ;澳门威尼斯人|Macau|MO|22.1470|113.5600|sight
Taipa Village|Taipa Old Village;氹仔舊城區;氹仔旧城区;타이파 빌리지;타이파 마을;타이파 올드빌리지;タイパ・ビレッジ;タイパ旧市街|Macau|MO|22.1540|113.5560|neighbourhood
Rua do Cunha|官也街;쿤하 거리;쿠냐 거리;관야가;クーニャ通り|Macau|MO|22.1535|113.5570|food
Coloane Village|路環;路环;路環市區;콜로안 빌리지;콜로안 마을;꼴로안 빌리지;コロアン村;路环市区|Macau|MO|22.1170|113.5520|neighbourhood
Guia Fortress|Guia Lighthouse;東望洋炮台;东望洋炮台;松山燈塔;기아 요새;기아 등대;기아요새;ギア要塞;ギア灯台;松山灯塔|Macau|MO|22.1970|113.5500|viewpoint
Monte Fort|Fortaleza do Monte;大炮台;몬테 요새;몬테요새;モンテの砦|Macau|MO|22.1975|113.5420|sight
Mandarin's House|鄭家大屋;郑家大屋;만다린 하우스;정가대옥;鄭家屋敷|Macau|MO|22.1880|113.5340|sight
Lord Stow's Bakery|安德魯餅店;安德鲁饼店;로드스토우 베이커리;로드 스토우 베이커리;로드스토우 에그타르트;ロード・ストウズ・ベーカリー|Macau|MO|22.1170|113.5540|food
Cotai Strip|路氹金光大道;Cotai;코타이 스트립;코타이;コタイ・ストリップ;コタイ地区|Macau|MO|22.1450|113.5640|sight
Galaxy Macau|澳門銀河;澳门银河;갤럭시 마카오;갤럭시 호텔 마카오;ギャラクシー・マカオ|Macau|MO|22.1480|113.5530|sight
Grand Lisboa|新葡京;그랜드 리스보아;グランド・リスボア|Macau|MO|22.1900|113.5430|sight
St. Dominic's Church|Igreja de São Domingos;玫瑰堂;성 도밍고 성당;聖ドミニコ教会|Macau|MO|22.1940|113.5400|religious
Taipa Houses Museum|Casas-Museu da Taipa;龍環葡韻;龙环葡韵;타이파 주택박물관;타이파 하우스 박물관;용환포운;タイパ・ハウス博物館|Macau|MO|22.1530|113.5590|museum
Taipei 101|台北101;臺北101;타이베이 101;台北101大樓;타이베이101;타이페이 101;타이페이101;101 타워 타이베이;台北101大楼|Taipei|TW|25.0340|121.5645|viewpoint
Chiang Kai-shek Memorial Hall|CKS Memorial Hall;中正紀念堂;中正纪念堂;중정기념당;중정 기념당;장제스 기념관;장개석 기념관;중정기념관;蒋介石記念堂|Taipei|TW|25.0346|121.5218|sight
National Palace Museum|國立故宮博物院;故宮博物院 台北;台北故宫;台北故宫博物院;국립고궁박물원;타이베이 고궁박물원;대만 고궁박물관;고궁박물원 타이베이;국립 고궁 박물원;国立故宮博物院;台北故宮博物院;国立故宫博物院|Taipei|TW|25.1024|121.5485|museum
Longshan Temple|Lungshan Temple;Mengjia Longshan Temple;艋舺龍山寺;龍山寺;龙山寺;룽산쓰;룽산사;멍자 룽산쓰;타이베이 용산사;艋舺龙山寺|Taipei|TW|25.0372|121.4999|religious
Shilin Night Market|士林夜市;스린 야시장;스린야시장;사림 야시장;士林観光夜市|Taipei|TW|25.0880|121.5240|market
Raohe Night Market|Raohe Street Night Market;饒河街觀光夜市;饒河夜市;饶河夜市;饶河街观光夜市;라오허제 야시장;라오허 야시장;라오허제야시장;요하가 야시장;饒河街観光夜市;ラオホー夜市|Taipei|TW|25.0510|121.5775|market
Ximending|西門町;시먼딩;시먼띵;서문정;シーメンディン;西门町|Taipei|TW|25.0421|121.5081|neighbourhood
Elephant Mountain|Xiangshan;象山;샹산 전망대;상산 타이베이;象山歩道|Taipei|TW|25.0270|121.5710|viewpoint
Beitou Hot Springs|Beitou;北投溫泉;베이터우 온천;베이토우 온천;베이터우온천;북투 온천;北投温泉|Taipei|TW|25.1365|121.5070|nature
Dihua Street|迪化街;디화제;디화 거리;디화지에;적화가|Taipei|TW|25.0560|121.5100|market
Sun Yat-sen Memorial Hall Taipei|國父紀念館;국부기념관;국부 기념관;쑨원 기념관;国父紀念館;国父纪念馆|Taipei|TW|25.0400|121.5600|sight
Huashan 1914 Creative Park|Huashan 1914;華山1914文化創意產業園區;화산1914;화산 1914 문화창의산업원구;화산 1914;화산1914 창의문화원구;華山1914文化創意産業園区;華山1914;华山1914文化创意产业园区|Taipei|TW|25.0440|121.5290|sight
Jiufen|Jiufen Old Street;九份;九份老街;지우펀 옛거리;지우펀 라오제;구분 옛거리;キュウフン|Keelung|TW|25.1092|121.8443|neighbourhood
Shifen|Shifen Old Street;十分;十分老街;스펀 옛거리;스펀 라오제;스펀 천등|Keelung|TW|25.0414|121.7754|neighbourhood
Yehliu Geopark|Yehliu;野柳地質公園;野柳;예류 지질공원;예류지질공원;야류 지질공원;野柳ジオパーク;野柳地质公园|Keelung|TW|25.2060|121.6900|nature
Taroko Gorge|Taroko National Park;太魯閣;太魯閣國家公園;타이루거 협곡;타이루거;타로코 협곡;태로각 협곡;타이루거 국가공원;太魯閣峡谷;太魯閣国家公園;タロコ峡谷;太鲁阁;太鲁阁国家公园|Hualien City|TW|24.1580|121.6210|nature
Sun Moon Lake|日月潭;르웨탄;일월담;르웨탄 호수;Riyuetan;일월담 호수;日月潭國家風景區|Puli|TW|23.8650|120.9150|nature
Lotus Pond|Lianchihtan;蓮池潭;롄츠탄;롄츠탄 호수;莲池潭|Kaohsiung|TW|22.6810|120.2940|nature
Pier-2 Art Center|Pier-2;駁二藝術特區;보얼 예술특구;보얼예술특구;보얼 예술 특구;보얼;駁二芸術特区;驳二艺术特区|Kaohsiung|TW|22.6200|120.2810|museum
Anping Fort|安平古堡;안핑 구보;안핑구보;안평고보;안핑 고성;ゼーランディア城|Tainan|TW|23.0015|120.1605|sight
Chihkan Tower|Chikan Tower;赤崁樓;츠칸러우;적감루;츠칸 러우;赤崁楼|Tainan|TW|22.9975|120.2025|sight
Rainbow Village|彩虹眷村;레인보우 빌리지;차이홍쥐안춘;무지개마을 타이중|Taichung|TW|24.1330|120.6100|sight
Gaomei Wetlands|高美濕地;가오메이 습지;까오메이 습지;가오메이습지;高美湿地|Taichung|TW|24.3120|120.5490|nature
Tamsui Old Street|Tamsui;淡水老街;단수이 옛거리;단수이 라오제;담수이 라오제|Taipei|TW|25.1700|121.4400|sight
Bopiliao Historic Block|Bopiliao;剝皮寮;보피랴오;보피랴오 역사거리;剥皮寮|Taipei|TW|25.0360|121.5010|sight
Presidential Office Building|總統府;총통부;대만 총통부;중화민국 총통부;総統府 台北;中華民国総統府|Taipei|TW|25.0400|121.5120|sight
Maokong Gondola|貓空纜車;마오콩 곤돌라;마오쿵 곤돌라;猫空ロープウェイ;猫空ゴンドラ;猫空缆车|Taipei|TW|24.9680|121.5880|viewpoint
Maokong|猫空;貓空;마오콩|Taipei|TW|24.9680|121.5880|nature
Yongkang Street|永康街;융캉제|Taipei|TW|25.0330|121.5300|food
Songshan Cultural and Creative Park|Songshan Cultural Park;松山文創園區;松山文创园区;송산 문창원구;쑹산 문화창의공원;송산문창원구;쑹산 문창원구;松山文創園区|Taipei|TW|25.0440|121.5610|sight
Ningxia Night Market|寧夏夜市;宁夏夜市;닝샤 야시장;닝샤야시장;닝샤 야시장 타이베이;寧夏路夜市|Taipei|TW|25.0560|121.5150|market
Huaxi Street Night Market|Snake Alley;華西街夜市;华西街夜市;화시제 야시장;화시제야시장;뱀골목 야시장;華西街観光夜市|Taipei|TW|25.0380|121.4980|market
Taipei Zoo|臺北市立動物園;台北市立動物園;台北動物園;타이베이 동물원;타이베이시립동물원;台北市立动物园;台北动物园|Taipei|TW|24.9990|121.5810|park
Taipei Fine Arts Museum|臺北市立美術館;台北市立美術館;타이베이 시립미술관;타이베이 미술관;台北市立美术馆|Taipei|TW|25.0725|121.5247|museum
Grand Hotel Taipei|圓山大飯店;圆山大饭店;원산 대반점;그랜드 호텔 타이베이;위안산 호텔;원산대반점;円山大飯店|Taipei|TW|25.0790|121.5260|sight
National Revolutionary Martyrs' Shrine|Martyrs' Shrine;忠烈祠;타이베이 충렬사|Taipei|TW|25.0780|121.5330|sight
Tamsui Fisherman's Wharf|Fisherman's Wharf Tamsui;淡水漁人碼頭;漁人碼頭;단수이 위런마터우;위런마터우;단수이 피셔맨스 워프;어인마두;淡水渔人码头;渔人码头|Taipei|TW|25.1830|121.4100|viewpoint
Houtong Cat Village|猴硐貓村;猴硐;허우퉁 고양이 마을;고양이 마을 허우퉁;猴硐猫村|Keelung|TW|25.0870|121.8270|sight
Wulai|烏來;乌来;우라이 온천;우라이 옛거리;ウーライ|Taipei|TW|24.8650|121.5510|nature
Miaokou Night Market|Keelung Night Market;基隆廟口夜市;廟口夜市;지룽 먀오커우 야시장;먀오커우 야시장;지롱 야시장;묘구 야시장;基隆廟口;基隆庙口夜市;庙口夜市|Keelung|TW|25.1280|121.7440|market
Shennong Street|神農街;神农街;션농제;선농가;선눙제;션눙제|Tainan|TW|22.9980|120.1970|sight
Hayashi Department Store|林百貨;林百货;하야시 백화점;린바이훠;임백화;ハヤシ百貨店|Tainan|TW|22.9920|120.2000|shop
Tainan Confucius Temple|臺南孔廟;台南孔廟;台南孔庙;타이난 공자묘;대남 공자묘;타이난 쿵먀오;台南孔子廟|Tainan|TW|22.9900|120.2040|religious
Anping Tree House|安平樹屋;安平树屋;안핑 수옥;안핑 트리하우스;안핑수옥|Tainan|TW|23.0030|120.1600|sight
Chimei Museum|奇美博物館;奇美博物馆;치메이 박물관;기미 박물관;치메이박물관|Tainan|TW|22.9350|120.2260|museum
Tainan Garden Night Market|Garden Night Market;花園夜市;花园夜市;화원 야시장;화위안 야시장;타이난 화원야시장|Tainan|TW|23.0110|120.2110|market
Liuhe Night Market|六合夜市;류허 야시장;류허야시장;육합 야시장|Kaohsiung|TW|22.6320|120.3020|market
Formosa Boulevard Station|Dome of Light;美麗島站;美丽岛站;메이리다오역;메이리다오 역;미려도역;빛의 돔;美麗島駅|Kaohsiung|TW|22.6310|120.3020|sight
Fo Guang Shan|佛光山;포광산;불광산;仏光山|Kaohsiung|TW|22.7560|120.4430|religious
Fo Guang Shan Buddha Museum|Buddha Memorial Center;佛陀紀念館;佛陀纪念馆;仏陀記念館;포광산 불타기념관;불타기념관|Kaohsiung|TW|22.7560|120.4430|museum
Cijin Island|Cijin;旗津;치진섬;치진 섬|Kaohsiung|TW|22.6130|120.2680|beach
Love River|愛河;爱河;아이허;아이허 강|Kaohsiung|TW|22.6230|120.2880|sight
Fengjia Night Market|Feng Chia Night Market;逢甲夜市;펑자 야시장;펑지아 야시장;펑자야시장;봉갑 야시장|Taichung|TW|24.1750|120.6460|market
Miyahara|宮原眼科;宫原眼科;미야하라;궁원안과;미야하라 안과|Taichung|TW|24.1380|120.6840|food
National Taichung Theater|臺中國家歌劇院;台中國家歌劇院;타이중 국가가극원;타이중 오페라하우스;국가가극원 타이중;台中国家歌劇院;台中国家歌剧院|Taichung|TW|24.1630|120.6400|sight
Qixingtan Beach|七星潭;치싱탄;치싱탄 해변|Hualien City|TW|24.0300|121.6250|beach
Dongdamen Night Market|東大門夜市;东大门夜市;둥다먼 야시장;동대문 야시장 화롄;화롄 동대문야시장|Hualien City|TW|23.9760|121.6110|market
Kenting National Park|墾丁;垦丁;Kenting;컨딩 국가공원;墾丁国家公園;컨딩;컨딩 국립공원;墾丁國家公園;垦丁国家公园|Hengchun|TW|21.9470|120.7950|beach
Sükhbaatar Square|Chinggis Square;Сүхбаатарын талбай|Ulaanbaatar|MN|47.9190|106.9170|sight
`;
