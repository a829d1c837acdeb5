import slugifyLibrary from 'slugify'

/** Longest slug the Studio makes (Sanity's default) and the site serves. */
export const SLUG_MAX_LENGTH = 96

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// Hausa's hooked letters, which slugify's table lacks (it would drop them: "Ƙasa" → "asa"), as
// their plain letters; its glottal-stop letter ʼ goes, as the apostrophe of "d'Ivoire" does.
slugifyLibrary.extend({ ɓ: 'b', Ɓ: 'B', ɗ: 'd', Ɗ: 'D', ƙ: 'k', Ƙ: 'K', ƴ: 'y', Ƴ: 'Y', ʼ: '' })

/** A URL slug: lowercase, strict (only a-z, 0-9 and single inner hyphens), accents folded. */
export function slugify(title: string): string {
  return slugifyLibrary(title, { lower: true, strict: true, trim: true })
}

/** Whether `text` could be a slug slugify made: anything else can never name a page. */
export function isSlug(text: string): boolean {
  return text.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(text)
}
