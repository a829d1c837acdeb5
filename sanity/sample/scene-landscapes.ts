// Landscape scenes for the sample images: savanna, dunes and hills at golden hour, walkers
// and animals silhouetted against the sun, city skylines at dusk. Each draw* function
// appends SVG to a Canvas in source-pixel coordinates.
import {
  linearGradient,
  mix,
  radialGradient,
  round,
  SKIES,
  type Canvas,
  type Rng,
  type SceneSpec,
  type Sky,
} from '@/sanity/sample/scene-canvas'

type Profile = (x: number) => number
/** A skyline of land `amplitude` high around `baseY`, with about `waves` rises across `W`. */
type MakeProfile = (rng: Rng, W: number, baseY: number, amplitude: number, waves: number) => Profile
/** A random draw's range: a fraction of the canvas, or of a size. */
type Span = readonly [min: number, max: number]

/** A smooth random ridge line: the sum of a few sines around `baseY`. */
const ridgeProfile: MakeProfile = (rng, W, baseY, amplitude, waves) => {
  const parts = Array.from({ length: 4 }, (_, index) => ({
    frequency: ((index + 1) * rng.range(0.7, 1.3) * waves * Math.PI * 2) / W,
    phase: rng.range(0, Math.PI * 2),
    amplitude: (amplitude / Math.pow(index + 1, 1.4)) * rng.range(0.6, 1),
  }))
  return (x) =>
    baseY -
    parts.reduce((y, part) => y + part.amplitude * Math.sin(part.frequency * x + part.phase), 0)
}

/** Dunes: a gentle windward slope, then a sharp crest and a steep slip face. */
const duneProfile: MakeProfile = (rng, W, baseY, amplitude, waves) => {
  const frequency = waves / W
  const phase = rng.next()
  const crest = rng.range(0.6, 0.75)
  const swell = ridgeProfile(rng, W, 0, amplitude * 0.35, waves * 0.4)
  return (x) => {
    const t = (((x * frequency + phase) % 1) + 1) % 1
    const shape = t < crest ? Math.pow(t / crest, 1.6) : Math.pow((1 - t) / (1 - crest), 0.7)
    return baseY - amplitude * shape + swell(x)
  }
}

/** Mountains: peaks from folded sines. */
const peakProfile: MakeProfile = (rng, W, baseY, amplitude, waves) => {
  const parts = Array.from({ length: 3 }, (_, index) => ({
    frequency: ((index + 1) * rng.range(0.8, 1.2) * waves * Math.PI) / W,
    phase: rng.range(0, Math.PI),
    amplitude: (amplitude / Math.pow(index + 1.2, 1.2)) * rng.range(0.7, 1),
  }))
  return (x) =>
    baseY -
    parts.reduce(
      (y, part) => y + part.amplitude * (1 - Math.abs(Math.sin(part.frequency * x + part.phase))),
      0,
    )
}

function profilePoints(profile: Profile, W: number, steps = 96): string {
  const points: string[] = []
  for (let index = 0; index <= steps; index++) {
    const x = -W * 0.02 + (W * 1.04 * index) / steps
    points.push(`${round(x)},${round(profile(x))}`)
  }
  return points.join(' ')
}

function landPath(profile: Profile, W: number, H: number): string {
  return `M${round(-W * 0.02)},${round(H + 2)} L${profilePoints(profile, W)} L${round(W * 1.02)},${round(H + 2)}Z`
}

function drawSky(canvas: Canvas, sky: Sky, horizonY: number): void {
  const { W, H } = canvas
  const stops = sky.stops.map((color, index): [number, string] => [
    index / (sky.stops.length - 1),
    color,
  ])
  const fill = linearGradient(canvas, 0, horizonY, stops)
  canvas.backdrop.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="${fill}"/>`)
}

function drawSun(canvas: Canvas, sky: Sky, x: number, y: number, radius: number): void {
  const { W, H } = canvas
  const glow = radialGradient(canvas, x, y, Math.max(W, H) * 0.75, [
    [0, sky.glow, 0.75],
    [0.2, sky.glow, 0.35],
    [1, sky.glow, 0],
  ])
  canvas.backdrop.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="${glow}"/>`)
  const bloom = radialGradient(canvas, x, y, radius * 2.6, [
    [0.35, sky.sun, 0.9],
    [1, sky.sun, 0],
  ])
  canvas.backdrop.push(
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(radius * 2.6)}" fill="${bloom}"/>`,
  )
  canvas.body.push(
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(radius)}" fill="${sky.sun}"/>`,
  )
}

function drawHaze(canvas: Canvas, color: string, y: number, depth: number, opacity: number): void {
  const fill = linearGradient(canvas, y - depth, y + depth, [
    [0, color, 0],
    [0.5, color, opacity],
    [1, color, 0],
  ])
  canvas.body.push(
    `<rect x="0" y="${round(y - depth)}" width="${canvas.W}" height="${round(depth * 2)}" fill="${fill}"/>`,
  )
}

