// The 52 countries (lib/lists/countries.ts) named in the reader's language: their English names,
// and the others from the runtime's CLDR data (Intl.DisplayNames), but where CLDR's short form is
// not how a reader would name the country (`Congo - Kinshasa`), the country's own name.
import { isCountry, type Country } from '@/lib/lists/countries'
import { LANGUAGES, type Locale } from '@/lib/i18n/locales'

/** Each country's ISO 3166-1 code, which Intl.DisplayNames names. */
export const COUNTRY_CODES = {
  Algeria: 'DZ',
  Angola: 'AO',
  Benin: 'BJ',
  Botswana: 'BW',
  'Burkina Faso': 'BF',
  Burundi: 'BI',
  'Cabo Verde': 'CV',
  Cameroon: 'CM',
  'Central African Republic': 'CF',
  Chad: 'TD',
  Comoros: 'KM',
  'Democratic Republic of the Congo': 'CD',
  Djibouti: 'DJ',
  Egypt: 'EG',
  'Equatorial Guinea': 'GQ',
  Eritrea: 'ER',
  Eswatini: 'SZ',
  Ethiopia: 'ET',
  Gabon: 'GA',
  Gambia: 'GM',
  Ghana: 'GH',
  Guinea: 'GN',
  'Guinea-Bissau': 'GW',
  "Côte d'Ivoire": 'CI',
  Kenya: 'KE',
  Lesotho: 'LS',
  Liberia: 'LR',
  Libya: 'LY',
  Madagascar: 'MG',
  Malawi: 'MW',
  Mali: 'ML',
  Mauritania: 'MR',
  Mauritius: 'MU',
  Morocco: 'MA',
  Mozambique: 'MZ',
  Namibia: 'NA',
  Niger: 'NE',
  Nigeria: 'NG',
  'Republic of the Congo': 'CG',
  Rwanda: 'RW',
  Senegal: 'SN',
  'Sierra Leone': 'SL',
  Somalia: 'SO',
  'South Africa': 'ZA',
  'South Sudan': 'SS',
  Sudan: 'SD',
  Tanzania: 'TZ',
  Togo: 'TG',
  Tunisia: 'TN',
  Uganda: 'UG',
  Zambia: 'ZM',
  Zimbabwe: 'ZW',
} as const satisfies Record<Country, string>

/**
 * Where CLDR's name is a short form or two names in one: the two Congos by their names, Côte
 * d'Ivoire and Cabo Verde as their readers write them.
 */
