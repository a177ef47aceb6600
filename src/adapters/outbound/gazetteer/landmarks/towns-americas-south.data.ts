/**
 * Curated landmarks for the offline geocoder, beyond the most visited cities: the sights of the towns, islands and
 * parks travellers go to next in South America. Written for this project, apart from any page the import is measured on;
 * coordinates are rounded to 4 decimals and meant to be within about 300 m. One per line, as in the other files:
 * name | aliases (;-separated) | city | ISO country | lat | lon | category.
 * Checked by test/adapters/outbound/gazetteer/landmark-table.test.ts (a backtick must be escaped).
 */
export const TOWNS_AMERICAS_SOUTH = `
Plaza de Armas de Arequipa|Plaza de Armas Arequipa|Arequipa|PE|-16.3988|-71.5370|sight
Basílica Catedral de Arequipa|Catedral de Arequipa;Arequipa Cathedral|Arequipa|PE|-16.3981|-71.5368|religious
Iglesia de la Compañía de Arequipa|Iglesia de la Compañía de Jesús de Arequipa;La Compañía Arequipa|Arequipa|PE|-16.3995|-71.5362|religious
Museo Santuarios Andinos|Juanita Mummy Museum;Museo Juanita;Momia Juanita|Arequipa|PE|-16.4002|-71.5377|museum
Mirador de Yanahuara|Yanahuara Viewpoint;Mirador de Yanahuara Arequipa|Arequipa|PE|-16.3878|-71.5420|viewpoint
Mercado San Camilo|San Camilo Market|Arequipa|PE|-16.4027|-71.5336|market
Molino de Sabandía|Sabandía Mill;Molino de Sabandia|Arequipa|PE|-16.4557|-71.4943|sight
Cruz del Cóndor|Mirador Cruz del Cóndor;Cruz del Condor;Condor Cross|Chivay|PE|-15.6122|-71.9047|viewpoint
Isla Taquile|Taquile Island|Puno|PE|-15.7697|-69.6836|sight
Isla Amantaní|Amantani Island;Isla Amantani|Puno|PE|-15.6620|-69.7150|sight
Sillustani|Chullpas de Sillustani|Puno|PE|-15.7225|-70.1567|sight
Catedral de Puno|Basílica Catedral de Puno;Puno Cathedral|Puno|PE|-15.8401|-70.0276|religious
Q'enqo|Qenqo;Kenko;Qenko|Cusco|PE|-13.5106|-71.9708|sight
Tambomachay|Tambomachay;Baños del Inca Tambomachay|Cusco|PE|-13.4810|-71.9655|sight
Puka Pukara|Puca Pucara|Cusco|PE|-13.4826|-71.9634|sight
Cristo Blanco Cusco|Cristo Blanco;White Christ Cusco|Cusco|PE|-13.5116|-71.9779|viewpoint
Piedra de los Doce Ángulos|Twelve-Angled Stone;Piedra de los 12 Ángulos;Hatun Rumiyoc|Cusco|PE|-13.5160|-71.9767|sight
Iglesia de la Compañía de Jesús Cusco|La Compañía Cusco;Templo de la Compañía Cusco|Cusco|PE|-13.5175|-71.9783|religious
Museo de Arte Precolombino Cusco|MAP Cusco;Museum of Pre-Columbian Art Cusco|Cusco|PE|-13.5150|-71.9785|museum
Vinicunca|Rainbow Mountain;Montaña de Siete Colores;Montaña de Colores;Montaña Arcoíris|Pitumarca|PE|-13.8692|-71.3031|nature
Complejo Arqueológico de Chinchero|Chinchero Ruins|Chinchero|PE|-13.3918|-72.0487|sight
Iglesia de Chinchero|Iglesia colonial de Chinchero|Chinchero|PE|-13.3918|-72.0487|religious
Tipón|Tipon;Parque Arqueológico de Tipón|Cusco|PE|-13.5703|-71.7825|sight
Iglesia de San Pedro Apóstol de Andahuaylillas|Andahuaylillas Church;Sistine Chapel of the Americas;Capilla Sixtina de América|Andahuaylillas|PE|-13.6722|-71.6778|religious
Museo de Arte de Lima|Lima Art Museum|Lima|PE|-12.0606|-77.0367|museum
Parque Kennedy|Kennedy Park;Parque Central de Miraflores|Lima|PE|-12.1219|-77.0296|park
Pachacámac|Pachacamac;Santuario Arqueológico de Pachacámac|Lima|PE|-12.2566|-76.9006|sight
Plaza San Martín de Lima|Plaza San Martín Lima|Lima|PE|-12.0516|-77.0345|sight
Catedral de Lima|Lima Cathedral;Basílica Catedral de Lima|Lima|PE|-12.0461|-77.0299|religious
Mercado de Surquillo|Mercado N°1 de Surquillo;Surquillo Market|Lima|PE|-12.1125|-77.0268|market
Bosque El Olivar|El Olivar;Parque El Olivar|Lima|PE|-12.0990|-77.0355|park
Islas Ballestas|Ballestas Islands|Paracas|PE|-13.7360|-76.3980|nature
Chan Chan|Chanchán;Palacio Nik An;Palacio Tschudi|Trujillo|PE|-8.1058|-79.0747|sight
Huaca de la Luna|Templo de la Luna;Huacas del Sol y de la Luna;Huacas de Moche|Trujillo|PE|-8.1339|-78.9920|sight
Huaca del Sol|Temple of the Sun Moche|Trujillo|PE|-8.1324|-78.9978|sight
Huaca del Dragón|Huaca Arco Iris;Huaca del Dragon|Trujillo|PE|-8.0897|-79.0466|sight
Plaza de Armas de Trujillo|Plaza de Armas Trujillo|Trujillo|PE|-8.1116|-79.0288|sight
Playa Huanchaco|Huanchaco Beach;Caballitos de totora|Trujillo|PE|-8.0810|-79.1215|beach
Museo Tumbas Reales de Sipán|Royal Tombs of Sipán Museum;Museo Tumbas Reales|Lambayeque|PE|-6.7020|-79.9057|museum
Huaca Rajada|Huaca Rajada Sipán;Sipán archaeological site|Chiclayo|PE|-6.8044|-79.6015|sight
Laguna 69|Lake 69;Laguna Sesenta y Nueve|Yungay|PE|-9.0111|-77.6115|nature
Lagunas de Llanganuco|Llanganuco Lakes;Laguna Chinancocha|Yungay|PE|-9.0728|-77.6491|nature
Nevado Huascarán|Huascarán;Mount Huascarán|Yungay|PE|-9.1214|-77.6043|nature
Chavín de Huántar|Chavin de Huantar;Templo de Chavín|San Marcos|PE|-9.5931|-77.1775|sight
Kuélap|Kuelap;Fortaleza de Kuélap|Chachapoyas|PE|-6.4180|-77.9235|sight
Catarata de Gocta|Gocta Falls;Gocta|Chachapoyas|PE|-6.0260|-77.8880|nature
Mercado de Belén|Belén Market Iquitos;Mercado Belén|Iquitos|PE|-3.7605|-73.2485|market
Casa de Fierro|Iron House Iquitos;Casa de Fierro Iquitos|Iquitos|PE|-3.7484|-73.2436|sight
Salar de Uyuni|Uyuni Salt Flat;Salt Flats of Uyuni;乌尤尼盐沼;ウユニ塩湖;우유니 소금사막|Colchani|BO|-20.2000|-67.4500|nature
Cementerio de Trenes|Train Cemetery Uyuni;Cementerio de Trenes de Uyuni;Great Train Graveyard|Uyuni|BO|-20.4803|-66.8342|sight
Mercado de las Brujas|Witches' Market;Witches Market La Paz;Mercado de Hechicería|La Paz|BO|-16.4972|-68.1385|market
Basílica de San Francisco La Paz|Iglesia de San Francisco La Paz;San Francisco Church La Paz|La Paz|BO|-16.4962|-68.1373|religious
Plaza Murillo|Plaza Murillo La Paz|La Paz|BO|-16.4957|-68.1334|sight
Calle Jaén|Calle Jaen|La Paz|BO|-16.4928|-68.1362|sight
Valle de la Luna La Paz|Valle de la Luna;Moon Valley La Paz;Valley of the Moon La Paz|La Paz|BO|-16.5677|-68.0935|nature
Tiwanaku|Tiahuanaco ruins;Tiwanacu|Tiahuanaco|BO|-16.5547|-68.6733|sight
Akapana|Pirámide de Akapana|Tiahuanaco|BO|-16.5547|-68.6733|sight
Puerta del Sol Tiwanaku|Gate of the Sun Tiwanaku|Tiahuanaco|BO|-16.5547|-68.6733|sight
Isla del Sol|Island of the Sun|Yumani|BO|-16.0200|-69.1750|nature
Basílica de Nuestra Señora de Copacabana|Basílica de Copacabana;Virgen de Copacabana|Yumani|BO|-16.1662|-69.0865|religious
Casa de la Libertad|House of Freedom Sucre;Casa de la Libertad Sucre|Sucre|BO|-19.0478|-65.2597|museum
Catedral Metropolitana de Sucre|Catedral de Sucre;Sucre Cathedral|Sucre|BO|-19.0482|-65.2601|religious
Mirador de la Recoleta Sucre|La Recoleta Sucre;Recoleta Viewpoint Sucre|Sucre|BO|-19.0540|-65.2525|viewpoint
Parque Cretácico|Cal Orck'o;Cal Orcko;Dinosaur tracks Sucre|Sucre|BO|-19.0067|-65.2406|park
Casa Nacional de Moneda|Casa de la Moneda Potosí;Potosí Mint;Casa de Moneda|Potosí|BO|-19.5887|-65.7537|museum
Cerro Rico|Cerro Rico de Potosí;Sumaj Orcko|Potosí|BO|-19.6195|-65.7492|nature
El Fuerte de Samaipata|Fuerte de Samaipata;Samaipata Fort|Samaipata|BO|-18.1783|-63.8186|sight
Estación Científica Charles Darwin|Charles Darwin Research Station;Charles Darwin Station|Puerto Ayora|EC|-0.7430|-90.3030|sight
Tortuga Bay|Bahía Tortuga;Playa Brava Tortuga Bay|Puerto Ayora|EC|-0.7635|-90.3335|beach
Las Grietas|Grietas Santa Cruz|Puerto Ayora|EC|-0.7520|-90.3190|nature
León Dormido|Kicker Rock|Puerto Baquerizo Moreno|EC|-0.7772|-89.5194|nature
Basílica de Nuestra Señora del Rosario de Agua Santa|Basílica de Baños;Basilica of Baños|Baños|EC|-1.3966|-78.4237|religious
Laguna Quilotoa|Quilotoa;Quilotoa Lake;Quilotoa Loop|Latacunga|EC|-0.8600|-78.9020|nature
Volcán Cotopaxi|Cotopaxi Volcano;Parque Nacional Cotopaxi|Latacunga|EC|-0.6838|-78.4366|nature
Catedral de la Inmaculada Concepción de Cuenca|Catedral Nueva de Cuenca;New Cathedral Cuenca|Cuenca|EC|-2.8970|-79.0050|religious
Parque Calderón|Calderón Park;Parque Abdón Calderón|Cuenca|EC|-2.8973|-79.0043|park
Museo Pumapungo|Pumapungo|Cuenca|EC|-2.9050|-78.9970|museum
Mirador de Turi|Turi Viewpoint|Cuenca|EC|-2.9230|-79.0035|viewpoint
Parque Nacional Cajas|Cajas National Park;El Cajas;Laguna Toreadora|Cuenca|EC|-2.7800|-79.2240|park
Ingapirca|Complejo Arqueológico Ingapirca;Ingapirca ruins|Cañar|EC|-2.5444|-78.8750|sight
Plaza de los Ponchos|Otavalo Market;Mercado de Otavalo;Mercado de Ponchos|Otavalo|EC|0.2365|-78.2627|market
Laguna Cuicocha|Cuicocha;Cuicocha Lake|Cotacachi|EC|0.3000|-78.3667|nature
Iglesia de la Compañía de Jesús Quito|La Compañía Quito;Iglesia de la Compañía Quito|Quito|EC|-0.2205|-78.5136|religious
Iglesia y Convento de San Francisco Quito|San Francisco Quito|Quito|EC|-0.2203|-78.5155|religious
Plaza San Francisco Quito|Plaza de San Francisco Quito|Quito|EC|-0.2202|-78.5148|sight
Plaza Grande Quito|Plaza de la Independencia Quito|Quito|EC|-0.2199|-78.5122|sight
Palacio de Carondelet|Carondelet Palace|Quito|EC|-0.2199|-78.5122|sight
Capilla del Hombre|Chapel of Man;Casa Museo Guayasamín|Quito|EC|-0.1824|-78.4680|museum
Parque La Carolina|La Carolina Park|Quito|EC|-0.1830|-78.4850|park
Malecón 2000|Malecón Simón Bolívar;Malecon 2000|Guayaquil|EC|-2.1930|-79.8790|sight
Barrio Las Peñas|Las Peñas|Guayaquil|EC|-2.1805|-79.8765|neighbourhood
Cerro Santa Ana|Cerro Santa Ana Guayaquil|Guayaquil|EC|-2.1805|-79.8765|viewpoint
Parque Seminario|Parque de las Iguanas;Iguana Park|Guayaquil|EC|-2.1955|-79.8825|park
Convento de la Popa|Cerro de la Popa;Convento de Santa Cruz de la Popa|Cartagena|CO|10.4185|-75.5275|religious
Las Bóvedas|Las Bovedas;Bóvedas de Cartagena|Cartagena|CO|10.4300|-75.5470|shop
Iglesia de San Pedro Claver|San Pedro Claver Cartagena;Santuario de San Pedro Claver|Cartagena|CO|10.4220|-75.5510|religious
Islas del Rosario|Rosario Islands;Parque Nacional Natural Corales del Rosario|Cartagena|CO|10.1770|-75.7500|nature
Parque Nacional Natural Tayrona|Tayrona;Parque Tayrona|Santa Marta|CO|11.3290|-73.9300|park
Cabo San Juan del Guía|Cabo San Juan Tayrona|Santa Marta|CO|11.3290|-73.9300|beach
Ciudad Perdida|Teyuna;Lost City Colombia|Santa Marta|CO|11.0383|-73.9250|sight
Quinta de San Pedro Alejandrino|San Pedro Alejandrino|Santa Marta|CO|11.2245|-74.1858|museum
Valle de Cocora|Cocora Valley;Valle del Cocora|Salento|CO|4.6379|-75.4866|nature
Calle Real de Salento|Calle Real Salento|Salento|CO|4.6375|-75.5700|sight
Plaza Mayor de Villa de Leyva|Plaza Mayor Villa de Leyva|Villa de Leyva|CO|5.6340|-73.5245|sight
Casa Terracota|Casa de Barro;Terracotta House|Villa de Leyva|CO|5.6425|-73.5330|sight
Catedral de Sal de Zipaquirá|Salt Cathedral of Zipaquirá;Catedral de Sal;Salt Cathedral|Zipaquirá|CO|5.0193|-74.0089|religious
Plaza de los Zócalos|Zócalos de Guatapé;Plaza de los Zocalos|Guatapé|CO|6.2330|-75.1595|sight
Museo de Antioquia|Antioquia Museum|Medellín|CO|6.2523|-75.5690|museum
Parque Arví|Arvi Park;Parque Arvi|Medellín|CO|6.2816|-75.5027|park
Jardín Botánico de Medellín|Jardín Botánico Joaquín Antonio Uribe;Medellín Botanical Garden|Medellín|CO|6.2710|-75.5645|park
Parque Explora|Explora Park|Medellín|CO|6.2700|-75.5655|museum
Barrio San Antonio Cali|San Antonio Cali|Cali|CO|3.4480|-76.5395|neighbourhood
Iglesia La Ermita|La Ermita Cali|Cali|CO|3.4530|-76.5330|religious
Museo Nacional de Colombia|National Museum of Colombia|Bogotá|CO|4.6154|-74.0690|museum
Usaquén|Usaquen|Bogotá|CO|4.6950|-74.0310|neighbourhood
Mercado de las Pulgas de Usaquén|Usaquén flea market|Bogotá|CO|4.6950|-74.0310|market
Chorro de Quevedo|Plazoleta Chorro de Quevedo|Bogotá|CO|4.5975|-74.0688|sight
Plaza de Mercado de Paloquemao|Paloquemao;Paloquemao Market|Bogotá|CO|4.6153|-74.0841|market
Quinta de Bolívar|Quinta de Bolivar;Casa Museo Quinta de Bolívar|Bogotá|CO|4.6009|-74.0640|museum
Catedral de la Inmaculada Concepción de Barichara|Iglesia de Barichara;Barichara Cathedral|Barichara|CO|6.6340|-73.2230|religious
Parque Arqueológico de San Agustín|San Agustín Archaeological Park|San Agustín|CO|1.8870|-76.2960|sight
Valle de la Luna|Moon Valley;Valley of the Moon Atacama|San Pedro de Atacama|CL|-22.9112|-68.3230|nature
Iglesia de San Pedro de Atacama|San Pedro Church Atacama|San Pedro de Atacama|CL|-22.9113|-68.2001|religious
Pukará de Quitor|Pucará de Quitor;Pukara de Quitor|San Pedro de Atacama|CL|-22.8880|-68.2080|sight
Ahu Tongariki|Tongariki|Hanga Roa|CL|-27.1258|-109.2769|sight
Rano Raraku|Rano Raraku quarry|Hanga Roa|CL|-27.1215|-109.2885|sight
Playa Anakena|Anakena|Hanga Roa|CL|-27.0735|-109.3230|beach
Ahu Nau Nau||Hanga Roa|CL|-27.0735|-109.3230|sight
Ahu Tahai|Tahai|Hanga Roa|CL|-27.1400|-109.4275|sight
Orongo|Aldea ceremonial de Orongo|Hanga Roa|CL|-27.1900|-109.4405|sight
Rano Kau|Rano Kao|Hanga Roa|CL|-27.1850|-109.4350|nature
Ahu Akivi|Siete Moais;Seven Moai|Hanga Roa|CL|-27.1150|-109.3950|sight
Cueva del Milodón|Milodon Cave;Monumento Natural Cueva del Milodón|Puerto Natales|CL|-51.5667|-72.6167|nature
Plaza Muñoz Gamero|Plaza de Armas Punta Arenas|Punta Arenas|CL|-53.1628|-70.9078|sight
Cementerio Municipal de Punta Arenas|Cementerio Sara Braun;Punta Arenas Cemetery|Punta Arenas|CL|-53.1540|-70.9060|sight
Iglesia de San Francisco de Castro|Iglesia de Castro;Church of San Francisco Castro|Castro|CL|-42.4818|-73.7640|religious
Palafitos de Gamboa|Palafitos de Castro;Castro stilt houses|Castro|CL|-42.4885|-73.7680|neighbourhood
Iglesia de Dalcahue|Iglesia Nuestra Señora de los Dolores de Dalcahue|Dalcahue|CL|-42.3785|-73.6505|religious
Saltos del Petrohué|Petrohué Falls;Petrohue Waterfalls|Puerto Varas|CL|-41.1724|-72.4468|nature
Volcán Osorno|Osorno Volcano|Puerto Varas|CL|-41.1000|-72.4933|nature
Volcán Villarrica|Villarrica Volcano;Rukapillán|Pucón|CL|-39.4200|-71.9390|nature
La Sebastiana|Casa Museo La Sebastiana|Valparaíso|CL|-33.0478|-71.6222|museum
Ascensor Artillería|Paseo 21 de Mayo|Valparaíso|CL|-33.0380|-71.6305|viewpoint
Muelle Prat|Prat Pier|Valparaíso|CL|-33.0375|-71.6270|sight
Plaza Sotomayor||Valparaíso|CL|-33.0390|-71.6280|sight
Monumento a los Héroes de Iquique||Valparaíso|CL|-33.0390|-71.6280|sight
Reloj de Flores|Flower Clock Viña del Mar|Viña del Mar|CL|-33.0225|-71.5525|sight
Castillo Wulff|Wulff Castle|Viña del Mar|CL|-33.0225|-71.5540|sight
Quinta Vergara||Viña del Mar|CL|-33.0290|-71.5480|park
Palacio Vergara|Museo de Bellas Artes de Viña del Mar|Viña del Mar|CL|-33.0290|-71.5480|museum
Cerro Santa Lucía|Santa Lucía Hill;Huelén|Santiago|CL|-33.4405|-70.6440|viewpoint
Mercado Central de Santiago|Mercado Central Santiago|Santiago|CL|-33.4335|-70.6510|market
La Chascona|Casa Museo La Chascona|Santiago|CL|-33.4312|-70.6344|museum
Barrio Lastarria|Lastarria|Santiago|CL|-33.4375|-70.6395|neighbourhood
Museo de la Memoria y los Derechos Humanos|Museum of Memory and Human Rights;Museo de la Memoria|Santiago|CL|-33.4396|-70.6797|museum
Barrio Bellavista|Bellavista Santiago|Santiago|CL|-33.4330|-70.6350|neighbourhood
Museo Chileno de Arte Precolombino|Museo Precolombino;Chilean Museum of Pre-Columbian Art|Santiago|CL|-33.4392|-70.6520|museum
Catedral Metropolitana de Santiago|Santiago Cathedral;Catedral de Santiago|Santiago|CL|-33.4374|-70.6518|religious
La Vega Central|La Vega Santiago|Santiago|CL|-33.4290|-70.6495|market
Centro Cívico de Bariloche|Centro Cívico Bariloche|San Carlos de Bariloche|AR|-41.1335|-71.3103|sight
Catedral de Bariloche|Catedral Nuestra Señora del Nahuel Huapi|San Carlos de Bariloche|AR|-41.1365|-71.3030|religious
Cerro Campanario|Aerosilla Cerro Campanario|San Carlos de Bariloche|AR|-41.0746|-71.4902|viewpoint
Glaciar Perito Moreno|Perito Moreno Glacier;Perito Moreno Gletscher;Glacier Perito Moreno|El Calafate|AR|-50.4720|-73.0350|nature
Bahía Lapataia|Lapataia;Lapataia Bay|Ushuaia|AR|-54.8530|-68.5660|nature
Museo Marítimo y del Presidio de Ushuaia|Presidio de Ushuaia;Museo del Presidio;Ushuaia Prison Museum|Ushuaia|AR|-54.8060|-68.2985|museum
Cerro de la Gloria|Monumento al Ejército de los Andes|Mendoza|AR|-32.8895|-68.8780|viewpoint
Parque General San Martín|Parque San Martín Mendoza|Mendoza|AR|-32.8900|-68.8650|park
Plaza Independencia Mendoza|Plaza Independencia de Mendoza|Mendoza|AR|-32.8895|-68.8450|sight
Cerro San Bernardo|Teleférico San Bernardo|Salta|AR|-24.7895|-65.3935|viewpoint
Museo de Arqueología de Alta Montaña|MAAM;Museum of High Altitude Archaeology|Salta|AR|-24.7896|-65.4112|museum
Catedral Basílica de Salta|Catedral de Salta;Salta Cathedral|Salta|AR|-24.7887|-65.4103|religious
Iglesia San Francisco Salta|Basílica de San Francisco Salta|Salta|AR|-24.7908|-65.4075|religious
Cerro de los Siete Colores|Cerro de Siete Colores;Hill of Seven Colours;Hill of Seven Colors|Tilcara|AR|-23.7440|-65.5030|nature
Pucará de Tilcara|Pucara de Tilcara|Tilcara|AR|-23.5860|-65.4020|sight
Monumento a los Héroes de la Independencia|Monumento a la Independencia Humahuaca|Humahuaca|AR|-23.2050|-65.3490|sight
Manzana Jesuítica|Jesuit Block Córdoba;Manzana Jesuítica de Córdoba|Córdoba|AR|-31.4198|-64.1880|sight
Catedral de Córdoba|Catedral de Nuestra Señora de la Asunción de Córdoba|Córdoba|AR|-31.4165|-64.1848|religious
Cabildo de Córdoba|Cabildo Histórico de Córdoba|Córdoba|AR|-31.4167|-64.1843|sight
Hito Tres Fronteras|Tres Fronteras;Triple Frontera|Puerto Iguazú|AR|-25.5917|-54.5906|viewpoint
Puerto de Frutos|Mercado de Frutos Tigre|Tigre|AR|-34.4180|-58.5850|market
Museo de Arte Tigre|Tigre Club|Tigre|AR|-34.4195|-58.5890|museum
Palacio de Aguas Corrientes|Palacio de las Aguas Corrientes|Buenos Aires|AR|-34.5991|-58.3977|sight
Galerías Pacífico|Galerias Pacifico|Buenos Aires|AR|-34.5990|-58.3745|shop
Reserva Ecológica Costanera Sur|Costanera Sur|Buenos Aires|AR|-34.6120|-58.3560|park
Catedral de La Plata|La Plata Cathedral|La Plata|AR|-34.9220|-57.9560|religious
Centro Histórico de Paraty|Paraty Historic Centre;Centro Histórico de Parati|Paraty|BR|-23.2190|-44.7140|neighbourhood
Igreja de Santa Rita de Cássia Paraty|Igreja de Santa Rita Paraty|Paraty|BR|-23.2205|-44.7128|religious
Praia de Lopes Mendes|Lopes Mendes|Angra dos Reis|BR|-23.1720|-44.1350|beach
Vila do Abraão|Abraão Ilha Grande|Angra dos Reis|BR|-23.1395|-44.1690|neighbourhood
Igreja de São Francisco de Assis de Ouro Preto|São Francisco de Assis Ouro Preto|Ouro Preto|BR|-20.3865|-43.5025|religious
Museu da Inconfidência|Inconfidência Museum|Ouro Preto|BR|-20.3850|-43.5030|museum
Praça Tiradentes Ouro Preto|Praça Tiradentes de Ouro Preto|Ouro Preto|BR|-20.3854|-43.5035|sight
Inhotim|Instituto Inhotim|Brumadinho|BR|-20.1240|-44.2200|museum
Igreja São Francisco de Assis da Pampulha|Igrejinha da Pampulha;Pampulha Church|Belo Horizonte|BR|-19.8585|-43.9775|religious
Mercado Central de Belo Horizonte|Mercado Central BH|Belo Horizonte|BR|-19.9225|-43.9435|market
Ponte Hercílio Luz|Hercílio Luz Bridge|Florianópolis|BR|-27.5940|-48.5655|sight
Lagoa da Conceição|Lagoa da Conceicao|Florianópolis|BR|-27.6000|-48.4700|nature
Praia da Joaquina|Joaquina Beach|Florianópolis|BR|-27.6290|-48.4490|beach
Baía do Sancho|Praia do Sancho|Fernando de Noronha (Distrito Estadual)|BR|-3.8545|-32.4430|beach
Parque Nacional dos Lençóis Maranhenses|Lençóis Maranhenses;Lencois Maranhenses|Barreirinhas|BR|-2.5300|-43.1200|park
Teatro Amazonas|Amazon Theatre|Manaus|BR|-3.1302|-60.0234|sight
Mercado Municipal Adolpho Lisboa|Mercadão de Manaus|Manaus|BR|-3.1395|-60.0250|market
Encontro das Águas|Meeting of the Waters;Encontro das Aguas|Manaus|BR|-3.1360|-59.8970|nature
Igreja e Convento de São Francisco Salvador|São Francisco Church Salvador;Igreja de São Francisco Salvador|Salvador|BR|-12.9747|-38.5085|religious
Farol da Barra|Forte de Santo Antônio da Barra|Salvador|BR|-13.0103|-38.5325|viewpoint
Mercado Modelo de Salvador|Mercado Modelo Salvador|Salvador|BR|-12.9735|-38.5140|market
Igreja do Senhor do Bonfim|Basílica do Senhor do Bonfim;Igreja do Bonfim|Salvador|BR|-12.9235|-38.5075|religious
Marco Zero Recife|Praça Rio Branco Recife|Recife|BR|-8.0631|-34.8711|sight
Museu Imperial|Imperial Museum Petrópolis;Museu Imperial de Petrópolis|Petrópolis|BR|-22.5073|-43.1774|museum
Rua das Pedras|Rua das Pedras Búzios|Armação de Búzios|BR|-22.7470|-41.8830|sight
Cascata do Caracol|Caracol Falls;Parque do Caracol|Canela|BR|-29.3130|-50.8550|nature
Catedral de Pedra|Igreja Matriz Nossa Senhora de Lourdes Canela|Canela|BR|-29.3635|-50.8115|religious
Jardim Botânico de Curitiba|Curitiba Botanical Garden|Curitiba|BR|-25.4420|-49.2395|park
Ópera de Arame|Wire Opera House;Opera de Arame|Curitiba|BR|-25.3850|-49.2765|sight
Museu Oscar Niemeyer|Museu do Olho;Oscar Niemeyer Museum|Curitiba|BR|-25.4100|-49.2670|museum
Largo da Ordem|Largo da Ordem Curitiba|Curitiba|BR|-25.4275|-49.2710|neighbourhood
Usina Hidrelétrica de Itaipu|Itaipu Dam;Itaipu Binacional|Foz do Iguaçu|BR|-25.4080|-54.5890|sight
Parque das Aves|Bird Park Foz do Iguaçu|Foz do Iguaçu|BR|-25.6175|-54.4820|park
Congresso Nacional|National Congress of Brazil;Congresso Nacional Brasília|Brasília|BR|-15.7997|-47.8641|sight
Palácio do Planalto|Planalto Palace|Brasília|BR|-15.7990|-47.8609|sight
Praça dos Três Poderes|Three Powers Plaza|Brasília|BR|-15.8003|-47.8610|sight
Ponte JK|Juscelino Kubitschek Bridge;Ponte Juscelino Kubitschek|Brasília|BR|-15.8225|-47.8295|sight
Mercado del Puerto|Mercado del Puerto Montevideo;Port Market Montevideo|Montevideo|UY|-34.9065|-56.2120|market
Teatro Solís|Teatro Solis|Montevideo|UY|-34.9070|-56.2005|sight
Palacio Legislativo|Palacio Legislativo Montevideo;Legislative Palace Uruguay|Montevideo|UY|-34.8912|-56.1872|sight
Puerta de la Ciudadela|Puerta de la Ciudadela Montevideo|Montevideo|UY|-34.9065|-56.2020|sight
La Mano de Punta del Este|Los Dedos;Monumento al Ahogado;The Hand Punta del Este|Punta del Este|UY|-34.9567|-54.9378|sight
Casapueblo|Casa Pueblo;Casapueblo Punta Ballena|Punta del Este|UY|-34.9070|-55.0440|museum
Isla Gorriti|Gorriti Island|Punta del Este|UY|-34.9600|-54.9730|nature
Faro de Colonia del Sacramento|Colonia Lighthouse;Faro de Colonia|Colonia del Sacramento|UY|-34.4720|-57.8520|viewpoint
Calle de los Suspiros|Street of Sighs Colonia|Colonia del Sacramento|UY|-34.4730|-57.8525|sight
Basílica del Santísimo Sacramento|Iglesia Matriz de Colonia|Colonia del Sacramento|UY|-34.4718|-57.8505|religious
Faro de Cabo Polonio|Cabo Polonio Lighthouse|Castillos|UY|-34.4030|-53.7780|viewpoint
Palacio de los López|Palacio de López;Palacio de Gobierno Asunción|Asunción|PY|-25.2797|-57.6395|sight
Panteón Nacional de los Héroes|Panteón de los Héroes;National Pantheon of Heroes|Asunción|PY|-25.2823|-57.6355|sight
Mercado 4|Mercado Cuatro;Mercado Municipal N° 4|Asunción|PY|-25.2935|-57.6200|market
Misión Jesuítica de Santísima Trinidad de Paraná|Ruinas de Trinidad;Trinidad Jesuit Mission;Jesuit Ruins of Trinidad|Trinidad|PY|-27.1317|-55.7017|sight
Jesús de Tavarangüe|Misión Jesuítica de Jesús de Tavarangue;Ruinas de Jesús|Jesús|PY|-27.0540|-55.7530|sight
Lago Ypacaraí|Lake Ypacaraí|San Bernardino|PY|-25.3000|-57.3500|nature
Plaza Regocijo|Plaza de Regocijo Cusco;Plaza Regocijo Cusco|Cusco|PE|-13.5175|-71.9805|sight
Museo Inka|Inca Museum Cusco;Museo Inca Cusco|Cusco|PE|-13.5155|-71.9795|museum
Mirador de San Cristóbal Cusco||Cusco|PE|-13.5140|-71.9820|viewpoint
Iglesia de San Cristóbal Cusco||Cusco|PE|-13.5140|-71.9820|religious
Iglesia de Santo Domingo Lima|Convento de Santo Domingo Lima|Lima|PE|-12.0446|-77.0307|religious
Palacio de Gobierno del Perú|Casa de Pizarro;Government Palace Lima;Palacio de Gobierno Lima|Lima|PE|-12.0448|-77.0302|sight
Parque de la Muralla|Parque de la Muralla Lima|Lima|PE|-12.0440|-77.0270|park
Plaza de Santo Domingo Cartagena|Plaza Santo Domingo Cartagena|Cartagena|CO|10.4240|-75.5515|sight
Gertrudis Botero|La Gorda Gertrudis|Cartagena|CO|10.4240|-75.5515|sight
Palacio de la Inquisición|Museo Histórico de Cartagena;Palace of the Inquisition|Cartagena|CO|10.4232|-75.5514|museum
Plaza de la Trinidad Getsemaní|Plaza de la Trinidad Cartagena|Cartagena|CO|10.4205|-75.5455|sight
Bocagrande|Bocagrande Cartagena|Cartagena|CO|10.3990|-75.5550|neighbourhood
Basílica Menor de la Inmaculada Concepción de Jardín|Iglesia de Jardín;Basílica de Jardín|Jardín|CO|5.5990|-75.8195|religious
Museo Nacional de Bellas Artes de Chile|Museo de Bellas Artes Santiago|Santiago|CL|-33.4355|-70.6435|museum
Barrio Italia|Barrio Italia Santiago|Santiago|CL|-33.4450|-70.6220|neighbourhood
Palacio Baburizza|Museo de Bellas Artes de Valparaíso|Valparaíso|CL|-33.0405|-71.6300|museum
Paseo Yugoslavo|Mirador Paseo Yugoslavo|Valparaíso|CL|-33.0405|-71.6300|viewpoint
Fundación Proa|Proa|Buenos Aires|AR|-34.6355|-58.3625|museum
Usina del Arte|Usina del Arte La Boca|Buenos Aires|AR|-34.6288|-58.3570|sight
Planetario Galileo Galilei|Planetario de Buenos Aires|Buenos Aires|AR|-34.5697|-58.4115|sight
El Rosedal de Palermo|Rosedal de Palermo;Paseo El Rosedal|Buenos Aires|AR|-34.5715|-58.4180|park
Catedral Metropolitana de Buenos Aires|Buenos Aires Metropolitan Cathedral;Catedral de Buenos Aires|Buenos Aires|AR|-34.6075|-58.3730|religious
Cabildo de Buenos Aires|Cabildo de Buenos Aires Museo|Buenos Aires|AR|-34.6088|-58.3738|museum
Museo de La Plata|Museo de Ciencias Naturales de La Plata|La Plata|AR|-34.9090|-57.9320|museum
Mosteiro de São Bento do Rio de Janeiro|Mosteiro de São Bento Rio|Rio de Janeiro|BR|-22.8970|-43.1780|religious
Ilha Fiscal|Fiscal Island|Rio de Janeiro|BR|-22.8965|-43.1665|sight
Praia Vermelha|Praia Vermelha Urca|Rio de Janeiro|BR|-22.9550|-43.1640|beach
Quinta da Boa Vista||Rio de Janeiro|BR|-22.9060|-43.2230|park
Museu Nacional Quinta da Boa Vista|Museu Nacional do Rio de Janeiro;Paço de São Cristóvão|Rio de Janeiro|BR|-22.9060|-43.2230|museum
Vista Chinesa|Mirante Vista Chinesa|Rio de Janeiro|BR|-22.9728|-43.2495|viewpoint
Feira de São Cristóvão|Feira dos Nordestinos;Centro Luiz Gonzaga de Tradições Nordestinas|Rio de Janeiro|BR|-22.8970|-43.2230|market
Solar do Unhão|MAM Bahia;Museu de Arte Moderna da Bahia|Salvador|BR|-12.9835|-38.5220|museum
Porto da Barra|Praia do Porto da Barra|Salvador|BR|-13.0030|-38.5330|beach
Rio Vermelho Salvador|Bairro do Rio Vermelho|Salvador|BR|-13.0120|-38.4900|neighbourhood
Alto da Sé|Alto da Sé Olinda|Olinda|BR|-8.0140|-34.8390|viewpoint
Catedral da Sé de Olinda|Igreja da Sé Olinda|Olinda|BR|-8.0140|-34.8390|religious
Rua do Bom Jesus|Rua do Bom Jesus Recife|Recife|BR|-8.0625|-34.8710|sight
Instituto Ricardo Brennand|Castelo Brennand|Recife|BR|-8.0450|-34.9630|museum
Praia de Geribá|Geribá|Armação de Búzios|BR|-22.7785|-41.9065|beach
Orla Bardot||Armação de Búzios|BR|-22.7465|-41.8800|sight
Estátua de Brigitte Bardot|Brigitte Bardot statue Búzios|Armação de Búzios|BR|-22.7465|-41.8800|sight
Quadrado de Trancoso|Quadrado Trancoso|Porto Seguro|BR|-16.5910|-39.0960|neighbourhood
Memorial JK|JK Memorial|Brasília|BR|-15.7840|-47.9130|museum
Palácio da Alvorada|Alvorada Palace|Brasília|BR|-15.7925|-47.8250|sight
Torre de TV de Brasília|Brasília TV Tower|Brasília|BR|-15.7905|-47.8925|viewpoint
Feira da Torre|Feira da Torre de TV|Brasília|BR|-15.7905|-47.8925|market
Palácio do Itamaraty|Itamaraty|Brasília|BR|-15.8005|-47.8685|sight
Museu do Futebol|Football Museum São Paulo|São Paulo|BR|-23.5470|-46.6650|museum
Estádio do Pacaembu|Estádio Municipal Paulo Machado de Carvalho|São Paulo|BR|-23.5470|-46.6650|sight
Mosteiro de São Bento São Paulo|Mosteiro de São Bento de São Paulo|São Paulo|BR|-23.5440|-46.6340|religious
Rua 25 de Março|Rua Vinte e Cinco de Março|São Paulo|BR|-23.5430|-46.6310|shop
Catedral de São Pedro de Alcântara|Catedral de Petrópolis|Petrópolis|BR|-22.5058|-43.1786|religious
Igreja Matriz de Nossa Senhora do Pilar Ouro Preto|Matriz do Pilar Ouro Preto;Igreja do Pilar Ouro Preto|Ouro Preto|BR|-20.3885|-43.5085|religious
Catedral da Sé de Mariana|Catedral Basílica de Nossa Senhora da Assunção Mariana|Mariana|BR|-20.3775|-43.4165|religious
Igreja Matriz de Santo Antônio de Tiradentes|Matriz de Santo Antônio Tiradentes|Tiradentes|BR|-21.1105|-44.1765|religious
Mercado Público de Florianópolis|Mercado Público Florianópolis|Florianópolis|BR|-27.5968|-48.5535|market
Praia Mole|Praia Mole Florianópolis|Florianópolis|BR|-27.6035|-48.4330|beach
Marco das Três Fronteiras|Três Fronteiras Foz do Iguaçu|Foz do Iguaçu|BR|-25.5995|-54.5905|viewpoint
Praia da Ponta Negra Manaus|Ponta Negra Manaus|Manaus|BR|-3.0670|-60.1000|beach
Ver-o-Peso|Mercado Ver-o-Peso;Ver o Peso|Belém|BR|-1.4525|-48.5040|market
Estação das Docas|Estacao das Docas|Belém|BR|-1.4490|-48.4990|sight
Basílica de Nazaré|Basílica Santuário de Nossa Senhora de Nazaré|Belém|BR|-1.4530|-48.4810|religious
Theatro da Paz|Teatro da Paz|Belém|BR|-1.4530|-48.4940|sight
Mangal das Garças|Parque Mangal das Garças|Belém|BR|-1.4610|-48.5040|park
Centro Dragão do Mar de Arte e Cultura|Dragão do Mar|Fortaleza|BR|-3.7220|-38.5200|museum
Mercado Central de Fortaleza|Mercado Central Fortaleza|Fortaleza|BR|-3.7250|-38.5250|market
Forte dos Reis Magos|Fortaleza dos Reis Magos|Natal|BR|-5.7560|-35.1950|sight
Dunas de Genipabu|Genipabu|Extremoz|BR|-5.6700|-35.2100|nature
Centro Histórico de São Luís|Praia Grande São Luís|São Luís|BR|-2.5290|-44.3040|neighbourhood
Estadio Centenario|Estadio Centenario Montevideo|Montevideo|UY|-34.8945|-56.1530|sight
Faro de Punta del Este|Punta del Este Lighthouse|Punta del Este|UY|-34.9690|-54.9510|viewpoint
Catedral Metropolitana de Asunción|Catedral de Asunción|Asunción|PY|-25.2780|-57.6435|religious
Museo Casa del Alabado|Casa del Alabado|Quito|EC|-0.2210|-78.5155|museum
Parque El Ejido|El Ejido Quito|Quito|EC|-0.2070|-78.4990|park
Santuario de Guápulo|Iglesia de Guápulo|Quito|EC|-0.2010|-78.4775|religious
Guápulo|Barrio Guápulo|Quito|EC|-0.2010|-78.4775|neighbourhood
Catedral Vieja de Cuenca|Iglesia del Sagrario Cuenca;Old Cathedral Cuenca|Cuenca|EC|-2.8970|-79.0035|religious
Mercado 10 de Agosto|Mercado Diez de Agosto Cuenca|Cuenca|EC|-2.9005|-79.0030|market
Mirador Killi Killi|Killi Killi|La Paz|BO|-16.4915|-68.1260|viewpoint
Convento de San Felipe Neri|San Felipe Neri Sucre|Sucre|BO|-19.0495|-65.2620|religious
Museu de Arte do Rio|MAR Rio;Rio Art Museum|Rio de Janeiro|BR|-22.8965|-43.1820|museum
Pedra do Sal|Pedra do Sal Saúde|Rio de Janeiro|BR|-22.8975|-43.1865|sight
Forte de Copacabana|Copacabana Fort|Rio de Janeiro|BR|-22.9860|-43.1870|sight
Praia de Botafogo|Enseada de Botafogo;Botafogo Beach|Rio de Janeiro|BR|-22.9440|-43.1810|beach
Catedral Primada de Colombia|Catedral de Bogotá;Bogotá Cathedral|Bogotá|CO|4.5982|-74.0749|religious
Parque Simón Bolívar Bogotá|Parque Metropolitano Simón Bolívar|Bogotá|CO|4.6580|-74.0940|park
Catedral Metropolitana de Medellín||Medellín|CO|6.2565|-75.5640|religious
Parque Bolívar Medellín|Parque de Bolívar Medellín|Medellín|CO|6.2565|-75.5640|park
Plaza Matriz Montevideo|Plaza de la Constitución Montevideo|Montevideo|UY|-34.9070|-56.2045|sight
Catedral Metropolitana de Montevideo|Iglesia Matriz de Montevideo|Montevideo|UY|-34.9070|-56.2045|religious
Casa de la Independencia|Museo Casa de la Independencia Asunción|Asunción|PY|-25.2805|-57.6370|museum
Parque Itchimbía|Itchimbía|Quito|EC|-0.2200|-78.5040|viewpoint
Centro Cultural Itchimbía|Palacio de Cristal Itchimbía|Quito|EC|-0.2200|-78.5040|museum
AquaRio|Aquário Marinho do Rio de Janeiro|Rio de Janeiro|BR|-22.8934|-43.1925|museum
Igreja da Candelária|Candelária Church;Igreja de Nossa Senhora da Candelária|Rio de Janeiro|BR|-22.9010|-43.1775|religious
Centro Cultural Banco do Brasil Rio de Janeiro|CCBB Rio|Rio de Janeiro|BR|-22.9009|-43.1765|museum
Sambódromo da Marquês de Sapucaí|Sambadrome Rio|Rio de Janeiro|BR|-22.9115|-43.1970|sight
Museu Nacional de Belas Artes|MNBA Rio|Rio de Janeiro|BR|-22.9087|-43.1756|museum
Biblioteca Nacional do Brasil|National Library of Brazil|Rio de Janeiro|BR|-22.9096|-43.1752|sight
Cinelândia|Praça Floriano|Rio de Janeiro|BR|-22.9107|-43.1760|sight
Museu Histórico Nacional||Rio de Janeiro|BR|-22.9055|-43.1700|museum
Igreja de Nossa Senhora da Glória do Outeiro|Outeiro da Glória|Rio de Janeiro|BR|-22.9220|-43.1755|religious
Parque do Flamengo|Aterro do Flamengo|Rio de Janeiro|BR|-22.9300|-43.1720|park
Pedra da Gávea||Rio de Janeiro|BR|-22.9973|-43.2847|nature
Praia da Barra da Tijuca|Barra beach Rio|Rio de Janeiro|BR|-23.0105|-43.3600|beach
Fortaleza de Santa Cruz da Barra|Fortaleza de Santa Cruz Niterói|Niterói|BR|-22.9360|-43.1330|sight
Pátio do Colégio||São Paulo|BR|-23.5480|-46.6327|sight
Edifício Martinelli|Martinelli Building|São Paulo|BR|-23.5457|-46.6347|sight
Sala São Paulo||São Paulo|BR|-23.5343|-46.6393|sight
Museu Catavento|Catavento Cultural|São Paulo|BR|-23.5439|-46.6271|museum
Rua Oscar Freire||São Paulo|BR|-23.5625|-46.6700|shop
SESC Pompeia||São Paulo|BR|-23.5255|-46.6834|sight
Edifício Itália|Terraço Itália|São Paulo|BR|-23.5453|-46.6433|viewpoint
Parque Trianon|Parque Tenente Siqueira Campos|São Paulo|BR|-23.5617|-46.6571|park
Instituto Butantan||São Paulo|BR|-23.5666|-46.7183|museum
Museu Afro Brasil||São Paulo|BR|-23.5845|-46.6555|museum
Centro Cultural São Paulo|CCSP|São Paulo|BR|-23.5715|-46.6395|sight
Museu do Café|Bolsa Oficial de Café|Santos|BR|-23.9340|-46.3250|museum
Catedral Basílica de Salvador|Catedral Basílica Primacial de São Salvador|Salvador|BR|-12.9737|-38.5103|religious
Terreiro de Jesus||Salvador|BR|-12.9742|-38.5098|sight
Igreja de Nossa Senhora do Rosário dos Pretos|Rosário dos Pretos|Salvador|BR|-12.9717|-38.5080|religious
Farol de Itapuã|Praia de Itapuã|Salvador|BR|-12.9573|-38.3536|beach
Dique do Tororó||Salvador|BR|-12.9833|-38.5050|park
Morro do Pai Inácio||Iraquara|BR|-12.4586|-41.4727|viewpoint
Piscinas Naturais de Porto de Galinhas|Porto de Galinhas natural pools|Ipojuca|BR|-8.5060|-34.9990|beach
Paço do Frevo||Recife|BR|-8.0618|-34.8717|museum
Sinagoga Kahal Zur Israel|Kahal Zur Israel Synagogue|Recife|BR|-8.0612|-34.8718|religious
Praia de Boa Viagem|Boa Viagem Beach|Recife|BR|-8.1180|-34.8960|beach
Catedral Metropolitana de Fortaleza||Fortaleza|BR|-3.7240|-38.5265|religious
Praia do Futuro||Fortaleza|BR|-3.7470|-38.4530|beach
Duna do Pôr do Sol|Sunset Dune Jericoacoara|Camocim|BR|-2.7935|-40.5185|viewpoint
Pedra Furada Jericoacoara|Pedra Furada|Camocim|BR|-2.8003|-40.4907|nature
Praia de Pajuçara||Maceió|BR|-9.6670|-35.7160|beach
Ponta do Seixas|Ponta do Seixas Cabo Branco|João Pessoa|BR|-7.1550|-34.7950|viewpoint
Praia do Campeche||Florianópolis|BR|-27.6740|-48.4800|beach
Praia dos Ingleses||Florianópolis|BR|-27.4360|-48.3940|beach
Santuário do Bom Jesus de Matosinhos|Profetas do Aleijadinho|Congonhas|BR|-20.4966|-43.8625|religious
Praça da Liberdade|Circuito Liberdade|Belo Horizonte|BR|-19.9320|-43.9380|sight
Gruta do Lago Azul||Bonito|BR|-21.1447|-56.5868|nature
Palácio Quitandinha||Petrópolis|BR|-22.5290|-43.2150|sight
Rua Coberta||Canela|BR|-29.3790|-50.8760|sight
Parque Tanguá||Curitiba|BR|-25.3790|-49.2830|park
Usina do Gasômetro||Porto Alegre|BR|-30.0340|-51.2410|sight
Mercado Público de Porto Alegre||Porto Alegre|BR|-30.0273|-51.2283|market
Museo Evita||Buenos Aires|AR|-34.5775|-58.4185|museum
Basílica de Nuestra Señora del Pilar|Iglesia del Pilar|Buenos Aires|AR|-34.5877|-58.3925|religious
Centro Cultural Kirchner|CCK|Buenos Aires|AR|-34.6034|-58.3691|sight
Plaza Serrano|Plazoleta Julio Cortázar|Buenos Aires|AR|-34.5884|-58.4301|sight
El Zanjón de Granados|Zanjón de Granados|Buenos Aires|AR|-34.6183|-58.3707|museum
Biblioteca Nacional Mariano Moreno|Biblioteca Nacional de Argentina|Buenos Aires|AR|-34.5840|-58.3967|sight
Jardín Botánico Carlos Thays|Jardín Botánico de Buenos Aires|Buenos Aires|AR|-34.5822|-58.4170|park
Calle Florida|Florida Street|Buenos Aires|AR|-34.6015|-58.3752|shop
Estadio Monumental|Estadio Más Monumental;River Plate Stadium|Buenos Aires|AR|-34.5453|-58.4498|sight
Torre Monumental|Torre de los Ingleses|Buenos Aires|AR|-34.5920|-58.3745|sight
Museo Casa Carlos Gardel||Buenos Aires|AR|-34.6050|-58.4110|museum
Monumento Nacional a la Bandera|Monumento a la Bandera|Rosario|AR|-32.9477|-60.6303|sight
Cabildo de Salta|Museo Histórico del Norte|Salta|AR|-24.7901|-65.4108|museum
Plaza 9 de Julio Salta||Salta|AR|-24.7895|-65.4105|sight
Convento de San Bernardo Salta||Salta|AR|-24.7873|-65.4025|religious
Paseo de los Colorados||Tilcara|AR|-23.7440|-65.4950|nature
Serranía de Hornocal|Cerro de los Catorce Colores;Hornocal|Humahuaca|AR|-23.2078|-65.2262|viewpoint
Estancia Jesuítica de Alta Gracia|Museo Casa del Virrey Liniers|Alta Gracia|AR|-31.6580|-64.4300|museum
Paseo del Buen Pastor||Córdoba|AR|-31.4230|-64.1860|sight
Cerro Catedral||San Carlos de Bariloche|AR|-41.1690|-71.4390|nature
Palacio Cousiño||Santiago|CL|-33.4533|-70.6564|museum
Museo Nacional de Historia Natural de Chile||Santiago|CL|-33.4414|-70.6819|museum
Parque Quinta Normal|Quinta Normal|Santiago|CL|-33.4410|-70.6800|park
Centro Cultural Gabriela Mistral|GAM Santiago|Santiago|CL|-33.4394|-70.6395|sight
Iglesia de San Francisco de Santiago|Museo Colonial de San Francisco|Santiago|CL|-33.4437|-70.6492|religious
Parque Forestal||Santiago|CL|-33.4365|-70.6417|park
Museo Marítimo Nacional||Valparaíso|CL|-33.0370|-71.6290|museum
Teatro del Lago||Puerto Varas|CL|-41.1290|-73.0582|sight
Iglesia del Sagrado Corazón de Jesús de Puerto Varas|Iglesia del Sagrado Corazón Puerto Varas|Puerto Varas|CL|-41.3180|-72.9860|religious
Feria Artesanal de Angelmó|Caleta Angelmó|Puerto Montt|CL|-41.4827|-72.9599|market
Mercado Fluvial de Valdivia|Feria Fluvial Valdivia|Valdivia|CL|-39.8150|-73.2470|market
Termas Geométricas||Pucón|CL|-39.5008|-71.8716|nature
Iglesia de Santa María de Loreto de Achao|Iglesia de Achao|Dalcahue|CL|-42.4710|-73.4890|religious
Monumento Natural Islote Los Pingüinos|Isla Magdalena|Punta Arenas|CL|-52.9170|-70.5750|nature
Fuerte Bulnes||Punta Arenas|CL|-53.6270|-70.9170|sight
Museo Mario Testino|MATE Lima|Lima|PE|-12.1480|-77.0215|museum
Museo Pedro de Osma||Lima|PE|-12.1503|-77.0225|museum
Iglesia de San Pedro de Lima|Basílica de San Pedro Lima|Lima|PE|-12.0478|-77.0295|religious
Casa Aliaga||Lima|PE|-12.0445|-77.0303|museum
Parque de las Leyendas|Zoológico Parque de las Leyendas|Lima|PE|-12.0690|-77.0850|park
Mercado de Pisac|Pisac Market|Pisac|PE|-13.4222|-71.8493|market
Pinkuylluna||Ollantaytambo|PE|-13.2575|-72.2615|sight
Ciudad Sagrada de Caral|Caral|Supe|PE|-10.8933|-77.5203|sight
Cuarto del Rescate|Ransom Room Cajamarca|Cajamarca|PE|-7.1570|-78.5170|sight
Baños del Inca||Cajamarca|PE|-7.1636|-78.4650|nature
Catedral de Ayacucho|Catedral Basílica de Ayacucho|Ayacucho|PE|-13.1600|-74.2250|religious
Museo Santa Clara|Iglesia Museo Santa Clara|Bogotá|CO|4.5975|-74.0768|museum
Jardín Botánico de Bogotá|Jardín Botánico José Celestino Mutis|Bogotá|CO|4.6685|-74.1000|park
Zona T|Zona Rosa Bogotá|Bogotá|CO|4.6667|-74.0530|neighbourhood
Parque de la 93||Bogotá|CO|4.6767|-74.0485|park
Teatro Colón de Bogotá|Teatro Colón Bogotá|Bogotá|CO|4.5958|-74.0741|sight
Parque del Café|Parque Nacional del Café|Montenegro|CO|4.5400|-75.7700|park
Catedral Basílica Metropolitana de Manizales|Catedral de Manizales|Manizales|CO|5.0685|-75.5175|religious
Catedral de Santa Catalina de Alejandría|Catedral de Cartagena|Cartagena|CO|10.4246|-75.5509|religious
Muelle de los Pegasos||Cartagena|CO|10.4210|-75.5480|sight
Volcán de Lodo El Totumo|El Totumo|Santa Catalina|CO|10.7440|-75.2410|nature
Catedral de Santa Marta|Catedral Basílica de Santa Marta|Santa Marta|CO|11.2422|-74.2110|religious
Johnny Cay||San Andrés|CO|12.6017|-81.6903|beach
Parque de los Pies Descalzos||Medellín|CO|6.2440|-75.5780|park
Catedral Metropolitana de Quito|Catedral Primada de Quito|Quito|EC|-0.2204|-78.5122|religious
Plaza Foch|La Mariscal|Quito|EC|-0.2025|-78.4905|neighbourhood
Cascada de Peguche|Peguche Waterfall|Otavalo|EC|0.2430|-78.2400|nature
Calle Sagárnaga|Sagárnaga|La Paz|BO|-16.4970|-68.1375|shop
Museo Nacional de Etnografía y Folklore|MUSEF|La Paz|BO|-16.4958|-68.1333|museum
Catedral de Potosí|Catedral Basílica de Potosí|Potosí|BO|-19.5890|-65.7535|religious
Museo Torres García||Montevideo|UY|-34.9069|-56.2023|museum
Playa Pocitos||Montevideo|UY|-34.9140|-56.1500|beach
Fortaleza del Cerro|Fortaleza General Artigas|Montevideo|UY|-34.8880|-56.2600|sight
Faro de José Ignacio||Punta del Este|UY|-34.8450|-54.6360|sight
Praça Mauá||Rio de Janeiro|BR|-22.8960|-43.1810|sight
Palácio do Catete|Museu da República|Rio de Janeiro|BR|-22.9259|-43.1765|museum
Praia do Leme|Leme Beach|Rio de Janeiro|BR|-22.9630|-43.1680|beach
Mureta da Urca||Rio de Janeiro|BR|-22.9460|-43.1630|viewpoint
Memorial da América Latina||São Paulo|BR|-23.5265|-46.6650|sight
Parque Villa-Lobos||São Paulo|BR|-23.5460|-46.7230|park
Morro do Careca||Natal|BR|-5.8823|-35.1635|nature
Praia de Ponta Negra Natal|Ponta Negra Natal|Natal|BR|-5.8823|-35.1635|beach
Casa de Cultura Mario Quintana||Porto Alegre|BR|-30.0310|-51.2310|sight
Santuário Dom Bosco||Brasília|BR|-15.8084|-47.8928|religious
Plaza San Martín Buenos Aires|Plaza San Martín Retiro|Buenos Aires|AR|-34.5955|-58.3750|park
Confitería del Molino|El Molino Buenos Aires|Buenos Aires|AR|-34.6093|-58.3925|food
Parque Lleras||Medellín|CO|6.2087|-75.5670|neighbourhood
Jirón de la Unión||Lima|PE|-12.0490|-77.0335|shop
Laguna de Guatavita|Lago de Guatavita|Sesquilé|CO|4.9780|-73.7770|nature
Santuario de Las Lajas|Las Lajas Sanctuary;Basílica de Las Lajas|Ipiales|CO|0.8053|-77.5857|religious
Casa de Isla Negra|La Casa de Isla Negra;Casa Museo Isla Negra|Cartagena|CL|-33.4427|-71.6843|museum
Volcán Chimborazo||Riobamba|EC|-1.4693|-78.8175|nature
Volcán Misti|El Misti|Arequipa|PE|-16.2944|-71.4086|nature
Volcán Licancabur|Licancabur|San Pedro de Atacama|CL|-22.8333|-67.8833|nature
Nevado del Ruiz||Manizales|CO|4.8920|-75.3240|nature
Edificio Kavanagh|Kavanagh Building|Buenos Aires|AR|-34.5947|-58.3741|sight
Museo de Arte Moderno de Buenos Aires|MAMBA|Buenos Aires|AR|-34.6215|-58.3716|museum
Barrio Chino de Belgrano|Chinatown Buenos Aires|Buenos Aires|AR|-34.5602|-58.4497|neighbourhood
Centro Cultural Recoleta||Buenos Aires|AR|-34.5865|-58.3916|sight
Biblioteca Luis Ángel Arango||Bogotá|CO|4.5973|-74.0730|sight
Parque de los Deseos||Medellín|CO|6.2690|-75.5660|park
Ponte dos Ingleses||Fortaleza|BR|-3.7188|-38.5145|viewpoint
Praia de Iracema|Iracema beach|Fortaleza|BR|-3.7188|-38.5145|beach
Praia de Ponta Verde||Maceió|BR|-9.6650|-35.7030|beach
Ponte Estaiada|Ponte Octavio Frias de Oliveira|São Paulo|BR|-23.6105|-46.6955|sight
Estación Mapocho|Centro Cultural Estación Mapocho|Santiago|CL|-33.4330|-70.6540|sight
Ilha de Paquetá|Paquetá|Rio de Janeiro|BR|-22.7600|-43.1100|nature
Pedra Bonita|Pedra Bonita Rio|Rio de Janeiro|BR|-22.9870|-43.2800|viewpoint
Morro Dois Irmãos|Trilha Dois Irmãos;Dois Irmãos Rio|Rio de Janeiro|BR|-22.9880|-43.2390|viewpoint
Parque das Ruínas|Parque das Ruínas Santa Teresa|Rio de Janeiro|BR|-22.9170|-43.1840|park
Museu Chácara do Céu|Chácara do Céu|Rio de Janeiro|BR|-22.9165|-43.1835|museum
Largo do Boticário||Rio de Janeiro|BR|-22.9370|-43.1980|sight
Praia de Grumari|Grumari|Rio de Janeiro|BR|-23.0480|-43.5240|beach
Praia da Joatinga|Joatinga|Rio de Janeiro|BR|-23.0150|-43.2890|beach
Forte Duque de Caxias|Forte do Leme|Rio de Janeiro|BR|-22.9640|-43.1630|viewpoint
Cidade do Samba|Cidade do Samba Rio|Rio de Janeiro|BR|-22.8980|-43.1960|sight
Boulevard Olímpico|Boulevard Olímpico Porto Maravilha|Rio de Janeiro|BR|-22.8960|-43.1840|neighbourhood
Mural Etnias|Etnias mural;Mural Etnias Kobra|Rio de Janeiro|BR|-22.8960|-43.1840|sight
Igreja de São Francisco da Penitência|São Francisco da Penitência|Rio de Janeiro|BR|-22.9065|-43.1790|religious
Convento de Santo Antônio Rio|Convento de Santo Antônio Largo da Carioca|Rio de Janeiro|BR|-22.9065|-43.1790|religious
Feira Hippie de Ipanema|Hippie Fair Ipanema|Rio de Janeiro|BR|-22.9845|-43.1980|market
Praça General Osório|Praça General Osório Ipanema|Rio de Janeiro|BR|-22.9845|-43.1980|sight
Sítio Roberto Burle Marx|Sítio Burle Marx|Rio de Janeiro|BR|-23.0220|-43.5470|park
Mirante do Leblon|Mirante do Leblon Rio|Rio de Janeiro|BR|-22.9890|-43.2290|viewpoint
Igreja de Nossa Senhora da Penha|Basílica da Penha;Santuário da Penha Rio|Rio de Janeiro|BR|-22.8420|-43.2780|religious
Museu da Imigração do Estado de São Paulo|Museu da Imigração;Hospedaria dos Imigrantes|São Paulo|BR|-23.5480|-46.6100|museum
Pico do Jaraguá|Parque Estadual do Jaraguá|São Paulo|BR|-23.4570|-46.7660|viewpoint
Museu de Arte Moderna de São Paulo|MAM São Paulo;MAM SP|São Paulo|BR|-23.5880|-46.6560|museum
Instituto Tomie Ohtake|Tomie Ohtake|São Paulo|BR|-23.5660|-46.6960|museum
Japan House São Paulo|Japan House SP|São Paulo|BR|-23.5615|-46.6555|museum
Viaduto do Chá||São Paulo|BR|-23.5460|-46.6370|sight
Vale do Anhangabaú|Anhangabaú|São Paulo|BR|-23.5450|-46.6375|sight
Minhocão|Elevado João Goulart;Parque Minhocão|São Paulo|BR|-23.5380|-46.6500|sight
Estádio do Morumbi|Morumbis|São Paulo|BR|-23.6000|-46.7200|sight
Forte de São Marcelo|Forte do Mar Salvador|Salvador|BR|-12.9720|-38.5180|sight
Fundação Casa de Jorge Amado|Casa de Jorge Amado|Salvador|BR|-12.9720|-38.5090|museum
Santo Antônio Além do Carmo|Santo Antônio Além do Carmo Salvador|Salvador|BR|-12.9650|-38.5040|neighbourhood
Lagoa do Abaeté|Abaeté lagoon|Salvador|BR|-12.9450|-38.3610|nature
Morro do Cristo da Barra|Cristo da Barra|Salvador|BR|-13.0085|-38.5175|viewpoint
Feira de São Joaquim|São Joaquim market|Salvador|BR|-12.9560|-38.5070|market
Casa da Cultura de Recife|Casa da Cultura Recife;Antiga Casa de Detenção|Recife|BR|-8.0660|-34.8840|shop
Mercado de São José|Mercado São José Recife|Recife|BR|-8.0680|-34.8790|market
Parque das Esculturas Francisco Brennand|Parque das Esculturas Recife|Recife|BR|-8.0630|-34.8710|sight
Oficina Cerâmica Francisco Brennand|Oficina Brennand|Recife|BR|-8.0440|-34.9620|museum
Capela Dourada|Capela Dourada Recife|Recife|BR|-8.0650|-34.8800|religious
Cais do Sertão|Museu Cais do Sertão|Recife|BR|-8.0600|-34.8700|museum
Forte das Cinco Pontas|Museu da Cidade do Recife|Recife|BR|-8.0740|-34.8800|museum
Lagoa da Pampulha|Pampulha Lake|Belo Horizonte|BR|-19.8500|-43.9800|nature
Estádio Mineirão|Mineirão|Belo Horizonte|BR|-19.8660|-43.9710|sight
Praça do Papa|Mirante da Praça do Papa|Belo Horizonte|BR|-19.9510|-43.9200|viewpoint
Parque Municipal Américo Renné Giannetti|Parque Municipal de Belo Horizonte|Belo Horizonte|BR|-19.9240|-43.9370|park
Casa dos Contos|Casa dos Contos Ouro Preto|Ouro Preto|BR|-20.3835|-43.5060|museum
Igreja de Santa Efigênia dos Pretos|Santa Efigênia Ouro Preto|Ouro Preto|BR|-20.3830|-43.4980|religious
Largo das Forras|Largo das Forras Tiradentes|Tiradentes|BR|-21.1110|-44.1760|sight
Forte Defensor Perpétuo|Forte Defensor Perpétuo Paraty|Paraty|BR|-23.2150|-44.7120|sight
Piscina Natural do Cachadaço|Cachadaço;Trindade natural pool|Paraty|BR|-23.3580|-44.7250|beach
Praia do Forno|Praia do Forno Arraial|Arraial do Cabo|BR|-22.9670|-42.0130|beach
Prainhas do Pontal do Atalaia|Pontal do Atalaia|Arraial do Cabo|BR|-22.9930|-42.0080|beach
Praia do Forte de Cabo Frio|Praia do Forte Cabo Frio|Cabo Frio|BR|-22.8880|-42.0100|beach
Forte São Mateus|Forte de São Mateus Cabo Frio|Cabo Frio|BR|-22.8870|-42.0060|sight
Praia de João Fernandes|João Fernandes Búzios|Armação de Búzios|BR|-22.7470|-41.8750|beach
Praia da Ferradura|Ferradura Búzios|Armação de Búzios|BR|-22.7710|-41.8920|beach
Cânion Itaimbezinho|Itaimbezinho;Parque Nacional de Aparados da Serra|Torres|BR|-29.1630|-50.0850|nature
Fundação Iberê Camargo|Iberê Camargo|Porto Alegre|BR|-30.0780|-51.2450|museum
Parque Farroupilha|Parque da Redenção|Porto Alegre|BR|-30.0360|-51.2160|park
Catedral Metropolitana de Porto Alegre|Catedral Metropolitana Nossa Senhora Mãe de Deus|Porto Alegre|BR|-30.0340|-51.2300|religious
Parque Barigui|Barigui|Curitiba|BR|-25.4230|-49.3080|park
Bosque Alemão|Bosque Alemão Curitiba|Curitiba|BR|-25.4090|-49.2890|park
Pedreira Paulo Leminski|Pedreira Curitiba|Curitiba|BR|-25.3890|-49.2720|sight
Baía dos Porcos||Fernando de Noronha (Distrito Estadual)|BR|-3.8500|-32.4420|beach
Praia da Conceição Noronha|Praia da Conceição Fernando de Noronha|Fernando de Noronha (Distrito Estadual)|BR|-3.8370|-32.4100|beach
Baía do Sueste|Sueste Noronha|Fernando de Noronha (Distrito Estadual)|BR|-3.8650|-32.4240|beach
Praia dos Carneiros|Carneiros|Tamandaré|BR|-8.7030|-35.0800|beach
Praia de Muro Alto|Muro Alto|Ipojuca|BR|-8.4220|-34.9810|beach
Mosteiro de São Bento de Olinda|São Bento Olinda|Olinda|BR|-8.0140|-34.8540|religious
Quatro Cantos de Olinda|Quatro Cantos Olinda|Olinda|BR|-8.0110|-34.8530|sight
Praia de Tambaú||João Pessoa|BR|-7.1170|-34.8240|beach
Centro Cultural São Francisco|Igreja de São Francisco João Pessoa|João Pessoa|BR|-7.1160|-34.8840|religious
Cajueiro de Pirangi|Maior Cajueiro do Mundo|Parnamirim|BR|-5.9800|-35.1130|nature
Ponte Newton Navarro|Newton Navarro Bridge|Natal|BR|-5.7580|-35.2020|sight
Praia do Francês||Marechal Deodoro|BR|-9.7650|-35.8380|beach
Castelo Garcia d'Ávila|Castelo da Torre|Mata de São João|BR|-12.5580|-38.0290|sight
Projeto Tamar Praia do Forte|Tamar Praia do Forte|Mata de São João|BR|-12.5770|-38.0000|museum
Santuário Nacional de Aparecida|Basílica de Aparecida;Basílica de Nossa Senhora Aparecida|Aparecida|BR|-22.8520|-45.2330|religious
Convento da Penha|Convento de Nossa Senhora da Penha|Vila Velha|BR|-20.3290|-40.2870|religious
Igreja Matriz de Nossa Senhora do Rosário de Pirenópolis|Matriz de Pirenópolis|Pirenópolis|BR|-15.8510|-48.9610|religious
Casa de Cora Coralina|Museu Casa de Cora Coralina|Goiás|BR|-15.9340|-50.1400|museum
Palácio de Cristal de Petrópolis|Palácio de Cristal Petrópolis|Petrópolis|BR|-22.5080|-43.1790|sight
Casa de Santos Dumont|A Encantada|Petrópolis|BR|-22.5130|-43.1750|museum
Forte do Presépio|Forte do Castelo Belém|Belém|BR|-1.4540|-48.5050|sight
Catedral da Sé de Belém|Catedral Metropolitana de Belém|Belém|BR|-1.4560|-48.5040|religious
Museu Paraense Emílio Goeldi|Museu Goeldi|Belém|BR|-1.4510|-48.4770|museum
Palácio dos Leões|Palácio dos Leões São Luís|São Luís|BR|-2.5270|-44.3060|sight
Templo da Boa Vontade|TBV Brasília|Brasília|BR|-15.8160|-47.9050|religious
Museu Nacional Honestino Guimarães|Museu Nacional da República|Brasília|BR|-15.7960|-47.8790|museum
Plaza de San Diego de Cartagena|Plaza San Diego Cartagena|Cartagena|CO|10.4275|-75.5455|sight
Plaza de la Aduana de Cartagena|Plaza de la Aduana Cartagena|Cartagena|CO|10.4220|-75.5510|sight
Plaza de los Coches|Plaza de los Coches Cartagena|Cartagena|CO|10.4228|-75.5489|sight
Museo del Oro Zenú|Museo del Oro Cartagena|Cartagena|CO|10.4230|-75.5503|museum
Playa Blanca de Barú|Playa Blanca Barú;Playa Blanca Cartagena|Cartagena|CO|10.2290|-75.6130|beach
Museo de Arte Moderno de Medellín|MAMM|Medellín|CO|6.2230|-75.5730|museum
Parque Berrío|Parque de Berrío|Medellín|CO|6.2500|-75.5685|sight
Museo Casa de la Memoria|Casa de la Memoria Medellín|Medellín|CO|6.2460|-75.5560|museum
Cerro El Volador|Parque Natural Regional Cerro El Volador|Medellín|CO|6.2650|-75.5830|park
Casa de Nariño|Palacio de Nariño|Bogotá|CO|4.5965|-74.0770|sight
Iglesia de San Francisco de Bogotá|San Francisco Bogotá|Bogotá|CO|4.6020|-74.0730|religious
Torre Colpatria|Colpatria Tower|Bogotá|CO|4.6117|-74.0705|viewpoint
Cementerio Central de Bogotá|Central Cemetery Bogotá|Bogotá|CO|4.6210|-74.0790|sight
Andrés Carne de Res|Andrés Chía|Chía|CO|4.8630|-74.0550|food
Puente del Humilladero|Humilladero bridge|Popayán|CO|2.4440|-76.6060|sight
Morro de Tulcán|El Morro Popayán|Popayán|CO|2.4440|-76.6000|viewpoint
Cristo Rey de Cali|Cristo Rey Cali|Cali|CO|3.4360|-76.5640|viewpoint
Barrio San Antonio de Cali||Cali|CO|3.4480|-76.5400|neighbourhood
Parque Nacional Natural Chingaza|Chingaza|La Calera|CO|4.4670|-73.7330|nature
Casa del Árbol de Baños|Swing at the End of the World|Baños|EC|-1.3680|-78.4210|viewpoint
Pailón del Diablo|Devil's Cauldron waterfall|Baños|EC|-1.3970|-78.3510|nature
Convento de Santa Catalina de Siena Cusco|Museo Santa Catalina Cusco|Cusco|PE|-13.5177|-71.9775|religious
Laguna Humantay|Humantay Lake|Limatambo|PE|-13.3850|-72.5860|nature
Lugar de la Memoria|LUM Lima|Lima|PE|-12.1115|-77.0530|museum
Museo Nacional de Arqueología, Antropología e Historia del Perú|Museo Nacional de Arqueología Pueblo Libre|Lima|PE|-12.0830|-77.0690|museum
Casa de la Literatura Peruana|Casa de la Literatura;Estación Desamparados|Lima|PE|-12.0445|-77.0290|museum
Huaca Huallamarca|Huallamarca|Lima|PE|-12.0960|-77.0430|sight
Parque Reducto N.º 2|Parque Reducto|Lima|PE|-12.1290|-77.0220|park
Reserva Nacional de Paracas|Paracas National Reserve|Paracas|PE|-13.8500|-76.2900|nature
Laguna Parón|Lake Parón|Carás|PE|-8.9980|-77.6850|nature
Cañón del Colca|Colca Canyon;Valle del Colca|Chivay|PE|-15.6100|-71.9000|nature
Cerro Calvario de Copacabana|Cerro Calvario Copacabana|Yumani|BO|-16.1630|-69.0940|viewpoint
Mercado Rodríguez|Mercado Rodríguez La Paz|La Paz|BO|-16.5030|-68.1400|market
Cementerio General de La Paz|La Paz General Cemetery|La Paz|BO|-16.4960|-68.1440|sight
Mercado Central de Sucre|Sucre Central Market|Sucre|BO|-19.0440|-65.2580|market
Parque Nacional Madidi|Madidi;Madidi National Park|Rurrenabaque|BO|-13.8000|-67.6333|nature
Cementerio General de Santiago|Santiago General Cemetery|Santiago|CL|-33.4145|-70.6470|sight
Biblioteca Nacional de Chile|National Library of Chile|Santiago|CL|-33.4420|-70.6450|sight
Barrio Yungay|Yungay Santiago|Santiago|CL|-33.4390|-70.6650|neighbourhood
Pueblito Los Dominicos|Los Dominicos craft village|Santiago|CL|-33.4090|-70.5430|market
Parque Bicentenario de Vitacura|Parque Bicentenario Santiago|Santiago|CL|-33.4000|-70.6010|park
Viña Concha y Toro|Concha y Toro winery;Casillero del Diablo cellar|Puente Alto|CL|-33.6690|-70.5750|food
Embalse El Yeso|El Yeso reservoir|Puente Alto|CL|-33.6770|-70.0880|nature
Cajón del Maipo|Maipo Canyon|Puente Alto|CL|-33.6400|-70.3500|nature
Ascensor Reina Victoria|Reina Victoria funicular|Valparaíso|CL|-33.0440|-71.6250|sight
Fuerte de Niebla|Castillo de la Pura y Limpia Concepción de Monfort de Lemos|Valdivia|CL|-39.8680|-73.4000|sight
Observatorio Mamalluca|Mamalluca|Vicuña|CL|-29.9880|-70.6830|sight
Feria de Mataderos|Mataderos fair|Buenos Aires|AR|-34.6560|-58.5030|market
Confitería Las Violetas|Las Violetas|Buenos Aires|AR|-34.6147|-58.4190|food
La Biela|Café La Biela|Buenos Aires|AR|-34.5875|-58.3925|food
Parrilla Don Julio|Don Julio Buenos Aires|Buenos Aires|AR|-34.5865|-58.4245|food
Hipódromo de Palermo|Palermo Racecourse|Buenos Aires|AR|-34.5690|-58.4270|sight
Museo Xul Solar|Xul Solar Museum|Buenos Aires|AR|-34.5905|-58.4110|museum
Basílica del Santísimo Sacramento Buenos Aires|Santísimo Sacramento Buenos Aires|Buenos Aires|AR|-34.5945|-58.3745|religious
Museo de Arte Hispanoamericano Isaac Fernández Blanco|Museo Fernández Blanco;Palacio Noel|Buenos Aires|AR|-34.5930|-58.3760|museum
Palacio Paz|Círculo Militar|Buenos Aires|AR|-34.5950|-58.3755|sight
Bar El Federal|El Federal San Telmo|Buenos Aires|AR|-34.6190|-58.3720|food
Mercado de Abasto|Abasto Shopping|Buenos Aires|AR|-34.6035|-58.4110|shop
Quebrada de las Conchas|Quebrada de Cafayate|Cafayate|AR|-25.9000|-65.7800|nature
Bodega El Esteco|El Esteco|Cafayate|AR|-26.0690|-65.9750|food
Hotel Llao Llao|Llao Llao|San Carlos de Bariloche|AR|-41.0530|-71.5310|sight
Faro Les Eclaireurs|Les Eclaireurs Lighthouse|Ushuaia|AR|-54.8700|-68.0960|sight
Glaciar Martial|Martial Glacier|Ushuaia|AR|-54.7800|-68.4000|nature
Bodega Catena Zapata|Catena Zapata|Mendoza|AR|-33.0240|-68.8330|food
Feria de Tristán Narvaja|Tristán Narvaja market|Montevideo|UY|-34.8985|-56.1790|market
Mercado Agrícola de Montevideo|MAM Montevideo|Montevideo|UY|-34.8887|-56.1766|market
Museo del Carnaval|Carnival Museum Montevideo|Montevideo|UY|-34.9055|-56.2125|museum
Playa Ramírez|Ramírez beach|Montevideo|UY|-34.9170|-56.1700|beach
Museo Andes 1972|Andes 1972 Museum|Montevideo|UY|-34.9060|-56.2070|museum
Fortaleza de Santa Teresa|Parque Nacional Santa Teresa|Chui|UY|-33.9730|-53.5480|sight
Encarnación Costanera|Costanera de Encarnación;Playa San José Encarnación|Encarnación|PY|-27.3400|-55.8650|beach
Costanera de Asunción|Costanera Asunción|Asunción|PY|-25.2770|-57.6290|sight
Plaza Bolívar de Caracas|Plaza Bolívar Caracas|Caracas|VE|10.5061|-66.9146|sight
Panteón Nacional de Venezuela|Panteón Nacional Caracas|Caracas|VE|10.5127|-66.9135|sight
Catedral de Caracas|Caracas Cathedral;Catedral Metropolitana de Santa Ana|Caracas|VE|10.5061|-66.9139|religious
Casa Natal del Libertador|Casa Natal de Simón Bolívar;Bolívar's birthplace|Caracas|VE|10.5050|-66.9122|museum
Palacio Federal Legislativo|Capitolio de Caracas;Capitolio Federal|Caracas|VE|10.5058|-66.9160|sight
Parque Nacional Waraira Repano|El Ávila;Parque Nacional El Ávila;Cerro El Ávila|Caracas|VE|10.5450|-66.8700|nature
Ciudad Universitaria de Caracas|Universidad Central de Venezuela|Caracas|VE|10.4900|-66.8900|sight
Teleférico de Mérida|Mukumbarí|Mérida|VE|8.5910|-71.1510|viewpoint
Catedral de Coro|Coro Cathedral;Catedral de Santa Ana de Coro|Coro|VE|11.4050|-69.6730|religious
Cayo Sombrero|Cayo Sombrero Morrocoy|Tucacas|VE|10.8860|-68.2140|beach
Parque Nacional Morrocoy|Morrocoy|Tucacas|VE|10.8561|-68.3061|nature
Playa Grande de Choroní|Playa Grande Choroní|Maracay|VE|10.5000|-67.6080|beach
Parque El Gallineral|El Gallineral|San Gil|CO|6.5580|-73.1360|park
Desierto de la Tatacoa|Tatacoa Desert|Villavieja|CO|3.2300|-75.1700|nature
Plaza de San Francisco Cusco|San Francisco square Cusco|Cusco|PE|-13.5188|-71.9810|sight
Basílica de la Merced Cusco|Iglesia de la Merced Cusco|Cusco|PE|-13.5180|-71.9795|religious
Choquequirao|Choquequirao ruins|Cachora|PE|-13.3930|-72.8730|sight
Barrio Chino de Lima|Calle Capón|Lima|PE|-12.0500|-77.0260|neighbourhood
Malecón de Miraflores|Miraflores boardwalk|Lima|PE|-12.1270|-77.0370|sight
Bajada de Baños|Bajada de los Baños Barranco|Lima|PE|-12.1490|-77.0220|sight
Laguna Cejar|Cejar lagoon|San Pedro de Atacama|CL|-23.0600|-68.2100|nature
Valle de la Muerte|Death Valley Atacama;Valle de Marte|San Pedro de Atacama|CL|-22.9150|-68.2350|nature
Museo a Cielo Abierto de Valparaíso|Open Air Museum Valparaíso|Valparaíso|CL|-33.0470|-71.6200|museum
Plaza Ñuñoa|Plaza de Ñuñoa|Santiago|CL|-33.4560|-70.5960|sight
Estadio Nacional de Chile|Estadio Nacional Julio Martínez Prádanos|Santiago|CL|-33.4645|-70.6105|sight
Templo Bahá'í de Sudamérica|Bahá'í Temple of South America|Santiago|CL|-33.4720|-70.5090|religious
Cementerio de la Chacarita|Chacarita Cemetery|Buenos Aires|AR|-34.5870|-58.4520|sight
Parque Lezama|Lezama Park|Buenos Aires|AR|-34.6285|-58.3695|park
Plaza Cisneros|Parque de las Luces|Medellín|CO|6.2450|-75.5720|sight
Puerto de Punta del Este|Punta del Este port|Punta del Este|UY|-34.9610|-54.9500|sight
Parque Nacional Torres del Paine|Torres del Paine National Park;Parc national Torres del Paine;Nationalpark Torres del Paine|Puerto Natales|CL|-51.0000|-73.0000|park
Torres del Paine|Towers of Paine;Torri del Paine|Puerto Natales|CL|-50.9525|-72.9897|nature
Cuernos del Paine|Horns of Paine;Los Cuernos|Puerto Natales|CL|-51.0100|-73.0450|nature
Lago Pehoé|Lake Pehoe|Puerto Natales|CL|-51.1000|-73.0667|nature
Lago Grey|Grey Lake;Lake Grey|Puerto Natales|CL|-51.0500|-73.2000|nature
Glaciar Grey|Grey Glacier;Grey-Gletscher|Puerto Natales|CL|-50.9800|-73.2200|nature
Lago Nordenskjöld|Lake Nordenskjold|Puerto Natales|CL|-51.0333|-73.0000|nature
Valle del Francés|French Valley;Valle Frances|Puerto Natales|CL|-51.0000|-73.0800|nature
Lago Sarmiento|Lake Sarmiento|Puerto Natales|CL|-51.0500|-72.7500|nature
Laguna Amarga|Laguna Amarga Torres del Paine|Puerto Natales|CL|-50.9750|-72.7500|nature
Macizo del Paine|Paine Massif;Cordillera del Paine|Puerto Natales|CL|-50.9800|-73.0500|nature
Lago Argentino|Lake Argentino|El Calafate|AR|-50.2167|-72.4167|nature
Lago Viedma|Lake Viedma|El Calafate|AR|-49.6000|-72.5000|nature
Parque Nacional Los Glaciares|Los Glaciares National Park;Nationalpark Los Glaciares;Parc national Los Glaciares|El Calafate|AR|-50.0000|-73.2500|park
Glaciar Upsala|Upsala Glacier|El Calafate|AR|-49.8800|-73.2800|nature
Reserva Laguna Nimez|Laguna Nimez|El Calafate|AR|-50.3290|-72.2700|nature
Parque Nacional Tierra del Fuego|Tierra del Fuego National Park;Nationalpark Feuerland;Parc national de la Terre de Feu|Ushuaia|AR|-54.8400|-68.5500|park
Canal Beagle|Beagle Channel;Beagle-Kanal;Canal de Beagle|Ushuaia|AR|-54.8756|-68.1364|nature
Laguna Esmeralda Ushuaia|Laguna Esmeralda Tierra del Fuego|Ushuaia|AR|-54.6690|-68.1450|nature
Lago Fagnano|Lake Fagnano;Lago Kami|Tolhuin|AR|-54.5433|-67.9833|nature
Isla Martillo|Pingüinera Isla Martillo;Martillo Island|Ushuaia|AR|-54.9090|-67.3820|nature
Lago General Carrera|General Carrera Lake;Lago Buenos Aires|Chile Chico|CL|-46.4375|-71.7150|nature
Capillas de Mármol|Marble Caves;Marble Chapels;Catedral de Mármol;Cavernas de Mármol|Cochrane|CL|-46.6480|-72.6180|nature
Parque Nacional Queulat|Queulat National Park|Puerto Cisnes|CL|-44.4500|-72.4500|park
Ventisquero Colgante|Hanging Glacier Queulat;Glaciar Colgante Queulat|Puerto Cisnes|CL|-44.4700|-72.5400|nature
Parque Nacional Pumalín|Pumalín Douglas Tompkins;Pumalin Park;Parque Pumalín|Chaitén|CL|-42.5844|-72.4961|park
Lago Yelcho|Lake Yelcho|Chaitén|CL|-43.3000|-72.3000|nature
Parque Nacional Patagonia|Patagonia National Park;Valle Chacabuco|Cochrane|CL|-47.1183|-72.4847|park
Península Valdés|Valdés Peninsula|Puerto Madryn|AR|-42.5000|-63.9500|nature
Punta Tombo|Reserva Punta Tombo;Pingüinera Punta Tombo|Rawson|AR|-44.0460|-65.2230|nature
Salinas Grandes|Salinas Grandes de Jujuy|Tilcara|AR|-23.6200|-65.8700|nature
Quebrada de Humahuaca|Humahuaca Gorge|Tilcara|AR|-23.5800|-65.4000|nature
Parque Nacional Los Cardones|Los Cardones National Park|Cachí|AR|-25.3000|-65.9500|park
Viaducto La Polvorilla|La Polvorilla Viaduct;Viaducto de la Polvorilla|San Antonio de los Cobres|AR|-24.2040|-66.3850|sight
Parque Nacional Iguazú|Iguazú National Park|Puerto Iguazú|AR|-25.6167|-54.3333|park
Lago Nahuel Huapi|Nahuel Huapi Lake|San Carlos de Bariloche|AR|-41.0903|-71.3356|nature
Parque Nacional Nahuel Huapi|Nahuel Huapi National Park|San Carlos de Bariloche|AR|-41.0000|-71.5000|park
Cerro Otto|Cerro Otto Bariloche|San Carlos de Bariloche|AR|-41.1448|-71.3758|nature
Isla Victoria|Victoria Island Bariloche|Villa La Angostura|AR|-40.9600|-71.5400|nature
Bosque de Arrayanes|Parque Nacional Los Arrayanes;Arrayanes Forest|Villa La Angostura|AR|-40.8230|-71.6330|nature
Cerro Tronador|Monte Tronador;Tronador|San Carlos de Bariloche|AR|-41.1570|-71.8850|nature
Lago Gutiérrez|Lake Gutierrez|San Carlos de Bariloche|AR|-41.1700|-71.4100|nature
Lago Mascardi|Lake Mascardi|San Carlos de Bariloche|AR|-41.3483|-71.5636|nature
Lago Traful|Lake Traful|Villa La Angostura|AR|-40.6347|-71.4267|nature
Lago Correntoso|Lake Correntoso|Villa La Angostura|AR|-40.7100|-71.6700|nature
Lago Lácar|Lake Lacar|San Martín de los Andes|AR|-40.1833|-71.5333|nature
Géiseres del Tatio|El Tatio;El Tatio Geysers;Geysers del Tatio|San Pedro de Atacama|CL|-22.3330|-68.0100|nature
Laguna Chaxa|Chaxa Lagoon|San Pedro de Atacama|CL|-23.2900|-68.1800|nature
Salar de Atacama|Atacama Salt Flat|San Pedro de Atacama|CL|-23.5000|-68.2500|nature
Monumento Natural Islotes de Puñihuil|Pingüinera de Puñihuil;Puñihuil;Punihuil penguins|Ancud|CL|-41.9200|-74.0400|nature
Parque Nacional Chiloé|Chiloé National Park|Castro|CL|-42.5500|-74.0500|park
Lago Villarrica|Lake Villarrica|Pucón|CL|-39.2500|-72.0833|nature
Parque Nacional Huerquehue|Huerquehue National Park|Pucón|CL|-39.1386|-71.6664|park
Lago Caburgua|Lake Caburgua|Pucón|CL|-39.1300|-71.7800|nature
Parque Nacional Villarrica|Villarrica National Park|Pucón|CL|-39.4167|-71.9333|park
Lago Calafquén|Lake Calafquen|Villarrica|CL|-39.5200|-72.1472|nature
Santuario de la Naturaleza Dunas de Concón|Dunas de Concón;Concon dunes|Viña del Mar|CL|-32.9450|-71.5450|nature
Isla Incahuasi|Isla del Pescado;Incahuasi Island|Colchani|BO|-20.2420|-67.6250|nature
Lago Titicaca|Lake Titicaca;Titicacasee;Lac Titicaca;Lago Titicaca Peru|Puno|PE|-15.9200|-69.3400|nature
Isla de la Luna|Island of the Moon;Koati|Yumani|BO|-16.0403|-69.0708|nature
Nevado Ausangate|Ausangate|Pitumarca|PE|-13.7886|-71.2311|nature
Nevado Salkantay|Salkantay;Salcantay|Limatambo|PE|-13.3340|-72.5420|nature
Parque Nacional Huascarán|Huascarán National Park|Yungay|PE|-9.2000|-77.5500|park
Laguna Churup|Lake Churup|Huaraz|PE|-9.4830|-77.4250|nature
Nevado Pastoruri|Glaciar Pastoruri;Pastoruri Glacier|Huaraz|PE|-9.9060|-77.1840|nature
Nevado Alpamayo|Alpamayo|Carás|PE|-8.8800|-77.6500|nature
Los Gemelos Santa Cruz|Los Gemelos Galápagos;Twin Craters|Puerto Ayora|EC|-0.6250|-90.3850|nature
Isla Bartolomé|Bartolome Island;Pinnacle Rock|Puerto Ayora|EC|-0.2850|-90.5500|nature
Isla Seymour Norte|North Seymour Island;North Seymour|Puerto Ayora|EC|-0.3970|-90.2900|nature
Isla Plaza Sur|South Plaza Island;South Plaza|Puerto Ayora|EC|-0.5830|-90.1660|nature
Volcán Sierra Negra|Sierra Negra volcano;Sierra Negra Galápagos|Puerto Villamil|EC|-0.8300|-91.1700|nature
Isla Española|Española Island;Hood Island|Puerto Baquerizo Moreno|EC|-1.3756|-89.6778|nature
Isla Genovesa|Genovesa Island;Tower Island|Puerto Ayora|EC|0.3172|-89.9594|nature
Isla Isabela|Isabela Island|Puerto Villamil|EC|-0.5000|-91.1000|nature
Playa Las Bachas|Las Bachas|Puerto Ayora|EC|-0.4850|-90.3310|beach
Volcán Tungurahua|Tungurahua|Baños|EC|-1.4670|-78.4420|nature
Laguna de Limpiopungo|Limpiopungo|Latacunga|EC|-0.6200|-78.4700|nature
Volcán Cayambe|Cayambe volcano|Cayambe|EC|0.0290|-77.9860|nature
Caño Cristales|Caño Cristales River;Rainbow River Colombia|La Macarena|CO|2.2680|-73.7960|nature
Embalse Peñol-Guatapé|Represa de Guatapé;Guatapé Reservoir;Embalse de Guatapé|Guatapé|CO|6.2500|-75.1500|nature
Parque Nacional Natural Los Nevados|Los Nevados National Park|Manizales|CO|4.8000|-75.3700|park
Parque Nacional da Chapada Diamantina|Chapada Diamantina National Park|Seabra|BR|-12.8803|-41.3722|park
Parque Nacional da Chapada dos Veadeiros|Chapada dos Veadeiros National Park|Cavalcante|BR|-14.0833|-47.6667|park
Parque Nacional de Jericoacoara|Jericoacoara National Park|Camocim|BR|-2.8000|-40.5000|park
Parque Nacional de Anavilhanas|Arquipélago de Anavilhanas;Anavilhanas|Manacapuru|BR|-2.3947|-60.9206|park
Isla de Lobos|Lobos Island Uruguay|Punta del Este|UY|-35.0503|-54.8742|nature
Parque Nacional Nahuelbuta|Nahuelbuta National Park|Angol|CL|-37.8000|-73.0000|park
Volcán Llaima|Llaima volcano|Vilcún|CL|-38.6920|-71.7290|nature
Parque Nacional Conguillío|Conguillío National Park|Vilcún|CL|-38.6500|-71.6500|park
Lago Llanquihue|Lake Llanquihue|Puerto Varas|CL|-41.1300|-72.8000|nature
Lago Todos los Santos|Lake Todos los Santos;Lago Esmeralda Chile|Puerto Varas|CL|-41.1000|-72.2000|nature
Parque Nacional Vicente Pérez Rosales|Vicente Pérez Rosales National Park|Puerto Varas|CL|-41.1417|-72.1731|park
Volcán Calbuco|Calbuco volcano|Puerto Varas|CL|-41.3300|-72.6180|nature
Parque Nacional Alerce Andino|Alerce Andino National Park|Puerto Montt|CL|-41.5780|-72.5441|park
Volcán Lanín|Lanín;Lanin volcano|Junín de los Andes|AR|-39.6370|-71.5020|nature
Parque Nacional Lanín|Lanín National Park|San Martín de los Andes|AR|-40.1603|-71.3575|park
Lago Huechulafquen|Lake Huechulafquen|Junín de los Andes|AR|-39.7700|-71.3500|nature
Parque Nacional Pan de Azúcar|Pan de Azúcar National Park|Chañaral|CL|-26.1497|-70.6506|park
Valle del Encanto|Monumento Nacional Valle del Encanto|Ovalle|CL|-30.6830|-71.3830|sight
Parque Nacional Bosque Fray Jorge|Fray Jorge National Park|Ovalle|CL|-30.6625|-71.6828|park
Isla Damas|Reserva Nacional Pingüino de Humboldt|La Serena|CL|-29.2300|-71.5300|nature
Embalse Puclaro|Puclaro reservoir|Vicuña|CL|-29.9900|-70.8500|nature
Lago Ranco|Lake Ranco|Río Bueno|CL|-40.2475|-72.3853|nature
Lago Panguipulli|Lake Panguipulli|Panguipulli|CL|-39.7000|-72.2500|nature
Volcán Puyehue||Puyehue|CL|-40.5900|-72.1170|nature
Parque Nacional Puyehue|Puyehue National Park|Puyehue|CL|-40.7000|-72.1500|park
Lago Puyehue|Lake Puyehue|Puyehue|CL|-40.6836|-72.4628|nature
Parque Nacional La Campana|La Campana National Park|Quillota|CL|-32.9167|-71.1500|park
Lago Chungará|Lake Chungara|Putre|CL|-18.2500|-69.1500|nature
Parque Nacional Lauca|Lauca National Park|Putre|CL|-18.2500|-69.2500|park
Volcán Parinacota|Parinacota volcano|Putre|CL|-18.1660|-69.1420|nature
Parque Nacional Talampaya|Talampaya National Park;Talampaya|Villa Unión|AR|-29.8000|-67.8300|park
Parque Provincial Ischigualasto|Valle de la Luna San Juan;Ischigualasto|San Agustín de Valle Fértil|AR|-30.0667|-68.0000|park
Cerro Uritorco|Uritorco|Capilla del Monte|AR|-30.8442|-64.4761|nature
Parque Nacional Quebrada del Condorito|Quebrada del Condorito|Villa Carlos Paz|AR|-31.6976|-64.7833|park
Lago San Roque|Lake San Roque|Villa Carlos Paz|AR|-31.3700|-64.4700|nature
Parque Nacional El Palmar|El Palmar National Park|Colón|AR|-31.8531|-58.3225|park
Esteros del Iberá|Iberá Wetlands;Parque Nacional Iberá|Concepción|AR|-28.5500|-57.2000|nature
Laguna del Iberá|Iberá lagoon|Concepción|AR|-28.5200|-57.1800|nature
Saltos del Moconá|Moconá Falls|El Soberbio|AR|-27.1500|-53.9000|nature
Bahía San Blas|San Blas bay|Carmen de Patagones|AR|-40.5500|-62.2500|nature
Cerro Piltriquitrón|Piltriquitron|El Bolsón|AR|-41.9849|-71.4593|nature
Parque Nacional Los Alerces|Los Alerces National Park|Esquel|AR|-42.8075|-71.8989|park
Lago Futalaufquen|Lake Futalaufquen|Esquel|AR|-42.8286|-71.6381|nature
Lago Menéndez|Lake Menendez|Esquel|AR|-42.6833|-71.8333|nature
Volcán Tunupa|Tunupa;Cerro Tunupa|Colchani|BO|-19.8319|-67.6450|nature
Parque Nacional Sajama|Sajama National Park|Curahuara de Carangas|BO|-18.1500|-68.9000|park
Nevado Sajama|Sajama|Curahuara de Carangas|BO|-18.1080|-68.8830|nature
Parque Nacional Toro Toro|Torotoro National Park|Mizque|BO|-18.1300|-65.7700|park
Parque Nacional Amboró|Amboro National Park|Samaipata|BO|-17.7500|-63.9000|park
Huayna Potosí||La Paz|BO|-16.2630|-68.1530|nature
Illimani|Nevado Illimani|La Paz|BO|-16.6400|-67.7900|nature
Camino de la Muerte|Death Road;Yungas Road;Carretera de la Muerte|Coroico|BO|-16.2500|-67.7700|nature
Laguna Llaca|Llaca lake|Huaraz|PE|-9.4400|-77.4400|nature
Laguna Rajucolta|Rajucolta|Huaraz|PE|-9.6300|-77.3300|nature
Nevado Huandoy|Huandoy|Yungay|PE|-9.0286|-77.6653|nature
Nevado Chopicalqui|Chopicalqui|Yungay|PE|-9.0800|-77.5800|nature
Cañón del Pato|Canyon del Pato|Carás|PE|-8.7700|-77.8400|nature
Cañón de Cotahuasi|Cotahuasi Canyon|Cotahuasi|PE|-15.2670|-73.0330|nature
Reserva Nacional Salinas y Aguada Blanca|Salinas y Aguada Blanca|Arequipa|PE|-16.0000|-71.3000|nature
Volcán Chachani|Chachani|Arequipa|PE|-16.1910|-71.5300|nature
Valle de los Volcanes|Andagua valley|Chivay|PE|-15.5333|-72.3167|nature
Cerro Blanco Nasca|Cerro Blanco dune|Nazca|PE|-14.9700|-74.8500|nature
Playa Roja Paracas|Red Beach Paracas|Paracas|PE|-13.8750|-76.3150|beach
Candelabro de Paracas|Paracas Candelabra;El Candelabro|Paracas|PE|-13.7930|-76.3080|sight
Reserva Nacional Pampa Galeras|Pampa Galeras|Puquio|PE|-14.6600|-74.3900|nature
Valle Rojo|Red Valley Vinicunca|Pitumarca|PE|-13.8600|-71.3000|nature
Montaña de Palccoyo|Palccoyo;Palcoyo rainbow mountain|Checacupe|PE|-14.0130|-71.3870|nature
Nevado Verónica|Huacay Huilque|Ollantaytambo|PE|-13.1650|-72.3264|nature
Reserva Nacional Tambopata|Tambopata National Reserve|Puerto Maldonado|PE|-12.9500|-69.6000|nature
Lago Sandoval|Sandoval Lake|Puerto Maldonado|PE|-12.6100|-69.0400|nature
Catarata de Yumbilla|Yumbilla falls|Chachapoyas|PE|-5.9200|-77.9100|nature
Playa Máncora|Mancora beach|Máncora|PE|-4.1060|-81.0510|beach
Isla Santa Cruz Galápagos|Santa Cruz Island Galápagos|Puerto Ayora|EC|-0.6200|-90.3600|nature
Isla San Cristóbal Galápagos|San Cristóbal Island|Puerto Baquerizo Moreno|EC|-0.8500|-89.4500|nature
Isla Floreana|Floreana Island;Charles Island|Puerto Ayora|EC|-1.2900|-90.4400|nature
Isla Fernandina|Fernandina Island;Narborough Island|Puerto Villamil|EC|-0.3700|-91.5500|nature
Isla Rábida|Rabida Island|Puerto Ayora|EC|-0.4100|-90.7100|nature
Isla Santa Fe Galápagos|Santa Fe Island|Puerto Ayora|EC|-0.8200|-90.0600|nature
Parque Nacional Galápagos|Galápagos National Park|Puerto Ayora|EC|-0.6500|-90.4000|park
Laguna El Junco|El Junco lagoon|Puerto Baquerizo Moreno|EC|-0.8950|-89.4800|nature
Reserva Ecológica Los Ilinizas|Los Illinizas;Ilinizas|Latacunga|EC|-0.6600|-78.7100|nature
Volcán Pichincha|Guagua Pichincha|Quito|EC|-0.1710|-78.5980|nature
Volcán Antisana|Antisana|Quito|EC|-0.4810|-78.1410|nature
Reserva Ecológica Cotacachi-Cayapas|Cotacachi Cayapas|Cotacachi|EC|0.3600|-78.3500|nature
Laguna de Mojanda|Mojanda lakes|Otavalo|EC|0.1300|-78.2700|nature
Lago San Pablo|San Pablo lake Otavalo|Otavalo|EC|0.2100|-78.2200|nature
Reserva de Producción Faunística Cuyabeno|Cuyabeno Wildlife Reserve|Nueva Loja|EC|-0.0000|-76.2500|nature
Parque Nacional Machalilla|Machalilla National Park|Jipijapa|EC|-1.5625|-80.8300|park
Isla de la Plata|La Plata Island|Montecristi|EC|-1.2700|-81.0700|nature
Playa Los Frailes|Los Frailes beach|Jipijapa|EC|-1.4940|-80.7939|beach
Montañita Beach|Playa de Montañita|Santa Elena|EC|-1.8270|-80.7540|beach
Cascada de San Rafael|San Rafael Falls Ecuador|Cayambe|EC|-0.1000|-77.5800|nature
Parque Nacional Sangay|Sangay National Park|Riobamba|EC|-2.0400|-78.4875|park
Parque Nacional Natural Sierra de la Macarena|Sierra de la Macarena|La Macarena|CO|2.9667|-73.9000|park
Playa Cristal Tayrona|Playa del Muerto;Playa Cristal|Santa Marta|CO|11.3230|-74.0480|beach
Sierra Nevada de Santa Marta|Parque Nacional Natural Sierra Nevada de Santa Marta|Santa Marta|CO|10.8500|-73.7500|park
Cabo de la Vela||Uribia|CO|12.2075|-72.1728|nature
Cañón del Chicamocha|Chicamocha Canyon;Parque Nacional del Chicamocha|Bucaramanga|CO|6.7500|-73.0330|nature
Playa Blanca San Antero|San Antero beach|San Antero|CO|9.4000|-75.8000|beach
Isla Múcura||San Onofre|CO|9.7830|-75.8670|nature
Islas de San Bernardo|San Bernardo islands|San Onofre|CO|9.7700|-75.8500|nature
Laguna de la Cocha|La Cocha lake|Pasto|CO|1.1000|-77.1500|nature
Volcán Galeras||Pasto|CO|1.2200|-77.3600|nature
Parque Nacional Natural Utría|Utría National Park|Nuquí|CO|6.0031|-77.2419|park
Parque Nacional Natural Amacayacu|Amacayacu|Leticia|CO|-3.5000|-70.2000|park
Lago Tarapoto|Tarapoto lakes|Puerto Nariño|CO|-3.7900|-70.4200|nature
Parque Nacional Natural Isla Gorgona|Gorgona Island|Guapí|CO|2.9700|-78.1800|park
Laguna de Iguaque|Iguaque|Villa de Leyva|CO|5.6900|-73.4500|nature
Pozos Azules Villa de Leyva|Pozos Azules|Villa de Leyva|CO|5.6440|-73.5490|nature
Parque Nacional Natural El Cocuy|El Cocuy National Park;Sierra Nevada del Cocuy|El Cocuy|CO|6.5010|-72.1200|park
Lagoa Azul Lençóis Maranhenses|Lagoa Azul Lençóis|Barreirinhas|BR|-2.5200|-43.0700|nature
Lagoa Bonita Lençóis Maranhenses|Lagoa Bonita|Barreirinhas|BR|-2.5300|-43.0150|nature
Vale do Pati|Pati Valley|Seabra|BR|-12.8200|-41.4400|nature
Parque Nacional Marinho de Fernando de Noronha|Fernando de Noronha Marine National Park|Fernando de Noronha (Distrito Estadual)|BR|-3.8500|-32.4300|park
Morro Dois Irmãos Noronha|Dois Irmãos Noronha|Fernando de Noronha (Distrito Estadual)|BR|-3.8490|-32.4440|nature
Baía dos Golfinhos|Dolphin Bay Noronha|Fernando de Noronha (Distrito Estadual)|BR|-3.8570|-32.4540|nature
Praia do Leão|Leão beach Noronha|Fernando de Noronha (Distrito Estadual)|BR|-3.8690|-32.4140|beach
Lagoa do Paraíso Jericoacoara|Lagoa do Paraíso|Cruz|BR|-2.8430|-40.4380|nature
Praia do Sono|Sono beach|Paraty|BR|-23.3330|-44.6320|beach
Saco do Mamanguá|Mamanguá fjord|Paraty|BR|-23.2800|-44.6400|nature
Praia de Dois Rios|Dois Rios beach|Angra dos Reis|BR|-23.1860|-44.1940|beach
Pico do Papagaio Ilha Grande|Pico do Papagaio|Angra dos Reis|BR|-23.1550|-44.1969|nature
Praia do Santinho|Santinho beach|Florianópolis|BR|-27.4620|-48.3770|beach
Praia de Jurerê|Jurerê Internacional;Jurere beach|Florianópolis|BR|-27.4390|-48.4950|beach
Praia Brava Florianópolis|Praia Brava Floripa|Florianópolis|BR|-27.3980|-48.4150|beach
Lagoinha do Leste|Praia da Lagoinha do Leste|Florianópolis|BR|-27.7730|-48.4860|beach
Ilha do Campeche|Campeche island|Florianópolis|BR|-27.6960|-48.4640|nature
Praia do Matadeiro|Matadeiro beach|Florianópolis|BR|-27.7520|-48.4980|beach
Dunas da Joaquina|Joaquina dunes|Florianópolis|BR|-27.6250|-48.4530|nature
Praia da Lua Manaus|Praia da Lua|Manaus|BR|-3.0500|-60.1400|beach
Parque Nacional da Serra dos Órgãos|Serra dos Órgãos National Park|Teresópolis|BR|-22.4600|-43.0000|park
Dedo de Deus|God's Finger|Teresópolis|BR|-22.4715|-43.0085|nature
Parque Nacional do Itatiaia|Itatiaia National Park|Itatiaia|BR|-22.3753|-44.6622|park
Pico das Agulhas Negras|Agulhas Negras|Itatiaia|BR|-22.3800|-44.6700|nature
Parque Nacional da Serra da Canastra|Serra da Canastra|Passos|BR|-20.2700|-46.6100|park
Cânion Fortaleza|Fortaleza Canyon|Sombrio|BR|-29.0600|-50.0700|nature
Parque Nacional da Serra da Capivara|Serra da Capivara National Park|São Raimundo Nonato|BR|-8.8300|-42.5500|park
Parque Nacional de Sete Cidades|Sete Cidades National Park|Piracuruca|BR|-4.0833|-41.6667|park
Delta do Parnaíba|Parnaíba Delta|Parnaíba|BR|-2.8000|-41.8000|nature
Parque Nacional do Catimbau|Vale do Catimbau|Buíque|BR|-8.5158|-37.3497|park
Cânion do Xingó|Xingó Canyon;Cânions do São Francisco|Canindé de São Francisco|BR|-9.6300|-37.8600|nature
Praia do Espelho|Espelho beach|Porto Seguro|BR|-16.6600|-39.1300|beach
Praia de Taipu de Fora|Taipu de Fora|Maraú|BR|-13.9300|-38.9400|beach
Morro de São Paulo Primeira Praia|Primeira Praia|Valença|BR|-13.3800|-38.9100|beach
Praia do Rosa|Rosa beach|Imbituba|BR|-28.1300|-48.6500|beach
Laguna de Rocha|Rocha lagoon|La Paloma|UY|-34.6219|-54.2872|nature
Laguna Garzón|Garzón lagoon|San Carlos|UY|-34.7800|-54.5700|nature
Playa Brava Punta del Este|Playa Brava|Punta del Este|UY|-34.9550|-54.9350|beach
Playa Mansa Punta del Este|Playa Mansa|Punta del Este|UY|-34.9350|-54.9650|beach
Cerro Pan de Azúcar Uruguay|Cerro Pan de Azúcar|Piriápolis|UY|-34.8092|-55.2586|nature
Parque Nacional Cabo Polonio|Cabo Polonio National Park|Castillos|UY|-34.4000|-53.8000|park
Quebrada de los Cuervos|Quebrada de los Cuervos Uruguay|Treinta y Tres|UY|-32.9300|-54.4600|nature
`;