function drawStars(canvas: Canvas, bottom: number, count: number): void {
  const { rng, W } = canvas
  const stars: string[] = []
  for (let index = 0; index < count; index++) {
    const r = rng.range(0.6, 1.8) * (W / 1400)
    stars.push(
      `<circle cx="${round(rng.range(0, W))}" cy="${round(Math.pow(rng.next(), 1.6) * bottom)}" r="${round(r)}" fill-opacity="${round(rng.range(0.35, 0.95))}"/>`,
    )
  }
  canvas.body.push(`<g fill="#fff6e0">${stars.join('')}</g>`)
}

type Opening = { horizon: Span; sunSize: Span; sunX: Span; sunLift: Span }

/** Where each kind of scene puts its horizon and sun (drawSkyAndSun). */
const OPENINGS = {
  nature: {
    horizon: [0.5, 0.62],
    sunSize: [0.06, 0.1],
    sunX: [0.25, 0.75],
    sunLift: [0.2, 1.4],
  },
  people: {
    horizon: [0.62, 0.7],
    sunSize: [0.12, 0.18],
    sunX: [0.35, 0.65],
    sunLift: [0.1, 0.6],
  },
  animals: {
    horizon: [0.58, 0.66],
    sunSize: [0.08, 0.12],
    sunX: [0.2, 0.8],
    sunLift: [0.3, 1.2],
  },
} satisfies Record<string, Opening>

/**
 * A scene's opening: the sky down to a horizon at `horizon` of the height, then the sun, of
 * `sunSize` of the shorter side across, at `sunX` of the width, `sunLift` of its radius above
 * the horizon.
 */
function drawSkyAndSun(
  canvas: Canvas,
  sky: Sky,
  spans: Opening,
): { horizonY: number; sunX: number; sunRadius: number } {
  const { W, H, rng } = canvas
  const horizonY = H * rng.range(...spans.horizon)
  drawSky(canvas, sky, horizonY)
  const sunRadius = Math.min(W, H) * rng.range(...spans.sunSize)
  const sunX = W * rng.range(...spans.sunX)
  drawSun(canvas, sky, sunX, horizonY - sunRadius * rng.range(...spans.sunLift), sunRadius)
  return { horizonY, sunX, sunRadius }
}

/** A flock around (`x` of the width, `y` of the height), each bird `size` of the shorter side. */
function drawBirds(canvas: Canvas, color: string, x: Span, y: Span, relativeSize: number): void {
  const { W, H, rng } = canvas
  const [cx, cy] = [W * rng.range(...x), H * rng.range(...y)]
  const size = relativeSize * Math.min(W, H)
  const count = rng.int(3, 7)
  const birds: string[] = []
  for (let index = 0; index < count; index++) {
    const x = cx + rng.range(-1, 1) * size * 4
    const y = cy + rng.range(-1, 1) * size * 1.6
    const s = size * rng.range(0.5, 1)
    const lift = s * rng.range(0.35, 0.6)
    birds.push(
      `<path d="M${round(x - s)},${round(y)} Q${round(x - s * 0.45)},${round(y - lift)} ${round(x)},${round(y + s * 0.12)} Q${round(x + s * 0.45)},${round(y - lift)} ${round(x + s)},${round(y)}"/>`,
    )
  }
  canvas.body.push(
    `<g fill="none" stroke="${color}" stroke-width="${round(size * 0.14)}" stroke-linecap="round">${birds.join('')}</g>`,
  )
}

function acacia(rng: Rng, x: number, y: number, height: number, color: string): string {
  const lean = height * rng.range(-0.1, 0.1)
  const trunk = height * 0.05
  const forkX = x + lean * 0.5
  const forkY = y - height * rng.range(0.36, 0.5)
  const canopyX = x + lean
  const canopyY = y - height * 0.84
  const spread = height * rng.range(1.1, 1.6)
  const stroke = (width: number) =>
    `fill="none" stroke="${color}" stroke-width="${round(width)}" stroke-linecap="round"`
  const parts: string[] = [
    `<path d="M${round(x)},${round(y + trunk)} Q${round(x + lean * 0.1)},${round((y + forkY) / 2)} ${round(forkX)},${round(forkY)}" ${stroke(trunk)}/>`,
  ]
  // Two or three limbs fork from the trunk, each forking again under the crown.
  const limbs = rng.int(2, 3)
  for (let index = 0; index < limbs; index++) {
    const u = index / (limbs - 1) - 0.5
    const endX = canopyX + u * spread * rng.range(0.45, 0.6)
    const endY = canopyY + height * 0.05
    const midX = forkX + (endX - forkX) * 0.45
    const midY = forkY + (endY - forkY) * 0.55
    parts.push(
      `<path d="M${round(forkX)},${round(forkY)} Q${round(midX)},${round(midY + height * 0.06)} ${round(endX)},${round(endY)}" ${stroke(trunk * 0.7)}/>`,
      `<path d="M${round(midX)},${round(midY)} Q${round(midX)},${round(endY + height * 0.08)} ${round(midX + (endX - midX) * 0.35 - u * height * 0.08)},${round(endY)}" ${stroke(trunk * 0.4)}/>`,
    )
  }
  // A flat-topped crown: a wide tier of small clouds, and a narrower tier above it.
  const tiers: Array<[number, number, number]> = [
    [1, 0, rng.int(10, 14)],
    [0.62, -height * 0.045, rng.int(5, 7)],
  ]
  for (const [width, offset, count] of tiers) {
    for (let index = 0; index < count; index++) {
      const u = index / (count - 1) - 0.5
      const cx = canopyX + u * spread * width * 0.9 + rng.range(-0.02, 0.02) * spread
      const cy = canopyY + offset + Math.abs(u) * height * 0.05 + rng.range(-0.015, 0.015) * height
      parts.push(
        `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(spread * width * rng.range(0.09, 0.14))}" ry="${round(height * rng.range(0.035, 0.055))}" fill="${color}"/>`,
      )
    }
  }
  return parts.join('')
}

