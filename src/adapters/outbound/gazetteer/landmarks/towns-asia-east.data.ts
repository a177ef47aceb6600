/**
 * Curated landmarks for the offline geocoder, beyond the most visited cities: the sights of the towns, islands and
 * parks travellers go to next in Japan, Korea, China, Taiwan, Hong Kong and Macau. Written for this project, apart from any page the import is measured on;
 * coordinates are rounded to 4 decimals and meant to be within about 300 m. One per line, as in the other files:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const TOWNS_ASIA_EAST = `
輪王寺|Rinnō-ji;Rinnoji;Rinno-ji;린노지;린노지 절;닛코 린노지;轮王寺|Nikko|JP|36.7546|139.6006|religious
日光二荒山神社|Futarasan Shrine;Futarasan Jinja;二荒山神社;후타라산 신사;닛코 후타라산 신사|Nikko|JP|36.7597|139.5961|religious
大猷院|Taiyūin;Taiyuin;Taiyuin-byo;輪王寺大猷院;다이유인;轮王寺大猷院|Nikko|JP|36.7584|139.5946|religious
憾満ヶ淵|Kanmangafuchi Abyss;Kanmangafuchi;Narabi Jizo;並び地蔵;간만가후치;칸만가후치|Nikko|JP|36.7478|139.5858|nature
中禅寺湖|Lake Chūzenji;Lake Chuzenji;Chuzenjiko;주젠지호;주젠지 호수;주젠지코;추젠지호;中禪寺湖|Nikko|JP|36.7370|139.4650|nature
戦場ヶ原|Senjōgahara;Senjogahara Marshland;Senjogahara;센조가하라;战场之原;戰場之原|Nikko|JP|36.7840|139.4400|nature
箱根関所|Hakone Checkpoint;Hakone Sekisho;하코네 세키쇼;하코네 관소;箱根關所;箱根关所|Hakone|JP|35.1918|139.0265|sight
強羅公園|Gora Park;Gōra Park;고라 공원;고라공원;强罗公园|Hakone|JP|35.2482|139.0472|park
ポーラ美術館|Pola Museum of Art;폴라 미술관;宝丽美术馆;寶麗美術館;POLA美术馆|Hakone|JP|35.2577|139.0318|museum
箱根湯本|Hakone-Yumoto;Hakone Yumoto Onsen;箱根湯本温泉;하코네유모토;하코네 유모토;하코네 유모토 온천;箱根汤本;箱根湯本溫泉;箱根汤本温泉|Hakone|JP|35.2328|139.1050|neighbourhood
円覚寺|Engaku-ji;Engakuji;圓覺寺;엔가쿠지;圆觉寺|Kamakura|JP|35.3375|139.5475|religious
建長寺|Kenchō-ji;Kenchoji;Kencho-ji;겐초지;켄초지;建长寺|Kamakura|JP|35.3317|139.5557|religious
銭洗弁財天|Zeniarai Benten;Zeniarai Benzaiten;銭洗弁財天宇賀福神社;제니아라이 벤텐;제니아라이 벤자이텐;錢洗辯財天;钱洗辩财天;錢洗辯財天宇賀福神社;钱洗辩财天宇贺福神社|Kamakura|JP|35.3254|139.5443|religious
由比ヶ浜|Yuigahama Beach;Yuigahama;由比ガ浜;유이가하마;유이가하마 해변;由比滨;由比濱|Kamakura|JP|35.3110|139.5410|beach
山中湖|Lake Yamanaka;Yamanakako;Lake Yamanakako;야마나카코;야마나카 호수|Fujiyoshida|JP|35.4170|138.8740|nature
西湖いやしの里根場|Saiko Iyashi no Sato;Iyashi no Sato Nenba;Iyashi no Sato;사이코 이야시노사토 넨바;이야시노사토;西湖疗愈之里根场;西湖療癒之里根場|Fujikawaguchiko|JP|35.4993|138.6797|sight
青木ヶ原樹海|Aokigahara;Aokigahara Forest;Sea of Trees;아오키가하라;아오키가하라 수해;青木原树海;青木原樹海|Fujikawaguchiko|JP|35.4700|138.6200|nature
本栖湖|Lake Motosu;Motosuko;모토스코;모토스 호수|Fujikawaguchiko|JP|35.4640|138.5850|nature
大石公園|Oishi Park;Ōishi Park;오이시 공원;오이시공원;大石公园|Fujikawaguchiko|JP|35.5249|138.7432|park
北口本宮冨士浅間神社|Kitaguchi Hongu Fuji Sengen Shrine;Fuji Sengen Shrine;Kitaguchi Hongū Fuji Sengen Jinja;기타구치혼구 후지센겐 신사;후지센겐 신사;키타구치 혼구 후지 센겐 신사;北口本宮冨士淺間神社;北口本宫冨士浅间神社|Fujiyoshida|JP|35.4764|138.7956|religious
富士スバルライン五合目|Fuji Subaru Line 5th Station;Kawaguchiko 5th Station;Mount Fuji Fifth Station;富士山五合目;후지산 5합목;후지산 오합목;후지 스바루라인 5합목|Fujiyoshida|JP|35.3950|138.7330|viewpoint
白糸の滝|Shiraito Falls;Shiraito no Taki;시라이토 폭포;시라이토노타키|Fujinomiya|JP|35.3127|138.5877|nature
富士山本宮浅間大社|Fujisan Hongū Sengen Taisha;Fujisan Hongu Sengen Taisha;Sengen Taisha;후지산 혼구 센겐 다이샤;후지산 혼구 센겐 대사;富士山本宮淺間大社;富士山本宫浅间大社|Fujinomiya|JP|35.2229|138.6109|religious
飛騨国分寺|Hida Kokubun-ji;Hida Kokubunji;히다 고쿠분지;飛驒國分寺;飞驒国分寺|Takayama|JP|36.1430|137.2530|religious
高山祭屋台会館|Takayama Festival Floats Exhibition Hall;Takayama Yatai Kaikan;Yatai Kaikan;다카야마 마쓰리 야타이 회관;다카야마 야타이 회관;高山祭屋台會館;高山祭屋台会馆|Takayama|JP|36.1484|137.2619|museum
桜山八幡宮|Sakurayama Hachiman Shrine;Sakurayama Hachimangu;사쿠라야마 하치만구;櫻山八幡宮;樱山八幡宫|Takayama|JP|36.1493|137.2625|religious
陣屋前朝市|Jinya-mae Morning Market;Jinya Morning Market;진야마에 아침시장;진야 아침시장;阵屋前朝市|Takayama|JP|36.1395|137.2577|market
日下部民藝館|Kusakabe Folk Museum;Kusakabe Mingeikan;구사카베 민예관;日下部民艺馆|Takayama|JP|36.1457|137.2596|museum
吉島家住宅|Yoshijima Heritage House;Yoshijima House;요시지마 가옥;요시지마 주택;吉岛家住宅|Takayama|JP|36.1461|137.2594|museum
荻町城跡展望台|Shiroyama Viewpoint;Shirakawa-go Observatory;Ogimachi Castle Site Observation Deck;城山天守閣展望台;시라카와고 전망대;오기마치 성터 전망대;荻町城迹展望台;城山天守阁展望台|Takayama|JP|36.2640|136.9080|viewpoint
相倉合掌造り集落|Ainokura;Gokayama Ainokura;Ainokura Village;相倉;相仓|Nanto|JP|36.4260|136.9330|neighbourhood
菅沼合掌造り集落|Suganuma;Gokayama Suganuma;Suganuma Village;菅沼|Nanto|JP|36.3990|136.8820|neighbourhood
妙立寺|Myōryū-ji;Myoryuji;Ninja Temple;Ninja-dera;忍者寺;묘류지;닌자데라;닌자 사원|Kanazawa|JP|36.5552|136.6494|religious
にし茶屋街|Nishi Chaya District;Nishi Chaya;西茶屋街;니시 차야;니시차야;니시 차야가이|Kanazawa|JP|36.5560|136.6480|neighbourhood
主計町茶屋街|Kazuemachi;Kazuemachi Chaya District;Kazue-machi;가즈에마치;카즈에마치 차야가이;主计町茶屋街|Kanazawa|JP|36.5710|136.6640|neighbourhood
鈴木大拙館|D.T. Suzuki Museum;DT Suzuki Museum;스즈키 다이세쓰관;스즈키 다이세츠관;铃木大拙馆|Kanazawa|JP|36.5580|136.6640|museum
尾山神社|Oyama Shrine;Oyama Jinja;오야마 신사;오야마신사|Kanazawa|JP|36.5655|136.6553|religious
玉泉院丸庭園|Gyokusen-inmaru Garden;Gyokusen Inmaru Garden;玉泉院丸庭园|Kanazawa|JP|36.5640|136.6582|park
鼓門|Tsuzumi-mon;Tsuzumi Gate;Kanazawa Station Drum Gate;쓰즈미몬;츠즈미몬;가나자와역 쓰즈미몬;鼓门|Kanazawa|JP|36.5780|136.6480|sight
奥之院|Okunoin;Okuno-in;Koyasan Okunoin;高野山奥之院;Okunoin Cemetery;오쿠노인;고야산 오쿠노인;高野山奧之院|Koya|JP|34.2185|135.6050|religious
金剛峯寺|Kongōbu-ji;Kongobuji;Kongobu-ji;곤고부지;콘고부지;金剛峰寺;金刚峰寺|Koya|JP|34.2132|135.5842|religious
壇上伽藍|Danjō Garan;Danjo Garan;단조가란;단조 가란;坛上伽蓝|Koya|JP|34.2125|135.5800|religious
根本大塔|Konpon Daitō;Konpon Daito;Konpon Daito Pagoda;곤폰다이토|Koya|JP|34.2125|135.5800|religious
高野山大門|Koyasan Daimon;Daimon Gate Koyasan;高野山大门|Koya|JP|34.2130|135.5720|sight
熊野本宮大社|Kumano Hongū Taisha;Kumano Hongu Taisha;Hongu Taisha;구마노 혼구 다이샤;쿠마노 혼구 타이샤;熊野本宫大社|Tanabe|JP|33.8403|135.7733|religious
大斎原|Ōyunohara;Oyunohara;Oyunohara Great Torii;오유노하라;大齋原;大斋原|Tanabe|JP|33.8360|135.7700|religious
湯の峰温泉|Yunomine Onsen;汤峰温泉;湯峰溫泉|Tanabe|JP|33.8265|135.7415|sight
つぼ湯|Tsuboyu;Tsubo-yu;Tsuboyu Onsen;츠보유;壶汤|Tanabe|JP|33.8265|135.7415|sight
熊野那智大社|Kumano Nachi Taisha;Nachi Taisha;구마노 나치 다이샤;쿠마노 나치 타이샤|Shingu|JP|33.6690|135.8900|religious
那智滝|Nachi Falls;Nachi no Taki;那智の滝;나치 폭포;나치노타키;那智瀑布|Shingu|JP|33.6752|135.8876|nature
青岸渡寺|Seiganto-ji;Seigantoji;세이간토지|Shingu|JP|33.6686|135.8889|religious
熊野速玉大社|Kumano Hayatama Taisha;Hayatama Taisha|Shingu|JP|33.7310|135.9830|religious
白良浜|Shirarahama Beach;Shirarahama;Shirahama Beach;시라라하마;시라라하마 해변;白良濱;白良滨|Tanabe|JP|33.6790|135.3450|beach
円月島|Engetsu Island;Engetsutō;엔게쓰토;엔게츠섬;圓月島;圆月岛|Tanabe|JP|33.6940|135.3450|nature
おかげ横丁|Okage Yokocho;Okage Yokochō;오카게 요코초;오카게요코초;托福横丁;托福橫丁|Ise|JP|34.4613|136.7237|shop
おはらい町|Oharai-machi;Oharaimachi;오하라이마치;오하라이 마치|Ise|JP|34.4630|136.7230|shop
伊勢神宮外宮|Gekū;Geku;Toyouke Daijingu;豊受大神宮;Ise Jingu Geku;이세 신궁 외궁;게쿠;伊势神宫外宫;豐受大神宮;丰受大神宫|Ise|JP|34.4876|136.7033|religious
夫婦岩|Meoto Iwa;Wedded Rocks;메오토이와;이세 부부바위;후타미 부부바위;夫妇岩|Ise|JP|34.5090|136.7890|sight
二見興玉神社|Futami Okitama Shrine;Futami Okitama Jinja;후타미오키타마 신사;二见兴玉神社|Ise|JP|34.5088|136.7885|religious
ミキモト真珠島|Mikimoto Pearl Island;御木本珍珠岛;御木本珍珠島|Toba|JP|34.4830|136.8450|museum
城崎温泉|Kinosaki Onsen;기노사키 온천;키노사키 온천;기노사키온천;城崎溫泉|Toyooka|JP|35.6260|134.8110|neighbourhood
天橋立|Amanohashidate;아마노하시다테;天桥立|Miyazu|JP|35.5700|135.1910|nature
天橋立ビューランド|Amanohashidate View Land|Miyazu|JP|35.5590|135.1830|viewpoint
傘松公園|Kasamatsu Park;伞松公园|Miyazu|JP|35.5878|135.1940|viewpoint
智恩寺|Chion-ji Miyazu;Kireto Monju;切戸文殊;切戶文殊;切户文殊|Miyazu|JP|35.5580|135.1890|religious
伊根の舟屋|Ine Funaya;Ine no Funaya;Ine Boathouses;이네 후나야;이네노 후나야;이네 후나야 마을;伊根舟屋|Miyazu|JP|35.6760|135.2880|neighbourhood
彦根城|Hikone Castle;히코네성;히코네 성|Hikone|JP|35.2765|136.2520|sight
玄宮園|Genkyū-en;Genkyuen;玄宫园|Hikone|JP|35.2800|136.2530|park
八幡堀|Hachiman-bori;Hachimanbori Canal|Omihachiman|JP|35.1370|136.0870|sight
書寫山圓教寺|Engyō-ji;Engyoji;Mount Shosha;圓教寺;円教寺;엔교지;쇼샤잔 엔교지;书写山圆教寺;圆教寺|Himeji|JP|34.8910|134.6610|religious
大聖院|Daishō-in;Daishoin;다이쇼인;大圣院|Hatsukaichi|JP|34.2940|132.3190|religious
千畳閣|Senjōkaku;Senjokaku;Toyokuni Shrine Miyajima;센조카쿠;千疊閣;千叠阁|Hatsukaichi|JP|34.2975|132.3225|religious
宮島表参道商店街|Miyajima Omotesando Shopping Street;Miyajima Omotesando;미야지마 오모테산도 상점가;미야지마 상점가;宮島表參道商店街;宫岛表参道商店街|Hatsukaichi|JP|34.2985|132.3215|shop
紅葉谷公園|Momijidani Park;모미지다니 공원;红叶谷公园|Hatsukaichi|JP|34.2925|132.3240|park
錦帯橋|Kintai Bridge;Kintaikyo;Kintai-kyō;긴타이쿄;긴타이교;킨타이쿄;錦帶橋;锦带桥|Iwakuni|JP|34.1680|132.1780|sight
岩国城|Iwakuni Castle;岩國城|Iwakuni|JP|34.1660|132.1720|sight
千光寺|Senkō-ji;Senkoji;Senkoji Temple Onomichi;센코지;오노미치 센코지|Onomichi|JP|34.4103|133.1975|religious
千光寺公園|Senkoji Park;千光寺公园|Onomichi|JP|34.4120|133.1970|park
猫の細道|Cat Alley;Neko no Hosomichi;네코노 호소미치;猫之细道;貓之細道|Onomichi|JP|34.4095|133.2000|sight
尾道本通り商店街|Onomichi Hondori Shopping Street;Onomichi Hondori|Onomichi|JP|34.4085|133.1980|shop
耕三寺|Kōsan-ji;Kosanji|Onomichi|JP|34.3080|133.0850|religious
鞆の浦|Tomonoura;Tomo-no-ura;鞆之浦|Fukuyama|JP|34.3830|133.3820|neighbourhood
大久野島|Ōkunoshima;Okunoshima;Rabbit Island;ウサギ島;오쿠노시마;大久野岛|Takehara|JP|34.3090|132.9950|nature
大原美術館|Ohara Museum of Art;Ōhara Museum of Art;오하라 미술관;大原美术馆|Kurashiki|JP|34.5960|133.7710|museum
倉敷アイビースクエア|Kurashiki Ivy Square;Ivy Square;仓敷常春藤广场;倉敷常春藤廣場|Kurashiki|JP|34.5940|133.7730|sight
阿智神社|Achi Shrine;Achi Jinja|Kurashiki|JP|34.5944|133.7759|religious
吉備津神社|Kibitsu Shrine;Kibitsu Jinja;吉备津神社|Okayama|JP|34.6710|133.8510|religious
地中美術館|Chichu Art Museum;Chichū Art Museum;지추 미술관;치추 미술관;지중 미술관;地中美术馆|Tamano|JP|34.4500|133.9870|museum
ベネッセハウス ミュージアム|Benesse House Museum;Benesse House;베네세 하우스 뮤지엄;베네세하우스;倍乐生之家美术馆;倍樂生之家美術館|Tamano|JP|34.4493|133.9942|museum
黄かぼちゃ|Yellow Pumpkin;Kusama Yellow Pumpkin;草間彌生 南瓜;쿠사마 야요이 노란 호박;나오시마 노란 호박;直岛黄南瓜;直島黃南瓜|Tamano|JP|34.4475|133.9955|sight
赤かぼちゃ|Red Pumpkin;Kusama Red Pumpkin;나오시마 빨간 호박;直岛红南瓜;直島紅南瓜|Tamano|JP|34.4610|133.9745|sight
家プロジェクト|Art House Project;Naoshima Art House Project;이에 프로젝트;나오시마 이에 프로젝트;直岛家计划;直島家計畫|Tamano|JP|34.4585|134.0035|museum
直島銭湯 I♥湯|Naoshima Bath I Love Yu;I Love Yu;I♥湯;나오시마 목욕탕;아이러브유 목욕탕;直岛钱汤;直島錢湯|Tamano|JP|34.4610|133.9760|sight
豊島美術館|Teshima Art Museum;데시마 미술관;테시마 미술관;豐島美術館;丰岛美术馆|Tamano|JP|34.4887|134.0791|museum
エンジェルロード|Angel Road;Shodoshima Angel Road;엔젤로드;엔젤 로드;쇼도시마 엔젤로드;小豆岛天使之路;小豆島天使之路|Tonosho|JP|34.4860|134.1830|beach
寒霞渓|Kankakei;Kankakei Gorge;간카케이;칸카케이;寒霞溪|Tonosho|JP|34.5170|134.2850|nature
金刀比羅宮|Kotohira-gū;Kotohiragu;Konpira-san;Kompira;こんぴらさん;고토히라구;고토히라궁;곤피라상;콘피라상;金刀比罗宫|Marugame|JP|34.1843|133.8096|religious
高知城|Kochi Castle;Kōchi Castle;고치성;코치성|Kochi|JP|33.5610|133.5310|sight
ひろめ市場|Hirome Market;Hirome Ichiba;히로메 시장;히로메 이치바;弘人市场;弘人市場|Kochi|JP|33.5610|133.5370|food
桂浜|Katsurahama;Katsurahama Beach;가쓰라하마;카츠라하마;桂濱;桂滨|Kochi|JP|33.4970|133.5740|beach
祖谷のかずら橋|Iya Kazurabashi;Kazurabashi;Iya Vine Bridge;かずら橋;祖谷蔓桥;祖谷蔓橋;祖谷葛藤桥|Miyoshi|JP|33.8755|133.8357|sight
鳴門の渦潮|Naruto Whirlpools;Naruto Uzushio;나루토 소용돌이;나루토 우즈시오;鸣门漩涡;鳴門漩渦|Tokushima|JP|34.2385|134.6525|nature
渦の道|Uzu no Michi;Uzunomichi;우즈노미치;漩涡之道;渦之道|Tokushima|JP|34.2385|134.6525|viewpoint
大塚国際美術館|Otsuka Museum of Art;Ōtsuka Museum of Art;오쓰카 국제미술관;오츠카 국제미술관;大塚國際美術館;大冢国际美术馆|Tokushima|JP|34.2276|134.6357|museum
石手寺|Ishite-ji;Ishiteji;이시테지|Matsuyama|JP|33.8480|132.7960|religious
屋島|Yashima;Yashima Plateau;야시마;야시마 전망대;屋岛|Takamatsu|JP|34.3585|134.1010|viewpoint
屋島寺|Yashima-ji;Yashimaji;야시마지;屋岛寺|Takamatsu|JP|34.3585|134.1010|religious
松江城|Matsue Castle;마쓰에성;마쓰에 성;마츠에성|Matsue|JP|35.4750|133.0508|sight
塩見縄手|Shiomi Nawate;鹽見繩手;盐见绳手|Matsue|JP|35.4770|133.0490|neighbourhood
宍道湖|Lake Shinji;Shinjiko|Matsue|JP|35.4500|132.9500|nature
足立美術館|Adachi Museum of Art;아다치 미술관;아다치미술관;足立美术馆|Yasugi|JP|35.3787|133.1938|museum
出雲大社|Izumo Taisha;Izumo Grand Shrine;Izumo Ōyashiro;이즈모 대사;이즈모 타이샤;이즈모 다이샤;이즈모대사;出云大社|Izumo|JP|35.4020|132.6850|religious
鳥取砂丘|Tottori Sand Dunes;Tottori Sakyū;돗토리 사구;돗토리 사막;돗토리사구;鸟取砂丘|Tottori|JP|35.5410|134.2290|nature
かまど地獄|Kamado Jigoku;Cooking Pot Hell;가마도 지옥;카마도 지옥;가마도지고쿠;灶地狱;竈地獄|Beppu|JP|33.3170|131.4730|nature
血の池地獄|Chinoike Jigoku;Blood Pond Hell;지노이케 지옥;피의 연못 지옥;치노이케 지고쿠;血池地狱;血池地獄|Beppu|JP|33.3301|131.4786|nature
竹瓦温泉|Takegawara Onsen;다케가와라 온천;타케가와라 온천;竹瓦溫泉|Beppu|JP|33.2790|131.5030|sight
金鱗湖|Lake Kinrin;Kinrinko;Kinrin Lake;긴린코;킨린코;긴린 호수;킨린 호수;긴린코 호수;金鳞湖|Yufu|JP|33.2660|131.3690|nature
湯の坪街道|Yunotsubo Kaido;Yunotsubo Street;유노쓰보 거리;유노츠보 거리;유노츠보 가도;유노쓰보 가이도;汤之坪街道;湯之坪街道|Yufu|JP|33.2650|131.3620|shop
阿蘇中岳火口|Nakadake Crater;Mount Aso Crater;Aso Nakadake;中岳火口;아소산 분화구;나카다케 분화구;아소 나카다케;아소산 화구;阿苏中岳火口|Aso|JP|32.8840|131.0850|nature
草千里ヶ浜|Kusasenri;Kusasenri-ga-hama;구사센리;쿠사센리;구사센리가하마;草千里;草千里滨;草千里濱|Aso|JP|32.8838|131.0573|nature
阿蘇神社|Aso Shrine;Aso Jinja;아소 신사;아소신사;阿苏神社|Aso|JP|32.9467|131.1163|religious
大観峰|Daikanbō;Daikanbo;다이칸보;다이칸보 전망대;大觀峰;大观峰|Aso|JP|33.0101|131.0585|viewpoint
高千穂峡|Takachiho Gorge;Takachiho-kyō;다카치호 협곡;타카치호 협곡;다카치호쿄;高千穗峽;高千穗峡|Nobeoka|JP|32.7020|131.3010|nature
真名井の滝|Manai Falls;Manai no Taki;마나이 폭포;真名井瀑布|Nobeoka|JP|32.7020|131.3010|nature
仙巌園|Sengan-en;Senganen;Iso Garden;磯庭園;센간엔;이소 정원;仙巖園;仙岩园;矶庭园|Kagoshima|JP|31.6175|130.5780|park
天文館|Tenmonkan;덴몬칸;텐몬칸;텐몬칸 거리|Kagoshima|JP|31.5900|130.5550|neighbourhood
知覧武家屋敷庭園|Chiran Samurai Residences;Chiran Samurai District;知覧武家屋敷;지란 무가저택;치란 무가저택 정원;知覽武家屋敷庭園;知览武家屋敷庭园;知覽武家屋敷;知览武家屋敷|Minamikyushu|JP|31.3770|130.4440|neighbourhood
霧島神宮|Kirishima Jingu;Kirishima Shrine;기리시마 신궁;키리시마 신궁;기리시마신궁;雾岛神宫|Kirishima|JP|31.8590|130.8710|religious
稲佐山|Mount Inasa;Inasayama;이나사야마;이나사산;이나사야마 전망대;稻佐山|Nagasaki|JP|32.7534|129.8493|viewpoint
崇福寺|Sōfuku-ji;Sofukuji;소후쿠지|Nagasaki|JP|32.7420|129.8840|religious
長崎新地中華街|Nagasaki Chinatown;Shinchi Chinatown;나가사키 차이나타운;신치 차이나타운;나가사키 신치 중화가;长崎新地中华街|Nagasaki|JP|32.7420|129.8770|neighbourhood
ハウステンボス|Huis Ten Bosch;豪斯登堡;하우스텐보스;하우스 텐보스;하우스텐보스 테마파크|Sasebo|JP|33.0850|129.7880|park
水前寺成趣園|Suizenji Jojuen;Suizen-ji Garden;Suizenji Park;스이젠지 공원;스이젠지 조주엔;스이젠지공원;水前寺成趣园|Kumamoto|JP|32.7910|130.7340|park
桜の馬場 城彩苑|Sakuranobaba Josaien;Josaien;사쿠라노바바 조사이엔;조사이엔;樱之马场城彩苑;櫻之馬場城彩苑;城彩苑|Kumamoto|JP|32.8030|130.7040|food
九州国立博物館|Kyushu National Museum;규슈 국립박물관;큐슈 국립박물관;규슈국립박물관;九州國立博物館;九州国立博物馆|Dazaifu|JP|33.5180|130.5380|museum
光明禅寺|Kōmyōzen-ji;Komyozenji;고묘젠지;코묘젠지;光明禪寺|Dazaifu|JP|33.5190|130.5350|religious
唐津城|Karatsu Castle;가라쓰성;카라츠성|Karatsu|JP|33.4570|129.9760|sight
川平湾|Kabira Bay;Kabira-wan;가비라만;카비라만;가비라 만;川平灣|Ishigaki|JP|24.4461|124.1403|beach
竹富島|Taketomi Island;Taketomijima;다케토미섬;타케토미섬;다케토미지마;竹富岛|Ishigaki|JP|24.3270|124.0880|neighbourhood
コンドイビーチ|Kondoi Beach|Ishigaki|JP|24.3230|124.0830|beach
与那覇前浜|Yonaha Maehama Beach;Maehama Beach;前浜ビーチ;요나하 마에하마;마에하마 비치;요나하 마에하마 비치;與那霸前濱;与那霸前滨|Miyakojima|JP|24.7360|125.2620|beach
砂山ビーチ|Sunayama Beach;스나야마 비치;砂山海滩;砂山海灘|Miyakojima|JP|24.8322|125.2708|beach
平和祈念公園|Okinawa Peace Memorial Park;Peace Memorial Park Okinawa;오키나와 평화기념공원;平和祈念公园|Itoman|JP|26.0960|127.7250|park
平和の礎|Cornerstone of Peace;Heiwa no Ishiji;평화의 초석;和平基石|Itoman|JP|26.0960|127.7250|sight
ひめゆりの塔|Himeyuri Monument;Himeyuri no To;Himeyuri Peace Museum;히메유리의 탑;히메유리 탑;姬百合之塔|Itoman|JP|26.1030|127.6880|museum
座喜味城跡|Zakimi Castle;Zakimi Gusuku;자키미 성터;자키미성;座喜味城迹|Okinawa|JP|26.4050|127.7400|sight
勝連城跡|Katsuren Castle;Katsuren Gusuku;가쓰렌 성터;카츠렌 성;가츠렌성;胜连城迹|Okinawa|JP|26.3300|127.8790|sight
玉泉洞|Gyokusendo Cave;교쿠센도|Naha|JP|26.1420|127.7490|nature
おきなわワールド|Okinawa World;오키나와 월드;오키나와월드|Naha|JP|26.1420|127.7490|park
玉陵|Tamaudun;다마우둔;타마우둔|Naha|JP|26.2180|127.7140|sight
壺屋やちむん通り|Tsuboya Yachimun Street;Tsuboya Pottery Street;쓰보야 야치문 거리;츠보야 야치문 거리;壶屋陶器街;壺屋陶器街|Naha|JP|26.2130|127.6920|shop
波上宮|Naminoue Shrine;Naminoue-gū;나미노우에구;나미노우에 신궁;波上宫|Naha|JP|26.2210|127.6710|religious
備瀬のフクギ並木|Bise Fukugi Tree Road;Bise Fukugi Trees;비세 후쿠기 가로수길;비세 마을 후쿠기 가로수;备濑福木林道;備瀨福木林道|Nago|JP|26.7030|127.8800|nature
五稜郭|Goryōkaku;Goryokaku;Goryokaku Park;五稜郭公園;고료카쿠;고료카쿠 공원;고료카쿠공원;오릉곽;五棱郭;五棱郭公园|Hakodate|JP|41.7970|140.7570|sight
五稜郭タワー|Goryokaku Tower;고료카쿠 타워;고료카쿠타워;五棱郭塔;五稜郭塔|Hakodate|JP|41.7950|140.7540|viewpoint
函館朝市|Hakodate Morning Market;하코다테 아침시장;하코다테 아사이치;하코다테 조시;函馆朝市|Hakodate|JP|41.7730|140.7260|market
金森赤レンガ倉庫|Kanemori Red Brick Warehouse;Kanemori Warehouses;가네모리 아카렌가 창고;카네모리 붉은벽돌 창고;가네모리 창고;金森红砖仓库;金森紅磚倉庫|Hakodate|JP|41.7670|140.7170|shop
八幡坂|Hachiman-zaka;Hachimanzaka Slope;하치만자카|Hakodate|JP|41.7640|140.7140|viewpoint
函館ハリストス正教会|Hakodate Orthodox Church;Russian Orthodox Church Hakodate;하코다테 하리스토스 정교회;하리스토스 정교회;函馆东正教堂;函館東正教堂;函馆哈利斯特斯正教会|Hakodate|JP|41.7607|140.7127|religious
小樽オルゴール堂|Otaru Music Box Museum;Otaru Orgel Dō;오타루 오르골당;오타루 오르골 박물관;小樽音乐盒堂;小樽音樂盒堂;小樽八音盒博物馆;小樽音乐盒博物馆|Otaru|JP|43.1920|141.0060|museum
青い池|Blue Pond;Shirogane Blue Pond;Aoi Ike;청의 호수;아오이이케;비에이 청의 호수;청의호수;美瑛青池;白金青池|Furano|JP|43.4940|142.6140|nature
白ひげの滝|Shirahige Falls;Shirahige no Taki;시라히게 폭포;흰수염 폭포;白须瀑布;白鬚瀑布|Furano|JP|43.4790|142.6370|nature
旭山動物園|Asahiyama Zoo;아사히야마 동물원;아사히야마동물원;旭山动物园|Asahikawa|JP|43.7680|142.4800|park
支笏湖|Lake Shikotsu;Shikotsuko;시코쓰호;시코츠코;시코쓰 호수|Chitose|JP|42.7700|141.3300|nature
中尊寺|Chūson-ji;Chusonji;주손지|Ichinoseki|JP|38.9990|141.0990|religious
金色堂|Konjikidō;Konjikido;Golden Hall Chuson-ji;Chusonji Konjikido;곤지키도;中尊寺金色堂|Ichinoseki|JP|38.9990|141.0990|religious
毛越寺|Mōtsū-ji;Motsuji;모쓰지;모츠지|Ichinoseki|JP|38.9880|141.1100|religious
角館武家屋敷|Kakunodate Samurai District;Kakunodate Bukeyashiki;가쿠노다테 무가저택;가쿠노다테 부케야시키;가쿠노다테 무사 저택;角馆武家屋敷|Semboku|JP|39.6020|140.5620|neighbourhood
田沢湖|Lake Tazawa;Tazawako;다자와코;다자와 호수;田澤湖;田泽湖|Semboku|JP|39.7230|140.6640|nature
立石寺|Risshaku-ji;Yamadera;山寺;릿샤쿠지;야마데라|Yamagata|JP|38.3120|140.4370|religious
鶴ヶ城|Tsuruga Castle;Tsurugajo;Aizu-Wakamatsu Castle;若松城;쓰루가성;츠루가성;아이즈 와카마쓰성|Aizu-Wakamatsu|JP|37.4877|139.9297|sight
大内宿|Ōuchi-juku;Ouchijuku;Ouchi-juku;오우치주쿠|Aizu-Wakamatsu|JP|37.3330|139.8610|neighbourhood
瑞巌寺|Zuigan-ji;Zuiganji;즈이간지;瑞巖寺;瑞岩寺|Matsushima|JP|38.3710|141.0600|religious
松島五大堂|Godaidō Matsushima;Godaido Matsushima;五大堂 松島;松岛五大堂|Matsushima|JP|38.3700|141.0640|religious
弘前城|Hirosaki Castle;Hirosaki Park;弘前公園;히로사키성;히로사키 공원;弘前公园|Hirosaki|JP|40.6070|140.4640|sight
十和田湖|Lake Towada;Towadako;도와다호;도와다 호수;토와다코|Towada|JP|40.4700|140.8800|nature
ねぶたの家 ワ・ラッセ|Nebuta Museum Wa Rasse;Wa Rasse;네부타의 집 와랏세;와랏세;네부타 박물관;睡魔之家|Aomori|JP|40.8290|140.7350|museum
河童橋|Kappa Bridge;Kamikochi Kappa Bridge;갓파바시 다리;가미코치 갓파바시;河童桥|Matsumoto|JP|36.2510|137.6380|sight
上高地|Kamikochi;가미코치;카미코치|Matsumoto|JP|36.2490|137.6370|nature
妻籠宿|Tsumago-juku;Tsumago;Tsumagojuku;쓰마고주쿠;츠마고주쿠;쓰마고;츠마고;妻笼宿|Nakatsugawa|JP|35.5770|137.5960|neighbourhood
馬籠宿|Magome-juku;Magome;Magomejuku;마고메주쿠;마고메;马笼宿|Nakatsugawa|JP|35.5270|137.5660|neighbourhood
奈良井宿|Narai-juku;Narai;Naraijuku;나라이주쿠|Shiojiri|JP|35.9670|137.8150|neighbourhood
大王わさび農場|Daio Wasabi Farm;Daiō Wasabi Farm;大王山葵农场;大王山葵農場|Azumino|JP|36.3380|137.8930|sight
旧開智学校|Former Kaichi School;Kyu Kaichi School;舊開智學校;旧开智学校|Matsumoto|JP|36.2430|137.9690|museum
室堂|Murodo;Murodō;Tateyama Kurobe Alpine Route;立山黒部アルペンルート;무로도;다테야마 구로베 알펜루트;다테야마 알펜루트;알펜루트|Toyama|JP|36.5770|137.5960|nature
黒部ダム|Kurobe Dam;구로베 댐;쿠로베 댐;구로베댐;黑部水坝;黑部水壩;黑部大坝|Toyama|JP|36.5660|137.6630|sight
犬山城|Inuyama Castle;이누야마성;이누야마 성|Inuyama|JP|35.3880|136.9390|sight
旧軽井沢銀座|Kyu-Karuizawa Ginza;Old Karuizawa Ginza;Karuizawa Ginza;구 가루이자와 긴자;규가루이자와 긴자;가루이자와 긴자 거리;舊輕井澤銀座;旧轻井泽银座|Komoro|JP|36.3540|138.6350|shop
湯畑|Yubatake;Kusatsu Onsen Yubatake;유바타케;구사쓰 온천 유바타케;쿠사츠 온천 유바타케;구사쓰 유바타케;汤畑|Nakanojomachi|JP|36.6223|138.5962|sight
草津温泉|Kusatsu Onsen;草津溫泉;구사쓰 온천;쿠사츠 온천|Nakanojomachi|JP|36.6223|138.5962|neighbourhood
城ヶ崎海岸|Jogasaki Coast;Jōgasaki Kaigan;城之崎海岸|Ito|JP|34.8960|139.1370|nature
MOA美術館|MOA Museum of Art;MOA美术馆|Atami|JP|35.1027|139.0695|museum
ペリーロード|Perry Road;佩里之路|Shimoda|JP|34.6740|138.9450|neighbourhood
永平寺|Eihei-ji;Eiheiji|Fukui-shi|JP|36.0560|136.3550|religious
東尋坊|Tōjinbō;Tojinbo;东寻坊|Fukui-shi|JP|36.2380|136.1250|nature
偕楽園|Kairaku-en;Kairakuen;偕樂園;偕乐园|Mito|JP|36.3730|140.4520|park
国営ひたち海浜公園|Hitachi Seaside Park;Hitachi Kaihin Park;히타치 해변공원;히타치 해빈공원;히타치 씨사이드 파크;国营常陆海滨公园;國營常陸海濱公園;常陆海滨公园;常陸海濱公園|Hitachi-Naka|JP|36.4030|140.5930|park
あしかがフラワーパーク|Ashikaga Flower Park;아시카가 플라워파크;아시카가 플라워 파크;아시카가 등나무 공원;足利花卉公园;足利花卉公園|Ashikaga|JP|36.3140|139.5200|park
菓子屋横丁|Kashiya Yokocho;Candy Alley;가시야 요코초;카시야 요코초;과자 골목;菓子屋橫丁|Kawagoe|JP|35.9280|139.4820|shop
川越氷川神社|Kawagoe Hikawa Shrine;Hikawa Shrine Kawagoe;가와고에 히카와 신사;카와고에 히카와 신사;川越冰川神社|Kawagoe|JP|35.9290|139.4880|religious
喜多院|Kita-in;Kitain|Kawagoe|JP|35.9170|139.4900|religious
金峯山寺|Kinpusen-ji;Kinpusenji;金峰山寺|Yoshino-cho|JP|34.3680|135.8580|religious
宇治上神社|Ujigami Shrine;Ujigami Jinja;우지가미 신사|Uji|JP|34.8920|135.8110|religious
和歌山城|Wakayama Castle|Wakayama|JP|34.2270|135.1710|sight
양동마을|Yangdong Folk Village;Yangdong Village;경주 양동마을;良洞村;ヤンドン村;良洞民俗村|Gyeongju|KR|35.9990|129.2570|neighbourhood
황리단길|Hwangnidan-gil;Hwangridan-gil;皇理团路;皇理団通り;ファンリダンギル;皇理團路|Gyeongju|KR|35.8380|129.2090|neighbourhood
국립경주박물관|Gyeongju National Museum;國立慶州博物館;国立慶州博物館;国立庆州博物馆|Gyeongju|KR|35.8290|129.2280|museum
월정교|Woljeonggyo Bridge;Woljeonggyo;月精橋;ウォルジョン橋;月精桥|Gyeongju|KR|35.8290|129.2170|sight
경주교촌마을|Gyochon Hanok Village;Gyochon Traditional Village;교촌마을;慶州校村韓屋村;キョチョン村;庆州校村韩屋村|Gyeongju|KR|35.8300|129.2150|neighbourhood
분황사|Bunhwangsa;Bunhwangsa Temple;芬皇寺;プンファンサ|Gyeongju|KR|35.8390|129.2340|religious
보문호|Bomun Lake;Bomunho;普門湖;ポムン湖;普门湖|Gyeongju|KR|35.8450|129.2800|nature
병산서원|Byeongsan Seowon;Byeongsanseowon;屛山書院;屏山书院|Andong|KR|36.5440|128.5530|sight
도산서원|Dosan Seowon;Dosanseowon;陶山書院;陶山书院|Andong|KR|36.7270|128.8440|sight
월영교|Woryeonggyo Bridge;Woryeonggyo;月映橋;月映桥|Andong|KR|36.5755|128.7590|sight
부석사|Buseoksa;Buseoksa Temple;浮石寺|Andong|KR|36.9990|128.6880|religious
경기전|Gyeonggijeon;Gyeonggijeon Shrine;慶基殿;キョンギジョン;庆基殿|Jeonju|KR|35.8150|127.1500|sight
전동성당|Jeondong Cathedral;Jeondong Catholic Church;殿洞聖堂;チョンドン聖堂;殿洞圣堂|Jeonju|KR|35.8130|127.1490|religious
오목대|Omokdae;梧木臺;梧木台|Jeonju|KR|35.8130|127.1550|viewpoint
전주남부시장|Jeonju Nambu Market;Nambu Market Jeonju;全州南部市場;全州南部市场|Jeonju|KR|35.8120|127.1460|market
자만벽화마을|Jaman Mural Village;Jaman Village;子満壁画村;チャマン壁画村;自满壁画村;自滿壁畫村|Jeonju|KR|35.8170|127.1580|neighbourhood
설악산 신흥사|Sinheungsa;Sinheungsa Temple;신흥사;新興寺|Sokcho|KR|38.1720|128.4910|religious
울산바위|Ulsanbawi;Ulsan Rock;蔚山岩|Sokcho|KR|38.1900|128.4770|nature
아바이마을|Abai Village;Abai Maeul;阿爸村|Sokcho|KR|38.2000|128.5940|neighbourhood
영금정|Yeonggeumjeong;靈琴亭;灵琴亭|Sokcho|KR|38.2130|128.6010|viewpoint
낙산사|Naksansa;Naksansa Temple;洛山寺|Sokcho|KR|38.1250|128.6280|religious
오죽헌|Ojukheon;烏竹軒;乌竹轩|Gangneung|KR|37.7790|128.8780|sight
경포해변|Gyeongpo Beach;경포해수욕장;鏡浦海邊;镜浦海边|Gangneung|KR|37.8050|128.9080|beach
경포대|Gyeongpodae;鏡浦臺;镜浦台|Gangneung|KR|37.7950|128.8960|viewpoint
주문진수산시장|Jumunjin Fish Market;Jumunjin Market;注文津水产市场;注文津水產市場|Gangneung|KR|37.8930|128.8290|market
선교장|Seongyojang;船橋莊;船桥庄|Gangneung|KR|37.7860|128.8830|sight
천제연폭포|Cheonjeyeon Falls;Cheonjeyeon Waterfall;天帝淵瀑布;チョンジェヨン瀑布;天帝渊瀑布|Seogwipo|KR|33.2520|126.4180|nature
중문색달해수욕장|Jungmun Beach;Jungmun Saekdal Beach;중문해수욕장;中文海水浴場;中文ビーチ;チュンムン海水浴場;中文海水浴场|Seogwipo|KR|33.2450|126.4110|beach
성읍민속마을|Seongeup Folk Village;Seongeup Village;城邑民俗村;ソンウプ民俗村|Seogwipo|KR|33.3870|126.8010|neighbourhood
산굼부리|Sangumburi;Sangumburi Crater;サングムブリ;山君不离;山君不離|Jeju City|KR|33.4330|126.6900|nature
용머리해안|Yongmeori Coast;Yongmeori Beach;龍頭海岸;ヨンモリ海岸;龙头海岸|Seogwipo|KR|33.2320|126.3140|nature
쇠소깍|Soesokkak;ソエソカク;牛沼坑|Seogwipo|KR|33.2520|126.6230|nature
이호테우해변|Iho Tewoo Beach;Iho Taewoo Beach;이호테우해수욕장;梨湖テウ海水浴場;イホテウビーチ;梨湖木马海边;梨湖木馬海邊;梨湖海水浴场|Jeju City|KR|33.4980|126.4530|beach
금능해수욕장|Geumneung Beach;금능해변;金陵海水浴場;クムヌン海水浴場;金陵海水浴场|Jeju City|KR|33.3900|126.2350|beach
송악산|Songaksan;Mount Songak;松岳山|Seogwipo|KR|33.2010|126.2910|nature
외돌개|Oedolgae;Oedolgae Rock;ウェドルゲ;孤独岩;孤獨岩;外石柱|Seogwipo|KR|33.2400|126.5450|nature
제주목관아|Jeju Mokgwana;Jeju-mok Government Office;濟州牧官衙;済州牧官衙;济州牧官衙|Jeju City|KR|33.5130|126.5220|sight
동피랑|Dongpirang;Dongpirang Mural Village;동피랑 벽화마을;东皮郎壁画村;東皮郎壁畫村|Kyosai|KR|34.8450|128.4270|neighbourhood
통영중앙시장|Tongyeong Jungang Market;Tongyeong Central Market;统营中央市场;統營中央市場|Kyosai|KR|34.8450|128.4240|market
세병관|Sebyeonggwan;洗兵館;洗兵馆|Kyosai|KR|34.8470|128.4230|sight
거제 바람의 언덕|Windy Hill Geoje;Baram-ui Eondeok;巨济风之丘;巨濟風之丘|Kyosai|KR|34.7410|128.6630|viewpoint
외도 보타니아|Oedo Botania;Oedo Island;외도 해상농원;外岛海上农园;外島海上農園|Kyosai|KR|34.7700|128.7090|park
향일암|Hyangiram;Hyangiram Hermitage;向日庵|Yeosu|KR|34.5920|127.8030|religious
순천만습지|Suncheon Bay Wetland;Suncheonman Wetland;Suncheon Bay Wetland Reserve;순천만;顺天湾湿地;順天灣濕地|Suncheon|KR|34.8870|127.5090|nature
순천만국가정원|Suncheon Bay National Garden;Suncheonman Bay National Garden;顺天湾国家庭园;順天灣國家庭園|Suncheon|KR|34.9280|127.5050|park
낙안읍성|Naganeupseong;Nagan Eupseong Folk Village;Naganeupseong Folk Village;樂安邑城;乐安邑城|Suncheon|KR|34.9070|127.3410|neighbourhood
송광사|Songgwangsa;Songgwangsa Temple;松廣寺;松广寺|Suncheon|KR|35.0020|127.2780|religious
선암사|Seonamsa;Seonamsa Temple;仙巖寺|Suncheon|KR|34.9980|127.3310|religious
해인사|Haeinsa;Haeinsa Temple;海印寺;Tripitaka Koreana|Daegu|KR|35.8010|128.0980|religious
통도사|Tongdosa;Tongdosa Temple;通度寺|Yangsan|KR|35.4880|129.0640|religious
법주사|Beopjusa;Beopjusa Temple;法住寺|Cheongju-si|KR|36.5420|127.8330|religious
대구 서문시장|Seomun Market;Daegu Seomun Market;서문시장;西門市場|Daegu|KR|35.8690|128.5810|market
김광석다시그리기길|Kim Kwang-seok Street;Kim Gwangseok Street;Kim Kwang-seok Road;金光石街;金光石再画路|Daegu|KR|35.8600|128.6070|neighbourhood
공산성|Gongsanseong;Gongsanseong Fortress;公山城|Gongju|KR|36.4640|127.1270|sight
무령왕릉|Tomb of King Muryeong;Songsan-ri Tombs;송산리 고분군;武寧王陵;武宁王陵|Gongju|KR|36.4610|127.1120|sight
부소산성|Busosanseong;Busosan Fortress;扶蘇山城;扶苏山城|Buyeo|KR|36.2880|126.9130|sight
정림사지|Jeongnimsa Temple Site;Jeongnimsaji;定林寺址|Buyeo|KR|36.2790|126.9140|sight
궁남지|Gungnamji;Gungnamji Pond;宮南池;宫南池|Buyeo|KR|36.2700|126.9130|park
아침고요수목원|Garden of Morning Calm;Achim Goyo Arboretum;晨静树木园;晨靜樹木園|Gapyeong|KR|37.7430|127.3530|park
쁘띠프랑스|Petite France;小法国村;小法國村|Gapyeong|KR|37.7220|127.4730|sight
화성행궁|Hwaseong Haenggung;Hwaseong Temporary Palace;華城行宮;华城行宫|Suwon|KR|37.2820|127.0140|sight
임진각|Imjingak;Imjingak Park;臨津閣;临津阁|Paju|KR|37.8890|126.7400|sight
헤이리 예술마을|Heyri Art Village;Heyri;Heyri艺术村;Heyri藝術村|Paju|KR|37.7900|126.6980|neighbourhood
호미곶|Homigot;Homigot Sunrise Square;虎尾串|Pohang|KR|36.0770|129.5690|viewpoint
상생의 손|Hand of Harmony;Hands of Harmony;Sangsaeng-ui Son;相生之手|Pohang|KR|36.0770|129.5690|sight
대왕암공원|Daewangam Park;Ulsan Daewangam;大王岩公园;大王岩公園|Ulsan|KR|35.4930|129.4400|park
진주성|Jinju Fortress;Jinjuseong;晉州城;晋州城|Chinju|KR|35.1890|128.0800|sight
메타세쿼이아길|Damyang Metasequoia Road;Metasequoia-lined Road;담양 메타세쿼이아 가로수길;潭阳水杉林荫道;潭陽水杉林蔭道|Damyang|KR|35.3243|127.0047|nature
소쇄원|Soswaewon;Soswaewon Garden;瀟灑園;潇洒园|Damyang|KR|35.1830|127.0150|park
兴坪古镇|Xingping Ancient Town;Xingping;興坪古鎮|Yangshuo|CN|24.9210|110.5150|neighbourhood
阳朔月亮山|Moon Hill;Moon Hill Yangshuo;陽朔月亮山|Yangshuo|CN|24.7283|110.4672|nature
桂林七星公园|Seven Star Park;Qixing Park;桂林七星公園|Guilin|CN|25.2820|110.3070|park
靖江王城|Jingjiang Princes' City;Jingjiang Palace|Guilin|CN|25.2880|110.2930|sight
独秀峰|Solitary Beauty Peak;Duxiu Peak;Duxiufeng;獨秀峰|Guilin|CN|25.2880|110.2930|viewpoint
日月双塔|Sun and Moon Pagodas;Sun Moon Pagodas;日月雙塔|Guilin|CN|25.2760|110.2930|sight
伏波山|Fubo Hill;Fubo Mountain|Guilin|CN|25.2890|110.2990|viewpoint
叠彩山|Diecai Hill;Folded Brocade Hill;疊彩山|Guilin|CN|25.2950|110.2970|viewpoint
宏村|Hongcun;Hongcun Village|Huangshan|CN|30.0007|117.9870|neighbourhood
西递|Xidi;Xidi Village;西遞|Huangshan|CN|29.9050|117.9900|neighbourhood
屯溪老街|Tunxi Old Street|Huangshan|CN|29.7110|118.3080|shop
丽江黑龙潭|Black Dragon Pool Lijiang;Black Dragon Pool;Heilongtan Park;麗江黑龍潭|Lijiang|CN|26.8850|100.2340|park
木府|Mu Mansion;Mufu;Mu Palace|Lijiang|CN|26.8690|100.2350|sight
束河古镇|Shuhe Ancient Town;Shuhe;束河古鎮|Lijiang|CN|26.9210|100.2040|neighbourhood
白沙古镇|Baisha Village;Baisha Ancient Town;白沙古鎮|Lijiang|CN|26.9640|100.2100|neighbourhood
万古楼|Wangu Tower;Wangu Pavilion;Lion Hill Lijiang;萬古樓|Lijiang|CN|26.8700|100.2310|viewpoint
虎跳峡|Tiger Leaping Gorge;虎跳峽|Lijiang|CN|27.1800|100.1000|nature
喜洲古镇|Xizhou;Xizhou Ancient Town;喜洲古鎮|Dali|CN|25.8560|100.1310|neighbourhood
苍山|Cangshan;Cang Mountain;蒼山|Dali|CN|25.6800|100.1000|nature
双廊|Shuanglang;Shuanglang Town;雙廊|Dali|CN|25.9120|100.1950|neighbourhood
噶丹松赞林寺|Songzanlin Monastery;Ganden Sumtseling;松赞林寺;松贊林寺;噶丹松贊林寺|Shangri-La|CN|27.8590|99.7040|religious
独克宗古城|Dukezong Ancient Town;Dukezong Old Town;獨克宗古城|Shangri-La|CN|27.8190|99.7060|neighbourhood
凤凰古城|Fenghuang Ancient Town;Fenghuang Old Town;Phoenix Ancient Town;鳳凰古城|Fenghuang|CN|27.9510|109.6000|neighbourhood
日升昌|Rishengchang;Rishengchang Draft Bank;日升昌票号;日昇昌票號;日升昌票號|Gutao|CN|37.2020|112.1790|museum
平遥市楼|Pingyao City Tower;Shilou Pingyao;平遙市樓|Gutao|CN|37.2010|112.1790|viewpoint
平遥双林寺|Shuanglin Temple;Shuanglin Monastery Pingyao;平遙雙林寺|Gutao|CN|37.1585|112.1470|religious
大同华严寺|Huayan Temple;Huayan Monastery Datong;大同華嚴寺|Datong|CN|40.0910|113.2920|religious
大同九龙壁|Datong Nine Dragon Screen;Datong Nine-Dragon Wall;大同九龍壁|Datong|CN|40.0930|113.3010|sight
白马寺|White Horse Temple;Baimasi;白馬寺|Luoyang|CN|34.7230|112.6000|religious
关林|Guanlin Temple;Guanlin;關林|Luoyang|CN|34.6270|112.4620|religious
嵩阳书院|Songyang Academy;嵩陽書院|Songyang|CN|34.4750|113.0240|sight
孔府|Kong Family Mansion;Confucius Mansion;Kongfu|Qufu|CN|35.5980|116.9900|sight
孔林|Cemetery of Confucius;Kong Lin;Confucius Forest|Qufu|CN|35.6140|116.9850|sight
岱庙|Dai Temple;Daimiao;岱廟|Tai'an|CN|36.1950|117.1270|religious
华山|Mount Hua;Huashan;Hua Shan;華山|Huayin|CN|34.4780|110.0850|nature
清明上河园|Qingming Riverside Landscape Garden;Millennium City Park;清明上河園|Kaifeng|CN|34.8080|114.3490|park
开封铁塔|Iron Pagoda;Kaifeng Iron Pagoda;開封鐵塔|Kaifeng|CN|34.8120|114.3580|religious
鲁迅故里|Lu Xun Native Place;Lu Xun's Former Residence;魯迅故里|Shaoxing|CN|29.9970|120.5880|museum
沈园|Shen Garden;Shenyuan;沈園|Shaoxing|CN|29.9960|120.5910|park
瘦西湖|Slender West Lake|Yangzhou|CN|32.4070|119.4200|park
个园|Ge Garden;Geyuan;個園|Yangzhou|CN|32.4000|119.4370|park
何园|He Garden;何園|Yangzhou|CN|32.3900|119.4390|park
东关街|Dongguan Street;Dongguan Jie;東關街|Yangzhou|CN|32.4000|119.4360|shop
大明寺|Daming Temple;Da Ming Temple|Yangzhou|CN|32.4150|119.4190|religious
灵山大佛|Lingshan Grand Buddha;Lingshan Buddha;靈山大佛|Wuxi|CN|31.4330|120.0930|religious
南浔古镇|Nanxun Ancient Town;南潯古鎮|Huzhou|CN|30.8730|120.4270|neighbourhood
菽庄花园|Shuzhuang Garden;菽莊花園|Xiamen|CN|24.4410|118.0680|park
日光岩|Sunlight Rock;Riguangyan|Xiamen|CN|24.4470|118.0660|viewpoint
泉州开元寺|Kaiyuan Temple Quanzhou;Quanzhou Kaiyuan Temple;泉州開元寺|Quanzhou|CN|24.9130|118.5810|religious
泉州清净寺|Qingjing Mosque;Quanzhou Qingjing Mosque;泉州清淨寺|Quanzhou|CN|24.9050|118.5870|religious
亚龙湾|Yalong Bay;亞龍灣|Sanya|CN|18.2310|109.6410|beach
大东海|Dadonghai Beach;大東海|Sanya|CN|18.2230|109.5150|beach
天涯海角|Tianya Haijiao;End of the Earth|Sanya|CN|18.2940|109.3510|sight
蜈支洲岛|Wuzhizhou Island;蜈支洲島|Sanya|CN|18.3130|109.7610|beach
艾提尕尔清真寺|Id Kah Mosque;Id Kah;艾提尕爾清真寺|Kashgar|CN|39.4720|75.9870|religious
喀什古城|Kashgar Old City;喀什老城|Kashgar|CN|39.4700|75.9920|neighbourhood
交河故城|Jiaohe Ruins;Jiaohe Ancient City;Yarkhoto|Turpan|CN|42.9510|89.0620|sight
天山天池|Heavenly Lake of Tianshan;Tianshan Tianchi|Urumqi|CN|43.8850|88.1310|nature
嘉峪关关城|Jiayuguan Pass;Jiayu Pass;Jiayuguan Fort;嘉峪關關城|Jiayuguan|CN|39.8012|98.2147|sight
张掖丹霞|Zhangye Danxia;Rainbow Mountains;Zhangye Danxia Landform;張掖丹霞;七彩丹霞|Zhangye|CN|38.9670|100.0880|nature
罗布林卡|Norbulingka;羅布林卡|Lhasa|CN|29.6530|91.0810|park
色拉寺|Sera Monastery;Sera|Lhasa|CN|29.6990|91.1330|religious
哲蚌寺|Drepung Monastery;Drepung|Lhasa|CN|29.6760|91.0500|religious
黄果树瀑布|Huangguoshu Waterfall;Huangguoshu Falls;黃果樹瀑布|Anshun|CN|25.9920|105.6670|nature
青岛天主教堂|St. Michael's Cathedral Qingdao;Qingdao Catholic Church;St Michael's Cathedral;青島天主教堂;칭다오 천주교당;청도 성당;칭다오 성 미카엘 성당|Qingdao|CN|36.0680|120.3180|religious
黄鹤楼|Yellow Crane Tower;黃鶴樓|Wuhan|CN|30.5450|114.3020|viewpoint
岳麓书院|Yuelu Academy;嶽麓書院|Changsha|CN|28.1820|112.9430|sight
天津之眼|Tianjin Eye|Tianjin|CN|39.1530|117.1810|viewpoint
避暑山庄|Chengde Mountain Resort;Bishu Shanzhuang;承德避暑山庄;避暑山莊;承德避暑山莊|Chengde|CN|40.9950|117.9380|park
普陀宗乘之庙|Putuo Zongcheng Temple;Little Potala;普陀宗乘之廟|Chengde|CN|41.0120|117.9330|religious
老龙头|Old Dragon's Head;Laolongtou;老龍頭|Shanhaiguan|CN|39.9680|119.7980|sight
天下第一关|Shanhai Pass;First Pass Under Heaven;山海关城楼;天下第一關;山海關城樓|Shanhaiguan|CN|40.0090|119.7530|sight
佛山祖庙|Foshan Ancestral Temple;Zumiao;佛山祖廟|Foshan|CN|23.0330|113.1130|religious
紅毛城|Fort San Domingo;Hongmaocheng;红毛城;홍마오청;홍모성;단수이 홍마오청|Taipei|TW|25.1753|121.4330|sight
黃金博物館|Gold Museum;Jinguashi Gold Museum;金瓜石黃金博物館;黄金博物馆;진과스 황금박물관;黄金博物館;金瓜石黄金博物馆|Keelung|TW|25.1080|121.8580|museum
陰陽海|Yin Yang Sea;Yinyang Sea;阴阳海;음양해;인양하이|Keelung|TW|25.1227|121.8645|nature
十分瀑布|Shifen Waterfall;Shifen Falls;스펀 폭포;스펀폭포|Keelung|TW|25.0480|121.7870|nature
平溪老街|Pingxi Old Street;핑시 옛거리;핑시 라오제;平渓老街|Keelung|TW|25.0260|121.7400|neighbourhood
菁桐老街|Jingtong Old Street;징퉁 옛거리|Keelung|TW|25.0240|121.7230|neighbourhood
和平島公園|Heping Island Park;Heping Island;和平岛公园;허핑다오 공원;화평도 공원;허핑섬|Keelung|TW|25.1600|121.7640|nature
正濱漁港|Zhengbin Fishing Port;Zhengbin Port;正滨渔港;정빈 항구;정빈 어항;정빈항;正浜漁港|Keelung|TW|25.1500|121.7740|sight
阿妹茶樓|A-Mei Tea House;Amei Tea House;阿妹茶楼;아메이차루;아메이 찻집;아매다루;아메이 차루|Keelung|TW|25.1090|121.8450|food
礁溪溫泉公園|Jiaoxi Hot Spring Park;礁溪温泉公园;자오시 온천공원|Yilan|TW|24.8270|121.7660|park
羅東夜市|Luodong Night Market;罗东夜市;뤄둥 야시장;나동 야시장|Yilan|TW|24.6780|121.7710|market
國立傳統藝術中心|National Center for Traditional Arts;Traditional Arts Center;傳藝中心;国立传统艺术中心;국립전통예술센터;전통예술센터 이란;国立伝統芸術センター;伝芸センター;传艺中心|Yilan|TW|24.6840|121.8250|museum
龜山島|Guishan Island;Turtle Island;龟山岛;구이산다오;거북섬 이란|Yilan|TW|24.8430|121.9500|nature
五峰旗瀑布|Wufengqi Waterfall;Wufengqi Falls;우펑치 폭포;오봉기 폭포|Yilan|TW|24.8340|121.7500|nature
砂卡礑步道|Shakadang Trail;Shakadang;砂卡礑;샤카당 트레일;사카당 보도;샤카당;砂卡礑歩道|Hualien City|TW|24.1600|121.6150|nature
燕子口|Swallow Grotto;Yanzikou;옌쯔커우;연자구|Hualien City|TW|24.1730|121.5650|nature
長春祠|Eternal Spring Shrine;Changchun Shrine;长春祠;창춘츠|Hualien City|TW|24.1590|121.6020|religious
清水斷崖|Qingshui Cliff;Qingshui Cliffs;清水断崖;청수단애;칭수이 절벽;칭수이 단애|Hualien City|TW|24.2180|121.6880|viewpoint
三仙台|Sanxiantai;Sanxiantai Bridge;싼셴타이|Taitung City|TW|23.1230|121.4110|nature
鹿野高台|Luye Highland;Luye High Terrace|Taitung City|TW|22.9150|121.1330|viewpoint
阿里山國家森林遊樂區|Alishan;Alishan National Forest Recreation Area;阿里山;阿里山国家森林游乐区;아리산;아리산 국가삼림유락구;아리산 국가공원;아리 산;阿里山国家森林遊楽区|Jiayi Shi|TW|23.5110|120.8050|nature
奮起湖|Fenqihu;Fenchihu;奋起湖;펀치후;분기호|Jiayi Shi|TW|23.5050|120.6950|neighbourhood
日月潭文武廟|Wenwu Temple;Sun Moon Lake Wenwu Temple;日月潭文武庙;원우먀오;문무묘 일월담;르웨탄 문무묘|Puli|TW|23.8710|120.9270|religious
慈恩塔|Ci'en Pagoda;Cien Pagoda;츠언타;자은탑|Puli|TW|23.8420|120.9280|viewpoint
玄奘寺|Xuanzang Temple;쉬안짱쓰;현장사|Puli|TW|23.8480|120.9300|religious
伊達邵|Ita Thao;Yidashao;伊达邵;이다사오;이다샤오|Puli|TW|23.8500|120.9360|neighbourhood
水社碼頭|Shuishe Pier;Shuishe Wharf;水社码头;수이서 부두;수이셔 선착장|Puli|TW|23.8660|120.9110|sight
清境農場|Cingjing Farm;Qingjing Farm;清境农场;칭징 농장;청경농장;칭징농장|Puli|TW|24.0580|121.1620|park
鹿港龍山寺|Lukang Longshan Temple;鹿港龙山寺;루강 룽산쓰;루강 용산사|Chang-hua|TW|24.0510|120.4350|religious
鹿港天后宮|Lukang Tianhou Temple;Lukang Mazu Temple;鹿港天后宫;루강 천후궁|Chang-hua|TW|24.0590|120.4310|religious
鹿港老街|Lukang Old Street;Putou Street;埔頭街;루강 옛거리;루강 라오제;埔头街|Chang-hua|TW|24.0560|120.4320|neighbourhood
億載金城|Eternal Golden Castle;Eternal Fortress;亿载金城;억재금성;이짜이진청|Tainan|TW|22.9880|120.1590|sight
安平老街|Anping Old Street;Yanping Old Street;延平老街;안핑 옛거리;안핑 라오제;안핑라오제|Tainan|TW|23.0010|120.1630|shop
四草綠色隧道|Sicao Green Tunnel;Sihcao Green Tunnel;四草绿色隧道;쓰차오 녹색터널;사초 녹색터널;쓰차오 그린터널;四草緑色トンネル|Tainan|TW|23.0200|120.1370|nature
大天后宮|Grand Mazu Temple;Tainan Grand Matsu Temple;大天后宫;타이난 대천후궁;대천후궁|Tainan|TW|22.9970|120.2020|religious
延平郡王祠|Koxinga Shrine;Yanping Junwang Temple;연평군왕사;옌핑쥔왕츠|Tainan|TW|22.9880|120.2060|religious
藍晒圖文創園區|Blueprint Cultural & Creative Park;Blueprint Culture and Creative Park;蓝晒图文创园区;블루프린트 문화창의원구;란샤이투;블루프린트 타이난;藍晒図文創園区|Tainan|TW|22.9880|120.1980|neighbourhood
七股鹽山|Qigu Salt Mountain;Cigu Salt Mountain;七股盐山;치구 소금산;七股塩山|Tainan|TW|23.1540|120.0990|sight
龍虎塔|Dragon and Tiger Pagodas;Dragon Tiger Tower;龙虎塔;용호탑;룽후타|Kaohsiung|TW|22.6800|120.2954|religious
打狗英國領事館|British Consulate at Takao;Former British Consulate Kaohsiung;打狗英国领事馆;다거우 영국영사관;구 영국영사관 가오슝;영국영사관 가오슝;打狗英国領事館|Kaohsiung|TW|22.6190|120.2660|museum
衛武營國家藝術文化中心|Weiwuying;National Kaohsiung Center for the Arts;衛武營;卫武营;웨이우잉;웨이우잉 국가예술문화센터;衛武営国家芸術文化センター;衛武営;卫武营国家艺术文化中心|Kaohsiung|TW|22.6240|120.3410|sight
鵝鑾鼻燈塔|Eluanbi Lighthouse;Eluanbi;鹅銮鼻灯塔;어롼비 등대;어롼비;아란비 등대;鵝鑾鼻灯台|Hengchun|TW|21.9020|120.8530|sight
白沙灣|Baisha Bay;Baishawan Kenting;白沙湾;바이샤완|Hengchun|TW|21.9380|120.7140|beach
龍磐公園|Longpan Park;龙磐公园|Hengchun|TW|21.9260|120.8460|viewpoint
七美雙心石滬|Twin Hearts Stone Weir;Double Heart Stone Weir;雙心石滬;七美双心石沪;쌍심석호;치메이 쌍심석호;솽신스후;双心石沪|Magong|TW|23.2220|119.4310|sight
澎湖天后宮|Penghu Tianhou Temple;Magong Mazu Temple;澎湖天后宫;펑후 천후궁;마궁 천후궁|Magong|TW|23.5640|119.5660|religious
內灣老街|Neiwan Old Street;内湾老街;네이완 옛거리;네이완 라오제|Hsinchu|TW|24.7060|121.1820|neighbourhood
北埔老街|Beipu Old Street;베이푸 옛거리;베이푸 라오제|Hsinchu|TW|24.7000|121.0570|neighbourhood
新竹都城隍廟|Hsinchu City God Temple;新竹城隍庙;신주 성황묘;신주 청황먀오;新竹都城隍庙|Hsinchu|TW|24.8040|120.9660|religious
三峽老街|Sanxia Old Street;三峡老街;Sanxia Minquan Old Street;싼샤 옛거리;싼샤 라오제;삼협 옛거리|Banqiao|TW|24.9340|121.3690|neighbourhood
鶯歌老街|Yingge Old Street;Yingge Ceramics Old Street;莺歌老街;잉거 옛거리;잉거 라오제;잉거 도자기거리|Banqiao|TW|24.9540|121.3500|shop
第二市場|Taichung Second Market;台中第二市場;타이중 제2시장;제2시장 타이중;디얼스창;台中第二市场|Taichung|TW|24.1420|120.6800|market
沙田萬佛寺|Ten Thousand Buddhas Monastery;Man Fat Sze;萬佛寺;万佛寺;만불사 홍콩;사틴 만불사;萬仏寺;万仏寺 沙田;沙田万佛寺|Hong Kong|HK|22.3880|114.1850|religious
沙田車公廟|Che Kung Temple;Sha Tin Che Kung Temple;車公廟;沙田车公庙;차꽁 사원;사틴 차공묘;차공묘|Hong Kong|HK|22.3730|114.1790|religious
林村許願樹|Lam Tsuen Wishing Trees;Lam Tsuen Wishing Tree;林村许愿树;람추엔 소원나무;임촌 소원나무|Hong Kong|HK|22.4560|114.1440|sight
屏山文物徑|Ping Shan Heritage Trail;屏山文物径|Hong Kong|HK|22.4470|114.0080|sight
大浪西灣|Tai Long Wan;Sai Wan Beach;大浪灣 (西貢);타이롱완;대랑만;大浪西湾|Hong Kong|HK|22.4120|114.3790|beach
萬宜水庫東壩|High Island Reservoir East Dam;万宜水库东坝;만의 저수지;하이아일랜드 저수지|Hong Kong|HK|22.3700|114.3710|nature
米埔自然保護區|Mai Po Nature Reserve;Mai Po Marshes;米埔自然保护区;마이포 습지;마이포 자연보호구역|Hong Kong|HK|22.4860|114.0360|nature
長洲北帝廟|Pak Tai Temple Cheung Chau;Cheung Chau Pak Tai Temple;长洲北帝庙;청차우 북제묘;팍타이 사원|Hong Kong|HK|22.2100|114.0290|religious
石澳大浪灣|Big Wave Bay;Big Wave Bay Beach;大浪灣泳灘;빅웨이브 베이;빅 웨이브 베이;石澳大浪湾;大浪湾泳滩|Hong Kong|HK|22.2470|114.2460|beach
盧廉若公園|Lou Lim Ieoc Garden;Jardim Lou Lim Ioc;卢廉若公园;루림록 공원;로우림옥 공원;노렴약 공원;ロウ・リム・ヨック庭園|Macau|MO|22.1990|113.5480|park
普濟禪院|Kun Iam Temple;Kun Iam Tong;Templo de Kun Iam;普济禅院;쿤얌 사원;보제선원;쿤얌 템플;観音堂 マカオ;普済禅院|Macau|MO|22.2020|113.5490|religious
亞婆井前地|Lilau Square;Largo do Lilau;亚婆井前地;릴라우 광장;라르고 두 릴라우;リラウ広場|Macau|MO|22.1890|113.5360|sight
聖方濟各聖堂|Chapel of St. Francis Xavier;Capela de São Francisco Xavier;圣方济各圣堂;콜로안 성당;콜로안 성 프란시스 사비에르 성당|Macau|MO|22.1170|113.5570|religious
黑沙海灘|Hac Sa Beach;Praia de Hac Sá;黑沙海滩;학사 비치;학사 해변;흑사해변;ハクサビーチ;黒沙海灘|Macau|MO|22.1190|113.5820|beach
白鴿巢公園|Camões Garden;Jardim Luís de Camões;Camoes Garden;白鸽巢公园;카모에스 공원;까몽이스 공원;백합소 공원;カモンイス公園|Macau|MO|22.1990|113.5400|park
紅街市|Red Market;Mercado Vermelho;红街市;레드 마켓 마카오|Macau|MO|22.2070|113.5450|market
西望洋聖堂|Penha Church;Our Lady of Penha Chapel;Ermida de Nossa Senhora da Penha;西望洋圣堂;펜하 성당;펭야 성당;서망양 성당;ペンニャ教会|Macau|MO|22.1860|113.5360|religious
明治神宮外苑いちょう並木|Meiji Jingu Gaien Ginkgo Avenue;Icho Namiki;Jingu Gaien Ginkgo Avenue;神宮外苑いちょう並木;진구가이엔 은행나무길;메이지신궁 외원 은행나무길;진구가이엔 이초나미키|Tokyo|JP|35.6745|139.7180|park
旧古河庭園|Kyu-Furukawa Gardens;Former Furukawa Gardens;Kyu Furukawa Teien;구 후루카와 정원;규후루카와 정원;舊古河庭園;旧古河庭园|Tokyo|JP|35.7434|139.7465|park
東京都庭園美術館|Tokyo Metropolitan Teien Art Museum;Teien Art Museum;도쿄도 정원미술관;도쿄도 정원 미술관;东京都庭园美术馆|Tokyo|JP|35.6365|139.7188|museum
国立西洋美術館|National Museum of Western Art;NMWA;국립서양미술관;도쿄 국립서양미술관;國立西洋美術館;国立西洋美术馆|Tokyo|JP|35.7155|139.7757|museum
上野東照宮|Ueno Tōshōgū;Ueno Toshogu;우에노 도쇼구;우에노 토쇼구;上野东照宫|Tokyo|JP|35.7160|139.7702|religious
湯島天満宮|Yushima Tenjin;Yushima Tenmangu;Yushima Tenmangū;유시마 텐만구;유시마 텐진;湯島天滿宮;汤岛天满宫|Tokyo|JP|35.7077|139.7681|religious
谷中霊園|Yanaka Cemetery;Yanaka Reien;야나카 묘지;야나카 레이엔;谷中靈園;谷中灵园|Tokyo|JP|35.7240|139.7700|sight
築地本願寺|Tsukiji Hongwanji;Tsukiji Hongan-ji;쓰키지 혼간지;츠키지 혼간지;筑地本愿寺|Tokyo|JP|35.6664|139.7724|religious
二重橋|Nijūbashi;Nijubashi Bridge;Nijubashi;니주바시;二重桥|Tokyo|JP|35.6800|139.7502|sight
東京国際フォーラム|Tokyo International Forum;도쿄 국제포럼;도쿄국제포럼;东京国际论坛大楼;東京國際論壇大樓|Tokyo|JP|35.6767|139.7637|sight
蔵前|Kuramae;구라마에;쿠라마에;藏前|Tokyo|JP|35.7040|139.7907|neighbourhood
深川不動堂|Fukagawa Fudōdō;Fukagawa Fudodo;Naritasan Fukagawa Fudoson;후카가와 후도도;深川不动堂|Tokyo|JP|35.6724|139.7984|religious
富岡八幡宮|Tomioka Hachimangū;Tomioka Hachimangu;Fukagawa Hachiman;도미오카 하치만구;토미오카 하치만구;富冈八幡宫|Tokyo|JP|35.6716|139.7993|religious
亀戸天神社|Kameido Tenjin Shrine;Kameido Tenjin;가메이도 텐진;카메이도 텐진;龜戶天神社;龟户天神社|Tokyo|JP|35.7024|139.8204|religious
等々力渓谷|Todoroki Valley;Todoroki Keikoku;Todoroki Ravine;도도로키 계곡;토도로키 계곡;等等力溪谷|Tokyo|JP|35.6077|139.6489|nature
浅草花やしき|Hanayashiki;Asakusa Hanayashiki;花やしき;하나야시키;아사쿠사 하나야시키;浅草花屋敷;淺草花屋敷|Tokyo|JP|35.7156|139.7947|sight
隅田公園|Sumida Park;Sumida Koen;스미다 공원;스미다공원;隅田公园|Tokyo|JP|35.7128|139.8016|park
旧岩崎邸庭園|Kyu-Iwasaki-tei Gardens;Former Iwasaki Residence;구 이와사키 저택 정원;舊岩崎邸庭園;旧岩崎邸庭园|Tokyo|JP|35.7096|139.7702|sight
東京ジャーミイ|Tokyo Camii;Tokyo Mosque;도쿄 자미;도쿄 모스크;东京清真寺;東京清真寺|Tokyo|JP|35.6679|139.6765|religious
三室戸寺|Mimuroto-ji;Mimurotoji;미무로토지;三室戶寺;三室户寺|Uji|JP|34.9013|135.8189|religious
寂光院|Jakkō-in;Jakkoin;Jakko-in;잣코인;자코인|Kyoto|JP|35.1259|135.8192|religious
詩仙堂|Shisen-dō;Shisendo;시센도;诗仙堂|Kyoto|JP|35.0442|135.7964|religious
圓光寺|Enkō-ji;Enkoji;円光寺;엔코지;圆光寺|Kyoto|JP|35.0449|135.7977|religious
瑠璃光院|Rurikō-in;Rurikoin;Ruriko-in;루리코인|Kyoto|JP|35.0655|135.8091|religious
八坂庚申堂|Yasaka Kōshin-dō;Yasaka Koshindo;Kongō-ji;야사카 고신도;야사카 코신도|Kyoto|JP|34.9986|135.7791|religious
石塀小路|Ishibe-kōji;Ishibe Alley;Ishibekoji;이시베코지;이시베 골목|Kyoto|JP|35.0011|135.7795|neighbourhood
円山公園|Maruyama Park;Maruyama Kōen;교토 마루야마 공원;圓山公園;圆山公园|Kyoto|JP|35.0036|135.7810|park
京都市京セラ美術館|Kyoto City KYOCERA Museum of Art;Kyoto City Museum of Art;교토시 교세라 미술관;교세라 미술관;京都市京瓷美术馆;京都市京瓷美術館|Kyoto|JP|35.0127|135.7826|museum
京都国立近代美術館|National Museum of Modern Art Kyoto;MoMAK;교토 국립근대미술관;京都國立近代美術館;京都国立近代美术馆|Kyoto|JP|35.0122|135.7818|museum
蹴上インクライン|Keage Incline;Keage Inclined Plane;게아게 인클라인;케아게 인클라인;蹴上倾斜铁道;蹴上傾斜鐵道|Kyoto|JP|35.0094|135.7902|sight
嵯峨野トロッコ列車|Sagano Romantic Train;Sagano Scenic Railway;嵯峨野観光鉄道;사가노 토롯코 열차;사가노 도롯코 열차;사가노 토롯코;사가노 관광열차;嵯峨野觀光鐵道;嵯峨野观光铁道|Kyoto|JP|35.0178|135.6805|sight
常寂光寺|Jōjakkō-ji;Jojakkoji;Jojakko-ji;조잣코지;조작코지|Kyoto|JP|35.0189|135.6698|religious
祇王寺|Giō-ji;Gioji;Gio-ji;기오지|Kyoto|JP|35.0231|135.6672|religious
化野念仏寺|Adashino Nenbutsu-ji;Adashino Nembutsuji;Adashino Nenbutsuji;아다시노 넨부쓰지;아다시노 넨부츠지;化野念佛寺|Kyoto|JP|35.0265|135.6660|religious
嵯峨鳥居本|Saga-Toriimoto;Saga Toriimoto Preserved Street;嵯峨鸟居本|Kyoto|JP|35.0280|135.6640|neighbourhood
大覚寺|Daikaku-ji;Daikakuji;다이카쿠지;大覺寺;大觉寺|Kyoto|JP|35.0286|135.6779|religious
松尾大社|Matsunoo Taisha;Matsuo Taisha;Matsuo Shrine;마쓰오 다이샤;마츠오 타이샤|Kyoto|JP|34.9997|135.6853|religious
鈴虫寺|Suzumushi-dera;Suzumushidera;Kegon-ji Kyoto;스즈무시데라;방울벌레 절;鈴蟲寺;铃虫寺|Kyoto|JP|34.9914|135.6839|religious
妙心寺|Myōshin-ji;Myoshinji;Myoshin-ji;묘신지|Kyoto|JP|35.0229|135.7197|religious
上七軒|Kamishichiken;가미시치켄;카미시치켄;上七轩|Kyoto|JP|35.0287|135.7378|neighbourhood
寺田屋|Teradaya;데라다야;테라다야|Kyoto|JP|34.9321|135.7640|sight
京都水族館|Kyoto Aquarium;교토 수족관;교토수족관;京都水族馆|Kyoto|JP|34.9876|135.7475|sight
出町桝形商店街|Demachi Masugata Shopping Street;Demachi Masugata;데마치 마스가타 상점가;出町枡形商店街|Kyoto|JP|35.0298|135.7707|market
鴨川デルタ|Kamogawa Delta;Kamo River Delta;Demachiyanagi Delta;가모가와 델타;카모가와 델타;鸭川三角洲;鴨川三角洲|Kyoto|JP|35.0297|135.7726|park
錦天満宮|Nishiki Tenmangū;Nishiki Tenmangu;니시키 텐만구;니시키 덴만구;錦天滿宮;锦天满宫|Kyoto|JP|35.0051|135.7670|religious
六角堂|Rokkaku-dō;Rokkakudo;Chōhō-ji;롯카쿠도|Kyoto|JP|35.0070|135.7605|religious
渉成園|Shōsei-en;Shoseien Garden;Shoseien;쇼세이엔;涉成園;涉成园|Kyoto|JP|34.9915|135.7626|park
比叡山延暦寺|Enryaku-ji;Enryakuji;Mount Hiei;比叡山;엔랴쿠지;히에이산;히에이잔 엔랴쿠지;比叡山延曆寺;比叡山延历寺|Kyoto|JP|35.0704|135.8411|religious
石山寺|Ishiyama-dera;Ishiyamadera;이시야마데라|Kyoto|JP|34.9609|135.9056|religious
三井寺|Mii-dera;Miidera;Onjō-ji;미이데라|Kyoto|JP|35.0132|135.8529|religious
美山かやぶきの里|Miyama Kayabuki no Sato;Kayabuki-no-Sato;Miyama Thatched Village|Nantan|JP|35.3145|135.6213|neighbourhood
天王寺動物園|Tennoji Zoo;Tennōji Zoo;텐노지 동물원;덴노지 동물원;天王寺动物园|Osaka|JP|34.6512|135.5085|sight
国立民族学博物館|National Museum of Ethnology;Minpaku;국립민족학박물관;민파쿠;國立民族學博物館;国立民族学博物馆|Suita|JP|34.8123|135.5311|museum
万博記念公園|Expo '70 Commemorative Park;Expo Commemorative Park;Banpaku Kinen Koen;만박기념공원;엑스포 기념공원;반파쿠 기념공원;만박공원;萬博記念公園;万博记念公园|Suita|JP|34.8094|135.5323|park
造幣局桜の通り抜け|Japan Mint Cherry Blossom Walk;Osaka Mint Sakura no Torinuke;조폐국 벚꽃길;조폐국 벚꽃 터널;造币局樱花通道;造幣局櫻花通道|Osaka|JP|34.6958|135.5218|sight
千日前道具屋筋|Sennichimae Doguyasuji;Doguyasuji Shopping Street;Doguyasuji;도구야스지;도구야스지 상점가;센니치마에 도구야스지|Osaka|JP|34.6644|135.5049|shop
堀江|Horie;Minami-Horie;미나미호리에;오사카 호리에|Osaka|JP|34.6740|135.4935|neighbourhood
大阪市中央公会堂|Osaka City Central Public Hall;Nakanoshima Public Hall;오사카시 중앙공회당;오사카 중앙공회당;大阪市中央公會堂|Osaka|JP|34.6925|135.5045|sight
大阪中之島美術館|Nakanoshima Museum of Art Osaka;나카노시마 미술관;오사카 나카노시마 미술관;大阪中之岛美术馆|Osaka|JP|34.6922|135.4917|museum
国立国際美術館|National Museum of Art Osaka;NMAO;국립국제미술관;國立國際美術館;国立国际美术馆|Osaka|JP|34.6912|135.4920|museum
鶴橋|Tsuruhashi;Tsuruhashi Market;Tsuruhashi Koreatown;쓰루하시;츠루하시;츠루하시 시장;쓰루하시 시장;鹤桥|Osaka|JP|34.6657|135.5303|market
生野コリアタウン|Ikuno Korea Town;Osaka Koreatown;Miyukidori Shopping Street;이쿠노 코리아타운;오사카 코리아타운;미유키도리 상점가;生野韩国城;生野韓國城|Osaka|JP|34.6612|135.5385|neighbourhood
大仙古墳|Daisen Kofun;Tomb of Emperor Nintoku;仁徳天皇陵;大仙古坟;仁德天皇陵|Sakai|JP|34.5638|135.4873|sight
二月堂|Nigatsu-dō;Nigatsudo;니가쓰도;니가츠도|Nara|JP|34.6893|135.8444|religious
若草山|Mount Wakakusa;Wakakusayama;Wakakusa-yama;와카쿠사산;와카쿠사야마|Nara|JP|34.6887|135.8495|viewpoint
奈良国立博物館|Nara National Museum;나라 국립박물관;나라국립박물관;奈良國立博物館;奈良国立博物馆|Nara|JP|34.6829|135.8370|museum
元興寺|Gangō-ji;Gangoji;간고지;元兴寺|Nara|JP|34.6777|135.8310|religious
猿沢池|Sarusawa Pond;Sarusawa-ike;사루사와 연못;사루사와이케;猿澤池;猿泽池|Nara|JP|34.6811|135.8309|nature
平城宮跡|Heijō Palace Site;Nara Palace Site;Heijo-kyu;헤이조큐 터;헤이조궁 터;헤이조궁;平城宫迹|Nara|JP|34.6913|135.7965|sight
石舞台古墳|Ishibutai Kofun;Ishibutai Tumulus;石舞台古坟|Kashihara|JP|34.4668|135.8260|sight
布引の滝|Nunobiki Falls;Nunobiki no Taki;누노비키 폭포;布引瀑布|Kobe|JP|34.7057|135.1946|nature
旧居留地|Kobe Former Foreign Settlement;Kyukyoryuchi;Kobe Old Settlement;고베 구거류지;구 거류지;규쿄류치;舊居留地|Kobe|JP|34.6890|135.1935|neighbourhood
湊川神社|Minatogawa Shrine;Minatogawa Jinja;미나토가와 신사;凑川神社|Kobe|JP|34.6797|135.1780|religious
明石海峡大橋|Akashi Kaikyō Bridge;Akashi Kaikyo Bridge;Pearl Bridge;아카시 해협대교;아카시 대교;아카시해협대교;明石海峽大橋;明石海峡大桥|Kobe|JP|34.6166|135.0216|sight
掬星台|Kikuseidai;Mount Maya Kikuseidai;摩耶山掬星台;기쿠세이다이;키쿠세이다이;마야산 기쿠세이다이|Kobe|JP|34.7252|135.2101|viewpoint
徳川美術館|Tokugawa Art Museum;도쿠가와 미술관;도쿠가와미술관;德川美術館;德川美术馆|Nagoya|JP|35.1844|136.9337|museum
徳川園|Tokugawa-en;Tokugawaen Garden;도쿠가와엔;도쿠가와 정원;德川園;德川园|Nagoya|JP|35.1855|136.9345|park
白鳥庭園|Shirotori Garden;Shirotori Teien;시라토리 정원;시라토리 테이엔;白鸟庭园|Nagoya|JP|35.1302|136.9023|park
名古屋市科学館|Nagoya City Science Museum;나고야시 과학관;나고야 과학관;名古屋市科學館;名古屋市科学馆|Nagoya|JP|35.1650|136.8995|museum
覚王山日泰寺|Kakuozan Nittai-ji;Nittaiji;Nittai-ji;가쿠오잔 닛타이지;닛타이지;覺王山日泰寺;觉王山日泰寺|Nagoya|JP|35.1730|136.9550|religious
有松|Arimatsu;Arimatsu Shibori Town;아리마쓰;아리마츠|Nagoya|JP|35.0675|136.9690|neighbourhood
名古屋港水族館|Port of Nagoya Public Aquarium;Nagoya Aquarium;나고야항 수족관;나고야 수족관;名古屋港水族馆|Nagoya|JP|35.0906|136.8781|sight
ノリタケの森|Noritake Garden;Noritake no Mori;노리타케의 숲;노리타케 숲;则武之森;則武之森|Nagoya|JP|35.1795|136.8790|sight
博物館明治村|Museum Meiji-mura;Meiji Mura;明治村;메이지무라;메이지 무라;博物馆明治村|Inuyama|JP|35.3440|136.9856|museum
福岡市美術館|Fukuoka Art Museum;후쿠오카시 미술관;후쿠오카 시립미술관;후쿠오카 미술관;福冈市美术馆|Fukuoka|JP|33.5846|130.3797|museum
福岡市博物館|Fukuoka City Museum;후쿠오카시 박물관;후쿠오카 시립박물관;福冈市博物馆|Fukuoka|JP|33.5890|130.3515|museum
シーサイドももち海浜公園|Seaside Momochi;Momochihama Beach;Momochi Seaside Park;모모치 해변;모모치 해변공원;시사이드 모모치;시사이드 모모치 해변공원;모모치하마;百道滨海滨公园;百道濱海濱公園|Fukuoka|JP|33.5955|130.3525|beach
承天寺|Jōten-ji;Jotenji;조텐지;쇼텐지|Fukuoka|JP|33.5926|130.4152|religious
聖福寺|Shōfuku-ji;Shofukuji;쇼후쿠지;圣福寺|Fukuoka|JP|33.5960|130.4127|religious
能古島|Nokonoshima;Nokono Island;노코노시마;노코섬;能古岛|Fukuoka|JP|33.6260|130.3020|nature
宮地嶽神社|Miyajidake Shrine;Miyajidake Jinja;미야지다케 신사;미야지다케신사;빛의 길 신사;宮地岳神社;宫地岳神社|Fukutsu|JP|33.7797|130.4875|religious
川端通商店街|Kawabata Shopping Arcade;Hakata Kawabata Shotengai;上川端商店街;가와바타 상점가;카와바타 상점가;가와바타 상점가 거리;카와바타 상점가 거리|Fukuoka|JP|33.5945|130.4065|market
北海道大学|Hokkaido University;Hokudai;홋카이도 대학;홋카이도대학;홋카이도대;北海道大學|Sapporo|JP|43.0745|141.3405|sight
札幌場外市場|Sapporo Curb Market;Jogai Ichiba;Sapporo Jogai Market;삿포로 장외시장;조가이 시장;札幌场外市场|Sapporo|JP|43.0663|141.3263|market
大倉山ジャンプ競技場|Okurayama Ski Jump Stadium;Okurayama Observatory;오쿠라야마 전망대;오쿠라야마 점프 경기장;大仓山跳台竞技场;大倉山跳台競技場|Sapporo|JP|43.0468|141.3093|viewpoint
さっぽろ羊ヶ丘展望台|Hitsujigaoka Observation Hill;Hitsujigaoka;히쓰지가오카 전망대;히츠지가오카 전망대;羊之丘展望台|Sapporo|JP|42.9997|141.4005|viewpoint
鎮西大社諏訪神社|Suwa Shrine Nagasaki;Chinzei Taisha Suwa Jinja;나가사키 스와 신사;스와 신사 나가사키;镇西大社诹访神社|Nagasaki|JP|32.7526|129.8807|religious
浦上天主堂|Urakami Cathedral;Urakami Church;우라카미 천주당;우라카미 성당|Nagasaki|JP|32.7772|129.8685|religious
長崎孔子廟|Nagasaki Confucius Shrine;Koshibyo;나가사키 공자묘;长崎孔子庙|Nagasaki|JP|32.7384|129.8715|religious
オランダ坂|Dutch Slope;Oranda-zaka;오란다자카;네덜란드 언덕;오란다 언덕;荷兰坂;荷蘭坂|Nagasaki|JP|32.7393|129.8733|sight
雲仙地獄|Unzen Jigoku;Unzen Hells;운젠 지옥;운젠지옥;云仙地狱|Unzen|JP|32.7443|130.2627|nature
島原城|Shimabara Castle;시마바라성;시마바라 성;岛原城|Shimabara|JP|32.7886|130.3687|sight
島原武家屋敷|Shimabara Samurai Houses;Teppo-cho Samurai Street;岛原武家屋敷|Shimabara|JP|32.7908|130.3655|neighbourhood
平戸城|Hirado Castle;平戶城;平户城|Hirado|JP|33.3695|129.5590|sight
武雄温泉楼門|Takeo Onsen Romon Gate;Takeo Onsen Rōmon;다케오 온천 누문;다케오 온천 로몬;武雄溫泉樓門;武雄温泉楼门|Takeo|JP|33.1946|130.0168|sight
御船山楽園|Mifuneyama Rakuen;미후네야마 라쿠엔;御船山樂園;御船山乐园|Takeo|JP|33.1862|130.0085|park
吉野ヶ里歴史公園|Yoshinogari Historical Park;Yoshinogari Site;요시노가리 역사공원;요시노가리 유적;吉野里历史公园;吉野里歷史公園|Saga|JP|33.3267|130.3855|sight
祐徳稲荷神社|Yūtoku Inari Shrine;Yutoku Inari Jinja;祐德稻荷神社|Kashima|JP|33.0870|130.0805|religious
虹の松原|Niji no Matsubara;Rainbow Pine Grove;虹之松原|Karatsu|JP|33.4425|130.0150|nature
黒川温泉|Kurokawa Onsen;구로카와 온천;쿠로카와 온천;구로카와온천;쿠로카와온천;黑川溫泉;黑川温泉|Aso|JP|33.0764|131.1405|neighbourhood
﨑津集落|Sakitsu Village;崎津聚落|Amakusa|JP|32.3183|130.0255|religious
崎津教会|Sakitsu Church;崎津教會;사키쓰 성당|Amakusa|JP|32.3183|130.0255|religious
城山展望台|Shiroyama Observatory;Shiroyama Park Kagoshima;시로야마 전망대;가고시마 시로야마 전망대|Kagoshima|JP|31.5975|130.5530|viewpoint
砂むし会館 砂楽|Ibusuki Sand Bath;Saraku Sand Bath;指宿砂むし温泉;이부스키 모래찜질;사라쿠 모래찜질 회관;이부스키 스나무시|Ibusuki|JP|31.2249|130.6495|sight
開聞岳|Mount Kaimon;Kaimondake;Satsuma Fuji;开闻岳|Ibusuki|JP|31.1806|130.5283|nature
縄文杉|Jōmon Sugi;Jomon Sugi;Jomonsugi;조몬스기;조몬 삼나무;繩文杉;绳文杉|Miyanoura|JP|30.3594|130.5317|nature
青島神社|Aoshima Shrine;Aoshima Jinja;青岛神社|Miyazaki|JP|31.8052|131.4753|religious
鬼の洗濯板|Devil's Washboard;Oni no Sentakuita;鬼之洗衣板|Miyazaki|JP|31.8040|131.4765|nature
鵜戸神宮|Udo Jingū;Udo Shrine;Udo Jingu;鵜戶神宮;鹈户神宫|Nichinan|JP|31.6495|131.4665|religious
飫肥城|Obi Castle;饫肥城|Nichinan|JP|31.6293|131.3506|sight
宇佐神宮|Usa Jingū;Usa Shrine;Usa Hachimangū;宇佐神宫|Usa|JP|33.5258|131.3742|religious
臼杵石仏|Usuki Stone Buddhas;Usuki Sekibutsu;臼杵石佛|Usuki|JP|33.0906|131.7628|religious
鉄輪温泉|Kannawa Onsen;간나와 온천;칸나와 온천;간나와온천;鐵輪溫泉;铁轮温泉|Beppu|JP|33.3167|131.4784|neighbourhood
真栄田岬|Cape Maeda;Maeda Point;마에다 곶;마에다곶;真榮田岬;真荣田岬|Okinawa|JP|26.4450|127.7716|nature
青の洞窟|Blue Cave Okinawa;Blue Cave Maeda;Ao no Dokutsu;푸른 동굴 오키나와|Okinawa|JP|26.4450|127.7716|nature
残波岬|Cape Zanpa;Zanpa Misaki;Cape Zampa;잔파곶;잔파 곶;잔파미사키;殘波岬|Okinawa|JP|26.4390|127.7130|viewpoint
瀬長島ウミカジテラス|Umikaji Terrace;Senagajima Umikaji Terrace;우미카지 테라스;세나가지마 우미카지 테라스;우미카지테라스|Tomigusuku|JP|26.1755|127.6418|shop
識名園|Shikinaen;Shikina-en;Shikina Garden;시키나엔;识名园|Naha|JP|26.2038|127.7153|park
中城城跡|Nakagusuku Castle;Nakagusuku Gusuku;中城城迹|Ginowan|JP|26.2834|127.8010|sight
西表島|Iriomote Island;Iriomote-jima;Iriomotejima;이리오모테섬;이리오모테지마;西表岛|Ishigaki|JP|24.3300|123.8200|nature
昭和新山|Shōwa-shinzan;Showa Shinzan;쇼와신잔|Date|JP|42.5428|140.8641|nature
層雲峡|Sōunkyō;Sounkyo Gorge;소운쿄;소운쿄 협곡;層雲峽;层云峡|Kamikawa|JP|43.7241|142.9448|nature
層雲峡温泉|Sounkyo Onsen;层云峡温泉;소운쿄 온천|Kamikawa|JP|43.7241|142.9448|neighbourhood
阿寒湖|Lake Akan;Akanko;아칸호;아칸코;아칸 호수|Kushiro|JP|43.4500|144.1000|nature
摩周湖|Lake Mashū;Lake Mashu;Mashuko;마슈호;마슈코;마슈 호수|Shibetsu|JP|43.5800|144.5300|nature
羊蹄山|Mount Yōtei;Mount Yotei;Yoteizan;Ezo Fuji;요테이산;요테이잔|Niseko Town|JP|42.8267|140.8114|nature
旧函館区公会堂|Old Public Hall of Hakodate Ward;Former Hakodate Public Hall;구 하코다테구 공회당;하코다테 공회당;舊函館區公會堂;旧函馆区公会堂|Hakodate|JP|41.7663|140.7151|sight
奥入瀬渓流|Oirase Stream;Oirase Gorge;Oirase Keiryu;오이라세 계류;오이라세 계곡;奧入瀨溪流;奥入濑溪流|Towada|JP|40.5230|140.9460|nature
酸ヶ湯温泉|Sukayu Onsen;酸汤温泉;酸湯溫泉|Aomori|JP|40.6489|140.8480|sight
三内丸山遺跡|Sannai-Maruyama Site;Sannai Maruyama;산나이마루야마 유적;三内丸山遗迹|Aomori|JP|40.8115|140.6965|sight
青森県立美術館|Aomori Museum of Art;아오모리 현립미술관;아오모리 현립 미술관;青森縣立美術館;青森县立美术馆|Aomori|JP|40.8130|140.7010|museum
厳美渓|Genbikei Gorge;Genbikei;嚴美溪;严美溪|Ichinoseki|JP|38.9433|141.0590|nature
大崎八幡宮|Ōsaki Hachimangū;Osaki Hachimangu;大崎八幡宫|Sendai|JP|38.2746|140.8470|religious
仙台城跡|Sendai Castle Ruins;Aoba Castle;青葉城址;센다이성 터;아오바성;아오바성 터;仙台城迹;青叶城址|Sendai|JP|38.2527|140.8563|sight
蔵王御釜|Okama Crater;Zao Okama;御釜;자오 오카마;오카마 화구호;藏王御釜|Yamagata|JP|38.1353|140.4490|nature
さざえ堂|Sazaedō;Sazaedo;Aizu Sazaedo;会津荣螺堂;會津榮螺堂;荣螺堂;榮螺堂|Aizu-Wakamatsu|JP|37.5014|139.9550|sight
西の河原公園|Sainokawara Park;Sai no Kawara Park;사이노카와라 공원;西之河原公园;西之河原公園|Nakanojomachi|JP|36.6240|138.5915|park
伊香保石段街|Ikaho Stone Steps;Ikaho Onsen Ishidangai;이카호 돌계단 거리;이카호 온천 돌계단|Shibukawa|JP|36.4970|138.9200|neighbourhood
伊香保温泉|Ikaho Onsen;伊香保溫泉;이카호 온천|Shibukawa|JP|36.4970|138.9200|neighbourhood
大正池|Taisho Pond;Taishō-ike;다이쇼 연못;다이쇼이케|Matsumoto|JP|36.2325|137.6225|nature
中町通り|Nakamachi Street Matsumoto;Nakamachi-dori;나카마치 거리;마쓰모토 나카마치 거리;松本中町通|Matsumoto|JP|36.2327|137.9705|neighbourhood
縄手通り|Nawate Street;Nawate-dori;Frog Street;나와테 거리;나와테도리;松本绳手通;松本繩手通|Matsumoto|JP|36.2355|137.9700|neighbourhood
郡上八幡城|Gujō Hachiman Castle;Gujo Hachiman Castle|Gujō|JP|35.7495|136.9590|sight
下呂温泉|Gero Onsen;게로 온천;게로온천;下呂溫泉;下吕温泉|Gero|JP|35.8050|137.2440|neighbourhood
輪島朝市|Wajima Morning Market;Wajima Asaichi;轮岛朝市|Wajima|JP|37.3942|136.9000|market
白米千枚田|Shiroyone Senmaida;Senmaida Rice Terraces;시로요네 센마이다|Wajima|JP|37.4120|137.0020|nature
一乗谷朝倉氏遺跡|Ichijōdani Asakura Family Ruins;Ichijodani;Ichijodani Asakura Ruins;一乘谷朝倉氏遺跡;一乘谷朝仓氏遗迹|Fukui-shi|JP|36.0000|136.2975|sight
丸岡城|Maruoka Castle;丸冈城|Fukui-shi|JP|36.1523|136.2721|sight
福井県立恐竜博物館|Fukui Prefectural Dinosaur Museum;Dinosaur Museum Fukui;福井縣立恐龍博物館;福井县立恐龙博物馆|Katsuyama|JP|36.0834|136.5067|museum
竹田城跡|Takeda Castle Ruins;Castle in the Sky Japan;天空の城;다케다 성터;다케다성;천공의 성 다케다;竹田城迹|Asago|JP|35.3006|134.8290|sight
備中松山城|Bitchū Matsuyama Castle;Bitchu Matsuyama Castle;备中松山城|Takahashi|JP|34.8089|133.6219|sight
大和ミュージアム|Yamato Museum;Kure Maritime Museum;呉市海事歴史科学館;야마토 뮤지엄;야마토 박물관;구레 해사역사과학관;吳市海事歷史科學館;吴市海事历史科学馆|Kure|JP|34.2414|132.5557|museum
萩城跡|Hagi Castle Ruins;Shizuki Park;指月公園;하기성 터;시즈키 공원;萩城迹;指月公园|Hagi|JP|34.4218|131.3885|sight
太皷谷稲成神社|Taikodani Inari Shrine;Taikodani Inari Jinja;太鼓谷稲成神社;太皷谷稻成神社;太鼓谷稻成神社|Masuda|JP|34.4617|131.7676|religious
秋吉台|Akiyoshidai Plateau;Akiyoshidai;아키요시다이|Mine|JP|34.2400|131.3050|nature
角島大橋|Tsunoshima Bridge;Tsunoshima Ohashi;쓰노시마 대교;츠노시마 대교;츠노시마 오하시;角岛大桥|Shimonoseki|JP|34.3495|130.8860|sight
唐戸市場|Karato Market;Karato Ichiba;가라토 시장;카라토 시장;가라토시장;카라토시장;唐戶市場;唐户市场|Shimonoseki|JP|33.9577|130.9445|market
赤間神宮|Akama Jingū;Akama Shrine;Akama Jingu;아카마 신궁;아카마신궁;赤间神宫|Shimonoseki|JP|33.9605|130.9495|religious
門司港レトロ|Mojiko Retro;Moji Port Retro;모지코 레트로;모지항 레트로;모지코;모지코 레트로 지구;门司港怀旧区;門司港懷舊區|Kitakyushu|JP|33.9458|130.9617|neighbourhood
小倉城|Kokura Castle;고쿠라성;코쿠라성;고쿠라 성;小仓城|Kitakyushu|JP|33.8845|130.8741|sight
稲佐の浜|Inasa Beach;Inasa no Hama;이나사노하마;이나사 해변;稻佐之滨;稻佐之濱|Izumo|JP|35.3960|132.6775|beach
出雲日御碕灯台|Izumo Hinomisaki Lighthouse;Hinomisaki Lighthouse;出雲日御碕燈台;出云日御埼灯台|Izumo|JP|35.4333|132.6297|viewpoint
父母ヶ浜|Chichibugahama Beach;Chichibu-ga-hama;父母之滨;父母之濱|Kan’onjichō|JP|34.2130|133.6230|beach
大歩危峡|Oboke Gorge;Ōboke;Oboke Kyo;大步危峽;大步危峡|Miyoshi|JP|33.8810|133.7560|nature
宇和島城|Uwajima Castle;宇和岛城|Uwajima|JP|33.2194|132.5653|sight
足摺岬|Cape Ashizuri;Ashizuri Misaki|Tosashimizu|JP|32.7238|133.0178|viewpoint
成田山新勝寺|Naritasan Shinshō-ji;Naritasan Shinshoji;Narita-san;나리타산 신쇼지;신쇼지;成田山新胜寺|Narita|JP|35.7858|140.3182|religious
大室山|Mount Ōmuro;Mount Omuro;Omuroyama|Ito|JP|34.9033|139.0947|nature
三保の松原|Miho no Matsubara;Miho Pine Grove;미호노마쓰바라;미호노 마츠바라;三保松原|Shizuoka|JP|34.9945|138.5225|beach
久能山東照宮|Kunōzan Tōshō-gū;Kunozan Toshogu;久能山东照宫|Shizuoka|JP|34.9667|138.4680|religious
日本平|Nihondaira|Shizuoka|JP|34.9710|138.4640|viewpoint
근정전|Geunjeongjeon;Geunjeongjeon Hall;勤政殿|Seoul|KR|37.5786|126.9770|sight
경회루|Gyeonghoeru;Gyeonghoeru Pavilion;慶會樓;庆会楼|Seoul|KR|37.5798|126.9758|sight
향원정|Hyangwonjeong;Hyangwonjeong Pavilion;香遠亭;香远亭|Seoul|KR|37.5826|126.9771|sight
국립민속박물관|National Folk Museum of Korea;国立民俗博物館 ソウル;国立民俗博物馆;國立民俗博物館|Seoul|KR|37.5818|126.9793|museum
국립고궁박물관|National Palace Museum of Korea;国立古宮博物館;国立古宫博物馆;國立古宮博物館|Seoul|KR|37.5765|126.9753|museum
창덕궁 후원|Huwon;Secret Garden Changdeokgung;Biwon;秘苑;昌徳宮後苑|Seoul|KR|37.5835|126.9915|park
인정전|Injeongjeon;Injeongjeon Hall;仁政殿|Seoul|KR|37.5795|126.9915|sight
돈화문|Donhwamun;Donhwamun Gate;敦化門;敦化门|Seoul|KR|37.5770|126.9909|sight
숭례문|Sungnyemun;Namdaemun Gate;崇禮門;崇礼門;崇礼门|Seoul|KR|37.5600|126.9753|sight
흥인지문|Heunginjimun;Dongdaemun Gate;興仁之門;兴仁之门|Seoul|KR|37.5711|127.0095|sight
경희궁|Gyeonghuigung;Gyeonghuigung Palace;慶熙宮;キョンヒグン;庆熙宫|Seoul|KR|37.5714|126.9681|sight
운현궁|Unhyeongung;Unhyeon Palace;雲峴宮;云岘宫|Seoul|KR|37.5746|126.9864|sight
덕수궁 돌담길|Deoksugung Stone Wall Road;Deoksugung Doldam-gil;Jeongdong-gil;德寿宫石墙路;德壽宮石牆路|Seoul|KR|37.5655|126.9740|neighbourhood
서울시립미술관|Seoul Museum of Art;SeMA;首尔市立美术馆;首爾市立美術館|Seoul|KR|37.5641|126.9737|museum
국립현대미술관 서울|MMCA Seoul;National Museum of Modern and Contemporary Art Seoul;国立现代美术馆首尔馆;國立現代美術館首爾館|Seoul|KR|37.5786|126.9802|museum
삼청동길|Samcheong-dong;Samcheongdong-gil;Samcheong-ro;三清洞;サムチョンドン;三清洞街|Seoul|KR|37.5830|126.9820|neighbourhood
대학로|Daehak-ro;Daehangno;テハンノ;大学路;大學路|Seoul|KR|37.5815|127.0025|neighbourhood
마로니에공원|Marronnier Park;마로니에 공원|Seoul|KR|37.5810|127.0026|park
압구정 로데오거리|Apgujeong Rodeo Street;Apgujeong Rodeo;狎鸥亭罗德奥街;狎鷗亭羅德奧街|Seoul|KR|37.5270|127.0390|neighbourhood
경리단길|Gyeongnidan-gil;Gyeongridan-gil;経理団通り;キョンニダンギル;经理团路;經理團路|Seoul|KR|37.5385|126.9885|neighbourhood
해방촌|Haebangchon;HBC;ヘバンチョン;解放村|Seoul|KR|37.5440|126.9860|neighbourhood
문래창작촌|Mullae Art Village;Mullae Changjakchon;文来艺术村;文來藝術村|Seoul|KR|37.5150|126.8960|neighbourhood
경동시장|Gyeongdong Market;京東市場;キョンドン市場;京东市场|Seoul|KR|37.5797|127.0395|market
서울약령시|Seoul Yangnyeongsi;Seoul Yangnyeong Market;서울 약령시장|Seoul|KR|37.5800|127.0380|market
북악스카이웨이 팔각정|Bugak Skyway Palgakjeong;Bukaksan Palgakjeong;北岳八角亭|Seoul|KR|37.6022|126.9815|viewpoint
하늘공원|Haneul Park;ハヌル公園;天空公园;天空公園|Seoul|KR|37.5683|126.8853|park
선유도공원|Seonyudo Park;仙遊島公園;仙游岛公园|Seoul|KR|37.5440|126.8990|park
서울식물원|Seoul Botanic Park;ソウル植物園;首尔植物园;首爾植物園|Seoul|KR|37.5695|126.8350|park
선정릉|Seolleung and Jeongneung;Seonjeongneung;宣靖陵|Seoul|KR|37.5087|127.0487|sight
길상사|Gilsangsa;Gilsangsa Temple|Seoul|KR|37.6005|126.9943|religious
행궁동|Haenggung-dong;Haenggungdong Mural Village;Haenggung-gil;行宫洞;行宮洞|Suwon|KR|37.2830|127.0150|neighbourhood
인천 개항장|Incheon Open Port Area;Gaehangjang Culture District;仁川开港场;仁川開港場|Incheon|KR|37.4740|126.6200|neighbourhood
송월동 동화마을|Songwol-dong Fairy Tale Village;Incheon Fairy Tale Village;松月洞童话村;松月洞童話村|Incheon|KR|37.4770|126.6210|neighbourhood
깡통시장|Kkangtong Market;Bupyeong Kkangtong Market;부평깡통시장;カントン市場;富平カントン市場;富平罐头市场;富平罐頭市場|Busan|KR|35.1014|129.0265|market
보수동 책방골목|Bosu-dong Book Street;Bosudong Book Alley;宝水洞本屋通り;ポスドン古本屋通り;宝水洞旧书街;寶水洞舊書街|Busan|KR|35.1032|129.0260|shop
부산시립미술관|Busan Museum of Art;釜山市立美術館;釜山市立美术馆|Busan|KR|35.1665|129.1370|museum
영화의전당|Busan Cinema Center;电影殿堂;電影殿堂|Busan|KR|35.1712|129.1270|sight
달맞이길|Dalmaji-gil;Dalmaji Hill;Haeundae Dalmaji-gil;タルマジキル;月見の丘 海雲台;迎月路|Busan|KR|35.1580|129.1780|viewpoint
다대포해수욕장|Dadaepo Beach;多大浦海水浴場;多大浦海水浴场|Busan|KR|35.0470|128.9660|beach
재한유엔기념공원|UN Memorial Cemetery in Korea;UN Memorial Cemetery Busan;在韓国連記念公園;UN記念公園 釜山;联合国纪念公园;聯合國紀念公園|Busan|KR|35.1275|129.0965|sight
이기대|Igidae;Igidae Coastal Walk;二妓台;二妓臺|Busan|KR|35.1250|129.1220|nature
새별오름|Saebyeol Oreum;セビョルオルム;晓星岳;曉星岳|Jeju City|KR|33.3660|126.3580|nature
다랑쉬오름|Darangshi Oreum;Darangswi Oreum;月郎峰|Jeju City|KR|33.4780|126.8210|nature
용눈이오름|Yongnuni Oreum;龙眼岳;龍眼岳|Jeju City|KR|33.4600|126.8310|nature
절물자연휴양림|Jeolmul Natural Recreation Forest;Jeolmul Forest;节物自然休养林;節物自然休養林|Jeju City|KR|33.4400|126.6280|nature
삼성혈|Samseonghyeol;三姓穴|Jeju City|KR|33.5050|126.5300|sight
한담해안산책로|Handam Coastal Walk;Aewol Handam Coastal Trail;漢潭海岸散策路;涵潭海岸散步路;漢潭海岸散步路|Jeju City|KR|33.4620|126.3100|nature
곽지해수욕장|Gwakji Beach;Gwakji Gwamul Beach;郭支海水浴场;郭支海水浴場|Jeju City|KR|33.4500|126.3050|beach
광치기해변|Gwangchigi Beach;クァンチギ海岸;广峙其海边;廣峙其海邊|Seogwipo|KR|33.4520|126.9250|beach
표선해수욕장|Pyoseon Beach;Pyoseon Haevichi Beach;表善海水浴场;表善海水浴場|Seogwipo|KR|33.3250|126.8400|beach
이중섭거리|Lee Jung-seob Street;Lee Jungseop Street;李仲燮街;李仲燮文化街|Seogwipo|KR|33.2470|126.5640|neighbourhood
마라도|Marado;Mara Island;Marado Island;马罗岛;馬羅島|Seogwipo|KR|33.1180|126.2680|nature
가파도|Gapado;Gapa Island;Gapado Island;加波岛;加波島|Seogwipo|KR|33.1700|126.2730|nature
소양강 스카이워크|Soyanggang Skywalk|Chuncheon|KR|37.8930|127.7240|viewpoint
월정사|Woljeongsa;Woljeongsa Temple;月精寺|Pyeongchang|KR|37.7316|128.5927|religious
도담삼봉|Dodamsambong;Dodam Sambong;岛潭三峰;島潭三峰|Mungyeong|KR|36.9992|128.3444|nature
국립아시아문화전당|Asia Culture Center;ACC Gwangju;国立亚洲文化殿堂;國立亞洲文化殿堂|Gwangju|KR|35.1470|126.9200|museum
광한루원|Gwanghallu;Gwanghallu Pavilion Garden;廣寒樓;广寒楼|Nangen|KR|35.4037|127.3822|park
내장산|Naejangsan;Naejangsan National Park;内藏山;內藏山|Jeongeup|KR|35.4800|126.8900|nature
소수서원|Sosu Seowon;Sosuseowon;绍修书院;紹修書院|Andong|KR|36.9260|128.5810|sight
문경새재|Mungyeong Saejae;Saejae Pass;闻庆鸟岭;聞慶鳥嶺|Mungyeong|KR|36.7700|128.0700|nature
대천해수욕장|Daecheon Beach;大川海水浴场;大川海水浴場|Boryeong|KR|36.3150|126.5130|beach
꽃지해수욕장|Kkotji Beach|Boryeong|KR|36.4960|126.3350|beach
동화사|Donghwasa;Donghwasa Temple;桐華寺;桐华寺|Daegu|KR|35.9953|128.7014|religious
国子监|Guozijian;Imperial Academy Beijing;Imperial College;國子監;베이징 국자감;궈쯔젠;国子監;北京国子監|Beijing|CN|39.9470|116.4130|sight
五道营胡同|Wudaoying Hutong;五道營胡同;우다오잉 후퉁;오도영 호동|Beijing|CN|39.9475|116.4100|neighbourhood
地坛公园|Ditan Park;Temple of Earth;地壇公園;지단공원;디탄 공원|Beijing|CN|39.9533|116.4118|park
日坛公园|Ritan Park;Temple of the Sun Beijing;日壇公園;르탄 공원|Beijing|CN|39.9143|116.4443|park
白云观|White Cloud Temple;Baiyun Guan;白雲觀;베이징 백운관;바이윈관;白雲観|Beijing|CN|39.8992|116.3385|religious
法源寺|Fayuan Temple;Fayuansi|Beijing|CN|39.8824|116.3688|religious
牛街礼拜寺|Niujie Mosque;Niujie Libaisi;牛街清真寺;牛街禮拜寺;우제 청진사;뉴제 모스크;니우지에 청진사;牛街礼拝寺|Beijing|CN|39.8843|116.3617|religious
卢沟桥|Marco Polo Bridge;Lugou Bridge;盧溝橋;노구교;루거우차오;마르코폴로 다리|Beijing|CN|39.8497|116.2133|sight
箭扣长城|Jiankou Great Wall;Jiankou;箭扣長城;젠커우 장성;전구 장성;젠커우 만리장성|Beijing|CN|40.4530|116.5130|sight
未名湖|Weiming Lake;웨이밍호;미명호;베이징대학교 미명호|Beijing|CN|39.9925|116.3050|sight
北京大学|Peking University;北京大學;Beida;베이징대학교|Beijing|CN|39.9925|116.3050|sight
簋街|Gui Street;Guijie;Ghost Street Beijing;구이제;궤가|Beijing|CN|39.9405|116.4260|food
中国美术馆|National Art Museum of China;NAMOC;中國美術館;중국미술관;중국 미술관;中国美術館|Beijing|CN|39.9252|116.4100|museum
天安门|Tiananmen;Tiananmen Gate;Gate of Heavenly Peace;天安門;천안문;톈안먼;천안문 성루|Beijing|CN|39.9075|116.3972|sight
思南公馆|Sinan Mansions;思南公館;쓰난 공관;사남공관|Shanghai|CN|31.2150|121.4690|neighbourhood
中共一大会址|Site of the First National Congress of the CPC;First CPC Congress Site;중국공산당 1차 대회 유적지;中国共産党第一次全国代表大会会址;中共一大會址|Shanghai|CN|31.2205|121.4755|museum
上海自然博物馆|Shanghai Natural History Museum;上海自然博物館;상하이 자연사박물관;상하이 자연박물관|Shanghai|CN|31.2353|121.4594|museum
愚园路|Yuyuan Road;愚園路;위위안루;우원로|Shanghai|CN|31.2210|121.4330|neighbourhood
鲁迅公园|Lu Xun Park;Hongkou Park;魯迅公園;루쉰 공원;노신 공원;훙커우 공원;홍구공원|Shanghai|CN|31.2760|121.4790|park
매헌 윤봉길 기념관|Yun Bong-gil Memorial Hall;Meihen Memorial Hall;윤봉길 의사 기념관 상하이|Shanghai|CN|31.2760|121.4790|museum
外白渡桥|Garden Bridge;Waibaidu Bridge;外白渡橋;와이바이두차오;외백도교;가든 브릿지 상하이;ガーデンブリッジ 上海|Shanghai|CN|31.2448|121.4853|sight
世纪公园|Century Park Shanghai;Shiji Gongyuan;世紀公園;세기공원;스지 공원|Shanghai|CN|31.2180|121.5500|park
上海科技馆|Shanghai Science and Technology Museum;上海科技館;상하이 과학기술관;상하이 과기관|Shanghai|CN|31.2190|121.5420|museum
中华艺术宫|China Art Museum;China Art Palace;中華藝術宮;중화예술궁;중화 예술궁;中華芸術宮|Shanghai|CN|31.1860|121.4900|museum
龙美术馆西岸馆|Long Museum West Bund;龍美術館;龍美術館西岸館|Shanghai|CN|31.1720|121.4590|museum
枫泾古镇|Fengjing Ancient Town;楓涇古鎮;펑징 고진;풍경고진|Shanghai|CN|30.8890|121.0140|neighbourhood
新场古镇|Xinchang Ancient Town;新場古鎮|Shanghai|CN|31.0290|121.6450|neighbourhood
白堤|Bai Causeway;Baidi|Hangzhou|CN|30.2585|120.1470|sight
孤山|Solitary Hill;Gushan Hangzhou|Hangzhou|CN|30.2580|120.1420|park
花港观鱼|Huagang Park;Viewing Fish at Flower Harbour;花港觀魚|Hangzhou|CN|30.2330|120.1430|park
岳王庙|Yue Fei Temple;Tomb of Yue Fei;岳廟;岳王廟|Hangzhou|CN|30.2598|120.1388|religious
保俶塔|Baochu Pagoda;Baoshu Pagoda|Hangzhou|CN|30.2640|120.1480|sight
六和塔|Liuhe Pagoda;Six Harmonies Pagoda|Hangzhou|CN|30.1989|120.1312|sight
中国茶叶博物馆|China National Tea Museum;中國茶葉博物館|Hangzhou|CN|30.2300|120.1250|museum
南宋御街|Southern Song Imperial Street;Nansong Yujie|Hangzhou|CN|30.2460|120.1690|neighbourhood
城隍阁|Chenghuang Pavilion;Wushan City God Pavilion;城隍閣|Hangzhou|CN|30.2410|120.1620|viewpoint
良渚古城遗址|Liangzhu Ancient City;Archaeological Ruins of Liangzhu City;良渚古城遺址|Hangzhou|CN|30.3960|119.9900|sight
沧浪亭|Canglang Pavilion;Surging Waves Pavilion;滄浪亭|Suzhou|CN|31.2958|120.6239|park
耦园|Couple's Retreat Garden;Ouyuan;耦園|Suzhou|CN|31.3214|120.6373|park
北寺塔|North Temple Pagoda;Beisi Pagoda|Suzhou|CN|31.3237|120.6196|religious
盘门|Panmen;Pan Gate;盤門|Suzhou|CN|31.2910|120.6150|sight
观前街|Guanqian Street;觀前街|Suzhou|CN|31.3110|120.6240|shop
西园寺|West Garden Temple;Xiyuan Temple;西園寺|Suzhou|CN|31.3150|120.5920|religious
鸡鸣寺|Jiming Temple;雞鳴寺|Nanjing|CN|32.0622|118.7932|religious
南京博物院|Nanjing Museum|Nanjing|CN|32.0410|118.8250|museum
老门东|Laomendong;老門東|Nanjing|CN|32.0130|118.7880|neighbourhood
灵谷寺|Linggu Temple;靈谷寺|Nanjing|CN|32.0590|118.8650|religious
美龄宫|Meiling Palace;美齡宮|Nanjing|CN|32.0500|118.8420|sight
栖霞寺|Qixia Temple;棲霞寺|Nanjing|CN|32.1550|118.9560|religious
大唐不夜城|Datang Everbright City;Tang Paradise Street;大唐不夜城步行街|Xi'an|CN|34.2130|108.9640|neighbourhood
大唐芙蓉园|Tang Paradise;Datang Furong Garden;大唐芙蓉園|Xi'an|CN|34.2110|108.9730|park
西安碑林博物馆|Xi'an Beilin Museum;Forest of Stone Steles;碑林;西安碑林博物館|Xi'an|CN|34.2557|108.9495|museum
书院门|Shuyuanmen;Shuyuanmen Culture Street;書院門|Xi'an|CN|34.2570|108.9470|neighbourhood
永兴坊|Yongxingfang;永興坊|Xi'an|CN|34.2640|108.9660|food
大明宫国家遗址公园|Daming Palace National Heritage Park;Daming Palace;大明宮;大明宮國家遺址公園|Xi'an|CN|34.2890|108.9600|park
汉阳陵博物馆|Hanyangling Museum;Yangling Mausoleum of Han;漢陽陵博物館|Xi'an|CN|34.4380|108.9400|museum
永宁门|Yongningmen;South Gate Xi'an;永寧門|Xi'an|CN|34.2510|108.9470|sight
青羊宫|Qingyang Palace;Qingyang Temple;青羊宮|Chengdu|CN|30.6638|104.0420|religious
大慈寺|Daci Temple|Chengdu|CN|30.6550|104.0850|religious
望江楼公园|Wangjianglou Park;River View Pavilion Park;望江樓公園|Chengdu|CN|30.6340|104.0890|park
四川博物院|Sichuan Museum|Chengdu|CN|30.6610|104.0360|museum
黄龙溪古镇|Huanglongxi Ancient Town;黃龍溪古鎮|Chengdu|CN|30.3180|103.9720|neighbourhood
峨眉山金顶|Golden Summit Emeishan;Jinding Emei;金頂;峨眉山金頂|Suishan|CN|29.5217|103.3318|viewpoint
阆中古城|Langzhong Ancient City;閬中古城|Langzhong|CN|31.5550|105.9750|neighbourhood
大足石刻|Dazu Rock Carvings;Baodingshan Rock Carvings|Chongqing|CN|29.7550|105.7970|sight
重庆人民大礼堂|Great Hall of the People Chongqing;Chongqing People's Auditorium;重慶人民大禮堂|Chongqing|CN|29.5620|106.5500|sight
滇池|Dian Lake;Dianchi Lake;Lake Dian|Kunming|CN|24.8500|102.7000|nature
翠湖公园|Green Lake Park;Cuihu Park;翠湖公園|Kunming|CN|25.0500|102.7030|park
西山龙门|Western Hills Dragon Gate;Xishan Longmen;西山龍門|Kunming|CN|24.9580|102.6300|viewpoint
圆通寺|Yuantong Temple;圓通寺|Kunming|CN|25.0530|102.7120|religious
建水古城|Jianshui Ancient City|Gejiu|CN|23.6200|102.8250|neighbourhood
告庄西双景|Gaozhuang Xishuangjing;Gaozhuang Night Market;告莊西雙景|Jinghong|CN|21.9950|100.7970|market
和顺古镇|Heshun Ancient Town;和順古鎮|Tengyue|CN|24.9930|98.4620|neighbourhood
遇龙河|Yulong River;遇龍河|Yangshuo|CN|24.7800|110.4300|nature
涠洲岛|Weizhou Island;潿洲島|Beihai|CN|21.0500|109.1200|nature
梵净山|Fanjingshan;Mount Fanjing;梵淨山|Tongren|CN|27.9060|108.6960|nature
甲秀楼|Jiaxiu Pavilion;甲秀樓|Guiyang|CN|26.5680|106.7140|sight
青岩古镇|Qingyan Ancient Town;青岩古鎮|Guiyang|CN|26.3330|106.6870|neighbourhood
沙坡尾|Shapowei|Xiamen|CN|24.4450|118.0910|neighbourhood
厦门八市|Xiamen Eighth Market;Bashi Market;廈門八市|Xiamen|CN|24.4600|118.0790|market
三坊七巷|Three Lanes and Seven Alleys;Sanfang Qixiang|Fuzhou|CN|26.0830|119.2970|neighbourhood
橘子洲|Orange Isle;Juzizhou;橘子洲头;橘子洲頭|Changsha|CN|28.1950|112.9590|park
湖南博物院|Hunan Museum;Hunan Provincial Museum|Changsha|CN|28.2130|112.9910|museum
普陀山|Mount Putuo;Putuoshan|Zhoushan|CN|30.0100|122.3850|religious
天一阁|Tianyi Pavilion;Tianyi Ge;天一閣|Ningbo|CN|29.8710|121.5380|museum
鼋头渚|Yuantouzhu;Turtle Head Isle;黿頭渚|Wuxi|CN|31.5240|120.2230|park
崂山|Mount Lao;Laoshan;嶗山;노산 칭다오;라오산 풍경구|Qingdao|CN|36.1917|120.5917|nature
趵突泉|Baotu Spring|Jinan|CN|36.6610|117.0140|park
大明湖|Daming Lake|Jinan|CN|36.6750|117.0230|park
光孝寺|Guangxiao Temple|Guangzhou|CN|23.1330|113.2600|religious
六榕寺|Temple of the Six Banyan Trees;Liurong Temple|Guangzhou|CN|23.1315|113.2622|religious
永庆坊|Yongqingfang;永慶坊|Guangzhou|CN|23.1190|113.2420|neighbourhood
南越王博物院|Nanyue King Museum;Museum of the Mausoleum of the Nanyue King|Guangzhou|CN|23.1400|113.2610|museum
开平碉楼|Kaiping Diaolou;開平碉樓|Taishan|CN|22.3640|112.5520|sight
广济桥|Guangji Bridge;Xiangzi Bridge;廣濟橋|Chaozhou|CN|23.6632|116.6505|sight
潮州牌坊街|Chaozhou Paifang Street;Paifang Street|Chaozhou|CN|23.6650|116.6410|neighbourhood
行天宮|Xingtian Temple;Hsing Tian Kong;行天宫;싱톈궁;행천궁|Taipei|TW|25.0630|121.5340|religious
大龍峒保安宮|Dalongdong Baoan Temple;Bao'an Temple;Baoan Temple;保安宫;바오안궁;보안궁 타이베이;다룽둥 바오안궁;大龙峒保安宫|Taipei|TW|25.0732|121.5150|religious
臺北孔廟|Taipei Confucius Temple;台北孔庙;台北孔廟;타이베이 공자묘;타이베이 쿵먀오;台北孔子廟|Taipei|TW|25.0727|121.5166|religious
臺北霞海城隍廟|Xiahai City God Temple;Taipei Xiahai City God Temple;霞海城隍庙;샤하이 성황묘;하해성황묘;샤하이 청황먀오;霞海城隍廟;台北霞海城隍庙|Taipei|TW|25.0557|121.5100|religious
國立臺灣博物館|National Taiwan Museum;国立台湾博物馆;국립대만박물관;대만 국립박물관;国立台湾博物館|Taipei|TW|25.0430|121.5150|museum
二二八和平紀念公園|228 Peace Memorial Park;二二八和平纪念公园;228 평화기념공원;228 공원;228평화공원;二二八和平公園;228和平紀念公園|Taipei|TW|25.0410|121.5150|park
四四南村|Four Four South Village;Sisi South Village;Xinyi Public Assembly Hall;쓰쓰난촌;사사남촌;44남촌|Taipei|TW|25.0310|121.5620|neighbourhood
臺北當代藝術館|Museum of Contemporary Art Taipei;MOCA Taipei;台北当代艺术馆;타이베이 당대예술관;MOCA 타이베이;台北当代芸術館|Taipei|TW|25.0507|121.5190|museum
師大夜市|Shida Night Market;师大夜市;스다 야시장;스따 야시장;사대 야시장|Taipei|TW|25.0240|121.5290|market
南機場夜市|Nanjichang Night Market;南机场夜市;난지창 야시장;남기장 야시장|Taipei|TW|25.0290|121.5010|market
臨江街觀光夜市|Linjiang Street Night Market;Tonghua Night Market;通化夜市;临江街夜市;린장제 야시장;통화 야시장;임강가 야시장;臨江街観光夜市;临江街观光夜市|Taipei|TW|25.0300|121.5540|market
陽明山國家公園|Yangmingshan National Park;Yangmingshan;阳明山;양밍산;양밍산 국가공원;陽明山国家公園;阳明山国家公园|Taipei|TW|25.1775|121.5475|park
擎天崗|Qingtiangang;Qingtian Gang;擎天岗;칭톈강;경천강|Taipei|TW|25.1670|121.5740|nature
小油坑|Xiaoyoukeng;샤오유컹;소유갱|Taipei|TW|25.1760|121.5460|nature
北投圖書館|Beitou Public Library;Taipei Public Library Beitou Branch;北投图书馆;베이터우 도서관;베이터우 공공도서관;北投図書館;台北市立図書館北投分館|Taipei|TW|25.1365|121.5060|sight
北投地熱谷|Beitou Thermal Valley;Hell Valley Beitou;地熱谷;地热谷;베이터우 지열곡;디러구;地獄谷 北投;北投地热谷|Taipei|TW|25.1380|121.5110|nature
深坑老街|Shenkeng Old Street;선컹 옛거리;선컹 라오제;심갱 두부거리|Taipei|TW|25.0020|121.6160|food
幾米公園|Jimmy Park Yilan;Jimmy Square;几米公园;지미 공원;지미 광장 이란|Yilan|TW|24.7540|121.7580|park
蘭陽博物館|Lanyang Museum;兰阳博物馆;란양 박물관|Yilan|TW|24.8690|121.8320|museum
一中街|Yizhong Street;Yizhong Street Night Market;이중제 야시장|Taichung|TW|24.1490|120.6850|market
審計新村|Shenji New Village;审计新村;선지신촌;심계신촌|Taichung|TW|24.1450|120.6630|neighbourhood
路思義教堂|Luce Memorial Chapel;Tunghai University Luce Chapel;路思义教堂;루스이 교회;루스 기념교회|Taichung|TW|24.1800|120.6000|religious
國立自然科學博物館|National Museum of Natural Science;国立自然科学博物馆;국립자연과학박물관 타이중;国立自然科学博物館|Taichung|TW|24.1570|120.6660|museum
嘉義文化路夜市|Wenhua Road Night Market;Chiayi Wenhua Road Night Market;文化路夜市;원화루 야시장;자이 원화루 야시장;嘉义文化路夜市|Jiayi Shi|TW|23.4810|120.4500|market
檜意森活村|Hinoki Village;桧意森活村;히노키 빌리지;회의삼활촌|Jiayi Shi|TW|23.4870|120.4570|neighbourhood
正興街|Zhengxing Street;正兴街;정싱제|Tainan|TW|22.9920|120.1980|neighbourhood
國華街|Guohua Street;国华街;궈화제;国華街|Tainan|TW|22.9930|120.1990|food
大東夜市|Dadong Night Market;大东夜市;다둥 야시장;대동 야시장 타이난|Tainan|TW|22.9800|120.2200|market
祀典武廟|Sacrificial Rites Martial Temple;Official God of War Temple;祀典武庙;사전무묘;타이난 무묘|Tainan|TW|22.9970|120.2020|religious
國立臺灣文學館|National Museum of Taiwan Literature;国立台湾文学馆;국립대만문학관;国立台湾文学館|Tainan|TW|22.9910|120.2040|museum
瑞豐夜市|Ruifeng Night Market;瑞丰夜市;루이펑 야시장;서풍 야시장;瑞豊夜市|Kaohsiung|TW|22.6660|120.3000|market
西子灣|Sizihwan;Xiziwan Bay;Sizihwan Bay;西子湾;시쯔완|Kaohsiung|TW|22.6240|120.2650|beach
高雄市立美術館|Kaohsiung Museum of Fine Arts;高雄市立美术馆;가오슝 시립미술관;가오슝 미술관|Kaohsiung|TW|22.6560|120.2860|museum
墾丁大街|Kenting Street;Kenting Main Street;垦丁大街;컨딩 대가;컨딩 야시장;컨딩 다제|Hengchun|TW|21.9460|120.7980|market
鐵花村|Tiehua Music Village;铁花村;鉄花村|Taitung City|TW|22.7520|121.1510|sight
綠島|Green Island;Lyudao;绿岛;뤼다오;緑島|Taitung City|TW|22.6600|121.4900|nature
香港歷史博物館|Hong Kong Museum of History;香港历史博物馆;홍콩 역사박물관;홍콩역사박물관;香港歴史博物館|Hong Kong|HK|22.3015|114.1775|museum
香港文化中心|Hong Kong Cultural Centre;홍콩 문화센터;홍콩문화센터;香港文化センター|Hong Kong|HK|22.2935|114.1700|sight
香港大學|University of Hong Kong;HKU;香港大学;홍콩대학교;홍콩대;홍콩 대학|Hong Kong|HK|22.2830|114.1370|sight
摩囉街|Upper Lascar Row;Cat Street Hong Kong;摩罗街;キャット・ストリート 香港;摩啰街|Hong Kong|HK|22.2845|114.1500|market
石板街|Pottinger Street;포팅거 스트리트;석판가;ポッティンジャー・ストリート|Hong Kong|HK|22.2830|114.1545|sight
油麻地天后廟|Tin Hau Temple Yau Ma Tei;Yau Ma Tei Tin Hau Temple;油麻地天后庙;야우마테이 틴하우 사원;유마지 천후묘|Hong Kong|HK|22.3100|114.1700|religious
油麻地果欄|Yau Ma Tei Fruit Market;油麻地果栏;야우마테이 과일시장;과일도매시장 야우마테이|Hong Kong|HK|22.3120|114.1680|market
鯉魚門|Lei Yue Mun;鲤鱼门;레이유문;리위먼;레이유먼;レイユームン|Hong Kong|HK|22.2820|114.2380|food
橋咀洲|Sharp Island;Kiu Tsui Chau;桥咀洲|Hong Kong|HK|22.3660|114.2890|nature
塔門|Tap Mun;Grass Island;塔门|Hong Kong|HK|22.4710|114.3610|nature
荔枝窩|Lai Chi Wo;荔枝窝;라이치워;라이치와 마을|Hong Kong|HK|22.5270|114.2620|neighbourhood
鴨寮街|Apliu Street;Ap Liu Street;鸭寮街;압리우 스트리트;압리우 거리;アプリウ・ストリート|Hong Kong|HK|22.3300|114.1610|market
利東街|Lee Tung Avenue;Wedding Card Street;利东街;리퉁 애비뉴;리틍 애비뉴;웨딩카드 스트리트|Hong Kong|HK|22.2760|114.1710|shop
聖若瑟修院及聖堂|St. Joseph's Seminary and Church;Igreja do Seminário de São José;圣若瑟修院;성 요셉 신학교 성당;성 요셉 성당 마카오;聖ヨセフ修道院;圣若瑟修院及圣堂|Macau|MO|22.1910|113.5380|religious
崗頂劇院|Dom Pedro V Theatre;Teatro Dom Pedro V;岗顶剧院;돔 페드로 5세 극장;돔페드로 극장;ドン・ペドロ5世劇場|Macau|MO|22.1925|113.5390|sight
聖老楞佐教堂|St. Lawrence's Church;Igreja de São Lourenço;圣老楞佐教堂;성 로렌스 성당 마카오;마카오 성 로렌스 성당;聖ローレンス教会|Macau|MO|22.1895|113.5375|religious
澳門主教座堂|Macau Cathedral;Sé Catedral de Macau;澳门主教座堂;마카오 대성당;마카오 주교좌성당;マカオ大聖堂|Macau|MO|22.1935|113.5405|religious
瘋堂斜巷|Calçada da Igreja de São Lázaro;St. Lazarus Quarter;疯堂斜巷;성 라자로 거리;라자로 지구|Macau|MO|22.1985|113.5470|neighbourhood
澳門博物館|Macau Museum;Museu de Macau;澳门博物馆;마카오 박물관;마카오박물관;マカオ博物館|Macau|MO|22.1975|113.5420|museum
什刹海|Shichahai;Shichahai Lakes;前海;스차하이;십찰해;什剎海|Beijing|CN|39.9370|116.3900|neighbourhood
银锭桥|Yinding Bridge;銀錠橋|Beijing|CN|39.9405|116.3885|sight
北京钟楼|Beijing Bell Tower;Bell Tower Beijing;北京鐘樓;베이징 종루;종루 베이징;北京鐘楼|Beijing|CN|39.9418|116.3935|sight
太庙|Imperial Ancestral Temple;Taimiao;Working People's Cultural Palace;劳动人民文化宫;太廟;태묘 베이징;타이먀오;勞動人民文化宮|Beijing|CN|39.9105|116.3990|sight
北京中山公园|Zhongshan Park Beijing;北京中山公園|Beijing|CN|39.9105|116.3925|park
国家大剧院|National Centre for the Performing Arts;NCPA;國家大劇院;중국 국가대극원;국가대극원;国家大劇院|Beijing|CN|39.9033|116.3894|sight
毛主席纪念堂|Chairman Mao Memorial Hall;Mausoleum of Mao Zedong;毛主席紀念堂;마오쩌둥 기념당;모주석 기념당;마오주석 기념당;毛主席記念堂|Beijing|CN|39.8997|116.3976|sight
人民英雄纪念碑|Monument to the People's Heroes;人民英雄紀念碑;인민영웅기념비;인민영웅 기념비;人民英雄記念碑|Beijing|CN|39.9030|116.3976|sight
正阳门|Zhengyangmen;Qianmen Gate;正陽門;정양문;정양먼|Beijing|CN|39.8980|116.3976|sight
东交民巷|Dongjiaominxiang;Legation Quarter Beijing;東交民巷;둥자오민샹;동교민항|Beijing|CN|39.9010|116.4030|neighbourhood
王府井天主堂|St. Joseph's Church Beijing;Wangfujing Cathedral;Dongtang;왕푸징 성당;왕부정 천주당|Beijing|CN|39.9140|116.4105|religious
宣武门天主堂|Cathedral of the Immaculate Conception Beijing;Nantang Beijing;宣武門天主堂|Beijing|CN|39.8995|116.3710|religious
北京古观象台|Beijing Ancient Observatory;北京古觀象台;베이징 고관상대;고관상대;北京古観象台;北京古觀象臺|Beijing|CN|39.9043|116.4281|museum
明城墙遗址公园|Ming City Wall Relics Park;明城牆遺址公園;명성장 유적공원;명 성벽 유적공원|Beijing|CN|39.8993|116.4250|park
陶然亭公园|Taoranting Park;陶然亭公園|Beijing|CN|39.8755|116.3825|park
玉渊潭公园|Yuyuantan Park;玉淵潭公園;위위안탄 공원;옥연담 공원|Beijing|CN|39.9160|116.3170|park
奥林匹克森林公园|Olympic Forest Park;奧林匹克森林公園;올림픽 삼림공원 베이징;올림픽 숲공원;北京オリンピック森林公園|Beijing|CN|40.0200|116.3900|park
北京大观园|Grand View Garden Beijing;北京大觀園;北京大観園|Beijing|CN|39.8718|116.3505|park
中国人民革命军事博物馆|Military Museum of the Chinese People's Revolution;Military Museum Beijing;軍事博物館;中国人民革命軍事博物館;中國人民革命軍事博物館|Beijing|CN|39.9075|116.3220|museum
清华大学|Tsinghua University;清華大學;칭화대학교;칭화대;청화대학;清華大学|Beijing|CN|40.0000|116.3265|sight
潭柘寺|Tanzhe Temple;Tanzhesi;담자사;탄저쓰|Beijing|CN|39.9047|116.0280|religious
戒台寺|Jietai Temple;Jietaisi;戒臺寺|Beijing|CN|39.8697|116.0855|religious
居庸关长城|Juyongguan Great Wall;Juyong Pass;居庸關長城|Changping|CN|40.2889|116.0684|sight
司马台长城|Simatai Great Wall;司馬臺長城;司馬台長城|Luanping|CN|40.6544|117.2766|sight
金山岭长城|Jinshanling Great Wall;金山嶺長城|Luanping|CN|40.6760|117.2450|sight
西单|Xidan;Xidan Commercial Street;西單;시단;서단;西単|Beijing|CN|39.9100|116.3740|neighbourhood
金茂大厦|Jin Mao Tower;金茂大廈;진마오 타워;금무대하;진마오 빌딩;金茂タワー|Shanghai|CN|31.2377|121.5055|viewpoint
武康大楼|Wukang Mansion;Normandie Apartments;武康大樓;우캉 맨션;무강대루;우캉 빌딩|Shanghai|CN|31.2044|121.4376|sight
宋庆龄故居|Soong Ching-ling's Former Residence Shanghai;宋慶齡故居;쑹칭링 고거 상하이;송경령 고거;宋慶齢故居 上海|Shanghai|CN|31.2036|121.4365|museum
安福路|Anfu Road;Anfu Lu;안푸루;안복로|Shanghai|CN|31.2127|121.4430|neighbourhood
M50创意园|M50 Creative Park;M50 Art District;M50創意園;M50 창의원;모간산루 M50|Shanghai|CN|31.2495|121.4480|neighbourhood
四行仓库|Sihang Warehouse;Sihang Warehouse Memorial;四行倉庫;사행창고;쓰항 창고|Shanghai|CN|31.2446|121.4695|museum
上海海关大楼|Custom House Shanghai;Shanghai Customs House;上海海關大樓;상하이 세관 빌딩;상해 세관;上海海関ビル;江海関|Shanghai|CN|31.2387|121.4902|sight
佘山圣母大殿|Sheshan Basilica;Our Lady of Sheshan;佘山天主教堂;佘山聖母大殿;서산 성모대전;서산 성당;佘山聖母大聖堂|Shanghai|CN|31.0966|121.1880|religious
上海辰山植物园|Shanghai Chenshan Botanical Garden;Chenshan Botanical Garden;辰山植物園;上海辰山植物園|Shanghai|CN|31.0770|121.1830|park
浦东美术馆|Museum of Art Pudong;浦東美術館;푸둥 미술관;포동 미술관|Shanghai|CN|31.2400|121.4965|museum
上海动物园|Shanghai Zoo;上海動物園;상하이 동물원|Shanghai|CN|31.1920|121.3610|park
秦始皇陵|Mausoleum of Qin Shi Huang;Qin Shi Huang Mausoleum;秦始皇陵封土|Xi'an|CN|34.3811|109.2539|sight
高家大院|Gao's Courtyard;Gao Family Mansion Xi'an|Xi'an|CN|34.2644|108.9432|museum
大兴善寺|Daxingshan Temple;Daxingshansi;大興善寺|Xi'an|CN|34.2348|108.9433|religious
乾陵|Qianling Mausoleum;Qian Mausoleum|Xianyang|CN|34.5747|108.2136|sight
法门寺|Famen Temple;Famensi;法門寺|Fufeng|CN|34.4365|107.9010|religious
浣花溪公园|Huanhuaxi Park;浣花溪公園|Chengdu|CN|30.6555|104.0320|park
洛带古镇|Luodai Ancient Town;洛帶古鎮|Chengdu|CN|30.6360|104.3240|neighbourhood
安仁古镇|Anren Ancient Town;安仁古鎮|Chengdu|CN|30.5220|103.6160|neighbourhood
九眼桥|Jiuyan Bridge;Jiuyanqiao;九眼橋|Chengdu|CN|30.6422|104.0861|sight
成都博物馆|Chengdu Museum;成都博物館|Chengdu|CN|30.6575|104.0612|museum
鹅岭公园|Eling Park;鵝嶺公園|Chongqing|CN|29.5530|106.5300|park
重庆中国三峡博物馆|Three Gorges Museum;China Three Gorges Museum;三峡博物馆;三峽博物館;重慶中國三峽博物館|Chongqing|CN|29.5611|106.5504|museum
湖广会馆|Huguang Guild Hall;湖廣會館|Chongqing|CN|29.5620|106.5870|museum
十八梯|Shibati;Eighteen Steps|Chongqing|CN|29.5540|106.5750|neighbourhood
重庆罗汉寺|Luohan Temple Chongqing;重慶羅漢寺|Chongqing|CN|29.5613|106.5810|religious
武隆天生三桥|Three Natural Bridges Wulong;Tiansheng Sanqiao;武隆天生三橋|Wulong|CN|29.4383|107.7977|nature
净慈寺|Jingci Temple;淨慈寺|Hangzhou|CN|30.2295|120.1475|religious
曲院风荷|Quyuan Fenghe;Breeze-ruffled Lotus at Quyuan Garden;曲院風荷|Hangzhou|CN|30.2540|120.1390|park
太子湾公园|Taiziwan Park;太子灣公園|Hangzhou|CN|30.2300|120.1430|park
飞来峰|Feilai Feng;Peak That Flew Here;飛來峰|Hangzhou|CN|30.2395|120.1020|nature
胡雪岩故居|Hu Xueyan's Former Residence;Hu Xueyan Residence;胡雪巖故居|Hangzhou|CN|30.2437|120.1735|museum
东方之门|Gate of the Orient;東方之門|Suzhou|CN|31.3189|120.6747|sight
苏州双塔|Twin Pagodas Suzhou;Shuangta Pagodas;蘇州雙塔|Suzhou|CN|31.3078|120.6320|religious
枫桥|Maple Bridge;Fengqiao Suzhou;楓橋|Suzhou|CN|31.3160|120.5660|sight
退思园|Tuisi Garden;Retreat and Reflection Garden;退思園|Suzhou|CN|31.1568|120.7214|park
怡园|Yi Garden Suzhou;Garden of Pleasance;怡園|Suzhou|CN|31.3120|120.6160|park
乌衣巷|Wuyi Lane;Wuyixiang;烏衣巷|Nanjing|CN|32.0205|118.7885|neighbourhood
江南贡院|Jiangnan Examination Hall;Imperial Examination Museum Nanjing;江南貢院|Nanjing|CN|32.0220|118.7905|museum
瞻园|Zhan Garden;Zhanyuan;瞻園|Nanjing|CN|32.0199|118.7842|park
六朝博物馆|Six Dynasties Museum;六朝博物館|Nanjing|CN|32.0445|118.7965|museum
莫愁湖公园|Mochou Lake Park;Mochou Lake;莫愁湖公園|Nanjing|CN|32.0370|118.7560|park
朝天宫|Chaotian Palace;Chaotiangong;朝天宮|Nanjing|CN|32.0330|118.7760|museum
明故宫遗址|Ming Palace Ruins;Ming Imperial Palace Nanjing;明故宮遺址|Nanjing|CN|32.0378|118.8168|sight
中山纪念堂|Sun Yat-sen Memorial Hall Guangzhou;中山紀念堂|Guangzhou|CN|23.1333|113.2641|sight
怀圣寺|Huaisheng Mosque;Guangta Mosque;懷聖寺|Guangzhou|CN|23.1262|113.2613|religious
华南国家植物园|South China Botanical Garden;华南植物园;華南植物園;華南國家植物園|Guangzhou|CN|23.1810|113.3640|park
东山口|Dongshankou;東山口|Guangzhou|CN|23.1250|113.2960|neighbourhood
荔枝湾涌|Liwan Creek;Lizhiwan Chong;荔枝灣涌|Guangzhou|CN|23.1280|113.2440|neighbourhood
南头古城|Nantou Ancient City;南頭古城|Shenzhen|CN|22.5410|113.9230|neighbourhood
东门老街|Dongmen Pedestrian Street;Dongmen Old Street;東門老街|Shenzhen|CN|22.5470|114.1190|shop
海上世界|Sea World Shenzhen|Shenzhen|CN|22.4832|113.9144|sight
明华轮|Minghua Ship;Minghua;明華輪|Shenzhen|CN|22.4832|113.9144|sight
梧桐山|Wutong Mountain;Wutongshan|Shenzhen|CN|22.5823|114.2146|nature
大鹏所城|Dapeng Fortress;Dapeng Fortress Village;大鵬所城|Shenzhen|CN|22.5980|114.5060|sight
胡里山炮台|Hulishan Fortress;Hulishan Battery|Xiamen|CN|24.4340|118.1100|sight
集美学村|Jimei School Village;集美學村|Xiamen|CN|24.5770|118.1010|neighbourhood
厦门园林植物园|Xiamen Botanical Garden;Wanshi Botanical Garden;万石植物园;廈門園林植物園;萬石植物園|Xiamen|CN|24.4520|118.1090|park
厦门白城沙滩|Baicheng Beach;白城沙滩;廈門白城沙灘;白城沙灘|Xiamen|CN|24.4330|118.1000|beach
五四广场|May Fourth Square;Wusi Square;五四廣場;54광장;오사광장;5.4 광장;칭다오 54광장|Qingdao|CN|36.0620|120.3840|sight
青岛奥帆中心|Olympic Sailing Center Qingdao;奥帆中心;青島奧帆中心;칭다오 올림픽 요트센터;올림픽 요트 센터;奧帆中心|Qingdao|CN|36.0560|120.3880|sight
青岛第一海水浴场|Qingdao No. 1 Bathing Beach;First Bathing Beach Qingdao;第一海水浴场;제1해수욕장 칭다오;칭다오 제1해수욕장;青島第一海水浴場|Qingdao|CN|36.0580|120.3440|beach
小鱼山公园|Xiaoyushan Park;Little Fish Hill;小魚山公園;샤오위산 공원;소어산 공원|Qingdao|CN|36.0590|120.3290|viewpoint
信号山公园|Signal Hill Park;Xinhaoshan Park;信號山公園;신호산 공원;신하오산 공원|Qingdao|CN|36.0660|120.3240|viewpoint
小青岛|Little Qingdao Island;Xiaoqingdao;小青島;소청도 칭다오;샤오칭다오|Qingdao|CN|36.0550|120.3160|sight
劈柴院|Pichaiyuan;피차이위안;벽시원|Qingdao|CN|36.0680|120.3180|food
崂山太清宫|Taiqing Palace Laoshan;Taiqing Temple;太清宮;라오산 태청궁;노산 태청궁;嶗山太清宮|Qingdao|CN|36.1380|120.6720|religious
防洪纪念塔|Flood Control Monument Harbin;防洪紀念塔|Harbin|CN|45.7783|126.6167|sight
斯大林公园|Stalin Park Harbin;斯大林公園|Harbin|CN|45.7790|126.6220|park
哈尔滨极乐寺|Jile Temple Harbin;Temple of Bliss Harbin;哈爾濱極樂寺|Harbin|CN|45.7690|126.6560|religious
中华巴洛克历史文化街区|Old Daowai;Chinese Baroque Quarter;老道外;中華巴洛克;中華巴洛克歷史文化街區|Harbin|CN|45.7860|126.6400|neighbourhood
云南民族村|Yunnan Nationalities Village;雲南民族村|Kunming|CN|24.9710|102.6620|sight
金马碧鸡坊|Jinma Biji Arches;Golden Horse and Jade Rooster Arches;金馬碧雞坊|Kunming|CN|25.0360|102.7070|sight
大观楼|Daguan Pavilion;Grand View Tower Kunming;大觀樓|Kunming|CN|25.0230|102.6720|park
海埂大坝|Haigeng Dam;海埂大壩|Kunming|CN|24.9630|102.6480|viewpoint
斗南花市|Dounan Flower Market;斗南花卉市场;斗南花卉市場|Kunming|CN|24.8980|102.7870|market
官渡古镇|Guandu Ancient Town;官渡古鎮|Kunming|CN|24.9500|102.7500|neighbourhood
昆明金殿|Golden Temple Kunming;Jindian Kunming|Kunming|CN|25.0920|102.7740|religious
南屏街|Nanping Street;Nanping Pedestrian Street|Kunming|CN|25.0390|102.7120|shop
东西巷|Dongxi Alley;Dongxi Xiang;東西巷|Guilin|CN|25.2830|110.2965|neighbourhood
正阳步行街|Zhengyang Pedestrian Street;正陽步行街|Guilin|CN|25.2810|110.2930|shop
榕湖|Banyan Lake;Rong Lake|Guilin|CN|25.2780|110.2880|park
小昭寺|Ramoche Temple;Ramoche|Lhasa|CN|29.6578|91.1312|religious
宗角禄康公园|Zongjiao Lukang Park;宗角祿康公園|Lhasa|CN|29.6600|91.1160|park
Lukhang Temple|Lukhang;Lukhang Chapel|Lhasa|CN|29.6600|91.1160|religious
西藏博物馆|Tibet Museum;西藏博物館|Lhasa|CN|29.6540|91.1010|museum
药王山|Chakpori;Chagpori Hill;藥王山|Lhasa|CN|29.6542|91.1107|viewpoint
甘丹寺|Ganden Monastery;Ganden|Lhasa|CN|29.7570|91.4731|religious
扎什伦布寺|Tashilhunpo Monastery;Tashilhunpo;扎什倫布寺|Rikaze|CN|29.2690|88.8680|religious
白居寺|Pelkor Chode Monastery;Palcho Monastery|Jiangzi|CN|28.9423|89.5957|religious
Gyantse Kumbum|Pelkor Chode Kumbum;白居塔|Jiangzi|CN|28.9423|89.5957|religious
九华山|Mount Jiuhua;Jiuhuashan;九華山|Chizhou|CN|30.4820|117.8060|religious
徽州古城|Huizhou Ancient City;Shexian Old Town;歙县古城;歙縣古城|Huangshan|CN|29.8680|118.4330|neighbourhood
泉州西街|Quanzhou West Street;West Street Quanzhou|Quanzhou|CN|24.9110|118.5850|neighbourhood
洛阳桥|Luoyang Bridge Quanzhou;Wan'an Bridge;洛陽橋|Quanzhou|CN|24.9570|118.6760|sight
武夷山风景名胜区|Mount Wuyi;Wuyi Mountains;Wuyishan Scenic Area;武夷山風景名勝區|Wuyishan|CN|27.6550|117.9600|nature
滕王阁|Tengwang Pavilion;Pavilion of Prince Teng;滕王閣|Nanchang|CN|28.6811|115.8835|sight
御窑厂|Imperial Kiln Site Jingdezhen;Jingdezhen Imperial Kiln Museum;御窯廠|Jingdezhen|CN|29.2980|117.2090|museum
陶溪川|Taoxichuan;Taoxichuan Ceramic Art Avenue|Jingdezhen|CN|29.2920|117.2290|neighbourhood
金山寺|Jinshan Temple Zhenjiang;Golden Hill Temple|Zhenjiang|CN|32.2193|119.4237|religious
西津渡|Xijindu Ancient Street;Xijin Ferry|Zhenjiang|CN|32.2151|119.4386|neighbourhood
北固山|Beigu Hill;Beigushan|Zhenjiang|CN|32.2240|119.4830|viewpoint
惠山古镇|Huishan Ancient Town;惠山古鎮|Wuxi|CN|31.5860|120.2760|neighbourhood
寄畅园|Jichang Garden;Jichangyuan;寄暢園|Wuxi|CN|31.5860|120.2760|park
南长街|Nanchang Street Wuxi;南長街|Wuxi|CN|31.5640|120.3030|neighbourhood
清名桥|Qingming Bridge Wuxi;Qingming Bridge;清名橋|Wuxi|CN|31.5640|120.3030|sight
天宁寺|Tianning Temple Changzhou;天寧寺|Changzhou|CN|31.7794|119.9727|religious
乌镇西栅|Wuzhen West Scenic Zone;Xizha;烏鎮西柵|Tongxiang|CN|30.7480|120.4840|neighbourhood
乌镇东栅|Wuzhen East Scenic Zone;Dongzha;烏鎮東柵|Tongxiang|CN|30.7450|120.4950|neighbourhood
仓桥直街|Cangqiao Street;倉橋直街|Shaoxing|CN|30.0030|120.5760|neighbourhood
绍兴东湖|East Lake Shaoxing;紹興東湖|Shaoxing|CN|30.0000|120.6310|nature
书圣故里|Shusheng Guli;Calligraphy Sage's Hometown;書聖故里|Shaoxing|CN|30.0060|120.5820|neighbourhood
宁波老外滩|Ningbo Old Bund;Laowaitan;寧波老外灘|Ningbo|CN|29.8780|121.5550|neighbourhood
宁波月湖|Moon Lake Ningbo;Yuehu;寧波月湖|Ningbo|CN|29.8680|121.5390|park
南湖|Nanhu Lake Jiaxing;South Lake Jiaxing;嘉兴南湖;嘉興南湖|Jiaxing|CN|30.7530|120.7640|nature
莫干山|Moganshan;Mount Mogan|Huzhou|CN|30.6070|119.8740|nature
普陀山南海观音|Nanhai Guanyin Putuoshan;South Sea Guanyin;南海觀音;普陀山南海觀音|Zhoushan|CN|29.9770|122.3870|religious
台州府城墙|Taizhou Ancient City Wall;Linhai City Wall;臺州府城牆;台州府城牆|Linhai|CN|28.8500|121.1180|sight
紫阳街|Ziyang Street Linhai;紫陽街|Linhai|CN|28.8530|121.1220|neighbourhood
横店影视城|Hengdian World Studios;橫店影視城|Dongyang|CN|29.1580|120.3150|sight
千佛山|Thousand Buddha Mountain;Qianfoshan|Jinan|CN|36.6430|117.0310|religious
芙蓉街|Furong Street Jinan|Jinan|CN|36.6660|117.0210|food
黑虎泉|Black Tiger Spring;Heihu Spring|Jinan|CN|36.6600|117.0290|nature
蓬莱阁|Penglai Pavilion;蓬萊閣|Dengzhou|CN|37.8245|120.7470|sight
刘公岛|Liugong Island;劉公島|Weihai|CN|37.5040|122.1880|nature
大相国寺|Daxiangguo Temple;Xiangguo Temple;大相國寺|Kaifeng|CN|34.7927|114.3558|religious
龙亭公园|Longting Park;Dragon Pavilion Kaifeng;龍亭公園|Kaifeng|CN|34.8097|114.3497|park
河南博物院|Henan Museum;Henan Provincial Museum|Zhengzhou|CN|34.7880|113.6720|museum
少林寺塔林|Shaolin Pagoda Forest;Pagoda Forest Shaolin;塔林|Songyang|CN|34.5080|112.9320|religious
殷墟|Yinxu;Ruins of Yin;Yin Xu|Anyang|CN|36.1260|114.3180|sight
普宁寺|Puning Temple;Temple of Universal Peace;普寧寺|Chengde|CN|41.0080|117.9400|religious
正定隆兴寺|Longxing Temple;Longxing Monastery Zhengding;正定隆興寺|Shijiazhuang|CN|38.1480|114.5760|religious
塔院寺|Tayuan Temple Wutaishan;Tayuan Monastery|Fanshi|CN|39.0060|113.5980|religious
应县木塔|Yingxian Wooden Pagoda;Pagoda of Fogong Temple;應縣木塔|Yingxian|CN|39.5650|113.1840|religious
晋祠|Jinci Temple;Jin Temple;晉祠|Taiyuan|CN|37.7060|112.4380|religious
平遥县衙|Pingyao County Government Office;Pingyao Yamen;平遙縣衙|Gutao|CN|37.2010|112.1740|museum
户部巷|Hubu Alley;Hubuxiang;戶部巷|Wuhan|CN|30.5470|114.3010|food
湖北省博物馆|Hubei Provincial Museum;Hubei Museum;湖北省博物館|Wuhan|CN|30.5620|114.3650|museum
武汉东湖|East Lake Wuhan;Donghu Wuhan;武漢東湖|Wuhan|CN|30.5550|114.3850|nature
武汉大学|Wuhan University;武漢大學|Wuhan|CN|30.5380|114.3650|sight
江汉路步行街|Jianghan Road Pedestrian Street;Jianghan Road;江漢路步行街|Wuhan|CN|30.5800|114.2880|shop
归元寺|Guiyuan Temple;歸元寺|Wuhan|CN|30.5490|114.2600|religious
昙华林|Tanhualin;曇華林|Wuhan|CN|30.5520|114.3090|neighbourhood
太平街|Taiping Street Changsha;Taiping Old Street|Changsha|CN|28.1950|112.9730|neighbourhood
坡子街|Pozi Street;Pozijie|Changsha|CN|28.1920|112.9740|food
天心阁|Tianxin Pavilion;天心閣|Changsha|CN|28.1870|112.9790|sight
岳麓山|Yuelu Mountain;Yuelushan;嶽麓山|Changsha|CN|28.1947|112.9433|nature
岳阳楼|Yueyang Tower;岳陽樓|Yueyang|CN|29.3794|113.0926|sight
潮州开元寺|Kaiyuan Temple Chaozhou;Chaozhou Kaiyuan Temple;潮州開元寺|Chaozhou|CN|23.6660|116.6420|religious
岭南天地|Lingnan Tiandi;嶺南天地|Foshan|CN|23.0330|113.1090|neighbourhood
清晖园|Qinghui Garden;清暉園|Shunde|CN|22.8410|113.2540|park
珠海渔女|Fisher Girl Statue Zhuhai;Zhuhai Fisher Girl;珠海漁女|Zhuhai|CN|22.2710|113.5900|sight
珠海长隆海洋王国|Chimelong Ocean Kingdom;長隆海洋王國;珠海長隆海洋王國|Zhuhai|CN|22.1010|113.5360|sight
汕头小公园|Shantou Small Park;Xiaogongyuan Shantou;汕頭小公園|Shantou|CN|23.3560|116.6790|neighbourhood
北海老街|Beihai Old Street;Zhuhai Road Beihai|Beihai|CN|21.4870|109.1150|neighbourhood
北海银滩|Silver Beach Beihai;Beihai Silver Beach;北海銀灘|Beihai|CN|21.4080|109.1440|beach
德天瀑布|Detian Waterfall;Ban Gioc–Detian Falls|Taocheng|CN|22.8556|106.7227|nature
南山文化旅游区|Nanshan Cultural Tourism Zone;南山文化旅遊區|Sanya|CN|18.2970|109.2080|religious
南山海上观音|Nanshan Guanyin;Nanshan Sea Guanyin;南山海上觀音|Sanya|CN|18.2970|109.2080|religious
鹿回头|Luhuitou;Luhuitou Park;鹿回頭|Sanya|CN|18.2230|109.5120|viewpoint
海口骑楼老街|Haikou Qilou Old Street;Qilou Old Street;騎樓老街;海口騎樓老街|Haikou|CN|20.0460|110.3460|neighbourhood
大理洋人街|Foreigner Street Dali;Yangren Jie|Dali|CN|25.6950|100.1600|shop
沙州夜市|Shazhou Night Market;Dunhuang Night Market|Shazhou|CN|40.1430|94.6620|food
中山桥|Zhongshan Bridge Lanzhou;Yellow River Iron Bridge;中山橋|Lanzhou|CN|36.0659|103.8235|sight
白塔山公园|White Pagoda Hill Lanzhou;Baitashan Park;白塔山公園|Lanzhou|CN|36.0700|103.8250|viewpoint
甘肃省博物馆|Gansu Provincial Museum;Gansu Museum;甘肅省博物館|Lanzhou|CN|36.0640|103.7620|museum
麦积山石窟|Maijishan Grottoes;Maiji Mountain Grottoes;麥積山石窟|Tianshui|CN|34.3522|106.0017|sight
塔尔寺|Kumbum Monastery;Ta'er Temple;Kumbum;塔爾寺|Lushar|CN|36.4866|101.5687|religious
东关清真大寺|Dongguan Mosque Xining;Xining Great Mosque;東關清真大寺|Xining|CN|36.6150|101.7900|religious
香妃墓|Afaq Khoja Mausoleum;Abakh Hoja Tomb;Fragrant Concubine's Tomb|Kashgar|CN|39.4920|76.0270|religious
高昌故城|Gaochang Ruins;Gaochang Ancient City;Karakhoja|Turpan|CN|42.8510|89.5270|sight
新疆国际大巴扎|International Grand Bazaar Urumqi;Erdaoqiao Bazaar;新疆國際大巴扎|Urumqi|CN|43.7750|87.6150|market
大召寺|Dazhao Temple;Da Zhao Temple Hohhot|Hohhot|CN|40.8040|111.6560|religious
西夏王陵|Western Xia Tombs;Xixia Imperial Tombs|Yinchuan|CN|38.4330|106.0000|sight
沈阳故宫|Mukden Palace;Shenyang Imperial Palace;瀋陽故宮|Shenyang|CN|41.7967|123.4561|sight
张氏帅府|Zhang's Mansion Shenyang;Zhang Xueliang's Mansion;張氏帥府|Shenyang|CN|41.7930|123.4620|museum
星海广场|Xinghai Square;星海廣場|Dalian|CN|38.8800|121.5860|sight
伪满皇宫博物院|Museum of the Imperial Palace of Manchukuo;Puppet Emperor's Palace;偽滿皇宮;偽滿皇宮博物院|Changchun|CN|43.9050|125.3390|museum
长白山天池|Heaven Lake Changbaishan;Changbai Mountain Tianchi;Paektu Heaven Lake;長白山天池;백두산 천지|Songjianghe|CN|42.0060|128.0560|nature
五大道|Five Great Avenues;Wudadao|Tianjin|CN|39.1120|117.1950|neighbourhood
天津古文化街|Ancient Culture Street Tianjin;古文化街|Tianjin|CN|39.1430|117.1910|shop
意式风情区|Italian Style Town Tianjin;Italian Concession Tianjin;意式風情區|Tianjin|CN|39.1380|117.2010|neighbourhood
美利樓|Murray House;美利楼;머레이 하우스;머레이하우스;マレーハウス|Hong Kong|HK|22.2180|114.2100|sight
中銀大廈|Bank of China Tower;中银大厦;중국은행 타워;뱅크 오브 차이나 타워;중은대하;中国銀行タワー|Hong Kong|HK|22.2793|114.1615|sight
滙豐總行大廈|HSBC Main Building;HSBC Building Hong Kong;汇丰总行大厦;HSBC 본사 빌딩;HSBC 빌딩 홍콩;香港上海銀行本店ビル;HSBC本店ビル|Hong Kong|HK|22.2803|114.1594|sight
國際金融中心|IFC Hong Kong;International Finance Centre;IFC Mall;国际金融中心;IFC몰;IFC 몰;국제금융센터 홍콩;IFCモール|Hong Kong|HK|22.2855|114.1585|shop
銅鑼灣時代廣場|Times Square Hong Kong;铜锣湾时代广场;타임스스퀘어 홍콩;타임스 스퀘어 홍콩;タイムズ・スクエア 香港|Hong Kong|HK|22.2781|114.1820|shop
維多利亞公園|Victoria Park Hong Kong;维多利亚公园;빅토리아 공원;빅토리아 파크 홍콩;ビクトリア公園 香港;ヴィクトリア公園 香港|Hong Kong|HK|22.2820|114.1880|park
金紫荊廣場|Golden Bauhinia Square;金紫荆广场;금자형 광장;골든 바우히니아 광장;金紫荊広場;ゴールデン・バウヒニア広場|Hong Kong|HK|22.2845|114.1735|sight
西九文化區|West Kowloon Cultural District;西九文化区;서구룡 문화지구;웨스트 구룡 문화지구|Hong Kong|HK|22.3030|114.1600|neighbourhood
香港太空館|Hong Kong Space Museum;香港太空馆;홍콩 우주박물관;홍콩 스페이스 뮤지엄;香港宇宙館|Hong Kong|HK|22.2943|114.1719|museum
香港科學館|Hong Kong Science Museum;香港科学馆;홍콩 과학관;홍콩 과학박물관;香港科学館|Hong Kong|HK|22.3010|114.1770|museum
重慶大廈|Chungking Mansions;重庆大厦;청킹맨션;청킹 맨션;중경대하;重慶マンション;チョンキンマンション|Hong Kong|HK|22.2965|114.1722|sight
嘉咸街街市|Graham Street Market;嘉咸街;그레이엄 스트리트 마켓;그레이엄 스트리트|Hong Kong|HK|22.2840|114.1540|market
中環街市|Central Market Hong Kong;中环街市;센트럴 마켓 홍콩;중환가시;セントラル・マーケット 香港|Hong Kong|HK|22.2850|114.1555|market
聖約翰座堂|St. John's Cathedral Hong Kong;圣约翰座堂;세인트 존스 성당 홍콩;성 요한 성당 홍콩;セント・ジョンズ大聖堂 香港|Hong Kong|HK|22.2790|114.1600|religious
盧吉道|Lugard Road;卢吉道;루가드 로드;루가드로드|Hong Kong|HK|22.2760|114.1450|viewpoint
春秧街|Chun Yeung Street Market;Chun Yeung Street;춘영 스트리트;춘영가 트램시장|Hong Kong|HK|22.2910|114.1980|market
跑馬地馬場|Happy Valley Racecourse;跑马地马场;해피밸리 경마장;해피 밸리 경마장;ハッピーバレー競馬場|Hong Kong|HK|22.2720|114.1830|sight
波鞋街|Sneakers Street;Fa Yuen Street;花園街;스니커즈 스트리트;운동화 거리;파위엔 스트리트|Hong Kong|HK|22.3190|114.1720|shop
香港文化博物館|Hong Kong Heritage Museum;香港文化博物馆;홍콩 문화박물관;홍콩 헤리티지 뮤지엄|Hong Kong|HK|22.3770|114.1850|museum
大帽山|Tai Mo Shan;타이모산;대모산 홍콩;タイモーシャン|Hong Kong|HK|22.4100|114.1240|nature
鳳凰山|Lantau Peak;Fung Wong Shan;凤凰山;란타우 피크;봉황산 홍콩|Hong Kong|HK|22.2550|113.9200|nature
香港海防博物館|Hong Kong Museum of Coastal Defence;Museum of Coastal Defence;香港海防博物馆;홍콩 해방박물관;홍콩 해안방어박물관|Hong Kong|HK|22.2820|114.2360|museum
哪吒廟|Na Tcha Temple;Templo de Na Tcha;哪吒庙;나차 사원;나타묘;ナーチャ廟|Macau|MO|22.1975|113.5400|religious
仁慈堂|Holy House of Mercy;Santa Casa da Misericórdia;자비의 성채;산타 카사 다 미제리코르디아|Macau|MO|22.1932|113.5400|museum
民政總署大樓|Leal Senado Building;Edifício do Leal Senado;民政总署大楼;릴 세나도 빌딩;민정총서;民政総署|Macau|MO|22.1935|113.5390|sight
聖奧斯定教堂|St. Augustine's Church Macau;Igreja de Santo Agostinho;圣奥斯定教堂;성 어거스틴 성당 마카오;聖オーガスチン教会|Macau|MO|22.1915|113.5380|religious
港務局大樓|Moorish Barracks;Quartel dos Mouros;港务局大楼;무어리시 배럭;무어리시 병영;ムーア人の兵舎;港務局ビル|Macau|MO|22.1875|113.5335|sight
澳門海事博物館|Macau Maritime Museum;Museu Marítimo de Macau;澳门海事博物馆;마카오 해사박물관;마카오 해양박물관;マカオ海事博物館|Macau|MO|22.1865|113.5315|museum
新馬路|Avenida de Almeida Ribeiro;San Ma Lo;新马路;신마로;알메이다 리베이루 거리;アルメイダ・リベイロ通り|Macau|MO|22.1937|113.5375|shop
福隆新街|Rua da Felicidade;펠리시다데 거리;복륭신가;フェリシダデ通り|Macau|MO|22.1940|113.5360|food
澳門漁人碼頭|Macau Fisherman's Wharf;Fisherman's Wharf Macau;澳门渔人码头;마카오 피셔맨스 워프;피셔맨스 워프 마카오;マカオ・フィッシャーマンズワーフ|Macau|MO|22.1920|113.5560|sight
觀音像|Kun Iam Statue;Estátua de Kun Iam;观音像;관음상 마카오;마카오 관음상;観音像 マカオ|Macau|MO|22.1850|113.5520|sight
澳門科學館|Macao Science Center;Centro de Ciência de Macau;澳门科学馆;마카오 과학관;마카오 사이언스 센터;マカオ科学館|Macau|MO|22.1880|113.5520|museum
塔石廣場|Tap Seac Square;Praça do Tap Seac;塔石广场;탑섹 광장;탑석 광장;タップセック広場|Macau|MO|22.1980|113.5470|sight
澳門巴黎人|The Parisian Macao;澳门巴黎人;파리지앵 마카오;パリジャン・マカオ|Macau|MO|22.1440|113.5622|sight
澳門巴黎鐵塔|Parisian Macao Eiffel Tower;Eiffel Tower Macao;澳门巴黎铁塔;파리지앵 에펠탑|Macau|MO|22.1440|113.5622|viewpoint
嘉模聖母堂|Our Lady of Carmel Church;Igreja de Nossa Senhora do Carmo;嘉模圣母堂;까르모 성당;타이파 까르모 성당;カルモ教会|Macau|MO|22.1540|113.5590|religious
北京天文馆|Beijing Planetarium;北京天文館|Beijing|CN|39.9370|116.3370|museum
北京展览馆|Beijing Exhibition Center;北京展覽館;北京展覧館|Beijing|CN|39.9380|116.3420|sight
五塔寺|Wuta Temple;Five Pagoda Temple;Zhenjue Temple|Beijing|CN|39.9446|116.3378|religious
十七孔桥|Seventeen-Arch Bridge;十七孔橋;십칠공교;17공교|Beijing|CN|39.9920|116.2757|sight
佛香阁|Tower of Buddhist Incense;Foxiang Ge;佛香閣;불향각;포샹거;仏香閣|Beijing|CN|39.9998|116.2731|religious
祈年殿|Hall of Prayer for Good Harvests;Qiniandian;기년전;치녠뎬|Beijing|CN|39.8822|116.4066|religious
圜丘坛|Circular Mound Altar;Huanqiu Altar;圜丘壇;환구단 베이징;환추탄|Beijing|CN|39.8772|116.4068|religious
太和殿|Hall of Supreme Harmony;Taihedian;태화전|Beijing|CN|39.9155|116.3904|sight
午门|Meridian Gate;Wumen;午門;오문 자금성|Beijing|CN|39.9130|116.3908|sight
神武门|Gate of Divine Prowess;Shenwumen;神武門;자금성 신무문;선우먼|Beijing|CN|39.9205|116.3906|sight
北海白塔|White Dagoba Beihai;Beihai White Pagoda;北海白塔寺;북해 백탑;베이하이 백탑|Beijing|CN|39.9248|116.3865|religious
上海大世界|Great World Shanghai;Dashijie;Da Shi Jie;대세계 상하이;상하이 다스제|Shanghai|CN|31.2302|121.4793|sight
上海大剧院|Shanghai Grand Theatre;上海大劇院;상하이 대극원;상하이 그랜드 시어터|Shanghai|CN|31.2307|121.4707|sight
外滩源|Rockbund;Bund Origin;外灘源;와이탄위안;외탄원|Shanghai|CN|31.2430|121.4880|neighbourhood
湖心亭茶楼|Huxinting Teahouse;Mid-Lake Pavilion Teahouse;湖心亭茶樓;호심정 찻집;후신팅 찻집|Shanghai|CN|31.2275|121.4920|food
上海人民公园|People's Park Shanghai;上海人民公園;상하이 인민공원;인민공원 상하이|Shanghai|CN|31.2335|121.4720|park
湖滨步行街|Hubin Pedestrian Street;Hubin Road;湖濱步行街|Hangzhou|CN|30.2580|120.1640|shop
北山街|Beishan Street Hangzhou;Beishan Road|Hangzhou|CN|30.2600|120.1450|neighbourhood
海心沙|Haixinsha Island;Haixinsha|Guangzhou|CN|23.1150|113.3260|park
广州大剧院|Guangzhou Opera House;廣州大劇院|Guangzhou|CN|23.1170|113.3240|sight
深圳湾公园|Shenzhen Bay Park;深圳灣公園|Shenzhen|CN|22.5150|113.9500|park
布达拉宫广场|Potala Palace Square;布達拉宮廣場|Lhasa|CN|29.6535|91.1172|sight
四方街|Sifang Street;Square Street Lijiang|Lijiang|CN|26.8727|100.2339|neighbourhood
大理人民路|Renmin Road Dali;Dali Renmin Road|Dali|CN|25.6930|100.1620|neighbourhood
报国寺|Baoguo Temple;Baoguosi;報國寺|Suishan|CN|29.5920|103.4590|religious
上下杭|Shangxiahang;Shangxiahang Historic District|Fuzhou|CN|26.0530|119.3020|neighbourhood
泉州关岳庙|Guanyue Temple Quanzhou;Tonghuai Guanyue Temple;泉州關岳廟|Quanzhou|CN|24.9058|118.5905|religious
心經簡林|Wisdom Path Lantau;Wisdom Path;心经简林;위즈덤 패스;심경간림;心経簡林|Hong Kong|HK|22.2545|113.9020|sight
蒲台島|Po Toi Island;Po Toi;蒲台岛|Hong Kong|HK|22.1650|114.2540|nature
深水灣|Deep Water Bay;深水湾;딥워터베이;딥 워터 베이|Hong Kong|HK|22.2440|114.1840|beach
香港摩天輪|Hong Kong Observation Wheel;香港摩天轮;홍콩 관람차;홍콩 대관람차;홍콩 옵저베이션 휠;香港観覧車|Hong Kong|HK|22.2855|114.1615|viewpoint
添馬公園|Tamar Park;添马公园;타마르 공원;타마 공원|Hong Kong|HK|22.2830|114.1660|park
香港會議展覽中心|Hong Kong Convention and Exhibition Centre;HKCEC;香港会议展览中心;홍콩 컨벤션센터;홍콩 컨벤션 센터;홍콩 컨벤션 앤 엑시비션 센터;香港コンベンション・アンド・エキシビション・センター|Hong Kong|HK|22.2830|114.1730|sight
九龍清真寺|Kowloon Mosque;Kowloon Masjid;九龙清真寺;구룡 모스크;카오룽 모스크|Hong Kong|HK|22.2990|114.1720|religious
朗豪坊|Langham Place Mong Kok;朗豪坊商場;랭함 플레이스;랭햄 플레이스;朗豪坊商场|Hong Kong|HK|22.3180|114.1690|shop
東方基金會會址|Casa Garden;Casa Garden Macau;东方基金会会址;까사 가든;카사 가든 마카오|Macau|MO|22.1975|113.5385|sight
盧家大屋|Lou Kau Mansion;Casa de Lou Kau;卢家大屋;로우카우 맨션;노가대옥;盧家屋敷|Macau|MO|22.1945|113.5395|museum
何東圖書館|Sir Robert Ho Tung Library;Biblioteca Sir Robert Ho Tung;何东图书馆;로버트 호퉁 도서관|Macau|MO|22.1918|113.5378|sight
聖安多尼教堂|St. Anthony's Church Macau;Igreja de Santo António;圣安多尼教堂;성 안토니오 성당 마카오;聖アントニオ教会 マカオ|Macau|MO|22.1985|113.5380|religious
南灣湖|Nam Van Lake;Lago Nam Van;南湾湖;남반 호수;남완 호수;南湾湖 マカオ|Macau|MO|22.1880|113.5370|nature
万春亭|Wanchun Pavilion;Jingshan Summit;萬春亭;만춘정|Beijing|CN|39.9251|116.3903|viewpoint
北京宋庆龄故居|Soong Ching-ling's Former Residence Beijing;北京宋慶齡故居|Beijing|CN|39.9435|116.3805|museum
历代帝王庙|Temple of Ancient Monarchs;Lidai Diwang Miao;歷代帝王廟;歴代帝王廟|Beijing|CN|39.9250|116.3630|religious
妙应寺白塔|Miaoying Temple;White Dagoba Temple;白塔寺;妙應寺白塔;묘응사 백탑;백탑사 베이징;妙応寺白塔|Beijing|CN|39.9241|116.3581|religious
上海黄浦公园|Huangpu Park;黃浦公園;황푸 공원;황포공원;黄浦公園;上海黃浦公園|Shanghai|CN|31.2420|121.4890|park
上海中山公园|Zhongshan Park Shanghai;上海中山公園;상하이 중산공원|Shanghai|CN|31.2200|121.4180|park
豫园九曲桥|Zigzag Bridge Yu Garden;Nine-Turn Bridge;九曲橋;구곡교 예원;예원 구곡교;豫園九曲橋|Shanghai|CN|31.2273|121.4918|sight
上海展览中心|Shanghai Exhibition Centre;上海展覽中心;상하이 전람중심;상하이 전시센터;上海展覧センター;上海展覧中心|Shanghai|CN|31.2250|121.4470|sight
大慈恩寺|Da Ci'en Temple;Daci'en Temple|Xi'an|CN|34.2200|108.9640|religious
二沙岛|Ersha Island;二沙島|Guangzhou|CN|23.1130|113.3050|neighbourhood
深圳市民中心|Shenzhen Civic Center;深圳市民中心廣場|Shenzhen|CN|22.5430|114.0590|sight
新街口|Xinjiekou Nanjing;新街口商圈|Nanjing|CN|32.0420|118.7840|shop
武林广场|Wulin Square;武林廣場|Hangzhou|CN|30.2720|120.1640|sight
青馬大橋|Tsing Ma Bridge;青马大桥;칭마대교;칭마 대교|Hong Kong|HK|22.3510|114.0740|sight
西港城|Western Market Hong Kong;Western Market;웨스턴 마켓 홍콩;서항성|Hong Kong|HK|22.2870|114.1505|shop
赤柱卜公碼頭|Blake Pier at Stanley;Blake Pier;卜公码头;블레이크 피어;스탠리 블레이크 부두;赤柱卜公码头|Hong Kong|HK|22.2175|114.2110|sight
戀愛巷|Travessa da Paixão;Love Lane Macau;恋爱巷;연애항;러브레인 마카오;ラブレーン マカオ;恋愛巷|Macau|MO|22.1972|113.5398|sight
老虎滩海洋公园|Laohutan Ocean Park;Tiger Beach Ocean Park;老虎灘海洋公園|Dalian|CN|38.8707|121.6768|sight
乾清宫|Palace of Heavenly Purity;Qianqinggong;乾清宮;건청궁 자금성;건청궁 베이징|Beijing|CN|39.9183|116.3905|sight
御花园|Imperial Garden Forbidden City;Yuhuayuan;御花園;어화원;자금성 어화원|Beijing|CN|39.9195|116.3905|park
皇穹宇|Imperial Vault of Heaven;Echo Wall;回音壁;천단 황궁우;회음벽|Beijing|CN|39.8797|116.4066|religious
藍屋|Blue House Wan Chai;Blue House Hong Kong;蓝屋;블루하우스 홍콩;블루 하우스 완차이|Hong Kong|HK|22.2748|114.1727|sight
皇后像廣場|Statue Square;皇后像广场;스태츄 스퀘어;황후상 광장;皇后像広場|Hong Kong|HK|22.2810|114.1600|sight
香港大會堂|Hong Kong City Hall;香港大会堂;홍콩 대회당;홍콩 시티홀|Hong Kong|HK|22.2830|114.1610|sight
小樽三角市場|Otaru Sankaku Market;Sankaku Market;三角市场;산카쿠 시장;오타루 삼각시장;小樽三角市场|Otaru|JP|43.1983|140.9928|market
北一硝子三号館|Kitaichi Glass;Kitaichi Glass No.3;기타이치 글라스;키타이치 글라스;기타이치 가라스;北一硝子三號館;北一硝子三号馆|Otaru|JP|43.1925|141.0034|shop
北一ホール|Kitaichi Hall;키타이치 홀|Otaru|JP|43.1925|141.0034|food
日本銀行旧小樽支店金融資料館|Bank of Japan Otaru Museum;Former Bank of Japan Otaru Branch;일본은행 구 오타루 지점;일본은행 오타루 금융자료관;日本銀行舊小樽支店金融資料館;日本银行旧小樽支店金融资料馆|Otaru|JP|43.1978|140.9967|museum
小樽メルヘン交差点|Märchen Crossing;メルヘン交差点;메르헨 교차로;메르헨 광장|Otaru|JP|43.1907|141.0057|sight
小樽蒸気時計|Otaru Steam Clock;오타루 증기시계|Otaru|JP|43.1907|141.0057|sight
ニッカウヰスキー余市蒸溜所|Nikka Whisky Yoichi Distillery;Yoichi Distillery;余市蒸溜所;닛카 위스키 요이치 증류소;요이치 증류소;닛카 요이치 증류소;요이치 양조장;餘市蒸溜所|Yoichi|JP|43.1883|140.7876|sight
神威岬|Cape Kamui;Kamui Misaki;Shakotan Cape Kamui;카무이 곶;카무이곶;가무이 곶;카무이 미사키|Iwanai|JP|43.3333|140.3472|viewpoint
ウポポイ|Upopoy;Upopoy National Ainu Museum;国立アイヌ民族博物館;National Ainu Museum;우포포이;국립 아이누 민족박물관|Shiraoi|JP|42.5565|141.3575|museum
北海道開拓の村|Historical Village of Hokkaido;Hokkaido Kaitaku no Mura;홋카이도 개척촌;홋카이도 개척마을;北海道开拓村;北海道開拓村|Sapporo|JP|43.0488|141.4962|museum
宗谷岬|Cape Soya;Soya Misaki;소야 곶;소야곶;소야 미사키|Wakkanai|JP|45.5228|141.9364|viewpoint
知床五湖|Shiretoko Five Lakes;Shiretoko Goko;시레토코 오호;시레토코 고코;시레토코오호|Shibetsu|JP|44.1217|145.0800|nature
屈斜路湖|Lake Kussharo;Kussharo-ko|Kitami|JP|43.6200|144.3300|nature
阿寒湖アイヌコタン|Akanko Ainu Kotan;Ainu Kotan Akan;阿寒湖阿伊努村;阿寒湖愛努村|Kushiro|JP|43.4325|144.0880|neighbourhood
釧路湿原|Kushiro Marsh;Kushiro Shitsugen;Kushiro Wetlands;Kushiro-shitsugen National Park;구시로 습원;쿠시로 습원;구시로습원;釧路濕原;钏路湿原|Kushiro|JP|43.1000|144.4000|nature
大沼公園|Onuma Park;Onuma Quasi-National Park;Lake Onuma;오누마 공원;오누마공원;大沼公园|Hakodate|JP|41.9760|140.6720|park
カトリック元町教会|Motomachi Catholic Church;Hakodate Motomachi Catholic Church;모토마치 가톨릭 교회;하코다테 모토마치 성당;函馆元町天主教堂;函館元町天主教堂|Hakodate|JP|41.7626|140.7130|religious
湯の川温泉|Yunokawa Onsen;Yunokawa Hot Spring;유노카와 온천;汤之川温泉;湯之川溫泉|Hakodate|JP|41.7775|140.7885|neighbourhood
北海道大学植物園|Hokkaido University Botanic Garden;Sapporo Botanic Garden;홋카이도대학 식물원;홋카이도 대학 식물원;北海道大學植物園;北海道大学植物园|Sapporo|JP|43.0635|141.3425|park
円山公園 (札幌)|Maruyama Park Sapporo;Sapporo Maruyama Park;삿포로 마루야마 공원;札幌圆山公园;札幌圓山公園|Sapporo|JP|43.0553|141.3155|park
サッポロファクトリー|Sapporo Factory;삿포로 팩토리;札幌工厂;札幌工廠|Sapporo|JP|43.0655|141.3630|shop
恐山|Osorezan;Mount Osore;Osorezan Bodaiji;恐山菩提寺|Mutsu|JP|41.3277|141.0898|religious
立佞武多の館|Tachineputa Museum;Tachi Neputa no Yakata;Tachineputa House|Goshogawara|JP|40.8085|140.4425|museum
入道崎|Cape Nyudo;Nyudozaki|Oga|JP|40.0035|139.7018|viewpoint
乳頭温泉郷|Nyuto Onsen;Nyuto Onsenkyo;뉴토 온천;뉴토온천향;뉴토 온천향;乳頭溫泉鄉;乳头温泉乡|Semboku|JP|39.8000|140.8000|neighbourhood
盛岡城跡公園|Morioka Castle Site Park;Iwate Park;岩手公園;Morioka Castle Ruins;盛冈城迹公园;岩手公园|Morioka|JP|39.6997|141.1514|park
浄土ヶ浜|Jodogahama Beach;Jōdogahama;净土之滨;淨土之濱|Miyako|JP|39.6515|141.9800|beach
猊鼻渓|Geibikei Gorge;Geibikei;猊鼻溪|Ichinoseki|JP|38.9893|141.2530|nature
小岩井農場|Koiwai Farm;Koiwai Noujou;小岩井农场|Shizukuishi|JP|39.7555|141.0010|sight
仙台朝市|Sendai Asaichi;Sendai Morning Market|Sendai|JP|38.2585|140.8800|market
福浦橋|Fukuurabashi;Fukuura Bridge;福浦桥|Matsushima|JP|38.3685|141.0690|sight
福浦島|Fukuura Island;Fukuurajima;福浦岛|Matsushima|JP|38.3670|141.0715|nature
円通院|Entsū-in;圓通院;圆通院|Matsushima|JP|38.3728|141.0593|religious
観瀾亭|Kanrantei;觀瀾亭;观澜亭|Matsushima|JP|38.3702|141.0628|sight
鹽竈神社|Shiogama Shrine;Shiogama Jinja;塩竈神社;盐竈神社;시오가마 신사;盐灶神社|Shiogama|JP|38.3183|141.0172|religious
蔵王温泉|Zao Onsen;자오 온천;자오온천;자오 온센;藏王溫泉;藏王温泉|Yamagata|JP|38.1665|140.3970|neighbourhood
上杉神社|Uesugi Shrine;Uesugi Jinja;Yonezawa Castle Ruins|Yonezawa|JP|37.9105|140.1038|religious
出羽三山神社|Dewa Sanzan Shrine;Dewa Sanzan Jinja;Mount Haguro;羽黒山;羽黑山|Tsuruoka|JP|38.7030|139.9850|religious
山居倉庫|Sankyo Soko;Sankyo Warehouses;Sankyo Rice Storehouses;山居仓库|Sakata|JP|38.9127|139.8350|sight
七日町通り|Nanokamachi Street;Nanukamachi-dori;Nanokamachi-dori|Aizu-Wakamatsu|JP|37.4965|139.9195|neighbourhood
猪苗代湖|Lake Inawashiro;Inawashiro-ko|Inawashiro|JP|37.4800|140.1000|nature
鬼怒川温泉|Kinugawa Onsen;Kinugawa Hot Spring;기누가와 온천;기누가와온천;키누가와 온천;鬼怒川溫泉|Nikko|JP|36.8279|139.7160|neighbourhood
足利学校|Ashikaga Gakko;Ashikaga School;아시카가 학교;足利學校|Ashikaga|JP|36.3365|139.4518|sight
鑁阿寺|Banna-ji|Ashikaga|JP|36.3385|139.4530|religious
大谷資料館|Oya History Museum;Oya Stone Museum;Ōya Museum;大谷资料馆|Utsunomiya|JP|36.6005|139.8225|museum
富岡製糸場|Tomioka Silk Mill;Tomioka Seishijo;富冈制丝厂;도미오카 제사장;도미오카 제사공장;토미오카 제사장;富岡製絲場;富冈制丝场|Tomioka|JP|36.2555|138.8875|sight
袋田の滝|Fukuroda Falls;Fukuroda no Taki;후쿠로다 폭포;후쿠로다폭포;袋田瀑布|Daigo|JP|36.7648|140.4063|nature
大洗磯前神社|Oarai Isosaki Shrine;Ōarai Isosaki Jinja;大洗矶前神社|Ōarai|JP|36.3170|140.5975|religious
神磯の鳥居|Kamiiso no Torii;Kamiiso Torii|Ōarai|JP|36.3170|140.5975|sight
牛久大仏|Ushiku Daibutsu;Ushiku Great Buddha;牛久大佛;우시쿠 대불;우시쿠대불;우시쿠 대불상|Ushiku|JP|35.9825|140.2207|religious
筑波山|Mount Tsukuba;Tsukubasan|Tsukuba|JP|36.2253|140.1067|viewpoint
鹿島神宮|Kashima Jingu;Kashima Shrine;鹿岛神宫|Kashima-shi|JP|35.9685|140.6310|religious
秩父神社|Chichibu Shrine;Chichibu Jinja|Chichibu|JP|35.9975|139.0840|religious
長瀞岩畳|Nagatoro Iwadatami;Iwadatami;長瀞岩疊;长瀞岩叠|Nagatoro|JP|36.1000|139.1120|nature
三峯神社|Mitsumine Shrine;Mitsumine Jinja;三峰神社|Chichibu|JP|35.9255|138.9315|religious
鉄道博物館 (大宮)|Railway Museum Omiya;The Railway Museum Saitama;Omiya Railway Museum;大宫铁道博物馆;大宮鐵道博物館|Saitama|JP|35.9214|139.6180|museum
武蔵一宮氷川神社|Hikawa Shrine Omiya;Omiya Hikawa Shrine;Musashi Ichinomiya Hikawa Shrine;大宮氷川神社;武藏一宮冰川神社;武藏一宫冰川神社;大宮冰川神社;大宫冰川神社|Saitama|JP|35.9160|139.6310|religious
成田山表参道|Naritasan Omotesando;Narita Omotesando;成田山表參道|Narita|JP|35.7810|140.3160|neighbourhood
佐原の町並み|Sawara Old Town;Sawara Historic District;Sawara Onogawa;小野川|Katori-shi|JP|35.8893|140.4987|neighbourhood
香取神宮|Katori Jingu;Katori Shrine;香取神宫|Katori-shi|JP|35.8862|140.5272|religious
鋸山|Mount Nokogiri;Nokogiriyama;锯山|Futtsu|JP|35.1600|139.8360|viewpoint
地獄のぞき|Jigoku Nozoki;View of Hell|Futtsu|JP|35.1600|139.8360|viewpoint
鴨川シーワールド|Kamogawa Sea World;鸭川海洋世界;鴨川海洋世界|Kamogawa|JP|35.1150|140.1230|sight
港の見える丘公園|Harbor View Park;Minato no Mieru Oka Park;미나토노미에루오카 공원;항구가 보이는 언덕 공원;港见丘公园;港見丘公園|Yokohama|JP|35.4388|139.6505|park
横浜元町ショッピングストリート|Yokohama Motomachi;Motomachi Shopping Street;요코하마 모토마치;요코하마 모토마치 쇼핑거리|Yokohama|JP|35.4410|139.6480|neighbourhood
氷川丸|Hikawa Maru;NYK Hikawa Maru;히카와마루;히카와 마루;冰川丸|Yokohama|JP|35.4458|139.6503|museum
新横浜ラーメン博物館|Shin-Yokohama Raumen Museum;Ramen Museum;拉面博物馆;신요코하마 라멘 박물관;라멘 박물관;신요코하마 라멘박물관|Yokohama|JP|35.5096|139.6176|museum
横浜・八景島シーパラダイス|Hakkeijima Sea Paradise;Yokohama Hakkeijima Sea Paradise;핫케이지마 시파라다이스;요코하마 핫케이지마 씨 파라다이스;핫케이지마 씨파라다이스;八景岛海岛乐园;八景島海島樂園|Yokohama|JP|35.3380|139.6430|sight
江島神社|Enoshima Shrine;Enoshima Jinja;에노시마 신사;江岛神社|Fujisawa|JP|35.2998|139.4812|religious
江の島シーキャンドル|Enoshima Sea Candle;Enoshima Lighthouse Observation Tower;에노시마 씨캔들;에노시마 시캔들;에노시마 전망등대;江之岛灯塔;江之島燈塔;江之岛展望灯塔|Fujisawa|JP|35.2995|139.4790|viewpoint
小田原城|Odawara Castle;오다와라성;오다와라 성|Odawara|JP|35.2509|139.1536|sight
武田神社|Takeda Shrine;Takeda Jinja|Kofu|JP|35.6850|138.5716|religious
精進湖|Lake Shoji;Shojiko;精进湖|Fujikawaguchiko|JP|35.4880|138.6040|nature
北斎館|Hokusai-kan;Hokusai Museum Obuse;北齋館;北斋馆|Suzaka|JP|36.6967|138.3133|museum
上田城|Ueda Castle;Ueda Castle Park|Ueda|JP|36.4033|138.2443|sight
諏訪大社上社本宮|Suwa Taisha Kamisha Honmiya;Suwa Grand Shrine Kamisha;诹访大社上社本宫|Suwa|JP|35.9985|138.1195|religious
諏訪大社下社秋宮|Suwa Taisha Shimosha Akimiya;Suwa Grand Shrine Shimosha;诹访大社下社秋宫|Suwa|JP|36.0752|138.0903|religious
雲場池|Kumobaike Pond;Kumoba Pond;Kumobaike;구모바이케;쿠모바 연못;云场池|Komoro|JP|36.3458|138.6245|nature
軽井沢・プリンスショッピングプラザ|Karuizawa Prince Shopping Plaza;Karuizawa Outlet;가루이자와 프린스 쇼핑플라자;가루이자와 아울렛;카루이자와 아울렛|Komoro|JP|36.3400|138.6320|shop
懐古園|Kaikoen;Komoro Castle Ruins;小諸城址;가이코엔;懷古園;怀古园;小诸城址|Komoro|JP|36.3280|138.4210|park
松本市美術館|Matsumoto City Museum of Art;松本市美术馆|Matsumoto|JP|36.2325|137.9762|museum
渋温泉|Shibu Onsen;Shibu Hot Spring;시부 온천;시부온천;澀溫泉;涩温泉|Nagano|JP|36.7333|138.4250|neighbourhood
佐渡金山|Sado Gold Mine;Sado Kinzan;Sado Kinzan Gold Mine;사도 금산;사도킨잔|Sado|JP|38.0410|138.2620|sight
黒部峡谷鉄道|Kurobe Gorge Railway;Kurobe Kyokoku Railway;Kurobe Torokko;宇奈月駅;黑部峽谷鐵道;黑部峡谷铁道;宇奈月車站;宇奈月站|Kurobe-shi|JP|36.8140|137.5830|sight
富岩運河環水公園|Fugan Canal Kansui Park;Kansui Park;간스이 공원;환수공원;富岩运河环水公园|Toyama|JP|36.7080|137.2170|park
雨晴海岸|Amaharashi Coast;Amaharashi Beach|Takaoka|JP|36.8115|137.0535|viewpoint
高岡大仏|Takaoka Daibutsu;Takaoka Great Buddha;高岡大佛;高冈大佛|Takaoka|JP|36.7488|137.0212|religious
瑞龍寺|Zuiryū-ji;瑞龙寺|Takaoka|JP|36.7380|137.0112|religious
称名滝|Shomyo Falls;Shōmyō-daki;Shomyo Waterfall;稱名瀑布;称名瀑布|Toyama|JP|36.5753|137.5233|nature
野村家|Nomura Samurai House;Nomura-ke;Nomura Family Samurai House;노무라 가문 저택;노무라케|Kanazawa|JP|36.5625|136.6515|sight
和倉温泉|Wakura Onsen;Wakura Hot Spring;和倉溫泉;和仓温泉|Nanao|JP|37.0890|136.9170|neighbourhood
見附島|Mitsukejima;Mitsuke Island;Gunkanjima Noto;见附岛|Suzu|JP|37.3962|137.2473|nature
那谷寺|Natadera;Natadera Temple|Komatsu|JP|36.3295|136.4165|religious
鶴仙渓|Kakusenkei Gorge;Kakusenkei;鶴仙溪;鹤仙溪|Kaga|JP|36.2450|136.3750|nature
気比神宮|Kehi Jingu;Kehi Shrine;氣比神宮;气比神宫|Tsuruga|JP|35.6530|136.0740|religious
和田家|Wada House;Wada-ke;Wada Residence Shirakawa-go;와다 가옥;와다케|Takayama|JP|36.2580|136.9070|sight
中橋 (高山)|Nakabashi Bridge;Takayama Nakabashi;다카야마 나카바시|Takayama|JP|36.1395|137.2600|sight
飛騨古川 白壁土蔵街|Hida Furukawa White-walled Storehouses;Seto River Furukawa;瀬戸川と白壁土蔵街;히다후루카와;히다 후루카와 시라카베 도조가이;飛驒古川 白壁土藏街;飞驒古川 白壁土藏街|Hida|JP|36.2385|137.1855|neighbourhood
新穂高ロープウェイ|Shinhotaka Ropeway;신호타카 로프웨이;신호타카 로프웨이 전망대;新穗高缆车;新穗高纜車|Takayama|JP|36.2864|137.5751|viewpoint
岐阜城|Gifu Castle|Gifu-shi|JP|35.4340|136.7820|sight
長良川鵜飼|Nagara River Cormorant Fishing;Nagaragawa Ukai;Cormorant Fishing Gifu;长良川鹈饲|Gifu-shi|JP|35.4300|136.7770|sight
来宮神社|Kinomiya Shrine;Kinomiya Jinja;來宮神社;来宫神社|Atami|JP|35.1070|139.0630|religious
浜松城|Hamamatsu Castle;濱松城;滨松城|Hamamatsu|JP|34.7110|137.7250|sight
掛川城|Kakegawa Castle;挂川城|Kakegawa|JP|34.7745|138.0140|sight
駿府城公園|Sunpu Castle Park;Sunpu Castle;駿府城;骏府城公园;骏府城|Shizuoka|JP|34.9790|138.3830|park
韮山反射炉|Nirayama Reverberatory Furnace;Nirayama Hansharo;韮山反射爐|Izunokuni|JP|35.0390|138.9610|sight
常滑やきもの散歩道|Tokoname Pottery Footpath;Tokoname Yakimono Sanpomichi|Tokoname|JP|34.8870|136.8380|neighbourhood
香嵐渓|Korankei;Kōrankei Gorge;香嵐溪;香岚溪|Toyota|JP|35.1195|137.3150|nature
岡崎城|Okazaki Castle;冈崎城|Okazaki|JP|34.9560|137.1590|sight
東山動植物園|Higashiyama Zoo and Botanical Gardens;Higashiyama Zoo;히가시야마 동식물원;히가시야마 동물원;东山动植物园|Nagoya|JP|35.1565|136.9740|park
鳥羽水族館|Toba Aquarium;도바 수족관;토바 수족관;鸟羽水族馆|Toba|JP|34.4815|136.8460|sight
横山展望台|Yokoyama Observatory;Yokoyama Tenbodai;Ago Bay Viewpoint;橫山展望台|Shima|JP|34.3050|136.8050|viewpoint
伊賀上野城|Iga Ueno Castle;伊贺上野城|Iga|JP|34.7720|136.1270|sight
伊賀流忍者博物館|Iga-ryu Ninja Museum;Iga Ninja Museum;닌자 박물관;伊贺流忍者博物馆|Iga|JP|34.7715|136.1295|museum
なばなの里|Nabana no Sato;나바나노사토;나바나노 사토;名花之里|Kuwana|JP|35.0540|136.7030|park
関宿|Seki-juku;Seki-juku Post Town;關宿;关宿|Kameyama|JP|34.8510|136.3920|neighbourhood
日牟禮八幡宮|Himure Hachimangu;Himure Hachiman Shrine;日牟礼八幡宫|Omihachiman|JP|35.1390|136.0880|religious
白鬚神社|Shirahige Shrine;Shirahige Jinja;白须神社|Takashima|JP|35.2717|136.0114|religious
白鬚神社 湖中大鳥居|Lake Biwa Floating Torii;Shirahige Floating Torii|Takashima|JP|35.2717|136.0114|sight
黒壁スクエア|Kurokabe Square;Kurokabe Glass Street|Nagahama|JP|35.3800|136.2680|neighbourhood
竹生島|Chikubushima;Chikubu Island;竹生岛|Nagahama|JP|35.4210|136.1450|religious
舞鶴赤れんがパーク|Maizuru Red Brick Park;Maizuru Aka Renga Park|Maizuru|JP|35.4740|135.3920|sight
保津川下り|Hozugawa River Boat Ride;Hozu River Boat Ride;Hozugawa Kudari;호즈가와 뱃놀이;호즈가와 쿠다리;호즈강 뱃놀이|Kameoka|JP|35.0168|135.5855|sight
出石城下町|Izushi Castle Town;Izushi Old Town|Toyooka|JP|35.4605|134.8740|neighbourhood
辰鼓楼|Shinkoro;Shinkoro Clock Tower;辰鼓樓|Toyooka|JP|35.4605|134.8740|sight
篠山城跡|Sasayama Castle Ruins;Sasayama Castle;Tamba-Sasayama Castle|Sasayama|JP|35.0730|135.2170|sight
宝塚大劇場|Takarazuka Grand Theater;Takarazuka Revue Theater;寶塚大劇場;宝冢大剧场|Takarazuka|JP|34.8095|135.3424|sight
魚の棚商店街|Uonotana Market;Uonotana;Akashi Uonotana|Akashi|JP|34.6480|134.9920|market
室生寺|Muro-ji|Ōuda|JP|34.5400|136.0410|religious
大神神社|Ōmiwa Shrine;Omiwa Jinja;Miwa Shrine|Sakurai|JP|34.5290|135.8530|religious
談山神社|Tanzan Shrine;Tanzan Jinja;谈山神社|Sakurai|JP|34.4670|135.8620|religious
石上神宮|Isonokami Shrine;Isonokami Jingū;石上神宫|Tenri|JP|34.5980|135.8510|religious
高松塚古墳|Takamatsuzuka Tomb;Takamatsuzuka Kofun;高松冢古坟|Kashihara|JP|34.4620|135.8060|sight
飛鳥寺|Asuka-dera;Asuka Daibutsu;飞鸟寺|Kashihara|JP|34.4790|135.8200|religious
中谷堂|Nakatanidou;Nakatani-dō;Nakatanido Mochi|Nara-shi|JP|34.6830|135.8290|food
三段壁|Sandanbeki;Sandanbeki Cliffs;Sandanbeki Cave;산단베키|Tanabe|JP|33.6657|135.3380|nature
千畳敷 (白浜)|Senjojiki Shirahama;Shirahama Senjojiki|Tanabe|JP|33.6700|135.3380|nature
潮岬|Cape Shionomisaki;Shionomisaki|Shingu|JP|33.4380|135.7620|viewpoint
橋杭岩|Hashigui-iwa;Hashiguiiwa Rocks;桥杭岩|Shingu|JP|33.4887|135.7907|nature
砂の美術館|Sand Museum Tottori;The Sand Museum;모래 미술관;돗토리 모래 미술관|Tottori|JP|35.5390|134.2390|museum
倉吉白壁土蔵群|Kurayoshi White-walled Storehouses;Kurayoshi Shirakabe Dozogun;Shirakabe Dozogun;倉吉白壁土藏群;仓吉白壁土藏群|Kurayoshi|JP|35.4310|133.8210|neighbourhood
水木しげるロード|Mizuki Shigeru Road;Mizuki Shigeru Street|Sakaiminato|JP|35.5440|133.2350|neighbourhood
小泉八雲記念館|Lafcadio Hearn Memorial Museum;Koizumi Yakumo Memorial Museum;小泉八云记念馆|Matsue|JP|35.4775|133.0510|museum
玉造温泉|Tamatsukuri Onsen;Tamatsukuri Hot Spring;玉造溫泉|Matsue|JP|35.4200|133.0100|neighbourhood
石見銀山|Iwami Ginzan Silver Mine;Iwami Ginzan;石见银山|Oda|JP|35.1070|132.4410|sight
龍源寺間歩|Ryugenji Mabu;Ryugenji Mine Shaft;龍源寺間步;龙源寺间步|Oda|JP|35.1070|132.4410|sight
津和野 殿町通り|Tonomachi Street Tsuwano;Tsuwano Tonomachi;殿町通り|Masuda|JP|34.4670|131.7720|neighbourhood
日御碕神社|Hinomisaki Shrine;Hinomisaki Jinja;日御埼神社|Izumo|JP|35.4330|132.6330|religious
竹原町並み保存地区|Takehara Historic District;Takehara Townscape Preservation District;Little Kyoto of Aki|Takehara|JP|34.3440|132.9090|neighbourhood
おりづるタワー|Orizuru Tower;Hiroshima Orizuru Tower;오리즈루 타워;오리즈루타워|Hiroshima|JP|34.3960|132.4540|viewpoint
本通商店街 (広島)|Hondori Shopping Street Hiroshima;Hiroshima Hondori;히로시마 혼도리 상점가;혼도리 상점가|Hiroshima|JP|34.3935|132.4585|neighbourhood
てつのくじら館|JMSDF Kure Museum;Iron Whale Museum;Tetsu no Kujira Kan;데쓰노쿠지라관;철의 고래관|Kure|JP|34.2410|132.5560|museum
秋芳洞|Akiyoshido Cave;Akiyoshi Cave;Akiyoshi-dō;아키요시도;아키요시 동굴|Mine|JP|34.2270|131.3030|nature
元乃隅神社|Motonosumi Shrine;Motonosumi Inari Shrine;元乃隅稲成神社;모토노스미 신사;모토노스미 이나리 신사;元乃隅稻成神社|Nagato|JP|34.4225|131.0640|religious
松下村塾|Shoka Sonjuku;쇼카손주쿠|Hagi|JP|34.4102|131.4155|sight
松陰神社 (萩)|Shoin Shrine Hagi;Shoin Jinja Hagi|Hagi|JP|34.4102|131.4155|religious
菊屋横丁|Kikuya Yokocho;菊屋橫丁|Hagi|JP|34.4110|131.3940|neighbourhood
萩城下町|Hagi Castle Town;Hagi Jokamachi|Hagi|JP|34.4110|131.3940|neighbourhood
瑠璃光寺五重塔|Rurikoji Five-storied Pagoda;Rurikō-ji|Yamaguchi|JP|34.1900|131.4730|religious
関門トンネル人道|Kanmon Tunnel Pedestrian Walkway;Kanmon Pedestrian Tunnel;간몬 해저터널 인도;간몬 터널 인도;칸몬 해협 해저터널|Shimonoseki|JP|33.9600|130.9610|sight
銭形砂絵|Zenigata Sunae;Zenigata Sand Coin;錢形砂繪;钱形砂绘|Kan'onji|JP|34.1270|133.6450|sight
善通寺|Zentsū-ji|Zentsujichó|JP|34.2260|133.7740|religious
玉藻公園|Tamamo Park;Takamatsu Castle;高松城跡;다마모 공원;타마모 공원;다카마쓰성 터;다카마쓰성;玉藻公园;高松城迹|Takamatsu|JP|34.3500|134.0510|park
丸亀城|Marugame Castle;마루가메성;마루가메 성;丸龜城;丸龟城|Marugame|JP|34.2860|133.8000|sight
阿波おどり会館|Awa Odori Kaikan;Awa Odori Hall|Tokushima|JP|34.0705|134.5450|museum
脇町うだつの町並み|Wakimachi Udatsu Street;Udatsu no Machinami|Mima|JP|34.0680|134.1540|neighbourhood
霊山寺|Ryōzen-ji;Shikoku Temple 1|Tokushima|JP|34.1590|134.5030|religious
高知日曜市|Kochi Sunday Market;Nichiyoichi|Kochi|JP|33.5610|133.5380|market
はりまや橋|Harimaya Bridge;Harimayabashi|Kochi|JP|33.5610|133.5425|sight
室戸岬|Cape Muroto;Muroto Misaki;室戶岬;室户岬|Muroto|JP|33.2450|134.1780|viewpoint
高知県立牧野植物園|Makino Botanical Garden;Kochi Makino Botanical Garden;高知縣立牧野植物園;高知县立牧野植物园|Kochi|JP|33.5470|133.5770|park
内子座|Uchiko-za;Uchikoza Theater|Ōzu|JP|33.5330|132.6570|sight
大洲城|Ozu Castle|Ōzu|JP|33.5060|132.5430|sight
臥龍山荘|Garyu Sanso;臥龍山莊;卧龙山庄|Ōzu|JP|33.5070|132.5490|sight
今治城|Imabari Castle|Imabari-shi|JP|34.0650|133.0060|sight
柳川川下り|Yanagawa River Cruise;Yanagawa Kawakudari;Yanagawa Canal Boat;야나가와 뱃놀이;야나가와 카와쿠다리;야나가와 가와쿠다리|Yanagawa|JP|33.1630|130.4060|sight
皿倉山|Mount Sarakura;Sarakurayama;사라쿠라야마;사라쿠라산;사라쿠라야마 전망대;皿仓山|Kitakyushu|JP|33.8464|130.7964|viewpoint
桜井二見ヶ浦|Sakurai Futamigaura;Futamigaura Wedded Rocks;Itoshima Torii;사쿠라이 후타미가우라;이토시마 부부바위;이토시마 도리이|Itoshima|JP|33.6370|130.1920|religious
竈門神社|Kamado Shrine;Kamado Jinja;Hōmangū Kamado Shrine;가마도 신사;카마도 신사;가마도신사;카마도신사;灶门神社|Dazaifu|JP|33.5350|130.5450|religious
大川内山|Okawachiyama;Village of Secret Kilns|Imari|JP|33.2280|129.8800|neighbourhood
呼子朝市|Yobuko Morning Market;Yobuko Asaichi;요부코 아침시장;요부코 아사이치|Karatsu|JP|33.5420|129.8930|market
原爆落下中心地|Nagasaki Hypocenter;Hypocenter Park;Atomic Bomb Hypocenter Nagasaki;원폭 낙하 중심지;나가사키 원폭 낙하중심지|Nagasaki|JP|32.7740|129.8640|sight
平戸ザビエル記念教会|St. Francis Xavier Memorial Church Hirado;Hirado Xavier Church|Hirado|JP|33.3690|129.5530|religious
九十九島パールシーリゾート|Kujukushima Pearl Sea Resort;구주쿠시마 펄 시 리조트|Sasebo|JP|33.1650|129.6790|viewpoint
青井阿蘇神社|Aoi Aso Shrine;Aoi Aso Jinja;青井阿苏神社|Hitoyoshi|JP|32.2110|130.7570|religious
明礬温泉|Myoban Onsen;묘반 온천;묘반온천;明礬溫泉;明矾温泉|Beppu|JP|33.3085|131.4455|neighbourhood
湯の花小屋|Yunohana Huts;Myoban Yunosato;明礬湯の里|Beppu|JP|33.3085|131.4455|sight
杵築城下町|Kitsuki Castle Town;Kitsuki Samurai District;Kitsuki Old Town;기쓰키 성하마을;키츠키 성하마을;杵筑城下町|Kitsuki|JP|33.4170|131.6170|neighbourhood
豆田町|Mamedamachi;Hita Mameda;마메다마치;히타 마메다마치|Hita|JP|33.3230|130.9400|neighbourhood
岡城跡|Oka Castle Ruins;Oka Castle;冈城迹|Taketa|JP|32.9692|131.4081|sight
白谷雲水峡|Shiratani Unsuikyo;Mononoke Forest;시라타니 운스이쿄;원령공주 숲;모노노케 숲;白谷雲水峽;白谷云水峡|Miyanoura|JP|30.3840|130.5870|nature
照國神社|Terukuni Shrine;Terukuni Jinja;照国神社;데루쿠니 신사;테루쿠니 신사|Kagoshima|JP|31.5950|130.5500|religious
首里金城町石畳道|Kinjo-cho Stone-paved Road;Shuri Kinjo Stone Path;Shuri Kinjocho Ishidatami;슈리 긴조초 돌다다미길;긴조초 돌다다미길;首里金城町石疊道;首里金城町石叠道|Naha|JP|26.2140|127.7160|sight
ニライカナイ橋|Nirai Kanai Bridge|Nanjō|JP|26.1640|127.8020|viewpoint
東平安名崎|Cape Higashi-Hennazaki;Higashi Hennazaki;히가시헨나자키;히가시 헨나곶;东平安名崎|Miyakojima|JP|24.7270|125.4610|viewpoint
竜頭の滝|Ryuzu Falls;Ryūzu no Taki;Ryuzu Waterfall;류즈 폭포;류즈노타키|Nikko|JP|36.7588|139.4513|nature
湯ノ湖|Lake Yunoko;Yunoko;유노코;유노코 호수|Nikko|JP|36.8000|139.4225|nature
三笠公園|Mikasa Park;三笠公园|Yokosuka|JP|35.2850|139.6740|museum
記念艦三笠|Battleship Mikasa;Memorial Ship Mikasa;记念舰三笠|Yokosuka|JP|35.2850|139.6740|museum
稲村ヶ崎|Inamuragasaki;이나무라가사키|Kamakura|JP|35.3030|139.5290|viewpoint
七里ヶ浜|Shichirigahama;Shichirigahama Beach;시치리가하마;시치리가하마 해변|Kamakura|JP|35.3045|139.5125|beach
野毛|Noge;Noge Yokocho;노게;노게 요코초|Yokohama|JP|35.4490|139.6290|neighbourhood
横浜外国人墓地|Yokohama Foreign General Cemetery;Foreigners' Cemetery Yokohama;橫濱外國人墓地;横滨外国人墓地|Yokohama|JP|35.4405|139.6490|sight
横浜マリンタワー|Yokohama Marine Tower;Marine Tower;요코하마 마린타워;마린타워|Yokohama|JP|35.4440|139.6508|viewpoint
帆船日本丸|Nippon Maru;닛폰마루;범선 닛폰마루|Yokohama|JP|35.4540|139.6330|museum
日本丸メモリアルパーク|Nippon Maru Memorial Park|Yokohama|JP|35.4540|139.6330|park
横浜美術館|Yokohama Museum of Art;요코하마 미술관;요코하마미술관;橫濱美術館;横滨美术馆|Yokohama|JP|35.4575|139.6310|museum
横浜関帝廟|Yokohama Kanteibyo;Kanteibyo;关帝庙;요코하마 관제묘;橫濱關帝廟;横滨关帝庙|Yokohama|JP|35.4425|139.6460|religious
旧芝離宮恩賜庭園|Kyu Shiba Rikyu Garden;Former Shiba Detached Palace Garden;구 시바리큐 정원;규시바리큐 온시 정원;舊芝離宮恩賜庭園;旧芝离宫恩赐庭园|Tokyo|JP|35.6555|139.7575|park
向島百花園|Mukojima Hyakkaen;무코지마 햐카엔;向岛百花园|Tokyo|JP|35.7245|139.8170|park
21_21 DESIGN SIGHT|21_21 디자인 사이트|Tokyo|JP|35.6665|139.7305|museum
太田記念美術館|Ota Memorial Museum of Art;Ōta Memorial Museum;오타 기념미술관;太田记念美术馆|Tokyo|JP|35.6690|139.7050|museum
日本科学未来館|Miraikan;National Museum of Emerging Science and Innovation;미라이칸;일본과학미래관;일본 과학 미래관;日本科學未來館;日本科学未来馆|Tokyo|JP|35.6193|139.7765|museum
国立競技場|Japan National Stadium;National Stadium Tokyo;일본 국립경기장;도쿄 국립경기장;國立競技場;国立竞技场|Tokyo|JP|35.6778|139.7145|sight
ホッピー通り|Hoppy Street;Hoppy-dori;홋피 거리;호피 거리|Tokyo|JP|35.7135|139.7935|food
伝法院通り|Denboin-dori;Denbouin Street;덴보인 거리;덴보인도리|Tokyo|JP|35.7122|139.7950|neighbourhood
花園神社|Hanazono Shrine;Hanazono Jinja;하나조노 신사;花园神社|Tokyo|JP|35.6935|139.7035|religious
のんべい横丁|Nonbei Yokocho;Shibuya Nonbei Yokocho;논베이 요코초|Tokyo|JP|35.6595|139.7030|food
戸越銀座商店街|Togoshi Ginza Shopping Street;Togoshi Ginza;도고시 긴자 상점가;토고시 긴자;戶越銀座商店街;户越银座商店街|Tokyo|JP|35.6155|139.7150|neighbourhood
巣鴨地蔵通り商店街|Sugamo Jizo-dori Shopping Street;Sugamo Jizo-dori;스가모 지조도리 상점가;스가모 지조 거리|Tokyo|JP|35.7355|139.7325|neighbourhood
東京大学赤門|Akamon University of Tokyo;University of Tokyo Red Gate;Todai Akamon;도쿄대 아카몬;도쿄대학 아카몬;도쿄대 붉은 문;東京大學赤門;东京大学赤门|Tokyo|JP|35.7085|139.7605|sight
池上本門寺|Ikegami Honmon-ji;이케가미 혼몬지;池上本门寺|Tokyo|JP|35.5770|139.7050|religious
深大寺|Jindai-ji;진다이지|Tokyo|JP|35.6705|139.5475|religious
国営昭和記念公園|Showa Kinen Park;Shōwa Memorial Park;國營昭和記念公園;国营昭和记念公园|Tachikawa|JP|35.7030|139.3960|park
ジャンジャン横丁|Janjan Yokocho;잔잔 요코초;장장 요코초|Osaka|JP|34.6490|135.5040|food
今宮戎神社|Imamiya Ebisu Shrine;Imamiya Ebisu Jinja;이마미야 에비스 신사;今宫戎神社|Osaka|JP|34.6565|135.4985|religious
適塾|Tekijuku;데키주쿠;适塾|Osaka|JP|34.6905|135.5040|sight
空堀商店街|Karahori Shopping Street;Karahori;가라호리 상점가;카라호리 상점가|Osaka|JP|34.6755|135.5170|neighbourhood
なんばグランド花月|Namba Grand Kagetsu;NGK;난바 그랜드 가게쓰;난바 그랜드 카게츠|Osaka|JP|34.6650|135.5040|sight
勝尾寺|Katsuo-ji;Daruma Temple;가쓰오지;카츠오지;胜尾寺|Mino|JP|34.8688|135.4916|religious
神泉苑|Shinsen-en;신센엔|Kyoto|JP|35.0100|135.7490|religious
本能寺|Honnō-ji;혼노지|Kyoto|JP|35.0085|135.7675|religious
泉涌寺|Sennyū-ji;센뉴지|Kyoto|JP|34.9770|135.7800|religious
智積院|Chishaku-in;지샤쿠인;치샤쿠인;智积院|Kyoto|JP|34.9890|135.7750|religious
金戒光明寺|Konkai Kōmyō-ji;Kurodani;곤카이코묘지;구로다니|Kyoto|JP|35.0190|135.7880|religious
真如堂|Shinnyo-dō;신뇨도|Kyoto|JP|35.0205|135.7900|religious
今宮神社|Imamiya Shrine;Imamiya Jinja;교토 이마미야 신사;今宫神社|Kyoto|JP|35.0440|135.7440|religious
一和 あぶり餅|Ichiwa Aburimochi;Ichiwa;Aburi Mochi Ichiwa;이치와 아부리모치;아부리모치 이치와|Kyoto|JP|35.0445|135.7447|food
中部電力 MIRAI TOWER|Nagoya TV Tower;Mirai Tower;名古屋テレビ塔;나고야 TV탑;나고야 테레비탑;미라이 타워;나고야 티비타워|Nagoya|JP|35.1725|136.9085|viewpoint
円頓寺商店街|Endoji Shopping Street;Endōji;엔도지 상점가;圓頓寺商店街;圆顿寺商店街|Nagoya|JP|35.1775|136.8930|neighbourhood
萬代橋|Bandai Bridge;Bandaibashi;万代桥;萬代桥|Niigata|JP|37.9190|139.0560|sight
旦過市場|Tanga Market;Tanga Ichiba;단가 시장;탄가 시장;단가시장;旦过市场|Kitakyushu|JP|33.8820|130.8795|market
住吉神社 (福岡)|Sumiyoshi Shrine Fukuoka;Fukuoka Sumiyoshi Jinja;후쿠오카 스미요시 신사|Fukuoka|JP|33.5860|130.4140|religious
博多町家ふるさと館|Hakata Machiya Folk Museum;Hakata Machiya Furusato-kan;하카타 마치야 후루사토관;하카타 마치야 민속관|Fukuoka|JP|33.5945|130.4115|museum
愛宕神社 (福岡)|Atago Shrine Fukuoka;Fukuoka Atago Jinja;후쿠오카 아타고 신사|Fukuoka|JP|33.5840|130.3460|religious
定禅寺通|Jozenji-dori;Jōzenji Street;定禪寺通|Sendai|JP|38.2640|140.8690|neighbourhood
せんだいメディアテーク|Sendai Mediatheque|Sendai|JP|38.2652|140.8650|museum
日本二十六聖人殉教地|Twenty-Six Martyrs Monument;26 Martyrs Museum;Nishizaka Hill;26성인 순교지;일본 26성인 순교지;니시자카 언덕;日本二十六圣人殉教地|Nagasaki|JP|32.7540|129.8720|sight
萬翠荘|Bansuisō;반스이소;萬翠莊;万翠庄|Matsuyama|JP|33.8430|132.7680|sight
高遠城址公園|Takato Castle Ruins Park;Takatō Castle Park;Takato Joshi Park;다카토 성터 공원;高远城址公园|Ina|JP|35.8332|138.0627|park
千畳敷カール|Senjojiki Cirque|Komagane|JP|35.7780|137.8220|nature
熱海サンビーチ|Atami Sun Beach;Atami Beach|Atami|JP|35.0950|139.0770|beach
福州園|Fukushu-en;Fuzhou Garden;후쿠슈엔;福州园|Naha|JP|26.2195|127.6770|park
JRタワー展望室 T38|JR Tower Observatory T38;JR Tower T38;JR타워 전망실 T38;JR 타워 T38|Sapporo|JP|43.0683|141.3510|viewpoint
大名 (福岡)|Daimyo Fukuoka;다이묘 거리;후쿠오카 다이묘|Fukuoka|JP|33.5880|130.3950|neighbourhood
湯島聖堂|Yushima Seido;Yushima Confucian Temple;유시마 세이도;汤岛圣堂|Tokyo|JP|35.7005|139.7665|religious
ニコライ堂|Nikolai-dō;Holy Resurrection Cathedral;Nikolai Cathedral;니콜라이당;니콜라이 성당|Tokyo|JP|35.6975|139.7655|religious
今戸神社|Imado Shrine;Imado Jinja;이마도 신사;今戶神社;今户神社|Tokyo|JP|35.7195|139.8045|religious
待乳山聖天|Matsuchiyama Shoden;待乳山圣天|Tokyo|JP|35.7175|139.8020|religious
東京ソラマチ|Tokyo Solamachi;Solamachi;도쿄 소라마치;소라마치|Tokyo|JP|35.7100|139.8115|shop
旧安田庭園|Kyu Yasuda Garden;Former Yasuda Garden;舊安田庭園;旧安田庭园|Tokyo|JP|35.6985|139.7945|park
日比谷公園|Hibiya Park;Hibiya Koen;히비야 공원;히비야공원;日比谷公园|Tokyo|JP|35.6735|139.7560|park
北の丸公園|Kitanomaru Park;Kitanomaru Koen;기타노마루 공원;키타노마루 공원|Tokyo|JP|35.6910|139.7520|park
千鳥ヶ淵|Chidorigafuchi;Chidorigafuchi Moat;지도리가후치;치도리가후치|Tokyo|JP|35.6905|139.7460|park
日本武道館|Nippon Budokan;Budokan;일본 무도관;부도칸;日本武道馆|Tokyo|JP|35.6933|139.7498|sight
東京国立近代美術館|National Museum of Modern Art Tokyo;MOMAT;도쿄 국립근대미술관;東京國立近代美術館;东京国立近代美术馆|Tokyo|JP|35.6905|139.7545|museum
愛宕神社 (東京)|Atago Shrine Tokyo;Atago Jinja Tokyo;도쿄 아타고 신사|Tokyo|JP|35.6650|139.7485|religious
豊川稲荷東京別院|Toyokawa Inari Tokyo Betsuin;Toyokawa Inari Tokyo;도요카와 이나리 도쿄 별원;豐川稻荷東京別院;丰川稻荷东京别院|Tokyo|JP|35.6770|139.7300|religious
渋谷センター街|Shibuya Center Gai;Center Gai;Basketball Street;시부야 센터가이;센터가이|Tokyo|JP|35.6605|139.6985|neighbourhood
東郷神社|Togo Shrine;Tōgō Jinja;하라주쿠 도고 신사;도고 신사 하라주쿠;東鄉神社;东乡神社|Tokyo|JP|35.6720|139.7060|religious
ハモニカ横丁|Harmonica Yokocho;Kichijoji Harmonica Yokocho;하모니카 요코초;기치조지 하모니카 요코초|Tokyo|JP|35.7040|139.5795|food
HEP FIVE|HEP Five Ferris Wheel;햅파이브;헵파이브;헵 파이브 관람차;햅파이브 관람차|Osaka|JP|34.7040|135.5005|viewpoint
一心寺|Isshin-ji;잇신지|Osaka|JP|34.6490|135.5105|religious
生國魂神社|Ikukunitama Shrine;Ikutama Shrine;生国魂神社;이쿠타마 신사;이쿠쿠니타마 신사|Osaka|JP|34.6655|135.5150|religious
さきしまコスモタワー展望台|Sakishima Cosmo Tower Observatory;Cosmo Tower Osaka;사키시마 코스모타워;코스모타워 전망대|Osaka|JP|34.6380|135.4150|viewpoint
梅小路公園|Umekoji Park;우메코지 공원;梅小路公园|Kyoto|JP|34.9865|135.7450|park
晴明神社|Seimei Shrine;Seimei Jinja;세이메이 신사;세이메이신사|Kyoto|JP|35.0230|135.7520|religious
六波羅蜜寺|Rokuharamitsu-ji;로쿠하라미쓰지;로쿠하라미츠지;六波罗蜜寺|Kyoto|JP|34.9965|135.7735|religious
城南宮|Jōnangū;Jonangu Shrine;조난구;城南宫|Kyoto|JP|34.9500|135.7480|religious
堀川遊覧船|Horikawa Sightseeing Boat;Matsue Horikawa Boat;Horikawa Pleasure Boat;堀川遊覽船;堀川游览船|Matsue|JP|35.4745|133.0510|sight
金の湯|Kin no Yu;Arima Kin no Yu;Golden Spring Arima;킨노유;긴노유;아리마 킨노유|Kobe|JP|34.7975|135.2480|sight
犬山城下町|Inuyama Castle Town;Inuyama Honmachi Street;Inuyama Old Town|Inuyama|JP|35.3850|136.9420|neighbourhood
伊佐爾波神社|Isaniwa Shrine;Isaniwa Jinja;이사니와 신사;伊佐尔波神社|Matsuyama|JP|33.8520|132.7880|religious
風見鶏の館|Weathercock House;Kazamidori no Yakata;가자미도리노 야카타;풍향계의 집;카자미도리노 야카타|Kobe|JP|34.7005|135.1905|sight
元町商店街 (神戸)|Kobe Motomachi Shopping Street;Motomachi Shotengai Kobe;고베 모토마치 상점가;모토마치 상점가|Kobe|JP|34.6885|135.1850|neighbourhood
兵庫県立美術館|Hyogo Prefectural Museum of Art;효고현립미술관;효고 현립 미술관;兵庫縣立美術館;兵库县立美术馆|Kobe|JP|34.6990|135.2180|museum
雑司ヶ谷鬼子母神堂|Zoshigaya Kishimojin;Kishimojin-do;조시가야 기시모진|Tokyo|JP|35.7190|139.7145|religious
護国寺|Gokoku-ji|Tokyo|JP|35.7180|139.7275|religious
麻布十番商店街|Azabu-Juban Shopping Street;Azabu-Juban;아자부주반;아자부주반 상점가|Tokyo|JP|35.6555|139.7365|neighbourhood
芝公園|Shiba Park;Shiba Koen;시바 공원;시바공원;芝公园|Tokyo|JP|35.6560|139.7490|park
人形町|Ningyocho;닌교초;닌교쵸|Tokyo|JP|35.6860|139.7825|neighbourhood
水天宮|Suitengu;Suitengū Tokyo;도쿄 스이텐구;水天宫|Tokyo|JP|35.6830|139.7855|religious
甘酒横丁|Amazake Yokocho;아마자케 요코초;甘酒橫丁|Tokyo|JP|35.6865|139.7830|neighbourhood
小石川植物園|Koishikawa Botanical Garden;Koishikawa Botanical Gardens;小石川植物园|Tokyo|JP|35.7185|139.7465|park
飛鳥山公園|Asukayama Park;Asukayama Koen;아스카야마 공원;飞鸟山公园|Tokyo|JP|35.7510|139.7385|park
赤城神社|Akagi Shrine;Akagi Jinja|Tokyo|JP|35.7020|139.7375|religious
浅草神社|Asakusa Shrine;Asakusa Jinja;Sanja-sama;아사쿠사 신사;아사쿠사신사;淺草神社|Tokyo|JP|35.7150|139.7975|religious
清水観音堂|Kiyomizu Kannon-do;Kiyomizu Kannondo Ueno;우에노 기요미즈 관음당;清水觀音堂;清水观音堂|Tokyo|JP|35.7120|139.7715|religious
不忍池弁天堂|Shinobazu Bentendo;Bentendo Ueno;시노바즈노이케 벤텐도;시노바즈 벤텐도;不忍池辨天堂|Tokyo|JP|35.7105|139.7705|religious
東京都美術館|Tokyo Metropolitan Art Museum;도쿄도 미술관;도쿄도미술관;东京都美术馆|Tokyo|JP|35.7170|139.7730|museum
回向院|Ekō-in|Tokyo|JP|35.6935|139.7915|religious
波除神社|Namiyoke Inari Shrine;Namiyoke Jinja;나미요케 신사|Tokyo|JP|35.6645|139.7700|religious
三菱一号館美術館|Mitsubishi Ichigokan Museum;미쓰비시 1호관 미술관;미쓰비시 이치고칸 미술관;三菱一號館美術館;三菱一号馆美术馆|Tokyo|JP|35.6785|139.7635|museum
迎賓館赤坂離宮|State Guest House Akasaka Palace;Akasaka Palace;영빈관 아카사카 이궁;아카사카 영빈관;迎宾馆赤坂离宫|Tokyo|JP|35.6805|139.7285|sight
青山霊園|Aoyama Cemetery;Aoyama Reien;아오야마 묘지;아오야마 레이엔;青山靈園;青山灵园|Tokyo|JP|35.6685|139.7215|sight
北野天満宮 (神戸)|Kitano Tenmangu Kobe;Kobe Kitano Tenman Shrine;고베 기타노 텐만구|Kobe|JP|34.7010|135.1900|religious
出雲大社 神門通り|Shinmon-dori;Izumo Shinmon Street;神門通り|Izumo|JP|35.3950|132.6855|neighbourhood
宮島水族館|Miyajima Aquarium;Miyajimaquarium;미야지마 수족관;宫岛水族馆|Hatsukaichi|JP|34.2925|132.3140|sight
明治神宮ミュージアム|Meiji Jingu Museum;메이지 신궁 뮤지엄|Tokyo|JP|35.6760|139.6990|museum
あべのハルカス美術館|Abeno Harukas Art Museum;아베노 하루카스 미술관|Osaka|JP|34.6460|135.5135|museum
大阪市立美術館|Osaka City Museum of Fine Arts;오사카 시립미술관;오사카시립미술관;大阪市立美术馆|Osaka|JP|34.6505|135.5105|museum
道後温泉別館 飛鳥乃湯泉|Dogo Onsen Asuka no Yu;Asuka no Yu;아스카노유;도고온천 별관 아스카노유;道後溫泉別館 飛鳥乃湯泉;道后温泉别馆 飞鸟乃汤泉|Matsuyama|JP|33.8515|132.7865|sight
維新ふるさと館|Museum of the Meiji Restoration;Ishin Furusato-kan;유신 후루사토관;유신후루사토관|Kagoshima|JP|31.5832|130.5460|museum
京都府立植物園|Kyoto Botanical Garden;Kyoto Prefectural Botanical Garden;교토 부립식물원;교토 식물원;京都府立植物园|Kyoto|JP|35.0495|135.7630|park
동묘 벼룩시장|Dongmyo Flea Market;Dongmyo Market;동묘시장;東廟蚤の市;トンミョ蚤の市;东庙跳蚤市场;東廟跳蚤市場|Seoul|KR|37.5731|127.0167|market
망원한강공원|Mangwon Hangang Park;望远汉江公园;望遠漢江公園|Seoul|KR|37.5550|126.8950|park
반포한강공원|Banpo Hangang Park;盘浦汉江公园;盤浦漢江公園|Seoul|KR|37.5100|126.9960|park
노들섬|Nodeul Island;Nodeulseom;鹭得岛;鷺得島|Seoul|KR|37.5176|126.9594|park
서울어린이대공원|Seoul Children's Grand Park;Children's Grand Park;首尔儿童大公园;首爾兒童大公園|Seoul|KR|37.5480|127.0745|park
서울대공원|Seoul Grand Park;首尔大公园;首爾大公園|Seoul|KR|37.4360|127.0070|park
예술의전당|Seoul Arts Center;藝術의殿堂;芸術の殿堂|Seoul|KR|37.4786|127.0115|sight
국회의사당|National Assembly Proceeding Hall;National Assembly Building Seoul;國會議事堂 서울|Seoul|KR|37.5317|126.9140|sight
여의도공원|Yeouido Park;汝矣岛公园;汝矣島公園|Seoul|KR|37.5257|126.9226|park
명동성당|Myeongdong Cathedral;Myeong-dong Cathedral;明洞聖堂;明洞大聖堂;明洞圣堂|Seoul|KR|37.5633|126.9873|religious
서울역사박물관|Seoul Museum of History;首尔历史博物馆;首爾歷史博物館|Seoul|KR|37.5704|126.9701|museum
국립한글박물관|National Hangeul Museum;国立韩文博物馆;國立韓文博物館|Seoul|KR|37.5215|126.9803|museum
간송미술관|Kansong Art Museum;Kansong Museum;澗松美術館;涧松美术馆|Seoul|KR|37.5942|126.9950|museum
윤동주문학관|Yun Dong-ju Literary Museum;Yun Dongju Literature Museum;尹东柱文学馆;尹東柱文學館|Seoul|KR|37.5903|126.9661|museum
부암동|Buam-dong;付岩洞|Seoul|KR|37.5925|126.9640|neighbourhood
탑골공원|Tapgol Park;Pagoda Park;塔골公園;タプコル公園|Seoul|KR|37.5711|126.9882|park
보신각|Bosingak;Bosingak Belfry;普信閣;普信阁|Seoul|KR|37.5699|126.9836|sight
청계광장|Cheonggye Plaza;清渓広場;清溪广场;清溪廣場|Seoul|KR|37.5690|126.9780|sight
서울광장|Seoul Plaza;ソウル広場;首尔广场;首爾廣場|Seoul|KR|37.5657|126.9779|sight
남산케이블카|Namsan Cable Car;南山ケーブルカー;南山缆车;南山纜車|Seoul|KR|37.5580|126.9828|sight
세운상가|Sewoon Plaza;Sewoon Sangga;世运商街;世運商街|Seoul|KR|37.5688|126.9950|shop
쌈지길|Ssamziegil;Ssamzie-gil;サムジキル|Seoul|KR|37.5743|126.9849|shop
관악산|Gwanaksan;Gwanak Mountain;冠岳山|Seoul|KR|37.4446|126.9636|nature
도봉산|Dobongsan;Dobong Mountain;道峰山|Seoul|KR|37.6989|127.0154|nature
아차산|Achasan;Acha Mountain;峨嵯山|Seoul|KR|37.5710|127.1030|nature
남한산성|Namhansanseong;Namhansanseong Fortress;南漢山城;南汉山城|Gwangju|KR|37.4784|127.1820|sight
도산공원|Dosan Park;岛山公园;島山公園|Seoul|KR|37.5243|127.0355|park
청담동|Cheongdam-dong;清潭洞;チョンダムドン|Seoul|KR|37.5250|127.0470|neighbourhood
한남동|Hannam-dong;漢南洞;ハンナムドン;汉南洞|Seoul|KR|37.5345|127.0030|neighbourhood
망리단길|Mangnidan-gil;Mangridan-gil|Seoul|KR|37.5560|126.9050|neighbourhood
신촌|Sinchon Seoul;新村 서울|Seoul|KR|37.5551|126.9368|neighbourhood
송리단길|Songridan-gil|Seoul|KR|37.5090|127.1080|neighbourhood
평화시장|Pyeonghwa Market;Peace Market Seoul;平和市場|Seoul|KR|37.5702|127.0115|market
가락시장|Garak Market;Garak Agricultural Market;可乐市场;可樂市場|Seoul|KR|37.4930|127.1110|market
남산공원|Namsan Park;南山公園|Seoul|KR|37.5510|126.9880|park
북서울꿈의숲|Dream Forest;North Seoul Dream Forest|Seoul|KR|37.6205|127.0410|park
아모레퍼시픽미술관|Amorepacific Museum of Art;APMA|Seoul|KR|37.5290|126.9680|museum
서울공예박물관|Seoul Museum of Craft Art|Seoul|KR|37.5763|126.9839|museum
서울월드컵경기장|Seoul World Cup Stadium;首尔世界杯体育场;首爾世界盃體育場|Seoul|KR|37.5683|126.8972|sight
일광해수욕장|Ilgwang Beach;일광해변;日光海水浴场;日光海水浴場|Busan|KR|35.2600|129.2345|beach
영도대교|Yeongdo Bridge;Yeongdodaegyo;影島大橋;ヨンド大橋;影岛大桥|Busan|KR|35.0953|129.0363|sight
초량 이바구길|Choryang Ibagu-gil;Ibagu-gil;草梁イバグキル;草梁故事路|Busan|KR|35.1185|129.0380|neighbourhood
168계단|168 Stairs;168 Steps Busan;168階段|Busan|KR|35.1185|129.0380|sight
부산 차이나타운|Busan Chinatown;Busan China Town;상해거리;釜山チャイナタウン;上海通り 釜山;釜山唐人街;釜山中华街;釜山中華街|Busan|KR|35.1147|129.0395|neighbourhood
40계단|40 Steps Busan;40계단 문화관광테마거리;40階段 釜山;40台阶;40階梯|Busan|KR|35.1040|129.0345|sight
부산시민공원|Busan Citizens Park;釜山市民公园;釜山市民公園|Busan|KR|35.1680|129.0570|park
동래온천|Dongnae Oncheon;Dongnae Hot Springs;東萊溫泉;東萊温泉;东莱温泉|Busan|KR|35.2200|129.0820|sight
민락수변공원|Millak Waterfront Park;Millak Sububgongwon;民楽水辺公園;民乐水边公园;民樂水邊公園|Busan|KR|35.1550|129.1340|park
더베이101|The Bay 101;ザ・ベイ101|Busan|KR|35.1568|129.1520|sight
마린시티|Marine City Busan;マリンシティ 釜山;海云台Marine City;海雲台Marine City|Busan|KR|35.1570|129.1450|neighbourhood
누리마루 APEC하우스|Nurimaru APEC House;Nurimaru;ヌリマルAPECハウス;Nurimaru APEC会馆;Nurimaru APEC會館|Busan|KR|35.1532|129.1524|sight
해운대시장|Haeundae Market;해운대전통시장;海雲台市場;海云台传统市场;海雲台傳統市場;海云台市场|Busan|KR|35.1625|129.1615|market
벡스코|BEXCO;BEXCO会展中心;釜山会展中心;釜山會展中心|Busan|KR|35.1690|129.1360|sight
황령산 전망대|Hwangnyeongsan Observatory;Hwangnyeongsan;황령산;荒嶺山展望台;荒岭山展望台|Busan|KR|35.1570|129.0820|viewpoint
국립해양박물관|National Maritime Museum of Korea;Korea National Maritime Museum;国立海洋博物馆;國立海洋博物館|Busan|KR|35.0784|129.0802|museum
부산현대미술관|Museum of Contemporary Art Busan;MoCA Busan|Busan|KR|35.1090|128.9430|museum
을숙도|Eulsukdo;Eulsuk Island;乙淑島;乙淑岛|Busan|KR|35.1000|128.9450|nature
아미산 전망대|Amisan Observatory;峨嵋山展望台 釜山;峨嵋山展望台|Busan|KR|35.0510|128.9630|viewpoint
몰운대|Molundae;沒雲臺;没雲台;没云台|Busan|KR|35.0430|128.9660|nature
해리단길|Haeridan-gil|Busan|KR|35.1650|129.1590|neighbourhood
광복로|Gwangbok-ro;Gwangbok-ro Fashion Street;光復路;光復路ファッション通り;光复路|Busan|KR|35.0990|129.0320|shop
암남공원|Amnam Park|Busan|KR|35.0630|129.0160|park
죽성성당|Jukseong Cathedral;Jukseong Drama Set;竹城圣堂;竹城聖堂;竹城教堂|Busan|KR|35.2430|129.2470|sight
사려니숲길|Saryeoni Forest Path;Saryeoni Forest;사려니숲;サリョニの森;思连伊林荫路;思連伊林蔭路;思连伊树林|Jeju City|KR|33.4195|126.6355|nature
에코랜드|Eco Land Jeju;Ecoland Theme Park;济州生态乐园;濟州生態樂園|Jeju City|KR|33.4560|126.6680|park
김녕해수욕장|Gimnyeong Beach;김녕해변;Gimnyeong Seongsegi Beach;金宁海水浴场;金寧海水浴場|Jeju City|KR|33.5570|126.7590|beach
세화해변|Sehwa Beach;세화해수욕장;细花海边;細花海邊|Jeju City|KR|33.5250|126.8600|beach
여미지식물원|Yeomiji Botanical Garden;Yeomiji;如美地植物园;如美地植物園|Seogwipo|KR|33.2490|126.4170|park
새섬|Saeseom;Sae Island|Seogwipo|KR|33.2370|126.5610|nature
박수기정|Baksugijeong;Baksugijeong Cliff;拍手岐汀|Seogwipo|KR|33.2330|126.3520|nature
알뜨르비행장|Alddreu Airfield;Alttreu Airfield|Seogwipo|KR|33.2050|126.2890|sight
차귀도|Chagwido;Chagwido Island;遮歸島;遮归岛|Jeju City|KR|33.3080|126.1450|nature
수월봉|Suwolbong;Suwolbong Peak;水月峰|Jeju City|KR|33.2960|126.1640|viewpoint
애월 카페거리|Aewol Cafe Street;涯月カフェ通り;エウォル カフェ通り;涯月咖啡街|Jeju City|KR|33.4625|126.3100|food
도두봉|Dodubong;Dodubong Peak;道头峰;道頭峰|Jeju City|KR|33.5080|126.4680|viewpoint
용연구름다리|Yongyeon Suspension Bridge;Yongyeon Pond;용연;龙渊云桥;龍淵雲橋|Jeju City|KR|33.5160|126.5120|sight
관덕정|Gwandeokjeong;Gwandeokjeong Pavilion;觀德亭;观德亭|Jeju City|KR|33.5128|126.5220|sight
사라봉|Sarabong;Sarabong Peak;紗羅峰;纱罗峰|Jeju City|KR|33.5180|126.5440|viewpoint
국립제주박물관|Jeju National Museum;国立济州博物馆;國立濟州博物館|Jeju City|KR|33.5130|126.5490|museum
삼양해수욕장|Samyang Beach;Samyang Black Sand Beach;삼양검은모래해변;三阳黑沙滩;三陽黑沙灘|Jeju City|KR|33.5260|126.5860|beach
서우봉|Seoubong;Seoubong Peak;犀牛峰|Jeju City|KR|33.5450|126.6720|viewpoint
제주4·3평화공원|Jeju 4.3 Peace Park;Jeju April Third Peace Park;4·3평화공원;济州四三和平公园;濟州四三和平公園|Jeju City|KR|33.4500|126.6140|museum
성판악|Seongpanak;Seongpanak Trail;성판악 탐방로;城板岳|Seogwipo|KR|33.3850|126.6190|nature
1100고지 습지|1100 Highland Wetland;1100 Altitude Wetland;1100고지|Seogwipo|KR|33.3570|126.4630|nature
거문오름|Geomunoreum;Geomun Oreum;拒文岳|Jeju City|KR|33.4550|126.7160|nature
제주돌문화공원|Jeju Stone Park;Jeju Stone Culture Park;济州石文化公园;濟州石文化公園|Jeju City|KR|33.4470|126.6590|park
계림|Gyerim;Gyerim Forest;鷄林;鶏林|Gyeongju|KR|35.8382|129.2191|park
황룡사지|Hwangnyongsa Temple Site;Hwangnyongsaji;皇龍寺址;皇龍寺跡;皇龙寺址|Gyeongju|KR|35.8365|129.2350|sight
경주 오릉|Oreung;Five Royal Tombs Gyeongju;五陵|Gyeongju|KR|35.8240|129.2125|sight
포석정|Poseokjeong;Poseokjeong Pavilion Site;鮑石亭;鲍石亭|Gyeongju|KR|35.8105|129.2120|sight
감은사지|Gameunsa Temple Site;Gameunsaji;感恩寺址;感恩寺跡|Gyeongju|KR|35.7430|129.4560|sight
문무대왕릉|Tomb of King Munmu;Daewangam Gyeongju;Munmu Daewangneung;文武大王陵;大王岩|Gyeongju|KR|35.7395|129.4875|sight
양남 주상절리|Yangnam Jusangjeolli;Gyeongju Yangnam Columnar Joints;양남 주상절리 전망대;陽南柱状節理|Gyeongju|KR|35.6900|129.4770|nature
경주타워|Gyeongju Tower;慶州タワー;庆州塔;慶州塔|Gyeongju|KR|35.8290|129.2880|viewpoint
무열왕릉|Tomb of King Muyeol;Muyeol Wangneung;武烈王陵|Gyeongju|KR|35.8459|129.1950|sight
봉황대|Bonghwangdae;Bonghwangdae Tomb;鳳凰臺 慶州|Gyeongju|KR|35.8405|129.2115|sight
풍남문|Pungnammun;Pungnammun Gate;豊南門;丰南门;豐南門|Jeonju|KR|35.8130|127.1476|sight
전주향교|Jeonju Hyanggyo;全州鄕校;全州郷校|Jeonju|KR|35.8126|127.1550|religious
한벽당|Hanbyeokdang;寒碧堂|Jeonju|KR|35.8113|127.1585|sight
덕진공원|Deokjin Park;Deokjin Pond;德津公園;徳津公園;德津公园|Jeonju|KR|35.8480|127.1220|park
전주객사|Jeonju Gaeksa;Pungpaejigwan;豐沛之館;全州客舎;丰沛之馆|Jeonju|KR|35.8189|127.1441|sight
객리단길|Gaekridan-gil;Gaengnidan-gil|Jeonju|KR|35.8185|127.1420|neighbourhood
강문해변|Gangmun Beach;강문해수욕장;江门海边;江門海邊|Gangneung|KR|37.7950|128.9190|beach
강릉중앙시장|Gangneung Jungang Market;Gangneung Central Market;강릉 중앙시장;江陵中央市场;江陵中央市場|Gangneung|KR|37.7545|128.8985|market
월화거리|Wolhwa Street;Wolhwa-geori|Gangneung|KR|37.7560|128.8970|neighbourhood
강릉대도호부관아|Gangneung Daedohobu Gwana;Gangneung Government Office;江陵大都護府官衙;江陵大都护府官衙|Gangneung|KR|37.7530|128.8930|sight
허균·허난설헌 기념공원|Heo Gyun Heo Nanseolheon Memorial Park;허균허난설헌기념공원|Gangneung|KR|37.7890|128.9090|park
참소리축음기박물관|Chamsori Gramophone Museum;Chamsori Gramophone and Edison Museum;真声留声机博物馆;真聲留聲機博物館|Gangneung|KR|37.7868|128.8962|museum
경포호|Gyeongpo Lake;Gyeongpoho;鏡浦湖;镜浦湖|Gangneung|KR|37.7960|128.9000|nature
하슬라아트월드|Haslla Art World|Gangneung|KR|37.7060|129.0110|museum
초당순두부마을|Chodang Sundubu Village;Chodang Tofu Village;초당두부마을;草堂嫩豆腐村|Gangneung|KR|37.7910|128.9150|food
속초해수욕장|Sokcho Beach;속초해변;束草海水浴场;束草海水浴場|Sokcho|KR|38.1910|128.6010|beach
영랑호|Yeongnangho;Yeongnang Lake;永郞湖|Sokcho|KR|38.2170|128.5860|nature
청초호|Cheongchoho;Cheongcho Lake;靑草湖|Sokcho|KR|38.1960|128.5830|nature
속초등대전망대|Sokcho Lighthouse Observatory;속초등대|Sokcho|KR|38.2125|128.6005|viewpoint
대포항|Daepo Port;Daepohang;大浦港|Sokcho|KR|38.1760|128.6080|market
속초아이|Sokcho Eye;속초아이 대관람차;束草之眼|Sokcho|KR|38.1910|128.6030|sight
하조대|Hajodae;Hajodae Pavilion;河趙臺;河赵台|Sokcho|KR|38.0227|128.7258|viewpoint
죽도해변|Jukdo Beach Yangyang;죽도해수욕장|Sokcho|KR|37.9710|128.7600|beach
화진포|Hwajinpo;Hwajinpo Lake;花津浦|Kosong|KR|38.4730|128.4390|nature
통일전망대|Goseong Unification Observatory;Unification Observatory;고성 통일전망대;统一展望台;統一展望台|Kosong|KR|38.5860|128.3730|viewpoint
이순신광장|Yi Sun-sin Square Yeosu;Lee Sun-shin Square;李舜臣广场;李舜臣廣場|Yeosu|KR|34.7390|127.7360|sight
진남관|Jinnamgwan;鎭南館;镇南馆|Yeosu|KR|34.7410|127.7340|sight
여수 낭만포차거리|Yeosu Nangman Pocha Street;Nangman Pocha;낭만포차;丽水浪漫大排档街;麗水浪漫大排檔街|Yeosu|KR|34.7400|127.7390|food
돌산대교|Dolsan Bridge;Dolsandaegyo;突山大橋;突山大桥|Yeosu|KR|34.7325|127.7335|sight
돌산공원|Dolsan Park;突山公园;突山公園|Yeosu|KR|34.7320|127.7370|viewpoint
여수세계박람회장|Expo 2012 Yeosu Site;Yeosu Expo Park;여수엑스포;丽水世博会场;麗水世博會場|Yeosu|KR|34.7500|127.7440|sight
서피랑|Seopirang;Seopirang Village|Kyosai|KR|34.8450|128.4200|neighbourhood
강구안|Gangguan;Gangguan Harbour Tongyeong|Kyosai|KR|34.8440|128.4250|sight
통영케이블카|Tongyeong Cable Car;Hallyeosudo Cable Car;한려수도 조망 케이블카;统营缆车;統營纜車|Kyosai|KR|34.8271|128.4262|viewpoint
소매물도|Somaemuldo;Somaemul Island;小每勿島;小每勿岛|Kyosai|KR|34.6230|128.5470|nature
학동 흑진주몽돌해변|Hakdong Mongdol Beach;Hakdong Pebble Beach;학동몽돌해변;鹤洞黑珍珠卵石海滩;鶴洞黑珍珠卵石海灘|Kyosai|KR|34.7700|128.6400|beach
해금강|Haegeumgang;Geoje Haegeumgang;海金剛;海金刚|Kyosai|KR|34.7340|128.6870|nature
거제포로수용소유적공원|Geoje POW Camp;Geoje POW Camp Historic Park;거제 포로수용소;巨济战俘营遗址公园;巨濟戰俘營遺址公園|Kyosai|KR|34.8850|128.6240|museum
방화수류정|Banghwasuryujeong;Banghwasuryujeong Pavilion;訪花隨柳亭;访花随柳亭|Suwon|KR|37.2874|127.0178|sight
팔달문|Paldalmun;Paldalmun Gate;八達門;八达门|Suwon|KR|37.2770|127.0167|sight
장안문|Janganmun;Janganmun Gate;長安門|Suwon|KR|37.2890|127.0140|sight
수원 통닭거리|Suwon Chicken Street;Suwon Fried Chicken Street;통닭거리;水原炸鸡街;水原炸雞街|Suwon|KR|37.2790|127.0165|food
광명동굴|Gwangmyeong Cave;Gwangmyeong Cave Theme Park;光明洞窟|Kwangmyŏng|KR|37.4260|126.8660|sight
파주출판도시|Paju Book City;坡州出版城|Paju|KR|37.7100|126.6870|neighbourhood
마장호수 출렁다리|Majang Lake Suspension Bridge;Majang Lake;마장호수|Paju|KR|37.7690|126.9440|sight
제3땅굴|Third Infiltration Tunnel;3rd Tunnel DMZ;제3 땅굴;第三地道|Paju|KR|37.9160|126.6990|sight
도라전망대|Dora Observatory;都罗展望台;都羅展望台|Paju|KR|37.9085|126.7030|viewpoint
자라섬|Jaraseom;Jara Island;紫拉岛|Gapyeong|KR|37.8200|127.5240|park
두물머리|Dumulmeori;Yangsu-ri Dumulmeori;两水头;兩水頭|Yangp'yŏng|KR|37.5340|127.3130|nature
세미원|Semiwon;Semiwon Garden;洗美苑|Yangp'yŏng|KR|37.5370|127.3190|park
용문사|Yongmunsa;Yongmunsa Temple;龍門寺|Yangp'yŏng|KR|37.5393|127.5932|religious
산정호수|Sanjeong Lake;Sanjeongho;山井湖水|Yangju|KR|38.0680|127.3120|nature
신포국제시장|Sinpo International Market;Sinpo Market;신포시장;新浦国际市场;新浦國際市場|Incheon|KR|37.4710|126.6250|market
전등사|Jeondeungsa;Jeondeungsa Temple;傳燈寺;传灯寺|Ganghwa-gun|KR|37.6230|126.5400|religious
을왕리해수욕장|Eurwangni Beach;Eurwang-ri Beach;을왕리해변;乙旺里海水浴场;乙旺里海水浴場|Incheon|KR|37.4470|126.3720|beach
소래포구|Sorae Port;Soraepogu;Sorae Fish Market;苏莱浦口;蘇萊浦口|Incheon|KR|37.4000|126.7340|market
춘천 명동 닭갈비골목|Chuncheon Dakgalbi Street;Myeongdong Dakgalbi Alley;닭갈비골목|Chuncheon|KR|37.8800|127.7270|food
청평사|Cheongpyeongsa;Cheongpyeongsa Temple;淸平寺|Chuncheon|KR|37.9860|127.8090|religious
대관령 양떼목장|Daegwallyeong Sheep Ranch;Daegwallyeong Sheep Farm;양떼목장;大关岭羊群牧场;大關嶺羊群牧場|Pyeongchang|KR|37.6890|128.7520|nature
정선아리랑시장|Jeongseon Arirang Market;Jeongseon 5-day Market;정선오일장;旌善阿里郎市场;旌善阿里郎市場|Neietsu|KR|37.3810|128.6610|market
청령포|Cheongnyeongpo;淸泠浦|Neietsu|KR|37.1780|128.4450|nature
추암 촛대바위|Chuam Candlestick Rock;Chotdaebawi;촛대바위;湫岩烛台岩;湫岩燭台岩|Tonghae|KR|37.4760|129.1630|nature
추암해변|Chuam Beach;추암해수욕장|Tonghae|KR|37.4770|129.1620|beach
논골담길|Nongoldam-gil;Mukho Nongoldam-gil|Tonghae|KR|37.5490|129.1190|neighbourhood
뮤지엄 산|Museum SAN;Museum San Wonju;Museum SAN美术馆|Wŏnju|KR|37.4160|127.8240|museum
마곡사|Magoksa;Magoksa Temple;麻谷寺|Gongju|KR|36.5520|127.0040|religious
국립부여박물관|Buyeo National Museum;National Buyeo Museum|Buyeo|KR|36.2780|126.9180|museum
낙화암|Nakhwaam;Nakhwaam Rock;落花巖;落花岩|Buyeo|KR|36.2890|126.9120|viewpoint
백제문화단지|Baekje Cultural Land;Baekje Culture Complex;百济文化园区;百濟文化園區|Buyeo|KR|36.3050|126.9040|sight
신두리 해안사구|Sinduri Coastal Sand Dunes;Sinduri Sand Dune|Seosan|KR|36.8420|126.1960|nature
해미읍성|Haemieupseong;Haemi Fortress;Haemi Eupseong;海美邑城|Seosan|KR|36.7130|126.5480|sight
간월암|Ganworam;Ganwolam Hermitage;看月庵|Seosan|KR|36.6040|126.4120|religious
외암마을|Oeam Folk Village;Oeam Village;외암민속마을;外岩民俗村|Asan|KR|36.7250|127.0150|sight
현충사|Hyeonchungsa;Hyeonchungsa Shrine;顯忠祠;显忠祠|Asan|KR|36.8050|127.0300|sight
단양구경시장|Danyang Gugyeong Market;Danyang Market|Mungyeong|KR|36.9860|128.3660|market
만천하스카이워크|Mancheonha Skywalk;Danyang Skywalk;万天下天空步道;萬天下天空步道|Mungyeong|KR|36.9920|128.3410|viewpoint
청남대|Cheongnamdae;靑南臺;青南台|Cheongju-si|KR|36.4600|127.4890|sight
의림지|Uirimji;Uirimji Reservoir;義林池;义林池|Neietsu|KR|37.1730|128.2110|park
성심당|Sungsimdang;Sungsimdang Bakery;圣心堂面包店;聖心堂麵包店|Daejeon|KR|36.3277|127.4273|food
한밭수목원|Hanbat Arboretum|Daejeon|KR|36.3680|127.3880|park
동학사|Donghaksa;Donghaksa Temple;東鶴寺;东鹤寺|Daejeon|KR|36.3590|127.2380|religious
군산근대역사박물관|Gunsan Modern History Museum;群山近代历史博物馆;群山近代歷史博物館|Gunsan|KR|35.9910|126.7110|museum
초원사진관|Chowon Photo Studio;Choweon Photo Studio|Gunsan|KR|35.9870|126.7110|sight
경암동 철길마을|Gyeongam-dong Railway Village;Gyeongam Railroad Village;철길마을;京岩洞铁路村;京岩洞鐵路村|Gunsan|KR|35.9810|126.7380|sight
선유도|Seonyudo;Seonyu Island;仙遊島;仙游岛|Gunsan|KR|35.8140|126.4150|nature
채석강|Chaeseokgang;Chaeseokgang Cliff;彩石江|Puan|KR|35.6240|126.4700|nature
내소사|Naesosa;Naesosa Temple;來蘇寺;来苏寺|Puan|KR|35.6280|126.5920|religious
고창읍성|Gochang Eupseong;Moyangseong Fortress;모양성;高敞邑城|Koch'ang|KR|35.4330|126.7050|sight
고창 고인돌 유적|Gochang Dolmen Site;Gochang Dolmens;고창 고인돌;高敞支石墓;高敞支石墓遗址|Koch'ang|KR|35.4430|126.6470|sight
미륵사지|Mireuksa Temple Site;Mireuksaji;彌勒寺址;弥勒寺址|Iksan|KR|36.0120|127.0310|sight
왕궁리 유적|Wanggung-ri Historic Site;Iksan Wanggung-ri;王宮里遺蹟;王宫里遗迹|Iksan|KR|35.9730|127.0540|sight
마이산 탑사|Maisan Tapsa;Tapsa Temple;탑사;馬耳山 塔寺;马耳山塔寺;馬耳山塔寺|Jinan-gun|KR|35.7590|127.4130|religious
관방제림|Gwanbangjerim;Gwanbangjerim Forest;官防堤林|Damyang|KR|35.3250|126.9880|park
양림동|Yangnim-dong;Yangnim Village;楊林洞;杨林洞|Gwangju|KR|35.1400|126.9150|neighbourhood
국립5·18민주묘지|May 18th National Cemetery;5·18 Memorial Cemetery;5·18민주묘지;国立5·18民主墓地;國立5·18民主墓地|Gwangju|KR|35.2390|126.9390|sight
무등산|Mudeungsan;Mudeungsan National Park;無等山;无等山|Gwangju|KR|35.1343|126.9887|nature
충장로|Chungjang-ro;Chungjangno|Gwangju|KR|35.1480|126.9160|shop
1913송정역시장|1913 Songjeong Station Market;Songjeong Station Market|Gwangju|KR|35.1380|126.7920|market
유달산|Yudalsan;Yudal Mountain;儒達山;儒达山|Mokpo|KR|34.7900|126.3740|viewpoint
갓바위|Gatbawi Mokpo;Mokpo Gatbawi|Mokpo|KR|34.8000|126.4280|nature
퍼플섬|Purple Island;Banwol-do Purple Island;반월·박지도|Sinan|KR|34.6370|126.0200|nature
땅끝마을|Ttangkkeut Village;Land's End Haenam;땅끝전망대|Haenam|KR|34.2990|126.5280|viewpoint
대흥사|Daeheungsa;Daeheungsa Temple;大興寺|Haenam|KR|34.4760|126.6170|religious
다산초당|Dasan Chodang;Dasan Thatched Cottage;茶山草堂|Haenam|KR|34.5750|126.7460|sight
화엄사|Hwaeomsa;Hwaeomsa Temple;華嚴寺 求禮|Kurye|KR|35.2560|127.4980|religious
쌍계사|Ssanggyesa;Ssanggyesa Temple;雙磎寺;双磎寺|Hadong|KR|35.2360|127.6470|religious
화개장터|Hwagae Market;Hwagae Jangteo|Hadong|KR|35.1880|127.6250|market
부용대|Buyongdae;Buyongdae Cliff;芙蓉臺|Andong|KR|36.5420|128.5190|viewpoint
안동찜닭골목|Andong Jjimdak Alley;Andong Jjimdak Street;찜닭골목|Andong|KR|36.5660|128.7290|food
봉정사|Bongjeongsa;Bongjeongsa Temple;鳳停寺;凤停寺|Andong|KR|36.6540|128.6660|religious
무섬마을|Museom Village;Museom Folk Village;水島里;水岛里|Andong|KR|36.7290|128.6280|sight
계산성당|Gyesan Cathedral;Gyesan Catholic Church;桂山聖堂;桂山圣堂|Daegu|KR|35.8690|128.5870|religious
청라언덕|Cheongna Hill;Cheongna Eondeok|Daegu|KR|35.8680|128.5830|sight
약령시|Yangnyeongsi;Daegu Yangnyeongsi Herbal Medicine Market;대구약령시;大邱药令市;大邱藥令市|Daegu|KR|35.8680|128.5890|market
동성로|Dongseong-ro;Dongseongno;东城路;東城路|Daegu|KR|35.8690|128.5960|shop
수성못|Suseongmot;Suseong Lake;壽城못|Daegu|KR|35.8280|128.6170|park
스페이스워크|Space Walk Pohang;Pohang Space Walk;포항 스페이스워크;浦项太空步道;浦項太空步道|Pohang|KR|36.0640|129.3900|viewpoint
영일대해수욕장|Yeongildae Beach;영일대해변|Pohang|KR|36.0570|129.3790|beach
죽도시장|Jukdo Market;Pohang Jukdo Market;竹岛市场;竹島市場|Pohang|KR|36.0350|129.3650|market
구룡포 일본인가옥거리|Guryongpo Japanese House Street;Guryongpo Modern Culture Street|Pohang|KR|35.9890|129.5580|neighbourhood
태화강국가정원|Taehwagang National Garden;Taehwa River Garden;太和江国家庭园;太和江國家庭園|Ulsan|KR|35.5490|129.2980|park
십리대숲|Simnidaesup;Simni Bamboo Forest;Taehwagang Simni Bamboo Forest;十里竹林|Ulsan|KR|35.5490|129.2980|nature
간절곶|Ganjeolgot;Ganjeolgot Cape;艮絶串;艮绝串|Ulsan|KR|35.3590|129.3600|viewpoint
반구대 암각화|Bangudae Petroglyphs;Bangudae Rock Art;盤龜臺 岩刻畫|Ulsan|KR|35.6060|129.1730|sight
여좌천|Yeojwacheon;Yeojwacheon Stream;余佐川|Changwon|KR|35.1560|128.6800|nature
로망스다리|Romance Bridge Jinhae;Yeojwacheon Romance Bridge|Changwon|KR|35.1560|128.6800|sight
경화역|Gyeonghwa Station;Gyeonghwa Station Cherry Blossoms;庆和站;慶和站|Changwon|KR|35.1530|128.6890|sight
남해 독일마을|German Village Namhae;Namhae German Village;독일마을;南海德国村;南海德國村|Chinju|KR|34.7990|128.0420|sight
보리암|Boriam;Boriam Hermitage;菩提庵|Chinju|KR|34.7570|127.9800|religious
다랭이마을|Darangyi Village;Gacheon Darangyi Village;가천 다랭이마을|Chinju|KR|34.7270|127.8930|sight
수로왕릉|Tomb of King Suro;Suro Wangneung;首露王陵|Kimhae|KR|35.2330|128.8770|sight
영남루|Yeongnamnu;Yeongnamnu Pavilion;嶺南樓;岭南楼|Miryang|KR|35.4890|128.7480|sight
大稻埕碼頭|Dadaocheng Wharf;Dadaocheng Pier;大稻埕码头;大稲埕埠頭;다다오청 부두;다다오청 마터우;다다오청 선착장;大稲埕碼頭|Taipei|TW|25.0560|121.5080|sight
永樂市場|Yongle Market;Yongle Fabric Market;永乐市场;융러 시장;永楽市場|Taipei|TW|25.0536|121.5103|market
西門紅樓|Red House Ximending;The Red House Taipei;西门红楼;시먼홍러우;시먼 홍러우;서문홍루;西門紅楼|Taipei|TW|25.0420|121.5069|sight
臺北中山堂|Zhongshan Hall;Taipei Zhongshan Hall;台北中山堂;中山堂;타이베이 중산당|Taipei|TW|25.0432|121.5103|sight
臺北北門|North Gate Taipei;Beimen;Chengen Gate;承恩門;台北北门;베이먼;타이베이 북문;북문 타이베이;台北北門;承恩门|Taipei|TW|25.0478|121.5113|sight
自由廣場|Liberty Square Taipei;自由广场;自由広場;자유광장 타이베이|Taipei|TW|25.0359|121.5193|sight
國家戲劇院|National Theater Taipei;National Theater and Concert Hall;国家戏剧院;국가희극원;国家戯劇院|Taipei|TW|25.0354|121.5189|sight
國家音樂廳|National Concert Hall Taipei;国家音乐厅;국가음악청|Taipei|TW|25.0368|121.5187|sight
松山慈祐宮|Ciyou Temple;Songshan Ciyou Temple;松山慈佑宫;松山慈祐宫;쑹산 츠유궁;송산 자우궁;츠유궁|Taipei|TW|25.0510|121.5776|religious
彩虹橋|Rainbow Bridge Taipei;Raohe Rainbow Bridge;彩虹桥;무지개다리 타이베이;차이훙차오|Taipei|TW|25.0525|121.5750|sight
大安森林公園|Daan Forest Park;Da'an Park;大安森林公园;다안 삼림공원;다안 공원;대안삼림공원|Taipei|TW|25.0299|121.5358|park
寶藏巖國際藝術村|Treasure Hill Artist Village;Treasure Hill;寶藏巖;宝藏岩;바오창옌;宝蔵巌国際芸術村;宝蔵巌;宝藏岩国际艺术村|Taipei|TW|25.0105|121.5320|neighbourhood
公館夜市|Gongguan Night Market;公馆夜市;궁관 야시장;공관 야시장|Taipei|TW|25.0140|121.5340|market
士林官邸|Shilin Official Residence;Chiang Kai-shek Shilin Residence;스린 관저;사림관저;스린관저|Taipei|TW|25.0940|121.5310|park
北投溫泉博物館|Beitou Hot Spring Museum;北投温泉博物馆;베이터우 온천박물관;베이터우 온천 박물관;北投温泉博物館|Taipei|TW|25.1367|121.5068|museum
竹子湖|Zhuzihu;Bamboo Lake Yangmingshan;Calla Lily Field Zhuzihu;주쯔후;죽자호|Taipei|TW|25.1720|121.5340|nature
指南宮|Zhinan Temple;Chih Nan Temple;指南宫;즈난궁;지남궁|Taipei|TW|24.9788|121.5853|religious
臺北植物園|Taipei Botanical Garden;台北植物园;台北植物園;타이베이 식물원;타이베이식물원|Taipei|TW|25.0320|121.5090|park
國立歷史博物館|National Museum of History Taipei;国立历史博物馆;국립역사박물관 타이베이|Taipei|TW|25.0320|121.5110|museum
碧潭|Bitan;Bitan Scenic Area;Xindian Bitan;비탄 풍경구;신뎬 비탄|Xindian|TW|24.9570|121.5370|nature
滬尾砲台|Hobe Fort;Huwei Fort;沪尾炮台;후웨이 포대;호미포대;滬尾砲台跡;沪尾砲台|Taipei|TW|25.1780|121.4300|sight
淡水禮拜堂|Tamsui Church;Tamsui Presbyterian Church;淡水礼拜堂;단수이 예배당;단수이 교회;淡水礼拝堂|Taipei|TW|25.1700|121.4400|religious
烏來瀑布|Wulai Waterfall;Wulai Falls;乌来瀑布;우라이 폭포;우라이폭포|Xindian|TW|24.8470|121.5510|nature
三峽清水祖師廟|Sanxia Zushi Temple;Qingshui Zushi Temple Sanxia;Sanxia Tsu Shih Temple;三峡祖师庙;祖師廟;싼샤 쭈스먀오;삼협 조사묘;청수조사묘;三峡祖師廟;三峡清水祖師廟;三峡清水祖师庙|Banqiao|TW|24.9370|121.3690|religious
鶯歌陶瓷博物館|Yingge Ceramics Museum;New Taipei City Yingge Ceramics Museum;莺歌陶瓷博物馆;鶯歌陶磁博物館|Banqiao|TW|24.9540|121.3510|museum
林本源園邸|Lin Family Mansion and Garden;Lin Family Garden;板橋林家花園;林家花园;린자화위안;린번위안 원저;임가화원;林家花園;林本源园邸;板桥林家花园|Banqiao|TW|25.0110|121.4560|sight
福隆海水浴場|Fulong Beach;Fulong Beach Resort;福隆海水浴场;푸룽 해수욕장;푸롱 해변|Keelung|TW|25.0200|121.9450|beach
鼻頭角|Bitou Cape;Bitoujiao;鼻头角;비터우자오;비두각|Keelung|TW|25.1280|121.9180|nature
基隆中正公園|Keelung Zhongzheng Park;Keelung Chungcheng Park;基隆中正公园;지룽 중정공원;지롱 중정공원|Keelung|TW|25.1300|121.7500|park
潮境公園|Chaojing Park;潮境公园;차오징 공원|Keelung|TW|25.1430|121.8020|park
國立海洋科技博物館|National Museum of Marine Science and Technology;海科館;国立海洋科技博物馆;국립해양과학박물관;해양과기박물관;国立海洋科技博物館|Keelung|TW|25.1340|121.7990|museum
大溪老街|Daxi Old Street;大溪和平老街;다시 옛거리;대계 옛거리;大渓老街|Daxi|TW|24.8830|121.2870|neighbourhood
慈湖陵寢|Cihu Mausoleum;Cihu Presidential Burial Place;慈湖;慈湖陵寝;츠후;자호 능침;츠후 능침|Daxi|TW|24.8430|121.2900|sight
新竹東門城|Hsinchu East Gate;Yingxi Gate;迎曦門;新竹东门城;신주 동문성;동문성 신주;迎曦门|Hsinchu|TW|24.8042|120.9715|sight
勝興車站|Shengxing Station;Sheng Hsing Station;胜兴车站;성싱역;승흥역;勝興駅|Miaoli|TW|24.3890|120.7840|sight
龍騰斷橋|Longteng Broken Bridge;Longteng Bridge Ruins;龙腾断桥;룽텅 단교;용등 단교|Miaoli|TW|24.3690|120.7760|sight
南庄老街|Nanzhuang Old Street;난좡 옛거리;난좡 라오제|Miaoli|TW|24.5980|121.0000|neighbourhood
臺中公園|Taichung Park;台中公园;台中公園;타이중 공원;중산공원 타이중|Taichung|TW|24.1450|120.6850|park
國立臺灣美術館|National Taiwan Museum of Fine Arts;國美館;国立台湾美术馆;국립대만미술관;국미관;国立台湾美術館|Taichung|TW|24.1410|120.6630|museum
八卦山大佛|Baguashan Great Buddha;Great Buddha Statue Changhua;八卦山大佛像;바과산 대불;팔괘산 대불|Chang-hua|TW|24.0780|120.5490|religious
彰化扇形車庫|Changhua Roundhouse;Changhua Fan-shaped Train Garage;彰化扇形车库;장화 선형차고;장화 부채꼴 차고|Chang-hua|TW|24.0830|120.5380|sight
溪頭自然教育園區|Xitou Nature Education Area;Xitou Forest;溪頭;溪头;시터우 자연교육원구;溪头自然教育园区|Lugu|TW|23.6740|120.7960|nature
集集車站|Jiji Station;Jiji Railway Station;集集车站|Nantou|TW|23.8270|120.7850|sight
紙教堂|Paper Dome;Taomi Paper Dome;纸教堂;종이교회;종이 교회;지자오탕|Puli|TW|23.9660|120.9360|sight
九族文化村|Formosan Aboriginal Culture Village;九族文化村 日月潭;구족문화촌;주쭈 문화촌|Puli|TW|23.8660|120.9400|sight
故宮南院|Southern Branch of the National Palace Museum;National Palace Museum Southern Branch;故宫南院;고궁남원;고궁박물원 남부원구;国立故宮博物院南部院区|Taibao|TW|23.4720|120.2900|museum
臺南市美術館|Tainan Art Museum;台南美术馆;台南市美術館;타이난 시립미술관;타이난 미술관;台南市美术馆|Tainan|TW|22.9900|120.2010|museum
水仙宮市場|Shuixian Temple Market;Shuixiangong Market;水仙宫市场;수이셴궁 시장;수선궁 시장|Tainan|TW|22.9970|120.1980|market
漁光島|Yuguang Island;渔光岛;위광다오;어광도|Tainan|TW|22.9800|120.1550|beach
國立臺灣歷史博物館|National Museum of Taiwan History;国立台湾历史博物馆;국립대만역사박물관;国立台湾歴史博物館|Tainan|TW|23.0590|120.1770|museum
井仔腳瓦盤鹽田|Jingzaijiao Tile-paved Salt Fields;Jingzaijiao Salt Field;井仔脚瓦盘盐田;징자이자오 염전;정자각 염전;井仔脚瓦盤塩田|Tainan|TW|23.2589|120.1076|sight
武聖夜市|Wusheng Night Market;武圣夜市;우성 야시장;무성 야시장|Tainan|TW|22.9970|120.1890|market
吳園|Wu Garden;Wu Yuan Tainan;吴园;우위안;오원 타이난;呉園|Tainan|TW|22.9950|120.2025|park
開元寺|Kaiyuan Temple Tainan;Tainan Kaiyuan Temple;开元寺 台南;카이위안쓰;개원사 타이난|Tainan|TW|23.0130|120.2230|religious
高雄85大樓|85 Sky Tower;Tuntex Sky Tower;高雄85大楼;가오슝 85빌딩;85 스카이타워;高雄85ビル;85スカイタワー|Kaohsiung|TW|22.6118|120.3004|sight
哈瑪星|Hamasen;哈玛星;하마싱;하마성;ハマセン 高雄|Kaohsiung|TW|22.6210|120.2750|neighbourhood
大港橋|Dagang Bridge;Kaohsiung Dagang Bridge;大港桥;다강차오|Kaohsiung|TW|22.6185|120.2810|sight
高雄流行音樂中心|Kaohsiung Music Center;高雄流行音乐中心;가오슝 뮤직센터;가오슝 유행음악센터;高雄流行音楽センター|Kaohsiung|TW|22.6200|120.2940|sight
旗後燈塔|Cihou Lighthouse;Qihou Lighthouse;旗后灯塔;치허우 등대;旗後灯台|Kaohsiung|TW|22.6140|120.2650|viewpoint
新堀江商圈|Shinkuchan;Xinjuejiang;新堀江;신줴장;신굴강 상권;신줴장 상권;新堀江商圏|Kaohsiung|TW|22.6230|120.3040|shop
田寮月世界|Tianliao Moon World;Moon World Kaohsiung;月世界;톈랴오 월세계|Kaohsiung|TW|22.8900|120.3990|nature
小琉球|Xiaoliuqiu;Lambai Island;Liuqiu Island;琉球嶼;샤오류추;소유구;샤오류추 섬;琉球屿|Donggang|TW|22.3390|120.3700|nature
花瓶岩|Vase Rock;Flower Vase Rock;화핑옌|Donggang|TW|22.3520|120.3800|nature
後壁湖|Houbihu;Houbihu Harbor;后壁湖;허우비후;후벽호|Hengchun|TW|21.9450|120.7440|sight
南灣|Nanwan;South Bay Kenting;南湾;난완;남만 컨딩|Hengchun|TW|21.9620|120.7600|beach
船帆石|Chuanfan Rock;Sail Rock;촨판스;선범석|Hengchun|TW|21.9312|120.8239|nature
貓鼻頭|Maobitou;Cat's Nose Cape;猫鼻头;마오비터우;猫鼻頭|Hengchun|TW|21.9170|120.7350|viewpoint
國立海洋生物博物館|National Museum of Marine Biology and Aquarium;海生館;国立海洋生物博物馆;국립해양생물박물관;해생관;国立海洋生物博物館|Hengchun|TW|22.0460|120.6980|museum
松園別館|Pine Garden Hualien;Songyuan Villa;松园别馆;쑹위안 별관;송원별관|Hualien City|TW|23.9826|121.6154|sight
花蓮文化創意產業園區|Hualien Cultural and Creative Industries Park;Hualien Creative Park;花莲文创园区;화롄 문화창의산업원구;화롄 문창원구;花蓮文化創意産業園区;花莲文化创意产业园区|Hualien City|TW|23.9770|121.6090|sight
鯉魚潭|Liyu Lake;Carp Lake Hualien;鲤鱼潭;리위탄|Hualien City|TW|23.9290|121.5060|nature
石梯坪|Shitiping;Shihtiping;스티핑;석제평|Hualien City|TW|23.4880|121.5100|nature
伯朗大道|Mr. Brown Avenue;Brown Boulevard;Chishang Brown Avenue;미스터 브라운 애비뉴;브라운 대로;버랑다다오|Taitung City|TW|23.1060|121.2150|nature
臺東森林公園|Taitung Forest Park;台东森林公园;台東森林公園;타이둥 삼림공원|Taitung City|TW|22.7700|121.1630|park
小野柳|Xiao Yeliu;Little Yehliu;샤오예류;소야류|Taitung City|TW|22.7930|121.1950|nature
南方澳|Nanfang'ao;Nanfangao Fishing Harbor;Nanfang-ao;난팡아오;남방오|Yilan|TW|24.5850|121.8700|sight
梅花湖|Meihua Lake;Plum Blossom Lake Yilan;메이화후;메이화 호수|Yilan|TW|24.6480|121.7350|nature
莒光樓|Juguang Tower;Kinmen Juguang Tower;莒光楼|Jincheng|TW|24.4250|118.3230|sight
模範街|Jincheng Model Street;Kinmen Model Street;模范街|Jincheng|TW|24.4330|118.3180|neighbourhood
잠수교|Jamsugyo;Jamsu Bridge;潛水橋|Seoul|KR|37.5120|126.9960|sight
진관사|Jingwansa;Jingwansa Temple;津寬寺;津宽寺|Seoul|KR|37.6385|126.9445|religious
약현성당|Yakhyeon Catholic Church;Yakhyeon Cathedral;藥峴聖堂;药岘圣堂|Seoul|KR|37.5600|126.9680|religious
한라수목원|Halla Arboretum;Hallasumogwon;汉拿树木园;漢拏樹木園|Jeju City|KR|33.4700|126.4930|park
신창풍차해안|Sinchang Windmill Coast;Sinchang Windmill Coastal Road;신창 풍차해안도로;新昌风车海岸;新昌風車海岸|Jeju City|KR|33.3460|126.1770|viewpoint
서빈백사|Seobin Baeksa Beach;Udo Coral Beach;산호해수욕장;西浜白沙;西滨白沙;西濱白沙|Jeju City|KR|33.5040|126.9430|beach
하고수동해수욕장|Hagosudong Beach;하고수동해변;下古水洞海水浴场;下古水洞海水浴場|Jeju City|KR|33.5130|126.9580|beach
우도봉|Udobong;Udo Peak;소머리오름;牛岛峰;牛島峰|Jeju City|KR|33.4960|126.9670|viewpoint
大稻埕|Dadaocheng;Twatutia;大稲埕;다다오청;대도정|Taipei|TW|25.0580|121.5110|neighbourhood
赤峰街|Chifeng Street;Taipei Chifeng Street;츠펑제;적봉가|Taipei|TW|25.0545|121.5200|neighbourhood
富錦街|Fujin Street;富锦街;푸진제;부금가|Taipei|TW|25.0610|121.5600|neighbourhood
關渡宮|Guandu Temple;Kuan Du Temple;关渡宫;관두궁;관도궁;関渡宮|Taipei|TW|25.1170|121.4630|religious
大甲鎮瀾宮|Dajia Jenn Lann Temple;Dajia Mazu Temple;Jenn Lann Temple;大甲镇澜宫;다자 전란궁;대갑 진란궁|Taichung|TW|24.3455|120.6230|religious
秋紅谷|Maple Garden Taichung;Qiuhong Valley;秋红谷;추훙구;추홍곡|Taichung|TW|24.1680|120.6400|park
九曲洞|Tunnel of Nine Turns;Jiuqudong;주취둥|Hualien City|TW|24.1730|121.5620|nature
豎崎路|Shuqi Road;Jiufen Shuqi Road;竖崎路;수치루;지우펀 수치루;竪崎路|Jiufen|TW|25.1090|121.8440|neighbourhood
黃金瀑布|Golden Waterfall;Jinguashi Golden Waterfall;黄金瀑布;진과스 황금폭포|Jiufen|TW|25.1160|121.8620|nature
十三層遺址|Thirteen Levels Smelter;Shuinandong Smelter;十三层遗址;13층 유적;십삼층 유적;수남동 제련소;十三層遺跡|Jiufen|TW|25.1200|121.8640|sight
野宮神社|Nonomiya Shrine;Nonomiya Jinja;노노미야 신사;노노미야신사|Kyoto|JP|35.0178|135.6742|religious
博多駅|Hakata Station;JR Hakata City;하카타역;하카타 역;JR 하카타 시티|Fukuoka|JP|33.5900|130.4207|sight
天神地下街|Tenjin Underground Shopping Mall;Tenjin Chikagai;텐진 지하상가;덴진 지하상가;텐진지하상가;덴진지하상가|Fukuoka|JP|33.5897|130.3995|shop
警固神社|Kego Shrine;Kego Jinja;게고 신사;케고 신사|Fukuoka|JP|33.5886|130.3980|religious
福岡PayPayドーム|Fukuoka PayPay Dome;Fukuoka Dome;Fukuoka Yafuoku Dome;후쿠오카 페이페이돔;후쿠오카 페이페이 돔;후쿠오카 돔;후쿠오카돔;야후오크 돔|Fukuoka|JP|33.5954|130.3622|sight
キャナルシティ ラーメンスタジアム|Ramen Stadium;Canal City Ramen Stadium;ラーメンスタジアム;라멘 스타디움;라멘스타디움;캐널시티 라멘 스타디움|Fukuoka|JP|33.5895|130.4110|food
海の中道海浜公園|Uminonakamichi Seaside Park;Umi no Nakamichi Seaside Park;우미노나카미치 해변공원;우미노나카미치 해빈공원;우미노나카미치 공원|Fukuoka|JP|33.6620|130.3570|park
太宰府天満宮参道|Dazaifu Tenmangu Omotesando;Dazaifu Omotesando;太宰府表参道;다자이후 텐만구 참배길;다자이후 오모테산도;다자이후 참배길|Dazaifu|JP|33.5205|130.5328|neighbourhood
戎橋|Ebisubashi;Ebisu Bridge;えびす橋;에비스바시;에비스 다리;에비스바시 다리|Osaka|JP|34.6688|135.5012|sight
梅田 (大阪)|Umeda Osaka;Kita Osaka;우메다;오사카 우메다|Osaka|JP|34.7025|135.4960|neighbourhood
難波 (大阪)|Namba Osaka;Nanba;なんば;난바;오사카 난바|Osaka|JP|34.6650|135.5010|neighbourhood
グランフロント大阪|Grand Front Osaka;그랜드 프론트 오사카;그랑프론트 오사카|Osaka|JP|34.7046|135.4946|shop
天王寺公園|Tennoji Park;Tenshiba;てんしば;텐노지 공원;덴노지 공원;텐시바|Osaka|JP|34.6490|135.5120|park
四条河原町|Shijo Kawaramachi;Kawaramachi Kyoto;가와라마치;카와라마치;시조 가와라마치;시조가와라마치|Kyoto|JP|35.0036|135.7690|neighbourhood
南禅寺水路閣|Suirokaku;Nanzen-ji Aqueduct;Nanzenji Suirokaku;수로각;난젠지 수로각|Kyoto|JP|35.0108|135.7945|sight
御金神社|Mikane Shrine;Mikane Jinja;미카네 신사|Kyoto|JP|35.0118|135.7553|religious
東京ラーメンストリート|Tokyo Ramen Street;도쿄 라멘 스트리트;도쿄역 라멘 스트리트;도쿄 라멘스트리트;도쿄역 라멘 거리|Tokyo|JP|35.6800|139.7690|food
東京キャラクターストリート|Tokyo Character Street;도쿄 캐릭터 스트리트;도쿄역 캐릭터 스트리트|Tokyo|JP|35.6800|139.7686|shop
丸の内|Marunouchi;마루노우치|Tokyo|JP|35.6810|139.7640|neighbourhood
KITTE丸の内|KITTE Marunouchi;킷테 마루노우치;킷테 옥상정원|Tokyo|JP|35.6795|139.7647|shop
表参道ヒルズ|Omotesando Hills;오모테산도 힐즈;오모테산도힐즈|Tokyo|JP|35.6672|139.7086|shop
渋谷ヒカリエ|Shibuya Hikarie;Hikarie;시부야 히카리에;히카리에|Tokyo|JP|35.6590|139.7037|shop
渋谷スクランブルスクエア|Shibuya Scramble Square;시부야 스크램블 스퀘어;스크램블 스퀘어|Tokyo|JP|35.6584|139.7022|shop
自由が丘|Jiyugaoka;지유가오카|Tokyo|JP|35.6075|139.6688|neighbourhood
フジテレビ本社ビル|Fuji TV Building;Fuji Television Headquarters;후지TV 본사;후지테레비 본사;후지 TV 본사|Tokyo|JP|35.6268|139.7752|sight
お台場 自由の女神像|Odaiba Statue of Liberty;Statue of Liberty Odaiba;오다이바 자유의 여신상;오다이바 자유의여신상|Tokyo|JP|35.6295|139.7718|sight
元祖さっぽろラーメン横丁|Ganso Ramen Yokocho;Sapporo Ramen Yokocho;Ramen Alley Sapporo;삿포로 라멘 요코초;삿포로 라멘요코초;원조 라멘 요코초;삿포로 라멘 골목|Sapporo|JP|43.0547|141.3535|food
サッポロビール園|Sapporo Beer Garden;삿포로 비어가든;삿포로 비루엔;삿포로 맥주원|Sapporo|JP|43.0716|141.3697|food
札幌市円山動物園|Sapporo Maruyama Zoo;Maruyama Zoo;삿포로 마루야마 동물원;마루야마 동물원|Sapporo|JP|43.0519|141.3070|park
波の上ビーチ|Naminoue Beach;나미노우에 비치;나미노우에 해변|Naha|JP|26.2207|127.6705|beach
栄 (名古屋)|Sakae Nagoya;사카에;나고야 사카에|Nagoya|JP|35.1700|136.9085|neighbourhood
ジブリパーク|Ghibli Park;지브리 파크;지브리파크|Nagakute|JP|35.1720|137.0880|park
門司港駅|Mojiko Station;모지코역;모지코 역;모지항역|Kitakyushu|JP|33.9448|130.9617|sight
鬼石坊主地獄|Oniishibozu Jigoku;Oniishi Bozu Jigoku;오니이시보즈 지옥;오니이시 보즈 지고쿠|Beppu|JP|33.3163|131.4760|sight
由布院駅|Yufuin Station;유후인역;유후인 역|Yufu|JP|33.2662|131.3555|sight
由布岳|Mount Yufu;Yufudake;Yufu-dake;유후다케;유후산;유후 다케|Yufu|JP|33.2820|131.3900|nature
坊っちゃんカラクリ時計|Botchan Karakuri Clock;Botchan Clock;봇짱 시계;봇짱 카라쿠리 시계;도련님 시계;봇짱 가라쿠리 시계|Matsuyama|JP|33.8510|132.7858|sight
大街道 (松山)|Okaido Shopping Street;Okaido Matsuyama;오카이도 상점가;마쓰야마 오카이도;마츠야마 오카이도|Matsuyama|JP|33.8435|132.7702|shop
大韩民国临时政府旧址|大韓民國臨時政府舊址;Site of the Korean Provisional Government;Korean Provisional Government Shanghai;대한민국 임시정부 청사;상하이 임시정부 청사;상해 임시정부 청사;상하이 임시정부|Shanghai|CN|31.2183|121.4745|museum
知床国立公園|Shiretoko National Park;시레토코 국립공원;知床國立公園|Shibetsu|JP|44.1000|145.1833|park
知床峠|Shiretoko Pass;시레토코 고개|Shibetsu|JP|44.0551|145.1045|viewpoint
羅臼岳|Mount Rausu;Rausudake;라우스다케|Shibetsu|JP|44.0756|145.1222|nature
アトサヌプリ|Atosanupuri;川湯硫黄山;Mount Io Kawayu;Iozan Kawayu;이오잔|Motomachi|JP|43.6103|144.4386|nature
旭岳|Asahidake;Mount Asahi Hokkaido;아사히다케|Kamikawa|JP|43.6636|142.8542|nature
大雪山国立公園|Daisetsuzan National Park;Daisetsuzan;다이세쓰잔 국립공원;大雪山國立公園|Kamikawa|JP|43.6636|142.8542|park
四季彩の丘|Shikisai no Oka;시키사이노오카;四季彩之丘|Furano|JP|43.5320|142.4530|park
十勝岳|Mount Tokachi;Tokachidake;도카치다케|Shimo-furano|JP|43.4181|142.6864|nature
有珠山|Mount Usu;Usuzan;우스잔|Date|JP|42.5442|140.8392|nature
利尻山|Mount Rishiri;Rishiri-fuji;리시리산|Rishiri Town|JP|45.1786|141.2422|nature
明神池|Myojin Pond;Myojin-ike;묘진이케|Hotaka|JP|36.2575|137.6672|nature
奥穂高岳|Mount Okuhotaka;Okuhotakadake;오쿠호타카다케|Hotaka|JP|36.2894|137.6478|nature
槍ヶ岳|Mount Yari;Yarigatake;야리가타케|Hotaka|JP|36.3419|137.6478|nature
涸沢カール|Karasawa Cirque;Karasawa;가라사와|Hotaka|JP|36.2983|137.6447|nature
みくりが池|Mikurigaike;Mikuriga-ike Pond;미쿠리가이케|Kamiichi|JP|36.5808|137.6008|nature
立山雄山|Mount Tateyama;Tateyama Oyama;다테야마산|Ōmachi|JP|36.5753|137.6197|nature
乗鞍岳|Mount Norikura;Norikuradake;노리쿠라다케|Takayama|JP|36.1064|137.5536|nature
畳平|Tatamidaira;다타미다이라|Takayama|JP|36.1172|137.5544|nature
八方池|Happo-ike;Happo Pond;핫포이케|Hakuba|JP|36.7003|137.8136|nature
白馬岳|Mount Shirouma;Shiroumadake;Hakuba-dake|Hakuba|JP|36.7586|137.7586|nature
Lake Saiko|西湖 (富士五湖);Saiko Lake;사이코 호수|Fujikawaguchiko|JP|35.5000|138.6833|nature
八幡平|하치만타이|Hanawa|JP|39.9578|140.8544|nature
八甲田山|Mount Hakkoda;Hakkodasan;핫코다산|Aomori|JP|40.6589|140.8808|nature
鳥海山|Mount Chokai;Chokaisan;조카이산|Yuza|JP|39.0992|140.0489|nature
磐梯山|Mount Bandai;Bandaisan;반다이산|Inawashiro|JP|37.6006|140.0722|nature
五色沼|Goshikinuma;Goshiki-numa Ponds;고시키누마|Inawashiro|JP|37.6486|140.0878|nature
堂ヶ島|Dogashima;도가시마|Shimoda|JP|34.7764|138.7658|nature
石廊崎|Cape Irozaki;Irozaki;이로자키|Shimoda|JP|34.6022|138.8458|nature
宮之浦岳|Mount Miyanoura;Miyanouradake;미야노우라다케|Miyanoura|JP|30.3361|130.5042|nature
古座間味ビーチ|Furuzamami Beach;후루자마미 비치|Naha|JP|26.2197|127.3064|beach
慶良間諸島国立公園|Kerama Islands National Park;Kerama Islands;게라마 제도|Itoman|JP|26.2000|127.3167|park
伊良部大橋|Irabu Bridge;이라부 대교|Hirara|JP|24.8190|125.2470|sight
高千穂峰|Takachiho-no-mine;Mount Takachiho;다카치호노미네|Kobayashi|JP|31.8861|130.9189|nature
那須茶臼岳|Mount Chausu Nasu;Nasu Chausudake;나스 차우스다케|Kuroiso|JP|37.1231|139.9628|nature
尾瀬沼|Ozenuma;Oze Marsh Pond;오제누마|Nikkō|JP|36.9300|139.3000|nature
草津白根山 湯釜|Yugama Crater;Kusatsu-Shirane Yugama;유가마|Nakano|JP|36.6442|138.5283|nature
城ヶ島|Jogashima;Jogashima Island;조가시마|Miura|JP|35.1350|139.6150|nature
三島スカイウォーク|Mishima Skywalk;미시마 스카이워크|Mishima|JP|35.1433|138.9431|sight
日御碕|Hinomisaki;Cape Hinomisaki;히노미사키|Izumo|JP|35.4317|132.6297|nature
都井岬|Cape Toi;Toimisaki;도이곶|Kushima|JP|31.3667|131.3447|nature
낙산해수욕장|Naksan Beach;Naksan Haesuyokjang|Sokcho|KR|38.1197|128.6306|beach
만리포해수욕장|Mallipo Beach;만리포해변|Seosan|KR|36.7878|126.1422|beach
オンネトー|Lake Onneto;Onneto;온네토 호수|Kushiro|JP|43.3836|143.9706|nature
雌阿寒岳|Mount Meakan;Meakandake;메아칸다케|Kushiro|JP|43.3864|144.0086|nature
雄阿寒岳|Mount Oakan;Oakandake;오아칸다케|Kushiro|JP|43.4539|144.1636|nature
北海道駒ヶ岳|Hokkaido Komagatake;Mount Komagatake Hokkaido;고마가타케|Honchō|JP|42.0633|140.6772|nature
大雪山黒岳|Mount Kurodake;Kurodake Daisetsuzan;구로다케|Kamikawa|JP|43.6967|142.9183|nature
白金温泉|Shirogane Onsen;시로가네 온천;白金溫泉|Shimo-furano|JP|43.4742|142.6394|nature
焼岳|Mount Yake;Yakedake;야케다케|Hotaka|JP|36.2269|137.5867|nature
常念岳|Mount Jonen;Jonendake;조넨다케|Hotaka|JP|36.3256|137.7272|nature
燕岳|Mount Tsubakuro;Tsubakurodake;쓰바쿠로다케|Hotaka|JP|36.4003|137.7125|nature
唐松岳|Mount Karamatsu;Karamatsudake;가라마쓰다케|Hakuba|JP|36.7094|137.7553|nature
剱岳|Mount Tsurugi Toyama;Tsurugidake;쓰루기다케|Hakuba|JP|36.6233|137.6169|nature
加賀白山|Mount Haku;하쿠산|Katsuyama|JP|36.1547|136.7714|nature
武当山金顶|Wudang Golden Summit;Wudangshan Golden Hall;武當山金頂|Shiyan|CN|32.4003|111.0036|religious
苏澳冷泉|Su'ao Cold Spring;蘇澳冷泉;쑤아오 냉천|Yilan|TW|24.5967|121.8511|nature
深澳象鼻岩|Elephant Trunk Rock Shen'ao;Shenao Elephant Rock;션아오 코끼리바위|Keelung|TW|25.1356|121.8194|nature
武陵農場|Wuling Farm;武陵农场;우링 농장|Hualien City|TW|24.3458|121.3083|park
소백산 비로봉|Sobaeksan Birobong;Birobong Sobaeksan;소백산|Eisen|KR|36.9575|128.4853|nature
월출산|Wolchulsan;Mount Wolchul;月出山|Yeongam|KR|34.7678|126.7044|nature
丹霞山|Mount Danxia;Danxiashan;단샤산|Shaoguan|CN|25.0319|113.7461|nature
镜泊湖|Jingpo Lake;鏡泊湖;징포호|Dashitou|CN|43.8800|128.9400|nature
瞿塘峡|Qutang Gorge;瞿塘峽;구당협|Enshi|CN|31.0338|109.5402|nature
霧多布岬|Cape Kiritappu;Kiritappu Misaki;기리탓푸곶|Nemuro|JP|43.0828|145.1206|nature
スコトン岬|Cape Sukoton;Sukoton Misaki;스코톤곶|Wakkanai|JP|45.4614|140.9981|nature
岩木山|Mount Iwaki;Iwakisan;이와키산|Hirosaki|JP|40.6556|140.3031|nature
岩手山|Mount Iwate;Iwatesan;이와테산|Shizukuishi|JP|39.8528|141.0011|nature
吹割の滝|Fukiware Falls;Fukiware no Taki;후키와레 폭포|Numata|JP|36.7006|139.1503|nature
犬吠埼|Cape Inubo;Inubosaki;이누보사키|Hasaki|JP|35.7078|140.8689|nature
清津峡渓谷トンネル|Kiyotsu Gorge Tunnel;Kiyotsukyo;기요쓰쿄|Shiozawa|JP|36.9100|138.7678|nature
モネの池|Monet's Pond;Monet no Ike;모네의 연못;莫內池塘|Mino|JP|35.6364|136.8533|nature
阿寒摩周国立公園|Akan-Mashu National Park;아칸 마슈 국립공원;阿寒摩周國立公園|Kushiro|JP|43.5444|144.2836|park
中部山岳国立公園|Chubu-Sangaku National Park;Japan Alps National Park;주부산가쿠 국립공원;中部山岳國立公園|Hotaka|JP|36.7583|137.7917|park
阿蘇くじゅう国立公園|Aso-Kuju National Park;아소 구주 국립공원;阿蘇九重國立公園|Aso|JP|32.8850|131.1042|park
尾瀬国立公園|Oze National Park;오제 국립공원;尾瀨國立公園|Muikamachi|JP|36.9300|139.2500|park
덕유산국립공원|Deogyusan National Park;Deogyusan;德裕山國立公園|Jinan-gun|KR|35.8600|127.7500|park
속리산국립공원|Songnisan National Park;Songnisan;俗離山國立公園|Sangju|KR|36.5333|127.9000|park
치악산국립공원|Chiaksan National Park;Chiaksan;雉岳山國立公園|Wŏnju|KR|37.3300|128.0470|park
변산반도국립공원|Byeonsanbando National Park;Byeonsan Peninsula National Park;邊山半島國立公園|Puan|KR|35.6000|126.5500|park
朝日溫泉|Zhaori Hot Spring;Green Island Hot Spring;朝日温泉;자오르 온천|Taitung City|TW|22.6331|121.4958|nature
대청봉|Daecheongbong;Daecheongbong Peak;大青峰|Sokcho|KR|38.1194|128.4656|nature
천왕봉|Cheonwangbong;Cheonwangbong Peak;天王峰|Kurye|KR|35.3369|127.7306|nature
지리산국립공원|Jirisan National Park;Jirisan;智異山國立公園;智异山国立公园;智異山国立公園|Kurye|KR|35.2900|127.6319|park
노고단|Nogodan;Nogodan Peak;老姑壇|Kurye|KR|35.2950|127.5319|nature
백운대|Baegundae;Baegundae Peak;白雲臺|Seoul|KR|37.6586|126.9778|nature
백록담|Baengnokdam;Baengnokdam Crater Lake;白鹿潭|Seogwipo|KR|33.3617|126.5333|nature
袁家界|Yuanjiajie;Yuanjiajie Scenic Area;위안자제;원가계|Wulingyuan|CN|29.3450|110.4350|nature
光明顶|Guangming Peak;Guangmingding;光明頂;광명정|Huangshan|CN|30.1319|118.1689|nature
蓝月谷|Blue Moon Valley;藍月谷;란웨구;남월곡|Lijiang|CN|27.1153|100.2361|nature
元阳梯田|Yuanyang Rice Terraces;Hani Rice Terraces;元陽梯田;위안양 다랑논|Gejiu|CN|23.0933|102.7800|nature
抚仙湖|Fuxian Lake;撫仙湖|Yuxi|CN|24.5023|102.8889|nature
拉市海|Lashi Lake;Lashihai;라스하이|Lijiang|CN|26.8800|100.1250|nature
纳木错|Namtso;Nam Co;Lake Namtso;納木錯;남초호|Dêqên|CN|30.7000|90.5500|nature
羊卓雍措|Yamdrok Lake;Yamdrok Tso;羊卓雍錯;얌드록초|Lhasa|CN|28.9333|90.6833|nature
冈仁波齐|Mount Kailash;Kailash;岡仁波齊;카일라스산|Burang|CN|31.0667|81.3125|nature
玛旁雍错|Lake Manasarovar;Mapam Yumco;瑪旁雍錯|Burang|CN|30.6500|81.4500|nature
赛里木湖|Sayram Lake;賽里木湖;사이람호|Huocheng|CN|44.6000|81.2000|nature
玉山|Jade Mountain;Mount Jade;玉山主峰;위산|Lugu|TW|23.4700|120.9572|nature
合歡山|Hehuanshan;Mount Hehuan;合欢山;허환산|Puli|TW|24.1419|121.2725|nature
武嶺|Wuling Pass;武岭|Puli|TW|24.1367|121.2756|viewpoint
蘭嶼|Orchid Island;Lanyu;兰屿;란위|Hengchun|TW|22.0500|121.5500|nature
美ヶ原|Utsukushigahara;Utsukushigahara Plateau;우쓰쿠시가하라|Matsumoto|JP|36.2247|138.1083|nature
鳴子峡|Naruko Gorge;Narukokyo;나루코 협곡|Furukawa|JP|38.7247|140.6997|nature
白神山地|Shirakami-Sanchi;Shirakami Mountains;시라카미 산지|Noshiro|JP|40.4700|140.1200|park
三原山|Mount Mihara;Miharayama;미하라산|Itō|JP|34.7244|139.3942|nature
えびの高原|Ebino Kogen;Ebino Plateau;에비노 고원|Kobayashi|JP|31.9422|130.8547|nature
池間大橋|Ikema Bridge;Ikema Ohashi;이케마 대교|Hirara|JP|24.9150|125.2628|sight
瀬長島|Senagajima;Senaga Island;세나가지마|Tomigusuku|JP|26.1753|127.6453|nature
辺戸岬|Cape Hedo;Hedo Misaki;헤도곶|Nago|JP|26.8711|128.2639|nature
奥多摩湖|Lake Okutama;오쿠타마 호수|Itsukaichi|JP|35.7800|139.0300|nature
浜名湖|Lake Hamana;Hamanako;하마나호|Hamamatsu|JP|34.7411|137.5697|nature
琵琶湖|Lake Biwa;Biwako;비와호|Ōmihachiman|JP|35.2500|136.0800|nature
伯耆大山|Mount Daisen;Daisen Tottori;다이센산|Yonago|JP|35.3711|133.5461|nature
오대산국립공원|Odaesan National Park;Odaesan;五臺山國立公園|Gangneung|KR|37.7933|128.5436|park
주왕산국립공원|Juwangsan National Park;Juwangsan;周王山|Cheongsong gun|KR|36.3883|129.1667|park
향적봉|Hyangjeokbong;Hyangjeokbong Peak;Deogyusan Hyangjeokbong|Jinan-gun|KR|35.8606|127.7464|nature
마이산|Maisan;Mount Mai;馬耳山|Jinan-gun|KR|35.7625|127.4122|nature
우포늪|Upo Wetland;Upo Marsh;牛浦沼|Changnyeong|KR|35.5536|128.4167|park
금오름|Geumoreum;Geum Oreum;금악오름|Jeju City|KR|33.3547|126.3050|nature
비양도|Biyangdo;Biyang Island;飛揚島|Jeju City|KR|33.4069|126.2261|nature
纳帕海|Napa Lake;Napahai;納帕海|Shangri-La|CN|27.8544|99.6456|nature
千岛湖|Qiandao Lake;Thousand Island Lake;千島湖;천도호|Lanxi|CN|29.6092|118.9900|nature
壶口瀑布|Hukou Waterfall;壺口瀑布;후커우 폭포|Hancheng|CN|36.1450|110.4425|nature
庐山|Mount Lu;Lushan;廬山;여산|Jiujiang|CN|29.5594|115.9934|nature
三清山|Mount Sanqing;Sanqingshan;삼청산|Shangrao|CN|28.9167|118.0667|nature
向山遊客中心|Xiangshan Visitor Center;向山游客中心;샹산 방문자센터|Puli|TW|23.8530|120.9178|sight
三貂角|Sandiaojiao;Cape Santiago Taiwan;三貂角燈塔|Jiufen|TW|25.0069|122.0050|nature
佳樂水|Jialeshui;佳乐水|Hengchun|TW|21.9933|120.8633|nature
地球岬|Cape Chikyu;Chikyu Misaki;지큐미사키|Muroran|JP|42.3033|140.9939|nature
襟裳岬|Cape Erimo;Erimo Misaki;에리모곶|Shizunai-furukawachō|JP|41.9253|143.2486|nature
納沙布岬|Cape Nosappu;Nosappu Misaki;노삿푸곶|Nemuro|JP|43.3853|145.8167|nature
然別湖|Lake Shikaribetsu;Shikaribetsuko;시카리베쓰호|Otofuke|JP|43.2800|143.1100|nature
サロマ湖|Lake Saroma;Saromako;사로마호|Abashiri|JP|44.1667|143.7167|nature
ニセコアンヌプリ|Niseko Annupuri;Mount Niseko Annupuri;니세코 안누프리|Niseko Town|JP|42.8617|140.6572|nature
御嶽山|Mount Ontake;Ontakesan;온타케산|Gero|JP|35.8928|137.4806|nature
木曽駒ヶ岳|Mount Kisokoma;Kisokomagatake;기소코마가타케|Ina|JP|35.7894|137.8047|nature
八ヶ岳 赤岳|Mount Akadake;Yatsugatake Akadake;아카다케|Hokuto|JP|35.9708|138.3703|nature
浅間山|Mount Asama;Asamayama;아사마산|Komoro|JP|36.4064|138.5231|nature
鬼押出し園|Onioshidashi Park;Onioshidashi;오니오시다시|Komoro|JP|36.4456|138.5436|park
谷川岳|Mount Tanigawa;Tanigawadake;다니가와다케|Shiozawa|JP|36.8375|138.9300|nature
伊吹山|Mount Ibuki;Ibukiyama;이부키산|Tarui|JP|35.4178|136.4064|nature
英虞湾|Ago Bay;Agowan;아고만|Toba|JP|34.3000|136.8200|nature
龍飛崎|Cape Tappi;Tappizaki;닷피곶|Goshogawara|JP|41.2572|140.3431|nature
大間崎|Cape Oma;Omazaki;오마곶|Mutsu|JP|41.5436|140.9122|nature
龍泉洞|Ryusendo Cave;Ryusendo;류센도|Miyako|JP|39.8653|141.8011|nature
月山|Mount Gassan;Gassan;갓산|Tsuruoka|JP|38.5486|140.0267|nature
安達太良山|Mount Adatara;Adatarayama;아다타라산|Nihommatsu|JP|37.6214|140.2878|nature
塔のへつり|To-no-Hetsuri;Tonohetsuri;도노헤쓰리|Kuroiso|JP|37.2737|139.9059|nature
石鎚山|Mount Ishizuchi;Ishizuchisan;이시즈치산|Saijō|JP|33.7675|133.1150|nature
四国剣山|Mount Tsurugi;Tsurugisan;쓰루기산|Wakimachi|JP|33.8536|134.0944|nature
久住山|Mount Kuju;Kujusan;구주산|Takedamachi|JP|33.0861|131.2411|nature
韓国岳|Karakunidake;Mount Karakuni;가라쿠니다케|Kobayashi|JP|31.9347|130.8614|nature
佐多岬|Cape Sata;Satamisaki;사타곶|Ibusuki|JP|30.9950|130.6614|nature
池田湖|Lake Ikeda;Ikedako;이케다호|Ibusuki|JP|31.2333|130.5667|nature
平久保崎|Cape Hirakubo;Hirakubozaki;히라쿠보자키|Ishigaki|JP|24.6078|124.3203|nature
상주은모래비치|Sangju Beach;Sangju Eunmorae Beach;상주해수욕장|Yeosu|KR|34.7189|127.9922|beach
`;
