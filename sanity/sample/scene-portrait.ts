// A person's portrait for the sample images: head and shoulders before a painted wall, lit from
// one side, drawn in flat shapes with soft shading. Appends SVG to a Canvas in source pixels; the
// figure is centred, so a square or wide crop around the face still shows the face.
import {
  BACKDROPS,
  GARMENTS,
  mix,
  radialGradient,
  round,
  TEXTILES,
  type Canvas,
  type PortraitSpec,
} from '@/sanity/sample/scene-canvas'

const HAIR = '#17100c'
const INK = '#140c08'

/** Where the face is, as fractions of the frame: the generator puts the hotspot here. */
export const PORTRAIT_FACE = { x: 0.5, y: 0.42, width: 0.42, height: 0.42 } as const

type Head = { cx: number; cy: number; rx: number; ry: number; turn: number }

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"${extra}/>`
}

function path(d: Array<string | number>, attributes: string): string {
  const text = d.map((part) => (typeof part === 'number' ? round(part) : part)).join(' ')
  return `<path d="${text}" ${attributes}/>`
}

function clipId(canvas: Canvas): string {
  canvas.ids += 1
  return `c${canvas.ids}`
}

/** The wall: its shadow colour, and a broad glow of its light colour from the lit side. */
function drawBackdrop(canvas: Canvas, spec: PortraitSpec): void {
  const { W, H } = canvas
  const [light, shadow] = BACKDROPS[spec.backdrop]
  canvas.backdrop.push(`<rect width="${W}" height="${H}" fill="${shadow}"/>`)
  const glow = radialGradient(canvas, W * (0.5 + 0.38 * spec.light), H * 0.28, Math.max(W, H), [
    [0, light, 1],
    [0.55, mix(light, shadow, 0.45), 0.9],
    [1, shadow, 0],
  ])
  canvas.backdrop.push(`<rect width="${W}" height="${H}" fill="${glow}"/>`)
}

function shouldersPath(W: number, H: number, cx: number, top: number): string[] {
  return [
    `M${round(cx - W * 0.5)},${H + 2}`,
    `C${round(cx - W * 0.48)},${round(top + H * 0.05)} ${round(cx - W * 0.34)},${round(top - H * 0.005)} ${round(cx - W * 0.13)},${round(top - H * 0.02)}`,
    `L${round(cx + W * 0.13)},${round(top - H * 0.02)}`,
    `C${round(cx + W * 0.34)},${round(top - H * 0.005)} ${round(cx + W * 0.48)},${round(top + H * 0.05)} ${round(cx + W * 0.5)},${H + 2}`,
    'Z',
  ]
}

/** Shoulders in the garment, its pattern clipped to it, and the neckline showing the skin. */
function drawGarment(canvas: Canvas, spec: PortraitSpec, cx: number, top: number): void {
  const { W, H } = canvas
  const color = GARMENTS[spec.garment]
  const shape = shouldersPath(W, H, cx, top)
  const fill = radialGradient(canvas, cx + W * 0.3 * spec.light, top, W * 0.9, [
    [0, mix(color, '#ffffff', 0.14), 1],
    [1, mix(color, '#000000', 0.38), 1],
  ])
  canvas.body.push(path(shape, `fill="${fill}"`))
  const clip = clipId(canvas)
  canvas.defs.push(`<clipPath id="${clip}">${path(shape, '')}</clipPath>`)
  const marks: string[] = []
  if (spec.pattern === 'kente') {
    const colors = TEXTILES.kente
    const band = H * 0.026
    for (let index = 0; index < 5; index++) {
      const y = top + H * 0.07 + index * band * 1.6
      const stripe = colors[index % colors.length] ?? color
      marks.push(
        `<rect x="0" y="${round(y)}" width="${W}" height="${round(band)}" fill="${stripe}"/>`,
      )
    }
  } else if (spec.pattern === 'dots') {
    const step = W * 0.06
    for (let y = top; y < H; y += step) {
      for (let x = (y / step) % 2 ? step / 2 : 0; x < W; x += step) {
        marks.push(ellipse(x, y, step * 0.16, step * 0.16, '#f1ead8'))
      }
    }
  }
  if (marks.length > 0) {
    canvas.body.push(`<g clip-path="url(#${clip})" opacity="0.85">${marks.join('')}</g>`)
  }
  // The neckline: a soft V of skin in shadow.
  const skin = mix(spec.skin, '#000000', 0.25)
  canvas.body.push(
    path(
      [
        'M',
        cx - W * 0.1,
        top - H * 0.021,
        'Q',
        cx,
        top + H * 0.085,
        cx + W * 0.1,
        top - H * 0.021,
        'Z',
      ],
      `fill="${skin}"`,
    ),
  )
}

