// The drawing kit shared by the sample scenes: what a scene is, seeded randomness, colour,
// palettes and SVG gradient helpers. Pure; see scene.ts for the public side.

/** What a story's photographs show. */
export const SCENE_KINDS = ['nature', 'people', 'city', 'animals', 'abstract'] as const
export type SceneKind = (typeof SCENE_KINDS)[number]
/** Every kind of drawing: a story's scenes, and a person's portrait (head and shoulders). */
export type DrawnKind = SceneKind | 'portrait'

export type SkyName = 'sunset' | 'golden' | 'dusk' | 'dawn' | 'haze' | 'night'
export type TextileStyle = 'kente' | 'mudcloth' | 'ndebele' | 'adire'

export type SceneSpec =
  | {
      kind: 'nature'
      sky: SkyName
      terrain: 'hills' | 'dunes' | 'mountains'
      trees: 'acacia' | 'baobab' | 'none'
      birds: boolean
      /** A still lake in the foreground (never with dunes). */
      water: boolean
    }
  | {
      kind: 'people'
      sky: SkyName
      /** Walkers on a ridge, or fishermen in a pirogue on the water. */
      setting: 'ridge' | 'shore'
      figures: number
      /** On a ridge, the first walker carries a pot on her head. */
      carrier: boolean
    }
  | { kind: 'city'; sky: SkyName; water: boolean }
  | { kind: 'animals'; sky: SkyName; animal: 'giraffes' | 'elephants'; count: number }
  | { kind: 'abstract'; style: TextileStyle; colors: string[] }
  | PortraitSpec

/** Head and shoulders before a plain painted wall, lit from one side. */
export type PortraitSpec = {
  kind: 'portrait'
  backdrop: BackdropName
  skin: string
  hair: 'headwrap' | 'short' | 'afro' | 'braids' | 'shaved'
  /** The headwrap's colour, when there is one. */
  wrap: GarmentName
  garment: GarmentName
  /** Kente bands across the shoulders, or adire dots, or none. */
  pattern: 'plain' | 'kente' | 'dots'
  glasses: boolean
  /** Which side the light comes from, and so which way the head turns a little. */
  light: -1 | 1
}

/** A region of the source image, in source pixels. */
export type ViewBox = { x: number; y: number; width: number; height: number }

// ---------------------------------------------------------------------------------------
// Deterministic randomness

export function hashString(text: string, salt = 0): number {
  let hash = (2166136261 ^ salt) >>> 0
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('Rng.pick needs a non-empty list')
    return item
  }
}

// ---------------------------------------------------------------------------------------
// Colour

export type Rgb = [number, number, number]

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

export function rgbToHex([r, g, b]: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0')
  return `#${part(r)}${part(g)}${part(b)}`
}

export function mix(from: string, to: string, amount: number): string {
  const a = hexToRgb(from)
  const b = hexToRgb(to)
  return rgbToHex([
    a[0] + (b[0] - a[0]) * amount,
    a[1] + (b[1] - a[1]) * amount,
    a[2] + (b[2] - a[2]) * amount,
  ])
}

export type Sky = {
  /** Vertical gradient from the top of the frame to the horizon. */
  stops: string[]
  sun: string
  glow: string
  /** Land colours from the farthest layer (hazy) to the nearest (silhouette). */
  far: string
  near: string
  /** Rim light along ridges. */
  rim: string
}

