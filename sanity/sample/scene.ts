// Procedural "photographs" for the sample dataset, as SVG text. Pure: no I/O, no clock.
//
// How a scene is chosen without a dataset lookup: the FIRST HEX DIGIT of an asset id
// encodes its kind, as `digit % 5` indexing SCENE_KINDS (0/5/a/f nature, 1/6/b people,
// 2/7/c city, 3/8/d animals, 4/9/e abstract). `withSceneKind` sets that digit when the
// generator mints an id. Every other detail (the light, the terrain, how many giraffes)
// comes from a PRNG seeded with the whole id, so a scene is a pure function of its asset
// id: the generator describes it (alt text, LQIP colours) and the image route draws it,
// and the two always agree. No text is drawn: font fallback differs per machine.
import {
  BACKDROPS,
  GARMENTS,
  hashString,
  mix,
  Rng,
  round,
  SCENE_KINDS,
  SKIES,
  SKIN_TONES,
  TEXTILES,
  type BackdropName,
  type Canvas,
  type DrawnKind,
  type GarmentName,
  type PortraitSpec,
  type SceneSpec,
  type SkyName,
  type TextileStyle,
  type ViewBox,
} from '@/sanity/sample/scene-canvas'
import { drawAnimals, drawCity, drawNature, drawPeople } from '@/sanity/sample/scene-landscapes'
import { drawPortrait } from '@/sanity/sample/scene-portrait'
import { drawAdire, drawKente, drawMudcloth, drawNdebele } from '@/sanity/sample/scene-textiles'

export {
  SCENE_KINDS,
  type DrawnKind,
  type SceneKind,
  type SceneSpec,
  type ViewBox,
} from '@/sanity/sample/scene-canvas'

// ---------------------------------------------------------------------------------------
// Asset id <-> kind

// A portrait's id starts "f0": a pair the rule above never makes (an "f" it gives a nature scene
// is always followed by 3, 7, b or f), so adding portraits changed no scene of any older id.
const PORTRAIT_PREFIX = 'f0'

export function sceneKindOf(assetId: string): DrawnKind {
  if (assetId.startsWith(PORTRAIT_PREFIX)) return 'portrait'
  const digit = Number.parseInt(assetId.charAt(0), 16)
  return SCENE_KINDS[(Number.isNaN(digit) ? 0 : digit) % SCENE_KINDS.length] ?? 'nature'
}

/** Rewrites the first hex digit (two for a portrait) of `hexId` so `sceneKindOf` returns `kind`. */
export function withSceneKind(hexId: string, kind: DrawnKind): string {
  if (kind === 'portrait') return `${PORTRAIT_PREFIX}${hexId.slice(2)}`
  const index = SCENE_KINDS.indexOf(kind)
  const digits: string[] = []
  for (let digit = index; digit < 16; digit += SCENE_KINDS.length) digits.push(digit.toString(16))
  // The second digit picks among the equivalent first digits, so ids still look random.
  const second = Number.parseInt(hexId.charAt(1), 16) || 0
  return `${digits[second % digits.length] ?? index.toString(16)}${hexId.slice(1)}`
}

const TEXTILE_WORDS: Record<TextileStyle, string> = {
  kente: 'kente cloth, in gold, green, red and black',
  mudcloth: 'bògòlanfini mud cloth, cream on earth brown',
  ndebele: 'Ndebele house painting, bright colours outlined in black',
  adire: 'adire indigo cloth, pale blue on deep indigo',
}

// ---------------------------------------------------------------------------------------
// Scene description (cheap: no geometry), shared by alt text, LQIP and the renderer

export function describeScene(assetId: string): SceneSpec {
  const rng = new Rng(hashString(assetId, 17))
  const kind = sceneKindOf(assetId)
  switch (kind) {
    case 'nature': {
      const terrain = rng.pick(['hills', 'dunes', 'mountains'] as const)
      return {
        kind,
        sky: rng.pick(['sunset', 'golden', 'dusk', 'dawn', 'haze'] as const),
        terrain,
        trees: rng.pick(['acacia', 'acacia', 'baobab', 'none'] as const),
        birds: rng.chance(0.5),
        water: terrain !== 'dunes' && rng.chance(0.35),
      }
    }
    case 'people': {
      const setting = rng.pick(['ridge', 'ridge', 'shore'] as const)
      return {
        kind,
        sky: rng.pick(['sunset', 'sunset', 'golden', 'dusk', 'dawn'] as const),
        setting,
        figures: setting === 'shore' ? rng.int(1, 2) : rng.int(1, 4),
        carrier: setting === 'ridge' && rng.chance(0.6),
      }
    }
    case 'city':
      return {
        kind,
        sky: rng.pick(['dusk', 'dusk', 'night', 'sunset'] as const),
        water: rng.chance(0.5),
      }
    case 'animals':
      return {
        kind,
        sky: rng.pick(['golden', 'golden', 'sunset', 'dawn', 'haze'] as const),
        animal: rng.pick(['giraffes', 'elephants'] as const),
        count: rng.int(1, 3),
      }
    case 'abstract': {
      const style = rng.pick(['kente', 'mudcloth', 'ndebele', 'adire'] as const)
      return { kind, style, colors: TEXTILES[style] }
    }
    case 'portrait':
      return describePortrait(rng)
  }
}

