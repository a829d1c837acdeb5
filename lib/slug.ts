import slugifyLibrary from 'slugify'

/** A URL slug: lowercase, strict (only a-z, 0-9 and single inner hyphens), accents folded. */
export function slugify(title: string): string {
  return slugifyLibrary(title, { lower: true, strict: true, trim: true })
}