function baobab(rng: Rng, x: number, y: number, height: number, color: string): string {
  const trunkHeight = height * rng.range(0.52, 0.6)
  const bottom = height * rng.range(0.36, 0.44)
  const top = height * rng.range(0.22, 0.28)
  const topY = y - trunkHeight
  const parts: string[] = [
    `<path d="M${round(x - bottom / 2)},${round(y + 4)} C${round(x - bottom * 0.46)},${round(y - trunkHeight * 0.5)} ${round(x - top * 0.7)},${round(topY + trunkHeight * 0.25)} ${round(x - top / 2)},${round(topY)} L${round(x + top / 2)},${round(topY)} C${round(x + top * 0.7)},${round(topY + trunkHeight * 0.25)} ${round(x + bottom * 0.46)},${round(y - trunkHeight * 0.5)} ${round(x + bottom / 2)},${round(y + 4)}Z" fill="${color}"/>`,
  ]
  // Stubby, gnarled limbs like roots turned to the sky, thinning at every bend.
  const limbs = rng.int(5, 7)
  for (let index = 0; index < limbs; index++) {
    const u = index / (limbs - 1) - 0.5
    let angle = u * 2.3 + rng.range(-0.15, 0.15)
    let px = x + u * top * 0.8
    let py = topY + top * 0.1
    let width = top * rng.range(0.2, 0.28)
    const segments = rng.int(2, 3)
    for (let segment = 0; segment < segments; segment++) {
      const length = height * rng.range(0.09, 0.15) * (1 - segment * 0.2)
      const nx = px + Math.sin(angle) * length
      const ny = py - Math.cos(angle) * length
      parts.push(
        `<path d="M${round(px)},${round(py)} L${round(nx)},${round(ny)}" stroke="${color}" stroke-width="${round(width)}" stroke-linecap="round"/>`,
      )
      if (rng.chance(0.5)) {
        const side = angle + rng.pick([-0.9, 0.9])
        const twig = length * 0.6
        parts.push(
          `<path d="M${round(nx)},${round(ny)} L${round(nx + Math.sin(side) * twig)},${round(ny - Math.cos(side) * twig)}" stroke="${color}" stroke-width="${round(width * 0.45)}" stroke-linecap="round"/>`,
        )
      }
      px = nx
      py = ny
      width *= 0.62
      angle += rng.range(-0.5, 0.5)
    }
  }
  return parts.join('')
}

/** Parses "x,y x,y ..." into points. */
function points(text: string): Array<[number, number]> {
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [x = 0, y = 0] = pair.split(',').map(Number)
      return [x, y]
    })
}

// Silhouettes in unit boxes, standing on y = 0, facing right. Hand-drawn outlines.
const GIRAFFE_POINTS = points(
  '-38,-88 -40,-86 -44,-66 -46,-57 -43,-56 -41,-66 -39,-78 -38,-72 -36,-58 -34,-42 ' +
    '-36,-30 -35,0 -30.5,0 -30.5,-28 -29.5,-42 -27,-55 -24.5,-44 -24.5,0 -20,0 -19.5,-30 ' +
    '-18.5,-44 -17,-58 -8,-61 4,-62 6.5,-56 7.5,-36 6.5,0 11,0 11.5,-36 12,-55 14,-57 ' +
    '15,-36 15,0 19.5,0 19.5,-37 21,-60 24,-72 26,-88 30,-104 40,-128 50,-150 56,-160 ' +
    '62,-160 69,-157.5 72,-160 70.5,-165 62,-170 58,-174 58,-180 56.5,-180.5 56,-175 ' +
    '54.5,-176 54,-180.5 52.5,-180 52,-174 47,-174 48,-170.5 46,-162 36,-138 24,-114 ' +
    '14,-105 0,-100 -20,-94',
)

