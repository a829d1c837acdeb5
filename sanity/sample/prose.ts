// The words of the sample stories: titles, descriptions, paragraphs and quotes, themed by
// the kind of pictures a story holds (see scene.ts). Pure; randomness comes from `pick`.
import type { SceneKind } from '@/sanity/sample/scene'

/** The randomness prose needs; the generator passes its seeded faker through this. */
export type Picker = {
  element<T>(items: readonly T[]): T
  int(min: number, max: number): number
}

type Theme = {
  /** Plural noun phrases a title can be about. */
  subjects: string[]
  /** Places, each with its article. */
  places: string[]
  /** "...in <country>, where <lead>." */
  leads: string[]
  /** "...following <focus>." */
  focuses: string[]
  /** Sentences for text blocks. */
  sentences: string[]
}

const LIGHTS = [
  'First Light',
  'Golden Hour',
  'Blue Hour',
  'Last Light',
  'Dusk',
  'Dawn',
  'Long Shadows',
  'Afterglow',
  'the Harmattan Haze',
  'the Dry Season Sun',
]

/** Times of day that read after "at". */
const HOURS = ['First Light', 'Dawn', 'Dusk', 'Golden Hour', 'Last Light', 'Sundown', 'Blue Hour']

const LIGHT_PHRASES = [
  'at first light',
  'in the golden hour',
  'in the blue hour',
  'in the last light of the day',
  'as the shadows grow long',
  'through the harmattan haze',
  'under the dry-season sun',
]

const NUMBER_WORDS = ['Three', 'Four', 'Five', 'Seven', 'Ten', 'Twelve', 'Forty']

