/**
 * Curated landmarks for the offline geocoder, beyond the most visited cities: the sights of the towns, islands and
 * parks travellers go to next in Germany, the Alps, Central and Eastern Europe, the Balkans inland, the Baltics, Turkey and the Caucasus. Written for this project, apart from any page the import is measured on;
 * coordinates are rounded to 4 decimals and meant to be within about 300 m. One per line, as in the other files:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const TOWNS_EUROPE_CENTRAL_EAST = `
Görlitz Untermarkt|Untermarkt Görlitz|Görlitz|DE|51.1561|14.9896|sight
Peterskirche Görlitz|St. Peter and Paul Church Görlitz|Görlitz|DE|51.1579|14.9921|religious
Marktplatz Rothenburg|Rothenburg Market Square|Rothenburg ob der Tauber|DE|49.3770|10.1789|sight
Rathaus Rothenburg|Rothenburg Town Hall|Rothenburg ob der Tauber|DE|49.3770|10.1789|sight
St.-Jakobs-Kirche Rothenburg|St. Jakob Rothenburg;Heilig-Blut-Altar|Rothenburg ob der Tauber|DE|49.3781|10.1783|religious
Burggarten Rothenburg|Rothenburg Castle Garden|Rothenburg ob der Tauber|DE|49.3767|10.1738|park
Mittelalterliches Kriminalmuseum|Medieval Crime Museum;Kriminalmuseum Rothenburg|Rothenburg ob der Tauber|DE|49.3762|10.1772|museum
Rödertor|Röder Gate|Rothenburg ob der Tauber|DE|49.3770|10.1850|sight
Festung Marienberg|Marienberg Fortress|Würzburg|DE|49.7899|9.9215|sight
Alte Mainbrücke|Old Main Bridge|Würzburg|DE|49.7929|9.9265|sight
Würzburger Dom|Würzburg Cathedral;Kiliansdom|Würzburg|DE|49.7934|9.9318|religious
Käppele|Wallfahrtskirche Käppele|Würzburg|DE|49.7871|9.9191|religious
Marienkapelle Würzburg||Würzburg|DE|49.7951|9.9298|religious
Bamberger Dom|Bamberg Cathedral|Bamberg|DE|49.8908|10.8826|religious
Neue Residenz Bamberg||Bamberg|DE|49.8922|10.8823|sight
Rosengarten Bamberg|Bamberg Rose Garden|Bamberg|DE|49.8922|10.8823|park
Kloster Michelsberg|Michaelsberg Abbey;Michelsberg Abbey|Bamberg|DE|49.8936|10.8785|religious
Schlenkerla|Aecht Schlenkerla Rauchbier|Bamberg|DE|49.8913|10.8858|food
Marienkirche Lübeck|St. Mary's Church Lübeck|Lübeck|DE|53.8678|10.6850|religious
Europäisches Hansemuseum|European Hansemuseum|Lübeck|DE|53.8713|10.6893|museum
Buddenbrookhaus|Buddenbrook House|Lübeck|DE|53.8684|10.6843|museum
Lübecker Dom|Lübeck Cathedral|Lübeck|DE|53.8599|10.6853|religious
Salzspeicher|Salzspeicher Lübeck|Lübeck|DE|53.8660|10.6800|sight
Café Niederegger|Niederegger|Lübeck|DE|53.8664|10.6867|food
Herzogin Anna Amalia Bibliothek|Duchess Anna Amalia Library;Anna Amalia Library|Weimar|DE|50.9786|11.3326|museum
Schillers Wohnhaus|Schiller's House;Schiller's Residence|Weimar|DE|50.9791|11.3262|museum
Goethes Gartenhaus|Goethe's Garden House|Weimar|DE|50.9758|11.3382|museum
Park an der Ilm|Ilm Park|Weimar|DE|50.9745|11.3355|park
Bauhaus-Museum Weimar||Weimar|DE|50.9838|11.3252|museum
Gedenkstätte Buchenwald|Buchenwald Memorial;Buchenwald|Weimar|DE|51.0222|11.2485|museum
Neues Palais|New Palace Potsdam|Potsdam|DE|52.4011|13.0139|sight
Schloss Cecilienhof|Cecilienhof|Potsdam|DE|52.4192|13.0706|sight
Holländisches Viertel|Dutch Quarter Potsdam|Potsdam|DE|52.4017|13.0583|neighbourhood
Brandenburger Tor Potsdam|Brandenburg Gate Potsdam|Potsdam|DE|52.3999|13.0497|sight
Chinesisches Haus|Chinese House Sanssouci|Potsdam|DE|52.3987|13.0288|sight
Museum Barberini||Potsdam|DE|52.3957|13.0596|museum
Erfurter Dom|Erfurt Cathedral;Mariendom Erfurt|Erfurt|DE|50.9754|11.0237|religious
Severikirche|St. Severus Church Erfurt|Erfurt|DE|50.9756|11.0222|religious
Krämerbrücke|Merchants' Bridge|Erfurt|DE|50.9788|11.0318|sight
Zitadelle Petersberg|Petersberg Citadel|Erfurt|DE|50.9790|11.0190|sight
Alte Synagoge Erfurt|Old Synagogue Erfurt|Erfurt|DE|50.9786|11.0297|museum
Freiburger Münster|Freiburg Minster;Münster Unserer Lieben Frau|Freiburg|DE|47.9955|7.8529|religious
Schlossberg Freiburg|Schlossbergturm|Freiburg|DE|47.9930|7.8600|viewpoint
Martinstor|Martin's Gate|Freiburg|DE|47.9933|7.8494|sight
Schwabentor|Swabian Gate|Freiburg|DE|47.9914|7.8556|sight
Augustinermuseum|Augustiner Museum|Freiburg|DE|47.9938|7.8530|museum
Historisches Kaufhaus|Historic Merchants' Hall Freiburg|Freiburg|DE|47.9948|7.8533|sight
Trierer Dom|Trier Cathedral;Hohe Domkirche St. Peter|Trier|DE|49.7564|6.6432|religious
Liebfrauenkirche Trier|Church of Our Lady Trier|Trier|DE|49.7559|6.6424|religious
Konstantinbasilika|Basilica of Constantine;Aula Palatina|Trier|DE|49.7536|6.6437|sight
Kaiserthermen|Imperial Baths Trier|Trier|DE|49.7497|6.6420|sight
Hauptmarkt Trier|Trier Main Market|Trier|DE|49.7568|6.6412|sight
Karl-Marx-Haus|Karl Marx House|Trier|DE|49.7527|6.6365|museum
Amphitheater Trier|Trier Amphitheatre|Trier|DE|49.7475|6.6517|sight
Albrechtsburg|Albrechtsburg Meissen|Meissen|DE|51.1664|13.4707|sight
Meißner Dom|Meissen Cathedral|Meissen|DE|51.1658|13.4714|religious
Frauenkirche Meißen|Church of Our Lady Meissen|Meissen|DE|51.1637|13.4735|religious
Festung Königstein|Königstein Fortress|Königstein|DE|50.9188|14.0567|sight
Drosselgasse||Rüdesheim am Rhein|DE|49.9793|7.9236|sight
Niederwalddenkmal|Niederwald Monument;Germania Rüdesheim|Rüdesheim am Rhein|DE|49.9810|7.8997|viewpoint
Loreley|Lorelei;Loreley Rock|Sankt Goarshausen|DE|50.1394|7.7294|viewpoint
Marksburg|Marksburg Castle|Braubach|DE|50.2726|7.6475|sight
Burg Pfalzgrafenstein|Pfalzgrafenstein Castle|Kaub|DE|50.0852|7.7654|sight
Hohes Schloss Füssen|High Castle Füssen|Füssen|DE|47.5694|10.7006|sight
Kloster St. Mang|St. Mang's Abbey|Füssen|DE|47.5697|10.6981|religious
Lechfall|Lech Falls|Füssen|DE|47.5626|10.6961|nature
Alpsee|Lake Alpsee|Schwangau|DE|47.5565|10.7290|nature
Partnachklamm|Partnach Gorge|Garmisch-Partenkirchen|DE|47.4667|11.1203|nature
Eibsee|Lake Eibsee|Garmisch-Partenkirchen|DE|47.4570|10.9740|nature
Olympia-Skistadion|Olympic Ski Stadium Garmisch;Große Olympiaschanze|Garmisch-Partenkirchen|DE|47.4825|11.1220|sight
Salzbergwerk Berchtesgaden|Berchtesgaden Salt Mine|Berchtesgaden|DE|47.6378|13.0072|sight
Dokumentation Obersalzberg|Obersalzberg Documentation Centre|Berchtesgaden|DE|47.6312|13.0417|museum
St. Bartholomä|St. Bartholomew's Church Königssee|Berchtesgaden|DE|47.5545|12.9695|religious
Rathaus Wernigerode|Wernigerode Town Hall|Wernigerode|DE|51.8346|10.7856|sight
Brocken|Brocken Summit;Brockenbahn|Wernigerode|DE|51.7991|10.6156|viewpoint
Kurhaus Baden-Baden|Casino Baden-Baden|Baden-Baden|DE|48.7627|8.2396|sight
Friedrichsbad|Friedrichsbad Baden-Baden|Baden-Baden|DE|48.7641|8.2434|sight
Caracalla Therme|Caracalla Spa|Baden-Baden|DE|48.7646|8.2422|sight
Lichtentaler Allee||Baden-Baden|DE|48.7580|8.2407|park
Speyerer Dom|Speyer Cathedral;Kaiserdom Speyer|Speyer|DE|49.3173|8.4421|religious
Wormser Dom|Worms Cathedral|Worms|DE|49.6299|8.3595|religious
Historische Wurstkuchl|Wurstkuchl;Historic Sausage Kitchen|Regensburg|DE|49.0206|12.0977|food
Altes Rathaus Regensburg|Old Town Hall Regensburg|Regensburg|DE|49.0198|12.0938|sight
Hallstatt Skywalk|Welterbeblick;World Heritage View Hallstatt;할슈타트 스카이워크;ハルシュタット・スカイウォーク;哈尔施塔特观景台;哈修塔特觀景台;할슈타트스카이워크;ハルシュタットスカイウォーク;할슈타트 전망대;ハルシュタット展望台;할슈타트전망대|Bad Goisern|AT|47.5627|13.6436|viewpoint
Beinhaus Hallstatt|Hallstatt Ossuary;Charnel House Hallstatt;할슈타트 납골당;ハルシュタット納骨堂;哈尔施塔特人骨堂;할슈타트납골당|Bad Goisern|AT|47.5617|13.6473|religious
Evangelische Kirche Hallstatt|Hallstatt Lutheran Church;할슈타트 루터교회;할슈타트 교회;ハルシュタット福音教会;哈尔施塔特新教教堂;할슈타트루터교회;할슈타트교회|Bad Goisern|AT|47.5623|13.6489|religious
Marktplatz Hallstatt|Hallstatt Market Square;할슈타트 마르크트 광장;ハルシュタット・マルクト広場;哈尔施塔特集市广场;할슈타트마르크트광장;ハルシュタットマルクト広場|Bad Goisern|AT|47.5616|13.6488|sight
Wallfahrtskirche St. Wolfgang|Pilgrimage Church St. Wolfgang|Sankt Wolfgang im Salzkammergut|AT|47.7387|13.4488|religious
Schafberg|Schafbergbahn;Schafberg Summit|Sankt Wolfgang im Salzkammergut|AT|47.7764|13.4336|viewpoint
Stift Melk|Melk Abbey|Melk|AT|48.2283|15.3342|religious
Stift Dürnstein|Dürnstein Abbey;Blue Tower Dürnstein|Dürnstein|AT|48.3950|15.5197|religious
Stift Göttweig|Göttweig Abbey|Krems an der Donau|AT|48.3670|15.6127|religious
Steiner Tor|Stein Gate Krems|Krems an der Donau|AT|48.4096|15.6036|sight
Grazer Uhrturm|Graz Clock Tower|Graz|AT|47.0738|15.4373|sight
Schlossberg Graz|Graz Schlossberg|Graz|AT|47.0757|15.4374|viewpoint
Kunsthaus Graz|Friendly Alien|Graz|AT|47.0713|15.4342|museum
Murinsel|Mur Island|Graz|AT|47.0727|15.4350|sight
Landeszeughaus|Styrian Armoury;Graz Armoury|Graz|AT|47.0703|15.4404|museum
Schloss Eggenberg|Eggenberg Palace|Graz|AT|47.0738|15.3907|sight
Hauptplatz Graz|Graz Main Square|Graz|AT|47.0708|15.4384|sight
Grazer Dom|Graz Cathedral|Graz|AT|47.0706|15.4429|religious
Schloss Ambras|Ambras Castle|Innsbruck|AT|47.2566|11.4340|sight
Bergisel|Bergisel Ski Jump;Bergiselschanze|Innsbruck|AT|47.2487|11.3996|viewpoint
Hofburg Innsbruck|Imperial Palace Innsbruck|Innsbruck|AT|47.2687|11.3948|sight
Hofkirche Innsbruck|Court Church Innsbruck|Innsbruck|AT|47.2685|11.3957|religious
Maria-Theresien-Straße||Innsbruck|AT|47.2651|11.3942|neighbourhood
Alpenzoo Innsbruck|Alpenzoo|Innsbruck|AT|47.2813|11.3983|park
Stift St. Peter Salzburg|St. Peter's Abbey Salzburg|Salzburg|AT|47.7967|13.0460|religious
Petersfriedhof|St. Peter's Cemetery|Salzburg|AT|47.7967|13.0460|sight
Museum der Moderne Mönchsberg|Museum of Modern Art Salzburg|Salzburg|AT|47.8009|13.0385|viewpoint
Mönchsberg||Salzburg|AT|47.8009|13.0385|viewpoint
Stift Nonnberg|Nonnberg Abbey|Salzburg|AT|47.7950|13.0524|religious
Residenzplatz Salzburg||Salzburg|AT|47.7985|13.0466|sight
Residenzbrunnen|Residence Fountain Salzburg|Salzburg|AT|47.7985|13.0466|sight
Hangar-7||Salzburg|AT|47.7948|13.0050|museum
Großes Festspielhaus|Salzburg Festival Hall;Festspielhäuser|Salzburg|AT|47.7983|13.0422|sight
Krimmler Wasserfälle|Krimml Waterfalls;Krimml Falls|Krimml|AT|47.2092|12.1730|nature
Burg Hohenwerfen|Hohenwerfen Castle|Werfen|AT|47.4836|13.1889|sight
Kaiser-Franz-Josefs-Höhe||Heiligenblut|AT|47.0757|12.7527|viewpoint
Trümmelbachfälle|Trümmelbach Falls;트뤼멜바흐 폭포;トリュンメルバッハの滝;特吕默尔巴赫瀑布;特呂默爾巴赫瀑布;트뤼멜바흐폭포|Lauterbrunnen|CH|46.5641|7.9106|nature
Schilthorn|Piz Gloria;쉴트호른;シルトホルン;雪朗峰|Lauterbrunnen|CH|46.5581|7.8353|viewpoint
Grindelwald First|First Cliff Walk;피르스트;그린델발트 피르스트;フィルスト;グリンデルワルト・フィルスト;菲斯特山;菲尔斯特;그린델발트피르스트;グリンデルワルトフィルスト|Grindelwald|CH|46.6594|8.0547|viewpoint
Bachalpsee|Lake Bachalp;바흐알프제;바하알프제;バッハアルプゼー;巴哈阿尔卑湖;巴哈湖|Grindelwald|CH|46.6700|8.0230|nature
Männlichen|멘리헨;멘리켄;メンリッヒェン;梅利菲恩;曼利申|Grindelwald|CH|46.6130|7.9420|viewpoint
Kleine Scheidegg|클라이네 샤이덱;클라이네샤이덱;クライネ・シャイデック;小沙伊德克;克莱恩谢德格;クライネシャイデック|Grindelwald|CH|46.5853|7.9613|viewpoint
Matterhorn Glacier Paradise|Klein Matterhorn;Kleines Matterhorn;마테호른 글래시어 파라다이스;클라인 마테호른;マッターホルン・グレッシャー・パラダイス;クライン・マッターホルン;马特洪冰川天堂;小马特洪峰;마테호른글래시어파라다이스;클라인마테호른;マッターホルングレッシャーパラダイス;クラインマッターホルン|Zermatt|CH|45.9384|7.7297|viewpoint
Monte San Salvatore|San Salvatore|Lugano|CH|45.9772|8.9466|viewpoint
Parco Ciani|Ciani Park|Lugano|CH|46.0063|8.9565|park
Piazza della Riforma||Lugano|CH|46.0049|8.9514|sight
Via Nassa||Lugano|CH|46.0031|8.9502|shop
Santa Maria degli Angioli|Chiesa di Santa Maria degli Angioli|Lugano|CH|46.0007|8.9478|religious
LAC Lugano Arte e Cultura|LAC Lugano|Lugano|CH|46.0017|8.9464|museum
Madonna del Sasso|Santuario della Madonna del Sasso|Locarno|CH|46.1729|8.7933|religious
Piazza Grande Locarno||Locarno|CH|46.1681|8.7950|sight
Castello Visconteo Locarno|Visconti Castle Locarno|Locarno|CH|46.1659|8.7945|sight
Castelgrande||Bellinzona|CH|46.1936|9.0191|sight
Castello di Montebello|Montebello Castle|Bellinzona|CH|46.1918|9.0255|sight
Castello di Sasso Corbaro|Sasso Corbaro Castle|Bellinzona|CH|46.1871|9.0338|sight
Äscher|Berggasthaus Aescher;Aescher|Appenzell|CH|47.2849|9.4155|food
Seealpsee||Appenzell|CH|47.2692|9.4002|nature
Säntis|Mount Säntis|Appenzell|CH|47.2494|9.3435|viewpoint
Château de Gruyères|Gruyères Castle;Schloss Greyerz|Gruyères|CH|46.5842|7.0826|sight
HR Giger Museum|Musée HR Giger|Gruyères|CH|46.5848|7.0834|museum
Stiftsbibliothek St. Gallen|Abbey Library of St. Gall;Abbey of St. Gall;Stiftsbezirk St. Gallen|Sankt Gallen|CH|47.4234|9.3769|museum
Bundeshaus|Federal Palace;Palais fédéral|Bern|CH|46.9466|7.4443|sight
Einsteinhaus|Einstein House|Bern|CH|46.9479|7.4509|museum
Rosengarten Bern|Rose Garden Bern|Bern|CH|46.9534|7.4600|viewpoint
Kramgasse||Bern|CH|46.9479|7.4503|neighbourhood
Basler Münster|Basel Minster|Basel|CH|47.5565|7.5926|religious
Rathaus Basel|Basel Town Hall|Basel|CH|47.5581|7.5882|sight
Kunstmuseum Basel||Basel|CH|47.5540|7.5940|museum
Museum Tinguely|Tinguely Museum|Basel|CH|47.5590|7.6121|museum
Fondation Beyeler|Beyeler Foundation|Riehen|CH|47.5886|7.6534|museum
Plášťový most|Cloak Bridge;Český Krumlov Cloak Bridge|Český Krumlov|CZ|48.8134|14.3128|sight
Zámecká věž Český Krumlov|Český Krumlov Castle Tower|Český Krumlov|CZ|48.8121|14.3158|viewpoint
Náměstí Svornosti|Svornosti Square|Český Krumlov|CZ|48.8106|14.3150|sight
Egon Schiele Art Centrum|Egon Schiele Art Centre|Český Krumlov|CZ|48.8102|14.3128|museum
Zámecká zahrada Český Krumlov|Český Krumlov Castle Garden|Český Krumlov|CZ|48.8153|14.3067|park
Kostel sv. Víta Český Krumlov|St. Vitus Church Český Krumlov|Český Krumlov|CZ|48.8098|14.3163|religious
Chrám svaté Barbory|St. Barbara's Church;Cathedral of St. Barbara|Kutná Hora|CZ|49.9447|15.2631|religious
Vlašský dvůr|Italian Court|Kutná Hora|CZ|49.9487|15.2679|sight
Katedrála Nanebevzetí Panny Marie Sedlec|Sedlec Cathedral;Cathedral of the Assumption Sedlec|Kutná Hora|CZ|49.9605|15.2887|religious
GASK|Jesuit College Kutná Hora;Jezuitská kolej|Kutná Hora|CZ|49.9455|15.2646|museum
Sloup Nejsvětější Trojice|Holy Trinity Column Olomouc|Olomouc|CZ|49.5942|17.2509|sight
Olomoucký orloj|Olomouc Astronomical Clock|Olomouc|CZ|49.5937|17.2512|sight
Katedrála svatého Václava Olomouc|St. Wenceslas Cathedral Olomouc|Olomouc|CZ|49.5956|17.2620|religious
Svatý Kopeček|Basilica of the Visitation Svatý Kopeček|Olomouc|CZ|49.6330|17.3333|religious
Zámek Telč|Telč Chateau|Telč|CZ|49.1850|15.4520|sight
Náměstí Zachariáše z Hradce|Telč Square|Telč|CZ|49.1838|15.4535|sight
Vřídelní kolonáda|Hot Spring Colonnade;Vřídlo|Karlovy Vary|CZ|50.2226|12.8830|sight
Tržní kolonáda|Market Colonnade|Karlovy Vary|CZ|50.2241|12.8817|sight
Kostel svaté Máří Magdalény Karlovy Vary|Church of St. Mary Magdalene Karlovy Vary|Karlovy Vary|CZ|50.2230|12.8822|religious
Pravčická brána|Pravčice Gate|Děčín|CZ|50.8843|14.2816|nature
Zámek Lednice|Lednice Chateau|Lednice|CZ|48.8017|16.8054|sight
Zámek Mikulov|Mikulov Castle|Mikulov|CZ|48.8060|16.6373|sight
Katedrála svatého Petra a Pavla Brno|Cathedral of St. Peter and Paul Brno|Brno|CZ|49.1910|16.6075|religious
Kapucínská hrobka|Capuchin Crypt Brno|Brno|CZ|49.1925|16.6091|religious
Zelný trh|Cabbage Market Brno|Brno|CZ|49.1925|16.6085|market
Kostnice u sv. Jakuba|Brno Ossuary|Brno|CZ|49.1968|16.6081|religious
Náměstí Svobody Brno|Freedom Square Brno|Brno|CZ|49.1950|16.6083|sight
Katedrála svatého Bartoloměje|St. Bartholomew's Cathedral Pilsen|Pilsen|CZ|49.7476|13.3776|religious
Dom Mikołaja Kopernika|Copernicus House Toruń|Toruń|PL|53.0086|18.6033|museum
Ratusz Staromiejski w Toruniu|Toruń Old Town Hall|Toruń|PL|53.0103|18.6046|sight
Krzywa Wieża|Leaning Tower of Toruń|Toruń|PL|53.0087|18.6086|sight
Katedra Świętych Janów|Toruń Cathedral;St. John's Cathedral Toruń|Toruń|PL|53.0084|18.6063|religious
Zamek Krzyżacki w Toruniu|Teutonic Castle Toruń|Toruń|PL|53.0077|18.6116|sight
Hala Stulecia|Centennial Hall|Wrocław|PL|51.1069|17.0772|sight
Panorama Racławicka|Racławice Panorama|Wrocław|PL|51.1101|17.0444|museum
Aula Leopoldina|University of Wrocław Main Building|Wrocław|PL|51.1139|17.0343|sight
Ratusz we Wrocławiu|Wrocław Old Town Hall|Wrocław|PL|51.1099|17.0319|sight
Hala Targowa Wrocław|Wrocław Market Hall|Wrocław|PL|51.1126|17.0394|market
Ogród Japoński Wrocław|Japanese Garden Wrocław|Wrocław|PL|51.1100|17.0792|park
Most Tumski|Tumski Bridge|Wrocław|PL|51.1143|17.0437|sight
Westerplatte||Gdańsk|PL|54.4068|18.6697|sight
Archikatedra Oliwska|Oliwa Cathedral|Gdańsk|PL|54.4110|18.5602|religious
Fontanna Neptuna|Neptune's Fountain Gdańsk|Gdańsk|PL|54.3485|18.6532|sight
Dwór Artusa|Artus Court|Gdańsk|PL|54.3486|18.6535|museum
Ulica Mariacka|Mariacka Street|Gdańsk|PL|54.3496|18.6558|neighbourhood
Złota Brama Gdańsk|Golden Gate Gdańsk|Gdańsk|PL|54.3497|18.6482|sight
Molo w Sopocie|Sopot Pier|Sopot|PL|54.4470|18.5699|sight
Krzywy Domek|Crooked House Sopot|Sopot|PL|54.4446|18.5666|sight
Katedra Poznańska|Poznań Cathedral|Poznań|PL|52.4114|16.9481|religious
Zamek Cesarski w Poznaniu|Imperial Castle Poznań|Poznań|PL|52.4075|16.9196|sight
Rogalowe Muzeum Poznania|Croissant Museum Poznań|Poznań|PL|52.4083|16.9339|museum
Zamek Królewski w Poznaniu|Royal Castle Poznań|Poznań|PL|52.4097|16.9315|museum
Stary Browar||Poznań|PL|52.4032|16.9276|shop
Zamek Lubelski|Lublin Castle|Lublin|PL|51.2508|22.5722|museum
Brama Krakowska|Kraków Gate Lublin|Lublin|PL|51.2474|22.5667|sight
Majdanek|Państwowe Muzeum na Majdanku;Majdanek State Museum|Lublin|PL|51.2206|22.6000|museum
Rynek Wielki w Zamościu|Zamość Great Market Square|Zamość|PL|50.7170|23.2527|sight
Rynek w Kazimierzu Dolnym|Kazimierz Dolny Market Square|Kazimierz Dolny|PL|51.3224|21.9474|sight
Egri vár|Eger Castle|Eger|HU|47.9043|20.3779|sight
Egri minaret|Eger Minaret|Eger|HU|47.9047|20.3738|sight
Egri bazilika|Eger Basilica|Eger|HU|47.8985|20.3745|religious
Szépasszony-völgy|Valley of the Beautiful Women|Eger|HU|47.8923|20.3608|food
Dobó István tér|Dobó Square|Eger|HU|47.9026|20.3765|sight
Líceum Eger|Eger Lyceum;Esterházy Károly Lyceum|Eger|HU|47.8996|20.3761|sight
Pécsi székesegyház|Pécs Cathedral|Pécs|HU|46.0776|18.2268|religious
Gázi Kászim pasa dzsámija|Mosque of Pasha Qasim;Pécs Mosque|Pécs|HU|46.0763|18.2283|religious
Zsolnay Kulturális Negyed|Zsolnay Cultural Quarter|Pécs|HU|46.0783|18.2500|neighbourhood
Cella Septichora|Early Christian Necropolis Pécs|Pécs|HU|46.0768|18.2266|sight
Tihanyi Bencés Apátság|Tihany Abbey|Tihany|HU|46.9138|17.8893|religious
Tagore sétány|Tagore Promenade|Balatonfüred|HU|46.9530|17.8940|sight
Festetics-kastély|Festetics Palace|Keszthely|HU|46.7700|17.2476|sight
Hévízi-tó|Lake Hévíz;Hévíz Thermal Lake|Hévíz|HU|46.7893|17.1840|nature
Fő tér Szentendre|Szentendre Main Square|Szentendre|HU|47.6694|19.0757|sight
Esztergomi bazilika|Esztergom Basilica|Esztergom|HU|47.7986|18.7355|religious
Debreceni Református Nagytemplom|Great Reformed Church Debrecen|Debrecen|HU|47.5311|21.6253|religious
Gödöllői Királyi Kastély|Royal Palace of Gödöllő;Gödöllő Palace|Gödöllő|HU|47.5963|19.3560|sight
Szegedi dóm|Votive Church Szeged;Szeged Cathedral|Szeged|HU|46.2477|20.1494|religious
Spišský hrad|Spiš Castle;Zipser Burg|Spišské Podhradie|SK|48.9995|20.7681|sight
Bazilika svätého Jakuba Levoča|St. James Basilica Levoča|Levoča|SK|49.0258|20.5890|religious
Radnica Levoča|Levoča Town Hall|Levoča|SK|49.0253|20.5887|sight
Bojnický zámok|Bojnice Castle|Bojnice|SK|48.7800|18.5780|sight
Štrbské pleso||Štrba|SK|49.1195|20.0620|nature
Lomnický štít||Vysoké Tatry|SK|49.1953|20.2131|viewpoint
Dóm svätej Alžbety|St. Elisabeth Cathedral Košice|Košice|SK|48.7203|21.2583|religious
Hlavná ulica Košice|Hlavná Street Košice|Košice|SK|48.7210|21.2585|neighbourhood
Oravský hrad|Orava Castle|Oravský Podzámok|SK|49.2618|19.3588|sight
Starý zámok Banská Štiavnica|Old Castle Banská Štiavnica|Banská Štiavnica|SK|48.4496|18.8967|sight
Námestie svätej Trojice Banská Štiavnica|Holy Trinity Square Banská Štiavnica|Banská Štiavnica|SK|48.4487|18.8998|sight
Kalvária Banská Štiavnica|Banská Štiavnica Calvary|Banská Štiavnica|SK|48.4606|18.9164|religious
Radničné námestie Bardejov|Bardejov Town Hall Square|Bardejov|SK|49.2932|21.2762|sight
Bazilika svätého Egídia|St. Giles Basilica Bardejov|Bardejov|SK|49.2937|21.2759|religious
Piața Mică|Small Square Sibiu|Sibiu|RO|45.7985|24.1516|sight
Muzeul Național Brukenthal|Brukenthal Museum|Sibiu|RO|45.7970|24.1508|museum
Catedrala Evanghelică Sibiu|Evangelical Cathedral Sibiu|Sibiu|RO|45.7974|24.1500|religious
Turnul Sfatului Sibiu|Council Tower Sibiu|Sibiu|RO|45.7972|24.1519|viewpoint
Muzeul ASTRA|ASTRA Museum;ASTRA Open Air Museum|Sibiu|RO|45.7483|24.1203|museum
Biserica Sfântul Mihail Cluj|St. Michael's Church Cluj|Cluj-Napoca|RO|46.7700|23.5896|religious
Piața Unirii Cluj|Union Square Cluj|Cluj-Napoca|RO|46.7697|23.5897|sight
Palatul Bánffy|Bánffy Palace;Cluj Art Museum|Cluj-Napoca|RO|46.7707|23.5904|museum
Parcul Central Cluj|Central Park Cluj;Parcul Simion Bărnuțiu|Cluj-Napoca|RO|46.7687|23.5780|park
Turnul cu Ceas Sighișoara|Sighișoara Clock Tower|Sighișoara|RO|46.2187|24.7930|sight
Biserica din Deal|Church on the Hill Sighișoara|Sighișoara|RO|46.2172|24.7915|religious
Scara Acoperită|Covered Staircase Sighișoara;Scholars' Stairs|Sighișoara|RO|46.2180|24.7922|sight
Casa Vlad Dracul|Vlad Dracul House|Sighișoara|RO|46.2192|24.7924|sight
Mănăstirea Voroneț|Voroneț Monastery|Gura Humorului|RO|47.5174|25.8641|religious
Mănăstirea Sucevița|Sucevița Monastery|Suceviţa|RO|47.7788|25.7116|religious
Biserica fortificată din Biertan|Biertan Fortified Church|Biertan|RO|46.1347|24.5213|religious
Biserica fortificată din Viscri|Viscri Fortified Church|Rupea|RO|46.0547|25.0888|religious
Castelul Corvinilor|Corvin Castle;Hunyadi Castle|Hunedoara|RO|45.7493|22.8883|sight
Piața Unirii Timișoara|Union Square Timișoara|Timișoara|RO|45.7580|21.2290|sight
Piața Victoriei Timișoara|Victory Square Timișoara|Timișoara|RO|45.7536|21.2255|sight
Catedrala Mitropolitană Timișoara|Timișoara Orthodox Cathedral|Timișoara|RO|45.7508|21.2243|religious
Mănăstirea Sinaia|Sinaia Monastery|Sinaia|RO|45.3554|25.5498|religious
Паметник на Асеневци|Asen Dynasty Monument;Monument to the Asen Dynasty|Veliko Tŭrnovo|BG|43.0808|25.6337|sight
Църква Свети Четиридесет мъченици|Church of the Holy Forty Martyrs|Veliko Tŭrnovo|BG|43.0860|25.6506|religious
Античен стадион Пловдив|Ancient Stadium of Philippopolis|Plovdiv|BG|42.1475|24.7483|sight
Джумая джамия|Dzhumaya Mosque|Plovdiv|BG|42.1478|24.7488|religious
Небет тепе|Nebet Tepe|Plovdiv|BG|42.1521|24.7533|viewpoint
Морска градина Варна|Sea Garden Varna|Varna|BG|43.2035|27.9250|park
Катедрала Успение Богородично Варна|Dormition Cathedral Varna|Varna|BG|43.2050|27.9105|religious
Римски терми Варна|Roman Baths Varna|Varna|BG|43.2003|27.9143|sight
Седемте рилски езера|Seven Rila Lakes|Sapareva Banya|BG|42.2010|23.3165|nature
Белоградчишка крепост|Belogradchik Fortress|Belogradchik|BG|43.6233|22.6786|sight
Белоградчишки скали|Belogradchik Rocks|Belogradchik|BG|43.6233|22.6786|nature
Старият Созопол|Sozopol Old Town|Sozopol|BG|42.4205|27.6945|neighbourhood
Бачковски манастир|Bachkovo Monastery|Asenovgrad|BG|41.9420|24.8489|religious
Казанлъшка гробница|Thracian Tomb of Kazanlak|Kazanlak|BG|42.6255|25.3990|sight
Бузлуджа|Buzludzha;Buzludzha Monument|Kazanlak|BG|42.7358|25.3939|sight
Trg slobode Novi Sad|Freedom Square Novi Sad|Novi Sad|RS|45.2551|19.8451|sight
Crkva imena Marijina|Name of Mary Church Novi Sad|Novi Sad|RS|45.2556|19.8447|religious
Gradska kuća Subotica|Subotica City Hall|Subotica|RS|46.1003|19.6656|sight
Sinagoga Subotica|Subotica Synagogue|Subotica|RS|46.0986|19.6680|religious
Niška tvrđava|Niš Fortress|Niš|RS|43.3247|21.8965|sight
Ćele kula|Skull Tower|Niš|RS|43.3118|21.9235|sight
Tvrđava Golubac|Golubac Fortress|Golubac|RS|44.6607|21.6744|sight
Manastir Studenica|Studenica Monastery|Kraljevo|RS|43.4862|20.5319|religious
Koski Mehmed-pašina džamija|Koski Mehmed Pasha Mosque|Mostar|BA|43.3389|17.8145|religious
Kujundžiluk||Mostar|BA|43.3378|17.8151|market
Kriva ćuprija|Crooked Bridge Mostar|Mostar|BA|43.3373|17.8137|sight
Blagajska tekija|Blagaj Tekke;Blagaj Dervish House|Blagaj|BA|43.2566|17.9027|religious
Plivski vodopad|Pliva Waterfall;Jajce Waterfall|Jajce|BA|44.3424|17.2702|nature
Tvrđava Jajce|Jajce Fortress|Jajce|BA|44.3428|17.2718|sight
Most Mehmed-paše Sokolovića|Mehmed Paša Sokolović Bridge;Višegrad Bridge|Višegrad|BA|43.7822|19.2878|sight
Kalaja e Beratit|Berat Castle|Berat|AL|40.7093|19.9468|sight
Mangalem|Mangalem Quarter|Berat|AL|40.7060|19.9500|neighbourhood
Gorica Berat|Gorica Quarter|Berat|AL|40.7045|19.9490|neighbourhood
Kalaja e Gjirokastrës|Gjirokastër Castle|Gjirokastër|AL|40.0735|20.1390|sight
Pazari i Vjetër Gjirokastër|Gjirokastër Old Bazaar|Gjirokastër|AL|40.0748|20.1410|market
Butrinti|Butrint;Butrint National Park|Ksamil|AL|39.7456|20.0201|sight
Syri i Kaltër|Blue Eye;Blue Eye Spring|Delvinë|AL|39.9236|20.1921|nature
Kalaja e Rozafës|Rozafa Castle|Shkodër|AL|42.0470|19.4940|sight
Kalaja e Krujës|Krujë Castle|Krujë|AL|41.5090|19.7930|sight
Muzeu Kombëtar Gjergj Kastrioti Skënderbeu|Skanderbeg Museum|Krujë|AL|41.5090|19.7930|museum
Самуилова тврдина|Samuel's Fortress;Tsar Samuel's Fortress|Ohrid|MK|41.1154|20.7939|sight
Плаошник|Plaošnik;Plaoshnik|Ohrid|MK|41.1121|20.7906|religious
Света Софија Охрид|Church of St. Sophia Ohrid|Ohrid|MK|41.1130|20.7962|religious
Антички театар Охрид|Ancient Theatre of Ohrid|Ohrid|MK|41.1143|20.7963|sight
Манастир Свети Наум|Monastery of St. Naum;Sveti Naum|Ohrid|MK|40.9141|20.7404|religious
Камен мост|Stone Bridge Skopje|Skopje|MK|41.9980|21.4331|sight
Скопско кале|Skopje Fortress;Kale Fortress|Skopje|MK|42.0003|21.4333|sight
Стара скопска чаршија|Old Bazaar Skopje|Skopje|MK|42.0005|21.4373|market
Плоштад Македонија|Macedonia Square|Skopje|MK|41.9962|21.4318|sight
Кањон Матка|Matka Canyon|Skopje|MK|41.9510|21.2970|nature
Милениумски крст|Millennium Cross|Skopje|MK|41.9648|21.3940|viewpoint
Спомен куќа на Мајка Тереза|Mother Teresa Memorial House|Skopje|MK|41.9937|21.4285|museum
Raekoja plats Tartu|Tartu Town Hall Square|Tartu|EE|58.3804|26.7223|sight
Suudlevad tudengid|Kissing Students|Tartu|EE|58.3804|26.7223|sight
Eesti Rahva Muuseum|Estonian National Museum|Tartu|EE|58.3958|26.7465|museum
Toomemägi|Toome Hill|Tartu|EE|58.3800|26.7165|park
Tartu toomkirik|Tartu Cathedral Ruins|Tartu|EE|58.3803|26.7157|sight
Tartu Ülikooli peahoone|University of Tartu Main Building|Tartu|EE|58.3811|26.7199|sight
Pärnu rand|Pärnu Beach|Pärnu|EE|58.3735|24.4985|beach
Kuressaare piiskopilinnus|Kuressaare Episcopal Castle;Kuressaare Castle|Kuressaare|EE|58.2475|22.4795|sight
Haapsalu piiskopilinnus|Haapsalu Castle|Haapsalu|EE|58.9476|23.5378|sight
Turaidas pils|Turaida Castle|Sigulda|LV|57.1828|24.8490|sight
Gūtmaņa ala|Gutmanis Cave|Sigulda|LV|57.1762|24.8433|nature
Cēsu pils|Cēsis Castle|Cēsis|LV|57.3127|25.2700|sight
Ventas rumba|Venta Rapid|Kuldīga|LV|56.9683|21.9782|nature
Kuldīgas ķieģeļu tilts|Kuldīga Brick Bridge|Kuldīga|LV|56.9675|21.9770|sight
Kauno pilis|Kaunas Castle|Kaunas|LT|54.8990|23.8852|sight
IX forto muziejus|Ninth Fort|Kaunas|LT|54.9388|23.8843|museum
Pažaislio vienuolynas|Pažaislis Monastery|Kaunas|LT|54.8763|24.0236|religious
Laisvės alėja|Liberty Avenue Kaunas|Kaunas|LT|54.8975|23.9120|neighbourhood
Kauno rotušė|Kaunas Town Hall;White Swan|Kaunas|LT|54.8968|23.8860|sight
Parnidžio kopa|Parnidis Dune|Neringa|LT|55.2985|21.0090|viewpoint
Paşabağ|Monks Valley;Fairy Chimneys Paşabağ;파샤바 계곡;파샤바;パシャバー;パシャバー地区;帕夏巴;파샤바계곡;Paşabağları|Göreme|TR|38.6717|34.8525|nature
Ortahisar Kalesi|Ortahisar Castle|Ürgüp|TR|38.6262|34.8597|sight
Sumela Manastırı|Sumela Monastery|Maçka|TR|40.6903|39.6583|religious
Kaputaş Plajı|Kaputaş Beach|Kaş|TR|36.2297|29.4493|beach
Antiphellos Tiyatrosu|Antiphellos Theatre|Kaş|TR|36.1997|29.6330|sight
Aziz Nikolaos Kilisesi|St. Nicholas Church Demre|Demre|TR|36.2445|29.9866|religious
Myra Antik Kenti|Myra;Myra Rock Tombs|Demre|TR|36.2590|29.9852|sight
Yanartaş|Chimaera;Chimaera Flames;Mount Chimaera|Kemer|TR|36.4330|30.4570|nature
Olympos Antik Kenti|Olympos Ancient City|Kemer|TR|36.3965|30.4735|sight
Bursa Ulu Camii|Grand Mosque of Bursa|Bursa|TR|40.1840|29.0617|religious
Yeşil Cami|Green Mosque Bursa|Bursa|TR|40.1816|29.0737|religious
Yeşil Türbe|Green Tomb Bursa|Bursa|TR|40.1812|29.0748|religious
Koza Han|Kozahan|Bursa|TR|40.1838|29.0630|market
Selimiye Camii|Selimiye Mosque|Edirne|TR|41.6780|26.5594|religious
Eski Camii Edirne|Old Mosque Edirne|Edirne|TR|41.6764|26.5557|religious
Üç Şerefeli Cami|Üç Şerefeli Mosque|Edirne|TR|41.6775|26.5548|religious
Mevlana Müzesi|Mevlana Museum;Mevlana Mausoleum|Konya|TR|37.8708|32.5047|museum
Alaeddin Camii|Alaeddin Mosque|Konya|TR|37.8743|32.4931|religious
Göbekli Tepe||Şanlıurfa|TR|37.2233|38.9224|sight
Balıklıgöl|Pool of Abraham;Balikligol|Şanlıurfa|TR|37.1475|38.7847|religious
Nemrut Dağı|Mount Nemrut;Nemrut Dagi;Nemrut Mountain|Kâhta|TR|37.9810|38.7410|sight
Truva Antik Kenti|Truva;Ancient Troy;Troy Ancient City|Çanakkale|TR|39.9575|26.2388|sight
Anzak Koyu|Anzac Cove;Arıburnu|Eceabat|TR|40.2455|26.2775|sight
Bergama Akropolü|Pergamon Acropolis;Pergamon|Bergama|TR|39.1322|27.1838|sight
Asklepion|Asklepion of Pergamon|Bergama|TR|39.1250|27.1655|sight
Kızıl Avlu|Red Basilica Bergama|Bergama|TR|39.1212|27.1862|sight
Ani Ören Yeri|Ani;Ani Ruins|Kars|TR|40.5075|43.5725|sight
Kızıl Kule|Red Tower Alanya|Alanya|TR|36.5389|31.9999|sight
Damlataş Mağarası|Damlataş Cave|Alanya|TR|36.5418|31.9903|nature
Afrodisias|Aphrodisias|Karacasu|TR|37.7085|28.7237|sight
Apollon Tapınağı Didim|Temple of Apollo Didyma;Didyma|Didim|TR|37.3848|27.2561|sight
Priene Antik Kenti|Priene|Söke|TR|37.6594|27.2976|sight
Milet Antik Kenti|Miletus;Miletos|Söke|TR|37.5305|27.2780|sight
Antik Havuz Pamukkale|Cleopatra's Pool;Antique Pool Pamukkale|Denizli|TR|37.9255|29.1260|nature
Gaziantep Kalesi|Gaziantep Castle|Gaziantep|TR|37.0663|37.3833|sight
Salda Gölü|Lake Salda;Salda Lake|Yeşilova|TR|37.5500|29.6800|nature
ბაგრატის ტაძარი|Bagrati Cathedral|Kutaisi|GE|42.2770|42.7043|religious
გელათის მონასტერი|Gelati Monastery|Kutaisi|GE|42.2946|42.7680|religious
მოწამეთა|Motsameta Monastery|Kutaisi|GE|42.2823|42.7600|religious
პრომეთეს მღვიმე|Prometheus Cave|Kutaisi|GE|42.3766|42.6007|nature
მარტვილის კანიონი|Martvili Canyon|Kutaisi|GE|42.4574|42.3774|nature
კოლხეთის შადრევანი|Colchis Fountain|Kutaisi|GE|42.2712|42.7057|sight
ალი და ნინო|Ali and Nino;Ali and Nino Statue|Batumi|GE|41.6556|41.6395|sight
ანბანის კოშკი|Alphabet Tower;Alphabetic Tower|Batumi|GE|41.6565|41.6398|viewpoint
ბათუმის ბოტანიკური ბაღი|Batumi Botanical Garden|Batumi|GE|41.6942|41.7093|park
ბოდბის მონასტერი|Bodbe Monastery|Sighnaghi|GE|41.6063|45.9330|religious
უფლისციხე|Uplistsikhe|Gori|GE|41.9672|44.2075|sight
სტალინის მუზეუმი|Stalin Museum Gori|Gori|GE|41.9863|44.1122|museum
ანანურის ციხე|Ananuri Fortress;Ananuri|Dusheti|GE|42.1638|44.7032|sight
ვარძია|Vardzia|Akhaltsikhe|GE|41.3812|43.2843|sight
Սևանավանք|Sevanavank|Sevan|AM|40.5646|45.0116|religious
Հաղարծին|Haghartsin Monastery|Dilijan|AM|40.8012|44.8906|religious
Գոշավանք|Goshavank|Dilijan|AM|40.7290|44.9975|religious
Տաթևի վանք|Tatev Monastery;Tatev|Goris|AM|39.3797|46.2500|religious
Նորավանք|Noravank|Yeghegnadzor|AM|39.6843|45.2330|religious
Զվարթնոց|Zvartnots Cathedral;Zvartnots|Vagharshapat|AM|40.1603|44.3370|religious
Ամբերդ|Amberd Fortress;Amberd|Byurakan|AM|40.3889|44.2257|sight
Սաղմոսավանք|Saghmosavank|Ashtarak|AM|40.3790|44.3960|religious
Հաղպատ|Haghpat Monastery;Haghpat|Alaverdi|AM|41.0937|44.7117|religious
Սանահին|Sanahin Monastery;Sanahin|Alaverdi|AM|41.0872|44.6661|religious
Rotes Rathaus|Red City Hall;Berlin Town Hall;붉은 시청;赤の市庁舎;红色市政厅;紅色市政廳;붉은시청|Berlin|DE|52.5186|13.4081|sight
Nikolaiviertel|Nikolai Quarter;니콜라이 지구;ニコライ地区;尼古拉区;尼古拉區;니콜라이지구|Berlin|DE|52.5169|13.4071|neighbourhood
Nikolaikirche Berlin|St. Nicholas' Church Berlin|Berlin|DE|52.5169|13.4071|religious
Neue Synagoge Berlin|New Synagogue Berlin;Centrum Judaicum;신 시나고그 베를린;ベルリン新シナゴーグ;柏林新犹太会堂;柏林新猶太會堂;신시나고그베를린|Berlin|DE|52.5248|13.3946|religious
Bebelplatz|Bebelplatz Book Burning Memorial;베벨 광장;ベーベル広場;倍倍尔广场;倍倍爾廣場;베벨광장|Berlin|DE|52.5166|13.3940|sight
Gemäldegalerie Berlin|Gemäldegalerie;Gemaldegalerie;베를린 회화관;ベルリン絵画館;柏林画廊;柏林畫廊;베를린회화관|Berlin|DE|52.5085|13.3650|museum
Neue Nationalgalerie||Berlin|DE|52.5070|13.3676|museum
Hamburger Bahnhof|Hamburger Bahnhof Museum;함부르크 반호프 현대미술관;ハンブルガー・バーンホフ現代美術館;汉堡火车站当代美术馆;함부르크반호프현대미술관;ハンブルガーバーンホフ現代美術館|Berlin|DE|52.5284|13.3721|museum
Museum für Naturkunde|Natural History Museum Berlin;Museum fur Naturkunde;베를린 자연사 박물관;ベルリン自然史博物館;柏林自然历史博物馆;柏林自然史博物館;베를린자연사박물관|Berlin|DE|52.5302|13.3794|museum
Tränenpalast|Palace of Tears;눈물의 궁전;涙の宮殿;眼泪宫;眼淚宮;눈물의궁전|Berlin|DE|52.5203|13.3871|museum
Zoologischer Garten Berlin|Berlin Zoo;Zoo Berlin|Berlin|DE|52.5079|13.3377|park
Sowjetisches Ehrenmal im Treptower Park|Soviet War Memorial Treptower Park|Berlin|DE|52.4856|13.4697|sight
Treptower Park||Berlin|DE|52.4856|13.4697|park
Zitadelle Spandau|Spandau Citadel|Berlin|DE|52.5414|13.2127|sight
Olympiastadion Berlin|Berlin Olympic Stadium;베를린 올림픽 경기장;ベルリン・オリンピアシュタディオン;柏林奥林匹克体育场;柏林奧林匹克體育場;베를린올림픽경기장;ベルリンオリンピアシュタディオン|Berlin|DE|52.5147|13.2395|sight
Haus der Wannsee-Konferenz|House of the Wannsee Conference|Berlin|DE|52.4330|13.1653|museum
Pfaueninsel|Peacock Island;베를린 공작섬;柏林孔雀岛;柏林孔雀島|Berlin|DE|52.4335|13.1245|park
Gärten der Welt|Gardens of the World Berlin|Berlin|DE|52.5393|13.5757|park
Theatinerkirche|Theatine Church;Theatinerkirche St. Kajetan|Munich|DE|48.1422|11.5774|religious
Michaelskirche München|St. Michael's Church Munich|Munich|DE|48.1390|11.5707|religious
Lenbachhaus|Städtische Galerie im Lenbachhaus|Munich|DE|48.1468|11.5636|museum
Glyptothek|Glyptothek München|Munich|DE|48.1463|11.5658|museum
Bavaria-Statue|Bavaria Statue|Munich|DE|48.1307|11.5461|sight
Ruhmeshalle|Hall of Fame Munich|Munich|DE|48.1307|11.5461|sight
Friedensengel|Angel of Peace Munich|Munich|DE|48.1417|11.5947|sight
Maximilianeum|Bavarian Parliament|Munich|DE|48.1366|11.5941|sight
Haus der Kunst||Munich|DE|48.1442|11.5861|museum
Tierpark Hellabrunn|Munich Zoo;Hellabrunn Zoo|Munich|DE|48.0983|11.5553|park
Schloss Schleißheim|Schleissheim Palace;Neues Schloss Schleißheim|Munich|DE|48.2490|11.5691|sight
Karlsplatz München|Stachus|Munich|DE|48.1392|11.5657|sight
Karlstor|Karlstor München|Munich|DE|48.1392|11.5657|sight
Hamburger Kunsthalle|Kunsthalle Hamburg|Hamburg|DE|53.5555|10.0025|museum
Chilehaus|Chile House|Hamburg|DE|53.5483|10.0013|sight
Kontorhausviertel||Hamburg|DE|53.5483|10.0013|neighbourhood
Alter Elbtunnel|St. Pauli Elbtunnel;Old Elbe Tunnel|Hamburg|DE|53.5456|9.9663|sight
HafenCity||Hamburg|DE|53.5413|10.0000|neighbourhood
Sternschanze|Schanzenviertel|Hamburg|DE|53.5625|9.9630|neighbourhood
Treppenviertel Blankenese|Blankenese Stairs Quarter|Hamburg|DE|53.5580|9.8090|neighbourhood
Tierpark Hagenbeck|Hagenbeck Zoo|Hamburg|DE|53.5957|9.9414|park
Mahnmal St. Nikolai|St. Nicholas Memorial Hamburg;St. Nikolai Hamburg|Hamburg|DE|53.5475|9.9903|sight
Paulskirche|St. Paul's Church Frankfurt|Frankfurt am Main|DE|50.1109|8.6808|sight
Palmengarten|Palmengarten Frankfurt|Frankfurt am Main|DE|50.1226|8.6576|park
Senckenberg Naturmuseum|Senckenberg Museum|Frankfurt am Main|DE|50.1176|8.6519|museum
Alte Oper|Alte Oper Frankfurt;Old Opera Frankfurt|Frankfurt am Main|DE|50.1159|8.6720|sight
Schirn Kunsthalle|Schirn|Frankfurt am Main|DE|50.1102|8.6838|museum
Zoo Frankfurt|Frankfurt Zoo|Frankfurt am Main|DE|50.1165|8.6994|park
Museumsufer|Museum Embankment Frankfurt|Frankfurt am Main|DE|50.1045|8.6780|neighbourhood
Groß St. Martin|Great St. Martin Church;Gross St. Martin|Cologne|DE|50.9385|6.9621|religious
St. Gereon|Basilica of St. Gereon|Cologne|DE|50.9436|6.9458|religious
Römisch-Germanisches Museum|Roman-Germanic Museum|Cologne|DE|50.9403|6.9590|museum
Kolumba|Kolumba Museum|Cologne|DE|50.9386|6.9548|museum
NS-Dokumentationszentrum|EL-DE-Haus|Cologne|DE|50.9398|6.9523|museum
Kölner Zoo|Cologne Zoo|Cologne|DE|50.9583|6.9738|park
Belgisches Viertel|Belgian Quarter Cologne|Cologne|DE|50.9390|6.9350|neighbourhood
Früh am Dom|Brauhaus Früh|Cologne|DE|50.9407|6.9568|food
K20 Grabbeplatz|Kunstsammlung Nordrhein-Westfalen;K20|Düsseldorf|DE|51.2278|6.7758|museum
Schloss Benrath|Benrath Palace|Düsseldorf|DE|51.1623|6.8715|sight
Schlossturm Düsseldorf||Düsseldorf|DE|51.2276|6.7719|sight
Burgplatz Düsseldorf||Düsseldorf|DE|51.2276|6.7719|sight
Hofgarten Düsseldorf||Düsseldorf|DE|51.2290|6.7830|park
Wilhelma|Wilhelma Zoo Stuttgart|Stuttgart|DE|48.8043|9.2069|park
Fernsehturm Stuttgart|Stuttgart TV Tower|Stuttgart|DE|48.7556|9.1903|viewpoint
Staatsgalerie Stuttgart||Stuttgart|DE|48.7802|9.1872|museum
Markthalle Stuttgart|Stuttgart Market Hall|Stuttgart|DE|48.7764|9.1788|market
Weissenhofsiedlung|Weißenhofsiedlung;Weissenhof Estate|Stuttgart|DE|48.7995|9.1775|sight
Altes Schloss Stuttgart|Landesmuseum Württemberg|Stuttgart|DE|48.7765|9.1800|museum
Stiftskirche Stuttgart||Stuttgart|DE|48.7760|9.1773|religious
Residenzschloss Ludwigsburg|Ludwigsburg Palace;Schloss Ludwigsburg|Ludwigsburg|DE|48.9000|9.1960|sight
Frauenkirche Nürnberg|Frauenkirche Nuremberg|Nuremberg|DE|49.4538|11.0781|religious
St. Lorenz Nürnberg|St. Lorenz;Lorenzkirche|Nuremberg|DE|49.4509|11.0784|religious
St. Sebald Nürnberg|St. Sebaldus Church;Sebalduskirche|Nuremberg|DE|49.4544|11.0764|religious
Germanisches Nationalmuseum|Germanic National Museum|Nuremberg|DE|49.4479|11.0759|museum
Handwerkerhof Nürnberg|Craftsmen's Courtyard Nuremberg|Nuremberg|DE|49.4470|11.0810|market
Henkersteg|Hangman's Bridge Nuremberg|Nuremberg|DE|49.4527|11.0723|sight
Weißgerbergasse|Weissgerbergasse|Nuremberg|DE|49.4545|11.0715|sight
Nikolaikirche Leipzig|St. Nicholas Church Leipzig|Leipzig|DE|51.3404|12.3780|religious
Altes Rathaus Leipzig|Old Town Hall Leipzig|Leipzig|DE|51.3406|12.3754|sight
Gewandhaus|Gewandhaus Leipzig|Leipzig|DE|51.3384|12.3805|sight
Bach-Museum Leipzig|Bach Museum|Leipzig|DE|51.3389|12.3722|museum
Museum in der Runden Ecke|Runde Ecke|Leipzig|DE|51.3427|12.3716|museum
Spinnerei Leipzig|Leipziger Baumwollspinnerei|Leipzig|DE|51.3305|12.3165|sight
Katholische Hofkirche|Dresden Cathedral;Kathedrale Ss. Trinitatis|Dresden|DE|51.0537|13.7361|religious
Albertinum||Dresden|DE|51.0508|13.7450|museum
Großer Garten Dresden|Grosser Garten|Dresden|DE|51.0375|13.7625|park
Blaues Wunder|Loschwitzer Brücke|Dresden|DE|51.0529|13.8085|sight
Schloss Pillnitz|Pillnitz Castle|Dresden|DE|51.0087|13.8698|sight
Yenidze|Yenidze Tobacco Mosque|Dresden|DE|51.0587|13.7227|sight
Deutsches Hygiene-Museum|German Hygiene Museum|Dresden|DE|51.0446|13.7464|museum
Goldener Reiter|Golden Rider Dresden|Dresden|DE|51.0580|13.7415|sight
Kreuzkirche Dresden|Church of the Holy Cross Dresden|Dresden|DE|51.0493|13.7392|religious
Schloss Moritzburg|Moritzburg Castle|Moritzburg|DE|51.1640|13.6800|sight
Bremer Rathaus|Bremen City Hall|Bremen|DE|53.0758|8.8072|sight
St. Petri Dom Bremen|Bremen Cathedral|Bremen|DE|53.0753|8.8089|religious
Schlachte|Schlachte Embankment|Bremen|DE|53.0745|8.8020|food
Deutsches Auswandererhaus|German Emigration Center|Bremerhaven|DE|53.5424|8.5784|museum
Münster St. Georg Dinkelsbühl|St. George's Minster Dinkelsbühl|Dinkelsbühl|DE|49.0700|10.3195|religious
Segringer Tor|Segringen Gate|Dinkelsbühl|DE|49.0698|10.3162|sight
Daniel Nördlingen|St.-Georgs-Kirche Nördlingen;Daniel Tower|Nördlingen|DE|48.8513|10.4882|viewpoint
Rieskrater-Museum|Ries Crater Museum|Nördlingen|DE|48.8527|10.4866|museum
Goldener Saal Augsburg|Augsburger Rathaus;Augsburg Town Hall;Golden Hall Augsburg|Augsburg|DE|48.3688|10.8985|sight
Perlachturm|Perlach Tower|Augsburg|DE|48.3687|10.8990|viewpoint
Augsburger Dom|Augsburg Cathedral;Dom Mariä Heimsuchung|Augsburg|DE|48.3726|10.8966|religious
Basilika St. Ulrich und Afra|St. Ulrich and Afra Augsburg|Augsburg|DE|48.3610|10.9002|religious
Wieskirche|Pilgrimage Church of Wies|Steingaden|DE|47.6811|10.9009|religious
Festung Ehrenbreitstein|Ehrenbreitstein Fortress|Koblenz|DE|50.3650|7.6150|sight
Marktplatz Bernkastel|Bernkastel Market Square|Bernkastel-Kues|DE|49.9160|7.0690|sight
Spitzhäuschen||Bernkastel-Kues|DE|49.9160|7.0690|sight
Burg Landshut|Landshut Castle Bernkastel|Bernkastel-Kues|DE|49.9122|7.0790|sight
Hambacher Schloss|Hambach Castle|Neustadt|DE|49.3306|8.1234|sight
Deutsches Weintor|German Wine Gate|Bad Bergzabern|DE|49.0440|7.9570|sight
Reichsburg Trifels|Trifels Castle;Burg Trifels|Annweiler am Trifels|DE|49.1975|7.9712|sight
Technik Museum Speyer|Technik-Museum Speyer|Speyer|DE|49.3123|8.4463|museum
Altpörtel|Altportel Speyer|Speyer|DE|49.3175|8.4366|sight
Jüdischer Friedhof Heiliger Sand|Heiliger Sand;Jewish Cemetery Worms|Worms|DE|49.6290|8.3555|religious
Mainzer Dom|Mainz Cathedral;Dom St. Martin Mainz|Mainz|DE|49.9990|8.2740|religious
Gutenberg-Museum|Gutenberg Museum|Mainz|DE|50.0000|8.2760|museum
St. Stephan Mainz|St. Stephan's Church Mainz;Chagall Windows Mainz|Mainz|DE|49.9960|8.2670|religious
Heiliggeistkirche Heidelberg|Church of the Holy Spirit Heidelberg|Heidelberg|DE|49.4122|8.7100|religious
Königstuhl Heidelberg|Königstuhl|Heidelberg|DE|49.3990|8.7250|viewpoint
Schwarzwälder Freilichtmuseum Vogtsbauernhof|Vogtsbauernhof;Black Forest Open Air Museum|Gutach|DE|48.2476|8.1955|museum
Feldberg Schwarzwald|Feldberggipfel;Feldberg Summit|Feldberg|DE|47.8740|8.0040|viewpoint
Mummelsee|Lake Mummelsee|Seebach|DE|48.5974|8.2012|nature
Imperia Konstanz|Imperia Statue|Konstanz|DE|47.6595|9.1788|sight
Konstanzer Münster|Konstanz Minster;Münster Unserer Lieben Frau Konstanz|Konstanz|DE|47.6633|9.1762|religious
Insel Reichenau|Reichenau Island;Klosterinsel Reichenau|Konstanz|DE|47.6970|9.0630|nature
Pfahlbauten Unteruhldingen|Pfahlbaumuseum Unteruhldingen;Lake Dwellings Unteruhldingen|Meersburg|DE|47.7228|9.2270|museum
Wallfahrtskirche Birnau|Basilika Birnau;Birnau Basilica|Meersburg|DE|47.7483|9.2183|religious
Neues Schloss Meersburg|New Palace Meersburg|Meersburg|DE|47.6937|9.2724|sight
Zeppelin Museum|Zeppelin Museum Friedrichshafen|Friedrichshafen|DE|47.6540|9.4790|museum
Markgräfliches Opernhaus|Margravial Opera House|Bayreuth|DE|49.9444|11.5784|sight
Bayreuther Festspielhaus|Festspielhaus Bayreuth;Bayreuth Festival Theatre|Bayreuth|DE|49.9598|11.5797|sight
Veste Coburg|Coburg Fortress|Coburg|DE|50.2642|10.9813|sight
Schloss Ehrenburg|Ehrenburg Palace|Coburg|DE|50.2585|10.9651|sight
Stiftskirche St. Servatius|Quedlinburg Abbey|Quedlinburg|DE|51.7855|11.1367|religious
Schlossberg Quedlinburg||Quedlinburg|DE|51.7855|11.1367|sight
Rammelsberg|Rammelsberg Mine;Erzbergwerk Rammelsberg|Goslar|DE|51.8905|10.4185|museum
Schloss Wernigerode|Wernigerode Castle|Wernigerode|DE|51.8287|10.7882|sight
Bachhaus Eisenach|Bach House Eisenach|Eisenach|DE|50.9727|10.3165|museum
Kap Arkona|Cape Arkona|Sassnitz|DE|54.6795|13.4325|nature
Seebrücke Binz|Binz Pier|Ostseebad Binz|DE|54.4007|13.6137|sight
Prora|KdF-Seebad Prora;Dokumentationszentrum Prora|Ostseebad Binz|DE|54.4440|13.5680|sight
Seebrücke Ahlbeck|Ahlbeck Pier|Seebad Heringsdorf|DE|53.9445|14.1910|sight
Seebrücke Heringsdorf|Heringsdorf Pier|Seebad Heringsdorf|DE|53.9560|14.1690|sight
Ozeaneum|Ozeaneum Stralsund|Stralsund|DE|54.3155|13.0965|museum
St. Marien Stralsund|St. Mary's Church Stralsund|Stralsund|DE|54.3115|13.0898|religious
Alter Markt Stralsund||Stralsund|DE|54.3155|13.0930|sight
Rathaus Stralsund|Stralsund Town Hall|Stralsund|DE|54.3155|13.0930|sight
Leuchtturm Warnemünde|Warnemünde Lighthouse|Rostock|DE|54.1820|12.0860|viewpoint
Marienkirche Rostock|St. Mary's Church Rostock|Rostock|DE|54.0893|12.1380|religious
Markt Wismar|Wismar Market Square|Wismar|DE|53.8915|11.4650|sight
Wasserkunst Wismar||Wismar|DE|53.8915|11.4650|sight
Lange Anna|Lange Anna Helgoland|Helgoland|DE|54.1884|7.8725|nature
Rotes Kliff|Red Cliff Kampen;Rotes Kliff Kampen|Westerland|DE|54.9680|8.3380|nature
Wiener Zentralfriedhof|Zentralfriedhof;Vienna Central Cemetery;빈 중앙묘지;ウィーン中央墓地;维也纳中央公墓;維也納中央公墓;빈중앙묘지|Vienna|AT|48.1525|16.4400|sight
Ankeruhr|Anker Clock|Vienna|AT|48.2114|16.3738|sight
Mozarthaus Vienna|Mozart House Vienna;Figarohaus|Vienna|AT|48.2078|16.3755|museum
MAK Wien|Museum of Applied Arts Vienna;MAK|Vienna|AT|48.2076|16.3815|museum
Peterskirche Wien|St. Peter's Church Vienna|Vienna|AT|48.2096|16.3706|religious
Ruprechtskirche|St. Rupert's Church Vienna|Vienna|AT|48.2118|16.3745|religious
Stadtpark Wien|Vienna City Park|Vienna|AT|48.2046|16.3780|park
Johann-Strauss-Denkmal|Johann Strauss Monument|Vienna|AT|48.2046|16.3780|sight
Kunst Haus Wien|Museum Hundertwasser|Vienna|AT|48.2107|16.3930|museum
Schloss Ort|Seeschloss Ort;Ort Castle Gmunden|Gmunden|AT|47.9041|13.7986|sight
Salzwelten Hallstatt|Salzbergwerk Hallstatt;Hallstatt Salt Mine|Bad Goisern|AT|47.5645|13.6410|museum
5fingers|Five Fingers Dachstein;5 Fingers Krippenstein|Bad Goisern|AT|47.5290|13.6930|viewpoint
Dachstein-Rieseneishöhle|Dachstein Giant Ice Cave|Bad Goisern|AT|47.5340|13.7220|nature
Ars Electronica Center|Ars Electronica|Linz|AT|48.3095|14.2844|museum
Pöstlingberg|Pöstlingbergbahn;Postlingberg|Linz|AT|48.3220|14.2590|viewpoint
Lentos Kunstmuseum|Lentos|Linz|AT|48.3070|14.2870|museum
Hauptplatz Linz|Linz Main Square|Linz|AT|48.3060|14.2865|sight
Dreifaltigkeitssäule Linz|Trinity Column Linz|Linz|AT|48.3060|14.2865|sight
Seebühne Bregenz|Bregenz Floating Stage;Bregenzer Festspiele|Bregenz|AT|47.5050|9.7380|sight
Lindwurmbrunnen|Dragon Fountain Klagenfurt|Klagenfurt am Wörthersee|AT|46.6240|14.3080|sight
Minimundus|Minimundus Klagenfurt|Klagenfurt am Wörthersee|AT|46.6180|14.2660|park
Pyramidenkogel|Pyramidenkogel Tower|Keutschach am See|AT|46.6000|14.1450|viewpoint
Schmittenhöhe|Schmittenhöhebahn|Zell am See|AT|47.3280|12.7380|viewpoint
Kitzsteinhorn|Gipfelwelt 3000|Kaprun|AT|47.1880|12.6870|viewpoint
Burg Hochosterwitz|Hochosterwitz Castle|Sankt Veit an der Glan|AT|46.7540|14.4540|sight
Museggmauer|Musegg Wall;Museggtürme|Lucerne|CH|47.0545|8.3060|sight
Jesuitenkirche Luzern|Jesuit Church Lucerne|Lucerne|CH|47.0502|8.3036|religious
Spreuerbrücke|Spreuer Bridge|Lucerne|CH|47.0525|8.3020|sight
KKL Luzern|Culture and Congress Centre Lucerne|Lucerne|CH|47.0503|8.3120|sight
Hofkirche Luzern|Hofkirche St. Leodegar|Lucerne|CH|47.0549|8.3106|religious
Bourbaki Panorama|Bourbaki Panorama Luzern|Lucerne|CH|47.0559|8.3108|museum
Kunsthaus Zürich|Kunsthaus Zurich|Zurich|CH|47.3703|8.5480|museum
Uetliberg|Uto Kulm|Zurich|CH|47.3495|8.4918|viewpoint
Niederdorfstrasse|Zürich Niederdorf;Niederdorf Zurich|Zurich|CH|47.3730|8.5440|neighbourhood
FIFA Museum|FIFA World Football Museum|Zurich|CH|47.3635|8.5310|museum
Lindt Home of Chocolate|Lindt Chocolate Museum|Kilchberg|CH|47.3190|8.5560|museum
Höhematte|Hohematte Interlaken;회에마테;회헤마테;ヘーエマッテ;荷黑马特公园|Interlaken|CH|46.6857|7.8570|park
Schynige Platte|Schynige Platte Alpine Garden;쉬니게 플라테;쉬니게플라테;シーニゲ・プラッテ;雪尼格普拉特;シーニゲプラッテ|Interlaken|CH|46.6530|7.9100|viewpoint
Riffelsee|Lake Riffel;리펠제;리펠 호수;リッフェルゼー;利菲尔湖;里菲尔湖;리펠호수|Zermatt|CH|45.9870|7.7550|nature
Cathédrale de Lausanne|Lausanne Cathedral;Cathédrale Notre-Dame de Lausanne|Lausanne|CH|46.5225|6.6355|religious
Ouchy|Port d'Ouchy|Lausanne|CH|46.5065|6.6270|neighbourhood
Munot|Munot Fortress|Schaffhausen|CH|47.6967|8.6370|sight
Schloss Thun|Thun Castle|Thun|CH|46.7595|7.6285|sight
Schloss Oberhofen|Oberhofen Castle|Thun|CH|46.7303|7.6690|sight
Schloss Spiez|Spiez Castle|Spiez|CH|46.6880|7.6810|sight
Giessbachfälle|Giessbach Falls;기스바흐 폭포;ギースバッハの滝;吉斯巴赫瀑布;기스바흐폭포|Brienz|CH|46.7345|8.0220|nature
Freilichtmuseum Ballenberg|Ballenberg Open-Air Museum;Ballenberg|Brienz|CH|46.7500|8.0650|museum
Landwasserviadukt|Landwasser Viaduct|Davos|CH|46.6806|9.6760|sight
Kloster Einsiedeln|Einsiedeln Abbey|Einsiedeln|CH|47.1266|8.7521|religious
Titlis|Titlis Rotair;Titlis Cliff Walk;티틀리스;ティトリス;铁力士山;鐵力士山|Engelberg|CH|46.7720|8.4380|viewpoint
Cathédrale Saint-Nicolas de Fribourg|Fribourg Cathedral;St. Nicholas Cathedral Fribourg|Fribourg|CH|46.8063|7.1633|religious
Creux du Van|Creux-du-Van|Couvet|CH|46.9330|6.7250|nature
Blausee|Blue Lake Kandersteg;블라우제;ブラウゼー;瑞士蓝湖|Kandersteg|CH|46.5330|7.6660|nature
Rathausplatz Stein am Rhein|Stein am Rhein Town Square|Stein am Rhein|CH|47.6600|8.8590|sight
Zámek Hluboká|Hluboká Castle;Schloss Frauenberg|Hluboká nad Vltavou|CZ|49.0517|14.4342|sight
Náměstí Přemysla Otakara II.|Přemysl Otakar II Square|České Budějovice|CZ|48.9745|14.4743|sight
Samsonova kašna|Samson Fountain|České Budějovice|CZ|48.9745|14.4743|sight
Budějovický Budvar|Budweiser Budvar Brewery|České Budějovice|CZ|48.9888|14.4860|food
Zámek Litomyšl|Litomyšl Castle|Litomyšl|CZ|49.8700|16.3120|sight
Hrad Trosky|Trosky Castle|Jičín|CZ|50.5166|15.2303|sight
Prachovské skály|Prachov Rocks|Jičín|CZ|50.4690|15.2830|nature
Arcibiskupský zámek Kroměříž|Archbishop's Palace Kroměříž|Kroměříž|CZ|49.2990|17.3930|sight
Květná zahrada|Flower Garden Kroměříž|Kroměříž|CZ|49.2948|17.3840|park
Zámek Valtice|Valtice Castle|Valtice|CZ|48.7410|16.7550|sight
Malá pevnost Terezín|Terezín Small Fortress;Theresienstadt Small Fortress|Terezín|CZ|50.5130|14.1670|museum
Zpívající fontána|Singing Fountain Mariánské Lázně|Mariánské Lázně|CZ|49.9770|12.7070|sight
Kolonáda Mariánské Lázně|Mariánské Lázně Colonnade|Mariánské Lázně|CZ|49.9770|12.7070|sight
Hrad Bouzov|Bouzov Castle|Litovel|CZ|49.7045|16.8925|sight
Macocha|Macocha Abyss|Blansko|CZ|49.3735|16.7290|nature
Punkevní jeskyně|Punkva Caves|Blansko|CZ|49.3735|16.7290|nature
Kościół św. Piotra i Pawła w Krakowie|Church of Saints Peter and Paul Kraków|Kraków|PL|50.0579|19.9389|religious
Katedra Wawelska|Wawel Cathedral|Kraków|PL|50.0546|19.9354|religious
Smocza Jama|Dragon's Den Kraków;Wawel Dragon|Kraków|PL|50.0530|19.9330|sight
Synagoga Stara|Old Synagogue Kraków|Kraków|PL|50.0513|19.9487|religious
Synagoga Remuh|Remuh Synagogue|Kraków|PL|50.0525|19.9486|religious
Muzeum Narodowe w Krakowie|National Museum Kraków|Kraków|PL|50.0604|19.9238|museum
Kopiec Krakusa|Krakus Mound|Kraków|PL|50.0381|19.9583|viewpoint
Plac Centralny Nowa Huta||Kraków|PL|50.0717|20.0375|neighbourhood
Nowa Huta||Kraków|PL|50.0717|20.0375|neighbourhood
Opactwo Benedyktynów w Tyńcu|Tyniec Abbey|Kraków|PL|50.0178|19.8215|religious
Bazylika Franciszkanów|Franciscan Church Kraków|Kraków|PL|50.0589|19.9364|religious
Muzeum Książąt Czartoryskich|Czartoryski Museum|Kraków|PL|50.0640|19.9412|museum
Planty|Planty Park|Kraków|PL|50.0620|19.9390|park
Giewont||Zakopane|PL|49.2508|19.9340|nature
Zamek Książąt Pomorskich|Pomeranian Dukes' Castle|Szczecin|PL|53.4260|14.5600|sight
Wały Chrobrego|Chrobry Embankment|Szczecin|PL|53.4290|14.5650|viewpoint
Nikiszowiec|Nikiszowiec Katowice|Katowice|PL|50.2430|19.0830|neighbourhood
Spodek|Spodek Katowice|Katowice|PL|50.2663|19.0253|sight
Ulica Piotrkowska|Piotrkowska Street|Łódź|PL|51.7660|19.4570|sight
Manufaktura|Manufaktura Łódź|Łódź|PL|51.7800|19.4470|shop
Katedra Gnieźnieńska|Gniezno Cathedral|Gniezno|PL|52.5395|17.5935|religious
Jasna Góra|Jasna Gora Monastery;Black Madonna of Częstochowa|Częstochowa|PL|50.8123|19.0975|religious
Zamek Książ|Książ Castle|Wałbrzych|PL|50.8422|16.2919|sight
Fellegvár Visegrád|Visegrád Citadel;Visegrádi Fellegvár|Visegrád|HU|47.7940|18.9720|sight
Hollókő Ófalu|Hollókő Old Village|Pásztó|HU|47.9970|19.5920|sight
Pannonhalmi Főapátság|Pannonhalma Archabbey|Pannonhalma|HU|47.5533|17.7553|religious
Tűztorony Sopron|Firewatch Tower Sopron|Sopron|HU|47.6850|16.5900|viewpoint
Esterházy-kastély Fertőd|Esterházy Palace Fertőd|Fertőd|HU|47.6180|16.8720|sight
Memento Park|Szoborpark|Budapest|HU|47.4270|18.9980|museum
Szépművészeti Múzeum|Museum of Fine Arts Budapest|Budapest|HU|47.5155|19.0760|museum
Műcsarnok|Kunsthalle Budapest;Hall of Art Budapest|Budapest|HU|47.5148|19.0790|museum
Várkert Bazár|Castle Garden Bazaar|Budapest|HU|47.4950|19.0410|sight
Fővárosi Állat- és Növénykert|Budapest Zoo|Budapest|HU|47.5183|19.0779|park
Michalská brána|Michalska brana|Bratislava|SK|48.1447|17.1068|sight
Slavín|Slavín War Memorial|Bratislava|SK|48.1537|17.0997|sight
Trenčiansky hrad|Trenčín Castle|Trenčín|SK|48.8945|18.0446|sight
Vlkolínec||Ružomberok|SK|49.0390|19.2770|sight
Cetatea Alba Carolina|Alba Carolina Citadel;Alba Iulia Citadel|Alba Iulia|RO|46.0680|23.5700|sight
Palatul Culturii Iași|Palace of Culture Iași|Iaşi|RO|47.1570|27.5870|museum
Biserica Trei Ierarhi|Three Hierarchs Church Iași|Iaşi|RO|47.1620|27.5840|religious
Cazinoul din Constanța|Constanța Casino|Constanţa|RO|44.1704|28.6634|sight
Biserica fortificată din Prejmer|Prejmer Fortified Church|Prejmer|RO|45.7230|25.7730|religious
Mănăstirea Moldovița|Moldovița Monastery|Vatra Moldoviţei|RO|47.6565|25.5470|religious
Църква Света София|Hagia Sophia Church Sofia;St. Sofia Church|Sofia|BG|42.6962|23.3310|religious
Национална художествена галерия|National Gallery Sofia|Sofia|BG|42.6960|23.3270|museum
Нос Калиакра|Cape Kaliakra|Kavarna|BG|43.3620|28.4660|nature
Мелнишки пирамиди|Melnik Earth Pyramids|Sandanski|BG|41.5260|23.3930|nature
Роженски манастир|Rozhen Monastery|Sandanski|BG|41.5300|23.4280|religious
Авала торањ|Avala Tower|Belgrade|RS|44.6955|20.5151|viewpoint
Музеј Николе Тесле|Nikola Tesla Museum|Belgrade|RS|44.8054|20.4702|museum
Ада Циганлија|Ada Ciganlija|Belgrade|RS|44.7860|20.4140|beach
Дрвенград|Drvengrad;Küstendorf|Užice|RS|43.8015|19.5140|sight
Vijećnica|Sarajevo City Hall|Sarajevo|BA|43.8594|18.4337|sight
Bob staza Trebević|Trebević Bobsleigh Track;Sarajevo Bobsled Track|Sarajevo|BA|43.8460|18.4440|sight
Počitelj||Čapljina|BA|43.1350|17.7310|sight
Bunk'Art 2||Tirana|AL|41.3277|19.8225|museum
Xhamia e Et'hem Beut|Et'hem Bey Mosque|Tirana|AL|41.3282|19.8189|religious
Piramida e Tiranës|Pyramid of Tirana|Tirana|AL|41.3233|19.8216|sight
Blloku|Blloku Tirana;Ish-Blloku|Tirana|AL|41.3200|19.8150|neighbourhood
Shtëpia me Gjethe|House of Leaves|Tirana|AL|41.3300|19.8205|museum
Amfiteatri i Durrësit|Durrës Amphitheatre|Durrës|AL|41.3130|19.4460|sight
Apollonia|Apollonia Archaeological Park|Fier|AL|40.7227|19.4728|sight
Хераклеја Линкестис|Heraclea Lynkestis|Bitola|MK|41.0110|21.3420|sight
Широк сокак|Širok Sokak|Bitola|MK|41.0310|21.3340|sight
Kaali meteoriidikraater|Kaali Crater|Kuressaare|EE|58.3730|22.6690|nature
Palmse mõis|Palmse Manor|Rakvere|EE|59.5080|25.9540|sight
Jägala juga|Jägala Waterfall|Maardu|EE|59.4480|25.1850|nature
Rakvere linnus|Rakvere Castle|Rakvere|EE|59.3465|26.3660|sight
Kumu kunstimuuseum|Kumu;Kumu Art Museum|Tallinn|EE|59.4360|24.7960|museum
Rīgas pils|Riga Castle|Riga|LV|56.9510|24.1010|sight
Latvijas Nacionālais mākslas muzejs|Latvian National Museum of Art|Riga|LV|56.9560|24.1140|museum
Šv. Petro ir Povilo bažnyčia|Church of St. Peter and St. Paul Vilnius|Vilnius|LT|54.6930|25.3050|religious
Pilies gatvė|Pilies Street|Vilnius|LT|54.6840|25.2890|sight
Teatro aikštė Klaipėda|Theatre Square Klaipėda|Klaipėda|LT|55.7086|21.1327|sight
Ännchen von Tharau|Taravos Anikė|Klaipėda|LT|55.7086|21.1327|sight
Yeni Cami|New Mosque Istanbul;Yeni Valide Camii|Istanbul|TR|41.0167|28.9711|religious
Fatih Camii|Fatih Mosque|Istanbul|TR|41.0195|28.9495|religious
Şehzade Camii|Şehzade Mosque|Istanbul|TR|41.0135|28.9576|religious
Nuruosmaniye Camii|Nuruosmaniye Mosque|Istanbul|TR|41.0107|28.9702|religious
Kılıç Ali Paşa Camii|Kılıç Ali Pasha Mosque|Istanbul|TR|41.0262|28.9806|religious
Mihrimah Sultan Camii Üsküdar|Mihrimah Sultan Mosque Üsküdar;İskele Camii|Istanbul|TR|41.0270|29.0150|religious
Bozdoğan Kemeri|Valens Aqueduct;Aqueduct of Valens|Istanbul|TR|41.0155|28.9557|sight
Yedikule Hisarı|Yedikule Fortress;Fortress of the Seven Towers|Istanbul|TR|40.9941|28.9225|sight
Anadolu Hisarı|Anatolian Fortress|Istanbul|TR|41.0823|29.0668|sight
Türk ve İslam Eserleri Müzesi|Museum of Turkish and Islamic Arts|Istanbul|TR|41.0063|28.9750|museum
Rahmi M. Koç Müzesi|Rahmi M. Koç Museum|Istanbul|TR|41.0420|28.9490|museum
Sakıp Sabancı Müzesi|Sakıp Sabancı Museum|Istanbul|TR|41.1062|29.0557|museum
Galata Mevlevihanesi|Galata Mevlevi Lodge;Whirling Dervishes Galata|Istanbul|TR|41.0283|28.9753|religious
Çiçek Pasajı|Cité de Péra;Flower Passage|Istanbul|TR|41.0345|28.9790|food
Yıldız Parkı|Yıldız Park|Istanbul|TR|41.0490|29.0150|park
Emirgan Korusu|Emirgan Park|Istanbul|TR|41.1090|29.0540|park
Kuzguncuk||Istanbul|TR|41.0370|29.0310|neighbourhood
Cihangir||Istanbul|TR|41.0315|28.9830|neighbourhood
Amyntas Kaya Mezarı|Tomb of Amyntas;Fethiye Rock Tombs|Fethiye|TR|36.6195|29.1235|sight
Tlos Antik Kenti|Tlos|Fethiye|TR|36.5530|29.4210|sight
Kelebekler Vadisi|Butterfly Valley;Butterfly Valley Fethiye;Butterfly Valley Turkey|Fethiye|TR|36.4968|29.1273|beach
İztuzu Plajı|Turtle Beach Dalyan;Kaplumbağa Plajı|Dalyan|TR|36.7900|28.6200|beach
Knidos Antik Kenti|Knidos;Cnidus|Datça|TR|36.6860|27.3750|sight
Güvercinada|Pigeon Island Kuşadası|Kuşadası|TR|37.8620|27.2560|sight
Çeşme Kalesi|Çeşme Castle|Çeşme|TR|38.3235|26.3035|sight
Athena Tapınağı Assos|Temple of Athena Assos|Ayvacık|TR|39.4880|26.3370|sight
Bozcaada Kalesi|Bozcaada Castle|Bozcaada|TR|39.8370|26.0720|sight
Apollon Tapınağı Side|Side Apollo Temple|Side|TR|36.7626|31.3880|sight
Side Antik Tiyatrosu|Side Ancient Theatre|Side|TR|36.7670|31.3905|sight
Phaselis Antik Kenti|Phaselis|Kemer|TR|36.5240|30.5520|sight
Termessos Antik Kenti|Termessos|Antalya|TR|36.9840|30.4640|sight
Patara Plajı|Patara Beach|Kalkan|TR|36.2640|29.3030|beach
Patara Antik Kenti|Patara Ancient City|Kalkan|TR|36.2610|29.3160|sight
Ksanthos Antik Kenti|Xanthos;Xanthos-Letoon|Kalkan|TR|36.3560|29.3180|sight
Kız Kalesi Mersin|Maiden's Castle Mersin;Corycus Sea Castle|Erdemli|TR|36.4590|34.1480|sight
Kekova Batık Şehir|Kekova Sunken City|Demre|TR|36.1900|29.8600|sight
ალავერდის მონასტერი|Alaverdi Monastery|Telavi|GE|42.0325|45.3770|religious
Києво-Печерська лавра|Kyiv Pechersk Lavra;Pechersk Lavra;Kiev Pechersk Lavra|Kyiv|UA|50.4347|30.5573|religious
Софійський собор|St. Sophia Cathedral Kyiv;Saint Sophia Cathedral Kyiv|Kyiv|UA|50.4529|30.5143|religious
Михайлівський Золотоверхий собор|St. Michael's Golden-Domed Monastery|Kyiv|UA|50.4556|30.5229|religious
Андріївський узвіз|Andriyivskyy Descent;Andrew's Descent|Kyiv|UA|50.4593|30.5170|sight
Андріївська церква|St. Andrew's Church Kyiv|Kyiv|UA|50.4588|30.5180|religious
Майдан Незалежності|Maidan Nezalezhnosti;Independence Square Kyiv;Maidan|Kyiv|UA|50.4501|30.5234|sight
Хрещатик|Khreshchatyk|Kyiv|UA|50.4470|30.5220|sight
Золоті ворота|Golden Gate Kyiv|Kyiv|UA|50.4488|30.5132|sight
Батьківщина-Мати|Motherland Monument;Rodina Mat|Kyiv|UA|50.4265|30.5631|sight
Володимирський собор|St. Volodymyr's Cathedral|Kyiv|UA|50.4445|30.5090|religious
Бессарабський ринок|Bessarabsky Market|Kyiv|UA|50.4418|30.5209|market
Площа Ринок Львів|Rynok Square Lviv;Market Square Lviv|Lviv|UA|49.8418|24.0316|sight
Львівський оперний театр|Lviv Opera House;Lviv Theatre of Opera and Ballet|Lviv|UA|49.8440|24.0263|sight
Високий замок|High Castle Lviv|Lviv|UA|49.8480|24.0390|viewpoint
Личаківський цвинтар|Lychakiv Cemetery|Lviv|UA|49.8330|24.0560|sight
Вірменський собор Львів|Armenian Cathedral Lviv|Lviv|UA|49.8430|24.0300|religious
Потьомкінські сходи|Potemkin Stairs|Odessa|UA|46.4888|30.7410|sight
Одеський оперний театр|Odesa Opera House;Odessa Opera House|Odessa|UA|46.4853|30.7412|sight
Дерибасівська вулиця|Derybasivska Street;Deribasovskaya|Odessa|UA|46.4840|30.7360|sight
Кам'янець-Подільська фортеця|Kamianets-Podilskyi Castle;Kamianets Fortress|Kamianets-Podilskyi|UA|48.6733|26.5630|sight
Чернівецький університет|Chernivtsi University;Residence of Bukovinian Metropolitans|Chernivtsi|UA|48.2960|25.9240|sight
Catedrala Nașterea Domnului Chișinău|Chișinău Cathedral;Nativity Cathedral Chisinau|Chişinău|MD|47.0245|28.8325|religious
Arcul de Triumf Chișinău|Triumphal Arch Chisinau|Chişinău|MD|47.0247|28.8333|sight
Orheiul Vechi|Old Orhei;Orheiul Vechi Monastery|Orhei|MD|47.3050|28.9620|sight
Cetatea Soroca|Soroca Fortress|Soroca|MD|48.1560|28.3010|sight
Mur des Réformateurs|Reformation Wall|Genève|CH|46.2004|6.1457|sight
Parc des Bastions||Genève|CH|46.2004|6.1457|park
Place du Bourg-de-Four|Bourg-de-Four|Genève|CH|46.2013|6.1481|sight
Bains des Pâquis|Paquis Baths|Genève|CH|46.2107|6.1530|beach
Musée d'art et d'histoire de Genève|MAH Genève;Geneva Museum of Art and History|Genève|CH|46.1992|6.1516|museum
CERN|Science Gateway CERN;Globe of Science and Innovation|Meyrin|CH|46.2340|6.0550|museum
Musée international de la Croix-Rouge|International Red Cross and Red Crescent Museum|Genève|CH|46.2276|6.1373|museum
Broken Chair|Broken Chair Geneva|Genève|CH|46.2223|6.1403|sight
Maison Tavel|Maison Tavel Genève|Genève|CH|46.2012|6.1470|museum
Jardin Anglais de Genève|English Garden Geneva|Genève|CH|46.2043|6.1509|park
Palais de Rumine|Rumine Palace|Lausanne|CH|46.5228|6.6345|museum
Escaliers du Marché|Escaliers du Marché Lausanne|Lausanne|CH|46.5222|6.6339|sight
Plateforme 10|MCBA;Musée cantonal des Beaux-Arts de Lausanne|Lausanne|CH|46.5180|6.6255|museum
Collection de l'Art Brut|Art Brut Lausanne|Lausanne|CH|46.5274|6.6243|museum
Vignoble de Lavaux|Lavaux Vineyard Terraces;Terrasses de Lavaux;라보 포도밭;ラヴォー地区;拉沃葡萄园;拉沃葡萄園;라보포도밭|Cully|CH|46.4900|6.7450|nature
Statue de Freddie Mercury|Freddie Mercury Statue Montreux|Montreux|CH|46.4310|6.9107|sight
Rochers-de-Naye|Rochers de Naye summit|Montreux|CH|46.4320|6.9763|viewpoint
Fourchette de Vevey|Vevey Fork|Vevey|CH|46.4603|6.8436|sight
Alimentarium||Vevey|CH|46.4603|6.8436|museum
Château de Neuchâtel|Neuchâtel Castle|Neuchâtel|CH|46.9926|6.9288|sight
Collégiale de Neuchâtel||Neuchâtel|CH|46.9926|6.9288|religious
Basilique de Valère|Château de Valère;Valère Sion|Sitten|CH|46.2342|7.3650|religious
Château de Tourbillon|Tourbillon Sion|Sitten|CH|46.2359|7.3635|sight
Abbaye de Saint-Maurice|Abbey of Saint-Maurice d'Agaune|Saint-Maurice|CH|46.2174|7.0033|religious
Château de Grandson|Grandson Castle|Grandson|CH|46.8088|6.6455|sight
Château d'Aigle|Aigle Castle;Musée de la Vigne et du Vin|Aigle|CH|46.3126|6.9640|sight
La Maison du Gruyère|Maison du Gruyère;Gruyère cheese dairy|Gruyères|CH|46.5870|7.0790|food
Herrenhäuser Gärten|Herrenhausen Gardens;Großer Garten Hannover|Hannover|DE|52.3854|9.6980|park
Neues Rathaus Hannover|New Town Hall Hanover|Hannover|DE|52.3680|9.7383|sight
Maschsee|Lake Maschsee|Hannover|DE|52.3560|9.7420|nature
Marktkirche Hannover|Marktkirche St. Georgii et Jacobi|Hannover|DE|52.3717|9.7355|religious
Sprengel Museum|Sprengel Museum Hannover|Hannover|DE|52.3629|9.7406|museum
Erlebnis-Zoo Hannover|Hanover Zoo;Zoo Hannover|Hannover|DE|52.3765|9.7715|park
Aegidienkirche Hannover||Hannover|DE|52.3695|9.7392|sight
Deutsches Fußballmuseum|German Football Museum|Dortmund|DE|51.5178|7.4593|museum
Signal Iduna Park|Westfalenstadion|Dortmund|DE|51.4926|7.4519|sight
Dortmunder U|U-Turm Dortmund|Dortmund|DE|51.5148|7.4532|museum
Zeche Zollern|LWL-Industriemuseum Zeche Zollern|Dortmund|DE|51.5136|7.3339|museum
Westfalenpark||Dortmund|DE|51.4950|7.4760|park
Florianturm||Dortmund|DE|51.4950|7.4760|viewpoint
Phoenix-See|Phoenixsee|Dortmund|DE|51.4880|7.5130|nature
Zeche Zollverein|Zollverein Coal Mine;Zollverein|Essen|DE|51.4862|7.0444|sight
Ruhr Museum||Essen|DE|51.4862|7.0444|museum
Villa Hügel||Essen|DE|51.4061|7.0083|sight
Museum Folkwang||Essen|DE|51.4425|7.0050|museum
Essener Münster|Essen Cathedral;Essener Dom|Essen|DE|51.4556|7.0135|religious
Baldeneysee|Lake Baldeney|Essen|DE|51.4050|7.0350|nature
Grugapark|Grugapark Essen|Essen|DE|51.4300|6.9950|park
Landschaftspark Duisburg-Nord|Landscape Park Duisburg Nord;Landschaftspark Nord|Duisburg|DE|51.4808|6.7822|park
Tiger & Turtle|Tiger and Turtle Magic Mountain|Duisburg|DE|51.4089|6.7780|viewpoint
Museum Küppersmühle|MKM Museum Küppersmühle|Duisburg|DE|51.4369|6.7736|museum
Innenhafen Duisburg|Duisburg Inner Harbour|Duisburg|DE|51.4375|6.7710|neighbourhood
Gasometer Oberhausen||Oberhausen|DE|51.4948|6.8749|sight
Tetraeder Bottrop|Tetraeder Halde Beckstraße|Bottrop|DE|51.5246|6.9607|viewpoint
Deutsches Bergbau-Museum|German Mining Museum|Bochum|DE|51.4889|7.2169|museum
Jahrhunderthalle Bochum||Bochum|DE|51.4787|7.2012|sight
Veltins-Arena|Arena AufSchalke|Gelsenkirchen|DE|51.5546|7.0676|sight
Wuppertaler Schwebebahn|Wuppertal Suspended Railway;Schwebebahn Wuppertal|Wuppertal|DE|51.2545|7.1495|sight
Von der Heydt-Museum||Wuppertal|DE|51.2571|7.1466|museum
Schloss Burg|Burg Castle Solingen|Solingen|DE|51.1366|7.1544|sight
Müngstener Brücke|Müngsten Bridge|Solingen|DE|51.1624|7.1334|sight
Beethoven-Haus|Beethoven House;Beethovenhaus Bonn|Bonn|DE|50.7370|7.1017|museum
Bonner Münster|Bonn Minster|Bonn|DE|50.7340|7.0993|religious
Haus der Geschichte|House of the History of the Federal Republic of Germany;Haus der Geschichte Bonn|Bonn|DE|50.7158|7.1195|museum
Kunstmuseum Bonn||Bonn|DE|50.7145|7.1215|museum
Bundeskunsthalle|Kunst- und Ausstellungshalle der Bundesrepublik Deutschland|Bonn|DE|50.7147|7.1228|museum
Museum Koenig|Museum Koenig Bonn|Bonn|DE|50.7225|7.1140|museum
Drachenfels|Drachenfels Königswinter|Königswinter|DE|50.6655|7.2100|viewpoint
Schloss Drachenburg|Drachenburg Castle|Königswinter|DE|50.6683|7.2080|sight
Prinzipalmarkt|Prinzipalmarkt Münster|Münster|DE|51.9625|7.6280|neighbourhood
St.-Paulus-Dom|Münster Cathedral;St.-Paulus-Dom Münster;Dom Münster|Münster|DE|51.9626|7.6255|religious
Historisches Rathaus Münster|Friedenssaal Münster|Münster|DE|51.9617|7.6281|sight
St. Lamberti Münster|Lambertikirche Münster|Münster|DE|51.9637|7.6285|religious
Aasee Münster||Münster|DE|51.9560|7.6100|nature
Schloss Münster|Fürstbischöfliches Schloss Münster|Münster|DE|51.9636|7.6131|sight
LWL-Museum für Kunst und Kultur||Münster|DE|51.9630|7.6240|museum
Schloss Karlsruhe|Karlsruhe Palace;Badisches Landesmuseum|Karlsruhe|DE|49.0135|8.4044|sight
ZKM Karlsruhe|ZKM Center for Art and Media;Zentrum für Kunst und Medien|Karlsruhe|DE|49.0013|8.3835|museum
Staatliche Kunsthalle Karlsruhe|Kunsthalle Karlsruhe|Karlsruhe|DE|49.0125|8.3975|museum
Pyramide Karlsruhe|Karlsruhe Pyramid|Karlsruhe|DE|49.0093|8.4037|sight
Zoologischer Stadtgarten Karlsruhe|Karlsruhe Zoo;Zoo Karlsruhe|Karlsruhe|DE|48.9990|8.4020|park
Mannheimer Schloss|Mannheim Palace;Schloss Mannheim|Mannheim|DE|49.4836|8.4622|sight
Wasserturm Mannheim|Mannheim Water Tower|Mannheim|DE|49.4840|8.4755|sight
Luisenpark Mannheim|Luisenpark|Mannheim|DE|49.4800|8.4930|park
Reiss-Engelhorn-Museen|Reiss-Engelhorn Museums|Mannheim|DE|49.4886|8.4610|museum
Kunsthalle Mannheim||Mannheim|DE|49.4828|8.4760|museum
Jesuitenkirche Mannheim||Mannheim|DE|49.4858|8.4613|religious
Kurhaus Wiesbaden|Spielbank Wiesbaden|Wiesbaden|DE|50.0850|8.2460|sight
Nerobergbahn|Neroberg|Wiesbaden|DE|50.0960|8.2372|viewpoint
Russische Kirche Wiesbaden|Russian Orthodox Church Wiesbaden;Griechische Kapelle Wiesbaden|Wiesbaden|DE|50.0996|8.2315|religious
Marktkirche Wiesbaden||Wiesbaden|DE|50.0819|8.2428|religious
Kaiser-Friedrich-Therme|Kaiser-Friedrich-Therme Wiesbaden|Wiesbaden|DE|50.0841|8.2410|sight
Museum Wiesbaden||Wiesbaden|DE|50.0766|8.2450|museum
Marine-Ehrenmal Laboe|Laboe Naval Memorial|Kiel|DE|54.4097|10.2274|sight
U 995|U-Boot U 995 Laboe|Kiel|DE|54.4093|10.2268|museum
Magdeburger Dom|Magdeburg Cathedral|Magdeburg|DE|52.1245|11.6346|religious
Grüne Zitadelle|Green Citadel Magdeburg;Grüne Zitadelle Magdeburg|Magdeburg|DE|52.1259|11.6337|sight
Kloster Unser Lieben Frauen|Kloster Unser Lieben Frauen Magdeburg|Magdeburg|DE|52.1282|11.6369|museum
Wasserstraßenkreuz Magdeburg|Magdeburg Water Bridge;Trogbrücke Magdeburg|Magdeburg|DE|52.2310|11.6990|sight
Händel-Haus|Handel House Halle;Händelhaus Halle|Halle (Saale)|DE|51.4856|11.9717|museum
Marktkirche Unser Lieben Frauen Halle|Marktkirche Halle|Halle (Saale)|DE|51.4826|11.9690|religious
Kunstmuseum Moritzburg Halle|Moritzburg Halle|Halle (Saale)|DE|51.4857|11.9645|museum
Karl-Marx-Monument|Nischel|Chemnitz|DE|50.8386|12.9225|sight
Schloss Augustusburg|Augustusburg Castle|Chemnitz|DE|50.8136|13.1017|sight
Burg Dankwarderode|Dankwarderode Castle|Braunschweig|DE|52.2643|10.5237|sight
Braunschweiger Dom|Brunswick Cathedral;Dom St. Blasii|Braunschweig|DE|52.2637|10.5244|religious
Happy Rizzi House|Happy-Rizzi-Haus|Braunschweig|DE|52.2625|10.5262|sight
Herzog Anton Ulrich-Museum||Braunschweig|DE|52.2665|10.5329|museum
Bergpark Wilhelmshöhe|Bergpark Kassel|Kassel|DE|51.3160|9.4050|park
Herkules Kassel|Hercules Monument Kassel;Herkules-Monument|Kassel|DE|51.3163|9.3941|viewpoint
Schloss Wilhelmshöhe|Wilhelmshöhe Palace|Kassel|DE|51.3144|9.4183|sight
Löwenburg Kassel|Löwenburg|Kassel|DE|51.3099|9.4048|sight
Fridericianum|Museum Fridericianum|Kassel|DE|51.3147|9.4983|museum
Schloss Oldenburg|Oldenburg Palace|Oldenburg|DE|53.1385|8.2155|sight
Friedenssaal Osnabrück|Rathaus des Westfälischen Friedens|Osnabrück|DE|52.2774|8.0431|sight
Dom St. Peter Osnabrück|Osnabrück Cathedral|Osnabrück|DE|52.2777|8.0446|religious
Felix-Nussbaum-Haus||Osnabrück|DE|52.2731|8.0421|museum
Sparrenburg|Sparrenburg Bielefeld|Bielefeld|DE|52.0138|8.5263|sight
Paderborner Dom|Paderborn Cathedral|Paderborn|DE|51.7190|8.7549|religious
Paderquellgebiet|Pader Springs|Paderborn|DE|51.7196|8.7525|park
Gänseliesel|Gänseliesel Göttingen|Göttingen|DE|51.5334|9.9354|sight
Hildesheimer Dom|Hildesheim Cathedral;Tausendjähriger Rosenstock|Hildesheim|DE|52.1491|9.9471|religious
St. Michaelis Hildesheim|St. Michael's Church Hildesheim|Hildesheim|DE|52.1530|9.9442|religious
Knochenhaueramtshaus|Butchers' Guild Hall Hildesheim|Hildesheim|DE|52.1508|9.9514|sight
Autostadt|Autostadt Wolfsburg|Wolfsburg|DE|52.4316|10.7946|museum
Phaeno|phaeno Wolfsburg|Wolfsburg|DE|52.4294|10.7884|museum
JenTower|Jentower Jena|Jena|DE|50.9290|11.5849|viewpoint
Mathildenhöhe|Mathildenhöhe Darmstadt|Darmstadt|DE|49.8765|8.6680|neighbourhood
Hochzeitsturm|Wedding Tower Darmstadt|Darmstadt|DE|49.8770|8.6673|sight
Russische Kapelle Darmstadt|Russian Chapel Darmstadt|Darmstadt|DE|49.8763|8.6690|religious
Kilianskirche Heilbronn|St. Kilian's Church Heilbronn|Heilbronn|DE|49.1421|9.2207|religious
Ludwigskirche Saarbrücken|Ludwigskirche|Saarbrücken|DE|49.2310|6.9935|religious
Saarbrücker Schloss|Saarbrücken Castle|Saarbrücken|DE|49.2316|6.9919|sight
Völklinger Hütte|Völklingen Ironworks|Völklingen|DE|49.2454|6.8466|sight
Saarschleife|Saar Loop;Cloef|Mettlach|DE|49.4936|6.5578|viewpoint
Augsburger Christkindlesmarkt|Augsburg Christmas Market|Augsburg|DE|48.3692|10.8986|market
Augsburger Puppenkiste|Augsburg Puppet Theatre|Augsburg|DE|48.3628|10.9022|sight
Schloss Thurn und Taxis|Schloss St. Emmeram;St. Emmeram Palace|Regensburg|DE|49.0150|12.0925|sight
Porta Praetoria Regensburg|Porta Praetoria|Regensburg|DE|49.0204|12.0982|sight
Nürnberger Christkindlesmarkt|Christkindlesmarkt Nürnberg;Nuremberg Christmas Market|Nürnberg|DE|49.4540|11.0775|market
Schöner Brunnen Nürnberg|Beautiful Fountain Nuremberg;Schöner Brunnen|Nürnberg|DE|49.4541|11.0771|sight
Zeppelintribüne|Zeppelinfeld;Zeppelin Field Nuremberg|Nürnberg|DE|49.4317|11.1231|sight
Christkindlmarkt am Marienplatz|Münchner Christkindlmarkt;Munich Christmas Market|Munich|DE|48.1374|11.5755|market
Sendlinger Tor||Munich|DE|48.1340|11.5670|sight
Isartor||Munich|DE|48.1353|11.5819|sight
Siegestor|Victory Gate Munich|Munich|DE|48.1524|11.5821|sight
Museum Brandhorst||Munich|DE|48.1483|11.5744|museum
Löwenbräukeller||Munich|DE|48.1483|11.5592|food
Kloster Andechs|Andechs Abbey;Klosterbrauerei Andechs|Andechs|DE|47.9746|11.1837|religious
Freisinger Dom|Mariendom Freising;Freising Cathedral|Freising|DE|48.3991|11.7454|religious
Weihnachtsmarkt am Gendarmenmarkt|WeihnachtsZauber Gendarmenmarkt|Berlin|DE|52.5137|13.3927|market
Berliner Philharmonie|Philharmonie Berlin|Berlin|DE|52.5100|13.3699|sight
Sony Center|Sony Center Berlin;소니 센터;ソニー・センター;索尼中心;소니센터;ソニーセンター|Berlin|DE|52.5101|13.3733|sight
Deutsches Technikmuseum|German Museum of Technology|Berlin|DE|52.4986|13.3776|museum
Schloss Köpenick|Köpenick Palace|Berlin|DE|52.4437|13.5747|sight
Müggelsee|Großer Müggelsee|Berlin|DE|52.4380|13.6450|nature
Strandbad Wannsee|Wannsee Lido|Berlin|DE|52.4393|13.1788|beach
Hufeisensiedlung|Horseshoe Estate Britz|Berlin|DE|52.4508|13.4507|sight
Kulturbrauerei|Kulturbrauerei Berlin|Berlin|DE|52.5390|13.4130|sight
Gedenkstätte Berlin-Hohenschönhausen|Hohenschönhausen Memorial|Berlin|DE|52.5418|13.5004|museum
Karl-Marx-Allee|카를 마르크스 거리;カール・マルクス・アレー;卡尔·马克思大道;카를마르크스거리;カールマルクスアレー|Berlin|DE|52.5180|13.4350|neighbourhood
Volkspark Friedrichshain||Berlin|DE|52.5280|13.4345|park
Bundeskanzleramt|Federal Chancellery|Berlin|DE|52.5202|13.3690|sight
Deutsches Historisches Museum|German Historical Museum;Zeughaus Berlin|Berlin|DE|52.5177|13.3970|museum
Gedenkstätte Deutscher Widerstand|German Resistance Memorial Center;Bendlerblock|Berlin|DE|52.5080|13.3638|museum
Gedenkstätte Sachsenhausen|Sachsenhausen Concentration Camp Memorial;KZ Sachsenhausen|Oranienburg|DE|52.7664|13.2640|museum
Internationales Maritimes Museum|International Maritime Museum Hamburg|Hamburg|DE|53.5436|10.0000|museum
Deichstraße|Deichstrasse Hamburg|Hamburg|DE|53.5460|9.9887|neighbourhood
Außenalster|Outer Alster|Hamburg|DE|53.5650|10.0050|nature
Deichtorhallen||Hamburg|DE|53.5480|10.0060|museum
Planetarium Hamburg||Hamburg|DE|53.5974|10.0085|sight
Museumshafen Övelgönne||Hamburg|DE|53.5450|9.9160|beach
Strand Övelgönne|Elbstrand Övelgönne|Hamburg|DE|53.5450|9.9160|beach
Frankfurter Weihnachtsmarkt|Frankfurt Christmas Market|Frankfurt am Main|DE|50.1106|8.6821|market
Liebieghaus|Liebieghaus Skulpturensammlung|Frankfurt am Main|DE|50.1042|8.6729|museum
Hauptwache|Hauptwache Frankfurt|Frankfurt am Main|DE|50.1141|8.6791|sight
Eschenheimer Turm||Frankfurt am Main|DE|50.1163|8.6825|sight
Fressgass|Große Bockenheimer Straße|Frankfurt am Main|DE|50.1150|8.6760|neighbourhood
Weihnachtsmarkt am Kölner Dom|Cologne Cathedral Christmas Market|Köln|DE|50.9407|6.9575|market
Brauerei zum Uerige|Uerige|Düsseldorf|DE|51.2260|6.7716|food
Höhenpark Killesberg|Killesberg|Stuttgart|DE|48.8035|9.1686|park
Killesbergturm||Stuttgart|DE|48.8035|9.1686|viewpoint
Stuttgarter Weihnachtsmarkt|Stuttgart Christmas Market|Stuttgart|DE|48.7760|9.1790|market
Cannstatter Wasen|Cannstatter Volksfest|Stuttgart|DE|48.7940|9.2190|sight
Grabkapelle auf dem Württemberg|Grabkapelle Württemberg|Stuttgart|DE|48.7875|9.2652|religious
Schloss Solitude|Solitude Palace|Stuttgart|DE|48.7888|9.0831|sight
Königstraße Stuttgart||Stuttgart|DE|48.7775|9.1770|neighbourhood
Zum Arabischen Coffe Baum|Coffe Baum Leipzig|Leipzig|DE|51.3412|12.3727|food
Panometer Leipzig||Leipzig|DE|51.3148|12.3927|museum
Leipziger Weihnachtsmarkt|Leipzig Christmas Market|Leipzig|DE|51.3405|12.3747|market
Museum der bildenden Künste|Museum of Fine Arts Leipzig;MdbK|Leipzig|DE|51.3425|12.3763|museum
Dresdner Striezelmarkt|Striezelmarkt|Dresden|DE|51.0497|13.7400|market
Pfunds Molkerei|Pfunds Dairy|Dresden|DE|51.0663|13.7580|shop
Gläserne Manufaktur|Transparent Factory Dresden|Dresden|DE|51.0436|13.7586|sight
Militärhistorisches Museum der Bundeswehr|Military History Museum Dresden|Dresden|DE|51.0791|13.7624|museum
Wiener Christkindlmarkt|Christkindlmarkt am Rathausplatz;Vienna Christmas Market|Vienna|AT|48.2108|16.3573|market
Kapuzinergruft|Imperial Crypt;Kaisergruft|Vienna|AT|48.2058|16.3697|religious
Augustinerkirche Wien|Augustinian Church Vienna|Vienna|AT|48.2054|16.3681|religious
Michaelerplatz||Vienna|AT|48.2081|16.3670|sight
Parlament Österreich|Austrian Parliament Building;Parlament Wien|Vienna|AT|48.2082|16.3588|sight
Burgtheater||Vienna|AT|48.2104|16.3612|sight
Wiener Musikverein|Musikverein|Vienna|AT|48.2004|16.3723|sight
Café Landtmann||Vienna|AT|48.2115|16.3613|food
Café Sperl|카페 슈페를;カフェ・シュペール;施佩尔咖啡馆;카페슈페를;カフェシュペール|Vienna|AT|48.1999|16.3612|food
Café Hawelka||Vienna|AT|48.2084|16.3708|food
Figlmüller|피글뮐러;フィグルミュラー;菲格穆勒|Vienna|AT|48.2092|16.3748|food
Brunnenmarkt||Vienna|AT|48.2110|16.3375|market
Kirche am Steinhof|Otto-Wagner-Kirche|Vienna|AT|48.2107|16.2768|religious
Palmenhaus Schönbrunn|Palm House Schönbrunn|Vienna|AT|48.1858|16.3040|park
Grinzing||Vienna|AT|48.2570|16.3490|neighbourhood
Leopoldsberg||Vienna|AT|48.2775|16.3480|viewpoint
Kaiserliche Schatzkammer|Imperial Treasury Vienna;Schatzkammer Wien|Vienna|AT|48.2066|16.3656|museum
Haus des Meeres||Vienna|AT|48.1977|16.3530|sight
Postsparkasse Wien|Österreichische Postsparkasse|Vienna|AT|48.2109|16.3805|sight
Judenplatz||Vienna|AT|48.2117|16.3696|sight
Holocaust-Mahnmal Judenplatz|Judenplatz Holocaust Memorial|Vienna|AT|48.2117|16.3696|sight
Stift Klosterneuburg|Klosterneuburg Monastery|Klosterneuburg|AT|48.3055|16.3256|religious
Burg Kreuzenstein|Kreuzenstein Castle|Klosterneuburg|AT|48.3786|16.3108|sight
Zürcher Christkindlimarkt|Christkindlimarkt Zürich HB|Zurich|CH|47.3779|8.5403|market
Bürkliplatz||Zurich|CH|47.3667|8.5410|sight
Opernhaus Zürich|Zurich Opera House|Zurich|CH|47.3649|8.5465|sight
Chinagarten Zürich|Chinese Garden Zurich|Zurich|CH|47.3545|8.5511|park
Zoo Zürich|Zurich Zoo|Zurich|CH|47.3849|8.5742|park
Museum Rietberg||Zurich|CH|47.3589|8.5302|museum
Freitag Tower|Freitag Flagship Store|Zurich|CH|47.3902|8.5115|shop
Im Viadukt|Viadukt Zürich|Zurich|CH|47.3870|8.5230|shop
Polyterrasse|ETH Polyterrasse|Zurich|CH|47.3765|8.5475|viewpoint
Kronenhalle|Restaurant Kronenhalle|Zurich|CH|47.3670|8.5462|food
Confiserie Sprüngli|Sprüngli Paradeplatz|Zurich|CH|47.3697|8.5391|food
Augustinergasse|Augustinergasse Zürich|Zurich|CH|47.3712|8.5397|neighbourhood
Zürichhorn|Zürichhorn Park|Zurich|CH|47.3540|8.5520|park
Pavillon Le Corbusier|Centre Le Corbusier;Heidi Weber Haus|Zurich|CH|47.3557|8.5516|museum
Langstrasse|Langstrasse Zürich|Zurich|CH|47.3780|8.5280|neighbourhood
Salzburger Christkindlmarkt|Salzburg Christmas Market|Salzburg|AT|47.7980|13.0470|market
Augustiner Bräu Mülln|Augustiner Bräustübl;Müllner Bräu|Salzburg|AT|47.8050|13.0370|food
Kapuzinerberg||Salzburg|AT|47.8030|13.0530|viewpoint
Kapuzinerkloster Salzburg|Capuchin Monastery Salzburg|Salzburg|AT|47.8022|13.0478|religious
Mozart-Wohnhaus|Mozart Residence Salzburg;모차르트 하우스;モーツァルトの住居;모차르트하우스|Salzburg|AT|47.8025|13.0437|museum
Schloss Leopoldskron|Leopoldskron Palace;레오폴츠크론 궁전;レオポルツクローン城;利奥波德斯克龙宫;레오폴츠크론궁전|Salzburg|AT|47.7886|13.0394|sight
Friedhof St. Sebastian|St. Sebastian Cemetery Salzburg|Salzburg|AT|47.8040|13.0470|religious
Haus der Natur|Haus der Natur Salzburg|Salzburg|AT|47.8013|13.0419|museum
Kollegienkirche|Kollegienkirche Salzburg|Salzburg|AT|47.7995|13.0437|religious
Café Tomaselli|카페 토마젤리;カフェ・トマセリ;托马塞利咖啡馆;카페토마젤리;カフェトマセリ|Salzburg|AT|47.7994|13.0448|food
Gaisberg|Gaisberg Salzburg|Salzburg|AT|47.8040|13.1120|viewpoint
Innsbrucker Christkindlmarkt|Innsbruck Christmas Market|Innsbruck|AT|47.2685|11.3934|market
Stadtturm Innsbruck|City Tower Innsbruck|Innsbruck|AT|47.2683|11.3929|viewpoint
Annasäule|St. Anne's Column Innsbruck|Innsbruck|AT|47.2650|11.3944|sight
Triumphpforte Innsbruck|Triumphal Arch Innsbruck|Innsbruck|AT|47.2622|11.3947|sight
Dom St. Jakob Innsbruck|Innsbruck Cathedral;Innsbrucker Dom|Innsbruck|AT|47.2691|11.3935|religious
Tiroler Landesmuseum Ferdinandeum|Ferdinandeum|Innsbruck|AT|47.2659|11.3987|museum
Basilika Wilten||Innsbruck|AT|47.2530|11.3995|religious
Stift Wilten|Wilten Abbey|Innsbruck|AT|47.2530|11.3995|religious
Patscherkofel||Innsbruck|AT|47.2090|11.4610|viewpoint
Hohentübingen|Schloss Hohentübingen|Tübingen|DE|48.5194|9.0508|sight
Stiftskirche Tübingen||Tübingen|DE|48.5204|9.0573|religious
Hölderlinturm|Hölderlin Tower|Tübingen|DE|48.5196|9.0547|museum
Platanenallee Tübingen|Neckarinsel Tübingen|Tübingen|DE|48.5185|9.0560|park
St. Michael Schwäbisch Hall|St. Michael's Church Schwäbisch Hall|Schwäbisch Hall|DE|49.1122|9.7373|religious
Comburg|Großcomburg|Schwäbisch Hall|DE|49.1001|9.7516|religious
Kloster Maulbronn|Maulbronn Monastery|Maulbronn|DE|49.0008|8.8129|religious
Rotes Haus Monschau|Red House Monschau|Monschau|DE|50.5553|6.2401|museum
Burg Stahleck|Stahleck Castle|Bacharach|DE|50.0577|7.7645|sight
Schönburg Oberwesel|Burg Schönburg|Oberwesel|DE|50.1017|7.7303|sight
Burg Rheinfels|Rheinfels Castle|Sankt Goar|DE|50.1540|7.7105|sight
Kloster Eberbach|Eberbach Abbey|Eltville|DE|50.0436|8.0486|religious
Limburger Dom|Limburg Cathedral|Limburg an der Lahn|DE|50.3889|8.0669|religious
Wetzlarer Dom|Wetzlar Cathedral|Wetzlar|DE|50.5537|8.5032|religious
Fuldaer Dom|Fulda Cathedral|Fulda|DE|50.5544|9.6698|religious
Stadtschloss Fulda|Fulda Palace|Fulda|DE|50.5545|9.6748|sight
Schloss Celle|Celle Castle|Celle|DE|52.6244|10.0777|sight
Rattenfängerhaus|Pied Piper House|Hameln|DE|52.1032|9.3587|sight
Hochzeitshaus Hameln||Hameln|DE|52.1028|9.3577|sight
Schloss Gottorf|Gottorf Castle|Schleswig|DE|54.5115|9.5415|museum
Wikinger Museum Haithabu|Haithabu;Hedeby Viking Museum|Schleswig|DE|54.4909|9.5653|museum
Greifswalder Dom|Dom St. Nikolai Greifswald|Greifswald|DE|54.0960|13.3776|religious
Klosterruine Eldena|Eldena Abbey|Greifswald|DE|54.0904|13.4433|sight
Doberaner Münster|Bad Doberan Minster|Bad Doberan|DE|54.1060|11.9090|religious
Schweriner Dom|Schwerin Cathedral|Schwerin|DE|53.6290|11.4140|religious
Naumburger Dom|Naumburg Cathedral|Naumburg|DE|51.1545|11.8040|religious
Schlosskirche Wittenberg|All Saints' Church Wittenberg;Thesentür|Wittenberg|DE|51.8660|12.6420|religious
Lutherhaus Wittenberg|Luther House|Wittenberg|DE|51.8642|12.6524|museum
Stadtkirche St. Marien Wittenberg|Stadtkirche Wittenberg|Wittenberg|DE|51.8664|12.6468|religious
Bauhaus Dessau|Bauhausgebäude Dessau|Dessau|DE|51.8393|12.2275|museum
Meisterhäuser Dessau|Masters' Houses Dessau|Dessau|DE|51.8405|12.2259|museum
Wörlitzer Park|Gartenreich Dessau-Wörlitz;Wörlitz Park|Wörlitz|DE|51.8430|12.4200|park
Schloss Friedenstein|Friedenstein Palace|Gotha|DE|50.9450|10.7020|sight
Erfurter Weihnachtsmarkt|Erfurt Christmas Market|Erfurt|DE|50.9770|11.0230|market
Schloss Herrenchiemsee|Herrenchiemsee;Herreninsel|Prien am Chiemsee|DE|47.8617|12.4008|sight
Fraueninsel|Frauenchiemsee;Kloster Frauenwörth|Prien am Chiemsee|DE|47.8725|12.4245|sight
Kloster Ettal|Ettal Abbey|Oberammergau|DE|47.5688|11.0946|religious
Herzogliches Bräustüberl Tegernsee|Bräustüberl Tegernsee|Tegernsee|DE|47.7107|11.7577|food
Kloster Weltenburg|Weltenburg Abbey;Klosterschenke Weltenburg|Kelheim|DE|48.8995|11.8203|religious
Befreiungshalle|Hall of Liberation Kelheim|Kelheim|DE|48.9195|11.8624|sight
Gnadenkapelle Altötting|Chapel of Grace Altötting|Altötting|DE|48.2266|12.6766|religious
Burg zu Burghausen|Burghausen Castle;Burg Burghausen|Burghausen|DE|48.1590|12.8318|sight
Burg Trausnitz|Trausnitz Castle|Landshut|DE|48.5327|12.1585|sight
St. Martin Landshut|Martinskirche Landshut|Landshut|DE|48.5345|12.1528|religious
Reiterlesmarkt|Rothenburger Reiterlesmarkt|Rothenburg ob der Tauber|DE|49.3771|10.1789|market
Plassenburg|Plassenburg Kulmbach|Kulmbach|DE|50.1016|11.4617|sight
Pfänder|Pfänderbahn|Bregenz|AT|47.5084|9.7769|viewpoint
Kunsthaus Bregenz|KUB Bregenz|Bregenz|AT|47.5051|9.7410|museum
Schloss Salem|Salem Abbey|Salem|DE|47.7768|9.2776|sight
Schloss Sigmaringen|Sigmaringen Castle|Sigmaringen|DE|48.0876|9.2168|sight
Schloss Lichtenstein|Lichtenstein Castle Württemberg|Reutlingen|DE|48.4062|9.2577|sight
Laacher See|Lake Laach|Mendig|DE|50.4150|7.2700|nature
Abtei Maria Laach|Maria Laach Abbey|Mendig|DE|50.4157|7.2640|religious
Aachener Rathaus|Aachen Town Hall|Aachen|DE|50.7763|6.0838|sight
Elisenbrunnen||Aachen|DE|50.7743|6.0868|sight
Vitra Campus|Vitra Design Museum|Weil am Rhein|DE|47.6035|7.6180|museum
Kaiservilla|Kaiservilla Bad Ischl|Bad Ischl|AT|47.7143|13.6267|sight
Basilika St. Michael Mondsee|Mondsee Basilica;몬트제 성당;몬드제 성 미카엘 성당;モントゼー大聖堂;蒙特湖圣米迦勒教堂;月亮湖教堂;몬트제성당;몬드제성미카엘성당|Mondsee|AT|47.8565|13.3494|religious
Gosausee|Vorderer Gosausee;Lake Gosau|Gosau|AT|47.5287|13.5063|nature
Zeller See|Lake Zell|Zell am See|AT|47.3250|12.8083|nature
Gasteiner Wasserfall|Gastein Waterfall|Bad Gastein|AT|47.1148|13.1343|nature
Burgruine Aggstein|Aggstein Castle|Melk|AT|48.3146|15.4212|sight
Schloss Esterházy|Esterházy Palace|Eisenstadt|AT|47.8465|16.5202|sight
Basilika Mariazell|Mariazell Basilica|Mariazell|AT|47.7729|15.3197|religious
Festung Kufstein|Kufstein Fortress|Kufstein|AT|47.5836|12.1712|sight
Achensee|Lake Achen;Lake Achensee|Achenkirch|AT|47.4550|11.7100|nature
Wörthersee|Lake Woerthersee|Klagenfurt am Wörthersee|AT|46.6250|14.1500|nature
Mariendom Linz|Linz New Cathedral;Neuer Dom Linz|Linz|AT|48.3018|14.2846|religious
Riegersburg Castle|Burg Riegersburg|Feldbach|AT|47.0034|15.9323|sight
Stift Admont|Admont Abbey Library;Stiftsbibliothek Admont|Admont|AT|47.5747|14.4613|religious
KZ-Gedenkstätte Mauthausen|Mauthausen Memorial|Linz|AT|48.2566|14.5013|museum
Schloss Vaduz|Vaduz Castle|Vaduz|LI|47.1395|9.5239|sight
Kunstmuseum Liechtenstein||Vaduz|LI|47.1398|9.5216|museum
Liechtensteinisches Landesmuseum|Liechtenstein National Museum|Vaduz|LI|47.1383|9.5215|museum
Kathedrale St. Florin|Vaduz Cathedral|Vaduz|LI|47.1370|9.5205|religious
Muottas Muragl||St. Moritz|CH|46.5228|9.9029|viewpoint
Schiefer Turm St. Moritz|Leaning Tower of St. Moritz|St. Moritz|CH|46.4980|9.8385|sight
Aletschgletscher|Great Aletsch Glacier;Grosser Aletschgletscher;알레치 빙하;アレッチ氷河;阿莱奇冰川;阿萊奇冰川;알레치빙하;Aletsch Glacier;Glacier d'Aletsch|Fiesch|CH|46.4667|8.0719|nature
Eggishorn||Fiesch|CH|46.4313|8.0943|viewpoint
Chaplin's World|Manoir de Ban|Corsier|CH|46.4727|6.8486|museum
Ponte dei Salti|Verzasca Bridge Lavertezzo|Lavertezzo|CH|46.2591|8.8381|sight
Diga della Verzasca|Verzasca Dam;Contra Dam;Staumauer Verzasca|Gordola|CH|46.1985|8.8494|sight
Isole di Brissago|Brissago Islands;Brissago-Inseln|Brissago|CH|46.1317|8.7349|park
Zentrum Paul Klee||Bern|CH|46.9489|7.4740|museum
Gurten|Gurten Bern|Bern|CH|46.9195|7.4397|viewpoint
Münsterplattform|Münsterplattform Bern|Bern|CH|46.9467|7.4512|viewpoint
Kunstmuseum Bern||Bern|CH|46.9509|7.4415|museum
Käfigturm|Käfigturm Bern|Bern|CH|46.9481|7.4433|sight
Spalentor||Basel|CH|47.5595|7.5812|sight
Mittlere Brücke|Mittlere Brücke Basel|Basel|CH|47.5603|7.5904|sight
Zoo Basel|Zolli;Basel Zoo|Basel|CH|47.5470|7.5785|park
Basler Weihnachtsmarkt|Basel Christmas Market|Basel|CH|47.5548|7.5888|market
Gletschergarten Luzern|Glacier Garden Lucerne|Luzern|CH|47.0574|8.3108|museum
Sammlung Rosengart|Rosengart Collection|Luzern|CH|47.0503|8.3065|museum
Maison Cailler|Cailler Chocolate Factory|Broc|CH|46.6105|7.1035|museum
Caumasee|Lag la Cauma;Lake Cauma|Flims|CH|46.8206|9.2953|nature
Marienbrücke|Mary's Bridge;마리엔 다리;마리엔브뤼케;マリエン橋;玛丽安桥;瑪麗安橋;마리엔다리|Schwangau|DE|47.5560|10.7515|viewpoint
Zelve Open Air Museum|Zelve Açık Hava Müzesi;젤베 야외박물관;ゼルヴェ野外博物館;泽尔维露天博物馆;澤爾維露天博物館;젤베야외박물관|Avanos|TR|38.6712|34.8635|museum
Pigeon Valley|Güvercinlik Vadisi;비둘기 계곡;ピジョン・バレー;鸽子谷;鴿子谷;비둘기계곡;ピジョンバレー;Güvercinlik Valley|Göreme|TR|38.6360|34.8160|nature
Staroměstská radnice|Old Town Hall Prague;Prague Old Town Hall;프라하 구시청사;구시청사 탑;プラハ旧市庁舎;旧市庁舎塔;布拉格老城市政厅;布拉格舊城市政廳;프라하구시청사;구시청사탑|Prague|CZ|50.0870|14.4206|sight
U Fleků|우 플레쿠;ウ・フレクー;乌弗莱库啤酒馆;烏弗萊庫啤酒館;우플레쿠;ウフレクー|Prague|CZ|50.0787|14.4173|food
Margit híd|Margaret Bridge;머르기트 다리;마르기트 다리;マルギット橋;玛格丽特桥;瑪格麗特橋;머르기트다리;마르기트다리|Budapest|HU|47.5150|19.0470|sight
Erzsébet híd|Elisabeth Bridge Budapest;Elizabeth Bridge Budapest;에르제베트 다리;エルジェーベト橋;伊丽莎白桥;伊麗莎白橋;에르제베트다리|Budapest|HU|47.4907|19.0497|sight
Mozartplatz Salzburg|Mozartplatz;모차르트 광장;モーツァルト広場;莫扎特广场;莫札特廣場;모차르트광장|Salzburg|AT|47.7989|13.0467|sight
Nationalpark Jasmund|Jasmund National Park|Sassnitz|DE|54.5602|13.6538|park
Seebrücke Sellin|Sellin Pier|Ostseebad Sellin|DE|54.3794|13.6996|sight
Lilienstein||Königstein|DE|50.9330|14.0860|nature
Nationalpark Sächsische Schweiz|Saxon Switzerland National Park;Sächsische Schweiz|Bad Schandau|DE|50.9142|14.2783|park
Schrammsteine||Bad Schandau|DE|50.9120|14.2170|nature
Bodetal|Bode Gorge|Thale|DE|51.7370|11.0100|nature
Hexentanzplatz||Thale|DE|51.7310|11.0264|viewpoint
Nationalpark Harz|Harz National Park|Wernigerode|DE|51.7833|10.5667|park
Nationalpark Schwarzwald|Black Forest National Park|Baiersbronn|DE|48.5611|8.2214|park
Obersee Berchtesgaden|Obersee Königssee|Schönau am Königssee|DE|47.5250|12.9900|nature
Watzmann||Berchtesgaden|DE|47.5547|12.9214|nature
Nationalpark Berchtesgaden|Berchtesgaden National Park|Berchtesgaden|DE|47.5500|12.9833|park
Breitachklamm|Breitach Gorge|Oberstdorf|DE|47.4026|10.2289|nature
Nebelhorn||Oberstdorf|DE|47.4214|10.3444|nature
Walchensee|Lake Walchen|Kochel|DE|47.5939|11.3461|nature
Herzogstand||Kochel|DE|47.6177|11.3083|nature
Hallstätter See|Lake Hallstatt;Hallstättersee|Bad Goisern|AT|47.5786|13.6606|nature
Wolfgangsee|Lake Wolfgang|Sankt Wolfgang im Salzkammergut|AT|47.7500|13.4000|nature
Traunsee|Lake Traun|Gmunden|AT|47.8600|13.8000|nature
Altausseer See|Lake Altaussee|Bad Aussee|AT|47.6430|13.7800|nature
Krippenstein||Bad Goisern|AT|47.5217|13.6931|nature
Plansee||Reutte|AT|47.4730|10.8150|nature
Großglockner||Heiligenblut|AT|47.0742|12.6947|nature
Hochtor|Großglockner-Hochalpenstraße;Grossglockner High Alpine Road|Heiligenblut|AT|47.0810|12.8420|nature
Nationalpark Hohe Tauern|Hohe Tauern National Park|Matrei in Osttirol|AT|47.0994|12.6569|park
Schlegeisspeicher|Schlegeis Stausee;Schlegeis Reservoir|Mayrhofen|AT|47.0400|11.7000|nature
Grüner See|Green Lake Tragöß;Grüner See Tragöß|Bruck an der Mur|AT|47.5432|15.0472|nature
Liechtensteinklamm||Sankt Johann im Pongau|AT|47.3170|13.1920|nature
Eisriesenwelt||Werfen|AT|47.5030|13.1897|nature
Eiger||Grindelwald|CH|46.5775|8.0053|nature
Jungfrau||Lauterbrunnen|CH|46.5367|7.9625|nature
Mönch||Grindelwald|CH|46.5583|7.9972|nature
Brienzersee|Lake Brienz;Lac de Brienz|Brienz|CH|46.7270|7.9600|nature
Thunersee|Lake Thun;Lac de Thoune|Thun|CH|46.6830|7.7170|nature
Aareschlucht|Aare Gorge|Meiringen|CH|46.7180|8.2120|nature
Reichenbachfall|Reichenbach Falls|Meiringen|CH|46.7136|8.1825|nature
Lej da Silvaplauna|Silvaplanersee;Lake Silvaplana|St. Moritz|CH|46.4480|9.7900|nature
Lej da Segl|Silsersee;Lake Sils|St. Moritz|CH|46.4200|9.7400|nature
Piz Bernina||Pontresina|CH|46.3820|9.9080|nature
Diavolezza||Pontresina|CH|46.4123|9.9680|viewpoint
Morteratschgletscher|Morteratsch Glacier|Pontresina|CH|46.4200|9.9300|nature
Schweizerischer Nationalpark|Swiss National Park;Parc Naziunal Svizzer|Zernez|CH|46.6700|10.2000|park
Berninapass|Bernina Pass;Passo del Bernina|Pontresina|CH|46.4100|10.0200|nature
Lago di Lugano|Lake Lugano;Ceresio|Lugano|CH|45.9833|8.9667|nature
Monte Brè||Lugano|CH|46.0100|8.9880|nature
Monte Generoso||Mendrisio|CH|45.9300|9.0200|nature
Vierwaldstättersee|Lac des Quatre-Cantons|Luzern|CH|47.0000|8.4500|nature
Furkapass|Furka Pass|Andermatt|CH|46.5730|8.4150|nature
Rhonegletscher|Rhone Glacier;Glacier du Rhône|Andermatt|CH|46.5720|8.3763|nature
Grimselpass|Grimsel Pass|Meiringen|CH|46.5610|8.3370|nature
Sustenpass|Susten Pass|Meiringen|CH|46.7290|8.4470|nature
Spitzingsee||Schliersee|DE|47.6660|11.8870|nature
Kochelsee|Lake Kochel|Kochel|DE|47.6461|11.3372|nature
Starnberger See|Lake Starnberg|Starnberg|DE|47.9000|11.3000|nature
Ammersee|Lake Ammer|Herrsching am Ammersee|DE|48.0000|11.1200|nature
Chiemsee|Lake Chiemsee|Prien am Chiemsee|DE|47.8900|12.4500|nature
Rakotzbrücke|Devil's Bridge Kromlau;Teufelsbrücke Kromlau|Weißwasser|DE|51.5363|14.6406|sight
Rappbodetalsperre|Rappbode Dam;Titan RT|Blankenburg|DE|51.7400|10.8950|sight
Schauinsland||Freiburg|DE|47.9110|7.8980|nature
Hornisgrinde||Achern|DE|48.6080|8.2010|nature
Belchen Schwarzwald|Belchen|Schönau im Schwarzwald|DE|47.8230|7.8330|nature
Bodensee|Lake Constance;Lac de Constance;Lago di Costanza|Konstanz|DE|47.5830|9.4670|nature
Nationalpark Bayerischer Wald|Bavarian Forest National Park|Grafenau|DE|48.9667|13.3833|park
Lünersee||Bludenz|AT|47.0510|9.7550|nature
Timmelsjoch|Passo del Rombo|Sölden|AT|46.9060|11.0970|nature
Nationalpark Gesäuse|Gesäuse National Park|Admont|AT|47.6000|14.7500|park
Neusiedler See|Lake Neusiedl;Fertő|Neusiedl am See|AT|47.8300|16.7400|nature
Großer Ahornboden|Eng Alm|Achenkirch|AT|47.3980|11.5680|nature
Lac Léman|Genfersee;Lago Lemano|Lausanne|CH|46.4500|6.5500|nature
Zürichsee|Lac de Zurich|Zurich|CH|47.2800|8.6500|nature
Stellisee||Zermatt|CH|46.0172|7.7956|nature
Gornergletscher|Gorner Glacier|Zermatt|CH|45.9700|7.8000|nature
Ruinaulta|Rhine Gorge;Rheinschlucht|Flims|CH|46.8050|9.3150|nature
Viamala|Via Mala;Viamala Schlucht|Thusis|CH|46.6700|9.4470|nature
Stanserhorn||Stans|CH|46.9290|8.3400|nature
Monte San Giorgio||Mendrisio|CH|45.9110|8.9380|nature
Alpspitze||Garmisch-Partenkirchen|DE|47.4217|11.0447|nature
Jenner||Berchtesgaden|DE|47.5760|13.0230|nature
Sylvensteinsee|Sylvenstein Lake|Lenggries|DE|47.5650|11.5500|nature
Forggensee||Füssen|DE|47.6200|10.7300|nature
Müritz|Lake Müritz|Waren|DE|53.4167|12.6833|nature
Müritz-Nationalpark|Müritz National Park|Neustrelitz|DE|53.4000|12.9500|park
Hängeseilbrücke Geierlay|Geierlay|Kastellaun|DE|50.0905|7.3405|sight
Externsteine||Detmold|DE|51.8690|8.9170|sight
Edersee|Lake Eder|Waldeck|DE|51.1934|9.0379|nature
Stubaier Gletscher|Stubai Glacier|Neustift im Stubaital|AT|46.9850|11.1200|nature
Hintertuxer Gletscher|Hintertux Glacier|Mayrhofen|AT|47.0750|11.6800|nature
Mooserboden||Kaprun|AT|47.1450|12.7200|nature
Ossiacher See|Lake Ossiach|Villach|AT|46.6650|13.9700|nature
Millstätter See|Lake Millstatt|Spittal an der Drau|AT|46.8000|13.5800|nature
Zugersee|Lake Zug|Zug|CH|47.1300|8.4900|nature
Lac de Neuchâtel|Lake Neuchâtel;Neuenburgersee|Neuchâtel|CH|46.9000|6.8500|nature
Walensee|Lake Walen|Walenstadt|CH|47.1200|9.2000|nature
Trübsee||Engelberg|CH|46.7900|8.3930|nature
Grosser Mythen||Schwyz|CH|47.0303|8.6852|nature
Niesen||Frutigen|CH|46.6450|7.6510|nature
Stockhorn||Erlenbach im Simmental|CH|46.6940|7.5400|nature
Brienzer Rothorn||Brienz|CH|46.7870|8.0470|nature
Devrent Vadisi|Imagination Valley;Pink Valley Devrent|Avanos|TR|38.6733|34.8781|nature
Ihlara Vadisi|Ihlara Valley;Vallée d'Ihlara|Güzelyurt|TR|38.2611|34.2922|nature
Güllüdere Vadisi|Rose Valley Cappadocia;Güllüdere Valley|Göreme|TR|38.6430|34.8620|nature
Kleopatra Plajı|Cleopatra Beach;Kleopatra Beach Alanya|Alanya|TR|36.5440|31.9830|beach
Abant Gölü|Lake Abant;Abant Lake|Bolu|TR|40.6080|31.2840|nature
Ağrı Dağı|Mount Ararat;Mont Ararat|Doğubayazıt|TR|39.7019|44.2983|nature
Kabak Koyu|Kabak Bay;Kabak Beach|Ölüdeniz|TR|36.4612|29.1240|beach
Tuz Gölü|Lake Tuz;Salt Lake Turkey|Şereflikoçhisar|TR|38.8333|33.3333|nature
Köprülü Kanyon|Köprülü Canyon;Köprülü Kanyon National Park|Serik|TR|37.1900|31.1700|park
Erciyes Dağı|Mount Erciyes;Erciyes|Develi|TR|38.5310|35.4470|nature
Akdamar Adası|Akdamar Island;Akdamar Church;Aghtamar|Gevaş|TR|38.3410|43.0340|religious
Dilek Yarımadası Milli Parkı|Dilek Peninsula National Park;Dilek Milli Parkı|Davutlar|TR|37.6689|27.1618|park
Köyceğiz Gölü|Lake Köyceğiz;Köycegiz Lake|Dalyan|TR|36.9122|28.6553|nature
Sedir Adası|Cleopatra Island;Kleopatra Adası;Sedir Island|Marmaris|TR|36.9990|28.2050|beach
`;