const ELEPHANT_POINTS = points(
  '-62,-58 -66,-44 -67,-30 -70,-28 -68,-44 -64,-62 -56,-76 -40,-86 -18,-90 4,-88 16,-84 ' +
    '24,-92 38,-96 50,-92 58,-84 62,-72 64,-56 66,-40 68,-24 70,-10 76,-4 74,0 66,-2 ' +
    '60,-18 58,-34 54,-40 50,-36 46,-44 38,-44 36,-26 38,0 24,0 22,-30 10,-38 -14,-38 ' +
    '-22,-30 -20,0 -34,0 -36,-28 -46,-30 -48,0 -62,0 -60,-30',
)

function silhouette(
  points: Array<[number, number]>,
  x: number,
  y: number,
  scale: number,
  facing: 1 | -1,
  color: string,
): string {
  const d = points
    .map(
      ([px, py], index) =>
        `${index === 0 ? 'M' : 'L'}${round(x + px * scale * facing)},${round(y + py * scale)}`,
    )
    .join('')
  return `<path d="${d}Z" fill="${color}" stroke="${color}" stroke-width="${round(scale * 1.2)}" stroke-linejoin="round"/>`
}

/** A figure about `height` tall standing on (x, y), mid-stride; `pose` says what the arms do. */
function walker(
  rng: Rng,
  x: number,
  y: number,
  height: number,
  facing: 1 | -1,
  color: string,
  pose: 'swing' | 'pot' | 'pole',
  dress: boolean,
  strideScale = 1,
): string {
  const u = height / 100
  const px = (value: number) => round(x + value * u * facing)
  const py = (value: number) => round(y - value * u)
  const stride = rng.range(9, 14) * strideScale
  const limb = (width: number) =>
    `fill="none" stroke="${color}" stroke-width="${round(width * u)}" stroke-linecap="round" stroke-linejoin="round"`
  const parts: string[] = [
    // Legs: the front one planted ahead, the back one pushing off its toes.
    `<path d="M${px(1)},${py(50)} L${px(stride * 0.45)},${py(26)} L${px(stride)},${py(2)} L${px(stride + 4)},${py(1)}" ${limb(6.5)}/>`,
    `<path d="M${px(-1)},${py(50)} L${px(-stride * 0.35)},${py(26)} L${px(-stride * 0.95)},${py(5)} L${px(-stride * 0.95 - 3)},${py(2)}" ${limb(6)}/>`,
  ]
  if (dress) {
    parts.push(
      `<path d="M${px(-6)},${py(62)} L${px(6)},${py(62)} Q${px(10)},${py(40)} ${px(14)},${py(22)} L${px(-13)},${py(20)} Q${px(-9)},${py(40)} ${px(-6)},${py(62)}Z" fill="${color}"/>`,
    )
  }
  parts.push(
    // Torso: broad shoulders narrowing to the waist.
    `<path d="M${px(-8)},${py(81)} Q${px(0)},${py(85)} ${px(8)},${py(81)} L${px(6)},${py(62)} L${px(7)},${py(48)} L${px(-6)},${py(48)} L${px(-5.5)},${py(62)}Z" fill="${color}" stroke="${color}" stroke-width="${round(2 * u)}" stroke-linejoin="round"/>`,
    `<path d="M${px(0)},${py(80)} L${px(1)},${py(87)}" ${limb(5)}/>`,
    `<ellipse cx="${px(1.8)}" cy="${py(92.5)}" rx="${round(5 * u)}" ry="${round(6 * u)}" fill="${color}"/>`,
  )
  if (pose === 'pot') {
    // Both arms up to steady a pot balanced on the head.
    parts.push(
      `<path d="M${px(6)},${py(79)} L${px(10)},${py(92)} L${px(7)},${py(103)}" ${limb(4.5)}/>`,
      `<path d="M${px(-6)},${py(79)} L${px(-9)},${py(64)} L${px(-7)},${py(50)}" ${limb(4.5)}/>`,
      `<ellipse cx="${px(1.8)}" cy="${py(104)}" rx="${round(9.5 * u)}" ry="${round(7 * u)}" fill="${color}"/>`,
      `<path d="M${px(-3.5)},${py(109)} L${px(7)},${py(109)} L${px(6)},${py(114)} L${px(-2.5)},${py(114)}Z" fill="${color}"/>`,
    )
  } else if (pose === 'pole') {
    // Both hands on a punting pole held across the chest.
    parts.push(
      `<path d="M${px(6)},${py(79)} L${px(14)},${py(71)} L${px(11)},${py(64)}" ${limb(4.5)}/>`,
      `<path d="M${px(-6)},${py(79)} L${px(1)},${py(69)} L${px(9)},${py(66)}" ${limb(4.5)}/>`,
    )
  } else {
    parts.push(
      `<path d="M${px(6)},${py(79)} L${px(11)},${py(64)} L${px(15)},${py(52)}" ${limb(4.5)}/>`,
      `<path d="M${px(-6)},${py(79)} L${px(-11)},${py(65)} L${px(-13)},${py(53)}" ${limb(4.5)}/>`,
    )
  }
  return parts.join('')
}