const OWN_NAMES: Partial<Record<Locale, Partial<Record<Country, string>>>> = {
  fr: {
    'Democratic Republic of the Congo': 'République démocratique du Congo',
    'Republic of the Congo': 'République du Congo',
  },
  pt: {
    'Democratic Republic of the Congo': 'República Democrática do Congo',
    'Republic of the Congo': 'República do Congo',
    "Côte d'Ivoire": 'Costa do Marfim',
  },
  ar: {
    'Democratic Republic of the Congo': 'جمهورية الكونغو الديمقراطية',
    'Republic of the Congo': 'جمهورية الكونغو',
  },
  sw: {
    'Democratic Republic of the Congo': 'Jamhuri ya Kidemokrasia ya Kongo',
    'Republic of the Congo': 'Jamhuri ya Kongo',
    'Cabo Verde': 'Cabo Verde',
    // CLDR's Swahili drops the circumflex and writes Burkina Faso in one word; its press does not.
    "Côte d'Ivoire": 'Côte d’Ivoire',
    'Burkina Faso': 'Burkina Faso',
    // CLDR keeps the English spelling; Swahili writes it as it says it.
    Chad: 'Chadi',
  },
  // As BBC Hausa and Nigeria's Hausa press write them, where CLDR's form is older or Niger's.
  ha: {
    Benin: 'Jamhuriyar Benin',
    Chad: 'Chadi',
    Ghana: 'Ghana',
    Botswana: 'Botswana',
    'Cabo Verde': 'Cape Verde',
    'Central African Republic': 'Jamhuriyar Afirka ta Tsakiya',
    Comoros: 'Komoros',
    Egypt: 'Masar',
    Eritrea: 'Eritiriya',
    "Côte d'Ivoire": 'Kwaddibuwa',
    Nigeria: 'Najeriya',
    'Republic of the Congo': 'Jamhuriyar Kongo',
    Senegal: 'Senegal',
    'Sierra Leone': 'Saliyo',
    'South Africa': 'Afirka ta Kudu',
  },
  // As Ethiopia's Amharic press writes them where CLDR's spelling is older (ጐ for ጎ, ዚምቧቤ) or a
  // short form (ኮንጎ-ኪንሻሳ), as a second reader confirmed; prefix-safe (ከ…, የ…, no leading የ).
  am: {
    Angola: 'አንጎላ',
    Burundi: 'ቡሩንዲ',
    'Cabo Verde': 'ኬፕ ቨርዴ',
    'Central African Republic': 'መካከለኛው አፍሪካ ሪፐብሊክ',
    'Democratic Republic of the Congo': 'ዴሞክራቲክ ሪፐብሊክ ኮንጎ',
    Egypt: 'ግብፅ',
    'Guinea-Bissau': 'ጊኒ ቢሳው',
    Mauritania: 'ሞሪታኒያ',
    Mauritius: 'ሞሪሺየስ',
    'Republic of the Congo': 'ኮንጎ ሪፐብሊክ',
    Togo: 'ቶጎ',
    Zimbabwe: 'ዚምባብዌ',
  },
  // Where CLDR's Yoruba is an old name (Saṣiland), slang (Nàìjá for Niger), reads as another
  // country (Siria looni), a short form (Kóńgò – Kinshasa) or lacks its tone marks, as a second
  // reader corrected them.
  yo: {
    Algeria: 'Àlùgèríà',
    'Cabo Verde': 'Cabo Verde',
    Cameroon: 'Kamẹrúùnù',
    'Central African Republic': 'Orílẹ̀-èdè Olómìnira Àárín Gbùngbùn Áfíríkà',
    'Democratic Republic of the Congo': 'Orílẹ̀-èdè Olómìnira Tiwa-n-tiwa ti Kóńgò',
    Djibouti: 'Jìbúútì',
    'Equatorial Guinea': 'Equatorial Guinea',
    Eritrea: 'Ẹ̀rítíréà',
    Eswatini: 'Eswatini',
    Ethiopia: 'Etiópíà',
    Ghana: 'Ghana',
    Guinea: 'Gínì',
    'Guinea-Bissau': 'Gínì-Bìsáù',
    "Côte d'Ivoire": 'Côte d’Ivoire',
    Lesotho: 'Lẹ̀sótò',
    Liberia: 'Làìbéríà',
    Libya: 'Líbíyà',
    Madagascar: 'Madagásíkà',
    Mauritania: 'Mọ̀rìtáníà',
    Mauritius: 'Mọ̀rísọ́sì',
    Morocco: 'Mòrókò',
    Mozambique: 'Mòsáńbíìkì',
    Niger: 'Niger',
    'Republic of the Congo': 'Orílẹ̀-èdè Olómìnira Kóńgò',
    Rwanda: 'Rùwáńdà',
    Senegal: 'Sẹ̀nẹ̀gà',
    'Sierra Leone': 'Sierra Leone',
    'South Africa': 'Gúúsù Áfíríkà',
    'South Sudan': 'Gúúsù Sùdáànì',
    Sudan: 'Sùdáànì',
    Togo: 'Tógò',
    Tunisia: 'Tùnísíà',
    Zambia: 'Sámbíà',
    Zimbabwe: 'Sìmbábúwè',
  },
}

const displayNames = new Map<Locale, Intl.DisplayNames>()

/** `country` as a reader of `locale` names it: 'Afrique du Sud', 'جنوب أفريقيا', 'Afrika Kusini'. */
export function countryName(country: Country, locale: Locale): string {
  if (locale === 'en') return country
  const own = OWN_NAMES[locale]?.[country]
  if (own) return own
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([LANGUAGES[locale].intl], { type: 'region' })
    displayNames.set(locale, names)
  }
  return names.of(COUNTRY_CODES[country]) ?? country
}

/** Countries English reads with "the" inside a sentence ("stories from the Gambia"). */
const WITH_THE: ReadonlySet<string> = new Set<Country>([
  'Central African Republic',
  'Comoros',
  'Democratic Republic of the Congo',
  'Gambia',
  'Republic of the Congo',
])

/**
 * `country` inside a sentence of `locale`: "the Democratic Republic of the Congo" in English (a
 * list, a filter or a label names it bare); as countryName elsewhere.
 */
export function countryInText(country: Country, locale: Locale): string {
  const name = countryName(country, locale)
  return locale === 'en' && WITH_THE.has(country) ? `the ${name}` : name
}

/** A story's country as the reader names it; a name not in the list stays as the editor wrote it. */
export function storyCountryName(country: string, locale: Locale): string {
  return isCountry(country) ? countryName(country, locale) : country
}

/** A story's country inside a sentence (countryInText); a name not in the list as written. */
export function storyCountryInText(country: string, locale: Locale): string {
  return isCountry(country) ? countryInText(country, locale) : country
}