const BACKDROP_NAMES = Object.keys(BACKDROPS) as BackdropName[]
const GARMENT_NAMES = Object.keys(GARMENTS) as GarmentName[]

function describePortrait(rng: Rng): PortraitSpec {
  const backdrop = rng.pick(BACKDROP_NAMES)
  const garment = rng.pick(GARMENT_NAMES)
  return {
    kind: 'portrait',
    backdrop,
    skin: rng.pick(SKIN_TONES),
    hair: rng.pick(['headwrap', 'short', 'short', 'afro', 'braids', 'shaved'] as const),
    // Never the garment's own colour: the wrap would merge into it.
    wrap: rng.pick(GARMENT_NAMES.filter((name) => name !== garment)),
    garment,
    pattern: rng.pick(['plain', 'plain', 'kente', 'dots'] as const),
    glasses: rng.chance(0.3),
    light: rng.chance(0.5) ? 1 : -1,
  }
}

const HAIR_WORDS: Record<Exclude<PortraitSpec['hair'], 'headwrap'>, string> = {
  short: 'with close-cropped hair',
  afro: 'with a full afro',
  braids: 'with long braids',
  shaved: 'with a shaved head',
}

const PATTERN_WORDS: Record<PortraitSpec['pattern'], string> = {
  plain: 'top',
  kente: 'top with kente bands across the chest',
  dots: 'top dotted with pale adire circles',
}

const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`

function describePortraitInWords(spec: PortraitSpec): string {
  const hair =
    spec.hair === 'headwrap' ? `in ${withArticle(spec.wrap)} headwrap` : HAIR_WORDS[spec.hair]
  const glasses = spec.glasses ? ' and round glasses' : ''
  const garment = withArticle(`${spec.garment} ${PATTERN_WORDS[spec.pattern]}`)
  return `Head and shoulders of a person ${hair}${glasses}, wearing ${garment}, against a ${spec.backdrop} wall`
}

const LIGHT_WORDS: Record<SkyName, string> = {
  sunset: 'at sunset',
  golden: 'in the golden hour',
  dusk: 'at dusk',
  dawn: 'at dawn',
  haze: 'in the hazy harmattan light',
  night: 'at night',
}

const NUMBER_WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five']

/** A plain-language description of the scene, for alt text (no trailing full stop). */
export function describeSceneInWords(spec: SceneSpec): string {
  switch (spec.kind) {
    case 'nature': {
      const land = { hills: 'rolling hills', dunes: 'sand dunes', mountains: 'mountain ridges' }[
        spec.terrain
      ]
      const light = LIGHT_WORDS[spec.sky]
      const birds = spec.birds ? ', birds crossing the sky' : ''
      const lake = spec.water ? ' above a still lake' : ''
      if (spec.trees === 'acacia')
        return `Acacia trees silhouetted against layers of ${land}${lake} ${light}${birds}`
      if (spec.trees === 'baobab')
        return `A lone baobab standing before layers of ${land}${lake} ${light}${birds}`
      return `Layers of ${land} fading into the haze${lake} ${light}${birds}`
    }
    case 'people': {
      if (spec.setting === 'shore') {
        const crew =
          spec.figures === 1 ? 'A fisherman poles a pirogue' : 'Two fishermen pole their pirogues'
        return `${crew} across still water, silhouetted against the sun ${LIGHT_WORDS[spec.sky]}`
      }
      const who =
        spec.figures === 1
          ? spec.carrier
            ? 'A woman carrying a pot on her head walks'
            : 'A lone walker strides'
          : `${NUMBER_WORDS[spec.figures] ?? 'Several'} people walk${spec.carrier ? ', one balancing a pot on her head,' : ''}`
      return `${who} along a ridge, silhouetted against the sun ${LIGHT_WORDS[spec.sky]}`
    }
    case 'city':
      return `A city skyline ${LIGHT_WORDS[spec.sky]}, its windows lit${spec.water ? ' and mirrored in the water' : ''}`
    case 'animals': {
      const count = NUMBER_WORDS[spec.count]?.toLowerCase() ?? 'a few'
      const animal =
        spec.animal === 'giraffes'
          ? spec.count === 1
            ? 'A giraffe'
            : `${count[0]?.toUpperCase()}${count.slice(1)} giraffes`
          : spec.count === 1
            ? 'An elephant'
            : `A family of ${count} elephants`
      return `${animal} among acacia trees on the savanna ${LIGHT_WORDS[spec.sky]}`
    }
    case 'abstract':
      return `A bold geometric pattern inspired by ${TEXTILE_WORDS[spec.style]}`
    case 'portrait':
      return describePortraitInWords(spec)
  }
}

// ---------------------------------------------------------------------------------------
// Placeholders: a tiny SVG gradient in the scene's own colours (LQIP), and their average

/** The scene's colours top to bottom, as gradient stops (offset 0 to 1, colour). */
function sceneStops(assetId: string): Array<[number, string]> {
  const spec = describeScene(assetId)
  if (spec.kind === 'portrait') {
    const [light, shadow] = BACKDROPS[spec.backdrop]
    const garment = GARMENTS[spec.garment]
    return [
      [0, mix(light, shadow, 0.3)],
      [0.42, mix(spec.skin, light, 0.4)],
      [0.76, mix(garment, shadow, 0.2)],
      [1, mix(garment, '#000000', 0.3)],
    ]
  }
  if (spec.kind === 'abstract') {
    const [a = '#000', b = '#888', c = '#fff'] = spec.colors
    return [
      [0, a],
      [0.5, mix(b, a, 0.4)],
      [1, mix(c, a, 0.5)],
    ]
  }
  const sky = SKIES[spec.sky]
  const horizon = spec.kind === 'city' ? 0.62 : 0.6
  return [
    [0, sky.stops[0] ?? '#000'],
    [horizon * 0.7, sky.stops[2] ?? '#888'],
    [horizon, sky.stops[sky.stops.length - 1] ?? '#fff'],
    [horizon + 0.08, mix(sky.far, sky.near, 0.5)],
    [1, sky.near],
  ]
}

/**
 * The scene's average colour, for `metadata.palette.dominant.background` (Sanity's own is the
 * most common colour of the photograph; the average of its gradient stands in for it).
 */
export function sceneDominantColor(assetId: string): string {
  let average: string | undefined
  let weight = 0
  const stops = sceneStops(assetId)
  for (const [index, [offset, color]] of stops.entries()) {
    const next = stops[index + 1]
    if (!next) break
    const band = next[0] - offset
    const bandColor = mix(color, next[1], 0.5)
    // A running weighted mean: each band counts for the height it covers.
    average = average === undefined ? bandColor : mix(average, bandColor, band / (weight + band))
    weight += band
  }
  return average ?? '#888888'
}

export function sceneLqip(assetId: string, width: number, height: number): string {
  const w = 24
  const h = Math.max(1, Math.round((w * height) / width))
  const stops = sceneStops(assetId)
  const stopTags = stops
    .map(([offset, color]) => `<stop offset="${round(offset)}" stop-color="${color}"/>`)
    .join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<linearGradient id="g" x2="0" y2="1">${stopTags}</linearGradient>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

function svgDocument(
  defs: string[],
  body: string,
  view: ViewBox,
  outWidth: number,
  outHeight: number,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" ` +
    `viewBox="${view.x} ${view.y} ${view.width} ${view.height}" preserveAspectRatio="none">` +
    `<defs>${defs.join('')}</defs>${body}</svg>`
  )
}