function grass(
  canvas: Canvas,
  profile: Profile,
  color: string,
  height: number,
  count: number,
): void {
  const { rng, W } = canvas
  const blades: string[] = []
  for (let index = 0; index < count; index++) {
    const x = rng.range(-W * 0.01, W * 1.01)
    const y = profile(x) + height * 0.4
    const tuft = rng.int(2, 4)
    for (let blade = 0; blade < tuft; blade++) {
      const h = height * rng.range(0.5, 1.2)
      const lean = h * rng.range(-0.45, 0.45)
      blades.push(
        `M${round(x)},${round(y)} Q${round(x + lean * 0.3)},${round(y - h * 0.6)} ${round(x + lean)},${round(y - h)}`,
      )
    }
  }
  canvas.body.push(
    `<path d="${blades.join('')}" fill="none" stroke="${color}" stroke-width="${round(height * 0.06)}" stroke-linecap="round"/>`,
  )
}

/** Still water from `top` down, mirroring the sky, with the sun's glitter path under it. */
function drawWater(canvas: Canvas, sky: Sky, top: number, sunX: number, sunRadius: number): void {
  const { W, H, rng } = canvas
  const horizon = sky.stops[sky.stops.length - 1] ?? sky.glow
  const fill = linearGradient(canvas, top, H, [
    [0, mix(horizon, sky.far, 0.35)],
    [0.35, mix(sky.far, sky.near, 0.45)],
    [1, mix(sky.near, sky.stops[0] ?? sky.near, 0.25)],
  ])
  canvas.body.push(
    `<rect x="0" y="${round(top)}" width="${W}" height="${round(H - top + 1)}" fill="${fill}"/>`,
  )
  // The sun's glitter path: broken, uneven dashes, widening and fading towards the viewer.
  const glitter: string[] = []
  const rows = Math.round((H - top) / (H * 0.007))
  for (let row = 0; row < rows; row++) {
    const t = row / rows
    const y = top + (H - top) * t + rng.range(0, H * 0.004)
    const spread = sunRadius * (0.5 + t * 2.4)
    for (let dash = rng.int(1, 3); dash > 0; dash--) {
      const width = spread * rng.range(0.08, 0.6)
      const x = sunX + rng.range(-1, 1) * spread * 0.55 - width / 2
      glitter.push(
        `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(Math.max(1, H * 0.0022 * (1 + t)))}" fill-opacity="${round(rng.range(0.25, 0.8) * (1 - t * 0.6))}"/>`,
      )
    }
  }
  for (let ripple = 0; ripple < Math.round(W / 60); ripple++) {
    const y = top + Math.pow(rng.next(), 0.8) * (H - top)
    glitter.push(
      `<rect x="${round(rng.range(0, W))}" y="${round(y)}" width="${round(W * rng.range(0.02, 0.08))}" height="${round(Math.max(1, H * 0.002))}" fill-opacity="0.18"/>`,
    )
  }
  canvas.body.push(`<g fill="${sky.sun}">${glitter.join('')}</g>`)
}

/** A long dugout canoe resting on the water at (x, y), with its dim reflection. */
function pirogue(x: number, y: number, length: number, color: string): string {
  const h = length * 0.045
  const half = length / 2
  const d =
    `M${round(x - half)},${round(y - h * 1.3)} ` +
    `C${round(x - half * 0.7)},${round(y)} ${round(x + half * 0.7)},${round(y)} ${round(x + half)},${round(y - h * 1.3)} ` +
    `C${round(x + half * 0.8)},${round(y + h * 1.1)} ${round(x - half * 0.8)},${round(y + h * 1.1)} ${round(x - half)},${round(y - h * 1.3)}Z`
  return (
    `<path d="${d}" fill="${color}"/>` +
    `<path d="${d}" fill="${color}" fill-opacity="0.3" transform="translate(0 ${round(2 * y + h * 1.6)}) scale(1 -1)"/>`
  )
}

/** Layered land with atmospheric perspective; returns each layer's profile, far to near. */
function drawLayers(
  canvas: Canvas,
  sky: Sky,
  horizonY: number,
  layers: number,
  makeProfile: MakeProfile,
  amplitude: number,
  /** How much of the ground below the horizon the layers spread over, 0 to 1. */
  depth = 1,
): Profile[] {
  const { W, H, rng } = canvas
  const profiles: Profile[] = []
  for (let layer = 0; layer < layers; layer++) {
    const t = layers === 1 ? 1 : layer / (layers - 1)
    const baseY = horizonY + (H - horizonY) * depth * (0.05 + Math.pow(t, 1.3) * 0.6)
    const profile = makeProfile(
      rng,
      W,
      baseY,
      amplitude * (H - horizonY) * depth * (0.5 + t * 0.6),
      rng.range(1.2, 2.6) - t * 0.6,
    )
    profiles.push(profile)
    const color = mix(sky.far, sky.near, Math.pow(t, 0.85))
    const shade = mix(color, sky.near, 0.35)
    const fill = linearGradient(canvas, baseY - amplitude * (H - horizonY), H, [
      [0, color],
      [1, shade],
    ])
    canvas.body.push(`<path d="${landPath(profile, W, H)}" fill="${fill}"/>`)
    canvas.body.push(
      `<polyline points="${profilePoints(profile, W)}" fill="none" stroke="${sky.rim}" stroke-opacity="${round(0.35 * (1 - t) + 0.1)}" stroke-width="${round(Math.max(W, H) * 0.0012)}"/>`,
    )
    if (layer < layers - 1) drawHaze(canvas, sky.glow, baseY, (H - horizonY) * 0.08, 0.18)
  }
  return profiles
}

