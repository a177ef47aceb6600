/**
 * Where each language link import reads is a country's own: on a page written in it, a town's namesake
 * there is the one meant ("Cádiz" on a Spanish page is Spain's, not the Philippines'). English is
 * written about everywhere, so it prefers none; nor do Chinese, Japanese and Korean, whose travellers'
 * pages are as often about abroad and whose scripts say whose town a name is.
 */
const LANGUAGE_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  es: ['ES', 'MX', 'AR', 'CO', 'PE', 'CL', 'VE', 'EC', 'GT', 'CU', 'BO', 'DO', 'HN', 'PY', 'SV', 'NI', 'CR', 'PA', 'UY', 'PR', 'GQ'],
  fr: ['FR', 'BE', 'CH', 'LU', 'MC', 'CA', 'SN', 'CI', 'MA', 'DZ', 'TN', 'CM', 'MG', 'ML', 'BF', 'NE', 'GA', 'CG', 'CD', 'BJ', 'TG', 'HT', 'RE', 'GP', 'MQ', 'PF', 'NC'],
  it: ['IT', 'SM', 'VA', 'CH'],
  pt: ['PT', 'BR', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL'],
  de: ['DE', 'AT', 'CH', 'LI', 'LU'],
};

/** The countries whose namesakes a page in `language` prefers, or undefined when its language prefers none. */
export const countriesOfLanguage = (language: string | undefined): readonly string[] | undefined => (language ? LANGUAGE_COUNTRIES[language] : undefined);

/**
 * The one country Japanese, Korean and simplified Chinese are written in: where a page in them is,
 * approximately, when none of its names is one the gazetteer knows (a Korean day plan in 통영, a town
 * GeoNames lacks). Of the corpus pages in simplified Chinese, 50 of 57 are about mainland China; those
 * in traditional Chinese are about Taiwan, Hong Kong, Macau, the mainland and abroad alike, so it has none.
 */
const HOME_COUNTRY: Readonly<Record<string, string>> = { ja: 'Japan', ko: 'South Korea', 'zh-Hans': 'China' };

/** The home country of a page in `language`, written in `script` (ISO 15924) when the language has several. */
export const homeCountryOf = (language: string | undefined, script?: string): string | undefined =>
  language ? (HOME_COUNTRY[script ? `${language}-${script}` : language] ?? HOME_COUNTRY[language]) : undefined;
