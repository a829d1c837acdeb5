// The fixed lists the Studio offers (credit titles, work skills: lib/lists/) named in the reader's
// language, from the catalogs, as the countries are; a value not in its list (typed in an older
// dataset) stays as the editor wrote it.
import { CREDIT_TITLES, type CreditTitle } from '@/lib/lists/credit-titles'
import { WORK_SKILLS } from '@/lib/lists/work-skills'

type WorkSkill = (typeof WORK_SKILLS)[number]
import { LANGUAGES, type Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'

// Each item's catalog key, checked against the catalogs' types.
const CREDIT_KEYS = {
  Photography: 'credit.photography',
  'Photo Editing': 'credit.photo-editing',
  'Color Grading': 'credit.color-grading',
  'Art Direction': 'credit.art-direction',
  'Location Scouting': 'credit.location-scouting',
  'Post-Processing': 'credit.post-processing',
  'Equipment Support': 'credit.equipment-support',
} as const satisfies Record<CreditTitle, string>

const SKILL_KEYS = {
  Photography: 'skill.photography',
  'Photo Editing': 'skill.photo-editing',
  'Color Grading': 'skill.color-grading',
  Composition: 'skill.composition',
  'Visual Storytelling': 'skill.visual-storytelling',
  'Exhibition Planning': 'skill.exhibition-planning',
  Lighting: 'skill.lighting',
  Retouching: 'skill.retouching',
  'Art Direction': 'skill.art-direction',
  'Location Scouting': 'skill.location-scouting',
  'Post-Processing': 'skill.post-processing',
  'Creative Direction': 'skill.creative-direction',
  'Drone Photography': 'skill.drone-photography',
  Videography: 'skill.videography',
  Curation: 'skill.curation',
  'Field Research': 'skill.field-research',
} as const satisfies Record<WorkSkill, string>

/** A credit's title ("Photography") as a reader of `locale` reads it ("Photographie"). */
export function creditTitleName(title: string, locale: Locale): string {
  const known = CREDIT_TITLES.find((name) => name === title)
  return known ? translator(locale)(CREDIT_KEYS[known]) : title
}

/** A work skill ("Drone Photography") as a reader of `locale` reads it. */
export function skillName(skill: string, locale: Locale): string {
  const known = WORK_SKILLS.find((name) => name === skill)
  return known ? translator(locale)(SKILL_KEYS[known]) : skill
}

/** Between the items of a list written out: Arabic's comma in Arabic. */
export const listSeparator = (locale: Locale) => LANGUAGES[locale].comma

/**
 * A category's title inside a sentence: Swahili writes it in lower case after "Hadithi za"
 * ("Hadithi za usanifu wa majengo"); the other languages' messages name it as a label, as written.
 */
export const categoryInText = (title: string, locale: Locale) =>
  locale === 'sw' ? title.toLocaleLowerCase('sw') : title