const THEMES: Record<SceneKind, Theme> = {
  nature: {
    subjects: [
      'the Dunes',
      'the Highlands',
      'the Escarpment',
      'the Salt Pans',
      'the Baobabs',
      'the Hills',
      'the Red Hills',
      'the Acacias',
    ],
    places: [
      'the Delta',
      'the Rift Valley',
      'the Plateau',
      'the Dunes',
      'the River Bend',
      'the Escarpment',
      'the Lake Shore',
    ],
    leads: [
      'the land changes colour by the hour',
      'wind and light reshape the hills every evening',
      'the horizon seems to go on for ever',
      'the first rains turn the red earth green overnight',
    ],
    focuses: [
      'the light as it crosses the hills',
      'a single ridge line through the seasons',
      'the long walk to the edge of the escarpment',
      'the land between two rivers',
    ],
    sentences: [
      'The hills fold into one another until the farthest ridge is only a suggestion of blue.',
      'By late afternoon the wind drops and the dust settles into a warm, even haze.',
      'Every evening the acacias turn to silhouettes long before the sky gives up its colour.',
      'Nothing here is still for long: the sand moves, the grass bends, the light slides across the slopes.',
      'The baobabs have stood on this ridge for centuries, and they make everything around them look young.',
      'From the top of the escarpment the valley floor looks like a map someone forgot to finish.',
    ],
  },
  people: {
    subjects: [
      'Fishermen',
      'Weavers',
      'Herders',
      'Market Women',
      'Salt Miners',
      'Boat Builders',
      'Potters',
      'Drummers',
      'Tailors',
      'Beekeepers',
      'Tea Pickers',
      'Dancers',
    ],
    places: [
      'the Market',
      'the Shore',
      'the Village Square',
      'the Lake Shore',
      'the Old Quarter',
      'the Fields',
    ],
    leads: [
      'daily work becomes a quiet ceremony',
      'every craft is passed from one pair of hands to the next',
      'the market wakes long before the sun',
      'a community keeps its rhythm through every season',
    ],
    focuses: [
      'the fishermen who launch before dawn',
      'three generations of weavers in one courtyard',
      'the women who run the morning market',
      'herders on the long walk to water',
      'a family of potters and their kiln',
    ],
    sentences: [
      'Work starts before sunrise, when the air is still cool enough to carry loads on the long walk in.',
      'Nobody poses for long; there is too much to do, and the pictures had to keep up.',
      'The oldest hands in the workshop move the slowest and waste the least.',
      'Children drift between the stalls, running errands and learning the trade by watching.',
      'Conversation rises and falls with the work, and a joke can travel the length of the market in a minute.',
      'By midday the heat presses everyone into the shade, and the tools are set down until the light softens.',
    ],
  },
  city: {
    subjects: [
      'Rooftops',
      'Night Markets',
      'Minibus Ranks',
      'City Lights',
      'Back Streets',
      'Street Vendors',
      'Barbershops',
      'Skylines',
    ],
    places: [
      'the Old Town',
      'the Harbour',
      'the Boulevard',
      'the Central Market',
      'the Waterfront',
      'the Station',
    ],
    leads: [
      'the city never quite goes to sleep',
      'old quarters and new towers share the same skyline',
      'the streets come alive once the heat breaks',
      'every rooftop has a view and a story',
    ],
    focuses: [
      'the city as the lights come on',
      'a single street from dusk until midnight',
      'the rooftops above the old town',
      'the night shift at the harbour',
    ],
    sentences: [
      'As the sun goes down the windows light up one by one, and the skyline becomes a constellation.',
      'The traffic thins, the music gets louder, and the pavement turns into a market.',
      'Every corner has its own soundtrack: a radio, a generator, a vendor calling out prices.',
      'From the rooftops the city looks calm, which is the one thing it never is at street level.',
      'New towers rise over the old quarter, their cranes lit like decorations against the dusk.',
      'Minibuses idle at the rank, each driver sure that his will be the next to fill.',
    ],
  },
  animals: {
    subjects: [
      'Giraffes',
      'Elephants',
      'Herds',
      'Gentle Giants',
      'the Long Necks',
      'Wild Neighbours',
    ],
    places: [
      'the Savanna',
      'the Plains',
      'the Watering Hole',
      'the Reserve',
      'the Acacia Woodland',
    ],
    leads: [
      'the herds move with the rains',
      'the savanna belongs to the animals as much as to the people',
      'patience is the only way to photograph the wild',
      'the animals keep their own timetable',
    ],
    focuses: [
      'a family of elephants on the move',
      'the giraffes of the acacia woodland',
      'the herds that follow the rains',
      'one watering hole from dawn to dusk',
    ],
    sentences: [
      'The giraffes browse the tops of the acacias, unbothered by the car idling a respectful distance away.',
      'An elephant family moves through the grass in single file, the smallest calf tucked close to its mother.',
      'Most of a wildlife photographer’s day is waiting, and most of the waiting is worth it.',
      'The rangers know each animal by sight and most of them by name.',
      'At the watering hole the animals take turns, and the order is never in doubt.',
      'When the herd finally moves, it moves all at once, and the dust hangs in the light for minutes.',
    ],
  },
  abstract: {
    subjects: [
      'Patterns',
      'Threads',
      'Indigo Cloths',
      'Painted Walls',
      'Kente Strips',
      'Colours',
      'Mud Cloths',
      'Shapes',
    ],
    places: ['the Loom', 'the Dye Pits', 'the Workshop', 'the Painted Village', 'the Cloth Market'],
    leads: [
      'pattern is a language everybody reads',
      'colour carries meaning from one generation to the next',
      'every cloth tells the story of the hands that made it',
      'the walls of a house are painted like a signature',
    ],
    focuses: [
      'the weavers who keep kente alive',
      'indigo from the dye pit to the market',
      'the painted houses of a single village',
      'the patterns hidden in everyday cloth',
    ],
    sentences: [
      'Each strip comes off the loom no wider than a hand, and only makes sense once the strips are sewn together.',
      'The indigo pits are older than anyone in the village, and the colour never quite leaves the dyers’ hands.',
      'Every motif has a name, and most of them have a proverb attached.',
      'The women repaint the walls after every rainy season, and no two years are quite the same.',
      'Up close the patterns look strict; from across the courtyard they seem to move.',
      'The cloth market is a wall of colour, folded and stacked higher than the traders can reach.',
    ],
  },
}