export function drawNature(canvas: Canvas, spec: Extract<SceneSpec, { kind: 'nature' }>): void {
  const { W, H, rng } = canvas
  const sky = SKIES[spec.sky]
  const { horizonY, sunX, sunRadius } = drawSkyAndSun(canvas, sky, OPENINGS.nature)
  if (spec.birds) drawBirds(canvas, sky.near, [0.25, 0.75], [0.15, 0.3], 0.02)
  const makeProfile =
    spec.terrain === 'dunes'
      ? duneProfile
      : spec.terrain === 'mountains'
        ? peakProfile
        : ridgeProfile
  const amplitude = spec.terrain === 'mountains' ? 0.45 : spec.terrain === 'dunes' ? 0.3 : 0.22
  // With a lake, the land crowds towards the horizon and the trees stand on the far bank.
  const depth = spec.water ? 0.42 : 1
  const treeScale = spec.water ? 0.45 : 1
  const layers = spec.water ? rng.int(3, 4) : rng.int(4, 5)
  const profiles = drawLayers(canvas, sky, horizonY, layers, makeProfile, amplitude, depth)
  const near = profiles[profiles.length - 1]
  const middle = profiles[profiles.length - 2]
  if (near && middle && spec.trees === 'acacia') {
    const far = mix(sky.far, sky.near, 0.6)
    for (let index = 0; index < rng.int(2, 4); index++) {
      const x = rng.range(0.05, 0.95) * W
      canvas.body.push(acacia(rng, x, middle(x), H * rng.range(0.08, 0.13) * treeScale, far))
    }
    for (let index = 0; index < rng.int(1, 2); index++) {
      const x = rng.range(0.1, 0.9) * W
      canvas.body.push(acacia(rng, x, near(x), H * rng.range(0.26, 0.38) * treeScale, sky.near))
    }
  } else if (near && spec.trees === 'baobab') {
    const x = rng.range(0.2, 0.8) * W
    canvas.body.push(baobab(rng, x, near(x), H * rng.range(0.38, 0.5) * treeScale, sky.near))
  }
  if (spec.water) {
    const shore = horizonY + (H - horizonY) * depth * 0.72
    drawWater(canvas, sky, shore, sunX, sunRadius)
    grass(canvas, () => H, sky.near, H * 0.06, Math.round(W / 30))
  }
}

export function drawPeople(canvas: Canvas, spec: Extract<SceneSpec, { kind: 'people' }>): void {
  const { W, H, rng } = canvas
  const sky = SKIES[spec.sky]
  const { horizonY, sunX, sunRadius } = drawSkyAndSun(canvas, sky, OPENINGS.people)
  drawBirds(canvas, sky.near, [0.2, 0.8], [0.12, 0.25], 0.018)
  if (spec.setting === 'shore') {
    drawLayers(canvas, sky, horizonY, 2, ridgeProfile, 0.1, 0.18)
    const waterTop = horizonY + (H - horizonY) * 0.1
    drawWater(canvas, sky, waterTop, sunX, sunRadius)
    // One pirogue per fisherman: the far one first, small and off to one side.
    const nearX = sunX + rng.range(-0.1, 0.1) * W
    for (let index = spec.figures - 1; index >= 0; index--) {
      const near = index === 0
      const y = waterTop + (H - waterTop) * (near ? rng.range(0.45, 0.6) : rng.range(0.1, 0.18))
      const length = Math.min(W, H * 1.3) * (near ? rng.range(0.5, 0.62) : rng.range(0.22, 0.28))
      const x = near ? nearX : nearX < W / 2 ? W * rng.range(0.7, 0.85) : W * rng.range(0.15, 0.3)
      const facing: 1 | -1 = rng.chance(0.5) ? 1 : -1
      const figure = length * 0.42
      const standX = x - facing * length * 0.18
      const deck = y - length * 0.02
      canvas.body.push(pirogue(x, y, length, sky.near))
      canvas.body.push(walker(rng, standX, deck, figure, facing, sky.near, 'pole', false, 0.35))
      // The punting pole: above and behind the head, through the hands, into the water.
      canvas.body.push(
        `<path d="M${round(standX - facing * figure * 0.15)},${round(deck - figure * 1.25)} L${round(standX + facing * figure * 0.5)},${round(deck + figure * 0.3)}" stroke="${sky.near}" stroke-width="${round(figure * 0.028)}" stroke-linecap="round"/>`,
      )
    }
    return
  }
  const profiles = drawLayers(canvas, sky, horizonY, 3, ridgeProfile, 0.12)
  // The ridge the walkers follow: a gentle rise, nearly flat across the frame.
  const ridgeY = H * rng.range(0.8, 0.86)
  const ridge = ridgeProfile(rng, W, ridgeY, H * 0.03, 0.8)
  canvas.body.push(`<path d="${landPath(ridge, W, H)}" fill="${sky.near}"/>`)
  if (rng.chance(0.5) && profiles.length > 0) {
    const x = rng.chance(0.5) ? W * rng.range(0.05, 0.2) : W * rng.range(0.8, 0.95)
    canvas.body.push(acacia(rng, x, ridge(x), H * rng.range(0.3, 0.42), sky.near))
  }
  const facing: 1 | -1 = rng.chance(0.5) ? 1 : -1
  const height = H * rng.range(0.2, 0.27)
  const groupWidth = height * 0.45 * spec.figures
  let x = sunX - (groupWidth / 2) * facing + rng.range(-0.15, 0.15) * W
  for (let index = 0; index < spec.figures; index++) {
    const figureHeight =
      height * (index === spec.figures - 1 && spec.figures > 2 ? 0.68 : rng.range(0.92, 1.05))
    const carrier = spec.carrier && index === 0
    canvas.body.push(
      walker(
        rng,
        x,
        ridge(x) + height * 0.01,
        figureHeight,
        facing,
        sky.near,
        carrier ? 'pot' : 'swing',
        carrier || rng.chance(0.4),
      ),
    )
    x += height * rng.range(0.38, 0.55) * facing
  }
}

