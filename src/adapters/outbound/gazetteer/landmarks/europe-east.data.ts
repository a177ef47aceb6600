/**
 * Curated landmarks for the offline geocoder: Central, Northern and South-Eastern Europe, Turkey,
 * Russia and the Caucasus. Written for this project; coordinates are rounded to 4 decimals and meant
 * to be within about 300 m. One per line:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * `@city` lines give local or common names of cities the GeoNames data knows by another name.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const LANDMARKS_EUROPE_EAST = `
@city|München|Munich|DE
@city|Köln|Cologne|DE
@city|Praha|Prague|CZ
@city|Wien|Vienna|AT
@city|København|Copenhagen|DK
@city|Nürnberg|Nuremberg|DE
@city|Athina|Athens|GR
@city|Santorini|Firá|GR
@city|Fira|Firá|GR
@city|Oia|Oía|GR
@city|Αθήνα|Athens|GR
@city|Θεσσαλονίκη|Thessaloniki|GR
@city|Μύκονος|Mykonos|GR
@city|Kalambaka|Kalampáka|GR
@city|Lavrio|Lávrio|GR
@city|Heraklion|Irákleion|GR
@city|Ηράκλειο|Irákleion|GR
@city|Zurich|Zürich|CH
@city|Lucerne|Luzern|CH
@city|Geneva|Genève|CH
@city|Cracow|Kraków|PL
@city|Krakow|Kraków|PL
@city|Warszawa|Warsaw|PL
@city|Москва|Moscow|RU
@city|Санкт-Петербург|Saint Petersburg|RU
@city|St. Petersburg|Saint Petersburg|RU
@city|St Petersburg|Saint Petersburg|RU
@city|İstanbul|Istanbul|TR
@city|Rhodes|Ródos|GR
@city|Ρόδος|Ródos|GR
@city|Olympia|Archaía Olympía|GR
@city|Aarhus|Århus|DK
@city|Gothenburg|Göteborg|SE
@city|伊斯坦布尔|Istanbul|TR
@city|イスタンブール|Istanbul|TR
@city|이스탄불|Istanbul|TR
@city|布拉格|Prague|CZ
@city|プラハ|Prague|CZ
@city|프라하|Prague|CZ
@city|维也纳|Vienna|AT
@city|ウィーン|Vienna|AT
@city|柏林|Berlin|DE
@city|ベルリン|Berlin|DE
@city|베를린|Berlin|DE
@city|慕尼黑|Munich|DE
@city|ミュンヘン|Munich|DE
@city|뮌헨|Munich|DE
@city|Krakau|Kraków|PL
@city|Cracovie|Kraków|PL
@city|Cracovia|Kraków|PL
@city|Warschau|Warsaw|PL
@city|Varsovie|Warsaw|PL
@city|Varsovia|Warsaw|PL
@city|Varsavia|Warsaw|PL
@city|Varsóvia|Warsaw|PL
@city|Danzig|Gdańsk|PL
@city|Breslau|Wrocław|PL
@city|Prag|Prague|CZ
@city|Praga|Prague|CZ
@city|Vienne|Vienna|AT
@city|Viena|Vienna|AT
@city|Athen|Athens|GR
@city|Athènes|Athens|GR
@city|Atenas|Athens|GR
@city|Atene|Athens|GR
@city|Kopenhagen|Copenhagen|DK
@city|Copenhague|Copenhagen|DK
@city|Copenaghen|Copenhagen|DK
@city|Copenhaga|Copenhagen|DK
@city|Estocolmo|Stockholm|SE
@city|Stoccolma|Stockholm|SE
@city|Helsingfors|Helsinki|FI
@city|Moskau|Moscow|RU
@city|Moscou|Moscow|RU
@city|Moscú|Moscow|RU
@city|Mosca|Moscow|RU
@city|Sankt Petersburg|Saint Petersburg|RU
@city|Saint-Pétersbourg|Saint Petersburg|RU
@city|San Petersburgo|Saint Petersburg|RU
@city|San Pietroburgo|Saint Petersburg|RU
@city|São Petersburgo|Saint Petersburg|RU
@city|Budapeste|Budapest|HU
@city|Bukarest|Bucharest|RO
@city|Bucarest|Bucharest|RO
@city|Belgrad|Belgrade|RS
@city|Belgrado|Belgrade|RS
@city|Tiflis|Tbilisi|GE
@city|Eriwan|Yerevan|AM
@city|Ereván|Yerevan|AM
@city|Estambul|Istanbul|TR
@city|Istambul|Istanbul|TR
@city|Berlino|Berlin|DE
@city|Munique|Munich|DE
@city|Monaco di Baviera|Munich|DE
@city|Colonia|Köln|DE
@city|Hambourg|Hamburg|DE
@city|Hamburgo|Hamburg|DE
@city|Amburgo|Hamburg|DE
@city|Francfort|Frankfurt am Main|DE
@city|Frankfurt|Frankfurt am Main|DE
@city|Fráncfort|Frankfurt am Main|DE
@city|Francoforte|Frankfurt am Main|DE
@city|Dresde|Dresden|DE
@city|Núremberg|Nürnberg|DE
@city|Norimberga|Nürnberg|DE
@city|Genf|Genève|CH
@city|Ginebra|Genève|CH
@city|Ginevra|Genève|CH
@city|Zurigo|Zurich|CH
@city|Lucerna|Luzern|CH
@city|Berna|Bern|CH
@city|伊斯坦堡|Istanbul|TR
@city|Danzica|Gdańsk|PL
@city|Moscovo|Moscow|RU
@city|Genebra|Genève|CH
@city|Zurique|Zürich|CH
@city|Bâle|Basel|CH
@city|Basilea|Basel|CH
@city|Basileia|Basel|CH
@city|Berlim|Berlin|DE
@city|Bucareste|Bucharest|RO
@city|Kiew|Kyiv|UA
@city|Kiev|Kyiv|UA
@city|Reikiavik|Reykjavík|IS
@city|Pressburg|Bratislava|SK
@city|Laibach|Ljubljana|SI
@city|Salzbourg|Salzburg|AT
@city|Salisburgo|Salzburg|AT
Brandenburg Gate|Brandenburger Tor;勃兰登堡门;勃蘭登堡門;ブランデンブルク門;브란덴부르크 문;Porte de Brandebourg;Puerta de Brandeburgo;Porta di Brandeburgo;브란덴부르크문|Berlin|DE|52.5163|13.3777|sight
Reichstag|Reichstag Building;Reichstagsgebäude;Reichstag Dome;라이히스타크;독일 국회의사당;ドイツ連邦議会議事堂;ライヒスターク;德国国会大厦;德國國會大廈;독일국회의사당|Berlin|DE|52.5186|13.3762|sight
East Side Gallery|이스트 사이드 갤러리;이스트사이드 갤러리;イーストサイド・ギャラリー;东边画廊;東邊畫廊;이스트사이드갤러리;イーストサイドギャラリー|Berlin|DE|52.5050|13.4397|sight
Museum Island|Museumsinsel;박물관 섬;박물관섬;博物館島;博物馆岛;柏林博物馆岛|Berlin|DE|52.5169|13.4019|museum
Checkpoint Charlie|체크포인트 찰리;체크포인트찰리;チェックポイント・チャーリー;查理检查站;查理檢查哨;チェックポイントチャーリー|Berlin|DE|52.5075|13.3904|sight
Berlin Wall Memorial|Gedenkstätte Berliner Mauer;Bernauer Straße;베를린 장벽 기념관;베를린장벽 기념관;ベルリンの壁記念館;柏林墙纪念馆;柏林圍牆紀念館;베를린장벽기념관|Berlin|DE|52.5351|13.3903|sight
Memorial to the Murdered Jews of Europe|Holocaust Memorial;Denkmal für die ermordeten Juden Europas;홀로코스트 기념비;학살된 유럽 유대인을 위한 기념비;虐殺されたヨーロッパのユダヤ人のための記念碑;ホロコースト記念碑;欧洲被害犹太人纪念碑;歐洲被害猶太人紀念碑;浩劫纪念碑;홀로코스트기념비|Berlin|DE|52.5139|13.3787|sight
Tiergarten|Großer Tiergarten;티어가르텐;ティーアガルテン;蒂尔加滕公园;蒂爾加滕公園|Berlin|DE|52.5145|13.3501|park
Berliner Dom|Berlin Cathedral;베를린 대성당;베를린돔;ベルリン大聖堂;柏林大教堂;柏林主教座堂;베를린대성당|Berlin|DE|52.5191|13.4010|religious
Alexanderplatz|알렉산더 광장;알렉산더플라츠;アレクサンダー広場;亚历山大广场;亞歷山大廣場;알렉산더광장|Berlin|DE|52.5219|13.4132|sight
Berlin TV Tower|Fernsehturm;Berliner Fernsehturm|Berlin|DE|52.5208|13.4094|viewpoint
Tempelhofer Feld|Tempelhof Field;템펠호프 공원;テンペルホーフ・フェルト;滕珀尔霍夫公园;템펠호프공원;テンペルホーフフェルト;템펠호프 들판;템펠호프들판|Berlin|DE|52.4730|13.4010|park
Pergamon Museum|Pergamonmuseum;페르가몬 박물관;ペルガモン博物館;佩加蒙博物馆;佩加蒙博物館;페르가몬박물관|Berlin|DE|52.5212|13.3969|museum
Gendarmenmarkt|잔다르멘 마르크트;젠다르멘마르크트;ジャンダルメンマルクト;御林广场;御林廣場;宪兵广场;잔다르멘마르크트|Berlin|DE|52.5137|13.3928|sight
Victory Column|Siegessäule;베를린 전승기념탑;ジーゲスゾイレ;戦勝記念塔;胜利纪念柱;勝利紀念柱;베를린전승기념탑|Berlin|DE|52.5145|13.3501|viewpoint
Charlottenburg Palace|Schloss Charlottenburg;샤를로텐부르크 궁전;シャルロッテンブルク宮殿;夏洛滕堡宫;夏洛滕堡宮;샤를로텐부르크궁전|Berlin|DE|52.5209|13.2957|sight
Topography of Terror|Topographie des Terrors;테러의 지형;テロのトポグラフィー;恐怖地形图博物馆;恐怖地形圖;테러의지형|Berlin|DE|52.5065|13.3835|museum
Jewish Museum Berlin|Jüdisches Museum Berlin;베를린 유대인 박물관;ベルリン・ユダヤ博物館;柏林犹太博物馆;柏林猶太博物館;베를린유대인박물관;ベルリンユダヤ博物館|Berlin|DE|52.5021|13.3947|museum
Kurfürstendamm|Ku'damm;쿠어퓌르스텐담;쿠담;クーダム;クアフュルステンダム;选帝侯大街;選帝侯大街|Berlin|DE|52.5030|13.3300|shop
Kaiser Wilhelm Memorial Church|Kaiser-Wilhelm-Gedächtniskirche;카이저 빌헬름 기념교회;カイザー・ヴィルヘルム記念教会;威廉皇帝纪念教堂;威廉皇帝紀念教堂;카이저빌헬름기념교회;カイザーヴィルヘルム記念教会;카이저빌헬름 교회;카이저빌헬름교회|Berlin|DE|52.5048|13.3350|religious
Hackescher Markt|하케셔 마르크트;ハッケシャー・マルクト;哈克市场;하케셔마르크트;ハッケシャーマルクト|Berlin|DE|52.5225|13.4020|neighbourhood
Hackesche Höfe||Berlin|DE|52.5243|13.4022|sight
Mauerpark|마우어파크;マウアーパーク;墙公园;柏林墙公园|Berlin|DE|52.5430|13.4020|park
Potsdamer Platz|포츠담 광장;포츠다머 플라츠;ポツダム広場;波茨坦广场;波茨坦廣場;포츠담광장;포츠다머플라츠|Berlin|DE|52.5096|13.3760|sight
Neues Museum|Nefertiti Bust;노이에스 무제움;ノイエス・ムゼウム;柏林新博物馆;柏林新博物館;노이에스무제움;ノイエスムゼウム|Berlin|DE|52.5200|13.3980|museum
Unter den Linden|운터 덴 린덴;ウンター・デン・リンデン;菩提树下大街;菩提樹下大街;운터덴린덴;ウンターデンリンデン|Berlin|DE|52.5170|13.3890|sight
KaDeWe|Kaufhaus des Westens;카데베;カーデーヴェー;卡迪威百货;卡迪威百貨|Berlin|DE|52.5015|13.3411|shop
Oberbaum Bridge|Oberbaumbrücke;오버바움 다리;오버바움 브뤼케;オーバーバウム橋;奥伯鲍姆桥;奧伯鮑姆橋;오버바움다리;오버바움브뤼케|Berlin|DE|52.5020|13.4456|sight
Humboldt Forum|Berlin Palace;Berliner Schloss;훔볼트 포럼;フンボルト・フォーラム;洪堡论坛;洪堡論壇;훔볼트포럼;フンボルトフォーラム|Berlin|DE|52.5175|13.4020|museum
Sanssouci Palace|Schloss Sanssouci;Sanssouci;상수시 궁전;サンスーシ宮殿;无忧宫;無憂宮;상수시궁전|Potsdam|DE|52.4043|13.0385|sight
Marienplatz|마리엔 광장;마리엔플라츠;マリエン広場;玛利亚广场;瑪利亞廣場;玛丽亚广场;마리엔광장|Munich|DE|48.1374|11.5755|sight
New Town Hall Munich|Neues Rathaus;Rathaus-Glockenspiel;뮌헨 신시청사;ミュンヘン新市庁舎;慕尼黑新市政厅;慕尼黑新市政廳;뮌헨신시청사|Munich|DE|48.1376|11.5761|sight
Frauenkirche Munich|Münchner Frauenkirche;Dom zu Unserer Lieben Frau;프라우엔 교회;프라우엔키르헤;フラウエン教会;慕尼黑圣母教堂;慕尼黑聖母教堂;프라우엔교회|Munich|DE|48.1386|11.5735|religious
Viktualienmarkt|빅투알리엔 시장;빅투알리엔마르크트;ヴィクトゥアーリエンマルクト;慕尼黑谷物市场;慕尼黑穀物市場;빅투알리엔시장|Munich|DE|48.1351|11.5762|market
Hofbräuhaus|Hofbräuhaus am Platzl;Hofbrauhaus;호프브로이하우스;호프브로이 하우스;ホフブロイハウス;皇家啤酒屋;皇家啤酒館|Munich|DE|48.1376|11.5799|food
English Garden|Englischer Garten;엥글리셔 가르텐;ミュンヘン英国庭園;慕尼黑英国花园;慕尼黑英國花園;엥글리셔가르텐|Munich|DE|48.1642|11.6054|park
Nymphenburg Palace|Schloss Nymphenburg;님펜부르크 궁전;ニンフェンブルク宮殿;宁芬堡宫;寧芬堡宮;님펜부르크궁전|Munich|DE|48.1583|11.5033|sight
Munich Residenz|Residenz München;뮌헨 레지덴츠;ミュンヘン・レジデンツ;慕尼黑王宫;慕尼黑王宮;慕尼黑官邸;뮌헨레지덴츠;ミュンヘンレジデンツ|Munich|DE|48.1410|11.5800|sight
BMW Welt|BMW 벨트;BMWヴェルト;宝马世界;寶馬世界|Munich|DE|48.1770|11.5560|sight
BMW Museum|BMW 박물관;BMW博物館;宝马博物馆;寶馬博物館|Munich|DE|48.1769|11.5593|museum
Olympiapark|Olympic Park Munich;뮌헨 올림픽공원;オリンピアパーク;慕尼黑奥林匹克公园;慕尼黑奧林匹克公園;뮌헨올림픽공원|Munich|DE|48.1755|11.5518|park
Allianz Arena|알리안츠 아레나;アリアンツ・アレーナ;安联球场;安聯球場;알리안츠아레나;アリアンツアレーナ|Munich|DE|48.2188|11.6247|sight
Deutsches Museum|독일 박물관;ドイツ博物館;德意志博物馆;德意志博物館;독일박물관|Munich|DE|48.1299|11.5834|museum
Alte Pinakothek|알테 피나코테크;アルテ・ピナコテーク;老绘画陈列馆;老繪畫陳列館;알테피나코테크;アルテピナコテーク|Munich|DE|48.1482|11.5700|museum
Eisbach Wave|Eisbachwelle;Eisbach;아이스바흐;アイスバッハ;艾斯巴赫;艾斯河冲浪|Munich|DE|48.1435|11.5878|sight
Theresienwiese|Oktoberfest;Wiesn|Munich|DE|48.1316|11.5495|sight
Odeonsplatz||Munich|DE|48.1424|11.5775|sight
Feldherrnhalle||Munich|DE|48.1419|11.5771|sight
Asamkirche|Asam Church|Munich|DE|48.1350|11.5696|religious
Dachau Concentration Camp Memorial Site|KZ-Gedenkstätte Dachau;Dachau Memorial|Dachau|DE|48.2700|11.4680|museum
Neuschwanstein Castle|Schloss Neuschwanstein;Neuschwanstein;新天鹅堡;新天鵝堡;ノイシュヴァンシュタイン城;노이슈반슈타인 성;Castillo de Neuschwanstein;Château de Neuschwanstein;노이슈반슈타인성;ノイシュバンシュタイン城|Schwangau|DE|47.5576|10.7498|sight
Hohenschwangau Castle|Schloss Hohenschwangau;호엔슈반가우 성;ホーエンシュヴァンガウ城;高天鹅堡;高天鵝堡;호엔슈반가우성|Schwangau|DE|47.5553|10.7360|sight
Linderhof Palace|Schloss Linderhof;린더호프 궁전;リンダーホーフ城;林德霍夫宫;林德霍夫宮;린더호프궁전|Oberammergau|DE|47.5713|10.9606|sight
Zugspitze|추크슈피체;ツークシュピッツェ;楚格峰|Garmisch-Partenkirchen|DE|47.4211|10.9853|viewpoint
Eagle's Nest|Kehlsteinhaus|Berchtesgaden|DE|47.6124|13.0423|viewpoint
Königssee|Lake Königssee|Berchtesgaden|DE|47.5530|12.9850|nature
Elbphilharmonie|Elphi|Hamburg|DE|53.5413|9.9841|sight
Speicherstadt||Hamburg|DE|53.5436|9.9910|neighbourhood
Miniatur Wunderland||Hamburg|DE|53.5438|9.9888|museum
St. Michael's Church Hamburg|Hauptkirche Sankt Michaelis|Hamburg|DE|53.5483|9.9787|religious
Reeperbahn||Hamburg|DE|53.5497|9.9601|neighbourhood
Hamburg City Hall|Hamburger Rathaus|Hamburg|DE|53.5503|9.9925|sight
Hamburg Fish Market|Altonaer Fischmarkt;Fischmarkt Hamburg|Hamburg|DE|53.5454|9.9490|market
Landungsbrücken|St. Pauli Landungsbrücken|Hamburg|DE|53.5457|9.9667|sight
Planten un Blomen||Hamburg|DE|53.5600|9.9830|park
Binnenalster|Inner Alster Lake|Hamburg|DE|53.5540|9.9930|sight
Jungfernstieg||Hamburg|DE|53.5530|9.9925|sight
Cologne Cathedral|Kölner Dom;Hohe Domkirche St. Petrus|Cologne|DE|50.9413|6.9583|religious
Hohenzollern Bridge|Hohenzollernbrücke|Cologne|DE|50.9413|6.9653|sight
Museum Ludwig||Cologne|DE|50.9408|6.9602|museum
Chocolate Museum Cologne|Schokoladenmuseum|Cologne|DE|50.9322|6.9644|museum
Frauenkirche Dresden|Dresdner Frauenkirche|Dresden|DE|51.0519|13.7416|religious
Zwinger|Dresden Zwinger|Dresden|DE|51.0530|13.7340|museum
Gemäldegalerie Alte Meister|Old Masters Picture Gallery|Dresden|DE|51.0530|13.7340|museum
Semperoper||Dresden|DE|51.0543|13.7353|sight
Brühl's Terrace|Brühlsche Terrasse|Dresden|DE|51.0530|13.7440|viewpoint
Fürstenzug|Procession of Princes|Dresden|DE|51.0527|13.7380|sight
Heidelberg Castle|Heidelberger Schloss|Heidelberg|DE|49.4106|8.7153|sight
Old Bridge Heidelberg|Alte Brücke;Karl-Theodor-Brücke|Heidelberg|DE|49.4137|8.7100|sight
Römerberg||Frankfurt am Main|DE|50.1106|8.6821|sight
Römer||Frankfurt am Main|DE|50.1106|8.6821|sight
Nuremberg Castle|Kaiserburg Nürnberg|Nuremberg|DE|49.4578|11.0758|sight
Plönlein|플뢴라인;プレーンライン;普勒恩莱因|Rothenburg ob der Tauber|DE|49.3750|10.1790|sight
Aachen Cathedral|Aachener Dom|Aachen|DE|50.7745|6.0840|religious
Bamberg Old Town Hall|Altes Rathaus Bamberg|Bamberg|DE|49.8915|10.8867|sight
Würzburg Residence|Würzburger Residenz|Würzburg|DE|49.7930|9.9380|sight
Holstentor|Holsten Gate|Lübeck|DE|53.8664|10.6786|sight
Town Musicians of Bremen|Bremer Stadtmusikanten|Bremen|DE|53.0760|8.8070|sight
St. Thomas Church Leipzig|Thomaskirche|Leipzig|DE|51.3390|12.3730|religious
Porta Nigra||Trier|DE|49.7597|6.6440|sight
Mercedes-Benz Museum||Stuttgart|DE|48.7880|9.2340|museum
Triberg Waterfalls|Triberger Wasserfälle|Triberg|DE|48.1290|8.2280|nature
Reichsburg Cochem|Cochem Castle|Cochem|DE|50.1460|7.1630|sight
Eltz Castle|Burg Eltz|Koblenz|DE|50.2056|7.3366|sight
Deutsches Eck||Koblenz|DE|50.3645|7.6060|sight
Bode Museum|보데 박물관;ボーデ博物館;博德博物馆;博德博物館;보데박물관|Berlin|DE|52.5220|13.3947|museum
Alte Nationalgalerie|Old National Gallery Berlin;구 국립미술관;アルテ・ナツィオナールガレリー;旧国家美术馆;舊國家美術館;구국립미술관;アルテナツィオナールガレリー|Berlin|DE|52.5208|13.3981|museum
Altes Museum||Berlin|DE|52.5194|13.3985|museum
Markthalle Neun||Berlin|DE|52.5022|13.4316|food
Kreuzberg||Berlin|DE|52.4986|13.4030|neighbourhood
Prenzlauer Berg||Berlin|DE|52.5386|13.4244|neighbourhood
DDR Museum|GDR Museum;DDR 박물관;DDR博物館;东德博物馆;東德博物館|Berlin|DE|52.5194|13.4027|museum
Viktoriapark|Kreuzberg Monument|Berlin|DE|52.4879|13.3817|park
Boxhagener Platz|Boxi|Berlin|DE|52.5103|13.4590|market
Teufelsberg||Berlin|DE|52.4977|13.2411|viewpoint
Stasi Museum||Berlin|DE|52.5143|13.4874|museum
Schloss Bellevue|Bellevue Palace;벨뷔 궁전;ベルビュー宮殿;柏林美景宫;벨뷔궁전|Berlin|DE|52.5171|13.3535|sight
Englischer Garten Chinesischer Turm|Chinesischer Turm;Chinese Tower|Munich|DE|48.1540|11.5926|food
Pinakothek der Moderne|피나코테크 데어 모데르네;ピナコテーク・デア・モデルネ;现代艺术陈列馆;現代藝術陳列館;피나코테크데어모데르네;ピナコテークデアモデルネ|Munich|DE|48.1470|11.5720|museum
Neue Pinakothek|노이에 피나코테크;ノイエ・ピナコテーク;新绘画陈列馆;新繪畫陳列館;노이에피나코테크;ノイエピナコテーク|Munich|DE|48.1500|11.5710|museum
St. Peter's Church Munich|Alter Peter;Peterskirche München;알터 페터;アルター・ペーター;聖ペーター教会;慕尼黑圣彼得教堂;慕尼黑聖彼得教堂;알터페터;アルターペーター|Munich|DE|48.1364|11.5757|viewpoint
Königsplatz||Munich|DE|48.1459|11.5655|sight
Augustiner-Keller|Augustiner Keller;아우구스티너 켈러;アウグスティーナー・ケラー;奥古斯丁啤酒窖;아우구스티너켈러;アウグスティーナーケラー|Munich|DE|48.1436|11.5486|food
Hofgarten Munich||Munich|DE|48.1427|11.5797|park
Frankfurt Cathedral|Kaiserdom;Frankfurter Dom|Frankfurt am Main|DE|50.1107|8.6852|religious
Main Tower|Maintower|Frankfurt am Main|DE|50.1125|8.6720|viewpoint
Städel Museum|Städel|Frankfurt am Main|DE|50.1030|8.6740|museum
Kleinmarkthalle||Frankfurt am Main|DE|50.1127|8.6834|market
Eiserner Steg||Frankfurt am Main|DE|50.1077|8.6800|sight
Alt-Sachsenhausen|Sachsenhausen Frankfurt|Frankfurt am Main|DE|50.1040|8.6870|neighbourhood
Goethe House|Goethe-Haus Frankfurt|Frankfurt am Main|DE|50.1112|8.6775|museum
Zeil||Frankfurt am Main|DE|50.1146|8.6850|shop
Königsallee|Kö;Koenigsallee|Düsseldorf|DE|51.2230|6.7790|shop
Düsseldorf Altstadt|Altstadt Düsseldorf|Düsseldorf|DE|51.2260|6.7730|neighbourhood
Rheinturm|Rhine Tower|Düsseldorf|DE|51.2180|6.7620|viewpoint
MedienHafen|Media Harbour|Düsseldorf|DE|51.2130|6.7530|neighbourhood
Cologne Old Town|Altstadt Köln|Cologne|DE|50.9370|6.9600|neighbourhood
Heumarkt||Cologne|DE|50.9360|6.9600|sight
Rheinauhafen||Cologne|DE|50.9280|6.9650|neighbourhood
Kranhäuser||Cologne|DE|50.9280|6.9650|sight
Cologne Triangle|KölnTriangle|Cologne|DE|50.9410|6.9720|viewpoint
Wallraf-Richartz Museum||Cologne|DE|50.9379|6.9560|museum
Nuremberg Hauptmarkt|Hauptmarkt|Nuremberg|DE|49.4539|11.0775|sight
Documentation Center Nazi Party Rally Grounds|Nazi Party Rally Grounds;Reichsparteitagsgelände|Nuremberg|DE|49.4330|11.1110|museum
Memorium Nuremberg Trials|Courtroom 600|Nuremberg|DE|49.4545|11.0490|museum
Albrecht Dürer's House|Dürer House|Nuremberg|DE|49.4576|11.0731|museum
Dresden Neustadt|Äußere Neustadt|Dresden|DE|51.0680|13.7540|neighbourhood
Kunsthofpassage||Dresden|DE|51.0680|13.7540|sight
Green Vault|Grünes Gewölbe|Dresden|DE|51.0525|13.7365|museum
Dresden Castle|Residenzschloss Dresden|Dresden|DE|51.0525|13.7365|sight
Bastei|Bastei Bridge;Basteibrücke|Pirna|DE|50.9620|14.0730|viewpoint
Leipzig Zoo||Leipzig|DE|51.3490|12.3710|park
Monument to the Battle of the Nations|Völkerschlachtdenkmal|Leipzig|DE|51.3124|12.4133|sight
Mädler Passage|Mädlerpassage|Leipzig|DE|51.3393|12.3758|shop
Auerbachs Keller||Leipzig|DE|51.3393|12.3758|food
Stuttgart Porsche Museum|Porsche Museum|Stuttgart|DE|48.8340|9.1520|museum
Schlossplatz Stuttgart|Schlossplatz|Stuttgart|DE|48.7784|9.1800|sight
Hohenzollern Castle|Burg Hohenzollern|Hechingen|DE|48.3233|8.9676|sight
Heidelberg Old Town|Altstadt Heidelberg|Heidelberg|DE|49.4120|8.7100|neighbourhood
Hauptstraße Heidelberg||Heidelberg|DE|49.4120|8.7100|shop
Philosophers' Walk|Philosophenweg|Heidelberg|DE|49.4150|8.7060|viewpoint
Lindau Harbour||Lindau|DE|47.5440|9.6840|sight
Lindau Lighthouse||Lindau|DE|47.5440|9.6840|sight
Meersburg Castle|Burg Meersburg|Meersburg|DE|47.6930|9.2710|sight
Mainau|Mainau Island;Insel Mainau|Konstanz|DE|47.7050|9.1950|park
Lake Titisee|Titisee|Titisee-Neustadt|DE|47.8990|8.1480|nature
Marburg Castle|Landgrafenschloss Marburg|Marburg an der Lahn|DE|50.8100|8.7670|sight
Wartburg|Wartburg Castle|Eisenach|DE|50.9660|10.3060|sight
Quedlinburg Old Town||Quedlinburg|DE|51.7890|11.1410|neighbourhood
Goslar Old Town||Goslar|DE|51.9030|10.4280|sight
Kaiserpfalz Goslar|Goslar Imperial Palace|Goslar|DE|51.9006|10.4265|sight
Schwerin Castle|Schweriner Schloss|Schwerin|DE|53.6240|11.4190|sight
Bremen Schnoor|Schnoor|Bremen|DE|53.0730|8.8090|neighbourhood
Böttcherstraße||Bremen|DE|53.0748|8.8070|sight
Bremen Roland|Roland Bremen|Bremen|DE|53.0760|8.8080|sight
Bremen Town Hall|Bremer Rathaus|Bremen|DE|53.0759|8.8074|sight
Lüneburg Old Town||Lüneburg|DE|53.2490|10.4070|neighbourhood
Am Sande||Lüneburg|DE|53.2490|10.4070|sight
Ulm Minster|Ulmer Münster|Ulm|DE|48.3985|9.9918|religious
Regensburg Stone Bridge|Steinerne Brücke|Regensburg|DE|49.0226|12.0975|sight
Regensburg Cathedral|Dom St. Peter Regensburg|Regensburg|DE|49.0196|12.0985|religious
Walhalla|Walhalla Memorial|Donaustauf|DE|49.0311|12.2253|sight
Passau Cathedral|St. Stephen's Cathedral Passau;Dom St. Stephan Passau|Passau|DE|48.5741|13.4644|religious
Augsburg Fuggerei|Fuggerei|Augsburg|DE|48.3693|10.9045|sight
Bamberg Little Venice|Klein Venedig|Bamberg|DE|49.8940|10.8850|neighbourhood
Weimar Goethe National Museum|Goethe's House Weimar|Weimar|DE|50.9770|11.3290|museum
Rügen Chalk Cliffs|Königsstuhl;Kreidefelsen Rügen|Sassnitz|DE|54.5740|13.6630|nature
Charles Bridge|Karlův most;查理大桥;查理大橋;カレル橋;카를교;Karlsbrücke;Pont Charles;Puente de Carlos;Ponte Carlo;카를 교;카를다리;카를 다리;查理士大橋|Prague|CZ|50.0865|14.4114|sight
Prague Castle|Pražský hrad;布拉格城堡;プラハ城;프라하성;Prager Burg;Château de Prague;Castillo de Praga;Castello di Praga;프라하 성|Prague|CZ|50.0911|14.4016|sight
Old Town Square|Staroměstské náměstí;Old Town Square Prague;프라하 구시가 광장;プラハ旧市街広場;布拉格老城广场;布拉格舊城廣場;프라하구시가광장|Prague|CZ|50.0875|14.4213|sight
Astronomical Clock|Prague Astronomical Clock;Prague Orloj;Pražský orloj;Orloj;프라하 천문시계;プラハの天文時計;布拉格天文钟;布拉格天文鐘;프라하천문시계|Prague|CZ|50.0870|14.4208|sight
St. Vitus Cathedral|St Vitus Cathedral;Katedrála svatého Víta;성 비투스 대성당;성비투스 대성당;聖ヴィート大聖堂;圣维特大教堂;聖維特大教堂;성비투스대성당|Prague|CZ|50.0909|14.4005|religious
Petřín Hill|Petrin Hill;Petřín;페트르진 언덕;페트린 언덕;ペトシーン公園;ペトシーンの丘;佩特任山;佩特欣山;페트르진언덕;페트린언덕|Prague|CZ|50.0833|14.3950|viewpoint
Petřín Lookout Tower|Petrin Tower;Petřínská rozhledna|Prague|CZ|50.0835|14.3951|viewpoint
Lennon Wall|Lennonova zeď;존 레논 벽;레논 벽;존레논벽;ジョン・レノンの壁;レノンの壁;列侬墙;藍儂牆;레논벽|Prague|CZ|50.0862|14.4067|sight
Vyšehrad|Vysehrad;비셰흐라드;ヴィシェフラド;维谢赫拉德|Prague|CZ|50.0645|14.4180|sight
Wenceslas Square|Václavské náměstí;바츨라프 광장;바츨라프광장;ヴァーツラフ広場;瓦茨拉夫广场;瓦茨拉夫廣場|Prague|CZ|50.0810|14.4280|sight
Jewish Quarter|Josefov;Jewish Quarter Prague;요제포프;프라하 유대인 지구;ヨゼフォフ;约瑟夫城;約瑟夫城;프라하유대인지구|Prague|CZ|50.0900|14.4180|neighbourhood
Jewish Museum in Prague|Židovské muzeum v Praze|Prague|CZ|50.0900|14.4180|museum
Church of Our Lady before Týn|Týn Church;Týnský chrám;틴 성당;틴 성모 성당;ティーン教会;ティーン聖母教会;泰恩教堂;提恩教堂;틴성당;틴성모성당|Prague|CZ|50.0877|14.4227|religious
Dancing House|Tančící dům;Fred and Ginger;댄싱 하우스;춤추는 빌딩;ダンシング・ハウス;跳舞的房子;跳舞房子;댄싱하우스;춤추는빌딩;ダンシングハウス|Prague|CZ|50.0755|14.4141|sight
Golden Lane|Zlatá ulička;황금 소로;황금소로;黄金の小道;黄金巷;黃金巷|Prague|CZ|50.0920|14.4040|sight
Municipal House|Obecní dům;プラハ市民会館|Prague|CZ|50.0877|14.4280|sight
Powder Tower|Prašná brána;화약탑;火薬塔;火药塔;火藥塔|Prague|CZ|50.0865|14.4275|sight
Strahov Monastery|Strahovský klášter;스트라호프 수도원;ストラホフ修道院;斯特拉霍夫修道院;스트라호프수도원|Prague|CZ|50.0863|14.3890|religious
Strahov Library|Strahovská knihovna|Prague|CZ|50.0863|14.3890|museum
Kampa Island|Kampa;캄파 섬;カンパ島;坎帕岛;坎帕島;캄파섬|Prague|CZ|50.0840|14.4080|park
National Museum Prague|Národní muzeum|Prague|CZ|50.0790|14.4310|museum
Spanish Synagogue|Španělská synagoga|Prague|CZ|50.0901|14.4197|religious
Letná Park|Letenské sady|Prague|CZ|50.0960|14.4200|viewpoint
Malá Strana|Lesser Town;Mala Strana;말라 스트라나;말라스트라나;マラー・ストラナ;小城区;小城區;マラーストラナ|Prague|CZ|50.0880|14.4040|neighbourhood
Český Krumlov Castle|Zámek Český Krumlov;체스키 크룸로프 성;チェスキー・クルムロフ城;克鲁姆洛夫城堡;庫倫洛夫城堡;체스키크룸로프성;チェスキークルムロフ城|Český Krumlov|CZ|48.8127|14.3152|sight
Sedlec Ossuary|Kostnice Sedlec;Bone Church|Kutná Hora|CZ|49.9619|15.2886|religious
Brno Špilberk|Špilberk Castle|Brno|CZ|49.1945|16.5995|sight
Villa Tugendhat||Brno|CZ|49.2070|16.6160|sight
Karlštejn Castle|Hrad Karlštejn|Beroun|CZ|49.9393|14.1883|sight
Karlovy Vary Colonnade|Mill Colonnade;Mlýnská kolonáda|Karlovy Vary|CZ|50.2260|12.8820|sight
Pilsner Urquell Brewery|Plzeňský Prazdroj|Pilsen|CZ|49.7470|13.3860|sight
Museum Kampa||Prague|CZ|50.0842|14.4090|museum
Klementinum|Clementinum|Prague|CZ|50.0865|14.4163|sight
Old Jewish Cemetery Prague|Starý židovský hřbitov|Prague|CZ|50.0902|14.4175|sight
Wallenstein Garden|Valdštejnská zahrada|Prague|CZ|50.0896|14.4064|park
Náplavka|Naplavka|Prague|CZ|50.0710|14.4140|sight
Žižkov Television Tower|Zizkov TV Tower;Žižkovská věž|Prague|CZ|50.0810|14.4510|viewpoint
Franz Kafka Rotating Head|Kafka Head;Hlava Franze Kafky;카프카 회전 두상;카프카 머리;カフカの頭;卡夫卡旋转头像;卡夫卡旋轉頭像;카프카회전두상;카프카머리|Prague|CZ|50.0823|14.4212|sight
Havelské tržiště|Havel's Market;Havelska Market|Prague|CZ|50.0846|14.4213|market
Riegrovy sady||Prague|CZ|50.0780|14.4420|park
Schönbrunn Palace|Schloss Schönbrunn;Schonbrunn Palace;Schönbrunn;美泉宫;美泉宮;シェーンブルン宮殿;쇤브룬 궁전;Palacio de Schönbrunn;Château de Schönbrunn;쇤브룬궁전;쇤부른 궁전;シェーンブルン;쇤부른궁전|Vienna|AT|48.1845|16.3122|sight
St. Stephen's Cathedral|Stephansdom;St Stephen's Cathedral;Stephansdom Wien;슈테판 대성당;성 슈테판 대성당;シュテファン大聖堂;圣斯德望主教座堂;聖史蒂芬大教堂;斯蒂芬大教堂;슈테판대성당;성슈테판대성당|Vienna|AT|48.2085|16.3731|religious
Stephansplatz||Vienna|AT|48.2085|16.3731|sight
Hofburg|Hofburg Palace;Hofburg Wien;호프부르크 궁전;호프부르크;ホーフブルク宮殿;霍夫堡皇宫;霍夫堡皇宮;호프부르크궁전|Vienna|AT|48.2066|16.3656|sight
Belvedere Palace|Belvedere;Schloss Belvedere;Upper Belvedere;벨베데레 궁전;벨베데레궁전;ベルヴェデーレ宮殿;美景宫;美景宮|Vienna|AT|48.1916|16.3809|museum
Naschmarkt|나슈마르크트;나슈 마르크트;ナッシュマルクト;纳旭市场;納旭市場|Vienna|AT|48.1985|16.3632|market
Vienna State Opera|Wiener Staatsoper;빈 국립 오페라극장;빈 국립오페라하우스;ウィーン国立歌劇場;维也纳国家歌剧院;維也納國家歌劇院;빈국립오페라극장;빈국립오페라하우스|Vienna|AT|48.2030|16.3691|sight
Prater|Wiener Prater;프라터;프라터 공원;プラーター;普拉特公园;普拉特公園;프라터공원|Vienna|AT|48.2166|16.3960|park
Wiener Riesenrad|Giant Ferris Wheel|Vienna|AT|48.2166|16.3959|viewpoint
MuseumsQuartier|Museumsquartier;MQ;박물관 지구;뮤지엄스 콰르티어;ミュージアムクォーター;박물관지구;뮤지엄스콰르티어;维也纳博物馆区;維也納博物館區|Vienna|AT|48.2035|16.3585|museum
Café Central|카페 첸트랄;카페 센트럴;カフェ・ツェントラル;中央咖啡馆;中央咖啡館;카페첸트랄;카페센트럴;カフェツェントラル|Vienna|AT|48.2104|16.3654|food
Kunsthistorisches Museum|Museum of Art History;KHM;빈 미술사 박물관;미술사 박물관;ウィーン美術史美術館;艺术史博物馆;藝術史博物館;빈미술사박물관;미술사박물관|Vienna|AT|48.2038|16.3617|museum
Gloriette|글로리에테;グロリエッテ;荣耀亭;榮耀亭|Vienna|AT|48.1782|16.3088|viewpoint
Schönbrunn Zoo|Tiergarten Schönbrunn|Vienna|AT|48.1822|16.3029|sight
Albertina|알베르티나;알베르티나 미술관;アルベルティーナ;阿尔贝蒂娜博物馆;阿爾貝蒂娜博物館;알베르티나미술관|Vienna|AT|48.2047|16.3682|museum
Hundertwasserhaus|훈데르트바서 하우스;훈데르트바서하우스;フンデルトヴァッサーハウス;百水公寓|Vienna|AT|48.2073|16.3942|sight
Karlskirche|St. Charles's Church;카를 성당;칼스키르헤;カールス教会;卡尔教堂;卡爾教堂;카를성당|Vienna|AT|48.1982|16.3718|religious
Spanish Riding School|Spanische Hofreitschule;스페인 승마학교;スペイン乗馬学校;西班牙骑术学校;西班牙騎術學校;스페인승마학교|Vienna|AT|48.2073|16.3660|sight
Vienna City Hall|Wiener Rathaus;빈 시청;ウィーン市庁舎;维也纳市政厅;維也納市政廳;빈시청|Vienna|AT|48.2108|16.3575|sight
Natural History Museum Vienna|Naturhistorisches Museum|Vienna|AT|48.2052|16.3599|museum
Kahlenberg||Vienna|AT|48.2770|16.3330|viewpoint
Votivkirche|Votive Church|Vienna|AT|48.2153|16.3590|religious
Graben Vienna||Vienna|AT|48.2087|16.3694|shop
Pestsäule|Plague Column Vienna|Vienna|AT|48.2087|16.3694|sight
Kärntner Straße|Karntner Strasse|Vienna|AT|48.2060|16.3710|shop
Hohensalzburg Fortress|Festung Hohensalzburg;호엔잘츠부르크 성;호엔잘츠부르크성;ホーエンザルツブルク城;萨尔茨堡要塞;薩爾斯堡要塞;霍亨萨尔茨堡要塞|Salzburg|AT|47.7949|13.0476|sight
Mozart's Birthplace|Mozarts Geburtshaus;모차르트 생가;モーツァルトの生家;莫扎特出生地;莫札特出生地;莫扎特故居;모차르트생가|Salzburg|AT|47.8000|13.0433|museum
Getreidegasse|게트라이데 거리;게트라이데가세;ゲトライデガッセ;粮食胡同;糧食胡同;게트라이데거리|Salzburg|AT|47.7998|13.0427|shop
Mirabell Palace|Schloss Mirabell;미라벨 궁전;ミラベル宮殿;미라벨궁전|Salzburg|AT|47.8057|13.0419|park
Mirabell Gardens|Mirabellgarten;미라벨 정원;ミラベル庭園;米拉贝尔花园;米拉貝爾花園;미라벨정원|Salzburg|AT|47.8057|13.0419|park
Salzburg Cathedral|Salzburger Dom;잘츠부르크 대성당;ザルツブルク大聖堂;萨尔茨堡主教座堂;薩爾斯堡主教座堂;잘츠부르크대성당|Salzburg|AT|47.7980|13.0468|religious
Hellbrunn Palace|Schloss Hellbrunn;헬브룬 궁전;ヘルブルン宮殿;海尔布伦宫;海爾布倫宮;헬브룬궁전|Salzburg|AT|47.7633|13.0610|sight
Golden Roof|Goldenes Dachl|Innsbruck|AT|47.2686|11.3933|sight
Nordkette|Nordkettenbahn|Innsbruck|AT|47.3110|11.3800|viewpoint
Swarovski Crystal Worlds|Swarovski Kristallwelten|Wattens|AT|47.2950|11.6010|museum
Haus der Musik||Vienna|AT|48.2039|16.3729|museum
Leopold Museum|레오폴트 미술관;レオポルド美術館;利奥波德博物馆;利奧波德博物館;레오폴트미술관|Vienna|AT|48.2027|16.3591|museum
Secession Building|Vienna Secession;Secession;제체시온;분리파 전시관;セセッション館;分离派会馆;分離派會館;분리파전시관|Vienna|AT|48.2005|16.3660|museum
Sisi Museum|Imperial Apartments|Vienna|AT|48.2080|16.3660|museum
Austrian National Library|Prunksaal|Vienna|AT|48.2062|16.3669|sight
Hotel Sacher|Café Sacher;Sacher;자허 호텔;호텔 자허;ホテル・ザッハー;萨赫酒店;薩赫酒店;자허호텔;호텔자허;ホテルザッハー|Vienna|AT|48.2039|16.3694|food
Demel|데멜;デメル;德梅尔|Vienna|AT|48.2086|16.3672|food
Danube Tower|Donauturm|Vienna|AT|48.2404|16.4097|viewpoint
Karlsplatz||Vienna|AT|48.2006|16.3700|sight
Heldenplatz||Vienna|AT|48.2066|16.3637|sight
Burggarten||Vienna|AT|48.2052|16.3664|park
Hungarian Parliament Building|Országház;Parliament Budapest;匈牙利国会大厦;匈牙利國會大廈;ハンガリー国会議事堂;헝가리 국회의사당;Parlamento de Budapest;Parlement hongrois;부다페스트 국회의사당;ブダペスト国会議事堂;布达佩斯国会大厦;布達佩斯國會大廈;부다페스트국회의사당|Budapest|HU|47.5071|19.0456|sight
Buda Castle|Budavári Palota;Royal Palace Budapest;부다 왕궁;부다성;ブダ城;ブダ王宮;布达城堡;布達城堡;布达王宫;부다왕궁|Budapest|HU|47.4962|19.0398|sight
Fisherman's Bastion|Halászbástya;渔人堡;漁人堡;漁夫の砦;어부의 요새;Fischerbastei;Bastión de los Pescadores;Bastion des Pêcheurs;어부의요새;어부 요새;어부요새|Budapest|HU|47.5022|19.0348|viewpoint
Széchenyi Thermal Bath|Szechenyi Baths;Széchenyi Baths;Széchenyi fürdő;세체니 온천;세체니온천;セーチェーニ温泉;塞切尼温泉;塞切尼溫泉|Budapest|HU|47.5186|19.0817|sight
Chain Bridge|Széchenyi Chain Bridge;Széchenyi lánchíd;Lánchíd;세체니 다리;세체니 체인 브리지;くさり橋;セーチェーニ鎖橋;链子桥;鏈子橋;塞切尼链桥;세체니다리;세체니체인브리지|Budapest|HU|47.4989|19.0439|sight
St. Stephen's Basilica|St Stephen's Basilica;Szent István-bazilika;성 이슈트반 대성당;성이슈트반 성당;聖イシュトヴァーン大聖堂;圣伊什特万大教堂;聖伊什特萬聖殿;성이슈트반대성당;성이슈트반성당|Budapest|HU|47.5008|19.0539|religious
Great Market Hall|Central Market Hall;Nagycsarnok;Központi Vásárcsarnok;부다페스트 중앙시장;ブダペスト中央市場;布达佩斯中央市场;布達佩斯中央市場;부다페스트중앙시장|Budapest|HU|47.4870|19.0586|market
Gellért Hill|Gellert Hill;Gellért-hegy;겔레르트 언덕;ゲッレールトの丘;盖勒特山;蓋勒特山;겔레르트언덕|Budapest|HU|47.4869|19.0468|viewpoint
Citadella||Budapest|HU|47.4869|19.0471|viewpoint
Szimpla Kert|Szimpla;심플라 케르트;シンプラ・ケルト;辛普拉废墟酒吧;심플라케르트;シンプラケルト|Budapest|HU|47.4970|19.0632|food
Matthias Church|Mátyás-templom;마차시 성당;마티아스 성당;マーチャーシュ聖堂;马提亚斯教堂;馬加什教堂;마차시성당;마티아스성당|Budapest|HU|47.5019|19.0343|religious
Gellért Baths|Gellért Thermal Bath;Gellért fürdő;겔레르트 온천;ゲッレールト温泉;盖勒特温泉;蓋勒特溫泉;겔레르트온천|Budapest|HU|47.4838|19.0526|sight
Heroes' Square|Hősök tere;부다페스트 영웅광장;ブダペスト英雄広場;布达佩斯英雄广场;布達佩斯英雄廣場;부다페스트영웅광장|Budapest|HU|47.5149|19.0776|sight
Shoes on the Danube Bank|Cipők a Duna-parton;다뉴브 강변의 신발;ドナウ河岸の靴;多瑙河畔之鞋;다뉴브강변의신발|Budapest|HU|47.5045|19.0450|sight
Margaret Island|Margit-sziget|Budapest|HU|47.5270|19.0480|park
Dohány Street Synagogue|Dohány utcai zsinagóga;Great Synagogue Budapest;도하니 시나고그;ドハーニ街シナゴーグ;多哈尼街犹太会堂;多哈尼街猶太會堂;도하니시나고그|Budapest|HU|47.4960|19.0607|religious
Vajdahunyad Castle|Vajdahunyad vára;버이더후녀드 성;ヴァイダフニャド城;沃伊达奇城堡;버이더후녀드성|Budapest|HU|47.5150|19.0820|sight
House of Terror|Terror Háza|Budapest|HU|47.5069|19.0651|museum
Hungarian State Opera|Magyar Állami Operaház;헝가리 국립 오페라하우스;ハンガリー国立歌劇場;匈牙利国家歌剧院;匈牙利國家歌劇院;헝가리국립오페라하우스|Budapest|HU|47.5025|19.0585|sight
Liberty Bridge|Szabadság híd|Budapest|HU|47.4860|19.0560|sight
Rudas Baths|Rudas fürdő|Budapest|HU|47.4890|19.0480|sight
Budapest Eye|Sziget Eye|Budapest|HU|47.4980|19.0520|viewpoint
Gozsdu Udvar|Gozsdu Court|Budapest|HU|47.4985|19.0602|food
Jewish Quarter Budapest||Budapest|HU|47.4980|19.0630|neighbourhood
Hungarian National Museum||Budapest|HU|47.4910|19.0621|museum
Andrássy Avenue|Andrássy út|Budapest|HU|47.5050|19.0630|sight
New York Café|New York Cafe Budapest;뉴욕 카페;ニューヨーク・カフェ;纽约咖啡馆;紐約咖啡館;뉴욕카페;ニューヨークカフェ|Budapest|HU|47.4985|19.0705|food
Vörösmarty Square|Vörösmarty tér|Budapest|HU|47.4965|19.0507|sight
Lukács Baths|Lukács Fürdő|Budapest|HU|47.5194|19.0356|sight
Hospital in the Rock||Budapest|HU|47.5012|19.0333|museum
Hagia Sophia|Ayasofya;Ayasofya-i Kebir Camii;Aya Sofya;Hagia Sophia Grand Mosque;圣索菲亚大教堂;聖索菲亞大教堂;アヤソフィア;아야 소피아;Santa Sofía;Sainte-Sophie;아야소피아;아야 소피아 모스크;성 소피아 성당;アヤ・ソフィア;聖ソフィア大聖堂;圣索菲亚清真寺;聖索菲亞清真寺;아야소피아모스크;성소피아성당|Istanbul|TR|41.0086|28.9802|religious
Blue Mosque|Sultan Ahmed Mosque;Sultanahmet Camii;苏丹艾哈迈德清真寺;蓝色清真寺;藍色清真寺;ブルーモスク;블루 모스크;Mezquita Azul;Mosquée bleue;Blaue Moschee;블루모스크;술탄 아흐메트 모스크;スルタンアフメト・モスク;ブルー・モスク;술탄아흐메트모스크;スルタンアフメトモスク|Istanbul|TR|41.0054|28.9768|religious
Topkapı Palace|Topkapi Palace;Topkapı Sarayı;톱카프 궁전;톱카피 궁전;トプカプ宮殿;托普卡帕宫;托普卡匹皇宮;톱카프궁전;톱카피궁전;トプカピ宮殿|Istanbul|TR|41.0115|28.9834|sight
Grand Bazaar|Kapalıçarşı;Kapali Carsi;Grand Bazaar Istanbul;그랜드 바자르;그랜드바자르;카팔르 차르셰;グランドバザール;カパルチャルシュ;有顶大市场;有頂大市場;카팔르차르셰|Istanbul|TR|41.0107|28.9681|market
Basilica Cistern|Yerebatan Sarnıcı;Yerebatan Cistern;예레바탄 지하궁전;지하 저수지;예레바탄 사라이;イェレバタン・サラユ;地下水宫;地下水宮;耶雷巴坦地下水宫;예레바탄지하궁전;지하저수지;예레바탄사라이;イェレバタンサラユ|Istanbul|TR|41.0084|28.9779|sight
Galata Tower|Galata Kulesi;갈라타 탑;갈라타탑;ガラタ塔;加拉太塔;加拉塔塔|Istanbul|TR|41.0256|28.9742|viewpoint
Spice Bazaar|Egyptian Bazaar;Mısır Çarşısı;이집트 시장;이스탄불 향신료 시장;エジプシャン・バザール;エジプシャンバザール;埃及香料市场;埃及市集;이집트시장;이스탄불향신료시장|Istanbul|TR|41.0166|28.9706|market
Süleymaniye Mosque|Suleymaniye Mosque;Süleymaniye Camii;쉴레이마니예 모스크;スレイマニエ・モスク;苏莱曼尼耶清真寺;蘇萊曼尼耶清真寺;쉴레이마니예모스크;スレイマニエモスク|Istanbul|TR|41.0162|28.9640|religious
Dolmabahçe Palace|Dolmabahce Palace;Dolmabahçe Sarayı;돌마바흐체 궁전;ドルマバフチェ宮殿;多尔玛巴赫切宫;多爾瑪巴赫切宮;돌마바흐체궁전|Istanbul|TR|41.0391|29.0005|sight
Istiklal Avenue|İstiklal Caddesi;Istiklal Street;이스티클랄 거리;이스티크랄 거리;イスティクラル通り;이스티클랄거리;이스티크랄거리;伊斯坦布尔独立大街;伊斯坦堡獨立大街|Istanbul|TR|41.0340|28.9780|sight
Taksim Square|Taksim Meydanı;Taksim;탁심 광장;탁심광장;タクスィム広場;タクシム広場;塔克西姆广场;塔克西姆廣場|Istanbul|TR|41.0370|28.9850|sight
Galata Bridge|Galata Köprüsü;갈라타 다리;ガラタ橋;加拉太大桥;加拉太大橋;갈라타다리|Istanbul|TR|41.0200|28.9730|sight
Ortaköy Mosque|Ortakoy Mosque;Ortaköy Camii;Büyük Mecidiye Camii;오르타쾨이 모스크;オルタキョイ・ジャーミィ;奥塔科伊清真寺;奧塔科伊清真寺;오르타쾨이모스크;オルタキョイジャーミィ|Istanbul|TR|41.0473|29.0270|religious
Balat|Fener and Balat;발라트;バラット;巴拉特;巴拉特彩色街区|Istanbul|TR|41.0290|28.9490|neighbourhood
Chora Church|Kariye Mosque;Kariye Camii;Chora Museum;카리예 모스크;코라 성당;カーリエ博物館;コーラ修道院;卡里耶清真寺;科拉教堂;카리예모스크;코라성당|Istanbul|TR|41.0312|28.9390|religious
Maiden's Tower|Kız Kulesi;Kiz Kulesi;크즈 쿨레시;처녀의 탑;乙女の塔;クズ塔;少女塔;크즈쿨레시;처녀의탑|Istanbul|TR|41.0211|29.0041|sight
Hippodrome of Constantinople|Sultanahmet Square;Sultanahmet Meydanı;At Meydanı;술탄아흐메트 광장;君士坦丁堡竞技场;君士坦丁堡競技場;술탄아흐메트광장|Istanbul|TR|41.0060|28.9753|sight
Istanbul Archaeology Museums|İstanbul Arkeoloji Müzeleri;이스탄불 고고학 박물관;イスタンブール考古学博物館;伊斯坦布尔考古博物馆;伊斯坦堡考古博物館;이스탄불고고학박물관|Istanbul|TR|41.0117|28.9810|museum
Rüstem Pasha Mosque|Rüstem Paşa Camii;뤼스템 파샤 모스크;リュステム・パシャ・モスク;鲁斯坦帕夏清真寺;魯斯坦帕夏清真寺;뤼스템파샤모스크;リュステムパシャモスク|Istanbul|TR|41.0177|28.9690|religious
Pierre Loti Hill|Pierre Loti Tepesi;피에르 로티 언덕;ピエール・ロティの丘;皮埃尔洛蒂山;皮耶羅蒂山;피에르로티언덕|Istanbul|TR|41.0530|28.9340|viewpoint
Beylerbeyi Palace|Beylerbeyi Sarayı;베일레르베이 궁전;ベイレルベイ宮殿;贝勒贝伊宫;貝勒貝伊宮;베일레르베이궁전|Istanbul|TR|41.0425|29.0400|sight
Rumeli Fortress|Rumelihisarı;Rumeli Hisarı;루멜리 히사르;ルメリ・ヒサール;如梅利堡垒;魯梅利堡壘;루멜리히사르;ルメリヒサール|Istanbul|TR|41.0847|29.0567|sight
Museum of Innocence|Masumiyet Müzesi|Istanbul|TR|41.0310|28.9780|museum
Göreme Open-Air Museum|Göreme Açık Hava Müzesi;Goreme Open Air Museum;괴레메 야외박물관;괴레메 야외 박물관;ギョレメ野外博物館;格雷梅露天博物馆;格雷梅露天博物館;괴레메야외박물관|Göreme|TR|38.6402|34.8447|museum
Uçhisar Castle|Uçhisar Kalesi;우치히사르 성;ウチヒサール;乌奇希萨尔城堡;烏奇希薩爾城堡;鸽子谷城堡;우치히사르성|Göreme|TR|38.6302|34.8050|viewpoint
Love Valley|Aşk Vadisi;러브 밸리;사랑의 계곡;ラブバレー;ラブ・バレー;爱情谷;愛情谷;러브밸리;사랑의계곡;Love Valley Cappadocia;Vallée de l'Amour Cappadoce|Göreme|TR|38.6550|34.8300|nature
Derinkuyu Underground City|Derinkuyu Yeraltı Şehri;데린쿠유 지하도시;데린쿠유;デリンクユ地下都市;代林库尤地下城;代林庫尤地下城;데린쿠유지하도시|Derinkuyu|TR|38.3737|34.7347|sight
Ephesus|Efes;Ancient City of Ephesus;에페소스;에베소;エフェソス;以弗所;艾菲索斯|Selçuk|TR|37.9397|27.3410|sight
Library of Celsus|Celsus Kütüphanesi|Selçuk|TR|37.9394|27.3408|sight
House of the Virgin Mary|Meryem Ana Evi|Selçuk|TR|37.9118|27.3335|religious
Pamukkale|Pamukkale Travertines;파묵칼레;パムッカレ;棉花堡|Denizli|TR|37.9209|29.1210|nature
Hierapolis|Hierapolis Ancient City|Denizli|TR|37.9258|29.1258|sight
Kaleiçi|Kaleici|Antalya|TR|36.8845|30.7050|neighbourhood
Hadrian's Gate Antalya|Üçkapılar;Hadrian's Gate|Antalya|TR|36.8860|30.7080|sight
Anıtkabir|Anitkabir;Atatürk Mausoleum|Ankara|TR|39.9250|32.8370|sight
Bodrum Castle|Castle of St. Peter;Bodrum Kalesi|Bodrum|TR|37.0322|27.4291|sight
Ölüdeniz Blue Lagoon|Ölüdeniz;Oludeniz;Ölüdeniz Tabiat Parkı;Ölüdeniz Lagoon|Fethiye|TR|36.5500|29.1150|beach
Karaköy|Karakoy;카라쾨이;カラキョイ;卡拉柯伊|Istanbul|TR|41.0240|28.9770|neighbourhood
Çamlıca Mosque|Büyük Çamlıca Camii;Camlica Mosque|Istanbul|TR|41.0270|29.0690|religious
Eyüp Sultan Mosque|Eyüp Sultan Camii;Eyup Sultan|Istanbul|TR|41.0476|28.9338|religious
Arasta Bazaar|Arasta Çarşısı|Istanbul|TR|41.0048|28.9770|market
Gülhane Park|Gülhane Parkı;Gulhane Park;귤하네 공원;ギュルハネ公園;居尔哈内公园;居爾哈內公園;귤하네공원|Istanbul|TR|41.0129|28.9813|park
Little Hagia Sophia|Küçük Ayasofya Camii;Küçük Ayasofya;작은 아야소피아;キュチュック・アヤソフィア;小圣索菲亚清真寺;小聖索菲亞清真寺;작은아야소피아;キュチュックアヤソフィア|Istanbul|TR|41.0027|28.9725|religious
Çemberlitaş Hamamı|Cemberlitas Hamam;Çemberlitaş Bath|Istanbul|TR|41.0085|28.9717|sight
Cağaloğlu Hamamı|Cagaloglu Hamam;Cağaloğlu Bath|Istanbul|TR|41.0100|28.9760|sight
Istanbul Modern|İstanbul Modern;이스탄불 현대미술관;イスタンブール・モダン;伊斯坦布尔现代艺术博物馆;이스탄불현대미술관;イスタンブールモダン|Istanbul|TR|41.0262|28.9836|museum
Pera Museum|Pera Müzesi;페라 박물관;ペラ美術館;佩拉博物馆;佩拉博物館;페라박물관|Istanbul|TR|41.0315|28.9750|museum
Fener Greek Patriarchate|Ecumenical Patriarchate;Church of St. George Istanbul|Istanbul|TR|41.0295|28.9519|religious
Bosphorus Bridge|15 July Martyrs Bridge;Boğaziçi Köprüsü;보스포루스 대교;ボスポラス大橋;博斯普鲁斯大桥;博斯普魯斯大橋;보스포루스대교|Istanbul|TR|41.0455|29.0340|sight
Kadıköy Market|Kadıköy Çarşı;Kadikoy Market;카드쾨이 시장;カドゥキョイ市場;卡德柯伊市场;卡德柯伊市場;카드쾨이시장|Istanbul|TR|40.9897|29.0266|market
Moda|Moda Sahili|Istanbul|TR|40.9820|29.0260|neighbourhood
Büyükada|Prinkipo;뷔위카다;ビュユック島;比于卡达岛|Istanbul|TR|40.8580|29.1200|nature
Düden Waterfalls|Lower Düden Falls;Düden Şelalesi;Duden Waterfalls|Antalya|TR|36.8518|30.7830|nature
Konyaaltı Beach|Konyaaltı Plajı;Konyaalti Beach|Antalya|TR|36.8680|30.6530|beach
Lara Beach|Lara Plajı|Antalya|TR|36.8520|30.8520|beach
Yivli Minaret|Yivli Minare|Antalya|TR|36.8864|30.7053|religious
Antalya Clock Tower|Saat Kulesi Antalya|Antalya|TR|36.8872|30.7062|sight
Antalya Old Harbour|Kaleiçi Yat Limanı;Antalya Marina|Antalya|TR|36.8842|30.7034|sight
Antalya Museum|Antalya Archaeological Museum;Antalya Müzesi|Antalya|TR|36.8853|30.6812|museum
Aspendos|Aspendos Theatre|Antalya|TR|36.9389|31.1722|sight
Perge|Perge Ancient City|Antalya|TR|36.9614|30.8544|sight
Side Ancient City|Side Antik Kenti|Manavgat|TR|36.7670|31.3880|sight
Temple of Apollo Side||Manavgat|TR|36.7670|31.3880|sight
Bodrum Marina|Milta Bodrum Marina|Bodrum|TR|37.0338|27.4239|sight
Mausoleum at Halicarnassus|Mausoleum of Halicarnassus|Bodrum|TR|37.0379|27.4241|sight
Saklıkent Gorge|Saklıkent Kanyonu;Saklikent;Saklikent Canyon|Fethiye|TR|36.4710|29.4090|nature
Kayaköy|Kayakoy|Fethiye|TR|36.5770|29.0880|sight
Marmaris Castle|Marmaris Kalesi|Marmaris|TR|36.8500|28.2740|sight
Dalyan Rock Tombs|Kaunos Rock Tombs|Dalyan|TR|36.8285|28.6280|sight
İztuzu Beach|Iztuzu Beach|Dalyan|TR|36.7950|28.6250|beach
Temple of Artemis|Artemision;Artemis Tapınağı|Selçuk|TR|37.9497|27.3639|sight
Şirince|Sirince|Selçuk|TR|37.9440|27.4300|neighbourhood
Konak Square|Konak Meydanı|Izmir|TR|38.4189|27.1287|sight
Izmir Clock Tower|İzmir Saat Kulesi|Izmir|TR|38.4189|27.1287|sight
Kemeraltı Bazaar|Kemeraltı Çarşısı|Izmir|TR|38.4195|27.1330|market
Kordon|Kordonboyu|Izmir|TR|38.4330|27.1400|sight
Kaymaklı Underground City|Kaymakli Underground City;카이마클리 지하도시;カイマクル地下都市;凯马克利地下城;凱馬克利地下城;카이마클리지하도시|Göreme|TR|38.4610|34.7510|sight
Acropolis|Acropolis of Athens;Ακρόπολη;Ακρόπολη Αθηνών;雅典卫城;雅典衛城;アクロポリス;아크로폴리스;Acropole;Akropolis;아크로폴리스 아테네;アテネのアクロポリス;아크로폴리스아테네|Athens|GR|37.9715|23.7257|sight
Parthenon|Παρθενώνας;파르테논 신전;파르테논신전;파르테논;パルテノン神殿;帕特农神庙;帕德嫩神殿;帕特農神廟|Athens|GR|37.9715|23.7267|sight
Acropolis Museum|Μουσείο Ακρόπολης;아크로폴리스 박물관;アクロポリス博物館;卫城博物馆;衛城博物館;아크로폴리스박물관|Athens|GR|37.9685|23.7285|museum
Plaka|Πλάκα;플라카;플라카 지구;プラカ地区;布拉卡区;布拉卡區;플라카지구|Athens|GR|37.9725|23.7300|neighbourhood
Ancient Agora|Ancient Agora of Athens;Αρχαία Αγορά της Αθήνας;Αρχαία Αγορά;고대 아고라;아테네 아고라;古代アゴラ;雅典古市集;雅典古市場;고대아고라;아테네아고라|Athens|GR|37.9747|23.7223|sight
Temple of Olympian Zeus|Olympieion;Ναός του Ολυμπίου Διός;제우스 신전;올림피에이온;ゼウス神殿;オリンピア・ゼウス神殿;奥林匹亚宙斯神庙;奧林匹亞宙斯神殿;제우스신전;オリンピアゼウス神殿|Athens|GR|37.9693|23.7331|sight
Mount Lycabettus|Lycabettus Hill;Lycabettus;Λυκαβηττός;리카비토스 언덕;리카베투스 언덕;リカヴィトスの丘;利卡维特斯山;利卡維特斯山;리카비토스언덕;리카베투스언덕|Athens|GR|37.9819|23.7432|viewpoint
Monastiraki|Monastiraki Square;Μοναστηράκι;모나스티라키;모나스티라키 광장;モナスティラキ;蒙纳斯提拉奇;蒙納斯提拉奇;모나스티라키광장|Athens|GR|37.9761|23.7257|market
National Archaeological Museum||Athens|GR|37.9891|23.7326|museum
Panathenaic Stadium|Kallimarmaro;Παναθηναϊκό Στάδιο;파나티나이코 경기장;판아테나이코 스타디움;パナシナイコ・スタジアム;帕纳辛纳克体育场;帕納辛納克體育場;파나티나이코경기장;판아테나이코스타디움;パナシナイコスタジアム|Athens|GR|37.9683|23.7411|sight
Temple of Hephaestus|Hephaisteion;Ναός του Ηφαίστου;헤파이스토스 신전;ヘファイストス神殿;赫菲斯托斯神庙;赫菲斯托斯神殿;헤파이스토스신전|Athens|GR|37.9756|23.7215|sight
Syntagma Square|Πλατεία Συντάγματος;Σύνταγμα;신타그마 광장;신타그마광장;シンタグマ広場;雅典宪法广场;雅典憲法廣場|Athens|GR|37.9755|23.7348|sight
National Archaeological Museum Athens|Εθνικό Αρχαιολογικό Μουσείο;아테네 국립고고학박물관;アテネ国立考古学博物館;雅典国家考古博物馆;雅典國家考古博物館;아테네국립고고학박물관|Athens|GR|37.9890|23.7327|museum
Odeon of Herodes Atticus|Herodeion;Ηρώδειο;헤로데스 아티쿠스 음악당;イロド・アティコス音楽堂;阿迪库斯剧场;阿迪庫斯劇場;헤로데스아티쿠스음악당;イロドアティコス音楽堂|Athens|GR|37.9708|23.7245|sight
Hadrian's Library|Βιβλιοθήκη του Αδριανού|Athens|GR|37.9758|23.7261|sight
Roman Agora Athens|Roman Agora;Ρωμαϊκή Αγορά|Athens|GR|37.9745|23.7265|sight
Tower of the Winds|Αέρηδες|Athens|GR|37.9742|23.7275|sight
Anafiotika|Αναφιώτικα|Athens|GR|37.9720|23.7280|neighbourhood
Philopappos Hill|Hill of the Muses;Λόφος Φιλοπάππου|Athens|GR|37.9680|23.7195|viewpoint
Areopagus|Areopagus Hill;Άρειος Πάγος|Athens|GR|37.9725|23.7236|viewpoint
National Garden Athens|Εθνικός Κήπος|Athens|GR|37.9730|23.7370|park
Tomb of the Unknown Soldier Athens|Changing of the Guard Athens|Athens|GR|37.9754|23.7370|sight
Hellenic Parliament|Βουλή των Ελλήνων;Greek Parliament|Athens|GR|37.9755|23.7367|sight
Arch of Hadrian|Hadrian's Arch;Αψίδα του Αδριανού|Athens|GR|37.9702|23.7321|sight
Temple of Poseidon|Cape Sounion;Sounion;Ναός του Ποσειδώνα;포세이돈 신전;ポセイドン神殿;波塞冬神庙;波塞冬神殿;포세이돈신전|Lavrio|GR|37.6501|24.0244|sight
Oia Castle|Oia Sunset Point;Byzantine Castle Ruins Oia;이아 성채;이아 석양 포인트;イアの城塞;伊亚城堡;伊亞城堡;伊亚日落点;이아성채;이아석양포인트|Oia|GR|36.4609|25.3717|viewpoint
Amoudi Bay|Ammoudi Bay;아무디 베이;아모우디 항구;アムディ湾;阿莫迪湾;阿莫迪灣;아무디베이;아모우디항구|Oia|GR|36.4605|25.3710|beach
Red Beach Santorini|Red Beach;Κόκκινη Παραλία;산토리니 레드비치;圣托里尼红沙滩;聖托里尼紅沙灘;산토리니레드비치;Kokkini Paralia|Santorini|GR|36.3486|25.3946|beach
Akrotiri|Akrotiri Archaeological Site;아크로티리;アクロティリ;阿克罗蒂里;阿克羅蒂里|Santorini|GR|36.3514|25.4036|sight
Little Venice Mykonos|Μικρή Βενετία|Mykonos|GR|37.4460|25.3265|neighbourhood
Mykonos Windmills|Kato Mili;Windmills of Mykonos|Mykonos|GR|37.4445|25.3280|sight
Panagia Paraportiani|Paraportiani|Mykonos|GR|37.4466|25.3262|religious
White Tower of Thessaloniki|White Tower;Λευκός Πύργος|Thessaloniki|GR|40.6264|22.9484|sight
Rotunda of Galerius|Rotunda Thessaloniki;Ροτόντα|Thessaloniki|GR|40.6334|22.9530|sight
Meteora|Μετέωρα;메테오라;メテオラ;迈泰奥拉;梅特歐拉|Kalambaka|GR|39.7217|21.6306|religious
Delphi|Ancient Delphi;Δελφοί;Sanctuary of Apollo Delphi|Delphi|GR|38.4824|22.5010|sight
Knossos|Palace of Knossos;Κνωσός|Heraklion|GR|35.2980|25.1630|sight
Navagio Beach|Shipwreck Beach;Ναυάγιο;Navagio|Zakynthos|GR|37.8594|20.6247|beach
Old Fortress Corfu|Palaio Frourio;Παλαιό Φρούριο Κέρκυρας|Corfu|GR|39.6240|19.9270|sight
Palace of the Grand Master|Palace of the Grand Master of the Knights of Rhodes;Παλάτι του Μεγάλου Μαγίστρου|Rhodes|GR|36.4460|28.2240|sight
Acropolis of Lindos|Lindos Acropolis;Ακρόπολη της Λίνδου|Lindos|GR|36.0917|28.0886|sight
Palamidi|Palamidi Fortress;Παλαμήδι|Nafplio|GR|37.5620|22.8090|sight
Mycenae|Μυκήνες|Mycenae|GR|37.7308|22.7565|sight
Ancient Olympia|Olympia archaeological site;Αρχαία Ολυμπία|Olympia|GR|37.6380|21.6300|sight
Theatre of Epidaurus|Ancient Theatre of Epidaurus;Αρχαίο Θέατρο Επιδαύρου|Nafplio|GR|37.5960|23.0790|sight
Heraklion Archaeological Museum|Archaeological Museum of Heraklion|Heraklion|GR|35.3389|25.1375|museum
Koules Fortress|Koules;Venetian Fortress Heraklion|Heraklion|GR|35.3435|25.1357|sight
Morosini Fountain|Lions Square;Lion Fountain Heraklion|Heraklion|GR|35.3391|25.1332|sight
Chania Old Harbour|Venetian Harbour Chania|Chania|GR|35.5180|24.0180|sight
Chania Lighthouse||Chania|GR|35.5197|24.0170|sight
Balos Lagoon|Balos Beach;Balos;Μπάλος|Kissamos|GR|35.5800|23.5880|beach
Elafonisi|Elafonisi Beach;Elafonissi Beach;Ελαφονήσι|Kissamos|GR|35.2710|23.5410|beach
Spinalonga|Spinalonga Island|Agios Nikolaos|GR|35.2975|25.7380|sight
Street of the Knights|Odos Ippoton|Rhodes|GR|36.4449|28.2251|sight
Rhodes Old Town|Medieval City of Rhodes|Rhodes|GR|36.4440|28.2260|neighbourhood
Mandraki Harbour|Mandraki|Rhodes|GR|36.4510|28.2270|sight
Anthony Quinn Bay|Antony Quinn Bay|Faliraki|GR|36.3200|28.2050|beach
Valley of the Butterflies Rhodes|Petaloudes;Petaloudes Valley;Κοιλάδα των Πεταλούδων;Butterfly Valley Rhodes|Rhodes|GR|36.3370|28.0630|nature
Skaros Rock|스카로스 록;스카로스 바위;スカロス・ロック;斯卡罗斯岩;斯卡羅斯岩;스카로스록;스카로스바위;スカロスロック;Σκάρος;Skaros|Santorini|GR|36.4300|25.4230|viewpoint
Perissa Beach|Perissa|Santorini|GR|36.3550|25.4760|beach
Kamari Beach|Kamari|Santorini|GR|36.3770|25.4840|beach
Ancient Thira|Ancient Thera|Santorini|GR|36.3640|25.4770|sight
Paradise Beach Mykonos||Mykonos|GR|37.4080|25.3550|beach
Matoyianni Street|Matogianni|Mykonos|GR|37.4450|25.3270|shop
Old Port Corfu||Corfu|GR|39.6234|19.9230|sight
Spianada Square|Spianada|Corfu|GR|39.6228|19.9245|park
Liston||Corfu|GR|39.6238|19.9228|sight
Achilleion|Achilleion Palace|Corfu|GR|39.5630|19.9040|sight
Paleokastritsa|Palaiokastritsa|Corfu|GR|39.6720|19.7060|beach
Nyhavn||Copenhagen|DK|55.6798|12.5908|sight
Tivoli Gardens||Copenhagen|DK|55.6737|12.5681|park
The Little Mermaid|Little Mermaid|Copenhagen|DK|55.6929|12.5993|sight
Christiania|Freetown Christiania|Copenhagen|DK|55.6732|12.5990|neighbourhood
Rosenborg Castle||Copenhagen|DK|55.6858|12.5770|sight
Torvehallerne||Copenhagen|DK|55.6838|12.5696|market
Amalienborg|Amalienborg Palace|Copenhagen|DK|55.6840|12.5930|sight
Strøget|Stroget|Copenhagen|DK|55.6780|12.5740|shop
Round Tower|Rundetårn|Copenhagen|DK|55.6813|12.5758|viewpoint
Christiansborg Palace|Christiansborg Slot;Christiansborg|Copenhagen|DK|55.6760|12.5800|sight
Frederik's Church|Marmorkirken;Marble Church|Copenhagen|DK|55.6850|12.5893|religious
Church of Our Saviour|Vor Frelsers Kirke|Copenhagen|DK|55.6727|12.5944|viewpoint
Ny Carlsberg Glyptotek|Glyptotek|Copenhagen|DK|55.6725|12.5725|museum
National Museum of Denmark|Nationalmuseet|Copenhagen|DK|55.6746|12.5747|museum
Statens Museum for Kunst|SMK;National Gallery of Denmark|Copenhagen|DK|55.6888|12.5783|museum
Reffen|Reffen Street Food|Copenhagen|DK|55.6930|12.6080|food
CopenHill|Amager Bakke|Copenhagen|DK|55.6844|12.6200|viewpoint
Kronborg Castle|Kronborg;Hamlet's Castle|Helsingør|DK|56.0390|12.6213|sight
Louisiana Museum of Modern Art|Louisiana Museum|Humlebæk|DK|55.9690|12.5430|museum
Frederiksborg Castle|Frederiksborg Slot|Hillerød|DK|55.9344|12.3000|sight
ARoS Aarhus Art Museum|ARoS|Aarhus|DK|56.1538|10.1997|museum
Designmuseum Danmark|Design Museum Denmark|Copenhagen|DK|55.6880|12.5970|museum
Kastellet|The Citadel Copenhagen|Copenhagen|DK|55.6910|12.5950|park
Assistens Cemetery|Assistens Kirkegård|Copenhagen|DK|55.6910|12.5490|park
Nørrebro||Copenhagen|DK|55.6940|12.5490|neighbourhood
Jægersborggade||Copenhagen|DK|55.6940|12.5490|shop
Vesterbro||Copenhagen|DK|55.6690|12.5600|neighbourhood
Kødbyen|Meatpacking District Copenhagen|Copenhagen|DK|55.6690|12.5600|neighbourhood
Superkilen||Copenhagen|DK|55.6990|12.5420|park
Carlsberg City|Visit Carlsberg|Copenhagen|DK|55.6665|12.5360|museum
The Blue Planet|Den Blå Planet;National Aquarium Denmark|Copenhagen|DK|55.6383|12.6564|museum
Royal Library Copenhagen|Black Diamond;Den Sorte Diamant|Copenhagen|DK|55.6735|12.5820|sight
Hallgrímskirkja|Hallgrimskirkja|Reykjavik|IS|64.1417|-21.9266|religious
Harpa|Harpa Concert Hall|Reykjavik|IS|64.1504|-21.9325|sight
Sun Voyager||Reykjavik|IS|64.1476|-21.9223|sight
Blue Lagoon|Bláa lónið;Blue Lagoon Iceland|Grindavík|IS|63.8804|-22.4495|nature
Þingvellir National Park|Thingvellir;Thingvellir National Park|Þingvellir|IS|64.2559|-21.1299|nature
Gullfoss|Gullfoss Waterfall;Golden Falls|Haukadalur|IS|64.3271|-20.1199|nature
Geysir||Haukadalur|IS|64.3104|-20.3024|nature
Strokkur||Haukadalur|IS|64.3104|-20.3024|nature
Seljalandsfoss|Seljalandsfoss Waterfall|Hvolsvöllur|IS|63.6156|-19.9886|nature
Skógafoss|Skogafoss;Skógafoss Waterfall|Hvolsvöllur|IS|63.5321|-19.5114|nature
Reynisfjara|Reynisfjara Black Sand Beach;Reynisfjara Beach;Black Sand Beach Reynisfjara|Hvolsvöllur|IS|63.4044|-19.0448|beach
Perlan||Reykjavik|IS|64.1293|-21.9190|viewpoint
Laugavegur|Laugavegur Reykjavik|Reykjavik|IS|64.1440|-21.9280|shop
Sky Lagoon||Kópavogur|IS|64.1170|-21.9420|sight
Kerið|Kerid Crater|Selfoss|IS|64.0410|-20.8850|nature
Diamond Beach|Breiðamerkursandur|Höfn|IS|64.0440|-16.1780|beach
Jökulsárlón|Jokulsarlon Glacier Lagoon;Glacier Lagoon Iceland|Höfn|IS|64.0480|-16.1790|nature
Kirkjufell|Kirkjufell Mountain|Ólafsvík|IS|64.9420|-23.3060|nature
Kirkjufellsfoss||Ólafsvík|IS|64.9266|-23.3093|nature
Vík Church|Víkurkirkja|Hvolsvöllur|IS|63.4190|-19.0100|religious
Dyrhólaey||Hvolsvöllur|IS|63.4020|-19.1300|viewpoint
Solheimasandur Plane Wreck|DC-3 plane wreck;Sólheimasandur|Hvolsvöllur|IS|63.4590|-19.3650|sight
Húsavík Whale Watching|Húsavík Harbour|Húsavík|IS|66.0450|-17.3420|sight
Mývatn Nature Baths|Myvatn Nature Baths;Jarðböðin|Laugar|IS|65.6310|-16.8480|sight
Dettifoss|Dettifoss Waterfall|Húsavík|IS|65.8147|-16.3846|nature
Godafoss|Goðafoss|Akureyri|IS|65.6828|-17.5502|nature
Old Town Walls|City Walls of Dubrovnik;Dubrovnik City Walls;두브로브니크 성벽;ドゥブロヴニクの城壁;杜布罗夫尼克城墙;杜布羅夫尼克城牆;두브로브니크성벽|Dubrovnik|HR|42.6410|18.1080|sight
Stradun|스트라둔;플라차 거리;ストラドゥン;プラツァ通り;斯特拉顿大道;斯特拉頓大道;플라차거리|Dubrovnik|HR|42.6414|18.1100|sight
Fort Lovrijenac|Lovrijenac;로브리예나츠 요새;ロヴリイェナツ要塞;洛夫里耶纳茨堡垒;洛夫里耶納茨堡壘;로브리예나츠요새|Dubrovnik|HR|42.6410|18.1040|sight
Mount Srđ|Mount Srd;Srđ;스르지 산;스르지산;スルジ山;斯尔德山;斯爾德山|Dubrovnik|HR|42.6480|18.1120|viewpoint
Lokrum|Lokrum Island;로크룸 섬;로크룸섬;ロクルム島;洛克鲁姆岛;洛克魯姆島|Dubrovnik|HR|42.6250|18.1210|nature
Rector's Palace|Knežev dvor;렉터 궁전;렉터스 궁전;旧総督邸;杜布罗夫尼克总督府;杜布羅夫尼克總督府;렉터궁전;렉터스궁전|Dubrovnik|HR|42.6405|18.1106|museum
Dubrovnik Cathedral|Katedrala Velike Gospe|Dubrovnik|HR|42.6400|18.1103|religious
Pile Gate|Vrata od Pila;필레 문;필레문;ピレ門;派勒城门;派勒城門|Dubrovnik|HR|42.6416|18.1070|sight
Banje Beach|Plaža Banje;반예 비치;반예 해변;バニェ・ビーチ;巴涅海滩;巴涅海灘;반예비치;반예해변;バニェビーチ|Dubrovnik|HR|42.6417|18.1170|beach
Diocletian's Palace|Dioklecijanova palača;디오클레티아누스 궁전;디오클레티안 궁전;ディオクレティアヌス宮殿;戴克里先宫;戴克里先宮;디오클레티아누스궁전;디오클레티안궁전|Split|HR|43.5081|16.4402|sight
Riva Split|Split Riva;스플리트 리바;斯普利特滨海大道;斯普利特濱海大道;스플리트리바|Split|HR|43.5077|16.4385|sight
Marjan Hill|Park šuma Marjan;마르얀 언덕;마르얀 공원;マリヤンの丘;马里扬山;馬里揚山;마르얀언덕;마르얀공원|Split|HR|43.5080|16.4150|park
Cathedral of Saint Domnius|Katedrala Svetog Duje;St. Domnius Cathedral;성 돔니우스 대성당;聖ドムニウス大聖堂;圣多姆尼乌斯主教座堂;聖多姆尼烏斯主教座堂;성돔니우스대성당|Split|HR|43.5083|16.4405|religious
Plitvice Lakes National Park|Plitvice Lakes;Plitvička jezera;플리트비체 국립공원;플리트비체;플리트비체 호수 국립공원;プリトヴィツェ湖群国立公園;プリトヴィツェ;十六湖国家公园;十六湖國家公園;普利特维采湖群国家公园;普利特維采湖國家公園;플리트비체국립공원;플리트비체호수국립공원|Korenica|HR|44.8654|15.5820|nature
St. Mark's Church Zagreb|Crkva svetog Marka;성 마르코 성당;聖マルコ教会;萨格勒布圣马可教堂;薩格勒布聖馬可教堂;성마르코성당|Zagreb|HR|45.8163|15.9735|religious
Zagreb Cathedral|Zagrebačka katedrala;자그레브 대성당;ザグレブ大聖堂;萨格勒布主教座堂;薩格勒布主教座堂;자그레브대성당|Zagreb|HR|45.8144|15.9799|religious
Ban Jelačić Square|Trg bana Jelačića;반 옐라치치 광장;반옐라치치 광장;イェラチッチ広場;耶拉契奇广场;耶拉契奇廣場;반옐라치치광장|Zagreb|HR|45.8131|15.9775|sight
Museum of Broken Relationships|Muzej prekinutih veza;실연 박물관;失恋博物館;失恋博物馆;失戀博物館;실연박물관|Zagreb|HR|45.8150|15.9735|museum
Hvar Fortress|Fortica;Španjola;흐바르 요새;フヴァル要塞;赫瓦尔城堡;赫瓦爾城堡;흐바르요새|Hvar|HR|43.1740|16.4400|viewpoint
Sea Organ|Morske orgulje;바다 오르간;바다오르간;シーオルガン;海風琴;海风琴|Zadar|HR|44.1166|15.2196|sight
Zagreb Upper Town|Gornji Grad|Zagreb|HR|45.8150|15.9730|neighbourhood
Lotrščak Tower|Kula Lotrščak|Zagreb|HR|45.8143|15.9732|viewpoint
Dolac Market|Tržnica Dolac|Zagreb|HR|45.8140|15.9770|market
Tkalčićeva Street|Tkalčićeva|Zagreb|HR|45.8150|15.9760|food
Mirogoj Cemetery|Mirogoj|Zagreb|HR|45.8360|15.9830|park
Krka National Park|Krka Waterfalls;크르카 국립공원;크르카 폭포;クルカ国立公園;克尔卡国家公园;克爾卡國家公園;크르카국립공원;크르카폭포|Šibenik|HR|43.8060|15.9640|nature
Skradinski Buk|Skradinski Buk Waterfall|Šibenik|HR|43.8060|15.9640|nature
St. James Cathedral Šibenik|Šibenik Cathedral|Šibenik|HR|43.7370|15.8890|religious
Trogir Old Town|트로기르 구시가;トロギール旧市街;特罗吉尔古城;特羅吉爾古城;트로기르구시가|Trogir|HR|43.5170|16.2510|neighbourhood
Trogir Cathedral|Cathedral of St. Lawrence Trogir|Trogir|HR|43.5170|16.2510|religious
Zlatni Rat|Golden Horn Beach;Zlatni Rat Beach|Bol|HR|43.2558|16.6338|beach
Pula Arena|Pula Amphitheatre|Pula|HR|44.8730|13.8500|sight
Rovinj Old Town||Rovinj|HR|45.0830|13.6310|neighbourhood
Zadar Greeting to the Sun|Greeting to the Sun;Pozdrav Suncu;태양의 인사;太陽への挨拶;向太阳致敬;向太陽致敬;태양의인사|Zadar|HR|44.1170|15.2200|sight
Dubrovnik Cable Car|Dubrovnik cable car;두브로브니크 케이블카;ドゥブロヴニク・ロープウェイ;杜布罗夫尼克缆车;杜布羅夫尼克纜車;두브로브니크케이블카;ドゥブロヴニクロープウェイ|Dubrovnik|HR|42.6430|18.1150|viewpoint
Ljubljana Castle|Ljubljanski grad|Ljubljana|SI|46.0490|14.5086|sight
Triple Bridge|Tromostovje|Ljubljana|SI|46.0511|14.5063|sight
Prešeren Square|Prešernov trg;Preseren Square|Ljubljana|SI|46.0514|14.5060|sight
Lake Bled|Blejsko jezero;Bleder See;Lago di Bled;Lac de Bled|Bled|SI|46.3625|14.0936|nature
Bled Castle|Blejski grad|Bled|SI|46.3697|14.1003|sight
Bled Island|Blejski otok|Bled|SI|46.3620|14.0903|religious
Vintgar Gorge|Soteska Vintgar;Blejski Vintgar|Bled|SI|46.3930|14.0850|nature
Postojna Cave|Postojnska jama;Grotte di Postumia;Höhle von Postojna|Postojna|SI|45.7826|14.2038|nature
Predjama Castle|Predjamski grad|Postojna|SI|45.8157|14.1270|sight
Ljubljana Central Market|Osrednja tržnica;Open Kitchen Ljubljana|Ljubljana|SI|46.0510|14.5080|market
Dragon Bridge Ljubljana|Zmajski most|Ljubljana|SI|46.0523|14.5105|sight
Metelkova||Ljubljana|SI|46.0563|14.5153|neighbourhood
Tivoli Park Ljubljana|Park Tivoli|Ljubljana|SI|46.0545|14.4960|park
Tartini Square|Tartinijev trg|Piran|SI|45.5290|13.5680|sight
Lake Bohinj|Bohinjsko jezero;Wocheiner See;Lago di Bohinj|Bohinjska Bistrica|SI|46.2780|13.8600|nature
Bahnhofstrasse|Bahnhofstrasse Zürich|Zurich|CH|47.3720|8.5390|shop
Grossmünster||Zurich|CH|47.3700|8.5441|religious
Fraumünster||Zurich|CH|47.3697|8.5413|religious
Lindenhof||Zurich|CH|47.3730|8.5410|viewpoint
Swiss National Museum|Landesmuseum Zürich|Zurich|CH|47.3790|8.5405|museum
Chapel Bridge|Kapellbrücke;카펠교;카펠 다리;카펠브뤼케;カペル橋;卡佩尔廊桥;卡佩爾廊橋;教堂桥;카펠다리|Lucerne|CH|47.0517|8.3075|sight
Lion Monument|Löwendenkmal;Lion of Lucerne;빈사의 사자상;사자 기념비;瀕死のライオン像;ライオン記念碑;狮子纪念碑;獅子紀念碑;垂死的狮子;빈사의사자상;사자기념비|Lucerne|CH|47.0585|8.3105|sight
Mount Pilatus|Pilatus;필라투스;필라투스 산;ピラトゥス山;皮拉图斯山;皮拉圖斯山;필라투스산|Lucerne|CH|46.9790|8.2550|viewpoint
Rigi|Rigi Kulm;Mount Rigi;리기산;리기 산;リギ山;瑞吉山;琉森瑞吉山|Lucerne|CH|47.0565|8.4850|viewpoint
Swiss Museum of Transport|Verkehrshaus der Schweiz;Verkehrshaus;스위스 교통박물관;スイス交通博物館;瑞士交通博物馆;瑞士交通博物館;스위스교통박물관|Lucerne|CH|47.0525|8.3360|museum
Jet d'Eau|Jet d'Eau de Genève|Geneva|CH|46.2074|6.1556|sight
St. Pierre Cathedral|Cathédrale Saint-Pierre de Genève|Geneva|CH|46.2011|6.1485|religious
Palais des Nations|United Nations Geneva|Geneva|CH|46.2266|6.1403|sight
Flower Clock|L'horloge fleurie|Geneva|CH|46.2045|6.1510|sight
Zytglogge||Bern|CH|46.9480|7.4474|sight
Bern Minster|Berner Münster|Bern|CH|46.9470|7.4510|religious
Bear Park|BärenPark|Bern|CH|46.9480|7.4595|park
Harder Kulm|하더 쿨름;하더쿨름;ハーダー・クルム;ハーダークルム;哈德昆;哈德山|Interlaken|CH|46.6975|7.8515|viewpoint
Jungfraujoch|Top of Europe;융프라우요흐;ユングフラウヨッホ;少女峰|Grindelwald|CH|46.5475|7.9850|viewpoint
Matterhorn|마테호른;マッターホルン;马特洪峰;馬特洪峰;Mont Cervin|Zermatt|CH|45.9763|7.6586|nature
Gornergrat|고르너그라트;ゴルナーグラート;戈尔内格拉特;戈爾內格拉特|Zermatt|CH|45.9838|7.7848|viewpoint
Staubbach Falls|Staubbachfall;슈타우바흐 폭포;슈타우프바흐 폭포;シュタウプバッハの滝;施陶巴赫瀑布;施陶河瀑布;슈타우바흐폭포;슈타우프바흐폭포|Lauterbrunnen|CH|46.5960|7.9080|nature
Rhine Falls|Rheinfall;라인 폭포;ラインの滝;莱茵瀑布;萊茵瀑布;라인폭포;Chutes du Rhin|Schaffhausen|CH|47.6779|8.6150|nature
Chillon Castle|Château de Chillon;시옹 성;시용성;シヨン城;西庸城堡;시옹성|Montreux|CH|46.4142|6.9275|sight
Olympic Museum|Musée Olympique|Lausanne|CH|46.5080|6.6340|museum
Oeschinen Lake|Oeschinensee;외시넨 호수;エッシネン湖;厄希嫩湖;외시넨호수|Kandersteg|CH|46.4980|7.7270|nature
Main Market Square Kraków|Rynek Główny;Main Square Krakow|Kraków|PL|50.0617|19.9373|sight
Wawel Castle|Zamek Królewski na Wawelu;Wawel|Kraków|PL|50.0541|19.9352|sight
St. Mary's Basilica Kraków|Kościół Mariacki;St Mary's Basilica|Kraków|PL|50.0616|19.9394|religious
Cloth Hall|Sukiennice|Kraków|PL|50.0616|19.9370|market
Kazimierz|Kazimierz Krakow|Kraków|PL|50.0510|19.9450|neighbourhood
Schindler's Factory|Oskar Schindler's Enamel Factory;Fabryka Schindlera|Kraków|PL|50.0475|19.9617|museum
Wieliczka Salt Mine|Kopalnia Soli Wieliczka|Wieliczka|PL|49.9833|20.0550|sight
Auschwitz-Birkenau|Auschwitz;Auschwitz-Birkenau Memorial and Museum;Państwowe Muzeum Auschwitz-Birkenau|Oświęcim|PL|50.0270|19.2036|museum
Warsaw Old Town Market Square|Rynek Starego Miasta|Warsaw|PL|52.2497|21.0122|sight
Royal Castle Warsaw|Zamek Królewski w Warszawie|Warsaw|PL|52.2480|21.0150|sight
Palace of Culture and Science|Pałac Kultury i Nauki;PKiN|Warsaw|PL|52.2318|21.0060|viewpoint
Łazienki Park|Łazienki Królewskie;Royal Baths Park;Lazienki Park|Warsaw|PL|52.2150|21.0350|park
Warsaw Uprising Museum|Muzeum Powstania Warszawskiego|Warsaw|PL|52.2323|20.9810|museum
POLIN Museum of the History of Polish Jews|POLIN Museum;POLIN|Warsaw|PL|52.2494|20.9930|museum
Wilanów Palace|Pałac w Wilanowie|Warsaw|PL|52.1650|21.0900|sight
Copernicus Science Centre|Centrum Nauki Kopernik|Warsaw|PL|52.2419|21.0287|museum
Long Market Gdańsk|Długi Targ;Long Market|Gdańsk|PL|54.3486|18.6533|sight
Wrocław Market Square|Rynek we Wrocławiu|Wrocław|PL|51.1100|17.0320|sight
Rynek Underground|Rynek Underground Museum|Kraków|PL|50.0617|19.9373|museum
Kraków Barbican|Barbakan|Kraków|PL|50.0655|19.9415|sight
Florian's Gate|Brama Floriańska|Kraków|PL|50.0652|19.9414|sight
Collegium Maius||Kraków|PL|50.0614|19.9334|museum
Plac Nowy|Zapiekanki Plac Nowy|Kraków|PL|50.0515|19.9445|food
Kościuszko Mound|Kopiec Kościuszki|Kraków|PL|50.0549|19.8931|viewpoint
Podgórze||Kraków|PL|50.0465|19.9545|neighbourhood
Ghetto Heroes Square|Plac Bohaterów Getta|Kraków|PL|50.0465|19.9545|sight
Galeria Krakowska||Kraków|PL|50.0673|19.9462|shop
Krupówki|Krupowki|Zakopane|PL|49.2970|19.9530|shop
Morskie Oko||Zakopane|PL|49.2010|20.0710|nature
Gubałówka||Zakopane|PL|49.3060|19.9370|viewpoint
Kasprowy Wierch||Zakopane|PL|49.2320|19.9820|viewpoint
Warsaw Barbican|Barbakan Warszawski|Warsaw|PL|52.2510|21.0090|sight
Castle Square Warsaw|Plac Zamkowy|Warsaw|PL|52.2475|21.0135|sight
Sigismund's Column|Kolumna Zygmunta|Warsaw|PL|52.2475|21.0135|sight
Nowy Świat||Warsaw|PL|52.2350|21.0190|shop
Krakowskie Przedmieście||Warsaw|PL|52.2420|21.0152|sight
Chopin Museum|Fryderyk Chopin Museum|Warsaw|PL|52.2365|21.0230|museum
Praga Warsaw|Praga District|Warsaw|PL|52.2540|21.0350|neighbourhood
Neon Museum Warsaw|Neon Muzeum;Neon Museum|Warsaw|PL|52.2540|21.0350|museum
Hala Koszyki|Koszyki|Warsaw|PL|52.2222|21.0123|food
Gdańsk Crane|Żuraw;Gdańsk Crane Żuraw|Gdańsk|PL|54.3510|18.6590|sight
St. Mary's Gate Gdańsk|Brama Mariacka|Gdańsk|PL|54.3510|18.6590|sight
St. Mary's Church Gdańsk|Bazylika Mariacka Gdańsk|Gdańsk|PL|54.3499|18.6533|religious
European Solidarity Centre|Europejskie Centrum Solidarności|Gdańsk|PL|54.3610|18.6490|museum
Museum of the Second World War|Muzeum II Wojny Światowej|Gdańsk|PL|54.3560|18.6600|museum
Malbork Castle|Zamek w Malborku|Malbork|PL|54.0400|19.0280|sight
Ostrów Tumski|Cathedral Island Wrocław|Wrocław|PL|51.1140|17.0460|neighbourhood
Wrocław Cathedral||Wrocław|PL|51.1142|17.0465|religious
Poznań Old Market Square|Stary Rynek Poznań;Poznań Goats|Poznań|PL|52.4083|16.9336|sight
Gamla Stan|Old Town Stockholm|Stockholm|SE|59.3251|18.0711|neighbourhood
Vasa Museum|Vasamuseet|Stockholm|SE|59.3280|18.0914|museum
Stockholm Palace|Royal Palace Stockholm;Kungliga slottet|Stockholm|SE|59.3268|18.0717|sight
ABBA The Museum|ABBA Museum|Stockholm|SE|59.3250|18.0965|museum
Skansen||Stockholm|SE|59.3262|18.1036|museum
Stockholm City Hall|Stadshuset|Stockholm|SE|59.3275|18.0543|sight
Fotografiska||Stockholm|SE|59.3178|18.0855|museum
Stortorget|Stortorget Stockholm|Stockholm|SE|59.3250|18.0706|sight
Djurgården||Stockholm|SE|59.3260|18.1150|park
Moderna Museet||Stockholm|SE|59.3260|18.0850|museum
Drottningholm Palace|Drottningholms slott|Stockholm|SE|59.3217|17.8865|sight
Monteliusvägen||Stockholm|SE|59.3210|18.0640|viewpoint
Liseberg||Gothenburg|SE|57.6950|11.9920|sight
Östermalms Saluhall|Östermalm Market Hall|Stockholm|SE|59.3360|18.0790|market
Nobel Prize Museum|Nobel Museum|Stockholm|SE|59.3250|18.0710|museum
Storkyrkan|Stockholm Cathedral|Stockholm|SE|59.3257|18.0705|religious
Riddarholmen Church|Riddarholmskyrkan|Stockholm|SE|59.3245|18.0645|religious
Riddarholmen||Stockholm|SE|59.3245|18.0645|neighbourhood
Södermalm||Stockholm|SE|59.3150|18.0710|neighbourhood
SoFo||Stockholm|SE|59.3137|18.0765|neighbourhood
Skinnarviksberget||Stockholm|SE|59.3205|18.0550|viewpoint
Hötorget||Stockholm|SE|59.3350|18.0630|market
Hötorgshallen||Stockholm|SE|59.3350|18.0630|market
Nationalmuseum|Nationalmuseum Stockholm|Stockholm|SE|59.3290|18.0780|museum
Millesgården||Stockholm|SE|59.3590|18.1210|museum
Royal Armoury|Livrustkammaren|Stockholm|SE|59.3265|18.0725|museum
Sergels torg|Sergel's Square|Stockholm|SE|59.3325|18.0645|sight
Gröna Lund||Stockholm|SE|59.3233|18.0967|park
Haga Gothenburg|Haga;Haga Nygata|Gothenburg|SE|57.6990|11.9560|neighbourhood
Feskekörka|Fish Church|Gothenburg|SE|57.7010|11.9580|market
Turning Torso||Malmö|SE|55.6130|12.9760|sight
Öresund Bridge|Oresund Bridge;Øresundsbroen|Malmö|SE|55.5750|12.8270|sight
Malmö Stortorget||Malmö|SE|55.6050|13.0000|sight
Lilla Torg||Malmö|SE|55.6047|12.9996|sight
Icehotel|Ice Hotel Jukkasjärvi|Kiruna|SE|67.8510|20.5940|sight
Oslo Opera House|Operahuset;Den Norske Opera|Oslo|NO|59.9075|10.7531|sight
Vigeland Park|Vigelandsparken;Frogner Park;Frognerparken|Oslo|NO|59.9270|10.7005|park
Akershus Fortress|Akershus festning|Oslo|NO|59.9070|10.7360|sight
Fram Museum|Frammuseet|Oslo|NO|59.9030|10.6990|museum
Kon-Tiki Museum||Oslo|NO|59.9035|10.6985|museum
Munch Museum|Munchmuseet|Oslo|NO|59.9060|10.7550|museum
Royal Palace Oslo|Det Kongelige Slott|Oslo|NO|59.9170|10.7275|sight
Holmenkollen|Holmenkollbakken;Holmenkollen Ski Jump|Oslo|NO|59.9640|10.6680|viewpoint
Aker Brygge||Oslo|NO|59.9110|10.7270|neighbourhood
National Museum Oslo|Nasjonalmuseet|Oslo|NO|59.9115|10.7290|museum
Karl Johans gate|Karl Johan|Oslo|NO|59.9130|10.7400|shop
Bryggen||Bergen|NO|60.3975|5.3240|neighbourhood
Mount Fløyen|Fløyen;Fløibanen|Bergen|NO|60.3940|5.3440|viewpoint
Bergen Fish Market|Fisketorget|Bergen|NO|60.3950|5.3255|market
Preikestolen|Pulpit Rock;Prekestolen;Pulpit Rock Norway|Jørpeland|NO|58.9864|6.1901|nature
Arctic Cathedral|Ishavskatedralen|Tromsø|NO|69.6480|18.9880|religious
Grünerløkka||Oslo|NO|59.9240|10.7590|neighbourhood
Mathallen Oslo|Mathallen|Oslo|NO|59.9220|10.7520|food
Viking Ship Museum|Vikingskipshuset;Museum of the Viking Age|Oslo|NO|59.9050|10.6850|museum
Norwegian Museum of Cultural History|Norsk Folkemuseum|Oslo|NO|59.9070|10.6840|museum
Astrup Fearnley Museum||Oslo|NO|59.9070|10.7220|museum
Tjuvholmen||Oslo|NO|59.9070|10.7220|neighbourhood
Oslo City Hall|Rådhuset Oslo|Oslo|NO|59.9120|10.7340|sight
Ekebergparken|Ekeberg Sculpture Park|Oslo|NO|59.8990|10.7620|park
Bygdøy||Oslo|NO|59.9060|10.6830|neighbourhood
Ulriken|Mount Ulriken;Ulriken643|Bergen|NO|60.3770|5.3870|viewpoint
Geirangerfjord|Geirangerfjorden;Fjord de Geiranger|Stranda|NO|62.1050|7.0950|nature
Trolltunga|Troll's Tongue;Trollzunge|Odda|NO|60.1308|6.7542|nature
Nærøyfjord|Naeroyfjord;Nærøyfjorden|Aurlandsvangen|NO|60.9436|6.9314|nature
Flåm Railway|Flåmsbana;Flam Railway|Aurlandsvangen|NO|60.8630|7.1140|sight
Stegastein Viewpoint|Stegastein|Aurlandsvangen|NO|60.9100|7.2070|viewpoint
Reine||Leknes|NO|67.9330|13.0880|viewpoint
Atlantic Ocean Road|Atlanterhavsveien|Kristiansund|NO|63.0210|7.3560|sight
Nidaros Cathedral|Nidarosdomen|Trondheim|NO|63.4269|10.3969|religious
Fjellheisen|Fløya;Storsteinen|Tromsø|NO|69.6420|18.9950|viewpoint
Helsinki Cathedral|Helsingin tuomiokirkko;Tuomiokirkko|Helsinki|FI|60.1702|24.9522|religious
Senate Square|Senaatintori|Helsinki|FI|60.1695|24.9525|sight
Suomenlinna|Sveaborg|Helsinki|FI|60.1454|24.9881|sight
Uspenski Cathedral|Uspenskin katedraali|Helsinki|FI|60.1685|24.9600|religious
Temppeliaukio Church|Rock Church;Temppeliaukion kirkko|Helsinki|FI|60.1730|24.9250|religious
Helsinki Market Square|Kauppatori|Helsinki|FI|60.1675|24.9530|market
Old Market Hall|Vanha kauppahalli|Helsinki|FI|60.1665|24.9540|market
Oodi|Helsinki Central Library Oodi|Helsinki|FI|60.1740|24.9380|sight
Ateneum|Ateneum Art Museum|Helsinki|FI|60.1700|24.9440|museum
Sibelius Monument|Sibelius-monumentti|Helsinki|FI|60.1820|24.9130|sight
Santa Claus Village|Joulupukin Pajakylä|Rovaniemi|FI|66.5436|25.8473|sight
Esplanadi|Esplanade Park;Esplanadi Park|Helsinki|FI|60.1676|24.9490|park
Kamppi Chapel|Chapel of Silence|Helsinki|FI|60.1695|24.9360|religious
Allas Sea Pool||Helsinki|FI|60.1670|24.9560|sight
Löyly|Löyly Sauna|Helsinki|FI|60.1520|24.9380|sight
Kiasma|Museum of Contemporary Art Kiasma|Helsinki|FI|60.1720|24.9370|museum
Design District Helsinki||Helsinki|FI|60.1630|24.9430|neighbourhood
Seurasaari Open-Air Museum|Seurasaari|Helsinki|FI|60.1850|24.8840|museum
Porvoo Old Town|Old Porvoo|Porvoo|FI|60.3940|25.6650|neighbourhood
Arktikum||Rovaniemi|FI|66.5080|25.7220|museum
Tallinn Town Hall Square|Raekoja plats;Town Hall Square|Tallinn|EE|59.4370|24.7450|sight
Alexander Nevsky Cathedral Tallinn|Aleksander Nevski katedraal|Tallinn|EE|59.4360|24.7390|religious
Toompea Castle|Toompea|Tallinn|EE|59.4350|24.7370|sight
Kohtuotsa Viewing Platform|Kohtuotsa vaateplatvorm|Tallinn|EE|59.4380|24.7400|viewpoint
St. Olaf's Church|Oleviste kirik|Tallinn|EE|59.4417|24.7475|viewpoint
Kadriorg Palace|Kadrioru loss|Tallinn|EE|59.4380|24.7910|park
Kadriorg Park|Kadrioru park|Tallinn|EE|59.4380|24.7910|park
Telliskivi Creative City|Telliskivi Loomelinnak;Telliskivi|Tallinn|EE|59.4400|24.7290|neighbourhood
Tallinn Old Town|Vanalinn;Tallinn Vanalinn|Tallinn|EE|59.4370|24.7450|neighbourhood
Balti Jaam Market|Balti jaama turg|Tallinn|EE|59.4410|24.7370|market
Kalamaja||Tallinn|EE|59.4450|24.7350|neighbourhood
Lennusadam|Seaplane Harbour|Tallinn|EE|59.4520|24.7390|museum
Fat Margaret|Paks Margareeta;Estonian Maritime Museum|Tallinn|EE|59.4420|24.7510|museum
Patkuli Viewing Platform|Patkuli vaateplatvorm|Tallinn|EE|59.4380|24.7380|viewpoint
House of the Blackheads|Melngalvju nams|Riga|LV|56.9470|24.1070|sight
Riga Cathedral|Rīgas Doms|Riga|LV|56.9490|24.1045|religious
St. Peter's Church Riga|Rīgas Svētā Pētera baznīca|Riga|LV|56.9475|24.1090|viewpoint
Freedom Monument|Brīvības piemineklis|Riga|LV|56.9515|24.1133|sight
Riga Central Market|Rīgas Centrāltirgus|Riga|LV|56.9440|24.1150|market
Three Brothers|Trīs brāļi|Riga|LV|56.9510|24.1040|sight
Riga Art Nouveau District|Art Nouveau Riga|Riga|LV|56.9590|24.1070|neighbourhood
Alberta iela||Riga|LV|56.9590|24.1070|sight
Latvian National Opera||Riga|LV|56.9500|24.1160|sight
Bastejkalns|Bastion Hill|Riga|LV|56.9520|24.1110|park
Jomas Street|Jomas iela|Jūrmala|LV|56.9680|23.7700|beach
Rundāle Palace|Rundale Palace|Bauska|LV|56.4140|24.0250|sight
Gediminas Tower|Gedimino pilies bokštas;Gediminas Castle Tower|Vilnius|LT|54.6867|25.2906|viewpoint
Vilnius Cathedral|Vilniaus arkikatedra|Vilnius|LT|54.6858|25.2877|religious
Gate of Dawn|Aušros vartai;Gates of Dawn|Vilnius|LT|54.6743|25.2893|religious
Užupis|Uzupis|Vilnius|LT|54.6810|25.2960|neighbourhood
Trakai Island Castle|Trakų salos pilis;Trakai Castle|Trakai|LT|54.6521|24.9337|sight
Vilnius Old Town|Senamiestis|Vilnius|LT|54.6810|25.2870|neighbourhood
Hill of Three Crosses|Three Crosses|Vilnius|LT|54.6860|25.2980|viewpoint
St. Anne's Church Vilnius|St. Anne's Church|Vilnius|LT|54.6830|25.2930|religious
Vilnius University||Vilnius|LT|54.6825|25.2875|sight
Hill of Crosses|Kryžių kalnas|Šiauliai|LT|56.0153|23.4167|religious
Curonian Spit|Kuršių nerija|Neringa|LT|55.3030|21.0060|nature
Red Square|Красная площадь;Krasnaya Ploshchad;红场;紅場;赤の広場;붉은 광장;Place Rouge;Plaza Roja;Roter Platz;Piazza Rossa|Moscow|RU|55.7539|37.6208|sight
Moscow Kremlin|Московский Кремль|Moscow|RU|55.7520|37.6175|sight
Saint Basil's Cathedral|St. Basil's Cathedral;Собор Василия Блаженного;Храм Василия Блаженного;圣瓦西里大教堂;聖瓦西里大教堂;聖ワシリイ大聖堂;성 바실리 대성당|Moscow|RU|55.7525|37.6231|religious
Bolshoi Theatre|Большой театр|Moscow|RU|55.7601|37.6186|sight
GUM Department Store|ГУМ|Moscow|RU|55.7547|37.6215|shop
Lenin's Mausoleum|Мавзолей Ленина|Moscow|RU|55.7537|37.6198|sight
Cathedral of Christ the Saviour|Храм Христа Спасителя|Moscow|RU|55.7446|37.6055|religious
Tretyakov Gallery|Третьяковская галерея|Moscow|RU|55.7414|37.6208|museum
Pushkin Museum|Pushkin State Museum of Fine Arts;Музей изобразительных искусств имени Пушкина|Moscow|RU|55.7473|37.6051|museum
Gorky Park|Парк Горького|Moscow|RU|55.7298|37.6010|park
Arbat Street|Arbat;Арбат|Moscow|RU|55.7494|37.5919|shop
Zaryadye Park|Зарядье|Moscow|RU|55.7515|37.6286|park
VDNKh|ВДНХ|Moscow|RU|55.8263|37.6377|park
Moscow International Business Center|Moscow City;Москва-Сити|Moscow|RU|55.7495|37.5374|viewpoint
Sparrow Hills|Воробьёвы горы;Vorobyovy Gory|Moscow|RU|55.7100|37.5420|viewpoint
Novodevichy Convent|Новодевичий монастырь|Moscow|RU|55.7265|37.5560|religious
Kolomenskoye|Коломенское|Moscow|RU|55.6675|37.6710|park
Hermitage Museum|State Hermitage;Winter Palace;Эрмитаж;Государственный Эрмитаж;Зимний дворец;艾尔米塔什博物馆;エルミタージュ美術館;에르미타주 미술관;Ermitage|Saint Petersburg|RU|59.9398|30.3146|museum
Palace Square|Дворцовая площадь|Saint Petersburg|RU|59.9390|30.3157|sight
Church of the Savior on Spilled Blood|Savior on the Spilled Blood;Спас на Крови|Saint Petersburg|RU|59.9400|30.3289|religious
Saint Isaac's Cathedral|St. Isaac's Cathedral;Исаакиевский собор|Saint Petersburg|RU|59.9341|30.3061|religious
Peter and Paul Fortress|Петропавловская крепость|Saint Petersburg|RU|59.9500|30.3166|sight
Nevsky Prospect|Невский проспект|Saint Petersburg|RU|59.9343|30.3351|shop
Peterhof Palace|Peterhof;Петергоф|Saint Petersburg|RU|59.8830|29.9086|sight
Catherine Palace|Екатерининский дворец|Pushkin|RU|59.7159|30.3956|sight
Amber Room|Янтарная комната|Pushkin|RU|59.7159|30.3956|museum
Kazan Cathedral|Казанский собор|Saint Petersburg|RU|59.9342|30.3245|religious
Bronze Horseman|Медный всадник|Saint Petersburg|RU|59.9364|30.3022|sight
Mariinsky Theatre|Мариинский театр|Saint Petersburg|RU|59.9257|30.2960|sight
Russian Museum|State Russian Museum;Русский музей|Saint Petersburg|RU|59.9386|30.3322|museum
New Holland Island|Новая Голландия|Saint Petersburg|RU|59.9290|30.2890|park
Hermitage General Staff Building|General Staff Building|Saint Petersburg|RU|59.9390|30.3180|museum
Fabergé Museum||Saint Petersburg|RU|59.9335|30.3435|museum
Yusupov Palace||Saint Petersburg|RU|59.9297|30.2990|sight
Summer Garden|Letny Sad|Saint Petersburg|RU|59.9450|30.3360|park
Smolny Cathedral||Saint Petersburg|RU|59.9490|30.3960|religious
Rostral Columns||Saint Petersburg|RU|59.9440|30.3060|sight
Strelka|Spit of Vasilievsky Island|Saint Petersburg|RU|59.9440|30.3060|viewpoint
Kunstkamera||Saint Petersburg|RU|59.9415|30.3046|museum
Aurora Cruiser|Cruiser Aurora|Saint Petersburg|RU|59.9554|30.3378|museum
Alexander Nevsky Lavra||Saint Petersburg|RU|59.9208|30.3876|religious
Gostiny Dvor St Petersburg|Bolshoy Gostiny Dvor|Saint Petersburg|RU|59.9340|30.3330|shop
Komsomolskaya Metro Station|Komsomolskaya Station|Moscow|RU|55.7760|37.6550|sight
Patriarch's Ponds|Patriarshiye Prudy|Moscow|RU|55.7640|37.5920|park
Danilovsky Market|Danilovsky Rynok|Moscow|RU|55.7110|37.6220|market
Izmailovo Kremlin|Izmaylovsky Market;Vernissage Izmailovo|Moscow|RU|55.7940|37.7510|market
Tsaritsyno|Tsaritsyno Palace|Moscow|RU|55.6150|37.6820|park
Ostankino Tower|Ostankino TV Tower|Moscow|RU|55.8197|37.6117|viewpoint
Garage Museum of Contemporary Art|Garage Museum|Moscow|RU|55.7280|37.6010|museum
Trinity Lavra of St. Sergius|Troitse-Sergiyeva Lavra|Sergiyev Posad|RU|56.3105|38.1300|religious
Kazan Kremlin||Kazan|RU|55.7986|49.1055|sight
Kul Sharif Mosque||Kazan|RU|55.7986|49.1055|religious
Palace of the Parliament|Palatul Parlamentului;People's House|Bucharest|RO|44.4275|26.0875|sight
Bran Castle|Castelul Bran;Dracula's Castle|Bran|RO|45.5150|25.3672|sight
Peleș Castle|Castelul Peleș;Peles Castle|Sinaia|RO|45.3600|25.5427|sight
Sighișoara Citadel|Cetatea Sighișoara|Sighișoara|RO|46.2190|24.7920|sight
Black Church|Biserica Neagră|Brașov|RO|45.6410|25.5880|religious
Old Town Bucharest|Lipscani;Centrul Vechi|Bucharest|RO|44.4310|26.1010|neighbourhood
Romanian Athenaeum|Ateneul Român|Bucharest|RO|44.4414|26.0973|sight
Stavropoleos Monastery|Stavropoleos|Bucharest|RO|44.4318|26.0986|religious
Caru' cu Bere||Bucharest|RO|44.4319|26.0989|food
Cărturești Carusel|Carturesti Carusel|Bucharest|RO|44.4316|26.1014|shop
Herăstrău Park|King Michael I Park;Parcul Herăstrău|Bucharest|RO|44.4700|26.0820|park
Village Museum Bucharest|Dimitrie Gusti National Village Museum;Muzeul Satului|Bucharest|RO|44.4724|26.0776|museum
Arcul de Triumf Bucharest|Triumphal Arch Bucharest|Bucharest|RO|44.4672|26.0781|sight
Brașov Council Square|Piața Sfatului;Council Square|Brașov|RO|45.6424|25.5888|sight
Tâmpa|Mount Tâmpa;Brasov Sign|Brașov|RO|45.6370|25.5930|viewpoint
Rope Street|Strada Sforii|Brașov|RO|45.6390|25.5880|sight
Rasnov Fortress|Cetatea Râșnov|Râşnov|RO|45.5920|25.4610|sight
Transfăgărășan|Transfagarasan|Cârţişoara|RO|45.6030|24.6170|viewpoint
Bâlea Lake|Lacul Bâlea|Cârţişoara|RO|45.6030|24.6170|nature
Sibiu Large Square|Piața Mare Sibiu|Sibiu|RO|45.7970|24.1520|sight
Bridge of Lies|Podul Minciunilor|Sibiu|RO|45.7977|24.1523|sight
Turda Salt Mine|Salina Turda|Turda|RO|46.5880|23.7870|sight
Merry Cemetery|Cimitirul Vesel|Săpânţa|RO|47.9710|23.6950|sight
Belgrade Fortress|Kalemegdan;Београдска тврђава|Belgrade|RS|44.8230|20.4500|park
Knez Mihailova|Knez Mihailova Street|Belgrade|RS|44.8170|20.4570|shop
Skadarlija||Belgrade|RS|44.8180|20.4650|food
Church of Saint Sava|Hram Svetog Save;Temple of Saint Sava|Belgrade|RS|44.7981|20.4687|religious
Museum of Yugoslavia|House of Flowers;Tito's Mausoleum|Belgrade|RS|44.7865|20.4520|museum
Zemun||Belgrade|RS|44.8480|20.4110|neighbourhood
Gardoš Tower||Belgrade|RS|44.8480|20.4110|viewpoint
Petrovaradin Fortress|Petrovaradin|Novi Sad|RS|45.2525|19.8620|sight
Alexander Nevsky Cathedral Sofia|Катедрален храм „Свети Александър Невски“|Sofia|BG|42.6957|23.3328|religious
Plovdiv Roman Theatre|Античен театър Пловдив|Plovdiv|BG|42.1470|24.7510|sight
Rila Monastery|Rilski manastir|Rila|BG|42.1334|23.3403|religious
Vitosha Boulevard|Vitosha Blvd|Sofia|BG|42.6910|23.3190|shop
Boyana Church||Sofia|BG|42.6450|23.2670|religious
Banya Bashi Mosque||Sofia|BG|42.6990|23.3220|religious
Church of St. George Rotunda|Rotunda of St. George Sofia|Sofia|BG|42.6966|23.3234|religious
National Palace of Culture|NDK|Sofia|BG|42.6850|23.3190|sight
Plovdiv Kapana|Kapana;Kapana Creative District|Plovdiv|BG|42.1480|24.7490|neighbourhood
Old Town Plovdiv|Stariyat Grad|Plovdiv|BG|42.1500|24.7540|neighbourhood
Tsarevets Fortress|Tsarevets|Veliko Tŭrnovo|BG|43.0840|25.6520|sight
Nessebar Old Town||Nesebar|BG|42.6590|27.7360|neighbourhood
Stari Most|Old Bridge Mostar;Mostar Bridge|Mostar|BA|43.3373|17.8150|sight
Baščaršija|Bascarsija|Sarajevo|BA|43.8596|18.4313|market
Sarajevo Latin Bridge|Latin Bridge;Latinska ćuprija|Sarajevo|BA|43.8575|18.4290|sight
Sebilj|Sebilj Fountain|Sarajevo|BA|43.8597|18.4313|sight
Gazi Husrev-beg Mosque|Gazi Husrev-beg|Sarajevo|BA|43.8592|18.4289|religious
Sarajevo Tunnel|Tunnel of Hope;Tunel spasa|Sarajevo|BA|43.8200|18.3370|museum
Yellow Fortress|Žuta tabija|Sarajevo|BA|43.8620|18.4380|viewpoint
Kravica Waterfall|Kravice|Ljubuški|BA|43.1570|17.6080|nature
San Giovanni Fortress|Kotor Fortress;Tvrđava Sv. Ivana|Kotor|ME|42.4250|18.7730|viewpoint
Kotor Old Town|Stari Grad Kotor|Kotor|ME|42.4245|18.7712|neighbourhood
Our Lady of the Rocks|Gospa od Škrpjela;Notre-Dame-du-Rocher|Kotor|ME|42.4860|18.6900|religious
Sveti Stefan|Sveti Stefan Island|Budva|ME|42.2560|18.8920|sight
Budva Old Town|Stari Grad Budva|Budva|ME|42.2780|18.8380|neighbourhood
Bratislava Castle|Bratislavský hrad|Bratislava|SK|48.1425|17.1000|sight
Blue Church|Church of St. Elizabeth;Modrý kostolík|Bratislava|SK|48.1437|17.1160|religious
Bratislava Old Town|Staré Mesto Bratislava|Bratislava|SK|48.1445|17.1065|neighbourhood
Michael's Gate|Michalská brána|Bratislava|SK|48.1451|17.1066|sight
UFO Bridge|Most SNP;UFO Tower|Bratislava|SK|48.1390|17.1050|viewpoint
Devín Castle|Hrad Devín|Bratislava|SK|48.1740|16.9780|sight
Čumil|Man at Work statue|Bratislava|SK|48.1432|17.1090|sight
Skanderbeg Square|Sheshi Skënderbej|Tirana|AL|41.3275|19.8187|sight
Church of St. John at Kaneo|Kaneo;Св. Јован Канео|Ohrid|MK|41.1110|20.7880|religious
Narikala Fortress|Narikala;ნარიყალა|Tbilisi|GE|41.6880|44.8090|sight
Holy Trinity Cathedral of Tbilisi|Sameba Cathedral;სამება|Tbilisi|GE|41.6975|44.8170|religious
Tbilisi Old Town|Dzveli Tbilisi|Tbilisi|GE|41.6910|44.8080|neighbourhood
Abanotubani|Tbilisi Sulfur Baths;Sulphur Baths|Tbilisi|GE|41.6880|44.8100|sight
Bridge of Peace|Peace Bridge Tbilisi|Tbilisi|GE|41.6930|44.8090|sight
Rustaveli Avenue|Rustaveli|Tbilisi|GE|41.6990|44.7980|shop
Fabrika Tbilisi|Fabrika|Tbilisi|GE|41.7090|44.8030|neighbourhood
Dry Bridge Market|Dry Bridge Flea Market|Tbilisi|GE|41.6980|44.8070|market
Mother of Georgia|Kartlis Deda|Tbilisi|GE|41.6880|44.8050|viewpoint
Chronicles of Georgia||Tbilisi|GE|41.7710|44.8110|sight
Jvari Monastery|Jvari|Mtskheta|GE|41.8380|44.7330|religious
Svetitskhoveli Cathedral|Svetitskhoveli|Mtskheta|GE|41.8420|44.7210|religious
Gergeti Trinity Church|Tsminda Sameba|Stepantsminda|GE|42.6625|44.6200|religious
Sighnaghi Walls||Sighnaghi|GE|41.6200|45.9230|sight
Cascade Complex|Yerevan Cascade;Կասկադ|Yerevan|AM|40.1910|44.5150|sight
Republic Square Yerevan|Republic Square|Yerevan|AM|40.1777|44.5126|sight
Matenadaran||Yerevan|AM|40.1920|44.5210|museum
Vernissage Yerevan|Vernissage Market|Yerevan|AM|40.1760|44.5170|market
Garni Temple|Temple of Garni|Abovyan|AM|40.1120|44.7300|sight
Geghard Monastery|Geghard|Abovyan|AM|40.1400|44.8180|religious
Khor Virap||Artashat|AM|39.8780|44.5760|religious
Etchmiadzin Cathedral||Vagharshapat|AM|40.1620|44.2910|religious
Tsitsernakaberd|Armenian Genocide Memorial|Yerevan|AM|40.1855|44.4900|sight
Flame Towers|Alov qüllələri|Baku|AZ|40.3590|49.8260|sight
Maiden Tower|Qız qalası|Baku|AZ|40.3660|49.8370|sight
Baku Old City|Icherisheher;Icheri Sheher|Baku|AZ|40.3660|49.8370|neighbourhood
Heydar Aliyev Center||Baku|AZ|40.3960|49.8680|museum
Baku Boulevard|Seaside Boulevard Baku|Baku|AZ|40.3680|49.8440|park
Palace of the Shirvanshahs|Shirvanshah's Palace|Baku|AZ|40.3665|49.8330|sight
Yanar Dag|Burning Mountain|Baku|AZ|40.5020|49.8910|nature
`;