const GENERAL_SENTENCES = [
  'The pictures were made over several visits, always in the early morning or the late afternoon.',
  'The light in {country} is generous, but it rarely waits for anyone.',
  'Some of these frames took minutes; others took the better part of a week.',
  'Everyone in these photographs agreed to be in them, and several asked for prints.',
  'What looks like stillness in a photograph was, in the moment, anything but.',
  'The best pictures came after the camera had been around long enough to be ignored.',
  'It is a place that rewards slowing down, and the story tries to do the same.',
  'Travel in {country} is unhurried, and so is the way these photographs were made.',
]

const QUOTES = [
  'The light here does not wait for anyone, so neither can you.',
  'You cannot photograph a place until it has stopped noticing you.',
  'Every picture in this story was a conversation before it was a photograph.',
  'The land tells you when to shoot, and it is usually earlier than you would like.',
  'We went looking for a story and found a hundred of them.',
  'In {country} the evening is the best hour for pictures and for talking.',
  'Patience is the most expensive lens I own.',
  'Nobody here is in a hurry, except the light.',
  'I learned more from the people I photographed than they ever learned from me.',
  'Colour is not decoration here; it is memory.',
  'The best frame is always the one just after you lower the camera.',
  'Home is wherever the light falls like this.',
]

function fill(template: string, country: string): string {
  return template.replaceAll('{country}', country)
}

function withoutArticle(subject: string): string {
  return subject.replace(/^the /i, '')
}

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
}

/** An evocative title about the story's subject, light and place (no lorem ipsum). */
export function storyTitle(pick: Picker, kind: SceneKind, country: string): string {
  const theme = THEMES[kind]
  const subject = pick.element(theme.subjects)
  const bare = withoutArticle(subject)
  const light = pick.element(LIGHTS)
  const place = pick.element(theme.places)
  const templates = [
    () => `${capitalise(subject)} at ${pick.element(HOURS)}`,
    () => `The ${bare} of ${country}`,
    () => `${capitalise(light)} over ${place}`,
    () => `Where ${subject} Meet the Sky`,
    () => `Chasing ${light} in ${country}`,
    () => `${capitalise(subject)} After the Rains`,
    () => `Letters from ${place}`,
    () => `Between ${place} and the Sky`,
    () => `${pick.element(NUMBER_WORDS)} Days with the ${bare} of ${country}`,
    () => `Under ${country}’s Wide Sky`,
    () => `${country}: ${capitalise(subject)} and ${light}`,
  ]
  return pick.element(templates)()
}

/** One of five description templates; every one names the country. */
export function storyDescription(
  pick: Picker,
  kind: SceneKind,
  country: string,
  teller: string,
): string {
  const theme = THEMES[kind]
  const lead = pick.element(theme.leads)
  const focus = pick.element(theme.focuses)
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

/** 2 to 3 paragraphs of 3 to 4 sentences, separated by a blank line. */
export function storyText(pick: Picker, kind: SceneKind, country: string): string {
  const pool = [...THEMES[kind].sentences, ...GENERAL_SENTENCES]
  const used = new Set<string>()
  const paragraphs: string[] = []
  const count = pick.int(2, 3)
  for (let index = 0; index < count; index++) {
    const sentences: string[] = []
    const length = pick.int(3, 4)
    // The pool holds more sentences than the longest text needs, so this always ends.
    while (sentences.length < length) {
      const sentence = pick.element(pool)
      if (used.has(sentence)) continue
      used.add(sentence)
      sentences.push(fill(sentence, country))
    }
    paragraphs.push(sentences.join(' '))
  }
  return paragraphs.join('\n\n')
}

/** A single-sentence pull quote. */
export function storyQuote(pick: Picker, country: string): string {
  return fill(pick.element(QUOTES), country)
}

/** A photograph's caption: when and where it was taken, the context its alt text leaves out. */
export function photoCaption(pick: Picker, place: string): string {
  const hour = pick.element(HOURS).toLowerCase()
  const templates = [
    () => `Photographed at ${hour} on the edge of ${place}.`,
    () => `${place}, in the last week of the dry season.`,
    () => `On the road out of ${place}, where the light changes by the minute.`,
    () => `Taken from a rooftop in ${place} at ${hour}.`,
    () => `An hour's walk from ${place}, just after the rains.`,
    () => `Market day in ${place}; by ${hour} the square had emptied.`,
  ]
  return pick.element(templates)()
}
