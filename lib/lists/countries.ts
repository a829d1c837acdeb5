/**
 * The 52 African countries stories can be set in. The spec fixes the count at 52, while
 * Africa has 54 UN member states: we leave out the two least populous, Seychelles and
 * São Tomé and Príncipe, as the rule that needs no judgement call. The Studio offers exactly
 * this list (sanity/schema-types/documents/story.ts); it also drives the sample data.
 */
export const COUNTRIES = [
  'Algeria',
  'Angola',
  'Benin',
  'Botswana',
  'Burkina Faso',
  'Burundi',
  'Cabo Verde',
  'Cameroon',
  'Central African Republic',
  'Chad',
  'Comoros',
  'Democratic Republic of the Congo',
  'Djibouti',
  'Egypt',
  'Equatorial Guinea',
  'Eritrea',
  'Eswatini',
  'Ethiopia',
  'Gabon',
  'Gambia',
  'Ghana',
  'Guinea',
  'Guinea-Bissau',
  "Côte d'Ivoire",
  'Kenya',
  'Lesotho',
  'Liberia',
  'Libya',
  'Madagascar',
  'Malawi',
  'Mali',
  'Mauritania',
  'Mauritius',
  'Morocco',
  'Mozambique',
  'Namibia',
  'Niger',
  'Nigeria',
  'Republic of the Congo',
  'Rwanda',
  'Senegal',
  'Sierra Leone',
  'Somalia',
  'South Africa',
  'South Sudan',
  'Sudan',
  'Tanzania',
  'Togo',
  'Tunisia',
  'Uganda',
  'Zambia',
  'Zimbabwe',
] as const

export type Country = (typeof COUNTRIES)[number]

/** Whether `name` is one of the site's countries (a story's country is typed as one already). */
export const isCountry = (name: string): name is Country =>
  (COUNTRIES as readonly string[]).includes(name)
