/**
 * Curated landmarks for the offline geocoder, beyond the most visited cities: the sights of the towns, islands and
 * parks travellers go to next in Japan, Korea, China, Taiwan, Hong Kong and Macau. Written for this project, apart from any page the import is measured on;
 * coordinates are rounded to 4 decimals and meant to be within about 300 m. One per line, as in the other files:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const TOWNS_ASIA_EAST = `
輪王寺|Rinnō-ji;Rinnoji;Rinno-ji;린노지|Nikko|JP|36.7546|139.6006|religious
日光二荒山神社|Futarasan Shrine;Futarasan Jinja;二荒山神社|Nikko|JP|36.7597|139.5961|religious
大猷院|Taiyūin;Taiyuin;Taiyuin-byo;輪王寺大猷院|Nikko|JP|36.7584|139.5946|religious
憾満ヶ淵|Kanmangafuchi Abyss;Kanmangafuchi;Narabi Jizo;並び地蔵|Nikko|JP|36.7478|139.5858|nature
中禅寺湖|Lake Chūzenji;Lake Chuzenji;Chuzenjiko;주젠지호|Nikko|JP|36.7370|139.4650|nature
戦場ヶ原|Senjōgahara;Senjogahara Marshland;Senjogahara|Nikko|JP|36.7840|139.4400|nature
箱根関所|Hakone Checkpoint;Hakone Sekisho|Hakone|JP|35.1918|139.0265|sight
強羅公園|Gora Park;Gōra Park|Hakone|JP|35.2482|139.0472|park
ポーラ美術館|Pola Museum of Art|Hakone|JP|35.2577|139.0318|museum
箱根湯本|Hakone-Yumoto;Hakone Yumoto Onsen;箱根湯本温泉|Hakone|JP|35.2328|139.1050|neighbourhood
円覚寺|Engaku-ji;Engakuji;圓覺寺|Kamakura|JP|35.3375|139.5475|religious
建長寺|Kenchō-ji;Kenchoji;Kencho-ji|Kamakura|JP|35.3317|139.5557|religious
銭洗弁財天|Zeniarai Benten;Zeniarai Benzaiten;銭洗弁財天宇賀福神社|Kamakura|JP|35.3254|139.5443|religious
由比ヶ浜|Yuigahama Beach;Yuigahama;由比ガ浜|Kamakura|JP|35.3110|139.5410|beach
山中湖|Lake Yamanaka;Yamanakako;Lake Yamanakako|Fujiyoshida|JP|35.4170|138.8740|nature
西湖いやしの里根場|Saiko Iyashi no Sato;Iyashi no Sato Nenba;Iyashi no Sato|Fujikawaguchiko|JP|35.4993|138.6797|sight
青木ヶ原樹海|Aokigahara;Aokigahara Forest;Sea of Trees|Fujikawaguchiko|JP|35.4700|138.6200|nature
本栖湖|Lake Motosu;Motosuko|Fujikawaguchiko|JP|35.4640|138.5850|nature
大石公園|Oishi Park;Ōishi Park|Fujikawaguchiko|JP|35.5249|138.7432|park
北口本宮冨士浅間神社|Kitaguchi Hongu Fuji Sengen Shrine;Fuji Sengen Shrine;Kitaguchi Hongū Fuji Sengen Jinja|Fujiyoshida|JP|35.4764|138.7956|religious
富士スバルライン五合目|Fuji Subaru Line 5th Station;Kawaguchiko 5th Station;Mount Fuji Fifth Station;富士山五合目|Fujiyoshida|JP|35.3950|138.7330|viewpoint
白糸の滝|Shiraito Falls;Shiraito no Taki|Fujinomiya|JP|35.3127|138.5877|nature
富士山本宮浅間大社|Fujisan Hongū Sengen Taisha;Fujisan Hongu Sengen Taisha;Sengen Taisha|Fujinomiya|JP|35.2229|138.6109|religious
飛騨国分寺|Hida Kokubun-ji;Hida Kokubunji|Takayama|JP|36.1430|137.2530|religious
高山祭屋台会館|Takayama Festival Floats Exhibition Hall;Takayama Yatai Kaikan;Yatai Kaikan|Takayama|JP|36.1484|137.2619|museum
桜山八幡宮|Sakurayama Hachiman Shrine;Sakurayama Hachimangu|Takayama|JP|36.1493|137.2625|religious
陣屋前朝市|Jinya-mae Morning Market;Jinya Morning Market|Takayama|JP|36.1395|137.2577|market
日下部民藝館|Kusakabe Folk Museum;Kusakabe Mingeikan|Takayama|JP|36.1457|137.2596|museum
吉島家住宅|Yoshijima Heritage House;Yoshijima House|Takayama|JP|36.1461|137.2594|museum
荻町城跡展望台|Shiroyama Viewpoint;Shirakawa-go Observatory;Ogimachi Castle Site Observation Deck;城山天守閣展望台|Takayama|JP|36.2640|136.9080|viewpoint
相倉合掌造り集落|Ainokura;Gokayama Ainokura;Ainokura Village;相倉|Nanto|JP|36.4260|136.9330|neighbourhood
菅沼合掌造り集落|Suganuma;Gokayama Suganuma;Suganuma Village;菅沼|Nanto|JP|36.3990|136.8820|neighbourhood
妙立寺|Myōryū-ji;Myoryuji;Ninja Temple;Ninja-dera;忍者寺|Kanazawa|JP|36.5552|136.6494|religious
にし茶屋街|Nishi Chaya District;Nishi Chaya;西茶屋街|Kanazawa|JP|36.5560|136.6480|neighbourhood
主計町茶屋街|Kazuemachi;Kazuemachi Chaya District;Kazue-machi|Kanazawa|JP|36.5710|136.6640|neighbourhood
鈴木大拙館|D.T. Suzuki Museum;DT Suzuki Museum|Kanazawa|JP|36.5580|136.6640|museum
尾山神社|Oyama Shrine;Oyama Jinja|Kanazawa|JP|36.5655|136.6553|religious
玉泉院丸庭園|Gyokusen-inmaru Garden;Gyokusen Inmaru Garden|Kanazawa|JP|36.5640|136.6582|park
鼓門|Tsuzumi-mon;Tsuzumi Gate;Kanazawa Station Drum Gate|Kanazawa|JP|36.5780|136.6480|sight
奥之院|Okunoin;Okuno-in;Koyasan Okunoin;高野山奥之院;Okunoin Cemetery|Koya|JP|34.2185|135.6050|religious
金剛峯寺|Kongōbu-ji;Kongobuji;Kongobu-ji|Koya|JP|34.2132|135.5842|religious
壇上伽藍|Danjō Garan;Danjo Garan;Konpon Daitō;根本大塔|Koya|JP|34.2125|135.5800|religious
高野山大門|Koyasan Daimon;Daimon Gate Koyasan|Koya|JP|34.2130|135.5720|sight
熊野本宮大社|Kumano Hongū Taisha;Kumano Hongu Taisha;Hongu Taisha|Tanabe|JP|33.8403|135.7733|religious
大斎原|Ōyunohara;Oyunohara;Oyunohara Great Torii|Tanabe|JP|33.8360|135.7700|religious
湯の峰温泉|Yunomine Onsen;Tsuboyu;つぼ湯|Tanabe|JP|33.8265|135.7415|sight
熊野那智大社|Kumano Nachi Taisha;Nachi Taisha|Shingu|JP|33.6690|135.8900|religious
那智滝|Nachi Falls;Nachi no Taki;那智の滝|Shingu|JP|33.6752|135.8876|nature
青岸渡寺|Seiganto-ji;Seigantoji|Shingu|JP|33.6686|135.8889|religious
熊野速玉大社|Kumano Hayatama Taisha;Hayatama Taisha|Shingu|JP|33.7310|135.9830|religious
白良浜|Shirarahama Beach;Shirarahama;Shirahama Beach|Tanabe|JP|33.6790|135.3450|beach
円月島|Engetsu Island;Engetsutō|Tanabe|JP|33.6940|135.3450|nature
おかげ横丁|Okage Yokocho;Okage Yokochō|Ise|JP|34.4613|136.7237|shop
おはらい町|Oharai-machi;Oharaimachi|Ise|JP|34.4630|136.7230|shop
伊勢神宮外宮|Gekū;Geku;Toyouke Daijingu;豊受大神宮;Ise Jingu Geku|Ise|JP|34.4876|136.7033|religious
夫婦岩|Meoto Iwa;Wedded Rocks;Futami Okitama Shrine;二見興玉神社|Ise|JP|34.5090|136.7890|sight
ミキモト真珠島|Mikimoto Pearl Island|Toba|JP|34.4830|136.8450|museum
城崎温泉|Kinosaki Onsen|Toyooka|JP|35.6260|134.8110|neighbourhood
天橋立|Amanohashidate;아마노하시다테|Miyazu|JP|35.5700|135.1910|nature
天橋立ビューランド|Amanohashidate View Land|Miyazu|JP|35.5590|135.1830|viewpoint
傘松公園|Kasamatsu Park|Miyazu|JP|35.5878|135.1940|viewpoint
智恩寺|Chion-ji Miyazu;Kireto Monju;切戸文殊|Miyazu|JP|35.5580|135.1890|religious
伊根の舟屋|Ine Funaya;Ine no Funaya;Ine Boathouses|Miyazu|JP|35.6760|135.2880|neighbourhood
彦根城|Hikone Castle;히코네성|Hikone|JP|35.2765|136.2520|sight
玄宮園|Genkyū-en;Genkyuen|Hikone|JP|35.2800|136.2530|park
八幡堀|Hachiman-bori;Hachimanbori Canal|Omihachiman|JP|35.1370|136.0870|sight
書寫山圓教寺|Engyō-ji;Engyoji;Mount Shosha;圓教寺;円教寺|Himeji|JP|34.8910|134.6610|religious
大聖院|Daishō-in;Daishoin|Hatsukaichi|JP|34.2940|132.3190|religious
千畳閣|Senjōkaku;Senjokaku;Toyokuni Shrine Miyajima|Hatsukaichi|JP|34.2975|132.3225|religious
宮島表参道商店街|Miyajima Omotesando Shopping Street;Miyajima Omotesando|Hatsukaichi|JP|34.2985|132.3215|shop
紅葉谷公園|Momijidani Park|Hatsukaichi|JP|34.2925|132.3240|park
錦帯橋|Kintai Bridge;Kintaikyo;Kintai-kyō;긴타이쿄|Iwakuni|JP|34.1680|132.1780|sight
岩国城|Iwakuni Castle|Iwakuni|JP|34.1660|132.1720|sight
千光寺|Senkō-ji;Senkoji;Senkoji Temple Onomichi|Onomichi|JP|34.4103|133.1975|religious
千光寺公園|Senkoji Park|Onomichi|JP|34.4120|133.1970|park
猫の細道|Cat Alley;Neko no Hosomichi|Onomichi|JP|34.4095|133.2000|sight
尾道本通り商店街|Onomichi Hondori Shopping Street;Onomichi Hondori|Onomichi|JP|34.4085|133.1980|shop
耕三寺|Kōsan-ji;Kosanji|Onomichi|JP|34.3080|133.0850|religious
鞆の浦|Tomonoura;Tomo-no-ura|Fukuyama|JP|34.3830|133.3820|neighbourhood
大久野島|Ōkunoshima;Okunoshima;Rabbit Island;ウサギ島|Takehara|JP|34.3090|132.9950|nature
大原美術館|Ohara Museum of Art;Ōhara Museum of Art|Kurashiki|JP|34.5960|133.7710|museum
倉敷アイビースクエア|Kurashiki Ivy Square;Ivy Square|Kurashiki|JP|34.5940|133.7730|sight
阿智神社|Achi Shrine;Achi Jinja|Kurashiki|JP|34.5975|133.7705|religious
吉備津神社|Kibitsu Shrine;Kibitsu Jinja|Okayama|JP|34.6710|133.8510|religious
地中美術館|Chichu Art Museum;Chichū Art Museum|Tamano|JP|34.4500|133.9870|museum
ベネッセハウス ミュージアム|Benesse House Museum;Benesse House|Tamano|JP|34.4493|133.9942|museum
黄かぼちゃ|Yellow Pumpkin;Kusama Yellow Pumpkin;草間彌生 南瓜|Tamano|JP|34.4475|133.9955|sight
赤かぼちゃ|Red Pumpkin;Kusama Red Pumpkin|Tamano|JP|34.4610|133.9745|sight
家プロジェクト|Art House Project;Naoshima Art House Project|Tamano|JP|34.4585|134.0035|museum
直島銭湯 I♥湯|Naoshima Bath I Love Yu;I Love Yu;I♥湯|Tamano|JP|34.4610|133.9760|sight
豊島美術館|Teshima Art Museum|Tamano|JP|34.4887|134.0791|museum
エンジェルロード|Angel Road;Shodoshima Angel Road|Tonosho|JP|34.4860|134.1830|beach
寒霞渓|Kankakei;Kankakei Gorge|Tonosho|JP|34.5170|134.2850|nature
金刀比羅宮|Kotohira-gū;Kotohiragu;Konpira-san;Kompira;こんぴらさん|Marugame|JP|34.1843|133.8096|religious
高知城|Kochi Castle;Kōchi Castle|Kochi|JP|33.5610|133.5310|sight
ひろめ市場|Hirome Market;Hirome Ichiba|Kochi|JP|33.5610|133.5370|food
桂浜|Katsurahama;Katsurahama Beach|Kochi|JP|33.4970|133.5740|beach
祖谷のかずら橋|Iya Kazurabashi;Kazurabashi;Iya Vine Bridge;かずら橋|Miyoshi|JP|33.8755|133.8357|sight
鳴門の渦潮|Naruto Whirlpools;Naruto Uzushio;Uzu no Michi;渦の道|Tokushima|JP|34.2385|134.6525|nature
大塚国際美術館|Otsuka Museum of Art;Ōtsuka Museum of Art|Tokushima|JP|34.2276|134.6357|museum
石手寺|Ishite-ji;Ishiteji|Matsuyama|JP|33.8480|132.7960|religious
屋島|Yashima;Yashima Plateau;屋島寺|Takamatsu|JP|34.3585|134.1010|viewpoint
松江城|Matsue Castle;마쓰에성|Matsue|JP|35.4750|133.0508|sight
塩見縄手|Shiomi Nawate|Matsue|JP|35.4770|133.0490|neighbourhood
宍道湖|Lake Shinji;Shinjiko|Matsue|JP|35.4500|132.9500|nature
足立美術館|Adachi Museum of Art|Yasugi|JP|35.3787|133.1938|museum
出雲大社|Izumo Taisha;Izumo Grand Shrine;Izumo Ōyashiro|Izumo|JP|35.4020|132.6850|religious
鳥取砂丘|Tottori Sand Dunes;Tottori Sakyū|Tottori|JP|35.5410|134.2290|nature
かまど地獄|Kamado Jigoku;Cooking Pot Hell|Beppu|JP|33.3170|131.4730|nature
血の池地獄|Chinoike Jigoku;Blood Pond Hell|Beppu|JP|33.3301|131.4786|nature
竹瓦温泉|Takegawara Onsen|Beppu|JP|33.2790|131.5030|sight
金鱗湖|Lake Kinrin;Kinrinko;Kinrin Lake|Yufu|JP|33.2660|131.3690|nature
湯の坪街道|Yunotsubo Kaido;Yunotsubo Street|Yufu|JP|33.2650|131.3620|shop
阿蘇中岳火口|Nakadake Crater;Mount Aso Crater;Aso Nakadake;中岳火口|Aso|JP|32.8840|131.0850|nature
草千里ヶ浜|Kusasenri;Kusasenri-ga-hama|Aso|JP|32.8838|131.0573|nature
阿蘇神社|Aso Shrine;Aso Jinja|Aso|JP|32.9467|131.1163|religious
大観峰|Daikanbō;Daikanbo|Aso|JP|33.0101|131.0585|viewpoint
高千穂峡|Takachiho Gorge;Takachiho-kyō;Manai Falls;真名井の滝|Nobeoka|JP|32.7020|131.3010|nature
仙巌園|Sengan-en;Senganen;Iso Garden;磯庭園|Kagoshima|JP|31.6175|130.5780|park
天文館|Tenmonkan|Kagoshima|JP|31.5900|130.5550|neighbourhood
知覧武家屋敷庭園|Chiran Samurai Residences;Chiran Samurai District;知覧武家屋敷|Minamikyushu|JP|31.3770|130.4440|neighbourhood
霧島神宮|Kirishima Jingu;Kirishima Shrine|Kirishima|JP|31.8590|130.8710|religious
稲佐山|Mount Inasa;Inasayama|Nagasaki|JP|32.7530|129.8530|viewpoint
崇福寺|Sōfuku-ji;Sofukuji|Nagasaki|JP|32.7420|129.8840|religious
長崎新地中華街|Nagasaki Chinatown;Shinchi Chinatown|Nagasaki|JP|32.7420|129.8770|neighbourhood
ハウステンボス|Huis Ten Bosch;豪斯登堡;하우스텐보스|Sasebo|JP|33.0850|129.7880|park
水前寺成趣園|Suizenji Jojuen;Suizen-ji Garden;Suizenji Park|Kumamoto|JP|32.7910|130.7340|park
桜の馬場 城彩苑|Sakuranobaba Josaien;Josaien|Kumamoto|JP|32.8030|130.7040|food
九州国立博物館|Kyushu National Museum|Dazaifu|JP|33.5180|130.5380|museum
光明禅寺|Kōmyōzen-ji;Komyozenji|Dazaifu|JP|33.5190|130.5350|religious
唐津城|Karatsu Castle|Karatsu|JP|33.4570|129.9760|sight
川平湾|Kabira Bay;Kabira-wan|Ishigaki|JP|24.4540|124.1440|beach
竹富島|Taketomi Island;Taketomijima|Ishigaki|JP|24.3270|124.0880|neighbourhood
コンドイビーチ|Kondoi Beach|Ishigaki|JP|24.3230|124.0830|beach
与那覇前浜|Yonaha Maehama Beach;Maehama Beach;前浜ビーチ|Miyakojima|JP|24.7360|125.2620|beach
砂山ビーチ|Sunayama Beach|Miyakojima|JP|24.8322|125.2708|beach
平和祈念公園|Okinawa Peace Memorial Park;Peace Memorial Park Okinawa;Cornerstone of Peace|Itoman|JP|26.0960|127.7250|park
ひめゆりの塔|Himeyuri Monument;Himeyuri no To;Himeyuri Peace Museum|Itoman|JP|26.1030|127.6880|museum
座喜味城跡|Zakimi Castle;Zakimi Gusuku|Okinawa|JP|26.4050|127.7400|sight
勝連城跡|Katsuren Castle;Katsuren Gusuku|Okinawa|JP|26.3300|127.8790|sight
玉泉洞|Gyokusendo Cave;Okinawa World;おきなわワールド|Naha|JP|26.1420|127.7490|nature
玉陵|Tamaudun|Naha|JP|26.2180|127.7140|sight
壺屋やちむん通り|Tsuboya Yachimun Street;Tsuboya Pottery Street|Naha|JP|26.2130|127.6920|shop
波上宮|Naminoue Shrine;Naminoue-gū|Naha|JP|26.2210|127.6710|religious
備瀬のフクギ並木|Bise Fukugi Tree Road;Bise Fukugi Trees|Nago|JP|26.7030|127.8800|nature
五稜郭|Goryōkaku;Goryokaku;Goryokaku Park;五稜郭公園;고료카쿠|Hakodate|JP|41.7970|140.7570|sight
五稜郭タワー|Goryokaku Tower|Hakodate|JP|41.7950|140.7540|viewpoint
函館朝市|Hakodate Morning Market|Hakodate|JP|41.7730|140.7260|market
金森赤レンガ倉庫|Kanemori Red Brick Warehouse;Kanemori Warehouses|Hakodate|JP|41.7670|140.7170|shop
八幡坂|Hachiman-zaka;Hachimanzaka Slope|Hakodate|JP|41.7640|140.7140|viewpoint
函館ハリストス正教会|Hakodate Orthodox Church;Russian Orthodox Church Hakodate|Hakodate|JP|41.7607|140.7127|religious
小樽オルゴール堂|Otaru Music Box Museum;Otaru Orgel Dō|Otaru|JP|43.1920|141.0060|museum
青い池|Blue Pond;Shirogane Blue Pond;Aoi Ike|Furano|JP|43.4940|142.6140|nature
白ひげの滝|Shirahige Falls;Shirahige no Taki|Furano|JP|43.4790|142.6370|nature
旭山動物園|Asahiyama Zoo|Asahikawa|JP|43.7680|142.4800|park
支笏湖|Lake Shikotsu;Shikotsuko|Chitose|JP|42.7700|141.3300|nature
中尊寺|Chūson-ji;Chusonji;Konjikido;金色堂|Ichinoseki|JP|38.9990|141.0990|religious
毛越寺|Mōtsū-ji;Motsuji|Ichinoseki|JP|38.9880|141.1100|religious
角館武家屋敷|Kakunodate Samurai District;Kakunodate Bukeyashiki|Semboku|JP|39.6020|140.5620|neighbourhood
田沢湖|Lake Tazawa;Tazawako|Semboku|JP|39.7230|140.6640|nature
立石寺|Risshaku-ji;Yamadera;山寺|Yamagata|JP|38.3120|140.4370|religious
鶴ヶ城|Tsuruga Castle;Tsurugajo;Aizu-Wakamatsu Castle;若松城|Aizu-Wakamatsu|JP|37.4877|139.9297|sight
大内宿|Ōuchi-juku;Ouchijuku;Ouchi-juku|Aizu-Wakamatsu|JP|37.3330|139.8610|neighbourhood
瑞巌寺|Zuigan-ji;Zuiganji|Matsushima|JP|38.3710|141.0600|religious
松島五大堂|Godaidō Matsushima;Godaido Matsushima;五大堂 松島|Matsushima|JP|38.3700|141.0640|religious
弘前城|Hirosaki Castle;Hirosaki Park;弘前公園|Hirosaki|JP|40.6070|140.4640|sight
十和田湖|Lake Towada;Towadako|Towada|JP|40.4700|140.8800|nature
ねぶたの家 ワ・ラッセ|Nebuta Museum Wa Rasse;Wa Rasse|Aomori|JP|40.8290|140.7350|museum
河童橋|Kappa Bridge;Kamikochi Kappa Bridge;Kamikochi;上高地|Matsumoto|JP|36.2510|137.6380|nature
妻籠宿|Tsumago-juku;Tsumago;Tsumagojuku|Nakatsugawa|JP|35.5770|137.5960|neighbourhood
馬籠宿|Magome-juku;Magome;Magomejuku|Nakatsugawa|JP|35.5270|137.5660|neighbourhood
奈良井宿|Narai-juku;Narai;Naraijuku|Shiojiri|JP|35.9670|137.8150|neighbourhood
大王わさび農場|Daio Wasabi Farm;Daiō Wasabi Farm|Azumino|JP|36.3380|137.8930|sight
旧開智学校|Former Kaichi School;Kyu Kaichi School|Matsumoto|JP|36.2430|137.9690|museum
室堂|Murodo;Murodō;Tateyama Kurobe Alpine Route;立山黒部アルペンルート|Toyama|JP|36.5770|137.5960|nature
黒部ダム|Kurobe Dam|Toyama|JP|36.5660|137.6630|sight
犬山城|Inuyama Castle|Inuyama|JP|35.3880|136.9390|sight
旧軽井沢銀座|Kyu-Karuizawa Ginza;Old Karuizawa Ginza;Karuizawa Ginza|Komoro|JP|36.3540|138.6350|shop
湯畑|Yubatake;Kusatsu Onsen Yubatake;草津温泉|Nakanojomachi|JP|36.6223|138.5962|sight
城ヶ崎海岸|Jogasaki Coast;Jōgasaki Kaigan|Ito|JP|34.8960|139.1370|nature
MOA美術館|MOA Museum of Art|Atami|JP|35.1027|139.0695|museum
ペリーロード|Perry Road|Shimoda|JP|34.6740|138.9450|neighbourhood
永平寺|Eihei-ji;Eiheiji|Fukui-shi|JP|36.0560|136.3550|religious
東尋坊|Tōjinbō;Tojinbo|Fukui-shi|JP|36.2380|136.1250|nature
偕楽園|Kairaku-en;Kairakuen|Mito|JP|36.3730|140.4520|park
国営ひたち海浜公園|Hitachi Seaside Park;Hitachi Kaihin Park|Hitachi-Naka|JP|36.4030|140.5930|park
あしかがフラワーパーク|Ashikaga Flower Park|Ashikaga|JP|36.3140|139.5200|park
菓子屋横丁|Kashiya Yokocho;Candy Alley|Kawagoe|JP|35.9280|139.4820|shop
川越氷川神社|Kawagoe Hikawa Shrine;Hikawa Shrine Kawagoe|Kawagoe|JP|35.9290|139.4880|religious
喜多院|Kita-in;Kitain|Kawagoe|JP|35.9170|139.4900|religious
金峯山寺|Kinpusen-ji;Kinpusenji;Yoshinoyama|Yoshino-cho|JP|34.3680|135.8580|religious
宇治上神社|Ujigami Shrine;Ujigami Jinja|Uji|JP|34.8920|135.8110|religious
和歌山城|Wakayama Castle|Wakayama|JP|34.2270|135.1710|sight
양동마을|Yangdong Folk Village;Yangdong Village;경주 양동마을;良洞村|Gyeongju|KR|35.9990|129.2570|neighbourhood
황리단길|Hwangnidan-gil;Hwangridan-gil;皇理团路|Gyeongju|KR|35.8380|129.2090|neighbourhood
국립경주박물관|Gyeongju National Museum;國立慶州博物館|Gyeongju|KR|35.8290|129.2280|museum
월정교|Woljeonggyo Bridge;Woljeonggyo;月精橋|Gyeongju|KR|35.8290|129.2170|sight
경주교촌마을|Gyochon Hanok Village;Gyochon Traditional Village;교촌마을|Gyeongju|KR|35.8300|129.2150|neighbourhood
분황사|Bunhwangsa;Bunhwangsa Temple;芬皇寺|Gyeongju|KR|35.8390|129.2340|religious
보문호|Bomun Lake;Bomunho;普門湖|Gyeongju|KR|35.8450|129.2800|nature
병산서원|Byeongsan Seowon;Byeongsanseowon;屛山書院|Andong|KR|36.5440|128.5530|sight
도산서원|Dosan Seowon;Dosanseowon;陶山書院|Andong|KR|36.7270|128.8440|sight
월영교|Woryeonggyo Bridge;Woryeonggyo;月映橋|Andong|KR|36.5610|128.7540|sight
부석사|Buseoksa;Buseoksa Temple;浮石寺|Andong|KR|36.9990|128.6880|religious
경기전|Gyeonggijeon;Gyeonggijeon Shrine;慶基殿|Jeonju|KR|35.8150|127.1500|sight
전동성당|Jeondong Cathedral;Jeondong Catholic Church;殿洞聖堂|Jeonju|KR|35.8130|127.1490|religious
오목대|Omokdae;梧木臺|Jeonju|KR|35.8130|127.1550|viewpoint
전주남부시장|Jeonju Nambu Market;Nambu Market Jeonju|Jeonju|KR|35.8120|127.1460|market
자만벽화마을|Jaman Mural Village;Jaman Village|Jeonju|KR|35.8170|127.1580|neighbourhood
설악산 신흥사|Sinheungsa;Sinheungsa Temple;신흥사;新興寺|Sokcho|KR|38.1720|128.4910|religious
울산바위|Ulsanbawi;Ulsan Rock;蔚山岩|Sokcho|KR|38.1900|128.4770|nature
아바이마을|Abai Village;Abai Maeul|Sokcho|KR|38.2000|128.5940|neighbourhood
영금정|Yeonggeumjeong;靈琴亭|Sokcho|KR|38.2130|128.6010|viewpoint
낙산사|Naksansa;Naksansa Temple;洛山寺|Sokcho|KR|38.1250|128.6280|religious
오죽헌|Ojukheon;烏竹軒|Gangneung|KR|37.7790|128.8780|sight
경포해변|Gyeongpo Beach;경포해수욕장;鏡浦海邊|Gangneung|KR|37.8050|128.9080|beach
경포대|Gyeongpodae;鏡浦臺|Gangneung|KR|37.7950|128.8960|viewpoint
주문진수산시장|Jumunjin Fish Market;Jumunjin Market|Gangneung|KR|37.8930|128.8290|market
선교장|Seongyojang;船橋莊|Gangneung|KR|37.7860|128.8830|sight
천제연폭포|Cheonjeyeon Falls;Cheonjeyeon Waterfall;天帝淵瀑布|Seogwipo|KR|33.2520|126.4180|nature
중문색달해수욕장|Jungmun Beach;Jungmun Saekdal Beach;중문해수욕장|Seogwipo|KR|33.2450|126.4110|beach
성읍민속마을|Seongeup Folk Village;Seongeup Village;城邑民俗村|Seogwipo|KR|33.3870|126.8010|neighbourhood
산굼부리|Sangumburi;Sangumburi Crater|Jeju City|KR|33.4330|126.6900|nature
용머리해안|Yongmeori Coast;Yongmeori Beach;龍頭海岸|Seogwipo|KR|33.2320|126.3140|nature
쇠소깍|Soesokkak|Seogwipo|KR|33.2520|126.6230|nature
이호테우해변|Iho Tewoo Beach;Iho Taewoo Beach;이호테우해수욕장|Jeju City|KR|33.4980|126.4530|beach
금능해수욕장|Geumneung Beach;금능해변|Jeju City|KR|33.3900|126.2350|beach
송악산|Songaksan;Mount Songak;松岳山|Seogwipo|KR|33.2010|126.2910|nature
외돌개|Oedolgae;Oedolgae Rock|Seogwipo|KR|33.2400|126.5450|nature
제주목관아|Jeju Mokgwana;Jeju-mok Government Office;濟州牧官衙|Jeju City|KR|33.5130|126.5220|sight
동피랑|Dongpirang;Dongpirang Mural Village;동피랑 벽화마을|Kyosai|KR|34.8450|128.4270|neighbourhood
통영중앙시장|Tongyeong Jungang Market;Tongyeong Central Market|Kyosai|KR|34.8450|128.4240|market
세병관|Sebyeonggwan;洗兵館|Kyosai|KR|34.8470|128.4230|sight
거제 바람의 언덕|Windy Hill Geoje;Baram-ui Eondeok|Kyosai|KR|34.7410|128.6630|viewpoint
외도 보타니아|Oedo Botania;Oedo Island;외도 해상농원|Kyosai|KR|34.7700|128.7090|park
향일암|Hyangiram;Hyangiram Hermitage;向日庵|Yeosu|KR|34.5920|127.8030|religious
순천만습지|Suncheon Bay Wetland;Suncheonman Wetland;Suncheon Bay Wetland Reserve;순천만|Suncheon|KR|34.8870|127.5090|nature
순천만국가정원|Suncheon Bay National Garden;Suncheonman Bay National Garden|Suncheon|KR|34.9280|127.5050|park
낙안읍성|Naganeupseong;Nagan Eupseong Folk Village;Naganeupseong Folk Village;樂安邑城|Suncheon|KR|34.9070|127.3410|neighbourhood
송광사|Songgwangsa;Songgwangsa Temple;松廣寺|Suncheon|KR|35.0020|127.2780|religious
선암사|Seonamsa;Seonamsa Temple;仙巖寺|Suncheon|KR|34.9980|127.3310|religious
해인사|Haeinsa;Haeinsa Temple;海印寺;Tripitaka Koreana|Daegu|KR|35.8010|128.0980|religious
통도사|Tongdosa;Tongdosa Temple;通度寺|Yangsan|KR|35.4880|129.0640|religious
법주사|Beopjusa;Beopjusa Temple;法住寺|Cheongju-si|KR|36.5420|127.8330|religious
대구 서문시장|Seomun Market;Daegu Seomun Market;서문시장;西門市場|Daegu|KR|35.8690|128.5810|market
김광석다시그리기길|Kim Kwang-seok Street;Kim Gwangseok Street;Kim Kwang-seok Road|Daegu|KR|35.8600|128.6070|neighbourhood
공산성|Gongsanseong;Gongsanseong Fortress;公山城|Gongju|KR|36.4640|127.1270|sight
무령왕릉|Tomb of King Muryeong;Songsan-ri Tombs;송산리 고분군;武寧王陵|Gongju|KR|36.4610|127.1120|sight
부소산성|Busosanseong;Busosan Fortress;扶蘇山城|Buyeo|KR|36.2880|126.9130|sight
정림사지|Jeongnimsa Temple Site;Jeongnimsaji;定林寺址|Buyeo|KR|36.2790|126.9140|sight
궁남지|Gungnamji;Gungnamji Pond;宮南池|Buyeo|KR|36.2700|126.9130|park
아침고요수목원|Garden of Morning Calm;Achim Goyo Arboretum|Gapyeong|KR|37.7430|127.3530|park
쁘띠프랑스|Petite France|Gapyeong|KR|37.7220|127.4730|sight
화성행궁|Hwaseong Haenggung;Hwaseong Temporary Palace;華城行宮|Suwon|KR|37.2820|127.0140|sight
임진각|Imjingak;Imjingak Park;臨津閣|Paju|KR|37.8890|126.7400|sight
헤이리 예술마을|Heyri Art Village;Heyri|Paju|KR|37.7900|126.6980|neighbourhood
호미곶|Homigot;Homigot Sunrise Square;Hand of Harmony;상생의 손|Pohang|KR|36.0770|129.5690|viewpoint
대왕암공원|Daewangam Park;Ulsan Daewangam|Ulsan|KR|35.4930|129.4400|park
진주성|Jinju Fortress;Jinjuseong;晉州城|Chinju|KR|35.1890|128.0800|sight
메타세쿼이아길|Damyang Metasequoia Road;Metasequoia-lined Road;담양 메타세쿼이아 가로수길|Damyang|KR|35.3243|127.0047|nature
소쇄원|Soswaewon;Soswaewon Garden;瀟灑園|Damyang|KR|35.1830|127.0150|park
兴坪古镇|Xingping Ancient Town;Xingping;興坪古鎮|Yangshuo|CN|24.9210|110.5150|neighbourhood
阳朔月亮山|Moon Hill;Moon Hill Yangshuo;陽朔月亮山|Yangshuo|CN|24.7283|110.4883|nature
桂林七星公园|Seven Star Park;Qixing Park;桂林七星公園|Guilin|CN|25.2820|110.3070|park
靖江王城|Jingjiang Princes' City;Jingjiang Palace;Solitary Beauty Peak;独秀峰;獨秀峰|Guilin|CN|25.2880|110.2930|sight
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
噶丹松赞林寺|Songzanlin Monastery;Ganden Sumtseling;松赞林寺;松贊林寺|Shangri-La|CN|27.8590|99.7040|religious
独克宗古城|Dukezong Ancient Town;Dukezong Old Town;獨克宗古城|Shangri-La|CN|27.8190|99.7060|neighbourhood
凤凰古城|Fenghuang Ancient Town;Fenghuang Old Town;Phoenix Ancient Town;鳳凰古城|Fenghuang|CN|27.9510|109.6000|neighbourhood
日升昌|Rishengchang;Rishengchang Draft Bank;日升昌票号;日昇昌票號|Gutao|CN|37.2020|112.1790|museum
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
青岛天主教堂|St. Michael's Cathedral Qingdao;Qingdao Catholic Church;St Michael's Cathedral;青島天主教堂|Qingdao|CN|36.0680|120.3180|religious
黄鹤楼|Yellow Crane Tower;黃鶴樓|Wuhan|CN|30.5450|114.3020|viewpoint
岳麓书院|Yuelu Academy;嶽麓書院|Changsha|CN|28.1820|112.9430|sight
天津之眼|Tianjin Eye|Tianjin|CN|39.1530|117.1810|viewpoint
避暑山庄|Chengde Mountain Resort;Bishu Shanzhuang;承德避暑山庄|Chengde|CN|40.9950|117.9380|park
普陀宗乘之庙|Putuo Zongcheng Temple;Little Potala;普陀宗乘之廟|Chengde|CN|41.0120|117.9330|religious
老龙头|Old Dragon's Head;Laolongtou;老龍頭|Shanhaiguan|CN|39.9680|119.7980|sight
天下第一关|Shanhai Pass;First Pass Under Heaven;山海关城楼;天下第一關|Shanhaiguan|CN|40.0090|119.7530|sight
佛山祖庙|Foshan Ancestral Temple;Zumiao;佛山祖廟|Foshan|CN|23.0330|113.1130|religious
紅毛城|Fort San Domingo;Hongmaocheng;红毛城|Taipei|TW|25.1753|121.4330|sight
黃金博物館|Gold Museum;Jinguashi Gold Museum;金瓜石黃金博物館;黄金博物馆|Keelung|TW|25.1080|121.8580|museum
陰陽海|Yin Yang Sea;Yinyang Sea;阴阳海|Keelung|TW|25.1227|121.8645|nature
十分瀑布|Shifen Waterfall;Shifen Falls|Keelung|TW|25.0480|121.7870|nature
平溪老街|Pingxi Old Street|Keelung|TW|25.0260|121.7400|neighbourhood
菁桐老街|Jingtong Old Street|Keelung|TW|25.0240|121.7230|neighbourhood
和平島公園|Heping Island Park;Heping Island;和平岛公园|Keelung|TW|25.1600|121.7640|nature
正濱漁港|Zhengbin Fishing Port;Zhengbin Port;正滨渔港|Keelung|TW|25.1500|121.7740|sight
阿妹茶樓|A-Mei Tea House;Amei Tea House;阿妹茶楼|Keelung|TW|25.1090|121.8450|food
礁溪溫泉公園|Jiaoxi Hot Spring Park;Jiaoxi Hot Springs;礁溪温泉公园|Yilan|TW|24.8270|121.7660|park
羅東夜市|Luodong Night Market;罗东夜市|Yilan|TW|24.6780|121.7710|market
國立傳統藝術中心|National Center for Traditional Arts;Traditional Arts Center;傳藝中心;国立传统艺术中心|Yilan|TW|24.6840|121.8250|museum
龜山島|Guishan Island;Turtle Island;龟山岛|Yilan|TW|24.8430|121.9500|nature
五峰旗瀑布|Wufengqi Waterfall;Wufengqi Falls|Yilan|TW|24.8340|121.7500|nature
砂卡礑步道|Shakadang Trail;Shakadang;砂卡礑|Hualien City|TW|24.1600|121.6150|nature
燕子口|Swallow Grotto;Yanzikou|Hualien City|TW|24.1730|121.5650|nature
長春祠|Eternal Spring Shrine;Changchun Shrine;长春祠|Hualien City|TW|24.1590|121.6020|religious
清水斷崖|Qingshui Cliff;Qingshui Cliffs;清水断崖|Hualien City|TW|24.2180|121.6880|viewpoint
三仙台|Sanxiantai;Sanxiantai Bridge|Taitung City|TW|23.1230|121.4110|nature
鹿野高台|Luye Highland;Luye High Terrace|Taitung City|TW|22.9150|121.1330|viewpoint
阿里山國家森林遊樂區|Alishan;Alishan National Forest Recreation Area;阿里山;阿里山国家森林游乐区;아리산|Jiayi Shi|TW|23.5110|120.8050|nature
奮起湖|Fenqihu;Fenchihu;奋起湖|Jiayi Shi|TW|23.5050|120.6950|neighbourhood
日月潭文武廟|Wenwu Temple;Sun Moon Lake Wenwu Temple;日月潭文武庙|Puli|TW|23.8710|120.9270|religious
慈恩塔|Ci'en Pagoda;Cien Pagoda|Puli|TW|23.8420|120.9280|viewpoint
玄奘寺|Xuanzang Temple|Puli|TW|23.8480|120.9300|religious
伊達邵|Ita Thao;Yidashao;伊达邵|Puli|TW|23.8500|120.9360|neighbourhood
水社碼頭|Shuishe Pier;Shuishe Wharf;水社码头|Puli|TW|23.8660|120.9110|sight
清境農場|Cingjing Farm;Qingjing Farm;清境农场|Puli|TW|24.0580|121.1620|park
鹿港龍山寺|Lukang Longshan Temple;鹿港龙山寺|Chang-hua|TW|24.0510|120.4350|religious
鹿港天后宮|Lukang Tianhou Temple;Lukang Mazu Temple;鹿港天后宫|Chang-hua|TW|24.0590|120.4310|religious
鹿港老街|Lukang Old Street;Putou Street;埔頭街|Chang-hua|TW|24.0560|120.4320|neighbourhood
億載金城|Eternal Golden Castle;Eternal Fortress;亿载金城|Tainan|TW|22.9880|120.1590|sight
安平老街|Anping Old Street;Yanping Old Street;延平老街|Tainan|TW|23.0010|120.1630|shop
四草綠色隧道|Sicao Green Tunnel;Sihcao Green Tunnel;四草绿色隧道|Tainan|TW|23.0200|120.1370|nature
大天后宮|Grand Mazu Temple;Tainan Grand Matsu Temple;大天后宫|Tainan|TW|22.9970|120.2020|religious
延平郡王祠|Koxinga Shrine;Yanping Junwang Temple|Tainan|TW|22.9880|120.2060|religious
藍晒圖文創園區|Blueprint Cultural & Creative Park;Blueprint Culture and Creative Park;蓝晒图文创园区|Tainan|TW|22.9880|120.1980|neighbourhood
七股鹽山|Qigu Salt Mountain;Cigu Salt Mountain;七股盐山|Tainan|TW|23.1540|120.0990|sight
龍虎塔|Dragon and Tiger Pagodas;Dragon Tiger Tower;龙虎塔|Kaohsiung|TW|22.6800|120.2954|religious
打狗英國領事館|British Consulate at Takao;Former British Consulate Kaohsiung;打狗英国领事馆|Kaohsiung|TW|22.6190|120.2660|museum
衛武營國家藝術文化中心|Weiwuying;National Kaohsiung Center for the Arts;衛武營;卫武营|Kaohsiung|TW|22.6240|120.3410|sight
鵝鑾鼻燈塔|Eluanbi Lighthouse;Eluanbi;鹅銮鼻灯塔|Hengchun|TW|21.9020|120.8530|sight
白沙灣|Baisha Bay;Baishawan Kenting;白沙湾|Hengchun|TW|21.9380|120.7140|beach
龍磐公園|Longpan Park;龙磐公园|Hengchun|TW|21.9260|120.8460|viewpoint
七美雙心石滬|Twin Hearts Stone Weir;Double Heart Stone Weir;雙心石滬;七美双心石沪|Magong|TW|23.2220|119.4310|sight
澎湖天后宮|Penghu Tianhou Temple;Magong Mazu Temple;澎湖天后宫|Magong|TW|23.5640|119.5660|religious
內灣老街|Neiwan Old Street;内湾老街|Hsinchu|TW|24.7060|121.1820|neighbourhood
北埔老街|Beipu Old Street|Hsinchu|TW|24.7000|121.0570|neighbourhood
新竹都城隍廟|Hsinchu City God Temple;新竹城隍庙|Hsinchu|TW|24.8040|120.9660|religious
三峽老街|Sanxia Old Street;三峡老街;Sanxia Minquan Old Street|Banqiao|TW|24.9340|121.3690|neighbourhood
鶯歌老街|Yingge Old Street;Yingge Ceramics Old Street;莺歌老街|Banqiao|TW|24.9540|121.3500|shop
第二市場|Taichung Second Market;台中第二市場|Taichung|TW|24.1420|120.6800|market
沙田萬佛寺|Ten Thousand Buddhas Monastery;Man Fat Sze;萬佛寺;万佛寺|Hong Kong|HK|22.3880|114.1850|religious
沙田車公廟|Che Kung Temple;Sha Tin Che Kung Temple;車公廟;沙田车公庙|Hong Kong|HK|22.3730|114.1790|religious
林村許願樹|Lam Tsuen Wishing Trees;Lam Tsuen Wishing Tree;林村许愿树|Hong Kong|HK|22.4560|114.1440|sight
屏山文物徑|Ping Shan Heritage Trail;屏山文物径|Hong Kong|HK|22.4470|114.0080|sight
大浪西灣|Tai Long Wan;Sai Wan Beach;Tai Wan Beach;大浪灣 (西貢)|Hong Kong|HK|22.4120|114.3790|beach
萬宜水庫東壩|High Island Reservoir East Dam;万宜水库东坝|Hong Kong|HK|22.3700|114.3710|nature
米埔自然保護區|Mai Po Nature Reserve;Mai Po Marshes;米埔自然保护区|Hong Kong|HK|22.4860|114.0360|nature
長洲北帝廟|Pak Tai Temple Cheung Chau;Cheung Chau Pak Tai Temple;长洲北帝庙|Hong Kong|HK|22.2100|114.0290|religious
石澳大浪灣|Big Wave Bay;Big Wave Bay Beach;大浪灣泳灘|Hong Kong|HK|22.2470|114.2460|beach
盧廉若公園|Lou Lim Ieoc Garden;Jardim Lou Lim Ioc;卢廉若公园|Macau|MO|22.1990|113.5480|park
普濟禪院|Kun Iam Temple;Kun Iam Tong;Templo de Kun Iam;Pou Tai Un;普济禅院|Macau|MO|22.2020|113.5490|religious
亞婆井前地|Lilau Square;Largo do Lilau;亚婆井前地|Macau|MO|22.1890|113.5360|sight
聖方濟各聖堂|Chapel of St. Francis Xavier;Capela de São Francisco Xavier;圣方济各圣堂|Macau|MO|22.1170|113.5570|religious
黑沙海灘|Hac Sa Beach;Praia de Hac Sá;黑沙海滩|Macau|MO|22.1190|113.5820|beach
白鴿巢公園|Camões Garden;Jardim Luís de Camões;Camoes Garden;白鸽巢公园|Macau|MO|22.1990|113.5400|park
紅街市|Red Market;Mercado Vermelho;红街市|Macau|MO|22.2070|113.5450|market
西望洋聖堂|Penha Church;Our Lady of Penha Chapel;Ermida de Nossa Senhora da Penha;西望洋圣堂|Macau|MO|22.1860|113.5360|religious
明治神宮外苑いちょう並木|Meiji Jingu Gaien Ginkgo Avenue;Icho Namiki;Jingu Gaien Ginkgo Avenue;神宮外苑いちょう並木|Tokyo|JP|35.6745|139.7180|park
旧古河庭園|Kyu-Furukawa Gardens;Former Furukawa Gardens;Kyu Furukawa Teien|Tokyo|JP|35.7434|139.7465|park
東京都庭園美術館|Tokyo Metropolitan Teien Art Museum;Teien Art Museum|Tokyo|JP|35.6365|139.7188|museum
国立西洋美術館|National Museum of Western Art;NMWA|Tokyo|JP|35.7155|139.7757|museum
上野東照宮|Ueno Tōshōgū;Ueno Toshogu|Tokyo|JP|35.7160|139.7702|religious
湯島天満宮|Yushima Tenjin;Yushima Tenmangu;Yushima Tenmangū|Tokyo|JP|35.7077|139.7681|religious
谷中霊園|Yanaka Cemetery;Yanaka Reien|Tokyo|JP|35.7240|139.7700|sight
築地本願寺|Tsukiji Hongwanji;Tsukiji Hongan-ji|Tokyo|JP|35.6664|139.7724|religious
二重橋|Nijūbashi;Nijubashi Bridge;Nijubashi|Tokyo|JP|35.6800|139.7502|sight
東京国際フォーラム|Tokyo International Forum|Tokyo|JP|35.6767|139.7637|sight
蔵前|Kuramae|Tokyo|JP|35.7040|139.7907|neighbourhood
深川不動堂|Fukagawa Fudōdō;Fukagawa Fudodo;Naritasan Fukagawa Fudoson|Tokyo|JP|35.6724|139.7984|religious
富岡八幡宮|Tomioka Hachimangū;Tomioka Hachimangu;Fukagawa Hachiman|Tokyo|JP|35.6716|139.7993|religious
亀戸天神社|Kameido Tenjin Shrine;Kameido Tenjin|Tokyo|JP|35.7024|139.8204|religious
等々力渓谷|Todoroki Valley;Todoroki Keikoku;Todoroki Ravine|Tokyo|JP|35.6077|139.6489|nature
浅草花やしき|Hanayashiki;Asakusa Hanayashiki;花やしき|Tokyo|JP|35.7156|139.7947|sight
隅田公園|Sumida Park;Sumida Koen|Tokyo|JP|35.7128|139.8016|park
旧岩崎邸庭園|Kyu-Iwasaki-tei Gardens;Former Iwasaki Residence|Tokyo|JP|35.7096|139.7702|sight
東京ジャーミイ|Tokyo Camii;Tokyo Mosque|Tokyo|JP|35.6679|139.6765|religious
三室戸寺|Mimuroto-ji;Mimurotoji|Uji|JP|34.9013|135.8189|religious
寂光院|Jakkō-in;Jakkoin;Jakko-in|Kyoto|JP|35.1259|135.8192|religious
詩仙堂|Shisen-dō;Shisendo|Kyoto|JP|35.0442|135.7964|religious
圓光寺|Enkō-ji;Enkoji;円光寺|Kyoto|JP|35.0449|135.7977|religious
瑠璃光院|Rurikō-in;Rurikoin;Ruriko-in|Kyoto|JP|35.0655|135.8091|religious
八坂庚申堂|Yasaka Kōshin-dō;Yasaka Koshindo;Kongō-ji|Kyoto|JP|34.9986|135.7791|religious
石塀小路|Ishibe-kōji;Ishibe Alley;Ishibekoji|Kyoto|JP|35.0011|135.7795|neighbourhood
円山公園|Maruyama Park;Maruyama Kōen|Kyoto|JP|35.0036|135.7810|park
京都市京セラ美術館|Kyoto City KYOCERA Museum of Art;Kyoto City Museum of Art|Kyoto|JP|35.0127|135.7826|museum
京都国立近代美術館|National Museum of Modern Art Kyoto;MoMAK|Kyoto|JP|35.0122|135.7818|museum
蹴上インクライン|Keage Incline;Keage Inclined Plane|Kyoto|JP|35.0094|135.7902|sight
嵯峨野トロッコ列車|Sagano Romantic Train;Sagano Scenic Railway;嵯峨野観光鉄道|Kyoto|JP|35.0178|135.6805|sight
常寂光寺|Jōjakkō-ji;Jojakkoji;Jojakko-ji|Kyoto|JP|35.0189|135.6698|religious
祇王寺|Giō-ji;Gioji;Gio-ji|Kyoto|JP|35.0231|135.6672|religious
化野念仏寺|Adashino Nenbutsu-ji;Adashino Nembutsuji;Adashino Nenbutsuji|Kyoto|JP|35.0265|135.6660|religious
嵯峨鳥居本|Saga-Toriimoto;Saga Toriimoto Preserved Street|Kyoto|JP|35.0280|135.6640|neighbourhood
大覚寺|Daikaku-ji;Daikakuji|Kyoto|JP|35.0286|135.6779|religious
松尾大社|Matsunoo Taisha;Matsuo Taisha;Matsuo Shrine|Kyoto|JP|34.9997|135.6853|religious
鈴虫寺|Suzumushi-dera;Suzumushidera;Kegon-ji Kyoto|Kyoto|JP|34.9914|135.6839|religious
妙心寺|Myōshin-ji;Myoshinji;Myoshin-ji|Kyoto|JP|35.0229|135.7197|religious
上七軒|Kamishichiken|Kyoto|JP|35.0287|135.7378|neighbourhood
寺田屋|Teradaya|Kyoto|JP|34.9321|135.7640|sight
京都水族館|Kyoto Aquarium|Kyoto|JP|34.9876|135.7475|sight
出町桝形商店街|Demachi Masugata Shopping Street;Demachi Masugata|Kyoto|JP|35.0298|135.7707|market
鴨川デルタ|Kamogawa Delta;Kamo River Delta;Demachiyanagi Delta|Kyoto|JP|35.0297|135.7726|park
錦天満宮|Nishiki Tenmangū;Nishiki Tenmangu|Kyoto|JP|35.0051|135.7670|religious
六角堂|Rokkaku-dō;Rokkakudo;Chōhō-ji|Kyoto|JP|35.0070|135.7605|religious
渉成園|Shōsei-en;Shoseien Garden;Shoseien|Kyoto|JP|34.9915|135.7626|park
比叡山延暦寺|Enryaku-ji;Enryakuji;Mount Hiei;比叡山|Kyoto|JP|35.0704|135.8411|religious
石山寺|Ishiyama-dera;Ishiyamadera|Kyoto|JP|34.9609|135.9056|religious
三井寺|Mii-dera;Miidera;Onjō-ji|Kyoto|JP|35.0132|135.8529|religious
美山かやぶきの里|Miyama Kayabuki no Sato;Kayabuki-no-Sato;Miyama Thatched Village|Nantan|JP|35.3145|135.6213|neighbourhood
天王寺動物園|Tennoji Zoo;Tennōji Zoo|Osaka|JP|34.6512|135.5085|sight
国立民族学博物館|National Museum of Ethnology;Minpaku|Suita|JP|34.8123|135.5311|museum
万博記念公園|Expo '70 Commemorative Park;Expo Commemorative Park;Banpaku Kinen Koen|Suita|JP|34.8094|135.5323|park
造幣局桜の通り抜け|Japan Mint Cherry Blossom Walk;Osaka Mint Sakura no Torinuke|Osaka|JP|34.6958|135.5218|sight
千日前道具屋筋|Sennichimae Doguyasuji;Doguyasuji Shopping Street;Doguyasuji|Osaka|JP|34.6644|135.5049|shop
堀江|Horie;Minami-Horie|Osaka|JP|34.6740|135.4935|neighbourhood
大阪市中央公会堂|Osaka City Central Public Hall;Nakanoshima Public Hall|Osaka|JP|34.6925|135.5045|sight
大阪中之島美術館|Nakanoshima Museum of Art Osaka|Osaka|JP|34.6922|135.4917|museum
国立国際美術館|National Museum of Art Osaka;NMAO|Osaka|JP|34.6912|135.4920|museum
鶴橋|Tsuruhashi;Tsuruhashi Market;Tsuruhashi Koreatown|Osaka|JP|34.6657|135.5303|market
生野コリアタウン|Ikuno Korea Town;Osaka Koreatown;Miyukidori Shopping Street|Osaka|JP|34.6612|135.5385|neighbourhood
大仙古墳|Daisen Kofun;Tomb of Emperor Nintoku;仁徳天皇陵|Sakai|JP|34.5638|135.4873|sight
二月堂|Nigatsu-dō;Nigatsudo|Nara|JP|34.6893|135.8444|religious
若草山|Mount Wakakusa;Wakakusayama;Wakakusa-yama|Nara|JP|34.6887|135.8495|viewpoint
奈良国立博物館|Nara National Museum|Nara|JP|34.6829|135.8370|museum
元興寺|Gangō-ji;Gangoji|Nara|JP|34.6777|135.8310|religious
猿沢池|Sarusawa Pond;Sarusawa-ike|Nara|JP|34.6811|135.8309|nature
平城宮跡|Heijō Palace Site;Nara Palace Site;Heijo-kyu|Nara|JP|34.6913|135.7965|sight
石舞台古墳|Ishibutai Kofun;Ishibutai Tumulus|Kashihara|JP|34.4668|135.8260|sight
布引の滝|Nunobiki Falls;Nunobiki no Taki|Kobe|JP|34.7057|135.1946|nature
旧居留地|Kobe Former Foreign Settlement;Kyukyoryuchi;Kobe Old Settlement|Kobe|JP|34.6890|135.1935|neighbourhood
湊川神社|Minatogawa Shrine;Minatogawa Jinja|Kobe|JP|34.6797|135.1780|religious
明石海峡大橋|Akashi Kaikyō Bridge;Akashi Kaikyo Bridge;Pearl Bridge|Kobe|JP|34.6166|135.0216|sight
掬星台|Kikuseidai;Mount Maya Kikuseidai;摩耶山掬星台|Kobe|JP|34.7252|135.2101|viewpoint
徳川美術館|Tokugawa Art Museum|Nagoya|JP|35.1844|136.9337|museum
徳川園|Tokugawa-en;Tokugawaen Garden|Nagoya|JP|35.1855|136.9345|park
白鳥庭園|Shirotori Garden;Shirotori Teien|Nagoya|JP|35.1302|136.9023|park
名古屋市科学館|Nagoya City Science Museum|Nagoya|JP|35.1650|136.8995|museum
覚王山日泰寺|Kakuozan Nittai-ji;Nittaiji;Nittai-ji|Nagoya|JP|35.1730|136.9550|religious
有松|Arimatsu;Arimatsu Shibori Town|Nagoya|JP|35.0675|136.9690|neighbourhood
名古屋港水族館|Port of Nagoya Public Aquarium;Nagoya Aquarium|Nagoya|JP|35.0906|136.8781|sight
ノリタケの森|Noritake Garden;Noritake no Mori|Nagoya|JP|35.1795|136.8790|sight
博物館明治村|Museum Meiji-mura;Meiji Mura;明治村|Inuyama|JP|35.3440|136.9856|museum
福岡市美術館|Fukuoka Art Museum|Fukuoka|JP|33.5846|130.3797|museum
福岡市博物館|Fukuoka City Museum|Fukuoka|JP|33.5890|130.3515|museum
シーサイドももち海浜公園|Seaside Momochi;Momochihama Beach;Momochi Seaside Park|Fukuoka|JP|33.5955|130.3525|beach
承天寺|Jōten-ji;Jotenji|Fukuoka|JP|33.5926|130.4152|religious
聖福寺|Shōfuku-ji;Shofukuji|Fukuoka|JP|33.5960|130.4127|religious
能古島|Nokonoshima;Nokono Island|Fukuoka|JP|33.6260|130.3020|nature
宮地嶽神社|Miyajidake Shrine;Miyajidake Jinja|Fukutsu|JP|33.7797|130.4875|religious
川端通商店街|Kawabata Shopping Arcade;Hakata Kawabata Shotengai;上川端商店街|Fukuoka|JP|33.5945|130.4065|market
北海道大学|Hokkaido University;Hokudai|Sapporo|JP|43.0745|141.3405|sight
札幌場外市場|Sapporo Curb Market;Jogai Ichiba;Sapporo Jogai Market|Sapporo|JP|43.0663|141.3263|market
大倉山ジャンプ競技場|Okurayama Ski Jump Stadium;Okurayama Observatory|Sapporo|JP|43.0468|141.3093|viewpoint
さっぽろ羊ヶ丘展望台|Hitsujigaoka Observation Hill;Hitsujigaoka|Sapporo|JP|42.9997|141.4005|viewpoint
鎮西大社諏訪神社|Suwa Shrine Nagasaki;Chinzei Taisha Suwa Jinja|Nagasaki|JP|32.7526|129.8807|religious
浦上天主堂|Urakami Cathedral;Urakami Church|Nagasaki|JP|32.7772|129.8685|religious
長崎孔子廟|Nagasaki Confucius Shrine;Koshibyo|Nagasaki|JP|32.7384|129.8715|religious
オランダ坂|Dutch Slope;Oranda-zaka|Nagasaki|JP|32.7393|129.8733|sight
雲仙地獄|Unzen Jigoku;Unzen Hells|Unzen|JP|32.7443|130.2627|nature
島原城|Shimabara Castle|Shimabara|JP|32.7886|130.3687|sight
島原武家屋敷|Shimabara Samurai Houses;Teppo-cho Samurai Street|Shimabara|JP|32.7908|130.3655|neighbourhood
平戸城|Hirado Castle|Hirado|JP|33.3695|129.5590|sight
武雄温泉楼門|Takeo Onsen Romon Gate;Takeo Onsen Rōmon|Takeo|JP|33.1946|130.0168|sight
御船山楽園|Mifuneyama Rakuen|Takeo|JP|33.1862|130.0085|park
吉野ヶ里歴史公園|Yoshinogari Historical Park;Yoshinogari Site|Saga|JP|33.3267|130.3855|sight
祐徳稲荷神社|Yūtoku Inari Shrine;Yutoku Inari Jinja|Kashima|JP|33.0870|130.0805|religious
虹の松原|Niji no Matsubara;Rainbow Pine Grove|Karatsu|JP|33.4425|130.0150|nature
黒川温泉|Kurokawa Onsen|Aso|JP|33.0764|131.1405|neighbourhood
﨑津集落|Sakitsu Village;Sakitsu Church;崎津教会|Amakusa|JP|32.3183|130.0255|religious
城山展望台|Shiroyama Observatory;Shiroyama Park Kagoshima|Kagoshima|JP|31.5975|130.5530|viewpoint
砂むし会館 砂楽|Ibusuki Sand Bath;Saraku Sand Bath;指宿砂むし温泉|Ibusuki|JP|31.2249|130.6495|sight
開聞岳|Mount Kaimon;Kaimondake;Satsuma Fuji|Ibusuki|JP|31.1806|130.5283|nature
縄文杉|Jōmon Sugi;Jomon Sugi;Jomonsugi|Miyanoura|JP|30.3594|130.5317|nature
青島神社|Aoshima Shrine;Aoshima Jinja|Miyazaki|JP|31.8052|131.4753|religious
鬼の洗濯板|Devil's Washboard;Oni no Sentakuita|Miyazaki|JP|31.8040|131.4765|nature
鵜戸神宮|Udo Jingū;Udo Shrine;Udo Jingu|Nichinan|JP|31.6495|131.4665|religious
飫肥城|Obi Castle;Obi Castle Town|Nichinan|JP|31.6293|131.3506|sight
宇佐神宮|Usa Jingū;Usa Shrine;Usa Hachimangū|Usa|JP|33.5258|131.3742|religious
臼杵石仏|Usuki Stone Buddhas;Usuki Sekibutsu|Usuki|JP|33.1058|131.7705|religious
鉄輪温泉|Kannawa Onsen|Beppu|JP|33.3167|131.4784|neighbourhood
真栄田岬|Cape Maeda;Maeda Point;Blue Cave Okinawa;青の洞窟|Okinawa|JP|26.4450|127.7716|nature
残波岬|Cape Zanpa;Zanpa Misaki;Cape Zampa|Okinawa|JP|26.4390|127.7130|viewpoint
瀬長島ウミカジテラス|Umikaji Terrace;Senagajima Umikaji Terrace|Tomigusuku|JP|26.1755|127.6418|shop
識名園|Shikinaen;Shikina-en;Shikina Garden|Naha|JP|26.2038|127.7153|park
中城城跡|Nakagusuku Castle;Nakagusuku Gusuku|Ginowan|JP|26.2834|127.8010|sight
西表島|Iriomote Island;Iriomote-jima;Iriomotejima|Ishigaki|JP|24.3300|123.8200|nature
昭和新山|Shōwa-shinzan;Showa Shinzan|Date|JP|42.5428|140.8641|nature
層雲峡|Sōunkyō;Sounkyo Gorge;Sounkyo Onsen|Kamikawa|JP|43.7241|142.9448|nature
阿寒湖|Lake Akan;Akanko|Kushiro|JP|43.4500|144.1000|nature
摩周湖|Lake Mashū;Lake Mashu;Mashuko|Shibetsu|JP|43.5800|144.5300|nature
羊蹄山|Mount Yōtei;Mount Yotei;Yoteizan;Ezo Fuji|Niseko Town|JP|42.8267|140.8114|nature
旧函館区公会堂|Old Public Hall of Hakodate Ward;Former Hakodate Public Hall|Hakodate|JP|41.7663|140.7151|sight
奥入瀬渓流|Oirase Stream;Oirase Gorge;Oirase Keiryu|Towada|JP|40.5230|140.9460|nature
酸ヶ湯温泉|Sukayu Onsen|Aomori|JP|40.6489|140.8480|sight
三内丸山遺跡|Sannai-Maruyama Site;Sannai Maruyama|Aomori|JP|40.8115|140.6965|sight
青森県立美術館|Aomori Museum of Art|Aomori|JP|40.8130|140.7010|museum
厳美渓|Genbikei Gorge;Genbikei|Ichinoseki|JP|38.9433|141.0590|nature
大崎八幡宮|Ōsaki Hachimangū;Osaki Hachimangu|Sendai|JP|38.2746|140.8470|religious
仙台城跡|Sendai Castle Ruins;Aoba Castle;青葉城址|Sendai|JP|38.2527|140.8563|sight
蔵王御釜|Okama Crater;Zao Okama;御釜|Yamagata|JP|38.1353|140.4490|nature
さざえ堂|Sazaedō;Sazaedo;Aizu Sazaedo|Aizu-Wakamatsu|JP|37.5014|139.9550|sight
西の河原公園|Sainokawara Park;Sai no Kawara Park|Nakanojomachi|JP|36.6240|138.5915|park
伊香保石段街|Ikaho Stone Steps;Ikaho Onsen Ishidangai;伊香保温泉|Shibukawa|JP|36.4970|138.9200|neighbourhood
大正池|Taisho Pond;Taishō-ike|Matsumoto|JP|36.2325|137.6225|nature
中町通り|Nakamachi Street Matsumoto;Nakamachi-dori|Matsumoto|JP|36.2327|137.9705|neighbourhood
縄手通り|Nawate Street;Nawate-dori;Frog Street|Matsumoto|JP|36.2355|137.9700|neighbourhood
郡上八幡城|Gujō Hachiman Castle;Gujo Hachiman Castle|Gujō|JP|35.7495|136.9590|sight
下呂温泉|Gero Onsen|Gero|JP|35.8050|137.2440|neighbourhood
輪島朝市|Wajima Morning Market;Wajima Asaichi|Wajima|JP|37.3942|136.9000|market
白米千枚田|Shiroyone Senmaida;Senmaida Rice Terraces|Wajima|JP|37.4120|137.0020|nature
一乗谷朝倉氏遺跡|Ichijōdani Asakura Family Ruins;Ichijodani;Ichijodani Asakura Ruins|Fukui-shi|JP|36.0000|136.2975|sight
丸岡城|Maruoka Castle|Fukui-shi|JP|36.1523|136.2721|sight
福井県立恐竜博物館|Fukui Prefectural Dinosaur Museum;Dinosaur Museum Fukui|Katsuyama|JP|36.0834|136.5067|museum
竹田城跡|Takeda Castle Ruins;Castle in the Sky Japan;天空の城|Asago|JP|35.3006|134.8290|sight
備中松山城|Bitchū Matsuyama Castle;Bitchu Matsuyama Castle|Takahashi|JP|34.8089|133.6219|sight
大和ミュージアム|Yamato Museum;Kure Maritime Museum;呉市海事歴史科学館|Kure|JP|34.2414|132.5557|museum
萩城跡|Hagi Castle Ruins;Shizuki Park;指月公園|Hagi|JP|34.4218|131.3885|sight
太皷谷稲成神社|Taikodani Inari Shrine;Taikodani Inari Jinja;太鼓谷稲成神社|Masuda|JP|34.4617|131.7676|religious
秋吉台|Akiyoshidai Plateau;Akiyoshidai|Mine|JP|34.2400|131.3050|nature
角島大橋|Tsunoshima Bridge;Tsunoshima Ohashi|Shimonoseki|JP|34.3495|130.8860|sight
唐戸市場|Karato Market;Karato Ichiba|Shimonoseki|JP|33.9577|130.9445|market
赤間神宮|Akama Jingū;Akama Shrine;Akama Jingu|Shimonoseki|JP|33.9605|130.9495|religious
門司港レトロ|Mojiko Retro;Moji Port Retro|Kitakyushu|JP|33.9458|130.9617|neighbourhood
小倉城|Kokura Castle|Kitakyushu|JP|33.8845|130.8741|sight
稲佐の浜|Inasa Beach;Inasa no Hama|Izumo|JP|35.3960|132.6775|beach
出雲日御碕灯台|Izumo Hinomisaki Lighthouse;Hinomisaki Lighthouse|Izumo|JP|35.4333|132.6297|viewpoint
父母ヶ浜|Chichibugahama Beach;Chichibu-ga-hama|Kan’onjichō|JP|34.2130|133.6230|beach
大歩危峡|Oboke Gorge;Ōboke;Oboke Kyo|Miyoshi|JP|33.8810|133.7560|nature
宇和島城|Uwajima Castle|Uwajima|JP|33.2194|132.5653|sight
足摺岬|Cape Ashizuri;Ashizuri Misaki|Tosashimizu|JP|32.7238|133.0178|viewpoint
成田山新勝寺|Naritasan Shinshō-ji;Naritasan Shinshoji;Narita-san|Narita|JP|35.7858|140.3182|religious
大室山|Mount Ōmuro;Mount Omuro;Omuroyama|Ito|JP|34.9033|139.0947|nature
三保の松原|Miho no Matsubara;Miho Pine Grove|Shizuoka|JP|34.9945|138.5225|beach
久能山東照宮|Kunōzan Tōshō-gū;Kunozan Toshogu|Shizuoka|JP|34.9667|138.4680|religious
日本平|Nihondaira|Shizuoka|JP|34.9710|138.4640|viewpoint
근정전|Geunjeongjeon;Geunjeongjeon Hall;勤政殿|Seoul|KR|37.5786|126.9770|sight
경회루|Gyeonghoeru;Gyeonghoeru Pavilion;慶會樓|Seoul|KR|37.5798|126.9758|sight
향원정|Hyangwonjeong;Hyangwonjeong Pavilion;香遠亭|Seoul|KR|37.5826|126.9771|sight
국립민속박물관|National Folk Museum of Korea|Seoul|KR|37.5818|126.9793|museum
국립고궁박물관|National Palace Museum of Korea|Seoul|KR|37.5765|126.9753|museum
창덕궁 후원|Huwon;Secret Garden Changdeokgung;Biwon;秘苑|Seoul|KR|37.5835|126.9915|park
인정전|Injeongjeon;Injeongjeon Hall;仁政殿|Seoul|KR|37.5795|126.9915|sight
돈화문|Donhwamun;Donhwamun Gate;敦化門|Seoul|KR|37.5770|126.9909|sight
숭례문|Sungnyemun;Namdaemun Gate;崇禮門|Seoul|KR|37.5600|126.9753|sight
흥인지문|Heunginjimun;Dongdaemun Gate;興仁之門|Seoul|KR|37.5711|127.0095|sight
경희궁|Gyeonghuigung;Gyeonghuigung Palace;慶熙宮|Seoul|KR|37.5714|126.9681|sight
운현궁|Unhyeongung;Unhyeon Palace;雲峴宮|Seoul|KR|37.5746|126.9864|sight
덕수궁 돌담길|Deoksugung Stone Wall Road;Deoksugung Doldam-gil;Jeongdong-gil|Seoul|KR|37.5655|126.9740|neighbourhood
서울시립미술관|Seoul Museum of Art;SeMA|Seoul|KR|37.5641|126.9737|museum
국립현대미술관 서울|MMCA Seoul;National Museum of Modern and Contemporary Art Seoul|Seoul|KR|37.5786|126.9802|museum
삼청동길|Samcheong-dong;Samcheongdong-gil;Samcheong-ro|Seoul|KR|37.5830|126.9820|neighbourhood
대학로|Daehak-ro;Daehangno;Marronnier Park|Seoul|KR|37.5815|127.0025|neighbourhood
압구정 로데오거리|Apgujeong Rodeo Street;Apgujeong Rodeo|Seoul|KR|37.5270|127.0390|neighbourhood
경리단길|Gyeongnidan-gil;Gyeongridan-gil|Seoul|KR|37.5385|126.9885|neighbourhood
해방촌|Haebangchon;HBC|Seoul|KR|37.5440|126.9860|neighbourhood
문래창작촌|Mullae Art Village;Mullae Changjakchon|Seoul|KR|37.5150|126.8960|neighbourhood
경동시장|Gyeongdong Market;Seoul Yangnyeongsi|Seoul|KR|37.5797|127.0395|market
북악스카이웨이 팔각정|Bugak Skyway Palgakjeong;Bukaksan Palgakjeong|Seoul|KR|37.6022|126.9815|viewpoint
하늘공원|Haneul Park|Seoul|KR|37.5683|126.8853|park
선유도공원|Seonyudo Park|Seoul|KR|37.5440|126.8990|park
서울식물원|Seoul Botanic Park|Seoul|KR|37.5695|126.8350|park
선정릉|Seolleung and Jeongneung;Seonjeongneung;宣靖陵|Seoul|KR|37.5087|127.0487|sight
길상사|Gilsangsa;Gilsangsa Temple|Seoul|KR|37.6005|126.9943|religious
행궁동|Haenggung-dong;Haenggungdong Mural Village;Haenggung-gil|Suwon|KR|37.2830|127.0150|neighbourhood
인천 개항장|Incheon Open Port Area;Gaehangjang Culture District|Incheon|KR|37.4740|126.6200|neighbourhood
송월동 동화마을|Songwol-dong Fairy Tale Village;Incheon Fairy Tale Village|Incheon|KR|37.4770|126.6210|neighbourhood
깡통시장|Kkangtong Market;Bupyeong Kkangtong Market;부평깡통시장|Busan|KR|35.1014|129.0265|market
보수동 책방골목|Bosu-dong Book Street;Bosudong Book Alley|Busan|KR|35.1032|129.0260|shop
부산시립미술관|Busan Museum of Art|Busan|KR|35.1665|129.1370|museum
영화의전당|Busan Cinema Center|Busan|KR|35.1712|129.1270|sight
달맞이길|Dalmaji-gil;Dalmaji Hill;Haeundae Dalmaji-gil|Busan|KR|35.1580|129.1780|viewpoint
다대포해수욕장|Dadaepo Beach|Busan|KR|35.0470|128.9660|beach
재한유엔기념공원|UN Memorial Cemetery in Korea;UN Memorial Cemetery Busan|Busan|KR|35.1275|129.0965|sight
이기대|Igidae;Igidae Coastal Walk|Busan|KR|35.1250|129.1220|nature
새별오름|Saebyeol Oreum|Jeju City|KR|33.3660|126.3580|nature
다랑쉬오름|Darangshi Oreum;Darangswi Oreum|Jeju City|KR|33.4780|126.8210|nature
용눈이오름|Yongnuni Oreum|Jeju City|KR|33.4600|126.8310|nature
절물자연휴양림|Jeolmul Natural Recreation Forest;Jeolmul Forest|Jeju City|KR|33.4400|126.6280|nature
삼성혈|Samseonghyeol;三姓穴|Jeju City|KR|33.5050|126.5300|sight
한담해안산책로|Handam Coastal Walk;Aewol Handam Coastal Trail|Jeju City|KR|33.4620|126.3100|nature
곽지해수욕장|Gwakji Beach;Gwakji Gwamul Beach|Jeju City|KR|33.4500|126.3050|beach
광치기해변|Gwangchigi Beach|Seogwipo|KR|33.4520|126.9250|beach
표선해수욕장|Pyoseon Beach;Pyoseon Haevichi Beach|Seogwipo|KR|33.3250|126.8400|beach
이중섭거리|Lee Jung-seob Street;Lee Jungseop Street|Seogwipo|KR|33.2470|126.5640|neighbourhood
마라도|Marado;Mara Island;Marado Island|Seogwipo|KR|33.1180|126.2680|nature
가파도|Gapado;Gapa Island;Gapado Island|Seogwipo|KR|33.1700|126.2730|nature
소양강 스카이워크|Soyanggang Skywalk|Chuncheon|KR|37.8930|127.7240|viewpoint
월정사|Woljeongsa;Woljeongsa Temple;月精寺|Pyeongchang|KR|37.7316|128.5927|religious
도담삼봉|Dodamsambong;Dodam Sambong|Mungyeong|KR|36.9992|128.3444|nature
국립아시아문화전당|Asia Culture Center;ACC Gwangju|Gwangju|KR|35.1470|126.9200|museum
광한루원|Gwanghallu;Gwanghallu Pavilion Garden;廣寒樓|Nangen|KR|35.4037|127.3822|park
내장산|Naejangsan;Naejangsan National Park|Jeongeup|KR|35.4800|126.8900|nature
소수서원|Sosu Seowon;Sosuseowon|Andong|KR|36.9260|128.5810|sight
문경새재|Mungyeong Saejae;Saejae Pass|Mungyeong|KR|36.7700|128.0700|nature
대천해수욕장|Daecheon Beach|Boryeong|KR|36.3150|126.5130|beach
꽃지해수욕장|Kkotji Beach|Boryeong|KR|36.4960|126.3350|beach
동화사|Donghwasa;Donghwasa Temple;桐華寺|Daegu|KR|35.9953|128.7014|religious
国子监|Guozijian;Imperial Academy Beijing;Imperial College;國子監|Beijing|CN|39.9470|116.4130|sight
五道营胡同|Wudaoying Hutong;五道營胡同|Beijing|CN|39.9475|116.4100|neighbourhood
地坛公园|Ditan Park;Temple of Earth;地壇公園|Beijing|CN|39.9533|116.4118|park
日坛公园|Ritan Park;Temple of the Sun Beijing;日壇公園|Beijing|CN|39.9143|116.4443|park
白云观|White Cloud Temple;Baiyun Guan;白雲觀|Beijing|CN|39.8992|116.3385|religious
法源寺|Fayuan Temple;Fayuansi|Beijing|CN|39.8824|116.3688|religious
牛街礼拜寺|Niujie Mosque;Niujie Libaisi;牛街清真寺;牛街禮拜寺|Beijing|CN|39.8843|116.3617|religious
卢沟桥|Marco Polo Bridge;Lugou Bridge;盧溝橋|Beijing|CN|39.8497|116.2133|sight
箭扣长城|Jiankou Great Wall;Jiankou;箭扣長城|Beijing|CN|40.4530|116.5130|sight
未名湖|Weiming Lake;Peking University;北京大学|Beijing|CN|39.9925|116.3050|sight
簋街|Gui Street;Guijie;Ghost Street Beijing|Beijing|CN|39.9405|116.4260|food
中国美术馆|National Art Museum of China;NAMOC;中國美術館|Beijing|CN|39.9252|116.4100|museum
天安门|Tiananmen;Tiananmen Gate;Gate of Heavenly Peace;天安門|Beijing|CN|39.9075|116.3972|sight
思南公馆|Sinan Mansions;思南公館|Shanghai|CN|31.2150|121.4690|neighbourhood
中共一大会址|Site of the First National Congress of the CPC;First CPC Congress Site|Shanghai|CN|31.2205|121.4755|museum
上海自然博物馆|Shanghai Natural History Museum;上海自然博物館|Shanghai|CN|31.2353|121.4594|museum
愚园路|Yuyuan Road;愚園路|Shanghai|CN|31.2210|121.4330|neighbourhood
鲁迅公园|Lu Xun Park;Hongkou Park;魯迅公園|Shanghai|CN|31.2760|121.4790|park
外白渡桥|Garden Bridge;Waibaidu Bridge;外白渡橋|Shanghai|CN|31.2448|121.4853|sight
世纪公园|Century Park Shanghai;Shiji Gongyuan;世紀公園|Shanghai|CN|31.2180|121.5500|park
上海科技馆|Shanghai Science and Technology Museum;上海科技館|Shanghai|CN|31.2190|121.5420|museum
中华艺术宫|China Art Museum;China Art Palace;中華藝術宮|Shanghai|CN|31.1860|121.4900|museum
龙美术馆西岸馆|Long Museum West Bund;龍美術館|Shanghai|CN|31.1720|121.4590|museum
枫泾古镇|Fengjing Ancient Town;楓涇古鎮|Shanghai|CN|30.8890|121.0140|neighbourhood
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
良渚古城遗址|Liangzhu Ancient City;Archaeological Ruins of Liangzhu City|Hangzhou|CN|30.3960|119.9900|sight
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
西安碑林博物馆|Xi'an Beilin Museum;Forest of Stone Steles;碑林|Xi'an|CN|34.2557|108.9495|museum
书院门|Shuyuanmen;Shuyuanmen Culture Street;書院門|Xi'an|CN|34.2570|108.9470|neighbourhood
永兴坊|Yongxingfang;永興坊|Xi'an|CN|34.2640|108.9660|food
大明宫国家遗址公园|Daming Palace National Heritage Park;Daming Palace;大明宮|Xi'an|CN|34.2890|108.9600|park
汉阳陵博物馆|Hanyangling Museum;Yangling Mausoleum of Han|Xi'an|CN|34.4380|108.9400|museum
永宁门|Yongningmen;South Gate Xi'an;永寧門|Xi'an|CN|34.2510|108.9470|sight
青羊宫|Qingyang Palace;Qingyang Temple;青羊宮|Chengdu|CN|30.6638|104.0420|religious
大慈寺|Daci Temple|Chengdu|CN|30.6550|104.0850|religious
望江楼公园|Wangjianglou Park;River View Pavilion Park;望江樓公園|Chengdu|CN|30.6340|104.0890|park
四川博物院|Sichuan Museum|Chengdu|CN|30.6610|104.0360|museum
黄龙溪古镇|Huanglongxi Ancient Town;黃龍溪古鎮|Chengdu|CN|30.3180|103.9720|neighbourhood
峨眉山金顶|Golden Summit Emeishan;Jinding Emei;金頂|Suishan|CN|29.5217|103.3318|viewpoint
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
橘子洲|Orange Isle;Juzizhou;橘子洲头|Changsha|CN|28.1950|112.9590|park
湖南博物院|Hunan Museum;Hunan Provincial Museum|Changsha|CN|28.2130|112.9910|museum
普陀山|Mount Putuo;Putuoshan|Zhoushan|CN|30.0100|122.3850|religious
天一阁|Tianyi Pavilion;Tianyi Ge;天一閣|Ningbo|CN|29.8710|121.5380|museum
鼋头渚|Yuantouzhu;Turtle Head Isle;黿頭渚|Wuxi|CN|31.5240|120.2230|park
崂山|Mount Lao;Laoshan;嶗山|Qingdao|CN|36.1700|120.6100|nature
趵突泉|Baotu Spring|Jinan|CN|36.6610|117.0140|park
大明湖|Daming Lake|Jinan|CN|36.6750|117.0230|park
光孝寺|Guangxiao Temple|Guangzhou|CN|23.1330|113.2600|religious
六榕寺|Temple of the Six Banyan Trees;Liurong Temple|Guangzhou|CN|23.1315|113.2622|religious
永庆坊|Yongqingfang;永慶坊|Guangzhou|CN|23.1190|113.2420|neighbourhood
南越王博物院|Nanyue King Museum;Museum of the Mausoleum of the Nanyue King|Guangzhou|CN|23.1400|113.2610|museum
开平碉楼|Kaiping Diaolou;Zili Village;自力村|Taishan|CN|22.3640|112.5520|sight
广济桥|Guangji Bridge;Xiangzi Bridge;廣濟橋|Chaozhou|CN|23.6660|116.6460|sight
潮州牌坊街|Chaozhou Paifang Street;Paifang Street|Chaozhou|CN|23.6650|116.6410|neighbourhood
行天宮|Xingtian Temple;Hsing Tian Kong;行天宫|Taipei|TW|25.0630|121.5340|religious
大龍峒保安宮|Dalongdong Baoan Temple;Bao'an Temple;Baoan Temple;保安宫|Taipei|TW|25.0732|121.5150|religious
臺北孔廟|Taipei Confucius Temple;台北孔庙;台北孔廟|Taipei|TW|25.0727|121.5166|religious
臺北霞海城隍廟|Xiahai City God Temple;Taipei Xiahai City God Temple;霞海城隍庙|Taipei|TW|25.0557|121.5100|religious
國立臺灣博物館|National Taiwan Museum;国立台湾博物馆|Taipei|TW|25.0430|121.5150|museum
二二八和平紀念公園|228 Peace Memorial Park;二二八和平纪念公园|Taipei|TW|25.0410|121.5150|park
四四南村|Four Four South Village;Sisi South Village;Xinyi Public Assembly Hall|Taipei|TW|25.0310|121.5620|neighbourhood
臺北當代藝術館|Museum of Contemporary Art Taipei;MOCA Taipei;台北当代艺术馆|Taipei|TW|25.0507|121.5190|museum
師大夜市|Shida Night Market;师大夜市|Taipei|TW|25.0240|121.5290|market
南機場夜市|Nanjichang Night Market;南机场夜市|Taipei|TW|25.0290|121.5010|market
臨江街觀光夜市|Linjiang Street Night Market;Tonghua Night Market;通化夜市;临江街夜市|Taipei|TW|25.0300|121.5540|market
陽明山國家公園|Yangmingshan National Park;Yangmingshan;阳明山|Taipei|TW|25.1600|121.5500|park
擎天崗|Qingtiangang;Qingtian Gang;擎天岗|Taipei|TW|25.1670|121.5740|nature
小油坑|Xiaoyoukeng|Taipei|TW|25.1760|121.5460|nature
北投圖書館|Beitou Public Library;Taipei Public Library Beitou Branch;北投图书馆|Taipei|TW|25.1365|121.5060|sight
北投地熱谷|Beitou Thermal Valley;Hell Valley Beitou;地熱谷;地热谷|Taipei|TW|25.1380|121.5110|nature
深坑老街|Shenkeng Old Street|Taipei|TW|25.0020|121.6160|food
幾米公園|Jimmy Park Yilan;Jimmy Square;几米公园|Yilan|TW|24.7540|121.7580|park
蘭陽博物館|Lanyang Museum;兰阳博物馆|Yilan|TW|24.8690|121.8320|museum
一中街|Yizhong Street;Yizhong Street Night Market|Taichung|TW|24.1490|120.6850|market
審計新村|Shenji New Village;审计新村|Taichung|TW|24.1450|120.6630|neighbourhood
路思義教堂|Luce Memorial Chapel;Tunghai University Luce Chapel;路思义教堂|Taichung|TW|24.1800|120.6000|religious
國立自然科學博物館|National Museum of Natural Science;国立自然科学博物馆|Taichung|TW|24.1570|120.6660|museum
嘉義文化路夜市|Wenhua Road Night Market;Chiayi Wenhua Road Night Market;文化路夜市|Jiayi Shi|TW|23.4810|120.4500|market
檜意森活村|Hinoki Village;桧意森活村|Jiayi Shi|TW|23.4870|120.4570|neighbourhood
正興街|Zhengxing Street;正兴街|Tainan|TW|22.9920|120.1980|neighbourhood
國華街|Guohua Street;国华街|Tainan|TW|22.9930|120.1990|food
大東夜市|Dadong Night Market;大东夜市|Tainan|TW|22.9800|120.2200|market
祀典武廟|Sacrificial Rites Martial Temple;Official God of War Temple;祀典武庙|Tainan|TW|22.9970|120.2020|religious
國立臺灣文學館|National Museum of Taiwan Literature;国立台湾文学馆|Tainan|TW|22.9910|120.2040|museum
瑞豐夜市|Ruifeng Night Market;瑞丰夜市|Kaohsiung|TW|22.6660|120.3000|market
西子灣|Sizihwan;Xiziwan Bay;Sizihwan Bay;西子湾|Kaohsiung|TW|22.6240|120.2650|beach
高雄市立美術館|Kaohsiung Museum of Fine Arts;高雄市立美术馆|Kaohsiung|TW|22.6560|120.2860|museum
墾丁大街|Kenting Street;Kenting Main Street;垦丁大街|Hengchun|TW|21.9460|120.7980|market
鐵花村|Tiehua Music Village;铁花村|Taitung City|TW|22.7520|121.1510|sight
綠島|Green Island;Lyudao;绿岛|Taitung City|TW|22.6600|121.4900|nature
香港歷史博物館|Hong Kong Museum of History;香港历史博物馆|Hong Kong|HK|22.3015|114.1775|museum
香港文化中心|Hong Kong Cultural Centre|Hong Kong|HK|22.2935|114.1700|sight
香港大學|University of Hong Kong;HKU;香港大学|Hong Kong|HK|22.2830|114.1370|sight
摩囉街|Upper Lascar Row;Cat Street Hong Kong;摩罗街|Hong Kong|HK|22.2845|114.1500|market
石板街|Pottinger Street|Hong Kong|HK|22.2830|114.1545|sight
油麻地天后廟|Tin Hau Temple Yau Ma Tei;Yau Ma Tei Tin Hau Temple;油麻地天后庙|Hong Kong|HK|22.3100|114.1700|religious
油麻地果欄|Yau Ma Tei Fruit Market;油麻地果栏|Hong Kong|HK|22.3120|114.1680|market
鯉魚門|Lei Yue Mun;鲤鱼门|Hong Kong|HK|22.2820|114.2380|food
橋咀洲|Sharp Island;Kiu Tsui Chau;桥咀洲|Hong Kong|HK|22.3660|114.2890|nature
塔門|Tap Mun;Grass Island;塔门|Hong Kong|HK|22.4710|114.3610|nature
荔枝窩|Lai Chi Wo;荔枝窝|Hong Kong|HK|22.5270|114.2620|neighbourhood
鴨寮街|Apliu Street;Ap Liu Street;鸭寮街|Hong Kong|HK|22.3300|114.1610|market
利東街|Lee Tung Avenue;Wedding Card Street;利东街|Hong Kong|HK|22.2760|114.1710|shop
聖若瑟修院及聖堂|St. Joseph's Seminary and Church;Igreja do Seminário de São José;圣若瑟修院|Macau|MO|22.1910|113.5380|religious
崗頂劇院|Dom Pedro V Theatre;Teatro Dom Pedro V;岗顶剧院|Macau|MO|22.1925|113.5390|sight
聖老楞佐教堂|St. Lawrence's Church;Igreja de São Lourenço;圣老楞佐教堂|Macau|MO|22.1895|113.5375|religious
澳門主教座堂|Macau Cathedral;Sé Catedral de Macau;澳门主教座堂|Macau|MO|22.1935|113.5405|religious
瘋堂斜巷|Calçada da Igreja de São Lázaro;St. Lazarus Quarter;疯堂斜巷|Macau|MO|22.1985|113.5470|neighbourhood
澳門博物館|Macau Museum;Museu de Macau;澳门博物馆|Macau|MO|22.1975|113.5420|museum
`;