function drawScene(assetId: string, W: number, H: number): { canvas: Canvas; spec: SceneSpec } {
  const spec = describeScene(assetId)
  const canvas: Canvas = {
    W,
    H,
    rng: new Rng(hashString(assetId, 101)),
    defs: [],
    backdrop: [],
    body: [],
    ids: 0,
  }
  switch (spec.kind) {
    case 'nature':
      drawNature(canvas, spec)
      break
    case 'people':
      drawPeople(canvas, spec)
      break
    case 'city':
      drawCity(canvas, spec)
      break
    case 'animals':
      drawAnimals(canvas, spec)
      break
    case 'portrait':
      drawPortrait(canvas, spec)
      break
    case 'abstract':
      if (spec.style === 'kente') drawKente(canvas, spec.colors)
      else if (spec.style === 'mudcloth') drawMudcloth(canvas, spec.colors)
      else if (spec.style === 'ndebele') drawNdebele(canvas, spec.colors)
      else drawAdire(canvas, spec.colors)
      break
  }
  return { canvas, spec }
}

/**
 * An asset's scene (`width` x `height` source pixels) as layers, each an SVG document showing
 * `view` (a region of the source) stretched onto its own canvas size. Callers keep the aspect
 * ratios equal unless they want distortion (fit=scale).
 */
export function sceneLayers(options: { assetId: string; width: number; height: number }): {
  spec: SceneSpec
  vignette: number
  backdrop: ((view: ViewBox, outWidth: number, outHeight: number) => string) | undefined
  foreground: (view: ViewBox, outWidth: number, outHeight: number) => string
} {
  const { canvas, spec } = drawScene(options.assetId, options.width, options.height)
  const backdrop = canvas.backdrop.join('')
  const foreground = canvas.body.join('')
  return {
    spec,
    vignette: spec.kind === 'abstract' ? 0.22 : spec.kind === 'portrait' ? 0.3 : 0.42,
    backdrop: backdrop
      ? (view, outWidth, outHeight) => svgDocument(canvas.defs, backdrop, view, outWidth, outHeight)
      : undefined,
    foreground: (view, outWidth, outHeight) =>
      svgDocument(canvas.defs, foreground, view, outWidth, outHeight),
  }
}