export function drawAnimals(canvas: Canvas, spec: Extract<SceneSpec, { kind: 'animals' }>): void {
  const { W, H, rng } = canvas
  const sky = SKIES[spec.sky]
  const { horizonY } = drawSkyAndSun(canvas, sky, OPENINGS.animals)
  const profiles = drawLayers(canvas, sky, horizonY, 3, ridgeProfile, 0.06)
  const middle = profiles[1]
  if (middle) {
    const far = mix(sky.far, sky.near, 0.55)
    for (let index = 0; index < rng.int(3, 6); index++) {
      const x = rng.range(0, 1) * W
      canvas.body.push(acacia(rng, x, middle(x), H * rng.range(0.05, 0.09), far))
    }
  }
  const groundY = H * rng.range(0.86, 0.9)
  const ground = ridgeProfile(rng, W, groundY, H * 0.015, 1.2)
  canvas.body.push(`<path d="${landPath(ground, W, H)}" fill="${sky.near}"/>`)
  const treeX = rng.chance(0.5) ? W * rng.range(0.05, 0.25) : W * rng.range(0.75, 0.95)
  canvas.body.push(acacia(rng, treeX, ground(treeX), H * rng.range(0.42, 0.55), sky.near))
  // The herd stands on the open side of the frame, walking towards the tree.
  const facing: 1 | -1 = treeX > W / 2 ? 1 : -1
  const size = Math.min(H, W * 1.1)
  const giraffes = spec.animal === 'giraffes'
  const spacing = Math.min(size * (giraffes ? 0.33 : 0.42), (W * 0.52) / spec.count)
  let x = W / 2 - facing * (W * 0.3 - spacing * 0.5)
  for (let index = 0; index < spec.count; index++) {
    const young = index > 0 && rng.chance(0.4)
    const scale = giraffes
      ? ((size * rng.range(0.42, 0.5)) / 180) * (young ? 0.62 : 1)
      : ((size * rng.range(0.26, 0.3)) / 96) * (young ? 0.55 : 1)
    const points = giraffes ? GIRAFFE_POINTS : ELEPHANT_POINTS
    canvas.body.push(silhouette(points, x, ground(x) + scale * 2, scale, facing, sky.near))
    x += facing * spacing * rng.range(0.9, 1.1)
  }
  grass(canvas, ground, sky.near, H * 0.045, Math.round(W / 18))
}

