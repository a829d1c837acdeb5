// The words of the sample stories: titles, descriptions, paragraphs, quotes and captions, all
// taken from the story's subject (subjects/*.json) and told in its one place. Pure; randomness
// comes from `pick`, and a writer remembers what earlier stories used so none is worn thin.
import { dealLeastUsed, fill, type SceneKey, type Subject } from '@/sanity/sample/subjects'

/** The randomness prose needs; the generator passes its seeded faker through this. */
export type Picker = {
  element<T>(items: readonly T[]): T
  int(min: number, max: number): number
}

const LIGHT_PHRASES = [
  'at first light',
  'in the golden hour',
  'in the blue hour',
  'in the last light of the day',
  'as the shadows grow long',
  'through the harmattan haze',
  'under the dry-season sun',
]

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
}

/** One of five description templates (the spec's); every one names the country. */
export function storyDescription(
  pick: Picker,
  subject: Subject,
  country: string,
  teller: string,
): string {
  const lead = pick.element(subject.leads)
  const focus = pick.element(subject.focuses)
  const light = pick.element(LIGHT_PHRASES)
  const days = pick.int(3, 21)
  const templates = [
    () => `A photo story from ${country}, where ${lead}.`,
    () => `${teller} spent ${days} days in ${country} following ${focus}.`,
    () => `In ${country}, ${lead}. These pictures follow ${focus} ${light}.`,
    () => `${capitalise(focus)} in ${country}, photographed ${light} over ${days} days.`,
    () => `What ${country} looks like ${light}: ${focus}, seen up close.`,
  ]
  return pick.element(templates)()
}

/** What one story may say: its subject's words, none twice, in its place and country. */
export type StoryWords = {
  /** A title no earlier story of this writer has (while the subject's patterns last). */
  title(): string
  /** 2 to 3 paragraphs of `sentences` sentences each (a range when given two numbers). */
  text(sentences: readonly [number, number]): string
  quote(): string
  caption(scene: SceneKey): string
}

/**
 * Writes story after story; each sentence, quote, caption and title pattern goes to the stories
 * that have used it least, so the words are spread as thin as the subject's tables allow.
 */
export function storyWriter(pick: Picker) {
  const uses = new Map<string, number>()
  const titles = new Set<string>()

  return function wordsFor(subject: Subject, place: string, country: string): StoryWords {
    const taken = new Set<string>()
    const deal = (pool: readonly string[]): string =>
      // A story that has used a whole table (only in very long samples) repeats from it.
      fill(dealLeastUsed(pool, uses, taken, pick) ?? pick.element(pool), place, country)

    return {
      title() {
        const first = deal(subject.titles)
        const others = subject.titles.map((pattern) => fill(pattern, place, country))
        const title = [first, ...others].find((candidate) => !titles.has(candidate)) ?? first
        titles.add(title)
        return title
      },
      text([min, max]) {
        const paragraphs = Array.from({ length: pick.int(2, 3) }, () =>
          Array.from({ length: pick.int(min, max) }, () => deal(subject.sentences)).join(' '),
        )
        return paragraphs.join('\n\n')
      },
      quote: () => deal(subject.quotes),
      caption: (scene) => deal(subject.captions[scene] ?? []),
    }
  }
}