function drawNeck(canvas: Canvas, spec: PortraitSpec, head: Head, top: number): void {
  const width = head.rx * 1.0
  const shade = mix(spec.skin, '#000000', 0.3)
  canvas.body.push(
    `<rect x="${round(head.cx - width / 2)}" y="${round(head.cy + head.ry * 0.4)}" width="${round(width)}" height="${round(top - head.cy - head.ry * 0.4 + canvas.H * 0.02)}" fill="${mix(spec.skin, '#000000', 0.15)}"/>`,
  )
  // The chin's shadow on the neck.
  canvas.body.push(ellipse(head.cx, head.cy + head.ry * 0.86, width * 0.52, head.ry * 0.2, shade))
}

/** An egg: broad at the brow, narrowing to the chin. */
function headShape({ cx, cy, rx, ry }: Head): Array<string | number> {
  return [
    'M',
    cx,
    cy - ry,
    'C',
    cx + rx * 0.56,
    cy - ry,
    cx + rx,
    cy - ry * 0.56,
    cx + rx,
    cy - ry * 0.05,
    'C',
    cx + rx,
    cy + ry * 0.5,
    cx + rx * 0.5,
    cy + ry,
    cx,
    cy + ry,
    'C',
    cx - rx * 0.5,
    cy + ry,
    cx - rx,
    cy + ry * 0.5,
    cx - rx,
    cy - ry * 0.05,
    'C',
    cx - rx,
    cy - ry * 0.56,
    cx - rx * 0.56,
    cy - ry,
    cx,
    cy - ry,
    'Z',
  ]
}

/** Hair that sits behind the head: an afro's halo, or braids falling to the shoulders. */
function drawHairBehind(canvas: Canvas, spec: PortraitSpec, head: Head): void {
  const { cx, cy, rx, ry } = head
  if (spec.hair === 'afro') {
    canvas.body.push(ellipse(cx, cy - ry * 0.3, rx * 1.62, ry * 1.18, HAIR))
  } else if (spec.hair === 'braids') {
    const strands: string[] = []
    for (const side of [-1, 1]) {
      for (let index = 0; index < 5; index++) {
        const x = cx + side * rx * (0.62 + index * 0.11)
        const end = cy + ry * (1.55 + (index % 2) * 0.12)
        strands.push(path(['M', x, cy - ry * 0.5, 'L', x + side * rx * 0.05, end], ''))
      }
    }
    canvas.body.push(
      `<g stroke="${HAIR}" stroke-width="${round(rx * 0.13)}" stroke-linecap="round" fill="none">${strands.join('')}</g>`,
    )
  }
}

