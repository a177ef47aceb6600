import { placeKey } from './place-key.js';
import { MONTH_NAMES } from './months.js';
import { WEEKDAY_NAMES } from './weekdays.js';

/**
 * Capitalised words that are never a place by themselves: months and weekdays, nationalities and
 * languages, parts of the day, apps and booking sites, bodies and labels ("UNESCO", "World
 * Heritage", "Patrimonio"), a broadcast's labels ("HDTV", "Stereo", "Details"), holidays, wars ("Zweiten Weltkrieg"), Italian centuries ("nell'Ottocento"),
 * ages ("Moyen Âge", "Edad Media"), words that point along a list ("Siguiente", "Next"), vehicles
 * ("Tuk Tuk") and dishes ("Vegan nata", "Char Siew"). A candidate made only of these (and
 * connectors) is dropped.
 */
const WORDS = `
${Object.values(MONTH_NAMES).flat().join(' ')} fevrier aout decembre maerz
${WEEKDAY_NAMES.join(' ')} weekend weekday feira
morning afternoon evening night noon midnight sunrise sunset breakfast brunch lunch dinner
mañana tarde noche desayuno almuerzo comida cena matin après-midi soir soirée nuit déjeuner dîner
morgen vormittag nachmittag abend nacht frühstück mittagessen abendessen mattina pomeriggio sera notte pranzo cena colazione
manhã tarde noite almoço jantar café-da-manhã
spring summer autumn fall winter primavera verano otoño invierno printemps été automne hiver frühling sommer herbst
estate autunno inverno verão outono
christmas easter ramadan carnival carnaval karneval navidad pascua noël paques ostern weihnachten natale pasqua natal
american americans british english french german germans italian italians spanish spaniards portuguese japanese chinese korean
thai vietnamese indian mexican peruvian brazilian argentine argentinian moroccan turkish greek dutch irish scottish welsh
european asian african australian canadian swiss austrian belgian polish czech hungarian croatian icelandic norwegian swedish danish
finnish russian arabic arab berber moorish islamic muslim muslims christian catholic buddhist hindu jewish roman romans gothic baroque
renaissance romanesque manueline colonial andalusian mediterranean latin western eastern northern southern central
unesco world heritage site heritage unesco world heritage
patrimonio patrimoine património patrimônio patrimoni welterbe weltkulturerbe weltnaturerbe kulturerbe naturerbe
next previous siguiente siguientes anterior próximo próxima proximo proxima suivant suivante précédent précédente
nächste nächster nächstes vorherige prossimo prossima precedente seguinte
tuk tuktuk rickshaw rickshaws songthaew jeepney cyclo trishaw
vegan vegetarian veggie vegano vegana végétarien vegetariano vegetariana vegetarisch
nata natas pastel pasteis pastéis gelato gelati pizza pizzas pasta tapas pintxos paella churros croissant croissants crêpe crêpes crepe crepes
tacos taco burrito tortas suadero birria tlayuda tlayudas ceviche empanada empanadas arepa arepas
char siu siew dim sum laksa satay pho banh mi bao dumplings noodles curry kebab falafel hummus shawarma
schnitzel strudel bratwurst currywurst brezel pretzel francesinha bifana bacalhau
uber bolt grab lyft taxi airbnb booking com tripadvisor viator getyourguide klook expedia skyscanner kayak rome2rio omio trainline
google maps google instagram tiktok youtube facebook pinterest whatsapp twitter reddit wise revolut visa mastercard amex paypal
heymondo safetywing worldnomads amazon netflix spotify chatgpt apple android iphone ios esim wifi wi fi
jr pass rail pass metro card oyster card suica pasmo octopus card viva viagem navigo
euro euros dollar dollars usd eur yen won yuan baht dong peso pesos dirham dirhams pound pounds
tip tips note notes faq faqs pro tip bonus update disclaimer affiliate links
day days week weeks month months year years hour hours minute minutes
mr mrs ms dr chef saint st
i we you he she they it my our your
lonely planet rick steves michelin
consejo consejos conseil conseils tipp tipps hinweis consiglio consigli dica dicas nota ojo importante attention achtung attenzione
horario horarios dirección direccion precio precios entrada entradas tarifa indirizzo orari prezzo biglietto adresse horaires prix tarif
öffnungszeiten preis eintritt morada horário preço ingresso address hours price prices tickets ticket admission opening website web
état etat estado stato staat state province provincia región region regione região
europe europa europa asia asien asie ásia africa afrika afrique áfrica america américa amérique amerika oceania océanie ozeanien
sudamérica suramérica südamerika amérique du sud latinoamérica latin america south north east west
nord sud ouest norte sur oeste norden süden osten westen
vlog blog podcast newsletter episode video photo photos
stereo mono hdtv hd uhd 4k dolby untertitel subtitles audiodeskription breitwand breitwandformat format widescreen mediathek sendung sendetermin livestream
details themen topics thèmes temas temi description descriptions descripción descrizione descrição beschreibung
duecento trecento quattrocento cinquecento seicento settecento ottocento novecento
middle ages moyen âge edad media idade média medioevo mittelalter
war wars weltkrieg weltkriegs weltkrieges krieg kriegs bürgerkrieg guerra guerras guerre guerres mundial mondiale civil
first second seconde seconda segunda primera primeira prima première premiere erste ersten zweite zweiten
indice índice index sommaire inhaltsverzeichnis contents sumario sommario
divers misc miscellaneous varios varias verschiedenes vari varie diversos
mittag mittags mittagspause früh spät
adriatic adriatico adriático adriatique atlantic atlantico atlántico atlantique pacific pacifico pacífico pacifique caribbean caribe caraïbes
baltic báltico baltique aegean egeo égée tyrrhenian tirreno ionian jonio jónico ostsee nordsee mittelmeer
delta united lufthansa ryanair easyjet iberia klm vueling jetblue southwest emirates etihad qantas airasia latam avianca aeromexico volaris wizz
airline airlines airways miles points status lounge upgrade
欧洲 歐洲 亚洲 亞洲 东南亚 東南亞 东亚 ヨーロッパ アジア 東南アジア 유럽 아시아 동남아 동남아시아 北美 南美 中南米 南米 미주
`;

/** Compared as place keys: "Amérique" and "MAÑANA" are "amerique" and "manana". */
const NOT_PLACES = new Set(WORDS.split(/\s+/).filter(Boolean).map(placeKey));

/** True when every word of the name is such a word (or a connector): "March", "Lonely Planet", "Uber". */
export function isNotPlaceName(name: string): boolean {
  const words = placeKey(name).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  return words.every((word) => NOT_PLACES.has(word) || CONNECTORS.has(word) || /^\d+$/.test(word));
}

const CONNECTORS = new Set(['de', 'da', 'do', 'del', 'la', 'le', 'les', 'el', 'of', 'the', 'and', 'y', 'e', 'et', 'und', 'a', 'an', 'to']);