export function drawCity(canvas: Canvas, spec: Extract<SceneSpec, { kind: 'city' }>): void {
  const { W, H, rng } = canvas
  const sky = SKIES[spec.sky]
  const groundY = spec.water ? H * rng.range(0.66, 0.72) : H * rng.range(0.86, 0.92)
  const horizonY = groundY
  drawSky(canvas, sky, horizonY)
  if (spec.sky === 'night') {
    drawStars(canvas, horizonY * 0.7, Math.round(W / 12))
    const moonR = Math.min(W, H) * 0.04
    const moonX = W * rng.range(0.15, 0.85)
    const moonY = H * rng.range(0.12, 0.25)
    const halo = radialGradient(canvas, moonX, moonY, moonR * 5, [
      [0, '#fdf3d8', 0.35],
      [1, '#fdf3d8', 0],
    ])
    canvas.backdrop.push(
      `<circle cx="${round(moonX)}" cy="${round(moonY)}" r="${round(moonR * 5)}" fill="${halo}"/>`,
    )
    canvas.body.push(
      `<circle cx="${round(moonX)}" cy="${round(moonY)}" r="${round(moonR)}" fill="#fdf3d8"/>`,
    )
  } else {
    drawStars(canvas, horizonY * 0.35, Math.round(W / 40))
    drawSun(canvas, sky, W * rng.range(0.2, 0.8), horizonY - H * 0.02, Math.min(W, H) * 0.07)
  }
  drawHaze(canvas, sky.glow, horizonY, H * 0.12, 0.35)
  const lights = ['#ffd27a', '#ffc15e', '#ffe6a8', '#fbb45c', '#fff1cf']
  const scale = Math.max(W, H)
  const drawSkyline = (heightFactor: number, color: string, windows: boolean) => {
    const shapes: string[] = []
    const lit: string[] = []
    let x = -W * 0.01
    while (x < W * 1.01) {
      const width = scale * rng.range(0.035, 0.085)
      const height = H * heightFactor * Math.pow(rng.range(0.25, 1), 1.3)
      const top = groundY - height
      shapes.push(
        `<rect x="${round(x)}" y="${round(top)}" width="${round(width + 1)}" height="${round(height + 2)}"/>`,
      )
      const roof = rng.next()
      if (roof < 0.2) {
        shapes.push(
          `<rect x="${round(x + width * 0.2)}" y="${round(top - height * 0.12)}" width="${round(width * 0.6)}" height="${round(height * 0.12 + 1)}"/>`,
        )
      } else if (roof < 0.32) {
        shapes.push(
          `<path d="M${round(x + width * 0.15)},${round(top + 1)} A${round(width * 0.35)},${round(width * 0.38)} 0 0 1 ${round(x + width * 0.85)},${round(top + 1)}Z"/>`,
        )
      } else if (roof < 0.45) {
        shapes.push(
          `<rect x="${round(x + width * 0.48)}" y="${round(top - height * 0.25)}" width="${round(Math.max(1.5, width * 0.04))}" height="${round(height * 0.25)}"/>`,
        )
      } else if (roof < 0.52) {
        const towerW = width * 0.22
        shapes.push(
          `<rect x="${round(x + width / 2 - towerW / 2)}" y="${round(top - height * 0.45)}" width="${round(towerW)}" height="${round(height * 0.45 + 1)}"/><path d="M${round(x + width / 2 - towerW * 0.7)},${round(top - height * 0.45)} L${round(x + width / 2)},${round(top - height * 0.6)} L${round(x + width / 2 + towerW * 0.7)},${round(top - height * 0.45)}Z"/>`,
        )
      }
      if (windows) {
        const cell = width / rng.int(4, 7)
        const rows = Math.floor((height * 0.92) / (cell * 1.4))
        const density = rng.range(0.15, 0.5)
        for (let row = 1; row < rows; row++) {
          for (let column = 0; column < Math.floor(width / cell); column++) {
            if (!rng.chance(density)) continue
            lit.push(
              `<rect x="${round(x + column * cell + cell * 0.25)}" y="${round(top + row * cell * 1.4)}" width="${round(cell * 0.5)}" height="${round(cell * 0.7)}" fill="${rng.pick(lights)}" fill-opacity="${round(rng.range(0.6, 1))}"/>`,
            )
          }
        }
      }
      x += width + scale * rng.range(0, 0.008)
    }
    canvas.body.push(`<g fill="${color}">${shapes.join('')}</g>`)
    if (lit.length > 0) canvas.body.push(`<g>${lit.join('')}</g>`)
  }
  drawSkyline(0.62, mix(sky.far, sky.stops[sky.stops.length - 1] ?? sky.far, 0.35), false)
  drawHaze(canvas, sky.glow, groundY, H * 0.1, 0.25)
  drawSkyline(0.45, sky.near, true)
  if (spec.water) {
    const water = linearGradient(canvas, groundY, H, [
      [0, mix(sky.near, sky.glow, 0.25)],
      [1, sky.near],
    ])
    canvas.body.push(
      `<rect x="0" y="${round(groundY)}" width="${W}" height="${round(H - groundY)}" fill="${water}"/>`,
    )
    const streaks: string[] = []
    for (let index = 0; index < Math.round(W / 14); index++) {
      const y = groundY + Math.pow(rng.next(), 1.4) * (H - groundY)
      const length = scale * rng.range(0.004, 0.03)
      streaks.push(
        `<rect x="${round(rng.range(0, W))}" y="${round(y)}" width="${round(length)}" height="${round(Math.max(1, scale * 0.0015))}" fill="${rng.pick(lights)}" fill-opacity="${round(rng.range(0.25, 0.7))}"/>`,
      )
    }
    canvas.body.push(`<g>${streaks.join('')}</g>`)
  } else {
    canvas.body.push(
      `<rect x="0" y="${round(groundY)}" width="${W}" height="${round(H - groundY + 1)}" fill="${sky.near}"/>`,
    )
  }
}