/** The hair over the top of the head (or the headwrap), with a curved hairline. */
function drawHairOnTop(canvas: Canvas, spec: PortraitSpec, head: Head): void {
  const { cx, cy, rx, ry, turn } = head
  if (spec.hair === 'headwrap') {
    const cloth = GARMENTS[spec.wrap]
    const fold = mix(cloth, '#000000', 0.3)
    const wrap = [
      'M',
      cx - rx * 1.06,
      cy - ry * 0.1,
      'C',
      cx - rx * 1.35,
      cy - ry * 1.5,
      cx - rx * 0.6,
      cy - ry * 2.05,
      cx + turn,
      cy - ry * 1.95,
      'C',
      cx + rx * 0.75,
      cy - ry * 2.05,
      cx + rx * 1.4,
      cy - ry * 1.45,
      cx + rx * 1.06,
      cy - ry * 0.1,
      'C',
      cx + rx * 0.7,
      cy - ry * 0.5,
      cx - rx * 0.7,
      cy - ry * 0.5,
      cx - rx * 1.06,
      cy - ry * 0.1,
      'Z',
    ]
    canvas.body.push(path(wrap, `fill="${cloth}"`))
    const folds = [0.75, 1.15, 1.5].map((depth, index) =>
      path(
        [
          'M',
          cx - rx * (0.95 - index * 0.1),
          cy - ry * (depth - 0.1),
          'Q',
          cx + turn,
          cy - ry * (depth + 0.35),
          cx + rx * (0.95 - index * 0.15),
          cy - ry * (depth - 0.2),
        ],
        '',
      ),
    )
    canvas.body.push(
      `<g stroke="${fold}" stroke-width="${round(rx * 0.07)}" stroke-linecap="round" fill="none">${folds.join('')}</g>`,
    )
    return
  }
  const lift = spec.hair === 'afro' ? 1.35 : spec.hair === 'shaved' ? 1.04 : 1.12
  const color = spec.hair === 'shaved' ? mix(spec.skin, HAIR, 0.55) : HAIR
  canvas.body.push(
    path(
      [
        'M',
        cx - rx * 1.01,
        cy - ry * 0.05,
        'C',
        cx - rx * 1.08,
        cy - ry * lift * 1.38,
        cx + rx * 1.08,
        cy - ry * lift * 1.38,
        cx + rx * 1.01,
        cy - ry * 0.05,
        'C',
        cx + rx * 0.85,
        cy - ry * 0.52,
        cx - rx * 0.85 + turn,
        cy - ry * 0.62,
        cx - rx * 1.01,
        cy - ry * 0.05,
        'Z',
      ],
      `fill="${color}"`,
    ),
  )
}

