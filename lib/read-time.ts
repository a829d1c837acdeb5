/**
 * A story's usual read time, in whole minutes. The spec gives this range for the sample stories;
 * the Studio only warns outside it, since an editor may publish a longer story on purpose.
 */
export const READ_TIME_MINUTES = { min: 4, max: 12 } as const

/** The pace the read time assumes: reading the words, and looking at each photograph. */
export const READ_WORDS_PER_MINUTE = 200
export const SECONDS_PER_PHOTOGRAPH = 45

export type StoryReading = { words: number; photographs: number }

/**
 * Minutes to read `words` and look at `photographs`, rounded up and kept within
 * READ_TIME_MINUTES. Never fewer for more of either, so a longer story never shows less.
 */
export function readTimeMinutes({ words, photographs }: StoryReading): number {
  const minutes = Math.ceil(
    words / READ_WORDS_PER_MINUTE + (photographs * SECONDS_PER_PHOTOGRAPH) / 60,
  )
  return Math.min(READ_TIME_MINUTES.max, Math.max(READ_TIME_MINUTES.min, minutes))
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value)) : {}
const words = (value: unknown) => (typeof value === 'string' ? countWords(value) : 0)
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/**
 * What a reader of a story document meets: the words of its text blocks, quotes and captions,
 * and its photographs (the cover and every image block's). Takes the document as stored, so the
 * generator and the Studio (any half-edited draft) count the same way.
 */
export function storyReading(story: unknown): StoryReading {
  const cover = record(record(story).cover)
  const photos = [
    ...(cover.asset ? [cover] : []),
    ...list(record(story).content).flatMap((block) => list(record(block).images).map(record)),
  ]
  const blockWords = list(record(story).content).reduce<number>((total, block) => {
    const { text, quote } = record(block)
    return total + words(text) + words(quote)
  }, 0)
  const captionWords = photos.reduce<number>((total, photo) => total + words(photo.caption), 0)
  return { words: blockWords + captionWords, photographs: photos.length }
}

/** The read time a story's own words and photographs suggest. */
export function storyReadTime(story: unknown): number {
  return readTimeMinutes(storyReading(story))
}
