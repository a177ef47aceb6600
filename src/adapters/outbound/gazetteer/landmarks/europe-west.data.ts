/**
 * Curated landmarks for the offline geocoder: Western and Southern Europe: France, the Benelux, the
 * British Isles, Iberia, Italy, Malta and the Vatican. Written for this project; coordinates are
 * rounded to 4 decimals and meant to be within about 300 m. One per line:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * `@city` lines give local or common names of cities the GeoNames data knows by another name.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const LANDMARKS_EUROPE_WEST = `
@city|Lisboa|Lisbon|PT
@city|Roma|Rome|IT
@city|Firenze|Florence|IT
@city|Venezia|Venice|IT
@city|Napoli|Naples|IT
@city|Milano|Milan|IT
@city|Sevilla|Seville|ES
@city|Bruxelles|Brussels|BE
@city|Den Haag|The Hague|NL
@city|Torino|Turin|IT
@city|Genova|Genoa|IT
@city|Cadiz|Cádiz|ES
@city|Bruges|Brugge|BE
@city|Ghent|Gent|BE
@city|Gand|Gent|BE
@city|Antwerp|Antwerpen|BE
@city|Anvers|Antwerpen|BE
@city|Chamonix|Chamonix-Mont-Blanc|FR
@city|San Sebastián|Donostia / San Sebastián|ES
@city|Donostia|Donostia / San Sebastián|ES
@city|Siracusa|Syracuse|IT
@city|Galway|Gaillimh|IE
@city|Killarney|Cill Airne|IE
@city|Padua|Padova|IT
@city|巴黎|Paris|FR
@city|パリ|Paris|FR
@city|파리|Paris|FR
@city|伦敦|London|GB
@city|倫敦|London|GB
@city|ロンドン|London|GB
@city|런던|London|GB
@city|罗马|Rome|IT
@city|羅馬|Rome|IT
@city|ローマ|Rome|IT
@city|로마|Rome|IT
@city|巴塞罗那|Barcelona|ES
@city|バルセロナ|Barcelona|ES
@city|바르셀로나|Barcelona|ES
@city|威尼斯|Venice|IT
@city|ヴェネツィア|Venice|IT
@city|베네치아|Venice|IT
@city|佛罗伦萨|Florence|IT
@city|フィレンツェ|Florence|IT
@city|피렌체|Florence|IT
@city|阿姆斯特丹|Amsterdam|NL
@city|アムステルダム|Amsterdam|NL
@city|암스테르담|Amsterdam|NL
@city|里斯本|Lisbon|PT
@city|リスボン|Lisbon|PT
@city|리스본|Lisbon|PT
@city|马德里|Madrid|ES
@city|マドリード|Madrid|ES
@city|마드리드|Madrid|ES
@city|米兰|Milan|IT
@city|ミラノ|Milan|IT
@city|밀라노|Milan|IT
@city|Lissabon|Lisbon|PT
@city|Lisbonne|Lisbon|PT
@city|Lisbona|Lisbon|PT
@city|Rom|Rome|IT
@city|Florenz|Florence|IT
@city|Florencia|Florence|IT
@city|Florença|Florence|IT
@city|Venedig|Venice|IT
@city|Venise|Venice|IT
@city|Venecia|Venice|IT
@city|Veneza|Venice|IT
@city|Neapel|Naples|IT
@city|Nápoles|Naples|IT
@city|Mailand|Milan|IT
@city|Milão|Milan|IT
@city|Genua|Genoa|IT
@city|Gênes|Genoa|IT
@city|Syrakus|Siracusa|IT
@city|Mantua|Mantova|IT
@city|Brüssel|Brussels|BE
@city|Bruselas|Brussels|BE
@city|Bruxelas|Brussels|BE
@city|Brujas|Brugge|BE
@city|Amberes|Antwerpen|BE
@city|Gante|Gent|BE
@city|Londres|London|GB
@city|Londra|London|GB
@city|Edimburgo|Edinburgh|GB
@city|Édimbourg|Edinburgh|GB
@city|Dublino|Dublin|IE
@city|La Haye|The Hague|NL
@city|La Haya|The Hague|NL
@city|Amsterdão|Amsterdam|NL
@city|Séville|Sevilla|ES
@city|Siviglia|Sevilla|ES
@city|Sevilha|Sevilla|ES
@city|Saragossa|Zaragoza|ES
@city|Saragosse|Zaragoza|ES
@city|Cordoue|Córdoba|ES
@city|Cordova|Córdoba|ES
@city|Grenade|Granada|ES
@city|Palma de Mallorca|Palma|ES
@city|Marsella|Marseille|FR
@city|Marsiglia|Marseille|FR
@city|Marselha|Marseille|FR
@city|Lione|Lyon|FR
@city|Niza|Nice|FR
@city|Nizza|Nice|FR
@city|Straßburg|Strasbourg|FR
@city|Estrasburgo|Strasbourg|FR
@city|Burdeos|Bordeaux|FR
@city|Parigi|Paris|FR
@city|Oporto|Porto|PT
@city|Turim|Turin|IT
@city|Anversa|Antwerpen|BE
@city|Antuérpia|Antwerpen|BE
@city|Lüttich|Liège|BE
@city|L'Aia|The Hague|NL
@city|Haia|The Hague|NL
@city|Barcelone|Barcelona|ES
@city|Barcellona|Barcelona|ES
@city|Amesterdão|Amsterdam|NL
@city|Strasburgo|Strasbourg|FR
@city|Agrigent|Agrigento|IT
@city|Mantoue|Mantova|IT
@city|Padoue|Padova|IT
@city|Vérone|Verona|IT
@city|Bologne|Bologna|IT
@city|Sienne|Siena|IT
@city|Pise|Pisa|IT
Eiffel Tower|Tour Eiffel;埃菲尔铁塔;エッフェル塔;에펠탑;Torre Eiffel;Eiffelturm;艾菲爾鐵塔;에펠 탑;エッフェルとう;埃菲爾鐵塔|Paris|FR|48.8584|2.2945|sight
Louvre Museum|Louvre;Musée du Louvre;卢浮宫;羅浮宮;ルーヴル美術館;루브르 박물관;루브르박물관;루브르;ルーブル美術館;ルーブル;卢浮宫博物馆;羅浮宮博物館|Paris|FR|48.8606|2.3376|museum
Notre-Dame de Paris|Notre-Dame;Notre Dame Cathedral;Notre-Dame Cathedral;巴黎圣母院;ノートルダム大聖堂;노트르담 대성당;노트르담대성당;노트르담 성당;ノートルダム寺院;巴黎聖母院;노트르담성당|Paris|FR|48.8530|2.3499|religious
Sacré-Cœur|Sacre Coeur;Basilica of the Sacred Heart;Sacré-Cœur Basilica;圣心大教堂;サクレ・クール寺院;사크레쾨르 대성당;사크레쾨르 성당;사크레쾨르;サクレクール寺院;サクレ・クール大聖堂;聖心大教堂;圣心堂;聖心堂;사크레쾨르대성당;사크레쾨르성당;サクレクール大聖堂|Paris|FR|48.8867|2.3431|religious
Arc de Triomphe|凯旋门;凱旋門;개선문;Arco del Triunfo;Triumphbogen;Arco di Trionfo;에투알 개선문;エトワール凱旋門;パリ凱旋門;巴黎凯旋门;巴黎凱旋門;에투알개선문|Paris|FR|48.8738|2.2950|sight
Musée d'Orsay|Orsay Museum;奥赛博物馆;オルセー美術館;오르세 미술관;오르세미술관;오르세;奧賽博物館;奥塞美术馆;奧塞美術館|Paris|FR|48.8600|2.3266|museum
Sainte-Chapelle|Sainte Chapelle;생트샤펠;생트 샤펠;サント・シャペル;サントシャペル;圣礼拜堂;聖禮拜堂|Paris|FR|48.8554|2.3450|religious
Jardin du Luxembourg|Luxembourg Gardens;뤽상부르 공원;뤽상부르공원;リュクサンブール公園;卢森堡公园;盧森堡公園|Paris|FR|48.8462|2.3372|park
Montmartre|몽마르트르;몽마르트 언덕;몽마르트르 언덕;몽마르트;モンマルトル;モンマルトルの丘;蒙马特;蒙馬特;蒙马特高地;蒙馬特高地;몽마르트언덕;몽마르트르언덕|Paris|FR|48.8867|2.3431|neighbourhood
Le Marais|Marais;마레 지구;마레지구;マレ地区;玛黑区;瑪黑區|Paris|FR|48.8590|2.3620|neighbourhood
Centre Pompidou|Pompidou Centre;퐁피두 센터;퐁피두센터;ポンピドゥー・センター;ポンピドゥーセンター;蓬皮杜中心;蓬皮杜艺术中心;龐畢度中心|Paris|FR|48.8607|2.3522|museum
Champs-Élysées|Avenue des Champs-Élysées;香榭丽舍大街;シャンゼリゼ通り;샹젤리제 거리;샹젤리제거리;샹젤리제;シャンゼリゼ;香榭麗舍大道;香榭丽舍大道|Paris|FR|48.8698|2.3078|sight
Palace of Versailles|Château de Versailles;Versailles Palace;凡尔赛宫;ヴェルサイユ宮殿;베르사유 궁전;베르사유궁전;ベルサイユ宮殿;凡爾賽宮|Versailles|FR|48.8049|2.1204|sight
Place des Vosges|보주 광장;보주광장;ヴォージュ広場;孚日广场;孚日廣場|Paris|FR|48.8556|2.3655|sight
Panthéon|팡테옹;先贤祠;先賢祠|Paris|FR|48.8462|2.3464|sight
Musée de l'Orangerie|Orangerie;오랑주리 미술관;오랑주리미술관;オランジュリー美術館;橘园美术馆;橘園美術館|Paris|FR|48.8638|2.3227|museum
Tuileries Garden|Jardin des Tuileries;튈르리 정원;튈르리정원;チュイルリー公園;テュイルリー庭園;杜乐丽花园;杜樂麗花園|Paris|FR|48.8635|2.3275|park
Canal Saint-Martin|생마르탱 운하;サン・マルタン運河;圣马丁运河;聖馬丁運河;생마르탱운하;サンマルタン運河|Paris|FR|48.8710|2.3650|sight
Père Lachaise Cemetery|Père Lachaise;페르 라셰즈 묘지;페르라셰즈 묘지;ペール・ラシェーズ墓地;拉雪兹神父公墓;拉雪茲神父公墓;페르라셰즈묘지;ペールラシェーズ墓地|Paris|FR|48.8614|2.3933|sight
Shakespeare and Company|셰익스피어 앤 컴퍼니;シェイクスピア・アンド・カンパニー;莎士比亚书店;莎士比亞書店;셰익스피어앤컴퍼니;シェイクスピアアンドカンパニー|Paris|FR|48.8526|2.3471|shop
Musée Rodin|Rodin Museum;로댕 미술관;로댕미술관;ロダン美術館;罗丹美术馆;羅丹美術館|Paris|FR|48.8553|2.3158|museum
Les Invalides|Hôtel des Invalides;Napoleon's Tomb;Musée de l'Armée;앵발리드;앵발리드 군사박물관;アンヴァリッド;廃兵院;荣军院;榮軍院;앵발리드군사박물관|Paris|FR|48.8550|2.3125|museum
Pont Alexandre III|Alexandre III Bridge;알렉상드르 3세 다리;アレクサンドル3世橋;亚历山大三世桥;亞歷山大三世橋|Paris|FR|48.8639|2.3136|sight
Place de la Concorde|콩코르드 광장;콩코드 광장;コンコルド広場;协和广场;協和廣場;콩코르드광장;콩코드광장|Paris|FR|48.8656|2.3212|sight
Palais Garnier|Opéra Garnier;Opera Garnier;Paris Opera House;오페라 가르니에;가르니에 궁;팔레 가르니에;オペラ・ガルニエ;ガルニエ宮;加尼叶歌剧院;加尼葉歌劇院;巴黎歌剧院;巴黎歌劇院;오페라가르니에;가르니에궁;팔레가르니에;オペラガルニエ|Paris|FR|48.8720|2.3316|sight
Galeries Lafayette|Galeries Lafayette Haussmann;갤러리 라파예트;갤러리라파예트;ギャラリー・ラファイエット;老佛爷百货;老佛爺百貨;ギャラリーラファイエット|Paris|FR|48.8738|2.3320|shop
Trocadéro|Place du Trocadéro;Trocadero;Jardins du Trocadéro;트로카데로 광장;트로카데로;トロカデロ広場;トロカデロ;特罗卡德罗广场;特羅卡德羅廣場;트로카데로광장|Paris|FR|48.8616|2.2893|viewpoint
Catacombs of Paris|Paris Catacombs;Catacombes de Paris;Les Catacombes;파리 카타콤;파리 지하묘지;カタコンブ・ド・パリ;カタコンブ;巴黎地下墓穴;파리카타콤;파리지하묘지;カタコンブドパリ|Paris|FR|48.8339|2.3324|sight
Latin Quarter|Quartier Latin;라탱 지구;라틴 지구;カルチェ・ラタン;拉丁区;拉丁區;라탱지구;라틴지구;カルチェラタン|Paris|FR|48.8493|2.3470|neighbourhood
Saint-Germain-des-Prés|Saint Germain des Pres;생제르맹데프레;생제르맹 데 프레;サンジェルマン・デ・プレ;圣日耳曼德佩;聖日耳曼德佩;サンジェルマンデプレ|Paris|FR|48.8539|2.3338|neighbourhood
Pont Neuf|퐁뇌프;퐁네프;퐁 뇌프;ポン・ヌフ;ポンヌフ;巴黎新桥;巴黎新橋|Paris|FR|48.8571|2.3413|sight
Île Saint-Louis|Ile Saint-Louis;생루이섬;생루이 섬;サン・ルイ島;圣路易岛;聖路易島;サンルイ島|Paris|FR|48.8517|2.3567|neighbourhood
Musée Picasso|Picasso Museum Paris;Musée national Picasso-Paris;피카소 미술관 파리;パリ国立ピカソ美術館;巴黎毕加索博物馆;巴黎畢卡索博物館;피카소미술관파리|Paris|FR|48.8598|2.3622|museum
Place de la Bastille|Bastille;바스티유 광장;バスティーユ広場;巴士底广场;巴士底廣場;바스티유광장|Paris|FR|48.8532|2.3692|sight
Moulin Rouge|물랑루즈;물랭루주;물랑 루즈;ムーラン・ルージュ;ムーランルージュ;红磨坊;紅磨坊|Paris|FR|48.8841|2.3323|sight
Montparnasse Tower|Tour Montparnasse;Montparnasse 56;몽파르나스 타워;몽파르나스타워;モンパルナス・タワー;モンパルナスタワー;蒙帕纳斯大楼;蒙帕納斯大樓|Paris|FR|48.8421|2.3219|viewpoint
Grande Arche|La Grande Arche|Puteaux|FR|48.8926|2.2361|sight
La Défense|Paris La Défense|Puteaux|FR|48.8918|2.2385|neighbourhood
Parc des Buttes-Chaumont|Buttes-Chaumont;뷔트 쇼몽 공원;ビュット・ショーモン公園;肖蒙山丘公园;肖蒙山丘公園;뷔트쇼몽공원;ビュットショーモン公園|Paris|FR|48.8809|2.3828|park
Jardin des Plantes|파리 식물원;パリ植物園;巴黎植物园;巴黎植物園;파리식물원|Paris|FR|48.8440|2.3596|park
Musée Marmottan Monet|Marmottan Museum;마르모탕 모네 미술관;마르모탕 미술관;マルモッタン・モネ美術館;马蒙丹莫奈美术馆;瑪摩丹莫內美術館;마르모탕모네미술관;마르모탕미술관;マルモッタンモネ美術館|Paris|FR|48.8593|2.2673|museum
Fondation Louis Vuitton|Louis Vuitton Foundation;루이 비통 재단;루이비통 재단;フォンダシオン ルイ・ヴィトン;路易威登基金会;路易威登基金會;루이비통재단|Paris|FR|48.8766|2.2634|museum
Bois de Boulogne|불로뉴 숲;ブローニュの森;布洛涅森林;불로뉴숲|Paris|FR|48.8625|2.2491|park
Disneyland Paris|Disneyland Park Paris;Euro Disney|Chessy|FR|48.8722|2.7758|sight
Basilica of Saint-Denis|Basilique de Saint-Denis;Saint-Denis Basilica|Saint-Denis|FR|48.9356|2.3599|religious
Rue Cler||Paris|FR|48.8559|2.3065|market
Marché des Enfants Rouges|Marche des Enfants Rouges;앙팡 루즈 시장;アンファン・ルージュ市場;红孩儿市场;紅孩兒市場;앙팡루즈시장;アンファンルージュ市場|Paris|FR|48.8628|2.3618|market
Place du Tertre|테르트르 광장;テルトル広場;小丘广场;小丘廣場;테르트르광장|Paris|FR|48.8865|2.3408|sight
Palais-Royal|Palais Royal;Jardin du Palais-Royal;팔레 루아얄;팔레루아얄;パレ・ロワイヤル;巴黎皇家宫殿;巴黎皇家宮殿;パレロワイヤル|Paris|FR|48.8638|2.3372|park
Colonnes de Buren|Buren Columns;Les Deux Plateaux|Paris|FR|48.8634|2.3369|sight
Conciergerie|La Conciergerie;콩시에르주리;コンシェルジュリー;巴黎古监狱;巴黎古監獄|Paris|FR|48.8560|2.3458|sight
Hôtel de Ville Paris|Paris City Hall;파리 시청;パリ市庁舎;巴黎市政厅;巴黎市政廳;파리시청|Paris|FR|48.8566|2.3522|sight
Musée du quai Branly|Quai Branly Museum;Musée du quai Branly – Jacques Chirac;케 브랑리 박물관;ケ・ブランリ美術館;凯布朗利博物馆;凱布朗利博物館;케브랑리박물관;ケブランリ美術館|Paris|FR|48.8609|2.2977|museum
Petit Palais|프티 팔레;プティ・パレ;小皇宫;小皇宮;프티팔레;プティパレ|Paris|FR|48.8660|2.3146|museum
Grand Palais|그랑 팔레;グラン・パレ;그랑팔레;グランパレ|Paris|FR|48.8661|2.3125|sight
Saint-Sulpice|Église Saint-Sulpice;생쉴피스 성당;サン・シュルピス教会;圣叙尔皮斯教堂;聖敘爾比斯教堂;생쉴피스성당;サンシュルピス教会|Paris|FR|48.8510|2.3349|religious
Rue Mouffetard|La Mouffe;무프타르 거리;ムフタール通り;穆浮塔街;무프타르거리|Paris|FR|48.8424|2.3498|market
Wall of Love|Le Mur des Je t'aime;Mur des je t'aime;사랑해 벽;ジュテームの壁;巴黎爱墙;巴黎愛牆;사랑해벽|Paris|FR|48.8848|2.3387|sight
Pont de Bir-Hakeim|Bir-Hakeim Bridge;비르아켐 다리;비르하켐 다리;ビル・アケム橋;比尔哈克姆桥;比爾哈克姆橋;비르아켐다리;비르하켐다리;ビルアケム橋|Paris|FR|48.8556|2.2876|viewpoint
Musée de Cluny|Cluny Museum;Musée national du Moyen Âge;클뤼니 박물관;クリュニー美術館;克吕尼博物馆;克呂尼博物館;클뤼니박물관|Paris|FR|48.8505|2.3439|museum
Château de Fontainebleau|Palace of Fontainebleau|Fontainebleau|FR|48.4020|2.7000|sight
Monet's Garden|Fondation Claude Monet;Maison et jardins de Claude Monet;모네의 정원;모네 정원;지베르니 모네의 집;モネの庭;モネの家;莫奈花园;莫內花園;모네의정원;모네정원;지베르니모네의집|Vernon|FR|49.0753|1.5339|park
Mont-Saint-Michel|Mont Saint-Michel;Le Mont-Saint-Michel;圣米歇尔山;聖米歇爾山;モン・サン＝ミシェル;몽생미셸;몽 생 미셸;モンサンミッシェル|Pontorson|FR|48.6361|-1.5115|sight
Château de Chambord|Chambord;샹보르 성;シャンボール城;香波堡;샹보르성|Blois|FR|47.6161|1.5170|sight
Château de Chenonceau|Chenonceau;쉬농소 성;シュノンソー城;舍农索城堡;雪儂梭堡;쉬농소성|Amboise|FR|47.3249|1.0703|sight
Château d'Amboise|Amboise Castle;Royal Château of Amboise|Amboise|FR|47.4130|0.9860|sight
Promenade des Anglais||Nice|FR|43.6950|7.2650|sight
Castle Hill Nice|Colline du Château|Nice|FR|43.6950|7.2800|viewpoint
Cours Saleya|Cours Saleya Market|Nice|FR|43.6956|7.2755|market
Place Masséna|Place Massena|Nice|FR|43.6975|7.2703|sight
Musée Matisse||Nice|FR|43.7197|7.2760|museum
Èze|Eze Village;Èze Village|Èze|FR|43.7280|7.3617|neighbourhood
Notre-Dame de la Garde|La Bonne Mère;Basilique Notre-Dame-de-la-Garde|Marseille|FR|43.2840|5.3713|religious
Vieux-Port de Marseille|Old Port of Marseille|Marseille|FR|43.2951|5.3740|sight
MuCEM|Musée des Civilisations de l'Europe et de la Méditerranée|Marseille|FR|43.2968|5.3611|museum
Calanques National Park|Calanques;Parc national des Calanques|Marseille|FR|43.2130|5.4500|nature
Le Panier||Marseille|FR|43.2990|5.3690|neighbourhood
Château d'If||Marseille|FR|43.2799|5.3251|sight
Marseille Cathedral|Cathédrale de la Major|Marseille|FR|43.2995|5.3644|religious
Basilica of Notre-Dame de Fourvière|Fourvière;Basilique Notre-Dame de Fourvière|Lyon|FR|45.7623|4.8227|religious
Vieux Lyon|Old Lyon|Lyon|FR|45.7625|4.8270|neighbourhood
Place Bellecour|Bellecour|Lyon|FR|45.7578|4.8320|sight
Parc de la Tête d'Or|Tete d'Or Park|Lyon|FR|45.7772|4.8553|park
Les Halles de Lyon Paul Bocuse|Halles Paul Bocuse|Lyon|FR|45.7630|4.8510|market
Musée des Confluences|Confluences Museum|Lyon|FR|45.7327|4.8180|museum
Place de la Bourse||Bordeaux|FR|44.8413|-0.5696|sight
Miroir d'eau|Water Mirror Bordeaux;Miroir d'eau de Bordeaux|Bordeaux|FR|44.8416|-0.5690|sight
La Cité du Vin|Cite du Vin|Bordeaux|FR|44.8625|-0.5503|museum
Grosse Cloche||Bordeaux|FR|44.8358|-0.5713|sight
Strasbourg Cathedral|Cathédrale Notre-Dame de Strasbourg|Strasbourg|FR|48.5818|7.7510|religious
Petite France|La Petite France|Strasbourg|FR|48.5806|7.7400|neighbourhood
Palais des Papes|Palace of the Popes|Avignon|FR|43.9508|4.8075|sight
Pont d'Avignon|Pont Saint-Bénézet;Pont Saint-Benezet|Avignon|FR|43.9539|4.8050|sight
Pont du Gard||Nîmes|FR|43.9475|4.5350|sight
Cité de Carcassonne|Carcassonne Citadel|Carcassonne|FR|43.2063|2.3637|sight
Little Venice Colmar|La Petite Venise;쁘띠 베니스;콜마르 쁘띠 베니스;プティット・ヴニーズ;科尔马小威尼斯;柯瑪小威尼斯;쁘띠베니스;콜마르쁘띠베니스;プティットヴニーズ|Colmar|FR|48.0740|7.3570|neighbourhood
Palais de l'Isle||Annecy|FR|45.8992|6.1294|sight
Aiguille du Midi||Chamonix|FR|45.8786|6.8874|viewpoint
Étretat Cliffs|Falaises d'Étretat;Etretat Cliffs;에트르타 절벽;エトルタの断崖;埃特尔塔悬崖;埃特爾塔懸崖;에트르타절벽|Étretat|FR|49.7070|0.1990|nature
Sanctuary of Our Lady of Lourdes|Lourdes Sanctuary;Grotto of Massabielle|Lourdes|FR|43.0975|-0.0580|religious
Musée Carnavalet|Carnavalet Museum|Paris|FR|48.8575|2.3624|museum
Galerie Vivienne|갤러리 비비엔;ギャルリー・ヴィヴィエンヌ;薇薇安拱廊;갤러리비비엔;ギャルリーヴィヴィエンヌ|Paris|FR|48.8665|2.3397|shop
Le Bon Marché|Bon Marché;르 봉 마르셰;봉마르셰;ル・ボン・マルシェ;乐蓬马歇;樂蓬馬歇;르봉마르셰;ルボンマルシェ|Paris|FR|48.8510|2.3240|shop
Arc de Triomphe du Carrousel|카루젤 개선문;カルーゼル凱旋門;卡鲁索凯旋门;卡魯索凱旋門;카루젤개선문|Paris|FR|48.8617|2.3330|sight
Place Vendôme|방돔 광장;ヴァンドーム広場;旺多姆广场;旺多姆廣場;방돔광장|Paris|FR|48.8675|2.3294|sight
Musée Grévin|Grévin Museum;그레뱅 박물관;グレヴァン美術館;格雷万蜡像馆;格雷萬蠟像館;그레뱅박물관|Paris|FR|48.8718|2.3422|museum
Parc Monceau|몽소 공원;モンソー公園;蒙索公园;蒙索公園;몽소공원|Paris|FR|48.8796|2.3088|park
Sorbonne|La Sorbonne;소르본 대학;소르본;ソルボンヌ;索邦大学;索邦大學;소르본대학|Paris|FR|48.8487|2.3434|sight
Parc de la Villette|La Villette;라빌레트 공원;ラ・ヴィレット公園;拉维莱特公园;拉維萊特公園;라빌레트공원;ラヴィレット公園|Paris|FR|48.8940|2.3900|park
Marché aux Puces de Saint-Ouen|Saint-Ouen Flea Market;Puces de Saint-Ouen|Saint-Ouen|FR|48.9017|2.3429|market
Stade de France||Saint-Denis|FR|48.9245|2.3601|sight
Omaha Beach||Bayeux|FR|49.3690|-0.8720|beach
Bayeux Tapestry|Tapisserie de Bayeux|Bayeux|FR|49.2740|-0.7000|museum
Rouen Cathedral|Cathédrale Notre-Dame de Rouen|Rouen|FR|49.4402|1.0950|religious
Vieux Bassin Honfleur|Vieux Bassin|Honfleur|FR|49.4190|0.2330|sight
Arles Amphitheatre|Arènes d'Arles|Arles|FR|43.6780|4.6310|sight
Arena of Nîmes|Arènes de Nîmes|Nîmes|FR|43.8347|4.3597|sight
Palais des Festivals|Palais des Festivals et des Congrès|Cannes|FR|43.5510|7.0170|sight
La Croisette|Boulevard de la Croisette|Cannes|FR|43.5510|7.0260|sight
Rocher de la Vierge||Biarritz|FR|43.4840|-1.5650|viewpoint
Capitole de Toulouse||Toulouse|FR|43.6045|1.4440|sight
Place du Capitole||Toulouse|FR|43.6045|1.4434|sight
Reims Cathedral|Cathédrale Notre-Dame de Reims|Reims|FR|49.2535|4.0340|religious
Grand Place Lille|Place du Général-de-Gaulle Lille|Lille|FR|50.6370|3.0630|sight
Pont des Arts|Passerelle des Arts;퐁데자르;퐁 데 자르;ポン・デ・ザール;艺术桥;藝術橋;ポンデザール|Paris|FR|48.8583|2.3375|sight
Place Dauphine||Paris|FR|48.8565|2.3423|sight
Île de la Cité|Ile de la Cite;시테섬;시테 섬;シテ島;西岱岛;西堤島|Paris|FR|48.8550|2.3470|neighbourhood
Musée Jacquemart-André|Jacquemart-André Museum;자크마르 앙드레 미술관;ジャックマール・アンドレ美術館;雅克马尔-安德烈博物馆;자크마르앙드레미술관;ジャックマールアンドレ美術館|Paris|FR|48.8755|2.3107|museum
Palais de Tokyo|팔레 드 도쿄;パレ・ド・トーキョー;东京宫;東京宮;팔레드도쿄;パレドトーキョー|Paris|FR|48.8641|2.2966|museum
Marché d'Aligre|Marche d'Aligre;Marché Beauvau;알리그르 시장;アリーグル市場;阿里格尔市场;알리그르시장|Paris|FR|48.8490|2.3786|market
Passage des Panoramas|파사주 데 파노라마;パッサージュ・デ・パノラマ;全景廊街;파사주데파노라마;パッサージュデパノラマ|Paris|FR|48.8712|2.3418|shop
Rue Crémieux|Rue Cremieux;크레미외 거리;クレミュー通り;克雷米厄街;크레미외거리|Paris|FR|48.8470|2.3727|sight
Belleville||Paris|FR|48.8717|2.3847|viewpoint
Parc de Belleville||Paris|FR|48.8717|2.3847|park
Pigalle|Place Pigalle;피갈;ピガール;皮加勒|Paris|FR|48.8821|2.3372|neighbourhood
Café de Flore|Cafe de Flore;카페 드 플로르;カフェ・ド・フロール;花神咖啡馆;花神咖啡館;카페드플로르;カフェドフロール|Paris|FR|48.8541|2.3326|food
Les Deux Magots|Deux Magots;레 되 마고;레되마고;レ・ドゥ・マゴ;双叟咖啡馆;雙叟咖啡館;レドゥマゴ|Paris|FR|48.8540|2.3334|food
Angelina Paris|Angelina Rivoli;파리 안젤리나;アンジェリーナ・パリ;安吉丽娜咖啡馆;安吉麗娜咖啡館|Paris|FR|48.8650|2.3283|food
Saint-Eustache|Église Saint-Eustache;Saint Eustache Church;생퇴스타슈 성당;サントゥスタッシュ教会;圣厄斯塔什教堂;聖猶斯坦堂;생퇴스타슈성당|Paris|FR|48.8634|2.3451|religious
La Madeleine|Église de la Madeleine;Madeleine Church;마들렌 성당;マドレーヌ寺院;マドレーヌ教会;玛德莲教堂;瑪德蓮教堂;마들렌성당|Paris|FR|48.8700|2.3245|religious
Bourse de Commerce|Bourse de Commerce – Pinault Collection;Pinault Collection;부르스 드 코메르스;ブルス・ドゥ・コメルス;巴黎商品交易所;부르스드코메르스;ブルスドゥコメルス|Paris|FR|48.8628|2.3428|museum
Forum des Halles|Les Halles;포럼 데 알;フォーラム・デ・アール;巴黎大堂;포럼데알;フォーラムデアール|Paris|FR|48.8622|2.3470|shop
Printemps Haussmann|프렝탕 백화점;쁘렝땅 백화점;プランタン・オスマン本店;春天百货;春天百貨;프렝탕백화점;쁘렝땅백화점;プランタンオスマン本店|Paris|FR|48.8738|2.3280|shop
La Samaritaine|Samaritaine;사마리텐 백화점;ラ・サマリテーヌ;莎玛丽丹百货;莎瑪麗丹百貨;사마리텐백화점;ラサマリテーヌ|Paris|FR|48.8590|2.3428|shop
Grand Mosque of Paris|Grande Mosquée de Paris;Paris Mosque;파리 대모스크;パリ・グランド・モスク;巴黎大清真寺;파리대모스크;パリグランドモスク|Paris|FR|48.8420|2.3551|religious
Institut du monde arabe|Arab World Institute;아랍 세계 연구소;アラブ世界研究所;阿拉伯世界研究所;아랍세계연구소|Paris|FR|48.8489|2.3572|museum
Champ de Mars|샹 드 마르스;샹드마르스 공원;シャン・ド・マルス公園;巴黎战神广场;巴黎戰神廣場;샹드마르스;샹드마르스공원;シャンドマルス公園|Paris|FR|48.8556|2.2986|park
Musée des Arts Décoratifs|Museum of Decorative Arts Paris;장식 미술관;パリ装飾芸術美術館;装饰艺术博物馆;裝飾藝術博物館;장식미술관|Paris|FR|48.8631|2.3330|museum
Atelier des Lumières|Atelier des Lumieres;빛의 아틀리에;アトリエ・デ・リュミエール;光之工作室;빛의아틀리에;アトリエデリュミエール|Paris|FR|48.8619|2.3809|museum
Cité des Sciences et de l'Industrie|Cité des Sciences;과학산업관;シテ科学産業博物館;科学工业城;科學工業城|Paris|FR|48.8956|2.3880|museum
Vieux Nice|Old Town Nice;Vieille Ville Nice|Nice|FR|43.6970|7.2760|neighbourhood
Port Lympia|Port of Nice;Port de Nice|Nice|FR|43.6960|7.2850|sight
Musée Marc Chagall|Marc Chagall National Museum;Chagall Museum|Nice|FR|43.7089|7.2693|museum
MAMAC|Musée d'Art Moderne et d'Art Contemporain|Nice|FR|43.7016|7.2783|museum
Cimiez Monastery|Monastère de Cimiez|Nice|FR|43.7197|7.2785|religious
Cimiez|Cimiez Hill;Colline de Cimiez|Nice|FR|43.7195|7.2770|neighbourhood
Russian Orthodox Cathedral Nice|St Nicholas Orthodox Cathedral;Cathédrale Saint-Nicolas de Nice|Nice|FR|43.7038|7.2533|religious
Villa Ephrussi de Rothschild|Villa Ephrussi|Saint-Jean-Cap-Ferrat|FR|43.6955|7.3297|sight
Fondation Maeght||Saint-Paul-de-Vence|FR|43.7011|7.1161|museum
Antibes Old Town|Vieil Antibes|Antibes|FR|43.5808|7.1283|neighbourhood
Musée Picasso Antibes|Picasso Museum Antibes|Antibes|FR|43.5808|7.1283|museum
Marché Forville|Forville Market|Cannes|FR|43.5524|7.0130|market
Cathédrale Saint-Jean|Lyon Cathedral;Cathédrale Saint-Jean-Baptiste de Lyon|Lyon|FR|45.7607|4.8274|religious
Traboules|Traboule|Lyon|FR|45.7630|4.8275|sight
Tour Rose|Maison du Crible|Lyon|FR|45.7636|4.8272|sight
Croix-Rousse|La Croix-Rousse|Lyon|FR|45.7750|4.8310|neighbourhood
Place des Terreaux||Lyon|FR|45.7675|4.8335|sight
Hôtel de Ville de Lyon|Lyon City Hall|Lyon|FR|45.7676|4.8357|sight
Fontaine Bartholdi|Bartholdi Fountain|Lyon|FR|45.7677|4.8334|sight
Musée des Beaux-Arts de Lyon|Lyon Fine Arts Museum|Lyon|FR|45.7667|4.8337|museum
Roman Theatres of Fourvière|Théâtres romains de Fourvière;Ancient Theatre of Fourvière|Lyon|FR|45.7597|4.8197|sight
Fresque des Lyonnais|Fresco of the Lyonnais|Lyon|FR|45.7669|4.8276|sight
Bordeaux Cathedral|Cathédrale Saint-André de Bordeaux|Bordeaux|FR|44.8378|-0.5775|religious
Basilique Saint-Michel Bordeaux|Saint-Michel Bordeaux|Bordeaux|FR|44.8346|-0.5667|religious
Flèche Saint-Michel|Saint-Michel Bell Tower Bordeaux|Bordeaux|FR|44.8343|-0.5665|viewpoint
Rue Sainte-Catherine|Rue Sainte Catherine Bordeaux|Bordeaux|FR|44.8400|-0.5740|shop
Bassins de Lumières||Bordeaux|FR|44.8703|-0.5592|museum
Dune of Pilat|Dune du Pilat;Dune du Pyla|La Teste-de-Buch|FR|44.5890|-1.2130|nature
Saint-Émilion|Saint Emilion|Saint-Émilion|FR|44.8940|-0.1553|neighbourhood
Monolithic Church of Saint-Émilion|Église monolithe de Saint-Émilion|Saint-Émilion|FR|44.8937|-0.1553|religious
Basilica of Saint-Sernin|Basilique Saint-Sernin;Saint-Sernin|Toulouse|FR|43.6083|1.4419|religious
Cité de l'espace|Cite de l'Espace|Toulouse|FR|43.5866|1.4934|museum
Couvent des Jacobins|Jacobins Toulouse|Toulouse|FR|43.6037|1.4400|religious
Place Stanislas|Place Stanislas Nancy|Nancy|FR|48.6936|6.1833|sight
Place de la Comédie|Place de la Comedie Montpellier|Montpellier|FR|43.6085|3.8796|sight
Old Port of La Rochelle|Vieux-Port de La Rochelle|La Rochelle|FR|46.1558|-1.1534|sight
Château de Chantilly|Chantilly Castle|Chantilly|FR|49.1939|2.4856|sight
Château de Vaux-le-Vicomte|Vaux-le-Vicomte|Maincy|FR|48.5656|2.7139|sight
Sénanque Abbey|Abbaye de Sénanque|Gordes|FR|43.9283|5.1872|religious
Roussillon ochre trail|Sentier des Ocres;Ochre Trail;Sentier des Ocres Roussillon|Roussillon|FR|43.9020|5.2940|nature
Les Baux-de-Provence||Arles|FR|43.7440|4.7950|neighbourhood
Carrières des Lumières|Carrières de Lumières|Arles|FR|43.7486|4.7961|museum
Château de Cheverny|Cheverny|Cheverny|FR|47.5000|1.4580|sight
Château de Villandry||Villandry|FR|47.3400|0.5140|sight
Villandry Gardens|Jardins de Villandry|Villandry|FR|47.3398|0.5145|park
Hospices de Beaune|Hôtel-Dieu de Beaune|Beaune|FR|47.0214|4.8379|museum
Annecy Old Town|Vieille Ville Annecy|Annecy|FR|45.8990|6.1270|neighbourhood
Pont des Amours|Passerelle du Jardin public|Annecy|FR|45.9003|6.1314|sight
Lake Annecy|Lac d'Annecy|Annecy|FR|45.8600|6.1700|nature
Mer de Glace|Montenvers|Chamonix|FR|45.9280|6.9180|nature
La Vieille Charité|Vieille Charité|Marseille|FR|43.2992|5.3678|museum
Palais Longchamp||Marseille|FR|43.3045|5.3940|sight
Cours Julien||Marseille|FR|43.2940|5.3840|neighbourhood
Vallon des Auffes||Marseille|FR|43.2855|5.3500|sight
Noailles Market|Marché de Noailles|Marseille|FR|43.2966|5.3815|market
Big Ben|Elizabeth Tower;大本钟;ビッグ・ベン;빅벤;大笨鐘;ビッグベン;빅 벤;ビッグ・ベン時計塔;大本鐘;伊丽莎白塔;伊麗莎白塔;ビッグベン時計塔|London|GB|51.5007|-0.1246|sight
Tower of London|伦敦塔;倫敦塔;ロンドン塔;런던탑;Torre de Londres;Tour de Londres;런던 탑;런던타워|London|GB|51.5081|-0.0759|sight
Tower Bridge|伦敦塔桥;タワーブリッジ;타워 브리지;倫敦塔橋;Puente de la Torre;타워브리지;타워 브릿지;타워브릿지;タワー・ブリッジ;塔桥;塔橋|London|GB|51.5055|-0.0754|sight
British Museum|大英博物馆;大英博物館;대영박물관;영국 박물관;대영 박물관;ブリティッシュ・ミュージアム;영국박물관;ブリティッシュミュージアム|London|GB|51.5194|-0.1270|museum
Buckingham Palace|白金汉宫;バッキンガム宮殿;버킹엄 궁전;白金漢宮;Palacio de Buckingham;Palais de Buckingham;버킹엄궁전;버킹엄 궁;버킹엄궁|London|GB|51.5014|-0.1419|sight
Westminster Abbey|威斯敏斯特教堂;西敏寺;ウェストミンスター寺院;웨스트민스터 사원;Abadía de Westminster;Abbaye de Westminster;웨스트민스터사원;ウェストミンスター・アビー;ウェストミンスターアビー|London|GB|51.4993|-0.1273|religious
London Eye|伦敦眼;ロンドン・アイ;倫敦眼;런던아이;런던 아이;ロンドンアイ;倫敦之眼;伦敦之眼|London|GB|51.5033|-0.1196|viewpoint
Tate Modern|테이트 모던;테이트모던;テート・モダン;泰特现代美术馆;泰特現代美術館;テートモダン|London|GB|51.5076|-0.0994|museum
St Paul's Cathedral|St. Paul's Cathedral;세인트 폴 대성당;세인트폴 대성당;セント・ポール大聖堂;圣保罗大教堂;聖保羅大教堂;세인트폴대성당;セントポール大聖堂|London|GB|51.5138|-0.0984|religious
Borough Market|버러 마켓;버로우 마켓;버로우마켓;バラ・マーケット;博罗市场;波羅市場;버러마켓;バラマーケット|London|GB|51.5055|-0.0910|market
Camden Market|캠든 마켓;캠든마켓;カムデン・マーケット;卡姆登市场;肯頓市集;カムデンマーケット|London|GB|51.5415|-0.1460|market
Hyde Park|하이드 파크;하이드파크;ハイド・パーク;ハイドパーク;海德公园;海德公園|London|GB|51.5073|-0.1657|park
National Gallery|내셔널 갤러리;내셔널갤러리;ナショナル・ギャラリー;英国国家美术馆;英國國家美術館;ナショナルギャラリー|London|GB|51.5089|-0.1283|museum
Natural History Museum|런던 자연사박물관;ロンドン自然史博物館;伦敦自然历史博物馆;倫敦自然史博物館;런던자연사박물관|London|GB|51.4967|-0.1764|museum
Covent Garden|코벤트 가든;코벤트가든;コヴェント・ガーデン;コベントガーデン;柯芬园;柯芬園;コヴェントガーデン|London|GB|51.5117|-0.1240|neighbourhood
Notting Hill|노팅힐;노팅 힐;ノッティング・ヒル;诺丁山;諾丁山;ノッティングヒル|London|GB|51.5150|-0.2050|neighbourhood
Portobello Road Market|Portobello Road;Portobello Market|London|GB|51.5155|-0.2040|market
Sky Garden|스카이 가든;스카이가든;スカイ・ガーデン;伦敦空中花园;倫敦空中花園;スカイガーデン|London|GB|51.5113|-0.0835|viewpoint
Kew Gardens|Royal Botanic Gardens, Kew;큐 가든;큐가든;キュー・ガーデン;キューガーデン;邱园;邱園|London|GB|51.4787|-0.2956|park
Edinburgh Castle|爱丁堡城堡;愛丁堡城堡;エディンバラ城;에든버러 성;에든버러성;에딘버러 성;에딘버러성;エジンバラ城|Edinburgh|GB|55.9486|-3.1999|sight
Royal Mile|로열 마일;로얄마일;로얄 마일;ロイヤル・マイル;皇家英里大道;皇家一英里;로열마일;ロイヤルマイル|Edinburgh|GB|55.9503|-3.1883|sight
Arthur's Seat|아서스 시트;아서왕의 자리;アーサーズ・シート;亚瑟王座;亞瑟王座;아서스시트;아서왕의자리;アーサーズシート|Edinburgh|GB|55.9441|-3.1618|viewpoint
Calton Hill|칼튼 힐;칼튼힐;カールトン・ヒル;卡尔顿山;卡爾頓山;カールトンヒル|Edinburgh|GB|55.9553|-3.1827|viewpoint
Holyrood Palace|Palace of Holyroodhouse;홀리루드 궁전;ホリールード宮殿;荷里路德宫;荷里路德宮;홀리루드궁전|Edinburgh|GB|55.9527|-3.1722|sight
Victoria Street|爱丁堡维多利亚街;에든버러 빅토리아 스트리트;에든버러빅토리아스트리트|Edinburgh|GB|55.9483|-3.1934|sight
Dean Village|딘 빌리지;딘빌리지;ディーン・ヴィレッジ;迪恩村;ディーンヴィレッジ|Edinburgh|GB|55.9523|-3.2150|neighbourhood
National Museum of Scotland|스코틀랜드 국립박물관;スコットランド国立博物館;苏格兰国家博物馆;蘇格蘭國家博物館;스코틀랜드국립박물관|Edinburgh|GB|55.9470|-3.1894|museum
Houses of Parliament|Palace of Westminster;웨스트민스터 궁전;ウェストミンスター宮殿;英国国会大厦;英國國會大廈;威斯敏斯特宫;西敏宮;웨스트민스터궁전|London|GB|51.4995|-0.1248|sight
Trafalgar Square|트래펄가 광장;트라팔가 광장;トラファルガー広場;特拉法加广场;特拉法加廣場;트래펄가광장;트라팔가광장|London|GB|51.5080|-0.1281|sight
Victoria and Albert Museum|V&A;V&A Museum;빅토리아 앤 앨버트 박물관;V&A 박물관;ヴィクトリア&アルバート博物館;维多利亚与艾伯特博物馆;維多利亞與艾伯特博物館;빅토리아앤앨버트박물관|London|GB|51.4966|-0.1722|museum
Science Museum|런던 과학박물관;ロンドン科学博物館;伦敦科学博物馆;倫敦科學博物館;런던과학박물관|London|GB|51.4978|-0.1745|museum
Millennium Bridge|London Millennium Footbridge;밀레니엄 브리지;밀레니엄 다리;ミレニアム・ブリッジ;千禧桥;千禧橋;밀레니엄브리지;밀레니엄다리;ミレニアムブリッジ|London|GB|51.5095|-0.0985|sight
The Shard|Shard;View from The Shard;더 샤드;샤드;ザ・シャード;碎片大厦;碎片大廈;더샤드;ザシャード|London|GB|51.5045|-0.0865|viewpoint
Piccadilly Circus|피카딜리 서커스;피카딜리서커스;ピカデリー・サーカス;皮卡迪利广场;皮卡迪利圓環;皮卡迪里圆环;ピカデリーサーカス|London|GB|51.5101|-0.1340|sight
Kensington Palace|켄싱턴 궁전;켄싱턴궁전;ケンジントン宮殿;肯辛顿宫;肯辛頓宮|London|GB|51.5058|-0.1877|sight
Shakespeare's Globe|Globe Theatre;셰익스피어 글로브 극장;글로브 극장;グローブ座;莎士比亚环球剧院;莎士比亞環球劇場;셰익스피어글로브극장;글로브극장|London|GB|51.5081|-0.0972|sight
Leicester Square|레스터 스퀘어;레스터스퀘어;レスター・スクエア;莱斯特广场;萊斯特廣場;レスタースクエア|London|GB|51.5103|-0.1300|sight
Soho|Soho London|London|GB|51.5136|-0.1365|neighbourhood
Oxford Street|옥스퍼드 스트리트;옥스포드 스트리트;オックスフォード・ストリート;牛津街;옥스퍼드스트리트;옥스포드스트리트;オックスフォードストリート|London|GB|51.5152|-0.1418|shop
Regent's Park|Regents Park;리젠트 파크;리젠츠 파크;リージェンツ・パーク;摄政公园;攝政公園;리젠트파크;리젠츠파크;リージェンツパーク|London|GB|51.5313|-0.1570|park
Primrose Hill|프림로즈 힐;プリムローズ・ヒル;樱草花山;櫻草丘;프림로즈힐;プリムローズヒル|London|GB|51.5394|-0.1608|viewpoint
Royal Observatory Greenwich|Royal Observatory;Greenwich Meridian;그리니치 천문대;그리니치천문대;グリニッジ天文台;格林威治天文台|London|GB|51.4769|-0.0005|museum
Cutty Sark|커티 삭;커티삭;カティーサーク;卡蒂萨克号;卡蒂薩克號|London|GB|51.4828|-0.0096|museum
Harrods|해러즈;해롯 백화점;ハロッズ;哈罗德百货;哈洛德百貨;해롯백화점|London|GB|51.4994|-0.1632|shop
Churchill War Rooms|Cabinet War Rooms;처칠 워 룸;처칠 전쟁 내각실;チャーチル博物館;丘吉尔战时内阁室;邱吉爾戰時內閣室;처칠워룸;처칠전쟁내각실|London|GB|51.5021|-0.1291|museum
Abbey Road Crossing|Abbey Road;Abbey Road Studios;애비 로드;애비로드 횡단보도;アビー・ロード;アビーロード;艾比路;艾比路斑马线;애비로드;애비로드횡단보도|London|GB|51.5320|-0.1779|sight
Platform 9¾|Platform 9 3/4;King's Cross Platform 9¾;9와 3/4 승강장;9와 4분의 3 승강장;9¾番線;9又3/4站台;九又四分之三月台|London|GB|51.5322|-0.1240|sight
Warner Bros. Studio Tour London|Harry Potter Studio Tour;Making of Harry Potter;해리포터 스튜디오;워너 브라더스 스튜디오 런던;ハリー・ポッター・スタジオツアー;ワーナー・ブラザース・スタジオツアー・ロンドン;哈利波特影城;哈利波特片場;해리포터스튜디오;워너브라더스스튜디오런던;ハリーポッタースタジオツアー;ワーナーブラザーススタジオツアーロンドン|Watford|GB|51.6903|-0.4180|museum
Brick Lane|브릭 레인;브릭레인;ブリック・レーン;红砖巷;紅磚巷;ブリックレーン|London|GB|51.5216|-0.0717|market
Shoreditch|쇼디치;ショーディッチ;肖尔迪奇;修迪奇|London|GB|51.5255|-0.0790|neighbourhood
Columbia Road Flower Market|Columbia Road|London|GB|51.5291|-0.0700|market
St James's Park|St. James's Park;세인트 제임스 파크;セント・ジェームズ・パーク;圣詹姆斯公园;聖詹姆斯公園;세인트제임스파크;セントジェームズパーク|London|GB|51.5025|-0.1348|park
Tate Britain|테이트 브리튼;テート・ブリテン;泰特不列颠美术馆;泰特英國美術館;테이트브리튼;テートブリテン|London|GB|51.4910|-0.1278|museum
Somerset House|서머싯 하우스;サマセット・ハウス;萨默塞特府;薩默塞特府;서머싯하우스;サマセットハウス|London|GB|51.5110|-0.1172|sight
Leadenhall Market|레든홀 마켓;레던홀 마켓;レドンホール・マーケット;利德贺市场;利德賀市場;레든홀마켓;레던홀마켓;レドンホールマーケット|London|GB|51.5128|-0.0835|market
Sherlock Holmes Museum|221B Baker Street;셜록 홈즈 박물관;셜록홈즈 박물관;シャーロック・ホームズ博物館;福尔摩斯博物馆;福爾摩斯博物館;셜록홈즈박물관;シャーロックホームズ博物館|London|GB|51.5238|-0.1586|museum
Madame Tussauds London|Madame Tussauds;마담 투소 런던;マダム・タッソー ロンドン;伦敦杜莎夫人蜡像馆;倫敦杜莎夫人蠟像館;마담투소런던|London|GB|51.5229|-0.1551|museum
Hampton Court Palace|Hampton Court;햄프턴 코트 궁전;ハンプトン・コート宮殿;汉普顿宫;漢普頓宮;햄프턴코트궁전;ハンプトンコート宮殿|London|GB|51.4036|-0.3378|sight
Windsor Castle|윈저 성;윈저성;ウィンザー城;温莎城堡;溫莎城堡|Windsor|GB|51.4839|-0.6044|sight
Wembley Stadium|웸블리 스타디움;ウェンブリー・スタジアム;温布利球场;溫布利球場;웸블리스타디움;ウェンブリースタジアム|London|GB|51.5560|-0.2795|sight
Little Venice London|Little Venice;리틀 베니스;リトル・ベニス;리틀베니스;リトルベニス|London|GB|51.5217|-0.1840|neighbourhood
Carnaby Street|카나비 스트리트;カーナビー・ストリート;卡纳比街;卡納比街;카나비스트리트;カーナビーストリート|London|GB|51.5133|-0.1389|shop
Liberty London|Liberty department store;리버티 백화점;リバティ百貨店;利伯提百货;利伯提百貨;리버티백화점|London|GB|51.5139|-0.1403|shop
Highgate Cemetery|하이게이트 묘지;ハイゲイト墓地;海格特公墓;하이게이트묘지|London|GB|51.5670|-0.1470|sight
Radcliffe Camera|래드클리프 카메라;ラドクリフ・カメラ;拉德克利夫图书馆;拉德克里夫圖書館;래드클리프카메라;ラドクリフカメラ|Oxford|GB|51.7534|-1.2540|sight
Bodleian Library|보들리언 도서관;ボドリアン図書館;博德利图书馆;博德利圖書館;보들리언도서관|Oxford|GB|51.7540|-1.2545|sight
Christ Church Oxford|Christ Church College;Christ Church Cathedral Oxford|Oxford|GB|51.7500|-1.2560|sight
Ashmolean Museum|Ashmolean|Oxford|GB|51.7553|-1.2600|museum
Bridge of Sighs Oxford|Hertford Bridge|Oxford|GB|51.7542|-1.2534|sight
King's College Chapel|King's College Cambridge;킹스 칼리지 예배당;キングス・カレッジ・チャペル;国王学院礼拜堂;國王學院禮拜堂;킹스칼리지예배당;キングスカレッジチャペル|Cambridge|GB|52.2046|0.1165|religious
Mathematical Bridge||Cambridge|GB|52.2022|0.1150|sight
Fitzwilliam Museum||Cambridge|GB|52.2001|0.1195|museum
Trinity College Cambridge||Cambridge|GB|52.2070|0.1170|sight
Roman Baths|Roman Baths Bath;로만 바스;바스 로마 목욕탕;ローマン・バス;巴斯罗马浴场;巴斯羅馬浴場;로만바스;바스로마목욕탕;ローマンバス|Bath|GB|51.3811|-2.3597|museum
Bath Abbey||Bath|GB|51.3815|-2.3587|religious
Royal Crescent||Bath|GB|51.3868|-2.3683|sight
Pulteney Bridge||Bath|GB|51.3832|-2.3574|sight
The Circus Bath||Bath|GB|51.3858|-2.3630|sight
Stonehenge|巨石阵;巨石陣;ストーンヘンジ;스톤헨지|Amesbury|GB|51.1789|-1.8262|sight
Shakespeare's Birthplace||Stratford-upon-Avon|GB|52.1942|-1.7080|museum
York Minster||York|GB|53.9623|-1.0819|religious
The Shambles York|Shambles York|York|GB|53.9594|-1.0803|sight
Clifford's Tower||York|GB|53.9555|-1.0799|sight
National Railway Museum||York|GB|53.9603|-1.0962|museum
Scott Monument|스콧 기념탑;スコット・モニュメント;司各特纪念塔;史考特紀念塔;스콧기념탑;スコットモニュメント|Edinburgh|GB|55.9524|-3.1933|sight
Princes Street Gardens|프린세스 스트리트 가든;プリンセス・ストリート・ガーデンズ;王子街花园;王子街花園;프린세스스트리트가든;プリンセスストリートガーデンズ|Edinburgh|GB|55.9510|-3.2000|park
St Giles' Cathedral|St Giles Cathedral;High Kirk of Edinburgh;세인트 자일스 대성당;セント・ジャイルズ大聖堂;圣吉尔斯大教堂;聖吉爾斯大教堂;세인트자일스대성당;セントジャイルズ大聖堂|Edinburgh|GB|55.9495|-3.1909|religious
Grassmarket|그래스마켓;グラスマーケット|Edinburgh|GB|55.9475|-3.1960|sight
Greyfriars Kirkyard|그레이프라이어스 교회묘지;グレイフライアーズ教会墓地;灰衣修士教堂墓地;그레이프라이어스교회묘지|Edinburgh|GB|55.9465|-3.1920|sight
Greyfriars Bobby|Greyfriars Bobby Statue|Edinburgh|GB|55.9469|-3.1914|sight
Royal Yacht Britannia||Edinburgh|GB|55.9821|-3.1770|museum
Camera Obscura and World of Illusions|Camera Obscura Edinburgh|Edinburgh|GB|55.9490|-3.1958|museum
Kelvingrove Art Gallery and Museum|Kelvingrove|Glasgow|GB|55.8686|-4.2906|museum
Glasgow Cathedral||Glasgow|GB|55.8628|-4.2346|religious
Glasgow Necropolis|Necropolis Glasgow|Glasgow|GB|55.8624|-4.2317|sight
George Square||Glasgow|GB|55.8612|-4.2500|sight
Riverside Museum||Glasgow|GB|55.8654|-4.3060|museum
Royal Albert Dock|Albert Dock|Liverpool|GB|53.3996|-2.9921|sight
Cavern Club||Liverpool|GB|53.4063|-2.9877|sight
Liverpool Cathedral||Liverpool|GB|53.3975|-2.9733|religious
Anfield|Anfield Stadium|Liverpool|GB|53.4308|-2.9608|sight
The Beatles Story|Beatles Story|Liverpool|GB|53.3995|-2.9920|museum
Old Trafford||Manchester|GB|53.4631|-2.2913|sight
Northern Quarter|Northern Quarter Manchester|Manchester|GB|53.4840|-2.2350|neighbourhood
John Rylands Library|John Rylands Research Institute and Library|Manchester|GB|53.4804|-2.2484|sight
Urquhart Castle|어커트 성;アーカート城;厄克特城堡;尼斯湖城堡;어커트성|Inverness|GB|57.3240|-4.4420|sight
Giant's Causeway|Giants Causeway|Coleraine|GB|55.2408|-6.5116|nature
Titanic Belfast||Belfast|GB|54.6081|-5.9100|museum
Brighton Palace Pier|Palace Pier|Brighton|GB|50.8160|-0.1370|sight
Royal Pavilion||Brighton|GB|50.8225|-0.1375|sight
Canterbury Cathedral||Canterbury|GB|51.2798|1.0828|religious
Cardiff Castle|Castell Caerdydd|Cardiff|GB|51.4822|-3.1812|sight
Conwy Castle|Castell Conwy|Conwy|GB|53.2800|-3.8256|sight
Durham Cathedral||Durham|GB|54.7734|-1.5763|religious
Stirling Castle||Stirling|GB|56.1238|-3.9475|sight
St Michael's Mount||Penzance|GB|50.1160|-5.4780|sight
Minack Theatre||Penzance|GB|50.0410|-5.6510|sight
Blenheim Palace||Woodstock|GB|51.8414|-1.3613|sight
Warwick Castle||Warwick|GB|52.2795|-1.5850|sight
Leeds Castle||Maidstone|GB|51.2490|0.6300|sight
Durdle Door||Wareham|GB|50.6212|-2.2768|nature
Westminster Bridge|웨스트민스터 다리;ウェストミンスター橋;威斯敏斯特桥;西敏橋;웨스트민스터다리|London|GB|51.5008|-0.1219|sight
Royal Albert Hall|Albert Hall;로열 앨버트 홀;ロイヤル・アルバート・ホール;皇家阿尔伯特音乐厅;皇家亞伯特音樂廳;로열앨버트홀;ロイヤルアルバートホール|London|GB|51.5010|-0.1774|sight
Albert Memorial||London|GB|51.5023|-0.1777|sight
Imperial War Museum London|Imperial War Museum;IWM London|London|GB|51.4958|-0.1086|museum
Horse Guards Parade|Horse Guards;호스 가즈;근위기병대 연병장;ホース・ガーズ;皇家骑兵卫队阅兵场;호스가즈;근위기병대연병장;ホースガーズ|London|GB|51.5048|-0.1281|sight
Downing Street|10 Downing Street;다우닝가;다우닝 스트리트;ダウニング街;唐宁街;唐寧街;다우닝스트리트|London|GB|51.5034|-0.1276|sight
Old Spitalfields Market|Spitalfields Market;스피탈필즈 마켓;スピタルフィールズ・マーケット;斯皮塔佛德市场;스피탈필즈마켓;スピタルフィールズマーケット|London|GB|51.5197|-0.0754|market
Spitalfields||London|GB|51.5195|-0.0740|neighbourhood
Chinatown London|London Chinatown;Gerrard Street|London|GB|51.5113|-0.1310|neighbourhood
Seven Dials|세븐 다이얼스;セブン・ダイアルズ;七晷区;세븐다이얼스;セブンダイアルズ|London|GB|51.5140|-0.1268|neighbourhood
Neal's Yard|Neals Yard;닐스 야드;ニールズ・ヤード;尼尔氏庭院;닐스야드;ニールズヤード|London|GB|51.5145|-0.1264|sight
Regent Street|리젠트 스트리트;リージェント・ストリート;摄政街;攝政街;리젠트스트리트;リージェントストリート|London|GB|51.5117|-0.1396|shop
Fortnum & Mason|Fortnum and Mason;포트넘 앤 메이슨;포트넘앤메이슨;フォートナム&メイソン;フォートナム・アンド・メイソン;福南梅森;福南梅森百貨;フォートナムアンドメイソン|London|GB|51.5085|-0.1384|shop
Hamleys|햄리스;ハムリーズ;哈姆利玩具店|London|GB|51.5127|-0.1403|shop
Selfridges|Selfridges London;셀프리지스;셀프리지;セルフリッジズ;塞尔福里奇百货;塞爾福里奇百貨|London|GB|51.5144|-0.1527|shop
Burlington Arcade||London|GB|51.5090|-0.1405|shop
Green Park|The Green Park|London|GB|51.5046|-0.1428|park
Kensington Gardens||London|GB|51.5069|-0.1795|park
Hampstead Heath||London|GB|51.5608|-0.1631|park
Richmond Park||London|GB|51.4428|-0.2760|park
Greenwich Park|그리니치 공원;グリニッジ・パーク;格林威治公园;格林威治公園;그리니치공원;グリニッジパーク|London|GB|51.4765|0.0010|park
National Maritime Museum||London|GB|51.4810|-0.0053|museum
Old Royal Naval College|구 왕립 해군학교;旧王立海軍学校;旧皇家海军学院;舊皇家海軍學院;구왕립해군학교|London|GB|51.4828|-0.0081|sight
Painted Hall|Painted Hall Greenwich|London|GB|51.4828|-0.0081|sight
Greenwich Market||London|GB|51.4815|-0.0090|market
Canary Wharf||London|GB|51.5054|-0.0235|neighbourhood
Southbank Centre|Southbank|London|GB|51.5063|-0.1167|sight
South Bank London|South Bank|London|GB|51.5065|-0.1145|neighbourhood
British Library|영국 도서관;大英図書館;大英图书馆;大英圖書館;영국도서관|London|GB|51.5299|-0.1277|museum
Coal Drops Yard|콜 드롭스 야드;コール・ドロップス・ヤード;煤炭坊;콜드롭스야드;コールドロップスヤード|London|GB|51.5357|-0.1260|shop
Granary Square||London|GB|51.5350|-0.1252|sight
Barbican Centre||London|GB|51.5202|-0.0938|sight
Barbican Conservatory||London|GB|51.5202|-0.0938|park
St Katharine Docks|St. Katharine Docks|London|GB|51.5067|-0.0714|sight
Monument to the Great Fire of London|Monument London|London|GB|51.5101|-0.0860|viewpoint
Southwark Cathedral||London|GB|51.5061|-0.0897|religious
Westminster Cathedral||London|GB|51.4959|-0.1395|religious
Battersea Power Station|배터시 발전소;バタシー発電所;巴特西发电站;巴特西發電站;배터시발전소|London|GB|51.4819|-0.1445|sight
O2 Arena London|The O2 Arena;Up at The O2|London|GB|51.5030|0.0032|sight
Emirates Stadium|에미레이츠 스타디움;エミレーツ・スタジアム;酋长球场;酋長球場;에미레이츠스타디움;エミレーツスタジアム|London|GB|51.5549|-0.1084|sight
Stamford Bridge|Stamford Bridge Stadium;스탬퍼드 브리지;スタンフォード・ブリッジ;斯坦福桥;斯坦福橋;스탬퍼드브리지;スタンフォードブリッジ|London|GB|51.4817|-0.1910|sight
Design Museum||London|GB|51.4998|-0.2002|museum
National Portrait Gallery|국립 초상화 미술관;ナショナル・ポートレート・ギャラリー;国家肖像馆;國家肖像館;국립초상화미술관;ナショナルポートレートギャラリー|London|GB|51.5094|-0.1281|museum
Wellcome Collection||London|GB|51.5259|-0.1340|museum
Sir John Soane's Museum|Soane Museum|London|GB|51.5170|-0.1174|museum
HMS Belfast|벨파스트함;HMS 벨파스트;HMSベルファスト;贝尔法斯特号;貝爾法斯特號|London|GB|51.5066|-0.0813|museum
London Zoo|ZSL London Zoo|London|GB|51.5353|-0.1534|park
Royal Opera House||London|GB|51.5129|-0.1222|sight
Marble Arch|마블 아치;マーブル・アーチ;大理石拱门;大理石拱門;마블아치;マーブルアーチ|London|GB|51.5131|-0.1589|sight
Wellington Arch||London|GB|51.5025|-0.1508|sight
Brixton Market|Brixton Village|London|GB|51.4622|-0.1123|market
Broadway Market||London|GB|51.5369|-0.0617|market
Maltby Street Market|Maltby Street|London|GB|51.4996|-0.0763|market
Cliffs of Dover|White Cliffs of Dover|Dover|GB|51.1330|1.3580|nature
Dover Castle||Dover|GB|51.1290|1.3220|sight
Seven Sisters Cliffs|Seven Sisters;세븐 시스터즈;セブン・シスターズ;七姐妹断崖;七姊妹斷崖;세븐시스터즈;セブンシスターズ|Eastbourne|GB|50.7500|0.1800|nature
Beachy Head||Eastbourne|GB|50.7380|0.2440|viewpoint
Lake Windermere|Windermere Lake|Windermere|GB|54.3620|-2.9260|nature
Housesteads Roman Fort||Hexham|GB|55.0130|-2.3310|sight
Alnwick Castle||Alnwick|GB|55.4160|-1.7060|sight
Bamburgh Castle||Bamburgh|GB|55.6090|-1.7100|sight
Castle Howard||Malton|GB|54.1210|-0.9060|sight
Whitby Abbey||Whitby|GB|54.4880|-0.6080|religious
Chatsworth House|Chatsworth|Bakewell|GB|53.2270|-1.6110|sight
Arlington Row|Bibury;알링턴 로우;アーリントン・ロウ;阿灵顿排屋;阿靈頓排屋;알링턴로우;アーリントンロウ|Cirencester|GB|51.7590|-1.8340|neighbourhood
Bourton-on-the-Water|Bourton on the Water|Bourton on the Water|GB|51.8850|-1.7590|neighbourhood
Salisbury Cathedral||Salisbury|GB|51.0650|-1.7970|religious
Glastonbury Tor||Glastonbury|GB|51.1440|-2.6990|viewpoint
Eden Project||St Austell|GB|50.3620|-4.7450|park
St Ives Harbour|St Ives Cornwall|St Ives|GB|50.2120|-5.4790|sight
Tintagel Castle||Tintagel|GB|50.6680|-4.7590|sight
Old Harry Rocks||Swanage|GB|50.6430|-1.9240|nature
Lulworth Cove||Wareham|GB|50.6190|-2.2480|beach
Winchester Cathedral||Winchester|GB|51.0606|-1.3131|religious
Spinnaker Tower||Portsmouth|GB|50.7955|-1.1085|viewpoint
Portsmouth Historic Dockyard||Portsmouth|GB|50.8010|-1.1090|museum
HMS Victory||Portsmouth|GB|50.8022|-1.1097|museum
Mary Rose Museum|Mary Rose|Portsmouth|GB|50.8019|-1.1090|museum
Brighton Lanes|The Lanes Brighton|Brighton|GB|50.8220|-0.1410|shop
North Laine||Brighton|GB|50.8250|-0.1390|neighbourhood
Brighton i360|i360|Brighton|GB|50.8210|-0.1510|viewpoint
Cambridge Backs|Punting Cambridge|Cambridge|GB|52.2050|0.1150|sight
Oxford Covered Market|Covered Market Oxford|Oxford|GB|51.7520|-1.2570|market
Sheldonian Theatre||Oxford|GB|51.7543|-1.2550|sight
Pitt Rivers Museum||Oxford|GB|51.7589|-1.2555|museum
Magdalen College Oxford|Magdalen College|Oxford|GB|51.7521|-1.2470|sight
Manchester Museum of Science and Industry|Science and Industry Museum|Manchester|GB|53.4770|-2.2550|museum
Manchester Cathedral||Manchester|GB|53.4850|-2.2445|religious
Manchester Art Gallery||Manchester|GB|53.4785|-2.2413|museum
Etihad Stadium||Manchester|GB|53.4831|-2.2004|sight
Liverpool Pier Head|Pier Head|Liverpool|GB|53.4057|-2.9957|sight
Royal Liver Building|Royal Liver Building 360|Liverpool|GB|53.4058|-2.9958|sight
Tate Liverpool||Liverpool|GB|53.4007|-2.9942|museum
Mathew Street||Liverpool|GB|53.4060|-2.9870|sight
Birmingham Bullring|Bullring|Birmingham|GB|52.4770|-1.8940|shop
Library of Birmingham||Birmingham|GB|52.4796|-1.9085|sight
Cadbury World||Birmingham|GB|52.4280|-1.9320|museum
Glasgow Buchanan Street|Buchanan Street|Glasgow|GB|55.8620|-4.2540|shop
University of Glasgow||Glasgow|GB|55.8721|-4.2882|sight
Ashton Lane||Glasgow|GB|55.8749|-4.2930|food
Loch Lomond|Loch Laomainn|Balloch|GB|56.0900|-4.6000|nature
Glenfinnan Viaduct||Fort William|GB|56.8762|-5.4319|sight
Ben Nevis|Beinn Nibheis|Fort William|GB|56.7969|-5.0036|nature
Glencoe|Glen Coe|Fort William|GB|56.6680|-5.0450|nature
Old Man of Storr|The Storr;올드 맨 오브 스토어;オールド・マン・オブ・ストー;斯托尔老人峰;斯托爾老人峰;올드맨오브스토어;オールドマンオブストー|Portree|GB|57.5070|-6.1830|nature
Fairy Pools|Skye Fairy Pools;페어리 풀스;フェアリー・プールズ;仙女池;페어리풀스;フェアリープールズ|Portree|GB|57.2500|-6.2720|nature
Quiraing|퀴랭;キラング;奎雷英|Portree|GB|57.6270|-6.2920|nature
Culloden Battlefield||Inverness|GB|57.4770|-4.0920|sight
St Andrews Cathedral||Saint Andrews|GB|56.3400|-2.7880|sight
National Monument of Scotland||Edinburgh|GB|55.9550|-3.1810|sight
Leith||Edinburgh|GB|55.9760|-3.1700|neighbourhood
The Shore Leith||Edinburgh|GB|55.9760|-3.1700|sight
Circus Lane||Edinburgh|GB|55.9580|-3.2060|sight
Stockbridge Market||Edinburgh|GB|55.9580|-3.2090|market
Stockbridge|Stockbridge Edinburgh|Edinburgh|GB|55.9585|-3.2080|neighbourhood
Forth Bridge||Queensferry|GB|56.0000|-3.3880|sight
Kelpies|The Kelpies|Falkirk|GB|56.0190|-3.7550|sight
Cardiff Bay||Cardiff|GB|51.4650|-3.1630|sight
Wales Millennium Centre|Canolfan Mileniwm Cymru|Cardiff|GB|51.4650|-3.1630|sight
Snowdon|Yr Wyddfa;Mount Snowdon|Llanberis|GB|53.0685|-4.0763|nature
Portmeirion||Porthmadog|GB|52.9140|-4.0980|neighbourhood
Caernarfon Castle||Caernarfon|GB|53.1390|-4.2770|sight
Titanic Quarter Belfast|Titanic Quarter|Belfast|GB|54.6060|-5.9100|neighbourhood
St George's Market|St George's Market Belfast|Belfast|GB|54.5960|-5.9230|market
Belfast City Hall||Belfast|GB|54.5965|-5.9301|sight
Crumlin Road Gaol||Belfast|GB|54.6092|-5.9424|museum
Dark Hedges|The Dark Hedges|Ballymoney|GB|55.1348|-6.3807|sight
Carrick-a-Rede Rope Bridge|Carrick-a-Rede|Ballycastle|GB|55.2400|-6.3320|sight
Dunluce Castle||Portrush|GB|55.2110|-6.5790|sight
Colosseum|Colosseo;Roman Colosseum;Flavian Amphitheatre;Coliseum;罗马斗兽场;コロッセオ;콜로세움;Colisée;Coliseo;Kolosseum;Coliseu;콜로세오;羅馬鬥獸場;古罗马斗兽场;古羅馬競技場|Rome|IT|41.8902|12.4922|sight
Roman Forum|Foro Romano;Forum Romanum;포로 로마노;포로로마노;フォロ・ロマーノ;フォロロマーノ;古罗马广场;古羅馬廣場|Rome|IT|41.8925|12.4853|sight
Pantheon|Pantheon Rome;Pantheon di Roma;罗马万神殿;羅馬萬神殿;パンテオン;판테온;Panteón de Agripa;万神殿;萬神殿|Rome|IT|41.8986|12.4769|sight
Trevi Fountain|Fontana di Trevi;特雷维喷泉;许愿池;トレヴィの泉;트레비 분수;Fontaine de Trevi;Fontana de Trevi;Trevi-Brunnen;트레비분수;トレビの泉;特萊維噴泉;許願池|Rome|IT|41.9009|12.4833|sight
Spanish Steps|Piazza di Spagna;Scalinata di Trinità dei Monti;스페인계단;스페인 계단;スペイン階段;西班牙阶梯;西班牙階梯;로마 스페인 광장;ローマのスペイン広場;罗马西班牙广场;羅馬西班牙廣場;로마스페인광장|Rome|IT|41.9060|12.4828|sight
Piazza Navona|나보나 광장;나보나광장;ナヴォーナ広場;ナボナ広場;纳沃纳广场;納沃納廣場|Rome|IT|41.8992|12.4731|sight
Trastevere|트라스테베레;トラステヴェレ;特拉斯提弗列;特拉斯泰韦雷|Rome|IT|41.8897|12.4700|neighbourhood
Castel Sant'Angelo|Mausoleum of Hadrian;산탄젤로 성;산탄젤로성;サンタンジェロ城;圣天使堡;聖天使城堡;圣天使城堡|Rome|IT|41.9031|12.4663|sight
Villa Borghese|Villa Borghese Gardens;보르게세 공원;ボルゲーゼ公園;博尔盖塞公园;보르게세공원|Rome|IT|41.9142|12.4923|park
Galleria Borghese|Borghese Gallery;보르게세 미술관;ボルゲーゼ美術館;博尔盖塞美术馆;博爾蓋塞美術館;보르게세미술관|Rome|IT|41.9142|12.4921|museum
Campo de' Fiori|Campo de Fiori;Campo dei Fiori;캄포 데 피오리;カンポ・デ・フィオーリ;鲜花广场;鮮花廣場;캄포데피오리;カンポデフィオーリ|Rome|IT|41.8956|12.4722|market
Palatine Hill|Palatino;Monte Palatino;팔라티노 언덕;팔라티노;パラティーノの丘;帕拉蒂尼山;帕拉提諾山;팔라티노언덕|Rome|IT|41.8894|12.4875|sight
Capitoline Museums|Musei Capitolini;카피톨리니 박물관;カピトリーノ美術館;卡比托利欧博物馆;卡比托利歐博物館;카피톨리니박물관|Rome|IT|41.8930|12.4828|museum
Piazza del Campidoglio|Campidoglio;Capitoline Hill;캄피돌리오 광장;カンピドリオ広場;캄피돌리오광장|Rome|IT|41.8934|12.4827|sight
Uffizi Gallery|Uffizi;Galleria degli Uffizi;乌菲兹美术馆;烏菲茲美術館;ウフィツィ美術館;우피치 미술관;Galería Uffizi;Galerie des Offices;Uffizien;우피치미술관;乌菲齐美术馆;烏菲茲|Florence|IT|43.7678|11.2553|museum
Florence Cathedral|Duomo di Firenze;Santa Maria del Fiore;Brunelleschi's Dome;Cattedrale di Santa Maria del Fiore;圣母百花大教堂;聖母百花大教堂;花の聖母大聖堂;피렌체 두오모;Catedral de Florencia;Cathédrale de Florence;Florentiner Dom;두오모 성당;피렌체 대성당;산타 마리아 델 피오레 대성당;フィレンツェのドゥオモ;サンタ・マリア・デル・フィオーレ大聖堂;フィレンツェ大聖堂;百花大教堂;두오모성당;피렌체대성당;サンタマリアデルフィオーレ大聖堂|Florence|IT|43.7731|11.2560|religious
Ponte Vecchio|维琪奥桥;ヴェッキオ橋;베키오 다리;베키오다리;ポンテ・ヴェッキオ;維琪奧橋;韦基奥桥;ポンテヴェッキオ|Florence|IT|43.7680|11.2531|sight
Piazzale Michelangelo|미켈란젤로 광장;미켈란젤로광장;ミケランジェロ広場;米开朗基罗广场;米開朗基羅廣場|Florence|IT|43.7629|11.2650|viewpoint
Galleria dell'Accademia|Accademia Gallery;Accademia Gallery Florence;Accademia Florence;피렌체 아카데미아 미술관;フィレンツェ・アカデミア美術館;佛罗伦萨学院美术馆;佛羅倫斯學院美術館|Florence|IT|43.7768|11.2586|museum
Palazzo Pitti|Pitti Palace;피티 궁전;ピッティ宮殿;碧提宫;碧提宮;피티궁전|Florence|IT|43.7652|11.2500|museum
Boboli Gardens|Giardino di Boboli;보볼리 정원;ボーボリ庭園;波波里花园;波波里花園;보볼리정원|Florence|IT|43.7625|11.2482|park
Piazza della Signoria|시뇨리아 광장;シニョリーア広場;领主广场;領主廣場;시뇨리아광장|Florence|IT|43.7696|11.2558|sight
Palazzo Vecchio|베키오 궁전;ヴェッキオ宮殿;베키오궁전;佛罗伦萨旧宫;佛羅倫斯舊宮|Florence|IT|43.7693|11.2563|sight
Mercato Centrale|San Lorenzo Market;산 로렌초 시장;피렌체 중앙시장;サン・ロレンツォ市場;フィレンツェ中央市場;佛罗伦萨中央市场;佛羅倫斯中央市場;산로렌초시장;피렌체중앙시장;サンロレンツォ市場|Florence|IT|43.7765|11.2534|market
Basilica of Santa Croce|Santa Croce;Basilica di Santa Croce;산타 크로체 성당;サンタ・クローチェ聖堂;圣十字圣殿;聖十字聖殿;산타크로체성당;サンタクローチェ聖堂|Florence|IT|43.7686|11.2621|religious
St. Mark's Basilica|Basilica di San Marco;St Mark's Basilica;산 마르코 대성당;산마르코 대성당;サン・マルコ寺院;サン・マルコ大聖堂;圣马可大教堂;聖馬可大教堂;산마르코대성당;サンマルコ寺院;サンマルコ大聖堂|Venice|IT|45.4345|12.3397|religious
St. Mark's Square|Piazza San Marco;St Mark's Square;圣马可广场;聖馬可廣場;サン・マルコ広場;산마르코 광장;Plaza de San Marcos;Place Saint-Marc;Markusplatz;산 마르코 광장;산마르코광장|Venice|IT|45.4341|12.3388|sight
Doge's Palace|Palazzo Ducale;总督宫;總督宮;ドゥカーレ宮殿;두칼레 궁전;Palacio Ducal;Palais des Doges;Dogenpalast;두칼레궁전;베네치아 총독궁;威尼斯总督府;威尼斯總督府|Venice|IT|45.4337|12.3404|sight
Rialto Bridge|Ponte di Rialto;里亚托桥;里亞托橋;リアルト橋;리알토 다리;Puente de Rialto;Pont du Rialto;Rialtobrücke;리알토다리|Venice|IT|45.4380|12.3359|sight
Grand Canal|Canal Grande;카날 그란데;カナル・グランデ;威尼斯大运河;威尼斯大運河;카날그란데;カナルグランデ|Venice|IT|45.4408|12.3288|sight
Bridge of Sighs|Ponte dei Sospiri;탄식의 다리;ため息橋;叹息桥;嘆息橋;탄식의다리|Venice|IT|45.4341|12.3409|sight
Burano|부라노 섬;부라노섬;ブラーノ島;布拉诺岛;布拉諾島;彩色岛|Venice|IT|45.4853|12.4167|neighbourhood
Murano|무라노 섬;무라노섬;ムラーノ島;穆拉诺岛;穆拉諾島|Venice|IT|45.4584|12.3528|neighbourhood
Peggy Guggenheim Collection|Peggy Guggenheim;페기 구겐하임 미술관;ペギー・グッゲンハイム・コレクション;佩姬古根汉美术馆;佩吉·古根漢美術館;페기구겐하임미술관;ペギーグッゲンハイムコレクション|Venice|IT|45.4308|12.3315|museum
Gallerie dell'Accademia|Accademia Venice;아카데미아 미술관 베네치아;ヴェネツィア・アカデミア美術館;威尼斯学院美术馆;威尼斯學院美術館;아카데미아미술관베네치아;ヴェネツィアアカデミア美術館|Venice|IT|45.4312|12.3282|museum
Cinque Terre|친퀘테레;친퀘 테레;チンクエ・テッレ;五渔村;五漁村;チンクエテッレ|Vernazza|IT|44.1350|9.6830|nature
Leaning Tower of Pisa|Tower of Pisa;比萨斜塔;比薩斜塔;ピサの斜塔;피사의 사탑;Torre di Pisa;Torre pendente di Pisa;Torre de Pisa;Tour de Pise;Schiefer Turm von Pisa;피사사탑|Pisa|IT|43.7230|10.3966|sight
Pompeii|Pompeii Archaeological Park;폼페이 유적;ポンペイ遺跡;庞贝古城;龐貝古城;폼페이유적|Pompei|IT|40.7510|14.4869|sight
Amalfi Coast|아말피 해안;아말피 코스트;アマルフィ海岸;阿马尔菲海岸;阿瑪菲海岸;아말피해안;아말피코스트|Positano|IT|40.6281|14.4849|nature
Altare della Patria|Vittoriano;Victor Emmanuel II Monument;Il Vittoriano;비토리오 에마누엘레 2세 기념관;비토리아노;ヴィットリアーノ;ヴィットーリオ・エマヌエーレ2世記念堂;维克多·伊曼纽尔二世纪念堂;維克多·伊曼紐二世紀念堂;祖国祭坛|Rome|IT|41.8946|12.4831|sight
Piazza del Popolo|포폴로 광장;포폴로광장;ポポロ広場;罗马人民广场;羅馬人民廣場|Rome|IT|41.9107|12.4763|sight
Baths of Caracalla|Terme di Caracalla;카라칼라 욕장;カラカラ浴場;卡拉卡拉浴场;卡拉卡拉浴場;카라칼라욕장|Rome|IT|41.8790|12.4925|sight
Circus Maximus|Circo Massimo;치르코 마시모;チルコ・マッシモ;馬克西穆斯競技場;치르코마시모;チルコマッシモ|Rome|IT|41.8861|12.4851|sight
Mouth of Truth|Bocca della Verità;진실의 입;真実の口;真理之口;진실의입|Rome|IT|41.8881|12.4814|sight
Aventine Keyhole|Buco della Serratura;Knights of Malta Keyhole;몰타 기사단 열쇠구멍;ローマ騎士団の鍵穴;马耳他骑士团钥匙孔;馬爾他騎士團鑰匙孔;몰타기사단열쇠구멍|Rome|IT|41.8832|12.4786|viewpoint
Santa Maria Maggiore|Basilica di Santa Maria Maggiore;산타 마리아 마조레 대성당;산타마리아 마조레 성당;サンタ・マリア・マッジョーレ大聖堂;圣母大殿;聖母大殿;산타마리아마조레대성당;산타마리아마조레성당;サンタマリアマッジョーレ大聖堂|Rome|IT|41.8976|12.4984|religious
Archbasilica of St. John Lateran|San Giovanni in Laterano;St John Lateran;라테라노 대성당;산 조반니 인 라테라노 대성당;サン・ジョヴァンニ・イン・ラテラノ大聖堂;拉特朗圣若望大殿;拉特朗聖若望大殿;라테라노대성당;サンジョヴァンニインラテラノ大聖堂|Rome|IT|41.8859|12.5057|religious
Catacombs of San Callisto|Catacombe di San Callisto;산 칼리스토 카타콤베;サン・カリストのカタコンベ;圣卡利斯托地下墓穴;산칼리스토카타콤베|Rome|IT|41.8588|12.5108|sight
Jewish Ghetto Rome|Ghetto di Roma|Rome|IT|41.8925|12.4775|neighbourhood
Rione Monti||Rome|IT|41.8950|12.4920|neighbourhood
Testaccio Market|Mercato di Testaccio|Rome|IT|41.8775|12.4750|market
Piazza Venezia|베네치아 광장;ヴェネツィア広場;威尼斯广场;威尼斯廣場;베네치아광장|Rome|IT|41.8960|12.4823|sight
Gianicolo|Janiculum|Rome|IT|41.8910|12.4610|viewpoint
Ostia Antica|Parco archeologico di Ostia antica;오스티아 안티카;オスティア・アンティカ;奥斯提亚古城;奧斯提亞古城;오스티아안티카;オスティアアンティカ|Rome|IT|41.7556|12.2918|sight
Villa d'Este||Tivoli|IT|41.9630|12.7960|park
Hadrian's Villa|Villa Adriana|Tivoli|IT|41.9420|12.7740|sight
Giotto's Campanile|Campanile di Giotto;조토의 종탑;ジョットの鐘楼;乔托钟楼;喬托鐘樓;조토의종탑|Florence|IT|43.7729|11.2556|viewpoint
Florence Baptistery|Battistero di San Giovanni;산 조반니 세례당;サン・ジョヴァンニ洗礼堂;圣若望洗礼堂;聖若望洗禮堂;산조반니세례당;サンジョヴァンニ洗礼堂|Florence|IT|43.7732|11.2549|religious
Mercato Centrale Florence|Mercato Centrale Firenze;Mercato di San Lorenzo|Florence|IT|43.7764|11.2535|market
Santa Maria Novella|Basilica di Santa Maria Novella;산타 마리아 노벨라 성당;サンタ・マリア・ノヴェッラ教会;新圣母大殿;新聖母大殿;산타마리아노벨라성당;サンタマリアノヴェッラ教会|Florence|IT|43.7746|11.2494|religious
Bargello|Museo Nazionale del Bargello;바르젤로 미술관;バルジェッロ美術館;巴杰罗美术馆;巴傑羅美術館;바르젤로미술관|Florence|IT|43.7704|11.2582|museum
San Miniato al Monte|산 미니아토 알 몬테 성당;サン・ミニアート・アル・モンテ教会;山上圣米尼亚托教堂;サンミニアートアルモンテ教会|Florence|IT|43.7593|11.2650|religious
St Mark's Campanile|Campanile di San Marco;산 마르코 종탑;サン・マルコの鐘楼;圣马可钟楼;聖馬可鐘樓;산마르코종탑|Venice|IT|45.4339|12.3390|viewpoint
Santa Maria della Salute|Basilica di Santa Maria della Salute;La Salute;산타 마리아 델라 살루테 성당;살루테 성당;サンタ・マリア・デッラ・サルーテ聖堂;安康圣母教堂;安康聖母教堂;살루테성당;サンタマリアデッラサルーテ聖堂|Venice|IT|45.4308|12.3344|religious
Rialto Market|Mercato di Rialto|Venice|IT|45.4393|12.3340|market
Libreria Acqua Alta|아쿠아 알타 서점;리브레리아 아쿠아 알타;アクア・アルタ書店;沉船书店;沉船書店;아쿠아알타서점;리브레리아아쿠아알타;アクアアルタ書店|Venice|IT|45.4378|12.3424|shop
Teatro La Fenice|La Fenice;라 페니체 극장;フェニーチェ劇場;凤凰歌剧院;鳳凰歌劇院;라페니체극장|Venice|IT|45.4336|12.3336|sight
Ca' d'Oro||Venice|IT|45.4406|12.3342|museum
Scala Contarini del Bovolo|콘타리니 델 보볼로 계단;コンタリーニ・デル・ボーヴォロ;蜗牛阶梯;콘타리니델보볼로계단;コンタリーニデルボーヴォロ|Venice|IT|45.4350|12.3338|sight
San Giorgio Maggiore|산 조르조 마조레 성당;산조르조 마조레;サン・ジョルジョ・マッジョーレ教会;圣乔治马焦雷教堂;聖喬治馬焦雷教堂;산조르조마조레성당;산조르조마조레;サンジョルジョマッジョーレ教会|Venice|IT|45.4293|12.3431|religious
Torcello|토르첼로 섬;トルチェッロ島;托尔切洛岛;托切洛島;토르첼로섬|Venice|IT|45.4980|12.4180|sight
Milan Cathedral|Duomo di Milano;Duomo Milano;米兰大教堂;米蘭大教堂;ミラノ大聖堂;밀라노 대성당;Catedral de Milán;Cathédrale de Milan;Mailänder Dom;밀라노 두오모;두오모 디 밀라노;ミラノのドゥオモ;米兰主教座堂;米蘭主教座堂;밀라노두오모;두오모디밀라노|Milan|IT|45.4641|9.1919|religious
Galleria Vittorio Emanuele II|비토리오 에마누엘레 2세 갈레리아;비토리오 에마누엘레 2세 아케이드;갤러리아 비토리오 에마누엘레;ヴィットリオ・エマヌエーレ2世のガッレリア;埃马努埃莱二世长廊;埃馬努埃萊二世長廊;埃曼纽二世拱廊;갤러리아비토리오에마누엘레|Milan|IT|45.4656|9.1900|shop
The Last Supper|Cenacolo Vinciano;Il Cenacolo;Last Supper;최후의 만찬;最後の晩餐;最后的晚餐;最後的晚餐;최후의만찬|Milan|IT|45.4660|9.1710|museum
Santa Maria delle Grazie|Basilica di Santa Maria delle Grazie;산타 마리아 델레 그라치에 성당;サンタ・マリア・デッレ・グラツィエ教会;感恩圣母堂;感恩聖母堂;サンタマリアデッレグラツィエ教会|Milan|IT|45.4659|9.1709|religious
Sforza Castle|Castello Sforzesco;스포르체스코 성;스포르체스코성;スフォルツェスコ城;斯福尔扎城堡;斯福爾扎城堡|Milan|IT|45.4705|9.1794|sight
La Scala|Teatro alla Scala;스칼라 극장;라 스칼라;スカラ座;斯卡拉歌剧院;斯卡拉歌劇院;스칼라극장;라스칼라|Milan|IT|45.4674|9.1895|sight
Navigli|나빌리오 운하;나빌리;ナヴィリオ運河;ナヴィリ;纳维利运河;納維利運河;나빌리오운하|Milan|IT|45.4520|9.1760|neighbourhood
Pinacoteca di Brera|브레라 미술관;ブレラ美術館;布雷拉美术馆;布雷拉畫廊;브레라미술관|Milan|IT|45.4719|9.1879|museum
Brera|Brera district|Milan|IT|45.4718|9.1870|neighbourhood
Bosco Verticale|Vertical Forest;보스코 베르티칼레;ボスコ・ヴェルティカーレ;보스코베르티칼레;ボスコヴェルティカーレ;米兰垂直森林;米蘭垂直森林|Milan|IT|45.4855|9.1903|sight
Cimitero Monumentale|밀라노 기념 묘지;ミラノ記念墓地;米兰纪念公墓;米蘭紀念公墓;밀라노기념묘지|Milan|IT|45.4858|9.1796|sight
Parco Sempione|Sempione Park;셈피오네 공원;センピオーネ公園;森皮奥内公园;森皮奧內公園;셈피오네공원|Milan|IT|45.4730|9.1740|park
Villa del Balbianello||Como|IT|45.9650|9.2020|park
Villa Carlotta||Como|IT|45.9850|9.2330|park
Naples National Archaeological Museum|Museo Archeologico Nazionale di Napoli;MANN|Naples|IT|40.8535|14.2505|museum
Spaccanapoli||Naples|IT|40.8485|14.2560|sight
Castel dell'Ovo||Naples|IT|40.8283|14.2475|sight
Piazza del Plebiscito||Naples|IT|40.8359|14.2488|sight
Royal Palace of Naples|Palazzo Reale di Napoli|Naples|IT|40.8360|14.2500|sight
Castel Nuovo|Maschio Angioino|Naples|IT|40.8384|14.2527|sight
Galleria Umberto I||Naples|IT|40.8385|14.2496|shop
Sansevero Chapel|Cappella Sansevero;Veiled Christ|Naples|IT|40.8493|14.2548|museum
Napoli Sotterranea|Naples Underground|Naples|IT|40.8507|14.2568|sight
Mount Vesuvius|Vesuvius;Vesuvio|Ercolano|IT|40.8210|14.4260|nature
Herculaneum|Ercolano Scavi;Scavi di Ercolano|Ercolano|IT|40.8060|14.3480|sight
Blue Grotto|Grotta Azzurra;卡普里蓝洞;卡布里藍洞;카프리 푸른 동굴;카프리푸른동굴|Anacapri|IT|40.5606|14.2058|nature
Piazzetta di Capri|Piazza Umberto I Capri|Capri|IT|40.5508|14.2430|sight
Faraglioni|Faraglioni di Capri|Capri|IT|40.5430|14.2580|nature
Amalfi Cathedral|Duomo di Amalfi|Amalfi|IT|40.6344|14.6027|religious
Path of the Gods|Sentiero degli Dei;Chemin des Dieux;Götterweg;Camino de los Dioses|Positano|IT|40.6280|14.5390|nature
Villa Rufolo||Ravello|IT|40.6493|14.6117|park
Villa Cimbrone|Terrace of Infinity|Ravello|IT|40.6445|14.6117|viewpoint
Palermo Cathedral|Cattedrale di Palermo|Palermo|IT|38.1143|13.3560|religious
Palazzo dei Normanni|Royal Palace of Palermo|Palermo|IT|38.1110|13.3530|sight
Cappella Palatina|Palatine Chapel|Palermo|IT|38.1110|13.3530|religious
Quattro Canti||Palermo|IT|38.1156|13.3613|sight
Ballarò Market|Mercato di Ballarò|Palermo|IT|38.1110|13.3600|market
Teatro Massimo||Palermo|IT|38.1204|13.3572|sight
Monreale Cathedral|Duomo di Monreale|Monreale|IT|38.0819|13.2925|religious
Teatro Antico di Taormina|Ancient Theatre of Taormina;Greek Theatre Taormina|Taormina|IT|37.8524|15.2924|sight
Isola Bella Taormina||Taormina|IT|37.8500|15.3000|beach
Valley of the Temples|Valle dei Templi|Agrigento|IT|37.2900|13.5850|sight
Mount Etna|Etna;Etna Volcano;Monte Etna;Mongibello;Ätna|Catania|IT|37.7510|14.9934|nature
Ortigia|Ortygia|Syracuse|IT|37.0600|15.2930|neighbourhood
Arena di Verona|Verona Arena;아레나 디 베로나;베로나 아레나;アレーナ・ディ・ヴェローナ;维罗纳圆形竞技场;維羅納圓形競技場;아레나디베로나;베로나아레나;アレーナディヴェローナ|Verona|IT|45.4390|10.9944|sight
Juliet's House|Casa di Giulietta;줄리엣의 집;ジュリエットの家;朱丽叶故居;茱麗葉之家;줄리엣의집|Verona|IT|45.4419|10.9982|sight
Piazza delle Erbe||Verona|IT|45.4432|10.9975|sight
Castelvecchio||Verona|IT|45.4399|10.9875|museum
Two Towers|Due Torri;Asinelli Tower;Torre degli Asinelli|Bologna|IT|44.4943|11.3465|viewpoint
Piazza Maggiore||Bologna|IT|44.4938|11.3430|sight
Basilica of San Petronio|San Petronio|Bologna|IT|44.4929|11.3432|religious
Piazza dei Miracoli|Piazza del Duomo Pisa|Pisa|IT|43.7229|10.3947|sight
Pisa Cathedral|Duomo di Pisa;Cattedrale di Pisa|Pisa|IT|43.7233|10.3955|religious
Piazza del Campo||Siena|IT|43.3184|11.3316|sight
Siena Cathedral|Duomo di Siena|Siena|IT|43.3176|11.3289|religious
Torre del Mangia|만자의 탑;マンジャの塔;曼吉亚塔;曼吉亞塔;만자의탑|Siena|IT|43.3180|11.3320|viewpoint
San Gimignano Towers|Towers of San Gimignano|San Gimignano|IT|43.4677|11.0432|sight
Scaligero Castle|Rocca Scaligera|Sirmione|IT|45.4920|10.6080|sight
Tre Cime di Lavaredo|Drei Zinnen;트레 치메 디 라바레도;트레치메;トレ・チーメ・ディ・ラヴァレード;拉瓦雷多三尖峰;트레치메디라바레도;トレチーメディラヴァレード;Three Peaks of Lavaredo;Tre Cime|Cortina d'Ampezzo|IT|46.6187|12.3020|nature
Mole Antonelliana|National Museum of Cinema|Turin|IT|45.0690|7.6933|museum
Egyptian Museum of Turin|Museo Egizio|Turin|IT|45.0684|7.6843|museum
Sassi di Matera||Matera|IT|40.6664|16.6100|neighbourhood
Trulli of Alberobello|Rione Monti Alberobello|Alberobello|IT|40.7820|17.2380|neighbourhood
Basilica of Saint Paul Outside the Walls|San Paolo fuori le Mura;성 바오로 대성당;산 파올로 푸오리 레 무라 대성당;サン・パオロ・フォーリ・レ・ムーラ大聖堂;城外圣保禄大殿;城外聖保祿大殿;성바오로대성당;サンパオロフォーリレムーラ大聖堂|Rome|IT|41.8587|12.4768|religious
Quirinal Palace|Palazzo del Quirinale;Quirinale;퀴리날레 궁전;クイリナーレ宮殿;奎里纳莱宫;奎里納萊宮;퀴리날레궁전|Rome|IT|41.8996|12.4875|sight
Trajan's Market|Mercati di Traiano;트라야누스 시장;トラヤヌスの市場;图拉真市场;圖拉真市場;트라야누스시장|Rome|IT|41.8958|12.4861|museum
Largo di Torre Argentina|Torre Argentina|Rome|IT|41.8955|12.4768|sight
Medici Chapels|Cappelle Medicee;메디치 예배당;メディチ家礼拝堂;美第奇礼拜堂;美第奇禮拜堂;메디치예배당|Florence|IT|43.7750|11.2535|museum
Venetian Ghetto|Ghetto di Venezia|Venice|IT|45.4447|12.3263|neighbourhood
San Siro|Stadio Giuseppe Meazza;산 시로;산시로;サン・シーロ;圣西罗球场;聖西羅球場;サンシーロ|Milan|IT|45.4781|9.1240|sight
Città Alta|Bergamo Alta|Bergamo|IT|45.7040|9.6620|neighbourhood
Walls of Lucca|Mura di Lucca|Lucca|IT|43.8430|10.5050|park
Piazza dell'Anfiteatro||Lucca|IT|43.8457|10.5065|sight
Scrovegni Chapel|Cappella degli Scrovegni|Padua|IT|45.4119|11.8797|religious
Basilica of San Vitale|San Vitale|Ravenna|IT|44.4208|12.1966|religious
Basilica of Saint Francis of Assisi|Basilica di San Francesco d'Assisi|Assisi|IT|43.0749|12.6054|religious
Orvieto Cathedral|Duomo di Orvieto|Orvieto|IT|42.7173|12.1131|religious
Piazza Unità d'Italia|Piazza Unità|Trieste|IT|45.6500|13.7680|sight
Aquarium of Genoa|Acquario di Genova|Genoa|IT|44.4103|8.9265|sight
Basilica of Saint Nicholas Bari|Basilica di San Nicola|Bari|IT|41.1302|16.8703|religious
Terrazza del Pincio|Pincio;Pincian Hill;핀초 언덕;ピンチョの丘;平乔山;平丘山;핀초언덕|Rome|IT|41.9114|12.4795|viewpoint
Giardino degli Aranci|Orange Garden;Parco Savello;로마 오렌지 정원;ローマのオレンジ庭園;罗马橘子园|Rome|IT|41.8850|12.4793|viewpoint
Domus Aurea|도무스 아우레아;ドムス・アウレア;金宫;金宮;도무스아우레아;ドムスアウレア|Rome|IT|41.8915|12.4955|sight
Basilica of San Clemente|San Clemente al Laterano;Basilica di San Clemente;산 클레멘테 성당;サン・クレメンテ教会;圣克莱门特圣殿;聖克萊孟聖殿;산클레멘테성당;サンクレメンテ教会|Rome|IT|41.8894|12.4975|religious
San Pietro in Vincoli|St. Peter in Chains;산 피에트로 인 빈콜리;サン・ピエトロ・イン・ヴィンコリ教会;圣彼得镣铐教堂;聖伯多祿鎖鏈堂;산피에트로인빈콜리;サンピエトロインヴィンコリ教会|Rome|IT|41.8937|12.4930|religious
Santa Maria in Trastevere|Basilica di Santa Maria in Trastevere;산타 마리아 인 트라스테베레 성당;サンタ・マリア・イン・トラステヴェレ聖堂;越台伯河圣母大殿;サンタマリアイントラステヴェレ聖堂|Rome|IT|41.8894|12.4699|religious
Capuchin Crypt|Cripta dei Cappuccini;카푸친 납골당;カプチン・フランシスコ修道会教会;骸骨寺;嘉布遣会骷髅寺;카푸친납골당;カプチンフランシスコ修道会教会|Rome|IT|41.9046|12.4887|sight
Galleria Doria Pamphilj|Palazzo Doria Pamphilj;도리아 팜필리 미술관;ドーリア・パンフィーリ美術館;多利亚潘菲利美术馆;도리아팜필리미술관;ドーリアパンフィーリ美術館|Rome|IT|41.8980|12.4812|museum
Palazzo Massimo alle Terme|Museo Nazionale Romano|Rome|IT|41.9013|12.4979|museum
Ara Pacis|Ara Pacis Augustae;Museo dell'Ara Pacis|Rome|IT|41.9062|12.4754|museum
Mausoleum of Augustus|Mausoleo di Augusto|Rome|IT|41.9060|12.4765|sight
Santa Maria sopra Minerva||Rome|IT|41.8980|12.4778|religious
Sant'Ignazio|Sant'Ignazio di Loyola;Church of St. Ignatius|Rome|IT|41.8990|12.4797|religious
Ponte Sant'Angelo|Sant'Angelo Bridge|Rome|IT|41.9016|12.4667|sight
Piazza Barberini||Rome|IT|41.9038|12.4888|sight
Fontana del Tritone|Triton Fountain|Rome|IT|41.9038|12.4888|sight
Palazzo Barberini|Galleria Nazionale d'Arte Antica|Rome|IT|41.9035|12.4901|museum
Quartiere Coppedè|Coppedè|Rome|IT|41.9181|12.5042|neighbourhood
Giolitti|Gelateria Giolitti;졸리티;ジョリッティ;焦利蒂冰淇淋|Rome|IT|41.9009|12.4775|food
Piazza Gae Aulenti||Milan|IT|45.4840|9.1900|sight
Fondazione Prada|프라다 재단;フォンダツィオーネ・プラダ;普拉达基金会;普拉達基金會;프라다재단;フォンダツィオーネプラダ|Milan|IT|45.4440|9.2050|museum
Pinacoteca Ambrosiana|Biblioteca Ambrosiana;암브로시아나 미술관;アンブロジアーナ図書館;安布罗修图书馆;安布羅修圖書館;암브로시아나미술관|Milan|IT|45.4634|9.1858|museum
Basilica of Sant'Ambrogio|Sant'Ambrogio|Milan|IT|45.4624|9.1755|religious
San Maurizio al Monastero Maggiore|San Maurizio|Milan|IT|45.4655|9.1790|religious
Corso Como|10 Corso Como|Milan|IT|45.4815|9.1870|shop
Quadrilatero della Moda|Via Montenapoleone;Fashion District Milan;몬테나폴레오네 거리;몬테 나폴레오네;モンテナポレオーネ通り;蒙特拿破仑大街;蒙特拿破崙大街;몬테나폴레오네거리;몬테나폴레오네|Milan|IT|45.4685|9.1955|shop
Castel Sant'Elmo||Naples|IT|40.8438|14.2393|viewpoint
Certosa di San Martino|San Martino Museum|Naples|IT|40.8432|14.2410|museum
Capodimonte Museum|Museo di Capodimonte|Naples|IT|40.8670|14.2500|museum
Via San Gregorio Armeno|San Gregorio Armeno|Naples|IT|40.8503|14.2575|shop
Quartieri Spagnoli|Spanish Quarter Naples|Naples|IT|40.8425|14.2460|neighbourhood
Catacombs of San Gennaro|Catacombe di San Gennaro|Naples|IT|40.8625|14.2478|sight
Naples Cathedral|Duomo di Napoli;Cathedral of San Gennaro|Naples|IT|40.8525|14.2598|religious
Lungomare Caracciolo|Lungomare di Napoli;Via Caracciolo|Naples|IT|40.8340|14.2370|sight
Toledo Metro Station|Stazione Toledo|Naples|IT|40.8430|14.2490|sight
Pizzeria da Michele|L'Antica Pizzeria da Michele|Naples|IT|40.8496|14.2634|food
Gino Sorbillo|Sorbillo|Naples|IT|40.8505|14.2555|food
Aragonese Castle Ischia|Castello Aragonese|Ischia|IT|40.7310|13.9650|sight
Piazza Tasso|Piazza Tasso Sorrento|Sorrento|IT|40.6263|14.3757|sight
Marina Grande Sorrento|Marina Grande|Sorrento|IT|40.6290|14.3700|sight
Villa San Michele||Anacapri|IT|40.5560|14.2290|sight
Monte Solaro|Chairlift Monte Solaro|Anacapri|IT|40.5440|14.2270|viewpoint
Gardens of Augustus|Giardini di Augusto|Capri|IT|40.5480|14.2420|viewpoint
Fiordo di Furore|Furore Fjord|Furore|IT|40.6190|14.5500|nature
Positano Spiaggia Grande||Positano|IT|40.6270|14.4860|beach
Atrani||Atrani|IT|40.6360|14.6080|neighbourhood
Paestum|Temples of Paestum|Capaccio|IT|40.4200|15.0050|sight
Royal Palace of Caserta|Reggia di Caserta|Caserta|IT|41.0730|14.3270|sight
Manarola|Manarola Cinque Terre|Riomaggiore|IT|44.1070|9.7290|neighbourhood
Corniglia|Corniglia Cinque Terre|Riomaggiore|IT|44.1200|9.7100|neighbourhood
Villa Monastero||Varenna|IT|46.0117|9.2856|neighbourhood
Lake Como|Lago di Como;Lario;Comer See;Lac de Côme|Como|IT|45.9900|9.2600|nature
Como Cathedral|Duomo di Como|Como|IT|45.8117|9.0840|religious
Brunate Funicular||Como|IT|45.8160|9.0880|viewpoint
Isola Bella Lake Maggiore||Stresa|IT|45.8960|8.5270|sight
Lake Garda|Lago di Garda;Gardasee;Lac de Garde|Sirmione|IT|45.6333|10.6667|nature
Grotte di Catullo|Grottoes of Catullus|Sirmione|IT|45.5040|10.6060|sight
Malcesine Castle|Castello Scaligero di Malcesine|Malcesine|IT|45.7630|10.8110|sight
Seceda|Seceda Ridgeline;세체다;セチェダ;塞切达;塞切達|Ortisei|IT|46.6000|11.7250|viewpoint
Lago di Braies|Pragser Wildsee;Lake Braies;브라이에스 호수;라고 디 브라이에스;ブライエス湖;布拉伊埃斯湖;布拉耶斯湖;브라이에스호수;라고디브라이에스|Braies|IT|46.6945|12.0850|nature
Alpe di Siusi|Seiser Alm|Castelrotto|IT|46.5411|11.6447|nature
Torre dei Lamberti||Verona|IT|45.4430|10.9975|viewpoint
Ponte Pietra||Verona|IT|45.4475|11.0000|sight
Castel San Pietro Verona|Castel San Pietro|Verona|IT|45.4480|11.0030|viewpoint
Archiginnasio of Bologna|Archiginnasio;Anatomical Theatre Bologna|Bologna|IT|44.4928|11.3434|sight
Quadrilatero Bologna|Quadrilatero|Bologna|IT|44.4935|11.3450|market
Mercato di Mezzo||Bologna|IT|44.4937|11.3445|market
Sanctuary of the Madonna di San Luca|San Luca|Bologna|IT|44.4790|11.2980|religious
Basilica of Santo Stefano|Sette Chiese|Bologna|IT|44.4920|11.3480|religious
Modena Cathedral|Duomo di Modena|Modena|IT|44.6460|10.9255|religious
Piazza Grande Modena|Piazza Grande di Modena|Modena|IT|44.6462|10.9256|sight
Parma Cathedral|Duomo di Parma|Parma|IT|44.8035|10.3305|religious
Mantua Palazzo Ducale|Palazzo Ducale Mantova|Mantova|IT|45.1610|10.7990|sight
Turin Piazza Castello|Piazza Castello|Turin|IT|45.0710|7.6860|sight
Royal Palace of Turin|Palazzo Reale Torino|Turin|IT|45.0730|7.6860|sight
Porta Palazzo Market|Porta Palazzo|Turin|IT|45.0770|7.6830|market
Basilica of Superga|Superga|Turin|IT|45.0800|7.7670|viewpoint
Monte dei Cappuccini|Monte dei Cappuccini Turin|Turin|IT|45.0600|7.6990|viewpoint
Genoa Via Garibaldi|Palazzi dei Rolli;Via Garibaldi Genoa|Genoa|IT|44.4120|8.9330|sight
Boccadasse||Genoa|IT|44.3920|8.9740|neighbourhood
Spianata Castelletto|Castelletto|Genoa|IT|44.4140|8.9320|viewpoint
Vatican Museums|Musei Vaticani;梵蒂冈博物馆;梵蒂岡博物館;バチカン美術館;바티칸 박물관;Museos Vaticanos;Musées du Vatican;Vatikanische Museen;바티칸박물관;ヴァチカン美術館|Vatican City|VA|41.9065|12.4536|museum
St. Peter's Basilica|St Peter's Basilica;Basilica di San Pietro;圣彼得大教堂;サン・ピエトロ大聖堂;성 베드로 대성당;성베드로 대성당;산 피에트로 대성당;聖伯多祿大殿;聖彼得大教堂;성베드로대성당;산피에트로대성당|Vatican City|VA|41.9022|12.4539|religious
Sistine Chapel|Cappella Sistina;西斯廷教堂;システィーナ礼拝堂;시스티나 성당;Capilla Sixtina;Chapelle Sixtine;Sixtinische Kapelle;Capela Sistina;시스틴 성당;西斯廷礼拜堂;西斯汀禮拜堂;西斯汀教堂;시스틴성당|Vatican City|VA|41.9029|12.4545|religious
St. Peter's Square|Piazza San Pietro;St Peter's Square|Vatican City|VA|41.9022|12.4568|sight
Sagrada Família|Sagrada Familia;Basílica de la Sagrada Família;圣家堂;聖家族教会;サグラダ・ファミリア;사그라다 파밀리아;聖家堂;사그라다 파밀리아 성당;사그라다파밀리아;성가족 성당;성가족성당;サグラダファミリア;聖家族教會;神圣家族大教堂;神聖家族大教堂|Barcelona|ES|41.4036|2.1744|religious
Park Güell|Parc Güell;Park Guell;奎尔公园;グエル公園;구엘 공원;구엘공원;グエル公园;奎爾公園;桂尔公园;桂爾公園|Barcelona|ES|41.4145|2.1527|park
Casa Batlló|Casa Batllo;카사 바트요;카사바트요;カサ・バトリョ;巴特罗之家;巴特婁之家;巴特略之家;カサバトリョ|Barcelona|ES|41.3916|2.1649|sight
Casa Milà|La Pedrera;Casa Mila;카사 밀라;카사밀라;라 페드레라;カサ・ミラ;米拉之家;米拉公寓;라페드레라;カサミラ|Barcelona|ES|41.3954|2.1620|sight
La Rambla|Las Ramblas;Les Rambles;람블라스 거리;라 람블라;람블라 거리;ランブラス通り;兰布拉大道;蘭布拉大道;람블라스거리;라람블라;람블라거리|Barcelona|ES|41.3809|2.1734|sight
La Boqueria|Mercat de la Boqueria;Boqueria Market;Mercat de Sant Josep de la Boqueria;보케리아 시장;보케리아;ボケリア市場;サン・ジュセップ市場;博盖利亚市场;波格利亞市場;博克利亚市场;보케리아시장;サンジュセップ市場|Barcelona|ES|41.3817|2.1716|market
Gothic Quarter|Barri Gòtic;Barrio Gótico;고딕 지구;고딕지구;ゴシック地区;哥特区;哥德區|Barcelona|ES|41.3833|2.1764|neighbourhood
Barcelona Cathedral|Catedral de Barcelona;Cathedral of the Holy Cross and Saint Eulalia;바르셀로나 대성당;バルセロナ大聖堂;巴塞罗那主教座堂;巴塞隆納主教座堂;바르셀로나대성당|Barcelona|ES|41.3840|2.1762|religious
Montjuïc|Montjuic;몬주익;몬주익 언덕;モンジュイック;モンジュイックの丘;蒙锥克山;蒙特惠奇山;몬주익언덕|Barcelona|ES|41.3636|2.1586|park
Barceloneta Beach|Platja de la Barceloneta;바르셀로네타 해변;バルセロネータ・ビーチ;巴塞罗内塔海滩;巴塞隆內塔海灘;바르셀로네타해변;バルセロネータビーチ|Barcelona|ES|41.3784|2.1925|beach
La Barceloneta|Barceloneta;바르셀로네타|Barcelona|ES|41.3805|2.1890|neighbourhood
Picasso Museum|Museu Picasso;피카소 미술관;ピカソ美術館;毕加索博物馆;畢卡索美術館;피카소미술관|Barcelona|ES|41.3852|2.1810|museum
Palau de la Música Catalana|Palau de la Musica;카탈루냐 음악당;카탈라냐 음악당;カタルーニャ音楽堂;加泰罗尼亚音乐宫;加泰隆尼亞音樂廳;카탈루냐음악당;카탈라냐음악당|Barcelona|ES|41.3875|2.1753|sight
Bunkers del Carmel|Bunkers of El Carmel;Turó de la Rovira;벙커 전망대;카르멜 벙커;ブンケルス・デル・カルメル;カルメルの丘;卡梅尔碉堡;卡梅爾碉堡;벙커전망대;카르멜벙커;ブンケルスデルカルメル|Barcelona|ES|41.4189|2.1619|viewpoint
El Born||Barcelona|ES|41.3851|2.1834|neighbourhood
El Born Centre de Cultura|El Born CCM;El Born Centre de Cultura i Memòria|Barcelona|ES|41.3856|2.1838|museum
Prado Museum|Museo del Prado;El Prado;Museo Nacional del Prado;프라도 미술관;프라도미술관;プラド美術館;普拉多博物馆;普拉多博物館|Madrid|ES|40.4138|-3.6921|museum
Royal Palace of Madrid|Palacio Real;Palacio Real de Madrid;마드리드 왕궁;마드리드왕궁;マドリード王宮;马德里王宫;馬德里王宮|Madrid|ES|40.4180|-3.7143|sight
Retiro Park|El Retiro;Parque del Retiro;Buen Retiro Park;레티로 공원;레티로공원;レティーロ公園;丽池公园;麗池公園|Madrid|ES|40.4153|-3.6845|park
Plaza Mayor||Madrid|ES|40.4155|-3.7074|sight
Puerta del Sol|솔 광장;푸에르타 델 솔;プエルタ・デル・ソル;太阳门广场;太陽門廣場;솔광장;푸에르타델솔;プエルタデルソル|Madrid|ES|40.4169|-3.7035|sight
Mercado de San Miguel|San Miguel Market;산 미겔 시장;산미겔 시장;サン・ミゲル市場;圣米格尔市场;聖米格爾市場;산미겔시장;サンミゲル市場|Madrid|ES|40.4154|-3.7090|market
Reina Sofía Museum|Museo Reina Sofía;Reina Sofia;Museo Nacional Centro de Arte Reina Sofía;레이나 소피아 미술관;소피아 왕비 미술관;ソフィア王妃芸術センター;索菲亚王后艺术中心;索菲亞王后藝術中心;레이나소피아미술관;소피아왕비미술관|Madrid|ES|40.4086|-3.6945|museum
Temple of Debod|Templo de Debod;데보드 신전;デボー神殿;德波神庙;德波神廟;데보드신전|Madrid|ES|40.4240|-3.7177|sight
Gran Vía|Gran Via Madrid;그란비아;그란 비아;グラン・ビア;格兰大道;格蘭大道;グランビア|Madrid|ES|40.4203|-3.7058|sight
Real Alcázar|Alcázar of Seville;Real Alcázar of Seville;Reales Alcázares de Sevilla;세비야 알카사르;セビリアのアルカサル;塞维利亚王宫;塞維亞王宮;塞维利亚阿尔卡萨城堡;세비야알카사르|Seville|ES|37.3831|-5.9903|sight
Plaza de España|Plaza de Espana|Seville|ES|37.3772|-5.9869|sight
Seville Cathedral|Giralda;Catedral de Sevilla;La Giralda;세비야 대성당;세비야대성당;セビリア大聖堂;塞维利亚主教座堂;塞維亞主教座堂;塞维利亚大教堂|Seville|ES|37.3858|-5.9932|religious
Setas de Sevilla|Metropol Parasol;Las Setas;세타스 데 세비야;메트로폴 파라솔;メトロポール・パラソル;セタス;都市阳伞;都市陽傘;塞维利亚之伞;세타스데세비야;메트로폴파라솔;メトロポールパラソル|Seville|ES|37.3933|-5.9918|viewpoint
Mercado de la Encarnación|Encarnación Market|Seville|ES|37.3933|-5.9918|market
Triana|Barrio de Triana;트리아나;トリアナ;特里亚纳|Seville|ES|37.3830|-6.0030|neighbourhood
Alhambra|La Alhambra;阿尔罕布拉宫;阿爾罕布拉宮;アルハンブラ宮殿;알함브라 궁전;알함브라궁전;알함브라;アルハンブラ;阿兰布拉宫;阿蘭布拉宮|Granada|ES|37.1761|-3.5881|sight
Albaicín|Albaicin;Albayzín;알바이신;알바이신 지구;アルバイシン;阿尔拜辛;阿爾拜辛;알바이신지구|Granada|ES|37.1810|-3.5920|neighbourhood
Magic Fountain of Montjuïc|Font Màgica de Montjuïc;Magic Fountain;몬주익 분수;몬주익 마법의 분수;モンジュイックの噴水;マジカ噴水;蒙锥克魔幻喷泉;몬주익분수;몬주익마법의분수|Barcelona|ES|41.3712|2.1517|sight
MNAC|Museu Nacional d'Art de Catalunya;National Art Museum of Catalonia;카탈루냐 미술관;카탈루냐 국립미술관;カタルーニャ美術館;加泰罗尼亚国家艺术博物馆;加泰隆尼亞國家藝術博物館;카탈루냐미술관;카탈루냐국립미술관|Barcelona|ES|41.3685|2.1534|museum
Camp Nou|Spotify Camp Nou;캄프 누;캄프누;캄 노우;カンプ・ノウ;诺坎普;諾坎普;诺坎普球场;캄노우;カンプノウ|Barcelona|ES|41.3809|2.1228|sight
Santa Maria del Mar|Basílica de Santa Maria del Mar;산타 마리아 델 마르 성당;サンタ・マリア・デル・マル教会;海上圣母圣殿;海上聖母聖殿;サンタマリアデルマル教会|Barcelona|ES|41.3837|2.1820|religious
Tibidabo|티비다보;ティビダボ;提比达波山;提比達波山|Barcelona|ES|41.4225|2.1186|viewpoint
Tibidabo Amusement Park|Parc d'Atraccions Tibidabo|Barcelona|ES|41.4222|2.1190|park
Temple of the Sacred Heart Tibidabo|Temple Expiatori del Sagrat Cor|Barcelona|ES|41.4218|2.1188|religious
Arc de Triomf|Arc de Triomf Barcelona;바르셀로나 개선문;バルセロナ凱旋門;巴塞罗那凯旋门;巴塞隆納凱旋門;바르셀로나개선문|Barcelona|ES|41.3910|2.1806|sight
Parc de la Ciutadella|Ciutadella Park;시우타데야 공원;시우타데야공원;シウタデリャ公園;巴塞罗那城堡公园;巴塞隆納城堡公園|Barcelona|ES|41.3881|2.1873|park
Plaça de Catalunya|Plaza de Cataluña;Placa de Catalunya;카탈루냐 광장;カタルーニャ広場;加泰罗尼亚广场;加泰隆尼亞廣場;카탈루냐광장|Barcelona|ES|41.3870|2.1700|sight
Hospital de Sant Pau|Sant Pau Recinte Modernista;산파우 병원;산 파우 병원;サン・パウ病院;圣保罗医院;聖保羅醫院;산파우병원;サンパウ病院|Barcelona|ES|41.4113|2.1744|sight
Passeig de Gràcia|Passeig de Gracia;그라시아 거리;그라시아 대로;グラシア通り;格拉西亚大道;格拉西亞大道;그라시아거리;그라시아대로|Barcelona|ES|41.3930|2.1640|shop
Mercat de Santa Caterina|Santa Caterina Market|Barcelona|ES|41.3862|2.1787|market
Poble Espanyol|포블레 에스파뇰;ポブレ・エスパニョール;西班牙村;포블레에스파뇰;ポブレエスパニョール|Barcelona|ES|41.3693|2.1468|sight
Casa Vicens|카사 비센스;カサ・ビセンス;文森之家;維森斯之家;카사비센스;カサビセンス|Barcelona|ES|41.4035|2.1508|sight
Fundació Joan Miró|Joan Miró Foundation;Fundacio Joan Miro;호안 미로 미술관;미로 미술관;ミロ美術館;ジョアン・ミロ美術館;米罗美术馆;米羅美術館;호안미로미술관;미로미술관;ジョアンミロ美術館|Barcelona|ES|41.3685|2.1600|museum
Montserrat Monastery|Montserrat;Santa Maria de Montserrat;몬세라트 수도원;モンセラット修道院;蒙特塞拉特修道院;蒙瑟拉修道院;몬세라트수도원|Monistrol de Montserrat|ES|41.5934|1.8377|religious
Crystal Palace Madrid|Palacio de Cristal;马德里水晶宫;馬德里水晶宮;레티로 공원 유리 궁전;レティーロ公園のクリスタル宮殿;레티로공원유리궁전|Madrid|ES|40.4137|-3.6821|sight
Plaza Mayor Madrid|Plaza Mayor de Madrid;마드리드 마요르 광장;马德里主广场;馬德里主廣場;마드리드마요르광장|Madrid|ES|40.4155|-3.7074|sight
Thyssen-Bornemisza Museum|Museo Thyssen-Bornemisza;Thyssen;티센 보르네미사 미술관;ティッセン・ボルネミッサ美術館;提森-博内米萨博物馆;提森博物館;티센보르네미사미술관;ティッセンボルネミッサ美術館|Madrid|ES|40.4160|-3.6949|museum
Almudena Cathedral|Catedral de la Almudena;알무데나 대성당;アルムデナ大聖堂;阿穆德纳圣母主教座堂;阿穆德納主教座堂;알무데나대성당|Madrid|ES|40.4157|-3.7146|religious
Santiago Bernabéu Stadium|Estadio Santiago Bernabéu;Bernabéu;산티아고 베르나베우;베르나베우;サンティアゴ・ベルナベウ;伯纳乌球场;伯納烏球場;산티아고베르나베우;サンティアゴベルナベウ|Madrid|ES|40.4531|-3.6883|sight
El Rastro|엘 라스트로;라스트로 벼룩시장;エル・ラストロ;拉斯特罗跳蚤市场;엘라스트로;라스트로벼룩시장;エルラストロ|Madrid|ES|40.4087|-3.7074|market
Plaza de Cibeles|Cibeles;시벨레스 광장;シベーレス広場;西贝莱斯广场;西貝萊斯廣場;시벨레스광장|Madrid|ES|40.4193|-3.6931|sight
Palacio de Cibeles|CentroCentro;Palacio de Comunicaciones|Madrid|ES|40.4189|-3.6921|sight
Puerta de Alcalá|Puerta de Alcala;알칼라 문;アルカラ門;阿尔卡拉门;阿爾卡拉門;알칼라문|Madrid|ES|40.4200|-3.6887|sight
Malasaña|Malasana|Madrid|ES|40.4260|-3.7050|neighbourhood
La Latina|La Latina Madrid|Madrid|ES|40.4110|-3.7100|neighbourhood
Sorolla Museum|Museo Sorolla|Madrid|ES|40.4355|-3.6925|museum
Chueca|Chueca Madrid|Madrid|ES|40.4230|-3.6970|neighbourhood
Círculo de Bellas Artes|Circulo de Bellas Artes;Azotea del Círculo|Madrid|ES|40.4185|-3.6967|viewpoint
Toledo Cathedral|Catedral Primada de Toledo;톨레도 대성당;トレド大聖堂;托莱多主教座堂;托雷多主教座堂;톨레도대성당|Toledo|ES|39.8570|-4.0236|religious
Alcázar of Toledo|Alcázar de Toledo|Toledo|ES|39.8580|-4.0206|sight
Puente de San Martín|San Martín Bridge|Toledo|ES|39.8580|-4.0330|sight
Mirador del Valle||Toledo|ES|39.8510|-4.0230|viewpoint
Aqueduct of Segovia|Acueducto de Segovia;Segovia Aqueduct|Segovia|ES|40.9480|-4.1180|sight
Alcázar of Segovia|Alcázar de Segovia|Segovia|ES|40.9525|-4.1325|sight
Segovia Cathedral|Catedral de Segovia|Segovia|ES|40.9500|-4.1250|religious
El Escorial|Monasterio de El Escorial;Royal Monastery of San Lorenzo de El Escorial|San Lorenzo de El Escorial|ES|40.5890|-4.1477|sight
Plaza de España Seville|Plaza de España Sevilla;스페인 광장 세비야;세비야 스페인광장;セビリアのスペイン広場;塞维利亚西班牙广场;塞維亞西班牙廣場;스페인광장세비야;세비야스페인광장|Seville|ES|37.3772|-5.9869|sight
Torre del Oro|세비야 황금의 탑;セビリアの黄金の塔;塞维利亚黄金塔;塞維亞黃金塔|Seville|ES|37.3824|-5.9964|sight
Barrio Santa Cruz|Santa Cruz Seville;산타 크루스 지구;サンタ・クルス街;圣十字区;聖十字區;산타크루스지구;サンタクルス街|Seville|ES|37.3860|-5.9890|neighbourhood
Maria Luisa Park|Parque de María Luisa;마리아 루이사 공원;マリア・ルイサ公園;玛丽亚·路易莎公园;마리아루이사공원;マリアルイサ公園|Seville|ES|37.3745|-5.9880|park
Casa de Pilatos|필라토스의 집;ピラトの家;彼拉多之家;필라토스의집|Seville|ES|37.3900|-5.9870|sight
Plaza de toros de la Real Maestranza|La Maestranza;Real Maestranza;마에스트란사 투우장;세비야 투우장;マエストランサ闘牛場;皇家骑兵俱乐部斗牛场;마에스트란사투우장;세비야투우장|Seville|ES|37.3860|-5.9990|sight
Generalife|헤네랄리페;ヘネラリーフェ;赫内拉利费宫;赫內拉利費宮|Granada|ES|37.1770|-3.5840|park
Mirador de San Nicolás|Mirador San Nicolas;산 니콜라스 전망대;산니콜라스 전망대;サン・ニコラス展望台;圣尼古拉斯观景台;聖尼古拉斯觀景台;산니콜라스전망대;サンニコラス展望台|Granada|ES|37.1811|-3.5926|viewpoint
Granada Cathedral|Catedral de Granada;그라나다 대성당;グラナダ大聖堂;格拉纳达主教座堂;格拉納達主教座堂;그라나다대성당|Granada|ES|37.1764|-3.5992|religious
Sacromonte|사크로몬테;サクロモンテ;萨克罗蒙特|Granada|ES|37.1800|-3.5830|neighbourhood
Royal Chapel of Granada|Capilla Real de Granada;그라나다 왕실 예배당;グラナダ王室礼拝堂;格拉纳达王室礼拜堂;그라나다왕실예배당|Granada|ES|37.1760|-3.5985|religious
Mosque–Cathedral of Córdoba|Mezquita de Córdoba;Mezquita-Catedral de Córdoba;메스키타;코르도바 메스키타;メスキータ;コルドバのメスキータ;科尔多瓦清真寺;哥多華清真寺;코르도바메스키타|Córdoba|ES|37.8789|-4.7794|religious
Roman Bridge of Córdoba|Puente Romano de Córdoba|Córdoba|ES|37.8770|-4.7777|sight
Alcázar de los Reyes Cristianos||Córdoba|ES|37.8769|-4.7819|sight
Judería de Córdoba|Jewish Quarter Córdoba|Córdoba|ES|37.8790|-4.7820|neighbourhood
Medina Azahara|Madinat al-Zahra|Córdoba|ES|37.8880|-4.8670|sight
Alcazaba of Málaga|Alcazaba de Málaga|Málaga|ES|36.7210|-4.4160|sight
Gibralfaro Castle|Castillo de Gibralfaro|Málaga|ES|36.7235|-4.4110|viewpoint
Málaga Cathedral|Catedral de Málaga;La Manquita|Málaga|ES|36.7201|-4.4193|religious
Picasso Museum Málaga|Museo Picasso Málaga|Málaga|ES|36.7218|-4.4185|museum
Calle Larios||Málaga|ES|36.7190|-4.4215|shop
La Malagueta|Playa de la Malagueta|Málaga|ES|36.7190|-4.4080|beach
Mercado Central de Atarazanas|Atarazanas Market|Málaga|ES|36.7190|-4.4245|market
Puente Nuevo|Puente Nuevo Ronda;누에보 다리;론다 누에보 다리;ヌエボ橋;隆达新桥;隆達新橋;누에보다리;론다누에보다리|Ronda|ES|36.7410|-5.1660|sight
Caminito del Rey|El Caminito del Rey;King's Little Path|Ardales|ES|36.9290|-4.7840|nature
City of Arts and Sciences|Ciudad de las Artes y las Ciencias;Ciutat de les Arts i les Ciències|Valencia|ES|39.4548|-0.3503|sight
Mercado Central de Valencia|Central Market Valencia|Valencia|ES|39.4737|-0.3787|market
La Lonja de la Seda|Llotja de la Seda;Silk Exchange|Valencia|ES|39.4744|-0.3784|sight
Valencia Cathedral|Catedral de Valencia|Valencia|ES|39.4753|-0.3753|religious
Miguelete|Micalet;Torre del Micalet|Valencia|ES|39.4755|-0.3752|viewpoint
Oceanogràfic|Oceanografic Valencia|Valencia|ES|39.4530|-0.3470|sight
Torres de Serranos||Valencia|ES|39.4792|-0.3762|sight
Malvarrosa Beach|Playa de la Malvarrosa|Valencia|ES|39.4780|-0.3240|beach
Plaza de la Virgen|Plaça de la Mare de Déu|Valencia|ES|39.4763|-0.3753|sight
Guggenheim Museum Bilbao|Guggenheim Bilbao|Bilbao|ES|43.2687|-2.9340|museum
Casco Viejo Bilbao|Siete Calles;Zazpikaleak|Bilbao|ES|43.2570|-2.9230|neighbourhood
San Juan de Gaztelugatxe|Gaztelugatxe|Bermeo|ES|43.4470|-2.7850|nature
La Concha Beach|Playa de La Concha;La Concha|San Sebastián|ES|43.3180|-1.9880|beach
Parte Vieja|Alde Zaharra;San Sebastián Old Town|San Sebastián|ES|43.3236|-1.9860|neighbourhood
Monte Igueldo||San Sebastián|ES|43.3214|-2.0080|viewpoint
Monte Urgull||San Sebastián|ES|43.3250|-1.9880|viewpoint
Palma Cathedral|Catedral de Mallorca|Palma|ES|39.5675|2.6483|religious
Bellver Castle|Castell de Bellver|Palma|ES|39.5639|2.6197|sight
Dalt Vila|Ibiza Old Town|Ibiza|ES|38.9070|1.4350|neighbourhood
Mount Teide|Teide;El Teide;Teide National Park;Pico del Teide;Mont Teide|La Orotava|ES|28.2724|-16.6425|nature
Santiago de Compostela Cathedral|Catedral de Santiago de Compostela|Santiago de Compostela|ES|42.8806|-8.5446|religious
Plaza Mayor de Salamanca|Plaza Mayor Salamanca|Salamanca|ES|40.9650|-5.6640|sight
Basílica del Pilar|Basilica of Our Lady of the Pillar;Catedral-Basílica de Nuestra Señora del Pilar|Zaragoza|ES|41.6568|-0.8784|religious
Girona Cathedral|Catedral de Girona|Girona|ES|41.9875|2.8263|religious
Dalí Theatre-Museum|Teatre-Museu Dalí|Figueres|ES|42.2680|2.9595|museum
Hanging Houses of Cuenca|Casas Colgadas|Cuenca|ES|40.0780|-2.1280|sight
Cádiz Cathedral|Catedral de Cádiz|Cádiz|ES|36.5290|-6.2950|religious
Nerja Caves|Cueva de Nerja|Nerja|ES|36.7620|-3.8450|nature
Maspalomas Dunes|Dunas de Maspalomas;Dunes de Maspalomas|Maspalomas|ES|27.7420|-15.5760|nature
Montjuïc Castle|Castell de Montjuïc;Castillo de Montjuic|Barcelona|ES|41.3636|2.1663|sight
Plaça Reial|Plaza Real;레이알 광장;レイアル広場;巴塞罗那皇家广场;레이알광장|Barcelona|ES|41.3800|2.1753|sight
Palau Güell|구엘 저택;구엘 궁전;グエル邸;奎尔宫;奎爾宮;구엘저택;구엘궁전|Barcelona|ES|41.3789|2.1742|sight
Mercat de Sant Antoni|Sant Antoni Market|Barcelona|ES|41.3785|2.1621|market
El Raval|Raval|Barcelona|ES|41.3797|2.1681|neighbourhood
Gràcia|Vila de Gràcia;Gracia|Barcelona|ES|41.4030|2.1560|neighbourhood
CosmoCaixa||Barcelona|ES|41.4130|2.1313|museum
Parc del Laberint d'Horta|Labyrinth Park of Horta;Laberint d'Horta|Barcelona|ES|41.4398|2.1465|park
Pont del Bisbe|Carrer del Bisbe;Bishop's Bridge;주교의 다리;비스베 다리;ビスベ橋;主教桥;主教橋;주교의다리;비스베다리|Barcelona|ES|41.3834|2.1766|sight
MACBA|Barcelona Museum of Contemporary Art;Museu d'Art Contemporani de Barcelona|Barcelona|ES|41.3833|2.1669|museum
Columbus Monument|Mirador de Colom;Monumento a Colón;コロンブスの塔;바르셀로나 콜럼버스 기념탑;巴塞罗那哥伦布纪念碑;바르셀로나콜럼버스기념탑|Barcelona|ES|41.3758|2.1778|viewpoint
Port Vell||Barcelona|ES|41.3760|2.1830|sight
Rambla de Mar||Barcelona|ES|41.3757|2.1808|sight
Maremagnum||Barcelona|ES|41.3752|2.1826|shop
Casa Amatller|카사 아마트예르;カサ・アマトリェール;阿马特勒之家;카사아마트예르;カサアマトリェール|Barcelona|ES|41.3916|2.1650|sight
Manzana de la Discordia|Block of Discord;Illa de la Discòrdia|Barcelona|ES|41.3915|2.1650|sight
Torre Glòries|Torre Agbar;Mirador Torre Glòries|Barcelona|ES|41.4034|2.1894|viewpoint
Matadero Madrid|Matadero|Madrid|ES|40.3920|-3.6975|museum
Plaza de Oriente||Madrid|ES|40.4183|-3.7123|sight
Royal Botanical Garden Madrid|Real Jardín Botánico|Madrid|ES|40.4113|-3.6913|park
CaixaForum Madrid||Madrid|ES|40.4109|-3.6935|museum
Chocolatería San Ginés|San Ginés;Chocolateria San Gines;산 히네스;초콜라테리아 산 히네스;チョコラテリア・サン・ヒネス;圣希内斯巧克力店;산히네스;초콜라테리아산히네스;チョコラテリアサンヒネス|Madrid|ES|40.4170|-3.7071|food
Sobrino de Botín|Botín;Restaurante Botín;보틴;소브리노 데 보틴;ボティン;博丁餐厅;波丁餐廳;소브리노데보틴|Madrid|ES|40.4140|-3.7081|food
Cava Baja|Calle de la Cava Baja|Madrid|ES|40.4120|-3.7090|food
Lavapiés|Lavapies|Madrid|ES|40.4087|-3.7010|neighbourhood
National Archaeological Museum Madrid|Museo Arqueológico Nacional|Madrid|ES|40.4239|-3.6893|museum
Madrid Río|Madrid Rio|Madrid|ES|40.4010|-3.7200|park
Mercado de San Antón|San Antón Market|Madrid|ES|40.4217|-3.6978|market
Palau de l'Almudaina|Royal Palace of La Almudaina;Almudaina|Palma|ES|39.5676|2.6478|sight
Mercat de l'Olivar|Mercado del Olivar|Palma|ES|39.5735|2.6525|market
Passeig del Born||Palma|ES|39.5699|2.6470|shop
Es Baluard|Es Baluard Museum|Palma|ES|39.5693|2.6405|museum
Arab Baths Palma|Banys Àrabs|Palma|ES|39.5685|2.6535|sight
Santa Catalina Palma||Palma|ES|39.5713|2.6363|neighbourhood
Mercat de Santa Catalina|Santa Catalina Market|Palma|ES|39.5713|2.6363|market
Caves of Drach|Cuevas del Drach;Coves del Drac|Porto Cristo|ES|39.5360|3.3310|nature
Valldemossa Charterhouse|Real Cartuja de Valldemossa|Valldemossa|ES|39.7105|2.6225|sight
Sa Calobra||Escorca|ES|39.8510|2.8030|nature
Cap de Formentor|Formentor Lighthouse;Cape Formentor;Cabo de Formentor;Far de Formentor|Pollença|ES|39.9620|3.2130|viewpoint
Caló des Moro||Santanyí|ES|39.3300|3.1380|beach
Port de Sóller|Port of Soller|Sóller|ES|39.7960|2.6960|sight
Archivo de Indias|General Archive of the Indies;인디아스 고문서관;インディアス古文書館;西印度群岛综合档案馆;인디아스고문서관|Seville|ES|37.3847|-5.9932|sight
Alameda de Hércules|Alameda de Hercules|Seville|ES|37.3985|-5.9935|neighbourhood
Mercado de Triana|Triana Market|Seville|ES|37.3858|-6.0030|market
Puente de Triana|Isabel II Bridge|Seville|ES|37.3856|-6.0016|sight
Palacio de las Dueñas||Seville|ES|37.3950|-5.9890|sight
Carrera del Darro||Granada|ES|37.1790|-3.5920|sight
Paseo de los Tristes|Paseo del Padre Manjón|Granada|ES|37.1795|-3.5900|sight
Alcaicería|Alcaiceria|Granada|ES|37.1762|-3.5990|market
Mirador de San Cristóbal||Granada|ES|37.1830|-3.5940|viewpoint
Centre Pompidou Málaga|El Cubo|Málaga|ES|36.7180|-4.4170|museum
Muelle Uno||Málaga|ES|36.7190|-4.4160|shop
Roman Theatre of Málaga|Teatro Romano de Málaga|Málaga|ES|36.7212|-4.4165|sight
Carmen Thyssen Museum|Museo Carmen Thyssen Málaga|Málaga|ES|36.7215|-4.4230|museum
Plaza de la Merced||Málaga|ES|36.7235|-4.4180|sight
Ruzafa|Russafa|Valencia|ES|39.4620|-0.3740|neighbourhood
Turia Gardens|Jardín del Turia;Jardí del Túria|Valencia|ES|39.4750|-0.3700|park
Bioparc Valencia|Bioparc|Valencia|ES|39.4780|-0.4080|park
Mercado de Colón|Mercat de Colón|Valencia|ES|39.4680|-0.3680|market
Estació del Nord|Valencia North Station|Valencia|ES|39.4660|-0.3770|sight
El Carmen Valencia|Barrio del Carmen|Valencia|ES|39.4780|-0.3800|neighbourhood
Albufera|L'Albufera|Valencia|ES|39.3330|-0.3500|nature
Mercado de la Ribera|La Ribera Market|Bilbao|ES|43.2560|-2.9250|market
Zubizuri|Campo Volantín Bridge|Bilbao|ES|43.2690|-2.9280|sight
Artxanda Funicular|Mount Artxanda;Funicular de Artxanda|Bilbao|ES|43.2750|-2.9240|viewpoint
Plaza Nueva Bilbao|Plaza Nueva|Bilbao|ES|43.2593|-2.9240|sight
Peine del Viento|Comb of the Wind|San Sebastián|ES|43.3215|-2.0050|sight
Zurriola Beach|Playa de la Zurriola|San Sebastián|ES|43.3260|-1.9760|beach
Mercado de la Bretxa|La Bretxa|San Sebastián|ES|43.3230|-1.9840|market
Miramar Palace|Palacio de Miramar|San Sebastián|ES|43.3150|-2.0000|park
Mercado Central de Cádiz|Mercado de Abastos Cádiz|Cádiz|ES|36.5320|-6.2990|market
Torre Tavira||Cádiz|ES|36.5330|-6.2970|viewpoint
La Caleta Cádiz|Playa de La Caleta|Cádiz|ES|36.5320|-6.3070|beach
Nasrid Palaces|Palacios Nazaríes;나스르 궁전;나스리드 궁전;ナスル宮殿;纳斯瑞德宫;納斯瑞德宮;나스르궁전;나스리드궁전|Granada|ES|37.1770|-3.5900|sight
Ciudad Encantada|Enchanted City Cuenca;Ciudad Encantada de Cuenca|Cuenca|ES|40.2090|-1.9960|nature
Calahorra Tower|Torre de la Calahorra|Córdoba|ES|37.8770|-4.7770|museum
Palacio de Viana|Viana Palace|Córdoba|ES|37.8900|-4.7740|sight
Casa de las Conchas||Salamanca|ES|40.9625|-5.6650|sight
University of Salamanca|Universidad de Salamanca|Salamanca|ES|40.9612|-5.6665|sight
Salamanca Cathedral|New Cathedral of Salamanca;Catedral Nueva de Salamanca|Salamanca|ES|40.9605|-5.6660|religious
Burgos Cathedral|Catedral de Burgos|Burgos|ES|42.3406|-3.7044|religious
León Cathedral|Catedral de León|León|ES|42.5994|-5.5669|religious
Ávila Walls|Walls of Ávila;Murallas de Ávila|Ávila|ES|40.6580|-4.7010|sight
Royal Palace of Aranjuez|Palacio Real de Aranjuez|Aranjuez|ES|40.0360|-3.6090|sight
Peñíscola Castle|Castillo de Peñíscola|Peñíscola|ES|40.3590|0.4070|sight
Balcón del Mediterráneo|Balcon del Mediterraneo|Benidorm|ES|38.5350|-0.1310|viewpoint
Castle of Santa Bárbara|Castillo de Santa Bárbara|Alicante|ES|38.3490|-0.4780|viewpoint
Explanada de España||Alicante|ES|38.3420|-0.4830|sight
Vila Vella Tossa de Mar|Vila Vella|Tossa de Mar|ES|41.7160|2.9340|sight
Cadaqués||Cadaqués|ES|42.2880|3.2770|neighbourhood
Church of Sant Bartomeu i Santa Tecla|Sitges Church|Sitges|ES|41.2350|1.8120|religious
Tarragona Amphitheatre|Amfiteatre de Tarragona|Tarragona|ES|41.1150|1.2590|sight
Timanfaya National Park|Parque Nacional de Timanfaya;Montañas del Fuego;Timanfaya;Fire Mountains|Yaiza|ES|29.0160|-13.7520|nature
Jameos del Agua|Los Jameos del Agua|Haría|ES|29.1570|-13.4320|sight
Loro Parque||Puerto de la Cruz|ES|28.4080|-16.5640|park
Siam Park||Adeje|ES|28.0720|-16.7260|park
Los Gigantes Cliffs|Acantilados de Los Gigantes;Acantilado de los Gigantes|Santiago del Teide|ES|28.2460|-16.8420|nature
Masca||Buenavista del Norte|ES|28.3050|-16.8420|neighbourhood
Roque Nublo|Roque Nublo Rock|Tejeda|ES|27.9700|-15.6130|nature
Vegueta|Vegueta Las Palmas|Las Palmas de Gran Canaria|ES|28.1010|-15.4150|neighbourhood
Las Canteras Beach|Playa de Las Canteras|Las Palmas de Gran Canaria|ES|28.1400|-15.4350|beach
Es Vedrà||Sant Josep de sa Talaia|ES|38.8680|1.1960|nature
Café del Mar||Sant Antoni de Portmany|ES|38.9810|1.2980|viewpoint
Belém Tower|Torre de Belém;Belem Tower;贝伦塔;貝倫塔;ベレンの塔;벨렘탑;Torre de Belén;Tour de Belém;벨렝탑;벨렝 탑;벨렘 탑;ベレン塔|Lisbon|PT|38.6916|-9.2160|sight
Jerónimos Monastery|Mosteiro dos Jerónimos;Jeronimos Monastery;热罗尼莫斯修道院;ジェロニモス修道院;제로니무스 수도원;Monasterio de los Jerónimos;Monastère des Hiéronymites;Hieronymitenkloster;제로니모스 수도원;제로니무스수도원;熱羅尼莫斯修道院;哲罗姆派修道院;제로니모스수도원|Lisbon|PT|38.6979|-9.2068|religious
Pastéis de Belém|Pasteis de Belem;파스테이스 데 벨렝;벨렝 에그타르트;パステイス・デ・ベレン;贝伦蛋挞店;貝倫蛋塔;파스테이스데벨렝;벨렝에그타르트;パステイスデベレン|Lisbon|PT|38.6975|-9.2032|food
São Jorge Castle|Castelo de São Jorge;Sao Jorge Castle;St. George's Castle;상 조르제 성;상조르제 성;サン・ジョルジェ城;圣乔治城堡;聖喬治城堡;상조르제성;サンジョルジェ城|Lisbon|PT|38.7139|-9.1335|sight
Alfama|알파마;알파마 지구;アルファマ;阿尔法玛;阿爾法瑪;알파마지구|Lisbon|PT|38.7118|-9.1300|neighbourhood
Praça do Comércio|Commerce Square;코메르시우 광장;코메르시오 광장;コメルシオ広場;코메르시우광장;코메르시오광장;里斯本商业广场;里斯本商業廣場|Lisbon|PT|38.7075|-9.1364|sight
Tram 28|Tram 28E;Eléctrico 28;28번 트램;28번 트램 리스본;28番トラム;28号电车;28號電車|Lisbon|PT|38.7110|-9.1370|sight
LX Factory|LX 팩토리;LX팩토리;LXファクトリー;LX工厂;LX工廠|Lisbon|PT|38.7033|-9.1783|market
Time Out Market|Mercado da Ribeira;타임아웃 마켓;타임 아웃 마켓;タイムアウト・マーケット;里斯本时代广场市场;타임아웃마켓;タイムアウトマーケット|Lisbon|PT|38.7068|-9.1457|market
Miradouro da Senhora do Monte|Senhora do Monte;세뇨라 두 몬트 전망대;セニョーラ・ド・モンテ展望台;山顶圣母观景台;세뇨라두몬트전망대;セニョーラドモンテ展望台|Lisbon|PT|38.7192|-9.1327|viewpoint
Miradouro de Santa Luzia|Santa Luzia Viewpoint;산타 루지아 전망대;サンタ・ルジア展望台;圣卢西亚观景台;聖露西亞觀景台;산타루지아전망대;サンタルジア展望台|Lisbon|PT|38.7117|-9.1301|viewpoint
Bairro Alto|바이루 알투;바이로 알토;バイロ・アルト;里斯本上城區;바이루알투;바이로알토;バイロアルト|Lisbon|PT|38.7130|-9.1450|neighbourhood
Santa Justa Lift|Elevador de Santa Justa;산타 주스타 엘리베이터;サンタ・ジュスタのエレベーター;圣胡斯塔升降机;聖胡斯塔升降機;산타주스타엘리베이터|Lisbon|PT|38.7121|-9.1394|sight
MAAT|Museum of Art, Architecture and Technology|Lisbon|PT|38.6957|-9.1935|museum
National Tile Museum|Museu Nacional do Azulejo;Azulejo Museum;아줄레주 박물관;国立アズレージョ美術館;国家瓷砖博物馆;國家瓷磚博物館;아줄레주박물관|Lisbon|PT|38.7247|-9.1135|museum
Pena Palace|Palácio da Pena;Palacio da Pena;페나 궁전;페나성;ペーナ宮殿;佩纳宫;佩納宮;페나궁전|Sintra|PT|38.7876|-9.3906|sight
Quinta da Regaleira|Initiation Well;헤갈레이라 별장;킨타 다 헤갈레이라;レガレイラ宮殿;雷加莱拉宫;雷加萊拉宮;헤갈레이라별장;킨타다헤갈레이라|Sintra|PT|38.7963|-9.3960|sight
Cabo da Roca|호카곶;카보 다 호카;ロカ岬;罗卡角;羅卡角;카보다호카|Sintra|PT|38.7804|-9.4989|nature
Livraria Lello|Lello Bookshop;렐루 서점;렐루서점;렐로 서점;レロ書店;レロ・イ・イルマオン;莱罗书店;萊羅書店;莱卢书店;렐로서점;レロイイルマオン|Porto|PT|41.1469|-8.6149|shop
Dom Luís I Bridge|Ponte Dom Luís I;Luís I Bridge;동 루이스 1세 다리;동루이스 다리;ドン・ルイス1世橋;路易一世大桥;路易一世大橋;동루이스다리|Porto|PT|41.1400|-8.6094|sight
Ribeira|Cais da Ribeira;히베이라 광장;히베이라;リベイラ地区;里贝拉;里貝拉;히베이라광장|Porto|PT|41.1407|-8.6132|neighbourhood
Clérigos Tower|Torre dos Clérigos;클레리구스 탑;클레리고스 성당;クレリゴスの塔;牧师塔;教士塔;클레리구스탑;클레리고스성당|Porto|PT|41.1457|-8.6146|viewpoint
São Bento Station|São Bento Railway Station;Sao Bento Station;상 벤투 역;상벤투역;サン・ベント駅;圣本笃车站;聖本篤車站;サンベント駅|Porto|PT|41.1456|-8.6105|sight
Palácio da Bolsa|Palacio da Bolsa;Stock Exchange Palace;볼사 궁전;ボルサ宮;证券交易所宫;證券交易所宮;볼사궁전|Porto|PT|41.1413|-8.6157|sight
Majestic Café|Café Majestic;마제스틱 카페;マジェスティック・カフェ;雄伟咖啡馆;雄偉咖啡館;마제스틱카페;マジェスティックカフェ|Porto|PT|41.1473|-8.6063|food
Serralves|Serralves Museum;Serralves Foundation;Fundação de Serralves;세하우베스 미술관;セラルヴェス現代美術館;塞拉维斯当代艺术博物馆;세하우베스미술관|Porto|PT|41.1597|-8.6598|museum
Padrão dos Descobrimentos|Monument to the Discoveries;Padrao dos Descobrimentos;발견 기념비;発見のモニュメント;发现者纪念碑;發現者紀念碑;발견기념비|Lisbon|PT|38.6936|-9.2057|sight
Rossio|Praça Dom Pedro IV;Rossio Square;호시우 광장;호시오 광장;ロシオ広場;罗西乌广场;羅西歐廣場;호시우광장;호시오광장|Lisbon|PT|38.7139|-9.1394|sight
Calouste Gulbenkian Museum|Gulbenkian;Museu Calouste Gulbenkian|Lisbon|PT|38.7372|-9.1547|museum
Lisbon Cathedral|Sé de Lisboa;Sé Cathedral;리스본 대성당;リスボン大聖堂;里斯本主教座堂;리스본대성당|Lisbon|PT|38.7099|-9.1334|religious
25 de Abril Bridge|Ponte 25 de Abril;4월 25일 다리;4月25日橋;四二五大桥;四二五大橋|Lisbon|PT|38.6916|-9.1774|sight
Cristo Rei|Sanctuary of Christ the King|Almada|PT|38.6789|-9.1711|viewpoint
Feira da Ladra|Thieves Market|Lisbon|PT|38.7150|-9.1250|market
Rua Augusta Arch|Arco da Rua Augusta;아우구스타 개선문;アウグスタ通りの凱旋門;奥古斯塔街凯旋门;奧古斯塔街凱旋門;아우구스타개선문|Lisbon|PT|38.7088|-9.1365|sight
Pink Street|Rua Nova do Carvalho;핑크 스트리트;ピンク・ストリート;粉红街;粉紅街;핑크스트리트;ピンクストリート|Lisbon|PT|38.7071|-9.1449|sight
Carmo Convent|Convento do Carmo;카르무 수도원;カルモ修道院;卡尔莫修道院;卡爾莫修道院;카르무수도원|Lisbon|PT|38.7120|-9.1405|sight
Boca do Inferno|Hell's Mouth|Cascais|PT|38.6913|-9.4313|nature
Moorish Castle|Castelo dos Mouros|Sintra|PT|38.7925|-9.3894|sight
Sintra National Palace|Palácio Nacional de Sintra|Sintra|PT|38.7976|-9.3906|sight
Porto Cathedral|Sé do Porto;포르투 대성당;ポルト大聖堂;波尔图主教座堂;波爾圖主教座堂;포르투대성당|Porto|PT|41.1428|-8.6110|religious
Jardins do Palácio de Cristal|Crystal Palace Gardens;수정궁 정원;クリスタル宮庭園;水晶宫花园;水晶宮花園;수정궁정원|Porto|PT|41.1483|-8.6255|park
Foz do Douro||Porto|PT|41.1500|-8.6750|neighbourhood
Capela das Almas|Chapel of Souls;알마스 성당;아줄레주 성당;アルマス聖堂;灵魂礼拜堂;靈魂禮拜堂;알마스성당;아줄레주성당|Porto|PT|41.1496|-8.6067|religious
Igreja do Carmo|Carmo Church Porto;카르무 성당;卡尔莫教堂;卡爾莫教堂;카르무성당|Porto|PT|41.1473|-8.6162|religious
Mercado do Bolhão|Bolhão Market;볼량 시장;ボリャオン市場;博良市场;博良市場;볼량시장|Porto|PT|41.1496|-8.6056|market
Casa da Música||Porto|PT|41.1588|-8.6307|sight
Ponta da Piedade|Ponta de Piedade|Lagos|PT|37.0800|-8.6690|nature
Benagil Cave|Algar de Benagil;Benagil Sea Cave;Gruta de Benagil;Grotte de Benagil;Cueva de Benagil|Lagoa|PT|37.0872|-8.4263|nature
Praia da Marinha|Marinha Beach|Lagoa|PT|37.0900|-8.4120|beach
Praia do Camilo|Camilo Beach|Lagos|PT|37.0880|-8.6680|beach
Chapel of Bones|Capela dos Ossos|Évora|PT|38.5690|-7.9080|religious
Roman Temple of Évora|Templo Romano de Évora;Temple of Diana|Évora|PT|38.5727|-7.9073|sight
University of Coimbra|Universidade de Coimbra;코임브라 대학교;コインブラ大学;科英布拉大学;科英布拉大學;코임브라대학교|Coimbra|PT|40.2073|-8.4255|sight
Joanina Library|Biblioteca Joanina|Coimbra|PT|40.2073|-8.4255|museum
Mercado dos Lavradores|Farmers' Market Funchal|Funchal|PT|32.6490|-16.9050|market
Bom Jesus do Monte|Santuário do Bom Jesus do Monte|Braga|PT|41.5546|-8.3770|religious
Miradouro da Graça|Miradouro Sophia de Mello Breyner Andresen|Lisbon|PT|38.7163|-9.1313|viewpoint
Miradouro de São Pedro de Alcântara|São Pedro de Alcântara;상 페드루 드 알칸타라 전망대;サン・ペドロ・デ・アルカンタラ展望台;圣佩德罗阿尔坎塔拉观景台;サンペドロデアルカンタラ展望台|Lisbon|PT|38.7155|-9.1443|viewpoint
Chiado||Lisbon|PT|38.7107|-9.1420|neighbourhood
Príncipe Real||Lisbon|PT|38.7170|-9.1480|neighbourhood
Jardim do Príncipe Real|Príncipe Real Garden|Lisbon|PT|38.7165|-9.1485|park
Mouraria||Lisbon|PT|38.7160|-9.1350|neighbourhood
Oceanário de Lisboa|Lisbon Oceanarium|Lisbon|PT|38.7635|-9.0937|museum
Parque das Nações|Park of Nations|Lisbon|PT|38.7680|-9.0940|neighbourhood
Elevador da Bica|Bica Funicular|Lisbon|PT|38.7090|-9.1465|sight
Museu Nacional de Arte Antiga|MNAA;National Museum of Ancient Art|Lisbon|PT|38.7050|-9.1610|museum
Estrela Basilica|Basílica da Estrela|Lisbon|PT|38.7130|-9.1600|religious
Cais do Sodré|Cais do Sodre|Lisbon|PT|38.7060|-9.1440|neighbourhood
A Ginjinha|Ginjinha Espinheira|Lisbon|PT|38.7139|-9.1382|food
Manteigaria||Lisbon|PT|38.7107|-9.1440|food
Palácio Nacional de Queluz|Queluz National Palace|Queluz|PT|38.7500|-9.2580|sight
Monserrate Palace|Palácio de Monserrate|Sintra|PT|38.7940|-9.4200|sight
Azenhas do Mar||Sintra|PT|38.8390|-9.4610|viewpoint
Praia da Ursa|Ursa Beach|Sintra|PT|38.7900|-9.4950|beach
Convento dos Capuchos|Capuchos Convent|Sintra|PT|38.7840|-9.4370|religious
Cascais Marina||Cascais|PT|38.6960|-9.4210|neighbourhood
Cascais Old Town|Centro Histórico de Cascais|Cascais|PT|38.6968|-9.4208|neighbourhood
Nazaré Lighthouse|Farol da Nazaré|Nazaré|PT|39.6050|-9.0860|viewpoint
Batalha Monastery|Mosteiro da Batalha|Batalha|PT|39.6590|-8.8250|religious
Alcobaça Monastery|Mosteiro de Alcobaça|Alcobaça|PT|39.5480|-8.9800|religious
Sanctuary of Fátima|Santuário de Fátima;파티마 성지;ファティマの聖地;法蒂玛圣母朝圣地;法蒂瑪聖母朝聖地;파티마성지|Fátima|PT|39.6310|-8.6730|religious
Convent of Christ|Convento de Cristo|Tomar|PT|39.6040|-8.4190|religious
Jardim do Morro|Jardim do Morro Gaia|Vila Nova de Gaia|PT|41.1375|-8.6090|viewpoint
Port Wine Cellars|Caves do Vinho do Porto;Gaia wine cellars|Vila Nova de Gaia|PT|41.1370|-8.6140|sight
Rua de Santa Catarina|Santa Catarina Street|Porto|PT|41.1490|-8.6060|shop
Avenida dos Aliados|Aliados|Porto|PT|41.1480|-8.6110|sight
Rua das Flores|Rua das Flores Porto|Porto|PT|41.1440|-8.6130|shop
Miradouro da Vitória||Porto|PT|41.1440|-8.6150|viewpoint
Church of São Francisco|Igreja de São Francisco Porto|Porto|PT|41.1410|-8.6160|religious
Guimarães Castle|Castelo de Guimarães|Guimarães|PT|41.4480|-8.2900|sight
Pinhão|Pinhao|Alijó|PT|41.1900|-7.5460|nature
Aveiro Canals||Aveiro|PT|40.6410|-8.6530|neighbourhood
Praia da Falésia|Falesia Beach|Albufeira|PT|37.0860|-8.1650|beach
Albufeira Old Town||Albufeira|PT|37.0870|-8.2500|neighbourhood
Praia dos Pescadores|Fishermen's Beach Albufeira|Albufeira|PT|37.0862|-8.2500|beach
Cape St. Vincent|Cabo de São Vicente;Cap Saint-Vincent;Cabo de San Vicente|Sagres|PT|37.0230|-8.9960|viewpoint
Fortaleza de Sagres|Sagres Fortress|Sagres|PT|37.0000|-8.9480|sight
Ria Formosa||Faro|PT|37.0100|-7.9300|nature
Faro Chapel of Bones|Capela dos Ossos Faro;Igreja do Carmo Faro|Faro|PT|37.0193|-7.9368|religious
Pico do Arieiro|Pico Arieiro;Pico do Areeiro|Funchal|PT|32.7350|-16.9280|viewpoint
Monte Palace Tropical Garden|Monte Palace|Funchal|PT|32.6760|-16.9020|park
Monte Toboggan|Carreiros do Monte;Monte toboggan ride|Funchal|PT|32.6756|-16.9031|sight
Cabo Girão|Cabo Girão Skywalk|Câmara de Lobos|PT|32.6560|-17.0040|viewpoint
Sete Cidades|Lagoa das Sete Cidades;Sete Cidades Lake;Lagoa Azul e Verde|Ponta Delgada|PT|37.8570|-25.7880|nature
Rijksmuseum|레이크스 미술관;라이크스뮤지엄;アムステルダム国立美術館;ライクスミュージアム;荷兰国立博物馆;荷蘭國家博物館;레이크스미술관|Amsterdam|NL|52.3600|4.8852|museum
Van Gogh Museum|반 고흐 미술관;반고흐 미술관;반고흐미술관;ゴッホ美術館;ファン・ゴッホ美術館;梵高博物馆;梵谷美術館;ファンゴッホ美術館|Amsterdam|NL|52.3584|4.8811|museum
Anne Frank House|Anne Frank Huis;안네 프랑크의 집;안네 프랑크 하우스;안네의 집;アンネ・フランクの家;アンネの家;安妮之家;안네프랑크의집;안네프랑크하우스;안네의집|Amsterdam|NL|52.3752|4.8840|museum
Vondelpark|폰델 공원;폰덜파크;フォンデル公園;冯德尔公园;馮德爾公園;폰델공원|Amsterdam|NL|52.3580|4.8686|park
Jordaan|요르단 지구;ヨルダーン地区;约旦区;約旦區;요르단지구|Amsterdam|NL|52.3740|4.8800|neighbourhood
Dam Square|De Dam;담 광장;담광장;ダム広場;水坝广场;水壩廣場|Amsterdam|NL|52.3731|4.8926|sight
Albert Cuyp Market|Albert Cuypmarkt;알버트 카위프 시장;알버트 카이프 마켓;アルバート・カイプ・マーケット;阿尔伯特·库普市场;알버트카위프시장;알버트카이프마켓;アルバートカイプマーケット|Amsterdam|NL|52.3557|4.8942|market
A'DAM Lookout|ADAM Lookout;아담 룩아웃;A'DAM 전망대;アダム・ルックアウト;A'DAM观景台;A'DAM觀景台;아담룩아웃;アダムルックアウト|Amsterdam|NL|52.3841|4.9020|viewpoint
Heineken Experience|하이네켄 익스피리언스;하이네켄 체험관;ハイネケン・エクスペリエンス;喜力体验馆;海尼根體驗館;하이네켄익스피리언스;하이네켄체험관;ハイネケンエクスペリエンス|Amsterdam|NL|52.3578|4.8918|sight
Royal Palace of Amsterdam|Koninklijk Paleis Amsterdam;Royal Palace Amsterdam;암스테르담 왕궁;アムステルダム王宮;阿姆斯特丹王宫;阿姆斯特丹王宮;암스테르담왕궁|Amsterdam|NL|52.3731|4.8913|sight
Nieuwe Kerk Amsterdam|Nieuwe Kerk;니우어 케르크;阿姆斯特丹新教堂;니우어케르크|Amsterdam|NL|52.3740|4.8912|religious
Oude Kerk|Oude Kerk Amsterdam;아우더 케르크;阿姆斯特丹老教堂;아우더케르크|Amsterdam|NL|52.3744|4.8980|religious
Begijnhof|Begijnhof Amsterdam;베긴호프;ベギン会院;贝居安会院;貝居安會院|Amsterdam|NL|52.3694|4.8898|sight
Bloemenmarkt|Flower Market Amsterdam;싱겔 꽃시장;シンゲルの花市場;ブルーメンマルクト;辛格尔花市;辛格爾花市;싱겔꽃시장|Amsterdam|NL|52.3667|4.8918|market
De Wallen|Red Light District Amsterdam;Wallen;암스테르담 홍등가;飾り窓地区;阿姆斯特丹红灯区;阿姆斯特丹紅燈區;암스테르담홍등가|Amsterdam|NL|52.3731|4.8985|neighbourhood
Nine Streets|De 9 Straatjes;Negen Straatjes;나인 스트리트;ナイン・ストリーツ;九小街;나인스트리트;ナインストリーツ|Amsterdam|NL|52.3700|4.8850|shop
NEMO Science Museum|네모 과학박물관;NEMO科学博物館;NEMO科学中心;NEMO科學中心;네모과학박물관|Amsterdam|NL|52.3741|4.9124|museum
Rembrandt House Museum|Rembrandthuis;Museum Het Rembrandthuis;렘브란트 하우스;렘브란트의 집;レンブラントの家;伦勃朗故居;林布蘭故居;렘브란트하우스;렘브란트의집|Amsterdam|NL|52.3693|4.9012|museum
Stedelijk Museum|Stedelijk;스테델레이크 미술관;アムステルダム市立美術館;阿姆斯特丹市立博物馆;阿姆斯特丹市立博物館;스테델레이크미술관|Amsterdam|NL|52.3580|4.8797|museum
Rembrandtplein|렘브란트 광장;レンブラント広場;伦勃朗广场;林布蘭廣場;렘브란트광장|Amsterdam|NL|52.3662|4.8965|sight
Westerkerk|베스테르케르크;阿姆斯特丹西教堂|Amsterdam|NL|52.3747|4.8839|religious
Magere Brug|Skinny Bridge;마헤레 다리;마헤레브뤼흐;マヘレのはね橋;瘦桥;瘦橋;마헤레다리|Amsterdam|NL|52.3634|4.9024|sight
Artis Zoo|Artis;Natura Artis Magistra;아르티스 동물원;アルティス動物園;阿蒂斯动物园;阿蒂斯動物園;아르티스동물원|Amsterdam|NL|52.3663|4.9166|sight
Zaanse Schans|잔세스칸스;잔세 스칸스;ザーンセ・スカンス;桑斯安斯风车村;贊瑟斯漢斯風車村;ザーンセスカンス|Zaandam|NL|52.4740|4.8170|sight
Keukenhof|Keukenhof Gardens;쾨켄호프;큐켄호프;キューケンホフ公園;库肯霍夫公园;庫肯霍夫公園|Lisse|NL|52.2697|4.5461|park
Kinderdijk|Kinderdijk Windmills;킨데르데이크;킨더다이크;キンデルダイク;小孩堤防;孩童堤防|Alblasserdam|NL|51.8840|4.6400|sight
Markthal|Markthal Rotterdam|Rotterdam|NL|51.9200|4.4870|market
Cube Houses|Kubuswoningen;Kijk-Kubus|Rotterdam|NL|51.9200|4.4906|sight
Erasmus Bridge|Erasmusbrug|Rotterdam|NL|51.9094|4.4868|sight
Euromast||Rotterdam|NL|51.9054|4.4666|viewpoint
Mauritshuis||The Hague|NL|52.0804|4.3143|museum
Binnenhof||The Hague|NL|52.0797|4.3130|sight
Peace Palace|Vredespaleis|The Hague|NL|52.0865|4.2954|sight
Madurodam||The Hague|NL|52.0994|4.2977|sight
Scheveningen Pier|De Pier Scheveningen|The Hague|NL|52.1150|4.2800|beach
Dom Tower|Domtoren;Dom Tower of Utrecht|Utrecht|NL|52.0908|5.1215|viewpoint
Museumplein|Museum Square;뮤지엄 광장;ミュージアム広場;阿姆斯特丹博物馆广场;뮤지엄광장|Amsterdam|NL|52.3580|4.8820|sight
Leidseplein|라이체 광장;라이드세플레인;ライツェ広場;莱兹广场;萊茲廣場;라이체광장|Amsterdam|NL|52.3641|4.8830|sight
De Pijp|더 페이프;デ・パイプ;派普区;더페이프;デパイプ|Amsterdam|NL|52.3540|4.8940|neighbourhood
Foodhallen|Food Hallen Amsterdam;푸드할렌;フードハレン|Amsterdam|NL|52.3671|4.8685|food
Moco Museum|Moco;모코 뮤지엄;モコ・ミュージアム;Moco博物馆;Moco博物館;모코뮤지엄;モコミュージアム|Amsterdam|NL|52.3580|4.8818|museum
Hortus Botanicus Amsterdam|호르투스 보타니쿠스;アムステルダム植物園;阿姆斯特丹植物园;阿姆斯特丹植物園;호르투스보타니쿠스|Amsterdam|NL|52.3667|4.9080|park
Amsterdam Centraal|Amsterdam Central Station;암스테르담 중앙역;アムステルダム中央駅;阿姆斯特丹中央车站;阿姆斯特丹中央車站;암스테르담중앙역;암스테르담 센트랄역;암스테르담센트랄역|Amsterdam|NL|52.3791|4.9003|sight
Noordermarkt||Amsterdam|NL|52.3790|4.8865|market
Hermitage Amsterdam|H'ART Museum|Amsterdam|NL|52.3653|4.9026|museum
Het Scheepvaartmuseum|National Maritime Museum Amsterdam;Scheepvaartmuseum;オランダ海洋博物館;荷兰国家海事博物馆;荷蘭國家海事博物館|Amsterdam|NL|52.3717|4.9150|museum
EYE Filmmuseum|Eye Film Museum;아이 필름 뮤지엄;アイ映画博物館;EYE电影博物馆;EYE電影博物館;아이필름뮤지엄|Amsterdam|NL|52.3843|4.9009|museum
Monte Carlo Casino|Casino de Monte-Carlo;Casino Monte Carlo|Monaco|MC|43.7395|7.4281|sight
Prince's Palace of Monaco|Palais Princier;Prince's Palace|Monaco|MC|43.7314|7.4197|sight
Oceanographic Museum of Monaco|Musée océanographique de Monaco|Monaco|MC|43.7307|7.4253|museum
Cliffs of Moher|Aillte an Mhothair;Falaises de Moher;Acantilados de Moher;Klippen von Moher|Ennis|IE|52.9715|-9.4309|nature
Trinity College Dublin||Dublin|IE|53.3438|-6.2546|museum
Book of Kells|Old Library Trinity College;Book of Kells Experience|Dublin|IE|53.3438|-6.2546|museum
Guinness Storehouse||Dublin|IE|53.3419|-6.2868|sight
Temple Bar|Temple Bar Dublin|Dublin|IE|53.3455|-6.2643|neighbourhood
St Patrick's Cathedral Dublin|St. Patrick's Cathedral|Dublin|IE|53.3395|-6.2715|religious
Dublin Castle||Dublin|IE|53.3429|-6.2674|sight
Ha'penny Bridge|Halfpenny Bridge|Dublin|IE|53.3463|-6.2631|sight
Kilmainham Gaol||Dublin|IE|53.3419|-6.3098|museum
Phoenix Park||Dublin|IE|53.3559|-6.3298|park
St Stephen's Green||Dublin|IE|53.3382|-6.2591|park
Christ Church Cathedral Dublin||Dublin|IE|53.3435|-6.2710|religious
Jameson Distillery Bow St.|Jameson Distillery|Dublin|IE|53.3484|-6.2773|sight
Grafton Street||Dublin|IE|53.3420|-6.2600|shop
EPIC The Irish Emigration Museum|EPIC Museum|Dublin|IE|53.3486|-6.2477|museum
Shop Street|Shop Street Galway|Galway|IE|53.2725|-9.0530|shop
Rock of Cashel|Cashel of the Kings|Cashel|IE|52.5200|-7.8900|sight
Kilkenny Castle||Kilkenny|IE|52.6500|-7.2490|sight
Blarney Castle|Blarney Stone|Blarney|IE|51.9290|-8.5709|sight
Ross Castle||Killarney|IE|52.0440|-9.5290|sight
Grand-Place|Grand Place;Grote Markt Brussel;Grand-Place de Bruxelles|Brussels|BE|50.8467|4.3525|sight
Manneken Pis||Brussels|BE|50.8450|4.3500|sight
Atomium||Brussels|BE|50.8949|4.3415|sight
Royal Palace of Brussels|Palais Royal de Bruxelles;Koninklijk Paleis van Brussel|Brussels|BE|50.8417|4.3620|sight
Cathedral of St. Michael and St. Gudula|St. Michael and St. Gudula Cathedral;Cathédrale Saints-Michel-et-Gudule|Brussels|BE|50.8480|4.3600|religious
Galeries Royales Saint-Hubert|Royal Galleries of Saint-Hubert;Galeries Saint-Hubert|Brussels|BE|50.8478|4.3547|shop
Magritte Museum|Musée Magritte Museum|Brussels|BE|50.8427|4.3577|museum
Mont des Arts|Kunstberg|Brussels|BE|50.8441|4.3561|viewpoint
Parc du Cinquantenaire|Cinquantenaire;Jubelpark|Brussels|BE|50.8399|4.3925|park
European Parliament|Parlamentarium|Brussels|BE|50.8386|4.3752|sight
Sablon|Place du Grand Sablon;Grote Zavel|Brussels|BE|50.8400|4.3560|neighbourhood
Markt Bruges|Bruges Market Square;Grote Markt Brugge|Bruges|BE|51.2089|3.2247|sight
Belfry of Bruges|Belfort Brugge;Belfort of Bruges|Bruges|BE|51.2085|3.2248|viewpoint
Basilica of the Holy Blood|Heilig-Bloedbasiliek|Bruges|BE|51.2084|3.2274|religious
Rozenhoedkaai||Bruges|BE|51.2060|3.2272|viewpoint
Minnewater|Lake of Love|Bruges|BE|51.2013|3.2250|park
Begijnhof Bruges|Ten Wijngaerde;Princely Beguinage Ten Wijngaarde|Bruges|BE|51.2022|3.2240|religious
Church of Our Lady Bruges|Onze-Lieve-Vrouwekerk Brugge|Bruges|BE|51.2050|3.2240|religious
Groeningemuseum|Groeninge Museum|Bruges|BE|51.2055|3.2262|museum
Gravensteen|Castle of the Counts|Ghent|BE|51.0573|3.7208|sight
St Bavo's Cathedral|Sint-Baafskathedraal;Ghent Altarpiece|Ghent|BE|51.0530|3.7270|religious
Graslei|Graslei and Korenlei|Ghent|BE|51.0549|3.7213|sight
Korenlei||Ghent|BE|51.0546|3.7205|sight
Belfry of Ghent|Belfort van Gent|Ghent|BE|51.0537|3.7248|viewpoint
Cathedral of Our Lady Antwerp|Onze-Lieve-Vrouwekathedraal Antwerpen|Antwerp|BE|51.2203|4.4015|religious
Grote Markt Antwerp|Grote Markt Antwerpen|Antwerp|BE|51.2212|4.3997|sight
Brabo Fountain|Brabofontein|Antwerp|BE|51.2213|4.3996|sight
Antwerpen-Centraal|Antwerp Central Station|Antwerp|BE|51.2172|4.4211|sight
MAS Museum|Museum aan de Stroom|Antwerp|BE|51.2290|4.4049|museum
Het Steen|Steen Castle|Antwerp|BE|51.2227|4.3973|sight
Rubens House|Rubenshuis|Antwerp|BE|51.2174|4.4101|museum
Grand Place Brussels Town Hall|Brussels Town Hall;Hôtel de Ville de Bruxelles|Brussels|BE|50.8467|4.3519|sight
Jeanneke Pis||Brussels|BE|50.8480|4.3545|sight
Musical Instruments Museum|MIM Brussels;Old England|Brussels|BE|50.8429|4.3577|museum
Royal Museums of Fine Arts of Belgium|Musées royaux des Beaux-Arts|Brussels|BE|50.8419|4.3580|museum
Belgian Comic Strip Center|Comics Art Museum;Centre Belge de la Bande Dessinée|Brussels|BE|50.8512|4.3597|museum
Place Flagey|Flagey|Brussels|BE|50.8275|4.3724|sight
Marolles||Brussels|BE|50.8370|4.3450|market
Place du Jeu de Balle|Jeu de Balle flea market;Vossenplein|Brussels|BE|50.8374|4.3453|market
Mini-Europe||Brussels|BE|50.8944|4.3393|sight
Horta Museum|Musée Horta|Brussels|BE|50.8247|4.3559|museum
Rue des Bouchers|Rue des Bouchers Brussels|Brussels|BE|50.8480|4.3540|food
Delirium Café|Delirium Cafe|Brussels|BE|50.8485|4.3542|food
Bock Casemates|Casemates du Bock|Luxembourg|LU|49.6117|6.1370|sight
Grand Ducal Palace|Palais grand-ducal|Luxembourg|LU|49.6111|6.1319|sight
St. John's Co-Cathedral|St John's Co-Cathedral;Kon-Katidral ta' San Ġwann|Valletta|MT|35.8977|14.5125|religious
Upper Barrakka Gardens|Il-Barrakka ta' Fuq|Valletta|MT|35.8950|14.5123|viewpoint
Mdina|Silent City;L-Imdina|Rabat|MT|35.8860|14.4030|neighbourhood
Rock of Gibraltar|Gibraltar Rock;Upper Rock|Gibraltar|GI|36.1440|-5.3420|nature
`;