/** The face: eyes, brows, nose, lips, and round glasses if they wear them. */
function drawFace(canvas: Canvas, spec: PortraitSpec, head: Head): void {
  const { cx, cy, rx, ry, turn } = head
  const eyeY = cy + ry * 0.02
  const shade = mix(spec.skin, '#000000', 0.45)
  const marks: string[] = []
  for (const side of [-1, 1]) {
    const x = cx + turn + side * rx * 0.4
    marks.push(ellipse(x, eyeY, rx * 0.17, ry * 0.06, '#efe6da'))
    marks.push(ellipse(x + turn * 0.3, eyeY, rx * 0.075, rx * 0.075, INK))
    marks.push(
      ellipse(x + turn * 0.3 + rx * 0.03, eyeY - rx * 0.03, rx * 0.02, rx * 0.02, '#ffffff'),
    )
    marks.push(
      path(
        [
          'M',
          x - rx * 0.19,
          eyeY - ry * 0.02,
          'Q',
          x,
          eyeY - ry * 0.1,
          x + rx * 0.19,
          eyeY - ry * 0.02,
        ],
        `stroke="${INK}" stroke-width="${round(rx * 0.035)}" fill="none" stroke-linecap="round"`,
      ),
    )
    marks.push(
      path(
        [
          'M',
          x - rx * 0.22,
          eyeY - ry * 0.17,
          'Q',
          x,
          eyeY - ry * 0.26,
          x + rx * 0.22,
          eyeY - ry * 0.16,
        ],
        `stroke="${HAIR}" stroke-width="${round(rx * 0.07)}" fill="none" stroke-linecap="round"`,
      ),
    )
  }
  const noseX = cx + turn * 1.3
  marks.push(
    path(
      [
        'M',
        noseX - rx * 0.16,
        cy + ry * 0.36,
        'Q',
        noseX,
        cy + ry * 0.45,
        noseX + rx * 0.16,
        cy + ry * 0.36,
      ],
      `stroke="${shade}" stroke-width="${round(rx * 0.05)}" fill="none" stroke-linecap="round"`,
    ),
  )
  marks.push(
    path(
      [
        'M',
        noseX - spec.light * rx * 0.05,
        cy + ry * 0.08,
        'L',
        noseX - spec.light * rx * 0.1,
        cy + ry * 0.33,
      ],
      `stroke="${shade}" stroke-width="${round(rx * 0.035)}" fill="none" stroke-linecap="round" opacity="0.6"`,
    ),
  )
  const lips = mix(spec.skin, '#5c1a24', 0.35)
  const mouthX = cx + turn
  const mouthY = cy + ry * 0.6
  marks.push(ellipse(mouthX, mouthY + ry * 0.035, rx * 0.25, ry * 0.06, mix(lips, '#ffffff', 0.08)))
  marks.push(
    path(
      [
        'M',
        mouthX - rx * 0.27,
        mouthY,
        'Q',
        mouthX - rx * 0.1,
        mouthY - ry * 0.07,
        mouthX,
        mouthY - ry * 0.03,
        'Q',
        mouthX + rx * 0.1,
        mouthY - ry * 0.07,
        mouthX + rx * 0.27,
        mouthY,
        'Q',
        mouthX,
        mouthY + ry * 0.02,
        mouthX - rx * 0.27,
        mouthY,
        'Z',
      ],
      `fill="${lips}"`,
    ),
  )
  if (spec.glasses) {
    const frame = `stroke="${INK}" stroke-width="${round(rx * 0.05)}" fill="#ffffff" fill-opacity="0.08"`
    for (const side of [-1, 1]) {
      const x = cx + turn + side * rx * 0.4
      marks.push(`<circle cx="${round(x)}" cy="${round(eyeY)}" r="${round(rx * 0.27)}" ${frame}/>`)
    }
    marks.push(
      path(
        [
          'M',
          cx + turn - rx * 0.13,
          eyeY - ry * 0.02,
          'Q',
          cx + turn,
          eyeY - ry * 0.07,
          cx + turn + rx * 0.13,
          eyeY - ry * 0.02,
        ],
        `stroke="${INK}" stroke-width="${round(rx * 0.045)}" fill="none"`,
      ),
    )
  }
  canvas.body.push(...marks)
}

export function drawPortrait(canvas: Canvas, spec: PortraitSpec): void {
  const { W, H } = canvas
  drawBackdrop(canvas, spec)
  const rx = Math.min(W * 0.17, H * 0.135)
  const head: Head = {
    cx: W * PORTRAIT_FACE.x,
    cy: H * PORTRAIT_FACE.y,
    rx,
    ry: rx * 1.27,
    // The head turns a little towards the light.
    turn: spec.light * rx * 0.06,
  }
  const shoulders = H * 0.7
  drawHairBehind(canvas, spec, head)
  drawNeck(canvas, spec, head, shoulders)
  drawGarment(canvas, spec, head.cx, shoulders)
  // Ears, then the head lit from the light side.
  const ear = mix(spec.skin, '#000000', 0.18)
  for (const side of [-1, 1]) {
    canvas.body.push(
      ellipse(head.cx + side * rx * 0.98, head.cy + head.ry * 0.05, rx * 0.17, head.ry * 0.2, ear),
    )
  }
  const face = radialGradient(
    canvas,
    head.cx + spec.light * rx * 0.45,
    head.cy - head.ry * 0.3,
    head.ry * 1.7,
    [
      [0, mix(spec.skin, '#ffd9b0', 0.28), 1],
      [0.55, spec.skin, 1],
      [1, mix(spec.skin, '#000000', 0.35), 1],
    ],
  )
  canvas.body.push(path(headShape(head), `fill="${face}"`))
  drawHairOnTop(canvas, spec, head)
  drawFace(canvas, spec, head)
}