export const SKIES: Record<SkyName, Sky> = {
  sunset: {
    stops: ['#241543', '#5e2a63', '#c2475d', '#f0824f', '#ffc46b'],
    sun: '#fff2c4',
    glow: '#ffab57',
    far: '#d9795a',
    near: '#1d0f1e',
    rim: '#ffbf73',
  },
  golden: {
    stops: ['#3b679e', '#7d9fbe', '#e3b98a', '#f7cf8a', '#ffe2a6'],
    sun: '#fff8de',
    glow: '#ffd27e',
    far: '#c98d5e',
    near: '#2f1a12',
    rim: '#ffe0a0',
  },
  dusk: {
    stops: ['#0c1533', '#23306b', '#6b3f80', '#d36e72', '#f7ae78'],
    sun: '#ffdcaa',
    glow: '#f3936a',
    far: '#6c4c7e',
    near: '#0b0a1c',
    rim: '#f39b7a',
  },
  dawn: {
    stops: ['#263f6f', '#5f78ad', '#b69bc0', '#eeb3a6', '#fde0b8'],
    sun: '#fff6e6',
    glow: '#ffd0b0',
    far: '#9585ad',
    near: '#241f3c',
    rim: '#ffd9c0',
  },
  haze: {
    stops: ['#a9774c', '#cc9a66', '#e6bf8b', '#f3d7ab', '#f8e6c6'],
    sun: '#fffbf2',
    glow: '#fff0d2',
    far: '#d7a06a',
    near: '#4f2c17',
    rim: '#fff0cf',
  },
  night: {
    stops: ['#050a1f', '#0f1c47', '#2b2f6e', '#6a3e78', '#c9667a'],
    sun: '#fdf3d8',
    glow: '#8e5f9c',
    far: '#3e3566',
    near: '#07071a',
    rim: '#c98aa0',
  },
}

/** A portrait's wall: its light and shadow side, and how a caption names it. */
export const BACKDROPS = {
  'warm ochre': ['#e2b36c', '#a8702f'],
  'deep blue': ['#4d6a9c', '#1b2746'],
  'sage green': ['#b4c4a4', '#62795a'],
  terracotta: ['#d98c64', '#8e3f27'],
  'dusky rose': ['#d8a4a4', '#8a5060'],
  'pale grey': ['#dcdad3', '#8f8d87'],
} as const
export type BackdropName = keyof typeof BACKDROPS

export const GARMENTS = {
  saffron: '#e0a030',
  indigo: '#2c3f82',
  'rust red': '#a8432c',
  emerald: '#1c7c54',
  white: '#efe9dc',
  charcoal: '#2e2e33',
  plum: '#6b2d5c',
} as const
export type GarmentName = keyof typeof GARMENTS

/** Skin tones, deep to light brown. */
export const SKIN_TONES = [
  '#3b2417',
  '#4a2c1d',
  '#5a3825',
  '#6b4226',
  '#7d4e2d',
  '#8d5b3a',
  '#a0694a',
]

export const TEXTILES: Record<TextileStyle, string[]> = {
  kente: ['#f2b705', '#1c7c3c', '#c4302b', '#151515', '#1d4f9c'],
  mudcloth: ['#3a2417', '#efe2c8', '#7a4a2a', '#c9a77c'],
  ndebele: ['#f6f1e7', '#141414', '#e63946', '#f4a259', '#2a9d8f', '#3a6ea5', '#e9c46a'],
  adire: ['#16224f', '#2c3f82', '#8fa6d8', '#e9eef8'],
}

// ---------------------------------------------------------------------------------------
// Drawing

export function round(value: number): number {
  return Math.round(value * 10) / 10
}

/**
 * `backdrop` holds only smooth, low-frequency paint (sky, glows), which the renderer draws at
 * a fraction of the output size and scales up: radial gradients are the costliest thing
 * librsvg draws. `body` holds everything with edges, drawn at full size over it.
 */
export type Canvas = {
  W: number
  H: number
  rng: Rng
  defs: string[]
  backdrop: string[]
  body: string[]
  ids: number
}

function gradientId(canvas: Canvas): string {
  canvas.ids += 1
  return `g${canvas.ids}`
}

export function linearGradient(
  canvas: Canvas,
  y1: number,
  y2: number,
  stops: Array<[number, string, number?]>,
): string {
  const id = gradientId(canvas)
  const tags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${round(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')
  canvas.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${round(y1)}" x2="0" y2="${round(y2)}">${tags}</linearGradient>`,
  )
  return `url(#${id})`
}

export function radialGradient(
  canvas: Canvas,
  cx: number,
  cy: number,
  r: number,
  stops: Array<[number, string, number]>,
): string {
  const id = gradientId(canvas)
  const tags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('')
  canvas.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}">${tags}</radialGradient>`,
  )
  return `url(#${id})`
}
